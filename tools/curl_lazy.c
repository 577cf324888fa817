/* curl_lazy.c: libcurl, loaded on first use.
**
** Only the S3 store (snapshot/s3.c) needs libcurl, but linked normally it
** is loaded, with the ~30 libraries it pulls in (TLS, Kerberos, LDAP,
** SSH, IDN...), at every start of sbxctl: 15-20 ms of mapping and
** relocation here, more than the executor's whole round trip, paid by
** `sbxctl exec NAME -- true` which never talks to S3.  This file defines
** the few libcurl calls the program uses; each forwards to the real one,
** found with dlopen()/dlsym() on its first call.  With every reference
** resolved here, the linker (--as-needed) drops libcurl from the program's
** needed libraries.
**
** (1) The library is opened once (pthread_once), RTLD_LOCAL: its own
**     internal calls never reach these wrappers.
** (2) If it cannot be loaded, the reason is printed once and every call
**     fails the way libcurl reports failure (NULL handle, CURLE_FAILED_INIT).
** (3) A libcurl call used elsewhere but missing here still links (against
**     the real libcurl, loaded at start again): tests/ctl/basic.t checks
**     that sbxctl does not need libcurl.so, so that stays noticed.
*/
#define CURL_DISABLE_TYPECHECK          /* no macro wrapping curl_easy_setopt */
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

#define CTL__CURL_SONAME "libcurl.so.4"

static struct {
        CURLcode (*global_init)(long);
        CURL *(*easy_init)(void);
        void (*easy_cleanup)(CURL *);
        void (*easy_reset)(CURL *);
        CURLcode (*easy_perform)(CURL *);
        CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
        CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
        const char *(*easy_strerror)(CURLcode);
        struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
        void (*slist_free_all)(struct curl_slist *);
} ctl__curl;
static pthread_once_t ctl__curl_once = PTHREAD_ONCE_INIT;
static int ctl__curl_ok;

static void ctl__curl_load(void)
{
        void *h = dlopen(CTL__CURL_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (!h) {
                fprintf(stderr, "sbxctl: S3 store: %s\n", dlerror());  /* (2) */
                return;
        }
#define CTL__SYM(f, name) if (!(*(void **)&ctl__curl.f = dlsym(h, name))) goto missing
        CTL__SYM(global_init, "curl_global_init");
        CTL__SYM(easy_init, "curl_easy_init");
        CTL__SYM(easy_cleanup, "curl_easy_cleanup");
        CTL__SYM(easy_reset, "curl_easy_reset");
        CTL__SYM(easy_perform, "curl_easy_perform");
        CTL__SYM(easy_setopt, "curl_easy_setopt");
        CTL__SYM(easy_getinfo, "curl_easy_getinfo");
        CTL__SYM(easy_strerror, "curl_easy_strerror");
        CTL__SYM(slist_append, "curl_slist_append");
        CTL__SYM(slist_free_all, "curl_slist_free_all");
#undef CTL__SYM
        ctl__curl_ok = 1;
        return;
missing:
        fprintf(stderr, "sbxctl: S3 store: %s: %s\n", CTL__CURL_SONAME, dlerror());
}

static int ctl__curl_ready(void)
{
        pthread_once(&ctl__curl_once, ctl__curl_load);
        return ctl__curl_ok;
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

CURLcode curl_easy_perform(CURL *h)
{
        return ctl__curl_ready() ? ctl__curl.easy_perform(h) : CURLE_FAILED_INIT;
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
