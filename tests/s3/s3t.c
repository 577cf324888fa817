/* s3t.c: drive the S3 backend (snapshot/s3.c) from the S3 tests.
**
**   s3t mkbucket | check
**   s3t put KEY < DATA       s3t get KEY > DATA      s3t has KEY
**   s3t get-range KEY OFF LEN > DATA   LEN bytes from OFF (a ranged GET)
**   s3t list PREFIX          s3t del KEY
**   s3t ref-get NAME         s3t ref-cas NAME EXPECT|- DATA|-
**   s3t ref-list PREFIX
**   s3t race NAME N          N threads CAS NAME from its current value;
**                            prints how many won
**   s3t bench N SIZE         N PUTs and GETs of SIZE bytes; prints medians (ms)
**   s3t fill PREFIX N [FROM] N small objects PREFIX/FROM .. PREFIX/FROM+N-1
**
** The store comes from the environment: S3_URL (s3://BUCKET/PREFIX),
** S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY, S3_SECRET_KEY, S3_CREDENTIALS_FILE,
** S3_RETRY_MS.  Exit 0 ok, 1 error (message from snap_s3_error()),
** 3 a failed condition (-EAGAIN), 4 no such key.
*/
#include "../../snapshot/snapshot.h"
#include "../../common/sbx.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *env(const char *k) { const char *v = getenv(k); return v ? v : ""; }

static int fail(int rc, const char *what)
{
        fprintf(stderr, "s3t: %s: %s: %s\n", what, strerror(-rc), snap_s3_error());
        return rc == -EAGAIN ? 3 : rc == -ENOENT ? 4 : 1;
}

static char *slurp(size_t *n)
{
        size_t cap = 65536, len = 0;
        char *buf = sbx_malloc(cap);
        size_t r;
        while ((r = fread(buf + len, 1, cap - len - 1, stdin)) > 0) {
                len += r;
                if (cap - len < 2)
                        buf = sbx_realloc(buf, cap *= 2);
        }
        buf[len] = 0;
        *n = len;
        return buf;
}

static snap_s3_conf conf(void)
{
        snap_s3_conf cf = {
                .url = env("S3_URL"), .endpoint = env("S3_ENDPOINT"), .region = env("S3_REGION"),
                .access_key = env("S3_ACCESS_KEY"), .secret_key = env("S3_SECRET_KEY"),
                .credentials_file = env("S3_CREDENTIALS_FILE"),
                .retry_ms = atoll(env("S3_RETRY_MS")),
        };
        return cf;
}

struct race { snap_backend *b; const char *name, *expect; int id, won; };

static void *racer(void *arg)
{
        struct race *r = arg;
        char data[64];
        snprintf(data, sizeof data, "winner %d\n", r->id);
        r->won = r->b->ref_cas(r->b, r->name, r->expect, data) == 0;
        return NULL;
}

static int cmp_d(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return x < y ? -1 : x > y;
}

static int bench(snap_s3 *c, int n, size_t size)
{
        char *buf = sbx_malloc(size);
        double *put = sbx_calloc((size_t)n, sizeof *put), *get = sbx_calloc((size_t)n, sizeof *get);
        int rc = 0;
        for (int i = 0; i < n && !rc; i++) {
                sbx_random(buf, size < 64 ? size : 64);
                char key[64];
                snprintf(key, sizeof key, "bench/%d", i);
                int64_t t0 = sbx_mono_ns();
                if ((rc = snap_s3_put(c, key, buf, size, NULL, 0)) < 0)
                        break;
                int64_t t1 = sbx_mono_ns();
                void *d;
                size_t got;
                if ((rc = snap_s3_get(c, key, 0, 0, &d, &got)) < 0)
                        break;
                int64_t t2 = sbx_mono_ns();
                if (got != size || memcmp(d, buf, size))
                        rc = -EIO;
                free(d);
                put[i] = (double)(t1 - t0) / 1e6;
                get[i] = (double)(t2 - t1) / 1e6;
                snap_s3_del(c, key);
        }
        if (!rc) {
                qsort(put, (size_t)n, sizeof *put, cmp_d);
                qsort(get, (size_t)n, sizeof *get, cmp_d);
                printf("put_ms=%.2f get_ms=%.2f size=%zu n=%d\n", put[n / 2], get[n / 2], size, n);
        }
        free(buf);
        free(put);
        free(get);
        return rc < 0 ? fail(rc, "bench") : 0;
}

