#!/bin/bash
# leftover.t: what a command leaves running keeps its stdout and stderr
# after the command ended (daemon.c (9)).  sbxexec closed its read ends
# of the command's output pipes 300 ms after the command's first process
# exited, so a process left behind died of SIGPIPE at its first write
# (a shell's echo), or failed with EPIPE at each (python's http.server
# answered every request with an empty reply: its request log raised).
EXEC_INI="log_max = 64K
keep_commands = 3"
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

# last_id NAME: the newest command's id
last_id() { sbxctl --json ps "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])'; }

check "sandbox starts" sb_start l1
W=$(sb_dir l1)/workspace

is "$(sx l1 '(sleep 1; echo tick; touch alive; echo tock >&2) & echo started')" "started" \
   "a command that leaves a process behind ends"
id=$(last_id l1)
check "what it left behind writes to its stdout after the end, and goes on" wait_for test -e "$W/alive"
check "its output is in the command's log" \
  wait_for sh -c "sbxctl logs l1 $id | tr '\n' ' ' | grep -qx 'started tick tock '"
is "$(ps_field l1 "$id" log_size)" 18 "ps's log_size counts what was appended after the end"
check "status.json's too, once the pipes closed" wait_for python3 -c "import json,sys
sys.exit(json.load(open('$(sb_dir l1)/exec/cmds/$id/status.json'))['log_size'] != 18)"

# a server started with & and no redirection, asked from later commands
echo "hello from the sandbox" > "$W/hello.txt"
sx l1 'python3 -m http.server 8001 --bind 127.0.0.1 & sleep 0.7' >/dev/null 2>&1
srv=$(last_id l1)
check "the server listens" wait_for sx l1 'curl -sf http://127.0.0.1:8001/hello.txt'
for i in 1 2 3; do
  is "$(sx l1 'curl -s -m 5 http://127.0.0.1:8001/hello.txt')" "hello from the sandbox" "request $i from a later command"
done
check "the server's request log is in its command's log" \
  wait_for sh -c "[ \$(sbxctl logs l1 $srv | grep -c 'GET /hello.txt HTTP/1.1\" 200') -ge 4 ]"
check "logs --follow of it ends with the command (it does not wait for the server)" \
  timeout 5 sbxctl logs l1 "$srv" -f
check "kill ends the server" sbxctl kill l1 "$srv"
check_fails "and it is gone" sx l1 'curl -sf -m 2 http://127.0.0.1:8001/hello.txt'

# past log_max the log is cut; the writer is read on (never EPIPE) and ends
sx l1 '(sleep 0.5; head -c 300000 /dev/zero | tr "\0" x; echo; touch big_done) & echo started' >/dev/null
big=$(last_id l1)
check "a writer past log_max after the end finishes" wait_for test -e "$W/big_done"
check "its log is cut with the marker" wait_for sh -c "sbxctl logs l1 $big | grep -q 'output truncated'"
is "$(ps_field l1 "$big" truncated)" True "ps says truncated"

# at most keep_commands (3 here) ended commands keep their pipes read:
# the oldest one's close when a fourth lingers
for n in 1 2 3 4; do
  sx l1 "(trap '' PIPE; while [ ! -e go ]; do sleep 0.05; done; echo x$n || touch epipe$n; touch done$n) & echo s$n" >/dev/null
done
touch "$W/go"
check "the four left-behind processes finish" wait_for test -e "$W/done1" -a -e "$W/done2" -a -e "$W/done3" -a -e "$W/done4"
is "$(cd "$W" && ls epipe* 2>/dev/null | tr '\n' ' ')" "epipe1 " "only the oldest lost its output pipes"
check "sbxexec's log says so" grep -q "closing the output pipes of c" "$(sb_dir l1)"/exec/sbxexec.log "$(sb_dir l1)"/sbxexec.log
check "stop" sb_stop l1
done_testing
