#!/bin/bash
# streams.t: a command's log keeps which stream wrote what (log.fd beside
# it, executor/daemon.c (16)): `sbxctl logs` puts its stdout on stdout and
# its stderr on stderr, as `docker logs` does, and --stdout / --stderr
# show one of them; --since stays a byte offset of the merged log; the
# streams hold through --follow, an sbxexec restart and a cut at log_max.
# (The log kept them merged and every `out` event said fd 0: all of it
# came out on stdout.)
. "$(dirname "$0")/../lib.sh"
EXEC_INI="log_max = 64"
. "$(dirname "$0")/common.sh"
RAW=$(dirname "$0")/rawexec.py

# logs_to NAME ID ARGS...: "OUT|ERR" of `sbxctl logs`, newlines as /
logs_to() {
  local n=$1 id=$2; shift 2
  sbxctl logs "$n" "$id" "$@" >"$T/lo" 2>"$T/le"
  echo "$(tr '\n' / <"$T/lo")|$(tr '\n' / <"$T/le")"
}
# raw_fds NAME REQ: the fd and text of each `out` event of a raw request
raw_fds() {
  python3 "$RAW" "$(sb_dir "$1")/exec/sock" reply "$2" | python3 -c 'import base64,json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("ev") == "out": print(m["fd"], base64.b64decode(m["data"]).decode().replace("\n", "/"))'
}

check "sandbox starts" sb_start s1
# the log gets "out\nerr\nout2\n": each line a read of its own
IL='echo out; sleep 0.3; echo err >&2; sleep 0.3; echo out2'
id=$(sbxctl exec -d s1 -- sh -c "$IL" </dev/null)
sbxctl wait s1 "$id" >/dev/null
is "$(tr '\n' / <"$(sb_dir s1)/exec/cmds/$id/log")" "out/err/out2/" "the log is as it was: both streams as they came"
is "$(logs_to s1 "$id")" "out/out2/|err/" "logs: its stdout on stdout, its stderr on stderr, each in order"
is "$(logs_to s1 "$id" --stderr)" "|err/" "logs --stderr: only its stderr"
is "$(logs_to s1 "$id" --stdout)" "out/out2/|" "logs --stdout: only its stdout"
is "$(logs_to s1 "$id" --since 6)" "out2/|r/" "logs --since into the middle of a stderr run: the rest of it on stderr"
is "$(logs_to s1 "$id" --since 8 --stderr)" "|" "logs --since past the stderr run, --stderr: nothing"
is "$(sbxctl logs s1 "$id" --stderr >/dev/null 2>&1; echo $?) $(sbxctl logs s1 "$id" --stdout --stderr >/dev/null 2>&1; echo $?)" \
   "0 2" "logs --stderr is taken, --stdout with --stderr is usage, exit 2"
is "$(raw_fds s1 '{"op":"logs","id":"'"$id"'"}' | tr '\n' ' ')" "1 out/ 2 err/ 1 out2/ " \
   "logs events carry fd 1 and 2, split where the stream changes"
is "$(raw_fds s1 '{"op":"logs","id":"'"$id"'","fd":2}' | tr '\n' ' ')" "2 err/ " "a logs request's fd 2: stderr's events only"
is "$(python3 "$RAW" "$(sb_dir s1)/exec/sock" each '{"op":"logs","id":"'"$id"'","fd":3}' \
      '{"op":"logs","id":"'"$id"'","fd":"2"}')" "False 22
False 22" "a logs request's fd out of range or not a number: EINVAL"

is "$(python3 "$RAW" "$(sb_dir s1)/exec/sock" reply '{"op":"hello"}' | python3 -c 'import json,sys; print(json.load(sys.stdin).get("streams"))')" \
   True "hello says it keeps streams"

# --follow from the start of a running command
fid=$(sbxctl exec -d s1 -- sh -c "sleep 0.5; $IL" </dev/null)
is "$(timeout 20 bash -c "$(declare -f logs_to); T=$T; logs_to s1 $fid --follow")" "out/out2/|err/" \
   "logs --follow: the streams apart as they come"

# a log of an earlier sbxexec's run keeps its streams
check "sbxexec stops" sb_stop s1
check "... and starts again" sb_exec_restart s1
is "$(logs_to s1 "$id")" "out/out2/|err/" "after a restart: the earlier run's log keeps its streams"
is "$(logs_to s1 "$id" --stderr --since 4)" "|err/" "... and --stderr --since too"
# a log without an index (an older build's): merged, on stdout, as before
rm "$(sb_dir s1)/exec/cmds/$fid/log.fd"
is "$(logs_to s1 "$fid")" "out/err/out2/|" "a log with no log.fd (an older build's): all of it on stdout, as it was"

# past log_max: the streams hold right up to the marker (fd 0: stdout)
cid=$(sbxctl exec -d s1 -- sh -c 'echo out; sleep 0.3; echo err >&2; sleep 0.3; head -c 100 /dev/zero | tr "\0" e >&2' </dev/null)
sbxctl wait s1 "$cid" >/dev/null
is "$(ps_field s1 "$cid" truncated)" "True" "a log past log_max is cut"
e56=$(printf 'e%.0s' $(seq 56))
is "$(logs_to s1 "$cid")" "out//[sbx: output truncated: log_max of 64 bytes reached]/|err/$e56" \
   "logs of it: stderr right up to the cut (64 bytes), the marker on stdout"
is "$(logs_to s1 "$cid" --stderr --since 60)" "|eeee" "... --stderr --since: the last of stderr before the marker"

# a terminal's command has one stream: fd 1
tid=$(python3 "$RAW" "$(sb_dir s1)/exec/sock" reply \
      '{"op":"exec","argv":["sh","-c","echo tty-out; echo tty-err >&2"],"tty":{"rows":24,"cols":80}}' |
      python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["id"])')
is "$(raw_fds s1 '{"op":"logs","id":"'"$tid"'"}' | cut -d' ' -f1 | sort -u | tr '\n' ' ')" "1 " \
   "a terminal's log: fd 1, its one stream"

# the index is bounded and counts in log_budget: a command that changes
# streams at every line (as often as sbxexec's reads see it)
sed "s|^log_max = 64\$|log_max = 0\nlog_budget = 1M|" "$SBX_CONFIG" > "$T/budget.ini"
export SBX_CONFIG=$T/budget.ini
check "a sandbox with log_budget = 1M starts" sb_start s2
bid=$(sbxctl exec -d s2 -- sh -c 'i=0; while [ $i -lt 150000 ]; do echo o; echo e >&2; i=$((i+1)); done' </dev/null)
sbxctl wait s2 "$bid" >/dev/null
cd_=$(sb_dir s2)/exec/cmds/$bid
nrec=$(( $(stat -c %s "$cd_/log.fd" 2>/dev/null || echo 0) / 8 ))
diag "$nrec stream changes recorded in $(stat -c %s "$cd_/log") bytes of log"
check "its log.fd holds 65,536 records at most" test -f "$cd_/log.fd" -a "$nrec" -le 65536 -a "$nrec" -gt 1
tot=$(cat "$cd_/log" "$cd_/log.fd" "$cd_/cmd.json" | wc -c)
check "log, log.fd and cmd.json together stay within log_budget ($tot bytes)" test "$tot" -le 1048576
sbxctl logs s2 "$bid" >"$T/bo" 2>"$T/be"
is "$(( $(wc -c <"$T/bo") + $(wc -c <"$T/be") ))" "$(wc -c <"$cd_/log")" "logs of it: every byte of the log, on one stream or the other"
is "$(sort -u "$T/be" | tr '\n' ' ')" "e " "... on stderr: e's only"

done_testing
