/* cmd_snap.c: capture, snapshots, diff, snapshot-delete, prune, restore,
** fork, gc, export, import, and the snapshot side of verify, list and start.
**
** Each command opens the store ([store] url) as a snap_store and works
** through snapshot/snapshot.h.  The orders that matter (see there):
**   capture: fsync the mount root (sbxfs commits a full batch), then gc
**            lock shared, read meta.db in one read transaction, mark
**            the tree's digest (NAME/capturing), put the object,
**            write the ref, record it in the catalog and drop the mark,
**            unlock.
**   restore: (refused while a turn runs or is queued: ctl_turn_busy)
**            list the executor's commands (said: they end), stop it,
**            take the capture lock, capture the live tree (the undo
**            point), unmount (sbxfs flushes and exits), replace
**            meta.db's rows in one transaction, mark the tree as the
**            snapshot's (NAME/restored), add the snapshot to the ref,
**            record it in the catalog and drop the mark, let the
**            capture lock go, mount again, start the executor again.
**   fork/machine replacement: build STATE/sandboxes/.NAME.tmp.PID/ with
**            meta.db from the snapshot and the mark, then rename it into
**            place: a sandbox appears whole or not at all.
*/
#include "ctl.h"
#include "catalog.h"
#include "../common/sbx.h"
#include "../snapshot/snapshot.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- helpers ---- */
/* Progress on a terminal: one line, rewritten in place. */
static void ctl__progress(void *arg, const char *what, uint64_t items, uint64_t bytes, int done)
{
        static const char *cur;
        static int64_t t0;
        (void)arg;
        if (what != cur) {
                cur = what;
                t0 = sbx_mono_ns();
        }
        double s = (double)(sbx_mono_ns() - t0) / 1e9;
        fprintf(stderr, "\r%s: %llu %s", what, (unsigned long long)items,
                strcmp(what, "warm") ? "chunks" : "files");
        if (bytes)
                fprintf(stderr, ", %.1f MB, %.1f MB/s", (double)bytes / 1e6,
                        s > 0 ? (double)bytes / 1e6 / s : 0.0);
        fprintf(stderr, "\033[K%s", done ? "\n" : "");
}

static int ctl__snap_open(ctl *c, const char *cmd, snap_store **s)
{
        if (!c->json && isatty(STDERR_FILENO))
                snap_progress_set(ctl__progress, NULL);
        (void)cmd;
        return ctl_store_open(c, s);
}

static void ctl__time(int64_t ns, char *buf, size_t n)
{
        time_t t = (time_t)(ns / 1000000000);
        struct tm tm;
        gmtime_r(&t, &tm);
        strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* ms since t0, to the µs: printed in --json with ctl_print_json's 15
** digits, 128.567 (not 128.56654700000001) */
static double ctl__ms(int64_t t0)
{
        return (double)((sbx_mono_ns() - t0 + 500) / 1000) / 1e3;
}

/* Make sbxfs commit everything written so far: fsync of the mount root. */
/* What sbxfs holds, committed: an fsync of the root commits everything
** it was given.  Pages a running process wrote and the kernel still
** caches (no fsync, no close yet) are not forced out (no syncfs): that
** would capture a record torn mid-write, and what such a writer
** fsync'd is in already (tests/snapshot/consist.t). */
/* An errand to a sandbox's mount (a fsync, a statfs) in a process of its
** own, its result sent back through a pipe.  A FUSE request that sbxfs
** has read waits for its answer whatever signal comes, so a caller that
** asked itself (a stop, a turn's end) would be held for good by an sbxfs
** that stopped answering.  The errand runs in a grandchild whose parent
** exits at once: init reaps it, nobody waits for it; it keeps no fd of
** ours but the pipe (a lock fd would outlive a killed sbxctl in it, our
** stdout would keep a `$(sbxctl ...)` waiting). */
struct ctl_errand {
        int fd;                         /* the pipe's read end; -1: none */
        pid_t pid;                      /* the grandchild, once it said */
        int done, rc;
};

/* A flush of a mount: syncfs first, then fsync of its root.  Under the
** writeback cache the kernel keeps pages written to a file still open,
** or through a mapping after its close, for up to dirty_expire (30 s);
** the fsync alone made sbxfs commit what it had, not those, and the
** capture missed them (tests/snapshot/consist.t).  syncfs writes every
** dirty page of the mount back to sbxfs; the fsync then commits.  What
** syncfs says is not ours: a page sbxfs refused (past the quota or
** max_file_size) is the writer's error, told at its fsync or close, and
** not in the tree; failing the capture for it made a sandbox that once
** hit its quota impossible to stop (tests/ctl/quota.t). */
static int ctl__fsync_dir(const char *path)
{
        sbx_autoclose int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0 && syncfs(fd) < 0) {
                /* above */
        }
        return fd < 0 || fsync(fd) < 0 ? -errno : 0;
}

static int ctl__statfs(const char *path)
{
        struct statfs sf;
        return statfs(path, &sf) < 0 ? -errno : 0;
}

static void ctl__errand_say(int fd, int32_t kind, int32_t val)
{
        int32_t m[2] = { kind, val };   /* 8 bytes: one atomic write */
        if (write(fd, m, sizeof m) < 0) {
                /* the caller gave up on us */
        }
}

static int ctl__errand_start(struct ctl_errand *e, int (*fn)(const char *), const char *arg)
{
        *e = (struct ctl_errand){ .fd = -1, .rc = -EIO };
        int p[2];
        if (pipe2(p, O_CLOEXEC) < 0)
                return -errno;
        pid_t ch = fork();
        if (ch == 0) {
                pid_t g = fork();
                if (g == 0) {
                        int w = p[1] == 3 ? 3 : dup2(p[1], 3);  /* fd 3, kept across */
                        if (w < 0 || fcntl(w, F_SETFD, 0) < 0)
                                _exit(1);
                        close_range(4, ~0U, 0);
                        int nul = open("/dev/null", O_RDWR);    /* nor our stdout: a $(sbxctl ...) */
                        for (int i = 0; i < 3 && nul >= 0; i++)  /* would wait for it */
                                dup2(nul, i);
                        ctl__errand_say(3, 1, fn(arg));
                        _exit(0);
                }
                ctl__errand_say(p[1], 0, g);
                _exit(0);
        }
        close(p[1]);
        if (ch < 0) {
                close(p[0]);
                return -EAGAIN;
        }
        while (waitpid(ch, NULL, 0) < 0 && errno == EINTR)
                ;
        e->fd = p[0];
        return 0;
}

/* Take what the errand said; 1 once it ended (e->rc: its result, -EIO
** if it died without one). */
static int ctl__errand_read(struct ctl_errand *e)
{
        int32_t m[2];
        ssize_t n;
        while (!e->done && (n = read(e->fd, m, sizeof m)) != 0) {
                if (n < 0 && errno == EINTR)
                        continue;
                if (n < 0)
                        return 0;               /* nothing yet (O_NONBLOCK) */
                if (n == (ssize_t)sizeof m && m[0] == 0)
                        e->pid = m[1];
                else if (n == (ssize_t)sizeof m) {
                        e->rc = m[1];
                        e->done = 1;
                }
        }
        if (!e->done && n == 0)
                e->done = 1;                    /* died without a word: -EIO */
        return e->done;
}

/* Let it go: one still waiting is killed if it can be, never waited for. */
static void ctl__errand_end(struct ctl_errand *e)
{
        if (e->fd < 0)
                return;
        if (!e->done && e->pid > 0)
                kill(e->pid, SIGKILL);
        close(e->fd);
        e->fd = -1;
}

/* fsync of NAME's mount ws, as an errand.  While it is pending, each
** second a statfs (answered by sbxfs's loop at once, whatever its flusher
** waits for: a store's gc lock, a slow bucket) asks whether sbxfs still
** answers; one left unanswered for [fs] stop_wait seconds fails the flush
** with -ETIMEDOUT, saying what to do. */
static int ctl__fsync_watched(ctl *c, const char *name, const char *ws)
{
        struct ctl_errand f, pr = { .fd = -1 };
        if (ctl__errand_start(&f, ctl__fsync_dir, ws) < 0)
                return ctl__fsync_dir(ws);
        fcntl(f.fd, F_SETFL, O_NONBLOCK);
        const int64_t s = 1000000000ll;
        int64_t probe_at = sbx_mono_ns() + s, probe_t0 = 0;
        int rc = 0;
        while (!ctl__errand_read(&f)) {
                struct pollfd pf[2] = { { .fd = f.fd, .events = POLLIN }, { .fd = pr.fd, .events = POLLIN } };
                poll(pf, 2, 200);
                int64_t now = sbx_mono_ns();
                if (pr.fd >= 0 && ctl__errand_read(&pr)) {
                        ctl__errand_end(&pr);           /* it answers: wait on */
                        probe_at = now + s;
                } else if (pr.fd >= 0 && now - probe_t0 > ctl_stop_wait(c) * s && *name == '.') {
                        rc = -ETIMEDOUT;        /* a scratch tree (artifact): its caller says it */
                        break;
                } else if (pr.fd >= 0 && now - probe_t0 > ctl_stop_wait(c) * s) {
                        fprintf(stderr, "sbxctl: %s: its sbxfs (pid %d) does not answer (a statfs waited "
                                "%llds while a flush was pending); `sbxctl stop %s --force` ends it, "
                                "keeping what it committed\n", name, (int)ctl_sandbox_fs_pid(c, name),
                                (long long)ctl_stop_wait(c), name);
                        rc = -ETIMEDOUT;
                        break;
                } else if (pr.fd < 0 && now >= probe_at && ctl__errand_start(&pr, ctl__statfs, ws) == 0) {
                        fcntl(pr.fd, F_SETFL, O_NONBLOCK);
                        probe_t0 = now;
                }
        }
        if (!rc)
                rc = f.rc;
        ctl__errand_end(&pr);
        ctl__errand_end(&f);
        return rc;
}

int ctl_flush_mount(ctl *c, const char *name)
{
        if (!ctl_sandbox_mounted(c, name))
                return 0;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        return ctl__fsync_watched(c, name, ws);
}

/* The flush and the tree's read, in a thread while the store opens (its
** client library loads, its databases open): each takes tens of
** milliseconds.  The read comes before the gc lock, which needs the
** store; meta.db stays open to tell whether it changed before the lock
** was taken (then the tree is read again under it). */
struct ctl_flush {
        ctl *c;
        const char *name;
        int rc, on;
        pthread_t th;
        int read_rc;                    /* the early read's */
        snap_tree *t;
        snap_tree_src *src;
        int64_t flushed_ns, read_ns;
};

static void *ctl__flush_main(void *arg)
{
        struct ctl_flush *f = arg;
        int64_t t0 = sbx_mono_ns();
        f->rc = ctl_flush_mount(f->c, f->name);
        int64_t t1 = sbx_mono_ns();
        f->flushed_ns = t1 - t0;
        if (f->rc == 0) {
                sbx_autofree char *meta = ctl_sandbox_path(f->c, f->name, "meta.db");
                f->read_rc = snap_tree_read_keep(meta, &f->t, &f->src);
                f->read_ns = sbx_mono_ns() - t1;
        }
        return NULL;
}

static void ctl__flush_start(struct ctl_flush *f, ctl *c, const char *name)
{
        *f = (struct ctl_flush){ .c = c, .name = name, .read_rc = -EAGAIN };
        f->on = pthread_create(&f->th, NULL, ctl__flush_main, f) == 0;
        if (!f->on)
                ctl__flush_main(f);
}

static int ctl__flush_wait(struct ctl_flush *f)
{
        if (f->on)
                pthread_join(f->th, NULL);
        f->on = 0;
        return f->rc;
}

/* The early tree and meta.db's connection, released. */
static void ctl__flush_drop(struct ctl_flush *f)
{
        snap_tree_free(f->t);
        f->t = NULL;
        snap_tree_src_close(f->src);
        f->src = NULL;
        f->read_rc = -EAGAIN;
}

/* The flush thread ended and its tree dropped (a path that captures nothing). */
static void ctl__flush_end(struct ctl_flush *f)
{
        ctl__flush_wait(f);
        ctl__flush_drop(f);
}

/* After ctl__flush_wait: the early tree, if meta.db did not change since
** (the caller holds the gc lock now); else NULL. */
static snap_tree *ctl__flush_tree(struct ctl_flush *f)
{
        snap_tree *t = NULL;
        if (f->read_rc == 0 && !snap_tree_src_changed(f->src)) {
                t = f->t;
                f->t = NULL;
        }
        ctl__flush_drop(f);
        return t;
}

/* Set by ctl_cmd_restore_own and ctl_cmd_diff_own for the call: SNAP is
** looked for in name's ref alone. */
static int ctl__own_only;

/* The tenant of sandbox name as the store's record says it
** (ctl_sandbox_spec: this host's catalog row only while the record is of
** its create; before, the row's was taken first, and a row of a sandbox
** deleted and made again on another host for another tenant gave that
** tenant's snapshots to this one's).  0, -ENOENT (neither says), -errno
** (said). */
static int ctl__tenant_of(ctl *c, snap_store *s, const char *name, char tenant[CTL_NAME_MAX])
{
        return ctl_sandbox_spec(c, s, name, tenant, NULL, NULL);
}

/* Whose a snapshot not in name's ref is, as ctl__resolve_other finds it. */
struct ctl_whose {
        const char *mine;               /* name's tenant (NULL: none, a fork's) */
        int artifact;                   /* the artifacts' ref lists it */
        char other[CTL_NAME_MAX];       /* the first sandbox of another tenant, or */
        char tenant[CTL_NAME_MAX];      /* of none known (""), that lists it */
        int split;                      /* with no mine: another lister's tenant is not
                                         * the first's */
};

/* Does ref list id, and is ref a sandbox of w->mine's tenant?  1 or 0,
** what else it is noted in w (with no w->mine: every lister, 0). */
static int ctl__whose_ref(ctl *c, snap_store *s, const char *ref, const char *id,
                          struct ctl_whose *w)
{
        char got[SNAP_ID_LEN + 1], t[CTL_NAME_MAX] = "";
        if (snap_resolve(s, ref, id, got) < 0)
                return 0;
        if (!strcmp(ref, CTL_ARTIFACTS_REF)) {
                w->artifact = 1;
                return 0;
        }
        int known = ctl__tenant_of(c, s, ref, t) == 0;
        if (w->mine && known && !strcmp(t, w->mine))
                return 1;
        if (*w->other && !w->mine)
                w->split |= strcmp(t, w->tenant) != 0;
        if (!*w->other) {
                snprintf(w->other, sizeof w->other, "%s", ref);
                snprintf(w->tenant, sizeof w->tenant, "%s", t);
        }
        return 0;
}

/* The sandbox (not skip) whose ref lists id and ctl__whose_ref takes,
** into of ("": none): the one its object names first, as snap_resolve
** looks, then every ref.  0 or -errno. */
static int ctl__whose_find(ctl *c, snap_store *s, const char *skip, const char *id,
                           struct ctl_whose *w, char of[CTL_NAME_MAX])
{
        snap_info in;
        const char *first = NULL;
        if (snap_load(s, id, &in, NULL) == 0 && sbx_name_ok(in.sandbox) && strcmp(in.sandbox, skip))
                first = in.sandbox;
        *of = 0;
        if (first && ctl__whose_ref(c, s, first, id, w))
                snprintf(of, CTL_NAME_MAX, "%.*s", CTL_NAME_MAX - 1, first);   /* a name: fits */
        char **v = NULL;
        size_t n = 0;
        int rc;
        if (!*of && (rc = snap_sandboxes(s, &v, &n)) < 0)
                return rc;
        for (size_t i = 0; i < n; i++) {
                if (!*of && strcmp(v[i], skip) && !(first && !strcmp(v[i], first)) &&
                    ctl__whose_ref(c, s, v[i], id, w))
                        snprintf(of, CTL_NAME_MAX, "%s", v[i]);
                free(v[i]);
        }
        free(v);
        return 0;
}

