#!/bin/bash
# Detached commands, logs, wait, kill, stop, and sbxexec restarts.
. "$(dirname "$0")/../lib.sh"
EXEC_INI="log_max = 64K"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start l1

# a detached loop, followed, the follower killed, the output complete
id=$(sbxctl exec -d l1 -- sh -c 'for i in $(seq 1 20); do echo line $i; sleep 0.1; done; exit 3')
check "exec -d prints an id" test -n "$id"
sbxctl logs l1 "$id" -f > "$T/follow1" & fpid=$!
sleep 0.5; kill -9 $fpid; wait $fpid 2>/dev/null
check "the killed follower had seen some lines" grep -q "line 1" "$T/follow1"
sbxctl logs l1 "$id" -f > "$T/follow2"; is "$?" 0 "logs -f returns when the command ends"
is "$(wc -l < "$T/follow2")" 20 "logs -f got every line"
is "$(sbxctl logs l1 "$id" | tail -1)" "line 20" "logs afterwards has the whole output"
sbxctl wait l1 "$id"; is "$?" 3 "wait gives the exit code"
is "$(ps_field l1 "$id" state)" "exited" "ps: exited"
is "$(sbxctl logs l1 "$id" --since 7 | head -1)" "line 2" "logs --since skips bytes"

# wait
id=$(sbxctl exec -d l1 -- sh -c 'sleep 0.3; exit 5')
sbxctl wait l1 "$id"; is "$?" 5 "wait blocks until the end"
# past its own --timeout, exit 124 even when it handled TERM and exited 0
# (as timeout(1)): a timed-out run is no success; the reason on stderr
id=$(sbxctl exec -d l1 --timeout 1 -- sh -c 'trap "exit 0" TERM; sleep 30 & wait')
rc 124 "wait: a command past its --timeout that exited 0 gives 124" sbxctl wait l1 "$id"
check "... and says why on stderr" grep -q "command ended: timeout" "$T/.rc.out"
rc 0 "... its record keeps its own code (0)" sh -c "sbxctl --json wait l1 $id | grep -q '\"exit_code\": *0'"
id=$(sbxctl exec -d l1 -- sleep 30)
sbxctl wait l1 "$id" --timeout 0.3; is "$?" 124 "wait --timeout gives up (124)"
for t in nan inf 1e300 '' -1 2x; do
  timeout 10 sbxctl wait l1 "$id" --timeout "$t" 2>/dev/null; is "$?" 2 "wait --timeout '$t' is a usage error"
done
is "$(ps_field l1 "$id" state)" "running" "and the command still runs"
check "a detached command has no time limit by default" test "$(ps_field l1 "$id" timeout)" = 0
check "kill ends it" sbxctl kill l1 "$id"
sbxctl wait l1 "$id"; is "$?" 143 "killed by TERM: 143"
is "$(ps_field l1 "$id" reason)" "killed" "ps says killed"
# kill of a command that already ended: exit 0 (as documented), said on stderr
rc 0 "kill of an ended command: exit 0" sbxctl kill l1 "$id"
check "... saying it had already ended" grep -qx "sbxctl: kill l1: $id had already ended; nothing signalled" "$T/.rc.out"
rc 125 "wait on an unknown id fails: 125" sbxctl wait l1 c999

# kill reaches the whole tree, setsid'd and daemonised children included
id=$(sbxctl exec -d l1 -- sh -c 'setsid sleep 4101 & (setsid sh -c "sleep 4102 &") ; sleep 4103 & wait')
check "the tree runs" wait_for pgrep -f "sleep 410[3]"
check "its setsid'd child too" pgrep -f "sleep 410[1]"
check "kill the tree" sbxctl kill l1 "$id"
check_fails "nothing of it survives" pgrep -f "sleep 410[123]"

