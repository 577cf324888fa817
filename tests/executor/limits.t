#!/bin/bash
# Limits: each stops its runaway and ps says why; the sandbox lives on.
. "$(dirname "$0")/../lib.sh"
EXEC_INI="[fs]
quota_bytes = 8M"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start m1

# fork bomb: the pids limit holds it, the timeout ends it
start=$(date +%s)
sbxctl exec m1 --pids 40 --timeout 3 -- bash -c 'while :; do sleep 4711 & done' </dev/null >/dev/null 2>&1
rc=$?
check "fork bomb ended by the timeout" test "$rc" -ge 128
check "within a few seconds" test $(( $(date +%s) - start )) -lt 15
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
r=$(ps_field m1 "$id" reason)
check "ps reports the pids limit ($r)" grep -q pids <<<"$r"
check "and the timeout ($r)" grep -q timeout <<<"$r"
m1_uid=$(sx m1 "id -u")
check "m1 runs as uid $m1_uid" test -n "$m1_uid"
check_fails "none of the bomb survives" pgrep -u "$m1_uid" -f "sleep 471[1]"

# memory hog: OOM-killed
sbxctl exec m1 --memory 64M -- python3 -c 'a = b"x" * (400 << 20); print(len(a))' </dev/null >/dev/null 2>&1
is "$?" 137 "memory hog is killed (137)"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "oom" "ps reports oom"
is "$(sx m1 'python3 -c "a = b\"x\" * (16 << 20); print(len(a))"')" "16777216" "a modest allocation is fine"
# Each command had a memory cgroup of its own, and a page it left (a file
# in /tmp, the sandbox's tmpfs) kept that cgroup alive after its end, a
# dying one: ~20 KiB of kernel memory outside any limit per command
# (2000 commands: +2004 memory cgroups on the host).  A command without a
# memory limit of its own now charges the sandbox's one shared memory
# cgroup, one with a limit of its own one that later such commands reuse
# (as every command has with a sandbox's stored limits); pids and CPU
# time stay per command (they pin nothing).  executor/cgroup.c (6)
cgs() { awk -v k="$1" '$1==k{print $3}' /proc/cgroups; }
m0=$(cgs memory) p0=$(cgs pids)
for i in $(seq 100); do
  sbxctl exec m1 -- sh -c "echo x > /tmp/f$i" </dev/null
  sbxctl exec m1 --memory 64M -- sh -c "echo x > /tmp/g$i" </dev/null
done
is "$(sx m1 'ls /tmp | grep -c "^[fg][0-9]"')" 200 "200 commands left a file each in /tmp"
check "and the host's memory cgroups grew by far less (+$(( $(cgs memory) - m0 )))" \
  test $(( $(cgs memory) - m0 )) -lt 60
check "nor did its pids cgroups pile up (+$(( $(cgs pids) - p0 )))" test $(( $(cgs pids) - p0 )) -lt 60
is "$(sbxctl exec m1 -- cat /proc/self/cgroup </dev/null | grep -c ':pids:/sbx/.*/c[0-9]*$')" 1 \
   "a command still has a pids cgroup of its own"
sbxctl exec m1 --memory 64M -- python3 -c 'a = b"x" * (400 << 20)' </dev/null >/dev/null 2>&1
is "$?" 137 "one with --memory of its own is still held to it"
# what one left in a reused memory cgroup is not taken from the next's limit
sbxctl exec m1 --memory 48M -- sh -c 'head -c 32M /dev/zero > /tmp/left' </dev/null
is "$(sbxctl exec m1 --memory 48M -- python3 -c 'a = b"x" * (32 << 20); print(len(a))' </dev/null 2>&1)" \
   33554432 "32 MiB left in /tmp by one at --memory 48M, the next still gets 32 MiB"
