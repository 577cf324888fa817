/* fsd.h: the insides of the sbxfs daemon (fs/ only).
**
** The whole tree lives in memory while mounted (inodes, names, xattrs,
** block maps); requests are answered from it under one mutex, fs->lock,
** held only for in-memory work (never across store reads, hashing,
** compression or SQLite).  One flusher thread persists it: it seals dirty
** blocks, stores them as chunks, then writes a consistent picture of the
** changed metadata to meta.db in one transaction (fs/flush.c).
**
** Counts (see STYLE.md section 5):
**      nlookup  the kernel's references (lookup/create/readdirplus add,
**               forget subtracts); nopen the open file handles.  An inode
**               is freed when nlink, nlookup and nopen are all 0.
*/
#ifndef SBX_FSD_H
#define SBX_FSD_H

#include "fs.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdint.h>
#include <sys/stat.h>

#define FUSE_USE_VERSION 314
#include <fuse_lowlevel.h>

struct fs_time { int64_t s; int64_t ns; };   /* seconds and nanoseconds */

/* Entries of all block tables together (one per MiB of each file's size,
 * holes included, 72 bytes each: 144 MiB at most), so that sparse files
 * cannot take the host's memory; a write past it is ENOSPC.  A million
 * small files take a million, a 1 TiB file a million. */
#define FS_SLOTS_MAX    (2u << 20)
/* Extended attributes (names and values) of the whole tree, held in
 * memory: past it setxattr is ENOSPC.  They count in quota_bytes too. */
#define FS_XATTR_MAX    (64u << 20)
#define FS_XATTR_SIZE(x) (strlen((x)->name) + (x)->len)
/* Symlink targets of the whole tree (each below 4096 bytes), held in
 * memory and in meta.db: past it symlink is ENOSPC.  They count in
 * quota_bytes too, from the symlink's making to its inode's free, as a
 * file's bytes do: before, neither bound held, and 20,000 targets of
 * 4001 bytes took a sandbox with a 10 MiB quota past it eight times,
 * sbxfs's RSS by 125 MiB and meta.db by 84 MB. */
#define FS_TARGET_MAX   (64u << 20)

/* Pages written over a stored block that was not loaded (ops.c (3)):
 * buf holds them packed, in the order they came; the rest of the block
 * is its stored chunk, merged in by the flusher's pool or a read. */
#define FS_PAGE         4096u
#define FS_BLOCK_PAGES  (FS_BLOCK_SIZE / FS_PAGE)
struct fs_pend {
        uint16_t slot[FS_BLOCK_PAGES];  /* 1 + the page's place in buf; 0: the chunk's */
        uint32_t n;                     /* pages in buf */
};

struct fs_block {
        uint8_t  hash[FS_HASH_LEN];     /* last stored content, if has_hash */
        uint8_t  has_hash;
        uint8_t  dirty;                 /* buf newer than hash */
        uint8_t  flushing;              /* buf shared with the flusher: copy before writing */
        uint8_t  loading;               /* a worker is reading its chunk (ops__load) */
        char    *buf;                   /* owned (unless flushing); len valid bytes */
        uint32_t len, cap;              /* with pend: len is the end of the last page */
        struct fs_pend *pend;           /* owned; NULL: buf is the whole block */
        uint32_t epoch;                 /* new (fs->epochs) when truncate cuts the
                                         * block and when its slot is made again */
};

struct fs_xattr {
        struct fs_xattr *next;
        char  *name;
        void  *val;
        size_t len;
};

struct fs_dirent {
        struct fs_dirent *hnext;        /* fs->dtab chain */
        uint64_t parent, ino, cookie;
        size_t   slot;                  /* index in the parent's fs_dir */
        uint16_t len;
        char     name[];                /* NUL-terminated */
};

struct fs_dir {                         /* children in cookie order */
        struct fs_dirent **ents;        /* NULL slots are removed entries */
        size_t n, cap, live;
        int listed;                     /* read to its end since its last change:
                                         * the kernel may hold the listing (ops.c) */
};

struct fs_inode {
        struct fs_inode *hnext;         /* fs->itab chain */
        uint64_t ino;
        uint64_t parent;                /* directories: the parent's ino */
        uint32_t mode, uid, gid, nlink;
        uint64_t rdev, size;
        struct fs_time atime, mtime, ctime;
        char    *target;                /* symlinks */
        struct fs_block *blk;           /* regular files: nblk entries */
        uint64_t nblk;
        uint64_t npresent;              /* of blk, those fs__blk_present (st_blocks):
                                         * every change of one says fs__blk_recount */
        struct fs_xattr *xattrs;
        struct fs_dir   *dir;           /* directories */
        uint64_t nlookup;
        uint32_t nopen;
        uint8_t  meta_dirty;            /* listed in fs->mdirty */
        uint8_t  xattr_dirty;
        uint8_t  data_listed;           /* listed in fs->ddirty */
};

