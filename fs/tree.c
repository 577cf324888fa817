/* tree.c: the in-memory tree of a mounted workspace.
**
** Inodes by number and directory entries by (parent, name) live in two
** chained hash tables; each directory also keeps its entries in cookie
** order for readdir.  Cookies grow monotonically and are never reused, so
** a readdir offset stays valid while the directory changes: an entry is
** returned at most once per name it had, and none present throughout is
** skipped.  All calls here run under fs->lock.
**
** Names are hashed with SipHash-1-3 under a key drawn at random when a
** mount makes its table (tr__dhash): the sandbox picks the names and
** can stat a directory for its inode number, and under an unkeyed hash
** (FNV-1a) it could pick 20,000 names for one chain, each create then
** a walk of all before it under fs->lock (5.7-9 s of sbxfs's CPU
** against 0.75-1.4 s for as many ordinary names).
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static uint64_t tr__mix(uint64_t x)
{
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        return x;
}

static uint64_t tr__rotl(uint64_t x, int b)
{
        return (x << b) | (x >> (64 - b));
}

#define TR_SIPROUND(v0, v1, v2, v3) do {                                        \
        v0 += v1; v1 = tr__rotl(v1, 13); v1 ^= v0; v0 = tr__rotl(v0, 32);       \
        v2 += v3; v3 = tr__rotl(v3, 16); v3 ^= v2;                              \
        v0 += v3; v3 = tr__rotl(v3, 21); v3 ^= v0;                              \
        v2 += v1; v1 = tr__rotl(v1, 17); v1 ^= v2; v2 = tr__rotl(v2, 32);       \
} while (0)

/* SipHash-1-3 (Aumasson and Bernstein; the variant Python and Rust use
 * for their tables) of the 8 bytes of parent and then the len bytes of
 * name, under fs->dkey.  Words are read in host order: a keyed hash all
 * the same, though not the reference's value on a big-endian host. */
static uint64_t tr__dhash(const fsd *fs, uint64_t parent, const char *name, size_t len)
{
        uint64_t v0 = fs->dkey[0] ^ 0x736f6d6570736575ULL, v1 = fs->dkey[1] ^ 0x646f72616e646f6dULL;
        uint64_t v2 = fs->dkey[0] ^ 0x6c7967656e657261ULL, v3 = fs->dkey[1] ^ 0x7465646279746573ULL;
        uint64_t m = parent;
        size_t i = 0;
        for (;;) {
                v3 ^= m;
                TR_SIPROUND(v0, v1, v2, v3);
                v0 ^= m;
                if (len - i < 8)
                        break;
                memcpy(&m, name + i, 8);
                i += 8;
        }
        m = (uint64_t)(len + 8) << 56;          /* the length, then the last 0-7 bytes */
        for (size_t k = 0; i + k < len; k++)
                m |= (uint64_t)(unsigned char)name[i + k] << (8 * k);
        v3 ^= m;
        TR_SIPROUND(v0, v1, v2, v3);
        v0 ^= m;
        v2 ^= 0xff;
        TR_SIPROUND(v0, v1, v2, v3);
        TR_SIPROUND(v0, v1, v2, v3);
        TR_SIPROUND(v0, v1, v2, v3);
        return v0 ^ v1 ^ v2 ^ v3;
}

/* A mount's first name makes the table, and draws its key. */
static void tr__dkey(fsd *fs)
{
        int rc = sbx_random(fs->dkey, sizeof fs->dkey);
        if (rc < 0) {           /* getrandom: not on any kernel sbxfs runs on */
                sbx_log("getrandom: %s; names hashed under a key from the clock", strerror(-rc));
                struct timespec ts;
                clock_gettime(CLOCK_MONOTONIC, &ts);
                fs->dkey[0] = tr__mix((uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 32);
                fs->dkey[1] = tr__mix((uint64_t)ts.tv_sec ^ (uint64_t)(uintptr_t)fs);
        }
}

struct fs_time fs__now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        return fs__ts(ts);
}

struct fs_time fs__now_coarse(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME_COARSE, &ts);
        return fs__ts(ts);
}

