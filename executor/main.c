/* main.c: sbxexec, the per-sandbox executor (see exec.h, PROTOCOL.md).
**
**   sbxexec [--config FILE] --state SANDBOXDIR
**   sbxexec [--config FILE] --dir EXECDIR --workspace DIR [--name NAME]
** --state takes the layout of tools/cmd_sandbox.c: EXECDIR is
** SANDBOXDIR/exec, the workspace SANDBOXDIR/workspace, the name its
** basename.  sbxexec runs in the foreground until stopped (a "stop"
** request, SIGTERM or SIGINT); sbxctl start daemonises it.
*/
#include "exec.h"
#include "../common/sbx.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static int usage(void)
{
        fprintf(stderr, "usage: sbxexec [--config FILE] --state SANDBOXDIR\n"
                        "       sbxexec [--config FILE] --dir EXECDIR --workspace DIR [--name NAME]\n"
                        "               [--uid UID --gid GID [--claim WHO]]\n");
        return 2;
}

int main(int argc, char **argv)
{
        sbx_std_fds();
        sbx_log_init("sbxexec");
        const char *config = NULL, *state = NULL, *dir = NULL, *ws = NULL, *name = NULL;
        const char *uid = NULL, *gid = NULL, *claim = NULL;
        for (int i = 1; i < argc; i++) {
                const char *a = argv[i];
                const char *v = i + 1 < argc ? argv[i + 1] : NULL;
                if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
                        usage();
                        return 0;
                }
                if (!v)
                        return usage();
                if (!strcmp(a, "--config")) config = v;
                else if (!strcmp(a, "--state")) state = v;
                else if (!strcmp(a, "--dir")) dir = v;
                else if (!strcmp(a, "--workspace")) ws = v;
                else if (!strcmp(a, "--name")) name = v;
                else if (!strcmp(a, "--uid")) uid = v;
                else if (!strcmp(a, "--gid")) gid = v;
                else if (!strcmp(a, "--claim")) claim = v;
                else return usage();
                i++;
        }
        sbx_autofree char *d1 = NULL, *w1 = NULL, *n1 = NULL;
        if (state) {
                char *s = realpath(state, NULL);
                if (!s)
                        sbx_die(-errno, "%s", state);
                d1 = sbx_asprintf("%s/exec", s);
                w1 = sbx_asprintf("%s/workspace", s);
                const char *b = strrchr(s, '/');
                n1 = sbx_strdup(b ? b + 1 : s);
                free(s);
                if (!dir) dir = d1;
                if (!ws) ws = w1;
                if (!name) name = n1;
        }
        if (!dir || !ws)
                return usage();
        if (!name)
                name = "sandbox";
        if (!sbx_name_ok(name))
                sbx_die(0, "'%s' is not a valid sandbox name", name);
        char err[512];
        conf *cf;
        if (conf_load(config, &cf, err, sizeof err) < 0)
                sbx_die(0, "config: %s", err);
        /* this sandbox's own ids (sbxctl gives each its own: [exec]
         * uid_count), in place of [exec] uid and gid */
        int64_t id;
        if (!uid != !gid || (claim && (!uid || !*claim || strchr(claim, '\n'))))
                return usage();
        if (uid) {
                int64_t g;
                if (sbx_parse_int(uid, &id) < 0 || id <= 0 || id >= INT32_MAX ||
                    sbx_parse_int(gid, &g) < 0 || g <= 0 || g >= INT32_MAX) {
                        fprintf(stderr, "sbxexec: --uid %s --gid %s: not ids above 0\n", uid, gid);
                        return usage();
                }
                cf->exec_uid = id;
                cf->exec_gid = g;
        }
        /* the uid is this sandbox's alone on this host while it serves
         * (as its sbxfs holds it; sbx_uid_claim) */
        sbx_autoclose int claimfd = -1;
        char other[4096];
        if (claim && (claimfd = sbx_uid_claim((uint32_t)id, claim, other, sizeof other)) < 0) {
                if (claimfd == -EBUSY)
                        sbx_die(0, "--uid %lld is another sandbox's on this host: %s runs as it",
                                (long long)id, other);
                sbx_die(claimfd, "--uid %lld: claim in %s", (long long)id, SBX_UID_CLAIMS);
        }
        sbx_autofree char *rws = realpath(ws, NULL);
        if (!rws)
                sbx_die(-errno, "workspace %s", ws);
        if (sbx_mkdir_p(dir, 0700) < 0)
                sbx_die(-errno, "mkdir %s", dir);
        sbx_autofree char *rdir = realpath(dir, NULL);
        /* out of the working directory it was started in (kept busy
         * for the sandbox's life), its paths resolved above */
        if (!rdir || chdir("/") < 0)
                sbx_die(-errno, "%s", rdir ? "chdir /" : dir);
        exec_opts o = { .name = name, .dir = rdir, .workspace = rws, .cf = cf };
        int rc = exec_daemon_run(&o);
        conf_free(cf);
        return rc;
}
