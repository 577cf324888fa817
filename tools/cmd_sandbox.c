/* cmd_sandbox.c: the sandbox lifecycle: create, update, attach, detach,
** tenant, agent, start, stop, list, status, verify, delete, and the wake
** and sleep behind every operation that needs a sandbox.
**
** The catalog (tools/catalog.h) holds what a sandbox is (tenant, labels,
** limits, agent) and its recorded state; a sandbox's local state is
** STATE/sandboxes/NAME/:
**      meta.db         the live tree (sbxfs's SQLite metadata)
**      workspace/      the mountpoint
**      sbxfs.pid       pid of the sbxfs that serves the mount
**      sbxfs.log       its log
**      exec/           the executor's socket, command logs and statuses
** and STATE/locks/NAME.lock serializes wake, sleep and delete of NAME.
**
** States and the function behind each edge:
**
**   created --ctl_wake--> waking --ok--> ready <--turn begin/end--> busy
**      |                    | fail (*)      |  (busy: a turn is running)
**      |                    v               | ctl_sleep(stop=0): idle (reap)
**      |                 failed             v
**      |                  (ctl_wake     sleeping --ctl_wake--> waking
**      |                   again)           ^
**      |            ctl_sleep(stop=1)       | ctl_cmd_start
**      +-------------------------------> stopped (only start wakes it)
**   any, no agent attached --ctl_cmd_delete--> deleting --> gone
**
** (*) A wake refused as another host runs the sandbox leaves its state
** as it was (16), and so does one of a sandbox at rest that the store's
** outage failed (17).
** status and list show what they see (ctl__state_seen): busy for ready
** with a turn running, failed for waking with nobody waking it, and
** down for ready whose workspace is not mounted (its sbxfs died, or the
** host restarted): never recorded; the next operation wakes it
** (ctl_wake), and so does reap --boot.
**
** (1) Only ctl_wake mounts and starts processes, and only ctl_sleep and
**     delete end them (and ctl_wake those of a workspace no longer
**     mounted: ctl__exec_orphan_stop); status and list never call either
**     (a passive read of the catalog, the mount table and pid files).
** (2) A sandbox the catalog does not know but whose local state (a
**     directory with meta.db or workspace/: ctl__sandbox_found) or store
**     ref exists (made by another host, or a fork or import cut short
**     before its row) is adopted into its record's tenant (with none:
**     "default") on first use; not while a rename
**     marker of this host names it (a rename cut short: run again, it
**     finishes).
** (3) wake, sleep and delete of one sandbox hold its lock file, so two
**     clients never mount the same workspace twice.  delete unlinks its
**     lock files while it holds them; a waiter that then gets the lock of
**     the unlinked file opens the name again (ctl__flock).  So does a
**     command that finds, under the lock, that NAME is no sandbox here nor
**     in the store (ctl__known, restore): it leaves no lock file of a name
**     never known.  Only a holder unlinks: the path is always the file
**     its holder holds.
** (5) The store keeps each sandbox's record (ref catalog/NAME: tenant,
**     labels, limits, agent, and its create's time, which says whose it
**     is), written after every change of them, so a new host adopts a
**     sandbox as it was, not just its files.  A record alone (created,
**     never captured) makes the name taken, and create writes it only
**     where there is none, before its catalog row: of two hosts' creates
**     of a name, one wins, and no create cut short leaves a row whose name
**     another host may take (and then share its ref).  The create's marker
**     (STATE/locks/NAME.create: the record) lets the create run again
**     finish one cut short.  A wake of a sandbox never woken here whose
**     record this host never saw in the store (ctl__record_owed: an older
**     sbxctl's create wrote it after the row) first writes it the same
**     way: a name that another host took meanwhile is refused, not woken
**     from that host's snapshots.  The catalog's recorded says which rows
**     saw theirs: set by create, fork and import (the record goes in
**     before the row), by an adoption from the record, whenever a
**     row takes its record in (ctl__record_load), and whenever its
**     record is written (ctl__record_cas: update, attach, detach, agent
**     delete, rename); 0 in a catalog's rows of before it.  Every other
**     wake (a row that served, was captured or is recorded here) reads
**     the record and goes on only while it is this row's create's
**     (ctl__record_kept): none, with no snapshot left in the ref, is a
**     delete or rename on another host (a delete or rename moves the
**     lease on, ctl__lease_move, so even one on a host that never ran it
**     leaves this row's tree taken over), another create's is the name
**     made again there (maybe for another tenant).  Before, the row's
**     leftover tree here was woken and captured back (the delete undone),
**     or set aside for the new sandbox's snapshots, served under this
**     row's tenant.  Refused (the row failed, saying so; the ref the
**     wake's lease take fenced goes again while it lists no snapshot:
**     ctl__record_check); delete of such a row removes only this host's
**     row and state, and so does a delete that finds it so once it holds
**     the lease (the name deleted and made again on another host since
**     its first check); its removal of the record is a compare-and-delete
**     of its sandbox's (ctl__record_remove).  Kept, the record is
**     the row's from then on (ctl__record_load): labels, limits and
**     agent as another host's update, attach or detach left them are in
**     force from this wake (before, the row's older copy was, and the
**     next update here wrote it back over the record).  update starts
**     from the record too, and its write replaces only the record it read
**     (ref_cas): one another host wrote meanwhile is read again and the
**     update's change applied onto it; attach, detach and agent delete
**     write their agent the same way (ctl__record_put).  Where the wake
**     is refused (ctl__record_gone) they write no record: update and
**     attach are refused, detach and agent delete change this host's row
**     only (its delete, refused while attached, drops it).  Before, they
**     wrote the row over the record: a delete on another host undone, a
**     sandbox made again there recorded as this row's.
**     fork and import take their new name the same way
**     (ctl_name_claim): the record, create-
**     only, before the ref, with the tenant, labels and limits of the
**     snapshot's sandbox (or --tenant's), then the row once the ref is
**     in; their marker (STATE/locks/NAME.claim: the record) lets the
**     fork or import run again drop the record of one cut short before
**     its ref (ctl_name_claim_reap).  Before, they wrote no record: a
**     fork and a create of one name on two hosts both succeeded, and the
**     created sandbox (another tenant's) woke with the fork's files.
** (4) delete sets "deleting" before removing anything and removes the
**     catalog row last: a crash in between leaves a row that the next
**     delete (or reap) finishes.  No state overwrites "deleting" (a wake
**     or sleep that held the lock when the delete claimed the sandbox
**     ends with it unchanged), and delete sets it again once it holds
**     the lock.  A delete goes on only with the sandbox it claimed: the
**     row's create time (5) names it, asked again before and under the
**     lock (ctl__delete_ours).  Another delete (a client's retry, reap)
**     may have finished it meanwhile and a create made the name again:
**     that sandbox is left alone, and the delete answers "completed".
**     reap finishes only deletes cut short: one whose lock is held is
**     under way.
** (6) STATE/sandboxes/NAME/ready (the sandbox's limits, JSON, with its
**     created as "sbx_created", which no limit is named) exists only
**     while NAME is ready and mounted: wake writes it last, sleep, stop
**     and delete remove it first (restore before it stops the executor,
**     written again at its end), update rewrites it.  exec's fast path
**     (cmd_turn.c) reads it under NAME's shared lock instead of opening
**     the catalog: the limits for the executor, the created for its
**     journal record (whose row it is, catalog.c (9)).  An older
**     sbxctl's fast path reads the limits it knows and passes over the
**     created (a line before the JSON made it run with no limits).
** (8) A rename writes its marker (STATE/locks/NAME.rename) in a catalog
**     transaction that finds NAME not deleting, and a delete claims NAME
**     (state "deleting") in one that finds no marker: a rename never
**     carries a delete claimed meanwhile over to the new name.  Its
**     last step, the catalog's rename done, writes TO's record and removes
**     NAME's, then the marker: while the marker is there and TO has its
**     row, NAME is no sandbox to adopt from its record, and the rename
**     run again does that step.  NAME's goes by compare-and-delete of its
**     own sandbox's (ctl__record_remove), as a delete's: another host may
**     have deleted NAME and made it again since the moves (the rename cut
**     short, its lease of NAME gone stale).  The rename run again reads
**     NAME's record before it takes NAME's lease, and leaves another
**     create's lease, record and ref alone (ctl__rename_records).
** (7) A capture writes NAME's ref under NAME's capture lock
**     (STATE/locks/NAME.capture); delete and rename take it (after the
**     lifecycle lock, as sleep does) before they drop or move the ref, and
**     a capture that gets it re-checks that NAME's local state is there.
**     So no capture lands on a deleted or renamed sandbox's name.
** (9) tenant delete and agent delete read the store's records too: one
**     that names the tenant or the agent (another host's sandbox) refuses
**     them, as adopting that sandbox here (2) would make them again.  An
**     agent deleted is detached in the same catalog transaction that
**     finds no turn of its sandbox, and its sandbox's record rewritten (5).
**     Audit rows of tenants and agents go under "tenant:T", "agent:A":
**     no sandbox's name holds a ':'.
** (10) A tree is never empty by accident: sbxctl makes a new sandbox's
**      tree itself (fs_meta_create, at its first wake) and mounts every
**      tree with sbxfs --existing, so a meta.db that is missing, empty or
**      damaged (sbxfs exit 3) is never served, nor captured, as an empty
**      workspace.  ctl__tree_lost decides instead: the latest snapshot
**      restored (local state set aside), else a refusal.
** (11) No host user but root reaches a workspace through the state
**      directory: the mount is allow_other (the sandbox's uid must use
**      it) and a sandbox chooses its files' modes, so the fence is the
**      directories above it.  STATE, STATE/sandboxes and every directory
**      in it are 0700, or 0710 with group [exec] socket_group, whose
**      members must reach STATE/sandboxes/NAME/exec/sock (traversal
**      only, no listing).  They are made so (ctl_sandbox_mkdir), and a
**      first catalog open tightens what an older sbxctl made 0755
**      (ctl__state_tighten): the entries before sandboxes/ itself, so a
**      pass cut short is done again.  Only a state dir of sbx's own:
**      the catalog opens only in one (catalog.c (7)), never "/" (conf.c
**      (7)).  The sandbox needs no host path: sbxexec hands its mount in
**      (open_tree).
** (12) A wake that fails after taking the sandbox's lease releases
**      it again when nothing of the sandbox runs here (no mount, no
**      sbxfs): the release keeps the generation, fencing is unchanged.
** (13) Every store kind has leases, a local one too: a local store may be
**      shared by several state dirs (two configs naming one url), and
**      each is a host to the others (snapshot/README.md).  So a wake
**      takes the lease before anything else (one host runs a sandbox at
**      a time; a second is refused, naming the holder), and a local tree
**      that is not the store's latest (another state dir ran it since)
**      is set aside and the latest restored (ctl__local_stale: also one
**      never captured here that another host took over since); before,
**      both were S3's only, and a state dir woke its own old tree, whose
**      next capture became the sandbox's latest.  The catalog says which
**      snapshot the local tree is; a tree written whole from a snapshot
**      (restore, restore of the latest, fork, import) says so itself until
**      the catalog does (NAME/restored, cmd_snap.c): killed in between, a
**      restore's own snapshot, the ref's latest, was taken for another
**      host's and the restored tree set aside.  A capture says what it
**      read before its ref write (NAME/capturing: the tree's digest):
**      one that reached the ref but not the catalog was taken for
**      another host's, the newer tree set aside, and what was written
**      after the capture left the sandbox.  A tree another host
**      took over since (its lease another's, or its generation past this
**      tree's: ctl__taken_over) is never captured here: sleep and stop
**      end its processes, unmount it and record the state without one.
**      Nor read as live by diff (ctl_sandbox_behind, the same tests
**      without the wake's settling): refused while another host holds
**      the lease, else the store's latest is the sandbox's tree.
** (14) A wake spawns no second sbxfs or sbxexec beside one that a command
**      killed midway (start, stop, restore) left coming up or going down
**      outside the sandbox's lock, holding meta.db's or exec/lock's flock:
**      it waits for that one to come up or to exit (ctl__fs_settle,
**      cmd_exec.c's ctl__exec_settle), as long as a stop may take.
** (15) A workspace's mountpoint (NAME/workspace) takes no entry while
**      nothing is mounted on it: what a host-side write (an operator's
**      cp, a script) put there was hidden by the next mount and never
**      captured.  It is made empty and immutable (FS_IMMUTABLE_FL:
**      ctl_mountpoint_make, at create, restore, fork, import and before
**      every mount; ctl_fs_unmount seals it again after each unmount);
**      the flag stays on the directory under the mount, which mounting
**      over it does not mind, so a kill -9 of sbxfs leaves it sealed.
**      Only what removes a sandbox's directory (delete, a set-aside
**      tree's removal, a dead fork's or artifact's scratch) clears it
**      (ctl_sandbox_rm_rf); renames move NAME, not the mountpoint.  A
**      file system without the flag (ENOTTY, EOPNOTSUPP), or no
**      CAP_LINUX_IMMUTABLE (EPERM), keeps a plain 0755 root directory: non-root never passes (11) and root ignores
**      modes, so no mode would add a fence.  A mountpoint found holding
**      entries (written before this rule, or there without the flag) is
**      refused at the mount, naming it: the operator moves them out
**      (into the workspace once it runs), never hidden under a mount.
** (16) A wake refused because another host runs the sandbox (holds its
**      lease: ctl__lease_take's -EBUSY) is no failure of the sandbox
**      here: its row keeps the state it had (created, stopped, sleeping,
**      ...), its error the reason ("wake refused: running on HOST (its
**      lease was renewed Ns ago)"), for every command that wakes (start,
**      exec, ps, turn begin).  failed is a wake that failed here (mount,
**      sbxexec, the tree) or a name another host deleted or took (5).
**      Before, the row was recorded failed, "wake failed: Device or
**      resource busy": a sandbox healthy on its host shown broken here.
** (17) A wake of a sandbox at rest (created, sleeping, stopped), or down
**      (ready with nothing mounted: reap --boot's after a restart, or
**      the next operation's), that failed on the store out of reach (an
**      open of it failed meanwhile, ctl->store_fails, or an S3 host down
**      or unreachable, a time-out) is no failure of the sandbox either:
**      the row keeps its state, its error the reason ("wake failed: the
**      store is out of reach ...: it stays sleeping; a later wake tries
**      again"; "stays down" for ready), and the wake says so.  Before, it
**      was recorded failed: a transient outage shown as a broken sandbox
**      in status and list, and a boot's wake of it never tried again.
*/
#include "ctl.h"
#include "../common/sbx.h"

#include "catalog.h"
#include "../snapshot/snapshot.h"
#include "../executor/exec.h"
#include "../fs/fs.h"

#include <dirent.h>
#include <grp.h>
#include <linux/fs.h>
#include <jansson.h>
#include <pwd.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/un.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define CTL_STOP_MAX_S  900     /* the longest a stop waits for a busy sbxfs */

char *ctl_sandbox_dir(ctl *c, const char *name)
{
        return sbx_asprintf("%s/sandboxes/%s", c->cf->sbx_state_dir, name);
}

char *ctl_sandbox_path(ctl *c, const char *name, const char *leaf)
{
        return sbx_asprintf("%s/sandboxes/%s/%s", c->cf->sbx_state_dir, name, leaf);
}

int ctl_sandbox_logs_rotate(ctl *c, const char *name, FILE *out)
{
        static const char *const logs[] = { "sbxfs.log", "exec/sbxexec.log" };
        int moved = 0;
        for (size_t i = 0; i < SBX_ARRAY_LEN(logs); i++) {
                sbx_autofree char *p = ctl_sandbox_path(c, name, logs[i]);
                int rc = sbx_log_rotate(p, c->cf->sbx_daemon_log_max);
                if (rc < 0)
                        fprintf(stderr, "sbxctl: %s: %s past [sbx] daemon_log_max could not be moved "
                                "aside: %s\n", name, p, strerror(-rc));
                else if (rc > 0 && out)
                        fprintf(out, "moved %s's %s aside (%s.1: past daemon_log_max)\n", name,
                                logs[i], logs[i]);
                moved += rc > 0;
        }
        return moved;
}

static int ctl__strcmp_p(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The mount points of /proc/self/mountinfo (field 5, its \ooo escapes
 * undone), sorted, in *out (NULL when it cannot be read). */
static void ctl__mounts_read(char ***out, size_t *n)
{
        *out = NULL;
        *n = 0;
        FILE *f = fopen("/proc/self/mountinfo", "re");
        if (!f)
                return;
        char **v = malloc(sizeof *v);
        size_t cap = 1, lcap = 0;
        char *line = NULL;
        while (v && getline(&line, &lcap, f) > 0) {
                /* field 5 is the mount point */
                char *p = line;
                for (int k = 0; k < 4 && p; k++) {
                        p = strchr(p, ' ');
                        if (p)
                                p++;
                }
                if (!p)
                        continue;
                char *o = p;                    /* unescape in place */
                for (const char *q = p; *q && *q != ' '; q++) {
                        unsigned x;
                        if (q[0] == '\\' && sscanf(q + 1, "%3o", &x) == 1 && x < 256) {
                                *o++ = (char)x;
                                q += 3;
                        } else
                                *o++ = *q;
                }
                *o = 0;
                if (*n == cap) {
                        char **w = realloc(v, 2 * cap * sizeof *v);
                        if (!w)
                                break;
                        v = w, cap *= 2;
                }
                v[(*n)++] = sbx_strdup(p);
        }
        free(line);
        fclose(f);
        if (v)
                qsort(v, *n, sizeof *v, ctl__strcmp_p);
        *out = v;
}

static void ctl__mounts_free(char **v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(v[i]);
        free(v);
}

void ctl_mounts_hold(ctl *c)
{
        ctl_mounts_drop(c);
        ctl__mounts_read(&c->mounts, &c->nmounts);
}

void ctl_mounts_drop(ctl *c)
{
        ctl__mounts_free(c->mounts, c->nmounts);
        c->mounts = NULL;
        c->nmounts = 0;
}

/* Is path a mount point (live or dead: a dead FUSE mount fails every
 * stat, so it is looked up in mountinfo)?  mountinfo shows the kernel's
 * path: no symlinks, no "//" or trailing "/", and a space or other such
 * byte as \ooo, so both sides are brought to that form.  In the mount
 * table ctl_mounts_hold read, else in the one of now. */
static int ctl__is_mountpoint(ctl *c, const char *path)
{
        char want[PATH_MAX], dir[PATH_MAX];
        const char *leaf = strrchr(path, '/');
        snprintf(dir, sizeof dir, "%.*s", leaf ? (int)(leaf - path) : 0, path);
        if (!leaf || !realpath(*dir ? dir : "/", want) ||
            snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s",
                     strcmp(want, "/") ? "/" : "", leaf + 1) >= (int)(sizeof want - strlen(want)))
                snprintf(want, sizeof want, "%s", path);
        char **v = c->mounts;
        size_t n = c->nmounts;
        if (!v)
                ctl__mounts_read(&v, &n);
        const char *key = want;
        int found = v && bsearch(&key, v, n, sizeof *v, ctl__strcmp_p) != NULL;
        if (v != c->mounts)
                ctl__mounts_free(v, n);
        return found;
}

static pid_t ctl__read_pid(const char *path)
{
        char *s = NULL;
        if (sbx_read_file(path, &s, NULL) < 0)
                return 0;
        pid_t pid = (pid_t)atoi(s);
        free(s);
        return sbx_pid_alive(pid) ? pid : 0;   /* a zombie is gone too */
}

/* A workspace mount whose sbxfs is gone (killed, crashed): every access
** to it is ENOTCONN.  Not mounted, for the lifecycle: sleep and stop
** capture from meta.db (crash-safe), a wake detaches it and mounts again. */
int ctl_sandbox_fs_dead(ctl *c, const char *name)
{
        return ctl_sandbox_fs_pid(c, name) == 0;
}

pid_t ctl_sandbox_fs_pid(ctl *c, const char *name)
{
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        return ctl__read_pid(pidf);
}

int64_t ctl_stop_wait(ctl *c)
{
        return c->cf->fs_stop_wait < 1 ? 1 : c->cf->fs_stop_wait;
}

int ctl_sandbox_mounted(ctl *c, const char *name)
{
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        return ctl__is_mountpoint(c, ws) && !ctl_sandbox_fs_dead(c, name);
}

int ctl_sandbox_exists(ctl *c, const char *name)
{
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        struct stat st;
        return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Is STATE/sandboxes/NAME a sandbox's local state, one to list or adopt
** (2) with no catalog row: a directory holding meta.db or workspace/?
** Not whatever else lies there: a file, or a store an older config put
** in sandboxes/ (conf.c (7)), which a delete of its name removed whole. */
static int ctl__sandbox_found(ctl *c, const char *name)
{
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        struct stat st;
        return ctl_sandbox_exists(c, name) &&
               (lstat(meta, &st) == 0 || (lstat(ws, &st) == 0 && S_ISDIR(st.st_mode)));
}

/* This host's chunk store: the store itself, or an S3 store's cache_dir. */
static int ctl__store_dir(ctl *c, const char **out)
{
        static char *dir;
        if (!dir) {                     /* kept once made: a failure is asked again */
                sbx_autofree char *d = ctl_store_chunk_dir(c);
                int rc = ctl_store_make(c, 0);
                if (rc < 0)
                        return rc;      /* said */
                dir = sbx_steal(&d);
        }
        *out = dir;
        return 0;
}

void ctl_last_words(char *text, const char *prog, char *out, size_t cap)
{
        char *line[2] = { NULL, NULL }, *save = NULL;
        size_t pl = strlen(prog);
        *out = 0;
        for (char *p = strtok_r(text, "\n", &save); p; p = strtok_r(NULL, "\n", &save)) {
                line[0] = line[1];
                line[1] = p;
        }
        for (int i = 0; i < 2; i++) {
                char *l = line[i];
                if (!l)
                        continue;
                if (!strncmp(l, prog, pl) && !strncmp(l + pl, ": ", 2))
                        l += pl + 2;
                for (char *p = l; *p; p++)      /* one line of text */
                        if ((unsigned char)*p < ' ' || *p == 0x7f)
                                *p = '?';
                size_t at = strlen(out);
                snprintf(out + at, cap - at, "%s%s", at ? "; " : "", l);
        }
}

/* tail (cap bytes, *len used) keeps the last cap - 1 bytes of what came,
** buf's n bytes added. */
static void ctl__tail_add(char *tail, size_t cap, size_t *len, const char *buf, size_t n)
{
        if (n > cap - 1) {
                buf += n - (cap - 1);
                n = cap - 1;
        }
        if (*len + n > cap - 1) {
                size_t drop = *len + n - (cap - 1);
                memmove(tail, tail + drop, *len - drop);
                *len -= drop;
        }
        memcpy(tail + *len, buf, n);
        *len += n;
        tail[*len] = 0;
}

/* Run argv, wait; returns its exit status (or -errno).  With said, its
** stderr passes through a pipe, its last lines kept in said
** (ctl_last_words), so that a wake it fails records why; shown on ours
** only when it exits 0 (a warning), as the caller's one line of a
** failure carries its words (before, they were said twice, its own line
** above sbxctl's).  The wait ends when it exits, not at the pipe's end: a
** daemon it forks holds that stderr until it detaches (sbxfs: mounted). */
static int ctl__run_said(char *const argv[], char *said, size_t cap)
{
        int p[2] = { -1, -1 };
        if (said && pipe2(p, O_CLOEXEC) < 0)
                return -errno;
        pid_t pid = fork();
        if (pid < 0) {
                int rc = -errno;
                if (said) {
                        close(p[0]);
                        close(p[1]);
                }
                return rc;
        }
        if (pid == 0) {
                if (said)
                        dup2(p[1], 2);
                /* none of the caller's descriptors: sbxfs outlives this
                 * command, and kept an operator's flock (its fd 9) held
                 * until the sandbox slept */
                closefrom(3);
                execv(argv[0], argv);
                fprintf(stderr, "sbxctl: exec %s: %s\n", argv[0], strerror(errno));
                _exit(127);
        }
        int st, done = 0;
        char tail[4096] = "";
        size_t len = 0;
        if (said) {
                close(p[1]);
                char buf[1024];
                struct pollfd pf = { .fd = p[0], .events = POLLIN };
                for (;;) {
                        int r = poll(&pf, 1, done ? 0 : 50);
                        if (r > 0) {
                                ssize_t n = read(p[0], buf, sizeof buf);
                                if (n < 0 && errno == EINTR)
                                        continue;
                                if (n <= 0)
                                        break;
                                ctl__tail_add(tail, sizeof tail, &len, buf, (size_t)n);
                                continue;
                        }
                        if (r < 0 && errno == EINTR)
                                continue;
                        if (r < 0 || done)
                                break;          /* exited, and all it said is read */
                        pid_t w = waitpid(pid, &st, WNOHANG);
                        if (w == pid)
                                done = 1;
                        else if (w < 0 && errno != EINTR)
                                break;
                }
                close(p[0]);
                const char *prog = strrchr(argv[0], '/');
                ctl_last_words(tail, prog ? prog + 1 : argv[0], said, cap);
        }
        while (!done && waitpid(pid, &st, 0) < 0)
                if (errno != EINTR)
                        return -errno;
        /* after the wait: its pipe's end may come before its exit is seen
         * (sbxfs's daemon detached first), and a mount that worked has
         * its warnings shown all the same */
        if (said && WIFEXITED(st) && WEXITSTATUS(st) == 0)
                sbx_write_all(2, tail, len);
        return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static int ctl__run(char *const argv[])
{
        return ctl__run_said(argv, NULL, 0);
}

static int ctl__need_name(int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        return ctl_bad_name(argv[0], "sandbox", argv[1]);
}

/* The sandbox's quota_bytes / quota_inodes limits from the catalog, as
 * decimal strings ("" when it sets none). */
static void ctl__quota_args(ctl *c, const char *name, char qb[32], char qi[32])
{
        ctl_cat *k;
        ctl_sandbox sb = { 0 };
        if (ctl_cat_open(c->cf->sbx_state_dir, &k) < 0)
                return;
        if (ctl_cat_sandbox_get(k, name, &sb) == 0 && sb.limits) {
                json_t *m = json_loads(sb.limits, 0, NULL);
                json_t *b = json_object_get(m, "quota_bytes"), *i = json_object_get(m, "quota_inodes");
                if (json_is_integer(b))
                        snprintf(qb, 32, "%lld", (long long)json_integer_value(b));
                if (json_is_integer(i))
                        snprintf(qi, 32, "%lld", (long long)json_integer_value(i));
                json_decref(m);
        }
        ctl_cat_sandbox_free(&sb);
        ctl_cat_close(k);
}

/* ---- leases: one host (state dir) at a time runs a sandbox (13) ---- */
static int ctl__take_over;              /* start --take-over */

int ctl_store_s3(ctl *c)
{
        return !strncmp(c->cf->store_url, "s3://", 5);
}

static void ctl__state_foreign(ctl *c);

/* This state directory's identity: STATE/host-id, 16 random hex digits
** made on first use (link(2): of two first uses, one wins and both read
** it).  "" when it cannot be made.  Never in a state dir that is not
** sbx's (catalog.c (7)): a store open (snapshots) comes before any
** catalog open, and left host-id among another's files. */
static void ctl__host_id(ctl *c, char id[17])
{
        sbx_autofree char *path = sbx_asprintf("%s/host-id", c->cf->sbx_state_dir);
        id[0] = 0;
        for (int tries = 0; tries < 2; tries++) {
                char *buf = NULL;
                size_t len = 0;
                if (sbx_read_file(path, &buf, &len) == 0) {
                        if (len >= 16 && strspn(buf, "0123456789abcdef") >= 16) {
                                memcpy(id, buf, 16);
                                id[16] = 0;
                        }
                        free(buf);
                        return;
                }
                /* A state dir that exists is left as it is: one an older
                 * sbxctl made 0755 has its sandboxes/ made private by
                 * its first catalog open, with every NAME in it (11),
                 * which a private sandboxes/ made here first (a store
                 * open: sbxctl snapshots) hid from that pass. */
                uint8_t r[8];
                struct stat st;
                if (ctl_cat_dir_check(c->cf->sbx_state_dir, NULL, 0) == -ENOTEMPTY)
                        ctl__state_foreign(c);
                if (sbx_random(r, sizeof r) < 0 ||
                    (stat(c->cf->sbx_state_dir, &st) < 0 && ctl_sandbox_mkdir(c, c->cf->sbx_state_dir) < 0))
                        return;
                char hex[18];
                for (int i = 0; i < 8; i++)
                        snprintf(hex + 2 * i, 3, "%02x", r[i]);
                hex[16] = '\n';
                hex[17] = 0;
                sbx_autofree char *tmp = sbx_asprintf("%s.%d", path, (int)getpid());
                int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
                if (fd < 0)
                        return;
                int w = sbx_write_all(fd, hex, 17) == 0 && fsync(fd) == 0;
                close(fd);
                if (w && link(tmp, path) < 0 && errno != EEXIST)
                        w = 0;
                unlink(tmp);
                if (!w)
                        return;
                sbx_fsync_dir(c->cf->sbx_state_dir);
        }
}

/* Who this host is, for leases: its name, its state directory and that
** directory's identity.  The identity alone decides (snap_lease_ours): a
** replacement machine (or a second one given the same name and paths) is
** another holder, and this host renamed (at boot: containers, VMs) is
** still itself; name and path are for the people reading "runs on". */
char *ctl_lease_holder(ctl *c)
{
        char host[256] = "", id[17];
        gethostname(host, sizeof host - 1);
        ctl__host_id(c, id);
        return sbx_asprintf("%s:%s#%s", host, c->cf->sbx_state_dir, id);
}

/* The lease generation under which this host last took sandbox name
** (STATE/sandboxes/NAME/lease-gen): its captures are fenced with it.
** 0 when unknown. */
int64_t ctl_lease_gen(ctl *c, const char *name)
{
        sbx_autofree char *path = ctl_sandbox_path(c, name, "lease-gen");
        char *buf = NULL;
        size_t len = 0;
        int64_t gen = 0;
        if (sbx_read_file(path, &buf, &len) == 0) {
                buf[strcspn(buf, "\n")] = 0;
                if (sbx_parse_int(buf, &gen) < 0 || gen < 0)
                        gen = 0;
                free(buf);
        }
        return gen;
}

/* Has name a lease?  A sandbox has; a scratch tree (.artifact.PID, not a
** sandbox's name) has none: nothing else runs it, and no release would
** come (ctl__lease_release). */
static int ctl__leased(const char *name)
{
        return sbx_name_ok(name);
}

/* What every lease call on name opens with: the store (*s; snap_close
** it) and this host's holder name (*me; free it).  1 with both set, 0
** when name has no lease (ctl__leased), or -errno. */
static int ctl__lease_open(ctl *c, const char *name, snap_store **s, char **me)
{
        if (!ctl__leased(name))
                return 0;
        int rc = ctl_store_open(c, s);
        if (rc < 0)
                return rc;
        *me = ctl_lease_holder(c);
        return 1;
}

/* Take name's lease (any store, (13)); record: note its generation for
** the captures of the tree about to be mounted here.  *took (if given) is
** set once the lease is this host's, even if a later step fails. */
/* Record gen as the generation NAME's tree here belongs to (lease-gen). */
static int ctl__lease_gen_set(ctl *c, const char *name, int64_t gen)
{
        sbx_autofree char *path = ctl_sandbox_path(c, name, "lease-gen");
        char g[32];
        int n = snprintf(g, sizeof g, "%lld\n", (long long)gen);
        return sbx_write_file_atomic(path, g, (size_t)n);
}

/* *took (may be NULL): the generation taken (> 0), untouched on failure.
** -EBUSY: another host holds it, said, and where it runs in c->why (a
** refused wake records that, ctl__wake). */
static int ctl__lease_take(ctl *c, const char *name, int record, int64_t *took)
{
        snap_store *s;
        sbx_autofree char *me = NULL;
        int rc = ctl__lease_open(c, name, &s, &me);
        if (rc <= 0)
                return rc;
        snap_lease o;
        snap_s3_error_clear();
        rc = snap_lease_take(snap_objects(s), name, me, c->cf->store_lease_ttl, ctl__take_over, &o);
        if (rc == 0 && took)
                *took = o.gen > 0 ? o.gen : 1;
        if (rc == 0 && record)          /* the generation this host's tree now belongs to */
                rc = ctl__lease_gen_set(c, name, o.gen);
        if (rc == 0)
                rc = ctl_lease_pin_latest(s, name, me);
        snap_close(s);
        if (rc == -EBUSY) {
                /* an age past 2 x ttl or below 0: the holder renewed it
                 * while watched, its clock is off this host's */
                int64_t age = sbx_now_ns() / 1000000000 - o.renewed_at;
                int64_t ttl = o.ttl_s > 0 ? o.ttl_s : c->cf->store_lease_ttl;
                char why[128];
                if (age >= 0 && age <= 2 * ttl)
                        snprintf(why, sizeof why, "its lease was renewed %llds ago", (long long)age);
                else
                        snprintf(why, sizeof why, "it renews its lease; that host's clock is %llds %s "
                                 "this host's", (long long)(age < 0 ? -age : age),
                                 age < 0 ? "ahead of" : "behind");
                fprintf(stderr, "sbxctl: %s: the sandbox is running on %s (%s); stop it there, or "
                        "once that host is gone: sbxctl start --take-over %s\n", name, o.holder,
                        why, name);
                snprintf(c->why, sizeof c->why, "running on %.*s (%.*s)", 100, o.holder, 64, why);
        }
        else if (rc < 0)
                fprintf(stderr, "sbxctl: %s: lease: %s%s%s%s\n", name, strerror(-rc),
                        *snap_s3_error() ? " (" : "", snap_s3_error(), *snap_s3_error() ? ")" : "");
        return rc;
}

static void ctl__lease_release(ctl *c, const char *name)
{
        snap_store *s;
        sbx_autofree char *me = NULL;
        if (ctl__lease_open(c, name, &s, &me) <= 0)
                return;
        snap_lease_release(snap_objects(s), name, me);
        snap_close(s);
}

/* Did another host take name over since this host took the lease its
** tree is fenced with (13)?  The lease held by another holder (live or
** not), or its generation past this tree's (lease-gen: another host
** took it and let it go): then snap_capture refuses the tree, the same
** two tests.  1 with who in by ("another host" when nobody holds it
** now; 2 when another holds it now: it runs there, or did until it
** died), 0, or -errno (printed) when the store or the lease cannot be
** read. */
static int ctl__taken_over(ctl *c, const char *name, char *by, size_t n)
{
        snap_store *s;
        sbx_autofree char *me = NULL;
        int rc = ctl__lease_open(c, name, &s, &me);
        if (rc <= 0)
                return rc;
        snap_lease l;
        rc = snap_lease_get(snap_objects(s), name, &l);
        snap_close(s);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: %s: its lease in the store cannot be read: %s\n", name,
                        strerror(-rc));
                return rc;
        }
        int64_t gen = ctl_lease_gen(c, name);
        int held = rc == 1 && !snap_lease_ours(l.holder, me);
        if (held || (gen > 0 && l.gen > gen)) {
                snprintf(by, n, "%s", *l.holder ? l.holder : "another host");
                return held ? 2 : 1;
        }
        return 0;
}

