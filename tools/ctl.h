/* ctl.h: sbxctl's insides, shared by its command files (tools/ only).
**
** Each command is a function `int cmd(ctl *c, int argc, char **argv)` that
** returns the process exit code: 0 success, 1 failure, 2 bad usage.
** argv[0] is the command name.  Errors are printed once, here at the edge.
** exec and wait return their command's own code instead, and
** CTL_EXIT_OWN for a failure of sbxctl's own.
*/
#ifndef SBX_CTL_H
#define SBX_CTL_H

#include "../conf/conf.h"
#include <stdint.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <stdio.h>

typedef struct ctl {
        conf *cf;
        int   json;             /* --json: machine-readable output */
        const char *config_path;
        struct ctl_cat *cat;    /* owned; opened by ctl_catalog() on first use */
        const char *exec_tag;   /* exec's request carries it (exec --turn: "turn:ID") */
        const char *verb;       /* the command run ("exec", "turn begin"): what a wake it
                                   asks for says it of, as "exec NAME: no such sandbox" */
        char  why[180];         /* a failed sbxfs or sbxexec start's own words, or where the
                                   sandbox runs, its lease refused: the wake records them */
        struct {                /* what this command's adoption of a sandbox (from the store) made */
                char name[65], agent[65], tenant[65];   /* the row; the agent, tenant new with it ("") */
        } adopted;
        int64_t claim_gen;      /* the lease generation a fork's or import's claim took (ctl_name_claim) */
        char **mounts;          /* owned; the mount points ctl_mounts_hold read, sorted, or NULL */
        size_t nmounts;
        int   store_fails;      /* ctl_store_open's and ctl_store_make's failures so far
                                   (a wake's outage: cmd_sandbox.c (17)) */
        struct {                /* a reap round (ctl_store_open): the store is tried once */
                int  on;        /* a round runs: a failed open is kept, not said */
                int  down;      /* 0, or the -errno of the round's failed open: each open
                                   after it fails so at once, quietly */
                char why[256];  /* its cause, for the round's one line */
        } round;
} ctl;

/* exec's and wait's exit when sbxctl itself failed (no such sandbox, a
** wake that failed, an executor not reached, a refused request, the
** connection lost, the output not all written), as docker run, env(1)
** and timeout(1) give theirs: their 1 was the command's 1 too (a grep
** that found nothing) to a platform reading it. */
#define CTL_EXIT_OWN 125

typedef int (*ctl_cmd_fn)(ctl *c, int argc, char **argv);

struct ctl_cmd {
        const char *name;
        ctl_cmd_fn  fn;
        const char *usage;      /* "NAME [--flag]": after "sbxctl <name> " */
        const char *help;       /* one line */
};

/* fd 2 elsewhere for a while: ctl_stderr_away sends it to /dev/null
** (keep 0) or holds what is written in an unnamed file (keep 1), until
** ctl_stderr_back puts it back, writing what was held when replay.
** Nothing moved ({-1, -1} after a failure): what is written goes out. */
typedef struct ctl_stderr { int saved, held; } ctl_stderr;   /* both owned, or -1 */
void ctl_stderr_away(ctl_stderr *h, int keep);
void ctl_stderr_back(ctl_stderr *h, int replay);
/* The same, returning what was held (malloc'd text, "" if none) unsaid. */
char *ctl_stderr_take(ctl_stderr *h);

/* Print "usage: sbxctl <cmd> <usage>" to stderr and return 2. */
int ctl_usage(const char *cmd);
/* The usage of a command of subcommands (subs: their names, spaces
** between), first "sbxctl: CMD: no subcommand 'SUB' (a, b, ...)" when
** sub (argv[1], may be NULL) is none of them: 2. */
int ctl_usage_sub(const char *cmd, const char *sub, const char *subs);
/* "sbxctl: CMD: OPT 'VAL': expected WANT" to stderr, then the usage: 2. */
int ctl_bad_value(const char *cmd, const char *opt, const char *val, const char *want);
/* A duration in seconds as an option takes it: a number from 0 to 1e9
** (not empty, NaN nor infinite).  0 or -EINVAL. */
int ctl_parse_secs(const char *s, double *out);
/* s as a JSON string; NULL after saying so when it is not UTF-8 (JSON
** carries text only: dropping it would run or record something else). */
struct json_t *ctl_json_text(const char *cmd, const char *what, const char *s);
/* Set o[key] to s, bytes a sandbox or a user chose (a file name, a
** command, a label), in the one reversible form every --json output
** uses: UTF-8 text as it is; anything else as a display form in o[key]
** (each byte that is not part of a UTF-8 character as U+FFFD) and the
** exact bytes, base64, in o[key "_b64"].  0, or -ENOMEM. */
int ctl_json_set_bytes(struct json_t *o, const char *key, const char *s);

