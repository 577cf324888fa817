/* store.c: the content-addressed chunk store of a host.
**
** Layout of STORE/:
**      index.db            SQLite (WAL): chunk(hash, pack, off, clen, plen, codec)
**      packs/XX/ID.pack    append-only packs; ID is 16 random hex digits
**
** A pack starts with the 8 bytes "SBXPACK1"; then records, each a 44-byte
** header {hash[32], plen u32le, clen u32le, codec u8, pad[3]} followed by
** clen stored bytes.  The headers make the index rebuildable from packs.
**
** Invariants, after any crash:
** (1) A chunk is named by the SHA-256 of its plain bytes; stored once per
**     store however many files and workspaces hold it (fs_store_put()
**     skips names already indexed).
** (2) Pack bytes are fdatasync'd before the index rows naming them are
**     committed (synchronous=FULL), and callers commit their own rows
**     naming a chunk only after fs_store_put() returned: data reaches the
**     store before the metadata that names it.
** (3) Every read is checked against its name: a mismatch, a short pack or
**     a missing row is -EIO with a log line, never wrong bytes.
** (4) Bytes appended to a pack but never indexed (a crash between (2)'s
**     two steps) are garbage that no name reaches; gc reclaims them.
** (5) Each process appends only to packs it made, so processes sharing a
**     store never write the same file; index.db serialises the rest.
** (6) A local chunk that fails its check is remembered (the last ST_BAD):
**     fs_store_has says no and a put stores it again, its row replaced,
**     so writing the same bytes again (a copy kept elsewhere, a restore)
**     heals every file that names it (fs_store_dedup; fs_store_has
**     still says what the index has, for check and verify).  Before, dedup kept pointing new
**     data at the damaged record.
** (7) index.db is made only beside a packs/ that holds no pack: one that
**     is missing, empty (0 bytes) or without its chunk table while packs
**     exist is damage, refused (-EUCLEAN, a log line), never made again
**     empty under packs and trees that name their chunks (gc would then
**     see every pack as dead).  fs_store_reindex() rebuilds the rows from
**     the packs' record headers, each record checked against its name.
**     A row already there stays if the record it names checks; one that
**     names a pack gone (an index.db older than a repack) or a record
**     that does not check is pointed at the record found.  Before, such
**     rows were kept (INSERT OR IGNORE): reindex could not repair them.
** (8) The gc lock is flock on STORE/gc.lock and then on STORE itself,
**     both shared for writers, both exclusive for gc.  gc.lock alone was
**     no lock once the file was replaced (deleted as a "stale lock",
**     rewritten by an rsync of the store): a writer kept its lock on the
**     old inode, gc locked the new file and swept a batch that was
**     stored and fsync'd but not committed yet.  A rm cannot take the
**     directory away; gc.lock stays for tools that lock it (flock(1)),
**     and a holder that finds the name no longer gives the file it
**     locked opens it again, so the two meet on the new file.
** (9) A store on a read-only file system (a backup mounted ro) opens for
**     reading: index.db immutable, no schema, no packs/ made; the gc
**     lock is the directory's alone (gc.lock cannot be made); a put
**     fails with EROFS.  verify of a read-only backup used to fail.
** (10) Every sbxfs registers its tree in STORE/roots/ID (ID: 16 hex
**     digits of the SHA-256 of the meta file's real path, which the
**     file holds), written again at each mount: gc marks every
**     registered tree that exists besides the state dirs' own
**     (snapshot/gc.c (5)).  A tree mounted by hand (`sbxfs --meta M
**     --store S`) on a store that sbxctl's gc also collects was no
**     root: gc dropped the index rows of its committed files (EIO),
**     and their packs once older than gc_min_age.
** (11) A damaged index.db (SQLite finds no database there, or a
**     malformed one; PRAGMA quick_check finds fault) is named, path and
**     remedy, in the one log line of each error it gives (fs_db_err).
**     The remedy is fs_store_reindex(): it moves index.db-shm, -wal and
**     then index.db aside to index.db.damaged.TIME (UTC; kept for a
**     post-mortem, never deleted) and rebuilds a new one from the packs
**     (7); the WAL goes first, so no stale WAL is ever found beside a
**     new index.db.  A damaged file is never rebuilt but by reindex.
**     Before, reindex opened the damaged file and failed with EIO like
**     everything else, naming no file: only moving it aside by hand
**     rebuilt it, and nothing said so.
** (12) A cached read fd of a pack that gc deleted or repacked (st_nlink
**     0) is closed once no read holds it (fs_store_close_gone(), which
**     sbxfs's flusher calls every second): the pack's space is freed, and
**     the next read of one of its chunks opens the pack the index names
**     now (a repack names the new pack before the old one goes; a read
**     that finds its pack gone looks once more).  Before, the fd stayed
**     open until the cache (FD_CACHE) needed its slot or sbxfs stopped:
**     gc said it reclaimed the bytes, and a sandbox awake for weeks held
**     up to FD_CACHE x PACK_MAX (2 GiB) of deleted packs.
** (13) A read of a chunk that is only remote spends at most one retry
**     budget (fs_remote.retry_ms) in all, the kernel's second send of a
**     failed read included, whatever the bucket does (refuses, resets,
**     accepts and stays silent, throttles), but while data flows at
**     32 KiB/s (snapshot/s3.c (6)).  Its first send has retry_ms less
**     one attempt's budget (ONE_TRY_MS, half of retry_ms at most): its
**     read-around (an optimisation) at most half of that, then the chunk
**     alone what is left, if the read-around did not bring it; the
**     second send (a chunk that failed within retry_ms, `failed`: the
**     last ST_FAILED of them, so that reads failing at once each get
**     theirs; one remembered chunk gave the other read's second send a
**     whole budget again) gets one attempt's budget.  The read-around marks nothing down and fails no
**     read: what it meets (no answer, a slow link, throttling) only ends
**     it, and the chunk is fetched alone.  A fetch of the chunk alone that
**     found the bucket unreachable (-EHOSTDOWN: no answer, resets, 5xx
**     but 503) is remembered (down_ns) for retry_ms: a read that starts
**     meanwhile gets one attempt's budget for its chunk first, then, the
**     bucket back, its read-around with another; any answer forgets it,
**     so a bucket that is back serves the next read, and a failure within
**     the window does not move it on (reads past the window get a whole
**     budget).  Throttling (-EBUSY: 503, 429) is no failure of the bucket:
**     retried within the budget (Retry-After honoured), and never
**     remembered as down.  Ranged reads of one job (prefetch, verify)
**     share one budget: each ends retry_ms after the job's last good read,
**     none starts after one failed, and prefetch stops once the bucket is
**     found unreachable, or throttling every fetch; so does verify
**     (fs_store_remote_down(): a throttled fetch is remembered, busy_ns,
**     only for them; verify of a throttling bucket spent retry_ms a chunk).  -EHOSTDOWN and -EBUSY stay in this file:
**     prefetch and verify say -EIO, as before.  Before, a server that
**     accepted and stayed silent held a read() 7.5 s at retry_ms 3 s (an
**     attempt's 5 s floor, then the second send's 2 s stall limit), a
**     throttling bucket was "unreachable" (every read for retry_ms after
**     one attempt), a slow read-around failed its read and marked the
**     bucket down, and a read inside the window never read around.
** (14) A directory that holds no store (no index.db, no pack) is made one
**     at the first open, but a tree that names stored data is never
**     served from it (fs_store_absent, fs/daemon.c): it is a mount point
**     whose file system is not mounted, or a store moved away, and every
**     read would fail EIO while new writes went to a store nobody keeps.
**     sbxctl makes its stores itself (tools: ctl_store_make).
** (15) A handle counts the bytes its put()s append to packs, and
**     fs_store_put_since_gc() says how many since the last gc it saw
**     end: gc touches STORE/gc.done as its sweep ends (fs_store_gc_done),
**     and the flusher's fs_store_close_gone() looks at its mtime every
**     second.  sbxfs bounds by it what a workspace adds to the store
**     between two gcs ([fs] store_budget, fs/ops.c): each rewrite that
**     reaches the store stores its blocks anew, and what they replaced
**     stays until gc, so a sandbox of 1 MiB rewritten with fsync filled
**     a disk at 136 MB/s whatever its quota, and every other sandbox on
**     it with the disk.  What a gc kept (snapshots name it, or the tree,
**     or its pack was too young) is no longer counted after it: counting
**     the packs a handle wrote that were still there refused for good a
**     sandbox whose deleted data a snapshot kept.  fs_store_roll() has
**     the next sweep close the pack put() appends to (the next put()
**     starts a new one), so that gc may take it: gc leaves a pack open
**     for writing alone.  sbxfs keeps the count in meta.db with each
**     commit (fs_store_budget_get, with the gc.done it counts from) and
**     takes it up again at mount when no gc ended since
**     (fs_store_budget_resume): a sleep and wake gave a fresh budget.
*/
#include "fs.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <zstd.h>
#include <zstd_errors.h>

#define PACK_MAGIC   "SBXPACK1"
#define PACK_HDR     FS_REC_HDR
#define PACK_MAX     (64ull << 20)      /* start a new pack past this */
#define FD_CACHE     32
#define ST_BAD       64         /* local chunks found corrupt, remembered (6) */
#define ST_FAILED    16         /* remote chunks reads failed to fetch (13) */

static fs_remote st__default;          /* fs_store_default_remote() */
static struct timespec st__gc_done_at(fs_store *st);

struct fs_store {
        char *dir;
        int   lock_fd;                  /* STORE/gc.lock, owned */
        int   dir_fd;                   /* STORE itself, owned: the gc lock's second half (8) */
        /* One put at a time; it owns the pack being appended to, which
        ** it writes and syncs without st->lock: readers and dedup checks
        ** went on waiting for every pack sync (up to 90 ms). */
        pthread_mutex_t put_lock;
        uint64_t pack_id;               /* the pack we append to (0: none) */
        int      pack_fd;               /* owned */
        uint64_t pack_off;
        /* (15) under own_lock: bytes put() appended, and their count at
         * the last gc seen to end (gc.done's mtime, gc_seen); roll: the
         * next sweep closes the pack put() appends to */
        pthread_mutex_t own_lock;
        uint64_t put_bytes, put_base;
        struct timespec gc_seen;
        int      roll;
        /* Readers look local chunks up on a connection of their own:
        ** on the writer's they waited for its COMMIT, a WAL fsync of
        ** 1.5-15 ms, at every put.  WAL lets them read the last commit
        ** meanwhile; a put's rows are committed after its pack's sync,
        ** so what a reader finds is there. */
        pthread_mutex_t rlock;          /* rdb, q_rd */
        sqlite3 *rdb;
        sqlite3_stmt *q_rd;
        /* readers' pack fds: a read holds one (refs) instead of a dup of
        ** it, and only an unheld fd is closed to make room, or when its
        ** pack is gone (12) */
        pthread_mutex_t fdlock;         /* fds, tick */
        struct { uint64_t id; int fd; uint64_t used; int refs; } fds[FD_CACHE];
        uint64_t tick;
        pthread_mutex_t lock;           /* guards everything below */
        sqlite3 *db;                    /* index.db */
        sqlite3_stmt *q_get, *q_ins, *q_rep;
        uint8_t  bad[ST_BAD][FS_HASH_LEN];      /* (6) */
        int      nbad, badnext;
        /* the remote tier: chunks in the bucket's packs (rchunk in
        ** index.db), a bounded cache of fetched ones (STORE/cache/) */
        fs_remote remote;               /* remote.fetch NULL: local only */
        int64_t  down_ns;               /* (13) when a fetch last found the bucket
                                         * unreachable (sbx_mono_ns); 0: none since
                                         * one worked */
        int64_t  busy_ns;               /* (13) when a fetch last ended throttled
                                         * (-EBUSY); 0: none since another answer */
        uint8_t  failed[ST_FAILED][FS_HASH_LEN];        /* (13) chunks reads failed to fetch */
        int64_t  failed_ns[ST_FAILED];  /* when (sbx_mono_ns); 0: a free slot */
        sqlite3_stmt *q_rget, *q_rins, *q_rpk, *q_rpin, *q_rwin;
        sqlite3 *cdb;                   /* STORE/cache/cache.db */
        sqlite3_stmt *q_cget, *q_cins, *q_cseg, *q_ctouch;
        uint64_t seg_id, seg_off, seg_max;
        int      seg_fd;
        uint64_t appends;
        fs_store_stats stats;
};

void fs_hash(const void *data, size_t len, uint8_t out[FS_HASH_LEN])
{
        unsigned int n = FS_HASH_LEN;
        EVP_Digest(data, len, out, &n, EVP_sha256(), NULL);
}

/* One compression context per thread, freed when the thread ends. */
static pthread_key_t st__cctx_key;
static pthread_once_t st__cctx_once = PTHREAD_ONCE_INIT;
static void st__cctx_free(void *p) { ZSTD_freeCCtx(p); }
static void st__cctx_init(void) { pthread_key_create(&st__cctx_key, st__cctx_free); }

static ZSTD_CCtx *st__cctx(void)
{
        pthread_once(&st__cctx_once, st__cctx_init);
        ZSTD_CCtx *cctx = pthread_getspecific(st__cctx_key);
        if (!cctx) {
                cctx = ZSTD_createCCtx();
                if (cctx)
                        pthread_setspecific(st__cctx_key, cctx);
        }
        return cctx;
}

int fs_chunk_compress2(const void *plain, size_t len, int level, int min_match,
                       void **out, uint32_t *clen)
{
        ZSTD_CCtx *cctx = st__cctx();
        *out = NULL;
        *clen = (uint32_t)len;
        if (!cctx)
                return FS_CODEC_RAW;    /* no memory for a context: plain is correct too */
        ZSTD_CCtx_reset(cctx, ZSTD_reset_session_and_parameters);
        ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level);
        if (min_match)
                ZSTD_CCtx_setParameter(cctx, ZSTD_c_minMatch, min_match);
        size_t cap = ZSTD_compressBound(len);
        void *buf = sbx_malloc(cap);
        size_t n = ZSTD_compress2(cctx, buf, cap, plain, len);
        if (ZSTD_isError(n) || n >= len) {
                free(buf);              /* incompressible: store it plain */
                return FS_CODEC_RAW;
        }
        /* Give back the bound's unused tail (about half of a block at
         * 2:1): its pages would stay in the batch until stored. */
        *out = n + (64u << 10) < cap ? sbx_realloc(buf, n) : buf;
        *clen = (uint32_t)n;
        return FS_CODEC_ZSTD;
}

