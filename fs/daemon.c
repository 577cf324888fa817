/* daemon.c: sbxfs's command line, mount and lifetime.
**
**   sbxfs [--config FILE] --meta PATH --store DIR [-f] [-o OPTS] [--pidfile F]
**         [--log F] [--quota-bytes N] [--quota-inodes N] [--quota-file F]
**         [--existing] [--map-uid TREE=HOST [--claim WHO]] [--map-gid TREE=HOST] MOUNTPOINT
**   sbxfs --check  --meta PATH --store DIR
**   sbxfs --locate --meta PATH --store DIR RELPATH
**
** Order of start-up, chosen so that bad input creates nothing: the
** mountpoint, the store and the meta file are checked first; only then is
** the store's index made and a new meta file created (whole, or not at
** all: meta.c (7)), and only when there is no file at PATH and no
** --existing: sbxctl passes it, and makes a new sandbox's tree itself,
** so that a meta.db lost from a sandbox that had one is not taken for a
** new one.  A meta file that is not a workspace (empty, no tables, not
** SQLite, damaged pages), or is missing under --existing, is exit 3, not
** 1: sbxctl then restores the sandbox's latest snapshot.  One that could
** not be read for want of room (a full state dir: no -shm) is exit 4:
** sbxctl says ENOSPC and leaves the tree as it is.  Without -f the
** process forks at once; the child does the work and tells the parent
** "mounted" through a pipe, so the parent exits 0 only once the mount is
** ready, or with the child's status (its error already printed).
**
** SIGTERM/SIGINT: the kernel's dirty pages are synced into sbxfs
** (syncfs), the mount is detached, and the flusher's last batch makes
** everything durable before exit 0.  fusermount3 -u ends the same way,
** but only once no other mount namespace holds the mount (sbxctl's wake
** sends SIGTERM to one unmounted on the host while a clone serves on).
** The signal thread ends the loop itself (an eventfd in its poll): the
** kernel does not, while another mount namespace (an sbxexec's) still
** holds the mount, and the fusectl abort that would is not there in most
** containers.  Closing /dev/fuse then aborts the connection everywhere.
**
** SIGHUP, under --quota-file F: the quota is read again from F, two
** lines "quota_bytes N" and "quota_inodes N" (N decimal digits up to
** 2^63-1, no sign; 0: none), and is in force
** for every request after; what was applied is then written to
** F.applied (the same two lines), which sbxctl update waits for.  A
** quota below what the tree holds already refuses growth only: nothing
** is removed.  A file that does not read or parse changes nothing (the
** log says why).  Without --quota-file SIGHUP ends sbxfs as SIGTERM does.
*/
#include "fsd.h"
#include "../common/sbx.h"
#include "../conf/conf.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/fuse.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <poll.h>
#include <sched.h>
#include <stddef.h>
#include <sys/stat.h>
#include <limits.h>
#include <sys/sysmacros.h>
#include <sys/uio.h>
#include <sys/wait.h>

struct fs_args {
        const char *config, *meta, *store, *mnt, *pidfile, *log, *claim, *quota_file;
        char *opts;
        int foreground, check, locate, existing;
        int64_t quota_bytes, quota_inodes;
        int quota_set_b, quota_set_i;
        int map_u, map_g;
        uint32_t map_uid[2], map_gid[2];        /* tree's, host's */
};

/* "C=H": two ids below 2^32 - 1 (the kernel's "no id") */
static int fs__parse_map(const char *v, uint32_t m[2])
{
        char *e;
        errno = 0;
        unsigned long long c = strtoull(v, &e, 10), h;
        if (errno || e == v || *e != '=' || c >= UINT32_MAX || v[0] == '-')
                return -1;
        const char *w = e + 1;
        h = strtoull(w, &e, 10);
        if (errno || e == w || *e || h >= UINT32_MAX || w[0] == '-')
                return -1;
        m[0] = (uint32_t)c, m[1] = (uint32_t)h;
        return 0;
}

static void fs__usage(FILE *f)
{
        fprintf(f,
                "usage: sbxfs [--config FILE] --meta PATH --store DIR [-f] [-o OPTS]\n"
                "             [--pidfile FILE] [--log FILE] [--quota-bytes N] [--quota-inodes N]\n"
                "             [--quota-file FILE] [--existing]\n"
                "             [--map-uid TREE=HOST [--claim WHO]] [--map-gid TREE=HOST] MOUNTPOINT\n"
                "       sbxfs --check --meta PATH --store DIR\n"
                "       sbxfs --locate --meta PATH --store DIR RELPATH\n");
}

