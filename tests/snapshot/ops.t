#!/bin/bash
# ops.t: snapshots, diff (against a snapshot and live), restore in place
# and its undo, snapshot-delete, fork sharing chunks, capture of a
# stopped sandbox, --if-changed, --json everywhere, usage errors.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
mkdir -p "$W/src" && echo one >"$W/src/a.txt" && echo two >"$W/src/b.txt" && head -c 300000 /dev/urandom >"$W/blob"
a=$(capture_id box --label base)
is "${#a}" 64 "capture prints the id last"
check "snapshots lists it with its label" sh -c "sbxctl --config '$C' snapshots box | grep -q '^$a .* base$'"
is "$(ctl --json snapshots box | json 'd[0]["files"], d[0]["bytes"], d[0]["latest"]')" "3 300008 True" "snapshots --json: counts and latest"
# sbx_write_file_atomic made its files 0644: in a store not under the
# 0700 state dir (one an admin made 0755, shared) its refs, records and
# snapshot objects (every file's name) were readable by all, its packs not
is "$(find "$STORE" -type f -perm /044 ! -name 'index.db*' -printf '%P\n' | sort | head -3)" "" \
  "the store's refs, records and snapshot objects are 0600, as its packs"

# a turn: modify, add, delete
echo changed >"$W/src/a.txt"; echo new >"$W/src/c.txt"; rm "$W/src/b.txt"; mkdir "$W/newdir"
ctl diff box "${a:0:8}" >"$T/d1"
check "diff live shows the modified file with sizes" grep -q '^M  *4 -> 8  *\/src\/a.txt$' "$T/d1"
check "diff live shows the added file" grep -q '^A  *4  *\/src\/c.txt$' "$T/d1"
check "diff live shows the added directory" grep -q '^A .*\/newdir\/$' "$T/d1"
check "diff live shows the deleted file" grep -q '^D  *4  *\/src\/b.txt$' "$T/d1"
is "$(tail -1 "$T/d1")" "2 added, 1 modified, 1 deleted" "diff summary"
b=$(capture_id box --label turn1)
is "$(ctl --json diff box "$a" "$b" | json 'd["added"], d["modified"], d["deleted"]')" "2 1 1" "diff between two snapshots, --json"
is "$(ctl diff box "$b" live | tail -1)" "0 added, 0 modified, 0 deleted" "no changes since the last capture"
# a name never known: "the live tree: No such file or directory"
for arg in live "$b"; do
  rc 1 "diff of a missing sandbox (${arg:0:12}) exits 1" ctl diff nosuch "$arg"
  is "$(cat "$T/.rc.out")" "sbxctl: diff nosuch: no such sandbox" "... saying no such sandbox, and nothing else"
done
ctl capture box --if-changed >"$T/ifch.out"
is "$(head -1 "$T/ifch.out")" "box unchanged since its latest snapshot" "--if-changed skips an unchanged tree"
is "$(tail -1 "$T/ifch.out")" "$b" "... and its last line is the latest snapshot's id, as for a capture"
ctl help capture >"$T/ifch.help"
check "help capture says so (not: no id)" grep -q "id is the latest's" "$T/ifch.help"

# restore in place while mounted, then undo it
echo "after b" >"$W/late"
ctl restore box "${a:0:10}" >"$T/restore.out" 2>&1
ok $? "restore box to the base snapshot while mounted"
check "the workspace is mounted again" mountpoint -q "$W"
is "$(cat "$W/src/a.txt")" "one" "restored content"
check "deleted file is back" test -f "$W/src/b.txt"
check_fails "added file is gone" test -e "$W/src/c.txt"
check_fails "unsaved late file is gone from the workspace" test -e "$W/late"
undo=$(sed -n 's/^captured the live tree first: \([0-9a-f]*\).*/\1/p' "$T/restore.out")
is "${#undo}" 64 "restore names the capture of the live tree it made first"
rc 0 "restore the undo point" ctl restore box "$undo"
is "$(cat "$W/late" 2>/dev/null)" "after b" "undo brings back what restore replaced"
is "$(cat "$W/src/a.txt")" "changed" "undo brings back the modified content"
# the same restore again: the live tree is the latest snapshot already,
# its own undo point (a capture each time added a labelled snapshot of
# the same tree, which prune keeps)
n1=$(ctl --json snapshots box | json 'len(d)')
ctl restore box "$undo" >"$T/again.out" 2>&1; ok $? "the same restore again"
check "... says the live tree is the latest snapshot already" \
  grep -q "^the live tree is the latest snapshot already: [0-9a-f]\{64\} (restore it to undo)" "$T/again.out"
