#!/bin/bash
# gcguard.t: gc never removes bytes a tree or a snapshot names, even when
# index.db is damaged (snapshot/gc.c (4)); a damaged index is refused,
# never made again empty (fs/store.c (7)), and `store reindex` rebuilds it
# from the packs' record headers.
#  1. index.db put back from an older backup lacks the rows of a newer
#     pack: verify says so, gc keeps that pack (and says why, exit 1),
#     reindex puts the rows back, and the file reads whole.
#  2. index.db emptied (0 bytes): start, verify, gc and store init refuse
#     it, naming the damage; nothing is removed; reindex rebuilds it.
#  3. index.db deleted: start says the index is missing while packs exist
#     (not "the store moved"), store init refuses to make it empty over
#     them, and reindex rebuilds it.
#  4. two state dirs share one store: gc from one marks the trees of the
#     other (registered in STORE/states/), so the other's running,
#     fsync'd, not yet captured file stays whole (gc.c (5)).
#  5. a pack deleted: verify calls its chunks missing, not corrupt.
#  6. a store on a read-only mount (a backup) can be verified; gc says
#     why it cannot run.
#  7. index.db put back from a backup older than a repack: its rows name
#     the pack gc since deleted, and the new pack, the only copy, has no
#     row naming it; gc keeps that pack (a row naming a gone pack is no
#     row), says why and fails; store reindex points the rows at the
#     pack that holds the chunks, and /keep reads whole.
#  8. the other state dir's sandboxes/ holds entries gc does not take for
#     trees in its own (cmd_snap.c ctl__metas): a tree sbxctl set aside
#     as damaged or missing, a fork's scratch, a dead publish's scratch.
#     gc from the first runs; a tree set aside as stale counts as live
#     there as here, so one that cannot be read stops gc, named.
#  9. index.db damaged in place (fs/store.c (11)): junk written over it,
#     then 100 bytes flipped in its chunk table's root page (rows then
#     read as missing, no error).  store check calls it damaged, naming
#     the file and the remedy; a verify or start that trips on it names
#     them too; store reindex sets it aside (index.db.damaged.TIME) and
#     rebuilds it from the packs, and everything reads whole again.
# 10. a chunk damaged in a pack gc repacks: gc copied it as it was, said
#     nothing, and deleted the pack; now it is not copied, gc names it,
#     its row goes, and the next write of the same bytes stores them
#     again (it deduped onto the damaged copy), healing the file.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

npacks() { find "$STORE/packs" -name '*.pack' | wc -l; }
file_is() { if cmp "$2" "$3" >"$T/.cmp" 2>&1; then ok 0 "$1"; else ok 1 "$1"; sed 's/^/# /' "$T/.cmp"; fi; }

# ---- 1. an index.db from an older backup
rc 0 "create s" ctl create s
rc 0 "start s" ctl start s
W=$(ws s)
head -c 2000000 /dev/urandom >"$T/old"
cp "$T/old" "$W/old"
rc 0 "stop s" ctl stop s
cp -a "$STORE/index.db" "$T/index.bak"
rc 0 "start s again" ctl start s
head -c 2000000 /dev/urandom >"$T/new"
cp "$T/new" "$W/new"
rc 0 "stop s (a second pack holds /new)" ctl stop s
n0=$(npacks)
rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
cp -a "$T/index.bak" "$STORE/index.db"
rc 1 "verify s: the index lacks /new's chunks" ctl verify s
rc 1 "gc --min-age 0 refuses to remove what the trees name" ctl gc --min-age 0
check "... saying the index lacks chunks that trees name" grep -q "index.db has no row" "$T/.rc.out"
check "... and that the pack was kept, the rest swept" grep -q "1 packs kept whose chunks index.db lacks; what else" "$T/.rc.out"
sed 's/^/# /' "$T/.rc.out" | head -5
is "$(npacks)" "$n0" "... and keeps every pack"
rc 0 "store reindex puts the rows back" ctl store reindex
check "... saying how many" grep -q "2 rows added" "$T/.rc.out"
rc 0 "verify s is clean then" ctl verify s
rc 0 "gc --min-age 0 runs then" ctl gc --min-age 0
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
file_is "/old reads whole" "$W/old" "$T/old"
rc 0 "stop s" ctl stop s

