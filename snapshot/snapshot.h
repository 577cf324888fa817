/* snapshot.h: capture a workspace to the store, bring it back.
**
** A snapshot is one immutable object in the store, named by the SHA-256
** of its bytes: a JSON header (sandbox, parent, time, label, counts) and
** the workspace's whole tree (every inode, name and xattr row of its
** meta.db, zstd-compressed).  File data is not copied: the tree names
** chunks of the shared chunk store (fs/fs.h), which a capture never
** reads.  Each sandbox has a ref (STORE/refs/sandboxes/NAME) listing its
** snapshots, oldest first; a capture is visible once its ref names it,
** and the ref is written last.  See snapshot/snap.c for the formats.
*/
#ifndef SBX_SNAPSHOT_H
#define SBX_SNAPSHOT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../fs/fs.h"

#define SNAP_ID_LEN 64                  /* hex SHA-256 of the object */

/* ---- the backend: immutable objects plus atomic refs ---- */
/* Keys are relative paths ("objects/ab/abcd...", "sandboxes/NAME").
** Every call is 0 or -errno; a missing key is -ENOENT. */
typedef struct snap_backend snap_backend;
struct snap_backend {
        /* Store data under key, durable on return; an existing key is
        ** left alone (objects are immutable and content-named). */
        int  (*put)(snap_backend *b, const char *key, const void *data, size_t len);
        int  (*get)(snap_backend *b, const char *key, void **data, size_t *len);
        int  (*has)(snap_backend *b, const char *key);  /* 1, 0, -errno */
        /* Every object key under prefix (malloc'd array of malloc'd keys). */
        int  (*list)(snap_backend *b, const char *prefix, char ***keys, size_t *n);
        int  (*del)(snap_backend *b, const char *key);
        /* Refs: small mutable documents.  ref_cas replaces ref name's
        ** content with data (NULL: delete it) only if it is still expect
        ** (NULL: must not exist); else -EAGAIN.  Atomic and durable. */
        int  (*ref_get)(snap_backend *b, const char *name, char **data, size_t *len);
        int  (*ref_cas)(snap_backend *b, const char *name, const char *expect,
                        const char *data);
        int  (*ref_list)(snap_backend *b, const char *prefix, char ***names, size_t *n);
        void (*close)(snap_backend *b);
};
/* The local-directory backend: objects under DIR/objects/, refs under
** DIR/refs/ (tmp file, fsync, rename, fsync dir). */
int snap_backend_local(const char *dir, snap_backend **out);

/* ---- the store: backend + chunk store ---- */
typedef struct snap_store snap_store;
typedef struct snap_s3_conf snap_s3_conf;
/* url: a directory (or file://DIR). */
int  snap_open(const char *url, snap_store **out);
/* The store of a fleet: snapshots and chunk packs in a bucket, this
** host's chunk store in cache_dir (chunks written here, and a cache of
** fetched ones bounded by cache_bytes).  See snapshot/STORE.md. */
int  snap_open_s3(const snap_s3_conf *cf, const char *cache_dir, uint64_t cache_bytes,
                  snap_store **out);
typedef struct snap_s3 snap_s3;
snap_s3 *snap_s3_client(snap_store *s);         /* NULL: not an S3 store */
/* Make what a new store holds before its first capture (gc's document). */
int snap_store_init(snap_store *s);
/* Who this process is for leases: captures of a sandbox whose lease
** another holder has are refused (-EBUSY), the fencing of STORE.md. */
void snap_set_holder(snap_store *s, const char *holder);
/* The lease generation under which this host took the sandbox whose tree
** the next captures store (0: unknown).  A capture is refused when the
** sandbox was taken by anyone since (its lease's generation is past it),
** even if that holder has released it again. */
void snap_set_holder_gen(snap_store *s, int64_t gen);
/* While on, a snapshot that snap_capture or snap_ref_add adds to a
** sandbox that has some goes in just before its latest, which stays the
** latest (an import into a sandbox that exists: its history grows, what
** its workspace holds stays what a wake brings back). */
void snap_set_behind(snap_store *s, int on);
/* The remote tier that reads chunks from c's bucket (for a store that a
** process opens itself, as sbxfs does: fs_store_default_remote()). */
void snap_s3_remote(snap_s3 *c, uint64_t cache_bytes, fs_remote *out);
void snap_close(snap_store *s);
fs_store     *snap_chunks(snap_store *s);
snap_backend *snap_objects(snap_store *s);

