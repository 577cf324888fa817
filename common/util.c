/* util.c: shared helpers (see sbx.h). */
#include "sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <signal.h>
#include <time.h>

static const char *sbx__prog = "sbx";

void sbx_log_init(const char *prog)
{
        const char *s = strrchr(prog, '/');
        sbx__prog = s ? s + 1 : prog;
}

static int sbx__std_closed;     /* bit fd: fd was closed at our start */

int sbx_std_closed(int fd)
{
        return fd >= 0 && fd <= 2 && (sbx__std_closed >> fd & 1);
}

void sbx_std_fds(void)
{
        for (int fd = 0; fd <= 2; fd++) {
                if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
                        continue;
                sbx__std_closed |= 1 << fd;
                int n = open("/dev/null", O_RDWR);
                if (n >= 0 && n != fd) {        /* a lower one was closed too: it took it */
                        dup2(n, fd);
                        close(n);
                }
        }
}

static volatile sig_atomic_t sbx__die_code = 1;    /* sbx_die_status */

void sbx_die_status(int code)
{
        sbx__die_code = code;
}

static void sbx__on_sigbus(int sig)
{
        static const char m[] = ": bus error (SIGBUS) on a memory-mapped file: its file system is "
                                "most likely full (SQLite's -shm files on a file system whose blocks "
                                "are smaller than 4 KiB cannot always be backed); free space and run "
                                "again\n";
        (void)sig;
        ssize_t r = write(2, sbx__prog, strlen(sbx__prog));
        r = write(2, m, sizeof m - 1);
        (void)r;
        _exit(sbx__die_code);
}

void sbx_sigbus_explain(void)
{
        struct sigaction sa = { .sa_handler = sbx__on_sigbus };
        sigaction(SIGBUS, &sa, NULL);
}

void sbx_log(const char *fmt, ...)
{
        char buf[4096];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        fprintf(stderr, "%s: %s\n", sbx__prog, buf);
}

void sbx_die(int rc, const char *fmt, ...)
{
        char buf[4096];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        if (rc)
                fprintf(stderr, "%s: %s: %s\n", sbx__prog, buf, strerror(rc < 0 ? -rc : rc));
        else
                fprintf(stderr, "%s: %s\n", sbx__prog, buf);
        exit(sbx__die_code);
}

static void *sbx__oom(void *p)
{
        if (!p) {
                fputs("sbx: out of memory\n", stderr);
                abort();
        }
        return p;
}

void *sbx_malloc(size_t n) { return sbx__oom(malloc(n ? n : 1)); }
void *sbx_calloc(size_t n, size_t sz) { return sbx__oom(calloc(n ? n : 1, sz ? sz : 1)); }
void *sbx_realloc(void *p, size_t n) { return sbx__oom(realloc(p, n ? n : 1)); }
char *sbx_strdup(const char *s) { return sbx__oom(strdup(s)); }

char *sbx_abspath(const char *p)
{
        if (p[0] == '/')
                return sbx_strdup(p);
        char *cwd = getcwd(NULL, 0);
        if (!cwd)
                return sbx_strdup(p);
        char *r = sbx_asprintf("%s%s%s", cwd, strcmp(cwd, "/") ? "/" : "", p);
        free(cwd);
        return r;
}

/* A big buffer: a header, then the caller's bytes.  map is the mapping
** (NULL: the header is a malloc block's start). */
struct sbx__big {
        void  *map;
        size_t maplen, cap;
        size_t pad;                     /* 32 bytes: keeps p 16-aligned */
};
#define SBX__HUGE  (2u << 20)

