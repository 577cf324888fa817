#!/bin/bash
# quota.t: --quota-bytes / --quota-inodes: writes and creates beyond the
# quota fail with EDQUOT, what was written before is intact, freeing makes
# room again, and statfs (df) reports the quota as the filesystem's size.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
QB=$((16 * 1024 * 1024))
QI=200

check "mount with --quota-bytes $QB --quota-inodes $QI" \
  fs_mount --quota-bytes $QB --quota-inodes $QI
mountpoint -q "$MNT" || { 
# the quota from a config file ([fs] quota_bytes, quota_inodes)
printf '[fs]\nquota_bytes = 8M\nquota_inodes = 50\n' >"$T/q.ini"
check "mount with quotas from --config" fs_mount --config "$T/q.ini"
read -r bs blocks files < <(stat -f -c '%S %b %c' "$MNT")
is "$((bs * blocks))" $((8 * 1024 * 1024)) "statfs size is quota_bytes from the config"
is "$files" 50 "statfs inodes is quota_inodes from the config"
check "unmount" fs_umount
done_testing; exit 1; }
chmod 777 "$MNT"

# statfs reports the quota
read -r bs blocks bfree files ffree < <(stat -f -c '%S %b %f %c %d' "$MNT")
size=$((bs * blocks))
check "statfs size is the byte quota ($size)" test "$size" -ge $((QB - bs)) -a "$size" -le $((QB + bs))
check "statfs free <= size" test "$bfree" -le "$blocks"
is "$files" "$QI" "statfs inode total is the inode quota"
dfsize=$(df -B1 --output=size "$MNT" | tail -1 | tr -d ' ')
is "$dfsize" "$size" "df shows the quota as the size"

head -c $((6 * 1024 * 1024)) /dev/urandom >"$T/a"
check "a 6 MiB file fits" sh -c "cp '$T/a' '$MNT/a' && sync '$MNT/a'"
read -r bfree2 < <(stat -f -c '%f' "$MNT")
check "statfs free space went down by the file ($bfree -> $bfree2)" \
  test $(((bfree - bfree2) * bs)) -ge $((5 * 1024 * 1024))

read -r err n <<<"$(fill "$MNT/b" $((64 * 1024 * 1024)))"
is "$err" "EDQUOT" "writing past the byte quota fails with EDQUOT"
check "it failed near the quota (accepted $n bytes after 6 MiB)" \
  test $((n + 6 * 1024 * 1024)) -le $((QB + 4 * 1024 * 1024)) -a $((n + 6 * 1024 * 1024)) -ge $((QB - 2 * 1024 * 1024))
check "earlier data intact" cmp "$T/a" "$MNT/a"
check "quota'd data still reads" sh -c "cat '$MNT/b' >/dev/null"
# (reported to the writer: its fsync, or close; a later open's fsync sees
# it no more once the kernel has let the inode go, which sbxfs makes it
# do after a refused write: ops__drop_job)
is "$(echo more | dd of="$MNT/b" oflag=append conv=notrunc,fsync status=none 2>&1 | grep -c 'quota exceeded')" 1 \
  "an append when full fails with 'Disk quota exceeded' at its fsync"
check "... and the file shows the size stored ($n), no more" \
  wait_for sh -c "test \$(stat -c %s '$MNT/b') = $n"

# freeing makes room again
rm -f "$MNT/b"
sleep 0.5
read -r err n <<<"$(fill "$MNT/c" $((4 * 1024 * 1024)))"
is "$err" "none" "after rm, 4 MiB fit again"
rm -f "$MNT/c"

# inodes
ninodes() {
  "$PY" - "$1" <<'PY'
import errno, os, sys
d = sys.argv[1]
os.mkdir(d)
n = 0
try:
    for i in range(100000):
        open("%s/f%06d" % (d, i), "w").close()
        n += 1
    print("none", n)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), n)
PY
}
read -r err n <<<"$(ninodes "$MNT/many")"
is "$err" "EDQUOT" "creating past the inode quota fails with EDQUOT"
check "it failed near the inode quota ($n files)" test "$n" -le $QI -a "$n" -ge $((QI - 10))
is "$(stat -f -c %d "$MNT")" 0 "statfs: no free inodes left"
for what in "mkdir $MNT/dirx" "ln -s x $MNT/symx" "mkfifo $MNT/fifox"; do
  out=$($what 2>&1)
  is "$(echo "$out" | grep -c 'quota exceeded')" 1 "${what%% *} past the inode quota: EDQUOT"
