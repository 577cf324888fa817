/* flush.c: the flusher, the one thread that makes a workspace durable.
**
** A batch, under fs->lock except where noted:
**   1. seal: dirty blocks are marked flushing and their buffers handed to
**      jobs; a write to a flushing block copies the buffer first (ops.c),
**      so a job's bytes are the block as of this instant.  The jobs go to
**      the pool of compression workers at once.  A full batch (a commit
**      point) seals every dirty block and, in the same hold of the lock,
**      takes a picture of all changed metadata (fs__batch_take).
**   2. (unlocked) the pool merges pages kept over a stored chunk with it
**      (ops.c (3)), hashes every job, skips names already stored and
**      compresses the rest; then fs_store_put(): pack synced, index
**      committed (a large batch in thirds, the first while the pool
**      compresses the rest; merged blocks in parts of half their budget,
**      each freed once stored (6)).
**   3. apply: each block gets its new name; a block not written since (1)
**      is clean and its buffer freed.
**   4. a full batch: the picture gets the names of the blocks it sealed
**      and is committed (unlocked) to meta.db in one transaction.
**   5. full_done = seq; fsync waiters whose request preceded (1) return.
** A full batch is sealed only when no batch is in flight, so its picture
** is the tree at one instant with every byte of it stored: a picture
** taken later than its seal named sizes and names of data written since,
** which after kill -9 read as zeros (a file replaced by rename was then
** neither old nor new).  Writers that keep dirty_max full get data-only
** batches in between: once batch n's blocks are compressed, batch n+1 is
** sealed (a third of dirty_max at most) and compressed while the flusher
** stores batch n; their names are committed by the next full batch.
** Once a second, busy or idle, the flusher also closes the store's cached
** read fds of packs gc deleted or repacked (fs_store_close_gone, store.c
** (12)), with fs->lock dropped: held open, their space was never freed.
** Invariants:
** (1) Metadata committed in (4) names only chunks stored in (2) of this or
**     an earlier batch: data reaches the store before the metadata.
** (2) Each commit is the tree at the instant of a full batch's seal.
** (3) An fsync() returns after a full batch that was sealed after it was
**     called, with that batch's result: its file's data and metadata are
**     in the store and meta.db, or it fails.
** (4) The store's gc lock is held shared from (1) of a batch until a
**     commit names every chunk stored since (fs->unnamed), so gc never
**     sweeps a chunk that a batch found stored and will name.
** (5) Writers wait (fs__wait_room) while dirty bytes exceed dirty_max, so
**     memory stays bounded however fast they write.  While batches fail
**     to store (fs->store_err: a full store), a write that would wait
**     fails with that error instead: no room comes until one works, and
**     the loop thread must not block (it then serves nothing, not even
**     the unlink that would free room or the unmount).
** (6) A block of pages over a stored chunk is merged into a whole 1 MiB
**     buffer in step 2, which dirty_max does not count (its pages may be
**     4 KiB), so the pool merges one only while at most half of dirty_max
**     of merged blocks are held (fl_pool.held), and each is freed once its
**     part of the batch is stored: the parts of a large batch stream
**     through that much memory.  Held to the end of the batch, an fsync
**     after a page into each block of a 1 GiB random file took 1 GiB.
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zstd.h>

struct fl_job {
        uint64_t ino, blk;
        uint32_t epoch;
        char    *buf;           /* owned by the job from sealing on */
        uint32_t len, cap;
        struct fs_pend *pend;   /* owned copy: buf is pages over chunk base (ops.c (3)) */
        uint8_t  base[FS_HASH_LEN];
        char    *merged;        /* owned: base with the pages laid over it */
        int      bad_base;      /* base failed its check: this block waits */
        int      finished;      /* hashed and compressed; under pool lock */
        fs_chunk c;
        int      stored;        /* already in the store: nothing to put */
        int      owns_data;     /* c.data is malloc'd (else it is buf) */
        int      err;
};

/* A batch's jobs, hashed and compressed by the pool (and the flusher). */
struct fl_work {
        struct fl_job  *jobs;
        size_t          n;
        size_t          next, done;     /* claimed, finished; under pool lock */
        struct fl_work *qnext;          /* the pool's queue, oldest first */
};

/* The compression workers live as long as the flusher: each keeps its
 * zstd context (store.c, one per thread) and its malloc arena warm.
 * Made per batch, they rebuilt both every 32 MiB. */
