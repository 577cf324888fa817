/* exec.h: sbxexec, the executor that runs a sandbox's commands.
**
** One sbxexec per running sandbox.  It listens on EXECDIR/sock and speaks
** the line-delimited JSON protocol of executor/PROTOCOL.md.  sbxctl is its
** client through the calls below; nothing else of executor/ is public.
*/
#ifndef SBX_EXEC_H
#define SBX_EXEC_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#include "../conf/conf.h"

#define EXEC_PROTO_VERSION 1

/* ---- the daemon (executor/daemon.c) ---- */
typedef struct exec_opts {
        const char *name;       /* sandbox name: hostname, cgroup name */
        const char *dir;        /* EXECDIR: sock, pid, cmds/<id>/ */
        const char *workspace;  /* host path mounted at /workspace */
        const conf *cf;         /* [exec] defaults */
} exec_opts;

/* Run the executor until it is stopped; returns the process exit code. */
int exec_daemon_run(const exec_opts *o);
/* What a killed sbxexec of sandbox name (its EXECDIR dir) left: its
** cgroups, with any process still in them.  -EBUSY while one runs. */
int exec_daemon_release(const char *dir, const char *name);

/* What sandbox name's processes use now (its EXECDIR dir), from the
** cgroups its sbxexec made (executor/cgroup.c): CPU time since they were
** made (ns; -ENOTSUP where no cpuacct), memory charged now and at most
** (bytes; page cache and the sandbox's tmpfs included), processes.
** -ENOENT: none made (it does not run); -ENOTSUP: no cgroups. */
typedef struct exec_usage {
        int64_t cpu_ns, memory, memory_peak, pids;
} exec_usage;
int exec_daemon_usage(const char *dir, const char *name, exec_usage *u);
/* The CPU time (ns) of sandbox dir's runs on this host whose cgroups are
** gone (executor/cgroup.c (7)): with exec_usage's cpu_ns of the run now,
** its CPU time over its life here.  0 when none; -EIO when the count
** cannot be read (said). */
int64_t exec_cpu_banked(const char *dir);

/* The most a command's limit KEY (memory, pids, cpu, nofile, fsize,
** timeout) may be: what the kernel takes (pids.max: PID_MAX_LIMIT; nofile:
** this process's hard limit, which a command cannot raise; sbxexec is
** started by sbxctl, so the two agree), cpu and timeout 100 years. */
int64_t exec_limit_max(const char *key);
/* What one command may carry: arguments, environment variables given
** (--env), and their bytes together ("NAME=VALUE" and each argument, with
** a NUL each); past them sbxexec refuses it (E2BIG), sbxctl before. */
#define EXEC_ARGV_MAX       4095
#define EXEC_ENV_GIVEN_MAX  (1023 - 8)
#define EXEC_ARGS_BYTES_MAX (240 << 10)
/* Which of those bounds a request's argv (a JSON array) and env (an
** object, may be NULL) pass: 0 none, 1 the arguments, 2 the --env, 3
** their bytes (*bytes, counted as above).  One count for sbxctl's check
** before it asks and sbxexec's refusal. */
int exec_args_over(const struct json_t *argv, const struct json_t *env, size_t *bytes);
/* The least a command's limit KEY may be other than 0 (none): memory
** CONF_MEMORY_MIN (below it a command was OOM-killed as it started), 0
** for the others. */
int64_t exec_limit_min(const char *key);

/* ---- the client (executor/proto.c): blocking, one request a connection */
typedef struct exec_conn exec_conn;

int  exec_conn_open(const char *sock_path, exec_conn **out);   /* 0/-errno */
/* The same, giving up after timeout_ms (-ETIMEDOUT) on a full backlog. */
int  exec_conn_open_within(const char *sock_path, exec_conn **out, int timeout_ms);
int  exec_conn_send(exec_conn *c, json_t *msg);   /* steals msg; 0/-errno */
/* Next message; -EPIPE at end of stream, -ETIMEDOUT after timeout_ms
** (a negative timeout waits forever). */
int  exec_conn_recv(exec_conn *c, json_t **out, int timeout_ms);
int  exec_conn_fd(const exec_conn *c);
void exec_conn_close(exec_conn *c);

/* Send one request and read its first reply; a reply {"ok":false} becomes
** -errno with the daemon's message in err.  */
int  exec_request(const char *sock_path, json_t *req, json_t **reply,
                  char *err, size_t errlen);
/* The same, giving up after timeout_ms without a reply (-ETIMEDOUT). */
int  exec_request_within(const char *sock_path, json_t *req, json_t **reply,
                         char *err, size_t errlen, int timeout_ms);

/* ---- shared encoding ---- */
char *exec_b64_encode(const void *data, size_t n);               /* malloc'd */
int   exec_b64_decode(const char *s, unsigned char **out, size_t *n);

#endif