done
check "earlier data still intact" cmp "$T/a" "$MNT/a"
rm -f "$MNT/many/f000000" "$MNT/many/f000001"
check "after deleting, a create works again" touch "$MNT/again"
rm -rf "$MNT/many"

# accounting: overwriting in place, hard links and truncation
used() { stat -f -c '%b %f %S' "$MNT" | awk '{ print ($1 - $2) * $3 }'; }
u0=$(used)
check "overwrite a 6 MiB file in place five times (no EDQUOT)" "$PY" - "$MNT/a" <<'PY'
import os, sys
fd = os.open(sys.argv[1], os.O_WRONLY)
for _ in range(5):
    for off in range(0, 6 << 20, 1 << 20):
        os.pwrite(fd, os.urandom(1 << 20), off)
    os.fsync(fd)
os.close(fd)
PY
cp "$MNT/a" "$T/a"
u1=$(used)
check "usage did not grow with overwrites ($u0 -> $u1)" test "$u1" -le $((u0 + 2 * 1024 * 1024))
ln "$MNT/a" "$MNT/a-link"
u2=$(used)
check "a hard link costs no bytes ($u1 -> $u2)" test "$u2" -le $((u1 + 65536))
head -c $((4 * 1024 * 1024)) /dev/urandom >"$MNT/t4" && sync "$MNT/t4"
u3=$(used)
truncate -s 1M "$MNT/t4"; sync "$MNT/t4"; sleep 1.5
u4=$(used)
check "truncating 4 MiB to 1 MiB gives bytes back ($u3 -> $u4)" test "$u4" -le $((u3 - 2 * 1024 * 1024))
rm -f "$MNT/t4" "$MNT/a-link"
u5=$(used)
check "unmount" fs_umount
check "remount with the same quota" fs_mount --quota-bytes $QB --quota-inodes $QI
u6=$(used)
check "usage is the same after remount ($u5 -> $u6)" test "$u6" -le $((u5 + 1024 * 1024)) -a "$u6" -ge $((u5 - 1024 * 1024))
read -r err n <<<"$(fill "$MNT/b2" $((64 * 1024 * 1024)))"
is "$err" "EDQUOT" "after remount the quota still holds"
check "it failed near the quota again (accepted $n bytes)" test $((n + u6)) -le $((QB + 4 * 1024 * 1024))
check "earlier data intact" cmp "$T/a" "$MNT/a"
rm -f "$MNT/b2"
check "unmount" fs_umount
check "--check clean" fs_check

# remount without a quota: everything is there, and more fits
check "remount without a quota" fs_mount
check "data intact after remount" cmp "$T/a" "$MNT/a"
read -r err n <<<"$(fill "$MNT/big" $((24 * 1024 * 1024)))"
is "$err" "none" "without a quota 24 MiB fit"
check "unmount" fs_umount
check "--check clean" fs_check

# the quota from a config file ([fs] quota_bytes, quota_inodes)
printf '[fs]\nquota_bytes = 8M\nquota_inodes = 50\n' >"$T/q.ini"
check "mount with quotas from --config" fs_mount --config "$T/q.ini"
read -r bs blocks files < <(stat -f -c '%S %b %c' "$MNT")
is "$((bs * blocks))" $((8 * 1024 * 1024)) "statfs size is quota_bytes from the config"
is "$files" 50 "statfs inodes is quota_inodes from the config"
check "unmount" fs_umount

# extended attributes count in the byte quota (and live in memory)
rm -rf "$META" "$META"-* "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with a 1 MiB quota" fs_mount --quota-bytes 1M
out=$($PY - "$MNT/x" <<'PY' 2>&1
import os, sys
open(sys.argv[1], "w").close()
n = 0
try:
    for i in range(64):
        os.setxattr(sys.argv[1], "user.k%d" % i, os.urandom(65536)); n += 1
    print("all", n)
except OSError as e:
    print(os.strerror(e.errno), n)
PY
)
is "$out" "Disk quota exceeded 15" "setxattr past the quota: EDQUOT after 15 values of 64 KiB"
read -r bs blocks bfree < <(stat -f -c '%S %b %f' "$MNT")
check "df counts them (free $((bfree * bs)) of $((blocks * bs)))" test $((bfree * bs)) -lt 65536
check_fails "a write past the quota fails too" sh -c "head -c 100000 /dev/zero > '$MNT/d' && sync '$MNT/d'"
check "removing them frees the room" $PY -c "import os; [os.removexattr('$MNT/x', 'user.k%d' % i) for i in range(15)]"
check "... for a write" sh -c "head -c 100000 /dev/zero > '$MNT/d2' && sync '$MNT/d2'"
check "unmount" fs_umount
check "remount: the count is rebuilt from meta.db" fs_mount --quota-bytes 1M
check "... setxattr works within it" setfattr -n user.a -v hello "$MNT/x"
read -r bs blocks bfree < <(stat -f -c '%S %b %f' "$MNT")
check "... df after remount (free $((bfree * bs)))" test $((bfree * bs)) -gt 800000 -a $((bfree * bs)) -lt 1000000
check "unmount" fs_umount