#define FL_THREADS 4
struct fl_pool {
        pthread_mutex_t lock;
        pthread_cond_t  more;           /* work queued, or stop */
        pthread_cond_t  idle;           /* a job finished */
        struct fl_work *head, *tail;    /* works with unclaimed jobs */
        pthread_t       th[FL_THREADS];
        int             nth, stop;
        size_t          held, budget;   /* merged blocks' bytes claimed, not freed (6) */
        fsd            *fs;
};

struct fl_batch {
        uint64_t       seq;
        struct fl_work w;
        size_t         bytes, sealed;   /* plain bytes; buffer bytes (fs->sealed) */
        int            rc;              /* the gc lock failed: store nothing */
        int            full;            /* a commit point: all that was dirty */
        struct fs_batch *mb;            /* its picture of the tree (full, rc 0) */
        int64_t        t0;
};

/* Order-0 entropy of p[0..n) in bytes: what coding each byte alone
 * (Huffman, as zstd does literals) could reach at best.  log2 by a cubic
 * on the mantissa (error < 0.002 bit): fs/ links no libm. */
static double fl__log2(double x)
{
        int e = 0;
        while (x >= 2) {
                x /= 2;
                e++;
        }
        double m = x - 1;
        return e + m * (1.4234755 + m * (-0.5876945 + m * 0.1655245));
}

static double fl__entropy(const uint8_t *p, size_t n)
{
        uint32_t h[256] = { 0 };
        for (size_t i = 0; i < n; i++)
                h[p[i]]++;
        double bits = 0;
        for (int i = 0; i < 256; i++)
                if (h[i])
                        bits += h[i] * fl__log2((double)n / h[i]);
        return bits / 8;
}

/* The zstd level for a full block.  When matches gain nothing over
 * coding bytes one by one (a 64 KiB sample from the middle, at level 1,
 * is no more than 3% below its order-0 entropy), level 1 gives the same
 * size as fs->level: bytes drawn from 16 values compress to 0.509 at
 * either, at 280 vs 140 MB/s here.  Compressed or random data gets level
 * 1 too, and is found incompressible sooner.  Text, code and binaries
 * gain from matches and keep fs->level: of the corpus's 257 full blocks
 * 4 switch, +15 KB on its 87 MB. */
#define FL_SAMPLE (64u << 10)
static int fl__block_level(fsd *fs, const uint8_t *p, size_t len)
{
        if (fs->level <= 1 || len < 4 * FL_SAMPLE)
                return fs->level;
        const uint8_t *s = p + len / 2 - FL_SAMPLE / 2;
        void *out;
        uint32_t clen;
        fs_chunk_compress2(s, FL_SAMPLE, 1, 0, &out, &clen);
        free(out);
        return clen > 0.97 * fl__entropy(s, FL_SAMPLE) ? 1 : fs->level;
}

/* Full blocks are compressed with matches of at least 6 bytes: at level
 * 3 the default minimum (5) made zstd chase chance matches in
 * high-entropy data: bytes drawn from 16 values compressed at 120 MB/s,
 * with 6 at 470 MB/s and a smaller result (0.500 vs 0.517); the corpus's
 * 1 MiB blocks (binaries, source maps) grow 1.8%.  Smaller chunks (whole
 * small files) keep level_small's defaults. */
/* A job of pages over a stored chunk: read the chunk (checked) and lay
 * them over it.  A chunk that fails is logged and the job fails alone:
 * its block keeps its pages and waits for the next batch (ops.c (3)). */
static int fl__merge(fsd *fs, struct fl_job *j)
{
        char *m = sbx_malloc(FS_BLOCK_SIZE);
        size_t blen = 0;
        int rc = fs_store_get_into(fs->st, j->base, m, FS_BLOCK_SIZE, &blen);
        if (rc < 0) {
                free(m);
                sbx_log("flush: inode %llu block %llu: its stored chunk is unreadable (%s); "
                        "the pages written over it stay in memory and fsync fails with EIO",
                        (unsigned long long)j->ino, (unsigned long long)j->blk, strerror(-rc));
                j->bad_base = 1;
                return rc;
        }
        uint32_t len = blen > j->len ? (uint32_t)blen : j->len;
        if (len > blen)
                memset(m + blen, 0, len - blen);
        for (uint32_t p = 0; p < FS_BLOCK_PAGES; p++)
                if (j->pend->slot[p])
                        memcpy(m + (size_t)p * FS_PAGE, j->buf + (size_t)(j->pend->slot[p] - 1) * FS_PAGE,
                               FS_PAGE);
        j->merged = m;
        j->len = len;
        return 0;
}

