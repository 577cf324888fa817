"""merge.py MNT ROUNDS: reads that merge a block sealed in a batch in flight.

Each round writes a few bytes into a stored block (pages over its chunk),
drops the file's pages and reads that block back, so sbxfs loads the chunk
and merges the pages into it, while a flusher that seals every millisecond
has the block in a batch.  Such a merged block was left dirty on no list:
its bytes stayed counted dirty for good, and once they passed dirty_max
every writer waited for room that never came (found by fsx seed 90211 with
tiny limits).  Prints the SHA-256 of what the file must hold.
"""
import hashlib, os, random, sys

m, rounds = sys.argv[1], int(sys.argv[2])
blk, nb = 1 << 20, 8
rnd = random.Random(7)
model = bytearray(rnd.randbytes(nb * blk))
fd = os.open(os.path.join(m, "f"), os.O_RDWR | os.O_CREAT, 0o644)
os.write(fd, model)
os.fsync(fd)
for r in range(rounds):
    k = r % nb
    off = k * blk + 1000 + (r % 7) * 4096
    data = bytes([65 + r % 26]) * 100
    os.pwrite(fd, data, off)
    model[off:off + len(data)] = data
    if r % 50 == 49:
        os.fsync(fd)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    got = os.pread(fd, 8192, k * blk + 500000)
    if got != model[k * blk + 500000:k * blk + 508192]:
        sys.exit("round %d: read back wrong bytes" % r)
os.fsync(fd)
os.close(fd)
print(hashlib.sha256(model).hexdigest())