# symlink targets count in the byte quota too: they live in sbxfs's memory
# and in meta.db, and 20,000 targets of 4001 bytes (80 MB) all fit in a
# 10 MiB quota, with df showing nothing used, before they counted
rm -rf "$META" "$META"-* "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with a 1 MiB quota" fs_mount --quota-bytes 1M
chmod 777 "$MNT"
mklinks() {             # DIR FIRST COUNT LEN: symlinks until an error
  as_nobody "$PY" - "$@" <<'PY'
import errno, os, sys
d, first, count, tlen = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
os.makedirs(d, exist_ok=True)
n = 0
try:
    for i in range(first, first + count):
        os.symlink("/" + "x" * (tlen - 1), "%s/%05d" % (d, i)); n += 1
    print("all", n)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), n)
PY
}
is "$(mklinks "$MNT/s" 0 1000 4001)" "EDQUOT 262" \
  "symlinks past the quota: EDQUOT after 262 targets of 4001 bytes"
is "$(stat -f -c %f "$MNT")" 0 "df counts them: no block free"
check_fails "a write past the quota fails too" sh -c "head -c 100000 /dev/zero > '$MNT/d' && sync '$MNT/d'"
check "a symlink renamed over another frees its target" \
  wait_for sh -c "$PY -c \"import os; os.rename('$MNT/s/00000', '$MNT/s/00001')\" 2>/dev/null; ln -s /$(printf 'y%.0s' $(seq 4000)) '$MNT/s/n1'"
is "$(mklinks "$MNT/s" 2000 10 4001)" "EDQUOT 0" "... that one alone"
bfree=$(stat -f -c %f "$MNT")
rm -f "$MNT"/s/001??
check "removing 100 frees their targets" \
  wait_for sh -c "test \$(stat -f -c %f '$MNT') -ge $((bfree + 97))"
bfree=$(stat -f -c %f "$MNT")
check "unmount" fs_umount
check "--check clean" fs_check
check "remount: the count is rebuilt from meta.db" fs_mount --quota-bytes 1M
is "$(stat -f -c %f "$MNT")" "$bfree" "... df is the same after the remount"
is "$(mklinks "$MNT/s" 3000 1000 4001)" "EDQUOT 100" "... and exactly the room freed fits"
check "unmount" fs_umount
check "--check clean" fs_check

# all the symlink targets of a tree together are bounded (FS_TARGET_MAX,
# 64 MiB, held in memory), quota or not: past it symlink is ENOSPC
rm -rf "$META" "$META"-* "$STORE"; mkdir -p "$STORE"
check "mount a new workspace without a quota" fs_mount
chmod 777 "$MNT"
is "$(mklinks "$MNT/t" 0 20000 4095)" "ENOSPC 16388" \
  "symlinks past 64 MiB of targets: ENOSPC after 16388 of 4095 bytes"
rm -f "$MNT/t/00000"
check "... a removal makes room for one" wait_for ln -s "/$(printf 'z%.0s' $(seq 4094))" "$MNT/t/again"
check "unmount" fs_umount
check "remount: the bound holds on the count rebuilt" fs_mount
is "$(mklinks "$MNT/t" 30000 10 4095)" "ENOSPC 0" "... no room for another"
check "unmount" fs_umount
check "--check clean" fs_check