int main(int argc, char **argv)
{
        if (argc < 2) {
                fprintf(stderr, "usage: s3t OP [ARGS]\n");
                return 2;
        }
        const char *op = argv[1];
        snap_s3_conf cf = conf();
        snap_s3 *c;
        int rc = snap_s3_open(&cf, &c);
        if (rc < 0)
                return fail(rc, "open");
        int done = 1;
        if (!strcmp(op, "mkbucket"))
                rc = snap_s3_bucket_create(c);
        else if (!strcmp(op, "check"))
                rc = snap_s3_check(c);
        else if (!strcmp(op, "bench") && argc == 4)
                rc = bench(c, atoi(argv[2]), (size_t)atoll(argv[3])) ? -EIO : 0;
        else if (!strcmp(op, "get-range") && argc == 5) {
                void *d;
                size_t n;
                if ((rc = snap_s3_get(c, argv[2], strtoull(argv[3], NULL, 10),
                                      strtoull(argv[4], NULL, 10), &d, &n)) == 0) {
                        fwrite(d, 1, n, stdout);
                        free(d);
                }
        } else if (!strcmp(op, "fill") && (argc == 4 || argc == 5))
                for (int i = argc == 5 ? atoi(argv[4]) : 0, end = i + atoi(argv[3]); i < end && rc == 0; i++) {
                        char key[256];
                        snprintf(key, sizeof key, "%s/%06d", argv[2], i);
                        rc = snap_s3_put(c, key, key, strlen(key), NULL, 0);
                }
        else
                done = 0;
        snap_s3_close(c);
        if (done)
                return rc < 0 ? fail(rc, op) : 0;

        snap_backend *b;
        if ((rc = snap_backend_s3(&cf, &b)) < 0)
                return fail(rc, "backend");
        const char *a = argc > 2 ? argv[2] : "";
        if (!strcmp(op, "put")) {
                size_t n;
                sbx_autofree char *d = slurp(&n);
                rc = b->put(b, a, d, n);
        } else if (!strcmp(op, "get")) {
                void *d;
                size_t n;
                if ((rc = b->get(b, a, &d, &n)) == 0) {
                        fwrite(d, 1, n, stdout);
                        free(d);
                }
        } else if (!strcmp(op, "has")) {
                if ((rc = b->has(b, a)) >= 0)
                        printf("%d\n", rc);
        } else if (!strcmp(op, "del")) {
                rc = b->del(b, a);
        } else if (!strcmp(op, "list") || !strcmp(op, "ref-list")) {
                char **k;
                size_t n;
                rc = !strcmp(op, "list") ? b->list(b, a, &k, &n) : b->ref_list(b, a, &k, &n);
                for (size_t i = 0; rc == 0 && i < n; i++) {
                        printf("%s\n", k[i]);
                        free(k[i]);
                }
                if (rc == 0)
                        free(k);
        } else if (!strcmp(op, "ref-get")) {
                char *d;
                size_t n;
                if ((rc = b->ref_get(b, a, &d, &n)) == 0) {
                        fwrite(d, 1, n, stdout);
                        free(d);
                }
        } else if (!strcmp(op, "ref-cas") && argc == 5) {
                const char *e = strcmp(argv[3], "-") ? argv[3] : NULL;
                const char *d = strcmp(argv[4], "-") ? argv[4] : NULL;
                rc = b->ref_cas(b, a, e, d);
        } else if (!strcmp(op, "race") && argc == 4) {
                int n = atoi(argv[3]), won = 0;
                char *cur = NULL;
                rc = b->ref_get(b, a, &cur, NULL);
                if (rc == -ENOENT)
                        rc = 0;
                pthread_t th[64];
                struct race r[64];
                for (int i = 0; !rc && i < n && i < 64; i++) {
                        r[i] = (struct race){ b, a, cur, i, 0 };
                        pthread_create(&th[i], NULL, racer, &r[i]);
                }
                for (int i = 0; !rc && i < n && i < 64; i++) {
                        pthread_join(th[i], NULL);
                        won += r[i].won;
                }
                if (!rc)
                        printf("%d\n", won);
                free(cur);
        } else {
                fprintf(stderr, "s3t: bad operation %s\n", op);
                rc = -EINVAL;
        }
        if (rc < 0)
                rc = fail(rc, op);
        else
                rc = 0;
        if (*env("S3T_STATS")) {
                snap_s3_stats st;
                snap_s3_get_stats(snap_backend_s3_client(b), &st);
                fprintf(stderr, "s3t: requests=%llu retries=%llu\n",
                        (unsigned long long)st.requests, (unsigned long long)st.retries);
        }
        b->close(b);
        return rc;
}
