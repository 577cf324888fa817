#!/bin/bash
# turns4.t: a turn's commands end with the turn.  exec --turn tags its
# command "turn:ID" in the executor (PROTOCOL.md); turn end waits for the
# turn's clients and for its tagged commands, then ends what still runs
# or was left behind, so nothing writes into the workspace after the
# turn's capture:
#   - a client killed with -9 while its command runs: turn end waits
#     [limits] turn_settle for it, then ends it (before, it ran on and
#     wrote after the capture); one that ends by itself meanwhile is
#     waited for, and what it wrote is in the turn's snapshot;
#   - a command that left a process behind (sh -c 'sleep N &'): ended;
#   - turn end and cancel name what they ended (--json: ended);
#   - turn cancel ends a command whose client is gone at once;
#   - a command outside any turn is left alone;
#   - ps with a tag gives that tag's commands only (a turn's record is
#     not pushed out of the reply by others'); an executor that does not
#     answer (stopped) delays turn end by [fs] stop_wait, not forever;
#   - the agent's text (argv, a turn's result) reaches the operator's
#     terminal escaped in ps, history, turn list and turn show: no
#     control bytes (a title change, a cleared screen, fake lines).
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
turn_timeout = 3600
turn_settle = 3
idle_timeout = 0
[exec]
kill_grace = 1
[fs]
stop_wait = 2
INI
export SBX_CONFIG=$C
at_exit "sbxctl stop k1 >/dev/null 2>&1"
sbxctl create k1 >/dev/null
W=$D/state/sandboxes/k1/workspace
Z=$((RANDOM % 1000 + 7000))             # a sleep only this test runs
rec() {  # rec TAG FIELD [WORD]: FIELD of the newest command tagged TAG (whose argv has WORD)
  sbxctl --json ps k1 | python3 -c '
import json, sys
cs = [c for c in json.load(sys.stdin) if c.get("tag") == sys.argv[1] and sys.argv[3] in " ".join(c["argv"])]
print(cs[-1].get(sys.argv[2], "") if cs else "none")' "$1" "$2" "${3:-}"
}
sleepers() { pgrep -f "^sleep $Z\$" | wc -l; }
tfield() { sbxctl --json turn show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$2"; }

# ---- a client killed while its command runs
id=$(sbxctl turn begin k1 | tail -1)
sbxctl exec --turn "$id" k1 -- sh -c 'while :; do date +%s%N > tick; sleep 0.05; done' >/dev/null 2>&1 & P=$!
check "the turn's command runs" wait_for test -s "$W/tick"
is "$(rec "turn:$id" state tick)" running "... tagged turn:$id in the executor"
sbxctl exec --turn "$id" k1 -- sh -c "sleep $Z >/dev/null 2>&1 & echo left" >"$T/left.out"
check "a command that leaves a process behind returns" grep -qx left "$T/left.out"
check "... whose process runs on" wait_for test "$(sleepers)" -ge 1
sbxctl exec -d k1 -- sh -c 'while :; do date +%s%N > free; sleep 0.05; done' >/dev/null
sbxctl exec --turn "$id" k1 -- sh -c 'sleep 1.5; echo done > fin' >/dev/null 2>&1 & Q=$!
runs() { test "$(rec "$1" state "$2")" = running; }
check "a third command runs" wait_for runs "turn:$id" fin
kill -9 $P $Q; wait $P $Q 2>/dev/null
sleep 0.3
changed() { test "$(cat "$1")" != "$2"; }
check "the command outlives its client" wait_for changed "$W/tick" "$(cat "$W/tick")"
t0=$(date +%s%N)
rc 0 "turn end" timeout 60 sbxctl turn end "$id"
el=$(( ($(date +%s%N) - t0) / 1000000 ))
check "... after turn_settle (3 s), not a minute ($el ms)" test $el -ge 2900 -a $el -lt 20000
check "the command that ended by itself meanwhile wrote fin" test -s "$W/fin"
a=$(cat "$W/tick")
sleep 0.5
is "$(cat "$W/tick")" "$a" "nothing writes tick after turn end"
is "$(rec "turn:$id" state tick)" exited "... its command ended"
is "$(sleepers)" 0 "... and the process the other left behind"
check "turn end names the command it ended" grep -q "^ended c[0-9]* (turn $id): sh -c while :; do date" "$T/.rc.out"
check "... and the one that left a process" grep -q "^ended c[0-9]* (turn $id, processes it left): sh -c sleep $Z" "$T/.rc.out"
check_fails "... not the command outside the turn" grep -q "> free" "$T/.rc.out"
f=$(cat "$W/free")
check "a command outside the turn runs on" wait_for changed "$W/free" "$f"
sbxctl diff k1 "$(tfield "$id" after)" live >"$T/live.out" 2>&1
check "the turn's after snapshot against live: free differs" grep -q free "$T/live.out"
check_fails "... fin does not (it is in the turn's snapshot)" grep -q fin "$T/live.out"
check_fails "the turn's after snapshot holds tick's last value (live differs in no tick)" grep -q tick "$T/live.out"

# ---- turn cancel: a command whose client is gone ends at once
id=$(sbxctl turn begin k1 | tail -1)
sbxctl exec --turn "$id" k1 -- sh -c 'trap "" TERM; while :; do date +%s%N > tick2; sleep 0.05; done' >/dev/null 2>&1 & P=$!
check "a second turn's command runs" wait_for test -s "$W/tick2"
kill -9 $P; wait $P 2>/dev/null
t0=$(date +%s)
rc 0 "turn cancel" timeout 60 sbxctl --json turn cancel "$id"
check "... within seconds (TERM ignored: KILL after kill_grace), not a minute" test $(( $(date +%s) - t0 )) -le 15
is "$(grep '^{' "$T/.rc.out" | python3 -c 'import json,sys; print(["tick2" in c["argv"][-1] for c in json.load(sys.stdin)["ended"]])')" \
  "[True]" "... its --json lists the command it ended"
a=$(cat "$W/tick2"); sleep 0.5
is "$(cat "$W/tick2")" "$a" "nothing writes tick2 after turn cancel"
is "$(tfield "$id" state)" cancelled "... the turn is cancelled"

# ---- ps by tag; a stopped executor
id=$(sbxctl turn begin k1 | tail -1)
sbxctl exec --turn "$id" k1 -- true
sbxctl exec k1 -- true
n=$(python3 "$(dirname "$0")/../executor/rawexec.py" "$D/state/sandboxes/k1/exec/sock" reply \
      '{"op":"ps","tag":"turn:'"$id"'"}' | python3 -c 'import json,sys; m=json.loads(sys.stdin.readline()); print(len(m["commands"]), all(c.get("tag") == sys.argv[1] for c in m["commands"]))' "turn:$id")
is "$n" "1 True" "ps with tag turn:$id: that turn's one command only"
EX=$(cat "$D/state/sandboxes/k1/exec/pid")
kill -STOP "$EX"
t0=$(date +%s)
rc 0 "turn end with its executor stopped" timeout 60 sbxctl turn end "$id"
el=$(( $(date +%s) - t0 ))
kill -CONT "$EX"
check "... ends in stop_wait (2 s) and a little, not never (${el} s)" test "$el" -lt 15
check "... saying the executor did not answer" grep -q "did not answer" "$T/.rc.out"

# ---- control bytes of the agent's text are escaped in listings
E=$(printf '\033]0;OWNED\007\033[2J\302\2350;C1\302\234')      # and C1: OSC ... ST
id=$(sbxctl turn begin k1 | tail -1)
sbxctl exec --turn "$id" k1 -- echo "x${E}y" >/dev/null
sbxctl turn end "$id" --result "r${E}s" >/dev/null
esc_ok() {  # the output of "$@" holds the escaped text and no ESC or BEL byte
  "$@" >"$T/esc.out" 2>&1 || return 1
  ! grep -q "$(printf '[\033\007]')" "$T/esc.out" && ! LC_ALL=C grep -q "$(printf '\302[\200-\237]')" "$T/esc.out" &&
    grep -qF '\x1b]0;OWNED\x07' "$T/esc.out" && grep -qF '\xc2\x9d0;C1\xc2\x9c' "$T/esc.out"
}
check "ps: argv escaped" esc_ok sbxctl ps k1
check "history: the command escaped" esc_ok sbxctl history k1
check "turn list: the result escaped" esc_ok sbxctl turn list k1
check "turn show: the result escaped" esc_ok sbxctl turn show "$id"
check "turn show --json keeps it whole (JSON escapes it)" grep -qiF 'r\u001b]0;OWNED' <(sbxctl --json turn show "$id")

# snapshot-delete of a running turn's before snapshot is refused, as
# prune keeps it: deleted, the turn could not be rolled back
id=$(sbxctl turn begin k1 | tail -1)
bef=$(sbxctl --json turn show "$id" | python3 -c 'import json,sys; print(json.load(sys.stdin)["before"])')
sbxctl snapshot-delete k1 "${bef:0:12}" >"$T/sd.out" 2>&1
is $? 1 "snapshot-delete of a running turn's before snapshot: refused"
check "... naming the turn" grep -q "turn $id still needs it (its before snapshot" "$T/sd.out"
rc 0 "the turn writes" sbxctl exec --turn "$id" k1 -- sh -c 'echo broken >/workspace/state'
rc 0 "turn end --failed" sbxctl turn end "$id" --failed
rc 0 "rollback --turn" sbxctl rollback k1 --turn "$id"
rc 1 "... rolled back" sbxctl exec k1 -- test -e /workspace/state
rc 0 "once the turn ended, its before snapshot can go" sbxctl snapshot-delete k1 "${bef:0:12}"
done_testing
