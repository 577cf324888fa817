#!/bin/bash
# budget.t: [fs] store_budget bounds what a running sandbox adds to the
# store between two gcs.  Each fsync'd rewrite stores its blocks anew and
# what they replaced stays in the store until gc, so a sandbox rewriting
# one file grew the store without end whatever its quota (136 MB/s here),
# until the disk was full for every sandbox on it.  Now past the budget
# its writes (and truncates and hole punches that cut a block) fail with
# EDQUOT, said in its sbxfs.log and by status; what it stored stays
# intact; and once a gc ends (the host service's, gc_min_age after the
# refusal, or an operator's) writes are taken again, whatever that gc
# kept (a snapshot's data), and whatever the tree's size (sparse); a
# stop and start does not end it, nor a restore; a fork counts its own.
source "$(dirname "$0")/../lib.sh"
need_root
export SBX_CONFIG=$T/sbx.ini
S=$T/state
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s/store\n[fs]\nstore_budget = 24M\n[snapshot]\ngc_min_age = 1\n' \
  "$S" "$T" >"$SBX_CONFIG"
at_exit "sbxctl stop bu"
MiB=1048576

check "create bu" sbxctl create bu
W=$(sbxctl start bu 2>/dev/null | tail -1)
check "bu mounted" mountpoint -q "$W"
LOGF=$S/sandboxes/bu/sbxfs.log

head -c $((3 * MiB)) /dev/urandom >"$T/keep"
head -c $((16 * MiB)) /dev/urandom >"$T/big"
check "19 MiB of new files fit in a budget of 24" \
  sh -c "cp '$T/keep' '$W/keep' && cp '$T/big' '$W/big' && sync '$W/keep' '$W/big'"
snap=$(sbxctl capture bu 2>/dev/null | tail -1)

# rewrite 1 MiB with fsync up to N times: "ERR n" or "none N"
churn() {
  python3 - "$1" "$2" <<'PY'
import errno, os, sys
p, limit = sys.argv[1], int(sys.argv[2])
n = 0
try:
    while n < limit:
        fd = os.open(p, os.O_WRONLY | os.O_CREAT, 0o644)
        try:
            os.pwrite(fd, os.urandom(1 << 20), 0)
            os.fsync(fd)
        finally:
            try:
                os.close(fd)
            except OSError:
                pass
        n += 1
    print("none", n)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), n)
PY
}
EDQ="Disk quota exceeded"
read -r err n <<<"$(churn "$W/c" 64)"
is "$err" "EDQUOT" "rewriting 1 MiB with fsync fails with EDQUOT past the budget"
check "... after about 5 rewrites ($n)" test "$n" -ge 3 -a "$n" -le 9
check "sbxfs.log says why" grep -q "store budget: .*store_budget 25165824.*EDQUOT" "$LOGF"
check "what was stored is intact" sh -c "cmp '$T/keep' '$W/keep' && cmp '$T/big' '$W/big'"
read -r err2 _ <<<"$(churn "$W/c" 1)"
is "$err2" "EDQUOT" "a rewrite is refused still"
check "a new file's data too" sh -c "! head -c 65536 /dev/urandom >'$W/d' || ! sync '$W/d'"
check "a hole punched in a block's part too" \
  sh -c "fallocate -p -o 100 -l 1000 '$W/c' 2>&1 | grep -q '$EDQ'"
check "a truncate that cuts a block too" sh -c "truncate -s 1000 '$W/c' 2>&1 | grep -q '$EDQ'"
check "creating an empty file is not refused" touch "$W/empty"
check "nor truncating to 0" truncate -s 0 "$W/d"
is "$(stat -f -c %a "$W")" 0 "df in the sandbox shows no room"
check "status says so" sh -c "sbxctl status bu | grep -q '^budget: *writes refused since .*store_budget 25165824'"
is "$(sbxctl --json status bu | python3 -c 'import json,sys; print(json.load(sys.stdin)["budget"][:21])')" \
  "writes refused since " "status --json too (budget)"

