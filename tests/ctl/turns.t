#!/bin/bash
# turns.t: turns and their admission (tools/cmd_turn.c): one turn per
# sandbox, the host-wide max_running_turns, FIFO order, waiters killed
# with -9 skipped without blocking the queue, --wait, exec --turn only in
# a running turn, end/cancel idempotent, a vanished client's turn ended
# by reap after turn_timeout, diff --turn, and rollback --turn restoring
# the tree exactly.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[limits]
max_running_turns = 2
turn_timeout = 6
idle_timeout = 0
INI
export SBX_CONFIG=$C
at_exit "for n in s1 s2 s3 s4 s5; do sbxctl stop \$n; done"
ws() { echo "$T/state/sandboxes/$1/workspace"; }
tstate() { sbxctl --json turn show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["state"])'; }
# begin NAME [args]: the turn id (last line), or nothing
begin() { sbxctl turn begin "$@" 2>>"$T/begin.err" | tail -1; }
# intervals SINCE NAME...: of the turns after id SINCE in those sandboxes:
# how many ran, the peak of them running at once, overlaps within one
# sandbox, how many did not end well
intervals() {
  sbxctl --json turn list | python3 -c '
import json, sys
since, names = int(sys.argv[1]), sys.argv[2:]
t = [x for x in json.load(sys.stdin) if x["sandbox"] in names and x["started"] and x["turn"] > since]
ev = sorted([(x["started"], 1) for x in t] + [(x["ended"], -1) for x in t])
cur = peak = 0
for _, d in ev:
    cur += d; peak = max(peak, cur)
overlap = 0
for n in names:
    s = sorted((x["started"], x["ended"]) for x in t if x["sandbox"] == n)
    overlap += sum(1 for a, b in zip(s, s[1:]) if b[0] < a[1])
unended = sum(1 for x in t if x["state"] != "ended")
print(len(t), peak, overlap, unended)' "$@"
}
sbxctl tenant create t >/dev/null
for n in s1 s2 s3 s4; do sbxctl create $n --tenant t >/dev/null; done

# ---- one turn: begin, exec --turn, end
id=$(begin s1)
check "turn begin prints the turn id last" test -n "$id"
is "$(tstate "$id")" "running" "the turn runs"
check "turn begin woke the sandbox" mountpoint -q "$(ws s1)"
rc 3 "a second turn in s1 is not admitted within --wait 1 (exit 3)" sbxctl turn begin s1 --wait 1
# a queued turn's id is told at once (not after 1 s), so a client killed
# then can be taken over by turn wait; whose messages name turn wait
sbxctl turn begin s1 --wait 30 >/dev/null 2>"$T/q.err" & qp=$!
told() { grep -q "^sbxctl: turn begin s1: queued as turn [0-9]*$" "$T/q.err"; }
sleep 0.8
check "a queued turn begin says its id within 0.8 s" told
kill -9 $qp; wait $qp 2>/dev/null
q=$(sed -n 's/.*queued as turn \([0-9]*\)$/\1/p' "$T/q.err")
[ -n "$q" ] || q=$(sbxctl --json turn list s1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["turn"])')
rc 3 "turn wait of it, not admitted within --wait 1: exit 3" sbxctl turn wait "${q:-0}" --wait 1
check "... its message names turn wait" grep -q "^sbxctl: turn wait s1: not admitted within the wait (turn ${q:-0})$" "$T/.rc.out"
check_fails "... never turn begin" grep -q "turn begin" "$T/.rc.out"
rc 0 "exec --turn runs in it" sbxctl exec --turn "$id" s1 -- sh -c 'echo in-turn > t1'
# no usage error: the catalog's turn names another sandbox (as its neighbours, 125)
rc 125 "exec --turn with another sandbox's name is refused: 125" sbxctl exec --turn "$id" s2 -- true
check "... saying so" grep -q "is in sandbox s1, not s2" "$T/.rc.out"
is "$(sbxctl --json status s1 | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["state"], d["turn"])')" \
   "busy $id" "status: busy, with the running turn"
rc 0 "turn end" sbxctl turn end "$id"
is "$(tstate "$id")" "ended" "the turn ended"
# turn show prints its times as history and ps do (it printed epoch ms,
# 1796344053597); --json keeps the numbers
sbxctl turn show "$id" >"$T/show.out"
check "turn show's enqueued, started and ended are UTC times" sh -c \
  "for k in enqueued started ended; do grep -q \"^\$k *[0-9]\\{4\\}-[0-9][0-9]-[0-9][0-9]T[0-9:]\\{8\\}Z\$\" '$T/show.out' || exit 1; done"
