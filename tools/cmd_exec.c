/* cmd_exec.c: sbxctl's client of sbxexec (exec, ps, logs, wait, kill,
** preview) and the start/stop of the executor daemon.
**
** Every command is one connection to STATE/sandboxes/NAME/exec/sock and
** one request of executor/PROTOCOL.md.  Exit codes: exec and wait give
** the command's own code (128+N for signal N), 124 when wait's --timeout
** passes first, or for a command its --timeout or --cpu ended that
** exited 0 (ctl__end_code), and CTL_EXIT_OWN (125) when sbxctl failed
** (no sandbox, no executor, a refused request, the connection lost, the
** output not all written: never the command's 1); others 0, 1 on
** failure; all 2 on bad usage.  exec,
** preview, ps, logs and wait wake a sandbox that has no executor (asleep,
** down, never woken here: ctl__connect's wake); kill wakes nothing (a
** sandbox with no executor runs nothing: ctl__kill_nowake), nor does
** status (tools/cmd_sandbox.c).
*/
#include "ctl.h"
#include "../common/sbx.h"
#include "../executor/exec.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>

static char *ctl__sock(ctl *c, const char *name)
{
        return ctl_sandbox_path(c, name, "exec/sock");
}

/* A command id as the executor gives them ("c" and up to 11 digits,
** PROTOCOL.md): checked here, before the sandbox is asked, so that a
** malformed one is bad usage (2), not "not running" nor a refusal (1). */
static int ctl__id_arg(const char *cmd, const char *id)
{
        size_t n = strlen(id);
        if (id[0] == 'c' && n > 1 && n <= 12 && strspn(id + 1, "0123456789") == n - 1)
                return 0;
        sbx_autofree char *esc = sbx_escape_text(id);
        fprintf(stderr, "sbxctl: %s: '%s' is not a command id (c and its number, as exec -d and "
                "ps show it)\n", cmd, esc);
        return ctl_usage(cmd);
}

/* NAME and ID before or among the options, as exec takes them: argv
** from 1 on reordered in place so that the operands come first, in their
** order, then the options, each with its value when it is one of valued
** (NULL-ended), as the parsers below read them. */
static void ctl__operands_first(int argc, char **argv, const char *const *valued)
{
        sbx_autofree char **opts = sbx_calloc((size_t)argc, sizeof *opts);
        int nopt = 0, nop = 1;
        for (int i = 1; i < argc; i++) {
                if (argv[i][0] != '-') {
                        argv[nop++] = argv[i];  /* nop <= i: nothing unread is overwritten */
                        continue;
                }
                opts[nopt++] = argv[i];
                for (const char *const *v = valued; *v; v++)
                        if (!strcmp(argv[i], *v) && i + 1 < argc) {
                                opts[nopt++] = argv[++i];
                                break;
                        }
        }
        memcpy(argv + nop, opts, (size_t)nopt * sizeof *opts);
}

/* Connect, or say clearly why not.  With wake, when there is no
** executor (a sandbox asleep, stopped, down, never woken here), wake
** answers first: the sandbox woken (0), and connected to once more. */
static int ctl__connect(ctl *c, const char *cmd, const char *name, exec_conn **out,
                        int (*wake)(ctl *c, const char *name))
{
        sbx_autofree char *sock = ctl__sock(c, name);
        int rc = exec_conn_open(sock, out);
        if (wake && (rc == -ENOENT || rc == -ECONNREFUSED)) {
                if ((rc = wake(c, name)) < 0)
                        return rc;
                rc = exec_conn_open(sock, out);
        }
        if (rc == -ENOENT || rc == -ECONNREFUSED)
                fprintf(stderr, "sbxctl: %s %s: the sandbox is not running "
                        "(no executor at %s)\n", cmd, name, sock);
        else if (rc < 0)
                fprintf(stderr, "sbxctl: %s %s: connect %s: %s\n", cmd, name, sock, strerror(-rc));
        return rc;
}

/* The executor did not take the request, so nothing of it ran: it was
** stopping (ESHUTDOWN), or it closed the connection with the request
** still unread (ECONNRESET: a Unix socket closed with data unread resets
** its peer; one that read the request answers it first). */
static int ctl__not_taken(int rc)
{
        return rc == -ESHUTDOWN || rc == -ECONNRESET;
}

