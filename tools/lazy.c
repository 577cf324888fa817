/* lazy.c: libraries only some commands need, loaded on first use.
**
** Linked normally, a shared library is mapped and relocated at every start
** of sbxctl, whether the command uses it or not.  Here that start is paid
** by `sbxctl exec NAME -- true` on every call, and two libraries weigh
** more than everything exec itself does:
**   libcurl    (the S3 store only) pulls in ~30 libraries: TLS, Kerberos,
**              LDAP, SSH, IDN; 15-20 ms here;
**   libcrypto  (hashing: capture, verify, export, S3) ~120 page faults,
**              3-10 ms here depending on load.
**   libsqlite3 (the catalog, trees, the chunk index), with libm: ~1.5 ms
**              of a loaded start, which exec's fast path no longer needs
**              (it opens no catalog, cmd_turn.c).
** This file defines the calls of theirs the program makes; each forwards
** to the real one, found with dlopen()/dlsym() on the first call of any
** of the library's.  With every reference resolved here, the linker
** (--as-needed) drops the library from the program's needed list.
**
** (1) A library is opened once (pthread_once), RTLD_LOCAL: its own
**     internal calls never reach these wrappers.
** (2) If libcurl cannot be loaded, the reason is printed once and its
**     calls fail the way libcurl reports failure (NULL handle,
**     CURLE_FAILED_INIT).  Without libcrypto no hash can be trusted, and
**     without libsqlite3 no catalog nor tree can be read: sbxctl exits
**     127, as the dynamic loader would have at start.
** (3) A call of theirs used elsewhere but missing here still links (to
**     the real library, loaded at start again): tests/ctl/basic.t checks
**     that sbxctl needs none of the three, so that stays noticed.  fs/ and
**     snapshot/ are linked into sbxctl: a new sqlite3_* call there needs
**     its line here.  (libzstd is left linked: its calls change often in
**     fs/ and snapshot/, and it costs a start far less.)
*/
#define CURL_DISABLE_TYPECHECK          /* no macro wrapping curl_easy_setopt */
#include <curl/curl.h>
#include <openssl/evp.h>
#include <sqlite3.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct ctl__lib {
        const char     *soname;
        const char     *const *names;   /* NULL-terminated */
        void          **fns;            /* one per name */
        pthread_once_t  once;
        int             ok;
};

static void ctl__lib_load(struct ctl__lib *l)
{
        void *h = dlopen(l->soname, RTLD_NOW | RTLD_LOCAL);
        if (!h) {
                fprintf(stderr, "sbxctl: %s\n", dlerror());     /* (2) */
                return;
        }
        for (int i = 0; l->names[i]; i++) {
                if (!(l->fns[i] = dlsym(h, l->names[i]))) {
                        fprintf(stderr, "sbxctl: %s: %s\n", l->soname, dlerror());
                        return;
                }
        }
        l->ok = 1;
}

/* ---- libcurl ---- */
static const char *const ctl__curl_names[] = {
        "curl_global_init", "curl_easy_init", "curl_easy_cleanup", "curl_easy_reset",
        "curl_easy_setopt", "curl_easy_getinfo", "curl_easy_strerror",
        "curl_slist_append", "curl_slist_free_all", "curl_easy_header", "curl_getdate",
        "curl_multi_init", "curl_multi_cleanup", "curl_multi_add_handle", "curl_multi_remove_handle",
        "curl_multi_perform", "curl_multi_poll", "curl_multi_info_read", NULL,
};
static struct {
        CURLcode (*global_init)(long);
        CURL *(*easy_init)(void);
        void (*easy_cleanup)(CURL *);
        void (*easy_reset)(CURL *);
        CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
        CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
        const char *(*easy_strerror)(CURLcode);
        struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
        void (*slist_free_all)(struct curl_slist *);
        CURLHcode (*easy_header)(CURL *, const char *, size_t, unsigned int, int, struct curl_header **);
        time_t (*getdate)(const char *, const time_t *);
        CURLM *(*multi_init)(void);
        CURLMcode (*multi_cleanup)(CURLM *);
        CURLMcode (*multi_add_handle)(CURLM *, CURL *);
        CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
        CURLMcode (*multi_perform)(CURLM *, int *);
        CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
        CURLMsg *(*multi_info_read)(CURLM *, int *);
} ctl__curl;
static struct ctl__lib ctl__curl_lib = {
        "libcurl.so.4", ctl__curl_names, (void **)&ctl__curl, PTHREAD_ONCE_INIT, 0,
};
static void ctl__curl_load(void) { ctl__lib_load(&ctl__curl_lib); }

