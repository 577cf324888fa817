#!/bin/bash
# records.t: what a command's record keeps, and ps's reply, stay bounded
# whatever a command's argv or cwd hold (found in review, each with the
# check that failed before its fix).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

# psj NAME PY: `sbxctl --json ps NAME` as c (a list of records) to PY
psj() { sbxctl --json ps "$1" 2>"$T/ps.err" | python3 -c "import json,sys
c = json.load(sys.stdin)
$2"; }
# raw_ps NAME PY: the ps reply as r (one JSON line, as sbxexec sends it)
raw_ps() { python3 "$(dirname "$0")/rawexec.py" "$(sb_dir "$1")/exec/sock" reply '{"op":"ps"}' |
           python3 -c "import json,sys
l = sys.stdin.readline(); r = json.loads(l)
$2"; }

check "sandbox starts" sb_start r1

# A record's argv was cut at 2,048 raw bytes, but a control byte takes 6
# in JSON: 345 commands with an argument of 2,040 of them made the ps
# reply longer than a client takes (4 MiB), and every ps failed
# ("executor: Protocol error"), and with it idle detection, until 1,000
# later commands pushed them out.
ctl=$(printf '\x01%.0s' {1..2040})
first=$(sbxctl exec -d r1 -- true "$ctl" </dev/null)
for i in $(seq 344); do sbxctl exec -d r1 -- true "$ctl" </dev/null >/dev/null; done
check "ps answers after 345 commands of 2,040 control bytes" sbxctl ps r1
is "$(psj r1 'print(sum(1 for r in c if r.get("argv_truncated") and
                        len(json.dumps(r["argv"], separators=(",", ":"))) <= 2048))')" 345 \
   "each record's argv takes 2,048 bytes of JSON at most, and says it was cut"
is "$(cat "$(sb_dir r1)/exec/cmds/$first/cmd.json" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["argv"][1]))')" \
   2040 "cmd.json keeps the whole argv"
is "$(raw_ps r1 'print(r["omitted"], len(l) < 4 << 20)')" "0 True" "none left out; the line is under 4 MiB"

# The record's cwd was never cut: 36 commands with a cwd of 120,000 bytes
# (it need not exist) did the same.
check "another sandbox starts" sb_start r2
long=$(printf 'a%.0s' $(seq 120000))
for i in $(seq 36); do sbxctl exec -d r2 --cwd "$long" -- true </dev/null >/dev/null 2>&1; done
check "ps answers after 36 commands with a cwd of 120,000 bytes" sbxctl ps r2
is "$(psj r2 'print(sum(1 for r in c if r.get("cwd_truncated") and r["cwd"].startswith("/workspace/aaa")
                        and len(json.dumps(r["cwd"])) <= 1026))')" 36 \
   "each record's cwd takes 1,024 bytes of JSON at most, and says it was cut"
is "$(psj r2 'print(c[-1]["state"])')" "failed" "(a cwd that does not exist: failed)"
check "stop it" sbxctl stop r2

# sbxexec kept each retained command's whole argv in memory until it was
# forgotten: 150 commands of three 65,000-byte arguments took its RSS
# from 2.2 MB to 32.9 MB (at keep_commands = 1000, ~200 MB of the host's
# memory a sandbox, in no cgroup of it).  It keeps the cut record now;
# cmd.json the whole.
check "a third sandbox starts" sb_start r3
pid=$(sb_exec_pid r3)
rss() { awk '/^VmRSS/ {print $2}' "/proc/$1/status"; }
big=$(printf 'A%.0s' $(seq 65000))
for i in $(seq 10); do sbxctl exec r3 -- true "$big" "$big" "$big" </dev/null; done
r0=$(rss "$pid")
for i in $(seq 150); do sbxctl exec r3 -- true "$big" "$big" "$big" </dev/null; done
r1=$(rss "$pid")
diag "sbxexec RSS after 10 commands of 195 KB: $r0 kB, after 150 more: $r1 kB"
if is_asan; then __n=$((__n+1)); echo "ok $__n # SKIP memory bound: ASan's quarantine holds freed memory"
else check "sbxexec's memory does not hold their argv (grew $((r1 - r0)) kB over 150)" test $((r1 - r0)) -lt 4096; fi
last=$(psj r3 'print(c[-1]["id"])')
is "$(python3 -c 'import json,sys; print(sum(map(len, json.load(open(sys.argv[1]))["argv"])))' \
      "$(sb_dir r3)/exec/cmds/$last/cmd.json")" 195004 "cmd.json holds the whole argv"
is "$(sbxctl --json ps r3 | python3 -c 'import json,sys; c = json.load(sys.stdin)[-1]; print(c["argv_truncated"], len(c["argv"]))')" \
   "True 2" "the record, its first 2,048 bytes"
check "stop it" sbxctl stop r3

# ps's reply has a budget (3 MiB of records): past it the oldest are left
# out and counted.  Records of an earlier run, each with an error of 1,000,000 bytes
# (a record's other members are not cut), stand in for many commands.
last=$(psj r1 'print(c[-1]["id"][1:])')
check "stop" sbxctl stop r1
cmds=$(sb_dir r1)/exec/cmds
for i in $((last + 1)) $((last + 2)) $((last + 3)) $((last + 4)) $((last + 5)); do
  mkdir "$cmds/c$i"
  echo "{\"id\":\"c$i\",\"argv\":[\"true\"],\"cwd\":\"/workspace\",\"started\":1}" >"$cmds/c$i/cmd.json"
  python3 -c "import json; print(json.dumps({'state':'failed','exit_code':127,'ended':2,'error':'x'*1000000}))" \
    >"$cmds/c$i/status.json"
done
check "start again" sb_exec_restart r1
is "$(raw_ps r1 'print(r["omitted"], " ".join(x["id"] for x in r["commands"][-3:]), len(l) < 4 << 20)')" \
   "347 c$((last + 3)) c$((last + 4)) c$((last + 5)) True" "past 3 MiB the oldest are left out, counted in omitted"
check "ps says so" sh -c "sbxctl ps r1 | grep -qx '(347 older commands not shown)'"
sbxctl --json ps r1 >"$T/ps.json" 2>"$T/ps.err"
is "$(python3 -c 'import json,sys; print(type(json.load(open(sys.argv[1]))).__name__)' "$T/ps.json")" "list" \
   "ps --json: still an array"
is "$(cat "$T/ps.err")" "sbxctl: ps: 347 older commands not shown" "... and says on stderr how many it left out"
run=$(sbxctl exec -d r1 -- sleep 30 </dev/null)
is "$(raw_ps r1 'print(" ".join(x["id"] for x in r["commands"] if x["state"] == "running"))')" "$run" \
   "a running command is always listed"
sbxctl kill r1 "$run" >/dev/null 2>&1

done_testing
