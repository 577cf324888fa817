/* cmd_artifact.c: artifact publish, list, get, delete.
**
** The workspace itself is never a deliverable; an artifact is a file or
** folder copied out of it into the store, named and immutable, and it
** outlives the sandbox.  An artifact is a snapshot of a tree that holds
** only that file or folder, on the ref CTL_ARTIFACTS_REF ("sbx.artifacts",
** a name create refuses and the lifecycle never adopts), so that:
**   (1) gc keeps its chunks (every ref is a gc root) and delete of the
**       sandbox leaves it alone (delete drops the sandbox's own ref only);
**   (2) it shares chunks with the workspace: the copy goes through a
**       scratch sbxfs on the same store, which stores each chunk once by
**       its hash, so no data is stored twice;
**   (3) its id is the snapshot's (the SHA-256 of the snapshot object,
**       whose header holds the time and label; snapshot/snap.c): immutable,
**       and unique per publish, not a hash of the files: the same
**       unchanged path published twice has two ids, its chunks shared,
**       stored once;
**   (4) get lands it owned by its caller, without group or other write,
**       set-ID bits, device nodes or xattrs but user.* ones (no ACLs,
**       file capabilities, trusted.* or security.*: ctl__land_one): the
**       sandbox's owner, modes and ACL entries (which name any host uid
**       it chooses) would let other host users alter what was fetched,
**       and its device nodes open the host's devices;
**   (5) get never writes through anything at DEST: cp copies into a fresh
**       directory next to where the artifact lands, and each entry is put
**       in place by rename (ctl__put_at): a symlink an earlier artifact
**       left there is replaced, never followed, and a failed get leaves
**       what was there, or the part put in place, and no temporary tree;
**   (6) publish resolves PATH in the workspace following no symlink, not
**       even on its way or before a trailing slash (ctl__enter_beneath),
**       and cp copies what was resolved; both run as the sandbox's uid
**       and gid, no supplementary group, no capability but CAP_MKNOD
**       (ctl__become).  The confined root holds the host's /usr, and cp -a
**       walks the folder by paths, so a directory in it the sandbox swaps
**       for a symlink mid-copy leads cp there: to what the sandbox's uid
**       may read only (world-readable files of the host's /usr), never to
**       root-only ones.  A file of PATH that uid cannot read (root-only,
**       a host process's; its own mode 000) fails the publish, cp naming
**       it.  PATH's last name is never "." (ctl__path_ok).  A folder
**       with a path too long for cp to name is refused before cp runs
**       (ctl__copy_fits), and cp's words reach stderr bounded (ctl__said).
**   (7) cp -a makes the fifos it copies and never opens one, so a cp
**       held in a fifo's open is copying a file the sandbox swapped for a
**       fifo after cp's stat (a rename, RENAME_EXCHANGE): it would wait
**       there, and the publish with it, for as long as the sandbox opened
**       no writer.  sbxctl looks every CTL__FIFO_CHECK_MS at where cp
**       waits (sbx_pid_in_fifo_open), ends it there and fails the publish,
**       saying so (tests/executor/escape2.t).
** Its label is JSON: {"sandbox", "path", "label"}.  The path is a name
** the sandbox made, the label anyone's: both are shown escaped
** (sbx_escape_text), never raw, as history, diff and snapshots show theirs;
** --json gives them as they are.
** The scratch tree is STATE/sandboxes/.artifact.PID/ (a dot name: list
** and verify skip it), removed on every path; one a publish killed left
** (mounted, its sbxfs running) is removed by the next publish or get, gc
** and reap (ctl_artifact_reap), never while its lock says it runs.  Its sbxfs commits the
** copy's chunks and exits before the capture below names them: until
** then gc counts the tree as live while process PID runs (cmd_snap.c
** snap_gc_tree_entry; gc lists the trees under its lock).  Holding the gc
** lock shared across the publish instead would hold every gc off for as
** long as the copy takes, and make it give up after gc_lock_wait.
*/
#include "ctl.h"
#include "catalog.h"
#include "../common/sbx.h"
#include "../snapshot/snapshot.h"

#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <sys/xattr.h>
#include <jansson.h>
#include <libgen.h>
#include <limits.h>
#include <poll.h>
#include <linux/openat2.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CTL_ARTIFACTS CTL_ARTIFACTS_REF

/* Run argv in the directory dir; 0 when it exits 0, else -EIO. */
static int ctl__runv(const char *dir, char *const argv[])
{
        pid_t parent = getpid(), pid = fork();
        if (pid < 0)
                return -errno;
        if (pid == 0) {
                /* a get killed (kill -9) takes its cp with it: left, it
                 * went on filling the temporary tree beside DEST */
                if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent || chdir(dir) < 0)
                        _exit(127);
                execv(argv[0], argv);
                _exit(127);
        }
        int st;
        while (waitpid(pid, &st, 0) < 0)
                if (errno != EINTR)
                        return -errno;
        return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -EIO;
}

/* The confined copy's exit status for an errno of ctl__enter_beneath or
** ctl__copy_fits: CTL__RESOLVE_EXIT + errno, under CTL__RESOLVE_EXIT +
** CTL__RESOLVE_ERRNO_MAX (cp exits 0 or 1; 126 and 127 are the setup's
** and exec's). */
#define CTL__RESOLVE_EXIT       64
#define CTL__RESOLVE_ERRNO_MAX  60

/* Enter the directory that holds path's last name, path resolved beneath
** root following no symlink (6): one on the way, or as the last name
** with a slash after it, is ELOOP; one as the last name itself is what
** is copied (cp -a copies it as a symlink).  The copy then runs in the
** directory checked, held as the working directory: a name on the way
** swapped for a symlink after the check leads nowhere.  *last: path's
** last name, in path (modified: trailing slashes cut).  0 or an errno. */
static int ctl__enter_beneath(const char *root, char *path, char **last)
{
        struct open_how how = {
                .flags = O_PATH | O_NOFOLLOW | O_CLOEXEC,
                .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_XDEV,
        };
        int r = open(root, O_PATH | O_DIRECTORY | O_CLOEXEC);
        int fd = r < 0 ? -1 : (int)syscall(SYS_openat2, r, path, &how, sizeof how);
        if (fd < 0)
                return errno;
        close(fd);
        size_t n = strlen(path);
        while (n > 1 && path[n - 1] == '/')
                path[--n] = 0;
        char *slash = strrchr(path, '/');
        *last = slash ? slash + 1 : path;
        if (slash) {
                *slash = 0;
                how.flags = O_PATH | O_DIRECTORY | O_CLOEXEC;
                fd = (int)syscall(SYS_openat2, r, path, &how, sizeof how);
        } else {
                fd = r;
        }
        if (fd < 0 || fchdir(fd) < 0)
                return errno;
        return 0;
}

/* cp -a (GNU coreutils 9) names what it copies by paths: each source by
** its path from the working directory (LAST/...), which must fit
** PATH_MAX, and each directory by its destination's too (/dst/LAST/...:
** it sets the directory's mode that way once its entries are in), 5
** bytes more; the rest it reads and makes by names in directory fds.  A
** folder past that failed in cp, half copied, with a line of up to 4 KB
** for each path too long. */
#define CTL__COPY_DST "/dst/"

