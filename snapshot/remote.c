/* remote.c: chunks in the bucket of an S3 store (snapshot/STORE.md).
**
** A capture on an S3 store uploads the chunks its tree names that the
** bucket does not hold yet (as far as this host's index.db knows),
** packed by fs_store_pack_build() into pack objects of about PACK_TARGET
** bytes, PUT with If-None-Match under a random 128-bit name, several in
** parallel; then it lists in the snapshot's header every pack its tree's
** chunks are in.  A host that loads the snapshot learns those packs'
** indexes (one suffix GET each, kept forever: packs are immutable), and
** its sbxfs fetches chunks by ranged GET through the host's cache.
**
** Invariants:
** (1) A pack is PUT, and answered, before the index rows naming it are
**     learned, so a chunk is "in the bucket" for this host only once it is.
** (2) A snapshot object names its packs; its ref is written after it
**     (snap.c (1)): a ref never names a snapshot whose chunks are missing.
** (3) gc (snap_gc on an S3 store) deletes a pack or snapshot object only
**     when two gc runs at least min_age apart both found no snapshot
**     naming it (refs/gc/state lists the condemned, with when, and every
**     pack ever deleted).  Both runs' times are the S3 server's clock (the
**     Date of its answer, snap_s3_time()), never a gc host's: hosts' clocks
**     may disagree by more than min_age.  A capture forgets condemned and
**     deleted packs before it uploads, and gives up when it has run longer
**     than min_age/2 (its own CLOCK_BOOTTIME, which counts a suspend), so
**     it never names a pack gc may delete.  A read that meets a deleted
**     pack (404) forgets it and tries another copy.  A pass's marks age
**     too: a capture that lands after a pass read the refs is not in its
**     marks.  So a pass takes the server's Date and its CLOCK_BOOTTIME
**     when it begins to mark (snap_gc_marked) and deletes only what was
**     condemned before that Date (what a pass condemned meanwhile, while
**     a capture it did not see was landing, stays condemned: the next
**     pass, whose marks see the capture, pardons it), and, when marking
**     to its document's write took min_age/2 or more, nothing at all:
**     it condemns only (the bound a capture keeps, kept by gc).  Before,
**     a pass that stalled after its marks deleted, min_age after another
**     pass condemned them, the pack and object of a capture that landed
**     in between.  What a pass deletes now was condemned min_age before
**     its write, so more than min_age/2 before its marks began: a capture
**     missing from those marks that names it read the document before
**     that condemn and landed after the marks, its two reads (4) more
**     than min_age/2 apart.  It pardons by compare-and-swap (the pass's
**     write then fails, and the pass reads the document again), or, after
**     the pass's write, finds its pack listed as deleted or (min_age
**     apart) its object not condemned.  min_age 0 (a test, an emergency)
**     keeps neither bound.
** (4) That age is checked before the ref write, which may then retry for
**     retry_time, and more: so once the ref landed the capture reads gc's
**     document again (snap__gc_recheck).  The same text as at its start:
**     no gc pass landed meanwhile, and nothing it names was condemned
**     (it named nothing condemned at its start).  Else a pack it names
**     listed as deleted is gone.  Objects deleted are not listed, but a
**     pass that deleted the capture's new object had condemned it after
**     it was written, so no earlier than the capture's first read of the
**     document, and deleted it min_age later by the server's clock: with
**     the two reads' Dates less than min_age apart it is not gone (nor
**     going: a pass deletes only what its own document CAS dropped).  Past
**     that, the object not listed as condemned may be gone.  Gone or may
**     be gone: the capture takes its snapshot off the ref again and fails
**     (snap.c (9)).  What it names that gc condemned is named now, so the
**     next pass pardons it; a capture whose two reads are min_age/2 apart
**     or more pardons it here too (takes it off the document by its
**     compare-and-swap: no pass can delete it on that condemn any more),
**     as a pass that marked before its ref landed may still be running.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <errno.h>
#include <jansson.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define PACK_TARGET  (16u << 20)
#define UPLOADERS    4
#define LEARNERS     8               /* index GETs in flight: small, latency-bound */
#define TAIL_GET     (256u << 10)    /* one GET brings the index of a pack of up to ~5,000
                                      * records (a bigger one takes a second GET) */

