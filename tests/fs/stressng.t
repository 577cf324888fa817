#!/bin/bash
# stressng.t: stress-ng's file system stressors on the mount, each with
# --verify (a stressor checks what it wrote, renamed, linked, locked or
# set), as root and as an unprivileged uid (the sandbox's commands run
# unprivileged); then sbxfs still serves, and the tree it leaves checks
# clean once unmounted.  A stressor that fails says so (`fail:` lines,
# exit 2): that one check fails, the run goes on.
# Left out: io (its syncfs now and then returns EINTR on a FUSE mount
# under the writeback cache, from the kernel: sbxfs replied no EINTR to
# any request, session 30, and sync(2) never reaches sbxfs anyway:
# fs/README.md "Known limits"); io-uring (its STATX check fails on ext4
# too); bind-mount, chattr, inode-flags, verity (not file system
# semantics sbxfs offers: EOPNOTSUPP is the answer).
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real
command -v stress-ng >/dev/null || skip_all "needs stress-ng"
# 1 s each, four stressors at once (81 stressors one at a time took 84 s
# of CI's 30 minutes); STRESSNG_SECS=N for a longer run, STRESSNG_GROUP=1
# for one stressor at a time
SECS=${STRESSNG_SECS:-1}
GROUP=${STRESSNG_GROUP:-4}

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
chmod 755 "$MNT"
mkdir "$MNT/root" "$MNT/user" && chown $NOBODY:$NOBODY "$MNT/user"

# stress NAME DIR [as_nobody] STRESSOR...: 2 workers of each STRESSOR at
# once for $SECS seconds in DIR (as_nobody: as an unprivileged uid); a
# check each.  A stressor fails on a `fail:` line naming it, or when the
# run failed and no line names another.
stress() {
  local name=$1 dir=$2; shift 2
  local as=()
  [ "$1" = as_nobody ] && { as=(setpriv --reuid=$NOBODY --regid=$NOBODY --clear-groups --); shift; }
  local args=() s out rc named
  for s in "$@"; do args+=(--"${s%%:*}" 2); [ "${s#*:}" != "$s" ] && args+=(--"${s#*:}"); done
  out=$(cd "$dir" && timeout 120 "${as[@]}" stress-ng "${args[@]}" --timeout "${SECS}s" --verify \
        --temp-path "$dir" 2>&1); rc=$?
  named=$(printf '%s\n' "$out" | sed -n 's/.*fail: *\[[0-9]*\] \([a-z0-9-]*\):.*/\1/p' | sort -u)
  for s in "$@"; do
    s=${s%%:*}
    if printf '%s\n' "$named" | grep -qx -- "$s" || { [ $rc != 0 ] && [ -z "$named" ]; }; then
      ok 1 "$name: $s"
      printf '%s\n' "$out" | grep -E "fail|error" | grep -v "^stress-ng: info" | sed 's/^/# /' | head -20
      [ $rc != 0 ] && diag "stress-ng ${*%%:*}: exit $rc"
    else
      ok 0 "$name: $s"
    fi
  done
}
# in_groups NAME DIR [as_nobody] STRESSOR...: stress, $GROUP at a time
in_groups() {
  local name=$1 dir=$2 as=(); shift 2
  [ "$1" = as_nobody ] && { as=(as_nobody); shift; }
  while [ $# -gt 0 ]; do
    local g=("${@:1:$GROUP}")
    stress "$name" "$dir" "${as[@]}" "${g[@]}"
    shift ${#g[@]}
  done
}

in_groups root "$MNT/root" access chdir chmod chown copy-file dentry dir dirdeep dirmany dup \
         fallocate fcntl fiemap file-ioctl filename flock fpunch fsize fstat \
         getdent handle hdd inotify dnotify fanotify iomix lease link locka \
         lockf lockofd mknod open rename symlink sync-file touch utime xattr \
         msync readahead seek sendfile splice aio mremap mmap:mmap-file
in_groups user "$MNT/user" as_nobody access chmod chown dentry dir filename hdd link lockf mknod open \
         rename symlink touch utime xattr

check "sbxfs still serves" sh -c "echo after >'$MNT/after' && test \"\$(cat '$MNT/after')\" = after"
check "unmount" fs_umount
check "the tree checks clean" fs_check
done_testing
