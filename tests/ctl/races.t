#!/bin/bash
# races.t: the lifecycle's commands meeting one another, and crashes
# between their steps (tools/cmd_sandbox.c (3), (4), (7)).  gdb (batch)
# stops one sbxctl at a breakpoint while the other runs, or kills it
# there, so each interleaving is forced, not hoped for.
source "$(dirname "$0")/../lib.sh"
need_root
command -v gdb >/dev/null || skip_all "needs gdb"
PATH=$SBX_BIN:/usr/bin:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[limits]
idle_timeout = 0
[snapshot]
capture_interval = 0
INI
C2=$T/sbx2.ini          # a second host: its own state, the same store
sed "s|$T/state|$T/state2|" "$C" >"$C2"
C3=$T/sbx3.ini          # a third, fresh
sed "s|$T/state|$T/state3|" "$C" >"$C3"
ctl()  { sbxctl --config "$C" "$@"; }
ctl2() { sbxctl --config "$C2" "$@"; }
ctl3() { sbxctl --config "$C3" "$@"; }
# the tenants of the sandboxes here, on each host (create refuses one not made)
for f in "$C" "$C2" "$C3"; do for t in acme other evil; do
  sbxctl --config "$f" tenant create $t >/dev/null; done; done
at_exit "for n in zz yy z2 y2 a b c d e x g h k s o p q w v m cw cx; do for f in '$C' '$C2' '$C3'; do sbxctl --config \$f stop \$n; done; done"
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
# a name that is no sandbox (renamed away, never known) has none: snapshots
# says "no such sandbox" (exit 1), printing no list
nsnaps() { local o; if o=$(ctl --json snapshots "$1" 2>&1); then echo "$o" | json 'len(d)'
  else case $o in *": no such sandbox") echo 0;; *) echo "$o";; esac; fi; }
# mk NAME TENANT TEXT [CONFIG]: a sandbox at rest whose file f holds TEXT
mk() { sbxctl --config "${4:-$C}" create "$1" --tenant "$2" >/dev/null &&
  sbxctl --config "${4:-$C}" exec "$1" -- sh -c "echo $3 > f" 2>/dev/null &&
  sbxctl --config "${4:-$C}" stop "$1" >/dev/null 2>&1; }
# paused FN CMD ARGS...: `sbxctl ARGS` stopped at its first call of FN
# while the shell command CMD runs (in the background if it is to wait
# for the stopped one: CMD ends with $T/settled or $T/waits then), then let go; its
# output in $T/gdb.out, its exit status gdb's
paused() { local fn=$1 cmd=$2; shift 2
  gdb -q -batch -return-child-result -iex 'set debuginfod enabled off' -ex 'set pagination off' \
    -ex "break $fn" -ex run -ex "shell $cmd" -ex continue --args "$SBX_BIN/sbxctl" "$@" >"$T/gdb.out" 2>&1; }
# $T/bg NAME ARGS... (a script: gdb's shell runs it): sbxctl ARGS in the
# background, its output in $T/NAME.out, its exit status in $T/NAME.rc
# once it ends; $T/bgkill NAME FN ARGS...: the same, killed (-9) at FN
cat >"$T/bg" <<SH
#!/bin/bash
n=\$1; shift; rm -f "$T/\$n.rc"
( "$SBX_BIN/sbxctl" "\$@" >"$T/\$n.out" 2>&1; echo \$? >"$T/\$n.rc" ) &
SH
cat >"$T/bgkill" <<SH
#!/bin/bash
n=\$1 fn=\$2; shift 2; rm -f "$T/\$n.rc"
( gdb -q -batch -iex 'set debuginfod enabled off' -ex "break \$fn" -ex run -ex kill \\
    --args "$SBX_BIN/sbxctl" "\$@" >"$T/\$n.out" 2>&1; echo \$? >"$T/\$n.rc" ) &
SH
# $T/waits FILE: wait (up to 20 s) until a flock of FILE waits (/proc/locks)
cat >"$T/waits" <<SH
#!/bin/bash
for i in \$(seq 200); do
  ino=\$(stat -c %i "\$1" 2>/dev/null) && grep -q -- "-> FLOCK .*:\$ino " /proc/locks && exit 0
  sleep 0.1
