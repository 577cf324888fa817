/* seccomp.c: the syscall filter every sandbox command runs under.
**
** Default allow, with a deny list (EPERM) of what a sandbox never needs and
** what would let it out: mounting, tracing, kernel modules and kexec, bpf,
** keyrings, new namespaces (a user namespace would hand back capabilities),
** raw handles to host files, terminal injection and line disciplines,
** clock and swap changes.
** (1) Only the native architecture is allowed: a 32-bit or x32 syscall
**     kills the process (libseccomp's bad-arch action), so the deny list
**     cannot be walked around through another syscall table.
** (2) clone3 answers ENOSYS, so libc falls back to clone, whose flags the
**     filter can see.
** (3) The filter is compiled once (exec__seccomp_prepare, in init) and
**     installed as plain BPF in each command.
** (4) socket() opens only the families a sandbox's own network namespace
**     holds: unix, inet, inet6 and netlink.  Others answer EAFNOSUPPORT
**     (programs fall back): AF_VSOCK in particular is not namespaced, so it
**     shares the host's ports and reaches the hypervisor (CID 2) from a
**     sandbox that has no network.
**     socketpair() gets the same rules: it makes sockets of a family too.
**     Of inet and inet6, the protocols are those in the kernel (0, ICMP,
**     TCP, UDP, ICMPv6 and what is below 59 but DCCP): another is EPERM.
**     The kernel asks for the module of a protocol it lacks
**     (net-pf-N-proto-P), so socket(AF_INET, SOCK_STREAM, IPPROTO_SCTP)
**     loaded sctp where modules load (dccp, l2tp_ip and sctp are
**     kernel code with a history of holes, reached unprivileged).
** (5) io_uring answers ENOSYS (libuv and liburing fall back to plain
**     calls): its operations are not seen by this filter (IORING_OP_SOCKET
**     would undo (4)), and it is a large attack surface on the host's
**     kernel.  So does io_setup (Linux AIO): its contexts come from one
**     host-wide pool (fs.aio-max-nr, no share per user or cgroup), and
**     one command could hold all of it, leaving every other sandbox and
**     the host's own libaio users with EAGAIN; libaio users (InnoDB,
**     qemu, fio) fall back to threads on ENOSYS.
** (6) Netlink: only NETLINK_ROUTE opens (glibc's getifaddrs and
**     if_nameindex use it: node's os.networkInterfaces() throws without
**     it, whatever the errno), others answer EPROTONOSUPPORT.  Its
**     receive queues are charged to no memory cgroup, so SO_RCVBUF and
**     SO_RCVBUFFORCE succeed and change nothing, on every socket (a
**     filter cannot see an fd's family): a socket keeps rmem_default
**     (~205 KiB) instead of 2 x rmem_max (8 MiB on this host), and 60
**     sockets never read hold 12 MiB, not 479.
** (7) What is left of (6) is ~205 KiB a netlink socket, so their number
**     is bounded per sandbox: socket(AF_NETLINK) is a user notification
**     (SECCOMP_RET_USER_NOTIF) that init answers (exec__seccomp_answer),
**     letting the call go on while the sandbox's network namespace (only
**     the sandbox is in it) holds fewer than EXEC_NETLINK_MAX netlink
**     sockets (/proc/net/protocols), EMFILE past that.  Each install
**     makes a listener, which the command hands to init at once (over
**     the socket init gave it, exec__seccomp_load) and never keeps: a
**     command that could answer its own calls would let any through.
**     A call waits for init, which answers at once; with init gone the
**     call answers ENOSYS.
** (8) ioctl TIOCSTI (a byte pushed into a terminal's input, as if typed)
**     and TIOCSETD (a pty's line discipline) are EPERM, whatever the
**     request's high bits (the kernel drops them).  A sandbox needs no
**     discipline but the terminal's, and the others (n_gsm, n_hdlc, slip,
**     ppp) are kernel code with a history of holes that TIOCSETD reaches
**     unprivileged, loading its module where dev.tty.ldisc_autoload is 1
**     (the kernel's default).
** (9) posix_fadvise(POSIX_FADV_DONTNEED) succeeds and does nothing: the
**     base's overlays (/usr, /bin, /lib) pass it to the host's files,
**     whose pages are the host's one page cache, so a sandbox dropped
**     them at will and timed its next read: it saw when another sandbox
**     or the host ran a program or loaded a library, within 100 ms, and
**     slowed every other user of those files (a cross-tenant channel
**     too).  A program's drop of its own file's pages is a hint.
**     madvise(MADV_PAGEOUT) reclaims no page of a file the caller cannot
**     write (the kernel's own check, 6.2 on), and mincore and cachestat
**     say nothing of such a file either.  memfd_secret is EPERM: its
**     pages leave the kernel's direct map (fragmenting it for the whole
**     host), and no sandbox needs it; so is open_tree_attr (Linux 6.15),
**     by number, as libseccomp 2.5.4 does not know it.
*/
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/netlink.h>
#include <sys/ioctl.h>
#include <termios.h>

