#!/bin/bash
# programs.t: real programs in the mount.  tar x of a real tree into the
# mount and into ext4, compared byte for byte with modes, owners, symlinks,
# hard links, xattrs, ACLs and mtimes; git; sqlite3 in WAL mode from two
# processes; make of a small C program.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
CMP="$PY $FS_DIR/treecmp.py"
nob() { as_nobody env HOME="$T/home" "$@"; }

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
chmod 755 "$MNT"
mkdir -p "$T/home" && chown $NOBODY:$NOBODY "$T/home"

# ---- tar: a real tree plus one of every odd thing tar keeps
src=$T/src
mkdir -p "$src/odd"
head -c 3000000 /dev/urandom >"$src/odd/random"
echo linked >"$src/odd/h1"; ln "$src/odd/h1" "$src/odd/h2"; ln "$src/odd/h1" "$src/odd/h3"
setfattr -n user.note -v "hello xattr" "$src/odd/h1"
setfattr -n user.bin -v 0x00ff00ff "$src/odd/random"
setfacl -m u:$NOBODY:rw "$src/odd/random"
setfacl -d -m g:4:rx "$src/odd"
truncate -s 50M "$src/odd/sparse"; echo end >>"$src/odd/sparse"
mkfifo "$src/odd/fifo"
chmod 4755 "$src/odd/h1"; chmod 1777 "$src/odd"
chown 1234:5678 "$src/odd/random"
ln -s ../include/stdio.h "$src/odd/rel"; ln -s /nonexistent "$src/odd/dangling"
touch -h -d '2001-02-03 04:05:06.123456789' "$src/odd/rel"
touch -d '1999-12-31 23:59:59.987654321' "$src/odd/random"
# the real tree straight from /usr (~10,000 entries), then the odd bits
shared=; for d in zoneinfo perl5; do [ -d /usr/share/$d ] && shared="$shared $d"; done
tar --xattrs --xattrs-include='*' --acls -cf "$T/src.tar" -C /usr include \
  -C /usr/share $shared -C "$src" odd
nfiles=$(tar tf "$T/src.tar" | wc -l)
diag "tarball: $nfiles entries, $(du -m "$T/src.tar" | cut -f1) MiB"
X="tar --xattrs --xattrs-include=* --acls --same-owner --numeric-owner -xpf $T/src.tar"
# The reference extraction goes to tmpfs when it mounts (a native kernel
# filesystem with xattrs, ACLs and ns times): this machine's ext4 mounts
# with discard, and deleting the 185 MB reference there costs ~16 s.
REF=$T/ref
mkdir "$REF" "$MNT/x"
mount -t tmpfs -o size=2g,mode=755 sbxref "$REF" 2>/dev/null && at_exit "umount -l '$REF'" ||
  diag "tmpfs would not mount; the reference is on $(stat -f -c %T "$T")"
check "tar x into the reference ($(stat -f -c %T "$REF"))" $X -C "$REF"
t0=$(date +%s.%N)
check "tar x into the mount" $X -C "$MNT/x"
diag "tar x into the mount took $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
check "extracted trees are identical (content, modes, owners, links, xattrs, ACLs, mtimes)" \
  $CMP diff "$REF" "$MNT/x"
check "diff -r agrees" diff -r --no-dereference -x fifo "$REF" "$MNT/x"
# pin: the comparison catches a one-byte difference
cp -a "$MNT/x/odd/random" "$T/random.keep"
flip_byte "$MNT/x/odd/random" 100
touch -r "$T/random.keep" "$MNT/x/odd/random"
check_fails "comparison catches a one-byte change" $CMP diff "$REF/odd" "$MNT/x/odd"
cp -a "$T/random.keep" "$MNT/x/odd/random"
check "and passes once it is put back" $CMP diff "$REF/odd" "$MNT/x/odd"
# tar c: same entries, modes and owners (which name of a hard link comes
# first follows readdir order, so the link type is folded into '-')
lst() { tar cf - -C "$1" . | tar tvf - --numeric-owner | awk '{ sub(/^h/, "-", $1); print $1, $2, $6 }' | sort; }
check "tar c of the mount lists the same entries" diff <(lst "$MNT/x") <(lst "$REF")
check "unmount" fs_umount
check "--check clean after the tar" fs_check
check "remount" fs_mount
check "tree identical after remount (read from the store)" $CMP diff "$REF" "$MNT/x"
check "rm -rf of the tree" rm -rf "$MNT/x"
check "tree gone" test -z "$(ls -A "$MNT")"
umount "$REF" 2>/dev/null; rm -rf "$REF" "$src"

