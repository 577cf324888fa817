/* cmd_turn.c: turns and their queue, wake on exec and preview, rollback,
** history, and reap (sleep of idle sandboxes; the host service's loop).
**
** A turn is one agent's unit of work in one sandbox:
**
**   queued --admission--> running --turn end/cancel, reap (timeout)--> ending <--+
**     | waiter died: abandoned          exec --turn ID runs only here   |      |
**     | --wait passed: expired                                          v      |
**     | interrupted / cancel: cancelled      capture "after turn N" --failed---+
**                                              | (turn end again, reap: retry)
**                                              v
**                                            ended | failed | cancelled | timeout
**
** Admission (ctl__admit) runs in one BEGIN IMMEDIATE transaction and may
** be run by any client: it walks the queued turns in id order, marks
** those whose waiting client is gone abandoned (a pid plus its start time
** names one process), and admits each turn whose sandbox has no running
** turn and no earlier live queued turn while fewer than
** [limits] max_running_turns run host-wide.
**
** (1) At most one turn per sandbox is running or ending, and at most
**     max_running_turns host-wide: admission counts both under the write
**     lock, and only admission makes a turn running.
** (2) FIFO: a turn is admitted only if every earlier live queued turn that
**     could run (its sandbox free) was admitted first; a busy sandbox does
**     not hold up turns for other sandboxes.
** (3) The queue is the catalog's turn rows: a restart of sbxctl or of the
**     host loses no turn; a kill -9'd waiter's turn is skipped, never run,
**     and `turn wait ID` takes it over again at its first place.
** (4) exec --turn registers itself (audit row, pid) in the same transaction
**     that checks the turn is running; turn end first sets "ending" (no
**     new operation gets in), then waits for registered operations whose
**     process lives, then captures, then releases capacity: so the
**     snapshot holds everything the turn's operations wrote.
** (5) A turn that is over (ended, failed, cancelled, timeout) has its
**     "after" snapshot, or was given up without one (turn cancel
**     --no-capture).  A capture at its end that fails leaves the turn
**     ending, its ender cleared (pid 0), its slot held: the next turn
**     end, cancel, or reap (an ending turn with no live ender) captures
**     again; not a queued waiter's reap (ctl__reap_turns: each waiter on
**     the host captured it every 5 s, and printed its errors).  diff
**     --turn compares with the live tree only while the turn runs; one
**     with no "after" otherwise (rows from before (5)) is refused, never
**     compared with what came after it.
*/
#include "ctl.h"
#include "catalog.h"
#include "../common/sbx.h"
#include "../executor/exec.h"
#include "../fs/fs.h"
#include "../snapshot/snapshot.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>

/* The most of a command line the audit keeps (ctl__join). */
#define CTL__COMMAND_MAX 4096

static int ctl__turn_id(const char *s, int64_t *id)
{
        return sbx_parse_int(s, id) == 0 && *id > 0 ? 0 : -EINVAL;
}

/* A malformed turn id (turn wait, end, cancel and show ID; exec and diff
** --turn ID) is named before the usage: the usage alone left turn's
** reader to guess what was wrong. */
static int ctl__turn_bad_id(const char *cmd, const char *opt, const char *s)
{
        return ctl_bad_value(cmd, opt, s, "a turn id (its number)");
}

/* src into dst[n], cut on a UTF-8 character boundary when too long
** (a byte cut mid-character made the row no JSON text any more).  At
** most 3 bytes go back, a character's continuation bytes: more are no
** UTF-8, and stepping over them all could leave nothing. */
static void ctl__text_cut(char *dst, size_t n, const char *src)
{
        size_t len = strlen(src);
        if (len >= n) {
                len = n - 1;
                for (int k = 0; k < 3 && len > 0 && ((unsigned char)src[len] & 0xc0) == 0x80; k++)
                        len--;
        }
        memcpy(dst, src, len);
        dst[len] = 0;
}

/* n bytes of p onto the command line s, *full bytes long so far: kept
** while under cap bytes, counted always (ctl__join). */
static void ctl__join_add(char *s, size_t cap, size_t *full, const char *p, size_t n)
{
        if (*full < cap)
                memcpy(s + *full, p, n < cap - *full ? n : cap - *full);
        *full += n;
}

/* p[0..n) is one word to the shell as it is: not empty, and only of
** the characters Python's shlex.quote leaves bare (ASCII letters,
** digits, and _@%+=:,./-). */
static bool ctl__word_bare(const char *p, size_t n)
{
        if (n == 0)
                return false;
        for (size_t i = 0; i < n; i++) {
                unsigned char u = (unsigned char)p[i];
                if (u == 0 || u >= 0x80 || (!isalnum(u) && !strchr("_@%+=:,./-", u)))
                        return false;
        }
        return true;
}

/* p[0..n) inside single quotes, each ' of it as '"'"' (shlex.quote):
** the shell reads it back as the one word it was. */
static void ctl__join_quoted(char *s, size_t cap, size_t *full, const char *p, size_t n)
{
        for (const char *q; (q = memchr(p, '\'', n)) != NULL; n -= (size_t)(q - p) + 1, p = q + 1) {
                ctl__join_add(s, cap, full, p, (size_t)(q - p));
                ctl__join_add(s, cap, full, "'\"'\"'", 5);
        }
        ctl__join_add(s, cap, full, p, n);
}

/* The command line for the audit, each argument as shlex.quote gives it
** (it joined them bare, so `sh -c 'echo x'` and `sh -c echo x` were one
** row, and a reader could not tell what ran); values of --env are masked
** (secrets), their names kept.  Past CTL__COMMAND_MAX bytes it is cut (on a
** character) and says its full length, " ... (N bytes)": the audit row
** and the journal line held the whole argv, so each exec of a 100 KB
** argument grew catalog.db by 100 KB, for good.  Only what is kept is
** copied, the rest counted: joined whole with strcat (each scanning what
** was joined before), 100,000 arguments took most of a second. */
static char *ctl__join(int argc, char **argv)
{
        /* a byte past the most, so that the cut sees the character it ends in */
        const size_t cap = CTL__COMMAND_MAX + 1;
        char *s = sbx_calloc(1, cap + 1);
        size_t full = 0;
        int cmd = 0;                    /* past "--": the command itself */
        for (int i = 0; i < argc; i++) {
                const char *eq = strchr(argv[i], '=');
                size_t n = strlen(argv[i]);
                if (!cmd && i > 0 && !strcmp(argv[i - 1], "--env") && eq) {
                        ctl__join_add(s, cap, &full, "'", 1);   /* NAME=***: never bare */
                        ctl__join_quoted(s, cap, &full, argv[i], (size_t)(eq - argv[i]) + 1);
                        ctl__join_add(s, cap, &full, "***'", 4);
                } else if (ctl__word_bare(argv[i], n)) {
                        ctl__join_add(s, cap, &full, argv[i], n);
                } else {
                        ctl__join_add(s, cap, &full, "'", 1);
                        ctl__join_quoted(s, cap, &full, argv[i], n);
                        ctl__join_add(s, cap, &full, "'", 1);
                }
                cmd |= !strcmp(argv[i], "--");
                if (i + 1 < argc)
                        ctl__join_add(s, cap, &full, " ", 1);
        }
        if (full <= CTL__COMMAND_MAX)
                return s;
        char *cut = sbx_malloc(CTL__COMMAND_MAX + 48);
        ctl__text_cut(cut, CTL__COMMAND_MAX + 1, s);
        sprintf(cut + strlen(cut), " ... (%zu bytes)", full);
        free(s);
        return cut;
}

/* An audit row of text as it is: reap's own rows ("reap: sleep"), which
** no one typed, and the command lines ctl_audit_cmd joined. */
static void ctl__audit_text(ctl *c, const char *name, int64_t turn, const char *text, int rc)
{
        int64_t id;
        /* a user who may not write the catalog (a socket_group member's
         * kill) leaves no row, as its exec on the socket alone does */
        ctl_cat *k = ctl_catalog_try(c);
        if (k && ctl_cat_audit_add(k, name, turn, text, &id) == 0)
                ctl_cat_audit_done(k, id, rc);
}

void ctl_audit_cmd(ctl *c, const char *name, int64_t turn, int argc, char **argv, int rc)
{
        sbx_autofree char *cmd = ctl__join(argc, argv);
        ctl__audit_text(c, name, turn, cmd, rc);
}

/* ---- admission ---- */
struct ctl__names { char (*v)[CTL_NAME_MAX]; size_t n; };

static int ctl__has(struct ctl__names *s, const char *name)
{
        for (size_t i = 0; i < s->n; i++)
                if (!strcmp(s->v[i], name))
                        return 1;
        return 0;
}

static void ctl__add(struct ctl__names *s, const char *name)
{
        s->v = sbx_realloc(s->v, (s->n + 1) * sizeof *s->v);
        snprintf(s->v[s->n++], CTL_NAME_MAX, "%s", name);
}

/* One admission pass (1)(2); in its own transaction. */
static int ctl__admit(ctl *c)
{
        ctl_cat *k = ctl_catalog(c);
        int64_t max = c->cf->limits_max_running_turns;
        int rc = ctl_cat_begin(k);
        if (rc < 0)
                return rc;
        ctl_turn *v;
        size_t n;
        if ((rc = ctl_cat_turn_list(k, NULL, "queued running ending", &v, &n)) < 0) {
                ctl_cat_rollback(k);
                return rc;
        }
        struct ctl__names busy = { 0 };
        int64_t running = 0, now = ctl_cat_now();
        for (size_t i = 0; i < n; i++)
                if (strcmp(v[i].state, "queued")) {
                        running++;
                        ctl__add(&busy, v[i].sandbox);
                }
        for (size_t i = 0; i < n && rc == 0; i++) {
                ctl_turn *t = &v[i];
                if (strcmp(t->state, "queued"))
                        continue;
                if (!ctl_proc_alive(t->pid, t->pid_start)) {
                        snprintf(t->state, sizeof t->state, "abandoned");
                        snprintf(t->result, sizeof t->result, "its waiting client (pid %d) is gone", t->pid);
                        t->ended = now;
                        rc = ctl_cat_turn_put(k, t);
                        continue;
                }
                if (ctl__has(&busy, t->sandbox))
                        continue;       /* its sandbox is taken: later ones for it wait too */
                ctl_sandbox sb;
                int deleting = 0;
                if (ctl_cat_sandbox_get(k, t->sandbox, &sb) == 0) {
                        deleting = !strcmp(sb.state, "deleting");
                        ctl_cat_sandbox_free(&sb);
                }
                if (deleting) {         /* cmd_sandbox.c ctl__claim_delete */
                        snprintf(t->state, sizeof t->state, "failed");
                        snprintf(t->result, sizeof t->result, "the sandbox is being deleted");
                        t->ended = now;
                        rc = ctl_cat_turn_put(k, t);
                        continue;
                }
                ctl__add(&busy, t->sandbox);
                if (max > 0 && running >= max)
                        continue;       /* (2): a later one for a free sandbox can't pass either */
                snprintf(t->state, sizeof t->state, "running");
                t->started = t->active = now;
                running++;
                rc = ctl_cat_turn_put(k, t);
        }
        free(busy.v);
        free(v);
        if (rc < 0) {
                ctl_cat_rollback(k);
                return rc;
        }
        return ctl_cat_commit(k);
}

struct ctl__reaped;
static int ctl__reap_turns(ctl *c, FILE *out, const char *waiter, struct ctl__reaped *r);
static int ctl__turn_finish(ctl *c, int64_t id, const char *how, const char *result, int reap,
                            int nocap, ctl_turn *t, json_t *ended);

/* ---- turn begin ---- */
static volatile sig_atomic_t ctl__interrupted;
static void ctl__on_int(int s) { ctl__interrupted = s; }

/* Leave the queue if still in it; returns the turn's state then. */
static int ctl__leave_queue(ctl *c, int64_t id, const char *state, const char *why, ctl_turn *t)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_begin(k);
        if (rc < 0)
                return rc;
        if ((rc = ctl_cat_turn_get(k, id, t)) == 0 && !strcmp(t->state, "queued")) {
                snprintf(t->state, sizeof t->state, "%s", state);
                snprintf(t->result, sizeof t->result, "%s", why);
                t->ended = ctl_cat_now();
                rc = ctl_cat_turn_put(k, t);
        }
        if (rc < 0) {
                ctl_cat_rollback(k);
                return rc;
        }
        return ctl_cat_commit(k);
}

/* Fail an admitted turn that could not start; releases its capacity.
** Only a running one: a turn cancelled or ended meanwhile keeps that. */
static void ctl__turn_fail(ctl *c, int64_t id, const char *why)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = { 0 };
        if (ctl_cat_begin(k) < 0)
                return;
        if (ctl_cat_turn_get(k, id, &t) == 0 && !strcmp(t.state, "running")) {
                snprintf(t.state, sizeof t.state, "failed");
                snprintf(t.result, sizeof t.result, "%s", why);
                t.ended = ctl_cat_now();
                ctl_cat_turn_put(k, &t);
        }
        ctl_cat_commit(k);
}

