#!/bin/bash
# shared.t: two workspaces on one store at once (the store is shared by
# every workspace of a host): concurrent writers with fsync in both, the
# same content in both (stored once), one daemon killed -9 mid-way while the
# other keeps going; both check clean and read back right.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
W="$PY $FS_DIR/crashwork.py"
A=$T/a; B=$T/b
mkdir -p "$A/mnt" "$B/mnt" "$STORE"
mnt() { sbxfs --meta "$1/meta.db" --store "$STORE" --pidfile "$1/pid" --log "$1/log" "$1/mnt"; }
umnt() { local p; p=$(cat "$1/pid"); sbxfs_umount "$1/mnt" || return 1
  for i in $(seq 200); do alive "$p" || return 0; sleep 0.05; done; return 1; }
chk() { sbxfs --check --meta "$1/meta.db" --store "$STORE"; }

check "mount workspace A" mnt "$A"
check "mount workspace B on the same store" mnt "$B"

# the same 6 MB in both, at the same time
head -c 6000000 /dev/urandom >"$T/same"
cp "$T/same" "$A/mnt/same" & cp "$T/same" "$B/mnt/same" & wait
sync "$A/mnt/same" "$B/mnt/same"

# fsync-heavy writers in both workspaces at once, 8 s
: >"$T/a.log"; : >"$T/b.log"
$W write "$A/mnt" "$T/a.log" wa 1 >/dev/null 2>&1 & wa=$!
$W write "$B/mnt" "$T/b.log" wb 2 >/dev/null 2>&1 & wb=$!
$W write "$B/mnt" "$T/b.log" wb2 3 >/dev/null 2>&1 & wb2=$!
sleep 4
# kill A's daemon mid-way; B must not notice
kill -9 "$(cat "$A/pid")"
sleep 4
check "B's writers are still running after A died" kill -0 $wb $wb2
kill $wa $wb $wb2 2>/dev/null; wait $wa $wb $wb2 2>/dev/null
fusermount3 -uz "$A/mnt"
check "B: every fsync'd file intact while mounted" $W verify "$B/mnt" "$T/b.log"
check "B: no 'database is locked' or errors in its log" sh -c "! grep -qiE 'locked|error|fail' '$B/log'"
check "unmount B" umnt "$B"
check "--check A clean (killed -9)" chk "$A"
check "--check B clean" chk "$B"
check "remount A" mnt "$A"
check "remount B" mnt "$B"
check "A: every fsync'd file intact" $W verify "$A/mnt" "$T/a.log"
check "B: every fsync'd file intact after remount" $W verify "$B/mnt" "$T/b.log"
check "A: the shared file reads right" cmp "$T/same" "$A/mnt/same"
check "B: the shared file reads right" cmp "$T/same" "$B/mnt/same"
na=$(grep -c '^F' "$T/a.log"); nb=$(grep -c '^F' "$T/b.log")
check "both workloads made progress (A $na, B $nb fsync'd records)" test "$na" -gt 5 -a "$nb" -gt 5
check "unmount A" umnt "$A"
check "unmount B" umnt "$B"

# deleting a file in A leaves B's copy of the same chunks intact
check "mount A" mnt "$A"
rm "$A/mnt/same"
check "unmount A" umnt "$A"
check "mount B" mnt "$B"
drop_caches
check "B's copy survives A deleting its own" cmp "$T/same" "$B/mnt/same"
check "unmount B" umnt "$B"
check "--check A clean" chk "$A"
check "--check B clean" chk "$B"
done_testing
