/* meta.c: the workspace's tree in SQLite (meta.db, WAL).
**
** Schema (format 2):
**      meta(key TEXT PRIMARY KEY, value)       format, block_size, next_ino, next_cookie,
**                                              ids (8), budget_put, budget_gc (9)
**      inode(ino PK, mode_off, uid, gid, nlink, rdev, size, mtime, mtime_ns,
**            ctime, ctime_ns, atime_off, atime_off_ns, target BLOB, blocks BLOB)
**                                              mode = 0100644 + mode_off;
**                                              times: s and ns, atime as its
**                                              offset from ctime (both parts);
**                                              blocks: 32 bytes per 1 MiB
**                                              block, zeros = hole
**      dentry(cookie PK, parent_off, name BLOB, ino_off)
**                                              parent = cookie + parent_off,
**                                              ino = cookie + ino_off; keyed
**                                              by the cookie, so rows are
**                                              added at the end and pages
**                                              pack full; no index on (parent,
**                                              name) nor ino: the tree is in
**                                              memory, and only --check asks
**      xattr(ino, name BLOB, value BLOB)       PK (ino, name)
** The offsets are there because SQLite stores an integer in as few bytes
** as its value needs, 0 and 1 in none: a plain file's mode and an atime
** equal to its ctime cost nothing, an ino made with its name and a parent
** a byte or two.
** Format 1 (up to s4) had atime, atime_ns in place of the offsets and
** dentry(parent, name, ino, cookie) keyed by (parent, name) WITHOUT
** ROWID; it is migrated at mount in one transaction (mt__migrate).  A
** copy of the bench corpus (27,044 names) grows meta.db by 3.14 MB in
** format 1, 2.58 MB in format 2 (fs/README.md, Figures).
**
** Invariants:
** (1) Every committed transaction is a picture of the tree at one instant
**     (fs__batch_take() copies it under fs->lock), so after any crash the
**     tree is one the daemon actually had: link counts and names agree.
** (2) A blocks entry names only chunks that fs_store_put() made durable
**     before the transaction began (fs/flush.c orders the two).
** (3) Inode numbers and cookies are never reused: next_ino and
**     next_cookie are persisted with every batch.
** (4) Rows with nlink 0 are files unlinked while open; the next mount
**     removes them (their chunks become garbage for gc).
** (5) A name is one dentry row, found by its cookie: every change of a
**     name is logged (fs/tree.c) with the cookie the row has, and the
**     (parent, name) pairs are unique because the tree in memory is.
** (6) Migration from format 1 is one transaction: a crash during it
**     leaves format 1 whole, to be migrated at the next mount.
** (7) A new meta.db appears whole, with its tables and root, or not at
**     all (fs_meta_create); so one that is empty, has no tables, is not
**     SQLite or has malformed pages is damage, never a new workspace:
**     it is refused (-EUCLEAN; sbxfs exits 3), never served as an empty
**     tree nor made into one.
** (8) meta's ids = 1 says the tree stores the host's T of a map T=H as
**     FS_ID_TREE_T (fs/fsd.h), the same in every sandbox; a tree without
**     it (written before) has it as the writer's H, moved at the first
**     mount under a map, in one transaction with the row (mt__move_ids).
** (9) meta's budget_put and budget_gc: what this sandbox stored since the
**     last gc its sbxfs saw end, and that gc's end (ns), written with
**     every commit and taken up again at mount if no gc ended since
**     ([fs] store_budget, fs/store.c (15)); a row missing (a tree made
**     before, a fork, a restore on another host) counts from 0.  They
**     are the sandbox's on this host, not its tree's: no snapshot holds
**     them, and a rollback or restore in place keeps them
**     (snapshot/tree.c: restored with the tree, an older count gave the
**     budget back with no gc).
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#define META_FORMAT FS_META_FORMAT
#define MT_MODE_BASE ((int64_t)(S_IFREG | 0644))        /* 33188 in the SQL below */

const char fs_meta_schema[] =
        "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value);"
        "CREATE TABLE IF NOT EXISTS inode(ino INTEGER PRIMARY KEY, mode_off INT, uid INT, gid INT,"
        " nlink INT, rdev INT, size INT, mtime INT, mtime_ns INT, ctime INT, ctime_ns INT,"
        " atime_off INT, atime_off_ns INT, target BLOB, blocks BLOB);"
        "CREATE TABLE IF NOT EXISTS dentry(cookie INTEGER PRIMARY KEY, parent_off INT, name BLOB,"
        " ino_off INT);"
        "CREATE TABLE IF NOT EXISTS xattr(ino INT, name BLOB, value BLOB,"
        " PRIMARY KEY(ino, name)) WITHOUT ROWID;";

struct fs_brow {
        uint64_t ino, rdev, size;
        uint32_t mode, uid, gid, nlink;
        struct fs_time at, mt, ct;
        char    *target;
        uint8_t *blocks;
        size_t   nblocks;
        int      xdirty;
        struct { char *name; void *val; size_t len; } *xa;
        size_t   nxa;
};

struct fs_batch {
        struct fs_brow *rows;
        size_t nrows;
        struct fs_op *ops;
        size_t nops;
        uint64_t *dead;
        size_t ndead;
        uint64_t next_ino, next_cookie;
        int      wipe;          /* rewrite the whole tree (after a failed batch) */
};

static int mt__err(fsd *fs, const char *what)
{
        sbx_log("%s: %s: %s", fs->meta_path, what, sqlite3_errmsg(fs->db));
        return sbx_sqlite_errno(fs->db, sqlite3_errcode(fs->db));
}

