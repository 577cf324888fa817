/* init.c: the sandbox's init, and how it turns a request into a command.
**
** exec__init_start() clones a process with its own mount, PID, network,
** IPC and UTS namespaces.  That process (pid 1 inside) builds the root,
** then loops: it forks each command the daemon asks for, reaps every
** child (orphans included) and reports the exit of commands.  Its
** namespaces live as long as it does, so all commands of a sandbox share
** one environment: a server one command starts is on the next one's
** loopback, a tool one installs under /usr/local is there for the next.
**
** The root, in order (build_root):
**   1. every mount made private: nothing we mount reaches the host;
**   2. a tmpfs on rootdir becomes the new root (the throw-away layer);
**   3. /usr /bin /sbin /lib* (or rootfs's): read-only, nosuid, nodev
**      overlays of the sandbox's own, so that no inotify or fanotify watch
**      sees the host's or other sandboxes' opens; symlinks kept as
**      symlinks (merged /usr); bound aside at /.layer/base here, the
**      overlays made from there after 8, so that their options in
**      mountinfo name no host path (exec__base);
**   4. /usr/local: an overlay on a tmpfs, owned by the sandbox user, so
**      installs work and vanish at stop (after 8 too, from the base's
**      /usr/local);
**   5. /etc: written passwd/group/hosts, copies (not binds: their inodes
**      would be the host's) of a few files and directories the shell,
**      ld.so, Python, Node and git need;
**   6. /dev: tmpfs with nodes of its own of null zero full random urandom
**      tty (not binds: the host's devtmpfs inodes, which inotify and
**      fanotify report per inode), a private devpts and /dev/shm;  /tmp: tmpfs;  /proc: fresh, mounted
**      inside the new PID namespace so it shows the sandbox's processes,
**      /proc/sys read-only, /proc/cmdline and /proc/bootconfig (the host's
**      boot parameters) masked by /dev/null;
**   7. /workspace: an empty directory; the daemon hands the workspace in
**      as a detached mount (open_tree) and init attaches it (MSG_MOUNT),
**      at start and again when the host's mount was replaced (sbxfs
**      restarted), so no command is handed a dead /workspace;
**   8. pivot_root onto the new root and detach the old one.
** A command (exec__child): setsid, join its cgroup, stdio, rlimits, then
** drop privileges in the order that cannot be undone: bounding set,
** seccomp (as root, as a spare does), groups, gid, uid (all capabilities
** go), cwd (as the user), no_new_privs, execve.
** Most commands start from the spare (4): a child forked and filtered
** (seccomp) while init was idle, which waits for the request.
** (1) init dies with the daemon (PDEATHSIG) and every sandbox process
**     dies with init (it is pid 1 of their namespace).
** (2) Init never waits for a command to exec: it takes the next request
**     while children start; each one's STARTED or FAILED goes out before
**     its EXITED.
** (3) What every command would otherwise undo first is undone once in
**     init, before it takes any request: every signal's disposition is the
**     default (a command's handlers and ignores are its own) and the
**     capability bounding set is empty (init keeps its effective and
**     permitted sets; a command loses them at setresuid, and can gain
**     nothing back at execve).  Init does not start if either fails.
** (6) Init keeps nothing of the daemon's environment (sbxctl's, where S3
**     credentials may be): it and what it forks (the spare, a command
**     until its execve) are root in the sandbox's PID namespace, and
**     /proc/PID/environ shows the block the kernel set up at our execve,
**     which clearenv leaves as it was.  So the block is zeroed as well.
*/
#include "internal.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/capability.h>

extern char **environ;

/* ---- messages: a header and data in one datagram, fds beside ---- */
int exec__msg_send(int sock, const exec__msg *m, const int *fds, int nfds)
{
        struct iovec iov = { (void *)m, sizeof *m + m->len };
        char cbuf[CMSG_SPACE(sizeof(int) * 8)];
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
        if (nfds > 0) {
                memset(cbuf, 0, sizeof cbuf);
                mh.msg_control = cbuf;
                mh.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
                struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
                c->cmsg_level = SOL_SOCKET;
                c->cmsg_type = SCM_RIGHTS;
                c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
                memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)nfds);
        }
        for (;;) {
                ssize_t n = sendmsg(sock, &mh, MSG_NOSIGNAL);
                if (n >= 0)
                        return 0;
                if (errno != EINTR)
                        return -errno;
        }
}

int exec__msg_recv(int sock, exec__msg *m, int *fds, int *nfds)
{
        struct iovec iov = { m, EXEC__MSG_MAX };
        char cbuf[CMSG_SPACE(sizeof(int) * 8)];
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1,
                             .msg_control = cbuf, .msg_controllen = sizeof cbuf };
        ssize_t n;
        while ((n = recvmsg(sock, &mh, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR)
                ;
        if (n < 0)
                return -errno;
        int got = 0;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c))
                if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
                        int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
                        int *p = (int *)CMSG_DATA(c);
                        for (int i = 0; i < k; i++) {
                                if (got < *nfds)
                                        fds[got++] = p[i];
                                else
                                        close(p[i]);
                        }
                }
        *nfds = got;
        if (n == 0)
                return -EPIPE;
        if ((size_t)n < sizeof *m || (size_t)n != sizeof *m + m->len) {
                while (got > 0)
                        close(fds[--got]);
                *nfds = 0;
                return -EPROTO;
        }
        return 0;
}

/* A message with a text: the text goes in data[], which starts before the
** end of the header's padding (a struct of a header and then a char
** array put it after the padding, where the reader never looked). */
typedef union exec__textmsg {
        exec__msg h;
        char      raw[sizeof(exec__msg) + 512];
} exec__textmsg;

static void exec__msg_text(exec__textmsg *t, const char *text)
{
        snprintf(t->h.data, 512, "%s", text);
        t->h.len = (uint32_t)strlen(t->h.data) + 1;
}

/* ---- building the root ---- */
static int exec__mkfile(const char *path, const char *data, mode_t mode)
{
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
        if (fd < 0)
                return -errno;
        int rc = data ? sbx_write_all(fd, data, strlen(data)) : 0;
        close(fd);
        return rc;
}

