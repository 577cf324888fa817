/* main.c: sbxfs, the workspace filesystem daemon (see fs/daemon.c).
**
** When the config's [store] url is a bucket (s3://), the store given by
** --store is this host's chunk store and the chunks it lacks are read
** from the bucket's packs (snapshot/STORE.md): the S3 client is made here,
** before the daemon forks (it makes no request until the first read), and
** handed to every store the daemon opens as its remote tier.
**
** --lease NAME --lease-holder H --lease-ttl T (sbxctl passes them for
** every sandbox, on any store: a local one may be shared by several state
** dirs, tools/cmd_sandbox.c (13)): while it serves, sbxfs renews sandbox
** NAME's lease in the config's store (the bucket, or the local store's
** refs/) every T/3 seconds (snapshot/lease.c), and stops serving (SIGTERM to itself:
** flush, unmount, exit) rather than let two hosts write one sandbox:
** (1) when a renewal finds another holder (it was taken over);
** (2) on S3 only, when no renewal has succeeded for T minus a margin,
**     whatever the reason (the store unreachable, 503s): from T on, another host may
**     take the lease over (start --take-over: the document unchanged for
**     T + 1 s; without it, renewed_at 2 T behind and then unchanged for
**     T/3 + 1 s, sooner if the taker's clock is far ahead: its fence then
**     refuses this host's captures), so this host must have
**     stopped by then.  A watchdog thread checks it, not the renewer,
**     which may be blocked in a renewal for up to several retry budgets.
**     The clock is the start of the last renewal that succeeded (its
**     renewed_at is no earlier), at first sbxfs's start (sbxctl took or
**     renewed the lease just before).
**     On a local store failed renewals (its file system full, read-only,
**     EIO; sbxfs paused past T) are logged and retried, and sbxfs goes on
**     serving: there the common case is one state dir alone, for which
**     stopping drops the dirty data it could not store (and unmounts the
**     workspace under its processes) to guard against nobody.  Another
**     state dir sharing the store that takes the stale lease meanwhile is
**     seen by the next renewal that gets through, (1), and the take's
**     fence refuses this host's captures since.
** (3) Once (1) or (2) stopped it, the lease is never renewed again: were
**     the process slow to end (or stuck), the lease still runs out, and
**     another host can take the sandbox over. */
#include "fs.h"
#include "../common/sbx.h"
#include "../conf/conf.h"
#include "../snapshot/snapshot.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static struct {
        const char *name, *holder;
        int64_t ttl;
        snap_s3_conf sc;
        snap_backend *b;
        int local;                      /* a local store: no (2) */
        int started;
        _Atomic int64_t ok_ns;          /* (2) sbx_boot_ns(): start of the last good renewal
                                         * (BOOTTIME counts a suspend: the lease's time runs
                                         * out on the other hosts meanwhile) */
        atomic_int stopping;            /* SIGTERM sent: once */
} fs__lease;

static void fs__sleep_ns(int64_t ns)
{
        struct timespec ts = { (time_t)(ns / 1000000000), (long)(ns % 1000000000) };
        while (nanosleep(&ts, &ts) < 0)
                ;
}

static void fs__lease_stop(void)
{
        if (!atomic_exchange(&fs__lease.stopping, 1))
                kill(getpid(), SIGTERM);
}

/* (2) How long this host may serve without a good renewal: the ttl, less
** a margin (a sixth, 1-10 s) for the stop itself, its flush and unmount. */
static int64_t fs__lease_limit_ns(void)
{
        int64_t margin = fs__lease.ttl / 6 < 1 ? 1 : fs__lease.ttl / 6 > 10 ? 10 : fs__lease.ttl / 6;
        return (fs__lease.ttl - margin) * 1000000000ll;
}

static void *fs__renew(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-lease");
        (void)arg;
        int64_t period = (fs__lease.ttl > 3 ? fs__lease.ttl / 3 : 1) * 1000000000ll;
        int64_t wait = period;
        int failing = 0;
        for (;;) {
                fs__sleep_ns(wait);
                /* (3) once stopping, never again: a process that fails to
                 * exit must not keep the lease for it */
                if (atomic_load(&fs__lease.stopping))
                        return NULL;
                int64_t t0 = sbx_boot_ns();
                int rc = snap_lease_renew(fs__lease.b, fs__lease.name, fs__lease.holder, fs__lease.ttl);
                if (rc == 0) {
                        atomic_store(&fs__lease.ok_ns, t0);
                        if (failing)
                                sbx_log("lease of %s: renewed again after %d failed renewals",
                                        fs__lease.name, failing);
                        failing = 0;
                        /* the next one a period after this one began, not
                         * after it ended: the watchdog counts from t0, and
                         * a slow store's renewals (each a GET and a PUT)
                         * added to the period stopped a healthy host */
                        wait = period - (sbx_boot_ns() - t0);
                        if (wait < 0)
                                wait = 0;
                        continue;
                }
                if (rc == -ESTALE) {            /* (1) */
                        sbx_log("lease of %s lost (another host took it over): stopping", fs__lease.name);
                        fs__lease_stop();
                        return NULL;
                }
                if (!failing++ || !fs__lease.local)
                        sbx_log("lease of %s: renew failed (%s); retrying%s", fs__lease.name,
                                strerror(-rc), fs__lease.local ? " (serving on: a local store)" : "");
                /* sooner: (2) is near; a local store (no (2)): each period */
                wait = fs__lease.local || period < 1000000000ll ? period : 1000000000ll;
        }
}

