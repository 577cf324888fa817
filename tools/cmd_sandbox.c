/* cmd_sandbox.c: create, start, stop, list, status, verify, delete.
**
** A sandbox's local state is STATE/sandboxes/NAME/:
**      meta.db         the live tree (sbxfs's SQLite metadata)
**      workspace/      the mountpoint
**      sbxfs.pid       pid of the sbxfs that serves the mount
**      sbxfs.log       its log
**      exec/           the executor's socket, command logs and statuses
**
** States (until the catalog lands): created (dir exists, not mounted),
** running (mounted).  start: created -> running (ctl_cmd_start);
** stop: running -> created (ctl_cmd_stop); delete: any -> gone.
*/
#include "ctl.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

char *ctl_sandbox_dir(ctl *c, const char *name)
{
        return sbx_asprintf("%s/sandboxes/%s", c->cf->sbx_state_dir, name);
}

char *ctl_sandbox_path(ctl *c, const char *name, const char *leaf)
{
        return sbx_asprintf("%s/sandboxes/%s/%s", c->cf->sbx_state_dir, name, leaf);
}

static int ctl__is_mountpoint(const char *path)
{
        FILE *f = fopen("/proc/self/mountinfo", "r");
        if (!f)
                return 0;
        char line[8192];
        int found = 0;
        size_t n = strlen(path);
        while (fgets(line, sizeof line, f)) {
                /* field 5 is the mount point */
                char *p = line;
                for (int k = 0; k < 4 && p; k++) {
                        p = strchr(p, ' ');
                        if (p)
                                p++;
                }
                if (p && !strncmp(p, path, n) && p[n] == ' ') {
                        found = 1;
                        break;
                }
        }
        fclose(f);
        return found;
}

static pid_t ctl__read_pid(const char *path)
{
        char *s = NULL;
        if (sbx_read_file(path, &s, NULL) < 0)
                return 0;
        pid_t pid = (pid_t)atoi(s);
        free(s);
        if (pid > 0 && kill(pid, 0) == 0)
                return pid;
        return 0;
}

int ctl_sandbox_mounted(ctl *c, const char *name)
{
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        return ctl__is_mountpoint(ws);
}

static int ctl__exists(ctl *c, const char *name)
{
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        struct stat st;
        return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
}

static int ctl__store_dir(ctl *c, const char **out)
{
        const char *url = c->cf->store_url;
        if (!strncmp(url, "s3://", 5)) {
                fprintf(stderr, "sbxctl: [store] url = %s: the S3 backend is not built yet\n", url);
                return -ENOTSUP;
        }
        if (!strncmp(url, "file://", 7))
                url += 7;
        *out = url;
        return 0;
}

