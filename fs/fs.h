/* fs.h: sbxfs, the workspace filesystem, and its chunk store.
**
** A workspace is a tree in a SQLite file (meta.db) whose file data are
** chunks in a store directory shared by every workspace of the host.
** A chunk is named by the SHA-256 of its plain bytes and kept
** zstd-compressed in an append-only pack file; STORE/index.db maps each
** name to its pack, offset and length.  See fs/store.c and fs/meta.c.
*/
#ifndef SBX_FS_H
#define SBX_FS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define FS_HASH_LEN   32
/* The file sbxfs keeps beside its meta.db while it refuses writes at
** its [fs] store_budget: a line saying since when and why (fs/ops.c). */
#define FS_BUDGET_FILE "budget"
#define FS_BLOCK_SIZE (1u << 20)        /* file data is cut in 1 MiB blocks */

/* The bounds of what sbxfs serves (fs/ops.c refuses past them; a tree
** from outside is held to them too, snapshot/tree.c (4)). */
#define FS_NAME_MAX       255           /* a name's bytes, an xattr name's too */
#define FS_TARGET_LEN_MAX 4095          /* a symlink target's bytes (PATH_MAX less its NUL) */
#define FS_XATTR_VAL_MAX  65536         /* an xattr value's bytes (XATTR_SIZE_MAX) */
#define FS_SIZE_MAX       INT64_MAX     /* an inode's size: the kernel takes an
                                         * attribute past it as EIO */

/* ---- the chunk store ---- */
typedef struct fs_store fs_store;

typedef struct fs_chunk {               /* one chunk to put */
        uint8_t     hash[FS_HASH_LEN];  /* SHA-256 of the plain bytes */
        const void *data;               /* stored bytes (compressed or raw) */
        uint32_t    clen;               /* stored length */
        uint32_t    plen;               /* plain length */
        uint8_t     codec;              /* FS_CODEC_* */
} fs_chunk;
enum { FS_CODEC_RAW = 0, FS_CODEC_ZSTD = 1 };

/* Open the store in dir, which must exist; its index and packs folder
** are made on first use.  0 or -errno. */
int  fs_store_open(const char *dir, fs_store **out);
/* Rebuild index.db's rows from the packs' record headers (store.c (7)):
** every record that checks against its name and has no row gets one;
** rows already there are kept.  Works on a missing or empty index.db,
** which fs_store_open refuses beside packs (-EUCLEAN); a damaged one
** (not a database, malformed) is moved aside to index.db.damaged.TIME
** (UTC) and a new one built (store.c (11)). */
typedef struct fs_reindex_report {
        uint64_t packs, records, added;
        uint64_t repointed;             /* rows that named a pack gone or a bad record */
        uint64_t bad;                   /* records that did not check: not indexed */
} fs_reindex_report;
int  fs_store_reindex(const char *dir, fs_reindex_report *r);
/* Is DIR/index.db whole (store.c (11))?  PRAGMA quick_check, and its
** chunk table while packs exist (7): 1 whole (absent beside no pack
** too), 0 damaged, -errno when it cannot tell; why says how. */
int  fs_store_check_index(const char *dir, char *why, size_t n);
/* Does DIR/packs hold a pack?  1, 0 (also no packs/), -errno unreadable. */
int  fs_store_has_packs(const char *dir);
/* Is DIR no store (no index.db, no pack) and no remote tier set (store.c
** (14))?  1, 0, or -errno.  A tree that names stored data is not served
** from such a directory: it is an unmounted mount point or a store moved
** away, and fs_store_open would make a new, empty store there. */
int  fs_store_absent(const char *dir);
void fs_store_close(fs_store *st);
/* 1 if the chunk is in the store, 0 if not, -errno. */
int  fs_store_has(fs_store *st, const uint8_t hash[FS_HASH_LEN]);
/* Whether a put of the chunk can be skipped: as fs_store_has, but 0 for
** a chunk this process found damaged (a put stores it again, whole). */
int  fs_store_dedup(fs_store *st, const uint8_t hash[FS_HASH_LEN]);
/* Append chunks not yet stored, make them durable (pack data synced
** before the index rows that name them are committed).  0 or -errno. */
int  fs_store_put(fs_store *st, fs_chunk *chunks, size_t n);
/* Read a chunk's plain bytes into a malloc'd buffer, verified against
** its name: a mismatch or a missing chunk is -EIO (and a log line). */
int  fs_store_get(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len);
/* The same into dst (cap bytes), with no buffer of its own: -ENOSPC
** when the chunk is longer than cap. */
int  fs_store_get_into(fs_store *st, const uint8_t hash[FS_HASH_LEN], void *dst, size_t cap,
                       size_t *len);
