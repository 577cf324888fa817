#!/bin/bash
# crash.t: kill -9 sbxfs in the middle of a mixed workload, many times.
# Every round: the stale mount is cleared, the workspace mounts again,
# --check is clean, and every file fsync'd before the kill (logged by
# crashwork.py on ext4) is intact; the whole tree reads without EIO.
#
# 6 rounds by default, each with its own writer seeds and kill moment drawn
# from a base seed that changes every run (printed first): runs differ, so
# CI covers new kill points each time.  More rounds or a given seed:
#   SBX_CRASH_ROUNDS=40 SBX_CRASH_SEED=12345 tests/run tests/fs/crash.t
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
ROUNDS=${SBX_CRASH_ROUNDS:-6}
SEED=${SBX_CRASH_SEED:-$(( $(od -An -N2 -tu2 /dev/urandom) ))}
diag "seed $SEED, $ROUNDS rounds (SBX_CRASH_SEED=$SEED SBX_CRASH_ROUNDS=$ROUNDS to repeat)"
W="$PY $FS_DIR/crashwork.py"
CLOG=$T/fsynced.log          # on ext4, outside the mount
: >"$CLOG"

check "first mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }

for r in $(seq "$ROUNDS"); do
  lines0=$(wc -l <"$CLOG")
  f0=$__fail
  # two writers at once, so the kill lands amid concurrent requests
  s=$((SEED * 1000 + r))
  $W write "$MNT" "$CLOG" "r${r}a" "$s" >"$T/w1.log" 2>&1 & w1=$!
  $W write "$MNT" "$CLOG" "r${r}b" "$((s + 500))" >"$T/w2.log" 2>&1 & w2=$!
  # wait for the first fsync'd record of the round (a slow build, e.g. asan,
  # may take seconds), then kill at a varying moment 0.1 .. 1.6 s later
  # (the writers loop over their whole mix of operations many times a
  # second: a longer wait only grows the tree every later round verifies)
  for i in $(seq 400); do [ "$(wc -l <"$CLOG")" -gt "$lines0" ] && break; sleep 0.02; done
  sleep "$(awk -v s="$s" 'BEGIN { srand(s); printf "%.2f", 0.1 + rand() * 1.5 }')"
  # sbxfs first (the crash), then the writers, and only then is the dead
  # mount cleared: a writer that made no request in between (it was
  # fsyncing its log) went on, once the lazy unmount had bared the
  # directory under the mount, to write and fsync a file there and log
  # it, which the remount hid ("r1a/d3/f00132: No such file", CI, session 41)
  pid=$(fs_pid); [ -n "$pid" ] && kill -9 "$pid"
  kill -9 $w1 $w2 2>/dev/null; wait $w1 $w2 2>/dev/null
  ok_kill=0; fs_kill9 "$pid" || ok_kill=1
  lines1=$(wc -l <"$CLOG")
  if [ "$ok_kill" != 0 ]; then ok 1 "round $r: kill -9 and clear the stale mount"; break; fi
  if [ "$lines1" -le "$lines0" ]; then
    ok 1 "round $r: the workload logged fsync'd files before the kill"
    sed 's/^/# /' "$T/w1.log" "$T/w2.log" | tail -5
  fi
  if ! fs_check >"$T/check.out" 2>&1; then
    ok 1 "round $r: --check clean after kill -9"; sed 's/^/# /' "$T/check.out" | head -20
    cp -a "$META" "$T/meta-after-round-$r.db" 2>/dev/null
  fi
  if [ -n "$(ls -A "$MNT")" ]; then
    ok 1 "round $r: nothing written beside the mount"; ls -AR "$MNT" | head -5 | sed 's/^/# /'
  fi
  if ! fs_mount; then ok 1 "round $r: remount after kill -9"; sed 's/^/# /' "$LOG" | tail -5; break; fi
  if ! $W verify "$MNT" "$CLOG" >"$T/verify.out" 2>&1; then
    ok 1 "round $r: every fsync'd file intact"; sed 's/^/# /' "$T/verify.out" | tail -20
  fi
  [ "$__fail" = "$f0" ] && ok 0 "round $r: kill -9 after $((lines1 - lines0)) fsync'd records; --check clean, remounted, verified"
  diag "$(tail -1 "$T/verify.out")"
done

check "unmount after the rounds" fs_umount
check "--check clean after a clean unmount" fs_check
check "mount once more" fs_mount
check "every fsync'd file intact at the end" $W verify "$MNT" "$CLOG"
check "unmount" fs_umount

# kill -9 in the middle of the unmount's flush of unsynced data.  The pid
# is read before the unmount: sbxfs removes its pidfile as it exits.
for r in 1 2 3; do
  fs_mount || { ok 1 "flush round $r: mount"; break; }
  for i in 1 2 3 4 5 6; do head -c 3000000 /dev/urandom >"$MNT/flush$r.$i"; done
  pid=$(fs_pid)
  fusermount3 -u "$MNT" &
  sleep "0.0$r"
  if alive "$pid"; then diag "unmount $r: killed while sbxfs ran"; else diag "unmount $r: sbxfs had exited"; fi
  fs_kill9 "$pid"; wait
  if fs_check >"$T/check.out" 2>&1; then ok 0 "kill -9 during unmount $r: --check clean"
  else ok 1 "kill -9 during unmount $r: --check clean"; sed 's/^/# /' "$T/check.out" | head; fi
done
check "mount after the unmount kills" fs_mount
check "every fsync'd file intact after the unmount kills" $W verify "$MNT" "$CLOG"
check "unmount" fs_umount

# Pin the other side: the verifier catches a damaged fsync'd file.
victim=$(awk '$1=="F" {print $2}' "$CLOG" | tail -1)
if [ -n "$victim" ] && fs_mount; then
  flip_byte "$MNT/$victim" 0
  check_fails "verifier notices a changed fsync'd file" $W verify "$MNT" "$CLOG"
  fs_umount
fi
done_testing
