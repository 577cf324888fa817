#!/bin/bash
# quota.t: a sandbox's quota limits (create --limit quota_bytes=...,
# quota_inodes=...) reach its sbxfs: df inside shows them, writing or
# creating past them fails, and a sandbox without them has none; an
# update of them reaches a running sandbox's sbxfs at once.
source "$(dirname "$0")/../lib.sh"
need_root
export SBX_CONFIG=$T/sbx.ini
printf '[sbx]\nstate_dir = %s/state\n[store]\nurl = %s/store\n' "$T" "$T" >"$SBX_CONFIG"
at_exit "sbxctl stop q1; sbxctl stop q2"

check "create q1 with quotas" sbxctl create q1 --limit quota_bytes=8M --limit quota_inodes=50
check "create q2 without" sbxctl create q2
ws1=$(sbxctl start q1 2>/dev/null | tail -1)
ws2=$(sbxctl start q2 2>/dev/null | tail -1)
check "q1 mounted" mountpoint -q "$ws1"
is "$(df -B1 --output=size "$ws1" | tail -1 | tr -d ' ')" 8388608 "df of q1 shows quota_bytes as its size"
is "$(df --output=itotal "$ws1" | tail -1 | tr -d ' ')" 50 "df -i of q1 shows quota_inodes"
check_fails "writing 12 MiB into q1 fails" sh -c "head -c 12582912 /dev/urandom >'$ws1/big' && sync '$ws1/big'"
rm -f "$ws1/big"
check "a 4 MiB file fits in q1" sh -c "head -c 4194304 /dev/urandom >'$ws1/ok' && sync '$ws1/ok'"
check_fails "creating 60 files in q1 fails" sh -c "for i in \$(seq 60); do : >'$ws1/f'\$i || exit 1; done"
check "q2 takes 12 MiB (no quota)" sh -c "head -c 12582912 /dev/urandom >'$ws2/big' && sync '$ws2/big'"
# an update reaches the running sbxfs at once (SIGHUP: it reads its
# quota file again), not only at the next start
check "update q1's quotas while it runs" sbxctl update q1 --limit quota_bytes=24M --limit quota_inodes=100
is "$(df -B1 --output=size "$ws1" | tail -1 | tr -d ' ')" 25165824 "df of the running q1 shows the new quota_bytes"
is "$(df --output=itotal "$ws1" | tail -1 | tr -d ' ')" 100 "and the new quota_inodes"
check "12 MiB fit in q1 now" sh -c "head -c 12582912 /dev/urandom >'$ws1/big' && sync '$ws1/big'"
check "so do 60 files" sh -c "for i in \$(seq 60); do : >'$ws1/f'\$i || exit 1; done"
is "$(sbxctl --json update q1 --limit quota_bytes= | grep -o '"quota":"[a-z ]*"')" '"quota":"now"' \
  "removing q1's quota_bytes leaves it none ([fs] sets none), at once (--json)"
check_fails "df of q1 no longer shows 24M" test "$(df -B1 --output=size "$ws1" | tail -1 | tr -d ' ')" = 25165824
check "stop q1" sbxctl stop q1
is "$(sbxctl --json update q1 --limit quota_inodes=70 | grep -o '"quota":"[a-z ]*"')" \
  '"quota":"next start"' "a stopped q1's new quota is for its next start (--json)"
check "stop q2" sbxctl stop q2
# [fs] reserve_free: a sandbox with no quota whose store and state dir
# share a small disk is refused (ENOSPC) at the reserve, and the host's
# own work there goes on in it: capture, stop (its capture), start
R=$T/rdisk
small_fs "$R" 160M
printf '[sbx]\nstate_dir = %s/state\n[store]\nurl = %s/store\n[fs]\nreserve_free = 64M\n' "$R" "$R" >"$T/r.ini"
rctl() { sbxctl --config "$T/r.ini" "$@"; }
at_exit "sbxctl --config '$T/r.ini' stop r1"
check "create r1 (no quota) on a 160 MiB disk with reserve_free = 64M" rctl create r1
wsr=$(rctl start r1 2>/dev/null | tail -1)
check "r1 mounted" mountpoint -q "$wsr"
head -c 4194304 /dev/urandom >"$T/r.ok"
check "a 4 MiB file fits in r1" sh -c "cp '$T/r.ok' '$wsr/ok' && sync '$wsr/ok'"
check_fails "writing 200 MB into r1 fails" sh -c "head -c 200000000 /dev/urandom >'$wsr/big' && sync '$wsr/big'"
cp "$T/.out" "$T/r.err"
check "... with ENOSPC" grep -q "No space left on device" "$T/r.err"
rfree=$(df -B1 --output=avail "$R" | tail -1 | tr -d ' ')
check "... the disk's reserve left free ($rfree bytes)" test "$rfree" -ge $((60 * 1024 * 1024))
check "capture r1 at the reserve" rctl capture r1
check "stop r1 (its capture) at the reserve" rctl stop r1
wsr=$(rctl start r1 2>/dev/null | tail -1)
check "start r1 again: the file fsync'd before is there" cmp "$T/r.ok" "$wsr/ok"
check "stop r1" rctl stop r1
done_testing
