#!/bin/bash
# The spare (executor/init.c (4) (5)): init keeps one child forked ahead
# of the next request; commands started from it are the same as forked
# ones, it holds nothing of other commands, and one that dies is replaced.
# Neither holds sbxctl's environment (credentials from it included).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

# a secret in sbxctl's environment (as when S3 credentials come from it)
export SBX_TEST_SECRET=spare-t-secret AWS_SECRET_ACCESS_KEY=spare-t-secret
check "sandbox starts" sb_start p1
unset SBX_TEST_SECRET AWS_SECRET_ACCESS_KEY
sx p1 true

# sb_spare NAME: pid (on the host) of the sandbox's spare, if any
sb_init() { cat "/proc/$(sb_exec_pid "$1")/task/$(sb_exec_pid "$1")/children" | awk '{print $1}'; }
sb_spare() { pgrep -P "$(sb_init "$1")" -x sbx-spare; }

check "a spare waits between commands" wait_for sb_spare p1
spare=$(sb_spare p1)
# (6): init and the spare are root in the sandbox's PID namespace
check "sbxexec was started with the secret in its environment" grep -qa spare-t-secret "/proc/$(sb_exec_pid p1)/environ"
check_fails "init holds no environment of sbxctl's" grep -qa spare-t-secret "/proc/$(sb_init p1)/environ"
check_fails "nor does the spare" grep -qa spare-t-secret "/proc/$spare/environ"
# (4): stdio, its socket, its exec pipe; no pipe of another command
is "$(ls "/proc/$spare/fd" | wc -l)" "5" "the spare holds five fds"
is "$(grep ^Seccomp: "/proc/$spare/status")" "Seccomp:	2" "its filter is in place before a request"
# a command started from a spare is the command a fork gave
is "$(sx p1 'grep ^Seccomp_filters: /proc/self/status')" "Seccomp_filters:	1" "one filter, not two"
is "$(sx p1 'grep ^CapEff: /proc/self/status')" "CapEff:	0000000000000000" "no capabilities"
is "$(sx p1 'grep ^SigBlk: /proc/self/status')" "SigBlk:	0000000000000000" "no signal blocked"
is "$(sbxctl exec p1 -- python3 -c 'import os; print(os.getsid(0) == os.getpid())' </dev/null)" "True" "its own session"
is "$(sx p1 'python3 -c "import os; print(sorted(os.listdir(\"/proc/self/fd\")))"')" "['0', '1', '2', '3']" "only stdio open"
is "$(sx p1 'cat /proc/self/comm')" "cat" "named for what it runs"
check "in its own cgroup" sh -c "sbxctl exec p1 -- cat /proc/self/cgroup </dev/null | grep -q 'pids:/sbx/.*/c[0-9]*$'"
check "a new spare after each command" test "$(sb_spare p1)" != "$spare"

# (5): a spare that dies is forgotten; the next command is forked, and
# a spare is there again after it
kill -KILL "$(sb_spare p1)"
sleep 0.2
is "$(sbxctl exec p1 -- echo forked </dev/null)" "forked" "a command after the spare died"
check "a spare again" wait_for sb_spare p1
is "$(sbxctl exec p1 -- echo spare </dev/null)" "spare" "and one from it"
done_testing
