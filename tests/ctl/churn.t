#!/bin/bash
# churn.t: [fs] churn_max bounds what a sandbox stores beyond its tree.
# Each fsync'd rewrite stores its blocks anew and what they replaced stays
# in the store until gc, so a sandbox rewriting one file grew the store
# without end whatever its quota (136 MB/s here), until the disk was full
# for every sandbox on it.  Now past churn_max its writes fail with
# EDQUOT, said in its sbxfs.log and by status, what it stored stays
# intact, its tree's own data is never refused (a file larger than
# churn_max is written), and once gc reclaims its packs (the host
# service's, gc_min_age after the refusal; or an operator's), writes are
# taken again.
source "$(dirname "$0")/../lib.sh"
need_root
export SBX_CONFIG=$T/sbx.ini
S=$T/state
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s/store\n[fs]\nchurn_max = 8M\n[snapshot]\ngc_min_age = 1\n' \
  "$S" "$T" >"$SBX_CONFIG"
at_exit "sbxctl stop ch"
MiB=1048576

check "create ch" sbxctl create ch
W=$(sbxctl start ch 2>/dev/null | tail -1)
check "ch mounted" mountpoint -q "$W"
chmod 777 "$W"
LOGF=$S/sandboxes/ch/sbxfs.log
[ -f "$LOGF" ] || LOGF=$(find "$S" -name sbxfs.log | head -1)

head -c $((3 * MiB)) /dev/urandom >"$T/keep"
head -c $((16 * MiB)) /dev/urandom >"$T/big"
check "3 MiB fit" sh -c "cp '$T/keep' '$W/keep' && sync '$W/keep'"
check "a 16 MiB file fits too: the tree's own data is no churn" \
  sh -c "cp '$T/big' '$W/big' && sync '$W/big'"

# rewrite 1 MiB with fsync up to 64 times: EDQUOT past 8 MiB
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
read -r err n < <(churn "$W/c" 64)
is "$err" "EDQUOT" "rewriting 1 MiB with fsync fails with EDQUOT past churn_max"
check "... after about 8 rewrites ($n)" test "$n" -ge 6 -a "$n" -le 12
check "sbxfs.log says why" grep -q "churn: .*churn_max 8388608.*EDQUOT" "$LOGF"
check "what was stored is intact" sh -c "cmp '$T/keep' '$W/keep' && cmp '$T/big' '$W/big'"
read -r err2 _ < <(churn "$W/c" 1)
is "$err2" "EDQUOT" "a rewrite is refused still"
check "a new file's data too" sh -c "! head -c 65536 /dev/urandom >'$W/d' || ! sync '$W/d'"
check_fails "a hole punched in a block's part too" fallocate -p -o 100 -l 1000 "$W/c"
check_fails "a truncate that cuts a block too" truncate -s 1000 "$W/c"
check "creating an empty file is no churn" touch "$W/empty"
check "nor truncating to 0" truncate -s 0 "$W/d"

check "status says so" sh -c "sbxctl status ch | grep -q '^churn: *writes refused since .*churn_max 8388608'"
is "$(sbxctl --json status ch | python3 -c 'import json,sys; print(json.load(sys.stdin)["churn"][:21])')" \
  "writes refused since " "status --json too (churn)"

# the host service runs gc once the refusal is gc_min_age old, not at
# its gc_interval's end (1h)
sbxctl reap --loop 1 >"$T/reap.out" 2>&1 &
RP=$!
at_exit "kill $RP 2>/dev/null"
took=no
for i in $(seq 60); do
  if head -c 65536 /dev/urandom >"$W/d" 2>/dev/null && sync "$W/d" 2>/dev/null; then took=yes; break; fi
  sleep 0.5
done
is "$took" yes "reap --loop's gc gave the room back within 30 s"
check "its log says why it ran gc" grep -q "gc now, for a sandbox whose writes are refused for churn" "$T/reap.out"
kill "$RP"; wait "$RP" 2>/dev/null
check "status no longer says churn" sh -c "! sbxctl status ch | grep -q '^churn:'"
read -r err n < <(churn "$W/c" 64)
is "$err" "EDQUOT" "a second churn is refused again"
sleep 1.5       # the flusher closes the pack it appended to within a second
check "gc by hand gives the room back too" sbxctl gc --min-age 0
check "writes are taken again within seconds" \
  wait_for sh -c "head -c 65536 /dev/urandom >'$W/d' && sync '$W/d'"
read -r err3 n3 < <(churn "$W/c" 3)
is "$err3 $n3" "none 3" "rewrites go on"
check "sbxfs.log says so" grep -q "churn: gc reclaimed enough" "$LOGF"
check "intact after gc" sh -c "cmp '$T/keep' '$W/keep' && cmp '$T/big' '$W/big'"
check "stop ch" sbxctl stop ch
check "verify ch" sbxctl verify ch
done_testing
