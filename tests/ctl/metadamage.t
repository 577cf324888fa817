#!/bin/bash
# metadamage.t: the tree (meta.db) of a stopped sandbox emptied, cut,
# overwritten, damaged in a page, or deleted: start never serves an empty
# workspace in its place, and stop never captures one over the sandbox's
# snapshots (tools/cmd_sandbox.c (9), fs/meta.c (7)).  With snapshots in
# the store, start sets the local state aside (sandboxes/.NAME.WHY.TIME)
# and restores the latest; without, it refuses.  A new sandbox's first
# start still gets an empty tree.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[snapshot]
capture_interval = 0
INI
ctl() { sbxctl --config "$C" "$@"; }
at_exit "for n in s n u; do sbxctl --config '$C' stop \$n; done"
SB=$T/state/sandboxes
M=$SB/s/meta.db
nsnaps() { ctl snapshots "$1" 2>/dev/null | tail -n +2 | wc -l; }
# the FILES column of every snapshot of $1, one line
files() { ctl snapshots "$1" 2>/dev/null | awk 'NR > 1 { printf "%s ", $3 }'; }

rc 0 "create s" ctl create s
# 3000 names: the names' b-tree has an interior page to damage
rc 0 "write its files" ctl exec s -- sh -c 'echo hello >/workspace/g; mkdir /workspace/d &&
  cd /workspace/d && i=0; while [ $i -lt 3000 ]; do : >name-$i; i=$((i+1)); done'
rc 0 "stop s (a snapshot)" ctl stop s
want=$(files s)
is "$want" "3001 " "one snapshot, of 3001 files"

# damage MODE: the stopped sandbox's tree made so
damage() {
  rm -f "$M-wal" "$M-shm"
  case $1 in
  empty)    : >"$M" ;;
  notables) rm -f "$M"; python3 -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1]); c.execute("PRAGMA user_version=7"); c.commit()' "$M" ;;
  garbage)  head -c 8192 /dev/urandom >"$M" ;;
  cut)      truncate -s 4096 "$M" ;;
  page)     btree_damage "$M" dentry ;;
  deleted)  rm -f "$M" ;;
  esac
}

for mode in empty notables garbage cut page deleted; do
  why=damaged; [ $mode = deleted ] && why=missing
  wipe "$SB"/.s.*
  damage $mode
  rc 0 "$mode tree: start s" ctl start s
  check "... says the tree is $why and restores the latest snapshot" \
    grep -q "meta.db) is $why.*latest snapshot .* is restored" "$T/.rc.out"
  is "$(cat "$SB/s/workspace/g" 2>&1) $(ls "$SB/s/workspace/d" | wc -l)" "hello 3000" \
    "... the files are the snapshot's"
  check "... the damaged state is set aside" test -d "$(echo "$SB"/.s.$why.*)"
  rc 0 "... stop s" ctl stop s
  is "$(files s)" "$want" "... no snapshot of an empty (or part) tree"
done
rc 0 "delete s" ctl delete s
check_fails "... its state set aside (.s.missing.TIME) is gone too" sh -c "ls -d '$SB'/.s.* 2>/dev/null | grep ."

# The same without a snapshot to restore: refused, nothing made, nothing
# captured.
rc 0 "create u" ctl create u
rc 0 "write in u" ctl exec u -- sh -c 'echo u >/workspace/f'
rc 0 "stop u" ctl stop u
id=$(ctl snapshots u | awk 'NR == 2 { print $1 }')
rc 0 "delete u's only snapshot" ctl snapshot-delete u "$id"
cp "$SB/u/meta.db" "$T/u.db"
: >"$SB/u/meta.db"
rc 1 "empty tree, no snapshot: start u fails" ctl start u
check "... saying the tree is damaged and there is no snapshot" grep -q "damaged.*no snapshot" "$T/.rc.out"
check "... and recording what sbxfs said of it" sh -c "sbxctl --config '$C' --json status u | grep -qF \
  'wake failed: its tree is not a workspace (empty, missing or damaged): $SB/u/meta.db: not an sbx workspace'"
is "$(stat -c %s "$SB/u/meta.db")" 0 "... the file left as it is"
check_fails "... not mounted" mountpoint -q "$SB/u/workspace"
rc 1 "... and stop captures nothing" ctl stop u
is "$(nsnaps u)" 0 "... no snapshot"
rm -f "$SB/u/meta.db"
rc 1 "deleted tree, no snapshot, used before: start u fails" ctl start u
check "... saying it is missing" grep -q "missing and the store has no snapshot" "$T/.rc.out"
check_fails "... no new tree made" test -e "$SB/u/meta.db"
cp "$T/u.db" "$SB/u/meta.db"
rc 0 "its tree put back: start u" ctl start u
is "$(cat "$SB/u/workspace/f" 2>&1)" "u" "... its file"
rc 0 "stop u" ctl stop u

# A new sandbox: no tree yet, and its first start makes an empty one.
rc 0 "create n" ctl create n
check_fails "... no tree before its first start" test -e "$SB/n/meta.db"
rc 0 "start n" ctl start n
is "$(ls -A "$SB/n/workspace" | wc -l)" 0 "... an empty workspace"
check "... a tree made" test -s "$SB/n/meta.db"
rc 0 "stop n" ctl stop n

# a catalog a newer sbx upgraded (its user_version past this build's) is
# not opened: rows written by this build would lack what that one keeps
# in its columns (catalog.c (8)); it was opened and written as its own
K=$T/state/catalog.db
v0=$(sqlite3 "$K" 'PRAGMA user_version')
sqlite3 "$K" "PRAGMA user_version = $((v0 + 1))"
sum0=$(sqlite3 "$K" 'SELECT name, state FROM sandboxes ORDER BY name' | md5sum)
rc 1 "list with a newer sbx's catalog: refused" ctl list
check "... saying so" grep -q "catalog.db is a newer sbx's (its schema is past this build's): nothing read nor changed" "$T/.rc.out"
rc 1 "create with it: refused" ctl create nn
# ... nor by the commands that fall back to the executor's socket alone
# when the catalog cannot be written (they ran, unaudited, before)
rc 125 "exec with it: refused (125: sbxctl's own failure)" ctl exec s -- true
check "... saying so" grep -q "catalog.db is a newer sbx's" "$T/.rc.out"
for a in "ps s" "kill s c1" "logs s c1" "preview s 80"; do
  rc 1 "$a with it: refused" ctl $a
  check "... saying so" grep -q "catalog.db is a newer sbx's" "$T/.rc.out"
done
is "$(sqlite3 "$K" 'PRAGMA user_version')" "$((v0 + 1))" "... its version kept"
is "$(sqlite3 "$K" 'SELECT name, state FROM sandboxes ORDER BY name' | md5sum)" "$sum0" "... its rows as they were"
sqlite3 "$K" "PRAGMA user_version = $v0"
rc 0 "list once it is this build's version again" ctl list
done_testing
