#!/bin/bash
# store_missing.t: a local store is made without a word only for a state
# dir that holds no sandbox (a fresh install); one lost under sandboxes
# whose data lives in it (moved away, its file system not mounted) is
# said, not made again empty, until `store init` makes one on purpose
# (tools/cmd_store.c ctl_store_make, snapshot/STORE.md).
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

# (a) fresh state, fresh store: no step before create
check_fails "no store before the first use" test -e "$STORE"
rc 0 "create box on a fresh install" ctl create box
check "... made the store" test -e "$STORE/index.db"
rc 0 "start box" ctl start box
W=$(ws box)
echo kept >"$W/f"
rc 0 "stop box (captures it)" ctl stop box

# two creates on a fresh install: one found no index.db, the other then
# made the store and its catalog row, and the first, looking for this
# state dir's sandboxes, found that row and took the store for lost.
# gdb stops the first there while the second runs (to its end, or until
# it waits for the first's lock on making the store).
if command -v gdb >/dev/null; then
  C3=$T/sbx3.ini
  printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$T/state3" "$T/store3" >"$C3"
  cat >"$T/second" <<SH
#!/bin/bash
( "$SBX_BIN/sbxctl" --config "$C3" create f2 >"$T/f2.out" 2>&1; echo \$? >"$T/f2.rc" ) &
for i in \$(seq 200); do
  [ -e "$T/f2.rc" ] && exit 0
  ino=\$(stat -c %i "$T/state3/locks/.store.make" 2>/dev/null) && grep -q -- "-> FLOCK .*:\$ino " /proc/locks && exit 0
  sleep 0.05
done
SH
  gdb -q -batch -return-child-result -iex 'set debuginfod enabled off' -ex 'set pagination off' \
    -ex 'break store__state_used' -ex run -ex "shell bash '$T/second'" -ex delete -ex continue \
    --args "$SBX_BIN/sbxctl" --config "$C3" create f1 >"$T/gdb.out" 2>&1
  is $? 0 "a create on a fresh install, another create meanwhile: both succeed"
  grep -q "^Breakpoint 1[.0-9]*, store__state_used" "$T/gdb.out"
  ok $? "... the first stopped after it found no index.db"
  wait_for test -s "$T/f2.rc"; is "$(cat "$T/f2.rc")" 0 "... the other too"
  check_fails "... none says the store is missing" grep -h "is missing" "$T/gdb.out" "$T/f2.out"
  is "$(sbxctl --config "$C3" list | awk '{ print $1 }' | sort | tr '\n' ' ')" "f1 f2 " "... both are listed"
fi

# (b) the store moved away: refused, named, nothing made
mv "$STORE" "$STORE.away"
rc 1 "start with the store moved away fails" ctl start box
check "... saying the store is missing" grep -q "store $STORE is missing (no such directory)" "$T/.rc.out"
check "... and how to make one on purpose" grep -q "sbxctl store init" "$T/.rc.out"
check_fails "... and makes no store" test -e "$STORE"
rc 1 "capture with the store moved away fails" ctl capture box
rc 1 "create with the store moved away fails" ctl create other
check_fails "... and makes no store" test -e "$STORE"
# store check passed ("directory: ok ... index: ok") and made the store
rc 1 "store check with the store moved away fails" ctl store check
check "... saying the store is missing" grep -q "store $STORE is missing (no such directory)" "$T/.rc.out"
check "... its directory line FAILED" grep -q "^directory: *FAILED" "$T/.rc.out"
check_fails "... and makes no store" test -e "$STORE"
# an empty directory where the store was (a mount point, not mounted)
mkdir "$STORE"
rc 1 "start with an empty directory for the store fails" ctl start box
check "... saying it has no index.db" grep -q "no index.db in it" "$T/.rc.out"
check_fails "... and makes nothing in it" sh -c "ls -A '$STORE' | grep -q ."
rc 1 "store check with an empty directory for the store fails" ctl store check
check "... saying it has no index.db" grep -q "no index.db in it" "$T/.rc.out"
check_fails "... and makes nothing in it" sh -c "ls -A '$STORE' | grep -q ."
rmdir "$STORE"

