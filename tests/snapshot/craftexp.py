#!/usr/bin/python3
"""craftexp.py: crafted sbx exports, for the import checks (import.t).

  craftexp.py plen SRC DST huge|wrap    the object's "plen" lies: 2^50, or
                                        -16 over a frame of 64 MiB
  craftexp.py name SRC DST HDR OBJ      the file's header names sandbox HDR,
                                        its object OBJ
  craftexp.py tree SRC DST VARIANT      the object's tree is damaged (below;
                                        "limits": each at a bound, whole)
  craftexp.py header SRC DST JSON      the file's header with JSON's keys set
                                        (as, tenant: any value)
  craftexp.py newer SRC DST export|object|object-only
                                        a newer build's: the export's header
                                        says format 2, or the object's does
                                        (object-only: also writes the object
                                        alone to DST.obj and its id to
                                        DST.id, for a store)

SRC is a genuine export of a box holding f1 (a file), d (a directory) and
d/g (a file): inodes 1 root, 2 f1, 3 d, 4 d/g.  The formats are those of
snapshot/export.c, snap.c and tree.c; every sum and id is made right, so
only the content is wrong."""
import copy, hashlib, json, struct, subprocess, sys


def zd(b):
    return subprocess.run(["zstd", "-d", "-c", "-q"], input=b, capture_output=True, check=True).stdout


def zc(b):
    return subprocess.run(["zstd", "-c", "-q", "-3"], input=b, capture_output=True, check=True).stdout


def parse_export(data):
    assert data[:8] == b"SBXEXP1\n"
    hl, = struct.unpack_from("<I", data, 8)
    h = json.loads(data[12:12 + hl])
    p = 12 + hl
    assert not h.get("base_len"), "a delta's export: capture a whole object"
    obj = data[p:p + h["object_len"]]
    p += h["object_len"]
    end = len(data) - 40
    recs = []
    while p < end:
        clen, = struct.unpack_from("<I", data, p + 36)
        recs.append(data[p:p + 44 + clen])
        p += 44 + clen
    return h, obj, recs


def parse_obj(obj):
    assert obj[:8] == b"SBXSNAP1"
    hl, = struct.unpack_from("<I", obj, 8)
    return json.loads(obj[12:12 + hl]), zd(obj[12 + hl:])


def obj_bytes(h, z):
    hj = json.dumps(h, separators=(",", ":"), sort_keys=True).encode()
    return b"SBXSNAP1" + struct.pack("<I", len(hj)) + hj + z


def make_obj(h, plain):
    z = zc(plain)
    h = dict(h)
    h["tree"] = dict(codec="zstd", len=len(z), plen=len(plain), sha256=hashlib.sha256(plain).hexdigest())
    return obj_bytes(h, z)


def make_export(obj, recs, sandbox, fmt=1, more=None):
    oid = hashlib.sha256(obj).hexdigest()
    h = {"format": fmt, "id": oid, "sandbox": sandbox, "object_len": len(obj), "chunks": len(recs)}
    h.update(more or {})
    hj = json.dumps(h, separators=(",", ":"), sort_keys=True).encode()
    body = b"SBXEXP1\n" + struct.pack("<I", len(hj)) + hj + obj + b"".join(recs)
    return body + b"SBXEND1\n" + hashlib.sha256(body).digest()


class Tree:
    pass


def parse_tree(b):
    assert b[:8] == b"SBXTREE1"
    p = 8
    t = Tree()
    n, = struct.unpack_from("<I", b, p); p += 4
    t.meta = []
    for _ in range(n):
        kl, = struct.unpack_from("<H", b, p); p += 2
        k = b[p:p + kl]; p += kl
        v, = struct.unpack_from("<q", b, p); p += 8
        t.meta.append((k, v))
    n, = struct.unpack_from("<Q", b, p); p += 8
    t.inodes = []
    for _ in range(n):
        ino, mode, uid, gid, nlink, rdev, size = struct.unpack_from("<QIIIIQQ", b, p); p += 40
        ts = list(struct.unpack_from("<6q", b, p)); p += 48
        tl, = struct.unpack_from("<I", b, p); p += 4
        tgt = None
        if tl != 0xffffffff:
            tgt = b[p:p + tl]; p += tl
        nb, = struct.unpack_from("<I", b, p); p += 4
        blocks = [b[p + 32 * i:p + 32 * i + 32] for i in range(nb)]; p += 32 * nb
        t.inodes.append(dict(ino=ino, mode=mode, uid=uid, gid=gid, nlink=nlink, rdev=rdev, size=size,
                             t=ts, target=tgt, blocks=blocks))
    n, = struct.unpack_from("<Q", b, p); p += 8
    t.dentries = []
    for _ in range(n):
        par, nl = struct.unpack_from("<QH", b, p); p += 10
        name = b[p:p + nl]; p += nl
        ino, ck = struct.unpack_from("<QQ", b, p); p += 16
        t.dentries.append(dict(parent=par, name=name, ino=ino, cookie=ck))
    n, = struct.unpack_from("<Q", b, p); p += 8
    t.xattrs = []
    for _ in range(n):
        ino, nl = struct.unpack_from("<QH", b, p); p += 10
        name = b[p:p + nl]; p += nl
        vl, = struct.unpack_from("<I", b, p); p += 4
        t.xattrs.append(dict(ino=ino, name=name, val=b[p:p + vl])); p += vl
    assert p == len(b)
    return t


