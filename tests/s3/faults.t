#!/bin/bash
# tests/s3/faults.t: what a fleet host does when the bucket answers badly.
# A real Ceph RADOS Gateway (tests/s3/ceph.sh) with a fault proxy in front
# (tests/s3/faultproxy.py: requests forwarded byte for byte, signatures
# intact; chosen ones answered with an error, reset or forwarded and
# then answered with an error).  Host A talks to the gateway, host P
# through the proxy.
#
#   - delete is refused while another host runs the sandbox, and also
#     when its lease cannot be read: the snapshots stay;
#   - create of a name the store has (a snapshot, or only its record)
#     is refused, also while the store is unreachable (it cannot say: a
#     create then adopted another tenant's stored sandbox once the store
#     came back);
#   - 409 ConditionalRequestConflict (AWS, for racing conditional writes)
#     is retried: a lease take and a pack PUT that get one succeed;
#   - verify is not "clean" when chunks cannot be read from the bucket;
#   - a failing capture says which request failed (method, key, status);
#   - store init names what is wrong with the configuration;
#   - gc whose DELETEs fail says so and exits 1; a later gc deletes;
#   - a host cut off from its lease (renewals answered 503) stops serving
#     the sandbox before another host may take it over (fs/main.c (2)):
#     a `start --take-over` elsewhere finds it unmounted; a blip shorter
#     than that does not stop it; the stopped sbxfs exits, though its
#     sbxexec holds the mount, and no longer renews the lease;
#   - a wake that fails after taking the lease gives it back;
#   - export on a host that never loaded the snapshot;
#   - a read of a file not cached while every pack GET fails: EIO within
#     one retry_time (not four), and the next read once the bucket
#     is back works at once;
#   - take-over of a sandbox whose host renews its lease: refused at
#     once, naming the holder;
#   - a lease take and a capture whose ref PUTs all land but whose every
#     answer is lost (s3.c (4)) read the ref back and succeed;
#   - a capture whose ref write is held while gc on another host
#     condemns what it names pardons it; one held while gc condemns and
#     deletes it fails and takes its snapshot off the ref (snap.c (9)).
. "$(dirname "$0")/../lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/s3lib.sh"
need_gateway
PY=/usr/bin/python3

CEPH=$T/ceph
ceph_start

proxy_start

