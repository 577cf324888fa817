#!/bin/bash
# valgrind.t: sbxfs under valgrind's memcheck through a short mixed
# workload (a copied tree, hard links, xattrs, renames, a sparse file
# truncated, shared mmap, locks, a cold re-read, an unmount that flushes
# everything).  Any invalid read or write, use of uninitialised memory or
# definite leak fails it.  Skips where valgrind is missing.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
command -v valgrind >/dev/null || skip_all "no valgrind"
is_asan && skip_all "sbxfs is an AddressSanitizer build (make asan): valgrind cannot run it"

VG=$T/vg.log
mkdir -p "$MNT" "$STORE"
valgrind --error-exitcode=9 --leak-check=full --show-leak-kinds=definite \
  --errors-for-leak-kinds=definite --log-file="$VG" \
  "$SBX_BIN/sbxfs" --meta "$META" --store "$STORE" -f "$MNT" >"$LOG" 2>&1 &
VPID=$!
at_exit "kill $VPID 2>/dev/null; fusermount3 -u '$MNT' 2>/dev/null"
for i in $(seq 600); do mountpoint -q "$MNT" && break; kill -0 $VPID 2>/dev/null || break; sleep 0.1; done
check "sbxfs mounts under valgrind" mountpoint -q "$MNT"
mountpoint -q "$MNT" || { done_testing; exit 1; }

SRC=/usr/include/linux
check "a tree copied in (cp -a)" cp -a "$SRC" "$MNT/inc"
"$PY" - "$MNT" <<'PY' >"$T/py.out" 2>&1
import ctypes, fcntl, mmap, os, sys
m = sys.argv[1]
fd = os.open(m + "/f", os.O_RDWR | os.O_CREAT, 0o644)
fcntl.flock(fd, fcntl.LOCK_EX)
fcntl.lockf(fd, fcntl.LOCK_EX, 10, 0)
os.write(fd, b"x" * 300000)
os.pwrite(fd, b"y", 6 << 20)            # a hole, then a block far out
os.fsync(fd)
os.ftruncate(fd, 100000)
os.link(m + "/f", m + "/g")
os.setxattr(m + "/g", "user.k", b"v" * 300)
os.rename(m + "/f", m + "/h")
os.close(fd)
fd = os.open(m + "/mm", os.O_RDWR | os.O_CREAT, 0o644)
os.ftruncate(fd, 1 << 16)
mm = mmap.mmap(fd, 1 << 16)
mm[100:105] = b"hello"
mm.flush(); mm.close(); os.fsync(fd); os.close(fd)
os.mkdir(m + "/a"); os.mkdir(m + "/b"); open(m + "/a/x", "w").write("1")
libc = ctypes.CDLL(None, use_errno=True)
assert libc.renameat2(-100, (m + "/a").encode(), -100, (m + "/b").encode(), 2) == 0
assert os.listdir(m + "/b") == ["x"]
os.mkfifo(m + "/fifo"); os.symlink("h", m + "/sl")
print("ok")
PY
is "$(tail -1 "$T/py.out")" ok "locks, holes, truncate, links, xattrs, mmap, RENAME_EXCHANGE"
sync; echo 3 >/proc/sys/vm/drop_caches
check "the tree reads back the same, cold" diff -r "$SRC" "$MNT/inc"
is "$(getfattr --only-values -n user.k "$MNT/h" 2>/dev/null | wc -c)" 300 "the xattr reads back"
check "rm -rf of the tree" rm -rf "$MNT/inc"
fusermount3 -u "$MNT"
wait $VPID
rc=$?
is "$rc" 0 "valgrind: no errors, no definite leaks (exit $rc)"
[ "$rc" = 0 ] || grep -A12 -E "Invalid|uninitialised|definitely lost in" "$VG" | head -60 | sed 's/^/# /'
done_testing
