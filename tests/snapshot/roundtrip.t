#!/bin/bash
# roundtrip.t: a 20,000-file tree with every odd kind of entry is captured,
# the host's state directory is lost, and `sbxctl start` on a fresh state
# directory against the same store brings it back identical, entry by
# entry (contents, type, mode, owner, mtime, link targets, hard-link
# groups, xattrs).  Also: a second capture after 1% changed is fast, the
# restored workspace answers ls -R at once, and a restore keeps the byte
# quota's count of symlink targets.
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
wipe "$T/state"
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

# symlink targets count in the byte quota (fs/README.md): a restore
# builds meta.db from the snapshot, and the count rebuilt from it at the
# mount is the one the captured tree had
rc 0 "create q with a 1 MiB byte quota" ctl create q --limit quota_bytes=1M
rc 0 "start q" ctl start q
Q=$(ws q)
mkl() { $PY -c "import os, sys; [os.symlink('/' + 'x' * 4000, '%s/l%d' % (sys.argv[1], i)) for i in range(int(sys.argv[2]), int(sys.argv[3]))]" "$Q" "$@"; }
qused() { stat -f -c '%b %f %S' "$Q" | awk '{ print ($1 - $2) * $3 }'; }
check "100 symlinks of 4001 bytes" mkl 0 100
u1=$(qused)
idq=$(capture_id q)
check "100 more" mkl 100 200
u2=$(qused)
check "df counts their targets ($u1 -> $u2)" test $((u2 - u1)) -ge $((100 * 4001 - 4096))
check_fails "... and the quota: 100 more do not fit" mkl 200 300
rc 0 "restore q to the capture of the first 100" ctl restore q "${idq:0:12}"
u3=$(qused)
check "after the restore df counts those 100 again ($u3)" test "$u3" = "$u1" -a "$u1" -ge $((100 * 4001 - 4096))
check "... and 100 more fit again" mkl 100 200
rc 0 "stop q" ctl stop q
check "--check of q's tree is clean" sbxfs --check --meta "$T/state/sandboxes/q/meta.db" --store "$STORE"
done_testing
