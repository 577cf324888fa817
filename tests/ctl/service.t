#!/bin/bash
# service.t: tools/sbx-host.service as systemd runs it.  The unit (with
# the paths `make install` writes) passes `systemd-analyze verify`; its
# ExecStart, run by hand, wakes what was ready before a reboot and sleeps
# what is idle; a stop as systemd does it (SIGTERM to the main process
# only: KillMode=process) ends the loop at once with exit 0, so
# Restart=on-failure leaves it stopped, and the sandboxes keep running.
# The loop reads the config file again before each pass.  The unit is
# the one `make install` wrote, with a PREFIX of the test's own, and that
# install wrote nothing in /etc.
source "$(dirname "$0")/../lib.sh"
need_root
PATH=$SBX_BIN:/usr/bin:$PATH
SRC=$(cd "$(dirname "$0")/../.." && pwd)

# What make install could write in /etc is put back as it was at exit:
# it wrote /etc/sbx/sbx.ini and /etc/systemd/system/sbx-host.service
# whatever PREFIX was, so a trial install repointed the host's service.
ETC="/etc/sbx/sbx.ini /etc/systemd/system/sbx-host.service"
[ -d /etc/sbx ] || at_exit "rmdir /etc/sbx"
for f in $ETC; do
  if [ -e "$f" ]; then cp -a "$f" "$T/saved.${f##*/}"; at_exit "cp -a '$T/saved.${f##*/}' '$f'"
  else at_exit "rm -f '$f'"; fi
done
etc_state() { ls -la --time-style=full-iso /etc/sbx /etc/systemd/system 2>&1; stat -c '%n %y %s' $ETC 2>&1; }
etc0=$(etc_state)
# the programs of SBX_BIN, built by no one here (-o all)
install_t() { make -s -C "$SRC" -o all install BIN="$SBX_BIN" "$@"; }

C=$T/inst/etc/sbx/sbx.ini      # the operator's, there before the install
mkdir -p "${C%/*}"
cat >"$C" <<INI
[sbx]
state_dir = $T/state
[store]
url = $T/store
[limits]
idle_timeout = 1
INI
export SBX_CONFIG=$C
at_exit "for n in r i; do sbxctl stop \$n; done"
ws() { echo "$T/state/sandboxes/$1/workspace"; }
key() { sed -n "s/^$1=//p" "$T/sbx-host.service"; }

cp "$C" "$T/mine.ini"

# a trial install: everything under its PREFIX, the config kept
install_t PREFIX="$T/inst" DESTDIR= >"$T/install.out" 2>&1
is "$?" 0 "make install PREFIX=\$T/inst DESTDIR=: exit 0"
is "$(etc_state)" "$etc0" "... nothing in /etc changed (sbx/, systemd/system/)"
check "... the programs in PREFIX/bin" test -x "$T/inst/bin/sbxctl" -a -x "$T/inst/bin/sbxfs" -a -x "$T/inst/bin/sbxexec"
check "... the config there kept as it was" cmp "$C" "$T/mine.ini"
check "... and said so" grep -qF "kept $C: it exists" "$T/install.out"
U=$T/inst/lib/systemd/system/sbx-host.service
check "... the unit in PREFIX/lib/systemd/system" test -f "$U"
check "... and said: systemd does not read it" \
  grep -qF "systemd does not read $T/inst/lib/systemd/system: the host service is unchanged" "$T/install.out"
# a system install, staged: the config where sbxctl looks for it
install_t PREFIX=/usr/local DESTDIR="$T/dest" >"$T/install2.out" 2>&1
is "$?" 0 "make install PREFIX=/usr/local DESTDIR=\$T/dest: exit 0"
check "... a config where there was none: /etc/sbx/sbx.ini (sbxctl's default)" cmp "$T/dest/etc/sbx/sbx.ini" "$SRC/conf/sbx.ini"
check "... said, as outside PREFIX" grep -qF "installed $T/dest/etc/sbx/sbx.ini  (outside PREFIX)" "$T/install2.out"
is "$(sed -n 's/^ExecStart=//p' "$T/dest/usr/local/lib/systemd/system/sbx-host.service")" \
   "/usr/local/bin/sbxctl --config /etc/sbx/sbx.ini reap --boot --loop 30" \
   "... the unit in /usr/local/lib/systemd/system, running /usr/local/bin/sbxctl on /etc/sbx/sbx.ini"
check "... said, with the daemon-reload systemd needs" grep -q "systemd reads it after: systemctl daemon-reload" "$T/install2.out"
is "$(etc_state)" "$etc0" "... nothing in the host's /etc changed"

