/* s3.c: the S3 store of a fleet: a small S3 client on libcurl and the
** snapshot backend (snapshot.h, "S3") over it.
**
** Requests are path-style (ENDPOINT/BUCKET/PREFIX/KEY) and signed by
** libcurl (CURLOPT_AWS_SIGV4).  Debian 12's libcurl 7.88 signs what it is
** given and no more, so this file fills three gaps:
**  - x-amz-content-sha256 is sent on every request: the SHA-256 of the
**    body, which the server checks, so an upload damaged on the way is
**    refused (400 XAmzContentSHA256Mismatch) rather than stored;
**  - the query string is signed exactly as written, so s3__query() sorts
**    the parameters and encodes them (RFC 3986) before curl sees them;
**  - bodies go out as POSTFIELDS with a custom PUT method: no read
**    callback, hence no "Expect: 100-continue" below 1 MiB, and above it
**    (curl adds it to large POSTs) CURLOPT_EXPECT_100_TIMEOUT_MS = 0 sends
**    the body at once.  An "Expect:" header to remove it cannot be used:
**    7.88 signs the removed header and the server's signature differs.
**
** Layout under s3://BUCKET/PREFIX/:
**      objects/XX/ID           immutable objects (snap_backend put/get)
**      refs/NAME               refs: small documents, replaced whole;
**                              an empty one is a deleted ref (a tombstone)
**
** Invariants:
** (1) Objects are written with If-None-Match: *, so an object, once
**     written, is never replaced (immutable and content-named).
** (2) A ref changes only by a PUT conditioned on the ETag of what the
**     caller read (If-Match: MD5 of the expected bytes; RGW compares the
**     ETag unquoted) or on its absence (If-None-Match: *); the server
**     checks and writes atomically (RGW: a guarded RADOS write op), so of
**     two racing writers exactly one wins and the other gets -EAGAIN.
** (3) A ref is never deleted, only emptied (a tombstone), so "absent" can
**     be tested atomically too: S3 has no conditional DELETE.
** (4) A PUT is answered 200 only once the object is durable in the
**     cluster; a transient failure is retried whole.  A ref's PUT that
**     may have landed unanswered (an attempt reset or timed out, or
**     answered a 5xx but 503) and then fails, its retry's condition
**     failing (our own write met) or every retry unanswered too, reads
**     the ref back: if it holds exactly what we wrote, it landed and the
**     call succeeds.
** (5) Credentials live in this struct only, are sent only as signatures,
**     and appear in no message (snap_s3_error() names bucket and key).
** (6) Every request ends within a bound: an attempt may run for what
**     remains of the retry budget, and past it only while it moves at
**     least S3_MIN_RATE on average after a S3_ATTEMPT_MIN_MS floor, so a
**     server that trickles bytes cannot hold a read for minutes, while a
**     slow but steady link still gets its packs through (a 16 MiB pack at
**     the floor's rate: 9 minutes; four go up at once, so an uplink of
**     128 KiB/s is the least a capture needs); and a reply is never
**     buffered past what was asked (a range) or S3_BODY_MAX.  A read (GET,
**     HEAD: a sandbox's read, prefetch, verify, export, a ref) has no
**     floor: each attempt ends with the budget (connect, first byte, a
**     stall alike; S3_HARD_MIN_MS at the least, for the one attempt a
**     deadline already passed still gets), and past it only while the
**     body comes at S3_MIN_RATE on average since the attempt began, so a
**     server that accepts and stays silent costs the budget, not the
**     5 s floor: a read ends within its budget but while data flows.
**     An attempt runs in its handle's own multi, which checks the
**     deadline every S3_TICK_MS (libcurl's progress callback comes about
**     once a second while nothing moves: up to 1 s late), and whose
**     connection cache keeps the handle's connection between requests.
** (7) Throttling (503, 429: the server answered, and asked to slow
**     down) is retried with back-off within the budget, waiting at least
**     what a Retry-After asks (seconds or a date); one that asks past
**     the budget ends the request at once.  A read that failed on it is
**     -EBUSY from snap_s3_get_until(), not -EHOSTDOWN: the bucket is
**     there, busy, not unreachable.
*/
#include "snapshot.h"
#include "../common/sbx.h"

#include <ctype.h>
#include <curl/curl.h>
#include <errno.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include <time.h>

#define S3_POOL         16              /* idle easy handles kept */
#define S3_TICK_MS      50              /* (6) how often a silent attempt's deadline is checked */
#define S3_RETRY_MS     30000
#define S3_BACKOFF_MIN  50              /* ms, doubled per attempt */
#define S3_BACKOFF_MAX  2000
#define S3_ATTEMPT_MIN_MS 5000          /* (6) an attempt's floor: connect, first byte */
#define S3_HARD_MIN_MS  100             /* (6) an attempt's floor in a read */
#define S3_MIN_RATE     (32u << 10)     /* (6) bytes/s a large body may take at the least */
#define S3_LOW_SPEED    1024            /* bytes/s below which a transfer is stalled */
#define S3_BODY_MAX     (4ull << 30)    /* (6) a whole-object GET: refs, snapshots, lists */
#define S3_ERRDOC_MAX   (64u << 10)     /* an error document, even on a small range */
#define S3_SKEW_S       300             /* a 403 with the clock this far off: say so */

struct snap_s3 {
        char *bucket;
        char *prefix;                   /* "" or "a/b/" */
        char *endpoint;                 /* no trailing slash */
        char *sigv4;                    /* "aws:amz:REGION:s3" */
        char *userpwd;                  /* "AK:SK", owned, wiped on close (5) */
        char *token;                    /* "x-amz-security-token: ..." or NULL */
        const char *cred_source;
        int64_t retry_ns;
        pthread_mutex_t lock;           /* guards pool and stats */
        struct { CURL *h; CURLM *m; } pool[S3_POOL];   /* idle handles, each with its
                                                         * multi: its live connection */
        int   npool;
        snap_s3_stats stats;
};

static _Thread_local char s3__errbuf[640];
static _Thread_local long s3__status;
static _Thread_local int64_t s3__date;

const char *snap_s3_error(void) { return s3__errbuf; }
void snap_s3_error_clear(void) { *s3__errbuf = 0; }
long snap_s3_last_status(void) { return s3__status; }
int64_t snap_s3_last_date(void) { return s3__date; }

