/* cmd_snap.c: capture, snapshots, diff, restore, fork, gc, export, import.
** Placeholder until the snapshot component lands. */
#include "ctl.h"

static int ctl__snap_missing(const char *what)
{
        fprintf(stderr, "sbxctl: %s: snapshots are not built yet\n", what);
        return 1;
}

#define STUB(fn) int fn(ctl *c, int argc, char **argv) \
        { (void)c; (void)argc; return ctl__snap_missing(argv[0]); }
STUB(ctl_cmd_capture)
STUB(ctl_cmd_snapshots)
STUB(ctl_cmd_diff)
STUB(ctl_cmd_snapshot_delete)
STUB(ctl_cmd_restore)
STUB(ctl_cmd_fork)
STUB(ctl_cmd_gc)
STUB(ctl_cmd_export)
STUB(ctl_cmd_import)