int fs_chunk_compress(const void *plain, size_t len, int level, void **out, uint32_t *clen)
{
        return fs_chunk_compress2(plain, len, level, 0, out, clen);
}

int fs_chunk_make(const void *plain, size_t len, int level, fs_chunk *c)
{
        void *out;
        fs_hash(plain, len, c->hash);
        c->plen = (uint32_t)len;
        c->codec = (uint8_t)fs_chunk_compress(plain, len, level, &out, &c->clen);
        if (!out) {
                out = sbx_malloc(len ? len : 1);
                memcpy(out, plain, len);
        }
        c->data = out;
        return 0;
}

/* (11) SQLite's answer for a damaged file: no database there, malformed. */
static int st__damage(int code)
{
        return (code & 0xff) == SQLITE_CORRUPT || (code & 0xff) == SQLITE_NOTADB;
}

int fs_db_err(sqlite3 *db, const char *what)
{
        const char *path = db ? sqlite3_db_filename(db, "main") : NULL;
        const char *base = path ? strrchr(path, '/') : NULL;
        int index = base && !strcmp(base, "/index.db");
        sbx_log("%s: %s: %s%s", path && *path ? path : "index.db", what, sqlite3_errmsg(db),
                index && st__damage(sqlite3_errcode(db))
                ? ": damaged; `sbxctl store reindex` sets it aside and rebuilds it from the packs" : "");
        return sbx_sqlite_errno(db, sqlite3_errcode(db));
}

static int st__db_exec(sqlite3 *db, const char *what, const char *sql)
{
        if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
                return fs_db_err(db, what);
        return 0;
}

/* (9): index.db of a read-only store, as immutable: SQLite can make
** neither its -shm nor a lock there. */
static int st__db_open_ro(const char *uri, sqlite3 **db)
{
        if (sqlite3_open_v2(uri, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI |
                            SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK)
                return fs_db_err(*db, "open");
        return 0;
}

/* Open (make) a SQLite file of the store and run its schema: 0 or -EIO. */
static int st__db_open(const char *path, sqlite3 **db, const char *schema)
{
        if (sqlite3_open_v2(path, db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                            SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK)
                return fs_db_err(*db, "open");
        sqlite3_busy_timeout(*db, 30000);
        return st__db_exec(*db, "schema", schema);
}

/* Does packs/ hold a pack?  1, 0 (none, or no packs/), or -errno when it
** cannot be read: never "no" (an index made over packs not seen), nor
** "yes" (a store this user may not read called damaged). */
int fs_store_has_packs(const char *dir)
{
        sbx_autofree char *root = sbx_asprintf("%s/packs", dir);
        DIR *d = opendir(root);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        struct dirent *e;
        int found = 0;
        while (!found && (e = readdir(d))) {
                if (strlen(e->d_name) != 2)
                        continue;
                sbx_autofree char *sub = sbx_asprintf("%s/%s", root, e->d_name);
                DIR *d2 = opendir(sub);
                struct dirent *f;
                while (d2 && !found && (f = readdir(d2))) {
                        size_t l = strlen(f->d_name);
                        found = l > 5 && !strcmp(f->d_name + l - 5, ".pack");
                }
                if (d2)
                        closedir(d2);
        }
        closedir(d);
        return found;
}

int fs_db_has_table(sqlite3 *db, const char *table)
{
        sqlite3_stmt *q = NULL;
        int r = sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                                   -1, &q, NULL);
        if (r == SQLITE_OK && (r = sqlite3_bind_text(q, 1, table, -1, SQLITE_STATIC)) == SQLITE_OK)
                r = sqlite3_step(q);
        sqlite3_finalize(q);
        return r == SQLITE_ROW ? 1 : r == SQLITE_DONE ? 0 : sbx_sqlite_errno(db, r);
}

/* Has index.db its chunk table?  1, 0 (none: a 0-byte file is an empty
** database to SQLite), or -EIO (said). */
/* An index.db made before a chunk could have several remote copies has
 * rchunk keyed by hash alone: a second copy was dropped, so a read whose
 * pack gc removed found no other.  Rekeyed once, by whoever opens it
 * first, and every remote pack is read again (rpack emptied) so the
 * copies dropped are learned. */
static int st__rchunk_upgrade(sqlite3 *db)
{
        sqlite3_stmt *q;
        int keys = 0;
        if (sqlite3_prepare_v2(db, "SELECT count(*) FROM pragma_table_info('rchunk') WHERE pk > 0",
                               -1, &q, NULL) != SQLITE_OK)
                return fs_db_err(db, "rchunk");
        if (sqlite3_step(q) == SQLITE_ROW)
                keys = sqlite3_column_int(q, 0);
        sqlite3_finalize(q);
        if (keys != 1)
                return 0;
        int rc = st__db_exec(db, "rchunk upgrade",
                "BEGIN IMMEDIATE;"
                "CREATE TABLE IF NOT EXISTS rchunk2(hash BLOB, pack TEXT, off INTEGER, clen INTEGER,"
                " plen INTEGER, codec INTEGER, PRIMARY KEY(hash, pack)) WITHOUT ROWID;"
                "INSERT OR IGNORE INTO rchunk2 SELECT hash, pack, off, clen, plen, codec FROM rchunk;"
                "DROP TABLE rchunk;"
                "ALTER TABLE rchunk2 RENAME TO rchunk;"
                "CREATE INDEX IF NOT EXISTS rchunk_pack ON rchunk(pack, off);"
                "DELETE FROM rpack;"
                "COMMIT;");
        if (rc < 0)
                sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        else
                sbx_log("index.db: rchunk rekeyed by (hash, pack); remote packs are read again");
        return rc;
}

static int st__has_index(sqlite3 *db)
{
        int rc = fs_db_has_table(db, "chunk");
        if (rc < 0)
                fs_db_err(db, "open");
        return rc;
}

static int st__open(const char *dir, int rebuild, fs_store **out);

int fs_store_open(const char *dir, fs_store **out)
{
        return st__open(dir, 0, out);
}

/* rebuild: index.db may be missing or empty beside packs (reindex). */
static int st__open(const char *dir, int rebuild, fs_store **out)
{
        struct stat sb;
        if (stat(dir, &sb) < 0)
                return -errno;
        if (!S_ISDIR(sb.st_mode))
                return -ENOTDIR;
        /* (9) a store on a read-only file system (a backup mounted ro)
         * is opened for reading: verify and restore work, a put fails */
        int ro = 0;
        if (access(dir, R_OK | W_OK | X_OK) < 0) {
                if (errno != EROFS || rebuild || access(dir, R_OK | X_OK) < 0)
                        return -errno;
                ro = 1;
        }
        sbx_autofree char *packs = sbx_asprintf("%s/packs", dir);
        if (!ro && mkdir(packs, 0700) < 0 && errno != EEXIST)
                return -errno;
        fs_store *st = sbx_calloc(1, sizeof *st);
        st->dir = sbx_strdup(dir);
        st->pack_fd = -1;
        st->lock_fd = -1;
        st->dir_fd = -1;
        st->seg_fd = -1;
        pthread_mutex_init(&st->lock, NULL);
        pthread_mutex_init(&st->put_lock, NULL);
        pthread_mutex_init(&st->own_lock, NULL);
        st->gc_seen = st__gc_done_at(st);       /* (15): a gc before counts nothing */
        pthread_mutex_init(&st->rlock, NULL);
        pthread_mutex_init(&st->fdlock, NULL);
        sbx_autofree char *path = sbx_asprintf("%s/index.db", dir);
        sbx_autofree char *uri = sbx_asprintf("file:%s?immutable=1", path);
        int rc = -EIO, has = 0;
        if (!rebuild && stat(path, &sb) < 0 && errno == ENOENT)
                has = fs_store_has_packs(dir);
        if (has < 0) {
                rc = has;
                goto out_close;
        }
        if (has) {                                                      /* (7) */
                sbx_log("store %s: index.db is missing while packs/ holds packs: not made again "
                        "empty; `sbxctl store reindex` rebuilds it from the packs", dir);
                rc = -EUCLEAN;
                goto out_close;
        }
        if (ro && stat(path, &sb) < 0) {
                rc = -errno;
                goto out_close;
        }
        if ((rc = ro ? st__db_open_ro(uri, &st->db) : st__db_open(path, &st->db, "")) < 0 ||
            (rc = st__has_index(st->db)) < 0)
                goto out_close;
        if (!rc && ro) {
                sbx_log("store %s: index.db has no chunk table (and the store is read-only)", dir);
                rc = -EUCLEAN;
                goto out_close;
        }
        if (!rc && !rebuild && (has = fs_store_has_packs(dir)) < 0) {
                rc = has;
                goto out_close;
        }
        if (!rc && !rebuild && has) {
                sbx_log("store %s: index.db has no chunk table (empty or damaged) while packs/ holds "
                        "packs: not made again empty; `sbxctl store reindex` rebuilds it from the "
                        "packs", dir);
                rc = -EUCLEAN;
                goto out_close;
        }
        if ((!ro && (rc = st__db_exec(st->db, "schema",
                         "PRAGMA journal_mode=WAL;"
                         "PRAGMA synchronous=FULL;"
                         "CREATE TABLE IF NOT EXISTS chunk(hash BLOB PRIMARY KEY, pack INTEGER,"
                         " off INTEGER, clen INTEGER, plen INTEGER, codec INTEGER) WITHOUT ROWID;"
                         "CREATE TABLE IF NOT EXISTS rchunk(hash BLOB, pack TEXT,"
                         " off INTEGER, clen INTEGER, plen INTEGER, codec INTEGER,"
                         " PRIMARY KEY(hash, pack)) WITHOUT ROWID;"
                         "CREATE INDEX IF NOT EXISTS rchunk_pack ON rchunk(pack, off);"
                         "CREATE TABLE IF NOT EXISTS rpack(id TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;")) < 0) ||
            (!ro && (rc = st__rchunk_upgrade(st->db)) < 0))
                goto out_close;
        /* the writer's and the readers' connections look chunks up alike */
        static const char get_sql[] = "SELECT pack, off, clen, plen, codec FROM chunk WHERE hash=?";
        if (sqlite3_prepare_v2(st->db, get_sql, -1, &st->q_get, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "INSERT OR IGNORE INTO chunk VALUES(?,?,?,?,?,?)",
                               -1, &st->q_ins, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "INSERT OR REPLACE INTO chunk VALUES(?,?,?,?,?,?)",
                               -1, &st->q_rep, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "SELECT pack, off, clen, plen, codec FROM rchunk WHERE hash=? LIMIT 1",
                               -1, &st->q_rget, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "INSERT OR IGNORE INTO rchunk VALUES(?,?,?,?,?,?)",
                               -1, &st->q_rins, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "SELECT 1 FROM rpack WHERE id=?",
                               -1, &st->q_rpk, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "INSERT OR REPLACE INTO rpack VALUES(?,?)",
                               -1, &st->q_rpin, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "SELECT hash FROM rchunk WHERE pack=?1 AND off>=?2 AND off<?3"
                               " ORDER BY off LIMIT 256", -1, &st->q_rwin, NULL) != SQLITE_OK) {
                rc = fs_db_err(st->db, "prepare");
                goto out_close;
        }
        if ((rc = ro ? st__db_open_ro(uri, &st->rdb) : st__db_open(path, &st->rdb, "")) < 0)
                goto out_close;
        if (sqlite3_prepare_v2(st->rdb, get_sql, -1, &st->q_rd, NULL) != SQLITE_OK) {
                rc = fs_db_err(st->rdb, "prepare");
                goto out_close;
        }
        for (int i = 0; i < FD_CACHE; i++)
                st->fds[i].fd = -1;
        if (st__default.fetch && (rc = fs_store_set_remote(st, &st__default)) < 0)
                goto out_close;
        *out = st;
        return 0;
out_close:
        fs_store_close(st);
        return rc;
}

void fs_store_close(fs_store *st)
{
        if (!st)
                return;
        sqlite3_finalize(st->q_get);
        sqlite3_finalize(st->q_ins);
        sqlite3_finalize(st->q_rep);
        sqlite3_finalize(st->q_rget);
        sqlite3_finalize(st->q_rins);
        sqlite3_finalize(st->q_rpk);
        sqlite3_finalize(st->q_rpin);
        sqlite3_finalize(st->q_rwin);
        sqlite3_close(st->db);
        sqlite3_finalize(st->q_rd);
        sqlite3_close(st->rdb);
        sqlite3_finalize(st->q_cget);
        sqlite3_finalize(st->q_cins);
        sqlite3_finalize(st->q_cseg);
        sqlite3_finalize(st->q_ctouch);
        sqlite3_close(st->cdb);
        if (st->seg_fd >= 0)
                close(st->seg_fd);
        if (st->pack_fd >= 0)
                close(st->pack_fd);
        if (st->lock_fd >= 0)
                close(st->lock_fd);
        if (st->dir_fd >= 0)
                close(st->dir_fd);
        for (int i = 0; i < FD_CACHE; i++)
                if (st->fds[i].fd >= 0)
                        close(st->fds[i].fd);
        pthread_mutex_destroy(&st->lock);
        pthread_mutex_destroy(&st->put_lock);
        pthread_mutex_destroy(&st->own_lock);
        pthread_mutex_destroy(&st->rlock);
        pthread_mutex_destroy(&st->fdlock);
        free(st->dir);
        free(st);
}

static char *st__pack_path(fs_store *st, uint64_t id)
{
        return sbx_asprintf("%s/packs/%02x/%016llx.pack", st->dir,
                            (unsigned)(id >> 56), (unsigned long long)id);
}

/* Start a new pack: create it, write its magic, sync its directory. */
static int st__pack_new(fs_store *st)
{
        if (st->pack_fd >= 0) {
                close(st->pack_fd);
                st->pack_fd = -1;
        }
        uint64_t id = 0;
        while (!id)
                if (sbx_random(&id, sizeof id) < 0)
                        return -EIO;
        sbx_autofree char *dir = sbx_asprintf("%s/packs/%02x", st->dir, (unsigned)(id >> 56));
        int made = mkdir(dir, 0700) == 0;
        if (!made && errno != EEXIST)
                return -errno;
        sbx_autofree char *path = st__pack_path(st, id);
        int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd < 0)
                return -errno;
        int rc = sbx_write_all(fd, PACK_MAGIC, 8);
        if (!rc && fsync(fd) < 0)
                rc = -errno;
        if (!rc)
                rc = sbx_fsync_dir(dir);
        if (!rc && made) {              /* and the new directory's name */
                sbx_autofree char *packs = sbx_asprintf("%s/packs", st->dir);
                rc = sbx_fsync_dir(packs);
        }
        if (rc) {
                close(fd);
                unlink(path);
                return rc;
        }
        st->pack_fd = fd;
        st->pack_id = id;
        st->pack_off = 8;
        return 0;
}