/* Does block b hold content (a stored chunk, or bytes in memory)?
 * st_blocks counts these, from in->npresent: a walk of the table on
 * every GETATTR and READDIRPLUS entry took 3-5 ms under fs->lock for a
 * file with a byte at 1.5 TiB (1.5 M entries), and every close makes
 * the kernel ask again (writeback cache). */
static inline int fs__blk_present(const struct fs_block *b)
{
        return b->has_hash || b->buf;
}
/* Block b of in changed; was: fs__blk_present(b) before the change. */
static inline void fs__blk_recount(struct fs_inode *in, const struct fs_block *b, int was)
{
        int now = fs__blk_present(b);
        if (now > was)
                in->npresent++;
        else if (now < was)
                in->npresent--;
}
/* Built with -DSBX_DEBUG (make O=build-dbg BIN=bin-dbg CFLAGS="-g
 * -DSBX_DEBUG"): abort when in->npresent is not what a walk of the table
 * counts; fs__stat and fs__mark_meta ask, so a stat is a walk again
 * there (stat.t's cost check fails in such a build, by design). */
#ifdef SBX_DEBUG
void fs__blk_check(const struct fs_inode *in);
#else
static inline void fs__blk_check(const struct fs_inode *in) { (void)in; }
#endif

enum { FS_OP_ADD = 1, FS_OP_DEL = 2 };
struct fs_op {                          /* a name change, in order */
        uint8_t  kind;
        uint64_t parent, ino, cookie;
        char    *name;                  /* owned */
};

struct u64vec { uint64_t *v; size_t n, cap; };

