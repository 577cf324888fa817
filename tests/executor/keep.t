#!/bin/bash
# keep.t: [exec] keep_commands and log_budget.  A sandbox keeps the
# records and logs of its last N ended commands; older ones are forgotten
# (their directories deleted, their memory freed) when a command starts
# or ps runs, so a long-lived sandbox's ps, disk and sbxexec's memory stay
# bounded.  Running commands, and ended ones that left processes running,
# stay.  Its logs together take log_budget bytes at most.
. "$(dirname "$0")/../lib.sh"
EXEC_INI="keep_commands = 5"
. "$(dirname "$0")/common.sh"

ids() { sbxctl --json ps "$1" | python3 -c 'import json,sys; print(" ".join(c["id"] for c in json.load(sys.stdin)))'; }
ndirs() { find "$(sb_dir "$1")/exec/cmds" -mindepth 1 -maxdepth 1 -type d | wc -l; }

check "sandbox starts" sb_start k1
b=$(sbxctl exec -d k1 -- echo run 1 </dev/null); b=${b#c}     # a run's serials follow on
sbxctl wait k1 "c$b" >/dev/null
for i in $(seq 2 12); do sx k1 "echo run $i" >/dev/null; done
is "$(ids k1)" "c$((b+7)) c$((b+8)) c$((b+9)) c$((b+10)) c$((b+11))" "ps lists the last 5 of 12 ended commands"
is "$(ndirs k1)" 5 "their 5 directories are all that is left"
check_fails "logs of a forgotten command: no such command" sbxctl logs k1 "c$b"
is "$(sbxctl logs k1 "c$((b+11))")" "run 12" "the newest's log is kept"

# running, and ended with a process left behind: kept however many end
run=$(sbxctl exec -d k1 -- sleep 60 </dev/null)
left=$(sbxctl exec -d k1 --cwd /tmp -- sh -c 'sleep 60 & exit 0' </dev/null)
diag "running: $run, left a process: $left"
check "the second has ended" wait_for sbxctl wait k1 "$left"
for i in $(seq 10); do sx k1 "echo more $i" >/dev/null; done
got=" $(ids k1) "
check "a running command is kept ($run)" grep -q " $run " <<<"$got"
check "an ended command whose process still runs is kept ($left)" grep -q " $left " <<<"$got"
is "$(wc -w <<<"$got")" 7 "... besides the last 5 ended"
sbxctl kill k1 "$run" >/dev/null 2>&1
sbxctl kill k1 "$left" >/dev/null 2>&1
sx k1 true
got=" $(ids k1) "
gone() { ! grep -q " $run \| $left " <<<"$got"; }
check "once killed, they are forgotten in turn" gone
is "$(wc -w <<<"$got")" 5 "5 left"

# many commands: sbxexec's memory does not grow with them (before
# keep_commands it grew about 5 kB a command: 1,472 kB over these 300)
pid=$(sb_exec_pid k1)
rss() { awk '/^VmRSS/ {print $2}' "/proc/$1/status"; }
for i in $(seq 50); do sx k1 true; done
r0=$(rss "$pid")
for i in $(seq 300); do sx k1 true; done
r1=$(rss "$pid")
ids k1 >/dev/null       # ps forgets too
diag "sbxexec RSS after 50 commands: $r0 kB, after 300 more: $r1 kB"
if is_asan; then __n=$((__n+1)); echo "ok $__n # SKIP memory bound: ASan's quarantine holds freed memory"
else check "sbxexec's memory stays bounded (grew $((r1 - r0)) kB over 300 commands)" test $((r1 - r0)) -lt 512; fi
is "$(ndirs k1)" 5 "5 directories"

# a command whose own last line reads as the cut marker (its record
# says truncated: false) stays so across a restart: the next sbxexec
# took the log's last line over its status.json
sp=$(sbxctl exec -d k1 -- sh -c 'echo hello; echo "[sbx: output truncated: log_max of 16 bytes reached]"' </dev/null)
sbxctl wait k1 "$sp" >/dev/null

# a restart keeps the bound: an earlier run's commands count too
check "stop" sbxctl stop k1
check "start again" sbxctl start k1
wait_for sbxctl ps k1
is "$(ps_field k1 "$sp" truncated)" "False" "output that ends like the cut marker is not truncated after a restart"
is "$(wc -w <<<"$(ids k1)")" 5 "after a restart ps lists 5"
sx k1 "echo after" >/dev/null
is "$(wc -w <<<"$(ids k1)")" 5 "and still 5 after the next command"
is "$(ndirs k1)" 5 "5 directories"

# [exec] log_budget: the logs of a sandbox together (they were bounded
# only by keep_commands x log_max, 16 GiB by default, outside any quota)
sed "s|^\[exec\]\$|[exec]\nlog_budget = 1M\nlog_max = 0|" "$SBX_CONFIG" > "$T/budget.ini"
export SBX_CONFIG=$T/budget.ini
check "a sandbox with log_budget = 1M starts" sb_start k2
logbytes() { find "$(sb_dir k2)/exec/cmds" -name log -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }
b=$(sbxctl exec -d k2 -- head -c 300000 /dev/zero </dev/null); b=${b#c}
sbxctl wait k2 "c$b" >/dev/null
for i in 2 3 4; do sx k2 'head -c 300000 /dev/zero' >/dev/null; done
got=" $(ids k2) "
check "past the budget the oldest ended command is forgotten" bash -c "! grep -q ' c$b ' <<<'$got'"
is "$(wc -w <<<"$got")" 3 "... and the 3 that fit are kept"
is "$(sbxctl logs k2 "c$((b+3))" | wc -c)" 300000 "the newest's log is whole"
id=$(sbxctl exec -d k2 -- sh -c 'head -c 3000000 /dev/zero; echo end >&2' </dev/null)
sbxctl wait k2 "$id" >/dev/null
b=$(logbytes)
check "a running command's log stops at the budget ($b bytes of logs)" test "$b" -le 1048576
check "... the others forgotten first, as it grew" test "$(stat -c %s "$(sb_dir k2)/exec/cmds/$id/log")" -gt 1048000
check "... and gone" test "$(ids k2)" = "$id"
check "... cut with a marker naming it" grep -q "log_budget" "$(sb_dir k2)/exec/cmds/$id/log"
is "$(ps_field k2 "$id" truncated)" "True" "... its record says truncated"
sbxctl stop k2 >/dev/null; sbxctl start k2 >/dev/null 2>&1; wait_for sbxctl ps k2
is "$(ps_field k2 "$id" truncated)" "True" "... and still after a restart"
sx k2 'head -c 300000 /dev/zero' >/dev/null
check "after a restart an earlier run's logs count too" test "$(logbytes)" -le 1048576

done_testing
