#!/bin/bash
# tests/s3/reads.t: a sandbox's reads of chunks only in the bucket, when
# the bucket answers badly (fs/store.c (13), snapshot/s3.c (6)).  A real
# Ceph RADOS Gateway (tests/s3/ceph.sh); host A talks to it, host P
# through the fault proxy (tests/s3/faultproxy.py), retry_time 3.
#
#   - a server that accepts and never answers: a read() fails within
#     retry_time (it took 7.5 s: an attempt's 5 s floor, then the
#     kernel's second send's one attempt to the 2 s stall limit); so do
#     prefetch, verify and export;
#   - a read that starts within retry_time of a failed one still brings
#     its neighbours (read-around);
#   - throttling (503 SlowDown, Retry-After) is retried within the
#     read's budget, honouring Retry-After, and does not mark the bucket
#     unreachable: the next read is not failed after one attempt (it
#     was, for retry_time after a throttled one);
#   - a read-around slowed to 16 KiB/s is cut, and its chunk is fetched
#     alone: the read works and the bucket is not marked unreachable.
. "$(dirname "$0")/../lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/s3lib.sh"
need_gateway

CEPH=$T/ceph
ceph_start

proxy_start

mkconf() { s3_conf "$1" "$2" s3://sbx-reads/p "$3" "$4" 30 "prefetch = false"; }   # FILE STATE_DIR ENDPOINT RETRY
mkconf "$T/a.ini" "$T/a" "$S3_ENDPOINT" 60      # the first PUT makes the pools: seconds
mkconf "$T/p.ini" "$T/p" "$PROXY" 3
mkconf "$T/f.ini" "$T/f" "$PROXY" 3
mkconf "$T/g.ini" "$T/g" "$PROXY" 6
A() { sbxctl --config "$T/a.ini" "$@"; }
P() { sbxctl --config "$T/p.ini" "$@"; }
wsof() { echo "$T/$1/sandboxes/$2/workspace"; }
hosts_at_exit a p
ms() { echo $(( $(date +%s%N) / 1000000 )); }
packgets() { grep -c "^GET .*/packs/" "$T/proxy.log" 2>/dev/null; }
LOG=$T/p/sandboxes/box/sbxfs.log
mark() { L0=$(wc -l <"$LOG"); }        # since: sbxfs's log lines since mark
since() { tail -n +$((L0 + 1)) "$LOG"; }

# 200 files of 30 kB, in one pack in the tree's order: a read-around
# (1 MiB) brings ~34 of them, so f000, f040, f080, ... start fresh ones
mkdir "$T/src"
for i in $(seq -w 0 199); do head -c 30000 /dev/urandom >"$T/src/f$i"; done
rc 0 "store init" A store init
rc 0 "A: box with 200 files of 30 kB, captured, stopped" sh -c "sbxctl --config '$T/a.ini' create box &&
  sbxctl --config '$T/a.ini' start box && cp '$T'/src/f* '$(wsof a box)/' && sbxctl --config '$T/a.ini' stop box"
rc 0 "P (retry_time 3): start box from the bucket, nothing fetched yet" P start box
W=$(wsof p box)
# readf FILE: read W/FILE, compare; $el the ms it took, $r its status
readf() { local t0; t0=$(ms); cmp "$W/$1" "$T/src/$1" >"$T/read.out" 2>&1; r=$?; el=$(( $(ms) - t0 )); }

# ---- a server that never answers: a read() ends within retry_time ----
rules "[{\"method\":\"GET\",\"path\":\"/packs/\",\"action\":\"hold:$T/never\"}]"
readf f000
diag "held: exit $r after $el ms: $(cat "$T/read.out")"
ok $([ $r -ne 0 ] && echo 0 || echo 1) "P: a read with every pack GET held unanswered fails"
grep -q "Input/output error" "$T/read.out"; ok $? "... with EIO"
ok $([ $el -lt 3600 ] && echo 0 || echo 1) "... within retry_time (3 s + 0.6 s slack): $el ms"

# ---- a read within retry_time of that failure still reads around ----
rules '[]'
readf f040
ok $r "P: the bucket back, the next read works ($el ms)"
n0=$(packgets)
readf f041
ok $r "P: its neighbour reads"
is "$(packgets)" "$n0" "... from the cache: the read in the failure's window brought it (read-around)"

# ---- throttling: retried within the budget, not 'unreachable' ----
mark
rules '[{"method":"GET","path":"/packs/","action":"slowdown:1"}]'
readf f080
diag "throttled: exit $r after $el ms: $(cat "$T/read.out")"
ok $([ $r -ne 0 ] && echo 0 || echo 1) "P: a read with every pack GET answered 503 SlowDown fails"
ok $([ $el -lt 3600 ] && echo 0 || echo 1) "... within retry_time (3 s + 0.6 s slack): $el ms"
since >"$T/since"
check_fails "... and sbxfs does not call the bucket unreachable" grep -q "did not answer" "$T/since"
grep -q "throttled" "$T/since"; ok $? "... it says the bucket throttled the reads"
# (twice: the kernel sends a failed read again, and that second send's
# one attempt got the 206 once)
rules '[{"method":"GET","path":"/packs/","action":"status:503:SlowDown","count":2}]'
readf f081
diag "throttled twice: exit $r after $el ms: $(cat "$T/read.out")"
ok $r "P: a read right after, answered 503 SlowDown twice, works (retried, not failed after one attempt)"
rules '[]'
# Retry-After: G (retry_time 6) exports box; its first pack GET is told
# to come back in 1 s
id=$(sbxctl --config "$T/g.ini" snapshots box 2>/dev/null | awk 'NR == 2 {print $1}')
rules '[{"method":"GET","path":"/packs/","action":"slowdown:1","count":1}]'
t0=$(ms)
rc 0 "G: export box, its first pack GET answered 503 with Retry-After: 1" \
  timeout 60 sbxctl --config "$T/g.ini" export box "${id:0:12}" "$T/boxg.sbx"
el=$(( $(ms) - t0 ))
grep -q "slowdown:1" "$T/proxy.log"; ok $? "... (it was)"
ok $([ $el -ge 1000 ] && echo 0 || echo 1) "... and waited what Retry-After asked ($el ms)"
rules '[]'

# ---- a slow read-around is cut; its chunk is fetched alone ----
sleep 3.2       # past the window of the failures above (retry_time)
mark
rules '[{"method":"GET","path":"/packs/","action":"slow:16384","count":1}]'
readf f120
diag "slow read-around: exit $r after $el ms: $(cat "$T/read.out")"
ok $r "P: a read whose read-around crawls at 16 KiB/s works"
ok $([ $el -lt 3000 ] && echo 0 || echo 1) "... within retry_time ($el ms)"
since >"$T/since"
check_fails "... and sbxfs does not call the bucket unreachable" grep -q "did not answer" "$T/since"
rules '[]'
readf f160
n0=$(packgets)
readf f161
is "$(packgets)" "$n0" "P: the next read reads around again (its neighbour from the cache)"

# ---- prefetch and export: one budget, not one per fetch ----
rules "[{\"method\":\"GET\",\"path\":\"/packs/\",\"action\":\"hold:$T/never\"}]"
t0=$(ms)
rc 1 "P: prefetch box with every pack GET held: fails" timeout 60 sbxctl --config "$T/p.ini" prefetch box
el=$(( $(ms) - t0 ))
ok $([ $el -lt 4500 ] && echo 0 || echo 1) "... within retry_time (3 s + 1.5 s slack): $el ms"
t0=$(ms)
rc 1 "P: verify box with every pack GET held: not clean" timeout 60 sbxctl --config "$T/p.ini" verify box
el=$(( $(ms) - t0 ))
ok $([ $el -lt 4500 ] && echo 0 || echo 1) "... within retry_time (3 s + 1.5 s slack): $el ms"
grep -q "stopped: the bucket did not answer" "$T/.rc.out"; ok $? "... and says it stopped there (not a line per chunk)"
# a bucket that throttles every read (503 SlowDown, Retry-After 1: each
# fetch retried within its budget) stops verify as one that is silent
# does: it spent retry_time on every chunk
rules '[{"method":"GET","path":"/packs/","action":"slowdown:1"}]'
t0=$(ms)
rc 1 "P: verify box with every pack GET throttled: not clean" timeout 60 sbxctl --config "$T/p.ini" verify box
el=$(( $(ms) - t0 ))
ok $([ $el -lt 5000 ] && echo 0 || echo 1) "... within retry_time (3 s + 2 s slack): $el ms"
grep -q "stopped: the bucket throttled every read" "$T/.rc.out"; ok $? "... and says it stopped there, throttled"
id=$(sbxctl --config "$T/f.ini" snapshots box 2>/dev/null | awk 'NR == 2 {print $1}')
t0=$(ms)
rc 1 "F (a fresh host): export box with every pack GET held: fails" \
  timeout 60 sbxctl --config "$T/f.ini" export box "${id:0:12}" "$T/box.sbx"
el=$(( $(ms) - t0 ))
ok $([ $el -lt 4500 ] && echo 0 || echo 1) "... within retry_time (3 s + 1.5 s slack): $el ms"
rules '[]'
rc 0 "P: stop box" P stop box

done_testing