void *sbx_big_alloc(size_t n)
{
        /* a size past what any mapping can be (a length read from a file)
         * would wrap need and len below into a small buffer */
        if (n > SIZE_MAX / 2)
                sbx__oom(NULL);
        size_t need = n + sizeof(struct sbx__big);
        struct sbx__big *h = NULL;
#if !defined(__SANITIZE_ADDRESS__)
        if (n >= (256u << 10)) {
                size_t len = (need + SBX__HUGE - 1) & ~(size_t)(SBX__HUGE - 1);
                /* over-map by 2 MiB, keep the aligned part: THP wants
                ** 2 MiB-aligned extents */
                uint8_t *m = mmap(NULL, len + SBX__HUGE, PROT_READ | PROT_WRITE,
                                  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
                if (m == MAP_FAILED)
                        sbx__oom(NULL);
                uint8_t *a = (uint8_t *)(((uintptr_t)m + SBX__HUGE - 1) & ~(uintptr_t)(SBX__HUGE - 1));
                if (a > m)
                        munmap(m, (size_t)(a - m));
                if (a + len < m + len + SBX__HUGE)
                        munmap(a + len, (size_t)(m + len + SBX__HUGE - (a + len)));
                madvise(a, len, MADV_HUGEPAGE);         /* advice: fine if refused */
                h = (struct sbx__big *)a;
                h->map = a;
                h->maplen = len;
                h->cap = len - sizeof *h;
                return h + 1;
        }
#endif
        h = sbx_calloc(1, need);
        h->map = NULL;
        h->cap = n;
        return h + 1;
}

void *sbx_big_realloc(void *p, size_t n)
{
        if (!p)
                return sbx_big_alloc(n);
        struct sbx__big *h = (struct sbx__big *)p - 1;
        if (n <= h->cap)
                return p;
        void *q = sbx_big_alloc(n);
        memcpy(q, p, h->cap);
        sbx_big_free(p);
        return q;
}

void sbx_big_free(void *p)
{
        if (!p)
                return;
        struct sbx__big *h = (struct sbx__big *)p - 1;
        if (h->map)
                munmap(h->map, h->maplen);
        else
                free(h);
}

char *sbx_asprintf(const char *fmt, ...)
{
        char *s = NULL;
        va_list ap;
        va_start(ap, fmt);
        int n = vasprintf(&s, fmt, ap);
        va_end(ap);
        if (n < 0)
                sbx__oom(NULL);
        return s;
}

void sbx_hex(const uint8_t *in, size_t n, char *out)
{
        static const char d[] = "0123456789abcdef";
        for (size_t i = 0; i < n; i++) {
                out[2 * i] = d[in[i] >> 4];
                out[2 * i + 1] = d[in[i] & 15];
        }
        out[2 * n] = 0;
}

static int sbx__nib(char c)
{
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
}

int sbx_unhex(const char *in, uint8_t *out, size_t n)
{
        if (strlen(in) != 2 * n)
                return -EINVAL;
        for (size_t i = 0; i < n; i++) {
                int a = sbx__nib(in[2 * i]), b = sbx__nib(in[2 * i + 1]);
                if (a < 0 || b < 0)
                        return -EINVAL;
                out[i] = (uint8_t)(a << 4 | b);
        }
        return 0;
}

int sbx_mkdir_p(const char *path, unsigned mode)
{
        char buf[PATH_MAX];
        if (!*path)
                return -ENOENT;
        if (strlen(path) >= sizeof buf)
                return -ENAMETOOLONG;
        strcpy(buf, path);
        for (char *p = buf + 1; *p; p++) {
                if (*p != '/')
                        continue;
                *p = 0;
                if (mkdir(buf, mode) < 0 && errno != EEXIST)
                        return -errno;
                *p = '/';
        }
        if (mkdir(buf, mode) < 0 && errno != EEXIST)
                return -errno;
        return 0;
}

int sbx_dir_names(int fd, char ***out, size_t *n)
{
        *out = NULL;
        *n = 0;
        int d = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);   /* its own offset */
        DIR *dir = d < 0 ? NULL : fdopendir(d);
        if (!dir) {
                int e = errno;
                if (d >= 0)
                        close(d);
                return -e;
        }
        char **v = NULL;
        size_t cap = 0;
        struct dirent *e;
        errno = 0;
        while ((e = readdir(dir))) {
                if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                        continue;
                if (*n == cap)
                        v = sbx_realloc(v, (cap = cap ? 2 * cap : 16) * sizeof *v);
                v[(*n)++] = sbx_strdup(e->d_name);
        }
        int rc = errno ? -errno : 0;
        closedir(dir);
        if (rc < 0) {
                sbx_dir_names_free(v, *n);
                *n = 0;
                return rc;
        }
        *out = v;
        return 0;
}

void sbx_dir_names_free(char **v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(v[i]);
        free(v);
}

void sbx_walk_free(sbx_walk *w)
{
        for (size_t k = 0; k < w->depth; k++)
                sbx_dir_names_free(w->lv[k].names, w->lv[k].n);
        free(w->lv);
        for (int s = 0; s < 2; s++)
                if (w->fd[s] >= 0)
                        close(w->fd[s]);
        memset(w, 0, sizeof *w);
        w->fd[0] = w->fd[1] = -1;
}

/* Enter the directories open in sub[] (owned: closed on failure), their
** names read from sub[0]; st[]: those of the directories above. */
static int sbx__walk_enter(sbx_walk *w, int sub[2], const struct stat *st)
{
        char **v;
        size_t n;
        int rc = sbx_dir_names(sub[0], &v, &n);
        if (rc < 0) {
                for (int s = 0; s < w->sides; s++)
                        close(sub[s]);
                return rc;
        }
        if (w->depth == w->cap)
                w->lv = sbx_realloc(w->lv, (w->cap = w->cap ? 2 * w->cap : 16) * sizeof *w->lv);
        struct sbx_walk_level *l = &w->lv[w->depth++];
        l->names = v;
        l->n = n;
        l->i = 0;
        for (int s = 0; s < w->sides; s++) {
                l->dev[s] = st ? st[s].st_dev : 0;
                l->ino[s] = st ? st[s].st_ino : 0;
                if (w->fd[s] >= 0)
                        close(w->fd[s]);
                w->fd[s] = sub[s];
        }
        return 0;
}

