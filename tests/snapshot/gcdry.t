#!/bin/bash
# gcdry.t: `sbxctl gc --dry-run` says what a gc would remove and
# reclaim, and removes nothing: index.db, the packs, the snapshot objects
# and the registrations are as they were, and the gc that follows
# removes exactly what the dry run said.  It holds the store's lock
# shared: writers go on beside it.  It works on a read-only store,
# where gc itself cannot.  (On S3: tests/s3/fleet.t, gc on the bucket.)
source "$(dirname "$0")/../lib.sh"
need_root
source "$(dirname "$0")/snaplib.sh"

# what a gc could change: every file of the store but the lock, with its
# size and checksum, and index.db's rows
store_state() {
  (cd "$STORE" && find . -type f ! -name 'gc.lock' ! -name '*.db-shm' ! -name '*.db-wal' \
     -printf '%p %s\n' | LC_ALL=C sort
   find . -type f \( -path './packs/*' -o -path './objects/*' \) | LC_ALL=C sort | xargs -r md5sum
   sqlite3 index.db 'SELECT hex(hash), pack, off, clen FROM chunk ORDER BY hash' | md5sum)
}

rc 2 "gc with an extra operand is bad usage" ctl gc --dry-run extra
rc 2 "gc with an unknown option is bad usage" ctl gc --dry

rc 0 "create box" ctl create box
rc 0 "start box" ctl start box
W=$(ws box)
head -c 3000000 /dev/urandom >"$W/junk.bin"
head -c 2000000 /dev/urandom >"$T/keep.bin"; cp "$T/keep.bin" "$W/keep.bin"
for i in $(seq 1 50); do echo "small $i" >"$W/s$i.txt"; done
a=$(capture_id box --label first)
rm "$W/junk.bin"
b=$(capture_id box --label second)
rc 0 "delete the first snapshot (its junk.bin named by nothing now)" ctl snapshot-delete box "${a:0:12}"
rc 0 "stop box" ctl stop box

store_state >"$T/before"
rc 0 "gc --dry-run --min-age 0" ctl gc --dry-run --min-age 0
check "... says it is a dry run" grep -q "^gc (dry run, nothing removed): " "$T/.rc.out"
check "... and what a gc would reclaim" grep -Eq "bytes \([1-9][0-9]* reclaimable\)" "$T/.rc.out"
store_state >"$T/after"
check "... the store is as it was (files, packs, objects, index.db rows)" cmp -s "$T/before" "$T/after"

ctl --json gc -n --min-age 0 >"$T/dry.json"; ok $? "--json gc -n --min-age 0"
is "$(json 'd["dry_run"]' <"$T/dry.json")" "True" "... says dry_run"
unused=$(json 'd["chunks_unused"]' <"$T/dry.json")
ok $([ "$unused" -gt 0 ] && echo 0 || echo 1) "... counts the chunks no tree or snapshot names ($unused)"
store_state >"$T/after2"
check "... and leaves the store as it was" cmp -s "$T/before" "$T/after2"

ctl --json gc --min-age 0 >"$T/gc.json"; ok $? "gc --min-age 0"
for k in "chunks_unused chunks_removed" "packs_to_delete packs_deleted" "packs_to_repack packs_repacked" \
         "snapshots_unused snapshots_removed" "bytes bytes_before" "bytes_reclaimable bytes_reclaimed" \
         "chunks_live chunks_live"; do
  set -- $k
  is "$(json "d['$1']" <"$T/dry.json")" "$(json "d['$2']" <"$T/gc.json")" "the dry run's $1 is what gc then did ($2)"
done
rc 0 "a dry run after gc" ctl --json gc --dry-run --min-age 0
is "$(json 'd["chunks_unused"], d["bytes_reclaimable"], d["snapshots_unused"]' <"$T/.rc.out")" "0 0 0" \
  "... finds nothing left to remove"

rc 0 "start box" ctl start box
check "keep.bin reads whole after gc" cmp -s "$W/keep.bin" "$T/keep.bin"
rc 0 "verify box" ctl verify box
rc 0 "stop box" ctl stop box

# gc's min-age spares what was just written: the dry run says the same
rc 0 "start box" ctl start box
head -c 1000000 /dev/urandom >"$W/young.bin"
c=$(capture_id box)
rm "$W/young.bin"
d=$(capture_id box)
rc 0 "delete the snapshot naming young.bin" ctl snapshot-delete box "${c:0:12}"
rc 0 "stop box" ctl stop box
ctl --json gc --dry-run --min-age 3600 >"$T/dry2.json"; ok $? "gc --dry-run --min-age 3600"
ctl --json gc --min-age 3600 >"$T/gc2.json"; ok $? "gc --min-age 3600"
is "$(json 'd["packs_skipped_recent"], d["bytes_reclaimable"]' <"$T/dry2.json")" \
   "$(json 'd["packs_skipped_recent"], d["bytes_reclaimed"]' <"$T/gc2.json")" \
   "the dry run spares the young packs as gc does"

# the store's lock: a dry run takes it shared, beside a writer's shared
# hold (a capture, a commit not yet named), which it does not hold up;
# it waits for a gc's exclusive hold, saying for what
hold_lock() {  # -s|-x: the store's gc.lock held so until $T/free appears
  rm -f "$T/held" "$T/free"
  flock "$1" "$STORE/gc.lock" -c ": >'$T/held'; while [ ! -e '$T/free' ]; do sleep 0.05; done" &
  LOCKER=$!
  wait_for test -e "$T/held"
}
hold_lock -s
rc 0 "a dry run beside a writer's shared hold of the store's lock" timeout 10 sbxctl --config "$C" gc -n --min-age 0
check "... says what gc would do" grep -q "^gc (dry run" "$T/.rc.out"
check_fails "... waiting for no one" grep -q "waiting for the store's lock" "$T/.rc.out"
: >"$T/free"; wait $LOCKER
hold_lock -x
rc 124 "a dry run waits for a gc under way (its exclusive hold)" timeout 3 sbxctl --config "$C" gc -n --min-age 0
check "... saying so" grep -q "waiting for the store's lock (held by a gc under way)" "$T/.rc.out"
: >"$T/free"; wait $LOCKER

# a read-only store: gc cannot run, its dry run can
mount --bind "$STORE" "$STORE" && mount -o remount,bind,ro "$STORE" && at_exit "umount '$STORE' 2>/dev/null"
rc 1 "gc on a read-only store fails" ctl gc --min-age 0
rc 0 "gc --dry-run on a read-only store says what gc would do" ctl gc --dry-run --min-age 0
check "... a dry run's line" grep -q "^gc (dry run" "$T/.rc.out"
umount "$STORE"

done_testing
