/* daemon.c: sbxexec's event loop (libuv): the socket, the commands, their
** output, the preview forwards, stop.
**
** On disk, EXECDIR/:
**      sock            the Unix socket (0660, root or [exec] socket_group)
**      pid             our pid;  lock: flock'd while we run
**      root/           where init builds the sandbox's root (its own
**                      mount namespace; empty from the host)
**      cmds/<id>/cmd.json      argv, cwd, start time, limits
**      cmds/<id>/log           stdout and stderr as they came, capped
**      cmds/<id>/log.fd        the log's stream index ((16)): which fd
**                              wrote which bytes
**      cmds/<id>/status.json   exit code, signal, reason, end time
** A command id is "c<serial>": the serial one more than the last, and
** at our start at least the centiseconds since 2024 ((14)).
**
** Lifecycle of a command:
**   request --spawn--> starting --STARTED--> running --EXITED--> exited
**   --pipes at EOF (or drain timer)--> done (exec__job_finish; pipes a
**   process it left behind holds are read on until EOF (9))
**   starting --FAILED--> done (code 127, reason "spawn")
** Invariants:
** (1) Output goes to the log before any client sees it; `logs` clients
**     read the log from an offset, so they never hold a command back.  A
**     foreground client gets every byte, as a pipe's reader does: past
**     EXEC__FG_HIGH bytes queued to it, the command's output pipes are
**     not read (the command blocks in its writes) until that queue
**     drains to EXEC__FG_LOW; a client that goes lets it go on.  (It
**     was dropped to the log 8 MiB behind, and the log is cut at
**     log_max: the rest was lost.)  Past log_max with no foreground
**     client, output is read slowly (8).
** (2) status.json is written (atomically) before any client hears of the
**     end, so ps and wait give the same answer after we restart.  One that
**     cannot be written (the state dir full) is kept in memory, flagged
**     (unsaved), and written again: by a timer (1 s, doubling to 60 s
**     while it fails), at each exec and ps, and as sbxexec exits, before
**     it lets go of its lock; one still unwritten then is logged (the next
**     sbxexec marks it lost (3)).  Left at one try, a command that ended
**     while the disk was full was "lost", 137, after the next start.
** (3) A cmd dir without status.json at our start was left by a previous
**     sbxexec that died: its processes died with that sbxexec's init, so
**     it is marked "lost" before we accept requests.
** (4) Stop ends init (so the kernel kills the whole PID namespace), then
**     scans /proc for any process of that namespace and the cgroup for any
**     process at all, and reports survivors.
** (5) ps tells how many preview connections are open and when one last
**     connected, carried data or closed: a sandbox someone is looking at
**     through a preview is not idle, even when no command runs.
** (6) When the workspace is re-attached (sbxfs restarted), a command
**     still standing in the old, dead mount (its cwd or an open file
**     there answers ENOTCONN) ends: TERM, KILL after kill_grace, reason
**     "remount"; what a finished command left running there is killed.
**     Nothing keeps running on a dead /workspace.
** (7) Past [exec] keep_commands ended commands, the oldest that nothing
**     holds (no process left, no client on it) are forgotten when a
**     command starts or ps runs: cmd dir deleted, the job's memory freed
**     once its last uv handle closed (exec__prune, exec__job_retire).
**     The logs of cmds/ together, running commands' too, their log.fd
**     (16) and their cmd.json (a whole argv JSON-escaped: up to 1.5 MB, a command that
**     failed to start's too) take at most [exec] log_budget bytes
**     (d->log_bytes counts them): past it the
**     oldest ended commands nothing holds are forgotten, at the next
**     command or ps and as soon as a log would grow past it
**     (exec__logs_room); when none is left to forget, the growing log
**     is cut there with a marker, as at log_max.  (Logs are host disk
**     outside the workspace's quota: keep_commands x log_max alone let
**     one sandbox keep 16 GiB.)
** (8) Output past log_max with no foreground client taking it goes
**     nowhere, and is read slowly: one chunk (64 KiB) per 10 ms, so
**     6.4 MB/s at most, the writer blocked in between.  Reading it at
**     full speed cost sbxexec (outside the sandbox's cgroups) 60% of a
**     CPU for `cat /dev/zero`.  Never stopped: a command whose output is
**     discarded still runs to its end, more slowly past 6.4 MB/s.
**     Output is base64-encoded only for a client that takes it.
** (9) A command's output pipes outlive it: what it left running (a
**     server started with &) holds their write ends, and closing our
**     read ends killed it with SIGPIPE, or failed its writes (EPIPE), at
**     its first line.  So once a command ends (record written, clients
**     told), its pipes are still read into its log, as (1) and (8) say,
**     until EOF, its cgroup empties (checked each second), it is killed,
**     or the sandbox stops.  The record's log_size grows meanwhile (ps,
**     wait; status.json is rewritten when the pipes close, or by the
**     next sbxexec's exec__recover if we died first); `logs
**     --follow` still ends with the command.  Each such command holds
**     three fds (two pipes, the log): at most EXEC__LINGER_MAX of them,
**     and at most keep_commands, are kept; a further one closes the
**     oldest's pipes (logged), whose processes get EPIPE from then on.
** (10) A signal for a command still starting (its process not yet in
**     its cgroup, which is empty until then) is kept, and sent once
**     STARTED comes: a kill in that window was lost, and the command ran
**     on (a turn's end killed it, and it wrote after the capture).
** (11) A client's EOF is the end of what it sends, not of the connection
**     (nc -N and socat shut down their writing side after the request):
**     it still gets every reply; a foreground command's stdin is at EOF.
**     Only a client that closed its socket (POLLHUP), or waits for
**     nothing, is gone.  While its command starts, a client's further
**     messages (stdin, signal, resize) are not read: they wait in the
**     socket, bounded by the kernel, and are taken at STARTED.  Once a
**     client's EOF is read, nothing reads its socket, so libuv would not
**     see it close later: it is watched in an epoll set of our own
**     (d->hupfd) for POLLHUP and POLLERR only, and closed at that (a
**     terminal's command is hung up then); a reply that cannot be
**     written (EPIPE) closes the client too.
** (12) Every member of a request is checked for its type before the
**     request is served (exec__members): a wrong one is EINVAL, nothing
**     done; a number is range-checked before any cast (it wrapped).
** (13) A command's CPU limit is the CPU time of all its processes, gone
**     ones too: its cgroup's (cgroup.c (5)), read every EXEC__CPU_MS.
**     RLIMIT_CPU, which init still sets, counts per process: five
**     children of 1.5 CPU-seconds each ran to the end under --cpu 2.  It
**     is set a second past the limit when the cgroup counts: sampled per
**     tick, it fired before the cgroup's check, and a process that
**     handled that SIGXCPU and exited 0 ended with no reason.  Past
**     the limit every process of the command gets SIGXCPU (as at
**     RLIMIT_CPU's soft limit), and KILL a second later (its hard one);
**     reason "cpu" when the command was still running, and what it left
**     behind is killed at its end.  What a command left running after
**     its end is checked on, and killed past the limit too (logged).
** (14) Serials only grow, across restarts and across the loss of cmds/
**     (the state dir is a cache: a host lost, a take-over elsewhere), so
**     that an id a client kept never names another command: at our start
**     the next serial is one more than any in cmds/, and at least the
**     centiseconds since 2024-01-01 UTC (exec__seq_seed).  Ids stay short
**     ("c" and 10 digits until 2027, 11 until 2055) and sort by serial.
**     A run's serials run ahead of the clock only past 100 commands a
**     second on average; a stale id could alias only after that, or
**     after a clock that went back by more than the time the loss took.
** (15) Output the log cannot take (a write fails: the state dir full) is
**     lost, never silently: a partial write is cut back off (log_size is
**     always the log file's size), the bytes are counted in the record's
**     output_lost, and the next output that fits goes in after a line
**     "[sbx: N bytes of output lost: REASON]" (both, or neither: one line
**     a gap), as does the end of the output.  Meanwhile, with no
**     foreground client, output is read slowly, as past log_max (8).
**     (It was dropped with no trace, and a write that failed half-way
**     left log_size short of the log.)
** (16) The log keeps stdout and stderr merged as they came; log.fd
**     beside it says which stream wrote what: one record of
**     EXEC__FDX_REC bytes each time the stream changes, a little-endian
**     u64 of (the log offset where the run starts) << 2 | its fd: 1
**     stdout (a tty's one stream too), 2 stderr, 0 sbx's own marker
**     lines (cut, output lost) and "mixed".  A run lasts until the next
**     record's offset; of records at one offset the last holds (a write
**     that failed left one where the next run starts again).  A record
**     is written before the bytes it tells of, whole or not at all: one
**     that cannot be written loses those bytes as a log write does (15),
**     and an index that cannot be cut back to whole records is removed
**     (the log is then served as fd 0, as one of an older build, which
**     has none).  At most EXEC__FDX_MAX records: the last says fd 0, and
**     the rest of the log is served merged.  The index counts in
**     log_budget (7), goes with its log, and serves a later sbxexec's
**     `logs` as it serves ours; `logs` splits its `out` events where
**     the stream changes (exec__logs_pump).  Offsets, log_size and the
**     log's bytes are what they were without it.
*/
#include "exec.h"
#include "internal.h"
#include "../common/sbx.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <uv.h>

#define EXEC__FG_HIGH (1 << 20) /* (1) a foreground client's backlog: output not read */
#define EXEC__FG_LOW  (EXEC__FG_HIGH / 4)       /* (1) ... and read again */
#define EXEC__CHUNK (64 << 10)
#define EXEC__SLOW_MS 10        /* (8): one chunk per this, no one reading */
#define EXEC__LINGER_MAX 128    /* (9): ended commands whose pipes are read */
#define EXEC__CPU_MS 200        /* (13): how often a CPU limit is checked */
#define EXEC__MEM_SPARE 8       /* cgroup.c (6): memory cgroups kept for reuse */
#define EXEC__CUT   "\n[sbx: output truncated: "  /* a cut log's last line begins so */
#define EXEC__FDX_REC 8         /* (16) one record of a stream index */
#define EXEC__FDX_MAX 65536     /* (16) records in one, at most: 512 KiB */

typedef struct exec__d exec__d;
typedef struct exec__job exec__job;
typedef struct exec__cli exec__cli;

enum { J_STARTING, J_RUNNING, J_EXITED, J_DONE };
enum { C_IDLE, C_EXEC, C_LOGS, C_WAIT, C_KILL, C_STOP };

/* the socket's clients, at most (see exec__accept_cb) */
#define EXEC__CLI_MAX 256
#define EXEC__CLI_UID (EXEC__CLI_MAX / 2)
#define EXEC__CLI_ROOT 32
#define EXEC__CLI_SPARE 2

struct exec__cli {
        uv_pipe_t   h;
        exec__d    *d;
        exec__lbuf  in;
        int         mode;
        int         closing;
        int         ending;     /* last message sent, closing after it */
        int         eof;        /* it shut down its writing side (11) */
        int         hupw;       /* (11) in d->hupfd */
        exec__job  *job;        /* C_EXEC, C_LOGS, C_WAIT, C_KILL */
        exec__cli  *next;       /* in d->clis */
        uv_timer_t *req_timer;  /* owned: until its first request */
        size_t      in_held;    /* its share of d->in_bytes */
        uid_t       uid;        /* its peer's (SO_PEERCRED; -1 unknown) */
        int         spare;      /* root's, past EXEC__CLI_MAX: hello or stop only */
        int         ps;         /* its last message a ps reply (EXEC__PS_UNSENT) */
        /* C_LOGS */
        int         logfd;      /* owned */
        int         fdxfd;      /* owned: its log.fd (16), -1 none */
        int         only;       /* its request's fd: 0 all, 1 stdout and fd 0, 2 stderr */
        int64_t     pos;
        int         follow;
        char       *logpath;    /* owned; for commands of an earlier run */
        /* C_WAIT, C_KILL */
        uv_timer_t *timer;      /* owned; closed with the client */
        int64_t     deadline;
};

struct exec__job {
        exec__d    *d;
        exec__job  *next;
        uint64_t    seq;
        char        id[24];
        char       *dir;        /* owned: cmds/<id> */
        json_t     *info;       /* owned: cmd.json as a record keeps it:
                                   argv and cwd cut (exec__record_cut) */
        int         state;
        int         detached;
        pid_t       pid;
        int         status;
        int         timed_out, killed, stopped;
        int64_t     rl_cpu, cpu_used;   /* its CPU limit, what it used (s) */
        exec_cg    *mem;        /* owned; its memory cgroup (a limit of its own,
                                   cgroup.c (6)), a spare once it is empty */
        int64_t     cpu_base;   /* (13) its cgroup's CPU ns before it ran
                                   (-errno: no accounting) */
        int64_t     cpu_end;    /* its CPU ns when its first process exited
                                   (exec__job_cpu; cpu_ended: read) */
        int         cpu_ended;
        int         cpu_out;    /* (13) past rl_cpu while it ran */
        int         cpu_xcpu;   /* (13) SIGXCPU sent: KILL from now on */
        int         remounted;  /* ended standing in a dead workspace (6) */
        char        spawn_err[256];
        int         spawn_errno;
        int         spawn_cwd;  /* it could not enter its cwd */
        int         spawn_host; /* sbxexec could not set it up (its
                                   record, logs, cgroup, pipes: the host's
                                   failure, not the command's) */
        int         no_dir;     /* its record's directory could not be made */
        exec_cg    *cg;         /* owned */
        uv_pipe_t   out[2];
        int         nout;       /* output pipes still open */
        uv_pipe_t   in;
        int         in_open, in_eof, in_pending;
        exec__cli  *in_paused;  /* its reads stopped while stdin's queue drains */
        exec__cli  *out_held;   /* (1) out[]'s reads stopped while its queue drains */
        int         tty;        /* owned: the pty master (-1 none); out[0]
                                   and in read and write dups of it */
        int         logfd;      /* owned */
        int         fdxfd;      /* owned: log.fd, the stream index (16); -1 none */
        int         fdx_cur;    /* (16) the fd its last record says, -1 none */
        int64_t     fdx_n;      /* (16) records in it */
        int64_t     log_size, log_max;  /* log_size: the log file's size (15) */
        int         truncated;
        int         log_nl;     /* the log is empty or ends with a newline */
        int64_t     lost;       /* (15) bytes of output the log could not take */
        int64_t     lost_unmarked;      /* ... of them not yet told by a marker */
        int         lost_err;   /* ... why the last of them was not written */
        int64_t     timeout, grace;
        uv_timer_t  timer;      /* timeout, then drain */
        uv_timer_t  kill_timer; /* TERM -> KILL */
        uv_timer_t  slow_timer; /* (8) reads resume */
        uv_timer_t  cpu_timer;  /* (13) its CPU time checked */
        int         slowed;     /* (8) bit k: out[k]'s reads stopped */
        int         timers;     /* 1 once the timers are initialised */
        int         kills;      /* KILL rounds done */
        uint64_t    pend_sigs;  /* (10) bit sig-1: sent while starting */
        int         pend_kill;  /* (10) TERM or KILL of a kill while starting */
        exec__cli  *starter;    /* waiting for STARTED */
        json_t     *result;     /* owned: status.json once done */
        int         unsaved;    /* (2) errno: status.json not written yet */
        int         live;       /* its uv handles not yet closed */
        int         retired;    /* out of d->jobs: freed once live is 0 */
};

struct exec__d {
        const exec_opts *o;
        uv_loop_t  *loop;
        uv_pipe_t   server;
        uv_poll_t   initp;
        uv_poll_t   hupp;       /* (11) d->hupfd readable */
        int         hupfd;      /* owned: (11) epoll set of half-closed clients */
        uv_signal_t sig_term, sig_int, sig_chld;
        uv_timer_t  ws_timer;
        uv_timer_t  stop_timer;         /* a stop's grace after TERM */
        uv_timer_t  save_timer; /* (2) records not written are tried again */
        int64_t     save_ms;    /* ... after this long, doubling while they fail */
        int64_t     stop_t0;
        int         ctl;        /* owned: our end of the init socket */
        pid_t       init;
        ino_t       pidns;      /* the sandbox's PID namespace */
        int         netns, hostns;      /* owned */
        exec_cg    *cg;         /* owned: the sandbox */
        exec_cg    *init_cg;    /* owned */
        exec_cg    *mem_cg;     /* owned; the commands' shared memory (cgroup.c (6)) */
        exec_cg    *mem_spare[EXEC__MEM_SPARE]; /* owned; memory cgroups of
                                   commands with a limit of their own, for
                                   the next such (cgroup.c (6)) */
        int         nmem_spare;
        uint64_t    mem_seq;    /* the last one's number: sbx/<leaf>/m<N> */
        exec__job  *jobs;
        exec__cli  *clis;
        uint64_t    next_seq;   /* (14) */
        uint64_t   *ended;      /* owned: seqs of ended commands on disk, ascending */
        json_t     *recs;       /* owned: id -> the record (cut) of an ended
                                   command of an earlier run, as ps read it */
        size_t      nended, ended_cap;
        int64_t     log_bytes;  /* (7) the logs, log.fd and cmd.json files in cmds/ together */
        int         pruning;    /* (7) in exec__prune: no forgetting beneath it */
        uint64_t    ws_mnt;     /* mount id of the workspace we attached */
        uint64_t    ws_failed;  /* one whose attach failed (logged once; tried again) */
        int         ws_is_mount;        /* it was a mount point (sbxfs) */
        char       *cmds;       /* owned: EXECDIR/cmds */
        char       *sock;       /* owned */
        struct stat sock_st;    /* the socket we bound (exec__unlink_own) */
        int         stopping;
        int         exit_code;
        exec__cli  *stop_cli;
        struct exec__fwd  *fwds;        /* owned: preview listeners */
        struct exec__pair *pairs;       /* owned: preview connections */
        int         npairs;     /* open preview connections (5) */
        int64_t     fwd_active; /* ms: last preview connect, data or close */
        int         nfwds;      /* preview listeners, at most EXEC__FWD_MAX */
        int         fw_full;    /* a refused preview connection was logged */
        int         nclis;      /* control clients, at most EXEC__CLI_MAX */
        int         cli_full;   /* a refused control client was logged */
        size_t      in_bytes;   /* unfinished request bytes of all clients */
        exec__msg  *msg;        /* owned: receive buffer */
};

/* ---- writing to clients ---- */
typedef struct { uv_write_t req; char *buf; exec__cli *cli; } exec__wreq;

static void exec__cli_close(exec__cli *c);
static void exec__cli_read_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b);
static void exec__cli_resume(exec__cli *c);
static void exec__logs_pump(exec__cli *c);
static void exec__out_release(exec__job *j);

static void exec__write_cb(uv_write_t *req, int status)
{
        exec__wreq *w = (exec__wreq *)req;
        exec__cli *c = w->cli;
        free(w->buf);
        free(w);
        if (c->closing)
                return;
        if (status < 0) {       /* (11) it is gone (EPIPE): nothing more goes out */
                exec__cli_close(c);
                return;
        }
        if (c->mode == C_LOGS)
                exec__logs_pump(c);
        if (c->job && c->job->out_held == c &&
            uv_stream_get_write_queue_size((uv_stream_t *)&c->h) <= EXEC__FG_LOW)
                exec__out_release(c->job);      /* (1) it caught up */
}

static void exec__send(exec__cli *c, json_t *msg)
{
        size_t len;
        char *s = exec__line(msg, &len);
        json_decref(msg);
        if (!s || c->closing) {
                free(s);
                return;
        }
        exec__wreq *w = sbx_calloc(1, sizeof *w);
        w->buf = s;
        w->cli = c;
        uv_buf_t b = uv_buf_init(s, (unsigned)len);
        if (uv_write(&w->req, (uv_stream_t *)&c->h, &b, 1, exec__write_cb) < 0) {
                free(s);
                free(w);
        }
}

static void exec__shutdown_cb(uv_shutdown_t *req, int status)
{
        (void)status;
        exec__cli *c = req->data;
        free(req);
        exec__cli_close(c);
}

/* Send the last message, then close once it is written. */
static void exec__send_end(exec__cli *c, json_t *msg)
{
        if (msg)
                exec__send(c, msg);
        if (c->closing)
                return;
        if (c->job && c->job->out_held == c)
                exec__out_release(c->job);      /* (1) no more output goes to it */
        c->mode = C_IDLE;
        c->job = NULL;
        c->ending = 1;
        uv_shutdown_t *req = sbx_calloc(1, sizeof *req);
        req->data = c;
        if (uv_shutdown(req, (uv_stream_t *)&c->h, exec__shutdown_cb) < 0) {
                free(req);
                exec__cli_close(c);
        }
}

