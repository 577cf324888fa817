#!/bin/bash
# commit.t: what a metadata commit promises (fs/flush.c (2)-(4)).
#  1. A commit is the tree at one instant with all its data stored: a file
#     replaced by rename while a slow batch is compressing is, after kill -9
#     right after that batch commits, its old content or its new one (a
#     picture taken after the seal named the new file's size and no data:
#     zeros).
#  2. fsync answers for its own data: with the store's disk full it fails
#     (ENOSPC, not EIO), even when a later batch stores nothing and works.
#  2b. With the store's disk full, a writer of more than dirty_max gets
#     ENOSPC; the mount keeps answering and SIGTERM ends it.
#  3. While a commit fails (meta.db's disk full) the gc lock stays held, so
#     gc cannot sweep chunks only the tree in memory names, even with
#     gc.lock removed meanwhile; once there is room the tree is committed
#     whole and reads back.
#  4. The commit interval is measured on CLOCK_MONOTONIC: a wall clock
#     stepped back (here sbxfs's CLOCK_REALTIME reads an hour ahead of the
#     kernel's, what a step back of an hour after the read looks like) does
#     not hold commits back for the size of the step.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

# slow to compress (level 19), so a batch is in flight for seconds
cat >"$T/sbx.ini" <<'EOF'
[fs]
# full stores are the point here: no reserve (reserve.t has it)
reserve_free = 0
compression_level = 19
commit_interval_ms = 300
dirty_max = 64M
EOF
"$PY" - "$T/text" <<'PY'
import random, sys
random.seed(1)
w = [''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(random.randint(2, 9)))
     for _ in range(5000)]
out, n = [], 0
while n < 8 << 20:
    s = ' '.join(random.choice(w) for _ in range(12)) + '\n'
    out.append(s)
    n += len(s)
open(sys.argv[1], 'w').write(''.join(out)[:8 << 20])
PY
head -c 1000000 /dev/urandom >"$T/new"
fsync_file() { "$PY" -c 'import os,sys; fd=os.open(sys.argv[1], os.O_RDONLY); os.fsync(fd)' "$1"; }
# wait_batch BYTES: until the debug log shows a finished batch of at least BYTES
wait_batch() {
  local i
  for i in $(seq 400); do
    awk -v min="$1" '/batch [0-9]+: [0-9]+ blocks [0-9]+ bytes/ { if ($6 + 0 >= min) f = 1 } END { exit !f }' "$LOG" && return 0
    sleep 0.05
  done
  return 1
}

# ---- 1. the picture is of the seal's instant
for r in 1 2 3; do
  rm -rf "$META"* "$STORE"; : >"$LOG"
  SBXFS_DEBUG=1 fs_mount --config "$T/sbx.ini" || { ok 1 "round $r: mount"; break; }
  echo "old content" >"$MNT/T" && fsync_file "$MNT/T"
  cp "$T/text" "$MNT/A"                 # close() sends it; a batch compresses it
  sleep 0.5
  cp "$T/new" "$MNT/T.tmp" && mv "$MNT/T.tmp" "$MNT/T"
  wait_batch 8000000 || diag "round $r: no batch of A in the log"
  fs_kill9 || { ok 1 "round $r: kill -9"; break; }
  check "round $r: --check clean after kill -9 right after A's batch" fs_check
  fs_mount --config "$T/sbx.ini" || { ok 1 "round $r: remount"; break; }
  if cmp -s "$MNT/T" "$T/new"; then got=new
  elif [ "$(cat "$MNT/T" 2>/dev/null)" = "old content" ]; then got=old
  else got="neither ($(stat -c %s "$MNT/T" 2>&1) bytes, $(od -An -c -N8 "$MNT/T" | tr -s ' '))"; fi
  case $got in new|old) ok 0 "round $r: T replaced by rename is its old or new content ($got)";;
               *) ok 1 "round $r: T replaced by rename is its old or new content"; diag "T is $got";; esac
  fs_umount
done

