#!/bin/bash
# deep.t: a file under more nested directories than any path a syscall
# takes (4100 here; PATH_MAX bounds a path, not a tree's depth) is a file
# like any other: capture keeps it, verify finds the tree sound and its
# chunk checked, export carries the chunk, import stores it, the imported
# file reads back, and diff names a file added down there (and, on a
# 20,000-deep chain, in bounded memory: it builds only reported paths,
# one at a time, for one change or 4,000); export and verify of 4,000
# files down there take about what one file does (no path per file).
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"
C3=$T/sbx3.ini
printf '[sbx]\nstate_dir = %s/state3\n[store]\nurl = %s/store3\n' "$T" "$T" >"$C3"
ctl3() { sbxctl --config "$C3" "$@"; }
at_exit "sbxctl --config '$C3' stop moved"
DEPTH=4100
# deep ROOT CMD: run python CMD with the cwd at the bottom of ROOT's chain
# (one chdir a level: the whole path is over PATH_MAX)
deep() { $PY - "$1" "$DEPTH" "$2" <<'PY'
import os, sys
os.chdir(sys.argv[1])
for _ in range(int(sys.argv[2])):
    os.chdir("d")
exec(sys.argv[3])
PY
}

rc 0 "create deep" ctl create deep
rc 0 "start deep" ctl start deep
W=$(ws deep)
echo shallow >"$W/top"
$PY - "$W" "$DEPTH" <<'PY'
import os, sys
os.chdir(sys.argv[1])
for _ in range(int(sys.argv[2])):
    os.mkdir("d"); os.chdir("d")
open("deepfile", "w").write("precious data\n")
PY
ok $? "a file under $DEPTH nested directories"
id=$(capture_id deep)

# verify: the live tree (fs_check) and the snapshot (snap_verify_tree)
rc 0 "verify deep finds nothing wrong" ctl verify deep
check_fails "... no directory said not to reach the root" grep -q "does not reach the root" "$T/.rc.out"

# export carries the deep chunk: 2 chunks (top and deepfile)
ctl export deep "$id" "$T/deep.sbx" >"$T/exp.out" 2>&1
ok $? "export"
check "export counts 2 chunks" grep -q ": 2 chunks" "$T/exp.out"
rc 0 "import into another store" ctl3 import "$T/deep.sbx" moved
rc 0 "verify --all on the new store" ctl3 verify --all
rc 0 "start the imported sandbox" ctl3 start moved
is "$(deep "$T/state3/sandboxes/moved/workspace" 'print(open("deepfile").read(), end="")' 2>&1)" \
  "precious data" "the imported deepfile reads back"

# diff: a file added at the bottom is named, with its whole path
deep "$W" 'open("deepfile2", "w").write("more\n")'
ctl diff deep "$id" live >"$T/diff.out" 2>&1
ok $? "diff against live"
check "diff names the new deep file" grep -q "/deepfile2\$" "$T/diff.out"
want=$($PY -c "print('/d' * $DEPTH + '/deepfile2')")
check "... by its whole path" grep -qF -- "$want" "$T/diff.out"

# a snapshot whose deep chunk is gone from the store: verify says so
# for the snapshot, not only for the live tree
rc 0 "stop moved" ctl3 stop moved
h=$(printf 'precious data\n' | sha256sum | cut -c1-64)
$PY -c "import sqlite3,sys; db=sqlite3.connect(sys.argv[1]); db.execute('DELETE FROM chunk WHERE hash=?', (bytes.fromhex(sys.argv[2]),)); db.commit()" \
  "$T/store3/index.db" "$h"
ok $? "drop deepfile's chunk from the new store's index"
ctl3 verify moved >"$T/vm.out" 2>/dev/null   # (stderr's log lines would cut the report's)
is $? 1 "verify moved fails"
check "... naming the snapshot's deep file" grep -q "^snapshot .* of moved: .*/deepfile: chunk $h missing" "$T/vm.out"
want=$($PY -c "print('/d' * $DEPTH + '/deepfile')")
check "... and the live tree's, by its whole path" grep -qxF -- "$want: chunk $h is missing or corrupt" "$T/vm.out"

