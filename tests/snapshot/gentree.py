#!/usr/bin/python3
"""gentree.py DIR NFILES [SEED]: a tree like an npm install (packages with
package.json, index.js, lib/*.js, README.md, LICENSE, nested node_modules),
plus every odd kind of entry a workspace may hold: symlinks (relative,
dangling, to dirs), hard-link groups, xattrs, empty dirs, sparse files,
names with spaces, newlines, UTF-8 and 255 bytes, odd modes, other
owners, and nanosecond mtimes.  Deterministic for a seed."""
import os, random, sys

root, nfiles = sys.argv[1], int(sys.argv[2])
rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
words = "lodash react util core parse stream buffer event emitter async path glob minimatch chalk debug ms semver yargs".split()
made = 0
def text(n):
    return ("".join(rnd.choice(words) + rnd.choice(" \n;(){}.=") for _ in range(n // 6)) + "\n").encode()
def put(path, data, mode=0o644):
    global made
    with open(path, "wb") as f:
        f.write(data)
    os.chmod(path, mode)
    t = 1600000000 + rnd.randrange(10**8)
    os.utime(path, ns=(t * 10**9 + rnd.randrange(10**9), t * 10**9 + rnd.randrange(10**9)))
    made += 1

# the odd entries first
odd = os.path.join(root, "odd")
os.makedirs(odd)
put(os.path.join(odd, "with space.txt"), b"space\n")
put(os.path.join(odd, "new\nline"), b"newline\n")
put(os.path.join(odd, "ünïcødé-日本語-🙂.md"), "utf8 ✓\n".encode())
put(os.path.join(odd, "x" * 255), b"long name\n")
put(os.path.join(odd, "tab\there"), b"tab\n")
os.makedirs(os.path.join(odd, "empty", "deeper", "emptiest"))
os.makedirs(os.path.join(odd, "y" * 255))
os.symlink("with space.txt", os.path.join(odd, "link-rel"))
os.symlink("/nonexistent/target", os.path.join(odd, "link-dangling"))
os.symlink("empty", os.path.join(odd, "link-dir"))
os.symlink("z" * 1000, os.path.join(odd, "link-long"))
put(os.path.join(odd, "hard-a"), b"hard link group\n")
os.link(os.path.join(odd, "hard-a"), os.path.join(odd, "hard-b"))
os.link(os.path.join(odd, "hard-a"), os.path.join(odd, "empty", "hard-c"))
for m in (0o600, 0o444, 0o755, 0o4755, 0o2750, 0o1777 & 0o777, 0o000):
    put(os.path.join(odd, "mode-%o" % m), b"m\n", m)
os.chmod(os.path.join(odd, "empty", "deeper"), 0o700)
p = os.path.join(odd, "owned")
put(p, b"owner\n")
os.chown(p, 1234, 5678)
os.lchown(os.path.join(odd, "link-rel"), 4321, 8765)
p = os.path.join(odd, "xattrs")
put(p, b"xattrs\n")
os.setxattr(p, "user.mime_type", b"text/plain")
os.setxattr(p, "user.empty", b"")
os.setxattr(p, "user.binary", bytes(range(256)))
os.setxattr(os.path.join(odd, "empty"), "user.on_dir", b"yes")
with open(os.path.join(odd, "sparse"), "wb") as f:     # holes, data, hole at end
    f.seek(3 << 20); f.write(b"middle"); f.seek((7 << 20) + 5); f.write(b"tail"); f.truncate(9 << 20)
made += 1
with open(os.path.join(odd, "sparse-only"), "wb") as f:
    f.truncate(5 << 20)
made += 1
put(os.path.join(odd, "big-random"), rnd.randbytes(3 << 20))
put(os.path.join(odd, "empty-file"), b"")

# then packages until nfiles
n = 0
def package(base, depth):
    global n
    name = rnd.choice(words) + "-" + str(n)
    n += 1
    d = os.path.join(base, name)
    os.makedirs(os.path.join(d, "lib"))
    put(os.path.join(d, "package.json"), ('{"name":"%s","version":"1.%d.0","main":"index.js"}\n' % (name, n)).encode())
    put(os.path.join(d, "index.js"), text(rnd.randrange(200, 4000)))
    put(os.path.join(d, "README.md"), text(rnd.randrange(500, 6000)))
    put(os.path.join(d, "LICENSE"), b"MIT License\n\nPermission is hereby granted, free of charge...\n")
    for i in range(rnd.randrange(1, 12)):
        put(os.path.join(d, "lib", "m%d.js" % i), text(rnd.randrange(100, 8000)))
    os.utime(os.path.join(d, "lib"), ns=(1600000000 * 10**9 + n, 1600000000 * 10**9 + n))
    if depth < 2 and rnd.random() < 0.2:
        os.makedirs(os.path.join(d, "node_modules"))
        for _ in range(rnd.randrange(1, 4)):
            package(os.path.join(d, "node_modules"), depth + 1)
nm = os.path.join(root, "node_modules")
os.makedirs(nm)
os.symlink("../node_modules/.bin-target", os.path.join(root, "bin-link"))
while made < nfiles:
    package(nm, 0)
print(made)