/* A full id that name's ref does not list: a snapshot of another sandbox,
** taken only when a sandbox of name's tenant lists it (the sandbox its
** object names first, as snap_resolve looks, then every ref), never an
** artifact (the artifacts' ref: `artifact get` copies one out).  0 and
** *of (the sandbox whose it is), -ENOENT (no ref lists it), or -EPERM
** after saying why not. */
static int ctl__resolve_other(ctl *c, snap_store *s, const char *cmd, const char *name,
                              const char *id, char of[CTL_NAME_MAX])
{
        char mine[CTL_NAME_MAX];
        struct ctl_whose w = { .mine = mine };
        int rc = ctl__tenant_of(c, s, name, mine);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: %s %s: refused: %.12s is no snapshot of %s, and the tenant "
                        "of %s is not known (%s): another sandbox's is not taken\n", cmd, name, id,
                        name, name, rc == -ENOENT ? "no catalog row nor record" : strerror(-rc));
                return -EPERM;
        }
        if ((rc = ctl__whose_find(c, s, name, id, &w, of)) < 0)
                return rc;
        if (*of)
                return 0;
        if (*w.other && *w.tenant)
                fprintf(stderr, "sbxctl: %s %s: refused: %s is a snapshot of %s, a sandbox of "
                        "tenant %s, and %s is of tenant %s\n", cmd, name, id, w.other, w.tenant,
                        name, mine);
        else if (*w.other)
                fprintf(stderr, "sbxctl: %s %s: refused: %s is a snapshot of %s, whose tenant is "
                        "not known (no catalog row nor record)\n", cmd, name, id, w.other);
        else if (w.artifact)
                fprintf(stderr, "sbxctl: %s %s: refused: %s is an artifact, no sandbox's snapshot "
                        "(sbxctl artifact get copies it out)\n", cmd, name, id);
        else
                return -ENOENT;
        return -EPERM;
}

static int ctl__full_id(const char *arg)
{
        size_t n = strspn(arg, "0123456789abcdef");
        return n == SNAP_ID_LEN && !arg[n];
}

/* Resolve SNAP for a command on sandbox name (restore, diff, export): in
** name's ref; a snapshot of another sandbox by its full id only, and
** only one of a sandbox of name's tenant (ctl__resolve_other: its name
** in *of, "" for name's own), never under ctl__own_only (a turn's
** rollback or diff: never another sandbox's, whatever ids its rows
** name).  With no name (fork), in every ref.  0 or -errno, said. */
static int ctl__resolve(ctl *c, snap_store *s, const char *cmd, const char *name,
                        const char *arg, char id[SNAP_ID_LEN + 1], char of[CTL_NAME_MAX])
{
        int rc = snap_resolve(s, name, arg, id);
        if (of)
                *of = 0;
        if (rc == -ENOENT && name && !ctl__own_only && ctl__full_id(arg) &&
            (rc = ctl__resolve_other(c, s, cmd, name, arg, of)) == 0)
                memcpy(id, arg, SNAP_ID_LEN + 1);
        sbx_autofree char *ea = sbx_escape_text(arg);  /* the operator's bytes: one line */
        if (rc == -ENOENT)
                fprintf(stderr, "sbxctl: %s: no snapshot '%s'%s%s%s\n", cmd, ea,
                        name ? " of " : "", name ? name : "",
                        name && !ctl__own_only && !ctl__full_id(arg) ?
                        " (a snapshot of another sandbox of its tenant is taken by its full id only)" : "");
        else if (rc == -EEXIST)
                fprintf(stderr, "sbxctl: %s: '%s' names more than one snapshot; give more digits\n",
                        cmd, ea);
        else if (rc < 0 && rc != -EPERM)
                fprintf(stderr, "sbxctl: %s: %s\n", cmd, strerror(-rc));
        return rc;
}

static void ctl__json_info(json_t *o, const snap_info *in)
{
        char when[32];
        ctl__time(in->time_ns, when, sizeof when);
        json_object_set_new(o, "id", json_string(in->id));
        json_object_set_new(o, "parent", json_string(in->parent));
        json_object_set_new(o, "sandbox", json_string(in->sandbox));
        json_object_set_new(o, "time", json_string(when));
        json_object_set_new(o, "time_ns", json_integer(in->time_ns));
        ctl_json_set_bytes(o, "label", in->label);  /* one over 255 bytes is cut (sn__copy): maybe mid-character */
        json_object_set_new(o, "files", json_integer((json_int_t)in->files));
        json_object_set_new(o, "bytes", json_integer((json_int_t)in->bytes));
        if (in->tree_bytes)
                json_object_set_new(o, "object_bytes", json_integer((json_int_t)in->tree_bytes));
        if (in->base[0])
                json_object_set_new(o, "base", json_string(in->base));
}

/* ---- capture ---- */
/* name's capture lock: one capture of a sandbox at a time on this host,
** so that they land in the order their trees were read: a tree read
** before another capture's never lands on top of it.  A restore holds it
** from its undo capture until the ref names the restored snapshot.  The
** fd, or -errno printed (fl, if any, dropped).  Not reentrant: each call
** opens the file again, and flock(2) locks of two opens conflict. */
static int ctl__capture_lock(ctl *c, const char *name, struct ctl_flush *fl)
{
        int lk = ctl_lock(c, name, "capture", 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: capture %s: lock: %s\n", name, strerror(-lk));
                if (fl)
                        ctl__flush_end(fl);     /* its thread uses fl: joined first */
        }
        return lk;
}

const char *ctl_capture_error(int rc)
{
        if (rc == -ESTALE)              /* snap.c (9); what it named: logged above */
                return "gc on another host removed part of it while its ref was written; "
                       "nothing recorded (run it again)";
        return strerror(-rc);
}

/* NAME/capturing: the plain tree's digest (snap_tree_digest) of a
** capture on its way to the ref, written (fsynced) before the ref write
** and dropped once the catalog records the snapshot.  Killed in between,
** or the catalog unable to record it (a full state dir), the catalog
** named the tree before, and the next wake took the capture, the ref's
** latest, for another host's: it set the live tree, newer than the
** capture, aside and restored the capture, and what was written after it
** was gone from the sandbox (cmd_sandbox.c (13)).  The wake finds the
** snapshot by the digest instead (ctl_snap_capturing_settle).  Kept when
** the capture fails: its ref write may have landed (S3: an answer lost,
** a check after it failed); the next capture writes its own.  The file
** holds "DIGEST MS", MS the wall clock before the capture: only a
** snapshot taken from then on can be it (an older one of the same tree,
** the catalog's gone from the ref, made a wake keep nothing of what came
** after it), and only while no other host took the lease since (the
** caller's taken_over: another host's capture of the same tree is not
** this tree's). */
#define CTL__CAPTURING "capturing"

int ctl_snap_capturing_settle(ctl *c, const char *name, const snap_info *v, size_t from, size_t n,
                              int taken_over, size_t *at)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, CTL__CAPTURING);
        sbx_autofree char *buf = NULL;
        size_t len;
        if (sbx_read_file(p, &buf, &len) < 0)
                return 0;
        char sum[SNAP_ID_LEN + 1];
        long long ms;
        if (taken_over || sscanf(buf, "%64s %lld", sum, &ms) != 2 || strlen(sum) != SNAP_ID_LEN) {
                unlink(p);      /* another host's since, or not ours to read */
                return 0;
        }
        /* the last with that tree: one after it with the same tree (a
         * second capture of it here) holds nothing this tree lacks */
        snap_store *s;
        int found = 0, rc = 0;
        if (from < n && (rc = ctl_store_open(c, &s)) == 0) {
                for (size_t i = n; i > from && !found && rc == 0; i--) {
                        char d[SNAP_ID_LEN + 1];
                        if (v[i - 1].time_ns / 1000000 < ms)
                                break;          /* taken before this capture */
                        if ((rc = snap_info_digest(s, v[i - 1].id, d)) == 0 && !memcmp(d, sum, SNAP_ID_LEN)) {
                                found = 1;
                                *at = i - 1;
                        }
                }
                snap_close(s);
        }
        if (rc < 0) {           /* cannot say: the marker stays, the wake fails */
                fprintf(stderr, "sbxctl: %s: the snapshot a capture cut short took cannot be looked "
                        "for: %s\n", name, strerror(-rc));
                return rc;
        }
        if (!found)
                unlink(p);      /* the ref did not take it, or another's came after */
        else if (ctl_cat_sandbox_captured(ctl_catalog(c), name, v[*at].id) == 0)
                unlink(p);      /* kept if the catalog could not: the next wake does it */
        return found;
}

/* Capture name's live tree (its flush started as fl, or NULL: flushed
** here), its capture lock held by the caller.  0 (info filled; skipped
** set if unchanged and if_changed), or -errno with the message printed. */
static int ctl__capture_locked(ctl *c, snap_store *s, const char *name, const char *label,
                               int if_changed, snap_info *info, int *skipped, struct ctl_flush *fl)
{
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *mark = ctl_sandbox_path(c, name, CTL__CAPTURING);
        int64_t t0 = sbx_mono_ns();
        int dbg = getenv("SBX_DEBUG") != NULL;
        int rc = fl ? ctl__flush_wait(fl) : ctl_flush_mount(c, name);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: capture %s: fsync of the workspace: %s\n", name, strerror(-rc));
                if (fl)
                        ctl__flush_drop(fl);
                return rc;
        }
        if (dbg && fl)
                sbx_log("capture: workspace flushed %.1f ms, tree read %.1f ms (while the store opened); "
                        "waited %.1f ms", (double)fl->flushed_ns / 1e6, (double)fl->read_ns / 1e6,
                        (double)(sbx_mono_ns() - t0) / 1e6);
        else if (dbg)
                sbx_log("capture: workspace flushed %.1f ms", (double)(sbx_mono_ns() - t0) / 1e6);
        t0 = sbx_mono_ns();
        fs_store *st = snap_chunks(s);
        if ((rc = fs_store_lock(st, FS_LOCK_SH)) < 0) {                 /* snap.c (4) */
                fprintf(stderr, "sbxctl: capture %s: gc lock: %s\n", name, strerror(-rc));
                if (fl)
                        ctl__flush_drop(fl);
                return rc;
        }
        /* the early read stands if meta.db did not change before the lock */
        snap_tree *t = fl ? ctl__flush_tree(fl) : NULL;
        int early = t != NULL;
        if (!t && (rc = snap_tree_read(meta, &t)) < 0) {
                fprintf(stderr, "sbxctl: capture %s: read %s: %s\n", name, meta,
                        rc == -ENOENT ? "no workspace yet (start it once)" : strerror(-rc));
                goto out;
        }
        if (dbg)
                sbx_log("capture: tree %s %.1f ms", early ? "unchanged since its read" : "read",
                        (double)(sbx_mono_ns() - t0) / 1e6);
        if (skipped)
                *skipped = 0;
        char now[SNAP_ID_LEN + 1];
        snap_tree_digest(t, now);
        if (if_changed) {
                snap_info *v;
                size_t n;
                char prev[SNAP_ID_LEN + 1];
                if (snap_list(s, name, &v, &n) == 0 && n &&
                    snap_info_digest(s, v[n - 1].id, prev) == 0 && !strcmp(now, prev)) {
                        *info = v[n - 1];
                        if (skipped)
                                *skipped = 1;
                        free(v);
                        goto out;
                }
                if (rc == 0)
                        free(v);
        }
        /* what the capture is, said before the ref may name it: a
         * capture that cannot say so lands nothing */
        char what[SNAP_ID_LEN + 32];
        snprintf(what, sizeof what, "%s %lld\n", now, (long long)(sbx_now_ns() / 1000000));
        if ((rc = sbx_write_file_atomic(mark, what, strlen(what))) < 0) {
                fprintf(stderr, "sbxctl: capture %s: %s: %s; nothing captured\n", name, mark,
                        strerror(-rc));
                goto out;
        }
        /* fenced by the take this tree is from (any store: cmd_sandbox.c (13)) */
        snap_set_holder_gen(s, ctl_lease_gen(c, name));
        snap_s3_error_clear();
        rc = snap_capture(s, name, t, label, info);
        snap_set_holder_gen(s, 0);
        if (rc == -ESTALE)
                fprintf(stderr, "sbxctl: capture %s: %s\n", name, ctl_capture_error(rc));
        else if (rc < 0)
                fprintf(stderr, "sbxctl: capture %s: %s%s%s%s\n", name, strerror(-rc),
                        *snap_s3_error() ? " (" : "", snap_s3_error(), *snap_s3_error() ? ")" : "");
out:
        /* the tree this host has is the store's latest: a wake after a
         * crash keeps it (ctl__local_stale) */
        if (rc == 0 && (rc = ctl_cat_sandbox_captured(ctl_catalog(c), name, info->id)) < 0)
                fprintf(stderr, "sbxctl: capture %s: snapshot %s is in the store, but the catalog "
                        "could not record it: %s\n", name, info->id, strerror(-rc));
        else if (rc == 0)
                unlink(mark);   /* recorded: the catalog says what the tree is */
        fs_store_unlock(st);
        snap_tree_free(t);
        return rc;
}

/* Is the store's gc lock held exclusively (a gc runs)?  A probe with a
** lock of our own, let go at once. */
int ctl_gc_running(ctl *c)
{
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        sbx_autofree char *path = sbx_asprintf("%s/gc.lock", dir);
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || flock(fd, LOCK_SH | LOCK_NB) == 0)
                return 0;
        return errno == EWOULDBLOCK;
}

/* Capture name for the lifecycle (turns, sleep, stop, --all): unchanged
** trees are not captured again.  0 with id set (the new snapshot, or the
** latest when unchanged; "" when never woken here), or -errno printed.
** With busy_ok, -EBUSY and nothing said when a gc holds the store or
** another capture of name runs: the host service's interval capture,
** which must not wait there (its other work would). */
static int ctl__capture_life(ctl *c, const char *name, const char *label, char id[65], int busy_ok,
                             int *skipped)
{
        int skip = 0;
        if (!skipped)
                skipped = &skip;
        *skipped = 0;
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        struct stat sb;
        id[0] = 0;
        if (stat(meta, &sb) < 0)
                return 0;                       /* never woken here: nothing to capture */
        if (busy_ok && ctl_gc_running(c))
                return -EBUSY;
        sbx_autoclose int lk = ctl_lock(c, name, "capture", busy_ok);
        if (lk < 0) {
                if (lk != -EBUSY || !busy_ok)
                        fprintf(stderr, "sbxctl: capture %s: lock: %s\n", name, strerror(-lk));
                return lk;
        }
        if (stat(meta, &sb) < 0)
                return 0;                       /* deleted or renamed meanwhile */
        struct ctl_flush fl;
        ctl__flush_start(&fl, c, name);
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0) {
                ctl__flush_end(&fl);
                return rc;
        }
        snap_info in;
        rc = ctl__capture_locked(c, s, name, label, 1, &in, skipped, &fl);
        snap_close(s);
        if (rc == 0)
                snprintf(id, 65, "%s", in.id);
        return rc;
}

int ctl_capture(ctl *c, const char *name, const char *label, char id[65])
{
        return ctl__capture_life(c, name, label, id, 0, NULL);
}

int ctl_capture_skip(ctl *c, const char *name, const char *label, char id[65], int *skipped)
{
        return ctl__capture_life(c, name, label, id, 0, skipped);
}

int ctl_capture_try(ctl *c, const char *name, const char *label, char id[65])
{
        return ctl__capture_life(c, name, label, id, 1, NULL);
}

/* Continuous capture: every running sandbox that changed since its
** latest snapshot, once (--all) or every capture_interval (--watch). */
static int ctl__capture_all(ctl *c, int watch)
{
        if (watch && c->cf->snapshot_capture_interval <= 0) {
                fprintf(stderr, "sbxctl: capture --watch: [snapshot] capture_interval is 0\n");
                return 1;
        }
        for (;;) {
                /* the running ones, the mount table read once for all
                 * (capture itself looks again, under the lock) */
                sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
                DIR *d = opendir(dir);
                struct dirent *e;
                char **run = NULL;
                size_t nrun = 0, cap = 0;
                int failed = 0;
                ctl_mounts_hold(c);
                while (d && (e = readdir(d))) {
                        if (e->d_name[0] == '.' || !sbx_name_ok(e->d_name) ||
                            !ctl_sandbox_mounted(c, e->d_name))
                                continue;
                        if (nrun == cap) {
                                cap = cap ? 2 * cap : 16;
                                run = sbx_realloc(run, cap * sizeof *run);
                        }
                        run[nrun++] = sbx_strdup(e->d_name);
                }
                ctl_mounts_drop(c);
                if (d)
                        closedir(d);
                /* --json: an array of {name, id} (--watch: one a pass) */
                json_t *all = c->json ? json_array() : NULL;
                for (size_t i = 0; i < nrun; i++) {
                        char id[SNAP_ID_LEN + 1];
                        if (ctl_capture(c, run[i], "interval", id) < 0)
                                failed = 1;
                        else if (*id && all)
                                json_array_append_new(all, json_pack("{s:s,s:s}", "name", run[i],
                                                                     "id", id));
                        else if (*id)
                                printf("%s %s\n", run[i], id);
                        if (watch)      /* forever: bounded like reap's */
                                ctl_snap_prune_auto(c, run[i], stdout);
                        fflush(stdout);
                        free(run[i]);
                }
                free(run);
                if (all) {              /* one line (a pass's) */
                        ctl_print_json(all);
                        fflush(stdout);
                }
                if (!watch)
                        return failed;
                sleep((unsigned)c->cf->snapshot_capture_interval);
        }
}

