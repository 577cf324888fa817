#!/bin/bash
# memory.t: sbxfs's memory stays bounded (peak RSS under 256 MiB) while
# writing a 4 GiB file and 200,000 small files; both read back right.
# Then a page into each block of a stored 128 MiB random file: the
# flusher's merged blocks are bounded (at the end).
# The 4 GiB is not zeros (those dedup to one chunk): every 4 KiB page is
# stamped with its offset, so every chunk is distinct but compresses well.
# Small files: the issue's 200,000, but the phase stops at SBX_MEM_TIME
# seconds (default 90) to keep the suite within its budget: measured here
# at ~2,000 creates/s (200,000 in ~70-100 s) and at ~700/s when the 2 cores
# are shared with other work.  At least 50,000 must be reached in that time;
# the count reached is printed.  SBX_MEM_FILES sets the target.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
LIMIT_KB=$((256 * 1024))
GIB=${SBX_MEM_GIB:-4}
FILES=${SBX_MEM_FILES:-200000}
TLIM=${SBX_MEM_TIME:-90}

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
pid=$(fs_pid)
hwm() { awk '/^VmHWM/ {print $2}' "/proc/$pid/status"; }
rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status"; }
diag "sbxfs pid $pid, RSS at start $(rss) kB"

t0=$(date +%s)
check "write a $GIB GiB file" timeout 300 "$PY" - "$MNT/big" "$GIB" <<'PY'
import os, sys
p, gib = sys.argv[1], int(sys.argv[2])
fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
page = bytearray(b"sbx memory test page ".ljust(4096, b"."))
buf = bytearray(1 << 20)
for mb in range(gib * 1024):
    for k in range(256):
        off = mb * (1 << 20) + k * 4096
        page[:16] = b"%016x" % off
        buf[k * 4096:(k + 1) * 4096] = page
    os.write(fd, buf)
os.fsync(fd)
os.close(fd)
PY
diag "took $(( $(date +%s) - t0 )) s; peak RSS $(hwm) kB"
check "peak RSS under 256 MiB while writing $GIB GiB ($(hwm) kB)" test "$(hwm)" -lt $LIMIT_KB
is "$(stat -c %s "$MNT/big")" $((GIB << 30)) "size of the big file"
drop_caches
check "the big file reads back right (sampled pages)" "$PY" - "$MNT/big" "$GIB" <<'PY'
import os, sys, random
p, gib = sys.argv[1], int(sys.argv[2])
fd = os.open(p, os.O_RDONLY)
for off in [0, (gib << 30) - 4096] + [random.randrange(0, gib << 18) * 4096 for _ in range(300)]:
    b = os.pread(fd, 32, off)
    if b[:16] != b"%016x" % off or b[16:21] != b"page ":
        sys.exit("page at %d: %r" % (off, b))
PY
check "peak RSS under 256 MiB after reading ($(hwm) kB)" test "$(hwm)" -lt $LIMIT_KB
rm -f "$MNT/big"