static char *rm__key(const char *pack)
{
        return sbx_asprintf("packs/%.2s/%s.pack", pack, pack);
}

void snap__strv_free(char **v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(v[i]);
        free(v);
}

static int rm__fetch(void *arg, const char *pack, uint64_t off, uint32_t len, int64_t deadline,
                     void *buf)
{
        snap_s3 *c = arg;
        sbx_autofree char *key = rm__key(pack);
        void *d;
        size_t n;
        int rc = snap_s3_get_until(c, key, off, len, deadline, &d, &n);
        if (rc < 0) {
                sbx_log("%s", snap_s3_error());
                return rc;
        }
        memcpy(buf, d, len);
        free(d);
        return 0;
}

void snap_s3_remote(snap_s3 *c, uint64_t cache_bytes, fs_remote *out)
{
        *out = (fs_remote){ .arg = c, .fetch = rm__fetch, .cache_bytes = cache_bytes,
                            .retry_ms = snap_s3_retry_ms(c) };
}

/* ---- capture: upload what the bucket lacks ---- */
struct rm_up {
        pthread_mutex_t mu;
        pthread_cond_t  built;          /* every pack built (ids known), or failed */
        fs_store *st;
        snap_s3  *c;
        uint8_t (*h)[FS_HASH_LEN];
        char    (*assign)[FS_PACK_ID + 1];      /* the pack each of h[] goes to */
        size_t n, next;
        int rc, live;
        uint64_t puts, bytes;
        pthread_t th[UPLOADERS];
        int nth;
};

static void *rm__uploader(void *arg)
{
        struct rm_up *u = arg;
        for (;;) {
                void *p = NULL;
                size_t len = 0, used = 0;
                char id[FS_PACK_ID + 1];
                uint8_t rnd[FS_PACK_ID / 2];
                pthread_mutex_lock(&u->mu);
                if (u->rc || u->next >= u->n) {
                        u->live--;
                        pthread_cond_broadcast(&u->built);
                        pthread_mutex_unlock(&u->mu);
                        return NULL;
                }
                int rc = fs_store_pack_build(u->st, (const uint8_t (*)[FS_HASH_LEN])(u->h + u->next),
                                             u->n - u->next, PACK_TARGET, &p, &len, &used);
                if (rc == 0 && sbx_random(rnd, sizeof rnd) < 0)
                        rc = -EIO;
                if (rc == 0) {
                        sbx_hex(rnd, sizeof rnd, id);
                        for (size_t i = u->next; i < u->next + used; i++)
                                memcpy(u->assign[i], id, FS_PACK_ID + 1);
                        u->next += used;
                } else if (!u->rc) {
                        u->rc = rc;
                }
                pthread_cond_broadcast(&u->built);
                pthread_mutex_unlock(&u->mu);
                if (rc == 0) {
                        sbx_autofree char *key = rm__key(id);
                        rc = snap_s3_put(u->c, key, p, len, NULL, 1);
                        if (rc < 0)
                                sbx_log("capture: %s", snap_s3_error());
                }
                if (rc == 0) {                                  /* (1) */
                        uint64_t ioff;
                        uint32_t n;
                        const uint8_t *foot = (const uint8_t *)p + len - FS_PFOOT;
                        rc = fs_pack_footer(foot, &ioff, &n);
                        if (rc == 0)
                                rc = fs_store_remote_learn(u->st, id, (const uint8_t *)p + ioff,
                                                           (size_t)n * FS_PIDX_ENT, foot);
                }
                free(p);
                pthread_mutex_lock(&u->mu);
                if (rc < 0 && !u->rc)
                        u->rc = rc;
                if (rc == 0) {
                        u->puts++;
                        u->bytes += len;
                        snap__progress("upload", u->puts, u->bytes, 0);
                }
                pthread_cond_broadcast(&u->built);
                pthread_mutex_unlock(&u->mu);
        }
}

