/* catalog.c: the catalog in SQLite (see catalog.h).
**
** STATE/catalog.db, in WAL mode so that status and list read while a turn
** is admitted, with a busy timeout so that writers queue instead of failing.
** Schema (user_version 7; 1 -> 2 adds turns.how and uid_slots, 2 -> 3 the
** audit's indexes for open rows and turns, 3 -> 4 turns_live, 4 -> 5
** sandboxes.recorded, 0 in the rows there were, 5 -> 6
** sandboxes.capture_fails and capture_retry, 0: no back-off, 6 -> 7
** audit.born, (9)):
**      tenants(name)
**      agents(name, tenant)
**      sandboxes(name, tenant, labels, limits, state, error, created,
**                updated, active, last_capture, last_capture_at, recorded,
**                capture_fails, capture_retry)
**      attachments(sandbox UNIQUE, agent UNIQUE)
**      turns(id, sandbox, agent, state, pid, pid_start, enqueued, started,
**            ended, active, before, after, result, how)
**      audit(id, at, ended, sandbox, turn, user, command, pid, pid_start, exit,
**            born)
**      uid_slots(slot, sandbox UNIQUE)
**
** (1) Uniqueness of attachments is the schema's: UNIQUE(sandbox) and
**     UNIQUE(agent), so two racing attaches cannot both win.
** (2) Whatever must be decided on a consistent view (admission, attach)
**     runs between ctl_cat_begin() (BEGIN IMMEDIATE: the write lock is
**     taken first, so no other writer slips between read and write) and
**     ctl_cat_commit().
** (3) A turn row is never deleted while its sandbox exists: the queue's
**     order is the turns' ids, which only grow (AUTOINCREMENT).
** (4) A connection is read-write or refused: a user who may not write the
**     catalog gets -EACCES (sbxctl then runs exec without it).
** (5) Every sbxctl is a short-lived process, usually the only one with the
**     catalog open.  SQLite's default at the last close (checkpoint, fsync
**     the WAL and the database, delete -wal and -shm; at the next open
**     create them again and fsync the directory) cost an exec 4 fsyncs.
**     So the WAL and its index persist (SQLITE_FCNTL_PERSIST_WAL) and a
**     close does not checkpoint (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE): the
**     automatic checkpoint does it, in whichever writer passes
**     CTL__WAL_PAGES pages of WAL.  That mark is low (an exec writes ~8)
**     because a process opening the catalog alone rebuilds the WAL's
**     index by reading all of it.  With synchronous=NORMAL a commit writes
**     the WAL without fsync: it survives the process, not a power cut.
** (6) The exec journal (STATE/journal/<at>.<pid>, one file per exec of
**     the fast path: a begin line, later an end line, JSON) is folded in
**     one transaction: a record becomes its audit row (found again by
**     at, pid, pid_start and sandbox, so a fold repeated after a crash
**     adds nothing twice) and the sandbox's activity; a file goes only
**     after the commit, once its exec ended or its process is gone (then
**     the row stays open, "lost", as when sbxctl is killed).  Gone is
**     found after a read, so the file is read again then: an exec that
**     wrote its end and exited in between is not taken for lost.  Live
**     ones stay for the next fold to complete.  So no exec is lost, none
**     counted twice, and an exec under way is an open row after any fold.
** (7) A catalog is made only in a directory that is sbx's: a new one
**     (made here), or one that holds nothing but what sbx keeps there
**     (ctl_cat_dir_check).  sbxctl makes its state dir private (0700,
**     cmd_sandbox.c (11)) once the catalog opens, so an existing
**     directory of other files named by state_dir (/srv, /var/lib) was
**     taken over, its other users shut out; it is refused instead.
** (8) A catalog whose user_version is newer than this build's (a newer
**     sbx upgraded it; this one was installed again) is not opened,
**     -EPROTONOSUPPORT: rows written here would lack what that build
**     keeps in its columns (as `recorded` of version 5), nor is it
**     migrated down.
** (9) A name may be a sandbox's, deleted, then another's (of another
**     tenant maybe), and a rename moves a sandbox onto a name deleted
**     before: an audit row says whose it is by `born`, the `created` of
**     the sandbox of its name when it was written (the delete's own row
**     is the deleted one's; 0: no sandbox had the name).  A sandbox's
**     `created` never changes, so history shows a sandbox its own rows
**     (born = its created) and a rename takes those along, not the rows
**     of the deleted ones that had either name.  An exec journaled (6)
**     carries the created its ready file gave (cmd_sandbox.c (6)), so
**     one folded after its sandbox was deleted and the name made again
**     is not the new one's, nor its activity, and one folded after a
**     rename goes to the sandbox's new name; a record without it (an
**     older sbxctl's) is born of a sandbox created at or before its
**     `at` only.  A row of born 0 written since a sandbox's create is
**     taken for its own (history, rename): an older sbxctl still running
**     (the host service's loop) writes rows without born into a catalog
**     a newer one migrated.  The rows of before version 7 are stamped by
**     the migration by time as well: the rows of a name since its
**     sandbox's create are taken for its own (a rename onto a deleted
**     name then cannot be told; those rows stay with it).  Time is each
**     host's clock, and a sandbox taken from the store's record keeps the
**     created of the host that made it: rows by time only (of before
**     version 7, or an older sbxctl's) on a host whose clock is behind
**     that one's, written within the difference of the two, are not
**     taken for the sandbox's.
*/
#include "catalog.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <jansson.h>
#include <pwd.h>
#include <stdarg.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/stat.h>
#include <unistd.h>

#define CTL__WAL_PAGES "100"             /* (5) */

struct ctl_cat {
        sqlite3 *db;                    /* owned */
        int      in_tx;
};

static const char ctl__schema[] =
        "CREATE TABLE IF NOT EXISTS tenants(name TEXT PRIMARY KEY, created INTEGER NOT NULL);"
        "CREATE TABLE IF NOT EXISTS agents(name TEXT PRIMARY KEY, tenant TEXT NOT NULL,"
        "  created INTEGER NOT NULL);"
        "CREATE TABLE IF NOT EXISTS sandboxes(name TEXT PRIMARY KEY, tenant TEXT NOT NULL,"
        "  labels TEXT NOT NULL DEFAULT '{}', limits TEXT NOT NULL DEFAULT '{}',"
        "  state TEXT NOT NULL, error TEXT NOT NULL DEFAULT '',"
        "  created INTEGER NOT NULL, updated INTEGER NOT NULL, active INTEGER NOT NULL DEFAULT 0,"
        "  last_capture TEXT NOT NULL DEFAULT '', last_capture_at INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE IF NOT EXISTS attachments(sandbox TEXT NOT NULL UNIQUE,"
        "  agent TEXT NOT NULL UNIQUE, since INTEGER NOT NULL);"
        "CREATE TABLE IF NOT EXISTS turns(id INTEGER PRIMARY KEY AUTOINCREMENT,"
        "  sandbox TEXT NOT NULL, agent TEXT NOT NULL DEFAULT '', state TEXT NOT NULL,"
        "  pid INTEGER NOT NULL DEFAULT 0, pid_start INTEGER NOT NULL DEFAULT 0,"
        "  enqueued INTEGER NOT NULL, started INTEGER NOT NULL DEFAULT 0,"
        "  ended INTEGER NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 0,"
        "  before TEXT NOT NULL DEFAULT '', after TEXT NOT NULL DEFAULT '',"
        "  result TEXT NOT NULL DEFAULT '');"
        "CREATE INDEX IF NOT EXISTS turns_state ON turns(state, id);"
        "CREATE INDEX IF NOT EXISTS turns_sandbox ON turns(sandbox, id);"
        "CREATE TABLE IF NOT EXISTS audit(id INTEGER PRIMARY KEY AUTOINCREMENT,"
        "  at INTEGER NOT NULL, ended INTEGER NOT NULL DEFAULT 0, sandbox TEXT NOT NULL,"
        "  turn INTEGER NOT NULL DEFAULT 0, user TEXT NOT NULL, command TEXT NOT NULL,"
        "  pid INTEGER NOT NULL, pid_start INTEGER NOT NULL, exit INTEGER);"
        "CREATE INDEX IF NOT EXISTS audit_sandbox ON audit(sandbox, id);"
        "PRAGMA user_version = 1;";