is "$(ctl --json snapshots box | json 'len(d)')" "$n1" "... and adds no snapshot"
is "$(cat "$W/late" 2>/dev/null)" "after b" "... the tree as it was"
check "the workspace takes writes after restores" sh -c "echo w >'$W/w' && sync"

# snapshot-delete
n0=$(ctl --json snapshots box | json 'len(d)')
rc 0 "snapshot-delete" ctl snapshot-delete box "${b:0:12}"
is "$(ctl --json snapshots box | json 'len(d)')" "$((n0 - 1))" "one snapshot fewer"
rc 1 "deleting it again fails" ctl snapshot-delete box "$b"
rc 1 "restore of an unknown snapshot fails" ctl restore box deadbeef

# fork shares chunks: the store does not grow by the data
s0=$(du -sb "$STORE/packs" | cut -f1)
rc 0 "fork the base into box2" ctl fork "${a:0:12}" box2
s1=$(du -sb "$STORE/packs" | cut -f1)
is "$s1" "$s0" "a fork copies no chunk"
rc 1 "fork onto an existing name fails" ctl fork "$a" box2
rc 0 "start the fork" ctl start box2
is "$(cat "$(ws box2)/src/a.txt")" "one" "the fork has the base content"
echo forked >"$(ws box2)/src/a.txt"
is "$(cat "$W/src/a.txt")" "changed" "writes to the fork do not touch the origin"

# capture of a stopped sandbox reads meta.db directly
rc 0 "stop box2" ctl stop box2
f=$(capture_id box2 --label stopped)
is "$(ctl diff box2 "$a" "$f" | tail -1)" "0 added, 1 modified, 0 deleted" "a stopped sandbox's capture has its last writes"
is "$(ctl --json capture box2 --label j | json 'd["label"], len(d["id"])')" "j 64" "capture --json"
# diff live where there is no tree of it (another host, $C2): "the live
# tree: No such file or directory"; as when another host ran it since,
# the store's latest is its tree at rest
ctl2 diff box2 "$a" >"$T/nt.out" 2>"$T/nt.err"; ok $? "diff live on a host with no tree of the sandbox: exit 0"
is "$(tail -1 "$T/nt.out")" "0 added, 1 modified, 0 deleted" "... compared with the store's latest snapshot"
check "... saying so" grep -q "diff box2: this host has no tree of it: comparing with the store's latest snapshot" "$T/nt.err"
check_fails "... and makes none there" test -e "$T/state2/sandboxes/box2/meta.db"

# continuous capture: every running sandbox that changed, once
ctl capture --all >"$T/all1" 2>&1
ok $? "capture --all"
echo more >"$W/more"
ctl capture --all >"$T/all2" 2>&1
check "capture --all captures a running sandbox that changed" grep -q "^box [0-9a-f]\{64\}$" "$T/all2"
is "$(ctl --json snapshots box | json 'd[-1]["label"]')" "interval" "its capture is labelled interval"
echo json >"$W/more"
is "$(ctl --json capture --all | json '[e["name"] for e in d if len(e["id"]) == 64 and e["name"] == "box"]')" \
   "['box']" "capture --all --json: an array of name and id"

# odd names in diff: one line per path, escaped
base=$(capture_id box)
touch "$W/new"$'\n'"line" "$W/sp ace" "$W/ünï"
ctl diff box "$base" >"$T/d3"
check "a newline in a name is escaped in diff" grep -qx 'A  *0  *\/new\\nline' "$T/d3"
check "spaces and UTF-8 pass as they are" sh -c "grep -q '/sp ace\$' '$T/d3' && grep -q '/ünï\$' '$T/d3'"
check "diff --json keeps the name" sh -c "sbxctl --config '$C' --json diff box $base | $PY -c 'import json,sys; d=json.load(sys.stdin); assert \"/new\\nline\" in [c[\"path\"] for c in d[\"changes\"]]'"
# a name that is not UTF-8: "path" is a display form (U+FFFD for each
# byte that is not UTF-8), "path_b64" its exact bytes, so a<0x80> and the
# four characters a\x80 stay two names (both were "/a\\x80")
touch "$W/"$'a\x80' "$W/a\\x80" "$W/caf"$'\xc3\xa9\xff'
ctl --json diff box "$base" >"$T/d4.json"
check "diff --json tells names that are not UTF-8 apart, reversibly" $PY - "$T/d4.json" <<'PY'
import base64, json, sys
ch = json.load(open(sys.argv[1]))["changes"]
got = {(c["path"], base64.b64decode(c["path_b64"]) if "path_b64" in c else None) for c in ch}
want = {("/a\ufffd", b"/a\x80"), ("/a\\x80", None), ("/caf\u00e9\ufffd", b"/caf\xc3\xa9\xff")}
assert want <= got, got
assert all("path_b64" not in c for c in ch if c["path"].isascii()), ch
PY
rm -f "$W/"$'a\x80' "$W/a\\x80" "$W/caf"$'\xc3\xa9\xff'
rc 2 "a label that is not UTF-8 is refused" ctl capture box --label $'\xff\xfe'
rc 0 "a UTF-8 label is kept" ctl capture box --label "étape ✓"