static void fl__job(fsd *fs, struct fl_job *j)
{
        if (j->pend && (j->err = fl__merge(fs, j)) < 0)
                return;
        const char *data = j->merged ? j->merged : j->buf;
        fs_hash(data, j->len, j->c.hash);
        int has = fs_store_dedup(fs->st, j->c.hash);
        if (has < 0) {
                j->err = has;
                return;
        }
        if (has) {
                j->stored = 1;
                return;
        }
        void *out;
        j->c.plen = j->len;
        if (j->len == FS_BLOCK_SIZE) {
                int level = fl__block_level(fs, (const uint8_t *)data, j->len);
                j->c.codec = (uint8_t)fs_chunk_compress2(data, j->len, level, level >= 3 ? 6 : 0,
                                                         &out, &j->c.clen);
        } else {
                j->c.codec = (uint8_t)fs_chunk_compress(data, j->len, fs->level_small,
                                                        &out, &j->c.clen);
        }
        j->c.data = out ? out : data;           /* plain: the job's own buffer */
        j->owns_data = out != NULL;
        if (out) {
                /* Freed now, in this thread, a merge buffer is the next
                 * job's: kept to the end of the batch, each one was new
                 * memory, faulted in page by page. */
                free(j->merged);
                j->merged = NULL;
        }
}

/* The bytes a job holds from its claim until its part is stored,
 * beyond its own buffer (which dirty_max counts): a merged block (6). */
static size_t fl__cost(const struct fl_job *j)
{
        return j->pend ? FS_BLOCK_SIZE : 0;
}

/* Claim the next job of the oldest queued work (under pool lock); none
 * while it would take the merged blocks held past their budget (6),
 * unless none are held (a budget under a block: one at a time). */
static struct fl_job *fl__claim(struct fl_pool *p, struct fl_work **wp)
{
        struct fl_work *w = p->head;
        if (!w)
                return NULL;
        size_t cost = fl__cost(&w->jobs[w->next]);
        if (cost && p->held && p->held + cost > p->budget)
                return NULL;
        p->held += cost;
        struct fl_job *j = &w->jobs[w->next++];
        if (w->next == w->n) {
                p->head = w->qnext;
                if (!p->head)
                        p->tail = NULL;
        }
        *wp = w;
        return j;
}

static void fl__done(struct fl_pool *p, struct fl_work *w, struct fl_job *j)
{
        j->finished = 1;
        w->done++;
        pthread_cond_broadcast(&p->idle);       /* fl__wait_some waits for any */
}

static void *fl__worker(void *arg)
{
        struct fl_pool *p = arg;
        pthread_setname_np(pthread_self(), "sbxfs-compress");
        pthread_mutex_lock(&p->lock);
        for (;;) {
                struct fl_work *w;
                struct fl_job *j = fl__claim(p, &w);
                if (!j) {
                        if (p->stop)
                                break;
                        pthread_cond_wait(&p->more, &p->lock);
                        continue;
                }
                pthread_mutex_unlock(&p->lock);
                fl__job(p->fs, j);
                pthread_mutex_lock(&p->lock);
                fl__done(p, w, j);
        }
        pthread_mutex_unlock(&p->lock);
        return NULL;
}

static void fl__submit(struct fl_pool *p, struct fl_work *w, size_t bytes)
{
        if (!w->n)
                return;
        pthread_mutex_lock(&p->lock);
        w->qnext = NULL;
        if (p->tail)
                p->tail->qnext = w;
        else
                p->head = w;
        p->tail = w;
        /* a little work is done sooner by the flusher than by a wake-up */
        if (bytes > FS_BLOCK_SIZE)
                pthread_cond_broadcast(&p->more);
        pthread_mutex_unlock(&p->lock);
}

/* Help with the queue until jobs [k, m) of w are all finished, for an m
 * at least k + want (or w->n), or one whose merged blocks take half the
 * budget: the pool merges the next half while they are stored (6).  (The
 * claims stop only when those held take more than half, so there is
 * always such an m.)  Returns m. */
static size_t fl__wait_some(struct fl_pool *p, struct fl_work *w, size_t k, size_t want)
{
        size_t m = k, cost = 0;
        pthread_mutex_lock(&p->lock);
        for (;;) {
                for (; m < w->n && w->jobs[m].finished; m++)
                        cost += fl__cost(&w->jobs[m]);
                if (m == w->n || m - k >= want || (m > k && cost >= p->budget / 2))
                        break;
                struct fl_work *o;
                struct fl_job *j = w->next < w->n ? fl__claim(p, &o) : NULL;
                if (!j) {
                        pthread_cond_wait(&p->idle, &p->lock);
                        continue;
                }
                pthread_mutex_unlock(&p->lock);
                fl__job(p->fs, j);
                pthread_mutex_lock(&p->lock);
                fl__done(p, o, j);
        }
        pthread_mutex_unlock(&p->lock);
        return m;
}