/* (15) When gc last ended: STORE/gc.done's mtime, {0, 0} when none. */
static struct timespec st__gc_done_at(fs_store *st)
{
        sbx_autofree char *path = sbx_asprintf("%s/gc.done", st->dir);
        struct stat sb;
        struct timespec none = { 0, 0 };
        return stat(path, &sb) == 0 ? sb.st_mtim : none;
}

void fs_store_gc_done(fs_store *st)
{
        sbx_autofree char *path = sbx_asprintf("%s/gc.done", st->dir);
        int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0 || futimens(fd, NULL) < 0)
                sbx_log("gc: %s: %s (running sandboxes count what they store from an older gc)",
                        path, strerror(errno));
        if (fd >= 0)
                close(fd);
}

/* (15) Close the pack put() appends to if fs_store_roll() asked; take a
** gc that ended since the last look as the new start of the count. */
static void st__own_sweep(fs_store *st)
{
        pthread_mutex_lock(&st->own_lock);
        int roll = st->roll;
        st->roll = 0;
        pthread_mutex_unlock(&st->own_lock);
        if (roll) {
                pthread_mutex_lock(&st->put_lock);
                if (st->pack_fd >= 0 && st->pack_off > 8) {
                        close(st->pack_fd);     /* every put synced its records: gc's now */
                        st->pack_fd = -1;
                }
                pthread_mutex_unlock(&st->put_lock);
        }
        struct timespec t = st__gc_done_at(st);         /* no stat under the lock */
        pthread_mutex_lock(&st->own_lock);
        if (t.tv_sec != st->gc_seen.tv_sec || t.tv_nsec != st->gc_seen.tv_nsec) {
                st->gc_seen = t;
                st->put_base = st->put_bytes;
        }
        pthread_mutex_unlock(&st->own_lock);
}

void fs_store_roll(fs_store *st)
{
        pthread_mutex_lock(&st->own_lock);
        st->roll = 1;
        pthread_mutex_unlock(&st->own_lock);
}

void fs_store_budget_get(fs_store *st, uint64_t *put, int64_t *gc_ns)
{
        pthread_mutex_lock(&st->own_lock);
        *put = st->put_bytes - st->put_base;
        *gc_ns = st->gc_seen.tv_sec * 1000000000ll + st->gc_seen.tv_nsec;
        pthread_mutex_unlock(&st->own_lock);
}

void fs_store_budget_resume(fs_store *st, uint64_t put, int64_t gc_ns)
{
        pthread_mutex_lock(&st->own_lock);
        if (gc_ns == st->gc_seen.tv_sec * 1000000000ll + st->gc_seen.tv_nsec)
                st->put_base = st->put_bytes - put;     /* unsigned: wraps back */
        pthread_mutex_unlock(&st->own_lock);
}

uint64_t fs_store_put_since_gc(fs_store *st)
{
        pthread_mutex_lock(&st->own_lock);
        uint64_t n = st->put_bytes - st->put_base;
        pthread_mutex_unlock(&st->own_lock);
        return n;
}

static int st__lookup_q(sqlite3 *db, sqlite3_stmt *q, const uint8_t *hash, uint64_t *pack,
                        uint64_t *off, uint32_t *clen, uint32_t *plen, int *codec)
{
        sqlite3_bind_blob(q, 1, hash, FS_HASH_LEN, SQLITE_STATIC);
        int r = sqlite3_step(q);
        int rc;
        if (r == SQLITE_ROW) {
                *pack = (uint64_t)sqlite3_column_int64(q, 0);
                *off = (uint64_t)sqlite3_column_int64(q, 1);
                *clen = (uint32_t)sqlite3_column_int64(q, 2);
                *plen = (uint32_t)sqlite3_column_int64(q, 3);
                *codec = sqlite3_column_int(q, 4);
                rc = 1;
        } else if (r == SQLITE_DONE) {
                rc = 0;
        } else {
                rc = fs_db_err(db, "lookup");
        }
        sqlite3_reset(q);
        return rc;
}

/* On the writer's connection: under st->lock. */
static int st__lookup(fs_store *st, const uint8_t *hash, uint64_t *pack, uint64_t *off,
                      uint32_t *clen, uint32_t *plen, int *codec)
{
        return st__lookup_q(st->db, st->q_get, hash, pack, off, clen, plen, codec);
}

/* On the readers' connection: takes st->rlock (not st->lock). */
static int st__lookup_rd(fs_store *st, const uint8_t *hash, uint64_t *pack, uint64_t *off,
                         uint32_t *clen, uint32_t *plen, int *codec)
{
        pthread_mutex_lock(&st->rlock);
        int rc = st__lookup_q(st->rdb, st->q_rd, hash, pack, off, clen, plen, codec);
        pthread_mutex_unlock(&st->rlock);
        return rc;
}

/* (6) Under st->lock: the slot of hash among the bad, or -1. */
static int st__bad_find(fs_store *st, const uint8_t *hash)
{
        for (int i = 0; i < st->nbad; i++)
                if (!memcmp(st->bad[i], hash, FS_HASH_LEN))
                        return i;
        return -1;
}

static void st__bad_add(fs_store *st, const uint8_t *hash)
{
        pthread_mutex_lock(&st->lock);
        if (st__bad_find(st, hash) < 0) {
                memcpy(st->bad[st->badnext], hash, FS_HASH_LEN);
                st->badnext = (st->badnext + 1) % ST_BAD;
                if (st->nbad < ST_BAD)
                        st->nbad++;
        }
        pthread_mutex_unlock(&st->lock);
}

static int st__bad_has(fs_store *st, const uint8_t *hash)
{
        if (!__atomic_load_n(&st->nbad, __ATOMIC_RELAXED))
                return 0;
        pthread_mutex_lock(&st->lock);
        int bad = st__bad_find(st, hash) >= 0;
        pthread_mutex_unlock(&st->lock);
        return bad;
}

int fs_store_has(fs_store *st, const uint8_t hash[FS_HASH_LEN])
{
        uint64_t p, o;
        uint32_t c, l;
        int k;
        return st__lookup_rd(st, hash, &p, &o, &c, &l, &k);
}

static int st__pack_get(fs_store *st, uint64_t id, int *slot);
static void st__pack_put(fs_store *st, int slot, int fd);

int fs_store_dedup(fs_store *st, const uint8_t hash[FS_HASH_LEN])
{
        /* (6): a chunk remembered as bad, or whose row names a pack that
         * is gone, is stored again (a second look at the row: a repack
         * names the new pack before the old one goes) */
        for (int i = 0; i < 2; i++) {
                uint64_t p, o;
                uint32_t c, l;
                int k, slot = -1;
                int rc = st__lookup_rd(st, hash, &p, &o, &c, &l, &k);
                if (rc != 1)
                        return rc;
                if (i == 0 && st__bad_has(st, hash))
                        return 0;
                int fd = st__pack_get(st, p, &slot);
                if (fd >= 0) {
                        st__pack_put(st, slot, fd);
                        return 1;
                }
        }
        st__bad_add(st, hash);
        return 0;
}

struct st_loc { uint64_t pack, off; int heal; };

/* Of ch[], the chunks not stored yet (nor earlier in ch[]): their records
** queued in iov (headers in hdrs), their places in loc (pack 0: skipped).
** Under st->lock.  The number of iovecs, or -errno. */
static int st__put_plan(fs_store *st, fs_chunk *ch, size_t n, struct st_loc *loc,
                        uint8_t *hdrs, struct iovec *iov)
{
        int niov = 0;
        uint64_t end = st->pack_off;
        for (size_t i = 0; i < n; i++) {
                uint64_t p, o;
                uint32_t c, l;
                int k, dup = 0;
                for (size_t j = 0; j < i && !dup; j++)
                        dup = loc[j].pack && !memcmp(ch[j].hash, ch[i].hash, FS_HASH_LEN);
                if (dup)
                        continue;
                int rc = st__lookup(st, ch[i].hash, &p, &o, &c, &l, &k);
                if (rc < 0)
                        return rc;
                if (rc == 1 && st->nbad && st__bad_find(st, ch[i].hash) >= 0)
                        loc[i].heal = 1;        /* (6): stored again, its row replaced */
                else if (rc == 1)
                        continue;               /* (1): stored once */
                uint8_t *h = hdrs + i * PACK_HDR;
                fs_rec_header_put(&ch[i], h);
                uint32_t cl = ch[i].clen;
                loc[i].pack = st->pack_id;
                loc[i].off = end + PACK_HDR;
                iov[niov].iov_base = h;
                iov[niov++].iov_len = PACK_HDR;
                iov[niov].iov_base = (void *)ch[i].data;
                iov[niov++].iov_len = cl;
                end += PACK_HDR + cl;
        }
        return niov;
}

/* A put that failed: none of its records is indexed, so the pack ends
** at start again.  The next put would write over them, but the blocks a
** failed write did get stay the pack's until then: after ENOSPC every
** other writer of the file system (meta.db, index.db, other sandboxes)
** found it full until this sbxfs exited.  Truncating gives them back. */
static int st__put_undo(fs_store *st, uint64_t start, int rc)
{
        st->pack_off = start;
        if (ftruncate(st->pack_fd, (off_t)start) < 0)
                sbx_log("store: pack %016llx: truncate after a failed write: %s",
                        (unsigned long long)st->pack_id, strerror(errno));
        return rc;
}

/* Append the queued records to the pack and sync them (2).  Under
** st->put_lock only.  A short write goes on with the rest (iov is
** consumed), so a full disk reports ENOSPC rather than EIO. */
static int st__put_write(fs_store *st, struct iovec *iov, int niov)
{
        uint64_t start = st->pack_off;
        while (niov > 0) {
                ssize_t w = pwritev(st->pack_fd, iov, niov > 1024 ? 1024 : niov,   /* IOV_MAX */
                                    (off_t)st->pack_off);
                if (w < 0 && errno == EINTR)
                        continue;
                if (w <= 0)
                        return st__put_undo(st, start, w < 0 ? -errno : -EIO);
                st->pack_off += (uint64_t)w;
                for (; niov > 0 && (size_t)w >= iov->iov_len; iov++, niov--)
                        w -= (ssize_t)iov->iov_len;
                if (niov > 0) {
                        iov->iov_base = (char *)iov->iov_base + w;
                        iov->iov_len -= (size_t)w;
                }
        }
        if (fdatasync(st->pack_fd) < 0)                         /* (2) */
                return st__put_undo(st, start, -errno);
        /* The pages just written go back to the kernel at once, clean,
         * and the next batch's writes reuse them.  Kept, each batch took
         * fresh pages for its records, and first touching a page the VM
         * had given back to its host cost as much as 2 us a page: the
         * flusher spent 0.5 s of a 128 MiB random write copying 137 MB
         * into the pack.  Readers take the range from the disk. */
        posix_fadvise(st->pack_fd, (off_t)start, (off_t)(st->pack_off - start), POSIX_FADV_DONTNEED);
        return 0;
}

