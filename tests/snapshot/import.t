#!/bin/bash
# import.t: an export crafted to lie (every sum made right, only the
# content wrong) is refused before anything is stored, and never crashes
# sbxctl: a tree length out of bounds, a sandbox name other than the
# file's, a tree that is not a tree (snapshot/export.c (2), tree.c).
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
$PY - "$T/plen-wrap.sbx" "$T/store3" <<'PY'
import hashlib, json, os, struct, sys
d = open(sys.argv[1], "rb").read()
hl, = struct.unpack_from("<I", d, 8)
h = json.loads(d[12:12 + hl])
obj = d[12 + hl:12 + hl + h["object_len"]]
oid = hashlib.sha256(obj).hexdigest()
os.makedirs(f"{sys.argv[2]}/objects/{oid[:2]}", exist_ok=True)
os.makedirs(f"{sys.argv[2]}/refs/sandboxes", exist_ok=True)
open(f"{sys.argv[2]}/objects/{oid[:2]}/{oid}", "wb").write(obj)
json.dump({"format": 1, "sandbox": "pw", "snapshots": [{"id": oid, "parent": "", "time_ns": 1,
           "label": "", "files": 2, "bytes": 8}]}, open(f"{sys.argv[2]}/refs/sandboxes/pw", "w"))
PY
rc 1 "plen wrap in the store: verify finds it damaged (no crash)" ctl3 verify pw
rc 1 "... and start refuses it (no crash)" ctl3 start pw

done_testing
