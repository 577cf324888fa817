#!/usr/bin/python3
"""fsx.py: a seeded random exerciser of file data, checked against a model.

In the spirit of xfstests' fsx: a few files in DIR (three of up to 6 MiB,
so they span several 1 MiB blocks, and two small ones under 64 KiB) get a
random sequence of operations, applied both to the mount and to an
in-memory model (a bytearray per inode); what the mount reads back is
compared with the model after every operation (the bytes touched, the
size, a random range, from time to time every byte of every file).

Usage: fsx.py DIR SEED OPS, driven by tests/fs/fsx.t through two fifos.
Lines to stdout, tab-separated:
    ok NAME | not ok NAME DETAIL | skip NAME WHY | diag TEXT | done
and "req WHAT" (umount, mount, check, kill9), to which fsx.t answers one
line on stdin: 0 when it worked, else a code and a reason.  The mount is
only touched between requests, and the remount, --check and kill -9
cycles run where the sequence puts them, so one seed is one run.

What is checked after a kill -9: it comes right after every file and the
directory were fsync'd (sometimes followed by writes to some files, which
may then hold anything but must read whole; they are rewritten to the
model after it): the names are exactly the model's, and every untouched
file is exactly its bytes at that fsync.  A file unlinked while open is
gone after a remount.

Environment: FSX_SEED, FSX_OPS, FSX_DROP_EVERY, FSX_REMOUNT_EVERY,
FSX_KILL_EVERY (0: never), FSX_VERBOSE=1 (every op as a diag line),
FSX_NOISE=1 (a second thread works on a file of its own meanwhile),
FSX_SKIP_OPS="NAME..." (leave these operations out of the mix),
FSX_SELFTEST=1: plant a flaw in the model (a flipped byte, a size one
short, a flipped byte of fsync'd state before a kill) and require the
checks to report each (then the flaw is taken back and the run goes on).
"""
import collections
import ctypes
import errno
import mmap
import os
import random
import sys
import threading
import time
import traceback

MiB = 1 << 20
BIG_MAX = 6 * MiB
SMALL_MAX = 64 * 1024 - 1
PAGE = mmap.PAGESIZE
N_BIG, N_SMALL = 3, 2

FALLOC_FL_KEEP_SIZE = 0x01
FALLOC_FL_PUNCH_HOLE = 0x02
FALLOC_FL_COLLAPSE_RANGE = 0x08
FALLOC_FL_ZERO_RANGE = 0x10
FALLOC_FL_INSERT_RANGE = 0x20
FALLOC_FL_UNSHARE_RANGE = 0x40
ZERO_MODES = (
    FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, FALLOC_FL_ZERO_RANGE,
    FALLOC_FL_ZERO_RANGE | FALLOC_FL_KEEP_SIZE)
UNSUPPORTED_MODES = (FALLOC_FL_COLLAPSE_RANGE, FALLOC_FL_INSERT_RANGE, FALLOC_FL_UNSHARE_RANGE)

# FSX_REFERENCE=1: the mount is a reference (fsx.t's SBX_FS_FAKE=1, a
# bindfs of ext4), to check the checker: it may collapse, insert and
# unshare ranges (left out), and hides files unlinked while open under
# .fuse_hidden names.
REFERENCE = os.environ.get("FSX_REFERENCE") == "1"

libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_longlong, ctypes.c_longlong]
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]


class Refused(Exception):
    """The reference mount does not do this: no change, go on."""


def fallocate(fd, mode, off, n):
    if libc.fallocate(fd, mode, off, n) != 0:
        e = ctypes.get_errno()
        if REFERENCE and mode in (0,) + ZERO_MODES and e == errno.EOPNOTSUPP:
            raise Refused()
        raise OSError(e, os.strerror(e))


class Mismatch(Exception):
    """The mount disagrees with the model."""


class Stop(Exception):
    """The run cannot go on (a request failed)."""


def out(*fields):
    sys.stdout.write("\t".join(str(f).replace("\t", " ").replace("\n", " ") for f in fields) + "\n")
    sys.stdout.flush()


def request(what):
    out("req", what)
    line = sys.stdin.readline()
    if not line:
        raise Stop("fsx.t went away during " + what)
    line = line.rstrip("\n")
    return line == "0", line


def first_diff(got, want):
    """(first, last, count of differing bytes) or None when equal."""
    if got == want:
        return None
    n = min(len(got), len(want))
    first = last = -1
    count = 0
    step = 65536
    for o in range(0, n, step):
        a, b = got[o:o + step], want[o:o + step]
        if a != b:
            for j in range(len(a)):
                if a[j] != b[j]:
                    count += 1
                    last = o + j
                    if first < 0:
                        first = o + j
    if len(got) != len(want):
        if first < 0:
            first = n
        last = max(len(got), len(want)) - 1
    return first, last, count


def hexat(buf, at, n=8):
    return buf[at:at + n].hex(" ") if at < len(buf) else "(EOF)"