sx m1 'rm -f /tmp/f* /tmp/g* /tmp/left'
# ... and the sandbox's limit holds them, ps naming the one it killed
cp "$SBX_CONFIG" "$T/sbx.ini.orig"
printf '[exec]\nmemory_max = 64M\npids_max = 50\n' >>"$SBX_CONFIG"
check "a sandbox of memory_max 64M, pids_max 50 starts" sb_start m3
cp "$T/sbx.ini.orig" "$SBX_CONFIG"
sbxctl exec m3 -- python3 -c 'a = b"x" * (400 << 20)' </dev/null >/dev/null 2>&1
is "$?" 137 "a memory hog there with no limit of its own is killed (137)"
id=$(sbxctl --json ps m3 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m3 "$id" reason)" "oom" "ps reports oom"
sbxctl exec m3 -- sh -c 'kill -KILL $$' </dev/null >/dev/null 2>&1
id=$(sbxctl --json ps m3 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m3 "$id" reason)" "" "a later command's KILL is not taken for it"
# a record's limits are those in force: the sandbox's where they are lower
lims() { sbxctl --json ps m3 | python3 -c 'import json,sys; l=json.load(sys.stdin)[-1]["limits"]; print(l["memory"], l["pids"])'; }
sbxctl exec m3 --memory 1G --pids 100000 -- true </dev/null
is "$(lims)" "67108864 50" "--memory 1G --pids 100000 in a 64M, 50-pid sandbox: its record says 64M, 50"
sbxctl exec m3 --memory 32M --pids 10 -- true </dev/null
is "$(lims)" "33554432 10" "... and a command's own lower ones as asked"
# a spawn its pids_max refuses says so (not only "Resource temporarily
# unavailable"): a detached filler keeps the sandbox at 50, init's fork fails
fill=$(sbxctl exec -d m3 -- python3 -c 'import os, time
while True:
    try:
        os.fork() or (time.sleep(60), os._exit(0))
    except OSError:
        time.sleep(0.01)')
for i in $(seq 50); do sbxctl exec m3 -- true </dev/null 2>"$T/err" || break; sleep 0.1; done
check "a spawn the sandbox's pids_max refused names it ($(head -c 160 "$T/err"))" \
  grep -q "the sandbox runs [0-9]* processes, its limit (\[exec\] pids_max = 50)" "$T/err"
sbxctl kill --signal KILL m3 "$fill"
sbxctl stop m3 >/dev/null 2>&1

# disk filler: the file size limit
sbxctl exec m1 --fsize 1M -- sh -c 'exec head -c 10000000 /dev/zero > big' </dev/null 2>/dev/null
is "$?" 153 "disk filler gets SIGXFSZ (153)"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "fsize" "ps reports fsize"
is "$(stat -c %s "$(sb_dir m1)/workspace/big")" 1048576 "the file stopped at the limit"
# a child that dies of it is seen by its parent alone (executor/README.md)
sbxctl exec m1 --fsize 1M -- sh -c 'head -c 2000000 /dev/zero > big; exit $?' </dev/null 2>/dev/null
is "$?" 153 "a shell's child gets SIGXFSZ: the shell's 153"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "" "... and no reason (documented: the cgroup never sees it)"

# runaway loop: CPU time
sbxctl exec m1 --cpu 1 -- python3 -c 'while True: pass' </dev/null 2>/dev/null
is "$?" 152 "runaway loop gets SIGXCPU (152)"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "cpu" "ps reports cpu"
sbxctl exec m1 --cpu 1 -- sh -c 'trap "" XCPU; while :; do :; done' </dev/null 2>/dev/null
is "$?" 137 "a loop that ignores SIGXCPU gets SIGKILL at the hard limit (137)"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "cpu" "... and ps still says cpu"
# one that handles SIGXCPU and exits 0: the kernel's tick-sampled
# RLIMIT_CPU came before the cgroup's check, the record had no reason and
# exec exited 0
sbxctl exec m1 --cpu 1 -- sh -c 'trap "exit 0" XCPU; while :; do :; done' </dev/null 2>"$T/xcpu.err"
is "$?" 124 "a loop that handles SIGXCPU and exits 0: exec exits 124"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "cpu" "... ps says cpu"
check "... and exec says so" grep -q "command ended: cpu" "$T/xcpu.err"
is "$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["limits"]["cpu"])')" 1 \
   "... its record keeps the limit asked for"
# --cpu is the command's, all its processes together: RLIMIT_CPU alone
# counts per process, and five children of 1.5 CPU-seconds each (7.5 in
# all) ran to the end under --cpu 2, exit 0, no reason
start=$(date +%s)
sbxctl exec m1 --cpu 2 -- sh -c 'for i in 1 2 3 4 5; do timeout 1.5 sh -c "while :; do :; done"; done
echo finished' </dev/null >"$T/out" 2>/dev/null
is "$?" 152 "children one after another add up: stopped past --cpu 2 (152)"
check "within a bounded time ($(( $(date +%s) - start )) s)" test $(( $(date +%s) - start )) -lt 7
check_fails "before it finished" grep -q finished "$T/out"
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "cpu" "ps reports cpu"
check_fails "none of its processes survive" pgrep -u "$m1_uid" -f "while :; do :; don[e]"
# two at once, each ignoring SIGXCPU: the KILL a second later ends both
start=$(date +%s)
sbxctl exec m1 --cpu 2 -- sh -c 'trap "" XCPU; (trap "" XCPU; while :; do :; done) & while :; do :; done' \
  </dev/null 2>/dev/null
is "$?" 137 "two loops that ignore SIGXCPU get SIGKILL (137)"
check "within a bounded time ($(( $(date +%s) - start )) s)" test $(( $(date +%s) - start )) -lt 6
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "cpu" "... and ps says cpu"
check_fails "the background loop does not survive" pgrep -u "$m1_uid" -f "while :; do :; don[e]"
# what a command left running after its end is held to the same total
sbxctl exec m1 --cpu 2 -- sh -c '(for i in 1 2 3 4 5 6; do timeout 1.5 sh -c "while :; do :; done"; done
echo survived > cpu_left.txt) >/dev/null 2>&1 & echo started' </dev/null >/dev/null 2>&1
end=$((SECONDS + 7))
while [ $SECONDS -lt $end ] && pgrep -u "$m1_uid" -f "echo surviv[e]" >/dev/null; do sleep 0.1; done
check_fails "what it left running is killed past the limit too (in 7 s)" pgrep -u "$m1_uid" -f "echo surviv[e]"
check_fails "before it finished" test -e "$(sb_dir m1)/workspace/cpu_left.txt"
is "$(sbxctl exec m1 --cpu 2 -- sh -c 'timeout 0.5 sh -c "while :; do :; done"; echo under' </dev/null 2>&1)" \
   "under" "a command under its CPU limit runs to its end"