done; exit 1
SH
# $T/settled NAME [FILE]: wait (up to 2 s) until $T/bg NAME ended
# ($T/NAME.rc) or, with FILE, waits for a flock of FILE (/proc/locks)
cat >"$T/settled" <<SH
#!/bin/bash
for i in \$(seq 100); do        # 10 s: a loaded machine (it ends at the wait)
  [ -e "$T/\$1.rc" ] && exit 0
  [ -n "\${2:-}" ] && ino=\$(stat -c %i "\$2" 2>/dev/null) && grep -q -- "-> FLOCK .*:\$ino " /proc/locks && exit 0
  sleep 0.1
done; exit 1
SH
chmod +x "$T/bg" "$T/bgkill" "$T/waits" "$T/settled"
# killed_at FN [finish] ARGS...: `sbxctl ARGS` killed (-9) at its first
# call of FN (with finish: once FN returned)
killed_at() { local fn=$1 fin=(); shift; [ "$1" = finish ] && { fin=(-ex finish); shift; }
  gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex "break $fn" -ex run \
    "${fin[@]}" -ex kill --args "$SBX_BIN/sbxctl" "$@" >"$T/gdb.out" 2>&1; }

# (1) a capture that read its tree before a delete (or a rename) took the
# sandbox away does not write its ref after: the delete and the rename
# wait for the capture lock, and a capture that gets it after them finds
# no sandbox.  It brought the deleted sandbox back in tenant "default".
rc 0 "zz of tenant acme, at rest, with a file" mk zz acme secret-of-acme
paused snap_capture "$T/bg del --config $C delete zz; $T/settled del $T/state/locks/zz.capture" --config "$C" capture zz
ok $? "a capture of zz stopped at snap_capture, a delete of zz meanwhile"
wait_for test -e "$T/del.rc"; is "$(cat "$T/del.rc")" 0 "... the delete ends once the capture did"
is "$(nsnaps zz)" 0 "... zz has no snapshot in the store"
rc 1 "... status zz: no such sandbox" ctl status zz
check_fails "... list does not show zz" sh -c "sbxctl --config '$C' list | grep -q '^zz '"
rc 125 "... nor does an exec bring it back" ctl exec zz -- cat f
rc 0 "z2 of tenant acme, at rest, with a file" mk z2 acme secret-of-acme
paused snap_capture "$T/bg ren --config $C update z2 --rename y2; $T/settled ren $T/state/locks/z2.capture" --config "$C" capture z2
ok $? "a capture of z2 stopped at snap_capture, a rename of z2 to y2 meanwhile"
wait_for test -e "$T/ren.rc"; is "$(cat "$T/ren.rc")" 0 "... the rename ends once the capture did"
sed 's/^/# /' "$T/ren.out"
is "$(nsnaps z2)" 0 "... z2 has no snapshot in the store"
rc 1 "... status z2: no such sandbox" ctl status z2
is "$(ctl --json status y2 | json 'd["tenant"]')" acme "... y2 is of tenant acme"
is "$(ctl start y2 >/dev/null && ctl exec y2 -- cat f 2>&1)" secret-of-acme "... with z2's file"
rc 0 "stop y2" ctl stop y2

