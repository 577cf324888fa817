/* ops.c: the FUSE low-level operations of sbxfs.
**
** Each handler takes fs->lock, answers from the in-memory tree, records
** what changed (fs__mark_meta/data, the name log) and sends exactly one
** reply after unlocking.  Store reads happen unlocked.
**
** Speed comes from the kernel's caches, which sbxfs, the only writer of
** its tree, can let run long (fs->timeout): entries, attributes, negative
** lookups (an entry reply with ino 0), directory listings (cache_readdir)
** and file pages (keep_cache, writeback cache).  Locks (flock, fcntl) are
** left to the kernel, which keeps them locally: one mount per workspace.
**
** (1) A block being flushed (b->flushing) is shared with the flusher:
**     a write first copies it (ops__own), so the flusher's bytes are
**     the block as it was sealed.
** (2) Bytes past a block's len and blocks without content read as zeros.
** (3) A write of whole pages into a stored block that is not in memory
**     does not load it: the block keeps only the written pages (b->pend,
**     buf holding them packed) over its stored chunk (b->hash).  The
**     flusher's pool merges them with the chunk, in parallel, when it
**     stores the block; a read of a page not written, a write of part of
**     a page not written, and truncate merge first (ops__load).  A chunk
**     that fails its check at merge time is EIO, never bytes: the pages
**     stay in memory and every batch tries again (fsync fails with EIO
**     and the log names the block meanwhile).
** (4) A copy makes a block name another's chunk only when that block is
**     sealed (stored, not written since) and the copy takes all of it;
**     the destination is marked for the next batch at once.  Chunks carry
**     no count (gc marks what committed trees name), so no batch commits
**     the source without the chunk before the destination with it.
** (5) A block that gets kept pages (3) is made whole from the kernel's
**     copy of its other pages when the kernel holds them all (a file
**     just written or read: the writeback cache keeps its pages), so the
**     flusher stores it without the merge's read, decompression and
**     SHA-256 check of the chunk: the WRITE that kept its first page asks
**     (NOTIFY_RETRIEVE, after its reply), the kernel's answer comes as a
**     request behind those it queued before (fs_retrieve_reply), and the
**     block, if it still keeps pages over the same chunk, takes them
**     under its own.  No request waits for it: a block sealed first, or
**     one the kernel holds only part of, is merged with its chunk.  The
**     kernel's page is what the file's readers see: the stored bytes, or
**     newer ones it has yet to send (the next batch stores them again).
**     It is older only for a moment after sbxfs changed the data itself
**     (a copy, a zeroed range, a truncate: the kernel drops its pages
**     after our reply; a refused WRITE: after ops__drop_refused; a direct
**     write), so each such change notes the file (ops__kc_note), and no
**     answer is taken for a file noted in the last second or since it
**     was asked for, nor while writes of it or of any file are refused.
**     At most KC_OUT_MAX asks unanswered, and none taken past dirty_max
**     (a whole block counts 1 MiB).  [fs] kernel_merge, and only on a
**     kernel that shows at mount that it skips pages it has not filled
**     yet (the probe, below): before Linux 7.1's fix (and its stable
**     backports) NOTIFY_RETRIEVE handed such pages back.
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/fuse.h>
#include <linux/limits.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/random.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#define FS(req) ((fsd *)fuse_req_userdata(req))

/* the probe of the kernel's NOTIFY_RETRIEVE (5) */
#define KC_PROBE_INO (UINT64_MAX - 1)          /* no tree has it: inos count up from 1 */
static void ops__kc_probe_stat(struct stat *st);
static int  ops__kc_probe_lookup(fsd *fs, fuse_req_t req, fuse_ino_t parent, const char *name);
static void ops__kc_probe_read(fsd *fs, fuse_req_t req, size_t size, off_t off);

/* ---- a small cache of decompressed chunks for reads ----
 * The kernel reads a 1 MiB block in several requests, often at once from
 * several workers: the first to miss fetches it (read, decompress,
 * verify), the others wait for that fetch instead of repeating it. */
#define CC_SLOTS 64
#define CC_FLIGHTS 16
static struct {
        pthread_mutex_t lock;
        pthread_cond_t  landed;
        struct { uint8_t hash[FS_HASH_LEN]; char *data; size_t len; uint64_t used; } s[CC_SLOTS];
        struct { uint8_t hash[FS_HASH_LEN]; int busy; } f[CC_FLIGHTS];
        uint64_t tick;
        size_t bytes, max;
} cc = { .lock = PTHREAD_MUTEX_INITIALIZER, .landed = PTHREAD_COND_INITIALIZER };

static void cc__copy(const char *data, size_t len, char *dst, size_t off, size_t n)
{
        size_t have = off < len ? len - off : 0;
        if (have > n)
                have = n;
        memcpy(dst, data + off, have);
        memset(dst + have, 0, n - have);
}

/* Keep data in the cache if it fits (under cc.lock); 1 if kept. */
static int cc__keep(const uint8_t *hash, char *data, size_t len)
{
        while (cc.bytes + len > cc.max) {       /* evict the least recent */
                int v = -1;
                for (int i = 0; i < CC_SLOTS; i++)
                        if (cc.s[i].data && (v < 0 || cc.s[i].used < cc.s[v].used))
                                v = i;
                if (v < 0)
                        break;
                cc.bytes -= cc.s[v].len;
                free(cc.s[v].data);
                cc.s[v].data = NULL;
        }
        if (cc.bytes + len > cc.max)
                return 0;
        int slot = -1;
        for (int i = 0; i < CC_SLOTS && slot < 0; i++)
                if (!cc.s[i].data)
                        slot = i;
        if (slot < 0) {
                slot = 0;
                for (int i = 1; i < CC_SLOTS; i++)
                        if (cc.s[i].used < cc.s[slot].used)
                                slot = i;
                cc.bytes -= cc.s[slot].len;
                free(cc.s[slot].data);
        }
        memcpy(cc.s[slot].hash, hash, FS_HASH_LEN);
        cc.s[slot].data = data;
        cc.s[slot].len = len;
        cc.s[slot].used = ++cc.tick;
        cc.bytes += len;
        return 1;
}

/* Copy [off, off+n) of chunk `hash` into dst (zeros past its end);
 * dst NULL only brings the chunk into the cache (prefetch).  With own,
 * the whole chunk is handed out instead (*own malloc'd, *ownlen): a
 * block loaded for a write, which a cached copy (prefetched) spares a
 * read, check and decompression. */
static int ops__chunk(fsd *fs, const uint8_t *hash, char *dst, size_t off, size_t n,
                      void **own, size_t *ownlen)
{
        int flight = -1;
        pthread_mutex_lock(&cc.lock);
        if (!cc.max)
                cc.max = fs->chunk_cache_max;
        for (;;) {
                int i, waiting = 0;
                for (i = 0; i < CC_SLOTS; i++)
                        if (cc.s[i].data && !memcmp(cc.s[i].hash, hash, FS_HASH_LEN)) {
                                cc.s[i].used = ++cc.tick;
                                if (dst)
                                        cc__copy(cc.s[i].data, cc.s[i].len, dst, off, n);
                                if (own) {
                                        *own = sbx_malloc(cc.s[i].len ? cc.s[i].len : 1);
                                        memcpy(*own, cc.s[i].data, cc.s[i].len);
                                        *ownlen = cc.s[i].len;
                                }
                                pthread_mutex_unlock(&cc.lock);
                                return 0;
                        }
                for (i = 0; i < CC_FLIGHTS; i++)
                        if (cc.f[i].busy && !memcmp(cc.f[i].hash, hash, FS_HASH_LEN))
                                waiting = 1;
                if (!waiting)
                        break;
                if (!dst && !own) {             /* a prefetch: someone is on it */
                        pthread_mutex_unlock(&cc.lock);
                        return 0;
                }
                pthread_cond_wait(&cc.landed, &cc.lock);
        }
        for (int i = 0; i < CC_FLIGHTS && flight < 0; i++)
                if (!cc.f[i].busy) {
                        flight = i;
                        cc.f[i].busy = 1;
                        memcpy(cc.f[i].hash, hash, FS_HASH_LEN);
                }
        pthread_mutex_unlock(&cc.lock);
        void *data;
        size_t len;
        int rc = fs_store_get(fs->st, hash, &data, &len);
        pthread_mutex_lock(&cc.lock);
        if (flight >= 0) {
                cc.f[flight].busy = 0;
                pthread_cond_broadcast(&cc.landed);
        }
        if (rc == 0) {
                if (dst)
                        cc__copy(data, len, dst, off, n);
                if (own) {
                        *own = data;            /* the writer's now; not cached */
                        *ownlen = len;
                        data = NULL;
                } else if (cc__keep(hash, data, len)) {
                        data = NULL;
                }
        }
        pthread_mutex_unlock(&cc.lock);
        if (rc == 0)
                free(data);
        return rc;
}

static int ops__chunk_read(fsd *fs, const uint8_t *hash, char *dst, size_t off, size_t n)
{
        return ops__chunk(fs, hash, dst, off, n, NULL, NULL);
}

/* All of a chunk (up to n bytes, zeros after it) into dst.  Not in the
 * cache: read, checked and decompressed right into dst, with no buffer
 * in between, and not kept, since the kernel, which now has all of it
 * in its page cache, will not ask again.  A chunk longer than n (a file
 * cut since) takes the cache's way. */
static int ops__chunk_whole(fsd *fs, const uint8_t *hash, char *dst, size_t n)
{
        int hit = 0, flight = -1;
        pthread_mutex_lock(&cc.lock);
        for (int i = 0; i < CC_SLOTS && !hit; i++)
                hit = cc.s[i].data && !memcmp(cc.s[i].hash, hash, FS_HASH_LEN);
        for (int i = 0; i < CC_FLIGHTS && !hit; i++)
                hit = cc.f[i].busy && !memcmp(cc.f[i].hash, hash, FS_HASH_LEN);
        for (int i = 0; i < CC_FLIGHTS && !hit && flight < 0; i++)
                if (!cc.f[i].busy) {
                        flight = i;
                        cc.f[i].busy = 1;
                        memcpy(cc.f[i].hash, hash, FS_HASH_LEN);
                }
        pthread_mutex_unlock(&cc.lock);
        if (hit || flight < 0)          /* cached, or on its way there (prefetch) */
                return ops__chunk_read(fs, hash, dst, 0, n);
        size_t len = 0;
        int rc = fs_store_get_into(fs->st, hash, dst, n, &len);
        pthread_mutex_lock(&cc.lock);
        cc.f[flight].busy = 0;
        pthread_cond_broadcast(&cc.landed);
        pthread_mutex_unlock(&cc.lock);
        if (rc == -ENOSPC)
                return ops__chunk_read(fs, hash, dst, 0, n);
        if (rc == 0)
                memset(dst + len, 0, n - len);                  /* (2) */
        return rc;
}

static void ops__entry(fsd *fs, struct fs_inode *in, struct fuse_entry_param *e)
{
        memset(e, 0, sizeof *e);
        e->ino = in->ino;
        e->generation = 1;
        fs__stat(fs, in, &e->attr);
        e->attr_timeout = fs->timeout;
        e->entry_timeout = fs->timeout;
        in->nlookup++;
}

static int ops__name_ok(const char *name)
{
        size_t n = strlen(name);
        if (n > 255)
                return -ENAMETOOLONG;
        return 0;
}

/* ---- names ---- */

static void ops__forget_one(fsd *fs, fuse_ino_t ino, uint64_t n)
{
        struct fs_inode *in = fs__iget(fs, ino);
        if (!in)
                return;
        in->nlookup = in->nlookup > n ? in->nlookup - n : 0;
        fs__imaybe_free(fs, in);
}

/* Reply with an entry ops__entry() counted.  A reply the kernel does not
 * take (ENOENT: its request is gone) gets no FORGET: undo the count, or
 * the inode could never be freed. */
static void ops__reply_entry(fsd *fs, fuse_req_t req, const struct fuse_entry_param *e)
{
        if (fuse_reply_entry(req, e) == -ENOENT && e->ino) {
                pthread_mutex_lock(&fs->lock);
                ops__forget_one(fs, e->ino, 1);
                pthread_mutex_unlock(&fs->lock);
        }
}

static void fs_lookup(fuse_req_t req, fuse_ino_t parent, const char *name)
{
        fsd *fs = FS(req);
        struct fuse_entry_param e;
        int rc = ops__name_ok(name);
        if (rc) {
                fuse_reply_err(req, -rc);
                return;
        }
        if (ops__kc_probe_lookup(fs, req, parent, name))
                return;                         /* (5) */
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *p = fs__iget(fs, parent);
        struct fs_dirent *d = p && p->dir ? fs__dlookup(fs, parent, name) : NULL;
        struct fs_inode *in = d ? fs__iget(fs, d->ino) : NULL;
        if (!p || !p->dir) {
                pthread_mutex_unlock(&fs->lock);
                fuse_reply_err(req, p ? ENOTDIR : ENOENT);
                return;
        }
        if (!in) {
                /* a cached negative entry: the next create costs one trip */
                pthread_mutex_unlock(&fs->lock);
                memset(&e, 0, sizeof e);
                e.entry_timeout = fs->timeout;
                fuse_reply_entry(req, &e);
                return;
        }
        ops__entry(fs, in, &e);
        pthread_mutex_unlock(&fs->lock);
        ops__reply_entry(fs, req, &e);
}

static void fs_forget(fuse_req_t req, fuse_ino_t ino, uint64_t n)
{
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        ops__forget_one(fs, ino, n);
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_none(req);
}

static void fs_forget_multi(fuse_req_t req, size_t count, struct fuse_forget_data *f)
{
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        for (size_t i = 0; i < count; i++)
                ops__forget_one(fs, f[i].ino, f[i].nlookup);
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_none(req);
}

/* ---- a refused WRITE, told to the next write() ----
 * Under the writeback cache a write() lands in the kernel's page cache
 * and reaches us later as a WRITE; when we refuse that (EDQUOT, ENOSPC,
 * EFBIG, EIO: ops__drop_refused below) the kernel tells fsync and close,
 * and no one else: a writer that does neither (dd of /dev/urandom onto a
 * full store) went on at memory speed for good, the file 349 GB long in
 * the kernel's eyes.  ops__drop_job drops the file's attributes with its
 * pages, so before its next write() the kernel asks for them naming the
 * open file (fuse_cache_write_iter: a GETATTR with a file handle), and
 * the first such GETATTR within OPS_REFUSED_NS of the refusal answers it,
 * once: that write() fails, and writes nothing.  Only refusals of the
 * page cache's WRITEs count (a direct write's is its caller's answer
 * already), and only for a while: the writer may have been told by its
 * fsync, and a later process is not.  A read past the end or an
 * lseek(SEEK_END) after the attributes' timeout (attr_timeout, a day)
 * asks the same way, and may be told instead. */
#define OPS_REFUSED_NS (5 * 1000000000ll)

/* Under fs->lock. */
static void ops__refused_put(fsd *fs, uint64_t ino, int err)
{
        int k = 0;
        for (int i = 0; i < FS_REFUSED; i++) {
                if (fs->refused[i].ino == ino) {
                        k = i;
                        break;
                }
                if (fs->refused[i].t < fs->refused[k].t)
                        k = i;
        }
        fs->refused[k].ino = ino;
        fs->refused[k].t = sbx_mono_ns();
        fs->refused[k].err = err;
}

/* Under fs->lock: ino's refusal not told yet, and whether it is recent
 * (within OPS_REFUSED_NS); -1 when there is none. */
static int ops__refused_find(fsd *fs, uint64_t ino, int *recent)
{
        for (int i = 0; i < FS_REFUSED; i++)
                if (fs->refused[i].ino == ino && fs->refused[i].t) {
                        *recent = sbx_mono_ns() - fs->refused[i].t < OPS_REFUSED_NS;
                        return i;
                }
        return -1;
}

/* Under fs->lock: the errno to tell of ino, once, or 0. */
static int ops__refused_take(fsd *fs, uint64_t ino)
{
        int recent, i = ops__refused_find(fs, ino, &recent);
        if (i < 0)
                return 0;
        fs->refused[i].ino = 0;
        fs->refused[i].t = 0;
        return recent ? fs->refused[i].err : 0;
}

/* Under fs->lock: was a WRITE of ino refused lately, not told yet? */
static int ops__refused_recent(fsd *fs, uint64_t ino)
{
        int recent;
        return ops__refused_find(fs, ino, &recent) >= 0 && recent;
}

