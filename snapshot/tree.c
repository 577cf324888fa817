/* tree.c: a workspace tree in memory, read from and written to meta.db.
**
** The plain tree format (little-endian; what a snapshot stores, zstd'd):
**      "SBXTREE1"
**      u32 nmeta    { u16 klen, key, i64 value }          meta rows (ints)
**      u64 ninode   { u64 ino, u32 mode, uid, gid, nlink, u64 rdev, size,
**                     i64 atime, atime_ns, mtime, mtime_ns, ctime, ctime_ns,
**                     u32 tlen (~0: no target), target,
**                     u32 nblocks, nblocks * 32 bytes (zeros: hole) }
**      u64 ndentry  { u64 parent, u16 nlen, name, u64 ino, u64 cookie }
**      u64 nxattr   { u64 ino, u16 nlen, name, u32 vlen, value }
** Rows are in primary-key order, so one tree always has one encoding.
** It has meta.db format 1's rows (fs/meta.c) and says format 1, read
** from meta.db format 1 or 2 through fs_meta_views(), written as format 2.
**
** Invariants:
** (1) snap_tree_read() reads in one read transaction: the tree is one
**     committed instant of meta.db (fs/meta.c (1)), with the files
**     unlinked while open (nlink 0) left out.
** (2) snap_tree_write() replaces every row in one write transaction: a
**     crash leaves the old tree or the new one, never a mix.
** (3) snap_tree_each_chunk() names every chunk of every regular inode,
**     from the inode rows as gc marks them (gc.c), whatever the names: a
**     file under any depth of directories, or cut from the root in a
**     damaged tree, is exported, checked by import and verified.  The
**     walks by name (diff.c, the paths for reports) keep their state on
**     the heap, with no depth limit, and cut loops.
** (4) A tree from outside is checked first, snap_tree_check(): an import's,
**     and every tree loaded from a snapshot object (snap.c's parse: an
**     object in a shared bucket may come from another hand), so start,
**     restore, fork and verify refuse a crafted one as damaged:
**     the root a directory; every name in a directory, of an inode that
**     exists, not '.', '..', nor holding '/' or NUL, once per directory;
**     a directory named once (the root never); every directory reaching
**     the root; cookies distinct, and they and inode numbers not 0; a
**     symlink with a target of 1 to 4095 bytes and no NUL; no size past
**     2^63-1 (the kernel's EIO); xattrs of an inode that exists, in
**     (ino, name) order and once each (the rows' primary key), a name
**     of 1 to 255 bytes and no NUL, a value of at most 64 KiB (fs/fs.h's
**     bounds, which sbxfs keeps); link counts as sbxfs keeps them: a
**     non-directory's nlink its number of names, a directory's 2 plus its
**     subdirectories.  A tree read from meta.db has all of these
**     (fs/check.c checks them there), and capture checks it has
**     (snap_capture: a tree that would be refused is never recorded;
**     its link counts are set to what its names say instead).
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>

/* fs/meta.c (9): the store budget's count stays with meta.db, out of trees */
#define TR_NOT_BUDGET "key NOT IN ('budget_put','budget_gc')"

#define TREE_MAGIC "SBXTREE1"

/* ---- a growing buffer ---- */
static void tb__need(struct tbuf *b, size_t n)
{
        if (b->len + n <= b->cap)
                return;
        size_t cap = b->cap ? b->cap : 65536;
        while (cap < b->len + n)
                cap *= 2;
        b->p = b->big ? sbx_big_realloc(b->p, cap) : sbx_realloc(b->p, cap);
        b->cap = cap;
}
void tb_put(struct tbuf *b, const void *d, size_t n)
{
        tb__need(b, n);
        if (n)
                memcpy(b->p + b->len, d, n);
        b->len += n;
}
void tb_u16(struct tbuf *b, uint16_t v) { tb_put(b, &v, 2); }
void tb_u32(struct tbuf *b, uint32_t v) { tb_put(b, &v, 4); }
void tb_u64(struct tbuf *b, uint64_t v) { tb_put(b, &v, 8); }

/* ---- reading a buffer, bounds-checked ---- */
struct rd { const uint8_t *p, *end; int bad; };
static const void *rd__take(struct rd *r, size_t n)
{
        if (r->bad || (size_t)(r->end - r->p) < n) {
                r->bad = 1;
                return NULL;
        }
        const void *v = r->p;
        r->p += n;
        return v;
}
static uint16_t rd_u16(struct rd *r) { uint16_t v = 0; const void *s = rd__take(r, 2); if (s) memcpy(&v, s, 2); return v; }
static uint32_t rd_u32(struct rd *r) { uint32_t v = 0; const void *s = rd__take(r, 4); if (s) memcpy(&v, s, 4); return v; }
static uint64_t rd_u64(struct rd *r) { uint64_t v = 0; const void *s = rd__take(r, 8); if (s) memcpy(&v, s, 8); return v; }

/* ---- meta.db -> plain bytes ---- */
static int tr__sqlerr(sqlite3 *db, const char *what)
{
        sbx_log("meta.db: %s: %s", what, sqlite3_errmsg(db));
        return sbx_sqlite_errno(db, sqlite3_errcode(db));
}

