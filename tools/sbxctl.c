/* sbxctl.c: the one admin tool.  Parses global options, loads the
** configuration and dispatches to a command (tools/cmd_*.c). */
#include "ctl.h"
#include "catalog.h"
#include "../common/sbx.h"
#include "../executor/exec.h"

#include <getopt.h>
#include <jansson.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static const struct ctl_cmd ctl__cmds[] = {
        { "create",  ctl_cmd_create,  "NAME [--tenant T] [--label K=V]... [--limit KEY=VALUE]...",
          "record a sandbox (no mount, no process until an operation needs it; --tenant: of tenant T, which must exist, else default)" },
        { "update",  ctl_cmd_update,  "NAME [--rename NEW] [--label K=V]... [--limit KEY=VALUE]...",
          "change a sandbox's name, labels (K= removes) or limits" },
        { "attach",  ctl_cmd_attach,  "NAME AGENT", "attach an existing agent (one each way, same tenant)" },
        { "detach",  ctl_cmd_detach,  "NAME", "detach the sandbox's agent" },
        { "tenant",  ctl_cmd_tenant,  "create T | delete T | list", "tenants (delete: refused while it has sandboxes or agents)" },
        { "agent",   ctl_cmd_agent,   "create A --tenant T | delete A | list", "agents and their sandboxes (create: T must exist, or be default; delete: detaches it; refused while its sandbox has a turn)" },
        { "start",   ctl_cmd_start,   "[--take-over] NAME | NAME --take-over", "wake a sandbox, also a stopped one; prints the workspace path" },
        { "stop",    ctl_cmd_stop,    "[--force] NAME | NAME --force", "end the sandbox's processes, capture, unmount; only start wakes it (a capture that fails leaves it running; --force: kill its sbxfs first, keeping what it committed; stopped even if the capture fails, the tree kept here)" },
        { "list",    ctl_cmd_list,    "", "list sandboxes" },
        { "status",  ctl_cmd_status,  "NAME", "state, agent, turn, queue, last capture (never wakes anything)" },
        { "stats",   ctl_cmd_stats,   "[NAME | --tenant T]", "what sandboxes use on this host: files, bytes and inodes against their quotas, CPU (this run's and over its life here), memory and processes, sbxfs's memory (never wakes anything)" },
        { "verify",  ctl_cmd_verify,  "NAME | --all", "check a sandbox's tree and every chunk it names (--all: every snapshot in the store)" },
        { "delete",  ctl_cmd_delete,  "[--background] NAME | NAME --background", "remove a sandbox, its trees and snapshots (refused while attached or in a turn; chunks are left to gc)" },
        { "exec",    ctl_cmd_exec_wake, "NAME [--turn ID] [-d|--detach] [-n|--no-stdin] [-t|--tty] [--cwd DIR] [--env K=V]... [--timeout S] [--memory SIZE] [--pids N] [--cpu S] [--fsize SIZE] [--nofile N] -- CMD [ARG...]", "run a command in the sandbox (wakes it); exits with its code (127/126: it could not be found/executed; 124: its own --timeout or --cpu ended it and it exited 0; 125: sbxctl failed, no such sandbox, a wake or the executor failed, a --cwd it cannot enter)" },
        { "ps",      ctl_cmd_ps,      "NAME", "list the sandbox's commands (wakes it)" },
        { "logs",    ctl_cmd_logs,    "NAME ID [-f|--follow] [--since OFFSET] [--stdout|--stderr]", "print a command's output: its stdout to stdout, its stderr to stderr, or one of them (wakes the sandbox)" },
        { "wait",    ctl_cmd_wait,    "NAME ID [--timeout S]", "wait for a command to end (wakes the sandbox); exits with its code (124: --timeout passed first, or its own --timeout or --cpu ended it and it exited 0; 125: sbxctl failed, no such sandbox or command, a wake or the executor failed)" },
        { "kill",    ctl_cmd_kill,    "NAME ID [--signal SIG]", "stop a command and every process it started (wakes nothing: a sandbox not running runs nothing)" },
        { "preview", ctl_cmd_preview_wake, "NAME PORT [--host-port P]", "forward a host loopback port to PORT in the sandbox (wakes it)" },
        { "capture", ctl_cmd_capture, "NAME [--label TEXT] [--if-changed] | --all | --watch", "snapshot a workspace to the store; prints a line saying what it did, then the snapshot id as the last line (--if-changed: no new snapshot if nothing changed, the line says unchanged and the id is the latest's; --all: NAME ID for every running sandbox, a new snapshot for each that changed, its latest for one that did not; --watch: that every [snapshot] capture_interval)" },
        { "snapshots", ctl_cmd_snapshots, "NAME", "list a sandbox's snapshots" },
        { "diff",    ctl_cmd_diff_turn, "NAME SNAP_A [SNAP_B|live] | NAME --turn ID", "paths added, modified and deleted between two states, or by a turn (live: refused while another host runs the sandbox; the store's latest once another host ran it since, said)" },
        { "snapshot-delete", ctl_cmd_snapshot_delete, "NAME SNAP", "delete a snapshot (chunks are left to gc; refused for a live turn's, and while another host runs the sandbox)" },
        { "prune",   ctl_cmd_prune,   "NAME|--all [--keep-last N] [--keep-within DURATION] [-n|--dry-run]",
          "drop the snapshots no rule keeps (default [snapshot] keep_last, keep_within; always kept: the latest, those labelled by capture --label, live turns'); gc then reclaims their space" },
        { "restore", ctl_cmd_restore, "NAME SNAP", "roll the workspace back to a snapshot (its own; another sandbox's of its tenant by full id; the live tree is captured first); every process of the sandbox ends, detached ones too, each named (--json: ended); refused while a turn runs or is queued" },
        { "fork",    ctl_cmd_fork,    "SNAP NEWNAME [--tenant T]", "a new sandbox from a snapshot, sharing every chunk, with the tenant, labels and limits of the snapshot's sandbox (--tenant: of tenant T, which must exist); its name is taken in the store first, as create takes its own: refused if another host took it" },
        { "prefetch", ctl_cmd_prefetch, "NAME", "bring a restored sandbox close: its chunks into the cache (S3), its files into the page cache (start runs it after a restore)" },
        { "gc",      ctl_cmd_gc,      "[--min-age S] [-n|--dry-run]", "remove chunks no tree or snapshot needs; reports what it reclaimed (--min-age: spare packs written in the last S seconds, default [snapshot] gc_min_age; --dry-run: say what it would remove and reclaim, removing nothing)" },
        { "export",  ctl_cmd_export,  "NAME SNAP FILE [--force]", "write a snapshot and its chunks to one portable file (mode 0600: it holds every file's bytes)" },
        { "import",  ctl_cmd_import,  "FILE [NEWNAME] [--tenant T]", "bring an exported snapshot in, checked, as a sandbox (a new one: of tenant T, which must exist, else default; its name taken in the store first, as create takes its own), or as a snapshot of the existing sandbox its file names" },
        { "store",   ctl_cmd_store,   "check|init|reindex", "check: is the store usable (reachable, credentials, bucket, round trip; a local index.db whole); init: make the bucket; reindex: rebuild index.db from the packs" },
        { "turn",    ctl_cmd_turn,    "begin NAME [--wait S] | wait ID [--wait S] | end ID [--failed] [--result TEXT] | cancel ID [--no-capture] | list [NAME] | show ID",
          "turns: begin (or wait, taking a turn over) prints the admitted turn's id last; exit 3: not admitted within S; 130: interrupted while queued (the turn cancelled)" },
        { "rollback", ctl_cmd_rollback, "NAME --turn ID", "put the workspace back to how it was before the turn (a restore: ends every process, named; refused while a turn runs or is queued)" },
        { "history", ctl_cmd_history, "NAME | --tenant T | --agent A", "who ran what, in which turn, with what exit (a tenant's, an agent's: their create and delete)" },
        { "reap",    ctl_cmd_reap,    "[--loop S] [--boot]", "end timed-out turns, run the queue, sleep idle sandboxes, capture every [snapshot] capture_interval and prune by keep_last, keep_within, move daemon logs past [sbx] daemon_log_max aside; --loop: the host service, which also runs gc every [snapshot] gc_interval" },
        { "artifact", ctl_cmd_artifact, "publish NAME PATH [--label TEXT] | list | get ID DEST [--force] | delete ID",
          "copy a file or folder of a workspace out to the store, immutable, sharing chunks; and back; delete one (gc reclaims its chunks)" },
        { "config",  ctl_cmd_config,  "check|show", "validate or print the configuration" },
};