/* 0 when a sandbox named name fits this host's state_dir (its executor's
** socket path fits a sockaddr_un), else 1 after saying why. */
int ctl_name_fits(ctl *c, const char *cmd, const char *name);
/* 0 when name is a valid name (SBX_NAME_RULE), else 2 after saying
** "'NAME' is not a valid WHAT name". */
int ctl_bad_name(const char *cmd, const char *what, const char *name);
/* A name for a new sandbox (create, update --rename, fork, import
** NEWNAME): ctl_bad_name's, and not the artifacts' reserved one.  2 and
** said, or 0. */
int ctl_bad_new_name(const char *cmd, const char *name);
/* n, limit key's value (what: as the line gave it), below the executor's
** least but 0 (exec_limit_min)?  2 after saying so, else 0. */
int ctl_limit_low(const char *cmd, const char *what, const char *key, int64_t n);
/* 0 when name is free for a new sandbox (create, fork, import): not
** reserved, fits, and no sandbox of that name in the catalog, in this
** state dir or in the store; else 1 after saying why. */
int ctl_name_free(ctl *c, const char *cmd, const char *name);
/* fork's and import's new name, taken as create takes its own
** (cmd_sandbox.c (5)): NAME's record written in the store only if it has
** none, before the ref.  Its tenant, labels and limits are source's
** (ctl_sandbox_spec; not its agent), else "default" and none (the store
** unable to say which: refused); tenant, when given, is its tenant (it must exist).  0 with the new
** row in *sb (its owned fields the caller's), or -errno after saying why
** ("another host took the name": its create or fork won).  Its marker
** (STATE/locks/NAME.claim) holds the record until ctl_name_claimed (the
** ref is in: the row added) or ctl_name_release (nothing made: the
** record dropped); ctl_name_claim_reap, under NAME's lock before the
** name is checked, drops the record of one cut short before its ref. */
struct ctl_sandbox;
struct snap_store;
/* The tenant (CTL_NAME_MAX bytes), labels and limits (malloc'd JSON; NULL:
** not wanted) of sandbox name as the store's record says (cmd_sandbox.c (5)):
** its catalog row here only for what a record of the row's own create
** lacks, or with no record, when the row is of a sandbox of before
** records were kept (its ref lists snapshots, or never woken here).  A
** row whose record is another create's (the name deleted and made again
** on another host) or gone is not asked: it may be of another tenant.
** s: the store open (NULL: opened here).  0, -ENOENT (neither says), or
** -errno (the store cannot say: said). */
int  ctl_sandbox_spec(ctl *c, struct snap_store *s, const char *name, char *tenant,
                      char **labels, char **limits);
int  ctl_name_claim(ctl *c, const char *cmd, const char *name, const char *source,
                    const char *tenant, struct ctl_sandbox *sb);
void ctl_name_claimed(ctl *c, const struct ctl_sandbox *sb);
void ctl_name_release(ctl *c, const struct ctl_sandbox *sb);
void ctl_name_claim_reap(ctl *c, const char *cmd, const char *name);
/* Does STATE/sandboxes/NAME exist? */
int ctl_sandbox_exists(ctl *c, const char *name);
/* For the commands that only read what a sandbox left (snapshots,
** history, turn list) and found nothing: 1 after saying "CMD NAME: no
** such sandbox" when name was never a sandbox known here or to the store
** (no catalog row, local state, audit row, snapshot or record), or when
** that cannot be told (said); 0 when it is one (or was: a deleted
** sandbox's audit stays), whose empty answer stands. */
int ctl_sandbox_unknown(ctl *c, const char *cmd, const char *name);
/* The same for history --tenant T, --agent A (key "tenant:T", "agent:A")
** that found no row: 1 after saying "CMD: no such tenant T" (agent) when
** the catalog has none of that name, or when that cannot be told (said);
** 0 when it has one, whose empty answer stands. */
int ctl_who_unknown(ctl *c, const char *cmd, const char *key);
/* Print o as one line of compact JSON and drop the reference. */
void ctl_print_json(struct json_t *o);
/* What a daemon said last as it failed: the last two lines of text
** (changed), without their "PROG: ", control bytes as '?', joined by
** "; " into out (cut to cap); "" when it has none. */
void ctl_last_words(char *text, const char *prog, char *out, size_t cap);