static void s3__seterr(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void s3__seterr(const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(s3__errbuf, sizeof s3__errbuf, fmt, ap);
        va_end(ap);
}

/* ---- small helpers ---- */
static pthread_once_t s3__once = PTHREAD_ONCE_INIT;
static void s3__global_init(void) { curl_global_init(CURL_GLOBAL_DEFAULT); }

static void s3__digest(const EVP_MD *md, const void *data, size_t len, char *hex)
{
        unsigned char out[EVP_MAX_MD_SIZE];
        unsigned int n = 0;
        EVP_Digest(data, len, out, &n, md, NULL);
        sbx_hex(out, n, hex);
}

/* RFC 3986 encoding as SigV4 wants it: unreserved bytes stay, the rest
** is %XX (upper case); '/' stays in paths. */
static char *s3__enc(const char *s, int keep_slash)
{
        char *out = sbx_malloc(strlen(s) * 3 + 1), *o = out;
        for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
                if (isalnum(*p) || *p == '-' || *p == '_' || *p == '.' || *p == '~' ||
                    (keep_slash && *p == '/'))
                        *o++ = (char)*p;
                else
                        o += sprintf(o, "%%%02X", *p);
        }
        *o = 0;
        return out;
}

/* A canonical query string: NULL-terminated name/value pairs, sorted by
** name here (the names we use are distinct), values encoded. */
static char *s3__query(const char **kv)
{
        size_t n = 0;
        while (kv[2 * n])
                n++;
        const char **idx[16];
        if (n > SBX_ARRAY_LEN(idx))
                return NULL;
        for (size_t i = 0; i < n; i++)
                idx[i] = &kv[2 * i];
        for (size_t i = 1; i < n; i++)          /* insertion sort by name */
                for (size_t j = i; j > 0 && strcmp(idx[j - 1][0], idx[j][0]) > 0; j--) {
                        const char **t = idx[j];
                        idx[j] = idx[j - 1];
                        idx[j - 1] = t;
                }
        char *q = sbx_strdup("");
        for (size_t i = 0; i < n; i++) {
                sbx_autofree char *k = s3__enc(idx[i][0], 0);
                sbx_autofree char *v = s3__enc(idx[i][1] ? idx[i][1] : "", 0);
                char *nq = sbx_asprintf("%s%s%s=%s", q, i ? "&" : "", k, v);
                free(q);
                q = nq;
        }
        return q;
}

/* ---- one request ---- */
typedef struct s3_req {
        const char *method;             /* GET PUT HEAD DELETE */
        const char *key;                /* full key below the bucket, NULL: the bucket */
        const char *query;              /* canonical (s3__query) or NULL */
        const void *body;
        size_t      body_len;
        const char *hdr[3];             /* extra headers, NULL-terminated */
        uint64_t    range_off, range_len;       /* range_len 0: no Range */
        uint64_t    range_tail;                 /* "bytes=-N": the last N bytes */
        int64_t     deadline;           /* sbx_mono_ns() when retries end; 0: retry_ns from now */
        /* out */
        long   status;
        int    retried;                 /* more than one attempt was sent */
        int    gave_up;                 /* only transient failures until the deadline */
        int    throttled;               /* (7) the last failure: 503 or 429 */
        int64_t retry_after_ms;         /* (7) what its Retry-After asked, -1: none */
        int    unsure;                  /* (4) an attempt may have landed unanswered */
        char  *resp;                    /* body, malloc'd, NUL-terminated */
        size_t resp_len, resp_cap;
        uint64_t length;                /* Content-Length of the answer */
        int64_t date;                   /* its Date: the server's clock (s), 0: none */
        /* the attempt in flight (6) */
        int64_t  t0;                    /* sbx_mono_ns() at its start */
        int64_t  left_ms;               /* of the retry budget at its start */
        int      too_big, timed_out;    /* why it was aborted */
} s3_req;

/* (6) The most reply bytes r may bring: a range's length, else a cap. */
static uint64_t s3__body_max(const s3_req *r)
{
        uint64_t want = r->range_tail ? r->range_tail : r->range_len ? r->range_len : S3_BODY_MAX;
        return want < S3_ERRDOC_MAX ? S3_ERRDOC_MAX : want;
}

/* (6) A read: no floor but S3_HARD_MIN_MS. */
static int s3__hard(const s3_req *r)
{
        return !strcmp(r->method, "GET") || !strcmp(r->method, "HEAD");
}

/* (6) How long an attempt of r that moved `bytes` may take: the budget
** left, but never less than what lets a large body go at S3_MIN_RATE
** (after a S3_ATTEMPT_MIN_MS floor, but in a read). */
static int64_t s3__allow_ms(const s3_req *r, uint64_t bytes)
{
        int64_t floor = (s3__hard(r) ? 0 : S3_ATTEMPT_MIN_MS) + (int64_t)(bytes * 1000 / S3_MIN_RATE);
        return r->left_ms > floor ? r->left_ms : floor;
}

static int s3__on_progress(void *arg, curl_off_t dltotal, curl_off_t dlnow,
                           curl_off_t ultotal, curl_off_t ulnow)
{
        (void)dltotal;
        (void)ultotal;
        s3_req *r = arg;
        /* the bytes moved so far, not the sizes announced: a server that
         * claims a large Content-Length and drips it buys no time */
        uint64_t bytes = (uint64_t)(dlnow > 0 ? dlnow : 0) + (uint64_t)(ulnow > 0 ? ulnow : 0);
        if ((sbx_mono_ns() - r->t0) / 1000000 <= s3__allow_ms(r, bytes))
                return 0;
        r->timed_out = 1;
        return 1;
}

static size_t s3__on_body(char *p, size_t sz, size_t nm, void *arg)
{
        s3_req *r = arg;
        size_t n = sz * nm;
        if (r->resp_len + n > s3__body_max(r)) {
                r->too_big = 1;
                return 0;               /* CURLE_WRITE_ERROR */
        }
        if (r->resp_len + n + 1 > r->resp_cap) {
                size_t cap = r->resp_cap ? r->resp_cap : 4096;
                while (cap < r->resp_len + n + 1)
                        cap *= 2;
                r->resp = sbx_realloc(r->resp, cap);
                r->resp_cap = cap;
        }
        memcpy(r->resp + r->resp_len, p, n);
        r->resp_len += n;
        r->resp[r->resp_len] = 0;
        return n;
}

/* A handle and the multi it runs in (whose cache keeps its connection). */
static CURL *s3__handle_get(snap_s3 *c, CURLM **m)
{
        CURL *h = NULL;
        pthread_mutex_lock(&c->lock);
        if (c->npool) {
                c->npool--;
                h = c->pool[c->npool].h;
                *m = c->pool[c->npool].m;
        }
        pthread_mutex_unlock(&c->lock);
        if (h)
                curl_easy_reset(h);     /* its multi keeps the live connection */
        else if (!(h = curl_easy_init()) || !(*m = curl_multi_init()))
                abort();
        return h;
}

static void s3__handle_drop(CURL *h, CURLM *m)
{
        curl_easy_cleanup(h);
        curl_multi_cleanup(m);
}