/* Where a chunk's stored bytes are: pack path (malloc'd), offset, length. */
int  fs_store_locate(fs_store *st, const uint8_t hash[FS_HASH_LEN], char **pack,
                     uint64_t *off, uint32_t *clen);
/* Close the cached read fds of packs that are gone (deleted or
** repacked by gc) and that no read holds, so their space is freed
** (store.c (12)); reads then open the pack the index names.  How many
** were closed.  Also closes the pack fs_store_roll() asked for and sees
** whether a gc ended (store.c (15)): sbxfs's flusher calls it each
** second. */
int  fs_store_close_gone(fs_store *st);
/* Bytes this handle's put()s appended to packs since the last gc it saw
** end (store.c (15)): what a running sandbox added to the store, new
** data and rewrites alike, compressed, after dedup. */
uint64_t fs_store_put_since_gc(fs_store *st);
/* The next fs_store_close_gone() closes the pack put() appends to (the
** next put() starts a new one), so that gc may take it (store.c (15)). */
void fs_store_roll(fs_store *st);
/* That count, with when the gc it counts from ended (ns; 0: none); and
** the count taken up again (by a new handle: sbxfs's next mount) when
** the last gc ended then still (store.c (15)). */
void fs_store_budget_get(fs_store *st, uint64_t *put, int64_t *gc_ns);
void fs_store_budget_resume(fs_store *st, uint64_t put, int64_t gc_ns);
/* gc's sweep ended: STORE/gc.done's mtime moves (store.c (15)). */
void fs_store_gc_done(fs_store *st);
/* The gc lock (STORE/gc.lock, flock): writers hold it shared from the
** moment they ask has()/put() until the metadata naming those chunks is
** committed; gc holds it exclusive while it marks and sweeps, so it never
** removes a chunk a write in progress relies on.  how is FS_LOCK_SH or
** FS_LOCK_EX, with FS_LOCK_NB: -EWOULDBLOCK rather than wait.  0 or
** -errno. */
enum { FS_LOCK_SH = 0, FS_LOCK_EX = 1, FS_LOCK_NB = 2 };
int  fs_store_lock(fs_store *st, int how);
void fs_store_unlock(fs_store *st);
const char *fs_store_dir(fs_store *st);
/* Register path (which must exist) in the store dir's kind/ ("roots": a
** tree's meta.db, store.c (10); "states": a state dir, tools/): a file
** named by 16 hex digits of the SHA-256 of its real path, holding that
** path, which gc reads.  always: written again even when it is there
** (a mount's fresh mtime).  0 or -errno. */
int  fs_store_register(const char *dir, const char *kind, const char *path, int always);
/* Hash and compress plain bytes into c (c->data is malloc'd; free it). */
int  fs_chunk_make(const void *plain, size_t len, int level, fs_chunk *c);
/* Compress plain bytes: returns the codec; *out is malloc'd compressed
** bytes, or NULL when they do not compress (store plain, clen = len). */
int  fs_chunk_compress(const void *plain, size_t len, int level, void **out, uint32_t *clen);
/* The same with zstd's shortest match set to min_match bytes (0: the
** level's own); each thread keeps one compression context. */
int  fs_chunk_compress2(const void *plain, size_t len, int level, int min_match,
                        void **out, uint32_t *clen);
