/* flush.c: the flusher, the one thread that makes a workspace durable.
**
** A batch, under fs->lock except where noted:
**   1. seal: every dirty block is marked flushing and its buffer handed to
**      a job; a write to a flushing block copies the buffer first (ops.c),
**      so the job's bytes are the block as of this instant.
**   2. (unlocked) hash every job, skip names already stored, compress the
**      rest in parallel, fs_store_put() them: pack synced, index committed.
**   3. apply: each block gets its new name; a block not written since (1)
**      is clean and its buffer freed.
**   4. take a picture of all changed metadata (fs__batch_take), then
**      (unlocked) commit it to meta.db in one transaction.
**   5. batch_done = seq; fsync waiters whose request preceded (1) return.
** Invariants:
** (1) Metadata committed in (4) names only chunks stored in (2) of this or
**     an earlier batch: data reaches the store before the metadata.
** (2) An fsync() returns after a whole batch that began after it was
**     called: its file's data and metadata are in the store and meta.db.
** (3) The store's gc lock is held shared from (2) to the end of (4), so gc
**     never sweeps a chunk that this batch found stored and is naming.
** (4) Writers wait (fs__wait_room) while dirty bytes exceed dirty_max, so
**     memory stays bounded however fast they write.
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zstd.h>

struct fl_job {
        uint64_t ino, blk;
        uint32_t epoch;
        char    *buf;           /* owned by the job from sealing on */
        uint32_t len;
        fs_chunk c;
        int      stored;        /* already in the store: nothing to put */
        int      owns_data;     /* c.data is malloc'd (else it is buf) */
        int      err;
};

struct fl_work {
        fsd *fs;
        struct fl_job *jobs;
        size_t n;
        size_t next;            /* under lock */
        pthread_mutex_t lock;
};

/* Compress a full block: zstd at fs->level, but matches of at least 6
 * bytes.  At level 3 the default minimum (5) makes zstd chase chance
 * matches in high-entropy data: bytes drawn from 16 values compressed at
 * 120 MB/s, with 6 at 470 MB/s and a smaller result (0.500 vs 0.517);
 * the corpus's 1 MiB blocks (binaries, source maps) grow 1.8%.  Smaller
 * chunks (whole small files) keep fs_chunk_compress()'s defaults.  The
 * output is a plain zstd frame, which fs_store_get() reads like any.
 * *cctx is the calling thread's context, made on first use. */
static int fl__compress_block(fsd *fs, ZSTD_CCtx **cctx, const void *plain, size_t len,
                              void **out, uint32_t *clen)
{
        if (!*cctx) {
                *cctx = ZSTD_createCCtx();
                if (!*cctx)
                        return fs_chunk_compress(plain, len, fs->level, out, clen);
                ZSTD_CCtx_setParameter(*cctx, ZSTD_c_compressionLevel, fs->level);
                if (fs->level >= 3)
                        ZSTD_CCtx_setParameter(*cctx, ZSTD_c_minMatch, 6);
        }
        size_t cap = ZSTD_compressBound(len);
        void *buf = sbx_malloc(cap);
        size_t n = ZSTD_compress2(*cctx, buf, cap, plain, len);
        if (ZSTD_isError(n) || n >= len) {
                free(buf);              /* incompressible: store it plain */
                *out = NULL;
                *clen = (uint32_t)len;
                return FS_CODEC_RAW;
        }
        *out = buf;
        *clen = (uint32_t)n;
        return FS_CODEC_ZSTD;
}

static void *fl__worker(void *arg)
{
        struct fl_work *w = arg;
        ZSTD_CCtx *cctx = NULL;         /* owned; full blocks only */
        for (;;) {
                pthread_mutex_lock(&w->lock);
                size_t i = w->next++;
                pthread_mutex_unlock(&w->lock);
                if (i >= w->n) {
                        ZSTD_freeCCtx(cctx);
                        return NULL;
                }
                struct fl_job *j = &w->jobs[i];
                fs_hash(j->buf, j->len, j->c.hash);
                int has = fs_store_has(w->fs->st, j->c.hash);
                if (has < 0) {
                        j->err = has;
                        continue;
                }
                if (has) {
                        j->stored = 1;
                        continue;
                }
                void *out;
                j->c.plen = j->len;
                if (j->len == FS_BLOCK_SIZE)
                        j->c.codec = (uint8_t)fl__compress_block(w->fs, &cctx, j->buf, j->len,
                                                                 &out, &j->c.clen);
                else
                        j->c.codec = (uint8_t)fs_chunk_compress(j->buf, j->len, w->fs->level_small,
                                                                &out, &j->c.clen);
                j->c.data = out ? out : j->buf;         /* plain: the job's own buffer */
                j->owns_data = out != NULL;
        }
}