/* ---- trees ---- */
typedef struct snap_tree snap_tree;
/* Read a workspace's tree from meta.db in one read transaction (one
** committed instant of it); files unlinked while open are left out. */
int  snap_tree_read(const char *meta_db, snap_tree **out);
/* The same, keeping meta.db open (*src) to tell later whether anything
** was committed to it since the read (a read before the gc lock is as
** good as one under it if nothing was). */
typedef struct snap_tree_src snap_tree_src;
int  snap_tree_read_keep(const char *meta_db, snap_tree **out, snap_tree_src **src);
int  snap_tree_src_changed(snap_tree_src *src);         /* 1: changed (or src NULL) */
void snap_tree_src_close(snap_tree_src *src);
/* Replace meta_db's tree with t in one transaction (the file is made if
** missing).  The caller makes sure no sbxfs serves meta_db. */
int  snap_tree_write(const snap_tree *t, const char *meta_db);
void snap_tree_free(snap_tree *t);
/* Call fn for each chunk the tree names with the file holding it (every
** regular inode's, in inode order; f lives only for the call).  The
** file's path, by first names (malloc'd), costs its depth: make it only
** to report (the walk stays O(tree), not O(files x depth)). */
typedef struct snap_file snap_file;
int  snap_tree_each_chunk(const snap_tree *t,
                          int (*fn)(void *arg, const uint8_t *hash, snap_file *f), void *arg);
uint64_t snap_file_ino(const snap_file *f);
char    *snap_file_path(snap_file *f);

/* ---- snapshots ---- */
typedef struct snap_info {
        char     id[SNAP_ID_LEN + 1];
        char     parent[SNAP_ID_LEN + 1];       /* "" for the first */
        char     sandbox[80];
        int64_t  time_ns;
        char     label[256];
        uint64_t files, dirs, symlinks, bytes;  /* bytes: regular files' sizes */
        uint64_t tree_bytes;                    /* the object's size */
        char     base[SNAP_ID_LEN + 1];         /* "": the object holds its whole tree;
                                                 * else its tree is a delta from base's */
} snap_info;

/* Store t as a snapshot of sandbox and append it to its ref (ref last).
** The caller holds the chunk store's gc lock shared from reading t on.
** A tree no load would accept is refused, -EUCLEAN, logged, but for its
** link counts: t gets those its names say, logged (snap.c (8)).  On S3,
** -ESTALE: gc on another host deleted (or may have) what the snapshot
** names while its ref was written; it is off the ref again, nothing
** recorded, logged (snap.c (9)). */
int snap_capture(snap_store *s, const char *sandbox, snap_tree *t,
                 const char *label, snap_info *out);
/* Load a snapshot object, checked against its id; tree may be NULL. */
int snap_load(snap_store *s, const char *id, snap_info *info, snap_tree **tree);
/* A sandbox's snapshots, oldest first (*out malloc'd).  No ref: 0 of them. */
int snap_list(snap_store *s, const char *sandbox, snap_info **out, size_t *n);
/* The sandboxes the store has refs for (malloc'd names). */
int snap_sandboxes(snap_store *s, char ***names, size_t *n);
/* A full id from an unambiguous prefix (>= 4 hex digits), searched in
** sandbox's ref, or in every ref when sandbox is NULL (a full id: first
** in the ref of the sandbox its object names).  -ENOENT, -EEXIST
** (ambiguous). */
int snap_resolve(snap_store *s, const char *sandbox, const char *prefix, char id[SNAP_ID_LEN + 1]);
/* Add an existing snapshot to a sandbox's ref as its latest (a fork, an
** import, a restore: one listed already moves to the end). */
int snap_ref_add(snap_store *s, const char *sandbox, const snap_info *info);
/* Drop a snapshot from a sandbox's ref; gc removes the object once no
** ref names it. */
int snap_delete(snap_store *s, const char *sandbox, const char *id);
/* Retention (sbxctl prune): drop ids[0..n) from a sandbox's ref in one
** compare-and-swap, retried like every ref update (a capture that lands
** meanwhile stays), never the entry that is its latest at the swap; ids
** it no longer lists are passed over.  *removed: how many went. */
int snap_delete_some(snap_store *s, const char *sandbox, const char *const *ids, size_t n,
                     size_t *removed);
/* Drop a sandbox's whole ref (all its snapshots; gc reclaims them). */
int snap_forget(snap_store *s, const char *sandbox);
/* The same, only while the ref lists no snapshot: one emptied by
** snap_delete stays for its fence, which a name deleted or renamed away
** needs no more.  1 dropped, 0 not (none, or not empty), or -errno. */
int snap_forget_empty(snap_store *s, const char *sandbox);
/* The plain tree's SHA-256 of a snapshot (to skip unchanged captures). */
int snap_tree_digest(const snap_tree *t, char hex[SNAP_ID_LEN + 1]);
int snap_info_digest(snap_store *s, const char *id, char hex[SNAP_ID_LEN + 1]);

