#!/usr/bin/env python3
"""kmerge.py MODE FILE REF SEED N: the same changes to FILE (on sbxfs) and
REF (on ext4), so that FILE must read as REF after (tests/fs/kmerge.t).

  new    write N MiB of random bytes to both (fsync'd)
  pages  N random 4 KiB page writes (a few partial), fsync at the end
  mixed  N random operations: page writes (most), writes through a shared
         mapping, hole punches, copy_file_range within the file, truncates
         down and up, appends, fsyncs now and then
  writes the same without punches, copies and truncates (the changes sbxfs
         makes itself, after which it takes no kernel pages for a second)
"""
import ctypes, mmap, os, random, sys

mode, path, ref, seed, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
rnd = random.Random(seed)
PAGE, MIB = 4096, 1 << 20
libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]
PUNCH = 0x02 | 0x01     # FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE


def both(fn):
    for fd in fds:
        fn(fd)


if mode == "new":
    data = rnd.randbytes(n * MIB)
    for p in (path, ref):
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.write(fd, data)
        os.fsync(fd)
        os.close(fd)
    sys.exit(0)

fds = [os.open(path, os.O_RDWR), os.open(ref, os.O_RDWR)]


def size():
    return os.fstat(fds[1]).st_size


if mode == "pages":
    pages = size() // PAGE
    for _ in range(n):
        p = rnd.randrange(pages)
        if rnd.random() < 0.05:                 # part of a page
            o = p * PAGE + rnd.randrange(PAGE - 100)
            b = rnd.randbytes(rnd.randrange(1, 100))
        else:
            o, b = p * PAGE, rnd.randbytes(PAGE)
        both(lambda fd: os.pwrite(fd, b, o))
    os.fsync(fds[0])
elif mode in ("mixed", "writes"):
    for i in range(n):
        sz = size()
        r = rnd.random()
        if mode == "writes" and 0.65 <= r < 0.78:
            r = 0.5
        if r < 0.55 and sz >= PAGE:
            o = rnd.randrange(sz // PAGE) * PAGE
            b = rnd.randbytes(PAGE * rnd.randrange(1, 4))
            both(lambda fd: os.pwrite(fd, b, o))
        elif r < 0.65 and sz >= 2 * PAGE:
            o = rnd.randrange(sz // PAGE - 1) * PAGE
            b = rnd.randbytes(PAGE)
            for fd in fds:
                m = mmap.mmap(fd, 0)
                m[o:o + PAGE] = b
                m.flush()
                m.close()
        elif r < 0.70 and sz > 0:
            o = rnd.randrange(sz)
            ln = rnd.randrange(1, 3 * MIB)
            for fd in fds:
                if libc.fallocate(fd, PUNCH, o, ln) != 0:
                    raise OSError(ctypes.get_errno(), "fallocate")
        elif r < 0.75 and sz > MIB:
            s, d = rnd.randrange(sz - MIB), rnd.randrange(sz)
            ln = rnd.choice([MIB, PAGE * rnd.randrange(1, 64), rnd.randrange(1, MIB)])
            ln = min(ln, sz - s)
            if d + ln > s and s + ln > d:       # overlapping in one file: EINVAL
                d = s + ln
            both(lambda fd: os.copy_file_range(fd, fd, ln, s, d))
        elif r < 0.78:
            t = rnd.randrange(max(sz // 2, 1), sz + 2 * MIB)
            both(lambda fd: os.ftruncate(fd, t))
        elif r < 0.80:
            b = rnd.randbytes(rnd.randrange(1, 2 * MIB))
            both(lambda fd: os.pwrite(fd, b, sz))
        elif r < 0.90:
            os.fsync(fds[0])
        # else: a pause with nothing
    os.fsync(fds[0])
for fd in fds:
    os.close(fd)