# a running sandbox loses its store: its capture is refused, not taken
# by a new empty store that lacks its chunks
mv "$STORE.away" "$STORE"
rc 0 "start box with its store back" ctl start box
is "$(cat "$W/f")" kept "... its file is there"
echo more >"$W/g"
mv "$STORE" "$STORE.away"
rc 1 "capture of a running sandbox whose store moved away fails" ctl capture box
check_fails "... and makes no store" test -e "$STORE"
mv "$STORE.away" "$STORE"
rc 0 "capture with the store back" ctl capture box
rc 0 "stop box" ctl stop box
rc 0 "verify --all: clean" ctl verify --all

# a store this user may not read (EACCES), a url naming a regular file:
# said as such, not "index.db is missing while packs/ holds packs ...
# store reindex", which sent them to rebuild a whole store's index
rc 1 "snapshots as a user who may not read the store fails" \
  setpriv --reuid=65534 --regid=65534 --clear-groups "$SBX_BIN/sbxctl" --config "$C" snapshots box
check "... naming the file and the cause" grep -q "store $STORE: $STORE/index.db: Permission denied" "$T/.rc.out"
check_fails "... not calling index.db missing" grep -q "index.db is missing" "$T/.rc.out"
echo x >"$T/file.store"
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$T/state" "$T/file.store" >"$T/file.ini"
rc 1 "snapshots with a url naming a regular file fails" sbxctl --config "$T/file.ini" snapshots box
check "... saying it is not a directory" grep -q "store $T/file.store: not a directory" "$T/.rc.out"
check_fails "... not calling index.db missing" grep -q "index.db is missing" "$T/.rc.out"
rc 1 "store check of it fails" sbxctl --config "$T/file.ini" store check
check "... saying it is not a directory" grep -q "store $T/file.store: not a directory" "$T/.rc.out"

# (c) store init makes a new store on purpose
mv "$STORE" "$STORE.away"
rc 0 "store init makes a new store" ctl store init
check "... a store" test -e "$STORE/index.db"
rc 0 "... which the state dir then uses" ctl snapshots box
rm -rf "$STORE"
mv "$STORE.away" "$STORE"
rc 0 "start box on its own store again" ctl start box
is "$(cat "$W/f") $(cat "$W/g")" "kept more" "... its files are whole"
rc 0 "stop box" ctl stop box
# (d) gc makes no store: a directory where none is (a mount point of the
# store, not mounted) is refused in one line, and nothing is written in
# it, by gc or by reap --loop's gc; gc of a state dir with no sandbox
# made a whole store there (index.db, packs/, states/, gc.lock), which
# the mount then hid
C4=$T/sbx4.ini
mkdir "$T/store4"
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[snapshot]\ngc_interval = 1\n' "$T/state4" "$T/store4" >"$C4"
rc 1 "gc with an empty directory for the store: exit 1" sbxctl --config "$C4" gc
is "$(grep -c . "$T/.rc.out")" 1 "... one line"
check "... saying it holds no store" grep -q "^sbxctl: gc: $T/store4 holds no store (no index.db, no packs/): its file system not mounted?" "$T/.rc.out"
is "$(ls -A "$T/store4")" "" "... and writes nothing in it"
mkdir "$T/store5"
sed "s|$T/store4|$T/store5|" "$C4" >"$T/sbx5.ini"
sbxctl --config "$T/sbx5.ini" reap --loop 1 >"$T/rl4.out" 2>&1 &
lp=$!
sleep 2.6
kill -TERM $lp; wait $lp
sed 's/^/# /' "$T/rl4.out"
is "$(ls -A "$T/store5")" "" "reap --loop, gc_interval 1: its gc writes nothing in such a directory either"
check "... and says why" grep -q "holds no store" "$T/rl4.out"
done_testing
