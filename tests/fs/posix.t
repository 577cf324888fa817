#!/bin/bash
# posix.t: POSIX behaviour of an sbxfs mount, as root and as an
# unprivileged uid (posix.py holds the checks, one TAP line each).
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
chmod 755 "$MNT"
if ! is_fake; then
  opts=$(awk -v m="$MNT" '$2 == m { print $4 }' /proc/mounts)
  check "mounted with allow_other and default_permissions ($opts)" \
    sh -c "echo '$opts' | grep -q allow_other && echo '$opts' | grep -q default_permissions"
fi
cp "$FS_DIR/posix.py" "$T/posix.py"

mkdir "$MNT/root"
py_checks "root" "$PY" "$T/posix.py" "$MNT/root"

mkdir "$MNT/user" && chown $NOBODY:$NOBODY "$MNT/user"
py_checks "uid $NOBODY" as_nobody "$PY" "$T/posix.py" "$MNT/user"

# Unsupported operations answer EOPNOTSUPP (or do the right thing), never a
# wrong result: covered for fallocate modes in posix.py; ioctls here.
out=$("$PY" - "$MNT/root" <<'PY'
import fcntl, os, sys, errno, array
p = sys.argv[1] + "/ioctl"
open(p, "w").close()
fd = os.open(p, os.O_RDONLY)
try:
    buf = array.array("l", [0])
    fcntl.ioctl(fd, 0x80086601, buf)    # FS_IOC_GETFLAGS
    print("ok")
except OSError as e:
    print("ok" if e.errno in (errno.ENOTTY, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL) else "errno %d" % e.errno)
PY
)
is "$out" "ok" "unknown ioctl answers ENOTTY/EOPNOTSUPP"

check "statfs through stat -f" stat -f "$MNT"
check "unmount" fs_umount

# The same on a mount that shows the tree's 65534 as a uid of its own
# (--map-uid, as sbxctl mounts a sandbox): as root, and as that uid.
MAPPED=1000123
check "mount with --map-uid 65534=$MAPPED" fs_mount --map-uid 65534=$MAPPED --map-gid 65534=$MAPPED
mkdir "$MNT/mroot" "$MNT/muser" && chown $MAPPED:$MAPPED "$MNT/muser"
touch "$MNT/swapped" && chown $NOBODY:$NOBODY "$MNT/swapped"
is "$(stat -c %u:%g "$MNT/user" "$MNT/muser" "$MNT/swapped" | tr '\n' ' ')" \
  "$MAPPED:$MAPPED $MAPPED:$MAPPED $NOBODY:$NOBODY " \
  "the tree's 65534 shows as $MAPPED (given before or now), a file given to 65534 as 65534"
py_checks "mapped, root" "$PY" "$T/posix.py" "$MNT/mroot"
py_checks "mapped, uid $MAPPED" setpriv --reuid=$MAPPED --regid=$MAPPED --clear-groups -- "$PY" "$T/posix.py" "$MNT/muser"
check "unmount" fs_umount
check "--check clean after the posix run" fs_check
done_testing