/* Commit the index rows of the chunks put (loc[i].pack != 0).  Under
** st->lock. */
static int st__put_index(fs_store *st, const fs_chunk *ch, size_t n, const struct st_loc *loc)
{
        if (sqlite3_exec(st->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
                return fs_db_err(st->db, "begin");
        for (size_t i = 0; i < n; i++) {
                if (!loc[i].pack)
                        continue;
                sqlite3_stmt *q = loc[i].heal ? st->q_rep : st->q_ins;
                sqlite3_bind_blob(q, 1, ch[i].hash, FS_HASH_LEN, SQLITE_STATIC);
                sqlite3_bind_int64(q, 2, (int64_t)loc[i].pack);
                sqlite3_bind_int64(q, 3, (int64_t)loc[i].off);
                sqlite3_bind_int64(q, 4, ch[i].clen);
                sqlite3_bind_int64(q, 5, ch[i].plen);
                sqlite3_bind_int(q, 6, ch[i].codec);
                int r = sqlite3_step(q);
                sqlite3_reset(q);
                if (r != SQLITE_DONE) {
                        int rc = fs_db_err(st->db, "insert");
                        sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
                        return rc;
                }
        }
        if (sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
                int rc = fs_db_err(st->db, "commit");
                sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
                return rc;
        }
        for (size_t i = 0; i < n; i++) {
                int b = loc[i].heal ? st__bad_find(st, ch[i].hash) : -1;
                if (b < 0)
                        continue;
                char hex[2 * FS_HASH_LEN + 1];
                sbx_hex(ch[i].hash, FS_HASH_LEN, hex);
                sbx_log("chunk %s: stored again, whole: the files that name it read right", hex);
                memmove(st->bad[b], st->bad[b + 1], (size_t)(st->nbad - b - 1) * FS_HASH_LEN);
                st->nbad--;
                st->badnext = st->nbad % ST_BAD;
        }
        return 0;
}

/* st->lock is held only to look names up and to commit their rows:
** nobody can find a chunk before its row is committed, after the sync. */
int fs_store_put(fs_store *st, fs_chunk *ch, size_t n)
{
        if (!n)
                return 0;
        pthread_mutex_lock(&st->put_lock);
        int rc = 0;
        struct st_loc *loc = sbx_calloc(n, sizeof *loc);
        uint8_t *hdrs = sbx_malloc(n * PACK_HDR);
        struct iovec *iov = sbx_malloc(2 * n * sizeof *iov);
        if (st->pack_fd < 0 || st->pack_off >= PACK_MAX) {
                if (st->pack_fd >= 0 && fdatasync(st->pack_fd) < 0) {
                        rc = -errno;
                        goto out;
                }
                if ((rc = st__pack_new(st)) < 0)
                        goto out;
        }
        pthread_mutex_lock(&st->lock);
        int niov = st__put_plan(st, ch, n, loc, hdrs, iov);
        pthread_mutex_unlock(&st->lock);
        if (niov <= 0) {
                rc = niov;
                goto out;
        }
        uint64_t start = st->pack_off;
        if ((rc = st__put_write(st, iov, niov)) < 0)
                goto out;
        pthread_mutex_lock(&st->own_lock);                              /* (15) */
        st->put_bytes += st->pack_off - start;
        pthread_mutex_unlock(&st->own_lock);
        pthread_mutex_lock(&st->lock);
        rc = st__put_index(st, ch, n, loc);
        pthread_mutex_unlock(&st->lock);
out:
        pthread_mutex_unlock(&st->put_lock);
        free(loc);
        free(hdrs);
        free(iov);
        return rc;
}

/* A read fd of pack id, held until st__pack_put(): *slot is its place in
** the cache, or -1 when every cached fd is held and this one is the
** caller's own.  Takes st->fdlock; -errno when the pack cannot be opened. */
static int st__pack_get(fs_store *st, uint64_t id, int *slot)
{
        int lru = -1;
        pthread_mutex_lock(&st->fdlock);
        for (int i = 0; i < FD_CACHE; i++) {
                if (st->fds[i].fd >= 0 && st->fds[i].id == id) {
                        st->fds[i].used = ++st->tick;
                        st->fds[i].refs++;
                        *slot = i;
                        int fd = st->fds[i].fd;
                        pthread_mutex_unlock(&st->fdlock);
                        return fd;
                }
                if (!st->fds[i].refs && (lru < 0 || st->fds[i].used < st->fds[lru].used))
                        lru = i;
        }
        sbx_autofree char *path = st__pack_path(st, id);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
                fd = -errno;
                pthread_mutex_unlock(&st->fdlock);
                return fd;
        }
        *slot = lru;
        if (lru >= 0) {
                if (st->fds[lru].fd >= 0)
                        close(st->fds[lru].fd);
                st->fds[lru].fd = fd;
                st->fds[lru].id = id;
                st->fds[lru].used = ++st->tick;
                st->fds[lru].refs = 1;
        }
        pthread_mutex_unlock(&st->fdlock);
        return fd;
}

static void st__pack_put(fs_store *st, int slot, int fd)
{
        if (fd < 0)
                return;
        if (slot < 0) {
                close(fd);
                return;
        }
        pthread_mutex_lock(&st->fdlock);
        st->fds[slot].refs--;
        pthread_mutex_unlock(&st->fdlock);
}

int fs_store_close_gone(fs_store *st)
{
        int n = 0;
        st__own_sweep(st);
        pthread_mutex_lock(&st->fdlock);
        for (int i = 0; i < FD_CACHE; i++) {
                struct stat sb;
                if (st->fds[i].fd < 0 || st->fds[i].refs ||
                    fstat(st->fds[i].fd, &sb) < 0 || sb.st_nlink)
                        continue;
                close(st->fds[i].fd);
                st->fds[i].fd = -1;
                st->fds[i].id = 0;
                st->fds[i].used = 0;            /* the first slot taken next */
                n++;
        }
        pthread_mutex_unlock(&st->fdlock);
        return n;
}

/* One decompression context per thread (a fresh one costs ~18 us a chunk). */
static pthread_key_t st__dctx_key;
static pthread_once_t st__dctx_once = PTHREAD_ONCE_INIT;
static void st__dctx_free(void *p) { ZSTD_freeDCtx(p); }
static void st__dctx_init(void) { pthread_key_create(&st__dctx_key, st__dctx_free); }

/* Make stored bytes plain into dst (plen bytes; dst may be raw itself
** when they are stored plain) and check them against their name (3):
** NULL, or what is wrong (dst is then garbage). */
static const char st__oom[] = "no memory to decompress";

static const char *st__plain(const uint8_t *hash, const void *raw, uint32_t clen, uint32_t plen,
                             int codec, void *dst)
{
        if (codec == FS_CODEC_ZSTD) {
                pthread_once(&st__dctx_once, st__dctx_init);
                ZSTD_DCtx *d = pthread_getspecific(st__dctx_key);
                if (!d) {
                        d = ZSTD_createDCtx();
                        pthread_setspecific(st__dctx_key, d);
                }
                size_t n = d ? ZSTD_decompressDCtx(d, dst, plen, raw, clen)
                             : ZSTD_decompress(dst, plen, raw, clen);
                if (ZSTD_isError(n) && ZSTD_getErrorCode(n) == ZSTD_error_memory_allocation)
                        return st__oom;
                if (ZSTD_isError(n) || n != plen)
                        return "does not decompress";
        } else if (codec != FS_CODEC_RAW || clen != plen) {
                return "bad codec";
        } else if (dst != raw) {
                memcpy(dst, raw, plen);
        }
        uint8_t got[FS_HASH_LEN];
        fs_hash(dst, plen, got);
        return memcmp(got, hash, FS_HASH_LEN) ? "content does not match its name" : NULL;
}

/* st__plain, said: 0, or -EIO with a log line. */
static int st__decode_into(const uint8_t *hash, const void *raw, uint32_t clen, uint32_t plen,
                           int codec, const char *where, void *dst)
{
        const char *why = st__plain(hash, raw, clen, plen, codec, dst);
        if (!why)
                return 0;
        char hex[2 * FS_HASH_LEN + 1];
        sbx_hex(hash, FS_HASH_LEN, hex);
        sbx_log("chunk %s%s: corrupt (%s)", hex, where, why);
        return -EIO;
}

void fs_rec_header_put(const fs_chunk *c, uint8_t hdr[FS_REC_HDR])
{
        memcpy(hdr, c->hash, FS_HASH_LEN);
        memcpy(hdr + 32, &c->plen, 4);
        memcpy(hdr + 36, &c->clen, 4);
        hdr[40] = c->codec;
        hdr[41] = hdr[42] = hdr[43] = 0;
}

void fs_rec_header_get(const uint8_t hdr[FS_REC_HDR], fs_chunk *c)
{
        memcpy(c->hash, hdr, FS_HASH_LEN);
        memcpy(&c->plen, hdr + 32, 4);
        memcpy(&c->clen, hdr + 36, 4);
        c->codec = hdr[40];
}

int fs_chunk_check(const fs_chunk *c)
{
        if (c->plen > FS_REC_MAX || c->clen > FS_REC_MAX)       /* damaged lengths: no 4 GiB malloc */
                return -EIO;
        void *plain = c->codec == FS_CODEC_ZSTD ? sbx_malloc(c->plen ? c->plen : 1) : (void *)c->data;
        const char *why = st__plain(c->hash, c->data, c->clen, c->plen, c->codec, plain);
        int rc = !why ? 0 : why == st__oom ? -ENOMEM : -EIO;
        if (plain != c->data)
                free(plain);
        return rc;
}

/* Check stored bytes against their name and make them plain: 0 with
** *out malloc'd (raw is consumed either way), or -EIO with a log line. */
static int st__decode(const uint8_t *hash, void *raw, uint32_t clen, uint32_t plen, int codec,
                      const char *where, void **out)
{
        void *plain = codec == FS_CODEC_ZSTD ? sbx_malloc(plen ? plen : 1) : raw;
        int rc = st__decode_into(hash, raw, clen, plen, codec, where, plain);
        if (plain != raw)
                free(raw);
        if (rc < 0) {
                free(plain);
                return rc;
        }
        *out = plain;
        return 0;
}

static int st__get_remote(fs_store *st, const uint8_t *hash, void **buf, size_t *len);

/* A local chunk's plain bytes: into dst when it is not NULL and they fit
** in cap, else into a malloc'd *buf.  1 when the index has no such chunk
** (and a remote tier may: nothing logged), 0, -ENOSPC (does not fit), or
** -EIO with a log line. */
static int st__get_local(fs_store *st, const uint8_t *hash, void *dst, size_t cap,
                         void **buf, size_t *len)
{
        char hex[2 * FS_HASH_LEN + 1];
        uint64_t pack, off;
        uint32_t clen, plen;
        int codec, slot = -1;
        int rc = st__lookup_rd(st, hash, &pack, &off, &clen, &plen, &codec);
        if (rc == 1 && dst && plen > cap)
                return -ENOSPC;
        int fd = rc == 1 ? st__pack_get(st, pack, &slot) : -1;
        if (rc == 1 && fd < 0) {
                /* a repack may have moved it meanwhile (the index names
                 * the new pack before the old one goes): look once more */
                uint64_t was = pack;
                rc = st__lookup_rd(st, hash, &pack, &off, &clen, &plen, &codec);
                if (rc == 1 && pack != was)
                        fd = st__pack_get(st, pack, &slot);
                if (rc == 1 && dst && plen > cap) {
                        if (fd >= 0)
                                st__pack_put(st, slot, fd);
                        return -ENOSPC;
                }
        }
        int remote = st->remote.fetch != NULL; /* set before any read (fs_store_set_remote) */
        if (rc == 0 && remote)
                return 1;
        if (rc <= 0 || fd < 0) {
                sbx_hex(hash, FS_HASH_LEN, hex);
                sbx_log("chunk %s: %s", hex, rc == 0 ? "missing from the index" :
                        rc < 0 ? "index unreadable" : "pack missing or unreadable");
                if (rc == 1)
                        st__bad_add(st, hash);  /* (6): stored again, not deduped onto it */
                return -EIO;
        }
        /* stored plain and wanted in dst: read it there, no copy */
        int direct = dst && codec == FS_CODEC_RAW && clen == plen;
        void *raw = direct ? dst : sbx_malloc(clen ? clen : 1);
        rc = sbx_pread_all(fd, raw, clen, (off_t)off);
        st__pack_put(st, slot, fd);
        if (rc < 0) {
                sbx_hex(hash, FS_HASH_LEN, hex);
                sbx_log("chunk %s: pack %016llx short or unreadable", hex, (unsigned long long)pack);
                if (!direct)
                        free(raw);
                st__bad_add(st, hash);
                return -EIO;
        }
        if (dst) {
                rc = st__decode_into(hash, raw, clen, plen, codec, "", dst);
                if (!direct)
                        free(raw);
        } else {
                rc = st__decode(hash, raw, clen, plen, codec, "", buf);
        }
        if (rc < 0) {
                st__bad_add(st, hash);          /* (6) */
                return rc;
        }
        *len = plen;
        return 0;
}

int fs_store_get(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len)
{
        int rc = st__get_local(st, hash, NULL, 0, buf, len);
        return rc == 1 ? st__get_remote(st, hash, buf, len) : rc;
}

int fs_store_get_into(fs_store *st, const uint8_t hash[FS_HASH_LEN], void *dst, size_t cap,
                      size_t *len)
{
        int rc = st__get_local(st, hash, dst, cap, NULL, len);
        if (rc != 1)
                return rc;
        void *buf;
        if ((rc = st__get_remote(st, hash, &buf, len)) < 0)
                return rc;
        if (*len > cap)
                rc = -ENOSPC;
        else
                memcpy(dst, buf, *len);
        free(buf);
        return rc;
}

int fs_store_locate(fs_store *st, const uint8_t hash[FS_HASH_LEN], char **pack,
                    uint64_t *off, uint32_t *clen)
{
        uint64_t p;
        uint32_t plen;
        int codec;
        int rc = st__lookup_rd(st, hash, &p, off, clen, &plen, &codec);
        if (rc < 0)
                return rc;
        if (rc == 0)
                return -ENOENT;
        *pack = st__pack_path(st, p);
        return 0;
}

/* (7): does the record a row names (pack id, at off) hold hash, whole? */
static int st__row_checks(fs_store *st, const uint8_t *hash, uint64_t id, uint64_t off,
                          uint32_t clen, uint32_t plen, int codec)
{
        sbx_autofree char *path = st__pack_path(st, id);
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || clen > PACK_MAX || plen > PACK_MAX)
                return 0;
        void *raw = sbx_malloc(clen ? clen : 1), *plain;
        if (sbx_pread_all(fd, raw, clen, (off_t)off) < 0) {
                free(raw);
                return 0;
        }
        if (st__decode(hash, raw, clen, plen, codec, " (a row reindex found)", &plain) < 0)
                return 0;               /* raw consumed */
        free(plain);
        return 1;
}

/* (7): index one pack's records that check against their names. */
static int st__reindex_pack(fs_store *st, sqlite3_stmt *ins, uint64_t id, fs_reindex_report *r)
{
        sbx_autofree char *path = st__pack_path(st, id);
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        struct stat sb;
        char magic[8];
        if (fd < 0 || fstat(fd, &sb) < 0)
                return -errno;
        if (sbx_pread_all(fd, magic, 8, 0) < 0 || memcmp(magic, PACK_MAGIC, 8)) {
                sbx_log("%s: not a pack (bad magic): skipped", path);
                r->bad++;
                return 0;
        }
        uint64_t size = (uint64_t)sb.st_size, off = 8;
        int rc = 0;
        while (off + PACK_HDR <= size && rc == 0) {
                uint8_t h[PACK_HDR];
                if ((rc = sbx_pread_all(fd, h, PACK_HDR, (off_t)off)) < 0)
                        break;
                uint32_t plen, clen;
                memcpy(&plen, h + 32, 4);
                memcpy(&clen, h + 36, 4);
                int codec = h[40];
                if (off + PACK_HDR + clen > size) {
                        r->bad++;               /* a torn append (4): the end */
                        break;
                }
                r->records++;
                off += PACK_HDR;
                void *raw = sbx_malloc(clen ? clen : 1);
                void *plain = codec == FS_CODEC_ZSTD && plen <= PACK_MAX ? sbx_malloc(plen ? plen : 1) : raw;
                if ((codec != FS_CODEC_ZSTD || plain != raw) &&
                    sbx_pread_all(fd, raw, clen, (off_t)off) == 0 &&
                    st__decode_into(h, raw, clen, plen, codec, "", plain) == 0) {
                        /* a row naming another copy stays if that copy
                         * checks; one naming a pack gone (an index older
                         * than a repack) or a record that does not check
                         * is pointed here */
                        uint64_t rp, ro;
                        uint32_t rc_len, rp_len;
                        int rcodec;
                        int had = st__lookup(st, h, &rp, &ro, &rc_len, &rp_len, &rcodec);
                        if (had < 0)
                                rc = had;
                        else if (had == 0 || (rp != id && !st__row_checks(st, h, rp, ro, rc_len, rp_len, rcodec))) {
                                sqlite3_bind_blob(ins, 1, h, FS_HASH_LEN, SQLITE_STATIC);
                                sqlite3_bind_int64(ins, 2, (int64_t)id);
                                sqlite3_bind_int64(ins, 3, (int64_t)off);
                                sqlite3_bind_int64(ins, 4, clen);
                                sqlite3_bind_int64(ins, 5, plen);
                                sqlite3_bind_int(ins, 6, codec);
                                if (sqlite3_step(ins) != SQLITE_DONE)
                                        rc = fs_db_err(st->db, "reindex");
                                else if (had)
                                        r->repointed++;
                                else
                                        r->added++;
                                sqlite3_reset(ins);
                        }
                } else {
                        r->bad++;
                }
                if (plain != raw)
                        free(plain);
                free(raw);
                off += clen;
        }
        return rc;
}

