#!/bin/bash
# storefull.t: a put that fails on a full store gives its space back at
# once.  sbxfs rewound its pack after a failed write but left the bytes
# the write got: the store's file system stayed full, for every other
# writer too, until sbxfs exited.  And a full state dir or store is
# named ENOSPC, never EIO (sbx_sqlite_errno): sbxfs's fsync, sbxctl
# restore and start, a read of the store.
source "$(dirname "$0")/../lib.sh"
need_root
PY=/usr/bin/python3
STORE=$T/store
MNT=$T/mnt
mkdir -p "$STORE" "$MNT"
mount -t tmpfs -o size=3m tmpfs "$STORE" || skip_all "cannot mount a tmpfs"
at_exit "umount -l '$STORE'"
# fsync_rc FILE: the fsync's result, "0" or the errno's name
fsync_rc() { $PY -c 'import errno, os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
try: os.fsync(fd); print(0)
except OSError as e: print(errno.errorcode.get(e.errno, e.errno))' "$1"; }
avail() { df -B1 --output=avail "$STORE" | tail -1 | tr -d ' '; }

# full disks are the point here: no reserve ([fs] reserve_free; reserve.t)
printf '[fs]\nreserve_free = 0\n' >"$T/nores.ini"
check "mount on a 3 MiB store" sbxfs_mount "$T/meta.db" "$STORE" "$MNT" --config "$T/nores.ini"
echo seed >"$MNT/seed"
is "$(fsync_rc "$MNT/seed")" 0 "a small file is stored"
a0=$(avail)
head -c 4000000 /dev/urandom >"$MNT/big"
is "$(fsync_rc "$MNT/big")" ENOSPC "4 MB of random data do not fit: ENOSPC"
rm -f "$MNT/big"
a1=$(avail)
ok $(( a1 + 65536 >= a0 ? 0 : 1 )) "the failed put gave its space back (free: $a0 before, $a1 after)"
check "another writer of the store's file system finds room" \
  sh -c "head -c 1000000 /dev/zero >'$STORE/filler'"
rm -f "$STORE/filler"
echo after >"$MNT/after"
is "$(fsync_rc "$MNT/after")" 0 "the mount stores again"
check "unmount" sbxfs_umount "$MNT"
check "--check is clean" sbxfs --check --meta "$T/meta.db" --store "$STORE"
check "remount" sbxfs_mount "$T/meta.db" "$STORE" "$MNT" --config "$T/nores.ini"
is "$(cat "$MNT/after" 2>&1)" after "the file written after reads back"
is "$(cat "$MNT/seed" 2>&1)" seed "the file written before reads back"
check "unmount again" sbxfs_umount "$MNT"

# A full state dir (meta.db's file system, the store elsewhere): the
# commit fails with SQLITE_FULL, which sbxfs made EIO, so the writer's
# fsync read as a failing disk.  It is ENOSPC, and the tree commits
# once there is room again.
SD=$T/state
mkdir -p "$SD"
mount -t tmpfs -o size=1m tmpfs "$SD" || skip_all "cannot mount a tmpfs"
at_exit "umount -l '$SD'"
check "mount with meta.db on a 1 MiB state dir" sbxfs_mount "$SD/meta.db" "$T/store2" "$MNT" --config "$T/nores.ini"
echo seed >"$MNT/seed"
is "$(fsync_rc "$MNT/seed")" 0 "a file commits"
head -c 2000000 /dev/zero >"$SD/filler" 2>/dev/null
for i in $(seq 300); do echo "$i" >"$MNT/f$i"; done
is "$(fsync_rc "$MNT/f1")" ENOSPC "the state dir full: fsync is ENOSPC, not EIO"
rm -f "$SD/filler"
is "$(fsync_rc "$MNT/f1")" 0 "with room again the tree commits"
check "unmount the full state dir's mount" sbxfs_umount "$MNT"
check "its tree is clean" sbxfs --check --meta "$SD/meta.db" --store "$T/store2"

# The same through sbxctl: a full state dir, then a full store, is named
# as such (restore said "not an sbx workspace ... Invalid argument",
# start "lease: Input/output error" and "wake failed: Device or resource
# busy", a read of the store "Input/output error").
# The sandboxes' trees on a file system of their own, so that the
# catalog's can stay full while a stop frees room in theirs.
CS=$T/cstate CSB=$T/cstate/sandboxes CST=$T/cstore
mkdir -p "$CS" "$CST"
mount -t tmpfs -o size=4m tmpfs "$CS" && mkdir -m 700 "$CSB" &&
  mount -t tmpfs -o size=8m,mode=700 tmpfs "$CSB" && mount -t tmpfs -o size=4m tmpfs "$CST" ||
  skip_all "cannot mount a tmpfs"
at_exit "umount -l '$CST'; umount -l '$CSB'; umount -l '$CS'"
fill() { head -c 20000000 /dev/zero >"$1/filler" 2>/dev/null; }
# mkconf INI STATE STORE [STORE_LINES]: no interval captures, no disk reserve
mkconf() {
  printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n%s[snapshot]\ncapture_interval = 0\n[fs]\nreserve_free = 0\n' \
    "$2" "$3" "${4:-}" >"$1"
}
mkconf "$T/full.ini" "$CS" "$CST"
ctl() { sbxctl --config "$T/full.ini" "$@"; }
at_exit "sbxctl --config '$T/full.ini' stop f1"
ctl create f1 >/dev/null
ws=$(ctl start f1 2>/dev/null | tail -1)
for i in $(seq 20); do echo "$i" >"$ws/f$i"; done
id=$(ctl capture f1 | tail -1)
check "captured and stopped" ctl stop f1
# said: exit 1, and a full disk named, never as a failing one
said_full() { local name=$1; shift; "$@" >"$T/.full" 2>&1; local got=$?
  if [ $got = 1 ] && grep -q "No space left on device" "$T/.full" &&
     ! grep -Eq "Input/output|Invalid argument|resource busy" "$T/.full"; then ok 0 "$name"
  else ok 1 "$name"; diag "exit $got"; sed 's/^/# /' "$T/.full"; fi; }
fill "$CS"; fill "$CSB"
said_full "restore on a full state dir: ENOSPC" ctl restore f1 "$id"
said_full "start on a full state dir: ENOSPC" ctl start f1
rm -f "$CS/filler"
# The catalog with room, the tree's file system without room for the
# -shm its first read makes: SQLite's "disk I/O error" was taken for a
# damaged tree, set aside, and the latest snapshot restored over it.
truncate -s -16K "$CSB/filler"
said_full "start with no room for its tree's -shm: ENOSPC" ctl start f1
check "... its tree not taken for damaged" sh -c "! grep -Eq 'not a workspace|damaged|set aside' '$T/.full'"
is "$(ls -A "$CSB" | tr '\n' ' ')" "f1 filler " "... nor set aside"
rm -f "$CSB/filler"
fill "$CST"
said_full "snapshots of a full store: ENOSPC" ctl snapshots f1
rm -f "$CST/filler"
check "with room again it starts" ctl start f1
is "$(cat "$ws/f20" 2>&1)" 20 "its files are there"

# turn end with a full catalog: it exited 1 with nothing on stderr and
# said "turn N ending", while the catalog still had the turn running.
tid=$(ctl turn begin f1 2>/dev/null | tail -1)
# the catalog's WAL emptied first: a turn end's rows must grow a file (a
# WAL left long by earlier writes took them with the disk full)
$PY -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)")' "$CS/catalog.db"
fill "$CS"
ctl turn end "$tid" >"$T/te.out" 2>"$T/te.err"
is "$?" 1 "turn end with a full catalog: exit 1"
check "... saying the catalog is full" grep -Eq "turn $tid: catalog: No space left on device|open the catalog .*: No space left on device" "$T/te.err"
check_fails "... never that it is ending" grep -q "ending" "$T/te.out"
sed 's/^/# /' "$T/te.out" "$T/te.err"
rm -f "$CS/filler"
is "$(ctl --json turn show "$tid" | $PY -c 'import json,sys; print(json.load(sys.stdin)["state"])')" running \
   "... the turn is still running"
