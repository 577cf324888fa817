#!/bin/bash
# import.t: an export crafted to lie (every sum made right, only the
# content wrong) is refused before anything is stored, and never crashes
# sbxctl: a tree length out of bounds, a sandbox name other than the
# file's, a tree that is not a tree (snapshot/export.c (2), tree.c), nor
# one with link counts sbxfs would not keep; and capture records no such
# tree either (snapshot/snap.c (8)).  A newer build's export, snapshot
# or ref is said to be so, and left as it is (snapshot/tree.h
# SNAP_FORMAT).
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
C3=$T/sbx3.ini
printf '[sbx]\nstate_dir = %s/state3\n[store]\nurl = %s/store3\n' "$T" "$T" >"$C3"
ctl3() { sbxctl --config "$C3" "$@"; }
at_exit 'for d in "$T"/state3/sandboxes/*; do [ -d "$d" ] && sbxctl --config "$C3" stop "${d##*/}"; done'
CRAFT="$PY $SNAP_DIR/craftexp.py"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
echo hello >"$W/f1" && mkdir "$W/d" && echo x >"$W/d/g"
id=$(capture_id box)
rc 0 "export box" ctl export box "${id:0:10}" "$T/box.sbx"
rc 0 "stop box" ctl stop box
# nothing_stored WHAT NAME: no ref, no sandbox, no catalog row for NAME
nothing_stored() {
  check_fails "$1: no ref" test -e "$T/store3/refs/sandboxes/$2"
  check_fails "$1: no sandbox" test -e "$T/state3/sandboxes/$2"
  check_fails "$1: not listed" sh -c "sbxctl --config '$C3' list | grep -qw '$2'"
}

# (1) the tree's plain length ("plen") is the buffer it decodes into
for v in huge wrap; do
  $CRAFT plen "$T/box.sbx" "$T/plen-$v.sbx" $v
  ctl3 import "$T/plen-$v.sbx" p$v >"$T/imp.out" 2>&1
  is "$?" 1 "plen $v: import fails (no crash)"
  check "plen $v: ... saying the snapshot inside is damaged" grep -q "damaged" "$T/imp.out"
  nothing_stored "plen $v" p$v
done
# ... and every reader of the store reads objects so: one put in it by
# another host (a shared bucket) is damaged, not a crash
# in_store FILE NAME: the snapshot object inside an export put in the
# store as NAME's only snapshot, as another host sharing a bucket could
in_store() {
$PY - "$1" "$T/store3" "$2" <<'PY'
import hashlib, json, os, struct, sys
d = open(sys.argv[1], "rb").read()
hl, = struct.unpack_from("<I", d, 8)
h = json.loads(d[12:12 + hl])
obj = d[12 + hl:12 + hl + h["object_len"]]
oid = hashlib.sha256(obj).hexdigest()
os.makedirs(f"{sys.argv[2]}/objects/{oid[:2]}", exist_ok=True)
os.makedirs(f"{sys.argv[2]}/refs/sandboxes", exist_ok=True)
open(f"{sys.argv[2]}/objects/{oid[:2]}/{oid}", "wb").write(obj)
print(oid)
json.dump({"format": 1, "sandbox": sys.argv[3], "snapshots": [{"id": oid, "parent": "", "time_ns": 1,
           "label": "", "files": 2, "bytes": 8}]}, open(f"{sys.argv[2]}/refs/sandboxes/{sys.argv[3]}", "w"))
PY
}
in_store "$T/plen-wrap.sbx" pw >/dev/null
rc 1 "plen wrap in the store: verify finds it damaged (no crash)" ctl3 verify pw
rc 1 "... and start refuses it (no crash)" ctl3 start pw

# (2) the name it goes in as is the one checked and locked: the file's
# header's (or NEWNAME), never another the object inside says
rc 0 "import box as other (a sandbox there)" ctl3 import "$T/box.sbx" other
nother=$(ctl3 --json snapshots other | json 'len(d)')
$CRAFT name "$T/box.sbx" "$T/art.sbx" okname sbx.artifacts
$CRAFT name "$T/box.sbx" "$T/oth.sbx" okname other
$CRAFT name "$T/box.sbx" "$T/art2.sbx" sbx.artifacts sbx.artifacts
ctl3 import "$T/art.sbx" >"$T/imp.out" 2>&1
is "$?" 1 "name art: import fails"
check "... saying the file names another sandbox than its snapshot" grep -q "names another sandbox" "$T/imp.out"
rc 1 "name oth: import fails" ctl3 import "$T/oth.sbx"
for f in art oth; do
  ctl3 import "$T/$f.sbx" n$f >/dev/null 2>&1
  is "$?" 1 "name $f: import under a new name fails too"
  nothing_stored "name $f, as n$f" n$f
  nothing_stored "name $f, as okname" okname