static void s3__handle_put(snap_s3 *c, CURL *h, CURLM *m)
{
        pthread_mutex_lock(&c->lock);
        if (c->npool < S3_POOL) {
                c->pool[c->npool].h = h;
                c->pool[c->npool++].m = m;
                h = NULL;
        }
        pthread_mutex_unlock(&c->lock);
        if (h)
                s3__handle_drop(h, m);
}

/* (6) Run r's attempt on h in m, its deadline checked every S3_TICK_MS
** (s3__on_progress alone: about once a second while nothing moves). */
static CURLcode s3__perform(s3_req *r, CURL *h, CURLM *m)
{
        CURLcode e = CURLE_OK;
        int running = 1;
        if (curl_multi_add_handle(m, h) != CURLM_OK)
                return CURLE_FAILED_INIT;
        for (;;) {
                if (curl_multi_perform(m, &running) != CURLM_OK) {
                        e = CURLE_FAILED_INIT;
                        break;
                }
                if (!running)
                        break;
                curl_off_t up = 0, down = 0;
                curl_easy_getinfo(h, CURLINFO_SIZE_UPLOAD_T, &up);
                curl_easy_getinfo(h, CURLINFO_SIZE_DOWNLOAD_T, &down);
                if ((sbx_mono_ns() - r->t0) / 1000000 > s3__allow_ms(r, (uint64_t)up + (uint64_t)down)) {
                        r->timed_out = 1;
                        e = CURLE_OPERATION_TIMEDOUT;
                        break;
                }
                if (curl_multi_poll(m, NULL, 0, S3_TICK_MS, NULL) != CURLM_OK) {
                        e = CURLE_FAILED_INIT;  /* else a poll failing at once spun to the deadline */
                        break;
                }
        }
        CURLMsg *msg;
        int left;
        while (!running && (msg = curl_multi_info_read(m, &left)))
                if (msg->msg == CURLMSG_DONE && msg->easy_handle == h)
                        e = msg->data.result;
        curl_multi_remove_handle(m, h);
        return e;
}

/* Failures worth another attempt: the server or the path to it. */
static int s3__transient_curl(CURLcode e)
{
        switch (e) {
        case CURLE_COULDNT_CONNECT: case CURLE_OPERATION_TIMEDOUT:
        case CURLE_SEND_ERROR: case CURLE_RECV_ERROR: case CURLE_GOT_NOTHING:
        case CURLE_PARTIAL_FILE: case CURLE_READ_ERROR: case CURLE_HTTP2:
        case CURLE_HTTP2_STREAM: case CURLE_SSL_CONNECT_ERROR:
                return 1;
        default:
                return 0;
        }
}

static int s3__transient_status(long st)
{
        return st >= 500 || st == 429 || st == 408;
}

/* (4) Whether an attempt may have been carried out unanswered: the
** request may have reached the server (any failure but a connection
** never made), or the server failed after it may have acted (a 5xx but
** 503, which S3 and proxies answer for what they did not take on). */
static int s3__unsure(CURLcode e, long st)
{
        if (e != CURLE_OK)
                return e != CURLE_COULDNT_CONNECT && e != CURLE_COULDNT_RESOLVE_HOST &&
                       e != CURLE_COULDNT_RESOLVE_PROXY && e != CURLE_SSL_CONNECT_ERROR;
        return st >= 500 && st != 503;
}

/* The <Code> of an S3 error document, or "" */
static void s3__code(const s3_req *r, char *code, size_t n)
{
        *code = 0;
        const char *a = r->resp ? strstr(r->resp, "<Code>") : NULL;
        const char *b = a ? strstr(a, "</Code>") : NULL;
        if (a && b && (size_t)(b - a - 6) < n) {
                memcpy(code, a + 6, (size_t)(b - a - 6));
                code[b - a - 6] = 0;
        }
}

/* One attempt.  Returns the CURLcode; r->status is set when an answer
** came.  left_ms (what remains of the retry budget) caps how long a
** connect or a stalled transfer may take, so a server that accepts and
** then hangs costs no more than the budget, not minutes; and the whole
** attempt has a deadline (6), so one that trickles bytes (each just
** enough to look alive) costs no more either.  An attempt past its
** deadline is CURLE_OPERATION_TIMEDOUT; a reply past s3__body_max() is
** CURLE_WRITE_ERROR with r->too_big set. */
static CURLcode s3__attempt(snap_s3 *c, s3_req *r, const char *url, struct curl_slist *hdrs,
                            int64_t left_ms)
{
        int hard = s3__hard(r);
        if (hard && left_ms < S3_HARD_MIN_MS)
                left_ms = S3_HARD_MIN_MS;
        long conn_min = hard ? S3_HARD_MIN_MS : 500, stall_min = hard ? 1 : 2;
        long conn_ms = left_ms < conn_min ? conn_min : left_ms > 5000 ? 5000 : (long)left_ms;
        long stall_s = left_ms < stall_min * 1000 ? stall_min : left_ms > 20000 ? 20 : (long)(left_ms / 1000);
        CURLM *m;
        CURL *h = s3__handle_get(c, &m);
        r->resp_len = 0;
        if (r->resp)
                r->resp[0] = 0;
        r->status = 0;
        r->t0 = sbx_mono_ns();
        r->left_ms = left_ms;
        r->too_big = r->timed_out = 0;
        r->retry_after_ms = -1;
        curl_easy_setopt(h, CURLOPT_URL, url);
        curl_easy_setopt(h, CURLOPT_AWS_SIGV4, c->sigv4);
        curl_easy_setopt(h, CURLOPT_USERPWD, c->userpwd);
        curl_easy_setopt(h, CURLOPT_HTTPHEADER, hdrs);
        curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, conn_ms);
        curl_easy_setopt(h, CURLOPT_LOW_SPEED_LIMIT, (long)S3_LOW_SPEED);  /* stalled: */
        curl_easy_setopt(h, CURLOPT_LOW_SPEED_TIME, stall_s);             /* a timeout */
        /* (6) the deadline: s3__on_progress checks it as bytes move;
         * TIMEOUT_MS, at the most the largest allowed transfer may take,
         * backs it up */
        uint64_t most = s3__body_max(r) > r->body_len ? s3__body_max(r) : r->body_len;
        curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, (long)s3__allow_ms(r, most));
        curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
        curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, s3__on_progress);
        curl_easy_setopt(h, CURLOPT_XFERINFODATA, r);
        curl_easy_setopt(h, CURLOPT_TCP_KEEPALIVE, 1L);
        curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, s3__on_body);
        curl_easy_setopt(h, CURLOPT_WRITEDATA, r);
        curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
        if (!strcmp(r->method, "HEAD")) {
                curl_easy_setopt(h, CURLOPT_NOBODY, 1L);
        } else if (!strcmp(r->method, "PUT")) {
                curl_easy_setopt(h, CURLOPT_POSTFIELDS, r->body ? r->body : "");
                curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)r->body_len);
                curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, "PUT");
                curl_easy_setopt(h, CURLOPT_EXPECT_100_TIMEOUT_MS, 0L);
        } else if (strcmp(r->method, "GET")) {
                curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, r->method);
        }
        CURLcode e = s3__perform(r, h, m);
        if (e == CURLE_ABORTED_BY_CALLBACK && r->timed_out)
                e = CURLE_OPERATION_TIMEDOUT;
        curl_off_t up = 0, down = 0, clen = -1;
        curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &r->status);
        curl_easy_getinfo(h, CURLINFO_SIZE_UPLOAD_T, &up);
        curl_easy_getinfo(h, CURLINFO_SIZE_DOWNLOAD_T, &down);
        curl_easy_getinfo(h, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &clen);
        r->length = clen > 0 ? (uint64_t)clen : 0;
        struct curl_header *date;
        time_t d;
        r->date = e == CURLE_OK && curl_easy_header(h, "Date", 0, CURLH_HEADER, -1, &date) == CURLHE_OK &&
                  (d = curl_getdate(date->value, NULL)) > 0 ? (int64_t)d : 0;
        if (e != CURLE_OK)
                r->status = 0;
        /* (7) Retry-After: seconds, or an HTTP date */
        struct curl_header *ra;
        if ((r->status == 503 || r->status == 429) &&
            curl_easy_header(h, "Retry-After", 0, CURLH_HEADER, -1, &ra) == CURLHE_OK) {
                char *end;
                long long sec = strtoll(ra->value, &end, 10);
                if (end == ra->value || *end)
                        sec = (d = curl_getdate(ra->value, NULL)) > 0 ? (long long)d - time(NULL) : -1;
                r->retry_after_ms = sec < 0 ? -1 : sec > 86400 ? 86400000 : sec * 1000;
        }
        pthread_mutex_lock(&c->lock);
        c->stats.requests++;
        if (!strcmp(r->method, "PUT"))
                c->stats.puts++;
        else if (!strcmp(r->method, "GET"))
                c->stats.gets++;
        c->stats.bytes_sent += (uint64_t)up;
        c->stats.bytes_received += (uint64_t)down;
        pthread_mutex_unlock(&c->lock);
        /* A failed transfer may leave a half-read connection: drop it. */
        if (e != CURLE_OK)
                s3__handle_drop(h, m);
        else
                s3__handle_put(c, h, m);
        return e;
}

