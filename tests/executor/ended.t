#!/bin/bash
# ended.t: what is said of a command that ended: the exit event carries
# its whole record, a record's log_size is the log's after sbxexec
# restarts, a spawn error reaches the terminal escaped, and a command that
# ends, or writes, while the state dir is full keeps its exit status and
# says what output it lost.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"
RAW=$(dirname "$0")/rawexec.py

check "sandbox starts" sb_start e1
S=$(sb_dir e1)/exec/sock

# ---- the exit event is the record PROTOCOL.md promises (it carried
# only status.json's members: no argv, cwd, started, limits, tag)
is "$(python3 "$RAW" "$S" reply '{"op":"exec","argv":["true"],"tag":"t1"}' | tail -1 | python3 -c 'import json,sys
m = json.loads(sys.stdin.readline())
print(m["ev"], m["argv"], m["cwd"], m["started"] > 0, m["detached"], m["tag"], sorted(m["limits"]), m["exit_code"], m["state"])')" \
  "exit ['true'] /workspace True False t1 ['cpu', 'fsize', 'memory', 'nofile', 'pids'] 0 exited" \
  "the exit event carries the whole record"

# ---- a spawn error names the program as the agent wrote it, escaped
sbxctl exec e1 -- $'nope\e[31mRED' </dev/null 2>"$T/spawn.err"
check_fails "sbxctl prints a spawn error without raw escape bytes" grep -q $'\e' "$T/spawn.err"
check "... and names the program" grep -q 'nope.*RED' "$T/spawn.err"

# ---- after sbxexec restarts, an ended command's log_size is its log's
# (status.json is rewritten only when the pipes close (9): a process it
# left behind wrote on, and the record kept the size at its end)
id=$(sbxctl exec -d e1 -- sh -c '(while :; do echo tick; sleep 0.1; done) & echo started' </dev/null)
sbxctl wait e1 "$id" >/dev/null
sleep 1.5
kill -9 "$(sb_exec_pid e1)"
sleep 1
check "sbxexec starts again" sb_exec_restart e1
size=$(sbxctl --json wait e1 "$id" | python3 -c 'import json,sys; print(json.load(sys.stdin)["log_size"])')
bytes=$(wc -c <"$(sb_dir e1)/exec/cmds/$id/log")
ok $([ "$bytes" -gt 8 ] && echo 0 || echo 1) "the leftover process wrote on after the end ($bytes bytes)"
is "$size" "$bytes" "after the restart, its record's log_size is the log's"

# ---- the state dir full (its cmds/ on a small tmpfs, filled up)
check "a sandbox for a full cmds/ starts" sb_start e2
cmds=$(sb_dir e2)/exec/cmds
ws=$(sb_dir e2)/workspace
check "cmds/ on a 512k tmpfs" mount -t tmpfs -o size=512k,mode=0700 sbxtest "$cmds"
fill() { dd if=/dev/zero of="$cmds/filler" bs=4k >/dev/null 2>&1; ! dd if=/dev/zero of="$cmds/filler2" bs=1 count=1 2>/dev/null; }
unfill() { rm -f "$cmds/filler" "$cmds/filler2"; }
# gate N: the command waits for /workspace/goN (touched from the host)
gate() { echo "while [ ! -e /workspace/go$1 ]; do sleep 0.05; done"; }

# A command that ended while status.json could not be written kept its
# status in memory only (wait said 7), and after a stop and start it was
# "lost", 137, as if sbxexec had died under it.  It is written again once
# there is room (a timer, the next exec or ps, and the stop).
id=$(sbxctl exec -d e2 -- sh -c "$(gate 1); exit 7" </dev/null)
check "the tmpfs fills up" fill
touch "$ws/go1"
rc 7 "a command that ended on a full state dir: wait says 7" sbxctl wait e2 "$id"
check_fails "... its status.json could not be written" test -s "$cmds/$id/status.json"
unfill
sbxctl stop e2 >/dev/null
check "start again" sb_exec_restart e2
rc 7 "after room came back and a stop and start, wait still says 7" sbxctl wait e2 "$id"
is "$(ps_field e2 "$id" state)" exited "... and ps says exited, not lost"
# ... and while it runs: at the next ps (or exec, or by a timer)
id=$(sbxctl exec -d e2 -- sh -c "$(gate 2); exit 5" </dev/null)
fill; touch "$ws/go2"
rc 5 "another ends on a full state dir" sbxctl wait e2 "$id"
unfill
sbxctl ps e2 >/dev/null
is "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["exit_code"])' "$cmds/$id/status.json" 2>&1)" 5 \
   "once there is room, the next ps writes its status.json"