# ---- 2. index.db emptied
n0=$(npacks)
cp -a "$STORE/index.db" "$T/index.good"
: >"$STORE/index.db"; rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
rc 1 "start s with a 0-byte index.db fails" ctl start s
check "... saying index.db has no chunk table while packs exist" \
  grep -q "index.db has no chunk table.*packs" "$T/.rc.out" "$T/state/sandboxes/s/sbxfs.log"
rc 1 "verify s fails" ctl verify s
rc 1 "gc --min-age 0 fails" ctl gc --min-age 0
rc 1 "store init refuses to make it new" ctl store init
is "$(stat -c %s "$STORE/index.db")" 0 "... index.db is left as it was"
is "$(npacks)" "$n0" "... and every pack is kept"
rc 0 "store reindex rebuilds the emptied index.db" ctl store reindex
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
rc 0 "stop s" ctl stop s

# ---- 3. index.db deleted
rm -f "$STORE"/index.db*
rc 1 "start s with index.db deleted fails" ctl start s
check "... saying the index is missing while packs exist" grep -q "index.db is missing while packs/ holds packs" "$T/.rc.out"
check_fails "... not that the store moved" grep -q "moved" "$T/.rc.out"
rc 1 "store init refuses to make an empty index over the packs" ctl store init
check_fails "... and makes none" test -e "$STORE/index.db"
rc 1 "gc fails" ctl gc --min-age 0
is "$(npacks)" "$n0" "... every pack is kept"
rc 0 "store reindex rebuilds it" ctl store reindex
rc 0 "verify --all is clean" ctl verify --all
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
file_is "/old reads whole" "$W/old" "$T/old"
rc 0 "stop s" ctl stop s