/* Jobs [k, m) of a batch are stored (or failed): their merged blocks and
 * compressed chunks go, and the pool may merge more (6).  Only the names
 * (c.hash) are needed from here on. */
static void fl__release(struct fl_pool *p, struct fl_work *w, size_t k, size_t m)
{
        size_t cost = 0;
        for (size_t i = k; i < m; i++) {
                struct fl_job *j = &w->jobs[i];
                if (j->owns_data)
                        free((void *)j->c.data);
                free(j->merged);
                j->merged = NULL;
                j->c.data = NULL;
                j->owns_data = 0;
                cost += fl__cost(j);
        }
        if (!cost)
                return;
        pthread_mutex_lock(&p->lock);
        p->held -= cost;
        pthread_cond_broadcast(&p->more);
        pthread_mutex_unlock(&p->lock);
}

static int fl__has_work(fsd *fs)
{
        return fs->mdirty.n || fs->ddirty.n || fs->nops || fs->dead.n || fs->resync;
}

/* Dirty bytes no batch has sealed yet. */
static uint64_t fl__unsealed(fsd *fs)
{
        return fs->dirty_bytes > fs->sealed ? fs->dirty_bytes - fs->sealed : 0;
}

/* Step (1), under fs->lock: seal dirty blocks into a new batch and queue
 * its jobs to the pool.  rc: the gc lock failed, store nothing.  A full
 * batch (a commit point) takes every dirty block and, in the same hold of
 * the lock, the picture of the tree; the others take a third of dirty_max
 * at most (writers fill buffers while one batch is compressed and the
 * one before is stored) and commit no metadata. */
static struct fl_batch *fl__seal(fsd *fs, int rc, int full)
{
        size_t limit = full ? SIZE_MAX : (size_t)(fs->dirty_max / 3);
        struct fl_batch *b = sbx_calloc(1, sizeof *b);
        b->seq = ++fs->batch_started;
        b->rc = rc;
        b->full = full;
        size_t cap = 0, i = 0;
        struct fl_job *jobs = NULL;
        for (; i < fs->ddirty.n && b->bytes < limit; i++) {
                struct fs_inode *in = fs__iget(fs, fs->ddirty.v[i]);
                if (!in)
                        continue;
                in->data_listed = 0;
                for (uint64_t k = 0; k < in->nblk; k++) {
                        if (b->bytes >= limit) {
                                fs__mark_data(fs, in);  /* the rest next time */
                                break;
                        }
                        struct fs_block *bl = &in->blk[k];
                        if (!bl->dirty || bl->flushing)
                                continue;
                        if (!bl->buf || !bl->len) {
                                /* emptied block: it is a hole now */
                                if (fs__blk_present(bl))
                                        in->npresent--;
                                if (fs->dirty_bytes >= bl->cap)
                                        fs->dirty_bytes -= bl->cap;
                                free(bl->buf);
                                bl->buf = NULL;
                                bl->cap = bl->len = 0;
                                bl->dirty = 0;
                                bl->has_hash = 0;
                                continue;
                        }
                        if (b->w.n == cap) {
                                cap = cap ? 2 * cap : 64;
                                jobs = sbx_realloc(jobs, cap * sizeof *jobs);
                        }
                        bl->flushing = 1;
                        jobs[b->w.n] = (struct fl_job){ .ino = in->ino, .blk = k,
                                .epoch = bl->epoch, .buf = bl->buf, .len = bl->len, .cap = bl->cap };
                        if (bl->pend) {         /* later writes add pages to the block's */
                                jobs[b->w.n].pend = sbx_malloc(sizeof *bl->pend);
                                memcpy(jobs[b->w.n].pend, bl->pend, sizeof *bl->pend);
                                memcpy(jobs[b->w.n].base, bl->hash, FS_HASH_LEN);
                        }
                        b->w.n++;
                        b->bytes += bl->len;
                        b->sealed += bl->cap;
                        if (full)
                                fs__mark_meta(fs, in);  /* its row is in the picture */
                }
        }
        /* keep what was not reached (and what mark_data re-listed) */
        if (i) {
                memmove(fs->ddirty.v, fs->ddirty.v + i, (fs->ddirty.n - i) * sizeof *fs->ddirty.v);
                fs->ddirty.n -= i;
        }
        b->w.jobs = jobs;
        fs->sealed += b->sealed;
        b->t0 = sbx_mono_ns();
        if (full) {
                fs->full_t = b->t0;
                fs->full_started = b->seq;
                if (!rc)
                        b->mb = fs__batch_take(fs);     /* (2): this instant */
        }
        if (!rc)
                fl__submit(fs->pool, &b->w, b->bytes);
        return b;
}