/* Open name (in dfd) and name2 (in dfd2, sides 2) as the walk's start:
** nothing above them is opened (the working directory may be a dead
** mount), and the walk never goes up past them. */
int sbx_walk_start(sbx_walk *w, int dfd, const char *name, int dfd2, const char *name2)
{
        int sub[2] = { -1, -1 };
        w->fd[0] = w->fd[1] = -1;
        for (int s = 0; s < w->sides; s++)
                if ((sub[s] = openat(s ? dfd2 : dfd, s ? name2 : name, (s ? O_PATH : O_RDONLY) |
                                     O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
                        int e = errno;
                        if (s)
                                close(sub[0]);
                        return -e;
                }
        return sbx__walk_enter(w, sub, NULL);
}

int sbx_walk_down(sbx_walk *w, const char *name, const char *name2)
{
        const char *nm[2] = { name, name2 ? name2 : name };
        int sub[2] = { -1, -1 };
        struct stat st[2];
        for (int s = 0; s < w->sides; s++) {
                if (fstat(w->fd[s], &st[s]) < 0 ||
                    (sub[s] = openat(w->fd[s], nm[s], (s ? O_PATH : O_RDONLY) | O_DIRECTORY |
                                     O_NOFOLLOW | O_CLOEXEC)) < 0) {
                        int e = errno;
                        if (s && sub[0] >= 0)
                                close(sub[0]);
                        return -e;
                }
        }
        return sbx__walk_enter(w, sub, st);
}

int sbx_walk_up(sbx_walk *w)
{
        struct sbx_walk_level *l = &w->lv[--w->depth];
        int rc = 0;
        for (int s = 0; s < w->sides; s++) {
                int up = openat(w->fd[s], "..", (s ? O_PATH : O_RDONLY) | O_DIRECTORY | O_CLOEXEC);
                struct stat st;
                if (up < 0 || fstat(up, &st) < 0)
                        rc = rc ? rc : -errno;
                else if (st.st_dev != l->dev[s] || st.st_ino != l->ino[s])
                        rc = rc ? rc : -ESTALE;         /* moved meanwhile */
                close(w->fd[s]);
                w->fd[s] = up;
        }
        sbx_dir_names_free(l->names, l->n);
        return rc;
}

/* No fd is held per level, nor a C stack frame (sbx_walk): a chain of
** directories deeper than the fd limit was left half removed. */
static int sbx__rm_at(int dfd, const char *name)
{
        if (unlinkat(dfd, name, 0) == 0 || errno == ENOENT)
                return 0;
        if (errno != EISDIR && errno != EPERM)
                return -errno;
        sbx_walk w = { .sides = 1 };
        int rc = sbx_walk_start(&w, dfd, name, -1, NULL);
        while (rc == 0 && w.depth) {
                struct sbx_walk_level *l = &w.lv[w.depth - 1];
                if (l->i == l->n) {
                        if (w.depth == 1)
                                break;          /* name itself: by dfd, below */
                        if ((rc = sbx_walk_up(&w)) < 0)
                                break;          /* lost its way: stop */
                        if (w.depth) {
                                const char *d = w.lv[w.depth - 1].names[w.lv[w.depth - 1].i - 1];
                                if (unlinkat(w.fd[0], d, AT_REMOVEDIR) < 0 && errno != ENOENT)
                                        w.err = w.err ? w.err : -errno;
                        }
                        continue;
                }
                const char *e = l->names[l->i++];
                if (unlinkat(w.fd[0], e, 0) == 0 || errno == ENOENT)
                        continue;
                int r = errno != EISDIR && errno != EPERM ? -errno : sbx_walk_down(&w, e, NULL);
                if (r < 0)
                        w.err = w.err ? w.err : r;
        }
        if (!rc)
                rc = w.err;
        sbx_walk_free(&w);
        if (unlinkat(dfd, name, AT_REMOVEDIR) < 0 && errno != ENOENT && !rc)
                rc = -errno;
        return rc;
}

int sbx_rm_rf(const char *path)
{
        return sbx__rm_at(AT_FDCWD, path);
}

int sbx_rm_rf_at(int dfd, const char *name)
{
        return sbx__rm_at(dfd, name);
}

int sbx_rename_noreplace(const char *from, const char *to, int replace)
{
        if (replace)
                return rename(from, to) < 0 ? -errno : 0;
        if (renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0)
                return 0;
        if (errno != EINVAL && errno != ENOSYS)
                return -errno;
        if (link(from, to) < 0)
                return -errno;
        unlink(from);
        return 0;
}

int sbx_write_all(int fd, const void *buf, size_t len)
{
        const char *p = buf;
        while (len) {
                ssize_t n = write(fd, p, len);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                p += n;
                len -= (size_t)n;
        }
        return 0;
}

int sbx_log_rotate(const char *path, int64_t max)
{
        struct stat st;
        if (max <= 0 || lstat(path, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size <= max)
                return 0;
        /* the log itself, never what a link planted in its place names
         * (truncated, it was), nor a FIFO swapped in (open blocked) */
        sbx_autoclose int in = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (in < 0)
                return errno == ENOENT || errno == ELOOP ? 0 : -errno;
        if (fstat(in, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size <= max)
                return 0;
        /* one rotation at a time (a reap loop's and an operator's pass,
         * a daemon's start): another one under way does it */
        if (flock(in, LOCK_EX | LOCK_NB) < 0)
                return errno == EWOULDBLOCK ? 0 : -errno;
        sbx_autofree char *old = sbx_asprintf("%s.1", path);
        sbx_autofree char *tmp = sbx_asprintf("%s.1.tmp.%d", path, (int)getpid());
        unlink(tmp);
        sbx_autoclose int out = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                     st.st_mode & 0777);
        if (out < 0)
                return -errno;
        char buf[65536];
        int rc = 0;
        for (int again = 1;; again = 0) {
                off_t at = 0;
                for (;;) {
                        ssize_t n = pread(in, buf, sizeof buf, at);
                        if (n < 0 && errno == EINTR)
                                continue;
                        if (n <= 0) {
                                rc = n < 0 ? -errno : 0;
                                break;
                        }
                        if ((rc = sbx_write_all(out, buf, (size_t)n)) < 0)
                                break;
                        at += n;
                }
                /* a full disk: the older copy goes to make room for this
                 * one (else the log grows on, each pass copying it in
                 * vain), once */
                if (!again || (rc != -ENOSPC && rc != -EDQUOT) || unlink(old) < 0 ||
                    ftruncate(out, 0) < 0 || lseek(out, 0, SEEK_SET) < 0)
                        break;
        }
        if (rc == 0 && rename(tmp, old) < 0)
                rc = -errno;
        if (rc < 0) {
                unlink(tmp);
                return rc;
        }
        return ftruncate(in, 0) < 0 ? -errno : 1;
}

int sbx_pread_all(int fd, void *buf, size_t len, off_t off)
{
        char *p = buf;
        while (len) {
                ssize_t n = pread(fd, p, len, off);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                if (n == 0)
                        return -EIO;    /* short: the object is truncated */
                p += n;
                len -= (size_t)n;
                off += n;
        }
        return 0;
}

int sbx_pwrite_all(int fd, const void *buf, size_t len, off_t off)
{
        const char *p = buf;
        while (len) {
                ssize_t n = pwrite(fd, p, len, off);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                p += n;
                len -= (size_t)n;
                off += n;
        }
        return 0;
}

int sbx_fsync_dir(const char *path)
{
        int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        int rc = fsync(fd) < 0 ? -errno : 0;
        close(fd);
        return rc;
}

int sbx_write_file_atomic(const char *path, const void *data, size_t len)
{
        sbx_autofree char *tmp = sbx_asprintf("%s.tmp.%d", path, (int)getpid());
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);     /* sbx.h */
        if (fd < 0)
                return -errno;
        int rc = sbx_write_all(fd, data, len);
        if (!rc && fsync(fd) < 0)
                rc = -errno;
        close(fd);
        if (!rc && rename(tmp, path) < 0)
                rc = -errno;
        if (rc) {
                unlink(tmp);
                return rc;
        }
        sbx_autofree char *dir = sbx_strdup(path);
        char *slash = strrchr(dir, '/');
        if (slash) {
                *slash = 0;
                return sbx_fsync_dir(*dir ? dir : "/");
        }
        return sbx_fsync_dir(".");
}

int sbx_read_file(const char *path, char **out, size_t *len)
{
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        size_t cap = 4096, n = 0;
        char *buf = sbx_malloc(cap);
        for (;;) {
                if (n + 1 >= cap)
                        buf = sbx_realloc(buf, cap *= 2);
                ssize_t r = read(fd, buf + n, cap - n - 1);
                if (r < 0) {
                        if (errno == EINTR)
                                continue;
                        int e = -errno;
                        free(buf);
                        close(fd);
                        return e;
                }
                if (r == 0)
                        break;
                n += (size_t)r;
        }
        close(fd);
        buf[n] = 0;
        *out = buf;
        if (len)
                *len = n;
        return 0;
}

int64_t sbx_now_ns(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t sbx_mono_ns(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t sbx_boot_ns(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_BOOTTIME, &ts);
        return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void sbx_cond_init_mono(pthread_cond_t *c)
{
        pthread_condattr_t a;
        pthread_condattr_init(&a);
        pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
        pthread_cond_init(c, &a);
        pthread_condattr_destroy(&a);
}

int sbx_cond_wait_mono(pthread_cond_t *c, pthread_mutex_t *m, int64_t until)
{
        struct timespec ts = { until / 1000000000, until % 1000000000 };
        return pthread_cond_timedwait(c, m, &ts);
}

int sbx_random(void *buf, size_t n)
{
        char *p = buf;
        while (n) {
                ssize_t r = getrandom(p, n, 0);
                if (r < 0) {
                        if (errno == EINTR)
                                continue;
                        return -errno;
                }
                p += r;
                n -= (size_t)r;
        }
        return 0;
}

int sbx_env_name_ok(const char *k)
{
        for (const char *p = k; *p; p++) {
                int alpha = (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || *p == '_';
                if (!alpha && (p == k || *p < '0' || *p > '9'))
                        return 0;
        }
        return *k != 0;
}

int sbx_name_ok(const char *name)
{
        size_t n = strlen(name);
        if (n == 0 || n > 64)
                return 0;
        for (size_t i = 0; i < n; i++) {
                char c = name[i];
                int alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                            (c >= '0' && c <= '9');
                if (!alnum && (i == 0 || (c != '.' && c != '_' && c != '-')))
                        return 0;
        }
        /* what the store backends refuse as keys (snapshot/backend.c,
         * s3.c): a sandbox so named would run and never be captured */
        return !strstr(name, "..") && !strstr(name, ".tmp.");
}

int sbx_bucket_ok(const char *b)
{
        size_t n = strlen(b);
        if (n < 3 || n > 63)
                return 0;
        for (const char *p = b; *p; p++)
                if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '.'))
                        return 0;
        return 1;
}

int sbx_endpoint_ok(const char *url)
{
        const char *p = !strncmp(url, "http://", 7) ? url + 7 : !strncmp(url, "https://", 8) ? url + 8 : NULL;
        if (!p)
                return 0;
        const char *h = p;
        if (*p == '[') {                                /* [IPv6] */
                p += strspn(p + 1, "0123456789abcdefABCDEF:.") + 1;
                if (*p++ != ']' || p - h < 4)
                        return 0;
        } else {
                p += strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_");
                if (p == h)
                        return 0;
        }
        if (*p == ':') {
                size_t n = strspn(++p, "0123456789");
                long port = n && n <= 5 ? strtol(p, NULL, 10) : 0;
                if (port < 1 || port > 65535)
                        return 0;
                p += n;
        }
        if (*p && *p != '/')
                return 0;
        for (; *p; p++)                                 /* a path: no query, fragment, space */
                if (*p <= ' ' || *p == '?' || *p == '#' || *p == 0x7f)
                        return 0;
        return 1;
}

int sbx_parse_int(const char *s, int64_t *out)
{
        char *end;
        errno = 0;
        long long v = strtoll(s, &end, 10);
        if (errno || end == s || *end)
                return -EINVAL;
        *out = v;
        return 0;
}

int sbx_parse_duration(const char *s, int64_t *out)
{
        static const struct { const char *unit; int64_t secs; } units[] = {
                { "s", 1 }, { "min", 60 }, { "h", 3600 }, { "d", 86400 },
                { "w", 7 * 86400 }, { "y", 365 * 86400 },
        };
        int64_t total = 0;
        const char *p = s;
        if (sbx_parse_int(s, out) == 0)                 /* plain seconds */
                return *out < 0 ? -EINVAL : 0;
        while (*p) {
                if (*p < '0' || *p > '9')               /* no sign, no space */
                        return -EINVAL;
                char *end;
                errno = 0;
                long long v = strtoll(p, &end, 10);
                if (errno)
                        return -ERANGE;
                size_t ul = strspn(end, "abcdefghijklmnopqrstuvwxyz");
                int64_t mul = 0;
                for (size_t i = 0; i < SBX_ARRAY_LEN(units) && !mul; i++)
                        if (strlen(units[i].unit) == ul && !strncmp(end, units[i].unit, ul))
                                mul = units[i].secs;
                if (!mul)
                        return -EINVAL;
                if (v > (INT64_MAX - total) / mul)
                        return -ERANGE;
                total += v * mul;
                p = end + ul;
        }
        if (p == s)
                return -EINVAL;
        *out = total;
        return 0;
}

size_t sbx_utf8_len(const unsigned char *p)
{
        unsigned char lo = 0x80, hi = 0xbf;
        size_t n;
        if (p[0] < 0x80)
                return 1;
        if (p[0] >= 0xc2 && p[0] <= 0xdf)
                n = 2;
        else if (p[0] >= 0xe0 && p[0] <= 0xef)
                n = 3, lo = p[0] == 0xe0 ? 0xa0 : 0x80, hi = p[0] == 0xed ? 0x9f : 0xbf;
        else if (p[0] >= 0xf0 && p[0] <= 0xf4)
                n = 4, lo = p[0] == 0xf0 ? 0x90 : 0x80, hi = p[0] == 0xf4 ? 0x8f : 0xbf;
        else
                return 0;
        if (p[1] < lo || p[1] > hi)     /* a NUL here ends it: nothing past it is read */
                return 0;
        for (size_t i = 2; i < n; i++)
                if (p[i] < 0x80 || p[i] > 0xbf)
                        return 0;
        return n;
}

/* A byte that is no part of a UTF-8 character is escaped whatever it
** is: a raw 0x9b is CSI to a terminal that reads 8-bit controls, and
** one that reads UTF-8 shows it as it likes. */
char *sbx_escape_text(const char *s)
{
        char *out = sbx_malloc(8 * strlen(s) + 1), *o = out;
        for (const unsigned char *p = (const unsigned char *)s; *p;) {
                size_t n = sbx_utf8_len(p);
                if (*p == '\n')
                        o += sprintf(o, "\\n");
                else if (*p == '\\')
                        o += sprintf(o, "\\\\");
                else if (*p < 0x20 || *p == 0x7f || n == 0)
                        o += sprintf(o, "\\x%02x", *p);
                else if (*p == 0xc2 && p[1] <= 0x9f)    /* U+0080..U+009F: C1 controls */
                        o += sprintf(o, "\\xc2\\x%02x", p[1]);
                else
                        memcpy(o, p, n), o += n;
                p += n ? n : 1;
        }
        *o = 0;
        return out;
}

int sbx_parse_size(const char *s, int64_t *out)
{
        char *end;
        errno = 0;
        long long v = strtoll(s, &end, 10);
        if (errno || end == s || v < 0)
                return -EINVAL;
        int64_t mul = 1;
        switch (*end) {
        case 0: break;
        case 'b': case 'B': end += end[1] == 0; break;  /* "5B": bytes */
        case 'k': case 'K': mul = 1LL << 10; end++; break;
        case 'm': case 'M': mul = 1LL << 20; end++; break;
        case 'g': case 'G': mul = 1LL << 30; end++; break;
        case 't': case 'T': mul = 1LL << 40; end++; break;
        default: return -EINVAL;
        }
        if (*end == 'i' || *end == 'I')
                end++;
        if (*end == 'b' || *end == 'B')
                end++;
        if (*end)
                return -EINVAL;
        if (v > INT64_MAX / mul)
                return -ERANGE;
        *out = v * mul;
        return 0;
}

/* /proc/self/exe's path without the " (deleted)" a replaced binary
** gets: 1 when that was stripped, 0 when not, -errno on failure. */
static int util__self_path(char *buf, size_t n)
{
        static const char del[] = " (deleted)";
        ssize_t r = readlink("/proc/self/exe", buf, n - 1);
        if (r <= 0)
                return r < 0 ? -errno : -ENOENT;
        buf[r] = 0;
        size_t l = (size_t)r, dl = sizeof del - 1;
        if (l > dl && !strcmp(buf + l - dl, del)) {
                buf[l - dl] = 0;
                return 1;
        }
        return 0;
}

int sbx_self_exe(char *buf, size_t n)
{
        int r = util__self_path(buf, n);
        if (r < 0)
                return r;
        if (r == 1 && access(buf, X_OK) < 0)
                return -errno;          /* replaced: the one there now */
        return 0;
}

char *sbx_find_companion(const char *name)
{
        char self[PATH_MAX];
        if (util__self_path(self, sizeof self) >= 0) {
                char *slash = strrchr(self, '/');
                if (slash) {
                        *slash = 0;
                        char *p = sbx_asprintf("%s/%s", self, name);
                        if (access(p, X_OK) == 0)
                                return p;
                        free(p);
                }
        }
        const char *path = getenv("PATH");
        if (!path)
                path = "/usr/local/bin:/usr/bin:/bin";
        sbx_autofree char *copy = sbx_strdup(path);
        char *save = NULL;
        for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
                char *p = sbx_asprintf("%s/%s", d, name);
                if (access(p, X_OK) == 0)
                        return p;
                free(p);
        }
        return NULL;
}

/* Read /proc/PID/NAME into buf (NUL-terminated): bytes read (0 when the
** read failed), or -errno when it would not open. */
static ssize_t util__proc_read(pid_t pid, const char *name, char *buf, size_t cap)
{
        char path[64];
        snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, name);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        ssize_t n = read(fd, buf, cap - 1);
        close(fd);
        if (n < 0)
                n = 0;
        buf[n] = 0;
        return n;
}

int sbx_pid_alive(pid_t pid)
{
        if (pid <= 0 || (kill(pid, 0) < 0 && errno == ESRCH))
                return 0;
        /* a daemon that exited stays a zombie until its reaper (init)
         * gets to it: "PID (comm) STATE ...", comm may hold spaces */
        char buf[512];
        ssize_t n = util__proc_read(pid, "stat", buf, sizeof buf);
        if (n <= 0)
                return n != -ENOENT;
        const char *p = strrchr(buf, ')');
        return !(p && p[1] == ' ' && (p[2] == 'Z' || p[2] == 'X'));
}

int sbx_pid_in_fifo_open(pid_t pid)
{
        char buf[64];
        return pid > 0 && util__proc_read(pid, "wchan", buf, sizeof buf) > 0 &&
               !strcmp(buf, "wait_for_partner");
}

/* pid's CPU time, utime + stime, in clock ticks; -1 unknown. */
static int64_t util__proc_ticks(pid_t pid)
{
        char buf[1024];
        if (pid <= 0 || util__proc_read(pid, "stat", buf, sizeof buf) <= 0)
                return -1;
        /* after "PID (comm) ": state is field 3, utime 14, stime 15 */
        const char *p = strrchr(buf, ')');
        unsigned long long ut = 0, st = 0;
        if (!p || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
                         &ut, &st) != 2)
                return -1;
        return (int64_t)(ut + st);
}