static const char *const exec__deny[] = {
        "mount", "umount", "umount2", "pivot_root", "chroot",
        "fsopen", "fsconfig", "fsmount", "fspick", "move_mount", "open_tree",
        "mount_setattr",
        "ptrace", "process_vm_readv", "process_vm_writev", "kcmp",
        "kexec_load", "kexec_file_load", "reboot",
        "init_module", "finit_module", "delete_module",
        "bpf", "perf_event_open", "userfaultfd",
        "keyctl", "add_key", "request_key",
        "unshare", "setns",
        "open_by_handle_at", "name_to_handle_at",
        "swapon", "swapoff", "syslog", "acct", "quotactl", "quotactl_fd",
        "settimeofday", "clock_settime", "clock_adjtime", "adjtimex",
        "iopl", "ioperm", "uselib", "lookup_dcookie", "vhangup",
        "nfsservctl", "personality", "memfd_secret",
};

/* (9) denied by number where libseccomp does not know the name (each is
** of the kernels' one table for syscalls from 5.x on) */
static const struct { const char *name; int nr; } exec__deny_nr[] = {
        { "open_tree_attr", 467 },
};

/* (2) clone3, (5) io_uring and AIO */
static const char *const exec__nosys[] = {
        "clone3", "io_uring_setup", "io_uring_enter", "io_uring_register", "io_setup",
};

/* (4) one rule per family: a filter compares, it cannot test "in a set" */
static int exec__seccomp_families(scmp_filter_ctx f, int nr)
{
        int rc = 0;
        for (int fam = 0; rc == 0 && fam < AF_MAX; fam++)
                if (fam != AF_UNIX && fam != AF_INET && fam != AF_INET6 && fam != AF_NETLINK)
                        rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EAFNOSUPPORT), nr, 1,
                                              SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)fam));
        /* the whole 64-bit register: high bits the kernel drops are refused */
        if (rc == 0)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EAFNOSUPPORT), nr, 1,
                                      SCMP_A0(SCMP_CMP_GE, (scmp_datum_t)AF_MAX));
        /* (4) inet, inet6: no protocol whose module the kernel would
         * load (DCCP, 33; SCTP, 132; L2TP, 115; all from 59 up but for
         * ICMPv6's 58).  The whole register: a protocol with high bits
         * set is at least 59 too, and the kernel drops them. */
        static const int inet[] = { AF_INET, AF_INET6 };
        for (size_t i = 0; rc == 0 && i < sizeof inet / sizeof inet[0]; i++) {
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), nr, 2,
                                      SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)inet[i]),
                                      SCMP_A2(SCMP_CMP_MASKED_EQ, 0xffffffffu, IPPROTO_DCCP));
                if (rc == 0)
                        rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), nr, 2,
                                              SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)inet[i]),
                                              SCMP_A2(SCMP_CMP_GE, (scmp_datum_t)IPPROTO_ICMPV6 + 1));
        }
        /* (6) netlink: NETLINK_ROUTE alone; (7) socket() counted by init
         * (socketpair() of netlink makes none: EOPNOTSUPP) */
        if (rc == 0)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPROTONOSUPPORT), nr, 2,
                                      SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)AF_NETLINK),
                                      SCMP_A2(SCMP_CMP_NE, (scmp_datum_t)NETLINK_ROUTE));
        if (rc == 0 && nr == SCMP_SYS(socket))
                rc = seccomp_rule_add(f, SCMP_ACT_NOTIFY, nr, 2,
                                      SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)AF_NETLINK),
                                      SCMP_A2(SCMP_CMP_EQ, (scmp_datum_t)NETLINK_ROUTE));
        return rc;
}