# the largest file ([fs] max_file_size): past it EFBIG, nothing else hurt,
# and no block table for a file of 2^50 bytes (it would take 72 GB)
printf '[fs]\nmax_file_size = 1G\n' >"$T/m.ini"
check "mount with max_file_size = 1G" fs_mount --config "$T/m.ini"
head -c 100000 /dev/urandom >"$T/keep" && cp "$T/keep" "$MNT/keep" && sync "$MNT/keep"
out=$($PY - "$MNT/sp" <<'PY' 2>&1
import os, sys
fd = os.open(sys.argv[1], os.O_CREAT | os.O_WRONLY)
os.pwrite(fd, b"head", 0)
def r(f, *a):
    try:
        f(*a); return "ok"
    except OSError as e:
        return os.strerror(e.errno)
print(r(os.ftruncate, fd, (1 << 30) + 1), r(os.ftruncate, fd, 1 << 30), r(os.pwrite, fd, b"x", 1 << 50), r(os.fsync, fd))
PY
)
is "$out" "File too large ok ok File too large" "truncate past it: EFBIG; to it: ok; a write at 2^50 fails at fsync (writeback): EFBIG"
rss=$(ps -o rss= -p "$(fs_pid)" | tr -d ' ')
if is_asan; then skip "sbxfs stays small" "AddressSanitizer build"
else check "sbxfs stays small (${rss} KiB)" test "$rss" -lt 131072; fi
check "other files intact" cmp "$T/keep" "$MNT/keep"
check "unmount" fs_umount
check "--check clean" fs_check
check "remount" fs_mount --config "$T/m.ini"
is "$(stat -c %s "$MNT/sp")" $((1 << 30)) "the file kept the size it was truncated to"
is "$(head -c 4 "$MNT/sp")" head "... and its data"
check "unmount" fs_umount

# many sparse files, each one byte at 64 GiB - 1: every file's block
# table together is bounded (FS_SLOTS_MAX), past it writes are ENOSPC
check "mount (max_file_size 2T)" fs_mount
out=$($PY - "$MNT" <<'PY' 2>&1
import os, sys
fds, errs = [], 0
for i in range(60):
    fd = os.open("%s/s%d" % (sys.argv[1], i), os.O_CREAT | os.O_WRONLY)
    os.pwrite(fd, b"x", (64 << 30) - 1)
    fds.append(fd)
for fd in fds:
    try:
        os.fsync(fd)
    except OSError as e:
        errs += e.errno == 28
print(errs)
PY
)
check "some of 60 sparse 64 GiB files are refused ENOSPC ($out)" test "$out" -gt 0 -a "$out" -lt 60
rss=$(ps -o rss= -p "$(fs_pid)" | tr -d ' ')
if is_asan; then skip "sbxfs stays under 256 MiB" "AddressSanitizer build"
else check "sbxfs stays under 256 MiB (${rss} KiB)" test "$rss" -lt 262144; fi
check "an ordinary write still works" sh -c "echo fine > '$MNT/after' && sync '$MNT/after' && grep -q fine '$MNT/after'"
check "unmount" fs_umount
check "--check clean" fs_check

# writers in parallel: each waits for room (dirty_max 1M), which drops
# the lock; the quota is asked again after, so together they stay in it
printf '[fs]\ndirty_max = 1M\nquota_bytes = 8M\n' >"$T/race.ini"
rm -f "$META"; rm -rf "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with an 8 MiB quota, dirty_max 1M" fs_mount --config "$T/race.ini"
for i in 1 2 3 4 5 6; do
  dd if=/dev/urandom of="$MNT/r$i" bs=64k count=32 conv=fsync status=none 2>/dev/null &
done
wait
check "unmount" fs_umount
check "remount" fs_mount
stored=$(cat "$MNT"/r* | tr -d '\000' | wc -c)
check "six 2 MiB writers store at most the 8 MiB quota (${stored} bytes)" test "$stored" -le $((8 << 20))
check "... and most of it ($stored)" test "$stored" -ge $((6 << 20))
check "unmount" fs_umount
check "--check clean" fs_check

# a file unlinked while open still counts, as on ext4, until its last
# close: its growth is charged (open, unlink, write filled the store past
# any quota), and its bytes are free again once it is closed
rm -f "$META"; rm -rf "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with an 8 MiB quota" fs_mount --quota-bytes 8M
chmod 777 "$MNT"
out=$(setpriv --reuid=65534 --regid=65534 --clear-groups /usr/bin/python3 - "$MNT" <<'PY'
import errno, os, sys
d = sys.argv[1]
fd = os.open(d + "/u", os.O_CREAT | os.O_RDWR, 0o600)
os.unlink(d + "/u")
n = 0
try:
    for i in range(40):
        os.write(fd, os.urandom(1 << 20)); n += 1
    os.fsync(fd)
    print("nolimit", n)
except OSError as e:
    print("edquot" if e.errno == errno.EDQUOT else e.strerror, n)
try:                    # while it is open, no room for another
    fd2 = os.open(d + "/v", os.O_CREAT | os.O_WRONLY, 0o600)
    os.write(fd2, os.urandom(4 << 20)); os.fsync(fd2); print("v-fits")
except OSError as e:
    print("v-" + ("edquot" if e.errno == errno.EDQUOT else e.strerror))
os.close(fd)
PY
)
check "an unlinked open file's growth stops at the quota, at write or fsync ($(echo $out | tr '\n' ' '))" grep -q "^edquot" <<<"$out"
check "... the store holds no more than the quota ($(du -sm "$STORE" | cut -f1) MiB)" test "$(du -sm "$STORE" | cut -f1)" -le 10
check "... and its bytes count while it is open" grep -q "^v-edquot" <<<"$out"
rm -f "$MNT/v"
check "closed, its bytes are free again (a 6 MiB file fits)" \
  wait_for sh -c "head -c $((6 << 20)) /dev/urandom > '$MNT/w' && sync '$MNT/w'"