static void fs_getattr(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
        fsd *fs = FS(req);
        struct stat st;
        int err = 0;
        if (ino == KC_PROBE_INO) {              /* (5) */
                ops__kc_probe_stat(&st);
                fuse_reply_attr(req, &st, 0);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        if (in && fi)
                err = ops__refused_take(fs, ino);
        if (in)
                fs__stat(fs, in, &st);
        pthread_mutex_unlock(&fs->lock);
        if (!in)
                fuse_reply_err(req, ENOENT);
        else if (err)
                fuse_reply_err(req, err);
        else
                fuse_reply_attr(req, &st, fs->timeout);
}

/* ---- block content ---- */

/* Make b->buf the block's own, writable, at least `need` bytes. */
static void ops__own(fsd *fs, struct fs_block *b, uint32_t need)
{
        if (b->flushing) {                                      /* (1) */
                char *nb = sbx_malloc(b->cap);
                memcpy(nb, b->buf, b->pend ? b->pend->n * FS_PAGE : b->len);
                b->buf = nb;
                b->flushing = 0;
        }
        if (need > b->cap) {
                uint32_t ncap = b->cap ? b->cap : 4096;
                while (ncap < need)
                        ncap *= 2;
                if (ncap > FS_BLOCK_SIZE)
                        ncap = FS_BLOCK_SIZE;
                b->buf = sbx_realloc(b->buf, ncap);
                if (b->dirty)
                        fs->dirty_bytes += ncap - b->cap;
                b->cap = ncap;
        }
        if (!b->dirty) {
                b->dirty = 1;
                fs->dirty_bytes += b->cap;
        }
}

/* Page p of a block with pend, or NULL when it is the chunk's. */
static char *ops__page(struct fs_block *b, uint32_t p)
{
        uint16_t slot = b->pend->slot[p];
        return slot ? b->buf + (size_t)(slot - 1) * FS_PAGE : NULL;
}

/* Page p of a block with pend, writable; a page not kept yet is added
 * (its bytes are the caller's to fill). */
static char *ops__page_own(fsd *fs, struct fs_block *b, uint32_t p)
{
        struct fs_pend *pd = b->pend;
        ops__own(fs, b, (pd->n + !pd->slot[p]) * FS_PAGE);
        if (!pd->slot[p])
                pd->slot[p] = (uint16_t)++pd->n;
        return b->buf + (size_t)(pd->slot[p] - 1) * FS_PAGE;
}

/* Are all pages of [boff, boff+n) of a block with pend kept? */
static int ops__pend_has(struct fs_block *b, uint32_t boff, uint32_t n)
{
        for (uint32_t p = boff / FS_PAGE; p <= (boff + n - 1) / FS_PAGE; p++)
                if (!b->pend->slot[p])
                        return 0;
        return 1;
}

/* Does block k need its stored content loaded before a write of
 * [boff, boff+n) within it?  Not when the write covers it all, nor (3)
 * when its first and last pages are whole or kept already. */
static int ops__needs_load(struct fs_inode *in, uint64_t k, uint32_t boff, uint32_t n)
{
        if (k >= in->nblk)
                return 0;
        struct fs_block *b = &in->blk[k];
        if (!b->has_hash || (b->buf && !b->pend))
                return 0;
        if (boff == 0 && n == FS_BLOCK_SIZE)
                return 0;
        uint32_t end = boff + n;
        int head = boff % FS_PAGE == 0 || (b->pend && b->pend->slot[boff / FS_PAGE]);
        int tail = end % FS_PAGE == 0 || (b->pend && b->pend->slot[end / FS_PAGE]);
        return !(head && tail);
}

/* Lay the kept pages of block b over its stored chunk (data, len:
 * malloc'd, taken) and make that the block's whole buffer (3). */
static void ops__merge(fsd *fs, struct fs_block *b, char *data, size_t len)
{
        uint32_t nlen = len > b->len ? (uint32_t)len : b->len;
        uint32_t cap = 4096;
        while (cap < nlen)
                cap *= 2;
        char *m = sbx_realloc(data, cap);
        memset(m + len, 0, cap - len);                          /* (2) */
        for (uint32_t p = 0; p < FS_BLOCK_PAGES; p++) {
                const char *pg = ops__page(b, p);
                if (pg)
                        memcpy(m + (size_t)p * FS_PAGE, pg, FS_PAGE);
        }
        if (!b->flushing)
                free(b->buf);                   /* else the flusher's (1) */
        if (fs->dirty_bytes >= b->cap)
                fs->dirty_bytes -= b->cap;
        fs->dirty_bytes += cap;                 /* a block with pend is dirty */
        b->buf = m;
        b->cap = cap;
        b->len = nlen;
        b->flushing = 0;
        free(b->pend);
        b->pend = NULL;
}

/* ---- the kernel's pages of a block (5) ---- */
#define KC_OUT_MAX 32           /* retrieves unanswered: each may take 1 MiB */

struct kc_ask {
        uint64_t ino, blk, seq;
        uint32_t epoch;
        uint8_t  hash[FS_HASH_LEN];
};

/* Under lock: sbxfs changed ino's data where the kernel's pages may not
 * follow at once (5).  Kept per slot of inos, so a note is never lost
 * to others (a flood of refused WRITEs): a file that shares its slot
 * only waits longer. */
static void ops__kc_note(fsd *fs, uint64_t ino)
{
        fs->kc_slot[ino % FS_KC_SLOTS].seq = ++fs->kc_seq;
        fs->kc_slot[ino % FS_KC_SLOTS].t = sbx_mono_ns();
}

static int ops__refused_recent(fsd *fs, uint64_t ino);

/* Under lock: may ino's pages be taken from the kernel (5)?  Not when
 * it was noted since the ask numbered since, or in the last second, or
 * a WRITE of it was refused lately, or writes are refused at all. */
static int ops__kc_quiet(fsd *fs, uint64_t ino, uint64_t since)
{
        if (fs->budget_said || fs->store_err || ops__refused_recent(fs, ino))
                return 0;
        uint64_t k = ino % FS_KC_SLOTS;
        return fs->kc_slot[k].seq <= since && sbx_mono_ns() - fs->kc_slot[k].t > 1000000000LL;
}

/* Under lock: block k of in has its first kept page (3); ask the kernel
 * for its other pages once the request is answered (ops__kc_ask). */
static void ops__kc_want(fsd *fs, struct fs_inode *in, uint64_t k)
{
        if (__atomic_load_n(&fs->kc_merge, __ATOMIC_RELAXED) && fs->kc_out + fs->kc_want.n / 2 < KC_OUT_MAX) {
                fs__u64push(&fs->kc_want, in->ino);
                fs__u64push(&fs->kc_want, k);
        }
}

/* No lock: ask for the blocks wanted.  The answers come as requests
 * (fs_retrieve_reply), after those the kernel queued before. */
static void ops__kc_ask(fsd *fs)
{
        for (;;) {
                pthread_mutex_lock(&fs->lock);
                struct kc_ask *a = NULL;
                size_t len = 0;
                while (!a && fs->kc_want.n >= 2) {
                        uint64_t k = fs->kc_want.v[--fs->kc_want.n];
                        uint64_t ino = fs->kc_want.v[--fs->kc_want.n];
                        struct fs_inode *in = fs__iget(fs, ino);
                        uint64_t at = k * FS_BLOCK_SIZE;
                        if (!in || k >= in->nblk || !in->blk[k].pend || !in->blk[k].has_hash ||
                            in->size <= at || !ops__kc_quiet(fs, ino, fs->kc_seq))
                                continue;
                        a = sbx_malloc(sizeof *a);
                        a->ino = ino;
                        a->blk = k;
                        a->seq = fs->kc_seq;
                        a->epoch = in->blk[k].epoch;
                        memcpy(a->hash, in->blk[k].hash, FS_HASH_LEN);
                        len = in->size - at < FS_BLOCK_SIZE ? (size_t)(in->size - at) : FS_BLOCK_SIZE;
                        fs->kc_out++;
                }
                pthread_mutex_unlock(&fs->lock);
                if (!a)
                        return;
                if (fuse_lowlevel_notify_retrieve(fs->se, a->ino, len, (off_t)(a->blk * FS_BLOCK_SIZE),
                                                  a) < 0) {
                        pthread_mutex_lock(&fs->lock);
                        fs->kc_out--;
                        pthread_mutex_unlock(&fs->lock);
                        free(a);
                }
        }
}

/* The probe.  A kernel before "fuse: limit FUSE_NOTIFY_RETRIEVE to
 * uptodate folios" (Linux 7.1, May 2026, and the stable kernels after
 * it) hands back pages it has made room for but not filled yet (a READ
 * or a write() into them under way, a READ that failed): bytes that are
 * not the file's, and on a kernel that does not zero new pages
 * (init_on_alloc) another's memory.  No request tells sbxfs of such a
 * page, so kernel_merge waits for the kernel to show it skips them: a
 * child of sbxfs opens a name in the root that only it is answered
 * (KC_PROBE_INO, mode 0400, 4 KiB), reads it, and the loop holds that
 * READ, whose page the kernel has made and not filled, while it asks
 * for the page.  An answer of no bytes: pages not filled are skipped.
 * Then the READ gets zeros, which fill the page, and the loop asks once
 * more: the whole page now, or the probe cannot tell (kernel_merge stays
 * off).  Then the name is dropped. */
static char kc_probe_ask, kc_probe_ask2;
static size_t kc_probe_n1;                     /* the first answer's bytes (loop) */

static void ops__kc_probe_stat(struct stat *st)
{
        memset(st, 0, sizeof *st);
        st->st_ino = KC_PROBE_INO;
        st->st_mode = S_IFREG | 0400;
        st->st_nlink = 1;
        st->st_uid = geteuid();
        st->st_gid = getegid();
        st->st_size = FS_PAGE;
        st->st_blksize = FS_PAGE;
}

/* fs_lookup: the probe's own name, asked by the probing thread? */
static int ops__kc_probe_lookup(fsd *fs, fuse_req_t req, fuse_ino_t parent, const char *name)
{
        int tid = __atomic_load_n(&fs->kc_probe_tid, __ATOMIC_ACQUIRE);
        if (parent != FUSE_ROOT_ID || !tid || fuse_req_ctx(req)->pid != (pid_t)tid ||
            strcmp(name, fs->kc_probe_name))
                return 0;
        struct fuse_entry_param e;
        memset(&e, 0, sizeof e);
        e.ino = KC_PROBE_INO;
        e.generation = 1;
        ops__kc_probe_stat(&e.attr);    /* no timeouts: asked again each time */
        fuse_reply_entry(req, &e);
        return 1;
}

static void ops__kc_probe_zeros(fuse_req_t req, size_t size)
{
        static const char zeros[FS_PAGE];
        fuse_reply_buf(req, zeros, size < FS_PAGE ? size : FS_PAGE);
}

/* fs_read of KC_PROBE_INO, in the loop: hold it and ask for its page. */
static void ops__kc_probe_read(fsd *fs, fuse_req_t req, size_t size, off_t off)
{
        if (off != 0 || fs->kc_probe_req) {
                ops__kc_probe_zeros(req, off ? 0 : size);
                return;
        }
        fs->kc_probe_req = req;
        fs->kc_probe_size = size;
        if (fuse_lowlevel_notify_retrieve(fs->se, KC_PROBE_INO, FS_PAGE, 0, &kc_probe_ask) < 0) {
                fs->kc_probe_req = NULL;
                ops__kc_probe_zeros(req, size);
        }
}

/* An answer to the probe's asks, in the loop: with the READ held, then
 * after it.  kc_probe: 1 skipped and then handed back, 0 handed back
 * while not filled, 2 neither (cannot tell). */
static void ops__kc_probe_answer(fsd *fs, fuse_req_t req, void *cookie, size_t n)
{
        fuse_reply_none(req);
        if (cookie == &kc_probe_ask2) {
                if (getenv("SBXFS_TEST_KC_UNFILLED"))   /* tests: as a kernel before the fix */
                        kc_probe_n1 = FS_PAGE;
                int found = kc_probe_n1 == 0 && n == FS_PAGE ? 1 : kc_probe_n1 ? 0 : 2;
                __atomic_store_n(&fs->kc_probe, found, __ATOMIC_RELEASE);
                return;
        }
        kc_probe_n1 = n;
        if (!fs->kc_probe_req) {
                __atomic_store_n(&fs->kc_probe, 2, __ATOMIC_RELEASE);
                return;
        }
        ops__kc_probe_zeros(fs->kc_probe_req, fs->kc_probe_size);      /* the page is filled */
        fs->kc_probe_req = NULL;
        if (fuse_lowlevel_notify_retrieve(fs->se, KC_PROBE_INO, FS_PAGE, 0, &kc_probe_ask2) < 0)
                __atomic_store_n(&fs->kc_probe, 2, __ATOMIC_RELEASE);
}

/* The probe's reader: a child process, not a thread of sbxfs.  Its
 * close sends FLUSH, which the loop must answer: a thread of the daemon
 * waiting on the daemon's own mount deadlocked under valgrind, whose
 * close holds the lock every thread of the process needs to run (the
 * loop's among them; tests/fs/valgrind.t hung in CI).  go: a byte to
 * open and read, one to close; done: its outcome ('k', or 'o' or 'r' for
 * a failed open or read), after the read. */
static void ops__kc_probe_child(const char *path, int go, int done)
{
        char c;
        if (read(go, &c, 1) != 1)
                _exit(1);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        char buf[FS_PAGE];
        ssize_t got = fd < 0 ? -1 : read(fd, buf, sizeof buf);
        c = fd < 0 ? 'o' : got < 0 ? 'r' : 'k';
        if (write(done, &c, 1) != 1 || read(go, &c, 1) != 1) {
                /* the parent is gone: close and leave */
        }
        if (fd >= 0)
                close(fd);
        _exit(0);
}

/* Wait up to ms for a byte on fd: it, or 0. */
static char ops__kc_probe_wait(int fd, int ms)
{
        struct pollfd p = { .fd = fd, .events = POLLIN };
        char c = 0;
        if (poll(&p, 1, ms) == 1 && read(fd, &c, 1) != 1)
                c = 0;
        return c;
}

static void *ops__kc_probe_main(void *arg)
{
        fsd *fs = arg;
        uint8_t r[12];
        int go[2] = { -1, -1 }, done[2] = { -1, -1 };
        if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r || pipe2(go, O_CLOEXEC) < 0 ||
            pipe2(done, O_CLOEXEC) < 0) {
                sbx_log("kernel_merge: off: the probe cannot start (%s)", strerror(errno));
                goto out;
        }
        int n = snprintf(fs->kc_probe_name, sizeof fs->kc_probe_name, ".sbxfs-probe-");
        for (size_t i = 0; i < sizeof r; i++)
                n += snprintf(fs->kc_probe_name + n, sizeof fs->kc_probe_name - (size_t)n, "%02x", r[i]);
        char *path = sbx_asprintf("%s/%s", fs->mnt, fs->kc_probe_name);
        pid_t pid = fork();
        if (pid == 0)
                ops__kc_probe_child(path, go[0], done[1]);
        free(path);
        if (pid < 0) {
                sbx_log("kernel_merge: off: the probe cannot start (fork: %s)", strerror(errno));
                goto out;
        }
        __atomic_store_n(&fs->kc_probe_tid, (int)pid, __ATOMIC_RELEASE);
        char c = write(go[1], "g", 1) == 1 ? ops__kc_probe_wait(done[0], 10000) : 0;
        /* the second answer comes once the READ was answered: the file
         * stays open (its page in the kernel) until then */
        for (int i = 0; c == 'k' && i < 2000 && __atomic_load_n(&fs->kc_probe, __ATOMIC_ACQUIRE) < 0; i++)
                usleep(1000);
        if (write(go[1], "c", 1) != 1 || !c)
                kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        __atomic_store_n(&fs->kc_probe_tid, 0, __ATOMIC_RELEASE);
        fuse_lowlevel_notify_inval_entry(fs->se, FUSE_ROOT_ID, fs->kc_probe_name,
                                         strlen(fs->kc_probe_name));
        int found = __atomic_load_n(&fs->kc_probe, __ATOMIC_ACQUIRE);
        if (found == 1) {
                __atomic_store_n(&fs->kc_merge, 1, __ATOMIC_RELEASE);
                sbx_log("kernel_merge: on (this kernel's NOTIFY_RETRIEVE skips pages not filled yet)");
        } else if (found == 0)
                sbx_log("kernel_merge: off: this kernel's NOTIFY_RETRIEVE hands back pages it has "
                        "not filled yet (it lacks \"fuse: limit FUSE_NOTIFY_RETRIEVE to uptodate "
                        "folios\"); blocks are merged with their stored chunks");
        else if (found == 2)
                sbx_log("kernel_merge: off: the probe of the kernel's NOTIFY_RETRIEVE could not "
                        "tell (%zu bytes of a page not filled, then none of it filled)", kc_probe_n1);
        else
                sbx_log("kernel_merge: off: the probe of the kernel's NOTIFY_RETRIEVE did not "
                        "answer (%s)", c == 'o' ? "its open failed" : c == 'r' ? "its read failed"
                                                 : "its reader did not answer in 10 s");
out:
        for (int i = 0; i < 2; i++) {
                if (go[i] >= 0)
                        close(go[i]);
                if (done[i] >= 0)
                        close(done[i]);
        }
        return NULL;
}

static pthread_t kc_probe_th;
static int kc_probe_up;

int fs__kc_probe_start(fsd *fs)
{
        fs->kc_probe = -1;
        int rc = pthread_create(&kc_probe_th, NULL, ops__kc_probe_main, fs);
        if (rc)
                return -rc;
        kc_probe_up = 1;
        return 0;
}

void fs__kc_probe_join(void)
{
        if (kc_probe_up)
                pthread_join(kc_probe_th, NULL);
        kc_probe_up = 0;
}

/* The kernel's pages of a block asked for by ops__kc_ask, in the loop
 * thread: the block, still kept pages over the same chunk and nothing
 * noted of its file since (5), becomes whole from them when they cover
 * every page not kept, and dirty_max has room for it. */
static void fs_retrieve_reply(fuse_req_t req, void *cookie, fuse_ino_t ino, off_t off,
                              struct fuse_bufvec *bufv)
{
        fsd *fs = FS(req);
        if (cookie == &kc_probe_ask || cookie == &kc_probe_ask2) {
                ops__kc_probe_answer(fs, req, cookie, fuse_buf_size(bufv));
                return;
        }
        struct kc_ask *a = cookie;
        size_t n = ino == a->ino && off == (off_t)(a->blk * FS_BLOCK_SIZE) ? fuse_buf_size(bufv) : 0;
        char *data = NULL;
        if (n > FS_BLOCK_SIZE)
                n = FS_BLOCK_SIZE;
        if (n) {
                data = sbx_malloc(FS_BLOCK_SIZE);
                struct fuse_bufvec to = FUSE_BUFVEC_INIT(n);
                to.buf[0].mem = data;
                ssize_t got = fuse_buf_copy(&to, bufv, 0);
                n = got > 0 ? (size_t)got : 0;
        }
        pthread_mutex_lock(&fs->lock);
        fs->kc_out--;
        struct fs_inode *in = fs__iget(fs, a->ino);
        struct fs_block *b = in && a->blk < in->nblk ? &in->blk[a->blk] : NULL;
        uint64_t at = a->blk * FS_BLOCK_SIZE;
        int ok = b && b->pend && !b->flushing && b->has_hash && b->epoch == a->epoch &&
                 !memcmp(b->hash, a->hash, FS_HASH_LEN) && in->size > at &&
                 fs->dirty_bytes + FS_BLOCK_SIZE <= fs->dirty_max && ops__kc_quiet(fs, a->ino, a->seq);
        if (ok) {
                /* the file's bytes in this block: the kernel's must reach
                 * the last page not kept */
                uint32_t want = in->size - at < FS_BLOCK_SIZE ? (uint32_t)(in->size - at) : FS_BLOCK_SIZE;
                uint32_t need = want;
                while (need && b->pend->slot[(need - 1) / FS_PAGE])
                        need = (need - 1) / FS_PAGE * FS_PAGE;
                ok = n >= need;
                if (ok) {
                        int was = fs__blk_present(b);   /* it has a hash: no change */
                        ops__merge(fs, b, data, n < want ? n : want);
                        data = NULL;
                        fs__blk_recount(in, b, was);
                }
        }
        pthread_mutex_unlock(&fs->lock);
        __atomic_add_fetch(ok ? &fs->merge_kernel : &fs->merge_miss, 1, __ATOMIC_RELAXED);
        free(data);
        free(a);
        fuse_reply_none(req);
}

#define OPS_LOAD_AHEAD 2
static void ops__prefetch_at(const uint8_t *hash, int first);

/* Load block k's stored content into its buffer.  Drops fs->lock while
 * reading the store; the caller re-checks what it relied on.  One load
 * per block at a time: writeback sends a block's pages in a burst, and
 * each went to a worker that loaded (read, decompressed, verified) the
 * same chunk again; now they wait for the first. */