static struct curl_slist *s3__headers(snap_s3 *c, const s3_req *r)
{
        char sha[65];
        s3__digest(EVP_sha256(), r->body ? r->body : "", r->body_len, sha);
        struct curl_slist *l = NULL;
        char line[160];
        snprintf(line, sizeof line, "x-amz-content-sha256: %s", sha);
        l = curl_slist_append(l, line);
        if (!strcmp(r->method, "PUT"))
                l = curl_slist_append(l, "Content-Type: application/octet-stream");
        if (r->range_tail) {
                snprintf(line, sizeof line, "Range: bytes=-%llu", (unsigned long long)r->range_tail);
                l = curl_slist_append(l, line);
        } else if (r->range_len) {
                snprintf(line, sizeof line, "Range: bytes=%llu-%llu",
                         (unsigned long long)r->range_off,
                         (unsigned long long)(r->range_off + r->range_len - 1));
                l = curl_slist_append(l, line);
        } else if (r->range_off) {
                snprintf(line, sizeof line, "Range: bytes=%llu-", (unsigned long long)r->range_off);
                l = curl_slist_append(l, line);
        }
        for (int i = 0; i < 3 && r->hdr[i]; i++)
                l = curl_slist_append(l, r->hdr[i]);
        if (c->token)
                l = curl_slist_append(l, c->token);
        return l;
}

/* Tests only: the answers to the first $SBX_TEST_S3_LOSE_PACK_ANSWERS
** pack PUTs that succeed are lost, as on a connection cut after the
** server stored the pack: the PUT is sent again. */
static int s3__test_lose(const s3_req *r)
{
        static int left = -1;
        static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
        if (strcmp(r->method, "PUT") || !r->key || !strstr(r->key, "packs/") || r->retried)
                return 0;
        pthread_mutex_lock(&mu);
        if (left < 0) {
                const char *v = getenv("SBX_TEST_S3_LOSE_PACK_ANSWERS");
                left = v ? atoi(v) : 0;
        }
        int lose = left > 0;
        left -= lose;
        pthread_mutex_unlock(&mu);
        return lose;
}