void fs_hash(const void *data, size_t len, uint8_t out[FS_HASH_LEN]);
/* A chunk's record, in a pack and in an export file: a header of
** FS_REC_HDR bytes (hash, plen and clen as 32-bit little-endian, codec,
** three zero bytes), then its clen stored bytes; neither length is ever
** past FS_REC_MAX. */
#define FS_REC_HDR 44
#define FS_REC_MAX (64u << 20)
/* Chunk c's record header into hdr; a header's fields into c (its data
** pointer untouched). */
void fs_rec_header_put(const fs_chunk *c, uint8_t hdr[FS_REC_HDR]);
void fs_rec_header_get(const uint8_t hdr[FS_REC_HDR], fs_chunk *c);
/* Do a chunk's stored bytes (c->data, clen, codec) decode to plen bytes
** whose SHA-256 is c->hash (neither length past a pack's bound)?  0,
** -EIO, or -ENOMEM when zstd had no memory to tell (nothing logged). */
int  fs_chunk_check(const fs_chunk *c);

/* ---- the remote tier: chunks in a bucket's packs (snapshot/STORE.md) ----
** A store may sit over a remote tier (an S3 bucket: snapshot/ provides
** the fetch call, so fs/ links no HTTP client).  The bucket holds chunks
** in immutable packs: "SBXPACK1", records as in local packs, then an
** index of FS_PIDX_ENT-byte entries {hash[32], off u64le (the record's
** header), clen u32le, plen u32le, codec u8, pad[3]} sorted by hash, then
** a footer {index_off u64le, n u32le, sha256(index)[32], "SBXPIDX1"}.
** index.db learns where each chunk of a known pack is (rchunk); a read
** that misses the local packs fetches the record by range, checks it and
** keeps it in STORE/cache/, bounded by cache_bytes, least recently used
** segment out.  Chunks written here stay in the local packs. */
#define FS_PIDX_ENT   52
#define FS_PFOOT      52
#define FS_PACK_ID    32                /* hex digits of a remote pack's id */
typedef struct fs_remote {
        void *arg;
        /* Read [off, off+len) of remote pack `pack` into buf, retrying
        ** transient failures until deadline (sbx_mono_ns(); 0: retry_ms
        ** from now), one attempt at least: 0, -ENOENT (no such pack),
        ** -EHOSTDOWN (transient failures alone: the bucket unreachable),
        ** -EBUSY (the bucket throttled until the deadline) or another
        ** -errno (a bad answer); reads then fail with EIO. */
        int (*fetch)(void *arg, const char *pack, uint64_t off, uint32_t len, int64_t deadline,
                     void *buf);
        uint64_t cache_bytes;           /* bound of STORE/cache/ (0: 2 GiB) */
        int64_t  retry_ms;              /* a fetch's own retry budget (0: 30 s) */
} fs_remote;
typedef struct fs_store_stats {
        uint64_t cache_bytes, cache_hits, fetches, fetch_bytes, evictions, prefetched;
} fs_store_stats;
/* Put a remote tier under st (0 or -errno); stores opened later by this
** process get r too when it is set as the default (NULL: none). */
int  fs_store_set_remote(fs_store *st, const fs_remote *r);
void fs_store_default_remote(const fs_remote *r);
int  fs_store_has_remote(fs_store *st);
/* 1 while the bucket is known unreachable: a fetch found it so within
** the last retry_ms, and none has worked since (store.c (13)); 2 while
** it throttles: a fetch ended so (503, 429, past its budget) within the
** last retry_ms, and no other answer came since; else 0.  A job reading
** chunk after chunk stops then, rather than spend a budget on each. */
int  fs_store_remote_down(fs_store *st);
void fs_store_get_stats(fs_store *st, fs_store_stats *out);
/* 1 if the bucket is known to hold the chunk (its pack id into pack,
** which may be NULL), 0 if not, -errno. */
int  fs_store_remote_where(fs_store *st, const uint8_t hash[FS_HASH_LEN],
                           char pack[FS_PACK_ID + 1]);
/* The same for n chunks at once: pack[i] "" when the bucket lacks it. */
int  fs_store_remote_where_many(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                                char (*pack)[FS_PACK_ID + 1]);
int  fs_store_remote_known(fs_store *st, const char *pack);  /* 1, 0, -errno */
/* Parse a pack's footer: 0, or -EBADMSG when it is not one. */
int  fs_pack_footer(const void *footer, uint64_t *index_off, uint32_t *n);
/* Learn a pack's index (the n*FS_PIDX_ENT bytes before its footer), checked
** against the footer's digest.  0 or -EBADMSG / -errno. */
int  fs_store_remote_learn(fs_store *st, const char *pack, const void *index, size_t len,
                           const void *footer);