/* turn begin interrupted (INT, TERM, HUP) once its turn was admitted:
** the turn ends cancelled, its slot free, and nobody is told an id to
** use.  Returns 130. */
static int ctl__turn_interrupted(ctl *c, const char *cmd, int64_t id, const char *name)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = { 0 };
        const char *why = "the client was interrupted while starting the turn";
        int started = 1;
        if (ctl_cat_begin(k) == 0) {
                if (ctl_cat_turn_get(k, id, &t) == 0 && !strcmp(t.state, "running") && !*t.before) {
                        started = 0;    /* no "before": nothing ran, nothing to capture */
                        snprintf(t.state, sizeof t.state, "cancelled");
                        snprintf(t.result, sizeof t.result, "%s", why);
                        t.ended = ctl_cat_now();
                        ctl_cat_turn_put(k, &t);
                }
                if (ctl_cat_commit(k) < 0)
                        started = 1;
        }
        if (started)
                ctl__turn_finish(c, id, "cancelled", why, 0, 0, &t, NULL);
        else
                ctl__admit(c);          /* hand the capacity on now */
        fprintf(stderr, "sbxctl: %s %s: interrupted; turn %lld cancelled\n", cmd, name, (long long)id);
        return 130;
}

/* Wait in the queue until t is admitted (polling admission), then wake
** its sandbox and capture the point to roll back to; prints the id.  cmd
** ("turn begin", "turn wait") names it in messages. */
static int ctl__turn_await(ctl *c, const char *cmd, ctl_turn *tp, double wait, int argc,
                           char **argv)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = *tp;
        /* the sandbox as named when queued, for messages while queued;
         * once admitted, the turn row's (a rename moves the rows: the
         * name from queue time may be another sandbox by then) */
        char name[sizeof t.sandbox];
        snprintf(name, sizeof name, "%s", tp->sandbox);
        int rc;
        struct sigaction sa = { .sa_handler = ctl__on_int };
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGHUP, &sa, NULL);
        int64_t t0 = sbx_mono_ns(), said = 0;
        double next_reap = 5;
        unsigned seed = (unsigned)getpid();
        for (;;) {
                if ((rc = ctl__admit(c)) < 0 && rc != -EBUSY) {
                        fprintf(stderr, "sbxctl: %s %s: admission: %s\n", cmd, name, strerror(-rc));
                        ctl__leave_queue(c, t.id, "failed", "admission failed", &t);
                        return 1;
                }
                if ((rc = ctl_cat_turn_get(k, t.id, &t)) < 0) {
                        fprintf(stderr, "sbxctl: turn %lld of %s: %s\n", (long long)t.id, name,
                                rc == -ENOENT ? "gone while queued: the sandbox was deleted"
                                              : strerror(-rc));
                        return 1;
                }
                if (strcmp(t.state, "queued"))
                        break;
                double waited = (double)(sbx_mono_ns() - t0) / 1e9;
                if (ctl__interrupted || (wait >= 0 && waited >= wait)) {
                        ctl__leave_queue(c, t.id, ctl__interrupted ? "cancelled" : "expired",
                                         ctl__interrupted ? "the waiting client was interrupted" :
                                         "not admitted in time", &t);
                        if (strcmp(t.state, "running")) {
                                fprintf(stderr, "sbxctl: %s %s: %s (turn %lld)\n", cmd, name,
                                        ctl__interrupted ? "interrupted while queued" :
                                        "not admitted within the wait", (long long)t.id);
                                return ctl__interrupted ? 130 : 3;
                        }
                        break;
                }
                if (waited >= next_reap) {     /* self-healing without the host service */
                        next_reap = waited + 5;
                        ctl__reap_turns(c, stderr, t.sandbox, NULL);
                }
                if (!said) {    /* at once: a client killed now can be taken over (turn wait) */
                        said = 1;
                        fprintf(stderr, "sbxctl: %s %s: queued as turn %lld\n", cmd, name,
                                (long long)t.id);
                }
                /* 20-40 ms: the end of a turn admits the next one within that */
                usleep(20000 + rand_r(&seed) % 20000);
        }
        if (strcmp(t.state, "running")) {
                fprintf(stderr, "sbxctl: turn %lld of %s is %s: %s\n", (long long)t.id, name,
                        t.state, t.result);
                return 1;
        }
        snprintf(name, sizeof name, "%s", t.sandbox);
        int64_t waited_ms = t.started - t.enqueued;
        /* Admitted: wake the sandbox and keep the point to roll back to
         * (once: a client taking the turn over again keeps the first).
         * A signal from here on (its handler only sets the flag) is
         * looked at after each step: the turn is cancelled, not left
         * running with no client until turn_timeout. */
        char before[65] = "";
        if (ctl__interrupted)
                return ctl__turn_interrupted(c, cmd, t.id, name);
        if (ctl_wake(c, name) < 0) {
                if (ctl__interrupted)
                        return ctl__turn_interrupted(c, cmd, t.id, name);
                /* the reason the wake recorded in the row ("wake refused:
                 * running on HOST ..."): before, the turn said only "the
                 * sandbox did not wake" */
                ctl_sandbox sb;
                int got = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) == 0;
                ctl__turn_fail(c, t.id, got && *sb.error ? sb.error : "the sandbox did not wake");
                if (got)
                        ctl_cat_sandbox_free(&sb);
                return 1;
        }
        if (ctl__interrupted)
                return ctl__turn_interrupted(c, cmd, t.id, name);
        if (!*t.before) {
                sbx_autofree char *label = sbx_asprintf("before turn %lld", (long long)t.id);
                if (ctl_capture(c, name, label, before) < 0) {
                        if (ctl__interrupted)
                                return ctl__turn_interrupted(c, cmd, t.id, name);
                        ctl__turn_fail(c, t.id, "capture before the turn failed");
                        return 1;
                }
                int moved = 0, over = 0;
                if (ctl_cat_begin(k) == 0) {
                        /* ended or cancelled while it started (turn end,
                         * cancel): its end came first, nothing to start */
                        int got = ctl_cat_turn_get(k, t.id, &t) == 0;
                        over = got && strcmp(t.state, "running");
                        if (got && !over) {
                                /* renamed since the row was read (update
                                 * refuses a rename while turns are queued or
                                 * run; one that began before this turn was
                                 * queued may still land): what was woken and
                                 * captured may be another sandbox now */
                                moved = strcmp(t.sandbox, name) != 0;
                                if (!moved) {
                                        snprintf(t.before, sizeof t.before, "%s", before);
                                        t.active = ctl_cat_now();       /* its client is here */
                                        ctl_cat_turn_put(k, &t);
                                }
                        }
                        ctl_cat_commit(k);
                }
                if (over) {
                        fprintf(stderr, "sbxctl: turn %lld was %s while it started\n", (long long)t.id,
                                !strcmp(t.state, "ending") && *t.how ? t.how : t.state);
                        ctl_audit_cmd(c, name, t.id, argc, argv, 1);
                        return 1;
                }
                if (moved) {
                        fprintf(stderr, "sbxctl: turn %lld: its sandbox %s was renamed to %s while "
                                "the turn started; the turn failed\n", (long long)t.id, name, t.sandbox);
                        ctl__turn_fail(c, t.id, "its sandbox was renamed while the turn started");
                        return 1;
                }
        }
        if (ctl__interrupted)
                return ctl__turn_interrupted(c, cmd, t.id, name);
        ctl_audit_cmd(c, name, t.id, argc, argv, 0);
        if (c->json)
                ctl_print_json(json_pack("{s:I,s:s,s:I,s:s}", "turn", (json_int_t)t.id, "sandbox", name,
                                        "waited_ms", (json_int_t)waited_ms, "before", t.before));
        else
                printf("turn %lld admitted in %lld ms (before: %.12s)\n%lld\n", (long long)t.id,
                       (long long)waited_ms, t.before, (long long)t.id);
        return 0;
}

/* --wait S among argv[2..]; the one positional argument in *pos. */
static int ctl__turn_args(int argc, char **argv, const char **pos, double *wait)
{
        *pos = NULL;
        *wait = -1;
        for (int i = 2; i < argc; i++) {
                if (!strcmp(argv[i], "--wait") && i + 1 < argc) {
                        if (ctl_parse_secs(argv[++i], wait) < 0)
                                return ctl_bad_value(argv[0], argv[i - 1], argv[i],
                                                     "seconds (e.g. 30, 0.5)");
                } else if (!*pos && argv[i][0] != '-') {
                        *pos = argv[i];
                } else {
                        return ctl_usage(argv[0]);
                }
        }
        return *pos ? 0 : ctl_usage(argv[0]);
}

static int ctl__turn_begin(ctl *c, int argc, char **argv)
{
        const char *name;
        double wait;
        int rc = ctl__turn_args(argc, argv, &name, &wait);
        if (rc)
                return rc;
        if (ctl_bad_name("turn begin", "sandbox", name))
                return 2;
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        rc = ctl_cat_sandbox_get(k, name, &sb);
        if (rc == -ENOENT) {
                /* not in the catalog: ctl_wake adopts it (fork, import,
                 * another host) or says there is no such sandbox */
                if (ctl_wake(c, name) < 0)
                        return 1;
                rc = ctl_cat_sandbox_get(k, name, &sb);
        }
        if (rc < 0) {
                fprintf(stderr, "sbxctl: turn begin %s: catalog: %s\n", name, strerror(-rc));
                return 1;
        }
        ctl_cat_sandbox_free(&sb);
        if (!strcmp(sb.state, "stopped") || !strcmp(sb.state, "deleting")) {
                fprintf(stderr, "sbxctl: turn begin %s: the sandbox is %s\n", name, sb.state);
                return 1;
        }
        ctl_turn t = { .pid = (int)getpid(), .enqueued = ctl_cat_now() };
        t.pid_start = ctl_proc_start(t.pid);
        snprintf(t.sandbox, sizeof t.sandbox, "%s", name);
        snprintf(t.agent, sizeof t.agent, "%s", sb.agent);     /* later attach: later turns */
        snprintf(t.state, sizeof t.state, "queued");
        if ((rc = ctl_cat_turn_add(k, &t)) < 0) {
                fprintf(stderr, "sbxctl: turn begin %s: catalog: %s\n", name, strerror(-rc));
                return 1;
        }
        return ctl__turn_await(c, "turn begin", &t, wait, argc, argv);
}

/* turn wait ID: take over a turn whose client went away (3): back in
** the queue at its first place if it was not admitted, or just its id
** (and the wake) if it was. */
static int ctl__turn_wait(ctl *c, int argc, char **argv)
{
        const char *arg;
        double wait;
        int64_t id;
        int rc = ctl__turn_args(argc, argv, &arg, &wait);
        if (rc)
                return rc;
        if (ctl__turn_id(arg, &id) < 0)
                return ctl__turn_bad_id(argv[0], "ID", arg);
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = { 0 };
        if ((rc = ctl_cat_begin(k)) < 0 || (rc = ctl_cat_turn_get(k, id, &t)) < 0) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: turn wait %s: no such turn\n", arg);
                return 1;
        }
        if (!strcmp(t.state, "queued") && t.pid != (int)getpid() && ctl_proc_alive(t.pid, t.pid_start)) {
                ctl_cat_rollback(k);            /* not a turn whose client went away */
                fprintf(stderr, "sbxctl: turn wait %s: its client (pid %d) still waits for it\n",
                        arg, t.pid);
                return 1;
        }
        if (!strcmp(t.state, "queued") || !strcmp(t.state, "abandoned") || !strcmp(t.state, "expired")) {
                snprintf(t.state, sizeof t.state, "queued");
                t.pid = (int)getpid();
                t.pid_start = ctl_proc_start(t.pid);
                t.result[0] = 0;
                t.ended = 0;
                ctl_cat_turn_put(k, &t);
        } else if (strcmp(t.state, "running")) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: turn wait %s: the turn is %s\n", arg, t.state);
                return 1;
        } else if (!*t.before) {
                /* admitted, not started yet: its client is starting it
                 * (wake, capture), or died before; this one starts it now
                 * (reap abandons one whose client died before its start) */
                if (t.pid != (int)getpid() && ctl_proc_alive(t.pid, t.pid_start)) {
                        ctl_cat_rollback(k);
                        fprintf(stderr, "sbxctl: turn wait %s: its client (pid %d) is starting it\n",
                                arg, t.pid);
                        return 1;
                }
                t.pid = (int)getpid();
                t.pid_start = ctl_proc_start(t.pid);
                ctl_cat_turn_put(k, &t);
        }
        if ((rc = ctl_cat_commit(k)) < 0)
                return 1;
        return ctl__turn_await(c, "turn wait", &t, wait, argc, argv);
}