# .ci/run, which installs the packages: --run-deps (the README's line
# before make demo) asks for what building and running sbx needs, not
# the tests' Ceph, valgrind or borg; another user than root is told what
# is missing and nothing is installed (it went on silently, exit 0).
# dpkg, apt-get, make (and id) are stand-ins: every package is missing,
# and apt-get and make write down what they were asked to do.
mkdir -p "$T/ci" "$T/ci-user"
printf '#!/bin/sh\nexit 1\n' >"$T/ci/dpkg"
for p in apt-get make; do printf '#!/bin/sh\necho "%s $*" >>"%s/ci.log"\n' $p "$T" >"$T/ci/$p"; done
printf '#!/bin/sh\necho 1000\n' >"$T/ci-user/id"
chmod 755 "$T"/ci/* "$T/ci-user/id"
# ci DIRS ARGS: .ci/run with DIRS ahead of $CI_PATH (default: $PATH)
ci() { : >"$T/ci.log"; env PATH="$1:${CI_PATH:-$PATH}" "$BASH" "$SRC/.ci/run" "${@:2}" >"$T/ci.out" 2>&1; }
asked() { sed -n 's/^apt-get install -y -qq //p' "$T/ci.log" | tr ' ' '\n' | grep -cxE "$1"; }
ci "$T/ci" --run-deps
is "$?" 0 ".ci/run --run-deps: exit 0"
is "$(asked 'libfuse3-dev|fuse3|libuv1-dev|python3|curl')" 5 "... asks for the build and run packages, the demo's"
is "$(asked 'ceph-mon|valgrind|borgbackup|bindfs|nodejs')" 0 "... and none of the tests' own"
check_fails "... and runs no tests" grep -q "^make" "$T/ci.log"
ci "$T/ci" --deps-only
is "$(asked 'libfuse3-dev|fuse3|ceph-mon|valgrind|borgbackup|restic')" 6 ".ci/run --deps-only asks for both lists (restic: bench/s3.sh)"
# npm only where no npm command is: a PATH of the few commands .ci/run
# runs (Debian's nodejs has no npm; NodeSource's has, and conflicts with
# Debian's npm package, so asking for it there failed the whole install)
mkdir -p "$T/ci-min"
for c in sed dirname id; do ln -sf "$(command -v $c)" "$T/ci-min/$c"; done
CI_PATH=$T/ci-min ci "$T/ci" --deps-only
is "$(asked npm)" 1 "... and npm where there is no npm command"
printf '#!/bin/sh\nexit 0\n' >"$T/ci-min/npm"; chmod 755 "$T/ci-min/npm"
CI_PATH=$T/ci-min ci "$T/ci" --deps-only
is "$(asked npm)" 0 "... but not where one is (NodeSource's nodejs)"
ci "$T/ci" --run-deps
is "$(asked npm)" 0 "... nor for --run-deps"
ci "$T/ci-user:$T/ci" --run-deps
is "$?" 1 ".ci/run --run-deps by another user than root, with packages missing: exit 1"
check "... saying: not root: nothing installed" grep -q "^.ci/run: not root: nothing installed; missing: .*libfuse3-dev" "$T/ci.out"
is "$(cat "$T/ci.log")" "" "... asking apt-get and make for nothing"
ci "$T/ci" --bogus
is "$?" 2 ".ci/run --bogus: usage, exit 2"
is "$(cat "$T/ci.log")" "" "... asking for nothing"
# and the demo, by another user than root, says what it needs (it
# failed at its second step: "claim in /run/sbx/uids: Permission denied")
env PATH="$T/ci-user:$PATH" bash "$SRC/tools/demo.sh" >"$T/demo.out" 2>&1
is "$?" 1 "tools/demo.sh by another user than root: exit 1"
is "$(cat "$T/demo.out")" "demo.sh: run as root (FUSE mounts, namespaces, cgroups)" "... saying so, and nothing else"

# the unit as installed: sbxctl beside the others, the config ours
cp "$U" "$T/sbx-host.service"
if command -v systemd-analyze >/dev/null; then
  check "systemd-analyze verify accepts the unit" sh -c \
    "systemd-analyze verify '$T/sbx-host.service' 2>&1 | tee /dev/stderr | grep -q . && exit 1 || exit 0"
else
  ok 0 "# SKIP systemd-analyze is not installed"
fi
is "$(key KillMode)" "process" "KillMode=process: a stop leaves the sandboxes to sleep, stop and delete"
is "$(key Restart)" "on-failure" "restarted after a failure only"
check "it waits between restarts (a missing config does not spin)" test -n "$(key RestartSec)"
start=$(key ExecStart)
is "$start" "$T/inst/bin/sbxctl --config $C reap --boot --loop 30" "ExecStart runs PREFIX's sbxctl reap --boot --loop on PREFIX's config"
is "$(key ExecStop)" "" "no ExecStop: the main process ends on SIGTERM"

# r was ready when the host went down; i is awake and idle
sbxctl create r >/dev/null && sbxctl exec r -- sh -c 'echo kept > k' >/dev/null 2>&1
ok $? "r woken, a file written"
sbxctl stop r >/dev/null 2>&1
sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "UPDATE sandboxes SET state = 'ready' WHERE name = 'r'"
check_fails "r is down" mountpoint -q "$(ws r)"
sbxctl create i >/dev/null && sbxctl exec i -- true >/dev/null 2>&1
ok $? "i woken"
sleep 1.5

# ExecStart by hand, as systemd would start it at boot
$start >"$T/svc.out" 2>&1 &
svc=$!
for _ in $(seq 300); do
  grep -q "woke r" "$T/svc.out" && grep -q "slept i" "$T/svc.out" && break
  kill -0 $svc 2>/dev/null || break
  sleep 0.1
done
check "the first pass wakes r (ready before the reboot)" grep -q "woke r" "$T/svc.out"
check "r is mounted again" mountpoint -q "$(ws r)"
is "$(sbxctl exec r -- cat k 2>&1)" "kept" "with its data"
check "the first pass sleeps i (idle)" grep -q "slept i" "$T/svc.out"
check_fails "i is unmounted" mountpoint -q "$(ws i)"
check "the loop keeps running" kill -0 $svc

# systemctl stop: SIGTERM to the main process only
t0=$(date +%s%N)
kill -TERM $svc
wait $svc
is "$?" 0 "SIGTERM ends the loop with exit 0 (Restart=on-failure does not restart it)"
check "within 2 s" test $(( ($(date +%s%N) - t0) / 1000000 )) -lt 2000
check "r keeps running after the service stopped" mountpoint -q "$(ws r)"
is "$(sbxctl exec r -- cat k 2>&1)" "kept" "and answers"
check "a restart's --boot leaves an awake sandbox alone" sh -c "$start >'$T/svc2.out' 2>&1 & p=\$!; sleep 2; kill -TERM \$p; wait \$p; ! grep -q 'woke r' '$T/svc2.out'"
rc=0; sbxctl stop r >/dev/null 2>&1 || rc=1
is "$rc" 0 "stop r"

# the loop reads the file again before each pass: an edit takes effect
# with no restart (it kept the values of its start for its whole life);
# a file that does not load leaves the values read before, said once
rcfg() { printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[exec]\nkill_grace = 1\n[limits]\nidle_timeout = %s\n' \
  "$T/state" "$T/store" "$1" >"$T/re.new" && mv "$T/re.new" "$T/re.ini"; }
rcfg 0
SBX_CONFIG=$T/re.ini sbxctl start r >/dev/null 2>&1
SBX_CONFIG=$T/re.ini sbxctl reap --loop 1 >"$T/re.out" 2>&1 &
lp=$!
sleep 1
check "idle_timeout 0: the loop leaves r awake" mountpoint -q "$(ws r)"
rcfg soon
sleep 2.3
is "$(grep -c 'idle_timeout = .soon.*the values read before stay in force' "$T/re.out")" 1 \
  "an edit that does not load: said on stderr, once over two passes"
check "... the loop goes on with the values read before (r awake)" sh -c "kill -0 $lp && mountpoint -q '$(ws r)'"
rcfg 1
for _ in $(seq 100); do grep -q "slept r" "$T/re.out" && break; sleep 0.1; done
check "an edit to idle_timeout takes effect at the loop's next pass: r slept" grep -q "slept r" "$T/re.out"
kill -TERM $lp; wait $lp
# one round (`reap`, as a cron job runs it) says by its exit whether its
# duties were done: a capture due that failed (the store moved away) is
# exit 1, the next round with the store back exit 0 (it was 0 both
# times: every line an error, and nothing for a caller to act on)
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[exec]\nkill_grace = 1\n[snapshot]\ncapture_interval = 1\n[limits]\nidle_timeout = 0\n' \
  "$T/state" "$T/store" >"$T/once.ini"
# The store out of reach is said once per round, naming the url as
# configured and the cause, and each sandbox's duty is skipped quietly
# (counted in --json): it was said once per sandbox and per duty, 3
# identical lines here (15 for 9 sandboxes).
sed -i "s|^url = .*|url = file://$T/store|" "$T/once.ini"
at_exit "for n in o1 o2; do sbxctl stop \$n; done"
for n in o1 o2; do SBX_CONFIG=$T/once.ini sbxctl create $n >/dev/null; done
for n in r o1 o2; do SBX_CONFIG=$T/once.ini sbxctl exec $n -- sh -c 'echo 1 >once' >/dev/null 2>&1; done
sleep 1.1
SBX_CONFIG=$T/once.ini sbxctl exec -d r -- sleep 300 >/dev/null 2>&1
mv "$T/store" "$T/store.away"
SBX_CONFIG=$T/once.ini sbxctl reap >"$T/once.out" 2>&1; rc=$?
# a stop that cannot capture (the store away) leaves r running as it
# was, and says so (it ended r's processes and sbxexec and left it
# recorded ready, saying only why the capture failed)
SBX_CONFIG=$T/once.ini sbxctl stop r >"$T/stop.out" 2>&1; src=$?
SBX_CONFIG=$T/once.ini sbxctl --json status r >"$T/stop.json" 2>/dev/null
SBX_CONFIG=$T/once.ini sbxctl --json ps r 2>/dev/null | jq -r '.[] | select(.argv[0] == "sleep") | .state' >"$T/stop.ps"
SBX_CONFIG=$T/once.ini sbxctl --json reap >"$T/oncej.out" 2>"$T/oncej.err"
# the loop: the same line once a pass, and no back-off line per sandbox
SBX_CONFIG=$T/once.ini sbxctl reap --loop 1 >"$T/oncel.out" 2>&1 &
lp=$!
sleep 2.5
kill -TERM $lp; wait $lp
# a wake the store's outage failed leaves i asleep, not failed (it was
# recorded failed, "wake failed: No such file or directory")
i0=$(SBX_CONFIG=$T/once.ini sbxctl --json status i | jq -r .state)
SBX_CONFIG=$T/once.ini sbxctl exec i -- true >"$T/wake.out" 2>&1; wrc=$?
SBX_CONFIG=$T/once.ini sbxctl --json status i >"$T/wake.json" 2>/dev/null
SBX_CONFIG=$T/once.ini sbxctl list 2>/dev/null | awk '$1 == "i" { print $2 }' >"$T/wake.list"
mv "$T/store.away" "$T/store"
is "$rc" 1 "reap, its capture failed (the store moved away): exit 1"
is "$(grep -c . "$T/once.out")" 1 "... one line for the round, 3 sandboxes' captures due"
check "... naming the store as configured and the cause" \
  grep -qF "store 'file://$T/store' is out of reach (no such directory" "$T/once.out"
check "... and the duties it skipped (the 3 captures, prunes)" grep -qE ": [5-9] duties of this round skipped" "$T/once.out"
is "$(jq -c '.failed >= 5 and .skipped == .failed' "$T/oncej.out")" true "... --json: failed, each of them skipped"
is "$(grep -c . "$T/oncej.err")" 1 "... and its one line on stderr"
check "reap --loop: the store's line once a pass (2 or 3 passes)" \
  test "$(grep -c "is out of reach (no such directory" "$T/oncel.out")" -ge 2
is "$(grep -vc "is out of reach" "$T/oncel.out")" 0 "... and nothing else (no back-off line per sandbox)"
is "$src" 1 "stop r with the store away: exit 1"
check "... saying it is not stopped: it runs on as it was" \
  grep -q "^sbxctl: stop r: not stopped: the store is out of reach (above); it runs on as it was" "$T/stop.out"
is "$(jq -r '.state + " " + (.sbxexec_pid > 0 | tostring)' "$T/stop.json")" "ready true" "... r ready, its sbxexec running"
is "$(cat "$T/stop.ps")" running "... and its command too"
is "$i0 $wrc" "sleeping 125" "a wake of i (sleeping) with the store away: exit 125"
check "... saying the store is out of reach and i stays asleep" \
  grep -q "^sbxctl: i: wake failed: the store is out of reach (.*): it stays sleeping; a later wake tries again" "$T/wake.out"
is "$(jq -r .state "$T/wake.json")" sleeping "... status: sleeping, not failed"
check "... with the reason in its error" grep -q "the store is out of reach" "$T/wake.json"
is "$(cat "$T/wake.list")" sleeping "... list: sleeping"
is "$(SBX_CONFIG=$T/once.ini sbxctl exec i -- echo up 2>/dev/null)" up "... the store back, a wake works"
is "$(SBX_CONFIG=$T/once.ini sbxctl --json status i | jq -r '.state + " [" + .error + "]"')" "ready []" "... ready, its error gone"
SBX_CONFIG=$T/once.ini sbxctl reap >"$T/once.out" 2>&1; rc=$?
is "$rc" 0 "reap, the store back: exit 0"
check "... r captured" grep -q "^captured r " "$T/once.out"
# A sandbox ready when the host went down whose wake at boot finds the
# store out of reach keeps its state, says why in one line, and a later
# pass of the loop wakes it once the store is back (it was recorded
# failed, "wake failed: No such file or directory", and no pass woke it)
at_exit "sbxctl --config '$T/once.ini' stop b"
SBX_CONFIG=$T/once.ini sbxctl create b >/dev/null && SBX_CONFIG=$T/once.ini sbxctl exec b -- sh -c 'echo kept >k' >/dev/null 2>&1
SBX_CONFIG=$T/once.ini sbxctl stop b >/dev/null 2>&1
sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "UPDATE sandboxes SET state = 'ready' WHERE name = 'b'"
mv "$T/store" "$T/store.away"
SBX_CONFIG=$T/once.ini sbxctl reap --boot >"$T/bw.out" 2>&1; bwrc=$?
is "$bwrc" 1 "reap --boot, b ready before the restart, the store away: exit 1"
is "$(SBX_CONFIG=$T/once.ini sbxctl --json status b 2>/dev/null | jq -r .state)" down "... status: b down (ready, not running), not failed"
is "$(sqlite3 -cmd ".timeout 10000" "$T/state/catalog.db" "SELECT state FROM sandboxes WHERE name = 'b'")" ready "... its row ready, to be woken"
is "$(grep -c "^sbxctl: b: wake failed: the store is out of reach (.*): it stays down; a later wake tries again" "$T/bw.out")" 1 \
  "... saying why in one line"
is "$(grep -vc "is out of reach" "$T/bw.out")" 0 "... and nothing else but the round's line"
SBX_CONFIG=$T/once.ini sbxctl reap --boot --loop 1 >"$T/bl.out" 2>&1 &
lp=$!
sleep 1.5
mv "$T/store.away" "$T/store"
for _ in $(seq 50); do grep -q "woke b" "$T/bl.out" && break; sleep 0.1; done
kill -TERM $lp; wait $lp
check "reap --boot --loop: a pass once the store is back wakes b" grep -q "^woke b (it was ready before the restart)" "$T/bl.out"
is "$(grep -c "^sbxctl: b: wake failed: the store is out of reach" "$T/bl.out")" 1 "... its wake's failure said once over the passes before"
is "$(SBX_CONFIG=$T/once.ini sbxctl exec b -- cat k 2>/dev/null)" kept "... with its data"
# reap's `skipped` counts what the store's outage skipped alone: a sleep
# that failed for its own reason (its lock: a directory here) once the
# store was found out of reach was counted skipped too
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[exec]\nkill_grace = 1\n[snapshot]\ncapture_interval = 1\n[limits]\nidle_timeout = 1\n' \
  "$T/sk" "$T/skstore" >"$T/sk.ini"
at_exit "for n in s1 s2; do sbxctl --config '$T/sk.ini' stop \$n; done"
for n in s1 s2; do SBX_CONFIG=$T/sk.ini sbxctl create $n >/dev/null; done
SBX_CONFIG=$T/sk.ini sbxctl exec s1 -- sh -c 'echo 1 >f' >/dev/null 2>&1
SBX_CONFIG=$T/sk.ini sbxctl exec -d s1 -- sleep 300 >/dev/null 2>&1
SBX_CONFIG=$T/sk.ini sbxctl exec s2 -- true >/dev/null 2>&1
sleep 1.2
mv "$T/skstore" "$T/skstore.away"
rm -f "$T/sk/locks/s2.lock" && mkdir "$T/sk/locks/s2.lock"
SBX_CONFIG=$T/sk.ini sbxctl --json reap >"$T/sk.json" 2>"$T/sk.err"
rmdir "$T/sk/locks/s2.lock"; mv "$T/skstore.away" "$T/skstore"
sed 's/^/# /' "$T/sk.json" "$T/sk.err"
is "$(jq -c '.failed == .skipped + 1 and .skipped >= 2' "$T/sk.json")" true \
  "reap --json, the store away and s2's sleep failing on its lock: skipped counts all failed but that sleep"
check "... that sleep's failure said" grep -q "^sbxctl: sleep s2: lock: Is a directory" "$T/sk.err"
done_testing