/* Paths of a sandbox's local state (malloc'd). */
char *ctl_sandbox_dir(ctl *c, const char *name);       /* STATE/sandboxes/NAME */
char *ctl_sandbox_path(ctl *c, const char *name, const char *leaf);
/* Its daemon logs past [sbx] daemon_log_max moved aside (sbx_log_rotate),
** each said on out (may be NULL), a failure on stderr; how many moved. */
int ctl_sandbox_logs_rotate(ctl *c, const char *name, FILE *out);

/* Is the sandbox's workspace mounted by a live sbxfs? */
int ctl_sandbox_mounted(ctl *c, const char *name);
/* Recorded ready but found down: its tree not mounted by a live sbxfs
** (killed, crashed, lease lost), and no executor on a plain directory. */
int ctl_sandbox_down(ctl *c, const char *name);
/* A pass that only looks at many sandboxes (list, reap's round) reads
** the mount table once: ctl_sandbox_mounted answers from what
** ctl_mounts_hold read until ctl_mounts_drop.  Nothing may mount or
** unmount in between. */
void ctl_mounts_hold(ctl *c);
void ctl_mounts_drop(ctl *c);
/* Its sbxfs is gone (killed, crashed; no pid file): a mount left is dead. */
int ctl_sandbox_fs_dead(ctl *c, const char *name);
/* The pid of the sandbox's live sbxfs, 0 if none. */
pid_t ctl_sandbox_fs_pid(ctl *c, const char *name);
/* [fs] stop_wait: seconds an sbxfs we wait on may show no progress. */
int64_t ctl_stop_wait(ctl *c);
/* Is the store a bucket ([store] url s3://...)? */
int ctl_store_s3(ctl *c);

/* Mount the sandbox's workspace with sbxfs (no-op if mounted) / unmount
** it and wait until sbxfs has flushed and exited.  0 or -errno (printed;
** a mount's also in c->why: sbxfs missing, or what it said as it failed). */
int ctl_fs_mount(ctl *c, const char *name);
/* The same, its owners shown as sandbox ids_of's ([exec] uid_count). */
int ctl_fs_mount_as(ctl *c, const char *name, const char *ids_of);
int ctl_fs_unmount(ctl *c, const char *name);
/* Commit what NAME's mount holds (syncfs, then fsync of its root: the
** kernel's dirty pages to sbxfs, then sbxfs's batch to the store and
** meta.db), watched: one whose sbxfs stops answering fails -ETIMEDOUT
** after [fs] stop_wait (said, but for a scratch tree: a dot name).  0
** (not mounted too) or -errno: a full store is -ENOSPC. */
int ctl_flush_mount(ctl *c, const char *name);
/* The uid and gid NAME's commands run as: its own ([exec] uid_base +
** its slot; 1) or [exec] uid and gid (uid_count 0, or a name of ours
** that starts with '.'; 0).  -errno, printed, when none is free. */
int ctl_sandbox_ids(ctl *c, const char *name, uint32_t *uid, uint32_t *gid);
/* Who a sandbox is in the host-wide claim on its uid (sbx_uid_claim):
** its directory, by the state dir's real path.  Malloc'd. */
char *ctl_claim_name(ctl *c, const char *name);
/* Make path, a directory of STATE (STATE/sandboxes/NAME/... mostly), the
** directories from STATE down to NAME private: 0700, or 0710 with group
** [exec] socket_group (cmd_sandbox.c (11)); those below NAME 0755.  0 or
** -errno. */
int ctl_sandbox_mkdir(ctl *c, const char *path);
/* (cmd_sandbox.c (15)) Make ws, a workspace's mountpoint, with
** ctl_sandbox_mkdir and seal it while nothing is mounted on it: empty and
** immutable (a plain directory where the file system has no such flag).
** 0, -ENOTEMPTY when entries are there (left as they are: a mount would
** hide them), or mkdir's -errno. */
int ctl_mountpoint_make(ctl *c, const char *ws);
/* sbx_rm_rf of a sandbox's directory (STATE/sandboxes/NAME, a tree set
** aside, a scratch one): its mountpoint's seal cleared first, unless
** something is mounted on it.  0 or -errno. */
int ctl_sandbox_rm_rf(const char *dir);
/* How NAME's running sbxfs shows its tree's owner: 1 and the uid it
** shows it as (--map-uid), 0 as itself, -1 when no sbxfs runs. */
int ctl_fs_mapped(ctl *c, const char *name, uint32_t *uid);
/* The uid NAME's running sbxexec runs commands as: 1 (in *uid), or 0
** when none runs. */
int ctl_exec_uid(ctl *c, const char *name, uint32_t *uid);
/* A pidfd of NAME's running sbxexec (EXECDIR/pid, checked to be that
** sandbox's: a pid reused is not signalled), its pid in *pid; -ESRCH
** when none runs. */
int ctl_exec_pidfd(ctl *c, const char *name, pid_t *pid);