/* Forget what index.db knows of a pack (it was deleted from the bucket). */
int  fs_store_remote_forget(fs_store *st, const char *pack);
/* Build a pack for upload from chunks this store holds: as many of hash[]
** as fit in about target bytes (at least one); each is checked against
** its name first.  *pack malloc'd, *used how many were taken. */
int  fs_store_pack_build(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                         size_t target, void **pack, size_t *len, size_t *used);
/* Fetch into the cache the chunks of hash[] that are only remote, in
** ranged reads of up to 8 MiB; stops early when the cache is 3/4 full.
** Returns how many were fetched, or -errno.  A local store has nothing
** to fetch: it asks the kernel to read the chunks' pack ranges ahead
** instead (nothing waits) and returns how many it asked for. */
int  fs_store_prefetch(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n);
/* Re-read chunks from the bucket itself by ranged reads and check them:
** state[i] 0 (not known in the bucket), 1 good, 3 corrupt.  0 or -errno
** (the bucket unreachable). */
int  fs_store_verify_remote(fs_store *st, const uint8_t (*hash)[FS_HASH_LEN], size_t n,
                            uint8_t *state);
/* Read a chunk from the bucket itself (not the cache) and check it. */
int  fs_store_get_remote(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len);

/* ---- the tree's schema ---- */
/* The tables of meta.db (format FS_META_FORMAT), as SQL to execute; every
** writer of a meta.db (sbxfs, snapshot restore) makes it with this. */
#define FS_META_FORMAT 2
extern const char fs_meta_schema[];
/* For readers of a meta.db of format 1 or 2 (--check, capture): make
** temp views of its tree with format 1's columns, absolute values:
**      inode_v(ino, mode, uid, gid, nlink, rdev, size, atime, atime_ns,
**              mtime, mtime_ns, ctime, ctime_ns, target, blocks)
**      dentry_v(parent, name, ino, cookie)
** Returns the format, or -errno. */
struct sqlite3;
int fs_meta_views(struct sqlite3 *db);
/* Has db a table of that name?  1, 0 (a 0-byte file is an empty database
** to SQLite), or -errno (sbx_sqlite_errno). */
int fs_db_has_table(struct sqlite3 *db, const char *table);
/* Log a SQLite error of db as "PATH: WHAT: MESSAGE", adding the remedy
** for a damaged STORE/index.db (store.c (11)); returns what it means as
** -errno (sbx_sqlite_errno: -ENOSPC for a full disk, else mostly -EIO). */
int fs_db_err(struct sqlite3 *db, const char *what);
/* Make a new, empty tree at path (meta.c (7)): built beside it and
** renamed into place, so path is a whole tree or absent.  0, -EEXIST
** when path exists (it is never replaced), or -errno. */
int fs_meta_create(const char *path);

/* ---- offline tools ---- */
/* Check a workspace: every named chunk exists and hashes right, link
** counts and directory structure agree.  Problems are reported to out
** with the affected paths.  0 clean, 1 problems found, -errno;
** -EHOSTDOWN: the bucket stopped answering, the rest not checked (one
** retry time, not an attempt a chunk). */
int fs_check(const char *meta, const char *store, FILE *out);
/* What a workspace's tree holds as of its last commit (check.c):
** inodes with a name by kind (the root among dirs), names beyond a
** file's first, and what quota_bytes and quota_inodes count of it
** (conf/sbx.ini [fs] quota_bytes).  Read beside a running sbxfs.  0 or -errno. */
typedef struct fs_usage {
        uint64_t files, dirs, symlinks, others;
        uint64_t links;         /* hard links: names beyond a file's first */
        uint64_t data;          /* regular files' sizes */
        uint64_t bytes;         /* data, xattrs, symlink targets: quota_bytes's count */
        uint64_t inodes;        /* every name: quota_inodes's count */
} fs_usage;
int fs_usage_read(const char *meta, fs_usage *u);
/* Print the chunks of the file at relpath: "HASH PACK OFFSET LENGTH". */
int fs_locate(const char *meta, const char *store, const char *relpath, FILE *out);

/* ---- the daemon ---- */
int fs_main(int argc, char **argv);

#endif
