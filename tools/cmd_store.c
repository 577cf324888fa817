/* cmd_store.c: `sbxctl store check`: can this host use its store?
**
** Answers five questions in order, each only if the one before passed:
** reachable (an answer came), credentials (accepted), bucket (there),
** round trip (PUT, GET, DELETE of a 64 KiB probe object, median of 5,
** compared byte for byte), and for S3 conditional writes (a second PUT
** with If-None-Match: * and a PUT with a wrong If-Match are refused, one
** with the right If-Match is not): leases, refs and immutable objects
** rest on them, and a server that ignored them would let two hosts run
** one sandbox.  The local store answers the same questions
** where they apply (directory there, made only as any first use makes
** it: never under this state dir's sandboxes (ctl_store_make), and
** writable; round trip with the
** fsync a real write does), and one of its own: is index.db whole
** (PRAGMA quick_check; its chunk table while packs exist: fs/store.c
** (7), (11)), which no round trip touches.  Exit 0 when all pass, 1 otherwise; the
** failing step is named with the bucket (or directory) and the cause.
** Credentials are never printed, only where they came from.
*/
#include "ctl.h"
#include "../common/sbx.h"
#include "catalog.h"
#include "../snapshot/snapshot.h"
#include "../fs/fs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <limits.h>
#include <openssl/evp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#define PROBE_SIZE  (64 * 1024)
#define PROBE_ROUNDS 5

int ctl_store_s3_conf(ctl *c, snap_s3_conf *out)
{
        const conf *cf = c->cf;
        *out = (snap_s3_conf){
                .url = cf->store_url, .endpoint = cf->store_endpoint,
                .region = cf->store_region, .access_key = cf->store_access_key,
                .secret_key = cf->store_secret_key,
                .credentials_file = cf->store_credentials_file,
                .retry_ms = cf->store_retry_time * 1000,
        };
        return strncmp(cf->store_url, "s3://", 5) ? 0 : 1;
}


char *ctl_store_chunk_dir(ctl *c)
{
        const conf *cf = c->cf;
        if (!strncmp(cf->store_url, "s3://", 5))
                return *cf->store_cache_dir ? sbx_strdup(cf->store_cache_dir)
                                            : sbx_asprintf("%s/cache", cf->sbx_state_dir);
        return sbx_strdup(strncmp(cf->store_url, "file://", 7) ? cf->store_url : cf->store_url + 7);
}

/* ---- STORE/reserve ----
** A local store keeps a file of [store] reserve bytes, allocated, so
** that what frees room can run on a full disk: with no byte free SQLite
** cannot open index.db (its -shm and -wal are made at the first open:
** "disk I/O error") nor write a row, and gc failed, delete was refused
** ("its lease cannot be read"), verify could not look.  gc, delete,
** snapshot-delete and prune remove it when the disk has less than that
** free (ctl_store_room); an open of the store makes it again once the
** disk has four times it free (store__reserve_keep).  Sandboxes stop at
** [fs] reserve_free, so it is something else that fills a disk so far. */
#define STORE__RESERVE "reserve"

static uint64_t store__avail(const char *dir)
{
        struct statvfs v;
        return statvfs(dir, &v) < 0 ? UINT64_MAX : (uint64_t)v.f_bavail * v.f_frsize;
}

static int store__reserve_on(ctl *c)
{
        return c->cf->store_reserve > 0 && !ctl_store_s3(c);
}

/* Remove what a make of the reserve that died left (.reserve.tmp.PID,
** its PID gone): 16 MiB each, and the room a full disk wants. */
static void store__reserve_sweep(const char *dir)
{
        DIR *d = opendir(dir);
        struct dirent *e;
        static const char pre[] = "." STORE__RESERVE ".tmp.";
        while (d && (e = readdir(d))) {
                if (strncmp(e->d_name, pre, sizeof pre - 1))
                        continue;
                char *end;
                long pid = strtol(e->d_name + sizeof pre - 1, &end, 10);
                if (*end || pid <= 0 || pid == getpid() || (kill((pid_t)pid, 0) < 0 && errno == ESRCH)) {
                        sbx_autofree char *p = sbx_asprintf("%s/%s", dir, e->d_name);
                        unlink(p);
                }
        }
        if (d)
                closedir(d);
}