/* (3) The base.  inotify and fanotify report per inode: a bind of the
** host's /usr gave every sandbox and the host the same inodes, and a
** watch one sandbox put on /usr/bin saw every program the host and the
** other sandboxes ran.  So each directory of the base (usr, and bin, sbin,
** lib* where they are no symlinks) is a read-only overlay of the
** sandbox's own (no upper: two lower layers, the base's and an empty
** directory, as overlayfs wants), whose inodes no one else opens through.
** Before pivot_root, the base's directories are bound (with their
** mounts) at /.layer/base (exec__base); after it the overlays are made
** from there (exec__base_mount), so that their options in mountinfo name
** no host path, and the binds are detached (the overlays keep their
** lower layers).  A mount beneath the base (a host's /usr/src, or one
** under [exec] rootfs) gets an overlay of its own at its place (an
** overlay shows its lower's directory, not what is mounted on it); a file
** mounted on a file there is not carried: the base's own file shows. */
static const char *const exec__base_dirs[] = { "usr", "bin", "sbin", "lib", "lib32",
                                               "lib64", "libx32" };

static int exec__base(const exec__root *r)
{
        sbx_autofree char *base = sbx_asprintf("%s/.layer/base", r->rootdir);
        sbx_autofree char *empty = sbx_asprintf("%s/.layer/empty", r->rootdir);
        int rc;
        if ((rc = sbx_mkdir_p(base, 0755)) < 0 || (rc = sbx_mkdir_p(empty, 0755)) < 0)
                return rc;
        for (size_t i = 0; i < SBX_ARRAY_LEN(exec__base_dirs); i++) {
                const char *d = exec__base_dirs[i];
                sbx_autofree char *src = sbx_asprintf("%s/%s", r->rootfs, d);
                sbx_autofree char *dst = sbx_asprintf("%s/%s", r->rootdir, d);
                sbx_autofree char *hid = sbx_asprintf("%s/%s", base, d);
                struct stat st;
                if (lstat(src, &st) < 0) {
                        if (errno == ENOENT)
                                continue;
                        return -errno;
                }
                if (S_ISLNK(st.st_mode)) {      /* merged /usr: bin -> usr/bin */
                        char t[4096];
                        ssize_t n = readlink(src, t, sizeof t - 1);
                        if (n < 0)
                                return -errno;
                        t[n] = 0;
                        if (symlink(t, dst) < 0)
                                return -errno;
                        continue;
                }
                if (!S_ISDIR(st.st_mode))
                        continue;
                if (mkdir(dst, 0755) < 0 || mkdir(hid, 0755) < 0 ||
                    mount(src, hid, NULL, MS_BIND | MS_REC, NULL) < 0)
                        return -errno;
        }
        return 0;
}

/* A read-only overlay of the directory lower at dst. */
static int exec__overlay_ro(const char *lower, const char *dst)
{
        char opt[128];
        snprintf(opt, sizeof opt, "lowerdir=%s:/.layer/empty", lower);
        if (mount("overlay", dst, "overlay", MS_RDONLY | MS_NOSUID | MS_NODEV, opt) < 0)
                return -errno;
        return 0;
}

/* mountinfo's octal escapes (\040 for a space) undone in place */
static void exec__unescape(char *s)
{
        char *o = s;
        for (; *s; s++) {
                if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' &&
                    s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
                        *o++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0'));
                        s += 3;
                } else {
                        *o++ = *s;
                }
        }
        *o = 0;
}

/* (3) In the new root: the overlays, from the binds at /.layer/base.
** /.layer/base stays until exec__base_drop (/usr/local is made from it
** too: its lower is then the base's /usr/local, not this overlay, so it
** stacks no deeper than the base itself). */
static int exec__base_mount(void)
{
        static const char pre[] = "/.layer/base/";
        int rc;
        for (size_t i = 0; i < SBX_ARRAY_LEN(exec__base_dirs); i++) {
                sbx_autofree char *hid = sbx_asprintf("%s%s", pre, exec__base_dirs[i]);
                sbx_autofree char *dst = sbx_asprintf("/%s", exec__base_dirs[i]);
                struct stat st;
                if (lstat(hid, &st) < 0)
                        continue;
                if ((rc = exec__overlay_ro(hid, dst)) < 0)
                        return rc;
        }
        /* the mounts beneath: parents come before their children in
         * mountinfo, so each lands on the overlay of what it is on */
        sbx_autofree char *mi = NULL;
        if ((rc = sbx_read_file("/proc/self/mountinfo", &mi, NULL)) < 0)
                return rc;
        if (mkdir("/.layer/sub", 0755) < 0)
                return -errno;
        for (char *line = mi, *next; line && *line; line = next) {
                next = strchr(line, '\n');
                if (next)
                        *next++ = 0;
                /* ID PARENT MAJ:MIN ROOT MOUNTPOINT ... */
                char *f = line;
                for (int k = 0; k < 4 && f; k++)
                        if ((f = strchr(f, ' ')))
                                f++;
                if (!f || strncmp(f, pre, sizeof pre - 1) != 0)
                        continue;
                *strchrnul(f, ' ') = 0;
                exec__unescape(f);
                const char *dst = f + sizeof pre - 2;   /* "/usr/src" */
                if (!strchr(dst + 1, '/'))
                        continue;                       /* a bind of the base itself */
                struct stat st;
                if (stat(f, &st) < 0 || !S_ISDIR(st.st_mode) ||
                    lstat(dst, &st) < 0 || !S_ISDIR(st.st_mode))
                        continue;                       /* a file on a file */
                /* a path of ours in the options: the mount point may hold
                 * ':' or ',' */
                if (mount(f, "/.layer/sub", NULL, MS_BIND, NULL) < 0)
                        return -errno;
                rc = exec__overlay_ro("/.layer/sub", dst);
                umount2("/.layer/sub", MNT_DETACH);
                if (rc < 0)
                        return rc;
        }
        rmdir("/.layer/sub");
        return 0;
}

/* Detach the binds of the base: what the sandbox sees of it are the
** overlays, which keep their lower layers. */
static void exec__base_drop(void)
{
        for (size_t i = 0; i < SBX_ARRAY_LEN(exec__base_dirs); i++) {
                sbx_autofree char *hid = sbx_asprintf("/.layer/base/%s", exec__base_dirs[i]);
                if (umount2(hid, MNT_DETACH) == 0)
                        rmdir(hid);
        }
        rmdir("/.layer/base");
}

