#!/bin/bash
# quota.t: a sandbox's quota limits (create --limit quota_bytes=...,
# quota_inodes=...) reach its sbxfs: df inside shows them, writing or
# creating past them fails, and a sandbox without them has none.
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
check "stop q1" sbxctl stop q1
check "stop q2" sbxctl stop q2
done_testing