# (2) A rename's marker (STATE/locks/NAME.rename) lists what it moves: run
# again after a crash, it goes on only over what it made itself.  A stale
# marker let it take another host's sandbox of the new name as its own:
# the rename merged into it, and a fresh host waking it got a's files.
rc 0 "a of tenant acme, at rest, with a file" mk a acme acme-secret
na=$(nsnaps a)
# (the marker's write: the rename's first is its take of a's lease)
killed_at 'sbx_write_file_atomic if $_regex(path, ".*/locks/a\\.rename$")' finish --config "$C" update a --rename b
check "a rename of a to b killed once it wrote its marker: the marker stays" test -e "$T/state/locks/a.rename"
rc 0 "host 2 makes its own b (tenant other) with a file" mk b other other-data "$C2"
nb=$(nsnaps b)
rc 1 "update a --rename b again is refused: b is another sandbox" ctl update a --rename b
grep -q "a sandbox named b exists" "$T/.rc.out"; ok $? "... saying so"
check_fails "... and the stale marker is dropped" test -e "$T/state/locks/a.rename"
is "$(nsnaps b)" "$nb" "... b's snapshots are b's own"
is "$(nsnaps a)" "$na" "... a keeps its snapshots"
is "$(ctl3 exec b -- sh -c 'cat f; ls' 2>/dev/null | tr '\n' ' ')" "other-data f " "a fresh host wakes b: b's file only"
is "$(ctl3 --json status b | json 'd["tenant"]')" other "... of tenant other"
rc 0 "... stop it there" ctl3 stop b
is "$(ctl --json status a | json 'd["tenant"]')" acme "a is still a sandbox of tenant acme"
# ... and one cut short between its refs' steps still finishes
rc 0 "a gets a second snapshot" sh -c "sbxctl --config '$C' start a >/dev/null && sbxctl --config '$C' exec a -- sh -c 'echo two > f2' && sbxctl --config '$C' stop a"
na=$(nsnaps a)
killed_at snap_delete --config "$C" update a --rename c
check "a rename of a to c killed at its first drop from a's ref: the marker stays" test -e "$T/state/locks/a.rename"
rc 0 "running it again finishes it" ctl update a --rename c
is "$(nsnaps c) $(nsnaps a)" "$na 0" "... c has a's snapshots, a none"
is "$(ctl start c >/dev/null && ctl exec c -- cat f f2 2>&1 | tr '\n' ' ')" "acme-secret two " "... and a's files"
rc 0 "stop c" ctl stop c

# (3) delete and rename exclude each other in the catalog: a rename writes
# its marker in a transaction that finds the sandbox not deleting, a
# delete claims it in one that finds no marker.  A delete that came
# mid-rename carried "deleting" over to the new name, said "deleted", and
# the next reap deleted the renamed sandbox, files and snapshots.
rc 0 "d of tenant acme, at rest, with a file" mk d acme d-data
paused fs_store_lock "$T/bg rdel --config $C delete d; $T/settled rdel" --config "$C" update d --rename e
ok $? "a rename of d to e stopped at the gc lock (its refs' move), a delete of d meanwhile: the rename succeeds"
wait_for test -e "$T/rdel.rc"; is "$(cat "$T/rdel.rc")" 1 "... the delete is refused"
grep -q "a rename of it to e is under way" "$T/rdel.out"; ok $? "... saying why"; sed 's/^/# /' "$T/rdel.out"
is "$(ctl --json status e | json 'd["state"], d["tenant"]')" "stopped acme" "... e is stopped, of tenant acme"
ctl reap >/dev/null 2>&1
rc 0 "... and after a reap" ctl status e
is "$(nsnaps e)" 1 "... e keeps its snapshot"
is "$(ctl start e >/dev/null && ctl exec e -- cat f 2>&1)" d-data "... and its file"
rc 0 "stop e" ctl stop e
# ... and a delete claimed before the rename's marker: the rename is refused
paused ctl_name_fits "$T/bg rdel --config $C delete e; $T/settled rdel" --config "$C" update e --rename d
is $? 1 "a rename of e to d stopped before its marker, a delete of e meanwhile: the rename is refused"
grep -q "being deleted" "$T/gdb.out"; ok $? "... saying why"
wait_for test -e "$T/rdel.rc"; is "$(cat "$T/rdel.rc")" 0 "... the delete completes"
rc 1 "... e is gone" ctl status e
rc 1 "... so is d" ctl status d
is "$(nsnaps e) $(nsnaps d)" "0 0" "... with no snapshot anywhere"
check_fails "... nor a marker" test -e "$T/state/locks/e.rename"

# (4) "deleting" is never overwritten: a wake that held the lock when a
# delete claimed the sandbox wrote "ready" over it when it ended, so a
# delete killed halfway left a "ready" row that no reap finished.
rc 0 "x, at rest, with a file" mk x acme x-data
paused ctl_exec_daemon_start "$T/bgkill xdel ctl_snap_forget --config $C delete x; $T/waits $T/state/locks/x.lock" --config "$C" start x
ok $? "a start of x stopped as it starts the executor, a delete of x meanwhile (killed -9 at its snapshots' drop)"
wait_for test -e "$T/xdel.rc"; ok $? "... the delete ran once the start was done"
grep -q "Breakpoint 1, .*ctl_snap_forget" "$T/xdel.out"; ok $? "... and was killed halfway"
is "$(sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "SELECT state FROM sandboxes WHERE name = 'x'")" deleting \
   "x is still recorded deleting"