t0=$(date +%s)
"$PY" - "$MNT/small" "$FILES" "$TLIM" >"$T/small.out" 2>&1 <<'PY'
import os, sys, time
root, n, tlim = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
t0 = time.time()
os.mkdir(root)
made = 0
for i in range(n):
    if i % 500 == 0:
        os.mkdir("%s/d%04d" % (root, i // 500))
        if time.time() - t0 > tlim:
            break
    # os.open, not open(): the same requests to sbxfs (create, write,
    # flush, release) without a buffered file object: 30% quicker
    fd = os.open("%s/d%04d/f%06d" % (root, i // 500, i), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    os.write(fd, b"small file %d\n" % i * (1 + i % 7))
    os.close(fd)
    made += 1
print(made)
PY
made=$(tail -1 "$T/small.out")
diag "created $made small files in $(( $(date +%s) - t0 )) s; peak RSS $(hwm) kB"
need=$((FILES < 50000 ? FILES : 50000))
check "at least $need of $FILES small files created in ${TLIM}s ($made)" test "$made" -ge $need
check "peak RSS under 256 MiB after $made small files ($(hwm) kB)" test "$(hwm)" -lt $LIMIT_KB
drop_caches
is "$(find "$MNT/small" -type f | wc -l)" "$made" "every small file is listed"
check "a sample of small files reads right" "$PY" - "$MNT/small" "$made" <<'PY'
import sys, random
root, n = sys.argv[1], int(sys.argv[2])
for i in [0, n - 1] + [random.randrange(n) for _ in range(500)]:
    with open("%s/d%04d/f%06d" % (root, i // 500, i), "rb") as f:
        if f.read() != b"small file %d\n" % i * (1 + i % 7):
            sys.exit("f%06d wrong" % i)
PY
check "peak RSS under 256 MiB after listing them ($(hwm) kB)" test "$(hwm)" -lt $LIMIT_KB
# A truncate inside a stored block loads it; when it cuts nothing (the
# chunk ends before the new size) the loaded buffer must go back: it
# stayed for the inode's life (400 files truncated by a byte: +290 MiB).
mkdir "$MNT/trunc"
"$PY" - "$MNT/trunc" 300 <<'PY'
import os, sys
d, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    with open("%s/%d" % (d, i), "wb") as f:
        f.write(os.urandom(600 << 10))      # block 0: a 600 KiB chunk
        f.truncate((1 << 20) - 1)           # and a hole to the block's end
        if i == n - 1:                      # its commit stores them all
            os.fsync(f.fileno())            # (close sent the others' data)
PY
r0=$(rss)
"$PY" - "$MNT/trunc" 300 <<'PY'
import os, sys
d, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    os.truncate("%s/%d" % (d, i), (1 << 20) - 2)     # cuts a byte of hole
PY
sleep 1
r1=$(rss)
check "truncating 300 stored files by a byte holds no memory (RSS $r0 -> $r1 kB)" test $((r1 - r0)) -lt 65536
check "... and they read right" "$PY" - "$MNT/trunc" 300 <<'PY'
import os, sys
d, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    st = os.stat("%s/%d" % (d, i))
    with open("%s/%d" % (d, i), "rb") as f:
        b = f.read()
    if st.st_size != (1 << 20) - 2 or len(b) != st.st_size or b[600 << 10:] != bytes(len(b) - (600 << 10)):
        sys.exit("%d wrong" % i)
PY
t0=$(date +%s)
check "unmount" fs_umount
diag "unmount took $(( $(date +%s) - t0 )) s"
check "--check clean" fs_check

# One page written into each block of a stored, incompressible file
# (ops.c (3)): the flusher's pool merges each with its chunk into a whole
# 1 MiB block, which stays until its part of the batch is stored.  The
# dirty pages are 0.5 MiB here; the merged blocks in flight are bounded by
# half of dirty_max (flush.c (6)).  Unbounded, an fsync's batch held all
# at once: of 256, peak RSS +234 MiB (1 GiB: +1 GiB); of the 128 here,
# about +117 MiB, over 3 times the 32 MiB allowed.  A workspace of its own
# with dirty_max 8M, so that the bound is tight.
META=$T/pm.db STORE=$T/pmstore
printf '[fs]\ndirty_max = 8M\n' >"$T/pm.ini"
check "mount with dirty_max 8M" fs_mount --config "$T/pm.ini"
pid=$(fs_pid)
check "write and fsync a 128 MiB random file" "$PY" - "$MNT/big" 128 <<'PY'
import os, random, sys
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
r = random.Random(1)
for b in range(int(sys.argv[2])):
    os.write(fd, r.randbytes(1 << 20))
os.fsync(fd)
os.close(fd)
PY
echo 5 >"/proc/$pid/clear_refs"         # VmHWM starts again from VmRSS
h0=$(hwm)
check "one 4 KiB page into each of its 128 blocks, fsync" "$PY" - "$MNT/big" 128 <<'PY'
import os, random, sys
fd = os.open(sys.argv[1], os.O_WRONLY)
r = random.Random(2)
for b in range(int(sys.argv[2])):
    os.pwrite(fd, r.randbytes(4096), b * (1 << 20) + 8192)
os.fsync(fd)
os.close(fd)
PY
h1=$(hwm)
check "peak RSS grew by less than 32 MiB ($h0 -> $h1 kB)" test $((h1 - h0)) -lt 32768
check "unmount" fs_umount
check "mount again" fs_mount --config "$T/pm.ini"
check "its pages and the rest of its blocks read back right" "$PY" - "$MNT/big" 128 <<'PY'
import os, random, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
r1, r2 = random.Random(1), random.Random(2)
for b in range(int(sys.argv[2])):
    want = bytearray(r1.randbytes(1 << 20))
    want[8192:12288] = r2.randbytes(4096)
    if os.pread(fd, 1 << 20, b * (1 << 20)) != want:
        sys.exit("block %d differs" % b)
PY
check "unmount" fs_umount
check "--check clean" fs_check
done_testing