/* (7) cp held in the open of a fifo, ended: an errno no resolution or
** cp's exit gives, looked at by CTL__FIFO_CHECK_MS while cp runs. */
#define CTL__COPY_FIFO          EDEADLK
#define CTL__FIFO_CHECK_MS      200

/* Does every path of the folder name (in the working directory) fit as
** cp -a names it (above)?  Walked by names (sbx_walk), as the sandbox's
** uid, before cp runs: 0, or ENAMETOOLONG after saying on stderr which
** path (its start, escaped).  A file (name is no directory: a name fits)
** or what the walk cannot enter is cp's to copy or report. */
static int ctl__copy_fits(const char *name)
{
        const size_t dst = strlen(CTL__COPY_DST);
        sbx_walk w = { .sides = 1 };
        if (sbx_walk_start(&w, AT_FDCWD, name, AT_FDCWD, NULL) < 0)
                return 0;
        size_t bad = 0, cap = 16;
        size_t *len = sbx_malloc(cap * sizeof *len);    /* len[k]: the path of depth k + 1's directory */
        int dir = 0;                                    /* bad is a directory's, under /dst/ */
        len[0] = strlen(name);
        while (!bad && w.depth) {
                struct sbx_walk_level *l = &w.lv[w.depth - 1];
                if (l->i == l->n) {
                        if (w.depth == 1 || sbx_walk_up(&w) < 0)
                                break;          /* moved meanwhile: cp's to report */
                        continue;
                }
                const char *e = l->names[l->i++];
                size_t n = len[w.depth - 1] + 1 + strlen(e);
                if (n >= PATH_MAX) {
                        bad = n;
                } else if (sbx_walk_down(&w, e, NULL) == 0) {   /* a directory */
                        if (dst + n >= PATH_MAX) {
                                bad = dst + n;
                                dir = 1;
                        }
                        if (w.depth > cap)
                                len = sbx_realloc(len, (cap *= 2) * sizeof *len);
                        len[w.depth - 1] = n;
                }
        }
        if (bad) {
                char head[160];
                size_t at = (size_t)snprintf(head, sizeof head, "%s%s", dir ? CTL__COPY_DST : "", name);
                for (size_t k = 0; k < w.depth && at < sizeof head; k++)
                        if (w.lv[k].i)          /* the name taken there: entered, or bad's */
                                at += (size_t)snprintf(head + at, sizeof head - at, "/%s",
                                                       w.lv[k].names[w.lv[k].i - 1]);
                sbx_autofree char *eh = sbx_escape_text(head);
                fprintf(stderr, "sbxctl: artifact publish: %s%s is %zu bytes long as cp -a names it\n",
                        eh, at >= sizeof head ? "..." : "", bad);
        }
        free(len);
        sbx_walk_free(&w);
        return bad ? ENAMETOOLONG : 0;
}

/* Become uid and gid (no supplementary group), with no capability but
** CAP_MKNOD, kept across exec as an ambient one (cp -a makes the device
** nodes of an imported tree: making a node reads nothing), and
** no_new_privs: what the sandbox may read is all cp reads (6).  uid 0
** (an [exec] uid of root) would get every capability back at exec:
** refused.  0 or -1. */
static int ctl__become(uid_t uid, gid_t gid)
{
        struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
        struct __user_cap_data_struct d[2] = { { 0 } };
        d[0].effective = d[0].permitted = d[0].inheritable = 1u << CAP_MKNOD;
        if (uid == 0 || prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) < 0 || setgroups(0, NULL) < 0 ||
            setresgid(gid, gid, gid) < 0 || setresuid(uid, uid, uid) < 0 || syscall(SYS_capset, &h, d) < 0 ||
            prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_MKNOD, 0, 0) < 0 ||
            prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
                return -1;
        return 0;
}

/* cp's words, relayed to stderr bounded: the first CTL__SAID_LINES
** lines, each cut after CTL__SAID_COLS bytes, then how many more there
** were.  A folder that fails throughout (a line a file, each with a path
** of up to 4 KB) printed megabytes. */
#define CTL__SAID_LINES 12
#define CTL__SAID_COLS  300
struct ctl_said { size_t lines, col, more; };

static void ctl__said(struct ctl_said *d, const char *b, size_t n)
{
        char out[4 * 1024];             /* n <= 1 KB: a byte each, "..." a line */
        size_t o = 0;
        for (size_t i = 0; i < n; i++) {
                int nl = b[i] == '\n';
                if (d->lines == CTL__SAID_LINES) {
                        d->more += nl;
                        continue;
                }
                if (d->col < CTL__SAID_COLS || nl)
                        out[o++] = b[i];
                else if (d->col == CTL__SAID_COLS)
                        o += (size_t)snprintf(out + o, sizeof out - o, "...");
                d->col = nl ? 0 : d->col + 1;
                d->lines += nl;
        }
        fwrite(out, 1, o, stderr);
}

/* Copy path of the workspace mounted at ws into the directory dst
** (`cp -a`) without ever resolving a name of the workspace on the host:
** a sandbox's symlinks ("out -> /etc") would otherwise lead a root cp to
** the host's files, and a directory swapped for a symlink mid-copy would
** too.  The copy runs chrooted in a mount namespace of its own whose root
** (a small tmpfs at root, an empty directory) holds only /src (the
** workspace), /dst and, read-only, /usr (what cp needs, and what every
** sandbox sees anyway) and /proc/self/fd; the namespace and its mounts
** end with it.  cp sets a directory's mode by its O_PATH fd through
** /proc/self/fd/N (glibc's fchmodat(AT_SYMLINK_NOFOLLOW)): without it,
** a folder holding a directory without u+w (0555, Go's module cache)
** failed.  That is the copy's own fd table, bound read-only, not a proc
** instance: /proc/PID/root of another process, kcore or sys would lead a
** workspace symlink out of the chroot or to the host's kernel.  Its fds
** are 0 and 1 (the chroot's root), 2 (a pipe to sbxctl, which relays
** cp's errors bounded: ctl__said) and what cp opens in the chroot; a
** workspace symlink to one of them copies as a symlink (cp -a), and
** leads nowhere else.  Nor does one on
** path's way: path is resolved beneath /src following no symlink, and cp
** runs in the directory resolved (ctl__enter_beneath, (6)).  But cp -a
** walks the folder by paths: a directory in it the sandbox swaps for a
** symlink mid-copy is followed, to what the chroot holds (its /usr).  So
** path is resolved and cp runs as the sandbox's uid and gid (dst, the
** scratch tree's root, made theirs), no capability to read anything
** (ctl__become): what it reaches that way, the sandbox may read anyway;
** a root-only file, or one of its own mode 000, fails the copy.  A
** folder with a path too long for cp is refused before it runs
** (ctl__copy_fits).  -errno of the resolution (-ELOOP: through a
** symlink), -ENAMETOOLONG, -EIO when cp failed, -ECANCELED when the copy
** could not be set up or cp not run (said: the step and its errno). */
/* In the copy's child: a step of its setup failed (errno), said on its
** stderr (the pipe to sbxctl, once there): exit 126, or 127 for cp's exec. */
static void ctl__copy_setup_failed(const char *step, int x)
{
        dprintf(2, "sbxctl: artifact publish: %s: %s: %s\n", x == 127 ? "could not run cp" :
                "could not set up the confined copy", step, strerror(errno));
        _exit(x);
}