int ctl_taken_over(ctl *c, const char *name, char by[CTL_HOLDER_MAX])
{
        int rc = ctl__taken_over(c, name, by, CTL_HOLDER_MAX);
        return rc > 0 ? 1 : rc;
}

/* After a restore: `sbxctl prefetch NAME` in the background (its own
** session, output in the sandbox's prefetch.log), so that the chunks
** (from a bucket) and then the files (into the page cache) are there
** before they are read; reads never wait for it. */
void ctl_prefetch_spawn(ctl *c, const char *name)
{
        if (!c->cf->store_prefetch || (!ctl_store_s3(c) && c->cf->store_warm <= 0))
                return;
        char self[4096];
        if (sbx_self_exe(self, sizeof self) < 0)
                return;
        sbx_autofree char *log = ctl_sandbox_path(c, name, "prefetch.log");
        pid_t pid = fork();
        if (pid != 0) {
                if (pid > 0)
                        waitpid(pid, NULL, 0);
                return;
        }
        setsid();
        if (fork() != 0)
                _exit(0);
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        int nul = open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (fd >= 0 && nul >= 0) {
                dup2(nul, 0);
                dup2(fd, 1);
                dup2(fd, 2);
        }
        closefrom(3);                   /* as ctl__run_said */
        char *av[8];
        int k = 0;
        av[k++] = "sbxctl";
        if (c->cf->path) {
                av[k++] = "--config";
                av[k++] = c->cf->path;
        }
        av[k++] = "prefetch";
        av[k++] = (char *)name;
        av[k] = NULL;
        if (chdir("/") < 0)             /* nor keep the caller's busy */
                _exit(127);
        execv(self, av);
        _exit(127);
}

void ctl_prefetch_stop(ctl *c, const char *name)
{
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "prefetch.pid");
        char *s = NULL;
        if (sbx_read_file(pidf, &s, NULL) < 0)
                return;
        int pid = 0;
        long long start = 0;
        int ok = sscanf(s, "%d %lld", &pid, &start) == 2 && pid > 0 && start > 0;
        free(s);
        if (!ok || !ctl_proc_alive(pid, start))
                return;
        kill(pid, SIGTERM);
        for (int i = 0; i < 40 && ctl_proc_alive(pid, start); i++)
                usleep(25000);
}

/* Where NAME's directory is set aside for why (stale, missing, damaged):
** sandboxes/.NAME.WHY.SECONDS, or .NAME.WHY.SECONDS.N (N from 1) when
** that is taken.  A second set-aside in the same second (the caller holds
** NAME's lock) failed: its rename onto the first's tree was refused, or
** would have replaced an empty one. */
static char *ctl__aside_path(ctl *c, const char *name, const char *why)
{
        long long t = sbx_now_ns() / 1000000000;
        char *p = sbx_asprintf("%s/sandboxes/.%s.%s.%lld", c->cf->sbx_state_dir, name, why, t);
        struct stat st;
        for (int n = 1; lstat(p, &st) == 0; n++) {
                free(p);
                p = sbx_asprintf("%s/sandboxes/.%s.%s.%lld.%d", c->cf->sbx_state_dir, name, why, t, n);
        }
        return p;
}

static int ctl__mountpoint_open(const char *ws);
static int ctl__immutable(int fd, int on);

/* Detach the mount on ws lazily (fusermount3 -uz): one whose sbxfs is
** gone (it answers ENOTCONN to every access), or one still busy.  What
** fusermount3 says goes to said[cap] (ctl__run_said), or to stderr. */
static int ctl__detach(const char *ws, char *said, size_t cap)
{
        char *lz[] = { "/bin/fusermount3", "-uz", (char *)ws, NULL };
        return ctl__run_said(lz, said, cap);
}

/* Move NAME's directory dir to aside (ctl__aside_path) and unseal the
** mountpoint it holds: nothing mounts there again, and an operator's rm -rf
** of the tree, or of the state dir, would stop at it (15).  A mount on
** the workspace (the callers' sandbox is not mounted: a dead sbxfs's) is
** detached first: moved along, it stayed in the mount table, and the
** delete of the tree set aside failed at it for good (ENOTCONN).  Under
** the store's gc lock, shared, as update --rename moves a tree: a gc
** lists the trees under it, and one that listed NAME's and then found it
** gone kept none of the chunks only that tree names (a stale tree's are
** kept: snapshot/gc.c (5)).  0 or -errno. */
static int ctl__aside_move(ctl *c, const char *dir, const char *aside)
{
        sbx_autofree char *was = sbx_asprintf("%s/workspace", dir);
        if (ctl__is_mountpoint(c, was))
                ctl__detach(was, NULL, 0);
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        if ((rc = fs_store_lock(snap_chunks(s), FS_LOCK_SH)) < 0) {
                fprintf(stderr, "sbxctl: %s: gc lock: %s\n", dir, strerror(-rc));
                snap_close(s);
                return rc;
        }
        rc = rename(dir, aside) < 0 ? -errno : 0;
        snap_close(s);          /* and the lock with it */
        if (rc < 0)
                return rc;
        sbx_autofree char *ws = sbx_asprintf("%s/workspace", aside);
        sbx_autoclose int fd = ctl__mountpoint_open(ws);
        if (fd >= 0)
                ctl__immutable(fd, 0);
        return 0;
}

/* Where snapshot mine is in the ref's v[0..n): its index + 1, or 0 (not
** there, or mine ""). */
static size_t ctl__snap_pos(const snap_info *v, size_t n, const char *mine)
{
        size_t i = n;
        while (*mine && i > 0 && strcmp(v[i - 1].id, mine))
                i--;
        return *mine ? i : 0;
}

/* Has the ref (v[0..n)) a snapshot newer than a tree whose own snapshot
** is mine (recorded at mine_ms; "": none of its own), taken_over as
** ctl__taken_over said before any take of this host's? */
static int ctl__snaps_newer(const snap_info *v, size_t n, const char *mine, int64_t mine_ms,
                            int taken_over)
{
        size_t i = ctl__snap_pos(v, n, mine);
        return !*mine ? n && taken_over : i ? i < n : n && v[n - 1].time_ns / 1000000 > mine_ms;
}

/* Is the tree at rest in dir (its meta.db) that of a snapshot of v[0..n)
** (mine, this host's own last, else the latest)?  Its id, or NULL (not,
** or it cannot be told: kept whole). */
static const char *ctl__tree_stored(ctl *c, const char *dir, const snap_info *v, size_t n,
                                    const char *mine)
{
        sbx_autofree char *meta = sbx_asprintf("%s/meta.db", dir);
        snap_tree *t = NULL;
        snap_store *s = NULL;
        const char *hit = NULL;
        char now[SNAP_ID_LEN + 1], was[SNAP_ID_LEN + 1];
        size_t at = ctl__snap_pos(v, n, mine);
        if (!n || snap_tree_read(meta, &t) < 0 || ctl_store_open(c, &s) < 0)
                goto out;
        snap_tree_digest(t, now);
        for (int k = 0; k < 2 && !hit; k++) {
                const char *id = k == 0 ? (at ? v[at - 1].id : NULL) : v[n - 1].id;
                if (id && snap_info_digest(s, id, was) == 0 && !strcmp(now, was))
                        hit = id;
        }
out:
        if (s)
                snap_close(s);
        snap_tree_free(t);
        return hit;
}

/* Another host ran the sandbox since this one last captured or restored
** it: set the local tree aside (sandboxes/.NAME.stale.TIME) so that the
** wake restores the store's latest snapshot; kept until the sandbox's
** delete (ctl__set_aside_remove).  A tree with no snapshot of this
** host's (mine "": never captured nor restored here, or made whole by a
** fork or import and adopted) is stale only when taken over (another
** host took the lease since this host mounted it: ctl__taken_over before
** the wake's own take), and the store has a snapshot.  0 or -errno. */
static int ctl__local_stale(ctl *c, const char *name, const char *mine, int64_t mine_ms,
                            int taken_over)
{
        snap_info *v;
        size_t n;
        int rc = ctl_store_snaps(c, name, &v, &n);
        if (rc < 0)
                return rc;
        /* a restore here cut short once its tree was in: the tree is the
         * snapshot it restored, the ref's latest (not another host's) */
        if (ctl_snap_restored_settle(c, name, n ? v[n - 1].id : NULL))
                mine = v[n - 1].id;
        /* a capture here whose snapshot reached the ref but not the
         * catalog (killed in between, a full state dir): the tree is that
         * snapshot's or newer, not older (its own past, not another
         * host's) */
        size_t at;
        int got = ctl_snap_capturing_settle(c, name, v, ctl__snap_pos(v, n, mine), n, taken_over, &at);
        if (got < 0) {
                free(v);
                return got;
        }
        if (got)
                mine = v[at].id;
        /* Newer than this host's tree: a snapshot after its own in the ref
         * (the ref's order, not clocks); its own gone from the ref (a
         * snapshot-delete), one taken after it.  Any latest not its own
         * was stale: deleting the newest snapshot rolled the live tree
         * back to the one before at the next wake.  With no snapshot of
         * its own, a tree that served here before another host took the
         * sandbox over was woken as the latest over that host's (and its
         * next capture became the latest). */
        if (ctl__snaps_newer(v, n, mine, mine_ms, taken_over)) {
                sbx_autofree char *dir = ctl_sandbox_dir(c, name);
                sbx_autofree char *aside = ctl__aside_path(c, name, "stale");
                const char *kept = ctl__tree_stored(c, dir, v, n, mine);
                fprintf(stderr, "sbxctl: %s: the store has a newer snapshot (%.12s) than this host's "
                        "tree (%.12s); local tree set aside in %s%s%.12s%s\n", name, v[n - 1].id,
                        *mine ? mine : "none", aside, kept ? " (its files are snapshot " : "",
                        kept ? kept : "", kept ? "'s, in the store: its meta.db removed, its "
                        "logs kept)" : "");
                rc = ctl__aside_move(c, dir, aside);
                /* nothing of its files is only here: gc need not keep its
                 * chunks for it (a tree set aside at each move between
                 * hosts held them for good, ctl__metas) */
                static const char *const db[] = { "meta.db-wal", "meta.db-shm", "meta.db" };
                for (size_t k = 0; rc == 0 && kept && k < SBX_ARRAY_LEN(db); k++) {
                        sbx_autofree char *f = sbx_asprintf("%s/%s", aside, db[k]);
                        unlink(f);
                }
        }
        free(v);
        return rc;
}

int ctl_sandbox_behind(ctl *c, const char *name, char by[CTL_HOLDER_MAX], char latest[65])
{
        *latest = 0;
        int over = ctl__taken_over(c, name, by, CTL_HOLDER_MAX);
        if (over < 0 || over == 2)
                return over < 0 ? over : 1;
        if (!over && ctl_sandbox_mounted(c, name))
                return 0;               /* live here, under this host's lease */
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb);
        if (rc < 0)
                return rc == -ENOENT ? 0 : rc;  /* no row: no tree of it here either */
        ctl_cat_sandbox_free(&sb);
        snap_info *v;
        size_t n;
        if ((rc = ctl_store_snaps(c, name, &v, &n)) < 0 && rc != -ENOENT) {
                fprintf(stderr, "sbxctl: %s: its snapshots in the store cannot be listed: %s\n",
                        name, strerror(-rc));
                return rc;
        }
        /* as a wake would find it (ctl__local_stale), its markers left
         * as they are: no lock is held, a capture may be on its way */
        int behind = over || ctl__snaps_newer(v, n, sb.last_capture, sb.last_capture_at, 0);
        if (behind && n)
                snprintf(latest, 65, "%s", v[n - 1].id);
        free(v);
        return behind ? 2 : 0;
}

static void ctl__exec_orphan_stop(ctl *c, const char *name);
static int ctl__record_check(ctl *c, const char *name, const ctl_sandbox *sb, int served, int over);
static int ctl__ref_drop_empty(ctl *c, const char *name);

int ctl_sandbox_take_stopped(ctl *c, const char *name, int64_t *leased)
{
        *leased = 0;
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb);
        if (rc < 0 && rc != -ENOENT)
                return rc;
        /* as ctl__wake, one line says why: the failing step's own when
         * it printed one (before, a second "nothing restored: Device or
         * resource busy" followed "running on HOST"), else the one at out */
        int have = rc == 0, over = 0, served = ctl_lease_gen(c, name) > 0, said = 0;
        char by[CTL_HOLDER_MAX];
        /* as ctl__wake: taken over?  asked before the take */
        if (served && (rc = over = ctl__taken_over(c, name, by, sizeof by)) < 0) {
                said = 1;
                goto out;
        }
        if (over)
                ctl__exec_orphan_stop(c, name);
        if ((rc = ctl__lease_take(c, name, 0, leased)) < 0) {
                *c->why = 0;    /* said */
                said = 1;
                goto out;
        }
        /* (5) and, as a wake asks, still this row's sandbox: deleted (or
         * made again) on another host, it is not restored here (the
         * restore's ref and the next wake brought it back); a row never
         * woken here claims its record, as its first wake would (another
         * tenant's sandbox of the name made elsewhere was restored) */
        if (have && (rc = ctl__record_check(c, name, &sb, served, over)) < 0) {
                fprintf(stderr, "sbxctl: %s: %s\n", name, *c->why ? c->why : strerror(-rc));
                *c->why = 0;
                said = 1;
                goto out;
        }
        if (ctl_sandbox_exists(c, name))
                rc = ctl__local_stale(c, name, have ? sb.last_capture : "",
                                      have ? sb.last_capture_at : 0, over);
        /* a tree that served here and is still the latest belongs to the
         * generation just taken (as a mount records it): the undo point's
         * capture is fenced with it (the take moved it past the release) */
        if (rc == 0 && ctl_sandbox_exists(c, name) && ctl_lease_gen(c, name) > 0 && *leased > 1)
                rc = ctl__lease_gen_set(c, name, *leased);
out:
        if (rc < 0 && !said)
                fprintf(stderr, "sbxctl: %s: nothing restored: %s\n", name, strerror(-rc));
        if (have)
                ctl_cat_sandbox_free(&sb);
        return rc;
}

void ctl_sandbox_let_go(ctl *c, const char *name, int64_t leased, int made)
{
        /* not for a refused restore: the generation is the tree's only
         * once the take found it the latest and still this sandbox (the
         * take records it then); set here for every restore, a refused
         * one hid another host's delete from the next wake */
        if (!leased || ctl_sandbox_mounted(c, name) || ctl_sandbox_fs_pid(c, name))
                return;
        /* a tree this command made here (restored) under the lease: of
         * this generation, so its captures are fenced with it (without,
         * one after another host ran it landed the old tree over its work) */
        if (made && ctl_sandbox_exists(c, name) && leased > 0)
                ctl__lease_gen_set(c, name, leased);
        ctl__lease_release(c, name);
}

/* Was sb never woken here nor captured (a create's, or its first wake's
** failed, or a stop of one never started: a stop captures before it
** says "stopped", so a stopped sandbox with no capture had no tree)?
** Without "stopped", start after create and stop refused: its tree
** missing, "nothing to mount". */
static int ctl__never_woken(const ctl_sandbox *sb)
{
        return !*sb->last_capture && (!strcmp(sb->state, "created") || !strcmp(sb->state, "stopped") ||
                                      !strcmp(sb->state, "waking") || !strcmp(sb->state, "failed"));
}

/* (5) Does this host owe the store sb's record: a row never woken here
** nor served (served: it has a lease-gen) whose record was never in the
** store as far as this host saw (recorded 0: an older sbxctl's create
** wrote it after the row, and one cut short in between left none)?  Its
** wake writes it, create-only (ctl__record_own).  Any other row whose
** record is missing lost it to another host's delete or rename.  Without
** recorded, a row adopted from its record (by a stop, update or attach)
** or created here was taken for such an older row until its first wake
** here, and that wake wrote the deleted name's record back and woke an
** empty tree: every host listed the name again. */
static int ctl__record_owed(const ctl_sandbox *sb, int served)
{
        return ctl__never_woken(sb) && !sb->recorded && !served;
}

/* (10) NAME's directory is here and its tree is not (why "missing"), or
** sbxfs refused it (why "damaged": empty, no tables, not SQLite, malformed
** pages; fs/meta.c (7)).  Never an empty workspace in its place: with
** snapshots in the store the directory is set aside
** (sandboxes/.NAME.WHY.TIME) and *restore is set, for the caller to
** restore the latest; a missing tree of a sandbox with no capture to
** lose (none recorded, none in the store) whose state says no wake got
** as far as its tree (created; waking or failed: cut short before it) is
** made new and empty; else -EUCLEAN, printed. */
static int ctl__tree_lost(ctl *c, const char *name, const ctl_sandbox *sb, const char *why,
                          int *restore)
{
        sbx_autofree snap_info *v = NULL;      /* malloc'd with n 0 too */
        size_t n;
        *restore = 0;
        int rc = ctl_store_snaps(c, name, &v, &n);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: wake %s: its tree is %s, and the store cannot list its "
                        "snapshots: %s\n", name, why, strerror(-rc));
                return rc;
        }
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *logf = ctl_sandbox_path(c, name, "sbxfs.log");
        if (n) {
                sbx_autofree char *dir = ctl_sandbox_dir(c, name);
                sbx_autofree char *aside = ctl__aside_path(c, name, why);
                fprintf(stderr, "sbxctl: %s: its tree (meta.db) is %s; local state set aside in %s, "
                        "the latest snapshot (%.12s) is restored\n", name, why, aside, v[n - 1].id);
                if ((rc = ctl__aside_move(c, dir, aside)) < 0)
                        return rc;
                *restore = 1;
                return 0;
        }
        if (!strcmp(why, "missing") && ctl__never_woken(sb)) {
                if ((rc = fs_meta_create(meta)) < 0 && rc != -EEXIST)
                        fprintf(stderr, "sbxctl: wake %s: new tree %s: %s\n", name, meta, strerror(-rc));
                return rc == -EEXIST ? 0 : rc;
        }
        if (!strcmp(why, "missing"))
                fprintf(stderr, "sbxctl: wake %s: its tree %s is missing and the store has no "
                        "snapshot of it: nothing to mount (not an empty workspace)\n", name, meta);
        else
                fprintf(stderr, "sbxctl: wake %s: its tree %s is damaged (see %s) and the store has "
                        "no snapshot of it; sbxctl verify %s\n", name, meta, logf, name);
        return -EUCLEAN;
}

/* Is d_name one of NAME's trees set aside in this state dir
** (".NAME.WHY.SECONDS" or ".NAME.WHY.SECONDS.N": ctl__aside_path; WHY
** stale: ctl__local_stale; missing or damaged: ctl__tree_lost)?  Exactly
** NAME's: a name may hold a '.', and ".a.b.stale.5" is a.b's, never a's. */
static int ctl__set_aside_of(const char *d_name, const char *name)
{
        static const char *const why[] = { "stale", "missing", "damaged" };
        size_t n = strlen(name);
        if (d_name[0] != '.' || strncmp(d_name + 1, name, n) || d_name[n + 1] != '.')
                return 0;
        const char *p = d_name + n + 2;
        for (size_t i = 0; i < sizeof why / sizeof *why; i++) {
                size_t w = strlen(why[i]);
                if (strncmp(p, why[i], w) || p[w] != '.')
                        continue;
                return snap_aside_time_ok(p + w + 1);
        }
        return 0;
}

/* Remove NAME's trees set aside in this state dir, for its delete: kept,
** gc counted the stale ones as live for good (snapshot/gc.c (5): they
** are there for an operator to look at), no command listed them, and a
** sandbox made again under the name had them.  0, or -errno (said). */
static int ctl__set_aside_remove(ctl *c, const char *name)
{
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        struct dirent *e;
        int rc = 0;
        while ((e = readdir(d))) {
                if (!ctl__set_aside_of(e->d_name, name))
                        continue;
                sbx_autofree char *p = sbx_asprintf("%s/%s", dir, e->d_name);
                sbx_autofree char *ws = sbx_asprintf("%s/workspace", p);
                if (ctl__is_mountpoint(c, ws))
                        ctl__detach(ws, NULL, 0);        /* a dead mount an older sbxctl moved along */
                int r = ctl_sandbox_rm_rf(p);
                if (r < 0) {
                        fprintf(stderr, "sbxctl: delete %s: remove %s: %s\n", name, p, strerror(-r));
                        rc = rc ? rc : r;
                }
        }
        closedir(d);
        return rc;
}

/* Move NAME's trees set aside to TO's, for its rename: left under NAME,
** TO's delete missed them, and gc counted the stale ones as live for good.
** Each keeps its WHY and SECONDS (.N made anew where TO has one of that
** second already).  One that cannot move is said and left: a delete of
** NAME removes it. */
static void ctl__set_aside_rename(ctl *c, const char *name, const char *to)
{
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        if (!d)
                return;
        struct dirent *e;
        while ((e = readdir(d))) {
                if (!ctl__set_aside_of(e->d_name, name))
                        continue;
                /* ".NAME.WHY.SECONDS[.N]": WHY.SECONDS kept */
                const char *why = e->d_name + strlen(name) + 2;
                const char *sec = strchr(why, '.') + 1;
                int wl = (int)(sec - why - 1), sl = (int)strcspn(sec, ".");
                sbx_autofree char *p = sbx_asprintf("%s/%s", dir, e->d_name);
                char *q = sbx_asprintf("%s/.%s.%.*s.%.*s", dir, to, wl, why, sl, sec);
                int rc;
                for (int n = 1; (rc = renameat2(AT_FDCWD, p, AT_FDCWD, q, RENAME_NOREPLACE)) < 0 &&
                                errno == EEXIST && n < 1000; n++) {
                        free(q);
                        q = sbx_asprintf("%s/.%s.%.*s.%.*s.%d", dir, to, wl, why, sl, sec, n);
                }
                if (rc < 0)
                        fprintf(stderr, "sbxctl: update %s: move %s to %s: %s (kept under %s)\n",
                                name, p, q, strerror(errno), name);
                free(q);
        }
        closedir(d);
}

/* Is id in a range of FILE (/etc/subuid, /etc/subgid: "name:start:count")?
** Its owner's name in who. */
static int ctl__in_subids(const char *file, uint32_t id, char *who, size_t n)
{
        FILE *f = fopen(file, "re");
        if (!f)
                return 0;
        char line[512];
        int in = 0;
        while (!in && fgets(line, sizeof line, f)) {
                char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
                if (!b)
                        continue;
                *a = 0;
                unsigned long long s = strtoull(a + 1, NULL, 10), k = strtoull(b + 1, NULL, 10);
                if ((in = id >= s && id < s + k))
                        snprintf(who, n, "%.*s", (int)(n - 1), line);
        }
        fclose(f);
        return in;
}

/* A uid for a sandbox must be no one's: not a user's or a group's of this
** host, nor in anyone's /etc/subuid or /etc/subgid range (whoever has that
** id could signal, trace or read what the sandbox runs).  0, or -EINVAL
** printed. */
static int ctl__id_free(const char *name, uint32_t id)
{
        char who[256] = "";
        const char *what = NULL;
        struct passwd *pw = getpwuid(id);
        struct group *gr = pw ? NULL : getgrgid(id);
        if (pw)
                snprintf(who, sizeof who, "%s", pw->pw_name), what = "is user";
        else if (gr)
                snprintf(who, sizeof who, "%s", gr->gr_name), what = "is group";
        else if (ctl__in_subids("/etc/subuid", id, who, sizeof who))
                what = "is in /etc/subuid of";
        else if (ctl__in_subids("/etc/subgid", id, who, sizeof who))
                what = "is in /etc/subgid of";
        if (!what)
                return 0;
        fprintf(stderr, "sbxctl: %s: its uid %u %s %s on this host: [exec] uid_base and "
                "uid_count must name ids no one has\n", name, id, what, who);
        return -EINVAL;
}

char *ctl_claim_name(ctl *c, const char *name)
{
        char dir[PATH_MAX];
        if (!realpath(c->cf->sbx_state_dir, dir))
                snprintf(dir, sizeof dir, "%s", c->cf->sbx_state_dir);
        return sbx_asprintf("%s/sandboxes/%s", dir, name);
}

struct ctl__claim_arg { int64_t base; char *who; };
static int ctl__claim_fd = -1;          /* the last uid claimed, held (ctl_sandbox_ids) */

/* Is the slot's uid another sandbox's on this host, one of another
 * state dir that runs? */
static int ctl__uid_taken(int64_t slot, void *arg)
{
        struct ctl__claim_arg *ca = arg;
        char other[PATH_MAX];
        return sbx_uid_claimed((uint32_t)(ca->base + slot), ca->who, other, sizeof other);
}

int ctl_sandbox_ids(ctl *c, const char *name, uint32_t *uid, uint32_t *gid)
{
        const conf *cf = c->cf;
        *uid = (uint32_t)cf->exec_uid, *gid = (uint32_t)cf->exec_gid;
        if (cf->exec_uid_count <= 0 || name[0] == '.')
                return 0;
        int64_t lo = cf->exec_uid_base, hi = lo + cf->exec_uid_count;
        if (lo <= 0 || hi > INT32_MAX || (cf->exec_uid >= lo && cf->exec_uid < hi) ||
            (cf->exec_gid >= lo && cf->exec_gid < hi)) {
                fprintf(stderr, "sbxctl: %s: [exec] uid_base %lld with uid_count %lld is not "
                        "a range of uids within 1 .. 2^31 - 1 that leaves out [exec] uid and "
                        "gid\n", name, (long long)lo, (long long)cf->exec_uid_count);
                return -EINVAL;
        }
        int64_t slot;
        struct ctl__claim_arg ca = { cf->exec_uid_base, ctl_claim_name(c, name) };
        int rc, tries = 0;
        /* Claimed here, held until sbxctl exits, so that the sbxfs and
         * sbxexec it starts join this claim: checked and left to them, a
         * sandbox of another state dir starting at the same moment took
         * the same uid, and one of the two sbxfs refused to start. */
        while ((rc = ctl_cat_uid_slot(ctl_catalog(c), name, cf->exec_uid_count, ctl__uid_taken, &ca,
                                      &slot)) == 0) {
                char other[PATH_MAX];
                int fd = sbx_uid_claim((uint32_t)(cf->exec_uid_base + slot), ca.who, other, sizeof other);
                if (fd >= 0) {
                        /* one at a time: by the next sandbox's, the
                         * daemons of this one hold theirs (a service
                         * that wakes sandboxes all day keeps one fd) */
                        if (ctl__claim_fd >= 0)
                                close(ctl__claim_fd);
                        ctl__claim_fd = fd;
                }
                if (fd >= 0 || fd != -EBUSY || ++tries == 100)
                        break;          /* (an error: the daemons say it) */
        }
        free(ca.who);
        if (rc < 0) {
                /* every sandbox that exists holds its slot, stopped and
                 * sleeping ones too; said where a platform reads it (the
                 * record's error), not as strerror(EUSERS)'s "Too many users" */
                if (rc == -EUSERS)
                        snprintf(c->why, sizeof c->why, "no free uid slot: the sandboxes of this "
                                 "state dir (stopped and sleeping ones too) hold all %lld of [exec] "
                                 "uid_count; delete some or raise uid_count",
                                 (long long)cf->exec_uid_count);
                fprintf(stderr, "sbxctl: %s: no uid for it: %s\n", name,
                        rc == -EUSERS ? c->why : strerror(-rc));
                return rc;
        }
        *uid = *gid = (uint32_t)(cf->exec_uid_base + slot);
        if ((rc = ctl__id_free(name, *uid)) < 0)
                return rc;
        return 1;
}

/* Process pid runs program prog (argv[0]'s last part): 1, with the
** value of its option opt in val ("" when it has none); else 0. */
static int ctl__proc_opt(pid_t pid, const char *prog, const char *opt, char *val, size_t cap)
{
        *val = 0;
        if (pid <= 0)
                return 0;
        char path[64];
        snprintf(path, sizeof path, "/proc/%d/cmdline", (int)pid);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return 0;
        size_t n = 0, max = 1 << 16;
        char *buf = sbx_malloc(max + 1);
        ssize_t r;
        while (n < max && (r = read(fd, buf + n, max - n)) > 0)
                n += (size_t)r;
        close(fd);
        buf[n] = 0;
        const char *base = strrchr(buf, '/');
        int is = n > 0 && !strcmp(base ? base + 1 : buf, prog);
        for (size_t i = 0; is && i < n; i += strlen(buf + i) + 1) {
                size_t l = strlen(buf + i);
                if (!strcmp(buf + i, opt) && i + l + 1 < n) {
                        snprintf(val, cap, "%s", buf + i + l + 1);
                        break;
                }
        }
        free(buf);
        return is;
}

int ctl_fs_mapped(ctl *c, const char *name, uint32_t *uid)
{
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        char v[64];
        if (!ctl__proc_opt(ctl__read_pid(pidf), "sbxfs", "--map-uid", v, sizeof v))
                return -1;
        const char *h = strchr(v, '=');
        int64_t u;
        if (!h || sbx_parse_int(h + 1, &u) < 0 || u <= 0 || u >= INT32_MAX)
                return 0;
        *uid = (uint32_t)u;
        return 1;
}

int ctl_exec_uid(ctl *c, const char *name, uint32_t *uid)
{
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "exec/pid");
        char v[32];
        if (!ctl__proc_opt(ctl__read_pid(pidf), "sbxexec", "--uid", v, sizeof v))
                return 0;
        int64_t u;
        *uid = (uint32_t)c->cf->exec_uid;
        if (*v && sbx_parse_int(v, &u) == 0 && u > 0 && u < INT32_MAX)
                *uid = (uint32_t)u;
        return 1;
}

/* ---- the mountpoint while nothing is mounted on it (15) ---- */
/* ws, opened: a directory of its parent's file system (nothing mounted
 * on it), or -errno: -EBUSY when a mount is on it (a dead FUSE one
 * answers ENOTCONN), -ENOTDIR when no directory. */