/* ---- turn end / cancel ---- */
/* Wait for the turn's registered operations (4) and for the commands
** they started (tagged turn:ID in the executor: a client that died, kill
** -9 or a dropped ssh, leaves its command running); with sig, signal
** them, and so once another client cancels the turn while this end
** waits: a cancel ends them at once (it waited out turn_settle).  After
** [limits] turn_settle seconds, or once they are done, what is still
** running of them, or was left behind by them, is ended: it would write
** after the turn's capture, into no turn's snapshot. */
static void ctl__settle(ctl *c, int64_t id, const char *sandbox, int sig, json_t *ended)
{
        char tag[40];
        snprintf(tag, sizeof tag, "turn:%lld", (long long)id);
        int stuck = sig && ctl_exec_tagged(c, sandbox, tag, sig, ended) == -ETIMEDOUT;
        int64_t until = sbx_mono_ns() + c->cf->limits_turn_settle * 1000000000ll;
        for (int fresh = sig != 0; sbx_mono_ns() < until; fresh = 0) {
                ctl_turn t;
                if (!sig && ctl_cat_turn_get(ctl_catalog(c), id, &t) == 0 &&
                    !strcmp(t.how, "cancelled")) {
                        sig = SIGTERM;          /* asked by another client meanwhile */
                        fresh = 1;
                        stuck = ctl_exec_tagged(c, sandbox, tag, sig, ended) == -ETIMEDOUT;
                }
                ctl_audit *v;
                size_t n;
                int live = 0;
                if (ctl_cat_audit_list(ctl_catalog(c), NULL, id, 1, &v, &n) < 0)
                        break;
                for (size_t j = 0; j < n; j++)
                        if (v[j].pid != (int)getpid() && ctl_proc_alive(v[j].pid, v[j].pid_start)) {
                                live++;
                                if (fresh)
                                        kill(v[j].pid, sig);    /* sbxctl exec forwards it */
                        }
                ctl_cat_audit_list_free(v, n);
                if (!live) {
                        int r = stuck ? 0 : ctl_exec_tagged(c, sandbox, tag, 0, NULL);
                        stuck |= r == -ETIMEDOUT;
                        if (r <= 0)
                                break;  /* none runs, or the executor is stuck */
                }
                usleep(100000);
        }
        if (!stuck)             /* a stuck executor: capture what is there */
                ctl_exec_tagged(c, sandbox, tag, SIGTERM, ended);
}

/* Write t's row and commit the transaction open in k.  Refused (a full
** catalog, a trigger): rolled back, said, and t is was again, so that
** what the caller prints is what the catalog holds.  0 or -errno. */
static int ctl__turn_record(ctl_cat *k, ctl_turn *t, const ctl_turn *was, const char *then)
{
        int rc = ctl_cat_turn_put(k, t);
        if (rc == 0)
                rc = ctl_cat_commit(k);
        if (rc == 0)
                return 0;
        ctl_cat_rollback(k);
        fprintf(stderr, "sbxctl: turn %lld: catalog: %s%s\n", (long long)t->id, strerror(-rc),
                then ? then : "");
        *t = *was;
        return rc;
}

/* The result of a turn given up without its end capture.  A cancel
** --no-capture that another client's end is settling leaves it on the
** row (one with no result yet), and that ender then captures nothing
** (before, it captured all the same); one that comes once the capture
** started is too late: the result is cleared. */
#define CTL__NOCAP "given up without its end capture (--no-capture)"

/* End turn id with final state how ("ended", "failed", "cancelled",
** "timeout"); the commands it ended are appended to ended (may be
** NULL).  One that another client is ending is waited for (taken over
** if that client dies).  With reap, only what reap may end, asked again
** in the transaction (another reaper may have ended it since the list,
** an operation touched it): a running turn idle past turn_timeout
** ("timeout"), or one whose ender died; reap 2, a queued waiter's pass,
** not one whose capture at its end failed (ending, pid 0: (5)).  With
** nocap, no capture: it ends without an "after" (5).  0, 1 after
** printing why (a failed capture: still ending), 2: reap's and not
** this client's to end, or 3: ended failed, its sandbox taken over by
** another host (said). */
static int ctl__turn_finish(ctl *c, int64_t id, const char *how, const char *result, int reap,
                            int nocap, ctl_turn *t, json_t *ended)
{
        ctl_cat *k = ctl_catalog(c);
again:;
        int rc = ctl_cat_begin(k);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: turn %lld: catalog: %s\n", (long long)id, strerror(-rc));
                return 1;
        }
        if ((rc = ctl_cat_turn_get(k, id, t)) < 0) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: turn %lld: no such turn\n", (long long)id);
                return 1;
        }
        if (reap) {
                int64_t tt = c->cf->limits_turn_timeout * 1000;
                int mine = !strcmp(how, "timeout") ?
                           !strcmp(t->state, "running") && tt > 0 && ctl_cat_now() - t->active > tt :
                           !strcmp(t->state, "ending") && !ctl_proc_alive(t->pid, t->pid_start) &&
                           (reap == 1 || t->pid != 0);
                if (!mine) {
                        ctl_cat_rollback(k);
                        return 2;
                }
        }
        ctl_turn was = *t;              /* what the catalog holds */
        if (!strcmp(t->state, "queued")) {              /* never ran: just leave */
                snprintf(t->state, sizeof t->state, "cancelled");
                snprintf(t->result, sizeof t->result, "cancelled while queued");
                t->ended = ctl_cat_now();
                return ctl__turn_record(k, t, &was, NULL) < 0;
        }
        if (strcmp(t->state, "running") && strcmp(t->state, "ending")) {
                ctl_cat_rollback(k);                    /* over already: idempotent */
                /* ... but what it asks (--failed, --result) is not done:
                 * the turn keeps the end it had */
                if ((!strcmp(how, "failed") && strcmp(t->state, "failed")) ||
                    (result && strcmp(result, t->result))) {
                        fprintf(stderr, "sbxctl: turn %lld: the turn already ended (%s); %s not "
                                "recorded\n", (long long)id, t->state,
                                result ? "its --result" : "--failed");
                        return 1;
                }
                return 0;
        }
        if (!strcmp(t->state, "ending") && t->pid != (int)getpid() &&
            ctl_proc_alive(t->pid, t->pid_start)) {
                /* another client is ending it: it ends as that client
                 * reads from the row when it is done, failed or
                 * cancelled if asked here (a plain end changes nothing);
                 * waited for, so that what is said is its end and its
                 * "after" (it said "ending" at once, no snapshot yet) */
                /* a cancel over a --failed too: it ends the turn's
                 * commands now, which the ender does once it reads it
                 * (ctl__settle) */
                if (strcmp(how, "ended") && (!*t->how || !strcmp(t->how, "ended") ||
                                             (!strcmp(how, "cancelled") && strcmp(t->how, "cancelled")))) {
                        snprintf(t->how, sizeof t->how, "%s", how);
                        if (result)
                                ctl__text_cut(t->result, sizeof t->result, result);
                        else if (nocap && !*t->result)  /* an agent's result is kept */
                                snprintf(t->result, sizeof t->result, "%s", CTL__NOCAP);
                        if (ctl__turn_record(k, t, &was, NULL) < 0)
                                return 1;
                } else {
                        ctl_cat_rollback(k);
                }
                if (nocap && strcmp(t->result, CTL__NOCAP))
                        fprintf(stderr, "sbxctl: turn %lld: another client is ending it; "
                                "--no-capture does not reach that end (the turn has a result, or a "
                                "cancel came first), which captures\n", (long long)id);
                do
                        usleep(100000);
                while (ctl_cat_turn_get(k, id, t) == 0 && !strcmp(t->state, "ending") &&
                       ctl_proc_alive(t->pid, t->pid_start));
                goto again;     /* ended (what it asked is checked), or its ender died */
        }
        /* the ending it is asked for, else the one a dead ender had
         * stored (reap finishes such a turn as "ended") */
        char stored[sizeof t->how];
        snprintf(stored, sizeof stored, "%s", t->how);
        if (!strcmp(t->state, "ending") && *stored && !strcmp(how, "ended"))
                how = stored;
        snprintf(t->how, sizeof t->how, "%s", how);
        snprintf(t->state, sizeof t->state, "ending");  /* (4) no new operation */
        t->pid = (int)getpid();
        t->pid_start = ctl_proc_start(t->pid);
        if (result)
                ctl__text_cut(t->result, sizeof t->result, result);
        if (ctl__turn_record(k, t, &was, NULL) < 0)
                return 1;
        ctl__settle(c, id, t->sandbox, !strcmp(how, "cancelled") || !strcmp(how, "timeout") ? SIGTERM : 0,
                    ended);
        /* a cancel --no-capture of another client while this settled */
        ctl_turn now;
        if (!nocap && ctl_cat_turn_get(k, id, &now) == 0 && !strcmp(now.how, "cancelled") &&
            !strcmp(now.result, CTL__NOCAP)) {
                nocap = 1;
                how = "cancelled";
        }
        char after[65] = "";
        sbx_autofree char *label = sbx_asprintf("after turn %lld (%s)", (long long)id, how);
        int unchanged = 0;
        int crc = nocap ? 0 : ctl_capture_skip(c, t->sandbox, label, after, &unchanged);
        /* a capture another host's take-over refuses never lands: the
         * turn ends failed, not captured, said once (it stayed ending for
         * good, its slot held, every later end and reap pass failing as
         * a sleep's capture once did) */
        char by[CTL_HOLDER_MAX] = "";
        int over = crc == -EBUSY && ctl_taken_over(c, t->sandbox, by) == 1;  /* a fence's refusal */
        /* a tree unchanged since its latest snapshot makes no capture,
         * so meets no fence: its end said "ended", exit 0, while the
         * turn's commands died with the host that lost the sandbox (one
         * that wrote was failed) */
        if (crc == 0 && unchanged && ctl_lease_gen(c, t->sandbox) > 0)
                over = ctl_taken_over(c, t->sandbox, by) == 1;
        /* release capacity last; a failed capture releases none (5).
         * The end refused by the catalog keeps the turn ending (its
         * capture made): said, exit 1, and the next end or reap ends it */
        if ((rc = ctl_cat_begin(k)) < 0) {
                fprintf(stderr, "sbxctl: turn %lld: catalog: %s\n", (long long)id, strerror(-rc));
                return 1;
        }
        if ((rc = ctl_cat_turn_get(k, id, t)) < 0) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: turn %lld: catalog: %s\n", (long long)id, strerror(-rc));
                return 1;
        }
        was = *t;
        if (over) {
                /* a cancel is what it asked (as --no-capture records it);
                 * any other end: failed, its work not in the store */
                int cancel = !strcmp(*t->how ? t->how : how, "cancelled");
                snprintf(t->state, sizeof t->state, "%s", cancel ? "cancelled" : "failed");
                over = cancel ? 2 : 1;
                if (!*t->result)        /* an agent's own (--result, maybe an earlier end's) kept */
                        snprintf(t->result, sizeof t->result, "not captured: taken over by another "
                                 "host");
                t->ended = ctl_cat_now();
                crc = 0;
        } else if (crc < 0) {           /* no ender now: the next one takes it */
                t->pid = 0;
                t->pid_start = 0;
        } else {
                /* how, or what another client asked for meanwhile */
                snprintf(t->state, sizeof t->state, "%s", *t->how ? t->how : how);
                snprintf(t->after, sizeof t->after, "%s", after);
                if (nocap && !result)
                        snprintf(t->result, sizeof t->result, "%s", CTL__NOCAP);
                else if (!nocap && !strcmp(t->result, CTL__NOCAP))
                        t->result[0] = 0;       /* a no-capture cancel too late */
                t->ended = ctl_cat_now();
        }
        if (ctl__turn_record(k, t, &was, crc < 0 ? NULL : " (the turn stays ending; `sbxctl "
                             "turn end` again, or reap, ends it)") < 0 && crc >= 0)
                return 1;
        ctl_cat_sandbox_touch(k, t->sandbox);
        if (crc < 0) {
                if (!reap)      /* reap says it in its line */
                        fprintf(stderr, "sbxctl: turn %lld: the capture at its end failed (%s): the "
                                "turn stays ending and its sandbox takes no other turn; `sbxctl turn "
                                "end %lld` again, or reap, captures and ends it (`turn cancel %lld "
                                "--no-capture` gives it up)\n", (long long)id, strerror(-crc),
                                (long long)id, (long long)id);
                return 1;
        }
        if (over)
                fprintf(stderr, "sbxctl: turn %lld: %s was taken over by %s: the turn ends %s, "
                        "its end not captured here (what it wrote here since the last capture is "
                        "not in the store)\n", (long long)id, t->sandbox, by, t->state);
        ctl__admit(c);                  /* hand the capacity on now */
        return over == 1 ? 3 : 0;
}

static int ctl__turn_end(ctl *c, int argc, char **argv, int cancel)
{
        int64_t id;
        const char *how = cancel ? "cancelled" : "ended", *result = NULL;
        int nocap = 0;
        if (argc < 3)
                return ctl_usage(argv[0]);
        if (ctl__turn_id(argv[2], &id) < 0)
                return ctl__turn_bad_id(argv[0], "ID", argv[2]);
        for (int i = 3; i < argc; i++) {
                if (!cancel && !strcmp(argv[i], "--failed"))
                        how = "failed";
                else if (cancel && !strcmp(argv[i], "--no-capture"))
                        nocap = 1;
                else if (!strcmp(argv[i], "--result") && i + 1 < argc)
                        result = argv[++i];
                else
                        return ctl_usage(argv[0]);
        }
        if (result) {                   /* a record is JSON: text only */
                json_t *j = ctl_json_text(cancel ? "turn cancel" : "turn end", "--result", result);
                if (!j)
                        return 2;
                json_decref(j);
                /* refused, not cut: it was cut to 127 bytes, silently */
                if (strlen(result) >= CTL_RESULT_MAX) {
                        fprintf(stderr, "sbxctl: %s: --result of %zu bytes: at most %d; the turn "
                                "is left as it was\n", cancel ? "turn cancel" : "turn end",
                                strlen(result), CTL_RESULT_MAX - 1);
                        return 2;
                }
        }
        ctl_turn t = { 0 };
        json_t *ended = json_array();   /* what it ended: said, never silently */
        int rc = ctl__turn_finish(c, id, how, result, 0, nocap, &t, ended);
        rc = rc == 3 ? 1 : rc;          /* ended failed, not as asked (said) */
        if (!*t.sandbox) {
                json_decref(ended);
                return 1;
        }
        ctl_audit_cmd(c, t.sandbox, id, argc, argv, rc);
        if (c->json) {
                ctl_print_json(json_pack("{s:I,s:s,s:s,s:s,s:s,s:s,s:o}", "turn", (json_int_t)id,
                                        "sandbox", t.sandbox, "state", t.state, "after", t.after,
                                        "before", t.before, "result", t.result, "ended", ended));
        } else {
                ctl_exec_ended_print(stdout, ended);
                json_decref(ended);
                printf("turn %lld %s (%s); snapshot after: %s\n", (long long)id, t.state,
                       t.sandbox, *t.after ? t.after : "-");
        }
        return rc;
}

