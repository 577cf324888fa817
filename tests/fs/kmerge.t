#!/bin/bash
# kmerge.t: pages written into the middle of stored blocks are merged with
# the kernel's copy of the block's other pages (NOTIFY_RETRIEVE, ops.c (5);
# [fs] kernel_merge) when it holds them, with the stored chunk when it does
# not, and the file reads as the same changes made on ext4 do, before and
# after a remount, with --check clean: random page writes over a file just
# written (its pages cached), over one not cached (after a remount), and a
# mix with writes through a mapping, hole punches, copy_file_range within
# the file, truncates and appends.  SIGUSR1's log line counts the blocks
# made whole from the kernel's pages: some with kernel_merge (so the path
# ran), none without it, none when the mount's probe finds the kernel
# hands back pages it has not filled (SBXFS_TEST_KC_UNFILLED plays such a
# kernel; on one, the first part skips its count).
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
at_exit "fusermount3 -uz '$MNT'"
REF=$T/ref
# whole: the blocks the kernel's pages made whole, from SIGUSR1's line (0: none said)
whole() {
  local pid before; pid=$(fs_pid); before=$(wc -l <"$LOG")
  kill -USR1 "$pid"
  wait_for bash -c "tail -n +$((before + 1)) '$LOG' | grep -q requests:"
  tail -n +$((before + 1)) "$LOG" | sed -n "s/.*made whole from the kernel's pages: \([0-9]*\).*/\1/p" | tail -1 | grep . || echo 0
}
same() { cmp "$MNT/f" "$REF"; }
remount() { fs_umount && sbxfs --check --meta "$META" --store "$STORE" && fs_mount "$@"; }
probe() { wait_for grep -q "kernel_merge: o" "$LOG"; grep -o "kernel_merge: o[nf]*" "$LOG" | head -1; }
for km in true false; do
  rm -rf "$META" "$META"-* "$STORE" "$LOG"
  printf '[fs]\nkernel_merge = %s\n' "$km" >"$T/k.ini"
  check "kernel_merge $km: mount" fs_mount --config "$T/k.ini"
  if [ $km = true ]; then
    said=$(probe)
    ok "$([ -n "$said" ] && echo 0 || echo 1)" "kernel_merge $km: the mount's probe of the kernel says on or off ($said)"
  else
    sleep 0.2
    is "$(grep -c kernel_merge "$LOG")" 0 "kernel_merge $km: no probe"
  fi
  check "kernel_merge $km: 24 MiB written and fsync'd" "$PY" "$FS_DIR/kmerge.py" new "$MNT/f" "$REF" 1 24
  check "kernel_merge $km: 3000 page writes over its cached pages, fsync" \
    "$PY" "$FS_DIR/kmerge.py" pages "$MNT/f" "$REF" 2 3000
  n=$(whole)
  if [ $km = true ] && [ "$said" != "kernel_merge: on" ]; then
    skip "kernel_merge $km: blocks made whole from the kernel's pages" "$(grep kernel_merge "$LOG" | head -1)"
  elif [ $km = true ]; then
    ok "$([ "$n" -gt 0 ] && echo 0 || echo 1)" "kernel_merge $km: blocks made whole from the kernel's pages ($n)"
  else
    is "$n" 0 "kernel_merge $km: no block made whole from the kernel's pages"
  fi
  check "kernel_merge $km: the file reads as on ext4" same
  check "kernel_merge $km: unmount, --check clean, mount again" remount --config "$T/k.ini"
  check "kernel_merge $km: the file reads as on ext4 after the remount" same
  check "kernel_merge $km: 3000 page writes over pages not cached, fsync" \
    "$PY" "$FS_DIR/kmerge.py" pages "$MNT/f" "$REF" 3 3000
  check "kernel_merge $km: 3000 mixed changes (mapping, punch, copy, truncate, append)" \
    "$PY" "$FS_DIR/kmerge.py" mixed "$MNT/f" "$REF" 4 3000
  n0=$(whole)
  check "kernel_merge $km: 3000 writes, through the mapping too, and appends" \
    "$PY" "$FS_DIR/kmerge.py" writes "$MNT/f" "$REF" 7 3000
  n=$(whole)
  if [ $km = true ] && [ "$said" = "kernel_merge: on" ]; then
    ok "$([ "$n" -gt "$n0" ] && echo 0 || echo 1)" "kernel_merge $km: blocks made whole from the kernel's pages among them ($((n - n0)))"
  fi
  check "kernel_merge $km: the file reads as on ext4" same
  check "kernel_merge $km: unmount, --check clean, mount again" remount --config "$T/k.ini"
  check "kernel_merge $km: the file reads as on ext4 after the remount" same
  check "kernel_merge $km: unmount" fs_umount
done

# a kernel whose NOTIFY_RETRIEVE hands back pages not filled yet: off
rm -rf "$META" "$META"-* "$STORE" "$LOG"
printf '[fs]\nkernel_merge = true\n' >"$T/k.ini"
export SBXFS_TEST_KC_UNFILLED=1
check "a kernel that hands back pages not filled: mount" fs_mount --config "$T/k.ini"
unset SBXFS_TEST_KC_UNFILLED
is "$(probe)" "kernel_merge: off" "... the probe turns kernel_merge off"
check "... and says why" grep -q 'lacks "fuse: limit FUSE_NOTIFY_RETRIEVE to uptodate folios"' "$LOG"
check "... 24 MiB written, 3000 page writes over its cached pages" \
  bash -c "'$PY' '$FS_DIR/kmerge.py' new '$MNT/f' '$REF' 5 24 && '$PY' '$FS_DIR/kmerge.py' pages '$MNT/f' '$REF' 6 3000"
is "$(whole)" 0 "... no block made whole from the kernel's pages"
check "... unmount, --check clean, mount again" remount
check "... the file reads as on ext4" same
check "... unmount" fs_umount
done_testing