done
check_fails "name art: nothing under the artifacts' ref" test -e "$T/store3/refs/sandboxes/sbx.artifacts"
ctl3 import "$T/art2.sbx" >"$T/imp.out" 2>&1
is "$?" 1 "a file of sbx.artifacts: import fails"
check "... saying the name is reserved" grep -q "reserved" "$T/imp.out"
check_fails "... and nothing is under the artifacts' ref" test -e "$T/store3/refs/sandboxes/sbx.artifacts"
rc 0 "... it goes in under a new name" ctl3 import "$T/art2.sbx" nart2
is "$(ctl3 --json snapshots other | json 'len(d)')" "$nother" "name oth: other's snapshots are as they were"
head -c 1000 /dev/urandom >"$T/noise.sbx"
ctl3 import "$T/noise.sbx" >"$T/imp.out" 2>&1
is "$?" 1 "a file with no header: import fails"
check "... saying it is not an export" grep -q "not an sbx export" "$T/imp.out"

# (3) the tree inside is a tree sbxfs can serve, checked before anything
# is stored: a name twice for one cookie used to fail only once the ref
# and the catalog row were written, leaving a sandbox that never woke; so
# did an xattr twice, while an empty xattr name, an empty symlink target
# or a size past 2^63-1 went in and gave EIO (or a crash) once served
while read -r v why; do
  $CRAFT tree "$T/box.sbx" "$T/t$v.sbx" $v
  ctl3 import "$T/t$v.sbx" t$v >"$T/imp.out" 2>&1
  is "$?" 1 "tree $v: import fails"
  check "tree $v: ... saying the tree is damaged: $why" grep -qF "tree is damaged: $why" "$T/imp.out"
  nothing_stored "tree $v" t$v
done <<'EOV'
slash      a name is '.', '..' or holds '/' or NUL
dot        a name is '.', '..' or holds '/' or NUL
dotdot     a name is '.', '..' or holds '/' or NUL
nul        a name is '.', '..' or holds '/' or NUL
cycle      a directory has more than one name
loop       a directory has more than one name
orphan     a directory does not reach the root
dirlink    a directory has more than one name
dangling   a name is in a missing directory or names a missing inode
underfile  a name is in a missing directory or names a missing inode
rootfile   its root is not a directory
symlinktgt a symlink has no target
symlinkempty a symlink's target is empty, longer than 4095 bytes or holds NUL
symlinklong  a symlink's target is empty, longer than 4095 bytes or holds NUL
symlinknul   a symlink's target is empty, longer than 4095 bytes or holds NUL
hugesize   an inode's size is past 2^63-1 bytes, what the kernel takes
xattrdup   its xattrs are out of order or a file has one twice
xattrorder its xattrs are out of order or a file has one twice
xattrinoorder its xattrs are out of order or a file has one twice
xattrempty an xattr's name is empty, longer than 255 bytes or holds NUL
xattrlong  an xattr's name is empty, longer than 255 bytes or holds NUL
xattrnul   an xattr's name is empty, longer than 255 bytes or holds NUL
xattrbig   an xattr's value is longer than 65536 bytes
xattrnoino an xattr is on a missing inode
cookiedup  two names share a cookie
ino0       a name is in a missing directory or names a missing inode
cookie0    a name's cookie is 0
nlinklow   a file's link count is not its number of names
nlinkhigh  a file's link count is not its number of names
dirnlink   a directory's link count is not 2 plus its subdirectories
EOV
# ... and so is one put in the store by another host: damaged for every
# reader, never served (a cycle sent sbxfs's walks round it; a file with
# two names and nlink 1 was freed by one rm while the other named it)
for v in cycle dangling nlinklow xattrdup symlinkempty; do
  sid=$(in_store "$T/t$v.sbx" s$v)
  ctl3 verify s$v >"$T/v.out" 2>&1
  is "$?" 1 "tree $v in the store: verify finds it damaged"
  check "... naming the snapshot" grep -q "snapshot ${sid:0:12}.*its tree is damaged" "$T/v.out"
  ctl3 start s$v >"$T/v.out" 2>&1
  is "$?" 1 "tree $v in the store: start refuses it"
  check "... saying the tree is damaged" grep -q "its tree is damaged" "$T/v.out"
  check_fails "... not that the object is corrupt (it matches its id)" grep -q "does not match its id" "$T/v.out"
  check_fails "... and nothing is mounted" sh -c "grep -q ' $T/state3/sandboxes/s$v/' /proc/mounts"