# diff of two captures of a 20,000-deep chain: it walks both trees a
# directory at a time and builds only the reported paths; building every
# name's path took depth^2/2 bytes (~800 MB and 4 s here)
rc 0 "create chain" ctl create chain
W=$(ctl start chain)
$PY - "$W" 20000 <<'PY'
import os, sys
os.chdir(sys.argv[1])
for _ in range(int(sys.argv[2])):
    os.mkdir("d"); os.chdir("d")
PY
ok $? "a chain of 20000 directories"
ca=$(capture_id chain)
$PY - "$W" 20000 <<'PY'
import os, sys
os.chdir(sys.argv[1])
for _ in range(int(sys.argv[2])):
    os.chdir("d")
open("bottom", "w").write("x\n")
PY
cb=$(capture_id chain)
/usr/bin/time -f %M -o "$T/chain.rss" sbxctl --config "$C" diff chain "$ca" "$cb" >"$T/chain.out" 2>&1
ok $? "diff of the two captures"
rss=$(tail -1 "$T/chain.rss")
check "... in under 200 MB (peak RSS ${rss} KB)" test "$rss" -lt 200000
is "$(tail -1 "$T/chain.out")" "1 added, 0 modified, 0 deleted" "... one change"
want=$($PY -c "print('/d' * 20000 + '/bottom')")
check "... the file added at the bottom" grep -qxF -- "A            2                 $want" "$T/chain.out"

# many files at the bottom of that chain: diff keeps a change as its
# directory and name and builds each path as it prints it; keeping every
# path until the sort took files x depth bytes (185 MB for these 4000,
# 660 MB with --json; 100 GB for 40,000 files under 10,000 names of 255
# bytes: one workspace could take the host's memory).  export and verify
# name each file's chunks without its path (built only to report a
# problem); building it for every file took files x depth steps (an
# export of these 4000 took 4.5 s, of one file 25 ms; a verify 4.4 s).
N=4000
t0=$(date +%s%N); ctl verify chain >/dev/null 2>&1; ok $? "verify the chain"; tv1=$(ms_since $t0)
$PY - "$W" 20000 $N <<'PY'
import os, sys
os.chdir(sys.argv[1])
for _ in range(int(sys.argv[2])):
    os.chdir("d")
for i in range(int(sys.argv[3])):
    with open("f%d" % i, "w") as f:
        f.write("x")
PY
ok $? "$N one-byte files at the bottom"
cc=$(capture_id chain)
# (under AddressSanitizer, freed blocks wait in its quarantine: none here)
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:quarantine_size_mb=0"
/usr/bin/time -f %M -o "$T/many.rss" sbxctl --config "$C" diff chain "$cb" "$cc" >"$T/many.out" 2>&1
ok $? "diff of the $N files added"
rss2=$(tail -1 "$T/many.rss")
check "... in about the memory of one change (peak RSS ${rss2} KB, one change ${rss} KB)" \
  test "$rss2" -lt $((rss + 50000))
is "$(tail -1 "$T/many.out")" "$N added, 0 modified, 0 deleted" "... $N changes"
check "... sorted by path" sh -c "head -n -1 '$T/many.out' | LC_ALL=C sort -c"
check "... the first by its whole path" test "$(head -1 "$T/many.out")" = \
  "A            1                 $($PY -c "print('/d' * 20000 + '/f0')")"
