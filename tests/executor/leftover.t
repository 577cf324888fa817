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
  wait_for sh -c "sbxctl logs l1 $id 2>&1 | tr '\n' ' ' | grep -qx 'started tick tock '"
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
  wait_for sh -c "[ \$(sbxctl logs l1 $srv 2>&1 | grep -c 'GET /hello.txt HTTP/1.1\" 200') -ge 4 ]"
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

# Once what a command left running is gone, its cgroups go (checked each
# second), and a memory cgroup of its own is a spare again (8 at most).
# They stayed while its record was kept (keep_commands, 1000 by default):
# released only at its end, by the check of commands whose pipes were
# still read (never again once they closed; never for a process that
# closed its stdio), or when its record was forgotten.  cgroup.c (6)
cgl=$(sx l1 'cat /proc/self/cgroup' | sed -n 's#^[0-9]*:[^:]*:/\(sbx/[^/]*\)/.*#\1#p' | head -1)
# cg_count [m]: commands' cgroups c<N> below the sandbox's in every
# hierarchy (with m: its memory cgroups m<N>)
cg_count() {
  local r
  for r in /sys/fs/cgroup /sys/fs/cgroup/pids /sys/fs/cgroup/cpu /sys/fs/cgroup/cpuacct /sys/fs/cgroup/memory; do
    [ -d "$r/$cgl" ] || continue
    if [ "${1:-}" = m ]; then find "$r/$cgl" -mindepth 1 -maxdepth 1 -type d -name 'm[0-9]*'
    else find "$r/$cgl" -mindepth 1 -type d -name 'c[0-9]*'; fi
  done | wc -l
}
cg_found() { [ -n "$cgl" ] && [ -d "/sys/fs/cgroup/$cgl" -o -d "/sys/fs/cgroup/pids/$cgl" ]; }
check "the sandbox's cgroups are found ($cgl)" cg_found
# at once: 9 with a memory cgroup of their own, 9 memory cgroups then
# (not a bare `wait`: a direct sbxexec is this shell's job too)
pids=
for i in 1 2 3 4 5 6 7 8 9; do
  sbxctl exec l1 --memory 64M -- sh -c 'sleep 2 &' </dev/null & pids="$pids $!"
done
sx l1 'sleep 2 &' & pids="$pids $!"
sx l1 'sleep 2 >/dev/null 2>&1 &' & pids="$pids $!"
wait $pids
check "11 commands that left a process running hold their cgroups ($(cg_count))" \
  test "$(cg_count)" -ge 11
diag "memory cgroups m<N> meanwhile: $(cg_count m)"
sleep 2
check "within 3 s of those processes' end no command's cgroup is left" \
  eval 'for i in $(seq 30); do [ "$(cg_count)" = 0 ] && break; sleep 0.1; done; [ "$(cg_count)" = 0 ]'
diag "commands' cgroups: $(cg_count); memory m<N>: $(cg_count m)"
check "and at most 8 memory cgroups of their own stay, as spares" test "$(cg_count m)" -le 8
check "stop" sb_stop l1
done_testing