done

# ... while each at the bound sbxfs serves goes in, and is served: an
# xattr name of 255 bytes, a value of 64 KiB, one empty, a symlink
# target of 4095 bytes
$CRAFT tree "$T/box.sbx" "$T/tlimits.sbx" limits
rc 0 "tree at the limits: import" ctl3 import "$T/tlimits.sbx" tlim
rc 0 "... and start" ctl3 start tlim
W3=$T/state3/sandboxes/tlim/workspace
is "$(getfattr --only-values -n "user.$(printf 'n%.0s' $(seq 250))" "$W3/f1" 2>/dev/null | wc -c)" 65536 \
  "... its xattr of 64 KiB reads back"
is "$(getfattr --absolute-names -d "$W3/f1" 2>/dev/null | grep -c '^user\.')" 2 "... listxattr names both"
is "$(readlink "$W3/lnk" | wc -c)" 4096 "... and its symlink's target of 4095 bytes"
rc 0 "... stop it" ctl3 stop tlim

# (3b) a tree import could not write into a sandbox (here: a file where
# its directory goes) leaves no snapshot under the name: the ref it added
# is dropped, so no sandbox is listed that no start can wake
: >"$T/state3/sandboxes/fx"
ctl3 import "$T/box.sbx" fx >"$T/imp.out" 2>&1
is "$?" 1 "an import whose tree cannot be written fails"
check_fails "... its ref is dropped" test -e "$T/store3/refs/sandboxes/fx"
rc 1 "... fx has no snapshot: no such sandbox" ctl3 --json snapshots fx
check "... saying so" grep -q "snapshots fx: no such sandbox" "$T/.rc.out"
rm -f "$T/state3/sandboxes/fx"
rc 0 "... and the file imports once the way is clear" ctl3 import "$T/box.sbx" fx

# (3c) a header's "as" or "tenant" there but no name (a string or not):
# refused as such, not taken for an older build's file that says none
# (a "tenant":5 went into an existing sandbox of any tenant)
for v in '{"tenant":5}' '{"tenant":"bad/x"}' '{"as":"../x"}' '{"as":null}'; do
  $CRAFT header "$T/box.sbx" "$T/hdr.sbx" "$v"
  rc 1 "a header with $v: refused" ctl3 import "$T/hdr.sbx"
  check "... saying its sandbox or tenant is no valid name" grep -q "or tenant that is no valid name" "$T/.rc.out"
done

# (4) capture records the link counts the names say (snap.c (8)), never
# refusing over them: a live tree with a wrong one (an sbxfs bug, meta.db
# edited) could no longer be stopped, restored, turned or captured, and
# nothing inside the sandbox could mend it.  The root's and a directory's
# nlink made wrong in meta.db while stopped
rc 0 "create lk" ctl create lk
rc 0 "start lk" ctl start lk
mkdir "$(ws lk)/e" && echo keep >"$(ws lk)/k"
e_ino=$(stat -c %i "$(ws lk)/e")
lk_id=$(capture_id lk)
rc 0 "stop lk" ctl stop lk
$PY -c "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('UPDATE inode SET nlink=3 WHERE ino=?', (int(sys.argv[2]),)); c.execute('UPDATE inode SET nlink=nlink+1 WHERE ino=1'); c.commit()" \
  "$T/state/sandboxes/lk/meta.db" "$e_ino"
rc 0 "start lk (e's nlink 3, the root's one too many in meta.db)" ctl start lk
echo more >"$(ws lk)/k2"
ctl capture lk >"$T/cap.out" 2>&1
is "$?" 0 "capture of a tree with wrong link counts succeeds"
check "... saying it corrected 2 and how to find them" \
  grep -qF 'link counts corrected in 2 inode(s): not what their names say, recorded as the names say (`sbxctl verify lk` names them)' "$T/cap.out"