# ---- 2. fsync with the store's disk full
rm -rf "$META"* "$STORE"; : >"$LOG"
mkdir -p "$STORE" && mount -t tmpfs -o size=6m tmpfs "$STORE" && at_exit "umount -l '$STORE' 2>/dev/null"
fs_mount --config "$T/sbx.ini" || { ok 1 "mount on a 6 MiB store"; done_testing; exit 1; }
echo seed >"$MNT/seed" && fsync_file "$MNT/seed"
avail=$(df -B1 --output=avail "$STORE" | tail -1)
head -c $((avail - 200000)) /dev/urandom >"$STORE/filler" 2>/dev/null
cp "$T/text" "$MNT/A"
sleep 0.5                               # a batch is compressing A
out=$("$PY" - "$MNT/A" <<'PY'
import errno, os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
try:
    os.fsync(fd)
    print("0")
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno))
PY
)
is "$out" "ENOSPC" "fsync of data that does not fit in the store fails with ENOSPC"
out=$("$PY" -c 'import os,sys
fd=os.open(sys.argv[1], os.O_RDWR)
try: os.fsync(fd); print(0)
except OSError as e: print(e.errno)' "$MNT/A")
isnt0=$([ "$out" != 0 ] && echo yes || echo no)
is "$isnt0" "yes" "a second fsync fails too while the data is not stored"
rm -f "$STORE/filler"
check "once there is room, fsync works" fsync_file "$MNT/A"
fs_kill9
check "--check clean" fs_check
fs_mount --config "$T/sbx.ini"
check "A is whole after kill -9" cmp "$T/text" "$MNT/A"
fs_umount
umount "$STORE"

# ---- 2b. the store's disk full under a writer of more than dirty_max:
# writes fail (ENOSPC) instead of waiting for room that never comes; the
# loop thread, which waited too once 8 MiB of writes queued, hung the
# whole mount (and SIGTERM, whose syncfs waited for it)
rm -rf "$META"* "$STORE"; : >"$LOG"
printf '[fs]\nreserve_free = 0\ncommit_interval_ms = 300\ndirty_max = 32M\n' >"$T/full.ini"
mkdir -p "$STORE" && mount -t tmpfs -o size=24m tmpfs "$STORE"
fs_mount --config "$T/full.ini" || { ok 1 "mount on a 24 MiB store"; done_testing; exit 1; }
t0=$(date +%s%N)
out=$(timeout 60 "$PY" - "$MNT/big" <<'PY'
import errno, os, sys
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o644)
try:
    for i in range(160):
        os.write(fd, os.urandom(1 << 20))
    os.fsync(fd)
    print("0")
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno))
PY
)
el=$(( ($(date +%s%N) - t0) / 1000000 ))
is "$out" "ENOSPC" "160 MiB into a 24 MiB store: ENOSPC in $el ms, not a hang"
check "the mount answers: an unlink" timeout 10 rm -f "$MNT/big"
check "... a new file" timeout 10 sh -c "echo other >'$MNT/other'"
# (what big stored stays until a gc: the store is still full)
mount -o remount,size=200m "$STORE"
check "once the store has room, fsync works" timeout 20 "$PY" -c 'import os,sys; fd=os.open(sys.argv[1], os.O_RDONLY); os.fsync(fd)' "$MNT/other"
n=$(grep -c "storing chunks failed" "$LOG")
is "$n" 1 "the full store is logged once"
pid=$(fs_pid)
kill -TERM "$pid"
for i in $(seq 400); do alive "$pid" || break; sleep 0.05; done
check_fails "SIGTERM ends the daemon" alive "$pid"
kill -9 "$pid" 2>/dev/null; fusermount3 -uz "$MNT" 2>/dev/null
check "--check clean" fs_check
fs_mount --config "$T/full.ini"
is "$(cat "$MNT/other" 2>&1)" "other" "the file written after is there"
fs_umount
umount "$STORE"

# ---- 3. a failed commit keeps the gc lock
# (the workspace is where gc looks for trees: STATE/sandboxes/NAME)
W=$T/state/sandboxes/w
rm -rf "$META"* "$STORE"; : >"$LOG"
mkdir -p "$W" && mount -t tmpfs -o size=2m tmpfs "$W" && at_exit "umount -l '$W' 2>/dev/null"
META=$W/meta.db
cat >"$T/gc.ini" <<EOF
[sbx]
state_dir = $T/state
[store]
url = $STORE
[fs]
reserve_free = 0
commit_interval_ms = 300
EOF
fs_mount --config "$T/gc.ini" || { ok 1 "mount with meta.db on a 2 MiB tmpfs"; done_testing; exit 1; }
echo seed >"$MNT/seed" && fsync_file "$MNT/seed"
# meta.db's disk is full, to its last block (2,000,000 bytes left the
# 16 KiB a commit's WAL frames took once meta.db came whole from its
# first transaction, and the commit went through)
head -c 2000000 /dev/urandom >"$W/filler" 2>/dev/null
head -c 200000 /dev/urandom >"$W/filler2" 2>/dev/null
head -c 3000000 /dev/urandom >"$T/data"
cp "$T/data" "$MNT/f"
for i in $(seq 100); do grep -q "metadata commit failed" "$LOG" && break; sleep 0.05; done
check "the commit fails with meta.db's disk full" grep -q "metadata commit failed" "$LOG"
timeout 3 sbxctl --config "$T/gc.ini" gc --min-age 0 >"$T/gc.out" 2>&1
is "$?" "124" "gc waits for the lock while the stored chunks are not committed"
check "... and says what it waits for" grep -q "waiting for the store's lock" "$T/gc.out"
printf '[snapshot]\ngc_lock_wait = 1\n' >>"$T/gc.ini"
t0=$(date +%s%N)
timeout 10 sbxctl --config "$T/gc.ini" gc --min-age 0 >"$T/gc.out" 2>&1; r=$?
el=$(( ($(date +%s%N) - t0) / 1000000 ))
is "$r" 1 "with gc_lock_wait = 1, gc gives up (after $el ms)"
check "... saying the lock was not released" grep -q "lock was not released in 1s" "$T/gc.out"
sed 's/^/# /' "$T/gc.out" | tail -2
# gc.lock removed while the workspace holds it (an operator's "stale
# lock", an rsync of the store): the workspace's lock is on the old file,
# gc's open makes a new one; the lock holds still (fs/store.c (8))
rm "$STORE/gc.lock"
timeout 10 sbxctl --config "$T/gc.ini" gc --min-age 0 >"$T/gc.out" 2>&1; r=$?
is "$r" 1 "with gc.lock removed under the held lock, gc still gives up"
check "... saying the lock was not released" grep -q "lock was not released in 1s" "$T/gc.out"
sleep 1.5       # the flusher has retried every 300 ms for about 4 s now
n=$(grep -c "metadata commit failed" "$LOG")
is "$n" 1 "the failing commit is logged once, not at every retry"
rm -f "$W/filler" "$W/filler2"
check "fsync works once meta.db has room" fsync_file "$MNT/f"
check "gc runs once the tree is committed" timeout 20 sbxctl --config "$T/gc.ini" gc --min-age 0
check "the log says batches work again" grep -q "batches work again, after [0-9]* failed" "$LOG"
fs_umount
check "--check clean" fs_check
fs_mount --config "$T/gc.ini"
check "f reads back whole" cmp "$T/data" "$MNT/f"
fs_umount
umount "$W"