int64_t sbx_pid_work(pid_t pid)
{
        char buf[1024];
        int64_t work = util__proc_ticks(pid);
        if (work < 0)
                return -1;
        if (util__proc_read(pid, "io", buf, sizeof buf) > 0) {
                const char *k[] = { "rchar: ", "wchar: " };
                for (size_t i = 0; i < 2; i++) {
                        const char *v = strstr(buf, k[i]);
                        if (v)
                                work += (int64_t)strtoull(v + strlen(k[i]), NULL, 10);
                }
        }
        return work;
}

int sbx_pid_usage(pid_t pid, int64_t *cpu_ns, int64_t *rss)
{
        char buf[128];
        long long size, res;
        int64_t t = util__proc_ticks(pid);
        if (t < 0 || util__proc_read(pid, "statm", buf, sizeof buf) <= 0 ||
            sscanf(buf, "%lld %lld", &size, &res) != 2)
                return -ESRCH;
        *cpu_ns = t * (1000000000 / sysconf(_SC_CLK_TCK));
        *rss = (int64_t)res * sysconf(_SC_PAGESIZE);
        return 0;
}

void sbx_progress_init(sbx_progress *p, pid_t pid)
{
        p->pid = pid;
        p->last = sbx_pid_work(pid);
        p->seen = sbx_mono_ns();
}