static int ctl__copy_confined(const char *ws, const char *path, const char *dst, const char *root,
                              uid_t uid, gid_t gid)
{
        int said[2];
        if (pipe2(said, O_CLOEXEC) < 0)
                return -errno;
        pid_t parent = getpid(), pid = fork();
        if (pid < 0) {
                int e = errno;
                close(said[0]);
                close(said[1]);
                return -e;
        }
        if (pid == 0) {
                /* a publish killed (kill -9) takes its copy with it: it
                 * would keep the scratch mount alive in its namespace */
                if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent ||
                    dup2(said[1], 2) < 0)
                        ctl__copy_setup_failed("its parent's death signal, stderr", 126);
                static const char *const top[] = { "bin", "lib", "lib64", "sbin" };
                const unsigned long ro = MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV;
                char p[4096];
                const char *step;
                if ((step = "unshare", unshare(CLONE_NEWNS) < 0) ||
                    (step = "its root", mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
                     mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755") < 0 ||
                     chdir(root) < 0 || mkdir("src", 0755) < 0 || mkdir("dst", 0755) < 0 ||
                     mkdir("usr", 0755) < 0) ||
                    (step = "/src", mount(ws, "src", NULL, MS_BIND, NULL) < 0) ||
                    (step = "/dst", mount(dst, "dst", NULL, MS_BIND, NULL) < 0 || chown("dst", uid, gid) < 0) ||
                    (step = "/usr", mount("/usr", "usr", NULL, MS_BIND | MS_REC, NULL) < 0 ||
                     mount(NULL, "usr", NULL, ro, NULL) < 0) ||
                    (step = "/proc/self/fd", sbx_mkdir_p("proc/self/fd", 0755) < 0 ||
                     mount("/proc/self/fd", "proc/self/fd", NULL, MS_BIND, NULL) < 0 ||
                     mount(NULL, "proc/self/fd", NULL, ro | MS_NOEXEC, NULL) < 0))
                        ctl__copy_setup_failed(step, 126);
                /* this process's fds are cp's (exec keeps the pid): none
                 * of sbxctl's but stderr, 0 and 1 the chroot's root */
                int rfd = open(".", O_RDONLY | O_DIRECTORY);
                if (rfd < 0 || dup2(rfd, 0) < 0 || dup2(rfd, 1) < 0)
                        ctl__copy_setup_failed("its fds", 126);
                close_range(3, ~0U, 0);
                for (size_t i = 0; i < sizeof top / sizeof *top; i++) {
                        /* merged /usr: /bin -> usr/bin and so on */
                        char l[64];
                        snprintf(p, sizeof p, "/%s", top[i]);
                        ssize_t n = readlink(p, l, sizeof l - 1);
                        if (n > 0 && (l[n] = 0, !strncmp(l, "usr/", 4)) && symlink(l, top[i]) < 0)
                                ctl__copy_setup_failed(top[i], 126);
                }
                if ((step = "chroot", chroot(".") < 0 || chdir("/") < 0) ||
                    (step = "the sandbox's uid", ctl__become(uid, gid) < 0) ||
                    /* a change of uid clears the death signal: cp ran on
                     * after a publish killed, held in a fifo's open for
                     * good, and every later publish, get, gc and reap
                     * waited on its scratch tree */
                    (step = "its parent's death signal, as the sandbox's uid",
                     prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent))
                        ctl__copy_setup_failed(step, 126);
                char *last = NULL;
                int e = ctl__enter_beneath("/src", sbx_strdup(path), &last);
                if (e == 0)
                        e = ctl__copy_fits(last);
                if (e >= CTL__RESOLVE_ERRNO_MAX)
                        ctl__copy_setup_failed(path, (errno = e, 126));
                if (e > 0)
                        _exit(CTL__RESOLVE_EXIT + e);
                char *av[] = { "cp", "-a", "--", last, CTL__COPY_DST, NULL };
                execv("/usr/bin/cp", av);
                ctl__copy_setup_failed("/usr/bin/cp", 127);
        }
        close(said[1]);
        struct ctl_said d = { 0 };
        char b[1024];
        ssize_t n = 1;
        int fifo = 0;
        while (n != 0) {
                /* cp -a never opens a fifo (it makes one): one it waits
                 * in the open of is a file the sandbox swapped for a fifo
                 * after cp's stat, and it would wait for as long as the
                 * sandbox opens no writer (7) */
                struct pollfd pf = { said[0], POLLIN, 0 };
                int pr = poll(&pf, 1, CTL__FIFO_CHECK_MS);
                if (pr < 0 && errno == EINTR)
                        continue;
                if (pr == 0) {
                        if (!fifo && sbx_pid_in_fifo_open(pid)) {
                                kill(pid, SIGKILL);
                                fifo = 1;
                        }
                        continue;
                }
                if ((n = read(said[0], b, sizeof b)) > 0)
                        ctl__said(&d, b, (size_t)n);
                else if (n < 0 && errno != EINTR && errno != EAGAIN)
                        break;
        }
        close(said[0]);
        if (d.col)
                fputc('\n', stderr);
        if (d.more)
                fprintf(stderr, "sbxctl: artifact publish: cp said %zu more lines (not shown)\n", d.more);
        int st;
        while (waitpid(pid, &st, 0) < 0)
                if (errno != EINTR)
                        return -errno;
        if (fifo)
                return -CTL__COPY_FIFO;
        int x = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
        if (x > CTL__RESOLVE_EXIT && x < CTL__RESOLVE_EXIT + CTL__RESOLVE_ERRNO_MAX)
                return -(x - CTL__RESOLVE_EXIT);
        if (x == 126 || x == 127)       /* the child said which step, and why */
                return -ECANCELED;
        return x == 0 ? 0 : -EIO;
}

/* Remove every extended attribute of fp (not following a symlink) but
** user.* ones: ACL entries name any host uid the sandbox chose (a default
** ACL hands them every file made in the directory later), a file
** capability or trusted.* and security.* names (what an LSM or an
** overlayfs reads) are the host's to set, never an artifact's. */
static int ctl__land_xattrs(const char *fp)
{
        ssize_t n = llistxattr(fp, NULL, 0);
        if (n <= 0)
                return n < 0 && errno != ENOTSUP ? -errno : 0;
        sbx_autofree char *names = sbx_malloc((size_t)n);
        if ((n = llistxattr(fp, names, (size_t)n)) < 0)
                return -errno;
        for (char *x = names; x < names + n; x += strlen(x) + 1)
                if (strncmp(x, "user.", 5) && lremovexattr(fp, x) < 0 && errno != ENODATA)
                        return -errno;
        return 0;
}

