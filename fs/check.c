/* check.c: offline checks of a workspace (sbxfs --check, --locate).
**
** Read-only over meta.db (a consistent WAL snapshot, so a mounted
** workspace can be checked too) and the store.  What is checked:
**   - every chunk a file names exists and hashes right (each distinct
**     chunk is read once, however many files share it);
**   - every name's inode exists and its parent is a directory, and no
**     directory has a name twice, and no name is '.' or '..' or holds
**     '/' or NUL (the kernel makes none: a crafted tree could);
**   - link counts: a file's nlink is its number of names, a directory's
**     is 2 plus its subdirectories, and a directory has one name;
**   - every directory reaches the root without a cycle.
** Each problem is one line naming the affected path.
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <string.h>

struct ck_ref { uint8_t hash[FS_HASH_LEN]; uint64_t ino; };

static int ck__cmp(const void *a, const void *b)
{
        return memcmp(a, b, FS_HASH_LEN);
}

/* ino's path for a report, by the first name of each inode up to the
 * root.  No depth limit (a tree may be deeper than any path a syscall
 * takes); a chain that loops is cut (Brent's cycle finding: the walker
 * meets the inode it last saved within twice the loop's length) and
 * the path starts "<cycle>"; one that ends at an unnamed inode starts
 * "<inode N>".  The names are the sandbox's bytes: escaped
 * (sbx_escape_text), so that none forges a report line or reaches the
 * operator's terminal as a control sequence. */
static char *ck__path(sqlite3 *db, uint64_t ino)
{
        sqlite3_stmt *q;
        if (sqlite3_prepare_v2(db, "SELECT parent, name FROM byino WHERE ino=? LIMIT 1",
                               -1, &q, NULL) != SQLITE_OK)
                return sbx_strdup("/");
        char **up = NULL;               /* names, from ino upwards */
        size_t nup = 0, cap = 0, len = 1;
        char *head = sbx_strdup("");
        uint64_t saved = ino;
        size_t power = 1, steps = 0;
        while (ino != FUSE_ROOT_ID) {
                sqlite3_bind_int64(q, 1, (int64_t)ino);
                if (sqlite3_step(q) != SQLITE_ROW) {
                        free(head);
                        head = sbx_asprintf("<inode %llu>", (unsigned long long)ino);
                        break;
                }
                if (nup == cap)
                        up = sbx_realloc(up, (cap = cap ? 2 * cap : 64) * sizeof *up);
                up[nup] = sbx_asprintf("/%.*s", sqlite3_column_bytes(q, 1),
                                       (const char *)sqlite3_column_blob(q, 1));
                len += strlen(up[nup++]);
                ino = (uint64_t)sqlite3_column_int64(q, 0);
                sqlite3_reset(q);
                if (ino == saved) {
                        free(head);
                        head = sbx_strdup("<cycle>");
                        break;
                }
                if (++steps == power) {
                        saved = ino;
                        power *= 2;
                        steps = 0;
                }
        }
        sqlite3_finalize(q);
        size_t hl = strlen(head);
        char *path = sbx_malloc(hl + len + 1), *o = path;
        memcpy(o, head, hl);
        o += hl;
        while (nup--) {
                size_t l = strlen(up[nup]);
                memcpy(o, up[nup], l);
                o += l;
                free(up[nup]);
        }
        *o = 0;
        free(up);
        free(head);
        if (!*path) {
                free(path);
                return sbx_strdup("/");
        }
        char *esc = sbx_escape_text(path);
        free(path);
        return esc;
}

