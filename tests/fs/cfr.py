#!/usr/bin/python3
"""cfr.py: copy_file_range and SEEK_DATA/SEEK_HOLE on sbxfs, against ext4.

Usage: cfr.py WHAT SBX_DIR EXT4_DIR [ARGS]: every operation is done in
both directories (an sbxfs mount and a plain ext4 one) and the results
compared: bytes, sizes, errors, seek answers.  Lines for tests/fs
py_checks: "ok NAME", "not ok NAME DETAIL", then "done".

    seek      sparse layouts made with whole 1 MiB blocks (sbxfs knows holes
              a block at a time, ext4 a 4 KiB block at a time: with whole
              blocks both must say the same), asked with the data still in
              the kernel's dirty pages, then after fsync; files kept
    seek-again  the same questions of the kept files (after a remount)
    copies SEED N   N random copies between files (aligned or not, within
              one file, past the end), writes and cuts between them
    misc      overlapping copies, a copy beside dirty pages of the
              destination, times, copies to and from another filesystem
    race SBX_DIR N  copies by name onto blocks the flusher is storing
              (the file it leaves is checked again after a remount)
"""
import errno
import os
import random
import sys

MiB = 1 << 20
PAGE = 4096


def out(*f):
    print("\t".join(str(x).replace("\t", " ").replace("\n", " ") for x in f), flush=True)


def ok(name, good, detail=""):
    if good:
        out("ok", name)
    else:
        out("not ok", name, detail)


def call(fn, *a):
    """fn(*a), or the name of the errno it raised."""
    try:
        return fn(*a)
    except OSError as e:
        return errno.errorcode.get(e.errno, str(e.errno))


# ---- seek ----
# Each layout: a list of steps, ("w", block, nbytes) writes nbytes at the
# start of that 1 MiB block, ("t", size) truncates.
LAYOUTS = {
    "empty": [],
    "all hole": [("t", 5 * MiB)],
    "blocks 0 and 2 of 4": [("w", 0, MiB), ("w", 2, MiB), ("t", 4 * MiB)],
    "a partial last block after a hole": [("w", 3, 1000)],
    "blocks 1-2, grown, block 6": [("w", 1, 2 * MiB), ("t", 8 * MiB), ("w", 6, MiB)],
    "all data, a partial end": [("w", 0, 3 * MiB + 5)],
    "hole at the start, data at the end": [("t", 2 * MiB), ("w", 2, MiB)],
    "cut to a block, grown again": [("w", 0, 4 * MiB), ("t", 2 * MiB), ("t", 5 * MiB)],
}