/* A read of the tree at load: a page SQLite finds malformed means the
 * file is damaged (-EUCLEAN, as fs__meta_open's "not a workspace"), not
 * that the disk failed. */
static int mt__damaged(fsd *fs, int rc)
{
        int code = sqlite3_errcode(fs->db);
        return code == SQLITE_CORRUPT || code == SQLITE_NOTADB ? -EUCLEAN : rc;
}

static int mt__load_err(fsd *fs, const char *what)
{
        return mt__damaged(fs, mt__err(fs, what));
}

static int mt__exec(fsd *fs, const char *sql)
{
        if (sqlite3_exec(fs->db, sql, NULL, NULL, NULL) != SQLITE_OK)
                return mt__err(fs, sql);
        return 0;
}

/* Format 1 -> 2 in one transaction, (6): the new tables are filled in
 * key order (pages pack full) and renamed over the old ones. */
static int mt__migrate(fsd *fs)
{
        int rc = mt__exec(fs,
                "BEGIN IMMEDIATE;"
                "CREATE TABLE inode2(ino INTEGER PRIMARY KEY, mode_off INT, uid INT, gid INT,"
                " nlink INT, rdev INT, size INT, mtime INT, mtime_ns INT, ctime INT, ctime_ns INT,"
                " atime_off INT, atime_off_ns INT, target BLOB, blocks BLOB);"
                "INSERT INTO inode2 SELECT ino, mode - 33188, uid, gid, nlink, rdev, size, mtime, mtime_ns,"
                " ctime, ctime_ns, atime - ctime, atime_ns - ctime_ns, target, blocks"
                " FROM inode ORDER BY ino;"
                "CREATE TABLE dentry2(cookie INTEGER PRIMARY KEY, parent_off INT, name BLOB, ino_off INT);"
                "INSERT INTO dentry2 SELECT cookie, parent - cookie, name, ino - cookie FROM dentry"
                " ORDER BY cookie;"
                "DROP TABLE inode; DROP TABLE dentry;"
                "ALTER TABLE inode2 RENAME TO inode; ALTER TABLE dentry2 RENAME TO dentry;"
                "UPDATE meta SET value=2 WHERE key='format';"
                "COMMIT;");
        if (rc < 0) {
                sqlite3_exec(fs->db, "ROLLBACK", NULL, NULL, NULL);
                sbx_log("%s: format 1 not migrated to 2; the file is unchanged", fs->meta_path);
                return rc;
        }
        sbx_log("%s: migrated from format 1 to 2", fs->meta_path);
        /* once: the old tables' pages back to the file system (atomic too) */
        sqlite3_exec(fs->db, "VACUUM", NULL, NULL, NULL);
        return 0;
}

/* The SQL of fs_meta_views(), by format. */
static const char *const mt__views[] = {
        [1] =   "CREATE TEMP VIEW inode_v AS SELECT ino, mode, uid, gid, nlink, rdev, size,"
                " atime, atime_ns, mtime, mtime_ns, ctime, ctime_ns, target, blocks FROM main.inode;"
                "CREATE TEMP VIEW dentry_v AS SELECT parent, name, ino, cookie FROM main.dentry;",
        [2] =   "CREATE TEMP VIEW inode_v AS SELECT ino, 33188 + mode_off AS mode, uid, gid, nlink, rdev, size,"
                " ctime + atime_off AS atime, ctime_ns + atime_off_ns AS atime_ns,"
                " mtime, mtime_ns, ctime, ctime_ns, target, blocks FROM main.inode;"
                "CREATE TEMP VIEW dentry_v AS SELECT cookie + parent_off AS parent, name,"
                " cookie + ino_off AS ino, cookie"
                " FROM main.dentry;",
};