struct fs_time fs__ts(struct timespec ts)
{
        return (struct fs_time){ ts.tv_sec, ts.tv_nsec };
}

void fs__u64push(struct u64vec *v, uint64_t x)
{
        if (v->n == v->cap) {
                v->cap = v->cap ? 2 * v->cap : 256;
                v->v = sbx_realloc(v->v, v->cap * sizeof *v->v);
        }
        v->v[v->n++] = x;
}

struct fs_inode *fs__iget(fsd *fs, uint64_t ino)
{
        if (!fs->icap)
                return NULL;
        struct fs_inode *in = fs->itab[tr__mix(ino) & (fs->icap - 1)];
        while (in && in->ino != ino)
                in = in->hnext;
        return in;
}

static void tr__igrow(fsd *fs)
{
        size_t ncap = fs->icap ? 2 * fs->icap : 1024;
        struct fs_inode **t = sbx_calloc(ncap, sizeof *t);
        for (size_t i = 0; i < fs->icap; i++)
                for (struct fs_inode *in = fs->itab[i], *nx; in; in = nx) {
                        nx = in->hnext;
                        size_t b = tr__mix(in->ino) & (ncap - 1);
                        in->hnext = t[b];
                        t[b] = in;
                }
        free(fs->itab);
        fs->itab = t;
        fs->icap = ncap;
}

struct fs_inode *fs__inew(fsd *fs, uint64_t ino)
{
        if (fs->icount + 1 > fs->icap)
                tr__igrow(fs);
        struct fs_inode *in = sbx_calloc(1, sizeof *in);
        in->ino = ino;
        size_t b = tr__mix(ino) & (fs->icap - 1);
        in->hnext = fs->itab[b];
        fs->itab[b] = in;
        fs->icount++;
        return in;
}

void fs__block_drop(fsd *fs, struct fs_block *b)
{
        if (b->dirty && fs->dirty_bytes >= b->cap)
                fs->dirty_bytes -= b->cap;
        if (!b->flushing)
                free(b->buf);   /* a flushing buffer belongs to the flusher now */
        free(b->pend);                  /* the flusher has its own copy */
        memset(b, 0, sizeof *b);
}

/* Release an inode's memory (it is out of the table already). */
static void tr__inode_free(fsd *fs, struct fs_inode *in)
{
        for (uint64_t i = 0; i < in->nblk; i++)
                fs__block_drop(fs, &in->blk[i]);
        fs->blk_slots -= in->nblk;
        free(in->blk);
        for (struct fs_xattr *x = in->xattrs, *nx; x; x = nx) {
                nx = x->next;
                fs->xattr_bytes -= FS_XATTR_SIZE(x);
                free(x->name);
                free(x->val);
                free(x);
        }
        if (in->dir) {
                free(in->dir->ents);
                free(in->dir);
        }
        if (in->target)         /* quota and FS_TARGET_MAX: counted until now */
                fs->target_bytes -= strlen(in->target);
        free(in->target);
        free(in);
}

void fs__ifree(fsd *fs, struct fs_inode *in)
{
        struct fs_inode **pp = &fs->itab[tr__mix(in->ino) & (fs->icap - 1)];
        while (*pp != in)
                pp = &(*pp)->hnext;
        *pp = in->hnext;
        fs->icount--;
        tr__inode_free(fs, in);
}

void fs__imaybe_free(fsd *fs, struct fs_inode *in)
{
        if (in->nlink || in->nlookup || in->nopen || in->ino == FUSE_ROOT_ID)
                return;
        if (S_ISREG(in->mode))  /* quota: its bytes count until now (ops__unlink_entry) */
                fs->used_bytes -= fs->used_bytes >= in->size ? in->size : fs->used_bytes;
        fs__u64push(&fs->dead, in->ino);
        fs__ifree(fs, in);
}

struct fs_dirent *fs__dlookup(fsd *fs, uint64_t parent, const char *name)
{
        if (!fs->dcap)
                return NULL;
        struct fs_dirent *d = fs->dtab[tr__dhash(fs, parent, name, strlen(name)) & (fs->dcap - 1)];
        while (d && (d->parent != parent || strcmp(d->name, name)))
                d = d->hnext;
        return d;
}

