#!/usr/bin/python3
"""nsfuzz.py: a seeded, differential namespace and metadata exerciser.

  nsfuzz.py setup A B                      make the layout on both sides
  nsfuzz.py run A B --seed S --seg K --ops N --who root|user --log F
  nsfuzz.py compare A B                    whole trees; exit 1 on a difference
  nsfuzz.py snap A FILE; same-as FILE A    A exactly (ns times) before and after

A is a directory on the filesystem under test, B one on a reference (ext4).
`run` draws segment K's operations from Random("S/K"), applies each to A
and then to B, and stops at the first op whose result (return value or
errno, and what it read) differs, or at the first tree comparison (every
few ops, and at the end) that differs: exit 1, with the seed, segment, op
and the tail of the op log on stdout.  The op's arguments are drawn before
either side runs, from a listing of B only, so a run is reproducible from
its seed alone.

Layout: A and B each hold the name space (names a..h, up to three levels)
at the top, and two fixed dirs the ops never remove or rename: pub (0777)
and stk (01777, sticky), where the unprivileged runs (--who user, as uid
65534) work next to files root made there.

Compared per entry: type, mode (12 bits), uid, gid, nlink, size (files
and symlinks), symlink target, user.* xattrs, file contents, hard-link
structure (names of one inode on one side are names of one inode on the
other), mtime where it was set explicitly (times set by utimensat lie
years from now: such a time compares exactly, any other mtime only as
"recent"), and whether ctime moved since the previous comparison.
Not compared: atime (sbxfs is noatime, ext4 relatime), st_blocks and
directory sizes (allocation), inode numbers (only the link structure).
"""
import ctypes, errno, hashlib, json, os, random, stat, sys, time

NAMES = "abcdefgh"
FIXED = ("pub", "stk")
libc = ctypes.CDLL(None, use_errno=True)
AT_FDCWD = -100
AT_SYMLINK_NOFOLLOW = 0x100
RENAME_NOREPLACE, RENAME_EXCHANGE = 1, 2
UTIME_NOW, UTIME_OMIT = (1 << 30) - 1, (1 << 30) - 2
SYS_getdents64 = 217                    # x86_64
DAY = 86400 * 10**9
# NSFUZZ_KNOWN_BUGS=1: draw the ops that show known sbxfs bugs too
KNOWN = os.environ.get("NSFUZZ_KNOWN_BUGS") == "1"
NB = os.O_NONBLOCK                      # a FIFO must not block an open: ENXIO or EAGAIN


class timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


def _c(rc):
    if rc < 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    return rc


def renameat2(a, b, flags):
    _c(libc.renameat2(AT_FDCWD, a.encode(), AT_FDCWD, b.encode(), ctypes.c_uint(flags)))


def utimensat(p, at, mt, nofollow):
    ts = (timespec * 2)()
    for i, t in enumerate((at, mt)):
        if t in ("now", "omit"):
            ts[i].tv_sec, ts[i].tv_nsec = 0, UTIME_NOW if t == "now" else UTIME_OMIT
        else:
            ts[i].tv_sec, ts[i].tv_nsec = divmod(t, 10**9)
    _c(libc.utimensat(AT_FDCWD, p.encode(), ts, AT_SYMLINK_NOFOLLOW if nofollow else 0))


def getdents(fd, size):
    """One getdents64 call with a small buffer: [(name, d_type)]."""
    buf = ctypes.create_string_buffer(size)
    n = _c(libc.syscall(SYS_getdents64, fd, buf, size))
    out, off, raw = [], 0, buf.raw
    while off < n:
        reclen = int.from_bytes(raw[off + 16:off + 18], "little")
        name = raw[off + 19:off + reclen].split(b"\0", 1)[0].decode()
        out.append(name)
        off += reclen
    return out


def err(e):
    return errno.errorcode.get(e.errno, "E%d" % e.errno)


# ---- describing a tree ----