# mkconf FILE STATE_DIR ENDPOINT [EXTRA]: retry_time $RETRY, 1 unless
# set: a request that meets a fault injected for good gives up after 1 s
# (at 2, seven checks below waited 2 to 4 s each for it)
mkconf() { s3_conf "$1" "$2" s3://sbx-faults/p "$3" "${RETRY:-1}" "${TTL:-3}" "${4:-}"; }
mkconf "$T/a.ini" "$T/a" "$S3_ENDPOINT"
mkconf "$T/p.ini" "$T/p" "$PROXY" "prefetch = false"
A() { sbxctl --config "$T/a.ini" "$@"; }
P() { sbxctl --config "$T/p.ini" "$@"; }
A tenant create alice >/dev/null; P tenant create bob >/dev/null   # create refuses a tenant not made
wsof() { echo "$T/$1/sandboxes/$2/workspace"; }
hosts_at_exit a p
# rc WANT NAME CMD...: CMD exits with WANT (its output in $T/.rc.out)
said() { if grep -q -- "$1" "$T/.rc.out"; then ok 0 "$2"; else ok 1 "$2"; sed 's/^/# /' "$T/.rc.out" | head -10; fi; }

# the first PUT to a fresh cluster makes its pools: seconds
RETRY=60 mkconf "$T/init.ini" "$T/i" "$S3_ENDPOINT"
rc 0 "store init" sbxctl --config "$T/init.ini" store init

# ---- delete: not while another host may run it ----
rc 0 "A: create and start box1" sh -c "sbxctl --config '$T/a.ini' create box1 && sbxctl --config '$T/a.ini' start box1"
echo data >"$(wsof a box1)/f"
rc 0 "A: capture box1" A capture box1
rc 1 "P: delete box1 while A runs it: refused" P delete box1
said "running on" "... and says where it runs"
rules '[{"method":"GET","path":"/refs/leases/box1","action":"status:500:InternalError"}]'
rc 1 "P: delete box1 while its lease cannot be read: refused" P delete box1
said "cannot be read" "... and says why"
rules '[]'
rc 0 "box1's snapshots are still in the store" sh -c "sbxctl --config '$T/a.ini' snapshots box1 | grep -q ."
rc 0 "A: stop box1" A stop box1

# ---- create: not while the store cannot say ----
rc 0 "A: create box2 for alice, start it" sh -c "sbxctl --config '$T/a.ini' create box2 --tenant alice && sbxctl --config '$T/a.ini' start box2"
echo "alice's" >"$(wsof a box2)/secret"
rc 0 "A: stop box2 (captured)" A stop box2
rc 1 "P: create box2 for bob: refused, the store has it" P create box2 --tenant bob
rules '[{"path":"","action":"reset"}]'
rc 1 "P: create box2 for bob while the store is unreachable: refused" P create box2 --tenant bob
said "cannot say" "... and says why"
rules '[]'
rc 0 "P's catalog did not take box2 for bob" sh -c "! sbxctl --config '$T/p.ini' list | grep -q bob"
# a sandbox only created (its record catalog/NAME in the bucket, no
# snapshot yet) is one too: P's create took the name, overwrote the
# record, and P's first wake restored alice's snapshot for bob
rc 0 "A: create box8 for alice, not started" A create box8 --tenant alice
rc 1 "P: create box8 for bob: refused, the bucket has its record" P create box8 --tenant bob
said "a sandbox named box8 exists" "... saying so"
rules '[{"method":"GET","path":"/refs/catalog/box9","action":"status:500:InternalError"}]'
rc 1 "P: create box9 while its record cannot be read: refused" P create box9 --tenant bob
said "cannot say" "... and says why"
rules '[]'
rc 0 "A: box8 writes alice's secret, stops" sh -c "sbxctl --config '$T/a.ini' exec box8 -- sh -c 'echo alice-secret > secret' && sbxctl --config '$T/a.ini' stop box8"
rc 0 "P: status box8" P --json status box8
said '"tenant": *"alice"' "... of tenant alice"

# ---- 409 ConditionalRequestConflict is retried ----
rc 0 "P: create box3" P create box3
rules '[{"method":"PUT","path":"/refs/leases/box3","action":"status:409:ConditionalRequestConflict","count":1}]'
rc 0 "P: start box3 with its lease PUT answered 409 once" P start box3
rules '[]'
grep -q "PUT .*/refs/leases/box3 409" "$T/proxy.log"; ok $? "... the 409 was answered"
head -c 300000 /dev/urandom >"$(wsof p box3)/r"
rules '[{"method":"PUT","path":"/packs/","action":"status:409:ConditionalRequestConflict","count":1}]'
rc 0 "P: capture box3 with a pack PUT answered 409 once" P capture box3
rules '[]'
grep -q "PUT .*/packs/.* 409" "$T/proxy.log"; ok $? "... the 409 was answered"

# ---- a failing capture names the request ----
echo more >"$(wsof p box3)/g"
rules '[{"method":"PUT","path":"/refs/sandboxes/box3","action":"status:503:SlowDown"}]'
rc 1 "P: capture box3 with every ref PUT answered 503: fails" P capture box3
said "PUT s3://sbx-faults/p/refs/sandboxes/box3.*503 SlowDown" "... and names the request and the answer"
rules '[]'
rc 0 "P: capture box3 once the bucket answers" P capture box3
rc 0 "P: stop box3" P stop box3

# ---- verify: unread is not clean ----
rc 0 "A: box4 with 3 MB, captured and stopped" sh -c "sbxctl --config '$T/a.ini' create box4 &&
  sbxctl --config '$T/a.ini' start box4 && head -c 3000000 /dev/urandom >'$(wsof a box4)/big' &&
  sbxctl --config '$T/a.ini' stop box4"
rc 0 "P: verify box4: clean" P verify box4
rules '[{"method":"GET","path":"/packs/","action":"status:503:SlowDown"}]'
rc 1 "P: verify box4 with every pack GET answered 503: not clean" P verify box4
said "unreadable" "... and says what could not be read"
rules '[]'
rc 0 "P: verify box4 once the bucket answers: clean" P verify box4

# ---- store init names the configuration's fault ----
mkconf "$T/bad.ini" "$T/bad" "$S3_ENDPOINT"
sed -i '/access_key\|secret_key/d' "$T/bad.ini"; echo "credentials_file = $T/none" >>"$T/bad.ini"
rc 1 "store init with a missing credentials_file fails" sbxctl --config "$T/bad.ini" store init
said "credentials_file $T/none: No such file" "... and names the file"

# ---- gc: failed DELETEs are reported, and done later ----
mkconf "$T/g.ini" "$T/g" "$PROXY" 
sed -i 's|^url = .*|url = s3://sbx-faults/g|' "$T/g.ini"
G() { sbxctl --config "$T/g.ini" "$@"; }
rc 0 "G: box5 captured and deleted" sh -c "sbxctl --config '$T/g.ini' store init && sbxctl --config '$T/g.ini' create box5 &&
  sbxctl --config '$T/g.ini' start box5 && head -c 2000000 /dev/urandom >'$(wsof g box5)/f' &&
  sbxctl --config '$T/g.ini' capture box5 && sbxctl --config '$T/g.ini' stop box5 && sbxctl --config '$T/g.ini' delete box5"
rc 0 "G: gc condemns its packs" G gc --min-age 0
rules '[{"method":"DELETE","path":"","action":"status:503:SlowDown"}]'
rc 1 "G: gc with every DELETE answered 503: exits 1" G gc --min-age 0
said "deletes in the bucket failed" "... and says so"
rules '[]'
rc 0 "G: gc condemns them again" G gc --min-age 0
rc 0 "G: a later gc deletes them" G --json gc --min-age 0
n=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["bucket_packs_deleted"])' "$T/.rc.out" 2>/dev/null)
ok $([ "${n:-0}" -ge 1 ] && echo 0 || echo 1) "... $n packs deleted"