static int ck__open(const char *meta, sqlite3 **db)
{
        if (sqlite3_open_v2(meta, db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
                sbx_log("%s: %s", meta, sqlite3_errmsg(*db));
                return -EIO;
        }
        sqlite3_busy_timeout(*db, 10000);
        /* before any temp object: changing temp_store drops them */
        sqlite3_exec(*db, "PRAGMA temp_store=MEMORY", NULL, NULL, NULL);
        int rc = fs_meta_views(*db);   /* inode_v, dentry_v: format 1 or 2 alike */
        if (rc < 0) {
                sbx_log("%s: cannot read its tree", meta);
                sqlite3_close(*db);
                return rc;
        }
        return 0;
}

/* Run sql; for each row, report "<fmt with path of column 0>". */
static int ck__report(sqlite3 *db, FILE *out, const char *sql, const char *what)
{
        sqlite3_stmt *q;
        int n = 0;
        if (sqlite3_prepare_v2(db, sql, -1, &q, NULL) != SQLITE_OK) {
                sbx_log("check: %s", sqlite3_errmsg(db));
                return -EIO;
        }
        while (sqlite3_step(q) == SQLITE_ROW) {
                uint64_t ino = (uint64_t)sqlite3_column_int64(q, 0);
                char *path = ck__path(db, ino);
                fprintf(out, "%s: %s", path, what);
                for (int c = 1; c < sqlite3_column_count(q); c++) {
                        const char *v = (const char *)sqlite3_column_text(q, c);
                        sbx_autofree char *esc = sbx_escape_text(v ? v : "NULL");  /* a name: its bytes */
                        fprintf(out, " %s=%s", sqlite3_column_name(q, c), esc);
                }
                fputc('\n', out);
                free(path);
                n++;
        }
        sqlite3_finalize(q);
        return n;
}

int fs_check(const char *meta, const char *store, FILE *out)
{
        sqlite3 *db;
        fs_store *st;
        int rc = ck__open(meta, &db);
        if (rc < 0)
                return rc;
        if ((rc = fs_store_open(store, &st)) < 0) {
                sqlite3_close(db);
                return rc;
        }
        int problems = 0, r, down = 0;
        /* One snapshot.  meta.db has no index on the names (meta.c): the
         * checks that ask by ino or parent use a copy in memory with both. */
        if (sqlite3_exec(db, "BEGIN;"
                         "CREATE TEMP TABLE byino(ino INT, parent INT, name BLOB);"   /* typed: indexed */
                         "INSERT INTO byino SELECT ino, parent, name FROM dentry_v;"
                         "CREATE INDEX temp.byino_ino ON byino(ino);"
                         "CREATE INDEX temp.byino_parent ON byino(parent);", NULL, NULL, NULL) != SQLITE_OK) {
                sbx_log("check: %s", sqlite3_errmsg(db));
                sqlite3_close(db);
                fs_store_close(st);
                return -EIO;
        }
        /* names */
        r = ck__report(db, out,
                       "SELECT parent, ino FROM dentry_v WHERE ino NOT IN (SELECT ino FROM inode_v)",
                       "an entry names a missing inode");
        problems += r > 0 ? r : 0;
        r = ck__report(db, out,
                       "SELECT d.ino, d.parent FROM dentry_v d LEFT JOIN inode_v p ON p.ino=d.parent"
                       " WHERE p.ino IS NULL OR (p.mode & 61440) != 16384",
                       "its parent is missing or not a directory");
        problems += r > 0 ? r : 0;
        /* format 2 keys names by cookie: nothing but this finds a name twice */
        r = ck__report(db, out,
                       "SELECT parent, name, count(*) AS times FROM dentry_v GROUP BY parent, name"
                       " HAVING count(*) > 1",
                       "a directory has a name twice");
        problems += r > 0 ? r : 0;
        r = ck__report(db, out,
                       "SELECT parent, hex(name) AS name FROM dentry_v"
                       " WHERE instr(CAST(name AS BLOB), X'2F') > 0 OR instr(CAST(name AS BLOB), X'00') > 0"
                       " OR CAST(name AS BLOB) IN (X'2E', X'2E2E')",
                       "a name is '.' or '..' or holds '/' or NUL");
        problems += r > 0 ? r : 0;
        /* a file unlinked while open has link count 0 and no name: the
         * mount removes such an inode and drops any name of it */
        r = ck__report(db, out,
                       "SELECT d.parent, d.name, d.ino FROM byino d JOIN inode_v i ON i.ino=d.ino"
                       " WHERE i.nlink = 0",
                       "an entry names an inode of link count 0");
        problems += r > 0 ? r : 0;
        /* link counts */
        r = ck__report(db, out,
                       "SELECT i.ino, i.nlink, (SELECT count(*) FROM byino d WHERE d.ino=i.ino) AS names"
                       " FROM inode_v i WHERE (i.mode & 61440) != 16384 AND i.nlink > 0"
                       " AND i.nlink != (SELECT count(*) FROM byino d WHERE d.ino=i.ino)",
                       "link count differs from its names");
        problems += r > 0 ? r : 0;
        r = ck__report(db, out,
                       "SELECT i.ino, i.nlink, (SELECT count(*) FROM byino d JOIN inode_v c ON c.ino=d.ino"
                       " WHERE d.parent=i.ino AND (c.mode & 61440) = 16384) AS subdirs"
                       " FROM inode_v i WHERE (i.mode & 61440) = 16384 AND i.nlink > 0 AND i.nlink !="
                       " 2 + (SELECT count(*) FROM byino d JOIN inode_v c ON c.ino=d.ino"
                       " WHERE d.parent=i.ino AND (c.mode & 61440) = 16384)",
                       "directory link count differs from its subdirectories");
        problems += r > 0 ? r : 0;
        r = ck__report(db, out,
                       "SELECT i.ino, (SELECT count(*) FROM byino d WHERE d.ino=i.ino) AS names"
                       " FROM inode_v i WHERE (i.mode & 61440) = 16384 AND i.nlink > 0 AND i.ino != 1"
                       " AND (SELECT count(*) FROM byino d WHERE d.ino=i.ino) != 1",
                       "directory does not have exactly one name");
        problems += r > 0 ? r : 0;
        /* cycles: every directory must reach the root.  Walked down from
         * the root, each inode once (UNION drops what was reached
         * already, which also ends a cycle): no depth limit, as a tree may
         * be deeper than PATH_MAX lets a path be, and linear, where a
         * walk up from each directory costs depth squared */
        r = ck__report(db, out,
                       "WITH RECURSIVE down(ino) AS (SELECT 1"
                       " UNION SELECT d.ino FROM down JOIN byino d ON d.parent=down.ino)"
                       " SELECT ino FROM inode_v WHERE (mode & 61440) = 16384 AND nlink > 0"
                       " AND ino NOT IN down",
                       "directory does not reach the root");
        problems += r > 0 ? r : 0;
        /* chunks */
        sqlite3_stmt *q;
        size_t n = 0, cap = 0;
        struct ck_ref *refs = NULL;
        if (sqlite3_prepare_v2(db, "SELECT ino, blocks FROM inode_v WHERE blocks IS NOT NULL",
                               -1, &q, NULL) == SQLITE_OK) {
                static const uint8_t zero[FS_HASH_LEN];
                while (sqlite3_step(q) == SQLITE_ROW) {
                        const uint8_t *b = sqlite3_column_blob(q, 1);
                        int nb = sqlite3_column_bytes(q, 1) / FS_HASH_LEN;
                        for (int k = 0; k < nb; k++) {
                                if (!memcmp(b + k * FS_HASH_LEN, zero, FS_HASH_LEN))
                                        continue;
                                if (n == cap)
                                        refs = sbx_realloc(refs, (cap = cap ? 2 * cap : 1024) * sizeof *refs);
                                memcpy(refs[n].hash, b + k * FS_HASH_LEN, FS_HASH_LEN);
                                refs[n++].ino = (uint64_t)sqlite3_column_int64(q, 0);
                        }
                }
                sqlite3_finalize(q);
        }
        if (n)
                qsort(refs, n, sizeof *refs, ck__cmp);
        for (size_t i = 0; i < n;) {
                size_t j = i;
                while (j < n && !memcmp(refs[j].hash, refs[i].hash, FS_HASH_LEN))
                        j++;
                void *buf;
                size_t len;
                int got = fs_store_get(st, refs[i].hash, &buf, &len), why;
                if (got < 0 && (why = fs_store_remote_down(st)) != 0) {
                        /* one retry time in all, not an attempt a chunk (store.c (13)) */
                        fprintf(out, "stopped: the bucket %s within the retry time "
                                "(%zu of %zu chunk references checked)\n",
                                why == 2 ? "throttled every read (503/429)" : "did not answer", i, n);
                        down = 1;
                        break;
                }
                if (got < 0) {
                        char hex[2 * FS_HASH_LEN + 1];
                        sbx_hex(refs[i].hash, FS_HASH_LEN, hex);
                        uint64_t last = 0;
                        for (size_t k = i; k < j; k++) {
                                if (refs[k].ino == last)
                                        continue;
                                last = refs[k].ino;
                                char *path = ck__path(db, refs[k].ino);
                                fprintf(out, "%s: chunk %s is missing or corrupt\n", path, hex);
                                free(path);
                                problems++;
                        }
                } else {
                        free(buf);
                }
                i = j;
        }
        free(refs);
        sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
        sqlite3_close(db);
        fs_store_close(st);
        if (down)
                return -EHOSTDOWN;
        if (problems)
                fprintf(out, "%d problem%s found\n", problems, problems == 1 ? "" : "s");
        else
                fprintf(out, "clean: %zu chunk references checked\n", n);
        return problems ? 1 : 0;
}

int fs_locate(const char *meta, const char *store, const char *relpath, FILE *out)
{
        sqlite3 *db;
        fs_store *st;
        int rc = ck__open(meta, &db);
        if (rc < 0)
                return rc;
        if ((rc = fs_store_open(store, &st)) < 0) {
                sqlite3_close(db);
                return rc;
        }
        uint64_t ino = FUSE_ROOT_ID;
        sbx_autofree char *copy = sbx_strdup(relpath);
        char *save = NULL;
        sqlite3_stmt *q;
        sqlite3_prepare_v2(db, "SELECT ino FROM dentry_v WHERE parent=? AND name=?", -1, &q, NULL);
        for (char *c = strtok_r(copy, "/", &save); c && rc == 0; c = strtok_r(NULL, "/", &save)) {
                sqlite3_bind_int64(q, 1, (int64_t)ino);
                sqlite3_bind_blob(q, 2, c, (int)strlen(c), SQLITE_STATIC);
                if (sqlite3_step(q) == SQLITE_ROW)
                        ino = (uint64_t)sqlite3_column_int64(q, 0);
                else
                        rc = -ENOENT;
                sqlite3_reset(q);
        }
        sqlite3_finalize(q);
        if (rc < 0) {
                sbx_log("locate %s: no such file", relpath);
                goto out;
        }
        sqlite3_prepare_v2(db, "SELECT blocks FROM inode_v WHERE ino=?", -1, &q, NULL);
        sqlite3_bind_int64(q, 1, (int64_t)ino);
        if (sqlite3_step(q) == SQLITE_ROW) {
                static const uint8_t zero[FS_HASH_LEN];
                const uint8_t *b = sqlite3_column_blob(q, 0);
                int nb = sqlite3_column_bytes(q, 0) / FS_HASH_LEN;
                for (int k = 0; k < nb; k++) {
                        if (!memcmp(b + k * FS_HASH_LEN, zero, FS_HASH_LEN))
                                continue;
                        char hex[2 * FS_HASH_LEN + 1];
                        sbx_hex(b + k * FS_HASH_LEN, FS_HASH_LEN, hex);
                        char *pack = NULL;
                        uint64_t off;
                        uint32_t clen;
                        if (fs_store_locate(st, b + k * FS_HASH_LEN, &pack, &off, &clen) == 0)
                                fprintf(out, "%s %s %llu %u\n", hex, pack, (unsigned long long)off, clen);
                        else
                                fprintf(out, "%s - 0 0\n", hex);
                        free(pack);
                }
        }
        sqlite3_finalize(q);
out:
        sqlite3_close(db);
        fs_store_close(st);
        return rc;
}

/* fs_usage_read: what the tree's last commit holds, counted as sbxfs
** counts its quota at mount (meta.c's load: fs__used, fs__inodes_used),
** by SQL over the views, so a running sbxfs is never disturbed: one read
** transaction beside its writer (WAL).  A file unlinked while open (nlink
** 0: gone at the next mount) is not counted. */
int fs_usage_read(const char *meta, fs_usage *u)
{
        memset(u, 0, sizeof *u);
        sqlite3 *db;
        int rc = ck__open(meta, &db);
        if (rc < 0)
                return rc;
        sqlite3_stmt *q = NULL;
        sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);    /* both reads of one commit */
        if (sqlite3_prepare_v2(db, "SELECT mode & 61440, count(*), coalesce(sum(size), 0), coalesce(sum(length(target)), 0),"
                               " coalesce(sum(CASE WHEN nlink > 1 AND mode & 61440 != 16384 THEN nlink - 1 END), 0)"
                               " FROM inode_v WHERE nlink > 0 OR ino = 1 GROUP BY 1", -1, &q, NULL) != SQLITE_OK) {
                rc = fs_db_err(db, "usage");
                goto out;
        }
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
                int type = sqlite3_column_int(q, 0);
                uint64_t n = (uint64_t)sqlite3_column_int64(q, 1);
                *(type == S_IFREG ? &u->files : type == S_IFDIR ? &u->dirs :
                  type == S_IFLNK ? &u->symlinks : &u->others) += n;
                if (type == S_IFREG)
                        u->data += (uint64_t)sqlite3_column_int64(q, 2);
                u->bytes += (uint64_t)sqlite3_column_int64(q, 3);
                u->links += (uint64_t)sqlite3_column_int64(q, 4);
        }
        sqlite3_finalize(q);
        q = NULL;
        if (rc != SQLITE_DONE ||
            sqlite3_prepare_v2(db, "SELECT coalesce(sum(length(x.name) + length(x.value)), 0) FROM xattr x"
                               " JOIN inode_v i ON i.ino = x.ino WHERE i.nlink > 0 OR i.ino = 1",
                               -1, &q, NULL) != SQLITE_OK ||
            sqlite3_step(q) != SQLITE_ROW) {
                rc = fs_db_err(db, "usage");
                goto out;
        }
        u->bytes += u->data + (uint64_t)sqlite3_column_int64(q, 0);
        u->inodes = u->files + u->dirs + u->symlinks + u->others + u->links;
        rc = 0;
out:
        sqlite3_finalize(q);
        sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
        sqlite3_close(db);
        return rc;
}