def describe(root, since, t0, raw=False):
    """{relpath: entry} of the tree under root; errors become values, so
    two sides that both may not read something still compare."""
    out, firsts = {}, {}

    def one(path, rel):
        try:
            st = os.lstat(path)
        except OSError as e:
            out[rel] = {"lstat": err(e)}
            return None
        t = stat.S_IFMT(st.st_mode)
        e = {"type": {stat.S_IFREG: "f", stat.S_IFDIR: "d", stat.S_IFLNK: "l",
                      stat.S_IFIFO: "p"}.get(t, "?%o" % t),
             "mode": "%04o" % stat.S_IMODE(st.st_mode), "uid": st.st_uid, "gid": st.st_gid,
             "nlink": st.st_nlink}
        m = st.st_mtime_ns
        e["mtime"] = "recent" if abs(m - t0) < DAY and not raw else m
        if raw:                                 # the exact times, to the ns
            e["ctime"] = st.st_ctime_ns
        if since is not None and rel != ".":
            e["ctime_moved"] = st.st_ctime_ns > since
        if t != stat.S_IFDIR:
            e["size"] = st.st_size
            e["link"] = firsts.setdefault((st.st_dev, st.st_ino), rel)
        if t == stat.S_IFLNK:
            e["target"] = os.readlink(path)
        if t == stat.S_IFREG:
            try:
                with open(path, "rb") as f:
                    e["sha"] = hashlib.sha256(f.read()).hexdigest()[:16]
            except OSError as x:
                e["sha"] = err(x)
        if t in (stat.S_IFREG, stat.S_IFDIR):   # user.* xattrs exist only there
            try:
                xa = {}
                for n in sorted(os.listxattr(path, follow_symlinks=False)):
                    if n.startswith("user."):
                        xa[n] = os.getxattr(path, n, follow_symlinks=False).hex()
                if xa:
                    e["xattrs"] = xa
            except OSError as x:
                e["xattrs"] = err(x)
        out[rel] = e
        return t

    def walk(path, rel):
        if one(path, rel) != stat.S_IFDIR:
            return
        try:
            names = sorted(os.listdir(path))
        except OSError as x:
            out[rel]["list"] = err(x)
            return
        for n in names:
            walk(os.path.join(path, n), n if rel == "." else rel + "/" + n)
    walk(root, ".")
    return out


def diff(a, b):
    d = []
    for k in sorted(set(a) | set(b)):
        if k not in a:
            d.append("only on B (reference): %s %s" % (k, b[k]))
        elif k not in b:
            d.append("only on A (under test): %s %s" % (k, a[k]))
        elif a[k] != b[k]:
            ks = sorted(x for x in set(a[k]) | set(b[k]) if a[k].get(x) != b[k].get(x))
            d.append("%s: %s" % (k, ", ".join("%s A=%r B=%r" % (x, a[k].get(x), b[k].get(x))
                                            for x in ks)))
    return d


# ---- the operations ----

class Side:
    """One side's state that outlives an op: fds held open across ops."""
    def __init__(self, root):
        self.root = root
        self.fds = {}

    def p(self, rel):
        return os.path.join(self.root, rel) if rel else self.root


def fmt(st):
    """What fstat shows that must agree (directory sizes need not)."""
    sz = "-" if stat.S_ISDIR(st.st_mode) else st.st_size
    return "n%d s%s %o" % (st.st_nlink, sz, st.st_mode)


def _write(fd, data, off):
    if off is None:
        return os.write(fd, data)
    return os.pwrite(fd, data, off)


