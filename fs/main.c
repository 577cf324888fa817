/* main.c: sbxfs, the workspace filesystem daemon (see fs/daemon.c).
**
** When the config's [store] url is a bucket (s3://), the store given by
** --store is this host's chunk store and the chunks it lacks are read
** from the bucket's packs (snapshot/STORE.md): the S3 client is made here,
** before the daemon forks (it makes no request until the first read), and
** handed to every store the daemon opens as its remote tier.
**
** --lease NAME --lease-holder H --lease-ttl T (sbxctl passes them on an
** S3 store): while it serves, sbxfs renews sandbox NAME's lease every T/3
** seconds (snapshot/lease.c); if another host took it over, sbxfs stops
** serving (SIGTERM to itself: flush, unmount, exit) rather than let two
** hosts write one sandbox. */
#include "fs.h"
#include "../common/sbx.h"
#include "../conf/conf.h"
#include "../snapshot/snapshot.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static struct {
        const char *name, *holder;
        int64_t ttl;
        snap_s3_conf sc;
        snap_backend *b;
        int started;
} fs__lease;

static void *fs__renew(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-lease");
        (void)arg;
        int64_t period = fs__lease.ttl > 3 ? fs__lease.ttl / 3 : 1;
        for (;;) {
                struct timespec ts = { (time_t)period, 0 };
                while (nanosleep(&ts, &ts) < 0)
                        ;
                int rc = snap_lease_renew(fs__lease.b, fs__lease.name, fs__lease.holder, fs__lease.ttl);
                if (rc == -ESTALE) {
                        sbx_log("lease of %s lost (another host took it over): stopping", fs__lease.name);
                        kill(getpid(), SIGTERM);
                        return NULL;
                }
                if (rc < 0)
                        sbx_log("lease of %s: renew failed (%s); retrying", fs__lease.name, strerror(-rc));
        }
}

/* Start the renewer once, in the process that serves (after the fork).
** It runs before fs_main blocks the signals its signal thread waits for,
** so it blocks them here: else the SIGTERM it sends (to the process)
** could be delivered to it, and be lost (ignored) or end sbxfs at once
** (default), without the flush and unmount. */
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
        pthread_sigmask(SIG_SETMASK, &old, NULL);
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