# ---- store check: a server that ignores conditional writes is refused
rc 0 "store check through the proxy passes" P store check
said "conditional: ok" "... conditional writes: ok"
rules '[{"method":"PUT","path":"/check/.*-cond$","action":"status:200"}]'
rc 1 "store check when every conditional PUT is answered 200: exits 1" P store check
said "conditional: FAILED" "... conditional: FAILED"
said "If-None-Match: \\* replaced the object: the server ignores the condition" "... naming the ignored condition"
rules '[]'

# ---- a host that cannot renew its lease stops before it may be taken ----
# lease_ttl 3: renewals every 1 s; P must stop within 3 - 1 s of its last
# good renewal, before `start --take-over` (the lease unchanged for 3 + 1 s)
# or the clock rule (renewed_at 6 s behind) lets A take the sandbox.
rc 0 "P: create and start box6" sh -c "sbxctl --config '$T/p.ini' create box6 && sbxctl --config '$T/p.ini' start box6"
WP=$(wsof p box6)
echo one >"$WP/one"
rc 0 "P: capture box6" P capture box6
rules '[{"path":"/refs/leases/box6","action":"status:503:SlowDown"}]'
t0=$(date +%s%N)
# A takes it over as soon as the rules allow (4 s of an unchanged lease)
A start --take-over box6 >"$T/take.out" 2>&1 &
TAKE=$!
gone=
for _ in $(seq 200); do mountpoint -q "$WP" || { gone=$(( ($(date +%s%N) - t0) / 1000000 )); break; }; sleep 0.05; done
wait $TAKE; took=$?
took_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
diag "P unmounted after ${gone:-never} ms of 503s; A's start --take-over returned $took after $took_ms ms"
ok $([ -n "$gone" ] && [ "$gone" -lt 3000 ] && echo 0 || echo 1) "P's sbxfs stops serving box6 within 3 s of losing its renewals (${gone:-not stopped} ms)"
grep -q "box6: not renewed for" "$T/p/sandboxes/box6/sbxfs.log"; ok $? "... and logs why"
is "$took" 0 "A: start --take-over box6 while P is cut off"
check_fails "... and by then P no longer serves box6" mountpoint -q "$WP"
check "A serves box6" test -f "$(wsof a box6)/one"
rules '[]'
rc 0 "A: stop box6" A stop box6