/* Wait for the uploads push started: 0 once every pack is stored and
** learned, or the first error.  Frees the handle. */
int snap__push_wait(snap_push *u)
{
        if (!u)
                return 0;
        for (int i = 0; i < u->nth; i++)
                pthread_join(u->th[i], NULL);
        int rc = u->rc;
        snap__progress("upload", u->puts, u->bytes, 1);
        pthread_mutex_destroy(&u->mu);
        pthread_cond_destroy(&u->built);
        sbx_big_free(u->h);
        free(u->assign);
        free(u);
        return rc;
}

struct rm_walk {
        snap_seen *seen;
        uint8_t (*h)[FS_HASH_LEN];
        size_t n, cap;
};

static int rm__collect(void *arg, const uint8_t *hash, const char *path)
{
        (void)path;
        struct rm_walk *w = arg;
        if (snap_seen_has(w->seen, hash))
                return 0;
        snap_seen_add(w->seen, hash);
        if (w->n == w->cap) {
                w->cap = w->cap ? 2 * w->cap : 1024;
                w->h = sbx_big_realloc(w->h, w->cap * sizeof *w->h);
        }
        memcpy(w->h[w->n++], hash, FS_HASH_LEN);
        return 0;
}

static int rm__strcmp(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

static void rm__phase(const char *what, int64_t *t)
{
        static int on = -1;
        if (on < 0)
                on = getenv("SBX_DEBUG") != NULL;
        int64_t now = sbx_mono_ns();
        if (on)
                sbx_log("capture: push: %s %.1f ms", what, (double)(now - *t) / 1e6);
        *t = now;
}

int snap__push(snap_store *s, const snap_tree *t, char ***packs, size_t *npacks, snap_gc_seen *gc,
               snap_push **pending, const char *base, int *base_condemned)
{
        int64_t tp = sbx_mono_ns();
        *pending = NULL;
        fs_store *st = snap_chunks(s);
        snap_s3 *c = snap_s3_client(s);
        *packs = NULL;
        *npacks = 0;
        /* (3): what gc condemned is no home for a chunk any more */
        char **cond = NULL;
        size_t ncond = 0;
        int rc = snap__gc_condemned(s, &cond, &ncond, gc, base, base_condemned);
        for (size_t i = 0; i < ncond && rc == 0; i++)
                if (fs_store_remote_known(st, cond[i]) == 1)
                        rc = fs_store_remote_forget(st, cond[i]);
        snap__strv_free(cond, ncond);
        if (rc < 0)
                return rc;
        rm__phase("gc document", &tp);

        /* the tree's chunks, once each, in inode order (about the order
        ** files were made in: neighbours in a pack); no paths needed */
        size_t nblocks = 0;
        for (size_t i = 0; i < t->ninode; i++)
                if (S_ISREG(t->inode[i].mode))
                        nblocks += t->inode[i].nblocks;
        struct rm_walk w = { snap_seen_new(nblocks), sbx_big_alloc(nblocks * FS_HASH_LEN), 0, nblocks };
        static const uint8_t zero[FS_HASH_LEN];
        for (size_t i = 0; i < t->ninode; i++) {
                const struct snap_inode *in = &t->inode[i];
                if (!S_ISREG(in->mode))
                        continue;
                for (uint32_t k = 0; k < in->nblocks; k++) {
                        const uint8_t *h = in->blocks + (size_t)k * FS_HASH_LEN;
                        if (memcmp(h, zero, FS_HASH_LEN))
                                rm__collect(&w, h, NULL);
                }
        }
        snap_seen_free(w.seen);
        rm__phase("chunks listed", &tp);
        /* which of them the bucket lacks, in the tree's order */
        char (*where)[FS_PACK_ID + 1] = sbx_big_alloc(w.n * sizeof *where);
        uint8_t (*miss)[FS_HASH_LEN] = sbx_big_alloc(w.n * sizeof *miss);
        size_t nmiss = 0;
        if (rc == 0)
                rc = fs_store_remote_where_many(st, (const uint8_t (*)[FS_HASH_LEN])w.h, w.n, where);
        for (size_t i = 0; i < w.n && rc == 0; i++)
                if (!where[i][0])
                        memcpy(miss[nmiss++], w.h[i], FS_HASH_LEN);
        rm__phase("looked up", &tp);
        /* Uploads start; push returns once every pack is built (so each
        ** missing chunk's pack id is known) and the caller stores the
        ** snapshot object while the last PUTs are in flight; it calls
        ** snap__push_wait() before it writes the ref (2). */
        struct rm_up *u = NULL;
        if (rc == 0 && nmiss) {
                u = sbx_calloc(1, sizeof *u);
                pthread_mutex_init(&u->mu, NULL);
                pthread_cond_init(&u->built, NULL);
                u->st = st;
                u->c = c;
                u->h = miss;
                u->n = nmiss;
                u->assign = sbx_calloc(nmiss, sizeof *u->assign);
                miss = NULL;
                pthread_mutex_lock(&u->mu);
                for (; u->nth < UPLOADERS; u->nth++) {
                        if (pthread_create(&u->th[u->nth], NULL, rm__uploader, u) != 0)
                                break;
                        u->live++;
                }
                pthread_mutex_unlock(&u->mu);
                if (!u->nth) {
                        u->live = 1;
                        rm__uploader(u);
                }
                pthread_mutex_lock(&u->mu);
                while (!u->rc && u->next < u->n && u->live > 0)
                        pthread_cond_wait(&u->built, &u->mu);
                rc = u->rc;
                pthread_mutex_unlock(&u->mu);
                for (size_t i = 0, m = 0; i < w.n && rc == 0 && m < nmiss; i++)
                        if (!where[i][0])
                                memcpy(where[i], u->assign[m++], FS_PACK_ID + 1);
                if (rc < 0) {
                        snap__push_wait(u);
                        u = NULL;
                }
        }
        sbx_big_free(miss);
        rm__phase("packs built", &tp);
        /* the packs the tree's chunks are in */
        char **v = NULL;
        size_t nv = 0, cap = 0;
        for (size_t i = 0; i < w.n && rc == 0; i++) {
                if (!where[i][0]) {
                        rc = -EIO;
                        break;
                }
                if (nv && !strcmp(v[nv - 1], where[i]))
                        continue;               /* neighbours share packs */
                if (nv == cap) {
                        cap = cap ? 2 * cap : 64;
                        v = sbx_realloc(v, cap * sizeof *v);
                }
                v[nv++] = sbx_strdup(where[i]);
        }
        sbx_big_free(where);
        sbx_big_free(w.h);
        if (rc < 0) {
                snap__strv_free(v, nv);
                snap__push_wait(u);
                return rc;
        }
        if (nv)                                 /* (v is NULL then: UBSan) */
                qsort(v, nv, sizeof *v, rm__strcmp);
        size_t k = 0;
        for (size_t i = 0; i < nv; i++) {
                if (k && !strcmp(v[k - 1], v[i])) {
                        free(v[i]);
                        continue;
                }
                v[k++] = v[i];
        }
        *packs = v;
        *npacks = k;
        *pending = u;
        return 0;
}

/* ---- restore: learn the packs a snapshot names ---- */
static int rm__learn_one(snap_store *s, const char *pack)
{
        fs_store *st = snap_chunks(s);
        snap_s3 *c = snap_s3_client(s);
        sbx_autofree char *key = rm__key(pack);
        void *tail;
        size_t n;
        int rc = snap_s3_get_tail(c, key, TAIL_GET, &tail, &n);
        if (rc < 0) {
                sbx_log("%s", snap_s3_error());
                return rc;
        }
        uint64_t ioff;
        uint32_t cnt;
        const uint8_t *foot = (const uint8_t *)tail + n - FS_PFOOT;
        if (n < FS_PFOOT || fs_pack_footer(foot, &ioff, &cnt) < 0) {
                sbx_log("pack %s: no index footer", pack);
                free(tail);
                return -EBADMSG;
        }
        size_t ilen = (size_t)cnt * FS_PIDX_ENT;
        if (ilen + FS_PFOOT <= n) {
                rc = fs_store_remote_learn(st, pack, foot - ilen, ilen, foot);
        } else {
                void *idx;
                size_t got;
                rc = snap_s3_get(c, key, ioff, ilen, &idx, &got);
                if (rc == 0) {
                        rc = fs_store_remote_learn(st, pack, idx, ilen, foot);
                        free(idx);
                } else {
                        sbx_log("%s", snap_s3_error());
                }
        }
        if (rc == -EBADMSG)
                sbx_log("pack %s: index does not match its footer", pack);
        free(tail);
        return rc;
}

struct rm_learn {
        pthread_mutex_t mu;
        snap_store *s;
        char *const *packs;
        size_t n, next;
        int rc;
};

static void *rm__learner(void *arg)
{
        struct rm_learn *L = arg;
        for (;;) {
                pthread_mutex_lock(&L->mu);
                size_t i = L->next++;
                int stop = i >= L->n || L->rc < 0;
                pthread_mutex_unlock(&L->mu);
                if (stop)
                        return NULL;
                int k = fs_store_remote_known(snap_chunks(L->s), L->packs[i]);
                int rc = k < 0 ? k : k == 0 ? rm__learn_one(L->s, L->packs[i]) : 0;
                if (rc < 0) {
                        pthread_mutex_lock(&L->mu);
                        L->rc = rc;
                        pthread_mutex_unlock(&L->mu);
                }
        }
}

int snap__learn(snap_store *s, char *const *packs, size_t n)
{
        /* the indexes of the packs this host does not know, LEARNERS at a time */
        struct rm_learn L = { PTHREAD_MUTEX_INITIALIZER, s, packs, n, 0, 0 };
        pthread_t th[LEARNERS];
        int nth = 0;
        for (; nth < LEARNERS && (size_t)nth < n; nth++)
                if (pthread_create(&th[nth], NULL, rm__learner, &L) != 0)
                        break;
        if (!nth)
                rm__learner(&L);
        for (int i = 0; i < nth; i++)
                pthread_join(th[i], NULL);
        return L.rc;
}

/* ---- gc's document ---- */
#define GC_REF "gc/state"

static int rm__gc_read(snap_store *s, json_t **doc, char **raw)
{
        snap_backend *b = snap_objects(s);
        char *text = NULL;
        *raw = NULL;
        int rc = b->ref_get(b, GC_REF, &text, NULL);
        if (rc == -ENOENT) {
                *doc = json_pack("{s:i,s:{},s:{}}", "min_age", 0, "packs", "objects");
                return 0;
        }
        if (rc < 0)
                return rc;
        *doc = json_loads(text, 0, NULL);
        if (*doc && (rc = snap__format_newer(*doc, "refs/%s", GC_REF)) < 0) {
                json_decref(*doc);
                *doc = NULL;
                free(text);
                return rc;
        }
        if (!*doc || !json_is_object(json_object_get(*doc, "packs")) ||
            !json_is_object(json_object_get(*doc, "objects"))) {
                json_decref(*doc);
                free(text);
                sbx_log("refs/%s: unreadable", GC_REF);
                return -EBADMSG;
        }
        *raw = text;
        return 0;
}

int snap_store_init(snap_store *s)
{
        snap_backend *b = snap_objects(s);
        char *raw = NULL;
        int rc = b->ref_get(b, GC_REF, &raw, NULL);
        free(raw);
        if (rc != -ENOENT)
                return rc;
        rc = b->ref_cas(b, GC_REF, NULL, "{\"format\":1,\"min_age\":0,\"objects\":{},\"packs\":{}}\n");
        return rc == -EAGAIN ? 0 : rc;
}

int snap__gc_condemned(snap_store *s, char ***packs, size_t *n, snap_gc_seen *gc,
                       const char *obj, int *obj_condemned)
{
        json_t *doc;
        char *raw;
        int rc = rm__gc_read(s, &doc, &raw);
        if (rc < 0)
                return rc;
        free(gc->raw);
        gc->raw = raw;
        gc->date = snap_s3_last_date();
        if (obj_condemned)
                *obj_condemned = obj && *obj &&
                                 json_object_get(json_object_get(doc, "objects"), obj) != NULL;
        json_t *p = json_object_get(doc, "packs"), *x = json_object_get(doc, "deleted"), *v;
        const char *k;
        char **out = sbx_calloc(json_object_size(p) + json_object_size(x) + 1, sizeof *out);
        size_t cnt = 0;
        json_object_foreach(p, k, v)
                out[cnt++] = sbx_strdup(k);
        json_object_foreach(x, k, v)            /* gone: forget them too */
                out[cnt++] = sbx_strdup(k);
        gc->min_age = json_integer_value(json_object_get(doc, "min_age"));
        json_decref(doc);
        *packs = out;
        *n = cnt;
        return 0;
}

/* (4) One look at gc's document after the ref landed: 0 (safe), 1 (doc
** edited: pardons to write), -ESTALE (why set). */
static int rm__gc_judge(json_t *doc, const snap_gc_seen *seen, int64_t now, char *const *packs,
                        size_t npacks, const char *obj, const char *base, char *why, size_t nwhy)
{
        json_t *cp = json_object_get(doc, "packs"), *co = json_object_get(doc, "objects");
        json_t *dx = json_object_get(doc, "deleted");
        int64_t min_age = json_integer_value(json_object_get(doc, "min_age"));
        int64_t age = seen->date && now ? now - seen->date : INT64_MAX;
        int late = age >= min_age / 2;  /* pardon what is condemned */
        int edited = 0;
        for (size_t i = 0; i < npacks; i++) {
                if (json_object_get(dx, packs[i])) {
                        snprintf(why, nwhy, "its pack %s was deleted", packs[i]);
                        return -ESTALE;
                }
                if (late && json_object_get(cp, packs[i]))
                        edited |= json_object_del(cp, packs[i]) == 0;
        }
        if (base && *base && late && json_object_get(co, base))
                edited |= json_object_del(co, base) == 0;
        if (late && json_object_get(co, obj))
                edited |= json_object_del(co, obj) == 0;
        else if (age >= min_age && !json_object_get(co, obj)) {
                snprintf(why, nwhy, "its snapshot object %.12s may have been deleted (gc ran while "
                         "it was written, %llds of the server's clock, gc's min_age %llds)", obj,
                         age == INT64_MAX ? -1ll : (long long)age, (long long)min_age);
                return -ESTALE;
        }
        return edited;
}

int snap__gc_recheck(snap_store *s, const snap_gc_seen *seen, char *const *packs, size_t npacks,
                     const char *obj, const char *base, char *why, size_t nwhy)
{
        snap_backend *b = snap_objects(s);
        for (int tries = 0; tries < 20; tries++) {
                json_t *doc;
                char *raw;
                int rc = rm__gc_read(s, &doc, &raw);
                if (rc < 0)
                        return rc;
                int64_t now = snap_s3_last_date();
                if (seen->raw ? raw && !strcmp(raw, seen->raw) : !raw) {
                        json_decref(doc);       /* no gc pass landed meanwhile */
                        free(raw);
                        return 0;
                }
                rc = rm__gc_judge(doc, seen, now, packs, npacks, obj, base, why, nwhy);
                if (rc == 1) {                  /* the pardons, as gc writes it */
                        char *text = json_dumps(doc, JSON_SORT_KEYS | JSON_INDENT(1));
                        sbx_autofree char *nl = sbx_asprintf("%s\n", text);
                        free(text);
                        rc = b->ref_cas(b, GC_REF, raw, nl);
                        if (rc == 0)
                                sbx_log("capture: gc condemned what it names while its ref was "
                                        "written: pardoned");
                }
                json_decref(doc);
                free(raw);
                if (rc != -EAGAIN)
                        return rc;
        }
        return -EAGAIN;
}

/* The bucket's side of snap_gc: packs and objects that no snapshot names
** are condemned at one run and deleted at a later run at least min_age
** later if still unnamed (3).  live_packs / live_ids: what the marks found. */
struct rm_set { char **v; size_t n; };

static int rm__in(const struct rm_set *set, const char *x)
{
        return set->n && bsearch(&x, set->v, set->n, sizeof *set->v, rm__strcmp) != NULL;
}

/* (3) May this pass delete what a pass condemned at when?  Only once
** min_age old by the server's clock, condemned before this pass began to
** mark, and with its marks younger than min_age/2 (hold: not). */
static int rm__ripe(int64_t when, int64_t now, int64_t min_age, const snap_gc_marked *at, int hold)
{
        return !hold && now - when >= min_age && (min_age == 0 || when < at->server);
}

int snap__gc_remote(snap_store *s, char **live_packs, size_t nlive, snap_seen *ids,
                    int64_t min_age, const snap_gc_marked *at, int dry, snap_gc_report *r)
{
        snap_s3 *c = snap_s3_client(s);
        snap_backend *b = snap_objects(s);
        fs_store *st = snap_chunks(s);
        if (nlive)              /* qsort(NULL, 0) is undefined */
                qsort(live_packs, nlive, sizeof *live_packs, rm__strcmp);
        struct rm_set live = { live_packs, nlive };
        char **keys = NULL;
        uint64_t *sizes = NULL;
        size_t nk = 0;
        int rc = snap_s3_list(c, "packs", &keys, &sizes, &nk);
        if (rc < 0) {
                sbx_log("gc: %s", snap_s3_error());
                return rc;
        }
        char **okeys = NULL;
        size_t nok = 0;
        if ((rc = b->list(b, "objects", &okeys, &nok)) < 0) {
                snap__strv_free(keys, nk);
                free(sizes);
                return rc;
        }
        int said = 0;
        for (int tries = 0; tries < 20; tries++) {
                /* (3) the server's clock, read before the document: a
                 * condemn is stamped no later than it lands */
                int64_t now;
                if ((rc = snap_s3_time(c, &now)) < 0) {
                        sbx_log("gc: %s", snap_s3_error());
                        break;
                }
                json_t *doc;
                char *raw;
                if ((rc = rm__gc_read(s, &doc, &raw)) < 0)
                        break;
                /* (3) marks min_age/2 old or more: condemn only */
                int64_t aged = sbx_boot_ns() - at->boot_ns;
                int hold = min_age > 0 && aged >= min_age * 500000000ll;
                if (hold && !said++)
                        sbx_log("gc: %llds from its marks to gc's document (min_age/2 is %llds): "
                                "condemned only, nothing deleted from the bucket",
                                (long long)(aged / 1000000000), (long long)(min_age / 2));
                json_t *op = json_object_get(doc, "packs"), *oo = json_object_get(doc, "objects");
                json_t *np = json_object(), *no = json_object();
                /* packs once deleted stay listed, so that a host that did not
                ** capture meanwhile still learns that its index.db is stale */
                json_t *nx = json_deep_copy(json_object_get(doc, "deleted"));
                if (!json_is_object(nx)) {
                        json_decref(nx);
                        nx = json_object();
                }
                struct { char *key; uint64_t size; } *del = NULL;
                size_t ndel = 0;
                /* packs: keys "XX/ID.pack" */
                for (size_t i = 0; i < nk; i++) {
                        const char *slash = strrchr(keys[i], '/');
                        char id[FS_PACK_ID + 1];
                        if (!slash || strlen(slash + 1) != FS_PACK_ID + 5)
                                continue;
                        snprintf(id, sizeof id, "%.*s", FS_PACK_ID, slash + 1);
                        if (rm__in(&live, id))
                                continue;
                        json_t *when = json_object_get(op, id);
                        if (when && rm__ripe(json_integer_value(when), now, min_age, at, hold)) {
                                del = sbx_realloc(del, (ndel + 1) * sizeof *del);
                                del[ndel].key = sbx_strdup(keys[i]);
                                del[ndel++].size = sizes[i];
                                json_object_set_new(nx, id, json_integer(now));
                        } else {
                                json_object_set_new(np, id, json_integer(when ? json_integer_value(when) : now));
                        }
                }
                for (size_t i = 0; i < nok; i++) {
                        const char *slash = strrchr(okeys[i], '/');
                        uint8_t id[FS_HASH_LEN];
                        if (!slash || sbx_unhex(slash + 1, id, FS_HASH_LEN) < 0 || snap_seen_has(ids, id))
                                continue;
                        json_t *when = json_object_get(oo, slash + 1);
                        if (when && rm__ripe(json_integer_value(when), now, min_age, at, hold)) {
                                del = sbx_realloc(del, (ndel + 1) * sizeof *del);
                                del[ndel].key = sbx_asprintf("%s", okeys[i]);
                                del[ndel++].size = 0;
                        } else {
                                json_object_set_new(no, slash + 1,
                                                    json_integer(when ? json_integer_value(when) : now));
                        }
                }
                uint64_t ncond = json_object_size(np) + json_object_size(no);
                json_t *nd = json_pack("{s:i,s:I,s:o,s:o,s:o}", "format", SNAP_FORMAT, "min_age", (json_int_t)min_age,
                                       "packs", np, "objects", no, "deleted", nx);
                char *text = json_dumps(nd, JSON_SORT_KEYS | JSON_INDENT(1));
                json_decref(nd);
                json_decref(doc);
                sbx_autofree char *nl = sbx_asprintf("%s\n", text);
                free(text);
                /* the new condemned list lands first: a capture that reads it
                ** stops using those packs before any is deleted (a dry run
                ** counts what it would delete, and writes nothing) */
                rc = dry ? 0 : b->ref_cas(b, GC_REF, raw, nl);
                free(raw);
                if (rc == 0) {
                        r->remote_condemned = ncond;
                        for (size_t i = 0; i < ndel; i++) {
                                int d = dry ? 0 : b->del(b, del[i].key);
                                if (d == 0 && !strncmp(del[i].key, "packs/", 6)) {
                                        char id[FS_PACK_ID + 1];
                                        snprintf(id, sizeof id, "%.*s", FS_PACK_ID, strrchr(del[i].key, '/') + 1);
                                        if (!dry)
                                                fs_store_remote_forget(st, id);
                                        r->remote_packs_deleted++;
                                        r->remote_bytes_deleted += del[i].size;
                                } else if (d == 0) {
                                        r->objects_deleted++;
                                } else {
                                        /* still in the bucket, named by no
                                         * snapshot: condemned again and
                                         * deleted by a later gc */
                                        if (!r->remote_delete_failed++)
                                                sbx_log("gc: %s", *snap_s3_error() ? snap_s3_error()
                                                        : strerror(-d));
                                }
                        }
                }
                for (size_t i = 0; i < ndel; i++)
                        free(del[i].key);
                free(del);
                if (rc != -EAGAIN)
                        break;
        }
        snap__strv_free(keys, nk);
        free(sizes);
        snap__strv_free(okeys, nok);
        return rc;
}