static int ctl__mountpoint_open(const char *ws)
{
        sbx_autofree char *up = sbx_strdup(ws);
        char *leaf = strrchr(up, '/');
        if (!leaf || !leaf[1])
                return -EINVAL;
        *leaf++ = 0;
        sbx_autoclose int pfd = open(*up ? up : "/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (pfd < 0)
                return -errno;
        sbx_autoclose int fd = openat(pfd, leaf, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        struct stat a, b;
        if (fd < 0 || fstat(fd, &a) < 0 || fstat(pfd, &b) < 0)
                return -errno;
        if (a.st_dev != b.st_dev)
                return -EBUSY;
        return sbx_steal_fd(&fd);
}

/* Set (on) or clear FS_IMMUTABLE_FL on fd: 1 changed, 0 it was so,
 * -errno (ENOTTY, EOPNOTSUPP: a file system without it; EPERM: no
 * CAP_LINUX_IMMUTABLE). */
static int ctl__immutable(int fd, int on)
{
        int fl, want;
        if (ioctl(fd, FS_IOC_GETFLAGS, &fl) < 0)
                return -errno;
        want = on ? fl | FS_IMMUTABLE_FL : fl & ~FS_IMMUTABLE_FL;
        if (want == fl)
                return 0;
        return ioctl(fd, FS_IOC_SETFLAGS, &want) < 0 ? -errno : 1;
}

/* Has directory fd no entry?  1, 0, or -errno. */
static int ctl__dir_empty(int fd)
{
        int dfd = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *d = dfd < 0 ? NULL : fdopendir(dfd);
        if (!d) {
                int rc = -errno;
                if (dfd >= 0)
                        close(dfd);
                return rc;
        }
        struct dirent *e;
        int empty = 1;
        while (empty && (e = readdir(d)))
                empty = !strcmp(e->d_name, ".") || !strcmp(e->d_name, "..");
        closedir(d);
        return empty;
}

/* Seal ws, a workspace's mountpoint with nothing mounted on it: the flag
 * first, then the look inside, so nothing lands between the two.  0
 * (sealed, or the file system has no flag: a plain directory, said in
 * tools/README.md), -ENOTEMPTY (left as it was), or -errno (no plain
 * directory there: a mount, a file; left alone). */
static int ctl__mountpoint_seal(const char *ws)
{
        sbx_autoclose int fd = ctl__mountpoint_open(ws);
        if (fd < 0)
                return fd;
        int set = ctl__immutable(fd, 1);
        int empty = ctl__dir_empty(fd);
        if (empty == 1)
                return 0;
        if (set == 1)
                ctl__immutable(fd, 0);
        return empty == 0 ? -ENOTEMPTY : empty;
}

int ctl_mountpoint_make(ctl *c, const char *ws)
{
        int rc = ctl_sandbox_mkdir(c, ws);
        if (rc < 0)
                return rc;
        rc = ctl__mountpoint_seal(ws);
        return rc == -ENOTEMPTY ? rc : 0;
}

int ctl_sandbox_rm_rf(const char *dir)
{
        sbx_autofree char *ws = sbx_asprintf("%s/workspace", dir);
        sbx_autoclose int fd = ctl__mountpoint_open(ws);
        if (fd >= 0)                    /* a mount on it stays as it is */
                ctl__immutable(fd, 0);
        return sbx_rm_rf(dir);
}

int ctl_fs_mount(ctl *c, const char *name)
{
        return ctl_fs_mount_as(c, name, name);
}

/* An sbxfs still coming up: a start killed once it spawned sbxfs leaves
** it going on, outside any lock (meta.db's lock taken, then the mount,
** then the pid file).  Taken for none (no mount), a second one was
** spawned and failed ("in use by another sbxfs"), and the sandbox was
** recorded failed; its mount, the pid file not yet written, was detached
** as dead.  So while a live process holds meta.db's lock and the mount
** with a pid file naming it is not up, wait for one or the other (it
** comes up, or it exits), up to [fs] stop_wait seconds.  1 it is up.
** One whose pid file names it had mounted (it writes the file after the
** mount): with no mount here now, it was unmounted (fusermount3 -u) and
** serves on for another mount namespace's clone of the mount (its
** sbxexec's), or is going down.  It gets SIGTERM (it commits, exits),
** once; waited for as above.  Before, the wait ran out, a second sbxfs
** was refused ("in use by another sbxfs") and the sandbox recorded
** failed until a stop. */
static int ctl__fs_settle(ctl *c, const char *name)
{
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        int64_t end = sbx_mono_ns() + ctl_stop_wait(c) * 1000000000ll;
        pid_t h, ended = 0;
        while ((h = sbx_flock_holder(meta)) > 0 && sbx_mono_ns() < end) {
                if (ctl_sandbox_fs_pid(c, name) == h) {
                        if (ctl__is_mountpoint(c, ws))
                                return 1;
                        if (h != ended && kill(h, SIGTERM) == 0)
                                fprintf(stderr, "sbxctl: %s: its sbxfs (pid %d) serves no mount here "
                                        "(unmounted); ended, and the workspace mounted again\n",
                                        name, (int)(ended = h));
                }
                usleep(10000);
        }
        return 0;
}

int ctl_fs_mount_as(ctl *c, const char *name, const char *ids_of)
{
        const char *store;
        int rc;
        *c->why = 0;
        if (ctl__store_dir(c, &store) < 0)
                return -ENOTSUP;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        sbx_autofree char *logf = ctl_sandbox_path(c, name, "sbxfs.log");
        if (ctl__fs_settle(c, name))
                return 0;               /* one coming up is up */
        if (ctl__is_mountpoint(c, ws) && ctl_sandbox_fs_dead(c, name)) {
                fprintf(stderr, "sbxctl: %s: its sbxfs is gone (see %s); the dead mount is detached "
                        "and the workspace mounted again from its tree\n", name, logf);
                ctl__detach(ws, NULL, 0);
        }
        if (!ctl__is_mountpoint(c, ws)) {
                sbx_autofree char *fs = sbx_find_companion("sbxfs");
                if (!fs) {
                        snprintf(c->why, sizeof c->why, "sbxfs not found beside sbxctl nor on PATH");
                        fprintf(stderr, "sbxctl: start %s: %s\n", name, c->why);
                        return -EIO;
                }
                /* The ids its commands run as: those of an sbxexec that
                 * still runs (it outlived its sbxfs; one started before
                 * sandboxes had their own runs as [exec] uid), else
                 * its own.  A scratch tree copied from ids_of's mount
                 * shows what that mount shows. */
                uint32_t uid, gid;
                int own;
                if (strcmp(name, ids_of)) {
                        own = ctl_fs_mapped(c, ids_of, &uid) == 1;
                        gid = uid;
                } else if (ctl_exec_uid(c, name, &uid)) {
                        own = uid != (uint32_t)c->cf->exec_uid;
                        gid = own ? uid : (uint32_t)c->cf->exec_gid;
                } else if ((own = ctl_sandbox_ids(c, ids_of, &uid, &gid)) < 0) {
                        return own;
                }
                /* (15) sealed before each mount, one an older sbxctl
                 * left too; what was written there the mount would hide */
                if (ctl_mountpoint_make(c, ws) == -ENOTEMPTY) {
                        snprintf(c->why, sizeof c->why, "mountpoint not empty (written to while not "
                                 "mounted): %.*s", (int)(sizeof c->why - 54), ws);      /* (cut to fit) */
                        fprintf(stderr, "sbxctl: start %s: its mountpoint %s is not empty: files written "
                                "there while it was not mounted, which its mount would hide (never "
                                "captured); move them out (into the workspace once it runs), then start "
                                "it again\n", name, ws);
                        return -ENOTEMPTY;
                }
                if ((rc = ctl__lease_take(c, name, 1, NULL)) < 0)
                        return rc;      /* said; EBUSY only when another host holds it */
                char *av[40];
                int n = 0;
                av[n++] = fs;
                if (c->cf->path) {
                        av[n++] = "--config";
                        av[n++] = c->cf->path;
                }
                sbx_autofree char *me = ctl_lease_holder(c);
                char ttl[24];
                snprintf(ttl, sizeof ttl, "%lld", (long long)c->cf->store_lease_ttl);
                if (ctl__leased(name)) {             /* sbxfs renews it while it serves */
                        av[n++] = "--lease";        av[n++] = (char *)name;
                        av[n++] = "--lease-holder"; av[n++] = me;
                        av[n++] = "--lease-ttl";    av[n++] = ttl;
                }
                av[n++] = "--meta";   av[n++] = meta;
                av[n++] = "--existing";         /* (10): the tree is made here, not there */
                av[n++] = "--store";  av[n++] = (char *)store;
                av[n++] = "--pidfile"; av[n++] = pidf;
                av[n++] = "--log";    av[n++] = logf;
                ctl_sandbox_logs_rotate(c, name, NULL);
                /* the sandbox's own quota limits win over the config's */
                char qb[32] = "", qi[32] = "";
                ctl__quota_args(c, name, qb, qi);
                if (*qb) {
                        av[n++] = "--quota-bytes";
                        av[n++] = qb;
                }
                if (*qi) {
                        av[n++] = "--quota-inodes";
                        av[n++] = qi;
                }
                /* and an update's reach it there (ctl__quota_apply) */
                sbx_autofree char *qf = ctl_sandbox_path(c, name, "quota");
                av[n++] = "--quota-file";
                av[n++] = qf;
                /* the tree's owner is this sandbox's own uid while it runs */
                char mu[48], mg[48];
                snprintf(mu, sizeof mu, "%lld=%u", (long long)c->cf->exec_uid, uid);
                snprintf(mg, sizeof mg, "%lld=%u", (long long)c->cf->exec_gid, gid);
                sbx_autofree char *who = ctl_claim_name(c, ids_of);
                if (own) {
                        av[n++] = "--map-uid";
                        av[n++] = mu;
                        av[n++] = "--map-gid";
                        av[n++] = mg;
                        av[n++] = "--claim";
                        av[n++] = who;
                }
                av[n++] = ws;
                av[n] = NULL;
                /* what it says as it fails goes to stderr (its log
                 * takes over once it is mounted): the wake records it */
                char said[sizeof c->why];
                rc = ctl__run_said(av, said, sizeof said);
                if (rc == 3) {                  /* fs/daemon.c: not a workspace */
                        snprintf(c->why, sizeof c->why, "its tree is not a workspace (empty, missing "
                                 "or damaged): %.*s", (int)(sizeof c->why - 58),
                                 *said ? said : "(sbxfs said nothing)");        /* (cut to fit) */
                        fprintf(stderr, "sbxctl: start %s: %s; see %s\n", name, c->why, logf);
                        return -EUCLEAN;
                }
                if (rc == 4) {                  /* fs/daemon.c: no room to read it */
                        snprintf(c->why, sizeof c->why, "no room to read its tree: %.*s",
                                 (int)(sizeof c->why - 32), *said ? said : "(sbxfs said nothing)");
                        fprintf(stderr, "sbxctl: start %s: no room to read its tree %s (%s): %s; "
                                "see %s\n", name, meta, strerror(ENOSPC), *said ? said :
                                "(sbxfs said nothing)", logf);
                        return -ENOSPC;
                }
                if (rc != 0) {
                        if (rc < 0)
                                snprintf(c->why, sizeof c->why, "sbxfs not started: %s", strerror(-rc));
                        else
                                snprintf(c->why, sizeof c->why, "sbxfs failed (exit %d): %.*s", rc,
                                         (int)(sizeof c->why - 34), *said ? said : "(it said nothing)");
                        fprintf(stderr, "sbxctl: start %s: %s; see %s\n", name, c->why, logf);
                        return -EIO;
                }
        }
        return 0;
}

/* Unmount the workspace and wait for its sbxfs to exit (it flushes first).
** The lease stays: the callers that end the sandbox's run here (sleep,
** delete) release it; a restore mounts the tree again under it, and a
** release and take in between raised its generation past the one a
** capture of this host waiting for the capture lock had read (refused:
** "another host ran it since"). */
int ctl_fs_unmount(ctl *c, const char *name)
{
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        pid_t pid = ctl__read_pid(pidf);
        ctl_prefetch_stop(c, name);     /* its open files would keep the mount busy */
        if (ctl__is_mountpoint(c, ws)) {
                char *av[] = { "/bin/fusermount3", "-u", ws, NULL };
                char said[512];
                if (ctl__run_said(av, said, sizeof said) != 0) {
                        /* Busy: a process still uses it; SIGTERM makes
                         * sbxfs flush and exit, then detach lazily.  What
                         * fusermount3 said ("busy", then "Invalid argument"
                         * from a detach after sbxfs's own unmount) is no
                         * error of the stop: said only if it stays mounted */
                        if (pid)
                                kill(pid, SIGTERM);
                        if (ctl__detach(ws, said, sizeof said) != 0 && ctl__is_mountpoint(c, ws))
                                fprintf(stderr, "sbxctl: stop %s: %s is busy and stays mounted: %s\n",
                                        name, ws, said);
                }
        }
        /* (15): sealed again (one an older sbxctl mounted, too); what
         * was written under its mount before shows now, and a start
         * refuses it until it is moved out */
        if (ctl__mountpoint_seal(ws) == -ENOTEMPTY)
                fprintf(stderr, "sbxctl: stop %s: its mountpoint %s is not empty: files written there "
                        "before it was mounted, hidden under the mount until now (never captured); "
                        "move them out, a start refuses it until then\n", name, ws);
        /* It flushes what it holds, then exits: wait while it works (its
         * CPU time or I/O moves), so a big flush on a loaded host is not
         * cut short; give up after [fs] stop_wait seconds without either
         * (or CTL_STOP_MAX_S in all: one that spins).  Waiting for a lock
         * (the store's gc lock, while a gc runs) counts as work while
         * the lock's holder works, and not toward CTL_STOP_MAX_S. */
        int64_t t0 = sbx_mono_ns(), said = 0, lent = 0;
        const int64_t s = 1000000000ll, stall = ctl_stop_wait(c),
                      most = stall > CTL_STOP_MAX_S ? stall : CTL_STOP_MAX_S;
        sbx_progress pg, hp = { 0 };
        sbx_progress_init(&pg, pid);
        int moving = 1, told = 0;
        pid_t held = 0;
        while (pid && sbx_pid_alive(pid)) {
                int64_t now = sbx_mono_ns();
                moving = sbx_progress_moved(&pg, stall * s);
                if (!moving && (held = sbx_lock_blocker(pid)) > 0) {
                        if (hp.pid != held)
                                sbx_progress_init(&hp, held);
                        if (sbx_progress_moved(&hp, stall * s)) {
                                char comm[64];
                                if (!told++)
                                        fprintf(stderr, "sbxctl: stop %s: sbxfs (pid %d) waits for a lock "
                                                "held by %s (pid %d), which is working\n", name, (int)pid,
                                                sbx_pid_comm(held, comm, sizeof comm), (int)held);
                                pg.seen = now;
                                lent += 50000000;
                                moving = 1;
                        }
                }
                if (!moving || now - t0 - lent > most * s)
                        break;
                if (now - t0 >= (said + 1) * stall * s) {
                        said++;
                        fprintf(stderr, "sbxctl: stop %s: sbxfs (pid %d) still flushing after %llds\n",
                                name, (int)pid, (long long)((now - t0) / s));
                }
                usleep(50000);
        }
        if (pid && sbx_pid_alive(pid)) {
                char comm[64], why[128] = "";
                if (held > 0)
                        snprintf(why, sizeof why, "; it waits for a lock held by %s (pid %d)",
                                 sbx_pid_comm(held, comm, sizeof comm), (int)held);
                if (moving)
                        fprintf(stderr, "sbxctl: stop %s: sbxfs (pid %d) did not exit (still busy after %llds)\n",
                                name, (int)pid, (long long)((sbx_mono_ns() - t0) / s));
                else
                        fprintf(stderr, "sbxctl: stop %s: sbxfs (pid %d) did not exit (no progress for %llds%s)\n",
                                name, (int)pid, (long long)stall, why);
                return -ETIMEDOUT;
        }
        unlink(pidf);
        return 0;
}

/* ---- private state directories (11) ---- */
/* The mode of STATE's directories and, with socket_group, their group. */
static mode_t ctl__private_mode(ctl *c, gid_t *gid)
{
        const char *g = c->cf->exec_socket_group;
        struct group *gr = g && *g ? getgrnam(g) : NULL;
        *gid = gr ? gr->gr_gid : 0;     /* an unknown group: sbxexec refuses */
        return gr ? 0710 : 0700;
}

/* Give directory path that mode (its symlink or a file is left alone);
** with make, mkdir it first.  0 or -errno. */
static int ctl__private(ctl *c, const char *path, int make)
{
        if (make && mkdir(path, 0700) < 0 && errno != EEXIST)
                return -errno;
        sbx_autoclose int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
                return errno == ENOTDIR || errno == ELOOP ? 0 : -errno;
        gid_t gid;
        mode_t mode = ctl__private_mode(c, &gid);
        struct stat st;
        if (fstat(fd, &st) < 0)
                return -errno;
        /* the group before the mode: never 0710 for the old group */
        if (gid && st.st_gid != gid && fchown(fd, (uid_t)-1, gid) < 0)
                return -errno;
        if ((st.st_mode & 07777) != mode && fchmod(fd, mode) < 0)
                return -errno;
        return 0;
}

int ctl_sandbox_mkdir(ctl *c, const char *path)
{
        const char *sd = c->cf->sbx_state_dir;
        sbx_autofree char *top = sbx_asprintf("%s/sandboxes", sd);
        size_t n = strlen(top);
        int rc;
        if ((rc = sbx_mkdir_p(sd, 0755)) < 0 || (rc = ctl__private(c, sd, 0)) < 0 ||
            (rc = ctl__private(c, top, 1)) < 0)
                return rc;
        if (strncmp(path, top, n) || path[n] != '/' || !path[n + 1])
                return sbx_mkdir_p(path, 0755);
        sbx_autofree char *dir = sbx_strdup(path);
        char *end = strchr(dir + n + 1, '/');
        if (end)
                *end = 0;
        if ((rc = ctl__private(c, dir, 1)) < 0)
                return rc;
        return end ? sbx_mkdir_p(path, 0755) : 0;
}

/* (11) for a state directory an older sbxctl made, or whose
** socket_group changed: STATE at every open, the entries of
** STATE/sandboxes only while it is not as it should be. */
static void ctl__state_tighten(ctl *c)
{
        const char *sd = c->cf->sbx_state_dir;
        sbx_autofree char *top = sbx_asprintf("%s/sandboxes", sd);
        gid_t gid;
        mode_t mode = ctl__private_mode(c, &gid);
        struct stat st;
        int rc = ctl__private(c, sd, 0);
        if (rc == 0 && lstat(top, &st) == 0 && S_ISDIR(st.st_mode) &&
            ((st.st_mode & 07777) != mode || (gid && st.st_gid != gid))) {
                DIR *d = opendir(top);
                struct dirent *e;
                while (d && (e = readdir(d)) && rc == 0) {
                        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                                continue;
                        sbx_autofree char *p = sbx_asprintf("%s/%s", top, e->d_name);
                        rc = ctl__private(c, p, 0);
                }
                if (d)
                        closedir(d);
                else
                        rc = -errno;
                if (rc == 0)
                        rc = ctl__private(c, top, 0);
        }
        if (rc < 0)
                fprintf(stderr, "sbxctl: warning: %s: cannot make its directories private (0%o): %s\n",
                        sd, (unsigned)mode, strerror(-rc));
}

/* ---- the catalog, locks, adoption ---- */
/* A state_dir that is not sbx's (catalog.c (7)): a directory of other
** files, no catalog.db.  Nothing of it is touched: said, and exit 1
** (sbx_die: exec's and wait's 125). */
static void ctl__state_foreign(ctl *c)
{
        char e[256];
        ctl_cat_dir_check(c->cf->sbx_state_dir, e, sizeof e);
        sbx_die(0, "[sbx] state_dir %s is not sbx's: it holds '%s' (among others, maybe) "
                "and no catalog.db; sbxctl makes no catalog there nor makes the directory private "
                "(0700): name a new or empty directory", c->cf->sbx_state_dir, e);
}

/* A newer sbx's catalog (catalog.c (8)): no command of this build goes on. */
static void __attribute__((noreturn)) ctl__state_newer(ctl *c)
{
        sbx_die(0, "the catalog %s/catalog.db is a newer sbx's (its schema is past this build's): "
                "nothing read nor changed; run the sbx that upgraded it", c->cf->sbx_state_dir);
}

struct ctl_cat *ctl_catalog_try(ctl *c)
{
        if (c->cat)
                return c->cat;
        int rc = ctl_cat_open(c->cf->sbx_state_dir, &c->cat);
        if (rc == -ENOTEMPTY)
                ctl__state_foreign(c);
        if (rc == -EPROTONOSUPPORT)
                ctl__state_newer(c);    /* not the socket alone, unaudited */
        if (rc < 0)
                return c->cat = NULL;
        ctl__state_tighten(c);          /* (11): a user who may write the catalog */
        return c->cat;
}

struct ctl_cat *ctl_catalog(ctl *c)
{
        if (c->cat)
                return c->cat;
        int rc = ctl_cat_open(c->cf->sbx_state_dir, &c->cat);
        if (rc == -ENOTEMPTY)
                ctl__state_foreign(c);
        if (rc == -EPROTONOSUPPORT)
                ctl__state_newer(c);
        if (rc < 0)
                sbx_die(rc, "open the catalog %s/catalog.db", c->cf->sbx_state_dir);
        ctl__state_tighten(c);          /* (11): only sbx's own (catalog.c (7)) */
        return c->cat;
}

/* Open path (made when create) and flock it with op.  delete unlinks
** the lock files it holds (4): a waiter that then gets the lock of the
** file unlinked holds one nobody else will open, so it opens the path
** again.  fd or -errno (-EBUSY: held and LOCK_NB). */
static int ctl__flock(const char *path, int create, int op)
{
        for (;;) {
                int fd = open(path, O_RDWR | O_CLOEXEC | (create ? O_CREAT : 0), 0600);
                if (fd < 0)
                        return -errno;
                while (flock(fd, op) < 0) {
                        if (errno == EINTR)
                                continue;
                        int e = -errno;
                        close(fd);
                        return e == -EWOULDBLOCK ? -EBUSY : e;
                }
                struct stat held, now;
                if (fstat(fd, &held) < 0) {
                        int e = -errno;
                        close(fd);
                        return e;
                }
                if (held.st_nlink > 0 && stat(path, &now) == 0 &&
                    held.st_dev == now.st_dev && held.st_ino == now.st_ino)
                        return fd;
                close(fd);                      /* unlinked while we waited */
        }
}

/* Take NAME's lock of kind what (STATE/locks/NAME.WHAT): "lock" for the
** lifecycle (3), "capture" for captures; returns the fd (closing it
** unlocks) or -errno (-EBUSY: held and nonblock). */
int ctl_lock(ctl *c, const char *name, const char *what, int nonblock)
{
        sbx_autofree char *dir = sbx_asprintf("%s/locks", c->cf->sbx_state_dir);
        sbx_autofree char *path = sbx_asprintf("%s/%s.%s", dir, name, what);
        sbx_mkdir_p(dir, 0700);
        return ctl__flock(path, 1, LOCK_EX | (nonblock ? LOCK_NB : 0));
}

int ctl_lock_shared(ctl *c, const char *name, int make)
{
        sbx_autofree char *dir = sbx_asprintf("%s/locks", c->cf->sbx_state_dir);
        sbx_autofree char *path = sbx_asprintf("%s/%s.lock", dir, name);
        if (make)
                sbx_mkdir_p(dir, 0700);
        return ctl__flock(path, make, LOCK_SH);
}

static int ctl__lock(ctl *c, const char *name, int nonblock)
{
        return ctl_lock(c, name, "lock", nonblock);
}

void ctl_lock_forget(ctl *c, const char *name)
{
        sbx_autofree char *lf = sbx_asprintf("%s/locks/%s.lock", c->cf->sbx_state_dir, name);
        unlink(lf);
}

void ctl_lock_forget_unmade(ctl *c, const char *name)
{
        ctl_sandbox row;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &row);
        if (rc == 0)
                ctl_cat_sandbox_free(&row);
        else if (rc == -ENOENT && !ctl_sandbox_exists(c, name) && ctl_store_has(c, name) == 0)
                ctl_lock_forget(c, name);
}

/* Whether the store has a sandbox name: 1 (snapshots of it), 2 (only its
** record (5): created on some host, never captured), 0, or -errno when it
** cannot say (unreachable, unreadable ref; said on stderr).  Callers must
** not take an error for "no": a create during an outage would adopt the
** stored sandbox of that name when the store comes back.  Nor a record
** alone for "no": another host's create took the name over, and its
** wake then restored the creator's first snapshot, another tenant's. */
int ctl_store_has(ctl *c, const char *name)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_info *v = NULL;
        size_t n = 0;
        int record_only = 0;
        rc = snap_list(s, name, &v, &n);
        free(v);
        if (rc < 0)
                fprintf(stderr, "sbxctl: store %s: the snapshots of %s cannot be listed: %s\n",
                        c->cf->store_url, name, *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        if (rc == 0 && n == 0) {
                snap_backend *b = snap_objects(s);
                sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
                char *cur = NULL;
                rc = b->ref_get(b, key, &cur, NULL);
                free(cur);
                if (rc == 0)
                        record_only = 1;
                else if (rc == -ENOENT)
                        rc = 0;
                else
                        fprintf(stderr, "sbxctl: store %s: the record of %s cannot be read: %s\n",
                                c->cf->store_url, name,
                                *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        }
        snap_close(s);
        return rc < 0 ? rc : record_only ? 2 : n > 0;
}

/* Drop name's ref from the store if it lists no snapshot: one that a
** fence kept once its last snapshot went (a rename moved them, a take-over
** fenced it), left with no sandbox to hold it.  1 dropped, 0 not, -errno. */
static int ctl__ref_drop_empty(ctl *c, const char *name)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        rc = snap_forget_empty(s, name);
        snap_close(s);
        return rc;
}

static pid_t ctl__exec_pid(ctl *c, const char *name)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, "exec/pid");
        return ctl__read_pid(p);
}

/* An executor on a plain directory (no sbxfs tree at all): awake without
** a mount.  One beside a tree is awake only while the tree is mounted:
** its sbxfs gone (killed, or stopped itself on losing its lease, fs/main.c),
** its /workspace is dead. */
static int ctl__exec_plain(ctl *c, const char *name)
{
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        struct stat st;
        return ctl__exec_pid(c, name) && stat(meta, &st) < 0;
}

/* End name's executor if it stands on a workspace no longer mounted here
** (its sbxfs died, or stopped itself on losing its lease to another host)
** and no sbxfs of it is coming up, as a sleep would.  A wake that finds
** the tree taken over does: the tree is set aside, which moved the
** executor along, alive, and the new one could fail to start beside it
** while that one went down.  So does a wake that fails: left, the
** executor ran on with its processes (an agent's detached ones) for
** good, the row recorded failed, and reap sleeps only a ready one found
** down. */
static void ctl__force_kill(ctl *c, const char *cmd, const char *name, int which);

static void ctl__exec_orphan_stop(ctl *c, const char *name)
{
        if (!ctl__exec_pid(c, name) || ctl__exec_plain(c, name) || ctl_sandbox_mounted(c, name) ||
            ctl_sandbox_fs_pid(c, name))
                return;
        /* killed, not asked: one that cannot answer (stopped, wedged)
         * was asked for 30 s, then moved along with the tree, alive;
         * woken later, it took the path's cgroup and socket for its own
         * and ended the new sandbox's init and commands.  Its processes
         * stand on a dead /workspace, and die with its init (PDEATHSIG). */
        ctl__force_kill(c, "wake", name, 2);
        sbx_log("%s: its executor on a workspace no longer mounted ended", name);
}

int ctl_sandbox_down(ctl *c, const char *name)
{
        ctl_sandbox sb;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) < 0)
                return 0;
        ctl_cat_sandbox_free(&sb);
        return !strcmp(sb.state, "ready") && !ctl_sandbox_mounted(c, name) && !ctl__exec_plain(c, name);
}

/* ---- the sandbox's record in the store (5) ---- */
/* (5) Write d (a record of name's row) over text, the record read (NULL:
** none), by compare-and-swap: -EAGAIN when the store holds another now.
** Written, the row is recorded: seen in the store, its record gone later
** is a delete or rename on another host (ctl__record_owed).  Before, a
** row of an older catalog whose record an update or attach wrote stayed
** owed until its next wake, which wrote a record another host's delete
** had removed meanwhile back, and woke the deleted sandbox.  0 or -errno. */
static int ctl__record_cas(ctl *c, snap_backend *b, const char *name, const char *text,
                           const char *d)
{
        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
        int rc = d ? b->ref_cas(b, key, text, d) : -ENOMEM;
        if (rc == 0 && ctl_cat_sandbox_recorded(ctl_catalog(c), name) < 0)
                sbx_log("%s: its record is written, its catalog row not marked so", name);
        return rc;
}

/* Replace ref catalog/NAME with data, retrying lost races.  (Removal
** is ctl__record_remove's: compare-and-delete of the record checked.) */
static int ctl__record_write(ctl *c, const char *name, const char *data)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_backend *b = snap_objects(s);
        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
        for (int i = 0; i < 8; i++) {
                char *cur = NULL;
                rc = b->ref_get(b, key, &cur, NULL);
                if (rc < 0 && rc != -ENOENT)
                        break;
                rc = ctl__record_cas(c, b, name, cur, data);
                free(cur);
                if (rc != -EAGAIN)
                        break;
        }
        snap_close(s);
        return rc;
}

/* A sandbox's record (tenant, labels, limits, agent, and when its create
** made it: which create the record is of), as the store keeps it. */
static char *ctl__record_text(const ctl_sandbox *sb)
{
        json_t *o = json_pack("{s:s,s:s,s:s,s:I}", "tenant", sb->tenant, "agent", sb->agent,
                              "name", sb->name, "created", (json_int_t)sb->created);
        json_t *l = json_loads(sb->labels ? sb->labels : "{}", 0, NULL);
        json_t *m = json_loads(sb->limits ? sb->limits : "{}", 0, NULL);
        json_object_set_new(o, "labels", l ? l : json_object());
        json_object_set_new(o, "limits", m ? m : json_object());
        char *d = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(o);
        return d;
}

/* Is the record (its text) of sb's create: the same tenant, and the same
** time of creation (a record of before it was kept has none)? */
static int ctl__record_ours(const char *text, const ctl_sandbox *sb, char *tenant, size_t n)
{
        json_t *o = text ? json_loads(text, 0, NULL) : NULL;
        const char *t = json_string_value(json_object_get(o, "tenant"));
        json_t *made = json_object_get(o, "created");
        int ours = t && !strcmp(t, sb->tenant) &&
                   (!made || json_integer_value(made) == sb->created);
        snprintf(tenant, n, "%s", t ? t : "?");
        json_decref(o);
        return ours;
}

/* Write sb's record only if the store has none of its name (create-only:
** of two hosts' creates of one name, one wins), or has sb's own (a create
** or wake run again).  0, -EEXIST (another's: its tenant in other), or
** -errno (said on stderr, as ctl_store_has says it). */
static int ctl__record_claim(ctl *c, const ctl_sandbox *sb, char *other, size_t n)
{
        char *d = ctl__record_text(sb);
        if (!d)
                return -ENOMEM;
        snprintf(other, n, "?");
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc == 0) {
                snap_backend *b = snap_objects(s);
                sbx_autofree char *key = sbx_asprintf("catalog/%s", sb->name);
                for (int i = 0; i < 8; i++) {
                        char *cur = NULL;
                        if ((rc = b->ref_cas(b, key, NULL, d)) != -EAGAIN)
                                break;
                        rc = b->ref_get(b, key, &cur, NULL);
                        if (rc == 0)
                                rc = ctl__record_ours(cur, sb, other, n) ? 0 : -EEXIST;
                        free(cur);
                        if (rc != -ENOENT)      /* gone meanwhile (a delete): again */
                                break;
                }
                if (rc < 0 && rc != -EAGAIN && rc != -ENOENT && rc != -EEXIST)
                        fprintf(stderr, "sbxctl: store %s: the record of %s cannot be written: %s\n",
                                c->cf->store_url, sb->name,
                                *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                snap_close(s);
        }
        free(d);
        return rc == -EAGAIN || rc == -ENOENT ? -EEXIST : rc;
}

/* ctl__record_claim of catalog row `row`'s record under the name `as`
** (a rename claims the new name with the old row's record).  An error is
** said on stderr. */
static int ctl__row_claim(ctl *c, const char *row, const char *as, char *other, size_t n)
{
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), row, &sb);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: %s: its catalog row: %s\n", row, strerror(-rc));
                return rc;
        }
        snprintf(sb.name, sizeof sb.name, "%s", as);
        rc = ctl__record_claim(c, &sb, other, n);
        ctl_cat_sandbox_free(&sb);
        return rc;
}

/* Write name's catalog row (tenant, labels, limits, agent) to the store,
** over what it has.  0 or -errno. */
static int ctl__record_set(ctl *c, const char *name)
{
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb);
        if (rc < 0)
                return rc;
        char *d = ctl__record_text(&sb);
        ctl_cat_sandbox_free(&sb);
        if (!d)
                return -ENOMEM;
        rc = ctl__record_write(c, name, d);
        free(d);
        return rc;
}

/* The record, if the store has one (a new host adopting the sandbox). */
static json_t *ctl__record_get(ctl *c, const char *name)
{
        snap_store *s;
        if (ctl_store_open(c, &s) < 0)
                return NULL;
        snap_backend *b = snap_objects(s);
        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
        char *cur = NULL;
        json_t *o = NULL;
        if (b->ref_get(b, key, &cur, NULL) == 0)
                o = json_loads(cur, 0, NULL);
        free(cur);
        snap_close(s);
        if (o && !json_is_object(o)) {
                json_decref(o);
                o = NULL;
        }
        return o;
}

/* The agent of name's row made agent (of its record: "" none), in one
** transaction: one the catalog here cannot attach (another sandbox's
** here, another tenant's) leaves the row as it was, said.  0 or -errno. */
static int ctl__agent_load(ctl *c, const char *name, const char *agent)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_begin(k);
        if (rc < 0)
                return rc;
        if ((rc = ctl_cat_detach(k, name)) == 0 && *agent)
                rc = ctl_cat_attach(k, name, agent);
        if (rc == 0)
                return ctl_cat_commit(k);
        ctl_cat_rollback(k);
        if (rc != -EALREADY && rc != -EXDEV && rc != -ESHUTDOWN)
                return rc;
        sbx_log("%s: its record names agent %s, which this host's catalog cannot attach to it "
                "(%s); its row keeps its agent", name, agent, rc == -EALREADY ?
                "the agent has another sandbox here" : rc == -EXDEV ? "the agent is another "
                "tenant's here" : "it is being deleted");
        return 0;
}