class Noise(threading.Thread):
    """FSX_NOISE=1: a second thread writes, reads, truncates and evicts a
    file of its own beside the run (checked against its own model), so
    sbxfs serves two callers at once: the loop, its workers and the
    flusher see requests of both interleaved.  Its random numbers are its
    own: the run's sequence does not change with it."""

    def __init__(self, root, seed):
        super().__init__(daemon=True)
        self.path = os.path.join(root, "noise")
        self.rng = random.Random(seed * 7919 + 1)
        self.halt = threading.Event()
        self.error = None
        self.ops = 0
        self.log = collections.deque(maxlen=30)

    def run(self):
        try:
            self.work()
        except Exception as e:          # reported by the run at its next op
            self.error = "noise thread, op %d: %s: %s" % (self.ops, type(e).__name__, e)

    def note(self, text):
        self.log.append("noise %d %s" % (self.ops, text))

    def work(self):
        rng = self.rng
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
        data = bytearray()
        try:
            while not self.halt.is_set():
                self.ops += 1
                r = rng.random()
                if r < 0.45:
                    n = rng.choice((rng.randint(1, 5000), rng.randint(1, 16) * PAGE, MiB))
                    off = rng.randint(0, 8 * MiB - n)
                    if n == MiB:
                        off = off // MiB * MiB
                    buf = rng.randbytes(n)
                    self.note("pwrite off %d len %d (size %d)" % (off, n, len(data)))
                    got = os.pwrite(fd, buf, off)
                    if got != n:
                        raise Mismatch("noise file: pwrite of %d bytes wrote %d" % (n, got))
                    if off > len(data):
                        data.extend(bytes(off - len(data)))
                    data[off:off + n] = buf
                elif r < 0.8:
                    off = rng.randint(0, len(data))
                    n = rng.choice((1, PAGE, 100000, MiB))
                    self.note("pread off %d len %d (size %d)" % (off, n, len(data)))
                    got = os.pread(fd, n, off)
                    if got != data[off:off + n]:
                        self.mismatch(fd, data, off, n, got)
                elif r < 0.87:
                    n = rng.randint(0, 8 * MiB)
                    self.note("ftruncate from %d to %d" % (len(data), n))
                    os.ftruncate(fd, n)
                    if n < len(data):
                        del data[n:]
                    else:
                        data.extend(bytes(n - len(data)))
                elif r < 0.97:
                    self.note("sync_file_range + FADV_DONTNEED")
                    libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), 7)
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                else:
                    self.note("fsync")
                    os.fsync(fd)
        finally:
            os.close(fd)

    def mismatch(self, fd, data, off, n, got):
        want = bytes(data[off:off + n])
        d = first_diff(got, want)
        again = os.pread(fd, n, off)
        size = os.fstat(fd).st_size
        raise Mismatch("noise file: pread at %d len %d: %d bytes, want %d (model size %d, "
                       "fstat %d); first difference at %d (block %d page %d): got %s, "
                       "want %s; read again: %s"
                       % (off, n, len(got), len(want), len(data), size, off + d[0],
                          (off + d[0]) // MiB, (off + d[0]) % MiB // PAGE,
                          hexat(got, d[0]), hexat(want, d[0]),
                          "same" if again == got else "now right" if again == want
                          else "different again"))

    def stop(self):
        self.halt.set()
        self.join()


class Inode:
    __slots__ = ("id", "cap", "data", "name", "fd", "dirty")

    def __init__(self, ident, cap):
        self.id = ident
        self.cap = cap
        self.data = bytearray()
        self.name = None        # None: unlinked (an orphan kept by fd)
        self.fd = None          # owned: O_RDWR, or None when closed
        self.dirty = False      # written since the last fsync of all

    def __str__(self):
        return "%s#%d" % (self.name or "(unlinked)", self.id)


