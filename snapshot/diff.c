/* diff.c: what changed between two trees, by path.
**
** A path in only b is added, in only a deleted; in both, it is
** modified when its type, mode, owner, size, content (the block list),
** link target, xattrs or (for non-directories) mtime differ, or (4) the
** set of paths naming its file does.  A path whose type (S_IFMT: a fifo
** become a socket too) changed is deleted and added.  A directory's own
** mtime changes with every name added under it, so it is not a change
** by itself: the names are reported instead.  Inode numbers are no
** part of a tree's content and are not compared; which paths name one
** file is, (4).  The root is a path too ("/"): its mode, owner and
** xattrs (a default ACL that governs every file made after) change.
**
** (1) Both trees are walked together, a pair of directories at the same
**     path at a time, merging their sorted names.  The walk's state is a
**     stack on the heap (no depth limit: a chain made one chdir at a
**     time is as deep as it likes, PATH_MAX or not), and a
**     directory's path is a link to its parent's: a change is kept as
**     its directory and name, and its path is built only to be passed
**     to the caller, then freed.  Building every name's path took
**     depth^2/2 bytes on a chain (1.8 GB at depth 30,000); keeping every
**     change's until the sort, changes x depth (185 MB for 4,000 files
**     under 20,000 directories; 100 GB for 40,000 under 10,000 names of
**     255 bytes) (tests/snapshot/deep.t).
** (2) Each tree enters a directory once (marked when found), which cuts
**     the loops and second names a damaged tree may have: a side that
**     already entered it lists nothing there, as if it were empty.
** (3) The changes come out sorted by path (strcmp; a type change's D
**     before its A), as the walk does not find them in that order: "a-b"
**     sorts before "a/b", and the walk lists a's names after a.  They
**     are sorted without their paths: the paths under a directory sort
**     together, so each directory's changes and subdirectories sort
**     among themselves, a change by its name and the string's end, a
**     subdirectory by its name and a '/', and a walk from the root
**     lists them in strcmp's order (O(n log n), no path compared).
** (4) Hard links: a file's link count is its number of names (fs/check.c
**     checks it in meta.db), so a path whose file's nlink differs is
**     modified (two copies made one file, as `ln -f`, hardlink or pnpm
**     do; a link broken into a copy).  With nlink equal and above 1 the
**     names may still have moved ({a,b} {c,d} become {a,c} {b,d}), which
**     no single path shows: the walk pairs the two sides' inodes at each
**     such path, and the file's paths are unchanged only if its inode met
**     one inode of b, that one met only it, and at as many paths as its
**     nlink (then both name exactly those paths).  Which is known at the
**     walk's end, so those paths are kept till then as candidates (kind
**     'L'), dropped if unchanged: memory grows by the paths of linked
**     files in both trees (a change's size each, no path), and, only
**     when the trees have such a path, by 12 bytes an inode of a and 8
**     of b.
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
                if (x->size != y->size || x->t[2] != y->t[2] || x->t[3] != y->t[3] ||
                    x->nlink != y->nlink)               /* (4) */
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

/* (4) The inodes paired at the paths of linked files, by inode index
** (x - a->inode); not made until the first such path. */
#define DF_NONE SIZE_MAX                /* met no inode of the other tree */
#define DF_MANY (SIZE_MAX - 1)          /* met several */
struct df_links {
        size_t *peer_a, *peer_b;        /* owned: the other tree's inode met */
        uint32_t *seen;                 /* owned: by a's index, the paths it met its peer at */
};

/* (4) x, at a path of both trees where nothing else changed, names a
** file with other names: whether they changed is known at the walk's end. */
static int df__linked(const struct snap_inode *x)
{
        return !S_ISDIR(x->mode) && x->nlink > 1;
}

static void df__peer(size_t *peer, size_t i, size_t other)
{
        peer[i] = peer[i] == DF_NONE || peer[i] == other ? other : DF_MANY;
}