/* Is word one of a record's reasons (comma-separated, PROTOCOL.md)? */
static int ctl__reason_has(const char *why, const char *word)
{
        size_t n = strlen(word);
        for (const char *p = why; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
                if (!strncmp(p, word, n) && (p[n] == ',' || !p[n]))
                        return 1;
        return 0;
}

/* One request on conn (taken), its first reply; prints the error (with
** again, not when the request was not taken: the caller sends it again).
** 0 or -errno. */
static int ctl__request(exec_conn *conn, const char *cmd, const char *name, json_t *req,
                        json_t **reply, exec_conn **keep, int again)
{
        int rc;
        const char *d = json_string_value(json_object_get(req, "cwd"));
        sbx_autofree char *dir = sbx_escape_text(d ? d : "/workspace");  /* req is sent away */
        json_object_set_new(req, "version", json_integer(EXEC_PROTO_VERSION));
        rc = exec_conn_send(conn, req);
        if (rc == -EPIPE || rc == -ECONNRESET)
                /* an executor that answered before it read the request (EBUSY:
                ** its clients at most) and closed: its answer is queued */
                rc = exec_conn_recv(conn, reply, 0) == 0 ? 0 : rc;
        else if (rc == 0)
                rc = exec_conn_recv(conn, reply, -1);
        if (rc < 0) {
                if (!again || !ctl__not_taken(rc))
                        fprintf(stderr, "sbxctl: %s %s: executor: %s\n", cmd, name,
                                rc == -EPIPE ? "connection closed" : strerror(-rc));
                exec_conn_close(conn);
                return rc;
        }
        if (!json_is_true(json_object_get(*reply, "ok"))) {
                const char *m = json_string_value(json_object_get(*reply, "error"));
                int e = (int)json_integer_value(json_object_get(*reply, "errno"));
                sbx_autofree char *esc = sbx_escape_text(m ? m : "failed");  /* argv[0], cwd */
                const char *why = json_string_value(json_object_get(*reply, "reason"));
                if (again && ctl__not_taken(-e))
                        keep = NULL;
                else if (why && ctl__reason_has(why, "cwd")) {  /* its --cwd: exit 125 */
                        fprintf(stderr, "sbxctl: %s: --cwd %s: %s\n", cmd, dir, strerror(e));
                } else
                        fprintf(stderr, "sbxctl: %s %s: %s\n", cmd, name, esc);
                if (keep) {
                        *keep = conn;
                } else {
                        exec_conn_close(conn);
                        json_decref(*reply);
                        *reply = NULL;
                }
                return e > 0 ? -e : -EIO;
        }
        if (keep)
                *keep = conn;
        else
                exec_conn_close(conn);
        return 0;
}

static int ctl__exec_settle(ctl *c, const char *name);
static int ctl__exec_wedged(ctl *c, const char *name);

/* Wait for what stops NAME's executor: the sbxctl command that stops it
** (a stop, sleep or restore holds NAME's lifecycle lock throughout; a
** restore starts the executor again before it lets go), then for that
** executor to be gone.  0, or -errno said. */
static int ctl__stopper_wait(ctl *c, const char *name)
{
        int lk = ctl_lock_shared(c, name, 0);
        if (lk >= 0)
                close(lk);
        return ctl__exec_settle(c, name) == -ETIMEDOUT ? ctl__exec_wedged(c, name) : 0;
}

/* The wake of ps, logs and wait: "the next operation wakes it", as exec
** does (they failed on a sleeping sandbox: "the sandbox is not running",
** wait exit 1, as if its command had exited 1).  A user who cannot write
** the catalog (a socket_group member: the socket alone) wakes nothing, as
** exec: it waits for a stopper, and hears "not running" when none is back. */
static int ctl__wake_reader(ctl *c, const char *name)
{
        return ctl_catalog_try(c) ? ctl_wake(c, name) : ctl__stopper_wait(c, name);
}

/* kill's in place of a wake: a sandbox with no executor runs nothing
** (init dies with sbxexec: executor/init.c (1)), so none is woken to be
** told to kill.  -ESRCH (ctl_cmd_kill says it) once what stopped it is
** done and no executor came back; 0 when one did (a restore's): kill is
** sent to it. */
static int ctl__kill_nowake(ctl *c, const char *name)
{
        int rc = ctl__stopper_wait(c, name);
        if (rc < 0)
                return rc;
        sbx_autofree char *sock = ctl__sock(c, name);
        exec_conn *conn;
        if ((rc = exec_conn_open(sock, &conn)) == 0)
                exec_conn_close(conn);
        return rc == -ENOENT || rc == -ECONNREFUSED ? -ESRCH : 0;
}

/* ctl__request, and once more when it was not taken (ctl__not_taken): its
** executor was going down (a stop, sleep or restore, or one whose
** stopper was killed).  Sent again on a fresh connection once the
** sandbox is back: woken (wake given: an executor let go, a fresh one
** started; kill's ctl__kill_nowake waits as below, and answers -ESRCH
** when none is back), or else once what stopped it is done
** (ctl__stopper_wait).  After a stop or sleep there is none: "not
** running", said. */
static int ctl__request_again(ctl *c, exec_conn *conn, const char *cmd, const char *name,
                              json_t *req, json_t **reply, exec_conn **keep,
                              int (*wake)(ctl *c, const char *name))
{
        json_t *again = json_deep_copy(req);
        int rc = ctl__request(conn, cmd, name, req, reply, keep, 1);
        if (ctl__not_taken(rc)) {
                rc = wake ? wake(c, name) : ctl__stopper_wait(c, name);
                if (rc == 0 && (rc = ctl__connect(c, cmd, name, &conn, NULL)) == 0) {
                        rc = ctl__request(conn, cmd, name, again, reply, keep, 0);
                        again = NULL;
                }
        }
        json_decref(again);
        return rc;
}

/* Connect (waking as wake does), then ctl__request_again. */
static int ctl__call(ctl *c, const char *cmd, const char *name, json_t *req,
                     json_t **reply, exec_conn **keep, int (*wake)(ctl *c, const char *name))
{
        exec_conn *conn = NULL;
        int rc = ctl__connect(c, cmd, name, &conn, wake);
        if (rc < 0) {
                json_decref(req);
                return rc;
        }
        return ctl__request_again(c, conn, cmd, name, req, reply, keep, wake);
}

static int ctl__write_data(int fd, json_t *ev)
{
        const char *d = json_string_value(json_object_get(ev, "data"));
        unsigned char *buf;
        size_t n;
        if (!d || exec_b64_decode(d, &buf, &n) < 0)
                return -EPROTO;
        /* closed at our start (>&-): not thrown into the /dev/null that
         * sbx_std_fds put there, and exit 0 (as cat, echo: EBADF) */
        int rc = n && sbx_std_closed(fd) ? -EBADF : sbx_write_all(fd, buf, n);
        free(buf);
        return rc;
}

static int ctl__signum(const char *s)
{
        static const struct { const char *n; int v; } t[] = {
                { "HUP", SIGHUP }, { "INT", SIGINT }, { "QUIT", SIGQUIT }, { "KILL", SIGKILL },
                { "USR1", SIGUSR1 }, { "USR2", SIGUSR2 }, { "TERM", SIGTERM },
                { "CONT", SIGCONT }, { "STOP", SIGSTOP }, { "ALRM", SIGALRM },
        };
        if (!strncmp(s, "SIG", 3))
                s += 3;
        for (size_t i = 0; i < SBX_ARRAY_LEN(t); i++)
                if (!strcasecmp(s, t[i].n))
                        return t[i].v;
        int64_t v;
        if (sbx_parse_int(s, &v) == 0 && v > 0 && v < NSIG)
                return (int)v;
        return -1;
}

/* ---- exec ---- */
/* Signals go to the command; the third one ends the client itself, so a
** client whose executor stopped answering can still be interrupted. */
static volatile sig_atomic_t ctl__pending_sig, ctl__nsig, ctl__winch;
static struct termios ctl__tio;         /* the terminal as we found it (-t) */
static int ctl__raw;

static void ctl__tty_restore(void)
{
        if (ctl__raw)
                tcsetattr(0, TCSADRAIN, &ctl__tio);
        ctl__raw = 0;
}

static void ctl__on_sig(int s)
{
        ctl__pending_sig = s;
        if (++ctl__nsig >= 3) {
                ctl__tty_restore();
                _exit(128 + s);
        }
}

static void ctl__on_winch(int s)
{
        (void)s;
        ctl__winch = 1;
}

/* -t: is stdin a terminal?  Its modes kept for the restore.  Asked with
** the arguments, before anything is woken or recorded. */
static int ctl__tty_check(void)
{
        if (!isatty(0) || tcgetattr(0, &ctl__tio) < 0) {
                fprintf(stderr, "sbxctl: exec -t: stdin is not a terminal\n");
                return -ENOTTY;
        }
        return 0;
}

/* -t: the terminal's size for the request, and raw mode from now on (the
** sandbox's pty does the line editing, ^C and the echo); restored at exit. */
static void ctl__tty_start(json_t *req)
{
        struct winsize ws = { 0 };
        ioctl(0, TIOCGWINSZ, &ws);
        json_object_set_new(req, "tty", json_pack("{s:i,s:i}", "rows", ws.ws_row, "cols", ws.ws_col));
        const char *term = getenv("TERM");
        if (term && *term)
                json_object_set_new(json_object_get(req, "env"), "TERM", json_string(term));
        struct termios raw = ctl__tio;
        cfmakeraw(&raw);
        if (tcsetattr(0, TCSADRAIN, &raw) == 0)
                ctl__raw = 1;
        atexit(ctl__tty_restore);
        struct sigaction sa = { .sa_handler = ctl__on_winch };
        sigaction(SIGWINCH, &sa, NULL);
}

static void ctl__tty_resize(exec_conn *conn)
{
        struct winsize ws;
        ctl__winch = 0;
        if (ioctl(0, TIOCGWINSZ, &ws) == 0)
                exec_conn_send(conn, json_pack("{s:s,s:i,s:i}", "op", "resize",
                                               "rows", ws.ws_row, "cols", ws.ws_col));
}

/* An executor older than its backpressure (executor/daemon.c (1))
** dropped a client that fell 8 MiB behind: the output shown is not all
** of it.  Say whether the log has the rest (not once it was cut at
** log_max), and fail even if the command did not. */
static int ctl__exec_lagged(json_t *ev, const char *name, int code)
{
        const char *id = json_string_value(json_object_get(ev, "id"));
        if (json_is_true(json_object_get(ev, "truncated")))
                fprintf(stderr, "sbxctl: exec: output fell behind and was not all shown, and the log "
                        "of %s was cut at [exec] log_max: the rest of it is lost\n", id ? id : "it");
        else
                fprintf(stderr, "sbxctl: exec: output fell behind and was not all shown; the whole "
                        "of it is in 'sbxctl logs %s %s'\n", name, id ? id : "ID");
        return code ? code : CTL_EXIT_OWN;
}


/* The exit code of exec and wait for an ended command's record: its own
** code, but 124 (as timeout(1)) for one its --timeout or --cpu ended that
** exited 0 in its handler: a run cut short is no success.  Its reason
** said on stderr (not "killed": whoever killed it knows); not by exec
** when its output could not be written (quiet: what it says instead). */
static int ctl__end_code(const char *cmd, json_t *rec, int quiet)
{
        int code = (int)json_integer_value(json_object_get(rec, "exit_code"));
        const char *why = json_string_value(json_object_get(rec, "reason"));
        if (!why || !*why)
                return code;
        if (ctl__reason_has(why, "cwd") || ctl__reason_has(why, "host"))  /* never ran: exec's 125 */
                code = CTL_EXIT_OWN;
        if (strcmp(why, "killed") && !quiet)
                fprintf(stderr, "sbxctl: %s: command ended: %s\n", cmd, why);
        int cut = ctl__reason_has(why, "timeout") || ctl__reason_has(why, "cpu");
        return code == 0 && cut ? 124 : code;
}

/* in_open: our stdin goes to the command (not with -n: the executor
** gave it /dev/null, so there is nothing to read nor to close). */
static int ctl__exec_stream(exec_conn *conn, const char *name, int in_open)
{
        struct sigaction sa = { .sa_handler = ctl__on_sig };
        int fwd[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
        for (size_t i = 0; i < SBX_ARRAY_LEN(fwd); i++)
                sigaction(fwd[i], &sa, NULL);
        signal(SIGPIPE, SIG_IGN);
        int out_err[3] = { 0 };         /* [fd]: errno of its first failed write */
        for (;;) {
                if (ctl__pending_sig) {
                        int s = ctl__pending_sig;
                        ctl__pending_sig = 0;
                        exec_conn_send(conn, json_pack("{s:s,s:i}", "op", "signal", "signal", s));
                }
                if (ctl__winch)
                        ctl__tty_resize(conn);
                json_t *ev;
                int rc = exec_conn_recv(conn, &ev, 0);
                if (rc == -ETIMEDOUT) {
                        /* stdin is read only while the connection has room
                         * for it: the executor stops reading us while the
                         * command's stdin is backed up, and a blocked write
                         * here would leave its output unread */
                        int room = 1;
                        if (in_open) {
                                struct pollfd w = { .fd = exec_conn_fd(conn), .events = POLLOUT };
                                room = poll(&w, 1, 0) == 1 && (w.revents & POLLOUT);
                        }
                        struct pollfd p[2] = {
                                { .fd = exec_conn_fd(conn), .events = POLLIN | (in_open && !room ? POLLOUT : 0) },
                                { .fd = in_open && room ? 0 : -1, .events = POLLIN } };
                        if (poll(p, 2, -1) < 0 && errno != EINTR)
                                return CTL_EXIT_OWN;
                        if (in_open && p[1].revents) {
                                char buf[32768];
                                ssize_t n = read(0, buf, sizeof buf);
                                if (n > 0) {
                                        sbx_autofree char *d = exec_b64_encode(buf, (size_t)n);
                                        exec_conn_send(conn, json_pack("{s:s,s:s}", "op", "stdin", "data", d));
                                } else if (n == 0 || errno != EINTR) {
                                        in_open = 0;
                                        exec_conn_send(conn, json_pack("{s:s,s:b}", "op", "stdin", "eof", 1));
                                }
                        }
                        continue;
                }
                if (rc == -EINTR)
                        continue;
                if (rc < 0) {
                        fprintf(stderr, "sbxctl: exec: lost the executor (%s)\n",
                                rc == -EPIPE ? "connection closed" : strerror(-rc));
                        return CTL_EXIT_OWN;
                }
                const char *e = json_string_value(json_object_get(ev, "ev"));
                if (e && !strcmp(e, "out")) {
                        int fd = (int)json_integer_value(json_object_get(ev, "fd")) == 2 ? 2 : 1;
                        int w = out_err[fd] ? 0 : ctl__write_data(fd, ev);
                        if (w < 0 && w != -EPROTO) {
                                out_err[fd] = -w;
                                /* its output has nowhere to go (a closed pipe: exec --
                                 * yes | head ran for good; a full disk): end the
                                 * command as a closed pipe ends its writer */
                                if (fd == 1)
                                        exec_conn_send(conn, json_pack("{s:s,s:i}", "op", "signal",
                                                                       "signal", SIGPIPE));
                        }
                } else if (e && !strcmp(e, "exit")) {
                        ctl__tty_restore();     /* before our own messages */
                        int code = ctl__end_code("exec", ev, out_err[1] != 0);
                        if (json_is_true(json_object_get(ev, "lagged")))
                                code = ctl__exec_lagged(ev, name, code);
                        if (out_err[1] && out_err[1] != EPIPE)  /* a shell says nothing of a pipe */
                                fprintf(stderr, "sbxctl: exec: could not write the command's "
                                        "output: %s\n", strerror(out_err[1]));
                        if (out_err[1] && !code)
                                code = CTL_EXIT_OWN;    /* not all of it reached stdout */
                        json_decref(ev);
                        return code;
                }
                json_decref(ev);
        }
}

static int ctl__exec_wedged(ctl *c, const char *name);

/* A record's argv as one line in buf, cut at n bytes (not escaped). */
static void ctl__argv_text(json_t *rec, char *buf, size_t n)
{
        size_t k;
        json_t *a;
        *buf = 0;
        json_array_foreach(json_object_get(rec, "argv"), k, a) {
                size_t l = strlen(buf);
                snprintf(buf + l, n - l, "%s%s", k ? " " : "", json_string_value(a));
        }
}

int ctl_exec_tagged(ctl *c, const char *name, const char *tag, int sig, json_t *live)
{
        /* stop_wait for an answer; a kill answers once the command's
         * processes are gone, TERM turning into KILL after kill_grace */
        int ms = (int)ctl_stop_wait(c) * 1000, kms = ms + (int)(c->cf->exec_kill_grace + 5) * 1000;
        sbx_autofree char *sock = ctl__sock(c, name);
        char err[256];
        json_t *ps = NULL, *k = NULL, *req = json_pack("{s:s}", "op", "ps");
        if (tag)
                json_object_set_new(req, "tag", json_string(tag));
        /* a ps refused (EBUSY: replies not taken) is asked again until
         * stop_wait: read as "nothing runs", a turn's commands ran on
         * past its end and capture */
        int64_t until = sbx_mono_ns() + (int64_t)ms * 1000000;
        int rc;
        while ((rc = exec_request_within(sock, json_incref(req), &ps, err, sizeof err, ms)) == -EBUSY &&
               sbx_mono_ns() < until)
                usleep(100000);
        json_decref(req);
        int late = rc == -ETIMEDOUT;
        if (late && !tag)
                return ctl__exec_wedged(c, name);
        if (late) {
                fprintf(stderr, "sbxctl: %s: its executor did not answer in %d s: the commands of %s "
                        "not looked at\n", name, ms / 1000, tag);
                return -ETIMEDOUT;
        }
        /* no executor (its socket gone, nobody listening): nothing runs */
        if (rc < 0 && rc != -ENOENT && rc != -ECONNREFUSED) {
                fprintf(stderr, "sbxctl: %s: its executor's commands%s%s cannot be listed: %s\n", name,
                        tag ? " of " : "", tag ? tag : "", err);
                return rc;
        }
        size_t i;
        json_t *r;
        int running = 0;
        json_array_foreach(json_object_get(ps, "commands"), i, r) {
                const char *t = json_string_value(json_object_get(r, "tag"));
                const char *st = json_string_value(json_object_get(r, "state"));
                const char *id = json_string_value(json_object_get(r, "id"));
                if ((tag && (!t || strcmp(t, tag))) || !st || !id)
                        continue;
                int runs = !strcmp(st, "running") || !strcmp(st, "starting");
                int left = json_integer_value(json_object_get(r, "procs")) > 0;
                running += runs;
                if (live && (runs || left))
                        json_array_append_new(live, json_pack("{s:s,s:O,s:s,s:b,s:O}", "id", id,
                                "argv", json_object_get(r, "argv") ? json_object_get(r, "argv") : json_null(),
                                "state", st, "detached", json_is_true(json_object_get(r, "detached")),
                                "tag", t ? json_object_get(r, "tag") : json_null()));
                if (sig && !late && (runs || left)) {
                        late = exec_request_within(sock, json_pack("{s:s,s:s,s:i}", "op", "kill", "id", id,
                                                                   "signal", sig), &k, err, sizeof err,
                                                   kms) == -ETIMEDOUT;
                        json_decref(k);
                        k = NULL;
                        if (late)
                                fprintf(stderr, "sbxctl: %s: its executor did not answer a kill of %s "
                                        "in %d s\n", name, id, kms / 1000);
                }
        }
        json_decref(ps);
        return running;
}

void ctl_exec_ended_print(FILE *f, json_t *ended)
{
        size_t i;
        json_t *r;
        json_array_foreach(ended, i, r) {
                char cmd[256], how[96];
                ctl__argv_text(r, cmd, sizeof cmd);
                const char *t = json_string_value(json_object_get(r, "tag"));
                const char *st = json_string_value(json_object_get(r, "state"));
                int left = strcmp(st, "running") && strcmp(st, "starting");
                if (t)
                        snprintf(how, sizeof how, "%s%s", strncmp(t, "turn:", 5) ? "" : "turn ",
                                 strncmp(t, "turn:", 5) ? t : t + 5);
                else
                        snprintf(how, sizeof how, "%s", json_is_true(json_object_get(r, "detached")) ?
                                 "detached" : "");
                if (left)
                        snprintf(how + strlen(how), sizeof how - strlen(how), "%sprocesses it left",
                                 *how ? ", " : "");
                sbx_autofree char *esc = sbx_escape_text(cmd);        /* the agent's bytes */
                fprintf(f, "ended %s%s%s%s: %s\n", json_string_value(json_object_get(r, "id")),
                        *how ? " (" : "", how, *how ? ")" : "", esc);
        }
}

int ctl_cmd_exec(ctl *c, int argc, char **argv)
{
        return ctl_exec_run(c, argc, argv, NULL);
}

/* Does NAME's sbxexec keep turn tags (its hello says so)? */
static int ctl__exec_tags(ctl *c, const char *name)
{
        sbx_autofree char *sock = ctl__sock(c, name);
        json_t *reply = NULL;
        char err[256];
        if (exec_request_within(sock, json_pack("{s:s,s:i}", "op", "hello", "version", EXEC_PROTO_VERSION),
                                &reply, err, sizeof err, (int)ctl_stop_wait(c) * 1000) < 0)
                return 1;       /* the exec itself will say what is wrong */
        int yes = json_is_true(json_object_get(reply, "tags"));
        json_decref(reply);
        return yes;
}

/* Is exec's option a (--timeout, --cpu, --pids) given a well-formed
** value v past the executor's bound?  Those are constants; --nofile's
** is the executor's own hard limit, which only it knows (it may run
** under other limits than this sbxctl: a service's). */
static int ctl__exec_over(const char *a, const char *v, int64_t *n)
{
        static const char *const opt[] = { "--timeout", "--cpu", "--pids" };
        for (size_t i = 0; i < sizeof opt / sizeof *opt; i++)
                if (!strcmp(a, opt[i]))
                        return sbx_parse_int(v, n) == 0 && *n > exec_limit_max(a + 2);
        return 0;
}

/* ctl_exec_run's wake when only the arguments are to be checked */
static int ctl__args_only(ctl *c, const char *name)
{
        (void)c;
        (void)name;
        return 0;
}

int ctl_exec_args(ctl *c, int argc, char **argv)
{
        return ctl_exec_run(c, argc, argv, ctl__args_only);
}

int ctl_exec_run(ctl *c, int argc, char **argv, int (*wake)(ctl *c, const char *name))
{
        if (argc < 2)
                return ctl_usage(argv[0]);
        const char *name = NULL;
        int rc;
        json_t *req = json_pack("{s:s}", "op", "exec");
        json_t *env = json_object(), *lim = json_object();
        int detach = 0, no_stdin = 0, tty = 0, i = 1;
        const char *bad_opt = NULL, *bad_val = NULL, *want = NULL;
        for (; i < argc && strcmp(argv[i], "--"); i++) {
                const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
                int64_t n;
                if (a[0] != '-' && !name) {     /* NAME, before or among the options */
                        name = a;
                        continue;
                }
                if (!strcmp(a, "-d") || !strcmp(a, "--detach")) {
                        detach = 1;
                        continue;
                }
                if (!strcmp(a, "-n") || !strcmp(a, "--no-stdin")) {
                        no_stdin = 1;
                        continue;
                }
                if (!strcmp(a, "-t") || !strcmp(a, "--tty")) {
                        tty = 1;
                        continue;
                }
                if (!v)
                        goto usage;
                i++;
                if (!strcmp(a, "--cwd")) {
                        json_t *j = ctl_json_text(argv[0], "--cwd", v);
                        if (!j)
                                goto bad;
                        json_object_set_new(req, "cwd", j);
                } else if (!strcmp(a, "--env")) {
                        const char *eq = strchr(v, '=');
                        if (!eq) {
                                bad_opt = a, bad_val = v, want = "NAME=VALUE";
                                goto usage;
                        }
                        sbx_autofree char *k = strndup(v, (size_t)(eq - v));
                        /* before, any bytes went (the executor's env_allow
                         * the only test): 'APP_x y' passed an APP_* */
                        if (!sbx_env_name_ok(k)) {
                                sbx_autofree char *esc = sbx_escape_text(k);
                                fprintf(stderr, "sbxctl: %s: --env '%s': not an environment variable "
                                        "name ([A-Za-z_][A-Za-z0-9_]*)\n", argv[0], esc);
                                goto bad;
                        }
                        json_t *j = ctl_json_text(argv[0], "an --env name", k);
                        json_decref(j);
                        if (!j || !(j = ctl_json_text(argv[0], "an --env value", eq + 1)))
                                goto bad;
                        json_object_set_new(env, k, j);
                } else if (ctl__exec_over(a, v, &n)) {
                        /* the executor's bounds, said before any wake: it
                         * refused the command once woken, and sbxctl exited
                         * 125 as if it had failed itself */
                        fprintf(stderr, "sbxctl: %s: %s '%s': at most %lld\n", argv[0], a, v,
                                (long long)exec_limit_max(a + 2));
                        goto bad;
                } else if (!strcmp(a, "--timeout") && sbx_parse_int(v, &n) == 0 && n >= 0)
                        json_object_set_new(req, "timeout", json_integer(n));
                else if ((!strcmp(a, "--memory") || !strcmp(a, "--fsize")) && sbx_parse_size(v, &n) == 0 &&
                         n >= 0) {
                        /* a sandbox's stored limit comes as --memory too */
                        sbx_autofree char *what = sbx_asprintf("%s %s (given, or the sandbox's "
                                                               "limit)", a, v);
                        if (ctl_limit_low(argv[0], what, a + 2, n))
                                goto bad;
                        json_object_set_new(lim, a + 2, json_integer(n));
                }
                else if ((!strcmp(a, "--pids") || !strcmp(a, "--cpu") || !strcmp(a, "--nofile")) &&
                         sbx_parse_int(v, &n) == 0 && n >= 0)
                        json_object_set_new(lim, a + 2, json_integer(n));
                else {
                        bad_opt = a, bad_val = v;
                        want = !strcmp(a, "--timeout") || !strcmp(a, "--cpu") ?
                               "whole seconds (0: none)" :
                               !strcmp(a, "--memory") || !strcmp(a, "--fsize") ? "a size (e.g. 512M)" :
                               !strcmp(a, "--pids") || !strcmp(a, "--nofile") ? "a count" : NULL;
                        goto usage;
                }
        }
        if (i + 1 >= argc || !name)
                goto usage;
        if ((rc = ctl_bad_name(argv[0], "sandbox", name)) != 0) {
                json_decref(req);
                json_decref(env);
                json_decref(lim);
                return rc;
        }
        json_t *av = json_array();
        json_object_set_new(req, "argv", av);
        for (i++; i < argc; i++) {
                json_t *j = ctl_json_text(argv[0], "an argument", argv[i]);
                if (!j)
                        goto bad;
                json_array_append_new(av, j);
        }
        /* what sbxexec refuses (E2BIG), said before any wake and run:
         * it exited 125 with an audit row, as if sbxctl had failed */
        size_t given;
        int over = exec_args_over(av, env, &given);
        if (over) {
                if (over == 1)
                        fprintf(stderr, "sbxctl: %s: %zu arguments: at most %d\n", argv[0],
                                json_array_size(av), EXEC_ARGV_MAX);
                else if (over == 2)
                        fprintf(stderr, "sbxctl: %s: %zu --env: at most %d\n", argv[0],
                                json_object_size(env), EXEC_ENV_GIVEN_MAX);
                else
                        fprintf(stderr, "sbxctl: %s: arguments and --env of %zu bytes: at most %d\n",
                                argv[0], given, EXEC_ARGS_BYTES_MAX);
                goto bad;
        }
        json_object_set_new(req, "env", env);
        json_object_set_new(req, "limits", lim);
        json_object_set_new(req, "detach", json_boolean(detach));
        if (c->exec_tag)
                json_object_set_new(req, "tag", json_string(c->exec_tag));
        json_object_set_new(req, "stdin", json_boolean(!detach && !no_stdin));
        if (tty && (detach || no_stdin)) {
                json_decref(req);
                fprintf(stderr, "sbxctl: exec -t: a terminal needs the foreground and stdin\n");
                return 2;
        }
        if (tty && ctl__tty_check() < 0) {
                json_decref(req);
                return CTL_EXIT_OWN;
        }
        if (wake == ctl__args_only) {
                json_decref(req);
                return 0;
        }
        json_t *reply = NULL;
        exec_conn *fresh = NULL, *conn = NULL;
        if ((rc = ctl__connect(c, argv[0], name, &fresh, wake)) < 0) {
                json_decref(req);
                return CTL_EXIT_OWN;
        }
        if (c->exec_tag && !ctl__exec_tags(c, name)) {
                /* an sbxexec started by an sbx before turn tags ignores them:
                 * turn end would neither wait for this command nor end it,
                 * and its writes would land after the turn's capture */
                fprintf(stderr, "sbxctl: %s: exec --turn: its sbxexec was started by an older sbx and "
                        "keeps no turn tags; `sbxctl stop %s` and start it again to upgrade it\n",
                        name, name);
                json_decref(req);
                exec_conn_close(fresh);
                return CTL_EXIT_OWN;
        }
        if (tty)
                ctl__tty_start(req);
        /* Not taken, it is sent once more (ctl__request_again): an
         * executor that a stop, sleep or restore killed midway left
         * going down is let go, and a fresh one started
         * (ctl_exec_daemon_start).  It failed ("sandbox is stopping",
         * "Connection reset by peer"). */
        rc = ctl__request_again(c, fresh, argv[0], name, req, &reply, &conn, wake);
        if (rc < 0)
                ctl__tty_restore();
        const char *id = json_string_value(json_object_get(reply, "id"));
        if (detach && id) {     /* one that could not start has a record too */
                if (c->json)
                        printf("{\"id\":\"%s\"}\n", id);
                else
                        printf("%s\n", id);
        }
        if (rc < 0) {   /* one that could not start: 127 or 126, as a shell gives;
                         * 125 for its --cwd, as env --chdir (no program failed),
                         * and for the executor's own failure to set it up */
                const char *why = json_string_value(json_object_get(reply, "reason"));
                int code = reply && json_is_integer(json_object_get(reply, "exit_code"))
                           ? (int)json_integer_value(json_object_get(reply, "exit_code")) : CTL_EXIT_OWN;
                if (why && (ctl__reason_has(why, "cwd") || ctl__reason_has(why, "host")))
                        code = CTL_EXIT_OWN;
                json_decref(reply);
                exec_conn_close(conn);
                return code;
        }
        if (detach) {
                json_decref(reply);
                exec_conn_close(conn);
                return 0;
        }
        json_decref(reply);
        rc = ctl__exec_stream(conn, name, !no_stdin);
        exec_conn_close(conn);
        return rc;
usage:
        json_decref(req);
        json_decref(env);
        json_decref(lim);
        return want ? ctl_bad_value(argv[0], bad_opt, bad_val, want) : ctl_usage(argv[0]);
bad:                    /* said what: no usage */
        json_decref(req);
        json_decref(env);
        json_decref(lim);
        return 2;
}

/* ---- ps ---- */
static void ctl__fmt_time(json_int_t ms, char *out, size_t n)
{
        time_t t = (time_t)(ms / 1000);
        struct tm tm;
        gmtime_r(&t, &tm);
        strftime(out, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

int ctl_cmd_ps(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (rc)
                return rc;
        json_t *reply = NULL;
        if (ctl__call(c, argv[0], argv[1], json_pack("{s:s}", "op", "ps"), &reply, NULL,
                      ctl__wake_reader) < 0)
                return 1;
        json_t *cmds = json_object_get(reply, "commands");
        /* the reply's budget (PROTOCOL.md): the oldest left out */
        json_int_t left = json_integer_value(json_object_get(reply, "omitted"));
        if (c->json) {          /* an array still; what it lacks said beside it */
                char *s = json_dumps(cmds, JSON_COMPACT);
                printf("%s\n", s);
                free(s);
                json_decref(reply);
                if (left > 0)
                        fprintf(stderr, "sbxctl: ps: %lld older commands not shown\n", (long long)left);
                return 0;
        }
        printf("%-12s %-8s %-5s %-16s %8s %-20s %s\n", "ID", "STATE", "CODE", "REASON", "CPU_S", "STARTED",
               "COMMAND");
        size_t i;
        json_t *o;
        json_array_foreach(cmds, i, o) {
                char when[32], code[16] = "-", cpu[24] = "-";
                json_t *ns = json_object_get(o, "cpu_ns");
                if (json_is_integer(ns))
                        snprintf(cpu, sizeof cpu, "%.2f", (double)json_integer_value(ns) / 1e9);
                ctl__fmt_time(json_integer_value(json_object_get(o, "started")), when, sizeof when);
                json_t *ec = json_object_get(o, "exit_code");
                if (ec)
                        snprintf(code, sizeof code, "%d", (int)json_integer_value(ec));
                const char *why = json_string_value(json_object_get(o, "reason"));
                char cmd[256];
                ctl__argv_text(o, cmd, sizeof cmd);
                sbx_autofree char *esc = sbx_escape_text(cmd);        /* the agent's bytes */
                printf("%-12s %-8s %-5s %-16s %8s %-20s %s\n",
                       json_string_value(json_object_get(o, "id")),
                       json_string_value(json_object_get(o, "state")), code,
                       why && *why ? why : "-", cpu, when, esc);
        }
        /* output the log could not take (PROTOCOL.md): only --json said so */
        json_array_foreach(cmds, i, o) {
                json_int_t lost = json_integer_value(json_object_get(o, "output_lost"));
                if (lost > 0)
                        printf("(%s: %lld bytes of its output lost: its log marks where)\n",
                               json_string_value(json_object_get(o, "id")), (long long)lost);
        }
        if (left > 0)
                printf("(%lld older commands not shown)\n", (long long)left);
        json_decref(reply);
        return 0;
}

/* ---- logs ----
** What the command wrote to stdout goes to our stdout, to stderr to our
** stderr (the events' fd, executor/daemon.c (16)); fd 0 (sbx's marker
** lines, a log of an older sbxexec) to stdout.  --stdout shows what
** would go to stdout, --stderr what would go to stderr: asked of the
** executor, and filtered here too (an older one sends everything). */
int ctl_cmd_logs(ctl *c, int argc, char **argv)
{
        if (argc < 3)
                return ctl_usage(argv[0]);
        ctl__operands_first(argc, argv, (const char *const[]){ "--since", NULL });
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (!rc)
                rc = ctl__id_arg(argv[0], argv[2]);
        if (rc)
                return rc;
        int follow = 0, only = 0;
        int64_t since = 0;
        for (int i = 3; i < argc; i++) {
                if (!strcmp(argv[i], "-f") || !strcmp(argv[i], "--follow"))
                        follow = 1;
                else if (!strcmp(argv[i], "--stdout") || !strcmp(argv[i], "--stderr")) {
                        int want = strcmp(argv[i], "--stdout") ? 2 : 1;
                        if (only && only != want)
                                return ctl_usage(argv[0]);      /* one stream, or both: no flag */
                        only = want;
                } else if (!strcmp(argv[i], "--since") && i + 1 < argc) {
                        if (sbx_parse_int(argv[++i], &since) < 0 || since < 0)
                                return ctl_bad_value(argv[0], "--since", argv[i],
                                                     "a byte offset (0 or more)");
                } else
                        return ctl_usage(argv[0]);
        }
        json_t *reply = NULL;
        exec_conn *conn = NULL;
        json_t *req = json_pack("{s:s,s:s,s:I,s:b}", "op", "logs", "id", argv[2],
                                "since", (json_int_t)since, "follow", follow);
        if (only)
                json_object_set_new(req, "fd", json_integer(only));
        if (ctl__call(c, argv[0], argv[1], req, &reply, &conn,
                      ctl__wake_reader) < 0) {
                json_decref(reply);
                exec_conn_close(conn);
                return 1;
        }
        json_decref(reply);
        signal(SIGPIPE, SIG_IGN);
        for (;;) {
                json_t *ev;
                rc = exec_conn_recv(conn, &ev, -1);
                if (rc == -EINTR)
                        continue;
                if (rc < 0) {
                        fprintf(stderr, "sbxctl: logs: lost the executor\n");
                        exec_conn_close(conn);
                        return 1;
                }
                const char *e = json_string_value(json_object_get(ev, "ev"));
                if (e && !strcmp(e, "out")) {
                        int fd = json_integer_value(json_object_get(ev, "fd")) == 2 ? 2 : 1;
                        int w = only && fd != only ? 0 : ctl__write_data(fd, ev);
                        if (w < 0) {
                                if (w != -EPIPE)
                                        fprintf(stderr, "sbxctl: logs: could not write the output: %s\n",
                                                strerror(-w));
                                json_decref(ev);
                                exec_conn_close(conn);
                                return 1;
                        }
                } else {
                        int bad = !e || strcmp(e, "end");
                        if (bad)
                                fprintf(stderr, "sbxctl: logs: %s\n",
                                        json_string_value(json_object_get(ev, "error")) ?: "failed");
                        json_decref(ev);
                        exec_conn_close(conn);
                        return bad;
                }
                json_decref(ev);
        }
}

/* ---- wait ---- */
int ctl_cmd_wait(ctl *c, int argc, char **argv)
{
        if (argc != 3 && argc != 5)
                return ctl_usage(argv[0]);
        ctl__operands_first(argc, argv, (const char *const[]){ "--timeout", NULL });
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (!rc)
                rc = ctl__id_arg(argv[0], argv[2]);
        if (rc)
                return rc;
        json_t *req = json_pack("{s:s,s:s}", "op", "wait", "id", argv[2]);
        if (argc == 5) {
                double t;
                if (strcmp(argv[3], "--timeout") || ctl_parse_secs(argv[4], &t) < 0) {
                        json_decref(req);
                        return strcmp(argv[3], "--timeout") ? ctl_usage(argv[0]) :
                               ctl_bad_value(argv[0], argv[3], argv[4], "seconds (e.g. 30, 0.5)");
                }
                json_object_set_new(req, "timeout", json_real(t));
        }
        json_t *reply = NULL;
        exec_conn *conn = NULL;
        rc = ctl__call(c, argv[0], argv[1], req, &reply, &conn, ctl__wake_reader);
        exec_conn_close(conn);
        if (rc < 0) {
                /* 124: the executor's answer that the command still runs
                 * (a reply: not a wake nor an executor that timed out) */
                int late = rc == -ETIMEDOUT && reply;
                json_decref(reply);
                return late ? 124 : CTL_EXIT_OWN;
        }
        if (c->json) {
                char *s = json_dumps(reply, JSON_COMPACT);
                printf("%s\n", s);
                free(s);
        }
        int code = ctl__end_code("wait", reply, 0);
        json_decref(reply);
        return code;
}

/* ---- kill ---- */
/* kill of a command of a sandbox that runs nothing (ctl__kill_nowake):
** done, said, when its record is there (the command ended with the rest
** of the sandbox as it slept or stopped); else "not running", as before,
** and -ENOENT. */
static int ctl__kill_none(ctl *c, const char *name, const char *id)
{
        sbx_autofree char *leaf = sbx_asprintf("exec/cmds/%s", id);
        sbx_autofree char *rec = ctl_sandbox_path(c, name, leaf);
        struct stat st;
        if (stat(rec, &st) == 0) {
                fprintf(stderr, "sbxctl: kill %s: the sandbox is not running, so nothing of it runs "
                        "(%s ended with it); nothing woken\n", name, id);
                return 0;
        }
        if (ctl_catalog_try(c) && ctl_sandbox_unknown(c, "kill", name))
                return -ENOENT;         /* said: not "not running", the name's wrong */
        sbx_autofree char *sock = ctl__sock(c, name);
        fprintf(stderr, "sbxctl: kill %s: the sandbox is not running (no executor at %s)\n", name, sock);
        return -ENOENT;
}

int ctl_cmd_kill(ctl *c, int argc, char **argv)
{
        if (argc != 3 && argc != 5)
                return ctl_usage(argv[0]);
        ctl__operands_first(argc, argv, (const char *const[]){ "--signal", NULL });
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (!rc)
                rc = ctl__id_arg(argv[0], argv[2]);
        if (rc)
                return rc;
        int sig = SIGTERM;
        if (argc == 5 && strcmp(argv[3], "--signal"))
                return ctl_usage(argv[0]);
        if (argc == 5 && (sig = ctl__signum(argv[4])) < 0)
                return ctl_bad_value(argv[0], argv[3], argv[4], "a signal (TERM, KILL, INT, HUP, ... "
                                     "or its number)");
        json_t *reply = NULL;
        rc = ctl__call(c, argv[0], argv[1], json_pack("{s:s,s:s,s:i}", "op", "kill", "id", argv[2],
                                                      "signal", sig), &reply, NULL, ctl__kill_nowake);
        if (rc == -ESRCH && ctl__kill_none(c, argv[1], argv[2]) < 0)
                return 1;
        if (rc < 0 && rc != -ESRCH)
                return 1;
        int ended = rc == -ESRCH || json_is_true(json_object_get(reply, "ended"));
        if (ended && rc != -ESRCH)      /* done all the same: exit 0 */
                fprintf(stderr, "sbxctl: kill %s: %s had already ended; nothing signalled\n",
                        argv[1], argv[2]);
        json_decref(reply);
        ctl_audit_cmd(c, argv[1], 0, argc, argv, 0);
        if (c->json)            /* a script reading stdout as JSON gets an answer */
                ctl_print_json(json_pack("{s:s,s:s,s:i,s:b}", "name", argv[1], "id", argv[2],
                                         "signal", sig, "signalled", !ended));
        return 0;
}

/* ---- preview ---- */
/* preview's arguments: 0, or the usage printed and 2 */
int ctl_preview_args(int argc, char **argv, int64_t *port, int64_t *hport)
{
        if (argc != 3 && argc != 5)
                return ctl_usage(argv[0]);
        ctl__operands_first(argc, argv, (const char *const[]){ "--host-port", NULL });
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (rc)
                return rc;
        *hport = 0;
        if (argc == 5 && strcmp(argv[3], "--host-port"))
                return ctl_usage(argv[0]);
        if (sbx_parse_int(argv[2], port) < 0 || *port <= 0 || *port > 65535)
                return ctl_bad_value(argv[0], "PORT", argv[2], "a port (1-65535)");
        if (argc == 5 && (sbx_parse_int(argv[4], hport) < 0 || *hport < 0 || *hport > 65535))
                return ctl_bad_value(argv[0], argv[3], argv[4], "a port (1-65535; 0: any free one)");
        return 0;
}

int ctl_cmd_preview(ctl *c, int argc, char **argv)
{
        return ctl_preview_run(c, argc, argv, NULL);
}

int ctl_preview_run(ctl *c, int argc, char **argv, int (*wake)(ctl *c, const char *name))
{
        int64_t port, hport;
        int rc = ctl_preview_args(argc, argv, &port, &hport);
        if (rc)
                return rc;
        json_t *reply = NULL;
        if (ctl__call(c, argv[0], argv[1], json_pack("{s:s,s:I,s:I}", "op", "preview",
                      "port", (json_int_t)port, "host_port", (json_int_t)hport), &reply, NULL,
                      wake) < 0)
                return 1;
        const char *url = json_string_value(json_object_get(reply, "url"));
        if (c->json)
                printf("{\"url\":\"%s\",\"port\":%d}\n", url, (int)port);
        else
                printf("%s\n", url);
        json_decref(reply);
        return 0;
}

/* ---- the daemon ---- */
static int ctl__hello(ctl *c, const char *name, pid_t *pid)
{
        sbx_autofree char *sock = ctl__sock(c, name);
        json_t *reply = NULL;
        char err[256];
        int rc = exec_request_within(sock, json_pack("{s:s,s:i}", "op", "hello", "version",
                                                     EXEC_PROTO_VERSION), &reply, err, sizeof err,
                                     (int)ctl_stop_wait(c) * 1000);
        if (rc < 0)
                return rc;
        if (pid)
                *pid = (pid_t)json_integer_value(json_object_get(reply, "pid"));
        json_decref(reply);
        return 0;
}

/* A running sbxexec that does not answer: not to be taken for gone (a
** second one would refuse to start beside it, and the wait for it to
** answer would wait stop_wait at every try). */
static int ctl__exec_wedged(ctl *c, const char *name)
{
        fprintf(stderr, "sbxctl: %s: its sbxexec does not answer (%llds); `sbxctl stop %s --force` ends it\n",
                name, (long long)ctl_stop_wait(c), name);
        return -ETIMEDOUT;
}

/* sbxexec (pid) exited before it answered: its last lines (up to 2:
** the cause, then what failed with it), from its log past offset from
** (its own, not an earlier run's), said and kept in c->why for the
** wake's record. */
static int ctl__exec_died(ctl *c, const char *name, pid_t pid, const char *logp, off_t from)
{
        char buf[4096] = "", said[sizeof c->why];
        int fd = open(logp, O_RDONLY | O_CLOEXEC);
        ssize_t n = 0;
        if (fd >= 0) {
                off_t end = lseek(fd, 0, SEEK_END);
                if (end < from)
                        from = 0;       /* rotated since (another's reap pass): all of it is new */
                if (end - from > (off_t)sizeof buf - 1)
                        from = end - (off_t)sizeof buf + 1;     /* its tail */
                n = end > from ? pread(fd, buf, sizeof buf - 1, from) : 0;
                close(fd);
        }
        buf[n > 0 ? n : 0] = 0;
        ctl_last_words(buf, "sbxexec", said, sizeof said);
        snprintf(c->why, sizeof c->why, "sbxexec exited: %.*s", (int)(sizeof c->why - 17),
                 *said ? said : "(it said nothing)");      /* (a long line is cut) */
        fprintf(stderr, "sbxctl: start %s: %s (pid %d; see %s)\n", name, c->why, (int)pid, logp);
        return -ECHILD;
}

/* An sbxexec that holds its lock (EXECDIR/lock) but answers no hello:
** one coming up (a start killed once it spawned it goes on) or one going
** down (a stop under way, or one whose client was killed: hello is
** refused ESHUTDOWN until the socket goes, last).  A second spawned beside
** it died ("another sbxexec runs for this sandbox") and the wake failed.
** So wait for it to answer or to exit, as long as a stop may take.
** 0 it answers, 1 none holds the lock (gone) or it answers otherwise,
** -ETIMEDOUT. */
static int ctl__exec_settle(ctl *c, const char *name)
{
        sbx_autofree char *lockp = ctl_sandbox_path(c, name, "exec/lock");
        int64_t end = sbx_mono_ns() + (ctl_stop_wait(c) + c->cf->exec_kill_grace + 10) * 1000000000ll;
        while (sbx_flock_holder(lockp) > 0) {
                int rc = ctl__hello(c, name, NULL);
                if (rc == 0 || rc == -ETIMEDOUT)
                        return rc;
                if (rc == -EBUSY)
                        return 0;       /* up, its client slots all taken: not gone */
                if (rc != -ENOENT && rc != -ECONNREFUSED && rc != -EPIPE && !ctl__not_taken(rc))
                        return 1;       /* not "no socket yet, or going": as before */
                if (sbx_mono_ns() > end)
                        return -ETIMEDOUT;
                usleep(20000);
        }
        return 1;
}

int ctl_exec_daemon_start(ctl *c, const char *name, const char *workspace)
{
        *c->why = 0;
        int rc = ctl__hello(c, name, NULL);
        if (rc == 0)
                return 0;               /* already running */
        if (rc != -ETIMEDOUT)
                rc = ctl__exec_settle(c, name);
        if (rc == 0)
                return 0;               /* the one coming up answers */
        if (rc == -ETIMEDOUT)
                return ctl__exec_wedged(c, name);
        sbx_autofree char *bin = sbx_find_companion("sbxexec");
        if (!bin) {
                fprintf(stderr, "sbxctl: start %s: sbxexec not found beside sbxctl nor on PATH\n", name);
                return -ENOENT;
        }
        sbx_autofree char *dir = ctl_sandbox_path(c, name, "exec");
        sbx_autofree char *logp = ctl_sandbox_path(c, name, "exec/sbxexec.log");
        ctl_sandbox_logs_rotate(c, name, NULL);
        sbx_autofree char *sdir = ctl_sandbox_dir(c, name);
        rc = ctl_sandbox_mkdir(c, sdir);        /* (11) of cmd_sandbox.c */
        if (rc == 0)
                rc = sbx_mkdir_p(dir, 0700);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: start %s: mkdir %s: %s\n", name, dir, strerror(-rc));
                return rc;
        }
        /* The ids its sbxfs shows the tree's owner as (one started
         * before sandboxes had their own shows [exec] uid's); its own
         * when no sbxfs runs (a plain directory). */
        uint32_t uid, gid;
        int own = ctl_fs_mapped(c, name, &uid);
        if (own >= 0)
                gid = uid;
        else if ((own = ctl_sandbox_ids(c, name, &uid, &gid)) < 0)
                return own;
        if (!own)
                uid = (uint32_t)c->cf->exec_uid, gid = (uint32_t)c->cf->exec_gid;
        char us[16], gs[16];
        sbx_autofree char *who = ctl_claim_name(c, name);
        snprintf(us, sizeof us, "%u", uid);
        snprintf(gs, sizeof gs, "%u", gid);
        /* Double fork: sbxexec is nobody's child, in its own session.
         * The grandchild sends its pid up a pipe (closed at its exec), so
         * that the wait below ends as soon as sbxexec exits (a bad
         * [exec] rootfs, an unknown socket_group) rather than asking its
         * socket for 13 s; what it logs from here on is its own. */
        struct stat ls;
        off_t from = stat(logp, &ls) == 0 ? ls.st_size : 0;
        int pp[2];
        if (pipe2(pp, O_CLOEXEC) < 0)
                return -errno;
        pid_t pid = fork();
        if (pid < 0) {
                rc = -errno;
                close(pp[0]);
                close(pp[1]);
                return rc;
        }
        if (pid == 0) {
                setsid();
                if (fork() != 0)
                        _exit(0);
                pid_t me = getpid();
                if (write(pp[1], &me, sizeof me) != (ssize_t)sizeof me)
                        _exit(127);
                int in = open("/dev/null", O_RDONLY);
                int out = open(logp, O_WRONLY | O_CREAT | O_APPEND, 0600);
                if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0)
                        _exit(127);
                closefrom(3);
                char *av[16];
                int n = 0;
                av[n++] = bin;
                if (own) {
                        av[n++] = "--uid";
                        av[n++] = us;
                        av[n++] = "--gid";
                        av[n++] = gs;
                        av[n++] = "--claim";
                        av[n++] = who;
                }
                if (c->cf->path) {
                        av[n++] = "--config";
                        av[n++] = c->cf->path;
                }
                av[n++] = "--dir";       av[n++] = dir;
                av[n++] = "--workspace"; av[n++] = (char *)workspace;
                av[n++] = "--name";      av[n++] = (char *)name;
                av[n] = NULL;
                execv(bin, av);
                _exit(127);
        }
        close(pp[1]);
        waitpid(pid, NULL, 0);
        pid_t xpid = 0;
        while (read(pp[0], &xpid, sizeof xpid) < 0 && errno == EINTR)
                ;
        close(pp[0]);
        if (xpid <= 0) {
                fprintf(stderr, "sbxctl: start %s: sbxexec could not be started (fork)\n", name);
                return -EAGAIN;
        }
        for (int i = 0; i < 300; i++) {
                if ((rc = ctl__hello(c, name, NULL)) == 0)
                        return 0;
                if (rc == -ETIMEDOUT)
                        return ctl__exec_wedged(c, name);
                /* gone: asked once more, as another's may answer now */
                if (!sbx_pid_alive(xpid))
                        return ctl__hello(c, name, NULL) == 0 ? 0 :
                               ctl__exec_died(c, name, xpid, logp, from);
                usleep(i < 50 ? 10000 : 50000);
        }
        fprintf(stderr, "sbxctl: start %s: sbxexec did not answer; see %s\n", name, logp);
        return -ETIMEDOUT;
}

/* NAME's sbxexec holds its lock but takes no hello (EBUSY: its client
** slots all taken, by root's own waiters too; its socket gone; or a
** protocol it does not speak), asked again for a second: it runs, and is stopped with
** SIGTERM, which it takes as a stop request (its processes TERM, KILL
** after kill_grace), and waited for as long as a stop may take.  It was
** taken for "not running": the stop captured and unmounted under the
** running sandbox, and failed.  0 or -errno said. */
static int ctl__exec_term(ctl *c, const char *name, int rc)
{
        pid_t pid;
        sbx_autoclose int pfd = ctl_exec_pidfd(c, name, &pid);
        if (pfd < 0 && (rc == -ENOENT || rc == -ECONNREFUSED))
                return 0;       /* no socket, and no sbxexec of it: the lock's holder is going */
        if (pfd < 0 || syscall(SYS_pidfd_send_signal, pfd, SIGTERM, NULL, 0) < 0) {
                int e = pfd < 0 ? pfd : -errno;
                fprintf(stderr, "sbxctl: stop %s: its sbxexec holds its lock but does not take a stop (%s), "
                        "and cannot be sent SIGTERM: %s\n", name, strerror(-rc), strerror(-e));
                return e;
        }
        fprintf(stderr, "sbxctl: stop %s: its sbxexec takes no request (%s): stopped with SIGTERM (pid %d)\n",
                name, strerror(-rc), (int)pid);
        int ms = (int)(ctl_stop_wait(c) + c->cf->exec_kill_grace + 10) * 1000, n;
        struct pollfd p = { .fd = pfd, .events = POLLIN };
        while ((n = poll(&p, 1, ms)) < 0 && errno == EINTR)
                ;
        if (n == 1)
                return 0;
        fprintf(stderr, "sbxctl: stop %s: its sbxexec (pid %d) still runs %d s after SIGTERM\n",
                name, (int)pid, ms / 1000);
        return -ETIMEDOUT;
}

int ctl_exec_daemon_stop(ctl *c, const char *name)
{
        pid_t pid = 0;
        int rc = ctl__hello(c, name, &pid);
        if (rc == -ESHUTDOWN) {         /* stopping already (its stopper killed): let it end */
                if ((rc = ctl__exec_settle(c, name)) == 1)
                        return 0;
                if (rc == 0)            /* another one since: stopped as any */
                        rc = ctl__hello(c, name, &pid);
        }
        if (rc == -ETIMEDOUT)
                return ctl__exec_wedged(c, name);
        sbx_autofree char *lockp = ctl_sandbox_path(c, name, "exec/lock");
        /* not running (nobody holds its lock): its init died with it.
         * One that holds it runs, answering or not (its socket gone, a
         * dying one's last unlink took it) */
        if (rc < 0 && sbx_flock_holder(lockp) <= 0)
                return 0;
        for (int i = 0; i < 20 && (rc == -EBUSY || rc == -ECONNRESET || rc == -EPIPE); i++) {
                usleep(50000);
                rc = ctl__hello(c, name, &pid);
        }
        if (rc < 0)
                return ctl__exec_term(c, name, rc);
        sbx_autofree char *sock = ctl__sock(c, name);
        json_t *reply = NULL;
        char err[256];
        /* it ends every process (TERM, kill_grace, KILL: up to 5 s) before it answers */
        rc = exec_request_within(sock, json_pack("{s:s}", "op", "stop"), &reply, err, sizeof err,
                                 (int)(ctl_stop_wait(c) + c->cf->exec_kill_grace + 10) * 1000);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: stop %s: %s\n", name, err);
                return rc;
        }
        json_decref(reply);
        for (int i = 0; i < 200 && sbx_pid_alive(pid); i++)
                usleep(25000);
        return 0;
}