class Fsx:
    def __init__(self, root, seed, nops):
        self.root = root
        self.seed = seed
        self.nops = nops
        self.rng = random.Random(seed)
        self.inodes = []        # live: named or held open
        self.next_name = 0
        self.next_id = 0
        self.log = collections.deque(maxlen=70)
        self.opno = 0
        self.verbose = os.environ.get("FSX_VERBOSE") == "1"
        self.selftest = os.environ.get("FSX_SELFTEST") == "1"
        self.planted = None     # (what, undo) while a selftest flaw is in the model
        self.skipped = set()
        self.counts = collections.Counter()
        self.kills = self.remounts = self.drops = 0
        self.noise = None
        self.noise_on = os.environ.get("FSX_NOISE") == "1"
        self.noise_ops = 0

    # ---- helpers
    def path(self, ino):
        return os.path.join(self.root, ino.name)

    def note(self, text):
        line = "%d %s" % (self.opno, text)
        self.log.append(line)
        if self.verbose:
            out("diag", line)

    def named(self):
        return [i for i in self.inodes if i.name]

    def fd(self, ino):
        if ino.fd is None:
            ino.fd = os.open(self.path(ino), os.O_RDWR)
        return ino.fd

    def randdata(self, n):
        r = self.rng.random()
        if r < 0.7:
            return self.rng.randbytes(n)
        if r < 0.9:
            line = b"fsx seed %d op %d line %%d\n" % (self.seed, self.opno)
            text = b"".join(line % k for k in range(n // 20 + 1))
            return text[:n]
        return bytes(n)

    def randlen(self, cap):
        r = self.rng.random()
        if r < 0.25:
            n = self.rng.randint(1, 16)
        elif r < 0.5:
            n = self.rng.randint(1, 25) * PAGE
        elif r < 0.9:
            n = self.rng.randint(1, 100 * 1024)
        else:
            n = self.rng.randint(100 * 1024, 2 * MiB)
        return max(1, min(n, cap))

    def randoff(self, ino, n):
        """An offset for n bytes: aligned, unaligned, across a block
        boundary, or past EOF (a hole)."""
        top = ino.cap - n
        size = len(ino.data)
        r = self.rng.random()
        if r < 0.2 and ino.cap > MiB:
            b = self.rng.randint(1, ino.cap // MiB) * MiB
            off = b - self.rng.randint(1, min(n, b))          # crosses b when n > 1
        elif r < 0.45:
            off = self.rng.randrange(0, max(1, top + 1)) // PAGE * PAGE
        elif r < 0.6 and size < top:
            off = self.rng.randint(size, top)                 # past EOF: a hole before it
        else:
            off = self.rng.randint(0, max(0, min(top, size + PAGE)))
        return max(0, min(off, top))

    def model_write(self, ino, off, data):
        d = ino.data
        if off > len(d):
            d.extend(bytes(off - len(d)))
        d[off:off + len(data)] = data
        ino.dirty = True

    def model_truncate(self, ino, n):
        d = ino.data
        if n < len(d):
            del d[n:]
        else:
            d.extend(bytes(n - len(d)))
        ino.dirty = True

    def pick(self, orphans=True):
        pool = self.inodes if orphans else self.named()
        return self.rng.choice(pool)

    # ---- checks
    def expect(self, ino, off, got, what):
        want = bytes(ino.data[off:off + len(got)]) if off < len(ino.data) else b""
        if len(got) > len(want):
            raise Mismatch("%s of %s at %d: %d bytes, the model has %d"
                           % (what, ino, off, len(got), len(want)))
        want = want[:len(got)]
        d = first_diff(got, want)
        if d:
            first, last, count = d
            raise Mismatch("%s of %s: %d bytes differ in [%d, %d] (file offsets %d..%d, "
                           "block %d page %d); at %d got %s, want %s"
                           % (what, ino, count, first, last, off + first, off + last,
                              (off + first) // MiB, (off + first) % MiB // PAGE,
                              off + first, hexat(got, first), hexat(want, first)))

    def check_range(self, ino, off, n, what="pread"):
        got = os.pread(self.fd(ino), n, off)
        want_n = max(0, min(n, len(ino.data) - off))
        if len(got) != want_n:
            raise Mismatch("%s of %s at %d len %d: got %d bytes, want %d (size %d)"
                           % (what, ino, off, n, len(got), want_n, len(ino.data)))
        self.expect(ino, off, got, what)

    def check_size(self, ino):
        st = os.fstat(self.fd(ino))
        if st.st_size != len(ino.data):
            raise Mismatch("fstat of %s: size %d, want %d" % (ino, st.st_size, len(ino.data)))
        if ino.name:
            st = os.stat(self.path(ino))
            if st.st_size != len(ino.data):
                raise Mismatch("stat of %s: size %d, want %d" % (ino, st.st_size, len(ino.data)))

    def check_names(self):
        got = sorted(n for n in os.listdir(self.root)
                     if not (REFERENCE and n.startswith(".fuse_hidden")))
        want = sorted(i.name for i in self.named())
        if got != want:
            raise Mismatch("names in the directory: %s, want %s" % (got, want))

    def check_whole(self, ino):
        """Every byte, by a fresh open of its name (an orphan: its fd)."""
        if ino.name:
            with open(self.path(ino), "rb") as f:
                got = f.read()
        else:
            got = b""
            while True:
                b = os.pread(ino.fd, 4 * MiB, len(got))
                if not b:
                    break
                got += b
        if len(got) != len(ino.data):
            d = first_diff(got, bytes(ino.data))
            raise Mismatch("whole read of %s: %d bytes, want %d (first difference at %d)"
                           % (ino, len(got), len(ino.data), d[0] if d else -1))
        self.expect(ino, 0, got, "whole read")

    def check_all(self):
        self.check_names()
        for ino in self.inodes:
            self.check_size(ino)
            self.check_whole(ino)

    def check_some(self, k=3):
        for _ in range(k):
            ino = self.pick()
            size = len(ino.data)
            off = self.rng.randint(0, size + 100)
            self.check_range(ino, off, self.rng.choice((1, 17, PAGE, 70000, MiB + 3)))

    # ---- operations: each applies to the mount and the model, then checks
    def op_pwrite(self, ino=None, data=None, off=None):
        ino = ino or self.pick()
        if data is None:
            data = self.randdata(self.randlen(ino.cap))
        if off is None:
            off = self.randoff(ino, len(data))
        self.note("pwrite %s off %d len %d (size %d)" % (ino, off, len(data), len(ino.data)))
        old = len(ino.data)
        n = os.pwrite(self.fd(ino), data, off)
        if n != len(data):
            raise Mismatch("pwrite of %s: %d of %d bytes" % (ino, n, len(data)))
        self.model_write(ino, off, data)
        self.check_range(ino, off, len(data))
        if off > old:                                   # the hole reads as zeros
            self.check_range(ino, old, off - old, "pread of the hole")
        self.check_size(ino)

    def op_clone_block(self):
        """A block equal to another file's block: the store keeps one chunk
        for both, and a later write to one must not show in the other."""
        src = [i for i in self.inodes if len(i.data) >= MiB]
        dst = [i for i in self.inodes if i.cap > MiB]
        if not src or not dst:
            return self.op_pwrite()
        s, d = self.rng.choice(src), self.rng.choice(dst)
        b = self.rng.randrange(len(s.data) // MiB)
        data = bytes(s.data[b * MiB:(b + 1) * MiB])
        off = self.rng.randrange(d.cap // MiB) * MiB
        self.note("clone block %d of %s to %s block %d" % (b, s, d, off // MiB))
        self.op_pwrite(d, data, off)

    def op_append(self):
        ino = self.pick(orphans=False)
        n = min(self.randlen(ino.cap), ino.cap - len(ino.data))
        if n <= 0:
            return self.op_ftruncate(ino)
        data = self.randdata(n)
        self.note("O_APPEND write %s len %d at %d" % (ino, n, len(ino.data)))
        fd = os.open(self.path(ino), os.O_WRONLY | os.O_APPEND)
        try:
            if os.write(fd, data) != n:
                raise Mismatch("append to %s: short write" % ino)
            pos = os.lseek(fd, 0, os.SEEK_CUR)
        finally:
            os.close(fd)
        at = len(ino.data)
        self.model_write(ino, at, data)
        if pos != len(ino.data):
            raise Mismatch("append to %s: position %d after it, want %d" % (ino, pos, len(ino.data)))
        self.check_range(ino, at, n)
        self.check_size(ino)

    def newsize(self, ino):
        r = self.rng.random()
        size = len(ino.data)
        if r < 0.1:
            return 0
        if r < 0.4:
            return self.rng.randint(0, size)
        if r < 0.55 and ino.cap > MiB:
            return self.rng.randint(1, ino.cap // MiB) * MiB + self.rng.choice((-1, 0, 1, PAGE))
        return self.rng.randint(0, ino.cap)

    def op_ftruncate(self, ino=None, bypath=False):
        ino = ino or (self.pick(orphans=False) if bypath else self.pick())
        n = max(0, min(self.newsize(ino), ino.cap))
        old = len(ino.data)
        self.note("%s %s from %d to %d" % ("truncate" if bypath else "ftruncate", ino, old, n))
        if bypath:
            os.truncate(self.path(ino), n)
        else:
            os.ftruncate(self.fd(ino), n)
        self.model_truncate(ino, n)
        self.check_size(ino)
        self.check_eofpage(ino)
        lo = max(0, min(old, n) - 5000)
        self.check_range(ino, lo, max(old, n) - lo + 10, "pread around the new end")

    def op_truncate_path(self):
        self.op_ftruncate(bypath=True)

    def op_fallocate(self):
        ino = self.pick()
        fd = self.fd(ino)
        size = len(ino.data)
        r = self.rng.random()
        if r < 0.5:                                     # mode 0, extending
            if size >= ino.cap:
                return self.op_ftruncate(ino)
            off = self.rng.randint(max(0, size - 2 * PAGE), size)
            n = self.rng.randint(max(1, size - off + 1), ino.cap - off)
            self.note("fallocate %s mode 0 off %d len %d (size %d)" % (ino, off, n, size))
            fallocate(fd, 0, off, n)
            self.model_truncate(ino, max(size, off + n))
            self.check_range(ino, max(0, size - 100), off + n - size + 200, "pread of the allocated range")
        elif r < 0.65:                                  # mode 0 inside: no change
            off = self.rng.randint(0, size)
            n = self.rng.randint(1, max(1, size - off))
            self.note("fallocate %s mode 0 inside, off %d len %d (size %d)" % (ino, off, n, size))
            fallocate(fd, 0, off, n)
            self.model_truncate(ino, max(size, off + n))
        elif r < 0.85:                                  # punch a hole, zero a range
            mode = self.rng.choice(ZERO_MODES)
            off = self.rng.randint(0, size + MiB)
            if not mode & FALLOC_FL_KEEP_SIZE:
                off = min(off, ino.cap - 1)
            if self.rng.random() < 0.5:
                off = off // PAGE * PAGE
            n = self.rng.randint(1, 3 * MiB)
            if not mode & FALLOC_FL_KEEP_SIZE:
                n = max(1, min(n, ino.cap - off))
            self.note("fallocate %s mode %#x off %d len %d (size %d)" % (ino, mode, off, n, size))
            fallocate(fd, mode, off, n)
            end = off + n if mode & FALLOC_FL_KEEP_SIZE == 0 else min(off + n, size)
            if end > len(ino.data):
                self.model_truncate(ino, end)
            if end > off:
                self.model_write(ino, off, bytes(end - off))
            lo = max(0, min(off, size) - 100)
            self.check_range(ino, lo, off + n - lo + 100, "pread of the zeroed range")
        else:                                           # others: EOPNOTSUPP, no change
            mode = self.rng.choice(UNSUPPORTED_MODES + (FALLOC_FL_KEEP_SIZE,))
            off = self.rng.randint(0, size + MiB) // PAGE * PAGE
            n = self.rng.randint(1, 2 * MiB) // PAGE * PAGE + PAGE
            self.note("fallocate %s mode %#x off %d len %d (size %d)" % (ino, mode, off, n, size))
            if REFERENCE and mode != FALLOC_FL_KEEP_SIZE:
                return                          # the model does not follow these
            try:
                fallocate(fd, mode, off, n)
                e = 0
            except OSError as ex:
                e = ex.errno
            if mode == FALLOC_FL_KEEP_SIZE:
                if e not in (0, errno.EOPNOTSUPP):
                    raise Mismatch("fallocate KEEP_SIZE of %s: %s" % (ino, os.strerror(e)))
            elif e != errno.EOPNOTSUPP:
                raise Mismatch("fallocate mode %#x of %s: %s, want EOPNOTSUPP"
                               % (mode, ino, os.strerror(e) if e else "success"))
            lo = max(0, min(off, size) - 100)
            self.check_range(ino, lo, off + n - lo + 100, "pread after a refused fallocate")
        self.check_size(ino)

    def op_mmap(self, write=True):
        ino = self.pick()
        size = len(ino.data)
        if size == 0:
            return self.op_pwrite(ino)
        off = self.rng.randrange(size)
        n = min(self.randlen(ino.cap), size - off)
        moff = off // PAGE * PAGE
        prot = mmap.PROT_READ | (mmap.PROT_WRITE if write else 0)
        m = mmap.mmap(self.fd(ino), off + n - moff, mmap.MAP_SHARED, prot, offset=moff)
        try:
            if write:
                data = self.randdata(n)
                sync = self.rng.random() < 0.7
                self.note("mmap write %s off %d len %d%s" % (ino, off, n, " + msync" if sync else ""))
                m[off - moff:off - moff + n] = data
                self.model_write(ino, off, data)
                if sync:
                    m.flush()
            else:
                self.note("mmap read %s off %d len %d" % (ino, off, n))
            self.expect(ino, off, m[off - moff:off - moff + n], "mmap read")
        finally:
            m.close()
        self.check_range(ino, off, n)
        self.check_size(ino)

    def op_mmap_read(self):
        self.op_mmap(write=False)

    def op_copy(self):
        if len(self.inodes) < 2:
            return self.op_pwrite()
        s, d = self.rng.sample(self.inodes, 2)
        size = len(s.data)
        how = "sendfile" if self.rng.random() < 0.4 else "copy_file_range"
        if self.rng.random() < 0.4 and size and d.cap > MiB:
            soff, n, doff = self.block_span(size, d.cap)
            if self.rng.random() < 0.5:     # stored: sbxfs copies its blocks by name
                self.note("fsync %s" % s)
                os.fsync(self.fd(s))
        else:
            soff = self.rng.randint(0, size) if self.rng.random() < 0.5 else \
                self.rng.randint(0, size) // PAGE * PAGE
            n = min(self.randlen(d.cap), max(1, size - soff + 5))
            doff = self.randoff(d, n)
        if how in self.skipped:
            return self.op_pwrite()
        self.note("%s %s off %d len %d to %s off %d" % (how, s, soff, n, d, doff))
        try:
            if how == "sendfile":
                os.lseek(self.fd(d), doff, os.SEEK_SET)
                got = os.sendfile(self.fd(d), self.fd(s), soff, n)
            else:
                got = os.copy_file_range(self.fd(s), self.fd(d), n, soff, doff)
        except OSError as e:
            if e.errno in (errno.EOPNOTSUPP, errno.EXDEV, errno.ENOSYS, errno.EINVAL):
                self.skipped.add(how)
                out("skip", how, "not supported here: " + os.strerror(e.errno))
                return
            raise
        want = max(0, min(n, size - soff))
        if got > want or (want > 0 and got == 0):
            raise Mismatch("%s: %d bytes copied, want up to %d" % (how, got, want))
        if got:
            self.model_write(d, doff, bytes(s.data[soff:soff + got]))
        self.check_range(d, max(0, doff - 10), got + 20)
        self.check_size(d)

    def block_span(self, size, cap):
        """A copy of whole blocks at block offsets (sbxfs then names the
        source's chunks): some blocks, to the source's end (its last
        block, perhaps a part of one), or past it.  (soff, n, doff)."""
        soff = self.rng.randrange((size + MiB - 1) // MiB) * MiB
        r = self.rng.random()
        if r < 0.4:
            n = size - soff
        elif r < 0.6:
            n = size - soff + self.rng.randint(1, MiB)
        else:
            n = self.rng.randint(1, 3) * MiB
        doff = self.rng.randrange(cap // MiB) * MiB
        return soff, max(1, min(n, cap - doff)), doff

    def op_copy_self(self):
        """copy_file_range within one file: ranges apart are copied as
        between two files; overlapping ones are EINVAL (the VFS refuses
        them, on ext4 too) and change nothing."""
        big = [i for i in self.inodes if len(i.data) >= 2 * MiB]
        if not big:
            return self.op_copy()
        ino = self.rng.choice(big)
        size = len(ino.data)
        if self.rng.random() < 0.5:
            soff, n, doff = self.block_span(size, ino.cap)
            if self.rng.random() < 0.5:
                self.note("fsync %s" % ino)
                os.fsync(self.fd(ino))
        else:
            soff = self.rng.randint(0, size - 1)
            n = self.rng.randint(1, min(size - soff, ino.cap // 3))
            doff = self.rng.randint(0, ino.cap - n)
        n = min(n, size - soff)
        overlap = doff < soff + n and soff < doff + n
        self.note("copy_file_range %s off %d len %d to itself off %d%s"
                  % (ino, soff, n, doff, " (overlapping)" if overlap else ""))
        fd = self.fd(ino)
        try:
            got = os.copy_file_range(fd, fd, n, soff, doff)
        except OSError as e:
            if e.errno == errno.EINVAL and overlap:
                self.check_range(ino, doff, n)
                return
            raise Mismatch("copy_file_range of %s to itself: %s" % (ino, os.strerror(e.errno)))
        if overlap:
            raise Mismatch("overlapping copy_file_range of %s: %d bytes copied, want EINVAL"
                           % (ino, got))
        if got != n:
            raise Mismatch("copy_file_range of %s to itself: %d bytes copied, want %d"
                           % (ino, got, n))
        self.model_write(ino, doff, bytes(ino.data[soff:soff + n]))
        self.check_range(ino, max(0, doff - 10), n + 20)
        self.check_size(ino)

    def op_fsync(self):
        ino = self.pick()
        how = self.rng.choice(("fsync", "fdatasync", "fsync of another fd"))
        if how == "fsync of another fd" and not ino.name:
            how = "fsync"
        self.note("%s %s" % (how, ino))
        if how == "fsync":
            os.fsync(self.fd(ino))
        elif how == "fdatasync":
            os.fdatasync(self.fd(ino))
        else:
            fd = os.open(self.path(ino), os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        self.check_some(1)

    def op_reopen(self):
        ino = self.pick()
        self.note("close %s%s" % (ino, "" if ino.name else " (the last fd: it goes)"))
        if ino.fd is not None:
            os.close(ino.fd)
            ino.fd = None
        if not ino.name:
            self.inodes.remove(ino)
            return
        if self.rng.random() < 0.5:                     # else lazily, at its next use
            self.fd(ino)
        self.check_size(ino)
        self.check_range(ino, self.rng.randint(0, len(ino.data)), 100000)

    def op_rename(self):
        named = self.named()
        if len(named) < 2:
            return self.op_create()
        s, d = self.rng.sample(named, 2)
        if self.rng.random() < 0.3 and d.fd is not None:
            os.close(d.fd)                              # the target goes with its name
            d.fd = None
        self.note("rename %s over %s%s" % (s, d, " (open)" if d.fd is not None else ""))
        os.rename(self.path(s), self.path(d))
        s.name, d.name = d.name, None
        if d.fd is None:
            self.inodes.remove(d)
        orphans = [i for i in self.inodes if not i.name and i is not d]
        if len(orphans) >= 2:                           # keep a few at most
            self.note("close %s (the last fd: it goes)" % orphans[0])
            os.close(orphans[0].fd)
            orphans[0].fd = None
            self.inodes.remove(orphans[0])
        self.check_names()
        self.check_size(s)
        if d.fd is not None:
            self.check_size(d)
            self.check_range(d, 0, 4096)

    def op_unlink(self):
        named = self.named()
        if len(named) < 2 or len(self.inodes) - len(named) >= 2:
            return self.op_reopen()
        ino = self.rng.choice(named)
        self.fd(ino)
        self.note("unlink %s, still open" % ino)
        os.unlink(self.path(ino))
        ino.name = None
        self.check_names()
        self.check_size(ino)

    def op_create(self):
        nbig = sum(1 for i in self.named() if i.cap == BIG_MAX)
        cap = BIG_MAX if nbig < N_BIG else SMALL_MAX
        ino = Inode(self.next_id, cap)
        self.next_id += 1
        ino.name = "f%d" % self.next_name
        self.next_name += 1
        self.note("create %s (%s)" % (ino, "big" if cap == BIG_MAX else "small"))
        ino.fd = os.open(self.path(ino), os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        ino.dirty = True
        self.inodes.append(ino)
        n = self.rng.randint(0, cap) if self.rng.random() < 0.8 else 0
        if n:
            self.op_pwrite(ino, self.randdata(n), 0)
        self.check_names()

    def op_read(self):
        self.note("random preads")
        self.check_some(4)

    def op_odirect(self):
        if "O_DIRECT" in self.skipped:
            return self.op_read()
        ino = self.pick(orphans=False)
        size = len(ino.data)
        off = self.rng.randint(0, size) // PAGE * PAGE
        n = self.rng.randint(1, 300) * PAGE
        self.note("O_DIRECT read %s off %d len %d (size %d)" % (ino, off, n, size))
        try:
            fd = os.open(self.path(ino), os.O_RDONLY | os.O_DIRECT)
        except OSError as e:
            self.skipped.add("O_DIRECT")
            out("skip", "O_DIRECT reads", os.strerror(e.errno))
            return
        buf = mmap.mmap(-1, n)                          # page aligned
        try:
            got = os.preadv(fd, [buf], off)
            want = max(0, min(n, size - off))
            if got != want:
                raise Mismatch("O_DIRECT read of %s at %d len %d: %d bytes, want %d"
                               % (ino, off, n, got, want))
            self.expect(ino, off, buf[:got], "O_DIRECT read")
        finally:
            buf.close()
            os.close(fd)

    def op_odirect_write(self):
        """Page-aligned O_DIRECT write: the kernel writes back and drops
        the cached pages of the range, sbxfs gets the bytes at once."""
        if "O_DIRECT" in self.skipped:
            return self.op_pwrite()
        ino = self.pick(orphans=False)
        n = self.rng.randint(1, min(64, ino.cap // PAGE)) * PAGE
        off = self.randoff(ino, n) // PAGE * PAGE
        self.note("O_DIRECT write %s off %d len %d (size %d)" % (ino, off, n, len(ino.data)))
        try:
            fd = os.open(self.path(ino), os.O_WRONLY | os.O_DIRECT)
        except OSError as e:
            self.skipped.add("O_DIRECT")
            out("skip", "O_DIRECT", os.strerror(e.errno))
            return
        buf = mmap.mmap(-1, n)
        try:
            data = self.randdata(n)
            buf[:] = data
            got = os.pwritev(fd, [buf], off)
            if got != n:
                raise Mismatch("O_DIRECT write of %s: %d of %d bytes" % (ino, got, n))
        finally:
            buf.close()
            os.close(fd)
        old = len(ino.data)
        self.model_write(ino, off, data)
        self.check_range(ino, max(0, off - 100), n + 200)
        if off > old:
            self.check_range(ino, old, off - old, "pread of the hole")
        self.check_size(ino)

    def op_evict(self):
        """Send a file's dirty pages to sbxfs without an fsync (no batch:
        they stay pages over stored blocks) and drop its cached pages, so
        the reads after it come from sbxfs."""
        ino = self.pick()
        fd = self.fd(ino)
        self.note("sync_file_range + FADV_DONTNEED %s (size %d)" % (ino, len(ino.data)))
        if libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), 7) != 0:
            e = ctypes.get_errno()
            raise OSError(e, "sync_file_range: " + os.strerror(e))
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        size = len(ino.data)
        for _ in range(3):
            off = self.rng.randint(0, size)
            self.check_range(ino, off, self.rng.choice((1, 100, PAGE, 3 * PAGE + 5, MiB)))
        self.check_eofpage(ino)

    def op_seek(self):
        """SEEK_DATA and SEEK_HOLE: whatever sbxfs reports, a hole it names
        reads as zeros (to the end of its 1 MiB block or of the file: sbxfs
        knows holes a block at a time; a page on a reference mount) and the
        data it skips to, or past the end of (ENXIO), is past zeros only.
        sbxfs has the kernel write its dirty pages back first: without
        that, data written and not yet sent was a hole."""
        ino = self.pick()
        size = len(ino.data)
        off = self.rng.randint(0, size + 10)
        fd = self.fd(ino)
        self.note("SEEK_DATA, SEEK_HOLE %s from %d (size %d)" % (ino, off, size))
        for whence in (os.SEEK_DATA, os.SEEK_HOLE):
            name = "SEEK_DATA" if whence == os.SEEK_DATA else "SEEK_HOLE"
            try:
                at = os.lseek(fd, off, whence)
            except OSError as e:
                rest = ino.data[off:]
                if e.errno == errno.ENXIO and (off >= size or (
                        whence == os.SEEK_DATA and rest.count(0) == len(rest))):
                    continue
                raise Mismatch("%s of %s from %d (size %d): %s"
                               % (name, ino, off, size, os.strerror(e.errno)))
            if off >= size or not off <= at <= size:
                raise Mismatch("%s of %s from %d (size %d): %d" % (name, ino, off, size, at))
            end = at + PAGE if REFERENCE else (at // MiB + 1) * MiB
            zeros = ino.data[off:at] if whence == os.SEEK_DATA else ino.data[at:end]
            if zeros.count(0) != len(zeros):
                raise Mismatch("%s of %s from %d: %d, but the model has data there"
                               % (name, ino, off, at))

    def op_cut_in_flight(self):
        """Cut a file below a block a batch is storing, then write past it,
        so the block's slot is made again (a hole) before the batch is
        done: the batch must not give the new slot the old block's name.
        The batch is an fsync of another file, which stores every dirty
        block; the write and the cut reach sbxfs at once (no fsync)."""
        big = [i for i in self.named() if i.cap >= 4 * MiB]
        if len(big) < 1 or len(self.named()) < 2:
            return self.op_ftruncate()
        ino = self.rng.choice(big)
        other = self.rng.choice([i for i in self.named() if i is not ino])
        k = self.rng.randint(0, ino.cap // MiB - 3)
        data = self.randdata(2 * MiB)
        cut = k * MiB + self.rng.randint(0, 2 * MiB - 1)  # drops block k+1, or cuts it
        end = (k + 2) * MiB + self.rng.randint(0, MiB - 1)
        delay = self.rng.random() * 0.004
        self.note("cut in flight %s: write blocks %d-%d, fsync %s meanwhile, truncate to %d, "
                  "write 1 byte at %d (size %d)" % (ino, k, k + 1, other, cut, end, len(ino.data)))
        fd, ofd = self.fd(ino), self.fd(other)
        os.pwrite(fd, data, k * MiB)
        self.model_write(ino, k * MiB, data)
        libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), 7)
        t = threading.Thread(target=os.fsync, args=(ofd,))
        t.start()
        try:
            time.sleep(delay)
            os.ftruncate(fd, cut)
            os.pwrite(fd, b"y", end)
            libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), 7)
        finally:
            t.join()
        self.model_truncate(ino, cut)
        self.model_write(ino, end, b"y")
        os.fsync(fd)                                    # every batch done
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        self.check_range(ino, cut, end + 1 - cut, "pread of the cut and the hole after it")
        self.check_size(ino)

    def check_eofpage(self, ino):
        """The rest of the page that holds EOF reads as zeros in a map."""
        size = len(ino.data)
        if size % PAGE == 0:
            return
        moff = size // PAGE * PAGE
        addr = libc.mmap(None, ctypes.c_size_t(PAGE), mmap.PROT_READ, mmap.MAP_SHARED,
                         self.fd(ino), ctypes.c_long(moff))
        if addr in (None, ctypes.c_void_p(-1).value):
            raise OSError(ctypes.get_errno(), "mmap of the EOF page")
        try:
            page = ctypes.string_at(addr, PAGE)
        finally:
            libc.munmap(ctypes.c_void_p(addr), ctypes.c_size_t(PAGE))
        self.expect(ino, moff, page[:size - moff], "mmap read of the EOF page")
        tail = page[size - moff:]
        if tail.count(0) != len(tail):
            at = next(i for i, b in enumerate(tail) if b)
            raise Mismatch("mmap of %s's EOF page: byte %d past EOF (%d) is %#x, want 0"
                           % (ino, at, size, tail[at]))

    OPS = (("pwrite", 30), ("clone_block", 3), ("append", 6), ("ftruncate", 5),
           ("truncate_path", 4), ("fallocate", 6), ("mmap", 6), ("mmap_read", 2),
           ("copy", 5), ("copy_self", 1), ("fsync", 4), ("reopen", 4), ("rename", 2), ("unlink", 2),
           ("read", 6), ("odirect", 3), ("odirect_write", 2), ("evict", 5),
           ("seek", 2), ("cut_in_flight", 2))

    # ---- cycles: drop caches, remount, kill -9
    def close_all(self, gone_ok=False):
        for ino in list(self.inodes):
            if ino.fd is not None:
                try:
                    os.close(ino.fd)
                except OSError:
                    if not gone_ok:
                        raise
                ino.fd = None
            if not ino.name:
                self.inodes.remove(ino)                 # an orphan goes with its fd

    def noise_start(self):
        if self.noise_on:
            self.noise = Noise(self.root + "-noise", self.seed + 1000 * self.noise_ops)
            self.noise.start()

    def noise_stop(self):
        """Stop the noise thread; what it found wrong is a mismatch."""
        if self.noise:
            self.noise.stop()
            self.noise_ops += self.noise.ops
            self.noise_log = self.noise.log
            err, self.noise = self.noise.error, None
            if err:
                for line in self.noise_log:
                    self.log.append(line)
                raise Mismatch(err)

    def noise_check(self):
        if self.noise and self.noise.error:
            self.noise_stop()

    def ask(self, what):
        good, line = request(what)
        if not good:
            raise Stop("%s failed: %s" % (what, line))

    def drop_caches(self):
        self.note("drop caches")
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("3\n")
        self.check_all()
        self.drops += 1
        out("ok", "op %d: after dropping caches every file matches the model" % self.opno)

    def remount(self):
        self.note("unmount, --check, mount")
        self.noise_stop()
        self.close_all()
        self.ask("umount")
        self.ask("check")
        self.ask("mount")
        self.noise_start()
        self.check_all()
        self.remounts += 1
        out("ok", "op %d: unmounted, --check clean, remounted: every file matches the model"
            % self.opno)

    def sync_all(self):
        for ino in self.inodes:
            os.fsync(self.fd(ino))
            ino.dirty = False
        dfd = os.open(self.root, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)

    def kill9(self):
        self.sync_all()
        after = self.rng.random() < 0.4               # then writes nobody fsyncs
        if after:
            for _ in range(self.rng.randint(1, 4)):
                ino = self.pick(orphans=False)
                if self.rng.random() < 0.7:
                    self.op_pwrite(ino)
                else:
                    self.op_ftruncate(ino)
        touched = [i for i in self.named() if i.dirty]
        self.note("kill -9 after fsync of all%s" % (
            "; then unsynced writes to " + " ".join(map(str, touched)) if touched else ""))
        flaw = None
        if self.selftest and self.kills == 0:
            clean = [i for i in self.named() if not i.dirty and i.data]
            if clean:
                flaw = self.rng.choice(clean)
                flaw_at = self.rng.randrange(len(flaw.data))
                flaw.data[flaw_at] ^= 0x01
                self.note("selftest: flipped byte %d of %s's fsync'd state" % (flaw_at, flaw))
        self.noise_stop()
        self.ask("kill9")
        self.close_all(gone_ok=True)
        self.ask("check")
        self.ask("mount")
        self.noise_start()
        self.kills += 1
        self.check_names()
        # What a file written after the fsync holds now is not known: it
        # must read whole, no longer than it ever was; then it is given the
        # model's bytes again, so the rest of the run does not depend on
        # what the kill kept and the seed stays reproducible.
        for ino in touched:
            with open(self.path(ino), "rb") as f:
                n = len(f.read())
            if n > ino.cap:
                raise Mismatch("%s after kill -9: %d bytes, more than it ever had" % (ino, n))
            self.note("after the kill %s has %d bytes; rewritten to the model's %d"
                      % (ino, n, len(ino.data)))
            fd = self.fd(ino)
            os.ftruncate(fd, len(ino.data))
            os.pwrite(fd, ino.data, 0)
        try:
            for ino in self.inodes:
                self.check_size(ino)
                self.check_whole(ino)
        except Mismatch as e:
            if flaw is None:
                raise
            out("ok", "selftest: a flipped byte of fsync'd state is reported after kill -9")
            out("diag", "  (it said: %s)" % e)
            flaw.data[flaw_at] ^= 0x01
            self.check_all()
        else:
            if flaw is not None:
                out("not ok", "selftest: a flipped byte of fsync'd state is reported after kill -9",
                    "the check passed")
        out("ok", "op %d: kill -9 after fsync, --check clean, remounted: every fsync'd file "
            "matches%s" % (self.opno, " (%d written after it, read whole)" % len(touched)
                           if touched else ""))

    # ---- selftest: a flaw in the model that the next check must report
    def plant(self):
        live = [i for i in self.inodes if i.data]
        if not live:
            return
        ino = self.rng.choice(live)
        if self.planted is None and not self.counts["planted-byte"]:
            at = self.rng.randrange(len(ino.data))
            ino.data[at] ^= 0x40
            self.planted = ("a flipped byte of the model", lambda: ino.data.__setitem__(at, ino.data[at] ^ 0x40))
            self.counts["planted-byte"] += 1
        elif self.planted is None and not self.counts["planted-size"]:
            last = ino.data.pop()
            self.planted = ("the model one byte short", lambda: ino.data.append(last))
            self.counts["planted-size"] += 1
        else:
            return
        self.note("selftest: planted %s in %s" % (self.planted[0], ino))

    def check_planted(self):
        """With a flaw planted, a full check must report it."""
        what, undo = self.planted
        try:
            self.check_all()
        except Mismatch as e:
            out("ok", "selftest: %s is reported" % what)
            out("diag", "  (it said: %s)" % e)
        else:
            out("not ok", "selftest: %s is reported" % what, "check_all passed")
        undo()
        self.planted = None
        self.check_all()

    # ---- the run
    def run(self):
        env = os.environ.get
        drop_every = int(env("FSX_DROP_EVERY", "60"))
        remount_every = int(env("FSX_REMOUNT_EVERY", "150"))
        kill_every = int(env("FSX_KILL_EVERY", "200"))
        os.makedirs(self.root, exist_ok=True)
        for name in os.listdir(self.root):
            os.unlink(os.path.join(self.root, name))
        if self.noise_on:
            os.makedirs(self.root + "-noise", exist_ok=True)
        self.noise_start()
        skip = env("FSX_SKIP_OPS", "").split()
        names, weights = zip(*[(n, w) for n, w in self.OPS if n not in skip])
        for self.opno in range(1, self.nops + 1):
            self.noise_check()
            if len(self.named()) < N_BIG + N_SMALL:
                self.op_create()
            else:
                name = self.rng.choices(names, weights)[0]
                self.counts[name] += 1
                try:
                    getattr(self, "op_" + name)()
                except Refused:
                    pass
            if self.selftest and self.opno in (self.nops // 4, self.nops // 2):
                self.plant()
            if self.planted:
                self.check_planted()
            elif self.opno % 25 == 0:
                self.check_all()
            if drop_every and self.opno % drop_every == 0:
                self.drop_caches()
            if kill_every and self.opno % kill_every == 0:
                self.kill9()
            elif remount_every and self.opno % remount_every == 0:
                self.remount()
        self.noise_stop()
        self.check_all()
        out("ok", "%d ops: every file matches the model (%d drops, %d remounts, %d kills%s)"
            % (self.nops, self.drops, self.remounts, self.kills,
               ", %d ops of noise beside them" % self.noise_ops if self.noise_on else ""))
        self.close_all()
        out("diag", "op mix: " + " ".join("%s=%d" % kv for kv in sorted(self.counts.items())))

    def report(self, title, detail):
        out("not ok", title, detail)
        env = " ".join("%s=%s" % (k, v) for k, v in sorted(os.environ.items())
                       if k.startswith("FSX_") and k not in ("FSX_SEED", "FSX_SPEC", "FSX_OPS", "FSX_REFERENCE")
                       or k == "SBX_FS_FAKE")
        out("diag", "reproduce: FSX_SEED=%s FSX_OPS=%d %sprove -v tests/fs/fsx.t  (the last ops:)"
            % (os.environ.get("FSX_SPEC", self.seed), self.nops, env + " " if env else ""))
        for line in self.log:
            out("diag", "  " + line)


def main():
    root, seed, nops = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    fsx = Fsx(root, seed, nops)
    try:
        fsx.run()
    except Mismatch as e:
        fsx.report("op %d: the mount matches the model" % fsx.opno, str(e))
    except Stop as e:
        fsx.report("op %d: the run's mount requests work" % fsx.opno, str(e))
    except OSError as e:
        fsx.report("op %d: no unexpected error" % fsx.opno, "%s: %s" % (type(e).__name__, e))
        for line in traceback.format_exc().splitlines()[-7:-1]:
            out("diag", "  " + line)
    if fsx.noise:                       # after a failure: let the mount go
        fsx.noise.stop()
    out("done")


if __name__ == "__main__":
    main()
