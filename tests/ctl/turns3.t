#!/bin/bash
# turns3.t: turns that must not cross sandboxes, and a turn's edges
# (tools/cmd_turn.c, cmd_sandbox.c's rename, cmd_snap.c's restore):
#   - update --rename is refused while the sandbox has a turn queued
#     (a live waiter) or running;
#   - a waiter whose queued turn row was moved to another name (a rename
#     that landed anyway) wakes and captures the turn row's sandbox, not
#     whatever now has the name it was queued under;
#   - rollback and diff --turn take the turn's snapshots from the
#     sandbox's own ref only, never another sandbox's;
#   - restore and capture refuse the artifacts' reserved name;
#   - exec -d --turn is refused (its command would outlive the turn);
#   - turn end --result: not UTF-8 refused, a long one cut on a character
#     boundary, and the turn still shows and lists (as does a row that is
#     not UTF-8, from an older sbxctl; history too);
#   - turn begin killed with TERM once admitted (while it wakes): exit
#     130, the turn cancelled and its slot free;
#   - restore, as rollback, is refused while a turn runs in the sandbox
#     or is queued for it (it ended the turn's command in flight, exit
#     137, and replaced the tree under the turn); both end every process
#     of the sandbox, detached servers too, and say which (--json: ended).
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
D=$T/st
mkdir -p "$D"
C=$D/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $D/state
[store]
url = $D/store
[limits]
max_running_turns = 1
turn_timeout = 3600
idle_timeout = 0
INI
export SBX_CONFIG=$C
DB=$D/state/catalog.db
NAMES="r2 r2new f1 o1 o2 j1 x1"
at_exit "for n in \$(sbxctl list 2>/dev/null | awk 'NR>1{print \$1}'); do sbxctl stop \$n >/dev/null 2>&1; done"
tfield() { sbxctl --json turn show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$2"; }
begin() { sbxctl turn begin "$@" --wait 30 2>>"$T/begin.err" | tail -1; }
sql() { python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1], timeout=30); r=c.execute(sys.argv[2]).fetchall(); c.commit(); [print(*x) for x in r]' "$DB" "$1"; }
queued_on() { sbxctl turn list "$1" | grep -q queued; }
for t in acme evilcorp; do sbxctl tenant create $t >/dev/null; done
for n in r2 f1 o1 o2; do sbxctl create $n --tenant acme >/dev/null; done
sbxctl exec r2 -- sh -c 'echo acme-data > mine' >/dev/null

# ---- rename refused while a turn is queued for the sandbox
a=$(begin f1)                                   # capacity (1) full
sbxctl turn begin r2 --wait 60 >"$T/w.out" 2>"$T/w.err" & W=$!
check "a turn for r2 waits in the queue" wait_for queued_on r2
q=$(sql "SELECT id FROM turns WHERE sandbox = 'r2' AND state = 'queued'")
sbxctl stop r2 >/dev/null
rc 1 "update --rename while a turn is queued for it: refused" sbxctl update r2 --rename r2new
check "... saying why" grep -q "turn" "$T/.rc.out"
check "... r2 keeps its name" sbxctl status r2

# ---- a waiter whose turn row moved: a rename that landed anyway (the
# waiter's row made to look dead for the rename's check, then alive again)
stop_idle $W "$DB"
if sbxctl status r2 >/dev/null 2>&1; then     # not renamed above
  pid=$(sql "SELECT pid FROM turns WHERE id = $q")
  sql "UPDATE turns SET pid = 999999999 WHERE id = $q"
  rc 0 "rename with no live waiter" sbxctl update r2 --rename r2new
  sql "UPDATE turns SET pid = $pid WHERE id = $q"
fi
is "$(tfield "$q" sandbox)" "r2new" "the rename moved the queued turn's row"
sbxctl start r2new >/dev/null 2>&1
sbxctl create r2 --tenant evilcorp >/dev/null
sbxctl exec r2 -- sh -c 'echo EVILCORP-SECRET > secret' >/dev/null
kill -CONT $W
sbxctl turn end "$a" >/dev/null                 # admits the waiter's turn
wait $W
is "$?" 0 "the waiter's turn begins"
before=$(tfield "$q" before)
check "its 'before' is a snapshot of r2new (the turn row's sandbox)" \
  sh -c "sbxctl snapshots r2new | grep -q '^$before'"