static int ops__load(fsd *fs, struct fs_inode *in, uint64_t k)
{
        if (in->blk[k].loading) {
                while (k < in->nblk && in->blk[k].loading)
                        pthread_cond_wait(&fs->loaded, &fs->lock);
                return 0;
        }
        uint8_t h[FS_HASH_LEN];
        memcpy(h, in->blk[k].hash, FS_HASH_LEN);
        in->blk[k].loading = 1;
        /* Writeback sends a file's pages in order: the next blocks
         * written will want loading too.  Bring them into the chunk
         * cache now, in other workers, while this one loads. */
        uint8_t ahead[OPS_LOAD_AHEAD][FS_HASH_LEN];
        int na = 0;
        for (uint64_t a = k + 1; a < in->nblk && a <= k + OPS_LOAD_AHEAD; a++) {
                struct fs_block *nb = &in->blk[a];
                if (!nb->buf && nb->has_hash && !nb->loading)
                        memcpy(ahead[na++], nb->hash, FS_HASH_LEN);
        }
        pthread_mutex_unlock(&fs->lock);
        for (int i = na - 1; i >= 0; i--)
                ops__prefetch_at(ahead[i], 1);
        void *data;
        size_t len;
        int rc = ops__chunk(fs, h, NULL, 0, 0, &data, &len);
        pthread_mutex_lock(&fs->lock);
        if (k < in->nblk)
                in->blk[k].loading = 0;
        pthread_cond_broadcast(&fs->loaded);
        if (rc < 0)
                return rc;
        if (k < in->nblk) {
                struct fs_block *b = &in->blk[k];
                int was = fs__blk_present(b);   /* it has a hash: no change */
                if (b->pend && b->has_hash && !memcmp(b->hash, h, FS_HASH_LEN)) {
                        ops__merge(fs, b, data, len);
                        fs__blk_recount(in, b, was);
                        return 0;
                }
                if (!b->buf && b->has_hash && !memcmp(b->hash, h, FS_HASH_LEN)) {
                        uint32_t cap = 4096;
                        while (cap < len)
                                cap *= 2;
                        b->buf = sbx_realloc(data, cap);
                        b->cap = cap;
                        b->len = (uint32_t)len;
                        fs__blk_recount(in, b, was);
                        return 0;
                }
        }
        free(data);
        return 0;
}

/* A block loaded for a change that did not come (a truncate that cut
** nothing, a write that failed) goes back to its chunk: nothing frees a
** clean buffer later, and each held up to 1 MiB for as long as the
** kernel kept the inode (400 files truncated by a byte: +290 MiB). */
static void ops__drop_clean(struct fs_inode *in, uint64_t k)
{
        if (k >= in->nblk)
                return;
        struct fs_block *b = &in->blk[k];
        if (b->buf && !b->dirty && !b->flushing && !b->pend && b->has_hash) {
                int was = fs__blk_present(b);   /* it has a hash: no change */
                free(b->buf);
                b->buf = NULL;
                b->cap = b->len = 0;
                fs__blk_recount(in, b, was);
        }
}

/* Does block k need loading before a change of part of it that is not
 * a write of whole pages (a cut, zeros)? */
static int ops__part_loads(struct fs_inode *in, uint64_t k)
{
        return k < in->nblk && (in->blk[k].pend || ops__needs_load(in, k, 0, 1));
}

/* Bring block k whole into its buffer (its chunk and its kept pages
 * merged) for such a change.  Drops fs->lock while loading. */
static int ops__load_whole(fsd *fs, struct fs_inode *in, uint64_t k)
{
        for (int tries = 0; ops__part_loads(in, k); tries++) {
                if (tries == 8)
                        return -EIO;    /* never change pages without their block */
                int rc = ops__load(fs, in, k);
                if (rc < 0)
                        return rc;
        }
        return 0;
}

/* ---- the disk's reserve ([fs] reserve_free) ---- */

/* sbxfs runs as root, so ext4's root-reserved blocks do not keep a
 * sandbox with no byte quota from filling the disk that holds the store
 * and the state dir (the host's and every other sandbox's).  What a
 * request will take there is counted against the free space less the
 * reserve: a write the chunks of the blocks it touches (to the block's
 * end or the file's: a flush stores each whole, however little of it
 * changed), a name OPS_NAME_DISK, an xattr its name and value, a
 * symlink its target, a sparse growth its block table's rows.  The free
 * space (f_bavail, of the least free of the two disks, less the dirty
 * data not stored yet) is read at most every OPS_DISK_NS, and again
 * before a refusal once OPS_DISK_RETRY_NS old; in between what requests
 * take here is added up.  So the slack is what others (the host, other
 * sandboxes) write within 100 ms, and what meta.db and index.db grow by
 * beyond those counts; the flusher never waits on it, so what was
 * accepted is always stored.
 *
 * The disks are read by a thread of their own (ops__disk_watch), asked
 * when a reading is wanted, never under fs->lock nor in the loop (which
 * waits for one at most OPS_DISK_WAIT_NS, or a statfs OPS_DISK_STATFS_NS): a
 * statvfs of a store on a hung NFS server blocks until it answers, and
 * under the lock (every 100 ms) or in the loop (each statfs) it stalled
 * every request of the sandbox, reads of cached files too.  A request
 * uses the last reading and asks for a new one; a refusal, and a
 * request after a second with none, wait up to OPS_DISK_WAIT_NS for it
 * (under the lock); statfs asks for a new one each time and waits up
 * to OPS_DISK_STATFS_NS for it (the last reading after that). */
#define OPS_NAME_DISK     1024                  /* meta.db row, WAL, index */
#define OPS_ROW_DISK      32                    /* a block table row */
#define OPS_DISK_NS       (100 * 1000000LL)
#define OPS_DISK_RETRY_NS (5 * 1000000LL)
#define OPS_DISK_WAIT_NS  (20 * 1000000LL)
#define OPS_DISK_STATFS_NS (100 * 1000000LL)

static struct {
        pthread_mutex_t m;
        pthread_cond_t  ask, done;      /* done: CLOCK_MONOTONIC */
        int             want, stop, running;
        pthread_t       th;
        uint64_t        seq;            /* readings made */
        int64_t         busy;           /* when the reading under way began; 0: none */
        int64_t         t;              /* the last one's sbx_mono_ns; 0: none */
        uint64_t        avail;          /* free bytes then (ops__disk_read) */
        uint64_t        size;           /* and the smaller disk's size (UINT64_MAX: none) */
        struct statvfs  sv;             /* the store's disk then */
        int             sv_ok;
} dw = { .m = PTHREAD_MUTEX_INITIALIZER, .ask = PTHREAD_COND_INITIALIZER };

/* Read both disks, the store's and meta.db's, in one statvfs each, and
 * publish it: the free bytes a writer that is not root may take on the
 * least free of them (UINT64_MAX when neither answers), the smaller
 * one's size (UINT64_MAX: none), and the store's statvfs for statfs. */
static void ops__disk_read(const fsd *fs)
{
        const char *path[] = { fs->store_path, fs->meta_path };
        struct statvfs sv[2];
        int ok[2];
        uint64_t avail = UINT64_MAX, size = UINT64_MAX;
        for (size_t i = 0; i < 2; i++) {
                if (!(ok[i] = path[i] && statvfs(path[i], &sv[i]) == 0))
                        continue;
                if ((uint64_t)sv[i].f_bavail * sv[i].f_frsize < avail)
                        avail = (uint64_t)sv[i].f_bavail * sv[i].f_frsize;
                if ((uint64_t)sv[i].f_blocks * sv[i].f_frsize < size)
                        size = (uint64_t)sv[i].f_blocks * sv[i].f_frsize;
        }
        pthread_mutex_lock(&dw.m);
        dw.avail = avail;
        dw.size = size;
        if ((dw.sv_ok = ok[0]))
                dw.sv = sv[0];
        dw.t = sbx_mono_ns();
        dw.seq++;
        pthread_cond_broadcast(&dw.done);
        pthread_mutex_unlock(&dw.m);
}

static void *ops__disk_watch(void *arg)
{
        const fsd *fs = arg;
        pthread_mutex_lock(&dw.m);
        while (!dw.stop) {
                if (!dw.want) {
                        pthread_cond_wait(&dw.ask, &dw.m);
                        continue;
                }
                dw.want = 0;
                dw.busy = sbx_mono_ns();
                pthread_mutex_unlock(&dw.m);
                ops__disk_read(fs);
                pthread_mutex_lock(&dw.m);
                dw.busy = 0;
        }
        pthread_mutex_unlock(&dw.m);
        return NULL;
}

/* The last reading (its time *t), asking for a new one when it is
 * older than max_age, and waiting up to wait_ns for that one when it
 * is older than wait_age as well. */
static uint64_t ops__disk_last(int64_t max_age, int64_t wait_age, int64_t wait_ns, int64_t *t,
                               struct statvfs *sv, int *sv_ok, uint64_t *size)
{
        pthread_mutex_lock(&dw.m);
        int64_t now = sbx_mono_ns();
        if (dw.running && now - dw.t >= max_age) {
                if (now - dw.t < wait_age || (dw.busy && now - dw.busy > wait_ns))
                        wait_ns = 0;    /* not that old, or a disk that hangs */
                dw.want = 1;
                pthread_cond_signal(&dw.ask);
                struct timespec until;
                clock_gettime(CLOCK_MONOTONIC, &until);
                until.tv_sec += (until.tv_nsec + wait_ns) / 1000000000LL;
                until.tv_nsec = (until.tv_nsec + wait_ns) % 1000000000LL;
                for (uint64_t seq = dw.seq; wait_ns > 0 && dw.seq == seq;)
                        if (pthread_cond_timedwait(&dw.done, &dw.m, &until) == ETIMEDOUT)
                                break;
        }
        uint64_t avail = dw.avail;
        *t = dw.t;
        if (sv)
                *sv = dw.sv;
        if (sv_ok)
                *sv_ok = dw.sv_ok;
        if (size)
                *size = dw.size;
        pthread_mutex_unlock(&dw.m);
        return avail;
}

/* A reserve given as a percentage: of the smaller disk's size at each
 * reading (under fs->lock), so that a disk grown or shrunk online moves
 * it; a size unknown (statvfs failed) keeps the last. */
static void ops__reserve_at(fsd *fs, uint64_t size)
{
        if (fs->reserve_pct && size != UINT64_MAX)
                fs->reserve = size / 10000 * fs->reserve_pct + size % 10000 * fs->reserve_pct / 10000;
}

static int ops__disk_start(fsd *fs)
{
        pthread_condattr_t ca;
        pthread_condattr_init(&ca);
        pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
        pthread_cond_init(&dw.done, &ca);
        pthread_condattr_destroy(&ca);
        ops__disk_read(fs);             /* the first reading, before any request */
        if (fs->reserve_pct) {          /* "5%" of the smaller disk's size (store, meta.db) */
                if (dw.size == UINT64_MAX)
                        sbx_log("store %s: its disk's size unknown (statvfs failed): reserve_free "
                                "(a percentage) not kept until it reads", fs->store_path);
                ops__reserve_at(fs, dw.size);
        }
        int rc = pthread_create(&dw.th, NULL, ops__disk_watch, fs);
        dw.running = rc == 0;
        return -rc;
}

static void ops__disk_stop(void)
{
        if (!dw.running)
                return;
        pthread_mutex_lock(&dw.m);
        dw.stop = 1;
        pthread_cond_signal(&dw.ask);
        pthread_mutex_unlock(&dw.m);
        pthread_join(dw.th, NULL);
        dw.running = 0;
}

static int ops__disk_short(const fsd *fs, uint64_t n)
{
        return fs->disk_free < fs->reserve ||
               fs->disk_free - fs->reserve < fs->disk_taken + n;
}

/* May a request take n bytes of the disk?  0 (counted) or -ENOSPC. */
static int ops__disk_room(fsd *fs, uint64_t n)
{
        if (!fs->reserve && !fs->reserve_pct)
                return 0;
        for (int again = 0; again < 2; again++) {
                int64_t t;
                uint64_t size;
                /* a reading 10 times too old (the sandbox was idle) is
                 * waited for; a refusal waits for one OPS_DISK_RETRY_NS old */
                uint64_t avail = again ? ops__disk_last(OPS_DISK_RETRY_NS, OPS_DISK_RETRY_NS,
                                                        OPS_DISK_WAIT_NS, &t, NULL, NULL, &size)
                                       : ops__disk_last(OPS_DISK_NS, 10 * OPS_DISK_NS,
                                                        OPS_DISK_WAIT_NS, &t, NULL, NULL, &size);
                if (t != fs->disk_t) {          /* a new reading: counted from it */
                        ops__reserve_at(fs, size);
                        fs->disk_free = avail > fs->dirty_bytes ? avail - fs->dirty_bytes : 0;
                        fs->disk_taken = 0;
                        fs->disk_t = t;
                }
                if (!ops__disk_short(fs, n))
                        break;
                if (again)
                        return -ENOSPC;
        }
        fs->disk_taken += n;
        return 0;
}

/* A request refused after ops__disk_room counted n for it at the
 * reading of time t: n is given back, unless a new reading came since
 * (it starts the count again).  Returns rc. */
static int ops__disk_back(fsd *fs, uint64_t n, int64_t t, int rc)
{
        if (fs->reserve && fs->disk_t == t)
                fs->disk_taken -= n < fs->disk_taken ? n : fs->disk_taken;
        return rc;
}

/* Say a refusal at the store budget in FS_BUDGET_FILE beside meta.db,
 * for sbxctl (status shows it; reap --loop runs gc once the packs are
 * gc_min_age old, its mtime the refusal's): a line, written whole
 * (once a refusal: its sync under the lock is rare). */
static void ops__budget_mark(fsd *fs, uint64_t put)
{
        if (!fs->budget_path)
                return;
        char when[32];
        time_t now = time(NULL);
        struct tm tm;
        strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", gmtime_r(&now, &tm));
        sbx_autofree char *text = sbx_asprintf("writes refused since %s: %llu bytes stored since "
                                               "the last gc ([fs] store_budget %llu); gc gives "
                                               "room back\n", when, (unsigned long long)put,
                                               (unsigned long long)fs->store_budget);
        int rc = sbx_write_file_atomic(fs->budget_path, text, strlen(text));
        if (rc < 0)
                sbx_log("store budget: %s: %s", fs->budget_path, strerror(-rc));
}

/* Has this sbxfs stored more than store_budget since the last gc? */
static int ops__budget_over(fsd *fs)
{
        return fs->store_budget && fs_store_put_since_gc(fs->st) > fs->store_budget;
}

/* May the tree store more data?  -EDQUOT while this sbxfs has stored
 * more than store_budget since the last gc ended (fs/store.c (15)):
 * new data and rewrites alike, so that a rewrite loop, whose replaced
 * chunks wait for gc, cannot fill the disk for every sandbox on it.
 * Asked by what stores a block anew: a write, a truncate that cuts a
 * block, a zeroed range with a block's part in it.  Each refusal asks
 * the flusher to close the pack it appends to (gc leaves an open one);
 * the first is logged and written to FS_BUDGET_FILE, and the end of it
 * (a gc) logged too. */
static int ops__budget_room(fsd *fs)
{
        int over = ops__budget_over(fs);
        if (over) {
                fs_store_roll(fs->st);
                if (!fs->budget_said) {         /* closed at once, for a gc at once */
                        uint64_t put = fs_store_put_since_gc(fs->st);
                        fs->sweep_now = 1;
                        pthread_cond_signal(&fs->wake);
                        sbx_log("store budget: this workspace stored %llu bytes since the last gc "
                                "([fs] store_budget %llu): writes fail with EDQUOT until a gc ends",
                                (unsigned long long)put, (unsigned long long)fs->store_budget);
                        ops__budget_mark(fs, put);
                }
        } else if (fs->budget_said) {
                sbx_log("store budget: a gc ended: writes are taken again");
                if (fs->budget_path)
                        unlink(fs->budget_path);
        }
        fs->budget_said = over;
        return over ? -EDQUOT : 0;
}

/* Set a regular file's size, cutting or extending (holes). */
static int ops__truncate(fsd *fs, struct fs_inode *in, uint64_t size)
{
        ops__kc_note(fs, in->ino);               /* (5) */
        if (size > in->size && fs->max_file_size && size > fs->max_file_size)
                return -EFBIG;
        if (size > in->size && fs->quota_bytes &&
            fs__used(fs) + (size - in->size) > fs->quota_bytes)
                return -EDQUOT;
        if (size > in->size &&
            ops__disk_room(fs, ((size - in->size) / FS_BLOCK_SIZE + 1) * OPS_ROW_DISK) < 0)
                return -ENOSPC;
        uint64_t k = size / FS_BLOCK_SIZE;
        uint32_t boff = (uint32_t)(size % FS_BLOCK_SIZE);
        if (size < in->size && boff && k < in->nblk && ops__budget_room(fs) < 0)
                return -EDQUOT;         /* the cut block is stored again */
        if (size < in->size && boff) {
                int rc = ops__load_whole(fs, in, k);
                if (rc < 0)
                        return rc;
        }
        if (size < in->size) {
                fs__resize_blocks(fs, in, (size + FS_BLOCK_SIZE - 1) / FS_BLOCK_SIZE);
                if (boff && k < in->nblk) {
                        struct fs_block *b = &in->blk[k];
                        if (b->buf && b->len > boff) {
                                ops__own(fs, b, 0);     /* it has a buf: no recount */
                                b->len = boff;
                                b->epoch = ++fs->epochs;
                        }
                        ops__drop_clean(in, k);
                }
        }
        fs->used_bytes += size - in->size;      /* quota; wraps correctly both ways */
        in->size = size;
        fs__mark_data(fs, in);
        return 0;
}

/* Write [boff, boff+cnt) of block b, whose buf is all of it. */
static void ops__write_buf(fsd *fs, struct fs_block *b, const char *src, uint32_t boff,
                           uint32_t cnt)
{
        ops__own(fs, b, boff + cnt);
        if (boff > b->len)
                memset(b->buf + b->len, 0, boff - b->len);     /* (2) */
        memcpy(b->buf + boff, src, cnt);
        if (boff + cnt > b->len)
                b->len = boff + cnt;
}

/* Write [boff, boff+cnt) of a stored block as kept pages (3): whole
 * pages, or parts of pages kept already (ops__needs_load). */
static void ops__write_pages(fsd *fs, struct fs_block *b, const char *src, uint32_t boff,
                             uint32_t cnt)
{
        if (!b->pend)
                b->pend = sbx_calloc(1, sizeof *b->pend);
        for (uint32_t o = boff; o < boff + cnt;) {
                uint32_t po = o % FS_PAGE, c = FS_PAGE - po;
                if (c > boff + cnt - o)
                        c = boff + cnt - o;
                memcpy(ops__page_own(fs, b, o / FS_PAGE) + po, src + (o - boff), c);
                o += c;
        }
        uint32_t end = (boff + cnt + FS_PAGE - 1) / FS_PAGE * FS_PAGE;
        if (end > b->len)
                b->len = end;
}