/* The catalog (tools/catalog.h), opened on first use; exits 1 with a
** message if STATE/catalog.db cannot be opened. */
struct ctl_cat *ctl_catalog(ctl *c);
/* The same, or NULL when this user cannot write it (a socket_group
** member runs exec on a running sandbox without the catalog). */
struct ctl_cat *ctl_catalog_try(ctl *c);

/* The lifecycle (tools/cmd_sandbox.c).  ctl_wake: make NAME ready for an
** operation: restore from the store if local state is missing, mount,
** start sbxexec, wait for it; refuses stopped, deleting and unknown
** sandboxes.  ctl_sleep: end its processes, capture, unmount (state
** sleeping or, with stop set, stopped); refuses a sandbox deleted or
** being deleted once it holds the lock.  0 or -errno, message printed.
** A tree another host took over since this one mounted it (its lease
** another's, or its generation moved on) is not captured: ctl_sleep
** ends its processes, unmounts and records the state all the same, with
** by set to who took it ("another host" when nobody holds it now; ""
** when nothing was taken over); the caller says so. */
#define CTL_HOLDER_MAX 256      /* a lease holder: snap_lease's holder */
int ctl_wake(ctl *c, const char *name);
int ctl_sleep(ctl *c, const char *name, int stop, char by[CTL_HOLDER_MAX]);
/* Sleep NAME if idle(c, NAME) still holds once its lock is taken: 0
** slept (by as ctl_sleep's), 1 not idle (or busy), 2 a delete claimed
** it meanwhile (its processes ended: the delete's now), -errno. */
int ctl_sleep_if(ctl *c, const char *name, int (*idle)(ctl *c, const char *name),
                 char by[CTL_HOLDER_MAX]);
/* Capture NAME's tree unless unchanged since its latest snapshot; id
** gets the snapshot's (or that latest one's) id; "" when it has no
** tree yet.  0 or -errno, message printed. */
int ctl_capture(ctl *c, const char *name, const char *label, char id[65]);
/* ctl_capture, but -EBUSY (nothing said) rather than wait for a gc or
** another capture of name: for the host service's interval captures. */
int ctl_capture_try(ctl *c, const char *name, const char *label, char id[65]);
/* ctl_capture, *skipped set when the tree was unchanged (no capture
** made, so no fence met: id is the latest's). */
int ctl_capture_skip(ctl *c, const char *name, const char *label, char id[65], int *skipped);

/* sb's ready file (cmd_sandbox.c (6)): its created and limits, written
** while it is ready and mounted, under its lock (wake's, or exec's
** shared one). */
void ctl_ready_write(ctl *c, const struct ctl_sandbox *sb);
/* Write it from NAME's catalog row (none while it is deleting); remove it. */
void ctl_ready_set(ctl *c, const char *name);
void ctl_ready_clear(ctl *c, const char *name);

/* Record a finished command line (values of --env masked) in the audit:
** who ran it, on which sandbox, in which turn (0: none), its exit.  name
** may be "tenant:T" or "agent:A" (history --tenant, --agent).  Nothing
** when this user cannot write the catalog (a socket_group member). */
void ctl_audit_cmd(ctl *c, const char *name, int64_t turn, int argc, char **argv, int rc);

