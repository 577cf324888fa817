#!/bin/bash
# cfr.t: copy_file_range and SEEK_DATA/SEEK_HOLE, served by sbxfs.
# A copy of whole stored blocks names the source's chunks (ops.c,
# ops__share): cp of a file adds nothing to the store, and the copy
# outlives the truncation, overwrite and unlink of its source across
# remounts, --check, kill -9 and gc, and a batch storing the block it
# replaces does not name it with its old bytes.  Other copies go through
# the daemon's reads and writes.  Results, bytes and seek answers are
# compared with the same operations on ext4 (cfr.py).
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
MiB=$((1 << 20))
E=$T/ext4                       # $T is under /tmp: ext4 here
mkdir -p "$E/s" "$E/c" "$E/m" "$E/k" "$E/other"
[ "$(stat -f -c %T "$T")" = ext2/ext3 ] || skip_all "the reference directory $T is not on ext4"
cp "$FS_DIR/cfr.py" "$T/cfr.py"

# pack_bytes: what the store's packs hold
pack_bytes() { find "$STORE/packs" -name '*.pack' -printf '%s\n' | awk '{ n += $1 } END { print n + 0 }'; }
# requests: the daemon's request counts and copy figures (SIGUSR1) into $T/req
requests() {
  local n i; n=$(grep -c 'requests:' "$LOG" 2>/dev/null)
  kill -USR1 "$(fs_pid)"
  for i in $(seq 100); do [ "$(grep -c 'requests:' "$LOG")" -gt "$n" ] && break; sleep 0.02; done
  sleep 0.05
  { grep 'requests:' "$LOG" | tail -1; grep 'copies:' "$LOG" | tail -1; } >"$T/req"
}
# req NAME: NAME=N of the last requests line (0 if absent)
req() { grep -o " $1=[0-9]*" "$T/req" | head -1 | cut -d= -f2 | awk '{ print $1 + 0 } END { if (!NR) print 0 }'; }
named() { grep -o 'copies: [0-9]*' "$T/req" | awk '{ print $2 } END { if (!NR) print 0 }'; }

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
chmod 755 "$MNT"
mkdir -p "$MNT/s" "$MNT/c" "$MNT/m" "$MNT/k"

# ---- SEEK_DATA / SEEK_HOLE as on ext4, in whole blocks
py_checks "seek" "$PY" "$T/cfr.py" seek "$MNT/s" "$E/s"
check "unmount" fs_umount
check "--check clean" fs_check
check "mount again" fs_mount
py_checks "after a remount" "$PY" "$T/cfr.py" seek-again "$MNT/s" "$E/s"
drop_caches
py_checks "after dropping caches" "$PY" "$T/cfr.py" seek-again "$MNT/s" "$E/s"

# ---- copies as on ext4
py_checks "misc" "$PY" "$T/cfr.py" misc "$MNT/m" "$E/m" "$E/other"
for seed in 1 2 3; do
  py_checks "copies" "$PY" "$T/cfr.py" copies "$MNT/c" "$E/c" "$seed" 200
done
check "unmount" fs_umount
check "--check clean" fs_check
check "mount again" fs_mount
py_checks "after a remount" "$PY" "$T/cfr.py" compare "$MNT/c" "$E/c"

# ---- cp of a 24 MiB file: blocks named, nothing stored
head -c $((24 * MiB + 12345)) /dev/urandom >"$T/big"
cp "$T/big" "$MNT/big" && sync "$MNT/big"
requests; c0=$(req COPY_FILE_RANGE) n0=$(named)
p0=$(pack_bytes)
t0=$(date +%s%N)
check "cp of a 24 MiB file within the mount" cp "$MNT/big" "$MNT/big.cp"
ms=$((($(date +%s%N) - t0) / 1000000))
sync "$MNT/big.cp"
p1=$(pack_bytes)
requests; c1=$(req COPY_FILE_RANGE) n1=$(named)
diag "cp: $ms ms, packs $p0 -> $p1 bytes, COPY_FILE_RANGE $c0 -> $c1, blocks named $n0 -> $n1"
check "... reads back the same" cmp "$T/big" "$MNT/big.cp"
check "... was copy_file_range, served by sbxfs" test "$c1" -gt "$c0"
is "$((n1 - n0))" 25 "... its 25 blocks (24 and the tail) were named, not copied"
check "... and the store grew by under 64 KiB ($((p1 - p0)) bytes)" test $((p1 - p0)) -lt 65536

# ---- copies outlive their sources: cut, overwritten, unlinked
head -c $((2 * MiB)) /dev/urandom >"$T/patch"
for d in "$MNT/k" "$E/k"; do
  cp "$T/big" "$d/x" && sync "$d/x"
  cp "$d/x" "$d/y" && cp "$d/y" "$d/z" && cp "$d/x" "$d/w"
  truncate -s $((3 * MiB + 5)) "$d/x"
  dd if="$T/patch" of="$d/y" bs=1M seek=1 count=1 conv=notrunc status=none
  dd if="$T/patch" of="$d/y" bs=1 seek=$((5 * MiB + 100)) count=5000 conv=notrunc status=none
  cp "$d/w" "$d/v"
  rm "$d/w"
  truncate -s 0 "$d/z" && cp "$d/v" "$d/z"      # a copy over a former copy
  rm "$d/x"
  cp "$d/y" "$d/u" && truncate -s $((7 * MiB)) "$d/y" && truncate -s $((30 * MiB)) "$d/y"
done
py_checks "copies after their sources changed" "$PY" "$T/cfr.py" compare "$MNT/k" "$E/k"
sync "$MNT/k/v"
check "unmount" fs_umount
check "--check clean" fs_check
check "mount again" fs_mount
py_checks "... after a remount" "$PY" "$T/cfr.py" compare "$MNT/k" "$E/k"