static const char *fs__parse(int argc, char **argv, struct fs_args *a)
{
        for (int i = 1; i < argc; i++) {
                const char *s = argv[i];
                const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define VAL(name) (!strcmp(s, name) && v && (i++, 1))
                if (VAL("--config"))
                        a->config = v;
                else if (VAL("--meta"))
                        a->meta = v;
                else if (VAL("--store"))
                        a->store = v;
                else if (VAL("--pidfile"))
                        a->pidfile = v;
                else if (VAL("--log"))
                        a->log = v;
                else if (VAL("--claim"))
                        a->claim = v;
                else if (VAL("--quota-file"))
                        a->quota_file = v;
                else if (VAL("-o")) {
                        char *o = a->opts ? sbx_asprintf("%s,%s", a->opts, v) : sbx_strdup(v);
                        free(a->opts);
                        a->opts = o;
                } else if (VAL("--quota-bytes")) {
                        if (sbx_parse_size(v, &a->quota_bytes) < 0)
                                return "--quota-bytes: not a size";
                        a->quota_set_b = 1;
                } else if (VAL("--quota-inodes")) {
                        if (sbx_parse_int(v, &a->quota_inodes) < 0 || a->quota_inodes < 0)
                                return "--quota-inodes: not a count";
                        a->quota_set_i = 1;
                } else if (VAL("--map-uid")) {
                        if (fs__parse_map(v, a->map_uid) < 0)
                                return "--map-uid: not TREE=HOST (two uids)";
                        a->map_u = 1;
                } else if (VAL("--map-gid")) {
                        if (fs__parse_map(v, a->map_gid) < 0)
                                return "--map-gid: not TREE=HOST (two gids)";
                        a->map_g = 1;
                } else if (!strcmp(s, "-f"))
                        a->foreground = 1;
                else if (!strcmp(s, "--check"))
                        a->check = 1;
                else if (!strcmp(s, "--locate"))
                        a->locate = 1;
                else if (!strcmp(s, "--existing"))
                        a->existing = 1;
                else if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
                        fs__usage(stdout);
                        exit(0);
                } else if (s[0] == '-')
                        return "unknown option or missing value";
                else if (!a->mnt)
                        a->mnt = s;
                else
                        return "too many arguments";
#undef VAL
        }
        if (!a->meta || !a->store)
                return "--meta and --store are required";
        if (a->check && (a->mnt || a->locate))
                return "--check takes no other argument";
        if (a->locate && !a->mnt)
                return "--locate needs a path";
        if (!a->check && !a->mnt)
                return "missing MOUNTPOINT";
        if (a->claim && (!a->map_u || !*a->claim || strchr(a->claim, '\n')))
                return "--claim needs --map-uid, and a name on one line";
        return NULL;
}

/* Exit status when the meta file is not a workspace (meta.c (7)), or is
 * missing under --existing: sbxctl's cue to restore a snapshot.  One that
 * could not be read for want of room (ENOSPC, EDQUOT: no -shm, no -wal)
 * is 4, for sbxctl to name a full disk, never a damaged tree. */
#define FS_EXIT_NOT_A_TREE 3
#define FS_EXIT_NO_SPACE   4

/* The exit status of a failure to open or load the meta file. */
static int fs__meta_exit(int rc)
{
        if (rc == -EUCLEAN)
                return FS_EXIT_NOT_A_TREE;
        return rc == -ENOSPC || rc == -EDQUOT ? FS_EXIT_NO_SPACE : 1;
}

static fsd *fs__cur;            /* for the signal thread */

/* Log how many requests of each kind the kernel sent since the mount:
 * what a workload costs in round trips (tests/fs/trips.t reads it). */
static void fs__log_requests(fsd *fs)
{
        static const char *const name[FS_NREQ] = {
                [FUSE_LOOKUP] = "LOOKUP", [FUSE_FORGET] = "FORGET", [FUSE_GETATTR] = "GETATTR",
                [FUSE_SETATTR] = "SETATTR", [FUSE_READLINK] = "READLINK",
                [FUSE_SYMLINK] = "SYMLINK", [FUSE_MKNOD] = "MKNOD", [FUSE_MKDIR] = "MKDIR",
                [FUSE_UNLINK] = "UNLINK", [FUSE_RMDIR] = "RMDIR", [FUSE_RENAME] = "RENAME",
                [FUSE_LINK] = "LINK", [FUSE_OPEN] = "OPEN", [FUSE_READ] = "READ",
                [FUSE_WRITE] = "WRITE", [FUSE_STATFS] = "STATFS", [FUSE_RELEASE] = "RELEASE",
                [FUSE_FSYNC] = "FSYNC", [FUSE_SETXATTR] = "SETXATTR",
                [FUSE_GETXATTR] = "GETXATTR", [FUSE_LISTXATTR] = "LISTXATTR",
                [FUSE_REMOVEXATTR] = "REMOVEXATTR", [FUSE_FLUSH] = "FLUSH",
                [FUSE_INIT] = "INIT", [FUSE_OPENDIR] = "OPENDIR", [FUSE_READDIR] = "READDIR",
                [FUSE_RELEASEDIR] = "RELEASEDIR", [FUSE_FSYNCDIR] = "FSYNCDIR",
                [FUSE_ACCESS] = "ACCESS", [FUSE_CREATE] = "CREATE",
                [FUSE_INTERRUPT] = "INTERRUPT", [FUSE_BATCH_FORGET] = "BATCH_FORGET",
                [FUSE_FALLOCATE] = "FALLOCATE", [FUSE_READDIRPLUS] = "READDIRPLUS",
                [FUSE_RENAME2] = "RENAME2", [FUSE_LSEEK] = "LSEEK",
                [FUSE_COPY_FILE_RANGE] = "COPY_FILE_RANGE",
                [53] = "COPY_FILE_RANGE_64",    /* 7.45; libfuse 3.14 answers ENOSYS */
        };
        char line[2048];
        size_t pos = 0;
        for (int op = 0; op <= FS_NREQ && pos < sizeof line - 64; op++) {
                uint64_t n = __atomic_load_n(&fs->nreq[op], __ATOMIC_RELAXED);
                if (!n)
                        continue;
                if (op < FS_NREQ && name[op])
                        pos += (size_t)snprintf(line + pos, sizeof line - pos, " %s=%llu", name[op],
                                                (unsigned long long)n);
                else
                        pos += (size_t)snprintf(line + pos, sizeof line - pos, " op%d=%llu", op,
                                                (unsigned long long)n);
        }
        sbx_log("requests:%s", pos ? line : " none");
        uint64_t named = __atomic_load_n(&fs->copy_named, __ATOMIC_RELAXED);
        uint64_t bytes = __atomic_load_n(&fs->copy_bytes, __ATOMIC_RELAXED);
        if (named || bytes)
                sbx_log("copies: %llu blocks named, %llu bytes copied", (unsigned long long)named,
                        (unsigned long long)bytes);
        uint64_t mk = __atomic_load_n(&fs->merge_kernel, __ATOMIC_RELAXED);
        uint64_t ms = __atomic_load_n(&fs->merge_miss, __ATOMIC_RELAXED);
        if (mk || ms)
                sbx_log("blocks made whole from the kernel's pages: %llu (%llu asked in vain)",
                        (unsigned long long)mk, (unsigned long long)ms);
}

