#!/usr/bin/env python3
"""Median table for tests/bench/run.

report.py RESULTS META
  RESULTS: lines "workload target run value" (rates in units/s, times in s,
           sizes in bytes)
  META:    lines "key value..." (targets, na, note, corpus, sizes, ...)
"""
import statistics
import sys

MIB = 1024 * 1024

# key, label, kind, unit, target
#   kind: rate (higher is better; ratios are fractions of ext4)
#         time (lower is better; ratios are multiples of ext4)
#   target: ("frac", x) sbxfs >= x * ext4;  ("mult", x) sbxfs <= x * ext4;
#           ("abs", x) sbxfs >= x;  None: only the FUSE-peer rule.
# Every row also asks sbxfs to be at least as fast as the faster FUSE peer.
def rows(m):
    return [
        ("seqwrite", f"seq write {m['seq']} + fsync", "rate", "MiB/s", ("frac", 0.6)),
        ("seqread_cold", "seq read, cold", "rate", "MiB/s", ("frac", 0.5)),
        ("seqread_warm", "seq read, warm", "rate", "MiB/s", ("frac", 0.9)),
        ("randwrite", f"4K rand write {m['rand']} + fsync", "rate", "MiB/s", ("frac", 0.5)),
        ("create", f"create {m['files']}", "rate", "files/s", ("abs", 10000)),
        ("stat_warm", "stat, warm", "rate", "stats/s", ("frac", 0.5)),
        ("stat_cold", "stat, cold", "rate", "stats/s", None),
        ("readdir", "readdir", "rate", "entries/s", ("frac", 0.3)),
        ("unlink", "unlink", "rate", "files/s", None),
        ("extract", "corpus: tar x", "time", "s", ("mult", 4.0)),
        ("du", "corpus: du -s", "time", "s", None),
        ("find", "corpus: find", "time", "s", None),
        ("tar_c", "corpus: tar c", "time", "s", None),
        ("git_add_commit", "corpus: git add+commit", "time", "s", ("mult", 1.5)),
        ("git_status_warm", "corpus: git status, warm", "time", "s", ("mult", 1.5)),
        ("git_status_cold", "corpus: git status, cold", "time", "s", ("mult", 1.5)),
        ("rm_rf", "corpus: rm -rf", "time", "s", ("mult", 1.5)),
    ]


TARGETS = ["ext4", "bindfs", "overlay", "sbxfs"]
TNAME = {"ext4": "ext4", "bindfs": "bindfs", "overlay": "fuse-overlayfs", "sbxfs": "sbxfs"}


def fmt(v, unit):
    if v is None:
        return "n/a"
    if unit == "MiB/s":
        v = v / MIB
        return f"{v:.0f}" if v >= 100 else f"{v:.1f}"
    if unit == "s":
        return f"{v:.3f}" if v < 10 else f"{v:.1f}"
    return f"{v:,.0f}"


def mb(v):
    return f"{v / 1e6:,.1f} MB"