def do(s, op):
    """Apply op to side s; return a string that must be equal on both."""
    k, a = op[0], op[1:]
    P = s.p
    try:
        if k == "mkdir":
            os.mkdir(P(a[0]), a[1])
        elif k == "rmdir":
            os.rmdir(P(a[0]))
        elif k == "create":
            path, excl, trunc, mode, data = a
            fl = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if excl else 0) | (os.O_TRUNC if trunc else 0)
            fd = os.open(P(path), fl | NB, mode)
            try:
                if data:
                    os.write(fd, data)
            finally:
                os.close(fd)
        elif k == "write":
            path, how, off, data = a
            fl = os.O_WRONLY | (os.O_APPEND if how == "append" else 0) | (os.O_TRUNC if how == "trunc" else 0)
            fd = os.open(P(path), fl | NB)
            try:
                return "ok %d" % _write(fd, data, off if how == "pwrite" else None)
            finally:
                os.close(fd)
        elif k == "truncate":
            os.truncate(P(a[0]), a[1])
        elif k == "read":
            fd = os.open(P(a[0]), os.O_RDONLY | NB)
            try:
                return "ok " + hashlib.sha256(os.pread(fd, 1 << 20, 0)).hexdigest()[:16]
            finally:
                os.close(fd)
        elif k == "unlink":
            os.unlink(P(a[0]))
        elif k == "rename":
            renameat2(P(a[0]), P(a[1]), a[2])
        elif k == "link":
            os.link(P(a[0]), P(a[1]), follow_symlinks=False)
        elif k == "symlink":
            os.symlink(a[0], P(a[1]))
        elif k == "readlink":
            return "ok " + os.readlink(P(a[0]))
        elif k == "chmod":
            os.chmod(P(a[0]), a[1])
        elif k == "chown":
            os.chown(P(a[0]), a[1], a[2], follow_symlinks=a[3])
        elif k == "utimens":
            utimensat(P(a[0]), a[1], a[2], a[3])
        elif k == "setxattr":
            os.setxattr(P(a[0]), a[1], a[2], a[3], follow_symlinks=a[4])
        elif k == "getxattr":
            return "ok " + os.getxattr(P(a[0]), a[1], follow_symlinks=a[2]).hex()
        elif k == "listxattr":
            return "ok " + ",".join(sorted(x for x in os.listxattr(P(a[0]), follow_symlinks=a[1])
                                           if x.startswith("user.")))
        elif k == "removexattr":
            os.removexattr(P(a[0]), a[1], follow_symlinks=a[2])
        elif k == "mkfifo":
            os.mkfifo(P(a[0]), a[1])
        elif k == "stat":
            st = os.stat(P(a[0]), follow_symlinks=a[1])
            sz = st.st_size if not stat.S_ISDIR(st.st_mode) else "-"
            return "ok %o %d:%d n%d s%s" % (st.st_mode, st.st_uid, st.st_gid, st.st_nlink, sz)
        elif k == "access":
            return "ok %s" % "".join("rwx"[i] if os.access(P(a[0]), m) else "-"
                                     for i, m in enumerate((os.R_OK, os.W_OK, os.X_OK)))
        elif k == "fdopen":
            slot, path, flags = a
            if slot in s.fds:
                os.close(s.fds.pop(slot))
            s.fds[slot] = os.open(P(path), flags | NB)
        elif k == "fdclose":
            if a[0] not in s.fds:
                return "none"
            os.close(s.fds.pop(a[0]))
        elif k == "fdio":
            slot, off, data = a
            if slot not in s.fds:
                return "none"
            fd = s.fds[slot]
            r = []
            if data:
                r.append(str(os.pwrite(fd, data, off)))
            st = os.fstat(fd)
            r.append(fmt(st))
            r.append(hashlib.sha256(os.pread(fd, 1 << 16, 0)).hexdigest()[:12])
            return "ok " + " ".join(r)
        elif k == "fdmeta":
            slot, what, val = a
            if slot not in s.fds:
                return "none"
            fd = s.fds[slot]
            if what == "fchmod":
                os.fchmod(fd, val)
            elif what == "ftruncate":
                os.ftruncate(fd, val)
            elif what == "fsetxattr":
                os.setxattr(fd, "user.fd", val)
            elif what == "fsync":
                os.fsync(fd)
            st = os.fstat(fd)
            return "ok " + fmt(st)
        elif k == "openunlink":
            path, how, data = a
            fd = os.open(P(path), os.O_RDWR | NB)
            try:
                if how == "unlink":
                    os.unlink(P(path))
                else:
                    os.rename(P(how), P(path))  # replace it by another name
                os.pwrite(fd, data, 3)
                st = os.fstat(fd)
                return "ok n%d s%d %s" % (st.st_nlink, st.st_size,
                                          hashlib.sha256(os.pread(fd, 1 << 16, 0)).hexdigest()[:12])
            finally:
                os.close(fd)
        else:
            raise ValueError(k)
    except OSError as e:
        return err(e)
    return "ok"


# ---- drawing the operations ----