static int fl__has_work(fsd *fs)
{
        return fs->mdirty.n || fs->ddirty.n || fs->nops || fs->dead.n || fs->resync;
}

/* Steps (1)-(5); called and returns with fs->lock held. */
static void fl__batch(fsd *fs)
{
        /* A batch someone waits for (fsync, unmount) takes everything;
         * otherwise half of dirty_max at most, so that writers keep
         * filling buffers while it is hashed, compressed and stored.  (A
         * quarter paid a pack sync and two commits per 16 MiB: 2-4 s of
         * a 1 GiB write's flushing, half of that now.) */
        int all = fs->stopping || fs->want_batch > fs->batch_started;
        size_t limit = all ? SIZE_MAX : (size_t)(fs->dirty_max / 2);
        uint64_t seq = ++fs->batch_started;
        /* (1) seal */
        size_t njobs = 0, cap = 0;
        struct fl_job *jobs = NULL;
        size_t bytes = 0, i = 0;
        for (; i < fs->ddirty.n && bytes < limit; i++) {
                struct fs_inode *in = fs__iget(fs, fs->ddirty.v[i]);
                if (!in)
                        continue;
                in->data_listed = 0;
                for (uint64_t k = 0; k < in->nblk; k++) {
                        if (bytes >= limit) {
                                fs__mark_data(fs, in);  /* the rest next time */
                                break;
                        }
                        struct fs_block *b = &in->blk[k];
                        if (!b->dirty || b->flushing)
                                continue;
                        if (!b->buf || !b->len) {
                                /* emptied block: it is a hole now */
                                if (fs->dirty_bytes >= b->cap)
                                        fs->dirty_bytes -= b->cap;
                                free(b->buf);
                                b->buf = NULL;
                                b->cap = b->len = 0;
                                b->dirty = 0;
                                b->has_hash = 0;
                                continue;
                        }
                        if (njobs == cap) {
                                cap = cap ? 2 * cap : 64;
                                jobs = sbx_realloc(jobs, cap * sizeof *jobs);
                        }
                        b->flushing = 1;
                        jobs[njobs++] = (struct fl_job){ .ino = in->ino, .blk = k,
                                .epoch = b->epoch, .buf = b->buf, .len = b->len };
                        bytes += b->len;
                }
        }
        /* keep what was not reached (and what mark_data re-listed) */
        if (i) {
                memmove(fs->ddirty.v, fs->ddirty.v + i, (fs->ddirty.n - i) * sizeof *fs->ddirty.v);
                fs->ddirty.n -= i;
        }
        pthread_mutex_unlock(&fs->lock);
        int64_t t0 = sbx_mono_ns(), t1 = t0, t2 = t0, t3 = t0;

        /* (2) hash, compress, store; shared gc lock until (4) commits */
        int rc = fs_store_lock(fs->st, 0);
        if (rc < 0)
                sbx_log("flush: gc lock: %s", strerror(-rc));
        if (njobs && !rc) {
                struct fl_work w = { .fs = fs, .jobs = jobs, .n = njobs };
                pthread_mutex_init(&w.lock, NULL);
                pthread_t th[4];
                long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
                int nth = bytes > (2u << 20) ? (int)(ncpu > 4 ? 4 : ncpu) - 1 : 0;
                int started = 0;
                for (int t = 0; t < nth; t++)
                        if (pthread_create(&th[t], NULL, fl__worker, &w) == 0)
                                started++;
                fl__worker(&w);
                for (int t = 0; t < started; t++)
                        pthread_join(th[t], NULL);
                pthread_mutex_destroy(&w.lock);
                fs_chunk *put = sbx_calloc(njobs, sizeof *put);
                size_t nput = 0;
                for (size_t i = 0; i < njobs; i++) {
                        if (jobs[i].err && !rc)
                                rc = jobs[i].err;
                        if (!jobs[i].stored && !jobs[i].err)
                                put[nput++] = jobs[i].c;
                }
                t1 = sbx_mono_ns();
                if (!rc)
                        rc = fs_store_put(fs->st, put, nput);
                t2 = sbx_mono_ns();
                free(put);
                if (rc < 0)
                        sbx_log("flush: storing %zu chunks failed: %s", nput, strerror(-rc));
        }

        /* (3) apply */
        pthread_mutex_lock(&fs->lock);
        for (size_t i = 0; i < njobs; i++) {
                struct fl_job *j = &jobs[i];
                struct fs_inode *in = fs__iget(fs, j->ino);
                struct fs_block *b = in && j->blk < in->nblk ? &in->blk[j->blk] : NULL;
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
                        }
                }
                if (in)
                        fs__mark_meta(fs, in);
                if (j->owns_data)
                        free((void *)j->c.data);
        }
        free(jobs);
        pthread_cond_broadcast(&fs->room);

        /* (4) metadata */
        if (!rc) {
                struct fs_batch *mb = fs__batch_take(fs);
                pthread_mutex_unlock(&fs->lock);
                rc = fs__batch_write(fs, mb);
                fs__batch_free(mb);
                t3 = sbx_mono_ns();
                pthread_mutex_lock(&fs->lock);
                if (rc < 0) {
                        sbx_log("flush: metadata commit failed (%s); the next batch "
                                "rewrites the whole tree", strerror(-rc));
                        fs->resync = 1;
                }
        }
        if (fs->debug)
                sbx_log("batch %llu: %zu blocks %zu bytes: chunks %lld ms, put %lld ms, meta %lld ms",
                        (unsigned long long)seq, njobs, bytes, (long long)(t1 - t0) / 1000000,
                        (long long)(t2 - t1) / 1000000, (long long)(t3 - t2) / 1000000);
        fs_store_unlock(fs->st);
        /* (5) */
        fs->flush_err = rc;
        fs->batch_done = seq;
        pthread_cond_broadcast(&fs->done);
}