def main():
    res = {}
    for line in open(sys.argv[1]):
        p = line.split()
        if len(p) == 4:
            res.setdefault((p[0], p[1]), []).append(float(p[3]))
    meta = {}
    notes = []
    na = {}
    for line in open(sys.argv[2]):
        k, _, v = line.rstrip("\n").partition(" ")
        if k == "note":
            notes.append(v)
        elif k == "na":
            t, _, why = v.partition(" ")
            na[t] = why
        else:
            meta[k] = v
    targets = meta["targets"].split()

    def med(w, t):
        v = res.get((w, t))
        return statistics.median(v) if v else None

    def cnt(w, t):
        return len(res.get((w, t), []))

    hdr = ["workload", "unit"] + [TNAME[t] for t in TARGETS] + \
          ["sbxfs/ext4", "sbxfs vs faster peer", "target", "result"]
    table = []
    npass = nmiss = 0
    for key, label, kind, unit, target in rows(meta):
        if not any(res.get((key, t)) for t in TARGETS):
            continue
        vals = {t: med(key, t) for t in TARGETS}
        cells = [label, unit]
        for t in TARGETS:
            c = fmt(vals[t], unit) if t in targets else "-"
            want = int(meta["devruns"] if unit == "s" else meta["runs"])
            if vals[t] is not None and cnt(key, t) < want:
                c += "*"
            cells.append(c)
        s, e = vals["sbxfs"], vals["ext4"]
        peers = [vals[t] for t in ("bindfs", "overlay") if vals[t] is not None]
        if kind == "rate":
            best = max(peers) if peers else None
            r_ext = s / e if s is not None and e else None
            r_peer = s / best if s is not None and best else None
            peer_ok = r_peer is None or r_peer >= 1.0
            rtxt = f"{r_ext:.2f}" if r_ext is not None else "n/a"
            ptxt = f"{r_peer:.2f}" if r_peer is not None else "n/a"
        else:
            best = min(peers) if peers else None
            r_ext = s / e if s is not None and e else None
            r_peer = s / best if s is not None and best else None
            peer_ok = r_peer is None or r_peer <= 1.0
            rtxt = f"{r_ext:.2f}x" if r_ext is not None else "n/a"
            ptxt = f"{r_peer:.2f}x" if r_peer is not None else "n/a"
        ttxt = ">= peer" if kind == "rate" else "<= peer"
        ok = None
        if target:
            how, x = target
            if how == "frac":
                ttxt = f">= {x} ext4, >= peer"
                ok = r_ext is not None and r_ext >= x
            elif how == "mult":
                ttxt = f"<= {x}x ext4, <= peer"
                ok = r_ext is not None and r_ext <= x
            else:
                ttxt = f">= {x:,}/s, >= peer"
                ok = s is not None and s >= x
        if s is None:
            result = "n/a"
        else:
            if ok is None:
                ok = True
            ok = ok and peer_ok
            result = "PASS" if ok else "MISS"
            npass += ok
            nmiss += not ok
        cells += [rtxt, ptxt, ttxt, result]
        table.append(cells)

    # store rows
    raw = float(meta["corpus"].split()[3])
    sb = med("store_bytes", "sbxfs")
    sd = med("store_disk", "sbxfs")
    borg = med("store_borg", "ext4")
    second = med("store_2nd_copy", "sbxfs")
    if sb is not None or borg is not None:
        r = sb / borg if sb is not None and borg else None
        cells = ["corpus: store size", "MB", f"{raw / 1e6:,.1f} raw", "-", "-",
                 f"{sb / 1e6:,.1f}" if sb is not None else "n/a",
                 f"{sb / raw:.2f} of raw" if sb is not None else "n/a",
                 f"{r:.2f}x borg ({borg / 1e6:,.1f})" if r is not None else
                 (f"borg {borg / 1e6:,.1f}" if borg else "n/a"),
                 "<= 1.05x borg"]
        if r is None:
            cells.append("n/a")
        else:
            ok = r <= 1.05
            npass += ok
            nmiss += not ok
            cells.append("PASS" if ok else "MISS")
        table.append(cells)
    if second is not None:
        ok = second < 2.0
        npass += ok
        nmiss += not ok
        table.append(["corpus: 2nd copy, same store", "% added", "-", "-", "-",
                      f"+{second:.2f}%", "", "", "< 2%", "PASS" if ok else "MISS"])

    w = [max(len(str(r[i])) for r in [hdr] + table) for i in range(len(hdr))]
    def line(r):
        return " | ".join(str(c).ljust(w[i]) if i < 2 else str(c).rjust(w[i])
                          for i, c in enumerate(r)).rstrip()
    out = []
    out.append(f"sbx benchmark  {meta.get('date', '')}  {meta.get('host', '')}")
    out.append(f"sbxfs: {meta.get('sbx', '')}")
    f, d, l, b = meta["corpus"].split()[:4]
    out.append(f"corpus: {int(f):,} files, {int(d):,} dirs, {int(l):,} symlinks, "
               f"{int(b) / 1e6:,.1f} MB (du -sb); tarball {int(meta['tarbytes']) / 1e6:,.1f} MB"
               f"  [{meta.get('corpusfile', '')}]")
    out.append(f"medians of {meta['runs']} run(s) (corpus workloads: {meta['devruns']}){' (quick mode)' if meta.get('quick') == '1' else ''};"
               f" rates: sbxfs/ext4 is a fraction of ext4; times: a multiple of ext4;"
               f" '*' = fewer runs succeeded")
    out.append("")
    out.append(line(hdr))
    out.append("-+-".join("-" * x for x in w))
    for r in table:
        out.append(line(r))
    out.append("")
    out.append(f"{npass} PASS, {nmiss} MISS")
    for t, why in na.items():
        out.append(f"{TNAME[t]}: n/a: {why}")
    for n in notes:
        out.append(f"note: {n}")
    rss = []
    for t in TARGETS:
        parts = []
        for wl in ("seq", "rand", "files", "dev"):
            v = res.get(("rss_" + wl, t))
            if v:
                parts.append(f"{wl} {max(v) / MIB:,.0f}")
        if parts:
            rss.append(f"{TNAME[t]}: " + ", ".join(parts))
    if rss:
        out.append("daemon peak RSS (VmHWM, MiB, max over runs): " + "; ".join(rss))
    if sd is not None:
        out.append(f"sbxfs store on disk (du, blocks): {sd / 1e6:,.1f} MB")
    print("\n".join(out))


if __name__ == "__main__":
    main()