/* (11) PRAGMA quick_check of the index.db at path, read-only: 1 whole
** (an absent file too: nothing there to be damaged), 0 damaged, -EIO
** when it cannot tell (busy, unreadable); why says how.  *chunk: has
** a whole one its chunk table. */
static int st__index_whole(const char *path, int *chunk, char *why, size_t n)
{
        struct stat sb;
        *chunk = 0;
        if (stat(path, &sb) < 0) {
                int err = errno;
                snprintf(why, n, "%s", strerror(err));
                return err == ENOENT ? 1 : -err;
        }
        sqlite3 *db = NULL;
        sqlite3_stmt *q = NULL;
        int rc = -EIO;
        if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK) {
                sqlite3_busy_timeout(db, 30000);
                if (sqlite3_prepare_v2(db, "PRAGMA quick_check(1)", -1, &q, NULL) == SQLITE_OK &&
                    sqlite3_step(q) == SQLITE_ROW) {
                        const char *res = (const char *)sqlite3_column_text(q, 0);
                        const char *nl = res ? strchr(res, '\n') : NULL;
                        if (nl && !strncmp(res, "*** ", 4))     /* "*** in database main ***" */
                                res = nl + 1;
                        rc = res && !strcmp(res, "ok");
                        snprintf(why, n, "quick_check: %s", res ? res : "no answer");
                }
        }
        if (rc < 0) {
                rc = st__damage(sqlite3_errcode(db)) ? 0 : -EIO;
                snprintf(why, n, "%s", sqlite3_errmsg(db));
        } else if (rc == 1 && (*chunk = fs_db_has_table(db, "chunk")) < 0) {
                rc = -EIO;
                snprintf(why, n, "%s", sqlite3_errmsg(db));
        }
        sqlite3_finalize(q);
        sqlite3_close(db);
        return rc;
}

int fs_store_check_index(const char *dir, char *why, size_t n)
{
        sbx_autofree char *path = sbx_asprintf("%s/index.db", dir);
        int chunk, rc = st__index_whole(path, &chunk, why, n), packs = 0;
        struct stat sb;
        if (rc == 1 && !chunk && (packs = fs_store_has_packs(dir)) < 0) {
                snprintf(why, n, "%s/packs: %s", dir, strerror(-packs));
                return packs;
        }
        if (packs) {                                                    /* (7) */
                snprintf(why, n, "%s while packs/ holds packs", stat(path, &sb) < 0 ? "missing"
                         : "empty, or without its chunk table,");
                rc = 0;
        }
        return rc;
}

/* (11) Move index.db-shm, -wal, then index.db aside to
** index.db.damaged.TIME, kept; said, naming where. */
static int st__set_aside(const char *dir, const char *why)
{
        static const char *const part[] = { "-shm", "-wal", "" };
        char stamp[32];
        struct tm tm;
        time_t now = time(NULL);
        strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", gmtime_r(&now, &tm));
        sbx_autofree char *to = sbx_asprintf("%s/index.db.damaged.%s", dir, stamp);
        struct stat sb;
        if (lstat(to, &sb) == 0) {      /* a second damage within the second */
                sbx_log("store %s: index.db is damaged (%s) but %s is taken: not set aside", dir,
                        why, to);
                return -EEXIST;
        }
        for (int i = 0; i < 3; i++) {
                sbx_autofree char *a = sbx_asprintf("%s/index.db%s", dir, part[i]);
                sbx_autofree char *b = sbx_asprintf("%s%s", to, part[i]);
                if (rename(a, b) < 0 && errno != ENOENT) {
                        int rc = -errno;
                        sbx_log("store %s: index.db is damaged (%s); setting it aside: %s: %s", dir,
                                why, a, strerror(-rc));
                        return rc;
                }
        }
        int rc = sbx_fsync_dir(dir);
        sbx_log("store %s: index.db is damaged (%s): set aside as %s; rebuilding it from the packs",
                dir, why, to);
        return rc;
}

/* (7) The rows put back; *damaged: index.db met as damaged (11). */
static int st__reindex(const char *dir, fs_reindex_report *r, int *damaged)
{
        memset(r, 0, sizeof *r);
        fs_store *st;
        int rc = st__open(dir, 1, &st);
        if (rc < 0)
                return rc;
        /* shared, as a writer: gc must not delete or repack a pack while
         * its rows are put back */
        if ((rc = fs_store_lock(st, FS_LOCK_SH)) < 0) {
                fs_store_close(st);
                return rc;
        }
        sqlite3_stmt *ins = NULL;
        sbx_autofree char *root = sbx_asprintf("%s/packs", dir);
        DIR *d = opendir(root);
        if (!d)
                rc = -errno;
        else if (sqlite3_prepare_v2(st->db, "INSERT OR REPLACE INTO chunk VALUES(?,?,?,?,?,?)",
                                    -1, &ins, NULL) != SQLITE_OK)
                rc = fs_db_err(st->db, "prepare");
        struct dirent *e;
        while (rc == 0 && (e = readdir(d))) {
                if (strlen(e->d_name) != 2)
                        continue;
                sbx_autofree char *sub = sbx_asprintf("%s/%s", root, e->d_name);
                DIR *d2 = opendir(sub);
                struct dirent *f;
                while (rc == 0 && d2 && (f = readdir(d2))) {
                        unsigned long long id;
                        char tail[8];
                        if (strlen(f->d_name) != 21 || sscanf(f->d_name, "%16llx%7s", &id, tail) != 2 ||
                            strcmp(tail, ".pack"))
                                continue;
                        /* one transaction a pack: its rows land together */
                        if ((rc = st__db_exec(st->db, "begin", "BEGIN IMMEDIATE")) < 0)
                                break;
                        rc = st__reindex_pack(st, ins, id, r);
                        if (rc == 0)
                                rc = st__db_exec(st->db, "commit", "COMMIT");
                        if (rc < 0) {
                                *damaged = st__damage(sqlite3_errcode(st->db));
                                sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
                        }
                        r->packs++;
                }
                if (d2)
                        closedir(d2);
        }
        if (d)
                closedir(d);
        sqlite3_finalize(ins);
        fs_store_unlock(st);
        fs_store_close(st);
        return rc;
}

int fs_store_reindex(const char *dir, fs_reindex_report *r)
{
        sbx_autofree char *path = sbx_asprintf("%s/index.db", dir);
        char why[256];
        int chunk, damaged = 0;
        /* (11) a damaged index.db is set aside, not read: what its rows
         * say cannot be trusted, and the packs say what they hold */
        int rc = st__index_whole(path, &chunk, why, sizeof why);
        if (rc == -EIO)
                sbx_log("%s: %s", path, why);
        if (rc == 0)
                rc = st__set_aside(dir, why);
        if (rc < 0)
                return rc;
        rc = st__reindex(dir, r, &damaged);
        /* damage quick_check did not see, met reading the rows */
        if (rc < 0 && damaged && (rc = st__set_aside(dir, "malformed rows")) == 0)
                rc = st__reindex(dir, r, &damaged);
        return rc;
}

static int st__flock(int fd, int op)
{
        while (flock(fd, op) < 0)
                if (errno != EINTR)
                        return -errno;
        return 0;
}

