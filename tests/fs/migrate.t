#!/bin/bash
# migrate.t: a workspace of meta.db format 1 (up to s4) still mounts: the
# mount migrates it to format 2 in one transaction (fs/meta.c (6)) and the
# tree is the same to the nanosecond, inode numbers and readdir order
# included; --check reads format 1 without changing it; a migration that
# fails part way leaves format 1 whole.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
CMP="$PY $FS_DIR/treecmp.py"
fmt() { sqlite3 "$META" "SELECT value FROM meta WHERE key='format'"; }

# every entry: path, inode, atime/mtime/ctime in ns; directories in readdir order
stamps() {
"$PY" - "$1" <<'PY'
import os, sys
r = sys.argv[1]
def walk(d, rel):
    for n in os.listdir(d):             # readdir order: the cookies
        p = os.path.join(d, n)
        st = os.lstat(p)
        print(rel + n, st.st_ino, st.st_atime_ns, st.st_mtime_ns, st.st_ctime_ns)
        if os.path.isdir(p) and not os.path.islink(p):
            walk(p, rel + n + "/")
walk(r, "")
PY
}

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
"$PY" - "$MNT/t" <<'PY'
import os, sys, stat
r = sys.argv[1]
os.makedirs(r + "/a/b")
def put(p, data, mode=0o644):
    with open(r + "/" + p, "wb") as f:
        f.write(data)
    os.chmod(r + "/" + p, mode)
put("empty", b"")
put("small", b"small\n")
put("big", os.urandom(3 * 1024 * 1024 + 7), 0o600)
put("a/b/deep", b"deep")
put("hl", b"hard link data")
os.link(r + "/hl", r + "/hl2")
os.link(r + "/hl", r + "/a/hl3")
os.symlink("small", r + "/sym")
os.symlink("x" * 2000, r + "/longsym")
os.mkfifo(r + "/fifo", 0o640)
os.mknod(r + "/null", 0o600 | stat.S_IFCHR, os.makedev(1, 3))
os.setxattr(r + "/small", "user.k", b"v")
os.setxattr(r + "/a", "user.dir", bytes(range(256)))
os.setxattr(r + "/hl2", "user.link", b"shared")
for i in range(40):                     # a directory that changed: cookies with gaps
    put("a/f%02d" % i, b"%d" % i)
for i in range(0, 40, 3):
    os.unlink(r + "/a/f%02d" % i)
os.rename(r + "/a/f01", r + "/a/zz-renamed")
os.utime(r + "/small", ns=(1111111111111111111, 1222222222333444555))
os.utime(r + "/a/b", ns=(7, 1500000000000000123))
PY
check "populate a tree" test -e "$MNT/t/a/zz-renamed"
$CMP manifest "$MNT/t" >"$T/before" 2>"$T/before.err"
is "$?" 0 "manifest of the tree"
check "unmount" fs_umount
check "remount to read the stamps" fs_mount
stamps "$MNT/t" >/dev/null             # atimes a listing moves (relatime), moved once
stamps "$MNT/t" >"$T/stamps.before"
check "unmount again" fs_umount
is "$(fmt)" 2 "a new workspace is format 2"

# Back to format 1, as the s4 daemon wrote it (its schema, kept here).
sqlite3 "$META" <<'SQL' >"$T/down.out" 2>&1
BEGIN;
CREATE TABLE inode1(ino INTEGER PRIMARY KEY, mode INT, uid INT, gid INT,
 nlink INT, rdev INT, size INT, atime INT, atime_ns INT, mtime INT,
 mtime_ns INT, ctime INT, ctime_ns INT, target BLOB, blocks BLOB);
INSERT INTO inode1 SELECT ino, 33188 + mode_off, uid, gid, nlink, rdev, size, ctime + atime_off,
 ctime_ns + atime_off_ns, mtime, mtime_ns, ctime, ctime_ns, target, blocks FROM inode;
CREATE TABLE dentry1(parent INT, name BLOB, ino INT, cookie INT,
 PRIMARY KEY(parent, name)) WITHOUT ROWID;
