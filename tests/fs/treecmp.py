#!/usr/bin/python3
"""treecmp.py: describe a tree exactly, or compare two descriptions/trees.

  treecmp.py manifest DIR [OPTS] > FILE   one JSON line per entry
  treecmp.py diff A B [OPTS]              A, B: a DIR or a manifest FILE;
                                          exit 1 and print differences

Each entry: type, mode (all 12 bits), uid, gid, size, mtime_ns, content
sha256 (files) or target (symlinks), rdev (devices), xattrs (all, with
ACLs), and hard-link structure (the first path of its inode), so inode
numbers may differ while the link structure may not.
OPTS: --no-dir-mtime (ignore directories' mtimes), --no-xattr-ns=PREFIX
(drop xattrs whose name starts with PREFIX; repeatable), --tree-ids=LO-HI
(uids and gids in [LO, HI), a sandbox's own, described as 65534: the
owner its tree stores, [exec] uid).
"""
import hashlib, json, os, stat, sys


def describe(root, opts):
    out = {}
    firsts = {}
    drop = [o.split("=", 1)[1] for o in opts if o.startswith("--no-xattr-ns=")]
    lo, hi = 0, 0
    for o in opts:
        if o.startswith("--tree-ids="):
            lo, hi = (int(x) for x in o.split("=", 1)[1].split("-"))
    tree = lambda i: 65534 if lo <= i < hi else i
    def one(path, rel):
        st = os.lstat(path)
        t = stat.S_IFMT(st.st_mode)
        e = {"type": {stat.S_IFREG: "f", stat.S_IFDIR: "d", stat.S_IFLNK: "l", stat.S_IFIFO: "p",
                      stat.S_IFSOCK: "s", stat.S_IFCHR: "c", stat.S_IFBLK: "b"}[t],
             "mode": "%04o" % stat.S_IMODE(st.st_mode), "uid": tree(st.st_uid), "gid": tree(st.st_gid)}
        # the root's own mtime is not part of the tree's content
        if not (t == stat.S_IFDIR and ("--no-dir-mtime" in opts or rel == ".")) and t != stat.S_IFLNK:
            e["mtime_ns"] = st.st_mtime_ns
        if t == stat.S_IFLNK:
            e["mtime_ns"] = st.st_mtime_ns
            e["target"] = os.readlink(path)
        if t == stat.S_IFREG:
            e["size"] = st.st_size
            h = hashlib.sha256()
            with open(path, "rb") as f:
                while True:
                    b = f.read(1 << 20)
                    if not b:
                        break
                    h.update(b)
            e["sha256"] = h.hexdigest()
            if st.st_nlink > 1:
                key = (st.st_dev, st.st_ino)
                e["link"] = firsts.setdefault(key, rel)
                e["nlink"] = st.st_nlink
        if t in (stat.S_IFCHR, stat.S_IFBLK):
            e["rdev"] = st.st_rdev
        xa = {}
        try:
            names = os.listxattr(path, follow_symlinks=False)
        except OSError:
            names = []
        for n in sorted(names):
            if any(n.startswith(p) for p in drop):
                continue
            xa[n] = os.getxattr(path, n, follow_symlinks=False).hex()
        if xa:
            e["xattrs"] = xa
        out[rel] = e
    one(root, ".")
    for dp, dns, fns in os.walk(root):
        dns.sort()
        for n in sorted(dns + fns):
            p = os.path.join(dp, n)
            one(p, os.path.relpath(p, root))
    return out


def load(arg, opts):
    if os.path.isdir(arg):
        return describe(arg, opts)
    with open(arg) as f:
        return {k: v for k, v in (json.loads(l) for l in f)}


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    opts = [a for a in args if a.startswith("--")]
    args = [a for a in args if not a.startswith("--")]
    if cmd == "manifest":
        for k, v in sorted(describe(args[0], opts).items()):
            print(json.dumps([k, v], sort_keys=True))
        return 0
    a, b = load(args[0], opts), load(args[1], opts)
    diffs = []
    for k in sorted(set(a) | set(b)):
        if k not in a:
            diffs.append("only in B: %s" % k)
        elif k not in b:
            diffs.append("only in A: %s" % k)
        elif a[k] != b[k]:
            ks = sorted(x for x in set(a[k]) | set(b[k]) if a[k].get(x) != b[k].get(x))
            diffs.append("%s: %s" % (k, ", ".join("%s %r != %r" % (x, a[k].get(x), b[k].get(x)) for x in ks)))
    for d in diffs[:30]:
        print(d)
    if diffs:
        print("%d differences in %d/%d entries" % (len(diffs), len(a), len(b)))
        return 1
    print("same: %d entries" % len(a))
    return 0


sys.exit(main())
