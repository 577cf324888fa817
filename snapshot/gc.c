/* gc.c: mark and sweep of the shared chunk store; verify of snapshots.
**
** gc works on the store's documented layout (fs/store.c): index.db rows
** chunk(hash, pack, off, clen, plen, codec) and packs/XX/ID.pack files
** of 44-byte record headers + stored bytes.  Steps, all under the gc lock
** held exclusive (fs_store_lock(st, FS_LOCK_EX)):
**   1. mark: every chunk named by a live tree (every inode row of every
**      meta.db listed, once the lock is held, unlinked-open files
**      included) and by every snapshot
**      a ref names.  Any tree or snapshot that cannot be read stops gc
**      before it removes anything.
**   2. sweep the index: rows not marked are deleted in one transaction.
**   3. packs: one with no indexed record is deleted; one mostly dead is
**      repacked (its live records copied to a new pack, synced, the rows
**      moved in one transaction, then the old pack deleted).  A pack
**      modified less than min_age ago, or open for writing by any process
**      (a live sbxfs appends to its pack between batches), is left alone.
**   4. objects no ref names are deleted (snap.c (3)).
**
** Invariants, after any crash:
** (1) Writers hold the gc lock shared from asking has()/put() until the
**     metadata naming their chunks is committed (fs/flush.c (3), capture,
**     fork, restore, import): nothing they rely on is unmarked.
** (2) A row is deleted before its bytes: a crash leaves at worst
**     unreferenced bytes (garbage for the next gc), never a row naming
**     missing bytes.
** (3) A repacked record is durable in its new pack before its row moves,
**     and the old pack is deleted only after the rows moved.
** (4) A pack is deleted or repacked only once its record headers were
**     read and none holds a marked chunk that index.db has no row for
**     (chunk or rchunk).  Live counts come from index.db, so an index put
**     back from an older backup, or made again empty, made a pack holding
**     every byte of a live file look dead; now such a pack is kept, gc
**     says so and fails, and `sbxctl store reindex` puts the rows back.
**     A chunk row counts only if it names this pack or a record of the
**     chunk that is there: an index older than a repack has rows naming
**     the pack gc deleted, and the new pack, the only copy, looked dead.
**     A record whose bytes do not decode to its name is no chunk to keep
**     (6).
** (5) A local store may be shared by state dirs (two configs on a host):
**     each registers itself in STORE/states/ (tools/cmd_store.c), and gc
**     marks, besides the trees trees() lists, the trees under each
**     registered state dir's sandboxes/ that still exists, chosen as
**     sbxctl chooses its own (snap_gc_tree_entry): sandboxes, trees set
**     aside as stale, scratch trees of publishes still running; not
**     trees set aside as damaged or missing, nor dead scratch.  A tree
**     chosen that cannot be read stops gc, as in the state dir's own.
**     sbxctl moves a tree (sets one aside, renames a sandbox) under the
**     gc lock, shared: a tree listed and then moved under a gc was taken
**     for gone, and the chunks only it names swept.
**     Before, gc from one state dir dropped the rows of another's
**     running, fsync'd data; and then it took every entry for a tree,
**     so a tree the other had set aside as damaged stopped gc forever.
**     Every sbxfs also registers its tree in STORE/roots/ (fs/store.c
**     (10)): gc marks each that exists and is not under a sandboxes/
**     dir marked already (a tree mounted by hand was no root: its
**     committed files lost their rows); an entry whose tree is gone
**     is removed once an hour old (a mount writes it again).
** (6) A repack copies only records whose stored bytes decode to their
**     name as their index row says (what reads use; the header is
**     written again from the row, a damaged one mended), or as their own
**     header says (then the row is what is damaged: copied as it is,
**     its row mended from it, said); one that does neither, read again from the
**     disk (a misread is no damage), was copied as it was and its pack
**     deleted, unsaid.
**     Its row goes with the moves: the chunk is then missing (a read
**     is EIO, as it was), and the next write of the same bytes stores
**     them again (a dedup onto the damaged copy is no longer possible),
**     which heals every tree that names it.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define PACK_MAGIC "SBXPACK1"
#define PACK_HDR   FS_REC_HDR

/* ---- a set of hashes ---- */
struct snap_seen {
        uint8_t *slot;                  /* cap * 33: hash + state (0 empty) */
        size_t   cap, n;
};

snap_seen *snap_seen_new(size_t hint)
{
        snap_seen *v = sbx_calloc(1, sizeof *v);
        v->cap = 1024;
        while (v->cap < 2 * hint)       /* no rehash below the hint */
                v->cap *= 2;
        v->slot = sbx_big_alloc(v->cap * 33);
        return v;
}

void snap_seen_free(snap_seen *v)
{
        if (!v)
                return;
        sbx_big_free(v->slot);
        free(v);
}

static uint8_t *seen__find(snap_seen *v, const uint8_t *h)
{
        uint64_t k;
        memcpy(&k, h, 8);
        for (size_t i = k & (v->cap - 1);; i = (i + 1) & (v->cap - 1)) {
                uint8_t *s = v->slot + i * 33;
                if (!s[32] || !memcmp(s, h, 32))
                        return s;
        }
}

static uint64_t seen__count(snap_seen *v) { return v->n; }

/* State of h: 0 unknown; else what was set. */
static int seen__get(snap_seen *v, const uint8_t *h)
{
        return seen__find(v, h)[32];
}

static void seen__set(snap_seen *v, const uint8_t *h, uint8_t state)
{
        if (2 * (v->n + 1) > v->cap) {
                snap_seen old = *v;
                v->cap *= 2;
                v->slot = sbx_big_alloc(v->cap * 33);
                v->n = 0;
                for (size_t i = 0; i < old.cap; i++)
                        if (old.slot[i * 33 + 32])
                                seen__set(v, old.slot + i * 33, old.slot[i * 33 + 32]);
                sbx_big_free(old.slot);
        }
        uint8_t *s = seen__find(v, h);
        if (!s[32])
                v->n++;
        memcpy(s, h, 32);
        s[32] = state;
}

int snap_seen_has(snap_seen *v, const uint8_t *h) { return seen__get(v, h) != 0; }
void snap_seen_add(snap_seen *v, const uint8_t *h) { seen__set(v, h, 1); }

/* ---- mark ---- */
static void gc__mark_blocks(snap_seen *m, const uint8_t *b, size_t nb)
{
        static const uint8_t zero[FS_HASH_LEN];
        for (size_t k = 0; k < nb; k++)
                if (memcmp(b + k * FS_HASH_LEN, zero, FS_HASH_LEN))
                        seen__set(m, b + k * FS_HASH_LEN, 1);
}

/* Has meta.db its inode table yet?  1, 0, or -errno.  An sbxfs that has
** just made the file has not committed its schema: a tree that names no
** chunk (gc's lock keeps it from committing any row that names one). */
static int gc__has_tree(sqlite3 *db)
{
        return fs_db_has_table(db, "inode");
}

