#!/bin/bash
# fsx.t: seeded random operations on a few files, checked against a model.
# tests/fs/fsx.py writes, appends, truncates, fallocates, maps, copies,
# fsyncs, renames over and unlinks while open, on the mount and on a model,
# and compares what reads back after each operation; between operations it
# asks this script to drop caches, unmount and mount again (--check clean
# in between) and kill -9 the daemon right after an fsync of every file.
#
# Fixed seeds here (about a minute); for a longer run, e.g.
#   FSX_SEED=12345:busy FSX_OPS=5000 FSX_NOISE=1 prove -v tests/fs/fsx.t
# (FSX_SEED runs that seed alone, on the mount its suffix names;
# FSX_DROP_EVERY, FSX_REMOUNT_EVERY and FSX_KILL_EVERY space the cycles;
# FSX_NOISE=1 adds a thread working on a file of its own meanwhile;
# FSX_SKIP_OPS="cut_in_flight ..." leaves operations out of the mix;
# FSX_VERBOSE=1 logs every operation).  A failure prints the line that
# replays it and the operations before it.  The last run plants flaws in
# the model (FSX_SELFTEST=1) and requires each to be reported: a checker
# that cannot fail checks nothing.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
is_fake && export FSX_REFERENCE=1       # fsx.py: a bindfs of ext4 may punch holes

# A seed written SEED:busy runs on a mount whose flusher never rests: a
# batch every 20 ms, a dirty limit of 4 MiB and a chunk cache of 2 MiB, so
# writes land on blocks being sealed, merged and stored, and reads miss.
if [ -n "${FSX_SEED:-}" ]; then SEEDS=$FSX_SEED; else SEEDS=${FSX_SEEDS:-"1 2 3:busy"}; fi
OPS=${FSX_OPS:-500}
# Every mount has no store budget: the seeds share one workspace and no
# gc runs, and a long run rewrites past the default's 16G (8 seeds of 5000
# ops, the tiny ones storing a 1 MiB block for each small write, were
# refused with EDQUOT from the sixth on: the budget doing its job).
printf '[fs]\nstore_budget = 0\n' >"$T/plain.ini"
PLAIN=(--config "$T/plain.ini")
printf '[fs]\ncommit_interval_ms = 20\ndirty_max = 4M\nchunk_cache = 2M\nstore_budget = 0\n' >"$T/busy.ini"
# SEED:tiny (for long runs): a batch every millisecond, 2 MiB of dirty
# data at most, no chunk cache.
printf '[fs]\ncommit_interval_ms = 1\ndirty_max = 2M\nchunk_cache = 0\nstore_budget = 0\n' >"$T/tiny.ini"
MOUNT_OPTS=("${PLAIN[@]}")

# fs_requests: have the daemon log what it was sent (SIGUSR1) and wait
# for the line, so that the counts of every mount add up at the end.
fs_requests() {
  is_fake && return 0
  local n i; n=$(grep -c 'requests:' "$LOG" 2>/dev/null)
  kill -USR1 "$(fs_pid)" 2>/dev/null || return 0
  for i in $(seq 100); do
    [ "$(grep -c 'requests:' "$LOG")" -gt "$n" ] && return 0; sleep 0.02
  done
}
# served OP: how many OP requests all mounts of this script were sent
served() {
  grep -o " $1=[0-9]*" "$LOG" 2>/dev/null | awk -F= '{ n += $2 } END { print n + 0 }'
}

# fsx_answer WHAT: do what fsx.py asks; ans=0, or a code and the reason
fsx_answer() {
  ans=0
  case "$1" in
    umount|kill9) fs_requests ;;
  esac
  case "$1" in
    umount) fs_umount || ans="1 unmount failed" ;;
    mount)  fs_mount "${MOUNT_OPTS[@]}" || ans="1 mount failed: $(tail -1 "$LOG" 2>/dev/null)" ;;
    kill9)  fs_kill9 || ans="1 kill -9 left the mount behind" ;;
    check)  fs_check >"$T/check.out" 2>&1 ||
              ans="1 --check: $(head -3 "$T/check.out" | tr '\n' ' ')" ;;
    *)      ans="1 unknown request $1" ;;
  esac
}