void ctl_store_room(ctl *c, const char *cmd)
{
        if (!store__reserve_on(c))
                return;
        uint64_t size = (uint64_t)c->cf->store_reserve;
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        sbx_autofree char *path = sbx_asprintf("%s/" STORE__RESERVE, dir);
        if (store__avail(dir) < size)
                store__reserve_sweep(dir);
        uint64_t avail = store__avail(dir);
        struct stat sb;
        if (avail >= size || lstat(path, &sb) < 0 || !S_ISREG(sb.st_mode))
                return;
        if (unlink(path) == 0)
                fprintf(stderr, "sbxctl: %s: the store's disk has %llu bytes free: the store's "
                        "reserve (%llu bytes, %s) is released so that %s can run; it is made "
                        "again once the disk has %llu bytes free\n", cmd, (unsigned long long)avail,
                        (unsigned long long)sb.st_size, path, cmd, (unsigned long long)(4 * size));
}

/* Make STORE/reserve when it is not there (or smaller than asked) and
** the disk has room for four of it: built aside, allocated, renamed in.
** Best effort, silent: a store this user may not write is still read. */
static void store__reserve_keep(ctl *c)
{
        if (!store__reserve_on(c))
                return;
        uint64_t size = (uint64_t)c->cf->store_reserve;
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        sbx_autofree char *path = sbx_asprintf("%s/" STORE__RESERVE, dir);
        struct stat sb;
        store__reserve_sweep(dir);
        /* one at least this large is kept (its blocks are not asked for:
         * ZFS and compressing file systems count none, and it would be
         * made again at every open) */
        if (lstat(path, &sb) == 0 && (!S_ISREG(sb.st_mode) || (uint64_t)sb.st_size >= size))
                return;
        if (store__avail(dir) / 4 < size)
                return;
        sbx_autofree char *tmp = sbx_asprintf("%s/." STORE__RESERVE ".tmp.%d", dir, (int)getpid());
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd < 0)
                return;
        int rc = posix_fallocate(fd, 0, (off_t)size);   /* glibc writes zeros where it must */
        if (close(fd) < 0 || rc || rename(tmp, path) < 0)
                unlink(tmp);
}

/* Does this state dir hold a sandbox: a row in the catalog, or a
** directory under STATE/sandboxes?  Either names chunks in the store. */
static int store__state_used(ctl *c)
{
        struct ctl_cat *k = ctl_catalog_try(c);
        ctl_sandbox *v = NULL;
        size_t n = 0;
        if (k && ctl_cat_sandbox_list(k, &v, &n) == 0) {
                for (size_t i = 0; i < n; i++)
                        ctl_cat_sandbox_free(&v[i]);
                free(v);
                if (n)
                        return 1;
        }
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        struct dirent *e;
        int used = 0;
        while (d && !used && (e = readdir(d)))
                used = strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
        if (d)
                closedir(d);
        return used;
}

/* Register this state dir in the local store (STORE/states/ID, ID the
** first 16 hex digits of the SHA-256 of its real path, holding that
** path): gc from any state dir sharing the store marks the live trees
** of every registered one that still exists (snapshot/gc.c (5)).
** Best effort: a read-only store is still read. */
static void store__register(ctl *c, const char *dir)
{
        /* none yet (-ENOENT): no sandbox to keep */
        fs_store_register(dir, "states", c->cf->sbx_state_dir, 0);
}

/* Does the local store dir hold index.db: 1, 0 (no such directory, or
** no index.db in it), or -errno after saying so: a url naming something
** other than a directory, or a store this user may not read (EACCES),
** is neither missing (made again) nor damaged (reindex). */
static int store__index_there(const char *dir)
{
        struct stat sb;
        if (stat(dir, &sb) < 0) {
                int rc = -errno;
                if (rc != -ENOENT)
                        fprintf(stderr, "sbxctl: store %s: %s\n", dir, strerror(-rc));
                return rc == -ENOENT ? 0 : rc;
        }
        if (!S_ISDIR(sb.st_mode)) {
                fprintf(stderr, "sbxctl: store %s: not a directory\n", dir);
                return -ENOTDIR;
        }
        sbx_autofree char *idx = sbx_asprintf("%s/index.db", dir);
        if (stat(idx, &sb) == 0)
                return 1;
        if (errno == ENOENT)
                return 0;
        int rc = -errno;
        fprintf(stderr, "sbxctl: store %s: %s: %s\n", dir, idx, strerror(-rc));
        return rc;
}

