#!/bin/bash
# daemonlog.t: [sbx] daemon_log_max.  A sandbox's daemon logs (sbxfs.log,
# exec/sbxexec.log) grew without bound while it ran.  Past the size, the
# host service's pass (reap) and each daemon start move a log aside: its
# content to LOG.1 (one kept), the log emptied in place, and the daemon
# writing it goes on at its start (O_APPEND: no hole of zeros).  0: never.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:$PATH
C=$T/sbx.ini
cat >"$C" <<INI
[sbx]
state_dir = $T/state
daemon_log_max = 64K
[store]
url = $T/store
[limits]
idle_timeout = 0
[snapshot]
capture_interval = 0
INI
export SBX_CONFIG=$C
at_exit "sbxctl stop d >/dev/null 2>&1"
D=$T/state/sandboxes/d
pad() { head -c "$2" /dev/zero | tr '\0' x >>"$1"; echo >>"$1"; }

sbxctl create d >/dev/null
rc 0 "exec wakes d" sbxctl exec d -- true
pad "$D/sbxfs.log" 100000
rc 0 "a reap pass" sbxctl reap
check "... moves d's sbxfs.log aside, past daemon_log_max (64K)" grep -qF "moved d's sbxfs.log aside (sbxfs.log.1: past daemon_log_max)" "$T/.rc.out"
check_fails "... not its sbxexec.log, below it" grep -q "sbxexec.log aside" "$T/.rc.out"
check "... sbxfs.log.1 holds what it had" sh -c "[ \$(stat -c %s '$D/sbxfs.log.1') -gt 100000 ] && grep -q xxxx '$D/sbxfs.log.1'"
is "$(stat -c %s "$D/sbxfs.log")" 0 "... sbxfs.log is emptied"
check "... sbxfs still serves d" mountpoint -q "$D/workspace"
kill -USR1 "$(cat "$D/sbxfs.pid")"     # sbxfs logs its request counts
wait_for test -s "$D/sbxfs.log"; ok $? "... sbxfs goes on writing its emptied log (SIGUSR1: its counts)"
is "$(head -c 1 "$D/sbxfs.log" | od -An -tx1 | tr -d ' ')" "$(grep -m1 -v xxxx "$D/sbxfs.log" | head -c 1 | od -An -tx1 | tr -d ' ')" "... at its start, no hole of zeros before its line"
rc 0 "another reap pass" sbxctl reap
check_fails "... moves nothing below daemon_log_max" grep -q "aside" "$T/.rc.out"
# at a daemon's start (a wake), the log it is given is moved first
pad "$D/exec/sbxexec.log" 70000
sbxctl stop d >/dev/null
rc 0 "stop and start again (a wake)" sbxctl start d
check "... sbxexec.log was moved aside before sbxexec started" grep -q xxxx "$D/exec/sbxexec.log.1"
check_fails "... its new log holds none of it" grep -q xxxx "$D/exec/sbxexec.log"
# two passes at once: one moves the log, the other leaves it to it (they
# shared one temporary name: one said "could not be moved aside")
pad "$D/sbxfs.log" 3000000
sbxctl reap >"$T/r1.out" 2>&1 & p1=$!
sbxctl reap >"$T/r2.out" 2>&1 & p2=$!
wait $p1; wait $p2
is "$(cat "$T/r1.out" "$T/r2.out" | grep -c "moved d's sbxfs.log aside")" 1 "two reap passes at once: the log moved once"
check_fails "... and neither says it could not be" grep -q "could not be moved" "$T/r1.out" "$T/r2.out"
# a link planted in the log's place is never followed: what it names was
# truncated, and its content copied into the state dir
head -c 100000 /dev/zero | tr '\0' v >"$T/victim"
mv "$D/sbxfs.log" "$D/sbxfs.log.real"; ln -s "$T/victim" "$D/sbxfs.log"
rc 0 "a reap pass with sbxfs.log a symlink to a large file" sbxctl reap
is "$(stat -c %s "$T/victim")" 100000 "... the file it names is left as it was"
check_fails "... and none of it is copied" grep -q vvvv "$D/sbxfs.log.1"
rm "$D/sbxfs.log"; mv "$D/sbxfs.log.real" "$D/sbxfs.log"
# 0: never moved
sed -i 's/^daemon_log_max = .*/daemon_log_max = 0/' "$C"
pad "$D/sbxfs.log" 100000
rc 0 "daemon_log_max = 0: a reap pass" sbxctl reap
check_fails "... moves nothing" grep -q "aside" "$T/.rc.out"
check "... the log stays as it is" grep -q xxxx "$D/sbxfs.log"
sbxctl stop d >/dev/null
# a full disk: the older copy (LOG.1) goes to make room for the newer,
# else the log grew on, each pass failing to copy it ("No space left")
F=$T/full; small_fs "$F" 16m
sed -e "s|^state_dir = .*|state_dir = $F/state|" -e 's/^daemon_log_max = .*/daemon_log_max = 64K/' "$C" >"$T/full.ini"
printf '[fs]\nreserve_free = 0\n' >>"$T/full.ini"     # the disk full is the point
E=$F/state/sandboxes/e
sbxctl --config "$T/full.ini" create e >/dev/null
rc 0 "on a 16 MiB state dir: exec wakes e" sbxctl --config "$T/full.ini" exec e -- true
at_exit "sbxctl --config '$T/full.ini' stop e >/dev/null 2>&1"
head -c 300000 /dev/zero | tr '\0' z >"$E/sbxfs.log.1"
pad "$E/sbxfs.log" 200000
fill_fs "$F" 100K
rc 0 "with 100K free, a 200K sbxfs.log and a 300K sbxfs.log.1: a reap pass" sbxctl --config "$T/full.ini" reap
check "... moves e's sbxfs.log aside" grep -qF "moved e's sbxfs.log aside" "$T/.rc.out"
check_fails "... not 'could not be moved'" grep -q "could not be moved" "$T/.rc.out"
check "... sbxfs.log.1 holds the newer copy" sh -c "grep -q xxxx '$E/sbxfs.log.1' && ! grep -q zzzz '$E/sbxfs.log.1'"
is "$(stat -c %s "$E/sbxfs.log")" 0 "... sbxfs.log is emptied"
check "... no temporary copy left" sh -c "! ls '$E' | grep -q 'sbxfs.log.1.tmp'"
rm -f "$F/fill"
rc 0 "stop e" sbxctl --config "$T/full.ini" stop e
done_testing