/* Send r, retrying transient failures with capped exponential backoff
** and jitter until c->retry_ns is spent (or r->deadline; at least one
** attempt).  0 for 2xx, else -errno with snap_s3_error() set. */
static int s3__do(snap_s3 *c, s3_req *r)
{
        sbx_autofree char *path = s3__enc(r->key ? r->key : "", 1);
        sbx_autofree char *url = sbx_asprintf("%s/%s%s%s%s%s", c->endpoint, c->bucket,
                                              r->key ? "/" : "", path,
                                              r->query ? "?" : "", r->query ? r->query : "");
        struct curl_slist *hdrs = s3__headers(c, r);
        int64_t start = sbx_mono_ns();
        int64_t deadline = r->deadline ? r->deadline : start + c->retry_ns;
        *s3__errbuf = 0;        /* names this request's failure, or none */
        int64_t backoff = S3_BACKOFF_MIN;
        char why[256];
        int rc;
        for (int attempt = 0;; attempt++) {
                if (attempt)
                        r->retried = 1;
                CURLcode e = s3__attempt(c, r, url, hdrs,
                                         (deadline - sbx_mono_ns()) / 1000000);
                r->unsure |= s3__unsure(e, r->status);
                r->throttled = e == CURLE_OK && (r->status == 503 || r->status == 429);
                if (e != CURLE_OK) {
                        if (r->too_big)
                                snprintf(why, sizeof why, "the reply is larger than asked "
                                         "(cut at %llu bytes)", (unsigned long long)s3__body_max(r));
                        else if (r->timed_out)
                                snprintf(why, sizeof why, "%s (the attempt's deadline, %.1f s)",
                                         curl_easy_strerror(e),
                                         (double)(sbx_mono_ns() - r->t0) / 1e9);
                        else
                                snprintf(why, sizeof why, "%s", curl_easy_strerror(e));
                        if (r->too_big || !s3__transient_curl(e)) {
                                rc = e == CURLE_COULDNT_RESOLVE_HOST ? -EHOSTUNREACH : -EIO;
                                break;
                        }
                } else if (r->status >= 200 && r->status < 300 && s3__test_lose(r)) {
                        snprintf(why, sizeof why, "the answer was lost (a test)");
                        r->unsure = 1;
                } else if (r->status >= 200 && r->status < 300) {
                        rc = 0;
                        break;
                } else {
                        char code[64];
                        s3__code(r, code, sizeof code);
                        snprintf(why, sizeof why, "%ld%s%s", r->status, *code ? " " : "", code);
                        /* 409 for a conditional write racing another: AWS
                         * says try again (a lost race then answers 412) */
                        int conflict = r->status == 409 && (!strcmp(code, "ConditionalRequestConflict") ||
                                                            !strcmp(code, "OperationAborted"));
                        if (!s3__transient_status(r->status) && !conflict) {
                                rc = r->status == 403 ? -EACCES
                                   : r->status == 404 && !strcmp(code, "NoSuchBucket") ? -ENXIO
                                   : r->status == 404 ? -ENOENT
                                   : r->status == 412 ? -EAGAIN
                                   : r->status == 400 ? -EINVAL
                                   : r->status == 416 ? -ERANGE
                                   : r->status == 405 || r->status == 501 ? -ENOTSUP : -EIO;
                                /* a HEAD's 403 has no body to say
                                 * RequestTimeTooSkewed: its Date does */
                                int64_t skew = r->date ? sbx_now_ns() / 1000000000 - r->date : 0;
                                if (rc == -EACCES && (skew > S3_SKEW_S || skew < -S3_SKEW_S))
                                        snprintf(why + strlen(why), sizeof why - strlen(why),
                                                 " (access to bucket '%s' refused: this host's clock "
                                                 "is %llds %s the server's, and S3 refuses requests "
                                                 "signed over 15 min off: set the clock right, else "
                                                 "check the credentials from %s)", c->bucket,
                                                 (long long)(skew < 0 ? -skew : skew),
                                                 skew < 0 ? "behind" : "ahead of", c->cred_source);
                                else if (rc == -EACCES)
                                        snprintf(why + strlen(why), sizeof why - strlen(why),
                                                 " (access to bucket '%s' refused: check the "
                                                 "credentials from %s)", c->bucket, c->cred_source);
                                else if (rc == -ENXIO)
                                        snprintf(why + strlen(why), sizeof why - strlen(why),
                                                 " (no bucket '%s' at %s)", c->bucket, c->endpoint);
                                break;
                        }
                }
                /* transient: another attempt if the budget allows it */
                uint32_t rnd = 0;
                sbx_random(&rnd, sizeof rnd);
                int64_t ms = backoff / 2 + (int64_t)(rnd % (uint32_t)(backoff / 2 + 1));
                int64_t left = (deadline - sbx_mono_ns()) / 1000000;
                if (r->throttled && r->retry_after_ms > ms)
                        ms = r->retry_after_ms; /* (7) */
                if (r->throttled && r->retry_after_ms > left) {
                        snprintf(why + strlen(why), sizeof why - strlen(why),
                                 " (asked to retry after %.1f s: past the retry budget)",
                                 (double)r->retry_after_ms / 1e3);
                        ms = 0;
                }
                if (ms > left)
                        ms = left;      /* the last attempt at the budget's end, not before */
                if (ms < 10) {
                        snprintf(why + strlen(why), sizeof why - strlen(why),
                                 " (gave up after %d attempts in %.1f s)", attempt + 1,
                                 (double)(sbx_mono_ns() - start) / 1e9);
                        r->gave_up = 1;
                        rc = -EIO;
                        break;
                }
                pthread_mutex_lock(&c->lock);
                c->stats.retries++;
                pthread_mutex_unlock(&c->lock);
                struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
                while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
                        ;
                backoff = backoff * 2 > S3_BACKOFF_MAX ? S3_BACKOFF_MAX : backoff * 2;
        }
        curl_slist_free_all(hdrs);
        s3__status = r->status;
        s3__date = r->date;
        if (rc < 0)
                s3__seterr("%s s3://%s%s%s: %s", r->method, c->bucket, r->key ? "/" : "",
                           r->key ? r->key : "", why);
        return rc;
}

/* ---- configuration ---- */
static char *s3__trim(char *s)
{
        while (isspace((unsigned char)*s))
                s++;
        size_t n = strlen(s);
        while (n && isspace((unsigned char)s[n - 1]))
                s[--n] = 0;
        return s;
}

/* An AWS credentials file: [profile] sections of key = value lines. */
static int s3__creds_file(const char *path, char **ak, char **sk, char **tok)
{
        sbx_autofree char *text = NULL;
        size_t len = 0;
        int rc = sbx_read_file(path, &text, &len);
        if (rc < 0) {
                s3__seterr("credentials_file %s: %s", path, strerror(-rc));
                return rc;
        }
        const char *want = getenv("AWS_PROFILE");
        if (!want || !*want)
                want = "default";
        int in = 0;
        for (char *save = NULL, *line = strtok_r(text, "\n", &save); line;
             line = strtok_r(NULL, "\n", &save)) {
                char *l = s3__trim(line);
                if (*l == '[') {
                        char *end = strchr(l, ']');
                        if (end)
                                *end = 0;
                        char *name = s3__trim(l + 1);
                        if (!strncmp(name, "profile ", 8))
                                name = s3__trim(name + 8);
                        in = !strcmp(name, want);
                        continue;
                }
                char *eq = strchr(l, '=');
                if (!in || !eq || *l == '#' || *l == ';')
                        continue;
                *eq = 0;
                char *k = s3__trim(l), *v = s3__trim(eq + 1);
                char **dst = !strcmp(k, "aws_access_key_id") ? ak
                           : !strcmp(k, "aws_secret_access_key") ? sk
                           : !strcmp(k, "aws_session_token") ? tok : NULL;
                if (dst) {
                        free(*dst);
                        *dst = sbx_strdup(v);
                }
        }
        explicit_bzero(text, len);      /* all of it: strtok_r cut it in lines */
        return 0;
}

static int s3__creds(snap_s3 *c, const snap_s3_conf *cf)
{
        sbx_autofree char *ak = NULL, *sk = NULL, *tok = NULL;
        if (cf->access_key && *cf->access_key && cf->secret_key && *cf->secret_key) {
                ak = sbx_strdup(cf->access_key);
                sk = sbx_strdup(cf->secret_key);
                c->cred_source = "config";
        } else if (cf->credentials_file && *cf->credentials_file) {
                int rc = s3__creds_file(cf->credentials_file, &ak, &sk, &tok);
                if (rc < 0)
                        return rc;
                c->cred_source = "credentials_file";
        } else if (getenv("AWS_ACCESS_KEY_ID") && getenv("AWS_SECRET_ACCESS_KEY")) {
                ak = sbx_strdup(getenv("AWS_ACCESS_KEY_ID"));
                sk = sbx_strdup(getenv("AWS_SECRET_ACCESS_KEY"));
                if (getenv("AWS_SESSION_TOKEN") && *getenv("AWS_SESSION_TOKEN"))
                        tok = sbx_strdup(getenv("AWS_SESSION_TOKEN"));
                c->cred_source = "environment";
        }
        if (!ak || !sk || !*ak || !*sk || strchr(ak, ':')) {
                s3__seterr("s3://%s: no credentials ([store] access_key/secret_key, "
                           "credentials_file, or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY)",
                           c->bucket);
                if (sk)
                        explicit_bzero(sk, strlen(sk));
                return -ENOKEY;
        }
        c->userpwd = sbx_asprintf("%s:%s", ak, sk);
        explicit_bzero(sk, strlen(sk));
        if (tok) {
                c->token = sbx_asprintf("x-amz-security-token: %s", tok);
                explicit_bzero(tok, strlen(tok));
        }
        return 0;
}

