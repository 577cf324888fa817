#!/usr/bin/python3
"""snapfuzz.py: a seeded, differential fuzzer of capture and restore.

Random mutations go to a live sandbox's workspace through the real sbxfs
mount (files of every interesting size, sparse files, hard links across
directories and with a deleted other name, symlinks, renames of files and
whole directories, rmdir of subtrees, chmod with set-id and sticky bits,
chown, nanosecond utimensat, user.* xattrs, POSIX ACLs (access and
default), FIFOs, device nodes, deep paths, odd names, not UTF-8 too) and
to a model of the tree.  Between mutations the run snapshots through
sbxctl: capture (also with nothing changed, three at once, and right after
a big change), turn begin/end, stop (sleep) and start (wake), reap of an
idle sandbox.  At every snapshot the live tree is checked against the
model and its full manifest is recorded (type, mode, uid, gid, size,
content hash, hard-link identity, symlink target, xattrs, mtime ns); the
snapshot's counts and `sbxctl diff` against an earlier one are checked
against the manifests.  Then snapshots are brought back and compared with
their manifest, entry by entry: restore in place (the latest and random
older ones, running or stopped), turn rollback, fork, export + import,
stop + start, the reap's sleep + wake, a move to another host (state dir),
a wake from the store after the host's state directory is wiped, and after
a crash of the host (sbxfs and sbxexec killed -9, the state dir lost: the
latest durable point must come back).  Also: dedup of data across files
and across sandboxes (the store's packs do not grow by the duplicated
bytes), snapshot-delete and gc between snapshots, `sbxctl verify --all`
clean at the end.

Usage: snapfuzz.py WORKDIR SEED OPS   (driven by tests/snapshot/snapfuzz.t)
Lines to stdout, tab-separated: ok NAME | not ok NAME DETAIL | diag TEXT | done

Environment: SNAPFUZZ_VERBOSE=1 (every op as a diag line),
SNAPFUZZ_SELFTEST=1 (plant flaws, each must be reported),
SNAPFUZZ_MINIMIZE=0 (no minimisation of a failure; default on, at most
SNAPFUZZ_MIN_SECS seconds), SNAPFUZZ_REPLAY=FILE (run the ops of a saved
log instead of generating them), SNAPFUZZ_BIN (the programs),
SNAPFUZZ_BUSY=1 (sbxfs flushes a batch every millisecond, with 2 MiB of
dirty data at most and no chunk cache), SNAPFUZZ_FAKE_BUG=1 (restored
trees read as if every user.mime_type xattr were lost: a make-believe bug,
to see a failure minimised).

Not compared, and why:
- atime and ctime: a restore cannot set ctime, and the mount is noatime.
- st_nlink of directories, st_blocks, inode numbers: not part of a tree's
  content (hard-link structure is compared as groups of paths).
- the workspace root owned by uid 0: never made (sbxexec chowns such a
  root to the sandbox's user at every wake, by design; snapfuzz.t's header).
A failure prints the reproduce line, the last ops, writes the whole op
log to WORKDIR/ops.json, and minimises it to a smaller log that still
fails (WORKDIR/min.json) with the sbxctl/shell commands of the repro.
"""
import collections
import copy
import ctypes
import errno
import hashlib
import json
import os
import random
import shutil
import stat
import struct
import subprocess
import sys
import time
import traceback

MiB = 1 << 20
BIN = os.environ.get("SNAPFUZZ_BIN") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "bin")
SBXCTL = os.path.join(BIN, "sbxctl")
# SNAPFUZZ_FAKE_BUG=1: restored trees read as if they had lost every
# user.mime_type xattr, a bug to check that a failure is minimised
FAKE_BUG = os.environ.get("SNAPFUZZ_FAKE_BUG") == "1"


class Fail(Exception):
    """A check failed: the product (or the model) is wrong."""


def wipe(path, ignore_errors=False):
    """rm -rf of a state dir (or a sandbox's dir in one), its sandboxes
    stopped: the immutable flag sbxctl keeps on each workspace mountpoint
    (tools/cmd_sandbox.c (15)) cleared first."""
    subprocess.run(["find", path, "-xdev", "-path", "*/sandboxes/*/workspace", "-type", "d",
                    "-prune", "-exec", "chattr", "-i", "{}", "+"], stderr=subprocess.DEVNULL)
    shutil.rmtree(path, ignore_errors=ignore_errors)