int ctl_cmd_capture(ctl *c, int argc, char **argv)
{
        const char *name = NULL, *label = "";
        int if_changed = 0, all = 0, watch = 0;
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--label") && i + 1 < argc)
                        label = argv[++i];
                else if (!strncmp(argv[i], "--label=", 8))
                        label = argv[i] + 8;
                else if (!strcmp(argv[i], "--if-changed"))
                        if_changed = 1;
                else if (!strcmp(argv[i], "--all"))
                        all = 1;
                else if (!strcmp(argv[i], "--watch"))
                        all = watch = 1;
                else if (!name && argv[i][0] != '-')
                        name = argv[i];
                else
                        return ctl_usage(argv[0]);
        }
        if (all && !name)
                return ctl__capture_all(c, watch);
        if (!name || all)
                return ctl_usage(argv[0]);
        json_t *lj = json_string(label);
        if (!lj || strlen(label) > 255) {
                fprintf(stderr, "sbxctl: capture: a label is UTF-8 text of at most 255 bytes\n");
                json_decref(lj);
                return 2;
        }
        json_decref(lj);
        if (ctl_bad_name(argv[0], "sandbox", name))
                return 2;
        if (!strcmp(name, CTL_ARTIFACTS_REF)) {
                fprintf(stderr, "sbxctl: capture: the name %s is reserved (artifacts)\n", name);
                return 1;
        }
        if (!ctl_sandbox_exists(c, name)) {
                fprintf(stderr, "sbxctl: capture %s: no such sandbox\n", name);
                return 1;
        }
        snap_store *s;
        int64_t t0 = sbx_mono_ns();
        /* NAME's lifecycle lock, shared, before its capture lock (the
         * order a restore takes them): a wake here (a start, an exec's)
         * holds it while it takes the lease on and mounts, and a capture
         * of the tree at rest that ran meanwhile read a tree of the
         * generation before and was refused as if another host had taken
         * the sandbox over.  It waits for a stop or restore under way. */
        sbx_autoclose int life = ctl_lock_shared(c, name, 1);
        if (life < 0) {
                fprintf(stderr, "sbxctl: capture %s: its lifecycle lock: %s\n", name, strerror(-life));
                return 1;
        }
        /* the lock first, then the flush: a restore holding it replaces
         * the mount, and a flush started before would meet its unmount */
        sbx_autoclose int lk = ctl__capture_lock(c, name, NULL);
        if (lk < 0)
                return 1;
        if (!ctl_sandbox_exists(c, name)) {     /* a delete or rename had the lock */
                fprintf(stderr, "sbxctl: capture %s: no such sandbox (deleted or renamed "
                        "meanwhile)\n", name);
                ctl_lock_forget_unmade(c, name);        /* made again by our shared take */
                return 1;
        }
        struct ctl_flush fl;
        ctl__flush_start(&fl, c, name);
        if (ctl__snap_open(c, "capture", &s) < 0) {
                ctl__flush_end(&fl);
                return 1;
        }
        if (getenv("SBX_DEBUG"))
                sbx_log("capture: store opened %.1f ms", ctl__ms(t0));
        snap_info in;
        int skipped = 0;
        int rc = ctl__capture_locked(c, s, name, label, if_changed, &in, &skipped, &fl);
        snap_s3_stats s3st = { 0 };
        if (snap_s3_client(s))
                snap_s3_get_stats(snap_s3_client(s), &s3st);
        double ms = ctl__ms(t0);
        snap_close(s);
        if (getenv("SBX_DEBUG"))
                sbx_log("capture: store closed %.1f ms", ctl__ms(t0) - ms);
        if (rc < 0)
                return 1;
        if (c->json) {
                json_t *o = json_object();
                ctl__json_info(o, &in);
                json_object_set_new(o, "unchanged", json_boolean(skipped));
                json_object_set_new(o, "ms", json_real(ms));
                if (s3st.requests)
                        json_object_set_new(o, "s3", json_pack("{s:I,s:I,s:I,s:I,s:I}",
                                "requests", (json_int_t)s3st.requests, "puts", (json_int_t)s3st.puts,
                                "gets", (json_int_t)s3st.gets, "retries", (json_int_t)s3st.retries,
                                "bytes_sent", (json_int_t)s3st.bytes_sent));
                ctl_print_json(o);
        } else {
                if (skipped)
                        printf("%s unchanged since its latest snapshot\n", name);
                else
                        printf("captured %s: %llu files, %llu bytes in %.0f ms\n", name,
                               (unsigned long long)in.files, (unsigned long long)in.bytes, ms);
                printf("%s\n", in.id);
        }
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        return 0;
}

/* ---- snapshots ---- */
int ctl_cmd_snapshots(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        snap_store *s;
        if (ctl__snap_open(c, "snapshots", &s) < 0)
                return 1;
        snap_info *v;
        size_t n;
        int rc = snap_list(s, argv[1], &v, &n);
        snap_close(s);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: snapshots %s: %s\n", argv[1], strerror(-rc));
                return 1;
        }
        if (!n && ctl_sandbox_unknown(c, "snapshots", argv[1])) {
                free(v);
                return 1;
        }
        if (c->json) {
                json_t *a = json_array();
                for (size_t i = 0; i < n; i++) {
                        json_t *o = json_object();
                        ctl__json_info(o, &v[i]);
                        json_object_set_new(o, "latest", json_boolean(i + 1 == n));
                        json_array_append_new(a, o);
                }
                ctl_print_json(a);
        } else {
                if (n)
                        printf("%-64s  %-20s %8s %12s  %s\n", "ID", "TIME", "FILES", "BYTES", "LABEL");
                for (size_t i = 0; i < n; i++) {
                        char when[32];
                        ctl__time(v[i].time_ns, when, sizeof when);
                        printf("%-64s  %-20s %8llu %12llu  %s\n", v[i].id, when,
                               (unsigned long long)v[i].files, (unsigned long long)v[i].bytes,
                               v[i].label);
                }
        }
        free(v);
        return 0;
}

/* ---- diff ---- */
/* A tree for diff: "live" (the sandbox's meta.db, flushed) or a snapshot.
** The live tree is this host's only while no other host runs the sandbox
** (refused, naming it) or ran it since: its latest snapshot is the
** sandbox's tree then, at rest (said).  Before, the old tree here was
** read as live ("0 added, 0 modified, 0 deleted").  So it is when this
** host has no tree of it (never run here): before, "the live tree: No
** such file or directory". */
static int ctl__diff_tree(ctl *c, snap_store *s, const char *name, const char *arg, snap_tree **t)
{
        int rc;
        char by[CTL_HOLDER_MAX], latest[SNAP_ID_LEN + 1];
        /* NAME's lifecycle lock, shared, while the live tree is judged
         * and read (none yet: nothing ran here to hold it): a wake here
         * takes the lease on before the tree's generation follows, and a
         * diff in between said another host had run it since and
         * compared with the store's latest instead */
        sbx_autoclose int life = !strcmp(arg, "live") ? ctl_lock_shared(c, name, 0) : -1;
        (void)life;
        if (!strcmp(arg, "live") && (rc = ctl_sandbox_behind(c, name, by, latest)) != 0) {
                if (rc == 1)
                        fprintf(stderr, "sbxctl: diff %s: the sandbox runs on %s: its live tree is "
                                "there, not here (diff it there, or against a snapshot)\n", name, by);
                else if (rc == 2 && !*latest)
                        fprintf(stderr, "sbxctl: diff %s: this host's tree is not the sandbox's "
                                "latest, and the store has no snapshot of it\n", name);
                if (rc != 2 || !*latest)
                        return rc < 0 ? rc : -ESTALE;
                fprintf(stderr, "sbxctl: diff %s: another host ran it since this host's tree "
                        "(or its snapshot is gone): comparing with the store's latest snapshot "
                        "%.12s, its tree at rest\n", name, latest);
                arg = latest;
        }
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        if (!strcmp(arg, "live") && access(meta, F_OK) < 0 && errno == ENOENT) {
                snap_info *v = NULL;
                size_t n = 0;
                if ((rc = snap_list(s, name, &v, &n)) == 0 && n)
                        snprintf(latest, sizeof latest, "%s", v[n - 1].id);
                free(v);
                if (rc < 0 || !n) {
                        fprintf(stderr, "sbxctl: diff %s: this host has no tree of it, and %s%s\n", name,
                                rc < 0 ? "its snapshots in the store cannot be listed: " :
                                "the store has no snapshot of it", rc < 0 ? strerror(-rc) : "");
                        return rc < 0 ? rc : -ENOENT;
                }
                fprintf(stderr, "sbxctl: diff %s: this host has no tree of it: comparing with the "
                        "store's latest snapshot %.12s, its tree at rest\n", name, latest);
                arg = latest;
        }
        if (!strcmp(arg, "live")) {
                if ((rc = ctl_flush_mount(c, name)) < 0 || (rc = snap_tree_read(meta, t)) < 0)
                        fprintf(stderr, "sbxctl: diff %s: the live tree: %s\n", name, strerror(-rc));
                return rc;
        }
        char id[SNAP_ID_LEN + 1], of[CTL_NAME_MAX];
        if ((rc = ctl__resolve(c, s, "diff", name, arg, id, of)) < 0)
                return rc;
        if (*of)
                fprintf(stderr, "sbxctl: diff %s: %s is a snapshot of %s\n", name, id, of);
        if ((rc = snap_load(s, id, NULL, t)) < 0)
                fprintf(stderr, "sbxctl: diff: snapshot %s: %s\n", id, strerror(-rc));
        return rc;
}

/* One change of a diff, printed as it comes (snap_diff: its path lives
** only for the call): --json's document is written a change at a time,
** as ctl_print_json would print it whole. */
struct ctl_diff { int json; size_t cnt[3]; };

static int ctl__diff_line(void *arg, const snap_change *v)
{
        struct ctl_diff *d = arg;
        int first = !(d->cnt[0] + d->cnt[1] + d->cnt[2]);
        d->cnt[v->kind == 'A' ? 0 : v->kind == 'M' ? 1 : 2]++;
        if (d->json) {
                json_t *o = json_pack("{s:s#,s:s#,s:I,s:I}", "change", &v->kind, (size_t)1,
                                      "type", &v->type, (size_t)1,
                                      "old_size", (json_int_t)v->old_size,
                                      "new_size", (json_int_t)v->new_size);
                ctl_json_set_bytes(o, "path", v->path);         /* path_b64 if not UTF-8 */
                char *s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII);
                printf("%s%s", first ? "" : ",", s ? s : "null");
                free(s);
                json_decref(o);
                return 0;
        }
        sbx_autofree char *esc = sbx_escape_text(v->path);
        const char *suffix = v->type == 'd' && strcmp(v->path, "/") ? "/" : "";
        if (v->kind == 'M')
                printf("M %12llu -> %-12llu %s%s\n", (unsigned long long)v->old_size,
                       (unsigned long long)v->new_size, esc, suffix);
        else
                printf("%c %12llu %15s %s%s\n", v->kind,
                       (unsigned long long)(v->kind == 'A' ? v->new_size : v->old_size),
                       "", esc, suffix);
        return 0;
}

int ctl_cmd_diff(ctl *c, int argc, char **argv)
{
        if (argc != 3 && argc != 4)
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        if (ctl_sandbox_unknown(c, "diff", argv[1]))
                return 1;       /* not "the live tree: No such file or directory" */
        snap_store *s;
        if (ctl__snap_open(c, "diff", &s) < 0)
                return 1;
        snap_tree *a = NULL, *b = NULL;
        int rc = ctl__diff_tree(c, s, argv[1], argv[2], &a);
        if (!rc)
                rc = ctl__diff_tree(c, s, argv[1], argc == 4 ? argv[3] : "live", &b);
        snap_close(s);
        if (rc < 0) {
                snap_tree_free(a);
                return 1;
        }
        struct ctl_diff d = { c->json, { 0 } };
        if (d.json)
                printf("{\"changes\":[");
        snap_diff(a, b, ctl__diff_line, &d);
        if (d.json)
                printf("],\"added\":%zu,\"modified\":%zu,\"deleted\":%zu}\n",
                       d.cnt[0], d.cnt[1], d.cnt[2]);
        else
                printf("%zu added, %zu modified, %zu deleted\n", d.cnt[0], d.cnt[1], d.cnt[2]);
        snap_tree_free(a);
        snap_tree_free(b);
        return 0;
}

int ctl_cmd_diff_own(ctl *c, int argc, char **argv)
{
        ctl__own_only = 1;
        int rc = ctl_cmd_diff(c, argc, argv);
        ctl__own_only = 0;
        return rc;
}

/* ---- snapshot-delete ---- */
/* Its turns, and so which of its snapshots they need, are the host's
** that runs it (any store: cmd_sandbox.c (13)): 0 when that is this
** host or none, else -EREMOTE (another host runs it) or -errno (its
** lease cannot be read), said as cmd's refusal. */
static int ctl__held_elsewhere(ctl *c, snap_store *s, const char *cmd, const char *name)
{
        snap_lease l;
        int held = ctl_held_elsewhere(c, s, name, &l);
        if (held == 0)
                return 0;
        fprintf(stderr, "sbxctl: %s %s: %s%s%s%s%s\n", cmd, name,
                held < 0 ? "its lease cannot be read: " : "another host runs it: ",
                held < 0 ? strerror(-held) : l.holder, held < 0 ? "" : " (", held < 0 ? "" : cmd,
                held < 0 ? "" : " it there)");
        return held < 0 ? held : -EREMOTE;
}

static int64_t ctl__turn_keeps(const ctl_turn *tv, size_t tn, const snap_info *in);

/* Is snapshot id of name one of a live turn's (queued, running, ending
** here), by the turn's row or the label its capture gives?  0: no; 1
** with *turn and *after (its after snapshot, else its before); -errno,
** said. */
static int ctl__turn_snap(ctl *c, snap_store *s, const char *name, const char *id, int64_t *turn,
                          int *after)
{
        ctl_turn *tv = NULL;
        size_t tn = 0;
        int rc = ctl_cat_turn_list(ctl_catalog(c), name, "queued running ending", &tv, &tn);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: snapshot-delete %s: turns: %s\n", name, strerror(-rc));
                return rc;
        }
        snap_info *v = NULL;
        size_t n = 0;
        if (tn && (rc = snap_list(s, name, &v, &n)) < 0) {
                fprintf(stderr, "sbxctl: snapshot-delete %s: the snapshots cannot be listed: %s\n", name,
                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                free(tv);
                return rc;
        }
        *turn = 0;
        *after = 0;
        /* by a row first (which of its two it is), then by a label */
        for (size_t k = 0; k < tn && !*turn; k++)
                if (!strcmp(tv[k].after, id) || !strcmp(tv[k].before, id)) {
                        *turn = tv[k].id;
                        *after = !strcmp(tv[k].after, id);
                }
        for (size_t i = 0; i < n && !*turn; i++)
                if (!strcmp(v[i].id, id) && (*turn = ctl__turn_keeps(tv, tn, &v[i])) != 0)
                        *after = strncmp(v[i].label, "after turn ", 11) == 0;
        free(v);
        free(tv);
        return *turn != 0;
}

int ctl_cmd_snapshot_delete(ctl *c, int argc, char **argv)
{
        if (argc != 3)
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        if (ctl_sandbox_unknown(c, "snapshot-delete", argv[1]))
                return 1;       /* not "no such snapshot of this sandbox" */
        snap_store *s;
        ctl_store_room(c, "snapshot-delete");  /* a full disk: the store's reserve */
        if (ctl__snap_open(c, "snapshot-delete", &s) < 0)
                return 1;
        char id[SNAP_ID_LEN + 1];
        int rc = snap_resolve(s, argv[1], argv[2], id);
        /* as prune: under the capture lock, refused while another host
         * runs it (its turns are there), and a live turn's snapshot kept
         * (its before is what turn end --failed and rollback put back:
         * deleted, the turn could not be rolled back) */
        sbx_autoclose int lk = rc == 0 ? ctl_lock(c, argv[1], "capture", 0) : -1;
        if (rc == 0 && lk < 0) {
                fprintf(stderr, "sbxctl: snapshot-delete %s: lock: %s\n", argv[1], strerror(-lk));
                snap_close(s);
                return 1;
        }
        if (rc == 0 && ctl__held_elsewhere(c, s, "snapshot-delete", argv[1]) < 0) {
                snap_close(s);
                return 1;
        }
        int64_t turn;
        int after;
        if (rc == 0 && (rc = ctl__turn_snap(c, s, argv[1], id, &turn, &after)) != 0) {
                snap_close(s);
                if (rc < 0)
                        return 1;
                fprintf(stderr, "sbxctl: snapshot-delete %s %s: turn %lld still needs it (its %s "
                        "snapshot; end or cancel the turn first)\n", argv[1], argv[2],
                        (long long)turn, after ? "after" : "before");
                return 1;
        }
        if (rc == 0)
                rc = snap_delete(s, argv[1], id);
        snap_close(s);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: snapshot-delete %s %s: %s\n", argv[1], argv[2],
                        rc == -ENOENT ? "no such snapshot of this sandbox" :
                        rc == -EEXIST ? "ambiguous; give more digits" : strerror(-rc));
                return 1;
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s,s:s}", "name", argv[1], "id", id, "result", "deleted"));
        else
                printf("deleted snapshot %s of %s (its chunks are left to gc)\n", id, argv[1]);
        ctl_audit_cmd(c, argv[1], 0, argc, argv, 0);
        return 0;
}

