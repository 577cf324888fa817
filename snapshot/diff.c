/* diff.c: what changed between two trees, by path.
**
** A path in only b is added, in only a deleted; in both, it is
** modified when its type, mode, owner, size, content (the block list),
** link target, xattrs or (for non-directories) mtime differ.  A
** directory's own mtime changes with every name added under it, so it
** is not a change by itself: the names are reported instead.
**
** (1) Both trees are walked together, a pair of directories at the same
**     path at a time, merging their sorted names.  The walk's state is a
**     stack on the heap (no depth limit: a chain made one chdir at a
**     time is as deep as it likes, PATH_MAX or not), and a
**     directory's path is a link to its parent's: a path is built only
**     for a name reported.  Building every name's path took depth^2/2
**     bytes on a chain (1.8 GB at depth 30,000) (tests/snapshot/deep.t).
** (2) Each tree enters a directory once (marked when found), which cuts
**     the loops and second names a damaged tree may have: a side that
**     already entered it lists nothing there, as if it were empty.
** (3) The changes come out sorted by path (strcmp; a type change's D
**     before its A), as the walk does not find them in that order: "a-b"
**     sorts before "a/b", and the walk lists a's names after a.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <string.h>
#include <sys/stat.h>

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

/* (1) a directory on the walk: its name, and its parent's link */
struct df_dir {
        size_t up;                      /* SIZE_MAX: the root */
        const char *name;
        uint16_t nlen;
};

static char *df__path(const struct df_dir *dirs, size_t dir, const char *name, uint16_t nlen)
{
        size_t len = 1 + (size_t)nlen;
        for (size_t k = dir; dirs[k].up != SIZE_MAX; k = dirs[k].up)
                len += 1 + (size_t)dirs[k].nlen;
        char *p = sbx_malloc(len + 1), *e = p + len;
        *e = 0;
        e -= nlen;
        memcpy(e, name, nlen);
        *--e = '/';
        for (size_t k = dir; dirs[k].up != SIZE_MAX; k = dirs[k].up) {
                e -= dirs[k].nlen;
                memcpy(e, dirs[k].name, dirs[k].nlen);
                *--e = '/';
        }
        return p;
}

/* (3) a change and the order it was found in */
struct df_rep { snap_change c; size_t seq; };

static int df__rep_cmp(const void *a, const void *b)
{
        const struct df_rep *x = a, *y = b;
        int c = strcmp(x->c.path, y->c.path);
        return c ? c : (x->seq > y->seq) - (x->seq < y->seq);
}

static void df__push(struct df_rep **v, size_t *n, size_t *cap, char kind, char type,
                     char *path, uint64_t os, uint64_t ns)
{
        if (*n == *cap) {
                *cap = *cap ? 2 * *cap : 64;
                *v = sbx_realloc(*v, *cap * sizeof **v);
        }
        (*v)[*n] = (struct df_rep){ { kind, type, path, os, ns }, *n };
        (*n)++;
}

/* A side of the walk: the tree, and the directories it entered (2). */
struct df_side { const snap_tree *t; uint8_t *entered; };

/* (2) in, a directory of s's tree not entered yet: mark it; 0 otherwise. */
static int df__enter(struct df_side *s, const struct snap_inode *in)
{
        if (!in || !S_ISDIR(in->mode) || s->entered[in - s->t->inode])
                return 0;
        s->entered[in - s->t->inode] = 1;
        return 1;
}

int snap_diff(const snap_tree *a, const snap_tree *b, snap_change **out, size_t *n)
{
        struct df_side sa = { a, sbx_calloc(a->ninode ? a->ninode : 1, 1) };
        struct df_side sb = { b, sbx_calloc(b->ninode ? b->ninode : 1, 1) };
        struct df_dir *dirs = NULL;
        size_t ndirs = 0, dcap = 0;
        /* a pair of directories at one path; ino 0: that side has none */
        struct { uint64_t ia, ib; size_t dir; } *stack = NULL;
        size_t ns = 0, scap = 0;
        struct df_rep *v = NULL;
        size_t nv = 0, cap = 0;
#define NEWDIR(up_, name_, nlen_) do { if (ndirs == dcap) { dcap = dcap ? 2 * dcap : 64; \
        dirs = sbx_realloc(dirs, dcap * sizeof *dirs); } \
        dirs[ndirs++] = (struct df_dir){ (up_), (name_), (nlen_) }; } while (0)