class Gen:
    def __init__(self, rng, ref, who):
        self.r, self.ref, self.who = rng, ref, who
        self.open = set()               # fd slots open (on the reference)

    def existing(self):
        """Paths under the reference root that exist now (sorted)."""
        bases = ["pub", "stk"] if self.who == "user" else ["", "pub", "stk"]
        out = []
        for b in bases:
            top = os.path.join(self.ref, b)
            for dp, dns, fns in os.walk(top):
                dns.sort()
                for n in sorted(dns + fns):
                    rel = os.path.relpath(os.path.join(dp, n), self.ref)
                    if b == "" and rel.split("/")[0] in FIXED:
                        continue
                    out.append(rel)
                if b == "":
                    dns[:] = [d for d in dns if not (dp == top and d in FIXED)]
        return out

    def base(self):
        r = self.r.random()
        if self.who == "user":
            return "" if r < 0.05 else ("pub" if r < 0.55 else "stk")
        return "" if r < 0.5 else ("pub" if r < 0.75 else "stk")

    def newpath(self):
        b = self.base()
        parts = [self.r.choice(NAMES) for _ in range(self.r.choice((1, 1, 2, 2, 3)))]
        return "/".join(([b] if b else []) + parts)

    def path(self, existing_bias=0.7, child=0.1):
        ex = self.existing()
        r = self.r.random()
        if ex and r < existing_bias:
            p = self.r.choice(ex)
            if self.r.random() < child and p.count("/") < 4:   # a child of it
                p += "/" + self.r.choice(NAMES)
            return p
        return self.newpath()

    def data(self):
        n = self.r.choice((0, 1, 5, 100, 3000, 70000))
        return bytes(self.r.getrandbits(8) for _ in range(min(n, 64))) * (n // 64 + 1) if n else b""

    def time(self):
        c = self.r.random()
        if c < 0.25:
            return "now"
        if c < 0.45:
            return "omit"
        if c < 0.55:
            return 0
        return self.r.randrange(10**9, 1500000000 * 10**9)  # years before now

    def mode(self, dir_=False):
        return self.r.choice((0o755, 0o644, 0o700, 0o777, 0o2775, 0o1777, 0o4755, 0o2755,
                              0o600, 0o000, 0o111, 0o2770, 0o444) if not dir_ else
                             (0o755, 0o777, 0o700, 0o2775, 0o1777, 0o2777, 0o500, 0o311))

    def op(self):
        r = self.r
        k = r.choice(["mkdir"] * 6 + ["rmdir"] * 3 + ["create"] * 6 + ["write"] * 4 +
                     ["truncate", "read", "read", "readlink", "stat", "stat", "access"] +
                     ["unlink"] * 4 + ["rename"] * 9 + ["link"] * 3 + ["symlink"] * 2 +
                     ["chmod"] * 3 + ["chown"] * 2 + ["utimens"] * 3 +
                     ["setxattr"] * 2 + ["getxattr", "listxattr", "removexattr", "mkfifo"] +
                     ["fdopen"] * 3 + ["fdclose", "fdio", "fdio", "fdio", "fdmeta", "fdmeta", "openunlink", "readdir"])
        if k == "mkdir":
            return (k, self.path(0.3, 0.5), self.mode(True))
        if k in ("rmdir", "unlink", "read"):
            return (k, self.path(0.85))
        if k == "readlink":
            return (k, self.typed(stat.S_IFLNK, 0.7))
        if k == "create":
            return (k, self.path(0.4, 0.5), r.random() < 0.5, r.random() < 0.3, self.mode(), self.data())
        if k == "write":
            return (k, self.path(0.85), r.choice(("append", "pwrite", "trunc")),
                    r.choice((0, 1, 4095, 10000)), self.data())
        if k == "truncate":
            # never to the size it has: ext4 then stamps c/mtime, sbxfs
            # under the writeback cache does in meta.db but the kernel keeps
            # showing its cached times (see nsfuzz.t's note)
            p = self.path(0.85)
            try:
                now = os.lstat(os.path.join(self.ref, p)).st_size
            except OSError:
                now = -1
            return (k, p, r.choice([n for n in (0, 1, 33, 5000, 100000) if n != now]))
        if k == "rename":
            a = self.path(0.85)
            c = r.random()
            if c < 0.15:
                b = a + "/" + r.choice(NAMES)                   # into itself: EINVAL
            elif c < 0.25:
                b = a.rsplit("/", 1)[0] + "/" + r.choice(NAMES) if "/" in a else r.choice(NAMES)
            else:
                b = self.path(0.6)
            fl = r.choice((0, 0, 0, RENAME_NOREPLACE, RENAME_EXCHANGE, RENAME_EXCHANGE))
            return (k, a, b, fl)
        if k == "link":
            src = self.typed(r.choice((stat.S_IFREG, stat.S_IFREG, stat.S_IFLNK, stat.S_IFIFO)), 0.8)
            return (k, src, self.path(0.4, 0.3))
        if k == "symlink":
            t = r.choice((self.newpath(), "../" + r.choice(NAMES), r.choice(NAMES), "/nowhere/x",
                          "x" * r.choice((1, 200))))
            return (k, t, self.path(0.3))
        if k == "chmod":
            return (k, self.path(0.9), self.mode(r.random() < 0.5))
        if k == "chown":
            uid, gid = r.choice((0, NOBODY, 1234, -1)), r.choice((0, NOBODY, 3333, -1))
            return (k, self.path(0.9), uid, gid, r.random() < 0.8)
        if k == "utimens":
            return (k, self.path(0.9), self.time(), self.time(), r.random() < 0.3)
        if k == "setxattr":
            # ext4 leaves ctime alone when a value is set to what it was
            # already; sbxfs moves it (so does tmpfs): so never that
            p, name, fol = self.path(0.9), "user." + r.choice("xyz"), r.random() < 0.8
            try:
                old = os.getxattr(os.path.join(self.ref, p), name, follow_symlinks=fol)
            except OSError:
                old = None
            val = r.choice([v for v in (b"", b"v", b"value" * 20) if v != old])
            return (k, p, name, val, r.choice((0, 0, os.XATTR_CREATE, os.XATTR_REPLACE)), fol)
        if k in ("getxattr", "removexattr"):
            return (k, self.path(0.9), "user." + r.choice("xyz"), r.random() < 0.8)
        if k == "listxattr":
            return (k, self.path(0.9), r.random() < 0.8)
        if k == "mkfifo":
            return (k, self.path(0.3), r.choice((0o644, 0o600, 0o666)))
        if k == "stat":
            return (k, self.path(0.9), r.random() < 0.5)
        if k == "access":
            return (k, self.path(0.9))
        if k == "fdopen":
            p = self.typed(stat.S_IFREG, 0.75)
            fl = r.choice((os.O_RDWR, os.O_RDONLY, os.O_WRONLY | os.O_APPEND, os.O_RDWR | os.O_CREAT))
            # no reader may hold a FIFO open: data through a FIFO on FUSE
            # never stamps its times (S_NOCMTIME), on ext4 it does
            if stat.S_ISFIFO(self.lmode(p)):
                fl = os.O_WRONLY            # ENXIO on both sides
            return (k, r.randrange(3), p, fl)
        if k == "fdclose":
            return (k, self.slot())
        if k == "fdio":
            return (k, self.slot(), r.choice((0, 7, 5000)), r.choice((b"", b"fd-write")))
        if k == "fdmeta":
            return (k, self.slot(), *r.choice((("fchmod", self.mode()), ("ftruncate", r.choice((0, 9))),
                                                   ("fsetxattr", b"fd%d" % r.getrandbits(30)), ("fsync", 0))))
        if k == "openunlink":
            p = self.typed(stat.S_IFREG, 0.8)
            return (k, p, "unlink" if r.random() < 0.6 else self.path(0.9), b"through-fd")
        if k == "readdir":
            return (k, self.dirpath())
        raise ValueError(k)

    def lmode(self, p):
        try:
            return os.lstat(os.path.join(self.ref, p)).st_mode
        except OSError:
            return 0

    def typed(self, fmt, bias):
        """Mostly an existing entry of one type (S_IFREG...), else any path."""
        ex = [p for p in self.existing() if stat.S_IFMT(self.lmode(p)) == fmt]
        if ex and self.r.random() < bias:
            return self.r.choice(ex)
        return self.path(0.8)

    def slot(self):
        """Mostly a slot that holds an fd (as the reference's results said)."""
        if self.open and self.r.random() < 0.85:
            return self.r.choice(sorted(self.open))
        return self.r.randrange(3)

    def note(self, op, res):
        if op[0] == "fdopen":
            (self.open.add if res == "ok" else self.open.discard)(op[1])
        elif op[0] == "fdclose":
            self.open.discard(op[1])

    def dirpath(self):
        ds = [p for p in self.existing() if os.path.isdir(os.path.join(self.ref, p))
              and not os.path.islink(os.path.join(self.ref, p))]
        ds += ["pub", "stk"] + ([""] if self.who == "root" else [])
        return self.r.choice(ds)


NOBODY = 65534
# ops that always leave a mark in the tree when they succeed (and create
# with O_EXCL)
CHANGES = ("mkdir", "rmdir", "unlink", "link", "symlink", "mkfifo")


# ---- readdir interleaved with changes ----

def readdir_op(sides, d, gen, log):
    """List d on both sides a few entries at a time, changing d between
    calls; each listing must be consistent: no name twice, every name that
    was there all along seen, nothing seen that never was there."""
    r = gen.r
    fds, seen, res = [], [[], []], []
    before = []
    opened = []
    for s in sides:
        try:
            before.append(set(os.listdir(s.p(d))))
            fds.append(os.open(s.p(d), os.O_RDONLY | os.O_DIRECTORY))
            opened.append("ok")
        except OSError as e:
            opened.append(err(e))
    if opened != ["ok", "ok"]:
        for fd in fds:
            os.close(fd)
        return opened
    touched, created = set(), set()
    at = [[], []]       # at[i][k]: the step whose call returned seen[i][k]
    made = {}           # name: the steps after whose call it was (re)made
    size = r.choice((80, 104, 128))       # 3-5 entries a call (ext4 may EINVAL below 2)
    # ... of short names: room for two of the longest name here, else a
    # call that meets it is EINVAL on the side whose order reaches it first
    # (ext4's hash order, sbxfs's own: seed 202 with 300 ops a segment)
    longest = max([len(os.fsencode(n)) for n in before[0] | before[1]] or [0])
    size = max(size, 2 * ((19 + longest + 1 + 7) // 8 * 8))
    try:
        done = [False, False]
        steps = 0
        while not all(done) and steps < 40:
            steps += 1
            errs = ["ok", "ok"]
            for i, s in enumerate(sides):
                if not done[i]:
                    try:
                        got = getdents(fds[i], size)
                    except OSError as e:
                        errs[i], got = "getdents %s after %s" % (err(e), seen[i]), []
                    if not got:
                        done[i] = True
                    seen[i] += [n for n in got if n not in (".", "..")]
                    at[i] += [steps] * (len(seen[i]) - len(at[i]))
            if errs != ["ok", "ok"]:
                return errs
            # a change in d between two calls
            n1, n2 = r.choice(NAMES), r.choice(NAMES)
            base = d + "/" if d else ""
            c = r.random()
            if c < 0.3:
                op = ("create", base + n1, True, False, 0o644, b"")
            elif c < 0.5:
                op = ("unlink", base + n1)
            elif c < 0.8:
                op = ("rename", base + n1, base + n2, r.choice((0, RENAME_EXCHANGE)))
            elif c < 0.9:
                op = ("mkdir", base + n1, 0o755)
            else:
                op = ("rmdir", base + n1)
            touched.update((n1, n2))
            if op[0] in ("create", "mkdir", "rename"):
                created.update((n1, n2))
            rr = [do(s, op) for s in sides]
            log(op, rr)
            if rr[0] != rr[1]:
                return rr
            # made anew: what a create or mkdir made, what a rename put
            # at its target (both names of an exchange); not a rename's
            # source, which is gone, nor a rename of a name onto itself
            if op[0] != "rename":
                new = (n1,)
            elif n1 == n2:
                new = ()
            else:
                new = (n1, n2) if op[3] == RENAME_EXCHANGE else (n2,)
            if op[0] in ("create", "mkdir", "rename") and rr[0].startswith("ok"):
                for n in new:
                    made.setdefault(n, []).append(steps)
    finally:
        for fd in fds:
            os.close(fd)
    for i in range(2):
        bad = []
        # A name twice is a fault unless it was made anew in between (an
        # unlink and a create, a rename onto it): that is another entry,
        # and POSIX leaves open whether a listing returns an entry added
        # after its opendir.  sbxfs's cookies only grow, so a name made
        # again after the listing passed it comes again (seed 50660).
        def again_ok(n, i=i):
            k = [at[i][j] for j, m in enumerate(seen[i]) if m == n]
            return all(any(a <= s < b for s in made.get(n, ())) for a, b in zip(k, k[1:]))
        dup = sorted(n for n in set(seen[i]) if seen[i].count(n) > 1 and not again_ok(n))
        if dup:
            bad.append("twice: %s" % dup)
        miss = sorted(before[i] - touched - set(seen[i]))
        if miss:
            bad.append("missing: %s" % miss)
        ghost = sorted(set(seen[i]) - before[i] - created)
        if ghost:
            bad.append("never there: %s" % ghost)
        res.append("bad " + "; ".join(bad) if bad else "ok")
    return res


# ---- commands ----

def setup(a, b):
    for root in (a, b):
        os.makedirs(root, exist_ok=True)
        os.chmod(root, 0o755)
        for n, m in (("pub", 0o777), ("stk", 0o1777)):
            os.mkdir(os.path.join(root, n))
            os.chmod(os.path.join(root, n), m)
    return 0


def run(a, b, seed, seg, nops, who, logf, selftest):
    rng = random.Random("%s/%s" % (seed, seg))
    sides = [Side(a), Side(b)]
    gen = Gen(rng, b, who)
    t0 = time.time_ns()
    lines = []
    lf = open(logf, "a")

    def log(op, rr):
        short = tuple(x if not isinstance(x, bytes) else "<%d bytes>" % len(x) for x in op)
        line = "seed %s seg %s op %d (%s): %r -> %s" % (seed, seg, i, who, short,
                                                       rr[0] if rr[0] == rr[1] else "A=%s B=%s" % tuple(rr))
        lines.append(line)
        lf.write(line + "\n")

    def fail(what):
        lf.flush()
        print("FAIL seed %s segment %s op %d (%s): %s" % (seed, seg, i, who, what))
        print("reproduce: NSFUZZ_SEED=%s NSFUZZ_OPS=%d tests/run tests/fs/nsfuzz.t (segment %s of that run); last ops:"
              % (seed, nops, seg))
        for l in lines[-25:]:
            print("  " + l)
        return 1

    since = None
    planted = None
    i = -1
    for i in range(nops):
        op = gen.op()
        if op[0] == "readdir":
            rr = readdir_op(sides, op[1], gen, log)
        else:
            rr = [do(sides[0], op)]
            if selftest and planted is None and i >= 3 and rr[0] == "ok" and \
                    (op[0] in CHANGES or op[0] == "create" and op[2]):
                planted = i                     # B never sees this op
                rr.append(rr[0])
                lines.append("SELFTEST: op %d applied to A only" % i)
            else:
                rr.append(do(sides[1], op))
        log(op, rr)
        gen.note(op, rr[1])
        if rr[0] != rr[1]:
            return fail("results differ: A (under test) %s, B (reference) %s" % tuple(rr))
        if i % 6 == 5 or i == nops - 1 or planted == i:
            d = diff(describe(a, since, t0), describe(b, since, t0))
            if d:
                return fail("trees differ:\n    " + "\n    ".join(d[:15]))
            since = time.time_ns()
            time.sleep(0.012)                   # later ctimes are past it, even coarse ones
    for s in sides:
        for fd in s.fds.values():
            os.close(fd)
    lf.close()
    print("ok %d ops" % nops)
    return 0


def compare(a, b):
    t0 = time.time_ns()
    d = diff(describe(a, None, t0), describe(b, None, t0))
    for x in d[:30]:
        print(x)
    if d:
        print("%d differences" % len(d))
        return 1
    print("same")
    return 0


def snap(root, out):
    """Record root exactly (times to the ns), for same-as after a cache
    drop or a remount: what stat showed before must show after."""
    with open(out, "w") as f:
        json.dump(describe(root, None, 0, raw=True), f)
    return 0


def same_as(saved, root):
    with open(saved) as f:
        before = json.load(f)
    d = diff(describe(root, None, 0, raw=True), before)
    for x in d[:30]:
        print(x.replace("A=", "now=").replace("B=", "before="))
    if d:
        print("%d differences from before" % len(d))
        return 1
    print("same as before")
    return 0


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "setup":
        return setup(*args)
    if cmd == "compare":
        return compare(*args)
    if cmd == "snap":
        return snap(*args)
    if cmd == "same-as":
        return same_as(*args)
    if cmd == "run":
        a, b = args[0], args[1]
        o = dict(zip(args[2::2], args[3::2]))
        return run(a, b, o["--seed"], o["--seg"], int(o["--ops"]), o["--who"], o["--log"],
                   os.environ.get("NSFUZZ_SELFTEST") == "1")
    raise SystemExit("usage: nsfuzz.py setup|run|compare ...")


sys.exit(main())