int fs_meta_views(sqlite3 *db)
{
        sqlite3_stmt *q = NULL;
        int fmt = -1;
        int r = sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key='format'", -1, &q, NULL);
        if (r == SQLITE_OK && (r = sqlite3_step(q)) == SQLITE_ROW)
                fmt = sqlite3_column_int(q, 0);
        sqlite3_finalize(q);
        /* a read that a full disk (no room for the -shm) or a lock
         * stopped says nothing of what the file is */
        int e = fmt < 0 && r != SQLITE_DONE ? sbx_sqlite_errno(db, r) : 0;
        if (e == -ENOSPC || e == -EDQUOT || e == -EBUSY) {
                sbx_log("meta.db: cannot read: %s", sqlite3_errmsg(db));
                return e;
        }
        if (fmt < 1 || fmt > META_FORMAT) {
                sbx_log("meta.db: not an sbx workspace of format 1 to %d", META_FORMAT);
                return -EINVAL;
        }
        if (sqlite3_exec(db, "DROP VIEW IF EXISTS temp.inode_v; DROP VIEW IF EXISTS temp.dentry_v;",
                         NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_exec(db, mt__views[fmt], NULL, NULL, NULL) != SQLITE_OK) {
                sbx_log("meta.db: views: %s", sqlite3_errmsg(db));
                return sbx_sqlite_errno(db, sqlite3_errcode(db));
        }
        return fmt;
}

/* (7) A new tree is made whole or not at all: built beside PATH (PATH.new,
 * a rollback journal, synced), then renamed to PATH, never over a file
 * there, and the directory synced.  So a meta.db that exists held a
 * tree once: an empty one (0 bytes) or one with no tables was cut or
 * damaged, never "new", and fs__meta_open() refuses it.  (sbxfs made
 * the file first and its tables in a later transaction: a 0-byte meta.db
 * was a new workspace, so one emptied by accident mounted as an empty
 * tree, and sbxctl stop captured that over the sandbox's snapshots.) */
int fs_meta_create(const char *path)
{
        sbx_autofree char *tmp = sbx_asprintf("%s.new", path);
        for (int i = 0; i < 4; i++) {           /* what a cut-short create left */
                static const char *const side[] = { "", "-journal", "-wal", "-shm" };
                sbx_autofree char *f = sbx_asprintf("%s%s", tmp, side[i]);
                if (unlink(f) < 0 && errno != ENOENT)
                        return -errno;
        }
        int rc = sbx_private_db(tmp);   /* the tree's names: the host's root only */
        if (rc < 0)
                return rc;
        sqlite3 *db = NULL;
        if (sqlite3_open_v2(tmp, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
                sbx_log("%s: cannot open: %s", tmp, sqlite3_errmsg(db));
                rc = sbx_sqlite_errno(db, sqlite3_errcode(db));
                sqlite3_close(db);
                goto out;
        }
        struct fs_time now = fs__now();
        char *sql = sbx_asprintf(
                "PRAGMA journal_mode=DELETE; PRAGMA synchronous=FULL;"
                "BEGIN;"
                "%s"
                "INSERT INTO meta VALUES('format', %d), ('block_size', %u),"
                " ('next_ino', 2), ('next_cookie', 3), ('ids', 1);"
                "INSERT INTO inode VALUES(1, %lld, %u, %u, 2, 0, 0, %lld, %lld, %lld, %lld,"
                " 0, 0, NULL, NULL);"
                "COMMIT;"
                "PRAGMA journal_mode=WAL;",
                fs_meta_schema, META_FORMAT, FS_BLOCK_SIZE,
                (long long)((S_IFDIR | 0755) - MT_MODE_BASE),
                (unsigned)getuid(), (unsigned)getgid(),
                (long long)now.s, (long long)now.ns, (long long)now.s, (long long)now.ns);
        if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
                sbx_log("%s: new tree: %s", tmp, sqlite3_errmsg(db));
                rc = sbx_sqlite_errno(db, sqlite3_errcode(db));
        }
        free(sql);
        sqlite3_close(db);      /* the last connection: no WAL left */
        db = NULL;
        if (rc < 0)
                goto out;
        int fd = open(tmp, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || fsync(fd) < 0)
                rc = -errno;
        if (fd >= 0)
                close(fd);
        if (rc == 0)                            /* never over an existing tree */
                rc = sbx_rename_noreplace(tmp, path, 0);
        if (rc == 0) {
                sbx_autofree char *dir = sbx_strdup(path);
                char *slash = strrchr(dir, '/');
                rc = sbx_fsync_dir(slash ? (slash == dir ? "/" : (*slash = 0, dir)) : ".");
        }
out:
        if (rc < 0)
                unlink(tmp);
        return rc;
}

int fs__meta_open(fsd *fs, const char *path, int create)
{
        int rc;
        fs->meta_path = sbx_strdup(path);
        if (create && (rc = fs_meta_create(path)) < 0 && rc != -EEXIST) {
                sbx_log("%s: cannot make a new tree: %s", path, strerror(-rc));
                return rc;
        }
        if (sqlite3_open_v2(path, &fs->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
                            NULL) != SQLITE_OK) {
                sbx_log("%s: cannot open: %s", path, sqlite3_errmsg(fs->db));
                return sbx_sqlite_errno(fs->db, sqlite3_errcode(fs->db));
        }
        sqlite3_busy_timeout(fs->db, 10000);
        sqlite3_stmt *q = NULL;
        int r = sqlite3_prepare_v2(fs->db, "SELECT count(*) FROM sqlite_master", -1, &q, NULL);
        if (r == SQLITE_OK)
                r = sqlite3_step(q);
        int ntables = r == SQLITE_ROW ? sqlite3_column_int(q, 0) : -1;
        sqlite3_finalize(q);
        if (ntables < 0) {
                /* Only a file SQLite cannot read as a database is damage:
                 * a first read that a full disk (no room for the -shm), a
                 * lock or a failing disk stopped says nothing of the tree.
                 * Taken for damage, it was set aside and the latest
                 * snapshot restored over it (tests/snapshot/storefull.t). */
                rc = mt__damaged(fs, sbx_sqlite_errno(fs->db, r));
                if (rc == -EUCLEAN)
                        sbx_log("%s: not an sbx workspace (%s)", path, sqlite3_errmsg(fs->db));
                else
                        sbx_log("%s: cannot read: %s (%s)", path, strerror(-rc),
                                sqlite3_errmsg(fs->db));
                return rc;
        }
        if (ntables == 0) {             /* (7) */
                struct stat st;
                sbx_log("%s: not an sbx workspace: %s", path,
                        stat(path, &st) == 0 && st.st_size == 0 ? "the file is empty (0 bytes)"
                                                                : "it has no tables");
                return -EUCLEAN;
        }
        int fmt = -1;
        if (sqlite3_prepare_v2(fs->db, "SELECT value FROM meta WHERE key='format'", -1, &q, NULL) == SQLITE_OK &&
            sqlite3_step(q) == SQLITE_ROW)
                fmt = sqlite3_column_int(q, 0);
        sqlite3_finalize(q);
        if (fmt > META_FORMAT) {
                sbx_log("%s: format %d, newer than this build's (%d)", path, fmt, META_FORMAT);
                return -ENOTSUP;
        }
        if (fmt != 1 && fmt != META_FORMAT) {
                sbx_log("%s: not an sbx workspace (no format 1 or %d marker)", path, META_FORMAT);
                return -EUCLEAN;
        }
        return mt__exec(fs, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;");
}

static int64_t mt__meta_int(fsd *fs, const char *key, int64_t def)
{
        sqlite3_stmt *q;
        int64_t v = def;
        if (sqlite3_prepare_v2(fs->db, "SELECT value FROM meta WHERE key=?", -1, &q, NULL) == SQLITE_OK) {
                sqlite3_bind_text(q, 1, key, -1, SQLITE_STATIC);
                if (sqlite3_step(q) == SQLITE_ROW)
                        v = sqlite3_column_int64(q, 0);
        }
        sqlite3_finalize(q);
        return v;
}

/* (7) The file's b-trees checked before the tree is read or written:
 * a damaged interior page can point two cells at one leaf, and a plain
 * read of the tables then skips a leaf's rows without an error (a
 * 24,000-file tree mounted with 235 names gone, and the next capture
 * kept them gone).  PRAGMA quick_check walks every page once, without
 * the index cross-checks of integrity_check: about 20 ms of CPU on that
 * tree's 2.3 MB meta.db, whose load takes 300-600 ms (fs/README.md).
 * sbxfs runs it before it opens the store or forks (fs__meta_probe), so
 * --check and --locate see it too.  0, -EUCLEAN or -EIO. */
int fs__meta_quick_check(fsd *fs)
{
        sqlite3_stmt *q;
        if (sqlite3_prepare_v2(fs->db, "PRAGMA quick_check(3)", -1, &q, NULL) != SQLITE_OK)
                return mt__load_err(fs, "quick_check");
        int r, bad = 0;
        while ((r = sqlite3_step(q)) == SQLITE_ROW) {
                const char *m = (const char *)sqlite3_column_text(q, 0);
                if (!m || !strcmp(m, "ok"))
                        continue;
                sbx_autofree char *line = sbx_strdup(m);        /* one log line */
                for (char *p = line; (p = strchr(p, '\n')); )
                        *p = ' ';
                sbx_log("%s: not an sbx workspace: damaged pages: %s", fs->meta_path, line);
                bad = 1;
        }
        int rc = r == SQLITE_DONE ? 0 : mt__load_err(fs, "quick_check");
        sqlite3_finalize(q);
        return bad ? -EUCLEAN : rc;
}

/* Does the tree name a stored chunk: a file's block that is no hole
 * (zeros)?  1, 0 or -errno.  Read before the store is opened
 * (fs/store.c (14)). */
int fs__meta_names_data(fsd *fs)
{
        sqlite3_stmt *q;
        if (sqlite3_prepare_v2(fs->db, "SELECT 1 FROM inode WHERE nlink > 0 AND length(blocks) > 0 AND"
                               " blocks <> zeroblob(length(blocks)) LIMIT 1", -1, &q, NULL) != SQLITE_OK)
                return mt__load_err(fs, "names data");
        int r = sqlite3_step(q);
        sqlite3_finalize(q);
        return r == SQLITE_ROW ? 1 : r == SQLITE_DONE ? 0 : mt__load_err(fs, "names data");
}

/* (8) The host's T under a map T=H (fs/fsd.h) was stored as H, the
 * writing sandbox's own uid, before the tree said ids = 1.  Such a tree
 * has this mount's H moved to FS_ID_TREE_T, in owners and ACL entries,
 * in one transaction with the row ids = 1, so a crash leaves it to do
 * again: right for the sandbox that wrote it (one that lives through the
 * upgrade), which then shows the same, and its snapshots fork right;
 * another's H in it is not known as such and stays.  A mount with no
 * map leaves the tree unmarked (it moves nothing). */
static int mt__move_ids(fsd *fs)
{
        int du = fs->map_u && fs->host_uid != fs->tree_uid;
        int dg = fs->map_g && fs->host_gid != fs->tree_gid;
        if ((!du && !dg) || mt__meta_int(fs, "ids", 0) >= 1)
                return 0;
        /* a pair that is one id moves nothing */
        uint32_t u[2] = { du ? fs->host_uid : 0, du ? FS_ID_TREE_T : 0 };
        uint32_t g[2] = { dg ? fs->host_gid : 0, dg ? FS_ID_TREE_T : 0 };
        int rc = mt__exec(fs, "BEGIN IMMEDIATE");
        if (rc < 0)
                return rc;
        sqlite3_stmt *q = NULL, *w = NULL;
        int owners = 0, acls = 0;
        static const char *const own[] = { "UPDATE inode SET uid=?1 WHERE uid=?2",
                                           "UPDATE inode SET gid=?1 WHERE gid=?2" };
        for (int i = 0; i < 2; i++) {
                const uint32_t *m = i ? g : u;
                if (m[0] == m[1])
                        continue;
                if (sqlite3_prepare_v2(fs->db, own[i], -1, &q, NULL) != SQLITE_OK)
                        goto fail;
                sqlite3_bind_int64(q, 1, m[1]);
                sqlite3_bind_int64(q, 2, m[0]);
                if (sqlite3_step(q) != SQLITE_DONE)
                        goto fail;
                owners += sqlite3_changes(fs->db);
                sqlite3_finalize(q);
                q = NULL;
        }
        /* the ACLs read whole first: no table is written while it is read */
        struct acl_row { int64_t ino; void *val; int len; } *rows = NULL;
        size_t n = 0, cap = 0;
        if (sqlite3_prepare_v2(fs->db, "SELECT ino, value FROM xattr WHERE name IN"
                               " (CAST('system.posix_acl_access' AS BLOB),"
                               " CAST('system.posix_acl_default' AS BLOB))", -1, &q, NULL) != SQLITE_OK)
                goto fail;
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
                if (n == cap)
                        rows = sbx_realloc(rows, (cap = cap ? 2 * cap : 16) * sizeof *rows);
                int len = sqlite3_column_bytes(q, 1);
                rows[n].ino = sqlite3_column_int64(q, 0);
                rows[n].len = len;
                rows[n].val = sbx_malloc(len ? (size_t)len : 1);
                if (len)
                        memcpy(rows[n].val, sqlite3_column_blob(q, 1), (size_t)len);
                n++;
        }
        sqlite3_finalize(q);
        q = NULL;
        int ok = rc == SQLITE_DONE &&
                 sqlite3_prepare_v2(fs->db, "UPDATE xattr SET value=?1 WHERE ino=?2 AND name IN"
                                    " (CAST('system.posix_acl_access' AS BLOB),"
                                    " CAST('system.posix_acl_default' AS BLOB)) AND value=?3",
                                    -1, &w, NULL) == SQLITE_OK;
        for (size_t i = 0; i < n; i++) {
                void *old = sbx_malloc(rows[i].len ? (size_t)rows[i].len : 1);
                memcpy(old, rows[i].val, (size_t)rows[i].len);
                int k = fs__acl_move_ids(rows[i].val, (size_t)rows[i].len, u, g);
                if (ok && k > 0) {
                        sqlite3_bind_blob(w, 1, rows[i].val, rows[i].len, SQLITE_STATIC);
                        sqlite3_bind_int64(w, 2, rows[i].ino);
                        sqlite3_bind_blob(w, 3, old, rows[i].len, SQLITE_STATIC);
                        ok = sqlite3_step(w) == SQLITE_DONE;
                        sqlite3_reset(w);
                        acls += k;
                }
                free(old);
                free(rows[i].val);
        }
        free(rows);
        sqlite3_finalize(w);
        if (!ok)
                goto fail;
        if ((rc = mt__exec(fs, "INSERT OR REPLACE INTO meta VALUES('ids', 1); COMMIT")) < 0) {
                sqlite3_exec(fs->db, "ROLLBACK", NULL, NULL, NULL);
                return rc;
        }
        if (owners || acls)
                sbx_log("%s: the host's %u/%u (owners %d, ACL entries %d) moved from this sandbox's "
                        "%u/%u to %u (fs/README.md)", fs->meta_path, fs->tree_uid, fs->tree_gid,
                        owners, acls, fs->host_uid, fs->host_gid, FS_ID_TREE_T);
        return 0;
fail:
        rc = mt__err(fs, "ids");
        sqlite3_finalize(q);
        sqlite3_exec(fs->db, "ROLLBACK", NULL, NULL, NULL);
        return rc;
}

int fs__meta_load(fsd *fs)
{
        int rc;
        /* (6): after fs__meta_open() checked the format and the daemon
         * took the workspace's lock */
        if (mt__meta_int(fs, "format", META_FORMAT) == 1 && (rc = mt__migrate(fs)) < 0)
                return rc;
        if ((rc = mt__move_ids(fs)) < 0)        /* (8) */
                return mt__damaged(fs, rc);
        /* (4): files unlinked while open when the daemon died; and the
         * index on dentry(ino) of earlier builds, which no one reads */
        if ((rc = mt__exec(fs, "BEGIN;"
                               "DELETE FROM xattr WHERE ino IN (SELECT ino FROM inode WHERE nlink=0);"
                               "DELETE FROM inode WHERE nlink=0;"
                               "DROP INDEX IF EXISTS dentry_ino;"
                               "COMMIT;")) < 0)
                return mt__damaged(fs, rc);
        if (mt__meta_int(fs, "block_size", FS_BLOCK_SIZE) != FS_BLOCK_SIZE) {
                sbx_log("%s: block size differs from this build's", fs->meta_path);
                return -EINVAL;
        }
        fs->next_ino = (uint64_t)mt__meta_int(fs, "next_ino", 2);
        fs->next_cookie = (uint64_t)mt__meta_int(fs, "next_cookie", 3);
        int64_t put = mt__meta_int(fs, "budget_put", -1);                 /* (9) */
        if (put > 0)
                fs_store_budget_resume(fs->st, (uint64_t)put, mt__meta_int(fs, "budget_gc", -1));
        sqlite3_stmt *q;
        if (sqlite3_prepare_v2(fs->db, "SELECT ino, mode_off, uid, gid, nlink, rdev, size, mtime, mtime_ns,"
                               " ctime, ctime_ns, atime_off, atime_off_ns, target, blocks FROM inode",
                               -1, &q, NULL) != SQLITE_OK)
                return mt__load_err(fs, "load inodes");
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
                uint64_t ino = (uint64_t)sqlite3_column_int64(q, 0);
                struct fs_inode *in = fs__inew(fs, ino);
                in->mode = (uint32_t)(MT_MODE_BASE + sqlite3_column_int64(q, 1));
                in->uid = (uint32_t)sqlite3_column_int64(q, 2);
                in->gid = (uint32_t)sqlite3_column_int64(q, 3);
                in->nlink = (uint32_t)sqlite3_column_int64(q, 4);
                in->rdev = (uint64_t)sqlite3_column_int64(q, 5);
                in->size = (uint64_t)sqlite3_column_int64(q, 6);
                in->mtime = (struct fs_time){ sqlite3_column_int64(q, 7), sqlite3_column_int64(q, 8) };
                in->ctime = (struct fs_time){ sqlite3_column_int64(q, 9), sqlite3_column_int64(q, 10) };
                in->atime = (struct fs_time){ in->ctime.s + sqlite3_column_int64(q, 11),
                                              in->ctime.ns + sqlite3_column_int64(q, 12) };
                if (sqlite3_column_type(q, 13) != SQLITE_NULL) {
                        int n = sqlite3_column_bytes(q, 13);
                        in->target = sbx_malloc((size_t)n + 1);
                        if (n > 0)      /* an empty blob's pointer is NULL */
                                memcpy(in->target, sqlite3_column_blob(q, 13), (size_t)n);
                        in->target[n] = 0;
                        /* as tree.c subtracts it at the free (a NUL
                         * in the blob ends the target in memory) */
                        fs->target_bytes += strlen(in->target);
                }
                int nb = sqlite3_column_bytes(q, 14);
                const uint8_t *b = sqlite3_column_blob(q, 14);
                if (nb > 0 && b) {
                        static const uint8_t zero[FS_HASH_LEN];
                        fs__resize_blocks(fs, in, (uint64_t)nb / FS_HASH_LEN);
                        for (uint64_t i = 0; i < in->nblk; i++)
                                if (memcmp(b + i * FS_HASH_LEN, zero, FS_HASH_LEN)) {
                                        int was = fs__blk_present(&in->blk[i]);
                                        memcpy(in->blk[i].hash, b + i * FS_HASH_LEN, FS_HASH_LEN);
                                        in->blk[i].has_hash = 1;
                                        fs__blk_recount(in, &in->blk[i], was);
                                }
                }
                if (S_ISDIR(in->mode))
                        in->dir = sbx_calloc(1, sizeof *in->dir);
                if (S_ISREG(in->mode))
                        fs->used_bytes += in->size;
                fs->used_inodes++;
                if (!S_ISDIR(in->mode) && in->nlink > 1)        /* (1): its names */
                        fs->used_links += in->nlink - 1;
                if (ino >= fs->next_ino)
                        fs->next_ino = ino + 1;
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_DONE)
                return mt__load_err(fs, "load inodes");
        if (!fs__iget(fs, FUSE_ROOT_ID)) {
                sbx_log("%s: no root directory", fs->meta_path);
                return -EUCLEAN;
        }
        if (sqlite3_prepare_v2(fs->db, "SELECT cookie + parent_off, name, cookie + ino_off, cookie FROM dentry"
                               " ORDER BY cookie",
                               -1, &q, NULL) != SQLITE_OK)
                return mt__load_err(fs, "load names");
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
                uint64_t parent = (uint64_t)sqlite3_column_int64(q, 0);
                int n = sqlite3_column_bytes(q, 1);
                char name[256];
                if (n <= 0 || n > 255)
                        continue;
                memcpy(name, sqlite3_column_blob(q, 1), (size_t)n);
                name[n] = 0;
                uint64_t ino = (uint64_t)sqlite3_column_int64(q, 2);
                struct fs_inode *child = fs__iget(fs, ino);
                if (fs__dlookup(fs, parent, name)) {
                        sbx_log("%s: entry '%s' in %llu is there twice; the later one skipped "
                                "(run sbxfs --check)", fs->meta_path, name, (unsigned long long)parent);
                        continue;
                }
                if (!child || !fs__dadd(fs, parent, name, ino,
                                        (uint64_t)sqlite3_column_int64(q, 3), 0)) {
                        sbx_log("%s: entry '%s' in %llu names a missing inode; skipped "
                                "(run sbxfs --check)", fs->meta_path, name, (unsigned long long)parent);
                        continue;
                }
                if (child->dir)
                        child->parent = parent;
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_DONE)
                return mt__load_err(fs, "load names");
        fs__iget(fs, FUSE_ROOT_ID)->parent = FUSE_ROOT_ID;
        if (sqlite3_prepare_v2(fs->db, "SELECT ino, name, value FROM xattr", -1, &q, NULL) != SQLITE_OK)
                return mt__load_err(fs, "load xattrs");
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
                struct fs_inode *in = fs__iget(fs, (uint64_t)sqlite3_column_int64(q, 0));
                if (!in)
                        continue;
                struct fs_xattr *x = sbx_calloc(1, sizeof *x);
                int nl = sqlite3_column_bytes(q, 1);
                x->name = sbx_malloc((size_t)nl + 1);
                if (nl > 0)
                        memcpy(x->name, sqlite3_column_blob(q, 1), (size_t)nl);
                x->name[nl] = 0;
                x->len = (size_t)sqlite3_column_bytes(q, 2);
                x->val = sbx_malloc(x->len);
                if (x->len)
                        memcpy(x->val, sqlite3_column_blob(q, 2), x->len);
                x->next = in->xattrs;
                in->xattrs = x;
                fs->xattr_bytes += FS_XATTR_SIZE(x);
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_DONE)
                return mt__load_err(fs, "load xattrs");
        return 0;
}

