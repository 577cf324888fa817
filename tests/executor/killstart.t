#!/bin/bash
# killstart.t: a kill that lands while a command is "starting" (its
# process not yet in its cgroup) is not lost: daemon.c (10).  The spare's
# recvmsg is delayed with strace to hold the command in "starting".
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"
command -v strace >/dev/null || skip_all "no strace"

check "sandbox starts" sb_start k1
W=$(sb_dir k1)/workspace
sx k1 true
sb_init() { awk '{print $1}' "/proc/$(sb_exec_pid "$1")/task/$(sb_exec_pid "$1")/children"; }
spare=$(pgrep -P "$(sb_init k1)" -x sbx-spare)
check "a spare waits" test -n "$spare"

# starting_id NAME: the id ps shows as "starting"
starting_id() {
  sbxctl --json ps "$1" | python3 -c 'import json,sys
print(" ".join(c["id"] for c in json.load(sys.stdin) if c["state"] == "starting"))'
}

has_starting() { [ -n "$(starting_id "$1")" ]; }

# hold NAME: strace delays the spare's next recvmsg by 3 s
hold() {
  strace -q -p "$spare" -e trace=recvmsg -e inject=recvmsg:delay_exit=3000000 -o /dev/null &
  ST=$!
  at_exit "kill $ST"
  sleep 0.5
}

for sig in TERM KILL; do
  rm -f "$W/survived"
  spare=$(pgrep -P "$(sb_init k1)" -x sbx-spare)
  hold
  sbxctl exec -d k1 -- sh -c 'sleep 2; echo survived > /workspace/survived' >"$T/id" &
  EX=$!
  wait_for has_starting k1
  id=$(starting_id k1)
  is "$(echo "$id" | wc -w)" 1 "one command is starting ($id)"
  rc 0 "kill --signal $sig of the starting command answers ok" sbxctl kill k1 "$id" --signal "$sig"
  wait "$EX"
  kill "$ST" 2>/dev/null; wait "$ST" 2>/dev/null
  sleep 2.5
  check_fails "... and the command did not run on to write its file" test -e "$W/survived"
  st=$(sbxctl --json wait k1 "$id" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["reason"], r["exit_code"] != 0)')
  is "$st" "killed True" "... its record says killed, with a non-zero code"
done
# --json: an answer on stdout, as every other command's (it printed nothing)
id=$(sbxctl --json exec -d k1 -- sleep 30 | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
is "$(sbxctl --json kill k1 "$id" --signal KILL | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["name"], d["id"] == sys.argv[1], d["signal"], d["signalled"])' "$id")" \
   "k1 True 9 True" "kill --json: name, id, signal, signalled"
sbxctl wait k1 "$id" >/dev/null 2>&1
is "$(sbxctl --json kill k1 "$id" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["signalled"])')" \
   "False" "... of a command that ended: signalled false"
done_testing