/* Commands, by file. */
/* tools/cmd_sandbox.c */
int ctl_cmd_update(ctl *c, int argc, char **argv);
int ctl_cmd_attach(ctl *c, int argc, char **argv);
int ctl_cmd_detach(ctl *c, int argc, char **argv);
int ctl_cmd_tenant(ctl *c, int argc, char **argv);
int ctl_cmd_agent(ctl *c, int argc, char **argv);
/* tools/cmd_turn.c: turns, the queue, wake on exec, sleep, history */
int ctl_cmd_turn(ctl *c, int argc, char **argv);
int ctl_cmd_exec_wake(ctl *c, int argc, char **argv);
int ctl_cmd_preview_wake(ctl *c, int argc, char **argv);
int ctl_cmd_diff_turn(ctl *c, int argc, char **argv);
int ctl_cmd_rollback(ctl *c, int argc, char **argv);
/* Has name a turn running (or ending), or queued with its waiter alive?
** 1 after saying so as cmd's refusal, else 0.  restore and rollback ask
** it: they end every process of the sandbox (a turn's commands in
** flight) and replace the tree a turn works on, or was queued for. */
int ctl_turn_busy(ctl *c, const char *cmd, const char *name);
int ctl_cmd_history(ctl *c, int argc, char **argv);
int ctl_cmd_reap(ctl *c, int argc, char **argv);
/* tools/cmd_artifact.c: artifacts are snapshots on this store ref, a
** sandbox name nobody may create */
#define CTL_ARTIFACTS_REF "sbx.artifacts"
int ctl_cmd_artifact(ctl *c, int argc, char **argv);
/* Remove the scratch trees (STATE/sandboxes/.artifact.PID) of publishes
** and gets that died (kill -9): unmount, let their sbxfs flush and exit,
** remove the tree; a line each on out.  Those of running ones stay (gc
** keeps their chunks: snapshot/gc.c snap_gc_tree_entry).  For reap, gc and
** every publish and get.  The number removed, or -errno. */
int ctl_artifact_reap(ctl *c, FILE *out);
int ctl_cmd_create(ctl *c, int argc, char **argv);
int ctl_cmd_start(ctl *c, int argc, char **argv);
int ctl_cmd_stop(ctl *c, int argc, char **argv);
int ctl_cmd_list(ctl *c, int argc, char **argv);
int ctl_cmd_status(ctl *c, int argc, char **argv);
int ctl_cmd_stats(ctl *c, int argc, char **argv);
int ctl_cmd_verify(ctl *c, int argc, char **argv);
int ctl_cmd_delete(ctl *c, int argc, char **argv);
int ctl_cmd_config(ctl *c, int argc, char **argv);

/* tools/cmd_snap.c: capture and restore */
int ctl_cmd_capture(ctl *c, int argc, char **argv);
int ctl_cmd_snapshots(ctl *c, int argc, char **argv);
int ctl_cmd_diff(ctl *c, int argc, char **argv);
int ctl_cmd_snapshot_delete(ctl *c, int argc, char **argv);
int ctl_cmd_prune(ctl *c, int argc, char **argv);
/* reap's retention: prune NAME by [snapshot] keep_last and keep_within
** if it was captured since this process last pruned it, unless its
** capture lock is held; a line on out when snapshots went.  1 if some
** did, 0 if none, -errno (printed). */
int ctl_snap_prune_auto(ctl *c, const char *name, FILE *out);
/* Whether NAME's ref still lists snapshot id: 1, 0 (pruned or deleted),
** -errno (printed, naming cmd). */
int ctl_snap_listed(ctl *c, const char *cmd, const char *name, const char *id);
int ctl_cmd_restore(ctl *c, int argc, char **argv);
/* restore and diff, SNAP looked for in NAME's own ref only (a turn's
** snapshots: rollback and diff --turn never take another sandbox's) */
int ctl_cmd_restore_own(ctl *c, int argc, char **argv);
int ctl_cmd_diff_own(ctl *c, int argc, char **argv);
int ctl_cmd_fork(ctl *c, int argc, char **argv);
int ctl_cmd_gc(ctl *c, int argc, char **argv);
/* Is the store's gc lock held exclusively (a gc runs)? */
int ctl_gc_running(ctl *c);
/* reap --loop's gc: `sbxctl gc` in a child process, so that the loop's
** passes go on while it runs.  ctl_gc_spawn: 0 (g set), -EBUSY when
** another gc holds the store (nothing said), -errno.  ctl_gc_poll: 1
** while it runs; once it ended 0, its line on out (what it reclaimed,
** added to *reclaimed), or -1 when it failed, said on stderr (its own
** words are there before). */
typedef struct ctl_gc_job {
        pid_t   pid;            /* the child; 0: none runs */
        int     fd;             /* owned: the read end of its stdout */
        int64_t t0;             /* monotonic ns at its start */
        size_t  len;
        char    out[4096];      /* its --json report */
} ctl_gc_job;
int ctl_gc_spawn(ctl *c, ctl_gc_job *g);
int ctl_gc_poll(ctl_gc_job *g, FILE *out, uint64_t *reclaimed);
int ctl_cmd_prefetch(ctl *c, int argc, char **argv);
int ctl_cmd_export(ctl *c, int argc, char **argv);
int ctl_cmd_import(ctl *c, int argc, char **argv);
/* Start `sbxctl prefetch NAME` in the background after a restore
** (nothing when [store] prefetch is off). */
void ctl_prefetch_spawn(ctl *c, const char *name);
/* Stop NAME's background prefetch, if one runs (before an unmount). */
void ctl_prefetch_stop(ctl *c, const char *name);