int snap_s3_open(const snap_s3_conf *cf, snap_s3 **out)
{
        pthread_once(&s3__once, s3__global_init);
        const char *url = cf->url ? cf->url : "";
        if (strncmp(url, "s3://", 5)) {
                s3__seterr("[store] url = %s: not s3://BUCKET[/PREFIX]", url);
                return -EINVAL;
        }
        snap_s3 *c = sbx_calloc(1, sizeof *c);
        pthread_mutex_init(&c->lock, NULL);
        c->bucket = sbx_strdup(url + 5);
        char *slash = strchr(c->bucket, '/');
        const char *pre = "";
        if (slash) {
                *slash = 0;
                pre = slash + 1;
        }
        while (*pre == '/')
                pre++;
        c->prefix = sbx_asprintf("%s%s", pre, *pre ? "/" : "");
        for (size_t n = strlen(c->prefix); n > 1 && c->prefix[n - 2] == '/'; n--)
                c->prefix[n - 1] = 0;
        const char *region = cf->region && *cf->region ? cf->region : "us-east-1";
        c->sigv4 = sbx_asprintf("aws:amz:%s:s3", region);
        if (cf->endpoint && *cf->endpoint)
                c->endpoint = sbx_strdup(cf->endpoint);
        else
                c->endpoint = sbx_asprintf("https://s3.%s.amazonaws.com", region);
        for (size_t n = strlen(c->endpoint); n && c->endpoint[n - 1] == '/'; n--)
                c->endpoint[n - 1] = 0;
        c->retry_ns = (cf->retry_ms > 0 ? cf->retry_ms : S3_RETRY_MS) * 1000000ll;
        int rc = 0;
        if (!sbx_bucket_ok(c->bucket)) {
                s3__seterr("[store] url = %s: bad bucket name '%s' (" SBX_BUCKET_RULE ")", url, c->bucket);
                rc = -EINVAL;
        } else if (!sbx_endpoint_ok(c->endpoint)) {
                s3__seterr("[store] endpoint = %s: not an S3 endpoint URL (" SBX_ENDPOINT_RULE ")",
                           c->endpoint);
                rc = -EINVAL;
        } else {
                rc = s3__creds(c, cf);
        }
        if (rc < 0) {
                snap_s3_close(c);
                return rc;
        }
        *out = c;
        return 0;
}

void snap_s3_close(snap_s3 *c)
{
        if (!c)
                return;
        for (int i = 0; i < c->npool; i++)
                s3__handle_drop(c->pool[i].h, c->pool[i].m);
        if (c->userpwd)
                explicit_bzero(c->userpwd, strlen(c->userpwd));
        if (c->token)
                explicit_bzero(c->token, strlen(c->token));
        free(c->userpwd);
        free(c->token);
        free(c->bucket);
        free(c->prefix);
        free(c->endpoint);
        free(c->sigv4);
        pthread_mutex_destroy(&c->lock);
        free(c);
}

const char *snap_s3_credentials_source(snap_s3 *c) { return c->cred_source; }
const char *snap_s3_bucket(snap_s3 *c) { return c->bucket; }
int64_t snap_s3_retry_ms(snap_s3 *c) { return c->retry_ns / 1000000; }

void snap_s3_get_stats(snap_s3 *c, snap_s3_stats *out)
{
        pthread_mutex_lock(&c->lock);
        *out = c->stats;
        pthread_mutex_unlock(&c->lock);
}

/* ---- operations ---- */
static char *s3__full(snap_s3 *c, const char *key)
{
        return sbx_asprintf("%s%s", c->prefix, key);
}

static void s3__req_free(s3_req *r)
{
        free(r->resp);
        r->resp = NULL;
}

/* HEAD the bucket; *date: its answer's Date, 0 if none. */
static int s3__head_bucket(snap_s3 *c, int64_t *date)
{
        s3_req r = { .method = "HEAD" };
        int rc = s3__do(c, &r);
        if (rc == -ENOENT) {            /* HEAD has no body to name it */
                rc = -ENXIO;
                s3__seterr("HEAD s3://%s: 404 (no bucket '%s' at %s)", c->bucket,
                           c->bucket, c->endpoint);
        }
        *date = r.date;
        s3__req_free(&r);
        return rc;
}

int snap_s3_check(snap_s3 *c)
{
        int64_t date;
        return s3__head_bucket(c, &date);
}

int snap_s3_time(snap_s3 *c, int64_t *sec)
{
        int rc = s3__head_bucket(c, sec);
        if (rc == 0 && *sec <= 0) {
                s3__seterr("HEAD s3://%s: the answer has no Date (the server's clock)", c->bucket);
                rc = -EPROTO;
        }
        return rc;
}

int snap_s3_bucket_create(snap_s3 *c)
{
        s3_req r = { .method = "PUT" };
        int rc = s3__do(c, &r);
        if (rc < 0 && r.status == 409)          /* BucketAlreadyOwnedByYou */
                rc = 0;
        s3__req_free(&r);
        return rc;
}

int snap_s3_put(snap_s3 *c, const char *key, const void *data, size_t len,
                const char *if_match, int if_none)
{
        sbx_autofree char *full = s3__full(c, key);
        sbx_autofree char *h1 = if_match ? sbx_asprintf("If-Match: %s", if_match) : NULL;
        s3_req r = { .method = "PUT", .key = full, .body = data, .body_len = len };
        int i = 0;
        if (h1)
                r.hdr[i++] = h1;
        if (if_none)
                r.hdr[i++] = "If-None-Match: *";
        int rc = s3__do(c, &r);
        /* (4): a retry that finds the key taken found our first attempt
         * (only callers whose keys are unique to the call, such as packs
         * with random names, may rely on that; content-named objects are
         * the same bytes whoever wrote them) */
        if (rc == -EAGAIN && if_none && r.retried)
                rc = 0;
        s3__req_free(&r);
        return rc;
}