/* A name read from meta.db, to be sorted as SQLite orders (parent, name):
 * by parent, then the bytes of the name, a prefix first. */
struct tr_name {
        uint64_t parent, ino, cookie;
        const uint8_t *name;            /* in the names buffer, at off */
        size_t   off;
        uint16_t nlen;
};

static int tr__bytes_cmp(const void *x, size_t xn, const void *y, size_t yn)
{
        int c = memcmp(x, y, xn < yn ? xn : yn);
        return c ? c : (xn > yn) - (xn < yn);
}

static int tr__name_cmp(const void *a, const void *b)
{
        const struct tr_name *x = a, *y = b;
        if (x->parent != y->parent)
                return x->parent < y->parent ? -1 : 1;
        return tr__bytes_cmp(x->name, x->nlen, y->name, y->nlen);
}

int snap_name_cmp(const struct snap_dentry *x, const struct snap_dentry *y)
{
        return tr__bytes_cmp(x->name, x->nlen, y->name, y->nlen);
}

static int tr__encode(sqlite3 *db, struct tbuf *b)
{
        sqlite3_stmt *q;
        tb_put(b, TREE_MAGIC, 8);
        /* meta: integers only (format, block_size, next_ino, next_cookie);
         * format is the rows' here, 1 whatever meta.db's is: a tree has
         * one encoding, and a build of format 1 can still restore it.
         * Not the store budget's count (fs/meta.c (9)): the sandbox's on
         * this host, not its tree's; a restore of an older count gave a
         * sandbox its budget again with no gc, and the count changed the
         * tree's digest. */
        if (sqlite3_prepare_v2(db, "SELECT key, CASE key WHEN 'format' THEN 1 ELSE value END"
                               " FROM meta WHERE typeof(value)='integer' AND " TR_NOT_BUDGET
                               " ORDER BY key",
                               -1, &q, NULL) != SQLITE_OK)
                return tr__sqlerr(db, "meta");
        size_t at = b->len;
        uint32_t n32 = 0;
        tb_u32(b, 0);
        while (sqlite3_step(q) == SQLITE_ROW) {
                int kl = sqlite3_column_bytes(q, 0);
                tb_u16(b, (uint16_t)kl);
                tb_put(b, sqlite3_column_text(q, 0), (size_t)kl);
                tb_u64(b, (uint64_t)sqlite3_column_int64(q, 1));
                n32++;
        }
        sqlite3_finalize(q);
        memcpy(b->p + at, &n32, 4);

        if (sqlite3_prepare_v2(db, "SELECT ino, mode, uid, gid, nlink, rdev, size, atime, atime_ns,"
                               " mtime, mtime_ns, ctime, ctime_ns, target, blocks FROM inode_v"
                               " WHERE nlink > 0 ORDER BY ino", -1, &q, NULL) != SQLITE_OK)
                return tr__sqlerr(db, "inode");
        at = b->len;
        uint64_t n64 = 0;
        tb_u64(b, 0);
        int r;
        while ((r = sqlite3_step(q)) == SQLITE_ROW) {
                tb_u64(b, (uint64_t)sqlite3_column_int64(q, 0));
                for (int c = 1; c <= 4; c++)
                        tb_u32(b, (uint32_t)sqlite3_column_int64(q, c));
                for (int c = 5; c <= 12; c++)
                        tb_u64(b, (uint64_t)sqlite3_column_int64(q, c));
                if (sqlite3_column_type(q, 13) == SQLITE_NULL) {
                        tb_u32(b, UINT32_MAX);
                } else {
                        int tl = sqlite3_column_bytes(q, 13);
                        tb_u32(b, (uint32_t)tl);
                        tb_put(b, sqlite3_column_blob(q, 13), (size_t)tl);
                }
                int bl = sqlite3_column_bytes(q, 14) / FS_HASH_LEN;
                tb_u32(b, (uint32_t)bl);
                tb_put(b, sqlite3_column_blob(q, 14), (size_t)bl * FS_HASH_LEN);
                n64++;
        }
        sqlite3_finalize(q);
        if (r != SQLITE_DONE)
                return tr__sqlerr(db, "inode");
        memcpy(b->p + at, &n64, 8);

        /* names of dropped (nlink 0) inodes cannot exist: a name is a link.
         * Read in the table's order (format 2: by cookie), sorted here into
         * (parent, name) order: SQLite's sorter took 25 ms for the corpus'
         * 27,000 names, qsort a few. */
        if (sqlite3_prepare_v2(db, "SELECT parent, name, ino, cookie FROM dentry_v",
                               -1, &q, NULL) != SQLITE_OK)
                return tr__sqlerr(db, "dentry");
        struct tbuf names = { 0 };
        struct tr_name *v = NULL;
        size_t nv = 0, cap = 0;
        while ((r = sqlite3_step(q)) == SQLITE_ROW) {
                if (nv == cap)
                        v = sbx_realloc(v, (cap = cap ? 2 * cap : 4096) * sizeof *v);
                int nl = sqlite3_column_bytes(q, 1);
                v[nv++] = (struct tr_name){ (uint64_t)sqlite3_column_int64(q, 0),
                                            (uint64_t)sqlite3_column_int64(q, 2),
                                            (uint64_t)sqlite3_column_int64(q, 3),
                                            NULL, names.len, (uint16_t)nl };
                tb_put(&names, sqlite3_column_blob(q, 1), (size_t)nl);
        }
        sqlite3_finalize(q);
        if (r != SQLITE_DONE) {
                free(v);
                free(names.p);
                return tr__sqlerr(db, "dentry");
        }
        for (size_t i = 0; i < nv; i++)
                v[i].name = names.p + v[i].off;
        if (nv)
                qsort(v, nv, sizeof *v, tr__name_cmp);
        tb_u64(b, nv);
        for (size_t i = 0; i < nv; i++) {
                tb_u64(b, v[i].parent);
                tb_u16(b, v[i].nlen);
                tb_put(b, v[i].name, v[i].nlen);
                tb_u64(b, v[i].ino);
                tb_u64(b, v[i].cookie);
        }
        free(v);
        free(names.p);

        if (sqlite3_prepare_v2(db, "SELECT x.ino, x.name, x.value FROM xattr x JOIN inode i"
                               " ON i.ino = x.ino WHERE i.nlink > 0 ORDER BY x.ino, x.name",
                               -1, &q, NULL) != SQLITE_OK)
                return tr__sqlerr(db, "xattr");
        at = b->len;
        n64 = 0;
        tb_u64(b, 0);
        while ((r = sqlite3_step(q)) == SQLITE_ROW) {
                int nl = sqlite3_column_bytes(q, 1), vl = sqlite3_column_bytes(q, 2);
                tb_u64(b, (uint64_t)sqlite3_column_int64(q, 0));
                tb_u16(b, (uint16_t)nl);
                tb_put(b, sqlite3_column_blob(q, 1), (size_t)nl);
                tb_u32(b, (uint32_t)vl);
                tb_put(b, sqlite3_column_blob(q, 2), (size_t)vl);
                n64++;
        }
        sqlite3_finalize(q);
        if (r != SQLITE_DONE)
                return tr__sqlerr(db, "xattr");
        memcpy(b->p + at, &n64, 8);
        return 0;
}