static int ctl__curl_ready(void)
{
        pthread_once(&ctl__curl_lib.once, ctl__curl_load);
        return ctl__curl_lib.ok;
}

CURLcode curl_global_init(long flags)
{
        return ctl__curl_ready() ? ctl__curl.global_init(flags) : CURLE_FAILED_INIT;
}

CURL *curl_easy_init(void)
{
        return ctl__curl_ready() ? ctl__curl.easy_init() : NULL;
}

void curl_easy_cleanup(CURL *h)
{
        if (ctl__curl_ready())
                ctl__curl.easy_cleanup(h);
}

void curl_easy_reset(CURL *h)
{
        if (ctl__curl_ready())
                ctl__curl.easy_reset(h);
}

/* snapshot/s3.c runs each request in a multi of its handle's own */
CURLM *curl_multi_init(void)
{
        return ctl__curl_ready() ? ctl__curl.multi_init() : NULL;
}

CURLMcode curl_multi_cleanup(CURLM *m)
{
        return ctl__curl_ready() ? ctl__curl.multi_cleanup(m) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_add_handle(CURLM *m, CURL *h)
{
        return ctl__curl_ready() ? ctl__curl.multi_add_handle(m, h) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_remove_handle(CURLM *m, CURL *h)
{
        return ctl__curl_ready() ? ctl__curl.multi_remove_handle(m, h) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_perform(CURLM *m, int *running)
{
        return ctl__curl_ready() ? ctl__curl.multi_perform(m, running) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_poll(CURLM *m, struct curl_waitfd *fds, unsigned int n, int ms, int *ret)
{
        return ctl__curl_ready() ? ctl__curl.multi_poll(m, fds, n, ms, ret) : CURLM_BAD_HANDLE;
}

CURLMsg *curl_multi_info_read(CURLM *m, int *left)
{
        return ctl__curl_ready() ? ctl__curl.multi_info_read(m, left) : NULL;
}

/* The option's number says the type of its one argument (curl.h,
** CURLOPTTYPE_*): long, a pointer (object, string, slist, callback data),
** a function pointer, a curl_off_t or a blob pointer. */
CURLcode curl_easy_setopt(CURL *h, CURLoption opt, ...)
{
        if (!ctl__curl_ready())
                return CURLE_FAILED_INIT;
        va_list ap;
        CURLcode rc;
        va_start(ap, opt);
        if (opt < CURLOPTTYPE_OBJECTPOINT)
                rc = ctl__curl.easy_setopt(h, opt, va_arg(ap, long));
        else if (opt < CURLOPTTYPE_FUNCTIONPOINT)
                rc = ctl__curl.easy_setopt(h, opt, va_arg(ap, void *));
        else if (opt < CURLOPTTYPE_OFF_T)
                rc = ctl__curl.easy_setopt(h, opt, va_arg(ap, void (*)(void)));
        else if (opt < CURLOPTTYPE_BLOB)
                rc = ctl__curl.easy_setopt(h, opt, va_arg(ap, curl_off_t));
        else
                rc = ctl__curl.easy_setopt(h, opt, va_arg(ap, void *));
        va_end(ap);
        return rc;
}

/* Every CURLINFO takes one pointer to where the answer goes. */
CURLcode curl_easy_getinfo(CURL *h, CURLINFO info, ...)
{
        if (!ctl__curl_ready())
                return CURLE_FAILED_INIT;
        va_list ap;
        va_start(ap, info);
        CURLcode rc = ctl__curl.easy_getinfo(h, info, va_arg(ap, void *));
        va_end(ap);
        return rc;
}

const char *curl_easy_strerror(CURLcode e)
{
        return ctl__curl_ready() ? ctl__curl.easy_strerror(e) : "libcurl could not be loaded";
}

struct curl_slist *curl_slist_append(struct curl_slist *l, const char *s)
{
        return ctl__curl_ready() ? ctl__curl.slist_append(l, s) : NULL;
}

void curl_slist_free_all(struct curl_slist *l)
{
        if (ctl__curl_ready())
                ctl__curl.slist_free_all(l);
}

CURLHcode curl_easy_header(CURL *h, const char *name, size_t index, unsigned int origin, int request,
                           struct curl_header **hout)
{
        return ctl__curl_ready() ? ctl__curl.easy_header(h, name, index, origin, request, hout)
                                 : CURLHE_NOT_BUILT_IN;
}

time_t curl_getdate(const char *p, const time_t *unused)
{
        return ctl__curl_ready() ? ctl__curl.getdate(p, unused) : -1;
}

/* ---- libcrypto: digests ---- */
static const char *const ctl__crypto_names[] = {
        "EVP_Digest", "EVP_DigestInit_ex", "EVP_DigestUpdate", "EVP_DigestFinal_ex",
        "EVP_MD_CTX_new", "EVP_MD_CTX_free", "EVP_md5", "EVP_sha256", NULL,
};
static struct {
        int (*digest)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *,
                      ENGINE *);
        int (*init_ex)(EVP_MD_CTX *, const EVP_MD *, ENGINE *);
        int (*update)(EVP_MD_CTX *, const void *, size_t);
        int (*final_ex)(EVP_MD_CTX *, unsigned char *, unsigned int *);
        EVP_MD_CTX *(*ctx_new)(void);
        void (*ctx_free)(EVP_MD_CTX *);
        const EVP_MD *(*md5)(void);
        const EVP_MD *(*sha256)(void);
} ctl__crypto;
static struct ctl__lib ctl__crypto_lib = {
        "libcrypto.so.3", ctl__crypto_names, (void **)&ctl__crypto, PTHREAD_ONCE_INIT, 0,
};
static void ctl__crypto_load(void) { ctl__lib_load(&ctl__crypto_lib); }

/* (2): a digest that silently failed could name the wrong chunk. */
static void ctl__crypto_need(void)
{
        pthread_once(&ctl__crypto_lib.once, ctl__crypto_load);
        if (!ctl__crypto_lib.ok)
                exit(127);
}

int EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size,
               const EVP_MD *type, ENGINE *impl)
{
        ctl__crypto_need();
        return ctl__crypto.digest(data, count, md, size, type, impl);
}

int EVP_DigestInit_ex(EVP_MD_CTX *ctx, const EVP_MD *type, ENGINE *impl)
{
        ctl__crypto_need();
        return ctl__crypto.init_ex(ctx, type, impl);
}

int EVP_DigestUpdate(EVP_MD_CTX *ctx, const void *d, size_t cnt)
{
        ctl__crypto_need();
        return ctl__crypto.update(ctx, d, cnt);
}

int EVP_DigestFinal_ex(EVP_MD_CTX *ctx, unsigned char *md, unsigned int *s)
{
        ctl__crypto_need();
        return ctl__crypto.final_ex(ctx, md, s);
}

EVP_MD_CTX *EVP_MD_CTX_new(void)
{
        ctl__crypto_need();
        return ctl__crypto.ctx_new();
}

void EVP_MD_CTX_free(EVP_MD_CTX *ctx)
{
        ctl__crypto_need();
        ctl__crypto.ctx_free(ctx);
}

const EVP_MD *EVP_md5(void)
{
        ctl__crypto_need();
        return ctl__crypto.md5();
}

const EVP_MD *EVP_sha256(void)
{
        ctl__crypto_need();
        return ctl__crypto.sha256();
}

/* ---- libsqlite3: every call forwards; the struct's members are named
** for the calls and listed once (CTL__SQLITE) ---- */
#define CTL__PTR(f)  __typeof__(f) *f;
#define CTL__NAME(f) #f,

#define CTL__SQLITE(X) \
        X(sqlite3_bind_blob) X(sqlite3_bind_int) X(sqlite3_bind_int64) \
        X(sqlite3_bind_null) X(sqlite3_bind_text) X(sqlite3_busy_timeout) \
        X(sqlite3_changes) X(sqlite3_close) X(sqlite3_column_blob) \
        X(sqlite3_column_bytes) X(sqlite3_column_count) X(sqlite3_column_int) \
        X(sqlite3_column_int64) X(sqlite3_column_name) X(sqlite3_column_text) \
        X(sqlite3_column_type) X(sqlite3_db_config) X(sqlite3_db_filename) X(sqlite3_db_readonly) \
        X(sqlite3_errcode) X(sqlite3_errmsg) X(sqlite3_exec) X(sqlite3_file_control) \
        X(sqlite3_finalize) X(sqlite3_last_insert_rowid) X(sqlite3_open_v2) \
        X(sqlite3_prepare_v2) X(sqlite3_reset) X(sqlite3_step) X(sqlite3_system_errno)

static const char *const ctl__sqlite_names[] = { CTL__SQLITE(CTL__NAME) NULL };
static struct { CTL__SQLITE(CTL__PTR) } ctl__sq;
static struct ctl__lib ctl__sqlite_lib = {
        "libsqlite3.so.0", ctl__sqlite_names, (void **)&ctl__sq, PTHREAD_ONCE_INIT, 0,
};
static void ctl__sqlite_load(void) { ctl__lib_load(&ctl__sqlite_lib); }

/* (2): the catalog and the trees are SQLite; nothing works without it. */
static void ctl__sqlite_need(void)
{
        pthread_once(&ctl__sqlite_lib.once, ctl__sqlite_load);
        if (!ctl__sqlite_lib.ok)
                exit(127);
}

int sqlite3_bind_blob(sqlite3_stmt *st, int i, const void *v, int n, void (*d)(void *))
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_bind_blob(st, i, v, n, d);
}

int sqlite3_bind_int(sqlite3_stmt *st, int i, int v)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_bind_int(st, i, v);
}

