#!/bin/bash
# The workspace mount replaced under a running sandbox (sbxfs restarted):
# the next command sees the new mount, never a dead /workspace, and no
# command keeps running on the dead one (reason remount).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/common.sh"

# 1. sbxexec alone, the workspace a tmpfs we replace
sbxctl create r1 >/dev/null
W=$(sb_dir r1)/workspace
mount -t tmpfs first "$W"
at_exit "umount -l $W"
at_exit "sb_stop r1"
check "it answers" sb_exec_direct r1
sx r1 'echo one > a'
is "$(cat "$W/a")" "one" "writes reach the first mount"
umount -l "$W"; mount -t tmpfs second "$W"
is "$(sx r1 'ls /workspace | wc -l; echo two > b')" "0" "the next command sees the new mount"
is "$(cat "$W/b")" "two" "and writes reach it"
check "the sandbox's /workspace is not dead" sx r1 'ls /workspace && touch /workspace/c'
# what ran above ran on the tmpfs this test mounted: a wake (ps or exec
# finding no executor's pid file yet) mounted sbxfs over it from a new
# tree, and the checks above saw sbxfs, tmpfs or the sealed mountpoint
# by the timing (touch: EACCES)
is "$(stat -f -c %T "$W") $(ls "$(sb_dir r1)" | grep -c '^meta.db$')" "tmpfs 0" \
   "no wake mounted sbxfs over the test's tmpfs (no tree made)"

# 2. a real sbxfs, killed and started again
if sb_start r2 && mountpoint -q "$(sb_dir r2)/workspace"; then
  W2=$(sb_dir r2)/workspace
  sx r2 'echo kept > k'; sync "$W2/k"
  # running across the restart: one in /workspace, one in /tmp; and a
  # server left behind in /workspace by a command that ended
  in_ws=$(sbxctl exec -d r2 -- sh -c 'while :; do ls >/dev/null; sleep 0.2; done' </dev/null)
  in_tmp=$(sbxctl exec -d r2 --cwd /tmp -- sh -c 'while :; do sleep 0.2; done' </dev/null)
  sx r2 'sleep 1000 >/dev/null 2>&1 &'
  sleep 1.5       # let sbxfs commit
  kill -9 "$(cat "$(sb_dir r2)/sbxfs.pid")"
  check_fails "with sbxfs dead the old mount is dead" ls "$W2"
  fusermount3 -uz "$W2"
  check "sbxctl start mounts it again" sbxctl start r2
  check "the next command sees a live /workspace" sx r2 'ls /workspace >/dev/null && echo new > n'
  is "$(cat "$W2/n" 2>/dev/null)" "new" "and writes reach the new mount"
  is "$(sx r2 'cat k')" "kept" "committed data is there"
  # (daemon.c (6)) nothing keeps running on the dead mount
  ended() { [ "$(ps_field r2 "$1" state)" = exited ]; }
  wait_for ended "$in_ws"
  is "$(ps_field r2 "$in_ws" state) $(ps_field r2 "$in_ws" reason)" "exited remount" \
     "a command standing in the dead workspace ends, reason remount"
  is "$(ps_field r2 "$in_tmp" state)" "running" "one whose cwd is elsewhere keeps running"
  is "$(sx r2 'pgrep -c -f "sleep 100[0]"; true')" "0" "what an ended command left in the dead workspace is killed"
  sbxctl kill r2 "$in_tmp" >/dev/null 2>&1
else
  diag "sbxfs cannot mount here; skipping the sbxfs restart half"
fi
done_testing