#define PUSH(ia_, ib_, dir_) do { if (ns == scap) { scap = scap ? 2 * scap : 64; \
        stack = sbx_realloc(stack, scap * sizeof *stack); } \
        stack[ns].ia = (ia_); stack[ns].ib = (ib_); stack[ns++].dir = (dir_); } while (0)
        const struct snap_inode *ra = snap_tree_inode(a, 1), *rb = snap_tree_inode(b, 1);
        if (ra)
                sa.entered[ra - a->inode] = 1;
        if (rb)
                sb.entered[rb - b->inode] = 1;
        NEWDIR(SIZE_MAX, "", 0);
        PUSH(1, 1, 0);
        while (ns) {
                ns--;
                uint64_t ia = stack[ns].ia, ib = stack[ns].ib;
                size_t dir = stack[ns].dir;
                size_t fa = 0, fb = 0;
                size_t na = ia ? snap_tree_names(a, ia, &fa) : 0, nb = ib ? snap_tree_names(b, ib, &fb) : 0;
                size_t i = 0, j = 0;
                while (i < na || j < nb) {
                        const struct snap_dentry *da = i < na ? &a->dentry[fa + i] : NULL;
                        const struct snap_dentry *db = j < nb ? &b->dentry[fb + j] : NULL;
                        int c = !da ? 1 : !db ? -1 : snap_name_cmp(da, db);
                        const struct snap_inode *x = c <= 0 ? snap_tree_inode(a, da->ino) : NULL;
                        const struct snap_inode *y = c >= 0 ? snap_tree_inode(b, db->ino) : NULL;
                        const struct snap_dentry *d = c <= 0 ? da : db;
                        /* a dangling name (no inode) is listed, not reported */
                        if (c < 0 && x) {
                                df__push(&v, &nv, &cap, 'D', df__type(x->mode),
                                         df__path(dirs, dir, d->name, d->nlen), x->size, 0);
                        } else if (c > 0 && y) {
                                df__push(&v, &nv, &cap, 'A', df__type(y->mode),
                                         df__path(dirs, dir, d->name, d->nlen), 0, y->size);
                        } else if (c == 0 && x && y) {
                                if (df__type(x->mode) != df__type(y->mode)) {
                                        df__push(&v, &nv, &cap, 'D', df__type(x->mode),
                                                 df__path(dirs, dir, d->name, d->nlen), x->size, 0);
                                        df__push(&v, &nv, &cap, 'A', df__type(y->mode),
                                                 df__path(dirs, dir, d->name, d->nlen), 0, y->size);
                                } else if (df__modified(a, x, b, y)) {
                                        df__push(&v, &nv, &cap, 'M', df__type(y->mode),
                                                 df__path(dirs, dir, d->name, d->nlen),
                                                 x->size, y->size);
                                }
                        }
                        /* (1) the directories under this name, one side or both */
                        int ea = df__enter(&sa, x), eb = df__enter(&sb, y);
                        if (ea || eb) {
                                NEWDIR(dir, d->name, d->nlen);
                                PUSH(ea ? da->ino : 0, eb ? db->ino : 0, ndirs - 1);
                        }
                        if (c <= 0)
                                i++;
                        if (c >= 0)
                                j++;
                }
        }
#undef NEWDIR
#undef PUSH
        free(stack);
        free(dirs);
        free(sa.entered);
        free(sb.entered);
        /* (3) */
        if (nv)
                qsort(v, nv, sizeof *v, df__rep_cmp);
        snap_change *r = sbx_malloc((nv ? nv : 1) * sizeof *r);
        for (size_t k = 0; k < nv; k++)
                r[k] = v[k].c;
        free(v);
        *out = r;
        *n = nv;
        return 0;
}

void snap_changes_free(snap_change *c, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(c[i].path);
        free(c);
}