/* Make the entry name of the working directory fit to land on the host:
** owned by get's caller (its real uid and gid: root for root), not by the
** sandbox's uid (nobody on the host, which any process running as nobody
** could then rewrite), and without group or other write (a 0777 the
** sandbox chose would let any host user alter what was fetched); set-
** user-ID, set-group-ID and sticky cleared, of files and directories
** alike: an artifact's bits must not come out on the host (a set-group-ID
** directory hands its group to what is made in it later).  The rest of
** the mode stays; cp -a carries it (4).
** Block and character devices are left out (counted in *devs): a node
** the sandbox (or an imported export made where its author was root)
** chose would open a host device, 0444 on the host's disk readable by
** every user; and only user.* xattrs stay (ctl__land_xattrs). */
static int ctl__land_one(const char *name, const struct stat *sb, size_t *devs)
{
        if (S_ISCHR(sb->st_mode) || S_ISBLK(sb->st_mode)) {
                if (unlink(name) < 0)
                        return -errno;
                ++*devs;
                return 0;
        }
        mode_t m = sb->st_mode & 0777 & ~(mode_t)(S_IWGRP | S_IWOTH);  /* no suid, sgid, sticky */
        /* the owner first: a chown clears the bits a chmod sets */
        if ((sb->st_uid != getuid() || sb->st_gid != getgid()) && lchown(name, getuid(), getgid()) < 0)
                return -errno;
        int rc = ctl__land_xattrs(name);
        if (rc < 0 || S_ISLNK(sb->st_mode))
                return rc;
        if (chmod(name, m) < 0)
                return -errno;
        return 0;
}