def seek_offsets(size):
    offs = {0, 1, size - 1, size, size + 1, size + MiB}
    for b in range(0, size // MiB + 2):
        for d in (-1, 0, 1, MiB // 2):
            offs.add(b * MiB + d)
    return sorted(o for o in offs if o >= 0)


def seek_answers(fd):
    size = os.fstat(fd).st_size
    return {(o, w): call(os.lseek, fd, o, w)
            for o in seek_offsets(size) for w in (os.SEEK_DATA, os.SEEK_HOLE)}


def seek_compare(name, fa, fb):
    a, b = seek_answers(fa), seek_answers(fb)
    bad = ["%s from %d: %s, ext4 %s" % ("DATA" if w == os.SEEK_DATA else "HOLE", o, a[(o, w)],
                                        b.get((o, w)))
           for (o, w) in sorted(a) if a[(o, w)] != b.get((o, w))]
    ok(name, not bad and os.fstat(fa).st_size == os.fstat(fb).st_size,
       "; ".join(bad[:6]) + (" (%d more)" % (len(bad) - 6) if len(bad) > 6 else ""))


def build(path, steps, seed):
    rng = random.Random(seed)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
    for st in steps:
        if st[0] == "w":
            os.pwrite(fd, bytes(rng.randrange(1, 256) for _ in range(64)) * (st[2] // 64)
                      + b"x" * (st[2] % 64), st[1] * MiB)
        else:
            os.ftruncate(fd, st[1])
    return fd


def do_seek(a, b):
    for i, (name, steps) in enumerate(LAYOUTS.items()):
        fa = build(os.path.join(a, "seek%d" % i), steps, i)
        fb = build(os.path.join(b, "seek%d" % i), steps, i)
        seek_compare("seek, %s: written, not synced, same fd" % name, fa, fb)
        ra = os.open(os.path.join(a, "seek%d" % i), os.O_RDONLY)
        seek_compare("seek, %s: from another fd" % name, ra, fb)
        os.close(ra)
        os.fsync(fa)
        seek_compare("seek, %s: after fsync" % name, fa, fb)
        os.close(fa)
        os.close(fb)
    # a partly written block is data, to the next block or the end
    p = os.path.join(a, "partial")
    fd = os.open(p, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
    os.pwrite(fd, b"y" * 100, MiB + 5000)
    os.ftruncate(fd, 4 * MiB)
    got = (call(os.lseek, fd, 0, os.SEEK_DATA), call(os.lseek, fd, MiB, os.SEEK_HOLE),
           call(os.lseek, fd, MiB + 6000, os.SEEK_DATA), call(os.lseek, fd, 2 * MiB, os.SEEK_DATA))
    ok("seek: a block with 100 bytes written is data, all of it", got == (MiB, 2 * MiB, MiB + 6000, "ENXIO"),
       "got %s" % (got,))
    os.close(fd)


def do_seek_again(a, b):
    for i, name in enumerate(LAYOUTS):
        fa = os.open(os.path.join(a, "seek%d" % i), os.O_RDONLY)
        fb = os.open(os.path.join(b, "seek%d" % i), os.O_RDONLY)
        seek_compare("seek, %s: again" % name, fa, fb)
        os.close(fa)
        os.close(fb)


# ---- copies ----
class Pair:
    """A file in both directories, open in both."""

    def __init__(self, a, b, name):
        self.name = name
        self.fa = os.open(os.path.join(a, name), os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
        self.fb = os.open(os.path.join(b, name), os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)

    def both(self, fn, *a):
        return call(fn, self.fa, *a), call(fn, self.fb, *a)

    # Reused buffers: a fresh one faults its pages in each time, which
    # in this VM made reading the files back cost more than the copies.
    bufs = (bytearray(4 * MiB), bytearray(4 * MiB))

    def same(self):
        sa, sb = os.fstat(self.fa).st_size, os.fstat(self.fb).st_size
        if sa != sb:
            return "size %d, ext4 %d" % (sa, sb)
        x, y = self.bufs
        for o in range(0, sa, 4 * MiB):
            n, m = os.preadv(self.fa, [x], o), os.preadv(self.fb, [y], o)
            if n != m or x[:n] != y[:m]:
                i = next((k for k in range(min(n, m)) if x[k] != y[k]), min(n, m))
                return "first difference at %d (size %d)" % (o + i, sa)
        return None


def do_copies(a, b, seed, n):
    rng = random.Random(seed)
    files = [Pair(a, b, "c%d" % i) for i in range(3)]
    for p in files:
        data = rng.randbytes(rng.choice((5000, 3 * MiB + 777, 2 * MiB, 6 * MiB)))
        p.both(os.pwrite, data, rng.choice((0, 0, MiB, 12345)))
    log = []
    errors = []
    for op in range(n):
        s, d = rng.choice(files), rng.choice(files)
        size = os.fstat(s.fa).st_size
        r = rng.random()
        if r < 0.12:
            what = "fsync %s" % s.name
            s.both(os.fsync)
        elif r < 0.22:
            off, k = rng.randrange(0, 7 * MiB), rng.randint(1, 2 * MiB)
            what = "pwrite %s off %d len %d" % (s.name, off, k)
            s.both(os.pwrite, rng.randbytes(k), off)
        elif r < 0.28:
            k = rng.randrange(0, 7 * MiB)
            what = "ftruncate %s %d" % (s.name, k)
            s.both(os.ftruncate, k)
        else:
            if rng.random() < 0.5:        # whole blocks at block offsets
                soff = rng.randrange(0, size // MiB + 2) * MiB
                doff = rng.randrange(0, 7) * MiB
                k = rng.choice((MiB, 2 * MiB, max(1, size - soff), size - soff + 300))
            else:
                soff = rng.randrange(0, size + 2)
                doff = rng.randrange(0, 7 * MiB)
                k = rng.choice((1, 100, PAGE, rng.randint(1, 3 * MiB)))
            k = max(0, k)
            what = "copy %s off %d len %d to %s off %d" % (s.name, soff, k, d.name, doff)
            ga = call(os.copy_file_range, s.fa, d.fa, k, soff, doff)
            gb = call(os.copy_file_range, s.fb, d.fb, k, soff, doff)
            what += ": %s" % (ga,)
            if ga != gb:
                errors.append("op %d %s; ext4: %s" % (op, what, gb))
        log.append(what)
        for p in (files if op % 20 == 19 else {s, d}):
            diff = p.same()
            if diff:
                errors.append("op %d %s: %s differs: %s" % (op, what, p.name, diff))
        if errors:
            break
    ok("copies (seed %d, %d ops): every file as on ext4" % (seed, n), not errors,
       "; ".join(errors[:3]) + " after: " + " | ".join(log[-4:]))
    for p in files:
        os.close(p.fa)
        os.close(p.fb)


def do_compare(a, b):
    """Every file of b (ext4) reads the same in a."""
    bad = []
    for name in sorted(os.listdir(b)):
        try:
            with open(os.path.join(a, name), "rb") as x, open(os.path.join(b, name), "rb") as y:
                if x.read() != y.read():
                    bad.append(name)
        except OSError as e:
            bad.append("%s: %s" % (name, e.strerror))
    ok("every file as on ext4 (%d files)" % len(os.listdir(b)), not bad, " ".join(bad[:10]))


# ---- misc ----
def do_misc(a, b, other):
    # overlapping copies within a file: EINVAL on both, nothing changed
    p = Pair(a, b, "self")
    p.both(os.pwrite, random.Random(5).randbytes(5 * MiB), 0)
    p.both(os.fsync)
    for soff, doff, k in ((0, MiB, 2 * MiB), (MiB, 0, 2 * MiB), (0, 0, MiB), (100, 200, 1000),
                          (0, 2 * MiB, 2 * MiB), (3 * MiB, 0, 3 * MiB), (4 * MiB, 5 * MiB, MiB)):
        ga = call(os.copy_file_range, p.fa, p.fa, k, soff, doff)
        gb = call(os.copy_file_range, p.fb, p.fb, k, soff, doff)
        ok("copy within a file, %d bytes from %d to %d: %s as on ext4" % (k, soff, doff, gb),
           ga == gb and p.same() is None, "sbxfs %s; %s" % (ga, p.same()))
    # the destination's dirty pages outside the copy stay; inside, the copy wins
    s, d = Pair(a, b, "dsrc"), Pair(a, b, "ddst")
    s.both(os.pwrite, random.Random(6).randbytes(3 * MiB), 0)
    s.both(os.fsync)
    d.both(os.pwrite, b"k" * (3 * MiB), 0)
    d.both(os.fsync)
    d.both(os.pwrite, b"D" * PAGE, 0)                   # dirty, before the range
    d.both(os.pwrite, b"E" * PAGE, MiB + 8192)          # dirty, inside it
    d.both(os.pwrite, b"F" * 100, 2 * MiB + 5)          # dirty, after it
    g = (call(os.copy_file_range, s.fa, d.fa, MiB, MiB, MiB),
         call(os.copy_file_range, s.fb, d.fb, MiB, MiB, MiB))
    ok("a copy among the destination's dirty pages: as on ext4", g[0] == g[1] == MiB and d.same() is None,
       "copied %s; %s" % (g, d.same()))
    # times: the destination's mtime and ctime move
    before = os.fstat(d.fa)
    os.utime(d.fa, ns=(before.st_atime_ns, before.st_mtime_ns - 10**9))
    before = os.fstat(d.fa)
    call(os.copy_file_range, s.fa, d.fa, MiB, 0, 0)
    after = os.fstat(d.fa)
    ok("a copy moves the destination's mtime and ctime",
       after.st_mtime_ns > before.st_mtime_ns and after.st_ctime_ns >= before.st_ctime_ns,
       "mtime %d -> %d" % (before.st_mtime_ns, after.st_mtime_ns))
    # to and from another filesystem: the kernel copies itself
    data = random.Random(7).randbytes(2 * MiB + 3)
    x = os.path.join(other, "cross")
    with open(x, "wb") as f:
        f.write(data)
    fx = os.open(x, os.O_RDWR)
    fy = os.open(os.path.join(a, "cross"), os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
    # (the VFS refuses copies between filesystems of different types
    # with EXDEV, as for ext4 and tmpfs: cp then reads and writes)
    n1 = call(os.copy_file_range, fx, fy, len(data), 0, 0)
    ok("a copy from ext4 to sbxfs: EXDEV or all of it", n1 == "EXDEV" or (
        n1 == len(data) and os.pread(fy, len(data) + 1, 0) == data), "copied %s" % (n1,))
    n2 = call(os.copy_file_range, fy, fx, len(data), 0, 0)
    ok("a copy from sbxfs to ext4: EXDEV or all of it", n2 == "EXDEV" or (
        n2 == len(data) and os.pread(fx, len(data) + 1, 0) == data), "copied %s" % (n2,))
    for fd in (fx, fy, p.fa, p.fb, s.fa, s.fb, d.fa, d.fb):
        os.close(fd)


def do_race(a, n):
    """Copies by name onto blocks the flusher is storing: each round
    writes a destination block and pushes it to sbxfs (sync_file_range,
    no fsync), waits a moment (a batch every millisecond seals it), then
    copies a stored source block onto it.  A batch that finishes after
    the copy must not name the block with the written bytes (epochs)."""
    import ctypes
    import time
    libc = ctypes.CDLL(None, use_errno=True)
    rng = random.Random(11)
    src = os.open(os.path.join(a, "race.src"), os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
    blocks = [rng.randbytes(MiB) for _ in range(4)]
    os.pwrite(src, b"".join(blocks), 0)
    os.fsync(src)
    dst = os.open(os.path.join(a, "race.dst"), os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
    want = [bytes(MiB)] * 4
    bad = []
    buf = bytearray(MiB)

    def verify(when):
        os.posix_fadvise(dst, 0, 0, os.POSIX_FADV_DONTNEED)
        for k in range(4):
            got = os.preadv(dst, [buf], k * MiB)
            if got != MiB or buf != want[k]:
                bad.append("%s: block %d differs" % (when, k))
    for i in range(n):
        k, ks = rng.randrange(4), rng.randrange(4)
        data = rng.randbytes(MiB)
        os.pwrite(dst, data, k * MiB)
        want[k] = data
        libc.sync_file_range(dst, ctypes.c_longlong(0), ctypes.c_longlong(0), 7)
        time.sleep(rng.choice((0, 0.0005, 0.001, 0.002, 0.004)))
        if rng.random() < 0.8:
            got = os.copy_file_range(src, dst, MiB, ks * MiB, k * MiB)
            if got != MiB:
                bad.append("round %d: copied %d" % (i, got))
            want[k] = blocks[ks]
        if i % 10 == 9:
            time.sleep(0.01)            # the batches in flight finish
            verify("round %d" % i)
        if bad:
            break
    os.fsync(dst)
    verify("after fsync")
    ok("%d copies by name onto blocks being stored" % n, not bad, "; ".join(bad[:4]))
    os.close(src)
    os.close(dst)
    with open(os.path.join(a, "race.want"), "wb") as f:
        f.write(b"".join(want))


def main():
    what, a, b = sys.argv[1:4]
    try:
        if what == "seek":
            do_seek(a, b)
        elif what == "seek-again":
            do_seek_again(a, b)
        elif what == "copies":
            do_copies(a, b, int(sys.argv[4]), int(sys.argv[5]))
        elif what == "compare":
            do_compare(a, b)
        elif what == "race":
            do_race(a, int(b))
        elif what == "misc":
            do_misc(a, b, sys.argv[4])
    except Exception as e:              # a crash is one failure, with its cause
        import traceback
        out("not ok", "%s ran to the end" % what, "%s: %s %s" % (type(e).__name__, e,
                                                                  traceback.format_exc()[-600:]))
    out("done")


if __name__ == "__main__":
    main()