static json_t *exec__err(int err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static json_t *exec__err(int err, const char *fmt, ...)
{
        char buf[1024];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        return json_pack("{s:b,s:s,s:i}", "ok", 0, "error", buf, "errno", err);
}

/* A whole number member within [lo, hi] (checked before any cast: a
** json_int_t past int wrapped); def when absent */
static int exec__int_in(json_t *req, const char *key, json_int_t lo, json_int_t hi, json_int_t def,
                        json_int_t *out)
{
        json_t *v = json_object_get(req, key);
        *out = def;
        if (!v)
                return 0;
        if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
                return -EINVAL;
        *out = json_integer_value(v);
        return 0;
}

/* ---- commands on disk ---- */
static char *exec__job_path(exec__d *d, const char *id, const char *leaf)
{
        return sbx_asprintf("%s/%s/%s", d->cmds, id, leaf);
}

static json_t *exec__load_json(const char *path)
{
        return json_load_file(path, 0, NULL);
}

/* tmp + rename: atomic against our own crash.  No fsync: a machine
** crash ends the sandbox's processes anyway, and the fsyncs would cost
** more than the command itself on a short one. */
static int exec__save_json(const char *path, json_t *j)
{
        sbx_autofree char *s = json_dumps(j, JSON_COMPACT);
        sbx_autofree char *tmp = sbx_asprintf("%s.tmp", path);
        if (!s)
                return -ENOMEM;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
                return -errno;
        int rc = sbx_write_all(fd, s, strlen(s));
        close(fd);
        if (rc == 0 && rename(tmp, path) < 0)
                rc = -errno;
        if (rc < 0)
                unlink(tmp);
        return rc;
}

/* (2) An ended command's status.json, from its record: 0, or -errno,
** and the job stays unsaved (exec__saves_retry writes it again). */
static int exec__job_save(exec__job *j)
{
        if (j->no_dir)
                return 0;       /* no record to keep (its failure said) */
        sbx_autofree char *sp = exec__job_path(j->d, j->id, "status.json");
        int rc = exec__save_json(sp, j->result);
        if (rc < 0 && !j->unsaved)
                sbx_log("%s: write %s: %s (tried again later)", j->id, sp, strerror(-rc));
        else if (rc == 0 && j->unsaved)
                sbx_log("%s: %s written at last", j->id, sp);
        j->unsaved = rc < 0 ? -rc : 0;
        return rc;
}

/* (2) Write again the records that could not be; how many still cannot. */
static int exec__saves_retry(exec__d *d)
{
        int left = 0;
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->unsaved && exec__job_save(j) < 0)
                        left++;
        return left;
}

static void exec__save_timer_cb(uv_timer_t *t)
{
        exec__d *d = t->data;
        if (exec__saves_retry(d) == 0)
                return;
        d->save_ms = d->save_ms < 30000 ? 2 * d->save_ms : 60000;
        uv_timer_start(t, exec__save_timer_cb, (uint64_t)d->save_ms, 0);
}

/* (2) j's record could not be written: the timer tries again, from 1 s */
static void exec__save_later(exec__job *j)
{
        exec__d *d = j->d;
        if (!j->unsaved || d->stopping || uv_is_active((uv_handle_t *)&d->save_timer))
                return;
        d->save_ms = 1000;
        uv_timer_start(&d->save_timer, exec__save_timer_cb, (uint64_t)d->save_ms, 0);
}

static exec__job *exec__job_find(exec__d *d, const char *id)
{
        for (exec__job *j = d->jobs; j; j = j->next)
                if (!strcmp(j->id, id))
                        return j;
        return NULL;
}

static int exec__id_ok(const char *id)
{
        if (!id || id[0] != 'c' || !id[1] || strlen(id) > 12)
                return 0;
        for (const char *p = id + 1; *p; p++)
                if (*p < '0' || *p > '9')
                        return 0;
        return 1;
}

/* ---- the end of a command ---- */
static void exec__reason(exec__job *j, char *out, size_t n)
{
        int oom = 0, pids = 0;
        if (j->cg)
                exec_cg_events(j->cg, &oom, &pids);
        int sig = WIFSIGNALED(j->status) ? WTERMSIG(j->status) : 0;
        out[0] = 0;
        struct { int on; const char *w; } r[] = {
                /* the shared memory cgroup's kill: its victim's (cgroup.c (6)) */
                { j->timed_out, "timeout" }, { oom && (j->mem || sig == SIGKILL), "oom" },
                /* SIGKILL at the hard limit when SIGXCPU was ignored */
                { sig == SIGXCPU || j->cpu_out ||
                  (sig == SIGKILL && j->rl_cpu > 0 && j->cpu_used >= j->rl_cpu && !j->killed), "cpu" },
                { sig == SIGXFSZ, "fsize" },
                { pids, "pids" }, { j->stopped, "stopped" },
                { j->remounted, "remount" },
                { j->killed && !j->stopped && !j->timed_out, "killed" },
                { j->spawn_errno != 0, "spawn" }, { j->spawn_cwd, "cwd" },
                { j->spawn_host, "host" },
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(r); i++)
                if (r[i].on) {
                        size_t l = strlen(out);
                        snprintf(out + l, n - l, "%s%s", l ? "," : "", r[i].w);
                }
}

static void exec__close_cb_noop(uv_handle_t *h) { (void)h; }

static void exec__job_free(exec__job *j)
{
        if (j->logfd >= 0)
                close(j->logfd);
        if (j->fdxfd >= 0)
                close(j->fdxfd);
        exec_cg_free(j->cg);
        exec_cg_free(j->mem);
        json_decref(j->info);
        json_decref(j->result);
        free(j->dir);
        free(j);
}

/* Every handle of a job closes through here: a retired job's memory goes
** with its last handle. */
static void exec__job_handle_closed(uv_handle_t *h)
{
        exec__job *j = h->data;
        if (--j->live == 0 && j->retired)
                exec__job_free(j);
}

static void exec__out_drain(exec__job *j);
static void exec__log_mark(exec__job *j);

/* The log's size, whether it was cut, and what it lost (15), into the
** record: 1 when that changed it. */
static int exec__result_log(exec__job *j)
{
        json_t *r = j->result;
        int same = json_object_get(r, "log_size") &&
                   json_integer_value(json_object_get(r, "log_size")) == j->log_size &&
                   json_is_true(json_object_get(r, "truncated")) == !!j->truncated &&
                   json_integer_value(json_object_get(r, "output_lost")) == j->lost;
        json_object_set_new(r, "log_size", json_integer(j->log_size));
        json_object_set_new(r, "truncated", json_boolean(j->truncated));
        if (j->lost)
                json_object_set_new(r, "output_lost", json_integer(j->lost));
        return !same;
}

/* The output pipes of an ended command closed (9): its log is complete
** (told what it lost (15)), and its record says how long it came to be. */
static void exec__job_log_done(exec__job *j)
{
        exec__log_mark(j);
        if (j->logfd >= 0) {            /* readers open the file themselves */
                close(j->logfd);
                j->logfd = -1;
        }
        if (j->fdxfd >= 0) {
                close(j->fdxfd);
                j->fdxfd = -1;
        }
        if (j->result && (exec__result_log(j) || j->unsaved) && exec__job_save(j) < 0)
                exec__save_later(j);
}

/* Close the output pipes.  What is already in them (the last lines of
** processes that just exited) goes to the log first: EOF may be queued
** behind it, unread. */
static void exec__job_close_out(exec__job *j)
{
        exec__out_drain(j);
        for (int i = 0; i < 2; i++)
                if (!uv_is_closing((uv_handle_t *)&j->out[i]) && j->out[i].loop)
                        uv_close((uv_handle_t *)&j->out[i], exec__job_handle_closed);
        j->nout = 0;
        j->slowed = 0;
        if (j->state == J_DONE)
                exec__job_log_done(j);
}

static void exec__job_close_in(exec__job *j)
{
        if (j->in_open && !uv_is_closing((uv_handle_t *)&j->in))
                uv_close((uv_handle_t *)&j->in, exec__job_handle_closed);
        j->in_open = 0;
}

static void exec__job_close_handles(exec__job *j)
{
        exec__job_close_out(j);
        exec__job_close_in(j);
        if (j->tty >= 0)
                close(j->tty);
        j->tty = -1;
}

static void exec__cli_wait_answer(exec__cli *c, exec__job *j);

/* (cgroup.c (6)) A memory cgroup for a command with a limit of its own:
** a spare one, or a new one.  Set to its limit before it joins. */
static int exec__mem_get(exec__d *d, int64_t memory, exec_cg **out)
{
        exec_cg *m = d->nmem_spare > 0 ? d->mem_spare[--d->nmem_spare] : NULL;
        int rc;
        if (!m) {
                char name[32];
                snprintf(name, sizeof name, "m%llu", (unsigned long long)++d->mem_seq);
                if ((rc = exec_cg_mem(d->cg, name, &m)) < 0)
                        return rc;
        }
        if ((rc = exec_cg_limit(m, memory, 0, d->o->cf->exec_tcp_max)) < 0) {
                exec_cg_destroy(m);
                exec_cg_free(m);
                return rc;
        }
        *out = m;
        return 0;
}

/* ... and back, empty: a spare, or (past EXEC__MEM_SPARE) removed */
static void exec__mem_put(exec__d *d, exec_cg *m)
{
        if (d->nmem_spare < EXEC__MEM_SPARE) {
                d->mem_spare[d->nmem_spare++] = m;
                return;
        }
        exec_cg_destroy(m);
        exec_cg_free(m);
}

/* Remove the command's cgroup (emptying it first) if force, or if no
** process of it is left. */
static void exec__job_cg_release(exec__job *j, int force)
{
        int left = 0;
        if (j->cg && (force || exec_cg_count(j->cg) == 0)) {
                left = exec_cg_destroy(j->cg) < 0;
                exec_cg_free(j->cg);
                j->cg = NULL;
        }
        if (!j->cg && j->mem) {
                if (!left)      /* nothing of it runs there: the next one's */
                        exec__mem_put(j->d, j->mem);
                else
                        exec_cg_free(j->mem);
                j->mem = NULL;
        }
        /* (9) nothing of it is left to write to its pipes */
        if (!j->cg && j->state == J_DONE && j->nout > 0)
                exec__job_close_out(j);
}

/* (9) One more ended command keeps its pipes: past the limit the
** oldest's close. */
static void exec__linger_limit(exec__d *d)
{
        int64_t max = d->o->cf->exec_keep_commands;
        if (max <= 0 || max > EXEC__LINGER_MAX)
                max = EXEC__LINGER_MAX;
        int64_t n = 0;
        exec__job *old = NULL;
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->state == J_DONE && j->nout > 0) {
                        n++;
                        if (!old || j->seq < old->seq)
                                old = j;
                }
        if (n <= max)
                return;
        sbx_log("%lld ended commands keep processes writing to their output; closing the output "
                "pipes of %s, the oldest (its processes get EPIPE from now on)", (long long)n, old->id);
        exec__job_close_out(old);
}

/* ---- retention: [exec] keep_commands (7) ---- */
static void exec__ended_add(exec__d *d, uint64_t seq)
{
        if (d->nended == d->ended_cap) {
                d->ended_cap = d->ended_cap ? 2 * d->ended_cap : 64;
                d->ended = sbx_realloc(d->ended, d->ended_cap * sizeof *d->ended);
        }
        size_t i = d->nended;
        while (i > 0 && d->ended[i - 1] > seq)
                i--;
        memmove(d->ended + i + 1, d->ended + i, (d->nended - i) * sizeof *d->ended);
        d->ended[i] = seq;
        d->nended++;
}

/* Does something hold this run's job: not ended, a client on it, a
** stdin write in flight? (Its processes are exec__job_idle's.) */
static int exec__job_held(exec__job *j)
{
        if (j->state != J_DONE || j->in_pending || j->starter || j->in_paused)
                return 1;
        for (exec__cli *c = j->d->clis; c; c = c->next)
                if (c->job == j)
                        return 1;
        return 0;
}

/* Nothing holds this run's job any more: ended, no process left in its
** cgroup, no client on it, no stdin write in flight. */
static int exec__job_idle(exec__job *j)
{
        if (exec__job_held(j))
                return 0;
        exec__job_cg_release(j, 0);     /* an empty cgroup goes now */
        return !j->cg;
}

static void exec__job_close_timers(exec__job *j)
{
        if (!j->timers)
                return;
        uv_close((uv_handle_t *)&j->timer, exec__job_handle_closed);
        uv_close((uv_handle_t *)&j->kill_timer, exec__job_handle_closed);
        uv_close((uv_handle_t *)&j->slow_timer, exec__job_handle_closed);
        uv_close((uv_handle_t *)&j->cpu_timer, exec__job_handle_closed);
        j->timers = 0;
}

static void exec__job_retire(exec__job *j)
{
        for (exec__job **pp = &j->d->jobs; *pp; pp = &(*pp)->next)
                if (*pp == j) {
                        *pp = j->next;
                        break;
                }
        j->retired = 1;
        exec__job_close_timers(j);
        if (j->live == 0)
                exec__job_free(j);
}

static exec__job *exec__job_by_seq(exec__d *d, uint64_t seq);

/* Forget d->ended[i]: its directory (record and log), its memory (j, if
** of this run).  -errno (logged) when its directory stays. */
static int exec__forget(exec__d *d, size_t i, exec__job *j)
{
        char id[24];
        snprintf(id, sizeof id, "c%llu", (unsigned long long)d->ended[i]);
        sbx_autofree char *dir = sbx_asprintf("%s/%s", d->cmds, id);
        sbx_autofree char *log = sbx_asprintf("%s/log", dir);
        sbx_autofree char *rec = sbx_asprintf("%s/cmd.json", dir);
        sbx_autofree char *fdx = sbx_asprintf("%s/log.fd", dir);
        struct stat st;
        int64_t size = stat(log, &st) == 0 ? st.st_size : 0;
        size += stat(rec, &st) == 0 ? st.st_size : 0;
        size += stat(fdx, &st) == 0 ? st.st_size : 0;   /* (16) */
        int rc = sbx_rm_rf(dir);
        if (rc < 0 && rc != -ENOENT) {
                sbx_log("forget %s: remove %s: %s", id, dir, strerror(-rc));
                return rc;
        }
        d->log_bytes -= size;
        json_object_del(d->recs, id);
        if (j)
                exec__job_retire(j);
        memmove(d->ended + i, d->ended + i + 1, (d->nended - i - 1) * sizeof *d->ended);
        d->nended--;
        return 0;
}

static int exec__over_budget(exec__d *d, int64_t more)
{
        int64_t budget = d->o->cf->exec_log_budget;
        return budget > 0 && d->log_bytes + more > budget;
}

/* (7) Past keep_commands ended commands, or past log_budget bytes of
** logs, the oldest that nothing holds are forgotten: their directories
** (record and log) and their memory.  Run from a request's dispatch
** (exec, ps), never under a job's callback: an idle check releases a
** cgroup, which may close (and read) a job's pipes. */
static void exec__prune(exec__d *d)
{
        int64_t keep = d->o->cf->exec_keep_commands;
        size_t i = 0, held = 0;         /* held ones do not count */
        d->pruning = 1;
        while (i < d->nended && ((keep > 0 && d->nended - held > (size_t)keep) ||
                                 exec__over_budget(d, 0))) {
                exec__job *j = exec__job_by_seq(d, d->ended[i]);
                if ((j && !exec__job_idle(j)) || exec__forget(d, i, j) < 0) {
                        held++;
                        i++;
                }
        }
        d->pruning = 0;
}

/* (7) Room for more bytes of a log within log_budget: the oldest ended
** commands that nothing holds (no process, no client, pipes closed; not
** grower, whose log it is) are forgotten until it fits.  Runs as a log
** grows, so it releases nothing (exec__job_held); exec__prune's idle
** checks may make a log grow: not beneath it.  0, or -ENOSPC. */
static int exec__logs_room(exec__d *d, exec__job *grower, int64_t more)
{
        if (!exec__over_budget(d, more))
                return 0;
        if (d->pruning)
                return 0;               /* it prunes past the budget after */
        for (size_t i = 0; i < d->nended && exec__over_budget(d, more);) {
                exec__job *j = exec__job_by_seq(d, d->ended[i]);
                if ((j && (j == grower || exec__job_held(j) || j->cg || j->nout > 0)) ||
                    exec__forget(d, i, j) < 0)
                        i++;
        }
        return exec__over_budget(d, more) ? -ENOSPC : 0;
}

/* The CPU ns the job's processes used so far (its cgroup's count since
** it started), or -1 where there is no count. */
static int64_t exec__job_cpu(const exec__job *j)
{
        int64_t ns = j->cg && j->cpu_base >= 0 ? exec_cg_cpu_ns(j->cg) : -1;
        return ns < 0 ? -1 : ns - j->cpu_base;
}

/* (2) status.json first, then everyone who waits. */
static void exec__job_finish(exec__job *j)
{
        exec__d *d = j->d;
        if (j->state == J_DONE)
                return;
        j->state = J_DONE;
        if (j->timers) {
                uv_timer_stop(&j->timer);
                uv_timer_stop(&j->kill_timer);
        }
        /* stdin ends with the command, and a terminal (its processes get
         * SIGHUP, as from a closed terminal); output pipes a process it
         * left behind holds stay read (9) */
        if (j->tty >= 0)
                exec__job_close_handles(j);
        else
                exec__job_close_in(j);
        char reason[128];
        exec__reason(j, reason, sizeof reason);
        int code, sig = 0;
        if (j->spawn_errno)
                code = j->spawn_errno == ENOENT ? 127 : 126;
        else if (WIFSIGNALED(j->status)) {
                sig = WTERMSIG(j->status);
                code = 128 + sig;
        } else
                code = WEXITSTATUS(j->status);
        j->result = json_pack("{s:s,s:s,s:i,s:i,s:s,s:I}",
                              "id", j->id, "state", j->spawn_errno ? "failed" : "exited",
                              "exit_code", code, "signal", sig, "reason", reason,
                              "ended", (json_int_t)(sbx_now_ns() / 1000000));
        /* the CPU time of its processes up to its end, when its first
         * process exited (what it left running uses more: not counted,
         * though it may hold the output open long after) */
        int64_t ns = j->cpu_ended && j->cpu_end >= 0 ? j->cpu_end : exec__job_cpu(j);
        if (ns >= 0)
                json_object_set_new(j->result, "cpu_ns", json_integer(ns));
        if (j->nout == 0)
                exec__log_mark(j);      /* (15) the end of its output */
        exec__result_log(j);
        if (j->spawn_errno)
                json_object_set_new(j->result, "error", json_string(j->spawn_err));
        if (exec__job_save(j) < 0)
                exec__save_later(j);
        if (j->nout == 0)
                exec__job_log_done(j);
        exec__ended_add(d, j->seq);     /* forgotten by a later exec__prune */
        /* a command ended by a kill or its timeout leaves nothing behind
         * before anyone hears of its end; a stop's leaves its TERM's
         * kill_grace to what it left (exec__stop) */
        int forced = (j->killed && !j->stopped) || j->timed_out || j->remounted || j->cpu_out;
        if (forced)
                exec__job_cg_release(j, 1);
        for (exec__cli *c = d->clis; c; c = c->next) {
                if (c->job != j || c->closing)
                        continue;
                if (c->mode == C_EXEC) {
                        /* the record: cmd.json (cut) merged with status.json */
                        json_t *ev = json_deep_copy(j->info);
                        json_object_update(ev, j->result);
                        json_object_set_new(ev, "ev", json_string("exit"));
                        exec__send_end(c, ev);
                } else if (c->mode == C_LOGS) {
                        exec__logs_pump(c);
                } else if (c->mode == C_WAIT) {
                        exec__cli_wait_answer(c, j);
                }
        }
        /* one that ended by itself may leave a server running; if not,
         * its empty cgroup goes after the answer, off the round trip (and
         * with it the pipes (9)) */
        if (!forced)
                exec__job_cg_release(j, 0);
        if (j->nout > 0)
                exec__linger_limit(d);
}

/* ---- output ---- */
static void exec__alloc_cb(uv_handle_t *h, size_t sz, uv_buf_t *b)
{
        (void)h;
        (void)sz;
        b->base = sbx_malloc(EXEC__CHUNK);
        b->len = EXEC__CHUNK;
}