static void tr__dgrow(fsd *fs)
{
        size_t ncap = fs->dcap ? 2 * fs->dcap : 1024;
        struct fs_dirent **t = sbx_calloc(ncap, sizeof *t);
        if (!fs->dcap)
                tr__dkey(fs);
        for (size_t i = 0; i < fs->dcap; i++)
                for (struct fs_dirent *d = fs->dtab[i], *nx; d; d = nx) {
                        nx = d->hnext;
                        size_t b = tr__dhash(fs, d->parent, d->name, d->len) & (ncap - 1);
                        d->hnext = t[b];
                        t[b] = d;
                }
        free(fs->dtab);
        fs->dtab = t;
        fs->dcap = ncap;
}

static void tr__oplog(fsd *fs, int kind, struct fs_dirent *d)
{
        if (fs->nops == fs->capops) {
                fs->capops = fs->capops ? 2 * fs->capops : 256;
                fs->ops = sbx_realloc(fs->ops, fs->capops * sizeof *fs->ops);
        }
        struct fs_op *op = &fs->ops[fs->nops++];
        op->kind = (uint8_t)kind;
        op->parent = d->parent;
        op->ino = d->ino;
        op->cookie = d->cookie;
        op->name = sbx_strdup(d->name);
}

/* A directory whose listing the kernel may keep (read to its end since
 * it last changed) changes (a name added or removed; its ".." when it
 * moves): the loop drops that listing (ops.c,
 * fs__drop_stale_listings). */
void fs__dir_changed(fsd *fs, struct fs_inode *p)
{
        if (!p->dir->listed)
                return;
        p->dir->listed = 0;
        if (fs->nstale == fs->stale_cap) {
                fs->stale_cap = fs->stale_cap ? 2 * fs->stale_cap : 16;
                fs->stale_dirs = sbx_realloc(fs->stale_dirs, fs->stale_cap * sizeof *fs->stale_dirs);
        }
        fs->stale_dirs[fs->nstale++] = p->ino;
}

struct fs_dirent *fs__dadd(fsd *fs, uint64_t parent, const char *name, uint64_t ino,
                           uint64_t cookie, int log)
{
        struct fs_inode *p = fs__iget(fs, parent);
        if (!p || !p->dir)
                return NULL;
        if (fs->dcount + 1 > fs->dcap)
                tr__dgrow(fs);
        size_t len = strlen(name);
        struct fs_dirent *d = sbx_malloc(sizeof *d + len + 1);
        d->parent = parent;
        d->ino = ino;
        d->cookie = cookie ? cookie : fs->next_cookie++;
        if (d->cookie >= fs->next_cookie)
                fs->next_cookie = d->cookie + 1;
        d->len = (uint16_t)len;
        memcpy(d->name, name, len + 1);
        size_t b = tr__dhash(fs, parent, name, len) & (fs->dcap - 1);
        d->hnext = fs->dtab[b];
        fs->dtab[b] = d;
        fs->dcount++;
        struct fs_dir *dir = p->dir;
        if (dir->n == dir->cap) {
                dir->cap = dir->cap ? 2 * dir->cap : 8;
                dir->ents = sbx_realloc(dir->ents, dir->cap * sizeof *dir->ents);
        }
        /* Cookies only grow (loading reads them in order): append. */
        fs__dir_changed(fs, p);
        d->slot = dir->n;
        dir->ents[dir->n++] = d;
        dir->live++;
        if (log)
                tr__oplog(fs, FS_OP_ADD, d);
        return d;
}

static void tr__dir_compact(struct fs_dir *dir)
{
        size_t k = 0;
        for (size_t i = 0; i < dir->n; i++)
                if (dir->ents[i]) {
                        dir->ents[i]->slot = k;
                        dir->ents[k++] = dir->ents[i];
                }
        dir->n = k;
}