# still full when sbxexec stops: it says so (the next start marks it lost)
id=$(sbxctl exec -d e2 -- sh -c "$(gate 3); exit 3" </dev/null)
fill; touch "$ws/go3"
rc 3 "a third ends on a full state dir" sbxctl wait e2 "$id"
sbxctl stop e2 >/dev/null
check "a stop while still full: sbxexec's log names the record it could not write" \
  grep -q "$id: at exit.*status.json.*No space left" "$(sb_dir e2)/exec/sbxexec.log"
unfill
check "start again" sb_exec_restart e2

# Output written while the log could not grow was dropped with no trace:
# no marker, truncated false, and a partial write left log_size short of
# the log.  A marker line says how much was lost, the record's
# output_lost counts it, and log_size stays the log's.
# lose_output N TO AFTER: a command that prints "one", then (the state
# dir full) 9000 x's to TO (">&2": stderr), then (room again) AFTER;
# gates N and N+1; its id in $id
lose_output() {
  id=$(sbxctl exec -d e2 -- sh -c "echo one; $(gate "$1"); head -c 9000 /dev/zero | tr '\0' x $2;
    touch /workspace/done$1; $(gate $(($1 + 1))); $3" </dev/null)
  check "its first line is logged ($id)" wait_for grep -q one "$cmds/$id/log"
  fill; touch "$ws/go$1"
  wait_for test -e "$ws/done$1"
  for i in $(seq 20); do [ -n "$(ps_field e2 "$id" output_lost)" ] && break; sleep 0.1; done
  unfill; touch "$ws/go$(($1 + 1))"
  sbxctl wait e2 "$id" >/dev/null
}
lose_output 4 "" "echo; echo three"
log=$(sbxctl logs e2 "$id")
lost=$(ps_field e2 "$id" output_lost)
# ps's text said nothing of it (only --json had output_lost)
check "ps says how much of its output was lost" grep -q "^($id: ${lost:-?} bytes of its output lost" <<<"$(sbxctl ps e2)"
diag "log: $(tr -s x <<<"$log" | head -c 300)"
check "the log holds a marker of the output lost" grep -q "^\[sbx: ${lost:-?} bytes of output lost: No space left on device\]$" <<<"$log"
is "$(( $(grep -v '^\[sbx:' <<<"$log" | tr -cd x | wc -c) + ${lost:-0} ))" 9000 "output_lost counts what the log is without"
is "$(head -1 <<<"$log")/$(tail -1 <<<"$log")" "one/three" "what came before and after is there"
is "$(ps_field e2 "$id" log_size)" "$(stat -c %s "$cmds/$id/log")" "log_size is the log's size"
is "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("output_lost"))' "$cmds/$id/status.json")" \
   "$lost" "status.json has output_lost"
# ... and the streams hold around it (daemon.c (16)): the marker, sbx's
# own line, on stdout; what stderr kept, and its line after the gap, on
# stderr (all of it came on stdout)
lose_output 6 ">&2" "echo three >&2"
sbxctl logs e2 "$id" >"$T/lost.out" 2>"$T/lost.err"
lost=$(ps_field e2 "$id" output_lost)
is "$(head -1 "$T/lost.out")/$(grep -c "^\[sbx: ${lost:-?} bytes of output lost" "$T/lost.out")/$(grep -c "^x\\|three" "$T/lost.out")" \
   "one/1/0" "its stdout and the marker on stdout, none of its stderr"
is "$(( $(tr -cd x <"$T/lost.err" | wc -c) + ${lost:-0} ))/$(tr -d x <"$T/lost.err")" "9000/three" \
   "what its stderr kept, and its line after the gap, on stderr"

# A command that cannot be set up for the host's want of room (its
# record's directory cannot be made: no inode left) is the executor's
# failure, not the command's: it was exit 126, "mkdir: No space left on
# device", as for a program that cannot be executed, and a detached one
# printed an id that nothing could look up
used=$(df --output=iused "$cmds" | tail -1 | tr -d ' ')
check "cmds/ out of inodes" mount -o remount,nr_inodes="$used" "$cmds"
sbxctl exec e2 -- true >"$T/host.out" 2>"$T/host.err"
is $? 125 "exec on a state dir out of room: exit 125 (the executor's failure)"
check "... the directory it could not make named" grep -q "mkdir $cmds/c[0-9]*: No space left on device" "$T/host.err"
sbxctl exec -d e2 -- true >"$T/host.out" 2>"$T/host.err"
is $? 125 "exec -d: exit 125"
is "$(cat "$T/host.out")" "" "... and no id printed"
check "room again" mount -o remount,nr_inodes=0 "$cmds"
rc 0 "exec runs again" sbxctl exec e2 -- true
done_testing