/* ---- turn list / show ---- */
/* NULL only when out of memory: the caller says so, never drops the row.
** Catalog texts that are not UTF-8 (rows written before --result was
** checked) keep their row: ctl_json_set_bytes (the nulls hold their
** places). */
static json_t *ctl__turn_json(const ctl_turn *t)
{
        json_t *o = json_pack("{s:I,s:n,s:n,s:s,s:I,s:I,s:I,s:I,s:s,s:s,s:n}", "turn", (json_int_t)t->id,
                              "sandbox", "agent", "state", t->state,
                              "enqueued", (json_int_t)t->enqueued, "started", (json_int_t)t->started,
                              "ended", (json_int_t)t->ended,
                              "waited_ms", (json_int_t)(t->started ? t->started - t->enqueued : -1),
                              "before", t->before, "after", t->after, "result");
        if (o && (ctl_json_set_bytes(o, "sandbox", t->sandbox) < 0 ||
                  ctl_json_set_bytes(o, "agent", t->agent) < 0 ||
                  ctl_json_set_bytes(o, "result", t->result) < 0)) {
                json_decref(o);
                return NULL;
        }
        return o;
}

/* turn list's rows, printed as they are read: none kept (the whole
** history held was 194 MB at 401,000 turns, as JSON objects far more);
** --json prints the array json_dumps would, an element at a time. */
struct ctl__turn_out { int json; size_t n; };

static int ctl__turn_print(void *arg, const ctl_turn *t)
{
        struct ctl__turn_out *o = arg;
        if (o->json) {
                json_t *j = ctl__turn_json(t);
                char *s = j ? json_dumps(j, JSON_COMPACT | JSON_ENSURE_ASCII) : NULL;
                json_decref(j);
                if (!s) {       /* never a row dropped silently */
                        fprintf(stderr, "sbxctl: turn list: turn %lld: no JSON for it\n",
                                (long long)t->id);
                        return -ENOMEM;
                }
                printf("%s%s", o->n++ ? "," : "[", s);
                free(s);
                return 0;
        }
        if (!o->n++)
                printf("%-6s %-20s %-10s %-9s %s\n", "TURN", "SANDBOX", "STATE", "WAITED", "RESULT");
        sbx_autofree char *res = sbx_escape_text(t->result);   /* the agent's text: no control bytes */
        if (t->started)
                printf("%-6lld %-20s %-10s %6lldms %s\n", (long long)t->id, t->sandbox, t->state,
                       (long long)(t->started - t->enqueued), res);
        else
                printf("%-6lld %-20s %-10s %8s %s\n", (long long)t->id, t->sandbox, t->state, "-", res);
        return 0;
}

static int ctl__turn_list(ctl *c, int argc, char **argv)
{
        const char *name = argc == 3 ? argv[2] : NULL;
        if (argc > 3 || (name && ctl_bad_name("turn list", "sandbox", name)))
                return argc > 3 ? ctl_usage(argv[0]) : 2;
        struct ctl__turn_out o = { c->json, 0 };
        int rc = ctl_cat_turn_each(ctl_catalog(c), name, NULL, ctl__turn_print, &o);
        if (rc >= 0 && !o.n && name && ctl_sandbox_unknown(c, "turn list", name))
                return 1;
        if (o.json)     /* cut short: left open, no JSON to mistake for the whole */
                printf("%s\n", rc < 0 ? "" : o.n ? "]" : "[]");
        return rc < 0 ? 1 : 0;
}

static void ctl__fmt_ms(int64_t ms, char *out, size_t n);     /* history's, below */

int ctl_cmd_turn(ctl *c, int argc, char **argv)
{
        if (argc < 2)
                return ctl_usage(argv[0]);
        const char *sub = argv[1];
        if (!strcmp(sub, "begin")) {
                c->verb = "turn begin";
                return ctl__turn_begin(c, argc, argv);
        }
        if (!strcmp(sub, "wait")) {
                c->verb = "turn wait";
                return ctl__turn_wait(c, argc, argv);
        }
        if (!strcmp(sub, "end"))
                return ctl__turn_end(c, argc, argv, 0);
        if (!strcmp(sub, "cancel"))
                return ctl__turn_end(c, argc, argv, 1);
        if (!strcmp(sub, "list"))
                return ctl__turn_list(c, argc, argv);
        if (!strcmp(sub, "show") && argc == 3) {
                int64_t id;
                ctl_turn t = { 0 };
                if (ctl__turn_id(argv[2], &id) < 0)
                        return ctl__turn_bad_id(argv[0], "ID", argv[2]);
                if (ctl_cat_turn_get(ctl_catalog(c), id, &t) < 0) {
                        fprintf(stderr, "sbxctl: turn show %s: no such turn\n", argv[2]);
                        return 1;
                }
                json_t *o = ctl__turn_json(&t);
                if (!o) {
                        fprintf(stderr, "sbxctl: turn show %s: no JSON for it\n", argv[2]);
                        return 1;
                }
                if (c->json) {
                        ctl_print_json(o);
                } else {
                        const char *k;
                        json_t *v;
                        json_object_foreach(o, k, v) {
                                json_int_t n = json_integer_value(v);
                                char when[32] = "-";
                                if (json_is_string(v)) {
                                        sbx_autofree char *e = sbx_escape_text(json_string_value(v));
                                        printf("%-10s %s\n", k, e);
                                } else if (!strcmp(k, "enqueued") || !strcmp(k, "started") ||
                                           !strcmp(k, "ended")) {
                                        /* times as history prints them (were epoch ms) */
                                        if (n > 0)
                                                ctl__fmt_ms(n, when, sizeof when);
                                        printf("%-10s %s\n", k, when);
                                } else if (n < 0)       /* waited_ms of one never admitted */
                                        printf("%-10s -\n", k);
                                else
                                        printf("%-10s %lld\n", k, (long long)n);
                        }
                        json_decref(o);
                }
                return 0;
        }
        return ctl_usage_sub(argv[0], sub, "begin wait end cancel list show");
}

/* ---- exec and preview: wake first ---- */
/* exec's options that take a value (tools/cmd_exec.c) */
static int ctl__exec_valued(const char *a)
{
        static const char *const v[] = { "--cwd", "--env", "--timeout", "--memory", "--fsize",
                                         "--pids", "--cpu", "--nofile", "--turn" };
        for (size_t i = 0; i < SBX_ARRAY_LEN(v); i++)
                if (!strcmp(a, v[i]))
                        return 1;
        return 0;
}

/* Sandbox limits (a JSON object) become exec options unless given on the
** line; the strings made are appended to *keep (owned by the caller). */
static int ctl__exec_limits(const char *limits, int argc, char **argv, char **out, int n,
                            char ***keep, int *nkeep)
{
        json_t *lim = json_loads(limits ? limits : "{}", 0, NULL);
        static const char *const keys[] = { "memory", "pids", "cpu", "nofile", "fsize", "timeout" };
        for (size_t i = 0; lim && i < SBX_ARRAY_LEN(keys); i++) {
                json_t *v = json_object_get(lim, keys[i]);
                if (!json_is_integer(v))
                        continue;
                sbx_autofree char *opt = sbx_asprintf("--%s", keys[i]);
                int given = 0;
                for (int j = 1; j < argc && strcmp(argv[j], "--") && !given; j++)
                        given = !strcmp(argv[j], opt);
                if (given)
                        continue;
                *keep = sbx_realloc(*keep, (size_t)(*nkeep + 2) * sizeof **keep);
                out[n++] = (*keep)[(*nkeep)++] = sbx_strdup(opt);
                out[n++] = (*keep)[(*nkeep)++] = sbx_asprintf("%lld", (long long)json_integer_value(v));
        }
        json_decref(lim);
        return n;
}

/* exec's NAME (the first word that is no option nor an option's value),
** the value of --turn and whether -d/--detach is given, before "--". */
static void ctl__exec_scan(int argc, char **argv, const char **name, const char **turn, int *detach)
{
        *name = *turn = NULL;
        *detach = 0;
        for (int i = 1; i < argc && strcmp(argv[i], "--"); i++) {
                if (!strcmp(argv[i], "--turn") && i + 1 < argc)
                        *turn = argv[++i];
                else if (!strcmp(argv[i], "-d") || !strcmp(argv[i], "--detach"))
                        *detach = 1;
                else if (ctl__exec_valued(argv[i]))
                        i++;
                else if (argv[i][0] != '-' && !*name)
                        *name = argv[i];
        }
}

/* The line for ctl_cmd_exec: without --turn ID, with the sandbox's
** limits, and insert (NAME taken from the turn) before "--" unless NULL;
** strings made go to keep. */
static int ctl__exec_argv(int argc, char **argv, const char *limits, const char *insert,
                          char **av, char ***keep, int *nkeep)
{
        int n = 0;
        av[n++] = argv[0];
        n = ctl__exec_limits(limits, argc, argv, av, n, keep, nkeep);
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--")) {
                        if (insert)
                                av[n++] = (char *)insert;
                        while (i < argc)
                                av[n++] = argv[i++];
                        break;
                }
                if (!strcmp(argv[i], "--turn") && i + 1 < argc) {
                        i++;
                        continue;
                }
                av[n++] = argv[i];
        }
        return n;
}

/* Register: the audit row (who, what, which turn; its exit comes at the
** end) and the sandbox's last activity, in one transaction that also
** checks the turn runs (4).  0 or -errno (printed). */
static int ctl__exec_register(ctl *c, const char *name, int64_t turn, const char *line,
                              int64_t *aid)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = { 0 };
        int e = ctl_cat_begin(k);
        if (e == 0 && turn && (e = ctl_cat_turn_touch(k, turn)) == -ESTALE) {
                ctl_cat_rollback(k);
                ctl_cat_turn_get(k, turn, &t);
                fprintf(stderr, "sbxctl: exec: turn %lld is %s, not running\n", (long long)turn, t.state);
                return e;
        }
        if (e == 0 && (e = ctl_cat_sandbox_touch(k, name)) == 0 &&
            (e = ctl_cat_audit_add(k, name, turn, line, aid)) == 0)
                e = ctl_cat_commit(k);
        if (e < 0) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: exec %s: catalog: %s\n", name, strerror(-e));
        }
        return e;
}

/* The command's exit into its audit row; the sandbox's idle time starts
** now.  One transaction. */
static void ctl__exec_done(ctl *c, const char *name, int64_t turn, int64_t aid, int rc)
{
        ctl_cat *k = ctl_catalog(c);
        if (ctl_cat_begin(k) < 0)
                return;
        /* and the turn's: its idle time (turn_timeout) starts at the end
         * of its last operation, not at the start (a command longer than
         * turn_timeout had its turn timed out as soon as it ended) */
        int t = turn ? ctl_cat_turn_touch(k, turn) : 0;
        if ((t < 0 && t != -ESTALE) || ctl_cat_audit_done(k, aid, rc) < 0 ||
            ctl_cat_sandbox_touch(k, name) < 0)
                ctl_cat_rollback(k);
        else
                ctl_cat_commit(k);
}

/* Is NAME's workspace a live mount?  Its mount id differs from its
** directory's (two statx, from cached attributes: no request to sbxfs,
** where the mount table of a busy host is long) and its sbxfs runs: a
** mount whose sbxfs died answers ENOTCONN, and the slow path's wake
** detaches it and mounts again. */
static int ctl__ws_mounted(ctl *c, const char *name)
{
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        struct statx a, b;
        int f = AT_NO_AUTOMOUNT | AT_STATX_DONT_SYNC;
        return statx(AT_FDCWD, ws, f, STATX_MNT_ID, &a) == 0 &&
               statx(AT_FDCWD, dir, f, STATX_MNT_ID, &b) == 0 &&
               (a.stx_mask & b.stx_mask & STATX_MNT_ID) && a.stx_mnt_id != b.stx_mnt_id &&
               !ctl_sandbox_fs_dead(c, name);
}

