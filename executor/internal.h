/* internal.h: executor/'s private parts, shared by its .c files only. */
#ifndef SBX_EXEC_INTERNAL_H
#define SBX_EXEC_INTERNAL_H

#include <stdint.h>
#include <sys/types.h>
#include <jansson.h>
#include "exec.h"

#define EXEC__LINE_MAX (4 << 20)

/* ---- proto.c: line-delimited JSON ---- */
typedef struct exec__lbuf {
        char  *buf;     /* owned */
        size_t len, cap;
        size_t off;     /* lines before it were taken */
        size_t scan;    /* bytes past off with no newline */
} exec__lbuf;
void  exec__lbuf_add(exec__lbuf *b, const char *data, size_t n);
int   exec__lbuf_take(exec__lbuf *b, json_t **out);
void  exec__lbuf_free(exec__lbuf *b);
char *exec__line(const json_t *msg, size_t *len);

/* mkdir path, whose parent usually exists (every command makes two or
** three such): one system call, not one per component; its parents are
** made only when missing.  0 also when it exists. */
int exec__mkdir(const char *path, unsigned mode);

/* ---- cgroup.c: one cgroup across the hierarchies we use (v1 or v2) ---- */
typedef struct exec_cg exec_cg;
/* The leaf of sandbox name whose EXECDIR is dir (malloc'd). */
char *exec_cg_leaf(const char *dir, const char *name);     /* malloc'd */
/* The sandbox's cgroup sbx/<leaf>; detects v2 (unified with memory and
** pids) or v1 (memory and pids hierarchies).  -ENOTSUP if neither. */
int  exec_cg_open(const char *leaf, exec_cg **out);
/* parent/leaf; its memory cgroup its own, or (mem not NULL) mem
** (cgroup.c (6)) */
int  exec_cg_child(exec_cg *parent, const char *leaf, exec_cg *mem, exec_cg **out);
/* parent/name, a memory cgroup for commands to join (cgroup.c (6)):
** for exec_cg_child, exec_cg_limit and exec_cg_destroy; its directory
** goes with the sandbox's too. */
int  exec_cg_mem(exec_cg *parent, const char *name, exec_cg **out);
/* 0: none; tcp_max: v1's TCP buffers at most (cgroup.c (4)); memory:
** on top of what is charged to it already (cgroup.c (6)); a cgroup in
** an exec_cg_mem gets pids only */
int  exec_cg_limit(exec_cg *g, int64_t memory, int64_t pids, int64_t tcp_max);
/* Open the cgroup.procs files a process writes "0" to, to join: one per
** hierarchy (v1: pids, memory, cpu, cpuacct). */
#define EXEC_CG_FDS 4
int  exec_cg_join_fds(exec_cg *g, int fds[EXEC_CG_FDS], int *nfds);
int  exec_cg_add(exec_cg *g, pid_t pid);
/* Signal every process in the cgroup and below; returns how many. */
int  exec_cg_signal(exec_cg *g, int sig);
int  exec_cg_count(exec_cg *g);
/* The processes of g outside its child `but` (sig 0: only counted). */
int  exec_cg_signal_but(exec_cg *g, exec_cg *but, int sig);
/* How many processes in the cgroup and below match(pid, arg) != 0. */
int  exec_cg_find(exec_cg *g, int (*match)(pid_t pid, void *arg), void *arg);
/* CPU time (ns) the cgroup's processes and those below used so far,
** gone ones too; -ENOTSUP: no accounting here (v1 without cpuacct). */
int64_t exec_cg_cpu_ns(exec_cg *g);
/* How many tasks the cgroup and those below hold (pids.current), or -errno. */
int64_t exec_cg_pids(exec_cg *g);
/* Did the pids limit refuse a fork?  Did its memory cgroup's limit kill
** a process since it was made (in an exec_cg_mem: maybe another
** command's)? */
void exec_cg_events(exec_cg *g, int *oom, int *pids);
/* Kill all, wait for none to be left, remove the directories. */
int  exec_cg_destroy(exec_cg *g);
/* exec_cg_destroy, and once the cgroups are gone their CPU time added to
** DIR/cpu_total (cgroup.c (7)); call it under DIR/lock. */
int  exec_cg_destroy_bank(exec_cg *g, const char *dir);
void exec_cg_free(exec_cg *g);
const char *exec_cg_kind(void);

