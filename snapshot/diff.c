/* diff.c: what changed between two trees, by path.
**
** Both trees are flattened to (path, inode) lists, sorted by path and
** merged.  A path in only b is added, in only a deleted; in both, it is
** modified when its type, mode, owner, size, content (the block list),
** link target, xattrs or (for non-directories) mtime differ.  A
** directory's own mtime changes with every name added under it, so it
** is not a change by itself: the names are reported instead.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <string.h>
#include <sys/stat.h>

static int df__cmp(const void *a, const void *b)
{
        return strcmp(((const struct snap_path *)a)->path, ((const struct snap_path *)b)->path);
}

static char df__type(uint32_t mode)
{
        return S_ISREG(mode) ? 'f' : S_ISDIR(mode) ? 'd' : S_ISLNK(mode) ? 'l' : 'o';
}

/* The xattrs of ino: [*first, *first + count). */
static size_t df__xattrs(const snap_tree *t, uint64_t ino, size_t *first)
{
        size_t lo = 0, hi = t->nxattr;
        while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (t->xattr[mid].ino < ino)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        size_t n = 0;
        while (lo + n < t->nxattr && t->xattr[lo + n].ino == ino)
                n++;
        *first = lo;
        return n;
}

static int df__xattrs_differ(const snap_tree *a, uint64_t ia, const snap_tree *b, uint64_t ib)
{
        size_t fa, fb;
        size_t na = df__xattrs(a, ia, &fa), nb = df__xattrs(b, ib, &fb);
        if (na != nb)
                return 1;
        for (size_t i = 0; i < na; i++) {
                const struct snap_xattr *x = &a->xattr[fa + i], *y = &b->xattr[fb + i];
                if (x->nlen != y->nlen || memcmp(x->name, y->name, x->nlen) ||
                    x->vlen != y->vlen || memcmp(x->val, y->val, x->vlen))
                        return 1;
        }
        return 0;
}

static int df__modified(const snap_tree *a, const struct snap_inode *x,
                        const snap_tree *b, const struct snap_inode *y)
{
        if (x->mode != y->mode || x->uid != y->uid || x->gid != y->gid || x->rdev != y->rdev)
                return 1;
        if (!S_ISDIR(x->mode)) {
                if (x->size != y->size || x->t[2] != y->t[2] || x->t[3] != y->t[3])
                        return 1;
                if (x->nblocks != y->nblocks ||
                    memcmp(x->blocks, y->blocks, (size_t)x->nblocks * FS_HASH_LEN))
                        return 1;
                if ((!x->target) != (!y->target) ||
                    (x->target && (x->tlen != y->tlen || memcmp(x->target, y->target, x->tlen))))
                        return 1;
        }
        return df__xattrs_differ(a, x->ino, b, y->ino);
}

static void df__push(snap_change **v, size_t *n, size_t *cap, char kind, char type,
                     const char *path, uint64_t os, uint64_t ns)
{
        if (*n == *cap) {
                *cap = *cap ? 2 * *cap : 64;
                *v = sbx_realloc(*v, *cap * sizeof **v);
        }
        (*v)[(*n)++] = (snap_change){ kind, type, sbx_strdup(path), os, ns };
}

int snap_diff(const snap_tree *a, const snap_tree *b, snap_change **out, size_t *n)
{
        struct snap_path *pa, *pb;
        size_t na, nb;
        snap_tree_paths(a, &pa, &na);
        snap_tree_paths(b, &pb, &nb);
        qsort(pa, na, sizeof *pa, df__cmp);
        qsort(pb, nb, sizeof *pb, df__cmp);
        snap_change *v = NULL;
        size_t nv = 0, cap = 0, i = 0, j = 0;
        while (i < na || j < nb) {
                int c = i >= na ? 1 : j >= nb ? -1 : strcmp(pa[i].path, pb[j].path);
                const struct snap_inode *x = c <= 0 ? pa[i].in : NULL;
                const struct snap_inode *y = c >= 0 ? pb[j].in : NULL;
                if (c < 0 && x) {
                        df__push(&v, &nv, &cap, 'D', df__type(x->mode), pa[i].path, x->size, 0);
                } else if (c > 0 && y) {
                        df__push(&v, &nv, &cap, 'A', df__type(y->mode), pb[j].path, 0, y->size);
                } else if (c == 0 && x && y) {
                        if (df__type(x->mode) != df__type(y->mode)) {
                                df__push(&v, &nv, &cap, 'D', df__type(x->mode), pa[i].path, x->size, 0);
                                df__push(&v, &nv, &cap, 'A', df__type(y->mode), pb[j].path, 0, y->size);
                        } else if (df__modified(a, x, b, y)) {
                                df__push(&v, &nv, &cap, 'M', df__type(y->mode), pb[j].path,
                                         x->size, y->size);
                        }
                }
                if (c <= 0)
                        i++;
                if (c >= 0)
                        j++;
        }
        snap_paths_free(pa, na);
        snap_paths_free(pb, nb);
        *out = v;
        *n = nv;
        return 0;
}

void snap_changes_free(snap_change *c, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(c[i].path);
        free(c);
}
