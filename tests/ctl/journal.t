#!/bin/bash
# journal.t: exec's fast path opens no catalog (tools/cmd_turn.c): its
# audit goes to STATE/journal/ and is folded into the catalog by the next
# sbxctl that opens it (tools/catalog.c (6)); the ready file says what
# the catalog would have (tools/cmd_sandbox.c (6)).
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
INI
ctl() { sbxctl --config "$C" "$@"; }
at_exit "sbxctl --config '$C' stop j1"
J=$T/state/journal
READY=$T/state/sandboxes/j1/ready
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
# hist_count TEXT: rows of j1's history whose command holds TEXT
hist_count() { ctl --json history j1 | TEXT="$1" python3 -c "import json,os,sys
print(sum(os.environ['TEXT'] in r['command'] for r in json.load(sys.stdin)))"; }
hist_exit() { ctl --json history j1 | TEXT="$1" python3 -c "import json,os,sys
print([r['exit'] for r in json.load(sys.stdin) if os.environ['TEXT'] in r['command']])"; }

check "create j1" ctl create j1
check_fails "no ready file before start" test -e "$READY"
check "start j1" ctl start j1
created=$(/usr/bin/python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT created FROM sandboxes WHERE name = ?", ("j1",)).fetchone()[0])' "$T/state/catalog.db")
is "$(cat "$READY")" "{\"sbx_created\":$created}" "start leaves the ready file: its limits, its created"

# the fast path does not wait for the catalog: a writer holds it, for 6 s
# or until the checks below are done ($T/release)
python3 - "$T/state/catalog.db" "$T/held" "$T/release" <<'PY' &
import sqlite3, sys, time, os
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
db.execute("BEGIN EXCLUSIVE")
open(sys.argv[2], "w").close()
t = time.time()
while time.time() - t < 6 and not os.path.exists(sys.argv[3]):
    time.sleep(0.05)
db.execute("ROLLBACK")
PY
holder=$!
for i in $(seq 100); do [ -e "$T/held" ] && break; sleep 0.05; done
t0=$(date +%s%N)
out=$(ctl exec j1 -n -- sh -c 'echo while-held; exit 4'); r=$?
is "$out $r" "while-held 4" "exec runs while the catalog is locked"
check "and does not wait for it" test $(( ($(date +%s%N) - t0) / 1000000 )) -lt 3000
check "its record is in the journal" sh -c "cat '$J'/* | grep -q while-held"
check "... with j1's created, from the ready file (whose row it is)" sh -c "cat '$J'/* | grep -q '\"born\":$created,'"
t0=$(date +%s%N)
check "status reads the catalog meanwhile" ctl status j1
check "without waiting for the writer to fold" test $(( ($(date +%s%N) - t0) / 1000000 )) -lt 3000
touch "$T/release"; wait $holder
is "$(hist_exit while-held)" "[4]" "the next catalog user folds it: the exit is in history"
is "$(ls "$J" | wc -l)" "0" "and the journal is empty"
is "$(hist_count while-held)" "1" "one row, however often it is read"

# a fold repeated after a crash between its commit and its unlink adds
# nothing: put a folded file back
ctl exec j1 -n -- echo again >/dev/null
cp "$J"/* "$T/copy"
ctl history j1 >/dev/null
cp "$T/copy" "$J/"
is "$(hist_count 'echo again')" "1" "a file folded twice is one row"

# rows in the order the execs began, however the journal lists them
for i in 1 2 3 4 5 6; do ctl exec j1 -n -- sh -c "sleep 1; : order$i" & sleep 0.1; done
wait
is "$(ctl --json history j1 | python3 -c "import json,sys
print(' '.join(r['command'][-7:-1] for r in json.load(sys.stdin) if 'order' in r['command']))")" \
   "order1 order2 order3 order4 order5 order6" "history lists the execs in the order they began"

# an exec under way is an open row; its exit completes it
ctl exec j1 -n -- sh -c 'sleep 2; exit 5' &
runner=$!
sleep 1
ctl history j1 >"$T/hist"
check "an exec under way shows as running" grep -q " run .*sleep 2; exit 5" "$T/hist"
wait $runner
is "$(hist_exit 'sleep 2; exit 5')" "[5]" "and its exit once it ended"

# a client killed mid-command leaves its record without an exit: lost
sbxctl --config "$C" exec j1 -n -- sleep 30 &
runner=$!
sleep 0.5
kill -KILL $runner; wait $runner 2>/dev/null
ctl history j1 >"$T/hist"
check "a killed client's exec is lost, not gone" grep -q " lost .*sleep 30" "$T/hist"
is "$(ls "$J" | wc -l)" "0" "and its file is folded away"

# an exec that ends while another sbxctl folds its file (read it, no end
# line yet, then found its process gone) is not taken for lost: gdb stops
# the fold between the two while the exec writes its end and exits
if command -v gdb >/dev/null; then
  ( ctl exec j1 -n -- sh -c 'for i in $(seq 200); do [ -e go ] && exit 6; sleep 0.05; done' >/dev/null 2>&1
    echo $? >"$T/ended" ) &
  wait_for sh -c "ls '$J' | grep -q ."
  gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex 'break ctl_proc_alive' \
    -ex run -ex "shell touch '$T/state/sandboxes/j1/workspace/go'; for i in \$(seq 200); do [ -s '$T/ended' ] && break; sleep 0.05; done" \
    -ex delete -ex continue --args "$SBX_BIN/sbxctl" --config "$C" history j1 >"$T/gdb.out" 2>&1
  grep -q "^Breakpoint 1[.0-9]*, ctl_proc_alive" "$T/gdb.out"; ok $? "a fold stopped after reading the journal of an exec under way"
  is "$(cat "$T/ended")" 6 "... which ended meanwhile (exit 6)"
  is "$(hist_exit 'exit 6')" "[6]" "... has its exit in history, not lost"
  is "$(ls "$J" | wc -l)" "0" "... and its file is folded away"
  rm -f "$T/state/sandboxes/j1/workspace/go"
fi

# the activity of a fast exec is the sandbox's (reap reads it)
sleep 2
ctl exec j1 -n -- true
check "exec counts as activity" test "$(ctl --json status j1 | json 'd["idle"]')" -lt 2

# update: the next exec has the new limits, without the catalog
ctl update j1 --limit pids=77 >/dev/null
is "$(cat "$READY" | json 'd["pids"], d["sbx_created"]')" "77 $created" "update rewrites the ready file (limits an older sbxctl reads as its own)"
ctl exec j1 -n -- true
is "$(ctl --json ps j1 | json 'd[-1]["limits"]["pids"]')" "77" "the next exec has the new limit"

# a sandbox woken by an sbxctl before ready files: the catalog's path
# makes it
rm -f "$READY"
ctl exec j1 -n -- true
is "$(cat "$READY" 2>/dev/null | json 'd["pids"]')" "77" "an exec through the catalog makes a missing ready file"
# an older sbxctl's ready file, its limits alone: read as before, the
# record without a created (its fold goes by time, tools/catalog.c (9))
printf '{"pids":77}' >"$READY"
is "$(ctl exec j1 -n -- echo old-ready)" "old-ready" "a ready file of limits alone (an older sbxctl's) still serves the fast path"
is "$(hist_count old-ready)" 1 "... its record is j1's row"

# bytes that are not UTF-8 cannot travel in JSON: refused (exit 2),
# never dropped (an argument left out runs another command)
rc 2 "exec with an argument that is not UTF-8 is refused" ctl exec j1 -n -- printf '[%s]' a "$(printf 'caf\351')" b
grep -q "an argument is not UTF-8 text.*'caf\\\\xe9'" "$T/.rc.out"; ok $? "... naming it"
rc 2 "... an --env value too" ctl exec j1 -n --env "FOO=$(printf '\377')" -- true
rc 2 "... a --cwd too" ctl exec j1 -n --cwd "/tmp/$(printf '\377')" -- true
is "$(ctl exec j1 -n -- printf '[%s]' a 'é' '' b)" "[a][é][][b]" "UTF-8 and empty arguments pass"
rc 2 "a label value that is not UTF-8 is refused" ctl update j1 --label "k=$(printf '\377\376')"
check_fails "... and not recorded" sh -c "ctl --json status j1 | grep -q '\"k\"'"

# stop: no ready file, and exec on a stopped sandbox is refused as before
check "stop j1" ctl stop j1
check_fails "stop removes the ready file" test -e "$READY"
check_fails "exec on a stopped sandbox is refused" ctl exec j1 -n -- true
done_testing