int sbx_progress_moved(sbx_progress *p, int64_t stall_ns)
{
        int64_t now = sbx_mono_ns(), w = sbx_pid_work(p->pid);
        if (w != p->last) {
                p->last = w;
                p->seen = now;
        }
        return now - p->seen <= stall_ns;
}

/* /proc/locks lists each lock as "ID: CLASS MODE RW PID DEV:INO START
 * END", the processes waiting for it right after it as "ID: -> CLASS
 * ...".  A waiter names its blocker by ID; OFD locks show pid -1.
 * The kernel makes each read(2) of it afresh from its lock lists, going
 * on from the line the last read stopped at by count: a lock let go in
 * between moves each later line up one, and the line then first is
 * skipped, a lock held throughout missed.  stdio reads 1 KB at a time;
 * one read(2) makes as much as a page holds (4 KB), so a short list is
 * read at once, whole.  Opened for reading line by line: fclose, then
 * free *text; NULL when unreadable or empty. */
static FILE *util__proc_locks(char **text)
{
        int fd = open("/proc/locks", O_RDONLY | O_CLOEXEC);
        size_t len = 0, cap = 1 << 16;
        char *buf = fd >= 0 ? sbx_malloc(cap) : NULL;
        ssize_t n = 1;
        while (buf && n > 0) {
                if (cap - len < 1 << 14)
                        buf = sbx_realloc(buf, cap *= 2);
                if ((n = read(fd, buf + len, cap - len)) > 0)
                        len += (size_t)n;
        }
        if (fd >= 0)
                close(fd);
        FILE *f = n == 0 && len ? fmemopen(buf, len, "r") : NULL;
        if (!f)
                free(buf), buf = NULL;
        *text = buf;
        return f;
}