def enc_tree(t):
    o = bytearray(b"SBXTREE1")
    o += struct.pack("<I", len(t.meta))
    for k, v in sorted(t.meta):
        o += struct.pack("<H", len(k)) + k + struct.pack("<q", v)
    ins = sorted(t.inodes, key=lambda x: x["ino"])
    o += struct.pack("<Q", len(ins))
    for i in ins:
        o += struct.pack("<QIIIIQQ", i["ino"], i["mode"], i["uid"], i["gid"], i["nlink"], i["rdev"], i["size"])
        o += struct.pack("<6q", *i["t"])
        if i["target"] is None:
            o += struct.pack("<I", 0xffffffff)
        else:
            o += struct.pack("<I", len(i["target"])) + i["target"]
        o += struct.pack("<I", len(i["blocks"])) + b"".join(i["blocks"])
    ds = sorted(t.dentries, key=lambda d: (d["parent"], d["name"]))
    o += struct.pack("<Q", len(ds))
    for d in ds:
        o += struct.pack("<QH", d["parent"], len(d["name"])) + d["name"] + struct.pack("<QQ", d["ino"], d["cookie"])
    o += struct.pack("<Q", len(t.xattrs))
    for x in t.xattrs:              # in the order given: a variant may break it
        o += struct.pack("<QH", x["ino"], len(x["name"])) + x["name"]
        o += struct.pack("<I", len(x["val"])) + x["val"]
    return bytes(o)