/* Step (3), under fs->lock: each block gets its new name (rc 0).  A
 * full batch's picture has the names already (fl__finish); a data-only
 * batch's names are for the next picture to take. */
static void fl__apply(fsd *fs, struct fl_batch *bt, int brc)
{
        for (size_t i = 0; i < bt->w.n; i++) {
                struct fl_job *j = &bt->w.jobs[i];
                int rc = brc ? brc : j->err;
                struct fs_inode *in = fs__iget(fs, j->ino);
                struct fs_block *b = in && j->blk < in->nblk ? &in->blk[j->blk] : NULL;
                int was = b && fs__blk_present(b);
                if (b && b->flushing && b->buf == j->buf) {
                        b->flushing = 0;
                        if (!rc) {
                                memcpy(b->hash, j->c.hash, FS_HASH_LEN);
                                b->has_hash = 1;
                                b->dirty = 0;
                                if (fs->dirty_bytes >= b->cap)
                                        fs->dirty_bytes -= b->cap;
                                free(b->buf);
                                b->buf = NULL;
                                b->cap = b->len = 0;
                                free(b->pend);
                                b->pend = NULL;
                                fs__blk_recount(in, b, was);
                        } else {
                                fs__mark_data(fs, in);  /* try again next batch */
                        }
                } else {
                        /* written (copied) or cut since sealing: the job's
                         * bytes are still newer than the old name */
                        free(j->buf);
                        if (b && !rc && b->epoch == j->epoch) {
                                memcpy(b->hash, j->c.hash, FS_HASH_LEN);
                                b->has_hash = 1;
                                fs__blk_recount(in, b, was);
                        }
                        /* still dirty: on the list, so a batch takes it.  A
                         * read that merged the block's pages with its
                         * chunk meanwhile (ops__merge) gave it a new
                         * buffer without listing it (a read writes
                         * nothing), and its bytes stayed counted dirty
                         * for good: enough of them and every writer
                         * waited for room that never came. */
                        if (b && b->dirty && !b->flushing)
                                fs__mark_data(fs, in);
                }
                if (in && (!bt->full || rc))
                        fs__mark_meta(fs, in);
                free(j->pend);          /* its data went in fl__release */
        }
        fs->sealed -= fs->sealed >= bt->sealed ? bt->sealed : fs->sealed;
        pthread_cond_broadcast(&fs->room);
}

/* A batch failed (what: its step), or fl__failed(fs, NULL, 0): one
 * worked.  The flusher retries every commit interval while a disk is
 * full: the first failure is logged, then one line a minute that counts
 * them, and a line when batches work again.  (Retried after a commit
 * interval doubled per failure, up to a minute: fl__main.)  The flusher thread only. */
static void fl__failed(fsd *fs, const char *what, int rc)
{
        int64_t now = sbx_mono_ns();
        if (!what) {
                if (fs->fails)
                        sbx_log("flush: batches work again, after %llu failed in %.0f s",
                                (unsigned long long)fs->fails, (double)(now - fs->fail_t0) / 1e9);
                fs->fails = 0;
                return;
        }
        fs->fail_last = now;
        if (fs->fails++ == 0) {
                fs->fail_t0 = fs->fail_logged = now;
                sbx_log("flush: %s failed (%s); retried (every commit interval, then less often, "
                        "up to a minute apart), the data kept in memory and staging meanwhile",
                        what, strerror(-rc));
        } else if (now - fs->fail_logged >= 60 * 1000000000ll) {
                fs->fail_logged = now;
                sbx_log("flush: %s failed (%s): %llu batches failed in %.0f s", what, strerror(-rc),
                        (unsigned long long)fs->fails, (double)(now - fs->fail_t0) / 1e9);
        }
}

/* Store jobs [k, m) of a batch whose compression is done (step 2).
 * A job whose stored base failed its check is left out and noted in
 * *bad: its block alone waits (ops.c (3)). */
static int fl__put_part(fsd *fs, struct fl_batch *bt, size_t k, size_t m, int *bad)
{
        fs_chunk *put = sbx_calloc(m - k, sizeof *put);
        size_t nput = 0;
        int rc = 0;
        for (size_t i = k; i < m; i++) {
                struct fl_job *j = &bt->w.jobs[i];
                if (j->bad_base)
                        *bad = j->err;
                else if (j->err && !rc)
                        rc = j->err;
                if (!j->stored && !j->err)
                        put[nput++] = j->c;
        }
        if (!rc)
                rc = fs_store_put(fs->st, put, nput);
        free(put);
        if (rc < 0)
                fl__failed(fs, "storing chunks", rc);
        return rc;
}