/* version 2 (with turns.how, added by ctl_cat_open) */
static const char ctl__schema_2[] =
        "CREATE TABLE IF NOT EXISTS uid_slots(slot INTEGER PRIMARY KEY,"
        "  sandbox TEXT NOT NULL UNIQUE);"
        "PRAGMA user_version = 2;";
/* version 3: what turn end and reap ask of the audit (ctl_cat_audit_list):
 * a sandbox's open rows, a turn's rows */
static const char ctl__schema_3[] =
        "CREATE INDEX IF NOT EXISTS audit_open ON audit(sandbox, id) WHERE exit IS NULL;"
        "CREATE INDEX IF NOT EXISTS audit_turn ON audit(turn, id);"
        "PRAGMA user_version = 3;";
/* version 4: what admission, status, list, reap, idle and prune ask of the
 * turns (ctl_cat_turn_list): a sandbox's turns in some states, without
 * reading its whole history */
static const char ctl__schema_4[] =
        "CREATE INDEX IF NOT EXISTS turns_live ON turns(sandbox, state, id);"
        "PRAGMA user_version = 4;";

/* version 5 (with sandboxes.recorded, added by ctl_cat_open): the row's
 * record was seen in the store (catalog.h); the rows of before say 0 */
static const char ctl__schema_5[] = "PRAGMA user_version = 5;";
/* version 6 (with sandboxes.capture_fails and capture_retry, added by
 * ctl_cat_open): reap's back-off of interval captures (catalog.h), kept
 * from one reap process to the next; the rows of before have none */
static const char ctl__schema_6[] = "PRAGMA user_version = 6;";
/* The born of a row of sandbox ?S written at ?A (9): the created of the
 * sandbox of that name, if made by then; 0 if none. */
#define CTL__BORN(S, A) "coalesce((SELECT b.created FROM sandboxes b WHERE b.name = " S \
        " AND b.created <= " A "), 0)"
/* version 7 (with audit.born, added by ctl_cat_open): whose row (9), the
 * rows there were stamped once (not again by a second open that raced
 * this one's migration: its stamps since then stand) */
static const char ctl__schema_7[] =
        "UPDATE audit SET born = " CTL__BORN("audit.sandbox", "audit.at")
        " WHERE (SELECT user_version FROM pragma_user_version) < 7 AND"
        " sandbox IN (SELECT name FROM sandboxes);"
        "PRAGMA user_version = 7;";
#define CTL__SCHEMA_VERSION 7   /* the newest above: ctl_cat_open migrates to it */

/* rc of a call on db as -errno: what the catalog's rows mean (a name
 * taken, a file we may not write), else what any SQLite failure does
 * (sbx_sqlite_errno: a full disk ENOSPC, locked EBUSY) */
static int ctl__err(sqlite3 *db, int rc)
{
        switch (rc & 0xff) {
        case SQLITE_OK: case SQLITE_DONE: case SQLITE_ROW: return 0;
        case SQLITE_CONSTRAINT: return -EEXIST;
        case SQLITE_NOMEM: return -ENOMEM;
        case SQLITE_CANTOPEN: case SQLITE_PERM: case SQLITE_READONLY: return -EACCES;
        default: return sbx_sqlite_errno(db, rc);
        }
}

int64_t ctl_cat_now(void)
{
        return sbx_now_ns() / 1000000;
}

/* What sbx keeps in a state dir: a catalog wiped (or not made yet)
 * leaves these.  "store" and "cache": the default chunk stores. */
static int ctl__state_entry(const char *dir, const char *name)
{
        static const char *const ours[] = {
                ".", "..", "catalog.db-wal", "catalog.db-shm", "catalog.db-journal", "sandboxes",
                "locks", "journal", "cache", "store", "host-id", "lost+found",
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(ours); i++)
                if (!strcmp(name, ours[i]))
                        return 1;
        if (!strncmp(name, "host-id.", 8))
                return 1;                               /* one made, not yet linked */
        sbx_autofree char *idx = sbx_asprintf("%s/%s/index.db", dir, name);
        struct stat st;
        return stat(idx, &st) == 0;                     /* a local store named otherwise */
}

int ctl_cat_dir_check(const char *state_dir, char *entry, size_t n)
{
        sbx_autofree char *path = sbx_asprintf("%s/catalog.db", state_dir);
        struct stat st;
        if (entry && n)
                entry[0] = 0;
        if (stat(path, &st) == 0 || errno != ENOENT)
                return 0;       /* there (or not ours to say: its open tells) */
        DIR *d = opendir(state_dir);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        struct dirent *e;
        int rc = 0;
        while (!rc && (e = readdir(d)))
                if (!ctl__state_entry(state_dir, e->d_name)) {
                        if (entry && n)
                                snprintf(entry, n, "%s", e->d_name);
                        rc = -ENOTEMPTY;
                }
        closedir(d);
        return rc;
}

/* A migration that adds table's column (of type decl), then runs sql (its
 * new user_version; NULL: none, a column of several), new catalogs too,
 * under the write lock: the column may be there already (another open
 * migrated meanwhile, or a build that added it without the version).
 * An SQLite rc. */
static int ctl__migrate(sqlite3 *db, const char *table, const char *column, const char *decl,
                        const char *sql)
{
        int rc = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
        sbx_autofree char *probe = sbx_asprintf("SELECT %s FROM %s LIMIT 0", column, table);
        sbx_autofree char *add = sbx_asprintf("ALTER TABLE %s ADD COLUMN %s %s", table, column, decl);
        sqlite3_stmt *st;
        if (rc == SQLITE_OK && sqlite3_prepare_v2(db, probe, -1, &st, NULL) == SQLITE_OK)
                sqlite3_finalize(st);
        else if (rc == SQLITE_OK)
                rc = sqlite3_exec(db, add, NULL, NULL, NULL);
        if (rc == SQLITE_OK && sql)
                rc = sqlite3_exec(db, sql, NULL, NULL, NULL);
        return rc == SQLITE_OK ? sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) :
               (sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL), rc);
}