# wall time
start=$(date +%s)
sbxctl exec m1 --timeout 1 -- sleep 60 </dev/null
is "$?" 143 "a sleeper past its timeout gets TERM"
check "after about the timeout" test $(( $(date +%s) - start )) -lt 6
id=$(sbxctl --json ps m1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["id"])')
is "$(ps_field m1 "$id" reason)" "timeout" "ps reports timeout"
# one that handles the TERM and exits 0 still exits 124 (as timeout(1)):
# a timed-out run is no success
sbxctl exec m1 --timeout 1 -- sh -c 'trap "exit 0" TERM; sleep 60 & wait' </dev/null 2>"$T/err"
is "$?" 124 "a command past its timeout that exits 0 on TERM: 124"
check "... the reason on stderr" grep -q "command ended: timeout" "$T/err"
sbxctl exec m1 --timeout 1 -- sh -c 'trap "exit 5" TERM; sleep 60 & wait' </dev/null 2>/dev/null
is "$?" 5 "... one that exits 5 on it: its own code"
# a stopped (SIGSTOP'd) one gets CONT after the TERM, so its handler runs
# (it had TERM pending until KILL after kill_grace: 137)
sbxctl exec m1 --timeout 1 -- sh -c 'trap "exit 6" TERM; kill -STOP $$; sleep 1' </dev/null 2>/dev/null
is "$?" 6 "a stopped command past its timeout: CONT after TERM, its handler runs"

# open files
check_fails "nofile limits open files" sbxctl exec m1 --nofile 16 -- python3 -c 'import os; [os.open("/dev/null", 0) for i in range(64)]'
check "under the limit is fine" sbxctl exec m1 --nofile 64 -- python3 -c 'import os; [os.open("/dev/null", 0) for i in range(16)]'

# the workspace quota (sbxfs's)
if mountpoint -q "$(sb_dir m1)/workspace"; then
  check_fails "the workspace quota stops a disk filler" sx m1 'head -c 30000000 /dev/zero > filler'
  sx m1 'rm -f filler'
  check "and space comes back when it is removed" sx m1 'head -c 1000000 /dev/zero > small'
