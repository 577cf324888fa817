/* catalog.h: sbxctl's catalog of tenants, sandboxes, agents, attachments,
** turns (which are also the queue) and the audit history.
**
** One SQLite file, STATE/catalog.db (WAL, busy timeout), behind the calls
** below only, so that a shared database can replace it for a fleet.
** Every call is 0 or -errno and never prints; -ENOENT for a missing row,
** -EEXIST for a duplicate.  Times are milliseconds since the epoch.
*/
#ifndef SBX_CATALOG_H
#define SBX_CATALOG_H

#include <stddef.h>
#include <stdint.h>

typedef struct ctl_cat ctl_cat;

#define CTL_NAME_MAX 65                 /* sbx_name_ok(): 64 + NUL */
#define CTL_SNAP_MAX 65

/* -ENOTEMPTY: state_dir exists, holds no catalog.db and holds what sbx
** does not keep there: not sbx's, no catalog is made in it (catalog.c (7)).
** -EPROTONOSUPPORT: a newer sbx's catalog, not opened (catalog.c (8)). */
int  ctl_cat_open(const char *state_dir, ctl_cat **out);
/* Is state_dir one sbx may make its catalog in (catalog.c (7))?  0 (also
** when it is not there, or holds catalog.db), -ENOTEMPTY with entry set
** to one name in it that is not sbx's, or -errno when it cannot be read. */
int  ctl_cat_dir_check(const char *state_dir, char *entry, size_t n);
void ctl_cat_close(ctl_cat *k);
int64_t ctl_cat_now(void);              /* ms since the epoch */

/* A write transaction taken at once (BEGIN IMMEDIATE): what is read
** inside it stays true until commit.  rollback is a no-op outside one. */
int ctl_cat_begin(ctl_cat *k);
int ctl_cat_commit(ctl_cat *k);
void ctl_cat_rollback(ctl_cat *k);

/* ---- tenants and agents ---- */
int ctl_cat_tenant_add(ctl_cat *k, const char *name);          /* exists: 0 */
int ctl_cat_tenant_new(ctl_cat *k, const char *name);          /* exists: -EEXIST */
int ctl_cat_tenant_list(ctl_cat *k, char ***names, size_t *n);
int ctl_cat_agent_add(ctl_cat *k, const char *name, const char *tenant);
int ctl_cat_agent_tenant(ctl_cat *k, const char *name, char tenant[CTL_NAME_MAX]);
/* agents with tenant and sandbox ("" when free) as "NAME\tTENANT\tSANDBOX" */
int ctl_cat_agent_list(ctl_cat *k, char ***rows, size_t *n);
/* Remove a tenant: -ENOENT none; -EBUSY while sandboxes or agents are of
** it (how many of each in *sandboxes, *agents). */
int ctl_cat_tenant_del(ctl_cat *k, const char *name, int64_t *sandboxes, int64_t *agents);
/* Remove an agent, detaching it from its sandbox (in sandbox, "" none):
** -ENOENT none; -EBUSY while a turn of that sandbox, or one queued for
** the agent, is queued, running or ending (the lowest id in *turn). */
int ctl_cat_agent_del(ctl_cat *k, const char *name, char sandbox[CTL_NAME_MAX], int64_t *turn);

/* ---- sandboxes ---- */
typedef struct ctl_sandbox {
        char    name[CTL_NAME_MAX];
        char    tenant[CTL_NAME_MAX];
        char   *labels;                 /* owned; a JSON object */
        char   *limits;                 /* owned; a JSON object */
        char    state[16];              /* created waking ready sleeping stopped failed deleting */
        char    error[256];             /* why it failed, "" */
        int64_t created, updated;
        int64_t active;                 /* last operation that needed it */
        char    last_capture[CTL_SNAP_MAX];
        int64_t last_capture_at;
        char    agent[CTL_NAME_MAX];    /* attached agent, "" */
        int     recorded;               /* its record was in the store: written by its
                                           create, fork or import, the one it was adopted
                                           from, found by a wake or update, or written
                                           here since (0: a row of before sbxctl kept
                                           this) */
        int     capture_fails;          /* reap's interval captures failed in a row */
        int64_t capture_retry;          /* and when it tries the next (0: none) */
} ctl_sandbox;
void ctl_cat_sandbox_free(ctl_sandbox *s);      /* the owned fields */