# ... but a host whose renewals all succeed, slowly, keeps serving: the
# next renewal starts a period after the last one began.  lease_ttl 6:
# renewals every 2 s, the watchdog's bound 5 s; each renewal (a GET and a
# PUT, each held 0.95 s) takes 1.9 s, so a good renewal comes at most
# 2 + 1.9 = 3.9 s after the last one began (1.1 s to spare; with 1.1 s a
# request, 2.2 + 2.2 = 4.4 s left 0.6 s on a loaded machine), where a
# period counted from its end put 1.9 + 2 + 1.9 = 5.8 s between them.
RETRY=2 TTL=6 mkconf "$T/p6.ini" "$T/p" "$PROXY" "prefetch = false"
rc 0 "P: create and start box7 and box16 (lease_ttl 6)" sh -c "sbxctl --config '$T/p6.ini' create box7 &&
  sbxctl --config '$T/p6.ini' start box7 && sbxctl --config '$T/p6.ini' create box16 && sbxctl --config '$T/p6.ini' start box16"
WP=$(wsof p box7)
rules '[{"path":"/refs/leases/box7","action":"delay:0.95"}]'
t7=$(date +%s%N)
# nor does a blip of 503s (0.6 s; at lease_ttl 3 its bound of 2 s left
# too little slack for a slow machine: ASan under load stopped it); on
# box16, while box7's 12 s go by
sleep 1
rules '[{"path":"/refs/leases/box7","action":"delay:0.95"},{"path":"/refs/leases/box16","action":"status:503:SlowDown"}]'
sleep 0.6
rules '[{"path":"/refs/leases/box7","action":"delay:0.95"}]'
sleep 4
check "P still serves box16 after a 0.6 s blip of its lease's 503s" mountpoint -q "$(wsof p box16)"
while [ $(( ($(date +%s%N) - t7) / 1000000 )) -lt 12000 ]; do sleep 0.1; done
check "P still serves box7 after 12 s of renewals that take 1.9 s each" mountpoint -q "$WP"
check_fails "... and never said it was not renewed" grep -q "box7: not renewed for" "$T/p/sandboxes/box7/sbxfs.log"
is "$(grep -c 'box7.*renew failed' "$T/p/sandboxes/box7/sbxfs.log")" 0 "... (every renewal succeeded)"
rules '[]'
rc 0 "P: stop box7 and box16" sh -c "sbxctl --config '$T/p6.ini' stop box7 && sbxctl --config '$T/p6.ini' stop box16"

# ... and the sbxfs that stopped itself exits, and never renews again,
# though its sandbox's sbxexec (another mount namespace) still holds the
# mount and fusectl is not mounted: it ended only by the fusectl abort,
# so it stayed, renewed the lease once the bucket answered, and no host
# could run the sandbox (A's take-over failed, P's exec: "in use").
rc 0 "P: create and start box10, a file written through exec" sh -c "sbxctl --config '$T/p.ini' create box10 &&
  sbxctl --config '$T/p.ini' exec box10 -- sh -c 'echo ten > f' && sbxctl --config '$T/p.ini' capture box10"