# fsx_run DESC SEED OPS: one run of fsx.py, its lines as TAP.  It talks
# through two fifos, not a coproc: bash closes a coproc's fds as soon as
# it reaps it, and the lines it had not read yet were lost.
fsx_run() {
  local desc=$1 seed=$2 ops=$3 st name detail done=0 t0=$SECONDS rfd wfd pid
  rm -f "$T/fsx.in" "$T/fsx.out"
  mkfifo "$T/fsx.in" "$T/fsx.out"
  "$PY" "$FS_DIR/fsx.py" "$MNT/fsx" "$seed" "$ops" <"$T/fsx.in" >"$T/fsx.out" 2>"$T/fsx.err" &
  pid=$!
  exec {wfd}>"$T/fsx.in" {rfd}<"$T/fsx.out"   # the order fsx.py opens them in
  while IFS=$'\t' read -r -u "$rfd" st name detail; do
    case "$st" in
      ok) ok 0 "$desc: $name";;
      "not ok") ok 1 "$desc: $name"; diag "  $detail";;
      skip) skip "$desc: $name" "$detail";;
      diag) diag "$name";;
      # (the daemon fs_mount starts must not hold the fifo; and a write
      # to it with fsx.py gone is a failure below, not this script's end)
      req) fsx_answer "$name" >>"$T/fsx.req.log" 2>&1; (echo "$ans" >&"$wfd") 2>/dev/null;;
      done) done=1;;
    esac
  done
  exec {wfd}>&- {rfd}<&-
  wait "$pid"
  if [ $done = 0 ]; then
    ok 1 "$desc: fsx.py ran to the end"; sed 's/^/# /' "$T/fsx.err" | tail -20
  fi
  diag "$desc: $((SECONDS - t0)) s"
}

for s in $SEEDS; do
  seed=${s%%:*} desc="seed $seed"
  case "$s" in
    *:busy) MOUNT_OPTS=(--config "$T/busy.ini") desc="seed $seed, busy flusher";;
    *:tiny) MOUNT_OPTS=(--config "$T/tiny.ini") desc="seed $seed, tiny limits";;
    *) MOUNT_OPTS=("${PLAIN[@]}");;
  esac
  mountpoint -q "$MNT" && { fs_requests; fs_umount || break; }
  check "$desc: mount" fs_mount "${MOUNT_OPTS[@]}"
  mountpoint -q "$MNT" || break
  FSX_SPEC=$s fsx_run "$desc" "$seed" "$OPS"
done
MOUNT_OPTS=("${PLAIN[@]}")
mountpoint -q "$MNT" || fs_mount "${MOUNT_OPTS[@]}"

if [ -z "${FSX_SEED:-}" ]; then
  FSX_SELFTEST=1 FSX_KILL_EVERY=60 FSX_REMOUNT_EVERY=0 FSX_DROP_EVERY=0 \
    fsx_run "selftest (seed 99)" 99 80
fi

fs_requests
check "unmount" fs_umount
check "--check clean at the end" fs_check
# The runs' copies and seeks reach sbxfs (not the kernel's fallbacks),
# and some copies name the source's chunks (ops.c, ops__share).
if ! is_fake; then
  named=$(grep -o 'copies: [0-9]* blocks named' "$LOG" | awk '{ n += $2 } END { print n + 0 }')
  diag "served: COPY_FILE_RANGE=$(served COPY_FILE_RANGE) LSEEK=$(served LSEEK), $named blocks copied by name"
  ok "$([ "$(served COPY_FILE_RANGE)" -gt 0 ] && [ "$(served LSEEK)" -gt 0 ] &&
        [ "$named" -gt 0 ]; echo $?)" \
    "copy_file_range (some blocks by name) and SEEK_DATA/SEEK_HOLE were served by sbxfs"
fi
done_testing