/* (15) n bytes (n > 0) to the log, whole or not at all: what a write
** that failed half-way put there is cut back off, so that log_size stays
** the file's size.  0, or -errno. */
static int exec__log_write(exec__job *j, const char *p, size_t n)
{
        int rc = sbx_write_all(j->logfd, p, n);
        if (rc < 0) {
                struct stat st;
                if (ftruncate(j->logfd, j->log_size) < 0 && fstat(j->logfd, &st) == 0) {
                        j->d->log_bytes += st.st_size - j->log_size;    /* it stays, then */
                        j->log_size = st.st_size;
                        j->log_nl = 0;
                }
                return rc;
        }
        j->log_size += (int64_t)n;
        j->d->log_bytes += (int64_t)n;
        j->log_nl = p[n - 1] == '\n';
        return 0;
}

/* (16) The index no longer whole: removed, the log served as fd 0 */
static void exec__fdx_drop(exec__job *j)
{
        struct stat st;
        sbx_autofree char *p = sbx_asprintf("%s/log.fd", j->dir);
        if (fstat(j->fdxfd, &st) == 0 && unlink(p) == 0)
                j->d->log_bytes -= st.st_size;
        sbx_log("%s: log.fd: cannot cut back a record that failed: removed, its log is served "
                "merged", j->id);
        close(j->fdxfd);
        j->fdxfd = -1;
}

/* (16) The log's bytes from offset at on came from fd: a record when
** that changes the stream, written before those bytes.  0, or -errno
** when it could not be written (nothing of it left): the bytes are lost,
** as a log write that fails (15). */
static int exec__fdx_mark(exec__job *j, int fd, int64_t at)
{
        if (j->fdxfd < 0 || fd == j->fdx_cur || j->fdx_n >= EXEC__FDX_MAX)
                return 0;
        if (j->fdx_n == EXEC__FDX_MAX - 1)
                fd = 0;                 /* the last: the rest is served merged */
        if (fd == j->fdx_cur)
                return 0;
        uint64_t v = (uint64_t)at << 2 | (uint64_t)fd;
        unsigned char r[EXEC__FDX_REC];
        for (int i = 0; i < EXEC__FDX_REC; i++)
                r[i] = (unsigned char)(v >> 8 * i);
        int rc = sbx_write_all(j->fdxfd, r, sizeof r);
        if (rc < 0) {
                if (ftruncate(j->fdxfd, j->fdx_n * EXEC__FDX_REC) < 0)
                        exec__fdx_drop(j);
                return rc;
        }
        j->fdx_n++;
        j->fdx_cur = fd;
        j->d->log_bytes += EXEC__FDX_REC;
        return 0;
}

/* (15) n bytes of output of fd (none at its end) to the log, after a line
** that tells of the output lost since the log last grew, if any: the line
** and the bytes, or neither (one line for a whole gap, however many
** writes failed in it).  0, or -errno: the n bytes are lost too. */
static int exec__log_put(exec__job *j, int fd, const char *p, size_t n)
{
        int rc;
        if (!j->lost_unmarked) {
                rc = n ? exec__fdx_mark(j, fd, j->log_size) : 0;
                if (n && rc == 0)
                        rc = exec__log_write(j, p, n);
        } else {
                char m[160];
                size_t l = (size_t)snprintf(m, sizeof m, "%s[sbx: %lld bytes of output lost: %s]\n",
                                            j->log_nl ? "" : "\n", (long long)j->lost_unmarked,
                                            strerror(j->lost_err));
                sbx_autofree char *buf = sbx_malloc(l + n);
                memcpy(buf, m, l);
                if (n)
                        memcpy(buf + l, p, n);
                if ((rc = exec__fdx_mark(j, 0, j->log_size)) == 0 &&
                    (!n || (rc = exec__fdx_mark(j, fd, j->log_size + (int64_t)l)) == 0) &&
                    (rc = exec__log_write(j, buf, l + n)) == 0)
                        j->lost_unmarked = 0;
        }
        if (rc < 0) {
                j->lost += (int64_t)n;
                j->lost_unmarked += (int64_t)n;
                j->lost_err = -rc;
        }
        return rc;
}

/* (15) The end of the output: a gap at its end is told too. */
static void exec__log_mark(exec__job *j)
{
        if (j->logfd >= 0 && !j->truncated)
                exec__log_put(j, 0, NULL, 0);
}

/* Past log_max, or past log_budget for the sandbox's logs together (7),
** the log is cut with a marker that says which.  Each append leaves room
** for a budget marker within the budget: one more log cut at once may
** pass it by its marker.  What a write error keeps out is lost and told
** (15); a cut whose marker could not be written is made again next time.
** The bytes come from fd (16); the index's records (three at most: a
** marker of lost output, the bytes, the cut) count in the budget. */
static void exec__log_append(exec__job *j, int fd, const char *p, size_t n)
{
        if (j->truncated || j->logfd < 0)
                return;
        exec__d *d = j->d;
        int64_t budget = d->o->cf->exec_log_budget;
        char m[160], mb[160];
        int l = 0, lb = budget > 0 ? snprintf(mb, sizeof mb, EXEC__CUT "the sandbox's logs reached "
                                              "[exec] log_budget of %lld bytes]\n",
                                              (long long)budget) : 0;
        int64_t below = j->log_max - j->log_size;       /* a marker (15) may pass log_max */
        size_t room = j->log_max > 0 && (int64_t)n > below ? (size_t)(below > 0 ? below : 0) : n;
        if (room < n)
                l = snprintf(m, sizeof m, EXEC__CUT "log_max of %lld bytes reached]\n",
                             (long long)j->log_max);
        int64_t recs = j->fdxfd >= 0 ? 3 * EXEC__FDX_REC : 0;
        if (exec__logs_room(d, j, (int64_t)room + (l ? l : lb) + recs) < 0) {
                int64_t left = budget - d->log_bytes - lb - recs;
                room = left <= 0 ? 0 : left < (int64_t)room ? (size_t)left : room;
                memcpy(m, mb, (size_t)lb);
                l = lb;
        }
        if (exec__log_put(j, fd, p, room) < 0)
                return;                 /* a cut is made next time, after the marker */
        if (l && exec__fdx_mark(j, 0, j->log_size) == 0 && exec__log_write(j, m, (size_t)l) == 0)
                j->truncated = 1;
}

static void exec__job_maybe_done(exec__job *j)
{
        if (j->state == J_EXITED && j->nout == 0)
                exec__job_finish(j);
}

static void exec__out_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b);

/* Does a foreground client take the command's output as it comes? */
static int exec__job_has_reader(exec__job *j)
{
        for (exec__cli *c = j->d->clis; c; c = c->next)
                if (c->job == j && !c->closing && c->mode == C_EXEC)
                        return 1;
        return 0;
}

/* The output pipes still read from (a pty has one) */
static int exec__out_open(exec__job *j, int k)
{
        return j->out[k].loop && !uv_is_closing((uv_handle_t *)&j->out[k]);
}

static void exec__slow_cb(uv_timer_t *t)
{
        exec__job *j = t->data;
        if (j->out_held)
                return;                 /* (1) read again once it is released */
        for (int k = 0; k < 2; k++)
                if ((j->slowed & 1 << k) && exec__out_open(j, k))
                        uv_read_start((uv_stream_t *)&j->out[k], exec__alloc_cb, exec__out_cb);
        j->slowed = 0;
}

/* (1) Its foreground client c is behind: the command's output waits in
** its pipes (the command blocks in its writes) until c's queue drains. */
static void exec__out_hold(exec__job *j, exec__cli *c)
{
        if (j->out_held)
                return;
        j->out_held = c;
        for (int k = 0; k < 2; k++)
                if (exec__out_open(j, k))
                        uv_read_stop((uv_stream_t *)&j->out[k]);
}

/* (1) Its client caught up, got its last message, or went. */
static void exec__out_release(exec__job *j)
{
        j->out_held = NULL;
        for (int k = 0; k < 2; k++)
                if (exec__out_open(j, k))
                        uv_read_start((uv_stream_t *)&j->out[k], exec__alloc_cb, exec__out_cb);
        j->slowed = 0;
}

/* (8) Output no one will see (the log at its cap or failing its writes
** (15), no foreground client) is read one chunk per EXEC__SLOW_MS: the writer blocks meanwhile, so
** a flood costs it its time, not sbxexec a CPU. */
static void exec__out_slow(exec__job *j, uv_stream_t *s)
{
        if (!(j->truncated || j->lost_unmarked) || !j->timers || j->out_held ||
            exec__job_has_reader(j))
                return;
        uv_read_stop(s);
        j->slowed |= 1 << ((uv_pipe_t *)s == &j->out[0] ? 0 : 1);
        if (!uv_is_active((uv_handle_t *)&j->slow_timer))
                uv_timer_start(&j->slow_timer, exec__slow_cb, EXEC__SLOW_MS, 0);
}

/* n bytes of out[k]: to the log (1), then to the foreground client (held
** back past its backlog) and to `logs` followers. */
static void exec__out_take(exec__job *j, int k, const char *p, size_t n)
{
        exec__log_append(j, k + 1, p, n);       /* (1) (16) */
        sbx_autofree char *data = NULL; /* only for a client */
        for (exec__cli *c = j->d->clis; c; c = c->next) {
                if (c->job != j || c->closing)
                        continue;
                if (c->mode == C_EXEC) {
                        if (!data)
                                data = exec_b64_encode(p, n);
                        exec__send(c, json_pack("{s:s,s:i,s:s}", "ev", "out", "fd", k + 1, "data", data));
                        if (uv_stream_get_write_queue_size((uv_stream_t *)&c->h) > EXEC__FG_HIGH)
                                exec__out_hold(j, c);
                } else if (c->mode == C_LOGS)
                        exec__logs_pump(c);
        }
}

/* What the pipes hold now, read before the command's end is told or
** they close: its last output waits there while its client is behind
** (1), and EOF may be queued behind what processes that just exited
** wrote.  At most 1 MiB a pipe (a pipe's most, pipe-max-size): a
** process left behind that writes on is read on later (9). */
static void exec__out_drain(exec__job *j)
{
        char buf[EXEC__CHUNK];
        for (int k = 0; k < 2; k++) {
                uv_os_fd_t fd;
                ssize_t n;
                if (!exec__out_open(j, k) || uv_fileno((uv_handle_t *)&j->out[k], &fd) < 0)
                        continue;
                /* non-blocking (libuv's); a pty's master answers EIO once
                 * its last slave closed */
                for (int i = 0; i < 16 && (n = read(fd, buf, sizeof buf)) > 0; i++)
                        exec__out_take(j, k, buf, (size_t)n);
        }
}

static void exec__out_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b)
{
        exec__job *j = s->data;
        int k = (uv_pipe_t *)s == &j->out[0] ? 0 : 1;
        if (n > 0) {
                exec__out_take(j, k, b->base, (size_t)n);
                exec__out_slow(j, s);
        }
        free(b->base);
        if (n < 0 && j->tty >= 0) {
                /* A pty's master may answer EOF as its slave is hung up
                 * (its session leader exited) while the last output
                 * written there is still on its way (1.5% of `read x;
                 * echo "got $x"` lost "got ..."): read once more at the
                 * command's end (exec__job_close_out's drain), not now */
                uv_read_stop(s);
                j->nout = 0;
                exec__job_maybe_done(j);
                return;
        }
        if (n < 0) {
                uv_close((uv_handle_t *)s, exec__job_handle_closed);
                j->slowed &= ~(1 << k);
                if (--j->nout == 0 && j->state == J_DONE)
                        exec__job_log_done(j);  /* (9) the last writer left */
                exec__job_maybe_done(j);
        }
}

/* ---- killing ---- */
static void exec__kill_timer_cb(uv_timer_t *t)
{
        exec__job *j = t->data;
        if (!j->cg)
                return;
        int n = exec_cg_signal(j->cg, SIGKILL);
        /* keep at it while a fork races the scan (cgroup.c (2)) */
        if (n > 0 && ++j->kills < 100)
                uv_timer_start(&j->kill_timer, exec__kill_timer_cb, 100, 0);
}

/* Signal the command's whole cgroup; TERM is followed by CONT (a
** stopped process handles it, as at a stop) and by KILL after the grace
** period if anything is left. */
static void exec__job_kill(exec__job *j, int sig)
{
        if (!j->cg)
                return;
        if (j->state == J_STARTING && (sig == SIGKILL || !j->pend_kill))
                j->pend_kill = sig;     /* (10) its cgroup is still empty */
        exec_cg_signal(j->cg, sig);
        if (sig == SIGTERM) {
                exec_cg_signal(j->cg, SIGCONT);
                j->kills = 0;
                uv_timer_start(&j->kill_timer, exec__kill_timer_cb, (uint64_t)j->grace * 1000, 0);
        } else if (sig == SIGKILL) {
                j->kills = 0;
                uv_timer_start(&j->kill_timer, exec__kill_timer_cb, 50, 0);
        }
}

/* A signal to every process of the command, no KILL after it (10) */
static void exec__job_signal(exec__job *j, int sig)
{
        if (!j->cg)
                return;
        if (j->state == J_STARTING)
                j->pend_sigs |= 1ull << (sig - 1);
        exec_cg_signal(j->cg, sig);
}

/* (13) The CPU time of all the command's processes against its limit. */
static void exec__cpu_cb(uv_timer_t *t)
{
        exec__job *j = t->data;
        if (!j->cg) {                   /* released: none of it is left */
                uv_timer_stop(t);
                return;
        }
        if (j->cpu_xcpu) {
                /* a second after SIGXCPU: KILL, again while a fork races
                 * the scan (cgroup.c (2)), until none is left */
                if (exec_cg_signal(j->cg, SIGKILL) == 0)
                        uv_timer_stop(t);
                return;
        }
        int64_t ns = exec_cg_cpu_ns(j->cg);
        if (ns < 0 || ns - j->cpu_base < j->rl_cpu * 1000000000)
                return;
        if (j->state == J_RUNNING)
                j->cpu_out = 1;
        sbx_log("%s: its processes used %.1f CPU seconds, past its limit of %lld: ending them%s",
                j->id, (double)(ns - j->cpu_base) / 1e9, (long long)j->rl_cpu,
                j->state == J_RUNNING ? "" : " (what it left running)");
        j->cpu_xcpu = 1;
        exec_cg_signal(j->cg, SIGXCPU);
        uv_timer_start(t, exec__cpu_cb, 1000, EXEC__CPU_MS);
}

static void exec__timeout_cb(uv_timer_t *t)
{
        exec__job *j = t->data;
        if (j->state == J_RUNNING) {
                j->timed_out = 1;
                exec__job_kill(j, SIGTERM);
        } else if (j->state == J_EXITED) {
                /* drain timer: a process the command left behind holds
                 * its output open (or its client was behind (1)); the
                 * command itself is over, what it wrote waits in its
                 * pipes, and its output is read on (9) */
                exec__out_drain(j);
                exec__job_finish(j);
        }
}

/* ---- the init's messages ---- */
static exec__job *exec__job_by_seq(exec__d *d, uint64_t seq)
{
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->seq == seq)
                        return j;
        return NULL;
}

static void exec__on_started(exec__job *j, pid_t pid)
{
        j->state = J_RUNNING;
        j->pid = pid;
        /* (10) what was sent while it started, now that it is in its
         * cgroup; a kill last (its KILL timer starts again) */
        for (int sig = 1; sig < NSIG && sig <= 64; sig++)
                if (j->pend_sigs & 1ull << (sig - 1))
                        exec__job_signal(j, sig);
        if (j->pend_kill)
                exec__job_kill(j, j->pend_kill);
        j->pend_sigs = 0;
        j->pend_kill = 0;
        if (j->timeout > 0)
                uv_timer_start(&j->timer, exec__timeout_cb, (uint64_t)j->timeout * 1000, 0);
        if (j->rl_cpu > 0 && j->cpu_base >= 0)
                uv_timer_start(&j->cpu_timer, exec__cpu_cb, EXEC__CPU_MS, EXEC__CPU_MS);
        for (int i = 0; i < 2; i++)
                if (j->out[i].loop)     /* a pty has one stream */
                        uv_read_start((uv_stream_t *)&j->out[i], exec__alloc_cb, exec__out_cb);
        exec__cli *c = j->starter;
        j->starter = NULL;
        if (!c)
                return;
        json_t *r = json_pack("{s:b,s:s,s:i}", "ok", 1, "id", j->id, "pid", (int)pid);
        if (j->detached) {
                exec__send_end(c, r);
        } else {
                c->mode = C_EXEC;
                c->job = j;
                exec__send(c, r);
                exec__cli_resume(c);    /* (11) what it sent meanwhile */
        }
}

static void exec__on_failed(exec__job *j, int err, const char *text)
{
        /* init forks in the sandbox's cgroup: a fork its pids.max refused
         * is named, not only "Resource temporarily unavailable" (one of
         * its processes may have ended since: one short counts too) */
        int64_t max = j->d->o->cf->exec_pids_max;
        int64_t now = err == EAGAIN && max > 0 ? exec_cg_pids(j->d->cg) : -1;
        if (now >= 0 && now >= max - 1)
                snprintf(j->spawn_err, sizeof j->spawn_err, "%s: %s: the sandbox runs %lld processes, "
                         "its limit ([exec] pids_max = %lld)", text, strerror(err), (long long)now,
                         (long long)max);
        else
                snprintf(j->spawn_err, sizeof j->spawn_err, "%s: %s", text, strerror(err));
        j->spawn_errno = err ? err : EIO;
        j->status = 0;
        exec__job_close_handles(j);
        exec__job_finish(j);
        exec__cli *c = j->starter;
        j->starter = NULL;
        if (c) {
                json_t *r = exec__err(err, "%s", j->spawn_err);
                if (!j->no_dir)         /* an id nothing can look up: none */
                        json_object_set_new(r, "id", json_string(j->id));
                json_object_set(r, "exit_code", json_object_get(j->result, "exit_code"));
                json_object_set(r, "reason", json_object_get(j->result, "reason"));
                exec__send_end(c, r);
        }
}

static void exec__init_cb(uv_poll_t *p, int status, int events)
{
        exec__d *d = p->data;
        (void)events;
        if (status < 0)
                return;
        int fds[8], nfds = 8;
        int rc = exec__msg_recv(d->ctl, d->msg, fds, &nfds);
        for (int i = 0; i < nfds; i++)
                close(fds[i]);
        if (rc == -EAGAIN || rc == -EPROTO)
                return;
        if (rc < 0) {
                uv_poll_stop(p);
                return;         /* init is gone; SIGCHLD tells the rest */
        }
        exec__msg *m = d->msg;
        if (m->type == EXEC__MSG_MOUNTED) {
                if (m->err)
                        sbx_log("attach the workspace: %s", strerror(m->err));
                return;
        }
        exec__job *j = exec__job_by_seq(d, m->seq);
        if (!j)
                return;
        if (m->type == EXEC__MSG_STARTED) {
                exec__on_started(j, m->pid);
        } else if (m->type == EXEC__MSG_FAILED) {
                m->data[m->len ? m->len - 1 : 0] = 0;
                j->spawn_cwd = m->status == EXEC__FAIL_CWD;
                exec__on_failed(j, m->err, m->len ? m->data : "spawn");
        } else if (m->type == EXEC__MSG_EXITED) {
                j->status = m->status;
                j->cpu_used = m->rl_cpu;
                j->state = J_EXITED;
                j->cpu_end = exec__job_cpu(j);  /* what it leaves running is not its */
                j->cpu_ended = 1;
                uv_timer_stop(&j->timer);
                if (j->nout > 0)
                        uv_timer_start(&j->timer, exec__timeout_cb, 300, 0);
                exec__job_maybe_done(j);
        }
}

/* ---- exec ---- */
static int exec__env_allowed(const char *allow, const char *name)
{
        static const char *const base[] = { "TERM", "LANG", "LC_ALL", "TZ" };
        for (size_t i = 0; i < SBX_ARRAY_LEN(base); i++)
                if (!strcmp(base[i], name))
                        return 1;
        size_t nl = strlen(name);
        for (const char *p = allow; *p;) {
                while (*p == ',' || *p == ' ')
                        p++;
                const char *e = p;
                while (*e && *e != ',' && *e != ' ')
                        e++;
                size_t l = (size_t)(e - p);
                if (l && p[l - 1] == '*' ? nl >= l - 1 && !strncmp(p, name, l - 1)
                                         : (l == nl && !strncmp(p, name, l)))
                        return 1;
                p = e;
        }
        return 0;
}

