#!/bin/bash
# gcsafe.t: gc sweeps nothing that something still needs.
#  - a whole snapshot listed after a delta built on it (a restore or a
#    rollback moves it to the end of its ref) still has its tree marked;
#  - a sandbox made while gc waits for the store's lock is a root: gc
#    lists the live trees once it holds the lock;
#  - an artifact publish's scratch tree is a root while the publish runs;
#  - a tree mounted by hand on the same store is a root (STORE/roots/);
#  - a pack gc deletes or repacks is let go by a live sandbox that had it
#    open (its space freed), which then reads every file from the pack
#    the index names.
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

# ---- a holder gone at once is waited for unsaid ----
# A capture's moment of the lock (0.3 s here): gc said "waiting for the
# store's lock" and then "got the store's lock after 0.2 s", a wait that
# was none; a longer one (below) is still said.
flock -s "$STORE/gc.lock" -c "sleep 0.3" &
brief=$!
wait_for bash -c "! flock -n -x '$STORE/gc.lock' true"
ctl gc --min-age 0 >"$T/gc1.out" 2>&1
ok $? "gc with the lock held for 0.3 s: exit 0"
wait $brief
check_fails "... says no wait" grep -q "waiting for the store's lock\|got the store's lock" "$T/gc1.out"

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
check "... and said when it got the lock" grep -q "got the store's lock after" "$T/gc2.out"
rc 0 "verify late is clean after gc (its tree was a root)" ctl verify late
rc 0 "stop late" ctl stop late
rc 0 "start late again" ctl start late
file_is "late's file reads back whole" "$(ws late)/file" "$T/late"
rc 0 "stop late" ctl stop late

# ---- gc during artifact publish ----
# The publish copies into a scratch tree (.artifact.PID) whose sbxfs
# commits as it goes (commit every 20 ms here) and exits before the
# capture: in between, that tree alone names the copy's chunks.  The
# source keeps its files dirty (no commit for 120 s), so they are in no
# other tree.  gc in a loop throughout used to skip the scratch tree and
# sweep them: the artifact named chunks the store no longer had.
cp "$C" "$T/slow.ini"; printf '[fs]\ncommit_interval_ms = 120000\ndirty_max = 512M\n' >>"$T/slow.ini"
cp "$C" "$T/fast.ini"; printf '[fs]\ncommit_interval_ms = 20\ndirty_max = 2M\n' >>"$T/fast.ini"
slow() { sbxctl --config "$T/slow.ini" "$@"; }
fast() { sbxctl --config "$T/fast.ini" "$@"; }
rc 0 "create src" slow create src
rc 0 "start src (commits held back)" slow start src
W=$(ws src)
mkdir -p "$W/out" "$T/orig"
for i in $(seq 30); do head -c 1048576 /dev/urandom >"$T/orig/f$i"; cp "$T/orig/f$i" "$W/out/f$i"; done
( while [ ! -e "$T/stopgc" ]; do fast gc --min-age 0 >>"$T/gc3.out" 2>&1 || echo FAILED >>"$T/gc3.out"; done ) &
gcloop=$!
at_exit "touch '$T/stopgc'; kill $gcloop"
rc 0 "publish while gc runs in a loop" fast artifact publish src out --label race
touch "$T/stopgc"
wait $gcloop
nf=$(grep -c FAILED "$T/gc3.out")
is "$nf" 0 "every gc succeeded"
[ "$nf" = 0 ] || grep -v "chunks live\|removed;" "$T/gc3.out" | sort | uniq -c | sed 's/^/# /'

ok $(( $(grep -c "chunks live" "$T/gc3.out") > 0 ? 0 : 1 )) "gc ran during the publish"
# the source's copies go: only the artifact names those bytes now
rm -rf "$W/out"
rc 0 "stop src" slow stop src
rc 0 "verify --all is clean" ctl verify --all
aid=$(ctl --json artifact list | json 'd[0]["id"]')
rc 0 "artifact get" ctl artifact get "$aid" "$T/got"
same=0; for i in $(seq 30); do cmp -s "$T/orig/f$i" "$T/got/f$i" && same=$((same+1)); done
is "$same" 30 "every file of the artifact reads back whole"

