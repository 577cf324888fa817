#!/bin/bash
# export.t: export a snapshot to one file, import it into another store
# (no shared store) as a sandbox identical to the original; a truncated,
# tampered or foreign file is refused with a clear error and stores nothing.
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
C3=$T/sbx3.ini
cat >"$C3" <<INI
[sbx]
state_dir = $T/state3
[store]
url = $T/store3
INI
ctl3() { sbxctl --config "$C3" "$@"; }
at_exit "sbxctl --config '$C3' stop moved"

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
$PY "$SNAP_DIR/gentree.py" "$W" 300 >/dev/null
ok $? "a tree of 300 files with odd entries"
id=$(capture_id box)
manifest "$W" >"$T/src.json"
ctl export box "${id:0:10}" "$T/box.sbx" >"$T/exp.out" 2>&1
ok $? "export"
check "export says how many chunks" grep -q "chunks" "$T/exp.out"
check "the export file exists" test -s "$T/box.sbx"

# damaged copies first, into the empty second store
sz=$(stat -c %s "$T/box.sbx")
head -c $((sz / 2)) "$T/box.sbx" >"$T/trunc.sbx"
head -c $((sz - 1)) "$T/box.sbx" >"$T/trunc1.sbx"
cp "$T/box.sbx" "$T/tamper.sbx"
printf '\x5a' | dd of="$T/tamper.sbx" bs=1 seek=$((sz / 3)) conv=notrunc 2>/dev/null
head -c 100000 /dev/urandom >"$T/foreign.sbx"
for f in trunc trunc1 tamper foreign; do
  ctl3 import "$T/$f.sbx" "x$f" >"$T/imp.out" 2>&1; r=$?
  is "$r" 1 "import of a $f file fails"
done
ctl3 import "$T/trunc.sbx" xt 2>&1 | grep -q "refused: truncated"
ok $? "a truncated file is named as truncated"
ctl3 import "$T/tamper.sbx" xt 2>&1 | grep -q "refused: checksum mismatch"
ok $? "a tampered file is named as altered"
check_fails "nothing was stored by refused imports" sh -c "ls '$T/store3/refs/sandboxes/'* 2>/dev/null | grep -q ."
check_fails "no sandbox was made by refused imports" sh -c "ls '$T/state3/sandboxes/' 2>/dev/null | grep -q ."

# the good file
ctl3 import "$T/box.sbx" moved >"$T/imp.out" 2>&1
ok $? "import into another store"
is "$(tail -1 "$T/imp.out")" "$id" "import prints the snapshot id last"
rc 0 "start the imported sandbox" ctl3 start moved
manifest "$(ws moved | sed "s|$T/state/|$T/state3/|")" >"$T/dst.json"
same_tree "the imported workspace is identical" "$T/src.json" "$T/dst.json"
rc 0 "verify --all on the new store" ctl3 verify --all
rc 0 "importing the same file again under another name works" ctl3 import "$T/box.sbx" moved2
rc 1 "importing onto an existing sandbox name fails" ctl3 import "$T/box.sbx" moved
rc 1 "export of an unknown snapshot fails" ctl export box 00000000 "$T/none.sbx"
check_fails "and leaves no file" test -e "$T/none.sbx"
done_testing