check_fails "... not of the new r2 (another tenant)" sh -c "sbxctl snapshots r2 | grep -q '^$before'"
sbxctl exec --turn "$q" -- sh -c 'echo work > w' >/dev/null
sbxctl turn end "$q" --failed >/dev/null
rc 0 "rollback r2new --turn" sbxctl rollback r2new --turn "$q"
sbxctl exec r2new -- ls >"$T/ls.out" 2>&1
check "r2new has its own file after the rollback" grep -qx mine "$T/ls.out"
check_fails "... and not the other tenant's" grep -q secret "$T/ls.out"

# ---- rollback / diff --turn never take another sandbox's snapshot
b=$(begin o1)
sbxctl exec --turn "$b" -- sh -c 'echo o1-work > o1file' >/dev/null
sbxctl turn end "$b" >/dev/null
evil=$(sbxctl --json capture r2 --label evil | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
sql "UPDATE turns SET before = '$evil' WHERE id = $b"          # a row naming r2's snapshot
rc 1 "rollback o1 --turn whose snapshot is r2's: refused" sbxctl rollback o1 --turn "$b"
check "... no snapshot of o1" grep -q "no snapshot" "$T/.rc.out"
sbxctl exec o1 -- ls >"$T/ls.out" 2>&1
check_fails "... o1 did not get r2's files" grep -q secret "$T/ls.out"
rc 1 "diff o1 --turn whose snapshot is r2's: refused" sbxctl diff o1 --turn "$b"
# ---- restore and diff NAME SNAP: NAME's own snapshots; another sandbox's
# by its full id only, of NAME's tenant, never an artifact, named
rc 1 "restore o2 (acme) to r2's snapshot (evilcorp) by a prefix: refused" sbxctl restore o2 "${evil:0:8}"
check "... saying another sandbox's is taken by its full id" grep -q "full" "$T/.rc.out"
rc 1 "... by its full id: refused (another tenant's)" sbxctl restore o2 "$evil"
check "... saying whose it is" grep -q "snapshot of r2, .*tenant evilcorp" "$T/.rc.out"
rc 1 "diff o2 with r2's snapshot by a prefix: refused" sbxctl diff o2 "${evil:0:8}"
rc 1 "... by its full id: refused" sbxctl diff o2 "$evil"
sbxctl exec o2 -- ls >"$T/ls.out" 2>&1
check_fails "... o2 did not get r2's files" grep -q secret "$T/ls.out"
own=$(sbxctl capture o1 | tail -1)
rc 1 "restore o2 to o1's snapshot (acme too) by a prefix: refused" sbxctl restore o2 "${own:0:12}"
rc 0 "diff o2 with o1's snapshot by its full id" sbxctl diff o2 "$own" live
check "... saying it is o1's" grep -q "$own is a snapshot of o1" "$T/.rc.out"
rc 0 "restore o2 to o1's snapshot by its full id" sbxctl restore o2 "$own"
check "... saying it is o1's" grep -q "^restored o2 to $own (a snapshot of o1" "$T/.rc.out"
sbxctl exec o2 -- ls >"$T/ls.out" 2>&1
check "... o2 has o1's files" grep -qx o1file "$T/ls.out"

# ---- the artifacts' ref is no sandbox
sbxctl exec f1 -- sh -c 'mkdir -p out; echo x > out/r.txt' >/dev/null
art=$(sbxctl artifact publish f1 out 2>/dev/null | tail -1)
rc 1 "restore sbx.artifacts ID: refused" sbxctl restore sbx.artifacts "$art"
check "... reserved" grep -q reserved "$T/.rc.out"
check_fails "... no sandbox of that name made" test -e "$D/state/sandboxes/sbx.artifacts"
rc 1 "restore o2 to an artifact by its full id: refused" sbxctl restore o2 "$art"
check "... saying it is an artifact" grep -q "an artifact" "$T/.rc.out"
rc 1 "diff o2 with an artifact: refused" sbxctl diff o2 "$art"
rc 1 "capture sbx.artifacts: refused" sbxctl capture sbx.artifacts
is "$(sbxctl --json artifact list | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" 1 \
  "the artifacts are the one published"

# ---- turn end --result: UTF-8 text of up to 1023 bytes, kept whole; a
# longer one is refused, the turn left running (it was cut to 127 bytes)
sbxctl create j1 >/dev/null
a=$(begin j1)
rc 2 "turn end --result of 512 two-byte characters (1024 bytes): refused" sbxctl turn end "$a" --result "$(python3 -c 'print("é"*512)')"
is "$(cat "$T/.rc.out")" "sbxctl: turn end: --result of 1024 bytes: at most 1023; the turn is left as it was" \
   "... saying so, in one line: a value refused for what it holds, no usage (tools/README.md)"
is "$(tfield "$a" state)" running "... the turn still runs"
rc 0 "turn end --result of 511 two-byte characters (1022 bytes)" sbxctl turn end "$a" --result "$(python3 -c 'print("é"*511)')"
r=$(tfield "$a" result)
is "${#r}" 511 "the result is kept whole (511 characters)"
check "turn show prints it" sh -c "sbxctl turn show $a | grep -q '^result  *é'"
is "$(sbxctl --json turn list j1 | python3 -c 'import json,sys; print([x["turn"] for x in json.load(sys.stdin)])')" \
  "[$a]" "turn list --json has the turn"
b=$(begin j1)
rc 2 "turn end --result that is not UTF-8: refused" sbxctl turn end "$b" --result $'\xff'
check "... saying so" grep -q "not UTF-8" "$T/.rc.out"
is "$(wc -l <"$T/.rc.out")" 1 "... in one line, no usage"
is "$(tfield "$b" state)" running "... the turn still runs"
rc 0 "end it" sbxctl turn end "$b"
check "history --json is valid JSON" sh -c "sbxctl --json history j1 | python3 -m json.tool >/dev/null"
sql "UPDATE turns SET result = CAST(X'61FF62' AS TEXT) WHERE id = $b"  # a row of an older sbxctl
is "$(sbxctl --json turn list j1 | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" 2 \
  "turn list --json keeps a row whose result is not UTF-8"
# as every --json output gives such bytes (tools/README.md): a display
# form with U+FFFD, and the exact bytes in KEY_b64 (it was "a\\xffb",
# the same as the four characters a\xffb)
is "$(sbxctl --json turn show "$b" | python3 -c 'import json,sys; print(ascii(json.load(sys.stdin)["result"]))')" \
  "'a\ufffdb'" "... its result shown with U+FFFD"
is "$(tfield "$b" result_b64)" "Yf9i" "... and its exact bytes in result_b64"
sql "UPDATE audit SET command = CAST(X'61FF62' AS TEXT) WHERE id = (SELECT max(id) FROM audit WHERE sandbox = 'j1')"
n=$(sqlite3 "$DB" "SELECT count(*) FROM audit WHERE sandbox = 'j1'" 2>/dev/null || sql "SELECT count(*) FROM audit WHERE sandbox = 'j1'")
is "$(sbxctl --json history j1 | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" "$n" \
  "history --json keeps a record that is not UTF-8"
is "$(sbxctl --json history j1 | python3 -c 'import base64,json,sys; print([base64.b64decode(r["command_b64"]) for r in json.load(sys.stdin) if "command_b64" in r])')" \
  "[b'a\\xffb']" "... its exact bytes in command_b64"

# ---- turn begin killed with TERM once admitted (while it wakes)
flock "$D/state/locks/j1.lock" sleep 3 &         # a slow wake of j1 holds its lock
F=$!
sleep 0.3
sbxctl turn begin j1 >"$T/bs.out" 2>&1 & P=$!
sleep 0.8
kill -TERM $P; wait $P
is "$?" 130 "turn begin sent TERM while waking its sandbox exits 130"
wait $F
k=$(sql "SELECT max(id) FROM turns WHERE sandbox = 'j1'")
is "$(tfield "$k" state)" cancelled "... its turn is cancelled"
c=$(sbxctl turn begin o2 --wait 5 2>/dev/null | tail -1)
check "... and its slot free: the next turn begins at once" test -n "$c"
sbxctl turn end "$c" >/dev/null

# ---- exec -d --turn: refused (the turn's end would not wait for it)
sbxctl turn end "$k" >/dev/null 2>&1            # left running by an sbxctl before the fix above
a=$(begin j1)
rc 2 "exec -d --turn: refused" sbxctl exec -d --turn "$a" -- sh -c 'sleep 1; echo late > late.txt'
check "... saying why" grep -q "detach" "$T/.rc.out"
rc 2 "exec --turn ID NAME --detach: refused" sbxctl exec --turn "$a" j1 --detach -- true
rc 0 "exec --turn in the foreground runs" sbxctl exec --turn "$a" j1 -- true
sbxctl turn end "$a" >/dev/null
sleep 1.5
sbxctl exec j1 -- ls >"$T/ls.out" 2>&1
check_fails "no late write after the turn" grep -q late.txt "$T/ls.out"

# ---- restore and rollback: not under a turn; they say what they end
sbxctl create x1 >/dev/null
sbxctl exec x1 -- sh -c 'echo v1 > f' >/dev/null
s0=$(sbxctl capture x1 | tail -1)
srv=$(sbxctl exec -d x1 -- sleep 1001 | tail -1)
a=$(begin x1)
sbxctl exec --turn "$a" x1 -- sh -c 'sleep 1.5; echo work > w' >/dev/null 2>&1 & P=$!
sleep 0.5
rc 1 "restore while a turn runs in the sandbox: refused" sbxctl restore x1 "$s0"
check "... saying a turn runs (end or cancel it)" grep -q "turn is running in it (turn $a); end or cancel" "$T/.rc.out"
rc 1 "rollback --turn of the running turn: refused (as before)" sbxctl rollback x1 --turn "$a"
wait $P
is "$?" 0 "the turn's command in flight was not ended"
is "$(sbxctl exec x1 -- cat w 2>/dev/null)" work "... and wrote its file"
sbxctl turn end "$a" --failed >/dev/null
b=$(begin f1)                                   # capacity (1) full
sbxctl turn begin x1 --wait 60 >"$T/xq.out" 2>&1 & W=$!
check "a turn for x1 waits in the queue" wait_for queued_on x1
rc 1 "restore while a turn is queued for the sandbox: refused" sbxctl restore x1 "$s0"
check "... saying so" grep -q "turn is queued in it" "$T/.rc.out"
rc 1 "rollback too" sbxctl rollback x1 --turn "$a"
sbxctl turn end "$b" >/dev/null                 # admits the waiter's turn
wait $W
sbxctl turn end "$(tail -1 "$T/xq.out")" >/dev/null
rc 0 "rollback once no turn runs or waits" sbxctl rollback x1 --turn "$a"
check "... names the detached command it ended" grep -q "^ended $srv (detached): sleep 1001" "$T/.rc.out"
is "$(sbxctl --json ps x1 | python3 -c 'import json,sys; print([c["state"] for c in json.load(sys.stdin) if c["id"] == sys.argv[1]])' "$srv")" \
  "['exited']" "... which it did end"
srv=$(sbxctl exec -d x1 -- sleep 1002 | tail -1)
is "$(sbxctl --json restore x1 "$s0" | python3 -c 'import json,sys; print([(c["id"], c["argv"], c["detached"]) for c in json.load(sys.stdin)["ended"]])')" \
  "[('$srv', ['sleep', '1002'], True)]" "restore --json lists what it ended"

# an sbxexec started by an sbx before turn tags ignores exec's tag: turn end
# could neither wait for nor end such a command, which wrote after the
# turn's capture.  exec --turn is refused on one; its hello (stood in for
# here: a socket answering as one did, without "tags") lacks the word
a=$(begin x1)
S=$D/state/sandboxes/x1/exec/sock
mv "$S" "$S.real"
/usr/bin/python3 - "$S" <<'PY' & F=$!
import json, os, socketserver, sys
class H(socketserver.StreamRequestHandler):
    def handle(self):
        for line in self.rfile:
            op = json.loads(line).get("op")
            r = ({"ok": True, "version": 1, "sandbox": "x1", "pid": os.getpid(), "init": 1, "cgroup": "v1"}
                 if op == "hello" else {"ok": False, "error": "not here", "errno": 22})
            self.wfile.write((json.dumps(r) + "\n").encode()); self.wfile.flush()
socketserver.ThreadingUnixStreamServer(sys.argv[1], H).serve_forever()
PY
wait_for test -S "$S"
rc 125 "exec --turn on an sbxexec without turn tags: refused" sbxctl exec --turn "$a" x1 -- true
check "... saying to stop and start the sandbox" grep -q "keeps no turn tags" "$T/.rc.out"
kill $F 2>/dev/null; wait $F 2>/dev/null
rm -f "$S"; mv "$S.real" "$S"
rc 0 "exec --turn on its own sbxexec runs" sbxctl exec --turn "$a" x1 -- true
sbxctl turn end "$a" >/dev/null

# ---- stop while a turn runs: the operator's stop wins (the turn's
# commands end with the sandbox), and it says the turn runs on until its
# end (it said only "stopped x2": the turn stayed running, unsaid)
sbxctl create x2 >/dev/null
c=$(begin x2)
rc 0 "stop while a turn runs in the sandbox: stopped" sbxctl stop x2
check "... saying the turn runs on until turn end" grep -qx \
  "sbxctl: stop x2: turn $c is running: its commands ended with the sandbox; it runs on until sbxctl turn end $c (or cancel)" "$T/.rc.out"
sbxctl turn end "$c" >/dev/null

done_testing