# ---- kill -9 after an fsync of the copy only
cp "$MNT/k/u" "$MNT/k/t" && sync "$MNT/k/t"
cp "$E/k/u" "$E/k/t"
rm "$MNT/k/u" "$E/k/u" && sync "$MNT/k/t"
cp "$MNT/k/t" "$MNT/k/after"                    # not synced: may be lost, or whole
check "kill -9" fs_kill9
check "--check clean after kill -9" fs_check
check "mount again" fs_mount
rm -f "$MNT/k/after"
py_checks "... an fsync'd copy survives kill -9" "$PY" "$T/cfr.py" compare "$MNT/k" "$E/k"

# ---- set-user-ID: a copy clears it as a write does (ext4 too)
for d in "$MNT/m" "$E/m"; do
  chmod 777 "$d"; echo hello >"$d/su.src"
  for f in su su.root; do echo zz >"$d/$f"; chmod 6777 "$d/$f"; done
  as_nobody "$PY" -c 'import os,sys; s=os.open(sys.argv[1], os.O_RDONLY); d=os.open(sys.argv[2], os.O_WRONLY)
print(os.copy_file_range(s, d, 6, 0, 0))' "$d/su.src" "$d/su" >/dev/null
  "$PY" -c 'import os,sys; s=os.open(sys.argv[1], os.O_RDONLY); d=os.open(sys.argv[2], os.O_WRONLY)
print(os.copy_file_range(s, d, 6, 0, 0))' "$d/su.src" "$d/su.root" >/dev/null
done
is "$(stat -c %a "$MNT/m/su")" "$(stat -c %a "$E/m/su")" \
  "a copy by uid $NOBODY clears set-user-ID and set-group-ID as on ext4 ($(stat -c %a "$E/m/su"))"
is "$(stat -c %a "$MNT/m/su.root")" "$(stat -c %a "$E/m/su.root")" \
  "a copy by root keeps them as on ext4 ($(stat -c %a "$E/m/su.root"))"

# ---- cp between filesystems (the VFS refuses the call: cp reads and writes)
check "cp from ext4 into the mount" cp "$T/big" "$MNT/m/from-ext4"
check "cp from the mount to ext4" cp "$MNT/m/from-ext4" "$E/other/from-sbxfs"
check "... both the same" cmp "$T/big" "$E/other/from-sbxfs"
check "unmount" fs_umount
check "--check clean" fs_check

# ---- copies by name onto blocks a batch is storing (a batch a millisecond)
printf '[fs]\ncommit_interval_ms = 1\ndirty_max = 2M\nchunk_cache = 0\n' >"$T/tiny.ini"
check "mount with a batch every millisecond" fs_mount --config "$T/tiny.ini"
mkdir -p "$MNT/r"
py_checks "race" "$PY" "$T/cfr.py" race "$MNT/r" 300
check "unmount" fs_umount
check "--check clean" fs_check
check "mount again" fs_mount
check "... the copies read back after a remount" cmp "$MNT/r/race.want" "$MNT/r/race.dst"
check "unmount" fs_umount

# ---- quota: a copy that would pass it is EDQUOT, as a write
rm -f "$META" "$META"-*
check "mount a new workspace with --quota-bytes 40M" fs_mount --quota-bytes $((40 * MiB))
cp "$T/big" "$MNT/q" && sync "$MNT/q"
got=$("$PY" -c 'import os,sys
s=os.open(sys.argv[1], os.O_RDONLY); d=os.open(sys.argv[2], os.O_WRONLY | os.O_CREAT, 0o644)
try: print(os.copy_file_range(s, d, os.fstat(s).st_size, 0, 0))
except OSError as e: print(os.strerror(e.errno))
print(os.copy_file_range(s, d, 8 << 20, 0, 0))' "$MNT/q" "$MNT/q2" 2>&1 | tr '\n' ' ')
is "$got" "Disk quota exceeded 8388608 " "a copy past the quota fails with EDQUOT; a smaller one fits"
check "unmount" fs_umount
check "--check clean" fs_check

# ---- gc: chunks named only by a copy stay
G=$T/gstate
printf '[sbx]\nstate_dir = %s\n[store]\nurl = %s\n' "$G" "$T/gstore" >"$T/g.ini"
mkdir -p "$T/gstore"
ctl() { sbxctl --config "$T/g.ini" "$@"; }
at_exit "sbxctl --config '$T/g.ini' stop box"
if ctl create box >"$T/ctl.out" 2>&1 && ctl start box >>"$T/ctl.out" 2>&1; then
  W=$G/sandboxes/box/workspace
  cp "$T/big" "$W/a" && sync "$W/a"
  cp "$W/a" "$W/b" && sync "$W/b"
  rm "$W/a" && head -c $((3 * MiB)) /dev/urandom >"$W/junk" && sync "$W/b"
  rm "$W/junk" && sync "$W/b"
  check "gc" sh -c "sbxctl --config '$T/g.ini' --json gc --min-age 0 >'$T/gc.json'"
  diag "gc: $(cat "$T/gc.json")"
  drop_caches
  check "a copy whose source is gone reads back after gc" cmp "$T/big" "$W/b"
  check "stop the sandbox" ctl stop box
  check "start it again" ctl start box
  check "... and after a restart" cmp "$T/big" "$W/b"
  ctl stop box >/dev/null 2>&1
else
  ok 1 "a sandbox to gc beside"; sed 's/^/# /' "$T/ctl.out" | tail -5
fi

done_testing
