#!/bin/bash
# badinput.t: bad input to sbxfs gives one clear line and a non-zero exit,
# and nothing is created or destroyed: no meta file appears, the store and
# an existing meta file are untouched, nothing is mounted.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

mkdir -p "$T/store" "$T/mnt" "$T/ro"
head -c 100000 /dev/urandom >"$T/store/keep"      # store content to protect
echo "this is not a database" >"$T/notsqlite"
printf 'x%.0s' $(seq 5000) >>"$T/notsqlite"
echo "a file" >"$T/afile"

mkdir "$T/.io"
snap() { find "$T" -path "$T/.*" -prune -o \
  -printf '%p %y %m %s %T@\n' | sort; sha256sum "$T/notsqlite" "$T/store/keep"; }

# bad NAME ARGS...: sbxfs fails, one non-empty line on stderr, nothing changed
bad() {
  local name=$1; shift
  snap >"$T/.io/snap0"
  timeout 20 sbxfs "$@" >"$T/.io/bout" 2>"$T/.io/berr"; local rc=$?
  BRC=$rc
  snap >"$T/.io/snap1"
  if [ $rc = 0 ] || [ $rc = 124 ]; then ok 1 "$name: non-zero exit (got $rc)"; else ok 0 "$name: non-zero exit ($rc)"; fi
  local lines; lines=$(grep -c . "$T/.io/berr")
  if [ "$lines" = 1 ]; then ok 0 "$name: one-line error"; diag "$(cat "$T/.io/berr")"
  else ok 1 "$name: one-line error (got $lines lines)"; sed 's/^/# /' "$T/.io/berr" | head -5; fi
  if cmp -s "$T/.io/snap0" "$T/.io/snap1"; then ok 0 "$name: nothing created or changed"
  else ok 1 "$name: nothing created or changed"; diff "$T/.io/snap0" "$T/.io/snap1" | sed 's/^/# /' | head -10; fi
  if grep -q " $T" /proc/mounts; then ok 1 "$name: nothing mounted"; grep " $T" /proc/mounts | sed 's/^/# /'
    fusermount3 -uz "$T/mnt" 2>/dev/null
  else ok 0 "$name: nothing mounted"; fi
}

bad "missing store"          --meta "$T/new.db" --store "$T/nostore" "$T/mnt"
bad "store is a file"        --meta "$T/new.db" --store "$T/afile" "$T/mnt"
bad "meta is not SQLite"     --meta "$T/notsqlite" --store "$T/store" "$T/mnt"
bad "meta in a missing dir"  --meta "$T/nodir/meta.db" --store "$T/store" "$T/mnt"
bad "missing mountpoint"     --meta "$T/new.db" --store "$T/store" "$T/nomnt"
bad "mountpoint is a file"   --meta "$T/new.db" --store "$T/store" "$T/afile"
bad "no mountpoint"          --meta "$T/new.db" --store "$T/store"
bad "unknown option"         --frobnicate --meta "$T/new.db" --store "$T/store" "$T/mnt"
bad "--check of missing meta" --check --meta "$T/new.db" --store "$T/store"
bad "--check of non-SQLite meta" --check --meta "$T/notsqlite" --store "$T/store"
bad "--locate in missing meta" --locate --meta "$T/new.db" --store "$T/store" x
printf '[fs]\nbogus_key = 1\n' >"$T/bad.ini"
bad "config with an unknown key" --config "$T/bad.ini" --meta "$T/new.db" --store "$T/store" "$T/mnt"
check "the config error names file:line and key" grep -q "bad.ini:2.*bogus_key" "$T/.io/berr"
bad "missing config file"    --config "$T/nosuch.ini" --meta "$T/new.db" --store "$T/store" "$T/mnt"
bad "--quota-bytes not a number" --quota-bytes lots --meta "$T/new.db" --store "$T/store" "$T/mnt"

: >"$T/empty.db"
bad "meta is empty (0 bytes)" --meta "$T/empty.db" --store "$T/store" "$T/mnt"
is "$BRC" 3 "... exit 3: not a workspace, not a new one"
check "... saying so" grep -q "empty (0 bytes)" "$T/.io/berr"
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("PRAGMA user_version=7"); c.commit()' \
  "$T/notables.db"
bad "meta has no tables"     --meta "$T/notables.db" --store "$T/store" "$T/mnt"
is "$BRC" 3 "... exit 3"
bad "--existing, no meta"    --existing --meta "$T/new.db" --store "$T/store" "$T/mnt"
is "$BRC" 3 "... exit 3"