/* A ref's PUT: If-Match: if_match, or If-None-Match: * when it is NULL;
** notes whether an attempt may have landed unanswered (4). */
static int s3__put_cond(snap_s3 *c, const char *key, const char *data, const char *if_match,
                        int *unsure)
{
        sbx_autofree char *full = s3__full(c, key);
        sbx_autofree char *h1 = if_match ? sbx_asprintf("If-Match: %s", if_match) : NULL;
        s3_req r = { .method = "PUT", .key = full, .body = data, .body_len = strlen(data) };
        r.hdr[0] = h1 ? h1 : "If-None-Match: *";
        int rc = s3__do(c, &r);
        *unsure |= r.unsure;
        s3__req_free(&r);
        return rc;
}

/* A ranged GET retried until deadline (0: retry_ns from now); *gave_up:
** it failed on transient failures alone, 2 if the last was throttling (7). */
static int s3__get(snap_s3 *c, const char *key, uint64_t off, uint64_t len, int64_t deadline,
                   int *gave_up, void **data, size_t *n)
{
        sbx_autofree char *full = s3__full(c, key);
        s3_req r = { .method = "GET", .key = full, .range_off = off, .range_len = len,
                     .deadline = deadline };
        int rc = s3__do(c, &r);
        *gave_up = r.gave_up ? 1 + r.throttled : 0;
        if (rc == 0 && (len && r.resp_len != len)) {
                s3__seterr("GET s3://%s/%s: %zu bytes, asked %llu", c->bucket, full,
                           r.resp_len, (unsigned long long)len);
                rc = -EIO;
        }
        if (rc < 0) {
                s3__req_free(&r);
                return rc;
        }
        if (!r.resp)
                r.resp = sbx_calloc(1, 1);
        *data = r.resp;
        if (n)
                *n = r.resp_len;
        return 0;
}

int snap_s3_get(snap_s3 *c, const char *key, uint64_t off, uint64_t len, void **data, size_t *n)
{
        int gave_up;
        return s3__get(c, key, off, len, 0, &gave_up, data, n);
}

int snap_s3_get_until(snap_s3 *c, const char *key, uint64_t off, uint64_t len, int64_t deadline,
                      void **data, size_t *n)
{
        int gave_up;
        int rc = s3__get(c, key, off, len, deadline, &gave_up, data, n);
        if (rc == -EIO && gave_up == 2)
                return -EBUSY;          /* (7) */
        return (rc == -EIO && gave_up) || rc == -EHOSTUNREACH ? -EHOSTDOWN : rc;
}

int snap_s3_get_tail(snap_s3 *c, const char *key, uint64_t len, void **data, size_t *n)
{
        sbx_autofree char *full = s3__full(c, key);
        s3_req r = { .method = "GET", .key = full, .range_tail = len };
        int rc = s3__do(c, &r);
        if (rc < 0) {
                s3__req_free(&r);
                return rc;
        }
        if (!r.resp)
                r.resp = sbx_calloc(1, 1);
        *data = r.resp;
        *n = r.resp_len;
        return 0;
}

int snap_s3_head(snap_s3 *c, const char *key, uint64_t *size)
{
        sbx_autofree char *full = s3__full(c, key);
        s3_req r = { .method = "HEAD", .key = full };
        int rc = s3__do(c, &r);
        s3__req_free(&r);
        if (rc == -ENOENT)
                return 0;
        if (rc < 0)
                return rc;
        if (size)
                *size = r.length;
        return 1;
}

int snap_s3_del(snap_s3 *c, const char *key)
{
        sbx_autofree char *full = s3__full(c, key);
        s3_req r = { .method = "DELETE", .key = full };
        int rc = s3__do(c, &r);
        s3__req_free(&r);
        return rc == -ENOENT ? 0 : rc;
}