/* ---- prune: retention ---- */
/* Which of a sandbox's snapshots stay (a restic or borg operator's
** forget/prune): one is kept when any reason holds, and the rest leave
** its ref in one compare-and-swap (snap_delete_some, snap.c (7)); their
** objects and the chunks only they held go at the next gc, which keeps a
** delta's base object while a kept delta names it (snap.c (5)).
**   latest      the ref's last: what a wake brings back, the next parent
**   label       an operator's label (capture --label): not one of the
**               lifecycle's own (ctl__label_auto)
**   turn N      the begin or end snapshot of a turn still queued or
**               running here: the catalog's row, or the label a turn's
**               capture gives before its row records the id
**   last        among the newest keep_last
**   within      taken within keep_within of the latest's time (a
**               stamp later than the latest's, a clock that was ahead,
**               counts as the latest's)
** The prune holds the sandbox's capture lock, so no capture, restore or
** rename of it on this host runs in between its listing and its swap. */
struct ctl_keep {
        int64_t last;                   /* 0: the rule is off */
        int64_t within;                 /* seconds; 0: off */
};

/* Labels the lifecycle gives its captures: turns, sleep, stop, the
** interval, a restore's undo point, and none (capture without --label). */
static int ctl__label_auto(const char *l)
{
        long long n;
        int end = -1;
        if (!*l || !strcmp(l, "interval") || !strcmp(l, "stop") || !strcmp(l, "sleep") ||
            !strncmp(l, "before restore to ", 18))
                return 1;
        if (sscanf(l, "before turn %lld%n", &n, &end) == 1 && end > 0 && !l[end])
                return 1;
        return sscanf(l, "after turn %lld (%n", &n, &end) == 1 && end > 0;
}

/* The turn a lifecycle label names ("before turn N", "after turn N (..)"), 0 if none. */
static int64_t ctl__label_turn(const char *l)
{
        long long n;
        if (sscanf(l, "before turn %lld", &n) == 1 || sscanf(l, "after turn %lld", &n) == 1)
                return n;
        return 0;
}

/* "1d12h" for 129600 seconds: a duration as --keep-within takes it. */
static void ctl__dur_text(int64_t s, char *buf, size_t cap)
{
        static const struct { const char *u; int64_t n; } units[] = {
                { "w", 7 * 86400 }, { "d", 86400 }, { "h", 3600 }, { "min", 60 }, { "s", 1 } };
        size_t o = 0;
        buf[0] = 0;
        for (size_t i = 0; i < SBX_ARRAY_LEN(units) && o < cap; i++)
                if (s >= units[i].n) {
                        o += (size_t)snprintf(buf + o, cap - o, "%lld%s", (long long)(s / units[i].n),
                                              units[i].u);
                        s %= units[i].n;
                }
        if (!buf[0])
                snprintf(buf, cap, "0s");
}

/* Is id (or the turn its label names) one of a live turn's? */
static int64_t ctl__turn_keeps(const ctl_turn *tv, size_t tn, const snap_info *in)
{
        int64_t lt = ctl__label_turn(in->label);
        for (size_t k = 0; k < tn; k++)
                if (!strcmp(tv[k].before, in->id) || !strcmp(tv[k].after, in->id) ||
                    (lt && lt == tv[k].id))
                        return tv[k].id;
        return 0;
}

/* Append reason r to why ("latest,label"). */
static void ctl__why_add(char *why, size_t cap, const char *r)
{
        size_t o = strlen(why);
        snprintf(why + o, cap - o, "%s%s", o ? "," : "", r);
}

/* Why v[i] of n is kept (reasons written into why), or 0: pruned. */
static int ctl__keep_why(const snap_info *v, size_t n, size_t i, int64_t newest,
                         const struct ctl_keep *kp, const ctl_turn *tv, size_t tn,
                         char *why, size_t cap)
{
        int64_t turn = ctl__turn_keeps(tv, tn, &v[i]);
        char tw[32];
        why[0] = 0;
        if (i + 1 == n)
                ctl__why_add(why, cap, "latest");
        if (!ctl__label_auto(v[i].label))
                ctl__why_add(why, cap, "label");
        if (turn && snprintf(tw, sizeof tw, "turn %lld", (long long)turn) > 0)
                ctl__why_add(why, cap, tw);
        if (kp->last > 0 && (int64_t)(n - i) <= kp->last)
                ctl__why_add(why, cap, "last");
        /* a stamp later than the latest's counts as the latest's */
        int64_t t = v[i].time_ns < newest ? v[i].time_ns : newest;
        if (kp->within > 0 && newest - t <= kp->within * 1000000000LL)
                ctl__why_add(why, cap, "within");
        return why[0] != 0;
}

/* What a prune of name did with its n snapshots v (why[i] "": removed,
** gone of them): a line each to out, or the JSON document in *report. */
static void ctl__prune_report(const char *name, const snap_info *v, size_t n, char *const *why,
                              size_t gone, int dry, FILE *out, json_t **report)
{
        size_t kept = 0;
        for (size_t i = 0; i < n; i++)
                kept += *why[i] != 0;
        if (!report && out)
                fprintf(out, "%s: %zu %s, %zu kept\n", name, gone,
                        dry ? "would be removed (dry run: nothing changed)" : "removed", kept);
        json_t *jk = json_array(), *jr = json_array();
        for (size_t i = 0; i < n; i++) {
                char when[32];
                ctl__time(v[i].time_ns, when, sizeof when);
                if (!report) {
                        sbx_autofree char *lb = sbx_escape_text(v[i].label);
                        if (out)
                                fprintf(out, "  %-12s %s  %s  %-16s%s%s\n",
                                        *why[i] ? "keep" : dry ? "would remove" : "remove", v[i].id,
                                        when, *why[i] ? why[i] : "-", *lb ? "  " : "", lb);
                        continue;
                }
                json_t *o = json_pack("{s:s,s:s,s:I}", "id", v[i].id, "time", when,
                                      "time_ns", (json_int_t)v[i].time_ns);
                ctl_json_set_bytes(o, "label", v[i].label);
                if (*why[i]) {
                        json_t *r = json_array();
                        sbx_autofree char *w = sbx_strdup(why[i]);
                        char *save = NULL;
                        for (char *t = strtok_r(w, ",", &save); t; t = strtok_r(NULL, ",", &save))
                                json_array_append_new(r, json_string(t));
                        json_object_set_new(o, "reasons", r);
                }
                json_array_append_new(*why[i] ? jk : jr, o);
        }
        if (report) {
                *report = json_pack("{s:s,s:b,s:o,s:o}", "sandbox", name, "dry_run", dry,
                                    "removed", jr, "kept", jk);
        } else {
                json_decref(jk);
                json_decref(jr);
        }
}

/* Prune name's snapshots by kp (dry: only say what would go).  The
** capture lock is waited for unless nonblock (-EBUSY, nothing said);
** -EREMOTE: another host runs it (a fleet).
** Each snapshot is reported to out (text) or into *report (JSON,
** malloc'd, when report is not NULL); *removed counts what left the ref.
** 0, or -errno with the message printed. */
static int ctl__prune(ctl *c, snap_store *s, const char *name, const struct ctl_keep *kp, int dry,
                      int nonblock, FILE *out, json_t **report, size_t *removed)
{
        *removed = 0;
        sbx_autoclose int lk = ctl_lock(c, name, "capture", nonblock);
        if (lk < 0) {
                if (lk != -EBUSY || !nonblock)
                        fprintf(stderr, "sbxctl: prune %s: lock: %s\n", name, strerror(-lk));
                return lk;
        }
        int held = ctl__held_elsewhere(c, s, "prune", name);
        if (held < 0)
                return held;
        snap_info *v;
        size_t n;
        int rc = snap_list(s, name, &v, &n);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: prune %s: the snapshots cannot be listed: %s\n", name,
                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                return rc;
        }
        /* turns read after the list: a turn whose capture is listed was
         * queued or running then, and still is unless it ended since */
        ctl_turn *tv = NULL;
        size_t tn = 0;
        if ((rc = ctl_cat_turn_list(ctl_catalog(c), name, "queued running ending", &tv, &tn)) < 0) {
                fprintf(stderr, "sbxctl: prune %s: turns: %s\n", name, strerror(-rc));
                free(v);
                return rc;
        }
        /* keep_within's anchor: the latest in ref order (the ref is
         * causal), not the largest stamp, which a capture under a wall
         * clock that was ahead would put in the future */
        int64_t newest = n ? v[n - 1].time_ns : 0;
        const char **gone = sbx_calloc(n ? n : 1, sizeof *gone);
        char **why = sbx_calloc(n ? n : 1, sizeof *why);
        size_t ngone = 0;
        for (size_t i = 0; i < n; i++) {
                why[i] = sbx_malloc(128);
                if (!ctl__keep_why(v, n, i, newest, kp, tv, tn, why[i], 128))
                        gone[ngone++] = v[i].id;
        }
        if (!dry && ngone && (rc = snap_delete_some(s, name, gone, ngone, removed)) < 0)
                fprintf(stderr, "sbxctl: prune %s: %s\n", name, strerror(-rc));
        if (rc == 0)
                ctl__prune_report(name, v, n, why, dry ? ngone : *removed, dry, out, report);
        for (size_t i = 0; i < n; i++)
                free(why[i]);
        free(why);
        free(gone);
        free(tv);
        free(v);
        return rc;
}

int ctl_snap_listed(ctl *c, const char *cmd, const char *name, const char *id)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_info *v;
        size_t n;
        if ((rc = snap_list(s, name, &v, &n)) < 0)
                fprintf(stderr, "sbxctl: %s %s: the snapshots cannot be listed: %s\n", cmd, name,
                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        snap_close(s);
        for (size_t i = 0; rc == 0 && i < n; i++)
                if (!strcmp(v[i].id, id))
                        rc = 1;
        if (rc >= 0)
                free(v);
        return rc;
}

/* The rules of [snapshot] keep_last and keep_within. */
static struct ctl_keep ctl__keep_conf(ctl *c)
{
        return (struct ctl_keep){ c->cf->snapshot_keep_last, c->cf->snapshot_keep_within };
}

int ctl_cmd_prune(ctl *c, int argc, char **argv)
{
        const char *name = NULL;
        int all = 0, dry = 0, given = 0;
        struct ctl_keep kp = { 0, 0 };
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--keep-last") && i + 1 < argc) {
                        if (sbx_parse_int(argv[++i], &kp.last) < 0 || kp.last < 0)
                                return ctl_bad_value(argv[0], argv[i - 1], argv[i], "a count");
                        given = 1;
                } else if (!strcmp(argv[i], "--keep-within") && i + 1 < argc) {
                        if (sbx_parse_duration(argv[++i], &kp.within) < 0 ||
                            kp.within > 3650LL * 86400) {
                                return ctl_bad_value(argv[0], argv[i - 1], argv[i], "a duration "
                                        "up to 10 years: seconds, or e.g. 90s, 30min, 12h, 1d, 2w "
                                        "(\"m\" is ambiguous: minutes or months)");
                        }
                        given = 1;
                } else if (!strcmp(argv[i], "--dry-run") || !strcmp(argv[i], "-n")) {
                        dry = 1;
                } else if (!strcmp(argv[i], "--all")) {
                        all = 1;
                } else if (!name && argv[i][0] != '-') {
                        name = argv[i];
                } else {
                        return ctl_usage(argv[0]);
                }
        }
        if (!!name == !!all)
                return ctl_usage(argv[0]);
        if (name && ctl_bad_name(argv[0], "sandbox", name))
                return 2;
        if (given && kp.last <= 0 && kp.within <= 0) {
                fprintf(stderr, "sbxctl: prune: no rule keeps anything but the latest, labelled and "
                        "turns' snapshots: give --keep-last N or --keep-within DURATION (a rule "
                        "of 0 is off)\n");
                return 2;
        }
        if (!given)
                kp = ctl__keep_conf(c);
        /* this host's sandboxes: their turns are in this catalog */
        ctl_sandbox *sv = NULL;
        size_t sn = 0;
        ctl_cat *k = ctl_catalog(c);
        if (name) {
                sv = sbx_calloc(1, sizeof *sv);
                if (!strcmp(name, CTL_ARTIFACTS_REF) || ctl_cat_sandbox_get(k, name, sv) < 0) {
                        fprintf(stderr, "sbxctl: prune %s: no such sandbox\n", name);
                        free(sv);
                        return 1;
                }
                sn = 1;
        } else if (ctl_cat_sandbox_list(k, &sv, &sn) < 0) {
                fprintf(stderr, "sbxctl: prune: the catalog cannot be read\n");
                return 1;
        }
        /* retention off by the config, as reap takes it: a valid call
         * that prunes nothing (it was a usage error, exit 2) */
        if (kp.last <= 0 && kp.within <= 0) {
                ctl_cat_sandbox_list_free(sv, sn);
                if (c->json)
                        ctl_print_json(json_pack("{s:s}", "retention", "off"));
                else
                        printf("prune: retention is off ([snapshot] keep_last and keep_within are "
                               "0): nothing pruned (--keep-last N or --keep-within DURATION prunes "
                               "by hand)\n");
                return 0;
        }
        snap_store *s;
        if (!dry)
                ctl_store_room(c, "prune");     /* a full disk: the store's reserve */
        if (ctl__snap_open(c, "prune", &s) < 0) {
                ctl_cat_sandbox_list_free(sv, sn);
                return 1;
        }
        char within[32];
        ctl__dur_text(kp.within, within, sizeof within);
        if (!c->json)
                printf("rules: keep-last %lld, keep-within %s%s\n", (long long)kp.last,
                       kp.within ? within : "off", given ? "" : " ([snapshot] keep_last, keep_within)");
        json_t *arr = c->json ? json_array() : NULL;
        int failed = 0;
        for (size_t i = 0; i < sn; i++) {
                if (!strcmp(sv[i].state, "deleting")) {
                        if (name)
                                fprintf(stderr, "sbxctl: prune %s: it is being deleted\n", name);
                        failed |= name != NULL;
                        continue;
                }
                json_t *one = NULL;
                size_t removed;
                if (ctl__prune(c, s, sv[i].name, &kp, dry, 0, stdout, arr ? &one : NULL, &removed) < 0)
                        failed = 1;
                if (!dry && removed)    /* the sandboxes it changed */
                        ctl_audit_cmd(c, sv[i].name, 0, argc, argv, 0);
                if (one && name)
                        ctl_print_json(one);
                else if (one)
                        json_array_append_new(arr, one);
        }
        snap_close(s);
        ctl_cat_sandbox_list_free(sv, sn);
        if (arr && !name)
                ctl_print_json(arr);
        else
                json_decref(arr);
        return failed;
}

/* The host service's retention (reap): prune name by [snapshot]
** keep_last and keep_within once it has a capture this process has not
** pruned after, never waiting for its capture lock (a capture runs: the
** next round).  The sandboxes pruned at a capture are remembered for the
** life of the process, so a loop reads a ref only after a capture.
** 1 if snapshots were removed, 0 if none, -errno. */
struct ctl_pruned { char name[CTL_NAME_MAX]; char id[CTL_SNAP_MAX]; };
static struct ctl_pruned *ctl__pruned;
static size_t ctl__npruned;

int ctl_snap_prune_auto(ctl *c, const char *name, FILE *out)
{
        struct ctl_keep kp = ctl__keep_conf(c);
        if (kp.last <= 0 && kp.within <= 0)
                return 0;                       /* retention off */
        ctl_sandbox sb;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) < 0)
                return 0;
        char latest[CTL_SNAP_MAX];
        snprintf(latest, sizeof latest, "%s", sb.last_capture);
        int deleting = !strcmp(sb.state, "deleting");
        ctl_cat_sandbox_free(&sb);
        if (!*latest || deleting)
                return 0;
        size_t i = 0;
        while (i < ctl__npruned && strcmp(ctl__pruned[i].name, name))
                i++;
        if (i < ctl__npruned && !strcmp(ctl__pruned[i].id, latest))
                return 0;                       /* no capture since */
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        size_t removed = 0;
        rc = ctl__prune(c, s, name, &kp, 0, 1, NULL, NULL, &removed);
        snap_close(s);
        if (rc == -EBUSY)
                return 0;                       /* a capture runs: the next round */
        if (rc < 0 && rc != -EREMOTE)           /* another host's: said once */
                return rc;
        if (i == ctl__npruned)
                ctl__pruned = sbx_realloc(ctl__pruned, ++ctl__npruned * sizeof *ctl__pruned);
        snprintf(ctl__pruned[i].name, sizeof ctl__pruned[i].name, "%s", name);
        snprintf(ctl__pruned[i].id, sizeof ctl__pruned[i].id, "%s", latest);
        if (removed)
                fprintf(out, "pruned %s: %zu snapshots removed (keep_last %lld, keep_within %llds)\n",
                        name, removed, (long long)kp.last, (long long)kp.within);
        return removed > 0;
}