/* Give the user the directories near the top of the merged /usr/local
** (bin, lib/python3/dist-packages, ...): each chown copies one directory
** up into the tmpfs, so keep to a few levels. */
static void exec__chown_dirs(const char *dir, uid_t uid, gid_t gid, int depth)
{
        if (lchown(dir, uid, gid) < 0 || depth == 0)
                return;
        DIR *d = opendir(dir);
        if (!d)
                return;
        struct dirent *e;
        while ((e = readdir(d)))
                if (e->d_type == DT_DIR && e->d_name[0] != '.') {
                        sbx_autofree char *sub = sbx_asprintf("%s/%s", dir, e->d_name);
                        exec__chown_dirs(sub, uid, gid, depth - 1);
                }
        closedir(d);
}

/* (4) /usr/local writable by the sandbox user, on the throw-away tmpfs.
** Mounted inside the new root: the options, which /proc/self/mountinfo
** shows to every command, name no host path then. */
static int exec__usr_local(const exec__root *r)
{
        int rc;
        if ((rc = sbx_mkdir_p("/.layer/upper", 0755)) < 0 ||
            (rc = sbx_mkdir_p("/.layer/work", 0700)) < 0)
                return rc;
        if (chown("/.layer/upper", r->uid, r->gid) < 0)
                return -errno;
        if (mount("overlay", "/usr/local", "overlay", MS_NOSUID | MS_NODEV,
                  "lowerdir=/.layer/base/usr/local,upperdir=/.layer/upper,"
                  "workdir=/.layer/work") < 0)
                return -errno;
        exec__chown_dirs("/usr/local", r->uid, r->gid, 3);
        return 0;
}

/* (5) Copy src to dst, which does not exist: a symlink as a symlink, a
** directory with what it holds, a regular file's bytes (anything else is
** left out), each with its mode, owner and times.  *left bounds the bytes
** (4 KiB at least an entry) of all copies together. */
static int exec__copy(const char *src, const char *dst, int depth, size_t *left)
{
        struct stat st;
        if (lstat(src, &st) < 0)
                return errno == ENOENT ? 0 : -errno;
        size_t cost = 4096 + (S_ISREG(st.st_mode) ? (size_t)st.st_size : 0);
        if (cost > *left)
                return -EFBIG;
        *left -= cost;
        if (S_ISLNK(st.st_mode)) {
                char t[4096];
                ssize_t n = readlink(src, t, sizeof t - 1);
                if (n < 0)
                        return -errno;
                t[n] = 0;
                if (symlink(t, dst) < 0 || lchown(dst, st.st_uid, st.st_gid) < 0)
                        return -errno;
                return 0;
        }
        if (S_ISDIR(st.st_mode)) {
                if (depth == 0)
                        return -ELOOP;
                if (mkdir(dst, 0700) < 0)
                        return -errno;
                DIR *d = opendir(src);
                if (!d)
                        return -errno;
                int rc = 0;
                struct dirent *e;
                while (rc == 0 && (e = readdir(d)))
                        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
                                sbx_autofree char *s2 = sbx_asprintf("%s/%s", src, e->d_name);
                                sbx_autofree char *d2 = sbx_asprintf("%s/%s", dst, e->d_name);
                                rc = exec__copy(s2, d2, depth - 1, left);
                        }
                closedir(d);
                if (rc < 0)
                        return rc;
        } else if (S_ISREG(st.st_mode)) {
                /* O_NONBLOCK: what replaced the file since (a FIFO) must
                 * not hold init */
                sbx_autoclose int in = open(src, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
                if (in < 0)
                        return -errno;
                sbx_autoclose int out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
                if (out < 0)
                        return -errno;
                char buf[65536];
                size_t total = 0;
                for (;;) {
                        ssize_t n = read(in, buf, sizeof buf);
                        if (n < 0 && errno == EINTR)
                                continue;
                        if (n < 0)
                                return -errno;
                        if (n == 0)
                                break;
                        if ((total += (size_t)n) > (size_t)st.st_size)
                                return -EFBIG;  /* it grew: not what was counted */
                        int rc = sbx_write_all(out, buf, (size_t)n);
                        if (rc < 0)
                                return rc;
                }
        } else {
                return 0;
        }
        struct timespec t[2] = { st.st_atim, st.st_mtim };
        if (lchown(dst, st.st_uid, st.st_gid) < 0 || chmod(dst, st.st_mode & 07777) < 0 ||
            utimensat(AT_FDCWD, dst, t, 0) < 0)
                return -errno;
        return 0;
}

static int exec__etc(const exec__root *r)
{
        static const char *const keep[] = {
                "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives",
                "ssl", "ca-certificates", "ca-certificates.conf", "localtime",
                "timezone", "protocols", "services", "mime.types", "bash.bashrc",
                "profile", "inputrc", "os-release", "debian_version", "python3",
                "python3.11", "perl", "gitconfig", "npmrc", "magic", "magic.mime",
                "xdg", "environment", "login.defs", "shells",
        };
        sbx_autofree char *etc = sbx_asprintf("%s/etc", r->rootdir);
        if (mkdir(etc, 0755) < 0 && errno != EEXIST)
                return -errno;
        /* copies, not binds: the host's inodes would tell a watch in the
         * sandbox when the host and other sandboxes read them (3) */
        size_t left = 16 << 20;
        for (size_t i = 0; i < SBX_ARRAY_LEN(keep); i++) {
                sbx_autofree char *src = sbx_asprintf("%s/etc/%s", r->rootfs, keep[i]);
                sbx_autofree char *dst = sbx_asprintf("%s/%s", etc, keep[i]);
                int rc = exec__copy(src, dst, 8, &left);
                if (rc < 0)
                        return rc;
        }
        char buf[1024];
        struct { const char *name; const char *text; } w[] = {
                { "passwd", buf },
                { "group", NULL },
                { "hosts", "127.0.0.1\tlocalhost\n::1\tlocalhost\n" },
                { "hostname", NULL },
                { "resolv.conf", "" },
                { "nsswitch.conf", "passwd: files\ngroup: files\nhosts: files\n" },
        };
        snprintf(buf, sizeof buf, "root:x:0:0:root:/root:/bin/sh\n"
                 "sandbox:x:%u:%u:sandbox:/workspace:/bin/bash\n", r->uid, r->gid);
        char grp[256], host[128];
        snprintf(grp, sizeof grp, "root:x:0:\nsandbox:x:%u:\ntty:x:5:\n", r->gid);
        snprintf(host, sizeof host, "%s\n", r->name);
        w[1].text = grp;
        w[3].text = host;
        for (size_t i = 0; i < SBX_ARRAY_LEN(w); i++) {
                sbx_autofree char *p = sbx_asprintf("%s/%s", etc, w[i].name);
                int rc = exec__mkfile(p, w[i].text, 0644);
                if (rc < 0)
                        return rc;
        }
        return 0;
}

