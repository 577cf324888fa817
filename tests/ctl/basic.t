#!/bin/bash
# basic.t: sbxctl create/start/stop/list/status/verify/delete with a config
# in $T; a bad config names file:line:key and exits 1; bad use exits 2.
source "$(dirname "$0")/../lib.sh"
need_root
C=$T/sbx.ini
cat >"$C" <<INI
; test config
[sbx]
state_dir = $T/state
[store]
url = $T/store
INI
ctl() { sbxctl --config "$C" "$@"; }
WS=$T/state/sandboxes/box1/workspace
at_exit "sbxctl --config '$C' stop box1; sbxctl --config '$C' stop box2"

# libcurl (and its ~30 libraries), libcrypto and libsqlite3 cost every
# start more than exec's own work: they are loaded on use (tools/lazy.c)
if readelf -d "$(command -v sbxctl)" | grep -q 'NEEDED.*libasan'; then
  ok 0 "# SKIP sanitizer builds link with --no-as-needed"
else
  check_fails "sbxctl does not load libcurl, libcrypto nor libsqlite3 at start" \
    sh -c "readelf -d '$(command -v sbxctl)' | grep -E 'NEEDED.*(libcurl|libcrypto|libsqlite3)'"
fi
rc 0 "create box1" ctl create box1
rc 1 "create box1 again fails" ctl create box1
grep -q "sbxctl: create: a sandbox named box1 exists" "$T/.rc.out"; ok $? "... saying a sandbox of that name exists"
check "the store was made" test -d "$T/store"
check "list shows box1" sh -c "sbxctl --config '$C' list | grep -q '^box1 '"
check "status box1 says created" sh -c "sbxctl --config '$C' status box1 | grep -q created"
check_fails "not mounted before start" mountpoint -q "$WS"

# the first start under valgrind where it is (not a sanitizer build): the
# first wake's look for snapshots to restore (none) leaked their list
VG=()
command -v valgrind >/dev/null && ! is_asan &&
  VG=(valgrind -q --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite
      --child-silent-after-fork=yes --log-file="$T/vg.log")