typedef struct fsd {
        pthread_mutex_t lock;
        pthread_cond_t  wake;           /* the flusher waits on it */
        pthread_cond_t  done;           /* batch finished */
        pthread_cond_t  room;           /* dirty bytes went down */
        pthread_cond_t  loaded;         /* a block's load finished */

        struct fs_inode **itab;  size_t icap, icount;
        struct fs_dirent **dtab; size_t dcap, dcount;
        uint64_t dkey[2];               /* dtab's hash key: random, drawn with it (tree.c) */
        uint64_t next_ino, next_cookie;

        struct u64vec mdirty;           /* inodes whose row must be written */
        struct u64vec ddirty;           /* inodes with dirty blocks */
        struct u64vec dead;             /* inodes whose rows must go */
        struct fs_op *ops; size_t nops, capops;
        uint64_t dirty_bytes, dirty_max;
        uint64_t sealed;                /* of dirty_bytes, held by batches in flight */
        uint32_t epochs;                /* the last block epoch handed out */
        uint64_t write_queued;          /* bytes of writes handed to workers (ops.c) */
        struct fl_pool *pool;           /* the flusher's compression workers */

        uint64_t batch_started, batch_done;     /* sequence numbers */
        uint64_t want_batch;            /* a waiter needs a commit point >= this */
        uint64_t full_started, full_done;       /* the last commit point sealed, finished */
        int64_t  full_t;                /* when it was sealed (monotonic ns) */
        int      unnamed;               /* chunks stored that no commit names yet */
        int      stopping, flusher_up;
        int      flush_err;             /* -errno of the last commit point (0: it worked) */
        int      resync;                /* a metadata write failed: rewrite all next */
        uint64_t fails;                 /* batches failed in a row (fl__failed) */
        int      store_err;             /* -errno of the last batch's store (0: it worked) */
        int64_t  fail_t0, fail_logged;  /* the first of them, the last logged */
        int64_t  fail_last;             /* the last of them */

        uint64_t used_bytes, used_inodes;
        uint64_t used_links;            /* names past each file's first: quota_inodes (ops.c) */
        uint64_t quota_bytes, quota_inodes;     /* under lock: SIGHUP sets them (daemon.c) */
        char     *quota_file;           /* owned; --quota-file: read again on SIGHUP */
        /* --map-uid/--map-gid T=H: the tree's T is the host's H, the
         * tree's FS_ID_TREE_T the host's T (fs__uid_in); others are as
         * they are */
        int      map_u, map_g;
        uint32_t tree_uid, host_uid, tree_gid, host_gid;
        uint64_t max_file_size;         /* 0: none; past it EFBIG */
        uint64_t max_names;             /* 0: none; past it ENOSPC (ops__inode_room) */
        /* [fs] reserve_free: requests that would take the free space of
         * the store's or meta.db's disk below it are ENOSPC (ops.c,
         * ops__disk_room); 0: none.  The free space is read (statvfs)
         * at most every 100 ms; in between what requests take counts. */
        uint64_t reserve;
        uint32_t readahead;             /* [fs] readahead, bytes: the mount's read_ahead_kb
                                         * (daemon.c), four blocks by default, so that a
                                         * cold sequential read has READs of several
                                         * blocks in flight, decoded side by side */
        uint32_t reserve_pct;           /* given as a percentage (hundredths) of the
                                         * smaller disk's size: reserve set from it
                                         * at the first reading (ops__disk_start) */
        /* [fs] store_budget: writes are EDQUOT while this sbxfs stored
         * more than this since the last gc ended (ops.c, ops__budget_room;
         * fs/store.c (15)); 0: none */
        uint64_t store_budget;
        int      budget_said;           /* under lock: the refusal was said */
        int      sweep_now;             /* under lock: the flusher sweeps at once
                                         * (fs_store_close_gone), not within 1 s */
        char     *budget_path;          /* owned: FS_BUDGET_FILE beside meta.db, there
                                         * while writes are refused at the budget */
        uint64_t disk_free;             /* under lock: free less dirty data, at disk_t */
        uint64_t disk_taken;            /* under lock: what requests took since disk_t */
        int64_t  disk_t;                /* monotonic ns of that read; 0: none yet */
        uint64_t blk_slots;             /* entries of every inode's block table */
        uint64_t slots_refused;         /* writes refused for FS_SLOTS_MAX */
        uint64_t xattr_bytes;           /* every xattr's name and value: in quota_bytes */
        uint64_t target_bytes;          /* every symlink's target: in quota_bytes */

        int      level;                 /* zstd level of full blocks */
        int      level_small;           /* and of smaller chunks */
        int      debug;                 /* $SBXFS_DEBUG: log each batch */
        int      spin_us;               /* the loop polls this long before sleeping */
        int      wake_fd;               /* owned; eventfd: the signal thread ends the loop */
        int      no_opendir;            /* zero-message opendir (ENOSYS) */
        uint64_t *stale_dirs;           /* listed directories changed since: */
        size_t   nstale, stale_cap;     /* their cached listings to drop (ops.c) */
        int      no_open;               /* zero-message open (ENOSYS) */
        int      writeback;             /* the kernel keeps mtime (writeback cache) */
        int      kill_priv;             /* handle_killpriv_v2: we clear set-user-ID */
        uint64_t init_unique;           /* the INIT request, until answered (daemon.c) */
        uint32_t init_flags;            /* what the kernel offered in INIT */
        int      read_inline;           /* no remote tier: small reads in the loop */
        double   timeout;               /* entry/attr cache seconds */
        int64_t  commit_ns;
        size_t   chunk_cache_max;

        /* Requests the kernel sent, by opcode (FS_NREQ: the rest); the
         * loop counts them, SIGUSR1 logs them (daemon.c). */
#define FS_NREQ 64
        uint64_t nreq[FS_NREQ + 1];
        /* copy_file_range: blocks it named (shared), bytes it copied
         * through reads and writes; under lock, logged with nreq. */
        uint64_t copy_named, copy_bytes;
        /* blocks of pages over a stored chunk made whole from the
         * kernel's pages (ops.c (5)), and retrieves that found too few;
         * logged with nreq */
        uint64_t merge_kernel, merge_miss;
        /* WRITEs of the kernel's page cache refused in the last
         * OPS_REFUSED_NS, a slot a file (the oldest reused): the next
         * write() of it is told (ops.c, fs_getattr); under lock */
#define FS_REFUSED 16
        struct { uint64_t ino; int64_t t; int err; } refused[FS_REFUSED];
        /* Files whose data sbxfs changed where the kernel's pages may not
         * follow at once (a copy, a zeroed range, a truncate, a refused
         * or direct WRITE): the last note (its number, its time) of the
         * files whose ino falls in each slot (ops.c (5)); under lock */
#define FS_KC_SLOTS 1024
        struct { uint64_t seq; int64_t t; } kc_slot[FS_KC_SLOTS];
        uint64_t kc_seq;                /* notes made */
        int      kc_merge;              /* merge over the kernel's pages: [fs] kernel_merge
                                         * and the kernel passed the probe; atomic */
        int      kc_out;                /* retrieves asked, not answered (ops.c (5)) */
        int      kc_probe;              /* the probe's finding: 1 pages not read yet are
                                         * skipped, 0 handed back, -1 none yet; atomic */
        int      kc_probe_tid;          /* the probe's reader (a child), while it probes; atomic */
        char     kc_probe_name[48];     /* its file's name in the root, while it probes */
        fuse_req_t kc_probe_req;        /* its READ, held until the probe's answer (loop) */
        size_t   kc_probe_size;
        struct u64vec kc_want;          /* ino, block: to ask for after the reply */

        fs_store *st;
        sqlite3  *db;                   /* meta.db, used by the flusher only after load */
        char     *meta_path, *store_path, *mnt;
        struct fuse_session *se;
        pthread_t flusher;
} fsd;