/* exec's fast path, for a sandbox found ready (the usual case): no wake.
** Under the shared lock, check that its workspace is mounted and
** register; reap asks "idle?" under the lock taken alone, so it either
** slept the sandbox before (not mounted: the slow path wakes it) or sees
** this exec's activity after.  An executor found missing when connecting
** is woken then (ctl_exec_run).  1 registered, 0 take the slow path,
** -errno (printed). */
static int ctl__exec_fast(ctl *c, const ctl_sandbox *sb, int64_t turn, const char *line,
                          int64_t *aid)
{
        if (strcmp(sb->state, "ready"))
                return 0;
        sbx_autoclose int lk = ctl_lock_shared(c, sb->name, 0);
        if (lk < 0 || !ctl__ws_mounted(c, sb->name))
                return 0;
        int rc = ctl__exec_register(c, sb->name, turn, line, aid);
        sbx_autofree char *ready = ctl_sandbox_path(c, sb->name, "ready");
        if (rc == 0 && access(ready, F_OK) < 0)         /* woken by an older sbxctl */
                ctl_ready_write(c, sb);
        return rc < 0 ? rc : 1;
}

/* NAME's ready file (cmd_sandbox.c (6)): its limits (its sbx_created
** passed over as no limit), or NULL when it is not ready; *born its
** created (0 in an older sbxctl's file: its limits alone). */
static char *ctl__ready_limits(ctl *c, const char *name, int64_t *born)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, "ready");
        char *text = NULL;
        *born = 0;
        if (sbx_read_file(p, &text, NULL) < 0)
                return NULL;
        json_t *o = json_loads(text, 0, NULL);
        *born = json_integer_value(json_object_get(o, "sbx_created"));
        json_decref(o);
        return text;
}

/* exec's fastest path, no turn: no catalog at all (opening it, with
** SQLite loaded, cost more than the rest of sbxctl).  Under NAME's shared
** lock, its workspace mounted and its ready file there (so no sleep,
** stop or delete is under way or done), the audit record goes to the
** journal (catalog.c (6)) and the activity with it; the command's exit
** follows.  The lock goes before the command runs, as on the catalog's
** path.  Returns the exit code, or -errno: not ready, or no journal
** here (another user): the catalog's path then. */
static int ctl__exec_journaled(ctl *c, int argc, char **argv, const char *name)
{
        int rc = ctl_exec_args(c, argc, argv);  /* bad use ran nothing: no record */
        if (rc)
                return rc;
        int lk = ctl_lock_shared(c, name, 0);
        if (lk < 0)
                return lk;
        int64_t born = 0;
        sbx_autofree char *limits = ctl__ws_mounted(c, name) ? ctl__ready_limits(c, name, &born) :
                                    NULL;
        sbx_autofree char *line = ctl__join(argc, argv);
        sbx_autofree char *jpath = NULL;
        rc = limits ? ctl_journal_begin(c->cf->sbx_state_dir, name, born, line, &jpath) : -EAGAIN;
        close(lk);
        if (rc < 0)
                return rc;
        char **av = sbx_calloc((size_t)argc + 32, sizeof *av), **keep = NULL;
        int nkeep = 0;
        int n = ctl__exec_argv(argc, argv, limits, NULL, av, &keep, &nkeep);
        fflush(stdout);
        rc = ctl_exec_run(c, n, av, ctl_wake);
        int e = ctl_journal_end(jpath, rc);
        if (e < 0)      /* the record stays, its exit unknown ("lost") */
                fprintf(stderr, "sbxctl: exec %s: journal %s: %s\n", name, jpath, strerror(-e));
        for (int i = 0; i < nkeep; i++)
                free(keep[i]);
        free(keep);
        free(av);
        return rc;
}

int ctl_cmd_exec_wake(ctl *c, int argc, char **argv)
{
        const char *name, *turn_arg;
        int detach;
        ctl__exec_scan(argc, argv, &name, &turn_arg, &detach);
        int64_t turn = 0;
        if (turn_arg && ctl__turn_id(turn_arg, &turn) < 0)
                return ctl__turn_bad_id(argv[0], "--turn", turn_arg);
        if (turn && detach) {
                /* a detached command outlives its client: turn end, which
                 * waits for the turn's clients, would capture "after"
                 * while it still writes (4) */
                fprintf(stderr, "sbxctl: exec: -d/--detach cannot be used with --turn (a turn's "
                        "snapshot holds what its commands wrote: they run in the foreground)\n");
                return ctl_usage(argv[0]);
        }
        if (!turn && name && sbx_name_ok(name)) {
                int rc = ctl__exec_journaled(c, argc, argv, name);
                if (rc >= 0)
                        return rc;
        }
        ctl_cat *k = ctl_catalog_try(c);
        if (!k && !turn)
                return ctl_cmd_exec(c, argc, argv);     /* no wake, no audit: as the socket allows */
        if (!k) {
                fprintf(stderr, "sbxctl: exec --turn: the catalog in %s is not writable by this user\n",
                        c->cf->sbx_state_dir);
                return CTL_EXIT_OWN;
        }
        ctl_turn t = { 0 };
        if (turn) {
                if (ctl_cat_turn_get(k, turn, &t) < 0) {
                        fprintf(stderr, "sbxctl: exec: no turn %lld\n", (long long)turn);
                        return CTL_EXIT_OWN;
                }
                if (name && strcmp(name, t.sandbox)) {
                        fprintf(stderr, "sbxctl: exec: turn %lld is in sandbox %s, not %s\n",
                                (long long)turn, t.sandbox, name);
                        return CTL_EXIT_OWN;
                }
                if (strcmp(t.state, "running")) {       /* before waking anything */
                        fprintf(stderr, "sbxctl: exec: turn %lld is %s, not running\n",
                                (long long)turn, t.state);
                        return CTL_EXIT_OWN;
                }
        }
        const char *insert = turn && !name ? t.sandbox : NULL;
        if (turn)
                name = t.sandbox;
        char **av = sbx_calloc((size_t)argc + 32, sizeof *av), **keep = NULL;
        int nkeep = 0, rc = CTL_EXIT_OWN, fast = 0;     /* till the command's own */
        ctl_sandbox sb = { 0 };
        sbx_autofree char *line = ctl__join(argc, argv);
        int64_t aid = 0;
        if (!name || !sbx_name_ok(name)) {
                int n = ctl__exec_argv(argc, argv, NULL, insert, av, &keep, &nkeep);
                rc = ctl_cmd_exec(c, n, av);            /* its usage or name message */
                goto out;
        }
        {                       /* bad use is told before anything wakes */
                int n = ctl__exec_argv(argc, argv, NULL, insert, av, &keep, &nkeep);
                if ((rc = ctl_exec_args(c, n, av)) != 0)
                        goto out;
                rc = CTL_EXIT_OWN;
        }
        if (ctl_cat_sandbox_get(k, name, &sb) == 0 && (fast = ctl__exec_fast(c, &sb, turn, line, &aid)) < 0)
                goto out;
        if (!fast) {
                /* asleep, never woken, unknown here (ctl_wake adopts it), or
                 * failed: the whole wake, then the record it leaves */
                ctl_cat_sandbox_free(&sb);
                if (ctl_wake(c, name) < 0 || ctl_cat_sandbox_get(k, name, &sb) < 0 ||
                    ctl__exec_register(c, name, turn, line, &aid) < 0)
                        goto out;
        }
        int n = ctl__exec_argv(argc, argv, sb.limits, insert, av, &keep, &nkeep);
        fflush(stdout);
        char tag[40];
        snprintf(tag, sizeof tag, "turn:%lld", (long long)turn);
        c->exec_tag = turn ? tag : NULL;
        rc = ctl_exec_run(c, n, av, fast ? ctl_wake : NULL);
        c->exec_tag = NULL;
        ctl__exec_done(c, name, turn, aid, rc);
out:
        ctl_cat_sandbox_free(&sb);
        for (int i = 0; i < nkeep; i++)
                free(keep[i]);
        free(keep);
        free(av);
        return rc;
}

int ctl_cmd_preview_wake(ctl *c, int argc, char **argv)
{
        int64_t port, hport;
        if (!ctl_catalog_try(c))
                return ctl_cmd_preview(c, argc, argv);
        int rc = ctl_preview_args(argc, argv, &port, &hport);
        if (rc)
                return rc;              /* bad use: nothing woken */
        if (argc >= 2 && sbx_name_ok(argv[1]) && ctl_wake(c, argv[1]) < 0)
                return 1;
        rc = ctl_preview_run(c, argc, argv, ctl_wake);
        if (argc >= 2 && sbx_name_ok(argv[1])) {
                ctl_audit_cmd(c, argv[1], 0, argc, argv, rc);
                ctl_cat_sandbox_touch(ctl_catalog(c), argv[1]);
        }
        return rc;
}

/* ---- diff --turn, rollback ---- */
/* NAME --turn ID from argv[1..]: the turn, checked to be name's. */
static int ctl__name_turn(ctl *c, int argc, char **argv, ctl_turn *t)
{
        int64_t id;
        if (argc != 4 || strcmp(argv[2], "--turn"))
                return ctl_usage(argv[0]);
        if (ctl__turn_id(argv[3], &id) < 0)
                return ctl__turn_bad_id(argv[0], "--turn", argv[3]);
        if (ctl_bad_name(argv[0], "sandbox", argv[1]))
                return 2;
        if (ctl_sandbox_unknown(c, argv[0], argv[1]))
                return 1;       /* not "no turn ID in this sandbox" */
        if (ctl_cat_turn_get(ctl_catalog(c), id, t) < 0 || strcmp(t->sandbox, argv[1])) {
                fprintf(stderr, "sbxctl: %s %s: no turn %lld in this sandbox\n", argv[0], argv[1],
                        (long long)id);
                return 1;
        }
        if (!*t->before) {
                fprintf(stderr, "sbxctl: %s %s: turn %lld has no snapshot from its start (%s)\n",
                        argv[0], argv[1], (long long)id, t->state);
                return 1;
        }
        return 0;
}

/* The turn's snapshot id (its "start" or "end") is still in name's ref:
** 0, or 1 after saying it was pruned (retention, snapshot-delete), so
** that diff and rollback say that instead of "no snapshot". */
static int ctl__turn_snap_listed(ctl *c, const char *cmd, const char *name, const ctl_turn *t,
                                 const char *id, const char *which)
{
        int rc = ctl_snap_listed(c, cmd, name, id);
        if (rc == 0)
                fprintf(stderr, "sbxctl: %s %s: turn %lld's snapshot from its %s (%.12s) was pruned: "
                        "no snapshot of %s has that id now (sbxctl prune, [snapshot] keep_last "
                        "and keep_within, or snapshot-delete)\n", cmd, name, (long long)t->id, which,
                        id, name);
        return rc == 1 ? 0 : 1;
}

int ctl_cmd_diff_turn(ctl *c, int argc, char **argv)
{
        int has = 0;
        for (int i = 1; i < argc; i++)
                has |= !strcmp(argv[i], "--turn");
        if (!has)
                return ctl_cmd_diff(c, argc, argv);
        ctl_turn t = { 0 };
        int rc = ctl__name_turn(c, argc, argv, &t);
        if (rc)
                return rc;
        /* (5) live only while it runs: later changes are not the turn's */
        int running = !strcmp(t.state, "running");
        if (!*t.after && !running) {
                sbx_autofree char *res = sbx_escape_text(t.result);
                if (!strcmp(t.state, "ending"))
                        fprintf(stderr, "sbxctl: %s %s: turn %lld has no snapshot from its end yet (it "
                                "is ending; `sbxctl turn end %lld` takes it)\n", argv[0], argv[1],
                                (long long)t.id, (long long)t.id);
                else
                        fprintf(stderr, "sbxctl: %s %s: turn %lld has no snapshot from its end (%s%s%s): "
                                "what it changed cannot be told from what changed after it\n", argv[0],
                                argv[1], (long long)t.id, t.state, *res ? ": " : "", res);
                return 1;
        }
        if (ctl__turn_snap_listed(c, argv[0], argv[1], &t, t.before, "start") ||
            (!running && ctl__turn_snap_listed(c, argv[0], argv[1], &t, t.after, "end")))
                return 1;
        char *av[] = { argv[0], argv[1], t.before, running ? "live" : t.after, NULL };
        return ctl_cmd_diff_own(c, 4, av);
}

int ctl_turn_busy(ctl *c, const char *cmd, const char *name)
{
        ctl_turn *v;
        size_t n;
        int64_t run = 0, queued = 0;
        if (ctl_cat_turn_list(ctl_catalog(c), name, "queued running ending", &v, &n) < 0) {
                fprintf(stderr, "sbxctl: %s %s: the catalog cannot say whether a turn runs in it\n",
                        cmd, name);
                return 1;
        }
        for (size_t i = 0; i < n; i++) {
                if (strcmp(v[i].state, "queued"))
                        run = v[i].id;
                else if (!queued && ctl_proc_alive(v[i].pid, v[i].pid_start))
                        queued = v[i].id;
        }
        free(v);
        if (run || queued)
                fprintf(stderr, "sbxctl: %s %s: a turn is %s in it (turn %lld); end or cancel it first\n",
                        cmd, name, run ? "running" : "queued", (long long)(run ? run : queued));
        return run || queued;
}

