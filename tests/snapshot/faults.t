#!/bin/bash
# faults.t: kill -9 of sbxctl in the middle of restore and fork, and of
# sbxfs in the middle of capture: the store stays consistent (previous
# snapshots intact, verify clean), the workspace mounts, and a retry
# succeeds.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
nsnaps() { ctl --json snapshots box | $PY -c 'import json,sys; print(len(json.load(sys.stdin)))'; }

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
$PY "$SNAP_DIR/gentree.py" "$W" 3000 >/dev/null
a=$(capture_id box --label a)
rm -rf "$W/node_modules"; echo b >"$W/b"
b=$(capture_id box --label b)

# restore killed at several points, then retried
for delay in 0.05 0.2 0.5 1 2; do
  sbxctl --config "$C" restore box "$a" >/dev/null 2>&1 & p=$!
  sleep $delay; kill -9 $p 2>/dev/null; wait $p 2>/dev/null
done
ctl start box >/dev/null 2>&1   # a kill may have left it unmounted
check "the workspace mounts after killed restores" mountpoint -q "$W"
rc 0 "verify --all clean after killed restores" ctl verify --all
rc 0 "a retried restore succeeds" ctl restore box "$a"
is "$(ctl diff box "$a" live | tail -1)" "0 added, 0 modified, 0 deleted" "the workspace is snapshot a"
check "snapshots a and b are still listed" sh -c "sbxctl --config '$C' snapshots box | grep -q '^$a' && sbxctl --config '$C' snapshots box | grep -q '^$b'"

# fork killed: no half sandbox is left under the name
for delay in 0.01 0.05 0.1; do
  sbxctl --config "$C" fork "$a" half >/dev/null 2>&1 & p=$!
  sleep $delay; kill -9 $p 2>/dev/null; wait $p 2>/dev/null
  if [ -d "$T/state/sandboxes/half" ]; then
    [ -s "$T/state/sandboxes/half/meta.db" ] || { echo "half-made fork" >"$T/halffork"; }
    ctl delete half >"$T/del.out" 2>&1 || { diag "delete half: $(cat "$T/del.out")"; ls -la "$T/state/sandboxes/half" | sed 's/^/# /'; }
  fi
done
check_fails "a killed fork never leaves a sandbox without its tree" test -e "$T/halffork"
rc 0 "a retried fork succeeds" ctl fork "$a" half

# sbxfs killed during a capture with unflushed writes
n0=$(nsnaps)
for i in 1 2 3; do
  head -c 5000000 /dev/urandom >"$W/pending$i"
  sbxctl --config "$C" capture box >/dev/null 2>&1 & p=$!
  sleep 0.05; kill -9 "$(cat "$T/state/sandboxes/box/sbxfs.pid")" 2>/dev/null
  wait $p 2>/dev/null
  fusermount3 -uz "$W" 2>/dev/null
  ctl stop box >/dev/null 2>&1; ctl start box >/dev/null 2>&1
done
ok $([ "$(nsnaps)" -ge "$n0" ] && echo 0 || echo 1) "no snapshot lost to sbxfs kills"
rc 0 "verify --all clean after sbxfs kills" ctl verify --all
id=$(capture_id box --label after)
is "${#id}" 64 "capture succeeds once sbxfs is back"
# a corrupt chunk: verify names the snapshot and the path, then passes once repaired
echo "a victim chunk for verify" >"$W/victim"
v=$(capture_id box --label victim)
ctl stop box >/dev/null 2>&1
read -r _ pack off len < <(sbxfs --locate --meta "$T/state/sandboxes/box/meta.db" --store "$STORE" victim)
orig=$(dd if="$pack" bs=1 skip="$off" count=1 2>/dev/null | od -An -tx1 | tr -d ' ')
printf '\xff' | dd of="$pack" bs=1 seek="$off" conv=notrunc 2>/dev/null
ctl verify --all >"$T/v.out" 2>&1; r=$?
is "$r" 1 "verify --all fails on a corrupt chunk"
check "it names the snapshot and the file" grep -q "^snapshot $v of box: /victim: chunk [0-9a-f]* corrupt" "$T/v.out"
check "and the live tree's file" grep -q "/victim" "$T/v.out"
printf "\\x$orig" | dd of="$pack" bs=1 seek="$off" conv=notrunc 2>/dev/null
rc 0 "verify passes once repaired" ctl verify --all
done_testing