rc 125 "exec --turn of an ended turn is refused" sbxctl exec --turn "$id" -- true
rc 0 "turn end again is a no-op" sbxctl turn end "$id"
# ... but not one that asks for what it no longer can: exit 1, said
rc 1 "turn end --failed --result of an ended turn: exit 1" sbxctl turn end "$id" --failed --result late
grep -q "already ended" "$T/.rc.out"; ok $? "... saying the turn already ended"
is "$(tstate "$id")" "ended" "... and the turn stays ended"
rc 1 "turn end --failed of an ended turn: exit 1" sbxctl turn end "$id" --failed
rc 2 "turn end without an id" sbxctl turn end
rc 1 "turn end of an unknown turn" sbxctl turn end 99999

# ---- rollback restores the tree exactly
cat >"$T/manifest.py" <<'PY'
import hashlib, os, stat, sys
root = sys.argv[1]
for d, dirs, files in sorted(os.walk(root)):
    dirs.sort()
    for n in sorted(dirs + files):
        p = os.path.join(d, n); st = os.lstat(p); r = os.path.relpath(p, root)
        if stat.S_ISLNK(st.st_mode): what = "-> " + os.readlink(p)
        elif stat.S_ISREG(st.st_mode): what = hashlib.sha256(open(p, "rb").read()).hexdigest()
        else: what = "dir"
        print(r, oct(st.st_mode), st.st_size, int(st.st_mtime), what)
PY
sbxctl exec s1 -- sh -c 'mkdir -p src/a/b docs && seq 1 20000 > src/a/b/big.txt && echo x > docs/r.md &&
  chmod 640 docs/r.md && ln -s a/b/big.txt src/link && head -c 300000 /dev/urandom > src/blob' >/dev/null
sleep 1.2
python3 "$T/manifest.py" "$(ws s1)" >"$T/m.before"
id=$(begin s1)
sbxctl exec --turn "$id" s1 -- sh -c 'rm -r src/a && echo changed > docs/r.md && chmod 600 docs/r.md &&
  mv src/blob src/blob2 && mkdir new && echo n > new/f; exit 3'
is "$?" 3 "the turn's command failed (exit 3)"
rc 0 "turn end --failed" sbxctl turn end "$id" --failed
is "$(tstate "$id")" "failed" "recorded as failed"
is "$(sbxctl diff s1 --turn "$id" | tail -1)" "3 added, 1 modified, 4 deleted" "diff --turn counts the turn's changes"
check "diff --turn names a deleted file" sh -c "sbxctl diff s1 --turn $id | grep -q '^D .*/src/a/b/big.txt'"
rc 0 "rollback --turn" sbxctl rollback s1 --turn "$id"
python3 "$T/manifest.py" "$(ws s1)" >"$T/m.after"
check "the tree is exactly as before the turn (paths, modes, sizes, mtimes, contents, links)" \
  diff "$T/m.before" "$T/m.after"
rc 2 "rollback without --turn" sbxctl rollback s1
rc 1 "rollback with another sandbox's turn" sbxctl rollback s2 --turn "$id"

# waitq NAME N: wait until N turns of NAME are queued
waitq() { wait_for sh -c "[ \$(sbxctl turn list $1 | grep -c ' queued ') -ge $2 ]"; }
# runs NAME CMD: wait until `sbxctl ps NAME` shows CMD running
runs() { wait_for sh -c "sbxctl ps $1 | grep -q ' running .* $2\$'"; }
# last: the id of the latest turn
last() { sbxctl --json turn list | python3 -c 'import json,sys; print(max([x["turn"] for x in json.load(sys.stdin)] or [0]))'; }
# ---- one sandbox, six racing clients: never two turns at once
since=$(last)
for i in 1 2 3 4 5 6; do
  ( id=$(begin s2); [ -n "$id" ] && sbxctl exec --turn "$id" -- sh -c "echo $i >> log" >/dev/null && sleep 0.2 &&
    sbxctl turn end "$id" >/dev/null ) &
done
wait
read -r n peak overlap unended < <(intervals $since s2)
is "$n" 6 "six racing clients: six turns admitted"
is "$overlap" 0 "no two turns of one sandbox overlapped"
is "$unended" 0 "all ended"
is "$(sbxctl exec s2 -- sh -c 'sort -n log | tr -d "\n"')" "123456" "each turn's write is there once"