check_fails "... with no ready file" test -e "$T/state/sandboxes/x/ready"
ctl reap >"$T/reapx.out" 2>&1
rc 1 "the next reap finishes the delete" ctl status x
check_fails "... its local state is gone" test -e "$T/state/sandboxes/x"
is "$(nsnaps x)" 0 "... and its snapshots"

# (5) a rename cut short after it moved the refs and the directory, not
# yet the catalog's row: the new name is not adopted (into tenant
# "default", which then stood in the rename's way) while the marker
# names it; the rename run again finishes it.
rc 0 "g of tenant acme, labelled, at rest, with a file" sh -c "sbxctl --config '$C' create g --tenant acme --label team=web >/dev/null &&
  sbxctl --config '$C' exec g -- sh -c 'echo g-data > f' && sbxctl --config '$C' stop g"
killed_at ctl_cat_sandbox_rename --config "$C" update g --rename h
check "a rename of g to h killed at the catalog's rename: the marker stays" test -e "$T/state/locks/g.rename"
check "... h's directory is there" test -d "$T/state/sandboxes/h"
rc 1 "start h is refused" ctl start h
grep -q "a rename of g to h is under way or was cut short" "$T/.rc.out"; ok $? "... naming the rename"; sed 's/^/# /' "$T/.rc.out"
rc 1 "status h is refused too" ctl status h
check_fails "list does not show h" sh -c "sbxctl --config '$C' list | grep -q '^h '"
rc 1 "delete h too" ctl delete h
rc 0 "running the rename again finishes it" ctl update g --rename h
is "$(ctl --json status h | json 'd["tenant"], d["labels"]["team"]')" "acme web" "... h is of tenant acme, labelled"
is "$(ctl start h >/dev/null && ctl exec h -- cat f 2>&1)" g-data "... with g's file"
rc 1 "... g is gone" ctl status g
check_fails "... and so is the marker" test -e "$T/state/locks/g.rename"
rc 0 "stop h" ctl stop h

# (6) a create killed once its catalog row is in, before it made the
# sandbox's directory: the first wake makes an empty tree, as for any
# created sandbox (it failed "no local state and nothing in the store",
# for good).
killed_at ctl_cat_sandbox_add finish --config "$C" create k --tenant acme
is "$(ctl --json status k | json 'd["state"]')" created "a create of k killed after its row: k is created"
check_fails "... with no directory" test -e "$T/state/sandboxes/k"
rc 0 "start k wakes it" ctl start k
rc 0 "... and it runs commands" ctl exec k -- sh -c 'echo k-data > f'
is "$(ctl --json status k | json 'd["state"], d["tenant"]')" "ready acme" "... ready, of tenant acme"
rc 0 "stop k" ctl stop k
is "$(ctl3 exec k -- cat f 2>/dev/null)" k-data "a fresh host wakes k from the store"
is "$(ctl3 --json status k | json 'd["tenant"]')" acme "... of tenant acme (its record)"
rc 0 "... stop it there" ctl3 stop k

# (7) a stop that waited for the lock of a delete re-reads the row under
# it: the sandbox is gone, and it says so (it said "stopped s", exit 0).
rc 0 "s, running, with a file" sh -c "sbxctl --config '$C' create s >/dev/null && sbxctl --config '$C' exec s -- sh -c 'echo s > f'"
paused ctl_snap_forget "$T/bg sstop --config $C stop s; $T/waits $T/state/locks/s.lock" --config "$C" delete s
ok $? "a delete of s stopped at its snapshots' drop, a stop of s meanwhile: the delete completes"
wait_for test -e "$T/sstop.rc"; is "$(cat "$T/sstop.rc")" 1 "... the stop fails"
grep -q "stop s: no such sandbox" "$T/sstop.out"; ok $? "... saying there is no such sandbox"; sed 's/^/# /' "$T/sstop.out"
check_fails "... and leaves nothing of s" test -e "$T/state/sandboxes/s"
rc 1 "... status s: none" ctl status s