# a stop and start (a sleep and wake) gives no new budget: the count is
# in meta.db, with the gc it counts from
check "stop bu" sbxctl stop bu
W=$(sbxctl start bu 2>/dev/null | tail -1)
check "start bu again" mountpoint -q "$W"
read -r err5 _ <<<"$(churn "$W/c" 1)"
is "$err5" "EDQUOT" "after a stop and start a rewrite is refused still"
# nor a restore of a snapshot taken before (its count is not the tree's);
# a fork is another sandbox: its own count, from 0
check "restore bu's snapshot from before the churn" sbxctl restore bu "$snap"
W=$(sbxctl start bu 2>/dev/null | tail -1)
read -r err6 _ <<<"$(churn "$W/c" 1)"
is "$err6" "EDQUOT" "after the restore a rewrite is refused still"
check "fork it" sbxctl fork "$snap" fk
at_exit "sbxctl stop fk"
FW=$(sbxctl start fk 2>/dev/null | tail -1)
read -r err7 n7 <<<"$(churn "$FW/c" 3)"
is "$err7 $n7" "none 3" "the fork's rewrites are taken"
check "stop fk" sbxctl stop fk

# the host service runs gc once the refusal is gc_min_age old, not at
# its gc_interval's end (1h); a gc of it that fails (here: the store's gc
# lock held, shared as sbxfs's flushes hold it, past gc_lock_wait) is
# asked again 10 s later, not at gc_interval's end
cp "$SBX_CONFIG" "$T/lw.ini"; printf 'gc_lock_wait = 1\n' >>"$T/lw.ini"
flock -s "$T/store/gc.lock" -c ": >'$T/held'; while [ ! -e '$T/free' ]; do sleep 0.05; done" & GH=$!
at_exit "touch '$T/free'"
wait_for test -e "$T/held"
sbxctl --config "$T/lw.ini" reap --loop 1 >"$T/reap.out" 2>&1 &
RP=$!
at_exit "kill $RP 2>/dev/null"
check "reap --loop's gc for the refusal fails while the gc lock is held" \
  wait_for grep -q "gc failed" "$T/reap.out"
touch "$T/free"; wait "$GH"
check "... and says it asks again" grep -q "store_budget is asked again in 10 s" "$T/reap.out"
took=no
for i in $(seq 60); do
  if head -c 65536 /dev/urandom >"$W/d" 2>/dev/null && sync "$W/d" 2>/dev/null; then took=yes; break; fi
  sleep 0.5
done
is "$took" yes "reap --loop's gc gave the room back within 30 s"
check "its log says why it ran gc" grep -q "gc now, for a sandbox whose writes are refused at its" "$T/reap.out"
kill "$RP"; wait "$RP" 2>/dev/null
check "sbxfs.log says so" grep -q "store budget: a gc ended: writes are taken again" "$LOGF"
check "status no longer says budget" sh -c "! sbxctl status bu | grep -q '^budget:'"
check "df shows room again" test "$(stat -f -c %a "$W")" -gt 0
read -r err3 n3 <<<"$(churn "$W/c" 3)"
is "$err3 $n3" "none 3" "rewrites go on"

# what a gc keeps counts no more after it: a snapshot's data deleted
# from the tree, a sparse file's size gives no room
check "capture" sbxctl capture bu
rm -f "$W/big"
check "a 1 GiB sparse file" truncate -s 1G "$W/sparse"
read -r err4 n4 <<<"$(churn "$W/c" 64)"
is "$err4" "EDQUOT" "a second churn is refused again (a sparse file is no room)"
sleep 0.2       # the flusher closes the pack it appended to at the refusal
is "$(sbxctl --json gc --min-age 0 | python3 -c 'import json,sys; print(json.load(sys.stdin)["packs_skipped_recent"])')" \
  0 "gc by hand at once takes every pack (the one sbxfs appended to was closed at the refusal)"
check "writes are taken again within seconds, though the snapshot keeps big" \
  wait_for sh -c "head -c 65536 /dev/urandom >'$W/d' && sync '$W/d'"
check "intact after gc" cmp "$T/keep" "$W/keep"
check "stop bu" sbxctl stop bu
check "verify bu" sbxctl verify bu
done_testing