# ---- 4. two state dirs on one store
rc 0 "create b in the second state dir" ctl2 create b
rc 0 "start b" ctl2 start b
W2=$(ws2 b)
head -c 2000000 /dev/urandom >"$T/bdata"
cp "$T/bdata" "$W2/f"
check "fsync of b's file" $PY -c 'import os,sys; os.fsync(os.open(sys.argv[1], os.O_RDONLY))' "$W2/f"
check "the second state dir is registered in the store" grep -qx "$T/state2" "$STORE"/states/*
rc 0 "gc --min-age 0 from the first state dir" ctl gc --min-age 0
sync; echo 3 >/proc/sys/vm/drop_caches
file_is "b's fsync'd file reads whole after the other state dir's gc" "$W2/f" "$T/bdata"
rc 0 "stop b" ctl2 stop b
rc 0 "verify b is clean" ctl2 verify b
wipe "$T/state2"
rc 0 "gc runs once the second state dir is gone" ctl gc --min-age 0

# ---- 5. a pack deleted
find "$STORE/packs" -name '*.pack' | sort >"$T/packs.before"
rc 0 "create v" ctl create v
rc 0 "start v" ctl start v
head -c 300000 /dev/urandom >"$(ws v)/f"
rc 0 "stop v" ctl stop v
find "$STORE/packs" -name '*.pack' | sort | comm -13 "$T/packs.before" - >"$T/packs.new"
is "$(wc -l <"$T/packs.new")" 1 "v's data went to one new pack"
rm -f $(cat "$T/packs.new")
rc 1 "verify v fails with its pack deleted" ctl verify v
check "... the snapshot's line calls the chunk missing" grep -q "^snapshot .* of v: /f: chunk [0-9a-f]* missing$" "$T/.rc.out"
check_fails "... not corrupt" grep -q "^snapshot .* corrupt$" "$T/.rc.out"

# ---- 6. a read-only store
rc 0 "create r" ctl create r
rc 0 "start r" ctl start r
head -c 300000 /dev/urandom >"$T/rdata"; cp "$T/rdata" "$(ws r)/f"
rc 0 "stop r" ctl stop r
mount --bind "$STORE" "$STORE" && mount -o remount,bind,ro "$STORE" && at_exit "umount '$STORE'"
rc 0 "verify r on a read-only store" ctl verify r
check "... clean" grep -q "clean" "$T/.rc.out"
rc 1 "gc on a read-only store fails" ctl gc --min-age 0
check "... saying why" grep -q "Read-only file system" "$T/.rc.out"
umount "$STORE"
rc 0 "start r once the store is writable again" ctl start r
file_is "r's file reads whole" "$(ws r)/f" "$T/rdata"
rc 0 "stop r" ctl stop r

# ---- 7. an index.db older than a repack
rc 0 "create k" ctl create k
rc 0 "start k" ctl start k
head -c 2000000 /dev/urandom >"$T/keep"; cp "$T/keep" "$(ws k)/keep"
head -c 6000000 /dev/urandom >"$(ws k)/junk"
rc 0 "stop k (/keep and /junk in one pack)" ctl stop k
cp -a "$STORE/index.db" "$T/index.k"
rc 0 "start k" ctl start k
rm "$(ws k)/junk"
rc 0 "stop k" ctl stop k
rc 0 "prune k to its latest snapshot" ctl prune k --keep-last 1
find "$STORE/packs" -name '*.pack' | sort >"$T/packs.before"
rc 0 "gc --min-age 0 repacks /keep away from /junk" ctl gc --min-age 0
find "$STORE/packs" -name '*.pack' | sort | comm -13 "$T/packs.before" - >"$T/packs.new"
is "$(wc -l <"$T/packs.new")" 1 "... into one new pack"
rc 0 "verify k is clean" ctl verify k
rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
cp -a "$T/index.k" "$STORE/index.db"
rc 1 "verify k with the older index: its rows name the gone pack" ctl verify k
n0=$(npacks)
rc 1 "gc --min-age 0 keeps the new pack" ctl gc --min-age 0
sed 's/^/# /' "$T/.rc.out" | head -5
check "... saying why" grep -q "$(cat "$T/packs.new").*no row.*kept" "$T/.rc.out"
check "... the only copy of /keep is still there" test -s "$(cat "$T/packs.new")"
is "$(npacks)" "$n0" "... and every pack"
rc 0 "store reindex repoints the rows that name the gone pack" ctl store reindex
sed 's/^/# /' "$T/.rc.out" | head -3
check "... saying how many" grep -q "0 rows added to index.db, 2 repointed" "$T/.rc.out"
rc 0 "verify k is clean then" ctl verify k
rc 0 "gc --min-age 0 runs then" ctl gc --min-age 0
rc 0 "start k" ctl start k
file_is "/keep reads whole" "$(ws k)/keep" "$T/keep"
rc 0 "stop k" ctl stop k
rc 0 "store reindex again repoints nothing" ctl store reindex
check "... saying so" grep -q "0 rows added to index.db, 0 repointed" "$T/.rc.out"

# ---- 8. what the other state dir's sandboxes/ holds besides trees
rc 0 "create c in the second state dir (registers it again)" ctl2 create c
dead=$(sh -c 'echo $$')
for e in .c.damaged.1700000000 .c.missing.1700000000 .c.tmp.$dead .artifact.$dead; do
  mkdir -p "$T/state2/sandboxes/$e"
  head -c 8192 /dev/urandom >"$T/state2/sandboxes/$e/meta.db"
done
mkdir -p "$T/state2/sandboxes/.c.missing.1700000001"
rc 0 "gc --min-age 0 passes over the trees set aside as damaged or missing, and dead scratch" ctl gc --min-age 0
sed 's/^/# /' "$T/.rc.out" | head -3
mkdir -p "$T/state2/sandboxes/.c.stale.1700000000"
head -c 8192 /dev/urandom >"$T/state2/sandboxes/.c.stale.1700000000/meta.db"
rc 1 "an unreadable tree set aside as stale stops gc, as in its own state dir" ctl gc --min-age 0
check "... naming it" grep -q "state2/sandboxes/.c.stale.1700000000/meta.db" "$T/.rc.out"
wipe "$T/state2/sandboxes/.c.stale.1700000000"
mkdir -p "$T/state2/sandboxes/.c.stale.1700000000.1"        # the second set aside in that second
head -c 8192 /dev/urandom >"$T/state2/sandboxes/.c.stale.1700000000.1/meta.db"
rc 1 "... and one set aside second in its second (.c.stale.SECONDS.1)" ctl gc --min-age 0
check "... naming it" grep -q "state2/sandboxes/.c.stale.1700000000.1/meta.db" "$T/.rc.out"
mv "$T/state2/sandboxes/.c.stale.1700000000.1" "$T/state2/sandboxes/.c.stale.5.stale.1700000000"
rc 1 "... and one of a sandbox named c.stale.5 (the last .stale. is the mark)" ctl gc --min-age 0
check "... naming it" grep -q "state2/sandboxes/.c.stale.5.stale.1700000000/meta.db" "$T/.rc.out"
rm -rf "$T/state2/sandboxes/.c.stale.5.stale.1700000000"

# ---- 9. index.db damaged in place
# flip_root DB TABLE: invert 100 bytes at the end of TABLE's root page,
# where its last cells lie (child page numbers and keys, on an interior
# page: the table needs a few pages of rows)
flip_root() { $PY - "$1" "$2" <<'PY'
import sqlite3, struct, sys
db, tbl = sys.argv[1], sys.argv[2]
c = sqlite3.connect(db)
root = c.execute("SELECT rootpage FROM sqlite_master WHERE name=?", (tbl,)).fetchone()[0]
c.close()                       # the last connection: the WAL is folded in
f = open(db, "r+b")
ps = struct.unpack(">H", f.read(100)[16:18])[0] or 65536
f.seek((root - 1) * ps)
p = bytearray(f.read(ps))
assert p[0] in (2, 5), "%s: root not interior" % tbl
for i in range(ps - 108, ps - 8):
    p[i] ^= 0xff
f.seek((root - 1) * ps)
f.write(p)
PY
}
rc 0 "start s" ctl start s
mkdir "$W/many"; for i in $(seq 300); do echo "$i" >"$W/many/$i"; done
rc 0 "stop s (300 more chunks: the chunk table spans pages)" ctl stop s
rc 0 "store check on a whole index.db" ctl store check
check "... says the index is ok" grep -q "^index: *ok" "$T/.rc.out"
n0=$(npacks)
printf 'this is not sqlite' >"$STORE/index.db"; rm -f "$STORE"/index.db-wal "$STORE"/index.db-shm
rc 1 "store check with junk written over index.db fails" ctl store check
check "... calling it damaged, naming the file and the remedy" \
  grep -q "$STORE/index.db: damaged.*not a database.*sbxctl store reindex" "$T/.rc.out"
rc 1 "verify s fails" ctl verify s
check "... naming the file and the remedy" grep -q "$STORE/index.db: .*not a database.*sbxctl store reindex" "$T/.rc.out"
rc 1 "start s fails" ctl start s
check "... naming the file and the remedy" grep -q "$STORE/index.db: .*not a database.*sbxctl store reindex" "$T/.rc.out"
rc 0 "store reindex rebuilds it" ctl store reindex
sed 's/^/# /' "$T/.rc.out" | head -3
check "... saying where the damaged file went" grep -q "set aside as $STORE/index.db.damaged.[0-9]*T[0-9]*Z" "$T/.rc.out"
check "... which holds it as it was" grep -qx "this is not sqlite" "$STORE"/index.db.damaged.*
is "$(npacks)" "$n0" "... every pack kept"
rc 0 "store check calls the new one ok" ctl store check
rc 0 "verify s is clean" ctl verify s
rm -f "$STORE"/index.db.damaged.*
flip_root "$STORE/index.db" chunk
rc 1 "verify s with bytes flipped in a page of index.db fails" ctl verify s
check "... (rows read as missing)" grep -q "missing" "$T/.rc.out"
rc 1 "store check calls it damaged" ctl store check
check "... naming the file and the remedy" grep -q "$STORE/index.db: damaged.*sbxctl store reindex" "$T/.rc.out"
rc 0 "store reindex rebuilds it" ctl store reindex
check "... setting the damaged one aside" grep -q "set aside as $STORE/index.db.damaged" "$T/.rc.out"
rc 0 "verify s is clean" ctl verify s
rc 0 "start s" ctl start s
file_is "/new reads whole" "$W/new" "$T/new"
is "$(cat "$W/many/300")" 300 "/many/300 reads whole"
rc 0 "stop s" ctl stop s

# ---- 10. a damaged chunk in a pack gc repacks
rc 0 "create d" ctl create d
rc 0 "start d" ctl start d
W=$(ws d)
head -c 3000000 /dev/urandom >"$T/big"
head -c 300000 /dev/urandom >"$T/small"
head -c 300000 /dev/urandom >"$T/hdr"
head -c 300000 /dev/urandom >"$T/row"
cp "$T/big" "$W/big" && cp "$T/small" "$W/small" && cp "$T/hdr" "$W/hdr" && cp "$T/row" "$W/row" &&
  sync "$W"/*
rm "$W/big"
rc 0 "stop d: its pack holds /small, /hdr and the dead /big" ctl stop d
# where: the pack and the offset of a file's stored bytes (plain: random)
where() { python3 - "$STORE" "$1" <<'PY'
import glob, sys
want = open(sys.argv[2], "rb").read(4096)
for p in glob.glob(sys.argv[1] + "/packs/*/*.pack"):
    i = open(p, "rb").read().find(want)
    if i >= 0:
        print(p, i)
