# tests/fs/fslib.sh: helpers for the sbxfs tests (source after ../lib.sh).
#
# One workspace per script by default: $META (SQLite tree), $STORE (chunk
# store), $MNT (mountpoint), $PIDF (pid of the serving daemon), $LOG.
# With SBX_FS_FAKE=1 the mount is a bindfs of a backing directory instead
# of sbxfs, so the scripts themselves can be debugged before sbxfs works;
# checks of sbxfs-only features (--check, --locate, quota) skip then.
FS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PY=/usr/bin/python3             # not a root-only pyenv shim: nobody runs it too
FAKE=${SBX_FS_FAKE:-0}
META=$T/meta.db
STORE=$T/store
MNT=$T/mnt
PIDF=$T/sbxfs.pid
LOG=$T/sbxfs.log
NOBODY=65534

is_fake() { [ "$FAKE" = 1 ]; }
# need_real: skip the whole script in fake mode
need_real() { is_fake && skip_all "sbxfs-only (SBX_FS_FAKE=1)"; return 0; }
# skip NAME REASON: one skipped TAP line
skip() { __n=$((__n+1)); echo "ok $__n - $1 # SKIP $2"; }

as_nobody() { setpriv --reuid=$NOBODY --regid=$NOBODY --clear-groups -- "$@"; }

# fill FILE LIMIT [CHUNK]: as nobody, append CHUNK bytes (1 MiB) at a time,
# each fsync'd, until LIMIT bytes or an error; prints "ERRNO N" (EDQUOT,
# ENOSPC, ...) or "none N", N the bytes fsync'd.  Read it as
# read -r err n <<<"$(fill ...)", which waits for the writer to exit: with
# < <(fill ...) read returned at its line while it still held the file
# open, and an unmount right after failed "Device or resource busy"
# (reserve.t in CI, session 40).
fill() {
  as_nobody "$PY" - "$1" "$2" "${3:-1048576}" <<'PY'
import errno, os, sys
p, limit, chunk = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
n = 0
try:
    while n < limit:
        k = os.write(fd, os.urandom(chunk))
        os.fsync(fd)
        n += k                  # fsync'd: a refused write fails here
    print("none", n)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), n)
try:
    os.close(fd)
except OSError:
    pass
PY
}

# fs_mount [sbxfs options...]: mount $META/$STORE at $MNT; returns once ready.
fs_mount() {
  mkdir -p "$MNT"
  if is_fake; then
    mkdir -p "$META.fake"
    # bindfs as root creates files as the caller; -f so $! is its pid.
    bindfs -f -o allow_other,default_permissions "$META.fake" "$MNT" \
      >>"$LOG" 2>&1 &
    echo $! >"$PIDF"; disown $!
    local i
    for i in $(seq 200); do mountpoint -q "$MNT" && return 0; sleep 0.05; done
    return 1
  fi
  sbxfs_mount "$META" "$STORE" "$MNT" --pidfile "$PIDF" --log "$LOG" "$@" || return 1
  mountpoint -q "$MNT"
}

fs_pid() { cat "$PIDF" 2>/dev/null; }

# fs_umount: unmount and wait until the daemon has exited (it flushes first).
fs_umount() {
  local pid; pid=$(fs_pid)
  sbxfs_umount "$MNT" || return 1
  local i
  for i in $(seq 600); do
    [ -n "$pid" ] && alive "$pid" || return 0
    sleep 0.05
  done
  return 1
}

# fs_kill9 [PID]: kill the daemon (PID, else the pidfile's) dead and clear
# the stale mount.  With no pid (the daemon exited and removed its pidfile)
# there is nothing to wait for: `alive ""` would read /proc/stat and wait 10 s.
fs_kill9() {
  local pid=${1:-$(fs_pid)}
  local i
  if [ -n "$pid" ]; then
    kill -9 "$pid" 2>/dev/null
    for i in $(seq 200); do alive "$pid" || break; sleep 0.05; done
  fi
  fusermount3 -uz "$MNT" 2>/dev/null || umount -l "$MNT" 2>/dev/null
  ! mountpoint -q "$MNT"
}

fs_check() { is_fake && return 0; sbxfs --check --meta "$META" --store "$STORE"; }
fs_locate() { sbxfs --locate --meta "$META" --store "$STORE" "$1"; }

drop_caches() { sync; echo 3 >/proc/sys/vm/drop_caches; }

# py_checks DESC SCRIPT ARGS...: run a python checker (as given, e.g. under
# as_nobody) whose lines are "ok<TAB>name" or "not ok<TAB>name<TAB>detail"
# or "skip<TAB>name<TAB>why"; each becomes one TAP test named "DESC: name".
# A checker that dies before printing "done" is one more failure.
py_checks() {
  local desc=$1; shift
  local out=$T/.py.$$.out st name detail done=0
  "$@" >"$out" 2>"$out.err"
  while IFS=$'\t' read -r st name detail; do
    case "$st" in
      ok) ok 0 "$desc: $name";;
      "not ok") ok 1 "$desc: $name"; diag "  $detail";;
      skip) skip "$desc: $name" "$detail";;
      done) done=1;;
    esac
  done <"$out"
  if [ $done = 0 ]; then
    ok 1 "$desc: checker ran to the end"; sed 's/^/# /' "$out.err" | tail -20
  fi
}

# SBX_KEEP=DIR: keep the daemon's log of each script (DIR/SCRIPT.log).
if [ -n "${SBX_KEEP:-}" ]; then
  at_exit "mkdir -p '$SBX_KEEP'; cp '$LOG' '$SBX_KEEP/$(basename "$0" .t).$$.log'"
fi