int ctl_cmd_rollback(ctl *c, int argc, char **argv)
{
        ctl_turn t = { 0 };
        int rc = ctl__name_turn(c, argc, argv, &t);
        if (rc)
                return rc;
        /* (restore asks again, under the sandbox's lifecycle lock) */
        if (ctl_turn_busy(c, argv[0], argv[1]) ||
            ctl__turn_snap_listed(c, argv[0], argv[1], &t, t.before, "start")) {
                ctl_audit_cmd(c, argv[1], t.id, argc, argv, 1);
                return 1;
        }
        char *av[] = { "restore", argv[1], t.before, NULL };
        rc = ctl_cmd_restore_own(c, 3, av);
        ctl_audit_cmd(c, argv[1], t.id, argc, argv, rc);
        return rc;
}

/* ---- history ---- */
static void ctl__fmt_ms(int64_t ms, char *out, size_t n)
{
        time_t s = (time_t)(ms / 1000);
        struct tm tm;
        gmtime_r(&s, &tm);
        strftime(out, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* history's rows, printed as they are read (as turn list's). */
struct ctl__history_out { int json; size_t n; const char *of; };

static int ctl__history_print(void *arg, const ctl_audit *a)
{
        struct ctl__history_out *o = arg;
        char when[32], code[16] = "-", turn[24] = "-";
        ctl__fmt_ms(a->at, when, sizeof when);
        int live = !a->done && ctl_proc_alive(a->pid, a->pid_start);
        if (a->done)
                snprintf(code, sizeof code, "%d", a->exit);
        else
                snprintf(code, sizeof code, "%s", live ? "run" : "lost");
        if (a->turn)
                snprintf(turn, sizeof turn, "%lld", (long long)a->turn);
        if (o->json) {
                json_t *j = json_pack("{s:s,s:I,s:n,s:I,s:n}", "time", when, "at", (json_int_t)a->at,
                                      "user", "turn", (json_int_t)a->turn, "command");
                if (j && (ctl_json_set_bytes(j, "user", a->user) < 0 ||
                          ctl_json_set_bytes(j, "command", a->command) < 0 ||
                          json_object_set_new(j, "exit", a->done ? json_integer(a->exit) :
                                              json_null()) < 0 ||
                          /* the text's EXIT when not a code: run, lost */
                          json_object_set_new(j, "state", json_string(a->done ? "done" : live ?
                                                                      "running" : "lost")) < 0)) {
                        json_decref(j);
                        j = NULL;
                }
                char *s = j ? json_dumps(j, JSON_COMPACT | JSON_ENSURE_ASCII) : NULL;
                json_decref(j);
                if (!s) {       /* never a row dropped silently */
                        fprintf(stderr, "sbxctl: history %s: a record: no JSON for it\n", o->of);
                        return -ENOMEM;
                }
                printf("%s%s", o->n++ ? "," : "[", s);
                free(s);
                return 0;
        }
        if (!o->n++)
                printf("%-20s %-14s %-5s %-5s %s\n", "TIME", "USER", "TURN", "EXIT", "COMMAND");
        sbx_autofree char *cmd = sbx_escape_text(a->command);
        printf("%-20s %-14s %-5s %-5s %s\n", when, a->user, turn, code, cmd);
        return 0;
}

int ctl_cmd_history(ctl *c, int argc, char **argv)
{
        /* --tenant T, --agent A: their rows are under "tenant:T" and
         * "agent:A", which no sandbox's name can be (cmd_sandbox.c) */
        int who = argc == 3 && (!strcmp(argv[1], "--tenant") || !strcmp(argv[1], "--agent"));
        if (argc != 2 + who || (!who && argv[1][0] == '-'))
                return ctl_usage(argv[0]);
        if (ctl_bad_name(argv[0], who ? argv[1] + 2 : "sandbox", argv[1 + who]))
                return 2;
        sbx_autofree char *key = who ? sbx_asprintf("%s:%s", argv[1] + 2, argv[2]) : NULL;
        struct ctl__history_out o = { c->json, 0, who ? key : argv[1] };
        /* a sandbox's own rows, not those of the deleted ones of its name
         * (catalog.c (9)); a name no sandbox has: all of them */
        ctl_sandbox sb;
        int64_t born = 0;
        if (!who && ctl_cat_sandbox_get(ctl_catalog(c), o.of, &sb) == 0) {
                born = sb.created;
                ctl_cat_sandbox_free(&sb);
        }
        int rc = ctl_cat_audit_each(ctl_catalog(c), o.of, 0, 0, born, ctl__history_print, &o);
        if (rc >= 0 && !o.n && (who ? ctl_who_unknown(c, "history", key) :
                                ctl_sandbox_unknown(c, "history", o.of)))
                return 1;
        if (o.json)     /* cut short: left open, no JSON to mistake for the whole */
                printf("%s\n", rc < 0 ? "" : o.n ? "]" : "[]");
        return rc < 0 ? 1 : 0;
}

/* ---- reap: timeouts, the queue, idle sandboxes; --loop: the host service ---- */
/* Does the executor run a command of the sandbox right now, hold
** processes an ended one left running (a server started with `&`: ps's
** procs; it is there for the next command, executor/README.md), or
** forward an open preview connection?  *active: the last preview
** activity or command end (ms). */
static int ctl__exec_busy(ctl *c, const char *name, int64_t *active)
{
        sbx_autofree char *sock = ctl_sandbox_path(c, name, "exec/sock");
        json_t *reply;
        char err[256];
        *active = 0;
        int rc = exec_request(sock, json_pack("{s:s,s:i}", "op", "ps", "version", EXEC_PROTO_VERSION),
                              &reply, err, sizeof err);
        if (rc < 0)     /* no executor: idle; one that answers wrongly: not known idle */
                return !(rc == -ENOENT || rc == -ECONNREFUSED);
        json_t *pv = json_object_get(reply, "preview");
        int busy = json_integer_value(json_object_get(pv, "open")) > 0;
        *active = json_integer_value(json_object_get(pv, "active"));
        size_t i;
        json_t *o;
        json_array_foreach(json_object_get(reply, "commands"), i, o) {
                const char *st = json_string_value(json_object_get(o, "state"));
                busy |= st && (!strcmp(st, "running") || !strcmp(st, "starting"));
                busy |= json_integer_value(json_object_get(o, "procs")) > 0;
                /* a detached command's end is activity too: idle_timeout
                 * counts from it, not from the exec that started it */
                int64_t ended = json_integer_value(json_object_get(o, "ended"));
                if (ended > *active)
                        *active = ended;
        }
        json_decref(reply);
        return busy;
}

/* A live client's operation in NAME, or with turn, of that turn only
** (one outside it, an operator's `tail -f`, must not keep a vanished
** client's turn from timing out: the host's queue stalled behind it). */
static int ctl__ops_live(ctl *c, const char *name, int64_t turn)
{
        ctl_audit *v;
        size_t n;
        int live = 0;
        if (ctl_cat_audit_list(ctl_catalog(c), turn ? NULL : name, turn, 1, &v, &n) < 0)
                return 1;
        for (size_t i = 0; i < n; i++)
                live |= ctl_proc_alive(v[i].pid, v[i].pid_start);
        ctl_cat_audit_list_free(v, n);
        return live;
}

/* Idle: no turn (nor one a live client waits for in the queue), no exec
** client, no running command, no open preview connection, nothing for
** [limits] idle_timeout seconds (a long silent job is not idle; a
** preview closed a second ago counts as activity).  ctl__idle_for: how
** long since the last activity it found (ms), which reap's "slept NAME
** (idle Ns)" says (it counted from the catalog's alone: a detached
** command's exec, not its end). */
static int64_t ctl__idle_for;

static int ctl__idle(ctl *c, const char *name)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        ctl_cat_fold(k, c->cf->sbx_state_dir);  /* execs of the fast path (catalog.c (6)) */
        if (ctl_cat_sandbox_get(k, name, &sb) < 0)
                return 0;
        ctl_cat_sandbox_free(&sb);
        int64_t idle = c->cf->limits_idle_timeout * 1000, previewed;
        if (idle <= 0 || ctl_cat_now() - sb.active < idle)
                return 0;
        ctl_turn *tv;
        size_t tn;
        int turn = 0;
        if (ctl_cat_turn_list(k, name, "queued running ending", &tv, &tn) < 0)
                return 0;
        for (size_t i = 0; i < tn; i++)         /* a live client's queued turn too: woken soon */
                turn |= strcmp(tv[i].state, "queued") || ctl_proc_alive(tv[i].pid, tv[i].pid_start);
        free(tv);
        if (turn || ctl__ops_live(c, name, 0) || ctl__exec_busy(c, name, &previewed))
                return 0;
        int64_t now = ctl_cat_now();
        ctl__idle_for = now - (previewed > sb.active ? previewed : sb.active);
        return now - previewed >= idle;
}

/* Down (its sbxfs died: status says so) with no turn live and no
** operation under way: reap sleeps it at once, whatever idle_timeout.
** Its commands run on over a dead mount (detached ones hold it "busy"
** for ever), and what its sbxfs committed is only in meta.db until the
** sleep captures it from there; the next operation wakes it as before. */
static int ctl__down(ctl *c, const char *name)
{
        if (!ctl_sandbox_down(c, name))
                return 0;
        ctl_turn *tv;
        size_t tn;
        int turn = 0;
        if (ctl_cat_turn_list(ctl_catalog(c), name, "queued running ending", &tv, &tn) < 0)
                return 0;
        for (size_t i = 0; i < tn; i++)         /* a turn's end captures it */
                turn |= strcmp(tv[i].state, "queued") || ctl_proc_alive(tv[i].pid, tv[i].pid_start);
        free(tv);
        return !turn && !ctl__ops_live(c, name, 0);
}

/* failed: duties that failed (said on stderr): a round's `reap` exits 1;
** skipped: those of them the store out of reach failed (said once a
** round: ctl__reap_once), not one that failed for its own reason */
struct ctl__reaped { int ended, slept, woke, deleted, captured, pruned, gc, failed, skipped;
                     uint64_t reclaimed; };

/* A duty of the round failed (if failed): counted, and as skipped when
** an open of the store failed in it (c->store_fails past fails0, its
** value before the duty).  It counted skipped every failure once the
** store was found out of reach, also a sleep that failed on its lock. */
static void ctl__duty_failed(ctl *c, struct ctl__reaped *r, int failed, int fails0)
{
        r->failed += failed != 0;
        r->skipped += failed && c->store_fails > fails0;
}

/* A duty not tried: the store is out of reach this round. */
static void ctl__duty_skipped(struct ctl__reaped *r)
{
        r->failed++;
        r->skipped++;
}

/* A turn admitted while its client waited, whose client then died before
** it started the turn (its "before" capture): nobody knows its id, and it
** held a slot until turn_timeout.  Abandoned, as a queued one would be
** (`turn wait ID` takes it again).  1 if it was. */
static int ctl__abandon_unstarted(ctl *c, int64_t id)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_turn t = { 0 };
        if (ctl_cat_begin(k) < 0)
                return 0;
        int gone = ctl_cat_turn_get(k, id, &t) == 0 && !strcmp(t.state, "running") && !*t.before &&
                   t.pid > 0 && !ctl_proc_alive(t.pid, t.pid_start);
        if (gone) {
                snprintf(t.state, sizeof t.state, "abandoned");
                snprintf(t.result, sizeof t.result, "its client died before the turn started");
                t.ended = ctl_cat_now();
                ctl_cat_turn_put(k, &t);
        }
        if (ctl_cat_commit(k) < 0)
                return 0;
        if (gone)
                ctl__admit(c);          /* hand the capacity on now */
        return gone;
}

/* What reap keeps of a sandbox from one pass to the next (the loop's
** passes: a round is one pass), an entry while it keeps something:
**   fails, retry: its interval captures' back-off, also in its catalog
**     row (ctl__backoff_note), for when the catalog takes no row.
**   wake: its wake at boot found the store out of reach (cmd_sandbox.c
**     (17): it stays ready, down): each pass tries it again until it
**     woke, failed for another reason, or the sandbox is no longer down.
**     Before, --boot's first pass alone woke, so a sandbox whose wake met
**     an outage stayed down until an operation woke it (and was
**     recorded failed besides).
**   said, of: what the failure of its turn `of` (whose end failed: (5))
**     or of its wake of the two (of CTL__OF_WAKE) said last: each pass
**     tries again and says it again only when it says otherwise (a full
**     disk said its ENOSPC, "turn N of S: ending" and a history row every
**     pass, 30 s; the store out of reach, the wake's line every pass). */
#define CTL__OF_WAKE (-1)
struct ctl__held {
        char  name[CTL_NAME_MAX];
        int   fails;                    /* its interval captures' back-off ... */
        int64_t retry;                  /* ... (ctl__backoff_note) */
        int   wake;
        int64_t of;                     /* a turn id, or CTL__OF_WAKE */
        char *said;                     /* owned, or NULL */
};
static struct ctl__held *ctl__helds;
static size_t ctl__nhelds;

static struct ctl__held *ctl__held_of(const char *name, int make)
{
        for (size_t i = 0; i < ctl__nhelds; i++)
                if (!strcmp(ctl__helds[i].name, name))
                        return &ctl__helds[i];
        if (!make)
                return NULL;
        ctl__helds = sbx_realloc(ctl__helds, ++ctl__nhelds * sizeof *ctl__helds);
        struct ctl__held *h = &ctl__helds[ctl__nhelds - 1];
        memset(h, 0, sizeof *h);
        snprintf(h->name, sizeof h->name, "%s", name);
        return h;
}