# (8) a sandbox only created (its record catalog/NAME in the store, no
# snapshot yet) is a sandbox to every host: another host's create of its
# name was taken, overwrote the record with its own tenant, and its
# first wake restored the creator's snapshot (tenant evil read acme's
# files).  And of two creates racing past that check, one wins: the
# record is written create-only.
rc 0 "o of tenant acme, created, never woken" ctl create o --tenant acme --label owner=acme
rc 0 "host 2 has a sandbox p" ctl2 create p --tenant evil
rc 1 "host 2: update p --rename o is refused" ctl2 update p --rename o
grep -q "a sandbox named o exists" "$T/.rc.out"; ok $? "... saying a sandbox named o exists"
rc 1 "host 2: create o --tenant evil is refused" ctl2 create o --tenant evil
grep -q "a sandbox named o exists" "$T/.rc.out"; ok $? "... saying a sandbox named o exists"
grep -q '"tenant":"acme"' "$T/store/refs/catalog/o"; ok $? "... o's record is still acme's"
is "$(ctl2 --json status o 2>/dev/null | json 'd["tenant"]')" acme "host 2: status o shows it, of tenant acme"
rc 0 "o writes a secret and stops on host 1" sh -c "sbxctl --config '$C' exec o -- sh -c 'echo acme-secret > f' && sbxctl --config '$C' stop o"
is "$(ctl2 --json status o 2>/dev/null | json 'd["tenant"]')" acme "host 2 sees o of tenant acme still"
paused sbx_write_file_atomic "$T/bg cr2 --config $C2 create q --tenant acme; $T/settled cr2" --config "$C3" create q --tenant evil
is $? 1 "a create of q stopped past its name check, another host's create of q meanwhile: the first fails"
grep -q "a sandbox named q exists" "$T/gdb.out"; ok $? "... saying a sandbox named q exists"; grep sbxctl: "$T/gdb.out" | sed 's/^/# /'
wait_for test -e "$T/cr2.rc"; is "$(cat "$T/cr2.rc")" 0 "... the other create succeeded"
grep -q '"tenant":"acme"' "$T/store/refs/catalog/q"; ok $? "... q's record is the winner's"
is "$(sbxctl --config "$C3" list | awk '$1 == "q" { print $2, $3 }')" "stored acme" \
   "... the loser's catalog has no q: it lists the winner's (only its record in the store), stored"
check_fails "... nor its create's marker" test -e "$T/state3/locks/q.create"
rc 0 "stop o" ctl stop o

# (9) a delete that claimed a sandbox another delete then finished (a
# client's retry, or reap, which takes "deleting" for a delete cut short)
# ends with the sandbox it claimed, not with whatever has the name by
# the time it holds the lock: it removed w created again meanwhile, row,
# files and record.  And reap leaves alone a sandbox whose delete runs.
rc 0 "w, at rest, with a file" mk w acme old
paused ctl_audit_cmd "sbxctl --config $C delete w >/dev/null && sbxctl --config $C create w >/dev/null && sbxctl --config $C exec w -- sh -c 'echo new > f'" --config "$C" delete w
ok $? "a delete of w stopped once it claimed w, another delete of w, a create of w and a write meanwhile: the first delete completes"
is "$(ctl exec w -- cat f 2>&1)" new "... the new w is there, with its file"
check "... and its record" test -e "$T/store/refs/catalog/w"
paused ctl_exec_daemon_stop "timeout 10 sbxctl --config $C reap >$T/reapw.out 2>&1; echo \$? >$T/reapw.rc" --config "$C" delete w
ok $? "a delete of w stopped as it holds w's lock, a reap meanwhile: the delete completes"
is "$(cat "$T/reapw.rc")" 0 "... the reap did not wait for w's lock"
check_fails "... nor claimed w's delete" grep -q "deleted w" "$T/reapw.out"
rc 1 "... w is gone" ctl status w