static void exec__put(char **buf, size_t *len, size_t *cap, const char *s)
{
        size_t n = strlen(s) + 1;
        if (*len + n > *cap) {
                *cap = (*len + n) * 2;
                *buf = sbx_realloc(*buf, *cap);
        }
        memcpy(*buf + *len, s, n);
        *len += n;
}

/* The most a limit may be: what the kernel takes (pids.max: PID_MAX_LIMIT;
** RLIMIT_NOFILE: our own hard limit, which a command has no capability
** to raise, and never past fs.nr_open), and for cpu what leaves room for
** the hard limit a second above it (100 years; timeout, counted in ms,
** the same).  A value past it was skipped (nofile: the command got our
** own) or overflowed (cpu + 1). */
int exec_args_over(const json_t *argv, const json_t *env, size_t *bytes)
{
        size_t i, n = 0;
        const char *k;
        json_t *v;
        json_array_foreach(argv, i, v)
                n += (json_is_string(v) ? json_string_length(v) : 0) + 1;
        json_object_foreach((json_t *)env, k, v)
                n += strlen(k) + 1 + (json_is_string(v) ? json_string_length(v) : 0) + 1;
        *bytes = n;
        return json_array_size(argv) > EXEC_ARGV_MAX ? 1 :
               json_object_size(env) > EXEC_ENV_GIVEN_MAX ? 2 : n > EXEC_ARGS_BYTES_MAX ? 3 : 0;
}

int64_t exec_limit_max(const char *key)
{
        if (!strcmp(key, "pids"))
                return 4194304;
        if (!strcmp(key, "cpu") || !strcmp(key, "timeout"))
                return 100ll * 365 * 86400;
        struct rlimit rl;
        if (!strcmp(key, "nofile"))
                return getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_max < INT64_MAX
                       ? (int64_t)rl.rlim_max : 1048576;
        return INT64_MAX;
}

int64_t exec_limit_min(const char *key)
{
        return !strcmp(key, "memory") ? CONF_MEMORY_MIN : 0;
}

/* limits.KEY of the request (def when absent) into *out; an error reply
** for one that is not a whole number from 0 to exec_limit_max, or one
** below exec_limit_min but 0. */
static json_t *exec__lim(json_t *req, const char *key, int64_t def, int64_t *out)
{
        json_t *v = json_object_get(json_object_get(req, "limits"), key);
        int64_t max = exec_limit_max(key);
        *out = def;
        if (!v && def > max)    /* the config's: say which key */
                return exec__err(EINVAL, "exec: limit %s: [exec] %s = %lld (the default) is above the "
                                 "most a command may get, %lld", key, !strcmp(key, "memory") ? "memory_max"
                                 : !strcmp(key, "pids") ? "pids_max" : !strcmp(key, "cpu") ? "cpu_time" : key,
                                 (long long)def, (long long)max);
        if (!v)
                return NULL;
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > max)
                return exec__err(EINVAL, "exec: limits.%s must be a whole number from 0 to %lld",
                                 key, (long long)max);
        int64_t min = exec_limit_min(key);
        if (json_integer_value(v) > 0 && json_integer_value(v) < min)
                return exec__err(EINVAL, "exec: limits.%s must be 0 (none) or at least %lldM: "
                                 "less leaves a command no room to start", key, (long long)(min >> 20));
        *out = json_integer_value(v);
        return NULL;
}

/* The limit in force: a command's own, or the sandbox's (cap) where that
** is lower; 0 is none. */
static int64_t exec__lim_cap(int64_t own, int64_t cap)
{
        return cap > 0 && (own <= 0 || own > cap) ? cap : own;
}

/* every limit of the request checked before anything is made */
static json_t *exec__lims(json_t *req, const conf *cf, int64_t l[5])
{
        json_t *e = NULL;
        if ((e = exec__lim(req, "memory", cf->exec_memory_max, &l[0])) ||
            (e = exec__lim(req, "pids", cf->exec_pids_max, &l[1])) ||
            (e = exec__lim(req, "cpu", cf->exec_cpu_time, &l[2])) ||
            (e = exec__lim(req, "nofile", cf->exec_nofile, &l[3])) ||
            (e = exec__lim(req, "fsize", cf->exec_fsize, &l[4])))
                return e;
        return NULL;
}

static void exec__ws_check(exec__d *d);

/* A pty of the sandbox's own devpts (its /dev/pts, reached through
** init's root): the master for us, the slave for the command, owned by
** the sandbox's user, of the size asked (24x80 if none). */
static int exec__pty_open(exec__d *d, json_t *tty, int *master, int *slave)
{
        char p[64];
        snprintf(p, sizeof p, "/proc/%d/root/dev/pts/ptmx", (int)d->init);
        int m = open(p, O_RDWR | O_NOCTTY | O_CLOEXEC), s = -1, unlock = 0;
        if (m < 0)
                return -errno;
        json_int_t rows, cols;          /* in range: exec__check_members */
        exec__int_in(tty, "rows", 0, 9999, 0, &rows);
        exec__int_in(tty, "cols", 0, 9999, 0, &cols);
        struct winsize ws = { .ws_row = rows ? (unsigned short)rows : 24,
                              .ws_col = cols ? (unsigned short)cols : 80 };
        if (ioctl(m, TIOCSPTLCK, &unlock) < 0 || ioctl(m, TIOCSWINSZ, &ws) < 0 ||
            (s = ioctl(m, TIOCGPTPEER, O_RDWR | O_NOCTTY | O_CLOEXEC)) < 0 ||
            fchown(s, (uid_t)d->o->cf->exec_uid, (gid_t)d->o->cf->exec_gid) < 0) {
                int e = -errno;
                if (s >= 0)
                        close(s);
                close(m);
                return e;
        }
        *master = m;
        *slave = s;
        return 0;
}

static json_t *exec__record_cut(json_t *o);

static int exec__tag_ok(const char *t)
{
        size_t n = t ? strlen(t) : 0;
        if (n < 1 || n > 64)
                return 0;
        for (; *t; t++)
                if (!isalnum((unsigned char)*t) && !strchr("._:-", *t))
                        return 0;
        return 1;
}