/* An fsync waits for a commit point not sealed yet. */
static int fl__fsync_waits(fsd *fs)
{
        return fs->want_batch > fs->full_started;
}

/* Is a batch due now, one that cannot wait for commit_interval_ms? */
static int fl__urgent(fsd *fs)
{
        return fl__fsync_waits(fs) ||
               (fl__has_work(fs) && (fs->stopping || fl__unsealed(fs) > fs->dirty_max / 4));
}

/* A batch this large (an fsync's takes all that is dirty: 100 blocks
 * after the rand bench's writes) is stored in thirds: the first are
 * written and synced while the pool compresses the rest.  In one piece,
 * its store came after the last compression: 300 ms more for the fsync.
 * Merged blocks make smaller parts: each half of their budget (6). */
#define FL_PART_MIN 48

/* A writer that keeps dirty_max full gets a commit point at least every
 * this many commit intervals (fl__early, fl__main). */
#define FL_FULL_EVERY 5
static int fl__full_overdue(fsd *fs)
{
        return sbx_mono_ns() - fs->full_t >= FL_FULL_EVERY * fs->commit_ns;
}

/* May the next batch be sealed while this one is stored?  Only a
 * data-only one, for writers that fill dirty_max: a commit point must
 * see no block in flight, since its picture names what it seals.  Not
 * when an fsync waits (the chain stops for its commit point), and not for
 * ever: under a writer that never lets up, every few commit intervals. */
static int fl__early(fsd *fs)
{
        return !fs->stopping && !fl__fsync_waits(fs) &&
               fl__unsealed(fs) > fs->dirty_max / 4 && !fl__full_overdue(fs);
}

/* Steps (2)-(5) of a sealed batch; called and returns with fs->lock held.
 * Once its blocks are compressed, the next batch is sealed (*next) if one
 * is due (fl__early), so that the pool compresses it while this one is
 * stored and committed. */
static void fl__finish(fsd *fs, struct fl_batch *bt, struct fl_batch **next)
{
        int rc = bt->rc, bad = 0, sealed = 0;
        pthread_mutex_unlock(&fs->lock);
        int64_t t1 = sbx_mono_ns(), t2 = t1, t3 = t1;
        size_t n = bt->w.n, k = 0, part = n >= FL_PART_MIN ? n / 3 : n;
        while (!bt->rc && (k < n || !sealed)) {
                /* a failed part: the rest only finishes (the pool holds it) */
                size_t m = n ? fl__wait_some(fs->pool, &bt->w, k, rc ? n : part) : 0;
                if (m == n && !sealed) {
                        pthread_mutex_lock(&fs->lock);
                        if (next && fl__early(fs))
                                *next = fl__seal(fs, 0, 0);     /* the gc lock is ours still (4) */
                        pthread_mutex_unlock(&fs->lock);
                        sealed = 1;
                        t1 = sbx_mono_ns();
                }
                if (!rc && m > k)
                        rc = fl__put_part(fs, bt, k, m, &bad);
                fl__release(fs->pool, &bt->w, k, m);
                k = m;
        }
        t3 = t2 = sbx_mono_ns();
        if (bt->mb && !rc)              /* the names of what was sealed */
                for (size_t i = 0; i < n; i++)
                        if (!bt->w.jobs[i].err)
                                fs__batch_name(bt->mb, bt->w.jobs[i].ino, bt->w.jobs[i].blk,
                                               bt->w.jobs[i].c.hash);
        pthread_mutex_lock(&fs->lock);
        fl__apply(fs, bt, rc);
        /* (5) writers waiting for room hear that none comes */
        fs->store_err = rc < 0 ? rc : 0;
        if (rc < 0)
                pthread_cond_broadcast(&fs->room);
        /* (4) the picture taken at the seal: a job that failed its base
         * check left its block's old name (the block waits, and this
         * commit point reports it) */
        if (bt->mb) {
                if (!rc) {
                        pthread_mutex_unlock(&fs->lock);
                        rc = fs__batch_write(fs, bt->mb);
                        t3 = sbx_mono_ns();
                        pthread_mutex_lock(&fs->lock);
                        if (rc < 0)
                                fl__failed(fs, "metadata commit", rc);
                }
                if (rc < 0)
                        fs->resync = 1;         /* its changes left the dirty lists */
                fs__batch_free(bt->mb);
        }
        if (!rc && bt->full)
                fl__failed(fs, NULL, 0);
        if (rc < 0 || !bt->full)
                fs->unnamed |= bt->w.n > 0;     /* (4): keep the gc lock */
        else
                fs->unnamed = 0;
        if (fs->debug)
                sbx_log("batch %llu: %zu blocks %zu bytes: chunks %lld ms, put %lld ms, meta %lld ms"
                        " (%s; done at %lld ms)",
                        (unsigned long long)bt->seq, bt->w.n, bt->bytes,
                        (long long)(t1 - bt->t0) / 1000000, (long long)(t2 - t1) / 1000000,
                        (long long)(t3 - t2) / 1000000, bt->full ? "commit point" : "data only",
                        (long long)(sbx_mono_ns() / 1000000 % 1000000));
        /* (5) */
        if (bt->full) {
                fs->flush_err = rc ? rc : bad;
                fs->full_done = bt->seq;
        }
        fs->batch_done = bt->seq;
        pthread_cond_broadcast(&fs->done);
        free(bt->w.jobs);
        free(bt);
}