/* Run argv, wait; returns its exit status (or -errno). */
static int ctl__run(char *const argv[])
{
        pid_t pid = fork();
        if (pid < 0)
                return -errno;
        if (pid == 0) {
                execv(argv[0], argv);
                fprintf(stderr, "sbxctl: exec %s: %s\n", argv[0], strerror(errno));
                _exit(127);
        }
        int st;
        while (waitpid(pid, &st, 0) < 0)
                if (errno != EINTR)
                        return -errno;
        return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static int ctl__need_name(int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        if (!sbx_name_ok(argv[1])) {
                fprintf(stderr, "sbxctl: %s: '%s' is not a valid name "
                        "(letters, digits, '.', '_', '-'; at most 64)\n", argv[0], argv[1]);
                return 2;
        }
        return 0;
}

int ctl_cmd_create(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        const char *store;
        if (ctl__store_dir(c, &store) < 0)
                return 1;
        if (ctl__exists(c, name)) {
                fprintf(stderr, "sbxctl: create %s: a sandbox of that name exists\n", name);
                return 1;
        }
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        if ((rc = sbx_mkdir_p(ws, 0755)) < 0)
                sbx_die(rc, "create %s: mkdir %s", name, ws);
        if ((rc = sbx_mkdir_p(store, 0700)) < 0)
                sbx_die(rc, "create %s: mkdir store %s", name, store);
        if (c->json)
                printf("{\"name\":\"%s\",\"state\":\"created\"}\n", name);
        else
                printf("created %s\n", name);
        return 0;
}

int ctl_fs_mount(ctl *c, const char *name)
{
        const char *store;
        int rc;
        if (ctl__store_dir(c, &store) < 0)
                return -ENOTSUP;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        sbx_autofree char *logf = ctl_sandbox_path(c, name, "sbxfs.log");
        if (!ctl__is_mountpoint(ws)) {
                sbx_autofree char *fs = sbx_find_companion("sbxfs");
                if (!fs) {
                        fprintf(stderr, "sbxctl: start %s: sbxfs not found beside sbxctl nor on PATH\n", name);
                        return -EIO;
                }
                sbx_mkdir_p(ws, 0755);
                char *av[16];
                int n = 0;
                av[n++] = fs;
                if (c->cf->path) {
                        av[n++] = "--config";
                        av[n++] = c->cf->path;
                }
                av[n++] = "--meta";   av[n++] = meta;
                av[n++] = "--store";  av[n++] = (char *)store;
                av[n++] = "--pidfile"; av[n++] = pidf;
                av[n++] = "--log";    av[n++] = logf;
                av[n++] = ws;
                av[n] = NULL;
                rc = ctl__run(av);
                if (rc != 0) {
                        fprintf(stderr, "sbxctl: start %s: sbxfs failed (exit %d); see %s\n",
                                name, rc, logf);
                        return -EIO;
                }
        }
        return 0;
}

int ctl_cmd_start(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        const char *store;
        if (ctl__store_dir(c, &store) < 0)
                return 1;
        ctl_snap_restore_latest(c, name);       /* no local state: the store's latest */
        if (!ctl__exists(c, name)) {
                fprintf(stderr, "sbxctl: start %s: no such sandbox\n", name);
                return 1;
        }
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        if (ctl_fs_mount(c, name) < 0)
                return 1;
        if (ctl_exec_daemon_start(c, name, ws) < 0)
                return 1;
        if (c->json)
                printf("{\"name\":\"%s\",\"state\":\"running\",\"workspace\":\"%s\"}\n", name, ws);
        else
                printf("%s\n", ws);
        return 0;
}

/* Unmount the workspace and wait for its sbxfs to exit (it flushes first). */
int ctl_fs_unmount(ctl *c, const char *name)
{
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        pid_t pid = ctl__read_pid(pidf);
        if (ctl__is_mountpoint(ws)) {
                char *av[] = { "/bin/fusermount3", "-u", ws, NULL };
                if (ctl__run(av) != 0) {
                        /* Busy: a process still uses it; SIGTERM makes
                         * sbxfs flush and exit, then detach lazily. */
                        if (pid)
                                kill(pid, SIGTERM);
                        char *lz[] = { "/bin/fusermount3", "-uz", ws, NULL };
                        ctl__run(lz);
                }
        }
        for (int i = 0; pid && i < 600; i++) {
                if (kill(pid, 0) < 0 && errno == ESRCH)
                        break;
                usleep(50000);
        }
        if (pid && kill(pid, 0) == 0) {
                fprintf(stderr, "sbxctl: stop %s: sbxfs (pid %d) did not exit\n", name, (int)pid);
                return -ETIMEDOUT;
        }
        unlink(pidf);
        return 0;
}

int ctl_cmd_stop(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        if (!ctl__exists(c, name)) {
                fprintf(stderr, "sbxctl: stop %s: no such sandbox\n", name);
                return 1;
        }
        if (ctl_exec_daemon_stop(c, name) < 0)
                return 1;
        if (ctl_fs_unmount(c, name) < 0)
                return 1;
        if (c->json)
                printf("{\"name\":\"%s\",\"state\":\"stopped\"}\n", name);
        else
                printf("stopped %s\n", name);
        return 0;
}

int ctl_cmd_list(ctl *c, int argc, char **argv)
{
        if (argc != 1)
                return ctl_usage(argv[0]);
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        if (c->json)
                printf("[");
        int first = 1;
        if (d) {
                struct dirent *e;
                while ((e = readdir(d))) {
                        if (e->d_name[0] == '.' || !sbx_name_ok(e->d_name))
                                continue;
                        const char *st = ctl_sandbox_mounted(c, e->d_name) ? "running" : "stopped";
                        if (c->json)
                                printf("%s{\"name\":\"%s\",\"state\":\"%s\"}", first ? "" : ",",
                                       e->d_name, st);
                        else
                                printf("%-32s %s\n", e->d_name, st);
                        first = 0;
                }
                closedir(d);
        }
        char **stored;                          /* known only to the store */
        size_t nstored;
        if (ctl_snap_store_sandboxes(c, &stored, &nstored) == 0) {
                for (size_t i = 0; i < nstored; i++) {
                        if (!ctl__exists(c, stored[i])) {
                                if (c->json)
                                        printf("%s{\"name\":\"%s\",\"state\":\"stored\"}",
                                               first ? "" : ",", stored[i]);
                                else
                                        printf("%-32s %s\n", stored[i], "stored");
                                first = 0;
                        }
                        free(stored[i]);
                }
                free(stored);
        }
        if (c->json)
                printf("]\n");
        return 0;
}

int ctl_cmd_status(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        if (!ctl__exists(c, name)) {
                fprintf(stderr, "sbxctl: status %s: no such sandbox\n", name);
                return 1;
        }
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        int mounted = ctl__is_mountpoint(ws);
        pid_t pid = ctl__read_pid(pidf);
        const char *state = mounted ? "running" : "stopped";
        if (c->json)
                printf("{\"name\":\"%s\",\"state\":\"%s\",\"workspace\":\"%s\",\"sbxfs_pid\":%d}\n",
                       name, state, ws, (int)pid);
        else
                printf("name:      %s\nstate:     %s\nworkspace: %s\nsbxfs pid: %d\n",
                       name, state, ws, (int)pid);
        return 0;
}

int ctl_cmd_verify(ctl *c, int argc, char **argv)
{
        if (argc == 2)                  /* live tree and snapshots, or --all */
                return ctl_snap_verify(c, argc, argv);
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        const char *store;
        if (ctl__store_dir(c, &store) < 0)
                return 1;
        if (!ctl__exists(c, name)) {
                fprintf(stderr, "sbxctl: verify %s: no such sandbox\n", name);
                return 1;
        }
        sbx_autofree char *fs = sbx_find_companion("sbxfs");
        if (!fs) {
                fprintf(stderr, "sbxctl: verify %s: sbxfs not found\n", name);
                return 1;
        }
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        char *av[] = { fs, "--check", "--meta", meta, "--store", (char *)store, NULL };
        rc = ctl__run(av);
        return rc == 0 ? 0 : 1;
}

int ctl_cmd_delete(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        if (!ctl__exists(c, name)) {
                /* idempotent */
                printf(c->json ? "{\"name\":\"%s\",\"result\":\"completed\"}\n" : "deleted %s\n", name);
                return 0;
        }
        if (ctl_exec_daemon_stop(c, name) < 0 || ctl_fs_unmount(c, name) < 0)
                return 1;
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        if ((rc = sbx_rm_rf(dir)) < 0)
                sbx_die(rc, "delete %s: remove %s", name, dir);
        printf(c->json ? "{\"name\":\"%s\",\"result\":\"completed\"}\n" : "deleted %s\n", name);
        return 0;
}

int ctl_cmd_config(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        if (!strcmp(argv[1], "check")) {
                printf("%s: ok\n", c->cf->path ? c->cf->path : "(defaults)");
                return 0;
        }
        if (!strcmp(argv[1], "show")) {
                conf_dump(c->cf, stdout);
                return 0;
        }
        return ctl_usage(argv[0]);
}