# ---- a tree mounted by hand on the same store ----
# `sbxfs --meta M --store STORE` outside any state dir: its tree is in no
# state dir's sandboxes/.  gc used to know nothing of it: the index rows
# of its committed file went (reads EIO), and its pack too at min-age 0.
mkdir -p "$T/hand/mnt"
sbxfs_mount "$T/hand/meta.db" "$STORE" "$T/hand/mnt" || echo "Bail out! hand mount"
head -c 300000 /dev/urandom >"$T/handfile"
cp "$T/handfile" "$T/hand/mnt/f"
sync_file() { $PY -c 'import os,sys; fd=os.open(sys.argv[1], os.O_RDONLY); os.fsync(fd)' "$1"; }
sync_file "$T/hand/mnt/f"
rc 0 "gc --min-age 0 while the hand-run sbxfs serves" ctl gc --min-age 0
sbxfs_umount "$T/hand/mnt"
rc 0 "gc --min-age 0 with the hand-run tree unmounted" ctl gc --min-age 0
rc 0 "sbxfs --check of the hand-run tree is clean after gc" sbxfs --check --meta "$T/hand/meta.db" --store "$STORE"
sbxfs_mount "$T/hand/meta.db" "$STORE" "$T/hand/mnt" || echo "Bail out! hand remount"
file_is "the hand-run tree's file reads back whole" "$T/hand/mnt/f" "$T/handfile"
sbxfs_umount "$T/hand/mnt"
reg=$(grep -l "^$(realpath "$T/hand/meta.db")\$" "$STORE"/roots/* 2>/dev/null | head -1)
ok $([ -n "$reg" ] && echo 0 || echo 1) "the tree is registered in STORE/roots/"
# its tree gone: the entry is removed by gc once it is an hour old
rm -f "$T/hand/meta.db"*
rc 0 "gc with the registered tree gone (entry fresh)" ctl gc --min-age 0
ok $([ -e "$reg" ] && echo 0 || echo 1) "a fresh entry is kept"
touch -d '2 hours ago' "$reg"
rc 0 "gc with the registered tree gone (entry old)" ctl gc --min-age 0
ok $([ -e "$reg" ] && echo 1 || echo 0) "an old entry of a tree gone is removed"
# A new tree mounted at that path while gc removes the old entry: gc's
# move of the entry aside is held 3 s (strace), the mount writes the entry
# again meanwhile.  gc unlinked it at once, so the mounted tree was no root
# for the next gc, which swept its committed file.
sbxfs_mount "$T/hand/meta.db" "$STORE" "$T/hand/mnt" || echo "Bail out! hand mount 3"
sbxfs_umount "$T/hand/mnt"
rm -f "$T/hand/meta.db"*
touch -d '2 hours ago' "$reg"
if command -v strace >/dev/null; then
  ( strace -f -qq -o "$T/gcr.trace" -e trace=stat,newfstatat,rename,renameat,renameat2,unlink,unlinkat \
      -e inject=rename,renameat,renameat2,unlink,unlinkat:delay_enter=1500000 \
      sbxctl --config "$C" gc --min-age 0 >"$T/gcr.out" 2>&1 ) & gcr=$!
  # once gc has looked at the entry, its next step (move or unlink) waits
  for i in $(seq 600); do grep -q "${reg##*/}" "$T/gcr.trace" 2>/dev/null && break; sleep 0.05; done
  sbxfs_mount "$T/hand/meta.db" "$STORE" "$T/hand/mnt" || echo "Bail out! hand mount 4"
  wait $gcr
  ok $([ -e "$reg" ] && echo 0 || echo 1) "an entry written again while gc removed it stays"
  cp "$T/handfile" "$T/hand/mnt/f"
  sync_file "$T/hand/mnt/f"
  sbxfs_umount "$T/hand/mnt"
  rc 0 "gc after it" ctl gc --min-age 0
  rc 0 "... the tree mounted during the first gc checks clean" sbxfs --check --meta "$T/hand/meta.db" --store "$STORE"
  rm -f "$T/hand/meta.db"*
