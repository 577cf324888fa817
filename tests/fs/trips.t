#!/bin/bash
# trips.t: round trips per file.  Each request the kernel sends sbxfs is a
# round trip the writer waits for (about 30 us here), so what tar x costs
# is mostly how many it sends per file.  sbxfs counts the requests it gets
# by kind and logs them on SIGUSR1; this pins the counts of what tar does
# as root for every file: open(O_CREAT|O_EXCL), a few writes, futimens,
# fchown, fchmod, close.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

# requests: the daemon's counts so far, one "NAME=N" a line
nlog=0
requests() {
  kill -USR1 "$(fs_pid)" || return 1
  local i
  for i in $(seq 100); do
    [ "$(grep -c 'requests:' "$LOG")" -gt "$nlog" ] && break
    sleep 0.05
  done
  nlog=$(grep -c 'requests:' "$LOG")
  grep 'requests:' "$LOG" | tail -1 | sed 's/.*requests: *//' | tr ' ' '\n'
}
# count FILE NAME: N from a requests dump (0 if absent)
count() { awk -F= -v k="$2" '$1 == k { n = $2 } END { print n + 0 }' "$1"; }

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
# the daemon's threads carry names, for ps -L and top
names=$(cat /proc/"$(fs_pid)"/task/*/comm | sort -u | tr '\n' ' ')
is "$names" "sbxfs sbxfs-compress sbxfs-flush sbxfs-io sbxfs-seek sbxfs-signals " "its threads' names"
N=200
# A tick boundary between a file's creation and its first write costs
# one SETATTR more now and then: a little slack.  Under load each file
# spans more ticks (765 for 200 files with a whole suite and six builds
# alongside): up to three tries, the counts of the last.
slack=$((N / 4))
for try in 1 2 3; do
mkdir "$MNT/d$try"
requests >"$T/before"
"$PY" - "$MNT/d$try" "$N" <<'PY'
import os, sys
d, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    fd = os.open("%s/f%d" % (d, i), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    for _ in range(3):
        os.write(fd, b"x" * 10240)          # tar writes 10 KiB records
    os.utime(fd, ns=(1700000000 * 10**9, 1700000000 * 10**9))
    os.fchown(fd, 0, 0)
    os.fchmod(fd, 0o644)
    os.close(fd)
PY
requests >"$T/after"
delta() { echo $(( $(count "$T/after" "$1") - $(count "$T/before" "$1") )); }
diag "per $N files: $(for k in LOOKUP MKNOD CREATE GETATTR SETATTR GETXATTR WRITE RELEASE; do printf '%s=%s ' $k "$(delta $k)"; done)"
[ "$(delta SETATTR)" -le $((3 * N + slack)) ] && break
done
check "the daemon counts requests (one LOOKUP per new name; a drop_caches elsewhere may add a lookup of the directory)" test "$(delta LOOKUP)" -ge $N -a "$(delta LOOKUP)" -le $((N + 2))
is "$(delta RELEASE)" 0 "no RELEASE for files created and closed (MKNOD, zero-message open)"
check "CREATE answered ENOSYS once, then MKNOD" test "$(delta CREATE)" -le 1 -a "$(delta MKNOD)" = $N
check "SETATTR: utimens, chown, chmod only (no flush of the kernel's times)" \
  test "$(delta SETATTR)" -le $((3 * N + slack))
# handle_killpriv_v2: the kernel no longer asks for security.capability
# before every write (once a file, and once a chown) nor for attributes
# before every chown (one GETATTR a file is left: the directory's, whose
# attributes each new entry invalidates, for the next path walk).
check "GETXATTR: once for the writes, once for the chown" test "$(delta GETXATTR)" -le $((2 * N + slack))
check "GETATTR: at most one a file" test "$(delta GETATTR)" -le $((N + slack))
check "unmount" fs_umount
done_testing