# ---- four sandboxes, eight clients, limit 2
since=$(last)
for n in s1 s2 s3 s4; do for k in 1 2; do
  ( id=$(begin $n); [ -n "$id" ] && sleep 0.4 && sbxctl turn end "$id" >/dev/null ) &
done; done
wait
read -r n peak overlap unended < <(intervals $since s1 s2 s3 s4)
is "$unended" 0 "eight clients over four sandboxes: every turn ended"
check "never more than max_running_turns (2) ran at once (peak $peak)" test "$peak" -le 2
check "the limit was reached, not a serial run (peak $peak)" test "$peak" -eq 2
is "$overlap" 0 "and never two in one sandbox"

# ---- FIFO: waiters admitted in the order they queued
hold=$(begin s3)
pids=()
for i in 1 2 3 4; do
  ( id=$(begin s3); echo "$id" >"$T/fifo.$i"; sleep 0.1; sbxctl turn end "$id" >/dev/null ) &
  pids+=($!)
  waitq s3 $i                   # queued one after the other
done
sbxctl turn end "$hold" >/dev/null
wait "${pids[@]}"
order=$(sbxctl --json turn list s3 | python3 -c '
import json, sys
t = [x for x in json.load(sys.stdin) if x["started"]]
by_start = [x["turn"] for x in sorted(t, key=lambda x: x["started"])]
print("fifo" if by_start == sorted(by_start) else "not fifo: %s" % by_start)')
is "$order" "fifo" "turns of one sandbox are admitted in queue order"

# ---- FIFO for the host-wide capacity: the first waiter gets the first free slot
h1=$(begin s1); h2=$(begin s2)
( begin s3 >"$T/x3" ) & p3=$!
waitq s3 1
( begin s4 >"$T/x4" ) & p4=$!
waitq s4 1
sbxctl turn end "$h1" >/dev/null
wait $p3
x3=$(cat "$T/x3")
is "$(tstate "$x3")" "running" "the capacity freed goes to the earlier waiter (s3)"
is "$(sbxctl --json status s4 | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["queued"], d["queue_position"])')" \
   "1 1" "the later one (s4) still waits, first in the queue (status shows it)"
sbxctl turn end "$h2" >/dev/null
wait $p4
x4=$(cat "$T/x4")
is "$(tstate "$x4")" "running" "and gets the next slot"
sbxctl turn end "$x3" >/dev/null; sbxctl turn end "$x4" >/dev/null

# ---- kill -9 of waiting clients does not block the queue
since=$(last)
hold=$(begin s4)
sbxctl turn begin s4 >"$T/wa.out" 2>/dev/null & pa=$!; waitq s4 1
sbxctl turn begin s4 >"$T/wb.out" 2>/dev/null & pb=$!; waitq s4 2
sbxctl turn begin s4 >"$T/wc.out" 2>/dev/null & pc=$!; waitq s4 3
sbxctl turn begin s4 >"$T/wd.out" 2>/dev/null & pd=$!; waitq s4 4
{ kill -9 $pa $pc; wait $pa $pc; } 2>/dev/null
sbxctl turn end "$hold" >/dev/null
wait $pb
ok $? "after kill -9 of the first waiter, the next one is admitted"
b=$(tail -1 "$T/wb.out")
is "$(tstate "$b")" "running" "it runs"
sbxctl turn end "$b" >/dev/null
wait $pd
ok $? "and past the killed third, the fourth"
d=$(tail -1 "$T/wd.out")
sbxctl turn end "$d" >/dev/null
is "$(sbxctl --json turn list s4 | python3 -c '
import json,sys; print(" ".join(x["state"] for x in json.load(sys.stdin) if x["turn"] > '$since'))')" \
   "ended abandoned ended abandoned ended" "the killed waiters' turns are abandoned, never run"
# every waiter killed: the queue is still clean for the next client
hold=$(begin s4 --wait 5)
for i in 1 2 3; do sbxctl turn begin s4 --wait 30 >/dev/null 2>&1 & done
waitq s4 3; { kill -9 $(jobs -p); wait; } 2>/dev/null
sbxctl turn end "$hold" >/dev/null
t0=$(date +%s%N)
id=$(begin s4 --wait 10)
check "after kill -9 of every waiter a new turn is admitted at once" test -n "$id"
diag "admitted in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
sbxctl turn end "$id" >/dev/null

# ---- without the host service, a waiter ends a vanished client's turn itself
# (turn_timeout 2 s in this section and the next: past it before the
# waiter's first reap, 5 s in; 6 s again after)
sed -i 's/^turn_timeout = .*/turn_timeout = 2/' "$C"
gone=$(begin s2)
id2=$(begin s2 --wait 30)
check "a waiter ends a turn idle past turn_timeout and is admitted (no reap)" test -n "$id2"
is "$(tstate "$gone")" "timeout" "that turn is recorded as timed out"
sbxctl turn end "$id2" >/dev/null

# ---- a vanished client: reap ends its turn after turn_timeout
id=$(begin s1)
sleep 3
sbxctl reap >"$T/reap.out" 2>&1
is "$(tstate "$id")" "timeout" "reap ends a turn idle past turn_timeout"
check "its end was captured" sh -c "sbxctl --json turn show $id | grep -q '\"after\":\"[0-9a-f]\{64\}\"'"
id=$(begin s1 --wait 5)
sed -i 's/^turn_timeout = .*/turn_timeout = 6/' "$C"
check "and its capacity is free again" test -n "$id"

# ---- cancel: the turn's command is stopped, the turn ends
sbxctl exec --turn "$id" -- sleep 60 >/dev/null 2>&1 & pe=$!
runs s1 "sleep 60"
t0=$(date +%s)
rc 0 "turn cancel" sbxctl turn cancel "$id"
check "cancel stopped the turn's running command" sh -c "! kill -0 $pe 2>/dev/null"
check "within seconds" test $(( $(date +%s) - t0 )) -lt 15
is "$(tstate "$id")" "cancelled" "the turn is cancelled"
wait $pe 2>/dev/null

# ---- a client killed in the queue takes its turn over with turn wait
hold=$(begin s2)
sbxctl turn begin s2 >/dev/null 2>&1 & pw=$!
waitq s2 1
wid=$(sbxctl --json turn list s2 | python3 -c 'import json,sys; print([x["turn"] for x in json.load(sys.stdin) if x["state"]=="queued"][-1])')
kill -9 $pw; wait $pw 2>/dev/null
sbxctl turn end "$hold" >/dev/null
is "$(tstate "$wid")" "abandoned" "a killed waiter's turn is abandoned"
is "$(sbxctl turn wait "$wid" --wait 10 2>/dev/null | tail -1)" "$wid" "turn wait takes it over and it is admitted"
rc 0 "and ends" sbxctl turn end "$wid"

# ---- an ender killed with -9 while the turn's command settles: reap finishes it
id=$(begin s2)
sbxctl exec --turn "$id" -- sleep 30 >/dev/null 2>&1 & pe=$!
runs s2 "sleep 30"
sbxctl turn end "$id" >/dev/null 2>&1 & pend=$!
sleep 1
is "$(tstate "$id")" "ending" "turn end waits for the turn's running command"
rc 125 "no new command gets into an ending turn" sbxctl exec --turn "$id" -- true
kill -9 $pend; kill $pe; wait $pend $pe 2>/dev/null
sbxctl reap >/dev/null 2>&1
is "$(tstate "$id")" "ended" "reap finishes a turn whose ender was killed"
check "and captured its end" sh -c "sbxctl --json turn show $id | grep -q '\"after\":\"[0-9a-f]\{64\}\"'"

# ---- an attachment changed during a turn affects only later turns
for a in ag1 ag2; do sbxctl agent create $a --tenant t >/dev/null; done
sbxctl attach s3 ag1 >/dev/null
id=$(begin s3)
sbxctl detach s3 >/dev/null && sbxctl attach s3 ag2 >/dev/null
agent() { sbxctl --json turn show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["agent"])'; }
is "$(agent "$id")" "ag1" "the running turn keeps the agent it began with"
sbxctl turn end "$id" >/dev/null
id=$(begin s3)
is "$(agent "$id")" "ag2" "the next turn has the new agent"
sbxctl turn end "$id" >/dev/null
sbxctl detach s3 >/dev/null

# ---- the audit names the turn of each command
check "history shows the commands of a turn with their turn id" sh -c \
  "sbxctl history s1 | grep -q '^[^ ]* *[^ ]* *[0-9][0-9]* *3 *exec --turn'"
rc 0 "turn list --json" sbxctl --json turn list
rc 2 "turn begin --wait nan is a usage error" sbxctl turn begin s1 --wait nan
rc 2 "turn begin --wait inf is a usage error" sbxctl turn begin s1 --wait inf
for w in 1e3 0x10 " 5" 1.2.3; do
  rc 2 "turn begin --wait '$w' is a usage error (a plain decimal)" sbxctl turn begin s1 --wait "$w"
done

# a sandbox being deleted (its row says so: a delete in progress) admits
# no turn: the delete checked for running turns and must not meet one
rc 0 "create s5" sbxctl create s5
t5=$(begin s5)
sbxctl turn begin s5 --wait 20 >"$T/del.out" 2>&1 & pq=$!
waitq s5 1                      # queued behind t5
sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "UPDATE sandboxes SET state = 'deleting' WHERE name = 's5'"
rc 0 "end the running turn of s5" sbxctl turn end "$t5"
wait $pq; r=$?
is "$r" 1 "the turn queued for it is not admitted once it is being deleted"
check "... never admitted: its client says why" grep -q "is failed: the sandbox is being deleted" "$T/del.out"
sed 's/^/# /' "$T/del.out" | tail -1
# nor an agent: the delete checked for none
sbxctl agent create late-agent --tenant default >/dev/null
rc 1 "attach to a sandbox being deleted is refused" sbxctl attach s5 late-agent
check "... and says why" grep -q "s5 is being deleted" "$T/.rc.out"
rc 0 "the delete completes" sbxctl delete s5

# every per-sandbox ask of the turns (status, each sandbox of list, busy,
# idle, prune) reads that sandbox's live turns, never all of the history
# (a scan of it each: list took 13 s at 300 sandboxes x 1,000 turns);
# counted in the catalog's page reads (preads: a scan here reads ~900 pages)
sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 100000)
 INSERT INTO turns(sandbox, state, enqueued, started, ended, active, how)
 SELECT 's' || (1 + i % 4), 'ended', 1, 1, 2, 2, 'ended' FROM c"