struct snap_tree_src {
        sqlite3 *db;
        int64_t version;                /* PRAGMA data_version after the read */
};

static int64_t tr__version(sqlite3 *db)
{
        sqlite3_stmt *q;
        int64_t v = -1;
        if (sqlite3_prepare_v2(db, "PRAGMA data_version", -1, &q, NULL) == SQLITE_OK) {
                if (sqlite3_step(q) == SQLITE_ROW)
                        v = sqlite3_column_int64(q, 0);
                sqlite3_finalize(q);
        }
        return v;
}

int snap_tree_read_keep(const char *meta_db, snap_tree **out, snap_tree_src **src)
{
        sqlite3 *db = NULL;
        struct stat sb;
        if (src)
                *src = NULL;
        if (stat(meta_db, &sb) < 0)
                return -errno;
        if (sqlite3_open_v2(meta_db, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
                int rc = tr__sqlerr(db, meta_db);
                sqlite3_close(db);
                return rc;
        }
        sqlite3_busy_timeout(db, 30000);
        /* read the file through a mapping, not a page-sized pread each */
        sqlite3_exec(db, "PRAGMA mmap_size=1073741824", NULL, NULL, NULL);
        /* the encoding is about as big as the rows: one allocation, not a
         * dozen doublings (page faults dominate on a loaded VM) */
        struct tbuf b = { .big = 1 };
        tb__need(&b, (size_t)sb.st_size / 2 * 3 + (1u << 20));      /* 24k files: 3.1 MB -> 4.5 MB */
        int rc = 0;
        /* (1): one read transaction, begun by its first read */
        if (sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
                rc = tr__sqlerr(db, "begin");
        if (!rc && (rc = fs_meta_views(db)) > 0)
                rc = 0;
        if (!rc)
                rc = tr__encode(db, &b);
        int64_t version = rc ? -1 : tr__version(db);    /* inside the transaction */
        sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
        if (rc == 0 && src && version >= 0) {
                *src = sbx_calloc(1, sizeof **src);
                (*src)->db = db;
                (*src)->version = version;
        } else {
                sqlite3_close(db);
        }
        if (rc < 0) {
                sbx_big_free(b.p);
                return rc;
        }
        return snap_tree_parse(b.p, b.len, out);        /* takes b.p */
}

int snap_tree_read(const char *meta_db, snap_tree **out)
{
        return snap_tree_read_keep(meta_db, out, NULL);
}

int snap_tree_src_changed(snap_tree_src *src)
{
        return !src || tr__version(src->db) != src->version;
}

void snap_tree_src_close(snap_tree_src *src)
{
        if (!src)
                return;
        sqlite3_close(src->db);
        free(src);
}

/* ---- plain bytes -> indexed tree ---- */
int snap_tree_parse(uint8_t *buf, size_t len, snap_tree **out)
{
        snap_tree *t = sbx_calloc(1, sizeof *t);
        t->buf = buf;
        t->len = len;
        struct rd r = { buf, buf + len, 0 };
        const void *m = rd__take(&r, 8);
        if (!m || memcmp(m, TREE_MAGIC, 8))
                goto bad;
        t->nmeta = rd_u32(&r);
        if (t->nmeta > 1024)
                goto bad;
        t->meta = sbx_calloc(t->nmeta, sizeof *t->meta);
        for (size_t i = 0; i < t->nmeta && !r.bad; i++) {
                t->meta[i].klen = rd_u16(&r);
                t->meta[i].key = rd__take(&r, t->meta[i].klen);
                t->meta[i].value = (int64_t)rd_u64(&r);
        }
        t->ninode = rd_u64(&r);
        if (t->ninode > len / 16)
                goto bad;
        t->inode = sbx_big_alloc(t->ninode * sizeof *t->inode);
        for (size_t i = 0; i < t->ninode && !r.bad; i++) {
                struct snap_inode *in = &t->inode[i];
                in->ino = rd_u64(&r);
                in->mode = rd_u32(&r);
                in->uid = rd_u32(&r);
                in->gid = rd_u32(&r);
                in->nlink = rd_u32(&r);
                in->rdev = rd_u64(&r);
                in->size = rd_u64(&r);
                for (int k = 0; k < 6; k++)
                        in->t[k] = (int64_t)rd_u64(&r);
                in->tlen = rd_u32(&r);
                if (in->tlen != UINT32_MAX)
                        in->target = rd__take(&r, in->tlen);
                in->nblocks = rd_u32(&r);
                in->blocks = rd__take(&r, (size_t)in->nblocks * FS_HASH_LEN);
                if (i && in->ino <= t->inode[i - 1].ino)
                        r.bad = 1;      /* sorted: lookups bisect */
        }
        t->ndentry = rd_u64(&r);
        if (t->ndentry > len / 16)
                goto bad;
        t->dentry = sbx_big_alloc(t->ndentry * sizeof *t->dentry);
        for (size_t i = 0; i < t->ndentry && !r.bad; i++) {
                struct snap_dentry *d = &t->dentry[i];
                d->parent = rd_u64(&r);
                d->nlen = rd_u16(&r);
                d->name = rd__take(&r, d->nlen);
                d->ino = rd_u64(&r);
                d->cookie = rd_u64(&r);
                if (!d->nlen || d->nlen > 255)
                        r.bad = 1;
        }
        t->nxattr = rd_u64(&r);
        if (t->nxattr > len / 8)
                goto bad;
        t->xattr = sbx_big_alloc(t->nxattr * sizeof *t->xattr);
        for (size_t i = 0; i < t->nxattr && !r.bad; i++) {
                struct snap_xattr *x = &t->xattr[i];
                x->ino = rd_u64(&r);
                x->nlen = rd_u16(&r);
                x->name = rd__take(&r, x->nlen);
                x->vlen = rd_u32(&r);
                x->val = rd__take(&r, x->vlen);
        }
        if (r.bad || r.p != r.end)
                goto bad;
        *out = t;
        return 0;
bad:
        snap_tree_free(t);
        return -EBADMSG;
}

void snap_tree_free(snap_tree *t)
{
        if (!t)
                return;
        sbx_big_free(t->buf);
        free(t->meta);
        sbx_big_free(t->inode);
        sbx_big_free(t->dentry);
        sbx_big_free(t->xattr);
        free(t);
}

struct snap_inode *snap_tree_inode(const snap_tree *t, uint64_t ino)
{
        size_t lo = 0, hi = t->ninode;
        while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (t->inode[mid].ino < ino)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        return lo < t->ninode && t->inode[lo].ino == ino ? &t->inode[lo] : NULL;
}

size_t snap_tree_names(const snap_tree *t, uint64_t dir, size_t *first)
{
        size_t lo = 0, hi = t->ndentry;
        while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (t->dentry[mid].parent < dir)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        size_t n = 0;
        while (lo + n < t->ndentry && t->dentry[lo + n].parent == dir)
                n++;
        *first = lo;
        return n;
}

int64_t snap_tree_meta(const snap_tree *t, const char *key, int64_t def)
{
        size_t kl = strlen(key);
        for (size_t i = 0; i < t->nmeta; i++)
                if (t->meta[i].klen == kl && !memcmp(t->meta[i].key, key, kl))
                        return t->meta[i].value;
        return def;
}

/* ---- a tree from outside ---- */
static int tr__u64_cmp(const void *a, const void *b)
{
        uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
        return x < y ? -1 : x > y;
}

/* Where inode in's nlink is in t's bytes: 20 bytes into its record,
** which is 92 bytes of fixed fields (ino to tlen) before its target, or
** before nblocks when it has none. */
static uint8_t *tr__nlink_at(snap_tree *t, const struct snap_inode *in)
{
        const uint8_t *end = in->target ? (const uint8_t *)in->target : in->blocks - 4;
        return t->buf + ((size_t)(end - t->buf) - 92 + 20);
}

/* (4) the xattrs: snap_tree_write() inserts them under the primary key
** (ino, name), which refused a name twice only once the import's ref was
** written; sbxfs serves a name as a C string, and getxattr, listxattr
** fail for good (EIO, ERANGE, E2BIG) past the kernel's bounds.  (A
** file's names past listxattr's 64 KiB are not refused: sbxfs let them
** be until eb609b5, and a capture must not refuse what sbxfs made.) */
static int tr__xattrs_check(const snap_tree *t, const char **why)
{
        for (size_t i = 0; i < t->nxattr; i++) {
                const struct snap_xattr *x = &t->xattr[i], *p = i ? x - 1 : NULL;
                if (!snap_tree_inode(t, x->ino)) {
                        *why = "an xattr is on a missing inode";
                        return -EBADMSG;
                }
                if (x->nlen == 0 || x->nlen > FS_NAME_MAX || memchr(x->name, 0, x->nlen)) {
                        *why = "an xattr's name is empty, longer than 255 bytes or holds NUL";
                        return -EBADMSG;
                }
                if (x->vlen > FS_XATTR_VAL_MAX) {
                        *why = "an xattr's value is longer than 65536 bytes";
                        return -EBADMSG;
                }
                /* tr__encode's order (SQLite's for blobs: bytes, then length) */
                if (p && (p->ino > x->ino ||
                          (p->ino == x->ino && tr__bytes_cmp(p->name, p->nlen, x->name, x->nlen) >= 0))) {
                        *why = "its xattrs are out of order or a file has one twice";
                        return -EBADMSG;
                }
        }
        return 0;
}

/* (4) the shape sbxfs and snap_tree_write() assume, which a tree read
** from meta.db has and a crafted one may lack.  fixed NULL: a link count
** that is not what the names say is refused like the rest; else it is
** set to it, in the index and the bytes, and *fixed counts such inodes
** (capture: snap.c (8)). */
int snap_tree_check(snap_tree *t, const char **why, size_t *fixed)
{
        const struct snap_inode *root = snap_tree_inode(t, 1);
        if (!root || !S_ISDIR(root->mode)) {
                *why = "its root is not a directory";
                return -EBADMSG;
        }
        for (size_t i = 0; i < t->ninode; i++) {
                const struct snap_inode *in = &t->inode[i];
                switch (in->mode & S_IFMT) {
                case S_IFREG: case S_IFDIR: case S_IFLNK: case S_IFCHR:
                case S_IFBLK: case S_IFIFO: case S_IFSOCK:
                        break;
                default:
                        *why = "an inode is of no known type";
                        return -EBADMSG;
                }
                if (S_ISLNK(in->mode) && !in->target) {
                        *why = "a symlink has no target";
                        return -EBADMSG;
                }
                /* sbxfs serves a target as a C string: an empty one
                 * read as a directory, one cut at a NUL as another */
                if (S_ISLNK(in->mode) && (in->tlen == 0 || in->tlen > FS_TARGET_LEN_MAX ||
                                          memchr(in->target, 0, in->tlen))) {
                        *why = "a symlink's target is empty, longer than 4095 bytes or holds NUL";
                        return -EBADMSG;
                }
                if (in->size > (uint64_t)FS_SIZE_MAX) {
                        *why = "an inode's size is past 2^63-1 bytes, what the kernel takes";
                        return -EBADMSG;
                }
                if (in->ino == 0) {
                        *why = "an inode is numbered 0";
                        return -EBADMSG;
                }
        }
        int rc = tr__xattrs_check(t, why);
        if (rc < 0)
                return rc;
        /* a directory's one name: up[k] is the index of inode k's parent;
         * links[k] counts inode k's names (a directory's: its subdirectories) */
        size_t *up = sbx_malloc((t->ninode ? t->ninode : 1) * sizeof *up);
        uint64_t *cookies = sbx_malloc((t->ndentry ? t->ndentry : 1) * sizeof *cookies);
        uint8_t *state = sbx_calloc(t->ninode ? t->ninode : 1, 1);
        uint64_t *links = sbx_calloc(t->ninode ? t->ninode : 1, sizeof *links);
        for (size_t i = 0; i < t->ninode; i++)
                up[i] = SIZE_MAX;
        rc = -EBADMSG;
        for (size_t i = 0; i < t->ndentry; i++) {
                const struct snap_dentry *d = &t->dentry[i];
                const struct snap_inode *p = snap_tree_inode(t, d->parent);
                const struct snap_inode *in = snap_tree_inode(t, d->ino);
                if ((d->nlen == 1 && d->name[0] == '.') ||
                    (d->nlen == 2 && d->name[0] == '.' && d->name[1] == '.') ||
                    memchr(d->name, '/', d->nlen) || memchr(d->name, 0, d->nlen)) {
                        *why = "a name is '.', '..' or holds '/' or NUL";
                        goto out;
                }
                /* sorted, so a directory's names are adjacent and distinct
                 * (diff.c bisects them) */
                if (i) {
                        const struct snap_dentry *e = &t->dentry[i - 1];
                        if (e->parent > d->parent || (e->parent == d->parent && snap_name_cmp(e, d) >= 0)) {
                                *why = "its names are out of order or a directory has a name twice";
                                goto out;
                        }
                }
                if (!p || !S_ISDIR(p->mode) || !in) {
                        *why = "a name is in a missing directory or names a missing inode";
                        goto out;
                }
                if (d->cookie == 0) {           /* 0: "make one" to fs/tree.c */
                        *why = "a name's cookie is 0";
                        goto out;
                }
                cookies[i] = d->cookie;
                if (S_ISDIR(in->mode)) {
                        size_t k = (size_t)(in - t->inode);
                        if (in == root || up[k] != SIZE_MAX) {
                                *why = "a directory has more than one name";
                                goto out;
                        }
                        up[k] = (size_t)(p - t->inode);
                        links[up[k]]++;
                } else {
                        links[in - t->inode]++;
                }
        }
        if (t->ndentry)
                qsort(cookies, t->ndentry, sizeof *cookies, tr__u64_cmp);
        for (size_t i = 1; i < t->ndentry; i++)
                if (cookies[i] == cookies[i - 1]) {
                        *why = "two names share a cookie";
                        goto out;
                }
        /* every directory reaches the root: state 1 on the walk, 2 reaches */
        size_t ri = (size_t)(root - t->inode);
        state[ri] = 2;
        for (size_t i = 0; i < t->ninode; i++) {
                if (!S_ISDIR(t->inode[i].mode) || state[i] == 2)
                        continue;
                size_t k = i;
                while (state[k] == 0 && up[k] != SIZE_MAX) {
                        state[k] = 1;
                        k = up[k];
                }
                if (state[k] != 2) {    /* no name, or back on the walk */
                        *why = "a directory does not reach the root (a cycle, or no name)";
                        goto out;
                }
                for (k = i; state[k] == 1; k = up[k])
                        state[k] = 2;
        }
        /* link counts, as sbxfs keeps them and fs/check.c checks them: a
         * count above the names keeps a file no name reaches; one below
         * frees it at the first unlink while another name still names it,
         * and a directory's that rmdir brings to 0 is dropped at the next
         * mount with its files (fs/meta.c (4)) */
        if (fixed)
                *fixed = 0;
        for (size_t i = 0; i < t->ninode; i++) {
                struct snap_inode *in = &t->inode[i];
                uint64_t want = S_ISDIR(in->mode) ? 2 + links[i] : links[i];
                if (in->nlink == want)
                        continue;
                /* what sbxfs serves is the names: a file none names gets
                 * 0, which a mount of the tree drops like an unlinked one
                 * (fs/meta.c (4)); the record's ino is checked first */
                uint8_t *at = tr__nlink_at(t, in);
                uint64_t ino;
                memcpy(&ino, at - 20, 8);
                if (!fixed || want > UINT32_MAX || ino != in->ino) {
                        *why = S_ISDIR(in->mode) ? "a directory's link count is not 2 plus its subdirectories"
                                                 : "a file's link count is not its number of names";
                        goto out;
                }
                in->nlink = (uint32_t)want;
                memcpy(at, &in->nlink, 4);
                (*fixed)++;
        }
        rc = 0;
out:
        free(links);
        free(up);
        free(cookies);
        free(state);
        return rc;
}

/* ---- paths ---- */
/* The path of the file at inode index i, by the first name of each inode
 * up to the root (first[]: an inode index's first dentry, NULL if none).
 * A malformed tree's chain may end in an inode with no name or none at
 * all, or loop: the path then starts "<inode N>" or "<cycle>". */
static char *tr__first_path(const snap_tree *t, const struct snap_dentry **first,
                            size_t *stamp, size_t walk, size_t i)
{
        const struct snap_dentry **up = NULL;
        size_t nup = 0, cap = 0, len = 1;
        const char *head = "";
        char headbuf[40];
        for (;;) {
                if (stamp[i] == walk) {
                        head = "<cycle>";
                        break;
                }
                stamp[i] = walk;
                const struct snap_dentry *d = first[i];
                if (!d) {
                        snprintf(headbuf, sizeof headbuf, "<inode %llu>",
                                 (unsigned long long)t->inode[i].ino);
                        head = headbuf;
                        break;
                }
                if (nup == cap)
                        up = sbx_realloc(up, (cap = cap ? 2 * cap : 64) * sizeof *up);
                up[nup++] = d;
                len += 1 + d->nlen;
                if (d->parent == 1)
                        break;
                const struct snap_inode *p = snap_tree_inode(t, d->parent);
                if (!p) {
                        snprintf(headbuf, sizeof headbuf, "<inode %llu>",
                                 (unsigned long long)d->parent);
                        head = headbuf;
                        break;
                }
                i = (size_t)(p - t->inode);
        }
        size_t hl = strlen(head);
        char *path = sbx_malloc(hl + len), *o = path;
        memcpy(o, head, hl);
        o += hl;
        while (nup--) {
                *o++ = '/';
                memcpy(o, up[nup]->name, up[nup]->nlen);
                o += up[nup]->nlen;
        }
        *o = 0;
        free(up);
        return path;
}

/* A regular file of the walk below; its path's tables are made at the
 * first path asked for (none, for export, import, prefetch and a clean
 * verify). */
struct snap_file {
        const snap_tree *t;
        size_t i;                       /* the file's inode index */
        const struct snap_dentry **first;       /* owned; NULL until a path */
        size_t *stamp, walk;            /* owned; tr__first_path's */
};

uint64_t snap_file_ino(const snap_file *f)
{
        return f->t->inode[f->i].ino;
}

char *snap_file_path(snap_file *f)
{
        const snap_tree *t = f->t;
        if (!f->first) {
                f->first = sbx_calloc(t->ninode ? t->ninode : 1, sizeof *f->first);
                f->stamp = sbx_calloc(t->ninode ? t->ninode : 1, sizeof *f->stamp);
                for (size_t i = 0; i < t->ndentry; i++) {
                        const struct snap_inode *in = snap_tree_inode(t, t->dentry[i].ino);
                        if (in && !f->first[in - t->inode])
                                f->first[in - t->inode] = &t->dentry[i];
                }
        }
        return tr__first_path(t, f->first, f->stamp, ++f->walk, f->i);
}

/* Every chunk of every regular inode, in inode order (the order capture
 * pushed them in, remote.c), as gc marks them: from the inode rows, not
 * from a walk of the names, so that no file is left out, however deep it
 * lies or however its names are damaged.  A file's path costs its depth,
 * so it is made only when the callback asks (snap_file_path): made for
 * every file, it cost files x depth (an export of 40,000 files under
 * 10,000 names of 255 bytes took 30 s, against 53 ms flat). */
int snap_tree_each_chunk(const snap_tree *t,
                         int (*fn)(void *arg, const uint8_t *hash, snap_file *f), void *arg)
{
        static const uint8_t zero[FS_HASH_LEN];
        snap_file f = { t, 0, NULL, NULL, 0 };
        int rc = 0;
        for (f.i = 0; f.i < t->ninode && !rc; f.i++) {
                const struct snap_inode *in = &t->inode[f.i];
                if (!S_ISREG(in->mode))
                        continue;
                for (uint32_t k = 0; k < in->nblocks && !rc; k++) {
                        const uint8_t *h = in->blocks + (size_t)k * FS_HASH_LEN;
                        if (memcmp(h, zero, FS_HASH_LEN))
                                rc = fn(arg, h, &f);
                }
        }
        free(f.stamp);
        free(f.first);
        return rc;
}

/* ---- indexed tree -> meta.db ---- */
static int tr__cookie_cmp(const void *a, const void *b)
{
        uint64_t x = (*(const struct snap_dentry *const *)a)->cookie;
        uint64_t y = (*(const struct snap_dentry *const *)b)->cookie;
        return x < y ? -1 : x > y;
}

static int tr__insert_all(sqlite3 *db, const snap_tree *t)
{
        static const char *sql[] = {
                "INSERT INTO inode(ino, mode_off, uid, gid, nlink, rdev, size, mtime, mtime_ns, ctime,"
                " ctime_ns, atime_off, atime_off_ns, target, blocks) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                "INSERT INTO dentry(cookie, parent_off, name, ino_off) VALUES(?,?,?,?)",
                "INSERT INTO xattr VALUES(?,?,?)",
                "INSERT OR REPLACE INTO meta VALUES(?, max(?, coalesce((SELECT value FROM meta"
                " WHERE key=?1 AND ?1 IN ('next_ino','next_cookie')), 0)))",
        };
        sqlite3_stmt *q[4] = { 0 };
        int rc = 0;
        for (int i = 0; i < 4; i++)
                if (sqlite3_prepare_v2(db, sql[i], -1, &q[i], NULL) != SQLITE_OK) {
                        rc = tr__sqlerr(db, sql[i]);
                        goto out;
                }
#define STEP(s) do { int r_ = sqlite3_step(s); sqlite3_reset(s); \
                     if (r_ != SQLITE_DONE) { rc = tr__sqlerr(db, "insert"); goto out; } } while (0)
        /* next_ino/next_cookie never go down: (3) of fs/meta.c */
        for (size_t i = 0; i < t->nmeta; i++) {
                if (t->meta[i].klen > 7 && !memcmp(t->meta[i].key, "budget_", 7))
                        continue;               /* the count is the sandbox's here (tr__encode) */
                sqlite3_bind_text(q[3], 1, (const char *)t->meta[i].key, t->meta[i].klen, SQLITE_STATIC);
                sqlite3_bind_int64(q[3], 2, t->meta[i].value);
                STEP(q[3]);
        }
        for (size_t i = 0; i < t->ninode; i++) {
                const struct snap_inode *in = &t->inode[i];
                sqlite3_stmt *s = q[0];
                sqlite3_bind_int64(s, 1, (int64_t)in->ino);
                sqlite3_bind_int64(s, 2, (int64_t)in->mode - (S_IFREG | 0644));    /* fs/meta.c */
                sqlite3_bind_int64(s, 3, in->uid);
                sqlite3_bind_int64(s, 4, in->gid);
                sqlite3_bind_int64(s, 5, in->nlink);
                sqlite3_bind_int64(s, 6, (int64_t)in->rdev);
                sqlite3_bind_int64(s, 7, (int64_t)in->size);
                for (int k = 0; k < 4; k++)                /* mtime, ctime */
                        sqlite3_bind_int64(s, 8 + k, in->t[2 + k]);
                sqlite3_bind_int64(s, 12, in->t[0] - in->t[4]);     /* atime from ctime */
                sqlite3_bind_int64(s, 13, in->t[1] - in->t[5]);
                if (in->target)
                        sqlite3_bind_blob(s, 14, in->tlen ? (const void *)in->target : "", (int)in->tlen,
                                          SQLITE_STATIC);
                else
                        sqlite3_bind_null(s, 14);
                if (in->nblocks)
                        sqlite3_bind_blob(s, 15, in->blocks, (int)(in->nblocks * FS_HASH_LEN), SQLITE_STATIC);
                else
                        sqlite3_bind_null(s, 15);
                STEP(s);
        }
        /* in cookie order: rows go at the end, pages pack full */
        const struct snap_dentry **bycookie = sbx_calloc(t->ndentry + 1, sizeof *bycookie);
        for (size_t i = 0; i < t->ndentry; i++)
                bycookie[i] = &t->dentry[i];
        qsort(bycookie, t->ndentry, sizeof *bycookie, tr__cookie_cmp);
        for (size_t i = 0; i < t->ndentry; i++) {
                const struct snap_dentry *d = bycookie[i];
                sqlite3_bind_int64(q[1], 1, (int64_t)d->cookie);
                sqlite3_bind_int64(q[1], 2, (int64_t)(d->parent - d->cookie));
                sqlite3_bind_blob(q[1], 3, d->name, d->nlen, SQLITE_STATIC);
                sqlite3_bind_int64(q[1], 4, (int64_t)(d->ino - d->cookie));
                int r_ = sqlite3_step(q[1]);
                sqlite3_reset(q[1]);
                if (r_ != SQLITE_DONE) {
                        free(bycookie);
                        rc = tr__sqlerr(db, "insert");
                        goto out;
                }
        }
        free(bycookie);
        for (size_t i = 0; i < t->nxattr; i++) {
                const struct snap_xattr *x = &t->xattr[i];
                sqlite3_bind_int64(q[2], 1, (int64_t)x->ino);
                sqlite3_bind_blob(q[2], 2, x->name, x->nlen, SQLITE_STATIC);
                sqlite3_bind_blob(q[2], 3, x->vlen ? x->val : (const void *)"", (int)x->vlen,
                                  SQLITE_STATIC);
                STEP(q[2]);
        }
        /* the tree says format 1 (its rows'); meta.db's rows are format 2 */
        sqlite3_bind_text(q[3], 1, "format", -1, SQLITE_STATIC);
        sqlite3_bind_int64(q[3], 2, FS_META_FORMAT);
        STEP(q[3]);
#undef STEP
out:
        for (int i = 0; i < 4; i++)
                sqlite3_finalize(q[i]);
        return rc;
}

int snap_tree_write(const snap_tree *t, const char *meta_db)
{
        if (!snap_tree_inode(t, 1))
                return -EBADMSG;
        sqlite3 *db = NULL;
        struct stat sb;
        int fresh = stat(meta_db, &sb) < 0;
        if (fresh)
                sbx_private_db(meta_db);        /* the tree's names: the host's root only */
        if (sqlite3_open_v2(meta_db, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
                int rc = tr__sqlerr(db, meta_db);
                sqlite3_close(db);
                return rc;
        }
        sqlite3_busy_timeout(db, 30000);
        int rc = 0;
        /* A new file (a fork, a restore on a fresh host) is not visible
         * to anyone until the caller renames its directory into place:
         * build it without a journal, then sync it whole (below). */
        const char *mode = fresh ? "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
                                 : "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;";
        if (sqlite3_exec(db, mode, NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
                rc = tr__sqlerr(db, "begin");
                goto out;
        }
        /* (2): one transaction from the old tree to the new one */
        /* the old tables may be of format 1: made anew */
        if (sqlite3_exec(db, "DROP TABLE IF EXISTS inode; DROP TABLE IF EXISTS dentry;"
                             " DROP TABLE IF EXISTS xattr;", NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, fs_meta_schema, NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, "DELETE FROM meta WHERE key NOT IN ('next_ino','next_cookie') AND "
                         TR_NOT_BUDGET ";",
                         NULL, NULL, NULL) != SQLITE_OK) {
                rc = tr__sqlerr(db, "clear");
                goto rollback;
        }
        if ((rc = tr__insert_all(db, t)) < 0)
                goto rollback;
        if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
                rc = tr__sqlerr(db, "commit");
                goto rollback;
        }
        if (fresh) {
                sqlite3_exec(db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
                sqlite3_close(db);
                db = NULL;
                int fd = open(meta_db, O_RDONLY | O_CLOEXEC);
                if (fd < 0 || fsync(fd) < 0)
                        rc = -errno;
                if (fd >= 0)
                        close(fd);
                goto out;
        }
        /* fold the WAL back so the file alone is the tree */
        sqlite3_exec(db, "PRAGMA wal_checkpoint(TRUNCATE)", NULL, NULL, NULL);
        goto out;
rollback:
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
out:
        sqlite3_close(db);
        return rc;
}