int ctl_cat_open(const char *state_dir, ctl_cat **out)
{
        sbx_autofree char *path = sbx_asprintf("%s/catalog.db", state_dir);
        ctl_cat *k = sbx_calloc(1, sizeof *k);
        struct stat st;
        int rc = 0;
        if (stat(state_dir, &st) < 0) {
                /* private (cmd_sandbox.c (11)); its parents as before */
                if ((rc = sbx_mkdir_p(state_dir, 0755)) == 0 && chmod(state_dir, 0700) < 0)
                        rc = -errno;
                if (rc < 0) {
                        free(k);
                        return rc;
                }
        } else if ((rc = ctl_cat_dir_check(state_dir, NULL, 0)) < 0) {     /* (7) */
                free(k);
                return rc;
        }
        sbx_private_db(path);           /* command lines: (4) EACCES for others */
        rc = sqlite3_open_v2(path, &k->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                             SQLITE_OPEN_NOMUTEX, NULL);
        int rofs = 0;                   /* a read-only file system: said so, not EACCES */
        if (rc == SQLITE_OK && sqlite3_db_readonly(k->db, "main") == 1) {
                struct statvfs vf;
                rc = SQLITE_READONLY;           /* (4): a user who cannot write it */
                rofs = statvfs(state_dir, &vf) == 0 && (vf.f_flag & ST_RDONLY);
        }
        if (rc == SQLITE_OK) {
                int one = 1;
                sqlite3_busy_timeout(k->db, 30000);
                /* (5) */
                sqlite3_db_config(k->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, NULL);
                sqlite3_file_control(k->db, "main", SQLITE_FCNTL_PERSIST_WAL, &one);
        }
        int version = 0;
        if (rc == SQLITE_OK) {
                sqlite3_stmt *st;
                if (sqlite3_prepare_v2(k->db, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK) {
                        if (sqlite3_step(st) == SQLITE_ROW)
                                version = sqlite3_column_int(st, 0);
                        sqlite3_finalize(st);
                }
        }
        /* (8) a newer build's catalog: before the pragmas below (its
         * journal mode is that build's to set) */
        if (rc == SQLITE_OK && version > CTL__SCHEMA_VERSION) {
                sqlite3_close(k->db);
                free(k);
                return -EPROTONOSUPPORT;
        }
        if (rc == SQLITE_OK)
                rc = sqlite3_exec(k->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                                  "PRAGMA wal_autocheckpoint=" CTL__WAL_PAGES ";"
                                  "PRAGMA foreign_keys=OFF;", NULL, NULL, NULL);
        if (rc == SQLITE_OK && version < 1) {
                /* Two first opens race to make the schema: one waits. */
                rc = sqlite3_exec(k->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
                if (rc == SQLITE_OK) {
                        rc = sqlite3_exec(k->db, ctl__schema, NULL, NULL, NULL);
                        rc = rc == SQLITE_OK ? sqlite3_exec(k->db, "COMMIT", NULL, NULL, NULL) :
                             (sqlite3_exec(k->db, "ROLLBACK", NULL, NULL, NULL), rc);
                }
        }
        if (rc == SQLITE_OK && version < 2)
                rc = ctl__migrate(k->db, "turns", "how", "TEXT NOT NULL DEFAULT ''", ctl__schema_2);
        for (int v = 3; v <= 4 && rc == SQLITE_OK; v++) {
                if (version >= v)
                        continue;
                rc = sqlite3_exec(k->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
                if (rc == SQLITE_OK)
                        rc = sqlite3_exec(k->db, v == 3 ? ctl__schema_3 : ctl__schema_4, NULL, NULL,
                                          NULL);
                rc = rc == SQLITE_OK ? sqlite3_exec(k->db, "COMMIT", NULL, NULL, NULL) :
                     (sqlite3_exec(k->db, "ROLLBACK", NULL, NULL, NULL), rc);
        }
        if (rc == SQLITE_OK && version < 5)
                rc = ctl__migrate(k->db, "sandboxes", "recorded", "INTEGER NOT NULL DEFAULT 0",
                                  ctl__schema_5);
        if (rc == SQLITE_OK && version < 6)
                rc = ctl__migrate(k->db, "sandboxes", "capture_fails", "INTEGER NOT NULL DEFAULT 0",
                                  NULL);
        if (rc == SQLITE_OK && version < 6)
                rc = ctl__migrate(k->db, "sandboxes", "capture_retry", "INTEGER NOT NULL DEFAULT 0",
                                  ctl__schema_6);
        if (rc == SQLITE_OK && version < 7)
                rc = ctl__migrate(k->db, "audit", "born", "INTEGER NOT NULL DEFAULT 0",
                                  ctl__schema_7);
        if (rc != SQLITE_OK) {
                int e = rofs ? -EROFS : ctl__err(k->db, rc);
                sqlite3_close(k->db);
                free(k);
                return e;
        }
        /* (6), but not at any cost: a command that only reads must not
         * wait long behind a writer; reap folds again before it judges */
        sqlite3_busy_timeout(k->db, 1000);
        ctl_cat_fold(k, state_dir);
        sqlite3_busy_timeout(k->db, 30000);
        *out = k;
        return 0;
}

void ctl_cat_close(ctl_cat *k)
{
        if (!k)
                return;
        sqlite3_close(k->db);
        free(k);
}

int ctl_cat_begin(ctl_cat *k)
{
        int rc = sqlite3_exec(k->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
        if (rc == SQLITE_OK)
                k->in_tx = 1;
        return ctl__err(k->db, rc);
}

int ctl_cat_commit(ctl_cat *k)
{
        int rc = sqlite3_exec(k->db, "COMMIT", NULL, NULL, NULL);
        if (rc == SQLITE_OK)
                k->in_tx = 0;
        else
                ctl_cat_rollback(k);
        return ctl__err(k->db, rc);
}

void ctl_cat_rollback(ctl_cat *k)
{
        if (k->in_tx)
                sqlite3_exec(k->db, "ROLLBACK", NULL, NULL, NULL);
        k->in_tx = 0;
}

/* ---- statements: prepare, bind by format, step ---- */
/* fmt: one letter per '?': s text, i int64, n int. */
static int ctl__prep(ctl_cat *k, sqlite3_stmt **st, const char *sql, const char *fmt, va_list ap)
{
        int rc = sqlite3_prepare_v2(k->db, sql, -1, st, NULL);
        if (rc != SQLITE_OK)
                return ctl__err(k->db, rc);
        for (int i = 0; fmt && fmt[i]; i++) {
                if (fmt[i] == 's')
                        rc = sqlite3_bind_text(*st, i + 1, va_arg(ap, const char *), -1, SQLITE_TRANSIENT);
                else if (fmt[i] == 'i')
                        rc = sqlite3_bind_int64(*st, i + 1, va_arg(ap, int64_t));
                else
                        rc = sqlite3_bind_int(*st, i + 1, va_arg(ap, int));
                if (rc != SQLITE_OK) {
                        sqlite3_finalize(*st);
                        return ctl__err(k->db, rc);
                }
        }
        return 0;
}

/* Run a statement with no rows.  Returns the rows changed or -errno. */
static int ctl__exec(ctl_cat *k, const char *sql, const char *fmt, ...)
{
        sqlite3_stmt *st;
        va_list ap;
        va_start(ap, fmt);
        int rc = ctl__prep(k, &st, sql, fmt, ap);
        va_end(ap);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        sqlite3_finalize(st);
        if (rc != SQLITE_DONE)
                return ctl__err(k->db, rc) ? ctl__err(k->db, rc) : -EIO;
        return sqlite3_changes(k->db);
}

/* Prepare a query; the caller steps and finalizes. */
static int ctl__query(ctl_cat *k, sqlite3_stmt **st, const char *sql, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        int rc = ctl__prep(k, st, sql, fmt, ap);
        va_end(ap);
        return rc;
}

static void ctl__col(sqlite3_stmt *st, int i, char *out, size_t n)
{
        const unsigned char *t = sqlite3_column_text(st, i);
        snprintf(out, n, "%s", t ? (const char *)t : "");
}

static char *ctl__coldup(sqlite3_stmt *st, int i)
{
        const unsigned char *t = sqlite3_column_text(st, i);
        return sbx_strdup(t ? (const char *)t : "");
}

/* Collect column 0 of every row as strings. */
static int ctl__strings(sqlite3_stmt *st, char ***out, size_t *n)
{
        char **v = NULL;
        size_t m = 0;
        int rc;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
                v = sbx_realloc(v, (m + 1) * sizeof *v);
                v[m++] = ctl__coldup(st, 0);
        }
        sqlite3_finalize(st);
        *out = v;
        *n = m;
        return rc == SQLITE_DONE ? 0 : ctl__err(NULL, rc);
}

/* ---- tenants and agents ---- */
int ctl_cat_tenant_add(ctl_cat *k, const char *name)
{
        int rc = ctl__exec(k, "INSERT OR IGNORE INTO tenants(name, created) VALUES(?, ?)", "si",
                           name, ctl_cat_now());
        return rc < 0 ? rc : 0;
}

int ctl_cat_tenant_new(ctl_cat *k, const char *name)
{
        int rc = ctl__exec(k, "INSERT INTO tenants(name, created) VALUES(?, ?)", "si",
                           name, ctl_cat_now());
        return rc < 0 ? rc : 0;
}

int ctl_cat_tenant_list(ctl_cat *k, char ***names, size_t *n)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT name FROM tenants ORDER BY name", NULL);
        return rc < 0 ? rc : ctl__strings(st, names, n);
}

/* The agent's row first, then its tenant's: a tenant delete between the
** two finds the agent and is refused, or goes first and the tenant is
** made again (ctl_cat_tenant_del).  So is a sandbox's. */
int ctl_cat_agent_add(ctl_cat *k, const char *name, const char *tenant)
{
        int rc = ctl__exec(k, "INSERT INTO agents(name, tenant, created) VALUES(?, ?, ?)", "ssi",
                           name, tenant, ctl_cat_now());
        if (rc >= 0)
                rc = ctl_cat_tenant_add(k, tenant);
        return rc < 0 ? rc : 0;
}

/* The one integer a query answers (0 when no row). */
static int ctl__int(ctl_cat *k, int64_t *out, const char *sql, const char *fmt, ...)
{
        sqlite3_stmt *st;
        va_list ap;
        va_start(ap, fmt);
        int rc = ctl__prep(k, &st, sql, fmt, ap);
        va_end(ap);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        *out = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
        sqlite3_finalize(st);
        return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : ctl__err(k->db, rc);
}

int ctl_cat_tenant_del(ctl_cat *k, const char *name, int64_t *sandboxes, int64_t *agents)
{
        int64_t there = 0;
        *sandboxes = *agents = 0;
        int rc = ctl_cat_begin(k);              /* checked and removed at once */
        if (rc == 0)
                rc = ctl__int(k, &there, "SELECT count(*) FROM tenants WHERE name = ?", "s", name);
        if (rc == 0)
                rc = ctl__int(k, sandboxes, "SELECT count(*) FROM sandboxes WHERE tenant = ?", "s", name);
        if (rc == 0)
                rc = ctl__int(k, agents, "SELECT count(*) FROM agents WHERE tenant = ?", "s", name);
        if (rc == 0 && !there)
                rc = -ENOENT;
        else if (rc == 0 && (*sandboxes || *agents))
                rc = -EBUSY;
        if (rc == 0 && (rc = ctl__exec(k, "DELETE FROM tenants WHERE name = ?", "s", name)) > 0)
                rc = 0;
        if (rc == 0)
                return ctl_cat_commit(k);
        ctl_cat_rollback(k);
        return rc;
}

int ctl_cat_agent_del(ctl_cat *k, const char *name, char sandbox[CTL_NAME_MAX], int64_t *turn)
{
        sqlite3_stmt *st;
        char tenant[CTL_NAME_MAX];
        *sandbox = 0;
        *turn = 0;
        int rc = ctl_cat_begin(k);              /* checked, detached, removed at once */
        if (rc == 0)
                rc = ctl_cat_agent_tenant(k, name, tenant);
        if (rc == 0 && (rc = ctl__query(k, &st, "SELECT sandbox FROM attachments WHERE agent = ?",
                                        "s", name)) == 0) {
                if (sqlite3_step(st) == SQLITE_ROW)
                        ctl__col(st, 0, sandbox, CTL_NAME_MAX);
                sqlite3_finalize(st);
        }
        /* a turn of its sandbox, or one queued while it was attached */
        if (rc == 0)
                rc = ctl__int(k, turn, "SELECT min(id) FROM turns WHERE state IN ('queued', "
                              "'running', 'ending') AND (agent = ? OR sandbox = ?)", "ss", name, sandbox);
        if (rc == 0 && *turn)
                rc = -EBUSY;
        if (rc == 0)
                rc = ctl__exec(k, "DELETE FROM attachments WHERE agent = ?", "s", name);
        if (rc >= 0)
                rc = ctl__exec(k, "DELETE FROM agents WHERE name = ?", "s", name);
        if (rc >= 0)
                return ctl_cat_commit(k);
        ctl_cat_rollback(k);
        return rc;
}

int ctl_cat_agent_tenant(ctl_cat *k, const char *name, char tenant[CTL_NAME_MAX])
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT tenant FROM agents WHERE name = ?", "s", name);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW)
                ctl__col(st, 0, tenant, CTL_NAME_MAX);
        sqlite3_finalize(st);
        return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? -ENOENT : ctl__err(k->db, rc);
}

int ctl_cat_agent_list(ctl_cat *k, char ***rows, size_t *n)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT a.name || char(9) || a.tenant || char(9) || "
                            "coalesce(t.sandbox, '') FROM agents a LEFT JOIN attachments t "
                            "ON t.agent = a.name ORDER BY a.name", NULL);
        return rc < 0 ? rc : ctl__strings(st, rows, n);
}

