#!/bin/bash
# Foreground exec: output, exit codes, stdin, cwd, env, errors, ps.
. "$(dirname "$0")/../lib.sh"
EXEC_INI="env_allow = FOO,APP_*"
. "$(dirname "$0")/common.sh"

check "sandbox starts" sb_start b1
is "$(sbxctl exec b1 -- echo hello </dev/null)" "hello" "stdout comes back"
is "$(sbxctl exec b1 -- sh -c 'echo out; echo err >&2' </dev/null 2>/dev/null)" "out" "stdout only on stdout"
is "$(sbxctl exec b1 -- sh -c 'echo out; echo err >&2' </dev/null 2>&1 >/dev/null)" "err" "stderr only on stderr"
sbxctl exec b1 -- sh -c 'exit 7' </dev/null; is "$?" 7 "exit code passes through"
sbxctl exec b1 -- sh -c 'kill -USR1 $$' </dev/null 2>/dev/null; is "$?" 138 "signal N gives 128+N"
# sbxctl's own failures exit 125 (as docker run, env(1), timeout(1)), so
# that a platform tells "the sandbox could not run it" from the command's
# own 1 (grep found nothing); the command's 1 stays 1 (tools/README.md)
rc 1 "a command that exits 1 gives 1" sbxctl exec -n b1 -- false
rc 125 "exec of a sandbox that is none: 125, not 1" sbxctl exec nosuch -- true
check "... saying so" grep -q "nosuch" "$T/.rc.out"
rc 125 "exec with a config that does not load: 125" sbxctl --config "$T/nonexist.ini" exec b1 -- true
rc 125 "exec of an env name the executor refuses: 125" sbxctl exec b1 --env SECRET=1 -- true
check "... saying so" grep -q "SECRET" "$T/.rc.out"
wid=$(sbxctl exec -d b1 -- sh -c 'exit 1' </dev/null)
rc 1 "wait of a command that exited 1 gives 1" sbxctl wait b1 "$wid"
rc 125 "wait of an id the sandbox does not know: 125" sbxctl wait b1 c999
rc 125 "wait of a sandbox that is none: 125" sbxctl wait nosuch c1
rc 125 "wait with a config that does not load: 125" sbxctl --config "$T/nonexist.ini" wait b1 "$wid"
# a sandbox whose wake fails (its sbxexec exits at once: [exec] rootfs
# missing): exec and wait exit 125
sed "s|^\[exec\]\$|[exec]\nrootfs = $T/nonexist|" "$SBX_CONFIG" >"$T/norootfs.ini"
sbxctl create w1 >/dev/null
at_exit "sbxctl stop w1"
rc 125 "exec of a sandbox whose wake fails: 125" sbxctl --config "$T/norootfs.ini" exec w1 -- true
check "... saying why" grep -q "sbxexec exited" "$T/.rc.out"
rc 125 "wait of such a sandbox: 125" sbxctl --config "$T/norootfs.ini" wait w1 c1
# output that cannot be written ends the command as a closed pipe ends its
# writer (exec -- yes | head ran until killed), and never exits 0
r=$(timeout 20 sbxctl exec b1 -- yes </dev/null | head -1; echo "${PIPESTATUS[0]}")
is "$r" "y
141" "exec -- yes | head -1: the command gets SIGPIPE (141), as in a pipe"
sbxctl exec b1 -- seq 1 100000 </dev/null >/dev/full 2>"$T/full.err"; r=$?
check "exec to a full disk fails (exit $r)" test "$r" != 0 -a "$r" != 124
check "... and says why" grep -q "could not write the command's output: No space left" "$T/full.err"
# sbxctl started with stdout or stdin closed: its executor socket must not
# take fd 1 or 0 (the command's output went into the control connection,
# where a line of JSON could signal the command; stdin read the socket)
# (and its output, with nowhere to go, fails the exec as it fails cat
# or echo, EBADF: it went into /dev/null, exit 0)
sbxctl exec b1 -- sh -c 'printf "{\"op\":\"signal\",\"signal\":9}\n"; echo ran >fd1' </dev/null >&- 2>"$T/closed.err"
r=$?
is "$(sbxctl --json ps b1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1].get("signal") != 9)')" True \
   "exec with stdout closed: its output did not reach the executor as a request (no SIGKILL)"