/* tools/warm.c: read the files under root (a mount) into the page cache,
** in tree order, up to max_bytes of them; *stop ends it early. */
#include <signal.h>
typedef struct ctl_warm_stats { uint64_t files, bytes, errors, ns; } ctl_warm_stats;
int ctl_warm(const char *root, uint64_t max_bytes, volatile sig_atomic_t *stop, ctl_warm_stats *out);
/* verify NAME|--all: the live trees (fs_check) and every snapshot of them
** (each distinct chunk re-hashed once); problems name paths and ids. */
int ctl_snap_verify(ctl *c, int argc, char **argv);
/* Machine replacement: if NAME has no local state but the store has
** snapshots of it, make its local state from the latest one.  0 (also
** when local state exists), -ENOENT when the store knows no NAME. */
int ctl_snap_restore_latest(ctl *c, const char *name);
/* Was the temporary st (its lstat) left by a writer killed: modified
** min_age seconds ago or more, and its process pid gone (or the pid
** reused since)?  1 or 0 (its writer may be at work still). */
int ctl_tmp_orphan(int64_t pid, const struct stat *st, int64_t min_age);
/* A failed snap_capture's rc in words, for the last line: -ESTALE
** (gc on another host deleted what it named; nothing recorded) said as
** such, not as "Stale file handle". */
const char *ctl_capture_error(int rc);
/* Remove what writers killed left in dir (not below): NAME.tmp.PID,
** modified min_age seconds ago or more, its process gone (or the pid
** reused since). */
void ctl_tmps_sweep(const char *dir, int64_t min_age);
/* The same in the state dir: locks/, sandboxes/, each NAME/ and
** NAME/exec/ there (reap's). */
void ctl_state_tmps_sweep(ctl *c, int64_t min_age);
/* A wake's (cmd_sandbox.c (13)): NAME's tree was written whole from
** snapshot latest, the ref's latest, by a restore (fork, import) cut
** short before the catalog recorded it; the catalog records it now.
** 1 if so, 0 if not (the marker NAME/restored gone either way). */
int ctl_snap_restored_settle(ctl *c, const char *name, const char *latest);
/* create's, fork's and import's (ctl_name_free): NAME's tree is a fork's
** cut short before its ref (its marker NAME/materializing, no ref of NAME
** in the store, not mounted)?  Then it is removed, said, and 0; 1 a
** sandbox's tree; -errno when the store cannot say (said). */
int ctl_snap_unmade_reap(ctl *c, const char *cmd, const char *name);
/* Does NAME's tree carry that marker (a fork cut short before its ref)? */
int ctl_snap_unmade(ctl *c, const char *name);
/* A wake's (cmd_sandbox.c (13)): a capture of NAME's tree whose snapshot
** reached the ref but not the catalog (killed in between, the catalog
** unable to record it) left NAME/capturing; of v[from..n) (the ref's
** snapshots after the catalog's), the last whose tree is the one that
** capture read, taken after it began, is the tree's own unless another
** host took the lease since (taken_over): the catalog records it now.  1
** with its index in *at, or 0 (the marker gone, but kept when the catalog
** could not record it), or -errno when the store could not say (said;
** the marker kept). */
struct snap_info;
int ctl_snap_capturing_settle(ctl *c, const char *name, const struct snap_info *v, size_t from,
                              size_t n, int taken_over, size_t *at);