/* A count of the quota file: decimal digits only, as sbxctl writes it,
 * that fit in 63 bits.  (%llu took "-1" and a 23-digit number both as
 * 2^64-1: no quota at all.) */
static int fs__quota_count(const char *v, unsigned long long *out)
{
        int64_t n;
        if (!*v || v[strspn(v, "0123456789")] || sbx_parse_int(v, &n) < 0)
                return -EINVAL;         /* a sign, a suffix, past 2^63-1 */
        *out = (unsigned long long)n;
        return 0;
}

/* SIGHUP under --quota-file (see the top): read the quota again.  The
 * ack is written last, so that a waiter that sees it finds the new
 * quota in force. */
static void fs__quota_reload(fsd *fs)
{
        char *text = NULL;
        int rc = sbx_read_file(fs->quota_file, &text, NULL);
        if (rc < 0) {
                sbx_log("quota file %s: %s; the quota stays", fs->quota_file, strerror(-rc));
                return;
        }
        char kb[16], vb[64], ki[16], vi[64], end;
        int n = sscanf(text, " %15s %63s %15s %63s %c", kb, vb, ki, vi, &end);
        free(text);
        if (n != 4 || strcmp(kb, "quota_bytes") || strcmp(ki, "quota_inodes")) {
                sbx_log("quota file %s: not \"quota_bytes N\" and \"quota_inodes N\"; "
                        "the quota stays", fs->quota_file);
                return;
        }
        unsigned long long qb, qi;
        int bad_b = fs__quota_count(vb, &qb) < 0;
        if (bad_b || fs__quota_count(vi, &qi) < 0) {
                sbx_log("quota file %s: \"%s %s\": not a count (digits, at most %lld); "
                        "the quota stays", fs->quota_file, bad_b ? kb : ki, bad_b ? vb : vi,
                        (long long)INT64_MAX);
                return;
        }
        pthread_mutex_lock(&fs->lock);
        fs->quota_bytes = qb, fs->quota_inodes = qi;
        pthread_mutex_unlock(&fs->lock);
        sbx_log("quota now %llu bytes, %llu inodes (0: none), from %s", qb, qi, fs->quota_file);
        char ack[96];           /* two 20-digit numbers fit */
        int len = snprintf(ack, sizeof ack, "quota_bytes %llu\nquota_inodes %llu\n", qb, qi);
        sbx_autofree char *applied = sbx_asprintf("%s.applied", fs->quota_file);
        if ((rc = sbx_write_file_atomic(applied, ack, (size_t)len)) < 0)
                sbx_log("quota: %s: %s", applied, strerror(-rc));
}

