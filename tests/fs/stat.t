#!/bin/bash
# stat.t: st_blocks stays exact for sparse, cut and grown files (while
# the data is in memory, once stored, and as loaded from meta.db), and
# a stat of a sparse 1 TiB file (a million block entries) costs about
# what a small file's does: fs__stat used to count the blocks with
# content by walking the file's whole table under fs->lock, and every
# close makes the kernel ask again (writeback cache), so one such file
# slowed every request of the mount (stat.py holds the checks).
source "$(dirname "$0")/../lib.sh"
source "$(dirname "$0")/fslib.sh"
need_root
need_real

check "mount" fs_mount
mountpoint -q "$MNT" || { done_testing; exit 1; }
cp "$FS_DIR/stat.py" "$T/stat.py"
D=$MNT/d
mkdir "$D"
# fsync waits for a commit point, which stores every dirty block (sync(1)
# does not reach sbxfs); the kernel wrote each file back at its close
fsync() { "$PY" -c 'import os, sys; fd = os.open(sys.argv[1], os.O_RDONLY); os.fsync(fd)' "$1"; }
py_checks "make" "$PY" "$T/stat.py" make "$D"
py_checks "in memory" "$PY" "$T/stat.py" check "$D" "written, in memory"
check "fsync: every block stored" fsync "$D/one"
drop_caches
py_checks "stored" "$PY" "$T/stat.py" check "$D" "stored"
py_checks "stored" "$PY" "$T/stat.py" time "$D"
check "unmount" fs_umount
check "mount again" fs_mount
py_checks "loaded" "$PY" "$T/stat.py" check "$D" "loaded from meta.db"
py_checks "loaded" "$PY" "$T/stat.py" time "$D"
py_checks "change" "$PY" "$T/stat.py" change "$D"
py_checks "changed" "$PY" "$T/stat.py" check "$D" "changed, in memory"
check "fsync: every block stored" fsync "$D/one"
drop_caches
py_checks "changed" "$PY" "$T/stat.py" check "$D" "changed, stored"
check "unmount" fs_umount
check "mount again" fs_mount
py_checks "changed" "$PY" "$T/stat.py" check "$D" "changed, loaded from meta.db"
check "unmount" fs_umount
check "--check clean" fs_check
done_testing