/* This host's name in leases: "HOSTNAME:STATE_DIR#ID", ID made once per
** state directory (malloc'd). */
char *ctl_lease_holder(ctl *c);
/* Whether another host holds NAME's lease in the store (13) and is alive
** (snap_lease_held: a lease stale by this host's clock is watched for a
** renewal period): 1 (its lease in *l), 0 (not: nobody, this host, or a
** name with no lease), or -errno when the store or the lease cannot be
** read: then nobody can say.  s: the store, open (NULL: opened here). */
struct snap_store;
struct snap_lease;
int ctl_held_elsewhere(ctl *c, struct snap_store *s, const char *name, struct snap_lease *l);
/* NAME's lock of kind what ("lock": the lifecycle; "capture"): the fd
** (close it to unlock) or -errno; -EBUSY when held and nonblock. */
int ctl_lock(ctl *c, const char *name, const char *what, int nonblock);
/* Unlink NAME's lifecycle lock file, by its holder, once NAME proved no
** sandbox here nor in the store (cmd_sandbox.c (3)): a waiter opens the
** name again, as after a delete.  Else every name a start, stop, delete
** or restore was asked for left an empty STATE/locks/NAME.lock. */
void ctl_lock_forget(ctl *c, const char *name);
/* The same after a create, fork or import of NAME failed, by the holder:
** only while NAME is still no sandbox (no catalog row, no tree here, no
** ref nor record in the store; kept when any cannot be told). */
void ctl_lock_forget_unmade(ctl *c, const char *name);
/* NAME's lifecycle lock (STATE/locks/NAME.lock), shared; unless make
** (for a sandbox known to exist), not made when there is none (-ENOENT).
** fd or -errno. */
int ctl_lock_shared(ctl *c, const char *name, int make);
/* The lease generation this host's tree of NAME is from (0: unknown). */
int64_t ctl_lease_gen(ctl *c, const char *name);
/* Did another host take NAME over since this host's tree was taken (no
** capture of it can land: cmd_sandbox.c (13))?  1 with the holder in by
** ("another host" when none holds it now), 0, or -errno (said). */
int ctl_taken_over(ctl *c, const char *name, char by[CTL_HOLDER_MAX]);
/* Is tenant one here ("default" always)?  0, -ENOENT, or -errno. */
int ctl_tenant_known(ctl *c, const char *tenant);
/* Is NAME's tree here not its live one (diff ... live)?  1: another host
** holds its lease (it runs there: the holder in by); 2: the tree here is
** older than the store's latest (another host ran it since, or its own
** snapshot is gone: the wake's tests, cmd_sandbox.c (13)), that latest's
** id in latest ("" none); 0: it is, or -errno (said). */
int ctl_sandbox_behind(ctl *c, const char *name, char by[CTL_HOLDER_MAX], char latest[65]);
/* For a command that replaces the tree of NAME while it is not mounted
** here (restore, rollback): its lease taken as a wake takes it (refused
** while another host runs it: said), and the tree here set aside when
** another host ran the sandbox since (the wake's test): the caller then
** restores the store's latest in its place.  *leased: the generation
** taken (0: none).  0 or -errno, said in one line (the failing step's
** own, else "nothing restored").  ctl_sandbox_let_go after. */
int ctl_sandbox_take_stopped(ctl *c, const char *name, int64_t *leased);
/* Let go of what ctl_sandbox_take_stopped took (leased 0: nothing); made:
** the command put the tree here (it is of the generation taken). */
void ctl_sandbox_let_go(ctl *c, const char *name, int64_t leased, int made);
/* A fleet's wake: holder's lease pins NAME's latest snapshot, which the
** live tree is (or is restored from): gc keeps the chunks it reads
** lazily.  0 (also on a local store), or -errno. */
struct snap_store;
int ctl_lease_pin_latest(struct snap_store *s, const char *name, const char *holder);
/* The sandboxes the store holds refs for (malloc'd array of malloc'd
** names; 0 of them when there is no store yet).  0 or -errno. */
int ctl_snap_store_sandboxes(ctl *c, char ***names, size_t *n);
/* Drop every snapshot of NAME from the store (its ref); gc then reclaims
** what only they held.  For delete.  0 or -errno (printed). */
int ctl_snap_forget(ctl *c, const char *name);

