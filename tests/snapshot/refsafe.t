#!/bin/bash
# refsafe.t: what a sandbox's ref says stays true.
#  - a capture racing a restore never lands after it as a latest that
#    is not the tree the workspace holds;
#  - fork makes a new sandbox only: not over a name the store has (a
#    sandbox of another host, or of this one whose state was lost), nor
#    over a reserved name.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
# host 1's leases last 4 s (the [store] section is last): a take-over
# of a lost host's sandbox waits 5 s, not 61
echo "lease_ttl = 4" >>"$C"

# ---- a capture racing a restore ----
# The restore takes its undo capture, unmounts, replaces the tree and
# adds the restored snapshot to the ref.  A capture that starts once the
# undo capture holds the capture lock, and pauses 1.5 s before its ref
# update (SBX_TEST_CAPTURE_PAUSE_MS), used to read the tree being
# replaced and land after the restore: the store's latest said "new"
# while the workspace held "old", and a wake elsewhere brought back
# "new".  The restore now holds the capture lock until its ref update.
rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
$PY "$SNAP_DIR/gentree.py" "$W" 3000 >/dev/null
echo old >"$W/marker"
X=$(capture_id box --label X)
echo new >"$W/marker"
rc 0 "capture Y" ctl capture box --label Y
ctl restore box "$X" >"$T/restore.out" 2>&1 &
rpid=$!
held=1
for i in $(seq 4000); do flock -n "$T/state/locks/box.capture" true || { held=0; break; }; sleep 0.002; done
ok $held "the restore's undo capture holds the capture lock"
SBX_TEST_CAPTURE_PAUSE_MS=1500 ctl capture box --label concurrent >"$T/cap.out" 2>&1
r=$?; ok $r "the racing capture succeeds"; [ $r = 0 ] || sed 's/^/# /' "$T/cap.out"
wait $rpid
r=$?; ok $r "the restore succeeds"; [ $r = 0 ] || sed 's/^/# /' "$T/restore.out"
is "$(cat "$W/marker")" old "the workspace holds the restored tree"
L=$(ctl --json snapshots box | json 'd[-1]["id"]')
is "$(ctl diff box "$L" live | tail -1)" "0 added, 0 modified, 0 deleted" \
   "the store's latest is the tree the workspace holds"
# this host is lost (no stop, whose capture would set the latest right):
# its processes die, and another host takes the sandbox over (its lease
# unrenewed for lease_ttl) and wakes the store's latest
for p in sbxfs.pid exec/pid; do kill -9 "$(cat "$T/state/sandboxes/box/$p")"; done
rc 0 "wake box on the other host (--take-over)" ctl2 start --take-over box
is "$(cat "$(ws2 box)/marker")" old "the other host gets the restored tree"
rc 0 "stop box there" ctl2 stop box
rc 0 "stop box" ctl stop box

# ---- fork into a name taken ----
rc 0 "create bee" ctl create bee
rc 0 "start bee" ctl start bee
echo "bee's own work" >"$(ws bee)/notes"
B=$(capture_id bee)
rc 0 "stop bee" ctl stop bee
nb=$(ctl --json snapshots bee | json 'len(d)')
# the other host has no local state of bee: the store alone knows it
rc 1 "fork into a name the store has fails" ctl2 fork "$X" bee
is "$(ctl --json snapshots bee | json 'd[-1]["id"]')" "$B" "bee's latest is still its own"
is "$(ctl --json snapshots bee | json 'len(d)')" "$nb" "bee's ref did not grow"
check_fails "no local state of bee was made there" test -e "$T/state2/sandboxes/bee"
rc 2 "fork into the artifacts' reserved name fails (bad usage, as every refused new name)" ctl fork "$X" sbx.artifacts
is "$(ctl --json snapshots sbx.artifacts | json 'len(d)')" 0 "the artifacts' ref is untouched"
rc 0 "fork into a new name still works" ctl2 fork "$X" bee2
rc 0 "start the fork" ctl2 start bee2
is "$(cat "$(ws2 bee2)/marker")" old "the fork holds the snapshot's tree"
rc 0 "stop the fork" ctl2 stop bee2

done_testing