/* tree.c */
struct fs_time fs__now(void);
/* The kernel's own clock (the last tick): what it stamps files with. */
struct fs_time fs__now_coarse(void);
struct fs_time fs__ts(struct timespec ts);
struct fs_inode *fs__iget(fsd *fs, uint64_t ino);
struct fs_inode *fs__inew(fsd *fs, uint64_t ino);      /* insert a zeroed inode */
void  fs__ifree(fsd *fs, struct fs_inode *in);          /* drop from table, free */
void  fs__imaybe_free(fsd *fs, struct fs_inode *in);    /* free if unreferenced */
struct fs_dirent *fs__dlookup(fsd *fs, uint64_t parent, const char *name);
struct fs_dirent *fs__dadd(fsd *fs, uint64_t parent, const char *name, uint64_t ino,
                           uint64_t cookie, int log);
void  fs__ddel(fsd *fs, struct fs_dirent *d, int log);
void  fs__dset(fsd *fs, struct fs_dirent *d, uint64_t ino);    /* in place */
void  fs__mark_meta(fsd *fs, struct fs_inode *in);
void  fs__mark_data(fsd *fs, struct fs_inode *in);
void  fs__u64push(struct u64vec *v, uint64_t x);
void  fs__stat(fsd *fs, struct fs_inode *in, struct stat *st);
int   fs__resize_blocks(fsd *fs, struct fs_inode *in, uint64_t n);
/* The same for a write that needs n blocks: -ENOSPC when every file's
 * block table together would pass FS_SLOTS_MAX entries. */
int   fs__grow_blocks(fsd *fs, struct fs_inode *in, uint64_t n);
void  fs__block_drop(fsd *fs, struct fs_block *b);       /* the caller recounts npresent */
char *fs__path(fsd *fs, uint64_t ino);                  /* for reports */
/* First slot of dir whose cookie is > off (dir->n if none). */
size_t fs__dir_seek(struct fs_dir *dir, uint64_t off);
void  fs__tree_free(fsd *fs);
void  fs__drop_stale_listings(fsd *fs);        /* ops.c: the loop, after a request */
void  fs__dir_changed(fsd *fs, struct fs_inode *dir);  /* its kept listing is stale */

/* meta.c */
int  fs__meta_open(fsd *fs, const char *path, int create);
int  fs__meta_load(fsd *fs);
int  fs__meta_quick_check(fsd *fs);     /* meta.c (7): b-trees whole, or -EUCLEAN */
int  fs__meta_names_data(fsd *fs);     /* meta.c: a block that is no hole? 1, 0, -errno */
/* A consistent picture of changes, taken under fs->lock, written after. */
struct fs_batch;
struct fs_batch *fs__batch_take(fsd *fs);               /* under lock */
void fs__batch_name(struct fs_batch *b, uint64_t ino, uint64_t blk,
                    const uint8_t hash[FS_HASH_LEN]);   /* a block stored since */
int  fs__batch_write(fsd *fs, struct fs_batch *b);      /* no lock */
void fs__batch_free(struct fs_batch *b);

/* flush.c */
int  fs__flusher_start(fsd *fs);
void fs__flusher_stop(fsd *fs);                         /* final flush */
int  fs__sync(fsd *fs);                                 /* wait for a batch */
int  fs__wait_room(fsd *fs);     /* under lock; -errno: batches fail, no room comes */

/* acl.c */
int  fs__acl_mode(const void *val, size_t len, uint32_t *mode);
int  fs__acl_inherit(fsd *fs, struct fs_inode *dir, struct fs_inode *in, uint32_t umask);
void fs__acl_chmod(struct fs_inode *in);                /* mode -> access ACL */
/* An access ACL that says no more than the mode (kept as the mode only). */
int  fs__acl_is_minimal(const void *val, size_t len);

