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
check "--check clean after the posix run" fs_check
done_testing