WP=$(wsof p box10)
fspid=$(cat "$T/p/sandboxes/box10/sbxfs.pid")
rules '[{"path":"/refs/leases/box10","action":"status:503:SlowDown"}]'
for _ in $(seq 100); do mountpoint -q "$WP" || break; sleep 0.05; done
rules '[]'
for _ in $(seq 50); do alive "$fspid" || break; sleep 0.1; done
check_fails "P's sbxfs that lost box10's lease has exited" alive "$fspid"
[ "$(P status box10 | awk '/^state/{print $2}')" != ready ]; ok $? "... and P's status no longer says ready"
rc 0 "A: start --take-over box10 once the bucket answers" timeout 60 sbxctl --config "$T/a.ini" start --take-over box10
is "$(A exec box10 -- cat f 2>/dev/null)" ten "... with P's file"
rc 0 "A: stop box10" A stop box10
is "$(P exec box10 -- cat f 2>/dev/null)" ten "P: exec box10 wakes it again, with its file"
rc 0 "P: stop box10" P stop box10
kill -9 "$fspid" 2>/dev/null

# ---- a wake that fails gives its lease back ----
# P's start of box11 takes the lease, then cannot restore (every object
# GET answered 503): it kept the lease, and A was told "running on P"
# for 2 x lease_ttl, though nothing ran anywhere.
rc 0 "A: box11 created, written, stopped" sh -c "sbxctl --config '$T/a.ini' create box11 &&
  sbxctl --config '$T/a.ini' start box11 && echo eleven >'$(wsof a box11)/f' && sbxctl --config '$T/a.ini' stop box11"
TTL=60 mkconf "$T/p60.ini" "$T/p" "$PROXY" "prefetch = false"      # its lease live for 120 s
rules '[{"method":"GET","path":"/objects/","action":"status:503:SlowDown"}]'
rc 1 "P: start box11 while the store answers 503 to its snapshot: fails" sbxctl --config "$T/p60.ini" start box11
rules '[]'
rc 0 "A: start box11 at once: the failed wake did not keep the lease" A start box11
is "$(cat "$(wsof a box11)/f")" eleven "... with its file"
rc 0 "A: stop box11" A stop box11

# ---- export on a host that never loaded the snapshot ----
# (a replacement machine): the chunks are in packs it has not learned
rc 0 "A: box12 with 500 kB, captured, stopped" sh -c "sbxctl --config '$T/a.ini' create box12 &&
  sbxctl --config '$T/a.ini' start box12 && head -c 500000 /dev/urandom >'$(wsof a box12)/blob' &&
  sbxctl --config '$T/a.ini' stop box12"
mkconf "$T/f.ini" "$T/f" "$S3_ENDPOINT"
id=$(sbxctl --config "$T/f.ini" snapshots box12 2>/dev/null | awk 'NR == 2 {print $1}')
rc 0 "F (a fresh host): export box12 ${id:0:12}" sbxctl --config "$T/f.ini" export box12 "${id:0:12}" "$T/box12.sbx"
ok $([ "$(stat -c %s "$T/box12.sbx" 2>/dev/null || echo 0)" -gt 500000 ] && echo 0 || echo 1) "... with the chunks"

# ---- a read while the bucket is unreachable: EIO after one retry_time ----
# P's sbxfs at retry_time 3 here; every pack GET is reset by the proxy
# (transient: retried until the budget is spent).  A read() of a file not
# cached fails within one retry_time in all (fs/store.c (13)): its
# read-around and its chunk alone share retry_time less one attempt's
# budget, and the kernel's second send of the failed read gets that one
# attempt's.  Before 4fd6da4, each of the two sends spent a retry_time on
# the read-around and another on the chunk: 12.1 s at 3, now 3.06 s.  The
# bucket back, a read at once (within retry_time of the failure, which is
# remembered) works.  (tests/s3/reads.t: a silent server, throttling, a
# slow read-around.)
RETRY=3 mkconf "$T/p3.ini" "$T/p" "$PROXY" "prefetch = false"
P3() { sbxctl --config "$T/p3.ini" "$@"; }
# (30 files of 30 kB in one pack: the first one's read-around brings the
# rest, so a read of it makes both fetches)
mkdir "$T/b17"
for i in $(seq -w 0 29); do head -c 30000 /dev/urandom >"$T/b17/f$i"; done
rc 0 "A: box17 with 30 files of 30 kB, captured, stopped" sh -c "sbxctl --config '$T/a.ini' create box17 &&
  sbxctl --config '$T/a.ini' start box17 && cp '$T'/b17/f* '$(wsof a box17)/' &&
  sbxctl --config '$T/a.ini' stop box17"