else
  for k in 1 2 3; do ok 0 "# SKIP strace not installed"; done
fi
# the same for a state dir registered in STORE/states/ and deleted since
echo "$T/gone-state" >"$STORE/states/00000000deadbeef"
echo "$T/gone-state2" >"$STORE/states/00000000deadbee2"
touch -d '2 hours ago' "$STORE/states/00000000deadbeef"
rc 0 "gc with two registered state dirs gone" ctl gc --min-age 0
ok $([ -e "$STORE/states/00000000deadbeef" ] && echo 1 || echo 0) "an old states/ entry of a state dir gone is removed"
ok $([ -e "$STORE/states/00000000deadbee2" ] && echo 0 || echo 1) "a fresh one is kept"
ok $(( $(ls "$STORE/states" | grep -vc deadbee) >= 1 ? 0 : 1 )) "this state dir's own entry is kept"

# ---- a pack gc removes under a live sandbox that has it open ----
# pf writes big and keep into its pack P; pfd, forked from that, reads big
# (sbxfs keeps a read fd of P) and removes it; gc --min-age 0 then repacks
# P (keep goes to a new pack) and deletes it.  sbxfs used to keep P open
# until the fd fell out of its cache (32 of them) or the sandbox stopped:
# the space gc said it reclaimed stayed allocated, for weeks in a sandbox
# kept awake.  keep, never read by pfd before, reads from the new pack.
# (A stop waits [exec] kill_grace even with nothing running: 1 s, not 5.)
printf '[exec]\nkill_grace = 1\n' >>"$C"
rc 0 "create pf" ctl create pf
rc 0 "start pf" ctl start pf
head -c 8000000 /dev/urandom >"$T/pfbig"
head -c 300000 /dev/urandom >"$T/pfkeep"
cp "$T/pfbig" "$(ws pf)/big"; cp "$T/pfkeep" "$(ws pf)/keep"
S=$(capture_id pf --label pf)
rc 0 "stop pf" ctl stop pf
rc 0 "fork pf's snapshot to pfd" ctl fork "$S" pfd
rc 0 "start pfd" ctl start pfd
file_is "pfd reads big" "$(ws pfd)/big" "$T/pfbig"
rm "$(ws pfd)/big"
rc 0 "capture pfd" ctl capture pfd
rc 0 "delete pf" ctl delete pf
rc 0 "drop pf's snapshot from pfd's list" ctl snapshot-delete pfd "$S"
pid=$(cat "$T/state/sandboxes/pfd/sbxfs.pid")
ls -l "/proc/$pid/fd" | grep -q '\.pack$'
ok $? "pfd's sbxfs holds a pack open"
ctl --json gc --min-age 0 >"$T/pfgc.json"
ok $? "gc --min-age 0 reclaims big"
is "$(json 'd["packs_repacked"] > 0' <"$T/pfgc.json")" True "... and repacks P, keep moved to a new pack"
held() { ls -l "/proc/$pid/fd" 2>/dev/null | grep '\.pack (deleted)'; }
for i in $(seq 100); do held >/dev/null || break; sleep 0.05; done
held >"$T/held"
ok $([ -s "$T/held" ] && echo 1 || echo 0) "within 5 s pfd's sbxfs holds no pack gc deleted"
sed 's/^/# /' "$T/held"
file_is "pfd reads keep from the pack it was moved to" "$(ws pfd)/keep" "$T/pfkeep"
ok $([ -e "$(ws pfd)/big" ] && echo 1 || echo 0) "big stays removed"
rc 0 "verify pfd" ctl verify pfd
rc 0 "stop pfd" ctl stop pfd

done_testing
