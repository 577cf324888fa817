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
*/
#include "fs.h"
#include "../common/sbx.h"

#include <errno.h>
#include <fcntl.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <zstd.h>

#define PACK_MAGIC   "SBXPACK1"
#define PACK_HDR     44
#define PACK_MAX     (64ull << 20)      /* start a new pack past this */
#define FD_CACHE     32

struct fs_store {
        char *dir;
        int   lock_fd;                  /* STORE/gc.lock, owned */
        pthread_mutex_t lock;           /* guards everything below */
        sqlite3 *db;                    /* index.db */
        sqlite3_stmt *q_get, *q_ins;
        uint64_t pack_id;               /* the pack we append to (0: none) */
        int      pack_fd;               /* owned */
        uint64_t pack_off;
        struct { uint64_t id; int fd; uint64_t used; } fds[FD_CACHE]; /* readers */
        uint64_t tick;
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

int fs_chunk_compress(const void *plain, size_t len, int level, void **out, uint32_t *clen)
{
        pthread_once(&st__cctx_once, st__cctx_init);
        ZSTD_CCtx *cctx = pthread_getspecific(st__cctx_key);
        if (!cctx) {
                cctx = ZSTD_createCCtx();
                pthread_setspecific(st__cctx_key, cctx);
        }
        size_t cap = ZSTD_compressBound(len);
        void *buf = sbx_malloc(cap);
        size_t n = ZSTD_compressCCtx(cctx, buf, cap, plain, len, level);
        if (ZSTD_isError(n) || n >= len) {
                free(buf);              /* incompressible: store it plain */
                *out = NULL;
                *clen = (uint32_t)len;
                return FS_CODEC_RAW;
        }
        *out = buf;
        *clen = (uint32_t)n;
        return FS_CODEC_ZSTD;
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

static int st__sqlerr(sqlite3 *db, const char *what)
{
        sbx_log("index.db: %s: %s", what, sqlite3_errmsg(db));
        return -EIO;
}

int fs_store_open(const char *dir, fs_store **out)
{
        struct stat sb;
        if (stat(dir, &sb) < 0)
                return -errno;
        if (!S_ISDIR(sb.st_mode))
                return -ENOTDIR;
        if (access(dir, R_OK | W_OK | X_OK) < 0)
                return -errno;
        sbx_autofree char *packs = sbx_asprintf("%s/packs", dir);
        if (mkdir(packs, 0700) < 0 && errno != EEXIST)
                return -errno;
        fs_store *st = sbx_calloc(1, sizeof *st);
        st->dir = sbx_strdup(dir);
        st->pack_fd = -1;
        st->lock_fd = -1;
        pthread_mutex_init(&st->lock, NULL);
        sbx_autofree char *path = sbx_asprintf("%s/index.db", dir);
        int rc = -EIO;
        if (sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                            SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK) {
                rc = st__sqlerr(st->db, path);
                goto out_close;
        }
        sqlite3_busy_timeout(st->db, 30000);
        if (sqlite3_exec(st->db,
                         "PRAGMA journal_mode=WAL;"
                         "PRAGMA synchronous=FULL;"
                         "CREATE TABLE IF NOT EXISTS chunk(hash BLOB PRIMARY KEY, pack INTEGER,"
                         " off INTEGER, clen INTEGER, plen INTEGER, codec INTEGER) WITHOUT ROWID;",
                         NULL, NULL, NULL) != SQLITE_OK) {
                rc = st__sqlerr(st->db, "schema");
                goto out_close;
        }
        if (sqlite3_prepare_v2(st->db, "SELECT pack, off, clen, plen, codec FROM chunk WHERE hash=?",
                               -1, &st->q_get, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(st->db, "INSERT OR IGNORE INTO chunk VALUES(?,?,?,?,?,?)",
                               -1, &st->q_ins, NULL) != SQLITE_OK) {
                rc = st__sqlerr(st->db, "prepare");
                goto out_close;
        }
        for (int i = 0; i < FD_CACHE; i++)
                st->fds[i].fd = -1;
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
        sqlite3_close(st->db);
        if (st->pack_fd >= 0)
                close(st->pack_fd);
        if (st->lock_fd >= 0)
                close(st->lock_fd);
        for (int i = 0; i < FD_CACHE; i++)
                if (st->fds[i].fd >= 0)
                        close(st->fds[i].fd);
        pthread_mutex_destroy(&st->lock);
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
        if (mkdir(dir, 0700) < 0 && errno != EEXIST)
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

static int st__lookup(fs_store *st, const uint8_t *hash, uint64_t *pack, uint64_t *off,
                      uint32_t *clen, uint32_t *plen, int *codec)
{
        sqlite3_stmt *q = st->q_get;
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
                rc = st__sqlerr(st->db, "lookup");
        }
        sqlite3_reset(q);
        return rc;
}

int fs_store_has(fs_store *st, const uint8_t hash[FS_HASH_LEN])
{
        uint64_t p, o;
        uint32_t c, l;
        int k;
        pthread_mutex_lock(&st->lock);
        int rc = st__lookup(st, hash, &p, &o, &c, &l, &k);
        pthread_mutex_unlock(&st->lock);
        return rc;
}

int fs_store_put(fs_store *st, fs_chunk *ch, size_t n)
{
        if (!n)
                return 0;
        pthread_mutex_lock(&st->lock);
        int rc = 0;
        struct { uint64_t pack, off; } *loc = sbx_calloc(n, sizeof *loc);
        uint8_t *hdrs = sbx_malloc(n * PACK_HDR);
        struct iovec *iov = sbx_malloc(2 * n * sizeof *iov);
        int niov = 0, wrote = 0;
        if (st->pack_fd < 0 || st->pack_off >= PACK_MAX) {
                if (st->pack_fd >= 0 && fdatasync(st->pack_fd) < 0) {
                        rc = -errno;
                        goto out;
                }
                if ((rc = st__pack_new(st)) < 0)
                        goto out;
        }
        uint64_t start = st->pack_off, end = start;
        for (size_t i = 0; i < n; i++) {
                uint64_t p, o;
                uint32_t c, l;
                int k, dup = 0;
                for (size_t j = 0; j < i && !dup; j++)
                        dup = loc[j].pack && !memcmp(ch[j].hash, ch[i].hash, FS_HASH_LEN);
                if (dup)
                        continue;
                rc = st__lookup(st, ch[i].hash, &p, &o, &c, &l, &k);
                if (rc < 0)
                        goto out;
                if (rc == 1) {
                        rc = 0;
                        continue;               /* (1): stored once */
                }
                uint8_t *h = hdrs + i * PACK_HDR;
                memcpy(h, ch[i].hash, FS_HASH_LEN);
                uint32_t pl = ch[i].plen, cl = ch[i].clen;
                memcpy(h + 32, &pl, 4);
                memcpy(h + 36, &cl, 4);
                h[40] = ch[i].codec;
                h[41] = h[42] = h[43] = 0;
                loc[i].pack = st->pack_id;
                loc[i].off = end + PACK_HDR;
                iov[niov].iov_base = h;
                iov[niov++].iov_len = PACK_HDR;
                iov[niov].iov_base = (void *)ch[i].data;
                iov[niov++].iov_len = cl;
                end += PACK_HDR + cl;
                wrote = 1;
        }
        if (!wrote)
                goto out;
        /* Write the queued records from start, IOV_MAX at a time. */
        for (int i0 = 0; i0 < niov;) {
                int cnt = niov - i0 > 1024 ? 1024 : niov - i0;
                size_t want = 0;
                for (int k = 0; k < cnt; k++)
                        want += iov[i0 + k].iov_len;
                ssize_t w = pwritev(st->pack_fd, iov + i0, cnt, (off_t)start);
                if (w < 0 || (size_t)w != want) {
                        rc = w < 0 ? -errno : -EIO;
                        goto out;
                }
                start += want;
                i0 += cnt;
        }
        st->pack_off = end;
        if (fdatasync(st->pack_fd) < 0) {                      /* (2) */
                rc = -errno;
                goto out;
        }
        if (sqlite3_exec(st->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
                rc = st__sqlerr(st->db, "begin");
                goto out;
        }
        for (size_t i = 0; i < n; i++) {
                if (!loc[i].pack)
                        continue;
                sqlite3_stmt *q = st->q_ins;
                sqlite3_bind_blob(q, 1, ch[i].hash, FS_HASH_LEN, SQLITE_STATIC);
                sqlite3_bind_int64(q, 2, (int64_t)loc[i].pack);
                sqlite3_bind_int64(q, 3, (int64_t)loc[i].off);
                sqlite3_bind_int64(q, 4, ch[i].clen);
                sqlite3_bind_int64(q, 5, ch[i].plen);
                sqlite3_bind_int(q, 6, ch[i].codec);
                int r = sqlite3_step(q);
                sqlite3_reset(q);
                if (r != SQLITE_DONE) {
                        rc = st__sqlerr(st->db, "insert");
                        sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
                        goto out;
                }
        }
        if (sqlite3_exec(st->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
                rc = st__sqlerr(st->db, "commit");
                sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
        }
out:
        pthread_mutex_unlock(&st->lock);
        free(loc);
        free(hdrs);
        free(iov);
        return rc;
}

/* A reader's fd for pack id (under st->lock). */
static int st__pack_fd(fs_store *st, uint64_t id)
{
        int lru = 0;
        for (int i = 0; i < FD_CACHE; i++) {
                if (st->fds[i].fd >= 0 && st->fds[i].id == id) {
                        st->fds[i].used = ++st->tick;
                        return st->fds[i].fd;
                }
                if (st->fds[i].used < st->fds[lru].used)
                        lru = i;
        }
        sbx_autofree char *path = st__pack_path(st, id);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        if (st->fds[lru].fd >= 0)
                close(st->fds[lru].fd);
        st->fds[lru].fd = fd;
        st->fds[lru].id = id;
        st->fds[lru].used = ++st->tick;
        return fd;
}

int fs_store_get(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len)
{
        char hex[2 * FS_HASH_LEN + 1];
        uint64_t pack, off;
        uint32_t clen, plen;
        int codec;
        pthread_mutex_lock(&st->lock);
        int rc = st__lookup(st, hash, &pack, &off, &clen, &plen, &codec);
        int fd = rc == 1 ? st__pack_fd(st, pack) : -1;
        /* dup so that the cache may close its fd while we read */
        if (fd >= 0)
                fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
        pthread_mutex_unlock(&st->lock);
        sbx_hex(hash, FS_HASH_LEN, hex);
        if (rc <= 0 || fd < 0) {
                sbx_log("chunk %s: %s", hex, rc == 0 ? "missing from the index" :
                        rc < 0 ? "index unreadable" : "pack missing");
                return -EIO;
        }
        void *raw = sbx_malloc(clen);
        rc = sbx_pread_all(fd, raw, clen, (off_t)off);
        close(fd);
        if (rc < 0) {
                sbx_log("chunk %s: pack %016llx short or unreadable", hex, (unsigned long long)pack);
                free(raw);
                return -EIO;
        }
        void *plain = raw;
        if (codec == FS_CODEC_ZSTD) {
                plain = sbx_malloc(plen ? plen : 1);
                size_t n = ZSTD_decompress(plain, plen, raw, clen);
                free(raw);
                if (ZSTD_isError(n) || n != plen) {
                        sbx_log("chunk %s: corrupt (does not decompress)", hex);
                        free(plain);
                        return -EIO;
                }
        } else if (codec != FS_CODEC_RAW || clen != plen) {
                sbx_log("chunk %s: corrupt (bad codec)", hex);
                free(raw);
                return -EIO;
        }
        uint8_t got[FS_HASH_LEN];
        fs_hash(plain, plen, got);
        if (memcmp(got, hash, FS_HASH_LEN)) {                   /* (3) */
                sbx_log("chunk %s: corrupt (content does not match its name)", hex);
                free(plain);
                return -EIO;
        }
        *buf = plain;
        *len = plen;
        return 0;
}

int fs_store_locate(fs_store *st, const uint8_t hash[FS_HASH_LEN], char **pack,
                    uint64_t *off, uint32_t *clen)
{
        uint64_t p;
        uint32_t plen;
        int codec;
        pthread_mutex_lock(&st->lock);
        int rc = st__lookup(st, hash, &p, off, clen, &plen, &codec);
        pthread_mutex_unlock(&st->lock);
        if (rc < 0)
                return rc;
        if (rc == 0)
                return -ENOENT;
        *pack = st__pack_path(st, p);
        return 0;
}

int fs_store_lock(fs_store *st, int exclusive)
{
        if (st->lock_fd < 0) {
                sbx_autofree char *path = sbx_asprintf("%s/gc.lock", st->dir);
                st->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
                if (st->lock_fd < 0)
                        return -errno;
        }
        while (flock(st->lock_fd, exclusive ? LOCK_EX : LOCK_SH) < 0)
                if (errno != EINTR)
                        return -errno;
        return 0;
}

void fs_store_unlock(fs_store *st)
{
        if (st->lock_fd >= 0)
                flock(st->lock_fd, LOCK_UN);
}

const char *fs_store_dir(fs_store *st)
{
        return st->dir;
}
