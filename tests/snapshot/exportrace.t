#!/bin/bash
# exportrace.t: an export against what runs beside it: a gc that repacks
# the packs it reads from (it holds the store's lock shared while it
# copies chunks, export.c (5)); one killed part way (its FILE.tmp.PID is
# removed by the next export to FILE, (6)).
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
printf '[snapshot]\ngc_lock_wait = 3\n' >>"$C"
printf '[sbx]\nstate_dir = %s/so\n[store]\nurl = %s/storeo\n' "$T" "$T" >"$T/o.ini"  # another host

rc 0 "create ex" ctl create ex
rc 0 "start ex" ctl start ex
W=$(ws ex)
for i in 1 2 3 4 5 6 7 8; do head -c 1000000 /dev/urandom >"$W/big$i"; done
echo keep >"$W/keep"
a=$(capture_id ex)
rm "$W"/big*
b=$(capture_id ex)
rc 0 "delete the first snapshot: its pack is mostly dead" ctl snapshot-delete ex "$a"
rc 0 "stop ex" ctl stop ex

if command -v gdb >/dev/null; then
  # export stopped after its first look-up of a chunk's pack; gc --min-age 0 runs then
  gdb -q -batch -ex "set pagination off" -ex "break fs_store_locate" -ex run -ex finish \
    -ex "shell sbxctl --config '$C' gc --min-age 0 >'$T/gc.out' 2>&1" -ex delete -ex continue \
    --args "$SBX_BIN/sbxctl" --config "$C" export ex "$b" "$T/ex.sbx" >"$T/gdb.out" 2>&1
  check "an export with a gc run in its middle succeeds" test -s "$T/ex.sbx"
  check_fails "... no chunk is missing from the store" grep -q "missing from the store" "$T/gdb.out"
  check "... the gc waited for it" grep -q "waiting for the store's lock" "$T/gc.out"
  rc 0 "gc --min-age 0 runs after it" ctl gc --min-age 0
  rc 0 "the export imports elsewhere" sbxctl --config "$T/o.ini" import "$T/ex.sbx" ex2
else
  diag "no gdb: the export against gc is not checked"
fi

# a killed export leaves FILE.tmp.PID: the next export to FILE removes it
# (PID gone), and leaves alone one whose export still runs
( strace -f -qq -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=5000000 \
    sbxctl --config "$C" export ex "$b" "$T/out.sbx" >/dev/null 2>&1 ) &
sp=$!
for i in $(seq 500); do ls "$T"/out.sbx.tmp.* >/dev/null 2>&1 && break; sleep 0.01; done
tmp=$(ls "$T"/out.sbx.tmp.* 2>/dev/null | head -1)
check "an export writes FILE.tmp.PID" test -n "$tmp"
kill -9 "${tmp##*.}"
wait $sp
check "... kill -9 of it leaves it" test -e "$tmp"
echo running >"$T/out.sbx.tmp.$$"      # this shell's: alive
rc 0 "export to the same FILE again" ctl export ex "$b" "$T/out.sbx"
check_fails "... removes the dead export's FILE.tmp.PID" test -e "$tmp"
check "... and leaves a live one's alone" test -e "$T/out.sbx.tmp.$$"
check "... and the export is whole" sbxctl --config "$T/o.ini" import "$T/out.sbx" ex3
done_testing