static void exec__op_exec(exec__cli *c, json_t *req)
{
        exec__d *d = c->d;
        const conf *cf = d->o->cf;
        exec__prune(d);
        exec__saves_retry(d);   /* (2) */
        json_t *argv = json_object_get(req, "argv");
        if (!json_is_array(argv) || json_array_size(argv) == 0)
                return exec__send_end(c, exec__err(EINVAL, "exec: argv must be a non-empty array"));
        const char *prog = json_string_value(json_array_get(argv, 0));
        if (prog && !*prog)
                return exec__send_end(c, exec__err(EINVAL, "exec: argv[0] (the program) is empty"));
        /* init.c's arrays: argv and env past them would run cut short;
         * the bytes a client can count as sbxctl does (the message's bound
         * below holds sbxexec's own entries and the cwd too) */
        size_t given;
        switch (exec_args_over(argv, json_object_get(req, "env"), &given)) {
        case 1:
                return exec__send_end(c, exec__err(E2BIG, "exec: more than %d arguments", EXEC_ARGV_MAX));
        case 2:
                return exec__send_end(c, exec__err(E2BIG, "exec: more than %d environment variables",
                                                   EXEC_ENV_GIVEN_MAX));
        case 3:
                return exec__send_end(c, exec__err(E2BIG, "exec: arguments and environment of %zu "
                                                   "bytes: at most %d", given, EXEC_ARGS_BYTES_MAX));
        }
        /* the message: cwd, argv, env; init splits them by the counts,
         * not at an empty string, which is a valid argument */
        sbx_autofree char *data = NULL;
        size_t len = 0, cap = 0, argc = json_array_size(argv), envc = 0;
        const char *cwd = json_string_value(json_object_get(req, "cwd"));
        sbx_autofree char *cwdabs = !cwd ? sbx_strdup("/workspace")
                : cwd[0] == '/' ? sbx_strdup(cwd) : sbx_asprintf("/workspace/%s", cwd);
        exec__put(&data, &len, &cap, cwdabs);
        size_t i;
        json_t *v;
        json_array_foreach(argv, i, v) {
                if (!json_is_string(v))
                        return exec__send_end(c, exec__err(EINVAL, "exec: argv holds a non-string"));
                exec__put(&data, &len, &cap, json_string_value(v));
        }
        size_t envoff = len;
        json_t *env = json_object_get(req, "env");
        const char *k;
        int has_term = 0, has_lang = 0;
        json_object_foreach(env, k, v) {
                /* a name no shell would set ('A B', '1X', '-x'): refused
                 * from any client, not only sbxctl, which checks first */
                if (!json_is_string(v) || !sbx_env_name_ok(k))
                        return exec__send_end(c, exec__err(EINVAL, "exec: bad env entry '%s'", k));
                if (!exec__env_allowed(cf->exec_env_allow, k))
                        return exec__send_end(c, exec__err(EPERM,
                                "exec: environment variable %s is not in [exec] env_allow", k));
                has_term |= !strcmp(k, "TERM");
                has_lang |= !strcmp(k, "LANG");
                sbx_autofree char *kv = sbx_asprintf("%s=%s", k, json_string_value(v));
                exec__put(&data, &len, &cap, kv);
        }
        exec__put(&data, &len, &cap, "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
        exec__put(&data, &len, &cap, "HOME=/workspace");
        exec__put(&data, &len, &cap, "USER=sandbox");
        sbx_autofree char *pwd = sbx_asprintf("PWD=%s", cwdabs);       /* init resolves it */
        exec__put(&data, &len, &cap, pwd);
        if (!has_lang)
                exec__put(&data, &len, &cap, "LANG=C.UTF-8");
        if (!has_term)
                exec__put(&data, &len, &cap, "TERM=xterm");
        for (size_t o = envoff; o < len; o++)
                envc += !data[o];
        if (sizeof(exec__msg) + len > EXEC__MSG_MAX - 1024)
                return exec__send_end(c, exec__err(E2BIG, "exec: arguments and environment too large"));
        int64_t lim[5];
        json_t *bad = exec__lims(req, cf, lim);
        if (bad)
                return exec__send_end(c, bad);
        json_t *to = json_object_get(req, "timeout");  /* ms later: must not wrap */
        if (to && (!json_is_integer(to) || json_integer_value(to) < 0 ||
                   json_integer_value(to) > exec_limit_max("timeout")))
                return exec__send_end(c, exec__err(EINVAL, "exec: timeout must be a whole number "
                                                   "of seconds from 0 to %lld",
                                                   (long long)exec_limit_max("timeout")));
        /* tag: the client's label for the command (sbxctl: "turn:ID"),
         * kept in its record so that ps finds a turn's commands */
        json_t *tag = json_object_get(req, "tag");
        if (tag && !exec__tag_ok(json_string_value(tag)))
                return exec__send_end(c, exec__err(EINVAL, "exec: tag must be 1 to 64 characters "
                                                   "of A-Z a-z 0-9 . _ : -"));
        /* a detached command's terminal would have no client to read,
         * write or close it: its pty stayed open for good */
        if (json_is_true(json_object_get(req, "detach")) && json_is_object(json_object_get(req, "tty")))
                return exec__send_end(c, exec__err(EINVAL, "exec: a terminal (tty) needs the foreground: "
                                                   "not with detach"));

        exec__ws_check(d);      /* init handles the attach before the spawn */
        exec__job *j = sbx_calloc(1, sizeof *j);
        j->d = d;
        j->seq = d->next_seq++;
        snprintf(j->id, sizeof j->id, "c%llu", (unsigned long long)j->seq);
        j->logfd = -1;
        j->fdxfd = -1;
        j->fdx_cur = -1;
        j->log_nl = 1;
        j->tty = -1;
        j->detached = json_is_true(json_object_get(req, "detach"));
        j->timeout = json_is_integer(json_object_get(req, "timeout"))
                     ? json_integer_value(json_object_get(req, "timeout")) : cf->exec_timeout;
        j->grace = cf->exec_kill_grace > 0 ? cf->exec_kill_grace : 1;
        j->log_max = cf->exec_log_max;
        j->dir = sbx_asprintf("%s/%s", d->cmds, j->id);
        /* the sandbox's cgroup holds them at its memory_max and pids_max:
         * the record's limits are those in force */
        int64_t mem = exec__lim_cap(lim[0], cf->exec_memory_max);
        int64_t pids = exec__lim_cap(lim[1], cf->exec_pids_max);
        exec__msg *m = sbx_calloc(1, sizeof *m + len);
        m->type = EXEC__MSG_SPAWN;
        m->seq = j->seq;
        m->uid = (uint32_t)cf->exec_uid;
        m->gid = (uint32_t)cf->exec_gid;
        m->rl_cpu = lim[2];
        j->rl_cpu = m->rl_cpu;
        m->rl_nofile = lim[3];
        m->rl_fsize = lim[4];
        m->len = (uint32_t)len;
        m->argc = (uint32_t)argc;
        m->envc = (uint32_t)envc;
        memcpy(m->data, data, len);
        j->info = json_pack("{s:s,s:O,s:s,s:I,s:b,s:I,s:{s:I,s:I,s:I,s:I,s:I}}",
                            "id", j->id, "argv", argv, "cwd", cwdabs,
                            "started", (json_int_t)(sbx_now_ns() / 1000000),
                            "detached", j->detached, "timeout", (json_int_t)j->timeout,
                            "limits", "memory", (json_int_t)mem, "pids", (json_int_t)pids,
                            "cpu", (json_int_t)m->rl_cpu, "fsize", (json_int_t)m->rl_fsize,
                            "nofile", (json_int_t)m->rl_nofile);
        if (json_is_object(json_object_get(req, "tty")))
                json_object_set_new(j->info, "tty", json_true());
        if (tag)
                json_object_set(j->info, "tag", tag);
        uv_timer_init(d->loop, &j->timer);
        uv_timer_init(d->loop, &j->kill_timer);
        uv_timer_init(d->loop, &j->slow_timer);
        uv_timer_init(d->loop, &j->cpu_timer);
        j->timer.data = j->kill_timer.data = j->slow_timer.data = j->cpu_timer.data = j;
        j->timers = 1;
        j->live = 4;
        j->next = d->jobs;
        d->jobs = j;

        int fds[3 + EXEC_CG_FDS], ncg = 0, rc;
        for (size_t k = 0; k < SBX_ARRAY_LEN(fds); k++)
                fds[k] = -1;
        int po[2] = { -1, -1 }, pe[2] = { -1, -1 }, pi[2] = { -1, -1 };
        sbx_autofree char *logp = sbx_asprintf("%s/log", j->dir);
        sbx_autofree char *fdxp = sbx_asprintf("%s/log.fd", j->dir);
        sbx_autofree char *infop = sbx_asprintf("%s/cmd.json", j->dir);
        const char *what = "mkdir", *wpath = j->dir;   /* what failed, on which path */
        if ((rc = exec__mkdir(j->dir, 0700)) < 0)
                goto out_fail;
        what = "write", wpath = infop;
        if ((rc = exec__save_json(infop, j->info)) < 0)
                goto out_fail;
        struct stat rst;        /* (7) counted with the logs */
        if (stat(infop, &rst) == 0) {
                d->log_bytes += rst.st_size;
                exec__logs_room(d, j, 0);
        }
        /* the whole argv stays on disk only: kept here until the job is
         * forgotten, 150 commands of 195 KB each held 30 MB */
        exec__record_cut(j->info);
        what = "open", wpath = logp;
        j->logfd = open(logp, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (j->logfd < 0) {
                rc = -errno;
                goto out_fail;
        }
        what = "open", wpath = fdxp;
        j->fdxfd = open(fdxp, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
        if (j->fdxfd < 0) {
                rc = -errno;
                goto out_fail;
        }
        what = "cgroup", wpath = NULL;
        /* the shared memory cgroup, or one to itself for a limit of its
         * own; never one made for it alone: that outlived the command
         * while a page it left stayed (cgroup.c (6)) */
        int own = mem > 0 && (cf->exec_memory_max <= 0 || mem < cf->exec_memory_max);
        if ((own && (rc = exec__mem_get(d, mem, &j->mem)) < 0) ||
            (rc = exec_cg_child(d->cg, j->id, own ? j->mem : d->mem_cg, &j->cg)) < 0 ||
            (rc = exec_cg_limit(j->cg, mem, pids, cf->exec_tcp_max)) < 0 ||
            (rc = exec_cg_join_fds(j->cg, fds + 3, &ncg)) < 0)
                goto out_fail;
        j->cpu_base = exec_cg_cpu_ns(j->cg);    /* (13) none of it ran yet */
        /* (13) with the cgroup's count, RLIMIT_CPU is a backstop a second
         * behind it: the kernel's tick-sampled per-process count could
         * fire first, and a process that handled that SIGXCPU and
         * exited 0 ended with no reason */
        if (m->rl_cpu > 0 && j->cpu_base >= 0)
                m->rl_cpu++;
        json_t *tty = json_object_get(req, "tty");
        if (!json_is_object(tty))
                tty = NULL;
        /* a detached command has no client to feed it: stdin is /dev/null */
        int want_stdin = (json_is_true(json_object_get(req, "stdin")) && !j->detached) || tty;
        if (tty) {
                what = "pty";
                int slave = -1;
                if ((rc = exec__pty_open(d, tty, &j->tty, &slave)) < 0)
                        goto out_fail;
                /* the master read through out[0], written through in;
                 * the slave is all three of the command's stdio */
                if ((po[0] = fcntl(j->tty, F_DUPFD_CLOEXEC, 3)) < 0 ||
                    (pi[1] = fcntl(j->tty, F_DUPFD_CLOEXEC, 3)) < 0 ||
                    (fds[1] = fcntl(slave, F_DUPFD_CLOEXEC, 3)) < 0 ||
                    (fds[2] = fcntl(slave, F_DUPFD_CLOEXEC, 3)) < 0) {
                        rc = -errno;
                        close(slave);
                        goto out_fail;
                }
                fds[0] = slave;
                m->tty = 1;
        } else {
                what = "pipes";
                if (pipe2(po, O_CLOEXEC) < 0 || pipe2(pe, O_CLOEXEC) < 0 ||
                    (want_stdin && pipe2(pi, O_CLOEXEC) < 0)) {
                        rc = -errno;
                        goto out_fail;
                }
                fds[0] = want_stdin ? pi[0] : open("/dev/null", O_RDONLY | O_CLOEXEC);
                if (fds[0] < 0) {
                        rc = -errno;
                        goto out_fail;
                }
                fds[1] = po[1];
                fds[2] = pe[1];
        }
        m->ncg = (uint32_t)ncg;
        what = "send to init";
        rc = exec__msg_send(d->ctl, m, fds, 3 + ncg);
        for (int k = 0; k < 3 + ncg; k++)
                if (fds[k] >= 0)
                        close(fds[k]);
        if (rc < 0) {
                close(po[0]);
                if (pe[0] >= 0)
                        close(pe[0]);
                if (pi[1] >= 0)
                        close(pi[1]);
                goto out_fail_sent;
        }
        j->nout = 0;
        for (int k = 0; k < 2; k++) {
                int rfd = k ? pe[0] : po[0];
                if (rfd < 0)
                        continue;       /* a pty: one stream, stdout */
                uv_pipe_init(d->loop, &j->out[k], 0);
                uv_pipe_open(&j->out[k], rfd);
                j->out[k].data = j;
                j->live++;
                j->nout++;
        }
        if (want_stdin) {
                uv_pipe_init(d->loop, &j->in, 0);
                uv_pipe_open(&j->in, pi[1]);
                j->in.data = j;
                j->live++;
                j->in_open = 1;
        }
        j->starter = c;
        c->job = j;
        free(m);
        return;
out_fail:
        for (size_t k = 0; k < SBX_ARRAY_LEN(fds); k++)
                if (fds[k] >= 0)
                        close(fds[k]);
        if (j->tty >= 0)
                close(j->tty);
        j->tty = -1;
        for (int k = 0; k < 2; k++) {
                if (po[k] >= 0) close(po[k]);
                if (pe[k] >= 0) close(pe[k]);
                if (pi[k] >= 0) close(pi[k]);
        }
out_fail_sent:
        free(m);
        j->starter = c;
        /* the host's failure, not the command's: named with its path
         * (a full state dir said "mkdir: No space left on device" and
         * exit 126, as for a program that cannot be executed) */
        j->spawn_host = 1;
        j->no_dir = wpath == j->dir;
        char text[sizeof j->spawn_err];
        snprintf(text, sizeof text, "%s%s%s", what, wpath ? " " : "", wpath ? wpath : "");
        exec__on_failed(j, -rc, text);
}

/* ---- stdin and signals from a foreground client ---- */
typedef struct { uv_write_t req; unsigned char *buf; exec__job *job; } exec__inreq;

static void exec__in_maybe_close(exec__job *j)
{
        if (j->in_open && j->in_eof && j->in_pending == 0) {
                uv_close((uv_handle_t *)&j->in, exec__job_handle_closed);
                j->in_open = 0;
        }
}

/* stdin's bytes wait in sbxexec's memory, on the host, until the command
 * reads them: past EXEC__IN_MAX queued the client is not read from (it
 * blocks in its write) until they drain to a quarter of that. */
#define EXEC__IN_MAX (1 << 20)

static void exec__in_cb(uv_write_t *req, int status)
{
        (void)status;
        exec__inreq *w = (exec__inreq *)req;
        exec__job *j = w->job;
        free(w->buf);
        free(w);
        j->in_pending--;
        exec__cli *c = j->in_paused;
        if (c && (!j->in_open || uv_stream_get_write_queue_size((uv_stream_t *)&j->in) <= EXEC__IN_MAX / 4)) {
                j->in_paused = NULL;
                if (!c->closing && !c->eof)
                        uv_read_start((uv_stream_t *)&c->h, exec__alloc_cb, exec__cli_read_cb);
        }
        exec__in_maybe_close(j);
}

static void exec__op_stdin(exec__cli *c, json_t *req)
{
        exec__job *j = c->job;
        if (!j || !j->in_open)
                return;
        const char *data = json_string_value(json_object_get(req, "data"));
        if (data) {
                exec__inreq *w = sbx_calloc(1, sizeof *w);
                size_t n;
                if (exec_b64_decode(data, &w->buf, &n) < 0) {
                        free(w);
                        return;
                }
                w->job = j;
                uv_buf_t b = uv_buf_init((char *)w->buf, (unsigned)n);
                if (uv_write(&w->req, (uv_stream_t *)&j->in, &b, 1, exec__in_cb) < 0) {
                        free(w->buf);
                        free(w);
                } else {
                        j->in_pending++;
                        if (!j->in_paused &&
                            uv_stream_get_write_queue_size((uv_stream_t *)&j->in) > EXEC__IN_MAX) {
                                j->in_paused = c;
                                uv_read_stop((uv_stream_t *)&c->h);
                        }
                }
        }
        /* a pty stays open: the user's ^D is a byte like the others */
        if (json_is_true(json_object_get(req, "eof")) && j->tty < 0) {
                j->in_eof = 1;
                exec__in_maybe_close(j);
        }
}

/* ---- ps, wait, kill, logs ---- */
/* The record of an ended command of an earlier run: cmd.json (up to
** 1.5 MB of escaped argv) read and cut once, merged with status.json,
** kept in d->recs (a few KiB each; dropped by exec__forget).  Each ps
** read and parsed every one: 1,000 of them stalled the loop for all. */
static json_t *exec__old_json(exec__d *d, const char *id)
{
        json_t *o = json_object_get(d->recs, id);
        if (o)
                return json_deep_copy(o);
        sbx_autofree char *p = exec__job_path(d, id, "cmd.json");
        sbx_autofree char *sp = exec__job_path(d, id, "status.json");
        o = exec__load_json(p);
        if (!json_is_object(o)) {
                json_decref(o);
                return NULL;
        }
        exec__record_cut(o);
        json_t *st = exec__load_json(sp);
        if (!st) {              /* (3) not yet recovered: not kept */
                json_object_set_new(o, "state", json_string("running"));
                return o;
        }
        json_object_update(o, st);
        json_decref(st);
        if (!d->recs)
                d->recs = json_object();
        json_object_set_new(d->recs, id, json_deep_copy(o));
        return o;
}

static json_t *exec__job_json(exec__d *d, const char *id)
{
        exec__job *j = exec__job_find(d, id);
        if (!j)
                return exec__old_json(d, id);
        json_t *o = json_deep_copy(j->info);
        if (!o)
                return NULL;
        json_t *st = json_incref(j->result);
        if (st) {
                json_object_update(o, st);
                json_decref(st);
                /* (9) its pipes may still be read */
                json_object_set_new(o, "log_size", json_integer(j->log_size));
                json_object_set_new(o, "truncated", json_boolean(j->truncated));
                /* processes it left running (a server started with &) */
                int left = exec_cg_count(j->cg);
                if (left)
                        json_object_set_new(o, "procs", json_integer(left));
        } else {
                json_object_set_new(o, "state", json_string(j->state == J_STARTING
                                                            ? "starting" : "running"));
                if (j->pid)
                        json_object_set_new(o, "pid", json_integer(j->pid));
                int64_t ns = exec__job_cpu(j);
                if (ns >= 0)            /* so far */
                        json_object_set_new(o, "cpu_ns", json_integer(ns));
                if (j->timed_out)
                        json_object_set_new(o, "reason", json_string("timeout"));
        }
        if (j->lost)    /* (15) */
                json_object_set_new(o, "output_lost", json_integer(j->lost));
        return o;
}

/* The serial of an id (at most 11 digits: exec__id_ok), or -1 */
static int64_t exec__seq_of(const char *name)
{
        return exec__id_ok(name) ? strtoll(name + 1, NULL, 10) : -1;
}

static int exec__cmp_id(const void *a, const void *b)
{
        int64_t x = exec__seq_of(*(char *const *)a), y = exec__seq_of(*(char *const *)b);
        return (x > y) - (x < y);
}

/* ---- what a record keeps: cut by its size as JSON ----
** A record's argv and cwd are cut to what takes EXEC__REC_ARGV and
** EXEC__REC_CWD bytes of JSON ("argv_truncated", "cwd_truncated";
** cmd.json keeps the whole): a control byte takes 6 bytes there, so a
** cut by raw bytes let 2,048 of them take 12 KiB.  ps answers on one
** line and a client takes lines of 4 MiB at most (proto.c), so its
** records together take EXEC__PS_BUDGET at most: running commands and
** ended ones whose processes run on first (idle detection and turn end
** look for them), then the newest; the oldest
** left out are counted in "omitted".  Before, 345 commands with an
** argument of 2,040 control bytes made every ps fail (EPROTO) until
** 1,000 more had pushed them out. */
#define EXEC__REC_ARGV  2048
#define EXEC__REC_CWD   1024
#define EXEC__PS_BUDGET (3u << 20)
/* A ps while the replies to its uid's clients not yet taken (in our
** write queues) are past EXEC__PS_UNSENT is refused (EBUSY): 200 ps
** never read held 440 MiB of replies, and the hello of another client
** waited 25 s behind their building. */
#define EXEC__PS_UNSENT (8u << 20)

/* Bytes a string byte takes in JSON as jansson writes it (JSON_COMPACT,
 * UTF-8 as is, '/' plain). */
static size_t exec__json_byte(unsigned char b)
{
        if (b == '"' || b == '\\' || b == '\b' || b == '\f' || b == '\n' || b == '\r' || b == '\t')
                return 2;
        return b < 0x20 ? 6 : 1;
}

/* How many of s's n bytes fit in room bytes of JSON, not cutting a
 * UTF-8 sequence (a string that is not valid UTF-8 is no JSON string);
 * *used: what they take. */
static size_t exec__json_fit(const char *s, size_t n, size_t room, size_t *used)
{
        size_t k = 0, u = 0;
        while (k < n && u + exec__json_byte((unsigned char)s[k]) <= room)
                u += exec__json_byte((unsigned char)s[k++]);
        while (k > 0 && k < n && ((unsigned char)s[k] & 0xc0) == 0x80) {
                k--;                    /* a sequence's bytes take 1 each */
                u--;
        }
        *used = u;
        return k;
}

/* o's argv cut to EXEC__REC_ARGV bytes of JSON (brackets, quotes and
 * commas counted) */
static void exec__cut_argv(json_t *o)
{
        json_t *argv = json_object_get(o, "argv"), *v;
        size_t i, used = 2, u = 0, k = 0;
        json_array_foreach(argv, i, v) {
                size_t l = json_is_string(v) ? json_string_length(v) : 16;
                size_t need = used + (i ? 1 : 0) + 2;
                size_t room = need < EXEC__REC_ARGV ? EXEC__REC_ARGV - need : 0;
                if (need > EXEC__REC_ARGV || !json_is_string(v) ||
                    (k = exec__json_fit(json_string_value(v), l, room, &u)) < l)
                        break;
                used = need + u;
        }
        if (i >= json_array_size(argv))
                return;
        json_t *cut = json_array();
        for (size_t m = 0; m < i; m++)
                json_array_append(cut, json_array_get(argv, m));
        if (json_is_string(v) && k > 0 && used + (i ? 1 : 0) + 2 < EXEC__REC_ARGV)
                json_array_append_new(cut, json_stringn(json_string_value(v), k));
        json_object_set_new(o, "argv", cut);
        json_object_set_new(o, "argv_truncated", json_true());
}

/* o's cwd cut to EXEC__REC_CWD bytes of JSON */
static void exec__cut_cwd(json_t *o)
{
        json_t *cwd = json_object_get(o, "cwd");
        size_t u, l = json_string_length(cwd);
        if (!json_is_string(cwd))
                return;
        size_t k = exec__json_fit(json_string_value(cwd), l, EXEC__REC_CWD, &u);
        if (k == l)
                return;
        json_object_set_new(o, "cwd", json_stringn(json_string_value(cwd), k));
        json_object_set_new(o, "cwd_truncated", json_true());
}

/* What a record keeps of o (cmd.json's content), cut in place */
static json_t *exec__record_cut(json_t *o)
{
        exec__cut_argv(o);
        exec__cut_cwd(o);
        return o;
}

static int exec__count_cb(const char *buf, size_t size, void *data)
{
        (void)buf;
        *(size_t *)data += size;
        return 0;
}

/* bytes o takes on the reply's line */
static size_t exec__json_size(json_t *o)
{
        size_t n = 0;
        json_dump_callback(o, exec__count_cb, &n, JSON_COMPACT);
        return n;
}

static int exec__rec_running(json_t *o)
{
        const char *st = json_string_value(json_object_get(o, "state"));
        return st && (!strcmp(st, "running") || !strcmp(st, "starting"));
}

/* Which of recs[0..n) (oldest first) fit in EXEC__PS_BUDGET: running ones
 * first, then the newest down to the first that does not fit.  Those
 * left out are dropped (set NULL); how many. */
static size_t exec__ps_fit(json_t **recs, size_t n)
{
        size_t used = 0, left = 0;
        unsigned char *keep = sbx_calloc(n ? n : 1, 1);
        for (int pass = 0; pass < 2; pass++) {
                for (size_t i = n; i-- > 0;) {
                        if (!recs[i] || keep[i])
                                continue;
                        /* first the running, and the ended whose processes
                         * run on (turn end looks for them) */
                        int live = exec__rec_running(recs[i]) ||
                                   json_integer_value(json_object_get(recs[i], "procs")) > 0;
                        if (live != !pass)
                                continue;
                        size_t sz = exec__json_size(recs[i]) + 1;      /* and a comma */
                        if (used + sz > EXEC__PS_BUDGET) {
                                if (pass)
                                        break;
                                continue;
                        }
                        used += sz;
                        keep[i] = 1;
                }
        }
        for (size_t i = 0; i < n; i++)
                if (recs[i] && !keep[i]) {
                        json_decref(recs[i]);
                        recs[i] = NULL;
                        left++;
                }
        free(keep);
        return left;
}

/* Bytes of ps replies queued, not yet taken, for the clients of uid: the
** output held for foreground execs and logs followers (bounded each,
** EXEC__FG_HIGH) is no reason to refuse a ps, which turn end, restore and
** the idle check need (a refused one read as "nothing runs") */
static size_t exec__unsent(exec__d *d, uid_t uid)
{
        size_t n = 0;
        for (exec__cli *o = d->clis; o; o = o->next)
                if (o->uid == uid && o->ps && !o->closing)
                        n += uv_stream_get_write_queue_size((uv_stream_t *)&o->h);
        return n;
}

static void exec__op_ps(exec__cli *c, json_t *req)
{
        const char *tag = json_string_value(json_object_get(req, "tag"));
        size_t unsent = exec__unsent(c->d, c->uid);
        if (unsent > EXEC__PS_UNSENT)
                return exec__send_end(c, exec__err(EBUSY, "ps: %zu MiB of replies to uid %d not taken yet "
                                                   "(at most %u): try again", unsent >> 20, (int)c->uid,
                                                   EXEC__PS_UNSENT >> 20));
        exec__prune(c->d);
        exec__saves_retry(c->d);        /* (2) */
        DIR *dir = opendir(c->d->cmds);
        json_t *arr = json_array();
        char **ids = NULL;
        size_t n = 0;
        if (dir) {
                struct dirent *e;
                while ((e = readdir(dir)))
                        if (exec__id_ok(e->d_name)) {
                                ids = sbx_realloc(ids, (n + 1) * sizeof *ids);
                                ids[n++] = sbx_strdup(e->d_name);
                        }
                closedir(dir);
        }
        if (n)
                qsort(ids, n, sizeof *ids, exec__cmp_id);
        json_t **recs = sbx_calloc(n ? n : 1, sizeof *recs);
        for (size_t i = 0; i < n; i++) {
                json_t *o = exec__job_json(c->d, ids[i]);
                const char *t = json_string_value(json_object_get(o, "tag"));
                if (o && tag && (!t || strcmp(t, tag))) {     /* only the commands tagged so */
                        json_decref(o);
                        o = NULL;
                }
                recs[i] = o ? exec__record_cut(o) : NULL;
                free(ids[i]);
        }
        free(ids);
        size_t left = exec__ps_fit(recs, n);
        for (size_t i = 0; i < n; i++)
                if (recs[i])
                        json_array_append_new(arr, recs[i]);
        free(recs);
        c->ps = 1;
        exec__send_end(c, json_pack("{s:b,s:o,s:I,s:{s:i,s:I}}", "ok", 1, "commands", arr,
                                    "omitted", (json_int_t)left,
                                    "preview", "open", c->d->npairs,
                                    "active", (json_int_t)c->d->fwd_active));
}

static void exec__cli_wait_answer(exec__cli *c, exec__job *j)
{
        json_t *o = exec__job_json(c->d, j->id);
        json_object_set_new(o, "ok", json_true());
        exec__send_end(c, o);
}

static void exec__cli_timer_cb(uv_timer_t *t)
{
        exec__cli *c = t->data;
        if (c->mode == C_WAIT) {
                exec__send_end(c, exec__err(ETIMEDOUT, "wait %s: still running after the timeout",
                                            c->job->id));
        } else if (c->mode == C_KILL) {
                exec__job *j = c->job;
                if (j->state == J_DONE && exec_cg_count(j->cg) == 0)
                        exec__send_end(c, json_pack("{s:b,s:s}", "ok", 1, "id", j->id));
                else if (sbx_mono_ns() > c->deadline)
                        exec__send_end(c, exec__err(EBUSY, "kill %s: processes survive", j->id));
                else
                        uv_timer_start(t, exec__cli_timer_cb, 20, 0);
        }
}

static void exec__cli_timer(exec__cli *c, uint64_t ms)
{
        if (!c->timer) {
                c->timer = sbx_calloc(1, sizeof *c->timer);
                uv_timer_init(c->d->loop, c->timer);
                c->timer->data = c;
        }
        uv_timer_start(c->timer, exec__cli_timer_cb, ms, 0);
}

/* A known command of this run, or (NULL, reply sent) */
static int exec__lookup(exec__cli *c, json_t *req, exec__job **out, json_t **disk)
{
        const char *id = json_string_value(json_object_get(req, "id"));
        *out = NULL;
        *disk = NULL;
        if (!exec__id_ok(id)) {
                exec__send_end(c, exec__err(EINVAL, "bad command id '%s'", id ? id : ""));
                return -1;
        }
        *out = exec__job_find(c->d, id);
        if (*out)
                return 0;
        *disk = exec__job_json(c->d, id);
        if (!*disk) {
                exec__send_end(c, exec__err(ENOENT, "no command %s", id));
                return -1;
        }
        return 0;
}

static void exec__op_wait(exec__cli *c, json_t *req)
{
        exec__job *j;
        json_t *disk;
        if (exec__lookup(c, req, &j, &disk) < 0)
                return;
        if (disk) {
                json_object_set_new(disk, "ok", json_true());
                return exec__send_end(c, disk);
        }
        if (j->state == J_DONE)
                return exec__cli_wait_answer(c, j);
        c->mode = C_WAIT;
        c->job = j;
        json_t *t = json_object_get(req, "timeout");
        double s = json_number_value(t);
        if (json_is_number(t) && s >= 0)        /* (NaN is not) past 1e9 s: that long */
                exec__cli_timer(c, (uint64_t)((s < 1e9 ? s : 1e9) * 1000));
}

static void exec__op_kill(exec__cli *c, json_t *req)
{
        exec__job *j;
        json_t *disk;
        json_t *js = json_object_get(req, "signal");
        json_int_t sig = json_is_integer(js) ? json_integer_value(js) : SIGTERM;
        if (sig <= 0 || sig >= NSIG || (js && !json_is_integer(js)))   /* whatever the command's state */
                return exec__send_end(c, exec__err(EINVAL, "kill: bad signal %lld", (long long)sig));
        if (exec__lookup(c, req, &j, &disk) < 0)
                return;
        if (disk || !j->cg) {   /* ended, nothing of it left: nothing to signal */
                json_decref(disk);
                return exec__send_end(c, json_pack("{s:b,s:s,s:b}", "ok", 1, "id",
                                                   json_string_value(json_object_get(req, "id")),
                                                   "ended", 1));
        }
        if (sig == SIGTERM || sig == SIGKILL) {
                /* not one that exited by itself already, draining (as at
                 * a stop): what it left running is ended, its end its own */
                if (j->state == J_STARTING || j->state == J_RUNNING)
                        j->killed = 1;
                exec__job_kill(j, sig);
                c->mode = C_KILL;
                c->job = j;
                c->deadline = sbx_mono_ns() + (j->grace + 5) * 1000000000LL;
                exec__cli_timer(c, 10);
        } else {
                exec__job_signal(j, sig);
                exec__send_end(c, json_pack("{s:b,s:s}", "ok", 1, "id", j->id));
        }
}

/* (16) Record i of the stream index fdx: 0, or -errno */
static int exec__fdx_get(int fdx, int64_t i, int64_t *at, int *fd)
{
        unsigned char r[EXEC__FDX_REC];
        ssize_t n = pread(fdx, r, sizeof r, i * EXEC__FDX_REC);
        if (n != (ssize_t)sizeof r)
                return n < 0 ? -errno : -EIO;
        uint64_t v = 0;
        for (int k = EXEC__FDX_REC - 1; k >= 0; k--)
                v = v << 8 | r[k];
        *at = (int64_t)(v >> 2);
        *fd = (int)(v & 3) == 3 ? 0 : (int)(v & 3);
        return 0;
}

/* (16) The stream of the log's byte at pos and the end of its run (at
** most size): the index's last record at or before pos says (fd 0
** before the first, and with no index: fdx -1); the first past pos ends
** it.  Records are in offset order.  0, or -errno. */
static int exec__fdx_run(int fdx, int64_t pos, int64_t size, int *fd, int64_t *end)
{
        struct stat st;
        *fd = 0;
        *end = size;
        if (fdx < 0)
                return 0;
        if (fstat(fdx, &st) < 0)
                return -errno;
        int64_t n = st.st_size / EXEC__FDX_REC, lo = 0, hi = n, at;
        int f, rc;
        while (lo < hi) {       /* records [0, lo) start at or before pos, [hi, n) past it */
                int64_t mid = lo + (hi - lo) / 2;
                if ((rc = exec__fdx_get(fdx, mid, &at, &f)) < 0)
                        return rc;
                if (at <= pos)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        if (lo > 0 && (rc = exec__fdx_get(fdx, lo - 1, &at, fd)) < 0)
                return rc;
        if (lo < n && (rc = exec__fdx_get(fdx, lo, &at, &f)) < 0)
                return rc;
        if (lo < n && at < size)
                *end = at;
        return 0;
}

/* Does a `logs` client whose request's fd is only take output of fd? */
static int exec__logs_takes(int only, int fd)
{
        return !only || (only == 2) == (fd == 2);
}

static void exec__logs_pump(exec__cli *c)
{
        exec__job *j = c->job;
        while (!c->closing && c->mode == C_LOGS &&
               uv_stream_get_write_queue_size((uv_stream_t *)&c->h) < 4 * EXEC__CHUNK) {
                int64_t size;
                if (j)
                        size = j->log_size;
                else {
                        struct stat st;
                        size = fstat(c->logfd, &st) == 0 ? st.st_size : 0;
                }
                if (c->pos >= size) {
                        if (!j || j->state == J_DONE || !c->follow)
                                exec__send_end(c, json_pack("{s:s,s:I,s:s}", "ev", "end",
                                                            "offset", (json_int_t)c->pos, "state",
                                                            j && j->state != J_DONE ? "running" : "done"));
                        return;
                }
                int fd, rc;
                if ((rc = exec__fdx_run(c->fdxfd, c->pos, size, &fd, &size)) < 0) {
                        exec__send_end(c, exec__err(-rc, "read log.fd: %s", strerror(-rc)));
                        return;
                }
                if (!exec__logs_takes(c->only, fd)) {
                        c->pos = size;  /* a run of the other stream: skipped */
                        continue;
                }
                char buf[EXEC__CHUNK];
                size_t want = (size_t)(size - c->pos) < sizeof buf ? (size_t)(size - c->pos) : sizeof buf;
                ssize_t n = pread(c->logfd, buf, want, c->pos);
                if (n <= 0) {
                        exec__send_end(c, exec__err(EIO, "read log: %s", n < 0 ? strerror(errno) : "short"));
                        return;
                }
                sbx_autofree char *data = exec_b64_encode(buf, (size_t)n);
                exec__send(c, json_pack("{s:s,s:i,s:I,s:s}", "ev", "out", "fd", fd,
                                        "offset", (json_int_t)c->pos, "data", data));
                c->pos += n;
        }
}

static void exec__op_logs(exec__cli *c, json_t *req)
{
        exec__job *j;
        json_t *disk;
        json_int_t only;
        if (exec__int_in(req, "fd", 0, 2, 0, &only) < 0)
                return exec__send_end(c, exec__err(EINVAL, "logs: fd must be 0 (both), 1 or 2"));
        if (exec__lookup(c, req, &j, &disk) < 0)
                return;
        json_decref(disk);
        const char *id = json_string_value(json_object_get(req, "id"));
        sbx_autofree char *p = exec__job_path(c->d, id, "log");
        c->logfd = open(p, O_RDONLY | O_CLOEXEC);
        if (c->logfd < 0)
                return exec__send_end(c, exec__err(errno, "open log of %s: %s", id, strerror(errno)));
        /* (16) none: a log of an older build, served as fd 0 */
        sbx_autofree char *fp = exec__job_path(c->d, id, "log.fd");
        c->fdxfd = open(fp, O_RDONLY | O_CLOEXEC);
        if (c->fdxfd < 0 && errno != ENOENT)
                return exec__send_end(c, exec__err(errno, "open log.fd of %s: %s", id, strerror(errno)));
        c->only = (int)only;
        json_t *since = json_object_get(req, "since");
        c->pos = json_is_integer(since) && json_integer_value(since) > 0 ? json_integer_value(since) : 0;
        c->follow = json_is_true(json_object_get(req, "follow"));
        c->mode = C_LOGS;
        c->job = j;
        exec__send(c, json_pack("{s:b,s:s}", "ok", 1, "id", id));
        exec__logs_pump(c);
}

/* ---- preview: host 127.0.0.1:H -> sandbox 127.0.0.1:P ----
** A preview port is open to every local user, so what it may take is
** bounded: at most EXEC__FWD_MAX listeners (a preview of a sandbox port
** already forwarded returns that listener's URL); at most [exec]
** preview_conns connections forwarded at once, half of them through one
** listener, and never more than the open-file limit leaves after
** EXEC__FD_RESERVE (each takes two fds).  One more is accepted and closed
** at once, logged once until one is taken again: idle connections ran
** sbxexec out of fds, and its commands and socket with it. */
#define EXEC__FWD_MAX 16
#define EXEC__FD_RESERVE 768    /* EXEC__CLI_MAX clients, commands' pipes and logs */

typedef struct exec__fwd {
        uv_tcp_t    server;
        exec__d    *d;
        int         port;
        int         host_port;
        int         npairs;     /* its open connections */
        struct exec__fwd *next; /* in d->fwds */
} exec__fwd;

typedef struct exec__half exec__half;
typedef struct exec__pair {
        struct exec__pair *prev, *next;  /* in d->pairs */
        exec__d    *d;
        exec__fwd  *f;          /* its listener; NULL once that is closed */
        uv_tcp_t    a, b;       /* a: host client, b: sandbox side */
        uv_connect_t conn;
        int         open;       /* handles still open */
        int         eof;        /* directions ended */
} exec__pair;

/* A socket made inside the sandbox's network namespace: sockets belong to
** the namespace they are created in, so step in, create, step back. */
static int exec__sandbox_socket(exec__d *d)
{
        if (setns(d->netns, CLONE_NEWNET) < 0)
                return -errno;
        int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        int e = fd < 0 ? -errno : 0;
        if (setns(d->hostns, CLONE_NEWNET) < 0)
                sbx_die(-errno, "setns back to the host network");
        return fd < 0 ? e : fd;
}

static void exec__fwd_touch(exec__d *d)
{
        d->fwd_active = sbx_now_ns() / 1000000;
}

static void exec__pair_close_cb(uv_handle_t *h)
{
        exec__pair *p = h->data;
        if (--p->open > 0)
                return;
        p->d->npairs--;
        if (p->f)
                p->f->npairs--;
        exec__fwd_touch(p->d);
        if (p->prev)
                p->prev->next = p->next;
        else
                p->d->pairs = p->next;
        if (p->next)
                p->next->prev = p->prev;
        free(p);
}

static void exec__pair_close(exec__pair *p)
{
        if (!uv_is_closing((uv_handle_t *)&p->a))
                uv_close((uv_handle_t *)&p->a, exec__pair_close_cb);
        if (!uv_is_closing((uv_handle_t *)&p->b))
                uv_close((uv_handle_t *)&p->b, exec__pair_close_cb);
}

typedef struct { uv_write_t req; char *buf; uv_stream_t *src; } exec__fwreq;

static void exec__fw_read_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b);

static void exec__fw_write_cb(uv_write_t *req, int status)
{
        exec__fwreq *w = (exec__fwreq *)req;
        uv_stream_t *dst = req->handle;
        free(w->buf);
        if (status == 0 && !uv_is_closing((uv_handle_t *)w->src) &&
            uv_stream_get_write_queue_size(dst) < (1 << 20))
                uv_read_start(w->src, exec__alloc_cb, exec__fw_read_cb);
        free(w);
}

static void exec__fw_shutdown_cb(uv_shutdown_t *req, int status)
{
        (void)status;
        free(req);
}

static void exec__fw_read_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b)
{
        exec__pair *p = s->data;
        uv_stream_t *dst = s == (uv_stream_t *)&p->a ? (uv_stream_t *)&p->b : (uv_stream_t *)&p->a;
        if (n > 0) {
                exec__fwd_touch(p->d);
                exec__fwreq *w = sbx_calloc(1, sizeof *w);
                w->buf = b->base;
                w->src = s;
                uv_buf_t wb = uv_buf_init(b->base, (unsigned)n);
                if (uv_write(&w->req, dst, &wb, 1, exec__fw_write_cb) < 0) {
                        free(w->buf);
                        free(w);
                        exec__pair_close(p);
                        return;
                }
                if (uv_stream_get_write_queue_size(dst) >= (1 << 20))
                        uv_read_stop(s);
                return;
        }
        free(b->base);
        if (n == UV_EOF) {
                uv_read_stop(s);
                uv_shutdown_t *sh = sbx_calloc(1, sizeof *sh);
                if (uv_shutdown(sh, dst, exec__fw_shutdown_cb) < 0)
                        free(sh);
                if (++p->eof == 2)
                        exec__pair_close(p);
        } else if (n < 0) {
                exec__pair_close(p);
        }
}

static void exec__fw_connect_cb(uv_connect_t *req, int status)
{
        exec__pair *p = req->data;
        if (status < 0) {
                exec__pair_close(p);
                return;
        }
        uv_read_start((uv_stream_t *)&p->a, exec__alloc_cb, exec__fw_read_cb);
        uv_read_start((uv_stream_t *)&p->b, exec__alloc_cb, exec__fw_read_cb);
}

/* Connections forwarded at once, all previews together: preview_conns,
** and what the fd limit leaves. */
static int exec__fw_max(exec__d *d)
{
        int64_t max = d->o->cf->exec_preview_conns;
        struct rlimit rl;
        if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) {
                int64_t left = ((int64_t)rl.rlim_cur - EXEC__FD_RESERVE) / 2;
                if (left < max)
                        max = left > 2 ? left : 2;
        }
        return (int)max;
}

static void exec__fw_accept_cb(uv_stream_t *server, int status)
{
        exec__fwd *f = server->data;
        exec__d *d = f->d;
        if (status < 0)
                return;
        int max = exec__fw_max(d);
        if (d->npairs >= max || f->npairs >= (max + 1) / 2) {
                uv_tcp_t *t = sbx_calloc(1, sizeof *t);
                uv_tcp_init(d->loop, t);
                uv_accept(server, (uv_stream_t *)t);   /* out of the backlog */
                uv_close((uv_handle_t *)t, (uv_close_cb)free);
                if (!d->fw_full)
                        sbx_log("preview 127.0.0.1:%d -> %d: %d connections open (%d of all previews; "
                                "at most %d, %d a preview): refusing more", f->host_port, f->port,
                                f->npairs, d->npairs, max, (max + 1) / 2);
                d->fw_full = 1;
                return;
        }
        d->fw_full = 0;
        exec__pair *p = sbx_calloc(1, sizeof *p);
        p->d = f->d;
        p->f = f;
        f->npairs++;
        p->next = f->d->pairs;
        if (p->next)
                p->next->prev = p;
        f->d->pairs = p;
        f->d->npairs++;
        exec__fwd_touch(f->d);
        uv_tcp_init(f->d->loop, &p->a);
        uv_tcp_init(f->d->loop, &p->b);
        p->a.data = p->b.data = p->conn.data = p;
        p->open = 2;
        if (uv_accept(server, (uv_stream_t *)&p->a) < 0) {
                exec__pair_close(p);
                return;
        }
        int fd = exec__sandbox_socket(f->d);
        if (fd < 0 || uv_tcp_open(&p->b, fd) < 0) {
                if (fd >= 0)
                        close(fd);
                exec__pair_close(p);
                return;
        }
        struct sockaddr_in sa;
        uv_ip4_addr("127.0.0.1", f->port, &sa);
        if (uv_tcp_connect(&p->conn, &p->b, (struct sockaddr *)&sa, exec__fw_connect_cb) < 0)
                exec__pair_close(p);
}

/* Is anything listening on port inside?  A blocking probe: on loopback a
** connect completes or is refused at once. */
static int exec__probe(exec__d *d, int port)
{
        int fd = exec__sandbox_socket(d);
        if (fd < 0)
                return fd;
        struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port),
                                  .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
        int rc = connect(fd, (struct sockaddr *)&sa, sizeof sa);
        if (rc < 0 && errno == EINPROGRESS) {
                struct pollfd pf = { .fd = fd, .events = POLLOUT };
                poll(&pf, 1, 1000);
                int err = 0;
                socklen_t l = sizeof err;
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &l);
                rc = err ? -1 : 0;
                errno = err;
        }
        int e = rc < 0 ? -errno : 0;
        close(fd);
        return e;
}