check_fails "... the latest is a new one" test "$(ctl --json snapshots lk | json 'd[-1]["id"]')" = "$lk_id"
rc 0 "stop lk" ctl stop lk
rc 0 "restore lk to its first snapshot (its undo capture runs first)" ctl restore lk "$lk_id"
undo=$(ctl --json snapshots lk | json 'd[-2]["id"]')
rc 0 "restore lk to that undo capture: its load finds the tree whole" ctl restore lk "$undo"
rc 0 "start lk" ctl start lk
is "$(cat "$(ws lk)/k2" 2>&1)" more "... with the file made since"
is "$(stat -c %h "$(ws lk)" "$(ws lk)/e" | tr '\n' ' ')" "3 2 " "... and the link counts the names say"
rc 0 "stop lk" ctl stop lk
rc 0 "... and lk verifies: its snapshots and its live tree" ctl verify lk
# (5) a newer build's documents (a format above this build's: a fleet
# upgraded host by host) are said to be so, never "corrupt", and never
# rewritten: an export, a snapshot object, a ref
for v in export object; do
  $CRAFT newer "$T/box.sbx" "$T/newer-$v.sbx" $v
  ctl3 import "$T/newer-$v.sbx" nw$v >"$T/imp.out" 2>&1
  is "$?" 1 "newer $v: import fails"
  check "... saying it is a newer build's" grep -q "format 2, newer than this build's (1): upgrade sbx on this host" "$T/imp.out"
  check_fails "... not that it is damaged" grep -q "damaged" "$T/imp.out"
  nothing_stored "newer $v" nw$v
done
ctl3 import "$T/newer-export.sbx" >"$T/imp.out" 2>&1
is "$?" 1 "newer export, no NEWNAME (its header read for the name): import fails"
is "$(cat "$T/imp.out")" "sbxctl: import $T/newer-export.sbx: refused: format 2, newer than this build's (1): upgrade sbx on this host" "... in one line"
nid=$(in_store "$T/newer-object.sbx" nwo)
ctl3 verify nwo >"$T/v.out" 2>&1
is "$?" 1 "a newer object in the store: verify fails"
check "... saying the snapshot is a newer build's" grep -q "snapshot $nid: format 2, newer than this build's" "$T/v.out"
check_fails "... not that it is corrupt" grep -q "corrupt" "$T/v.out"
ctl3 start nwo >"$T/v.out" 2>&1
is "$?" 1 "... start (its restore) fails"
check "... saying so" grep -q "snapshot $nid: format 2, newer than this build's" "$T/v.out"
ctl3 gc >"$T/v.out" 2>&1
is "$?" 1 "... gc fails"
check "... removing nothing" grep -q "nothing removed" "$T/v.out"
check "... saying what takes a damaged one off (it said nothing)" grep -q "unreadable: .*goes with .sbxctl snapshot-delete [a-z0-9]* [0-9a-f]\{12\}." "$T/v.out"
check "... the object stays" test -s "$T/store3/objects/${nid:0:2}/$nid"
rm -f "$T/store3/refs/sandboxes/nwo" "$T/store3/objects/${nid:0:2}/$nid"
rc 0 "a ref of this build's format (import box as nref)" ctl3 import "$T/box.sbx" nref
REF=$T/store3/refs/sandboxes/nref
$PY -c 'import json, sys; d = json.load(open(sys.argv[1])); d["format"] = 2; d["newer"] = "kept"; json.dump(d, open(sys.argv[1], "w"))' "$REF"
cp "$REF" "$T/ref.before"
ctl3 snapshots nref >"$T/v.out" 2>&1
is "$?" 1 "made format 2: snapshots fails"
check "... saying the ref is a newer build's" grep -q "ref sandboxes/nref: format 2, newer than this build's (1)" "$T/v.out"
rc 1 "... import into it fails" ctl3 import "$T/box.sbx" nref
rc 1 "... start fails" ctl3 start nref
rc 1 "... snapshot-delete fails" ctl3 snapshot-delete nref "${id:0:12}"
check "... and the ref is as the newer build wrote it" cmp "$REF" "$T/ref.before"
rm -f "$REF"

rc 0 "the file they were made from imports" ctl3 import "$T/box.sbx" tgood
rc 0 "... and starts" ctl3 start tgood
is "$(cat "$T/state3/sandboxes/tgood/workspace/d/g" 2>&1)" x "... with its files"
rc 0 "... stop it" ctl3 stop tgood

done_testing