preads() { strace -f -e trace=pread64 -o "$T/preads" sbxctl "$@" >/dev/null 2>&1; grep -c 'pread64(' "$T/preads"; }
sbxctl list >/dev/null
if command -v strace >/dev/null; then
  n=$(preads list); check "list reads the live turns, not each sandbox's history ($n page reads)" test "$n" -lt 100
  n=$(preads status s2); check "status reads its sandbox's live turns only ($n page reads)" test "$n" -lt 100
  sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "DROP INDEX turns_live; PRAGMA user_version = 3"
  sbxctl list >/dev/null
  # (the version read by a last connection, which checkpoints the index
  # built: else every open reads its WAL frames, ctl_cat_open's (5))
  is "$(sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "PRAGMA user_version")" 7 "the catalog is upgraded to the current version (7) at its next open"
  n=$(preads status s2); check "... also in a catalog made by an older build, after its next open ($n)" test "$n" -lt 100
else
  for i in 1 2 3 4; do ok 0 "# skip no strace"; done
fi
# turn list and history print each row as they read it, none kept (the
# history held: 194 MB at 401,000 turns, as JSON far more); max RSS
sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 30000)
 INSERT INTO audit(at, sandbox, turn, user, command, pid, pid_start, exit, born)
 SELECT 1, 's2', 0, 'root', 'exec -- true ' || i, 1, 1, 0, (SELECT created FROM sandboxes WHERE name = 's2') FROM c"