int ctl_store_absent(ctl *c)
{
        snap_s3_conf sc;
        if (ctl_store_s3_conf(c, &sc))
                return 0;
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        return fs_store_absent(dir) == 1 && !store__state_used(c);
}

int ctl_store_there(ctl *c, const char *cmd)
{
        snap_s3_conf sc;
        if (ctl_store_s3_conf(c, &sc))
                return 1;
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        int rc = store__index_there(dir);
        if (rc == 0 && (rc = fs_store_has_packs(dir)) < 0)
                fprintf(stderr, "sbxctl: store %s: %s/packs: %s\n", dir, dir, strerror(-rc));
        if (rc != 0)
                return rc;
        struct stat sb;
        fprintf(stderr, "sbxctl: %s: %s holds no store (%s): its file system not mounted?  %s makes "
                "none (the first create does, `sbxctl store init` on purpose)\n", cmd, dir,
                stat(dir, &sb) < 0 ? "no such directory" : "no index.db, no packs/", cmd);
        return 0;
}

/* A local store is there when its directory holds index.db (fs/store.c
** makes it on first open).  One that is not (no directory: moved away;
** an empty one: its file system not mounted) is made only while this
** state dir holds no sandbox: a fresh install needs no step, but a
** store lost under sandboxes that live in it is never silently made
** again, empty, to take captures naming chunks it lacks (STORE.md).
** `store init` makes it on purpose.  Missing means ENOENT only: a url
** naming a file, or a store this user may not read, is said as such,
** never called missing or damaged (store__index_there).  0, or -errno
** after saying so, every failure: its callers say nothing more (the one
** failure was said twice, "store URL: Not a directory"). */
static int store__make(ctl *c, int deliberate);

int ctl_store_make(ctl *c, int deliberate)
{
        int rc = store__make(c, deliberate);
        c->store_fails += rc < 0;
        return rc;
}

static int store__make(ctl *c, int deliberate)
{
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        snap_s3_conf sc;
        if (ctl_store_s3_conf(c, &sc)) {       /* a cache: made as needed */
                int rc = sbx_mkdir_p(dir, 0700);
                if (rc < 0)
                        fprintf(stderr, "sbxctl: store cache %s: %s\n", dir, strerror(-rc));
                return rc;
        }
        sbx_autofree char *idx = sbx_asprintf("%s/index.db", dir);
        struct stat sb;
        int rc = store__index_there(dir);
        if (rc != 0) {
                if (rc > 0)
                        store__register(c, dir);
                return rc < 0 ? rc : 0;
        }
        /* None: made by one sbxctl of this state dir at a time
         * (STATE/locks/.store.make, no sandbox's name) and looked for
         * again under the lock, so that of a fresh install's racing
         * creates one makes it and the others find it made (two making
         * it at once: "database is locked").  The lock once the catalog
         * made the state dir, private (cmd_sandbox.c (11)); a user who
         * may not write there goes on without it, as before. */
        ctl_catalog_try(c);
        sbx_autoclose int lk = ctl_lock(c, ".store", "make", 0);
        if (lk >= 0 && (rc = store__index_there(dir)) != 0) {
                if (rc > 0)
                        store__register(c, dir);
                return rc < 0 ? rc : 0;
        }
        /* packs without their index: damage, not a store to make again,
         * even on purpose (fs/store.c (7)) */
        int packs = stat(dir, &sb) == 0 ? fs_store_has_packs(dir) : 0;
        if (packs < 0) {
                fprintf(stderr, "sbxctl: store %s: %s/packs: %s\n", dir, dir, strerror(-packs));
                return packs;
        }
        if (packs) {
                fprintf(stderr, "sbxctl: store %s: index.db is missing while packs/ holds packs "
                        "(the chunks its snapshots and trees name): a new, empty index is not made "
                        "over them; `sbxctl store reindex` rebuilds it from the packs\n", dir);
                return -EUCLEAN;
        }
        /* A sandbox found here was made by a command that found (or
         * made) index.db first: so look again once one is found (a
         * store made meanwhile by another state dir that shares it). */
        if (!deliberate && store__state_used(c) && stat(idx, &sb) < 0) {
                fprintf(stderr, "sbxctl: store %s is missing (%s): moved, or its file system not "
                        "mounted?  This state dir (%s) has sandboxes whose data lives there, so a new "
                        "store is not made in its place; bring it back, or make a new, empty one on "
                        "purpose with `sbxctl store init`\n", dir,
                        stat(dir, &sb) < 0 ? "no such directory" : "no index.db in it",
                        c->cf->sbx_state_dir);
                return -ENOENT;
        }
        rc = sbx_mkdir_p(dir, 0700);
        snap_store *s;
        if (rc == 0 && (rc = snap_open(dir, &s)) == 0)         /* index.db: a store now */
                snap_close(s);
        if (rc == 0)
                store__register(c, dir);
        else
                fprintf(stderr, "sbxctl: store %s: %s\n", dir, strerror(-rc));
        return rc;
}