PY
}
set -- $(where "$T/small"); pack=$1 at=$2
check "/small's stored bytes found in a pack" test -n "$at"
flip_byte "$pack" $((at + 100000))
# /hdr: a byte of its record's header (plen), which reads never use: no
# damage to its bytes, which gc must not drop (RV36b)
set -- $(where "$T/hdr")
flip_byte "$1" $(($2 - 12))
# /row: its index row damaged (plen), its record sound: copied as it is
rowhash=$(sha256sum "$T/row" | cut -c1-64)
sqlite3 "$STORE/index.db" "UPDATE chunk SET plen = plen + 1 WHERE hex(hash) = upper('$rowhash')"
cp -a "$pack" "$T/pack.copy"
rc 0 "gc --min-age 0 repacks that pack" ctl gc --min-age 0
check "... copying /row's record as it is, its row mended, said" grep -q "gc: chunk $rowhash in .*: its index row does not read it, its record does: copied as it is, the row mended" "$T/.rc.out"
check "... naming the damaged chunk it did not copy" grep -q "gc: chunk [0-9a-f]* in .* is damaged" "$T/.rc.out"
is "$(grep -c "is damaged" "$T/.rc.out")" 1 "... that one only (/hdr's header is mended, not its bytes)"
# a crash after the repack's commit, before the old pack went: gc kept it
# for good (a named chunk with no row in it), and reindex could not help
cp -a "$T/pack.copy" "$pack"
rc 0 "gc after a crash that left the old pack: it goes" ctl gc --min-age 0
check_fails "... not kept" test -e "$pack"
rc 0 "start d" ctl start d
file_is "/hdr reads whole" "$W/hdr" "$T/hdr"
file_is "/row reads whole" "$W/row" "$T/row"
cp "$T/small" "$W/again" && sync "$W/again"
file_is "the same bytes written again: /small reads whole (it deduped onto the damaged copy)" "$W/small" "$T/small"
rc 0 "verify d is clean" ctl verify d
rc 0 "stop d" ctl stop d
done_testing
