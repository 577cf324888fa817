#!/usr/bin/env python3
"""st_blocks of sparse, cut and grown files, and what a stat costs.

    stat.py make DIR     files of every shape (writes, holes, truncates
                         down into a block and to a block's edge, up,
                         fallocate, a byte at 1 TiB, a symlink)
    stat.py change DIR   changes to the stored blocks once they are not in
                         memory (pages over a stored block, a cut that
                         loads its block, a byte in a hole, a copy by
                         name, the 1 TiB file cut to 2 MiB)
    stat.py check DIR PHASE   every file's size and st_blocks as sbxfs
                         counts them: a block (1 MiB) with content, stored
                         or in memory, counts whole, up to the size; and
                         SEEK_DATA, SEEK_HOLE over the 1 TiB file's holes
    stat.py time DIR     200 open+close+stat cycles of a 1-byte file and of
                         the 1 TiB one, best of 3 rounds: the big one may
                         cost at most 5x (a walk of its million-entry block
                         table under the lock made it 10-20x)

Lines are "ok<TAB>name" or "not ok<TAB>name<TAB>detail", then "done".
"""
import errno
import os
import sys
import time

MiB = 1 << 20
TiB = 1 << 40


def blocks(present, size):
    """st_blocks for `present` blocks with content and size `size`."""
    return (min(present * MiB, size) + 511) // 512