int sqlite3_bind_int64(sqlite3_stmt *st, int i, sqlite3_int64 v)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_bind_int64(st, i, v);
}

int sqlite3_bind_null(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_bind_null(st, i);
}

int sqlite3_bind_text(sqlite3_stmt *st, int i, const char *v, int n, void (*d)(void *))
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_bind_text(st, i, v, n, d);
}

int sqlite3_busy_timeout(sqlite3 *db, int ms)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_busy_timeout(db, ms);
}

int sqlite3_changes(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_changes(db);
}

int sqlite3_close(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_close(db);
}

const void *sqlite3_column_blob(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_blob(st, i);
}

int sqlite3_column_bytes(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_bytes(st, i);
}

int sqlite3_column_count(sqlite3_stmt *st)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_count(st);
}

int sqlite3_column_int(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_int(st, i);
}

sqlite3_int64 sqlite3_column_int64(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_int64(st, i);
}

const char *sqlite3_column_name(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_name(st, i);
}

const unsigned char *sqlite3_column_text(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_text(st, i);
}

int sqlite3_column_type(sqlite3_stmt *st, int i)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_column_type(st, i);
}

/* Only the boolean options are used (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE and
** its kind): an int and an int * for the old value. */
int sqlite3_db_config(sqlite3 *db, int op, ...)
{
        ctl__sqlite_need();
        va_list ap;
        va_start(ap, op);
        int v = va_arg(ap, int);
        int *old = va_arg(ap, int *);
        va_end(ap);
        return ctl__sq.sqlite3_db_config(db, op, v, old);
}