/* The gc lock (8): gc.lock, then the store's directory, in that order
** for every holder, so that two never wait on each other. */
int fs_store_lock(fs_store *st, int how)
{
        int op = (how & FS_LOCK_EX ? LOCK_EX : LOCK_SH) | (how & FS_LOCK_NB ? LOCK_NB : 0);
        sbx_autofree char *path = sbx_asprintf("%s/gc.lock", st->dir);
        int rc;
        for (;;) {
                if (st->lock_fd < 0 &&
                    (st->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0) {
                        if (errno != EROFS)
                                return -errno;
                        break;          /* (9): no writer there to keep out */
                }
                if ((rc = st__flock(st->lock_fd, op)) < 0)
                        return rc;
                /* the file we locked is still the one its name gives:
                 * removed or replaced since it was opened, a lock on it
                 * keeps out no one who opens the name now */
                struct stat a, b;
                if (fstat(st->lock_fd, &a) == 0 && stat(path, &b) == 0 &&
                    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
                        break;
                close(st->lock_fd);
                st->lock_fd = -1;
        }
        if (st->dir_fd < 0 &&
            (st->dir_fd = open(st->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
                rc = -errno;
                if (st->lock_fd >= 0)
                        flock(st->lock_fd, LOCK_UN);
                return rc;
        }
        if ((rc = st__flock(st->dir_fd, op)) < 0 && st->lock_fd >= 0)
                flock(st->lock_fd, LOCK_UN);
        return rc;
}

void fs_store_unlock(fs_store *st)
{
        if (st->dir_fd >= 0)
                flock(st->dir_fd, LOCK_UN);
        if (st->lock_fd >= 0)
                flock(st->lock_fd, LOCK_UN);
}

const char *fs_store_dir(fs_store *st)
{
        return st->dir;
}

/* ---- the remote tier ---- */

void fs_store_default_remote(const fs_remote *r)
{
        if (r)
                st__default = *r;
        else
                memset(&st__default, 0, sizeof st__default);
}

/* (14) Is DIR no store at all, with no remote tier to fetch from: no
** index.db (ENOENT) and no pack?  1 absent, 0 there (or remote), -errno. */
int fs_store_absent(const char *dir)
{
        if (st__default.fetch)
                return 0;
        struct stat sb;
        sbx_autofree char *idx = sbx_asprintf("%s/index.db", dir);
        if (stat(idx, &sb) == 0)
                return 0;
        if (errno != ENOENT)
                return -errno;
        int has = fs_store_has_packs(dir);
        return has < 0 ? has : !has;
}

int fs_store_has_remote(fs_store *st)
{
        return st->remote.fetch != NULL;
}

/* (13) Was stamp t (a mono ns; 0: none) taken within the last retry_ms? */
static int st__recent(const fs_store *st, int64_t t, int64_t now)
{
        return t && now - t < st->remote.retry_ms * 1000000;
}

int fs_store_remote_down(fs_store *st)
{
        pthread_mutex_lock(&st->lock);
        int64_t now = sbx_mono_ns();
        int down = st__recent(st, st->down_ns, now) ? 1 : st__recent(st, st->busy_ns, now) ? 2 : 0;
        pthread_mutex_unlock(&st->lock);
        return down;
}

void fs_store_get_stats(fs_store *st, fs_store_stats *out)
{
        pthread_mutex_lock(&st->lock);
        *out = st->stats;
        if (st->cdb) {
                sqlite3_stmt *q;
                if (sqlite3_prepare_v2(st->cdb, "SELECT total(bytes) FROM cseg", -1, &q, NULL) == SQLITE_OK) {
                        if (sqlite3_step(q) == SQLITE_ROW)
                                out->cache_bytes = (uint64_t)sqlite3_column_int64(q, 0);
                        sqlite3_finalize(q);
                }
        }
        pthread_mutex_unlock(&st->lock);
}

/* The cache (STORE/cache/): segments SEG.seg hold records as packs do
** (44-byte header + stored bytes); cache.db says where each chunk is and
** when each segment was last used.  Nothing in it is durable data: it is
** written without fsync, and a record that fails its check on read is
** dropped and fetched again.  Each process appends to its own segment. */
int fs_store_set_remote(fs_store *st, const fs_remote *r)
{
        sbx_autofree char *dir = sbx_asprintf("%s/cache", st->dir);
        if (mkdir(dir, 0700) < 0 && errno != EEXIST)
                return -errno;
        sbx_autofree char *path = sbx_asprintf("%s/cache.db", dir);
        pthread_mutex_lock(&st->lock);
        int rc = 0;
        if (!st->cdb) {
                if ((rc = st__db_open(path, &st->cdb,
                                 "PRAGMA journal_mode=WAL;"
                                 "PRAGMA synchronous=OFF;"
                                 "CREATE TABLE IF NOT EXISTS cchunk(hash BLOB PRIMARY KEY, seg INTEGER,"
                                 " off INTEGER, clen INTEGER, plen INTEGER, codec INTEGER) WITHOUT ROWID;"
                                 "CREATE INDEX IF NOT EXISTS cchunk_seg ON cchunk(seg);"
                                 "CREATE TABLE IF NOT EXISTS cseg(id INTEGER PRIMARY KEY, bytes INTEGER,"
                                 " used INTEGER);")) < 0)
                        goto out;
                if (sqlite3_prepare_v2(st->cdb, "SELECT seg, off, clen, plen, codec FROM cchunk WHERE hash=?",
                                       -1, &st->q_cget, NULL) != SQLITE_OK ||
                    sqlite3_prepare_v2(st->cdb, "INSERT OR REPLACE INTO cchunk VALUES(?,?,?,?,?,?)",
                                       -1, &st->q_cins, NULL) != SQLITE_OK ||
                    sqlite3_prepare_v2(st->cdb, "INSERT INTO cseg VALUES(?1,?2,?3) ON CONFLICT(id) DO"
                                       " UPDATE SET bytes=?2, used=?3",
                                       -1, &st->q_cseg, NULL) != SQLITE_OK ||
                    sqlite3_prepare_v2(st->cdb, "UPDATE cseg SET used=?2 WHERE id=?1 AND used<?2-10",
                                       -1, &st->q_ctouch, NULL) != SQLITE_OK) {
                        rc = fs_db_err(st->cdb, "prepare");
                        goto out;
                }
        }
        st->remote = *r;
        if (!st->remote.cache_bytes)
                st->remote.cache_bytes = 2ull << 30;
        if (st->remote.retry_ms <= 0)
                st->remote.retry_ms = 30000;
        st->seg_max = st->remote.cache_bytes / 4;
        if (st->seg_max > (64ull << 20))
                st->seg_max = 64ull << 20;
        if (st->seg_max < (1ull << 20))
                st->seg_max = 1ull << 20;
out:
        pthread_mutex_unlock(&st->lock);
        return rc;
}

static char *st__seg_path(fs_store *st, uint64_t id)
{
        return sbx_asprintf("%s/cache/%016llx.seg", st->dir, (unsigned long long)id);
}

static int st__remote_lookup(fs_store *st, const uint8_t *hash, char pack[FS_PACK_ID + 1],
                             uint64_t *off, uint32_t *clen, uint32_t *plen, int *codec)
{
        sqlite3_stmt *q = st->q_rget;
        sqlite3_bind_blob(q, 1, hash, FS_HASH_LEN, SQLITE_STATIC);
        int r = sqlite3_step(q), rc;
        if (r == SQLITE_ROW) {
                const char *p = (const char *)sqlite3_column_text(q, 0);
                snprintf(pack, FS_PACK_ID + 1, "%s", p ? p : "");
                if (off) {
                        *off = (uint64_t)sqlite3_column_int64(q, 1);
                        *clen = (uint32_t)sqlite3_column_int64(q, 2);
                        *plen = (uint32_t)sqlite3_column_int64(q, 3);
                        *codec = sqlite3_column_int(q, 4);
                }
                rc = 1;
        } else {
                rc = r == SQLITE_DONE ? 0 : fs_db_err(st->db, "remote lookup");
        }
        sqlite3_reset(q);
        return rc;
}

int fs_store_remote_where(fs_store *st, const uint8_t hash[FS_HASH_LEN], char pack[FS_PACK_ID + 1])
{
        char tmp[FS_PACK_ID + 1];
        pthread_mutex_lock(&st->lock);
        int rc = st__remote_lookup(st, hash, pack ? pack : tmp, NULL, NULL, NULL, NULL);
        pthread_mutex_unlock(&st->lock);
        return rc;
}

/* where_many for a big batch against a small index: one scan of rchunk
** through a hash table of the wanted names, not n lookups.  1 if done. */
static int st__where_scan(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                          char (*pack)[FS_PACK_ID + 1])
{
        sqlite3_stmt *q;
        int64_t rows = 0;
        if (sqlite3_prepare_v2(st->db, "SELECT total(n) FROM rpack", -1, &q, NULL) != SQLITE_OK)
                return 0;
        if (sqlite3_step(q) == SQLITE_ROW)
                rows = sqlite3_column_int64(q, 0);
        sqlite3_finalize(q);
        if (n < 4096 || (uint64_t)rows > 4 * (uint64_t)n)
                return 0;
        size_t cap = 1;
        while (cap < 2 * n)
                cap <<= 1;
        size_t *slot = sbx_big_alloc(cap * sizeof *slot);      /* index + 1, 0: empty */
        for (size_t i = 0; i < n; i++) {
                uint64_t h;
                memcpy(&h, hash[i], 8);
                size_t k = (size_t)h & (cap - 1);
                while (slot[k] && memcmp(hash[slot[k] - 1], hash[i], FS_HASH_LEN))
                        k = (k + 1) & (cap - 1);
                if (!slot[k])
                        slot[k] = i + 1;
                pack[i][0] = 0;
        }
        int ok = sqlite3_prepare_v2(st->db, "SELECT hash, pack FROM rchunk", -1, &q, NULL) == SQLITE_OK;
        while (ok && sqlite3_step(q) == SQLITE_ROW) {
                const uint8_t *h = sqlite3_column_blob(q, 0);
                const char *p = (const char *)sqlite3_column_text(q, 1);
                if (sqlite3_column_bytes(q, 0) != FS_HASH_LEN || !p)
                        continue;
                uint64_t hv;
                memcpy(&hv, h, 8);
                size_t k = (size_t)hv & (cap - 1);
                while (slot[k] && memcmp(hash[slot[k] - 1], h, FS_HASH_LEN))
                        k = (k + 1) & (cap - 1);
                if (!slot[k])
                        continue;
                /* duplicates in the batch share the slot: fill them all below */
                snprintf(pack[slot[k] - 1], FS_PACK_ID + 1, "%s", p);
        }
        if (ok)
                sqlite3_finalize(q);
        /* names that appear more than once in the batch take the first one's pack */
        for (size_t i = 0; ok && i < n; i++) {
                uint64_t h;
                memcpy(&h, hash[i], 8);
                size_t k = (size_t)h & (cap - 1);
                while (memcmp(hash[slot[k] - 1], hash[i], FS_HASH_LEN))
                        k = (k + 1) & (cap - 1);
                if (slot[k] - 1 != i)
                        memcpy(pack[i], pack[slot[k] - 1], FS_PACK_ID + 1);
        }
        sbx_big_free(slot);
        return ok;
}

int fs_store_remote_where_many(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                               char (*pack)[FS_PACK_ID + 1])
{
        pthread_mutex_lock(&st->lock);
        if (st__where_scan(st, hash, n, pack)) {
                pthread_mutex_unlock(&st->lock);
                return 0;
        }
        /* one read transaction: one lock of index.db, not one per row */
        sqlite3_exec(st->db, "BEGIN", NULL, NULL, NULL);
        int rc = 0;
        for (size_t i = 0; i < n && rc >= 0; i++) {
                int r = st__remote_lookup(st, hash[i], pack[i], NULL, NULL, NULL, NULL);
                if (r < 0)
                        rc = r;
                else if (r == 0)
                        pack[i][0] = 0;
        }
        sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL);
        pthread_mutex_unlock(&st->lock);
        return rc;
}

int fs_store_remote_known(fs_store *st, const char *pack)
{
        pthread_mutex_lock(&st->lock);
        sqlite3_stmt *q = st->q_rpk;
        sqlite3_bind_text(q, 1, pack, -1, SQLITE_STATIC);
        int r = sqlite3_step(q);
        int rc = r == SQLITE_ROW ? 1 : r == SQLITE_DONE ? 0 : fs_db_err(st->db, "rpack");
        sqlite3_reset(q);
        pthread_mutex_unlock(&st->lock);
        return rc;
}

int fs_pack_footer(const void *footer, uint64_t *index_off, uint32_t *n)
{
        const uint8_t *f = footer;
        if (memcmp(f + 44, "SBXPIDX1", 8))
                return -EBADMSG;
        memcpy(index_off, f, 8);
        memcpy(n, f + 8, 4);
        if (*index_off < 8)
                return -EBADMSG;
        return 0;
}

int fs_store_remote_learn(fs_store *st, const char *pack, const void *index, size_t len,
                          const void *footer)
{
        uint64_t ioff;
        uint32_t n;
        if (fs_pack_footer(footer, &ioff, &n) < 0 || len != (size_t)n * FS_PIDX_ENT)
                return -EBADMSG;
        uint8_t sum[FS_HASH_LEN];
        fs_hash(index, len, sum);
        if (memcmp(sum, (const uint8_t *)footer + 12, FS_HASH_LEN))
                return -EBADMSG;
        const uint8_t *e = index;
        for (uint32_t i = 0; i < n; i++, e += FS_PIDX_ENT) {
                uint64_t off;
                uint32_t cl;
                memcpy(&off, e + 32, 8);
                memcpy(&cl, e + 40, 4);
                /* a record holds one block, at most stored plain: far
                 * below 64 MiB.  No sum here may wrap (a crafted index
                 * made a fetch allocate a wrapped size, then copy past it) */
                if (off < 8 || off > ioff || cl > (64u << 20) || PACK_HDR + (uint64_t)cl > ioff - off)
                        return -EBADMSG;
        }
        pthread_mutex_lock(&st->lock);
        int rc = 0;
        if (sqlite3_exec(st->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
                rc = fs_db_err(st->db, "begin");
                goto out;
        }
        e = index;
        for (uint32_t i = 0; i < n && !rc; i++, e += FS_PIDX_ENT) {
                uint64_t off;
                uint32_t cl, pl;
                memcpy(&off, e + 32, 8);
                memcpy(&cl, e + 40, 4);
                memcpy(&pl, e + 44, 4);
                sqlite3_stmt *q = st->q_rins;
                sqlite3_bind_blob(q, 1, e, FS_HASH_LEN, SQLITE_STATIC);
                sqlite3_bind_text(q, 2, pack, -1, SQLITE_STATIC);
                sqlite3_bind_int64(q, 3, (int64_t)off);
                sqlite3_bind_int64(q, 4, cl);
                sqlite3_bind_int64(q, 5, pl);
                sqlite3_bind_int(q, 6, e[48]);
                if (sqlite3_step(q) != SQLITE_DONE)
                        rc = fs_db_err(st->db, "learn");
                sqlite3_reset(q);
        }
        if (!rc) {
                sqlite3_stmt *q = st->q_rpin;
                sqlite3_bind_text(q, 1, pack, -1, SQLITE_STATIC);
                sqlite3_bind_int64(q, 2, n);
                if (sqlite3_step(q) != SQLITE_DONE)
                        rc = fs_db_err(st->db, "learn");
                sqlite3_reset(q);
        }
        if (!rc && sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
                rc = fs_db_err(st->db, "commit");
        if (rc)
                sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
out:
        pthread_mutex_unlock(&st->lock);
        return rc;
}

int fs_store_remote_forget(fs_store *st, const char *pack)
{
        pthread_mutex_lock(&st->lock);
        sqlite3_stmt *q = NULL;
        int rc = 0;
        if (sqlite3_exec(st->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
                rc = fs_db_err(st->db, "begin");
        const char *sql[] = { "DELETE FROM rchunk WHERE pack=?", "DELETE FROM rpack WHERE id=?" };
        for (int i = 0; i < 2 && !rc; i++) {
                if (sqlite3_prepare_v2(st->db, sql[i], -1, &q, NULL) != SQLITE_OK) {
                        rc = fs_db_err(st->db, "forget");
                        break;
                }
                sqlite3_bind_text(q, 1, pack, -1, SQLITE_STATIC);
                if (sqlite3_step(q) != SQLITE_DONE)
                        rc = fs_db_err(st->db, "forget");
                sqlite3_finalize(q);
        }
        if (!rc && sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
                rc = fs_db_err(st->db, "commit");
        if (rc)
                sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
        pthread_mutex_unlock(&st->lock);
        return rc;
}

/* Drop least recently used segments (not our own) until the cache fits
** (under st->lock). */
static void st__evict(fs_store *st, uint64_t limit)
{
        for (;;) {
                sqlite3_stmt *q;
                int64_t total = 0, victim = 0;
                if (sqlite3_prepare_v2(st->cdb, "SELECT total(bytes) FROM cseg", -1, &q, NULL) != SQLITE_OK)
                        return;
                if (sqlite3_step(q) == SQLITE_ROW)
                        total = sqlite3_column_int64(q, 0);
                sqlite3_finalize(q);
                if ((uint64_t)total <= limit)
                        return;
                if (sqlite3_prepare_v2(st->cdb, "SELECT id FROM cseg WHERE id<>? ORDER BY used LIMIT 1",
                                       -1, &q, NULL) != SQLITE_OK)
                        return;
                sqlite3_bind_int64(q, 1, (int64_t)st->seg_id);
                if (sqlite3_step(q) == SQLITE_ROW)
                        victim = sqlite3_column_int64(q, 0);
                sqlite3_finalize(q);
                if (!victim)
                        return;
                sbx_autofree char *sql = sbx_asprintf("BEGIN;DELETE FROM cchunk WHERE seg=%lld;"
                                                      "DELETE FROM cseg WHERE id=%lld;COMMIT;",
                                                      (long long)victim, (long long)victim);
                if (sqlite3_exec(st->cdb, sql, NULL, NULL, NULL) != SQLITE_OK) {
                        sqlite3_exec(st->cdb, "ROLLBACK", NULL, NULL, NULL);
                        return;
                }
                sbx_autofree char *path = st__seg_path(st, (uint64_t)victim);
                unlink(path);
                st->stats.evictions++;
        }
}

/* Keep a checked record (44-byte header + stored bytes) in the cache. */
static void st__cache_put(fs_store *st, const uint8_t *rec, uint32_t clen)
{
        pthread_mutex_lock(&st->lock);
        if (!st->cdb)
                goto out;
        if (st->seg_fd < 0 || st->seg_off + PACK_HDR + clen > st->seg_max) {
                if (st->seg_fd >= 0)
                        close(st->seg_fd);
                st->seg_fd = -1;
                uint64_t id = 0;
                while (!id)
                        if (sbx_random(&id, sizeof id) < 0)
                                goto out;
                id >>= 1;                               /* fits SQLite's int64 */
                sbx_autofree char *path = st__seg_path(st, id ? id : 1);
                st->seg_fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
                if (st->seg_fd < 0)
                        goto out;
                st->seg_id = id ? id : 1;
                st->seg_off = 0;
        }
        uint32_t plen;
        memcpy(&plen, rec + 32, 4);
        if (sbx_pwrite_all(st->seg_fd, rec, PACK_HDR + clen, (off_t)st->seg_off) < 0)
                goto out;
        uint64_t off = st->seg_off + PACK_HDR;
        st->seg_off += PACK_HDR + clen;
        int64_t now = sbx_now_ns() / 1000000000;
        sqlite3_exec(st->cdb, "BEGIN", NULL, NULL, NULL);
        sqlite3_stmt *q = st->q_cins;
        sqlite3_bind_blob(q, 1, rec, FS_HASH_LEN, SQLITE_STATIC);
        sqlite3_bind_int64(q, 2, (int64_t)st->seg_id);
        sqlite3_bind_int64(q, 3, (int64_t)off);
        sqlite3_bind_int64(q, 4, clen);
        sqlite3_bind_int64(q, 5, plen);
        sqlite3_bind_int(q, 6, rec[40]);
        sqlite3_step(q);
        sqlite3_reset(q);
        q = st->q_cseg;
        sqlite3_bind_int64(q, 1, (int64_t)st->seg_id);
        sqlite3_bind_int64(q, 2, (int64_t)st->seg_off);
        sqlite3_bind_int64(q, 3, now);
        sqlite3_step(q);
        sqlite3_reset(q);
        sqlite3_exec(st->cdb, "COMMIT", NULL, NULL, NULL);
        st->appends++;
        st__evict(st, st->remote.cache_bytes);
out:
        pthread_mutex_unlock(&st->lock);
}

/* The cached copy of a chunk: 1 and *out (plain), 0 if none usable. */
static int st__cache_get(fs_store *st, const uint8_t *hash, void **out, size_t *len)
{
        pthread_mutex_lock(&st->lock);
        if (!st->cdb) {
                pthread_mutex_unlock(&st->lock);
                return 0;
        }
        sqlite3_stmt *q = st->q_cget;
        sqlite3_bind_blob(q, 1, hash, FS_HASH_LEN, SQLITE_STATIC);
        int found = sqlite3_step(q) == SQLITE_ROW;
        int64_t seg = 0;
        uint64_t off = 0;
        uint32_t clen = 0, plen = 0;
        int codec = 0;
        if (found) {
                seg = sqlite3_column_int64(q, 0);
                off = (uint64_t)sqlite3_column_int64(q, 1);
                clen = (uint32_t)sqlite3_column_int64(q, 2);
                plen = (uint32_t)sqlite3_column_int64(q, 3);
                codec = sqlite3_column_int(q, 4);
        }
        sqlite3_reset(q);
        if (found) {
                q = st->q_ctouch;
                sqlite3_bind_int64(q, 1, seg);
                sqlite3_bind_int64(q, 2, sbx_now_ns() / 1000000000);
                sqlite3_step(q);
                sqlite3_reset(q);
        }
        pthread_mutex_unlock(&st->lock);
        if (!found)
                return 0;
        sbx_autofree char *path = st__seg_path(st, (uint64_t)seg);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        void *raw = sbx_malloc(clen ? clen : 1);
        int rc = fd < 0 ? -errno : sbx_pread_all(fd, raw, clen, (off_t)off);
        if (fd >= 0)
                close(fd);
        if (rc == 0 && st__decode(hash, raw, clen, plen, codec, " (cache)", out) == 0) {
                *len = plen;
                pthread_mutex_lock(&st->lock);
                st->stats.cache_hits++;
                pthread_mutex_unlock(&st->lock);
                return 1;
        }
        if (rc < 0)
                free(raw);
        /* a segment evicted under us, or a record torn by a crash: forget
        ** it and fetch the chunk again */
        pthread_mutex_lock(&st->lock);
        sqlite3_stmt *d;
        if (sqlite3_prepare_v2(st->cdb, "DELETE FROM cchunk WHERE hash=?", -1, &d, NULL) == SQLITE_OK) {
                sqlite3_bind_blob(d, 1, hash, FS_HASH_LEN, SQLITE_STATIC);
                sqlite3_step(d);
                sqlite3_finalize(d);
        }
        pthread_mutex_unlock(&st->lock);
        return 0;
}

/* (13) What a fetch's result says of the bucket: unreachable, or there
** (any answer: a chunk, a 404 of a pack gc took, a refusal).  A failure
** within the window does not move it on: the one attempt a read gets
** there (a fresh connection, 0.5 s to make: short over a long link) must
** not keep every read after it failing once the bucket is back; the
** first read past the window has a whole budget again. */
static int st__fetched(fs_store *st, int rc)
{
        if (rc != -EIO) {
                pthread_mutex_lock(&st->lock);
                int64_t now = sbx_mono_ns();
                if (rc != -EHOSTDOWN)
                        st->down_ns = 0;
                else if (!st__recent(st, st->down_ns, now))
                        st->down_ns = now;
                if (rc != -EBUSY)
                        st->busy_ns = 0;
                else if (!st__recent(st, st->busy_ns, now))
                        st->busy_ns = now;
                pthread_mutex_unlock(&st->lock);
        }
        return rc;
}

/* A fetch's error for a log line: -EHOSTDOWN is ours (transient failures
** alone until its deadline), not "Host is down". */
static const char *st__fetch_err(int rc)
{
        return rc == -EHOSTDOWN ? "the bucket did not answer within the retry time" :
               rc == -EBUSY ? "the bucket throttled the reads (503/429) until the retry time ran out" :
               strerror(-rc);
}

/* Fetch a chunk's record from its remote pack by deadline (0: the
** remote's own budget) and check it: 0 and the plain bytes, the record
** in *rec if rec (malloc'd), or -EIO. */
static int st__fetch(fs_store *st, const uint8_t *hash, int64_t deadline, void **out, size_t *len,
                     uint8_t **rec)
{
        char hex[2 * FS_HASH_LEN + 1], pack[FS_PACK_ID + 1];
        uint64_t off;
        uint32_t clen, plen;
        int codec, rc;
        uint8_t *buf = NULL;
        sbx_hex(hash, FS_HASH_LEN, hex);
        for (int tries = 0;; tries++) {
                pthread_mutex_lock(&st->lock);
                rc = st__remote_lookup(st, hash, pack, &off, &clen, &plen, &codec);
                pthread_mutex_unlock(&st->lock);
                if (rc <= 0) {
                        sbx_log("chunk %s: %s", hex, rc == 0 ? "neither in the local store nor in a known remote pack"
                                                             : "index unreadable");
                        return -EIO;
                }
                buf = sbx_malloc(PACK_HDR + clen);
                rc = st__fetched(st, st->remote.fetch(st->remote.arg, pack, off, PACK_HDR + clen,
                                                      deadline, buf));
                if (rc == 0)
                        break;
                free(buf);
                if (rc == -ENOENT && tries < 8) {
                        /* the pack is gone (gc): forget it, try another copy */
                        sbx_log("chunk %s: remote pack %s is gone; forgetting it", hex, pack);
                        fs_store_remote_forget(st, pack);
                        continue;
                }
                sbx_log("chunk %s: fetch from remote pack %s failed: %s", hex, pack, st__fetch_err(rc));
                return -EIO;
        }
        uint32_t hp, hc;
        memcpy(&hp, buf + 32, 4);
        memcpy(&hc, buf + 36, 4);
        if (memcmp(buf, hash, FS_HASH_LEN) || hp != plen || hc != clen || buf[40] != codec) {
                sbx_log("chunk %s: remote pack %s: record header does not match its index", hex, pack);
                free(buf);
                return -EIO;
        }
        void *raw = sbx_malloc(clen ? clen : 1);
        memcpy(raw, buf + PACK_HDR, clen);
        sbx_autofree char *where = sbx_asprintf(" (remote pack %s)", pack);
        if ((rc = st__decode(hash, raw, clen, plen, codec, where, out)) < 0) {
                free(buf);
                return rc;
        }
        *len = plen;
        pthread_mutex_lock(&st->lock);
        st->stats.fetches++;
        st->stats.fetch_bytes += PACK_HDR + clen;
        pthread_mutex_unlock(&st->lock);
        if (rec)
                *rec = buf;
        else
                free(buf);
        return 0;
}

/* The chunks stored in hash's remote pack from it on, over about win
** bytes: a tree's files sit in its packs in the tree's order, so what is
** read next is mostly there.  Returns how many (malloc'd *out). */
static size_t st__window(fs_store *st, const uint8_t *hash, uint64_t win, uint8_t (**out)[FS_HASH_LEN])
{
        char pack[FS_PACK_ID + 1];
        uint64_t off;
        uint32_t clen, plen;
        int codec;
        size_t n = 0, cap = 64;
        uint8_t (*v)[FS_HASH_LEN] = sbx_malloc(cap * sizeof *v);
        pthread_mutex_lock(&st->lock);
        if (st__remote_lookup(st, hash, pack, &off, &clen, &plen, &codec) == 1) {
                sqlite3_stmt *q = st->q_rwin;
                sqlite3_bind_text(q, 1, pack, -1, SQLITE_TRANSIENT);
                sqlite3_bind_int64(q, 2, (int64_t)off);
                sqlite3_bind_int64(q, 3, (int64_t)(off + win));
                while (sqlite3_step(q) == SQLITE_ROW) {
                        if (sqlite3_column_bytes(q, 0) != FS_HASH_LEN)
                                continue;
                        if (n == cap)
                                v = sbx_realloc(v, (cap *= 2) * sizeof *v);
                        memcpy(v[n++], sqlite3_column_blob(q, 0), FS_HASH_LEN);
                }
                sqlite3_reset(q);
        }
        pthread_mutex_unlock(&st->lock);
        *out = v;
        return n;
}

#define READ_AROUND (1u << 20)
#define ONE_TRY_MS  1000                /* (13) one attempt's budget, at most */

typedef struct st_want st_want;
enum { RANGE_VERIFY, RANGE_PREFETCH, RANGE_AROUND };   /* st__ranges()'s modes */
static int st__ranges(fs_store *st, st_want *w, size_t nw, int mode, uint8_t *state,
                      int64_t deadline);
static size_t st__wanted(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n, st_want **out);

/* (13) One attempt's budget: ONE_TRY_MS, half of retry_ms at most. */
static int64_t st__one_try_ns(const fs_store *st)
{
        int64_t half = st->remote.retry_ms * 1000000 / 2;
        return half < ONE_TRY_MS * 1000000ll ? half : ONE_TRY_MS * 1000000ll;
}

/* (13) The read-around of hash by deadline: the next READ_AROUND bytes
** (at most 256 chunks) of its pack into the cache in one read, unless
** the cache is nearly full (what it would bring would push out what is
** in use).  An optimisation: whatever it meets marks nothing down, and
** its caller reads on. */
static void st__around(fs_store *st, const uint8_t *hash, int64_t deadline)
{
        fs_store_stats cs = { 0 };
        fs_store_get_stats(st, &cs);
        if (cs.cache_bytes > st->remote.cache_bytes / 4 * 3)
                return;
        uint8_t (*win)[FS_HASH_LEN] = NULL;
        size_t nwin = st__window(st, hash, READ_AROUND, &win);
        st_want *w = NULL;
        size_t nw = nwin > 1 ? st__wanted(st, (const uint8_t (*)[FS_HASH_LEN])win, nwin, &w) : 0;
        int rc = nw ? st__ranges(st, w, nw, RANGE_AROUND, NULL, deadline) : 0;
        free(w);
        free(win);
        if (rc < 0) {
                char hex[2 * FS_HASH_LEN + 1];
                sbx_hex(hash, FS_HASH_LEN, hex);
                sbx_log("chunk %s: read-around failed (the chunk is fetched alone): %s", hex,
                        rc == -EHOSTDOWN ? "not done within its share of the retry time"
                                         : st__fetch_err(rc));
        }
}

/* The slot of failed that holds hash, or -1.  Under st->lock. */
static int st__failed_slot(const fs_store *st, const uint8_t *hash)
{
        for (int i = 0; i < ST_FAILED; i++)
                if (st->failed_ns[i] && !memcmp(st->failed[i], hash, FS_HASH_LEN))
                        return i;
        return -1;
}

static int st__get_remote(fs_store *st, const uint8_t *hash, void **buf, size_t *len)
{
        if (st__cache_get(st, hash, buf, len) == 1)
                return 0;
        /* (13) the budget: retry_ms less one attempt's, which the kernel's
        ** second send of a failed read gets (that chunk again), as does
        ** any read while the bucket is known unreachable */
        int64_t now = sbx_mono_ns(), retry = st->remote.retry_ms * 1000000, one = st__one_try_ns(st);
        pthread_mutex_lock(&st->lock);
        int down = st__recent(st, st->down_ns, now);
        int slot = st__failed_slot(st, hash), again = slot >= 0 && st__recent(st, st->failed_ns[slot], now);
        pthread_mutex_unlock(&st->lock);
        int64_t deadline = now + (down || again ? one : retry - one);
        /* a miss: its read-around first, with half the budget at most:
        ** the rest is the chunk's alone, if the read-around did not bring it */
        if (!down && !again) {
                st__around(st, hash, now + (retry - one) / 2);
                if (st__cache_get(st, hash, buf, len) == 1)
                        return 0;
        }
        uint8_t *rec;
        int rc = st__fetch(st, hash, deadline, buf, len, &rec);
        pthread_mutex_lock(&st->lock);
        slot = st__failed_slot(st, hash);
        if (rc < 0 && slot < 0)         /* a free slot, or the oldest */
                for (int i = slot = 0; i < ST_FAILED; i++)
                        if (st->failed_ns[i] < st->failed_ns[slot])
                                slot = i;
        if (slot >= 0) {
                memcpy(st->failed[slot], hash, FS_HASH_LEN);
                st->failed_ns[slot] = rc < 0 ? sbx_mono_ns() : 0;
        }
        pthread_mutex_unlock(&st->lock);
        if (rc < 0)
                return rc;
        uint32_t clen;
        memcpy(&clen, rec + 36, 4);
        st__cache_put(st, rec, clen);
        free(rec);
        /* the bucket back after a failure: its neighbours too */
        if (down)
                st__around(st, hash, sbx_mono_ns() + one);
        return 0;
}

int fs_store_get_remote(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len)
{
        if (!st->remote.fetch)
                return -ENOTSUP;
        return st__fetch(st, hash, 0, buf, len, NULL);
}

/* One stored record of a local chunk, checked: header + bytes, malloc'd. */
static int st__local_record(fs_store *st, const uint8_t *hash, uint8_t **rec, uint32_t *clenp)
{
        char hex[2 * FS_HASH_LEN + 1];
        uint64_t pack, off;
        uint32_t clen, plen;
        int codec;
        int rc = st__lookup_rd(st, hash, &pack, &off, &clen, &plen, &codec);
        int slot = -1;
        int fd = rc == 1 ? st__pack_get(st, pack, &slot) : -1;
        sbx_hex(hash, FS_HASH_LEN, hex);
        if (rc <= 0 || fd < 0) {
                sbx_log("chunk %s: not in the local store", hex);
                return -EIO;
        }
        uint8_t *buf = sbx_malloc(PACK_HDR + clen);
        rc = sbx_pread_all(fd, buf, PACK_HDR + clen, (off_t)(off - PACK_HDR));
        st__pack_put(st, slot, fd);
        void *raw = NULL, *plain = NULL;
        if (rc == 0) {
                raw = sbx_malloc(clen ? clen : 1);
                memcpy(raw, buf + PACK_HDR, clen);
                rc = st__decode(hash, raw, clen, plen, codec, "", &plain);
        } else {
                sbx_log("chunk %s: pack %016llx short or unreadable", hex, (unsigned long long)pack);
                rc = -EIO;
        }
        free(plain);
        if (rc == 0 && memcmp(buf, hash, FS_HASH_LEN))
                rc = -EIO;
        if (rc < 0) {
                free(buf);
                return rc;
        }
        *rec = buf;
        *clenp = clen;
        return 0;
}

static int st__ent_cmp(const void *a, const void *b)
{
        return memcmp(a, b, FS_HASH_LEN);
}

int fs_store_pack_build(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                        size_t target, void **pack, size_t *len, size_t *used)
{
        size_t cap = target + (2u << 20), sz = 8, i;
        uint8_t *p = sbx_malloc(cap);
        uint8_t *idx = sbx_malloc(n * FS_PIDX_ENT + 1);
        memcpy(p, PACK_MAGIC, 8);
        for (i = 0; i < n && (i == 0 || sz < target); i++) {
                uint8_t *rec = NULL;
                uint32_t clen = 0;
                int rc = st__local_record(st, hash[i], &rec, &clen);
                if (rc < 0) {
                        free(p);
                        free(idx);
                        return rc;
                }
                if (sz + PACK_HDR + clen > cap) {
                        cap = sz + PACK_HDR + clen + (4u << 20);
                        p = sbx_realloc(p, cap);
                }
                uint8_t *e = idx + i * FS_PIDX_ENT;
                uint64_t off = sz;
                memcpy(e, rec, 32);
                memcpy(e + 32, &off, 8);
                memcpy(e + 40, rec + 36, 4);            /* clen */
                memcpy(e + 44, rec + 32, 4);            /* plen */
                e[48] = rec[40];
                e[49] = e[50] = e[51] = 0;
                memcpy(p + sz, rec, PACK_HDR + clen);
                sz += PACK_HDR + clen;
                free(rec);
        }
        qsort(idx, i, FS_PIDX_ENT, st__ent_cmp);
        size_t ilen = i * FS_PIDX_ENT;
        if (sz + ilen + FS_PFOOT > cap)
                p = sbx_realloc(p, sz + ilen + FS_PFOOT);
        uint64_t ioff = sz;
        uint32_t cnt = (uint32_t)i;
        memcpy(p + sz, idx, ilen);
        uint8_t *f = p + sz + ilen;
        memcpy(f, &ioff, 8);
        memcpy(f + 8, &cnt, 4);
        fs_hash(idx, ilen, f + 12);
        memcpy(f + 44, "SBXPIDX1", 8);
        free(idx);
        *pack = p;
        *len = sz + ilen + FS_PFOOT;
        *used = i;
        return 0;
}

typedef struct st_want {
        char     pack[FS_PACK_ID + 1];
        uint8_t  hash[FS_HASH_LEN];
        uint64_t off;
        uint32_t clen;
        size_t   idx;                   /* in the caller's array */
} st_want;

static int st__want_cmp(const void *a, const void *b)
{
        const st_want *x = a, *y = b;
        int c = strcmp(x->pack, y->pack);
        if (c)
                return c;
        return x->off < y->off ? -1 : x->off > y->off;
}

/* Ranged reads of the records of w[] (sorted by pack and offset):
** neighbours in one pack, gaps under 256 KiB, at most 8 MiB a read,
** RANGE_THREADS reads in flight.  Each record is checked; cache: the
** good ones are kept in the cache, and no new read starts once it is 3/4
** full.  state[w.idx]: 1 good, 3 corrupt.  No read starts once one
** failed, and (13) the job shares one retry budget: each read ends by
** the deadline given, else retry_ms after the job's last good read (or
** its start; one attempt's budget at least), so a bucket gone costs the
** job one budget, not one per read in flight.  mode: RANGE_VERIFY,
** RANGE_PREFETCH, RANGE_AROUND (a read-around: kept in the cache too,
** and what it meets marks nothing down). */
#define RANGE_THREADS 3
struct st_rjob {
        fs_store *st;
        st_want  *w;
        size_t   (*r)[2];               /* [i, j) of w per read */
        size_t    nr, next;
        int       cache, around, rc, got;
        int64_t   deadline;             /* of each read (0: good_ns + retry_ms) */
        int64_t   good_ns;              /* the job's start or last good read; under mu */
        uint8_t  *state;
        pthread_mutex_t mu;
};

static void st__range_one(struct st_rjob *J, size_t i, size_t j)
{
        fs_store *st = J->st;
        st_want *w = J->w;
        uint64_t start = w[i].off, end = w[j - 1].off + PACK_HDR + w[j - 1].clen;
        uint8_t *buf = sbx_malloc(end - start);
        int64_t deadline = J->deadline;
        if (!deadline) {
                pthread_mutex_lock(&J->mu);
                deadline = J->good_ns + st->remote.retry_ms * 1000000;
                pthread_mutex_unlock(&J->mu);
                int64_t least = sbx_mono_ns() + st__one_try_ns(st);
                deadline = deadline > least ? deadline : least;
        }
        int rc = st->remote.fetch(st->remote.arg, w[i].pack, start, (uint32_t)(end - start),
                                  deadline, buf);
        if (!J->around || rc != -EHOSTDOWN)
                st__fetched(st, rc);
        if (rc < 0) {
                if (!J->around)         /* st__around says it */
                        sbx_log("remote pack %s: %s", w[i].pack, st__fetch_err(rc));
                free(buf);
                pthread_mutex_lock(&J->mu);
                J->rc = rc;
                pthread_mutex_unlock(&J->mu);
                return;
        }
        int got = 0;
        for (size_t k = i; k < j; k++) {
                uint8_t *rec = buf + (w[k].off - start);
                uint32_t pl, cl;
                memcpy(&pl, rec + 32, 4);
                memcpy(&cl, rec + 36, 4);
                void *plain = NULL;
                int good = !memcmp(rec, w[k].hash, FS_HASH_LEN) && cl == w[k].clen;
                if (good) {
                        void *raw = sbx_malloc(cl ? cl : 1);
                        memcpy(raw, rec + PACK_HDR, cl);
                        sbx_autofree char *where = sbx_asprintf(" (remote pack %s)", w[k].pack);
                        good = st__decode(w[k].hash, raw, cl, pl, rec[40], where, &plain) == 0;
                } else {
                        char hex[2 * FS_HASH_LEN + 1];
                        sbx_hex(w[k].hash, FS_HASH_LEN, hex);
                        sbx_log("chunk %s: remote pack %s: record header does not match its index",
                                hex, w[k].pack);
                }
                free(plain);
                if (J->state)
                        J->state[w[k].idx] = good ? 1 : 3;
                if (!good)
                        continue;
                if (J->cache)
                        st__cache_put(st, rec, cl);
                got++;
        }
        free(buf);
        pthread_mutex_lock(&st->lock);
        st->stats.fetches++;
        st->stats.fetch_bytes += end - start;
        if (J->cache)
                st->stats.prefetched += (uint64_t)(j - i);
        pthread_mutex_unlock(&st->lock);
        pthread_mutex_lock(&J->mu);
        J->got += got;
        J->good_ns = sbx_mono_ns();
        pthread_mutex_unlock(&J->mu);
}

static void *st__range_worker(void *arg)
{
        struct st_rjob *J = arg;
        for (;;) {
                pthread_mutex_lock(&J->mu);
                size_t r = J->next++;
                int stop = r >= J->nr || J->rc < 0;
                pthread_mutex_unlock(&J->mu);
                if (stop)
                        return NULL;
                if (J->cache) {
                        fs_store_stats s;
                        fs_store_get_stats(J->st, &s);
                        if (s.cache_bytes > J->st->remote.cache_bytes / 4 * 3)
                                return NULL;
                }
                st__range_one(J, J->r[r][0], J->r[r][1]);
        }
}

static int st__ranges(fs_store *st, st_want *w, size_t nw, int mode, uint8_t *state,
                      int64_t deadline)
{
        qsort(w, nw, sizeof *w, st__want_cmp);
        struct st_rjob J = { .st = st, .w = w, .cache = mode != RANGE_VERIFY,
                             .around = mode == RANGE_AROUND, .state = state,
                             .deadline = deadline, .good_ns = sbx_mono_ns() };
        pthread_mutex_init(&J.mu, NULL);
        J.r = sbx_malloc((nw ? nw : 1) * sizeof *J.r);
        for (size_t i = 0; i < nw;) {
                size_t j = i + 1;
                uint64_t start = w[i].off, end = w[i].off + PACK_HDR + w[i].clen;
                while (j < nw && !strcmp(w[j].pack, w[i].pack) && w[j].off >= end &&
                       w[j].off - end < (256u << 10) &&
                       w[j].off + PACK_HDR + w[j].clen - start <= (8u << 20)) {
                        end = w[j].off + PACK_HDR + w[j].clen;
                        j++;
                }
                J.r[J.nr][0] = i;
                J.r[J.nr++][1] = j;
                i = j;
        }
        pthread_t th[RANGE_THREADS];
        int n = 0;
        for (; n < RANGE_THREADS && (size_t)n < J.nr; n++)
                if (pthread_create(&th[n], NULL, st__range_worker, &J) != 0)
                        break;
        if (!n)
                st__range_worker(&J);
        for (int k = 0; k < n; k++)
                pthread_join(th[k], NULL);
        free(J.r);
        pthread_mutex_destroy(&J.mu);
        /* verify must not call unread chunks missing; prefetch stops
        ** once the bucket is found unreachable or throttling (13) */
        if (J.rc < 0 && (state || !J.got || J.rc == -EHOSTDOWN || J.rc == -EBUSY))
                return J.rc;
        return J.got;
}

/* x = where hash (the caller's i-th) is in the bucket: 1, or 0 if not
** known there (under st->lock). */
static int st__want(fs_store *st, const uint8_t *hash, size_t i, st_want *x)
{
        uint32_t plen;
        int codec;
        if (st__remote_lookup(st, hash, x->pack, &x->off, &x->clen, &plen, &codec) != 1)
                return 0;
        memcpy(x->hash, hash, FS_HASH_LEN);
        x->idx = i;
        return 1;
}

/* A local store's prefetch: the page cache, not a fetch.  Neighbouring
** chunks of a pack (in hash[]'s order) make one range. */
static int st__prefetch_local(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n)
{
        struct { uint64_t pack, off, end; } *r = sbx_calloc(n ? n : 1, sizeof *r);
        size_t nr = 0;
        int found = 0;
        pthread_mutex_lock(&st->lock);
        for (size_t i = 0; i < n; i++) {
                uint64_t p, o;
                uint32_t c, l;
                int k;
                if (st__lookup(st, hash[i], &p, &o, &c, &l, &k) != 1)
                        continue;
                found++;
                if (nr && r[nr - 1].pack == p && o >= r[nr - 1].off && o <= r[nr - 1].end + (1 << 20)) {
                        if (o + c > r[nr - 1].end)
                                r[nr - 1].end = o + c;
                        continue;
                }
                r[nr].pack = p;
                r[nr].off = o;
                r[nr++].end = o + c;
        }
        pthread_mutex_unlock(&st->lock);
        int fd = -1;
        for (size_t i = 0; i < nr; i++) {
                if (!i || r[i].pack != r[i - 1].pack) {
                        if (fd >= 0)
                                close(fd);
                        sbx_autofree char *path = st__pack_path(st, r[i].pack);
                        fd = open(path, O_RDONLY | O_CLOEXEC);
                }
                if (fd >= 0)
                        posix_fadvise(fd, (off_t)r[i].off, (off_t)(r[i].end - r[i].off), POSIX_FADV_WILLNEED);
        }
        if (fd >= 0)
                close(fd);
        free(r);
        return found;
}

int fs_store_prefetch(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n)
{
        if (!st->remote.fetch)
                return st__prefetch_local(st, hash, n);
        st_want *w;
        size_t nw = st__wanted(st, hash, n, &w);
        int rc = st__ranges(st, w, nw, RANGE_PREFETCH, NULL, 0);
        free(w);
        return rc == -EHOSTDOWN || rc == -EBUSY ? -EIO : rc;   /* (13): ours only */
}

/* Of hash[n], those only in the bucket, not cached (malloc'd *out). */
static size_t st__wanted(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n, st_want **out)
{
        st_want *w = sbx_calloc(n ? n : 1, sizeof *w);
        size_t nw = 0;
        pthread_mutex_lock(&st->lock);
        for (size_t i = 0; i < n; i++) {
                uint64_t p, o;
                uint32_t c, l;
                int k;
                if (st__lookup(st, hash[i], &p, &o, &c, &l, &k) != 0)
                        continue;               /* local (or unreadable) */
                sqlite3_stmt *q = st->q_cget;
                sqlite3_bind_blob(q, 1, hash[i], FS_HASH_LEN, SQLITE_STATIC);
                int cached = sqlite3_step(q) == SQLITE_ROW;
                sqlite3_reset(q);
                if (cached)
                        continue;
                nw += st__want(st, hash[i], i, &w[nw]);
        }
        pthread_mutex_unlock(&st->lock);
        *out = w;
        return nw;
}

int fs_store_verify_remote(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n, uint8_t *state)
{
        if (!st->remote.fetch)
                return -ENOTSUP;
        st_want *w = sbx_calloc(n ? n : 1, sizeof *w);
        size_t nw = 0;
        memset(state, 0, n);
        pthread_mutex_lock(&st->lock);
        for (size_t i = 0; i < n; i++)
                nw += st__want(st, hash[i], i, &w[nw]);
        pthread_mutex_unlock(&st->lock);
        int rc = st__ranges(st, w, nw, RANGE_VERIFY, state, 0);
        free(w);
        return rc == -EHOSTDOWN || rc == -EBUSY ? -EIO : rc < 0 ? rc : 0;     /* (13): ours only */
}

int fs_store_register(const char *dir, const char *kind, const char *path, int always)
{
        char rp[PATH_MAX];
        if (!realpath(path, rp))
                return -errno;
        uint8_t h[FS_HASH_LEN];
        char hex[2 * FS_HASH_LEN + 1];
        fs_hash(rp, strlen(rp), h);
        sbx_hex(h, 8, hex);
        sbx_autofree char *kdir = sbx_asprintf("%s/%s", dir, kind);
        sbx_autofree char *reg = sbx_asprintf("%s/%s", kdir, hex);
        sbx_autofree char *txt = sbx_asprintf("%s\n", rp);
        sbx_autofree char *have = NULL;
        if (!always && sbx_read_file(reg, &have, NULL) == 0 && !strcmp(have, txt))
                return 0;
        int rc = sbx_mkdir_p(kdir, 0700);
        return rc < 0 ? rc : sbx_write_file_atomic(reg, txt, strlen(txt));
}