int ctl_cat_sandbox_add(ctl_cat *k, const ctl_sandbox *s);
int ctl_cat_sandbox_get(ctl_cat *k, const char *name, ctl_sandbox *out);
/* Write tenant, labels, limits and updated of s->name. */
int ctl_cat_sandbox_update(ctl_cat *k, const ctl_sandbox *s);
/* Rename the sandbox and every row that names it. */
int ctl_cat_sandbox_rename(ctl_cat *k, const char *name, const char *newname);
/* Set the state (and error); "deleting" stays once set: only the row's
** removal ends it (-ENOENT then, as for no row). */
int ctl_cat_sandbox_set_state(ctl_cat *k, const char *name, const char *state,
                              const char *error);
int ctl_cat_sandbox_touch(ctl_cat *k, const char *name);
/* Set recorded: its record is in the store now (0 if no row). */
int ctl_cat_sandbox_recorded(ctl_cat *k, const char *name);
int ctl_cat_sandbox_captured(ctl_cat *k, const char *name, const char *snap);
/* Set reap's back-off of name's interval captures: fails in a row, the
** next try at retry (0, 0: none). */
int ctl_cat_sandbox_backoff(ctl_cat *k, const char *name, int fails, int64_t retry);
/* Set every stamp reap measures from (sandboxes' active and
** last_capture_at, running turns' active) that is later than now to now:
** after a wall clock stepped back, idle_timeout, turn_timeout and
** capture_interval start again from this call, not from an hour ahead. */
int ctl_cat_clamp(ctl_cat *k, int64_t now);
/* Remove the sandbox, its attachment and turns (the audit stays). */
int ctl_cat_sandbox_del(ctl_cat *k, const char *name);
int ctl_cat_sandbox_list(ctl_cat *k, ctl_sandbox **v, size_t *n);
/* The sandbox's uid slot, below count: its own, else the lowest free
 * one, taken (slots of sandboxes no longer in the catalog are free);
 * -EUSERS when all count are taken.  A slot for which taken(slot, arg)
 * says 1 is not given, and its own such one is given up (another state
 * dir's sandbox runs as its uid on this host: sbx_uid_claimed). */
int ctl_cat_uid_slot(ctl_cat *k, const char *sandbox, int64_t count,
                     int (*taken)(int64_t slot, void *arg), void *arg, int64_t *slot);
/* Its slot, if it has one (-ENOENT: not started since it has uids). */
int ctl_cat_uid_slot_of(ctl_cat *k, const char *sandbox, int64_t *slot);
void ctl_cat_sandbox_list_free(ctl_sandbox *v, size_t n);

/* ---- attachments: a sandbox has at most one agent, an agent at most
** one sandbox, both of one tenant.  -EBUSY: the sandbox has another
** agent; -EALREADY: the agent has another sandbox; -EXDEV: tenants differ;
** -ESHUTDOWN: the sandbox is being deleted. */
int ctl_cat_attach(ctl_cat *k, const char *sandbox, const char *agent);
int ctl_cat_detach(ctl_cat *k, const char *sandbox);            /* none: 0 */