/* ---- sandboxes ---- */
void ctl_cat_sandbox_free(ctl_sandbox *s)
{
        free(s->labels);
        free(s->limits);
        s->labels = s->limits = NULL;
}

int ctl_cat_sandbox_add(ctl_cat *k, const ctl_sandbox *s)
{
        int rc = ctl__exec(k, "INSERT INTO sandboxes(name, tenant, labels, limits, state, "
                           "created, updated, active, recorded) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           "sssssiiii", s->name, s->tenant, s->labels ? s->labels : "{}",
                           s->limits ? s->limits : "{}", s->state, s->created, s->created,
                           s->created, (int64_t)(s->recorded != 0));
        if (rc >= 0)                    /* after: as ctl_cat_agent_add */
                rc = ctl_cat_tenant_add(k, s->tenant);
        return rc < 0 ? rc : 0;
}

#define CTL__SB_COLS "s.name, s.tenant, s.labels, s.limits, s.state, s.error, s.created, " \
        "s.updated, s.active, s.last_capture, s.last_capture_at, coalesce(a.agent, ''), " \
        "s.recorded, s.capture_fails, s.capture_retry " \
        "FROM sandboxes s LEFT JOIN attachments a ON a.sandbox = s.name"

static void ctl__sb_row(sqlite3_stmt *st, ctl_sandbox *s)
{
        memset(s, 0, sizeof *s);
        ctl__col(st, 0, s->name, sizeof s->name);
        ctl__col(st, 1, s->tenant, sizeof s->tenant);
        s->labels = ctl__coldup(st, 2);
        s->limits = ctl__coldup(st, 3);
        ctl__col(st, 4, s->state, sizeof s->state);
        ctl__col(st, 5, s->error, sizeof s->error);
        s->created = sqlite3_column_int64(st, 6);
        s->updated = sqlite3_column_int64(st, 7);
        s->active = sqlite3_column_int64(st, 8);
        ctl__col(st, 9, s->last_capture, sizeof s->last_capture);
        s->last_capture_at = sqlite3_column_int64(st, 10);
        ctl__col(st, 11, s->agent, sizeof s->agent);
        s->recorded = sqlite3_column_int(st, 12);
        s->capture_fails = sqlite3_column_int(st, 13);
        s->capture_retry = sqlite3_column_int64(st, 14);
}

int ctl_cat_sandbox_get(ctl_cat *k, const char *name, ctl_sandbox *out)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT " CTL__SB_COLS " WHERE s.name = ?", "s", name);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW)
                ctl__sb_row(st, out);
        sqlite3_finalize(st);
        return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? -ENOENT : ctl__err(k->db, rc);
}

int ctl_cat_sandbox_update(ctl_cat *k, const ctl_sandbox *s)
{
        int rc = ctl__exec(k, "UPDATE sandboxes SET tenant = ?, labels = ?, limits = ?, "
                           "updated = ? WHERE name = ?", "sssis", s->tenant, s->labels,
                           s->limits, ctl_cat_now(), s->name);
        return rc < 0 ? rc : rc == 0 ? -ENOENT : 0;
}