static int exec__dev(const exec__root *r)
{
        static const char *const nodes[] = { "null", "zero", "full", "random",
                                             "urandom", "tty" };
        sbx_autofree char *dev = sbx_asprintf("%s/dev", r->rootdir);
        if (mkdir(dev, 0755) < 0 ||
            mount("tmpfs", dev, "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=755,size=64k") < 0)
                return -errno;
        /* Nodes of the sandbox's own, of the host's numbers: a bind gave
         * it the host's devtmpfs inodes, and an inotify watch on them saw
         * each open of /dev/null or /dev/urandom by the host and every
         * other sandbox, and when (tests/executor/escape2.t).  Made 0666
         * whatever the umask. */
        for (size_t i = 0; i < SBX_ARRAY_LEN(nodes); i++) {
                sbx_autofree char *src = sbx_asprintf("/dev/%s", nodes[i]);
                sbx_autofree char *dst = sbx_asprintf("%s/%s", dev, nodes[i]);
                struct stat st;
                if (stat(src, &st) < 0)
                        return -errno;
                if (!S_ISCHR(st.st_mode))
                        return -ENODEV;
                if (mknod(dst, S_IFCHR | 0666, st.st_rdev) < 0 || chmod(dst, 0666) < 0)
                        return -errno;
        }
        sbx_autofree char *pts = sbx_asprintf("%s/pts", dev);
        char pts_opts[80];
        snprintf(pts_opts, sizeof pts_opts, "newinstance,ptmxmode=0666,mode=620,max=%d", EXEC_PTY_MAX);
        sbx_autofree char *shm = sbx_asprintf("%s/shm", dev);
        if (mkdir(pts, 0755) < 0 ||
            mount("devpts", pts, "devpts", MS_NOSUID | MS_NOEXEC,
                  pts_opts) < 0)
                return -errno;
        if (mkdir(shm, 01777) < 0 ||
            mount("tmpfs", shm, "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777,size=64m") < 0)
                return -errno;
        static const char *const links[][2] = {
                { "pts/ptmx", "ptmx" }, { "/proc/self/fd", "fd" },
                { "/proc/self/fd/0", "stdin" }, { "/proc/self/fd/1", "stdout" },
                { "/proc/self/fd/2", "stderr" },
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(links); i++) {
                sbx_autofree char *p = sbx_asprintf("%s/%s", dev, links[i][1]);
                if (symlink(links[i][0], p) < 0)
                        return -errno;
        }
        return 0;
}

static int exec__lo_up(void)
{
        int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
        if (s < 0)
                return -errno;
        struct ifreq ifr = { 0 };
        strcpy(ifr.ifr_name, "lo");
        int rc = 0;
        if (ioctl(s, SIOCGIFFLAGS, &ifr) < 0)
                rc = -errno;
        ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
        if (rc == 0 && ioctl(s, SIOCSIFFLAGS, &ifr) < 0)
                rc = -errno;
        close(s);
        return rc;
}

#define STEP(what, call) do { int rc_ = (call); if (rc_ < 0) { *stage = (what); return rc_; } } while (0)
#define SYS(what, call) STEP(what, (call) < 0 ? -errno : 0)

static int exec__build_root(const exec__root *r, const char **stage)
{
        const char *R = r->rootdir;
        char opt[64];
        /* 1. nothing we mount may propagate back to the host */
        SYS("make mounts private", mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL));
        /* 2. the throw-away layer */
        snprintf(opt, sizeof opt, "mode=755,size=%lld", (long long)r->tmp_size);
        SYS("mount root tmpfs", mount("sbx", R, "tmpfs", MS_NOSUID | MS_NODEV, opt));
        /* 3. 5. base (bound aside, see exec__base_mount), /etc */
        STEP("bind the base", exec__base(r));
        STEP("build /etc", exec__etc(r));
        /* 6. /dev /tmp /proc */
        STEP("build /dev", exec__dev(r));
        sbx_autofree char *tmp = sbx_asprintf("%s/tmp", R);
        sbx_autofree char *proc = sbx_asprintf("%s/proc", R);
        sbx_autofree char *ws = sbx_asprintf("%s/workspace", R);
        sbx_autofree char *old = sbx_asprintf("%s/.oldroot", R);
        SYS("mkdir /tmp", mkdir(tmp, 01777));
        SYS("mount /tmp", mount("tmpfs", tmp, "tmpfs", MS_NOSUID | MS_NODEV, opt + 0));
        SYS("chmod /tmp", chmod(tmp, 01777));
        /* Mount /proc only here, inside the new PID namespace: mounted
         * earlier it would show the host's processes. */
        SYS("mkdir /proc", mkdir(proc, 0555));
        SYS("mount /proc", mount("proc", proc, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL));
        static const char *const more[] = { "root", "home", "opt", "var", "var/tmp", "run", "srv", "mnt" };
        for (size_t i = 0; i < SBX_ARRAY_LEN(more); i++) {
                sbx_autofree char *p = sbx_asprintf("%s/%s", R, more[i]);
                mkdir(p, strstr(more[i], "tmp") ? 01777 : 0755);
        }
        sbx_autofree char *vt = sbx_asprintf("%s/var/tmp", R);
        chmod(vt, 01777);
        /* 7. the workspace comes later, from the daemon */
        SYS("mkdir /workspace", mkdir(ws, 0755));
        /* 8. into the new root */
        SYS("mkdir .oldroot", mkdir(old, 0700));
        SYS("pivot_root", (int)syscall(SYS_pivot_root, R, old));
        SYS("chdir /", chdir("/"));
        SYS("detach the old root", umount2("/.oldroot", MNT_DETACH));
        rmdir("/.oldroot");
        /* 3. 4. in the new root (see exec__base_mount, exec__usr_local) */
        STEP("overlay the base", exec__base_mount());
        STEP("overlay /usr/local", exec__usr_local(r));
        exec__base_drop();
        /* the layer's upper dirs must not be reachable by the user */
        chmod("/.layer", 0700);
        SYS("read-only /proc/sys", mount("/proc/sys", "/proc/sys", NULL, MS_BIND | MS_REC, NULL));
        SYS("read-only /proc/sys", mount(NULL, "/proc/sys", NULL, MS_REMOUNT | MS_BIND |
                                         MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL));
        /* the host's boot parameters are not the sandbox's (a cloud
         * image's may hold a disk key or a metadata token): read empty,
         * /dev/null bound over them, as container runtimes mask them */
        static const char *const masked[] = { "/proc/cmdline", "/proc/bootconfig" };
        for (size_t i = 0; i < SBX_ARRAY_LEN(masked); i++)
                if (access(masked[i], F_OK) == 0)
                        SYS("mask /proc's boot parameters", mount("/dev/null", masked[i], NULL,
                                                                  MS_BIND, NULL));
        SYS("sethostname", sethostname(r->name, strlen(r->name)));
        STEP("bring up lo", exec__lo_up());
        return 0;
}