/* (5) Bring name's catalog row to text, the store's record of its create
** (ctl__record_ours): labels, limits and agent as another host's update,
** attach or detach left them.  Before, a wake here put the row's own in
** force (a limit tightened there was not), and the next update here
** wrote them back over the record.  The tenant is the create's, the same
** (ours).  The row is recorded from then on (ctl__record_owed).  0 or
** -errno. */
static int ctl__record_load(ctl *c, const char *name, const char *text)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(k, name, &sb);
        if (rc < 0)
                return rc;
        json_t *o = json_loads(text, 0, NULL);
        json_t *l = json_object_get(o, "labels"), *m = json_object_get(o, "limits");
        char *ls = json_is_object(l) ? json_dumps(l, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
        char *ms = json_is_object(m) ? json_dumps(m, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
        if ((ls && strcmp(ls, sb.labels ? sb.labels : "")) ||
            (ms && strcmp(ms, sb.limits ? sb.limits : ""))) {
                if (ls) {
                        free(sb.labels);
                        sb.labels = sbx_steal(&ls);
                }
                if (ms) {
                        free(sb.limits);
                        sb.limits = sbx_steal(&ms);
                }
                rc = ctl_cat_sandbox_update(k, &sb);
        }
        const char *agent = json_string_value(json_object_get(o, "agent"));
        if (rc == 0 && agent && strcmp(agent, sb.agent) && (!*agent || sbx_name_ok(agent)))
                rc = ctl__agent_load(c, name, agent);
        if (rc == 0 && !sb.recorded)    /* seen: gone from now on is a delete elsewhere */
                rc = ctl_cat_sandbox_recorded(k, name);
        free(ls);
        free(ms);
        json_decref(o);
        ctl_cat_sandbox_free(&sb);
        return rc;
}

static int ctl__record_gone_in(ctl *c, snap_store *s, const ctl_sandbox *sb, int moved,
                               char *other, size_t n, char **text);
static void ctl__record_stale(ctl *c, const char *name, const char *other);

/* An update's start (5): *text the store's record of sb's name (NULL:
** none), and sb its row brought to it (ctl__record_load).  A record no
** longer the row's create's (ctl__record_gone) is -ESTALE (why in
** c->why): before, the update wrote the row over it (another host's
** delete undone, a sandbox made again there taken over as this row's).
** 0 or -errno (sb as it was). */
static int ctl__record_fresh(ctl *c, snap_store *s, ctl_sandbox *sb, char **text)
{
        char other[CTL_NAME_MAX];
        free(*text);
        *text = NULL;
        int rc = ctl__record_gone_in(c, s, sb, -1, other, sizeof other, text);
        if (rc == 1)
                ctl__record_stale(c, sb->name, other);
        if (rc != 0 || !*text)
                return rc == 1 ? -ESTALE : rc;
        ctl_sandbox now;
        if ((rc = ctl__record_load(c, sb->name, *text)) < 0 ||
            (rc = ctl_cat_sandbox_get(ctl_catalog(c), sb->name, &now)) < 0)
                return rc;
        ctl_cat_sandbox_free(sb);
        *sb = now;
        return 0;
}

/* An update's end (5): sb's record over text, the record its start read
** (NULL: none), only if the store still holds that: else -EAGAIN (another
** host's update, attach or detach landed meanwhile; the update starts
** again from it, never writing its row's older fields over it). */
static int ctl__record_swap(ctl *c, snap_backend *b, const ctl_sandbox *sb, const char *text)
{
        sbx_autofree char *d = ctl__record_text(sb);
        return ctl__record_cas(c, b, sb->name, text, d);
}

/* The names the store has a record of (malloc'd; ref catalog/NAME): a
** sandbox created on another host and not captured yet has one and no
** ref.  0, or -errno. */
static int ctl__record_names(ctl *c, char ***names, size_t *n)
{
        *names = NULL;
        *n = 0;
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_backend *b = snap_objects(s);
        rc = b->ref_list(b, "catalog/", names, n);
        snap_close(s);
        for (size_t i = 0; rc == 0 && i < *n; i++) {
                char *slash = strchr((*names)[i], '/');
                if (slash)
                        memmove((*names)[i], slash + 1, strlen(slash + 1) + 1);
        }
        return rc;
}

/* ---- a fork's and an import's new name (5) ---- */
/* Their marker (STATE/locks/NAME.claim): the record a fork or import
** claimed for its new name, until its ref and catalog row are in. */
static char *ctl__claim_marker(ctl *c, const char *name)
{
        return sbx_asprintf("%s/locks/%s.claim", c->cf->sbx_state_dir, name);
}

int ctl_sandbox_spec(ctl *c, snap_store *s, const char *name, char *tenant,
                     char **labels, char **limits)
{
        snap_store *own = NULL;
        int rc = s ? 0 : ctl_store_open(c, &own);
        if (rc < 0)
                return rc;              /* said */
        snap_backend *b = snap_objects(s ? s : own);
        ctl_cat *k = ctl_catalog_try(c);
        ctl_sandbox row;
        int have = k && ctl_cat_sandbox_get(k, name, &row) == 0;
        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
        char *text = NULL, t[CTL_NAME_MAX];
        json_t *o = NULL;
        if ((rc = b->ref_get(b, key, &text, NULL)) == 0) {
                o = json_loads(text, 0, NULL);
                const char *rt = json_string_value(json_object_get(o, "tenant"));
                rc = rt && sbx_name_ok(rt) ? 0 : -EINVAL;
                /* the row's labels and limits only for what a record of
                 * its own create lacks */
                if (have && (rc < 0 || !ctl__record_ours(text, &row, t, sizeof t))) {
                        ctl_cat_sandbox_free(&row);
                        have = 0;
                }
                if (rc == 0)
                        snprintf(tenant, CTL_NAME_MAX, "%s", rt);
        } else if (rc == -ENOENT && have) {
                /* no record: a sandbox of before records were kept (its
                 * ref lists snapshots, or it was never woken here), else
                 * deleted or renamed on another host (ctl__record_gone) */
                snap_info *v = NULL;
                size_t nv = 0;
                rc = snap_list(s ? s : own, name, &v, &nv);
                free(v);
                if ((rc == 0 || rc == -ENOENT) &&
                    (rc = nv || ctl__record_owed(&row, ctl_lease_gen(c, name) > 0) ?
                          0 : -ENOENT) == 0)
                        snprintf(tenant, CTL_NAME_MAX, "%s", row.tenant);
        }
        if (rc < 0 && rc != -ENOENT)
                fprintf(stderr, "sbxctl: store %s: the record of %s cannot be read: %s\n",
                        c->cf->store_url, name, rc == -EINVAL ? "no tenant in it" :
                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        for (int i = 0; rc == 0 && i < 2; i++) {
                char **out = i ? limits : labels;
                json_t *j = json_object_get(o, i ? "limits" : "labels");
                const char *r = have ? (i ? row.limits : row.labels) : NULL;
                if (out)
                        *out = json_is_object(j) ? json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS) :
                               sbx_strdup(r ? r : "{}");
        }
        if (have)
                ctl_cat_sandbox_free(&row);
        json_decref(o);
        free(text);
        if (own)
                snap_close(own);
        return rc;
}

/* The tenant, labels and limits of source into sb (ctl_sandbox_spec).
** 1 if so, 0 (neither a row of it nor a record), or -errno (said). */
static int ctl__spec_of(ctl *c, const char *source, ctl_sandbox *sb)
{
        int rc = ctl_sandbox_spec(c, NULL, source, sb->tenant, &sb->labels, &sb->limits);
        return rc == 0 ? 1 : rc == -ENOENT ? 0 : rc;
}

/* Is tenant a tenant of the catalog?  0 if so, -ENOENT not, -errno. */
static int ctl__tenant_find(ctl *c, const char *tenant)
{
        char **v = NULL;
        size_t n = 0;
        int known = 0, rc = ctl_cat_tenant_list(ctl_catalog(c), &v, &n);
        if (rc < 0)
                return rc;
        for (size_t i = 0; i < n; i++) {
                known |= !strcmp(v[i], tenant);
                free(v[i]);
        }
        free(v);
        return known ? 0 : -ENOENT;
}

/* May CMD make NAME (a sandbox, an agent) of tenant?  "default" always
** (made with its first sandbox); another once `tenant create` made it: a
** typo made a new tenant, for good (no command moves a sandbox to
** another), fenced off from the one meant.  0, or -ENOENT, said. */
int ctl_tenant_known(ctl *c, const char *tenant)
{
        return !strcmp(tenant, "default") ? 0 : ctl__tenant_find(c, tenant);
}

static int ctl__tenant_exists(ctl *c, const char *cmd, const char *name, const char *tenant)
{
        if (!strcmp(tenant, "default") || ctl__tenant_find(c, tenant) == 0)
                return 0;
        fprintf(stderr, "sbxctl: %s %s: no such tenant %s (sbxctl tenant create %s); nothing made\n",
                cmd, name, tenant, tenant);
        return -ENOENT;
}

static int ctl__record_drop(ctl *c, const char *name, const char *text);

int ctl_name_claim(ctl *c, const char *cmd, const char *name, const char *source,
                   const char *tenant, ctl_sandbox *sb)
{
        memset(sb, 0, sizeof *sb);
        snprintf(sb->name, sizeof sb->name, "%s", name);
        snprintf(sb->state, sizeof sb->state, "sleeping");
        sb->created = ctl_cat_now();
        if (tenant && ctl__tenant_exists(c, cmd, name, tenant) < 0)
                return -ENOENT;
        int known = source ? ctl__spec_of(c, source, sb) : 0;
        if (known < 0) {
                fprintf(stderr, "sbxctl: %s %s: the tenant of %s, the snapshot's sandbox, is not "
                        "known (see above); nothing made\n", cmd, name, source);
                return known;
        }
        if (!known) {
                snprintf(sb->tenant, sizeof sb->tenant, "default");
                if (source && !tenant)
                        fprintf(stderr, "sbxctl: %s %s: %s, the snapshot's sandbox, has no catalog "
                                "row here nor record in the store: tenant default, no labels or "
                                "limits (--tenant T sets the tenant)\n", cmd, name, source);
        }
        if (tenant)
                snprintf(sb->tenant, sizeof sb->tenant, "%s", tenant);
        if (!sb->labels)
                sb->labels = sbx_strdup("{}");
        if (!sb->limits)
                sb->limits = sbx_strdup("{}");
        char other[CTL_NAME_MAX];
        int64_t took = 0;
        c->claim_gen = 0;
        sbx_autofree char *mark = ctl__claim_marker(c, name);
        sbx_autofree char *d = ctl__record_text(sb);
        int rc = d ? sbx_write_file_atomic(mark, d, strlen(d)) : -ENOMEM;
        if (rc < 0)
                fprintf(stderr, "sbxctl: %s %s: %s: %s; nothing made\n", cmd, name,
                        d ? mark : "its record", strerror(-rc));
        else if ((rc = ctl__record_claim(c, sb, other, sizeof other)) == -EEXIST)
                fprintf(stderr, "sbxctl: %s %s: another host took the name %s (its record is of "
                        "tenant %s); nothing made\n", cmd, name, name, other);
        else if (rc < 0)        /* why: said above (ctl__record_claim) */
                fprintf(stderr, "sbxctl: %s %s: the store cannot say whether another host took the "
                        "name %s (see above); nothing made\n", cmd, name, name);
        /* and its lease, until the ref is in (ctl_name_claimed): another
         * host's start of the name adopted the claimed record as a
         * create's meanwhile, woke an empty tree, and its stop captured
         * that as the latest, over the fork's */
        else if ((rc = ctl__lease_take(c, name, 0, &took)) < 0) {
                fprintf(stderr, "sbxctl: %s %s: its lease (see above); nothing made\n", cmd, name);
                *c->why = 0;
                if (d)
                        ctl__record_drop(c, name, d);
                if (took) {             /* taken, a later step failed (S3: its pin) */
                        ctl__ref_drop_empty(c, name);
                        ctl__lease_release(c, name);
                }
        }
        if (rc < 0) {
                unlink(mark);
                ctl_cat_sandbox_free(sb);
        } else {
                c->claim_gen = took;
                sb->recorded = 1;
        }
        return rc;
}

void ctl_name_claimed(ctl *c, const ctl_sandbox *sb)
{
        int rc = ctl_cat_sandbox_add(ctl_catalog(c), sb);
        if (rc < 0)                     /* its first use adopts it from the record (2) */
                sbx_log("%s: its catalog row: %s", sb->name, strerror(-rc));
        /* its tree, made here under the claim's lease, is of that
         * generation: its captures are fenced with it (without, one after
         * another host ran it landed the fork's tree over its work) */
        if (c->claim_gen > 0 && ctl_sandbox_exists(c, sb->name))
                ctl__lease_gen_set(c, sb->name, c->claim_gen);
        ctl__lease_release(c, sb->name);        /* then the marker: cut short between, */
        sbx_autofree char *mark = ctl__claim_marker(c, sb->name);
        unlink(mark);                           /* the reap sees the row */
}

/* Drop name's record if it is still text (no one changed it since). */
static int ctl__record_drop(ctl *c, const char *name, const char *text)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_backend *b = snap_objects(s);
        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
        rc = b->ref_cas(b, key, text, NULL);
        snap_close(s);
        return rc;
}

void ctl_name_release(ctl *c, const ctl_sandbox *sb)
{
        sbx_autofree char *d = ctl__record_text(sb);
        if (d && ctl__record_drop(c, sb->name, d) < 0)
                sbx_log("%s: its record stays in the store (a fork or import that made nothing)",
                        sb->name);
        /* the lease take's fence, nothing else; dropped while the lease
         * is held, so no other host's take fences it meanwhile.  The
         * marker goes last: cut short before, the next fork or import of
         * the name here finishes this (ctl_name_claim_reap) */
        ctl__ref_drop_empty(c, sb->name);
        ctl__lease_release(c, sb->name);
        sbx_autofree char *mark = ctl__claim_marker(c, sb->name);
        unlink(mark);
}

void ctl_name_claim_reap(ctl *c, const char *cmd, const char *name)
{
        sbx_autofree char *mark = ctl__claim_marker(c, name);
        sbx_autofree char *text = NULL;
        ctl_sandbox row;
        if (sbx_read_file(mark, &text, NULL) < 0)
                return;
        /* made: a start adopted it (its row), or its ref is in */
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &row) == 0) {
                ctl_cat_sandbox_free(&row);
                unlink(mark);
                return;
        }
        snap_store *s;
        if (ctl_sandbox_mounted(c, name) || ctl_store_open(c, &s) < 0)
                return;
        snap_info *v = NULL;
        size_t n = 0;
        int rc = snap_list(s, name, &v, &n);
        free(v);
        snap_close(s);
        if (rc < 0)
                return;                 /* cannot say: the marker stays */
        if (n == 0 && (rc = ctl__record_drop(c, name, text)) == 0) {
                fprintf(stderr, "sbxctl: %s: %s: a fork or import cut short before its ref left "
                        "its record; removed\n", cmd, name);
                ctl__ref_drop_empty(c, name);   /* its lease take's fence */
        }
        if (n || rc == 0 || rc == -EAGAIN) {    /* made, dropped, or another's record */
                /* the lease it took (ctl_name_claim) is let go: held,
                 * no other host could start the name until it went stale */
                ctl__lease_release(c, name);
                unlink(mark);
        }
}

/* The sandboxes whose record in the store has field ("tenant", "agent")
** equal to value (malloc'd names).  0, or -errno after saying why: a
** store that cannot say is not taken for "none" (tenant and agent
** delete: a sandbox of another host adopted here later, by its record,
** made its tenant or agent again). */
static int ctl__records_with(ctl *c, const char *cmd, const char *field, const char *value,
                             char ***names, size_t *n)
{
        *names = NULL;
        *n = 0;
        sbx_autofree char *dir = ctl_store_chunk_dir(c);
        struct stat st;
        if (!ctl_store_s3(c) && stat(dir, &st) < 0 && errno == ENOENT)
                return 0;                       /* no store yet: no records */
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_backend *b = snap_objects(s);
        char **keys = NULL;
        size_t nk = 0;
        rc = b->ref_list(b, "catalog/", &keys, &nk);
        for (size_t i = 0; i < nk; i++) {
                const char *name = strchr(keys[i], '/') ? strchr(keys[i], '/') + 1 : keys[i];
                char *cur = NULL;
                int e = rc < 0 ? 0 : b->ref_get(b, keys[i], &cur, NULL);
                json_t *o = e == 0 && cur ? json_loads(cur, 0, NULL) : NULL;
                const char *v = json_string_value(json_object_get(o, field));
                if (v && !strcmp(v, value)) {
                        *names = sbx_realloc(*names, (*n + 1) * sizeof **names);
                        (*names)[(*n)++] = sbx_strdup(name);
                }
                if (e < 0 && e != -ENOENT)      /* gone meanwhile: a delete */
                        rc = e;
                json_decref(o);
                free(cur);
                free(keys[i]);
        }
        free(keys);
        snap_close(s);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: %s: the store %s cannot list the sandboxes' records: %s\n",
                        cmd, c->cf->store_url, *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                for (size_t i = 0; i < *n; i++)
                        free((*names)[i]);
                free(*names);
                *names = NULL;
                *n = 0;
        }
        return rc;
}

/* A rename's marker (STATE/locks/NAME.rename): TO's line, then the ids
** of the snapshots it moves into TO's ref. */
static char *ctl__rename_marker(ctl *c, const char *name)
{
        return sbx_asprintf("%s/locks/%s.rename", c->cf->sbx_state_dir, name);
}

/* Does the marker's text name to?  (A marker of before the ids is just TO.) */
static int ctl__marker_to(const char *text, const char *to)
{
        size_t l = strcspn(text, "\n");
        return l == strlen(to) && !strncmp(text, to, l);
}

/* A rename marker's names: TO (its first line), and NAME, the old. */
struct ctl__rename {
        char to[CTL_NAME_MAX], from[CTL_NAME_MAX];
};

static int ctl__rename_cmp(const void *a, const void *b)
{
        return strcmp(((const struct ctl__rename *)a)->to, ((const struct ctl__rename *)b)->to);
}

/* The rename markers of STATE/locks, sorted by TO, read once for all
** the names a command asks about (ctl__renames_find). */
static void ctl__renames_read(ctl *c, struct ctl__rename **out, size_t *n)
{
        sbx_autofree char *dir = sbx_asprintf("%s/locks", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        struct dirent *e;
        *out = NULL;
        *n = 0;
        size_t cap = 0;
        while (d && (e = readdir(d))) {
                size_t l = strlen(e->d_name);
                if (l <= 7 || strcmp(e->d_name + l - 7, ".rename"))
                        continue;
                sbx_autofree char *path = sbx_asprintf("%s/%s", dir, e->d_name);
                sbx_autofree char *text = NULL;
                if (sbx_read_file(path, &text, NULL) < 0)
                        continue;
                size_t tl = strcspn(text, "\n");
                if (tl >= CTL_NAME_MAX)
                        continue;               /* names no sandbox */
                if (*n == cap) {
                        struct ctl__rename *w = realloc(*out, (cap ? 2 * cap : 8) * sizeof *w);
                        if (!w)
                                break;
                        *out = w, cap = cap ? 2 * cap : 8;
                }
                snprintf((*out)[*n].to, CTL_NAME_MAX, "%.*s", (int)tl, text);
                snprintf((*out)[*n].from, CTL_NAME_MAX, "%.*s", (int)(l - 7), e->d_name);
                (*n)++;
        }
        if (d)
                closedir(d);
        if (*n)
                qsort(*out, *n, sizeof **out, ctl__rename_cmp);
}

/* Is name the new name of a rename cut short (a marker of v names it)?
** 1 with the old name in from, else 0. */
static int ctl__renames_find(const struct ctl__rename *v, size_t nv, const char *name,
                             char *from, size_t n)
{
        struct ctl__rename key;
        if (!nv || snprintf(key.to, sizeof key.to, "%s", name) >= (int)sizeof key.to)
                return 0;
        const struct ctl__rename *r = bsearch(&key, v, nv, sizeof *v, ctl__rename_cmp);
        if (r)
                snprintf(from, n, "%s", r->from);
        return r != NULL;
}

/* Is name the new name of a rename cut short (a marker names it)?  1
** with the old name in from, else 0. */
static int ctl__renamed_onto(ctl *c, const char *name, char *from, size_t n)
{
        struct ctl__rename *v;
        size_t nv;
        ctl__renames_read(c, &v, &nv);
        int found = ctl__renames_find(v, nv, name, from, n);
        free(v);
        return found;
}

/* Is name the old name of a rename cut short after the catalog's step
** (its marker is there, and the catalog has TO's row)?  1 with TO in to,
** else 0.  Its record in the store stays until the rename's last step:
** no sandbox to adopt (8). */
static int ctl__renamed_away(ctl *c, const char *name, char *to, size_t n)
{
        sbx_autofree char *mark = ctl__rename_marker(c, name);
        sbx_autofree char *text = NULL;
        ctl_sandbox row;
        if (sbx_read_file(mark, &text, NULL) < 0)
                return 0;
        snprintf(to, n, "%.*s", (int)strcspn(text, "\n"), text);
        if (!sbx_name_ok(to) || ctl_cat_sandbox_get(ctl_catalog(c), to, &row) < 0)
                return 0;
        ctl_cat_sandbox_free(&row);
        return 1;
}

/* The catalog's row for name, adopting a sandbox it does not know (2).
** -ENOENT (not printed) when there is no such sandbox anywhere.  The
** adoption is made under name's lifecycle lock (held: the caller has
** it): a rename onto name holds it while name's refs fill up, and a row
** adopted from them then stood in the way of the rename's own. */
static int ctl__known(ctl *c, const char *name, ctl_sandbox *sb, int held)
{
        ctl_cat *k = ctl_catalog(c);
        if (!strcmp(name, CTL_ARTIFACTS_REF))
                return -ENOENT;                 /* the artifacts' ref, no sandbox */
        int rc = ctl_cat_sandbox_get(k, name, sb);
        if (rc != -ENOENT)
                return rc;
        sbx_autoclose int lk = -1;
        if (!held && (lk = ctl__lock(c, name, 0)) < 0)
                return lk;
        if (!held && (rc = ctl_cat_sandbox_get(k, name, sb)) != -ENOENT)
                return rc;                      /* made while we waited */
        /* a fork or import of name cut short here (its claim marker: under
         * the lock, none runs): its record is no sandbox to adopt.  Adopted,
         * it woke as an empty one, and the fork run again was refused
         * ("a sandbox named NAME exists") */
        ctl_name_claim_reap(c, "wake", name);
        if (!ctl__sandbox_found(c, name) && (rc = ctl_store_has(c, name)) <= 0) {
                if (rc == 0)                    /* (3) no sandbox: no lock file left */
                        ctl_lock_forget(c, name);
                return rc < 0 ? rc : -ENOENT;
        }
        /* not what a rename cut short moved here: as "default" it stood
         * in the way of the rename's own row, run again to finish it */
        char from[CTL_NAME_MAX];
        if (ctl__renamed_onto(c, name, from, sizeof from)) {
                fprintf(stderr, "sbxctl: %s: a rename of %s to %s is under way or was cut short "
                        "(sbxctl update %s --rename %s finishes it)\n", name, from, name, from, name);
                return -EINPROGRESS;
        }
        char to[CTL_NAME_MAX];
        if (ctl__renamed_away(c, name, to, sizeof to)) {
                fprintf(stderr, "sbxctl: %s: a rename of %s to %s was cut short (sbxctl update %s "
                        "--rename %s finishes it)\n", name, name, to, name, to);
                return -EINPROGRESS;
        }
        ctl_sandbox n = { .created = ctl_cat_now() };
        json_t *rec = ctl__record_get(c, name);         /* (5) as it was */
        json_int_t made = json_integer_value(json_object_get(rec, "created"));
        if (made > 0)
                n.created = made;               /* which create it is of */
        const char *tenant = json_string_value(json_object_get(rec, "tenant"));
        const char *agent = json_string_value(json_object_get(rec, "agent"));
        snprintf(n.name, sizeof n.name, "%s", name);
        snprintf(n.tenant, sizeof n.tenant, "%s", tenant && sbx_name_ok(tenant) ? tenant : "default");
        /* only a record (rc 2): created on another host, never captured;
         * its first wake here makes the empty tree it is */
        snprintf(n.state, sizeof n.state, "%s", ctl_sandbox_mounted(c, name) ? "ready" :
                 rc == 2 ? "created" : "sleeping");
        n.labels = rec ? json_dumps(json_object_get(rec, "labels"), JSON_COMPACT) : NULL;
        n.limits = rec ? json_dumps(json_object_get(rec, "limits"), JSON_COMPACT) : NULL;
        n.recorded = rec != NULL;       /* its record gone later: deleted elsewhere */
        char t[CTL_NAME_MAX];
        int new_tenant = ctl__tenant_find(c, n.tenant) == -ENOENT;
        int new_agent = agent && sbx_name_ok(agent) && ctl_cat_agent_tenant(k, agent, t) == -ENOENT;
        rc = ctl_cat_sandbox_add(k, &n);
        if (rc == 0) {                  /* undone if its wake is refused at once (ctl__wake) */
                snprintf(c->adopted.name, sizeof c->adopted.name, "%s", name);
                snprintf(c->adopted.tenant, sizeof c->adopted.tenant, "%s", new_tenant ? n.tenant : "");
                snprintf(c->adopted.agent, sizeof c->adopted.agent, "%s", new_agent ? agent : "");
        }
        if (rc == 0 && agent && sbx_name_ok(agent))
                ctl_cat_attach(k, name, agent);         /* refused if taken meanwhile */
        ctl_cat_sandbox_free(&n);
        json_decref(rec);
        if (rc < 0 && rc != -EEXIST)
                return rc;
        return ctl_cat_sandbox_get(k, name, sb);
}

static int ctl__no_such(const char *cmd, const char *name, int rc)
{
        if (rc == -EINPROGRESS)
                ;                       /* a rename's to finish: said */
        else if (rc == -ENOENT)
                fprintf(stderr, "sbxctl: %s %s: no such sandbox\n", cmd, name);
        else
                fprintf(stderr, "sbxctl: %s %s: catalog or store: %s\n", cmd, name, strerror(-rc));
        return 1;
}

/* ---- the ready file (6) ---- */
void ctl_ready_write(ctl *c, const ctl_sandbox *sb)
{
        sbx_autofree char *p = ctl_sandbox_path(c, sb->name, "ready");
        sbx_autofree char *tmp = ctl_sandbox_path(c, sb->name, "ready.tmp");
        json_t *o = json_loads(sb->limits, 0, NULL);
        if (!json_is_object(o)) {
                json_decref(o);
                o = json_object();
        }
        json_object_set_new(o, "sbx_created", json_integer(sb->created));
        sbx_autofree char *text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
        json_decref(o);
        if (!text)
                return;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
                return;
        int rc = sbx_write_all(fd, text, strlen(text));
        close(fd);
        if (rc < 0 || rename(tmp, p) < 0)
                unlink(tmp);
}

/* Write NAME's ready file from its catalog row (none while deleting). */
void ctl_ready_set(ctl *c, const char *name)
{
        ctl_sandbox sb;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) < 0)
                return;
        if (strcmp(sb.state, "deleting"))
                ctl_ready_write(c, &sb);
        ctl_cat_sandbox_free(&sb);
}

void ctl_ready_clear(ctl *c, const char *name)
{
        sbx_autofree char *p = ctl_sandbox_path(c, name, "ready");
        unlink(p);
}

/* ---- wake and sleep ---- */
/* A sandbox created here and never captured, with no local state, is
** woken from its record's name only if the record is its own (5): an
** older sbxctl's create wrote it after the catalog row, and one cut short
** in between left none, so its wake writes it, create-only.  A name that
** another host took meanwhile is that host's: neither its snapshots nor
** its ref are this sandbox's.  0, or -errno (the reason in c->why). */
static int ctl__record_own(ctl *c, const char *name)
{
        char other[CTL_NAME_MAX];
        int rc = ctl__row_claim(c, name, name, other, sizeof other);
        if (rc == 0) {
                /* its own, maybe updated on another host since the
                 * create: in force from this first wake, as from any */
                json_t *o = ctl__record_get(c, name);
                sbx_autofree char *t = o ? json_dumps(o, JSON_COMPACT) : NULL;
                json_decref(o);
                if (t)
                        rc = ctl__record_load(c, name, t);
        }
        if (rc == -EEXIST)
                snprintf(c->why, sizeof c->why, "another host took the name %s (its record is "
                         "of tenant %s) before this host's create wrote it", name, other);
        else if (rc < 0)                /* why: said above (ctl__record_claim) */
                snprintf(c->why, sizeof c->why, "the store cannot say whether another host took "
                         "the name %s (see above)", name);
        return rc;
}

/* Is the store's record of sb's name no longer sb's create (5)?  The
** name deleted or renamed on another host: no record, and no snapshot in
** its ref (a record-less ref with snapshots is a sandbox of before records
** were kept, or a fork's or import's of an older sbxctl, which wrote none
** until its first update: its own); or deleted and made again there:
** another create's record (its tenant in other, else other is "").  A
** row that owes the store its record (ctl__record_owed) with no record is
** left to ctl__record_own.  With no record and an empty ref, moved (a
** wake's: another host took the lease since this tree's, asked before the
** wake's own take; -1: not asked) decides: such an older fork or import
** whose snapshots were all deleted here is still this host's sandbox, and
** only its tree holds it.  text (may be NULL): the record read, for a 0
** (NULL: none).  1, 0, or -errno (said). */
static int ctl__record_gone_in(ctl *c, snap_store *s, const ctl_sandbox *sb, int moved,
                               char *other, size_t n, char **text)
{
        snap_backend *b = snap_objects(s);
        sbx_autofree char *key = sbx_asprintf("catalog/%s", sb->name);
        char *cur = NULL;
        int rc;
        *other = 0;
        if ((rc = b->ref_get(b, key, &cur, NULL)) == 0) {
                rc = !ctl__record_ours(cur, sb, other, n);
                if (rc == 0 && text)
                        *text = sbx_steal(&cur);
        } else if (rc == -ENOENT) {
                snap_info *v = NULL;
                size_t nv = 0;
                rc = snap_list(s, sb->name, &v, &nv);
                free(v);
                if (rc == 0 || rc == -ENOENT)
                        rc = nv == 0 && (moved >= 0 ? moved :
                                         !ctl__record_owed(sb, ctl_lease_gen(c, sb->name) > 0));
        }
        free(cur);
        if (rc < 0)
                fprintf(stderr, "sbxctl: store %s: the record of %s cannot be read: %s\n",
                        c->cf->store_url, sb->name, *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        return rc;
}

/* ctl__record_gone_in on a store of its own. */
static int ctl__record_gone(ctl *c, const ctl_sandbox *sb, int moved, char *other, size_t n,
                            char **text)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        rc = ctl__record_gone_in(c, s, sb, moved, other, n, text);
        snap_close(s);
        return rc;
}

/* (5) Remove sb's record from the store, compare-and-delete: the
** record read just before, and only while it is sb's create's
** (ctl__record_gone_in); changed meanwhile (another host's update of the
** sandbox), read again.  Before, whatever the store held went: a record
** another host wrote after the delete's check (the name made again
** there, another tenant's) was removed.  On S3 the removal is the
** empty tombstone every reader takes for none (snapshot/s3.c (3)).
** 0 (removed, or none), 1 another create's (left, its tenant in other),
** or -errno (said). */
static int ctl__record_remove(ctl *c, const ctl_sandbox *sb, char *other, size_t n)
{
        snap_store *s;
        int rc = ctl_store_open(c, &s);
        if (rc < 0)
                return rc;
        snap_backend *b = snap_objects(s);
        sbx_autofree char *key = sbx_asprintf("catalog/%s", sb->name);
        for (int i = 0; i < 8; i++) {
                char *text = NULL;
                rc = ctl__record_gone_in(c, s, sb, -1, other, n, &text);
                if (rc == 1 && !*other)
                        rc = 0;                 /* none: nothing to remove */
                if (rc == 0 && text)
                        rc = b->ref_cas(b, key, text, NULL);
                free(text);
                if (rc != -EAGAIN)
                        break;
        }
        if (rc < 0 && rc != -ENOENT)
                fprintf(stderr, "sbxctl: store %s: the record of %s cannot be removed: %s\n",
                        c->cf->store_url, sb->name, *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        snap_close(s);
        return rc;
}

/* ctl__record_gone's 1 for name, in c->why: what a wake of its row, and
** an update, attach or detach of it, say refused. */
static void ctl__record_stale(ctl *c, const char *name, const char *other)
{
        int n = snprintf(c->why, sizeof c->why, "%s was deleted or created again on another host "
                         "(the store's record: %s%s); `sbxctl delete %s` drops this host's row",
                         name, *other ? "tenant " : "none", other, name);
        if (n >= (int)sizeof c->why)    /* long names: cut to fit, said */
                memcpy(c->why + sizeof c->why - 4, "...", 4);
}

/* (5) attach, detach and agent delete of name's row: its agent into the
** store's record, onto the record read, by compare-and-swap (one another
** host wrote meanwhile is read again), while that is the row's create's
** (ctl__record_gone; none, of a row never woken here, is the row's whole
** record, as its wake would claim it).  Else nothing is written: 1, why
** in c->why (attach refuses, asked first with write 0; detach and agent
** delete change this host's row only, so that its delete, refused while
** an agent is attached, can drop it).  Before, the row was written over
** what the store had: a delete on another host undone, a sandbox made
** again there (maybe another tenant's) made this row's.  A store that
** cannot say is logged (nothing is written to it).  0 or 1. */
static int ctl__record_put(ctl *c, const char *name, int write)
{
        ctl_sandbox sb;
        snap_store *s;
        char other[CTL_NAME_MAX];
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb);
        if (rc == -ENOENT)                      /* no row: nothing to write */
                return 0;
        if (rc == 0 && (rc = ctl_store_open(c, &s)) < 0)
                ctl_cat_sandbox_free(&sb);
        if (rc < 0) {
                if (write)
                        sbx_log("%s: could not write its record to the store", name);
                return 0;
        }
        snap_backend *b = snap_objects(s);
        for (int i = 0; i < 8; i++) {
                char *text = NULL, *d = NULL;
                if ((rc = ctl__record_gone_in(c, s, &sb, -1, other, sizeof other, &text)) != 0 || !write) {
                        free(text);
                        break;
                }
                json_t *o = text ? json_loads(text, 0, NULL) : NULL;
                if (o) {
                        json_object_set_new(o, "agent", json_string(sb.agent));
                        d = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
                        json_decref(o);
                } else
                        d = ctl__record_text(&sb);
                rc = ctl__record_cas(c, b, name, text, d);
                free(d);
                free(text);
                if (rc != -EAGAIN)
                        break;
        }
        snap_close(s);
        ctl_cat_sandbox_free(&sb);
        if (rc == 1) {
                ctl__record_stale(c, name, other);
                return 1;
        }
        if (rc < 0 && write)
                sbx_log("%s: could not write its record to the store", name);
        return 0;
}