# The other side: the same arguments, made good, work.
check "good arguments mount" fs_mount
check "and write" sh -c "echo data >'$MNT/f'"
check "unmount" fs_umount
# an unreadable store, seen by an unprivileged user: run the check as nobody
mkdir -p "$T/closed"; cp -a "$STORE" "$T/closed/store"; chmod 700 "$T/closed"
cp "$META" "$T/ro/meta.db"; chown -R $NOBODY "$T/ro"
snap >"$T/.io/snap0"
as_nobody sbxfs --check --meta "$T/ro/meta.db" --store "$T/closed/store" >"$T/.io/bout" 2>&1; rc=$?
snap >"$T/.io/snap1"
check_fails "unreadable store (as uid $NOBODY): non-zero exit" test "$rc" = 0
check "unreadable store: nothing created" cmp -s "$T/.io/snap0" "$T/.io/snap1"

# a second daemon on a meta file that is in use is refused, the first
# keeps serving and the tree is unharmed
fs_mount
mkdir -p "$T/mnt2"
timeout 20 sbxfs --meta "$META" --store "$STORE" "$T/mnt2" >"$T/.io/bout" 2>&1; rc=$?
if mountpoint -q "$T/mnt2"; then fusermount3 -u "$T/mnt2"; fi
check_fails "a second sbxfs on a meta file in use is refused" test "$rc" = 0
is "$(cat "$MNT/f" 2>&1)" "data" "the first mount still serves"
check "unmount" fs_umount
check "--check clean" fs_check
check "--existing mounts an existing tree" fs_mount --existing
is "$(cat "$MNT/f" 2>&1)" "data" "... the same tree"
check "unmount" fs_umount

# A tree that names stored data, given a store directory that holds no
# store (its file system not mounted, the store moved away): refused in a
# line, nothing made there (a new store made there answered EIO for every
# file, and took the new writes); --check too.  A tree without data may.
L=$T/.lost; mkdir -p "$L/store" "$L/empty"
cp "$META" "$L/meta.db"
bad "a tree with data, its store directory empty" --meta "$L/meta.db" --store "$L/store" "$T/mnt"
check "... saying so" grep -q "holds no store.*names stored data" "$T/.io/berr"
is "$(ls -A "$L/store")" "" "... the store directory left empty"
bad "--check of it" --check --meta "$L/meta.db" --store "$L/store"
is "$(ls -A "$L/store")" "" "... the store directory left empty"
sbxfs_mount "$L/e.db" "$L/empty" "$T/mnt" --pidfile "$L/pid"
mkdir "$T/mnt/d"; : >"$T/mnt/d/zero"; truncate -s 3M "$T/mnt/d/holes"
pid=$(cat "$L/pid"); sbxfs_umount "$T/mnt"; wait_for eval "! alive $pid"
rm -rf "$L/empty"; mkdir "$L/empty"
check "a tree of empty files and holes mounts on an empty store directory" \
  sbxfs_mount "$L/e.db" "$L/empty" "$T/mnt" --pidfile "$L/pid"
is "$(stat -c %s "$T/mnt/d/holes" 2>&1)" 3145728 "... and reads"
pid=$(cat "$L/pid"); sbxfs_umount "$T/mnt"; wait_for eval "! alive $pid"

# A damaged interior page of the names' b-tree: the load's read of the
# table skipped a leaf without an error, and the tree mounted without its
# names; quick_check at mount refuses it.
# (In a folder of its own: SQLite makes and removes its -wal and -shm
# beside a WAL file it opens, which touches the folder.)
B=$T/.big; mkdir -p "$B/mnt"
sbxfs_mount "$B/meta.db" "$STORE" "$B/mnt" --pidfile "$B/pid"
python3 -c 'import sys
for i in range(3000): open("%s/name-%05d" % (sys.argv[1], i), "w").close()' "$B/mnt"
pid=$(cat "$B/pid"); sbxfs_umount "$B/mnt"; wait_for eval "! alive $pid"
btree_damage "$B/meta.db" dentry
sum=$(sha256sum <"$B/meta.db")
bad "meta with a damaged page" --meta "$B/meta.db" --store "$STORE" "$T/mnt"
is "$BRC" 3 "... exit 3"
check "... saying so" grep -q "damaged pages.*2nd reference" "$T/.io/berr"
is "$(sha256sum <"$B/meta.db") $(ls "$B" | tr "\n" " ")" "$sum meta.db mnt " "... the file as it was, nothing beside it"
rc 1 "--check finds it too" sbxfs --check --meta "$B/meta.db" --store "$STORE"
done_testing
