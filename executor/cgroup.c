/* cgroup.c: one small interface over cgroup v2 and v1.
**
** A sandbox is the cgroup sbx/<leaf>; its init lives in sbx/<leaf>/init
** and each command in sbx/<leaf>/<id> (leaves only, so the v2 rule "no
** processes in inner nodes" holds on both), its memory as (6) says.
**   v2: /sys/fs/cgroup is cgroup2 and lists memory and pids; the parents
**       get "+memory +pids" in cgroup.subtree_control.
**   v1: the memory and pids hierarchies under /sys/fs/cgroup/{memory,pids},
**       and cpu and cpuacct when they are there (cpuacct's own hierarchy,
**       or co-mounted with cpu); the same relative path is made in each.
** (1) Killing goes through the pids (v1) or unified (v2) cgroup.procs, so
**     it reaches every process the command started, setsid'd or not;
**     each pid read there is signalled through a pidfd, and only if that
**     process is still in the cgroup (a pid reused meanwhile is not).
** (2) A cgroup is removed only once it is empty; destroy signals, waits,
**     and retries, so no process outlives it.
** (3) v1 cpu: a sandbox is one scheduling entity (sbx/<leaf>, default
**     shares), however many processes and sessions it makes.  Outside a
**     cpu cgroup each setsid() made an autogroup of its own, weighed like
**     the host's sessions: 48 of them slowed a host task sixfold, and
**     pids.max allows 512.
** (4) v1 memory: TCP buffers are limited on their own (exec__cg_tcp_limit).
** (5) CPU time of a cgroup and all below it (exec_cg_cpu_ns): v1 cpuacct,
**     v2 cpu.stat (there without the cpu controller).  RLIMIT_CPU counts
**     per process, so a command's limit is checked against this.
** (6) Memory: a command joins a memory cgroup the sandbox keeps
**     (exec_cg_mem; v1: that dir of the memory hierarchy, its other
**     cgroups its own; v2: the command is sbx/<leaf>/<mem>/<id>, where
**     only pids is enabled): the one all share, sbx/<leaf>/shared, or,
**     with a memory limit of its own (below the sandbox's), one it has
**     alone while it runs, sbx/<leaf>/m<N>, kept for the next such
**     command after its end (and that of what it left running).  A memory cgroup outlives its rmdir, dying,
**     while one page charged to it stays: a file left in the tmpfs /tmp
**     cannot be reclaimed without swap, and a cgroup made and removed
**     for each command kept ~20 KiB of kernel memory outside any limit
**     (2000 commands: +2004 memory cgroups on the host).  What an earlier
**     command left stays charged to a reused one: the limit is set that
**     much higher (exec_cg_limit).  A pids, cpu or cpuacct cgroup is
**     freed once its processes are gone (what a command left running:
**     checked each second, daemon.c's exec__ws_timer_cb).  The memory cgroups go with
**     the sandbox (its /tmp with it).
** (7) A sandbox's CPU time over its life on this host (exec_cpu_banked):
**     its cgroups count only the current run, and go at each stop, sleep
**     or crash, so the CPU time of a run whose cgroups are removed is
**     added to EXECDIR/cpu_total as they go (exec_cg_destroy_bank): at a
**     stop, when sbxctl releases what a killed sbxexec left, and when
**     the next sbxexec finds a crashed run's.  Always under EXECDIR/lock;
**     read once every process is gone, and added only once the rmdir
**     took its counter away: a cgroup that outlives it (a process that
**     survives the kill) is counted by whoever removes it, once.  A
**     count that cannot be read is said and never replaced by a run's.
**     What a host's reboot took with its cgroups is not counted.
*/
#include "internal.h"
#include "exec.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define CG_ROOT "/sys/fs/cgroup"

enum { CG_NONE, CG_V1, CG_V2 };
static int exec__cg_ver = -1;
static int exec__cg_cpu;        /* v1: the cpu hierarchy is there (3) */
/* v1 (5): where cpuacct.usage is: CG_CPU (co-mounted with cpu), CG_ACCT
** (a hierarchy of its own), 0 (nowhere) */
static int exec__cg_acct;