# (10) what a start or restore killed (-9) midway leaves going on, outside
# any lock: the next command waits for it, not trips over it.  An sbxfs
# still coming up (meta.db's lock taken, not mounted yet): a second one
# was spawned, failed ("in use by another sbxfs"), and the start recorded
# the sandbox failed.  An executor's lock held (one coming up or going
# down): a second sbxexec died ("another sbxexec runs").  An executor
# still stopping for a killed restore: an exec failed ("sandbox is
# stopping", or "Connection reset by peer").
C4=$T/sbx4.ini; printf '[exec]\nkill_grace = 1\n' | cat "$C" - >"$C4"
ctl4() { sbxctl --config "$C4" "$@"; }
rc 0 "v, running" sh -c "sbxctl --config '$C4' create v >/dev/null && sbxctl --config '$C4' exec v -- true"
# its sbxfs and sbxexec killed (-9), the dead mount detached: the lease
# is still this host's, as after a start killed once it spawned sbxfs;
# then an sbxfs of v as that start spawned it, held at its mount
V=$T/state/sandboxes/v
mapfile -t av < <(tr '\0' '\n' <"/proc/$(cat "$V/sbxfs.pid")/cmdline" | tail -n +2)
kill -9 "$(cat "$V/exec/pid")" "$(cat "$V/sbxfs.pid")"
gone() { ! grep -qs . /proc/"$1"/stat || grep -q ') Z ' /proc/"$1"/stat; }
wait_for gone "$(cat "$V/sbxfs.pid")"; fusermount3 -uz "$V/workspace"
gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex 'set follow-fork-mode child' \
    -ex 'break fuse_session_mount' -ex run -ex "shell $T/bg vst --config $C4 start v; sleep 1" -ex detach \
    --args "$SBX_BIN/sbxfs" "${av[@]}" >"$T/gdb.out" 2>&1
grep -q "Breakpoint 1, .*fuse_session_mount" "$T/gdb.out"; ok $? "an sbxfs of v stopped holding meta.db's lock, before its mount; a start of v meanwhile"
wait_for test -e "$T/vst.rc"; is "$(cat "$T/vst.rc")" 0 "... the start waits for that sbxfs and succeeds"; sed 's/^/# /' "$T/vst.out"
is "$(ctl4 --json status v | json 'd["state"]')" ready "... v is ready"
is "$(pgrep -c -f -- "--pidfile $T/state/sandboxes/v/sbxfs.pid")" 1 "... with one sbxfs"
rc 0 "... and runs a command" ctl4 exec v -- true
kill -9 "$(cat "$T/state/sandboxes/v/exec/pid")"
( flock 9; touch "$T/held"; sleep 1 ) 9>>"$T/state/sandboxes/v/exec/lock" & held=$!
wait_for test -e "$T/held"
rc 0 "v's sbxexec killed, its lock held 1 s: exec v waits, then starts one" ctl4 exec v -- true
sed 's/^/# /' "$T/.rc.out"; wait $held
rc 0 "v runs a command that ignores TERM" ctl4 exec v -d -- sh -c 'trap "" TERM; sleep 100'
SN=$(ctl4 capture v | tail -1)
n0=$(grep -c stopping "$T/state/sandboxes/v/exec/sbxexec.log")
stops() { [ "$(grep -c stopping "$T/state/sandboxes/v/exec/sbxexec.log")" -gt "$n0" ]; }
sbxctl --config "$C4" restore v "$SN" >"$T/vrs.out" 2>&1 & vrs=$!
wait_for stops
kill -9 $vrs; wait $vrs 2>/dev/null
rc 0 "a restore of v killed while v's executor stops: exec v waits for it, then runs" ctl4 exec v -- true
# ps, logs, wait, kill and preview that reach the executor a restore
# stops: not taken, as exec's, they wait for the restore and send their
# request again.  They failed ("sandbox is stopping").  The restore
# removes the ready file before it stops the executor (exec's fast path
# took the sandbox for ready) and writes it again at its end.
id=$(ctl4 exec v -d -- sh -c 'echo hi; trap "" TERM; sleep 100')
SN=$(ctl4 capture v | tail -1)
cat >"$T/vstops" <<SH
#!/bin/bash
# the restore in the background, and once v's executor stops: the
# commands, and whether v's ready file is there
"$T/bg" vrs2 --config "$C4" restore v "$SN"
n0=$(grep -c stopping "$V/exec/sbxexec.log")
for i in \$(seq 200); do
  [ "\$(grep -c stopping "$V/exec/sbxexec.log")" -gt \$n0 ] && break; sleep 0.05