/* ---- materializing a sandbox from a snapshot ---- */
/* DIR/restored: the snapshot a tree was written whole from (restore, a
** wake's restore of the latest, fork, import), from the moment the tree
** is in place until the catalog records it (ctl_cat_sandbox_captured).
** A kill in between left the catalog naming the tree before (the undo
** point, or none), and the next wake took the ref's latest, the
** restored snapshot itself, for another host's: it set the restored tree
** aside (cmd_sandbox.c (13)).  Written once the tree is in (restore: its
** transaction committed; materialize: inside the directory renamed into
** place), so the file, where it is, says what the tree is. */
#define CTL__RESTORED "restored"

static int ctl__restored_mark(const char *dir, const char *id)
{
        sbx_autofree char *p = sbx_asprintf("%s/" CTL__RESTORED, dir);
        return sbx_write_file_atomic(p, id, strlen(id));
}

/* The ref names id, the tree's snapshot: the catalog records it, then
** the marker goes (kept if the catalog could not: the next wake does it). */
static void ctl__restored(ctl *c, const char *name, const char *id)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, CTL__RESTORED);
        if (ctl_cat_sandbox_captured(ctl_catalog(c), name, id) == 0)
                unlink(p);
}

/* DIR/materializing: a tree made whole from a snapshot (fork, import, a
** wake's restore of the latest) whose ref is not written yet.  Written
** in the directory built aside, so it is there from the moment the tree
** has its name; removed once snap_ref_add returned.  A fork killed in
** between left a sandbox with no snapshot and no catalog row (status:
** sleeping), and the fork run again was refused ("a sandbox named NAME
** exists"): such a tree, its name with no ref in the store, is no sandbox
** yet; the fork run again drops the record it claimed
** (ctl_name_claim_reap) and removes the tree (ctl_snap_unmade_reap), and
** a wake adopts it as a sandbox of its own, of its record's tenant
** (ctl_snap_restored_settle). */
#define CTL__UNMADE "materializing"

int ctl_snap_unmade(ctl *c, const char *name)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, CTL__UNMADE);
        return access(p, F_OK) == 0;
}

int ctl_snap_restored_settle(ctl *c, const char *name, const char *latest)
{
        sbx_autofree char *unmade = ctl_sandbox_path(c, name, CTL__UNMADE);
        unlink(unmade);                 /* woken: a sandbox of its own now */
        sbx_autofree char *p = ctl_sandbox_path(c, name, CTL__RESTORED);
        char *id;
        size_t len;
        if (sbx_read_file(p, &id, &len) < 0)
                return 0;
        int same = latest && len == strlen(latest) && !memcmp(id, latest, len);
        free(id);
        if (same)
                ctl__restored(c, name, latest);
        else
                unlink(p);      /* the ref did not move to it, or moved on */
        return same;
}

/* ---- what writers killed left: NAME.tmp.PID ---- */
/* A temporary whose writer is gone: sbx_write_file_atomic's
** PATH.tmp.PID, a fork's STATE/sandboxes/.NAME.tmp.PID/.  A writer
** killed (-9) left it, and nothing removed it (gc swept objects/ only,
** gc.c): refs, leases, markers, pid files.  Removed once modified min_age
** seconds ago or more, and its process PID is gone or started after that
** (the pid reused): a writer at work is left, and so is one that shares
** the directory from another pid namespace (the age).  In dir only: NAME/
** holds NAME/workspace, the sandbox's, never walked. */
int ctl_tmp_orphan(int64_t pid, const struct stat *st, int64_t min_age)
{
        if (pid <= 0 || pid > INT32_MAX || pid == getpid() ||
            sbx_now_ns() / 1000000000 - st->st_mtime < min_age)
                return 0;
        int64_t started = ctl_proc_started((int)pid);
        return !(started < 0 || (started > 0 && started <= st->st_mtime + 1));
}

void ctl_tmps_sweep(const char *dir, int64_t min_age)
{
        DIR *d = opendir(dir);
        struct dirent *e;
        while (d && (e = readdir(d))) {
                const char *t = strstr(e->d_name, ".tmp."), *u;
                while (t && (u = strstr(t + 1, ".tmp.")))
                        t = u;
                int64_t pid;
                if (!t || t[5] < '0' || t[5] > '9' || sbx_parse_int(t + 5, &pid) < 0)
                        continue;
                sbx_autofree char *p = sbx_asprintf("%s/%s", dir, e->d_name);
                struct stat st;
                if (lstat(p, &st) == 0 && ctl_tmp_orphan(pid, &st, min_age))
                        ctl_sandbox_rm_rf(p);
        }
        if (d)
                closedir(d);
}

/* ctl_tmps_sweep over each directory under root (dot ones left out) and
** root itself; one level. */
static void ctl__tmps_sweep_under(const char *root, const char *sub, int64_t min_age)
{
        ctl_tmps_sweep(root, min_age);
        DIR *d = opendir(root);
        struct dirent *e;
        while (d && (e = readdir(d))) {
                if (e->d_name[0] == '.')
                        continue;
                sbx_autofree char *p = sub ? sbx_asprintf("%s/%s/%s", root, e->d_name, sub)
                                           : sbx_asprintf("%s/%s", root, e->d_name);
                struct stat st;
                if (stat(p, &st) == 0 && S_ISDIR(st.st_mode))
                        ctl_tmps_sweep(p, min_age);
        }
        if (d)
                closedir(d);
}

void ctl_state_tmps_sweep(ctl *c, int64_t min_age)
{
        const char *st = c->cf->sbx_state_dir;
        sbx_autofree char *locks = sbx_asprintf("%s/locks", st);
        sbx_autofree char *sbs = sbx_asprintf("%s/sandboxes", st);
        ctl_tmps_sweep(locks, min_age);
        ctl__tmps_sweep_under(sbs, NULL, min_age);      /* forks; NAME/ */
        ctl__tmps_sweep_under(sbs, "exec", min_age);    /* NAME/exec/ */
}

/* gc's: a local store's refs/ (each kind), states/ and roots/ (for S3,
** the cache's: the bucket's refs are objects, no files of ours) */
static void ctl__store_tmps_sweep(ctl *c, int64_t min_age)
{
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        static const char *const sub[] = { "states", "roots" };
        sbx_autofree char *refs = sbx_asprintf("%s/refs", dir);
        ctl__tmps_sweep_under(refs, NULL, min_age);
        for (size_t i = 0; i < sizeof sub / sizeof *sub; i++) {
                sbx_autofree char *p = sbx_asprintf("%s/%s", dir, sub[i]);
                ctl_tmps_sweep(p, min_age);
        }
}

/* Make STATE/sandboxes/NAME from tree t of snapshot id: built aside,
** renamed in. */
static int ctl__materialize(ctl *c, const char *name, const snap_tree *t, const char *id)
{
        sbx_autofree char *sbs = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        ctl_tmps_sweep(sbs, 0);         /* forks that died */
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        sbx_autofree char *tmp = sbx_asprintf("%s/sandboxes/.%s.tmp.%d", c->cf->sbx_state_dir, name,
                                              (int)getpid());
        sbx_autofree char *ws = sbx_asprintf("%s/workspace", tmp);
        sbx_autofree char *meta = sbx_asprintf("%s/meta.db", tmp);
        ctl_sandbox_rm_rf(tmp);
        int rc = ctl_mountpoint_make(c, ws);    /* (11), (15) of cmd_sandbox.c */
        if (rc == 0)
                rc = snap_tree_write(t, meta);
        if (rc == 0)
                rc = ctl__restored_mark(tmp, id);
        if (rc == 0) {
                sbx_autofree char *unmade = sbx_asprintf("%s/" CTL__UNMADE, tmp);
                rc = sbx_write_file_atomic(unmade, id, strlen(id));
        }
        if (rc == 0)                    /* its entries before its name */
                rc = sbx_fsync_dir(tmp);
        if (rc == 0 && rename(tmp, dir) < 0)
                rc = errno == ENOTEMPTY || errno == EEXIST ? -EEXIST : -errno;
        if (rc == 0) {
                sbx_autofree char *parent = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
                sbx_fsync_dir(parent);
        } else {
                ctl_sandbox_rm_rf(tmp);
        }
        return rc;
}

/* Remove NAME's tree that ctl__materialize made and no ref names. */
static void ctl__unmake(ctl *c, const char *name)
{
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        sbx_autofree char *parent = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        ctl_sandbox_rm_rf(dir);
        sbx_fsync_dir(parent);
}

int ctl_snap_unmade_reap(ctl *c, const char *cmd, const char *name)
{
        sbx_autofree char *unmade = ctl_sandbox_path(c, name, CTL__UNMADE);
        if (access(unmade, F_OK) < 0 || ctl_sandbox_mounted(c, name))
                return 1;
        int rc = ctl_store_has(c, name);
        if (rc != 0)
                return rc < 0 ? rc : 1;         /* its ref is in: made */
        fprintf(stderr, "sbxctl: %s: %s: a fork cut short before its ref left its tree; removed\n",
                cmd, name);
        ctl__unmake(c, name);
        return 0;
}

/* Load snapshot id and make sandbox name from it, under the gc lock.
** A ref that cannot be written takes the new tree away again: it was
** left, a sandbox with no snapshot, and the name taken (CTL__UNMADE).
** row: a fork's or import's new sandbox, its name claimed
** (ctl_name_claim): its catalog row is added once the ref is in. */
static int ctl__from_snapshot(ctl *c, snap_store *s, const char *cmd, const char *name,
                              const char *id, snap_info *info, const ctl_sandbox *row)
{
        snap_tree *t;
        fs_store *st = snap_chunks(s);
        int dbg = getenv("SBX_DEBUG") != NULL;
        int64_t t0 = sbx_mono_ns();
        int rc = fs_store_lock(st, FS_LOCK_SH);
        if (rc == 0 && (rc = snap_load(s, id, info, &t)) == 0) {
                if (dbg)
                        sbx_log("%s: snapshot loaded %.1f ms", cmd, ctl__ms(t0));
                t0 = sbx_mono_ns();
                rc = ctl__materialize(c, name, t, info->id);
                if (dbg)
                        sbx_log("%s: tree written %.1f ms", cmd, ctl__ms(t0));
                t0 = sbx_mono_ns();
                int made = rc == 0;
                if (made && (rc = snap_ref_add(s, name, info)) < 0)
                        ctl__unmake(c, name);
                if (made && rc == 0) {
                        sbx_autofree char *unmade = ctl_sandbox_path(c, name, CTL__UNMADE);
                        unlink(unmade);
                        if (row)
                                ctl_name_claimed(c, row);
                        ctl__restored(c, name, info->id);
                }
                if (dbg)
                        sbx_log("%s: ref written %.1f ms", cmd, ctl__ms(t0));
                snap_tree_free(t);
        }
        fs_store_unlock(st);
        if (rc < 0)
                fprintf(stderr, "sbxctl: %s %s: %s\n", cmd, name,
                        rc == -EEXIST ? "a sandbox of that name exists" : strerror(-rc));
        return rc;
}

int ctl_lease_pin_latest(snap_store *s, const char *name, const char *holder)
{
        if (!snap_s3_client(s))
                return 0;
        snap_info *v;
        size_t n;
        int rc = snap_list(s, name, &v, &n);
        if (rc < 0)
                return rc;
        if (n)
                rc = snap_lease_pin(snap_objects(s), name, holder, v[n - 1].id);
        free(v);
        return rc;
}

int ctl_snap_restore_latest(ctl *c, const char *name)
{
        if (ctl_sandbox_exists(c, name))
                return 0;
        if (!strcmp(name, CTL_ARTIFACTS_REF))
                return -ENOENT;         /* the artifacts' ref: no sandbox's tree */
        snap_store *s;
        if (ctl__snap_open(c, "restore", &s) < 0)
                return -EIO;
        snap_info *v = NULL;
        size_t n = 0;
        int rc = snap_list(s, name, &v, &n);
        if (rc == 0 && n == 0)
                rc = -ENOENT;
        if (rc == 0) {
                snap_info in;
                rc = ctl__from_snapshot(c, s, "start", name, v[n - 1].id, &in, NULL);
                if (rc == 0)
                        fprintf(stderr, "sbxctl: %s: no local state; restored snapshot %s from the store\n",
                                name, in.id);
        }
        free(v);                /* one for none too (snap_list) */
        snap_close(s);
        return rc;
}

int ctl_snap_store_sandboxes(ctl *c, char ***names, size_t *n)
{
        snap_store *s;
        *names = NULL;
        *n = 0;
        int rc = ctl_store_open(c, &s);         /* a new local store is made: none */
        if (rc < 0)
                return rc;              /* said */
        rc = snap_sandboxes(s, names, n);
        snap_close(s);
        return rc;
}

int ctl_snap_forget(ctl *c, const char *name)
{
        snap_store *s;
        int rc = ctl__snap_open(c, "delete", &s);
        if (rc < 0)
                return rc;
        if ((rc = snap_forget(s, name)) < 0)
                fprintf(stderr, "sbxctl: delete %s: drop its snapshots: %s\n", name, strerror(-rc));
        snap_close(s);
        return rc;
}

/* ---- fork ---- */
/* --tenant T of fork and import (argv[from..]): 0, or 2 said. */
static int ctl__tenant_opt(int argc, char **argv, int from, const char **tenant)
{
        *tenant = NULL;
        if (argc == from)
                return 0;
        if (argc != from + 2 || strcmp(argv[from], "--tenant"))
                return ctl_usage(argv[0]);
        *tenant = argv[from + 1];
        return ctl_bad_name(argv[0], "tenant", *tenant);
}

/* The sandbox whose snapshot in is, whose tenant, labels and limits a
** fork takes, into of: in->sandbox (the one that took it) while its ref
** lists it, else the sandbox whose ref does (ctl__whose_find, as restore
** finds another sandbox's: renamed since, the ref is the new name's, or
** forked or restored into another).  Before, only in->sandbox was asked:
** a fork of a renamed sandbox's snapshot was of tenant default, its files
** served to that tenant's agents.  "" (said, unless tenant is given) when
** no ref lists it: deleted, or made again since, or pruned there.  0, or
** -EPERM (said) when sandboxes of more than one tenant list it and no
** tenant is given: whose it is is not guessed. */
static int ctl__snap_of(ctl *c, snap_store *s, const char *cmd, const char *name,
                        const snap_info *in, const char *tenant, char of[CTL_NAME_MAX])
{
        snap_info *v = NULL;
        size_t n = 0;
        int listed = 0;
        /* as restore refuses one: an artifact is a copy out of a sandbox
         * (artifact get), and its fork went to tenant default whatever
         * the tenant of the sandbox that published it */
        if (!strcmp(in->sandbox, CTL_ARTIFACTS_REF)) {
                fprintf(stderr, "sbxctl: %s %s: refused: %s is an artifact, no sandbox's snapshot "
                        "(sbxctl artifact get copies it out)\n", cmd, name, in->id);
                return -EPERM;
        }
        if (sbx_name_ok(in->sandbox) && snap_list(s, in->sandbox, &v, &n) == 0)
                for (size_t i = 0; i < n && !listed; i++)
                        listed = !strcmp(v[i].id, in->id);
        free(v);
        struct ctl_whose w = { .mine = NULL };
        *of = 0;
        if (listed)
                snprintf(of, CTL_NAME_MAX, "%.*s", CTL_NAME_MAX - 1, in->sandbox);
        else if (ctl__whose_find(c, s, in->sandbox, in->id, &w, of) == 0 && *w.other && !w.split)
                snprintf(of, CTL_NAME_MAX, "%s", w.other);
        if (w.split && !tenant) {
                fprintf(stderr, "sbxctl: %s %s: refused: %s, the snapshot's sandbox, lists it no "
                        "more, and sandboxes of more than one tenant do (%s among them, of "
                        "tenant %s): --tenant T says whose the fork is\n", cmd, name, in->sandbox,
                        w.other, *w.tenant ? w.tenant : "not known");
                return -EPERM;
        }
        if (!*of && !tenant)
                fprintf(stderr, "sbxctl: %s %s: no sandbox lists the snapshot (its sandbox %s did): "
                        "tenant default, no labels or limits (--tenant T sets the tenant)\n", cmd,
                        name, in->sandbox);
        return 0;
}

