#!/bin/bash
# turns2.t: turns and idleness at their edges (tools/cmd_turn.c):
#   - a command longer than turn_timeout does not get its turn timed out
#     as soon as it ends (the turn's idle time starts at its end);
#   - a waiter killed -9 right after another client admitted its turn
#     does not hold a slot of max_running_turns: reap abandons the turn;
#   - `turn wait ID` does not take a queued turn from a live waiter;
#   - exec, with or without --turn, on a sandbox whose sbxfs died wakes
#     it (the dead mount detached, mounted again) instead of failing;
#   - idle_timeout counts from the end of a detached command;
#   - a turn ends as asked (failed, cancelled) by a client other than its
#     ender, or by an ender that died mid-end;
#   - a queued waiter interrupted exits 130 and its turn is cancelled;
#   - --json start gives valid JSON whatever the state_dir's bytes;
#   - a turn whose end capture fails (a full store: a small tmpfs) stays
#     ending, its sandbox's slot held; turn end again, or reap, captures
#     and ends it; turn cancel --no-capture gives it up; diff --turn of a
#     turn with no snapshot from its end (not running) is refused, never
#     compared with the live tree (cmd_turn.c (5)); queued waiters do not
#     retry that capture, nor print another sandbox's errors;
#   - a wall clock stepped back (stamps from an hour ahead in the catalog)
#     costs a turn's timeout and capture_interval one pass, not the hour.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
D=$T/st\"q
mkdir -p "$D"
C=$D/sbx.ini
conf() {        # conf MAX TURN_TIMEOUT IDLE_TIMEOUT
  cat >"$C" <<INI
[sbx]
state_dir = $D/state
[store]
url = $D/store
[limits]
max_running_turns = $1
turn_timeout = $2
idle_timeout = $3
INI
}
conf 1 2 0
export SBX_CONFIG=$C
at_exit "for n in s1 s2 s3 s4; do sbxctl stop \$n >/dev/null 2>&1; done"
tfield() { sbxctl --json turn show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$2"; }
begin() { sbxctl turn begin "$@" 2>>"$T/begin.err" | tail -1; }
queued() { sbxctl turn list s2 | grep -q queued; }      # a turn waits for s2
for n in s1 s2 s3 s4; do sbxctl create $n >/dev/null; done

# ---- a command longer than turn_timeout (2 s; the reap right after its
# end comes well within that, a loaded CI's pass took about a second)
a=$(begin s1)
rc 0 "exec --turn of a 3.5 s command in a turn with turn_timeout 2 s" sbxctl exec --turn "$a" s1 -- sleep 3.5
sbxctl reap >/dev/null 2>&1
is "$(tfield "$a" state)" "running" "reap right after it ended leaves the turn running"
rc 0 "the turn's next command runs" sbxctl exec --turn "$a" s1 -- true
rc 0 "end it" sbxctl turn end "$a"

# ---- a waiter killed -9 after its turn was admitted, before it started it
conf 1 3600 0
a=$(begin s1)
sbxctl turn begin s2 >/dev/null 2>&1 & B=$!
wait_for queued
stop_idle $B "$D/state/catalog.db"      # alive, not polling
sbxctl turn end "$a" >/dev/null         # admits B's turn
kill -9 $B; kill -CONT $B 2>/dev/null; wait $B 2>/dev/null
b=$(sbxctl --json turn list | python3 -c 'import json,sys; print([x["turn"] for x in json.load(sys.stdin) if x["sandbox"]=="s2"][-1])')
is "$(tfield "$b" state)" "running" "the dead waiter's turn was admitted"
sbxctl reap >"$T/reap.out" 2>&1
is "$(tfield "$b" state)" "abandoned" "reap abandons it (its client died before it started)"
t0=$(date +%s%N)
c=$(begin s3 --wait 8)
check "the next waiter is admitted at once ($(( ($(date +%s%N) - t0) / 1000000 )) ms)" test -n "$c"
rc 0 "end it" sbxctl turn end "$c"

# ---- turn wait does not take a queued turn from a live waiter
a=$(begin s1)
sbxctl turn begin s2 >"$T/b.out" 2>&1 & B=$!
wait_for queued
q=$(sbxctl --json turn list | python3 -c 'import json,sys; print([x["turn"] for x in json.load(sys.stdin) if x["state"]=="queued"][0])')
rc 1 "turn wait of a turn whose waiter is alive: refused" sbxctl turn wait "$q" --wait 1
check "... saying so" grep -q "still waits for it" "$T/.rc.out"
sbxctl turn end "$a" >/dev/null
wait $B; is "$?" 0 "its own waiter gets it"
sbxctl turn end "$q" >/dev/null

# ---- the state a turn ends in: asked for by another client while it
# ends, or by an ender that died (reap finishes it)
ending() { test "$(tfield "$1" state)" = ending; }
a=$(begin s1)
sbxctl exec --turn "$a" s1 -- sh -c 'echo one > t' >/dev/null      # a change to capture
SBX_TEST_CAPTURE_PAUSE_MS=1500 sbxctl turn end "$a" >/dev/null 2>&1 & E=$!
wait_for ending "$a"
is "$(tfield "$a" state)" "ending" "a turn being ended is ending"
is "$(sbxctl status s1 | grep '^turn:') $(sbxctl --json status s1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["turn_state"])')" \
   "turn:         $a (ending) ending" "... status says so (it said running)"
rc 0 "turn end --failed by another client meanwhile" sbxctl turn end "$a" --failed
wait $E
is "$(tfield "$a" state)" "failed" "... it ends failed"
# a cancel while the end waits for the turn's command (turn_settle, 60
# s): the command is ended at once (the cancel waited out the settle,
# and a command that ended by itself meanwhile wrote into the
# "cancelled" snapshot)
# settling CMD: a turn of s1 ($a) running CMD ($X), its end waiting ($E)
settling() {
  a=$(begin s1)
  sbxctl exec --turn "$a" s1 -- sh -c "$1" >/dev/null 2>&1 & X=$!
  wait_for pgrep -f "$1"
  sbxctl turn end "$a" >/dev/null 2>&1 & E=$!
  wait_for ending "$a"
}
settling 'sleep 30; echo late > late'
t0=$(date +%s%N)
rc 0 "turn cancel while its end waits for its command" sbxctl turn cancel "$a"
el=$(( ($(date +%s%N) - t0) / 1000000 ))
check "... ends it at once, not after turn_settle (${el} ms)" test "$el" -lt 10000
wait $E $X 2>/dev/null
is "$(tfield "$a" state)" "cancelled" "... the turn is cancelled"
check_fails "... its command wrote nothing after" sbxctl exec s1 -- test -e late
# a cancel --no-capture while the end waits: the ender captures nothing
# (before, it took the "after" snapshot all the same)
settling 'sleep 30'
rc 0 "turn cancel --no-capture while its end waits for its command" sbxctl turn cancel "$a" --no-capture
wait $E $X 2>/dev/null
is "$(tfield "$a" state) $(tfield "$a" after)" "cancelled " "... the turn is cancelled, no snapshot after"
is "$(tfield "$a" result)" "given up without its end capture (--no-capture)" "... its result says so"
# ... one with a result of its own cannot carry it: said, and captured
settling 'sleep 30'
rc 0 "turn cancel --no-capture --result while its end waits" sbxctl turn cancel "$a" --no-capture --result gone
check "... says --no-capture does not reach that end" grep -q "turn $a: another client is ending it; --no-capture does not reach that end" "$T/.rc.out"
wait $E $X 2>/dev/null
is "$(tfield "$a" state) $(tfield "$a" result)" "cancelled gone" "... the turn is cancelled, with its result"
# ... also after another client asked --failed meanwhile (the cancel was
# dropped: the end waited the command out)
settling 'sleep 30; echo late > late2'
sbxctl turn end "$a" --failed >/dev/null 2>&1 & F=$!
sleep 1         # it records "failed" on the row at once, then waits for the end
t0=$(date +%s%N)
rc 0 "turn cancel after a --failed of another client, while the end waits" sbxctl turn cancel "$a"
el=$(( ($(date +%s%N) - t0) / 1000000 ))
check "... ends its command at once (${el} ms)" test "$el" -lt 10000
wait $E $F $X 2>/dev/null
is "$(tfield "$a" state)" "cancelled" "... the turn is cancelled"
a=$(begin s1)
sbxctl exec --turn "$a" s1 -- sh -c 'echo two > t' >/dev/null
SBX_TEST_CAPTURE_PAUSE_MS=8000 sbxctl turn cancel "$a" >/dev/null 2>&1 & E=$!
wait_for ending "$a"
kill -9 $E; wait $E 2>/dev/null
sbxctl reap >/dev/null 2>&1
is "$(tfield "$a" state)" "cancelled" "an ender of a cancel killed -9 mid-end: reap ends it cancelled"

# ---- exec on a sandbox whose sbxfs died
a=$(begin s4)
rc 0 "exec --turn writes a file" sbxctl exec --turn "$a" s4 -- sh -c 'echo kept >f && sync f'
kill -9 "$(cat "$D/state/sandboxes/s4/sbxfs.pid")"; sleep 0.3
rc 0 "exec --turn after sbxfs was killed: the sandbox is woken" sbxctl exec --turn "$a" s4 -- cat f
is "$(cat "$T/.rc.out" | tail -1)" "kept" "... and the file is there"
kill -9 "$(cat "$D/state/sandboxes/s4/sbxfs.pid")"; sleep 0.3
rc 0 "exec (no turn) after sbxfs was killed again: woken" sbxctl exec s4 -- cat f
sbxctl turn end "$a" >/dev/null

# ---- idle_timeout from a detached command's end
# (idle_timeout 4 s: a reap pass under a loaded CI took over a second to
# reach s3, and with 2 s it slept s3 2 s after the end)
conf 1 3600 4
sbxctl start s3 >/dev/null 2>&1
sbxctl exec -d s3 -- sleep 4 >/dev/null
sleep 5                                 # ended about 1 s ago, exec'd 5 s ago
sbxctl reap >"$T/reap.out" 2>&1
check_fails "reap 1 s after a detached command ended (idle_timeout 4 s): not slept" grep -q "slept s3" "$T/reap.out"
sleep 3.5
sbxctl reap >"$T/reap.out" 2>&1
check "reap past idle_timeout after its end: slept" grep -q "slept s3" "$T/reap.out"
# its line says the idle time from that end (4.5 s), not from the exec
# that started the command (8.5 s: it said "idle 8s" of a sandbox busy
# until 4 s before)
idle=$(sed -n 's/^slept s3 (idle \([0-9]*\)s)$/\1/p' "$T/reap.out")
check "... its line: idle since the command's end, not since its exec ($idle s)" test "${idle:-99}" -lt 8

# ---- a queued waiter interrupted: exit 130, its turn cancelled
a=$(begin s1)
sbxctl turn begin s2 --wait 30 >/dev/null 2>"$T/int.err" & W=$!
check "a second client waits in the queue" wait_for queued
kill -INT $W; wait $W
is "$?" 130 "turn begin interrupted while queued exits 130"
is "$(sbxctl --json turn list s2 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["state"])')" \
  cancelled "... and its turn is cancelled"
sbxctl turn end "$a" >/dev/null

# ---- edges of turn begin, turn end and reap, hit with gdb: a process
# stopped at a breakpoint while another client acts; gdbx BREAK SHELL
# ARGS...: `sbxctl ARGS` stopped at BREAK's first hit, SHELL run, then on
gdbx() { local b=$1 sh=$2; shift 2
  gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex "break $b" -ex run \
    -ex "shell $sh" -ex delete -ex continue --args "$SBX_BIN/sbxctl" "$@" >"$T/gdb.out" 2>&1; }
last() { sbxctl --json turn list "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["turn"])'; }
conf 1 3600 0
sbxctl start s1 >/dev/null 2>&1
# a turn cancelled while its `turn begin` starts it (admitted, no
# "before" yet): begin said "admitted", printed the id and exited 0 for
# a dead turn, its "before" taken after the cancel's "after"
cat >"$T/cancel.sh" <<SH
id=\$(sbxctl --json turn list s1 | python3 -c 'import json,sys; print(json.load(sys.stdin)[-1]["turn"])')
echo "cancel \$id: \$(sbxctl --json turn show \$id | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["state"], len(d["before"]))')"
sbxctl turn cancel \$id >/dev/null
SH
gdbx ctl_capture "bash $T/cancel.sh" turn begin s1
a=$(last s1)
check "turn $a cancelled while its begin was starting it (running, no before)" grep -q "cancel $a: running 0" "$T/gdb.out"
check "... turn begin exits 1" grep -q "exited with code 01" "$T/gdb.out"
check "... saying the turn was cancelled while it started" grep -q "turn $a was cancelled while it started" "$T/gdb.out"
check_fails "... and prints no id" grep -qx "$a" "$T/gdb.out"
is "$(tfield "$a" state)" cancelled "... the turn stays cancelled"
grep -v "^Breakpoint\|^\[" "$T/gdb.out" | sed 's/^/# /' | tail -4

# a second `turn end` while the first is ending: it returned at once,
# exit 0, state "ending", no "after" yet; it waits for the end now
a=$(begin s1)
gdbx ctl_capture "(sbxctl --json turn end $a >$T/end2.out 2>&1; echo \$? >$T/end2.rc) & sleep 1" turn end "$a"
check "... the second turn end returned" wait_for test -s "$T/end2.rc"
is "$(cat "$T/end2.rc") $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["state"], len(d["after"]))' "$T/end2.out")" \
   "0 ended 64" "a second turn end while the first one ends waits for it: the turn ended, its after snapshot"

# two reapers ending one timed-out turn (one finds it running, the
# other ends it before the first does): each wrote its history row and
# counted it (turn_timeout 1 s)
conf 1 1 0
a=$(begin s1)
sleep 1.5
gdbx ctl__turn_finish "sbxctl reap >/dev/null 2>&1" --json reap
is "$(grep -o '"turns_ended": *[0-9]*' "$T/gdb.out" | tr -d ' ')" '"turns_ended":0' \
   "a reap that found turn $a timed out after another reap ended it does not count it"
is "$(sbxctl history s1 | grep -c "reap: turn timeout")" 1 "... one history row for the timeout"
is "$(tfield "$a" state)" timeout "... the turn timed out"

# a vanished client's turn times out while a command outside any turn
# runs in the sandbox (it never did: the whole host's queue stalled)
a=$(begin s1)
sbxctl exec s1 -- sleep 30 >/dev/null 2>&1 & P=$!
sleep 1.5
sbxctl reap >/dev/null 2>&1
is "$(tfield "$a" state)" timeout "a turn idle past turn_timeout times out while another exec runs in its sandbox"
kill $P; wait $P 2>/dev/null
sbxctl turn end "$a" >/dev/null

# reap does not sleep a sandbox a live client's turn is queued for
conf 1 3600 1
a=$(begin s1)
sbxctl start s2 >/dev/null 2>&1
sleep 1.5
sbxctl turn begin s2 >"$T/q.out" 2>&1 & W=$!
check "a turn for s2 waits in the queue" wait_for queued
sbxctl reap >"$T/reap.out" 2>&1
check_fails "reap past idle_timeout does not sleep s2, a turn is queued for it" grep -q "slept s2" "$T/reap.out"
sbxctl turn end "$a" >/dev/null; wait $W
sbxctl turn end "$(tail -1 "$T/q.out")" >/dev/null
conf 1 4 0

# ---- --json start with a '"' in state_dir
out=$(sbxctl --json start s1 2>/dev/null)
check "--json start is valid JSON ($out)" python3 -c 'import json,sys; json.loads(sys.argv[1])' "$out"
sbxctl stop s1 >/dev/null 2>&1

# ---- a turn whose end capture fails (its store full) stays ending: the
# sandbox takes no other turn, `turn end` again (or reap) retries the
# capture and ends it; diff --turn never puts live changes in a turn
# that has no snapshot from its end (it did: a failed end was final,
# with no "after", and diff compared with the live tree)
FS=$D/fstore
mkdir -p "$FS" && mount -t tmpfs -o size=8m tmpfs "$FS" && at_exit "umount -l '$FS'"
C2=$D/full.ini
sed -e "s#^state_dir = .*#state_dir = $D/fstate#" -e "s#^url = .*#url = $FS#" "$C" >"$C2"
printf '[fs]\nreserve_free = 0\n' >>"$C2"      # the store full is the point
export SBX_CONFIG=$C2
at_exit "SBX_CONFIG='$C2' sbxctl stop f1; SBX_CONFIG='$C2' sbxctl stop f2"
full() { dd if=/dev/zero of="$FS/filler" bs=64k 2>/dev/null; :; }
sbxctl tenant create other >/dev/null
sbxctl create f1 >/dev/null; sbxctl create f2 --tenant other >/dev/null
a=$(begin f1)
sbxctl exec --turn "$a" f1 -- sh -c 'echo turnwork > by_turn' >/dev/null
full
rc 1 "turn end while the store is full: exit 1" sbxctl turn end "$a"
check "... says the turn stays ending and why" grep -q "stays ending.*capture" "$T/.rc.out"
is "$(tfield "$a" state)" "ending" "... the turn is still ending"
# ... retried by reap and by turn end / cancel of it, not by queued
# waiters (every 5 s): each waiter on the host, of any sandbox or tenant,
# captured it again and printed its errors on its own stderr.  A waiter
# still ends a turn whose ender died (here made to look so), quietly when
# it is another sandbox's
sqlq() { python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1], timeout=30); c.execute(sys.argv[2]); c.commit()' "$D/fstate/catalog.db" "$1"; }
sqlq "UPDATE turns SET pid = 999999999 WHERE id = $a"
sbxctl turn begin f2 --wait 5.5 >/dev/null 2>"$T/w2.err" & W2=$!
sleep 0.5                               # its reap first
rc 3 "... its sandbox takes no other turn (a waiter past its first reap, 5 s)" sbxctl turn begin f1 --wait 5.5
check_fails "... its waiter did not retry the capture" grep -q "capture" "$T/.rc.out"
wait $W2; is "$?" 3 "... nor does another tenant's sandbox, the slot held (max_running_turns 1)"
check_fails "... whose waiter said nothing of f1" grep -q "f1" "$T/w2.err"
is "$(sbxctl history f1 | grep -c 'reap: turn end')" 1 "... the capture retried once: by a waiter, for the dead ender"
is "$(tfield "$a" state)" "ending" "... still ending"
rc 1 "diff --turn of a turn with no snapshot from its end: refused" sbxctl diff f1 --turn "$a"
check "... saying so" grep -q "no snapshot from its end" "$T/.rc.out"
rc 1 "turn end again, the store still full: exit 1" sbxctl turn end "$a"
rm -f "$FS/filler"
rc 0 "turn end once there is room: the capture is retried" sbxctl turn end "$a"
is "$(tfield "$a" state)" "ended" "... the turn ended"
check "... with its snapshot after" test -n "$(tfield "$a" after)"
sbxctl exec f1 -- sh -c 'echo later > after_turn' >/dev/null
sbxctl diff f1 --turn "$a" >"$T/diff.out" 2>&1
check "diff --turn lists the turn's change" grep -q by_turn "$T/diff.out"
check_fails "... not the one made after it" grep -q after_turn "$T/diff.out"
b=$(begin f1)
sbxctl exec --turn "$b" f1 -- sh -c 'echo more > in_b' >/dev/null
check "diff --turn of a running turn: what it changed so far (live)" sh -c "sbxctl diff f1 --turn $b | grep -q in_b"
full
sbxctl turn cancel "$b" >/dev/null 2>&1
sbxctl reap >"$T/reap.out" 2>&1
is "$(tfield "$b" state)" "ending" "a failed end retried by reap, the store still full: still ending"
rm -f "$FS/filler"
sbxctl reap >"$T/reap.out" 2>&1
is "$(tfield "$b" state)" "cancelled" "... reap with room: ends it as asked (cancelled)"
check "... with its snapshot after" test -n "$(tfield "$b" after)"
c=$(begin f1)
sbxctl exec --turn "$c" f1 -- sh -c 'echo more > in_c' >/dev/null
full
sbxctl turn end "$c" >/dev/null 2>&1
rc 0 "turn cancel --no-capture of a turn whose end capture fails: given up" sbxctl turn cancel "$c" --no-capture
is "$(tfield "$c" state) $(tfield "$c" after)" "cancelled " "... cancelled, with no snapshot after"
rm -f "$FS/filler"
rc 1 "... diff --turn of it: refused" sbxctl diff f1 --turn "$c"
python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1], timeout=30); c.execute("UPDATE turns SET after = ? WHERE id = ?", ("", int(sys.argv[2]))); c.commit()' "$D/fstate/catalog.db" "$a"
rc 1 "diff --turn of an ended turn with no end snapshot (a row from before): refused" sbxctl diff f1 --turn "$a"
check_fails "... no comparison with the live tree" grep -q after_turn "$T/.rc.out"

