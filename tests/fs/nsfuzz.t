#!/bin/bash
# nsfuzz.t: the same seeded random namespace and metadata operations on
# sbxfs and on ext4 give the same results and the same trees (nsfuzz.py
# holds the ops and the comparer), as root and as uid 65534 in a
# world-writable and a sticky dir, across drop_caches, remounts and kill -9.
#
# Seeds: 101, 202 and 50660 (a name unlinked and made again while a
# listing runs comes twice: allowed, see readdir_op), 300 ops a segment.
# NSFUZZ_SEED="S ...": these seeds instead, where "draw" is one drawn
# afresh (printed first; a suite's run does not draw, so that it cannot
# fail by the draw: draw by hand, many times, after a change to fs/);
# NSFUZZ_OPS=N:
# ops per segment (six segments a seed; a failure's repro line names the
# seed and NSFUZZ_OPS); NSFUZZ_SELFTEST=1: one op goes to
# sbxfs only (the run must fail); NSFUZZ_KNOWN_BUGS=1: draw ops that
# show known sbxfs bugs too (none are known now).
#
# Differences from ext4 that are not bugs, and are left out:
# - atime (sbxfs mounts noatime; ext4 is relatime), st_blocks, directory
#   sizes, inode numbers (only which names share an inode is compared).
# - Data through a FIFO: FUSE marks non-regular inodes S_NOCMTIME, so a
#   FIFO's times never move with its data; ext4's do.  No fd holds a FIFO.
# - setxattr of the value a name has already: ext4 keeps ctime, sbxfs
#   (like tmpfs) moves it.  The ops never set a value to what it is.
# - getdents with room for fewer than about three entries: ext4 may answer
#   EINVAL (htree); the listings take 80-128 bytes a call.
# Found by it and fixed: chown(f, -1, -1) left set-user-ID and
# set-group-ID on a file (the VFS clears them; under handle_killpriv_v2
# it reaches sbxfs as a SETATTR of ctime alone, or of nothing).
# Left out always: truncate(2) to the size a file has.  ext4 stamps mtime
# and ctime (POSIX asks it only when the size changes); sbxfs stamps them
# in its tree, but the kernel (writeback cache: it owns c/mtime) keeps
# showing its cached ones until the inode leaves its cache, so the times
# change under a reader at drop_caches or remount.  That was fixed (sbxfs
# keeps the kernel's times for a truncate to the same size); ext4 still
# stamps them, so the op stays out of the comparison.
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
FZ="timeout 300 $PY $T/nsfuzz.py"     # a hang is a failure too
SEEDS=${NSFUZZ_SEED:-"101 202 50660"}
SEEDS=$(for s in $SEEDS; do [ "$s" = draw ] && s=$(( $(od -An -N2 -tu2 /dev/urandom) + 1000 )); echo "$s"; done)
SEEDS=$(echo $SEEDS)
OPS=${NSFUZZ_OPS:-300}
cp "$FS_DIR/nsfuzz.py" "$T/nsfuzz.py"

# The reference must be ext4 (or at least a local disk filesystem).
REF=$T/ref
fstype=$(stat -f -c %T "$T")
case "$fstype" in ext2/ext3|ext4) ;; *) REF=$(mktemp -d /var/tmp/nsfuzz-ref.XXXXXX)
  at_exit "rm -rf '$REF'"; fstype=$(stat -f -c %T "$REF");; esac
mkdir -p "$REF" && chmod 755 "$REF"
diag "reference on $fstype ($REF), $OPS ops a segment, seeds $SEEDS"

# The comparer sees a difference: a run where one op reaches sbxfs only.
mkdir -p "$T/st/a" "$T/st/b"
$FZ setup "$T/st/a" "$T/st/b" >/dev/null
NSFUZZ_SELFTEST=1 $FZ run "$T/st/a" "$T/st/b" --seed 1 --seg 0 --ops 80 --who root \
  --log "$T/st/log" >"$T/st/out" 2>&1
rc=$?
check "selftest: an op applied to one side only is caught (exit $rc)" \
  sh -c "[ $rc = 1 ] && grep -q '^FAIL' '$T/st/out'"
sed -n '1,3s/^/#   selftest said: /p' "$T/st/out"

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
chmod 755 "$MNT"
touch "$T/log" && chmod 666 "$T/log"

# seg SEED K WHO: K-th segment of SEED's run, as root or as uid 65534.
seg() {
  local seed=$1 k=$2 who=$3 out=$T/seg.out rc
  local cmd=($FZ run "$MNT/s$seed" "$REF/s$seed" --seed "$seed" --seg "$k" --ops "$OPS"
             --who "$who" --log "$T/log")
  if [ "$who" = user ]; then as_nobody "${cmd[@]}" >"$out" 2>&1; else "${cmd[@]}" >"$out" 2>&1; fi
  rc=$?
  ok $rc "seed $seed segment $k as $who: $OPS ops, same results and trees"
  [ $rc = 0 ] || sed 's/^/# /' "$out" | head -60
  return $rc
}
# kept SEED WHAT: the mount shows what it showed at the last keep_snap
# (times to the ns): the kernel's cached view and sbxfs's tree agree.
keep_snap() { $FZ snap "$MNT/s$1" "$T/snap.json"; }
kept() {
  $FZ same-as "$T/snap.json" "$MNT/s$1" >"$T/kept.out" 2>&1
  local rc=$?
  ok $rc "seed $1: stat shows the same, to the ns, $2"
  [ $rc = 0 ] || sed 's/^/# /' "$T/kept.out" | head -30
}
same() {    # same SEED WHAT
  $FZ compare "$MNT/s$1" "$REF/s$1" >"$T/cmp.out" 2>&1
  local rc=$?
  ok $rc "seed $1: trees equal $2"
  [ $rc = 0 ] || sed 's/^/# /' "$T/cmp.out" | head -30
}
# commit everything sbxfs holds: fsync of one file commits all metadata
fsync_kill9() {
  $PY -c 'import os, sys; os.fsync(os.open(sys.argv[1], os.O_RDONLY))' "$1" && fs_kill9
}

start=$SECONDS
for seed in $SEEDS; do
  $FZ setup "$MNT/s$seed" "$REF/s$seed" >/dev/null
  seg "$seed" 0 root || continue
  keep_snap "$seed"
  drop_caches
  kept "$seed" "after drop_caches"
  same "$seed" "after drop_caches"
  seg "$seed" 1 user || continue
  seg "$seed" 2 root || continue
  keep_snap "$seed"
  check "seed $seed: unmount" fs_umount
  check "seed $seed: --check clean after unmount" fs_check
  check "seed $seed: remount" fs_mount
  kept "$seed" "after remount"
  same "$seed" "after remount"
  seg "$seed" 3 user || continue
  seg "$seed" 4 root || continue
  check "seed $seed: fsync a dir, then kill -9 the daemon" fsync_kill9 "$MNT/s$seed"
  check "seed $seed: --check clean after kill -9" fs_check
  check "seed $seed: remount after kill -9" fs_mount
  same "$seed" "after kill -9 and remount"
  seg "$seed" 5 root || continue
  same "$seed" "at the end"
done
diag "fuzzing took $((SECONDS - start)) s"
mountpoint -q "$MNT" && check "unmount" fs_umount
check "--check clean at the end" fs_check
done_testing