json_t *ctl_json_text(const char *cmd, const char *what, const char *s)
{
        json_t *j = json_string(s);
        if (j)
                return j;
        char shown[256];
        size_t n = 0;
        for (const unsigned char *p = (const unsigned char *)s; *p && n + 5 < sizeof shown; p++)
                n += (size_t)snprintf(shown + n, sizeof shown - n, *p >= 0x20 && *p < 0x7f ? "%c" : "\\x%02x", *p);
        fprintf(stderr, "sbxctl: %s: %s is not UTF-8 text (sbx's requests and records are JSON, "
                "which carries text only): '%s'\n", cmd, what, shown);
        return NULL;
}

/* Not "\xNN" text for the bytes that are not UTF-8, as diff and history
** gave before: that could not be told from a name holding those four
** characters.  The display form says a byte was replaced; key_b64 which. */
int ctl_json_set_bytes(json_t *o, const char *key, const char *s)
{
        json_t *j = json_string(s);
        if (j)
                return json_object_set_new(o, key, j) < 0 ? -ENOMEM : 0;
        size_t len = strlen(s);
        sbx_autofree char *shown = sbx_malloc(3 * len + 1);    /* U+FFFD: 3 bytes */
        char *w = shown;
        for (const unsigned char *p = (const unsigned char *)s; *p;) {
                size_t n = sbx_utf8_len(p);
                if (n) {
                        memcpy(w, p, n);
                        w += n, p += n;
                } else {
                        memcpy(w, "\xef\xbf\xbd", 3);
                        w += 3, p++;
                }
        }
        *w = 0;
        sbx_autofree char *b64 = exec_b64_encode(s, len);
        sbx_autofree char *k64 = sbx_asprintf("%s_b64", key);
        if (json_object_set_new(o, key, json_string(shown)) < 0 ||
            json_object_set_new(o, k64, json_string(b64)) < 0)
                return -ENOMEM;
        return 0;
}