size_t fs__dir_seek(struct fs_dir *dir, uint64_t off)
{
        size_t lo = 0, hi = dir->n;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2, m = mid;
                while (m < hi && !dir->ents[m])
                        m++;
                if (m == hi)
                        hi = mid;
                else if (dir->ents[m]->cookie <= off)
                        lo = m + 1;
                else
                        hi = mid;
        }
        return lo;
}

/* Name d now names ino, in place: its cookie and its place in the
 * directory stay, as ext4 keeps a dirent that a rename replaces or an
 * exchange swaps.  (Removed and added again, the name took a new cookie:
 * a listing under way, or a kept one dropped meanwhile, read it twice.)
 * Logged as its removal and its addition under the same cookie. */
void fs__dset(fsd *fs, struct fs_dirent *d, uint64_t ino)
{
        tr__oplog(fs, FS_OP_DEL, d);
        d->ino = ino;
        tr__oplog(fs, FS_OP_ADD, d);
        struct fs_inode *p = fs__iget(fs, d->parent);
        if (p && p->dir)
                fs__dir_changed(fs, p);
}

void fs__ddel(fsd *fs, struct fs_dirent *d, int log)
{
        struct fs_dirent **pp = &fs->dtab[tr__dhash(fs, d->parent, d->name, d->len) & (fs->dcap - 1)];
        while (*pp != d)
                pp = &(*pp)->hnext;
        *pp = d->hnext;
        fs->dcount--;
        struct fs_inode *p = fs__iget(fs, d->parent);
        if (p && p->dir) {
                struct fs_dir *dir = p->dir;
                fs__dir_changed(fs, p);
                dir->ents[d->slot] = NULL;
                dir->live--;
                if (dir->live == 0)
                        dir->n = 0;
                else if (dir->n > 32 && dir->live < dir->n / 2)
                        tr__dir_compact(dir);
        }
        if (log)
                tr__oplog(fs, FS_OP_DEL, d);
        free(d);
}

#ifdef SBX_DEBUG
void fs__blk_check(const struct fs_inode *in)
{
        uint64_t n = 0;
        for (uint64_t i = 0; i < in->nblk; i++)
                n += (uint64_t)fs__blk_present(&in->blk[i]);
        if (n != in->npresent) {
                sbx_log("inode %llu: %llu blocks present, counted %llu",
                        (unsigned long long)in->ino, (unsigned long long)n,
                        (unsigned long long)in->npresent);
                abort();
        }
}
#endif

void fs__mark_meta(fsd *fs, struct fs_inode *in)
{
        fs__blk_check(in);
        if (!in->meta_dirty) {
                in->meta_dirty = 1;
                fs__u64push(&fs->mdirty, in->ino);
                if (fs->mdirty.n == 1)
                        pthread_cond_signal(&fs->wake);    /* the first change starts the clock */
        }
}

void fs__mark_data(fsd *fs, struct fs_inode *in)
{
        if (!in->data_listed) {
                in->data_listed = 1;
                fs__u64push(&fs->ddirty, in->ino);
        }
        fs__mark_meta(fs, in);
}

int fs__resize_blocks(fsd *fs, struct fs_inode *in, uint64_t n)
{
        if (n < in->nblk) {
                for (uint64_t i = n; i < in->nblk; i++) {
                        if (fs__blk_present(&in->blk[i]))
                                in->npresent--;
                        fs__block_drop(fs, &in->blk[i]);
                }
                fs->blk_slots -= in->nblk - n;
                in->nblk = n;
                if (!n) {
                        free(in->blk);
                        in->blk = NULL;
                }
                return 0;
        }
        if (n > in->nblk) {
                in->blk = sbx_realloc(in->blk, n * sizeof *in->blk);
                memset(in->blk + in->nblk, 0, (n - in->nblk) * sizeof *in->blk);
                /* A slot dropped by a truncate may come back while a batch
                 * still holds the block it had: a fresh epoch keeps that
                 * batch from naming the new (hole) block with the old bytes. */
                for (uint64_t i = in->nblk; i < n; i++)
                        in->blk[i].epoch = ++fs->epochs;
                fs->blk_slots += n - in->nblk;
                in->nblk = n;
        }
        return 0;
}