/* ctl__land_one on the entry name of the working directory, then, for a
** directory, on each entry in it from inside it: by names, never paths,
** which outgrow PATH_MAX (a path of 4080 bytes in the sandbox is longer
** under STATE/sandboxes/.artifact.PID/workspace/, and nftw, even with
** FTW_CHDIR, trips on it).  A directory's names are read, and its fd
** closed, before its entries are visited: no fd is held per level (a
** deep tree of short names would run out); chdir("..") goes back up,
** safe in the private scratch tree, where nothing else moves a name. */
static int ctl__land_at(const char *name, size_t *devs)
{
        struct stat sb;
        if (lstat(name, &sb) < 0)
                return -errno;
        int rc = ctl__land_one(name, &sb, devs);
        if (rc < 0 || !S_ISDIR(sb.st_mode))
                return rc;
        int fd = open(name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        size_t n;
        char **v;
        rc = sbx_dir_names(fd, &v, &n);
        close(fd);
        if (rc < 0)
                return rc;
        int in = chdir(name) == 0;
        rc = in ? 0 : -errno;
        for (size_t i = 0; i < n; i++) {
                if (rc == 0)
                        rc = ctl__land_at(v[i], devs);
                free(v[i]);
        }
        free(v);
        if (in && chdir("..") < 0 && rc == 0)
                rc = -errno;
        return rc;
}

/* Land the tree at path (ctl__land_at; path itself fits in PATH_MAX),
** the working directory kept.  0 or -errno; *devs counts the device
** nodes left out. */
static int ctl__land(const char *path, size_t *devs)
{
        sbx_autofree char *dir = sbx_strdup(path);
        char *base = strrchr(dir, '/');
        if (!base)
                return -EINVAL;
        *base++ = 0;
        int cwd = open(".", O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (cwd < 0)
                return -errno;
        int rc = chdir(*dir ? dir : "/") < 0 ? -errno : ctl__land_at(base, devs);
        if (fchdir(cwd) < 0 && rc == 0)
                rc = -errno;
        close(cwd);
        return rc;
}

/* A path inside the workspace: relative, no "..", not empty, its last
** name not "." ("." or "a/." would be an artifact named ".", which get
** merges into DEST itself: the folder is named by its own name). */
static int ctl__path_ok(const char *p)
{
        while (*p == '/')
                p++;
        if (!*p)
                return 0;
        size_t last = 0;
        for (const char *s = p; *s;) {
                const char *e = strchr(s, '/');
                size_t n = e ? (size_t)(e - s) : strlen(s);
                if (n == 2 && !strncmp(s, "..", 2))
                        return 0;
                if (n)
                        last = n == 1 && *s == '.';
                s += n + (e != NULL);
        }
        return !last;
}

/* The scratch sandbox name and its workspace. */
static char *ctl__scratch(void)
{
        return sbx_asprintf(".artifact.%d", (int)getpid());
}

/* STATE/locks/.artifact.PID.scratch: held by the publish or get whose
** scratch tree .artifact.PID is for as long as it runs (the kernel lets
** it go when the process dies, kill -9 too), and by whoever removes the
** tree of one that died (ctl_artifact_reap).  The fd, or -errno (-EBUSY:
** held, nonblock).  Its holder unlinks it when done: a lock taken on a
** file since unlinked is taken again on the new one. */
static char *ctl__scratch_lock_path(ctl *c, const char *tmp)
{
        return sbx_asprintf("%s/locks/%s.scratch", c->cf->sbx_state_dir, tmp);
}

static int ctl__scratch_lock(ctl *c, const char *tmp, int nonblock)
{
        sbx_autofree char *dir = sbx_asprintf("%s/locks", c->cf->sbx_state_dir);
        sbx_autofree char *path = ctl__scratch_lock_path(c, tmp);
        sbx_mkdir_p(dir, 0700);
        for (;;) {
                int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
                if (fd < 0)
                        return -errno;
                if (flock(fd, LOCK_EX | (nonblock ? LOCK_NB : 0)) < 0) {
                        int e = errno;
                        close(fd);
                        if (e == EINTR)
                                continue;
                        return e == EWOULDBLOCK ? -EBUSY : -e;
                }
                struct stat a, b;
                if (fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
                        return fd;
                close(fd);
        }
}

static void ctl__scratch_unlock(ctl *c, const char *tmp, int fd)
{
        if (fd < 0)
                return;
        sbx_autofree char *path = ctl__scratch_lock_path(c, tmp);
        unlink(path);
        close(fd);
}

/* Is workspace a mount (a dead FUSE one answers ENOTCONN)? */
static int ctl__mounted(const char *ws)
{
        struct stat a, b;
        sbx_autofree char *up = sbx_asprintf("%s/..", ws);
        if (stat(ws, &a) < 0)
                return errno == ENOTCONN || errno == ECONNABORTED;
        return stat(up, &b) == 0 && a.st_dev != b.st_dev;
}

static void ctl__scratch_drop(ctl *c, const char *tmp)
{
        ctl_fs_unmount(c, tmp);
        sbx_autofree char *ws = ctl_sandbox_path(c, tmp, "workspace");
        if (ctl__mounted(ws)) {         /* never rm -rf through a mount */
                umount2(ws, MNT_DETACH);
                if (ctl__mounted(ws))
                        return;
        }
        sbx_autofree char *dir = ctl_sandbox_dir(c, tmp);
        ctl_sandbox_rm_rf(dir);
}

/* Does process pid still run the publish (or get) that made dir, whose
** status last changed at st?  For a publish of an sbxctl that took no
** lock (one from before the lock): an sbxctl that started before the
** tree last changed (btime has whole seconds: a second of slack, to the
** safe side).  A pid reused by another program, or by an sbxctl started
** after the tree was left, is not it. */
static int ctl__scratch_owner_runs(pid_t pid, const struct stat *st)
{
        char comm[64];
        if (pid == getpid() || !sbx_pid_alive(pid) || strcmp(sbx_pid_comm(pid, comm, sizeof comm), "sbxctl"))
                return 0;
        int64_t t = ctl_proc_started(pid);
        return t < 0 || (t > 0 && t <= (int64_t)st->st_ctime + 1);     /* < 0: cannot tell: it runs */
}

int ctl_artifact_reap(ctl *c, FILE *out)
{
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        static const char pre[] = ".artifact.";
        DIR *d = opendir(dir);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        char **v = NULL;
        size_t n = 0;
        struct dirent *e;
        int64_t pid;
        while ((e = readdir(d)))
                if (!strncmp(e->d_name, pre, sizeof pre - 1) &&
                    sbx_parse_int(e->d_name + sizeof pre - 1, &pid) == 0 && pid > 0 && pid <= INT32_MAX) {
                        v = sbx_realloc(v, (n + 1) * sizeof *v);
                        v[n++] = sbx_strdup(e->d_name);
                }
        closedir(d);
        int removed = 0;
        for (size_t i = 0; i < n; i++) {
                sbx_parse_int(v[i] + sizeof pre - 1, &pid);
                int fd = ctl__scratch_lock(c, v[i], 1);
                if (fd >= 0) {
                        sbx_autofree char *sd = ctl_sandbox_dir(c, v[i]);
                        sbx_autofree char *ws = ctl_sandbox_path(c, v[i], "workspace");
                        struct stat st;
                        if (lstat(sd, &st) == 0 && !ctl__scratch_owner_runs((pid_t)pid, &st)) {
                                ctl__scratch_drop(c, v[i]);
                                if (lstat(sd, &st) < 0) {
                                        fprintf(out, "removed %s, the scratch tree of an artifact publish "
                                                "or get that died (pid %lld)\n", v[i], (long long)pid);
                                        removed++;
                                } else {
                                        fprintf(stderr, "sbxctl: %s, the scratch tree of an artifact publish "
                                                "or get that died, could not be removed%s\n", sd,
                                                ctl__mounted(ws) ? " (its workspace is still mounted)" : "");
                                }
                        }
                        ctl__scratch_unlock(c, v[i], fd);
                }
                free(v[i]);
        }
        free(v);
        return removed;
}

/* The artifact's label, {"sandbox", "path", "label"} as compact JSON, in
** *out (malloc'd).  0; 2 when path or label, the user's arguments, is
** not UTF-8 (JSON carries text only: ctl_json_text); 1 when too long. */
static int ctl__label(const char *name, const char *path, const char *label, char **out)
{
        *out = NULL;
        json_t *j = ctl_json_text("artifact publish", "the path", path);
        if (!j)
                return 2;
        json_decref(j);
        if (!(j = ctl_json_text("artifact publish", "the --label", label)))
                return 2;
        json_decref(j);
        json_t *o = json_pack("{s:s,s:s,s:s}", "sandbox", name, "path", path, "label", label);
        char *l = o ? json_dumps(o, JSON_COMPACT) : NULL;
        json_decref(o);
        if (!l || strlen(l) >= sizeof ((snap_info *)0)->label) {
                sbx_autofree char *ep = sbx_escape_text(path);
                fprintf(stderr, "sbxctl: artifact publish %s %s: %s\n", name, ep,
                        l ? "path and label are too long" : strerror(ENOMEM));
                free(l);
                return 1;
        }
        *out = l;
        return 0;
}

static int ctl__publish(ctl *c, const char *name, const char *path, const char *label)
{
        sbx_autofree char *ep = sbx_escape_text(path);
        if (!ctl__path_ok(path)) {
                fprintf(stderr, "sbxctl: artifact publish: '%s' is not a path inside the workspace "
                        "(no '..', nor '.' as its last name: name the folder)\n", ep);
                return 2;
        }
        /* the sandbox's own name of its files, /workspace/PATH: said
         * when PATH is not there (it read "b1 workspace/x: No such file") */
        int in_ws = !strncmp(path, "/workspace/", 11) && path[11];
        while (*path == '/')
                path++;
        free(ep);
        ep = sbx_escape_text(path);
        /* before anything is woken or copied: a name a command made that
         * is not UTF-8 is fine inside the folder (cp copies names as
         * they are), not as the argument the label records */
        sbx_autofree char *l = NULL;
        int bad = ctl__label(name, path, label, &l);
        if (bad)
                return bad;
        sbx_autofree char *tmp = ctl__scratch();
        int lk = ctl__scratch_lock(c, tmp, 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: artifact publish: lock of %s: %s\n", tmp, strerror(-lk));
                return 1;
        }
        ctl_artifact_reap(c, stderr);   /* what a publish killed left */
        if (ctl_wake(c, name) < 0) {
                ctl__scratch_unlock(c, tmp, lk);
                return 1;
        }
        /* the ids its commands run as, which its mount shows its files
         * as (the scratch tree's too: ctl_fs_mount_as): cp's (6) */
        uint32_t uid = (uint32_t)c->cf->exec_uid, gid = (uint32_t)c->cf->exec_gid;
        if (ctl_fs_mapped(c, name, &uid) == 1)
                gid = uid;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *tws = ctl_sandbox_path(c, tmp, "workspace");
        sbx_autofree char *tmeta = ctl_sandbox_path(c, tmp, "meta.db");
        sbx_autofree char *root = ctl_sandbox_path(c, tmp, "root");
        ctl__scratch_drop(c, tmp);
        int said = 0;                   /* the error printed where it was met */
        int rc = ctl_sandbox_mkdir(c, tws);
        if (rc == 0)
                rc = sbx_mkdir_p(root, 0700);
        if (rc == 0)                    /* a new tree: sbxctl makes it, not sbxfs */
                rc = fs_meta_create(tmeta);
        /* the scratch tree shows its owners as the sandbox's, so that
         * its files are stored owned by the tree's uid, as in the sandbox */
        if (rc == 0 && (rc = ctl_fs_mount_as(c, tmp, name)) < 0)
                said = 1;
        else if (rc == 0) {
                if ((rc = ctl__copy_confined(ws, path, tws, root, uid, gid)) == -EIO) {
                        fprintf(stderr, "sbxctl: artifact publish: copy of %s failed (cp says why above; "
                                "every file of it must be readable by the sandbox's uid %u)\n", ep, uid);
                        said = 1;
                } else if (rc == -CTL__COPY_FIFO) {
                        fprintf(stderr, "sbxctl: artifact publish: copy of %s: a file of it became a "
                                "fifo while cp copied it (the sandbox changed the folder under the "
                                "copy; cp, held in the fifo's open, was ended); nothing published\n", ep);
                        said = 1;
                } else if (rc == -ECANCELED) {
                        said = 1;       /* cp never ran: the copy said why */
                } else if (rc == 0 && !ctl_sandbox_mounted(c, tmp)) {
                        fprintf(stderr, "sbxctl: artifact publish: the copy of %s: its scratch sbxfs "
                                "exited under it; nothing published\n", ep);
                        rc = -EIO;
                        said = 1;
                } else if (rc == 0 && (rc = ctl_flush_mount(c, tmp)) < 0) {
                        /* the copy committed, or no publish: its sbxfs
                         * exits on a failed last batch (a full store)
                         * with its tree as last committed, and an empty
                         * or partial tree was published, exit 0 */
                        pid_t p = rc == -ETIMEDOUT ? ctl_sandbox_fs_pid(c, tmp) : 0;
                        if (p > 0)
                                kill(p, SIGKILL);       /* else the unmount waits for it too */
                        fprintf(stderr, "sbxctl: artifact publish: storing the copy of %s: %s; "
                                "nothing published\n", ep, rc == -ETIMEDOUT ? "its scratch sbxfs "
                                "does not answer (ended)" : strerror(-rc));
                        said = 1;
                }
                if (ctl_fs_unmount(c, tmp) < 0 && rc == 0) {  /* sbxfs flushes, exits */
                        rc = -EIO;
                        said = 1;
                }
        }
        snap_store *s = NULL;
        snap_tree *t = NULL;
        snap_info in;
        if (rc == 0 && (rc = ctl_store_open(c, &s)) < 0)
                said = 1;               /* it said why */
        if (rc == 0) {
                fs_store *chunks = snap_chunks(s);
                if ((rc = fs_store_lock(chunks, FS_LOCK_SH)) == 0) {
                        if ((rc = snap_tree_read(tmeta, &t)) == 0)
                                rc = snap_capture(s, CTL_ARTIFACTS, t, l, &in);
                        fs_store_unlock(chunks);
                }
        }
        snap_tree_free(t);
        if (s)
                snap_close(s);
        ctl__scratch_drop(c, tmp);
        ctl__scratch_unlock(c, tmp, lk);
        if (rc == -ELOOP) {
                fprintf(stderr, "sbxctl: artifact publish: %s goes through a symlink of the workspace "
                        "(never followed: name what it points to); nothing published\n", ep);
                return 1;
        }
        if (rc == -ENAMETOOLONG) {      /* ctl__copy_fits said which path */
                fprintf(stderr, "sbxctl: artifact publish: %s holds a path too long to copy: each, "
                        "counted from the folder's name, must fit PATH_MAX (%d bytes), a directory's "
                        "with %s before it; nothing published\n", ep, PATH_MAX, CTL__COPY_DST);
                return 1;
        }
        if (rc < 0) {   /* once: not a second, "Input/output error", after cp's */
                if (!said)
                        fprintf(stderr, "sbxctl: artifact publish %s %s: %s%s%s%s%s%s\n", name, ep,
                                ctl_capture_error(rc), rc == -ENOENT && in_ws ?
                                " (PATH is a name inside the workspace: give " : "",
                                rc == -ENOENT && in_ws ? ep + 10 : "",
                                rc == -ENOENT && in_ws ? ", not /" : "",
                                rc == -ENOENT && in_ws ? ep : "", rc == -ENOENT && in_ws ? ")" : "");
                return 1;
        }
        if (c->json) {  /* path is UTF-8: checked above */
                ctl_print_json(json_pack("{s:s,s:s,s:s,s:s,s:I,s:I}", "id", in.id, "sandbox", name,
                                         "path", path, "label", label ? label : "",
                                         "files", (json_int_t)in.files, "bytes", (json_int_t)in.bytes));
        } else {
                printf("published %s of %s: %llu files, %llu bytes\n%s\n", ep, name,
                       (unsigned long long)(in.files + in.symlinks), (unsigned long long)in.bytes, in.id);
        }
        return 0;
}

static int ctl__list(ctl *c)
{
        snap_store *s;
        snap_info *v = NULL;
        size_t n = 0;
        /* a store it cannot read is said, exit 1: it listed none, exit 0,
         * as if there were no artifacts */
        if (ctl_store_open(c, &s) < 0)
                return 1;               /* it said why */
        int rc = snap_list(s, CTL_ARTIFACTS, &v, &n);
        snap_close(s);
        if (rc < 0 && rc != -ENOENT) {
                fprintf(stderr, "sbxctl: artifact list: the store: %s\n", strerror(-rc));
                return 1;
        }
        json_t *a = json_array();
        if (!c->json && n)
                printf("%-64s  %-20s %-16s %10s  %s\n", "ID", "TIME", "SANDBOX", "BYTES", "PATH  LABEL");
        for (size_t i = 0; i < n; i++) {
                json_t *l = json_loads(v[i].label, 0, NULL);
                const char *sb = json_string_value(json_object_get(l, "sandbox"));
                const char *p = json_string_value(json_object_get(l, "path"));
                const char *lb = json_string_value(json_object_get(l, "label"));
                char when[32];
                time_t t = (time_t)(v[i].time_ns / 1000000000);
                struct tm tm;
                gmtime_r(&t, &tm);
                strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
                if (c->json)    /* strings of a label json_loads read: UTF-8 */
                        json_array_append_new(a, json_pack("{s:s,s:s,s:s,s:s,s:s,s:I}", "id", v[i].id,
                                "time", when, "sandbox", sb ? sb : "", "path", p ? p : "",
                                "label", lb ? lb : "", "bytes", (json_int_t)v[i].bytes));
                else {
                        sbx_autofree char *ep = sbx_escape_text(p ? p : "");
                        sbx_autofree char *el = sbx_escape_text(lb ? lb : "");
                        printf("%-64s  %-20s %-16s %10llu  %s  %s\n", v[i].id, when, sb ? sb : "",
                               (unsigned long long)v[i].bytes, ep, el);
                }
                json_decref(l);
        }
        free(v);
        if (c->json)
                ctl_print_json(a);
        else
                json_decref(a);
        return 0;
}

/* May get write into dest?  Into a directory that holds files it
** replaces those of the same names (ctl__put_at), onto a file or a
** symlink it replaces it: only a dest that is not there or an empty
** directory is taken, unless --force.  0, or 1 after saying why. */
static int ctl__dest_free(const char *dest)
{
        struct stat sb;
        if (lstat(dest, &sb) < 0)
                return 0;
        sbx_autofree char *ed = sbx_escape_text(dest);         /* as names are shown */
        if (S_ISDIR(sb.st_mode)) {
                DIR *d = opendir(dest);
                struct dirent *e;
                int n = 0;
                while (d && (e = readdir(d)))
                        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
                                n++;
                if (d)
                        closedir(d);
                if (d && !n)
                        return 0;
                fprintf(stderr, "sbxctl: artifact get: %s is a directory that is not empty; "
                        "nothing written (--force copies into it: what has the artifact's name is "
                        "replaced, a folder merged)\n",
                        ed);
                return 1;
        }
        fprintf(stderr, "sbxctl: artifact get: %s exists; nothing written (--force replaces it)\n", ed);
        return 1;
}

/* Where get puts the artifact whose name is base: into DEST when DEST is
** a directory (itself, not a symlink to one), under base; else at DEST
** itself (nothing there, a file, or a symlink: an entry to replace, never
** followed), its last name in its parent.  *dir: an fd of that directory
** (owned by the caller), *to: the name in it (malloc'd).  0 or -errno. */
static int ctl__dest_at(const char *dest, const char *base, int *dir, char **to)
{
        /* what a label publish never writes (one published before "."
         * was refused did: ctl__path_ok) */
        if (!strcmp(base, ".") || !strcmp(base, "..") || strchr(base, '/'))
                return -EINVAL;
        sbx_autofree char *d = sbx_strdup(dest);
        size_t n = strlen(d);
        while (n > 1 && d[n - 1] == '/')
                d[--n] = 0;
        struct stat sb;
        if (lstat(d, &sb) == 0 && S_ISDIR(sb.st_mode)) {
                *dir = open(d, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                *to = sbx_strdup(base);
        } else {
                char *slash = strrchr(d, '/');
                if (slash)
                        *slash = 0;
                *dir = open(!slash ? "." : slash == d ? "/" : d, O_PATH | O_DIRECTORY | O_CLOEXEC);
                *to = sbx_strdup(slash ? slash + 1 : d);
        }
        if (*dir >= 0)
                return 0;
        int e = errno;
        free(*to);
        *to = NULL;
        return -e;
}

/* Put the entry name of the directory from (get's private copy) in the
** place of the entry to of the directory dir, by rename: nothing that is
** there is written through (5).  Nothing there: a rename that replaces
** nothing.  Both directories (not symlinks): 1, to be merged.  Else,
** when replace: what is there (a file, a symlink, a directory where name
** is not one) is replaced, renamed over or exchanged into name's place,
** where it goes with the private copy; not replace: -EEXIST.  0 or
** -errno. */
static int ctl__put_one(int from, const char *name, int dir, const char *to, int replace)
{
        struct stat a, b;
        if (fstatat(from, name, &a, AT_SYMLINK_NOFOLLOW) < 0)
                return -errno;
        if (fstatat(dir, to, &b, AT_SYMLINK_NOFOLLOW) < 0)
                return errno != ENOENT ? -errno :
                       renameat2(from, name, dir, to, RENAME_NOREPLACE) < 0 ? -errno : 0;
        if (S_ISDIR(a.st_mode) && S_ISDIR(b.st_mode))
                return 1;
        if (!replace)
                return -EEXIST;
        if (!S_ISDIR(a.st_mode) && !S_ISDIR(b.st_mode))     /* atomic, on every filesystem */
                return renameat(from, name, dir, to) < 0 ? -errno : 0;
        return renameat2(from, name, dir, to, RENAME_EXCHANGE) < 0 ? -errno : 0;
}

/* ctl__put_one, and two directories merged: each entry of name put in its
** place the same way, the directory there keeping its owner and mode.
** Both trees are walked side by side (sbx_walk: one fd a side, whatever
** the depth: a 1,500-deep folder ran out of fds at 1,024), entered with
** O_NOFOLLOW (a directory swapped for a symlink since is an error, not a
** way out).  0 or -errno. */
static int ctl__put_at(int from, const char *name, int dir, const char *to, int replace)
{
        int rc = ctl__put_one(from, name, dir, to, replace);
        if (rc != 1)
                return rc;
        sbx_walk w = { .sides = 2 };
        rc = sbx_walk_start(&w, from, name, dir, to);
        while (rc == 0 && w.depth) {
                struct sbx_walk_level *l = &w.lv[w.depth - 1];
                if (l->i == l->n) {
                        if (w.depth == 1)
                                break;
                        rc = sbx_walk_up(&w);
                        continue;
                }
                const char *e = l->names[l->i++];
                if ((rc = ctl__put_one(w.fd[0], e, w.fd[1], e, 1)) == 1)
                        rc = sbx_walk_down(&w, e, e);
        }
        sbx_walk_free(&w);
        return rc;
}

/* Remove the temporary directories .sbx-get.PID.N that gets killed (-9)
** left in dir (an fd of it), which nothing else would: their get's
** process gone (or the pid reused since) and modified min_age seconds ago
** or more (ctl_tmp_orphan: a get at work from another pid namespace
** sharing dir is left alone). */
static void ctl__put_sweep(int dir, int64_t min_age)
{
        static const char pre[] = ".sbx-get.";
        int fd = openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *d = fd < 0 ? NULL : fdopendir(fd);
        struct dirent *e;
        if (!d && fd >= 0)
                close(fd);
        while (d && (e = readdir(d))) {
                int64_t pid;
                char p[24];
                struct stat st;
                const char *at = e->d_name + sizeof pre - 1, *dot = strchr(at, '.');
                if (strncmp(e->d_name, pre, sizeof pre - 1) || !dot || (size_t)(dot - at) >= sizeof p)
                        continue;
                memcpy(p, at, dot - at);
                p[dot - at] = 0;
                if (sbx_parse_int(p, &pid) == 0 && fstatat(dir, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
                    S_ISDIR(st.st_mode) && ctl_tmp_orphan(pid, &st, min_age))
                        sbx_rm_rf_at(dir, e->d_name);
        }
        if (d)
                closedir(d);
}

/* Copy the artifact name of the scratch workspace tws to DEST (5): cp -a
** into a fresh directory next to where it lands (same filesystem), whose
** fd cp is handed as /proc/self/fd/N (nothing is there to write
** through), then ctl__put_at it in place; the temporary directory is
** removed on every path; those of gets killed are removed first
** (ctl__put_sweep, min_age).  cp runs in the scratch workspace and copies
** the artifact by its name there: cp stats each source file by its
** whole path, which under STATE/sandboxes/.artifact.PID/workspace/
** outgrows PATH_MAX where the sandbox's (under /workspace/) did not.
** 0 or -errno (-ECANCELED: cp failed, having said why). */
static int ctl__put(const char *tws, const char *name, const char *dest, int force, int64_t min_age)
{
        sbx_autofree char *to = NULL;
        sbx_autofree char *tmp = NULL;
        int dir, rc = ctl__dest_at(dest, name, &dir, &to);
        if (rc < 0)
                return rc;
        ctl__put_sweep(dir, min_age);
        for (int i = 0; !tmp; i++) {
                tmp = sbx_asprintf(".sbx-get.%d.%d", (int)getpid(), i);
                if (mkdirat(dir, tmp, 0700) < 0) {
                        rc = -errno;
                        free(tmp);
                        tmp = NULL;
                        if (rc != -EEXIST || i == 99) {
                                close(dir);
                                return rc;
                        }
                }
        }
        int t = openat(dir, tmp, O_PATH | O_DIRECTORY | O_NOFOLLOW);  /* cp's: no O_CLOEXEC */
        if (t < 0) {
                rc = -errno;
        } else {
                sbx_autofree char *into = sbx_asprintf("/proc/self/fd/%d/artifact", t);
                char *av[] = { "/bin/cp", "-a", "-T", "--", (char *)name, into, NULL };
                if ((rc = ctl__runv(tws, av)) == 0)
                        rc = ctl__put_at(t, "artifact", dir, to, force);
                else if (rc == -EIO)
                        rc = -ECANCELED;        /* cp's, not a rename's EIO */
                close(t);
        }
        sbx_rm_rf_at(dir, tmp);
        close(dir);
        return rc;
}

/* An artifact id (a prefix) that get or delete could not take, named,
** escaped (the operator's bytes): get did not name it. */
static void ctl__resolve_said(const char *verb, const char *arg, int rc)
{
        sbx_autofree char *ea = sbx_escape_text(arg);
        fprintf(stderr, "sbxctl: artifact %s %s: %s\n", verb, ea, rc == -ENOENT ? "no such artifact" :
                rc == -EEXIST ? "ambiguous id; give more digits" : strerror(-rc));
}

static int ctl__get(ctl *c, const char *arg, const char *dest, int force)
{
        /* --json names dest in a JSON string: text only, said before
         * anything is written */
        json_t *jd = c->json ? ctl_json_text("artifact get", "the destination", dest) : NULL;
        if (c->json && !jd)
                return 2;
        json_decref(jd);
        sbx_autofree char *ed = sbx_escape_text(dest);         /* as names are shown */
        /* cp would say it, then get only "Input/output error" */
        sbx_autofree char *up = sbx_strdup(dest);
        struct stat ust;
        int e = stat(dirname(up), &ust) < 0 ? errno : S_ISDIR(ust.st_mode) ? 0 : ENOTDIR;
        if (e) {
                sbx_autofree char *eu = sbx_escape_text(up);   /* as names are shown */
                fprintf(stderr, "sbxctl: artifact get: %s: %s\n", eu, strerror(e));
                return 1;
        }
        if (!force && ctl__dest_free(dest))
                return 1;
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return 1;               /* ctl_store_open said why */
        char id[SNAP_ID_LEN + 1];
        snap_info in = { 0 };
        snap_tree *t = NULL;
        sbx_autofree char *tmp = ctl__scratch();
        sbx_autofree char *tws = ctl_sandbox_path(c, tmp, "workspace");
        sbx_autofree char *tmeta = ctl_sandbox_path(c, tmp, "meta.db");
        int lk = ctl__scratch_lock(c, tmp, 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: artifact get: lock of %s: %s\n", tmp, strerror(-lk));
                snap_close(s);
                return 1;
        }
        ctl_artifact_reap(c, stderr);
        ctl__scratch_drop(c, tmp);
        fs_store *chunks = snap_chunks(s);
        if ((rc = snap_resolve(s, CTL_ARTIFACTS, arg, id)) < 0) {
                ctl__resolve_said("get", arg, rc);
                snap_close(s);
                ctl__scratch_unlock(c, tmp, lk);
                return 1;
        }
        if ((rc = fs_store_lock(chunks, FS_LOCK_SH)) == 0) {
                if ((rc = snap_load(s, id, &in, &t)) == 0 && (rc = ctl_sandbox_mkdir(c, tws)) == 0)
                        rc = snap_tree_write(t, tmeta);
                fs_store_unlock(chunks);
        }
        snap_tree_free(t);
        snap_close(s);
        json_t *l = json_loads(in.label, 0, NULL);
        const char *p = rc == 0 ? json_string_value(json_object_get(l, "path")) : NULL;
        sbx_autofree char *pc = sbx_strdup(p ? p : "");
        json_decref(l);
        int said = 0;                   /* the error printed where it was met */
        if (rc == 0 && (rc = ctl_fs_mount(c, tmp)) == 0) {
                char *base = basename(pc);
                sbx_autofree char *src = sbx_asprintf("%s/%s", tws, base);
                /* owner and modes made right in the private scratch copy
                 * first, so that the wrong ones never exist where others
                 * can reach them */
                size_t devs = 0;
                if ((rc = ctl__land(src, &devs)) < 0) {
                        fprintf(stderr, "sbxctl: artifact get: owner and modes of the copy: %s\n",
                                strerror(-rc));
                        said = 1;
                }
                else if (devs)
                        fprintf(stderr, "sbxctl: artifact get: left out %zu device node%s (block and "
                                "character devices never land on the host)\n", devs,
                                devs == 1 ? "" : "s");
                struct stat st;
                if (rc == 0 && lstat(src, &st) < 0)     /* the artifact was one */
                        rc = -ENODEV;
                else if (rc == 0 && (rc = ctl__put(tws, base, dest, force, c->cf->snapshot_gc_min_age)) == -ECANCELED)
                        said = fprintf(stderr, "sbxctl: artifact get: copy to %s failed (cp says why "
                                       "above)\n", ed) > 0;
                else if (rc == -EEXIST)
                        said = fprintf(stderr, "sbxctl: artifact get: %s exists; nothing written "
                                       "(--force replaces it)\n", ed) > 0;
        }
        ctl__scratch_drop(c, tmp);
        ctl__scratch_unlock(c, tmp, lk);
        if (rc < 0 && said)
                return 1;       /* once: not a second, "Input/output error", after cp's */
        if (rc < 0) {
                fprintf(stderr, "sbxctl: artifact get %s: %s\n", arg, strerror(-rc));
                return 1;
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s}", "id", id, "dest", dest));
        else {
                sbx_autofree char *ep = sbx_escape_text(pc);
                printf("got artifact %.16s (%s) into %s\n", id, ep, ed);
        }
        return 0;
}

/* delete: the artifact's snapshot leaves the ref (snap_delete, a
** compare-and-swap: a publish meanwhile stays); its chunks go at the next
** gc that finds no other holder.  A get already past its snapshot's load
** has its scratch tree, a gc root, and finishes.  Artifacts were kept for
** good: the ref only grew. */
static int ctl__delete(ctl *c, int argc, char **argv)
{
        const char *arg = argv[2];
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return 1;               /* ctl_store_open said why */
        char id[SNAP_ID_LEN + 1];
        rc = snap_resolve(s, CTL_ARTIFACTS, arg, id);
        if (rc == 0)
                rc = snap_delete(s, CTL_ARTIFACTS, id);
        snap_close(s);
        if (rc < 0) {
                ctl__resolve_said("delete", arg, rc);
                ctl_audit_cmd(c, CTL_ARTIFACTS, 0, argc, argv, 1);     /* refused, said */
                return 1;
        }
        ctl_audit_cmd(c, CTL_ARTIFACTS, 0, argc, argv, 0);
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s}", "id", id, "result", "deleted"));
        else
                printf("deleted artifact %s (its chunks are left to gc)\n", id);
        return 0;
}

int ctl_cmd_artifact(ctl *c, int argc, char **argv)
{
        if (argc >= 4 && !strcmp(argv[1], "publish")) {
                const char *label = "";
                c->verb = "artifact publish";   /* its wake's words */
                if (argc == 6 && !strcmp(argv[4], "--label"))
                        label = argv[5];
                else if (argc != 4)
                        return ctl_usage(argv[0]);
                if (ctl_bad_name("artifact publish", "sandbox", argv[2]))
                        return 2;
                return ctl__publish(c, argv[2], argv[3], label);
        }
        if (argc == 2 && !strcmp(argv[1], "list"))
                return ctl__list(c);
        if ((argc == 4 || argc == 5) && !strcmp(argv[1], "get") && !*argv[3])
                return ctl_bad_value(argv[0], "DEST", argv[3], "a path");
        if (argc == 4 && !strcmp(argv[1], "get"))
                return ctl__get(c, argv[2], argv[3], 0);
        if (argc == 5 && !strcmp(argv[1], "get") && !strcmp(argv[4], "--force"))
                return ctl__get(c, argv[2], argv[3], 1);
        if (argc == 3 && !strcmp(argv[1], "delete"))
                return ctl__delete(c, argc, argv);
        return ctl_usage_sub(argv[0], argc > 1 ? argv[1] : NULL, "publish list get delete");
}