/* Why the store did not open (rc), in a few words, for reap's line:
** what ctl_store_make and snap_open said, without the store's name. */
static void store__why(ctl *c, int rc, char *why, size_t n)
{
        snap_s3_conf sc;
        if (ctl_store_s3_conf(c, &sc)) {
                snprintf(why, n, "%s", *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                return;
        }
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        sbx_autofree char *idx = sbx_asprintf("%s/index.db", dir);
        struct stat sb;
        if (stat(dir, &sb) < 0)
                snprintf(why, n, "%s: moved, or its file system not mounted?",
                         errno == ENOENT ? "no such directory" : strerror(errno));
        else if (!S_ISDIR(sb.st_mode))
                snprintf(why, n, "not a directory");
        else if (stat(idx, &sb) < 0 && errno == ENOENT)
                snprintf(why, n, "no index.db in it: its file system not mounted?");
        else
                snprintf(why, n, "%s", strerror(-rc));
}

static int store__open(ctl *c, snap_store **out);

int ctl_store_open(ctl *c, snap_store **out)
{
        int rc;
        if (!c->round.on)
                rc = store__open(c, out);
        else if (c->round.down)
                rc = c->round.down;             /* said once, at the round's end */
        else {
                ctl_stderr held;                /* said if it opens (a warning) */
                ctl_stderr_away(&held, 1);
                rc = store__open(c, out);
                ctl_stderr_back(&held, rc == 0);
                if (rc < 0) {
                        c->round.down = rc;
                        store__why(c, rc, c->round.why, sizeof c->round.why);
                }
        }
        c->store_fails += rc < 0;
        return rc;
}

static int store__open(ctl *c, snap_store **out)
{
        snap_s3_conf sc;
        int rc;
        if (ctl_store_s3_conf(c, &sc)) {
                sbx_autofree char *dir = ctl_store_chunk_dir(c);
                rc = snap_open_s3(&sc, dir, (uint64_t)c->cf->store_cache_size, out);
                if (rc == 0) {                  /* captures check the lease is ours */
                        sbx_autofree char *me = ctl_lease_holder(c);
                        snap_set_holder(*out, me);
                }
                if (rc < 0)
                        fprintf(stderr, "sbxctl: store %s: %s\n", c->cf->store_url,
                                *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                return rc;
        }
        if ((rc = ctl_store_make(c, 0)) < 0)
                return rc;
        rc = snap_open(c->cf->store_url, out);
        if (rc == 0) {                  /* shared by several state dirs: the same */
                sbx_autofree char *me = ctl_lease_holder(c);
                snap_set_holder(*out, me);
                store__reserve_keep(c);
        }
        if (rc < 0)
                fprintf(stderr, "sbxctl: store %s: %s\n", c->cf->store_url, strerror(-rc));
        return rc;
}

int ctl_store_snaps(ctl *c, const char *name, snap_info **v, size_t *n)
{
        snap_store *s;
        *v = NULL;
        *n = 0;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        rc = snap_list(s, name, v, n);
        snap_close(s);
        return rc;
}

typedef struct probe {
        double head, put, get, del;     /* medians, ms */
} probe;

static int cmp_d(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return x < y ? -1 : x > y;
}

static double ms_since(int64_t t0) { return (double)(sbx_mono_ns() - t0) / 1e6; }

static double median(double *v, int n)
{
        qsort(v, (size_t)n, sizeof *v, cmp_d);
        return v[n / 2];
}

/* PUT, GET (compared), DELETE of a probe object, PROBE_ROUNDS times. */
static int store__round_trip(snap_backend *b, probe *p, const char **failed, char *failed_why,
                             size_t nwhy)
{
        double put[PROBE_ROUNDS], get[PROBE_ROUNDS], del[PROBE_ROUNDS];
        sbx_autofree char *data = sbx_malloc(PROBE_SIZE);
        char host[64] = "host";
        gethostname(host, sizeof host - 1);
        for (int i = 0; i < PROBE_ROUNDS; i++) {
                sbx_random(data, PROBE_SIZE);   /* fresh bytes: a fresh object */
                char rnd[17];
                uint8_t r[8];
                sbx_random(r, sizeof r);
                sbx_hex(r, sizeof r, rnd);
                sbx_autofree char *key = sbx_asprintf("check/%s-%d-%s", host, (int)getpid(), rnd);
                int64_t t0 = sbx_mono_ns();
                int rc = b->put(b, key, data, PROBE_SIZE);
                put[i] = ms_since(t0);
                if (rc < 0) {
                        *failed = "PUT";
                        snprintf(failed_why, nwhy, "%s", snap_s3_error());
                        return rc;
                }
                void *got = NULL;
                size_t n = 0;
                t0 = sbx_mono_ns();
                rc = b->get(b, key, &got, &n);
                get[i] = ms_since(t0);
                if (rc == 0 && (n != PROBE_SIZE || memcmp(got, data, n)))
                        rc = -EBADMSG;
                free(got);
                char why[512];
                snprintf(why, sizeof why, "%s", snap_s3_error());      /* the GET's, if it failed */
                t0 = sbx_mono_ns();
                int rd = b->del(b, key);
                del[i] = ms_since(t0);
                if (rc < 0 || rd < 0) {
                        *failed = rc < 0 ? "GET" : "DELETE";
                        if (rc < 0)
                                snprintf(failed_why, nwhy, "%s", why);
                        else
                                snprintf(failed_why, nwhy, "%s", snap_s3_error());
                        return rc < 0 ? rc : rd;
                }
        }
        p->put = median(put, PROBE_ROUNDS);
        p->get = median(get, PROBE_ROUNDS);
        p->del = median(del, PROBE_ROUNDS);
        return 0;
}

/* The server honours If-None-Match: * and If-Match on PUT: 0, or -errno
** with what it did wrong in why. */
static int store__conditional(snap_s3 *s3, char *why, size_t nwhy)
{
        char host[64] = "host", rnd[17], md5[33];
        uint8_t r[8], d[EVP_MAX_MD_SIZE];
        unsigned dl = 0;
        gethostname(host, sizeof host - 1);
        sbx_random(r, sizeof r);
        sbx_hex(r, sizeof r, rnd);
        sbx_autofree char *key = sbx_asprintf("check/%s-%d-%s-cond", host, (int)getpid(), rnd);
        EVP_Digest("one", 3, d, &dl, EVP_md5(), NULL);
        sbx_hex(d, dl, md5);
        int rc = snap_s3_put(s3, key, "one", 3, NULL, 1);
        if (rc < 0)
                snprintf(why, nwhy, "PUT with If-None-Match: * of a new key: %s", snap_s3_error());
        else if ((rc = snap_s3_put(s3, key, "two", 3, NULL, 1)) != -EAGAIN) {
                snprintf(why, nwhy, "a second PUT with If-None-Match: * %s", rc == 0 ?
                         "replaced the object: the server ignores the condition" : snap_s3_error());
                rc = rc == 0 ? -EPROTO : rc;
        } else if ((rc = snap_s3_put(s3, key, "two", 3, "00000000000000000000000000000000", 0)) !=
                   -EAGAIN) {
                snprintf(why, nwhy, "a PUT with a wrong If-Match %s", rc == 0 ?
                         "replaced the object: the server ignores the condition" : snap_s3_error());
                rc = rc == 0 ? -EPROTO : rc;
        } else if ((rc = snap_s3_put(s3, key, "two", 3, md5, 0)) < 0) {
                snprintf(why, nwhy, "a PUT with the object's own ETag as If-Match was refused: %s",
                         rc == -EAGAIN ? "the server's ETag is not the MD5 of the bytes" :
                         snap_s3_error());
        }
        snap_s3_del(s3, key);
        return rc;
}

typedef struct report {
        const char *url, *endpoint, *region, *cred_source;
        int reachable, credentials, bucket, round_trip;  /* 1 ok, 0 failed, -1 not tried */
        int index;                      /* local only: index.db whole (fs/store.c (11)) */
        int conditional;                /* S3 only */
        char error[700];
        probe p;
} report;

/* ms to 3 decimals, as every other --json answer gives its ms
** (0.75541800000000003 was the raw double) */
static double ms3(double ms)
{
        return (double)(int64_t)(ms * 1e3 + 0.5) / 1e3;
}

static void report_print(ctl *c, const report *r)
{
        static const char *word[] = { "not checked", "FAILED", "ok" };
        if (c->json) {
                json_t *o = json_pack("{s:s, s:s?, s:s?, s:s?, s:b, s:b, s:b, s:b}",
                                      "url", r->url, "endpoint", r->endpoint,
                                      "region", r->region, "credentials_source", r->cred_source,
                                      "reachable", r->reachable == 1, "credentials", r->credentials == 1,
                                      "bucket", r->bucket == 1, "round_trip", r->round_trip == 1);
                if (r->endpoint)
                        json_object_set_new(o, "conditional", json_boolean(r->conditional == 1));
                else
                        json_object_set_new(o, "index", json_boolean(r->index == 1));
                if (r->round_trip == 1) {       /* milliseconds only there: the probe's size beside */
                        json_object_set_new(o, "latency_ms",
                                json_pack("{s:f, s:f, s:f, s:f}", "head", ms3(r->p.head),
                                          "put", ms3(r->p.put), "get", ms3(r->p.get),
                                          "delete", ms3(r->p.del)));
                        json_object_set_new(o, "probe_bytes", json_integer(PROBE_SIZE));
                }
                if (*r->error)
                        json_object_set_new(o, "error", json_string(r->error));
                ctl_print_json(o);      /* one line, as every --json answer */
                return;
        }
        printf("store:       %s\n", r->url);
        if (r->endpoint)
                printf("endpoint:    %s (region %s)\n", r->endpoint, r->region);
        printf("reachable:   %s\n", word[r->reachable + 1]);
        if (r->cred_source)
                printf("credentials: %s (from %s)\n", word[r->credentials + 1], r->cred_source);
        printf("%-12s %s\n", r->endpoint ? "bucket:" : "directory:", word[r->bucket + 1]);
        if (r->round_trip == 1) {
                if (r->endpoint)
                        printf("round trip:  HEAD %.1f ms, PUT 64 KiB %.1f ms, GET %.1f ms, "
                               "DELETE %.1f ms (median of %d)\n", r->p.head, r->p.put,
                               r->p.get, r->p.del, PROBE_ROUNDS);
                else
                        printf("round trip:  write+fsync 64 KiB %.1f ms, read %.1f ms, "
                               "delete %.1f ms (median of %d)\n", r->p.put, r->p.get,
                               r->p.del, PROBE_ROUNDS);
        } else {
                printf("round trip:  %s\n", word[r->round_trip + 1]);
        }
        if (r->endpoint)
                printf("conditional: %s\n", word[r->conditional + 1]);
        else
                printf("index:       %s\n", word[r->index + 1]);
        if (*r->error)
                fprintf(stderr, "sbxctl: store check: %s\n", r->error);
}

static void store__check_s3(ctl *c, report *r)
{
        snap_s3_conf sc;
        ctl_store_s3_conf(c, &sc);
        if (sc.retry_ms > 5000 || sc.retry_ms <= 0)
                sc.retry_ms = 5000;     /* a check answers promptly */
        r->endpoint = *sc.endpoint ? sc.endpoint : "(AWS)";
        r->region = *sc.region ? sc.region : "us-east-1";
        snap_s3 *s3;
        int rc = snap_s3_open(&sc, &s3);
        if (rc < 0) {
                snprintf(r->error, sizeof r->error, "%s", snap_s3_error());
                return;
        }
        r->cred_source = snap_s3_credentials_source(s3);
        double head[PROBE_ROUNDS];
        for (int i = 0; i < PROBE_ROUNDS && rc == 0; i++) {
                int64_t t0 = sbx_mono_ns();
                rc = snap_s3_check(s3);
                head[i] = ms_since(t0);
        }
        r->p.head = median(head, PROBE_ROUNDS);
        snap_s3_close(s3);
        if (rc < 0) {
                long st = snap_s3_last_status();
                r->reachable = st != 0;
                if (st)
                        r->credentials = st != 403 && st != 401;
                if (st && r->credentials)
                        r->bucket = 0;
                snprintf(r->error, sizeof r->error, "%s", snap_s3_error());
                return;
        }
        r->reachable = r->credentials = r->bucket = 1;
        snap_backend *b;
        if ((rc = snap_backend_s3(&sc, &b)) < 0) {
                snprintf(r->error, sizeof r->error, "%s", snap_s3_error());
                return;
        }
        const char *failed = NULL;
        char why[512] = "";
        rc = store__round_trip(b, &r->p, &failed, why, sizeof why);
        r->round_trip = rc == 0;
        if (rc < 0)
                snprintf(r->error, sizeof r->error, "round trip: %s: %s: %s", failed,
                         strerror(-rc), why);
        b->close(b);
        if (rc < 0 || (rc = snap_s3_open(&sc, &s3)) < 0)
                return;
        rc = store__conditional(s3, why, sizeof why);
        snap_s3_close(s3);
        r->conditional = rc == 0;
        if (rc < 0)
                snprintf(r->error, sizeof r->error, "conditional writes: %s", why);
}

static void store__check_local(ctl *c, report *r)
{
        const char *dir = c->cf->store_url;
        if (!strncmp(dir, "file://", 7))
                dir += 7;
        r->reachable = 1;               /* a local directory is always "reachable" */
        /* made only as any first use makes it: a store gone from under
         * this state dir's sandboxes (moved, its disk not mounted) is
         * missing, said, not made again empty to pass the check; a url
         * naming a file, or a store this user may not read, is said as
         * such (ctl_store_make).  Packs without index.db: the index
         * line says it. */
        int rc = ctl_store_make(c, 0);
        if (rc == -EUCLEAN)
                rc = 0;
        snap_backend *b = NULL;
        if (rc == 0 && access(dir, R_OK | W_OK | X_OK) < 0)
                rc = -errno;
        if (rc == 0)
                rc = snap_backend_local(dir, &b);
        if (rc < 0) {
                r->bucket = 0;
                snprintf(r->error, sizeof r->error, "directory %s: %s", dir, strerror(-rc));
                return;
        }
        r->bucket = 1;
        const char *failed = NULL;
        char why[512] = "";
        rc = store__round_trip(b, &r->p, &failed, why, sizeof why);
        r->round_trip = rc == 0;
        if (rc < 0)
                snprintf(r->error, sizeof r->error, "directory %s: round trip: %s: %s", dir,
                         failed, strerror(-rc));
        b->close(b);
        /* a damaged index.db (fs/store.c (11)): the store answers, but
         * every wake, verify and gc fails or misses chunks */
        rc = fs_store_check_index(dir, why, sizeof why);
        r->index = rc == 1;
        size_t l = strlen(r->error);
        if (rc == 0)
                snprintf(r->error + l, sizeof r->error - l, "%s%s/index.db: damaged (%s): `sbxctl "
                         "store reindex` rebuilds it from the packs",
                         l ? "; " : "", dir, why);
        else if (rc < 0)
                snprintf(r->error + l, sizeof r->error - l, "%s%s/index.db: cannot tell whether it "
                         "is whole: %s", l ? "; " : "", dir, why);
}

/* `store init`: make the bucket (S3) or the directory; existing: fine. */
static int store__init(ctl *c)
{
        snap_s3_conf sc;
        int rc;
        if (ctl_store_s3_conf(c, &sc)) {
                snap_s3 *s3;
                snap_s3_error_clear();
                if ((rc = snap_s3_open(&sc, &s3)) < 0) {
                        fprintf(stderr, "sbxctl: store init %s: %s\n", sc.url,
                                *snap_s3_error() ? snap_s3_error()
                                : rc == -ENOKEY ? "no credentials" : "bad url or endpoint");
                        return 1;
                }
                if ((rc = snap_s3_bucket_create(s3)) < 0)
                        fprintf(stderr, "sbxctl: store init: %s\n", snap_s3_error());
                snap_s3_close(s3);
                snap_store *st;
                if (rc == 0 && (rc = ctl_store_open(c, &st)) == 0) {
                        if ((rc = snap_store_init(st)) < 0)
                                fprintf(stderr, "sbxctl: store init: %s\n", strerror(-rc));
                        snap_close(st);
                }
        } else {
                sbx_autofree char *dir = ctl_store_chunk_dir(c);
                snap_store *st;
                if ((rc = ctl_store_make(c, 1)) < 0)    /* said */
                        ;
                else if ((rc = snap_open(dir, &st)) < 0)        /* there, but whole? */
                        fprintf(stderr, "sbxctl: store init %s: %s\n", dir, strerror(-rc));
                else
                        snap_close(st);
        }
        if (rc == 0 && c->json)         /* JSON, not nothing, for a script that reads it */
                ctl_print_json(json_pack("{s:s,s:s}", "store", c->cf->store_url, "result", "ready"));
        else if (rc == 0)
                printf("store %s: ready\n", c->cf->store_url);
        return rc < 0 ? 1 : 0;
}

/* `store reindex`: index.db's rows rebuilt from the packs' record
** headers (fs/store.c (7)): after index.db was lost, emptied, or put
** back from an older backup.  Rows already there are kept; a damaged
** index.db is set aside (index.db.damaged.TIME, said) and a new one
** built (fs/store.c (11)). */
static int store__reindex(ctl *c)
{
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        struct stat sb;
        if (stat(dir, &sb) < 0) {
                fprintf(stderr, "sbxctl: store reindex %s: %s\n", dir, strerror(errno));
                return 1;
        }
        fs_reindex_report r;
        int rc = fs_store_reindex(dir, &r);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: store reindex %s: %s\n", dir, strerror(-rc));
                return 1;
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s, s:I, s:I, s:I, s:I, s:I}", "store", dir,
                                         "packs", (json_int_t)r.packs, "records", (json_int_t)r.records,
                                         "rows_added", (json_int_t)r.added,
                                         "rows_repointed", (json_int_t)r.repointed, "bad", (json_int_t)r.bad));
        else
                printf("store %s: %llu records in %llu packs read, %llu rows added to index.db, %llu "
                       "repointed (they named a pack gone or a record that did not check)%s\n",
                       dir, (unsigned long long)r.records, (unsigned long long)r.packs,
                       (unsigned long long)r.added, (unsigned long long)r.repointed,
                       r.bad ? "" : "; every record checked");
        if (r.bad)
                fprintf(stderr, "sbxctl: store reindex: %llu records did not check against their "
                        "names (torn or corrupt): not indexed; `sbxctl verify --all` names the files "
                        "that lack chunks\n", (unsigned long long)r.bad);
        return 0;
}

int ctl_cmd_store(ctl *c, int argc, char **argv)
{
        if (argc == 2 && !strcmp(argv[1], "init"))
                return store__init(c);
        if (argc == 2 && !strcmp(argv[1], "reindex"))
                return store__reindex(c);
        if (argc != 2 || strcmp(argv[1], "check"))
                return ctl_usage_sub("store", argc > 1 ? argv[1] : NULL, "check init reindex");
        report r = { .url = c->cf->store_url, .reachable = -1, .credentials = -1,
                     .bucket = -1, .round_trip = -1, .conditional = -1, .index = -1 };
        snap_s3_conf sc;
        if (ctl_store_s3_conf(c, &sc))
                store__check_s3(c, &r);
        else
                store__check_local(c, &r);
        report_print(c, &r);
        return r.round_trip == 1 && (r.endpoint ? r.conditional == 1 : r.index == 1) ? 0 : 1;
}