# hard links: a file whose names changed is modified at each of its paths
# (a rollback changes them: a later write to one name changes the others);
# a type change between two kinds of "other" is a delete and an add
changes() { ctl diff box "$1" "$2" | sed '$d' | awk '{printf "%s %s ", $1, $NF}'; }
H=$W/hl; mkdir "$H" && echo config >"$H/a" && for n in b c d; do cp -p "$H/a" "$H/$n"; done
mkfifo "$H/p"
h0=$(capture_id box)
ln -f "$H/a" "$H/b"; ln -f "$H/c" "$H/d"
h1=$(capture_id box)
is "$(changes "$h0" "$h1")" "M /hl/a M /hl/b M /hl/c M /hl/d " "diff: identical copies made one file (ln -f, hardlink, pnpm) are modified"
ln -f "$H/a" "$H/c"; ln -f "$H/d" "$H/b"
h2=$(capture_id box)
is "$(changes "$h1" "$h2")" "M /hl/a M /hl/b M /hl/c M /hl/d " "diff: names relinked with every link count the same are modified"
is "$(changes "$h2" "$h2")" "" "diff: no change between a tree of linked files and itself"
cp -p "$H/a" "$H/t" && mv "$H/t" "$H/c"; mv "$H/b" "$H/e"
rm "$H/p"; $PY -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$H/p"
h3=$(capture_id box)
is "$(changes "$h2" "$h3")" "M /hl/a D /hl/b M /hl/c M /hl/d A /hl/e D /hl/p A /hl/p " \
   "diff: a link broken into a copy, a sibling renamed, a fifo become a socket"
rm -r "$H"
# the root is a path too: its mode, xattrs and default ACL (which governs
# every file made after) are changes (diff said nothing, capture saw them)
r0=$(capture_id box)
chmod 0750 "$W"; setfattr -n user.root -v 1 "$W"
r1=$(capture_id box)
is "$(changes "$r0" "$r1")" "M / " "diff: the root's mode and xattrs changed"
is "$(ctl --json diff box "$r0" live | json 'd["changes"][0]["path"], d["modified"]')" "/ 1" "... live, --json"
chmod 0755 "$W"; setfattr -x user.root "$W"

# the catalog records what this host's tree is in the store: a capture, a
# restore (a wake after a crash on a fleet keeps a tree that is the latest)
lastcap() { sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "SELECT last_capture FROM sandboxes WHERE name = '$1'"; }
k=$(capture_id box --label cat1)
is "$(lastcap box)" "$k" "the catalog records an explicit capture as this host's tree"
rc 0 "restore box to the base" ctl restore box "${a:0:12}"
is "$(lastcap box)" "$a" "... and a restore as the snapshot the tree is now"
is "$(ctl --json snapshots box | json 'd[-1]["id"]')" "$a" "... which is the latest in the store too"

# a tree set aside (a fleet's wake found a newer snapshot elsewhere) keeps
# its chunks through gc: an operator may still want what it holds
head -c 200000 /dev/urandom >"$T/only"
rc 0 "start box2" ctl start box2
cp "$T/only" "$(ws box2)/only"
rc 0 "stop box2 (a capture with a file no other tree has)" ctl stop box2
mv "$T/state/sandboxes/box2" "$T/state/sandboxes/.box2.stale.1700000000"
rc 0 "drop box2's snapshots" sh -c "for i in \$(sbxctl --config '$C' --json snapshots box2 | $PY -c 'import json,sys; print(\" \".join(s[\"id\"] for s in json.load(sys.stdin)))'); do sbxctl --config '$C' snapshot-delete box2 \$i || exit 1; done"
rc 0 "gc --min-age 0" ctl gc --min-age 0
rc 0 "the set-aside tree still checks clean (gc kept its chunks)" \
  sbxfs --check --meta "$T/state/sandboxes/.box2.stale.1700000000/meta.db" --store "$STORE"