static int exec__seccomp_sockets(scmp_filter_ctx f)
{
        int rc = exec__seccomp_families(f, SCMP_SYS(socket));
        if (rc == 0)
                rc = exec__seccomp_families(f, SCMP_SYS(socketpair));
        /* (6) a receive buffer stays at the default: the call succeeds
         * and changes nothing.  Level and name are ints: the kernel
         * drops a register's high bits, so the filter does too. */
        static const int rcvbuf[] = { SO_RCVBUF, SO_RCVBUFFORCE };
        for (size_t i = 0; rc == 0 && i < sizeof rcvbuf / sizeof rcvbuf[0]; i++)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(0), SCMP_SYS(setsockopt), 2,
                                      SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, SOL_SOCKET),
                                      SCMP_A2(SCMP_CMP_MASKED_EQ, 0xffffffffu,
                                              (scmp_datum_t)rcvbuf[i]));
        return rc;
}

static int exec__seccomp_build(scmp_filter_ctx *out)
{
        scmp_filter_ctx f = seccomp_init(SCMP_ACT_ALLOW);
        if (!f)
                return -ENOMEM;
        int rc = seccomp_attr_set(f, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
        for (size_t i = 0; rc == 0 && i < sizeof exec__deny / sizeof exec__deny[0]; i++) {
                int nr = seccomp_syscall_resolve_name(exec__deny[i]);
                if (nr == __NR_SCMP_ERROR)
                        continue;       /* not on this architecture */
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), nr, 0);
        }
        for (size_t i = 0; rc == 0 && i < sizeof exec__nosys / sizeof exec__nosys[0]; i++) {
                int nr = seccomp_syscall_resolve_name(exec__nosys[i]);
                if (nr != __NR_SCMP_ERROR)
                        rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), nr, 0);
        }
        for (size_t i = 0; rc == 0 && i < sizeof exec__deny_nr / sizeof exec__deny_nr[0]; i++) {
                int nr = seccomp_syscall_resolve_name(exec__deny_nr[i].name);
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM),
                                      nr != __NR_SCMP_ERROR ? nr : exec__deny_nr[i].nr, 0);
        }
        if (rc == 0)
                rc = exec__seccomp_sockets(f);
        /* (9) the advice is an int: the kernel drops a register's high bits */
        if (rc == 0)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(0), SCMP_SYS(fadvise64), 1,
                                      SCMP_A3(SCMP_CMP_MASKED_EQ, 0xffffffffu, POSIX_FADV_DONTNEED));
        /* one rule per flag: a filter compares, it cannot test "any bit" */
        static const unsigned long ns[] = {
                CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET,
                CLONE_NEWIPC, CLONE_NEWUTS, CLONE_NEWCGROUP, 0x00000080 /* NEWTIME */,
        };
        for (size_t i = 0; rc == 0 && i < sizeof ns / sizeof ns[0]; i++)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                                      SCMP_A0(SCMP_CMP_MASKED_EQ, ns[i], ns[i]));
        /* (8) terminal injection, and line disciplines */
        static const unsigned long tty[] = { TIOCSTI, TIOCSETD };
        for (size_t i = 0; rc == 0 && i < sizeof tty / sizeof tty[0]; i++)
                rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                                      SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, tty[i]));
        if (rc < 0) {
                seccomp_release(f);
                return rc;
        }
        *out = f;
        return 0;
}

/* (3) libseccomp compiles the filter on every load, which cost more than
** the fork of a command; init compiles it once and each command installs
** the same BPF program. */
static struct sock_fprog exec__prog;

int exec__seccomp_prepare(void)
{
        scmp_filter_ctx f;
        int rc = exec__seccomp_build(&f);
        if (rc < 0)
                return rc;
        int fd = memfd_create("sbx-seccomp", MFD_CLOEXEC);
        if (fd < 0) {
                rc = -errno;
                seccomp_release(f);
                return rc;
        }
        rc = seccomp_export_bpf(f, fd);
        seccomp_release(f);
        struct stat st;
        if (rc == 0 && fstat(fd, &st) < 0)
                rc = -errno;
        if (rc == 0 && (st.st_size == 0 || st.st_size % sizeof(struct sock_filter)))
                rc = -EINVAL;
        struct sock_filter *code = NULL;
        if (rc == 0) {
                code = malloc((size_t)st.st_size);
                if (!code)
                        rc = -ENOMEM;
                else if (pread(fd, code, (size_t)st.st_size, 0) != st.st_size)
                        rc = -EIO;
        }
        close(fd);
        if (rc < 0) {
                free(code);
                return rc;
        }
        free(exec__prog.filter);
        exec__prog.filter = code;
        exec__prog.len = (unsigned short)(st.st_size / sizeof(struct sock_filter));
        return 0;
}