/* Seconds as a plain decimal ("5", "0.5"): strtod took " 5", "1e3",
** "0x10" and "inf" too, where exec's whole seconds took none. */
int ctl_parse_secs(const char *s, double *out)
{
        if (!(*s >= '0' && *s <= '9') || strspn(s, "0123456789.") != strlen(s) ||
            (strchr(s, '.') && strchr(s, '.') != strrchr(s, '.')))
                return -EINVAL;
        char *end;
        double v = strtod(s, &end);
        if (end == s || *end || !(v >= 0 && v <= 1e9))  /* "", NaN, inf, 1e300 */
                return -EINVAL;
        *out = v;
        return 0;
}

void ctl_stderr_away(ctl_stderr *h, int keep)
{
        fflush(stderr);
        h->held = -1;
        h->saved = fcntl(2, F_DUPFD_CLOEXEC, 3);
        int to = keep ? open("/tmp", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)
                      : open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (h->saved >= 0 && (to < 0 || dup2(to, 2) < 0)) {
                close(h->saved);
                h->saved = -1;
        }
        if (keep && h->saved >= 0)
                h->held = to;
        else if (to >= 0)
                close(to);
}

void ctl_stderr_back(ctl_stderr *h, int replay)
{
        sbx_autofree char *held = ctl_stderr_take(h);
        if (replay)
                fputs(held, stderr);
}

char *ctl_stderr_take(ctl_stderr *h)
{
        char *text = sbx_strdup("");
        if (h->saved < 0)
                return text;
        fflush(stderr);
        dup2(h->saved, 2);
        close(h->saved);
        h->saved = -1;
        if (h->held < 0)
                return text;
        char buf[4096];
        ssize_t got;
        size_t n = 0;
        if (lseek(h->held, 0, SEEK_SET) == 0)
                while ((got = read(h->held, buf, sizeof buf)) > 0) {
                        text = sbx_realloc(text, n + (size_t)got + 1);
                        memcpy(text + n, buf, (size_t)got);
                        text[n += (size_t)got] = 0;
                }
        close(h->held);
        h->held = -1;
        return text;
}