check "unmount" fs_umount
check "--check clean" fs_check

# a write refused at writeback (EDQUOT at fsync: the kernel took it into
# its page cache) leaves no trace in what the mount shows: the kernel kept
# the refused pages and the size they made, so readers saw 3 MiB of 'A'
# where 2 MiB were stored, and an append once there was room landed past
# them, stored as zeros under the 'A's they saw (ops.c, ops__drop_job)
rm -f "$META"; rm -rf "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with a 3 MiB quota" fs_mount --quota-bytes 3M
head -c $((1 << 20)) /dev/zero | tr '\0' g >"$MNT/g" && sync "$MNT/g"
out=$($PY - "$MNT/f" <<'PY' 2>&1
import os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
os.write(fd, b"A" * (3 << 20))
try:
    os.fsync(fd); print("fsync ok")
except OSError as e:
    print(os.strerror(e.errno))
for i in range(100):    # the refused pages go just after the refusal
    n = os.pread(fd, 4 << 20, 0).count(b"A")
    if n <= 2 << 20:
        break
    time.sleep(0.05)
print(n)
try:
    os.close(fd)
except OSError:
    pass
PY
)
is "$(echo $out)" "Disk quota exceeded 2097152" \
  "3 MiB written into a 3 MiB quota holding 1 MiB: EDQUOT at fsync; still open, the file reads 2 MiB of it"
check "the mount shows the size stored, not the 3 MiB refused" \
  wait_for sh -c "test \$(stat -c %s '$MNT/f') -le $((2 << 20))"
cp "$MNT/f" "$T/f.seen"
rm -f "$MNT/g"
check "removing the other file makes room" \
  wait_for sh -c 'set -- $(stat -f -c "%f %S" "$0"); test $(($1 * $2)) -ge 1048576' "$MNT"
check "an append and its fsync succeed" sh -c "printf TAIL >>'$MNT/f' && sync '$MNT/f'"
cp "$MNT/f" "$T/f.seen2"
check "unmount" fs_umount
check "remount" fs_mount --quota-bytes 3M
check "before the append the mount read what was stored" \
  sh -c "{ cat '$T/f.seen'; printf TAIL; } | cmp - '$MNT/f'"
check "after it, too: the append follows the stored bytes, no zeros between" \
  sh -c "cmp '$T/f.seen2' '$MNT/f' && test -z \"\$(head -c -4 '$MNT/f' | tr -d A)\" &&
         test \$(tail -c 4 '$MNT/f') = TAIL"
check "unmount" fs_umount
check "--check clean" fs_check

# hard links count in the inode quota: a name beyond an inode's first
# takes a meta.db row and memory as a file's does, and before they
# counted nowhere (60,000 links of one empty file in a 10-inode, 1 MiB
# sandbox: df said 2 inodes, meta.db grew 22 MB, sbxfs's RSS 27 MiB)
rm -f "$META"; rm -rf "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with quota_inodes 6" fs_mount --quota-inodes 6
touch "$MNT/f" "$MNT/g"
links() {   # link f as l1, l2, ... until an error: "ERR made"
  "$PY" - "$MNT" <<'PY'
import errno, os, sys
d = sys.argv[1]
n = 0
try:
    while n < 100:
        n += 1
        if not os.path.exists("%s/l%d" % (d, n)):
            os.link(d + "/f", "%s/l%d" % (d, n))
    print("none", n)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), len([x for x in os.listdir(d) if x[0] == "l"]))