static void *fs__signals(void *arg)
{
        pthread_setname_np(pthread_self(), "sbxfs-signals");
        sigset_t *set = arg;
        int sig;
        for (;;) {
                if (sigwait(set, &sig) != 0)
                        continue;
                if (sig == SIGUSR1)
                        fs__log_requests(fs__cur);
                else if (sig == SIGHUP && fs__cur->quota_file)
                        fs__quota_reload(fs__cur);
                else
                        break;
        }
        fsd *fs = fs__cur;
        sbx_log("signal %d: flushing and unmounting %s", sig, fs->mnt);
        /* Pull the kernel's dirty pages in while we still serve them. */
        int fd = open(fs->mnt, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        struct stat st = { 0 };
        if (fd >= 0) {
                fstat(fd, &st);
                syncfs(fd);
                close(fd);
        }
        if (umount2(fs->mnt, 0) < 0) {
                /* busy (open files): detached, those files still reach
                 * us; what they wrote since the syncfs is pulled in once
                 * more, through an fd kept past the detach, right before
                 * the abort below drops whatever the kernel still has */
                fd = open(fs->mnt, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
                umount2(fs->mnt, MNT_DETACH);
                if (fd >= 0) {
                        syncfs(fd);
                        close(fd);
                }
        }
        fuse_session_exit(fs->se);
        uint64_t one = 1;
        if (write(fs->wake_fd, &one, sizeof one) < 0) {
                /* cannot fail: the counter is far from full */
        }
        /* Still referenced (open files): abort the connection at once
         * where fusectl is mounted (else closing /dev/fuse after the loop
         * does); everything the kernel had is already ours. */
        if (st.st_dev) {
                char path[128];
                snprintf(path, sizeof path, "/sys/fs/fuse/connections/%u/abort",
                         (unsigned)minor(st.st_dev));
                int a = open(path, O_WRONLY | O_CLOEXEC);
                if (a >= 0) {
                        if (write(a, "1", 1) < 0) {
                                /* nothing more to do */
                        }
                        close(a);
                }
        }
        return NULL;
}

static int fs__check_inputs(struct fs_args *a, int *meta_exists)
{
        struct stat st;
        if (a->mnt && !a->locate) {
                if (stat(a->mnt, &st) < 0) {
                        sbx_log("mountpoint %s: %s", a->mnt, strerror(errno));
                        return -1;
                }
                if (!S_ISDIR(st.st_mode)) {
                        sbx_log("mountpoint %s: not a directory", a->mnt);
                        return -1;
                }
        }
        if (stat(a->store, &st) < 0) {
                sbx_log("store %s: %s", a->store, strerror(errno));
                return -1;
        }
        if (!S_ISDIR(st.st_mode)) {
                sbx_log("store %s: not a directory", a->store);
                return -1;
        }
        if (access(a->store, R_OK | W_OK | X_OK) < 0) {
                sbx_log("store %s: %s", a->store, strerror(errno));
                return -1;
        }
        *meta_exists = stat(a->meta, &st) == 0;
        if (*meta_exists && !S_ISREG(st.st_mode)) {
                sbx_log("meta %s: not a regular file", a->meta);
                return -1;
        }
        if (*meta_exists && access(a->meta, R_OK | W_OK) < 0) {
                sbx_log("meta %s: %s", a->meta, strerror(errno));
                return -1;
        }
        if (!*meta_exists) {
                if (a->check || a->locate) {
                        sbx_log("meta %s: %s", a->meta, strerror(ENOENT));
                        return -1;
                }
                sbx_autofree char *dir = sbx_strdup(a->meta);
                char *slash = strrchr(dir, '/');
                const char *d = slash ? (slash == dir ? "/" : (*slash = 0, dir)) : ".";
                if (stat(d, &st) < 0 || !S_ISDIR(st.st_mode)) {
                        sbx_log("meta %s: directory %s: %s", a->meta, d,
                                strerror(errno ? errno : ENOTDIR));
                        return -1;
                }
        }
        return 0;
}

/* Validate an existing meta file without keeping a connection: a tree
 * of a format this build reads, its pages whole (meta.c (7)); and one
 * that names stored data is not served from a store directory that holds
 * no store (fs/store.c (14)): nothing is made there.  0 or -errno. */
static int fs__meta_probe(const char *path, const char *store)
{
        fsd probe = { 0 };
        int rc = fs__meta_open(&probe, path, 0);
        if (rc == 0)
                rc = fs__meta_quick_check(&probe);
        int absent = rc == 0 ? fs_store_absent(store) : 0;
        if (absent < 0) {
                sbx_log("store %s: %s", store, strerror(-absent));
                rc = absent;
        } else if (absent && (rc = fs__meta_names_data(&probe)) > 0) {
                sbx_log("store %s holds no store (no index.db, no packs) while %s names stored "
                        "data: its file system not mounted, or the store moved?  Nothing is made "
                        "there", store, path);
                rc = -ENOENT;
        }
        rc = rc > 0 ? 0 : rc;
        sqlite3_close(probe.db);
        free(probe.meta_path);
        return rc;
}

/* What the loop reads before libfuse does: each request is counted by
 * kind; INIT is noted for fs__io_writev; and under handle_killpriv_v2
 * (which libfuse 3.14 does not know) the flags that ask us to clear
 * set-user-ID and set-group-ID, on a chown, a truncate or a write: what
 * to clear is decided here, and cleared by the request's handler if the
 * request succeeds (fs__kill_priv_later). */
static void fs__peek(fsd *fs, const void *buf, size_t n)
{
        const struct fuse_in_header *h = buf;
        const void *arg = (const char *)buf + sizeof *h;
        size_t len = n - sizeof *h;
        uint32_t op = h->opcode < FS_NREQ ? h->opcode : FS_NREQ;
        __atomic_store_n(&fs->nreq[op], fs->nreq[op] + 1, __ATOMIC_RELAXED);
        if (h->opcode == FUSE_INIT && len >= offsetof(struct fuse_init_in, flags) + 4) {
                fs->init_unique = h->unique;
                fs->init_flags = ((const struct fuse_init_in *)arg)->flags;
        } else if (!fs->kill_priv) {
                return;
        } else if (h->opcode == FUSE_SETATTR && len >= sizeof(struct fuse_setattr_in)) {
                uint32_t valid = ((const struct fuse_setattr_in *)arg)->valid;
                uint32_t rest = valid & ~(uint32_t)(FATTR_FH | FATTR_LOCKOWNER);
                if (valid & FATTR_KILL_SUIDGID)         /* a chown, or a truncate */
                        fs__kill_priv_later(fs, h->nodeid,
                                            !(valid & (FATTR_UID | FATTR_GID)) ? FS_KP_NOCAP : 0,
                                            h->uid, h->gid, h->pid);
                /* chown(f, -1, -1) comes unflagged: the kernel flags a chown
                 * only when it names an owner, yet the VFS clears the bits
                 * for this one too.  It reaches us as a SETATTR of ctime
                 * alone for a regular file (the writeback cache keeps its
                 * times), of nothing for others.  A regular file's SETATTR
                 * of nothing is another thing: the kernel removing file
                 * capabilities before a write of root's, which keeps
                 * set-user-ID. */
                else if (rest == FATTR_CTIME)
                        fs__kill_priv_later(fs, h->nodeid, FS_KP_IF_REG, h->uid, h->gid, h->pid);
                else if (rest == 0)
                        fs__kill_priv_later(fs, h->nodeid, FS_KP_IF_NOT_REG, h->uid, h->gid, h->pid);
        } else if (h->opcode == FUSE_WRITE && len >= sizeof(struct fuse_write_in)) {
                if (((const struct fuse_write_in *)arg)->write_flags & FUSE_WRITE_KILL_SUIDGID)
                        fs__kill_priv_later(fs, h->nodeid, FS_KP_NOCAP, h->uid, h->gid, h->pid);
        }
}

/* The kernel's share of this mount (its backing device, bdi), tuned in
 * sysfs where we may (root).  FUSE starts a bdi with 128 KiB readahead,
 * so a cold sequential read came as 128 KiB requests, eight per block,
 * and with dirty pages bounded by 1% of the dirty limit (about 46 MiB
 * here), so random 4 KiB writes over a larger file were written back
 * in several sweeps, each loading and storing every block it touched
 * again.  Readahead goes to [fs] readahead and the dirty bound to
 * FS_KERNEL_DIRTY: kernel page cache, not sbxfs memory, still within
 * the host's dirty limit.  Done on the loop thread right after the
 * reply to INIT, which sets the readahead it replaces.  The device
 * number comes from /proc/self/mountinfo: a stat of the mount from
 * inside the daemon would be a request to itself (and under valgrind,
 * which runs one thread at a time through a stat, a deadlock). */
#define FS_KERNEL_DIRTY (256u << 20)
static void fs__tune_bdi(const char *mnt, uint32_t readahead)
{
        FILE *f = fopen("/proc/self/mountinfo", "re");
        if (!f)
                return;
        unsigned maj = 0, min = 0;
        int found = 0;
        char *line = NULL;
        size_t cap = 0;
        while (getline(&line, &cap, f) > 0) {
                /* "ID PARENT MAJ:MIN ROOT MOUNTPOINT ...", with ' ' as \040 */
                unsigned a, b;
                char point[4096];
                if (sscanf(line, "%*u %*u %u:%u %*s %4095s", &a, &b, point) != 3)
                        continue;
                char *w = point;
                for (const char *r = point; *r; w++) {
                        if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' && r[2] && r[3]) {
                                *w = (char)((r[1] - '0') * 64 + (r[2] - '0') * 8 + (r[3] - '0'));
                                r += 4;
                        } else {
                                *w = *r++;
                        }
                }
                *w = 0;
                if (!strcmp(point, mnt)) {      /* the last one: a mount on top wins */
                        maj = a, min = b;
                        found = 1;
                }
        }
        free(line);
        fclose(f);
        if (!found)
                return;
        char bytes[32];
        snprintf(bytes, sizeof bytes, "%u", FS_KERNEL_DIRTY);
        char ra[32];
        snprintf(ra, sizeof ra, "%u", readahead >> 10);
        const char *set[][2] = { { "read_ahead_kb", ra }, { "max_bytes", bytes } };
        for (size_t i = 0; i < sizeof set / sizeof set[0]; i++) {
                char path[128];
                snprintf(path, sizeof path, "/sys/class/bdi/%u:%u/%s", maj, min, set[i][0]);
                int fd = open(path, O_WRONLY | O_CLOEXEC);
                if (fd < 0)
                        continue;       /* not root, or an older kernel */
                if (write(fd, set[i][1], strlen(set[i][1])) < 0) {
                        /* the defaults stay: slower, not wrong */
                }
                close(fd);
        }
}

/* libfuse writes its replies through here.  The reply to INIT also asks
 * for FUSE_HANDLE_KILLPRIV_V2, which libfuse 3.14 cannot ask for: the
 * kernel then marks the mount SB_NOSEC and stops asking for the
 * security.capability xattr before every write() (tar x of the corpus
 * sent 93,000 GETXATTRs, 3.8 a file) and for fresh attributes before
 * every chown (a GETATTR a file); sbxfs clears the bits when told to
 * (fs__peek, fs__kill_priv). */
static ssize_t fs__io_writev(int fd, struct iovec *iov, int count, void *userdata)
{
        fsd *fs = userdata;
        const struct fuse_out_header *oh = iov[0].iov_base;
        if (fs->init_unique && count >= 2 && iov[0].iov_len == sizeof *oh &&
            oh->unique == fs->init_unique && oh->error == 0 &&
            iov[1].iov_len >= offsetof(struct fuse_init_out, flags) + 4 &&
            iov[1].iov_len <= sizeof(struct fuse_init_out)) {
                struct fuse_init_out out;
                memcpy(&out, iov[1].iov_base, iov[1].iov_len);
                fs->init_unique = 0;
                if (fs->init_flags & FUSE_HANDLE_KILLPRIV_V2) {
                        out.flags |= FUSE_HANDLE_KILLPRIV_V2;
                        fs->kill_priv = 1;
                }
                struct iovec v[2] = { iov[0], { &out, iov[1].iov_len } };
                ssize_t n = writev(fd, v, 2);
                if (n > 0 && fs->mnt)
                        fs__tune_bdi(fs->mnt, fs->readahead);
                return n;
        }
        return writev(fd, iov, count);
}

static ssize_t fs__io_read(int fd, void *buf, size_t len, void *userdata)
{
        (void)userdata;
        return read(fd, buf, len);
}

/* The session loop.  After each request it polls the device without
 * sleeping for a short while (spin_us) before it blocks: small-file work
 * sends the next request within microseconds, and a sleeping loop thread
 * adds a wake-up to every round trip.  0 turns it off.  It blocks in
 * poll, never in read, so that the signal thread's wake_fd ends it. */
static int fs__loop(fsd *fs, struct fuse_session *se, int spin_us)
{
        struct fuse_buf fbuf = { .mem = NULL };
        int fd = fuse_session_fd(se);
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
        int64_t spin_until = 0;
        int rc = 0;
        while (!fuse_session_exited(se)) {
                int n = fuse_session_receive_buf(se, &fbuf);
                if (n == -EINTR)
                        continue;
                if (n == -EAGAIN) {
                        int64_t now = sbx_mono_ns();
                        if (!spin_until)
                                spin_until = now + (int64_t)spin_us * 1000;
                        if (now < spin_until) {
                                sched_yield();
                                continue;
                        }
                        struct pollfd p[2] = { { .fd = fd, .events = POLLIN },
                                               { .fd = fs->wake_fd, .events = POLLIN } };
                        if (poll(p, 2, -1) < 0 && errno != EINTR) {
                                rc = -errno;
                                break;
                        }
                        if (p[1].revents)
                                break;          /* SIGTERM: fs__signals */
                        spin_until = 0;
                        continue;
                }
                if (n <= 0) {
                        rc = n;
                        break;
                }
                if (!(fbuf.flags & FUSE_BUF_IS_FD) && (size_t)n >= sizeof(struct fuse_in_header))
                        fs__peek(fs, fbuf.mem, (size_t)n);
                fuse_session_process_buf(se, &fbuf);
                if (__atomic_load_n(&fs->nstale, __ATOMIC_RELAXED))  /* a peek; the lock is in there */
                        fs__drop_stale_listings(fs);
                spin_until = 0;
        }
        free(fbuf.mem);
        return rc;
}

/* Huge pages for the heap that the loop's block buffers come from.  Its
 * first use faulted its pages in one by one (15-20 us each in this VM):
 * 20,000 faults in a 1 GiB write, about 0.3 s of the loop thread's
 * 0.65 s.  The heap grows here by `bytes` at once (M_TOP_PAD), untouched,
 * and is marked MADV_HUGEPAGE before anything is written there, so that
 * it faults 2 MiB at a time (an extent that has a small page already
 * stays small): 1,700 faults, 0.35 s.  Freed again, it is kept
 * (M_TRIM_THRESHOLD); RSS grows only as it is used (memory.t: 160 MiB
 * writing 4 GiB).  This is what GLIBC_TUNABLES=glibc.malloc.hugetlb=1
 * would do, which a daemon cannot set for itself. */
static void fs__heap_huge(size_t bytes)
{
#ifndef __SANITIZE_ADDRESS__
        uintptr_t lo = (uintptr_t)sbrk(0), hi = lo;
        void *p[8];
        int n = 0;
        mallopt(M_TOP_PAD, (int)bytes);
        while (n < 8 && hi == lo) {             /* until the heap has to grow */
                p[n++] = malloc(3 << 20);       /* below M_MMAP_THRESHOLD */
                hi = (uintptr_t)sbrk(0);
        }
        mallopt(M_TOP_PAD, 128 << 10);          /* glibc's default */
        lo = (lo + 4095) & ~(uintptr_t)4095;
        if (hi > lo)
                madvise((void *)lo, hi - lo, MADV_HUGEPAGE);    /* advice: fine if refused */
        while (n)
                free(p[--n]);
#else
        (void)bytes;
#endif
}

static void fs__free(fsd *fs)
{
        if (fs->se)
                fuse_session_destroy(fs->se);
        if (fs->wake_fd >= 0)
                close(fs->wake_fd);
        sqlite3_close(fs->db);
        fs_store_close(fs->st);
        fs__tree_free(fs);
        pthread_mutex_destroy(&fs->lock);
        pthread_cond_destroy(&fs->wake);
        pthread_cond_destroy(&fs->done);
        pthread_cond_destroy(&fs->room);
        pthread_cond_destroy(&fs->loaded);
        free(fs->mnt);
        free(fs->meta_path);
        free(fs->budget_path);
        free(fs->store_path);
        free(fs->quota_file);
        free(fs);
}

/* Errors of the daemon once mounted go to the log (or nowhere). */
static void fs__detach_stdio(const char *log)
{
        int null = open("/dev/null", O_RDWR | O_CLOEXEC);
        int lfd = log ? open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644) : -1;
        dup2(null, 0);
        dup2(null, 1);
        dup2(lfd >= 0 ? lfd : null, 2);
        if (null > 2)
                close(null);
        if (lfd > 2)
                close(lfd);
}

