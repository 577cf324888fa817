#!/bin/bash
# ended.t: what is said of a command that ended: the exit event carries
# its whole record, a record's log_size is the log's after sbxexec
# restarts, and a spawn error reaches the terminal escaped.
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
done_testing