/* The text of <tag>...</tag> in [p, end), XML entities decoded; malloc'd. */
static char *s3__xml(const char *p, const char *end, const char *tag)
{
        char open[64], close[64];
        snprintf(open, sizeof open, "<%s>", tag);
        snprintf(close, sizeof close, "</%s>", tag);
        const char *a = strstr(p, open);
        if (!a || a >= end)
                return NULL;
        a += strlen(open);
        const char *b = strstr(a, close);
        if (!b || b > end)
                return NULL;
        char *out = sbx_malloc((size_t)(b - a) + 1), *o = out;
        static const struct { const char *ent; char c; } ents[] = {
                { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' },
                { "&quot;", '"' }, { "&apos;", '\'' },
        };
        while (a < b) {
                size_t i = 0;
                if (*a == '&')
                        for (; i < SBX_ARRAY_LEN(ents); i++)
                                if (!strncmp(a, ents[i].ent, strlen(ents[i].ent)))
                                        break;
                if (*a == '&' && i < SBX_ARRAY_LEN(ents)) {
                        *o++ = ents[i].c;
                        a += strlen(ents[i].ent);
                } else {
                        *o++ = *a++;
                }
        }
        *o = 0;
        return out;
}

int snap_s3_list(snap_s3 *c, const char *prefix, char ***keys, uint64_t **sizes, size_t *n)
{
        sbx_autofree char *dir = sbx_strdup(prefix);
        for (size_t l = strlen(dir); l && dir[l - 1] == '/'; l--)
                dir[l - 1] = 0;
        sbx_autofree char *full = sbx_asprintf("%s%s%s", c->prefix, dir, *dir ? "/" : "");
        size_t plen = strlen(c->prefix);
        char **v = NULL;
        uint64_t *sz = NULL;
        size_t cnt = 0;
        sbx_autofree char *token = NULL;
        int rc = 0;
        do {
                const char *kv[] = { "list-type", "2", "prefix", full, "max-keys", "1000",
                                     token ? "continuation-token" : NULL, token, NULL };
                sbx_autofree char *q = s3__query(kv);
                s3_req r = { .method = "GET", .query = q };
                rc = s3__do(c, &r);
                free(token);
                token = NULL;
                if (rc < 0) {
                        s3__req_free(&r);
                        break;
                }
                const char *p = r.resp ? r.resp : "", *end = p + r.resp_len;
                while ((p = strstr(p, "<Contents>"))) {
                        const char *ce = strstr(p, "</Contents>");
                        if (!ce)
                                break;
                        char *k = s3__xml(p, ce, "Key");
                        sbx_autofree char *s = s3__xml(p, ce, "Size");
                        if (k && strlen(k) > plen) {
                                v = sbx_realloc(v, (cnt + 1) * sizeof *v);
                                sz = sbx_realloc(sz, (cnt + 1) * sizeof *sz);
                                v[cnt] = sbx_strdup(k + plen);
                                sz[cnt] = s ? strtoull(s, NULL, 10) : 0;
                                cnt++;
                        }
                        free(k);
                        p = ce;
                }
                sbx_autofree char *trunc = s3__xml(r.resp ? r.resp : "", end, "IsTruncated");
                if (trunc && !strcmp(trunc, "true"))
                        token = s3__xml(r.resp, end, "NextContinuationToken");
                s3__req_free(&r);
        } while (token);
        if (rc < 0) {
                for (size_t i = 0; i < cnt; i++)
                        free(v[i]);
                free(v);
                free(sz);
                return rc;
        }
        *keys = v;
        *n = cnt;
        if (sizes)
                *sizes = sz;
        else
                free(sz);
        return 0;
}

/* ---- the snapshot backend ---- */
typedef struct s3_backend {
        snap_backend b;                 /* first: the public face */
        snap_s3 *c;                     /* owned */
} s3_backend;

static snap_s3 *s3b(snap_backend *b) { return ((s3_backend *)b)->c; }

static int s3b__key_ok(const char *key)
{
        return *key && *key != '/' && !strstr(key, "..") && !strstr(key, "//");
}

/* (1) */
static int s3b_put(snap_backend *b, const char *key, const void *data, size_t len)
{
        if (!s3b__key_ok(key))
                return -EINVAL;
        int rc = snap_s3_put(s3b(b), key, data, len, NULL, 1);
        return rc == -EAGAIN ? 0 : rc;          /* already there */
}

static int s3b_get(snap_backend *b, const char *key, void **data, size_t *len)
{
        if (!s3b__key_ok(key))
                return -EINVAL;
        return snap_s3_get(s3b(b), key, 0, 0, data, len);
}

static int s3b_has(snap_backend *b, const char *key)
{
        if (!s3b__key_ok(key))
                return -EINVAL;
        return snap_s3_head(s3b(b), key, NULL);
}

static int s3b_list(snap_backend *b, const char *prefix, char ***keys, size_t *n)
{
        *keys = NULL;
        *n = 0;
        return snap_s3_list(s3b(b), prefix, keys, NULL, n);
}

static int s3b_del(snap_backend *b, const char *key)
{
        if (!s3b__key_ok(key))
                return -EINVAL;
        return snap_s3_del(s3b(b), key);
}

static int s3b_ref_get(snap_backend *b, const char *name, char **data, size_t *len)
{
        if (!s3b__key_ok(name))
                return -EINVAL;
        sbx_autofree char *key = sbx_asprintf("refs/%s", name);
        void *buf;
        size_t n;
        int rc = snap_s3_get(s3b(b), key, 0, 0, &buf, &n);
        if (rc < 0)
                return rc;
        if (n == 0) {                   /* (3) a tombstone */
                free(buf);
                s3__seterr("GET s3://%s/%s%s: the ref was deleted", snap_s3_bucket(s3b(b)),
                           s3b(b)->prefix, key);
                return -ENOENT;
        }
        *data = buf;                    /* NUL-terminated by s3__on_body */
        if (len)
                *len = n;
        return 0;
}

/* (4) Whether ref name holds data (NULL: deleted), byte for byte: our
** write landed though its answers were lost.  A read that fails says
** no, and leaves the PUT's failure in snap_s3_error(). */
static int s3b__ref_holds(snap_backend *b, const char *name, const char *data)
{
        char err[sizeof s3__errbuf];
        long status = s3__status;
        memcpy(err, s3__errbuf, sizeof err);
        char *cur = NULL;
        int g = s3b_ref_get(b, name, &cur, NULL);
        int ours = (g == 0 && data && !strcmp(cur, data)) || (g == -ENOENT && !data);
        free(cur);
        if (ours) {
                *s3__errbuf = 0;
        } else {
                memcpy(s3__errbuf, err, sizeof err);
                s3__status = status;
        }
        return ours;
}

/* (2), (3), (4) */
static int s3b_ref_cas(snap_backend *b, const char *name, const char *expect, const char *data)
{
        if (!s3b__key_ok(name))
                return -EINVAL;
        snap_s3 *c = s3b(b);
        sbx_autofree char *key = sbx_asprintf("refs/%s", name);
        const char *body = data ? data : "";
        char md5[33];
        int unsure = 0, rc;
        if (expect) {
                s3__digest(EVP_md5(), expect, strlen(expect), md5);
                rc = s3__put_cond(c, key, body, md5, &unsure);
        } else {
                rc = s3__put_cond(c, key, body, NULL, &unsure);
                if (rc == -EAGAIN) {    /* there: a tombstone counts as absent */
                        s3__digest(EVP_md5(), "", 0, md5);
                        rc = s3__put_cond(c, key, body, md5, &unsure);
                }
        }
        if ((rc == -EAGAIN || rc == -EIO) && unsure && s3b__ref_holds(b, name, data))
                rc = 0;
        if (rc == -EAGAIN)
                s3__seterr("PUT s3://%s/%s%s: the ref changed under us", c->bucket,
                           c->prefix, key);
        return rc;
}

static int s3b_ref_list(snap_backend *b, const char *prefix, char ***names, size_t *n)
{
        sbx_autofree char *dir = sbx_asprintf("refs/%s", prefix);
        char **keys = NULL;
        uint64_t *sizes = NULL;
        size_t cnt = 0, out = 0;
        int rc = snap_s3_list(s3b(b), dir, &keys, &sizes, &cnt);
        *names = NULL;
        *n = 0;
        if (rc < 0)
                return rc;
        for (size_t i = 0; i < cnt; i++) {
                if (sizes[i] == 0) {            /* (3) */
                        free(keys[i]);
                        continue;
                }
                char *k = keys[i];
                memmove(k, k + 5, strlen(k + 5) + 1);   /* drop "refs/" */
                keys[out++] = k;
        }
        free(sizes);
        *names = keys;
        *n = out;
        return 0;
}

static void s3b_close(snap_backend *b)
{
        if (!b)
                return;
        snap_s3_close(s3b(b));
        free(b);
}

snap_s3 *snap_backend_s3_client(snap_backend *b) { return s3b(b); }

int snap_backend_s3(const snap_s3_conf *cf, snap_backend **out)
{
        snap_s3 *c;
        int rc = snap_s3_open(cf, &c);
        if (rc < 0)
                return rc;
        if ((rc = snap_s3_check(c)) < 0) {
                snap_s3_close(c);
                return rc;
        }
        s3_backend *sb = sbx_calloc(1, sizeof *sb);
        sb->c = c;
        sb->b.put = s3b_put;
        sb->b.get = s3b_get;
        sb->b.has = s3b_has;
        sb->b.list = s3b_list;
        sb->b.del = s3b_del;
        sb->b.ref_get = s3b_ref_get;
        sb->b.ref_cas = s3b_ref_cas;
        sb->b.ref_list = s3b_ref_list;
        sb->b.close = s3b_close;
        *out = &sb->b;
        return 0;
}