static int fs__serve(struct fs_args *a, conf *cf, int ready_fd)
{
        int meta_exists, rc, lockfd = -1, claimfd = -1, status = 1;
        if (fs__check_inputs(a, &meta_exists) < 0)
                return 1;
        if (!meta_exists && a->existing) {
                sbx_log("meta %s: %s (--existing: no new tree is made)", a->meta, strerror(ENOENT));
                return FS_EXIT_NOT_A_TREE;
        }
        if (meta_exists && (rc = fs__meta_probe(a->meta, a->store)) < 0)
                return fs__meta_exit(rc);
        /* The host uid it shows the tree's owner as is this sandbox's
         * alone on this host while it serves (sbx_uid_claim). */
        char other[PATH_MAX];
        if (a->claim && (claimfd = sbx_uid_claim(a->map_uid[1], a->claim, other, sizeof other)) < 0) {
                if (claimfd == -EBUSY)
                        sbx_log("--map-uid %u=%u: host uid %u is another sandbox's on this host: "
                                "%s runs as it", a->map_uid[0], a->map_uid[1], a->map_uid[1], other);
                else
                        sbx_log("--map-uid %u=%u: claim in %s: %s", a->map_uid[0], a->map_uid[1],
                                SBX_UID_CLAIMS, strerror(-claimfd));
                return 1;
        }
        /* Block buffers (1 MiB) and their compressed copies come and go
         * by the thousand per GiB written.  glibc gave them back to the
         * kernel as they were freed (mmap, heap trimming), so each new
         * one faulted in and zeroed its pages again: 290,000 page faults
         * and a sixth of the daemon's time in a 1 GiB write.  Kept in
         * the heap instead, they are reused; peak RSS does not grow. */
        mallopt(M_MMAP_THRESHOLD, 4 << 20);
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
        /* One heap for all threads: a buffer filled in one thread (a
         * worker's write, a pool's merge or compression) and freed in
         * another went back to its own thread's heap, and each of those
         * faulted in its own memory; the workers and the pool faulted
         * 15,000 pages in a 1 GiB write, now none, and peak RSS fell from
         * 170 to 127 MiB.  Blocks are large: the lock is taken rarely. */
        mallopt(M_ARENA_MAX, 1);
        fs__heap_huge((size_t)cf->fs_dirty_max * 2);
        fsd *fs = sbx_calloc(1, sizeof *fs);
        pthread_mutex_init(&fs->lock, NULL);
        sbx_cond_init_mono(&fs->wake);  /* timed: the flusher's commit interval */
        pthread_cond_init(&fs->done, NULL);
        pthread_cond_init(&fs->room, NULL);
        pthread_cond_init(&fs->loaded, NULL);
        fs->wake_fd = -1;
        fs->level = (int)cf->fs_compression_level;
        fs->level_small = (int)cf->fs_compression_level_small;
        fs->debug = getenv("SBXFS_DEBUG") != NULL;
        fs->spin_us = (int)cf->fs_spin_us;
        fs->resync = getenv("SBXFS_TEST_RESYNC") != NULL;       /* tests: the fallback path */
        fs->commit_ns = cf->fs_commit_interval_ms * 1000000;
        fs->dirty_max = (uint64_t)cf->fs_dirty_max;
        fs->chunk_cache_max = (size_t)cf->fs_chunk_cache;
        fs->timeout = (double)cf->fs_attr_timeout;
        fs->quota_bytes = (uint64_t)(a->quota_set_b ? a->quota_bytes : cf->fs_quota_bytes);
        fs->quota_inodes = (uint64_t)(a->quota_set_i ? a->quota_inodes : cf->fs_quota_inodes);
        fs->quota_file = a->quota_file ? sbx_strdup(a->quota_file) : NULL;
        fs->max_file_size = (uint64_t)cf->fs_max_file_size;
        fs->max_names = (uint64_t)cf->fs_max_names;
        fs->store_budget = (uint64_t)cf->fs_store_budget;
        fs->readahead = (uint32_t)cf->fs_readahead;
        fs->reserve = cf->fs_reserve_free > 0 ? (uint64_t)cf->fs_reserve_free : 0;
        fs->reserve_pct = (uint32_t)CONF_SPACE_PCT(cf->fs_reserve_free);  /* at the first reading */
        fs->map_u = a->map_u, fs->tree_uid = a->map_uid[0], fs->host_uid = a->map_uid[1];
        fs->map_g = a->map_g, fs->tree_gid = a->map_gid[0], fs->host_gid = a->map_gid[1];
        fs->store_path = sbx_strdup(a->store);
        fs->mnt = realpath(a->mnt, NULL);
        char *opts = sbx_asprintf("allow_other,default_permissions,noatime,fsname=sbxfs,"
                                  "subtype=sbxfs%s%s", a->opts ? "," : "", a->opts ? a->opts : "");
        char *fargv[] = { "sbxfs", "-o", opts, NULL };
        struct fuse_args args = FUSE_ARGS_INIT(3, fargv);

        if ((fs->wake_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) < 0) {
                sbx_log("eventfd: %s", strerror(errno));
                goto out_free;
        }
        if ((rc = fs_store_open(a->store, &fs->st)) < 0) {
                sbx_log("store %s: %s", a->store, strerror(-rc));
                goto out_free;
        }
        fs->read_inline = !fs_store_has_remote(fs->st);
        if ((rc = fs__meta_open(fs, a->meta, !meta_exists)) < 0) {
                status = fs__meta_exit(rc);
                goto out_free;
        }
        /* One daemon per workspace: a second would fork the tree. */
        lockfd = open(a->meta, O_RDWR | O_CLOEXEC);
        if (lockfd < 0 || flock(lockfd, LOCK_EX | LOCK_NB) < 0) {
                sbx_log("meta %s: %s", a->meta, errno == EWOULDBLOCK ?
                        "in use by another sbxfs" : strerror(errno));
                goto out_free;
        }
        if ((rc = fs__meta_load(fs)) < 0) {
                status = fs__meta_exit(rc);
                goto out_free;
        }
        /* a refusal at the store budget said by a run before this one
         * (killed) is over: this one counts anew (ops__budget_room) */
        char *mdir = sbx_strdup(a->meta), *slash = strrchr(mdir, '/');
        if (slash)
                slash[1] = 0;
        fs->budget_path = sbx_asprintf("%s%s", slash ? mdir : "", FS_BUDGET_FILE);
        free(mdir);
        unlink(fs->budget_path);
        /* A root for gc, wherever the tree lives (fs/store.c (10)). */
        if (!fs_store_has_remote(fs->st) && (rc = fs_store_register(a->store, "roots", a->meta, 1)) < 0)
                sbx_log("store %s: tree %s not registered in roots/ (%s): a gc of this store "
                        "from elsewhere will not keep its chunks", a->store, a->meta, strerror(-rc));
        fs->se = fuse_session_new(&args, &fs__ops, sizeof fs__ops, fs);
        if (!fs->se) {
                sbx_log("bad mount options: %s", opts);
                goto out_free;
        }
        if (fuse_session_mount(fs->se, fs->mnt) != 0) {
                sbx_log("mount %s failed", fs->mnt);
                goto out_free;
        }
        static const struct fuse_custom_io io = { .read = fs__io_read, .writev = fs__io_writev };
        if (fuse_session_custom_io(fs->se, &io, fuse_session_fd(fs->se)) != 0) {
                sbx_log("mount %s: custom io refused", fs->mnt);
                goto out_unmount;
        }
        /* Signals go to one thread; every thread made later inherits the mask. */
        static sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGTERM);
        sigaddset(&set, SIGINT);
        sigaddset(&set, SIGHUP);
        sigaddset(&set, SIGUSR1);
        pthread_sigmask(SIG_BLOCK, &set, NULL);
        signal(SIGPIPE, SIG_IGN);
        fs__cur = fs;
        pthread_t sigth;
        if ((rc = -pthread_create(&sigth, NULL, fs__signals, &set)) < 0 ||
            (rc = fs__flusher_start(fs)) < 0 || (rc = fs__pool_start(fs)) < 0) {
                sbx_log("threads: %s", strerror(-rc));
                goto out_unmount;
        }
        pthread_detach(sigth);
        if (a->pidfile) {
                char buf[32];
                int n = snprintf(buf, sizeof buf, "%d\n", (int)getpid());
                sbx_write_file_atomic(a->pidfile, buf, (size_t)n);
        }
        if (ready_fd >= 0) {
                if (write(ready_fd, "K", 1) < 0) {
                        /* the parent is gone; serve anyway */
                }
                close(ready_fd);
                fs__detach_stdio(a->log);
        }
        /* [fs] kernel_merge once the kernel shows it may (ops.c (5)) */
        if (cf->fs_kernel_merge && (rc = fs__kc_probe_start(fs)) < 0)
                sbx_log("kernel_merge: off: no probe thread (%s)", strerror(-rc));
        /* One loop thread; what may block goes to the pool (ops.c). */
        fs__loop(fs, fs->se, fs->spin_us);
        if (fs->debug)
                fs__log_requests(fs);
        status = 0;