/* A fork is a new sandbox: its name is claimed in the store (its record,
** of the snapshot's sandbox's tenant, labels and limits, or --tenant's)
** before its ref, as create claims its own (cmd_sandbox.c (5)): of a fork
** and a create (or two forks) of one name on two hosts, one wins.
** Before, both did, and the fork's snapshot became the created sandbox's
** latest: another tenant's files in a new, empty sandbox. */
int ctl_cmd_fork(ctl *c, int argc, char **argv)
{
        const char *tenant;
        if (argc != 3 && argc != 5)
                return ctl_usage(argv[0]);
        if (ctl_bad_new_name(argv[0], argv[2]))
                return 2;
        int rc = ctl__tenant_opt(argc, argv, 3, &tenant);
        if (rc)
                return rc;
        const char *name = argv[2];
        sbx_autoclose int lk = ctl_lock(c, name, "lock", 0);   /* as create */
        if (lk < 0) {
                fprintf(stderr, "sbxctl: fork %s: lock: %s\n", name, strerror(-lk));
                return 1;
        }
        ctl_name_claim_reap(c, "fork", name);
        if (ctl_name_free(c, "fork", name)) {
                ctl_lock_forget_unmade(c, name);        /* cmd_sandbox.c (3) */
                return 1;
        }
        snap_store *s;
        if (ctl__snap_open(c, "fork", &s) < 0)
                return 1;       /* its lock file stays: nobody can say the name is no sandbox */
        char id[SNAP_ID_LEN + 1];
        int64_t t0 = sbx_mono_ns();
        snap_info in;
        ctl_sandbox row;
        char of[CTL_NAME_MAX] = "";
        rc = ctl__resolve(c, s, "fork", NULL, argv[1], id, NULL);
        if (rc == 0 && (rc = snap_load(s, id, &in, NULL)) < 0)
                fprintf(stderr, "sbxctl: fork %s: snapshot %s: %s\n", name, id, strerror(-rc));
        char src[CTL_NAME_MAX] = "";
        if (rc == 0)
                rc = ctl__snap_of(c, s, "fork", name, &in, tenant, src);
        if (rc == 0 && (rc = ctl_name_claim(c, "fork", name, *src ? src : NULL, tenant, &row)) == 0) {
                if ((rc = ctl__from_snapshot(c, s, "fork", name, id, &in, &row)) < 0)
                        ctl_name_release(c, &row);
                snprintf(of, sizeof of, "%s", row.tenant);
                ctl_cat_sandbox_free(&row);
        }
        snap_close(s);
        if (rc < 0) {
                ctl_lock_forget_unmade(c, name);        /* a bad snapshot, tenant: no lock file */
                return 1;
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s,s:s,s:f}", "name", name, "from", id, "tenant", of,
                                          "ms", ctl__ms(t0)));
        else
                printf("forked %s from snapshot %s (%llu files, tenant %s) in %.0f ms\n", name, id,
                       (unsigned long long)in.files, of, ctl__ms(t0));
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        return 0;
}

/* ---- restore ---- */
/* Replace meta.db's tree with t; refuses while an sbxfs serves it. */
static int ctl__replace_tree(const char *meta, const snap_tree *t)
{
        sbx_autoclose int fd = open(meta, O_RDWR | O_CLOEXEC);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) < 0)
                return -EBUSY;          /* sbxfs holds it (fs/daemon.c) */
        return snap_tree_write(t, meta);
}

static int ctl__restore_in(ctl *c, int argc, char **argv, const char *name);

int ctl_cmd_restore(ctl *c, int argc, char **argv)
{
        if (argc != 3)
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        const char *name = argv[1];
        if (!strcmp(name, CTL_ARTIFACTS_REF)) {     /* as create: no sandbox of that name */
                fprintf(stderr, "sbxctl: restore: the name %s is reserved (artifacts)\n", name);
                return 1;
        }
        /* the sandbox's lifecycle lock, as a wake or a sleep holds it: a
         * delete, stop or wake waits for the restore, not the other way */
        sbx_autoclose int lk = ctl_lock(c, name, "lock", 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: restore %s: lock: %s\n", name, strerror(-lk));
                return 1;
        }
        ctl_sandbox row;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &row) == 0) {
                int deleting = !strcmp(row.state, "deleting");
                ctl_cat_sandbox_free(&row);
                if (deleting) {
                        fprintf(stderr, "sbxctl: restore %s: the sandbox is being deleted\n", name);
                        return 1;
                }
        }
        /* Not under a turn (nor one queued for the tree it saw): the
         * executor's stop ends the turn's commands in flight.  Asked
         * under the lock: a turn admitted after waits in its wake. */
        if (ctl_turn_busy(c, ctl__own_only ? "rollback" : "restore", name)) {
                if (!ctl__own_only)
                        ctl_audit_cmd(c, name, 0, argc, argv, 1);
                return 1;
        }
        /* Stopped here: another host may have run it since (its tree
         * here older than the store's latest), or run it now.  Taken as
         * a wake takes it: refused while it runs there; a tree behind
         * is set aside and the store's latest restored in its place,
         * the undo point below (before, the undo point's capture was
         * refused: "another host ran it since") */
        int64_t leased = 0;
        if (!ctl_sandbox_mounted(c, name) && (ctl_sandbox_exists(c, name) || ctl_store_has(c, name) > 0) &&
            ctl_sandbox_take_stopped(c, name, &leased) < 0) {
                ctl_sandbox_let_go(c, name, leased, 0);
                if (!ctl__own_only)
                        ctl_audit_cmd(c, name, 0, argc, argv, 1);
                return 1;
        }
        int r = ctl__restore_in(c, argc, argv, name);
        ctl_sandbox_let_go(c, name, leased, r == 0);
        return r;
}

/* ctl_cmd_restore's work, under its lock */
static int ctl__restore_in(ctl *c, int argc, char **argv, const char *name)
{
        /* no tree here (never run here, or set aside as behind): the
         * store's latest is put here, and is the undo point as it is */
        int fresh = !ctl_sandbox_exists(c, name), lr = fresh ? ctl_snap_restore_latest(c, name) : 0;
        ctl_sandbox row;
        int known = lr < 0 && ctl_cat_sandbox_get(ctl_catalog(c), name, &row) == 0;
        if (known)
                ctl_cat_sandbox_free(&row);
        else if (lr == -ENOENT)         /* created elsewhere, never captured */
                known = ctl_store_has(c, name) == 2;
        if (lr == -ENOENT && !known) {
                fprintf(stderr, "sbxctl: restore %s: no such sandbox\n", name);
                ctl_lock_forget(c, name);       /* we hold it */
                return 1;
        }
        if (lr < 0) {           /* not "no such sandbox": it is one */
                fprintf(stderr, "sbxctl: restore %s: no tree of it here, and the store's latest "
                        "snapshot could not be put here: %s\n", name,
                        lr == -ENOENT ? "the store has none" : strerror(-lr));
                return 1;
        }
        snap_store *s;
        if (ctl__snap_open(c, "restore", &s) < 0)
                return 1;
        int64_t t0 = sbx_mono_ns();
        char id[SNAP_ID_LEN + 1], of[CTL_NAME_MAX];
        snap_info in, undo = { 0 };
        int undo_same = 0;
        snap_tree *t = NULL;
        int rc = ctl__resolve(c, s, "restore", name, argv[2], id, of);
        /* checked now, loaded under the gc lock (below): a snapshot
         * deleted and collected in between is not put back half gone */
        if (rc == 0 && (rc = snap_load(s, id, &in, NULL)) < 0)
                fprintf(stderr, "sbxctl: restore %s: snapshot %s: %s\n", name, id, strerror(-rc));
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        struct stat sb;
        int mounted = rc == 0 && ctl_sandbox_mounted(c, name);
        sbx_autofree char *sock = ctl_sandbox_path(c, name, "exec/sock");
        int exec_was = mounted && stat(sock, &sb) == 0;
        /* The executor stops before the undo point is taken: what its
         * commands wrote after it would be in neither tree.  Every
         * process ends, detached servers too (they would run on over a
         * tree that is not theirs): listed first, to say which. */
        json_t *ended = json_array();
        /* (6) of cmd_sandbox.c: no longer ready once its executor is to
         * stop (exec's fast path would reach one going down); again at
         * the end, if it runs again */
        sbx_autofree char *ready = ctl_sandbox_path(c, name, "ready");
        int was_ready = access(ready, F_OK) == 0;
        if (mounted && rc == 0)
                ctl_ready_clear(c, name);
        if (exec_was && ctl_exec_tagged(c, name, NULL, 0, ended) < 0)
                rc = -EIO;              /* it does not answer: said */
        if (mounted && rc == 0 && ctl_exec_daemon_stop(c, name) < 0)
                rc = -EIO;
        /* The capture lock, from the undo point until the ref names the
         * restored snapshot: a capture that read the tree being replaced
         * lands before the undo point, never after the restore (where it
         * would be the latest, the tree a wake elsewhere brings back). */
        int clk = rc == 0 ? ctl__capture_lock(c, name, NULL) : -1;
        if (rc == 0 && clk < 0)
                rc = clk;
        /* the undo point: the live tree as it is now (just restored
         * from the store: that latest) */
        if (rc == 0 && fresh) {
                snap_info *v = NULL;
                size_t n = 0;
                if (snap_list(s, name, &v, &n) == 0 && n)
                        undo = v[n - 1];
                free(v);
        } else if (rc == 0 && stat(meta, &sb) == 0) {
                /* a tree that is the latest snapshot's already (a second
                 * rollback, a restore repeated) is its own undo point: a
                 * capture each time added a snapshot of the same tree */
                sbx_autofree char *label = sbx_asprintf("before restore to %.12s", id);
                rc = ctl__capture_locked(c, s, name, label, 1, &undo, &undo_same, NULL);
        }
        if (mounted && rc == 0 && ctl_fs_unmount(c, name) < 0)
                rc = -EIO;
        if (mounted && rc < 0 && ctl_sandbox_mounted(c, name)) {
                /* nothing replaced: the executor comes back as it was */
                sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
                if (exec_was && ctl_exec_daemon_start(c, name, ws) < 0)
                        fprintf(stderr, "sbxctl: restore %s: the executor did not restart\n", name);
                mounted = 0;
        }
        fs_store *st = snap_chunks(s);
        if (rc == 0 && (rc = fs_store_lock(st, FS_LOCK_SH)) == 0) {
                const char *what = "snapshot";
                if ((rc = snap_load(s, id, &in, &t)) == 0) {
                        what = "write";
                        rc = ctl__replace_tree(meta, t);
                }
                /* the tree is in.id's before the ref says so: a wake
                 * after a kill here keeps it (ctl__restored_mark) */
                sbx_autofree char *dir = ctl_sandbox_dir(c, name);
                if (rc == 0)
                        rc = ctl__restored_mark(dir, in.id);
                if (rc == 0 && (rc = snap_ref_add(s, name, &in)) == 0)
                        ctl__restored(c, name, in.id);
                /* the lease is this host's while the sandbox runs here
                 * (mounted): else -ESTALE is no fault (a stopped or
                 * never-woken one holds none; before, "lease: Stale file
                 * handle" was said of a restore that succeeded), and the
                 * next wake's take pins the latest, this snapshot
                 * (ctl_lease_pin_latest) */
                if (rc == 0 && snap_s3_client(s)) {
                        sbx_autofree char *me = ctl_lease_holder(c);
                        int p = snap_lease_pin(snap_objects(s), name, me, in.id);
                        if (p < 0 && (mounted || p != -ESTALE))
                                fprintf(stderr, "sbxctl: restore %s: lease: %s\n", name, strerror(-p));
                }
                fs_store_unlock(st);
                if (rc < 0)
                        fprintf(stderr, "sbxctl: restore %s: %s %s: %s\n", name, what, *what == 's' ? id : meta,
                                rc == -EBUSY ? "in use by a running sbxfs" : strerror(-rc));
        }
        if (clk >= 0)
                close(clk);
        if (mounted) {
                sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
                if (ctl_fs_mount(c, name) < 0 || (exec_was && ctl_exec_daemon_start(c, name, ws) < 0))
                        rc = rc ? rc : -EIO;
        }
        if (was_ready && ctl_sandbox_mounted(c, name))
                ctl_ready_set(c, name);
        snap_tree_free(t);
        snap_close(s);
        if (!ctl__own_only)     /* a rollback's restore: the rollback is its row */
                ctl_audit_cmd(c, name, 0, argc, argv, rc < 0);
        if (rc < 0) {
                ctl_exec_ended_print(stderr, ended);    /* ended all the same */
                json_decref(ended);
                return 1;
        }
        if (c->json) {
                json_t *o = json_pack("{s:s,s:s,s:s,s:b,s:f,s:o}", "name", name, "restored", id,
                                      "undo", undo.id, "mounted", mounted, "ms", ctl__ms(t0),
                                      "ended", ended);
                if (*of)        /* another sandbox's snapshot: whose */
                        json_object_set_new(o, "of", json_string(of));
                ctl_print_json(o);
        } else {
                ctl_exec_ended_print(stdout, ended);
                json_decref(ended);
                if (*undo.id && fresh)
                        printf("the store's latest before it: %s (restore it to undo)\n", undo.id);
                else if (*undo.id && undo_same)
                        printf("the live tree is the latest snapshot already: %s (restore it to undo)\n",
                               undo.id);
                else if (*undo.id)
                        printf("captured the live tree first: %s (restore it to undo)\n", undo.id);
                printf("restored %s to %s (%s%s%s%llu files) in %.0f ms\n", name, id,
                       *of ? "a snapshot of " : "", of, *of ? ", " : "",
                       (unsigned long long)in.files, ctl__ms(t0));
        }
        return 0;
}

int ctl_cmd_restore_own(ctl *c, int argc, char **argv)
{
        ctl__own_only = 1;
        int rc = ctl_cmd_restore(c, argc, argv);
        ctl__own_only = 0;
        return rc;
}

/* ---- gc ---- */
/* Every tree on this host gc must keep the chunks of: the sandboxes', the
** trees set aside for an operator to look at (ctl__local_stale; the
** sandbox's delete removes them: ctl__set_aside_remove) and, for
** gc (publishing), the scratch trees of publishes under way.  (A fork's
** .NAME.tmp.PID needs no entry: it is built under the gc lock, and the
** ref names its snapshot before the lock is let go.)  The rule is
** snap_gc_tree_entry's: gc applies it to the other state dirs sharing the
** store too (snapshot/gc.c (5)). */
static char **ctl__metas(ctl *c, int publishing, size_t *n)
{
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        char **v = NULL;
        *n = 0;
        DIR *d = opendir(dir);
        if (!d) {               /* none yet; else the trees cannot be told */
                if (errno != ENOENT) {
                        fprintf(stderr, "sbxctl: %s: %s\n", dir, strerror(errno));
                        *n = SNAP_TREES_UNKNOWN;
                }
                return NULL;
        }
        struct dirent *e;
        while ((e = readdir(d))) {
                if (!snap_gc_tree_entry(e->d_name, publishing))
                        continue;
                v = sbx_realloc(v, (*n + 1) * sizeof *v);
                v[(*n)++] = sbx_asprintf("%s/%s/meta.db", dir, e->d_name);
        }
        closedir(d);
        return v;
}

/* The trees verify --all checks: scratch trees are not its business. */
static char **ctl__live_metas(ctl *c, size_t *n)
{
        char **v = ctl__metas(c, 0, n);
        if (*n == SNAP_TREES_UNKNOWN)
                *n = 0;                 /* said; the snapshots are checked still */
        return v;
}

/* snap_gc's list of live trees, read once it holds the gc lock: a
** publish's scratch tree whose sbxfs committed while gc waited is on it. */
static char **ctl__gc_trees(void *arg, size_t *n)
{
        return ctl__metas(arg, 1, n);
}

