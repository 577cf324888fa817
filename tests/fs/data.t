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
done_testing
