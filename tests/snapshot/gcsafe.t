#!/bin/bash
# gcsafe.t: gc sweeps nothing that something still needs.
#  - a whole snapshot listed after a delta built on it (a restore or a
#    rollback moves it to the end of its ref) still has its tree marked;
#  - a sandbox made while gc waits for the store's lock is a root: gc
#    lists the live trees once it holds the lock;
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

# file_is NAME FILE WANT: FILE reads back byte for byte as WANT
file_is() { if cmp "$2" "$3" >"$T/.cmp" 2>&1; then ok 0 "$1"; else ok 1 "$1"; sed 's/^/# /' "$T/.cmp"; fi; }

# ---- a base listed after its deltas ----
# 2000 files: a capture that changes one file is stored as a delta on
# the whole snapshot before it.  X is whole, D a delta on X; restoring X
# puts X at the end of the ref, behind D (ref: D, undo, X).  gc used to
# take X for "seen" when D named it as its base and never marked X's
# tree: X's /precious chunk, named by no other tree, was swept.
rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
$PY "$SNAP_DIR/gentree.py" "$W" 2000 >/dev/null
head -c 200000 /dev/urandom >"$T/precious"
cp "$T/precious" "$W/precious"
X=$(capture_id box --label X)
echo v2 >"$W/precious"
D=$(capture_id box --label D)
is "$(ctl --json snapshots box | json 'd[-1].get("base", "")')" "$X" "D is a delta on X"
rc 0 "restore X" ctl restore box "$X"
is "$(ctl --json snapshots box | json 'd[-1]["id"]')" "$X" "X is latest, after the delta built on it"
echo v3 >"$W/precious"
rc 0 "capture after the restore" ctl capture box --label E
rc 0 "gc --min-age 0" ctl gc --min-age 0
rc 0 "verify box is clean after gc (X's tree was marked)" ctl verify box
rc 0 "restore X again" ctl restore box "$X"
file_is "X's /precious reads back whole" "$W/precious" "$T/precious"
rc 0 "stop box" ctl stop box

# The same through turns: turn 1, rollback of turn 1 (X, the snapshot
# before it, goes to the end of the ref), turn 2, gc, rollback of turn 2.
rc 0 "create tbox" ctl create tbox
rc 0 "start tbox" ctl start tbox
W=$(ws tbox)
$PY "$SNAP_DIR/gentree.py" "$W" 2000 >/dev/null
head -c 200000 /dev/urandom >"$T/precious"     # named by no tree of box
cp "$T/precious" "$W/precious"
t1=$(ctl turn begin tbox | tail -1)
echo v2 >"$W/precious"
rc 0 "turn 1 ends" ctl turn end "$t1"
rc 0 "rollback turn 1" ctl rollback tbox --turn "$t1"
file_is "after rollback 1, /precious is the original" "$W/precious" "$T/precious"
t2=$(ctl turn begin tbox | tail -1)
echo v3 >"$W/precious"
rc 0 "turn 2 ends" ctl turn end "$t2"
rc 0 "gc --min-age 0 (turns)" ctl gc --min-age 0
rc 0 "verify tbox is clean after gc" ctl verify tbox
rc 0 "rollback turn 2" ctl rollback tbox --turn "$t2"
file_is "after rollback 2, /precious is the original" "$W/precious" "$T/precious"
rc 0 "stop tbox" ctl stop tbox

# ---- a tree made while gc waits for the lock ----
# A stand-in holder keeps the gc lock shared (as a capture would) until
# $T/release appears; gc waits for it.  Meanwhile a new sandbox writes and
# commits 300 KB.  gc used to list the live trees before its wait, so
# that tree was no root and its chunk was swept.
flock -s "$STORE/gc.lock" -c "while [ ! -e '$T/release' ]; do sleep 0.05; done" &
holder=$!
at_exit "touch '$T/release'; kill $holder"
wait_for bash -c "! flock -n -x '$STORE/gc.lock' true"
ctl gc --min-age 0 >"$T/gc2.out" 2>&1 &
gcpid=$!
wait_for grep -q "waiting for the store's lock" "$T/gc2.out"
ok $? "gc waits for the stand-in holder"
rc 0 "create late" ctl create late
rc 0 "start late" ctl start late
head -c 300000 /dev/urandom >"$T/late"
cp "$T/late" "$(ws late)/file"
$PY -c 'import os,sys; fd=os.open(sys.argv[1], os.O_RDONLY); os.fsync(fd)' "$(ws late)/file"
touch "$T/release"
wait $holder
wait $gcpid
r=$?; ok $r "gc ran once the lock was free"; [ $r = 0 ] || sed 's/^/# /' "$T/gc2.out"
rc 0 "verify late is clean after gc (its tree was a root)" ctl verify late
rc 0 "stop late" ctl stop late
rc 0 "start late again" ctl start late
file_is "late's file reads back whole" "$(ws late)/file" "$T/late"
rc 0 "stop late" ctl stop late

done_testing