/* ---- leases: which host runs a sandbox (snapshot/lease.c) ---- */
#define SNAP_LEASE_PINS 8
typedef struct snap_lease {
        char    holder[256];            /* "" : nobody */
        int64_t gen, ttl_s, renewed, renewed_at;
        /* snapshots the live tree was restored from: its chunks not yet
        ** in the host's cache are read from their packs, so gc keeps them */
        char    pin[SNAP_LEASE_PINS][SNAP_ID_LEN + 1];
        int     npin;
} snap_lease;
/* 1 if lease holder holder is me: the same identity, its "#ID" part (the
** state dir's host-id; host name and path are for display), or the same
** string when either has none (or an empty one).  Nobody ("") is never me. */
int snap_lease_ours(const char *holder, const char *me);
/* 1 and *out if someone holds it, 0 if nobody, -errno. */
int snap_lease_get(snap_backend *b, const char *name, snap_lease *out);
/* 1 and *out (the lease) when a holder other than me has it and is alive:
** renewed within 2 x its ttl (ttl_s if it has none) by this host's clock,
** or stamped ahead of it; or, stale by that clock (which may be ahead of
** the holder's), renewed while watched for a renewal period (ttl/3 + 1 s:
** the call waits that long).  0 when nobody, me, or stale; -errno. */
int snap_lease_held(snap_backend *b, const char *name, const char *me, int64_t ttl_s,
                    snap_lease *out);
/* Take the lease of sandbox name for holder: 0 (and *other: ours, with
** its generation); -EBUSY (and *other: the holder's) when another holder
** has renewed it lately (as snap_lease_held judges it, or renewed while
** watched); with take_over, a lease that stays unchanged for a whole ttl
** is taken over. */
int snap_lease_take(snap_backend *b, const char *name, const char *holder, int64_t ttl_s,
                    int take_over, snap_lease *other);
/* Renew it: 0, -ESTALE when holder lost it. */
int snap_lease_renew(snap_backend *b, const char *name, const char *holder, int64_t ttl_s);
/* Give it up (if holder still has it). */
int snap_lease_release(snap_backend *b, const char *name, const char *holder);
/* Record in holder's lease that the live tree reads chunks of snapshot
** id (it was restored from it): 0, -ESTALE when holder lost it.  A take
** starts with no pins; renewals keep them; the newest 8 are kept. */
int snap_lease_pin(snap_backend *b, const char *name, const char *holder, const char *id);

/* ---- diff ---- */
typedef struct snap_change {
        char     kind;                  /* 'A' added, 'M' modified, 'D' deleted
                                         * (a changed type: 'D' then 'A') */
        char     type;                  /* 'f' 'd' 'l' or 'o' (other) */
        const char *path;               /* "/a/b", raw bytes */
        uint64_t old_size, new_size;
} snap_change;
/* Call fn for each change from a to b, sorted by path (strcmp); the
** change and its path live only for the call, so memory stays O(changes
** + depth), not O(changes x depth), plus the paths of hard-linked files
** in both trees (diff.c (4)).  A path whose file's set of names changed
** (two copies linked into one file, a link broken) is modified.  fn's
** nonzero ends it and is returned. */
int  snap_diff(const snap_tree *a, const snap_tree *b,
               int (*fn)(void *arg, const snap_change *c), void *arg);

/* ---- gc ---- */
typedef struct snap_gc_report {
        uint64_t chunks_live, chunks_dropped;
        uint64_t packs_deleted, packs_repacked, packs_skipped_recent;
        uint64_t packs_kept;            /* hold marked chunks index.db lacks: -EUCLEAN */
        uint64_t bytes_before, bytes_after;     /* pack files' sizes */
        uint64_t objects_deleted;
        /* an S3 store: what the bucket lost, and what waits one more gc */
        uint64_t remote_packs_deleted, remote_bytes_deleted, remote_condemned;
        uint64_t remote_delete_failed;  /* DELETEs that failed: a later gc's */
} snap_gc_report;
/* Mark every chunk named by the live trees (meta.db paths) and by every
** snapshot that a ref names; drop the rest from the index, delete dead
** packs and repack mostly dead ones, never a pack modified less than
** min_age seconds ago or open for writing.  Takes the gc lock exclusive,
** waiting for it at most lock_wait seconds (0: no bound): -ETIMEDOUT
** with nothing removed.  The live trees are listed by trees(arg, &n)
** (malloc'd paths in a malloc'd array, NULL for none) once the lock is
** held: a tree made while gc waited, whose chunks its sbxfs put and
** committed in that time, is listed too.  With dry_run, r says what it
** would remove (packs_deleted, bytes_after, ...: what would be) and
** nothing is written: not index.db, a pack, the bucket, gc's document. */
typedef char **(*snap_gc_trees_fn)(void *arg, size_t *n);
/* trees() cannot list them (*n set so, NULL returned): gc removes nothing */
#define SNAP_TREES_UNKNOWN ((size_t)-1)
int snap_gc(snap_store *s, snap_gc_trees_fn trees, void *arg, int64_t min_age,
            int64_t lock_wait, int dry_run, snap_gc_report *r);