pid_t sbx_lock_blocker(pid_t pid)
{
        char *text;
        FILE *f = util__proc_locks(&text);
        if (!f)
                return 0;
        char *line = NULL;
        size_t cap = 0;
        long hid = -1;
        pid_t holder = 0, found = 0;
        while (!found && getline(&line, &cap, f) > 0) {
                long id;
                int at = 0, p = 0;
                char cls[16];
                if (sscanf(line, "%ld: %n", &id, &at) != 1)
                        continue;
                int waits = !strncmp(line + at, "-> ", 3);
                if (sscanf(line + at + (waits ? 3 : 0), "%15s %*s %*s %d", cls, &p) != 2)
                        continue;
                if (!waits) {
                        hid = id;
                        holder = p;
                } else if (p == pid && id == hid && holder > 0)
                        found = holder;
        }
        free(line);
        fclose(f);
        free(text);
        return found;
}

/* Has process pid the file real (a path realpath gave) open? */
static int util__has_open(pid_t pid, const char *real)
{
        char dir[64];
        snprintf(dir, sizeof dir, "/proc/%d/fd", (int)pid);
        DIR *d = opendir(dir);
        struct dirent *e;
        int yes = 0;
        while (d && !yes && (e = readdir(d))) {
                char l[PATH_MAX];
                ssize_t n = readlinkat(dirfd(d), e->d_name, l, sizeof l - 1);
                if (n > 0) {
                        l[n] = 0;
                        yes = !strcmp(l, real);
                }
        }
        if (d)
                closedir(d);
        return yes;
}