/* ---- init.c: the sandbox's init and the commands it forks ---- */
enum {
        EXEC__MSG_READY = 1,    /* init -> daemon: the tree is built */
        EXEC__MSG_MOUNT,        /* daemon -> init: fd = workspace tree */
        EXEC__MSG_MOUNTED,      /* init -> daemon: err */
        EXEC__MSG_SPAWN,        /* daemon -> init: fds = 0,1,2,cgroup... */
        EXEC__MSG_STARTED,      /* init -> daemon: pid (in the sandbox) */
        EXEC__MSG_FAILED,       /* init -> daemon: err, text, status a stage */
        EXEC__MSG_EXITED,       /* init -> daemon: status */
};
/* a FAILED message's status: where the command failed to start */
enum { EXEC__FAIL_EXEC = 0, EXEC__FAIL_CWD = 1 };

typedef struct exec__msg {
        uint32_t type;
        int32_t  pid, status, err;
        uint64_t seq;           /* the daemon's command serial */
        uint32_t uid, gid;
        int64_t  rl_cpu, rl_nofile, rl_fsize;  /* 0: unlimited; EXITED: rl_cpu
                                                  is the CPU seconds it used */
        uint32_t ncg;           /* cgroup fds after the three stdio fds */
        uint32_t tty;           /* SPAWN: stdio is a pty slave: make it the
                                   controlling terminal */
        uint32_t len;           /* bytes of data */
        uint32_t argc, envc;    /* SPAWN: how many of each follow the cwd:
                                   counted, since an argument may be "" */
        /* FAILED: a message.  SPAWN: cwd\0 argv[0]\0...\0 env...\0 */
        char     data[];
} exec__msg;
#define EXEC__MSG_MAX (256 << 10)
/* A spawn's argv and env entries at most (init.c's arrays, less their
** NULLs; EXEC_ARGV_MAX in exec.h); the daemon refuses more with E2BIG,
** init too.  Of the env, 8 are sbxexec's own (PATH, HOME, ...). */
#define EXEC_ENV_MAX  1023
/* A sandbox's own devpts instance: at most this many terminals, so that
** one sandbox cannot take the host's (kernel.pty.max is shared by every
** devpts instance). */
#define EXEC_PTY_MAX  64
/* A sandbox's netlink sockets at most (seccomp.c (7)): each may hold
** ~205 KiB that no memory cgroup is charged for. */
#define EXEC_NETLINK_MAX 64

typedef struct exec__root {
        const char *name;       /* hostname */
        const char *rootdir;    /* host dir to build the root on */
        const char *rootfs;     /* "" : the host's /usr, /bin, ... */
        int64_t     tmp_size;
        uint32_t    uid, gid;
} exec__root;

/* Clone the init with new mount/pid/net/ipc/uts namespaces; it builds the
** root and then serves `sock` (one end of a SEQPACKET pair).  Returns its
** pid (in our namespace) or -errno. */
pid_t exec__init_start(const exec__root *r, int sock);
int   exec__msg_send(int sock, const exec__msg *m, const int *fds, int nfds);
/* Receive into buf (EXEC__MSG_MAX); up to *nfds fds. 0, -EPIPE, -errno */
int   exec__msg_recv(int sock, exec__msg *m, int *fds, int *nfds);

/* ---- seccomp.c ---- */
int exec__seccomp_prepare(void);        /* compile once (in init) */
int exec__seccomp_load(int lsock);      /* install; its listener to lsock */
/* seccomp.c (7), in init: a listener received (-1: none), one
** notification answered (-1: done) */
int exec__seccomp_listener(int lsock);
int exec__seccomp_answer(int fd);

#endif
