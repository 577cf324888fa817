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
#define FS_BLOCK_SIZE (1u << 20)        /* file data is cut in 1 MiB blocks */

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
void fs_store_close(fs_store *st);
/* 1 if the chunk is in the store, 0 if not, -errno. */
int  fs_store_has(fs_store *st, const uint8_t hash[FS_HASH_LEN]);
/* Append chunks not yet stored, make them durable (pack data synced
** before the index rows that name them are committed).  0 or -errno. */
int  fs_store_put(fs_store *st, fs_chunk *chunks, size_t n);
/* Read a chunk's plain bytes into a malloc'd buffer, verified against
** its name: a mismatch or a missing chunk is -EIO (and a log line). */
int  fs_store_get(fs_store *st, const uint8_t hash[FS_HASH_LEN], void **buf, size_t *len);
/* Where a chunk's stored bytes are: pack path (malloc'd), offset, length. */
int  fs_store_locate(fs_store *st, const uint8_t hash[FS_HASH_LEN], char **pack,
                     uint64_t *off, uint32_t *clen);
/* The gc lock (STORE/gc.lock, flock): writers hold it shared from the
** moment they ask has()/put() until the metadata naming those chunks is
** committed; gc holds it exclusive while it marks and sweeps, so it never
** removes a chunk a write in progress relies on.  0 or -errno. */
int  fs_store_lock(fs_store *st, int exclusive);
void fs_store_unlock(fs_store *st);
const char *fs_store_dir(fs_store *st);
/* Hash and compress plain bytes into c (c->data is malloc'd; free it). */
int  fs_chunk_make(const void *plain, size_t len, int level, fs_chunk *c);
/* Compress plain bytes: returns the codec; *out is malloc'd compressed
** bytes, or NULL when they do not compress (store plain, clen = len). */
int  fs_chunk_compress(const void *plain, size_t len, int level, void **out, uint32_t *clen);
void fs_hash(const void *data, size_t len, uint8_t out[FS_HASH_LEN]);

/* ---- the tree's schema ---- */
/* The tables of meta.db (format FS_META_FORMAT), as SQL to execute; every
** writer of a meta.db (sbxfs, snapshot restore) makes it with this. */
#define FS_META_FORMAT 1
extern const char fs_meta_schema[];

/* ---- offline tools ---- */
/* Check a workspace: every named chunk exists and hashes right, link
** counts and directory structure agree.  Problems are reported to out
** with the affected paths.  0 clean, 1 problems found, -errno. */
int fs_check(const char *meta, const char *store, FILE *out);
/* Print the chunks of the file at relpath: "HASH PACK OFFSET LENGTH". */
int fs_locate(const char *meta, const char *store, const char *relpath, FILE *out);

/* ---- the daemon ---- */
int fs_main(int argc, char **argv);

#endif