static int gc__mark_meta(snap_seen *m, const char *path)
{
        struct stat sb;
        if (stat(path, &sb) < 0)
                return errno == ENOENT ? 0 : -errno;    /* never mounted: no tree */
        sqlite3 *db = NULL;
        sqlite3_stmt *q = NULL;
        int rc = -EIO;
        if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
                goto out;
        sqlite3_busy_timeout(db, 30000);
        int has = gc__has_tree(db);
        if (has <= 0) {
                rc = has;
                goto out;
        }
        /* every row, nlink 0 too: a live sbxfs still reads those files */
        if (sqlite3_prepare_v2(db, "SELECT blocks FROM inode WHERE blocks IS NOT NULL",
                               -1, &q, NULL) != SQLITE_OK)
                goto out;
        int r;
        while ((r = sqlite3_step(q)) == SQLITE_ROW)
                gc__mark_blocks(m, sqlite3_column_blob(q, 0),
                                (size_t)sqlite3_column_bytes(q, 0) / FS_HASH_LEN);
        if (r == SQLITE_DONE)
                rc = 0;
out:
        /* removed since the stat (a sandbox deleted, a publish's scratch
         * tree dropped once captured): it names nothing anyone needs */
        if (rc < 0 && stat(path, &sb) < 0 && errno == ENOENT)
                rc = 0;
        if (rc < 0) {
                sbx_log("gc: %s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
                if (rc == -EIO)         /* a full disk is not a failing one */
                        rc = sbx_sqlite_errno(db, sqlite3_errcode(db));
        }
        sqlite3_finalize(q);
        sqlite3_close(db);
        return rc;
}

static int gc__mark_tree(snap_seen *m, const snap_tree *t)
{
        for (size_t i = 0; i < t->ninode; i++)
                gc__mark_blocks(m, t->inode[i].blocks, t->inode[i].nblocks);
        return 0;
}

/* States of a snapshot id in ids.  A delta's base is kept before its own
** turn comes: a restore or a rollback moves an older whole snapshot to
** the end of its ref, behind the deltas built on it, so "kept" must not
** be taken for "marked" or that snapshot's tree is never marked and its
** chunks (its packs, on S3) are swept while the ref still names it. */
enum {
        GC_ID_KEPT   = 1,               /* object kept: a delta's base */
        GC_ID_MARKED = 2,               /* object kept, tree and packs marked */
};

/* An S3 store: add the packs snapshot id names to *pk. */
static int gc__mark_packs(snap_store *s, const char *id, char ***pk, size_t *npk)
{
        void *obj;
        size_t olen, n;
        char **v;
        int rc = snap__object_get(s, id, &obj, &olen);
        if (rc == 0) {
                rc = snap__object_packs(obj, olen, &v, &n);
                free(obj);
        }
        if (rc < 0)
                return rc;
        *pk = sbx_realloc(*pk, (*npk + n + 1) * sizeof **pk);
        memcpy(*pk + *npk, v, n * sizeof *v);
        *npk += n;
        free(v);
        return 0;
}

/* A delta snapshot's base object lives while the delta does (snap.c (5)). */
static void gc__mark_base(snap_seen *ids, const snap_info *in)
{
        uint8_t id[FS_HASH_LEN];
        if (in->base[0] && sbx_unhex(in->base, id, FS_HASH_LEN) == 0 && !seen__get(ids, id))
                seen__set(ids, id, GC_ID_KEPT);         /* never lowers MARKED */
}

/* A pinned snapshot: marked like a named one, unless it is gone already
** (deleted before the pin: nothing left to keep). */
static int gc__mark_pin(snap_store *s, snap_seen *m, snap_seen *ids, char ***pk, size_t *npk,
                        const char *name, const char *hex)
{
        uint8_t id[FS_HASH_LEN];
        if (sbx_unhex(hex, id, FS_HASH_LEN) < 0 || seen__get(ids, id) == GC_ID_MARKED)
                return 0;
        snap_tree *t;
        snap_info in;
        int rc = snap_load(s, hex, &in, &t);
        if (rc == -ENOENT)
                return 0;
        if (rc < 0) {
                sbx_log("gc: snapshot %s pinned by %s's lease unreadable: %s; nothing removed",
                        hex, name, strerror(-rc));
                return rc;
        }
        seen__set(ids, id, GC_ID_MARKED);
        gc__mark_base(ids, &in);
        gc__mark_tree(m, t);
        snap_tree_free(t);
        if ((rc = gc__mark_packs(s, hex, pk, npk)) < 0)
                sbx_log("gc: snapshot %s pinned by %s's lease: packs unreadable; nothing removed",
                        hex, name);
        return rc;
}

/* Every snapshot every ref names: its tree (and its packs, on S3) marked,
** its id MARKED in ids; a delta's base at least KEPT. */
static int gc__mark_snapshots(snap_store *s, snap_seen *m, snap_seen *ids, char ***pk, size_t *npk)
{
        char **names;
        size_t nn;
        int rc = snap_sandboxes(s, &names, &nn);
        if (rc < 0)
                return rc;
        for (size_t k = 0; k < nn; k++) {
                snap_info *v = NULL;
                size_t n = 0;
                if (!rc && (rc = snap_list(s, names[k], &v, &n)) < 0)
                        sbx_log("gc: ref of %s unreadable: %s; nothing removed (a gc keeps "
                                "everything while it cannot see all that is in use; `sbxctl verify "
                                "%s` says what is damaged)", names[k], strerror(-rc), names[k]);
                for (size_t i = 0; i < n && !rc; i++) {
                        uint8_t id[FS_HASH_LEN];
                        if (sbx_unhex(v[i].id, id, FS_HASH_LEN) < 0) {
                                rc = -EBADMSG;
                                break;
                        }
                        if (seen__get(ids, id) == GC_ID_MARKED)
                                continue;
                        seen__set(ids, id, GC_ID_MARKED);
                        snap_tree *t;
                        snap_info in;
                        if ((rc = snap_load(s, v[i].id, &in, &t)) < 0) {
                                sbx_log("gc: snapshot %s of %s unreadable: %s; nothing removed "
                                        "(a gc keeps everything while it cannot see all that is in "
                                        "use; one damaged for good, as `sbxctl verify %s` says, goes "
                                        "with `sbxctl snapshot-delete %s %.12s`)", v[i].id, names[k],
                                        strerror(-rc), names[k], names[k], v[i].id);
                                break;
                        }
                        gc__mark_base(ids, &in);
                        gc__mark_tree(m, t);
                        snap_tree_free(t);
                        if (pk && (rc = gc__mark_packs(s, v[i].id, pk, npk)) < 0) {
                                sbx_log("gc: snapshot %s of %s: packs unreadable; nothing removed",
                                        v[i].id, names[k]);
                                break;
                        }
                        snap__progress("gc: mark", seen__count(ids), 0, 0);
                }
                free(v);
                free(names[k]);
        }
        free(names);
        return rc;
}

/* Every held lease's pins: snapshots a live tree on some host still reads
** unfetched chunks of, named by a ref or not (its sandbox may have no
** snapshot left).  A lease that cannot be read removes nothing. */
static int gc__mark_pins(snap_store *s, snap_seen *m, snap_seen *ids, char ***pk, size_t *npk)
{
        snap_backend *b = snap_objects(s);
        char **names;
        size_t nn;
        int rc = b->ref_list(b, "leases", &names, &nn);
        if (rc < 0)
                return rc;
        for (size_t k = 0; k < nn; k++) {
                const char *slash = strchr(names[k], '/');
                const char *name = slash ? slash + 1 : names[k];
                snap_lease l;
                int r = rc ? 0 : snap_lease_get(b, name, &l);
                if (r < 0) {
                        sbx_log("gc: lease of %s unreadable: %s; nothing removed", name, strerror(-r));
                        rc = r;
                }
                for (int i = 0; r == 1 && i < l.npin && !rc; i++)
                        rc = gc__mark_pin(s, m, ids, pk, npk, name, l.pin[i]);
                free(names[k]);
        }
        free(names);
        return rc;
}

/* ---- packs ---- */
struct gc_pack {
        uint64_t id, size, live;        /* live: bytes of indexed records */
        int64_t  mtime;
        char    *path;
};

/* index.db's path, and for a damaged one the remedy (fs/store.c (11)) */
static int gc__sqlerr(sqlite3 *db, const char *what)
{
        sbx_autofree char *w = sbx_asprintf("gc %s", what);
        return fs_db_err(db, w);
}

static char *gc__pack_path(const char *store, uint64_t id)
{
        return sbx_asprintf("%s/packs/%02x/%016llx.pack", store, (unsigned)(id >> 56),
                            (unsigned long long)id);
}

static int gc__list_packs(const char *store, struct gc_pack **out, size_t *n)
{
        sbx_autofree char *root = sbx_asprintf("%s/packs", store);
        DIR *d = opendir(root);
        *out = NULL;
        *n = 0;
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        struct dirent *e;
        size_t cap = 0;
        while ((e = readdir(d))) {
                if (strlen(e->d_name) != 2)
                        continue;
                sbx_autofree char *sub = sbx_asprintf("%s/%s", root, e->d_name);
                DIR *d2 = opendir(sub);
                if (!d2)
                        continue;
                struct dirent *f;
                while ((f = readdir(d2))) {
                        unsigned long long id;
                        char tail[8];
                        if (strlen(f->d_name) != 21 || sscanf(f->d_name, "%16llx%7s", &id, tail) != 2 ||
                            strcmp(tail, ".pack"))
                                continue;
                        struct stat sb;
                        char *p = sbx_asprintf("%s/%s", sub, f->d_name);
                        if (stat(p, &sb) < 0) {
                                free(p);
                                continue;
                        }
                        if (*n == cap) {
                                cap = cap ? 2 * cap : 64;
                                *out = sbx_realloc(*out, cap * sizeof **out);
                        }
                        (*out)[(*n)++] = (struct gc_pack){ id, (uint64_t)sb.st_size, 0,
                                                           (int64_t)sb.st_mtime, p };
                }
                closedir(d2);
        }
        closedir(d);
        return 0;
}

static struct gc_pack *gc__pack_find(struct gc_pack *v, size_t n, uint64_t id)
{
        for (size_t i = 0; i < n; i++)          /* packs are few: 64 MiB each */
                if (v[i].id == id)
                        return &v[i];
        return NULL;
}

/* Is path open for writing by any process of this host? */
static int gc__open_for_write(const char *path)
{
        DIR *proc = opendir("/proc");
        if (!proc)
                return 1;               /* cannot tell: assume so */
        struct dirent *p;
        int found = 0;
        char want[4096];
        if (!realpath(path, want))
                snprintf(want, sizeof want, "%s", path);
        while (!found && (p = readdir(proc))) {
                if (p->d_name[0] < '0' || p->d_name[0] > '9')
                        continue;
                sbx_autofree char *fdd = sbx_asprintf("/proc/%s/fd", p->d_name);
                DIR *fds = opendir(fdd);
                if (!fds)
                        continue;
                struct dirent *f;
                while (!found && (f = readdir(fds))) {
                        char link[4096];
                        sbx_autofree char *lp = sbx_asprintf("%s/%s", fdd, f->d_name);
                        ssize_t l = readlink(lp, link, sizeof link - 1);
                        if (l <= 0)
                                continue;
                        link[l] = 0;
                        if (strcmp(link, want))
                                continue;
                        sbx_autofree char *info = sbx_asprintf("/proc/%s/fdinfo/%s", p->d_name, f->d_name);
                        sbx_autofree char *txt = NULL;
                        unsigned flags = O_RDWR;
                        if (sbx_read_file(info, &txt, NULL) == 0) {
                                char *fl = strstr(txt, "flags:");
                                if (fl)
                                        flags = (unsigned)strtoul(fl + 6, NULL, 8);
                        }
                        found = (flags & O_ACCMODE) != O_RDONLY;
                }
                closedir(fds);
        }
        closedir(proc);
        return found;
}

/* Does the row (pack id, off) of chunk h name a record of h that is
** there?  A row from an index older than a repack names a pack gc has
** since deleted: no copy. */
static int gc__row_holds(const char *store, uint64_t id, uint64_t off, const uint8_t *h)
{
        sbx_autofree char *path = gc__pack_path(store, id);
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        uint8_t hdr[PACK_HDR];
        return fd >= 0 && off >= 8 + PACK_HDR &&
               sbx_pread_all(fd, hdr, PACK_HDR, (off_t)(off - PACK_HDR)) == 0 &&
               !memcmp(hdr, h, FS_HASH_LEN);
}

/* Does record rec (rl bytes) decode as its own header says, to hash?
** (In a repack, its row said otherwise: the row is damaged, not the
** bytes.)  0, -EIO (no), or -ENOMEM (no memory to tell). */
static int gc__record_hdr_check(const uint8_t *hash, const uint8_t *rec, size_t rl)
{
        fs_chunk c;
        fs_rec_header_get(rec, &c);
        c.data = rec + PACK_HDR;
        if (memcmp(c.hash, hash, FS_HASH_LEN) || c.clen != rl - PACK_HDR)
                return -EIO;
        return fs_chunk_check(&c);
}

/* (6) Read the record at off (rl bytes) into rec again, from the disk
** (its cached pages dropped first): a misread is no damage.  0 or -errno. */
static int gc__read_again(int fd, uint8_t *rec, size_t rl, uint64_t off)
{
        posix_fadvise(fd, (off_t)off, (off_t)rl, POSIX_FADV_DONTNEED);
        return sbx_pread_all(fd, rec, rl, (off_t)off);
}

/* (6) Does the record whose header h is at off (of a pack of size
** bytes, fd) decode to its name, as its header says?  A damaged one is
** no loss to keep a pack for: a repack drops such a record's row, and a
** crash after that left its old pack unindexed-looking for good.  0 only
** when its bytes, read twice (the second from the disk), do not decode
** (said, naming it); 1 when sound or when that cannot be told (a length
** past any record's, a read error, no memory): kept, to be safe. */
static int gc__record_sound(int fd, const uint8_t *h, uint64_t off, uint64_t size, const char *path)
{
        fs_chunk c;
        fs_rec_header_get(h, &c);
        if (c.clen > FS_REC_MAX || off + PACK_HDR + c.clen > size)
                return 1;
        size_t rl = PACK_HDR + c.clen;
        uint8_t *rec = sbx_malloc(rl);
        int damaged = sbx_pread_all(fd, rec, rl, (off_t)off) == 0 &&
                      gc__record_hdr_check(h, rec, rl) == -EIO &&
                      gc__read_again(fd, rec, rl, off) == 0 && gc__record_hdr_check(h, rec, rl) == -EIO;
        free(rec);
        if (!damaged)
                return 1;
        char hex[2 * FS_HASH_LEN + 1];
        sbx_hex(h, FS_HASH_LEN, hex);
        sbx_log("gc: chunk %s in %s is damaged and has no index row: not kept", hex, path);
        return 0;
}

/* (4): how many chunks in pack path (id) are marked but have no row in
** index.db that names this pack or another copy that is there (a local
** chunk), nor a bucket one (rchunk): 0, a count, or -errno when its
** headers cannot be read (then it is kept too).  A header chain that
** runs past the end is a torn append ((4) of fs/store.c): the records
** before it were read. */
static int64_t gc__pack_unindexed(sqlite3 *db, const char *store, uint64_t id, const char *path,
                                  snap_seen *marks)
{
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        struct stat sb;
        if (fd < 0 || fstat(fd, &sb) < 0)
                return -errno;
        sqlite3_stmt *q = NULL, *rq = NULL;
        if (sqlite3_prepare_v2(db, "SELECT pack, off FROM chunk WHERE hash=?", -1, &q, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "SELECT 1 FROM rchunk WHERE hash=? LIMIT 1", -1, &rq, NULL) != SQLITE_OK) {
                sqlite3_finalize(q);
                return gc__sqlerr(db, "scan pack");
        }
        int64_t n = 0;
        uint64_t size = (uint64_t)sb.st_size;
        for (uint64_t off = 8; off + PACK_HDR <= size && n >= 0;) {
                uint8_t h[PACK_HDR];
                int rc = sbx_pread_all(fd, h, PACK_HDR, (off_t)off);
                if (rc < 0) {
                        n = rc;
                        break;
                }
                uint32_t clen = (uint32_t)h[36] | (uint32_t)h[37] << 8 | (uint32_t)h[38] << 16 |
                                (uint32_t)h[39] << 24;
                if (seen__get(marks, h)) {
                        int held = 0;
                        sqlite3_bind_blob(q, 1, h, FS_HASH_LEN, SQLITE_STATIC);
                        int r = sqlite3_step(q);
                        if (r == SQLITE_ROW) {
                                uint64_t rp = (uint64_t)sqlite3_column_int64(q, 0);
                                held = rp == id || gc__row_holds(store, rp, (uint64_t)sqlite3_column_int64(q, 1), h);
                        } else if (r != SQLITE_DONE) {
                                n = gc__sqlerr(db, "scan pack");
                        }
                        sqlite3_reset(q);
                        if (!held && n >= 0) {
                                sqlite3_bind_blob(rq, 1, h, FS_HASH_LEN, SQLITE_STATIC);
                                r = sqlite3_step(rq);
                                sqlite3_reset(rq);
                                if (r == SQLITE_DONE)
                                        n += gc__record_sound(fd, h, off, size, path);
                                else if (r != SQLITE_ROW)
                                        n = gc__sqlerr(db, "scan pack");
                        }
                }
                off += PACK_HDR + (uint64_t)clen;
        }
        sqlite3_finalize(q);
        sqlite3_finalize(rq);
        return n;
}

/* (3): copy pk's live records to a new pack, move their rows, drop pk. */
/* (6) Do the stored bytes of record rec (rl bytes, its header first)
** decode to chunk hash, as the index row (plen, codec) says, which is
** what reads use (a header is read only by reindex and gc's scans)?
** Then its header is written again from the row (one damaged is
** mended).  0, -EIO (damaged), or -ENOMEM (no memory to decode). */
static int gc__record_check(const uint8_t *hash, uint8_t *rec, size_t rl, uint32_t plen, int codec)
{
        fs_chunk c;
        memcpy(c.hash, hash, FS_HASH_LEN);
        c.plen = plen;
        c.clen = (uint32_t)(rl - PACK_HDR);
        c.codec = (uint8_t)codec;
        c.data = rec + PACK_HDR;
        int rc = codec < 0 || codec > 255 ? -EIO : fs_chunk_check(&c);
        if (rc == 0)
                fs_rec_header_put(&c, rec);
        return rc;
}

static int gc__repack(sqlite3 *db, const char *store, struct gc_pack *pk)
{
        sqlite3_stmt *q = NULL, *u = NULL, *d = NULL;
        int rc = 0;
        uint64_t nid = 0;
        while (!nid)
                if (sbx_random(&nid, sizeof nid) < 0)
                        return -EIO;
        sbx_autofree char *dir = sbx_asprintf("%s/packs/%02x", store, (unsigned)(nid >> 56));
        sbx_mkdir_p(dir, 0700);
        sbx_autofree char *npath = gc__pack_path(store, nid);
        sbx_autoclose int in = open(pk->path, O_RDONLY | O_CLOEXEC);
        sbx_autoclose int outfd = open(npath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (in < 0 || outfd < 0)
                return -errno;
        struct moved { uint8_t hash[32]; uint64_t off; uint32_t plen; int codec; } *mv = NULL;
        size_t nmv = 0, cap = 0;
        uint64_t at = 8;
        uint8_t *buf = NULL;
        size_t bcap = 0;
        if ((rc = sbx_write_all(outfd, PACK_MAGIC, 8)) < 0)
                goto fail;
        if (sqlite3_prepare_v2(db, "SELECT hash, off, clen, plen, codec FROM chunk WHERE pack=?", -1, &q,
                               NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "select");
                goto fail;
        }
        sqlite3_bind_int64(q, 1, (int64_t)pk->id);
        int r;
        while ((r = sqlite3_step(q)) == SQLITE_ROW) {
                uint64_t off = (uint64_t)sqlite3_column_int64(q, 1);
                size_t rl = PACK_HDR + (size_t)sqlite3_column_int64(q, 2);
                if (off < PACK_HDR + 8 || sqlite3_column_bytes(q, 0) != FS_HASH_LEN) {
                        rc = -EIO;
                        goto fail;
                }
                if (rl > bcap)
                        buf = sbx_realloc(buf, bcap = rl);
                if ((rc = sbx_pread_all(in, buf, rl, (off_t)(off - PACK_HDR))) < 0)
                        goto fail;
                if (nmv == cap)
                        mv = sbx_realloc(mv, (cap = cap ? 2 * cap : 256) * sizeof *mv);
                memcpy(mv[nmv].hash, sqlite3_column_blob(q, 0), FS_HASH_LEN);
                uint32_t plen = (uint32_t)sqlite3_column_int64(q, 3);
                int codec = sqlite3_column_int(q, 4);
                rc = gc__record_check(mv[nmv].hash, buf, rl, plen, codec);
                if (rc == -EIO) {
                        if ((rc = gc__read_again(in, buf, rl, off - PACK_HDR)) < 0)
                                goto fail;
                        rc = gc__record_check(mv[nmv].hash, buf, rl, plen, codec);
                }
                if (rc == -EIO && gc__record_hdr_check(mv[nmv].hash, buf, rl) == 0) {
                        /* the row is what is wrong: the record is copied as
                         * it is, its row mended from its header */
                        char hex[2 * FS_HASH_LEN + 1];
                        sbx_hex(mv[nmv].hash, FS_HASH_LEN, hex);
                        sbx_log("gc: chunk %s in %s: its index row does not read it, its record "
                                "does: copied as it is, the row mended from it", hex, pk->path);
                        memcpy(&plen, buf + 32, 4);
                        codec = buf[40];
                        rc = 0;
                }
                if (rc == -EIO) {
                        char hex[2 * FS_HASH_LEN + 1];
                        sbx_hex(mv[nmv].hash, FS_HASH_LEN, hex);
                        sbx_log("gc: chunk %s in %s is damaged (its stored bytes are not its "
                                "name's): not copied by the repack, its index row removed; a write "
                                "of the same bytes stores them again, and `sbxctl verify` names the "
                                "trees and snapshots that hold it", hex, pk->path);
                        mv[nmv++].off = 0;      /* (6): its row goes */
                        rc = 0;
                        continue;
                }
                if (rc < 0)
                        goto fail;              /* no memory: nothing is taken for damaged */
                if ((rc = sbx_write_all(outfd, buf, rl)) < 0)
                        goto fail;
                mv[nmv].plen = plen;
                mv[nmv].codec = codec;
                mv[nmv++].off = at + PACK_HDR;
                at += rl;
        }
        if (r != SQLITE_DONE) {
                rc = gc__sqlerr(db, "select");
                goto fail;
        }
        if (fdatasync(outfd) < 0 || sbx_fsync_dir(dir) < 0) {
                rc = -EIO;
                goto fail;
        }
        if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "UPDATE chunk SET pack=?, off=?, plen=?, codec=? WHERE hash=? AND pack=?",
                               -1, &u, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "DELETE FROM chunk WHERE hash=? AND pack=?", -1, &d, NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "begin");
                sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
                goto fail;
        }
        for (size_t i = 0; i < nmv; i++) {
                sqlite3_stmt *x = mv[i].off ? u : d;
                int k = 1;
                if (mv[i].off) {
                        sqlite3_bind_int64(u, k++, (int64_t)nid);
                        sqlite3_bind_int64(u, k++, (int64_t)mv[i].off);
                        sqlite3_bind_int64(u, k++, (int64_t)mv[i].plen);
                        sqlite3_bind_int(u, k++, mv[i].codec);
                }
                sqlite3_bind_blob(x, k++, mv[i].hash, FS_HASH_LEN, SQLITE_STATIC);
                sqlite3_bind_int64(x, k, (int64_t)pk->id);
                r = sqlite3_step(x);
                sqlite3_reset(x);
                if (r != SQLITE_DONE) {
                        rc = gc__sqlerr(db, "update");
                        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
                        goto fail;
                }
        }
        if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "commit");
                sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
                goto fail;
        }
        sqlite3_finalize(q);
        sqlite3_finalize(u);
        sqlite3_finalize(d);
        free(mv);
        free(buf);
        unlink(pk->path);
        char *odir = sbx_strdup(pk->path);
        *strrchr(odir, '/') = 0;
        sbx_fsync_dir(odir);
        free(odir);
        pk->live = at;                  /* the new pack's size, for the report */
        return 0;