/* How often the flusher closes the store's read fds of packs gc removed
 * (store.c (12)), also while there is nothing to flush. */
#define FL_SWEEP_NS 1000000000ll

/* Let the store's gc lock go, as it is taken, with fs->lock dropped
 * (called and returns with it held): on a store whose filesystem
 * forwards flock to a server (NFS), a server gone quiet held every
 * request of the sandbox. */
static void fl__store_unlock(fsd *fs)
{
        pthread_mutex_unlock(&fs->lock);
        fs_store_unlock(fs->st);
        pthread_mutex_lock(&fs->lock);
}

/* Batches overlap: batch n+1 is sealed and compressed by the pool while
 * batch n is stored and committed (fl__finish); commits stay in order.
 * (A batch at a time left both cores idle while its pack synced: a third
 * of a 1 GiB write's time.) */
static void *fl__main(void *arg)
{
        fsd *fs = arg;
        struct fl_batch *pend = NULL;   /* sealed, compressing: finished next */
        int locked = 0;                 /* we hold the gc lock (4) */
        int64_t since = 0;              /* when the oldest unflushed change was seen */
        int64_t swept = 0;              /* the last fs_store_close_gone() */
        pthread_setname_np(pthread_self(), "sbxfs-flush");
        pthread_mutex_lock(&fs->lock);
        for (;;) {
                /* packs gc deleted or repacked: let their fds go, so
                 * their space is freed (no I/O under fs->lock) */
                if (sbx_mono_ns() - swept >= FL_SWEEP_NS || fs->sweep_now) {
                        fs->sweep_now = 0;      /* a refusal at the budget: its pack closed now */
                        pthread_mutex_unlock(&fs->lock);
                        fs_store_close_gone(fs->st);
                        pthread_mutex_lock(&fs->lock);
                        swept = sbx_mono_ns();
                }
                int64_t sweep = swept + FL_SWEEP_NS;    /* the next, monotonic */
                if (!pend) {
                        int work = fl__has_work(fs);
                        int start = fl__urgent(fs);     /* an fsync, even of a clean tree */
                        if (work) {
                                int64_t now = sbx_mono_ns();
                                if (!since)
                                        since = now;
                                int64_t due = since + fs->commit_ns;
                                /* After batches that failed to store, the next waits, a
                                 * commit interval doubled with each failure
                                 * up to a minute, unless an fsync or the
                                 * unmount asks: retried at once, a full store
                                 * kept three threads compressing the same
                                 * 64 MiB, 60 times a second. */
                                if (fs->fails && fs->store_err && !fl__fsync_waits(fs) && !fs->stopping) {
                                        int64_t d = fs->commit_ns << (fs->fails > 7 ? 6 : fs->fails - 1);
                                        if (d > 60 * 1000000000ll)
                                                d = 60 * 1000000000ll;
                                        start = 0;
                                        if (fs->fail_last + d > due)
                                                due = fs->fail_last + d;
                                }
                                if (!start && now < due) {
                                        sbx_cond_wait_mono(&fs->wake, &fs->lock, due < sweep ? due : sweep);
                                        continue;
                                }
                        } else {
                                since = 0;
                                if (!start) {
                                        if (fs->stopping)
                                                break;
                                        sbx_cond_wait_mono(&fs->wake, &fs->lock, sweep);
                                        continue;
                                }
                        }
                        int rc = 0;
                        if (!locked) {
                                pthread_mutex_unlock(&fs->lock);
                                rc = fs_store_lock(fs->st, FS_LOCK_SH);
                                pthread_mutex_lock(&fs->lock);
                                if (rc < 0)
                                        sbx_log("flush: gc lock: %s", strerror(-rc));
                                locked = rc == 0;
                        }
                        /* nothing in flight: a commit point, unless
                         * writers keep more than a batch's worth dirty */
                        int full = fs->stopping || fl__fsync_waits(fs) ||
                                   fl__unsealed(fs) <= fs->dirty_max / 3 || fl__full_overdue(fs);
                        pend = fl__seal(fs, rc, full);
                }
                since = 0;
                struct fl_batch *next = NULL;
                /* a store that fails while stopping: no more tries */
                fl__finish(fs, pend, fs->stopping && fs->flush_err ? NULL : &next);
                pend = next;
                if (!pend && locked && !fs->unnamed) {
                        fl__store_unlock(fs);
                        locked = 0;
                }
                if (fs->flush_err && fs->stopping) {
                        if (pend)
                                fl__finish(fs, pend, NULL);
                        pend = NULL;
                        if (locked)
                                fl__store_unlock(fs);
                        break;
                }
        }
        pthread_mutex_unlock(&fs->lock);
        return NULL;
}