int fs__grow_blocks(fsd *fs, struct fs_inode *in, uint64_t n)
{
        if (n > in->nblk && fs->blk_slots + (n - in->nblk) > FS_SLOTS_MAX) {
                uint64_t k = fs->slots_refused++;
                if (!(k & (k - 1)))     /* the 1st, 2nd, 4th, 8th...: no log flood */
                        sbx_log("inode %llu: a block table of %llu entries would take all files' "
                                "tables past %u entries (holes count too): ENOSPC",
                                (unsigned long long)in->ino, (unsigned long long)n, FS_SLOTS_MAX);
                return -ENOSPC;
        }
        return fs__resize_blocks(fs, in, n);
}

void fs__stat(fsd *fs, struct fs_inode *in, struct stat *st)
{
        memset(st, 0, sizeof *st);
        st->st_ino = in->ino;
        st->st_mode = in->mode;
        st->st_nlink = in->nlink;
        st->st_uid = fs__uid_out(fs, in->uid);
        st->st_gid = fs__gid_out(fs, in->gid);
        st->st_rdev = in->rdev;
        st->st_size = (off_t)in->size;
        st->st_blksize = 4096;
        fs__blk_check(in);
        uint64_t bytes = in->npresent * FS_BLOCK_SIZE;
        if (bytes > in->size)
                bytes = in->size;
        if (S_ISLNK(in->mode))
                bytes = in->size;
        st->st_blocks = (blkcnt_t)((bytes + 511) / 512);
        st->st_atim.tv_sec = in->atime.s;
        st->st_atim.tv_nsec = in->atime.ns;
        st->st_mtim.tv_sec = in->mtime.s;
        st->st_mtim.tv_nsec = in->mtime.ns;
        st->st_ctim.tv_sec = in->ctime.s;
        st->st_ctim.tv_nsec = in->ctime.ns;
}

char *fs__path(fsd *fs, uint64_t ino)
{
        /* Walk up through directories; a file's name is found by scanning
         * its parent candidates, which only reports need. */
        char *path = sbx_strdup("");
        uint64_t cur = ino;
        for (int depth = 0; cur != FUSE_ROOT_ID && depth < 4096; depth++) {
                struct fs_dirent *found = NULL;
                for (size_t i = 0; i < fs->dcap && !found; i++)
                        for (struct fs_dirent *d = fs->dtab[i]; d; d = d->hnext)
                                if (d->ino == cur) {
                                        found = d;
                                        break;
                                }
                if (!found)
                        break;
                char *np = sbx_asprintf("/%s%s", found->name, path);
                free(path);
                path = np;
                cur = found->parent;
        }
        if (!*path) {
                free(path);
                path = sbx_strdup(cur == FUSE_ROOT_ID ? "/" : "?");
        }
        return path;
}

void fs__tree_free(fsd *fs)
{
        for (size_t i = 0; i < fs->dcap; i++)
                for (struct fs_dirent *d = fs->dtab[i], *nx; d; d = nx) {
                        nx = d->hnext;
                        free(d);
                }
        free(fs->dtab);
        fs->dtab = NULL;
        fs->dcap = fs->dcount = 0;
        for (size_t i = 0; i < fs->icap; i++)
                for (struct fs_inode *in = fs->itab[i], *nx; in; in = nx) {
                        nx = in->hnext;
                        for (uint64_t k = 0; k < in->nblk; k++)
                                in->blk[k].flushing = 0;        /* the flusher has stopped */
                        tr__inode_free(fs, in);
                }
        free(fs->itab);
        fs->itab = NULL;
        fs->icap = fs->icount = 0;
        for (size_t i = 0; i < fs->nops; i++)
                free(fs->ops[i].name);
        free(fs->ops);
        free(fs->mdirty.v);
        free(fs->ddirty.v);
        free(fs->stale_dirs);
        fs->stale_dirs = NULL;
        fs->nstale = fs->stale_cap = 0;
        free(fs->dead.v);
}