/* (7) attach the detached workspace tree fd at /workspace */
static int exec__attach_workspace(int fd)
{
        umount2("/workspace", MNT_DETACH);
        if (move_mount(fd, "", AT_FDCWD, "/workspace", MOVE_MOUNT_F_EMPTY_PATH) < 0)
                return -errno;
        return 0;
}

/* ---- a command ---- */
/* "ERRNO STAGE WHAT" on the exec pipe: STAGE 1 for the cwd (the
** FAILED message's status), 0 for the rest */
static void exec__child_fail_at(int errfd, int stage, const char *what, int err)
{
        char buf[512];
        int n = snprintf(buf, sizeof buf, "%d %d %s", err, stage, what);
        if (write(errfd, buf, (size_t)n) < 0) { /* nothing more to do */ }
        _exit(127);
}

static void exec__child_fail(int errfd, const char *what, int err)
{
        exec__child_fail_at(errfd, 0, what, err);
}

/* Point out[0..n-1] at the n NUL-terminated strings from p (any may be
** empty), out[n] at NULL.  Where the next would start, or NULL if the n
** do not fit before end. */
static const char *exec__strings(const char *p, const char *end, char **out, uint32_t n)
{
        for (uint32_t i = 0; i < n; i++) {
                const char *z = p < end ? memchr(p, 0, (size_t)(end - p)) : NULL;
                if (!z)
                        return NULL;
                out[i] = (char *)p;
                p = z + 1;
        }
        out[n] = NULL;
        return p;
}

/* 0 none; a limit the kernel refuses ends the command (reported), never
** runs it with what it inherited from us */
static void exec__rlimit(int errfd, const char *what, int res, int64_t v, int64_t extra)
{
        if (v <= 0)
                return;
        struct rlimit rl = { (rlim_t)v, (rlim_t)v + (rlim_t)extra };
        if (setrlimit(res, &rl) < 0)
                exec__child_fail(errfd, what, errno);
}

/* What every command does first, whatever it runs: its own signal mask
** (dispositions: (3)) and session. */
static void exec__child_start(void)
{
        sigset_t all;
        sigemptyset(&all);
        sigprocmask(SIG_SETMASK, &all, NULL);
        setsid();
}

/* PWD names the directory the command starts in, as a shell would have
** it (make's $(PWD), os.environ["PWD"], process.env.PWD): the daemon's
** "PWD=" entries (the cwd as asked: relative to /workspace, maybe with
** "..") become the resolved one.  Left as they are if it has no name
** (too long). */
static void exec__pwd(char **envp, uint32_t envc)
{
        static char pwd[4 + PATH_MAX] = "PWD=";
        if (!getcwd(pwd + 4, sizeof pwd - 4))
                return;
        for (uint32_t i = 0; i < envc; i++)
                if (!strncmp(envp[i], "PWD=", 4))
                        envp[i] = pwd;
}

/* Runs in the child once exec__child_start is done; never returns.
** fds: 0,1,2, cgroup..., errfd.  filtered: the seccomp filter is in
** place already (a spare's, (4)). */
static void exec__child(const exec__msg *m, int *fds, int nfds, int errfd, int filtered)
{
        for (int i = 3; i < nfds; i++)
                if (write(fds[i], "0", 1) < 0)
                        exec__child_fail(errfd, "join cgroup", errno);
        /* stdio: move errfd and the three out of the way, then in place */
        int e = fcntl(errfd, F_DUPFD_CLOEXEC, 16);
        if (e < 0)
                exec__child_fail(errfd, "dup", errno);
        errfd = e;
        int io[3];
        for (int i = 0; i < 3; i++)
                if ((io[i] = fcntl(fds[i], F_DUPFD, 32)) < 0)
                        exec__child_fail(errfd, "dup", errno);
        for (int i = 0; i < 3; i++)
                if (dup2(io[i], i) < 0)
                        exec__child_fail(errfd, "dup2", errno);
        int hi = errfd > 3 ? errfd : 4;
        close_range(3, (unsigned)errfd - 1, 0);
        close_range((unsigned)hi + 1, ~0U, 0);
        /* a pty: the new session's controlling terminal, so that ^C,
         * job control and /dev/tty work */
        if (m->tty && ioctl(0, TIOCSCTTY, 0) < 0)
                exec__child_fail(errfd, "controlling terminal", errno);

        const char *cwd = m->data;
        char *argv[EXEC_ARGV_MAX + 1], *envp[EXEC_ENV_MAX + 1];
        /* never run cut short: the counts are checked, not trusted */
        if (m->argc == 0 || m->argc > EXEC_ARGV_MAX)
                exec__child_fail(errfd, "arguments", m->argc ? E2BIG : EINVAL);
        if (m->envc > EXEC_ENV_MAX)
                exec__child_fail(errfd, "environment", E2BIG);
        const char *p = exec__strings(cwd + strlen(cwd) + 1, m->data + m->len, argv, m->argc);
        if (!p || !exec__strings(p, m->data + m->len, envp, m->envc))
                exec__child_fail(errfd, "arguments", EINVAL);

        exec__rlimit(errfd, "limit cpu", RLIMIT_CPU, m->rl_cpu, 1);
        exec__rlimit(errfd, "limit nofile", RLIMIT_NOFILE, m->rl_nofile, 0);
        exec__rlimit(errfd, "limit fsize", RLIMIT_FSIZE, m->rl_fsize, 0);
        struct rlimit core = { 0, 0 };
        setrlimit(RLIMIT_CORE, &core);

        /* The filter first, as root (a spare's is in already): from
         * setresuid to execve the child runs as the user, and were it
         * dumpable (fs.suid_dumpable=1) another command could write its
         * memory through /proc/PID/mem before a later filter went in. */
        int rc = filtered ? 0 : exec__seccomp_load(-1);
        if (rc < 0)
                exec__child_fail(errfd, "seccomp", -rc);
        /* privileges, in the order that cannot be undone (the bounding
         * set is empty already: (3)) */
        gid_t g = m->gid;
        if (setgroups(1, &g) < 0)
                exec__child_fail(errfd, "setgroups", errno);
        if (setresgid(m->gid, m->gid, m->gid) < 0)
                exec__child_fail(errfd, "setresgid", errno);
        if (setresuid(m->uid, m->uid, m->uid) < 0)
                exec__child_fail(errfd, "setresuid", errno);
        /* the cwd as the user: as root it would reach what the user may
         * not (/.layer, a symlink planted in the workspace to it) */
        if (chdir(cwd) < 0)
                exec__child_fail_at(errfd, EXEC__FAIL_CWD, cwd, errno);
        exec__pwd(envp, m->envc);
        if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) < 0 && errno != EINVAL)
                exec__child_fail(errfd, "clear ambient capabilities", errno);
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
                exec__child_fail(errfd, "no_new_privs", errno);
        environ = envp;
        execvp(argv[0], argv);
        exec__child_fail(errfd, argv[0], errno);
}