INSERT INTO dentry1 SELECT cookie + parent_off, name, cookie + ino_off, cookie FROM dentry;
DROP TABLE inode; DROP TABLE dentry;
ALTER TABLE inode1 RENAME TO inode; ALTER TABLE dentry1 RENAME TO dentry;
CREATE INDEX dentry_ino ON dentry(ino);
UPDATE meta SET value=1 WHERE key='format';
COMMIT;
SQL
is "$?" 0 "meta.db rewritten as format 1"
is "$(fmt)" 1 "format 1 marker"

check "--check reads format 1" fs_check
is "$(fmt)" 1 "--check leaves format 1 as it is"

# A migration that fails part way: a second row with an existing cookie
# (format 1 never has one) makes the copy of the names fail.
sqlite3 "$META" "INSERT INTO dentry SELECT parent, CAST('dup-cookie' AS BLOB), ino, cookie FROM dentry
                 WHERE name=CAST('small' AS BLOB)"
is "$(sqlite3 "$META" "SELECT count(*) FROM dentry GROUP BY cookie HAVING count(*) > 1")" 2 "a cookie twice"
sqlite3 "$META" .dump >"$T/dump.before"
check_fails "mount refuses a format 1 it cannot migrate" fs_mount
mountpoint -q "$MNT" && fs_umount
is "$(fmt)" 1 "still format 1 after the failed migration"
sqlite3 "$META" .dump >"$T/dump.after"
check "the failed migration changed nothing" cmp -s "$T/dump.before" "$T/dump.after"
sqlite3 "$META" "DELETE FROM dentry WHERE name=CAST('dup-cookie' AS BLOB)"

check "mount format 1" fs_mount
cp "$T/.out" "$T/mount.out"
mountpoint -q "$MNT" || { done_testing; exit 1; }
is "$(fmt)" 2 "migrated to format 2 at mount"
check "the daemon says so" grep -q "migrated from format 1 to 2" "$T/mount.out"
check "tree identical after the migration" $CMP diff "$T/before" "$MNT/t"
stamps "$MNT/t" >"$T/stamps.after"
check "inodes, times to the ns and readdir order identical" cmp "$T/stamps.before" "$T/stamps.after"
is "$(cat "$MNT/t/a/hl3")" "hard link data" "a hard link reads"
is "$(stat -c %h "$MNT/t/hl")" 3 "its link count"
is "$(readlink "$MNT/t/sym")" small "a symlink"
is "$(stat -c %F "$MNT/t/fifo")" "fifo" "a FIFO"
is "$(getfattr --absolute-names --only-values -n user.link "$MNT/t/hl")" shared "an xattr through another link"
# and it goes on as format 2: names added, replaced and removed
ln "$MNT/t/big" "$MNT/t/a/big-link"
mv -f "$MNT/t/a/f02" "$MNT/t/a/f04"
rm "$MNT/t/hl2"
echo new >"$MNT/t/new"
$CMP manifest "$MNT/t" >"$T/after" 2>/dev/null
check "unmount after changes" fs_umount
check "--check clean on the migrated workspace" fs_check
check "remount" fs_mount
check "changed tree identical after remount" $CMP diff "$T/after" "$MNT/t"
check "unmount at the end" fs_umount
check_fails "no table of format 1 left" sqlite3 "$META" "SELECT atime FROM inode LIMIT 1"

# a name of an inode whose link count is 0 (a file unlinked while open has
# none): the mount removes such an inode and drops its names, and --check
# called that tree clean (session 41)
ino=$(sqlite3 "$META" "SELECT cookie + ino_off FROM dentry WHERE name=CAST('small' AS BLOB) LIMIT 1")
nl=$(sqlite3 "$META" "SELECT nlink FROM inode WHERE ino=$ino")
sqlite3 "$META" "UPDATE inode SET nlink=0 WHERE ino=$ino"
fs_check >"$T/nl0.out" 2>&1; rc=$?
is "$rc" 1 "--check exits 1 on a name whose inode has link count 0"
check "... naming it" grep -q "^/t: an entry names an inode of link count 0 name=small ino=$ino$" "$T/nl0.out"
sqlite3 "$META" "UPDATE inode SET nlink=$nl WHERE ino=$ino"
check "--check clean once it is put back" fs_check