/* The first option of the line that no usage names (main): a command's
** usage error names it first, whatever parser found the line bad. */
static const char *ctl__unknown_opt, *ctl__unknown_in;

int ctl_usage(const char *cmd)
{
        if (ctl__unknown_opt && !strcmp(cmd, ctl__unknown_in)) {
                sbx_autofree char *esc = sbx_escape_text(ctl__unknown_opt);
                fprintf(stderr, "sbxctl: %s: unknown option '%s'\n", cmd, esc);
                ctl__unknown_opt = NULL;
        }
        for (size_t i = 0; i < SBX_ARRAY_LEN(ctl__cmds); i++)
                if (!strcmp(ctl__cmds[i].name, cmd)) {
                        fprintf(stderr, "usage: sbxctl [--config FILE] [--json] %s%s%s\n", cmd,
                                *ctl__cmds[i].usage ? " " : "", ctl__cmds[i].usage);
                        return 2;
                }
        fprintf(stderr, "usage: sbxctl [--config FILE] [--json] COMMAND [ARGS]\n");
        return 2;
}

/* help COMMAND, COMMAND --help: its usage (no blank after list's name,
** whose usage is empty) and what it does */
static int ctl__cmd_help(const struct ctl_cmd *cmd)
{
        printf("usage: sbxctl %s%s%s\n  %s\n", cmd->name, *cmd->usage ? " " : "", cmd->usage,
               cmd->help);
        return 0;
}

static void ctl__help(FILE *f)
{
        fprintf(f, "usage: sbxctl [--config FILE] [--json] COMMAND [ARGS]\n\n"
                   "Commands:\n");
        for (size_t i = 0; i < SBX_ARRAY_LEN(ctl__cmds); i++)
                fprintf(f, "  %-15s %s\n                  %s\n", ctl__cmds[i].name,
                        ctl__cmds[i].usage, ctl__cmds[i].help);
        fprintf(f, "\nThe config is --config FILE, else $SBX_CONFIG, else /etc/sbx/sbx.ini (none:\n"
                   "the defaults conf/sbx.ini lists).\n"
                   "Exit codes: 0 success, 1 failure, 2 bad usage (exec and wait: the command's\n"
                   "own code, 125 when sbxctl failed; turn begin and turn wait: 3 when not\n"
                   "admitted within --wait, 130 when interrupted while queued).\n");
}

int ctl_usage_sub(const char *cmd, const char *sub, const char *subs)
{
        size_t n = sub ? strlen(sub) : 0;
        int known = !sub || *sub == '-';        /* an option: ctl_usage says it */
        for (const char *p = subs; sub && p && !known; p = strchr(p, ' ') ? strchr(p, ' ') + 1 : NULL)
                known = !strncmp(p, sub, n) && (p[n] == ' ' || !p[n]);
        if (!known) {   /* said which (the usage alone did not) */
                sbx_autofree char *e = sbx_escape_text(sub);
                sbx_autofree char *list = sbx_strdup(subs);
                fprintf(stderr, "sbxctl: %s: no subcommand '%s' (", cmd, e);
                char *save = NULL;
                for (char *t = strtok_r(list, " ", &save), *f = t; t; t = strtok_r(NULL, " ", &save))
                        fprintf(stderr, "%s%s", t == f ? "" : ", ", t);
                fprintf(stderr, ")\n");
        }
        return ctl_usage(cmd);
}

/* A value the command cannot take, named with what it wants: the usage
** alone left the reader to guess which of the line's options was bad. */
int ctl_bad_value(const char *cmd, const char *opt, const char *val, const char *want)
{
        sbx_autofree char *esc = sbx_escape_text(val);
        fprintf(stderr, "sbxctl: %s: %s '%s': expected %s\n", cmd, opt, esc, want);
        return ctl_usage(cmd);
}