rc 0 "P (retry_time 3): start box17 from the bucket, nothing fetched yet" P3 start box17
rules '[{"method":"GET","path":"/packs/","action":"reset"}]'
t0=$(date +%s%N)
timeout 60 cat "$(wsof p box17)/f00" >/dev/null 2>"$T/b17.err"; r=$?
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
rules '[]'
ok $([ $r -ne 0 ] && [ $r -ne 124 ] && echo 0 || echo 1) "P: a read with every pack GET reset fails (exit $r in $ms ms)"
grep -q "Input/output error" "$T/b17.err"; ok $? "... with EIO"
ok $([ $ms -lt $((3000 + 1500)) ] && echo 0 || echo 1) "... after about one retry_time (3 s + 1.5 s slack): $ms ms"
t0=$(date +%s%N)
cmp -s "$(wsof p box17)/f00" "$T/b17/f00"; r=$?
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
ok $r "P: the bucket back, the next read works ($ms ms)"
ok $([ $ms -lt 1500 ] && echo 0 || echo 1) "... at once (under 1.5 s: its one attempt, inside the remembered failure's window)"
rc 0 "P: stop box17" P3 stop box17

# ---- take-over of a sandbox whose host is alive ----
# A renews every second: P's watch sees the lease change and refuses at
# once, naming A (it watched again 20 times, ~20 s, then said "lease:
# Resource temporarily unavailable").
rc 0 "A: create and start box13" sh -c "sbxctl --config '$T/a.ini' create box13 && sbxctl --config '$T/a.ini' start box13"
t0=$(date +%s%N)
rc 1 "P: start --take-over box13 while A runs it: refused" P start --take-over box13
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
said "running on .*:$T/a" "... naming A as its holder"
ok $([ $ms -lt 8000 ] && echo 0 || echo 1) "... as soon as A renewed it ($ms ms)"
rc 0 "A: stop box13" A stop box13

# ---- conditional PUTs whose answers are all lost ----
# Every PUT of the ref reaches radosgw and lands, and every answer is
# reset: the first attempt's write, then each retry's 412.  The lease
# take and the capture were reported failed though they had landed: the
# lease then kept A out for 2 x lease_ttl with nothing running.
RETRY=1 TTL=60 mkconf "$T/p1.ini" "$T/p" "$PROXY" "prefetch = false"
P1() { sbxctl --config "$T/p1.ini" "$@"; }
rc 0 "P: create box14" P1 create box14
rules '[{"method":"PUT","path":"/refs/leases/box14","action":"fwd-reset"}]'
rc 0 "P: start box14 while every answer to its lease PUTs is lost: it landed, started" P1 start box14
rules '[]'
grep -q "PUT .*/refs/leases/box14 412 fwd-reset" "$T/proxy.log"; ok $? "... (its retries met their own first write: 412, lost too)"
rc 1 "A: start box14: refused, P holds it" A start box14
said "running on .*:$T/p" "... naming P"
n0=$(P1 snapshots box14 2>/dev/null | grep -cE "^[0-9a-f]{64}")
echo fourteen >"$(wsof p box14)/f"
rules '[{"method":"PUT","path":"/refs/sandboxes/box14","action":"fwd-reset"}]'
rc 0 "P: capture box14 while every answer to its ref PUTs is lost: it landed, succeeds" P1 capture box14
rules '[]'
is "$(P1 snapshots box14 2>/dev/null | grep -cE "^[0-9a-f]{64}")" "$((n0 + 1))" "... one snapshot more"
rc 0 "P: stop box14" P1 stop box14