/* tools/cmd_exec.c: the executor's client */
int ctl_cmd_exec(ctl *c, int argc, char **argv);
/* exec, as ctl_cmd_exec; when the sandbox has no executor and wake is
** not NULL, wake(c, NAME) is called once before connecting again.  A
** request the executor did not take (it was stopping) is sent once more
** (as by ps, logs, wait, kill and preview): after wake(c, NAME), or
** without wake, once what stopped it let go of NAME's lifecycle lock. */
int ctl_exec_run(ctl *c, int argc, char **argv, int (*wake)(ctl *c, const char *name));
/* exec's and preview's arguments checked, nothing run: 0, or the usage
** (or a bad name) printed and its exit code (before any wake) */
int ctl_exec_args(ctl *c, int argc, char **argv);
/* The commands in name's executor whose tag is tag (NULL: all of them):
** how many still run (starting or running).  With sig, each that runs or
** left processes behind is sent sig (TERM and KILL return once none of
** its processes is left: TERM turns into KILL after [exec] kill_grace).
** With live, each of those is appended to it ({"id", "argv", "state",
** "detached", "tag"}): what sig ended, or what a stop of the executor
** would.  0 with no executor; -ETIMEDOUT (said) when it does not answer
** within [fs] stop_wait. */
int ctl_exec_tagged(ctl *c, const char *name, const char *tag, int sig, struct json_t *live);
/* One line to f for each command of ctl_exec_tagged's live list:
** "ended ID (detached|turn N|TAG): ARGV", its argv escaped. */
void ctl_exec_ended_print(FILE *f, struct json_t *ended);
int ctl_preview_args(int argc, char **argv, int64_t *port, int64_t *hport);
int ctl_cmd_ps(ctl *c, int argc, char **argv);
int ctl_cmd_logs(ctl *c, int argc, char **argv);
int ctl_cmd_wait(ctl *c, int argc, char **argv);
int ctl_cmd_kill(ctl *c, int argc, char **argv);
int ctl_cmd_preview(ctl *c, int argc, char **argv);
/* preview, its request sent again as exec's (ctl_exec_run) */
int ctl_preview_run(ctl *c, int argc, char **argv, int (*wake)(ctl *c, const char *name));
/* Start sbxexec for a sandbox whose workspace is mounted at `workspace`;
** returns once it answers on its socket.  0 or -errno (message printed). */
int ctl_exec_daemon_start(ctl *c, const char *name, const char *workspace);
/* Stop it: every process of the sandbox ends.  0 or -errno. */
int ctl_exec_daemon_stop(ctl *c, const char *name);

/* tools/cmd_store.c: store check, and [store] as an S3 client's config
** (returns 1 when url is s3://, 0 for a local directory store). */
struct snap_s3_conf;
int ctl_cmd_store(ctl *c, int argc, char **argv);
int ctl_store_s3_conf(ctl *c, struct snap_s3_conf *out);
/* Open [store]: a local directory, or a bucket with this host's chunk
** store in [store] cache_dir.  Prints why on failure; 0 or -errno.  In a
** reap round (c->round.on) the first failure is kept in c->round (down,
** why), not said, and every open after it fails at once with it. */
struct snap_store;
int ctl_store_open(ctl *c, struct snap_store **out);
/* name's snapshots in the store, oldest first (the store opened and
** closed here); *v malloc'd.  0 or -errno. */
struct snap_info;
int ctl_store_snaps(ctl *c, const char *name, struct snap_info **v, size_t *n);
/* Whether the store has a sandbox name: 1 (snapshots of it), 2 (only
** its record catalog/NAME), 0, or -errno when it cannot say (said on
** stderr; never take it for "no"). */
int ctl_store_has(ctl *c, const char *name);
/* A command that frees room (cmd: "gc", "delete", ...) is about to run:
** on a local store whose disk has less than [store] reserve free,
** STORE/reserve goes (said), so that it can (cmd_store.c). */
void ctl_store_room(ctl *c, const char *cmd);
/* The directory of this host's chunk store: the store itself when local,
** [store] cache_dir (default STATE/cache) for S3.  Malloc'd. */
char *ctl_store_chunk_dir(ctl *c);
/* Make the chunk store's directory: an S3 store's cache always; a local
** store only when deliberate (store init) or while this state dir holds
** no sandbox (else a missing store is said, not made: STORE.md).  0 or
** -errno. */
int ctl_store_make(ctl *c, int deliberate);
/* Does the local store's directory hold a store (index.db, or packs whose
** index is lost: ctl_store_open names that)?  For cmd (gc), which never
** makes one: 1, 0 after saying it holds none (an empty mount point: a
** store made there is hidden by the mount), -errno after saying why.
** An S3 store's cache is made as needed: 1. */
int ctl_store_there(ctl *c, const char *cmd);
/* Quietly: 1 when a local store is not made yet: its directory holds no
** store (no index.db, no pack; or is not there) and this state dir holds
** no sandbox (one that does names chunks there: a store lost under it);
** else 0 (an S3 store: 0). */
int ctl_store_absent(ctl *c);

#endif