# usage and errors
rc 2 "capture without a name is a usage error" ctl capture
rc 2 "a bad name is a usage error" ctl capture 'bad/name'
rc 1 "capture of a missing sandbox fails" ctl capture nosuch
rc 1 "diff of an unknown snapshot fails" ctl diff box 0000beef
rc 0 "verify box covers its snapshots" ctl verify box
check "verify --json says clean" sh -c "sbxctl --config '$C' --json verify --all | grep -q '\"clean\": *true'"
check "... and its stdout is that JSON document alone (reports go to stderr)" sh -c "
  sbxctl --config '$C' --json verify --all 2>/dev/null | $PY -c 'import json,sys; json.load(sys.stdin)'"

# ---- a full id is looked up in the ref of the sandbox it was captured in ----
# fork (and diff/restore/export of an id the named sandbox does not list)
# read every sandbox's ref in the store to find it, on S3 a LIST and a
# GET each; now only when that ref does not list it (40 other refs here)
rc 0 "create fx" ctl create fx
rc 0 "start fx" ctl start fx
echo 1 >"$(ws fx)/f"; f1=$(capture_id fx)
echo 2 >"$(ws fx)/f"; f2=$(capture_id fx)
rc 0 "stop fx" ctl stop fx
is "$(wc -l <"$STORE/refs/sandboxes/fx")" 1 "a ref is written compact: one line"
check "... of JSON listing both" $PY -c 'import json,sys; assert [s["id"] for s in json.load(open(sys.argv[1]))["snapshots"]] == sys.argv[2:]' \
  "$STORE/refs/sandboxes/fx" "$f1" "$f2"
for i in $(seq 40); do
  printf '{"format":1,"sandbox":"o%s","snapshots":[{"id":"%064x","parent":"","time_ns":1,"label":"","files":1,"bytes":3}]}\n' \
    $i $i >"$STORE/refs/sandboxes/o$i"
done
refs_read() { grep -c 'refs/sandboxes/o[0-9]' "$T/fx.trace"; }
strace -f -e trace=open,openat -o "$T/fx.trace" sbxctl --config "$C" fork "$f1" fx2 >"$T/.rc.out" 2>&1
is "$?" 0 "fork FULL-ID fx2"
n=$(refs_read); check "... reads no other sandbox's ref ($n of 40)" test "$n" -eq 0
is "$(ctl --json snapshots fx2 | json 'd[-1]["id"]')" "$f1" "... from that snapshot"
rc 0 "snapshot-delete fx's first: only fx2 lists it" ctl snapshot-delete fx "$f1"
strace -f -e trace=open,openat -o "$T/fx.trace" sbxctl --config "$C" fork "$f1" fx3 >"$T/.rc.out" 2>&1
is "$?" 0 "fork FULL-ID fx3, an id its own sandbox no longer lists, still finds it in fx2's ref"
is "$(ctl --json snapshots fx3 | json 'd[-1]["id"]')" "$f1" "... from that snapshot"
rc 1 "a short prefix that two refs start with is ambiguous" ctl fork 00000000 fx4
check "... and says so" grep -q "more than one snapshot" "$T/.rc.out"
rc 1 "fork of a full id no ref lists fails" ctl fork "$(printf '%064x' 99)" fx4
rm -f "$STORE"/refs/sandboxes/o*

# ---- names in text output: bytes that are not UTF-8 are \xNN ----
# (raw 0x9b is CSI on an 8-bit terminal; UTF-8 C1 controls too; the rest
# of UTF-8 as it is)
rc 0 "create esc" ctl create esc
rc 0 "start esc" ctl start esc
e0=$(capture_id esc)
E=$(ws esc)
: >"$E/"$'x\x9b2J' && : >"$E/"$'l\xc3' && : >"$E/"$'c\xc2\x9b' && : >"$E/café"
ctl diff esc "$e0" live >"$T/esc.diff"
is "$(LC_ALL=C grep -c $'[\x80-\x9f]' "$T/esc.diff")" 0 "diff prints no raw byte 0x80-0x9f"
check "... a raw 0x9b as \\x9b" grep -qF '/x\x9b2J' "$T/esc.diff"
check "... a lone 0xc3 (not UTF-8) as \\xc3" grep -qF '/l\xc3' "$T/esc.diff"
check "... U+009B (UTF-8 c2 9b) as \\xc2\\x9b" grep -qF '/c\xc2\x9b' "$T/esc.diff"
check "... other UTF-8 as it is" grep -qF '/café' "$T/esc.diff"
rc 0 "stop esc" ctl stop esc
done_testing