# ---- a capture's ref write held while gc on another host runs ----
# A capture checks its age against gc_min_age/2 just before its ref
# write, which may then retry for retry_time: gc on another host could
# condemn what the capture names and, a pass later, delete it while the
# write was under way, and the ref named what was gone.  The write is
# held here (the proxy) while A's gc runs (--min-age 0: the next pass
# deletes what the last one condemned).
RETRY=30 TTL=60 mkconf "$T/p30.ini" "$T/p" "$PROXY" "prefetch = false"
P30() { sbxctl --config "$T/p30.ini" "$@"; }
held() {        # held N: the proxy holds (or held) N ref PUTs of box15
  for _ in $(seq 300); do
    [ "$(grep -c 'PUT .*/refs/sandboxes/box15 - held' "$T/proxy.log")" -ge "$1" ] && return 0; sleep 0.1
  done; return 1; }
gcdoc() { curl -sf --aws-sigv4 "aws:amz:$S3_REGION:s3" --user "$S3_ACCESS_KEY:$S3_SECRET_KEY" \
  -H "x-amz-content-sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" \
  "$S3_ENDPOINT/sbx-faults/p/refs/gc/state"; }
latest() { P30 snapshots box15 2>/dev/null | awk 'END {print $1}'; }
rc 0 "P: box15 created, started, captured" sh -c "sbxctl --config '$T/p30.ini' create box15 &&
  sbxctl --config '$T/p30.ini' start box15 && head -c 200000 /dev/urandom >'$(wsof p box15)/a' &&
  sbxctl --config '$T/p30.ini' capture box15"
head -c 200000 /dev/urandom >"$(wsof p box15)/b"
rules "[{\"method\":\"PUT\",\"path\":\"/refs/sandboxes/box15\",\"action\":\"hold:$T/go1\",\"count\":1}]"
P30 capture box15 >"$T/cap1.out" 2>&1 &
CAP=$!
held 1; ok $? "P: a capture of box15 reaches its ref write, held there"
rc 0 "A: gc meanwhile condemns its pack and snapshot (named by no ref yet)" A gc --min-age 0
touch "$T/go1"; wait $CAP; c=$?
is "$c" 0 "P: the capture lands"
sed 's/^/# /' "$T/cap1.out"
id=$(latest)
gcdoc >"$T/gc1.json"; ok $? "... (refs/gc/state read)"
check_fails "... and refs/gc/state no longer condemns its snapshot ${id:0:12} (pardoned)" grep -q "\"${id:-none}\"" "$T/gc1.json"
head -c 200000 /dev/urandom >"$(wsof p box15)/c"
rules "[{\"method\":\"PUT\",\"path\":\"/refs/sandboxes/box15\",\"action\":\"hold:$T/go2\",\"count\":1}]"
P30 capture box15 >"$T/cap2.out" 2>&1 &
CAP=$!
held 2; ok $? "P: another capture of box15 reaches its ref write, held there"
rc 0 "A: gc meanwhile condemns its pack and snapshot, and a second pass deletes them" sh -c "
  sbxctl --config '$T/a.ini' gc --min-age 0 && sbxctl --config '$T/a.ini' gc --min-age 0"
touch "$T/go2"; wait $CAP; c=$?
rules '[]'
cp "$T/cap2.out" "$T/.rc.out"   # what the capture said (rc above wrote .rc.out meanwhile)
is "$c" 1 "P: that capture fails"
said "deleted by gc on another host" "... saying gc on another host deleted what it names"
is "$(tail -1 "$T/.rc.out")" "sbxctl: capture box15: gc on another host removed part of it while its ref was written; nothing recorded (run it again)" "... and its last line says so in words (not \"Stale file handle\")"
is "$(latest)" "$id" "... and its snapshot is off the ref: the one before is the latest"
rc 0 "P: capture box15 again: lands (what gc deleted is uploaded again)" P30 capture box15
rc 0 "P: verify box15: clean (no ref names what is gone)" P30 verify box15
rc 0 "P: stop box15" P30 stop box15

done_testing