/* ctl__record_put of detach and agent delete (cmd): a row another host's
** name now changes here only, said. */
static void ctl__record_mine(ctl *c, const char *cmd, const char *name)
{
        if (ctl__record_put(c, name, 1))
                fprintf(stderr, "sbxctl: %s: this host's row of %s only, the store's record not "
                        "written: %s\n", cmd, name, c->why);
        *c->why = 0;
}

/* (5) A row that served or was captured here is woken only while the
** store's record is still its create's: else the name was deleted or
** renamed on another host (its leftover tree here would be woken and
** captured back: the delete undone), or made again there, maybe for
** another tenant (this row would serve the new sandbox's snapshots).
** Refused, and the row recorded failed saying so; delete drops only this
** host's row and tree (ctl__delete_all).  Kept, the record read is the
** row's from then on (ctl__record_load): what another host's update,
** attach or detach changed is in force from this wake.  0, or -errno (why
** in c->why). */
static int ctl__record_kept(ctl *c, const char *name, const ctl_sandbox *sb, int moved)
{
        char other[CTL_NAME_MAX];
        sbx_autofree char *text = NULL;
        int rc = ctl__record_gone(c, sb, moved, other, sizeof other, &text);
        if (rc == 0 && text && (rc = ctl__record_load(c, name, text)) < 0)
                snprintf(c->why, sizeof c->why, "its catalog row cannot take the store's record "
                         "(labels, limits, agent): %s", strerror(-rc));
        else if (rc == 1)
                ctl__record_stale(c, name, other);
        else if (rc < 0)
                snprintf(c->why, sizeof c->why, "the store cannot say whether %s is still this "
                         "sandbox (see above)", name);
        return rc == 1 ? -ESTALE : rc;
}

/* (5) Is name still sb's sandbox, as a wake (or a restore of it stopped
** here) asks once it holds the lease?  A row that owes the store its
** record (ctl__record_owed; served: a lease-gen) claims it create-only,
** and so does a fork's tree cut short before its ref (its marker: no
** sandbox yet, adopted now); any other checks it (over: taken over
** since, as asked before the take).  Refused (the name deleted, or made
** again, on another host), the ref
** that the take's fence made of a name with no snapshot goes again,
** while the lease is still held (no other host's take or capture comes
** between): kept, a host that never ran the sandbox left it in the store
** until its delete of the row, or for good once the name was another
** host's (whose own captures and takes do not need it: the lease keeps
** the generation).  A ref with a snapshot is never touched.  0, or
** -errno with why in c->why. */
static int ctl__record_check(ctl *c, const char *name, const ctl_sandbox *sb, int served, int over)
{
        int rc = ctl__record_owed(sb, served) || ctl_snap_unmade(c, name) ?
                 ctl__record_own(c, name) : ctl__record_kept(c, name, sb, served ? over : -1);
        if (rc == -ESTALE || rc == -EEXIST)
                ctl__ref_drop_empty(c, name);
        return rc;
}

/* May name be woken?  Its row in *sb (freed fields), or -errno printed;
** asked before and again under the lock (again: a stop or delete that
** held the lock meanwhile has the last word). */
static int ctl__wake_allowed(ctl *c, const char *name, int from_stopped, int again,
                             ctl_sandbox *sb)
{
        int rc = ctl__known(c, name, sb, again);
        if (rc < 0) {
                ctl__no_such(c->verb ? c->verb : "wake", name, rc);   /* "exec NAME: ..." */
                return rc;
        }
        ctl_cat_sandbox_free(sb);
        if (!strcmp(sb->state, "deleting")) {
                fprintf(stderr, "sbxctl: %s: the sandbox is being deleted\n", name);
                return -ENOENT;
        }
        if (!strcmp(sb->state, "stopped") && !from_stopped) {
                fprintf(stderr, "sbxctl: %s: the sandbox %s stopped (sbxctl start %s wakes it)\n",
                        name, again ? "was" : "is", name);
                return -EPERM;
        }
        return 0;
}

/* Undo what this command's adoption of name made (ctl__known): its row,
** and the agent and tenant that came new with it (unless in use since).
** 0 or -errno. */
static int ctl__adopted_undo(ctl *c, const char *name)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_sandbox_del(k, name);
        if (rc < 0)
                return rc;
        char sbx[CTL_NAME_MAX];
        int64_t turn, ns, na;
        if (*c->adopted.agent)
                ctl_cat_agent_del(k, c->adopted.agent, sbx, &turn);
        if (*c->adopted.tenant)
                ctl_cat_tenant_del(k, c->adopted.tenant, &ns, &na);     /* -EBUSY if in use */
        memset(&c->adopted, 0, sizeof c->adopted);
        return 0;
}

static int ctl__wake(ctl *c, const char *name, int from_stopped)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        int store_fails = c->store_fails;       /* (17) */
        int local = 0;          /* (17) it failed here: the mount, the sbxexec */
        int rc = ctl__wake_allowed(c, name, from_stopped, 0, &sb);
        if (rc < 0)
                return rc;
        sbx_autoclose int lk = ctl__lock(c, name, 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: %s: lock: %s\n", name, strerror(-lk));
                return lk;
        }
        if ((rc = ctl__wake_allowed(c, name, from_stopped, 1, &sb)) < 0)
                return rc;
        int mounted = ctl_sandbox_mounted(c, name), checked = 0, said = 0, refused = 0;
        int64_t leased = 0;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        struct stat st;
        int plain = !mounted && ctl__exec_plain(c, name);
        if (mounted || plain) {
                /* awake, or an executor on a plain directory (no sbxfs
                 * tree at all): make sure the executor answers */
                if (mounted && (rc = ctl_exec_daemon_start(c, name, ws)) < 0)
                        goto fail_why;
                if (strcmp(sb.state, "ready"))
                        ctl_cat_sandbox_set_state(k, name, "ready", NULL);
                ctl_cat_sandbox_touch(k, name);
                if (mounted)
                        ctl_ready_set(c, name);
                return 0;
        }
        ctl_cat_sandbox_set_state(k, name, "waking", NULL);
        int64_t t0 = sbx_mono_ns();
        /* (13) any store: the lease first, then is the local tree the
         * latest?  One with no snapshot of this host's that served here
         * (lease-gen): was it taken over since?  Asked before the take,
         * which moves the generation on. */
        int over = 0;
        char by[CTL_HOLDER_MAX];
        int served = ctl_lease_gen(c, name) > 0;
        if (served && (rc = over = ctl__taken_over(c, name, by, sizeof by)) < 0)
                goto told;
        /* the executor of a tree taken over ends: the tree is set
         * aside below, or the wake refused */
        if (over)
                ctl__exec_orphan_stop(c, name);
        if ((rc = ctl__lease_take(c, name, 0, &leased)) < 0) {
                refused = rc == -EBUSY && !leased;      /* another host runs it */
                goto told;
        }
        /* (5) the name still this row's sandbox: a row never woken here
         * claims its record (create-only), and so does a fork's tree cut
         * short before its ref (its marker: no sandbox yet, adopted
         * now), any other checks it */
        if ((rc = ctl__record_check(c, name, &sb, served, over)) < 0)
                goto fail;
        if (ctl_sandbox_exists(c, name) &&
            (rc = ctl__local_stale(c, name, sb.last_capture, sb.last_capture_at, over)) < 0)
                goto fail;
        int lost = 0;
        if (ctl_sandbox_exists(c, name) && stat(meta, &st) < 0 &&
            (rc = ctl__tree_lost(c, name, &sb, "missing", &lost)) < 0)
                goto fail;
        checked = 1;            /* the tree here is the latest, or gone */
again:;
        int restored = !ctl_sandbox_exists(c, name);
        if (restored && (rc = ctl_snap_restore_latest(c, name)) == -ENOENT &&
            ctl__never_woken(&sb)) {
                /* never woken nor captured: a create cut short before it
                 * made the directory (or a wake of it that failed before
                 * it made it).  What a created sandbox holds is an empty
                 * tree, made here (10). */
                restored = 0;
                if ((rc = ctl_sandbox_mkdir(c, ws)) < 0) {
                        fprintf(stderr, "sbxctl: wake %s: mkdir %s: %s\n", name, ws, strerror(-rc));
                        goto told;
                }
                if ((rc = fs_meta_create(meta)) < 0 && rc != -EEXIST) {
                        fprintf(stderr, "sbxctl: wake %s: new tree %s: %s\n", name, meta, strerror(-rc));
                        goto told;
                }
        } else if (restored && rc < 0) {
                if (rc == -ENOENT)
                        fprintf(stderr, "sbxctl: wake %s: no local state and nothing in the store\n", name);
                else
                        fprintf(stderr, "sbxctl: wake %s: no local state, and the store's latest "
                                "snapshot could not be restored: %s\n", name, strerror(-rc));
                goto told;
        }
        rc = ctl_fs_mount(c, name);
        if (rc == -EUCLEAN && !lost++) {        /* (10): damaged; once */
                int restore;
                if ((rc = ctl__tree_lost(c, name, &sb, "damaged", &restore)) == 0 && restore) {
                        *c->why = 0;    /* restored: not the reason of a later failure */
                        goto again;
                }
                rc = rc < 0 ? rc : -EUCLEAN;
        }
        local = 1;
        if (rc < 0)
                goto fail_why;
        if ((rc = ctl_exec_daemon_start(c, name, ws)) < 0) {
                ctl_fs_unmount(c, name);        /* unmount what we mounted */
                goto fail_why;
        }
        ctl_cat_sandbox_set_state(k, name, "ready", NULL);
        ctl_cat_sandbox_touch(k, name);
        ctl_ready_set(c, name);
        sbx_log("woke %s in %.0f ms", name, (double)(sbx_mono_ns() - t0) / 1e6);
        if (restored)
                ctl_prefetch_spawn(c, name);
        return 0;
        /* One line says why: the failure's own when it printed one (a
         * second, "wake failed: Device or resource busy", read as another
         * failure), else this one.  The record takes the reason either way. */
told:
        said = 1;
        goto fail;
fail_why:                       /* a reason in c->why is one the mount or daemon start said */
        said = *c->why != 0;
fail:;
        char why[600];
        /* at rest, or down (ready, nothing mounted: the host restarted
         * or its sbxfs died) */
        int kept = !strcmp(sb.state, "created") || !strcmp(sb.state, "sleeping") ||
                   !strcmp(sb.state, "stopped") || !strcmp(sb.state, "ready");
        /* a time-out of the mount or of sbxexec's start is this host's
         * failure, never the store's */
        int outage = !refused && kept &&
                     (c->store_fails > store_fails ||
                      (!local && (rc == -EHOSTDOWN || rc == -EHOSTUNREACH || rc == -ETIMEDOUT)));
        if (outage)                             /* (17) */
                snprintf(why, sizeof why, "wake failed: the store is out of reach (%s): it stays "
                         "%s; a later wake tries again", *c->why ? c->why :
                         c->round.down ? c->round.why : strerror(-rc),
                         strcmp(sb.state, "ready") ? sb.state : "down");
        else
                snprintf(why, sizeof why, "wake %s: %s", refused ? "refused" : "failed",
                         *c->why ? c->why : strerror(-rc));
        *c->why = 0;
        ctl__exec_orphan_stop(c, name);
        if (!said || outage)
                fprintf(stderr, "sbxctl: %s: %s\n", name, why);
        /* a row this command adopted from the store, refused before it
         * took the lease (another host runs it, or made it meanwhile) and
         * with no tree here: gone again, as before the command.  Kept, it
         * stood for that record for good: a fork cut short there and run
         * again made a new record, and this host's start then said
         * "another host took the name" */
        if (!leased && !strcmp(c->adopted.name, name) && !ctl_sandbox_exists(c, name) &&
            !ctl_sandbox_fs_pid(c, name) && ctl__adopted_undo(c, name) == 0)
                return rc;
        /* (16) refused, the row keeps the state it had (no failure of
         * this sandbox here: it runs on another host), why in its error;
         * (17) so does one at rest or down the store's outage kept so */
        ctl_cat_sandbox_set_state(k, name, refused || outage ? sb.state : "failed", why);
        /* (12) the lease this wake took goes back while nothing runs
         * here: kept, it told every other host for 2 x lease_ttl that
         * the sandbox runs on this one */
        if (leased && !ctl_sandbox_mounted(c, name) && !ctl_sandbox_fs_pid(c, name)) {
                /* and the tree here, found the latest under it, belongs
                 * to the generation it took: no other host ran it since
                 * (else a stop said "taken over by another host") */
                if (checked && ctl_sandbox_exists(c, name) && ctl_lease_gen(c, name) > 0 && leased > 1)
                        ctl__lease_gen_set(c, name, leased);
                ctl__lease_release(c, name);
        }
        return rc;
}

int ctl_wake(ctl *c, const char *name)
{
        return ctl__wake(c, name, 0);
}

/* Is name at rest here: stopped or sleeping, and nothing of it mounted
** (live or dead) nor any sbxfs of it running?  Its tree is then the one
** its stop or sleep captured (or one a restore, fork or import wrote
** whole, captured too), or one another host took over, not captured
** here (ctl__sleep_locked): a stop or sleep has nothing to capture.  Once
** another host had run it since, that capture was refused (this tree
** not the latest) and a stop of a sandbox already stopped failed.  A
** workspace whose sbxfs died is recorded ready ("down"): not at rest,
** captured from meta.db. */
static int ctl__at_rest(ctl *c, const char *name)
{
        ctl_sandbox sb;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &sb) < 0)
                return 0;
        ctl_cat_sandbox_free(&sb);
        if (strcmp(sb.state, "stopped") && strcmp(sb.state, "sleeping"))
                return 0;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        return !ctl__is_mountpoint(c, ws) && !ctl_sandbox_fs_pid(c, name);
}

/* A sleep's end when a delete claimed the sandbox meanwhile (it waited
** for the lock): the delete's now. */
#define CTL__SLEEP_DELETING (-ECANCELED)

/* End processes, capture, unmount; the caller holds the lock.  force
** (stop --force, its processes killed): a capture that fails does not
** keep the sandbox up; its tree stays here as it is, and so does its
** lease: the store's latest is older, and another host must not wake
** that one in its place.  Before, a tree no capture takes (a loop
** meta.db was edited into) left no way out but delete.  A tree another
** host took over (ctl__taken_over: its sbxfs, fenced, stopped itself or
** died) is not captured: no capture of it may land, and one tried
** failed every reap pass for good; it is unmounted and recorded asleep
** here, by set to who took it ("" otherwise), and the next wake here
** sets it aside for the store's latest (ctl__local_stale); a sleep of
** one a delete claimed meanwhile, CTL__SLEEP_DELETING, said by none.
** Not forced, a sandbox to capture is left running when the capture
** cannot be: the store out of reach is found before anything ends (the
** stop says so: nothing changed), and a capture that failed after its
** processes ended starts its sbxexec again (ready, as recorded).
** Before, both left it recorded ready with no sbxexec until the next
** exec woke one, and the stop said only why the capture failed. */
static int ctl__sleep_locked(ctl *c, const char *name, int stop, int force,
                             char by[CTL_HOLDER_MAX])
{
        int rest = ctl__at_rest(c, name), rc;
        snap_store *s;
        by[0] = 0;
        if (!rest && !force) {
                if ((rc = ctl_store_open(c, &s)) < 0) {        /* said why */
                        if (stop)
                                fprintf(stderr, "sbxctl: stop %s: not stopped: the store is out of "
                                        "reach (above); it runs on as it was\n", name);
                        return rc;
                }
                snap_close(s);
        }
        ctl_ready_clear(c, name);      /* (6): before anything ends */
        rc = ctl_exec_daemon_stop(c, name);
        char id[65] = "";
        int kept = 0;
        if (rc == 0 && !rest) {
                /* taken over (1): no capture of it may land */
                int over = ctl__taken_over(c, name, by, CTL_HOLDER_MAX);
                if (over == 0)
                        rc = ctl_capture(c, name, stop ? "stop" : "sleep", id);
                else if (over < 0)
                        rc = over;
                if (rc < 0 && !force) {
                        /* not over a dead sbxfs's mount (down: the next
                         * operation wakes that one), nor over one whose
                         * sbxfs does not answer (-ETIMEDOUT: the flush
                         * said so, and --force) */
                        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
                        int stuck = rc == -ETIMEDOUT || ctl_sandbox_down(c, name) || !ctl_sandbox_mounted(c, name);
                        int up = !stuck && ctl_exec_daemon_start(c, name, ws) == 0;
                        if (up)
                                ctl_ready_set(c, name);
                        if (stop)
                                fprintf(stderr, "sbxctl: stop %s: its capture failed (above): not "
                                        "stopped; %s\n", name, up ? "it runs on, its processes ended "
                                        "and its sbxexec started again" : "its processes ended, and its "
                                        "sbxexec starts again with the next exec");
                        return rc;
                }
                if (rc < 0 && force) {
                        fprintf(stderr, "sbxctl: stop %s: its capture failed (above); stopped anyway "
                                "(--force): its tree stays here as it is, newer than its latest "
                                "snapshot, and this host keeps its lease (`sbxctl verify %s` names "
                                "what is damaged)\n", name, name);
                        rc = 0;
                        kept = 1;
                }
        }
        if (rc == 0 && (rc = ctl_fs_unmount(c, name)) == 0 && !kept)
                ctl__lease_release(c, name);    /* ours only: another's stays */
        /* not recorded, a "stopped" and exit 0 misled: the catalog kept
         * the old state, status showed the sandbox down, and a plain
         * exec woke it, which a stopped one refuses */
        if (rc == 0 && (rc = ctl_cat_sandbox_set_state(ctl_catalog(c), name,
                                                      stop ? "stopped" : "sleeping", NULL)) < 0) {
                /* -ENOENT: a delete claimed it meanwhile (it waited for
                 * the lock; (4)): the sandbox is the delete's now, and a
                 * sleep (reap's) leaves it to it, saying nothing (it said
                 * that the catalog could not record it, an error of
                 * nothing gone wrong) */
                if (rc != -ENOENT)
                        fprintf(stderr, "sbxctl: %s %s: its processes ended, but the catalog could not "
                                "record it: %s\n", stop ? "stop" : "sleep", name, strerror(-rc));
                else if (stop)
                        fprintf(stderr, "sbxctl: stop %s: the sandbox is being deleted\n", name);
                else
                        rc = CTL__SLEEP_DELETING;
        }
        return rc;
}

static int ctl__sleep(ctl *c, const char *name, int stop, int force, char by[CTL_HOLDER_MAX])
{
        by[0] = 0;
        sbx_autoclose int lk = ctl__lock(c, name, 0);
        if (lk < 0)
                return lk;
        /* again under the lock: a delete that held it has the last word */
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(ctl_catalog(c), name, &sb);
        if (rc == 0) {
                ctl_cat_sandbox_free(&sb);
                if (!strcmp(sb.state, "deleting")) {
                        fprintf(stderr, "sbxctl: %s %s: the sandbox is being deleted\n",
                                stop ? "stop" : "sleep", name);
                        return -ENOENT;
                }
        } else {
                ctl__no_such(stop ? "stop" : "sleep", name, rc);
                return rc;
        }
        return ctl__sleep_locked(c, name, stop, force, by);
}

int ctl_sleep(ctl *c, const char *name, int stop, char by[CTL_HOLDER_MAX])
{
        return ctl__sleep(c, name, stop, 0, by);
}

int ctl_sleep_if(ctl *c, const char *name, int (*idle)(ctl *c, const char *name),
                 char by[CTL_HOLDER_MAX])
{
        by[0] = 0;
        sbx_autoclose int lk = ctl__lock(c, name, 1);
        if (lk == -EBUSY)
                return 1;                       /* being woken or slept: not now */
        if (lk < 0) {                           /* said: reap counts it failed */
                fprintf(stderr, "sbxctl: sleep %s: lock: %s\n", name, strerror(-lk));
                return lk;
        }
        /* Asked again under the lock: a wake (every exec's) touches the
         * sandbox under it, so nothing slips between the check and sleep. */
        if (!idle(c, name))
                return 1;
        int rc = ctl__sleep_locked(c, name, 0, 0, by);
        if (rc == CTL__SLEEP_DELETING)
                return 2;               /* the delete's now, said by none */
        return rc < 0 ? rc : 0;
}

/* ---- argument helpers ---- */
int ctl_bad_name(const char *cmd, const char *what, const char *name)
{
        if (sbx_name_ok(name))
                return 0;
        sbx_autofree char *esc = sbx_escape_text(name);        /* one line, no control bytes */
        fprintf(stderr, "sbxctl: %s: '%s' is not a valid %s name "
                "(" SBX_NAME_RULE ")\n", cmd, esc, what);
        return 2;
}

/* The artifacts' ref is no sandbox's: 1 and said when name is it. */
static int ctl__reserved(const char *cmd, const char *name)
{
        if (strcmp(name, CTL_ARTIFACTS_REF))
                return 0;
        fprintf(stderr, "sbxctl: %s: the name %s is reserved (artifacts)\n", cmd, name);
        return 1;
}

int ctl_bad_new_name(const char *cmd, const char *name)
{
        int rc = ctl_bad_name(cmd, "sandbox", name);
        return rc ? rc : ctl__reserved(cmd, name) ? 2 : 0;
}

int ctl_limit_low(const char *cmd, const char *what, const char *key, int64_t n)
{
        int64_t min = exec_limit_min(key);
        if (n <= 0 || n >= min)
                return 0;
        fprintf(stderr, "sbxctl: %s: %s: 0 (none) or at least %lldM (less leaves a command no "
                "room to start)\n", cmd, what, (long long)(min >> 20));
        return 2;
}

void ctl_print_json(json_t *o)
{
        /* 15 digits: a real rounded to 3 decimals (ms) prints so */
        char *s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII | JSON_REAL_PRECISION(15));
        printf("%s\n", s ? s : "null");
        free(s);
        json_decref(o);
}

/* A limit's key and how its value parses. */
static const struct { const char *key; int size; } ctl__limit_keys[] = {
        { "memory", 1 }, { "pids", 0 }, { "cpu", 0 }, { "nofile", 0 }, { "fsize", 1 },
        { "timeout", 0 }, { "quota_bytes", 1 }, { "quota_inodes", 0 },
};

/* K=V into obj; limit: K must be a limit key and V its number.  V empty
** removes K.  0, or 2 after printing what is wrong. */
static int ctl__kv(const char *cmd, json_t *obj, const char *arg, int limit)
{
        const char *eq = strchr(arg, '=');
        if (!eq || eq == arg) {
                fprintf(stderr, "sbxctl: %s: '%s': expected KEY=VALUE\n", cmd, arg);
                return 2;
        }
        sbx_autofree char *key = strndup(arg, (size_t)(eq - arg));
        const char *v = eq + 1;
        json_t *j = ctl_json_text(cmd, "a label's key", key);
        json_decref(j);
        if (!j)
                return 2;
        if (!*v && strcmp(cmd, "update")) {
                /* KEY= removes, in update; at create it set nothing */
                fprintf(stderr, "sbxctl: %s: '%s': no value (KEY= removes a %s in update)\n",
                        cmd, arg, limit ? "limit" : "label");
                return ctl_usage(cmd);
        }
        if (!*v) {
                json_object_del(obj, key);
                return 0;
        }
        if (!limit) {
                if (!(j = ctl_json_text(cmd, "a label's value", v)))
                        return 2;
                json_object_set_new(obj, key, j);
                return 0;
        }
        for (size_t i = 0; i < SBX_ARRAY_LEN(ctl__limit_keys); i++) {
                if (strcmp(key, ctl__limit_keys[i].key))
                        continue;
                int64_t n;
                if ((ctl__limit_keys[i].size ? sbx_parse_size(v, &n) : sbx_parse_int(v, &n)) < 0 || n < 0) {
                        fprintf(stderr, "sbxctl: %s: limit %s = '%s': expected %s\n", cmd, key, v,
                                ctl__limit_keys[i].size ? "a size (e.g. 512M)" : "a number");
                        return 2;
                }
                /* the executor's bounds: past them every exec would fail */
                int64_t max = strncmp(key, "quota_", 6) ? exec_limit_max(key) : INT64_MAX;
                if (n > max) {
                        fprintf(stderr, "sbxctl: %s: limit %s = '%s': at most %lld\n", cmd, key, v,
                                (long long)max);
                        return 2;
                }
                sbx_autofree char *what = sbx_asprintf("limit %s = '%s'", key, v);
                if (ctl_limit_low(cmd, what, key, n))
                        return 2;
                json_object_set_new(obj, key, json_integer(n));
                return 0;
        }
        fprintf(stderr, "sbxctl: %s: unknown limit '%s' (memory, pids, cpu, nofile, fsize, "
                "timeout, quota_bytes, quota_inodes)\n", cmd, key);
        return 2;
}

static json_t *ctl__obj(const char *text)
{
        json_t *o = json_loads(text ? text : "{}", 0, NULL);
        return json_is_object(o) ? o : (json_decref(o), json_object());
}

static char *ctl__dump(json_t *o)
{
        char *s = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
        return s ? s : sbx_strdup("{}");
}

/* ---- create, update ---- */
/* Does a sandbox of this name fit this state_dir?  Its executor's socket
** path must fit a sockaddr_un (107 bytes), or its executor could not
** listen (libuv cuts a longer path).  0, or 1 after saying so. */
int ctl_name_fits(ctl *c, const char *cmd, const char *name)
{
        sbx_autofree char *sock = ctl_sandbox_path(c, name, "exec/sock");
        size_t most = sizeof(((struct sockaddr_un *)0)->sun_path) - 1;
        if (strlen(sock) <= most)
                return 0;
        fprintf(stderr, "sbxctl: %s %s: its executor's socket %s would be %zu bytes, over the %zu a "
                "socket's path may have: a shorter name or [sbx] state_dir\n", cmd, name, sock,
                strlen(sock), most);
        return 1;
}

/* Is name free for a new sandbox, as create, fork and import check it?
** 0, or 1 with the reason said.  Local state alone is not enough: a
** sandbox of another host, or of this one whose state was lost, has its
** ref in the store, and a fork would take that ref over (its snapshot
** the latest, the tree that sandbox's next wake brings back). */
int ctl_name_free(ctl *c, const char *cmd, const char *name)
{
        ctl_sandbox row;
        if (ctl__reserved(cmd, name))
                return 1;
        if (ctl_name_fits(c, cmd, name))
                return 1;
        int has = 0;
        if (ctl_cat_sandbox_get(ctl_catalog(c), name, &row) == 0) {
                ctl_cat_sandbox_free(&row);
                has = 1;
        }
        if (!has && ctl_sandbox_exists(c, name))
                has = ctl_snap_unmade_reap(c, cmd, name);      /* 0: a fork's, cut short */
        if (has > 0 || (has == 0 && (has = ctl_store_has(c, name)) > 0)) {
                fprintf(stderr, "sbxctl: %s: a sandbox named %s exists\n", cmd, name);
                return 1;
        }
        if (has < 0) {          /* why: said above (ctl_store_has), not an errno's name */
                fprintf(stderr, "sbxctl: %s: the store cannot say whether a sandbox named %s "
                        "exists (see above); nothing made\n", cmd, name);
                return 1;
        }
        return 0;
}

/* Parse --tenant/--label/--limit (and update's --rename) from argv[2..]. */
static int ctl__parse_spec(int argc, char **argv, const char **tenant, const char **rename,
                           json_t *labels, json_t *limits)
{
        for (int i = 2; i < argc; i++) {
                const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
                int rc;
                if (!v)
                        return ctl_usage(argv[0]);
                i++;
                if (!strcmp(a, "--tenant") && tenant) {
                        if ((rc = ctl_bad_name(argv[0], "tenant", v)))
                                return rc;
                        *tenant = v;
                } else if (!strcmp(a, "--rename") && rename) {
                        if ((rc = ctl_bad_new_name(argv[0], v)))
                                return rc;
                        *rename = v;
                } else if (!strcmp(a, "--label")) {
                        if ((rc = ctl__kv(argv[0], labels, v, 0)))
                                return rc;
                } else if (!strcmp(a, "--limit")) {
                        if ((rc = ctl__kv(argv[0], limits, v, 1)))
                                return rc;
                } else {
                        return ctl_usage(argv[0]);
                }
        }
        return 0;
}

/* A create's marker (STATE/locks/NAME.create): the record it writes,
** until it is done (5). */
static char *ctl__create_marker(ctl *c, const char *name)
{
        return sbx_asprintf("%s/locks/%s.create", c->cf->sbx_state_dir, name);
}

/* Is there a create of sb's name cut short, of the same spec (tenant,
** labels, limits), to finish?  1: its catalog row is in (created, or its
** first wake failed), and its marker or no directory (an older sbxctl's create
** wrote the record after the row, the directory last); 2: no row, but its
** marker, and the store's record is the one the marker holds.  sb->created
** is then that create's.  -1: a row of a create cut short, of another
** spec. */
static int ctl__create_cut(ctl *c, ctl_sandbox *sb, const char *mark)
{
        ctl_sandbox row;
        int cut = 0;
        if (ctl_cat_sandbox_get(ctl_catalog(c), sb->name, &row) == 0) {
                cut = (access(mark, F_OK) == 0 || !ctl_sandbox_exists(c, sb->name)) &&
                      ctl__never_woken(&row) && strcmp(row.state, "waking");
                if (cut && (strcmp(row.tenant, sb->tenant) || strcmp(row.labels, sb->labels) ||
                            strcmp(row.limits, sb->limits)))
                        cut = -1;               /* another spec: not this create's */
                if (cut > 0)
                        sb->created = row.created;
                ctl_cat_sandbox_free(&row);
                return cut;
        }
        sbx_autofree char *text = NULL;
        char t[CTL_NAME_MAX];
        json_t *o = sbx_read_file(mark, &text, NULL) == 0 ? json_loads(text, 0, NULL) : NULL;
        json_t *rec = o ? ctl__record_get(c, sb->name) : NULL;
        ctl_sandbox was = *sb;
        was.created = json_integer_value(json_object_get(o, "created"));
        char *mine = ctl__record_text(&was);
        sbx_autofree char *cur = rec ? json_dumps(rec, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
        /* the marker is this spec's, and the record is the marker's */
        if (mine && !strcmp(mine, text ? text : "") && cur && ctl__record_ours(cur, &was, t, sizeof t)) {
                sb->created = was.created;
                cut = 2;
        }
        free(mine);
        json_decref(rec);
        json_decref(o);
        return cut;
}

int ctl_cmd_create(ctl *c, int argc, char **argv)
{
        if (argc < 2 || argv[1][0] == '-')
                return ctl_usage(argv[0]);
        int rc = ctl_bad_new_name(argv[0], argv[1]);
        if (rc)
                return rc;
        const char *name = argv[1], *tenant = "default", *store;
        sbx_autofree char *ws = NULL, *mark = NULL, *d = NULL;
        sbx_autoclose int lk = -1;
        json_t *labels = json_object(), *limits = json_object();
        ctl_sandbox sb = { .created = ctl_cat_now() };
        if ((rc = ctl__parse_spec(argc, argv, &tenant, NULL, labels, limits)) != 0)
                goto out;
        rc = 1;
        if (ctl__store_dir(c, &store) < 0 || ctl__tenant_exists(c, argv[0], name, tenant) < 0)
                goto out;
        ctl_cat *k = ctl_catalog(c);
        /* the name's lifecycle lock, as a rename onto it holds it */
        lk = ctl__lock(c, name, 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: create %s: lock: %s\n", name, strerror(-lk));
                goto out;
        }
        snprintf(sb.name, sizeof sb.name, "%s", name);
        snprintf(sb.tenant, sizeof sb.tenant, "%s", tenant);
        snprintf(sb.state, sizeof sb.state, "created");
        sb.labels = ctl__dump(labels);
        sb.limits = ctl__dump(limits);
        sb.recorded = 1;                /* its record goes in first */
        /* (5) The name is taken in the store first (the record, written
         * only if the store has none: of two hosts' creates of one name,
         * one wins), then the catalog row: a row with no record let
         * another host take the name, and then share the ref, another
         * tenant's.  A marker holds the record until the create is done,
         * so that one cut short after the record is finished when run
         * again, as one cut short after the row is. */
        mark = ctl__create_marker(c, name);
        int cut = ctl__create_cut(c, &sb, mark);
        if (cut < 0) {
                fprintf(stderr, "sbxctl: %s: a sandbox named %s exists: a create of it was cut "
                        "short, of another tenant, labels or limits (run that create again to "
                        "finish it, or start %s)\n", argv[0], name, name);
                goto out;
        }
        if (!cut) {
                unlink(mark);           /* stale, if any: not this create's */
                if (ctl_name_free(c, argv[0], name))
                        goto out;
        } else
                fprintf(stderr, "sbxctl: create %s: finishing a create of it cut short before\n", name);
        char other[CTL_NAME_MAX];
        int e = -ENOMEM;
        if (!(d = ctl__record_text(&sb)) ||
            (cut != 1 && (e = sbx_write_file_atomic(mark, d, strlen(d))) < 0)) {
                fprintf(stderr, "sbxctl: %s %s: %s: %s; nothing made\n", argv[0], name,
                        d ? mark : "its record", strerror(-e));
                if (cut != 1)
                        unlink(mark);
                goto out;
        }
        if ((e = ctl__record_claim(c, &sb, other, sizeof other)) < 0) {
                if (e == -EEXIST && cut == 1)
                        fprintf(stderr, "sbxctl: %s: another host took the name %s (its record is of "
                                "tenant %s) before this host's create wrote it\n", argv[0], name, other);
                else if (e == -EEXIST)
                        fprintf(stderr, "sbxctl: %s: a sandbox named %s exists\n", argv[0], name);
                else            /* why: said above (ctl__record_claim) */
                        fprintf(stderr, "sbxctl: %s: the store cannot say whether a sandbox named "
                                "%s exists (see above); nothing made\n", argv[0], name);
                if (cut != 1)
                        unlink(mark);
                goto out;
        }
        if (cut == 1) {
                ctl_cat_sandbox_set_state(k, name, "created", NULL);    /* a failed wake's */
                ctl_cat_sandbox_recorded(k, name);      /* an older sbxctl's row */
        }
        if (cut != 1 && (e = ctl_cat_sandbox_add(k, &sb)) < 0) {
                fprintf(stderr, "sbxctl: create %s: %s\n", name,
                        e == -EEXIST ? "a sandbox of that name exists" : strerror(-e));
                /* the name back, unless someone changed the record since */
                snap_store *s;
                if (ctl_store_open(c, &s) == 0) {
                        snap_backend *b = snap_objects(s);
                        sbx_autofree char *key = sbx_asprintf("catalog/%s", name);
                        b->ref_cas(b, key, d, NULL);
                        snap_close(s);
                }
                unlink(mark);
                goto out;
        }
        /* Then an empty mountpoint and the store: no mount, no process. */
        ws = ctl_sandbox_path(c, name, "workspace");
        if ((e = ctl_mountpoint_make(c, ws)) < 0 || (e = sbx_mkdir_p(store, 0700)) < 0)
                sbx_die(e, "create %s: mkdir", name);
        unlink(mark);
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s,s:s,s:O,s:O}", "name", name, "tenant", tenant,
                                          "state", "created", "labels", labels, "limits", limits));
        else
                printf("created %s (tenant %s)\n", name, tenant);
        rc = 0;