int ctl_cmd_gc(ctl *c, int argc, char **argv)
{
        int64_t min_age = c->cf->snapshot_gc_min_age;
        int dry = 0;
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--min-age") && i + 1 < argc) {
                        if (sbx_parse_int(argv[++i], &min_age) < 0 || min_age < 0)
                                return ctl_bad_value(argv[0], argv[i - 1], argv[i], "whole seconds");
                } else if (!strcmp(argv[i], "-n") || !strcmp(argv[i], "--dry-run")) {
                        dry = 1;
                } else {
                        return ctl_usage(argv[0]);
                }
        }
        /* gc makes no store: it wrote one (index.db, packs/, gc.lock)
         * into an empty mount point, for a state dir with no sandbox */
        if (ctl_store_there(c, "gc") <= 0)
                return 1;
        /* the scratch trees publishes that were killed left, mounted:
         * removed before gc takes its lock (their sbxfs flush as they exit);
         * a dry run leaves them, and counts their chunks as live */
        if (!dry)
                ctl_artifact_reap(c, stderr);
        snap_store *s;
        if (!dry)
                ctl_store_room(c, "gc");        /* a full disk: the store's reserve */
        if (ctl__snap_open(c, "gc", &s) < 0)
                return 1;
        snap_gc_report r;
        int64_t t0 = sbx_mono_ns();
        int is_s3 = snap_s3_client(s) != NULL;
        /* the trees are listed by gc under its lock (snap_gc) */
        int rc = snap_gc(s, ctl__gc_trees, c, min_age, c->cf->snapshot_gc_lock_wait, dry, &r);
        snap_close(s);
        if (!dry)
                ctl__store_tmps_sweep(c, min_age);
        if (rc == -ETIMEDOUT) {
                fprintf(stderr, "sbxctl: gc: gave up waiting for the store's lock; nothing was removed\n");
                return 1;
        }
        if (rc == -EUCLEAN) {           /* the rest was swept; gc's log lines name the packs */
                fprintf(stderr, "sbxctl: gc: %llu packs kept whose chunks index.db lacks; what else "
                        "no tree needs %s\n", (unsigned long long)r.packs_kept,
                        dry ? "would be removed (dry run: nothing was)" : "was removed");
                return 1;
        }
        if (rc < 0) {
                fprintf(stderr, "sbxctl: gc: %s (nothing was removed past that point)\n", strerror(-rc));
                return 1;
        }
        uint64_t freed = r.bytes_before > r.bytes_after ? r.bytes_before - r.bytes_after : 0;
        if (c->json) {
                /* a dry run's keys say what would be */
                static const char *const key[2][10] = {
                        { "chunks_removed", "packs_deleted", "packs_repacked", "snapshots_removed",
                          "bytes_before", "bytes_after", "bytes_reclaimed", "bucket_packs_deleted",
                          "bucket_bytes_deleted", "bucket_condemned" },
                        { "chunks_unused", "packs_to_delete", "packs_to_repack", "snapshots_unused",
                          "bytes", "bytes_after_gc", "bytes_reclaimable", "bucket_packs_to_delete",
                          "bucket_bytes_to_delete", "bucket_to_condemn" } };
                const uint64_t v[10] = { r.chunks_dropped, r.packs_deleted, r.packs_repacked,
                                         r.objects_deleted, r.bytes_before, r.bytes_after, freed,
                                         r.remote_packs_deleted, r.remote_bytes_deleted, r.remote_condemned };
                json_t *o = json_pack("{s:I,s:I,s:f}", "chunks_live", (json_int_t)r.chunks_live,
                                      "packs_skipped_recent", (json_int_t)r.packs_skipped_recent,
                                      "ms", ctl__ms(t0));
                for (size_t i = 0; i < 10; i++)
                        if (i < 7 || is_s3)
                                json_object_set_new(o, key[dry][i], json_integer((json_int_t)v[i]));
                if (dry)
                        json_object_set_new(o, "dry_run", json_true());
                else if (is_s3)
                        json_object_set_new(o, "bucket_delete_failed",
                                            json_integer((json_int_t)r.remote_delete_failed));
                ctl_print_json(o);
        } else {
                static const char *const line[2][3] = {
                        { "gc: %llu chunks live, %llu removed; packs: %llu deleted, %llu repacked, "
                          "%llu left for later (modified in the last %llds or open)\n",
                          "gc: %llu unreferenced snapshot objects removed; store %llu -> %llu bytes "
                          "(%llu reclaimed) in %.0f ms\n",
                          "gc: bucket: %llu packs deleted (%llu bytes); %llu packs and objects no "
                          "snapshot names, deleted at a gc %llds from now if still unnamed\n" },
                        { "gc (dry run, nothing removed): %llu chunks live, %llu no tree or snapshot "
                          "names; packs: %llu to delete, %llu to repack, %llu left for later (modified "
                          "in the last %llds or open)\n",
                          "gc (dry run): %llu unreferenced snapshot objects to remove; store %llu -> "
                          "%llu bytes (%llu reclaimable) in %.0f ms\n",
                          "gc (dry run): bucket: %llu packs to delete (%llu bytes); %llu packs and "
                          "objects no snapshot names, to be deleted at a gc %llds from now if still "
                          "unnamed\n" } };
                printf(line[dry][0], (unsigned long long)r.chunks_live, (unsigned long long)r.chunks_dropped,
                       (unsigned long long)r.packs_deleted, (unsigned long long)r.packs_repacked,
                       (unsigned long long)r.packs_skipped_recent, (long long)min_age);
                printf(line[dry][1], (unsigned long long)r.objects_deleted,
                       (unsigned long long)r.bytes_before, (unsigned long long)r.bytes_after,
                       (unsigned long long)freed, ctl__ms(t0));
                if (is_s3)
                        printf(line[dry][2], (unsigned long long)r.remote_packs_deleted,
                               (unsigned long long)r.remote_bytes_deleted,
                               (unsigned long long)r.remote_condemned, (long long)min_age);
        }
        if (r.remote_delete_failed) {
                fprintf(stderr, "sbxctl: gc: %llu deletes in the bucket failed (the first is "
                        "logged above); those packs and objects stay until a later gc\n",
                        (unsigned long long)r.remote_delete_failed);
                return 1;
        }
        return 0;
}

/* ---- gc in the background: reap --loop's, every [snapshot] gc_interval ----
** `sbxctl --json gc` in a child process of its own (a fresh process: no
** catalog connection carried across the fork), so that a long gc (a big
** store, a bucket) holds up none of the loop's passes.  Its report comes
** back on a pipe; what it says on stderr (why it failed, what it waits
** for) goes to the loop's stderr, the journal, as it says it. */
int ctl_gc_spawn(ctl *c, ctl_gc_job *g)
{
        memset(g, 0, sizeof *g);
        g->fd = -1;
        if (ctl_gc_running(c))
                return -EBUSY;          /* another gc has the store: this round is its */
        char self[4096];
        int rc = sbx_self_exe(self, sizeof self);
        if (rc < 0)
                return rc;
        int p[2];
        if (pipe2(p, O_CLOEXEC) < 0)
                return -errno;
        fflush(stdout);
        fflush(stderr);
        pid_t pid = fork();
        if (pid < 0) {
                int e = errno;
                close(p[0]);
                close(p[1]);
                return -e;
        }
        if (pid == 0) {
                int nul = open("/dev/null", O_RDONLY | O_CLOEXEC);
                if (nul < 0 || dup2(nul, 0) < 0 || dup2(p[1], 1) < 0)
                        _exit(127);
                closefrom(3);
                char *av[6];
                int k = 0;
                av[k++] = "sbxctl";
                av[k++] = "--json";
                if (c->cf->path) {      /* else the defaults, no file: as this process found */
                        av[k++] = "--config";
                        av[k++] = c->cf->path;
                }
                av[k++] = "gc";
                av[k] = NULL;
                execv(self, av);
                _exit(127);
        }
        close(p[1]);
        fcntl(p[0], F_SETFL, O_NONBLOCK);
        g->pid = pid;
        g->fd = p[0];
        g->t0 = sbx_mono_ns();
        return 0;
}

/* What the child wrote so far (its report: a few hundred bytes). */
static void ctl__gc_job_read(ctl_gc_job *g)
{
        ssize_t n;
        char sink[512];
        for (;;) {
                size_t room = sizeof g->out - 1 - g->len;
                n = read(g->fd, room ? g->out + g->len : sink, room ? room : sizeof sink);
                if (n <= 0 && !(n < 0 && errno == EINTR))
                        break;
                if (n > 0 && room)
                        g->len += (size_t)n;
        }
        g->out[g->len] = 0;
}

int ctl_gc_poll(ctl_gc_job *g, FILE *out, uint64_t *reclaimed)
{
        int st;
        if (g->pid <= 0)
                return 0;
        ctl__gc_job_read(g);
        pid_t pid = g->pid, w = waitpid(pid, &st, WNOHANG);
        if (w == 0 || (w < 0 && errno == EINTR))
                return 1;
        ctl__gc_job_read(g);            /* what it wrote as it ended */
        close(g->fd);
        g->fd = -1;
        g->pid = 0;
        double s = (double)(sbx_mono_ns() - g->t0) / 1e9;
        json_t *r = json_loads(g->out, 0, NULL);
        if (json_is_object(r)) {
                json_int_t got = json_integer_value(json_object_get(r, "bytes_reclaimed"));
                *reclaimed += got > 0 ? (uint64_t)got : 0;
                fprintf(out, "gc: reclaimed %lld bytes (store %lld -> %lld), %lld snapshot objects "
                        "removed, in %.1f s", (long long)got,
                        (long long)json_integer_value(json_object_get(r, "bytes_before")),
                        (long long)json_integer_value(json_object_get(r, "bytes_after")),
                        (long long)json_integer_value(json_object_get(r, "snapshots_removed")), s);
                if (json_object_get(r, "bucket_condemned"))
                        fprintf(out, "; bucket: %lld packs deleted (%lld bytes), %lld packs and "
                                "objects condemned (deleted at a gc at least gc_min_age later)",
                                (long long)json_integer_value(json_object_get(r, "bucket_packs_deleted")),
                                (long long)json_integer_value(json_object_get(r, "bucket_bytes_deleted")),
                                (long long)json_integer_value(json_object_get(r, "bucket_condemned")));
                fputc('\n', out);
                fflush(out);
        }
        json_decref(r);
        int ok = w == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
        if (!ok) {
                char how[64];
                if (w == pid && WIFSIGNALED(st))
                        snprintf(how, sizeof how, "killed by signal %d", WTERMSIG(st));
                else if (w == pid)
                        snprintf(how, sizeof how, "exit %d%s", WEXITSTATUS(st),
                                 WEXITSTATUS(st) == 127 ? ": sbxctl could not be run" : ", why above");
                else
                        snprintf(how, sizeof how, "%s", strerror(errno));
                fprintf(stderr, "sbxctl: reap: gc failed after %.1f s (%s); the next gc_interval "
                        "tries again\n", s, how);
        }
        return ok ? 0 : -1;
}

/* ---- prefetch: fill the host's cache with a restored sandbox's chunks ---- */
struct pf_ctx { uint8_t (*h)[FS_HASH_LEN]; size_t n, cap; snap_seen *seen; };

static int pf__chunk(void *arg, const uint8_t *hash, snap_file *f)
{
        (void)f;
        struct pf_ctx *p = arg;
        if (snap_seen_has(p->seen, hash))
                return 0;
        snap_seen_add(p->seen, hash);
        if (p->n == p->cap) {
                p->cap = p->cap ? 2 * p->cap : 4096;
                p->h = sbx_realloc(p->h, p->cap * sizeof *p->h);
        }
        memcpy(p->h[p->n++], hash, FS_HASH_LEN);
        return 0;
}

static volatile sig_atomic_t pf__stop;
static void pf__on_term(int sig)
{
        (void)sig;
        pf__stop = 1;
}

/* The chunks of NAME's tree into the host's cache (S3), in the tree's
** order: directory by directory, the order of the packs.  0 or -errno. */
static int pf__chunks(ctl *c, const char *name, const char *meta, snap_store *s,
                      size_t *nchunks, uint64_t *got)
{
        snap_tree *t;
        int rc = snap_tree_read(meta, &t);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: prefetch %s: %s: %s\n", name, meta, strerror(-rc));
                return rc;
        }
        struct pf_ctx p = { NULL, 0, 0, snap_seen_new(0) };
        snap_tree_each_chunk(t, pf__chunk, &p);
        snap_tree_free(t);
        snap_seen_free(p.seen);
        fs_store *st = snap_chunks(s);
        for (size_t i = 0; i < p.n && !pf__stop; i += 1024) {
                size_t k = p.n - i < 1024 ? p.n - i : 1024;
                int r = fs_store_prefetch(st, (const uint8_t (*)[FS_HASH_LEN])(p.h + i), k);
                if (r < 0) {
                        rc = r;
                        break;
                }
                *got += (uint64_t)r;
                fs_store_stats ss;
                fs_store_get_stats(st, &ss);
                snap_progress("prefetch", *got, ss.fetch_bytes, 0);
                if (ss.cache_bytes > (uint64_t)c->cf->store_cache_size / 4 * 3)
                        break;          /* never evict what the sandbox uses */
        }
        *nchunks = p.n;
        free(p.h);
        return rc;
}

int ctl_cmd_prefetch(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        const char *name = argv[1];
        /* no local state: not a meta.db ENOENT and "0 of 0 chunks" (the
         * catalog is opened only then: start runs a prefetch per restore) */
        if (!ctl_sandbox_exists(c, name)) {
                if (!ctl_sandbox_unknown(c, "prefetch", name))
                        fprintf(stderr, "sbxctl: prefetch %s: no tree of it on this host "
                                "(start brings it here)\n", name);
                return 1;
        }
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "prefetch.pid");
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        struct sigaction sa = { .sa_handler = pf__on_term };   /* no SA_RESTART */
        sigaction(SIGTERM, &sa, NULL);
        char pid[64];   /* "PID START": ctl_prefetch_stop() signals only us */
        snprintf(pid, sizeof pid, "%d %lld\n", (int)getpid(), (long long)ctl_proc_start((int)getpid()));
        sbx_write_file_atomic(pidf, pid, strlen(pid));
        int64_t t0 = sbx_mono_ns();
        int rc = 0;
        size_t nchunks = 0;
        uint64_t got = 0;
        fs_store_stats ss = { 0 };
        /* the chunks first: from the bucket into the cache, or (a local
         * store) their pack ranges into the page cache */
        snap_store *s;
        if (ctl__snap_open(c, "prefetch", &s) < 0) {
                unlink(pidf);
                return 1;
        }
        rc = pf__chunks(c, name, meta, s, &nchunks, &got);
        fs_store_get_stats(snap_chunks(s), &ss);
        snap_progress("prefetch", got, ss.fetch_bytes, 1);
        snap_close(s);
        /* then the files into the page cache, once their chunks are here */
        ctl_warm_stats w = { 0 };
        if (rc == 0 && !pf__stop && c->cf->store_warm > 0 && ctl_sandbox_mounted(c, name)) {
                int r = ctl_warm(ws, (uint64_t)c->cf->store_warm, &pf__stop, &w);
                if (r < 0)
                        fprintf(stderr, "sbxctl: prefetch %s: warm %s: %s\n", name, ws, strerror(-r));
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:I,s:I,s:I,s:I,s:I,s:I,s:b,s:f}", "sandbox", name,
                        "chunks", (json_int_t)nchunks, "fetched", (json_int_t)got,
                        "bytes", (json_int_t)ss.fetch_bytes, "requests", (json_int_t)ss.fetches,
                        "warm_files", (json_int_t)w.files, "warm_bytes", (json_int_t)w.bytes,
                        "stopped", (int)pf__stop, "ms", ctl__ms(t0)));
        else
                printf("prefetch %s: %llu of %zu chunks %s (%llu bytes in %llu requests); "
                       "%llu files (%llu bytes) read ahead in %.0f ms of %.0f ms%s\n",
                       name, (unsigned long long)got, nchunks,
                       ctl_store_s3(c) ? "fetched" : "read ahead", (unsigned long long)ss.fetch_bytes,
                       (unsigned long long)ss.fetches, (unsigned long long)w.files,
                       (unsigned long long)w.bytes, (double)w.ns / 1e6, ctl__ms(t0),
                       pf__stop ? " (stopped)" : "");
        /* the summary is in prefetch.log before the pid file says done */
        fflush(stdout);
        unlink(pidf);
        return rc < 0 ? 1 : 0;
}

