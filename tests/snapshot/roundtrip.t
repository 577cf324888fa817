#!/bin/bash
# roundtrip.t: a 20,000-file tree with every odd kind of entry is captured,
# the host's state directory is lost, and `sbxctl start` on a fresh state
# directory against the same store brings it back identical, entry by
# entry (contents, type, mode, owner, mtime, link targets, hard-link
# groups, xattrs).  Also: a second capture after 1% changed is fast, and
# the restored workspace answers ls -R at once.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
NFILES=${SNAP_FILES:-20000}

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
t0=$(date +%s%N)
made=$(timeout 600 $PY "$SNAP_DIR/gentree.py" "$W" "$NFILES" 2>"$T/gen.err")
ok $? "generate $NFILES files in the workspace"; diag "made $made files in $(ms_since $t0) ms"
manifest "$W" >"$T/before.json"
ok $? "manifest of the live tree"

t0=$(date +%s%N)
id1=$(capture_id box --label first)
ok $? "first capture"; diag "first capture: $(ms_since $t0) ms"
is "${#id1}" 64 "capture prints a 64-digit id as its last line"

# change 1% of the files and add 20, as a turn would
find "$W/node_modules" -name '*.js' -type f | head -$((NFILES / 100)) >"$T/changed"
while read -r f; do echo "// edited" >>"$f"; done <"$T/changed"
mkdir "$W/added"; for i in $(seq 20); do echo "new $i" >"$W/added/f$i"; done
t0=$(date +%s%N)
id2=$(capture_id box --label second)
el=$(ms_since $t0)
ok $? "second capture"; diag "second capture after changing $(wc -l <"$T/changed") files and adding 20: $el ms"
ok $([ "$el" -lt 3000 ] && echo 0 || echo 1) "second capture takes well under 3 s ($el ms)"
ctl diff box "$id1" "$id2" >"$T/diff"
is "$(tail -1 "$T/diff")" "21 added, $(wc -l <"$T/changed") modified, 0 deleted" "diff counts what the turn changed"
manifest "$W" >"$T/after.json"

# the host is lost: only the store remains
rc 0 "stop box" ctl stop box
rm -rf "$T/state"
check "a fresh host lists box from the store" sh -c "sbxctl --config '$C2' list | grep -q '^box .*stored'"
t0=$(date +%s%N)
ctl2 start box >"$T/start.out" 2>&1; r=$?
ls -R "$(ws2 box)" >/dev/null 2>&1
el=$(ms_since $t0)
is "$r" 0 "start on a fresh host restores the latest capture"
diag "start + ls -R on an empty state dir: $el ms"
ok $([ "$el" -lt 10000 ] && echo 0 || echo 1) "restored workspace answers ls -R quickly ($el ms)"
manifest "$(ws2 box)" >"$T/restored.json"
same_tree "restored tree is identical, entry by entry" "$T/after.json" "$T/restored.json"

# and the first capture, as a fork on the new host
rc 0 "fork the first capture" ctl2 fork "${id1:0:12}" old
rc 0 "start the fork" ctl2 start old
manifest "$(ws2 old)" >"$T/fork.json"
same_tree "the fork is the first capture, identical" "$T/before.json" "$T/fork.json"
rc 0 "verify --all is clean" ctl2 verify --all
done_testing