/* ---- init's loop ---- */
typedef struct exec__cmd {
        pid_t pid;
        uint64_t seq;
} exec__cmd;

static exec__cmd *exec__cmds;   /* owned; live commands */
static size_t exec__ncmds;

/* A child forked but not yet known to have exec'd: its exec pipe (CLOEXEC
** in the child) reads EOF at a successful exec, or the error.  Init does
** not wait on it: the next request is taken meanwhile, and the answer
** goes out when the pipe is readable.  A pending child is resolved
** before its exit is reported, so STARTED (or FAILED) always comes
** before EXITED. */
typedef struct exec__pend {
        pid_t    pid;
        uint64_t seq;
        int      fd;            /* owned: the exec pipe's read end */
} exec__pend;

static exec__pend *exec__pends;         /* owned */
static size_t exec__npends;

/* Read pending i's answer (blocking: only when it is readable or its
** child is gone), send STARTED or FAILED, drop it. */
static void exec__pend_resolve(int sock, size_t i)
{
        exec__pend p = exec__pends[i];
        exec__pends[i] = exec__pends[--exec__npends];
        char buf[512];
        ssize_t n;
        int fl = fcntl(p.fd, F_GETFL);
        if (fl >= 0)
                fcntl(p.fd, F_SETFL, fl & ~O_NONBLOCK);
        while ((n = read(p.fd, buf, sizeof buf - 1)) < 0 && errno == EINTR)
                ;
        close(p.fd);
        if (n > 0) {
                exec__textmsg fail = { .h = { .type = EXEC__MSG_FAILED, .seq = p.seq } };
                buf[n] = 0;
                char *sp = strchr(buf, ' ');
                char *sp2 = sp ? strchr(sp + 1, ' ') : NULL;
                fail.h.err = atoi(buf);
                fail.h.status = sp ? atoi(sp + 1) : 0;
                exec__msg_text(&fail, sp2 ? sp2 + 1 : "");
                exec__msg_send(sock, &fail.h, NULL, 0);
                return;         /* the child exits 127; the reaper takes it */
        }
        exec__cmds = sbx_realloc(exec__cmds, (exec__ncmds + 1) * sizeof *exec__cmds);
        exec__cmds[exec__ncmds++] = (exec__cmd){ p.pid, p.seq };
        exec__msg r = { .type = EXEC__MSG_STARTED, .seq = p.seq, .pid = p.pid };
        exec__msg_send(sock, &r, NULL, 0);
}

/* seccomp.c (7): a command hands its filter's listener to init over
** this pair (each child inherits [1] and closes it before it runs the
** command), init answers on each listener until no process uses it. */
static int exec__lsock[2] = { -1, -1 };
static int *exec__lfds;         /* owned: the listeners */
static size_t exec__nlfds;

/* In a child just forked, as root: the filter in, its listener sent;
** 1 if it is in. */
static int exec__filter(void)
{
        return exec__seccomp_load(exec__lsock[1]) == 0;
}

static void exec__listener_add(void)
{
        int fd;
        while ((fd = exec__seccomp_listener(exec__lsock[0])) >= 0) {
                exec__lfds = sbx_realloc(exec__lfds, (exec__nlfds + 1) * sizeof *exec__lfds);
                exec__lfds[exec__nlfds++] = fd;
        }
}

/* The listener i has a notification, or no process left (POLLHUP) */
static void exec__listener_serve(size_t i, short revents)
{
        if ((revents & POLLIN) && exec__seccomp_answer(exec__lfds[i]) == 0)
                return;
        if (revents & (POLLHUP | POLLERR | POLLNVAL | POLLIN)) {
                close(exec__lfds[i]);
                exec__lfds[i] = exec__lfds[--exec__nlfds];
        }
}

/* The spare: a child forked while init had nothing to do, already past
** exec__child_start, blocked on its own socket until init hands it the
** next request (the message and its fds, as init got them).  So a
** request waits for neither fork nor the child's first run: the fork and
** its copy-on-write faults happened earlier, off the round trip.
** (4) A spare holds no fd but its socket and its exec pipe: forked only
**     between requests, after init closed every fd a request brought, so
**     it cannot keep another command's output pipe open.
** (5) A spare that dies before its request (never expected) is reaped
**     like any child and forgotten; the request it would have had is
**     started by fork as before. */
typedef struct exec__spare {
        pid_t pid;              /* 0: none */
        int   sock;             /* owned: init's end */
        int   ep;               /* owned: the exec pipe's read end */
} exec__spare;

static exec__spare exec__spare_ = { 0, -1, -1 };

static void exec__spare_drop(void)
{
        if (exec__spare_.sock >= 0)
                close(exec__spare_.sock);
        if (exec__spare_.ep >= 0)
                close(exec__spare_.ep);
        exec__spare_ = (exec__spare){ 0, -1, -1 };
}

