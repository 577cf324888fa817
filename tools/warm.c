/* warm.c: read a restored workspace into the kernel's page cache, in the
** background, in the order a first pass over the tree reads it.
**
** A freshly restored mount answers every first read with one FUSE round
** trip (about 50 us here with its two context switches), and a reader
** such as tar or git reads one file at a time: 24,000 small files cost
** over a second of round trips alone.  Asking the kernel to read ahead
** (POSIX_FADV_WILLNEED) queues the READs without waiting for them, so
** sbxfs serves them back to back, and the reader that comes after finds
** the pages.  The kernel only fills pages that are not cached: a page
** written in the meantime is never replaced, so warming is safe while
** the sandbox runs.
**
** Two passes: first every directory is listed (what `ls -R` asks; the
** kernel keeps the listings, so a reader's walk finds them), then the
** files are asked for in that order.  Listing first keeps the READs from
** queueing in front of a reader's first look at the tree: FUSE serves
** requests in order, and a READ queued ahead of a readdir delays it.
** At most WARM_AHEAD files are in flight (when that many are, we wait for
** the first page of the middle one, then ask for half as many more), and we stop before the file that would pass max_bytes.
**
** The list is bounded too, since the sandbox chose the tree: listing
** stops once the files listed pass max_bytes (empty files are left out,
** every name of a hard link counts its size) or their paths pass
** WARM_TEXT bytes, and a path longer than PATH_MAX (which openat2 would
** refuse) is neither listed nor walked: 8,000 links deep in a tree of
** long names took 245 MB here before.
**
** The tree is untrusted: the walk stays on the mount, follows no symlink
** (files are opened with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS), opens
** nothing but regular files, and opens them O_NONBLOCK. */
#include "ctl.h"
#include "../common/sbx.h"
#include "../snapshot/snapshot.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/openat2.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define WARM_AHEAD 64           /* files whose READs may be queued at once */
#define WARM_DEPTH 128          /* directories open at once, at most */
#define WARM_TEXT (32u << 20)   /* bytes of listed paths, at most */

struct warm {
        int      root;
        dev_t    dev;
        uint64_t max;
        char    *text;          /* pass 1: the regular files' paths, in walk order, */
        size_t   ntext, tcap;   /* each NUL-terminated */
        size_t  *path;          /* their offsets in text */
        size_t   npath, cap;
        uint64_t listed;        /* their bytes */
        int      done;          /* the list is full */
        int      ring[WARM_AHEAD];
        size_t   head, n;
        int      full;          /* max reached */
        ctl_warm_stats st;
        volatile sig_atomic_t *stop;
};

static void warm__list(struct warm *w, int dfd, const char *rel, int depth)
{
        DIR *d = fdopendir(dfd);
        if (!d) {
                close(dfd);
                w->st.errors++;
                return;
        }
        struct dirent *e;
        size_t rl = strlen(rel);
        while (!*w->stop && !w->done && (e = readdir(d))) {
                if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                        continue;
                size_t len = rl + !!rl + strlen(e->d_name);
                if (len >= PATH_MAX)
                        continue;       /* openat2 would refuse it */
                unsigned char t = e->d_type;
                struct stat st;
                if (t == DT_UNKNOWN || t == DT_REG) {
                        if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0)
                                continue;
                        t = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
                }
                if (t != DT_REG && (t != DT_DIR || depth >= WARM_DEPTH))
                        continue;
                if (t == DT_REG) {
                        if (st.st_size <= 0)
                                continue;       /* nothing to read */
                        if (w->ntext + len + 1 > WARM_TEXT) {
                                w->done = 1;
                                break;
                        }
                        if (w->npath == w->cap) {
                                w->cap = w->cap ? 2 * w->cap : 4096;
                                w->path = sbx_realloc(w->path, w->cap * sizeof *w->path);
                        }
                        if (w->ntext + len + 1 > w->tcap) {
                                w->tcap = w->tcap ? 2 * w->tcap : 1u << 16;
                                while (w->tcap < w->ntext + len + 1)
                                        w->tcap *= 2;
                                w->text = sbx_realloc(w->text, w->tcap);
                        }
                        w->path[w->npath++] = w->ntext;
                        snprintf(w->text + w->ntext, len + 1, "%s%s%s", rel, rl ? "/" : "", e->d_name);
                        w->ntext += len + 1;
                        w->listed += (uint64_t)st.st_size;
                        w->done = w->listed > w->max;   /* pass 2 stops at this one */
                        continue;
                }
                char *p = sbx_asprintf("%s%s%s", rel, rl ? "/" : "", e->d_name);
                int sub = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (sub >= 0 && fstat(sub, &st) == 0 && st.st_dev == w->dev)
                        warm__list(w, sub, p, depth + 1);
                else if (sub >= 0)
                        close(sub);     /* another mount below: not ours */
                free(p);
        }
        closedir(d);
}

/* Wait for the k-th oldest file's first page (its READ was served, and
 * near enough all queued before it), then let the k oldest go: one
 * wake-up for k files, since a context switch is what costs most here. */
static void warm__retire(struct warm *w, size_t k)
{
        char c;
        if (k && pread(w->ring[(w->head + k - 1) % WARM_AHEAD], &c, 1, 0) < 0)
                w->st.errors++;
        for (; k; k--) {
                close(w->ring[w->head]);
                w->head = (w->head + 1) % WARM_AHEAD;
                w->n--;
        }
}

static void warm__file(struct warm *w, const char *rel)
{
        struct open_how how = {
                .flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC,
                .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_XDEV | RESOLVE_NO_MAGICLINKS,
        };
        int fd = (int)syscall(SYS_openat2, w->root, rel, &how, sizeof how);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
                if (fd < 0)
                        w->st.errors += errno != ENOENT;        /* gone since: fine */
                else
                        close(fd);
                return;
        }
        if (w->st.bytes + (uint64_t)st.st_size > w->max) {
                w->full = 1;    /* the budget: no file beyond it */
                close(fd);
                return;
        }
        posix_fadvise(fd, 0, 0, POSIX_FADV_WILLNEED);
        w->st.files++;
        w->st.bytes += (uint64_t)st.st_size;
        snap_progress("warm", w->st.files, w->st.bytes, 0);     /* a terminal's line */
        if (w->n == WARM_AHEAD)
                warm__retire(w, WARM_AHEAD / 2);
        w->ring[(w->head + w->n++) % WARM_AHEAD] = fd;
}

int ctl_warm(const char *root, uint64_t max_bytes, volatile sig_atomic_t *stop, ctl_warm_stats *out)
{
        struct warm w = { .max = max_bytes, .stop = stop };
        int64_t t0 = sbx_mono_ns();
        w.root = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        struct stat st;
        if (w.root < 0 || fstat(w.root, &st) < 0) {
                int e = -errno;
                if (w.root >= 0)
                        close(w.root);
                return e;
        }
        w.dev = st.st_dev;
        int dfd = dup(w.root);
        if (dfd >= 0)
                warm__list(&w, dfd, "", 0);
        for (size_t i = 0; i < w.npath && !*stop && !w.full; i++)
                warm__file(&w, w.text + w.path[i]);
        warm__retire(&w, w.n);
        snap_progress("warm", w.st.files, w.st.bytes, 1);
        free(w.text);
        free(w.path);
        close(w.root);
        w.st.ns = (uint64_t)(sbx_mono_ns() - t0);
        if (out)
                *out = w.st;
        return 0;
}