/* Does OPT take a value in cmd's usage ("[--label TEXT]": an option
 * followed by an upper-case word)?  Then what follows it is that value,
 * even when it reads --help, -h or --json. */
static int ctl__takes_value(const struct ctl_cmd *cmd, const char *opt)
{
        size_t l = strlen(opt);
        if (l < 2 || opt[0] != '-')
                return 0;
        for (const char *u = cmd->usage; (u = strstr(u, opt)); u += l)
                if ((u == cmd->usage || strchr("[ |", u[-1])) && u[l] == ' ' &&
                    u[l + 1] >= 'A' && u[l + 1] <= 'Z')
                        return 1;
        return 0;
}

/* Does cmd's usage name the option ARG ("--label=x": --label)?  As an
 * option of it: "[-d|--detach]", "[--label TEXT]", "--tenant T". */
static int ctl__knows(const struct ctl_cmd *cmd, const char *arg)
{
        size_t l = strcspn(arg, "=");
        for (const char *u = cmd->usage; *u; u++)
                if ((u == cmd->usage || strchr("[ |", u[-1])) && !strncmp(u, arg, l) &&
                    strchr(" ]|", u[l]))        /* its '\0' too: the usage's end */
                        return 1;
        return 0;
}

int main(int argc, char **argv)
{
        sbx_std_fds();
        sbx_log_init("sbxctl");
        sbx_sigbus_explain();
        ctl c = { 0 };
        int i = 1;
        for (; i < argc && argv[i][0] == '-'; i++) {
                if (!strcmp(argv[i], "--")) {           /* the end of sbxctl's options */
                        i++;
                        break;
                }
                if (!strcmp(argv[i], "--config") && i + 1 < argc)
                        c.config_path = argv[++i];
                else if (!strncmp(argv[i], "--config=", 9))
                        c.config_path = argv[i] + 9;
                else if (!strcmp(argv[i], "--json"))
                        c.json = 1;
                else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
                        ctl__help(stdout);
                        return 0;
                } else {
                        sbx_autofree char *esc = sbx_escape_text(argv[i]);
                        if (strcmp(argv[i], "--config"))
                                fprintf(stderr, "sbxctl: unknown option '%s'\n", esc);
                        else
                                fprintf(stderr, "sbxctl: --config needs a FILE\n");
                        return ctl_usage("");
                }
        }
        if (i >= argc) {
                ctl__help(stderr);
                return 2;
        }
        const char *name = argv[i];
        if (!strcmp(name, "help") && i + 2 < argc)
                return ctl_usage("help");
        if (!strcmp(name, "help") && i + 1 < argc && !strcmp(argv[i + 1], "help")) {
                printf("usage: sbxctl help [COMMAND]\n  every command's usage, or COMMAND's\n");
                return 0;
        }
        if (!strcmp(name, "help") && i + 1 < argc) {
                /* help COMMAND: that command's usage, as COMMAND --help */
                for (size_t k = 0; k < SBX_ARRAY_LEN(ctl__cmds); k++)
                        if (!strcmp(ctl__cmds[k].name, argv[i + 1]))
                                return ctl__cmd_help(&ctl__cmds[k]);
                sbx_autofree char *esc = sbx_escape_text(argv[i + 1]);
                fprintf(stderr, "sbxctl: help: unknown command '%s'\n", esc);
                ctl__help(stderr);
                return 2;
        }
        if (!strcmp(name, "help")) {
                ctl__help(stdout);
                return 0;
        }
        const struct ctl_cmd *cmd = NULL;
        for (size_t k = 0; k < SBX_ARRAY_LEN(ctl__cmds); k++)
                if (!strcmp(ctl__cmds[k].name, name))
                        cmd = &ctl__cmds[k];
        if (!cmd) {
                sbx_autofree char *esc = sbx_escape_text(name);
                fprintf(stderr, "sbxctl: unknown command '%s'\n", esc);
                ctl__help(stderr);
                return 2;
        }
        /* --json may also follow the command name, anywhere but in an
         * option's value; --help right after it. */
        int n = 0;
        char **args = sbx_calloc((size_t)(2 * (argc - i) + 1), sizeof *args);
        const char *pending = NULL;     /* the option before, awaiting its value */
        for (int k = i, split = 0, was = 0; k < argc; k++, split = was, was = 0) {
                if (k > i && !strcmp(argv[k], "--")) {
                        while (k < argc)
                                args[n++] = argv[k++];
                        break;
                }
                if (k > i + 1 && !split && ctl__takes_value(cmd, argv[k - 1])) {
                        args[n++] = argv[k];    /* a value, whatever it reads */
                        pending = NULL;
                        continue;
                }
                pending = k > i && ctl__takes_value(cmd, argv[k]) ? argv[k] : NULL;
                if (k > i && !strcmp(argv[k], "--json")) {
                        c.json = 1;
                        continue;
                }
                /* COMMAND --help, or COMMAND SUB --help for a command of
                 * subcommands (turn begin, store check: no operand of
                 * theirs begins with '-'); later a -h is an argument (a
                 * file named -h) */
                int sub = k == i + 2 && argv[i + 1][0] != '-' &&
                          cmd->usage[0] >= 'a' && cmd->usage[0] <= 'z';
                if ((k == i + 1 || sub) && (!strcmp(argv[k], "--help") || !strcmp(argv[k], "-h"))) {
                        free(args);
                        return ctl__cmd_help(cmd);
                }
                /* --OPT=VALUE is --OPT VALUE for an option that takes
                 * one, for every command (only capture's parser knew it;
                 * the others said only their usage) */
                char *eq = k > i && !strncmp(argv[k], "--", 2) ? strchr(argv[k], '=') : NULL;
                if (eq) {
                        *eq = '\0';
                        if (ctl__takes_value(cmd, argv[k])) {
                                pending = NULL;
                                args[n++] = argv[k];
                                args[n++] = eq + 1;
                                was = 1;        /* argv[k] is no option awaiting its value */
                                continue;
                        }
                        *eq = '=';
                }
                /* a negative number is an operand (a bad port, a count), no option */
                if (!ctl__unknown_opt && argv[k][0] == '-' && argv[k][1] &&
                    argv[k][strspn(argv[k] + 1, "0123456789") + 1] && !ctl__knows(cmd, argv[k])) {
                        ctl__unknown_opt = argv[k];
                        ctl__unknown_in = cmd->name;
                }
                args[n++] = argv[k];
        }
        /* An option the line ends with, or that "--" follows: its value
         * is missing, said before any parser takes "--" for it (turn end
         * --result -- ended the turn with the result "--"; --OPT=-- gives
         * that) or says the usage alone */
        if (pending) {
                fprintf(stderr, "sbxctl: %s: %s needs a value\n", cmd->name, pending);
                free(args);
                return ctl_usage(cmd->name);
        }
        /* exec and wait exit with their command's code: a failure of
         * sbxctl's own (the config, the output below, sbx_die's: a
         * catalog that cannot be opened) is told apart from it */
        int fail = cmd->fn == ctl_cmd_exec_wake || cmd->fn == ctl_cmd_wait ? CTL_EXIT_OWN : 1;
        sbx_die_status(fail);
        char err[512];
        if (conf_load(c.config_path, &c.cf, err, sizeof err) < 0) {
                fprintf(stderr, "sbxctl: config: %s\n", err);
                free(args);
                return fail;
        }
        if (!strcmp(c.cf->sbx_log_level, "debug"))
                setenv("SBX_DEBUG", "1", 0);    /* this command and the daemons it starts */
        c.verb = cmd->name;
        int rc = cmd->fn(&c, n, args);
        /* What was printed is the answer: a full disk or a closed pipe behind
         * stdout is this command's failure, not a silent success. */
        int werr = fflush(stdout) != 0 ? errno : ferror(stdout) ? -1 : 0;
        if (werr && rc == 0) {
                fprintf(stderr, "sbxctl: %s: could not write the output%s%s\n", name,
                        werr > 0 ? ": " : "", werr > 0 ? strerror(werr) : "");
                rc = fail;
        }
        ctl_cat_close(c.cat);
        conf_free(c.cf);
        free(args);
        return rc;
}