int ctl_cat_sandbox_rename(ctl_cat *k, const char *name, const char *newname)
{
        static const char *const sql[] = {
                "UPDATE sandboxes SET name = ?2, updated = ?3 WHERE name = ?1",
                "UPDATE attachments SET sandbox = ?2 WHERE sandbox = ?1 AND ?3 > 0",
                "UPDATE turns SET sandbox = ?2 WHERE sandbox = ?1 AND ?3 > 0",
                /* its own rows (9), not those of the deleted ones of
                 * its name; an older sbxctl's since its create too */
                "UPDATE audit SET sandbox = ?2, born = (SELECT created FROM sandboxes WHERE "
                "name = ?2) WHERE sandbox = ?1 AND ?3 > 0 AND (born = (SELECT created FROM "
                "sandboxes WHERE name = ?2) OR born = 0 AND at >= (SELECT created FROM "
                "sandboxes WHERE name = ?2))",
                "DELETE FROM uid_slots WHERE sandbox = ?2 AND ?1 <> ?2 AND ?3 > 0",
                "UPDATE uid_slots SET sandbox = ?2 WHERE sandbox = ?1 AND ?3 > 0",
        };
        int rc = ctl_cat_begin(k);              /* all the rows or none */
        for (size_t i = 0; rc == 0 && i < SBX_ARRAY_LEN(sql); i++) {
                rc = ctl__exec(k, sql[i], "ssi", name, newname, ctl_cat_now());
                if (i == 0 && rc == 0)
                        rc = -ENOENT;
                rc = rc < 0 ? rc : 0;
        }
        if (rc == 0)
                return ctl_cat_commit(k);
        ctl_cat_rollback(k);
        return rc;
}

int ctl_cat_sandbox_set_state(ctl_cat *k, const char *name, const char *state,
                              const char *error)
{
        /* a wake or sleep that held the lock while a delete claimed the
         * sandbox must not undo the claim: a delete cut short then stayed
         * undone (cmd_sandbox.c (4)) */
        int rc = ctl__exec(k, "UPDATE sandboxes SET state = ?1, error = ?2, updated = ?3 "
                           "WHERE name = ?4 AND (state <> 'deleting' OR ?1 = 'deleting')", "ssis",
                           state, error ? error : "", ctl_cat_now(), name);
        return rc < 0 ? rc : rc == 0 ? -ENOENT : 0;
}

int ctl_cat_sandbox_recorded(ctl_cat *k, const char *name)
{
        int rc = ctl__exec(k, "UPDATE sandboxes SET recorded = 1 WHERE name = ? AND recorded = 0",
                           "s", name);
        return rc < 0 ? rc : 0;
}

int ctl_cat_sandbox_touch(ctl_cat *k, const char *name)
{
        int rc = ctl__exec(k, "UPDATE sandboxes SET active = ? WHERE name = ?", "is",
                           ctl_cat_now(), name);
        return rc < 0 ? rc : 0;
}

int ctl_cat_sandbox_captured(ctl_cat *k, const char *name, const char *snap)
{
        int rc = ctl__exec(k, "UPDATE sandboxes SET last_capture = ?, last_capture_at = ? "
                           "WHERE name = ?", "sis", snap, ctl_cat_now(), name);
        return rc < 0 ? rc : 0;
}

int ctl_cat_sandbox_backoff(ctl_cat *k, const char *name, int fails, int64_t retry)
{
        int rc = ctl__exec(k, "UPDATE sandboxes SET capture_fails = ?, capture_retry = ? "
                           "WHERE name = ?", "iis", (int64_t)fails, retry, name);
        return rc < 0 ? rc : 0;
}

int ctl_cat_clamp(ctl_cat *k, int64_t now)
{
        static const char *const sql[] = {
                "UPDATE sandboxes SET active = ?1 WHERE active > ?1",
                "UPDATE sandboxes SET last_capture_at = ?1 WHERE last_capture_at > ?1",
                "UPDATE turns SET active = ?1 WHERE active > ?1 AND state = 'running'",
        };
        for (size_t i = 0; i < sizeof sql / sizeof *sql; i++) {
                int rc = ctl__exec(k, sql[i], "i", now);
                if (rc < 0)
                        return rc;
        }
        return 0;
}

int ctl_cat_sandbox_del(ctl_cat *k, const char *name)
{
        static const char *const sql[] = {
                "DELETE FROM attachments WHERE sandbox = ?",
                "DELETE FROM turns WHERE sandbox = ?",
                "DELETE FROM sandboxes WHERE name = ?",
                "DELETE FROM uid_slots WHERE sandbox = ?",
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(sql); i++) {
                int rc = ctl__exec(k, sql[i], "s", name);
                if (rc < 0)
                        return rc;
        }
        return 0;
}

int ctl_cat_sandbox_list(ctl_cat *k, ctl_sandbox **v, size_t *n)
{
        sqlite3_stmt *st;
        *v = NULL;
        *n = 0;
        int rc = ctl__query(k, &st, "SELECT " CTL__SB_COLS " ORDER BY s.name", NULL);
        if (rc < 0)
                return rc;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
                *v = sbx_realloc(*v, (*n + 1) * sizeof **v);
                ctl__sb_row(st, &(*v)[(*n)++]);
        }
        sqlite3_finalize(st);
        return rc == SQLITE_DONE ? 0 : ctl__err(k->db, rc);
}

void ctl_cat_sandbox_list_free(ctl_sandbox *v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                ctl_cat_sandbox_free(&v[i]);
        free(v);
}

/* ---- attachments ---- */
int ctl_cat_attach(ctl_cat *k, const char *sandbox, const char *agent)
{
        ctl_sandbox s;
        char tenant[CTL_NAME_MAX];
        int rc = ctl_cat_sandbox_get(k, sandbox, &s);
        if (rc < 0)
                return rc;
        ctl_cat_sandbox_free(&s);
        if (!strcmp(s.state, "deleting"))
                return -ESHUTDOWN;      /* its delete checked for no agent: keep it so */
        if ((rc = ctl_cat_agent_tenant(k, agent, tenant)) == -ENOENT)
                rc = ctl_cat_agent_add(k, agent, s.tenant);     /* a new agent: this tenant */
        else if (rc == 0 && strcmp(tenant, s.tenant))
                return -EXDEV;
        if (rc < 0)
                return rc;
        if (!strcmp(s.agent, agent))
                return 0;                                       /* already so */
        if (*s.agent)
                return -EBUSY;
        rc = ctl__exec(k, "INSERT INTO attachments(sandbox, agent, since) VALUES(?, ?, ?)", "ssi",
                       sandbox, agent, ctl_cat_now());
        return rc == -EEXIST ? -EALREADY : rc < 0 ? rc : 0;    /* (1) */
}

int ctl_cat_detach(ctl_cat *k, const char *sandbox)
{
        int rc = ctl__exec(k, "DELETE FROM attachments WHERE sandbox = ?", "s", sandbox);
        return rc < 0 ? rc : 0;
}

/* ---- turns ---- */
#define CTL__TURN_COLS "id, sandbox, agent, state, pid, pid_start, enqueued, started, ended, " \
        "active, before, after, result, how FROM turns"

static void ctl__turn_row(sqlite3_stmt *st, ctl_turn *t)
{
        memset(t, 0, sizeof *t);
        t->id = sqlite3_column_int64(st, 0);
        ctl__col(st, 1, t->sandbox, sizeof t->sandbox);
        ctl__col(st, 2, t->agent, sizeof t->agent);
        ctl__col(st, 3, t->state, sizeof t->state);
        t->pid = sqlite3_column_int(st, 4);
        t->pid_start = sqlite3_column_int64(st, 5);
        t->enqueued = sqlite3_column_int64(st, 6);
        t->started = sqlite3_column_int64(st, 7);
        t->ended = sqlite3_column_int64(st, 8);
        t->active = sqlite3_column_int64(st, 9);
        ctl__col(st, 10, t->before, sizeof t->before);
        ctl__col(st, 11, t->after, sizeof t->after);
        ctl__col(st, 12, t->result, sizeof t->result);
        ctl__col(st, 13, t->how, sizeof t->how);
}