/* After a failed batch its changes are gone from the dirty lists, so the
 * next batch rewrites the whole tree instead (under fs->lock). */
static void mt__resync(fsd *fs, struct fs_batch *b)
{
        for (size_t i = 0; i < fs->nops; i++)
                free(fs->ops[i].name);
        fs->nops = 0;
        fs->dead.n = 0;
        fs->mdirty.n = 0;
        for (size_t i = 0; i < fs->icap; i++)
                for (struct fs_inode *in = fs->itab[i]; in; in = in->hnext) {
                        in->meta_dirty = 1;
                        in->xattr_dirty = 1;
                        fs__u64push(&fs->mdirty, in->ino);
                }
        for (size_t i = 0; i < fs->dcap; i++)
                for (struct fs_dirent *d = fs->dtab[i]; d; d = d->hnext) {
                        if (fs->nops == fs->capops) {
                                fs->capops = fs->capops ? 2 * fs->capops : 256;
                                fs->ops = sbx_realloc(fs->ops, fs->capops * sizeof *fs->ops);
                        }
                        fs->ops[fs->nops++] = (struct fs_op){ FS_OP_ADD, d->parent, d->ino,
                                                              d->cookie, sbx_strdup(d->name) };
                }
        b->wipe = 1;
        fs->resync = 0;
}