done
test -e "$V/ready" && echo yes >"$T/vready" || echo no >"$T/vready"
"$T/bg" vps --config "$C4" ps v
"$T/bg" vlogs --config "$C4" logs v $id
"$T/bg" vlogsf --config "$C4" logs v $id --follow
"$T/bg" vwait --config "$C4" wait v $id
"$T/bg" vkill --config "$C4" kill v $id --signal KILL
sleep 0.1
SH
chmod +x "$T/vstops"
gdb -q -batch -iex 'set debuginfod enabled off' -ex 'set pagination off' -ex 'tbreak ctl__connect' \
    -ex run -ex "shell $T/vstops" -ex continue --args "$SBX_BIN/sbxctl" --config "$C4" preview v 8080 >"$T/gdb.out" 2>&1
grep -q "ctl__connect (" "$T/gdb.out"; ok $? "preview v stopped once woken, as it connects; a restore of v meanwhile, then ps, logs, wait and kill while v's executor stops"
check "... the preview is taken (nothing listens on that port)" grep -q "nothing listens on port 8080" "$T/gdb.out"
is "$(cat "$T/vready")" no "... v's ready file is gone while the restore stops its executor"
for n in vrs2 vps vlogs vlogsf vwait vkill; do wait_for test -e "$T/$n.rc"; done
is "$(cat "$T/vrs2.rc")" 0 "... the restore succeeds"
check "... and v is ready again" test -e "$V/ready"
for n in vps vlogs vlogsf vwait vkill; do
  check_fails "... $n was taken, not refused" grep -E "stopping|reset" "$T/$n.out"
done
is "$(cat "$T/vps.rc") $(cat "$T/vlogs.rc") $(cat "$T/vlogsf.rc")" "0 0 0" "... ps and logs succeed"
rc 0 "stop v" ctl4 stop v

# (11) a wake that sets a stale tree aside (another host ran the sandbox
# since: .NAME.stale.T) while a gc has listed the trees and not yet
# marked them: the move waits for the gc lock (shared, as a rename's).
# It moved the tree under that gc, which took it for gone and swept the
# chunks only it names (the set-aside tree's file lost).
rc 0 "m, at rest here with a file only this tree names" sh -c "sbxctl --config '$C' create m >/dev/null &&
  sbxctl --config '$C' exec m -- sh -c 'head -c 200000 /dev/urandom > p; sha1sum p > p.sum' &&
  sbxctl --config '$C' stop m >/dev/null 2>&1"
rc 0 "... host 2 runs m since, removes the file, stops it and prunes to its own snapshot" sh -c "
  sbxctl --config '$C2' exec m -- rm p >/dev/null && sbxctl --config '$C2' stop m >/dev/null 2>&1 &&
  sbxctl --config '$C2' prune m --keep-last 1 >/dev/null"
gdb -q -batch -return-child-result -iex 'set debuginfod enabled off' -ex 'set pagination off' \
  -ex 'break gc__mark_meta' -ex run -ex "shell $T/bg mst --config $C start m; $T/settled mst $T/store/gc.lock" \
  -ex delete -ex continue --args "$SBX_BIN/sbxctl" --config "$C" gc --min-age 0 >"$T/gdb.out" 2>&1
r=$?; ok $r "a gc stopped once it listed the trees, a start of m (its tree stale) meanwhile"
[ $r = 0 ] || sed 's/^/# /' "$T/gdb.out"
wait_for test -e "$T/mst.rc"; is "$(cat "$T/mst.rc")" 0 "... the start succeeds"
M=$(ls -d "$T/state/sandboxes/.m.stale."* | head -1)
check "... m's old tree is set aside" test -e "$M/meta.db"
rc 0 "... and the gc kept the chunks of its file (verify --all reads it)" ctl verify --all
rc 0 "stop m" ctl stop m

# (5) an attach that the store's record refuses at its second look (after
# the catalog's change: another host deleted the name and made it again
# meanwhile) undoes that change.  The attachment stayed in this host's
# catalog, with nothing in the store.
rc 0 "at, created here, never woken; agent atbot" sh -c "sbxctl --config '$C' create at && sbxctl --config '$C' agent create atbot --tenant default"
paused ctl_cat_attach "sbxctl --config $C2 delete at >/dev/null && sbxctl --config $C2 create at >/dev/null" --config "$C" attach at atbot
is $? 1 "an attach of at to atbot stopped past its first look, host 2 deletes and makes at again meanwhile: refused"
grep -q "at was deleted or created again on another host" "$T/gdb.out"; ok $? "... saying why"
is "$(ctl --json status at | json 'd["agent"]')" "" "... at has no agent here"
is "$(ctl --json history at | json 'd[-1]["command"], d[-1]["exit"]')" "attach at atbot 1" "... its history row says exit 1"
is "$(json 'd["agent"]' <"$T/store/refs/catalog/at")" "" "... and host 2's record of at names no agent"