# ---- a wall clock stepped back: stamps in the future
# (a turn begun in k1 and a reap pass run while the clock was an hour
# ahead; then, NTP having stepped it back, honest passes: the first takes
# the future stamps as now, so the turn times out and k2's changed
# workspace is captured a timeout later, not an hour)
if command -v faketime >/dev/null; then
  conf 1 1 0
  export SBX_CONFIG=$C
  printf '[snapshot]\ncapture_interval = 1\n' >>"$C"
  ahead() { FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f '+1h' "$@"; }
  for n in k1 k2; do sbxctl create $n >/dev/null; at_exit "SBX_CONFIG='$C' sbxctl stop $n"; sbxctl start $n >/dev/null 2>&1; done
  a=$(ahead sbxctl turn begin k1 2>>"$T/begin.err" | tail -1)
  echo a >"$D/state/sandboxes/k2/workspace/a"
  ahead sbxctl reap >"$T/reap.out" 2>&1
  sbxctl reap >"$T/reap.out" 2>&1
  echo b >"$D/state/sandboxes/k2/workspace/b"
  sleep 1.5
  sbxctl reap >"$T/reap.out" 2>&1
  is "$(tfield "$a" state)" timeout "a turn stamped an hour ahead times out a turn_timeout after the clock stepped back"
  check "a changed workspace is captured a capture_interval after it" grep -q "captured k2" "$T/reap.out"
  for n in k1 k2; do sbxctl stop $n >/dev/null 2>&1; done
else
  ok 0 "# skip a wall clock stepped back: no faketime"
fi

done_testing
