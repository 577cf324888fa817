# tests/lib.sh: TAP helpers for the sbx test scripts (sourced).
# Each check prints "ok N - name" or "not ok N - name"; done_testing prints
# the plan.  A scratch directory $T is made per script and removed at exit,
# after every mount under it is unmounted.
set -u
SBX_BIN=${SBX_BIN:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/bin}
# tests/fs/treecmp.py's option that describes a running sandbox's own uid
# ([exec] uid_base..) as the owner its tree stores ([exec] uid)
TREE_IDS=--tree-ids=1000000000-1000065536
PATH=$SBX_BIN:$PATH
__n=0
__fail=0
T=$(mktemp -d /tmp/sbxtest.XXXXXX)
chmod 755 "$T"
__cleanups=()

source "$(dirname "${BASH_SOURCE[0]}")/seal.sh"     # unseal, wipe
# is_asan: the programs are built with AddressSanitizer (make asan): its
# shadow memory and quarantine make RSS no measure of what they keep
is_asan() { ldd "$SBX_BIN/sbxfs" 2>/dev/null | grep -q libasan; }
# the tests that run sbxctl under faketime (an LD_PRELOAD library ahead of
# ASan's runtime): without this, an ASan build exits 1 at once there
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
at_exit() { __cleanups+=("$1"); }
__cleanup() {
  local i
  for ((i=${#__cleanups[@]}-1; i>=0; i--)); do eval "${__cleanups[$i]}" >/dev/null 2>&1; done
  grep -o " $T[^ ]*" /proc/mounts 2>/dev/null | sort -r | while read -r m; do
    fusermount3 -uz "$m" 2>/dev/null || umount -l "$m" 2>/dev/null; done
  wipe "$T"
}
trap __cleanup EXIT

ok()   { __n=$((__n+1)); if [ "$1" = 0 ]; then echo "ok $__n - $2"; else echo "not ok $__n - $2"; __fail=$((__fail+1)); fi; }
# check NAME CMD...: ok when CMD exits 0
check() { local name=$1; shift; if "$@" >"$T/.out" 2>&1; then ok 0 "$name"; else ok 1 "$name"; sed 's/^/# /' "$T/.out" | head -20; fi; }
# check_fails NAME CMD...: ok when CMD exits non-zero
check_fails() { local name=$1; shift; if "$@" >"$T/.out" 2>&1; then ok 1 "$name"; sed 's/^/# /' "$T/.out" | head -20; else ok 0 "$name"; fi; }
# rc WANT NAME CMD...: ok when CMD exits WANT; its output in $T/.rc.out
rc() { local want=$1 name=$2; shift 2; "$@" >"$T/.rc.out" 2>&1; local got=$?
  if [ "$got" = "$want" ]; then ok 0 "$name"; else ok 1 "$name"; diag "exit $got, want $want"; sed 's/^/# /' "$T/.rc.out" | head -10; fi; }
# is GOT WANT NAME
is() { if [ "$1" = "$2" ]; then ok 0 "$3"; else ok 1 "$3"; echo "#   got: '$1'"; echo "#  want: '$2'"; fi; }
diag() { echo "# $*"; }
skip_all() { echo "1..0 # SKIP $*"; exit 0; }
done_testing() { echo "1..$__n"; [ "$__fail" = 0 ]; }
need_root() { [ "$(id -u)" = 0 ] || skip_all "needs root"; }
# flip_byte FILE OFFSET: invert one byte's bits in place (a fixed value
# written there changes nothing when the byte held it: 1 run in 256); past
# the end it writes an X.
flip_byte() { python3 -c 'import sys; f=open(sys.argv[1],"r+b"); o=int(sys.argv[2]); f.seek(o); b=f.read(1); f.seek(o); f.write(bytes([b[0]^0xff]) if b else b"X")' "$1" "$2"; }
# btree_damage DB TABLE: point the first child of TABLE's root page (an
# interior page: the table needs a few pages of rows) at the second's, as
# a damaged page may: both cells then name one leaf, and a plain read of
# the table skips the other leaf's rows with no error (SQLite's
# quick_check sees it: "2nd reference to page").
btree_damage() { python3 - "$1" "$2" <<'PY'
import sqlite3, struct, sys
db, tbl = sys.argv[1], sys.argv[2]
c = sqlite3.connect(db)
root = c.execute("SELECT rootpage FROM sqlite_master WHERE name=?", (tbl,)).fetchone()[0]
c.close()
f = open(db, "r+b")
ps = struct.unpack(">H", f.read(100)[16:18])[0] or 65536
f.seek((root - 1) * ps)
p = bytearray(f.read(ps))
h = 100 if root == 1 else 0
assert p[h] == 5 and struct.unpack(">H", p[h + 3:h + 5])[0] >= 2, "%s: root not interior" % tbl
a, b = (struct.unpack(">H", p[h + 12 + 2 * i:h + 14 + 2 * i])[0] for i in (0, 1))
p[a:a + 4] = p[b:b + 4]
f.seek((root - 1) * ps)
f.write(p)
PY
}
# alive PID...: one of them runs.  One that exited is dead, also while it
# waits as a zombie for its reaper: an orphan's (a daemon's) is init,
# which here took 1.5 s to get to it, and kill -0 still found it
alive() { local p s; for p; do [ -n "$p" ] || continue   # "": /proc/stat, always there
  s=$(cat "/proc/$p/stat" 2>/dev/null) || continue
  s=${s##*) }; case $s in Z*|X*) ;; *) return 0;; esac; done; return 1; }
# lock_waited FILE: a process waits for a flock(2) of FILE (/proc/locks
# lists the waiter as "-> FLOCK ... MAJ:MIN:INODE")
lock_waited() { local ino; ino=$(stat -c %i "$1") && grep -q -- "-> FLOCK .*:$ino " /proc/locks; }
# wait_for CMD...: up to 20 s for CMD to succeed
# small_fs DIR SIZE: a tmpfs of SIZE (8m, 1m) mounted at DIR, unmounted
# at exit; fill_fs DIR FREE: fill it (DIR/fill) but FREE (200K) of room
small_fs() { mkdir -p "$1" && mount -t tmpfs -o size="$2" none "$1" && at_exit "umount -l '$1'"; }
fill_fs() { dd if=/dev/zero of="$1/fill" bs=64K 2>/dev/null; truncate -s -"$2" "$1/fill"; }
wait_for() { local i; for i in $(seq 400); do "$@" >/dev/null 2>&1 && return 0; sleep 0.05; done; return 1; }
# stop_idle PID DB: SIGSTOP PID at a moment it holds no write transaction
# on the SQLite file DB.  A turn waiter polls the catalog in short write
# transactions: stopped inside one it held the catalog for everyone, and
# the next write waited its 30 s busy timeout, then failed (EBUSY).
stop_idle() { local i; for i in $(seq 100); do kill -STOP "$1" || return 1
  python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1], timeout=0.2); c.execute("BEGIN IMMEDIATE"); c.rollback()' "$2" 2>/dev/null && return 0
  kill -CONT "$1"; sleep 0.05; done; return 1; }

# sbxfs_mount META STORE MNT [opts...]: mount and wait; sets nothing.
sbxfs_mount() {
  local meta=$1 store=$2 mnt=$3; shift 3
  mkdir -p "$mnt" "$store"
  sbxfs --meta "$meta" --store "$store" "$@" "$mnt"
}
# sbxfs_umount MNT [PIDFILE]: unmount; with PIDFILE also wait (up to 60 s)
# for that sbxfs to exit: it flushes after the unmount, holding meta.db
sbxfs_umount() {
  local i pid=; [ -n "${2:-}" ] && pid=$(cat "$2" 2>/dev/null)
  fusermount3 -u "$1"
  for i in $(seq 100); do mountpoint -q "$1" || break; sleep 0.05; done
  mountpoint -q "$1" && return 1
  [ -z "$pid" ] && return 0
  for i in $(seq 1200); do alive "$pid" || return 0; sleep 0.05; done
  return 1
}