else
  diag "workspace is not an sbxfs mount: no quota to test"
fi

# A limit out of range was skipped or overflowed: nofile 2^63-1 gave the
# command sbxexec's own limit (setrlimit refused it, silently), cpu
# 2^63-1 overflowed its hard limit (+1).  Now refused, with the range.
big=9223372036854775807
for k in nofile cpu pids; do
  sbxctl exec m1 --$k $big -- sh -c 'ulimit -n; ulimit -t' </dev/null >"$T/out" 2>&1
  # cpu's and pids' bounds are constants, said by sbxctl before any wake;
  # nofile's is sbxexec's own hard limit, said by it
  check "limits.$k = 2^63-1 is refused ($(head -c 80 "$T/out"))" \
    grep -Eq "limits.$k must be a whole number from 0 to|exec: --$k '$big': at most [0-9]+$" "$T/out"
done
# the most: sbxexec's own hard limit (a command cannot raise it)
nr=$(sbxctl exec m1 --nofile $big -- true 2>&1 </dev/null | sed -n 's/.* from 0 to \([0-9]*\).*/\1/p')
check_fails "nofile past sbxexec's own hard limit (${nr:-?}) is refused" sbxctl exec m1 --nofile $((nr + 1)) -- true </dev/null
is "$(sbxctl exec m1 --nofile "$nr" -- sh -c 'ulimit -n' </dev/null 2>&1)" "$nr" "nofile at it is given"
# and a limit the kernel refuses (here [exec] nofile past that, a default
# nothing checks against the kernel) ends the command, reported
cp "$SBX_CONFIG" "$T/sbx.ini.orig"
printf '[exec]\nnofile = %d\n' $((nr + 1)) >>"$SBX_CONFIG"
check "a sandbox whose default nofile is past it starts" sb_start m2
cp "$T/sbx.ini.orig" "$SBX_CONFIG"
sbxctl exec m2 -- sh -c 'ulimit -n' </dev/null >"$T/out" 2>&1
check "its command does not run" test $? -ne 0
check "and says why ($(head -c 80 "$T/out"))" grep -q "limit nofile" "$T/out"
sbxctl stop m2 >/dev/null 2>&1

# A memory limit below what a command needs to start (true took 0.5 MiB,
# python3 -c pass 4, node -e 0 15; init 2.5 and a spare 1.4 are the
# sandbox's) OOM-killed it at once, exit 137, "command ended: oom": at 1
# byte or 4 KiB every command (a sandbox whose stored limit it was ran
# nothing), at 1M python3 and node.  Now 0 (none) or at least 16M, as
# [exec] memory_max.
for m in 1 4096 1M; do
  rc 2 "exec --memory $m is bad usage" sh -c "sbxctl exec m1 --memory $m -- true </dev/null"
  check "and names the floor" grep -q "at least 16M" "$T/.rc.out"
  rc 2 "create --limit memory=$m is bad usage" sbxctl create mm --limit memory=$m
  check "and names the floor" grep -q "at least 16M" "$T/.rc.out"
  rc 2 "update --limit memory=$m is bad usage" sbxctl update m1 --limit memory=$m
done
python3 "$(dirname "$0")/rawexec.py" "$(sb_dir m1)/exec/sock" reply \
  '{"op":"exec","argv":["true"],"limits":{"memory":4096}}' >"$T/out" 2>&1
check "the executor refuses limits.memory 4096 ($(head -c 100 "$T/out"))" \
  grep -q "limits.memory must be 0 (none) or at least 16M" "$T/out"
is "$(sbxctl exec m1 --memory 16M -- python3 -c 'print(1)' </dev/null 2>&1)" "1" \
   "at the floor, 16M, python3 runs"
rc 0 "create --limit memory=16M" sbxctl create mm --limit memory=16M
at_exit "sb_stop mm"
is "$(sx mm 'echo ok' 2>/dev/null)" "ok" "a sandbox whose stored limit is the floor runs its commands"

is "$(sx m1 'echo alive')" "alive" "the sandbox survives all of it"
done_testing