# Format 2 keys names by cookie: a name twice in a directory is damage
# only --check sees; the daemon keeps the first and says so.
sqlite3 "$META" "INSERT INTO dentry(cookie, parent_off, name, ino_off)
                 SELECT 1000000, cookie + parent_off - 1000000, name, cookie + ino_off - 1000000
                 FROM dentry WHERE name=CAST('small' AS BLOB)"
fs_check >"$T/dup.out" 2>&1; rc=$?
is "$rc" 1 "--check exits 1 on a name twice"
check "--check names it" grep -q "has a name twice" "$T/dup.out"
check "mount with a name twice" fs_mount
cp "$T/.out" "$T/mount2.out"
check "the daemon says it skipped one" grep -q "'small' in [0-9]* is there twice" "$T/mount2.out"
is "$(cat "$MNT/t/small")" "small" "the name still reads"
check "unmount after that" fs_umount
# a name twice is named by its bytes, escaped: a newline in it forged a line
for k in 1500001 1500002; do
  sqlite3 "$META" "INSERT INTO dentry(cookie, parent_off, name, ino_off)
                   SELECT $k, cookie + parent_off - $k, X'610A62', cookie + ino_off - $k
                   FROM dentry WHERE name=CAST('small' AS BLOB) LIMIT 1"
done
fs_check >"$T/dup2.out" 2>&1
check "--check names a name twice escaped" grep -qF 'name=a\nb times=2' "$T/dup2.out"
check_fails "... on one line" grep -q '^b times=2' "$T/dup2.out"
# and a name no directory may hold: '/', NUL, '.', '..' (a crafted tree)
k=2000000
for n in "X'612F62'" "X'610062'" "X'2E'" "X'2E2E'"; do
  k=$((k + 1))
  sqlite3 "$META" "INSERT INTO dentry(cookie, parent_off, name, ino_off)
                   SELECT $k, cookie + parent_off - $k, $n, cookie + ino_off - $k
                   FROM dentry WHERE name=CAST('empty' AS BLOB)"
done
fs_check >"$T/bad.out" 2>&1; rc=$?
is "$rc" 1 "--check exits 1 on names no directory may hold"
is "$(grep -c "a name is '.' or '..' or holds '/' or NUL" "$T/bad.out")" 4 "--check names each of them"
check "... by its bytes" grep -q "name=612F62" "$T/bad.out"

# index.db of a store made before a chunk could have two remote copies:
# rchunk keyed by hash alone kept one.  The next open rekeys it, keeping
# its rows, and empties rpack so that every remote pack is read again
sqlite3 "$STORE/index.db" "DROP TABLE rchunk;
  CREATE TABLE rchunk(hash BLOB PRIMARY KEY, pack TEXT, off INTEGER, clen INTEGER, plen INTEGER, codec INTEGER) WITHOUT ROWID;
  INSERT INTO rchunk VALUES(x'01', 'p1', 0, 1, 1, 0); INSERT INTO rpack VALUES('p1', 1);"
check "mount on the old index.db" fs_mount
fs_umount
is "$(sqlite3 "$STORE/index.db" "SELECT count(*) FROM pragma_table_info('rchunk') WHERE pk > 0")" 2 "rchunk is keyed by (hash, pack)"
is "$(sqlite3 "$STORE/index.db" "SELECT hex(hash) || ' ' || pack FROM rchunk")" "01 p1" "... its row kept"
sqlite3 "$STORE/index.db" "INSERT INTO rchunk VALUES(x'01', 'p2', 0, 1, 1, 0)" 2>"$T/rk.err"
is "$(sqlite3 "$STORE/index.db" "SELECT count(*) FROM rchunk")" 2 "... a second copy of a chunk is kept"
is "$(sqlite3 "$STORE/index.db" "SELECT count(*) FROM rpack")" 0 "... and the remote packs are read again"
done_testing