check "... the exec fails (exit $r): its output had nowhere to go" test "$r" != 0
check "... and says why" grep -q "could not write the command's output: Bad file descriptor" "$T/closed.err"
rc 0 "exec with stdout closed and no output: exit 0" sh -c "sbxctl exec b1 -- true </dev/null >&-"
lid=$(sbxctl exec -d b1 -- echo logged </dev/null); sbxctl wait b1 "$lid" >/dev/null
rc 1 "logs with stdout closed: exit 1" sh -c "sbxctl logs b1 $lid >&-"
r=$(timeout 20 sbxctl exec b1 -- sh -c 'cat; echo eof' <&-; echo "rc $?")
is "$r" "eof
rc 0" "exec with stdin closed: the command reads EOF"
is "$(printf 'abc\ndef\n' | sbxctl exec b1 -- tr a-z A-Z)" "ABC
DEF" "stdin passes through"
is "$(sbxctl exec b1 -- pwd </dev/null)" "/workspace" "cwd is /workspace"
# every sandbox runs as a uid of its own ([exec] uid_base + its slot)
u=$(sbxctl exec b1 -- id -u </dev/null)
check "runs as a uid of its own, in [exec] uid_base.. (got $u)" test "${u:-0}" -ge 1000000000 -a "${u:-0}" -lt 1000065536
is "$(sbxctl exec b1 -- id -g </dev/null)" "$u" "... its gid the same number"
sx b1 'echo mine > owned'
is "$(stat -c '%u:%g' "$(sb_dir b1)/workspace/owned")" "$u:$u" "the host sees its files owned by that uid"
sx b1 'mkdir -p sub'
is "$(sbxctl exec b1 --cwd sub -- pwd </dev/null)" "/workspace/sub" "--cwd is relative to /workspace"
is "$(sbxctl exec b1 --env FOO=bar --env APP_X=1 -- sh -c 'echo $FOO$APP_X' </dev/null)" "bar1" "allowed env reaches the command"
rc 2 "--env =x (no name) is bad usage" sbxctl exec b1 --env =x -- true
# a name that is no environment variable name ([A-Za-z_][A-Za-z0-9_]*) is
# refused by sbxctl, in one line naming it: before, one env_allow's APP_*
# matched reached the command
for e in 'APP_x y=1' '1A=2' 'APP-X=1' '=x'; do
  rc 2 "--env '$e': not a name, exit 2" sbxctl exec b1 --env "$e" -- true
  is "$(cat "$T/.rc.out")" "sbxctl: exec: --env '${e%%=*}': not an environment variable name ([A-Za-z_][A-Za-z0-9_]*)" "... saying so, naming it"
done
is "$(sbxctl exec b1 --env APP__1=1 --env APP_x9=2 --env FOO= -- sh -c 'echo "$APP__1$APP_x9[$FOO]"' </dev/null)" "12[]" "valid names env_allow allows still reach the command"
rc 125 "... and one it does not allow is still the executor's refusal" sbxctl exec b1 --env BAR_x=1 -- true
# ... and the executor refuses such a name from any client of its socket
# (it took all but '' and '='): 'APP_x y' passed env_allow's APP_*
for e in 'APP_x y' '1APP' 'APP-x'; do
  is "$(python3 -c 'import json,socket,sys
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.settimeout(10)
s.sendall(json.dumps({"op": "exec", "argv": ["true"], "env": {sys.argv[2]: "1"}}).encode() + b"\n")
for l in s.makefile("rb"):
    d = json.loads(l)
    if "error" in d or d.get("event") == "started":
        print(d.get("error", "started")); break' "$(sb_dir b1)/exec/sock" "$e")" "exec: bad env entry '$e'" \
     "the executor refuses env name '$e' from a client of its socket"
