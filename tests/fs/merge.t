#!/bin/bash
# merge.t: reads that merge a block's pages with its stored chunk while
# the block is in a batch in flight (tests/fs/merge.py) leave no dirty
# bytes behind: with dirty_max 2M and a batch every millisecond, writers
# go on (before the fix about one run in three had every writer wait for
# good), the data is right after a remount, and --check is clean.  Four
# runs (five took 60-90 s of a CI near its 30 minutes) of 2500 rounds: on
# the binary before the fix a run hung by round 2200 or not at all (13
# runs: 8 hung, at rounds 0-2200; none of 5 that passed 2500 hung later,
# up to 12000), so 4000 rounds a run caught it no more often.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
printf '[fs]\ncommit_interval_ms = 1\ndirty_max = 2M\nchunk_cache = 0\n' >"$T/tiny.ini"
mnt() { sbxfs_mount "$META" "$STORE" "$MNT" --config "$T/tiny.ini" --log "$LOG" --pidfile "$T/pid"; }
at_exit "fusermount3 -uz '$MNT'"
R=2500; is_asan && R=1000       # 500 rounds take 17 s under ASan
for run in 1 2 3 4; do
  rm -rf "$META" "$META"-* "$STORE"
  check "run $run: mount a new tree with tiny limits" mnt
  # a writer stuck in a request sbxfs read ignores every signal: after
  # 120 s sbxfs is killed (the requests fail) and the run counts as hung
  "$PY" "$FS_DIR/merge.py" "$MNT" $R >"$T/want" 2>"$T/err" & py=$!
  for i in $(seq 1200); do kill -0 $py 2>/dev/null || break; sleep 0.1; done
  hung=0; kill -0 $py 2>/dev/null && { hung=1; kill -9 "$(cat "$T/pid")"; }
  wait $py; rc=$?; [ $hung = 1 ] && rc=hung
  is "$rc" 0 "run $run: $R rounds of write, evict, read end (no writer waits for good)"
  [ "$rc" = 0 ] || { sed 's/^/# /' "$T/err" | tail -5; break; }
  check "run $run: unmount" sbxfs_umount "$MNT" "$T/pid"
  check "run $run: --check clean" sbxfs --check --meta "$META" --store "$STORE"
  check "run $run: mount again" mnt
  is "$(sha256sum <"$MNT/f" | cut -d' ' -f1)" "$(cat "$T/want")" "run $run: the file holds what was written"
  check "run $run: unmount again" sbxfs_umount "$MNT" "$T/pid"
done
done_testing