fail:
        sqlite3_finalize(q);
        sqlite3_finalize(u);
        sqlite3_finalize(d);
        free(mv);
        free(buf);
        unlink(npath);
        return rc;
}

/* With dry, what the sweep would do is counted in r and nothing is
** written: index.db is only read, no pack deleted or repacked. */
static int gc__sweep(snap_store *s, snap_seen *marks, int64_t min_age, int dry, snap_gc_report *r)
{
        const char *store = fs_store_dir(snap_chunks(s));
        sbx_autofree char *ipath = sbx_asprintf("%s/index.db", store);
        sbx_autofree char *uri = sbx_asprintf("file:%s?immutable=1", ipath);
        sqlite3 *db = NULL;
        sqlite3_stmt *q = NULL, *del = NULL;
        struct gc_pack *pk = NULL;
        size_t npk = 0;
        int rc = 0;
        if (!dry && access(store, W_OK) < 0) {  /* a read-only store (fs/store.c (9)) */
                rc = -errno;
                sbx_log("gc: %s: %s", store, strerror(errno));
                goto out;
        }
        /* a dry run on a read-only store reads index.db as immutable, as
         * the store itself does (fs/store.c (9)): no -shm can be made */
        int ro = dry && access(store, W_OK) < 0 && errno == EROFS;
        if (sqlite3_open_v2(ro ? uri : ipath, &db, dry ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
                                                      : SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "open");
                goto out;
        }
        sqlite3_busy_timeout(db, 30000);
        sqlite3_exec(db, "PRAGMA synchronous=FULL", NULL, NULL, NULL);
        if ((rc = gc__list_packs(store, &pk, &npk)) < 0)
                goto out;
        for (size_t i = 0; i < npk; i++)
                r->bytes_before += pk[i].size;
        /* 2: drop unmarked rows, count live bytes per pack */
        if (sqlite3_exec(db, dry ? "BEGIN" : "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "SELECT hash, pack, clen FROM chunk", -1, &q, NULL) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "DELETE FROM chunk WHERE hash=?", -1, &del, NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "scan");
                sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
                goto out;
        }
        struct { uint8_t h[32]; } *dead = NULL;
        size_t ndead = 0, dcap = 0;
        int st;
        while ((st = sqlite3_step(q)) == SQLITE_ROW) {
                const uint8_t *h = sqlite3_column_blob(q, 0);
                if (sqlite3_column_bytes(q, 0) != FS_HASH_LEN)
                        continue;
                if (seen__get(marks, h)) {
                        r->chunks_live++;
                        struct gc_pack *p = gc__pack_find(pk, npk, (uint64_t)sqlite3_column_int64(q, 1));
                        if (p)
                                p->live += PACK_HDR + (uint64_t)sqlite3_column_int64(q, 2);
                } else {
                        if (ndead == dcap)
                                dead = sbx_realloc(dead, (dcap = dcap ? 2 * dcap : 256) * sizeof *dead);
                        memcpy(dead[ndead++].h, h, 32);
                }
        }
        sqlite3_finalize(q);
        q = NULL;
        for (size_t i = 0; i < ndead && st == SQLITE_DONE && !dry; i++) {
                sqlite3_bind_blob(del, 1, dead[i].h, 32, SQLITE_STATIC);
                st = sqlite3_step(del) == SQLITE_DONE ? SQLITE_DONE : SQLITE_ERROR;
                sqlite3_reset(del);
        }
        free(dead);
        if (st != SQLITE_DONE || sqlite3_exec(db, dry ? "ROLLBACK" : "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
                rc = gc__sqlerr(db, "sweep");
                sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
                goto out;
        }
        r->chunks_dropped = ndead;
        /* a local store names every marked chunk in index.db (an S3
         * store's may be only in the bucket, unknown here yet) */
        if (!snap_s3_client(s) && seen__count(marks) > r->chunks_live)
                sbx_log("gc: index.db has no row for %llu chunks that trees or snapshots name "
                        "(verify names their files); `sbxctl store reindex` puts back the rows "
                        "of those still in packs (one a repack dropped as damaged is back once "
                        "its bytes are written again)",
                        (unsigned long long)(seen__count(marks) - r->chunks_live));
        /* 3: packs */
        int64_t now = (int64_t)time(NULL);
        for (size_t i = 0; i < npk; i++) {
                struct gc_pack *p = &pk[i];
                uint64_t dead_bytes = p->size > 8 + p->live ? p->size - 8 - p->live : 0;
                int deletable = p->live == 0, repackable = dead_bytes * 4 >= p->size;
                if (!deletable && !repackable) {
                        r->bytes_after += p->size;
                        continue;
                }
                if (now - p->mtime < min_age || gc__open_for_write(p->path)) {
                        r->packs_skipped_recent++;
                        r->bytes_after += p->size;
                        continue;
                }
                int64_t lost = gc__pack_unindexed(db, store, p->id, p->path, marks);         /* (4) */
                if (lost) {
                        if (lost > 0)
                                sbx_log("gc: %s holds %lld chunks that trees or snapshots name and "
                                        "index.db has no row for (or only one naming a pack gone): kept", p->path, (long long)lost);
                        else
                                sbx_log("gc: %s: record headers unreadable (%s): kept", p->path,
                                        strerror((int)-lost));
                        r->packs_kept++;
                        r->bytes_after += p->size;
                        continue;
                }
                if (dry) {
                        *(deletable ? &r->packs_deleted : &r->packs_repacked) += 1;
                        /* gc__repack's new pack: its magic and the live records */
                        r->bytes_after += deletable ? 0 : sizeof PACK_MAGIC - 1 + p->live;
                        continue;
                }
                if (deletable) {
                        if (unlink(p->path) == 0)
                                r->packs_deleted++;
                        else
                                r->bytes_after += p->size;
                        continue;
                }
                if ((rc = gc__repack(db, store, p)) < 0) {
                        sbx_log("gc: repack %s: %s", p->path, strerror(-rc));
                        r->bytes_after += p->size;
                        rc = 0;
                        continue;
                }
                r->packs_repacked++;
                r->bytes_after += p->live;
        }
        if (r->packs_kept) {
                sbx_log("gc: %llu packs kept that hold chunks index.db lacks; run `sbxctl store "
                        "reindex`, then gc again", (unsigned long long)r->packs_kept);
                rc = -EUCLEAN;
        }
        if (!dry)       /* what running sandboxes stored before is gc's now (fs/store.c (15)) */
                fs_store_gc_done(snap_chunks(s));
out:
        sqlite3_finalize(q);
        sqlite3_finalize(del);
        sqlite3_close(db);
        for (size_t i = 0; i < npk; i++)
                free(pk[i].path);
        free(pk);
        return rc;
}

/* Tmp files of object puts that died (backend.c (3)): every writer of
** objects holds the gc lock shared, so under the exclusive lock any
** left in the local layout are stale. */
static void gc__object_tmps(const char *store)
{
        sbx_autofree char *root = sbx_asprintf("%s/objects", store);
        DIR *d = opendir(root);
        struct dirent *e;
        while (d && (e = readdir(d))) {
                if (e->d_name[0] == '.')
                        continue;
                sbx_autofree char *sub = sbx_asprintf("%s/%s", root, e->d_name);
                DIR *d2 = opendir(sub);
                struct dirent *f;
                while (d2 && (f = readdir(d2)))
                        if (strstr(f->d_name, ".tmp.")) {
                                sbx_autofree char *p = sbx_asprintf("%s/%s", sub, f->d_name);
                                unlink(p);
                        }
                if (d2)
                        closedir(d2);
        }
        if (d)
                closedir(d);
}

/* 4: objects no ref names */
static int gc__objects(snap_store *s, snap_seen *ids, int dry, snap_gc_report *r)
{
        if (!dry)
                gc__object_tmps(fs_store_dir(snap_chunks(s)));
        snap_backend *b = snap_objects(s);
        char **keys;
        size_t n;
        int rc = b->list(b, "objects", &keys, &n);
        if (rc < 0)
                return rc;
        for (size_t i = 0; i < n; i++) {
                const char *slash = strrchr(keys[i], '/');
                uint8_t id[FS_HASH_LEN];
                if (slash && sbx_unhex(slash + 1, id, FS_HASH_LEN) == 0 && !seen__get(ids, id) &&
                    (dry || b->del(b, keys[i]) == 0))
                        r->objects_deleted++;
                free(keys[i]);
        }
        free(keys);
        return 0;
}

/* The gc lock, exclusive: captures, restores and workspaces with chunks
** their trees do not name yet hold it shared, so gc says what it waits
** for and gives up after lock_wait seconds rather than hang unseen (a
** workspace that cannot commit keeps it: its sbxfs.log says why).  A
** holder gone within GC__LOCK_QUIET (a capture's moment) is waited for
** unsaid: gc said "waiting for the store's lock" and then "got the
** store's lock after 0.0 s", a wait that was none. */
#define GC__LOCK_QUIET 1000000000ll     /* ns */

/* gc's hold of the store's lock: exclusive, so that no chunk is stored
** unnamed while it marks and sweeps.  A dry run removes nothing and takes
** it shared, beside the captures and the workspaces' commits, so that an
** operator's look at what gc would reclaim holds up no writer; what a
** commit stores meanwhile is in a pack younger than gc_min_age, left for
** later as gc would.  It still waits for a gc under way. */
static int gc__lock(fs_store *st, int64_t lock_wait, int dry)
{
        int64_t t0 = sbx_mono_ns();
        int said = 0, rc;
        while ((rc = fs_store_lock(st, (dry ? FS_LOCK_SH : FS_LOCK_EX) | FS_LOCK_NB)) == -EWOULDBLOCK) {
                int64_t waited = sbx_mono_ns() - t0;
                if (lock_wait > 0 && waited >= lock_wait * 1000000000ll) {
                        sbx_log("gc: the store's lock was not released in %llds (gc_lock_wait); "
                                "a workspace that cannot commit says why in its sbxfs.log",
                                (long long)lock_wait);
                        return -ETIMEDOUT;
                }
                if (!said && waited >= GC__LOCK_QUIET) {
                        sbx_log("gc: waiting for the store's lock (held by %s)%s",
                                dry ? "a gc under way" : "a capture, a restore, a gc --dry-run, or a "
                                "workspace whose newest data is not committed yet",
                                lock_wait > 0 ? "" : "; no time limit");
                        said = 1;
                }
                struct timespec ts = { 0, 20 * 1000000 };
                nanosleep(&ts, NULL);
        }
        if (rc == 0 && said)
                sbx_log("gc: got the store's lock after %.1f s", (double)(sbx_mono_ns() - t0) / 1e9);
        return rc;
}

/* Every live tree trees() lists.  Called under the exclusive lock: a
** sandbox made, forked or woken while gc waited for the lock wrote its
** chunks then, and its tree names them; listed before the wait, it was
** not a root and they were swept.  One made after this waits for gc. */
/* The marks, and the sandboxes/ dirs whose trees are marked already. */
struct gc_reg { snap_seen *m; char **own; size_t nown; int dry; };

static int gc__each_registered(const char *store, const char *kind,
                               int (*fn)(void *arg, const char *reg, const char *path), void *arg);
static int gc__mark_state(void *arg, const char *reg, const char *path);
static int gc__mark_root(void *arg, const char *reg, const char *path);
static char *gc__sandboxes_of(const char *meta);

static int gc__mark_live(snap_store *s, snap_seen *m, snap_gc_trees_fn trees, void *arg, int dry)
{
        size_t n = 0;
        char **metas = trees ? trees(arg, &n) : NULL;
        if (n == SNAP_TREES_UNKNOWN)
                return -EIO;
        int rc = 0;
        char **own = NULL;
        size_t nown = 0;
        for (size_t i = 0; i < n; i++) {
                if (!rc)
                        rc = gc__mark_meta(m, metas[i]);
                char *sb = gc__sandboxes_of(metas[i]);
                for (size_t k = 0; sb && k < nown; k++)
                        if (!strcmp(own[k], sb)) {
                                free(sb);
                                sb = NULL;
                        }
                if (sb) {
                        own = sbx_realloc(own, (nown + 1) * sizeof *own);
                        own[nown++] = sb;
                }
                free(metas[i]);
        }
        free(metas);
        struct gc_reg g = { m, own, nown, dry };
        if (!rc && !snap_s3_client(s))
                rc = gc__each_registered(fs_store_dir(snap_chunks(s)), "states", gc__mark_state, &g);
        if (!rc && !snap_s3_client(s))
                rc = gc__each_registered(fs_store_dir(snap_chunks(s)), "roots", gc__mark_root, &g);
        snap__strv_free(g.own, g.nown);
        return rc;
}

int snap_aside_time_ok(const char *s)
{
        size_t t = strspn(s, "0123456789");
        if (!t)
                return 0;
        if (s[t] == '.')        /* the second set aside in that second, or later */
                s += t + 1, t = strspn(s, "0123456789");
        return t && !s[t];
}

/* Is d_name a tree sbxctl set aside for an operator to look at
** (".NAME.stale.SECONDS", or ".NAME.stale.SECONDS.N": tools/
** ctl__local_stale)?  NAME may hold ".stale." itself: the last one is
** the mark. */
static int gc__set_aside(const char *d_name)
{
        const char *p = NULL;
        if (d_name[0] == '.')
                for (const char *q = d_name + 1; (q = strstr(q, ".stale.")); q++)
                        p = q;
        return p && p != d_name + 1 && snap_aside_time_ok(p + 7);
}

/* Is d_name the scratch tree of an artifact publish that still runs
** (".artifact.PID", cmd_artifact.c)?  Its sbxfs commits the copy's chunks
** as it goes and exits before the publish captures the tree: until the
** capture, that tree alone names them.  A publish that died captures
** nothing: its tree is garbage. */
static int gc__publishing(const char *d_name)
{
        static const char pre[] = ".artifact.";
        if (strncmp(d_name, pre, sizeof pre - 1))
                return 0;
        int64_t pid;
        return sbx_parse_int(d_name + sizeof pre - 1, &pid) == 0 && pid > 0 && pid <= INT32_MAX &&
               sbx_pid_alive((pid_t)pid);
}

int snap_gc_tree_entry(const char *d_name, int publishing)
{
        if (d_name[0] != '.')
                return sbx_name_ok(d_name);
        return gc__set_aside(d_name) || (publishing && gc__publishing(d_name));
}

/* A registration (states/, roots/) whose path is gone is removed once it
** is an hour old: each use writes it again, so one just made is never
** taken for stale while what it names is being made.  Moved aside first,
** then the path looked at again: a mount (or an sbxctl) makes what the
** entry names before it writes the entry (fs/store.c (10)), so one that
** wrote it again after the first look is seen by the second, and the
** entry is put back.  Unlinked at once, an entry written again between
** the look and the unlink was lost, and the tree mounted there was no
** root for the next gc (gcsafe.t).  1 if path is gone. */
static int gc__forget_gone(const char *reg, const char *path, int dry)
{
        struct stat sb;
        if (stat(path, &sb) == 0 || errno != ENOENT)
                return 0;
        if (dry || stat(reg, &sb) < 0 || time(NULL) - sb.st_mtime <= 3600)
                return 1;
        sbx_autofree char *aside = sbx_asprintf("%s.gone", reg);
        if (rename(reg, aside) < 0)
                return 1;
        if (stat(path, &sb) == 0 || errno != ENOENT) {
                if (rename(aside, reg) < 0)     /* the same text as any new one */
                        unlink(aside);
                return 0;
        }
        unlink(aside);
        return 1;
}

/* Each registration in STORE/kind/ (fs_store_register): fn(arg, the
** entry's path, the path it holds), until fn returns nonzero. */
static int gc__each_registered(const char *store, const char *kind,
                               int (*fn)(void *arg, const char *reg, const char *path), void *arg)
{
        sbx_autofree char *dir = sbx_asprintf("%s/%s", store, kind);
        DIR *d = opendir(dir);
        if (!d)
                return errno == ENOENT ? 0 : -errno;
        struct dirent *e;
        int rc = 0;
        while (!rc && (e = readdir(d))) {
                if (e->d_name[0] == '.' || strstr(e->d_name, ".tmp"))
                        continue;
                sbx_autofree char *reg = sbx_asprintf("%s/%s", dir, e->d_name);
                sbx_autofree char *txt = NULL;
                if (sbx_read_file(reg, &txt, NULL) < 0)
                        continue;
                txt[strcspn(txt, "\n")] = 0;
                rc = fn(arg, reg, txt);
        }
        closedir(d);
        return rc;
}

static int gc__own(const struct gc_reg *g, const char *dir)
{
        for (size_t i = 0; dir && i < g->nown; i++)
                if (!strcmp(g->own[i], dir))
                        return 1;
        return 0;
}

/* (5): the trees of a state dir registered in the local store, unless
** its sandboxes/ dir is marked already (own), to which it is added. */
static int gc__mark_state(void *arg, const char *reg, const char *txt)
{
        struct gc_reg *g = arg;
        sbx_autofree char *sb = sbx_asprintf("%s/sandboxes", txt);
        char rp[4096];
        if (!realpath(sb, rp)) {
                gc__forget_gone(reg, txt, g->dry);
                return 0;       /* the state dir is gone, or has no sandbox yet */
        }
        if (gc__own(g, rp))
                return 0;
        DIR *d = opendir(rp);
        if (!d) {
                int rc = -errno;
                sbx_log("gc: %s (state dir registered in %s): %s; nothing removed", rp, reg,
                        strerror(-rc));
                return rc;
        }
        struct dirent *f;
        int rc = 0;
        while (!rc && (f = readdir(d))) {
                if (!snap_gc_tree_entry(f->d_name, 1))
                        continue;       /* as in this state dir's own */
                sbx_autofree char *meta = sbx_asprintf("%s/%s/meta.db", rp, f->d_name);
                rc = gc__mark_meta(g->m, meta);
        }
        closedir(d);
        g->own = sbx_realloc(g->own, (g->nown + 1) * sizeof *g->own);
        g->own[g->nown++] = sbx_strdup(rp);
        return rc;
}

/* (5): a tree an sbxfs registered (STORE/roots/ID, fs/store.c (10)),
** mounted by hand anywhere, unless under a sandboxes/ dir marked
** already.  An entry whose tree is gone goes (gc__forget_gone). */
static int gc__mark_root(void *arg, const char *reg, const char *txt)
{
        struct gc_reg *g = arg;
        if (gc__forget_gone(reg, txt, g->dry))
                return 0;
        sbx_autofree char *sb_dir = gc__sandboxes_of(txt);
        if (gc__own(g, sb_dir))
                return 0;
        int rc = gc__mark_meta(g->m, txt);
        if (rc < 0)
                sbx_log("gc: %s (a tree registered in %s, mounted by hand?): %s; nothing "
                        "removed (remove %s if that tree is no longer wanted)", txt, reg,
                        strerror(-rc), reg);
        return rc;
}

/* The real path of the sandboxes/ dir a meta.db path is under
** (SANDBOXES/NAME/meta.db), or NULL. */
static char *gc__sandboxes_of(const char *meta)
{
        sbx_autofree char *p = sbx_strdup(meta);
        for (int k = 0; k < 2; k++) {
                char *sl = strrchr(p, '/');
                if (!sl)
                        return NULL;
                *sl = 0;
        }
        char rp[4096];
        return realpath(p, rp) ? sbx_strdup(rp) : NULL;
}

int snap_gc(snap_store *s, snap_gc_trees_fn trees, void *arg, int64_t min_age, int64_t lock_wait,
            int dry_run, snap_gc_report *r)
{
        memset(r, 0, sizeof *r);
        fs_store *st = snap_chunks(s);
        int rc = gc__lock(st, lock_wait, dry_run);
        if (rc < 0)
                return rc;
        char **packs = NULL;
        size_t npacks = 0;
        int remote = snap_s3_client(s) != NULL;
        /* the bucket's: when marking began, on the server's clock and on
         * this host's CLOCK_BOOTTIME (remote.c (3)) */
        snap_gc_marked at = { 0, sbx_boot_ns() };
        if (remote && min_age > 0 && (rc = snap_s3_time(snap_s3_client(s), &at.server)) < 0) {
                sbx_log("gc: %s", snap_s3_error());
                fs_store_unlock(st);
                return rc;
        }
        snap_seen *marks = snap_seen_new(0), *ids = snap_seen_new(0);
        rc = gc__mark_live(s, marks, trees, arg, dry_run);
        if (!rc)
                rc = gc__mark_snapshots(s, marks, ids, remote ? &packs : NULL, &npacks);
        if (!rc && remote)
                rc = gc__mark_pins(s, marks, ids, &packs, &npacks);
        if (!rc && ids->n)
                snap__progress("gc: mark", ids->n, 0, 1);
        if (!rc)
                rc = gc__sweep(s, marks, min_age, dry_run, r);
        /* the bucket's objects and packs: condemned first, deleted a gc later */
        if (!rc)
                rc = remote ? snap__gc_remote(s, packs, npacks, ids, min_age, &at, dry_run, r)
                            : gc__objects(s, ids, dry_run, r);
        snap__strv_free(packs, npacks);
        fs_store_unlock(st);
        snap_seen_free(marks);
        snap_seen_free(ids);
        return rc;
}

/* ---- verify ---- */
struct vf_ctx {
        snap_store *s;
        snap_seen  *seen;               /* state 1 good, 2 missing, 3 corrupt */
        const char *what;
        FILE       *out;
        int         problems;
        uint64_t    last_ino;           /* one line per file: the last reported */
        uint64_t    checked;            /* chunks read by this call */
};

static int vf__chunk(void *arg, const uint8_t *h, snap_file *f)
{
        struct vf_ctx *v = arg;
        int state = seen__get(v->seen, h);
        if (!state) {
                fs_store *st = snap_chunks(v->s);
                void *buf;
                size_t len;
                /* an S3 store: the bucket's copy is the one that counts */
                int remote = snap_s3_client(v->s) && fs_store_remote_where(st, h, NULL) == 1;
                if ((remote ? fs_store_get_remote(st, h, &buf, &len) : fs_store_get(st, h, &buf, &len)) == 0) {
                        free(buf);
                        state = 1;
                } else {
                        state = fs_store_has(st, h) == 1 ? 3 : 2;
                        char *pack;
                        uint64_t off;
                        uint32_t clen;
                        struct stat sb;
                        /* a row whose pack is gone: missing, not corrupt */
                        if (state == 3 && !remote && fs_store_locate(st, h, &pack, &off, &clen) == 0) {
                                if (stat(pack, &sb) < 0 && errno == ENOENT)
                                        state = 2;
                                free(pack);
                        }
                }
                seen__set(v->seen, h, (uint8_t)state);
                v->checked++;
                snap__progress("verify", v->checked, 0, 0);
        }
        if (state != 1 && snap_file_ino(f) != v->last_ino) {
                char hex[2 * FS_HASH_LEN + 1];
                sbx_hex(h, FS_HASH_LEN, hex);
                sbx_autofree char *path = snap_file_path(f);    /* only now: O(depth) */
                sbx_autofree char *esc = sbx_escape_text(path);
                fprintf(v->out, "%s: %s: chunk %s %s\n", v->what, esc, hex,
                        state == 2 ? "missing" : "corrupt");
                v->last_ino = snap_file_ino(f);
                v->problems++;
        }
        return 0;
}

/* An S3 store: the tree's chunks not checked yet, re-read from the bucket
** in ranged reads, their states recorded in seen before the walk reports. */
struct vf_bulk { snap_seen *seen, *mine; uint8_t (*h)[FS_HASH_LEN]; size_t n, cap; };

static int vf__want(void *arg, const uint8_t *h, snap_file *f)
{
        (void)f;
        struct vf_bulk *b = arg;
        if (seen__get(b->seen, h) || seen__get(b->mine, h))
                return 0;
        seen__set(b->mine, h, 1);
        if (b->n == b->cap)
                b->h = sbx_realloc(b->h, (b->cap = b->cap ? 2 * b->cap : 4096) * sizeof *b->h);
        memcpy(b->h[b->n++], h, FS_HASH_LEN);
        return 0;
}

static int vf__bulk(snap_store *s, const snap_tree *t, snap_seen *seen, uint64_t *checked)
{
        struct vf_bulk b = { seen, snap_seen_new(0), NULL, 0, 0 };
        snap_tree_each_chunk(t, vf__want, &b);
        fs_store *st = snap_chunks(s);
        uint8_t *state = sbx_malloc(4096);
        int rc = 0;
        for (size_t i = 0; i < b.n && !rc; i += 4096) {
                size_t k = b.n - i < 4096 ? b.n - i : 4096;
                if ((rc = fs_store_verify_remote(st, (const uint8_t (*)[FS_HASH_LEN])(b.h + i), k, state)) < 0)
                        break;
                for (size_t j = 0; j < k; j++)
                        seen__set(seen, b.h[i + j], state[j] ? state[j] : 2);   /* 0: not in the bucket */
                *checked += k;
                snap__progress("verify", *checked, 0, 0);
        }
        free(state);
        free(b.h);
        snap_seen_free(b.mine);
        return rc;
}

int snap_verify_tree(snap_store *s, const snap_tree *t, const char *what, snap_seen *seen, FILE *out)
{
        struct vf_ctx v = { s, seen, what, out, 0, 0, 0 };
        if (snap_s3_client(s)) {
                int rc = vf__bulk(s, t, seen, &v.checked);
                if (rc < 0)
                        return rc;
        }
        int rc = snap_tree_each_chunk(t, vf__chunk, &v);
        if (v.checked)
                snap__progress("verify", v.checked, 0, 1);
        return rc < 0 ? rc : v.problems;
}