# TERM ignored: KILL after kill_grace
id=$(sbxctl exec -d l1 -- sh -c 'trap "" TERM; sleep 1000 & wait; sleep 1000')
sleep 0.3
start=$(date +%s)
check "kill a TERM-ignoring command" sbxctl kill l1 "$id"
sbxctl wait l1 "$id"; is "$?" 137 "it took SIGKILL"
check "after the grace period" test $(( $(date +%s) - start )) -ge 1
check "kill --signal sends that signal" bash -c "i=\$(sbxctl exec -d l1 -- sleep 100); sbxctl kill l1 \$i --signal INT; sbxctl wait l1 \$i; test \$? = 130"
# a stopped (SIGSTOP'd) command gets CONT after the kill's TERM, so its
# handler runs (it had TERM pending until KILL after kill_grace: 137)
id=$(sbxctl exec -d l1 -- sh -c 'trap "exit 3" TERM; kill -STOP $$; sleep 1')
wait_for sh -c "grep -q '^State:.*T (stopped)' /proc/\$(pgrep -f 'trap .exit [3]. TERM' | head -1)/status"
sbxctl kill l1 "$id"
sbxctl wait l1 "$id"; is "$?" 3 "kill of a stopped command: CONT after TERM, its handler runs"
# options before NAME, as exec takes them
id=$(sbxctl exec -d l1 -- sh -c 'echo opt; exec sleep 30')
rc 124 "wait --timeout S NAME ID" sbxctl wait --timeout 0.2 l1 "$id"
is "$(timeout 5 sbxctl logs --since 1 l1 "$id")" "pt" "logs --since N NAME ID"
check "kill --signal SIG NAME ID" sbxctl kill --signal INT l1 "$id"
rc 130 "... the signal sent" sbxctl wait l1 "$id"
is "$(sbxctl logs -f l1 "$id")" "opt" "logs -f NAME ID"

# the log is capped, with a marker
id=$(sbxctl exec -d l1 -- sh -c 'head -c 300000 /dev/zero | tr "\0" x; echo; echo tail')
sbxctl wait l1 "$id"
check "the log stops at log_max" test "$(stat -c %s "$(sb_dir l1)/exec/cmds/$id/log")" -lt 70000
check "with a marker where it was cut" grep -q "output truncated" "$(sb_dir l1)/exec/cmds/$id/log"

# a foreground client killed: its command goes on
sbxctl exec l1 -- sh -c 'touch fg-started; sleep 1; echo done > fg-marker' </dev/null & cpid=$!
wait_for test -e "$(sb_dir l1)/workspace/fg-started"
kill -9 $cpid; wait $cpid 2>/dev/null
check_fails "the command had not finished when its client died" test -e "$(sb_dir l1)/workspace/fg-marker"
check "a command outlives its killed foreground client" wait_for test -e "$(sb_dir l1)/workspace/fg-marker"

# A foreground client gets every byte, past log_max too: sbxexec stops
# reading the command's output while the client is behind (it dropped a
# client 8 MiB behind to the log: exit 0, the tail lost, and the log cut)
sx l1 'head -c 41943040 /dev/urandom > /tmp/big; sha256sum < /tmp/big | cut -d" " -f1 > /tmp/big.sum'
sbxctl exec l1 -- cat /tmp/big </dev/null 2>"$T/big.err" | sha256sum > "$T/big.got"
is "${PIPESTATUS[0]}" 0 "exec of 40 MiB of output exits 0"
is "$(cut -d' ' -f1 "$T/big.got")" "$(sx l1 'cat /tmp/big.sum')" "and its client got every byte (checksum)"
check_fails "and no word of falling behind" grep -q "fell behind" "$T/big.err"

# a client that stops reading holds its command back, as a pipe's reader
# does, and gets the whole output once it reads again
sbxctl exec l1 -- sh -c 'touch slow-start; head -c 20000000 /dev/zero; touch slow-done' </dev/null >"$T/slow.out" 2>"$T/slow.err" & cpid=$!
wait_for test -e "$(sb_dir l1)/workspace/slow-start"
kill -STOP $cpid
sleep 1
check_fails "a stopped reader holds its command back" test -e "$(sb_dir l1)/workspace/slow-done"
kill -CONT $cpid; wait $cpid; rc=$?
is "$rc" 0 "the client gets the exit code"
is "$(stat -c %s "$T/slow.out")" 20000000 "and the whole output"
# killed, it lets the command go on
sbxctl exec l1 -- sh -c 'touch slow2-start; head -c 20000000 /dev/zero; touch slow2-done' </dev/null >/dev/null 2>&1 & cpid=$!
wait_for test -e "$(sb_dir l1)/workspace/slow2-start"
kill -STOP $cpid; sleep 0.3; kill -9 $cpid; wait $cpid 2>/dev/null
check "a command held back by its client goes on once the client is gone" wait_for test -e "$(sb_dir l1)/workspace/slow2-done"