sqlite3_filename sqlite3_db_filename(sqlite3 *db, const char *name)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_db_filename(db, name);
}

int sqlite3_db_readonly(sqlite3 *db, const char *name)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_db_readonly(db, name);
}

int sqlite3_errcode(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_errcode(db);
}

const char *sqlite3_errmsg(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_errmsg(db);
}

int sqlite3_exec(sqlite3 *db, const char *sql, int (*cb)(void *, int, char **, char **),
                 void *arg, char **err)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_exec(db, sql, cb, arg, err);
}

int sqlite3_file_control(sqlite3 *db, const char *name, int op, void *arg)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_file_control(db, name, op, arg);
}

int sqlite3_finalize(sqlite3_stmt *st)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_finalize(st);
}

sqlite3_int64 sqlite3_last_insert_rowid(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_last_insert_rowid(db);
}

int sqlite3_open_v2(const char *path, sqlite3 **db, int flags, const char *vfs)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_open_v2(path, db, flags, vfs);
}

int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int n, sqlite3_stmt **st, const char **tail)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_prepare_v2(db, sql, n, st, tail);
}

int sqlite3_reset(sqlite3_stmt *st)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_reset(st);
}

int sqlite3_step(sqlite3_stmt *st)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_step(st);
}

int sqlite3_system_errno(sqlite3 *db)
{
        ctl__sqlite_need();
        return ctl__sq.sqlite3_system_errno(db);
}