/* (7) The netlink sockets of our network namespace now: the kernel's
** count of them (bound or not: /proc/net/netlink lists only bound ones). */
static int exec__netlink_count(void)
{
        FILE *f = fopen("/proc/self/net/protocols", "re");
        if (!f)
                return -1;
        char line[512];
        int n = -1;
        while (n < 0 && fgets(line, sizeof line, f))
                if (sscanf(line, "NETLINK %*u %d", &n) != 1)
                        n = -1;
        fclose(f);
        return n;
}

/* Install the prepared filter (no_new_privs must be set, or root).  Its
** listener goes to init over lsock (7) and is closed here. */
int exec__seccomp_load(int lsock)
{
        if (!exec__prog.filter) {
                int rc = exec__seccomp_prepare();
                if (rc < 0)
                        return rc;
        }
        int fd = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
                              SECCOMP_FILTER_FLAG_NEW_LISTENER, &exec__prog);
        if (fd < 0)
                return -errno;
        char one = 0, ctl[CMSG_SPACE(sizeof(int))] = { 0 };
        struct iovec iov = { &one, 1 };
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1,
                             .msg_control = ctl, .msg_controllen = sizeof ctl };
        struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
        cm->cmsg_level = SOL_SOCKET;
        cm->cmsg_type = SCM_RIGHTS;
        cm->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(cm), &fd, sizeof fd);
        /* unsent, the filter is in all the same: netlink answers ENOSYS */
        if (sendmsg(lsock, &mh, MSG_NOSIGNAL) < 0) { /* nothing more to do */ }
        close(fd);
        return 0;
}

/* In init: a listener the command sent (7), or -1. */
int exec__seccomp_listener(int lsock)
{
        char one, ctl[CMSG_SPACE(sizeof(int))];
        struct iovec iov = { &one, 1 };
        struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1,
                             .msg_control = ctl, .msg_controllen = sizeof ctl };
        if (recvmsg(lsock, &mh, MSG_DONTWAIT | MSG_CMSG_CLOEXEC) < 0)
                return -1;
        struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
        if (!cm || cm->cmsg_type != SCM_RIGHTS || cm->cmsg_len != CMSG_LEN(sizeof(int)))
                return -1;
        int fd;
        memcpy(&fd, CMSG_DATA(cm), sizeof fd);
        return fd;
}

/* In init: answer one notification of listener fd (7).  A call let on
** counts as a socket for 100 ms besides what /proc shows (the kernel
** makes it only once its caller runs again), until its caller calls
** again (it has run) or is gone (its socket, if any, went with it: a
** burst of short-lived threads each opening one is not refused).  0,
** or -1 when the listener is done. */
int exec__seccomp_answer(int fd)
{
        static struct { uint32_t pid; struct timespec t; } let[EXEC_NETLINK_MAX];
        static unsigned nlet;
        struct seccomp_notif req;
        struct seccomp_notif_resp resp;
        memset(&req, 0, sizeof req);
        if (ioctl(fd, SECCOMP_IOCTL_NOTIF_RECV, &req) < 0)
                return errno == EINTR || errno == ENOENT ? 0 : -1;
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        int recent = 0;
        for (unsigned i = 0; i < EXEC_NETLINK_MAX && i < nlet; i++) {
                if (let[i].pid == req.pid ||    /* it ran: counted by /proc */
                    (let[i].pid && kill((pid_t)let[i].pid, 0) < 0 && errno == ESRCH)) {
                        let[i].pid = 0;
                        let[i].t.tv_sec = 0;
                }
                int64_t ms = (now.tv_sec - let[i].t.tv_sec) * 1000 +
                             (now.tv_nsec - let[i].t.tv_nsec) / 1000000;
                recent += ms < 100;
        }
        int n = exec__netlink_count();
        memset(&resp, 0, sizeof resp);
        resp.id = req.id;
        if (n >= 0 && n + recent < EXEC_NETLINK_MAX) {
                resp.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
                unsigned k = nlet++ % EXEC_NETLINK_MAX;
                let[k].pid = req.pid;
                let[k].t = now;
        } else
                resp.error = -EMFILE;
        if (ioctl(fd, SECCOMP_IOCTL_NOTIF_SEND, &resp) < 0) {
                /* ENOENT: the caller is gone (a signal, an exit) */
        }
        return 0;
}