# the capture made, the last row refused: it said "ended", exit 0, and
# the turn stayed ending
sqlite3_exec() { $PY -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute(sys.argv[2])' "$CS/catalog.db" "$1"; }
sqlite3_exec "CREATE TRIGGER t_no_end BEFORE UPDATE OF state ON turns WHEN NEW.state = 'ended' BEGIN SELECT RAISE(ABORT, 'refused'); END"
ctl turn end "$tid" >"$T/te.out" 2>"$T/te.err"
is "$?" 1 "turn end whose last row the catalog refuses: exit 1"
check "... saying so" grep -q "turn $tid: catalog: " "$T/te.err"
check_fails "... never that it ended" grep -q "ended" "$T/te.out"
sed 's/^/# /' "$T/te.out" "$T/te.err"
sqlite3_exec "DROP TRIGGER t_no_end"
check "then it ends" ctl turn end "$tid"
is "$(ctl --json turn show "$tid" | $PY -c 'import json,sys; print(json.load(sys.stdin)["state"])')" ended \
   "... and the catalog says ended"

# A catalog that cannot take a row: a reader holds its WAL from being
# reused, and writes run until the file system is full.  capture and
# stop said "captured", "stopped" and exit 0, while the catalog held
# neither (status then said "down" and a plain exec woke it).
echo more >"$ws/more"; sync "$ws/more"
$PY - "$CS/catalog.db" "$T/hold" <<'PY' &
import os, sqlite3, sys, time
db, m = sys.argv[1], sys.argv[2]
r = sqlite3.connect(db, isolation_level=None); r.execute("BEGIN")
r.execute("SELECT count(*) FROM sandboxes").fetchall()
open(m + ".ready", "w").close()
while not os.path.exists(m + ".filled"): time.sleep(0.02)
w = sqlite3.connect(db, isolation_level=None, timeout=5)
for i in range(20000):
    try: w.execute("UPDATE sandboxes SET updated = updated WHERE name = 'f1'")
    except sqlite3.OperationalError: break
open(m + ".full", "w").close()
time.sleep(30)
PY
hold=$!
at_exit "kill $hold"
wait_for test -e "$T/hold.ready"
fill "$CS"; touch "$T/hold.filled"
wait_for test -e "$T/hold.full"
said_full "capture with a full catalog: exit 1, ENOSPC" ctl capture f1
said_full "stop with a full catalog: exit 1, ENOSPC" ctl stop f1
# its capture failed once its processes ended: not stopped, said, and
# its sbxexec runs again (it was left ready with none until an exec)
check "... saying f1 is not stopped and runs on" \
  grep -q "stop f1: its capture failed (above): not stopped; it runs on, its processes ended and its sbxexec started again" "$T/.full"
is "$(ctl --json status f1 2>/dev/null | $PY -c 'import json,sys; d=json.load(sys.stdin); print(d["state"], d["sbxexec_pid"] > 0)')" \
  "ready True" "... f1 ready, its sbxexec running"
kill $hold; wait $hold 2>/dev/null
rm -f "$CS/filler"
# the stop's last row alone refused (as when its unmount freed the room
# its capture took): "stopped", exit 0, and the catalog said "ready"
$PY -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("CREATE TRIGGER t_no_stop BEFORE UPDATE OF state ON sandboxes WHEN NEW.state = '"'stopped'"' BEGIN SELECT RAISE(ABORT, '"'refused'"'); END")' "$CS/catalog.db"
rc 1 "stop that the catalog cannot record: exit 1" ctl stop f1
check "saying so" grep -q "the catalog could not record it" "$T/.rc.out"
$PY -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("DROP TRIGGER t_no_stop")' "$CS/catalog.db"
check "then it stops" ctl stop f1
is "$(ctl status f1 | sed -n 's/^state: *//p')" stopped "and the catalog says stopped"

# A fork whose ref the store has no room for: it said ENOSPC and left
# its tree, a sandbox with no snapshot, and the fork run again was
# refused ("a sandbox named fk exists").
fill "$CST"; truncate -s -32K "$CST/filler"
said_full "fork into a store with no room for its ref: ENOSPC" ctl fork "$id" fk
check_fails "... leaves no tree" test -e "$CSB/fk"
rm -f "$CST/filler"
check "... and runs again" ctl fork "$id" fk

# The host service with a full state dir: the interval capture failed
# every pass (every second here), its line each time, with no back-off.
# It backs off (the wait doubles per failure, from capture_interval),
# and says when captures resume.
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n[snapshot]\ncapture_interval = 1\n[limits]\nidle_timeout = 0\n' \
  "$CS" "$CST" >"$T/loop.ini"
ctl start f1 >/dev/null 2>&1
echo changed >"$ws/loop1"
sleep 1.1
fill "$CS"; fill "$CSB"
sbxctl --config "$T/loop.ini" reap --loop 1 >"$T/loop.out" 2>&1 &
lp=$!
at_exit "kill $lp 2>/dev/null"
sleep 8.5
n=$(grep -c "capture f1: .*No space left on device" "$T/loop.out")
check "reap --loop, the state dir full: the capture's failure said, $n times in 8 passes" test "$n" -ge 1 -a "$n" -le 4
check "... with when it tries again" grep -q "interval capture of f1 failed: the next try in [0-9]* s" "$T/loop.out"
rm -f "$CS/filler" "$CSB/filler"
for _ in $(seq 200); do grep -q "interval captures of f1 resume" "$T/loop.out" && break; sleep 0.1; done
check "... and, room again, that captures resume" grep -q "interval captures of f1 resume" "$T/loop.out"
kill $lp; wait $lp
check "f1 stops" ctl stop f1

# A turn stuck ending on full disks (its end capture failed: the store
# full; then the catalog's file system full too): reap retries it every
# pass, and said so every pass, its error and "turn N of f1: ending"
# each time.  Said once, until what it says changes; and once there is
# room, the pass that ends it says so.
ctl start f1 >/dev/null 2>&1
tid=$(ctl turn begin f1 2>/dev/null | tail -1)
head -c 300000 /dev/urandom >"$ws/t1"; sync "$ws/t1"
fill "$CST"
ctl turn end "$tid" >/dev/null 2>&1
is "$(ctl --json turn show "$tid" | $PY -c 'import json,sys; print(json.load(sys.stdin)["state"])')" ending \
   "a turn whose end capture found the store full: ending"
fill "$CS"
sbxctl --config "$T/full.ini" reap --loop 1 >"$T/tl.out" 2>&1 &
lp=$!
at_exit "kill $lp 2>/dev/null"
sleep 5.5
sed 's/^/# /' "$T/tl.out" | sort | uniq -c | head -20
is "$(grep -c "^turn $tid of f1: ending" "$T/tl.out")" 1 "reap --loop, 5 passes: the turn still ending said once"
is "$(grep -c "No space left on device" "$T/tl.out")" 1 "... and its failure once"
rm -f "$CS/filler" "$CST/filler"
for _ in $(seq 100); do grep -q "^turn $tid of f1: ended" "$T/tl.out" && break; sleep 0.1; done
check "... with room again, a pass ends it and says so" grep -q "^turn $tid of f1: ended" "$T/tl.out"
kill $lp; wait $lp
check "f1 stops again" ctl stop f1
# The back-off, kept in the catalog: a round (`reap` alone, as cron runs
# it: a new process each time) backs off as the loop does.  It kept none:
# every round tried again and said the failure again.  The catalog as
# the build before left it (user_version 5, none of the back-off's
# columns) takes them at the first open.
K=$CS/catalog.db
sqlite3 "$K" "ALTER TABLE sandboxes DROP COLUMN capture_fails; ALTER TABLE sandboxes DROP COLUMN capture_retry; PRAGMA user_version = 5" 2>/dev/null
ctl start f1 >/dev/null 2>&1
is "$(sqlite3 "$K" "PRAGMA user_version; SELECT count(*) FROM pragma_table_info('sandboxes') WHERE name IN ('capture_fails', 'capture_retry')" | tr '\n' ' ')" "7 2 " \
  "a catalog of user_version 5 is migrated: version 7, the back-off's two columns"
sed 's/^capture_interval = 1$/capture_interval = 2/' "$T/loop.ini" >"$T/cron.ini"
echo changed >"$ws/cron1"; sync "$ws/cron1"
sleep 2.1
fill "$CST"
for i in 1 2 3; do sbxctl --config "$T/cron.ini" reap >>"$T/cron.out" 2>&1; echo "exit $?" >>"$T/cron.out"; done
sed 's/^/# /' "$T/cron.out"
is "$(grep -c "capture f1: .*No space left on device" "$T/cron.out")" 1 "3 rounds of reap, the store full: the capture tried and said once"
check "... with when it tries again" grep -q "interval capture of f1 failed: the next try in 4 s" "$T/cron.out"
is "$(sqlite3 "$K" "SELECT capture_fails FROM sandboxes WHERE name = 'f1'")" 1 "... its back-off in the catalog"
rm -f "$CST/filler"
sleep 4.1
sbxctl --config "$T/cron.ini" reap >"$T/cron2.out" 2>&1
check "a round after the wait, room again: captures resume" grep -q "^interval captures of f1 resume (after 1 failed)" "$T/cron2.out"
check "... f1 captured" grep -q "^captured f1 " "$T/cron2.out"
is "$(sqlite3 "$K" "SELECT capture_fails || ' ' || capture_retry FROM sandboxes WHERE name = 'f1'")" "0 0" "... no back-off left"
check "f1 stops once more" ctl stop f1

# The store's reserve ([store] reserve): on a disk filled to its last
# byte (by something else: sandboxes stop at reserve_free) SQLite could
# not open the store's index, so gc failed ("disk I/O error") and delete
# was refused ("its lease in the store cannot be read ... another host
# may be running it"): nothing that frees room could run.
RS=$T/rs
mkdir -p "$RS"
mount -t tmpfs -o size=48m tmpfs "$RS" || skip_all "cannot mount a tmpfs"
at_exit "umount -l '$RS'"
mkconf "$T/rs.ini" "$RS/state" "$RS/store" $'reserve = 4M\n'
rctl() { sbxctl --config "$T/rs.ini" "$@"; }
at_exit "sbxctl --config '$T/rs.ini' stop r1"
rctl create r1 >/dev/null
ws=$(rctl start r1 2>/dev/null | tail -1)
head -c $((8 << 20)) /dev/urandom >"$ws/data"
check "a sandbox with 8 MiB on a 48 MiB disk stops" rctl stop r1
is "$(stat -c %s "$RS/store/reserve" 2>&1)" 4194304 "the store keeps its reserve: 4 MiB"
dead=$(sh -c 'echo $$')          # a make of the reserve that died left its file
head -c $((1 << 20)) /dev/zero >"$RS/store/.reserve.tmp.$dead"
head -c $((64 << 20)) /dev/zero >"$RS/filler" 2>/dev/null
is "$(df -B1 --output=avail "$RS" | tail -1 | tr -d ' ')" 0 "the disk filled to its end"
rc 1 "gc --dry-run on the full disk cannot open the store" rctl gc --dry-run
check "... and leaves the reserve (a dry run frees nothing)" test -e "$RS/store/reserve"
rctl delete r1 >"$T/rs.out" 2>&1; rc=$?
sed 's/^/# /' "$T/rs.out"
is "$rc" 0 "delete runs on the full disk"
check "... saying it released the reserve" grep -q "^sbxctl: delete: the store's disk has [0-9]* bytes free: the store's reserve (4194304 bytes, .*) is released" "$T/rs.out"
check "... which is gone" test ! -e "$RS/store/reserve"
check "... and so is a dead make's leftover" test ! -e "$RS/store/.reserve.tmp.$dead"
rctl gc --min-age 0 >"$T/rs.out" 2>&1; rc=$?
sed 's/^/# /' "$T/rs.out"
is "$rc" 0 "gc runs"
check "... and reclaims the sandbox's chunks" grep -Eq "store [0-9]{7,} -> [0-9]{1,6} bytes" "$T/rs.out"
rm -f "$RS/filler"
rctl list >/dev/null 2>&1
is "$(stat -c %s "$RS/store/reserve" 2>&1)" 4194304 "with room again, the next command makes the reserve again"
# with no reserve, delete's refusal names the full disk (it said another
# host may be running the sandbox)
sed 's/^reserve = 4M$/reserve = 0/' "$T/rs.ini" >"$T/rs0.ini"
sbxctl --config "$T/rs0.ini" create r2 >/dev/null 2>&1
rm -f "$RS/store/reserve"
head -c $((64 << 20)) /dev/zero >"$RS/filler" 2>/dev/null
sbxctl --config "$T/rs0.ini" delete r2 >"$T/rs.out" 2>&1; rc=$?
sed 's/^/# /' "$T/rs.out"
is "$rc" 1 "reserve = 0, the disk full: delete is refused"
check "... naming the full disk, not another host" grep -q "^sbxctl: delete r2: refused: the store cannot be opened, its disk is full" "$T/rs.out"
rm -f "$RS/filler"
# verify of a sound tree on a full state dir: SQLite cannot open its
# meta.db; that is "not checked", not "PROBLEMS FOUND"
mkconf "$T/vs.ini" "$RS/vstate" "$T/vstore"
at_exit "sbxctl --config '$T/vs.ini' stop v1"
sbxctl --config "$T/vs.ini" create v1 >/dev/null 2>&1
vw=$(sbxctl --config "$T/vs.ini" start v1 2>/dev/null | tail -1)
echo v >"$vw/f"
check "v1 (state dir on the small disk, store elsewhere) stops" sbxctl --config "$T/vs.ini" stop v1
head -c $((64 << 20)) /dev/zero >"$RS/filler" 2>/dev/null
sbxctl --config "$T/vs.ini" verify v1 >"$T/vs.out" 2>&1; rc=$?
sed 's/^/# /' "$T/vs.out"
is "$rc" 1 "verify on the full state dir: exit 1"
check "... the live tree not checked, its disk full" grep -q "^sandbox v1 (live): not checked: its disk is full" "$T/vs.out"
check "... its snapshot checked; the summary NOT ALL CHECKED, not PROBLEMS FOUND" \
  grep -q "^verify: 1 live trees, 1 snapshots: NOT ALL CHECKED" "$T/vs.out"
rm -f "$RS/filler"
rc 0 "with room again, verify v1 is clean" sbxctl --config "$T/vs.ini" verify v1
done_testing