enum { CG_PIDS, CG_MEM, CG_CPU, CG_ACCT, CG_NPATHS };
struct exec_cg {
        char *path[CG_NPATHS];  /* owned; v2: [0] only; v1: the CG_* hierarchies
                                   there are (NULL: not there) */
        char *mem;              /* owned; the memory cgroup it is charged to */
        unsigned shared;        /* (6) mem is an exec_cg_mem's (v1: so is
                                   path[CG_MEM]: joined, never removed) */
        int64_t oom_base;       /* mem's oom kills when it was made */
        exec_cg *parent;
};

/* v1: is cpuacct the cpu hierarchy (mounted as "cpu,cpuacct", both
** names links to it)? */
static int exec__cg_same(const char *a, const char *b)
{
        struct stat x, y;
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

static int exec__cg_detect(void)
{
        if (exec__cg_ver >= 0)
                return exec__cg_ver;
        char *s = NULL;
        exec__cg_ver = CG_NONE;
        if (sbx_read_file(CG_ROOT "/cgroup.controllers", &s, NULL) == 0 &&
            strstr(s, "memory") && strstr(s, "pids"))
                exec__cg_ver = CG_V2;
        else if (access(CG_ROOT "/pids/cgroup.procs", W_OK) == 0 &&
                 access(CG_ROOT "/memory/cgroup.procs", W_OK) == 0) {
                exec__cg_ver = CG_V1;
                exec__cg_cpu = access(CG_ROOT "/cpu/cgroup.procs", W_OK) == 0;
                if (access(CG_ROOT "/cpuacct/cgroup.procs", W_OK) == 0)
                        exec__cg_acct = exec__cg_cpu && exec__cg_same(CG_ROOT "/cpu", CG_ROOT "/cpuacct")
                                        ? CG_CPU : CG_ACCT;
        }
        free(s);
        return exec__cg_ver;
}

const char *exec_cg_kind(void)
{
        switch (exec__cg_detect()) {
        case CG_V2: return "v2";
        case CG_V1: return "v1";
        default:    return "none";
        }
}

static int exec__cg_write(const char *dir, const char *file, const char *val)
{
        sbx_autofree char *p = sbx_asprintf("%s/%s", dir, file);
        int fd = open(p, O_WRONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        ssize_t n = write(fd, val, strlen(val));
        int e = n < 0 ? -errno : 0;
        close(fd);
        return e;
}


int exec__mkdir(const char *path, unsigned mode)
{
        if (mkdir(path, mode) == 0 || errno == EEXIST)
                return 0;
        return errno == ENOENT ? sbx_mkdir_p(path, mode) : -errno;
}

static int exec__cg_make(exec_cg *g)
{
        for (int i = 0; i < CG_NPATHS; i++) {
                int rc = g->path[i] ? exec__mkdir(g->path[i], 0755) : 0;
                if (rc < 0)
                        return rc;
        }
        return 0;
}

/* The cgroup leaf of sandbox name whose EXECDIR is dir (malloc'd): its
** name and a hash of where it lives (two state dirs, one name). */
char *exec_cg_leaf(const char *dir, const char *name)
{
        uint32_t h = 2166136261u;
        for (const char *s = dir; *s; s++)
                h = (h ^ (unsigned char)*s) * 16777619u;
        return sbx_asprintf("%s.%08x", name, h);
}

static int exec__cg_destroy(exec_cg *g, int64_t *ns);

/* EXECDIR/cpu_total: 0 and *n, 0 and *n = 0 when there is none, or
 * -errno (said) when it cannot be read or holds no count: then nothing
 * is added to it, so a lifetime's count is never replaced by a run's. */
static int exec__cpu_total(const char *dir, int64_t *n)
{
        sbx_autofree char *p = sbx_asprintf("%s/cpu_total", dir);
        sbx_autofree char *s = NULL;
        *n = 0;
        int rc = sbx_read_file(p, &s, NULL);
        if (rc == -ENOENT)
                return 0;
        char *tok = rc < 0 ? NULL : strtok(s, "\n");
        if (rc < 0 || !tok || sbx_parse_int(tok, n) < 0 || *n < 0) {
                rc = rc < 0 ? rc : -EINVAL;
                sbx_log("%s: %s", p, rc == -EINVAL ? "not a count of nanoseconds" : strerror(-rc));
                *n = 0;
                return rc;
        }
        return 0;
}

int64_t exec_cpu_banked(const char *dir)
{
        int64_t n;
        return exec__cpu_total(dir, &n) < 0 ? -EIO : n;
}

int exec_cg_destroy_bank(exec_cg *g, const char *dir)
{
        int64_t ns;
        int rc = exec__cg_destroy(g, &ns);
        /* counted once its counter is gone: one that outlives a failed
         * rmdir is counted by whoever removes it */
        const char *acct = exec__cg_ver == CG_V2 ? g->path[0] : exec__cg_acct ? g->path[exec__cg_acct] : NULL;
        struct stat sb;
        if (ns <= 0 || !acct || stat(acct, &sb) == 0 || errno != ENOENT)
                return rc;
        int64_t total;
        if (exec__cpu_total(dir, &total) < 0) {
                sbx_log("%s: a run's CPU time (%lld ns) not counted", dir, (long long)ns);
                return rc;
        }
        sbx_autofree char *p = sbx_asprintf("%s/cpu_total", dir);
        sbx_autofree char *t = sbx_asprintf("%lld\n", (long long)(total + ns));
        int w = sbx_write_file_atomic(p, t, strlen(t));
        if (w < 0)
                sbx_log("%s: a run's CPU time (%lld ns) not counted: %s", p, (long long)ns, strerror(-w));
        return rc;
}

int exec_daemon_release(const char *dir, const char *name)
{
        sbx_autofree char *lockp = sbx_asprintf("%s/lock", dir);
        sbx_autoclose int lockfd = open(lockp, O_RDWR | O_CLOEXEC);
        if (lockfd >= 0 && flock(lockfd, LOCK_EX | LOCK_NB) < 0)
                return -EBUSY;          /* an sbxexec runs for it */
        sbx_autofree char *leaf = exec_cg_leaf(dir, name);
        exec_cg *g;
        int rc = exec_cg_open(leaf, &g);
        if (rc < 0)
                return rc == -ENOTSUP ? 0 : rc;
        rc = exec_cg_destroy_bank(g, dir);
        exec_cg_free(g);
        return rc;
}

/* The paths of cgroup sbx/<leaf> (version v), made or not. */
static exec_cg *exec__cg_paths(int v, const char *leaf)
{
        exec_cg *g = sbx_calloc(1, sizeof *g);
        if (v == CG_V2) {
                g->path[0] = sbx_asprintf(CG_ROOT "/sbx/%s", leaf);
        } else {
                g->path[CG_PIDS] = sbx_asprintf(CG_ROOT "/pids/sbx/%s", leaf);
                g->path[CG_MEM] = sbx_asprintf(CG_ROOT "/memory/sbx/%s", leaf);
                if (exec__cg_cpu)
                        g->path[CG_CPU] = sbx_asprintf(CG_ROOT "/cpu/sbx/%s", leaf);
                if (exec__cg_acct == CG_ACCT)
                        g->path[CG_ACCT] = sbx_asprintf(CG_ROOT "/cpuacct/sbx/%s", leaf);
        }
        g->mem = sbx_strdup(g->path[v == CG_V2 ? 0 : CG_MEM]);
        return g;
}

int exec_cg_open(const char *leaf, exec_cg **out)
{
        int v = exec__cg_detect();
        if (v == CG_NONE)
                return -ENOTSUP;
        if (v == CG_V2) {
                exec__cg_write(CG_ROOT, "cgroup.subtree_control", "+memory +pids");
                sbx_mkdir_p(CG_ROOT "/sbx", 0755);
                exec__cg_write(CG_ROOT "/sbx", "cgroup.subtree_control", "+memory +pids");
        }
        exec_cg *g = exec__cg_paths(v, leaf);
        int rc = exec__cg_make(g);
        if (rc < 0) {
                exec_cg_free(g);
                return rc;
        }
        if (v == CG_V2)
                exec__cg_write(g->path[0], "cgroup.subtree_control", "+memory +pids");
        *out = g;
        return 0;
}

static int64_t exec__cg_field(const char *dir, const char *file, const char *key)
{
        sbx_autofree char *p = sbx_asprintf("%s/%s", dir, file);
        FILE *f = fopen(p, "re");
        if (!f)
                return 0;
        char k[64];
        long long v, r = 0;
        while (fscanf(f, "%63s %lld", k, &v) == 2)
                if (!strcmp(k, key))
                        r = v;
        fclose(f);
        return r;
}

static int64_t exec__cg_ooms(const char *mem)
{
        return exec__cg_ver == CG_V2 ? exec__cg_field(mem, "memory.events", "oom_kill")
                                     : exec__cg_field(mem, "memory.oom_control", "oom_kill");
}

int exec_cg_child(exec_cg *parent, const char *leaf, exec_cg *shared, exec_cg **out)
{
        exec_cg *g = sbx_calloc(1, sizeof *g);
        for (int i = 0; i < CG_NPATHS; i++) {
                if (!parent->path[i])
                        continue;
                if (shared && exec__cg_ver == CG_V2)            /* (6) */
                        g->path[i] = sbx_asprintf("%s/%s", shared->path[i], leaf);
                else if (shared && i == CG_MEM)
                        g->path[i] = sbx_strdup(shared->path[i]);
                else
                        g->path[i] = sbx_asprintf("%s/%s", parent->path[i], leaf);
        }
        g->mem = sbx_strdup(shared ? shared->mem : g->path[exec__cg_ver == CG_V2 ? 0 : CG_MEM]);
        g->shared = shared != NULL;
        g->parent = parent;
        int rc = exec__cg_make(g);
        if (rc < 0) {
                exec_cg_free(g);
                return rc;
        }
        g->oom_base = exec__cg_ooms(g->mem);
        *out = g;
        return 0;
}

/* (6) sbx/<leaf>/<name>: v1 in the memory hierarchy alone; v2 with pids
** enabled below it, for the commands' own cgroups there. */
int exec_cg_mem(exec_cg *parent, const char *name, exec_cg **out)
{
        exec_cg *g = sbx_calloc(1, sizeof *g);
        int i = exec__cg_ver == CG_V2 ? 0 : CG_MEM;
        g->path[i] = sbx_asprintf("%s/%s", parent->path[i], name);
        g->mem = sbx_strdup(g->path[i]);
        g->parent = parent;
        int rc = exec__cg_make(g);
        if (rc == 0 && exec__cg_ver == CG_V2)
                rc = exec__cg_write(g->path[0], "cgroup.subtree_control", "+pids");
        if (rc < 0) {
                exec_cg_free(g);
                return rc;
        }
        *out = g;
        return 0;
}

/* (4) v1: TCP buffers to a quarter of the memory limit.  v1 charges
** them to a counter of their own, and a socket at all only if its
** creator's cgroup had a TCP limit written when it was made: without
** one, queues never read (60 loopback connections: 235 MiB with the
** command at --memory 64M) were host memory no limit saw.  So every
** cgroup gets it (a command's: its sockets are charged; the sandbox's:
** the sum is bounded), before any task joins.  And at most tcp_max
** ([exec] tcp_max; 0: no cap of its own) and a 16th of the host's
** tcp_mem[1] (net.ipv4.tcp_mem, pages: where the kernel starts to
** squeeze every TCP socket of the host): those buffers come from that
** one pool, shared by every sandbox and the host, and at a quarter of
** the default 2G one sandbox queued 500 MiB (five would have exhausted
** this host's).  With no memory limit the two caps still hold.  Absent
** (no kmem accounting): nothing to set.  EBUSY: the usage is above it
** already (a sandbox's cgroup kept across an sbxexec restart): the limit
** it had stands.  v2 charges socket memory to memory.max itself. */
static int exec__cg_tcp_limit(const char *dir, int64_t memory, int64_t tcp_max)
{
        int64_t lim = memory > 0 ? memory / 4 : INT64_MAX, page = sysconf(_SC_PAGESIZE);
        if (tcp_max > 0 && tcp_max < lim)
                lim = tcp_max;
        sbx_autofree char *s = NULL;
        long long pages[3];
        if (sbx_read_file("/proc/sys/net/ipv4/tcp_mem", &s, NULL) == 0 &&
            sscanf(s, "%lld %lld %lld", &pages[0], &pages[1], &pages[2]) == 3 &&
            pages[1] > 0 && pages[1] < INT64_MAX / page && pages[1] * page / 16 < lim)
                lim = pages[1] * page / 16;
        if (lim == INT64_MAX)
                return 0;
        lim -= lim % page;      /* what the kernel keeps: it reads back the same */
        char v[32];
        snprintf(v, sizeof v, "%lld", (long long)lim);
        int rc = exec__cg_write(dir, "memory.kmem.tcp.limit_in_bytes", v);
        return rc == -ENOENT || rc == -EBUSY ? 0 : rc;
}

/* A figure of the memory cgroup, file v2 or v1 (bytes; 0 if unknown). */
static int64_t exec__cg_mem_read(exec_cg *g, const char *v2, const char *v1)
{
        sbx_autofree char *p = sbx_asprintf("%s/%s", g->mem, exec__cg_ver == CG_V2 ? v2 : v1);
        sbx_autofree char *s = NULL;
        return sbx_read_file(p, &s, NULL) == 0 ? strtoll(s, NULL, 10) : 0;
}

/* What is charged to the memory cgroup now. */
static int64_t exec__cg_mem_used(exec_cg *g)
{
        return exec__cg_mem_read(g, "memory.current", "memory.usage_in_bytes");
}

int exec_cg_limit(exec_cg *g, int64_t memory, int64_t pids, int64_t tcp_max)
{
        char v[32];
        int rc = 0;
        if (pids > 0) {
                snprintf(v, sizeof v, "%lld", (long long)pids);
                rc = exec__cg_write(g->path[0], "pids.max", v);
        }
        if (g->shared)
                return rc;      /* (6) those of the exec_cg_mem it joins hold */
        if (rc == 0 && memory > 0) {
                /* (6) on top of what earlier commands left (0 if new) */
                int64_t used = exec__cg_mem_used(g);
                snprintf(v, sizeof v, "%lld", (long long)(used < INT64_MAX - memory ? memory + used
                                                                                    : INT64_MAX));
                if (exec__cg_ver == CG_V2) {
                        rc = exec__cg_write(g->mem, "memory.max", v);
                        exec__cg_write(g->mem, "memory.swap.max", "0");
                } else {
                        /* memsw is never below the limit (EINVAL); absent
                         * without swap accounting.  Raised: before it;
                         * lowered (a reused cgroup): after it. */
                        exec__cg_write(g->mem, "memory.memsw.limit_in_bytes", v);
                        rc = exec__cg_write(g->mem, "memory.limit_in_bytes", v);
                        exec__cg_write(g->mem, "memory.memsw.limit_in_bytes", v);
                        exec__cg_write(g->mem, "memory.swappiness", "0");
                }
        }
        if (rc == 0 && exec__cg_ver == CG_V1)
                rc = exec__cg_tcp_limit(g->mem, memory, tcp_max);
        return rc;
}

int exec_cg_join_fds(exec_cg *g, int fds[EXEC_CG_FDS], int *nfds)
{
        *nfds = 0;
        for (int i = 0; i < CG_NPATHS; i++) {
                if (!g->path[i])
                        continue;
                sbx_autofree char *p = sbx_asprintf("%s/cgroup.procs", g->path[i]);
                int fd = open(p, O_WRONLY | O_CLOEXEC);
                if (fd < 0) {
                        int e = -errno;
                        while (*nfds > 0)
                                close(fds[--*nfds]);
                        return e;
                }
                fds[(*nfds)++] = fd;
        }
        return 0;
}

int exec_cg_add(exec_cg *g, pid_t pid)
{
        char v[32];
        snprintf(v, sizeof v, "%d", (int)pid);
        for (int i = 0; i < CG_NPATHS; i++) {
                int rc = g->path[i] ? exec__cg_write(g->path[i], "cgroup.procs", v) : 0;
                if (rc < 0)
                        return rc;
        }
        return 0;
}

/* Visit every process of dir and its sub-cgroups (1); returns the sum
** of fn's answers. */
static int exec__cg_walk_but(const char *dir, const char *but,
                             int (*fn)(const char *dir, pid_t pid, void *arg), void *arg)
{
        if (but && !strcmp(dir, but))
                return 0;
        int n = 0;
        sbx_autofree char *p = sbx_asprintf("%s/cgroup.procs", dir);
        FILE *f = fopen(p, "re");
        if (f) {
                int pid;
                while (fscanf(f, "%d", &pid) == 1)
                        n += fn(dir, (pid_t)pid, arg);
                fclose(f);
        }
        DIR *d = opendir(dir);
        if (!d)
                return n;
        struct dirent *e;
        while ((e = readdir(d)))
                if (e->d_type == DT_DIR && e->d_name[0] != '.') {
                        sbx_autofree char *sub = sbx_asprintf("%s/%s", dir, e->d_name);
                        n += exec__cg_walk_but(sub, but, fn, arg);
                }
        closedir(d);
        return n;
}

static int exec__cg_walk(const char *dir, int (*fn)(const char *dir, pid_t pid, void *arg),
                         void *arg)
{
        return exec__cg_walk_but(dir, NULL, fn, arg);
}

/* Is pid in the cgroup dir (of the pids or the unified hierarchy)? */
static int exec__cg_has(const char *dir, pid_t pid)
{
        const char *root = exec__cg_ver == CG_V2 ? CG_ROOT : CG_ROOT "/pids";
        size_t rl = strlen(root);
        if (strncmp(dir, root, rl))
                return 0;
        char path[64], line[4096];
        snprintf(path, sizeof path, "/proc/%d/cgroup", (int)pid);
        FILE *f = fopen(path, "re");
        if (!f)
                return 0;
        int yes = 0;
        while (!yes && fgets(line, sizeof line, f)) {
                /* "ID:CONTROLLERS:PATH"; v2's CONTROLLERS is empty */
                line[strcspn(line, "\n")] = 0;
                char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
                if (!b)
                        continue;
                *b = 0;
                int ours = exec__cg_ver == CG_V2 && b == a + 1;
                for (char *t = a + 1, *e; exec__cg_ver != CG_V2 && !ours && t < b; t = e + 1) {
                        e = strchr(t, ',') ?: b;        /* *b is NUL now */
                        ours = e - t == 4 && !strncmp(t, "pids", 4);
                }
                yes = ours && !strcmp(b + 1, dir + rl);
        }
        fclose(f);
        return yes;
}

/* Signal a process read from dir's cgroup.procs (1).  Through a pidfd,
** and only if the process the pidfd names is still in dir: the pid may
** have exited and been reused by another process since it was read. */
static int exec__cg_kill_one(const char *dir, pid_t pid, void *arg)
{
        int sig = *(int *)arg;
        if (!sig)
                return 1;
        int fd = (int)syscall(SYS_pidfd_open, pid, 0);
        if (fd < 0) {
                if (errno == ENOSYS)
                        kill(pid, sig);         /* before 5.3: no pidfds */
                return 1;
        }
        if (exec__cg_has(dir, pid))
                syscall(SYS_pidfd_send_signal, fd, sig, NULL, 0);
        close(fd);
        return 1;
}

struct cg_match {
        int (*fn)(pid_t pid, void *arg);
        void *arg;
};

static int exec__cg_match(const char *dir, pid_t pid, void *arg)
{
        (void)dir;
        struct cg_match *m = arg;
        return m->fn(pid, m->arg);
}

int exec_cg_signal(exec_cg *g, int sig)
{
        if (!g || !g->path[0])
                return 0;       /* v1 exec_cg_mem's: processes are seen through pids */
        /* v2 (5.14+) kills a whole subtree at once, racing no fork */
        if (sig == SIGKILL && exec__cg_ver == CG_V2)
                exec__cg_write(g->path[0], "cgroup.kill", "1");
        return exec__cg_walk(g->path[0], exec__cg_kill_one, &sig);
}

int exec_cg_signal_but(exec_cg *g, exec_cg *but, int sig)
{
        return g ? exec__cg_walk_but(g->path[0], but ? but->path[0] : NULL, exec__cg_kill_one, &sig) : 0;
}

int exec_cg_count(exec_cg *g)
{
        int none = 0;
        return g && g->path[0] ? exec__cg_walk(g->path[0], exec__cg_kill_one, &none) : 0;
}

int exec_cg_find(exec_cg *g, int (*match)(pid_t pid, void *arg), void *arg)
{
        struct cg_match m = { match, arg };
        return g && g->path[0] ? exec__cg_walk(g->path[0], exec__cg_match, &m) : 0;
}

int64_t exec_cg_pids(exec_cg *g)
{
        sbx_autofree char *p = sbx_asprintf("%s/pids.current", g->path[0]);
        sbx_autofree char *s = NULL;
        int rc = sbx_read_file(p, &s, NULL);
        return rc < 0 ? rc : strtoll(s, NULL, 10);
}

void exec_cg_events(exec_cg *g, int *oom, int *pids)
{
        *pids = exec__cg_field(g->path[0], "pids.events", "max") > 0;
        *oom = exec__cg_ooms(g->mem) > g->oom_base;
}

/* (5) */
int64_t exec_cg_cpu_ns(exec_cg *g)
{
        if (exec__cg_ver == CG_V2) {
                sbx_autofree char *p = sbx_asprintf("%s/cpu.stat", g->path[0]);
                if (access(p, R_OK) < 0)
                        return -ENOTSUP;
                return exec__cg_field(g->path[0], "cpu.stat", "usage_usec") * 1000;
        }
        if (!exec__cg_acct || !g->path[exec__cg_acct])
                return -ENOTSUP;
        sbx_autofree char *p = sbx_asprintf("%s/cpuacct.usage", g->path[exec__cg_acct]);
        sbx_autofree char *s = NULL;
        int rc = sbx_read_file(p, &s, NULL);
        if (rc < 0)
                return rc;
        return strtoll(s, NULL, 10);
}

int exec_daemon_usage(const char *dir, const char *name, exec_usage *u)
{
        memset(u, 0, sizeof *u);
        int v = exec__cg_detect();
        if (v == CG_NONE)
                return -ENOTSUP;
        sbx_autofree char *leaf = exec_cg_leaf(dir, name);
        exec_cg *g = exec__cg_paths(v, leaf);
        struct stat sb;
        int rc = stat(g->path[0], &sb) < 0 ? -errno : 0;        /* never made here */
        if (rc == 0) {
                u->cpu_ns = exec_cg_cpu_ns(g);
                u->memory = exec__cg_mem_used(g);
                /* 0 where the kernel does not say: v2 before 5.19 */
                u->memory_peak = exec__cg_mem_read(g, "memory.peak", "memory.max_usage_in_bytes");
                u->pids = exec_cg_pids(g);
                if (u->pids < 0)
                        u->pids = 0;
        }
        exec_cg_free(g);
        return rc;
}

static void exec__cg_rmdirs(const char *dir)
{
        DIR *d = opendir(dir);
        if (d) {
                struct dirent *e;
                while ((e = readdir(d)))
                        if (e->d_type == DT_DIR && e->d_name[0] != '.') {
                                sbx_autofree char *sub = sbx_asprintf("%s/%s", dir, e->d_name);
                                exec__cg_rmdirs(sub);
                        }
                closedir(d);
        }
        rmdir(dir);
}

/* Kill all, wait, read the CPU time (*ns, when asked: every process is
 * gone then, so none runs on uncounted), remove the directories. */
static int exec__cg_destroy(exec_cg *g, int64_t *ns)
{
        /* (2) a fork racing the scan lands in the cgroup and is caught
         * by the next round; pids.max bounds how long that can go on. */
        for (int i = 0; i < 200; i++) {
                if (exec_cg_signal(g, SIGKILL) == 0)
                        break;
                usleep(i < 20 ? 5000 : 25000);
        }
        int left = exec_cg_count(g);
        if (ns)
                *ns = exec_cg_cpu_ns(g);
        for (int i = 0; i < CG_NPATHS; i++)
                if (g->path[i] && !(g->shared && i == CG_MEM && exec__cg_ver == CG_V1))
                        exec__cg_rmdirs(g->path[i]);
        return left ? -EBUSY : 0;
}

int exec_cg_destroy(exec_cg *g)
{
        return exec__cg_destroy(g, NULL);
}

void exec_cg_free(exec_cg *g)
{
        if (!g)
                return;
        for (int i = 0; i < CG_NPATHS; i++)
                free(g->path[i]);
        free(g->mem);
        free(g);
}