done
check "... saying env_allow" grep -q "BAR_x is not in \[exec\] env_allow" "$T/.rc.out"
# conf/sbx.ini names every /etc entry a sandbox reads (executor/init.c)
src=$SBX_TESTS/..
missing=$(python3 - "$src/executor/init.c" "$src/conf/sbx.ini" <<'PY'
import fnmatch, re, sys
c = open(sys.argv[1]).read()
keep = re.findall(r'"([^"]+)"', re.search(r'exec__etc\(.*?keep\[\] = \{(.*?)\};', c, re.S).group(1))
ini = open(sys.argv[2]).read()
said = re.search(r"; Every sandbox reads that /etc's (.*?)\(executor/init.c\)", ini, re.S).group(1)
words = re.findall(r"[A-Za-z0-9_.*-]+", said.replace(";", " "))
print(" ".join(k for k in keep if not any(fnmatch.fnmatch(k, w) for w in words)))
PY
)
is "$missing" "" "conf/sbx.ini's rootfs names every /etc entry init.c binds"
sbxctl exec b1 -- /no/such/program </dev/null 2>"$T/err"; is "$?" 127 "missing program exits 127"
check "and says why" grep -q "No such file" "$T/err"
check "naming the program" grep -q "/no/such/program: No such file" "$T/err"
# exec -d of a command that cannot start: 127, and the id of its record
id=$(sbxctl exec -d b1 -- /no/such/program </dev/null 2>/dev/null); is "$?" 127 "exec -d of a missing program exits 127"
is "$(ps_field b1 "${id:-none}" state)" "failed" "... and prints the id of its record"
is "$(sx b1 'echo $HOME $PATH')" "/workspace /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" "minimal HOME and PATH"
sx b1 'echo persisted > file.txt'
is "$(cat "$(sb_dir b1)/workspace/file.txt")" "persisted" "writes land in the host workspace"
is "$(sbxctl exec b1 -- head -c 3000000 /dev/zero </dev/null | wc -c)" "3000000" "large output arrives whole"
out=$(sbxctl ps b1)
check "ps lists commands" grep -q "exit 7" <<<"$out"
is "$(sbxctl --json ps b1 | python3 -c 'import json,sys
print(*[c["exit_code"] for c in json.load(sys.stdin) if c["argv"][-1] == "exit 7"])')" "7" "ps keeps exit codes"
# each record has the CPU time its processes used (its cgroup's count),
# so far while it runs; a sleeper's is next to none.  The work is a
# count, not a time: the CPU it takes here on the host is the measure (a
# loop that spun for 2 s of wall clock got less than 1.5 s of CPU on a
# loaded machine); the command's own sh only waits for its child.
loop='i=0; while [ $i -lt 2000000 ]; do i=$((i+1)); done'
t0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
sh -c "$loop"
host_cs=$(( $(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat) - t0 ))    # centiseconds
burn=$(sbxctl exec -d b1 -- sh -c "sh -c '$loop'; true" | tail -1)
nap=$(sbxctl exec -d b1 -- sleep 1 | tail -1)
seen=
for _ in $(seq 40); do
  seen=$(sbxctl --json ps b1 | B=$burn python3 -c 'import json,os,sys
print([c["state"] for c in json.load(sys.stdin) if c["id"] == os.environ["B"] and c.get("cpu_ns", 0) > 2e8])')
  [ "$seen" = "['running']" ] && break
  sleep 0.1
done
is "$seen" "['running']" "ps: a running command's CPU time so far (cpu_ns)"
got=$(sbxctl --json wait b1 "$burn" | python3 -c 'import json,sys; print(json.load(sys.stdin)["cpu_ns"] // 10000000)')
ok $([ "$got" -ge $((host_cs * 7 / 10)) ] && echo 0 || echo 1) \
  "wait: a CPU-bound command's cpu_ns, its child's: ${got} cs (the same count on the host: ${host_cs} cs)"
is "$(sbxctl --json wait b1 "$nap" | python3 -c 'import json,sys; print(0 <= json.load(sys.stdin)["cpu_ns"] < 2e8)')" True \
  "... a sleeper's next to none"
check "ps: a CPU_S column" sh -c "sbxctl ps b1 | grep -q '^$burn  *exited  *0  *-  *[0-9][0-9]*\.[0-9][0-9] '"
# PWD names the cwd (it was /workspace whatever --cwd said)
is "$(sbxctl exec b1 --cwd sub -- printenv PWD </dev/null)" "/workspace/sub" "PWD is the cwd"
is "$(sbxctl exec b1 --cwd /workspace/sub/../.. -- printenv PWD </dev/null)" "/" "... resolved"
is "$(sbxctl exec b1 --cwd /tmp -- printenv PWD </dev/null)" "/tmp" "... outside /workspace too"
is "$(sx b1 'printenv PWD')" "/workspace" "... /workspace by default"
# a --cwd that cannot be entered is sbxctl's failure to run it (125, as env --chdir),
# not the command's "not found" (127) or "cannot execute" (126)
sbxctl exec b1 --cwd nope -- true </dev/null 2>"$T/err"; is "$?" 125 "--cwd DIR that does not exist: 125"
is "$(cat "$T/err")" "sbxctl: exec: --cwd nope: No such file or directory" "... saying so"
sx b1 'mkdir -p locked && chmod 000 locked'
rc 125 "--cwd DIR the user may not enter: 125" sbxctl exec b1 --cwd locked -- true
check "... saying so" grep -qx "sbxctl: exec: --cwd locked: Permission denied" "$T/.rc.out"
id=$(sbxctl exec -d b1 --cwd nope -- true </dev/null 2>/dev/null); is "$?" 125 "exec -d: 125 too"
rc 125 "and its wait: 125" sbxctl wait b1 "${id:-none}"
is "$(ps_field b1 "${id:-none}" reason)" "spawn,cwd" "its record's reason says cwd"
sbxctl exec b1 --cwd sub -- /no/such/program </dev/null 2>/dev/null; is "$?" 127 "a missing program in a --cwd that exists: still 127"
# Ctrl-C reaches the command
sbxctl exec b1 -- sh -c 'trap "echo got INT; exit 42" INT; echo ready; while :; do sleep 0.1; done' \
  </dev/null >"$T/int.out" 2>&1 & cpid=$!
wait_for grep -q ready "$T/int.out"
kill -INT $cpid; wait $cpid; rc=$?
is "$rc" 42 "Ctrl-C reaches the command, which exits its way"
check "the command saw SIGINT" grep -q "got INT" "$T/int.out"
# the socket
sock=$(sb_dir b1)/exec/sock
is "$(stat -c '%a %U %G' "$sock")" "660 root root" "socket is 0660 root:root"
rc 125 "the sandbox user cannot use the socket: 125" setpriv --reuid "$u" --regid "$u" --clear-groups sbxctl exec b1 -- true
rc 125 "nor [exec] uid" setpriv --reuid 65534 --regid 65534 --clear-groups sbxctl exec b1 -- true
check "... saying why" grep -q "Permission denied" "$T/.rc.out"
# a configured socket_group may use it
sed 's/^\[exec\]$/[exec]\nsocket_group = nogroup/' "$SBX_CONFIG" > "$T/group.ini"
SBX_CONFIG=$T/group.ini check "a sandbox with socket_group starts" sb_start g1
is "$(stat -c '%a %G' "$(sb_dir g1)/exec/sock")" "660 nogroup" "socket_group owns the socket"
is "$(SBX_CONFIG=$T/group.ini setpriv --reuid 12345 --regid 65534 --clear-groups sbxctl exec g1 -- echo member </dev/null)" "member" "a member of socket_group can exec"
# uid_count = 0: every sandbox runs as [exec] uid and gid
sed 's/^\[exec\]$/[exec]\nuid_count = 0/' "$SBX_CONFIG" > "$T/shared.ini"
check "a sandbox starts with uid_count = 0" sh -c "SBX_CONFIG=$T/shared.ini sbxctl create s1 >/dev/null && SBX_CONFIG=$T/shared.ini sbxctl start s1 >/dev/null"
at_exit "SBX_CONFIG=$T/shared.ini sbxctl stop s1 >/dev/null 2>&1"
is "$(SBX_CONFIG=$T/shared.ini sbxctl exec s1 -- id -u </dev/null)" "65534" "... and runs as the configured uid"
# the executor lost while the command runs: 125, not the command's code
sbxctl exec b1 -- sh -c 'echo up; exec sleep 60' </dev/null >"$T/lost.out" 2>"$T/lost.err" & lp=$!
wait_for grep -q up "$T/lost.out"
xp=$(cat "$(sb_dir b1)/exec/pid")
kill -9 "$xp"
timeout 20 tail --pid="$lp" -f /dev/null; wait "$lp"
is "$?" 125 "exec whose executor is killed under it: 125"
check "... saying it lost the executor" grep -q "lost the executor" "$T/lost.err"
rc 0 "... and the next exec starts it again" sbxctl exec b1 -- true
# a wake that times out (its sbxexec holds its lock but answers nothing:
# stopped, its socket gone) fails wait with 125: it was 124, as if wait's
# --timeout had passed with the command still running
printf '[fs]\nstop_wait = 1\n' | cat "$SBX_CONFIG" - >"$T/sw1.ini"
xp=$(cat "$(sb_dir b1)/exec/pid")
kill -STOP "$xp"; mv "$(sb_dir b1)/exec/sock" "$(sb_dir b1)/exec/sock.away"
rc 125 "wait whose wake times out (its sbxexec stopped): 125, not --timeout's 124" \
  timeout 60 sbxctl --config "$T/sw1.ini" wait b1 c1
check "... saying its sbxexec does not answer" grep -q "does not answer" "$T/.rc.out"
mv "$(sb_dir b1)/exec/sock.away" "$(sb_dir b1)/exec/sock"; kill -CONT "$xp"
done_testing