int ctl_cat_turn_add(ctl_cat *k, ctl_turn *t)
{
        int rc = ctl__exec(k, "INSERT INTO turns(sandbox, agent, state, pid, pid_start, enqueued, "
                           "active) VALUES(?, ?, ?, ?, ?, ?, ?)", "sssniii", t->sandbox, t->agent,
                           t->state, t->pid, t->pid_start, t->enqueued, t->enqueued);
        if (rc < 0)
                return rc;
        t->id = sqlite3_last_insert_rowid(k->db);
        return 0;
}

int ctl_cat_turn_get(ctl_cat *k, int64_t id, ctl_turn *out)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT " CTL__TURN_COLS " WHERE id = ?", "i", id);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW)
                ctl__turn_row(st, out);
        sqlite3_finalize(st);
        return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? -ENOENT : ctl__err(k->db, rc);
}

int ctl_cat_turn_put(ctl_cat *k, const ctl_turn *t)
{
        int rc = ctl__exec(k, "UPDATE turns SET agent = ?, state = ?, pid = ?, pid_start = ?, "
                           "started = ?, ended = ?, active = ?, before = ?, after = ?, result = ?, "
                           "how = ? WHERE id = ?", "ssniiiissssi", t->agent, t->state, t->pid,
                           t->pid_start, t->started, t->ended, t->active, t->before, t->after,
                           t->result, t->how, t->id);
        return rc < 0 ? rc : rc == 0 ? -ENOENT : 0;
}

int ctl_cat_turn_touch(ctl_cat *k, int64_t id)
{
        int rc = ctl__exec(k, "UPDATE turns SET active = ? WHERE id = ? AND state = 'running'", "ii",
                           ctl_cat_now(), id);
        return rc < 0 ? rc : rc == 0 ? -ESTALE : 0;
}

int ctl_cat_turn_each(ctl_cat *k, const char *sandbox, const char *states,
                      int (*fn)(void *arg, const ctl_turn *t), void *arg)
{
        sqlite3_stmt *st;
        /* Only the predicates asked for, as in ctl_cat_audit_list: an
         * "?1 = '' OR sandbox = ?1" serves no index, so every admission
         * pass, status and each sandbox of a list read all of the turns
         * ever run (list: 13 s at 300,000).  The states are words of our
         * own, put in as literals; a sandbox's turns in some states come
         * from turns_live (ORDER BY +id: else the planner walks all of
         * its turns in turns_sandbox to spare a sort of the few). */
        char in[128] = "";
        size_t o = 0;
        for (const char *w = states ? states : ""; *w; ) {
                size_t l = strcspn(w, " ");
                for (size_t i = 0; i < l; i++)
                        if (w[i] < 'a' || w[i] > 'z')
                                return -EINVAL;
                if (l && o + l + 4 >= sizeof in)
                        return -EINVAL;
                if (l)
                        o += (size_t)snprintf(in + o, sizeof in - o, "%s'%.*s'", o ? "," : "", (int)l, w);
                w += l + (w[l] == ' ');
        }
        int by_sandbox = sandbox && *sandbox;
        sbx_autofree char *sql = sbx_asprintf(
                "SELECT " CTL__TURN_COLS " WHERE %s AND %s%s%s ORDER BY %sid",
                by_sandbox ? "sandbox = ?1" : "?1 = ''", o ? "state IN (" : "1", in, o ? ")" : "",
                by_sandbox && o ? "+" : "");
        int rc = ctl__query(k, &st, sql, "s", by_sandbox ? sandbox : "");
        if (rc < 0)
                return rc;
        int stop = 0;
        ctl_turn t;
        while (!stop && (rc = sqlite3_step(st)) == SQLITE_ROW) {
                ctl__turn_row(st, &t);
                stop = fn(arg, &t);
        }
        sqlite3_finalize(st);
        return stop < 0 ? stop : stop || rc == SQLITE_DONE ? 0 : ctl__err(k->db, rc);
}

struct ctl__turns { ctl_turn *v; size_t n; };

static int ctl__turn_keep(void *arg, const ctl_turn *t)
{
        struct ctl__turns *a = arg;
        a->v = sbx_realloc(a->v, (a->n + 1) * sizeof *a->v);
        a->v[a->n++] = *t;
        return 0;
}

int ctl_cat_turn_list(ctl_cat *k, const char *sandbox, const char *states,
                      ctl_turn **v, size_t *n)
{
        struct ctl__turns a = { NULL, 0 };
        int rc = ctl_cat_turn_each(k, sandbox, states, ctl__turn_keep, &a);
        if (rc < 0) {
                free(a.v);
                a.v = NULL;
                a.n = 0;
        }
        *v = a.v;
        *n = a.n;
        return rc;
}

/* ---- audit ---- */
/* Who: the sudo user if any, else uid's name, else the number. */
static void ctl__user_of(uid_t uid, const char *sudo, char *out, size_t n)
{
        struct passwd *pw = sudo && *sudo ? NULL : getpwuid(uid);
        if (sudo && *sudo)
                snprintf(out, n, "%s(sudo)", sudo);
        else if (pw)
                snprintf(out, n, "%s", pw->pw_name);
        else
                snprintf(out, n, "%d", (int)uid);
}

static void ctl__user(char *out, size_t n)
{
        ctl__user_of(getuid(), getenv("SUDO_USER"), out, n);
}

int ctl_cat_audit_add(ctl_cat *k, const char *sandbox, int64_t turn, const char *command,
                      int64_t *id)
{
        char user[64];
        ctl__user(user, sizeof user);
        int pid = (int)getpid();
        int rc = ctl__exec(k, "INSERT INTO audit(at, sandbox, turn, user, command, pid, pid_start, "
                           "born) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce((SELECT created "
                           "FROM sandboxes WHERE name = ?2), 0))",
                           "isissni", ctl_cat_now(), sandbox, turn, user, command, pid,
                           ctl_proc_start(pid));
        if (rc < 0)
                return rc;
        if (id)
                *id = sqlite3_last_insert_rowid(k->db);
        return 0;
}

int ctl_cat_audit_done(ctl_cat *k, int64_t id, int exit)
{
        int rc = ctl__exec(k, "UPDATE audit SET exit = ?, ended = ? WHERE id = ?", "nii", exit,
                           ctl_cat_now(), id);
        return rc < 0 ? rc : 0;
}

int ctl_cat_audit_each(ctl_cat *k, const char *sandbox, int64_t turn, int open_only,
                       int64_t born, int (*fn)(void *arg, const ctl_audit *a), void *arg)
{
        sqlite3_stmt *st;
        /* Only the predicates asked for, each a term an index serves (an
         * "?1 = '' OR sandbox = ?1" serves none: every turn end and reap
         * pass read all of the history, 1 s at 3 million rows); the ones
         * left out are constant terms, so the parameters stay bound. */
        sbx_autofree char *sql = sbx_asprintf(
                "SELECT id, at, ended, turn, sandbox, user, command, pid, pid_start, "
                "exit IS NOT NULL, coalesce(exit, 0) FROM audit WHERE %s AND %s AND %s AND %s "
                "ORDER BY id",
                sandbox && *sandbox ? "sandbox = ?1" : "?1 = ''", turn ? "turn = ?2" : "?2 = 0",
                open_only ? "exit IS NULL AND ?3 = 1" : "?3 = 0", born ? "(born = ?4 OR born = 0 AND at >= ?4)" : "?4 = 0");
        int rc = ctl__query(k, &st, sql, "sini", sandbox ? sandbox : "", turn, open_only ? 1 : 0,
                            born);
        if (rc < 0)
                return rc;
        int stop = 0;
        while (!stop && (rc = sqlite3_step(st)) == SQLITE_ROW) {
                ctl_audit a = { 0 };
                const unsigned char *cmd = sqlite3_column_text(st, 6);
                a.id = sqlite3_column_int64(st, 0);
                a.at = sqlite3_column_int64(st, 1);
                a.ended = sqlite3_column_int64(st, 2);
                a.turn = sqlite3_column_int64(st, 3);
                ctl__col(st, 4, a.sandbox, sizeof a.sandbox);
                ctl__col(st, 5, a.user, sizeof a.user);
                a.command = (char *)(cmd ? (const char *)cmd : "");    /* the statement's */
                a.pid = sqlite3_column_int(st, 7);
                a.pid_start = sqlite3_column_int64(st, 8);
                a.done = sqlite3_column_int(st, 9);
                a.exit = sqlite3_column_int(st, 10);
                stop = fn(arg, &a);
        }
        sqlite3_finalize(st);
        return stop < 0 ? stop : stop || rc == SQLITE_DONE ? 0 : ctl__err(k->db, rc);
}