# an older sbxexec dropped a client that fell behind ("lagged" at exit):
# sbxctl fails then, and says whether the log has the rest (it said it
# had, with the log cut at log_max, and exited 0)
S=$(sb_dir l1)/exec/sock
mv "$S" "$S.real"
python3 - "$S" <<'PY' & fpid=$!
import json, socket, sys
s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(2)
for trunc in (False, True):
    c, _ = s.accept(); c.makefile("rb").readline()
    for m in ({"ok": True, "id": "c7", "pid": 9}, {"ev": "out", "fd": 1, "data": "cGFydAo="},
              {"ev": "exit", "id": "c7", "state": "exited", "exit_code": 0, "reason": "",
               "truncated": trunc, "lagged": True}):
        c.sendall((json.dumps(m) + "\n").encode())
    c.close()
PY
wait_for test -S "$S"
rc 125 "a client an older sbxexec dropped behind exits 125 (the command's 0)" sbxctl exec l1 -- true
check "... and points at the log" grep -q "output fell behind and was not all shown; the whole of it is in 'sbxctl logs l1 c7'" "$T/.rc.out"
rc 125 "... and with the log cut" sbxctl exec l1 -- true
check "... says the rest is lost" grep -q "cut at \[exec\] log_max: the rest of it is lost" "$T/.rc.out"
wait $fpid; rm -f "$S"; mv "$S.real" "$S"

# sbxexec killed and restarted: statuses survive, running commands are lost
done_id=$(sbxctl exec -d l1 -- sh -c 'exit 9'); sbxctl wait l1 "$done_id"
run_id=$(sbxctl exec -d l1 -- sh -c 'head -c 100000 /dev/zero; sleep 4200')
run_cut() { grep -q "output truncated" "$(sb_dir l1)/exec/cmds/$run_id/log"; }
wait_for run_cut
wait_for pgrep -f "sleep 420[0]"
kill -9 "$(sb_exec_pid l1)"
check "the sandbox's processes die with sbxexec" wait_for bash -c '! pgrep -f "sleep 420[0]"'
check "sbxexec starts again" sb_exec_restart l1
sbxctl wait l1 "$done_id"; is "$?" 9 "wait answers from disk after a restart"
is "$(ps_field l1 "$run_id" state)" "lost" "a command that was running is reported lost"
is "$(ps_field l1 "$run_id" truncated)" "True" "... its log cut at log_max: truncated, as the log says"
is "$(sx l1 'echo again')" "again" "commands run again"
nid=$(sbxctl exec -d l1 -- true)
check "ids are not reused" test "${nid#c}" -gt "${run_id#c}"
# ... nor after the state dir is lost (a cache: the host gone, a
# take-over): they started at c1 again, and a stored id named another
# command
# (wait for the killed one to be gone, not for ps to fail: ps starts it
# again, so that wait ran out after 20 s and sbxexec, started by ps,
# saw its cmds/ removed under it, never an empty one at its start)
xp=$(sb_exec_pid l1); kill -9 "$xp"
for i in $(seq 200); do alive "$xp" || break; sleep 0.05; done
rm -rf "$(sb_dir l1)/exec/cmds"
check "sbxexec starts on an empty cmds/" sb_exec_restart l1
lid=$(sbxctl exec -d l1 -- true)
check "ids are not reused after cmds/ is lost ($nid, then $lid)" test "${lid#c}" -gt "${nid#c}"
check_fails "an id of before names no command" sbxctl logs l1 "$nid"