out:
        if (rc && lk >= 0)              /* (3) a name it made nothing of: no lock file */
                ctl_lock_forget_unmade(c, name);
        ctl_cat_sandbox_free(&sb);
        json_decref(labels);
        json_decref(limits);
        return rc;
}

/* Is what TO has what the rename of NAME that left the marker (its text)
** made?  TO's snapshots must all be ones it listed, and a local TO must
** be NAME's moved there.  1 when so, 0 when TO is another sandbox (its
** ref has a snapshot of its own), -errno when the store cannot say
** (said on stderr). */
static int ctl__rename_ours(ctl *c, const char *name, const char *to, const char *text)
{
        if (ctl_sandbox_exists(c, to) && ctl_sandbox_exists(c, name))
                return 0;
        snap_info *v = NULL;
        size_t n = 0;
        snap_store *s;
        int rc = ctl_store_open(c, &s);         /* says why it cannot */
        if (rc == 0) {
                if ((rc = snap_list(s, to, &v, &n)) < 0)
                        fprintf(stderr, "sbxctl: store %s: the snapshots of %s cannot be listed: %s\n",
                                c->cf->store_url, to, *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                snap_close(s);
        }
        for (size_t i = 0; rc == 0 && i < n; i++) {
                char line[SNAP_ID_LEN + 3];
                snprintf(line, sizeof line, "\n%s\n", v[i].id);
                if (!strstr(text, line))
                        rc = 1;
        }
        free(v);
        return rc < 0 ? rc : rc == 0;
}

/* NAME's lock files, once it is gone (deleted, or renamed away), by the
** holder of its lifecycle lock: a waiter on them opens the name again
** (ctl__flock), else STATE/locks grows with every name ever used. */
static void ctl__locks_unlink(ctl *c, const char *name)
{
        sbx_autofree char *cf = sbx_asprintf("%s/locks/%s.capture", c->cf->sbx_state_dir, name);
        unlink(cf);
        ctl_lock_forget(c, name);
}

/* A rename's last step, the catalog's rename done: TO's record in the
** store, NAME's removed, then the marker (8).  Cut short before, NAME's
** record stayed with no marker (the rename run again adopted NAME from it,
** a new, empty sandbox that stood in its way) and another host saw TO in
** tenant "default", unlabelled.  NAME's record goes by compare-and-delete,
** as a delete removes it (ctl__record_remove), under NAME's lease, taken
** to move it on as a delete does: another host may have deleted NAME and
** made it again since the moves (its record then stays, and its ref);
** removed whatever it was, that sandbox lost its record and its name.
** held: NAME's lease is the caller's (a whole rename, ctl__rename);
** else this is a rename finished after its catalog step, which reads
** NAME's record before it takes the lease: another create's, that
** sandbox's lease, record and ref are left alone (taken, its generation
** moved on for nothing, and one running there kept the rename refused
** until it stopped).  Its own (or none), the lease is taken: a host that
** ran NAME and woke it since the cut rename's lease went stale runs it
** now, and the rename is to be run again once it is stopped there. */
static int ctl__lease_move(ctl *c, const char *name, snap_lease *l);

static int ctl__rename_records(ctl *c, const char *name, const char *to, int held)
{
        char other[CTL_NAME_MAX] = "?";
        /* its own (claimed before the moves), or none */
        int rc = ctl__row_claim(c, to, to, other, sizeof other);
        if (rc == -EEXIST) {
                fprintf(stderr, "sbxctl: update %s: rename to %s: another host's record of %s "
                        "(tenant %s) is in the store; this host's %s stays as it is\n",
                        name, to, to, other, to);
                return rc;
        }
        if (rc == 0)            /* with this update's labels and limits */
                rc = ctl__record_set(c, to);
        ctl_sandbox was = { 0 };        /* NAME's record is of TO's row, under NAME */
        if (rc == 0 && (rc = ctl_cat_sandbox_get(ctl_catalog(c), to, &was)) == 0)
                snprintf(was.name, sizeof was.name, "%s", name);
        /* 1: another create's record (its tenant in other), read before
         * the lease; none (1, other "") is no sandbox's: the lease moves */
        int theirs = rc == 0 && !held ? ctl__record_gone(c, &was, -1, other, sizeof other, NULL) : 0;
        if (theirs == 1 && !*other)
                theirs = 0;
        if (theirs < 0)
                rc = theirs;
        /* NAME's lease moved on first, as a delete moves it (13): a host
         * that ran NAME before then finds its leftover row's tree taken
         * over, with no record and no snapshot left, and refuses to wake
         * it (it woke it, and its stop captured NAME back beside TO: two
         * sandboxes of one).  Held until NAME's record and ref are gone;
         * a whole rename takes it at its start (held: ctl__rename). */
        snap_lease hl;
        int moved = rc == 0 && !held && !theirs ? ctl__lease_move(c, name, &hl) : 0;
        if (moved == -EBUSY) {
                fprintf(stderr, "sbxctl: update %s: rename to %s: %s runs on %s now; run the "
                        "rename again once it is stopped there\n", name, to, name, hl.holder);
                ctl_cat_sandbox_free(&was);
                return moved;
        }
        if (moved < 0)
                rc = moved;
        if (rc == 0 && !theirs) {
                rc = theirs = ctl__record_remove(c, &was, other, sizeof other);
                rc = rc == 1 || rc == -ENOENT ? 0 : rc;         /* -ENOENT: gone meanwhile */
        }
        if (theirs == 1)
                fprintf(stderr, "sbxctl: update %s: rename to %s: the store's record of %s "
                        "is another host's sandbox's now (tenant %s): left as it is\n",
                        name, to, name, other);
        ctl_cat_sandbox_free(&was);
        /* NAME's ref, emptied by the moves: one with a fence stayed, and
         * list showed NAME "stored" for good, no sandbox to status or
         * delete (not that other sandbox's) */
        if (rc == 0 && theirs != 1 && (rc = ctl__ref_drop_empty(c, name)) > 0)
                rc = 0;
        if (moved > 0)
                ctl__lease_release(c, name);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: update %s: rename to %s: the records in the store %s: %s "
                        "(run it again to finish)\n", name, to, c->cf->store_url,
                        *snap_s3_error() ? snap_s3_error() : strerror(-rc));
                return rc;
        }
        sbx_autofree char *mark = ctl__rename_marker(c, name);
        unlink(mark);
        ctl__locks_unlink(c, name);     /* the caller holds NAME's lock */
        return 0;
}

static int ctl__rename_steps(ctl *c, const char *name, const char *to);

/* Rename a sandbox at rest: local state, store ref, catalog rows. */
static int ctl__rename(ctl *c, const char *name, const char *to)
{
        if (ctl_name_fits(c, "update", to))
                return -ENAMETOOLONG;
        /* TO's lifecycle lock too (NAME's the caller holds): a wake,
         * create, fork or import of TO waits for the rename instead of
         * landing between its steps (a start of TO restored it from the
         * refs moved so far, and the directory's rename then failed).
         * Not waited for: two renames crossing would wait on each other. */
        sbx_autoclose int lk = ctl__lock(c, to, 1);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: update %s: %s\n", name, lk == -EBUSY ?
                        "another command works on that name; not renamed" : strerror(-lk));
                return lk;
        }
        if (ctl_sandbox_mounted(c, name) || ctl__exec_pid(c, name)) {
                fprintf(stderr, "sbxctl: update %s: rename needs it asleep (sbxctl stop %s first)\n",
                        name, name);
                return -EBUSY;
        }
        /* nor running on another host (its lease), as delete asks: that
         * host's next capture would make NAME again beside TO, two
         * sandboxes of one.  Taken, and held to the end (moved on, as a
         * delete moves it: ctl__rename_records): checked only, another
         * host that ran NAME could wake it from its row while the refs
         * moved, and its stop captured NAME back beside TO */
        /* NAME's capture lock (7), first and to the end: a capture of
         * NAME lands before the lease moves and its ref moves, or finds no
         * NAME (taken after the lease, it found the lease moved under it
         * and failed) */
        sbx_autoclose int clk = ctl_lock(c, name, "capture", 0);
        if (clk < 0) {
                fprintf(stderr, "sbxctl: update %s: capture lock: %s\n", name, strerror(-clk));
                return clk;
        }
        snap_lease hl;
        int moved = ctl__lease_move(c, name, &hl);
        if (moved == -EBUSY) {
                fprintf(stderr, "sbxctl: update %s: rename refused: the sandbox is running on %s "
                        "(stop it there first)\n", name, hl.holder);
                return -EBUSY;
        }
        if (moved < 0) {
                fprintf(stderr, "sbxctl: update %s: its lease in the store cannot be taken (%s); "
                        "not renamed\n", name, strerror(-moved));
                return moved;
        }
        int rc = ctl__rename_steps(c, name, to);
        if (moved > 0)
                ctl__lease_release(c, name);
        return rc;
}

/* ctl__rename's steps, NAME's lease held. */
static int ctl__rename_steps(ctl *c, const char *name, const char *to)
{
        /* Nor while it has turns queued (a live waiter) or running: the
         * rename moves their rows, and the waiter, the turn's operations
         * and its rollback must not meet another sandbox under NAME
         * (turn begin's wake and capture are by name). */
        if (ctl_turn_busy(c, "update", name))
                return -EBUSY;
        /* The steps (store refs, directory, catalog) are not one: a marker
         * (STATE/locks/NAME.rename: TO's line, then a line for each
         * snapshot the rename moves, written before it moves any) says a
         * rename is under way, so that running it again after a crash
         * finishes it, whatever part of TO the first run made, and only
         * that: a TO that has more is another sandbox. */
        sbx_autofree char *mark = ctl__rename_marker(c, name);
        sbx_autofree char *was = NULL;
        int resume = sbx_read_file(mark, &was, NULL) == 0 && ctl__marker_to(was, to);
        ctl_sandbox o = { 0 };
        int has = 0, ours = 1;
        if (resume && (ours = ctl__rename_ours(c, name, to, was)) == 0)
                unlink(mark);           /* stale: it moved nothing into TO */
        if (!strcmp(to, CTL_ARTIFACTS_REF)) {
                fprintf(stderr, "sbxctl: update %s: the name %s is reserved (artifacts)\n", name, to);
                return -EEXIST;
        }
        if (ctl_cat_sandbox_get(ctl_catalog(c), to, &o) == 0 ||
            !ours || (!resume && (ctl_sandbox_exists(c, to) || (has = ctl_store_has(c, to)) > 0))) {
                if (*o.name)
                        ctl_cat_sandbox_free(&o);
                fprintf(stderr, "sbxctl: update %s: a sandbox named %s exists%s\n", name, to, ours ? "" :
                        " (not what a rename of it cut short made: that rename is dropped)");
                return -EEXIST;
        }
        if (ours < 0)
                has = ours;
        if (has < 0) {          /* why: said above (ctl_store_has, ctl__rename_ours) */
                fprintf(stderr, "sbxctl: update %s: the store cannot say whether a sandbox named "
                        "%s exists (see above); not renamed\n", name, to);
                return has;
        }
        if (resume)
                fprintf(stderr, "sbxctl: update %s: finishing its rename to %s, cut short before\n",
                        name, to);
        /* TO's line, and what an earlier run listed (in TO's ref now) */
        sbx_autofree char *text = resume && strchr(was, '\n') ? sbx_strdup(was) :
                                  sbx_asprintf("%s\n", to);
        /* Written in a catalog transaction that finds NAME not deleting,
         * as a delete claims it in one that finds no marker (8): a delete
         * claimed since the update's first look refuses the rename here,
         * before anything moved. */
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_begin(k);
        if (rc == 0 && (rc = ctl_cat_sandbox_get(k, name, &o)) == 0) {
                ctl_cat_sandbox_free(&o);
                rc = strcmp(o.state, "deleting") ? 0 : -ENOENT;
        }
        if (rc == 0 && (rc = sbx_write_file_atomic(mark, text, strlen(text))) < 0)
                fprintf(stderr, "sbxctl: update %s: write %s: %s\n", name, mark, strerror(-rc));
        else if (rc == -ENOENT)
                fprintf(stderr, "sbxctl: update %s: the sandbox is being deleted; not renamed\n", name);
        else if (rc < 0 || (rc = ctl_cat_commit(k)) < 0)
                fprintf(stderr, "sbxctl: update %s: catalog: %s; not renamed\n", name, strerror(-rc));
        if (rc < 0) {
                ctl_cat_rollback(k);    /* none (begin failed, or committed): nothing */
                return rc;
        }
        /* TO's record, create-only, before anything moves (5): of this
         * rename and another host's create of TO since the look above,
         * one gets the name.  Written over, a create that claimed it
         * meanwhile lost its record, and the refs moved next landed among
         * its snapshots.  Run again, the rename finds its own (the same
         * tenant and time of creation). */
        char other[CTL_NAME_MAX] = "?";
        if ((rc = ctl__row_claim(c, name, to, other, sizeof other)) < 0) {
                if (rc == -EEXIST)
                        unlink(mark);   /* nothing moved: no rename to finish */
                if (rc == -EEXIST)
                        fprintf(stderr, "sbxctl: update %s: another host took the name %s (its "
                                "record is of tenant %s); not renamed\n", name, to, other);
                else            /* why: said above (ctl__record_claim) */
                        fprintf(stderr, "sbxctl: update %s: the record of %s in the store cannot "
                                "be written (see above); not renamed (run it again)\n", name, to);
                return rc;
        }
        /* (NAME's capture lock is held: ctl__rename) Under the gc lock, shared: a gc lists the trees under it, and
         * one that listed NAME's and then found it gone would keep none
         * of the chunks only that tree names. */
        snap_store *s = NULL;
        rc = ctl_store_open(c, &s);
        if (rc == 0 && (rc = fs_store_lock(snap_chunks(s), FS_LOCK_SH)) < 0)
                fprintf(stderr, "sbxctl: update %s: gc lock: %s\n", name, strerror(-rc));
        if (rc == 0) {                  /* the new ref first, the old one last */
                snap_info *v = NULL;
                size_t n = 0;
                rc = snap_list(s, name, &v, &n);
                for (size_t i = 0; rc == 0 && i < n; i++) {
                        char *more = sbx_asprintf("%s%s\n", text, v[i].id);
                        free(text);
                        text = more;
                }
                if (rc == 0 && n && (rc = sbx_write_file_atomic(mark, text, strlen(text))) < 0)
                        fprintf(stderr, "sbxctl: update %s: write %s: %s\n", name, mark, strerror(-rc));
                for (size_t i = 0; rc == 0 && i < n; i++)
                        rc = snap_ref_add(s, to, &v[i]);
                for (size_t i = 0; rc == 0 && i < n; i++)
                        snap_delete(s, name, v[i].id);
                free(v);
        }
        sbx_autofree char *from = ctl_sandbox_dir(c, name);
        sbx_autofree char *dest = ctl_sandbox_dir(c, to);
        if (rc == 0 && ctl_sandbox_exists(c, name) && rename(from, dest) < 0)
                rc = -errno;
        if (rc == 0)
                ctl__set_aside_rename(c, name, to);
        if (s)
                snap_close(s);          /* and the lock with it */
        if (rc == 0)
                rc = ctl_cat_sandbox_rename(ctl_catalog(c), name, to);
        if (rc < 0) {
                fprintf(stderr, "sbxctl: update %s: rename to %s: %s\n", name, to, strerror(-rc));
                return rc;
        }
        return ctl__rename_records(c, name, to, 1);
}

/* A quota limit of a limits object; -1 when it sets none. */
static int64_t ctl__limit_of(json_t *limits, const char *key)
{
        json_t *v = json_object_get(limits, key);
        return json_is_integer(v) ? (int64_t)json_integer_value(v) : -1;
}

/* Put NAME's quota limits (or [fs]'s, where it sets none) in force in its
** running sbxfs: written to the file its --quota-file names, then
** SIGHUP, and its ack awaited (fs/daemon.c).  1: in force now; 0: no
** sbxfs runs (its next start mounts with them); -1: the running one
** cannot take them (one started without --quota-file, by an older
** sbxctl) or did not ack in 2 s (it may still: a slow one takes them
** late): in force from its next start at the latest. */
static int ctl__quota_apply(ctl *c, const char *name)
{
        pid_t pid = ctl_sandbox_fs_pid(c, name);
        if (!pid)
                return 0;
        sbx_autofree char *qf = ctl_sandbox_path(c, name, "quota");
        sbx_autofree char *ack = sbx_asprintf("%s.applied", qf);
        char v[PATH_MAX];
        if (!ctl__proc_opt(pid, "sbxfs", "--quota-file", v, sizeof v) || strcmp(v, qf))
                return -1;      /* SIGHUP would end it */
        char qb[32] = "", qi[32] = "", text[96];
        ctl__quota_args(c, name, qb, qi);
        int len = snprintf(text, sizeof text, "quota_bytes %lld\nquota_inodes %lld\n",
                           *qb ? atoll(qb) : (long long)c->cf->fs_quota_bytes,
                           *qi ? atoll(qi) : (long long)c->cf->fs_quota_inodes);
        unlink(ack);            /* the lifecycle lock is held: no other update's */
        if (sbx_write_file_atomic(qf, text, (size_t)len) < 0 || kill(pid, SIGHUP) < 0)
                return -1;
        for (int i = 0; i < 200; i++) {
                sbx_autofree char *got = NULL;
                if (sbx_read_file(ack, &got, NULL) == 0 && !strcmp(got, text))
                        return 1;
                usleep(10000);
        }
        return -1;
}

int ctl_cmd_update(ctl *c, int argc, char **argv)
{
        if (argc < 2 || argv[1][0] == '-')
                return ctl_usage(argv[0]);
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (rc)
                return rc;
        const char *name = argv[1], *to = NULL;
        ctl_sandbox sb;
        json_t *labels = json_object(), *limits = json_object();
        if ((rc = ctl__parse_spec(argc, argv, NULL, &to, labels, limits)) != 0) {
                json_decref(labels);
                json_decref(limits);
                return rc;
        }
        int limits_asked = json_object_size(limits) > 0;
        json_decref(labels);
        json_decref(limits);
        /* the lifecycle lock: two updates merge one after the other (each
         * reads the record the other wrote), and a rename cannot land in
         * the middle of a wake */
        sbx_autoclose int lk = ctl__lock(c, name, 0);
        if (lk < 0) {
                fprintf(stderr, "sbxctl: update %s: lock: %s\n", name, strerror(-lk));
                return 1;
        }
        /* A rename to TO cut short after the catalog's step: NAME's row
         * is TO's, what is left is its records (8); the rest of the update
         * goes to TO's row. */
        const char *cur = name;
        char was[CTL_NAME_MAX];
        sbx_autoclose int tlk = -1;
        if (to && strcmp(to, name) && ctl__renamed_away(c, name, was, sizeof was) && !strcmp(was, to)) {
                if ((tlk = ctl__lock(c, to, 1)) < 0) {
                        fprintf(stderr, "sbxctl: update %s: %s\n", name, tlk == -EBUSY ?
                                "another command works on its new name; not renamed" : strerror(-tlk));
                        return 1;
                }
                fprintf(stderr, "sbxctl: update %s: finishing its rename to %s, cut short before\n",
                        name, to);
                cur = to;
        }
        int e = ctl__known(c, cur, &sb, 1);
        if (e < 0)
                return ctl__no_such("update", name, e);
        if (!strcmp(sb.state, "deleting")) {
                ctl_cat_sandbox_free(&sb);
                fprintf(stderr, "sbxctl: update %s: the sandbox is being deleted\n", name);
                return 1;
        }
        limits = ctl__obj(sb.limits);
        int64_t qb = ctl__limit_of(limits, "quota_bytes"), qi = ctl__limit_of(limits, "quota_inodes");
        json_decref(limits);
        int moves = to && strcmp(to, name);     /* the rename writes the records */
        /* (5) onto the store's record, not this row's older copy of it:
         * another host's update, attach or detach since is kept, and so
         * is one that lands between this read and the write (the swap
         * refuses it: read again, the change applied again) */
        snap_store *st = NULL;
        char *rec = NULL;
        if ((e = ctl_store_open(c, &st)) < 0)
                st = NULL;
        /* limits are put in force by the host that runs it (its sbxfs,
         * its executor): from here they reached only the store's record,
         * said "updated" and a quota that changed nothing there */
        snap_lease hl;
        if (st && limits_asked && ctl_held_elsewhere(c, st, cur, &hl) > 0) {
                fprintf(stderr, "sbxctl: update %s: refused: the sandbox is running on %s "
                        "(change its limits there)\n", name, hl.holder);
                snap_close(st);
                ctl_cat_sandbox_free(&sb);
                return 1;
        }
        for (int i = 0;; i++) {
                /* a row whose record another host deleted or made
                 * again is refused (its wake is); not one whose rename
                 * is finished here (its records are written below) */
                if (st && (e = ctl__record_fresh(c, st, &sb, &rec)) == -ESTALE && cur == name) {
                        fprintf(stderr, "sbxctl: update %s: refused: %s\n", name, c->why);
                        *c->why = 0;
                        free(rec);
                        snap_close(st);
                        ctl_cat_sandbox_free(&sb);
                        return 1;
                }
                if (st && e < 0 && e != -ESTALE)
                        fprintf(stderr, "sbxctl: update %s: the store's record cannot be read: %s\n",
                                name, strerror(-e));
                labels = ctl__obj(sb.labels);
                limits = ctl__obj(sb.limits);
                rc = ctl__parse_spec(argc, argv, NULL, &to, labels, limits);
                free(sb.labels);
                free(sb.limits);
                sb.labels = ctl__dump(labels);
                sb.limits = ctl__dump(limits);
                if ((e = ctl_cat_sandbox_update(ctl_catalog(c), &sb)) < 0) {
                        fprintf(stderr, "sbxctl: update %s: %s\n", name, strerror(-e));
                        rc = 1;
                }
                if (rc || moves)
                        break;
                e = st ? ctl__record_swap(c, snap_objects(st), &sb, rec) : -EIO;
                if (e != -EAGAIN || i == 7)
                        break;
                json_decref(labels);
                json_decref(limits);
        }
        free(rec);
        if (st)
                snap_close(st);
        if (!rc && !moves && e < 0)
                sbx_log("%s: could not write its record to the store", name);
        int quota = qb != ctl__limit_of(limits, "quota_bytes") ||
                    qi != ctl__limit_of(limits, "quota_inodes");
        sbx_autofree char *ready = ctl_sandbox_path(c, cur, "ready");
        if (!rc && access(ready, F_OK) == 0)
                ctl_ready_set(c, cur);          /* (6): the new limits */
        int now = !rc && quota ? ctl__quota_apply(c, cur) : 0;
        if (now < 0) {
                sbx_autofree char *log = ctl_sandbox_path(c, cur, "sbxfs.log");
                fprintf(stderr, "sbxctl: update %s: its running sbxfs cannot take the new quota "
                        "(started by an older sbxctl) or did not confirm it in 2 s (see %s): it is "
                        "in force from the sandbox's next start at the latest\n", name, log);
        }
        if (!rc && moves && (cur == name ? ctl__rename(c, name, to) : ctl__rename_records(c, name, to, 0)) < 0)
                rc = 1;
        if (!rc) {
                ctl_audit_cmd(c, to ? to : name, 0, argc, argv, 0);
                if (c->json) {
                        json_t *o = json_pack("{s:s,s:O,s:O}", "name", to ? to : name,
                                              "labels", labels, "limits", limits);
                        if (quota)      /* a quota limit changed: when it is in force */
                                json_object_set_new(o, "quota", json_string(now > 0 ?
                                                    "now" : "next start"));
                        ctl_print_json(o);
                } else
                        printf("updated %s\n", to ? to : name);
        }
        ctl_cat_sandbox_free(&sb);
        json_decref(labels);
        json_decref(limits);
        return rc;
}

/* ---- attach, detach ---- */
/* An attach that the store's record refused after its catalog change
** (another host deleted or made the name again meanwhile, (5)): the
** change undone, the attachment while the row still names agent.
** Before, the refused attach stayed in this host's catalog, with nothing
** in the store. */
static void ctl__attach_undo(ctl *c, const char *name, const char *agent)
{
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        int rc = ctl_cat_begin(k);
        if (rc == 0 && (rc = ctl_cat_sandbox_get(k, name, &sb)) == 0) {
                ctl_cat_sandbox_free(&sb);
                if (!strcmp(sb.agent, agent))
                        rc = ctl_cat_detach(k, name);
        }
        if (rc == 0 || rc == -ENOENT)   /* no row: no attachment either */
                rc = ctl_cat_commit(k);
        else
                ctl_cat_rollback(k);
        if (rc < 0)
                fprintf(stderr, "sbxctl: attach %s %s: its change to this host's catalog could not "
                        "be undone: %s (sbxctl detach %s)\n", name, agent, strerror(-rc), name);
}

int ctl_cmd_attach(ctl *c, int argc, char **argv)
{
        if (argc != 3)
                return ctl_usage(argv[0]);
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (!rc)
                rc = ctl_bad_name(argv[0], "agent", argv[2]);
        if (rc)
                return rc;
        ctl_sandbox sb;
        int e = ctl__known(c, argv[1], &sb, 0);
        if (e < 0)
                return ctl__no_such("attach", argv[1], e);
        if (ctl__record_put(c, argv[1], 0)) {           /* (5) another host's name now */
                fprintf(stderr, "sbxctl: attach %s %s: refused: %s\n", argv[1], argv[2], c->why);
                *c->why = 0;
                ctl_audit_cmd(c, argv[1], 0, argc, argv, 1);
                ctl_cat_sandbox_free(&sb);
                return 1;
        }
        ctl_cat *k = ctl_catalog(c);
        char other[CTL_NAME_MAX] = "";
        int no_agent = 0;               /* none is made: a typo stayed an agent */
        if ((e = ctl_cat_begin(k)) == 0) {
                no_agent = (e = ctl_cat_agent_tenant(k, argv[2], other)) == -ENOENT;
                if (e == 0)
                        e = ctl_cat_attach(k, argv[1], argv[2]);
                if (e == 0)
                        e = ctl_cat_commit(k);
                else
                        ctl_cat_rollback(k);
        }
        if (no_agent)
                fprintf(stderr, "sbxctl: attach %s %s: no such agent %s (sbxctl agent create %s "
                        "--tenant %s)\n", argv[1], argv[2], argv[2], argv[2], sb.tenant);
        else if (e == -EXDEV)
                fprintf(stderr, "sbxctl: attach %s %s: refused: agent %s belongs to tenant %s, "
                        "sandbox %s to tenant %s\n", argv[1], argv[2], argv[2], other, argv[1], sb.tenant);
        else if (e == -EBUSY)
                fprintf(stderr, "sbxctl: attach %s %s: refused: %s is attached to agent %s "
                        "(detach it first)\n", argv[1], argv[2], argv[1], sb.agent);
        else if (e == -EALREADY)
                fprintf(stderr, "sbxctl: attach %s %s: refused: agent %s has another sandbox\n",
                        argv[1], argv[2], argv[2]);
        else if (e == -ESHUTDOWN)
                fprintf(stderr, "sbxctl: attach %s %s: refused: %s is being deleted\n",
                        argv[1], argv[2], argv[1]);
        else if (e < 0)
                fprintf(stderr, "sbxctl: attach %s %s: %s\n", argv[1], argv[2], strerror(-e));
        if (e == 0 && ctl__record_put(c, argv[1], 1)) {         /* meanwhile */
                fprintf(stderr, "sbxctl: attach %s %s: refused: %s\n", argv[1], argv[2], c->why);
                *c->why = 0;
                if (strcmp(sb.agent, argv[2]))  /* this attach's change, not one before */
                        ctl__attach_undo(c, argv[1], argv[2]);
                e = -ESTALE;
        }
        ctl_audit_cmd(c, argv[1], 0, argc, argv, e < 0);
        ctl_cat_sandbox_free(&sb);
        if (e < 0)
                return 1;
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s}", "name", argv[1], "agent", argv[2]));
        else
                printf("attached %s to agent %s\n", argv[1], argv[2]);
        return 0;
}

int ctl_cmd_detach(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        int rc = ctl_bad_name(argv[0], "sandbox", argv[1]);
        if (rc)
                return rc;
        ctl_sandbox sb;
        int e = ctl__known(c, argv[1], &sb, 0);
        if (e < 0)
                return ctl__no_such("detach", argv[1], e);
        ctl_cat_sandbox_free(&sb);
        if ((e = ctl_cat_detach(ctl_catalog(c), argv[1])) < 0) {
                fprintf(stderr, "sbxctl: detach %s: %s\n", argv[1], strerror(-e));
                return 1;
        }
        ctl_audit_cmd(c, argv[1], 0, argc, argv, 0);
        ctl__record_mine(c, "detach", argv[1]);
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s}", "name", argv[1], "agent", sb.agent));
        else if (*sb.agent)
                printf("detached %s from agent %s\n", argv[1], sb.agent);
        else
                printf("%s had no agent\n", argv[1]);
        return 0;
}

/* ---- tenant, agent (9) ---- */
static void ctl__names_say(FILE *f, char **v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                fprintf(f, "%s%s", i ? ", " : "", v[i]);
}

static void ctl__names_free(char **v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(v[i]);
        free(v);
}

/* Add name to v[n] unless there. */
static void ctl__names_add(char ***v, size_t *n, const char *name)
{
        for (size_t i = 0; i < *n; i++)
                if (!strcmp((*v)[i], name))
                        return;
        *v = sbx_realloc(*v, (*n + 1) * sizeof **v);
        (*v)[(*n)++] = sbx_strdup(name);
}

