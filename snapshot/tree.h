/* tree.h: the in-memory tree, private to snapshot/.  Every pointer
** points into buf (the plain tree bytes, owned by the tree). */
#ifndef SBX_SNAP_TREE_H
#define SBX_SNAP_TREE_H

#include <stddef.h>
#include <stdint.h>

#include "snapshot.h"

struct tbuf { uint8_t *p; size_t len, cap; int big; };  /* a growing buffer; p owned
                                                 * (big: sbx_big_*(), else malloc) */
void tb_put(struct tbuf *b, const void *d, size_t n);
void tb_u16(struct tbuf *b, uint16_t v);
void tb_u32(struct tbuf *b, uint32_t v);
void tb_u64(struct tbuf *b, uint64_t v);

struct snap_inode {
        uint64_t ino, rdev, size;
        uint32_t mode, uid, gid, nlink;
        int64_t  t[6];                  /* atime, atime_ns, mtime, mtime_ns, ctime, ctime_ns */
        const char *target;             /* NULL: none */
        uint32_t tlen;
        uint32_t nblocks;
        const uint8_t *blocks;          /* nblocks * 32, zeros = hole */
};
struct snap_dentry {
        uint64_t parent, ino, cookie;
        const char *name;
        uint16_t nlen;
};
struct snap_xattr {
        uint64_t ino;
        const char *name;
        uint16_t nlen;
        const void *val;
        uint32_t vlen;
};
struct snap_meta { const uint8_t *key; uint16_t klen; int64_t value; };

struct snap_tree {
        uint8_t *buf;                   /* owned: the plain encoding */
        size_t   len;
        struct snap_meta   *meta;   size_t nmeta;
        struct snap_inode  *inode;  size_t ninode;     /* sorted by ino */
        struct snap_dentry *dentry; size_t ndentry;    /* sorted by (parent, name) */
        struct snap_xattr  *xattr;  size_t nxattr;     /* sorted by (ino, name) */
};

/* Index plain bytes (takes buf, from sbx_big_alloc(), also on failure).
** -EBADMSG if malformed. */
int snap_tree_parse(uint8_t *buf, size_t len, snap_tree **out);
struct snap_inode *snap_tree_inode(const snap_tree *t, uint64_t ino);
/* The names of directory dir: [*first, *first + count) of t->dentry. */
size_t snap_tree_names(const snap_tree *t, uint64_t dir, size_t *first);
/* The order of names within a directory (their bytes, then length): the
** order a tree keeps them in, and diff merges them by. */
int snap_name_cmp(const struct snap_dentry *x, const struct snap_dentry *y);
int64_t snap_tree_meta(const snap_tree *t, const char *key, int64_t def);
/* A tree from outside checked for the shape meta.db's trees have (tree.c
** (4)): 0, or -EBADMSG and *why, what is wrong.  With fixed, link counts
** are not refused but set to what the names say (*fixed: how many). */
int snap_tree_check(snap_tree *t, const char **why, size_t *fixed);

/* snap.c: an object's bytes, and their check against an id (NULL: none).
** A delta object's tree needs its base object, from s (NULL: -EBADMSG).
** -EBADMSG: the bytes are damaged (not the id's, not an object);
** -EUCLEAN: they are whole, but the tree fails snap_tree_check (logged). */
int snap__object_get(snap_store *s, const char *id, void **obj, size_t *olen);
int snap__object_parse(snap_store *s, const uint8_t *obj, size_t olen, const char *id,
                       snap_info *info, snap_tree **tree, char tsum_out[SNAP_ID_LEN + 1]);
/* The same for a delta whose base's plain tree is at hand (an import). */
int snap__object_parse_on(const char *base_id, const uint8_t *base_plain, size_t base_len,
                          const uint8_t *obj, size_t olen, const char *id, snap_info *info,
                          snap_tree **tree);

/* remote.c: chunks in the bucket (S3 stores).  push uploads the chunks
** of t the bucket lacks and lists (malloc'd) the packs t's chunks are in;
** learn makes the packs a snapshot names known to this host's store.
** push also says what it read of gc's document (its min_age bounds how
** long a capture may take; snap__gc_recheck compares it with the document
** once the ref landed) and whether gc condemned object base (the delta's
** base). */
typedef struct rm_up snap_push;
typedef struct snap_gc_seen {
        char    *raw;                   /* the document as read, NULL: none; owned */
        int64_t  min_age;               /* its min_age (s) */
        int64_t  date;                  /* the server's clock when read (s), 0: unknown */
} snap_gc_seen;
int  snap__push(snap_store *s, const snap_tree *t, char ***packs, size_t *npacks, snap_gc_seen *gc,
                snap_push **pending, const char *base, int *base_condemned);
/* The uploads push left in flight: 0 once all are stored, else the error. */
int  snap__push_wait(snap_push *p);
int  snap__learn(snap_store *s, char *const *packs, size_t n);
/* The gc document (refs/gc): packs and objects no snapshot named at the
** last gc, with when; a capture forgets those packs before it starts.
** at: when the pass began to mark (remote.c (3)). */
typedef struct snap_gc_marked {
        int64_t server;         /* the server's Date, seconds (0: min_age 0) */
        int64_t boot_ns;        /* sbx_boot_ns() */
} snap_gc_marked;
int  snap__gc_remote(snap_store *s, char **live_packs, size_t nlive, snap_seen *ids,
                     int64_t min_age, const snap_gc_marked *at, int dry, snap_gc_report *r);
int  snap__object_packs(const uint8_t *obj, size_t olen, char ***packs, size_t *n);
/* The format this build writes in its documents (refs, snapshot objects,
** gc's document, exports).  A document whose "format" is above it is a
** newer build's: snap__format_newer says so (what, printf-style: the
** document, formatted only then) and is -ENOTSUP, else 0.  Read as this build's, an older host
** told a newer snapshot corrupt, and would rewrite a newer ref or gc
** document without what it does not know. */
#define SNAP_FORMAT 1
struct json_t;
int  snap__format_newer(const struct json_t *doc, const char *what, ...)
        __attribute__((format(printf, 2, 3)));
/* Learn the packs object obj names (snap__learn; 0 on a local store):
** its tree's chunks are in them (snap_load, snap_export). */
int  snap__object_learn(snap_store *s, const uint8_t *obj, size_t olen);
/* Also says whether object obj is condemned (a capture must not build a
** delta on it); obj_condemned may be NULL. */
int  snap__gc_condemned(snap_store *s, char ***packs, size_t *n, snap_gc_seen *gc,
                        const char *obj, int *obj_condemned);
/* Once a capture's ref landed naming object obj (new), its delta base
** base ("" or NULL: none) and packs: what gc did since the capture read
** its document (seen), remote.c (4).  0: nothing it names is gone (what
** gc condemned meanwhile pardoned if need be); -ESTALE: gc deleted, or
** may have deleted, something it names (why says what); else -errno. */
int  snap__gc_recheck(snap_store *s, const snap_gc_seen *seen, char *const *packs, size_t npacks,
                      const char *obj, const char *base, char *why, size_t nwhy);
void snap__strv_free(char **v, size_t n);
/* Raise sandbox's fence to gen (lease.c, at a take-over): captures made
** under an older lease generation are refused from then on (snap.c). */
int  snap__ref_fence(snap_backend *b, const char *sandbox, int64_t gen);
/* The sandbox's fence (0: none), or -errno. */
int64_t snap__ref_fence_get(snap_backend *b, const char *sandbox);

/* progress.c: report to the callback, rate-limited (done: always). */
void snap__progress(const char *what, uint64_t items, uint64_t bytes, int done);


#endif