struct ctl__audits { ctl_audit *v; size_t n; };

static int ctl__audit_keep(void *arg, const ctl_audit *a)
{
        struct ctl__audits *l = arg;
        l->v = sbx_realloc(l->v, (l->n + 1) * sizeof *l->v);
        l->v[l->n] = *a;
        l->v[l->n++].command = sbx_strdup(a->command);
        return 0;
}

int ctl_cat_audit_list(ctl_cat *k, const char *sandbox, int64_t turn, int open_only,
                       ctl_audit **v, size_t *n)
{
        struct ctl__audits l = { NULL, 0 };
        int rc = ctl_cat_audit_each(k, sandbox, turn, open_only, 0, ctl__audit_keep, &l);
        if (rc < 0) {
                ctl_cat_audit_list_free(l.v, l.n);
                l.v = NULL;
                l.n = 0;
        }
        *v = l.v;
        *n = l.n;
        return rc;
}

void ctl_cat_audit_list_free(ctl_audit *v, size_t n)
{
        for (size_t i = 0; i < n; i++)
                free(v[i].command);
        free(v);
}

/* ---- the exec journal (6) ---- */
int ctl_journal_begin(const char *state_dir, const char *sandbox, int64_t born,
                      const char *command, char **path)
{
        int pid = (int)getpid();
        int64_t at = ctl_cat_now();
        sbx_autofree char *dir = sbx_asprintf("%s/journal", state_dir);
        sbx_autofree char *p = sbx_asprintf("%s/%lld.%d", dir, (long long)at, pid);
        const char *sudo = getenv("SUDO_USER");
        json_t *o = json_pack("{s:I,s:s,s:I,s:i,s:s,s:i,s:I,s:s}", "at", (json_int_t)at,
                              "sandbox", sandbox, "born", (json_int_t)born, "uid", (int)getuid(),
                              "sudo", sudo ? sudo : "", "pid", pid,
                              "pid_start", (json_int_t)ctl_proc_start(pid), "command", command);
        sbx_autofree char *line = o ? json_dumps(o, JSON_COMPACT) : NULL;
        json_decref(o);
        if (!line)
                return -ENOMEM;
        int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd < 0 && errno == ENOENT && mkdir(dir, 0700) == 0)
                fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd < 0)
                return -errno;
        size_t len = strlen(line);
        line[len] = '\n';               /* over the NUL: one write, one line */
        int rc = sbx_write_all(fd, line, len + 1);
        line[len] = 0;
        close(fd);
        if (rc < 0) {
                unlink(p);
                return rc;
        }
        *path = sbx_steal(&p);
        return 0;
}

int ctl_journal_end(const char *path, int exit)
{
        char line[96];
        int n = snprintf(line, sizeof line, "{\"ended\":%lld,\"exit\":%d}\n",
                         (long long)ctl_cat_now(), exit);
        int fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        int rc = sbx_write_all(fd, line, (size_t)n);
        close(fd);
        return rc;
}

/* A journal file's lines: *b its begin line, *e its end line (NULL
** while not whole: a line without its \n is being written).  -ENOENT
** when the file is gone (folded and removed by another). */
static int ctl__journal_read(const char *path, json_t **b, json_t **e)
{
        char *text = NULL;
        *b = *e = NULL;
        if (sbx_read_file(path, &text, NULL) < 0)
                return -ENOENT;
        char *nl = strchr(text, '\n');
        *b = nl ? json_loadb(text, (size_t)(nl - text), 0, NULL) : NULL;
        char *nl2 = nl ? strchr(nl + 1, '\n') : NULL;
        *e = nl2 ? json_loadb(nl + 1, (size_t)(nl2 - nl - 1), 0, NULL) : NULL;
        free(text);
        return 0;
}

/* Whether the writer of a journal file may still write to it: the
** process of its begin line (pid and start), or without a whole one
** (being written, or its writer died mid-line) the name's <at>.<pid>. */
static int ctl__journal_live(const char *path, json_t *b)
{
        if (json_is_string(json_object_get(b, "sandbox")) &&
            json_is_string(json_object_get(b, "command")))
                return ctl_proc_alive((int)json_integer_value(json_object_get(b, "pid")),
                                      json_integer_value(json_object_get(b, "pid_start")));
        const char *dot = strrchr(path, '.');
        return dot && ctl_proc_alive(atoi(dot + 1), 0);
}

/* The name of the sandbox created at born now, preferring name (two
** made in the same ms): 0, or -ENOENT when there is none. */
static int ctl__born_name(ctl_cat *k, int64_t born, const char *name, char *out, size_t n)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT name FROM sandboxes WHERE created = ?1 "
                            "ORDER BY name = ?2 DESC LIMIT 1", "is", born, name);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st) == SQLITE_ROW ? 0 : -ENOENT;
        if (rc == 0)
                ctl__col(st, 0, out, n);
        sqlite3_finalize(st);
        return rc;
}

/* One journal file into the catalog: its row (added, or found and
** completed), the sandbox's activity.  1 when the file may go (the exec
** ended, or its process is gone), 0 to keep it, -errno. */
static int ctl__fold_one(ctl_cat *k, const char *path)
{
        json_t *b, *e;
        if (ctl__journal_read(path, &b, &e) < 0)
                return 0;
        int gone = e != NULL;
        if (!e && !ctl__journal_live(path, b)) {
                /* Its process is gone: what the file holds now is all
                 * it will, and may be more than the read found (the
                 * exec wrote its end and exited between the two).  Read
                 * again: only a process killed before its end is lost. */
                json_decref(b);
                if (ctl__journal_read(path, &b, &e) < 0)
                        return 0;
                gone = 1;
        }
        int64_t at = json_integer_value(json_object_get(b, "at"));
        const char *sb = json_string_value(json_object_get(b, "sandbox"));
        const char *cmd = json_string_value(json_object_get(b, "command"));
        int pid = (int)json_integer_value(json_object_get(b, "pid"));
        int64_t start = json_integer_value(json_object_get(b, "pid_start"));
        int64_t born = json_integer_value(json_object_get(b, "born"));        /* 0: not said */
        char moved[CTL_NAME_MAX];
        if (sb && born > 0 && ctl__born_name(k, born, sb, moved, sizeof moved) == 0)
                sb = moved;             /* renamed since (9) */
        if (!sb || !cmd) {
                /* no whole begin line: being written, or its writer
                 * died mid-line */
                json_decref(b);
                json_decref(e);
                return gone;
        }
        char user[64];
        ctl__user_of((uid_t)json_integer_value(json_object_get(b, "uid")),
                     json_string_value(json_object_get(b, "sudo")), user, sizeof user);
        int64_t ended = json_integer_value(json_object_get(e, "ended"));
        int exit = (int)json_integer_value(json_object_get(e, "exit"));
        sqlite3_stmt *st;
        int64_t id = 0, done = 0;
        int rc = ctl__query(k, &st, "SELECT id, exit IS NOT NULL FROM audit WHERE at = ? AND "
                            "pid = ? AND pid_start = ? AND sandbox = ?", "inis", at, pid, start, sb);
        if (rc == 0) {
                if (sqlite3_step(st) == SQLITE_ROW) {
                        id = sqlite3_column_int64(st, 0);
                        done = sqlite3_column_int(st, 1);
                }
                sqlite3_finalize(st);
        }
        if (rc == 0 && !id)
                rc = ctl__exec(k, "INSERT INTO audit(at, sandbox, turn, user, command, pid, "
                               "pid_start, born) VALUES(?1, ?2, 0, ?3, ?4, ?5, ?6, "
                               "CASE WHEN ?7 > 0 THEN ?7 ELSE " CTL__BORN("?2", "?1") " END)",
                               "isssnii", at, sb, user, cmd, pid, start, born);
        if (rc >= 0 && !id)
                id = sqlite3_last_insert_rowid(k->db);
        if (rc >= 0 && e && !done)
                rc = ctl__exec(k, "UPDATE audit SET exit = ?, ended = ? WHERE id = ?", "nii",
                               exit, ended, id);
        if (rc >= 0)
                /* not a sandbox made again since (9) */
                rc = ctl__exec(k, "UPDATE sandboxes SET active = max(active, ?1) WHERE name = ?2 "
                               "AND (created = ?4 OR ?4 = 0 AND created <= ?3)", "isii",
                               e ? ended : at, sb, at, born);
        json_decref(b);
        json_decref(e);
        return rc < 0 ? rc : gone;
}