static int mt__row_cmp(const void *a, const void *b)
{
        uint64_t x = ((const struct fs_brow *)a)->ino, y = ((const struct fs_brow *)b)->ino;
        return x < y ? -1 : x > y;
}

struct fs_batch *fs__batch_take(fsd *fs)
{
        struct fs_batch *b = sbx_calloc(1, sizeof *b);
        if (fs->resync)
                mt__resync(fs, b);
        b->rows = sbx_calloc(fs->mdirty.n, sizeof *b->rows);
        for (size_t i = 0; i < fs->mdirty.n; i++) {
                struct fs_inode *in = fs__iget(fs, fs->mdirty.v[i]);
                if (!in)
                        continue;       /* freed since: it is in fs->dead */
                in->meta_dirty = 0;
                struct fs_brow *r = &b->rows[b->nrows++];
                r->ino = in->ino;
                r->mode = in->mode;
                r->uid = in->uid;
                r->gid = in->gid;
                r->nlink = in->nlink;
                r->rdev = in->rdev;
                r->size = in->size;
                r->at = in->atime;
                r->mt = in->mtime;
                r->ct = in->ctime;
                r->target = in->target ? sbx_strdup(in->target) : NULL;
                if (in->nblk) {
                        /* (2): name only what is stored; trailing holes
                         * dropped.  Blocks still to be stored keep their
                         * place as zeros (a hole until then), so the row
                         * does not grow when they are named: a grown row
                         * splits its page, which is full. */
                        uint64_t n = in->nblk;
                        while (n && !in->blk[n - 1].has_hash && !in->blk[n - 1].dirty &&
                               !in->blk[n - 1].flushing)
                                n--;
                        r->nblocks = n;
                        r->blocks = n ? sbx_calloc(n, FS_HASH_LEN) : NULL;
                        for (uint64_t k = 0; k < n; k++)
                                if (in->blk[k].has_hash)
                                        memcpy(r->blocks + k * FS_HASH_LEN, in->blk[k].hash, FS_HASH_LEN);
                }
                if (in->xattr_dirty) {
                        in->xattr_dirty = 0;
                        r->xdirty = 1;
                        size_t n = 0;
                        for (struct fs_xattr *x = in->xattrs; x; x = x->next)
                                n++;
                        r->xa = sbx_calloc(n, sizeof *r->xa);
                        for (struct fs_xattr *x = in->xattrs; x; x = x->next) {
                                r->xa[r->nxa].name = sbx_strdup(x->name);
                                r->xa[r->nxa].val = sbx_malloc(x->len);
                                memcpy(r->xa[r->nxa].val, x->val, x->len);
                                r->xa[r->nxa++].len = x->len;
                        }
                }
        }
        fs->mdirty.n = 0;
        qsort(b->rows, b->nrows, sizeof *b->rows, mt__row_cmp);   /* fs__batch_name */
        b->ops = fs->ops;
        b->nops = fs->nops;
        fs->ops = NULL;
        fs->nops = fs->capops = 0;
        b->dead = fs->dead.v;
        b->ndead = fs->dead.n;
        fs->dead.v = NULL;
        fs->dead.n = fs->dead.cap = 0;
        b->next_ino = fs->next_ino;
        b->next_cookie = fs->next_cookie;
        return b;
}