/* ---- verify (snapshots) ---- */
int ctl_snap_verify(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        int all = !strcmp(argv[1], "--all");
        if (!all && ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        snap_store *s;
        if (ctl__snap_open(c, "verify", &s) < 0)
                return 1;
        char **names = NULL;
        size_t nn = 0;
        if (all) {
                size_t nl;
                char **metas = ctl__live_metas(c, &nl);
                snap_sandboxes(s, &names, &nn);
                for (size_t i = 0; i < nl; i++) {
                        char *nm = strrchr(metas[i], '/');
                        *nm = 0;
                        nm = strrchr(metas[i], '/') + 1;
                        int dup = 0;
                        for (size_t k = 0; k < nn && !dup; k++)
                                dup = !strcmp(names[k], nm);
                        if (!dup) {
                                names = sbx_realloc(names, (nn + 1) * sizeof *names);
                                names[nn++] = sbx_strdup(nm);
                        }
                        free(metas[i]);
                }
                free(metas);
        } else {
                names = sbx_calloc(1, sizeof *names);
                names[nn++] = sbx_strdup(argv[1]);
        }
        int problems = 0, failed = 0, found = 0;
        int down = 0;                   /* the bucket stopped answering: nothing more checked */
        FILE *rep = c->json ? stderr : stdout;  /* --json: stdout is the document */
        size_t nsnaps = 0, ntrees = 0;
        snap_seen *seen = snap_seen_new(0);
        fs_store_lock(snap_chunks(s), FS_LOCK_SH);       /* gc must not sweep under us */
        for (size_t k = 0; k < nn && !down; k++) {
                sbx_autofree char *meta = ctl_sandbox_path(c, names[k], "meta.db");
                struct stat sb;
                if (stat(meta, &sb) == 0) {
                        found = 1;
                        /* structure and chunks of the live tree: fs_check */
                        int fl = ctl_flush_mount(c, names[k]);
                        fs_remote rem;          /* an S3 store: chunks not here are in the bucket */
                        if (snap_s3_client(s)) {
                                snap_s3_remote(snap_s3_client(s), (uint64_t)c->cf->store_cache_size, &rem);
                                fs_store_default_remote(&rem);
                        }
                        int r = fs_check(meta, fs_store_dir(snap_chunks(s)), rep);
                        fs_store_default_remote(NULL);
                        ntrees++;
                        if (r == -EHOSTDOWN) {  /* said; one retry time for the whole verify */
                                failed++;
                                down = fs_store_remote_down(snap_chunks(s));
                                down = down ? down : 1;
                                continue;
                        }
                        if (r == -ENOSPC || r == -EDQUOT) {
                                /* not a problem of the tree: SQLite cannot open
                                 * meta.db (its -shm, -wal) on a full disk */
                                fprintf(rep, "sandbox %s (live): not checked: its disk is full (%s)\n",
                                        names[k], strerror(-r));
                                failed++;
                        } else if (r != 0) {
                                problems++;
                                if (r < 0)
                                        fprintf(rep, "sandbox %s (live): check failed: %s\n", names[k],
                                                strerror(-r));
                        } else if (fl < 0) {
                                /* what it committed is clean; what it wrote
                                 * since was not checked (a frozen sbxfs was
                                 * said clean, exit 0) */
                                fprintf(rep, "sandbox %s (live): only its last commit checked: its mount "
                                        "did not flush (%s)\n", names[k], strerror(-fl));
                                failed++;
                        }
                }
                snap_info *v;
                size_t n;
                if (snap_list(s, names[k], &v, &n) < 0) {
                        fprintf(rep, "sandbox %s: ref unreadable\n", names[k]);
                        failed++;
                        continue;
                }
                found |= n > 0 || ctl_sandbox_exists(c, names[k]);
                for (size_t i = 0; i < n && !down; i++) {
                        snap_tree *t;
                        sbx_autofree char *what = sbx_asprintf("snapshot %s of %s", v[i].id, names[k]);
                        snap_s3_error_clear();
                        int r = snap_load(s, v[i].id, NULL, &t);
                        if (r < 0) {
                                if (r == -ENOENT || r == -EBADMSG)
                                        fprintf(rep, "%s: object %s\n", what, r == -ENOENT ? "missing" : "corrupt");
                                else
                                        fprintf(rep, "%s: object unreadable: %s\n", what,
                                                *snap_s3_error() ? snap_s3_error() : strerror(-r));
                                problems++;
                                continue;
                        }
                        snap_s3_error_clear();
                        r = snap_verify_tree(s, t, what, seen, rep);
                        if (r < 0) {    /* not checked is not clean */
                                fprintf(rep, "%s: chunks unreadable: %s\n", what,
                                        *snap_s3_error() ? snap_s3_error() : strerror(-r));
                                failed++;
                                /* the bucket unreachable: one retry time for the whole verify */
                                down = snap_s3_client(s) && fs_store_remote_down(snap_chunks(s));
                        }
                        problems += r > 0 ? r : 0;
                        snap_tree_free(t);
                        nsnaps++;
                }
                free(v);
        }
        if (down)               /* the summary alone ("NOT ALL CHECKED") hid why */
                fprintf(rep, "verify: stopped: the bucket %s within [store] retry_time; what was "
                        "left (trees, snapshots) was not checked\n",
                        down == 2 ? "throttled every read (503/429)" : "did not answer");
        fs_store_unlock(snap_chunks(s));
        snap_seen_free(seen);
        for (size_t k = 0; k < nn; k++)
                free(names[k]);
        free(names);
        snap_close(s);
        if (!all && !found) {
                fprintf(stderr, "sbxctl: verify %s: no such sandbox\n", argv[1]);
                return 1;
        }
        if (c->json)
                ctl_print_json(json_pack("{s:b,s:i,s:i,s:I,s:I}", "clean", !problems && !failed,
                                          "problems", problems + failed, "unchecked", failed,
                                          "trees", (json_int_t)ntrees,
                                          "snapshots", (json_int_t)nsnaps));
        else
                printf("verify: %zu live trees, %zu snapshots: %s\n", ntrees, nsnaps,
                       problems ? "PROBLEMS FOUND" : failed ? "NOT ALL CHECKED (above)" : "clean");
        return problems || failed ? 1 : 0;
}

/* ---- export / import ---- */
int ctl_cmd_export(ctl *c, int argc, char **argv)
{
        int force = argc == 5 && !strcmp(argv[4], "--force");
        if (argc != 4 && !force)
                return ctl_usage(argv[0]);
        if (!*argv[3])          /* an unset variable: "to : No such file" */
                return ctl_bad_value(argv[0], "FILE", argv[3], "a path");
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        if (ctl_sandbox_unknown(c, "export", argv[1]))
                return 1;       /* not "no snapshot 'SNAP' of NAME" */
        sbx_autofree char *ef = sbx_escape_text(argv[3]);      /* as names are shown */
        /* the export is renamed onto FILE at its end (snap_export), and
         * only --force lets that replace what FILE held: said here at
         * once, and made sure of at the rename (FILE may appear since) */
        struct stat sb;
        if (!force && lstat(argv[3], &sb) == 0) {
                fprintf(stderr, "sbxctl: export %s: %s exists; nothing written "
                        "(--force replaces it)\n", argv[1], ef);
                return 1;
        }
        snap_store *s;
        if (ctl__snap_open(c, "export", &s) < 0)
                return 1;
        char id[SNAP_ID_LEN + 1], of[CTL_NAME_MAX];
        uint64_t nch = 0, bytes = 0;
        int64_t t0 = sbx_mono_ns();
        int rc = ctl__resolve(c, s, "export", argv[1], argv[2], id, of);
        /* the file names the sandbox whose snapshot it is (asked of: NAME,
         * renamed since the capture maybe, its snapshot's own name the old
         * one; or the other sandbox of its tenant that owns it) and its
         * tenant, which an import into an existing sandbox must share */
        const char *as = *of ? of : argv[1];
        char tenant[CTL_NAME_MAX] = "";
        if (rc == 0 && ctl__tenant_of(c, s, as, tenant) < 0)
                tenant[0] = 0;
        if (rc == 0 && (rc = snap_export(s, id, argv[3], force, as, tenant, &nch, &bytes)) < 0)
                fprintf(stderr, "sbxctl: export %s %s to %s: %s\n", argv[1], id, ef,
                        rc == -EEXIST ? "it exists now; nothing written (--force replaces it)" : strerror(-rc));
        snap_close(s);
        if (rc < 0)
                return 1;
        if (c->json) {
                json_t *o = json_pack("{s:s,s:s,s:I,s:I,s:f}", "id", id, "file", argv[3],
                                      "chunks", (json_int_t)nch, "bytes", (json_int_t)bytes,
                                      "ms", ctl__ms(t0));
                if (*of)        /* another sandbox's snapshot: whose */
                        json_object_set_new(o, "of", json_string(of));
                ctl_print_json(o);
        } else {
                printf("exported %s%s%s%s to %s: %llu chunks, %llu bytes in %.0f ms\n", id,
                       *of ? " (a snapshot of " : "", of, *of ? ")" : "", ef,
                       (unsigned long long)nch, (unsigned long long)bytes, ctl__ms(t0));
        }
        return 0;
}

/* An import whose tree could not be made into sandbox name (said): a
** sandbox no start could make is no import, so its snapshot goes off
** the ref again (the ref too when it came with it, only); gc reclaims
** the object and its chunks. */
static void ctl__import_undo(snap_store *s, const char *file, const char *name, const char *id,
                             int only)
{
        int rc = snap_delete(s, name, id);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: import %s: its snapshot stays under %s: %s "
                        "(sbxctl snapshot-delete %s %.12s)\n", file, name, strerror(-rc), name, id);
                return;
        }
        if (only)
                snap_forget_empty(s, name);
        fprintf(stderr, "sbxctl: import %s: nothing kept under %s\n", file, name);
}

/* Is name no sandbox yet (import with no new name: into the file's own,
** if there is one)?  1, 0, or -errno (said). */
static int ctl__import_new(ctl *c, const char *name)
{
        ctl_sandbox row;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &row) == 0) {
                ctl_cat_sandbox_free(&row);
                return 0;
        }
        if (ctl_sandbox_exists(c, name))
                return 0;
        int rc = ctl_store_has(c, name);
        if (rc < 0)
                fprintf(stderr, "sbxctl: import: the store cannot say whether a sandbox named %s "
                        "exists (see above); nothing made\n", name);
        return rc < 0 ? rc : rc == 0;
}

int ctl_cmd_import(ctl *c, int argc, char **argv)
{
        /* an option it does not know is no file name (./-f is one) */
        const char *tenant;
        int np = argc >= 3 && argv[2][0] != '-' ? 3 : 2;      /* FILE [NEWNAME] */
        if (argc < 2 || argv[1][0] == '-')
                return ctl_usage(argv[0]);
        if (!*argv[1])          /* an unset variable: "import : No such file" */
                return ctl_bad_value(argv[0], "FILE", argv[1], "a path");
        sbx_autofree char *ef = sbx_escape_text(argv[1]);      /* as names are shown */
        int rc = ctl__tenant_opt(argc, argv, np, &tenant);
        if (rc)
                return rc;
        const char *newname = np == 3 ? argv[2] : NULL;
        if (newname && ctl_bad_new_name(argv[0], newname))
                return 2;
        /* a new name is checked as fork and create check theirs: not only
         * this host's sandboxes, but the catalog, the store's refs (another
         * host's sandbox) and the reserved artifacts ref too */
        /* the lifecycle lock of the name it goes in as (the file's own,
         * read from its header, when none is given): a rename onto that
         * name holds it while its refs move */
        char inner[256], ftenant[CTL_NAME_MAX] = "";
        int hr = snap_export_sandbox(argv[1], inner, sizeof inner, ftenant, sizeof ftenant);
        if (newname && hr == -EBADMSG)  /* snap_import says why, as it did */
                hr = 0;
        if (hr == -ENOTSUP)             /* a newer build's: said */
                return 1;
        if (hr < 0) {
                fprintf(stderr, "sbxctl: import %s: %s\n", ef,
                        hr == -EBADMSG ? "refused: not an sbx export (its header names no sandbox, "
                        "or a sandbox or tenant that is no valid name)" : strerror(-hr));
                return 1;
        }
        /* the name checked and locked here is the one it goes in as:
         * snap_import refuses a file whose snapshot names another */
        const char *name = newname ? newname : inner;
        if (!newname && !strcmp(name, CTL_ARTIFACTS_REF)) {
                fprintf(stderr, "sbxctl: import %s: the name %s is reserved (artifacts); "
                        "import it under a new name\n", ef, name);
                return 1;
        }
        sbx_autoclose int lk = ctl_lock(c, name, "lock", 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: import %s: lock: %s\n", name, strerror(-lk));
                return 1;
        }
        ctl_name_claim_reap(c, "import", name);
        if (newname && ctl_name_free(c, "import", newname)) {
                ctl_lock_forget_unmade(c, name);        /* cmd_sandbox.c (3) */
                return 1;
        }
        /* (cmd_sandbox.c (5)) a new sandbox's name is claimed before its
         * ref, as fork claims its own: of two hosts' import and create of
         * one name, one wins; --tenant only makes a new one */
        int fresh = newname ? 1 : ctl__import_new(c, name);
        if (fresh < 0)
                return 1;
        if (tenant && !fresh) {
                fprintf(stderr, "sbxctl: import %s: %s exists: the import goes in as one of its "
                        "snapshots, and --tenant is for a new sandbox; nothing imported\n", ef, name);
                return 1;
        }
        /* the sandbox the file goes in as when it is made here is of the
         * tenant it was exported from (it was default) */
        if (fresh && !newname && !tenant && *ftenant) {
                if (ctl_tenant_known(c, ftenant) == 0)
                        tenant = ftenant;
                else            /* another deployment's: as before, said */
                        fprintf(stderr, "sbxctl: import %s: the file's tenant %s is no tenant here: %s "
                                "is made of tenant default (--tenant T sets another)\n", ef, ftenant,
                                name);
        }
        ctl_sandbox row;
        if (fresh && ctl_name_claim(c, "import", name, NULL, tenant, &row) < 0) {
                ctl_lock_forget_unmade(c, name);
                return 1;
        }
        snap_store *s;
        if (ctl__snap_open(c, "import", &s) < 0) {
                if (fresh) {
                        ctl_name_release(c, &row);
                        ctl_cat_sandbox_free(&row);
                }
                return 1;
        }
        /* into an existing sandbox: one of the tenant the file was
         * exported from (as restore takes only a snapshot of a sandbox of
         * its tenant); a file of an older build says none */
        char mine[CTL_NAME_MAX] = "";
        if (!fresh && *ftenant && ((rc = ctl__tenant_of(c, s, name, mine)) < 0 ||
                                   strcmp(mine, ftenant))) {
                if (rc == 0 || rc == -ENOENT)
                        fprintf(stderr, "sbxctl: import %s: refused: its snapshot is of a sandbox "
                                "of tenant %s, and %s is %s%s; nothing imported (`sbxctl import "
                                "FILE NEWNAME` makes a sandbox of it)\n", ef, ftenant, name,
                                rc == 0 ? "of tenant " : "of a tenant not known", rc == 0 ? mine : "");
                snap_close(s);
                return 1;
        }
        snap_info in;
        uint64_t nch = 0;
        int64_t t0 = sbx_mono_ns();
        rc = snap_import(s, argv[1], name, &in, &nch);
        int in_ref = rc == 0;           /* the snapshot in name's ref */
        /* into a sandbox that has snapshots, the import goes in behind its
         * latest (snap_import): the workspace and its latest stay as they
         * were, and a restore puts it on the import */
        int latest = 0, only = 0;
        if (rc < 0) {
                if (rc != -EBADMSG)     /* a refusal snap_import said, in one line */
                        fprintf(stderr, "sbxctl: import %s: %s\n", ef, strerror(-rc));
        } else {
                snap_info *v;
                size_t n;
                if ((rc = snap_list(s, name, &v, &n)) < 0)
                        fprintf(stderr, "sbxctl: import %s: list %s: %s\n", ef, name, strerror(-rc));
                else
                        latest = n && !strcmp(v[n - 1].id, in.id), only = latest && n == 1;
                if (rc == 0)
                        free(v);
        }
        int exists = rc == 0 && ctl_sandbox_exists(c, name);
        if (rc == 0 && latest && !exists) {
                snap_info again;
                if ((rc = ctl__from_snapshot(c, s, "import", name, in.id, &again,
                                             fresh ? &row : NULL)) < 0) {
                        ctl__import_undo(s, ef, name, in.id, only);
                        in_ref = 0;
                } else {
                        in_ref = 2;     /* its row added (ctl_name_claimed) */
                }
        }
        if (fresh && in_ref == 1)       /* a sandbox with a snapshot: made */
                ctl_name_claimed(c, &row);
        else if (fresh && !in_ref)
                ctl_name_release(c, &row);
        if (fresh)
                ctl_cat_sandbox_free(&row);
        snap_close(s);
        if (rc < 0) {
                if (fresh)              /* a bad file: no lock file of a name it made nothing of */
                        ctl_lock_forget_unmade(c, name);
                return 1;
        }
        if (c->json) {
                ctl_print_json(json_pack("{s:s,s:s,s:I,s:b,s:f}", "name", name, "id", in.id,
                                          "chunks", (json_int_t)nch, "latest", latest, "ms", ctl__ms(t0)));
        } else {
                printf("imported %s as %s: %llu chunks in %.0f ms\n", in.id, name,
                       (unsigned long long)nch, ctl__ms(t0));
                if (!latest || exists)
                        printf("%s exists: its workspace is as it was; the import is one of its snapshots "
                               "(sbxctl restore %s %.12s puts the workspace on it)\n", name, name, in.id);
                printf("%s\n", in.id);
        }
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        return 0;
}