static void fl__pool_stop(struct fl_pool *p)
{
        if (!p)
                return;
        pthread_mutex_lock(&p->lock);
        p->stop = 1;
        pthread_cond_broadcast(&p->more);
        pthread_mutex_unlock(&p->lock);
        for (int t = 0; t < p->nth; t++)
                pthread_join(p->th[t], NULL);
        pthread_mutex_destroy(&p->lock);
        pthread_cond_destroy(&p->more);
        pthread_cond_destroy(&p->idle);
        free(p);
}

/* One worker per core (at most FL_THREADS); the flusher helps too. */
static int fl__pool_start(fsd *fs)
{
        struct fl_pool *p = sbx_calloc(1, sizeof *p);
        pthread_mutex_init(&p->lock, NULL);
        pthread_cond_init(&p->more, NULL);
        pthread_cond_init(&p->idle, NULL);
        p->fs = fs;
        p->budget = (size_t)(fs->dirty_max / 2);
        long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
        int want = ncpu < 1 ? 1 : ncpu > FL_THREADS ? FL_THREADS : (int)ncpu;
        for (int t = 0; t < want; t++)
                if (pthread_create(&p->th[p->nth], NULL, fl__worker, p) == 0)
                        p->nth++;
        fs->pool = p;           /* no worker at all: the flusher does it all */
        return 0;
}

int fs__flusher_start(fsd *fs)
{
        fl__pool_start(fs);
        int rc = pthread_create(&fs->flusher, NULL, fl__main, fs);
        if (rc) {
                fl__pool_stop(fs->pool);
                fs->pool = NULL;
                return -rc;
        }
        fs->flusher_up = 1;
        return 0;
}

void fs__flusher_stop(fsd *fs)
{
        if (!fs->flusher_up)
                return;
        pthread_mutex_lock(&fs->lock);
        fs->stopping = 1;
        pthread_cond_broadcast(&fs->wake);
        pthread_cond_broadcast(&fs->room);
        pthread_mutex_unlock(&fs->lock);
        pthread_join(fs->flusher, NULL);
        fs->flusher_up = 0;
        fl__pool_stop(fs->pool);
        fs->pool = NULL;
}

int fs__sync(fsd *fs)
{
        pthread_mutex_lock(&fs->lock);
        uint64_t target = fs->batch_started + 1;
        if (fs->want_batch < target)
                fs->want_batch = target;
        pthread_cond_signal(&fs->wake);
        while (fs->full_done < target && fs->flusher_up && !fs->stopping)         /* (3) */
                pthread_cond_wait(&fs->done, &fs->lock);
        int rc = fs->flush_err;
        pthread_mutex_unlock(&fs->lock);
        return rc;
}

int fs__wait_room(fsd *fs)
{
        if (fl__unsealed(fs) > fs->dirty_max / 4)
                pthread_cond_signal(&fs->wake);         /* enough for a batch */
        while (fs->dirty_bytes > fs->dirty_max && !fs->stopping && fs->flusher_up) {
                /* (5) batches fail (a full store): no room comes until
                 * one works, so the write fails now, as on a full disk,
                 * rather than hang every writer and then the loop */
                if (fs->store_err)
                        return fs->store_err;
                pthread_cond_signal(&fs->wake);
                pthread_cond_wait(&fs->room, &fs->lock);
        }
        return 0;
}
