#!/bin/bash
# snapfuzz.t: a seeded, differential fuzzer of capture and restore.
# tests/snapshot/snapfuzz.py mutates a live sandbox's workspace through the
# real mount (every size of file from 0 to multi-MiB, sparse files, hard
# links across directories and with a deleted other name, symlinks,
# renames of files and whole directories, rmdir of subtrees, chmod with
# set-id and sticky bits, chown, ns mtimes, user.* xattrs, POSIX ACLs,
# FIFOs, device nodes, deep paths, odd names) and a model of the tree;
# between mutations it takes snapshots through sbxctl (capture, also with
# nothing changed and right after a big change; turn begin/end; stop;
# reap's sleep), records the full manifest of each, and brings them back
# (restore in place of the latest and of older ones, turn rollback, fork,
# export + import, start after stop or sleep, a wake from the store after
# the state directory is wiped, a wake on another host, a wake after a
# crash of the host: sbxfs and sbxexec killed -9, the state dir lost, when
# the latest durable point must come back), comparing entry by entry.  `sbxctl diff` between two snapshots is checked against their
# manifests.  Dedup across files and sandboxes, snapshot-delete and gc
# between snapshots, verify --all clean at the end.
#
# Here two fixed seeds (1; 3 with a busy flusher) and one drawn afresh each
# run (printed first), 100 ops each, and the selftest; for a longer run, e.g.
#   SNAPFUZZ_SEED=12345 SNAPFUZZ_OPS=2000 tests/run tests/snapshot/snapfuzz.t
# (SNAPFUZZ_SEED=12345:busy: with sbxfs's flusher never resting)
# (SNAPFUZZ_SEEDS="1 2 3" several; SNAPFUZZ_VERBOSE=1 logs every op;
# SNAPFUZZ_MINIMIZE=0 skips minimising a failure, SNAPFUZZ_MIN_SECS bounds
# it; SNAPFUZZ_KEEP=DIR keeps the op logs of a failure there).  A failure
# prints the line that reproduces it, the last ops, and a minimised op log
# with its sbxctl commands.  The last run plants flaws (SNAPFUZZ_SELFTEST=1:
# a wrong content hash, mode, mtime, xattr, hard-link group, owner, symlink
# target or a missing entry in a recorded manifest; a flipped byte in the
# model) and requires each to be reported: a checker that cannot fail
# checks nothing.
#
# Differences accepted (not compared), and why:
# - atime and ctime: the mount is noatime and no restore can set a ctime.
# - st_nlink of directories, st_blocks, inode numbers and st_dev: not part
#   of a tree's content; hard links are compared as groups of names.
# - The workspace's root is never chowned to uid 0: sbxexec gives a root
#   owned by uid 0 to the sandbox's user at every wake (executor/daemon.c,
#   exec__ws_attach, by design), so such a snapshot comes back owned by
#   exec_uid:exec_gid after a start, a restore in place or a fork.
# - `sbxctl diff` does not list a change of the workspace root's own mode,
#   owner or xattrs (snap_diff compares the paths below it; reported): the
#   diff check leaves "." out.
source "$(dirname "$0")/../lib.sh"
need_root
SNAP_DIR=$(cd "$(dirname "$0")" && pwd)
PY=/usr/bin/python3
export SNAPFUZZ_BIN=$SBX_BIN
export SNAPFUZZ_MIN_SECS=${SNAPFUZZ_MIN_SECS:-120}   # minimising a failure, at most

# A seed written SEED:busy runs with sbxfs's flusher never resting (a batch
# every millisecond, 2 MiB of dirty data at most, no chunk cache).
# The fresh seed's run reaches what the fixed ones never do; each run's
# fixed cost (a host crash waits a whole lease_ttl for its take-over, the
# final round of restores) makes more seeds of fewer ops no cheaper.
RSEED=$(( $(od -An -N2 -tu2 /dev/urandom) + 100 ))
if [ -n "${SNAPFUZZ_SEED:-}" ]; then SEEDS=$SNAPFUZZ_SEED; else SEEDS=${SNAPFUZZ_SEEDS:-"1 $RSEED 3:busy"}; fi
OPS=${SNAPFUZZ_OPS:-100}
diag "seeds $SEEDS, $OPS ops each (SNAPFUZZ_SEED=N SNAPFUZZ_OPS=$OPS repeats one)"

# run DESC SEED OPS: one run of snapfuzz.py, its lines as TAP
run() {
  local desc=$1 seed=$2 ops=$3 st name detail done=0 t0=$SECONDS
  # every sandbox it made is stopped by it; lib.sh unmounts leftovers under $T
  while IFS=$'\t' read -r st name detail; do
    case "$st" in
      ok) ok 0 "$desc: $name";;
      "not ok") ok 1 "$desc: $name"; diag "  $detail";;
      diag) diag "$name";;
      done) done=1;;
    esac
  done < <("$PY" "$SNAP_DIR/snapfuzz.py" "$T/run-$seed" "$seed" "$ops" 2>"$T/fuzz.err")
  if [ $done = 0 ]; then
    ok 1 "$desc: snapfuzz.py ran to the end"; sed 's/^/# /' "$T/fuzz.err" | tail -20
  fi
  diag "$desc: $((SECONDS - t0)) s"
}

for s in $SEEDS; do
  case $s in
    *:busy) SNAPFUZZ_BUSY=1 run "seed ${s%%:*}, busy flusher" "${s%%:*}" "$OPS";;
    *) run "seed $s" "$s" "$OPS";;
  esac
done
if [ -z "${SNAPFUZZ_SEED:-}" ]; then
  SNAPFUZZ_SELFTEST=1 run "selftest (seed 99)" 99 90
fi
check "no sbxfs of the runs is left mounted" sh -c "! grep -q ' $T/' /proc/mounts"
done_testing