static void *fl__main(void *arg)
{
        fsd *fs = arg;
        pthread_mutex_lock(&fs->lock);
        int64_t since = 0;      /* when the oldest unflushed change was seen */
        for (;;) {
                int work = fl__has_work(fs);
                if (!work) {
                        since = 0;
                        if (fs->stopping)
                                break;
                        if (fs->want_batch > fs->batch_started) {
                                fl__batch(fs);  /* an fsync of a clean tree */
                                continue;
                        }
                        pthread_cond_wait(&fs->wake, &fs->lock);
                        continue;
                }
                int64_t now = sbx_mono_ns();
                if (!since)
                        since = now;
                int urgent = fs->stopping || fs->want_batch > fs->batch_started ||
                             fs->dirty_bytes > fs->dirty_max / 4;
                if (!urgent && now - since < fs->commit_ns) {
                        int64_t until = sbx_now_ns() + (fs->commit_ns - (now - since));
                        struct timespec ts = { until / 1000000000, until % 1000000000 };
                        pthread_cond_timedwait(&fs->wake, &fs->lock, &ts);
                        continue;
                }
                since = 0;
                fl__batch(fs);
                if (fs->flush_err && fs->stopping)
                        break;  /* do not spin on a store that fails */
        }
        pthread_mutex_unlock(&fs->lock);
        return NULL;
}

int fs__flusher_start(fsd *fs)
{
        int rc = pthread_create(&fs->flusher, NULL, fl__main, fs);
        if (rc)
                return -rc;
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
}

int fs__sync(fsd *fs)
{
        pthread_mutex_lock(&fs->lock);
        uint64_t target = fs->batch_started + 1;
        if (fs->want_batch < target)
                fs->want_batch = target;
        pthread_cond_signal(&fs->wake);
        while (fs->batch_done < target && fs->flusher_up && !fs->stopping)
                pthread_cond_wait(&fs->done, &fs->lock);
        int rc = fs->flush_err;
        pthread_mutex_unlock(&fs->lock);
        return rc;
}

void fs__wait_room(fsd *fs)
{
        while (fs->dirty_bytes > fs->dirty_max && !fs->stopping && fs->flusher_up) {
                pthread_cond_signal(&fs->wake);
                pthread_cond_wait(&fs->room, &fs->lock);
        }
}