# ---- 4. the commit timer does not follow the wall clock
# (a shim moves sbxfs's CLOCK_REALTIME an hour ahead of the kernel's: a
# deadline taken from it was, to a condvar on CLOCK_REALTIME, an hour off)
if is_asan; then
  skip "a small write is committed with the wall clock stepped back" "AddressSanitizer build"
else
  cat >"$T/ahead.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>
int clock_gettime(clockid_t c, struct timespec *ts)
{
        static int (*real)(clockid_t, struct timespec *);
        if (!real)
                real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
        int rc = real(c, ts);
        if (rc == 0 && c == CLOCK_REALTIME)
                ts->tv_sec += 3600;
        return rc;
}
C
  cc -O1 -shared -fPIC -o "$T/ahead.so" "$T/ahead.c" -ldl
  rm -rf "$META"* "$STORE"; : >"$LOG"
  printf 'commit interval 300 ms\n' >"$T/small"
  LD_PRELOAD=$T/ahead.so fs_mount --config "$T/sbx.ini" || { ok 1 "mount with the clock shim"; done_testing; exit 1; }
  echo one >"$MNT/first"; sleep 0.6       # the first dirty inode wakes the flusher
  cp "$T/small" "$MNT/small"              # a later one does not
  sleep 1.5                               # five commit intervals
  fs_kill9
  fs_mount --config "$T/sbx.ini"
  check "a small write is committed in 1.5 s with the wall clock stepped back an hour" cmp "$T/small" "$MNT/small"
  fs_umount
fi

# ---- 5. the store's gc lock is let go without sbxfs's lock held
# (a shim makes flock(LOCK_UN) take 3 s while $T/slow exists, as on a
# store whose filesystem forwards locks to a server gone quiet: let go
# under the lock, every request of the sandbox waited for it)
if is_asan; then
  skip "an fsync and a create after it do not wait for the store's unlock" "AddressSanitizer build"
else
  cat >"$T/slowun.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>
int flock(int fd, int op)
{
        static int (*real)(int, int);
        if (!real)
                real = (int (*)(int, int))dlsym(RTLD_NEXT, "flock");
        const char *m = getenv("SBX_TEST_SLOW_UNLOCK");
        if ((op & LOCK_UN) && m && access(m, F_OK) == 0)
                sleep(3);
        return real(fd, op);
}
C
  cc -O1 -shared -fPIC -o "$T/slowun.so" "$T/slowun.c" -ldl
  rm -rf "$META"* "$STORE"; : >"$LOG"; rm -f "$T/slow"
  SBX_TEST_SLOW_UNLOCK=$T/slow LD_PRELOAD=$T/slowun.so fs_mount --config "$T/sbx.ini" ||
    { ok 1 "mount with the unlock shim"; done_testing; exit 1; }
  echo a >"$MNT/a" && fsync_file "$MNT/a" && sleep 0.5
  touch "$T/slow"
  # b's batch takes the lock, then lets it go (3 s): neither b's fsync,
  # which returns once its batch is committed, nor a create after it
  # waits for that
  t0=$(date +%s%N)
  echo b >"$MNT/b" && fsync_file "$MNT/b" && touch "$MNT/c"
  el=$(( ($(date +%s%N) - t0) / 1000000 ))
  rm -f "$T/slow"
  check "an fsync and a create after it do not wait for the store's unlock (${el} ms)" test "$el" -lt 1500
  check "... and is there" test -e "$MNT/c"
  fs_umount
fi
done_testing