static int ctl__cmp_str(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

int ctl_cat_fold(ctl_cat *k, const char *state_dir)
{
        sbx_autofree char *dir = sbx_asprintf("%s/journal", state_dir);
        DIR *d = opendir(dir);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        char **names = NULL;
        size_t n = 0;
        struct dirent *de;
        while ((de = readdir(d)))
                if (de->d_name[0] != '.') {
                        names = sbx_realloc(names, (n + 1) * sizeof *names);
                        names[n++] = sbx_asprintf("%s/%s", dir, de->d_name);
                }
        closedir(d);
        /* by name, <at>.<pid>: the rows in the order the execs began, as
         * history lists them (the times have 13 digits until 2286) */
        if (n > 1)
                qsort(names, n, sizeof *names, ctl__cmp_str);
        int rc = n ? ctl_cat_begin(k) : 0;
        if (rc == 0 && n)               /* finds a record's row again */
                rc = ctl__exec(k, "CREATE INDEX IF NOT EXISTS audit_at ON audit(at)", NULL);
        char *gone = sbx_calloc(n ? n : 1, 1);
        for (size_t i = 0; rc >= 0 && i < n; i++) {
                int r = ctl__fold_one(k, names[i]);
                if (r < 0)
                        rc = r;
                else
                        gone[i] = (char)r;
        }
        if (n && rc >= 0)
                rc = ctl_cat_commit(k);
        else if (n)
                ctl_cat_rollback(k);
        for (size_t i = 0; i < n; i++) {
                if (rc >= 0 && gone[i])
                        unlink(names[i]);       /* after the commit (6) */
                free(names[i]);
        }
        free(names);
        free(gone);
        return rc < 0 ? rc : (int)n;
}

/* ---- processes ---- */
int64_t ctl_proc_start(int pid)
{
        char path[64], buf[1024];
        snprintf(path, sizeof path, "/proc/%d/stat", pid);
        FILE *f = fopen(path, "r");
        if (!f)
                return 0;
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[n] = 0;
        /* after the ")" that ends comm: field 3 is state; 22 is starttime */
        char *p = strrchr(buf, ')');
        if (!p)
                return 0;
        p++;
        if (p[0] == ' ' && p[1] == 'Z')
                return 0;               /* a zombie is gone for our purpose */
        for (int field = 3; field < 22 && p; field++)
                p = strchr(p + 1, ' ');
        return p ? strtoll(p + 1, NULL, 10) : 0;
}

int64_t ctl_proc_started(int pid)
{
        int64_t start = ctl_proc_start(pid), btime = 0;
        if (!start)
                return 0;
        long hz = sysconf(_SC_CLK_TCK);
        FILE *f = fopen("/proc/stat", "re");
        char line[256];
        while (f && fgets(line, sizeof line, f))
                if (sscanf(line, "btime %" SCNd64, &btime) == 1)
                        break;
        if (f)
                fclose(f);
        return btime && hz > 0 ? btime + start / hz : -1;
}

int ctl_proc_alive(int pid, int64_t start)
{
        if (pid <= 0)
                return 0;
        int64_t now = ctl_proc_start(pid);
        return now != 0 && (start == 0 || now == start);
}

/* ---- uid slots ---- */
int ctl_cat_uid_slot_of(ctl_cat *k, const char *sandbox, int64_t *slot)
{
        sqlite3_stmt *st;
        int rc = ctl__query(k, &st, "SELECT slot FROM uid_slots WHERE sandbox = ?", "s", sandbox);
        if (rc < 0)
                return rc;
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW)
                *slot = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
        return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? -ENOENT : ctl__err(k->db, rc);
}

int ctl_cat_uid_slot(ctl_cat *k, const char *sandbox, int64_t count,
                     int (*taken)(int64_t slot, void *arg), void *arg, int64_t *slot)
{
        if (ctl_cat_uid_slot_of(k, sandbox, slot) == 0 && *slot < count && !taken(*slot, arg))
                return 0;               /* its own: no write lock */
        int own = !k->in_tx;
        int rc = own ? ctl_cat_begin(k) : 0;
        if (rc < 0)
                return rc;
        /* the slots of sandboxes that are gone are free again */
        rc = ctl__exec(k, "DELETE FROM uid_slots WHERE sandbox NOT IN (SELECT name FROM sandboxes)"
                       " AND sandbox <> ?", "s", sandbox);
        sqlite3_stmt *st = NULL;
        int64_t found = -1, next = 0;
        /* one past a uid_count made smaller is given again, and one
         * another state dir's sandbox now runs as */
        if (rc >= 0 && (rc = ctl_cat_uid_slot_of(k, sandbox, &found)) == -ENOENT) {
                found = -1;
                rc = 0;
        }
        if (rc == 0 && found >= 0 && (found >= count || taken(found, arg))) {
                rc = ctl__exec(k, "DELETE FROM uid_slots WHERE sandbox = ?", "s", sandbox);
                found = -1;
                rc = rc < 0 ? rc : 0;
        }
        /* else the lowest free one: slots come in order, so each gap
         * below the next one given */
        if (rc == 0 && found < 0 && (rc = ctl__query(k, &st, "SELECT slot FROM uid_slots ORDER BY slot",
                                                     NULL)) == 0) {
                int more = 1;
                while (more && next < count) {
                        int64_t used = count;
                        if ((rc = sqlite3_step(st)) == SQLITE_ROW)
                                used = sqlite3_column_int64(st, 0);
                        else
                                more = 0;
                        for (; next < used && next < count; next++)
                                if (!taken(next, arg))
                                        break;
                        if (next < used)
                                break;
                        next = used + 1;
                }
                rc = rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : ctl__err(k->db, rc);
                sqlite3_finalize(st);
                if (rc == 0 && next >= count)
                        rc = -EUSERS;
                if (rc == 0 && (rc = ctl__exec(k, "INSERT INTO uid_slots(slot, sandbox) VALUES(?, ?)",
                                               "is", next, sandbox)) >= 0) {
                        found = next;
                        rc = 0;
                }
        }
        if (own) {
                if (rc == 0)
                        rc = ctl_cat_commit(k);
                else
                        ctl_cat_rollback(k);
        }
        if (rc == 0)
                *slot = found;
        return rc;
}