/* h keeps nothing now: gone from the table */
static void ctl__held_tidy(struct ctl__held *h)
{
        if (!h || h->fails || h->wake || h->said)
                return;
        *h = ctl__helds[--ctl__nhelds];         /* the last moves into its place */
}

/* Does name's wake at boot wait for the store (ctl__wake_wait set it)? */
static int ctl__wake_waits(const char *name)
{
        struct ctl__held *h = ctl__held_of(name, 0);
        return h && h->wake;
}

static void ctl__wake_wait(const char *name, int wait)
{
        struct ctl__held *h = ctl__held_of(name, wait);
        if (h) {
                h->wake = wait;
                ctl__held_tidy(h);
        }
}

/* Did the last pass say text of name's `of` (a turn, CTL__OF_WAKE) already?
** Else it is kept as said now.  text NULL: it succeeded (nothing kept). */
static int ctl__said_again(const char *name, int64_t of, const char *text)
{
        struct ctl__held *h = ctl__held_of(name, text != NULL);
        if (!h)
                return 0;
        int same = text && h->of == of && h->said && !strcmp(h->said, text);
        if (!same) {
                free(h->said);
                h->said = text ? sbx_strdup(text) : NULL;
                h->of = of;
        }
        ctl__held_tidy(h);
        return same;
}

/* One turn of ctl__reap_turns' list (r); reap as ctl__turn_finish's.  1
** if it ended it, -1 if the capture at its end failed (said). */
static int ctl__reap_turn(ctl *c, FILE *out, const ctl_turn *r, int reap)
{
        int64_t now = ctl_cat_now(), tt = c->cf->limits_turn_timeout * 1000;
        ctl_turn t = { 0 };
        if (!strcmp(r->state, "running") && !*r->before && r->pid > 0 &&
            !ctl_proc_alive(r->pid, r->pid_start) && ctl__abandon_unstarted(c, r->id)) {
                fprintf(out, "turn %lld of %s: abandoned (its client died before it started)\n",
                        (long long)r->id, r->sandbox);
                return 1;
        }
        int timeout = !strcmp(r->state, "running") && tt > 0 && now - r->active > tt &&
                      !ctl__ops_live(c, r->sandbox, r->id);
        int orphan = !strcmp(r->state, "ending") && !ctl_proc_alive(r->pid, r->pid_start);
        if (!timeout && !orphan)
                return 0;
        json_t *gone = json_array();
        ctl_stderr held;                /* what its end says, said once (ctl__said_again) */
        if (reap == 1)
                ctl_stderr_away(&held, 1);
        int rc = ctl__turn_finish(c, r->id, timeout ? "timeout" : "ended",
                                  timeout ? "no operation within turn_timeout" : NULL, reap, 0, &t, gone);
        sbx_autofree char *said = reap == 1 ? ctl_stderr_take(&held) : NULL;
        if (rc == 2) {
                json_decref(gone);      /* another reaper's, or touched since the list */
                return 0;
        }
        if (rc == 3)                    /* ended failed, taken over (said) */
                rc = 0;
        ctl_exec_ended_print(out, gone);
        json_decref(gone);
        if (reap == 1 && ctl__said_again(r->sandbox, r->id, rc ? said : NULL))
                return -1;              /* as the last pass: tried, not said again */
        fputs(said ? said : "", stderr);
        if (rc)                         /* (5) reap's next pass tries again */
                fprintf(out, "turn %lld of %s: ending (its end failed%s; each reap pass tries again, "
                        "saying it again only if the failure changes)\n", (long long)r->id,
                        r->sandbox, said && *said ? " (above)" : "");
        else
                fprintf(out, "turn %lld of %s: %s\n", (long long)r->id, r->sandbox, t.state);
        ctl__audit_text(c, r->sandbox, r->id, timeout ? "reap: turn timeout" :
                        "reap: turn end (its ender died or its capture failed)", rc);
        return rc ? -1 : 1;
}

/* End turns past [limits] turn_timeout with no live operation, and turns
** left "ending" by an ender that died or by a capture at their end that
** failed (5); abandon turns admitted whose client died before starting
** them; one line each to out.  waiter: the sandbox of a queued `turn
** begin` reaping as it waits (every 5 s), NULL for reap.  A waiter
** leaves a turn whose end capture failed (ending, pid 0) to reap and to
** turn end / cancel of it (each waiter on the host captured it again
** every 5 s), and reaps other sandboxes' turns quietly: their names and
** errors (other tenants') are not its client's to read. */
static int ctl__reap_turns(ctl *c, FILE *out, const char *waiter, struct ctl__reaped *r)
{
        ctl_turn *v;
        size_t n;
        int ended = 0;
        if (ctl_cat_turn_list(ctl_catalog(c), NULL, "running ending", &v, &n) < 0)
                return 0;
        for (size_t i = 0; i < n; i++) {
                if (waiter && !strcmp(v[i].state, "ending") && v[i].pid == 0)
                        continue;               /* reap's, turn end's, cancel's (5) */
                /* fd 2 to /dev/null: what ctl__turn_finish and the
                 * capture print there too */
                ctl_stderr quiet = { -1, -1 };
                if (waiter && strcmp(v[i].sandbox, waiter))
                        ctl_stderr_away(&quiet, 0);
                int fails0 = c->store_fails;
                int e = ctl__reap_turn(c, out, &v[i], waiter ? 2 : 1);
                ended += e > 0;
                if (r)
                        ctl__duty_failed(c, r, e < 0, fails0);
                ctl_stderr_back(&quiet, 0);
        }
        free(v);
        return ended;
}

/* [snapshot] capture_interval's back-off: a sandbox whose interval
** capture failed (a full state dir or store; not the store out of reach,
** which each round tries once and says once: ctl__reap_once) is tried
** again after capture_interval doubled per failure in a row (2, 4, 8
** times ...), at most CTL__BACKOFF_MAX (or capture_interval, when
** longer), and its first capture after them says the captures resume.
** It is kept in the sandbox's catalog row (capture_fails, capture_retry),
** so that a round (`reap` alone, a cron job's: a new process each time)
** backs off as the loop does, and in the loop's memory too (ctl__held),
** for a catalog that takes no row (its disk full, the usual cause).
** Before, a full state dir's ENOSPC was said again every pass (30 s),
** and by every round: the back-off lived in the loop's memory alone.  A
** retry further ahead than the longest wait was set by a clock since
** stepped back: due now. */
#define CTL__BACKOFF_MAX 3600           /* s */

static int64_t ctl__backoff_cap(ctl *c)
{
        int64_t every = c->cf->snapshot_capture_interval;
        return every > CTL__BACKOFF_MAX ? every : CTL__BACKOFF_MAX;
}

/* May sb's interval capture be tried now? */
static int ctl__backoff_due(ctl *c, const ctl_sandbox *sb)
{
        struct ctl__held *h = ctl__held_of(sb->name, 0);
        int64_t now = ctl_cat_now(), retry = sb->capture_retry;
        if (h && h->retry > retry)
                retry = h->retry;
        return now >= retry || retry - now > ctl__backoff_cap(c) * 1000;
}

/* sb's interval capture ended rc (-EBUSY: not tried): the back-off
** grows, or ends (said) */
static void ctl__backoff_note(ctl *c, FILE *out, const ctl_sandbox *sb, int rc)
{
        if (rc == -EBUSY || (rc < 0 && c->round.down))
                return;         /* the store out of reach: tried once a round, said so */
        ctl_cat *k = ctl_catalog(c);
        struct ctl__held *h = ctl__held_of(sb->name, rc < 0);
        int fails = h && h->fails > sb->capture_fails ? h->fails : sb->capture_fails;
        if (rc == 0) {
                if (fails)
                        fprintf(out, "interval captures of %s resume (after %d failed)\n", sb->name,
                                fails);
                if (sb->capture_fails || sb->capture_retry)
                        ctl_cat_sandbox_backoff(k, sb->name, 0, 0);
                if (h) {
                        h->fails = 0;
                        h->retry = 0;
                        ctl__held_tidy(h);
                }
                return;
        }
        int64_t cap = ctl__backoff_cap(c), wait = c->cf->snapshot_capture_interval;
        fails++;
        for (int i = 0; i < fails && wait < cap; i++)
                wait *= 2;
        if (wait > cap)
                wait = cap;
        h->fails = fails;
        h->retry = ctl_cat_now() + wait * 1000;
        ctl_cat_sandbox_backoff(k, sb->name, fails, h->retry);     /* full: h keeps it */
        fprintf(stderr, "sbxctl: reap: interval capture of %s failed: the next try in %lld s (the "
                "wait doubles per failure, up to %lld s)\n", sb->name, (long long)wait, (long long)cap);
}

/* Is name's row ready still (a wake failed on the store's outage keeps
** it so: cmd_sandbox.c (17))? */
static int ctl__still_ready(ctl *c, const char *name)
{
        ctl_sandbox sb;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) < 0)
                return 0;
        ctl_cat_sandbox_free(&sb);
        return !strcmp(sb.state, "ready");
}

static void ctl__reap_duties(ctl *c, int boot, struct ctl__reaped *r)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_cat_fold(k, c->cf->sbx_state_dir);  /* activity of the fast path's execs */
        int64_t now = ctl_cat_now();
        /* stamps from a wall clock since stepped back count as now: the
         * differences below wait one timeout more, not the step (a
         * failure: they wait the step, as before) */
        ctl_cat_clamp(k, now);
        size_t n;
        /* what it did, a line each; with --json on stderr (stdout has the
         * one document) */
        FILE *out = c->json ? stderr : stdout;
        r->ended += ctl__reap_turns(c, out, NULL, r);
        ctl__admit(c);
        ctl_artifact_reap(c, out);      /* scratch trees of publishes killed */
        ctl_state_tmps_sweep(c, c->cf->snapshot_gc_min_age);   /* and what writers killed left */
        /* sandboxes: finish deletes, wake after a reboot, sleep the idle */
        ctl_sandbox *s;
        if (ctl_cat_sandbox_list(k, &s, &n) < 0) {
                r->failed++;
                return;
        }
        int64_t idle = c->cf->limits_idle_timeout * 1000, every = c->cf->snapshot_capture_interval * 1000;
        /* which are awake, from one read of the mount table (a wake,
         * sleep or delete below changes only its own sandbox's) */
        char *awake = calloc(n ? n : 1, 1);
        if (!awake) {
                ctl_cat_sandbox_list_free(s, n);
                r->failed++;
                return;
        }
        ctl_mounts_hold(c);
        for (size_t i = 0; i < n; i++)
                awake[i] = strcmp(s[i].state, "deleting") && ctl_sandbox_mounted(c, s[i].name);
        ctl_mounts_drop(c);
        for (size_t i = 0; i < n; i++) {
                const char *name = s[i].name;
                if (!strcmp(s[i].state, "deleting")) {
                        /* a delete cut short, not one under way: that one
                         * holds the sandbox's lock (cmd_sandbox.c (4)) */
                        int lk = ctl_lock(c, name, "lock", 1);
                        if (lk == -EBUSY)
                                continue;
                        if (lk >= 0)
                                close(lk);
                        if (c->round.down) {
                                ctl__duty_skipped(r);
                                continue;
                        }
                        char *av[] = { "delete", (char *)name, NULL };
                        int fails0 = c->store_fails;
                        int json = c->json;
                        c->json = 0;    /* its line is one of ours */
                        fflush(stdout);
                        int saved = json ? dup(1) : -1;
                        if (saved >= 0)
                                dup2(2, 1);
                        if (ctl_cmd_delete(c, 2, av) == 0)
                                r->deleted++;
                        else
                                ctl__duty_failed(c, r, 1, fails0);
                        fflush(stdout);
                        if (saved >= 0) {
                                dup2(saved, 1);
                                close(saved);
                        }
                        c->json = json;
                        continue;
                }
                int down = !awake[i] && !strcmp(s[i].state, "ready");
                if (down && (boot || ctl__wake_waits(name))) {
                        int fails0 = c->store_fails, rc = c->round.down;
                        if (!rc) {      /* its failure said once (ctl__held) */
                                ctl_stderr held;
                                ctl_stderr_away(&held, 1);
                                rc = ctl_wake(c, name);
                                sbx_autofree char *said = ctl_stderr_take(&held);
                                if (!ctl__said_again(name, CTL__OF_WAKE, rc ? said : NULL))
                                        fputs(said, stderr);
                        }
                        /* another host runs it (took it over while it was
                         * down here): a fleet's failover, no failure of
                         * the pass (it was exit 1 at each boot after one);
                         * slept below without a capture, said */
                        snap_lease hl;  /* -EBUSY is a local mount's too: asked */
                        int elsewhere = rc == -EBUSY && ctl_held_elsewhere(c, NULL, name, &hl) > 0;
                        if (rc == 0) {
                                fprintf(out, "woke %s (it was ready before the restart)\n", name);
                                ctl__audit_text(c, name, 0, "reap: wake (--boot)", 0);
                                r->woke++;
                        } else if (elsewhere)
                                ;
                        else if (c->round.down && c->store_fails == fails0)
                                ctl__duty_skipped(r);  /* not tried */
                        else
                                ctl__duty_failed(c, r, 1, fails0);
                        /* the store out of reach (before, or found by
                         * this wake: the row kept ready): a later pass */
                        ctl__wake_wait(name, rc < 0 && !elsewhere &&
                                       (c->round.down || ctl__still_ready(c, name)));
                        if (!elsewhere)
                                continue;
                }
                ctl__wake_wait(name, 0);        /* awake, or not down any more */
                /* one another host took over is slept without a capture
                 * (fenced: every pass tried and failed), said once */
                char by[CTL_HOLDER_MAX];
                int fails0 = c->store_fails;
                if (!awake[i]) {
                        int sl = strcmp(s[i].state, "ready") ? 1 : ctl_sleep_if(c, name, ctl__down, by);
                        ctl__duty_failed(c, r, sl < 0, fails0);
                        if (sl == 0) {
                                if (*by)
                                        fprintf(out, "slept %s (taken over by %s: not captured here)\n",
                                                name, by);
                                else
                                        fprintf(out, "slept %s (its sbxfs was gone)\n", name);
                                ctl__audit_text(c, name, 0, *by ? "reap: sleep (down, taken "
                                                "over: not captured)" : "reap: sleep (down)", 0);
                                r->slept++;
                        }
                        continue;
                }
                /* not while a gc has the store (reap --loop's every
                 * gc_interval, or an operator's): the sleep's capture
                 * would wait for it, and every duty of the loop with it;
                 * the next pass sleeps it */
                int sl = idle > 0 && now - s[i].active >= idle && !ctl_gc_running(c) ?
                         ctl_sleep_if(c, name, ctl__idle, by) : 1;
                ctl__duty_failed(c, r, sl < 0, fails0);
                if (sl == 2)
                        continue;       /* a delete's, claimed meanwhile: no capture */
                if (sl == 0) {
                        if (*by)
                                fprintf(out, "slept %s (taken over by %s: not captured here)\n", name, by);
                        else
                                fprintf(out, "slept %s (idle %llds)\n", name,
                                        (long long)(ctl__idle_for / 1000));
                        ctl__audit_text(c, name, 0, *by ? "reap: sleep (taken over: not "
                                        "captured)" : "reap: sleep", 0);
                        r->slept++;
                        continue;
                }
                /* [sbx] daemon_log_max: its daemons' logs, written on */
                ctl_sandbox_logs_rotate(c, name, out);
                /* [snapshot] capture_interval: a running sandbox that
                 * changed is captured that often (an unchanged one is
                 * only looked at: ctl_capture stamps last_capture_at);
                 * not while a gc or another capture holds it: next round */
                if (every > 0 && now - s[i].last_capture_at >= every && ctl__backoff_due(c, &s[i])) {
                        char id[65];
                        fails0 = c->store_fails;
                        int rc = ctl_capture_try(c, name, "interval", id);
                        ctl__backoff_note(c, out, &s[i], rc);
                        if (rc == 0 && *id && strcmp(id, s[i].last_capture)) {
                                fprintf(out, "captured %s %s\n", name, id);
                                r->captured++;
                        }
                        ctl__duty_failed(c, r, rc < 0 && rc != -EBUSY, fails0);
                }
        }
        /* retention after the captures (this round's, and the turns' and
         * stops' since the last): [snapshot] keep_last, keep_within */
        for (size_t i = 0; i < n; i++) {
                int fails0 = c->store_fails;
                int rc = strcmp(s[i].state, "deleting") ? ctl_snap_prune_auto(c, s[i].name, out) : 0;
                r->pruned += rc > 0;
                ctl__duty_failed(c, r, rc < 0, fails0);
        }
        free(awake);
        ctl_cat_sandbox_list_free(s, n);
        fflush(out);
}