PY
}
read -r err n <<<"$(links)"
is "$err $n" "EDQUOT 3" "root, f and g take 3 of 6 inodes, so 3 links fit, the 4th is EDQUOT"
is "$(stat -f -c '%c %d' "$MNT")" "6 0" "statfs counts the links: no free inodes left"
rm -f "$MNT/l1"
is "$(stat -f -c %d "$MNT")" 1 "an unlinked name frees one"
read -r err n <<<"$(links)"
is "$err $n" "EDQUOT 3" "... and a link fits again, then no more"
mv "$MNT/g" "$MNT/l2"
is "$(stat -c %h "$MNT/f") $(stat -f -c %d "$MNT")" "3 1" "a rename over a link frees that name"
check "unmount" fs_umount
check "remount with quota_inodes 6" fs_mount --quota-inodes 6
is "$(stat -f -c %d "$MNT")" 1 "after a remount the links count the same"
read -r err n <<<"$(links)"
is "$err $n" "EDQUOT 4" "... and the quota holds (l2 is g now: one more link fit)"
sync "$MNT/l4"
check "kill -9 after an fsync" fs_kill9
check "mount after kill -9" fs_mount --quota-inodes 6
is "$(stat -f -c %d "$MNT")" 0 "after kill -9 too"
check "unmount" fs_umount
check "--check clean" fs_check

# --quota-file: SIGHUP reads the quota again; a count with a sign, or
# past 2^63-1, is refused, logged, and the quota stays (%llu took
# "quota_inodes -1" and a 23-digit quota_bytes as 2^64-1: none at all)
QF=$T/quota
check "mount with --quota-file (4 MiB, 40 inodes)" fs_mount --quota-bytes 4M --quota-inodes 40 --quota-file "$QF"
# hup TEXT: write the quota file, SIGHUP, wait for sbxfs's answer in the log
hup() {
  local n; n=$(grep -c "quota" "$LOG")
  printf "$1" >"$QF" && kill -HUP "$(fs_pid)" &&
    wait_for sh -c "test \$(grep -c quota '$LOG') -gt $n"
}
quota_is() { stat -f -c '%b*%S %c' "$MNT" | { read -r b c; echo "$(($b)) $c"; }; }
while IFS='|' read -r what text; do
  check "$what: SIGHUP" hup "$text"
  is "$(quota_is)" "4194304 40" "$what: the quota stays"
  check "$what: ... and the log names the line" grep -qF "\"$what\": not a count" "$LOG"
done <<'EOQ'
quota_inodes -1|quota_bytes 8388608\nquota_inodes -1\n
quota_bytes 100000000000000000000000|quota_bytes 100000000000000000000000\nquota_inodes 50\n
quota_bytes +8388608|quota_bytes +8388608\nquota_inodes 50\n
EOQ
check "a good file: SIGHUP" hup 'quota_bytes 8388608\nquota_inodes 50\n'
is "$(quota_is)" "8388608 50" "... is in force"
is "$(cat "$QF.applied")" "$(printf 'quota_bytes 8388608\nquota_inodes 50')" "... and acknowledged"
check "unmount" fs_umount

# a writer that neither fsyncs nor closes is told at write(): the kernel
# takes a write() into its page cache and only fsync and close heard of
# the refused WRITE, so a loop of writes past the quota went on at memory
# speed (2 GiB "written" into an 8 MiB quota, the file that long to
# stat); now the write() after a refusal fails (fs_getattr)
rm -f "$META"; rm -rf "$STORE"; mkdir -p "$STORE"
check "mount a new workspace with an 8 MiB quota" fs_mount --quota-bytes 8M
echo hello >"$MNT/small"        # the room left no whole number of MiB
out=$($PY - "$MNT/f" <<'PY' 2>&1
import errno, os, sys
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o644)
n, b = 0, os.urandom(1 << 20)
try:
    while n < 2 << 30:
        n += os.write(fd, b)
    print("no error after", n)
except OSError as e:
    print("write", errno.errorcode.get(e.errno, e.errno), n)
PY
)
is "${out% *}" "write EDQUOT" "writes past the quota, no fsync: a write() fails with EDQUOT"
check "... within 1 GiB of it (${out##* } bytes taken)" test "${out##* }" -lt $((1 << 30))
check "the file shows the size stored, no more" \
  wait_for sh -c "test \$(stat -c %s '$MNT/f') -le $((8 << 20))"
rm -f "$MNT/f"
check "after rm, a 6 MiB file fits and its write() is not refused" \
  wait_for sh -c "head -c $((6 << 20)) /dev/urandom > '$MNT/f' && sync '$MNT/f'"
check "unmount" fs_umount
done_testing
