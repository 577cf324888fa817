#!/bin/bash
# data.t: the data path's fast ways give the same bytes as the slow ones.
# Random writes over stored blocks (whole pages kept as pages and merged
# later, others loaded, some from the chunk cache the load-ahead fills)
# read back right, before and after their merge and a remount;
# whole blocks read straight into the reply are checked like any (a flipped
# byte of a compressed chunk is EIO); bytes that only entropy coding can
# shrink are stored at half their size, text keeps zstd's stronger level.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

sha() { sha256sum "$1" | cut -d' ' -f1; }
# read_errno FILE: prints "ok SHA" or the errno name of the failure
read_errno() {
  "$PY" - "$1" <<'PY'
import errno, hashlib, sys
try:
    with open(sys.argv[1], "rb") as f:
        print("ok", hashlib.sha256(f.read()).hexdigest())
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno))
PY
}

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }

# ---- random writes over stored blocks
"$PY" - "$T/model" <<'PY'
import os, random, sys
random.seed(7)
# 16 MiB: the first half random bytes, the second compressible text
data = os.urandom(8 << 20) + b"".join(b"line %08d of the model\n" % i for i in range((8 << 20) // 23 + 1))[: 8 << 20]
open(sys.argv[1], "wb").write(data)
PY
cp "$T/model" "$MNT/rw"
check "unmount (the file's blocks are only in the store now)" fs_umount
check "mount" fs_mount
drop_caches
"$PY" - "$MNT/rw" "$T/model" <<'PY'
import os, random, sys
random.seed(11)
fd = os.open(sys.argv[1], os.O_RDWR)
model = bytearray(open(sys.argv[2], "rb").read())
for i in range(3000):
    off = random.randrange(0, len(model) // 4096) * 4096
    if i % 7 == 0:
        off += random.randrange(1, 4000)         # unaligned too
    buf = os.urandom(random.choice((1, 100, 4096, 9000)))
    buf = buf[: len(model) - off]
    os.pwrite(fd, buf, off)
    model[off:off + len(buf)] = buf
os.fsync(fd)
os.close(fd)
open(sys.argv[2], "wb").write(model)
PY
is "$(sha "$MNT/rw")" "$(sha "$T/model")" "random writes over stored blocks read back right"
check "unmount" fs_umount
check "--check clean after random writes" fs_check

# ---- pages that reach sbxfs over stored blocks are kept as pages and
# merged with their chunks later (fs/ops.c (3)); read back before that
# merge (no batch for a minute), they and the pages around them are right
printf '[fs]\ncommit_interval_ms = 60000\n' >"$T/slow.ini"
check "mount (a batch a minute)" fs_mount --config "$T/slow.ini"
"$PY" - "$MNT/rw" "$T/model" <<'PY'
import ctypes, os, random, sys
random.seed(13)
libc = ctypes.CDLL(None, use_errno=True)
fd = os.open(sys.argv[1], os.O_RDWR)
model = bytearray(open(sys.argv[2], "rb").read())
for i in range(200):
    off = random.randrange(0, len(model) // 4096) * 4096
    buf = os.urandom(4096 * random.choice((1, 1, 3)))[: len(model) - off]
    os.pwrite(fd, buf, off)
    model[off:off + len(buf)] = buf
# send the pages to sbxfs (no fsync: no batch), then drop them here
if libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), 7) != 0:
    sys.exit("sync_file_range: errno %d" % ctypes.get_errno())
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
os.close(fd)
open(sys.argv[2], "wb").write(model)
PY
is "$(read_errno "$MNT/rw")" "ok $(sha "$T/model")" "pages over stored blocks read back right before their merge"
check "unmount (merges them)" fs_umount
check "--check clean after the merge" fs_check
check "mount" fs_mount
is "$(read_errno "$MNT/rw")" "ok $(sha "$T/model")" "and right after a remount"
check "unmount" fs_umount
check "mount" fs_mount
drop_caches
is "$(read_errno "$MNT/rw")" "ok $(sha "$T/model")" "and right after a remount, read cold"

# ---- fallocate PUNCH_HOLE and ZERO_RANGE (ops.c, ops__zero), side by side with ext4 ($T)
# Whole 1 MiB blocks in the range become holes (SEEK_HOLE, st_blocks),
# the parts at its ends read as zeros (stored blocks loaded first), the
# rest stays; also while the writer still holds the file open with pages
# in the kernel (writeback cache) and a mapping; after a remount too; a
# byte quota below the tree's use refuses no punch; a refused call
# leaves mtime alone.  They were EOPNOTSUPP, and the kernel had stamped
# mtime and ctime before asking (/tmp/RV1/repro_falloc_mtime.sh).
cat >"$T/falloc.py" <<'PY'
import ctypes, errno, mmap, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_longlong, ctypes.c_longlong]
KEEP, PUNCH, COLLAPSE, ZERO = 0x01, 0x02, 0x08, 0x10
MiB, K = 1 << 20, 1024
step, mnt, ref = sys.argv[1], sys.argv[2], sys.argv[3]
def res(ok, name, detail=""):
    print("%s\t%s\t%s" % ("ok" if ok else "not ok", name, detail), flush=True)
def falloc(fd, mode, off, n):
    return 0 if libc.fallocate(fd, mode, off, n) == 0 else ctypes.get_errno()
def same(name, f):
    a, b = open(mnt + "/" + f, "rb").read(), open(ref + "/" + f, "rb").read()
    res(a == b, name, "sizes %d and %d%s" % (len(a), len(b), "" if len(a) != len(b) else
        ", first difference at %d" % next((i for i in range(len(a)) if a[i] != b[i]), -1)))
def holes(f):
    fd = os.open(mnt + "/" + f, os.O_RDONLY)
    try:
        return (os.lseek(fd, 0, os.SEEK_HOLE), os.lseek(fd, MiB, os.SEEK_DATA),
                os.fstat(fd).st_blocks)
    finally:
        os.close(fd)
def both(fn):
    return [fn(d) for d in (mnt, ref)]
if step == "run":
    data = os.urandom(3 * MiB)
    def mk(d):
        open(d + "/p", "wb").write(data)
        fd = os.open(d + "/p", os.O_RDWR)
        os.fsync(fd)                            # stored: the ends are loaded
        return fd
    fds = both(mk)
    maps = [mmap.mmap(fd, 3 * MiB) for fd in fds]
    maps[0][:1]                                 # a mapping with pages in
    for fd in fds:                              # a page only the kernel has
        os.pwrite(fd, b"y" * 4096, 2 * MiB + 100 * K)
    errs = [falloc(fd, PUNCH | KEEP, 512 * K, 2 * MiB) for fd in fds]
    res(errs == [0, 0], "PUNCH_HOLE|KEEP_SIZE in the middle of 3 blocks works", str(errs))
    got = [os.pread(fd, 3 * MiB, 0) for fd in fds]
    want = data[:512 * K] + bytes(2 * MiB) + data[2 * MiB + 512 * K:]
    res(got[0] == want and got[1] == want, "read back before a close: zeros in the range, the rest as it was")
    res(maps[0][:] == want, "and through a mapping made before")
    res(holes("p") == (MiB, 2 * MiB, 2 * MiB // 512),
        "the middle block is a hole (SEEK_HOLE, SEEK_DATA, st_blocks)", str(holes("p")))
    for m in maps:
        m.close()
    # ZERO_RANGE past the end, with and without KEEP_SIZE
    def small(d):
        open(d + "/z", "wb").write(b"x" * 100 * K)
        return os.open(d + "/z", os.O_RDWR)
    fds2 = both(small)
    errs = [falloc(fd, ZERO | KEEP, 50 * K, 300 * K) for fd in fds2]
    res(errs == [0, 0], "ZERO_RANGE|KEEP_SIZE past the end works", str(errs))
    res([os.fstat(fd).st_size for fd in fds2] == [100 * K] * 2, "and keeps the size")
    same("and zeros the bytes to the end, as ext4", "z")
    errs = [falloc(fd, ZERO, 80 * K, 2 * MiB) for fd in fds2]
    res(errs == [0, 0], "ZERO_RANGE past the end works", str(errs))
    res([os.fstat(fd).st_size for fd in fds2] == [80 * K + 2 * MiB] * 2, "and sets the size as mode 0 does")
    same("and reads as ext4's", "z")
    # a refused call changes no time; one that works does
    for fd in fds:
        os.utime(fd, (1000000000, 1000000000))
    e = falloc(fds[0], COLLAPSE, 0, MiB)    # (ext4 does it: not there)
    res(e == errno.EOPNOTSUPP, "COLLAPSE_RANGE is EOPNOTSUPP", os.strerror(e))
    res(os.fstat(fds[0]).st_mtime == 1000000000, "and leaves mtime as it was")
    for fd in fds:
        falloc(fd, ZERO | KEEP, 0, 1)
    res(os.fstat(fds[0]).st_mtime > 1000000000, "a ZERO_RANGE that works sets mtime")
    for fd in fds + fds2:
        os.fsync(fd)
        os.close(fd)
    same("3-block file as ext4's", "p")
elif step == "remounted":
    same("after a remount, the 3-block file reads as ext4's", "p")
    same("and so does the zeroed one", "z")
    res(holes("p") == (MiB, 2 * MiB, 2 * MiB // 512), "and the hole is still one", str(holes("p")))
elif step == "quota":
    fd = os.open(mnt + "/p", os.O_RDWR)
    e = falloc(fd, PUNCH | KEEP, 100 * K, 200 * K)
    res(e == 0, "under a byte quota below the tree's use PUNCH_HOLE works", os.strerror(e))
    e = falloc(fd, ZERO | KEEP, 2 * MiB + 600 * K, 2 * MiB)
    res(e == 0, "and ZERO_RANGE|KEEP_SIZE", os.strerror(e))
    e = falloc(fd, ZERO, 2 * MiB, 2 * MiB)
    res(e == errno.EDQUOT and os.fstat(fd).st_size == 3 * MiB,
        "ZERO_RANGE growing the file is EDQUOT, its size as it was", os.strerror(e))
    want = bytearray(open(ref + "/p", "rb").read())
    want[100 * K:300 * K] = bytes(200 * K)
    want[2 * MiB + 600 * K:] = bytes(MiB - 600 * K)
    res(os.pread(fd, 4 * MiB, 0) == want, "the ranges read as zeros, the rest as it was")
    res(holes("p") == (MiB, 2 * MiB, 2 * MiB // 512), "the blocks with data left hold data", str(holes("p")))
    os.fsync(fd)
    os.close(fd)
print("done")
PY
mkdir -p "$T/ref"
py_checks "fallocate" "$PY" "$T/falloc.py" run "$MNT" "$T/ref"
check "unmount" fs_umount
check "--check clean after punched holes" fs_check
check "mount" fs_mount
drop_caches
py_checks "fallocate" "$PY" "$T/falloc.py" remounted "$MNT" "$T/ref"
check "unmount" fs_umount
check "mount with a byte quota below the tree's use" fs_mount --quota-bytes 1048576
py_checks "fallocate" "$PY" "$T/falloc.py" quota "$MNT" "$T/ref"
check "unmount" fs_umount
check "--check clean" fs_check
check "mount" fs_mount

# ---- what each kind of block is stored as
"$PY" - "$MNT/nib" "$MNT/code" <<'PY'
import os, random, sys
random.seed(3)
sym = bytes(range(0x41, 0x51))       # 16 values: 4 bits a byte, no repeats to find
open(sys.argv[1], "wb").write(bytes(random.choice(sym) for _ in range(4 << 20)))
src = b""
for d in ("/usr/include", "/usr/include/linux"):
    for n in sorted(os.listdir(d)):
        p = os.path.join(d, n)
        if n.endswith(".h") and os.path.isfile(p):
            src += open(p, "rb").read()
        if len(src) >= 4 << 20:
            break
open(sys.argv[2], "wb").write((src * 4)[: 4 << 20])
PY
sync "$MNT/nib" "$MNT/code"
fs_locate nib >"$T/nib.loc"
fs_locate code >"$T/code.loc"
is "$(wc -l <"$T/nib.loc")" 4 "16-value data: four chunks"
check "16-value data: every chunk stored at under 52% of 1 MiB" \
  awk '{ if ($4 > 0.52 * 1048576) exit 1 }' "$T/nib.loc"
head -c 1048576 "$MNT/code" >"$T/code1"
l1=$(zstd -q -1 -c "$T/code1" | wc -c)
read -r _ _ _ code_len <"$T/code.loc"
check "C headers: the first chunk ($code_len bytes) is smaller than zstd -1 makes it ($l1)" \
  test "$code_len" -lt "$l1"

# ---- a flipped byte in a compressed chunk read whole is EIO
seq 1 600000 >"$T/text"
cp "$T/text" "$MNT/text"
sync "$MNT/text"
read -r _ pack off len < <(fs_locate text)
check "unmount" fs_umount
"$PY" -c '
import sys
p, pos = sys.argv[1], int(sys.argv[2])
with open(p, "r+b") as f:
    f.seek(pos); b = f.read(1); f.seek(pos); f.write(bytes([b[0] ^ 0x5a]))' "$pack" $((off + len / 2))
check "mount" fs_mount
drop_caches
is "$(read_errno "$MNT/text")" "EIO" "a damaged compressed chunk read whole gives EIO"
is "$(read_errno "$MNT/rw")" "ok $(sha "$T/model")" "other files still read right"
check "unmount" fs_umount

# the mount's readahead ([fs] readahead, 4M) and dirty bound, set as root;
# a cold sequential read with 16M reads a 24 MiB file right
bdi() { cat "/sys/class/bdi/$(mountpoint -d "$MNT")/$1"; }
if ! is_fake; then
  check "mount" fs_mount
  is "$(bdi read_ahead_kb)" 4096 "readahead 4 MiB"
  mb=$(bdi max_bytes)
  check "the kernel's dirty pages 256 MiB ($mb: the kernel rounds it)" \
    test "$mb" -gt $((255 << 20)) -a "$mb" -lt $((257 << 20))
  head -c $((24 << 20)) /dev/urandom >"$T/big"
  cp "$T/big" "$MNT/big" && sync "$MNT/big"
  check "unmount" fs_umount
  printf '[fs]\nreadahead = 16M\n' >"$T/ra.ini"
  check "mount with readahead = 16M" fs_mount --config "$T/ra.ini"
  is "$(bdi read_ahead_kb)" 16384 "... the mount's readahead 16 MiB"
  drop_caches
  is "$(sha "$MNT/big")" "$(sha "$T/big")" "... a cold sequential read of 24 MiB reads right"
  check "unmount" fs_umount
fi
done_testing