rss() { /usr/bin/time -f %M -o "$T/rss" sbxctl "$@" >"$T/rss.out" 2>&1; tail -1 "$T/rss"; }
asan=; is_asan && asan=1
if [ -x /usr/bin/time ] && [ -z "$asan" ]; then
  n=$(rss --json turn list); check "turn list --json of 100,000 turns holds none of them ($n KB)" test "$n" -lt 25000
  check "... and prints them all" sh -c "python3 -c 'import json,sys; assert len(json.load(sys.stdin)) > 100000' <'$T/rss.out'"
  n=$(rss turn list); check "turn list: neither ($n KB)" test "$n" -lt 25000
  n=$(rss --json history s2); check "history --json of 30,000 commands: neither ($n KB)" test "$n" -lt 25000
  check "... and prints them all" sh -c "python3 -c 'import json,sys; assert len(json.load(sys.stdin)) > 30000' <'$T/rss.out'"
else
  for i in 1 2 3 4 5; do ok 0 "# skip no /usr/bin/time, or an AddressSanitizer build"; done
fi
check "status: s2, its 25,000 ended turns none running, is not busy" sh -c "sbxctl --json status s2 | python3 -c 'import json,sys; sys.exit(json.load(sys.stdin)[\"state\"] == \"busy\")'"
done_testing