# ---- git, as an unprivileged user
mkdir "$MNT/repo" && chown $NOBODY:$NOBODY "$MNT/repo"
g() { nob git -C "$MNT/repo" -c user.name=t -c user.email=t@t "$@"; }
check "git init" g init -q
cp -r /usr/include/linux "$MNT/repo/linux" && chown -R $NOBODY:$NOBODY "$MNT/repo/linux"
check "git add" g add -A
check "git commit" g commit -qm first
is "$(g status --porcelain | wc -l)" 0 "git status clean after commit"
echo change >>"$MNT/repo/linux/fs.h"
nob touch "$MNT/repo/new"
is "$(g status --porcelain | sort | tr '\n' ' ')" " M linux/fs.h ?? new " "git status sees a change and a new file"
check "git add again" g add -A
check "git commit again" g commit -qm second
check "git gc" g gc -q
check "git fsck" g fsck --full --strict
is "$(g rev-list --count HEAD)" 2 "two commits"
check "git checkout of the first commit" g checkout -q HEAD~1
check "worktree matches the first commit" cmp "$MNT/repo/linux/fs.h" /usr/include/linux/fs.h
is "$(g status --porcelain | wc -l)" 0 "git status clean after checkout"

# ---- sqlite3 in WAL mode, two writer processes at once
db=$MNT/wal.db
check "sqlite3 WAL database" sh -c "sqlite3 '$db' 'PRAGMA journal_mode=WAL; CREATE TABLE t(w, i, pad);' | grep -qx wal"
writer() {
  "$PY" - "$db" "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=60, isolation_level=None)
for i in range(400):
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO t VALUES (?, ?, randomblob(500))", (sys.argv[2], i))
    db.execute("COMMIT")
    if i % 100 == 0:
        db.execute("SELECT count(*) FROM t").fetchone()
PY
}
writer A & wa=$!; writer B & wb=$!
wait $wa; ra=$?; wait $wb; rb=$?
is "$ra $rb" "0 0" "two writers finished"
is "$(sqlite3 "$db" 'SELECT w, count(*), count(DISTINCT i) FROM t GROUP BY w' | tr '\n' ' ')" \
  "A|400|400 B|400|400 " "every row of both writers is there"
is "$(sqlite3 "$db" 'PRAGMA integrity_check')" ok "integrity_check ok"
is "$(sqlite3 "$db" 'PRAGMA journal_mode')" wal "the database stays in WAL mode"
check "unmount" fs_umount
check "remount" fs_mount
is "$(sqlite3 "$db" 'SELECT count(*) FROM t; PRAGMA integrity_check' | tr '\n' ' ')" "800 ok " \
  "after remount: rows and integrity"

# ---- make of a small C program
mkdir "$MNT/prog" && cd "$MNT/prog" || exit 1
cat >hello.h <<'C'
#define GREETING "hello"
C
cat >hello.c <<'C'
#include <stdio.h>
#include "hello.h"
int twice(int);
int main(void) { printf("%s %d\n", GREETING, twice(21)); return 0; }
C
cat >twice.c <<'C'
int twice(int x) { return 2 * x; }
C
printf 'hello: hello.o twice.o\n\tcc -o $@ $^\nhello.o: hello.c hello.h\ntwice.o: twice.c\nclean:\n\trm -f hello *.o\n' >Makefile
check "make builds" make -s
is "$(./hello)" "hello 42" "the built program runs"
is "$(make 2>&1)" "make: 'hello' is up to date." "make again: nothing to do"
sleep 1.1
sed -i 's/hello"/HELLO"/' hello.h
check "make after a header changed" make -s
is "$(./hello)" "HELLO 42" "the header change was rebuilt"
check "make clean" make -s clean
check "clean removed the products" test ! -e hello -a ! -e hello.o
cd "$T" || exit 1
check "unmount" fs_umount
check "--check clean" fs_check
done_testing