/* ---- turns: the queue is the turns in state "queued", by id ---- */
#define CTL_RESULT_MAX 1024     /* a result's bytes, its NUL too */
typedef struct ctl_turn {
        int64_t id;
        char    sandbox[CTL_NAME_MAX];
        char    agent[CTL_NAME_MAX];    /* attached when it was queued */
        char    state[16];              /* queued running ending ended failed
                                           cancelled timeout abandoned expired */
        int     pid;                    /* the waiting client, while queued */
        int64_t pid_start;              /* its start time (/proc stat field 22) */
        int64_t enqueued, started, ended;
        int64_t active;                 /* last operation in it */
        char    before[CTL_SNAP_MAX];   /* snapshot when it began */
        char    after[CTL_SNAP_MAX];    /* snapshot when it ended */
        char    result[CTL_RESULT_MAX];     /* turn end --result, or why it ended */
        char    how[16];                /* while ending: the state it ends in */
} ctl_turn;
int ctl_cat_turn_add(ctl_cat *k, ctl_turn *t);                  /* sets t->id */
int ctl_cat_turn_get(ctl_cat *k, int64_t id, ctl_turn *out);
int ctl_cat_turn_put(ctl_cat *k, const ctl_turn *t);            /* by id */
/* Mark an operation in a running turn: -ESTALE unless it is running. */
int ctl_cat_turn_touch(ctl_cat *k, int64_t id);
/* Turns by id; sandbox and state may be NULL (any).  states: a list
** separated by spaces ("queued running"). */
int ctl_cat_turn_list(ctl_cat *k, const char *sandbox, const char *states,
                      ctl_turn **v, size_t *n);
/* The same, one row at a time to fn (t lives for the call), none kept; a
** non-zero return of fn stops there, its value returned when negative. */
int ctl_cat_turn_each(ctl_cat *k, const char *sandbox, const char *states,
                      int (*fn)(void *arg, const ctl_turn *t), void *arg);

/* ---- audit: who ran which command, in which turn, with what exit ---- */
typedef struct ctl_audit {
        int64_t id, at, ended, turn;    /* turn 0: none */
        char    sandbox[CTL_NAME_MAX];
        char    user[64];
        char   *command;                /* owned */
        int     pid;
        int64_t pid_start;
        int     done, exit;             /* exit is valid once done */
} ctl_audit;
int ctl_cat_audit_add(ctl_cat *k, const char *sandbox, int64_t turn, const char *command,
                      int64_t *id);
int ctl_cat_audit_done(ctl_cat *k, int64_t id, int exit);
/* sandbox NULL: all; turn 0: any; open_only: not done yet. */
int ctl_cat_audit_list(ctl_cat *k, const char *sandbox, int64_t turn, int open_only,
                       ctl_audit **v, size_t *n);
void ctl_cat_audit_list_free(ctl_audit *v, size_t n);
/* The same, one row at a time to fn (a and its command live for the
** call), none kept; a non-zero return of fn stops there, its value
** returned when negative.  born: the rows of the sandbox created then
** only (catalog.c (9)); 0: of any. */
int ctl_cat_audit_each(ctl_cat *k, const char *sandbox, int64_t turn, int open_only,
                       int64_t born, int (*fn)(void *arg, const ctl_audit *a), void *arg);

/* ---- the exec journal: audit rows written without the catalog ----
** exec's fast path (cmd_turn.c) opens no catalog: it records its command
** in a file of STATE/journal/ (one per exec: a begin line, an end line
** with the exit), and whoever opens the catalog next folds the files into
** audit rows and the sandbox's last activity (ctl_cat_fold). */
/* Write the begin record; *path (malloc'd) names the file for the end.
** born: the sandbox's created (catalog.c (9)), 0 if not known. */
int ctl_journal_begin(const char *state_dir, const char *sandbox, int64_t born,
                      const char *command, char **path);
int ctl_journal_end(const char *path, int exit);
/* Fold STATE/journal/ into the catalog; ctl_cat_open does it too.  The
** number of records folded, or -errno. */
int ctl_cat_fold(ctl_cat *k, const char *state_dir);

/* Start time of a process (clock ticks since boot), 0 if it is gone:
** a pid plus its start time names one process even after pid reuse. */
int64_t ctl_proc_start(int pid);
/* When process pid started (Unix seconds, rounded down): 0 if it is
** gone, -1 if it runs and /proc cannot say when. */
int64_t ctl_proc_started(int pid);
/* Is the process (pid, start) still the one alive? */
int ctl_proc_alive(int pid, int64_t start);

#endif