/* The holder in one reading of /proc/locks of a flock of the file at
 * dev and ino (real, its path), or 0. */
static pid_t util__flock_scan(FILE *f, const char *dev, ino_t ino, const char *real)
{
        char *line = NULL;
        size_t cap = 0;
        pid_t found = 0;
        while (!found && getline(&line, &cap, f) > 0) {
                char cls[16], where[64], *at_ino;
                int p = 0, at = 0;
                long id;
                if (sscanf(line, "%ld: %n", &id, &at) != 1 || !at || !strncmp(line + at, "-> ", 3))
                        continue;
                if (sscanf(line + at, "%15s %*s %*s %d %63s", cls, &p, where) != 3 ||
                    strcmp(cls, "FLOCK") || p <= 0 || !(at_ino = strrchr(where, ':')) ||
                    strtoull(at_ino + 1, NULL, 10) != (unsigned long long)ino)
                        continue;
                *at_ino = 0;
                if (!strcmp(where, dev) || util__has_open(p, real))
                        found = p;
        }
        free(line);
        return found;
}

pid_t sbx_flock_holder(const char *path)
{
        struct stat st;
        char real[PATH_MAX], dev[32];
        if (stat(path, &st) < 0 || !realpath(path, real))
                return 0;
        /* The kernel prints the superblock's device (%02x:%02x) and the
         * inode (decimal).  A device that stat(2) shows otherwise (a btrfs
         * subvolume, overlayfs) is matched by the holder having path open. */
        snprintf(dev, sizeof dev, "%02x:%02x", major(st.st_dev), minor(st.st_dev));
        /* A reading longer than a page may skip a held lock's line (see
         * util__proc_locks), one that shows it is right: so not held
         * only when three readings in a row miss it. */
        pid_t found = 0;
        for (int i = 0; i < 3 && !found; i++) {
                char *text;
                FILE *f = util__proc_locks(&text);
                if (!f)
                        break;
                found = util__flock_scan(f, dev, st.st_ino, real);
                fclose(f);
                free(text);
        }
        return found;
}

