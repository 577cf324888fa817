#!/bin/bash
# reapgc.t: reap --loop's gc on a fresh install.  Its local store is made
# by the first create (or `store init`); until then gc has nothing to
# collect, and gc makes no store.  The loop says so once and waits (it
# said "holds no store" and "gc failed" every gc_interval), then runs gc
# at the next interval once the store is there.  A store gone under a
# sandbox still fails gc loudly.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[snapshot]\ngc_interval = 1\n' \
  "$T/state" "$T/store" >"$T/c.ini"
export SBX_CONFIG=$T/c.ini
sbxctl reap --loop 1 >"$T/loop.out" 2>&1 &
lp=$!
at_exit "kill -TERM $lp 2>/dev/null"
sleep 3.5
is "$(grep -c "holds no store yet" "$T/loop.out")" 1 \
  "no store yet: said once over three gc intervals"
is "$(grep -c "gc failed\|gc could not start" "$T/loop.out")" 0 "... and no gc failed"
check "... and none made by the loop" test ! -e "$T/store/index.db"
check "store init makes it" sbxctl store init
for _ in $(seq 60); do grep -q "^gc: reclaimed" "$T/loop.out" && break; sleep 0.1; done
check "the loop's next interval runs gc on it" grep -q "^gc: reclaimed" "$T/loop.out"
is "$(grep -c "holds no store yet" "$T/loop.out")" 1 "... the wait not said again"
mv "$T/store" "$T/store.away"
sleep 2.5
is "$(grep -c "holds no store yet" "$T/loop.out")" 2 "the store gone again: said again, once"
check "... and no store made in its place" test ! -e "$T/store/index.db"
# a store gone under a sandbox is no fresh install: gc fails, loudly
mv "$T/store.away" "$T/store"
check "a sandbox made" sbxctl create s
mv "$T/store" "$T/store.away"
for _ in $(seq 40); do grep -q "gc failed" "$T/loop.out" && break; sleep 0.1; done
check "the store gone under it: the loop's gc fails, said" grep -q "gc failed" "$T/loop.out"
check "... saying the store is missing" grep -q "gc: .* holds no store" "$T/loop.out"
is "$(grep -c "holds no store yet" "$T/loop.out")" 2 "... not taken for a store not made yet"
kill -TERM $lp; wait $lp; lrc=$?
is "$lrc" 0 "the loop ends on SIGTERM with exit 0"
sed 's/^/# /' "$T/loop.out" | head -20
done_testing