out_unmount:
        fuse_session_unmount(fs->se);
        fs__kc_probe_join();            /* its requests failed with the mount */
        fs__pool_stop(fs);
        fs__flusher_stop(fs);           /* the last batch */
        if (fs->flush_err) {
                sbx_log("final flush failed: %s", strerror(-fs->flush_err));
                status = 1;
        }
        if (a->pidfile)
                unlink(a->pidfile);
        if (fs->budget_path)
                unlink(fs->budget_path);
        if (!status)
                sbx_log("unmounted %s", fs->mnt);
out_free:
        if (lockfd >= 0)
                close(lockfd);
        if (claimfd >= 0)
                close(claimfd);
        fuse_opt_free_args(&args);
        free(opts);
        fs__free(fs);
        return status;
}

int fs_main(int argc, char **argv)
{
        sbx_log_init("sbxfs");
        sbx_sigbus_explain();
        struct fs_args a = { 0 };
        const char *why = fs__parse(argc, argv, &a);
        if (why) {
                fprintf(stderr, "sbxfs: %s (usage: sbxfs [options] --meta PATH --store DIR "
                        "MOUNTPOINT; sbxfs --help)\n", why);
                return 2;
        }
        if (a.check || a.locate) {
                int exists;
                if (fs__check_inputs(&a, &exists) < 0)
                        return 1;
                if (fs__meta_probe(a.meta, a.store) < 0)
                        return 1;
                int rc = a.check ? fs_check(a.meta, a.store, stdout)
                                 : fs_locate(a.meta, a.store, a.mnt, stdout);
                return rc == 0 ? 0 : 1;
        }
        conf *cf;
        char err[512];
        if (conf_load(a.config, &cf, err, sizeof err) < 0) {
                sbx_log("config: %s", err);
                return 1;
        }
        if (a.foreground) {
                int rc = fs__serve(&a, cf, -1);
                conf_free(cf);
                free(a.opts);
                return rc;
        }
        /* The daemon leaves the working directory (one kept busy for
         * the mount's life: an operator's umount of it failed): its
         * paths absolute first */
        const char **paths[] = { &a.config, &a.meta, &a.store, &a.mnt, &a.pidfile, &a.log,
                                 &a.quota_file };
        char *abs[SBX_ARRAY_LEN(paths)];
        for (size_t i = 0; i < SBX_ARRAY_LEN(paths); i++)
                if ((abs[i] = *paths[i] ? sbx_abspath(*paths[i]) : NULL))
                        *paths[i] = abs[i];
        int p[2];
        if (pipe2(p, O_CLOEXEC) < 0)
                sbx_die(-errno, "pipe");
        pid_t pid = fork();
        if (pid < 0)
                sbx_die(-errno, "fork");
        if (pid > 0) {
                close(p[1]);
                char c;
                ssize_t n;
                while ((n = read(p[0], &c, 1)) < 0 && errno == EINTR)
                        ;
                conf_free(cf);
                free(a.opts);
                for (size_t i = 0; i < SBX_ARRAY_LEN(abs); i++)
                        free(abs[i]);
                if (n == 1)
                        return 0;
                int st;
                waitpid(pid, &st, 0);
                return WIFEXITED(st) && WEXITSTATUS(st) ? WEXITSTATUS(st) : 1;
        }
        close(p[0]);
        setsid();
        if (chdir("/") < 0)
                sbx_die(-errno, "chdir /");
        int rc = fs__serve(&a, cf, p[1]);
        conf_free(cf);
        free(a.opts);
        for (size_t i = 0; i < SBX_ARRAY_LEN(abs); i++)
                free(abs[i]);
        exit(rc);       /* exit, not _exit: leak checkers and atexit run */
}