/* ops.c */
extern const struct fuse_lowlevel_ops fs__ops;
int  fs__pool_start(fsd *fs);                           /* workers for blocking requests */
/* Whether this kernel's NOTIFY_RETRIEVE skips pages not read yet (ops.c
 * (5)): a thread (and a child process) that finds out, then turns
 * fs->kc_merge on if so. */
int  fs__kc_probe_start(fsd *fs);
void fs__kc_probe_join(void);                            /* after the unmount */
/* Clear set-user-ID, set-group-ID and the file capabilities of ino as
 * the kernel asked (handle_killpriv_v2); nocap: the caller (uid, gid,
 * pid) lacks CAP_FSETID.  1 if anything changed. */
/* Clear set-user-ID (and set-group-ID where the VFS would) and file
 * capabilities of ino, as a chown does; how: */
#define FS_KP_NOCAP      1      /* for a caller without CAP_FSETID (a write, a truncate) */
#define FS_KP_IF_REG     2      /* a chown(-1, -1): only if ino is a regular file */
#define FS_KP_IF_NOT_REG 4      /* a chown(-1, -1): only if it is not */
int  fs__kill_priv(fsd *fs, uint64_t ino, int how, uint32_t uid, uint32_t gid, uint32_t pid);
int  fs__kill_priv_later(fsd *fs, uint64_t ino, int how, uint32_t uid, uint32_t gid, uint32_t pid);
void fs__pool_stop(fsd *fs);

/* The owner map (--map-uid, --map-gid T=H): what the kernel sends is a
 * host id (in), what it is told is one (out); the tree keeps its own.
 * The host's H (the sandbox) is the tree's T, and the host's T (65534,
 * nobody) the tree's FS_ID_TREE_T: the same on every host, so every
 * sandbox shows it as T again.  (It was stored as H, the writer's own
 * uid: a file or ACL entry for nobody named the first sandbox's uid in
 * a fork.)  FS_ID_TREE_T is (uid_t)-1, which the kernel never sends as
 * an id (chown's "no change", refused in an ACL), so no host id is
 * stored as it but the host's T and no two ids merge on the way in.  On
 * the way out the tree's H, which nothing stores now, shows as T too: a
 * tree written before (ids = 1 not in meta, fs/meta.c (8)) has the
 * host's T as H, and the sandbox that wrote it sees nobody as before.
 * With H = T nothing is mapped. */
#define FS_ID_TREE_T UINT32_MAX
static inline uint32_t fs__map_in(uint32_t i, uint32_t t, uint32_t h)
{
        return t == h ? i : i == h ? t : i == t ? FS_ID_TREE_T : i;
}
static inline uint32_t fs__map_out(uint32_t i, uint32_t t, uint32_t h)
{
        return t == h ? i : i == t ? h : i == FS_ID_TREE_T || i == h ? t : i;
}
static inline uint32_t fs__uid_in(const fsd *fs, uint32_t u)
{
        return fs->map_u ? fs__map_in(u, fs->tree_uid, fs->host_uid) : u;
}
static inline uint32_t fs__uid_out(const fsd *fs, uint32_t u)
{
        return fs->map_u ? fs__map_out(u, fs->tree_uid, fs->host_uid) : u;
}
static inline uint32_t fs__gid_in(const fsd *fs, uint32_t g)
{
        return fs->map_g ? fs__map_in(g, fs->tree_gid, fs->host_gid) : g;
}
static inline uint32_t fs__gid_out(const fsd *fs, uint32_t g)
{
        return fs->map_g ? fs__map_out(g, fs->tree_gid, fs->host_gid) : g;
}
/* ACL xattr values name ids too: map them in place (out: 1 for a value
 * going to the kernel, 0 for one coming from it). */
void fs__acl_map(const fsd *fs, void *val, size_t len, int out);
/* Rename, in place, the ACL_USER entries for u[0] to u[1] and the
 * ACL_GROUP ones for g[0] to g[1] (a tree's ids, fs__meta_load; a pair
 * of one id renames nothing); how many. */
int  fs__acl_move_ids(void *val, size_t len, const uint32_t u[2], const uint32_t g[2]);

/* What quota_bytes and statfs count (under fs->lock): regular files'
 * sizes, xattrs, symlink targets.  Names are not counted (README). */
static inline uint64_t fs__used(const fsd *fs)
{
        return fs->used_bytes + fs->xattr_bytes + fs->target_bytes;
}
/* What quota_inodes and statfs's inodes count: inodes that have a name
 * (and the root), and each hard link, a name beyond a file's first: a
 * name costs a meta.db row and memory as an inode does (README). */
static inline uint64_t fs__used_inodes(const fsd *fs)
{
        return fs->used_inodes + fs->used_links;
}

#endif