/* Close every fd from 3 up but a and b. */
static void exec__close_but(int a, int b)
{
        int lo = a < b ? a : b, hi = a < b ? b : a;
        close_range(3, (unsigned)lo - 1, 0);
        close_range((unsigned)lo + 1, (unsigned)hi - 1, 0);
        close_range((unsigned)hi + 1, ~0U, 0);
}

/* In the spare: what needs no request, then wait for one and become the
** command.  The seccomp filter went in first, while it is idle (its BPF
** is checked and compiled by the kernel at each install), in
** exec__spare_make before the fds are closed (its listener goes to init
** over exec__lsock): it denies nothing the steps after it use (cgroup
** join, stdio, rlimits, cwd, groups, gid, uid, no_new_privs, execve),
** and as root the spare may install it before no_new_privs. */
static void exec__spare_main(int sock, int errfd, exec__msg *m, int filtered)
{
        prctl(PR_SET_NAME, "sbx-spare");
        int fds[8], nfds = 8;
        if (exec__msg_recv(sock, m, fds, &nfds) < 0 || m->type != EXEC__MSG_SPAWN)
                _exit(127);
        close(sock);
        exec__child(m, fds, nfds, errfd, filtered);
}

/* Fork a spare (4); when that fails, requests are forked as they come. */
static void exec__spare_make(exec__msg *m)
{
        int sv[2], ep[2];
        if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0)
                return;
        if (pipe2(ep, O_CLOEXEC) < 0) {
                close(sv[0]);
                close(sv[1]);
                return;
        }
        pid_t pid = fork();
        if (pid == 0) {
                exec__child_start();
                int filtered = exec__filter();
                exec__close_but(sv[1], ep[1]);
                exec__spare_main(sv[1], ep[1], m, filtered);
        }
        close(sv[1]);
        close(ep[1]);
        if (pid < 0) {
                close(sv[0]);
                close(ep[0]);
                return;
        }
        exec__spare_ = (exec__spare){ pid, sv[0], ep[0] };
}

/* Hand the request to the spare: 0, or -errno when there is none or it
** is gone (5). */
static int exec__spare_take(exec__msg *m, int *fds, int nfds)
{
        if (!exec__spare_.pid)
                return -ENOENT;
        int rc = exec__msg_send(exec__spare_.sock, m, fds, nfds);
        if (rc < 0) {
                exec__spare_drop();
                return rc;
        }
        exec__pends = sbx_realloc(exec__pends, (exec__npends + 1) * sizeof *exec__pends);
        exec__pends[exec__npends++] = (exec__pend){ exec__spare_.pid, m->seq, exec__spare_.ep };
        exec__spare_.ep = -1;
        exec__spare_drop();
        return 0;
}

static void exec__spawn(int sock, exec__msg *m, int *fds, int nfds)
{
        int ep[2];
        exec__textmsg fail = { .h = { .type = EXEC__MSG_FAILED, .seq = m->seq } };
        if (nfds < 3 || m->len == 0 || m->data[m->len - 1] != 0) {
                fail.h.err = EINVAL;
                goto out_fail;
        }
        if (exec__spare_take(m, fds, nfds) == 0)
                goto out_close;
        if (pipe2(ep, O_CLOEXEC) < 0) {
                fail.h.err = errno;
                goto out_fail;
        }
        pid_t pid = fork();
        if (pid < 0) {
                fail.h.err = errno;
                close(ep[0]);
                close(ep[1]);
                goto out_fail;
        }
        if (pid == 0) {
                close(ep[0]);
                exec__child_start();
                exec__child(m, fds, nfds, ep[1], exec__filter());
        }
        close(ep[1]);
        exec__pends = sbx_realloc(exec__pends, (exec__npends + 1) * sizeof *exec__pends);
        exec__pends[exec__npends++] = (exec__pend){ pid, m->seq, ep[0] };
        goto out_close;
out_fail:
        exec__msg_send(sock, &fail.h, NULL, 0);
out_close:
        for (int i = 0; i < nfds; i++)
                close(fds[i]);
}

/* The CPU seconds a reaped command used, whole: utime and stime summed
** before the seconds are cut (0.6 and 0.5 s are 1, not 0). */
static int64_t exec__ru_secs(const struct rusage *ru)
{
        int64_t us = ((int64_t)ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000000 +
                     ru->ru_utime.tv_usec + ru->ru_stime.tv_usec;
        return us / 1000000;
}

static void exec__reap(int sock)
{
        int st;
        pid_t pid;
        struct rusage ru;
        while ((pid = wait4(-1, &st, WNOHANG, &ru)) > 0) {
                if (pid == exec__spare_.pid)
                        exec__spare_drop();     /* (5) */
                for (size_t i = 0; i < exec__npends; i++)
                        if (exec__pends[i].pid == pid) {
                                exec__pend_resolve(sock, i);    /* before its exit */
                                break;
                        }
                for (size_t i = 0; i < exec__ncmds; i++)
                        if (exec__cmds[i].pid == pid) {
                                exec__msg r = { .type = EXEC__MSG_EXITED,
                                                .seq = exec__cmds[i].seq,
                                                .pid = pid, .status = st,
                                                .rl_cpu = exec__ru_secs(&ru) };
                                exec__msg_send(sock, &r, NULL, 0);
                                exec__cmds[i] = exec__cmds[--exec__ncmds];
                                break;
                        }
        }
}

/* (3), once for every command init will fork. */
static int exec__commands_defaults(void)
{
        for (int sig = 1; sig < NSIG; sig++)
                signal(sig, SIG_DFL);
        for (int cap = 0; cap <= CAP_LAST_CAP; cap++)
                if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0 && errno != EINVAL)
                        return -errno;
        return 0;
}

/* Init is a clone of sbxexec: its argv, which names the host's state
** paths, would be every command's /proc/1/cmdline.  Overwrite init's own
** copy in place (PR_SET_MM needs CAP_SYS_RESOURCE, which a container's
** root may lack): fields 48 and 49 of /proc/self/stat give where it is.
** Called once the root is built: exec__root's strings may point there. */
static void exec__retitle(void)
{
        char buf[1024];
        int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return;
        ssize_t n = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (n <= 0)
                return;
        buf[n] = 0;
        char *p = strrchr(buf, ')');    /* the name before it may hold anything */
        unsigned long start = 0, end = 0;
        for (int field = 2; p && field < 49; field++) {
                p = strchr(p + 1, ' ');
                if (p && field + 1 == 48)
                        start = strtoul(p + 1, NULL, 10);
                if (p && field + 1 == 49)
                        end = strtoul(p + 1, NULL, 10);
        }
        static const char title[] = "sbx-init";
        if (!start || end < start + sizeof title)
                return;
        memset((char *)start, 0, end - start);
        memcpy((char *)start, title, sizeof title);
}