/* Is d_name, an entry of a state dir's sandboxes/, a tree gc keeps the
** chunks of: a sandbox, a tree set aside as stale (".NAME.stale.SECONDS",
** or ".NAME.stale.SECONDS.N" for the second set aside in that second;
** not ".damaged." nor ".missing."), and, with publishing, the scratch
** tree of a publish still running (".artifact.PID").  sbxctl lists its
** own trees so; gc the trees of the other state dirs on the store. */
int snap_gc_tree_entry(const char *d_name, int publishing);
/* Is s what ends the name of a tree set aside: "SECONDS" or "SECONDS.N"? */
int snap_aside_time_ok(const char *s);

/* ---- verify ---- */
/* Re-hash every chunk the snapshot reaches (each distinct chunk once
** across calls sharing seen); print one line per problem to out naming
** the snapshot and the path.  Returns problems found or -errno. */
typedef struct snap_seen snap_seen;
snap_seen *snap_seen_new(size_t hint);   /* hint: about how many it will hold */
void       snap_seen_free(snap_seen *v);
int        snap_seen_has(snap_seen *v, const uint8_t *h);      /* a set of chunk names */
void       snap_seen_add(snap_seen *v, const uint8_t *h);
int snap_verify_tree(snap_store *s, const snap_tree *t, const char *what,
                     snap_seen *seen, FILE *out);

/* ---- export / import ---- */
/* One portable file: the snapshot object and every chunk it names, with
** a SHA-256 trailer over all of it, written aside and renamed onto file
** at the end: -EEXIST, nothing written, if file exists then and replace
** is 0.  as, tenant (NULL: none): the sandbox it was exported from and
** its tenant, which its header keeps for the import. */
int snap_export(snap_store *s, const char *id, const char *file, int replace, const char *as,
                const char *tenant, uint64_t *chunks, uint64_t *bytes);
/* The sandbox an export file goes in as (its "as", else the name its
** snapshot was captured under) and the tenant it was of ("": not said),
** unchecked (the file is checked whole by snap_import): 0, or -EBADMSG. */
int snap_export_sandbox(const char *file, char *name, size_t cap, char *tenant, size_t tcap);
/* Check the whole file first (a truncated or tampered file, or one whose
** header and snapshot name different sandboxes, is -EBADMSG with nothing
** stored, its reason said in one line on stderr), then store chunks, the object, and add it to sandbox's ref
** (NULL: the sandbox named inside): as its latest when it has none, else
** just before its latest (snap_set_behind); info says what came in. */
int snap_import(snap_store *s, const char *file, const char *sandbox, snap_info *info,
                uint64_t *chunks);


/* ---- progress ---- */
/* Long operations (export, import, verify, gc) report how far they are:
** what ("export", ...), items (chunks) and bytes so far; done is 1 on
** the last call.  At most ten calls a second; fn NULL: none. */
typedef void (*snap_progress_fn)(void *arg, const char *what, uint64_t items,
                                 uint64_t bytes, int done);
void snap_progress_set(snap_progress_fn fn, void *arg);
/* Report progress of a long operation of the caller's own the same way. */
void snap_progress(const char *what, uint64_t items, uint64_t bytes, int done);

/* ---- S3: the store of a fleet (snapshot/s3.c, snapshot/STORE.md) ---- */
/* A client of one bucket and prefix on an S3-compatible endpoint (AWS,
** Ceph RGW, MinIO), path-style, signed by libcurl's SigV4.  Calls are
** thread-safe; connections are kept and reused.  Transient failures (5xx,
** timeouts, resets, refused connections) are retried with backoff within
** retry_ms; 403 and a missing bucket fail at once.  Each failing call
** leaves one line in snap_s3_error() naming the operation, bucket and key
** (never a credential). */
typedef struct snap_s3_conf {
        const char *url;                /* s3://BUCKET[/PREFIX] */
        const char *endpoint;           /* http[s]://HOST[:PORT]; "": AWS */
        const char *region;             /* "": us-east-1 */
        const char *access_key;         /* "": credentials_file, then */
        const char *secret_key;         /*     AWS_ACCESS_KEY_ID/_SECRET_ env */
        const char *credentials_file;   /* AWS INI ([default] or $AWS_PROFILE) */
        int64_t     retry_ms;           /* budget per call; 0: 30 s */
} snap_s3_conf;
typedef struct snap_s3_stats {
        uint64_t requests, retries, bytes_sent, bytes_received, puts, gets;
} snap_s3_stats;