# a reap that sleeps w (idle), a delete of w claimed meanwhile, waiting
# for w's lock: the sleep leaves w to the delete, quietly, and reap exits
# 0 (it said "sleep w: its processes ended, but the catalog could not
# record it: No such file or directory", an error of nothing gone wrong,
# and went on to an interval capture of w)
sed "s/^idle_timeout = 0/idle_timeout = 1/; s/^capture_interval = 0/capture_interval = 1/" "$C" >"$T/idle.ini"
rc 0 "w, at rest, with a file" mk w acme old
rc 0 "... started, a file written, idle since" sh -c "sbxctl --config '$C' start w && sbxctl --config '$C' exec w -- sh -c 'echo new > f'"
sleep 1.2
paused 'ctl_capture if $_streq(name, "w")' "$T/bg dw --config $C delete w; sleep 1" --config "$T/idle.ini" reap
is "$?" 0 "a reap stopped in its sleep of w, a delete of w meanwhile: reap exits 0"
check_fails "... saying no error of w" grep -q "sbxctl: sleep w" "$T/gdb.out"
check_fails "... nor capturing w then" grep -q "^captured w" "$T/gdb.out"
wait_for test -e "$T/dw.rc"; is "$(cat "$T/dw.rc")" 0 "... the delete completes"
rc 1 "... w is gone" ctl status w

# A capture of a sandbox at rest while a wake here takes its lease on (a
# start; an exec's wake of one asleep): the capture holds the sandbox's
# lifecycle lock shared, and the wake waits for it.  Before, the capture,
# which had read the tree of the generation before, was refused as if
# another host had taken the sandbox over ("another host ran it since
# this host's tree", "the sandbox was taken over").
rc 0 "cw, at rest, with a file" mk cw acme one
SBX_TEST_CAPTURE_PAUSE_MS=1500 sbxctl --config "$C" capture cw >"$T/cw.out" 2>&1 & cp=$!
sleep 0.5
rc 0 "a start of cw during a capture of it at rest" ctl start cw
wait $cp; is "$?" 0 "... the capture lands"
check_fails "... naming no other host" grep -q "another host\|taken over" "$T/cw.out"
is "$(cat "$T/state/sandboxes/cw/workspace/f")" one "... cw runs with its file"
rc 0 "cx, asleep, with a file" sh -c "sbxctl --config '$C' create cx --tenant acme >/dev/null &&
  sbxctl --config '$C' exec cx -- sh -c 'echo two > f' && sleep 1.2 &&
  sbxctl --config '$T/idle.ini' reap >/dev/null 2>&1 && test \"\$(sbxctl --config '$C' --json status cx |
  python3 -c 'import json,sys; print(json.load(sys.stdin)[\"state\"])')\" = sleeping"
SBX_TEST_CAPTURE_PAUSE_MS=1500 sbxctl --config "$C" capture cx >"$T/cx.out" 2>&1 & cp=$!
sleep 0.5
is "$(ctl exec cx -- cat f 2>/dev/null)" two "an exec waking cx during a capture of it asleep"
wait $cp; is "$?" 0 "... the capture lands"
check_fails "... naming no other host" grep -q "another host\|taken over" "$T/cx.out"
# ... and one that waited for a delete of the sandbox finds none, and
# leaves no lifecycle lock file of the name (its shared take made one
# again after the delete removed it)
rc 0 "lz, at rest" mk lz acme x
paused ctl_sandbox_rm_rf "$T/bg cz --config $C capture lz; $T/waits $T/state/locks/lz.lock" --config "$C" delete lz
wait_for test -e "$T/cz.rc"
is "$(cat "$T/cz.rc" 2>/dev/null)" 1 "a capture that waited for a delete of its sandbox fails"
check "... saying it is gone" grep -q "no such sandbox (deleted or renamed meanwhile)" "$T/cz.out"
check_fails "... and leaves no lifecycle lock file of the name" test -e "$T/state/locks/lz.lock"
done_testing