static int exec__init_main(const exec__root *r, int sock, pid_t parent)
{
        /* getppid() is 0 in a new PID namespace, so a daemon that died
         * before this line is noticed by the socket's EOF instead */
        (void)parent;
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        prctl(PR_SET_NAME, "sbx-init");
        /* The host's OOM killer takes the sandbox first, whatever
         * sbxctl's caller had: a runaway build goes before the host's
         * own processes.  Inherited by every command; this kernel lets
         * an unprivileged process lower its own again (to 0 at least),
         * so it is a default, not a defence (the memory cgroup is). */
        int oom = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        if (oom >= 0) {
                if (write(oom, "1000", 4) < 0) {
                        /* best effort: a kernel without it */
                }
                close(oom);
        }
        /* keep only stdio and our end of the control socket */
        if (sock != 3) {
                if (dup2(sock, 3) < 0)
                        _exit(1);
                sock = 3;
        }
        close_range(4, ~0U, 0);
        umask(022);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGCHLD);
        sigprocmask(SIG_BLOCK, &set, NULL);
        int sfd = signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);

        exec__textmsg ready = { .h = { .type = EXEC__MSG_READY } };
        const char *stage = "";
        int rc = sfd < 0 ? -errno : exec__build_root(r, &stage);
        if (rc == 0 && (rc = exec__seccomp_prepare()) < 0)
                stage = "compile the seccomp filter";
        if (rc == 0 && (rc = exec__commands_defaults()) < 0)
                stage = "drop the capability bounding set";
        if (rc == 0 && socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, exec__lsock) < 0) {
                rc = -errno;
                stage = "seccomp listener socket";
        }
        if (rc < 0) {
                ready.h.err = -rc;
                exec__msg_text(&ready, stage);
                exec__msg_send(sock, &ready.h, NULL, 0);
                return 1;
        }
        exec__retitle();        /* only now: r's strings may be in argv */
        exec__msg_send(sock, &ready.h, NULL, 0);

        exec__msg *m = sbx_malloc(EXEC__MSG_MAX);
        struct pollfd *p = NULL;
        int want_spare = 1;     /* one try per request taken (4) */
        for (;;) {
                /* sock, sfd, lsock, the listeners, then the pendings */
                size_t nl = exec__nlfds, np = 3 + nl + exec__npends;
                p = sbx_realloc(p, np * sizeof *p);
                p[0] = (struct pollfd){ .fd = sock, .events = POLLIN };
                p[1] = (struct pollfd){ .fd = sfd, .events = POLLIN };
                p[2] = (struct pollfd){ .fd = exec__lsock[0], .events = POLLIN };
                for (size_t i = 0; i < nl; i++)
                        p[3 + i] = (struct pollfd){ .fd = exec__lfds[i], .events = POLLIN };
                for (size_t i = 0; i < exec__npends; i++)
                        p[3 + nl + i] = (struct pollfd){ .fd = exec__pends[i].fd, .events = POLLIN };
                int n = poll(p, (nfds_t)np, want_spare && !exec__spare_.pid ? 0 : -1);
                if (n < 0 && errno != EINTR)
                        return 1;
                if (n == 0) {           /* nothing to do: the next spare */
                        exec__spare_make(m);
                        want_spare = 0;
                        continue;
                }
                /* exec answers first: a command's STARTED before its EXITED */
                for (size_t i = np; i-- > 3 + nl;)
                        if (p[i].revents)
                                exec__pend_resolve(sock, i - 3 - nl);
                /* backwards: serving one may move the last into its place */
                for (size_t i = nl; i-- > 0;)
                        if (p[3 + i].revents)
                                exec__listener_serve(i, p[3 + i].revents);
                if (p[2].revents)
                        exec__listener_add();
                if (p[1].revents) {
                        struct signalfd_siginfo si;
                        while (read(sfd, &si, sizeof si) > 0)
                                ;
                        exec__reap(sock);
                }
                if (!p[0].revents)
                        continue;
                int fds[8], nfds = 8;
                rc = exec__msg_recv(sock, m, fds, &nfds);
                if (rc == -EPIPE || (rc < 0 && rc != -EPROTO && rc != -EAGAIN))
                        return 0;       /* the daemon is gone: so are we (1) */
                if (rc < 0)
                        continue;
                if (m->type == EXEC__MSG_SPAWN) {
                        exec__spawn(sock, m, fds, nfds);
                        want_spare = 1;
                } else if (m->type == EXEC__MSG_MOUNT && nfds == 1) {
                        exec__msg r = { .type = EXEC__MSG_MOUNTED, .seq = m->seq };
                        r.err = -exec__attach_workspace(fds[0]);
                        close(fds[0]);
                        exec__msg_send(sock, &r, NULL, 0);
                } else {
                        for (int i = 0; i < nfds; i++)
                                close(fds[i]);
                }
        }
}

/* (6) in init, before anything else */
static void exec__env_wipe(void)
{
        for (char **e = environ; e && *e; e++)  /* those setenv moved */
                memset(*e, 0, strlen(*e));
        unsigned long start = 0, end = 0;
        char buf[2048];
        int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
        ssize_t n = fd >= 0 ? read(fd, buf, sizeof buf - 1) : -1;
        if (fd >= 0)
                close(fd);
        char *p = n > 0 ? (buf[n] = 0, strrchr(buf, ')')) : NULL;
        /* env_start and env_end: fields 50 and 51, the state (3) after ')' */
        for (int f = 3; p && f < 50; f++)
                p = strchr(p + 1, ' ');
        if (p && sscanf(p, " %lu %lu", &start, &end) == 2 && start && end > start)
                memset((void *)start, 0, end - start);
        clearenv();
}

pid_t exec__init_start(const exec__root *r, int sock)
{
        pid_t parent = getpid();
        long pid = syscall(SYS_clone, CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET |
                           CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD, NULL, NULL, NULL, NULL);
        if (pid < 0)
                return -errno;
        if (pid == 0) {
                exec__env_wipe();
                _exit(exec__init_main(r, sock, parent));
        }
        return (pid_t)pid;
}