/* May a regular file grow to end bytes?  0, -EFBIG (max_file_size) or
 * -EDQUOT (the quota counts xattrs and symlink targets too). */
static int ops__may_grow(fsd *fs, struct fs_inode *in, uint64_t end)
{
        if (end > in->size && fs->max_file_size && end > fs->max_file_size)
                return -EFBIG;
        if (end > in->size && fs->quota_bytes &&
            fs__used(fs) + (end - in->size) > fs->quota_bytes)
                return -EDQUOT;
        return 0;
}

/* A write or copy reached end: the file is at least that long. */
static void ops__grow(fsd *fs, struct fs_inode *in, uint64_t end)
{
        if (end > in->size) {
                fs->used_bytes += end - in->size;       /* quota: see ops__unlink_entry */
                in->size = end;
        }
}

static int ops__write(fsd *fs, struct fs_inode *in, const char *buf, size_t n, uint64_t off)
{
        uint64_t end = off + n;
        int grow = ops__may_grow(fs, in, end);
        if (grow < 0)
                return grow;
        int budget = ops__budget_room(fs);
        if (budget < 0)
                return budget;
        uint64_t k0 = off / FS_BLOCK_SIZE, k1 = (end - 1) / FS_BLOCK_SIZE;
        uint64_t top = in->size > end ? in->size : end, stop = (k1 + 1) * FS_BLOCK_SIZE;
        uint64_t charged = (top < stop ? top : stop) - k0 * FS_BLOCK_SIZE;
        if (ops__disk_room(fs, charged) < 0)
                return -ENOSPC;         /* the chunks a flush stores of these blocks */
        int64_t charged_t = fs->disk_t;
        int room = fs__wait_room(fs);
        if (room < 0)
                return ops__disk_back(fs, charged, charged_t, room);
        /* Load the partially written first and last blocks first. */
        for (int tries = 0;; tries++) {
                uint32_t b0 = (uint32_t)(off % FS_BLOCK_SIZE);
                uint32_t n0 = k0 == k1 ? (uint32_t)n : FS_BLOCK_SIZE - b0;
                uint32_t n1 = (uint32_t)((end - 1) % FS_BLOCK_SIZE) + 1;
                int rc = 0;
                uint64_t k = ops__needs_load(in, k0, b0, n0) ? k0 :
                             k1 != k0 && ops__needs_load(in, k1, 0, n1) ? k1 : UINT64_MAX;
                if (k == UINT64_MAX)
                        break;
                if (tries == 8)         /* never write over a block not loaded */
                        return ops__disk_back(fs, charged, charged_t, -EIO);
                if ((rc = ops__load(fs, in, k)) < 0)
                        return ops__disk_back(fs, charged, charged_t, rc);
        }
        /* Waiting for room and loading dropped the lock: other writers
         * may have grown files meanwhile, and each had passed the quota
         * against the same total (six writers of 2 MiB stored 11 MiB in
         * an 8 MiB quota).  Asked again, under the lock held from here
         * to the end. */
        if ((grow = ops__may_grow(fs, in, end)) < 0) {
                ops__drop_clean(in, k0);
                if (k1 != k0)
                        ops__drop_clean(in, k1);
                return ops__disk_back(fs, charged, charged_t, grow);
        }
        if (k1 + 1 > in->nblk) {
                int rc = fs__grow_blocks(fs, in, k1 + 1);
                if (rc < 0) {
                        ops__drop_clean(in, k0);
                        return ops__disk_back(fs, charged, charged_t, rc);
                }
        }
        size_t done = 0;
        for (uint64_t k = k0; k <= k1; k++) {
                struct fs_block *b = &in->blk[k];
                uint32_t boff = k == k0 ? (uint32_t)(off % FS_BLOCK_SIZE) : 0;
                uint32_t cnt = FS_BLOCK_SIZE - boff;
                if (cnt > n - done)
                        cnt = (uint32_t)(n - done);
                int whole = boff == 0 && cnt == FS_BLOCK_SIZE;
                int was = fs__blk_present(b);
                if (whole && b->pend) {                 /* nothing of the chunk is left */
                        free(b->pend);
                        b->pend = NULL;
                        b->len = 0;
                }
                if (!whole && (b->pend || (b->has_hash && !b->buf))) {
                        if (!b->pend)
                                ops__kc_want(fs, in, k);                        /* (5) */
                        ops__write_pages(fs, b, buf + done, boff, cnt);        /* (3) */
                }
                else
                        ops__write_buf(fs, b, buf + done, boff, cnt);
                fs__blk_recount(in, b, was);
                done += cnt;
        }
        ops__grow(fs, in, end);
        /* With the writeback cache the kernel keeps mtime and sends it in
         * a setattr, sometimes before the pages it covers: a write must
         * not overwrite it with the later time it reached us. */
        if (!fs->writeback)
                in->mtime = in->ctime = fs__now();
        fs__mark_data(fs, in);
        return 0;
}

/* Set-user-ID and set-group-ID that a SETATTR or WRITE is flagged to
 * clear (handle_killpriv_v2), decided by fs__peek before libfuse hands
 * the request to its handler, which clears them only if it succeeds:
 * ext4 keeps them when a truncate fails, and an error reply carries no
 * attributes, so the kernel went on showing the bits (attr_timeout is a
 * day) that the tree had dropped.  See fs__kill_priv. */
struct ops_kp {
        uint64_t ino;           /* 0: nothing to clear */
        uint32_t pid;           /* the caller's: the handler's request is the one */
        uint32_t bits;          /* S_ISUID, and S_ISGID where the VFS clears it */
};
static struct ops_kp ops__kp_take(fuse_req_t req, fuse_ino_t ino);
static int ops__kp_apply(fsd *fs, struct fs_inode *in, const struct ops_kp *kp);

static void fs_setattr(fuse_req_t req, fuse_ino_t ino, struct stat *attr, int to_set,
                       struct fuse_file_info *fi)
{
        (void)fi;
        fsd *fs = FS(req);
        struct stat st;
        int rc = 0;
        struct ops_kp kp = ops__kp_take(req, ino);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        if (!in) {
                rc = -ENOENT;
                goto out;
        }
        /* chown(f, -1, -1) (ctime alone for a regular file under the
         * writeback cache, nothing for others): the VFS adds a mode
         * change when it clears set-user-ID or set-group-ID, which only
         * the owner (or CAP_FOWNER) may make; FUSE drops it, so check. */
        const struct fuse_ctx *cx = fuse_req_ctx(req);
        int chown_nop = S_ISREG(in->mode) ? fs->writeback && to_set == FUSE_SET_ATTR_CTIME
                                          : !S_ISDIR(in->mode) && to_set == 0;
        if (chown_nop && cx->uid != 0 && fs__uid_in(fs, cx->uid) != in->uid &&
            (in->mode & (S_ISUID | S_ISGID))) {
                rc = -EPERM;
                goto out;
        }
        struct fs_time now = fs__now();
        /* Under the writeback cache the kernel owns a file's c/mtime: it
         * sends them with a truncate that changes the size, and keeps its
         * own for one that does not.  Stamped here, they would show only
         * once the inode left the kernel's cache. */
        int keep_times = fs->writeback && (to_set & FUSE_SET_ATTR_SIZE) &&
                         (uint64_t)attr->st_size == in->size &&
                         !(to_set & (FUSE_SET_ATTR_MTIME | FUSE_SET_ATTR_MTIME_NOW | FUSE_SET_ATTR_CTIME));
        if (to_set & FUSE_SET_ATTR_SIZE) {
                if (S_ISDIR(in->mode)) {
                        rc = -EISDIR;
                        goto out;
                }
                if (!S_ISREG(in->mode)) {
                        rc = -EINVAL;
                        goto out;
                }
                rc = ops__truncate(fs, in, (uint64_t)attr->st_size);
                ops__kc_note(fs, ino);          /* (5): changed now, our reply next */
                if (rc < 0)
                        goto out;
                if (!keep_times)
                        in->mtime = now;
        }
        ops__kp_apply(fs, in, &kp);             /* before a mode that is set */
        if (to_set & FUSE_SET_ATTR_MODE) {
                in->mode = (in->mode & S_IFMT) | (attr->st_mode & 07777);
                fs__acl_chmod(in);
        }
        if (to_set & FUSE_SET_ATTR_UID)
                in->uid = fs__uid_in(fs, attr->st_uid);
        if (to_set & FUSE_SET_ATTR_GID)
                in->gid = fs__gid_in(fs, attr->st_gid);
        if (to_set & FUSE_SET_ATTR_ATIME_NOW)
                in->atime = now;
        else if (to_set & FUSE_SET_ATTR_ATIME)
                in->atime = fs__ts(attr->st_atim);
        if (to_set & FUSE_SET_ATTR_MTIME_NOW)
                in->mtime = now;
        else if (to_set & FUSE_SET_ATTR_MTIME)
                in->mtime = fs__ts(attr->st_mtim);
        if (to_set & FUSE_SET_ATTR_CTIME)
                in->ctime = fs__ts(attr->st_ctim);
        else if (!keep_times)
                in->ctime = now;
        fs__mark_meta(fs, in);
        fs__stat(fs, in, &st);
out:
        pthread_mutex_unlock(&fs->lock);
        if (rc)
                fuse_reply_err(req, -rc);
        else
                fuse_reply_attr(req, &st, fs->timeout);
}

/* ---- making and removing names ---- */

/* Room in quota_inodes for one more name: a new inode's, or a hard
 * link's (fs__used_inodes); and under [fs] max_names, whatever the
 * quota: each name costs our memory, outside the sandbox's cgroup. */
static int ops__inode_room(fsd *fs, uint64_t also)
{
        if (fs->quota_inodes && fs__used_inodes(fs) + 1 > fs->quota_inodes)
                return -EDQUOT;
        if (fs->max_names && fs__used_inodes(fs) + 1 > fs->max_names)
                return -ENOSPC;
        return ops__disk_room(fs, OPS_NAME_DISK + also);       /* also: a symlink's target */
}

/* mknod, mkdir, symlink and create all come here. */
static int ops__make(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode,
                     dev_t rdev, const char *target, struct fuse_entry_param *e,
                     struct fs_inode **out)
{
        fsd *fs = FS(req);
        const struct fuse_ctx *ctx = fuse_req_ctx(req);
        int rc = ops__name_ok(name);
        if (rc)
                return rc;
        size_t tlen = target ? strlen(target) : 0;
        if (tlen >= 4096)
                return -ENAMETOOLONG;
        struct fs_inode *p = fs__iget(fs, parent);
        if (!p)
                return -ENOENT;
        if (!p->dir)
                return -ENOTDIR;
        if (p->nlink == 0)
                return -ENOENT;         /* removed directory */
        if (fs__dlookup(fs, parent, name))
                return -EEXIST;
        /* A target lives in memory and in meta.db, as an xattr does:
         * bounded together, and in the byte quota (fs__used), until the
         * inode is freed (tree.c).  The disk last, once for the name
         * and the target: what it counts is never refused after. */
        if (tlen && fs->target_bytes + tlen > FS_TARGET_MAX)
                return -ENOSPC;
        if (tlen && fs->quota_bytes && fs__used(fs) + tlen > fs->quota_bytes)
                return -EDQUOT;
        if ((rc = ops__inode_room(fs, tlen)) < 0)
                return rc;
        struct fs_inode *in = fs__inew(fs, fs->next_ino++);
        /* With the writeback cache the kernel stamps a written file with
         * its own clock, the last tick.  Born with a finer time, a file
         * was stamped again by its first write, so the inode was dirty
         * and sent a SETATTR of its times at the next chmod, chown,
         * utimens or close: one round trip for every file tar x makes.
         * Born on the kernel's tick, a write within it changes nothing,
         * as on ext4.  (The directory keeps the finer time: its times
         * come from here only, and must not go back.) */
        struct fs_time now = fs__now();
        struct fs_time born = S_ISREG(mode) && fs->writeback ? fs__now_coarse() : now;
        in->mode = mode;
        in->uid = fs__uid_in(fs, ctx->uid);
        in->gid = fs__gid_in(fs, ctx->gid);
        if (p->mode & S_ISGID) {                /* set-group-ID directory */
                in->gid = p->gid;
                if (S_ISDIR(mode))
                        in->mode |= S_ISGID;
        }
        in->rdev = rdev;
        in->atime = in->mtime = in->ctime = born;
        if (S_ISDIR(mode)) {
                in->dir = sbx_calloc(1, sizeof *in->dir);
                in->nlink = 2;
                in->parent = parent;
                p->nlink++;
        } else {
                in->nlink = 1;
        }
        if (target) {
                in->target = sbx_strdup(target);
                in->size = tlen;
                fs->target_bytes += tlen;
        } else {
                fs__acl_inherit(fs, p, in, ctx->umask);
        }
        fs__dadd(fs, parent, name, in->ino, 0, 1);
        p->mtime = p->ctime = now;
        fs->used_inodes++;
        fs__mark_meta(fs, in);
        fs__mark_meta(fs, p);
        ops__entry(fs, in, e);
        if (out)
                *out = in;
        return 0;
}

static void ops__make_reply(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode,
                            dev_t rdev, const char *target)
{
        fsd *fs = FS(req);
        struct fuse_entry_param e;
        pthread_mutex_lock(&fs->lock);
        int rc = ops__make(req, parent, name, mode, rdev, target, &e, NULL);
        pthread_mutex_unlock(&fs->lock);
        if (rc)
                fuse_reply_err(req, -rc);
        else
                ops__reply_entry(fs, req, &e);
}

static void fs_mknod(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode, dev_t rdev)
{
        if (!S_ISREG(mode) && !S_ISFIFO(mode) && !S_ISSOCK(mode) && !S_ISCHR(mode) &&
            !S_ISBLK(mode)) {
                fuse_reply_err(req, EINVAL);
                return;
        }
        ops__make_reply(req, parent, name, mode, rdev, NULL);
}

static void fs_mkdir(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode)
{
        ops__make_reply(req, parent, name, S_IFDIR | (mode & 07777), 0, NULL);
}

static void fs_symlink(fuse_req_t req, const char *target, fuse_ino_t parent, const char *name)
{
        ops__make_reply(req, parent, name, S_IFLNK | 0777, 0, target);
}