/* (4) Inodes xi of a and yi of b met at a path. */
static void df__link_note(struct df_links *l, const snap_tree *a, size_t xi,
                          const snap_tree *b, size_t yi)
{
        if (!l->peer_a) {
                l->peer_a = sbx_malloc(a->ninode * sizeof *l->peer_a);
                l->peer_b = sbx_malloc(b->ninode * sizeof *l->peer_b);
                l->seen = sbx_calloc(a->ninode, sizeof *l->seen);
                for (size_t i = 0; i < a->ninode; i++)
                        l->peer_a[i] = DF_NONE;
                for (size_t i = 0; i < b->ninode; i++)
                        l->peer_b[i] = DF_NONE;
        }
        df__peer(l->peer_a, xi, yi);
        df__peer(l->peer_b, yi, xi);
        l->seen[xi]++;
}

/* (4) Inode xi of a has in a the names inode yi has in b: each met only
** the other, at as many paths as xi's nlink (yi's is the same). */
static int df__link_same(const struct df_links *l, const snap_tree *a, size_t xi, size_t yi)
{
        return l->peer_a[xi] == yi && l->peer_b[yi] == xi && l->seen[xi] == a->inode[xi].nlink;
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

/* (3) a change: its directory on the walk and its name (no path yet) */
struct df_rep {
        char kind, type;                /* kind 'L': a candidate (4) till the walk ends */
        uint16_t nlen;
        const char *name;
        size_t dir;
        uint64_t os, ns;                /* the sizes; a candidate's: its inodes' indices */
};

static void df__push(struct df_rep **v, size_t *n, size_t *cap, char kind, char type,
                     size_t dir, const struct snap_dentry *d, uint64_t os, uint64_t ns)
{
        if (*n == *cap) {
                *cap = *cap ? 2 * *cap : 64;
                *v = sbx_realloc(*v, *cap * sizeof **v);
        }
        (*v)[(*n)++] = (struct df_rep){ kind, type, d->nlen, d->name, dir, os, ns };
}

/* (4) The candidates in v made changes where their files' names changed
** and dropped where not, in v's order; the count left. */
static size_t df__links_resolve(struct df_rep *v, size_t nv, const struct df_links *l,
                                const snap_tree *a)
{
        size_t n = 0;
        for (size_t i = 0; i < nv; i++) {
                struct df_rep r = v[i];
                if (r.kind == 'L') {
                        if (df__link_same(l, a, r.os, r.ns))
                                continue;
                        r.kind = 'M';           /* nothing else changed: the sizes are equal */
                        r.os = r.ns = a->inode[r.os].size;
                }
                v[n++] = r;
        }
        return n;
}

/* (3) what the sort orders: a change (a name ending its path) or a
** directory (a name with the rest of its paths after a '/'), in the
** directory up; seq: the order the walk found it in */
struct df_item {
        size_t up, seq;
        const char *name;
        uint16_t nlen;
        uint8_t leaf;                   /* 1: change seq; 0: directory seq */
};

/* The order strcmp gives the paths an item starts: the paths under one
** prefix sort together, so among its siblings a directory sorts as its
** name and a '/', a change as its name and the string's end (names hold
** neither '/' nor NUL). */
static int df__item_cmp(const void *a, const void *b)
{
        const struct df_item *x = a, *y = b;
        if (x->up != y->up)
                return x->up < y->up ? -1 : 1;
        size_t m = x->nlen < y->nlen ? x->nlen : y->nlen;
        int c = memcmp(x->name, y->name, m);
        if (c)
                return c;
        unsigned cx = m < x->nlen ? (unsigned char)x->name[m] : x->leaf ? 0 : '/';
        unsigned cy = m < y->nlen ? (unsigned char)y->name[m] : y->leaf ? 0 : '/';
        if (cx != cy)
                return cx < cy ? -1 : 1;
        return (x->seq > y->seq) - (x->seq < y->seq);   /* a type change's D first */
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

/* (3) The items to sort: the changes in v and the directories above
** them (not the root), sorted; *n says how many. */
static struct df_item *df__items(const struct df_dir *dirs, size_t ndirs,
                                 const struct df_rep *v, size_t nv, size_t *n)
{
        uint8_t *used = sbx_calloc(ndirs, 1);
        size_t ni = nv;
        for (size_t i = 0; i < nv; i++)
                for (size_t k = v[i].dir; k != SIZE_MAX && !used[k]; k = dirs[k].up) {
                        used[k] = 1;
                        ni += k != 0;
                }
        struct df_item *it = sbx_malloc(ni * sizeof *it);
        *n = 0;
        for (size_t i = 0; i < nv; i++)
                it[(*n)++] = (struct df_item){ v[i].dir, i, v[i].name, v[i].nlen, 1 };
        for (size_t k = 1; k < ndirs; k++)
                if (used[k])
                        it[(*n)++] = (struct df_item){ dirs[k].up, k, dirs[k].name, dirs[k].nlen, 0 };
        free(used);
        qsort(it, *n, sizeof *it, df__item_cmp);
        return it;
}

/* (3) The changes in v, sorted by path, to fn: their items walked from
** the root, a directory's run of items at a time; each path is built,
** passed and freed in turn. */
static int df__report(const struct df_dir *dirs, size_t ndirs, const struct df_rep *v, size_t nv,
                      int (*fn)(void *arg, const snap_change *c), void *arg)
{
        if (!nv)
                return 0;
        size_t n;
        struct df_item *it = df__items(dirs, ndirs, v, nv, &n);
        /* a directory's run of items starts at first[dir] */
        size_t *first = sbx_malloc(ndirs * sizeof *first);
        for (size_t k = 0; k < ndirs; k++)
                first[k] = SIZE_MAX;
        for (size_t i = n; i--;)
                first[it[i].up] = i;
        /* the walk: a stack of directories, each at a position in its run */
        struct { size_t dir, p; } *stack = sbx_malloc(64 * sizeof *stack);
        size_t ns = 0, scap = 64;
        stack[ns].dir = 0;
        stack[ns++].p = first[0];
        int rc = 0;
        while (ns && !rc) {
                size_t p = stack[ns - 1].p;
                if (p >= n || it[p].up != stack[ns - 1].dir) {
                        ns--;
                        continue;
                }
                stack[ns - 1].p++;
                const struct df_item *x = &it[p];
                if (!x->leaf) {
                        if (ns == scap)
                                stack = sbx_realloc(stack, (scap *= 2) * sizeof *stack);
                        stack[ns].dir = x->seq;
                        stack[ns++].p = first[x->seq];
                        continue;
                }
                const struct df_rep *r = &v[x->seq];
                char *path = df__path(dirs, r->dir, r->name, r->nlen);
                snap_change c = { r->kind, r->type, path, r->os, r->ns };
                rc = fn(arg, &c);
                free(path);
        }
        free(stack);
        free(first);
        free(it);
        return rc;
}

int snap_diff(const snap_tree *a, const snap_tree *b,
              int (*fn)(void *arg, const snap_change *c), void *arg)
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
        struct df_links links = { NULL, NULL, NULL };
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
                                         dir, d, x->size, 0);
                        } else if (c > 0 && y) {
                                df__push(&v, &nv, &cap, 'A', df__type(y->mode),
                                         dir, d, 0, y->size);
                        } else if (c == 0 && x && y) {
                                if ((x->mode ^ y->mode) & S_IFMT) {
                                        df__push(&v, &nv, &cap, 'D', df__type(x->mode),
                                                 dir, d, x->size, 0);
                                        df__push(&v, &nv, &cap, 'A', df__type(y->mode),
                                                 dir, d, 0, y->size);
                                } else if (df__modified(a, x, b, y)) {
                                        df__push(&v, &nv, &cap, 'M', df__type(y->mode),
                                                 dir, d,
                                                 x->size, y->size);
                                } else if (df__linked(x)) {
                                        size_t xi = (size_t)(x - a->inode), yi = (size_t)(y - b->inode);
                                        df__link_note(&links, a, xi, b, yi);
                                        df__push(&v, &nv, &cap, 'L', df__type(y->mode),
                                                 dir, d, xi, yi);
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
        free(sa.entered);
        free(sb.entered);
        if (links.peer_a)
                nv = df__links_resolve(v, nv, &links, a);
        free(links.peer_a);
        free(links.peer_b);
        free(links.seen);
        int rc = 0;
        if (ra && rb && df__modified(a, ra, b, rb)) {   /* "/" sorts first */
                snap_change c = { 'M', 'd', "/", ra->size, rb->size };
                rc = fn(arg, &c);
        }
        if (!rc)
                rc = df__report(dirs, ndirs, v, nv, fn, arg);
        free(dirs);
        free(v);
        return rc;
}