# name: (size, st_blocks) after make, and after change
WANT = {
    "make": {
        "one": (1, 1),
        "far5": (5 * MiB + 11, blocks(1, 5 * MiB + 11)),
        "cut": (5 * MiB // 2, blocks(3, 5 * MiB // 2)),
        "edge": (2 * MiB, blocks(2, 2 * MiB)),
        "grown": (100 * MiB, blocks(1, 100 * MiB)),
        "falloc": (8 * MiB, 0),
        "holes": (4 * MiB, blocks(2, 4 * MiB)),
        "zero": (0, 0),
        "refill": (3 * MiB + 1, blocks(1, 3 * MiB + 1)),
        "tail": (MiB + 100, blocks(2, MiB + 100)),
        "big": (TiB, blocks(1, TiB)),
        "ln": (10, 1),
    },
}
WANT["change"] = dict(WANT["make"])
WANT["change"].update({
    "one": (8192, blocks(1, 8192)),
    "far5": (5 * MiB + 4096, blocks(1, 5 * MiB + 4096)),
    "cut": (3 * MiB // 2 + 7, blocks(2, 3 * MiB // 2 + 7)),
    "holes": (4 * MiB, blocks(3, 4 * MiB)),
    "copy": (4 * MiB, blocks(1, 4 * MiB)),
    "big": (2 * MiB + 1, blocks(1, 2 * MiB + 1)),
})


def pw(p, data, off, trunc=None, flags=0):
    fd = os.open(p, os.O_RDWR | os.O_CREAT | flags, 0o644)
    try:
        if data:
            os.pwrite(fd, data, off)
        if trunc is not None:
            os.ftruncate(fd, trunc)
    finally:
        os.close(fd)


def make(d):
    blk = os.urandom(MiB)
    pw(d + "/one", b"x", 0)
    pw(d + "/far5", b"x", 5 * MiB + 10)
    pw(d + "/cut", blk * 3, 0)
    pw(d + "/cut", b"y", 10 * MiB, trunc=5 * MiB // 2)
    pw(d + "/edge", blk * 3, 0, trunc=2 * MiB)
    pw(d + "/grown", b"z", 0, trunc=100 * MiB)
    fd = os.open(d + "/falloc", os.O_RDWR | os.O_CREAT, 0o644)
    os.posix_fallocate(fd, 0, 8 * MiB)
    os.close(fd)
    pw(d + "/holes", blk, 0)
    pw(d + "/holes", blk[::-1], 2 * MiB, trunc=4 * MiB)
    pw(d + "/zero", blk * 2, 0, trunc=0)
    pw(d + "/refill", blk * 2, 0, trunc=0)
    pw(d + "/refill", b"q", 3 * MiB)
    pw(d + "/tail", blk + blk[:100], 0)
    pw(d + "/big", b"x", TiB - 1)
    os.symlink("abcdefghij", d + "/ln")
    ok("made the files", True)


def change(d):
    pw(d + "/one", b"p" * 4096, 4096)                   # a page over a stored block
    pw(d + "/far5", b"p" * 4096, 5 * MiB)
    pw(d + "/cut", None, 0, trunc=3 * MiB // 2 + 7)     # loads block 1 and cuts it
    pw(d + "/holes", b"h", MiB + 12345)                 # a byte in the hole
    src = os.open(d + "/holes", os.O_RDONLY)
    dst = os.open(d + "/copy", os.O_RDWR | os.O_CREAT, 0o644)
    try:                                                # blocks 2-3: data, hole
        os.copy_file_range(src, dst, 2 * MiB, 2 * MiB, 2 * MiB)
        os.ftruncate(dst, 4 * MiB)
    finally:
        os.close(src)
        os.close(dst)
    pw(d + "/big", None, 0, trunc=2 * MiB + 1)
    pw(d + "/big", b"b", MiB)
    ok("changed the stored files", True)


def check(d, phase):
    want = WANT["change" if phase.startswith("changed") else "make"]
    bad = []
    for name, (size, nb) in sorted(want.items()):
        p = d + "/" + name
        if not os.path.islink(p):
            os.close(os.open(p, os.O_RDONLY))   # a close makes the kernel ask again
        st = os.lstat(p)
        if (st.st_size, st.st_blocks) != (size, nb):
            bad.append("%s: size %d blocks %d, want %d %d" % (name, st.st_size, st.st_blocks, size, nb))
    ok("%s: size and st_blocks of %d files" % (phase, len(want)), not bad, "; ".join(bad))
    # SEEK_DATA and SEEK_HOLE over the 1 TiB file's million holes
    if phase.startswith("changed"):
        seeks = [(0, os.SEEK_DATA, MiB), (0, os.SEEK_HOLE, 0), (MiB, os.SEEK_HOLE, 2 * MiB),
                 (2 * MiB, os.SEEK_DATA, None)]
    else:
        seeks = [(0, os.SEEK_DATA, TiB - MiB), (0, os.SEEK_HOLE, 0), (5, os.SEEK_DATA, TiB - MiB),
                 (TiB - MiB, os.SEEK_HOLE, TiB), (TiB - 2, os.SEEK_DATA, TiB - 2),
                 (TiB - 2 * MiB, os.SEEK_HOLE, TiB - 2 * MiB)]
    bad = []
    fd = os.open(d + "/big", os.O_RDONLY)
    for off, whence, at in seeks:
        try:
            got = os.lseek(fd, off, whence)
        except OSError as e:
            got = None if e.errno == errno.ENXIO else "errno %d" % e.errno
        if got != at:
            bad.append("%s from %d: %r, want %r" % ("SEEK_DATA" if whence == os.SEEK_DATA
                                                    else "SEEK_HOLE", off, got, at))
    os.close(fd)
    ok("%s: SEEK_DATA and SEEK_HOLE in the sparse file" % phase, not bad, "; ".join(bad))


def cycles(p, n):
    t = time.perf_counter()
    for _ in range(n):
        os.close(os.open(p, os.O_RDONLY))
        os.stat(p)
    return (time.perf_counter() - t) / n


def timing(d):
    small, big = [], []
    for _ in range(3):
        small.append(cycles(d + "/one", 200))
        big.append(cycles(d + "/big", 200))
    s, b = min(small), min(big)
    ok("open+close+stat of a 1 TiB sparse file at most 5x a 1-byte file's "
       "(%.3f ms against %.3f ms: %.1fx)" % (b * 1e3, s * 1e3, b / s), b < 5 * s)


def ok(name, good, detail=""):
    print("ok\t%s" % name if good else "not ok\t%s\t%s" % (name, detail), flush=True)


if __name__ == "__main__":
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == "make":
        make(d)
    elif cmd == "change":
        change(d)
    elif cmd == "check":
        check(d, sys.argv[3])
    elif cmd == "time":
        timing(d)
    print("done")