# stop ends every process
sbxctl exec -d l1 -- sh -c 'setsid sleep 4300 & nohup sleep 4301 >/dev/null 2>&1 & sleep 4302' >/dev/null
# ... as a shutdown: TERM first (a server flushes its state into
# /workspace), KILL after kill_grace for what ignores it
# (its handler logs 100 KB first: more than a pipe holds, read on by
# sbxexec while the stop waits)
plain=$(sbxctl exec -d l1 -- sleep 4304)
srv=$(sbxctl exec -d l1 -- sh -c 'trap "head -c 100000 /dev/zero | tr \"\\0\" x; echo flushed >/workspace/term-flushed; exit 0" TERM; while :; do sleep 0.1; done')
sbxctl exec -d l1 -- sh -c 'trap "" TERM; sleep 4303' >/dev/null
check "processes run before stop" wait_for pgrep -f "sleep 430[23]"
check "stop" sbxctl stop l1
check_fails "no process survives stop" pgrep -f "sleep 430[0123]"
check_fails "no executor survives stop" pgrep -f "sbxexec.*$(sb_dir l1)"
check_fails "exec refuses once stopped" sbxctl exec l1 -- true
check "the stop sent TERM, then KILL after kill_grace" sh -c "cat '$(sb_dir l1)/sbxexec.log' '$(sb_dir l1)/exec/sbxexec.log' 2>/dev/null | grep -q 'stop: TERM; KILL for the rest after 2[0-9][0-9][0-9] ms'"
sbxctl start l1 >/dev/null 2>&1
check "a server's TERM handler wrote its state before the stop captured" sbxctl exec l1 -- grep -qx flushed /workspace/term-flushed
rc 0 "... and its record keeps the exit it had (0), not a TERM's 143" sbxctl wait l1 "$srv"
is "$(ps_field l1 "$srv" reason)" "stopped" "... its reason: stopped"
is "$(ps_field l1 "$plain" reason),$(ps_field l1 "$plain" exit_code)" "stopped,143" \
   "one that died of the stop's TERM: reason stopped, 143"
t0=$(date +%s%N)
check "stop again" sbxctl stop l1
check "... with nothing running, at once: no TERM, no kill_grace to wait" \
  test $(( ($(date +%s%N) - t0) / 1000000 )) -lt 1900
is "$(cat "$(sb_dir l1)/sbxexec.log" "$(sb_dir l1)/exec/sbxexec.log" 2>/dev/null | grep -c 'stop: TERM')" 1 "... one TERM in the log, the first stop's"
# a command that exited by itself (0) before a stop reached sbxexec, its
# output held open still by what it left running: its end is its own
# (the stop marked it stopped: "command ended: stopped", exit 0).
# sbxexec is held (SIGSTOP) while the command exits and the stop comes.
sbxctl start l1 >/dev/null 2>&1
xp=$(sb_exec_pid l1) W=$(sb_dir l1)/workspace
( sbxctl exec l1 -- sh -c ': >/workspace/race-started; while [ ! -e /workspace/race-go ]; do sleep 0.05; done
                         sleep 4307 & : >/workspace/race-exited; exit 0' >"$T/race.out" 2>&1
  echo $? >"$T/race.rc" ) &
