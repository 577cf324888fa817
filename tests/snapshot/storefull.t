#!/bin/bash
# storefull.t: a put that fails on a full store gives its space back at
# once.  sbxfs rewound its pack after a failed write but left the bytes
# the write got: the store's file system stayed full, for every other
# writer too, until sbxfs exited.
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

check "mount on a 3 MiB store" sbxfs_mount "$T/meta.db" "$STORE" "$MNT"
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
check "remount" sbxfs_mount "$T/meta.db" "$STORE" "$MNT"
is "$(cat "$MNT/after" 2>&1)" after "the file written after reads back"
is "$(cat "$MNT/seed" 2>&1)" seed "the file written before reads back"
check "unmount again" sbxfs_umount "$MNT"

done_testing