/* A preview's host address: one of 127/8 of the sandbox's own, from its
** name (FNV-1a), never 127.0.0.1.  On 127.0.0.1 with only the port apart,
** every sandbox's preview was one site to a browser (cookies are not kept
** apart by port): one tenant's app read and set another's cookies. */
static void exec__preview_addr(const exec__d *d, char *out, size_t n)
{
        uint32_t h = 2166136261u;
        for (const char *p = d->o->name; *p; p++)
                h = (h ^ (unsigned char)*p) * 16777619u;
        snprintf(out, n, "127.%u.%u.%u", 1 + (h >> 16) % 254, (h >> 8) & 255, 1 + h % 254);
}

static void exec__preview_reply(exec__cli *c, exec__fwd *f)
{
        char a[INET_ADDRSTRLEN];
        exec__preview_addr(c->d, a, sizeof a);
        sbx_autofree char *url = sbx_asprintf("http://%s:%d/", a, f->host_port);
        exec__send_end(c, json_pack("{s:b,s:s,s:i,s:i}", "ok", 1, "url", url,
                                    "host_port", f->host_port, "port", f->port));
}

static void exec__op_preview(exec__cli *c, json_t *req)
{
        exec__d *d = c->d;
        json_int_t pv, hv;
        if (exec__int_in(req, "port", 1, 65535, 0, &pv) < 0 || !pv ||
            exec__int_in(req, "host_port", 0, 65535, 0, &hv) < 0)
                return exec__send_end(c, exec__err(EINVAL, "preview: port must be 1 to 65535, host_port "
                                                   "0 (any free one) or 1024 to 65535"));
        /* a socket_group member is not root: no privileged host port */
        if (hv > 0 && hv < 1024)
                return exec__send_end(c, exec__err(EACCES, "preview: host port %d is privileged (below 1024)",
                                                   (int)hv));
        int port = (int)pv, hport = (int)hv;
        int rc = exec__probe(d, port);
        if (rc < 0)
                return exec__send_end(c, exec__err(-rc, "preview: nothing listens on port %d in the sandbox (%s)",
                                                   port, strerror(-rc)));
        exec__fwd *f = d->fwds;
        while (f && !(f->port == port && (!hport || hport == f->host_port)))
                f = f->next;
        if (f)          /* forwarded already: the same listener */
                return exec__preview_reply(c, f);
        if (d->nfwds >= EXEC__FWD_MAX)
                return exec__send_end(c, exec__err(EMFILE, "preview: %d ports are forwarded already (at most %d)",
                                                   d->nfwds, EXEC__FWD_MAX));
        f = sbx_calloc(1, sizeof *f);
        f->d = d;
        f->port = port;
        f->next = d->fwds;
        d->fwds = f;
        uv_tcp_init(d->loop, &f->server);
        f->server.data = f;
        struct sockaddr_in sa;
        char a[INET_ADDRSTRLEN];
        exec__preview_addr(d, a, sizeof a);
        uv_ip4_addr(a, hport, &sa);
        if ((rc = uv_tcp_bind(&f->server, (struct sockaddr *)&sa, 0)) < 0 ||
            (rc = uv_listen((uv_stream_t *)&f->server, 64, exec__fw_accept_cb)) < 0) {
                d->fwds = f->next;
                uv_close((uv_handle_t *)&f->server, (uv_close_cb)free);
                return exec__send_end(c, exec__err(-rc, "preview: listen on %s:%d: %s",
                                                   a, hport, uv_strerror(rc)));
        }
        struct sockaddr_storage ss;
        int sl = sizeof ss;
        uv_tcp_getsockname(&f->server, (struct sockaddr *)&ss, &sl);
        f->host_port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
        d->nfwds++;
        exec__preview_reply(c, f);
}

/* ---- stop (4) ---- */
static int exec__scan_pidns(exec__d *d)
{
        DIR *dir = opendir("/proc");
        if (!dir)
                return 0;
        int n = 0;
        struct dirent *e;
        while ((e = readdir(dir))) {
                if (e->d_name[0] < '1' || e->d_name[0] > '9')
                        continue;
                sbx_autofree char *p = sbx_asprintf("/proc/%s/ns/pid", e->d_name);
                struct stat st;
                if (stat(p, &st) == 0 && st.st_ino == d->pidns)
                        n++;
        }
        closedir(dir);
        return n;
}

static void exec__stop_finish(exec__d *d, int term);
static void exec__unlink_own(const char *path, const struct stat *was);

static void exec__stop_timer_cb(uv_timer_t *t)
{
        exec__d *d = t->data;
        int64_t grace = d->o->cf->exec_kill_grace > 0 ? d->o->cf->exec_kill_grace : 1;
        int64_t ms = (sbx_mono_ns() - d->stop_t0) / 1000000;
        int left = exec_cg_signal_but(d->cg, d->init_cg, 0);
        if (left > 0 && ms < grace * 1000)
                return;
        uv_timer_stop(t);
        sbx_log("stop: TERM; %s after %lld ms", left ? "KILL for the rest" : "all ended", (long long)ms);
        exec__stop_finish(d, !left);
}

/* A stop is a shutdown, not a crash: what still runs (a server with state
 * to flush into /workspace) gets TERM and kill_grace seconds, as a command
 * past its timeout does, before everything gets KILL.  The loop serves on
 * meanwhile (their output is read, so a handler that logs does not block
 * on a full pipe, and their exits are recorded as they are); new requests
 * are refused.  Init's cgroup is not the commands': TERM does not end it. */
static void exec__stop(exec__d *d)
{
        if (d->stopping)
                return;
        d->stopping = 1;
        sbx_log("stopping");
        /* marked before the TERM, as a kill or a timeout marks them: one
         * that dies of it, or exits in its handler, is "stopped" too.  Not
         * one that exited by itself already, its output still draining
         * (what it left running holds it open): its end and exit status
         * are its own (it was told "stopped", exit 0) */
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->state == J_STARTING || j->state == J_RUNNING)
                        j->stopped = j->killed = 1;
        if (exec_cg_signal_but(d->cg, d->init_cg, 0) > 0) {
                exec_cg_signal_but(d->cg, d->init_cg, SIGTERM);
                exec_cg_signal_but(d->cg, d->init_cg, SIGCONT); /* a stopped one handles it */
                d->stop_t0 = sbx_mono_ns();
                uv_timer_start(&d->stop_timer, exec__stop_timer_cb, 20, 20);
                return;
        }
        exec__stop_finish(d, 0);
}

static void exec__stop_finish(exec__d *d, int term)
{
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->state != J_DONE && j->state != J_EXITED)
                        j->status = term ? SIGTERM : SIGKILL;   /* as if killed */
        if (d->init > 0)
                kill(d->init, SIGKILL);
        int left = 0;
        for (int i = 0; i < 100; i++) {
                exec_cg_signal(d->cg, SIGKILL);
                if (d->init > 0 && waitpid(d->init, NULL, WNOHANG) == d->init)
                        d->init = 0;
                left = exec__scan_pidns(d) + exec_cg_count(d->cg);
                if (!left && d->init == 0)
                        break;
                usleep(50000);
        }
        for (exec__job *j = d->jobs; j; j = j->next) {
                if (j->state == J_DONE) {
                        exec__job_close_out(j);         /* (9) */
                        continue;
                }
                exec__job_close_handles(j);
                exec__job_finish(j);
        }
        if (exec_cg_destroy_bank(d->cg, d->o->dir) < 0)
                left++;
        if (left)
                sbx_log("stop: %d processes of the sandbox survive", left);
        if (left)
                d->exit_code = 1;
        exec__unlink_own(d->sock, &d->sock_st);
        /* close what we own, each with its own callback; the loop ends
         * once the last of them (the stop reply's client) is closed */
        for (exec__cli *c = d->clis, *n; c; c = n) {
                n = c->next;
                if (c != d->stop_cli && !c->ending)
                        exec__cli_close(c);
        }
        if (d->stop_cli && !d->stop_cli->closing)
                exec__send_end(d->stop_cli, left ? exec__err(EBUSY, "stop: %d processes survive", left)
                                                 : json_pack("{s:b,s:i}", "ok", 1, "survivors", 0));
        while (d->fwds) {
                exec__fwd *f = d->fwds;
                d->fwds = f->next;
                uv_close((uv_handle_t *)&f->server, (uv_close_cb)free);
        }
        for (exec__pair *p = d->pairs; p; p = p->next) {
                p->f = NULL;    /* its listener is freed first */
                exec__pair_close(p);
        }
        for (exec__job *j = d->jobs; j; j = j->next)
                exec__job_close_timers(j);
        uv_handle_t *own[] = { (uv_handle_t *)&d->server, (uv_handle_t *)&d->initp,
                               (uv_handle_t *)&d->hupp, (uv_handle_t *)&d->sig_term,
                               (uv_handle_t *)&d->sig_int, (uv_handle_t *)&d->sig_chld,
                               (uv_handle_t *)&d->ws_timer, (uv_handle_t *)&d->stop_timer,
                               (uv_handle_t *)&d->save_timer };
        for (size_t i = 0; i < SBX_ARRAY_LEN(own); i++)
                if (!uv_is_closing(own[i]))
                        uv_close(own[i], exec__close_cb_noop);
}