/usr/bin/time -f %M -o "$T/many.jrss" sbxctl --config "$C" --json diff chain "$cb" "$cc" >"$T/many.json" 2>&1
ok $? "diff --json"
rss2=$(tail -1 "$T/many.jrss")
check "... in about the memory of one change (peak RSS ${rss2} KB)" test "$rss2" -lt $((rss + 50000))
is "$(json 'len(d["changes"]), d["added"], d["changes"][-1]["path"][-5:]' <"$T/many.json")" \
  "$N $N /f999" "... names them all"
# export and verify: the chain with the files against the chain alone
# (a deep tree's load, the same either way; the files' one chunk)
t0=$(date +%s%N); ctl export chain "$cb" "$T/cb.sbx" >/dev/null 2>&1; ok $? "export the chain"; te1=$(ms_since $t0)
t0=$(date +%s%N); ctl export chain "$cc" "$T/cc.sbx" >/dev/null 2>&1; ok $? "export the chain with $N files"; te2=$(ms_since $t0)
check "... in about the time of one file (${te2} ms, one file ${te1} ms)" test "$te2" -lt $((2 * te1 + 1500))
t0=$(date +%s%N); ctl verify chain >/dev/null 2>&1; ok $? "verify the chain with $N files"; tv2=$(ms_since $t0)
check "... in about the time of one file (${tv2} ms, one file ${tv1} ms)" test "$tv2" -lt $((2 * tv1 + 1500))
rc 0 "stop chain" ctl stop chain

# a loop: a -> b -> c -> a, cut from the root: verify walks it
rc 0 "create loop" ctl create loop
W=$(ctl start loop)
mkdir -p "$W/a/b/c" && echo xdata >"$W/a/b/c/f"
rc 0 "stop loop" ctl stop loop
M=$T/state/sandboxes/loop/meta.db
a=$(sqlite3 "$M" "SELECT cookie FROM dentry WHERE name = CAST('a' AS BLOB)")
c=$(sqlite3 "$M" "SELECT ino_off + cookie FROM dentry WHERE name = CAST('c' AS BLOB)")
sqlite3 "$M" "UPDATE dentry SET parent_off = $c - cookie WHERE cookie = $a"
ok $? "make a's parent c"
# capture records no tree a load refuses (snapshot/snap.c (8)); a looping
# snapshot in the store is import.t's, from another hand
ctl capture loop >"$T/cl.out" 2>&1
is $? 1 "capture of the looping tree is refused"
check "... saying why" grep -q "capture of loop refused: its tree is damaged: a directory does not reach the root" "$T/cl.out"
# ... so a stop of it fails, and stop --force, the way out, stops it all
# the same, its tree kept here (ctl__sleep_locked)
rc 0 "start loop (looping in meta.db)" ctl start loop
rc 1 "stop loop fails: its capture is refused" ctl stop loop
ctl stop --force loop >"$T/sf.out" 2>&1
is $? 0 "stop --force loop stops it"
check "... saying its tree stays here" grep -q "stopped anyway (--force): its tree stays here" "$T/sf.out"
is "$(ctl --json status loop | json 'd["state"]')" stopped "... recorded stopped"
check "... its tree as it was" test "$(sqlite3 "$M" "SELECT parent_off + cookie FROM dentry WHERE cookie = $a")" = "$c"
h=$(printf 'xdata\n' | sha256sum | cut -c1-64)
sqlite3 "$STORE/index.db" "DELETE FROM chunk WHERE hash = X'$h'"
ok $? "drop f's chunk from the index"
timeout 60 sbxctl --config "$C" verify loop >"$T/vl.out" 2>"$T/vl.err"
is $? 1 "verify loop ends, failing"
check "... a, b and c do not reach the root" \
  test "$(grep -c '^<cycle>/.*: directory does not reach the root$' "$T/vl.out")" = 3
check "... the live tree's f is reported" grep -q "^<cycle>/.*/f: chunk $h is missing or corrupt" "$T/vl.out"
check_fails "... and no snapshot of it is damaged (its capture was refused)" grep -q "^snapshot .* of loop: object corrupt" "$T/vl.out"

done_testing