/* (2) Stop serving once the lease went too long without a good renewal. */
static void *fs__lease_watch(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-leasewd");
        (void)arg;
        int64_t limit = fs__lease_limit_ns();
        for (;;) {
                int64_t idle = sbx_boot_ns() - atomic_load(&fs__lease.ok_ns);
                if (idle >= limit)
                        break;
                int64_t nap = limit - idle;
                fs__sleep_ns(nap < 200000000 ? nap : 200000000);
        }
        sbx_log("lease of %s: not renewed for %.1f s (lease_ttl %lld s: from then on another "
                "host may take it over): stopping", fs__lease.name,
                (double)(sbx_boot_ns() - atomic_load(&fs__lease.ok_ns)) / 1e9,
                (long long)fs__lease.ttl);
        fs__lease_stop();
        return NULL;
}

/* Start the renewer and its watchdog once, in the process that serves
** (after the fork).  They run before fs_main blocks the signals its
** signal thread waits for, so they block them here: else the SIGTERM
** they send (to the process) could be delivered to one of them, and be
** lost (ignored) or end sbxfs at once (default), without the flush and
** unmount. */
static void fs__renew_start(void)
{
        if (fs__lease.started || !fs__lease.b)
                return;
        fs__lease.started = 1;
        sigset_t set, old;
        sigemptyset(&set);
        sigaddset(&set, SIGTERM);
        sigaddset(&set, SIGINT);
        sigaddset(&set, SIGHUP);
        sigaddset(&set, SIGUSR1);
        pthread_sigmask(SIG_BLOCK, &set, &old);
        pthread_t t;
        if (pthread_create(&t, NULL, fs__renew, NULL) == 0)
                pthread_detach(t);
        int rc = fs__lease.local ? 0 : pthread_create(&t, NULL, fs__lease_watch, NULL);
        if (rc == 0)
                pthread_detach(t);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        if (rc != 0)
                fs__lease_stop();       /* serving unwatched is what (2) forbids */
}

static int fs__remote(int argc, char **argv)
{
        const char *path = NULL;
        for (int i = 1; i + 1 < argc; i++)
                if (!strcmp(argv[i], "--config"))
                        path = argv[i + 1];
                else if (!strncmp(argv[i], "--config=", 9))
                        path = argv[i] + 9;
        conf *cf;
        char err[512];
        if (conf_load(path, &cf, err, sizeof err) < 0)
                return 0;               /* fs_main reports it */
        int rc = 0;
        if (!strncmp(cf->store_url, "s3://", 5)) {
                snap_s3_conf sc = {
                        .url = cf->store_url, .endpoint = cf->store_endpoint,
                        .region = cf->store_region, .access_key = cf->store_access_key,
                        .secret_key = cf->store_secret_key,
                        .credentials_file = cf->store_credentials_file,
                        .retry_ms = cf->store_retry_time * 1000,
                };
                snap_s3 *c;
                snap_s3_error_clear();
                if ((rc = snap_s3_open(&sc, &c)) < 0) {
                        fprintf(stderr, "sbxfs: store %s: %s\n", cf->store_url,
                                *snap_s3_error() ? snap_s3_error()
                                : rc == -ENOKEY ? "no credentials (config, credentials_file or AWS_* environment)"
                                : "bad url or endpoint");
                } else {
                        fs_remote r;
                        snap_s3_remote(c, (uint64_t)cf->store_cache_size, &r);
                        fs_store_default_remote(&r);
                }
                if (rc == 0 && fs__lease.name) {
                        fs__lease.sc = sc;
                        if ((rc = snap_backend_s3(&sc, &fs__lease.b)) < 0)
                                fprintf(stderr, "sbxfs: lease of %s: store unreachable (%s)\n", fs__lease.name,
                                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                }
        } else if (fs__lease.name) {
                const char *dir = cf->store_url + (strncmp(cf->store_url, "file://", 7) ? 0 : 7);
                fs__lease.local = 1;
                if ((rc = snap_backend_local(dir, &fs__lease.b)) < 0)
                        fprintf(stderr, "sbxfs: lease of %s: store %s: %s\n", fs__lease.name, dir,
                                strerror(-rc));
        }
        static conf *kept;              /* the S3 clients point into it */
        if (rc == 0 && !strncmp(cf->store_url, "s3://", 5))
                kept = cf;
        else
                conf_free(cf);
        (void)kept;
        return rc;
}

int main(int argc, char **argv)
{
        sbx_std_fds();
        /* take out the lease options; fs_main gets the rest */
        int n = 1, fg = 0;
        for (int i = 1; i < argc; i++) {
                if (i + 1 < argc && !strcmp(argv[i], "--lease"))
                        fs__lease.name = argv[++i];
                else if (i + 1 < argc && !strcmp(argv[i], "--lease-holder"))
                        fs__lease.holder = argv[++i];
                else if (i + 1 < argc && !strcmp(argv[i], "--lease-ttl"))
                        fs__lease.ttl = strtoll(argv[++i], NULL, 10);
                else {
                        fg |= !strcmp(argv[i], "-f");
                        argv[n++] = argv[i];
                }
        }
        argv[n] = NULL;
        atomic_store(&fs__lease.ok_ns, sbx_boot_ns());  /* (2): the lease is fresh */
        if (fs__lease.name && (!fs__lease.holder || fs__lease.ttl <= 0)) {
                fprintf(stderr, "sbxfs: --lease needs --lease-holder and --lease-ttl > 0\n");
                return 2;
        }
        if (fs__remote(n, argv) < 0)
                return 1;
        if (fs__lease.b) {
                if (fg)
                        fs__renew_start();
                else
                        pthread_atfork(NULL, NULL, fs__renew_start);
        }
        return fs_main(n, argv);
}