const char *sbx_pid_comm(pid_t pid, char *buf, size_t cap)
{
        ssize_t n = cap > 1 ? util__proc_read(pid, "comm", buf, cap) : -1;
        if (n <= 0)
                return snprintf(buf, cap, "?"), buf;
        buf[strcspn(buf, "\n")] = 0;
        return buf;
}

int sbx_private_db(const char *path)
{
        int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd < 0)
                return -errno;
        int rc = fchmod(fd, 0600) < 0 ? -errno : 0;
        close(fd);
        for (int i = 0; i < 2 && rc == 0; i++) {
                sbx_autofree char *side = sbx_asprintf("%s%s", path, i ? "-shm" : "-wal");
                if (chmod(side, 0600) < 0 && errno != ENOENT)
                        rc = -errno;
        }
        return rc;
}

/* ---- host-wide uid claims ---- */
/* The claimant named in fd, compared with who: 1 same, 0 not (other). */
static int sbx__claim_is(int fd, const char *who, char *other, size_t cap)
{
        char buf[PATH_MAX + 64];
        ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
        buf[n > 0 ? n : 0] = 0;
        buf[strcspn(buf, "\n")] = 0;
        if (cap)
                snprintf(other, cap, "%s", *buf ? buf : "?");
        return !strcmp(buf, who);
}

static int sbx__claim_open(uint32_t uid, int flags)
{
        char path[sizeof SBX_UID_CLAIMS + 16];
        snprintf(path, sizeof path, "%s/%u", SBX_UID_CLAIMS, uid);
        if (flags & O_CREAT) {
                int rc = sbx_mkdir_p(SBX_UID_CLAIMS, 0700);
                if (rc < 0)
                        return rc;
        }
        int fd = open(path, flags | O_CLOEXEC | O_NOFOLLOW, 0600);
        return fd < 0 ? -errno : fd;
}

/* A holder takes the file exclusively only to write its name in it, then
** holds it shared.  flock's change from exclusive to shared lets go in
** between, so each reads the name back once it holds it shared: the last
** writer wins, the others see its name and give up. */
int sbx_uid_claim(uint32_t uid, const char *who, char *other, size_t cap)
{
        int fd = sbx__claim_open(uid, O_RDWR | O_CREAT);
        if (fd < 0)
                return fd;
        for (int i = 0; i < 2000; i++) {
                if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
                        size_t n = strlen(who);
                        char line[n + 1];
                        memcpy(line, who, n);
                        line[n] = '\n';
                        if (ftruncate(fd, 0) < 0 || sbx_pwrite_all(fd, line, n + 1, 0) < 0) {
                                int rc = -errno;
                                close(fd);
                                return rc;
                        }
                        if (flock(fd, LOCK_SH) < 0)
                                break;
                } else if (errno != EWOULDBLOCK || flock(fd, LOCK_SH | LOCK_NB) < 0) {
                        if (errno != EWOULDBLOCK)
                                break;
                        usleep(1000);   /* held exclusive: a name being written */
                        continue;
                }
                if (sbx__claim_is(fd, who, other, cap))
                        return fd;
                close(fd);
                return -EBUSY;
        }
        int rc = errno == EWOULDBLOCK ? -EBUSY : -errno;
        if (cap)
                snprintf(other, cap, "?");
        close(fd);
        return rc;
}

int sbx_uid_claimed(uint32_t uid, const char *who, char *other, size_t cap)
{
        int fd = sbx__claim_open(uid, O_RDONLY);
        if (fd < 0)
                return 0;               /* never claimed on this host (or no /run/sbx) */
        int taken = 0;
        for (int i = 0; i < 2000; i++) {
                if (flock(fd, LOCK_EX | LOCK_NB) == 0)
                        break;          /* no one holds it */
                if (flock(fd, LOCK_SH | LOCK_NB) == 0) {
                        /* (its holders may have gone since: taken, then) */
                        taken = !sbx__claim_is(fd, who, other, cap);
                        break;
                }
                usleep(1000);           /* a name being written */
        }
        close(fd);
        return taken;
}