/* One round.  The store is tried once (c->round): out of reach (its
** directory gone or not mounted, the bucket not answering), the first
** duty that needs it fails quietly, and so does each one after it at
** once, and the round says so in one line naming the store as
** configured and the cause.  It said the same line once per sandbox
** and per duty (15 for 9 sandboxes), and with no cause when the store's
** open failed a plain ENOENT. */
static void ctl__reap_once(ctl *c, int boot, struct ctl__reaped *r)
{
        int skipped = r->skipped;
        c->round.on = 1;
        c->round.down = 0;
        ctl__reap_duties(c, boot, r);
        c->round.on = 0;
        if (!c->round.down)
                return;
        sbx_autofree char *url = sbx_escape_text(c->cf->store_url);
        fprintf(stderr, "sbxctl: reap: store '%s' is out of reach (%s): %d duties of this round "
                "skipped (the captures, sleeps, prunes, wakes and deletes that need it); the next "
                "round tries again\n", url, c->round.why, r->skipped - skipped);
        c->round.down = 0;
}

/* --loop: the configuration file is read again before each pass after
** the first, so an edit takes effect without a restart of the service.
** A file that does not load, or that names another state_dir (the
** catalog this process holds open is the old one's), leaves the values
** read before in force: said on stderr once per such file (last: what
** was said last). */
static void ctl__reap_reload(ctl *c, char *last, size_t cap)
{
        conf *nc;
        char err[512];
        if (conf_load(c->config_path, &nc, err, sizeof err) == 0) {
                if (!strcmp(nc->sbx_state_dir, c->cf->sbx_state_dir)) {
                        conf_free(c->cf);
                        c->cf = nc;
                        last[0] = 0;
                        return;
                }
                sbx_autofree char *ep = sbx_escape_text(nc->path ? nc->path : "the defaults");
                sbx_autofree char *es = sbx_escape_text(nc->sbx_state_dir);
                snprintf(err, sizeof err, "%s: [sbx] state_dir %s: a change of state_dir takes a "
                         "restart", ep, es);
                conf_free(nc);
        }
        if (strcmp(err, last))
                fprintf(stderr, "sbxctl: reap: config: %s; the values read before stay in force\n", err);
        snprintf(last, cap, "%s", err);
}

/* --loop's gc, every [snapshot] gc_interval (0: never) after the last
** one ended (the first one interval after the loop's start, so that a
** boot's wakes do not wait for it), in a child process (ctl_gc_spawn):
** a long gc holds up no pass, and its end is said within 0.1 s.  When
** another gc has the store, this round is left to it, quietly; one that
** failed is said, and the next interval tries again.  A local store not
** made yet (a fresh install, no sandbox: the first create makes it) has
** nothing to collect, and gc makes none (ctl_cmd_gc): the loop said so,
** with a failed gc, every interval; now it waits, said once (again if it
** goes once more).  A store gone under sandboxes still fails each gc,
** loudly (ctl_store_there).  last: when the last ended (monotonic ns). */
/* The newest refusal at a store budget ([fs] store_budget) on this host
** that is gc_min_age old and later than seen: the mtime of a sandbox's
** FS_BUDGET_FILE, which its sbxfs writes when it refuses and removes
** when a gc ended.  The packs it wrote are gc's once that old, so the
** loop runs gc then rather than at the interval's end (up to
** gc_interval + gc_min_age later): once for each refusal.  0: none.
** Looked at every 10 s. */
static time_t ctl__budget_due(ctl *c, time_t seen)
{
        static int64_t looked;
        int64_t t = sbx_mono_ns();
        if (looked && t - looked < 10 * 1000000000ll)
                return 0;
        looked = t;
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        if (!d)
                return 0;
        time_t now = time(NULL), due = 0;
        struct dirent *e;
        while ((e = readdir(d))) {
                if (e->d_name[0] == '.')
                        continue;
                sbx_autofree char *f = sbx_asprintf("%s/%s/%s", dir, e->d_name, FS_BUDGET_FILE);
                struct stat st;
                if (stat(f, &st) == 0 && st.st_mtime > seen && st.st_mtime > due &&
                    now - st.st_mtime > c->cf->snapshot_gc_min_age)
                        due = st.st_mtime;
        }
        closedir(d);
        return due;
}

/* Refusals at a store budget up to seen had their gc (before: the value
** when the last gc was started); one whose gc did not run or failed is
** due again after wait, which doubles (10 s, 20 s, ... up to
** gc_interval) until a gc ends well. */
static struct { time_t seen, before; int64_t wait, after; } ctl__budget;

/* the gc started for budget refusals ended rc (0: well), or could not
** start (rc < 0; -EBUSY: another gc holds the store, whose end serves) */
static void ctl__budget_gc_end(int rc, int64_t every)
{
        if (rc == 0)
                ctl__budget.wait = 0;
        else if (rc != -EBUSY && ctl__budget.seen != ctl__budget.before) {
                int64_t w = ctl__budget.wait ? ctl__budget.wait * 2 : 10 * 1000000000ll;
                if (w > every * 1000000000ll)
                        w = every * 1000000000ll;
                ctl__budget.seen = ctl__budget.before;
                ctl__budget.wait = w;
                ctl__budget.after = sbx_mono_ns() + w;
                fprintf(stderr, "sbxctl: reap: the gc for a sandbox whose writes are refused at "
                        "its [fs] store_budget is asked again in %lld s\n",
                        (long long)(w / 1000000000ll));
        }
        ctl__budget.before = ctl__budget.seen;
}

static void ctl__reap_gc(ctl *c, ctl_gc_job *g, int64_t *last, struct ctl__reaped *r)
{
        FILE *out = c->json ? stderr : stdout;
        int64_t now = sbx_mono_ns(), every = c->cf->snapshot_gc_interval;
        if (g->pid > 0) {
                int rc = ctl_gc_poll(g, out, &r->reclaimed);
                if (rc == 1)
                        return;
                r->gc += rc == 0;
                *last = now;
                ctl__budget_gc_end(rc, every);
                return;
        }
        if (every <= 0)
                return;
        time_t due = now - *last < every * 1000000000ll && now >= ctl__budget.after ?
                     ctl__budget_due(c, ctl__budget.seen) : 0;
        if (now - *last < every * 1000000000ll && !due)
                return;
        ctl__budget.before = ctl__budget.seen;
        if (due) {
                ctl__budget.seen = due;
                fprintf(out, "sbxctl: reap: gc now, for a sandbox whose writes are refused at its "
                        "[fs] store_budget since %lld s ago\n", (long long)(time(NULL) - due));
        }
        static int absent_said;
        if (ctl_store_absent(c)) {
                if (!absent_said) {
                        sbx_autofree char *dir = ctl_store_chunk_dir(c);
                        fprintf(stderr, "sbxctl: reap: %s holds no store yet (the first create makes "
                                "it): gc waits for it\n", dir);
                }
                absent_said = 1;
                *last = now;
                return;
        }
        absent_said = 0;
        int rc = ctl_gc_spawn(c, g);
        if (rc < 0 && rc != -EBUSY)
                fprintf(stderr, "sbxctl: reap: gc could not start: %s; the next gc_interval tries "
                        "again\n", strerror(-rc));
        if (rc < 0) {
                ctl__budget_gc_end(rc, every);
                *last = now;
        }
}

int ctl_cmd_reap(ctl *c, int argc, char **argv)
{
        c->verb = NULL;                 /* its wakes say "wake NAME" */
        int64_t loop = 0;
        int boot = 0;
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--loop") && i + 1 < argc) {
                        if (sbx_parse_int(argv[++i], &loop) < 0 || loop <= 0)
                                return ctl_bad_value(argv[0], "--loop", argv[i],
                                                     "whole seconds, 1 or more");
                } else if (!strcmp(argv[i], "--boot"))
                        boot = 1;
                else
                        return ctl_usage(argv[0]);
        }
        struct sigaction sa = { .sa_handler = ctl__on_int };
        if (loop) {
                sigaction(SIGINT, &sa, NULL);
                sigaction(SIGTERM, &sa, NULL);
        }
        struct ctl__reaped r = { 0 };
        char said[512] = "";
        ctl_gc_job gc = { .fd = -1 };
        int64_t gc_last = sbx_mono_ns();
        for (int pass = 0; !pass || (loop && !ctl__interrupted); pass++) {
                if (pass)
                        ctl__reap_reload(c, said, sizeof said);
                ctl__reap_once(c, boot, &r);
                boot = 0;
                for (int64_t s = 0; loop && s < loop * 10 && !ctl__interrupted; s++) {
                        ctl__reap_gc(c, &gc, &gc_last, &r);
                        usleep(100000);
                }
        }
        if (gc.pid > 0 && ctl_gc_poll(&gc, c->json ? stderr : stdout, &r.reclaimed) == 1) {
                /* a stop waits for no gc: it runs on (the service's
                 * KillMode=process leaves it; a ^C at a terminal ends it
                 * too, leaving at worst garbage for the next gc:
                 * snapshot/gc.c (2), (3)) */
                fprintf(stderr, "sbxctl: reap: the gc started %.0f s ago (pid %d) runs on; its "
                        "report is not read\n", (double)(sbx_mono_ns() - gc.t0) / 1e9, (int)gc.pid);
                close(gc.fd);
        }
        if (c->json)
                ctl_print_json(json_pack("{s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:I,s:i,s:i}", "turns_ended", r.ended,
                                        "slept", r.slept, "woke", r.woke, "deleted", r.deleted,
                                        "captured", r.captured, "pruned", r.pruned, "gc", r.gc,
                                        "bytes_reclaimed", (json_int_t)r.reclaimed, "failed", r.failed,
                                        "skipped", r.skipped));
        /* a round (cron's, a script's) says whether its duties were done;
         * the loop, stopped, exits 0 (systemd's Restart=on-failure) */
        return !loop && r.failed;
}