wait_for test -e "$W/race-started"
kill -STOP "$xp"; touch "$W/race-go"
check "a command exits while sbxexec is held" wait_for test -e "$W/race-exited"
sleep 0.3
sbxctl stop l1 >/dev/null 2>&1 & sp=$!
sleep 1; kill -CONT "$xp"; wait "$sp"
wait_for test -s "$T/race.rc"
is "$(cat "$T/race.rc"):$(cat "$T/race.out")" "0:" "... then a stop: its client hears its exit 0 alone, not \"stopped\""
check_fails "... and what it left running is gone" pgrep -f "sleep 4307"
# ... and a kill then: what it left running ends, its end is its own
# (exit 0, no reason; it was "killed")
sbxctl start l1 >/dev/null 2>&1
xp=$(sb_exec_pid l1); rm -f "$W/race-started" "$W/race-go" "$W/race-exited"
kid=$(sbxctl exec -d l1 -- sh -c ': >/workspace/race-started; while [ ! -e /workspace/race-go ]; do sleep 0.05; done
                                sleep 4308 & : >/workspace/race-exited; exit 0')
wait_for test -e "$W/race-started"
kill -STOP "$xp"; touch "$W/race-go"
wait_for test -e "$W/race-exited"; sleep 0.3
sbxctl kill l1 "$kid" >/dev/null 2>&1 & sp=$!
sleep 1; kill -CONT "$xp"; wait "$sp"
rc 0 "a kill of a command that exited by itself meanwhile: wait gives its exit 0" sbxctl wait l1 "$kid"
is "$(ps_field l1 "$kid" reason)" "" "... its reason none, not killed"
check_fails "... what it left running is gone" pgrep -f "sleep 4308"
sbxctl stop l1 >/dev/null 2>&1
# an executor whose 256 client slots root's own clients hold (waiters,
# followers) is running, not gone: stop took its hello's EBUSY for "not
# running", captured and unmounted under the running sandbox and failed
# ("sbxfs did not exit"), and start began a second sbxexec beside it
sbxctl start l1 >/dev/null 2>&1
bid=$(sbxctl exec -d l1 -- sleep 4305)
xp=$(sb_exec_pid l1)
python3 "$(dirname "$0")/hold.py" wait "$(sb_dir l1)/exec/sock" 256 20 "$bid" >"$T/busy.held" & hp=$!
check "256 of root's clients wait on a command" wait_for grep -q connected "$T/busy.held"
check "start on it says it runs" sbxctl start l1
is "$(pgrep -fc "sbxexec.*--dir $(sb_dir l1)/exec ")" 1 "... and starts no second sbxexec"
check "stop with every client slot taken" sbxctl stop l1
check_fails "... ends its sbxexec" alive "$xp"
check_fails "... and its command" pgrep -f "sleep 4305"
kill "$hp" 2>/dev/null; wait "$hp" 2>/dev/null
# ... and when root's 2 spare slots (hello and stop only) are taken too
# (silent clients, until request_timeout), stop ends it with SIGTERM
sbxctl start l1 >/dev/null 2>&1
bid=$(sbxctl exec -d l1 -- sleep 4306)
xp=$(sb_exec_pid l1)
python3 "$(dirname "$0")/hold.py" wait "$(sb_dir l1)/exec/sock" 256 20 "$bid" >"$T/busy.held" & hp=$!
wait_for grep -q connected "$T/busy.held"
nfd() { ls "/proc/$xp/fd" 2>/dev/null | wc -l; }
nfd_ge() { [ "$(nfd)" -ge "$1" ]; }
# (the 256 waiters accepted first: over 256 fds, steady for 0.3 s)
for _ in $(seq 100); do fd0=$(nfd); sleep 0.3; [ "$fd0" -gt 256 ] && [ "$(nfd)" = "$fd0" ] && break; done
python3 "$(dirname "$0")/hold.py" unix "$(sb_dir l1)/exec/sock" 2 4 >/dev/null & sp=$!
# taken once sbxexec accepted both (two more fds), within request_timeout
# (5 s); a fixed 1.5 s was short under ASan and a busy machine
wait_for nfd_ge $((fd0 + 2)) || diag "sbxexec holds $(nfd) fds, not $((fd0 + 2)): the two silent clients were not accepted yet"
diag "sbxexec: $fd0 fds with the 256 waiters, $(nfd) with the two silent clients"
rc 0 "stop with the spare slots taken too" sbxctl stop l1
check "... by SIGTERM, said" grep -q "stopped with SIGTERM" "$T/.rc.out"
check_fails "... ends its sbxexec" alive "$xp"
check_fails "... and its command" pgrep -f "sleep 4306"
kill "$hp" "$sp" 2>/dev/null; wait "$hp" "$sp" 2>/dev/null
# a sandbox whose directory is deleted under it stops by itself
mkdir -p "$T/gone/sb/workspace"
setsid sbxexec --config "$SBX_CONFIG" --state "$T/gone/sb" >"$T/gone.log" 2>&1 </dev/null &
gpid=$!
at_exit "kill $gpid"
check "an sbxexec on a scratch directory starts" wait_for test -S "$T/gone/sb/exec/sock"
rm -rf "$T/gone"
check "it stops once its directory is gone" wait_for bash -c "! kill -0 $gpid"
done_testing