def alive(pid):
    """pid has not exited: a zombie has (a daemon's reaper, init, may take
    seconds to get to it; tests/lib.sh's alive)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except (OSError, IndexError):
        return False


def out(*fields):
    sys.stdout.write("\t".join(str(f).replace("\t", " ").replace("\n", "\\n") for f in fields) + "\n")
    sys.stdout.flush()


# ---------------------------------------------------------------- data
POOL_SEED = 424242


def pool_block(i):
    """1 MiB block i of a pool shared by every file and sandbox: files made
    of pool blocks dedup in the chunk store."""
    return random.Random(POOL_SEED * 1000 + i).randbytes(MiB)


def make_data(spec):
    k = spec[0]
    if k == "r":                        # ["r", seed, n]: random bytes
        return random.Random(spec[1]).randbytes(spec[2])
    if k == "z":                        # ["z", n]: zeros
        return bytes(spec[1])
    if k == "t":                        # ["t", seed, n]: text
        r = random.Random(spec[1])
        words = b"alpha beta gamma delta snap fuzz chunk store tree \n".split(b" ")
        s = b" ".join(r.choice(words) for _ in range(spec[2] // 4 + 1))
        return s[:spec[2]]
    if k == "p":                        # ["p", [blocks], tail]: pool blocks + tail bytes
        return b"".join(pool_block(i) for i in spec[1]) + pool_block(spec[1][-1] + 7 if spec[1] else 3)[:spec[2]]
    raise ValueError(spec)


# ---------------------------------------------------------------- ACLs
ACL_USER_OBJ, ACL_USER, ACL_GROUP_OBJ, ACL_GROUP, ACL_MASK, ACL_OTHER = 1, 2, 4, 8, 0x10, 0x20
UNDEF = 0xFFFFFFFF
ACL_ACCESS = "system.posix_acl_access"
ACL_DEFAULT = "system.posix_acl_default"


def acl_bytes(entries):
    return struct.pack("<I", 2) + b"".join(struct.pack("<HHI", t, p, i) for t, p, i in sorted(entries))


# ---------------------------------------------------------------- manifests
def ftype(m):
    return {stat.S_IFREG: "f", stat.S_IFDIR: "d", stat.S_IFLNK: "l", stat.S_IFIFO: "p",
            stat.S_IFSOCK: "s", stat.S_IFCHR: "c", stat.S_IFBLK: "b"}[stat.S_IFMT(m)]


def sha(data):
    return hashlib.sha256(data).hexdigest()


def link_groups(entries):
    """entries: path -> entry with "_ino": give each file of a group of
    several names "link" (the smallest path of the group) and "nlink"."""
    groups = collections.defaultdict(list)
    for p, e in entries.items():
        if e["type"] == "f":
            groups[e["_ino"]].append(p)
    for ps in groups.values():
        if len(ps) > 1:
            first = min(ps)
            for p in ps:
                entries[p]["link"] = first
    for e in entries.values():
        e.pop("_ino", None)
    return entries


# A running sandbox's own uid ([exec] uid_base..) shows the owner its
# tree stores ([exec] uid, 65534): described as that, so that trees of
# different sandboxes (a fork, a move) compare.
SANDBOX_IDS = range(1000000000, 1000065536)


def tree_id(i):
    return 65534 if i in SANDBOX_IDS else i


def tree_acl(name, val):
    if not name.startswith("system.posix_acl_") or len(val) < 4 or (len(val) - 4) % 8:
        return val
    b = bytearray(val)
    for o in range(4, len(b), 8):
        tag, i = struct.unpack_from("<H", b, o)[0], struct.unpack_from("<I", b, o + 4)[0]
        if tag in (2, 8):               # ACL_USER, ACL_GROUP
            struct.pack_into("<I", b, o + 4, tree_id(i))
    return bytes(b)


def describe(root):
    """The manifest of a live tree: path -> entry."""
    res = {}

    def one(path, rel):
        st = os.lstat(path)
        t = ftype(st.st_mode)
        e = {"type": t, "mode": "%04o" % stat.S_IMODE(st.st_mode), "uid": tree_id(st.st_uid),
             "gid": tree_id(st.st_gid), "mtime_ns": st.st_mtime_ns, "_ino": (st.st_dev, st.st_ino)}
        if t == "l":
            e["target"] = os.readlink(path)
        elif t == "f":
            e["size"] = st.st_size
            h = hashlib.sha256()
            with open(path, "rb") as f:
                while True:
                    b = f.read(4 * MiB)
                    if not b:
                        break
                    h.update(b)
            e["sha256"] = h.hexdigest()
            e["nlink"] = st.st_nlink
        elif t in ("c", "b"):
            e["rdev"] = st.st_rdev
        xa = {}
        for n in sorted(os.listxattr(path, follow_symlinks=False)):
            xa[n] = tree_acl(n, os.getxattr(path, n, follow_symlinks=False)).hex()
        e["xattrs"] = xa
        res[rel] = e
        if t == "d":
            for n in sorted(os.listdir(path)):
                one(os.path.join(path, n), n if rel == "." else rel + "/" + n)
    one(root, ".")
    return link_groups(res)


def diff_manifests(want, got, skip=()):
    diffs = []
    for k in sorted(set(want) | set(got)):
        if k not in got:
            diffs.append("missing %r" % k)
        elif k not in want:
            diffs.append("unexpected %r (%s)" % (k, got[k].get("type")))
        else:
            a, b = want[k], got[k]
            ks = sorted(x for x in set(a) | set(b) if x not in skip and a.get(x) != b.get(x))
            if ks:
                diffs.append("%r: %s" % (k, ", ".join("%s %r, want %r" % (x, b.get(x), a.get(x)) for x in ks)))
    return diffs


# ---------------------------------------------------------------- the model
class Ino:
    __slots__ = ("type", "mode", "uid", "gid", "data", "target", "xattrs", "mtime", "rdev",
                 "acl_unknown")

    def __init__(self, type, mode, uid=0, gid=0):
        self.type, self.mode, self.uid, self.gid = type, mode, uid, gid
        self.data = b""
        self.target = None
        self.xattrs = {}
        self.mtime = None       # None: not known to the model (set by the fs)
        self.rdev = 0
        self.acl_unknown = False   # system.posix_acl_* and mode as the fs made them


class Model:
    def __init__(self):
        self.inos = {}
        self.names = {}         # path -> ino id ("." the root)
        self.next = 1

    def copy(self):
        m = Model()
        m.inos = {k: copy.copy(v) for k, v in self.inos.items()}
        for v in m.inos.values():
            v.xattrs = dict(v.xattrs)
        m.names = dict(self.names)
        m.next = self.next
        return m

    def new(self, path, ino):
        i = self.next
        self.next += 1
        self.inos[i] = ino
        self.names[path] = i
        return ino

    def get(self, path):
        return self.inos[self.names[path]]

    def children(self, path):
        pre = "" if path == "." else path + "/"
        return [p for p in self.names if p != "." and p.startswith(pre) and "/" not in p[len(pre):]]

    def subtree(self, path):
        pre = path + "/"
        return [p for p in self.names if p == path or p.startswith(pre)]

    def drop(self, path):
        i = self.names.pop(path)
        if i not in self.names.values():
            del self.inos[i]

    def manifest(self):
        """path -> entry for the fields the model knows; None: unknown."""
        res = {}
        for p, i in self.names.items():
            n = self.inos[i]
            e = {"type": n.type, "uid": n.uid, "gid": n.gid, "_ino": i,
                 "mode": None if n.mode is None else "%04o" % n.mode,
                 "mtime_ns": n.mtime}
            if n.type == "f":
                e["size"] = len(n.data)
                e["sha256"] = sha(n.data)
                e["nlink"] = sum(1 for j in self.names.values() if j == i)
            elif n.type == "l":
                e["target"] = n.target
            elif n.type in ("c", "b"):
                e["rdev"] = n.rdev
            e["xattrs"] = {k: v.hex() for k, v in n.xattrs.items()}
            e["_acl_unknown"] = n.acl_unknown
            res[p] = e
        return link_groups(res)


def parent(p):
    return p.rsplit("/", 1)[0] if "/" in p else "."


def join(d, n):
    return n if d == "." else d + "/" + n


# ---------------------------------------------------------------- sbxctl
class Env:
    """One 'host': a state directory and a config, against one store."""

    def __init__(self, work, name):
        self.work = work
        self.state = os.path.join(work, name)
        self.store = os.path.join(work, "store")
        self.conf = os.path.join(work, name + ".ini")
        self.reap_conf = os.path.join(work, name + "-idle.ini")
        base = "[sbx]\nstate_dir = %s\n[store]\nurl = %s\nlease_ttl = 3\n[snapshot]\ncapture_interval = 0\n" % (
            self.state, self.store)
        if os.environ.get("SNAPFUZZ_BUSY") == "1":
            # sbxfs's flusher never rests: a batch every millisecond, 2 MiB of
            # dirty data at most, no chunk cache (as fsx.t's SEED:tiny)
            base += "[fs]\ncommit_interval_ms = 1\ndirty_max = 2M\nchunk_cache = 0\n"
        with open(self.conf, "w") as f:
            f.write(base + "[limits]\nidle_timeout = 0\n")
        with open(self.reap_conf, "w") as f:
            f.write(base + "[limits]\nidle_timeout = 1\n")

    def ws(self, name):
        return os.path.join(self.state, "sandboxes", name, "workspace")


class Fuzz:
    WEIGHTS = (("create", 14), ("mkdir", 5), ("mkdeep", 1), ("pwrite", 8), ("append", 5),
               ("truncate", 5), ("replace", 4), ("sparse", 3), ("link", 5), ("unlink", 5),
               ("symlink", 4), ("rename", 5), ("rendir", 3), ("rmtree", 2), ("chmod", 5),
               ("chown", 4), ("utime", 5), ("setxattr", 4), ("rmxattr", 2), ("setacl", 3),
               ("mkfifo", 2), ("mknod", 1), ("dupfile", 2), ("burst", 1))
    ACTIONS = (("capture", 10), ("capture_same", 3), ("turn", 6), ("restore", 5), ("fork", 4),
               ("export", 1), ("stopstart", 2), ("reap", 1), ("hostloss", 1), ("gc", 1),
               ("dedup", 1), ("otherhost", 1), ("snapdelete", 2), ("capture_parallel", 1),
               ("hostcrash", 2))

    def __init__(self, work, seed, nops, replay=None):
        self.work = work
        self.seed = seed
        self.nops = nops
        self.rng = random.Random(seed)
        self.verbose = os.environ.get("SNAPFUZZ_VERBOSE") == "1"
        self.selftest = os.environ.get("SNAPFUZZ_SELFTEST") == "1"
        self.quiet = False      # a minimisation trial: no TAP lines
        self.envs = [Env(work, "state"), Env(work, "state2")]
        self.env = self.envs[0]
        self.box = "box"
        self.model = Model()
        self.snaps = {}         # tag -> {"id", "model", "man"}
        self.turns = {}         # tag -> {"id", "before": tag}
        self.open_turn = None
        self.durable = None     # the tag a wake after a crash must bring back
        self.log = []           # every op descriptor, in order
        self.notes = collections.deque(maxlen=40)
        self.counts = collections.Counter()
        self.checks = collections.Counter()
        self.cmds = []          # sbxctl commands run (for the repro)
        self.uniq = 0
        self.replay = replay
        self.fork_n = 0
        self.planted = set()

    # ---- helpers
    def note(self, text):
        self.notes.append(text)
        if self.verbose and not self.quiet:
            out("diag", text)

    def ok(self, name):
        k = name.split(":")[0].split(" (#")[0]
        if " of #" in k or " of turn" in k:
            k = k.split(" of ")[0] + (" while stopped" if "while stopped" in k else "")
        self.checks[k] += 1
        if not self.quiet and self.verbose:
            out("ok", name)

    def ctl(self, *args, conf=None, check=True):
        cmd = [SBXCTL, "--config", conf or self.env.conf] + [str(a) for a in args]
        self.cmds.append(" ".join(str(a) for a in args))
        t0 = time.time()
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.note("  $ sbxctl %s -> %d (%.0f ms)%s" % (" ".join(str(a) for a in args), r.returncode,
                                                     (time.time() - t0) * 1000,
                                                     (": " + r.stderr.strip()[-300:]) if r.returncode else ""))
        if check and r.returncode != 0:
            raise Fail("sbxctl %s exited %d: %s" % (" ".join(str(a) for a in args), r.returncode,
                                                   (r.stderr.strip() or r.stdout.strip())[-500:]))
        return r

    def W(self, rel="."):
        w = self.env.ws(self.box)
        return w if rel == "." else os.path.join(w, rel)

    def name(self):
        self.uniq += 1
        u = str(self.uniq)
        r = self.rng.random()
        if r < 0.55:
            return self.rng.choice(("f", "d", "a.txt", "lib", "x.js", "README", "data.bin")) + u
        choices = ("with space " + u, "new\nline" + u, "ünïcødé-日本語-" + u, "🙂" + u,
                   "-dash" + u, ".hidden" + u, "tab\t" + u, "quote'\"" + u, "back\\slash" + u,
                   "not-utf8-\udcff\udcfe" + u, "ü" * 120 + u)
        if r < 0.97:
            return self.rng.choice(choices)
        n = "L" + u
        return n + "x" * (255 - len(n))      # a 255-byte name

    def paths(self, *types):
        return sorted(p for p, i in self.model.names.items()
                      if self.model.inos[i].type in types and p != ".")

    def dirs(self):
        return sorted(p for p, i in self.model.names.items() if self.model.inos[i].type == "d")

    def pick(self, seq):
        return self.rng.choice(seq) if seq else None

    def size(self):
        r = self.rng.random()
        return self.rng.choice((0, 1, 2, 17, 4095, 4096, 4097, 65536, MiB - 1, MiB, MiB + 1,
                                3 * MiB + 5, 2 * MiB)) if r < 0.4 else \
            self.rng.randint(0, 70000) if r < 0.9 else self.rng.randint(MiB, 5 * MiB)

    def dataspec(self, n):
        r = self.rng.random()
        s = self.rng.randrange(1 << 30)
        if r < 0.6:
            return ["r", s, n]
        if r < 0.75:
            return ["t", s, n]
        if r < 0.85:
            return ["z", n]
        k = n // MiB
        return ["p", [self.rng.randrange(6) for _ in range(k)], n - k * MiB]

    def total_bytes(self):
        return sum(len(i.data) for i in self.model.inos.values())

    def mode_for(self, t):
        r = self.rng.random()
        if r < 0.5:
            return 0o755 if t == "d" else 0o644
        bits = self.rng.choice((0o7777, 0o777, 0o1777, 0o2777, 0o4777, 0o6777, 0o700))
        return self.rng.randrange(0o10000) & bits

    # ---- op generation: a descriptor, all parameters decided here
    def gen(self):
        nent = len(self.model.names)
        big = self.total_bytes() > 48 * MiB or nent > 260
        for _ in range(30):
            name = self.rng.choices([n for n, _ in self.WEIGHTS], [w for _, w in self.WEIGHTS])[0]
            if big and name in ("create", "mkdeep", "burst", "dupfile", "sparse", "mkdir"):
                name = self.rng.choice(("rmtree", "unlink", "truncate"))
            d = getattr(self, "gen_" + name)()
            if d:
                d["op"] = name
                return d
        return {"op": "mkdir", "path": join(".", self.name()), "mode": 0o755}

    def gen_create(self):
        d = self.pick(self.dirs())
        n = self.size()
        return {"path": join(d, self.name()), "mode": self.mode_for("f"), "data": self.dataspec(n)}

    def gen_dupfile(self):
        f = self.pick([p for p in self.paths("f") if len(self.model.get(p).data) >= MiB])
        if not f:
            return None
        return {"path": join(self.pick(self.dirs()), self.name()), "mode": 0o644, "from": f}

    def gen_burst(self):
        return {"path": join(self.pick(self.dirs()), self.name()), "n": self.rng.randint(20, 80),
                "seed": self.rng.randrange(1 << 30), "big": self.rng.randint(2, 8) * MiB + self.rng.randint(-1, 1)}

    def gen_mkdir(self):
        return {"path": join(self.pick(self.dirs()), self.name()), "mode": self.mode_for("d")}

    def gen_mkdeep(self):
        d = self.pick(self.dirs())
        for _ in range(self.rng.randint(5, 25)):
            self.uniq += 1
            d = join(d, "n%d" % self.uniq)
        return {"path": d}

    def gen_pwrite(self):
        f = self.pick(self.paths("f"))
        if not f:
            return None
        sz = len(self.model.get(f).data)
        n = self.rng.choice((1, 7, 4096, 65536, MiB, self.rng.randint(1, 300000)))
        off = self.rng.choice((0, max(0, sz - 1), self.rng.randint(0, sz + 10),
                               MiB - 1, MiB, self.rng.randint(0, sz)))
        return {"path": f, "off": off, "data": self.dataspec(n)}

    def gen_sparse(self):
        f = self.pick(self.paths("f"))
        if not f:
            return None
        sz = len(self.model.get(f).data)
        if self.rng.random() < 0.5:
            return {"path": f, "off": sz + self.rng.randint(MiB, 6 * MiB), "data": self.dataspec(self.rng.randint(1, 5000)),
                    "kind": "pwrite"}
        return {"path": f, "size": sz + self.rng.randint(1, 6 * MiB), "kind": "truncate"}

    def gen_append(self):
        f = self.pick(self.paths("f"))
        return f and {"path": f, "data": self.dataspec(self.rng.choice((1, 100, 4096, MiB, self.rng.randint(1, 200000))))}

    def gen_truncate(self):
        f = self.pick(self.paths("f"))
        if not f:
            return None
        sz = len(self.model.get(f).data)
        return {"path": f, "size": self.rng.choice((0, 1, sz // 2, max(0, sz - 1), sz + 1, MiB, MiB + 1,
                                                     self.rng.randint(0, sz + 100)))}

    def gen_replace(self):
        f = self.pick(self.paths("f"))
        return f and {"path": f, "data": self.dataspec(self.size())}

    def gen_link(self):
        f = self.pick(self.paths("f"))
        return f and {"src": f, "path": join(self.pick(self.dirs()), self.name())}

    def gen_unlink(self):
        # prefer a name of a hard-link group: its other names stay
        linked = [p for p in self.paths("f") if sum(1 for j in self.model.names.values()
                                                    if j == self.model.names[p]) > 1]
        f = self.pick(linked) if linked and self.rng.random() < 0.5 else self.pick(self.paths("f", "l", "p", "c"))
        return f and {"path": f}

    def gen_symlink(self):
        r = self.rng.random()
        any_ = self.pick(self.paths("f", "d", "l")) or "nowhere"
        if r < 0.3:
            t = "../" * self.rng.randint(0, 2) + any_
        elif r < 0.5:
            t = self.W(any_)                                   # absolute, into the workspace
        elif r < 0.7:
            t = "/nonexistent/" + self.name()                  # dangling, absolute
        elif r < 0.85:
            t = "dangling-" + self.name()                      # dangling, relative
        else:
            t = self.rng.choice(("/", ".", "..", "a" * 1000, "ünï 🙂\n", "b" * 4095, "x\udcff"))
        return {"path": join(self.pick(self.dirs()), self.name()), "target": t}

    def gen_rename(self):
        src = self.pick(self.paths("f", "l", "p", "c"))
        if not src:
            return None
        if self.rng.random() < 0.3:
            dst = self.pick([p for p in self.paths("f", "l", "p") if p != src])
            if dst:
                return {"src": src, "path": dst}
        return {"src": src, "path": join(self.pick(self.dirs()), self.name())}

    def gen_rendir(self):
        src = self.pick(self.paths("d"))
        if not src:
            return None
        targets = [d for d in self.dirs() if d != src and not d.startswith(src + "/")]
        d = self.pick(targets)
        if self.rng.random() < 0.25:
            empty = [p for p in self.paths("d") if not self.model.children(p) and p != src
                     and not p.startswith(src + "/") and not src.startswith(p + "/")]
            if empty:
                return {"src": src, "path": self.pick(empty)}
        return {"src": src, "path": join(d, self.name())}

    def gen_rmtree(self):
        d = self.pick(self.paths("d"))
        return d and {"path": d}

    def gen_chmod(self):
        p = self.pick(self.paths("f", "d", "p", "c") + ["."])
        return p and {"path": p, "mode": self.mode_for(self.model.get(p).type)}

    def gen_chown(self):
        p = self.pick(self.paths("f", "d", "l", "p", "c") + ["."])
        ids = (0, 1, 1000, 1234, 65534, 100000, 2 ** 31 + 5, 4294967294)
        uid = self.rng.choice(ids[1:] if p == "." else ids)     # "." owned by 0: see the header
        return p and {"path": p, "uid": uid, "gid": self.rng.choice(ids)}

    def gen_utime(self):
        p = self.pick(self.paths("f", "d", "l", "p", "c") + ["."])
        def t():
            return self.rng.choice((0, 1, 10 ** 9 - 1, 1600000000 * 10 ** 9 + self.rng.randrange(10 ** 9),
                                    self.rng.randrange(1 << 62), 4102444800 * 10 ** 9 + 999999999,
                                    -1, -10 ** 9 - 1, -self.rng.randrange(1 << 61)))
        return {"path": p, "atime": t(), "mtime": t()}

    def gen_setxattr(self):
        p = self.pick(self.paths("f", "d") + ["."])
        if not p:
            return None
        n = self.rng.choice(("user.a", "user.mime_type", "user.empty", "user." + "k" * 200, "user.ünï"))
        v = self.rng.choice((b"", b"x", bytes(range(256)), random.Random(self.rng.random()).randbytes(3000),
                             random.Random(self.rng.random()).randbytes(65536)))
        return {"path": p, "name": n, "value": v.hex()}

    def gen_rmxattr(self):
        c = [(p, k) for p in self.paths("f", "d") + ["."] for k in self.model.get(p).xattrs if k.startswith("user.")]
        if not c:
            return None
        p, k = self.pick(c)
        return {"path": p, "name": k}

    def gen_setacl(self):
        p = self.pick(self.paths("f", "d") + ["."])
        if not p:
            return None
        dflt = self.model.get(p).type == "d" and self.rng.random() < 0.4
        perm = lambda: self.rng.randrange(8)
        e = [(ACL_USER_OBJ, perm(), UNDEF), (ACL_GROUP_OBJ, perm(), UNDEF), (ACL_OTHER, perm(), UNDEF)]
        if self.rng.random() < 0.8:
            for u in self.rng.sample((1000, 1234, 65534, 2 ** 31 + 1), self.rng.randint(1, 3)):
                e.append((ACL_USER, perm(), u))
            if self.rng.random() < 0.5:
                e.append((ACL_GROUP, perm(), 4242))
            e.append((ACL_MASK, perm(), UNDEF))
        return {"path": p, "default": dflt, "acl": acl_bytes(e).hex()}

    def gen_mkfifo(self):
        return {"path": join(self.pick(self.dirs()), self.name()), "mode": self.mode_for("p")}

    def gen_mknod(self):
        return {"path": join(self.pick(self.dirs()), self.name()), "mode": 0o640,
                "rdev": os.makedev(*self.rng.choice(((1, 3), (1, 5), (136, 0))))}

    # ---- applying an op to the mount and the model
    def inherit(self, path, ino):
        """What a new entry takes from its directory: the gid and set-gid of
        a set-gid directory, a default ACL (then mode and ACLs are the
        fs's)."""
        d = self.model.get(parent(path))
        if d.mode is None:                  # set-gid or not: the fs knows
            ino.gid = ino.mode = None
        elif d.mode & stat.S_ISGID:
            ino.gid = d.gid
            if ino.type == "d":
                ino.mode |= stat.S_ISGID
        if d.acl_unknown or ACL_DEFAULT in d.xattrs:
            ino.acl_unknown = True
            ino.mode = None
        self.touch_dir(parent(path))

    def touch_dir(self, d):
        self.model.get(d).mtime = None

    def apply(self, d):
        self.counts[d["op"]] += 1
        getattr(self, "op_" + d["op"])(d)

    def op_create(self, d):
        data = make_data(d["data"])
        p = self.W(d["path"])
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, d["mode"])
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
        os.chmod(p, d["mode"])     # open() leaves out what umask or a default ACL removed
        ino = Ino("f", d["mode"])
        ino.data = data
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        ino.mode = d["mode"]       # chmod(2) sets it exactly (with an ACL: its mask)
        self.note("create %r mode %o, %d bytes" % (d["path"], d["mode"], len(data)))

    def op_dupfile(self, d):
        src = self.model.get(d["from"]).data
        p = self.W(d["path"])
        with open(p, "xb") as f:
            f.write(src)
        os.chmod(p, 0o644)
        ino = Ino("f", 0o644)
        ino.data = src
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        ino.mode = 0o644
        self.note("dupfile %r = the %d bytes of %r" % (d["path"], len(src), d["from"]))

    def op_burst(self, d):
        """A big change: a directory of many small files and one big one."""
        r = random.Random(d["seed"])
        os.mkdir(self.W(d["path"]), 0o755)
        dino = Ino("d", 0o755)
        self.model.new(d["path"], dino)
        self.inherit(d["path"], dino)
        def put(rel, data):
            with open(self.W(rel), "wb") as f:
                f.write(data)
            os.chmod(self.W(rel), 0o644)
            ino = Ino("f", 0o644)
            ino.data = data
            self.model.new(rel, ino)
            self.inherit(rel, ino)
            ino.mode = 0o644
        for k in range(d["n"]):
            put(d["path"] + "/b%03d" % k, r.randbytes(r.randint(0, 9000)))
        put(d["path"] + "/big", r.randbytes(d["big"]))
        self.note("burst %r: %d files and %d bytes" % (d["path"], d["n"], d["big"]))

    def op_mkdir(self, d):
        """mkdir(2) keeps the permissions and the sticky bit (umask 0),
        drops set-user-ID and takes set-group-ID from a set-gid parent."""
        os.mkdir(self.W(d["path"]), d["mode"])
        ino = Ino("d", d["mode"] & 0o1777)
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        self.note("mkdir %r %o" % (d["path"], d["mode"]))

    def op_mkdeep(self, d):
        parts = d["path"].split("/")
        for k in range(1, len(parts) + 1):
            rel = "/".join(parts[:k])
            if rel in self.model.names:
                continue
            os.mkdir(self.W(rel), 0o755)
            ino = Ino("d", 0o755)
            self.model.new(rel, ino)
            self.inherit(rel, ino)
        self.note("mkdeep %r (%d levels)" % (d["path"], len(parts)))

    def writes(self, ino):
        ino.mtime = None

    def op_pwrite(self, d):
        data = make_data(d["data"])
        ino = self.model.get(d["path"])
        fd = os.open(self.W(d["path"]), os.O_WRONLY)
        try:
            os.pwrite(fd, data, d["off"])
        finally:
            os.close(fd)
        b = bytearray(ino.data)
        if d["off"] > len(b):
            b.extend(bytes(d["off"] - len(b)))
        b[d["off"]:d["off"] + len(data)] = data
        ino.data = bytes(b)
        self.writes(ino)
        self.note("pwrite %r at %d, %d bytes (size %d)" % (d["path"], d["off"], len(data), len(ino.data)))

    def op_sparse(self, d):
        if d["kind"] == "pwrite":
            self.op_pwrite(d)
        else:
            self.op_truncate(d)

    def op_append(self, d):
        data = make_data(d["data"])
        ino = self.model.get(d["path"])
        with open(self.W(d["path"]), "ab") as f:
            f.write(data)
        ino.data += data
        self.writes(ino)
        self.note("append %r %d bytes (size %d)" % (d["path"], len(data), len(ino.data)))

    def op_truncate(self, d):
        ino = self.model.get(d["path"])
        os.truncate(self.W(d["path"]), d["size"])
        n = d["size"]
        ino.data = ino.data[:n] + bytes(max(0, n - len(ino.data)))
        self.writes(ino)
        self.note("truncate %r to %d" % (d["path"], n))

    def op_replace(self, d):
        data = make_data(d["data"])
        ino = self.model.get(d["path"])
        with open(self.W(d["path"]), "r+b") as f:
            f.truncate(0)
            f.write(data)
        ino.data = data
        self.writes(ino)
        self.note("replace %r with %d bytes" % (d["path"], len(data)))

    def op_link(self, d):
        os.link(self.W(d["src"]), self.W(d["path"]), follow_symlinks=False)
        self.model.names[d["path"]] = self.model.names[d["src"]]
        self.touch_dir(parent(d["path"]))
        self.note("link %r -> %r" % (d["path"], d["src"]))

    def op_unlink(self, d):
        os.unlink(self.W(d["path"]))
        self.model.drop(d["path"])
        self.touch_dir(parent(d["path"]))
        self.note("unlink %r" % d["path"])

    def op_symlink(self, d):
        os.symlink(d["target"], self.W(d["path"]))
        ino = Ino("l", 0o777)
        ino.target = d["target"]
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        ino.mode, ino.acl_unknown = 0o777, False
        self.note("symlink %r -> %r" % (d["path"], d["target"]))

    def op_rename(self, d):
        os.rename(self.W(d["src"]), self.W(d["path"]))
        m = self.model
        if d["path"] in m.names and m.names[d["path"]] == m.names[d["src"]]:
            self.note("rename %r over %r: the same inode, nothing happens" % (d["src"], d["path"]))
            return
        if d["path"] in m.names:
            m.drop(d["path"])
        m.names[d["path"]] = m.names.pop(d["src"])
        self.touch_dir(parent(d["src"]))
        self.touch_dir(parent(d["path"]))
        self.note("rename %r -> %r" % (d["src"], d["path"]))

    def op_rendir(self, d):
        os.rename(self.W(d["src"]), self.W(d["path"]))
        m = self.model
        if d["path"] in m.names:
            m.drop(d["path"])
        for p in sorted(m.subtree(d["src"])):
            m.names[d["path"] + p[len(d["src"]):]] = m.names.pop(p)
        self.touch_dir(parent(d["src"]))
        self.touch_dir(parent(d["path"]))
        self.model.get(d["path"]).mtime = None      # its ".." changed
        self.note("rename dir %r -> %r" % (d["src"], d["path"]))

    def op_rmtree(self, d):
        shutil.rmtree(self.W(d["path"]))
        for p in sorted(self.model.subtree(d["path"]), reverse=True):
            self.model.drop(p)
        self.touch_dir(parent(d["path"]))
        self.note("rmtree %r" % d["path"])

    def op_chmod(self, d):
        ino = self.model.get(d["path"])
        os.chmod(self.W(d["path"]), d["mode"])
        ino.mode = d["mode"]
        if ino.acl_unknown or ACL_ACCESS in ino.xattrs:
            ino.acl_unknown = True          # the ACL's mask/owner/other follow the mode
        self.note("chmod %r %04o" % (d["path"], d["mode"]))

    def op_chown(self, d):
        ino = self.model.get(d["path"])
        os.chown(self.W(d["path"]), d["uid"], d["gid"], follow_symlinks=False)
        ino.uid, ino.gid = d["uid"], d["gid"]
        if ino.type != "d" and ino.mode is not None and ino.mode & 0o6000:
            ino.mode = None                 # chown may drop set-id bits
        self.note("chown %r %d:%d" % (d["path"], d["uid"], d["gid"]))

    def op_utime(self, d):
        ino = self.model.get(d["path"])
        os.utime(self.W(d["path"]), ns=(d["atime"], d["mtime"]), follow_symlinks=False)
        ino.mtime = d["mtime"]
        self.note("utime %r mtime %d" % (d["path"], d["mtime"]))

    def op_setxattr(self, d):
        os.setxattr(self.W(d["path"]), d["name"], bytes.fromhex(d["value"]), follow_symlinks=False)
        self.model.get(d["path"]).xattrs[d["name"]] = bytes.fromhex(d["value"])
        self.note("setxattr %r %s (%d bytes)" % (d["path"], d["name"], len(d["value"]) // 2))

    def op_rmxattr(self, d):
        os.removexattr(self.W(d["path"]), d["name"], follow_symlinks=False)
        self.model.get(d["path"]).xattrs.pop(d["name"])
        self.note("removexattr %r %s" % (d["path"], d["name"]))

    def op_setacl(self, d):
        ino = self.model.get(d["path"])
        name = ACL_DEFAULT if d["default"] else ACL_ACCESS
        os.setxattr(self.W(d["path"]), name, bytes.fromhex(d["acl"]), follow_symlinks=False)
        if d["default"]:
            ino.xattrs[name] = bytes.fromhex(d["acl"])
        else:
            ino.acl_unknown = True      # the mode follows, a minimal ACL may vanish into it
            ino.mode = None
        self.note("set %s on %r" % (name, d["path"]))

    def op_mkfifo(self, d):
        os.mkfifo(self.W(d["path"]), d["mode"])
        os.chmod(self.W(d["path"]), d["mode"])
        ino = Ino("p", d["mode"])
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        ino.mode = d["mode"]
        self.note("mkfifo %r %o" % (d["path"], d["mode"]))

    def op_mknod(self, d):
        os.mknod(self.W(d["path"]), stat.S_IFCHR | d["mode"], d["rdev"])
        os.chmod(self.W(d["path"]), d["mode"])
        ino = Ino("c", d["mode"])
        ino.rdev = d["rdev"]
        self.model.new(d["path"], ino)
        self.inherit(d["path"], ino)
        ino.mode = d["mode"]
        self.note("mknod %r c %d:%d" % (d["path"], os.major(d["rdev"]), os.minor(d["rdev"])))

    # ---- checks
    def check_live(self, what):
        """The live tree against the model; the model then takes what it
        did not know (fs-made mtimes, modes and ACLs) from the live tree.
        Returns the live manifest."""
        live = describe(self.W())
        want = self.model.manifest()
        diffs = []
        for p in sorted(set(want) | set(live)):
            if p not in live:
                diffs.append("missing %r" % p)
                continue
            if p not in want:
                diffs.append("unexpected %r (%s)" % (p, live[p]["type"]))
                continue
            w, g = want[p], live[p]
            for k in sorted(set(w) | set(g)):
                if k.startswith("_"):
                    continue
                wv, gv = w.get(k), g.get(k)
                if k in ("mode", "mtime_ns", "gid") and wv is None:
                    continue
                if k == "xattrs" and w["_acl_unknown"]:
                    wv = {a: b for a, b in wv.items() if not a.startswith("system.posix_acl")}
                    gv = {a: b for a, b in gv.items() if not a.startswith("system.posix_acl")}
                if wv != gv:
                    diffs.append("%r: %s %r, the model has %r" % (p, k, gv, wv))
        if diffs:
            raise Fail("%s: the live tree differs from the model in %d places: %s"
                       % (what, len(diffs), "; ".join(diffs[:8])))
        for p, i in self.model.names.items():
            ino, g = self.model.inos[i], live[p]
            ino.mtime = g["mtime_ns"]
            ino.mode = int(g["mode"], 8)
            ino.gid = g["gid"]
            if ino.acl_unknown:
                ino.xattrs = {k: v for k, v in ino.xattrs.items() if not k.startswith("system.posix_acl")}
                for k, v in g["xattrs"].items():
                    if k.startswith("system.posix_acl"):
                        ino.xattrs[k] = bytes.fromhex(v)
                ino.acl_unknown = False
        return live

    def compare(self, what, want, root):
        got = describe(root)
        if FAKE_BUG:        # a make-believe restore bug: it loses user.mime_type
            for e in got.values():
                e["xattrs"].pop("user.mime_type", None)
        diffs = diff_manifests(want, got)
        if diffs:
            raise Fail("%s: %d differences from the recorded manifest (%d entries): %s"
                       % (what, len(diffs), len(want), "; ".join(diffs[:8])))
        self.ok("%s: identical (%d entries)" % (what, len(want)))

    def record(self, tag, sid, man):
        """A snapshot of box, now the latest in its ref: what a crash of
        the host must bring back (self.durable)."""
        self.snaps[tag] = {"id": sid, "model": self.model.copy(), "man": man}
        self.durable = tag
        self.note("snapshot #%s = %s" % (tag, sid[:12]))

    def latest_id(self, name=None):
        r = self.ctl("--json", "snapshots", name or self.box)
        return json.loads(r.stdout)[-1]["id"]

    # ---- snapshot actions (descriptors too: tags name snapshots)
    def gen_action(self, tag):
        if self.open_turn is not None:
            a = self.rng.choices(["capture", "capture_same", "turn_end"], [2, 1, 4])[0]
            return {"op": a}
        a = self.rng.choices([n for n, _ in self.ACTIONS], [w for _, w in self.ACTIONS])[0]
        if a == "turn":
            return {"op": "turn_begin"}
        if a == "restore":
            tags = [t for t in self.snaps]
            if not tags:
                return {"op": "capture"}
            r = self.rng.random()
            if r < 0.3:
                return {"op": "restore", "snap": tags[-1]}
            if r < 0.6 and self.turns:
                return {"op": "rollback", "turn": self.rng.choice(sorted(self.turns))}
            return {"op": "restore", "snap": self.rng.choice(tags)}
        if a == "snapdelete":
            tags = [t for t in self.snaps if t != "seed"]
            if not tags:
                return {"op": "capture"}
            return {"op": a, "snap": self.rng.choice(tags), "gc": self.rng.random() < 0.5}
        if a in ("fork", "export"):
            if not self.snaps:
                return {"op": "capture"}
            return {"op": a, "snap": self.rng.choice(list(self.snaps)), "write": self.rng.random() < 0.5}
        return {"op": a}

    def act(self, d, tag):
        self.counts[d["op"]] += 1
        getattr(self, "act_" + d["op"])(d, tag)

    def act_capture(self, d, tag):
        live = self.check_live("before capture")
        r = self.ctl("capture", self.box, "--label", "fuzz %s" % tag)
        sid = r.stdout.strip().splitlines()[-1]
        self.record(tag, sid, live)
        self.compare_now("right after capture #%s" % tag, live)
        self.check_counts(sid, live)
        if len(self.snaps) > 1:
            if "diff" not in d:                 # decided here, kept in the log for a replay
                d["diff"] = self.rng.choice([t for t in self.snaps if t != tag])
            if d["diff"] in self.snaps:
                self.check_diff(d["diff"], tag)

    def check_diff(self, ta, tb):
        """sbxctl diff between two recorded snapshots against the difference
        of their manifests (diff.c's rules: by path; a changed type is a
        delete and an add; modified: type, mode, owner, rdev, xattrs, and
        for non-directories size, content, target, mtime and the paths
        naming the file, its hard-link group; the root is the path "/",
        its own changes (mode, owner, xattrs) an M there)."""
        a, b = self.snaps[ta], self.snaps[tb]
        ma, mb = a["man"], b["man"]

        def groups(m):                  # path -> the paths naming its file
            g = collections.defaultdict(set)
            for p, e in m.items():
                if "link" in e:
                    g[e["link"]].add(p)
            return lambda p: frozenset(g[m[p]["link"]]) if "link" in m[p] else frozenset([p])
        ga, gb = groups(ma), groups(mb)
        want = collections.Counter()
        names = set()
        for p in set(ma) | set(mb):
            x, y = ma.get(p), mb.get(p)
            ch = []
            if y is None:
                ch = ["D"]
            elif x is None:
                ch = ["A"]
            elif x["type"] != y["type"]:
                ch = ["D", "A"]
            else:
                keys = ["mode", "uid", "gid", "rdev", "xattrs"]
                if x["type"] != "d":
                    keys += ["size", "sha256", "target", "mtime_ns"]
                if any(x.get(k) != y.get(k) for k in keys) or (
                        x["type"] != "d" and ga(p) != gb(p)):
                    ch = ["M"]
            for c in ch:
                want[c] += 1
                try:
                    os.fsencode(p).decode("utf-8")
                    names.add((c, "/" if p == "." else "/" + p))
                except UnicodeDecodeError:
                    pass            # escaped in the JSON: counted only
        r = json.loads(self.ctl("--json", "diff", self.box, a["id"], b["id"]).stdout)
        got = {"A": r["added"], "M": r["modified"], "D": r["deleted"]}
        if self.selftest and "diff" not in self.planted:
            self.planted.add("diff")
            if got == {k: want[k] for k in "AMD"}:
                out("ok", "selftest: a diff one change off the manifests is reported")
            bad = dict(got, M=got["M"] + 1)
            if bad == {k: want[k] for k in "AMD"}:
                out("not ok", "selftest: a diff one change off the manifests is reported", "it passed")
        gnames = set((c["change"], c["path"]) for c in r["changes"])
        if got != {k: want[k] for k in "AMD"} or not names <= gnames:
            raise Fail("diff #%s #%s: %s, the manifests say %s; %s" % (
                ta, tb, got, dict(want), "; ".join("%s %r" % x for x in sorted(
                    (names - gnames) | set(x for x in gnames - names if x[1].isprintable()))[:10])))
        self.ok("diff: as the manifests say")

    def check_counts(self, sid, man):
        """The snapshot's header counts (snapshots --json): files are the
        regular files' inodes, bytes the sum of their sizes."""
        v = [x for x in json.loads(self.ctl("--json", "snapshots", self.box).stdout) if x["id"] == sid]
        inodes = {}
        for p, e in man.items():
            if e["type"] == "f":
                inodes[e.get("link", p)] = e["size"]
        want = (len(inodes), sum(inodes.values()))
        if not v or (v[-1]["files"], v[-1]["bytes"]) != want:
            raise Fail("snapshot %s: files, bytes %s, the manifest has %s"
                       % (sid[:12], (v[-1]["files"], v[-1]["bytes"]) if v else "(not listed)", want))
        self.ok("snapshot counts: as the manifest says")

    def compare_now(self, what, man):
        """the live tree still is what was recorded (capture changes nothing)"""
        got = describe(self.W())
        diffs = diff_manifests(man, got)
        if diffs:
            raise Fail("%s: the live tree changed: %s" % (what, "; ".join(diffs[:8])))

    def act_capture_parallel(self, d, tag):
        """Three captures at once (the ref is changed by compare-and-swap):
        all land in the ref, each is the tree."""
        live = self.check_live("before parallel captures")
        cmd = [SBXCTL, "--config", self.env.conf, "capture", self.box, "--label"]
        self.cmds += ["capture %s --label par%d &" % (self.box, k) for k in range(3)] + ["wait"]
        ps = [subprocess.Popen(cmd + ["par%d" % k], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
              for k in range(3)]
        ids = []
        for k, p in enumerate(ps):
            o, e = p.communicate()
            self.note("  $ sbxctl capture %s --label par%d (at once) -> %d%s" % (
                self.box, k, p.returncode, (": " + e.strip()[-200:]) if p.returncode else ""))
            if p.returncode:
                raise Fail("3 captures at once: one exited %d: %s" % (p.returncode, e.strip()[-300:]))
            ids.append(o.strip().splitlines()[-1])
        listed = [x["id"] for x in json.loads(self.ctl("--json", "snapshots", self.box).stdout)]
        for k, sid in enumerate(ids):
            if sid not in listed:
                raise Fail("3 captures at once: %s is not in the ref" % sid[:12])
            self.record("%sp%d" % (tag, k), sid, live)
        self.ok("captures at once: all three in the ref")

    def act_capture_same(self, d, tag):
        """Two captures with nothing changed between; then --if-changed and
        diff against live both say nothing changed."""
        live = self.check_live("before capture")
        a = self.ctl("capture", self.box).stdout.strip().splitlines()[-1]
        b = self.ctl("capture", self.box).stdout.strip().splitlines()[-1]
        r = self.ctl("capture", self.box, "--if-changed")
        if "unchanged" not in r.stdout:
            raise Fail("capture --if-changed right after a capture did not say unchanged: %r" % r.stdout[-200:])
        r = self.ctl("diff", self.box, a, b)
        if r.stdout.strip().splitlines()[-1] != "0 added, 0 modified, 0 deleted":
            raise Fail("diff of two captures with nothing changed between: %r" % r.stdout[-300:])
        r = self.ctl("diff", self.box, b, "live")
        if r.stdout.strip().splitlines()[-1] != "0 added, 0 modified, 0 deleted":
            raise Fail("diff of a capture against the unchanged live tree: %r" % r.stdout[-300:])
        self.record(tag, b, live)
        self.ok("capture with nothing changed: --if-changed and diff agree")

    def act_turn_begin(self, d, tag):
        live = self.check_live("before turn begin")
        r = self.ctl("turn", "begin", self.box, "--wait", "30")
        tid = r.stdout.strip().splitlines()[-1]
        t = json.loads(self.ctl("--json", "turn", "show", tid).stdout)
        before = t["before"]
        # "reused when nothing changed": it must then be the live tree
        for k, s in self.snaps.items():
            if s["id"] == before and diff_manifests(s["man"], live):
                raise Fail("turn begin reused snapshot #%s (%s) though the tree changed since: %s"
                           % (k, before[:12], "; ".join(diff_manifests(s["man"], live)[:6])))
        self.record(tag, before, live)
        self.turns[tag] = {"id": tid, "before": tag}
        self.open_turn = tag
        self.note("turn %s begun, before = %s" % (tid, before[:12]))

    def act_turn_end(self, d, tag):
        if self.open_turn is None:
            return
        live = self.check_live("before turn end")
        t = self.turns[self.open_turn]
        self.ctl("turn", "end", t["id"])
        after = json.loads(self.ctl("--json", "turn", "show", t["id"]).stdout)["after"]
        self.record(tag, after, live)
        self.open_turn = None
        self.compare_now("right after turn end", live)

    def end_turn(self, tag):
        if self.open_turn is not None:
            self.act({"op": "turn_end"}, str(tag) + "e")

    def act_restore(self, d, tag):
        if d["snap"] not in self.snaps:
            return
        s = self.snaps[d["snap"]]
        live = self.check_live("before restore")
        if "stopped" not in d:                  # decided here, kept in the log for a replay
            d["stopped"] = self.rng.random() < 0.25
        if d["stopped"]:
            self.ctl("stop", self.box)
        r = self.ctl("restore", self.box, s["id"])
        undo = [l for l in r.stdout.splitlines() if l.startswith("captured the live tree first: ")]
        if undo:
            self.record(str(tag) + "u", undo[0].split()[5], live)
        if d["stopped"]:
            self.ctl("start", self.box)
        self.compare("restore of #%s in place%s" % (d["snap"], " while stopped" if d["stopped"] else ""),
                     s["man"], self.W())
        self.durable = d["snap"]
        self.model = s["model"].copy()

    def act_rollback(self, d, tag):
        if d["turn"] not in self.turns:
            return
        t = self.turns[d["turn"]]
        s = self.snaps[t["before"]]
        self.check_live("before rollback")
        self.ctl("rollback", self.box, "--turn", t["id"])
        self.compare("rollback of turn %s (#%s)" % (t["id"], d["turn"]), s["man"], self.W())
        self.durable = t["before"]
        self.model = s["model"].copy()

    def planted_flaw(self, man, kind):
        """SNAPFUZZ_SELFTEST: a copy of the manifest with one flaw planted."""
        m = copy.deepcopy(man)
        files = [p for p, e in m.items() if e["type"] == "f"]
        if kind == "content" and files:
            p = self.rng.choice(files)
            m[p]["sha256"] = sha(b"planted" + m[p]["sha256"].encode())
        elif kind == "mode":
            p = self.rng.choice(sorted(m))
            m[p]["mode"] = "%04o" % (int(m[p]["mode"], 8) ^ 0o4000)
        elif kind == "mtime":
            p = self.rng.choice(sorted(m))
            m[p]["mtime_ns"] += 1
        elif kind == "xattr":
            p = self.rng.choice(sorted(m))
            m[p]["xattrs"] = dict(m[p]["xattrs"], **{"user.planted": "00"})
        elif kind == "link" and files:
            p = self.rng.choice(files)
            m[p]["link"] = "planted"
        elif kind == "missing":
            m["planted missing entry"] = {"type": "f"}
        elif kind == "uid":
            p = self.rng.choice(sorted(m))
            m[p]["uid"] += 1
        elif kind == "target":
            ls = [p for p, e in m.items() if e["type"] == "l"]
            if not ls:
                return None
            m[self.rng.choice(ls)]["target"] += "x"
        else:
            return None
        return m

    FLAWS = ("content", "mode", "mtime", "xattr", "link", "missing", "uid", "target")

    def verify_restored(self, what, man, root):
        if self.selftest:
            for kind in self.FLAWS:
                if kind in self.planted:
                    continue
                bad = self.planted_flaw(man, kind)
                if bad is None:
                    continue
                self.planted.add(kind)
                try:
                    self.compare(what + " (with a planted flaw)", bad, root)
                except Fail as e:
                    out("ok", "selftest: a planted %s flaw in the record is reported" % kind)
                    out("diag", "  (it said: %s)" % str(e)[:300])
                else:
                    out("not ok", "selftest: a planted %s flaw in the record is reported" % kind,
                        "the comparison passed")
        self.compare(what, man, root)

    def plant_on_disk(self, root, man):
        """SNAPFUZZ_SELFTEST: change a restored tree (a fork's) behind the
        record's back; the comparison must see it."""
        if "on disk" in self.planted:
            return
        ps = sorted(p for p, e in man.items() if e["type"] in ("f", "d") and p != ".")
        if not ps:
            return
        self.planted.add("on disk")
        p = self.rng.choice(ps)
        os.chmod(os.path.join(root, p), int(man[p]["mode"], 8) ^ 0o001)
        try:
            self.compare("a fork changed on disk", man, root)
        except Fail as e:
            out("ok", "selftest: a mode changed on disk in a restored tree is reported")
            out("diag", "  (it said: %s)" % str(e)[:300])
        else:
            out("not ok", "selftest: a mode changed on disk in a restored tree is reported", "it passed")
        os.chmod(os.path.join(root, p), int(man[p]["mode"], 8))

    def act_fork(self, d, tag):
        if d["snap"] not in self.snaps:
            return
        s = self.snaps[d["snap"]]
        self.fork_n += 1
        name = "fork%d" % self.fork_n
        self.ctl("fork", s["id"], name)
        self.ctl("start", name)
        self.verify_restored("fork of #%s" % d["snap"], s["man"], self.env.ws(name))
        if self.selftest:
            self.plant_on_disk(self.env.ws(name), s["man"])
        if d.get("write"):
            self.write_dup(name)
        self.ctl("stop", name)
        self.ctl("delete", name)

    def packs_bytes(self):
        tot = 0
        for dp, _, fns in os.walk(os.path.join(self.env.store, "packs")):
            for f in fns:
                try:
                    tot += os.lstat(os.path.join(dp, f)).st_size
                except FileNotFoundError:
                    pass
        return tot

    def sync_mounts(self):
        """What every running sandbox's sbxfs was given, committed (an
        fsync of the mount's root), so that no other writer's data lands
        in the packs while a dedup check measures them."""
        sb = os.path.join(self.env.state, "sandboxes")
        for n in os.listdir(sb):
            w = os.path.join(sb, n, "workspace")
            if not n.startswith(".") and os.path.ismount(w):
                fd = os.open(w, os.O_RDONLY | os.O_DIRECTORY)
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)

    def write_dup(self, name):
        """Data another sandbox wrote (box's pool-seed, captured at the
        start), written in this one: the store's packs do not grow by it
        (dedup across sandboxes)."""
        self.sync_mounts()
        b0 = self.packs_bytes()
        k = 3
        p = os.path.join(self.env.ws(name), "dup-of-pool")
        with open(p, "wb") as f:
            f.write(make_data(["p", [0, 1, 2], 0]))
        self.ctl("capture", name)
        grew = self.packs_bytes() - b0
        if not self.dup_ok(grew, k):
            raise Fail("dedup across sandboxes: %d MiB of data the store holds grew its packs by %d bytes"
                       % (k, grew))
        self.ok("dedup across sandboxes: %d MiB grew the packs by %d bytes" % (k, grew))

    def dup_ok(self, grew, k):
        return grew < 256 * 1024

    def act_export(self, d, tag):
        if d["snap"] not in self.snaps:
            return
        s = self.snaps[d["snap"]]
        self.fork_n += 1
        name = "imp%d" % self.fork_n
        f = os.path.join(self.work, "exp.sbx")
        self.ctl("export", self.box, s["id"], f)
        self.ctl("import", f, name)
        os.unlink(f)
        self.ctl("start", name)
        self.verify_restored("export + import of #%s" % d["snap"], s["man"], self.env.ws(name))
        self.ctl("stop", name)
        self.ctl("delete", name)

    def act_stopstart(self, d, tag):
        live = self.check_live("before stop")
        self.ctl("stop", self.box)
        self.record(tag, self.latest_id(), live)
        self.ctl("start", self.box)
        self.compare("stop + start", live, self.W())

    def act_reap(self, d, tag):
        live = self.check_live("before sleep")
        time.sleep(1.2)
        self.ctl("reap", conf=self.env.reap_conf)
        st = json.loads(self.ctl("--json", "status", self.box).stdout)
        if st.get("state") != "sleeping":
            raise Fail("reap with idle_timeout 1 after 1.2 s idle: state %r, want sleeping" % st.get("state"))
        self.record(tag, self.latest_id(), live)
        self.ctl("start", self.box)
        self.compare("reap's sleep + wake", live, self.W())

    def act_hostloss(self, d, tag):
        live = self.check_live("before the host is lost")
        self.ctl("stop", self.box)
        self.record(tag, self.latest_id(), live)
        wipe(self.env.state)
        self.turns.clear()               # turns are host state (tools/README.md)
        self.ctl("start", self.box)
        self.verify_restored("wake from the store after the state dir was wiped", live, self.W())

    def act_otherhost(self, d, tag):
        """box moves to the other host (state dir): stopped here, woken
        there from the store; the run goes on there."""
        live = self.check_live("before moving to the other host")
        self.ctl("stop", self.box)
        self.record(tag, self.latest_id(), live)
        other = self.envs[1] if self.env is self.envs[0] else self.envs[0]
        # A local tree left there from an earlier stay is stale: with a
        # local-directory store a wake does not check (only an S3 store's
        # does, STORE.md), see the header.
        wipe(os.path.join(other.state, "sandboxes", self.box), ignore_errors=True)
        self.env = other
        self.turns.clear()               # turns are host state (tools/README.md)
        self.ctl("start", self.box)
        self.verify_restored("wake on the other host", live, self.W())

    def act_snapdelete(self, d, tag):
        """A snapshot deleted (maybe the base of deltas), maybe gc: every
        other snapshot still restores (checked by later restores)."""
        if d["snap"] not in self.snaps or self.open_turn is not None:
            return
        sid = self.snaps[d["snap"]]["id"]
        self.ctl("snapshot-delete", self.box, sid)
        if self.durable in self.snaps and self.snaps[self.durable]["id"] == sid:
            self.durable = None         # the ref's latest is an older one now
        for t in [t for t, s in self.snaps.items() if s["id"] == sid]:
            del self.snaps[t]
        for t in [t for t, v in self.turns.items() if v["before"] not in self.snaps]:
            del self.turns[t]
        if d.get("gc"):
            self.ctl("gc", "--min-age", "0")
        self.note("deleted snapshot %s%s" % (sid[:12], " and gc" if d.get("gc") else ""))

    def act_hostcrash(self, d, tag):
        """The host dies: sbxfs and sbxexec killed -9 (nothing captured),
        the mount gone, the state directory lost; a wake from the store
        brings back the latest durable point: the last capture, or the
        snapshot a restore or rollback put back since."""
        if self.durable is None:
            return
        sb = os.path.join(self.env.state, "sandboxes", self.box)
        for pf in ("sbxfs.pid", "exec/pid"):
            try:
                with open(os.path.join(sb, pf)) as f:
                    pid = int(f.read().split()[0])
                with open("/proc/%d/cmdline" % pid, "rb") as f:
                    mine = self.env.state.encode() in f.read()
            except (OSError, ValueError, IndexError):
                continue
            if mine:                    # a daemon this run started, by its pid
                os.kill(pid, 9)
                for _ in range(200):
                    if not alive(pid):
                        break
                    time.sleep(0.01)
        subprocess.run(["fusermount3", "-uz", self.W()], stderr=subprocess.DEVNULL)
        self.note("  killed -9 box's sbxfs and sbxexec, unmounted, wiped %s" % self.env.state)
        wipe(self.env.state)
        self.turns.clear()
        self.open_turn = None
        s = self.snaps[self.durable]
        self.ctl("start", "--take-over", self.box)     # its lease: the dead host's, fresh
        self.compare("wake after a crash of the host (#%s, the latest durable point)" % self.durable,
                     s["man"], self.W())
        self.model = s["model"].copy()

    def act_gc(self, d, tag):
        self.ctl("gc", "--min-age", "0")
        self.ctl("verify", self.box)
        self.ok("gc --min-age 0, then verify clean")

    def act_dedup(self, d, tag):
        """Data already in a file of the store (pool-seed's blocks, captured
        at the start), written again in another file of box: the store's
        packs do not grow by it (dedup across files)."""
        if "path" not in d:                     # decided here, kept in the log for a replay
            self.uniq += 1
            d["path"] = join(self.pick(self.dirs()), "dedup%d" % self.uniq)
        self.check_live("before dedup")
        self.sync_mounts()
        b0 = self.packs_bytes()
        self.op_create({"path": d["path"], "mode": 0o644, "data": ["p", [0, 1, 2], 0]})
        sid = self.ctl("capture", self.box).stdout.strip().splitlines()[-1]
        grew = self.packs_bytes() - b0
        self.record(tag, sid, self.check_live("after dedup's capture"))
        if not self.dup_ok(grew, 3):
            raise Fail("dedup across files: 3 MiB that pool-seed holds, written to %r, grew the packs "
                       "by %d bytes" % (d["path"], grew))
        self.ok("dedup across files: 3 MiB again grew the packs by %d bytes" % grew)

    # ---- the run
    def setup(self):
        os.makedirs(self.env.store, exist_ok=True)
        self.ctl("create", self.box)
        self.ctl("start", self.box)
        os.umask(0)
        root = self.model.new(".", Ino("d", None))
        root.uid = tree_id(os.stat(self.W()).st_uid)
        root.gid = tree_id(os.stat(self.W()).st_gid)
        if self.replay is None:
            # data the store holds from the start: pool blocks 0-2 (dedup checks)
            self.step({"op": "create", "path": "pool-seed", "mode": 0o644, "data": ["p", [0, 1, 2], 0],
                       "_tag": 0}, 0)
            if self.selftest:           # every kind of flaw has an entry to be planted in
                self.step({"op": "symlink", "path": "selftest-link", "target": "pool-seed", "_tag": 0}, 0)
            self.step({"op": "capture", "_tag": "seed"}, "seed")

    def step(self, d, tag):
        self.log.append(d)
        if d["op"] in self.ACT_OPS:
            self.note("#%s %s" % (tag, json.dumps(d)))
            self.act(d, tag)
        else:
            self.note("#%s %s" % (tag, json.dumps(d, ensure_ascii=False)[:300]))
            self.apply(d)

    ACT_OPS = {"capture", "capture_same", "turn_begin", "turn_end", "restore", "rollback", "fork",
               "export", "stopstart", "reap", "hostloss", "gc", "dedup", "capture_raw", "otherhost",
               "snapdelete", "capture_parallel", "hostcrash"}

    def run(self):
        self.setup()
        if self.replay is not None:
            for k, d in enumerate(self.replay):
                try:
                    self.step(d, d.get("_tag", k))
                except (OSError, KeyError) as e:
                    if d["op"] in self.ACT_OPS:
                        raise
                    self.note("  (skipped in replay: %s)" % e)
                    self.log.pop()
            self.finish()
            return
        every = self.rng.randint(3, 8)
        k = 0
        while k < self.nops:
            k += 1
            d = self.gen()
            d["_tag"] = k
            if d["op"] == "burst":
                self.step(d, k)
                # a capture right after a big change, before anything reads the tree
                k += 1
                self.step({"op": "capture_raw", "_tag": k}, k)
                continue
            self.step(d, k)
            if k % every == 0:
                k += 1
                a = self.gen_action(k)
                a["_tag"] = k
                self.step(a, k)
                every = self.rng.randint(2, 9)
            if self.selftest and k >= self.nops // 3 and "model" not in self.planted:
                self.plant_model()
        self.finish()

    def act_capture_raw(self, d, tag):
        """Capture first, then read the live tree (it must be what was captured)."""
        r = self.ctl("capture", self.box, "--label", "after a big change")
        sid = r.stdout.strip().splitlines()[-1]
        live = self.check_live("after a capture right after a big change")
        self.record(tag, sid, live)

    def plant_model(self):
        """SNAPFUZZ_SELFTEST: flip a byte of a file in the model; the next
        check of the live tree must report it."""
        f = [p for p in self.paths("f") if self.model.get(p).data]
        if not f:
            return
        self.planted.add("model")
        p = self.rng.choice(f)
        ino = self.model.get(p)
        old = ino.data
        b = bytearray(old)
        b[self.rng.randrange(len(b))] ^= 1
        ino.data = bytes(b)
        try:
            self.check_live("selftest")
        except Fail as e:
            out("ok", "selftest: a flipped byte in the model is reported by the live check")
            out("diag", "  (it said: %s)" % str(e)[:300])
        else:
            out("not ok", "selftest: a flipped byte in the model is reported by the live check", "it passed")
        ino.data = old

    def finish(self):
        self.end_turn("end")
        # the latest state: captured, then every kind of restore of it
        tag = "final"
        self.act_capture({"op": "capture"}, tag)
        self.log.append({"op": "capture", "_tag": tag})
        d = {"op": "fork", "snap": tag, "write": True, "_tag": "finalfork"}
        self.log.append(d)
        self.act_fork(d, "finalfork")
        self.ctl("create", "other")              # a sandbox of its own, not a fork
        self.ctl("start", "other")
        self.write_dup("other")
        self.ctl("stop", "other")
        d = {"op": "hostloss", "_tag": "finalhost"}
        self.log.append(d)
        self.act_hostloss(d, "finalhost")
        # and the older ones, as forks and as restores in place
        olds = list(self.snaps)
        if self.replay is None:
            for t in self.rng.sample(olds, min(3, len(olds))):
                d = {"op": "restore", "snap": t, "_tag": "final-r%s" % t}
                self.log.append(d)
                self.act_restore(d, d["_tag"])
            # and the host crashes right after the last restore: it must
            # come back as restored, not as the undo point
            d = {"op": "hostcrash", "_tag": "finalcrash"}
            self.log.append(d)
            self.act_hostcrash(d, "finalcrash")
        self.ctl("gc", "--min-age", "0")
        r = self.ctl("--json", "verify", "--all")
        # (the last line: verify --json prints fs_check's text line first,
        # see the header)
        if not json.loads(r.stdout.strip().splitlines()[-1]).get("clean"):
            raise Fail("verify --all is not clean: %s" % r.stdout[-500:])
        self.ok("verify --all: clean")
        if self.selftest:
            for kind in self.FLAWS + ("on disk", "model", "diff"):
                if kind not in self.planted:
                    out("not ok", "selftest: a %s flaw was planted" % kind, "the run never had the chance")
        self.ctl("stop", self.box)

    def cleanup(self):
        for e in self.envs:
            st = e.state
            sb = os.path.join(st, "sandboxes")
            if os.path.isdir(sb):
                for n in os.listdir(sb):
                    if not n.startswith("."):
                        self.ctl("stop", n, conf=e.conf, check=False)


# ---------------------------------------------------------------- minimising
def trial(work, ops, seed, timeout):
    """Run ops on a fresh store and state; the Fail's text, or None."""
    if os.path.exists(work):
        shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    fz = Fuzz(work, seed, 0, replay=ops)
    fz.quiet = True
    try:
        fz.run()
        return None, fz
    except Fail as e:
        return str(e), fz
    except Exception as e:
        return "error: %s: %s" % (type(e).__name__, e), fz
    finally:
        try:
            fz.cleanup()
        except Exception:
            pass


def category(msg):
    return msg.split(":")[0] if msg else None


def minimise(work, ops, seed, want, budget):
    """ddmin-like: drop chunks of mutations while the run still fails the
    same way; snapshot actions are kept only if a smaller log needs them."""
    t_end = time.time() + budget
    cur = list(ops)
    n = 2
    tries = 0
    while len(cur) >= 2 and time.time() < t_end:
        chunk = max(1, len(cur) // n)
        reduced = False
        for i in range(0, len(cur), chunk):
            if time.time() >= t_end:
                break
            cand = cur[:i] + cur[i + chunk:]
            tries += 1
            msg, _ = trial(os.path.join(work, "min"), cand, seed, 0)
            if msg and category(msg) == want:
                cur = cand
                n = max(n - 1, 2)
                reduced = True
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(cur), n * 2)
    return cur, tries


# ---------------------------------------------------------------- main
def main():
    work, seed, nops = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    replay = None
    if os.environ.get("SNAPFUZZ_REPLAY"):
        with open(os.environ["SNAPFUZZ_REPLAY"]) as f:
            replay = json.load(f)
    os.makedirs(work, exist_ok=True)
    fz = Fuzz(work, seed, nops, replay=replay)
    t0 = time.time()
    failed = None
    try:
        fz.run()
        out("ok", "seed %d, %d ops: every restore matched its snapshot's manifest" % (seed, nops))
        out("diag", "checks: " + " ".join("%s=%d" % kv for kv in sorted(fz.checks.items())))
        out("diag", "op mix: " + " ".join("%s=%d" % kv for kv in sorted(fz.counts.items())))
    except Fail as e:
        failed = str(e)
    except Exception as e:
        failed = "error: %s: %s" % (type(e).__name__, e)
        for line in traceback.format_exc().splitlines()[-8:]:
            out("diag", "  " + line)
    finally:
        try:
            fz.cleanup()
        except Exception:
            pass
    out("diag", "seed %d: %d ops in %.1f s" % (seed, nops, time.time() - t0))
    if failed:
        out("not ok", "seed %d: snapshots restore exactly" % seed, failed[:1500])
        out("diag", "reproduce: SNAPFUZZ_SEED=%d%s SNAPFUZZ_OPS=%d tests/run tests/snapshot/snapfuzz.t"
            % (seed, ":busy" if os.environ.get("SNAPFUZZ_BUSY") == "1" else "", nops))
        logf = os.path.join(os.environ.get("SNAPFUZZ_KEEP", work), "ops-%d.json" % seed)
        with open(logf, "w") as f:
            json.dump(fz.log, f)
        out("diag", "op log: %s (replay: SNAPFUZZ_REPLAY=%s ...); the last ops:" % (logf, logf))
        for line in list(fz.notes)[-30:]:
            out("diag", "  " + line[:400])
        if os.environ.get("SNAPFUZZ_MINIMIZE", "1") != "0" and not fz.selftest:
            budget = float(os.environ.get("SNAPFUZZ_MIN_SECS", "240"))
            msg, _ = trial(os.path.join(work, "min"), fz.log, seed, 0)
            if msg is None or category(msg) != category(failed):
                out("diag", "minimising: a replay of the log does not fail the same way (%s); not minimised"
                    % (msg or "it passed"))
            else:
                small, tries = minimise(work, fz.log, seed, category(failed), budget)
                minf = os.path.join(os.environ.get("SNAPFUZZ_KEEP", work), "min-%d.json" % seed)
                with open(minf, "w") as f:
                    json.dump(small, f)
                msg, tz = trial(os.path.join(work, "min"), small, seed, 0)
                out("diag", "minimised in %d trials to %d ops (%s), still failing: %s"
                    % (tries, len(small), minf, (msg or "no")[:300]))
                for d in small:
                    out("diag", "  " + json.dumps({k: v for k, v in d.items() if k != "_tag"},
                                                  ensure_ascii=False)[:300])
                out("diag", "  replay it: SNAPFUZZ_REPLAY=%s %s %s DIR %d 0; the sbxctl commands of the "
                    "minimal run:" % (minf, sys.executable, os.path.abspath(__file__), seed))
                for c in tz.cmds:
                    out("diag", "    sbxctl " + c)
            shutil.rmtree(os.path.join(work, "min"), ignore_errors=True)
    out("done")


def reaper():
    """Be a subreaper for the run: the daemons sbxctl starts (sbxexec,
    sbxfs) are reaped at once when they exit, so `stop` does not wait on
    a zombie that a slow PID 1 has not reaped yet."""
    PR_SET_CHILD_SUBREAPER = 36
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    pid = os.fork()
    if pid == 0:
        main()
        sys.stdout.flush()
        os._exit(0)
    while True:
        try:
            p, st = os.wait()
        except ChildProcessError:
            sys.exit(1)
        if p == pid:
            sys.exit(os.waitstatus_to_exitcode(st))


if __name__ == "__main__":
    reaper()