static void fs_create(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode,
                      struct fuse_file_info *fi)
{
        fsd *fs = FS(req);
        struct fuse_entry_param e;
        struct fs_inode *in;
        /* With zero-message open, a file made by CREATE is still released
         * (the kernel sends RELEASE for every file CREATE opened): ENOSYS
         * makes the kernel use MKNOD and then open with no message for
         * good, one round trip less for every file created. */
        if (fs->no_open) {
                fuse_reply_err(req, ENOSYS);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        int rc = ops__make(req, parent, name, S_IFREG | (mode & 07777), 0, NULL, &e, &in);
        if (!rc)
                in->nopen++;
        pthread_mutex_unlock(&fs->lock);
        if (rc) {
                fuse_reply_err(req, -rc);
                return;
        }
        fi->keep_cache = 1;
        if (fuse_reply_create(req, &e, fi) == -ENOENT) {
                /* interrupted: undo the open and the lookup (no FORGET
                 * comes for a reply the kernel did not take) */
                pthread_mutex_lock(&fs->lock);
                in->nopen--;
                ops__forget_one(fs, e.ino, 1);
                pthread_mutex_unlock(&fs->lock);
        }
}

static void fs_link(fuse_req_t req, fuse_ino_t ino, fuse_ino_t newparent, const char *newname)
{
        fsd *fs = FS(req);
        struct fuse_entry_param e;
        int rc = ops__name_ok(newname);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        struct fs_inode *p = fs__iget(fs, newparent);
        if (rc)
                ;
        else if (!in || !p)
                rc = -ENOENT;
        else if (S_ISDIR(in->mode))
                rc = -EPERM;
        else if (!p->dir)
                rc = -ENOTDIR;
        else if (fs__dlookup(fs, newparent, newname))
                rc = -EEXIST;
        else if (in->nlink >= 65000)
                rc = -EMLINK;
        else
                rc = ops__inode_room(fs, 0);
        if (!rc) {
                struct fs_time now = fs__now();
                in->nlink++;
                fs->used_links++;       /* quota: ops__unlinked gives it back */
                in->ctime = now;
                p->mtime = p->ctime = now;
                fs__dadd(fs, newparent, newname, ino, 0, 1);
                fs__mark_meta(fs, in);
                fs__mark_meta(fs, p);
                ops__entry(fs, in, &e);
        }
        pthread_mutex_unlock(&fs->lock);
        if (rc)
                fuse_reply_err(req, -rc);
        else
                ops__reply_entry(fs, req, &e);
}

/* Remove name d from its directory p; the inode loses a link. */
/* Inode in lost a name in p (removed, or given to another inode). */
static void ops__unlinked(fsd *fs, struct fs_inode *p, struct fs_inode *in, struct fs_time now)
{
        p->mtime = p->ctime = now;
        fs__mark_meta(fs, p);
        if (!in)
                return;
        in->ctime = now;
        if (S_ISDIR(in->mode)) {
                in->nlink = 0;
                p->nlink--;
        } else if (in->nlink) {
                if (in->nlink > 1 && fs->used_links)
                        fs->used_links--;       /* a hard link went (fs_link) */
                in->nlink--;
        }
        /* Quota: the inode goes with the last name; its bytes, as on
         * ext4, once the file is freed too (fs__imaybe_free: no name, no
         * open, forgotten; the kernel forgets an unlinked inode at its
         * last close).  A file unlinked while open still counts, and its
         * growth is charged: else open, unlink and write filled the
         * store past any quota. */
        if (!in->nlink && fs->used_inodes)
                fs->used_inodes--;
        fs__mark_meta(fs, in);
        fs__imaybe_free(fs, in);
}

static void ops__unlink_entry(fsd *fs, struct fs_inode *p, struct fs_dirent *d, struct fs_time now)
{
        struct fs_inode *in = fs__iget(fs, d->ino);
        fs__ddel(fs, d, 1);
        ops__unlinked(fs, p, in, now);
}

static void ops__remove(fuse_req_t req, fuse_ino_t parent, const char *name, int isdir)
{
        fsd *fs = FS(req);
        int rc = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *p = fs__iget(fs, parent);
        struct fs_dirent *d = p && p->dir ? fs__dlookup(fs, parent, name) : NULL;
        struct fs_inode *in = d ? fs__iget(fs, d->ino) : NULL;
        if (!d || !in)
                rc = -ENOENT;
        else if (isdir && !S_ISDIR(in->mode))
                rc = -ENOTDIR;
        else if (!isdir && S_ISDIR(in->mode))
                rc = -EISDIR;
        else if (isdir && in->dir->live)
                rc = -ENOTEMPTY;
        else
                ops__unlink_entry(fs, p, d, fs__now());
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_err(req, -rc);
}

static void fs_unlink(fuse_req_t req, fuse_ino_t parent, const char *name)
{
        ops__remove(req, parent, name, 0);
}

static void fs_rmdir(fuse_req_t req, fuse_ino_t parent, const char *name)
{
        ops__remove(req, parent, name, 1);
}

/* Is dir `anc` an ancestor of (or equal to) dir `ino`?  No depth limit
 * (a chain of 66,000 is a tree like any other); a parent chain longer
 * than the inodes there are is a cycle, which only damage makes. */
static int ops__is_ancestor(fsd *fs, uint64_t anc, uint64_t ino)
{
        for (size_t depth = 0; depth <= fs->icount; depth++) {
                if (ino == anc)
                        return 1;
                if (ino == FUSE_ROOT_ID)
                        return 0;
                struct fs_inode *in = fs__iget(fs, ino);
                if (!in)
                        return 0;
                ino = in->parent;
        }
        return 1;
}

/* Move entry d (in p) to (np, name), keeping its inode. */
static void ops__move(fsd *fs, struct fs_dirent *d, struct fs_inode *p, struct fs_inode *np,
                      const char *name)
{
        uint64_t ino = d->ino;
        fs__ddel(fs, d, 1);
        fs__dadd(fs, np->ino, name, ino, 0, 1);
        struct fs_inode *in = fs__iget(fs, ino);
        if (in && S_ISDIR(in->mode) && p != np) {
                p->nlink--;
                np->nlink++;
                in->parent = np->ino;
                fs__dir_changed(fs, in);        /* its ".." */
        }
}

static void fs_rename(fuse_req_t req, fuse_ino_t parent, const char *name, fuse_ino_t newparent,
                      const char *newname, unsigned int flags)
{
        fsd *fs = FS(req);
        int rc = ops__name_ok(newname);
        if (!rc && (flags & ~(RENAME_NOREPLACE | RENAME_EXCHANGE)))
                rc = -EINVAL;
        if (!rc && (flags & RENAME_NOREPLACE) && (flags & RENAME_EXCHANGE))
                rc = -EINVAL;
        if (rc) {
                fuse_reply_err(req, -rc);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        struct fs_time now = fs__now();
        struct fs_inode *p = fs__iget(fs, parent), *np = fs__iget(fs, newparent);
        struct fs_dirent *sd = p && p->dir ? fs__dlookup(fs, parent, name) : NULL;
        struct fs_dirent *dd = np && np->dir ? fs__dlookup(fs, newparent, newname) : NULL;
        struct fs_inode *src = sd ? fs__iget(fs, sd->ino) : NULL;
        struct fs_inode *dst = dd ? fs__iget(fs, dd->ino) : NULL;
        if (!p || !np || !sd || !src) {
                rc = -ENOENT;
                goto out;
        }
        if (!np->dir || np->nlink == 0) {
                rc = np->dir ? -ENOENT : -ENOTDIR;
                goto out;
        }
        if (flags & RENAME_EXCHANGE) {
                if (!dd || !dst) {
                        rc = -ENOENT;
                        goto out;
                }
                if ((S_ISDIR(src->mode) && ops__is_ancestor(fs, src->ino, np->ino)) ||
                    (S_ISDIR(dst->mode) && ops__is_ancestor(fs, dst->ino, p->ino))) {
                        rc = -EINVAL;
                        goto out;
                }
                if (sd == dd)
                        goto out;
                uint64_t si = src->ino, di = dst->ino;
                fs__dset(fs, sd, di);           /* both names keep their places */
                fs__dset(fs, dd, si);
                if (p != np && S_ISDIR(src->mode) != S_ISDIR(dst->mode)) {
                        struct fs_inode *gains = S_ISDIR(src->mode) ? np : p;
                        struct fs_inode *loses = S_ISDIR(src->mode) ? p : np;
                        gains->nlink++;
                        loses->nlink--;
                }
                if (S_ISDIR(src->mode) && p != np) {
                        src->parent = np->ino;
                        fs__dir_changed(fs, src);       /* its ".." */
                }
                if (S_ISDIR(dst->mode) && p != np) {
                        dst->parent = p->ino;
                        fs__dir_changed(fs, dst);
                }
                src->ctime = dst->ctime = now;
                fs__mark_meta(fs, dst);
        } else {
                if (dd && (flags & RENAME_NOREPLACE)) {
                        rc = -EEXIST;
                        goto out;
                }
                if (dst == src)
                        goto out;       /* two names of one inode: nothing to do */
                if (S_ISDIR(src->mode) && ops__is_ancestor(fs, src->ino, np->ino)) {
                        rc = -EINVAL;
                        goto out;
                }
                if (dst) {
                        if (S_ISDIR(src->mode) && !S_ISDIR(dst->mode)) {
                                rc = -ENOTDIR;
                                goto out;
                        }
                        if (!S_ISDIR(src->mode) && S_ISDIR(dst->mode)) {
                                rc = -EISDIR;
                                goto out;
                        }
                        if (S_ISDIR(dst->mode) && dst->dir->live) {
                                rc = -ENOTEMPTY;
                                goto out;
                        }
                        /* the name keeps its place, now src's */
                        fs__dset(fs, dd, src->ino);
                        ops__unlinked(fs, np, dst, now);
                        fs__ddel(fs, sd, 1);
                        if (S_ISDIR(src->mode) && p != np) {
                                p->nlink--;
                                np->nlink++;
                                src->parent = np->ino;
                                fs__dir_changed(fs, src);       /* its ".." */
                        }
                } else {
                        ops__move(fs, sd, p, np, newname);
                }
                src->ctime = now;
        }
        p->mtime = p->ctime = np->mtime = np->ctime = now;
        fs__mark_meta(fs, src);
        fs__mark_meta(fs, p);
        fs__mark_meta(fs, np);
out:
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_err(req, -rc);
}

static void fs_readlink(fuse_req_t req, fuse_ino_t ino)
{
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        char *t = in && in->target ? sbx_strdup(in->target) : NULL;
        pthread_mutex_unlock(&fs->lock);
        if (!t) {
                fuse_reply_err(req, in ? EINVAL : ENOENT);
                return;
        }
        fuse_reply_readlink(req, t);
        free(t);
}

/* ---- files ---- */

static void fs_open(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
        fsd *fs = FS(req);
        int rc = 0;
        /* Zero-message open: the kernel skips OPEN and RELEASE for good and
         * keeps pages by default, two round trips less for every file
         * read (git add, tar c).  O_TRUNC then comes as a setattr, since
         * atomic_o_trunc is not asked for; an unlinked file stays while
         * open because the kernel keeps its lookup until it is closed. */
        if (fs->no_open) {
                fuse_reply_err(req, ENOSYS);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        /* With the writeback cache the kernel hands O_TRUNC to open
         * instead of sending a setattr (atomic_o_trunc). */
        if (in && (fi->flags & O_TRUNC) && S_ISREG(in->mode) && in->size) {
                rc = ops__truncate(fs, in, 0);
                ops__kc_note(fs, ino);          /* (5) */
                in->mtime = in->ctime = fs__now();
        }
        if (in && !rc)
                in->nopen++;
        pthread_mutex_unlock(&fs->lock);
        if (!in || rc) {
                fuse_reply_err(req, in ? -rc : ENOENT);
                return;
        }
        fi->keep_cache = 1;     /* we are the only writer; restores invalidate */
        if (fuse_reply_open(req, fi) == -ENOENT) {
                pthread_mutex_lock(&fs->lock);
                in->nopen--;
                fs__imaybe_free(fs, in);
                pthread_mutex_unlock(&fs->lock);
        }
}

static void fs_release(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
        (void)fi;
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        if (in && in->nopen) {
                in->nopen--;
                fs__imaybe_free(fs, in);
        }
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_err(req, 0);
}

struct ops_fetch { uint8_t hash[FS_HASH_LEN]; size_t dst, off, n; int whole; };

/* ---- the worker pool ----
 * The session loop is one thread (a FUSE round trip costs half as much
 * as with libfuse's multithreaded loop here, where every request woke a
 * different thread).  What may block hands its request to a worker:
 * reads of stored chunks, fsync, copies, and writes that must load a
 * block or wait for the flusher.  A worker replies itself.
 * SEEK_DATA and SEEK_HOLE have a thread of their own (ops__seek_job):
 * they make the kernel write dirty pages back to us first, and those
 * WRITEs may need the pool's workers.  It also drops what the kernel
 * keeps of a refused WRITE (ops__drop_job), for the same reason. */
enum { JOB_READ, JOB_WRITE, JOB_FSYNC, JOB_PREFETCH, JOB_COPY, JOB_SEEK, JOB_DROP };
struct ops_job {
        struct ops_job *next;
        int        kind;
        fuse_req_t req;
        fuse_ino_t ino;
        size_t     size;
        off_t      off;
        char      *data;        /* owned: a write's bytes */
        uint8_t    hash[FS_HASH_LEN];   /* a prefetch's chunk */
        fuse_ino_t ino_out;     /* a copy's destination */
        off_t      off_out;
        int        whence;      /* a seek's SEEK_DATA or SEEK_HOLE */
        struct ops_kp kp;       /* a write's: what it clears if it succeeds */
        int        cached;      /* a write's: of the kernel's page cache (fi->writepage) */
};
#define POOL_THREADS 4
struct ops_queue {
        pthread_mutex_t lock;
        pthread_cond_t  cond;
        struct ops_job *head, **tail;
        int stop, nth;
        pthread_t th[POOL_THREADS];
};
static struct ops_queue pool = { .lock = PTHREAD_MUTEX_INITIALIZER, .cond = PTHREAD_COND_INITIALIZER };
static struct ops_queue seekq = { .lock = PTHREAD_MUTEX_INITIALIZER, .cond = PTHREAD_COND_INITIALIZER };

/* Queue a job last, or first (a load's read-ahead: the workers ahead
 * of it may all be waiting for that load, and it is wanted next). */
static void ops__queue_put(struct ops_queue *q, struct ops_job *j, int first)
{
        pthread_mutex_lock(&q->lock);
        if (!q->tail)
                q->tail = &q->head;
        if (first) {
                j->next = q->head;
                if (!q->head)
                        q->tail = &j->next;
                q->head = j;
        } else {
                *q->tail = j;
                q->tail = &j->next;
        }
        pthread_cond_signal(&q->cond);
        pthread_mutex_unlock(&q->lock);
}

/* The next job of q, waiting for one; NULL once q is stopped. */
static struct ops_job *ops__queue_take(struct ops_queue *q)
{
        pthread_mutex_lock(&q->lock);
        while (!q->head && !q->stop)
                pthread_cond_wait(&q->cond, &q->lock);
        struct ops_job *j = q->head;
        if (j) {
                q->head = j->next;
                if (!q->head)
                        q->tail = &q->head;
        }
        pthread_mutex_unlock(&q->lock);
        return j;
}

static void ops__enqueue_at(struct ops_job *j, int first)
{
        ops__queue_put(&pool, j, first);
}

static void ops__enqueue(struct ops_job *j)
{
        ops__enqueue_at(j, 0);
}

/* A job for request req about ino at off (the rest zero). */
static struct ops_job *ops__job(int kind, fuse_req_t req, fuse_ino_t ino, off_t off)
{
        struct ops_job *j = sbx_calloc(1, sizeof *j);
        j->kind = kind;
        j->req = req;
        j->ino = ino;
        j->off = off;
        return j;
}

static void ops__submit(int kind, fuse_req_t req, fuse_ino_t ino, size_t size, off_t off)
{
        struct ops_job *j = ops__job(kind, req, ino, off);
        j->size = size;
        ops__enqueue(j);
}

static void ops__prefetch_at(const uint8_t *hash, int first)
{
        struct ops_job *j = sbx_calloc(1, sizeof *j);
        j->kind = JOB_PREFETCH;
        memcpy(j->hash, hash, FS_HASH_LEN);
        ops__enqueue_at(j, first);
}

#define OPS_INLINE_READ (128u << 10)
#define OPS_QUEUED      (8u << 20)     /* bytes of writes waiting in workers */

/* Merge every block of [off, off+n) with pend whose read wants a page
 * of its chunk (3).  Under fs->lock, which a merge drops: 0 when none is
 * left, 1 without may_block when one is needed, or -errno. */
static int ops__read_merge(fsd *fs, uint64_t ino, uint64_t off, size_t n, int may_block)
{
        for (int tries = 0; tries < 8; tries++) {
                struct fs_inode *in = fs__iget(fs, ino);
                if (!in)
                        return -ENOENT;
                uint64_t k = off / FS_BLOCK_SIZE, want = UINT64_MAX;
                for (; k <= (off + n - 1) / FS_BLOCK_SIZE && k < in->nblk && want == UINT64_MAX; k++) {
                        uint64_t a = k * FS_BLOCK_SIZE > off ? k * FS_BLOCK_SIZE : off;
                        uint64_t e = (k + 1) * FS_BLOCK_SIZE < off + n ? (k + 1) * FS_BLOCK_SIZE : off + n;
                        if (in->blk[k].pend && !ops__pend_has(&in->blk[k], (uint32_t)(a % FS_BLOCK_SIZE),
                                                              (uint32_t)(e - a)))
                                want = k;
                }
                if (want == UINT64_MAX)
                        return 0;
                if (!may_block)
                        return 1;
                int rc = ops__load(fs, in, want);
                if (rc < 0)
                        return rc;
        }
        return -EIO;
}

/* Read [off, off+size) of ino into *buf (malloc'd, *got bytes: fewer
 * at the end of the file, or when more than 8 chunks were wanted; NULL
 * and 0 past it).  Without may_block, 1 (having done nothing) when a
 * stored chunk must be read or merged; else 0 or -errno.  Takes and
 * drops fs->lock itself. */
static int ops__read(fsd *fs, fuse_ino_t ino, size_t size, off_t off, int may_block, char **buf,
                     size_t *got)
{
        *buf = NULL;
        *got = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        if (!in) {
                pthread_mutex_unlock(&fs->lock);
                return -ENOENT;
        }
        if ((uint64_t)off >= in->size) {
                pthread_mutex_unlock(&fs->lock);
                return 0;
        }
        size_t n = size;
        if ((uint64_t)off + n > in->size)
                n = (size_t)(in->size - (uint64_t)off);
        int mrc = ops__read_merge(fs, ino, (uint64_t)off, n, may_block);
        if (mrc) {
                pthread_mutex_unlock(&fs->lock);
                return mrc;
        }
        if (!(in = fs__iget(fs, ino)) || (uint64_t)off >= in->size) {
                pthread_mutex_unlock(&fs->lock);        /* changed while merging */
                return 0;
        }
        if ((uint64_t)off + n > in->size)
                n = (size_t)(in->size - (uint64_t)off);
        /* A small file's chunk from a local pack is read here, in the
         * loop: handing it to a worker cost more than reading it. */
        if (!may_block && !(fs->read_inline && in->size <= OPS_INLINE_READ)) {
                for (uint64_t k = (uint64_t)off / FS_BLOCK_SIZE;
                     k <= ((uint64_t)off + n - 1) / FS_BLOCK_SIZE && k < in->nblk; k++)
                        if (!in->blk[k].buf && in->blk[k].has_hash) {
                                pthread_mutex_unlock(&fs->lock);
                                return 1;
                        }
        }
        char *out = sbx_malloc(n);
        struct ops_fetch fetch[8];
        int nf = 0;
        size_t done = 0;
        while (done < n) {
                uint64_t pos = (uint64_t)off + done;
                uint64_t k = pos / FS_BLOCK_SIZE;
                size_t boff = pos % FS_BLOCK_SIZE;
                size_t cnt = FS_BLOCK_SIZE - boff;
                if (cnt > n - done)
                        cnt = n - done;
                struct fs_block *b = k < in->nblk ? &in->blk[k] : NULL;
                if (b && b->pend) {                     /* all kept (ops__read_merge) */
                        for (size_t o = 0; o < cnt;) {
                                size_t po = (boff + o) % FS_PAGE, c = FS_PAGE - po;
                                if (c > cnt - o)
                                        c = cnt - o;
                                memcpy(out + done + o, ops__page(b, (uint32_t)((boff + o) / FS_PAGE)) + po, c);
                                o += c;
                        }
                } else if (b && b->buf) {
                        size_t have = boff < b->len ? b->len - boff : 0;
                        if (have > cnt)
                                have = cnt;
                        memcpy(out + done, b->buf + boff, have);
                        memset(out + done + have, 0, cnt - have);       /* (2) */
                } else if (b && b->has_hash && nf < 8) {
                        memcpy(fetch[nf].hash, b->hash, FS_HASH_LEN);
                        fetch[nf].dst = done;
                        fetch[nf].off = boff;
                        fetch[nf].n = cnt;
                        /* the read takes all the file has of this block */
                        fetch[nf++].whole = boff == 0 && (cnt == FS_BLOCK_SIZE || pos + cnt >= in->size);
                } else if (b && b->has_hash) {
                        n = done;       /* a short read; the kernel asks again */
                        break;
                } else {
                        memset(out + done, 0, cnt);
                }
                done += cnt;
        }
        /* No prefetch of the next blocks: the kernel reads [fs] readahead
         * ahead, a READ a block, and each is decoded in its own worker
         * straight into its reply.  Fetched into the chunk cache as
         * well, they were decoded once but copied once more, and the
         * READ for a block being fetched waited for that fetch. */
        pthread_mutex_unlock(&fs->lock);
        int rc = 0;
        for (int i = 0; i < nf && !rc; i++)
                rc = fetch[i].whole ? ops__chunk_whole(fs, fetch[i].hash, out + fetch[i].dst, fetch[i].n)
                                    : ops__chunk_read(fs, fetch[i].hash, out + fetch[i].dst,
                                                      fetch[i].off, fetch[i].n);
        if (rc) {
                free(out);
                return -EIO;
        }
        *buf = out;
        *got = n;
        return 0;
}

/* Read [off, off+size) of ino and reply; 1 (nothing done) without
 * may_block when a worker must do it. */
static int ops__do_read(fsd *fs, fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
                        int may_block)
{
        char *buf;
        size_t n;
        int rc = ops__read(fs, ino, size, off, may_block, &buf, &n);
        if (rc > 0)
                return 1;
        if (rc < 0)
                fuse_reply_err(req, -rc);
        else
                fuse_reply_buf(req, buf, n);
        free(buf);
        return 0;
}


static void fs_read(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
                    struct fuse_file_info *fi)
{
        (void)fi;
        if (ino == KC_PROBE_INO) {              /* (5) */
                ops__kc_probe_read(FS(req), req, size, off);
                return;
        }
        if (ops__do_read(FS(req), req, ino, size, off, 0))
                ops__submit(JOB_READ, req, ino, size, off);
}

/* Must a write of [off, off+n) load a block first? */
static int ops__write_loads(struct fs_inode *in, size_t n, uint64_t off)
{
        uint64_t end = off + n, k0 = off / FS_BLOCK_SIZE, k1 = (end - 1) / FS_BLOCK_SIZE;
        uint32_t b0 = (uint32_t)(off % FS_BLOCK_SIZE);
        uint32_t n0 = k0 == k1 ? (uint32_t)n : FS_BLOCK_SIZE - b0;
        uint32_t n1 = (uint32_t)((end - 1) % FS_BLOCK_SIZE) + 1;
        return ops__needs_load(in, k0, b0, n0) || (k1 != k0 && ops__needs_load(in, k1, 0, n1));
}

/* Would a write of [off, off+n) block (load a block, wait for room)? */
static int ops__write_blocks(fsd *fs, struct fs_inode *in, size_t n, uint64_t off)
{
        return fs->dirty_bytes > fs->dirty_max || ops__write_loads(in, n, off);
}

static void ops__drop_refused(fuse_ino_t ino, off_t off, size_t size);

static void ops__do_write(fsd *fs, fuse_req_t req, fuse_ino_t ino, const char *buf, size_t size,
                          off_t off, int may_block, const struct ops_kp *kp, int cached)
{
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int rc = !in ? -ENOENT : !S_ISREG(in->mode) ? -EINVAL : 0;
        if (may_block)
                fs->write_queued -= size;
        /* A write that would wait goes to a worker with a copy of its
         * bytes, so that the loop answers others meanwhile; but the
         * kernel keeps up to max_background writes coming, and their
         * copies (64 MiB) came on top of dirty_max.  Past OPS_QUEUED the
         * loop waits for room itself. */
        if (!rc && !may_block && ops__write_blocks(fs, in, size, (uint64_t)off) &&
            (fs->write_queued < OPS_QUEUED || ops__write_loads(in, size, (uint64_t)off))) {
                fs->write_queued += size;
                pthread_mutex_unlock(&fs->lock);
                struct ops_job *j = ops__job(JOB_WRITE, req, ino, off);
                j->size = size;
                j->data = sbx_malloc(size);
                memcpy(j->data, buf, size);
                j->kp = *kp;
                j->cached = cached;
                ops__enqueue(j);
                return;
        }
        if (!rc)
                rc = ops__write(fs, in, buf, size, (uint64_t)off);
        if (rc && in && cached && rc != -EINVAL)
                ops__refused_put(fs, ino, -rc);         /* fs_getattr */
        if (rc || !cached)
                ops__kc_note(fs, ino);  /* (5): refused pages kept until dropped; a direct
                                         * write's dropped after the reply */
        int killed = !rc && ops__kp_apply(fs, in, kp);
        int ask = fs->kc_want.n != 0;
        pthread_mutex_unlock(&fs->lock);
        /* A WRITE's reply carries no attributes: the kernel would show
         * the old mode until it asks again, so tell it to. */
        if (killed)
                fuse_lowlevel_notify_inval_inode(fs->se, ino, -1, 0);
        if (rc)
                fuse_reply_err(req, -rc);
        else
                fuse_reply_write(req, size);
        if (ask)
                ops__kc_ask(fs);                /* (5) */
        if (rc && rc != -ENOENT)
                ops__drop_refused(ino, off, size);      /* after the reply */
}

static void fs_write(fuse_req_t req, fuse_ino_t ino, const char *buf, size_t size, off_t off,
                     struct fuse_file_info *fi)
{
        struct ops_kp kp = ops__kp_take(req, ino);
        if (size == 0) {
                fuse_reply_write(req, 0);
                return;
        }
        ops__do_write(FS(req), req, ino, buf, size, off, 0, &kp, fi && fi->writepage);
}

static void fs_fsync(fuse_req_t req, fuse_ino_t ino, int datasync, struct fuse_file_info *fi)
{
        (void)datasync; (void)fi;
        ops__submit(JOB_FSYNC, req, ino, 0, 0);
}

static void ops__seek_job(fsd *fs, struct ops_job *j);
static void ops__drop_job(fsd *fs, struct ops_job *j);
static void ops__copy_job(fsd *fs, struct ops_job *j);

static void *ops__worker(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-io");
        fsd *fs = arg;
        struct ops_job *j;
        while ((j = ops__queue_take(&pool))) {
                switch (j->kind) {
                case JOB_READ:
                        ops__do_read(fs, j->req, j->ino, j->size, j->off, 1);
                        break;
                case JOB_WRITE:
                        ops__do_write(fs, j->req, j->ino, j->data, j->size, j->off, 1, &j->kp, j->cached);
                        break;
                case JOB_PREFETCH:
                        ops__chunk_read(fs, j->hash, NULL, 0, 0);
                        break;
                case JOB_FSYNC: {
                        /* The kernel keeps a file's attributes while it is
                         * open under the writeback cache: st_blocks stayed
                         * what it was at the create (0) after an fsync, until
                         * a close or the attribute timeout.  Told before the
                         * reply, so that an fstat after fsync asks again. */
                        int rc = fs__sync(fs);
                        if (!rc)
                                fuse_lowlevel_notify_inval_inode(fs->se, j->ino, -1, 0);
                        fuse_reply_err(j->req, -rc);
                        break;
                }
                case JOB_COPY:
                        ops__copy_job(fs, j);
                        break;
                }
                free(j->data);
                free(j);
        }
        return NULL;
}

static void *ops__seeker(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-seek");
        struct ops_job *j;
        while ((j = ops__queue_take(&seekq))) {
                if (j->kind == JOB_SEEK)
                        ops__seek_job(arg, j);
                else
                        ops__drop_job(arg, j);
                free(j);
        }
        return NULL;
}

int fs__pool_start(fsd *fs)
{
        int drc = ops__disk_start(fs);
        if (drc)
                return drc;
        for (int i = 0; i < POOL_THREADS; i++) {
                int rc = pthread_create(&pool.th[i], NULL, ops__worker, fs);
                if (rc)
                        return -rc;
                pool.nth++;
        }
        int rc = pthread_create(&seekq.th[0], NULL, ops__seeker, fs);
        if (rc)
                return -rc;
        seekq.nth = 1;
        return 0;
}

static void ops__queue_stop(struct ops_queue *q)
{
        pthread_mutex_lock(&q->lock);
        q->stop = 1;
        pthread_cond_broadcast(&q->cond);
        pthread_mutex_unlock(&q->lock);
        for (int i = 0; i < q->nth; i++)
                pthread_join(q->th[i], NULL);
        q->nth = 0;
}

void fs__pool_stop(fsd *fs)
{
        (void)fs;
        ops__queue_stop(&seekq);
        ops__queue_stop(&pool);
        ops__disk_stop();
}

/* ---- SEEK_DATA, SEEK_HOLE, copy_file_range ----
 * Holes are known a block at a time: a block with nothing stored and
 * nothing written (never written, or cut away) reads as zeros; a block
 * with any content is data, however little of it was written.
 *
 * A copy makes the destination's blocks name the source's chunks where
 * it can (ops__share): they are in the store already, so that costs no
 * space, no hashing and no I/O; the rest goes through the read and write
 * paths.  Chunks carry no count: gc marks every chunk that any committed
 * tree names (snapshot/gc.c), and the destination naming a chunk is
 * marked for the next batch at once, so any batch that commits the
 * source no longer naming it (cut, overwritten, unlinked) commits the
 * destination too, in the same picture (fs__batch_take) or an earlier
 * one.  A chunk shared by two files stays named while either does.
 */

/* Does block b read as zeros with nothing stored (a hole)? */
static int ops__is_hole(const struct fs_block *b)
{
        if (b->pend || (b->buf && b->len))
                return 0;
        return b->dirty || !b->has_hash;        /* dirty and empty: cut to nothing */
}

/* Where SEEK_DATA or SEEK_HOLE from off lands in a regular file: an
 * offset, or -ENXIO (off at or past the end; no data after off). */
static off_t ops__seek(const struct fs_inode *in, uint64_t off, int whence)
{
        if (off >= in->size)
                return -ENXIO;
        int want_hole = whence == SEEK_HOLE;
        uint64_t k = off / FS_BLOCK_SIZE;
        for (; k < in->nblk && k * FS_BLOCK_SIZE < in->size; k++)
                if (ops__is_hole(&in->blk[k]) == want_hole)
                        break;
        uint64_t at = k * FS_BLOCK_SIZE > off ? k * FS_BLOCK_SIZE : off;
        if (at >= in->size)                     /* the end is a hole */
                return want_hole ? (off_t)in->size : -ENXIO;
        if (k >= in->nblk && !want_hole)        /* holes from the last block on */
                return -ENXIO;
        return (off_t)at;
}

static void fs_lseek(fuse_req_t req, fuse_ino_t ino, off_t off, int whence,
                     struct fuse_file_info *fi)
{
        (void)fi;
        if (whence != SEEK_DATA && whence != SEEK_HOLE) {  /* the kernel does the rest */
                fuse_reply_err(req, EINVAL);
                return;
        }
        if (off < 0) {
                fuse_reply_err(req, ENXIO);
                return;
        }
        struct ops_job *j = ops__job(JOB_SEEK, req, ino, off);
        j->whence = whence;
        ops__queue_put(&seekq, j, 0);
}

/* SEEK_DATA or SEEK_HOLE, in the seek thread.  The kernel sends them
 * without writing its dirty pages back first (fuse_lseek), so what it
 * holds may be data we have not seen, even past the size we know.  An
 * invalidation of the file's pages from off on makes it write those
 * back (launder) and wait for our replies before it returns; then the
 * answer is ours.  The cost: the kernel reads those pages again when
 * they are wanted. */
static void ops__seek_job(fsd *fs, struct ops_job *j)
{
        off_t from = j->off & ~(off_t)(FS_PAGE - 1);
        int rc = fuse_lowlevel_notify_inval_inode(fs->se, j->ino, from, 0);
        if (rc < 0 && rc != -ENOENT) {         /* ENOENT: the kernel holds nothing of it */
                sbx_log("lseek: inode %llu: the kernel's pages not written back (%s): "
                        "SEEK_DATA and SEEK_HOLE left to the kernel from now on",
                        (unsigned long long)j->ino, strerror(-rc));
                fuse_reply_err(j->req, ENOSYS);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, j->ino);
        off_t at = !in ? -ENOENT : !S_ISREG(in->mode) ? -EINVAL
                                 : ops__seek(in, (uint64_t)j->off, j->whence);
        pthread_mutex_unlock(&fs->lock);
        if (at < 0)
                fuse_reply_err(j->req, (int)-at);
        else
                fuse_reply_lseek(j->req, at);
}

/* ---- what the kernel keeps of a refused WRITE ----
 * Under the writeback cache a write() lands in the kernel's page cache
 * and reaches us later.  When we refuse it (EDQUOT, EFBIG, ENOSPC, EIO)
 * the kernel ends the writeback with the error, which fsync or close
 * reports, but keeps the pages, uptodate and clean, and the size they
 * made: it trusts its own size under the writeback cache (a GETATTR's is
 * ignored, a short READ only zero-fills).  Readers went on seeing bytes
 * never stored, for as long as the kernel kept them (keep_cache, a day's
 * attr_timeout), while a remount or a capture showed the tree; and an
 * append, once there was room, landed past them, with zeros stored where
 * readers had seen them.  So, once the WRITE is answered, the seek thread
 *   1. drops the file's names when the refused bytes went past our size:
 *      the kernel lets the inode go at its last close (or at once when
 *      it is closed already), and the next lookup brings our size.  A
 *      lookup of the name while it is still open keeps the inode, and its
 *      size, until the kernel evicts it (fs/README.md, known limits);
 *   2. drops the refused pages, so that they are read from us again
 *      (zeros past our end while the kernel's size is larger).
 * Not in the loop nor before the reply: the kernel waits for a page's
 * writeback to end (our reply) before it drops it, laundering a page
 * dirtied since sends a WRITE the loop must answer, and dropping a name
 * takes its directory's lock, which a process creating there holds while
 * it waits for the loop.  A file's refusals that wait for the thread are
 * merged into one job: a dd past the quota is refused a WRITE per MiB. */
static void ops__drop_refused(fuse_ino_t ino, off_t off, size_t size)
{
        uint64_t end = (uint64_t)off + size;
        pthread_mutex_lock(&seekq.lock);
        for (struct ops_job *j = seekq.head; j; j = j->next)
                if (j->kind == JOB_DROP && j->ino == ino) {
                        uint64_t jend = (uint64_t)j->off + j->size;
                        if (off < j->off)
                                j->off = off;
                        j->size = (size_t)((end > jend ? end : jend) - (uint64_t)j->off);
                        pthread_mutex_unlock(&seekq.lock);
                        return;
                }
        pthread_mutex_unlock(&seekq.lock);
        struct ops_job *j = ops__job(JOB_DROP, NULL, ino, off);
        j->size = size;
        ops__queue_put(&seekq, j, 0);
}

struct ops_name { fuse_ino_t parent; char *name; };

/* Every name of ino (under fs->lock), *out malloc'd: a walk of all the
 * names, as fs__path's, since only a refused WRITE asks. */
static size_t ops__names(fsd *fs, uint64_t ino, struct ops_name **out)
{
        size_t n = 0, cap = 0;
        *out = NULL;
        for (size_t i = 0; i < fs->dcap; i++)
                for (struct fs_dirent *d = fs->dtab[i]; d; d = d->hnext) {
                        if (d->ino != ino)
                                continue;
                        if (n == cap) {
                                cap = cap ? 2 * cap : 4;
                                *out = sbx_realloc(*out, cap * sizeof **out);
                        }
                        (*out)[n].parent = d->parent;
                        (*out)[n++].name = sbx_strdup(d->name);
                }
        return n;
}

static void ops__drop_job(fsd *fs, struct ops_job *j)
{
        struct ops_name *nm = NULL;
        size_t n = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, j->ino);
        if (in && (uint64_t)j->off + j->size > in->size)
                n = ops__names(fs, j->ino, &nm);
        pthread_mutex_unlock(&fs->lock);
        for (size_t i = 0; i < n; i++) {        /* ENOENT: the kernel has no such entry */
                int rc = fuse_lowlevel_notify_inval_entry(fs->se, nm[i].parent, nm[i].name,
                                                          strlen(nm[i].name));
                if (rc < 0 && rc != -ENOENT)
                        sbx_log("write refused: inode %llu: name %s not dropped (%s)",
                                (unsigned long long)j->ino, nm[i].name, strerror(-rc));
                free(nm[i].name);
        }
        free(nm);
        off_t from = j->off & ~(off_t)(FS_PAGE - 1);
        int rc = fuse_lowlevel_notify_inval_inode(fs->se, j->ino, from,
                                                  j->off + (off_t)j->size - from);
        if (rc < 0 && rc != -ENOENT)
                sbx_log("write refused: inode %llu: the kernel's pages from %lld not dropped (%s)",
                        (unsigned long long)j->ino, (long long)from, strerror(-rc));
        pthread_mutex_lock(&fs->lock);
        ops__kc_note(fs, j->ino);               /* (5): the refused pages just went */
        pthread_mutex_unlock(&fs->lock);
}

/* Make block b of in name chunk hash (NULL: a hole), stored and clean,
 * dropping what it held. */
static void ops__block_name(fsd *fs, struct fs_inode *in, struct fs_block *b,
                            const uint8_t *hash)
{
        int was = fs__blk_present(b);
        uint8_t loading = b->loading;           /* its loader clears it */
        fs__block_drop(fs, b);
        b->loading = loading;
        /* A batch storing the bytes it held must not name it with
         * them when done (fl__apply compares epochs). */
        b->epoch = ++fs->epochs;
        if (hash) {
                memcpy(b->hash, hash, FS_HASH_LEN);
                b->has_hash = 1;
        }
        fs__blk_recount(in, b, was);
}

/* Copy by name (4), under fs->lock: when s and d start blocks and the
 * copy takes all of the source block (the whole block, or the file's
 * last block to its end onto a destination with nothing after it),
 * and that block is sealed (stored, not written since) or a hole, the
 * destination's block names its chunk (or becomes a hole).  The
 * bytes so copied, 0 when they must be copied otherwise, or -errno. */
static int64_t ops__share(fsd *fs, fuse_ino_t ino_in, uint64_t s, fuse_ino_t ino_out,
                          uint64_t d, uint64_t left)
{
        if (s % FS_BLOCK_SIZE || d % FS_BLOCK_SIZE)
                return 0;
        struct fs_inode *src = fs__iget(fs, ino_in), *dst = fs__iget(fs, ino_out);
        if (!src || !dst)
                return -ENOENT;
        if (s >= src->size)
                return 0;
        uint64_t have = src->size - s, c = left < FS_BLOCK_SIZE ? left : FS_BLOCK_SIZE;
        if (c > have)
                c = have;
        /* Part of a block only as a file's end: its chunk holds no more
         * than the file has of it (a cut block is stored again, cut),
         * and the destination must have nothing after it. */
        if (c < FS_BLOCK_SIZE && (c != have || dst->size > d + c))
                return 0;
        uint64_t ks = s / FS_BLOCK_SIZE, kd = d / FS_BLOCK_SIZE;
        const struct fs_block *sb = ks < src->nblk ? &src->blk[ks] : NULL;
        int hole = !sb || ops__is_hole(sb);
        if (!hole && (!sb->has_hash || sb->dirty))
                return 0;                       /* not stored as it is */
        uint8_t hash[FS_HASH_LEN];
        if (!hole)
                memcpy(hash, sb->hash, FS_HASH_LEN);    /* sb moves if dst grows: src may be dst */
        int rc = ops__may_grow(fs, dst, d + c);
        if (rc < 0)
                return rc;
        if (!hole && kd >= dst->nblk && (rc = fs__grow_blocks(fs, dst, kd + 1)) < 0)
                return rc;
        if (kd < dst->nblk)
                ops__block_name(fs, dst, &dst->blk[kd], hole ? NULL : hash);
        ops__grow(fs, dst, d + c);
        fs__mark_meta(fs, dst);
        __atomic_store_n(&fs->copy_named, fs->copy_named + 1, __ATOMIC_RELAXED);
        return (int64_t)c;
}

/* Copy [s, s+left) of ino_in to d in ino_out through the read and write
 * paths, up to the end of d's block: the bytes copied (0: the source
 * ends at s), or -errno. */
static int64_t ops__copy_bytes(fsd *fs, fuse_ino_t ino_in, uint64_t s, fuse_ino_t ino_out,
                               uint64_t d, uint64_t left)
{
        size_t piece = FS_BLOCK_SIZE - d % FS_BLOCK_SIZE;
        if (piece > left)
                piece = (size_t)left;
        char *buf;
        size_t got;
        int rc = ops__read(fs, ino_in, piece, (off_t)s, 1, &buf, &got);
        if (rc < 0)
                return rc;
        if (got) {
                pthread_mutex_lock(&fs->lock);
                struct fs_inode *out = fs__iget(fs, ino_out);
                rc = out ? ops__write(fs, out, buf, got, d) : -ENOENT;
                if (!rc)
                        __atomic_store_n(&fs->copy_bytes, fs->copy_bytes + got, __ATOMIC_RELAXED);
                pthread_mutex_unlock(&fs->lock);
        }
        free(buf);
        return rc < 0 ? rc : (int64_t)got;
}

/* What the VFS checks too (generic_copy_file_checks), and the quota;
 * *len is cut to what the source has.  Under fs->lock. */
static int ops__copy_check(fsd *fs, fuse_ino_t ino_in, uint64_t off_in, fuse_ino_t ino_out,
                           uint64_t off_out, size_t *len)
{
        struct fs_inode *src = fs__iget(fs, ino_in), *dst = fs__iget(fs, ino_out);
        if (!src || !dst)
                return -ENOENT;
        if (S_ISDIR(src->mode) || S_ISDIR(dst->mode))
                return -EISDIR;
        if (!S_ISREG(src->mode) || !S_ISREG(dst->mode))
                return -EINVAL;
        if (off_in >= src->size)
                *len = 0;
        else if (*len > src->size - off_in)
                *len = (size_t)(src->size - off_in);
        if (off_out + *len < off_out)
                return -EFBIG;
        if (ino_in == ino_out && off_out < off_in + *len && off_in < off_out + *len)
                return -EINVAL;                 /* overlapping ranges of one file */
        return ops__may_grow(fs, dst, off_out + *len);
}

/* Has process pid capability cap (a bit of its effective set, as
 * /proc says; CAP_FSETID 4, CAP_SYS_ADMIN 21)? */
enum { OPS_CAP_FSETID = 4, OPS_CAP_SYS_ADMIN = 21 };
static int ops__has_cap(uint32_t pid, int cap)
{
        char path[64], line[256];
        snprintf(path, sizeof path, "/proc/%u/status", pid);
        FILE *f = fopen(path, "re");
        if (!f)
                return 0;
        int has = 0;
        while (fgets(line, sizeof line, f))
                if (!strncmp(line, "CapEff:", 7)) {
                        has = (strtoull(line + 7, NULL, 16) >> cap) & 1;
                        break;
                }
        fclose(f);
        return has;
}

/* A copy into a set-user-ID or set-group-ID file (or an fallocate of
 * one) clears the bits as a write does.  Under handle_killpriv_v2 the kernel leaves that to us,
 * but flags no COPY_FILE_RANGE the way it flags a WRITE (ext4 clears
 * them: the VFS does, for a caller without CAP_FSETID), so the caller's
 * capabilities are read from /proc, for such a file only; root in the
 * host's namespace with CAP_FSETID keeps them. */
static void ops__copy_kill_priv(fsd *fs, fuse_req_t req, fuse_ino_t ino)
{
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int priv = in && S_ISREG(in->mode) && (in->mode & (S_ISUID | S_ISGID));
        pthread_mutex_unlock(&fs->lock);
        if (!priv || !fs->kill_priv)            /* else the kernel clears them itself */
                return;
        const struct fuse_ctx *cx = fuse_req_ctx(req);
        if (cx->uid == 0 && ops__has_cap(cx->pid, OPS_CAP_FSETID))
                return;
        if (fs__kill_priv(fs, ino, FS_KP_NOCAP, cx->uid, cx->gid, cx->pid))
                fuse_lowlevel_notify_inval_inode(fs->se, ino, -1, 0);  /* its cached mode */
}

/* copy_file_range, in a worker: the bytes copied, or -errno when none.
 * The bits go once the copy is known to write (as the VFS's write path
 * clears them before it writes): not for a refused or empty copy. */
static int64_t ops__copy(fsd *fs, fuse_req_t req, fuse_ino_t ino_in, uint64_t off_in,
                         fuse_ino_t ino_out, uint64_t off_out, size_t len)
{
        pthread_mutex_lock(&fs->lock);
        int rc = ops__copy_check(fs, ino_in, off_in, ino_out, off_out, &len);
        pthread_mutex_unlock(&fs->lock);
        if (!rc && len)
                ops__copy_kill_priv(fs, req, ino_out);
        size_t done = 0;
        while (!rc && done < len) {
                uint64_t s = off_in + done, d = off_out + done;
                pthread_mutex_lock(&fs->lock);
                ops__kc_note(fs, ino_out);       /* (5): the kernel drops its pages after */
                int64_t n = ops__share(fs, ino_in, s, ino_out, d, len - done);
                pthread_mutex_unlock(&fs->lock);
                if (n == 0)
                        n = ops__copy_bytes(fs, ino_in, s, ino_out, d, len - done);
                if (n <= 0) {
                        rc = (int)n;            /* 0: the source was cut meanwhile */
                        break;
                }
                done += (size_t)n;
        }
        if (done) {
                pthread_mutex_lock(&fs->lock);
                struct fs_inode *out = fs__iget(fs, ino_out);
                ops__kc_note(fs, ino_out);
                if (out && !fs->writeback)      /* else the kernel's, as for a write */
                        out->mtime = out->ctime = fs__now();
                if (out)
                        fs__mark_meta(fs, out);
                pthread_mutex_unlock(&fs->lock);
        }
        return done ? (int64_t)done : rc;
}

static void ops__copy_job(fsd *fs, struct ops_job *j)
{
        int64_t n = ops__copy(fs, j->req, j->ino, (uint64_t)j->off, j->ino_out, (uint64_t)j->off_out,
                              j->size);
        if (n < 0)
                fuse_reply_err(j->req, (int)-n);
        else
                fuse_reply_write(j->req, (size_t)n);
}

static void fs_copy_file_range(fuse_req_t req, fuse_ino_t ino_in, off_t off_in,
                               struct fuse_file_info *fi_in, fuse_ino_t ino_out, off_t off_out,
                               struct fuse_file_info *fi_out, size_t len, int flags)
{
        (void)fi_in; (void)fi_out;
        if (flags || off_in < 0 || off_out < 0) {       /* the VFS refuses them first */
                fuse_reply_err(req, EINVAL);
                return;
        }
        if (len > 0xfffff000u)                  /* the reply's count is 32 bits */
                len = 0xfffff000u;
        struct ops_job *j = ops__job(JOB_COPY, req, ino_in, off_in);
        j->ino_out = ino_out;
        j->off_out = off_out;
        j->size = len;
        ops__enqueue(j);
}

/* ---- fallocate ---- */

/* Does [off, end) cover block k of in, to the block's end or the file's? */
static int ops__covers(const struct fs_inode *in, uint64_t k, uint64_t off, uint64_t end)
{
        uint64_t start = k * FS_BLOCK_SIZE, stop = start + FS_BLOCK_SIZE;
        return off <= start && end >= (stop < in->size ? stop : in->size);
}

/* Make [off, end) of a regular file read as zeros, its size as it is
 * (PUNCH_HOLE, ZERO_RANGE): a block it covers becomes a hole, nothing
 * stored (st_blocks drops, SEEK_HOLE finds it), as the blocks a
 * truncate drops; the parts of blocks at its ends are zeroed in their
 * buffers as a write changes them, loaded first when stored.  Past the
 * size there is nothing to zero: truncate cut it.  Under fs->lock,
 * which waiting for room and loading drop. */
static int ops__zero(fsd *fs, struct fs_inode *in, uint64_t off, uint64_t end)
{
        ops__kc_note(fs, in->ino);               /* (5) */
        /* a block zeroed in part is stored again */
        if (off < in->size && (off % FS_BLOCK_SIZE || (end < in->size && end % FS_BLOCK_SIZE)) &&
            ops__budget_room(fs) < 0)
                return -EDQUOT;
        int rc = fs__wait_room(fs);
        if (rc < 0)
                return rc;
        uint64_t e, k0, k1;
        for (int tries = 0;; tries++) {         /* a load drops the lock: look again */
                e = end < in->size ? end : in->size;
                if (off >= e)
                        return 0;
                k0 = off / FS_BLOCK_SIZE;
                k1 = (e - 1) / FS_BLOCK_SIZE;
                uint64_t k = !ops__covers(in, k0, off, e) && ops__part_loads(in, k0) ? k0 :
                             !ops__covers(in, k1, off, e) && ops__part_loads(in, k1) ? k1 :
                             UINT64_MAX;
                if (k == UINT64_MAX)
                        break;
                if (tries == 8)
                        return -EIO;    /* never zero pages without their block */
                if ((rc = ops__load(fs, in, k)) < 0)
                        return rc;
        }
        for (uint64_t k = k0; k <= k1 && k < in->nblk; k++) {
                struct fs_block *b = &in->blk[k];
                if (ops__covers(in, k, off, e)) {
                        if (!ops__is_hole(b) || b->has_hash)
                                ops__block_name(fs, in, b, NULL);
                        continue;
                }
                uint64_t start = k * FS_BLOCK_SIZE;
                uint32_t lo = off > start ? (uint32_t)(off - start) : 0;
                uint32_t hi = e - start < FS_BLOCK_SIZE ? (uint32_t)(e - start) : FS_BLOCK_SIZE;
                if (hi > b->len)
                        hi = b->len;            /* (2): zeros past it already */
                if (b->buf && lo < hi) {        /* loaded whole above, or a hole */
                        ops__own(fs, b, 0);     /* it has a buf: no recount */
                        memset(b->buf + lo, 0, hi - lo);
                }
        }
        ops__drop_clean(in, k0);
        ops__drop_clean(in, k1);
        fs__mark_data(fs, in);
        return 0;
}

/* Mode 0 and KEEP_SIZE reserve nothing (a mode-0 call past the end sets
 * the size, as a sparse truncate does); PUNCH_HOLE (with KEEP_SIZE, the
 * VFS's rule) and ZERO_RANGE make the range read as zeros (ops__zero),
 * ZERO_RANGE without KEEP_SIZE sets the size as mode 0 does.  The kernel
 * refuses COLLAPSE_RANGE and INSERT_RANGE before asking; the rest is
 * EOPNOTSUPP here.  The kernel writes its dirty pages of the range back
 * before a PUNCH_HOLE or ZERO_RANGE and drops its pages of the range
 * after our reply (fuse_file_fallocate), so reads and mappings see the
 * zeros.  Refused, a call changes nothing here; but under the writeback
 * cache the kernel stamped mtime and ctime before it asked, and keeps
 * that stamp (fs/README.md). */
static void fs_fallocate(fuse_req_t req, fuse_ino_t ino, int mode, off_t off, off_t len,
                         struct fuse_file_info *fi)
{
        (void)fi;
        fsd *fs = FS(req);
        int zero = mode & (FALLOC_FL_PUNCH_HOLE | FALLOC_FL_ZERO_RANGE);
        if ((mode & ~(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE | FALLOC_FL_ZERO_RANGE)) ||
            ((mode & FALLOC_FL_PUNCH_HOLE) && mode != (FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE))) {
                fuse_reply_err(req, EOPNOTSUPP);
                return;
        }
        if (off < 0 || len <= 0 || off > INT64_MAX - len) {    /* the VFS refuses them first */
                fuse_reply_err(req, EINVAL);
                return;
        }
        uint64_t end = (uint64_t)off + (uint64_t)len;
        int rc = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int grow = in && !(mode & FALLOC_FL_KEEP_SIZE) && end > in->size;
        if (!in)
                rc = -ENOENT;
        else if (!S_ISREG(in->mode))
                rc = -ENODEV;
        else if (grow && (rc = ops__may_grow(fs, in, end)) < 0)
                ;                               /* refused before any change */
        else if (zero && (rc = ops__zero(fs, in, (uint64_t)off, end)) < 0)
                ;
        else if (grow && end > in->size)        /* zeroing may have let others in */
                rc = ops__truncate(fs, in, end);
        /* under the writeback cache the times are the kernel's (its
         * fuse_file_fallocate stamps them, file_modified, before it
         * asks, or keeps its stamp of the same tick): a later one of
         * ours came back after a remount */
        if (!rc && (grow || zero) && in && !fs->writeback)
                in->mtime = in->ctime = fs__now();
        if (in)
                ops__kc_note(fs, ino);          /* (5): changed now, our reply next */
        pthread_mutex_unlock(&fs->lock);
        /* it changes the file as a write does: ext4 clears the bits
         * then (file_modified), with KEEP_SIZE too; no FALLOCATE carries
         * a kill flag */
        if (!rc)
                ops__copy_kill_priv(fs, req, ino);
        fuse_reply_err(req, -rc);
}

/* Drop the kernel's kept listings of directories changed since they
 * were read to their end (tree.c's fs__dir_changed lists them): the loop
 * calls it after each request, outside the lock, once the change's reply
 * is out.  One notice per directory per read-then-change, none for a
 * directory no one lists (tar x), one for each directory rm -rf empties. */
void fs__drop_stale_listings(fsd *fs)
{
        uint64_t ino[64];
        size_t n;
        do {
                pthread_mutex_lock(&fs->lock);
                n = fs->nstale < 64 ? fs->nstale : 64;
                fs->nstale -= n;
                memcpy(ino, fs->stale_dirs + fs->nstale, n * sizeof *ino);
                pthread_mutex_unlock(&fs->lock);
                for (size_t i = 0; i < n; i++)
                        fuse_lowlevel_notify_inval_inode(fs->se, ino[i], 0, 0);
        } while (n == 64);
}

/* ---- directories ---- */

static void fs_opendir(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
        (void)ino;
        /* Zero-message opendir: the kernel then caches listings and keeps
         * pages by default, and spares an OPENDIR and a RELEASEDIR round
         * trip for every directory find, du or git status walks. */
        if (FS(req)->no_opendir) {
                fuse_reply_err(req, ENOSYS);
                return;
        }
        /* The kernel checks a kept listing against the directory's
         * change count only when read from position 0: a reader that
         * seeks elsewhere (telldir/seekdir on a new stream, the NFS
         * server) saw names removed since.  A change to a directory read
         * to its end drops the listing (fs__drop_stale_listings). */
        fi->cache_readdir = 1;
        fi->keep_cache = 1;
        fuse_reply_open(req, fi);
}

static void ops__readdir(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off, int plus)
{
        fsd *fs = FS(req);
        char *buf = sbx_malloc(size);
        size_t pos = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *dir = fs__iget(fs, ino);
        if (!dir || !dir->dir) {
                pthread_mutex_unlock(&fs->lock);
                free(buf);
                fuse_reply_err(req, dir ? ENOTDIR : ENOENT);
                return;
        }
        struct fuse_entry_param e;
        for (off_t dot = off; dot < 2; dot++) {
                memset(&e, 0, sizeof e);
                e.attr.st_ino = dot == 0 ? dir->ino : dir->parent;
                e.attr.st_mode = S_IFDIR;
                const char *nm = dot == 0 ? "." : "..";
                size_t len = plus ? fuse_add_direntry_plus(req, buf + pos, size - pos, nm, &e, dot + 1)
                                  : fuse_add_direntry(req, buf + pos, size - pos, nm, &e.attr, dot + 1);
                if (len > size - pos)
                        goto full;
                pos += len;
        }
        struct fs_dir *d = dir->dir;
        for (size_t i = fs__dir_seek(d, off < 2 ? 2 : (uint64_t)off); i < d->n; i++) {
                struct fs_dirent *de = d->ents[i];
                if (!de)
                        continue;
                struct fs_inode *in = fs__iget(fs, de->ino);
                if (!in)
                        continue;
                size_t len;
                if (plus) {
                        ops__entry(fs, in, &e);
                        len = fuse_add_direntry_plus(req, buf + pos, size - pos, de->name, &e,
                                                     (off_t)de->cookie);
                        if (len > size - pos) {
                                in->nlookup--;  /* not sent: not looked up */
                                break;
                        }
                } else {
                        struct stat st = { .st_ino = in->ino, .st_mode = in->mode };
                        len = fuse_add_direntry(req, buf + pos, size - pos, de->name, &st,
                                                (off_t)de->cookie);
                        if (len > size - pos)
                                break;
                }
                pos += len;
        }
        /* the end: an empty reply, after which the kernel keeps the
         * listing and serves it again at any position but 0 without
         * asking, so a later change must drop it (fs__drop_stale_listings) */
        if (pos == 0)
                d->listed = 1;
full:
        pthread_mutex_unlock(&fs->lock);
        if (fuse_reply_buf(req, buf, pos) == -ENOENT && plus) {
                /* not taken (ops__reply_entry): no FORGET comes for these */
                pthread_mutex_lock(&fs->lock);
                for (size_t o = 0; o + FUSE_NAME_OFFSET_DIRENTPLUS <= pos;) {
                        const struct fuse_direntplus *dp = (const void *)(buf + o);
                        if (dp->entry_out.nodeid)
                                ops__forget_one(fs, dp->entry_out.nodeid, 1);
                        o += FUSE_DIRENTPLUS_SIZE(dp);
                }
                pthread_mutex_unlock(&fs->lock);
        }
        free(buf);
}

static void fs_readdir(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
                       struct fuse_file_info *fi)
{
        (void)fi;
        ops__readdir(req, ino, size, off, 0);
}

static void fs_readdirplus(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
                           struct fuse_file_info *fi)
{
        (void)fi;
        ops__readdir(req, ino, size, off, 1);
}

static void fs_releasedir(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
        (void)ino; (void)fi;
        fuse_reply_err(req, 0);
}

static void fs_fsyncdir(fuse_req_t req, fuse_ino_t ino, int datasync, struct fuse_file_info *fi)
{
        fs_fsync(req, ino, datasync, fi);
}

static void fs_statfs(fuse_req_t req, fuse_ino_t ino)
{
        (void)ino;
        fsd *fs = FS(req);
        struct statvfs sv;
        int64_t t;
        int ok;
        uint64_t size;
        ops__disk_last(0, 0, OPS_DISK_STATFS_NS, &t, &sv, &ok, &size);  /* a new reading, waited for */
        if (!ok)
                memset(&sv, 0, sizeof sv);
        sv.f_namemax = 255;
        pthread_mutex_lock(&fs->lock);          /* the quota too: SIGHUP changes it */
        ops__reserve_at(fs, size);
        uint64_t used = fs__used(fs), inodes = fs__used_inodes(fs);
        uint64_t qb = fs->quota_bytes, qi = fs->quota_inodes, reserve = fs->reserve;
        pthread_mutex_unlock(&fs->lock);
        if (reserve && sv.f_frsize) {   /* what the sandbox may take (ops__disk_room) */
                uint64_t r = (reserve + sv.f_frsize - 1) / sv.f_frsize;
                sv.f_bfree = sv.f_bfree > r ? sv.f_bfree - r : 0;
                sv.f_bavail = sv.f_bavail > r ? sv.f_bavail - r : 0;
        }
        if (qb) {
                uint64_t u = (used + 4095) / 4096, blocks = qb / 4096;
                uint64_t disk = (uint64_t)sv.f_bavail * sv.f_frsize / 4096;
                sv.f_bfree = sv.f_bavail = u < blocks ? blocks - u : 0;
                if (reserve && sv.f_frsize && disk < sv.f_bfree)
                        sv.f_bfree = sv.f_bavail = disk;
                sv.f_bsize = sv.f_frsize = 4096;
                sv.f_blocks = blocks;
        }
        if (qi) {
                sv.f_files = qi;
                sv.f_ffree = sv.f_favail = inodes < qi ? qi - inodes : 0;
        }
        /* refused at the store budget (ops__budget_room): df says no room,
         * not the disk's, until a gc ends */
        if (ops__budget_over(fs))
                sv.f_bfree = sv.f_bavail = 0;
        fuse_reply_statfs(req, &sv);
}

/* ---- xattrs ---- */

static struct fs_xattr **ops__xfind(struct fs_inode *in, const char *name)
{
        struct fs_xattr **pp = &in->xattrs;
        while (*pp && strcmp((*pp)->name, name))
                pp = &(*pp)->next;
        return pp;
}

/* The length of the inode's name list as listxattr(2) gets it. */
static size_t ops__xnames(struct fs_inode *in)
{
        size_t len = 0;
        for (struct fs_xattr *x = in->xattrs; x; x = x->next)
                len += strlen(x->name) + 1;
        return len;
}

static void ops__xdel(fsd *fs, struct fs_xattr **pp)
{
        struct fs_xattr *x = *pp;
        fs->xattr_bytes -= FS_XATTR_SIZE(x);
        *pp = x->next;
        free(x->name);
        free(x->val);
        free(x);
}

static int ops__in_groups(uint32_t pid, uint32_t gid);

/* Does setting an access ACL clear the file's set-group-ID?  As ext4
 * (posix_acl_update_mode): when the caller is outside the file's group
 * and lacks CAP_FSETID.  The kernel asks a FUSE server for it only under
 * FUSE_SETXATTR_EXT (FUSE_SETXATTR_ACL_KILL_SGID), which libfuse 3.14
 * does not negotiate, and does not do it itself, so it is worked out
 * here from the caller's /proc entries, outside the lock. */
static int ops__acl_kills_sgid(fsd *fs, fuse_req_t req, fuse_ino_t ino)
{
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int sgid = in && (in->mode & S_ISGID);
        uint32_t gid = in ? in->gid : 0;
        pthread_mutex_unlock(&fs->lock);
        const struct fuse_ctx *cx = fuse_req_ctx(req);
        return sgid && fs__gid_in(fs, cx->gid) != gid && !ops__in_groups(cx->pid, fs__gid_out(fs, gid)) &&
               !ops__has_cap(cx->pid, OPS_CAP_FSETID);
}

/* The namespaces a name may be set in, as ext4: user., trusted. and
 * security. with something after the dot, and the two POSIX ACLs.  0,
 * -EINVAL (nothing after the dot) or -EOPNOTSUPP.  The kernel hands a
 * FUSE server every name and checks only write access for a name outside
 * those (user.* must be the owner's on a regular file or directory): a
 * "foo.x" went onto anyone's symlink or sticky directory. */
static int ops__xattr_ns(const char *name)
{
        static const char *const ns[] = { "user.", "trusted.", "security." };
        for (size_t i = 0; i < SBX_ARRAY_LEN(ns); i++) {
                size_t n = strlen(ns[i]);
                if (!strncmp(name, ns[i], n))
                        return name[n] ? 0 : -EINVAL;
        }
        return !strcmp(name, "system.posix_acl_access") ||
               !strcmp(name, "system.posix_acl_default") ? 0 : -EOPNOTSUPP;
}

static void fs_setxattr(fuse_req_t req, fuse_ino_t ino, const char *name, const char *value,
                        size_t size, int flags)
{
        fsd *fs = FS(req);
        int rc = ops__xattr_ns(name);
        if (rc < 0) {
                fuse_reply_err(req, -rc);
                return;
        }
        if (strlen(name) > 255 || size > 65536) {
                fuse_reply_err(req, strlen(name) > 255 ? ERANGE : E2BIG);
                return;
        }
        int is_acl = !strcmp(name, "system.posix_acl_access");
        int kill_sgid = is_acl && ops__acl_kills_sgid(fs, req, ino);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        if (!in) {
                rc = -ENOENT;
                goto out;
        }
        uint32_t mode = in->mode;
        if (is_acl && fs__acl_mode(value, size, &mode) < 0) {
                rc = -EINVAL;
                goto out;
        }
        if (kill_sgid)
                mode &= ~(uint32_t)S_ISGID;
        struct fs_xattr **pp = ops__xfind(in, name);
        if (*pp && (flags & XATTR_CREATE)) {
                rc = -EEXIST;
                goto out;
        }
        if (!*pp && (flags & XATTR_REPLACE)) {
                rc = -ENODATA;
                goto out;
        }
        if (is_acl && fs__acl_is_minimal(value, size)) {
                /* as ext4 does: an ACL equal to the mode is the mode */
                if (*pp)
                        ops__xdel(fs, pp);
                in->mode = mode;
                in->xattr_dirty = 1;
                in->ctime = fs__now();
                fs__mark_meta(fs, in);
                goto out;
        }
        /* listxattr(2) takes at most XATTR_LIST_MAX bytes of names: a
         * longer list could never be read again (E2BIG), and cp -a or
         * tar --xattrs failed on the file.  A value may still change. */
        if (!*pp && ops__xnames(in) + strlen(name) + 1 > XATTR_LIST_MAX) {
                rc = -ENOSPC;
                goto out;
        }
        /* the quota counts xattrs; all of them live in memory */
        size_t had = *pp ? FS_XATTR_SIZE(*pp) : 0, will = strlen(name) + size;
        if (will > had && fs->xattr_bytes + (will - had) > FS_XATTR_MAX) {
                rc = -ENOSPC;
                goto out;
        }
        if (will > had && fs->quota_bytes &&
            fs__used(fs) + (will - had) > fs->quota_bytes) {
                rc = -EDQUOT;
                goto out;
        }
        if ((rc = ops__disk_room(fs, will)) < 0)
                goto out;               /* a new row in meta.db, however it shrinks */
        fs->xattr_bytes += will - had;          /* wraps correctly both ways */
        struct fs_xattr *x = *pp;
        if (!x) {
                x = sbx_calloc(1, sizeof *x);
                x->name = sbx_strdup(name);
                *pp = x;
        }
        free(x->val);
        x->val = sbx_malloc(size);
        if (size)
                memcpy(x->val, value, size);
        x->len = size;
        if (is_acl || !strcmp(name, "system.posix_acl_default"))
                fs__acl_map(fs, x->val, size, 0);
        in->mode = mode;
        in->xattr_dirty = 1;
        in->ctime = fs__now();
        fs__mark_meta(fs, in);
out:
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_err(req, -rc);
}

/* Is gid among the groups of process pid (its supplementary groups;
 * the caller checks the primary one)?  Read from /proc: only for a
 * set-group-ID file that is not group-executable. */
static int ops__in_groups(uint32_t pid, uint32_t gid)
{
        char path[64];
        snprintf(path, sizeof path, "/proc/%u/status", pid);
        FILE *f = fopen(path, "re");
        if (!f)
                return 0;
        int found = 0;
        sbx_autofree char *line = NULL;        /* Groups: may be 65536 groups long */
        size_t cap = 0;
        while (!found && getline(&line, &cap, f) > 0) {
                if (strncmp(line, "Groups:", 7))
                        continue;
                for (char *p = line + 7, *end; !found; p = end) {
                        unsigned long g = strtoul(p, &end, 10);
                        if (end == p)
                                break;
                        found = g == gid;
                }
                break;
        }
        fclose(f);
        return found;
}

/* What the kernel did itself before handle_killpriv_v2 (the VFS's
 * setattr_should_drop_suidgid): a chown of anything but a directory,
 * and a truncate or write by a caller without CAP_FSETID, clear
 * set-user-ID, and set-group-ID when the file is group-executable or
 * the caller is outside its group and lacks CAP_FSETID; and they drop
 * file capabilities.  The kernel flags the request when (it knows the
 * caller's capabilities: nocap says it found none; for a chown, which
 * it flags always, root is taken to have them); what to clear is
 * decided here, before the request is handled (the caller's groups are
 * read from /proc).  (File capabilities the kernel still removes itself
 * too: it looks for them unless the inode is marked S_NOSEC, which
 * setting a security.* xattr undoes.)  fs__kill_priv clears them at
 * once (a copy); fs__kill_priv_later, fs__peek's, once the flagged
 * request has succeeded (struct ops_kp). */
static int ops__kp_decide(fsd *fs, uint64_t ino, int how, uint32_t uid, uint32_t gid,
                          uint32_t pid, struct ops_kp *kp)
{
        int nocap = !!(how & FS_KP_NOCAP);
        memset(kp, 0, sizeof *kp);
        int root = uid == 0;
        uid = fs__uid_in(fs, uid);              /* the caller's ids as the tree's */
        gid = fs__gid_in(fs, gid);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int chown_nop = how & (FS_KP_IF_REG | FS_KP_IF_NOT_REG);
        if (!in || S_ISDIR(in->mode) || (how & FS_KP_IF_REG && !S_ISREG(in->mode)) ||
            (how & FS_KP_IF_NOT_REG && S_ISREG(in->mode)) ||
            (chown_nop && !root && uid != in->uid)) {      /* the VFS: EPERM (fs_setattr) */
                pthread_mutex_unlock(&fs->lock);
                return 0;
        }
        uint32_t fgid = in->gid;
        int sgid_only = (in->mode & (S_ISGID | S_IXGRP)) == S_ISGID;
        int sgid_x = (in->mode & (S_ISGID | S_IXGRP)) == (S_ISGID | S_IXGRP);
        pthread_mutex_unlock(&fs->lock);
        int outside = sgid_only && (nocap || !root) && gid != fgid &&
                      !ops__in_groups(pid, fs__gid_out(fs, fgid));
        kp->ino = ino;
        kp->pid = pid;
        kp->bits = S_ISUID | (sgid_x || outside ? S_ISGID : 0);
        return 1;
}

/* Clear what kp says of in, and its file capabilities (under fs->lock);
 * 1 if anything changed. */
static int ops__kp_apply(fsd *fs, struct fs_inode *in, const struct ops_kp *kp)
{
        if (!kp->ino || in->ino != kp->ino)
                return 0;
        int changed = 0;
        uint32_t mode = in->mode & ~kp->bits;
        struct fs_xattr **cap = ops__xfind(in, "security.capability");
        if (*cap) {
                ops__xdel(fs, cap);
                in->xattr_dirty = 1;
                changed = 1;
        }
        if (mode != in->mode || changed) {
                changed = 1;
                in->mode = mode;
                fs__mark_meta(fs, in);
        }
        return changed;
}

int fs__kill_priv(fsd *fs, uint64_t ino, int how, uint32_t uid, uint32_t gid, uint32_t pid)
{
        struct ops_kp kp;
        if (!ops__kp_decide(fs, ino, how, uid, gid, pid, &kp))
                return 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        int changed = in && ops__kp_apply(fs, in, &kp);
        pthread_mutex_unlock(&fs->lock);
        return changed;
}

/* fs__peek's decision for the request libfuse handles next, on the loop
 * thread; its handler takes it (ops__kp_take) and applies it once the
 * request has succeeded. */
static struct ops_kp ops__kp_next;

int fs__kill_priv_later(fsd *fs, uint64_t ino, int how, uint32_t uid, uint32_t gid,
                        uint32_t pid)
{
        return ops__kp_decide(fs, ino, how, uid, gid, pid, &ops__kp_next);
}

/* What request req on ino is to clear when it succeeds, if anything: what
 * fs__peek recorded last, if it was for this inode and caller.  A SETATTR
 * or WRITE handler on the loop thread takes it first thing, so none is
 * left for a later request. */
static struct ops_kp ops__kp_take(fuse_req_t req, fuse_ino_t ino)
{
        struct ops_kp kp = ops__kp_next;
        memset(&ops__kp_next, 0, sizeof ops__kp_next);
        if (kp.ino != ino || kp.pid != (uint32_t)fuse_req_ctx(req)->pid)
                memset(&kp, 0, sizeof kp);
        return kp;
}

static void fs_getxattr(fuse_req_t req, fuse_ino_t ino, const char *name, size_t size)
{
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        struct fs_xattr *x = in ? *ops__xfind(in, name) : NULL;
        int ns = x ? 0 : ops__xattr_ns(name);   /* "foo.bar", "user.": as setxattr answers */
        void *val = NULL;
        size_t len = 0;
        if (x) {
                len = x->len;
                val = sbx_malloc(len);
                memcpy(val, x->val, len);
                if (!strncmp(name, "system.posix_acl_", 17))
                        fs__acl_map(fs, val, len, 1);
        }
        pthread_mutex_unlock(&fs->lock);
        if (!in)
                fuse_reply_err(req, ENOENT);
        else if (!x)
                fuse_reply_err(req, ns < 0 ? -ns : ENODATA);
        else if (size == 0)
                fuse_reply_xattr(req, len);
        else if (size < len)
                fuse_reply_err(req, ERANGE);
        else
                fuse_reply_buf(req, val, len);
        free(val);
}

static void fs_listxattr(fuse_req_t req, fuse_ino_t ino, size_t size)
{
        fsd *fs = FS(req);
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        size_t len = 0;
        char *buf = NULL;
        int trusted = 0;
        if (in) {
                len = ops__xnames(in);
                buf = sbx_malloc(len);
                size_t p = 0;
                for (struct fs_xattr *x = in->xattrs; x; x = x->next) {
                        size_t l = strlen(x->name) + 1;
                        trusted |= !strncmp(x->name, "trusted.", 8);
                        memcpy(buf + p, x->name, l);
                        p += l;
                }
        }
        pthread_mutex_unlock(&fs->lock);
        /* trusted.* names only to a caller with CAP_SYS_ADMIN, whatever its
         * uid, as ext4 lists them (the kernel guards their values, not a
         * FUSE list) */
        const struct fuse_ctx *cx = fuse_req_ctx(req);
        if (trusted && !ops__has_cap(cx->pid, OPS_CAP_SYS_ADMIN)) {
                size_t o = 0;
                for (size_t p = 0; p < len;) {
                        size_t l = strlen(buf + p) + 1;
                        if (strncmp(buf + p, "trusted.", 8))
                                memmove(buf + o, buf + p, l), o += l;
                        p += l;
                }
                len = o;
        }
        if (!in)
                fuse_reply_err(req, ENOENT);
        else if (size == 0)
                fuse_reply_xattr(req, len);
        else if (size < len)
                fuse_reply_err(req, ERANGE);
        else
                fuse_reply_buf(req, buf, len);
        free(buf);
}

static void fs_removexattr(fuse_req_t req, fuse_ino_t ino, const char *name)
{
        fsd *fs = FS(req);
        int rc = 0;
        pthread_mutex_lock(&fs->lock);
        struct fs_inode *in = fs__iget(fs, ino);
        struct fs_xattr **pp = in ? ops__xfind(in, name) : NULL;
        int ns = ops__xattr_ns(name);
        if (!in)
                rc = -ENOENT;
        else if (ns < 0 && !(*pp && fuse_req_ctx(req)->uid == 0))
                rc = ns;        /* (one set before the check went in: root's to remove) */
        else if (!*pp)  /* no ACL to remove is done, as on ext4 (setfacl -k, an empty ACL) */
                rc = strncmp(name, "system.posix_acl_", 17) ? -ENODATA : 0;
        else {
                ops__xdel(fs, pp);
                in->xattr_dirty = 1;
                in->ctime = fs__now();
                fs__mark_meta(fs, in);
        }
        pthread_mutex_unlock(&fs->lock);
        fuse_reply_err(req, -rc);
}

/* ---- session ---- */

static void fs_init(void *userdata, struct fuse_conn_info *conn)
{
        unsigned want = FUSE_CAP_WRITEBACK_CACHE | FUSE_CAP_ASYNC_READ | FUSE_CAP_PARALLEL_DIROPS |
                        FUSE_CAP_READDIRPLUS | FUSE_CAP_POSIX_ACL | FUSE_CAP_DONT_MASK |
                        FUSE_CAP_CACHE_SYMLINKS | FUSE_CAP_EXPLICIT_INVAL_DATA | FUSE_CAP_ASYNC_DIO |
                        FUSE_CAP_ATOMIC_O_TRUNC;      /* dropped again with no_open */
        conn->want |= want & conn->capable;
        ((fsd *)userdata)->writeback = !!(conn->want & FUSE_CAP_WRITEBACK_CACHE);
        ((fsd *)userdata)->no_opendir = !!(conn->capable & FUSE_CAP_NO_OPENDIR_SUPPORT);
        if (conn->capable & FUSE_CAP_NO_OPEN_SUPPORT) {
                ((fsd *)userdata)->no_open = 1;
                conn->want &= ~(unsigned)FUSE_CAP_ATOMIC_O_TRUNC;
        }
        conn->want &= ~(unsigned)(FUSE_CAP_READDIRPLUS_AUTO | FUSE_CAP_AUTO_INVAL_DATA);
        conn->max_write = FS_BLOCK_SIZE;
        uint32_t ra = ((fsd *)userdata)->readahead;
        conn->max_readahead = conn->max_readahead > ra ? ra : conn->max_readahead;
        conn->max_background = 64;
        conn->congestion_threshold = 48;
        conn->time_gran = 1;
}

/* The kernel sends DESTROY while unmounting and waits for the reply, so
 * flushing here makes `fusermount3 -u` return only once all is durable. */
static void fs_destroy(void *userdata)
{
        fs__flusher_stop(userdata);
}

const struct fuse_lowlevel_ops fs__ops = {
        .init = fs_init,
        .destroy = fs_destroy,
        .lookup = fs_lookup,
        .forget = fs_forget,
        .forget_multi = fs_forget_multi,
        .getattr = fs_getattr,
        .setattr = fs_setattr,
        .readlink = fs_readlink,
        .mknod = fs_mknod,
        .mkdir = fs_mkdir,
        .symlink = fs_symlink,
        .unlink = fs_unlink,
        .rmdir = fs_rmdir,
        .rename = fs_rename,
        .link = fs_link,
        .create = fs_create,
        .open = fs_open,
        .read = fs_read,
        .write = fs_write,
        .retrieve_reply = fs_retrieve_reply,
        .release = fs_release,
        .fsync = fs_fsync,
        .opendir = fs_opendir,
        .readdir = fs_readdir,
        .readdirplus = fs_readdirplus,
        .releasedir = fs_releasedir,
        .fsyncdir = fs_fsyncdir,
        .statfs = fs_statfs,
        .setxattr = fs_setxattr,
        .getxattr = fs_getxattr,
        .listxattr = fs_listxattr,
        .removexattr = fs_removexattr,
        .fallocate = fs_fallocate,
        .lseek = fs_lseek,
        .copy_file_range = fs_copy_file_range,
};