/* ---- the socket ---- */
/* (12) The type of each member a request may have, checked before it is
** served: one of the wrong type (a list for env or limits, a string for
** detach, null) was ignored and the command ran on defaults, unlimited. */
enum { M_STR = 1, M_INT = 2, M_REAL = 4, M_BOOL = 8, M_OBJ = 16, M_ARR = 32 };
static const struct { const char *op, *key; int types; const char *what; } exec__members[] = {
        { "exec", "argv", M_ARR, "an array" },
        { "exec", "cwd", M_STR, "a string" },
        { "exec", "env", M_OBJ, "an object" },
        { "exec", "limits", M_OBJ, "an object" },
        { "exec", "timeout", M_INT, "a whole number" },
        { "exec", "detach", M_BOOL, "true or false" },
        { "exec", "stdin", M_BOOL, "true or false" },
        { "exec", "tty", M_OBJ | M_BOOL, "an object or false" },
        { "exec", "tag", M_STR, "a string" },
        { "ps", "tag", M_STR, "a string" },
        { "logs", "id", M_STR, "a string" },
        { "logs", "since", M_INT, "a whole number" },
        { "logs", "follow", M_BOOL, "true or false" },
        { "logs", "fd", M_INT, "a whole number" },
        { "wait", "id", M_STR, "a string" },
        { "wait", "timeout", M_INT | M_REAL, "a number" },
        { "kill", "id", M_STR, "a string" },
        { "kill", "signal", M_INT, "a whole number" },
        { "preview", "port", M_INT, "a whole number" },
        { "preview", "host_port", M_INT, "a whole number" },
        { "stdin", "data", M_STR, "a string" },
        { "stdin", "eof", M_BOOL, "true or false" },
        { "signal", "signal", M_INT, "a whole number" },
        { "resize", "rows", M_INT, "a whole number" },
        { "resize", "cols", M_INT, "a whole number" },
};

/* NULL, or the error reply naming the first member of the wrong type */
static json_t *exec__check_members(const char *op, json_t *req)
{
        for (size_t i = 0; i < SBX_ARRAY_LEN(exec__members); i++) {
                if (strcmp(exec__members[i].op, op))
                        continue;
                json_t *v = json_object_get(req, exec__members[i].key);
                if (!v)
                        continue;
                int t = json_is_string(v) ? M_STR : json_is_integer(v) ? M_INT : json_is_real(v) ? M_REAL
                        : json_is_boolean(v) ? M_BOOL : json_is_object(v) ? M_OBJ : json_is_array(v) ? M_ARR : 0;
                if (!(t & exec__members[i].types) ||
                    (!strcmp(exec__members[i].key, "tty") && json_is_true(v)))
                        return exec__err(EINVAL, "%s: %s must be %s", op, exec__members[i].key,
                                         exec__members[i].what);
        }
        /* a terminal's size: absent or 0 (a terminal's "unknown", as
        ** sbxctl sends it from one that has no size) is 24x80; of the
        ** wrong type or out of range it was taken for absent */
        json_t *tty = json_object_get(req, "tty");
        json_int_t n;
        if (!strcmp(op, "exec") && json_is_object(tty))
                for (int k = 0; k < 2; k++)
                        if (exec__int_in(tty, k ? "cols" : "rows", 0, 9999, 0, &n) < 0)
                                return exec__err(EINVAL, "exec: tty.%s must be a whole number from 0 to 9999",
                                                 k ? "cols" : "rows");
        return NULL;
}

static void exec__dispatch(exec__cli *c, json_t *req)
{
        if (c->ending)          /* answered: what else it sends is not read */
                return;
        const char *op = json_string_value(json_object_get(req, "op"));
        if (!op)
                return exec__send_end(c, exec__err(EINVAL, "request without \"op\""));
        json_t *bad = exec__check_members(op, req);
        if (c->mode == C_EXEC) {
                /* (12) no reply to these: a bad one is ignored */
                json_int_t rows, cols, sig;
                if (bad) {
                        json_decref(bad);
                        return;
                }
                if (!strcmp(op, "stdin"))
                        return exec__op_stdin(c, req);
                if (!strcmp(op, "resize") && c->job && c->job->tty >= 0 &&
                    exec__int_in(req, "rows", 1, 9999, 0, &rows) == 0 &&
                    exec__int_in(req, "cols", 1, 9999, 0, &cols) == 0 && rows && cols) {
                        struct winsize ws = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols };
                        ioctl(c->job->tty, TIOCSWINSZ, &ws);    /* the command gets SIGWINCH */
                        return;
                }
                if (!strcmp(op, "signal") && c->job &&
                    exec__int_in(req, "signal", 1, NSIG - 1, 0, &sig) == 0 && sig)
                        exec__job_signal(c->job, (int)sig);
                return;
        }
        if (c->mode != C_IDLE || c->job) {
                json_decref(bad);
                return;
        }
        if (bad)
                return exec__send_end(c, bad);
        json_t *ver = json_object_get(req, "version");
        if (ver && (!json_is_integer(ver) || json_integer_value(ver) != EXEC_PROTO_VERSION)) {
                sbx_autofree char *v = json_dumps(ver, JSON_ENCODE_ANY | JSON_COMPACT);
                return exec__send_end(c, exec__err(EPROTO, "protocol version %.32s is not %d",
                                                   v ? v : "?", EXEC_PROTO_VERSION));
        }
        if (c->d->stopping)
                return exec__send_end(c, exec__err(ESHUTDOWN, "sandbox is stopping"));
        if (c->spare && strcmp(op, "hello") && strcmp(op, "stop"))
                return exec__send_end(c, exec__err(EBUSY, "the executor has %d clients already (at most %d; "
                                                   "root's %d more may only hello and stop)", EXEC__CLI_MAX,
                                                   EXEC__CLI_MAX, EXEC__CLI_SPARE));
        if (!strcmp(op, "hello"))
                return exec__send_end(c, json_pack("{s:b,s:i,s:s,s:i,s:i,s:s,s:b,s:b}", "ok", 1,
                                                   "version", EXEC_PROTO_VERSION, "sandbox", c->d->o->name,
                                                   "pid", (int)getpid(), "init", (int)c->d->init,
                                                   "cgroup", exec_cg_kind(), "tags", 1,
                                                   "streams", 1));      /* (16) */
        if (!strcmp(op, "exec"))
                return exec__op_exec(c, req);
        if (!strcmp(op, "ps"))
                return exec__op_ps(c, req);
        if (!strcmp(op, "logs"))
                return exec__op_logs(c, req);
        if (!strcmp(op, "wait"))
                return exec__op_wait(c, req);
        if (!strcmp(op, "kill"))
                return exec__op_kill(c, req);
        if (!strcmp(op, "preview"))
                return exec__op_preview(c, req);
        if (!strcmp(op, "stop")) {
                c->mode = C_STOP;
                c->d->stop_cli = c;
                exec__stop(c->d);
                return;
        }
        exec__send_end(c, exec__err(EINVAL, "unknown op '%s'", op));
}

static void exec__cli_free_cb(uv_handle_t *h)
{
        exec__cli *c = h->data;
        exec__d *d = c->d;
        for (exec__cli **pp = &d->clis; *pp; pp = &(*pp)->next)
                if (*pp == c) {
                        *pp = c->next;
                        break;
                }
        if (d->stop_cli == c)
                d->stop_cli = NULL;
        d->nclis--;
        d->in_bytes -= c->in_held;
        exec__lbuf_free(&c->in);
        if (c->logfd >= 0)
                close(c->logfd);
        if (c->fdxfd >= 0)
                close(c->fdxfd);
        free(c->logpath);
        free(c);
}

/* Its first request came (or it closes): no request timeout. */
static void exec__cli_req_done(exec__cli *c)
{
        if (c->req_timer) {
                uv_close((uv_handle_t *)c->req_timer, (uv_close_cb)free);
                c->req_timer = NULL;
        }
}

/* Its unfinished request bytes, counted in d->in_bytes. */
static void exec__cli_in_count(exec__cli *c)
{
        size_t held = c->in.len - c->in.off;
        c->d->in_bytes = c->d->in_bytes - c->in_held + held;
        c->in_held = held;
}

static void exec__cli_close(exec__cli *c)
{
        if (c->closing)
                return;
        c->closing = 1;
        exec__job *j = c->job;
        int fg = j && (c->mode == C_EXEC || j->starter == c);
        /* a foreground client gone (before or after STARTED): its command
         * runs on, with stdin at EOF; on a terminal it is hung up, as a
         * lost ssh session's shell is */
        if (fg && j->in_open) {
                j->in_eof = 1;
                exec__in_maybe_close(j);
        }
        if (fg && j->tty >= 0 && !j->detached && j->cg && j->state == J_RUNNING) {
                exec_cg_signal(j->cg, SIGHUP);
                exec_cg_signal(j->cg, SIGCONT);
        }
        /* no job keeps a pointer to it (c->job is NULL once its last
         * reply went out, while stdin may still drain) */
        for (exec__job *o = c->d->jobs; o; o = o->next) {
                if (o->in_paused == c)
                        o->in_paused = NULL;
                if (o->out_held == c)
                        exec__out_release(o);   /* (1) it goes on */
                if (o->starter == c)
                        o->starter = NULL;
        }
        c->job = NULL;
        uv_os_fd_t fd;
        if (c->hupw && uv_fileno((uv_handle_t *)&c->h, &fd) == 0)
                epoll_ctl(c->d->hupfd, EPOLL_CTL_DEL, fd, NULL);
        c->hupw = 0;
        if (c->timer) {
                uv_close((uv_handle_t *)c->timer, (uv_close_cb)free);
                c->timer = NULL;
        }
        exec__cli_req_done(c);
        if (!uv_is_closing((uv_handle_t *)&c->h))
                uv_close((uv_handle_t *)&c->h, exec__cli_free_cb);
}

/* (11) Is this client's command still starting?  Its later messages
** (stdin, signal, resize) wait, unread, until STARTED. */
static int exec__cli_held(exec__cli *c)
{
        return c->job && c->job->starter == c;
}

/* The requests it sent, as far as they can be taken now. */
static void exec__cli_take(exec__cli *c)
{
        json_t *req;
        int rc;
        while (!c->closing && !exec__cli_held(c) && (rc = exec__lbuf_take(&c->in, &req)) != 0) {
                exec__cli_in_count(c);
                if (rc == -EMSGSIZE) {
                        exec__send_end(c, exec__err(EMSGSIZE, "request too long (over %d MiB)",
                                                    EXEC__LINE_MAX >> 20));
                        return;
                }
                if (rc < 0) {
                        exec__send_end(c, exec__err(EPROTO, "bad request line"));
                        return;
                }
                exec__cli_req_done(c);
                exec__dispatch(c, req);
                json_decref(req);
        }
        exec__cli_in_count(c);
        /* the kernel's socket buffer holds the rest meanwhile */
        if (!c->closing && exec__cli_held(c))
                uv_read_stop((uv_stream_t *)&c->h);
}

/* (11) Its command started: what it sent meanwhile is taken, and more. */
static void exec__cli_resume(exec__cli *c)
{
        exec__cli_take(c);
        if (!c->closing && !c->eof && !c->ending && !exec__cli_held(c) &&
            !(c->job && c->job->in_paused == c))
                uv_read_start((uv_stream_t *)&c->h, exec__alloc_cb, exec__cli_read_cb);
}

/* Did the client close its socket (not only shut down its writing side)? */
static int exec__cli_hung_up(exec__cli *c)
{
        uv_os_fd_t fd;
        if (uv_fileno((uv_handle_t *)&c->h, &fd) < 0)
                return 1;
        struct pollfd p = { .fd = fd, .events = 0 };
        return poll(&p, 1, 0) < 0 || (p.revents & (POLLHUP | POLLERR));
}

/* (11) EOF from a client that only shut down its writing side (nc -N,
** socat): its request stands, its replies still go out; for a
** foreground command it is stdin's EOF.  What it sent after its last
** newline is its last line (printf '{"op":"ps"}' | nc -N got no reply).
** One that closed the socket, or waits for nothing, is gone. */
static void exec__cli_eof(exec__cli *c)
{
        c->eof = 1;
        uv_read_stop((uv_stream_t *)&c->h);
        if (c->in.len > c->in.off && !c->ending && !c->closing) {
                exec__lbuf_add(&c->in, "\n", 1);
                exec__cli_in_count(c);
                exec__cli_take(c);
        }
        exec__job *j = c->job;
        if (c->ending)          /* closed once its last reply is out */
                return;
        if ((c->mode == C_IDLE && !j) || exec__cli_hung_up(c)) {
                exec__cli_close(c);
                return;
        }
        /* nothing reads it now: watch it for its close (11).  epoll
         * reports POLLHUP and POLLERR whatever the mask; the half-close
         * itself (POLLIN, POLLRDHUP, for ever after) is not asked for */
        uv_os_fd_t fd;
        struct epoll_event ev = { .events = 0, .data.ptr = c };
        if (uv_fileno((uv_handle_t *)&c->h, &fd) == 0 &&
            epoll_ctl(c->d->hupfd, EPOLL_CTL_ADD, fd, &ev) == 0)
                c->hupw = 1;
        else
                sbx_log("client: cannot watch a half-closed socket: %s", strerror(errno));
        if (j && (c->mode == C_EXEC || j->starter == c) && j->in_open && j->tty < 0) {
                j->in_eof = 1;
                exec__in_maybe_close(j);
        }
}

/* (11) Half-closed clients that closed their sockets since. */
static void exec__hup_cb(uv_poll_t *p, int status, int events)
{
        exec__d *d = p->data;
        struct epoll_event ev[16];
        int n;
        (void)status;
        (void)events;
        while ((n = epoll_wait(d->hupfd, ev, SBX_ARRAY_LEN(ev), 0)) > 0)
                for (int i = 0; i < n; i++)
                        exec__cli_close(ev[i].data.ptr);        /* out of the set */
}

/* ---- the socket's clients ----
** Bounded: at most EXEC__CLI_MAX at once (one more is told EBUSY and
** closed); one that sent no whole request line within [exec]
** request_timeout is told ETIMEDOUT and closed; all of them together
** hold at most EXEC__IN_TOTAL bytes of unfinished lines (the one adding
** past it is told ENOBUFS and closed).  Silent clients kept their fds
** and up to 4 MiB each for good: 100 took sbxexec to 400 MB.
** A client not root (a socket_group member's) is one of at most
** EXEC__CLI_UID of its uid, and of at most EXEC__CLI_MAX - EXEC__CLI_ROOT
** of all uids but root: the rest only root takes.  One member holding
** every slot (256 waits) locked root's own sbxctl out.  Past them,
** EXEC__CLI_SPARE more of root's may connect for a hello or a stop, and
** nothing else: root's own waiters and followers can hold all 256, and
** sbxctl stop then heard EBUSY, took the executor for gone, and captured
** and unmounted under the running sandbox. */
#define EXEC__IN_TOTAL (32 << 20)

static void exec__cli_read_cb(uv_stream_t *s, ssize_t n, const uv_buf_t *b)
{
        exec__cli *c = s->data;
        exec__d *d = c->d;
        if (n > 0 && d->in_bytes + (size_t)n > EXEC__IN_TOTAL) {
                free(b->base);
                if (!d->cli_full)
                        sbx_log("client: %zu bytes of unfinished requests held (at most %d): "
                                "closing the one sending more", d->in_bytes, EXEC__IN_TOTAL);
                d->cli_full = 1;
                uv_read_stop(s);
                return exec__send_end(c, exec__err(ENOBUFS, "the executor holds %d MiB of unfinished "
                                                   "requests already: try again", EXEC__IN_TOTAL >> 20));
        }
        if (n > 0) {
                exec__lbuf_add(&c->in, b->base, (size_t)n);
                exec__cli_in_count(c);
        }
        free(b->base);
        if (n == UV_EOF)
                return exec__cli_eof(c);
        if (n < 0) {
                exec__cli_close(c);
                return;
        }
        exec__cli_take(c);
}

/* A client that sent no whole request within [exec] request_timeout. */
static void exec__cli_req_timeout_cb(uv_timer_t *t)
{
        exec__cli *c = t->data;
        uv_read_stop((uv_stream_t *)&c->h);
        exec__send_end(c, exec__err(ETIMEDOUT, "no request within %d s",
                                    (int)c->d->o->cf->exec_request_timeout));
}

static void exec__accept_cb(uv_stream_t *server, int status)
{
        exec__d *d = server->data;
        if (status < 0)
                return;
        exec__cli *c = sbx_calloc(1, sizeof *c);
        c->d = d;
        c->logfd = -1;
        c->fdxfd = -1;
        uv_pipe_init(d->loop, &c->h, 0);
        c->h.data = c;
        if (uv_accept(server, (uv_stream_t *)&c->h) < 0) {
                uv_close((uv_handle_t *)&c->h, (uv_close_cb)free);
                return;
        }
        struct ucred cr;
        socklen_t crlen = sizeof cr;
        uv_os_fd_t fd;
        c->uid = uv_fileno((uv_handle_t *)&c->h, &fd) == 0 &&
                 getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cr, &crlen) == 0 ? cr.uid : (uid_t)-1;
        int mine = 0, users = 0;        /* not root's: of its uid, of all */
        for (exec__cli *o = d->clis; o; o = o->next)
                if (o->uid != 0) {
                        users++;
                        mine += o->uid == c->uid;
                }
        c->next = d->clis;
        d->clis = c;
        if (++d->nclis > EXEC__CLI_MAX + (c->uid == 0 ? EXEC__CLI_SPARE : 0)) {  /* told, and closed */
                if (!d->cli_full)
                        sbx_log("client: %d connected (at most %d): refusing more",
                                d->nclis - 1, EXEC__CLI_MAX);
                d->cli_full = 1;
                return exec__send_end(c, exec__err(EBUSY, "the executor has %d clients already (at most %d)",
                                                   d->nclis - 1, EXEC__CLI_MAX));
        }
        if (c->uid != 0 && (mine >= EXEC__CLI_UID || users >= EXEC__CLI_MAX - EXEC__CLI_ROOT)) {
                if (!d->cli_full)
                        sbx_log("client: uid %d has %d connected, users but root %d (at most %d, %d): "
                                "refusing more", (int)c->uid, mine, users, EXEC__CLI_UID,
                                EXEC__CLI_MAX - EXEC__CLI_ROOT);
                d->cli_full = 1;
                return exec__send_end(c, exec__err(EBUSY, "uid %d has %d clients of the executor already "
                                                   "(at most %d; %d for all users but root)", (int)c->uid,
                                                   mine, EXEC__CLI_UID, EXEC__CLI_MAX - EXEC__CLI_ROOT));
        }
        c->spare = d->nclis > EXEC__CLI_MAX;
        d->cli_full = 0;
        c->req_timer = sbx_malloc(sizeof *c->req_timer);
        uv_timer_init(d->loop, c->req_timer);
        c->req_timer->data = c;
        uv_timer_start(c->req_timer, exec__cli_req_timeout_cb,
                       (uint64_t)d->o->cf->exec_request_timeout * 1000, 0);
        uv_read_start((uv_stream_t *)&c->h, exec__alloc_cb, exec__cli_read_cb);
}

/* ---- the workspace (init.c (7)) ---- */
/* An identity for the mount at path.  Plain mount ids are reused as soon
** as a mount is freed (an sbxfs restart gets the old one back), so take
** the unique id where the kernel has it (6.8+) and mix in the device. */
#ifndef STATX_MNT_ID_UNIQUE
#define STATX_MNT_ID_UNIQUE 0x00004000U
#endif
static uint64_t exec__mnt_id(const char *path)
{
        struct statx sx;
        if (statx(AT_FDCWD, path, 0, STATX_MNT_ID_UNIQUE, &sx) < 0 &&
            statx(AT_FDCWD, path, 0, STATX_MNT_ID, &sx) < 0)
                return 0;
        uint64_t dev = (uint64_t)sx.stx_dev_major << 32 | sx.stx_dev_minor;
        return sx.stx_mnt_id ^ (dev * 0x9e3779b97f4a7c15ULL);
}