"${VG[@]}" sbxctl --config "$C" start box1 >"$T/start.out" 2>"$T/start.err"; r=$?
is "$r" 0 "start box1"
[ "$r" = 0 ] || sed 's/^/# /' "$T/start.err" | tail -5
if [ ${#VG[@]} -gt 0 ]; then
  check_fails "... its first wake leaks nothing (valgrind: no block definitely lost)" \
    grep -q "definitely lost" "$T/vg.log"
  grep -A8 "definitely lost in" "$T/vg.log" | sed 's/^/# /' | head -20
else
  ok 0 "# SKIP no valgrind, or a sanitizer build"
fi
is "$(tail -1 "$T/start.out")" "$WS" "start prints the workspace path as its last line"
check "the workspace is mounted" mountpoint -q "$WS"
check "the workspace takes writes" sh -c "echo persisted >'$WS/file' && mkdir '$WS/dir'"
check "status says ready" sh -c "sbxctl --config '$C' status box1 | grep -q ready"
check "list says ready" sh -c "sbxctl --config '$C' list | grep -q '^box1 .*ready'"
check "list --json is JSON" sh -c "sbxctl --config '$C' --json list | /usr/bin/python3 -c 'import json,sys; l=json.load(sys.stdin); assert any(x[\"name\"]==\"box1\" for x in l)'"
# an answer that could not be written is a failure, not a silent 0
ctl --json list >/dev/full 2>"$T/full.err"; r=$?
is "$r" 1 "list to a full disk exits 1"
check "and says why" grep -q "could not write the output: No space left" "$T/full.err"
# an option's value is that value, whatever it reads (an agent's free
# text, a label): it was taken for sbxctl's own -h/--help and exit 0
rc 0 "capture --label -h" ctl capture box1 --label -h
check "... captured, labelled -h" sh -c "sbxctl --config '$C' --json snapshots box1 | grep -q '\"label\":\"-h\"'"
# ms in --json is rounded to 3 decimals (it was a raw double: 128.56654700000001)
for i in 1 2 3; do ctl --json capture box1 --label ms$i; done >"$T/ms.json" 2>/dev/null
is "$(grep -c '"ms":[0-9]*\(\.[0-9]\{1,3\}\)\?[,}]' "$T/ms.json")" 3 "capture --json: ms has at most 3 decimals"
# store check --json as every other --json answer: one line, its ms to 3
# decimals (it was indented over 20 lines, put 0.75541800000000003)
ctl --json store check >"$T/sc.json" 2>/dev/null
is "$(wc -l <"$T/sc.json")" 1 "store check --json: one line, as the other --json answers"
is "$(grep -o '"\(head\|put\|get\|delete\)": *[0-9.]*' "$T/sc.json" | grep -c '[:] *[0-9]*\(\.[0-9]\{1,3\}\)\?$')" 4 \
  "... its latency_ms to at most 3 decimals"
is "$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sorted(d["latency_ms"]), d["probe_bytes"] > 0)' "$T/sc.json")" \
  "['delete', 'get', 'head', 'put'] True" "... latency_ms holds times only, the probe's size is probe_bytes (a byte size was in it)"
# store init --json printed nothing at all where a script reads JSON
is "$(ctl --json store init 2>/dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["result"], d["store"])' 2>&1)" \
  "ready $T/store" "store init --json: an object, its result and store"
check_fails "exec --cwd --help runs in a directory of that name, not --help" ctl exec box1 --cwd --help -- true
# a host process in the workspace keeps it busy: stop falls back to
# sbxfs's own unmount and a lazy detach, which is no error (fusermount3's
# two lines, "Device or resource busy" and "Invalid argument", were
# passed on to the operator of a stop that succeeded)
( cd "$WS" && exec sleep 3 ) & busy=$!
wait_for sh -c "readlink /proc/$busy/cwd | grep -q workspace"
rc 0 "stop box1" ctl stop box1
check_fails "... a busy workspace is no fusermount3 error on stderr" grep -q fusermount "$T/.rc.out"
grep fusermount "$T/.rc.out" | sed 's/^/# /'
wait $busy
check_fails "unmounted after stop" mountpoint -q "$WS"
check "status says stopped after stop" sh -c "sbxctl --config '$C' status box1 | grep -q stopped"
check "no sbxfs left serving box1" sh -c "! pgrep -f -- '[-]-meta $T/state/sandboxes/box1/meta.db' >/dev/null"
rc 0 "verify box1" ctl verify box1
# a caller's descriptors stay the caller's: a script that serialises on
# flock(1) (its fd 9) had its lock held by sbxfs until the sandbox slept
( exec 9>"$T/ops.lock"; flock 9; ctl start box1 >/dev/null 2>&1 )
is "$?" 0 "start box1 again, from a script holding a flock on fd 9"
check "... the lock is free once the script ended" flock -n "$T/ops.lock" true
is "$(cat "$WS/file" 2>&1)" "persisted" "data persisted across stop/start"
# stop of a sandbox never started, then start: it failed ("its tree is
# missing and the store has no snapshot of it"), state failed
rc 0 "create nv, stop it before any start" sh -c "sbxctl --config '$C' create nv && sbxctl --config '$C' stop nv"
rc 0 "start nv" ctl start nv
is "$(ctl --json status nv | python3 -c 'import json,sys; print(json.load(sys.stdin)["state"])')" ready "... it is ready"
rc 0 "stop and delete nv" sh -c "sbxctl --config '$C' stop nv && sbxctl --config '$C' delete nv"
rc 0 "stop box1 again" ctl stop box1

# verify catches damage (through sbxfs --locate), and passes once repaired
head -c 1000000 /dev/urandom >"$T/rnd"
ctl start box1 >/dev/null 2>&1 && cp "$T/rnd" "$WS/rnd" && ctl stop box1 >/dev/null 2>&1
read -r _ pack off len < <(sbxfs --locate --meta "$T/state/sandboxes/box1/meta.db" --store "$T/store" rnd 2>/dev/null)
if [ -n "${pack:-}" ]; then
  cp -a "$pack" "$T/pack.keep"
  printf '\xff\x00\xff' | dd of="$pack" bs=1 seek=$((off + len / 2)) conv=notrunc 2>/dev/null
  rc 1 "verify of a damaged workspace exits 1" ctl verify box1
  cp -a "$T/pack.keep" "$pack"
  rc 0 "verify passes again once repaired" ctl verify box1
else
  ok 1 "sbxfs --locate finds the chunk of a 1 MB random file"
fi

# SBX_CONFIG is used without --config
check "SBX_CONFIG names the config" sh -c "SBX_CONFIG='$C' sbxctl list | grep -q '^box1 '"
# one that does not open says it came from there: a stale SBX_CONFIG is
# on no command line ("config: FILE: No such file or directory" alone)
SBX_CONFIG=$T/stale.ini sbxctl list >"$T/stale.out" 2>&1; r=$?
is "$r" 1 "a missing SBX_CONFIG file: exit 1"
is "$(cat "$T/stale.out")" "sbxctl: config: $T/stale.ini (from \$SBX_CONFIG): No such file or directory" \
  "... naming the file and where it was named"
sbxctl --config "$T/stale.ini" list >"$T/stale.out" 2>&1
is "$(cat "$T/stale.out")" "sbxctl: config: $T/stale.ini: No such file or directory" "... --config's as it was"

# delete: stopped, and running
rc 0 "create box2" ctl create box2
# started from a working directory with a relative --config: the daemons
# kept that directory busy for the sandbox's life (an operator's umount
# of it failed) and were handed the relative path
mkdir -p "$T/cwd" && cp "$C" "$T/cwd/rel.ini"
(cd "$T/cwd" && sbxctl --config rel.ini start box2 >/dev/null 2>&1); ok $? "start box2 from another directory, --config relative"
for p in sbxfs.pid exec/pid; do
  pid=$(cut -d' ' -f1 "$T/state/sandboxes/box2/$p")
  is "$(readlink "/proc/$pid/cwd")" / "... its ${p%%.pid} (sbxfs, exec) leaves that directory"
  check "... and has the config's absolute path" sh -c "tr '\\0' '\\n' </proc/$pid/cmdline | grep -qx '$T/cwd/rel.ini'"
done
rc 0 "delete box2 while running" ctl delete box2
check_fails "box2 unmounted" mountpoint -q "$T/state/sandboxes/box2/workspace"
check_fails "box2's directory is gone" test -e "$T/state/sandboxes/box2"
# from a working directory that cannot be opened (a dead FUSE mount: an
# operator's shell left in a crashed workspace): the removal opened "."
# to start its walk and failed, the sandbox left "deleting"
sbxfs_mount "$T/dead.db" "$T/deadstore" "$T/deadmnt" --pidfile "$T/dead.pid"
(cd "$T/deadmnt" && kill -9 "$(cat "$T/dead.pid")" && sleep 0.2 &&
 sbxctl --config "$C" delete box1 >"$T/dead.out" 2>&1); ok $? "delete box1 from a dead mount as working directory"
fusermount3 -uz "$T/deadmnt"
check_fails "box1's directory is gone" test -e "$T/state/sandboxes/box1"
is "$(ctl list)" "" "list is empty"
# entries of STATE/sandboxes that are no sandbox's state (a directory
# with neither meta.db nor workspace/, a file: a store that an older
# config put there): list showed them "sleeping", and a delete of such a
# name adopted it and removed it whole
mkdir -p "$T/state/sandboxes/stray/packs"; echo x >"$T/state/sandboxes/index.db"
is "$(ctl list)" "" "list leaves out entries of sandboxes/ that hold no sandbox (no meta.db nor workspace/; a file)"
rc 1 "status of such a name: no such sandbox" ctl status stray
rc 1 "delete of it: no such sandbox" ctl delete stray
check "... and it is left as it was" test -d "$T/state/sandboxes/stray/packs"
rm -rf "$T/state/sandboxes/stray" "$T/state/sandboxes/index.db"
rc 1 "status of a deleted sandbox exits 1" ctl status box1
rc 1 "start of a missing sandbox exits 1" ctl start nosuch
rc 1 "stop of a missing sandbox exits 1" ctl stop nosuch
rc 1 "verify of a missing sandbox exits 1" ctl verify nosuch
rc 1 "delete of a missing sandbox exits 1" ctl delete nosuch
rc 1 "update of a missing sandbox exits 1" ctl update nosuch --label a=b
rc 1 "restore of a missing sandbox exits 1" ctl restore nosuch 0123
# so did a failed fork, import or create of a new name
rc 1 "fork of a snapshot that is none exits 1" ctl fork abc nosuch
rc 1 "import of a file that is none exits 1" ctl import "$T/nonexist" nosuch
rc 1 "import under a tenant that is none exits 1" ctl import "$T/nonexist" nosuch --tenant nosuchtenant
# each took the name's lock, and left an empty STATE/locks/nosuch.lock
check_fails "... none of them left a lock file of the name" test -e "$T/state/locks/nosuch.lock"
long=$(printf 'n%.0s' {1..63})   # its executor's socket path too long under $T/state
rc 1 "create of a name whose socket path would not fit exits 1" ctl create "$long"
check_fails "... and leaves no lock file of the name" test -e "$T/state/locks/$long.lock"
check_fails "... nor of a name that holds no sandbox (stray)" test -e "$T/state/locks/stray.lock"
# the commands that read what a sandbox left answered a name never known
# with nothing, exit 0 (--json: [])
for cmd in "snapshots" "--json snapshots" "history" "--json history" "turn list" "--json turn list"; do
  rc 1 "$cmd of a missing sandbox exits 1" ctl $cmd nosuch
  is "$(cat "$T/.rc.out")" "sbxctl: ${cmd#--json } nosuch: no such sandbox" "... saying no such sandbox, and nothing else"
done
# and those that act on one: kill said "the sandbox is not running" (an
# operator took the real one for down), the others "no snapshot" or "no turn"
for cmd in "kill nosuch c1" "snapshot-delete nosuch abcd" "export nosuch abcd $T/nosuch.sbx" \
           "rollback nosuch --turn 1"; do
  rc 1 "${cmd%% *} of a missing sandbox exits 1" ctl $cmd
  is "$(cat "$T/.rc.out")" "sbxctl: ${cmd%% *} nosuch: no such sandbox" "... saying no such sandbox, and nothing else"
done
# those that wake one said "wake nosuch: no such sandbox", a command the
# operator did not run
for cmd in "exec nosuch -- true|125" "wait nosuch c1|125" "ps nosuch|1" "logs nosuch c1|1" \
           "preview nosuch 80|1" "turn begin nosuch|1"; do
  w=${cmd%|*}; n=${w%% nosuch*}
  rc "${cmd#*|}" "$n of a missing sandbox exits ${cmd#*|}" ctl $w
  is "$(cat "$T/.rc.out")" "sbxctl: $n nosuch: no such sandbox" "... naming $n, not a wake"
done
rc 2 "turn frob: bad usage" ctl turn frob
is "$(head -1 "$T/.rc.out")" "sbxctl: turn: no subcommand 'frob' (begin, wait, end, cancel, list, show)" \
   "... naming the subcommand it does not know, before the usage"
for cmd in "config|check, show" "store|check, init, reindex" "tenant|create, delete, list" \
           "agent|create, delete, list" "artifact|publish, list, get, delete"; do
  w=${cmd%|*}
  rc 2 "$w frob: bad usage" ctl $w frob
  is "$(head -1 "$T/.rc.out")" "sbxctl: $w: no subcommand 'frob' (${cmd#*|})" "... naming it too"
done
rc 0 "create bgx" ctl create bgx
rc 0 "delete --background before the name (as stop --force)" ctl delete --background bgx
for i in $(seq 100); do ctl status bgx >/dev/null 2>&1 || break; sleep 0.1; done
rc 1 "... and it completes" ctl status bgx
# history --tenant, --agent of a name never made: exit 0 with nothing
for w in tenant agent; do
  rc 1 "history --$w of a missing $w exits 1" ctl history --$w nosuch
  is "$(cat "$T/.rc.out")" "sbxctl: history: no such $w nosuch" "... saying no such $w, and nothing else"
done
rc 0 "history --tenant default (made by create, no row of its own): exit 0" ctl --json history --tenant default
is "$(cat "$T/.rc.out")" "[]" "... with an empty answer"
rc 0 "history of a deleted sandbox: exit 0 (its audit stays)" ctl history box1
check "... its delete there" grep -q "delete box1" "$T/.rc.out"
rc 0 "snapshots of a deleted sandbox: exit 0" ctl snapshots box1

# bad configs: file, line and key named, exit 1
badcfg() {  # NAME LINE KEY CONTENT
  printf '%b' "$4" >"$T/bad.ini"
  sbxctl --config "$T/bad.ini" list >"$T/bad.out" 2>&1; local r=$?
  is "$r" 1 "bad config ($1): exit 1"
  if grep -q "$T/bad.ini:$2" "$T/bad.out" && grep -q -- "$3" "$T/bad.out"; then ok 0 "bad config ($1): names file:line and key"
  else ok 1 "bad config ($1): names file:line and key"; diag "want $T/bad.ini:$2 and '$3'"; sed 's/^/# /' "$T/bad.out"; fi
}
badcfg "unknown key" 3 bogus "[sbx]\nstate_dir = $T/s2\nbogus = 1\n"
# a key of another section, or before any section, names where it belongs
badcfg "a key of another section" 2 "\[fs\] lease_ttl: unknown key (it belongs in \[store\])" "[fs]\nlease_ttl = 60\n"
badcfg "a key before any section" 1 "state_dir: outside any section (it belongs in \[sbx\])" "state_dir = $T/s2\n[sbx]\n"
badcfg "an unknown key before any section" 1 "bogus: unknown key, outside any section" "bogus = 1\n"
badcfg "bad size" 4 dirty_max "[sbx]\nstate_dir = $T/s2\n[fs]\ndirty_max = lots\n"
badcfg "bad integer" 2 quota_inodes "[fs]\nquota_inodes = many\n"
badcfg "unknown section" 1 nosuch "[nosuch]\nkey = 1\n"
badcfg "unknown section with no key" 3 "\[bogus\]: unknown section" "[fs]\nstop_wait = 5\n[bogus]\n"
badcfg "a key set twice" 3 "state_dir: set again" "[sbx]\nstate_dir = $T/s2\nstate_dir = $T/s3\n"
badcfg "an indented line (a continuation)" 3 "state_dir: set again" "[sbx]\nstate_dir = $T/s2\n   /etc\n"
badcfg "uid -1 (setresuid: no change, so root)" 2 "uid = '-1': out of range" "[exec]\nuid = -1\n"
badcfg "uid 0" 3 "uid = '0': out of range" "[exec]\ngid = 7\nuid = 0\n"
badcfg "stop_wait 0" 2 "stop_wait = '0': out of range (from 1 to" "[fs]\nstop_wait = 0\n"
badcfg "negative kill_grace" 2 "kill_grace = '-3': out of range (from 1 to 86400)" "[exec]\nkill_grace = -3\n"
# values the programs took for another (kill_grace 0 ran as 1, tmp_size
# 0 as 1G), and what inih drops or cuts without a word
badcfg "kill_grace 0" 2 "kill_grace = '0': out of range (from 1 to 86400)" "[exec]\nkill_grace = 0\n"
badcfg "tmp_size 0" 3 "tmp_size = '0': out of range (at least 1048576, below 2^63 bytes)" "[sbx]\n[exec]\ntmp_size = 0\n"
badcfg "an integer past 64 bits" 2 "spin_us = '99999999999999999999': out of range" "[fs]\nspin_us = 99999999999999999999\n"
badcfg "reserve_free past 90%" 2 "reserve_free = '95%': out of range (a percentage from 0.01% to 90%)" "[fs]\nreserve_free = 95%\n"
badcfg "reserve_free with three decimals" 2 "reserve_free = '0.004%': expected a size (e.g. 1G) or a percentage" "[fs]\nreserve_free = 0.004%\n"
badcfg "reserve_free as an exponent" 2 "reserve_free = '1e1%': expected a size (e.g. 1G) or a percentage" "[fs]\nreserve_free = 1e1%\n"
badcfg "reserve_free with no digit before the point" 2 "reserve_free = '.5%': expected a size (e.g. 1G) or a percentage" "[fs]\nreserve_free = .5%\n"
badcfg "reserve_free not a percentage" 2 "reserve_free = '5 %': expected a size (e.g. 1G) or a percentage" "[fs]\nreserve_free = 5 %\n"
badcfg "readahead below 128K" 2 "readahead = '64K': out of range (from 131072 to 67108864)" "[fs]\nreadahead = 64K\n"
badcfg "a size past 64 bits" 2 "dirty_max = '99999999999T': out of range (at least 1048576, below 2^63 bytes)" "[fs]\ndirty_max = 99999999999T\n"
badcfg "text after a section header" 2 "text after a section header" "[sbx]\n[fs] junk\nspin_us = 5\n"
badcfg "a NUL byte in a value" 3 "a NUL byte" "[sbx]\n[fs]\nspin_us = 5\0009\n"
badcfg "an s3:// url with no bucket" 2 "url = 's3://': names no bucket" "[store]\nurl = s3://\n"
# a bucket name every store operation refuses (sbx_bucket_ok): said at load
badcfg "a bucket name the store refuses" 3 "url = 's3://My_Bucket/sbx': bad bucket name 'My_Bucket'" \
  "[sbx]\n[store]\nurl = s3://My_Bucket/sbx\nendpoint = http://127.0.0.1:9\n"
rc 1 "... config check refuses it too" sbxctl --config "$T/bad.ini" config check
badcfg "a bucket name of 2 bytes" 2 "bad bucket name 'ab'" "[store]\nurl = s3://ab\n"
printf '[store]\nurl = s3://my-bucket.2/sbx\nendpoint = http://127.0.0.1:9\n' >"$T/bk.ini"
rc 0 "... a good one passes config check" sbxctl --config "$T/bk.ini" config check
# an endpoint every store operation refuses (sbx_endpoint_ok): said at
# load too; config check passed it
badcfg "an ftp:// endpoint" 3 "endpoint = 'ftp://127.0.0.1:9': not an S3 endpoint URL" \
  "[store]\nurl = s3://bkt/p\nendpoint = ftp://127.0.0.1:9\n"
rc 1 "... config check refuses it too" sbxctl --config "$T/bad.ini" config check
badcfg "an endpoint with no host" 2 "endpoint = 'https://:80': not an S3 endpoint URL" "[store]\nendpoint = https://:80\n"
badcfg "an endpoint with a bad port" 2 "endpoint = 'http://h:99999': not" "[store]\nendpoint = http://h:99999\n"
printf '[store]\nurl = s3://bkt/p\nendpoint = http://[::1]:7480/\n' >"$T/ep.ini"
rc 0 "... a good one ([IPv6]:PORT/) passes config check" sbxctl --config "$T/ep.ini" config check
# a store that cannot be opened: list shows what this host knows, exit 1
printf '[sbx]\nstate_dir = %s/s6\n[store]\nurl = s3://bkt/p\nendpoint = http://127.0.0.1:9\ncredentials_file = %s/none\n' "$T" "$T" >"$T/ftp.ini"
rc 1 "list with a store it cannot open: exit 1" sbxctl --config "$T/ftp.ini" list
check "... saying the store's sandboxes are left out" grep -q "known only to the store s3://bkt/p are left out" "$T/.rc.out"
printf '[fs] ; a comment\nspin_us = 5\n' >"$T/cmt.ini"
rc 0 "a comment after a section header is fine" sbxctl --config "$T/cmt.ini" config check
# '#' after whitespace starts a comment as ';' does (inih cuts only ';'):
# it was taken into the value, and list made a directory "s5   # fast disk"
printf '[sbx]\nstate_dir = %s   # fast disk\n[store]\nurl = %s/a#b\t; the store\nendpoint = http://e:1 # AWS\n[exec]\nsocket_group = # none\n' "$T/s5" "$T" >"$T/hash.ini"
rc 0 "config check: inline # comments" sbxctl --config "$T/hash.ini" config check
sbxctl --config "$T/hash.ini" config show >"$T/hash.out" 2>&1
check "an inline # comment is no part of state_dir" grep -qx "state_dir = $T/s5" "$T/hash.out"
check "... nor of endpoint" grep -qx "endpoint = http://e:1" "$T/hash.out"
check "... and a value of only a comment is empty (socket_group)" grep -qx "socket_group = " "$T/hash.out"
check "a # with no whitespace before it is part of the value" grep -qx "url = $T/a#b" "$T/hash.out"
sbxctl --config "$T/hash.ini" list >/dev/null 2>&1
check "list makes the state directory without the comment" test -d "$T/s5"
check_fails "... and none named with it" sh -c "ls -d '$T'/s5?* 2>/dev/null | grep ."
printf '[fs]\nspin_us = 7\t# us\n' >"$T/hashn.ini"
is "$(sbxctl --config "$T/hashn.ini" config show 2>&1 | grep '^spin_us')" "spin_us = 7" "... nor of an integer (spin_us, after a tab)"
badcfg "a value of only a # comment is empty" 2 "state_dir = '': expected an absolute path" "[sbx]\nstate_dir = # fast disk\n"
mkfifo "$T/fifo.ini"
rc 1 "--config naming a FIFO: exit 1 at once, not a hang" timeout 10 sbxctl --config "$T/fifo.ini" list
grep -q "not a regular file" "$T/.rc.out"; ok $? "... saying it is not a regular file"
badcfg "compression level 99" 2 "compression_level = '99'" "[fs]\ncompression_level = 99\n"
badcfg "lease_ttl 0" 2 "lease_ttl = '0'" "[store]\nlease_ttl = 0\n"
badcfg "log_level" 2 "log_level = 'shouty': expected error, info or debug" "[sbx]\nlog_level = shouty\n"
badcfg "empty file:// store" 2 "url = 'file://'" "[store]\nurl = file://\n"
badcfg "a long line" 2 "longer than 198" "[fs]\n; $(printf '%0220d' 0)\n"
mkdir -p "$T/cfgdir"
sbxctl --config "$T/cfgdir" list >"$T/bad.out" 2>&1; r=$?
is "$r" 1 "--config DIRECTORY: exit 1, not the defaults"
check "... saying so" grep -q "$T/cfgdir: not a regular file" "$T/bad.out"
printf '[sbx]\nstate_dir = %s//\n' "$T/s4" >"$T/slash.ini"
is "$(sbxctl --config "$T/slash.ini" config show | grep '^state_dir')" "state_dir = $T/s4" "state_dir's trailing slashes are dropped"
printf '[store]\nurl = s3://bkt/p\naccess_key = AKIAEXAMPLEKEY1234\nsecret_key = wJalrXUtnFEMIsecret\n' >"$T/cred.ini"
sbxctl --config "$T/cred.ini" config show >"$T/cred.out" 2>&1
check "config show: the access key by its last four characters" grep -qx 'access_key = \*\*\*\*1234' "$T/cred.out"
check_fails "config show: no credential in clear" grep -Eq 'AKIAEXAMPLE|wJalr' "$T/cred.out"
# config show and check under --json (they printed their text)
check "config show --json: sections of typed keys, credentials masked" sh -c "sbxctl --json --config '$T/cred.ini' config show | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin); s=d[\"store\"]; assert (s[\"url\"], s[\"access_key\"], s[\"secret_key\"], s[\"prefetch\"], d[\"fs\"][\"spin_us\"]) == (\"s3://bkt/p\", \"****1234\", \"********\", True, 50), d'"
check "config check --json: the file and ok" sh -c "sbxctl --config '$T/cred.ini' config check --json | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin); assert d == {\"path\": \"$T/cred.ini\", \"ok\": True}, d'"
printf '[exec]\nnofile = %s\n' $(( $(ulimit -Hn) + 1 )) >"$T/nofile.ini"
sbxctl --config "$T/nofile.ini" config check >"$T/nofile.out" 2>&1; r=$?
is "$r" 1 "config check: [exec] nofile above the hard limit of open files: exit 1"
check "... naming the key" grep -q "\[exec\] nofile = " "$T/nofile.out"
# a state dir on blocks smaller than a page: config check warns (SIGBUS
# once full), and passes
truncate -s 16M "$T/bs.img" && mkfs.ext4 -q -b 1024 "$T/bs.img" && mkdir -p "$T/bs" &&
  mount -o loop "$T/bs.img" "$T/bs" && at_exit "umount '$T/bs'"
printf '[sbx]\nstate_dir = %s/bs/state\n' "$T" >"$T/bs.ini"
sbxctl --config "$T/bs.ini" config check >"$T/bs.out" 2>&1
is "$?" 0 "config check: a state dir on 1 KiB blocks passes"
check "... with a warning naming the key and the block size" grep -q "warning: \[sbx\] state_dir $T/bs/state is on a file system of 1024-byte blocks" "$T/bs.out"
umount "$T/bs"
printf '[store]\nurl = s3://bkt/p\n[snapshot]\ngc_min_age = 60\n' >"$T/gma.ini"
sbxctl --config "$T/gma.ini" config check >"$T/gma.out" 2>&1
is "$?" 0 "config check: S3 gc_min_age below 4 x retry_time passes"
check "... with a warning naming both keys" grep -q "warning: \[snapshot\] gc_min_age = 60 is below 4 x \[store\] retry_time (30)" "$T/gma.out"
# [exec] uid_base and uid_count: a range of uids within 1 .. 2^31 - 1 that
# leaves out [exec] uid and gid, or every start refused it (config check ok)
badcfg "uid_base past 2^31 - 1" 3 "uid_base = '3000000000': out of range (from 1 to 2147483646)" "[exec]\nuid = 7\nuid_base = 3000000000\n"
badcfg "uid_base + uid_count past 2^31 - 1" 3 "uid_base = 2147480000: .*2147483647" "[exec]\nuid_count = 65536\nuid_base = 2147480000\n"
badcfg "uid_count past 2^31 - 1 from uid_base" 2 "uid_count = 2147483600: .*2147483647" "[exec]\nuid_count = 2147483600\n"
badcfg "a uid range holding [exec] uid" 3 "uid_base = 60000: .*hold \[exec\] uid 65534" "[exec]\n; 60000 .. 125535\nuid_base = 60000\n"
badcfg "a uid range holding [exec] gid" 4 "gid = 1000000005: .*\[exec\] uid_base" "[exec]\nuid = 7\n\ngid = 1000000005\n"
printf '[exec]\nuid_base = 2147418111\nuid_count = 65536\n' >"$T/ub.ini"
rc 0 "config check: uid_base + uid_count = 2^31 - 1 is fine" sbxctl --config "$T/ub.ini" config check
printf '[exec]\nuid_base = 3000000000\nuid_count = 0\n' >"$T/ub.ini"
rc 1 "uid_base is checked also with uid_count 0" sbxctl --config "$T/ub.ini" config check
badcfg "a section header without ]" 3 "without ']'" "[sbx]\nstate_dir = $T/s2\n[fs\nstop_wait = 5\n"
printf '[fs]\ndirty_max = 5242880B\n' >"$T/sizeb.ini"
is "$(sbxctl --config "$T/sizeb.ini" config show 2>&1 | grep '^dirty_max')" "dirty_max = 5242880" "a size in bytes with a B suffix (as 5KB is taken)"
badcfg "syntax" 2 "" "[sbx]\nthis line is not ini\n"
# inih goes on past a line it cannot parse: a bad value after it was
# reported on its line ("bad.ini:2: [fs] compression_level = 'fast'")
badcfg "a syntax error before a bad value" 2 "syntax error (expected KEY = VALUE)" "[fs]\nspin_us 50\ndirty_max = 64M\ncompression_level = fast\n"
badcfg "a bad value before a syntax error" 2 "compression_level = 'fast'" "[fs]\ncompression_level = fast\nspin_us 50\n"
# a memory limit no sandbox's init and shell run in: its init was
# OOM-killed at start and every exec failed naming nothing
badcfg "memory_max below 16M" 2 "memory_max = '64K': out of range (0, or at least 16M)" "[exec]\nmemory_max = 64K\n"
printf '[exec]\nmemory_max = 0\n' >"$T/mem0.ini"
rc 0 "config check: memory_max 0 (no limit) is fine" sbxctl --config "$T/mem0.ini" config check
# a store where sbx takes each entry for its own (conf.c (7)): in
# state_dir's sandboxes/ it was listed as a sandbox, and a delete of its
# name removed it, every snapshot of every sandbox
badcfg "a store in state_dir's sandboxes/" 4 "url = '$T/s2/sandboxes/st': lies in \\[sbx\\] state_dir's sandboxes/" \
  "[sbx]\nstate_dir = $T/s2\n[store]\nurl = $T/s2/sandboxes/st\n"
badcfg "... as file://, through .. and //: the later key is named" 4 "state_dir = '$T/s2': \\[store\\] url $T/s2/x/../sandboxes//st lies in" \
  "[store]\nurl = file://$T/s2/x/../sandboxes//st\n[sbx]\nstate_dir = $T/s2\n"
badcfg "a cache_dir that is state_dir itself" 5 "cache_dir = '$T/s2/': is \\[sbx\\] state_dir itself" \
  "[sbx]\nstate_dir = $T/s2\n[store]\nurl = s3://bkt/p\ncache_dir = $T/s2/\n"
# state_dir = / (conf.c (7)): config check passed it, and any command
# made / 0700.  Only config check here: nothing else may run on it
printf '[sbx]\nstate_dir = /.//\n' >"$T/root.ini"
rc 1 "config check: state_dir = / is refused" sbxctl --config "$T/root.ini" config check
check "... naming file:line and key" grep -q "$T/root.ini:2: \\[sbx\\] state_dir = '/.//': the root directory" "$T/.rc.out"
printf '[sbx]\nstate_dir = %s/s7\n[store]\nurl = %s/s7/store\ncache_dir = %s/s7/sandboxes.old\n' "$T" "$T" "$T" >"$T/s7.ini"
rc 0 "config check: the store in state_dir/store (the default's layout), a cache_dir beside sandboxes/" \
  sbxctl --config "$T/s7.ini" config check
badcfg "relative state_dir" 2 "state_dir = 'state': expected an absolute path" "[sbx]\nstate_dir = state\n"
badcfg "relative store" 4 "url = 'store'" "[sbx]\nstate_dir = $T/s2\n[store]\nurl = store\n"
badcfg "relative file:// store" 2 "url = 'file://x'" "[store]\nurl = file://x\n"
sbxctl --config "" list >"$T/bad.out" 2>&1; r=$?
is "$r" 1 "--config '' (an unset variable): exit 1, not the default config"
check "... saying so" grep -q "empty path" "$T/bad.out"
sbxctl --config "$T/missing.ini" list >"$T/bad.out" 2>&1; r=$?
is "$r" 1 "missing --config file: exit 1"
check "missing --config file is named" grep -q "$T/missing.ini" "$T/bad.out"
check_fails "a bad config created no state" test -e "$T/s2"

# a name whose executor socket path would not fit a sockaddr_un (107
# bytes) is refused at create, not left to fail at start
# a store that cannot be used is said once: "store URL: Not a directory"
# came twice (ctl_store_make said it, then its caller again)
touch "$T/afile"
printf '[sbx]\nstate_dir = %s/nd\n[store]\nurl = %s/afile/store\n' "$T" "$T" >"$T/nd.ini"
for cmd in "create nd1" "store init"; do
  rc 1 "$cmd with the store under a file: fails" sbxctl --config "$T/nd.ini" $cmd
  is "$(cat "$T/.rc.out")" "sbxctl: store $T/afile/store: Not a directory" "... said once, in one line"
done
LONGD=$T/$(printf 'd%.0s' $(seq 40))
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s/lstore\n' "$LONGD" "$T" >"$T/long.ini"
rc 1 "create of a name too long for this state_dir's socket paths" sbxctl --config "$T/long.ini" create "$(printf 'n%.0s' $(seq 64))"
grep -q "its executor's socket .* would be 1[0-9][0-9] bytes, over the 107" "$T/.rc.out"; ok $? "... saying why"
check_fails "... and not created" sh -c "sbxctl --config '$T/long.ini' list | grep -q nnnn"

# bad use: exit 2
rc 2 "no command" sbxctl --config "$C"
rc 2 "unknown command" ctl frobnicate
rc 2 "unknown global option" sbxctl --frob list
is "$(cat "$T/.rc.out")" "sbxctl: unknown option '--frob'
usage: sbxctl [--config FILE] [--json] COMMAND [ARGS]" "... named, then the usage (not the whole help, naming nothing)"
rc 2 "create without a name" ctl create
rc 2 "create with two names" ctl create a b
rc 2 "create with a bad name" ctl create "../escape"
# names the stores cannot key (".." and ".tmp."): such a sandbox would
# run and never be captured
rc 2 "create with '..' in the name" ctl create "a..b"
rc 2 "create with '.tmp.' in the name" ctl create "x.tmp.1"
rc 0 "create with single dots in the name" ctl create "a.b-c_d"
rc 2 "status with a name that is too long" ctl status "$(printf 'n%.0s' $(seq 100))"
# an error is one line: a name holding a newline or an escape sequence
# is shown escaped (it was echoed raw: two lines, a terminal's colours)
RULE=$(ctl create .x 2>&1 | grep -o "(letters, digits[^)]*)")
for t in "create|create|sandbox" "status|status|sandbox" "tenant create|tenant|tenant" "turn begin|turn begin|sandbox" \
         "ps|ps|sandbox" "stop|stop|sandbox"; do
  cmd=${t%%|*} said=${t#*|}; what=${said#*|} said=${said%|*}
  rc 2 "$cmd of a name with a newline and ESC: bad usage" ctl $cmd "$(printf 'a\nb\033[31m')"
  is "$(cat "$T/.rc.out")" "sbxctl: $said: 'a\\nb\\x1b[31m' is not a valid $what name $RULE" "... said in one line, escaped"
done
rc 2 "an unknown option with a newline: bad usage" ctl create x "$(printf -- '--a\nb')"
is "$(head -1 "$T/.rc.out")" "sbxctl: create: unknown option '--a\\nb'" "... named escaped, in one line"
rc 1 "fork of a snapshot id with a newline: no such snapshot" ctl fork "$(printf 'a\nb')" forkx
is "$(cat "$T/.rc.out")" "sbxctl: fork: no snapshot 'a\\nb'" "... said in one line, escaped"
rc 2 "an unknown command with a newline: bad usage" ctl "$(printf 'a\nb')"
is "$(head -1 "$T/.rc.out")" "sbxctl: unknown command 'a\\nb'" "... named escaped, in one line"
check_fails "a bad name created nothing" test -e "$T/escape"
# a command id is checked before the sandbox is asked (it said "not
# running", or exit 1 from the executor's refusal); wait's own failure
# is 125, apart from its command's codes
for cmd in logs wait kill; do
  for id in ../x c c12x 7 c123456789012; do
    rc 2 "$cmd with the malformed command id '$id': bad usage" ctl $cmd a.b-c_d "$id"
  done
  grep -q "not a command id" "$T/.rc.out"; ok $? "... $cmd says the id is malformed"
  want=1; [ $cmd = wait ] && want=125
  rc $want "$cmd with a well-formed id on a sandbox not running: exit $want" ctl $cmd a.b-c_d c1
done
rc 0 "--help exits 0" sbxctl --help
rc 0 "help create" ctl help create
is "$(head -1 "$T/.rc.out")" "usage: sbxctl create $(sbxctl create --help | head -1 | sed 's/^usage: sbxctl create //')" "... prints create's usage"
is "$(wc -l <"$T/.rc.out")" 2 "... and only that"
for cmd in exec wait; do
  check "help $cmd names 125, sbxctl's own failure" sh -c "sbxctl help $cmd | grep -q '125: sbxctl failed'"
done
# sbxctl help's exit codes are README's: turn begin and turn wait exit
# 130 when interrupted while queued (help named 3 only)
check "help names 130, a queued turn interrupted" sh -c "sbxctl help | grep -q '130 when interrupted while queued'"
check "help turn names 3 and 130" sh -c "sbxctl help turn | grep -q 'exit 3: not admitted within S; 130: interrupted while queued'"
# a command of subcommands takes --help after its subcommand too, as
# README says each command does (turn begin --help: "unknown option")
for line in "turn begin" "turn list" "tenant create" "agent list" "artifact publish" "store check" "config show"; do
  rc 0 "$line --help exits 0" ctl $line --help
  is "$(head -1 "$T/.rc.out" | cut -d' ' -f1-3)" "usage: sbxctl ${line%% *}" "... printing ${line%% *}'s usage"
done
# help is a command too (help help: "unknown command 'help'"), and "--"
# ends sbxctl's own options as getopt's do ("unknown option '--'")
rc 0 "help help" ctl help help
is "$(head -1 "$T/.rc.out")" "usage: sbxctl help [COMMAND]" "... prints help's usage"
rc 0 "-- before the command ends sbxctl's options" sbxctl --config "$C" -- list
is "$(cat "$T/.rc.out")" "$(ctl list 2>&1)" "... the command's own answer"
# list's usage is empty: no blank after its name ("list ")
rc 2 "list with an argument: bad usage" ctl list x
is "$(tail -1 "$T/.rc.out")" "usage: sbxctl [--config FILE] [--json] list" "... its usage line ends with its name"
is "$(ctl help list | head -1)" "usage: sbxctl list" "help list: the same"
rc 2 "help of an unknown command: bad usage" ctl help bogus
grep -q "unknown command 'bogus'" "$T/.rc.out"; ok $? "... saying so"
rc 2 "create with an empty limit (--limit memory=): bad usage" ctl create x --limit memory=
rc 2 "create with an empty label (--label k=): bad usage" ctl create x --label k=
check_fails "... and nothing created" sh -c "sbxctl --config '$C' list | grep -q '^x '"
# an unknown option is named, then the usage (the usage alone left the
# typo to be found among exec's fifteen options)
for t in "create sb4 --tenat acme|--tenat" "exec a.b-c_d --timeot 3 -- true|--timeot" \
         "capture a.b-c_d --lable=x|--lable=x" "stop --forse a.b-c_d|--forse" "reap --lop 3|--lop" \
         "turn begin a.b-c_d --wiat 3|--wiat" "logs a.b-c_d c1 -x|-x"; do
  line=${t%|*} opt=${t#*|}
  rc 2 "${line%% *} with the unknown option $opt: bad usage" ctl $line
  is "$(head -1 "$T/.rc.out")" "sbxctl: ${line%% *}: unknown option '$opt'" "... naming it"
  is "$(sed -n 2p "$T/.rc.out" | cut -c1-13)" "usage: sbxctl" "... then the usage"
done
rc 2 "a known option's bad value: bad usage" ctl exec a.b-c_d --timeout abc -- true
check_fails "... naming no unknown option" grep -q "unknown option" "$T/.rc.out"
# a bad value names its option and what it wants, then the usage (the
# usage alone left the reader to guess which of the line's values it was)
for t in "exec a.b-c_d --timeout soon -- true|exec: --timeout 'soon': expected whole seconds" \
         "exec a.b-c_d --memory 1x -- true|exec: --memory '1x': expected a size" \
         "exec a.b-c_d --env FOO -- true|exec: --env 'FOO': expected NAME=VALUE" \
         "exec a.b-c_d --pids=-1 -- true|exec: --pids '-1': expected a count" \
         "logs a.b-c_d c1 --since -3|logs: --since '-3': expected a byte offset" \
         "wait a.b-c_d c1 --timeout soon|wait: --timeout 'soon': expected seconds" \
         "kill a.b-c_d c1 --signal FOO|kill: --signal 'FOO': expected a signal" \
         "preview a.b-c_d 80 --host-port 99999|preview: --host-port '99999': expected a port" \
         "preview a.b-c_d 0|preview: PORT '0': expected a port" \
         "prune a.b-c_d --keep-last q|prune: --keep-last 'q': expected a count" \
         "gc --min-age x|gc: --min-age 'x': expected whole seconds" \
         "turn begin a.b-c_d --wait q|turn: --wait 'q': expected seconds" \
         "exec a.b-c_d --timeout|exec: --timeout needs a value" \
         "exec a.b-c_d --cwd -- true|exec: --cwd needs a value" \
         "turn end t1 --result|turn: --result needs a value" \
         "capture a.b-c_d --label|capture: --label needs a value" \
         "exec a.b-c_d --timeout -- true|exec: --timeout needs a value" \
         "turn end 1 --result --|turn: --result needs a value" \
         "capture a.b-c_d --label --|capture: --label needs a value" \
         "reap --loop x|reap: --loop 'x': expected whole seconds, 1 or more" \
         "exec a.b-c_d --turn abc -- true|exec: --turn 'abc': expected a turn id" \
         "diff a.b-c_d --turn abc|diff: --turn 'abc': expected a turn id" \
         "turn end abc|turn: ID 'abc': expected a turn id" \
         "turn cancel 0|turn: ID '0': expected a turn id" \
         "turn show t1|turn: ID 't1': expected a turn id" \
         "turn wait 1x|turn: ID '1x': expected a turn id"; do
  line=${t%|*} want=${t#*|}
  rc 2 "${line%% *} ${line#* * }: bad usage" ctl $line
  check "... naming it: sbxctl: $want" grep -qF "sbxctl: $want" "$T/.rc.out"
  is "$(sed -n 2p "$T/.rc.out" | cut -c1-13)" "usage: sbxctl" "... then the usage"
  is "$(wc -l <"$T/.rc.out")" 2 "... in two lines"
done
# start takes --take-over after the name too, as stop takes --force (it
# printed the usage alone, exit 2)
rc 0 "start NAME --take-over" ctl start a.b-c_d --take-over
rc 0 "stop NAME" ctl stop a.b-c_d
rc 2 "start NAME --take-over extra: bad usage" ctl start a.b-c_d --take-over x
# a well-formed value past the executor's bound: bad usage naming the
# bound, said by sbxctl before any wake (the executor refused it once
# woken: exit 125, as if sbxctl had failed; here, of a sandbox stopped,
# exit 1: "stopped")
for t in "--timeout 99999999999999|3153600000" "--cpu 3153600001|3153600000" "--pids 4194305|4194304"; do
  o=${t%|*}
  rc 2 "exec $o, past the executor's bound: bad usage" ctl exec a.b-c_d $o -- true
  is "$(cat "$T/.rc.out")" "sbxctl: exec: ${o% *} '${o#* }': at most ${t#*|}" "... naming the bound"
done
# ... and more arguments or bytes than the executor takes: said before
# any wake, exit 2, no history row (it was 125 once woken, with a row)
n0=$(ctl --json history a.b-c_d | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
rc 2 "exec of 4,097 arguments: bad usage" ctl exec a.b-c_d -- true $(seq 4096)
is "$(cat "$T/.rc.out")" "sbxctl: exec: 4097 arguments: at most 4095" "... naming the bound"
x=$(head -c 125000 /dev/zero | tr '\0' x)
rc 2 "exec of two arguments of 125,000 bytes: bad usage" ctl exec a.b-c_d -- true "$x" "$x"
is "$(cat "$T/.rc.out")" "sbxctl: exec: arguments and --env of 250007 bytes: at most 245760" "... naming the bound"
is "$(ctl --json history a.b-c_d | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" "$n0" \
   "... neither is in the history"
# an empty path (an unset variable) is bad usage, named: it was "import :
# No such file or directory", exit 1, and export's "to : No such file ..."
for t in "import|FILE|" "export|FILE|a.b-c_d abcd" "artifact get|DEST|abcd"; do
  cmd=${t%%|*} what=${t#*|}; pre=${what#*|} what=${what%%|*}
  rc 2 "$cmd with an empty $what: bad usage" ctl $cmd $pre ""
  is "$(head -1 "$T/.rc.out")" "sbxctl: ${cmd%% *}: $what '': expected a path" "... naming it"
done
# ... and a path the operator typed is shown escaped as names are (import,
# export, artifact get, --config): echoed raw, a newline in it made two
# lines of the error and an ESC sent the terminal a control sequence
E=$(printf 'p\nq\033[31m') EE='p\nq\x1b[31m'
rc 1 "import of a path with a newline and ESC that is no file" ctl import "$T/$E"
is "$(cat "$T/.rc.out")" "sbxctl: import $T/$EE: No such file or directory" "... said in one line, escaped"
echo 'no export at all' >"$T/$E"
rc 1 "import of such a path that is no export" ctl import "$T/$E"
is "$(cat "$T/.rc.out")" "sbxctl: import $T/$EE: refused: not an sbx export (its header names no sandbox, or a sandbox or tenant that is no valid name)" \
  "... said in one line, escaped"
rc 1 "import of such a path that is no export, under a new name" ctl import "$T/$E" escnew
is "$(grep -c "$(printf '\033')" "$T/.rc.out") $(wc -l <"$T/.rc.out") $(grep -cF "$T/$EE" "$T/.rc.out")" "0 1 1" \
  "... said in one line, escaped"
rc 1 "export onto such a path that exists" ctl export a.b-c_d abcd "$T/$E"
is "$(cat "$T/.rc.out")" "sbxctl: export a.b-c_d: $T/$EE exists; nothing written (--force replaces it)" \
  "... said in one line, escaped"
rc 1 "artifact get into such a path that is no folder" ctl artifact get abcd "$T/$E/x"
is "$(cat "$T/.rc.out")" "sbxctl: artifact get: $T/$EE: Not a directory" "... said in one line, escaped"
rc 1 "artifact get onto such a path that exists" ctl artifact get abcd "$T/$E"
is "$(grep -c "$(printf '\033')" "$T/.rc.out") $(wc -l <"$T/.rc.out")" "0 1" "... said in one line, escaped"
rc 1 "--config naming such a path that is no file" sbxctl --config "$T/$E.ini" list
is "$(cat "$T/.rc.out")" "sbxctl: config: $T/$EE.ini: No such file or directory" "... said in one line, escaped"
printf '[fs]\nnokey = 1\n' >"$T/$E.ini"
rc 1 "--config naming such a file with an unknown key" sbxctl --config "$T/$E.ini" list
is "$(cat "$T/.rc.out")" "sbxctl: config: $T/$EE.ini:2: [fs] nokey: unknown key" "... said in one line, escaped"
rm -f "$T/$E" "$T/$E.ini"
rc 2 "prune -n with no NAME: bad usage" ctl prune -n
check_fails "... -n (--dry-run) is no unknown option" grep -q "unknown option" "$T/.rc.out"
rc 2 "preview with port -1: bad usage" ctl preview a.b-c_d -1
check_fails "... a negative number is no unknown option" grep -q "unknown option" "$T/.rc.out"
# --OPT=VALUE is --OPT VALUE, for every command (only capture took it;
# the others printed their usage alone)
rc 0 "create eqx --tenant=default --label=k=v=w" ctl create eqx --tenant=default --label=k=v=w
is "$(ctl --json status eqx | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["tenant"], d["labels"])')" \
  "default {'k': 'v=w'}" "... its tenant and label, cut at the first ="
is "$(ctl exec eqx --timeout=30 -- echo --timeout=3 2>/dev/null)" "--timeout=3" "exec --timeout=30: an option; after -- an argument"
rc 0 "delete eqx" ctl delete eqx
rc 1 "delete of a name that never existed: exit 1" ctl delete nope
grep -q "no such sandbox" "$T/.rc.out"; ok $? "... saying no such sandbox"
rc 0 "delete a.b-c_d" ctl delete a.b-c_d
rc 0 "... and again: completed (idempotent)" ctl delete a.b-c_d
grep -q "deleted a.b-c_d" "$T/.rc.out"; ok $? "... saying deleted"
# delete removes the sandbox's lock files; list and a reap pass read the
# mount table and STATE/locks once, not once for each sandbox
for i in 1 2 3; do ctl create lk$i >/dev/null; ctl delete lk$i >/dev/null; done
is "$(ls "$T/state/locks" | grep -c '^lk[123]\.')" 0 "delete leaves none of its lock files in STATE/locks"
ctl create rn1 >/dev/null; ctl update rn1 --rename rn2 >/dev/null
is "$(ls "$T/state/locks" | grep -c '^rn1\.')" 0 "a rename leaves none of the old name's lock files"
ctl delete rn2 >/dev/null
# when the store cannot say whether a name is taken, the last line gave a
# bare errno name ("(Is a directory)") after the cause was said above, or
# as the only cause ("(Operation not permitted)": which step failed?)
mkdir "$T/store/refs/catalog/rn3"; ctl create rn5 >/dev/null
rc 1 "rename onto a name whose record cannot be read: refused" ctl update rn5 --rename rn3
is "$(tail -1 "$T/.rc.out")" "sbxctl: update rn5: the store cannot say whether a sandbox named rn3 exists (see above); not renamed" "... its last line points at the cause said above"
rmdir "$T/store/refs/catalog/rn3"; ctl delete rn5 >/dev/null
chattr +i "$T/store/refs/catalog"
rc 1 "create while the store cannot take its record: refused" ctl create rn4
chattr -i "$T/store/refs/catalog"
check "... says what failed" grep -q "the record of rn4 cannot be written: Operation not permitted" "$T/.rc.out"
is "$(tail -1 "$T/.rc.out")" "sbxctl: create: the store cannot say whether a sandbox named rn4 exists (see above); nothing made" "... and its last line points at it"
for i in 1 2 3 4 5 6; do ctl create sc$i >/dev/null; done
strace -f -o "$T/list.tr" -e trace=openat sbxctl --config "$C" list >/dev/null 2>&1
is "$(grep -c /proc/self/mountinfo "$T/list.tr")" 1 "list of 6+ sandboxes reads mountinfo once"
is "$(grep -c '/locks", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY' "$T/list.tr")" 1 "... and STATE/locks once"
strace -f -o "$T/reap.tr" -e trace=openat sbxctl --config "$C" reap >/dev/null 2>&1
is "$(grep -c /proc/self/mountinfo "$T/reap.tr")" 1 "a reap pass reads mountinfo once"
strace -f -o "$T/capall.tr" -e trace=openat sbxctl --config "$C" capture --all >/dev/null 2>&1
is "$(grep -c /proc/self/mountinfo "$T/capall.tr")" 1 "capture --all of 6+ sandboxes, none running, reads mountinfo once"
for i in 1 2 3 4 5 6; do ctl delete sc$i >/dev/null; done
# SIGBUS (SQLite's -shm on a full file system of 1 KiB blocks) says what
# it most likely is and exits 1, not "Bus error" and a core
sbxctl --config "$C" reap --loop 60 >/dev/null 2>"$T/bus.err" & p=$!
sleep 0.5; kill -BUS $p; wait $p
is "$?" 1 "sbxctl on SIGBUS: exit 1"
check "... saying the file system is most likely full" grep -q "^sbxctl: bus error (SIGBUS) on a memory-mapped file: its file system is most likely full" "$T/bus.err"
# a waiter on a lock file that the holder unlinks (as delete does) opens
# the name again: it does not go on holding the unlinked file while
# another holds the new one
ctl create lkw >/dev/null
L=$T/state/locks/lkw.lock
exec 8>"$L"; flock 8
sbxctl --config "$C" stop lkw 8>&- >/dev/null 2>&1 & p=$!
sleep 0.5; rm "$L"; exec 7>"$L"; flock 7; exec 8>&-; sleep 1
check "a waiter whose lock file was unlinked waits on the new one" kill -0 $p
exec 7>&-; wait $p; ok $? "... and goes on once that one is free"
ctl delete lkw >/dev/null
# tenant create of one that exists is refused, as agent create and create
# refuse theirs (it exited 0, as if made)
rc 0 "tenant create tx" ctl tenant create tx
rc 1 "tenant create tx again: refused" ctl tenant create tx
is "$(cat "$T/.rc.out")" "sbxctl: tenant create tx: a tenant of that name exists" "... saying so"
rc 1 "tenant create default (it always exists): refused" ctl tenant create default
rc 0 "tenant delete tx" ctl tenant delete tx
rc 0 "... then it can be made again" ctl tenant create tx
ctl tenant delete tx >/dev/null
# a state dir on a read-only file system: said so ("Permission denied"
# sent an operator after the catalog's owner and modes)
R=$T/rofs; small_fs "$R" 4m
sed "s|^state_dir = .*|state_dir = $R/state|" "$C" >"$T/ro.ini"
sbxctl --config "$T/ro.ini" tenant list >/dev/null 2>&1   # makes the catalog
mount -o remount,ro "$R"
rc 1 "list with the state dir's file system read-only: exit 1" sbxctl --config "$T/ro.ini" list
check "... saying 'Read-only file system'" grep -q "catalog.db: Read-only file system" "$T/.rc.out"
mount -o remount,rw "$R"
done_testing