/* A block that was being stored when the picture was taken gets the
 * name it was stored under (flush.c: the picture is of the instant the
 * batch was sealed, and names what was sealed). */
void fs__batch_name(struct fs_batch *b, uint64_t ino, uint64_t blk, const uint8_t hash[FS_HASH_LEN])
{
        struct fs_brow key = { .ino = ino };
        struct fs_brow *r = b->nrows ? bsearch(&key, b->rows, b->nrows, sizeof *b->rows, mt__row_cmp) : NULL;
        if (r && blk < r->nblocks)
                memcpy(r->blocks + blk * FS_HASH_LEN, hash, FS_HASH_LEN);
}

void fs__batch_free(struct fs_batch *b)
{
        if (!b)
                return;
        for (size_t i = 0; i < b->nrows; i++) {
                free(b->rows[i].target);
                free(b->rows[i].blocks);
                for (size_t k = 0; k < b->rows[i].nxa; k++) {
                        free(b->rows[i].xa[k].name);
                        free(b->rows[i].xa[k].val);
                }
                free(b->rows[i].xa);
        }
        free(b->rows);
        for (size_t i = 0; i < b->nops; i++)
                free(b->ops[i].name);
        free(b->ops);
        free(b->dead);
        free(b);
}

int fs__batch_write(fsd *fs, struct fs_batch *b)
{
        if (!b->nrows && !b->nops && !b->ndead && !b->wipe)
                return 0;
        static const char *sql[] = {
                "INSERT OR REPLACE INTO inode VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                "DELETE FROM inode WHERE ino=?",
                "DELETE FROM xattr WHERE ino=?",
                "INSERT INTO xattr VALUES(?,?,?)",
                "INSERT OR REPLACE INTO dentry VALUES(?,?,?,?)",
                "DELETE FROM dentry WHERE cookie=?",
                "INSERT OR REPLACE INTO meta VALUES(?,?)",
        };
        enum { Q_INODE, Q_IDEL, Q_XDEL, Q_XINS, Q_DADD, Q_DDEL, Q_META, Q_N };
        sqlite3_stmt *q[Q_N] = { 0 };
        int rc = 0;
        for (int i = 0; i < Q_N; i++)
                if (sqlite3_prepare_v2(fs->db, sql[i], -1, &q[i], NULL) != SQLITE_OK) {
                        rc = mt__err(fs, sql[i]);
                        goto out;
                }
        if ((rc = mt__exec(fs, "BEGIN IMMEDIATE")) < 0)
                goto out;
        if (b->wipe && (rc = mt__exec(fs, "DELETE FROM inode; DELETE FROM dentry;"
                                          " DELETE FROM xattr;")) < 0)
                goto rollback;
#define STEP(s) do { int r_ = sqlite3_step(s); sqlite3_reset(s); \
                     if (r_ != SQLITE_DONE) { rc = mt__err(fs, "write"); goto rollback; } } while (0)
        for (size_t i = 0; i < b->nrows; i++) {
                struct fs_brow *r = &b->rows[i];
                sqlite3_stmt *s = q[Q_INODE];
                sqlite3_bind_int64(s, 1, (int64_t)r->ino);
                sqlite3_bind_int64(s, 2, (int64_t)r->mode - MT_MODE_BASE);
                sqlite3_bind_int64(s, 3, r->uid);
                sqlite3_bind_int64(s, 4, r->gid);
                sqlite3_bind_int64(s, 5, r->nlink);
                sqlite3_bind_int64(s, 6, (int64_t)r->rdev);
                sqlite3_bind_int64(s, 7, (int64_t)r->size);
                sqlite3_bind_int64(s, 8, r->mt.s);
                sqlite3_bind_int64(s, 9, r->mt.ns);
                sqlite3_bind_int64(s, 10, r->ct.s);
                sqlite3_bind_int64(s, 11, r->ct.ns);
                sqlite3_bind_int64(s, 12, r->at.s - r->ct.s);
                sqlite3_bind_int64(s, 13, r->at.ns - r->ct.ns);
                if (r->target)
                        sqlite3_bind_blob(s, 14, r->target, (int)strlen(r->target), SQLITE_STATIC);
                else
                        sqlite3_bind_null(s, 14);
                if (r->nblocks)
                        sqlite3_bind_blob(s, 15, r->blocks, (int)(r->nblocks * FS_HASH_LEN), SQLITE_STATIC);
                else
                        sqlite3_bind_null(s, 15);
                STEP(s);
                if (r->xdirty) {
                        sqlite3_bind_int64(q[Q_XDEL], 1, (int64_t)r->ino);
                        STEP(q[Q_XDEL]);
                        for (size_t k = 0; k < r->nxa; k++) {
                                s = q[Q_XINS];
                                sqlite3_bind_int64(s, 1, (int64_t)r->ino);
                                sqlite3_bind_blob(s, 2, r->xa[k].name, (int)strlen(r->xa[k].name), SQLITE_STATIC);
                                sqlite3_bind_blob(s, 3, r->xa[k].val, (int)r->xa[k].len, SQLITE_STATIC);
                                STEP(s);
                        }
                }
        }
        for (size_t i = 0; i < b->nops; i++) {
                struct fs_op *op = &b->ops[i];
                sqlite3_stmt *s = q[op->kind == FS_OP_ADD ? Q_DADD : Q_DDEL];
                sqlite3_bind_int64(s, 1, (int64_t)op->cookie);  /* (5) */
                if (op->kind == FS_OP_ADD) {
                        sqlite3_bind_int64(s, 2, (int64_t)(op->parent - op->cookie));
                        sqlite3_bind_blob(s, 3, op->name, (int)strlen(op->name), SQLITE_STATIC);
                        sqlite3_bind_int64(s, 4, (int64_t)(op->ino - op->cookie));
                }
                STEP(s);
        }
        for (size_t i = 0; i < b->ndead; i++) {
                sqlite3_bind_int64(q[Q_IDEL], 1, (int64_t)b->dead[i]);
                STEP(q[Q_IDEL]);
                sqlite3_bind_int64(q[Q_XDEL], 1, (int64_t)b->dead[i]);
                STEP(q[Q_XDEL]);
        }
        sqlite3_bind_text(q[Q_META], 1, "next_ino", -1, SQLITE_STATIC);
        sqlite3_bind_int64(q[Q_META], 2, (int64_t)b->next_ino);
        STEP(q[Q_META]);
        sqlite3_bind_text(q[Q_META], 1, "next_cookie", -1, SQLITE_STATIC);
        sqlite3_bind_int64(q[Q_META], 2, (int64_t)b->next_cookie);
        STEP(q[Q_META]);
        /* (9) what this sandbox stored since the last gc, with that gc */
        uint64_t put;
        int64_t gc_ns;
        fs_store_budget_get(fs->st, &put, &gc_ns);
        sqlite3_bind_text(q[Q_META], 1, "budget_put", -1, SQLITE_STATIC);
        sqlite3_bind_int64(q[Q_META], 2, (int64_t)put);
        STEP(q[Q_META]);
        sqlite3_bind_text(q[Q_META], 1, "budget_gc", -1, SQLITE_STATIC);
        sqlite3_bind_int64(q[Q_META], 2, gc_ns);
        STEP(q[Q_META]);
#undef STEP
        if ((rc = mt__exec(fs, "COMMIT")) < 0)
                goto rollback;
        goto out;
rollback:
        sqlite3_exec(fs->db, "ROLLBACK", NULL, NULL, NULL);
out:
        for (int i = 0; i < Q_N; i++)
                sqlite3_finalize(q[i]);
        return rc;
}