def tree_variant(t, v):
    I = {i["ino"]: i for i in t.inodes}
    def dent(parent, name, ino, ck=1000):
        t.dentries.append(dict(parent=parent, name=name, ino=ino, cookie=ck))
    def newino(ino, mode, **kw):
        n = copy.deepcopy(I[2])
        n.update(ino=ino, mode=mode, **kw)
        t.inodes.append(n)
    if v == "slash":
        dent(1, b"a/b", 2); I[2]["nlink"] = 2
    elif v == "dot":
        dent(1, b".", 2); I[2]["nlink"] = 2
    elif v == "dotdot":
        dent(3, b"..", 2); I[2]["nlink"] = 2
    elif v == "nul":
        dent(1, b"a\0b", 2); I[2]["nlink"] = 2
    elif v == "cycle":                  # d/up names the root
        dent(3, b"up", 1)
    elif v == "loop":                   # d/e/back names d: a loop off the root
        newino(5, 0o40755, blocks=[], size=0, nlink=2); dent(3, b"e", 5, 1000); dent(5, b"back", 3, 1001)
    elif v == "orphan":                 # two directories naming each other, off the root
        newino(5, 0o40755, blocks=[], size=0, nlink=2); newino(6, 0o40755, blocks=[], size=0, nlink=2)
        dent(5, b"a", 6, 1000); dent(6, b"b", 5, 1001)
    elif v == "dirlink":                # a second name of a directory
        dent(1, b"d2", 3)
    elif v == "dangling":
        dent(1, b"ghost", 99)
    elif v == "underfile":              # a name whose parent is a file
        dent(2, b"x", 4); I[4]["nlink"] = 2
    elif v == "rootfile":
        I[1]["mode"] = 0o100644
    elif v == "symlinktgt":
        newino(5, 0o120777, blocks=[], size=4, target=None); dent(1, b"lnk", 5)
    elif v == "symlinkempty":
        newino(5, 0o120777, blocks=[], size=0, target=b""); dent(1, b"lnk", 5)
    elif v == "symlinklong":
        newino(5, 0o120777, blocks=[], size=4096, target=b"x" * 4096); dent(1, b"lnk", 5)
    elif v == "symlinknul":
        newino(5, 0o120777, blocks=[], size=3, target=b"a\0b"); dent(1, b"lnk", 5)
    elif v == "hugesize":
        I[2]["size"] = (1 << 64) - 1
    elif v == "xattrdup":
        t.xattrs += [dict(ino=2, name=b"user.d", val=b"1"), dict(ino=2, name=b"user.d", val=b"2")]
    elif v == "xattrorder":
        t.xattrs += [dict(ino=2, name=b"user.b", val=b"1"), dict(ino=2, name=b"user.a", val=b"2")]
    elif v == "xattrinoorder":
        t.xattrs += [dict(ino=3, name=b"user.a", val=b"1"), dict(ino=2, name=b"user.b", val=b"2")]
    elif v == "xattrempty":
        t.xattrs.append(dict(ino=2, name=b"", val=b"v"))
    elif v == "xattrlong":
        t.xattrs.append(dict(ino=2, name=b"user." + b"x" * 251, val=b"v"))
    elif v == "xattrnul":
        t.xattrs.append(dict(ino=2, name=b"user.a\0b", val=b"v"))
    elif v == "xattrbig":
        t.xattrs.append(dict(ino=2, name=b"user.big", val=b"v" * 65537))
    elif v == "xattrnoino":
        t.xattrs.append(dict(ino=99, name=b"user.q", val=b"v"))
    elif v == "limits":                 # each at sbxfs's bound: served
        newino(5, 0o120777, blocks=[], size=4095, target=b"t" * 4095); dent(1, b"lnk", 5)
        t.xattrs += [dict(ino=2, name=b"user." + b"n" * 250, val=b"v" * 65536),
                     dict(ino=2, name=b"user.z", val=b"")]
    elif v == "cookiedup":
        ds = sorted(t.dentries, key=lambda d: d["cookie"])
        ds[1]["cookie"] = ds[0]["cookie"]
    elif v == "nlinklow":               # f1b names f1's inode, its nlink stays 1
        dent(1, b"f1b", 2)
    elif v == "nlinkhigh":              # f1's nlink 2, one name
        I[2]["nlink"] = 2
    elif v == "dirnlink":               # d's nlink 3, no subdirectory
        I[3]["nlink"] = 3
    elif v == "ino0":
        dent(1, b"zero", 0)
    elif v == "cookie0":
        ds = sorted(t.dentries, key=lambda d: d["cookie"])
        ds[0]["cookie"] = 0
    else:
        raise SystemExit("craftexp.py: no variant " + v)


def main():
    what, src, dst = sys.argv[1:4]
    h, obj, recs = parse_export(open(src, "rb").read())
    oh, plain = parse_obj(obj)
    name = h["sandbox"]
    if what == "plen":
        if sys.argv[4] == "wrap":       # sbx_big_alloc's size wraps to 2 MiB; the frame is 64 MiB
            z, plen = zc(b"\0" * (64 << 20)), -16
        else:                           # 1 PiB
            z, plen = zc(plain), 1 << 50
        oh["tree"] = dict(codec="zstd", len=len(z), plen=plen, sha256=hashlib.sha256(plain).hexdigest())
        o = obj_bytes(oh, z)
    elif what == "name":
        name, oh["sandbox"] = sys.argv[4], sys.argv[5]
        o = make_obj(oh, plain)
    elif what == "tree":
        t = parse_tree(plain)
        tree_variant(t, sys.argv[4])
        o = make_obj(oh, enc_tree(t))
    elif what == "header":
        more = {k: h[k] for k in ("as", "tenant") if k in h}
        more.update(json.loads(sys.argv[4]))
        open(dst, "wb").write(make_export(obj, recs, name, 1, more))
        return
    elif what == "newer":
        fmt = 1
        if sys.argv[4] == "export":
            o, fmt = obj, 2
        else:
            oh["format"] = 2
            o = obj_bytes(oh, obj[12 + struct.unpack_from("<I", obj, 8)[0]:])
            if sys.argv[4] == "object-only":
                open(dst + ".obj", "wb").write(o)
                open(dst + ".id", "w").write(hashlib.sha256(o).hexdigest() + "\n")
        open(dst, "wb").write(make_export(o, recs, name, fmt))
        return
    else:
        raise SystemExit("craftexp.py: plen, name, tree, header or newer")
    open(dst, "wb").write(make_export(o, recs, name))


main()