/* Parse the config and credentials; no request is made.  -EINVAL (bad
** url or endpoint), -ENOKEY (no credentials found). */
int  snap_s3_open(const snap_s3_conf *cf, snap_s3 **out);
void snap_s3_close(snap_s3 *c);
/* This thread's last request's failure ("" if it succeeded), e.g.
** "PUT s3://b/p/refs/x: 403 AccessDenied". */
const char *snap_s3_error(void);
/* Forget it: what fails next, if anything, is named afresh. */
void snap_s3_error_clear(void);
/* This thread's last HTTP status (0: no answer came: unreachable). */
long snap_s3_last_status(void);
/* The Date of this thread's last answer: the server's clock (s), 0: none. */
int64_t snap_s3_last_date(void);
/* Where credentials came from: "config", "credentials_file", "environment". */
const char *snap_s3_credentials_source(snap_s3 *c);
const char *snap_s3_bucket(snap_s3 *c);
int64_t     snap_s3_retry_ms(snap_s3 *c);      /* a call's retry budget */
void snap_s3_get_stats(snap_s3 *c, snap_s3_stats *out);

/* Keys below are relative to PREFIX/.  Errors: -ENOENT (no such key),
** -ENXIO (no such bucket), -EACCES (403), -EAGAIN (a condition failed),
** -EIO (transient errors past the retry budget, or a bad answer). */
/* HEAD the bucket: reachable, credentials accepted, bucket there. */
int snap_s3_check(snap_s3 *c);
/* The server's clock: the Date of its answer to a HEAD of the bucket, in
** seconds since the epoch (the one clock every host of a fleet reads). */
int snap_s3_time(snap_s3 *c, int64_t *sec);
int snap_s3_bucket_create(snap_s3 *c);          /* existing: 0 */
/* PUT; if_match: only over an object whose ETag (MD5 hex) is this;
** if_none: only when no object has the key.  Failed condition: -EAGAIN,
** except on a retry of if_none: the key is taken by our first attempt,
** whose answer was lost (0; the key must be unique to the call). */
int snap_s3_put(snap_s3 *c, const char *key, const void *data, size_t len,
                const char *if_match, int if_none);
/* GET bytes [off, off+len) (len 0: to the end) into a malloc'd buffer. */
int snap_s3_get(snap_s3 *c, const char *key, uint64_t off, uint64_t len,
                void **data, size_t *n);
/* The same, its retries ending at deadline (sbx_mono_ns(); 0: retry_ms
** from now), after one attempt at least, which ends by it too but while
** the body comes at 32 KiB/s (s3.c (6)).  Failing on
** transient failures alone (no answer, 5xx, timeouts) or an unresolvable
** endpoint, it says -EHOSTDOWN (the bucket unreachable), not -EIO (a bad
** answer); on throttling (the last answer 503 or 429, s3.c (7)) -EBUSY. */
int snap_s3_get_until(snap_s3 *c, const char *key, uint64_t off, uint64_t len,
                      int64_t deadline, void **data, size_t *n);
/* GET the last len bytes (all of a shorter object). */
int snap_s3_get_tail(snap_s3 *c, const char *key, uint64_t len, void **data, size_t *n);
int snap_s3_head(snap_s3 *c, const char *key, uint64_t *size);  /* 1, 0, -errno */
int snap_s3_del(snap_s3 *c, const char *key);   /* missing: 0 */
/* Every key under prefix (a "directory": "objects" lists objects/...), with
** sizes if sizes is not NULL (malloc'd arrays). */
int snap_s3_list(snap_s3 *c, const char *prefix, char ***keys, uint64_t **sizes, size_t *n);

/* The snapshot backend over S3: objects at PREFIX/KEY, refs at
** PREFIX/refs/NAME, compare-and-swap by conditional PUT (see STORE.md).
** Checks the bucket first: a bad bucket or credentials fail here. */
int snap_backend_s3(const snap_s3_conf *cf, snap_backend **out);
/* The S3 client under an S3 backend (for stats and ranged reads). */
snap_s3 *snap_backend_s3_client(snap_backend *b);

#endif
