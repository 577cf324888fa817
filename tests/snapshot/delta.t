#!/bin/bash
# delta.t: a capture that changed little stores little.  A snapshot
# object whose parent (or the parent's base) is whole is a zstd delta
# against that base: small, named
# "base" in the ref; gc keeps the base while a delta needs it, even when
# the base's own snapshot is deleted; restore, a fresh host, export and
# import all give the exact tree; a missing base is an error, never a
# wrong tree.  (On S3 the base's plain tree is cached on the host, and a
# damaged cache is not trusted: tests/s3/fleet.t.)
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
made=$(timeout 300 $PY "$SNAP_DIR/gentree.py" "$W" 2000 2>"$T/gen.err")
ok $? "a tree of $made files"
a=$(capture_id box --label whole)
is "$(ctl --json snapshots box | json 'd[0].get("base", "")')" "" "the first capture is whole"
wa=$(ctl --json snapshots box | json 'd[0]["object_bytes"]')
check_fails "... and the store directory holds no cache" test -e "$STORE/trees"

# 1% of the files edited, a few added
find "$W" -type f -name '*.js' | LC_ALL=C sort | awk 'NR % 100 == 0' | while IFS= read -r f; do
  echo "// edited" >>"$f"; done
mkdir -p "$W/added" && for i in 1 2 3; do echo "new $i" >"$W/added/f$i.js"; done
b=$(capture_id box --label delta1)
is "$(ctl --json snapshots box | json 'd[-1].get("base", "")')" "$a" "the second capture is a delta from the first"
wb=$(ctl --json snapshots box | json 'd[-1]["object_bytes"]')
ok $([ "$wb" -gt 0 ] && [ $((wb * 20)) -lt "$wa" ] && echo 0 || echo 1) \
  "the delta is under 1/20 of the whole object ($wb vs $wa bytes)"
echo more >>"$W/added/f1.js"
c=$(capture_id box --label delta2)
is "$(ctl --json snapshots box | json 'd[-1].get("base", "")')" "$a" "the third builds on the same base (no chains)"
manifest "$W" >"$T/c.manifest"

# the base's own snapshot deleted: gc keeps its object for the deltas
rc 0 "delete the whole snapshot" ctl snapshot-delete box "${a:0:12}"
rc 0 "gc" ctl gc --min-age 0
check "the base object survives gc" test -s "$STORE/objects/${a:0:2}/$a"
rc 0 "verify box (every snapshot decodes)" ctl verify box

rc 0 "stop box" ctl stop box
wipe "$T/state2"
rc 0 "a fresh host starts box from the latest delta" ctl2 start box
same_tree "... identical to the live tree it captured" "$T/c.manifest" "$(ws2 box)"
rc 0 "stop box there" ctl2 stop box

# restore of the first delta, in place
rc 0 "start box" ctl start box
rc 0 "restore the first delta" ctl restore box "${b:0:12}"
check "the edit of the second delta is gone" sh -c "! grep -q more '$W/added/f1.js'"
check "the first delta's files are there" test -f "$W/added/f3.js"

# export and import of a delta carry its base
rc 0 "export the latest delta" ctl export box "$c" "$T/c.sbx"
rm -rf "$T/store2"; mkdir -p "$T/store2"
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$T/state3" "$T/store2" >"$T/sbx3.ini"
rc 0 "import it into an empty store" sbxctl --config "$T/sbx3.ini" import "$T/c.sbx" imp
rc 0 "start the import" sbxctl --config "$T/sbx3.ini" start imp
same_tree "the imported tree is the captured one" "$T/c.manifest" "$T/state3/sandboxes/imp/workspace"
rc 0 "stop the import" sbxctl --config "$T/sbx3.ini" stop imp

# A large tree is no reason to go whole: past ~80k files (a plain tree of
# 12 MB and more) every capture stored a whole object, level 1's match
# table finding too little in a prefix that size.  The trigger is the
# plain tree's size, not the count of files: 4,000 symlinks with 4 KB
# targets make a 16 MB tree in a few seconds.
rc 0 "create big" ctl create big
rc 0 "start big" ctl start big
WB=$(ws big)
$PY -c '
import base64, os, random, sys
r = random.Random(1)
for i in range(4000):
    os.symlink(base64.b64encode(r.randbytes(3000)).decode(), "%s/l%d" % (sys.argv[1], i))' "$WB"
ok $? "4,000 symlinks with 4 KB targets"
g=$(capture_id big)
echo one >"$WB/one"
h=$(capture_id big)
is "$(ctl --json snapshots big | json 'd[-1].get("base", "")')" "$g" \
  "a one-file change to a 16 MB tree is a delta"
wh=$(ctl --json snapshots big | json 'd[-1]["object_bytes"]')
ok $([ "$wh" -lt 65536 ] && echo 0 || echo 1) "... of a few KB ($wh bytes)"
rc 0 "verify big (the delta decodes)" ctl verify big
rc 0 "stop big" ctl stop big

# a missing base: a clear error, no tree
rm -f "$STORE/objects/${a:0:2}/$a"
rc 1 "restore of a delta whose base is gone fails" ctl restore box "${c:0:12}"
check "... saying the snapshot is damaged" grep -qi "corrupt\|bad message\|damaged" "$T/.rc.out"
check "... naming the base that is missing" grep -q "a delta on snapshot $a, which the store does not hold" "$T/.rc.out"
check_fails "... not calling the intact delta corrupt" grep -q "does not match its id" "$T/.rc.out"
done_testing