/* Hand init a detached copy of the workspace's mount tree; blocking. */
static int exec__ws_attach(exec__d *d)
{
        uint64_t id = exec__mnt_id(d->o->workspace);
        if (!id)
                return -errno;
        /* the workspace's root belongs to the sandbox's user */
        struct stat st;
        if (stat(d->o->workspace, &st) == 0 && st.st_uid == 0 &&
            chown(d->o->workspace, (uid_t)d->o->cf->exec_uid, (gid_t)d->o->cf->exec_gid) < 0)
                sbx_log("chown %s: %s", d->o->workspace, strerror(errno));
        int fd = open_tree(AT_FDCWD, d->o->workspace,
                           OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
        if (fd < 0)
                return -errno;
        exec__msg m = { .type = EXEC__MSG_MOUNT };
        int rc = exec__msg_send(d->ctl, &m, &fd, 1);
        close(fd);
        if (rc < 0)
                return rc;
        d->ws_mnt = id;
        return 0;
}

static int exec__is_mount(const char *path)
{
        sbx_autofree char *up = sbx_asprintf("%s/..", path);
        struct statx a, b;
        if (statx(AT_FDCWD, path, 0, STATX_MNT_ID, &a) < 0 ||
            statx(AT_FDCWD, up, 0, STATX_MNT_ID, &b) < 0)
                return 0;
        return a.stx_mnt_id != b.stx_mnt_id;
}

/* Does pid stand in a dead workspace: its cwd, or a file it holds open,
** on a FUSE mount whose daemon is gone?  FORCE_SYNC: cached attributes
** would hide that the connection is dead. */
static int exec__on_dead_mount(pid_t pid, void *arg)
{
        (void)arg;
        char p[64];
        struct statx sx;
        snprintf(p, sizeof p, "/proc/%d/cwd", (int)pid);
        if (statx(AT_FDCWD, p, AT_STATX_FORCE_SYNC, STATX_TYPE, &sx) < 0 && errno == ENOTCONN)
                return 1;
        snprintf(p, sizeof p, "/proc/%d/fd", (int)pid);
        DIR *d = opendir(p);
        if (!d)
                return 0;
        int dead = 0;
        struct dirent *e;
        while (!dead && (e = readdir(d)))
                dead = e->d_name[0] != '.' &&
                       statx(dirfd(d), e->d_name, AT_STATX_FORCE_SYNC, STATX_TYPE, &sx) < 0 &&
                       errno == ENOTCONN;
        closedir(d);
        return dead;
}

/* (6), after a re-attach. */
static void exec__ws_sweep(exec__d *d)
{
        for (exec__job *j = d->jobs; j; j = j->next) {
                if (!j->cg || !exec_cg_find(j->cg, exec__on_dead_mount, NULL))
                        continue;
                sbx_log("%s: it stood in the workspace's dead mount; ending it", j->id);
                if (j->state == J_DONE) {
                        exec__job_cg_release(j, 1);
                } else {
                        j->remounted = 1;
                        exec__job_kill(j, SIGTERM);
                }
        }
}

/* The host's workspace mount was replaced (sbxfs restarted): re-attach,
** so the next command does not get a dead /workspace.  A workspace that
** was a mount point is only re-attached once it is one again: between
** sbxfs's death and its restart the path shows the directory beneath,
** and writes there would be hidden by the next mount. */
static void exec__ws_check(exec__d *d)
{
        uint64_t id = exec__mnt_id(d->o->workspace);
        if (id && id != d->ws_mnt && !d->stopping &&
            (!d->ws_is_mount || exec__is_mount(d->o->workspace))) {
                if (id != d->ws_failed)
                        sbx_log("workspace %s was remounted; re-attaching", d->o->workspace);
                int rc = exec__ws_attach(d);   /* sets ws_mnt once it worked */
                if (rc < 0 && id != d->ws_failed)
                        sbx_log("re-attach workspace: %s (tried again at the next check)", strerror(-rc));
                d->ws_failed = rc < 0 ? id : 0;
                exec__ws_sweep(d);
        }
}

static void exec__stop(exec__d *d);

/* Each second: the workspace mount, whether our directory is still
** there, and the ended commands that still hold a cgroup (what they left
** running): once nothing of one is left there, its cgroups go and its
** memory cgroup is a spare again (cgroup.c (6)), whatever its pipes do;
** and pipes still read (9) close then: a writer could only be a process
** elsewhere that got the pipe (passed, or opened through /proc).  (Only
** commands whose pipes were still read were checked: one whose last
** process closed them, or never had them, kept its cgroups, memory
** cgroup m<N> too, for as long as its record, keep_commands.)  A
** sandbox removed under us (its state deleted) must not leave its
** processes running with nobody to stop them. */
static void exec__ws_timer_cb(uv_timer_t *t)
{
        exec__d *d = t->data;
        struct stat st;
        if (stat(d->o->dir, &st) < 0 && errno == ENOENT) {
                sbx_log("%s is gone; stopping the sandbox", d->o->dir);
                exec__stop(d);
                return;
        }
        exec__ws_check(d);
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->state == J_DONE && j->cg)
                        exec__job_cg_release(j, 0);
}

/* ---- signals ---- */
static void exec__sig_cb(uv_signal_t *s, int signum)
{
        exec__d *d = s->data;
        if (signum == SIGCHLD) {
                if (d->init > 0 && waitpid(d->init, NULL, WNOHANG) == d->init) {
                        d->init = 0;
                        if (!d->stopping) {
                                sbx_log("the sandbox's init died; stopping");
                                d->exit_code = 1;
                                exec__stop(d);
                        }
                }
                return;
        }
        exec__stop(d);
}

/* ---- start ---- */
/* (14) The least first serial of a run: centiseconds since 2024-01-01
** UTC (1704067200), which only grow while cmds/ may be lost. */
static uint64_t exec__seq_seed(void)
{
        int64_t cs = sbx_now_ns() / 10000000 - 170406720000LL;
        return cs > 1 ? (uint64_t)cs : 1;
}

/* Was the log at path (size bytes) cut past offset from?  Its last line
** is the marker (exec__log_append: nothing is written after it), and
** that line was written past from.  A guess from the command's own
** output, which may end with such a line: only for what no record
** covers (exec__recover). */
static int exec__log_cut(const char *path, int64_t from, int64_t size)
{
        char tail[256];
        size_t n = size < (int64_t)sizeof tail - 1 ? (size_t)size : sizeof tail - 1;
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || n < 2 || pread(fd, tail, n, size - (int64_t)n) != (ssize_t)n)
                return 0;
        tail[n] = 0;
        char *last = memrchr(tail, '\n', n - 1);       /* the newline before the last line */
        return tail[n - 1] == '\n' && last && !strncmp(last, EXEC__CUT, strlen(EXEC__CUT)) &&
               size - (int64_t)n + (last - tail) + 1 >= from;
}

static void exec__recover(exec__d *d)
{
        DIR *dir = opendir(d->cmds);
        if (!dir)
                return;
        struct dirent *e;
        while ((e = readdir(dir))) {
                int64_t seq = exec__seq_of(e->d_name);
                if (seq < 0)
                        continue;
                if ((uint64_t)seq >= d->next_seq)
                        d->next_seq = (uint64_t)seq + 1;
                exec__ended_add(d, (uint64_t)seq);      /* all of an earlier run ended */
                sbx_autofree char *sp = exec__job_path(d, e->d_name, "status.json");
                sbx_autofree char *lp = exec__job_path(d, e->d_name, "log");
                struct stat st;
                json_int_t size = stat(lp, &st) == 0 ? (json_int_t)st.st_size : 0;
                sbx_autofree char *cp = exec__job_path(d, e->d_name, "cmd.json");
                sbx_autofree char *fp = exec__job_path(d, e->d_name, "log.fd");
                struct stat cst, fst;
                d->log_bytes += size + (stat(cp, &cst) == 0 ? cst.st_size : 0) +
                                (stat(fp, &fst) == 0 ? fst.st_size : 0);     /* (7) (16) */
                if (access(sp, F_OK) == 0) {
                        /* (9) ended, and what it left behind wrote on
                         * until that sbxexec died: the log says how much,
                         * and whether it was cut since.  Its record's
                         * truncated stands: a command whose own last
                         * line read as the marker was "truncated" after
                         * every restart. */
                        json_t *r = exec__load_json(sp);
                        json_int_t had = json_integer_value(json_object_get(r, "log_size"));
                        int cut = json_is_true(json_object_get(r, "truncated"));
                        if (json_is_object(r) && had != size) {
                                cut = cut || (size > had && exec__log_cut(lp, had, size));
                                json_object_set_new(r, "log_size", json_integer(size));
                                json_object_set_new(r, "truncated", json_boolean(cut));
                                exec__save_json(sp, r);
                        }
                        json_decref(r);
                        continue;
                }
                int cut = exec__log_cut(lp, 0, size);
                json_t *r = json_pack("{s:s,s:s,s:i,s:i,s:s,s:I,s:I,s:b}",
                                      "id", e->d_name, "state", "lost", "exit_code", 128 + SIGKILL,
                                      "signal", SIGKILL, "reason", "lost",
                                      "ended", (json_int_t)(sbx_now_ns() / 1000000),
                                      "log_size", size, "truncated", cut);
                exec__save_json(sp, r);         /* (3) */
                json_decref(r);
        }
        closedir(dir);
}

/* Unlink path if it is still the file was names (lstat'd when made):
** our socket and pid file are named by absolute path, and a wake sets
** a tree aside (rename) with a dying sbxexec in it; that one's last
** unlink took the socket and pid file of the sbxexec started in the
** new tree, which ran on, unreachable, holding its workspace. */
static void exec__unlink_own(const char *path, const struct stat *was)
{
        struct stat st;
        if (was->st_ino && lstat(path, &st) == 0 && st.st_ino == was->st_ino && st.st_dev == was->st_dev)
                unlink(path);
}

static int exec__listen(exec__d *d)
{
        const conf *cf = d->o->cf;
        unlink(d->sock);
        uv_pipe_init(d->loop, &d->server, 0);
        d->server.data = d;
        /* bind with a umask that already denies others: no window where
         * the socket is world-connectable */
        mode_t old = umask(0117);
        int rc = uv_pipe_bind(&d->server, d->sock);
        umask(old);
        if (rc < 0)
                return rc;
        gid_t gid = 0;
        if (cf->exec_socket_group && *cf->exec_socket_group) {
                struct group *g = getgrnam(cf->exec_socket_group);
                if (!g) {
                        sbx_log("socket_group %s: no such group", cf->exec_socket_group);
                        return -ENOENT;
                }
                gid = g->gr_gid;
        }
        /* the group must reach the socket, and only the socket: cmds/ stays 0700 */
        if (chown(d->sock, 0, gid) < 0 || chmod(d->sock, 0660) < 0 ||
            chown(d->o->dir, 0, gid) < 0 || chmod(d->o->dir, gid ? 0710 : 0700) < 0 ||
            lstat(d->sock, &d->sock_st) < 0)
                return -errno;
        return uv_listen((uv_stream_t *)&d->server, 128, exec__accept_cb);
}

static int exec__start_init(exec__d *d)
{
        const exec_opts *o = d->o;
        const conf *cf = o->cf;
        int sp[2];
        if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sp) < 0)
                return -errno;
        int big = EXEC__MSG_MAX * 4;
        setsockopt(sp[0], SOL_SOCKET, SO_SNDBUFFORCE, &big, sizeof big);
        setsockopt(sp[1], SOL_SOCKET, SO_SNDBUFFORCE, &big, sizeof big);
        sbx_autofree char *rootdir = sbx_asprintf("%s/root", o->dir);
        sbx_mkdir_p(rootdir, 0700);
        exec__root r = {
                .name = o->name, .rootdir = rootdir,
                .rootfs = cf->exec_rootfs ? cf->exec_rootfs : "",
                .tmp_size = cf->exec_tmp_size > 0 ? cf->exec_tmp_size : (1LL << 30),
                .uid = (uint32_t)cf->exec_uid, .gid = (uint32_t)cf->exec_gid,
        };
        pid_t pid = exec__init_start(&r, sp[1]);
        close(sp[1]);
        if (pid < 0) {
                close(sp[0]);
                return pid;
        }
        d->init = pid;
        d->ctl = sp[0];
        int rc = exec_cg_add(d->init_cg, pid);
        if (rc < 0)
                return rc;
        /* READY, or why not */
        struct pollfd p = { .fd = d->ctl, .events = POLLIN };
        if (poll(&p, 1, 20000) <= 0)
                return -ETIMEDOUT;
        int nfds = 0;
        if ((rc = exec__msg_recv(d->ctl, d->msg, NULL, &nfds)) < 0)
                return rc;
        if (d->msg->type != EXEC__MSG_READY)
                return -EPROTO;
        if (d->msg->err) {
                d->msg->data[d->msg->len ? d->msg->len - 1 : 0] = 0;
                sbx_log("sandbox init: %s: %s", d->msg->len ? d->msg->data : "?",
                        strerror(d->msg->err));
                return -d->msg->err;
        }
        sbx_autofree char *nsp = sbx_asprintf("/proc/%d/ns/pid", (int)pid);
        sbx_autofree char *nsn = sbx_asprintf("/proc/%d/ns/net", (int)pid);
        struct stat st;
        if (stat(nsp, &st) < 0)
                return -errno;
        d->pidns = st.st_ino;
        d->netns = open(nsn, O_RDONLY | O_CLOEXEC);
        d->hostns = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
        if (d->netns < 0 || d->hostns < 0)
                return -errno;
        d->ws_is_mount = exec__is_mount(o->workspace);
        if ((rc = exec__ws_attach(d)) < 0)
                return rc;
        if (poll(&p, 1, 10000) <= 0)
                return -ETIMEDOUT;
        nfds = 0;
        if ((rc = exec__msg_recv(d->ctl, d->msg, NULL, &nfds)) < 0)
                return rc;
        if (d->msg->type != EXEC__MSG_MOUNTED)
                return -EPROTO;
        if (d->msg->err) {
                sbx_log("attach the workspace: %s", strerror(d->msg->err));
                return -d->msg->err;
        }
        return 0;
}

/* (2) The last try, while we still hold the lock: a record left
** unwritten now makes the next sbxexec call its command lost. */
static void exec__saves_final(exec__d *d)
{
        exec__saves_retry(d);
        for (exec__job *j = d->jobs; j; j = j->next)
                if (j->unsaved)
                        sbx_log("%s: at exit its status.json still cannot be written (%s): "
                                "exit code %lld is lost, the next start reports it lost", j->id,
                                strerror(j->unsaved),
                                (long long)json_integer_value(json_object_get(j->result, "exit_code")));
}

static void exec__free(exec__d *d)
{
        while (d->jobs) {
                exec__job *j = d->jobs;
                d->jobs = j->next;
                exec__job_free(j);
        }
        free(d->ended);
        json_decref(d->recs);
        exec_cg_free(d->init_cg);
        exec_cg_free(d->mem_cg);
        for (int i = 0; i < d->nmem_spare; i++)
                exec_cg_free(d->mem_spare[i]);
        exec_cg_free(d->cg);
        if (d->ctl >= 0)
                close(d->ctl);
        if (d->netns >= 0)
                close(d->netns);
        if (d->hostns >= 0)
                close(d->hostns);
        if (d->hupfd >= 0)
                close(d->hupfd);
        free(d->cmds);
        free(d->sock);
        free(d->msg);
}

int exec_daemon_run(const exec_opts *o)
{
        exec__d d = { .o = o, .ctl = -1, .netns = -1, .hostns = -1, .hupfd = -1,
                      .next_seq = exec__seq_seed() };
        int rc;
        d.cmds = sbx_asprintf("%s/cmds", o->dir);
        d.sock = sbx_asprintf("%s/sock", o->dir);
        d.msg = sbx_malloc(EXEC__MSG_MAX);
        signal(SIGPIPE, SIG_IGN);
        /* said here, naming the key: the sandbox's init would fail on
         * the first overlay of the base it finds missing, a host path */
        if ((rc = conf_rootfs_check(o->cf)) < 0)
                sbx_die(rc, "[exec] rootfs = %s", o->cf->exec_rootfs);
        if ((rc = sbx_mkdir_p(d.cmds, 0700)) < 0)
                sbx_die(rc, "mkdir %s", d.cmds);
        sbx_autofree char *lockp = sbx_asprintf("%s/lock", o->dir);
        sbx_autoclose int lockfd = open(lockp, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (lockfd < 0 || flock(lockfd, LOCK_EX | LOCK_NB) < 0)
                sbx_die(lockfd < 0 ? -errno : 0, "%s: another sbxexec runs for this sandbox", o->dir);
        exec__recover(&d);
        exec__prune(&d);

        sbx_autofree char *leaf = exec_cg_leaf(o->dir, o->name);
        if ((rc = exec_cg_open(leaf, &d.cg)) < 0)
                sbx_die(rc, "cgroup sbx/%s", leaf);
        exec_cg_destroy_bank(d.cg, o->dir);     /* what a crashed run left (cgroup.c (7)) */
        exec_cg_free(d.cg);
        if ((rc = exec_cg_open(leaf, &d.cg)) < 0 ||
            (rc = exec_cg_limit(d.cg, o->cf->exec_memory_max, o->cf->exec_pids_max,
                                o->cf->exec_tcp_max)) < 0 ||
            (rc = exec_cg_child(d.cg, "init", NULL, &d.init_cg)) < 0 ||
            (rc = exec_cg_mem(d.cg, "shared", &d.mem_cg)) < 0 ||
            (rc = exec_cg_limit(d.mem_cg, o->cf->exec_memory_max, 0, o->cf->exec_tcp_max)) < 0)
                sbx_die(rc, "cgroup sbx/%s", leaf);

        if ((rc = exec__start_init(&d)) < 0) {
                if (d.init > 0) {
                        kill(d.init, SIGKILL);
                        waitpid(d.init, NULL, 0);
                }
                exec_cg_destroy(d.cg);
                sbx_die(rc, "start the sandbox");
        }
        d.loop = uv_default_loop();
        if ((rc = exec__listen(&d)) < 0) {
                kill(d.init, SIGKILL);
                waitpid(d.init, NULL, 0);
                exec_cg_destroy(d.cg);
                sbx_die(rc, "listen on %s", d.sock);
        }
        if ((d.hupfd = epoll_create1(EPOLL_CLOEXEC)) < 0) {     /* (11) */
                rc = -errno;
                kill(d.init, SIGKILL);
                waitpid(d.init, NULL, 0);
                exec_cg_destroy(d.cg);
                sbx_die(rc, "epoll_create1");
        }
        sbx_autofree char *pidp = sbx_asprintf("%s/pid", o->dir);
        sbx_autofree char *pids = sbx_asprintf("%d\n", (int)getpid());
        sbx_write_file_atomic(pidp, pids, strlen(pids));
        struct stat pid_st = { 0 };
        lstat(pidp, &pid_st);

        uv_poll_init(d.loop, &d.initp, d.ctl);
        d.initp.data = &d;
        uv_poll_start(&d.initp, UV_READABLE, exec__init_cb);
        uv_poll_init(d.loop, &d.hupp, d.hupfd);
        d.hupp.data = &d;
        uv_poll_start(&d.hupp, UV_READABLE, exec__hup_cb);
        uv_signal_t *sigs[] = { &d.sig_term, &d.sig_int, &d.sig_chld };
        int nums[] = { SIGTERM, SIGINT, SIGCHLD };
        for (int i = 0; i < 3; i++) {
                uv_signal_init(d.loop, sigs[i]);
                sigs[i]->data = &d;
                uv_signal_start(sigs[i], exec__sig_cb, nums[i]);
        }
        uv_timer_init(d.loop, &d.ws_timer);
        d.ws_timer.data = &d;
        uv_timer_init(d.loop, &d.stop_timer);
        d.stop_timer.data = &d;
        uv_timer_init(d.loop, &d.save_timer);
        d.save_timer.data = &d;
        uv_timer_start(&d.ws_timer, exec__ws_timer_cb, 1000, 1000);
        sbx_log("sandbox %s ready: init %d, workspace %s, cgroup %s, socket %s",
                o->name, (int)d.init, o->workspace, exec_cg_kind(), d.sock);

        uv_run(d.loop, UV_RUN_DEFAULT);
        exec__saves_final(&d);
        exec__unlink_own(pidp, &pid_st);
        uv_loop_close(d.loop);
        int code = d.exit_code;
        exec__free(&d);
        return code;
}
