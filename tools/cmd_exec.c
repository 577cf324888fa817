/* cmd_exec.c: sbxctl's client of sbxexec (exec, ps, logs, wait, kill,
** preview) and the start/stop of the executor daemon.  Placeholder until
** the executor lands. */
#include "ctl.h"
#include "../common/sbx.h"

#include <errno.h>

static int ctl__exec_missing(const char *what)
{
        fprintf(stderr, "sbxctl: %s: the executor is not built yet\n", what);
        return 1;
}

int ctl_cmd_exec(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }
int ctl_cmd_ps(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }
int ctl_cmd_logs(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }
int ctl_cmd_wait(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }
int ctl_cmd_kill(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }
int ctl_cmd_preview(ctl *c, int argc, char **argv) { (void)c; (void)argc; return ctl__exec_missing(argv[0]); }

int ctl_exec_daemon_start(ctl *c, const char *name, const char *workspace)
{
        (void)c; (void)name; (void)workspace;
        return 0;
}

int ctl_exec_daemon_stop(ctl *c, const char *name)
{
        (void)c; (void)name;
        return 0;
}
