/* progress.c: progress of long operations (export, import, verify, gc),
** reported to one process-wide callback at most ten times a second. */
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

static snap_progress_fn pg__fn;        /* NULL: nobody listens */
static void *pg__arg;
static int64_t pg__last;

void snap_progress_set(snap_progress_fn fn, void *arg)
{
        pg__fn = fn;
        pg__arg = arg;
        pg__last = 0;
}

void snap__progress(const char *what, uint64_t items, uint64_t bytes, int done)
{
        if (!pg__fn)
                return;
        int64_t now = sbx_mono_ns();
        if (!done && now - pg__last < 100000000)
                return;
        pg__last = now;
        pg__fn(pg__arg, what, items, bytes, done);
}

void snap_progress(const char *what, uint64_t items, uint64_t bytes, int done)
{
        snap__progress(what, items, bytes, done);
}