/* tenant delete T: refused while T has a sandbox or an agent here, or a
** sandbox in the store (another host's: adopted here by its record, it
** made T again). */
static int ctl__tenant_delete(ctl *c, int argc, char **argv)
{
        const char *t = argv[2];
        int rc = ctl_bad_name(argv[0], "tenant", t);
        if (rc)
                return rc;
        ctl_cat *k = ctl_catalog(c);
        sbx_autofree char *key = sbx_asprintf("tenant:%s", t);
        char **sbs = NULL, **ags = NULL, **v;
        size_t nsbs = 0, nags = 0, n, there = 0;
        int e = ctl_cat_tenant_list(k, &v, &n);
        for (size_t i = 0; e == 0 && i < n; i++)
                there |= !strcmp(v[i], t);
        if (e == 0)
                ctl__names_free(v, n);
        ctl_sandbox *sv;
        if (e == 0 && !there)
                e = -ENOENT;
        if (e == 0 && (e = ctl_cat_sandbox_list(k, &sv, &n)) == 0) {
                for (size_t i = 0; i < n; i++)
                        if (!strcmp(sv[i].tenant, t))
                                ctl__names_add(&sbs, &nsbs, sv[i].name);
                ctl_cat_sandbox_list_free(sv, n);
        }
        if (e == 0 && (e = ctl_cat_agent_list(k, &v, &n)) == 0) {
                for (size_t i = 0; i < n; i++) {        /* "NAME\tTENANT\tSANDBOX" */
                        char *f1 = strchr(v[i], '\t'), *f2 = f1 ? strchr(f1 + 1, '\t') : NULL;
                        if (f2 && (size_t)(f2 - f1 - 1) == strlen(t) && !strncmp(f1 + 1, t, strlen(t))) {
                                *f1 = 0;
                                ctl__names_add(&ags, &nags, v[i]);
                        }
                }
                ctl__names_free(v, n);
        }
        int said = 0;
        if (e == 0 && (e = ctl__records_with(c, "tenant delete", "tenant", t, &v, &n)) == 0) {
                for (size_t i = 0; i < n; i++)
                        ctl__names_add(&sbs, &nsbs, v[i]);
                ctl__names_free(v, n);
        } else if (e < 0 && there) {
                said = 1;                       /* the store's answer, said */
        }
        if (e == 0 && (nsbs || nags)) {
                fprintf(stderr, "sbxctl: tenant delete %s: refused: the tenant has", t);
                if (nsbs) {
                        fprintf(stderr, " sandboxes ");
                        ctl__names_say(stderr, sbs, nsbs);
                }
                if (nags) {
                        fprintf(stderr, "%s agents ", nsbs ? ";" : "");
                        ctl__names_say(stderr, ags, nags);
                }
                fprintf(stderr, " (here or in the store; delete them first)\n");
                e = -EBUSY;
        } else if (e == 0) {
                int64_t ns, na;         /* checked again with the delete: one made meanwhile */
                e = ctl_cat_tenant_del(k, t, &ns, &na);
                if (e == -EBUSY)
                        fprintf(stderr, "sbxctl: tenant delete %s: refused: the tenant has %lld sandboxes "
                                "and %lld agents (made meanwhile)\n", t, (long long)ns, (long long)na);
        }
        ctl__names_free(sbs, nsbs);
        ctl__names_free(ags, nags);
        if (e == -ENOENT)
                fprintf(stderr, "sbxctl: tenant delete %s: no such tenant\n", t);
        else if (e < 0 && e != -EBUSY && !said)
                fprintf(stderr, "sbxctl: tenant delete %s: %s\n", t, strerror(-e));
        ctl_audit_cmd(c, key, 0, argc, argv, e < 0);
        if (e < 0)
                return 1;
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s}", "tenant", t, "result", "deleted"));
        else
                printf("deleted tenant %s\n", t);
        return 0;
}

/* agent delete A: detaches it and removes it; refused while its sandbox
** has a turn queued or running (or one queued for A is), and while the
** store's record of another sandbox names it (adopted here by that
** record, the sandbox made A again). */
static int ctl__agent_delete(ctl *c, int argc, char **argv)
{
        const char *a = argv[2];
        int rc = ctl_bad_name(argv[0], "agent", a);
        if (rc)
                return rc;
        ctl_cat *k = ctl_catalog(c);
        sbx_autofree char *key = sbx_asprintf("agent:%s", a);
        char tenant[CTL_NAME_MAX], sb[CTL_NAME_MAX] = "";
        char **v = NULL;
        size_t n = 0;
        int64_t turn = 0;
        int said = 0, e = ctl_cat_agent_tenant(k, a, tenant);
        if (e == 0 && (e = ctl_cat_agent_list(k, &v, &n)) == 0) {      /* its sandbox, "" */
                for (size_t i = 0; i < n; i++) {
                        char *tab = strrchr(v[i], '\t');
                        if (tab && !strncmp(v[i], a, strlen(a)) && v[i][strlen(a)] == '\t')
                                snprintf(sb, sizeof sb, "%s", tab + 1);
                }
                ctl__names_free(v, n);
                v = NULL;
                n = 0;
        }
        if (e == 0 && (e = ctl__records_with(c, "agent delete", "agent", a, &v, &n)) < 0)
                said = 1;
        size_t other = 0;
        for (size_t i = 0; e == 0 && i < n; i++)
                other += strcmp(v[i], sb) != 0;
        if (other) {
                fprintf(stderr, "sbxctl: agent delete %s: refused: the store's record of", a);
                for (size_t i = 0, m = 0; i < n; i++)
                        if (strcmp(v[i], sb))
                                fprintf(stderr, "%s %s", m++ ? "," : "", v[i]);
                fprintf(stderr, " names it as its agent (another host's attachment: "
                        "sbxctl detach that sandbox first)\n");
                e = -EBUSY;
        } else if (e == 0) {
                e = ctl_cat_agent_del(k, a, sb, &turn);
                ctl_turn tr = { 0 };
                if (e == -EBUSY && ctl_cat_turn_get(k, turn, &tr) < 0)
                        snprintf(tr.sandbox, sizeof tr.sandbox, "%s", sb);
                if (e == -EBUSY)
                        fprintf(stderr, "sbxctl: agent delete %s: refused: turn %lld of sandbox %s is "
                                "queued or running (end or cancel it first)\n", a, (long long)turn,
                                tr.sandbox);
        }
        ctl__names_free(v, n);
        if (e == -ENOENT)
                fprintf(stderr, "sbxctl: agent delete %s: no such agent\n", a);
        else if (e < 0 && e != -EBUSY && !said)
                fprintf(stderr, "sbxctl: agent delete %s: %s\n", a, strerror(-e));
        ctl_audit_cmd(c, key, 0, argc, argv, e < 0);
        if (e < 0)
                return 1;
        if (*sb) {                              /* (5): its record without the agent */
                ctl_audit_cmd(c, sb, 0, argc, argv, 0);
                ctl__record_mine(c, "agent delete", sb);
        }
        if (c->json)
                ctl_print_json(json_pack("{s:s,s:s,s:s,s:s}", "agent", a, "tenant", tenant,
                                         "sandbox", sb, "result", "deleted"));
        else if (*sb)
                printf("deleted agent %s (detached from %s)\n", a, sb);
        else
                printf("deleted agent %s\n", a);
        return 0;
}

int ctl_cmd_tenant(ctl *c, int argc, char **argv)
{
        ctl_cat *k;
        if (argc == 3 && !strcmp(argv[1], "create")) {
                int rc = ctl_bad_name(argv[0], "tenant", argv[2]);
                if (rc)
                        return rc;
                /* one that exists is refused, as agent create and create
                 * refuse theirs (it was made again, exit 0); "default"
                 * always exists */
                if (!strcmp(argv[2], "default"))
                        rc = -EEXIST;
                else
                        rc = ctl_cat_tenant_new(ctl_catalog(c), argv[2]);
                if (rc < 0) {
                        fprintf(stderr, "sbxctl: tenant create %s: %s\n", argv[2],
                                rc == -EEXIST ? "a tenant of that name exists" : strerror(-rc));
                        return 1;
                }
                sbx_autofree char *key = sbx_asprintf("tenant:%s", argv[2]);
                ctl_audit_cmd(c, key, 0, argc, argv, 0);
                if (c->json)
                        ctl_print_json(json_pack("{s:s}", "tenant", argv[2]));
                else
                        printf("tenant %s\n", argv[2]);
                return 0;
        }
        if (argc == 3 && !strcmp(argv[1], "delete"))
                return ctl__tenant_delete(c, argc, argv);
        if (argc != 2 || strcmp(argv[1], "list"))
                return ctl_usage_sub(argv[0], argc > 1 ? argv[1] : NULL, "create delete list");
        k = ctl_catalog(c);
        char **v;
        size_t n;
        if (ctl_cat_tenant_list(k, &v, &n) < 0)
                return 1;
        json_t *a = json_array();
        for (size_t i = 0; i < n; i++) {
                if (c->json)
                        json_array_append_new(a, json_string(v[i]));
                else
                        printf("%s\n", v[i]);
                free(v[i]);
        }
        free(v);
        if (c->json)
                ctl_print_json(a);
        else
                json_decref(a);
        return 0;
}

int ctl_cmd_agent(ctl *c, int argc, char **argv)
{
        if (argc == 5 && !strcmp(argv[1], "create") && !strcmp(argv[3], "--tenant")) {
                int rc = ctl_bad_name(argv[0], "agent", argv[2]);
                if (!rc)
                        rc = ctl_bad_name(argv[0], "tenant", argv[4]);
                if (rc)
                        return rc;
                if (ctl__tenant_exists(c, "agent create", argv[2], argv[4]) < 0)
                        return 1;
                if ((rc = ctl_cat_agent_add(ctl_catalog(c), argv[2], argv[4])) < 0) {
                        fprintf(stderr, "sbxctl: agent create %s: %s\n", argv[2],
                                rc == -EEXIST ? "an agent of that name exists" : strerror(-rc));
                        return 1;
                }
                sbx_autofree char *key = sbx_asprintf("agent:%s", argv[2]);
                ctl_audit_cmd(c, key, 0, argc, argv, 0);
                if (c->json)
                        ctl_print_json(json_pack("{s:s,s:s}", "agent", argv[2], "tenant", argv[4]));
                else
                        printf("agent %s (tenant %s)\n", argv[2], argv[4]);
                return 0;
        }
        if (argc == 3 && !strcmp(argv[1], "delete"))
                return ctl__agent_delete(c, argc, argv);
        if (argc != 2 || strcmp(argv[1], "list"))
                return ctl_usage_sub(argv[0], argc > 1 ? argv[1] : NULL, "create delete list");
        char **v;
        size_t n;
        if (ctl_cat_agent_list(ctl_catalog(c), &v, &n) < 0)
                return 1;
        json_t *a = json_array();
        for (size_t i = 0; i < n; i++) {
                char *f[3] = { v[i], NULL, NULL };
                f[1] = strchr(f[0], '\t');
                *f[1]++ = 0;
                f[2] = strchr(f[1], '\t');
                *f[2]++ = 0;
                if (c->json)
                        json_array_append_new(a, json_pack("{s:s,s:s,s:s}", "agent", f[0],
                                                           "tenant", f[1], "sandbox", f[2]));
                else
                        printf("%-24s %-24s %s\n", f[0], f[1], *f[2] ? f[2] : "-");
                free(v[i]);
        }
        free(v);
        if (c->json)
                ctl_print_json(a);
        else
                json_decref(a);
        return 0;
}

/* ---- start, stop ---- */
int ctl_cmd_start(ctl *c, int argc, char **argv)
{
        /* --take-over before or after the name, as stop's --force */
        if (argc == 3 && (!strcmp(argv[1], "--take-over") || !strcmp(argv[2], "--take-over"))) {
                ctl__take_over = 1;
                if (!strcmp(argv[1], "--take-over"))
                        argv[1] = argv[2];
                argc = 2;
        }
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        const char *store;
        if (ctl__store_dir(c, &store) < 0)
                return 1;
        ctl_sandbox sb;
        if ((rc = ctl__known(c, name, &sb, 0)) < 0)
                return ctl__no_such("start", name, rc);
        ctl_cat_sandbox_free(&sb);
        if (ctl__wake(c, name, 1) < 0)
                return 1;
        char *given[] = { argv[0], "--take-over", argv[1] };   /* as typed: see above */
        ctl_audit_cmd(c, name, 0, ctl__take_over ? 3 : argc, ctl__take_over ? given : argv, 0);
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        if (c->json) {
                json_t *o = json_pack("{s:s,s:s,s:s}", "name", name, "state", "ready", "workspace", ws);
                char *js = o ? json_dumps(o, JSON_COMPACT) : NULL;     /* ws may hold any byte */
                printf("%s\n", js ? js : "{\"state\":\"ready\"}");
                free(js);
                json_decref(o);
        } else
                printf("%s\n", ws);
        return 0;
}

/* A pidfd of the daemon in pidf: that program, started with option opt
** want (its sandbox's), in *pid; -ESRCH when it is not (gone, its pid
** reused).  Opened before the check: a pid reused between the check and
** a signal sent through it is not signalled. */
static int ctl__daemon_pidfd(const char *pidf, const char *prog, const char *opt, const char *want,
                             pid_t *pid)
{
        *pid = ctl__read_pid(pidf);
        int pfd = *pid > 0 ? (int)syscall(SYS_pidfd_open, *pid, 0) : -1;
        char v[PATH_MAX];
        if (pfd >= 0 && ctl__proc_opt(*pid, prog, opt, v, sizeof v) && !strcmp(v, want))
                return pfd;
        if (pfd >= 0)
                close(pfd);
        return -ESRCH;
}

int ctl_exec_pidfd(ctl *c, const char *name, pid_t *pid)
{
        sbx_autofree char *exp = ctl_sandbox_path(c, name, "exec/pid");
        return ctl__daemon_pidfd(exp, "sbxexec", "--name", name, pid);
}

/* stop --force: end NAME's sbxfs and sbxexec with SIGKILL, whatever they
** are doing, and before the lock (a stop waiting for them to answer then
** fails and lets go).  The tree is what sbxfs last committed: kill -9 is
** a crash it survives; the sandbox's processes die with sbxexec's init. */
static void ctl__force_kill(ctl *c, const char *cmd, const char *name, int which)
{
        sbx_autofree char *fsp = ctl_sandbox_path(c, name, "sbxfs.pid");
        sbx_autofree char *exd = ctl_sandbox_path(c, name, "exec");
        sbx_autofree char *exp = ctl_sandbox_path(c, name, "exec/pid");
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        struct { const char *pidf, *prog, *opt, *want, *what; } d[] = {
                { fsp, "sbxfs", "--meta", meta, "the tree is what it last committed" },
                { exp, "sbxexec", "--name", name, "the sandbox's processes end with it" },
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(d); i++) {
                if (!(which & 1 << i))          /* 1 sbxfs, 2 sbxexec */
                        continue;
                pid_t pid;
                sbx_autoclose int pfd = ctl__daemon_pidfd(d[i].pidf, d[i].prog, d[i].opt, d[i].want, &pid);
                if (pfd < 0 || syscall(SYS_pidfd_send_signal, pfd, SIGKILL, NULL, 0) < 0)
                        continue;
                struct pollfd p = { .fd = pfd, .events = POLLIN };
                if (poll(&p, 1, 5000) == 1)
                        fprintf(stderr, "sbxctl: %s %s: %s (pid %d) killed; %s\n", cmd, name,
                                d[i].prog, (int)pid, d[i].what);
                else
                        fprintf(stderr, "sbxctl: %s %s: %s (pid %d) still there 5 s after SIGKILL\n",
                                cmd, name, d[i].prog, (int)pid);
        }
        exec_daemon_release(exd, name);         /* the cgroups sbxexec left */
}

static int ctl__running_turn(ctl *c, const char *name, int64_t *id, int64_t *queued);

int ctl_cmd_stop(ctl *c, int argc, char **argv)
{
        int force = argc == 3 && (!strcmp(argv[2], "--force") || !strcmp(argv[1], "--force"));
        char *av[] = { argv[0], argv[force && !strcmp(argv[1], "--force") ? 2 : 1] };
        int rc = ctl__need_name(argc - force, av);
        if (rc)
                return rc;
        const char *name = av[1];
        ctl_sandbox sb;
        if ((rc = ctl__known(c, name, &sb, 0)) < 0)
                return ctl__no_such("stop", name, rc);
        ctl_cat_sandbox_free(&sb);
        if (force)
                ctl__force_kill(c, "stop", name, 3);
        char by[CTL_HOLDER_MAX];
        if (ctl__sleep(c, name, 1, force, by) < 0)
                return 1;
        /* the operator's stop wins over a turn, as over a wake; said,
         * the turn left to its end (it stayed running, unsaid) */
        int64_t turn;
        if (ctl__running_turn(c, name, &turn, NULL))
                fprintf(stderr, "sbxctl: stop %s: turn %lld is running: its commands ended with the "
                        "sandbox; it runs on until sbxctl turn end %lld (or cancel)\n", name,
                        (long long)turn, (long long)turn);
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        if (c->json) {
                json_t *o = json_pack("{s:s,s:s}", "name", name, "state", "stopped");
                if (*by)        /* not captured here: it runs, or ran, there */
                        ctl_json_set_bytes(o, "taken_over_by", by);
                ctl_print_json(o);
        } else if (*by) {
                printf("stopped %s (taken over by %s: not captured here)\n", name, by);
        } else {
                printf("stopped %s\n", name);
        }
        return 0;
}

/* ---- list, status: passive (1) ---- */
/* The state to show: the recorded one, corrected by what is seen. */
static const char *ctl__state_seen(ctl *c, const ctl_sandbox *sb, int running_turn)
{
        const char *st = sb->state;
        if (!strcmp(st, "waking")) {
                int lk = ctl__lock(c, sb->name, 1);     /* free: nobody is waking it */
                if (lk >= 0) {
                        close(lk);
                        return "failed";
                }
                return st;
        }
        if (!strcmp(st, "deleting") || !strcmp(st, "failed"))
                return st;
        if (ctl_sandbox_mounted(c, sb->name) || ctl__exec_plain(c, sb->name))
                return running_turn ? "busy" : "ready";
        /* Recorded awake, found down: its sbxfs died (killed, crashed,
         * stopped itself on losing its lease) or the host restarted.
         * Not "stopped", the operator's, which only start leaves: the
         * next operation (or reap --boot) wakes this one. */
        if (!strcmp(st, "ready"))
                return "down";
        return st;
}

/* Of v[0..n), one sandbox's live turns by id: the running or ending one
** (*id, 0 if none) and how many queue (*queued, if asked). */
static int ctl__running_of(const ctl_turn *v, size_t n, int64_t *id, int64_t *queued)
{
        *id = 0;
        if (queued)
                *queued = 0;
        for (size_t i = 0; i < n; i++) {
                if (strcmp(v[i].state, "queued"))
                        *id = v[i].id;
                else if (queued)
                        (*queued)++;
        }
        return *id != 0;
}

static int ctl__running_turn(ctl *c, const char *name, int64_t *id, int64_t *queued)
{
        ctl_turn *v;
        size_t n;
        *id = 0;
        if (queued)
                *queued = 0;
        if (ctl_cat_turn_list(ctl_catalog(c), name, "running ending queued", &v, &n) < 0)
                return 0;
        int r = ctl__running_of(v, n, id, queued);
        free(v);
        return r;
}

static int ctl__turn_cmp(const void *a, const void *b)
{
        const ctl_turn *x = a, *y = b;
        int d = strcmp(x->sandbox, y->sandbox);
        return d ? d : (x->id > y->id) - (x->id < y->id);
}

/* ctl__running_turn for list: of the live turns of every sandbox, read
** once and sorted by ctl__turn_cmp. */
static int ctl__running_in(const ctl_turn *v, size_t n, const char *name, int64_t *id)
{
        size_t lo = 0, hi = n;
        while (lo < hi) {               /* the first of name's, if any */
                size_t mid = lo + (hi - lo) / 2;
                if (strcmp(v[mid].sandbox, name) < 0)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        for (hi = lo; hi < n && !strcmp(v[hi].sandbox, name); hi++)
                ;
        return ctl__running_of(v + lo, hi - lo, id, NULL);
}

/* Is name one of the catalog's rows v (names: their names, sorted; NULL
** when out of memory)? */
static int ctl__cat_named(const ctl_sandbox *v, size_t n, const char **names, const char *name)
{
        if (names)
                return bsearch(&name, names, n, sizeof *names, ctl__strcmp_p) != NULL;
        for (size_t i = 0; i < n; i++)
                if (!strcmp(v[i].name, name))
                        return 1;
        return 0;
}

/* list's entry of name, a sandbox this host has no row of: its tenant
** and agent what its adoption would make them (5), as status shows them:
** its record's (rec, may be NULL), else tenant "default". */
static json_t *ctl__list_adoptable(const char *name, const char *state, json_t *rec)
{
        const char *tn = json_string_value(json_object_get(rec, "tenant"));
        const char *ag = json_string_value(json_object_get(rec, "agent"));
        return json_pack("{s:s,s:s,s:s,s:s}", "name", name, "state", state,
                         "tenant", tn && sbx_name_ok(tn) ? tn : "default",
                         "agent", ag && sbx_name_ok(ag) ? ag : "");
}

/* list: name known to the store only (its ref, or its record alone: has_ref
** 0, created on another host and not captured yet), shown "stored".  Not
** one this host knows (a row, local state, a rename's marker names it,
** (2)), nor an empty ref with no record: what an older rename left
** (status and delete say it is no sandbox). */
static void ctl__list_stored(ctl *c, json_t *a, const char *name, int has_ref,
                             const ctl_sandbox *v, size_t n, const char **names,
                             const struct ctl__rename *ren, size_t nren)
{
        char from[CTL_NAME_MAX];
        if (!strcmp(name, CTL_ARTIFACTS_REF) || !sbx_name_ok(name) || ctl_sandbox_exists(c, name) ||
            ctl__cat_named(v, n, names, name) || ctl__renames_find(ren, nren, name, from, sizeof from) ||
            ctl__renamed_away(c, name, from, sizeof from))
                return;
        json_t *rec = ctl__record_get(c, name);
        if (!rec && (!has_ref || ctl_store_has(c, name) == 0))
                return;
        json_array_append_new(a, ctl__list_adoptable(name, "stored", rec));
        json_decref(rec);
}

int ctl_cmd_list(ctl *c, int argc, char **argv)
{
        if (argc != 1)
                return ctl_usage(argv[0]);
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox *v = NULL;
        size_t n = 0;
        if (ctl_cat_sandbox_list(k, &v, &n) < 0) {
                fprintf(stderr, "sbxctl: list: catalog unreadable\n");
                return 1;
        }
        /* the mount table, the rename markers, the catalog's names and
         * its live turns read once, not once for each sandbox */
        ctl_mounts_hold(c);
        ctl_turn *tv = NULL;
        size_t tn = 0;
        if (ctl_cat_turn_list(k, NULL, "running ending queued", &tv, &tn) < 0)
                tn = 0;         /* as ctl__running_turn: none seen */
        if (tn)
                qsort(tv, tn, sizeof *tv, ctl__turn_cmp);
        struct ctl__rename *ren;
        size_t nren;
        ctl__renames_read(c, &ren, &nren);
        const char **names = malloc((n ? n : 1) * sizeof *names);
        for (size_t i = 0; names && i < n; i++)
                names[i] = v[i].name;
        if (names)
                qsort(names, n, sizeof *names, ctl__strcmp_p);
        json_t *a = json_array();
        for (size_t i = 0; i < n; i++) {
                int64_t turn;
                const char *st = ctl__state_seen(c, &v[i], ctl__running_in(tv, tn, v[i].name, &turn));
                json_array_append_new(a, json_pack("{s:s,s:s,s:s,s:s}", "name", v[i].name, "state", st,
                                                   "tenant", v[i].tenant, "agent", v[i].agent));
        }
        /* not in the catalog: local state (fork, import) or the store
         * only; not what a rename cut short moved (2) */
        char from[CTL_NAME_MAX];
        sbx_autofree char *dir = sbx_asprintf("%s/sandboxes", c->cf->sbx_state_dir);
        DIR *d = opendir(dir);
        struct dirent *e;
        while (d && (e = readdir(d))) {
                if (e->d_name[0] == '.' || !sbx_name_ok(e->d_name))
                        continue;
                int known = ctl__renames_find(ren, nren, e->d_name, from, sizeof from) ||
                            ctl__cat_named(v, n, names, e->d_name);
                if (!known && ctl__sandbox_found(c, e->d_name)) {
                        json_t *rec = ctl__record_get(c, e->d_name);
                        json_array_append_new(a, ctl__list_adoptable(e->d_name,
                                ctl_sandbox_mounted(c, e->d_name) ? "ready" : "sleeping", rec));
                        json_decref(rec);
                }
        }
        if (d)
                closedir(d);
        /* then the store's: its refs, and its records with no ref (a
         * create on another host not captured yet: status shows it,
         * create refuses the name) */
        char **stored = NULL, **recs = NULL;
        size_t nstored = 0, nrecs = 0;
        int partial = ctl_snap_store_sandboxes(c, &stored, &nstored);
        if (partial == 0) {
                if (nstored)
                        qsort(stored, nstored, sizeof *stored, ctl__strcmp_p);
                for (size_t i = 0; i < nstored; i++)
                        ctl__list_stored(c, a, stored[i], 1, v, n, names, ren, nren);
                partial = ctl__record_names(c, &recs, &nrecs);
        }
        for (size_t i = 0; i < nrecs; i++)
                if (!nstored || !bsearch(&recs[i], stored, nstored, sizeof *stored, ctl__strcmp_p))
                        ctl__list_stored(c, a, recs[i], 0, v, n, names, ren, nren);
        ctl__names_free(stored, nstored);
        ctl__names_free(recs, nrecs);
        free(names);
        free(ren);
        free(tv);
        ctl_mounts_drop(c);
        ctl_cat_sandbox_list_free(v, n);
        /* what this host knows is listed; a store that cannot say what
         * it holds makes the list partial: exit 1 */
        if (partial < 0)
                fprintf(stderr, "sbxctl: list: sandboxes known only to the store %s are left out (%s)\n",
                        c->cf->store_url, *snap_s3_error() ? snap_s3_error() : strerror(-partial));
        if (c->json) {
                ctl_print_json(a);
                return partial < 0;
        }
        size_t i;
        json_t *o;
        json_array_foreach(a, i, o) {
                const char *ag = json_string_value(json_object_get(o, "agent"));
                printf("%-32s %-9s %-16s %s\n", json_string_value(json_object_get(o, "name")),
                       json_string_value(json_object_get(o, "state")),
                       json_string_value(json_object_get(o, "tenant")), *ag ? ag : "-");
        }
        json_decref(a);
        return partial < 0;
}

/* Position of name's first live queued turn in the host-wide queue. */
static int64_t ctl__queue_pos(ctl *c, const char *name)
{
        ctl_turn *v;
        size_t n;
        int64_t pos = 0, at = 0;
        if (ctl_cat_turn_list(ctl_catalog(c), NULL, "queued", &v, &n) < 0)
                return 0;
        for (size_t i = 0; i < n && !at; i++) {
                if (!ctl_proc_alive(v[i].pid, v[i].pid_start))
                        continue;
                pos++;
                if (!strcmp(v[i].sandbox, name))
                        at = pos;
        }
        free(v);
        return at;
}

int ctl_cmd_status(ctl *c, int argc, char **argv)
{
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        ctl_sandbox sb;
        ctl_cat *k = ctl_catalog(c);
        if ((rc = ctl_cat_sandbox_get(k, name, &sb)) < 0) {
                /* passive: report what exists without adopting it */
                int has = 0;
                char from[CTL_NAME_MAX];
                if (rc == -ENOENT && ctl__renamed_onto(c, name, from, sizeof from)) {
                        fprintf(stderr, "sbxctl: status %s: no such sandbox yet: a rename of %s to %s "
                                "is under way or was cut short (sbxctl update %s --rename %s finishes "
                                "it)\n", name, from, name, from, name);
                        return 1;
                }
                if (rc == -ENOENT && ctl__renamed_away(c, name, from, sizeof from)) {
                        fprintf(stderr, "sbxctl: status %s: no such sandbox: a rename of %s to %s was "
                                "cut short (sbxctl update %s --rename %s finishes it)\n", name, name,
                                from, name, from);
                        return 1;
                }
                int here = rc == -ENOENT && ctl__sandbox_found(c, name);
                if (rc == -ENOENT && (here || (has = ctl_store_has(c, name)) > 0)) {
                        memset(&sb, 0, sizeof sb);
                        snprintf(sb.name, sizeof sb.name, "%s", name);
                        snprintf(sb.state, sizeof sb.state, "%s", here ? "sleeping" : "stored");
                        /* what its adoption would make it (5) */
                        json_t *rec = ctl__record_get(c, name);
                        const char *t = json_string_value(json_object_get(rec, "tenant"));
                        const char *a = json_string_value(json_object_get(rec, "agent"));
                        snprintf(sb.tenant, sizeof sb.tenant, "%s", t && sbx_name_ok(t) ? t : "default");
                        snprintf(sb.agent, sizeof sb.agent, "%s", a && sbx_name_ok(a) ? a : "");
                        sb.labels = rec ? json_dumps(json_object_get(rec, "labels"), JSON_COMPACT) : NULL;
                        sb.limits = rec ? json_dumps(json_object_get(rec, "limits"), JSON_COMPACT) : NULL;
                        json_decref(rec);
                } else {
                        return ctl__no_such("status", name, has < 0 ? has : rc);
                }
        }
        int64_t turn, queued;
        int busy = ctl__running_turn(c, name, &turn, &queued);
        const char *state = ctl__state_seen(c, &sb, busy);
        /* running, or ending (its end settling or capturing; one whose
         * capture failed stays so): said as turn list says it */
        ctl_turn tr;
        char tstate[sizeof tr.state] = "running";
        if (turn && ctl_cat_turn_get(k, turn, &tr) == 0)
                snprintf(tstate, sizeof tstate, "%s", tr.state);
        int64_t qpos = queued ? ctl__queue_pos(c, name) : 0;
        sbx_autofree char *ws = ctl_sandbox_path(c, name, "workspace");
        sbx_autofree char *pidf = ctl_sandbox_path(c, name, "sbxfs.pid");
        pid_t fspid = ctl__read_pid(pidf), expid = ctl__exec_pid(c, name);
        /* any capture counts (sbxctl capture, a turn, sleep): ask the
         * store; and, not served here, whether another host runs it (its
         * lease, read once, not watched: "stored" or "sleeping" alone hid
         * it).  One open: an unreachable store is said once */
        char elsewhere[CTL_HOLDER_MAX + 64] = "";
        snap_store *ss;
        if (ctl_store_open(c, &ss) == 0) {
                snap_info *v = NULL;
                size_t n = 0;
                if (snap_list(ss, name, &v, &n) == 0 && n > 0) {
                        snprintf(sb.last_capture, sizeof sb.last_capture, "%s", v[n - 1].id);
                        sb.last_capture_at = v[n - 1].time_ns / 1000000;
                }
                free(v);
                snap_lease l;
                memset(&l, 0, sizeof l);
                sbx_autofree char *me = ctl_lease_holder(c);
                if (!fspid && ctl__leased(name) && snap_lease_get(snap_objects(ss), name, &l) == 1 &&
                    !snap_lease_ours(l.holder, me)) {
                        int64_t lage = sbx_now_ns() / 1000000000 - l.renewed_at;
                        int64_t ttl = l.ttl_s > 0 ? l.ttl_s : c->cf->store_lease_ttl;
                        if (lage <= 2 * ttl)    /* < 0: its clock is ahead of this host's */
                                snprintf(elsewhere, sizeof elsewhere, "%s (its lease renewed %llds ago)",
                                         l.holder, (long long)(lage < 0 ? 0 : lage));
                }
                snap_close(ss);
        }
        int64_t age = sb.last_capture_at ? (ctl_cat_now() - sb.last_capture_at) / 1000 : -1;
        int64_t idle = sb.active ? (ctl_cat_now() - sb.active) / 1000 : -1;
        /* the uid its commands run as: its sbxexec's, else its own
         * once it has a slot */
        int64_t slot, uid = c->cf->exec_uid_count <= 0 ? c->cf->exec_uid : -1;
        uint32_t running;
        if (ctl_exec_uid(c, name, &running))
                uid = running;
        else if (uid < 0 && ctl_cat_uid_slot_of(k, name, &slot) == 0)
                uid = c->cf->exec_uid_base + slot;
        /* its sbxfs refuses writes at its [fs] store_budget: since when */
        sbx_autofree char *budgetf = ctl_sandbox_path(c, name, FS_BUDGET_FILE);
        sbx_autofree char *budget = NULL;
        if (!fspid || sbx_read_file(budgetf, &budget, NULL) < 0) {
                free(budget);
                budget = NULL;
        } else
                budget[strcspn(budget, "\n")] = 0;
        if (c->json) {
                json_t *o = json_pack("{s:s,s:s,s:s,s:s,s:s,s:s,s:I,s:I,s:I,s:s,s:I,s:I,s:i,s:i}",
                        "name", name, "state", state, "tenant", sb.tenant, "agent", sb.agent,
                        "error", sb.error, "workspace", ws, "turn", (json_int_t)turn,
                        "queued", (json_int_t)queued, "queue_position", (json_int_t)qpos,
                        "last_capture", sb.last_capture, "last_capture_age", (json_int_t)age,
                        "idle", (json_int_t)idle, "sbxfs_pid", (int)fspid, "sbxexec_pid", (int)expid);
                json_object_set_new(o, "labels", ctl__obj(sb.labels));
                json_object_set_new(o, "limits", ctl__obj(sb.limits));
                json_object_set_new(o, "uid", uid >= 0 ? json_integer(uid) : json_null());
                json_object_set_new(o, "turn_state", turn ? json_string(tstate) : json_null());
                json_object_set_new(o, "running_on", *elsewhere ? json_string(elsewhere) : json_null());
                json_object_set_new(o, "budget", budget ? json_string(budget) : json_null());
                ctl_print_json(o);
        } else {
                printf("name:         %s\nstate:        %s\n", name, state);
                if (*elsewhere)
                        printf("running on:   %s\n", elsewhere);
                if (*sb.error)
                        printf("error:        %s\n", sb.error);
                if (budget)
                        printf("budget:       %s\n", budget);
                printf("tenant:       %s\nagent:        %s\n", sb.tenant, *sb.agent ? sb.agent : "-");
                printf("labels:       %s\nlimits:       %s\n", sb.labels ? sb.labels : "{}",
                       sb.limits ? sb.limits : "{}");
                if (turn)
                        printf("turn:         %lld (%s)\n", (long long)turn, tstate);
                else
                        printf("turn:         -\n");
                if (queued)
                        printf("queued:       %lld turns; first at position %lld\n",
                               (long long)queued, (long long)qpos);
                if (*sb.last_capture)
                        printf("last capture: %.16s, %llds ago\n", sb.last_capture, (long long)age);
                else
                        printf("last capture: -\n");
                printf("workspace:    %s\nsbxfs pid:    %d\nsbxexec pid:  %d\n", ws, (int)fspid,
                       (int)expid);
                if (uid >= 0)
                        printf("uid:          %lld\n", (long long)uid);
                else
                        printf("uid:          - (given at its next start)\n");
        }
        ctl_cat_sandbox_free(&sb);
        return 0;
}

/* ---- stats ---- */

/* {pid, cpu_ns, rss} of a daemon of the sandbox, or null (not running). */
static json_t *ctl__stats_proc(pid_t pid)
{
        int64_t cpu, rss;
        if (pid <= 0 || sbx_pid_usage(pid, &cpu, &rss) < 0)
                return json_null();
        return json_pack("{s:i,s:I,s:I}", "pid", (int)pid, "cpu_ns", (json_int_t)cpu, "rss", (json_int_t)rss);
}

static json_t *ctl__stats_num(int known, int64_t v)
{
        return known ? json_integer(v) : json_null();
}

/* What sandbox sb (in state) uses on this host, as stats prints it: its
** tree as of sbxfs's last commit (meta.db here: none for a sandbox
** another host ran last), the quotas in force, its processes' cgroups
** and its two daemons.  A tree that cannot be read is said on stderr
** (*bad set) and its figures are null. */
static json_t *ctl__stats_of(ctl *c, const ctl_sandbox *sb, const char *state, int *bad)
{
        const char *name = sb->name;
        json_t *o = json_pack("{s:s,s:s,s:s}", "name", name, "tenant", sb->tenant, "state", state);
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        fs_usage u = { 0 };
        struct stat st;
        int rc = stat(meta, &st) < 0 ? -errno : fs_usage_read(meta, &u);
        if (rc < 0 && rc != -ENOENT) {
                sbx_autofree char *esc = sbx_escape_text(name);
                fprintf(stderr, "sbxctl: stats %s: its tree (meta.db) cannot be read: %s\n", esc, strerror(-rc));
                *bad = 1;
        }
        static const char *const key[] = { "files", "directories", "symlinks", "others", "links",
                                            "data", "bytes", "inodes" };
        const uint64_t val[] = { u.files, u.dirs, u.symlinks, u.others, u.links, u.data, u.bytes, u.inodes };
        for (size_t i = 0; i < sizeof key / sizeof *key; i++)
                json_object_set_new(o, key[i], ctl__stats_num(rc == 0, (int64_t)val[i]));
        json_t *lim = json_loads(sb->limits ? sb->limits : "{}", 0, NULL);
        int64_t qb = ctl__limit_of(lim, "quota_bytes"), qi = ctl__limit_of(lim, "quota_inodes");
        json_decref(lim);
        json_object_set_new(o, "quota_bytes", json_integer(qb >= 0 ? qb : c->cf->fs_quota_bytes));
        json_object_set_new(o, "quota_inodes", json_integer(qi >= 0 ? qi : c->cf->fs_quota_inodes));
        exec_usage eu = { 0 };
        sbx_autofree char *exd = ctl_sandbox_path(c, name, "exec");
        pid_t expid = ctl__exec_pid(c, name);
        /* its life on this host: the runs whose cgroups are gone, and this
         * one; read on both sides of the run's, so that a run counted in
         * between (a stop) is not counted twice */
        int64_t banked = exec_cpu_banked(exd), again = banked;
        int cg = 0;
        for (int i = 0; i < 3; i++) {
                cg = expid && exec_daemon_usage(exd, name, &eu) == 0;
                if ((again = exec_cpu_banked(exd)) == banked)
                        break;
                banked = again;
        }
        json_object_set_new(o, "cpu_ns", ctl__stats_num(cg && eu.cpu_ns >= 0, eu.cpu_ns));
        json_object_set_new(o, "cpu_ns_total", ctl__stats_num(banked >= 0 && again == banked &&
                                                              !(cg && eu.cpu_ns < 0),
                                                              banked + (cg ? eu.cpu_ns : 0)));
        json_object_set_new(o, "memory", ctl__stats_num(cg, eu.memory));
        json_object_set_new(o, "memory_peak", ctl__stats_num(cg && eu.memory_peak > 0, eu.memory_peak));
        json_object_set_new(o, "pids", ctl__stats_num(cg, eu.pids));
        json_object_set_new(o, "sbxfs", ctl__stats_proc(ctl_sandbox_fs_pid(c, name)));
        json_object_set_new(o, "sbxexec", ctl__stats_proc(expid));
        return o;
}

/* A column of stats's table: the integer KEY of o (divided by div), or
** "-" when null (or 0 where zero says none, as a quota). */
static void ctl__stats_col(json_t *o, const char *key, int width, int64_t div, int zero_none)
{
        json_t *v = json_object_get(o, key);
        int64_t n = json_is_integer(v) ? (int64_t)json_integer_value(v) : -1;
        if (n < 0 || (zero_none && n == 0))
                printf(" %*s", width, "-");
        else if (div > 1)
                printf(" %*.2f", width, (double)n / (double)div);
        else
                printf(" %*lld", width, (long long)n);
}

int ctl_cmd_stats(ctl *c, int argc, char **argv)
{
        const char *name = NULL, *tenant = NULL;
        if (argc == 3 && !strcmp(argv[1], "--tenant")) {
                tenant = argv[2];
                if (!sbx_name_ok(tenant))
                        return ctl_bad_name(argv[0], "tenant", tenant);
        } else if (argc == 2 && argv[1][0] != '-') {
                name = argv[1];
                if (!sbx_name_ok(name))
                        return ctl_bad_name(argv[0], "sandbox", name);
        } else if (argc != 1) {
                return ctl_usage(argv[0]);
        }
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox *v = NULL, one;
        size_t n = 0;
        if (name) {
                int rc = ctl_cat_sandbox_get(k, name, &one);
                if (rc < 0)
                        return ctl__no_such("stats", name, rc);
                v = &one;
                n = 1;
        } else if (ctl_cat_sandbox_list(k, &v, &n) < 0) {
                fprintf(stderr, "sbxctl: stats: catalog unreadable\n");
                return 1;
        }
        json_t *a = json_array();
        int bad = 0;
        ctl_mounts_hold(c);
        for (size_t i = 0; i < n; i++) {
                if (tenant && strcmp(v[i].tenant, tenant))
                        continue;
                int64_t turn, queued;
                int busy = ctl__running_turn(c, v[i].name, &turn, &queued);
                json_array_append_new(a, ctl__stats_of(c, &v[i], ctl__state_seen(c, &v[i], busy), &bad));
        }
        ctl_mounts_drop(c);
        sbx_autofree char *key = tenant ? sbx_asprintf("tenant:%s", tenant) : NULL;
        if (tenant && !json_array_size(a) && ctl_who_unknown(c, "stats", key)) {
                json_decref(a);
                ctl_cat_sandbox_list_free(v, n);
                return 1;
        }
        if (name)
                ctl_cat_sandbox_free(&one);
        else
                ctl_cat_sandbox_list_free(v, n);
        if (c->json) {
                ctl_print_json(name ? json_incref(json_array_get(a, 0)) : json_incref(a));
                json_decref(a);
                return bad;
        }
        printf("%-20s %-12s %-9s %9s %13s %13s %9s %9s %10s %12s %6s %11s %12s\n", "NAME", "TENANT", "STATE",
               "FILES", "BYTES", "QUOTA_BYTES", "INODES", "QUOTA_INO", "CPU_S", "MEMORY", "PIDS", "SBXFS_RSS",
               "CPU_TOTAL_S");
        size_t i;
        json_t *o;
        json_array_foreach(a, i, o) {
                sbx_autofree char *en = sbx_escape_text(json_string_value(json_object_get(o, "name")));
                printf("%-20s %-12s %-9s", en, json_string_value(json_object_get(o, "tenant")),
                       json_string_value(json_object_get(o, "state")));
                ctl__stats_col(o, "files", 9, 1, 0);
                ctl__stats_col(o, "bytes", 13, 1, 0);
                ctl__stats_col(o, "quota_bytes", 13, 1, 1);
                ctl__stats_col(o, "inodes", 9, 1, 0);
                ctl__stats_col(o, "quota_inodes", 9, 1, 1);
                ctl__stats_col(o, "cpu_ns", 10, 1000000000, 0);
                ctl__stats_col(o, "memory", 12, 1, 0);
                ctl__stats_col(o, "pids", 6, 1, 0);
                ctl__stats_col(json_object_get(o, "sbxfs"), "rss", 11, 1, 0);
                ctl__stats_col(o, "cpu_ns_total", 12, 1000000000, 0);
                printf("\n");
        }
        json_decref(a);
        return bad;
}

int ctl_cmd_verify(ctl *c, int argc, char **argv)
{
        if (argc == 2)                  /* live tree and snapshots, or --all */
                return ctl_snap_verify(c, argc, argv);
        int rc = ctl__need_name(argc, argv);
        if (rc)
                return rc;
        const char *name = argv[1];
        const char *store;
        if (ctl__store_dir(c, &store) < 0)
                return 1;
        if (!ctl_sandbox_exists(c, name)) {
                fprintf(stderr, "sbxctl: verify %s: no such sandbox\n", name);
                return 1;
        }
        sbx_autofree char *fs = sbx_find_companion("sbxfs");
        if (!fs) {
                fprintf(stderr, "sbxctl: verify %s: sbxfs not found\n", name);
                return 1;
        }
        sbx_autofree char *meta = ctl_sandbox_path(c, name, "meta.db");
        char *av[] = { fs, "--check", "--meta", meta, "--store", (char *)store,
                       c->cf->path ? "--config" : NULL, c->cf->path, NULL };
        rc = ctl__run(av);
        return rc == 0 ? 0 : 1;
}

/* ---- delete (4) ---- */
int ctl_held_elsewhere(ctl *c, snap_store *s, const char *name, snap_lease *l)
{
        memset(l, 0, sizeof *l);
        snap_store *own = NULL;
        sbx_autofree char *me = NULL;
        int rc = s ? ctl__leased(name) : ctl__lease_open(c, name, &own, &me);
        if (rc <= 0)
                return rc;
        if (s)
                me = ctl_lease_holder(c);
        rc = snap_lease_held(snap_objects(s ? s : own), name, me, c->cf->store_lease_ttl, l);
        if (own)
                snap_close(own);
        return rc;
}

/* Move NAME's lease on (13): taken (live elsewhere: refused) and let go
** at once, its generation past that of every tree of NAME another host
** holds, so that host's next wake finds it taken over (ctl__taken_over)
** and, with no record and no snapshot left, deleted (5).  A delete's,
** before it drops them: one on a host that never ran the sandbox left
** its generation as it was, the host that ran it woke its tree back, and
** its stop captured it into the store (the delete undone, the sandbox
** of tenant default everywhere else).  The delete holds it until its ref
** and record are gone, then lets it go (ctl__lease_release): let go at
** once, a start or restore of another host in between took it, its
** generation past the move, and its next wake no longer saw the delete
** (it woke the deleted tree and its stop captured it back; RV3).  Killed
** in between, the lease is this host's until it goes stale (2 x
** lease_ttl): the delete run again (reap) takes it as its own.  The
** take's fence lands in the ref the delete drops next.  1 taken (the
** caller lets it go), 0 no lease (a scratch name); -EBUSY when another
** host runs it (its lease in *l); or -errno. */
static int ctl__lease_move(ctl *c, const char *name, snap_lease *l)
{
        memset(l, 0, sizeof *l);
        snap_store *s;
        sbx_autofree char *me = NULL;
        int rc = ctl__lease_open(c, name, &s, &me);
        if (rc <= 0)
                return rc;
        rc = snap_lease_take(snap_objects(s), name, me, c->cf->store_lease_ttl, 0, l);
        snap_close(s);
        return rc < 0 ? rc : 1;
}

/* Whether NAME's row is still the one its delete claimed: the row's
** create time (created, (5)) says which sandbox of the name it is.  1,
** the row marked "deleting" again in the same catalog transaction; 0
** when there is no row or it is another sandbox's (a delete finished
** meanwhile, and maybe a create of the name after it); or -errno
** (said). */
static int ctl__delete_ours(ctl *c, const char *name, int64_t created)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_begin(k);
        ctl_sandbox sb;
        if (rc == 0 && (rc = ctl_cat_sandbox_get(k, name, &sb)) == 0) {
                ctl_cat_sandbox_free(&sb);
                if (sb.created != created)
                        rc = -ENOENT;
        }
        if (rc == 0)
                rc = ctl_cat_sandbox_set_state(k, name, "deleting", NULL);
        if (rc == 0 && (rc = ctl_cat_commit(k)) == 0)
                return 1;
        ctl_cat_rollback(k);
        if (rc == -ENOENT)
                return 0;
        fprintf(stderr, "sbxctl: delete %s: catalog: %s\n", name, strerror(-rc));
        return rc;
}

