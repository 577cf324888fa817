#!/usr/bin/python3
"""crashwork.py: a mixed workload for crash tests, and its verifier.

  crashwork.py write MNT LOG TAG SEED    run until the mount dies
  crashwork.py verify MNT LOG            check every fsync'd file

The writer appends to LOG (on ext4, fsync'd) only after the file's data,
and the name in its directory, were fsync'd:
  F path sha256        path holds exactly this content from now on
  M path sha256        about to change path to this content (either the
                       last F or this one is acceptable until the next F)
Everything else it does (scratch files, renames, unlinks, mkdirs,
truncates, xattrs, big unsynced writes and holes punched in them) is
never fsync'd: it may be lost,
but must not break the tree.
"""
import ctypes, hashlib, os, random, sys

KEEP, PUNCH, ZERO = 0x01, 0x02, 0x10
libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_longlong, ctypes.c_longlong]


def fallocate(fd, mode, off, n):
    if libc.fallocate(fd, mode, off, n) != 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))


def sha(b):
    return hashlib.sha256(b).hexdigest()


def fsync_path(p, flags=os.O_RDONLY):
    fd = os.open(p, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def writer(mnt, logp, tag, seed):
    rnd = random.Random(seed)
    L = os.open(logp, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    def log(s):
        os.write(L, (s + "\n").encode())
        os.fsync(L)
    top = os.path.join(mnt, tag)
    os.makedirs(top + "/scratch", exist_ok=True)
    fsync_path(mnt)
    fsync_path(top)
    files = {}                          # rel -> content (small ones only)
    i = 0
    # an unlinked file kept open and written: an orphan at the kill
    orphan = os.open(top + "/orphan", os.O_RDWR | os.O_CREAT, 0o644)
    os.write(orphan, os.urandom(1 << 20))
    os.unlink(top + "/orphan")
    def data(n):
        k = rnd.random()
        if k < 0.4:
            return os.urandom(n)
        if k < 0.7:                     # compressible
            return (b"line %d of %s\n" % (i, tag.encode())) * (n // 20 + 1)
        return b"\0" * n                # all zeros: holes, dedup
    while True:
        i += 1
        op = rnd.random()
        if op < 0.45:                   # new file, fsync'd, logged
            n = rnd.choice([0, 1, 100, 4096, 5000, 70000, 300000, 1 << 20, 3 << 20])
            b = data(n)[:n]
            sub = "d%d" % rnd.randrange(4)
            os.makedirs(os.path.join(top, sub), exist_ok=True)
            rel = "%s/%s/f%05d" % (tag, sub, i)
            p = os.path.join(mnt, rel)
            fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            for off in range(0, len(b), 131072):
                os.write(fd, b[off:off + 131072])
            if rnd.random() < 0.5:
                os.fsync(fd)
            else:
                os.fdatasync(fd)
                os.fsync(fd)
            os.close(fd)
            fsync_path(os.path.dirname(p))
            fsync_path(top)
            log("F %s %s" % (rel, sha(b)))
            if n <= 70000:
                files[rel] = b
        elif op < 0.55 and files:       # in-place page overwrite (or zeroed), fsync'd
            rel = rnd.choice(sorted(files))
            old = files[rel]
            if len(old) < 8192:
                continue
            off = rnd.randrange(0, len(old) // 4096 - 1) * 4096
            zero = rnd.random() < 0.3       # fallocate PUNCH_HOLE or ZERO_RANGE
            if zero:
                off += rnd.randrange(0, 100)
            new = old[:off] + (bytes(4096) if zero else os.urandom(4096)) + old[off + 4096:]
            log("M %s %s" % (rel, sha(new)))
            fd = os.open(os.path.join(mnt, rel), os.O_WRONLY)
            if zero:
                fallocate(fd, rnd.choice([PUNCH | KEEP, ZERO | KEEP]), off, 4096)
            else:
                os.pwrite(fd, new[off:off + 4096], off)
            os.fsync(fd)
            os.close(fd)
            log("F %s %s" % (rel, sha(new)))
            files[rel] = new
        elif op < 0.65 and files:       # atomic replace: tmp, fsync, rename, fsync dir
            rel = rnd.choice(sorted(files))
            new = data(rnd.choice([10, 3000, 60000]))
            p = os.path.join(mnt, rel)
            log("M %s %s" % (rel, sha(new)))
            fd = os.open(p + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.write(fd, new)
            os.fsync(fd)
            os.close(fd)
            os.rename(p + ".tmp", p)
            fsync_path(os.path.dirname(p))
            log("F %s %s" % (rel, sha(new)))
            files[rel] = new
        elif op < 0.85:                 # unsynced churn in scratch
            s = top + "/scratch/s%d" % rnd.randrange(50)
            k = rnd.random()
            try:
                if k < 0.3:
                    with open(s, "wb") as f:
                        f.write(data(rnd.choice([10, 5000, 200000])))
                elif k < 0.45:
                    os.rename(s, top + "/scratch/s%d" % rnd.randrange(50))
                elif k < 0.6:
                    os.unlink(s)
                elif k < 0.7:
                    os.mkdir(s + ".d")
                    with open(s + ".d/x", "wb") as f:
                        f.write(b"x" * 1000)
                elif k < 0.8:
                    os.truncate(s, rnd.randrange(0, 300000))
                elif k < 0.9:
                    os.setxattr(s, "user.n", b"%d" % i)
                else:
                    os.symlink("s%d" % rnd.randrange(50), top + "/scratch/l%d" % i)
                    if files:
                        os.link(os.path.join(mnt, rnd.choice(sorted(files))), top + "/scratch/h%d" % i)
            except (FileNotFoundError, FileExistsError, IsADirectoryError, NotADirectoryError):
                pass
        elif op < 0.87:                 # the orphan grows
            os.pwrite(orphan, os.urandom(65536), rnd.randrange(0, 4 << 20))
        elif op < 0.9:                  # a big unsynced write
            with open(top + "/scratch/big", "wb") as f:
                for _ in range(4):
                    f.write(os.urandom(1 << 20))
                if rnd.random() < 0.5:      # whole blocks become holes
                    f.flush()
                    fallocate(f.fileno(), rnd.choice([PUNCH | KEEP, ZERO]),
                              rnd.randrange(0, 1 << 20), 2 << 20)
        else:                           # rm -rf a scratch subdir
            for n in os.listdir(top + "/scratch"):
                if n.endswith(".d"):
                    for m in os.listdir(top + "/scratch/" + n):
                        os.unlink(top + "/scratch/" + n + "/" + m)
                    os.rmdir(top + "/scratch/" + n)


def verify(mnt, logp):
    acc = {}
    with open(logp) as f:
        for line in f:
            parts = line.split()
            if len(parts) != 3:
                continue                # a torn last line of the log itself
            kind, rel, h = parts
            if kind == "F":
                acc[rel] = {h}
            else:
                acc.setdefault(rel, set()).add(h)
    bad = []
    done = set()                        # read whole above: not again below
    for rel, hs in sorted(acc.items()):
        try:
            with open(os.path.join(mnt, rel), "rb") as f:
                got = sha(f.read())
        except OSError as e:
            bad.append("%s: %s" % (rel, e))
            continue
        done.add(os.path.join(mnt, rel))
        if got not in hs:
            bad.append("%s: content %s, want one of %s" % (rel, got[:12], [x[:12] for x in hs]))
    # the whole tree must be readable (no EIO anywhere)
    nread = 0
    for dp, dns, fns in os.walk(mnt):
        for n in fns:
            p = os.path.join(dp, n)
            if os.path.islink(p) or not os.path.isfile(p):
                continue
            if p in done:
                nread += 1
                continue
            try:
                with open(p, "rb") as f:
                    while f.read(1 << 20):
                        pass
                nread += 1
            except OSError as e:
                bad.append("%s: unreadable: %s" % (os.path.relpath(p, mnt), e))
    for b in bad[:20]:
        print(b)
    print("verified %d fsync'd files, read %d files, %d bad" % (len(acc), nread, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    if sys.argv[1] == "write":
        try:
            writer(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
        except OSError:
            sys.exit(0)                 # the mount died under us: expected
    else:
        sys.exit(verify(sys.argv[2], sys.argv[3]))