/* The end of a delete of NAME whose name the store no longer holds for
** its row (ctl__record_gone: other, the tenant of another create's
** record, or "" for none): only this host's row goes (its state is gone
** already), said.  The ref the lease's fence left of a name with no
** snapshot goes too: a refused wake's or, fenced (this delete moved the
** lease and still holds it), the move's.  0 or -errno. */
static int ctl__delete_row_only(ctl *c, const char *name, const char *other, int fenced)
{
        if (*other)
                fprintf(stderr, "sbxctl: delete %s: the store's %s is another host's sandbox "
                        "(tenant %s): only this host's row and state are removed\n", name, name,
                        other);
        else
                fprintf(stderr, "sbxctl: delete %s: the store holds no record nor snapshot of %s "
                        "(deleted or renamed on another host): only this host's row and state "
                        "are removed\n", name, name);
        if (!*other || fenced)
                ctl__ref_drop_empty(c, name);
        int rc = ctl_cat_sandbox_del(ctl_catalog(c), name);
        if (rc == 0)
                ctl__locks_unlink(c, name);     /* the caller holds NAME's lock */
        return rc;
}

/* Delete the sandbox NAME whose row was claimed with create time
** created (ctl__claim_delete): 0 done, also when that sandbox is gone
** already (another delete finished it: a client's retry, reap), or
** -errno (said).  What has the name by then is never touched: it may be
** a sandbox created again since. */
static int ctl__delete_all(ctl *c, const char *name, int64_t created)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl__delete_ours(c, name, created), moved = 0;
        if (rc <= 0)
                return rc;
        ctl_ready_clear(c, name);      /* (6) */
        sbx_autoclose int lk = ctl__lock(c, name, 0);
        /* again under the lock: a wake that held it wrote its ready file
         * (a state it no longer can: "deleting" stays), and a delete that
         * held it may have finished the sandbox (and a create made the
         * name again): that one is not ours */
        if ((rc = ctl__delete_ours(c, name, created)) <= 0)
                return rc;
        ctl_ready_clear(c, name);
        /* and its capture lock (7): a capture that read the tree before
         * lands before the ref goes, not after (it wrote the ref again,
         * and the next use adopted the sandbox back); one after finds
         * no sandbox */
        sbx_autoclose int clk = ctl_lock(c, name, "capture", 0);
        rc = ctl_exec_daemon_stop(c, name);
        if (rc == 0) {
                sbx_autofree char *exd = ctl_sandbox_path(c, name, "exec");
                exec_daemon_release(exd, name);  /* the cgroups of one killed before */
                if ((rc = ctl_fs_unmount(c, name)) == 0)
                        ctl__lease_release(c, name);
        }
        sbx_autofree char *dir = ctl_sandbox_dir(c, name);
        if (rc == 0 && (rc = ctl_sandbox_rm_rf(dir)) < 0)
                fprintf(stderr, "sbxctl: delete %s: remove %s: %s\n", name, dir, strerror(-rc));
        if (rc == 0)
                rc = ctl__set_aside_remove(c, name);
        /* A row whose name another host took, deleted or renamed (its
         * wake refused, (5)): the ref and record are that host's sandbox
         * or nobody's, never this delete's. */
        char other[CTL_NAME_MAX];
        ctl_sandbox row;
        if (rc == 0 && (rc = ctl_cat_sandbox_get(k, name, &row)) == 0) {
                ctl_cat_sandbox_free(&row);
                if (ctl__record_gone(c, &row, -1, other, sizeof other, NULL) == 1)
                        return ctl__delete_row_only(c, name, other, 0);
        }
        /* its ref goes whole, so the store no longer lists it and gc
         * reclaims what only its snapshots held */
        snap_store *s;
        int so = rc == 0 ? ctl_store_open(c, &s) : 0;
        if (so < 0) {
                fprintf(stderr, "sbxctl: delete %s: store: %s: its snapshots stay; delete it "
                        "again later\n", name, strerror(-so));
                rc = so;
        } else if (rc == 0) {
                snap_close(s);
                /* again: the claim may be old (reap, --background), and
                 * a host that took the sandbox since keeps its history;
                 * one that ran it before finds it deleted (the lease
                 * moved on) */
                snap_lease l;
                rc = moved = ctl__lease_move(c, name, &l);
                if (rc == -EBUSY)
                        fprintf(stderr, "sbxctl: delete %s: the sandbox is running on %s: "
                                "its snapshots stay; delete it again once it is stopped there\n",
                                name, l.holder);
                else if (rc < 0)
                        fprintf(stderr, "sbxctl: delete %s: its lease in the store cannot be taken "
                                "(%s): its snapshots stay; delete it again later\n", name,
                                strerror(-rc));
                /* and the record again, under the lease (5): another host
                 * may have deleted the name since the check above and
                 * made it again (another tenant's, maybe captured
                 * already): its ref and record are not this delete's
                 * (it dropped both, before).
                 * From here on no other create can come: the record is
                 * this sandbox's until its removal below, and no other
                 * delete (nor wake) gets the lease */
                else if ((rc = ctl__record_gone(c, &row, -1, other, sizeof other, NULL)) == 1) {
                        rc = ctl__delete_row_only(c, name, other, 1);
                        ctl__lease_release(c, name);
                        return rc;
                } else if (rc == 0)
                        rc = ctl_snap_forget(c, name);
        }
        if (rc == 0) {
                int r = ctl__record_remove(c, &row, other, sizeof other);
                if (r == 1)
                        fprintf(stderr, "sbxctl: delete %s: the store's record of %s is another "
                                "host's sandbox's now (tenant %s): left as it is\n", name, name,
                                other);
                rc = r == 1 || r == -ENOENT ? 0 : r;    /* -ENOENT: no store, no record */
        }
        if (moved > 0)          /* held until its ref and record went */
                ctl__lease_release(c, name);
        if (rc == 0)
                rc = ctl_cat_sandbox_del(k, name);      /* the row last */
        if (rc == 0)
                ctl__locks_unlink(c, name);
        return rc;
}

/* No agent and no turn running, and the row "deleting", in one catalog
** transaction: admission (cmd_turn.c) admits nothing for a deleting
** sandbox, so no turn starts between the check and the delete.  0 (the
** row's create time in *created, for ctl__delete_all), or 1 with the
** refusal printed, or -errno. */
static int ctl__claim_delete(ctl *c, const char *name, int64_t *created)
{
        ctl_cat *k = ctl_catalog(c);
        int rc = ctl_cat_begin(k);
        if (rc < 0)
                return rc;
        ctl_sandbox sb;
        int64_t turn;
        *created = -1;                  /* no row: none of its sandboxes */
        if (ctl_cat_sandbox_get(k, name, &sb) == 0) {
                ctl_cat_sandbox_free(&sb);
                *created = sb.created;
                if (*sb.agent) {
                        ctl_cat_rollback(k);
                        fprintf(stderr, "sbxctl: delete %s: refused: agent %s is attached "
                                "(sbxctl detach %s first)\n", name, sb.agent, name);
                        return 1;
                }
        }
        if (ctl__running_turn(c, name, &turn, NULL)) {
                ctl_cat_rollback(k);
                fprintf(stderr, "sbxctl: delete %s: refused: turn %lld is running "
                        "(end or cancel it first)\n", name, (long long)turn);
                return 1;
        }
        /* nor while a rename has its marker (8): it wrote it in a
         * transaction that found the sandbox not deleting */
        sbx_autofree char *mark = ctl__rename_marker(c, name);
        sbx_autofree char *to = NULL;
        if (sbx_read_file(mark, &to, NULL) == 0) {
                ctl_cat_rollback(k);
                to[strcspn(to, "\n")] = 0;
                fprintf(stderr, "sbxctl: delete %s: refused: a rename of it to %s is under way, or was "
                        "cut short (sbxctl update %s --rename %s finishes it, or drops it if %s is "
                        "another sandbox)\n", name, to, name, to, to);
                return 1;
        }
        if ((rc = ctl_cat_sandbox_set_state(k, name, "deleting", NULL)) < 0 && rc != -ENOENT) {
                ctl_cat_rollback(k);
                return rc;
        }
        return ctl_cat_commit(k);
}

/* ctl_cat_audit_each: is there a row?  The first ends the read. */
static int ctl__audit_seen(void *arg, const ctl_audit *a)
{
        (void)a;
        return *(int *)arg = 1;
}

int ctl_sandbox_unknown(ctl *c, const char *cmd, const char *name)
{
        if (!strcmp(name, CTL_ARTIFACTS_REF))
                return 0;               /* no sandbox, but a ref snapshots lists */
        ctl_cat *k = ctl_catalog(c);
        ctl_sandbox sb;
        int rc = ctl_cat_sandbox_get(k, name, &sb), seen = 0;
        if (rc == 0)
                ctl_cat_sandbox_free(&sb);
        if (rc != -ENOENT || ctl__sandbox_found(c, name))
                return rc < 0 && rc != -ENOENT ? ctl__no_such(cmd, name, rc) : 0;
        /* its audit stays after a delete: history shows it */
        if ((rc = ctl_cat_audit_each(k, name, 0, 0, 0, ctl__audit_seen, &seen)) < 0)
                return ctl__no_such(cmd, name, rc);
        if (seen)
                return 0;
        rc = ctl_store_has(c, name);            /* snapshots, or only a record (5) */
        return rc > 0 ? 0 : ctl__no_such(cmd, name, rc < 0 ? rc : -ENOENT);
}

int ctl_who_unknown(ctl *c, const char *cmd, const char *key)
{
        int tenant = !strncmp(key, "tenant:", 7);
        const char *name = strchr(key, ':') + 1;
        char t[CTL_NAME_MAX];
        int rc = tenant ? ctl__tenant_find(c, name) : ctl_cat_agent_tenant(ctl_catalog(c), name, t);
        if (rc == -ENOENT)
                fprintf(stderr, "sbxctl: %s: no such %s %s\n", cmd, tenant ? "tenant" : "agent", name);
        else if (rc < 0)
                fprintf(stderr, "sbxctl: %s: %s %s: catalog: %s\n", cmd, tenant ? "tenant" : "agent",
                        name, strerror(-rc));
        return rc < 0;
}

int ctl_cmd_delete(ctl *c, int argc, char **argv)
{
        /* --background before NAME or after it, as stop's --force */
        int bg = argc == 3 && (!strcmp(argv[2], "--background") || !strcmp(argv[1], "--background"));
        const char *name = argc < 2 ? NULL : bg && !strcmp(argv[1], "--background") ? argv[2] : argv[1];
        if (!name || (argc != 2 && !bg) || !strcmp(name, "--background"))
                return ctl_usage(argv[0]);
        int rc = ctl_bad_name(argv[0], "sandbox", name);
        if (rc)
                return rc;
        ctl_sandbox sb;
        if ((rc = ctl__known(c, name, &sb, 0)) == -ENOENT) {
                /* idempotent: a sandbox this host knew (its audit stays
                 * after a delete) is deleted; a name never seen is none.
                 * An empty ref left of it (an older sbxctl's rename) goes. */
                int seen = 0;
                int never = ctl_cat_audit_each(ctl_catalog(c), name, 0, 0, 0, ctl__audit_seen, &seen) == 0 &&
                            !seen;
                if (strcmp(name, CTL_ARTIFACTS_REF) && ctl__ref_drop_empty(c, name) > 0)
                        never = 0;
                if (never)
                        return ctl__no_such("delete", name, -ENOENT);
                printf(c->json ? "{\"name\":\"%s\",\"result\":\"completed\"}\n" : "deleted %s\n", name);
                return 0;
        }
        if (rc < 0)
                return ctl__no_such("delete", name, rc);
        ctl_cat_sandbox_free(&sb);
        ctl_store_room(c, "delete");    /* a full disk: the store's reserve */
        snap_lease l;                   /* (13) not while another host runs it */
        int held = ctl_held_elsewhere(c, NULL, name, &l);
        if (held != 0) {
                if (held > 0)
                        fprintf(stderr, "sbxctl: delete %s: refused: the sandbox is running on %s "
                                "(stop it there first)\n", name, l.holder);
                else if (held == -ENOSPC || held == -EDQUOT)   /* no fleet question */
                        fprintf(stderr, "sbxctl: delete %s: refused: the store cannot be opened, "
                                "its disk is full%s; nothing deleted: free some room on it "
                                "first\n", name, ctl_store_s3(c) ? "" :
                                " (and [store] reserve is spent or 0)");
                else
                        fprintf(stderr, "sbxctl: delete %s: refused: its lease in the store "
                                "cannot be read (%s), so another host may be running it; "
                                "nothing deleted\n", name, strerror(-held));
                /* a row this command adopted from the store's record, with
                 * no tree here: gone again, as a refused wake's (kept, it
                 * was a sandbox "sleeping" here that never ran here, and
                 * every reap pass tried its prune) */
                if (!strcmp(c->adopted.name, name)) {
                        /* under its lock, as a wake's undo: not while a
                         * wake of it here makes its tree */
                        sbx_autoclose int lk = ctl_lock(c, name, "lock", 0);
                        if (lk >= 0 && !ctl_sandbox_exists(c, name) && !ctl_sandbox_fs_pid(c, name))
                                ctl__adopted_undo(c, name);
                }
                ctl_audit_cmd(c, name, 0, argc, argv, 1);
                return 1;
        }
        int64_t created;
        if ((rc = ctl__claim_delete(c, name, &created)) != 0) {
                if (rc < 0)
                        fprintf(stderr, "sbxctl: delete %s: catalog: %s\n", name, strerror(-rc));
                ctl_audit_cmd(c, name, 0, argc, argv, 1);
                return 1;
        }
        ctl_audit_cmd(c, name, 0, argc, argv, 0);
        if (bg) {
                ctl_cat_close(c->cat);
                c->cat = NULL;
                fflush(stdout);
                pid_t pid = fork();
                if (pid == 0) {
                        setsid();
                        if (fork() != 0)
                                _exit(0);
                        int fd = open("/dev/null", O_RDWR);
                        dup2(fd, 0), dup2(fd, 1), dup2(fd, 2);
                        _exit(ctl__delete_all(c, name, created) < 0);
                }
                if (pid > 0)
                        waitpid(pid, NULL, 0);
                printf(c->json ? "{\"name\":\"%s\",\"result\":\"pending\"}\n" : "deleting %s (pending)\n", name);
                return pid > 0 ? 0 : 1;
        }
        if (ctl__delete_all(c, name, created) < 0)
                return 1;
        printf(c->json ? "{\"name\":\"%s\",\"result\":\"completed\"}\n" : "deleted %s\n", name);
        return 0;
}

/* config show --json: {"SECTION": {"KEY": VALUE, ...}, ...} with the
 * values conf_dump prints (secrets masked), integers and booleans typed.
 * NULL after saying why (a value that is not UTF-8). */
static json_t *ctl__config_json(const conf *cf)
{
        json_t *o = json_object();
        const char *section, *key, *v;
        char buf[CONF_VAL];
        int kind;
        for (size_t i = 0; (v = conf_key(cf, i, &section, &key, &kind, buf)); i++) {
                json_t *sec = json_object_get(o, section);
                if (!sec)
                        json_object_set_new(o, section, sec = json_object());
                json_t *j = kind == 'n' ? json_integer(strtoll(v, NULL, 10)) :
                            kind == 'b' ? json_boolean(!strcmp(v, "true")) :
                            ctl_json_text("config", key, v);
                if (!j) {
                        json_decref(o);
                        return NULL;
                }
                json_object_set_new(sec, key, j);
        }
        return o;
}

/* config check: main loaded the file (and refused a bad one); here the
 * checks of it against this host.  0, or 1 after saying why. */
static int ctl__config_check(ctl *c)
{
        /* what only this host can say: [exec] nofile against the
         * hard limit sbxexec will inherit from us */
        const char *p = c->cf->path ? c->cf->path : "(defaults)";
        if (c->cf->exec_nofile > exec_limit_max("nofile")) {
                fprintf(stderr, "sbxctl: %s: [exec] nofile = %lld: above this host's hard "
                        "limit of open files (%lld): every command would fail\n", p,
                        (long long)c->cf->exec_nofile, (long long)exec_limit_max("nofile"));
                return 1;
        }
        /* and what makes sbxexec exit as it starts, every wake */
        const char *g = c->cf->exec_socket_group;
        int bad = conf_rootfs_check(c->cf);
        if (bad < 0) {
                fprintf(stderr, "sbxctl: %s: [exec] rootfs = %s: %s: every start would fail\n",
                        p, c->cf->exec_rootfs, strerror(-bad));
                return 1;
        }
        if (g && *g && !getgrnam(g)) {
                fprintf(stderr, "sbxctl: %s: [exec] socket_group = %s: no such group on this "
                        "host: every start would fail\n", p, g);
                return 1;
        }
        char e[256];
        if (ctl_cat_dir_check(c->cf->sbx_state_dir, e, sizeof e) == -ENOTEMPTY) {
                fprintf(stderr, "sbxctl: %s: [sbx] state_dir = %s: not sbx's: it holds '%s' and no "
                        "catalog.db: every command would refuse it; name a new or "
                        "empty directory\n", p, c->cf->sbx_state_dir, e);
                return 1;
        }
        /* a warning only: SQLite's -shm files on blocks smaller than a
         * page are partly holes, and a full file system then kills the
         * process that stores through the map (SIGBUS) */
        const char *dirs[2] = { c->cf->sbx_state_dir,
                                strncmp(c->cf->store_url, "s3://", 5) ? c->cf->store_url : NULL };
        for (int i = 0; i < 2; i++) {
                if (!dirs[i])
                        continue;
                char d[PATH_MAX];
                struct statvfs sv;
                snprintf(d, sizeof d, "%s", strncmp(dirs[i], "file://", 7) ? dirs[i] : dirs[i] + 7);
                while (statvfs(d, &sv) < 0 && strrchr(d, '/') && strrchr(d, '/') != d)
                        *strrchr(d, '/') = 0;           /* not made yet: its file system */
                long page = sysconf(_SC_PAGESIZE);
                if (statvfs(d, &sv) == 0 && page > 0 && sv.f_bsize < (unsigned long)page)
                        fprintf(stderr, "sbxctl: %s: warning: %s %s is on a file system of %lu-byte "
                                "blocks, smaller than a page (%ld): once it is full, SQLite's "
                                "shared-memory files there can end a process with SIGBUS instead "
                                "of an error (make it with 4 KiB blocks: mkfs.ext4 -b 4096)\n", p,
                                i ? "[store] url" : "[sbx] state_dir", dirs[i],
                                (unsigned long)sv.f_bsize, page);
        }
        /* on S3 a capture checks its age against gc_min_age/2 just
         * before its ref write, which may itself retry for retry_time:
         * gc can condemn and delete what it names only past min_age */
        if (!strncmp(c->cf->store_url, "s3://", 5) && c->cf->snapshot_gc_min_age > 0 &&
            c->cf->snapshot_gc_min_age < 4 * c->cf->store_retry_time)
                fprintf(stderr, "sbxctl: %s: warning: [snapshot] gc_min_age = %lld is below 4 x [store] "
                        "retry_time (%lld): a capture whose ref write retries that long can find that gc "
                        "on another host deleted what it names meanwhile, and fail\n", p,
                        (long long)c->cf->snapshot_gc_min_age, (long long)c->cf->store_retry_time);
        if (!c->json) {
                printf("%s: ok\n", p);
                return 0;
        }
        json_t *path = c->cf->path ? ctl_json_text("config", "its path", c->cf->path) :
                       json_null();
        if (!path)
                return 1;
        ctl_print_json(json_pack("{s:o, s:b}", "path", path, "ok", 1));
        return 0;
}

int ctl_cmd_config(ctl *c, int argc, char **argv)
{
        if (argc != 2)
                return ctl_usage(argv[0]);
        if (!strcmp(argv[1], "check"))
                return ctl__config_check(c);
        if (!strcmp(argv[1], "show")) {
                if (!c->json) {
                        conf_dump(c->cf, stdout);
                        return 0;
                }
                json_t *o = ctl__config_json(c->cf);
                if (!o)
                        return 1;
                ctl_print_json(o);
                return 0;
        }
        return ctl_usage_sub(argv[0], argv[1], "check show");
}
