/* snap.c: snapshot objects and the refs that list them.
**
** A snapshot object (key objects/XX/ID, ID = hex SHA-256 of the bytes):
**      "SBXSNAP1"
**      u32le hlen, then hlen bytes of JSON:
**        {"format":1, "sandbox":S, "parent":ID|"", "time_ns":N, "label":S,
**         "files":N, "dirs":N, "symlinks":N, "bytes":N,
**         "tree":{"codec":"zstd", "len":N, "plen":N, "sha256":HEX}}
**      the tree (tree.c's plain format), zstd-compressed, len bytes
** or, a delta object ("base":ID in the header, codec "zstd-delta"): the
** tree zstd-compressed with the plain tree of object ID as its prefix
** (zstd's patch-from), so a capture that changed 1% of the files stores
** about 1% of a tree.  A base is always a whole object (no chains).  On
** S3 the plain trees of bases are kept in the host's cache_dir/trees/ (a
** cache: missing, the base object is read and decoded again); a local
** store decodes its base object each time.
** The id is content-addressed: it names the object's exact bytes, so a
** reader checks what it got against the id it asked for, and putting an
** object twice is harmless.  Two captures of an unchanged tree still get
** two ids (their times differ).
**
** A ref (refs/sandboxes/NAME) is JSON:
**      {"format":1, "sandbox":NAME, "snapshots":[{"id","parent","time_ns",
**       "label","files","bytes"}, ...]}     oldest first; the last is latest
** It repeats what the headers say so that listing reads one document,
** written compact (one line; JSON_INDENT(1) made it a sixth larger, to
** read, parse and put again at every capture).
** "fence":N, once a host took the sandbox over: captures made under a
** lease generation below N are refused (lease.c, STORE.md "the lease").
**
** Invariants, after any crash:
** (1) An object is durable before any ref names it (snap_capture: put,
**     then ref_cas): a ref never names a missing snapshot.
** (2) A ref update is a compare-and-swap, retried on -EAGAIN: concurrent
**     captures of one sandbox both land.
** (3) Objects no ref names are garbage: a capture that died before (1)'s
**     second step, or a deleted snapshot; snap_gc() removes them.
** (4) Chunks: the tree names only chunks the store holds (fs/meta.c (2));
**     capture never reads nor writes a chunk.  The caller holds the gc
**     lock shared from reading the tree until the ref names it, so gc
**     cannot sweep a chunk between the two.
** (5) A delta's base is named by every snapshot built on it (the header
**     and the ref say "base"), so gc keeps it while any of them lives;
**     on S3 a capture does not build on a base gc has condemned.
** (6) An object is read as untrusted (a shared bucket, an import): its
**     "plen" must be at most SNAP_TREE_MAX and what the zstd frame says
**     it decodes to, or the object is damaged (-EBADMSG); the tree is
**     decoded into a buffer of plen bytes and must fill it exactly.
** (7) A prune (snap_delete_some) removes in one compare-and-swap, and
**     never the ref's last entry as it stands at the swap: a restore
**     elsewhere may have made an old snapshot the latest after the
**     caller listed them, and the latest is what a wake brings back.
** (8) A capture records only a tree snap_tree_check() accepts, the check
**     every load makes (tree.c (4)): a tree sbxfs damaged, or one it was
**     handed damaged, is refused (-EUCLEAN) and the latest stays one a
**     wake can bring back.  Recorded, it was the latest no load accepted,
**     and every file in it, however sound, was out of reach.  Link counts
**     are the exception: the names are what sbxfs serves, so the check's
**     walk sets each to what they say (a file's names; a directory's 2
**     plus its subdirectories), logged once with how many; refused, one
**     wrong count left no way out of the sandbox but delete.
** (9) On S3, gc on another host may condemn and delete what a capture
**     names (its new object and packs, which no ref names yet; an older
**     pack it reuses) while its ref write is under way, which (4) of
**     remote.c bounds only before the write, not during its retries.  So
**     once its ref landed a capture reads gc's document again
**     (snap__gc_recheck); if what it names is gone or may be, it takes
**     its snapshot off the ref again and fails (-ESTALE, "not recorded"):
**     the ref goes back to naming only what is there, and the next
**     capture uploads again what gc deleted (it forgets those packs).
**     Taken off it cannot be: -EIO, not -ESTALE (the ref may name it).
** (10) A document of a newer build's format (a ref, an object, gc's
**     document, an export: "format" above SNAP_FORMAT, as a fleet
**     upgraded host by host makes them) is said so, once ("X: format N,
**     newer than this build's (1): upgrade sbx on this host"), and is
**     -ENOTSUP: never read as this build's, never rewritten.  Before, an
**     object was "corrupt", a ref was read and rewritten (a capture, a
**     delete) with what this build knows, an export was imported.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <zstd.h>

#define SNAP_MAGIC "SBXSNAP1"
#define SNAP_TREE_MAX (4ull << 30)      /* (6) a plain tree: 40 million names and more */
#define SNAP_DELTA_LDM (4u << 20)       /* a base bigger: long-distance matching (sn__zstd) */

static void sn__phase(const char *what, int64_t *t);

struct snap_store {
        snap_backend *b;                /* owned */
        fs_store     *st;               /* owned */
        snap_s3      *s3;               /* the backend's client: an S3 store */
        char         *holder;           /* snap_set_holder() */
        int64_t       holder_gen;       /* snap_set_holder_gen() */
        int           behind;           /* snap_set_behind() */
};

void snap_set_holder(snap_store *s, const char *holder)
{
        free(s->holder);
        s->holder = holder ? sbx_strdup(holder) : NULL;
}

void snap_set_holder_gen(snap_store *s, int64_t gen)
{
        s->holder_gen = gen > 0 ? gen : 0;
}

void snap_set_behind(snap_store *s, int on)
{
        s->behind = on != 0;
}

int snap_open_s3(const snap_s3_conf *cf, const char *cache_dir, uint64_t cache_bytes,
                 snap_store **out)
{
        int rc = sbx_mkdir_p(cache_dir, 0700);
        if (rc < 0)
                return rc;
        snap_store *s = sbx_calloc(1, sizeof *s);
        int64_t tp = sbx_mono_ns();
        if ((rc = snap_backend_s3(cf, &s->b)) < 0) {
                snap_close(s);
                return rc;
        }
        sn__phase("store open: S3 client", &tp);
        if ((rc = fs_store_open(cache_dir, &s->st)) < 0) {
                snap_close(s);
                return rc;
        }
        sn__phase("store open: chunk store", &tp);
        s->s3 = snap_backend_s3_client(s->b);
        fs_remote r;
        snap_s3_remote(s->s3, cache_bytes, &r);
        rc = fs_store_set_remote(s->st, &r);
        sn__phase("store open: cache", &tp);
        if (rc < 0) {
                snap_close(s);
                return rc;
        }
        *out = s;
        return 0;
}

snap_s3 *snap_s3_client(snap_store *s) { return s->s3; }

int snap_open(const char *url, snap_store **out)
{
        if (!strncmp(url, "file://", 7))
                url += 7;
        if (!strncmp(url, "s3://", 5))
                return -ENOTSUP;        /* snap_open_s3(): it needs the [store] config */
        /* the directory is not made here: a store that is missing (moved,
         * not mounted) made again empty would take captures that name
         * chunks it lacks.  The caller decides (tools/cmd_store.c). */
        struct stat sb;
        if (stat(url, &sb) < 0)
                return -errno;
        snap_store *s = sbx_calloc(1, sizeof *s);
        int rc;
        if ((rc = snap_backend_local(url, &s->b)) < 0 ||
            (rc = fs_store_open(url, &s->st)) < 0) {
                snap_close(s);
                return rc;
        }
        *out = s;
        return 0;
}

void snap_close(snap_store *s)
{
        if (!s)
                return;
        if (s->b)
                s->b->close(s->b);
        fs_store_close(s->st);
        free(s->holder);
        free(s);
}

fs_store *snap_chunks(snap_store *s) { return s->st; }
snap_backend *snap_objects(snap_store *s) { return s->b; }

static char *sn__key(const char *id)
{
        return sbx_asprintf("objects/%.2s/%s", id, id);
}

static int sn__id_ok(const char *id)
{
        if (strlen(id) != SNAP_ID_LEN)
                return 0;
        for (const char *p = id; *p; p++)
                if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
                        return 0;
        return 1;
}

static void sn__hex_hash(const void *d, size_t n, char hex[SNAP_ID_LEN + 1])
{
        uint8_t h[FS_HASH_LEN];
        fs_hash(d, n, h);
        sbx_hex(h, FS_HASH_LEN, hex);
}

static void sn__copy(char *dst, size_t cap, const char *src)
{
        snprintf(dst, cap, "%s", src ? src : "");
}

/* ---- counts ---- */
static void sn__count(const snap_tree *t, snap_info *in)
{
        for (size_t i = 0; i < t->ninode; i++) {
                const struct snap_inode *x = &t->inode[i];
                if (S_ISREG(x->mode)) {
                        in->files++;
                        in->bytes += x->size;
                } else if (S_ISDIR(x->mode)) {
                        in->dirs++;
                } else if (S_ISLNK(x->mode)) {
                        in->symlinks++;
                }
        }
}

int snap_tree_digest(const snap_tree *t, char hex[SNAP_ID_LEN + 1])
{
        sn__hex_hash(t->buf, t->len, hex);
        return 0;
}

/* ---- header JSON <-> info ---- */
static json_t *sn__info_json(const snap_info *in, int full)
{
        json_t *o = json_pack("{s:s,s:s,s:I,s:s,s:I,s:I}", "id", in->id, "parent", in->parent,
                              "time_ns", (json_int_t)in->time_ns, "label", in->label,
                              "files", (json_int_t)in->files, "bytes", (json_int_t)in->bytes);
        if (in->base[0])
                json_object_set_new(o, "base", json_string(in->base));
        if (!full && in->tree_bytes)
                json_object_set_new(o, "object_bytes", json_integer((json_int_t)in->tree_bytes));
        if (full) {
                json_object_set_new(o, "sandbox", json_string(in->sandbox));
                json_object_set_new(o, "dirs", json_integer((json_int_t)in->dirs));
                json_object_set_new(o, "symlinks", json_integer((json_int_t)in->symlinks));
        }
        return o;
}

static void sn__info_from(json_t *o, snap_info *in)
{
        json_t *v;
        if ((v = json_object_get(o, "id")))
                sn__copy(in->id, sizeof in->id, json_string_value(v));
        if ((v = json_object_get(o, "parent")))
                sn__copy(in->parent, sizeof in->parent, json_string_value(v));
        if ((v = json_object_get(o, "sandbox")))
                sn__copy(in->sandbox, sizeof in->sandbox, json_string_value(v));
        if ((v = json_object_get(o, "label")))
                sn__copy(in->label, sizeof in->label, json_string_value(v));
        if ((v = json_object_get(o, "base")))
                sn__copy(in->base, sizeof in->base, json_string_value(v));
        in->time_ns = json_integer_value(json_object_get(o, "time_ns"));
        in->files = (uint64_t)json_integer_value(json_object_get(o, "files"));
        in->bytes = (uint64_t)json_integer_value(json_object_get(o, "bytes"));
        in->dirs = (uint64_t)json_integer_value(json_object_get(o, "dirs"));
        in->symlinks = (uint64_t)json_integer_value(json_object_get(o, "symlinks"));
        in->tree_bytes = (uint64_t)json_integer_value(json_object_get(o, "object_bytes"));
}

/* ---- refs ---- */
static char *sn__ref_name(const char *sandbox)
{
        return sbx_asprintf("sandboxes/%s", sandbox);
}

/* Read a ref: its JSON (a new empty one if missing) and its raw text
** (NULL if missing) for the compare-and-swap. */
static int sn__ref_parse(const char *sandbox, char *text, int rc, json_t **doc, char **raw);

static int sn__ref_read_b(snap_backend *b, const char *sandbox, json_t **doc, char **raw)
{
        sbx_autofree char *name = sn__ref_name(sandbox);
        char *text = NULL;
        int rc = b->ref_get(b, name, &text, NULL);
        return sn__ref_parse(sandbox, text, rc, doc, raw);
}

static int sn__ref_read(snap_store *s, const char *sandbox, json_t **doc, char **raw)
{
        return sn__ref_read_b(s->b, sandbox, doc, raw);
}

int snap__format_newer(const struct json_t *doc, const char *what, ...)
{
        json_int_t f = json_integer_value(json_object_get(doc, "format"));
        if (f <= SNAP_FORMAT)
                return 0;
        char w[PATH_MAX + 64];
        va_list ap;
        va_start(ap, what);
        vsnprintf(w, sizeof w, what, ap);
        va_end(ap);
        sbx_log("%s: format %lld, newer than this build's (%d): upgrade sbx on this host",
                w, (long long)f, SNAP_FORMAT);
        return -ENOTSUP;
}

/* The ref's text as ref_get gave it (rc -ENOENT: none): takes text. */
static int sn__ref_parse(const char *sandbox, char *text, int rc, json_t **doc, char **raw)
{
        sbx_autofree char *name = sn__ref_name(sandbox);
        *raw = NULL;
        if (rc == -ENOENT) {
                *doc = json_pack("{s:i,s:s,s:[]}", "format", SNAP_FORMAT, "sandbox", sandbox, "snapshots");
                return 0;
        }
        if (rc < 0)
                return rc;
        json_error_t err;
        *doc = json_loads(text, 0, &err);
        if (*doc && (rc = snap__format_newer(*doc, "ref %s", name)) < 0) {
                json_decref(*doc);
                *doc = NULL;
                free(text);
                return rc;
        }
        if (!*doc || !json_is_array(json_object_get(*doc, "snapshots"))) {
                sbx_log("ref %s: unreadable (%s)", name, err.text);
                json_decref(*doc);
                free(text);
                return -EBADMSG;
        }
        *raw = text;
        return 0;
}

/* Apply edit to a sandbox's ref (the whole document) until the
** compare-and-swap lands (2).  seeded: the first try edits seed (the
** ref's text read earlier, NULL: absent; taken) instead of reading it
** again; a CAS that fails because it changed meanwhile reads it as usual.
** A ref left with no snapshots is deleted, unless it carries a fence. */
static int sn__ref_update_b(snap_backend *b, const char *sandbox,
                            int (*edit)(json_t *doc, void *arg), void *arg,
                            int seeded, char *seed)
{
        sbx_autofree char *name = sn__ref_name(sandbox);
        for (int tries = 0; tries < 100; tries++) {
                json_t *doc;
                char *raw;
                int rc = tries == 0 && seeded
                        ? sn__ref_parse(sandbox, seed, seed ? 0 : -ENOENT, &doc, &raw)
                        : sn__ref_read_b(b, sandbox, &doc, &raw);
                if (rc < 0)
                        return rc;
                rc = edit(doc, arg);
                if (rc < 0) {
                        json_decref(doc);
                        free(raw);
                        return rc;
                }
                char *text = NULL;
                if (json_array_size(json_object_get(doc, "snapshots")) || !raw ||
                    json_object_get(doc, "fence"))
                        text = json_dumps(doc, JSON_COMPACT);   /* every reader parses it */
                json_decref(doc);
                char *nl = text ? sbx_asprintf("%s\n", text) : NULL;
                free(text);
                rc = b->ref_cas(b, name, raw, nl);
                free(raw);
                free(nl);
                if (rc != -EAGAIN)
                        return rc;
        }
        return -EAGAIN;
}

static int sn__ref_update(snap_store *s, const char *sandbox,
                          int (*edit)(json_t *doc, void *arg), void *arg)
{
        return sn__ref_update_b(s->b, sandbox, edit, arg, 0, NULL);
}

/* The fence (STORE.md, "the lease"): the lease generation of the last
** host that took the sandbox over from another.  A capture made under
** an older generation is refused at its ref's compare-and-swap. */
static int sn__edit_fence(json_t *doc, void *arg)
{
        int64_t gen = *(const int64_t *)arg;
        if (json_integer_value(json_object_get(doc, "fence")) < gen)
                json_object_set_new(doc, "fence", json_integer((json_int_t)gen));
        return 0;
}

int64_t snap__ref_fence_get(snap_backend *b, const char *sandbox)
{
        json_t *doc;
        char *raw;
        int rc = sn__ref_read_b(b, sandbox, &doc, &raw);
        if (rc < 0)
                return rc;
        int64_t f = json_integer_value(json_object_get(doc, "fence"));
        json_decref(doc);
        free(raw);
        return f;
}

int snap__ref_fence(snap_backend *b, const char *sandbox, int64_t gen)
{
        return sn__ref_update_b(b, sandbox, sn__edit_fence, &gen, 0, NULL);
}

/* Where a ref's snapshots list id: its index, or -1. */
static long sn__find(json_t *snaps, const char *id)
{
        size_t i;
        json_t *v;
        json_array_foreach(snaps, i, v)
                if (!strcmp(json_string_value(json_object_get(v, "id")) ?: "", id))
                        return (long)i;
        return -1;
}

static int sn__edit_append(json_t *doc, void *arg)
{
        const snap_info *in = arg;
        json_t *snaps = json_object_get(doc, "snapshots");
        if (sn__find(snaps, in->id) < 0)        /* listed: no change */
                json_array_append_new(snaps, sn__info_json(in, 0));
        return 0;
}

/* snap_set_behind's edit: listed, no change; else the latest if the ref
** has none, otherwise just before the latest, which stays what it was
** (the tree the sandbox's workspace holds). */
static int sn__edit_behind(json_t *doc, void *arg)
{
        const snap_info *in = arg;
        json_t *snaps = json_object_get(doc, "snapshots");
        size_t n = json_array_size(snaps);
        if (sn__find(snaps, in->id) >= 0)
                return 0;               /* already listed */
        if (n == 0)
                return json_array_append_new(snaps, sn__info_json(in, 0)) ? -ENOMEM : 0;
        return json_array_insert_new(snaps, n - 1, sn__info_json(in, 0)) ? -ENOMEM : 0;
}

/* A capture's edit: its snapshot appended, unless another host took the
** sandbox over after this one's lease was read (a fence past its
** generation): that host restored an older snapshot and runs it now. */
struct sn_capture_edit {
        const snap_info *in;
        int     had_ref;                /* the ref existed when the capture began */
        int     behind;                 /* snap_set_behind() */
        int     fenced;
        int64_t gen;
};

static int sn__edit_capture(json_t *doc, void *arg)
{
        const struct sn_capture_edit *ce = arg;
        int64_t fence = json_integer_value(json_object_get(doc, "fence"));
        if (ce->fenced && fence > ce->gen) {
                sbx_log("capture of %s refused: the sandbox was taken over (lease generation "
                        "%lld, fenced at %lld)", ce->in->sandbox, (long long)ce->gen, (long long)fence);
                return -EBUSY;
        }
        if (ce->had_ref && !json_array_size(json_object_get(doc, "snapshots")) &&
            !json_object_get(doc, "fence")) {
                sbx_log("capture of %s refused: its snapshots were dropped meanwhile (deleted)",
                        ce->in->sandbox);
                return -ENOENT;
        }
        return ce->behind ? sn__edit_behind(doc, (void *)ce->in) : sn__edit_append(doc, (void *)ce->in);
}

/* Tests only: sleep the milliseconds $var says, to widen a race; sooner
** once the file $SBX_TEST_CAPTURE_GO names exists (a test that knows
** when the race is set up ends the pause then). */
static void sn__test_pause(const char *var)
{
        const char *v = getenv(var), *go = getenv("SBX_TEST_CAPTURE_GO");
        long long ms = v ? strtol(v, NULL, 10) : 0, left;
        long long end = sbx_boot_ns() + ms * 1000000;
        struct stat st;
        while (ms > 0 && (left = (end - sbx_boot_ns()) / 1000000) > 0) {
                if (go && stat(go, &st) == 0)
                        break;
                struct timespec ts = { 0, (left < 10 ? left : 10) * 1000000 };
                nanosleep(&ts, NULL);
        }
}

/* snap_ref_add's edit: the snapshot becomes the ref's latest, moved to
** the end if it is listed already (a restore of an older snapshot of the
** sandbox: what the workspace holds now, so what a wake elsewhere, or
** after this host is lost, must bring back; the next capture's parent).
** A capture's edit keeps sn__edit_append's "listed: no change", so a
** retried capture never moves its snapshot past a later one. */
static int sn__edit_latest(json_t *doc, void *arg)
{
        const snap_info *in = arg;
        json_t *snaps = json_object_get(doc, "snapshots");
        long i = sn__find(snaps, in->id);
        if (i < 0) {
                json_array_append_new(snaps, sn__info_json(in, 0));
        } else if ((size_t)i + 1 < json_array_size(snaps)) {   /* not the latest already */
                json_t *v = json_incref(json_array_get(snaps, (size_t)i));
                json_array_remove(snaps, (size_t)i);
                json_array_append_new(snaps, v);
        }
        return 0;
}

int snap_ref_add(snap_store *s, const char *sandbox, const snap_info *info)
{
        if (!sbx_name_ok(sandbox))
                return -EINVAL;
        return sn__ref_update(s, sandbox, s->behind ? sn__edit_behind : sn__edit_latest, (void *)info);
}

static int sn__edit_remove(json_t *doc, void *arg)
{
        const char *id = arg;
        json_t *snaps = json_object_get(doc, "snapshots");
        long i = sn__find(snaps, id);
        if (i < 0)
                return -ENOENT;
        json_array_remove(snaps, (size_t)i);
        return 0;
}

int snap_delete(snap_store *s, const char *sandbox, const char *id)
{
        return sn__ref_update(s, sandbox, sn__edit_remove, (void *)id);
}

/* snap_delete_some's edit: every listed id but the ref's last (7). */
struct sn_remove_some {
        const char **ids;               /* sorted (sn__strcmp_p), for bsearch */
        size_t n, removed;
};

static int sn__strcmp_p(const void *a, const void *b)
{
        return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* One pass: the kept entries into a new array (a lookup and a removal per
** entry were n x m strcmps and a memmove each: 17 s for 64,000). */
static int sn__edit_remove_some(json_t *doc, void *arg)
{
        struct sn_remove_some *rs = arg;
        json_t *snaps = json_object_get(doc, "snapshots");
        size_t n = json_array_size(snaps);
        rs->removed = 0;                /* this try's count: an earlier one's CAS failed */
        if (!json_is_array(snaps))
                return 0;
        json_t *kept = json_array();
        if (!kept)
                return -ENOMEM;
        for (size_t i = 0; i < n; i++) {
                json_t *e = json_array_get(snaps, i);
                const char *id = json_string_value(json_object_get(e, "id"));
                if (i + 1 < n && id && bsearch(&id, rs->ids, rs->n, sizeof *rs->ids, sn__strcmp_p)) {
                        rs->removed++;
                        continue;
                }
                if (json_array_append(kept, e) < 0) {
                        json_decref(kept);
                        return -ENOMEM;
                }
        }
        return json_object_set_new(doc, "snapshots", kept) < 0 ? -ENOMEM : 0;
}

int snap_delete_some(snap_store *s, const char *sandbox, const char *const *ids, size_t n,
                     size_t *removed)
{
        if (removed)
                *removed = 0;
        if (!n)
                return 0;
        sbx_autofree const char **sorted = malloc(n * sizeof *sorted);
        if (!sorted)
                return -ENOMEM;
        memcpy(sorted, ids, n * sizeof *sorted);
        qsort(sorted, n, sizeof *sorted, sn__strcmp_p);
        struct sn_remove_some rs = { sorted, n, 0 };
        int rc = sn__ref_update(s, sandbox, sn__edit_remove_some, &rs);
        if (removed)
                *removed = rc == 0 ? rs.removed : 0;
        return rc;
}

/* Drop a sandbox's ref (with empty: only while it lists no snapshot).
** 1 dropped, 0 none (or, with empty, not empty), -errno. */
static int sn__forget(snap_store *s, const char *sandbox, int empty)
{
        sbx_autofree char *name = sn__ref_name(sandbox);
        for (int tries = 0; tries < 100; tries++) {
                char *raw = NULL;
                int rc = s->b->ref_get(s->b, name, &raw, NULL);
                if (rc == -ENOENT)
                        return 0;
                if (rc < 0)
                        return rc;
                if (empty) {
                        json_t *doc = json_loads(raw, 0, NULL);
                        size_t n = json_array_size(json_object_get(doc, "snapshots"));
                        int odd = !json_is_array(json_object_get(doc, "snapshots"));
                        json_decref(doc);
                        if (n || odd) {         /* unreadable: not ours to judge */
                                free(raw);
                                return 0;
                        }
                }
                rc = s->b->ref_cas(s->b, name, raw, NULL);
                free(raw);
                if (rc != -EAGAIN)
                        return rc < 0 ? rc : 1;
        }
        return -EAGAIN;
}

int snap_forget(snap_store *s, const char *sandbox)
{
        int rc = sn__forget(s, sandbox, 0);
        return rc < 0 ? rc : 0;
}

int snap_forget_empty(snap_store *s, const char *sandbox)
{
        return sn__forget(s, sandbox, 1);
}

int snap_list(snap_store *s, const char *sandbox, snap_info **out, size_t *n)
{
        json_t *doc;
        char *raw;
        *out = NULL;
        *n = 0;
        int rc = sn__ref_read(s, sandbox, &doc, &raw);
        if (rc < 0)
                return rc;
        free(raw);
        json_t *snaps = json_object_get(doc, "snapshots");
        size_t cnt = json_array_size(snaps), i;
        json_t *v;
        snap_info *vv = sbx_calloc(cnt ? cnt : 1, sizeof *vv);
        json_array_foreach(snaps, i, v) {
                sn__info_from(v, &vv[i]);
                sn__copy(vv[i].sandbox, sizeof vv[i].sandbox, sandbox);
        }
        json_decref(doc);
        *out = vv;
        *n = cnt;
        return 0;
}

int snap_sandboxes(snap_store *s, char ***names, size_t *n)
{
        char **keys;
        size_t nk;
        int rc = s->b->ref_list(s->b, "sandboxes", &keys, &nk);
        if (rc < 0)
                return rc;
        for (size_t i = 0; i < nk; i++) {
                char *slash = strchr(keys[i], '/');
                memmove(keys[i], slash ? slash + 1 : keys[i], strlen(slash ? slash + 1 : keys[i]) + 1);
        }
        *names = keys;
        *n = nk;
        return 0;
}

/* The ids in sandbox's ref that start with prefix (pl bytes): the first in
** id, *found 1, or 2 once a second, other one is seen. */
static void sn__resolve_in(snap_store *s, const char *sandbox, const char *prefix, size_t pl,
                           char id[SNAP_ID_LEN + 1], int *found)
{
        snap_info *v;
        size_t n;
        if (snap_list(s, sandbox, &v, &n) < 0)
                return;
        for (size_t i = 0; i < n && *found < 2; i++)
                if (!strncmp(v[i].id, prefix, pl)) {
                        if (*found && strcmp(id, v[i].id))
                                *found = 2;
                        else if (!*found) {
                                memcpy(id, v[i].id, SNAP_ID_LEN + 1);
                                *found = 1;
                        }
                }
        free(v);
}

int snap_resolve(snap_store *s, const char *sandbox, const char *prefix, char id[SNAP_ID_LEN + 1])
{
        size_t pl = strlen(prefix);
        if (pl < 4 || pl > SNAP_ID_LEN)
                return -ENOENT;
        for (const char *p = prefix; *p; p++)
                if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
                        return -ENOENT;
        int found = 0;
        if (sandbox) {
                sn__resolve_in(s, sandbox, prefix, pl, id, &found);
                return found == 1 ? 0 : found ? -EEXIST : -ENOENT;
        }
        if (pl == SNAP_ID_LEN) {
                /* A full id: its object's header names the sandbox it was
                 * captured in, whose ref lists it unless a prune dropped
                 * it there (a fork or restore lists it in another's too):
                 * that ref first, every ref only when it does not (it read
                 * and parsed every ref in the store, on S3 a LIST and a GET
                 * each).  Listed, not merely stored: an object no ref
                 * names is garbage (3), its chunks maybe swept already
                 * (gc.c sweeps them before it deletes such objects).  An
                 * object missing or damaged: every ref, as before (the
                 * answer a store that lost it gave). */
                void *obj;
                size_t olen;
                snap_info in;
                int rc = snap__object_get(s, prefix, &obj, &olen);
                if (rc == 0) {
                        rc = snap__object_parse(s, obj, olen, prefix, &in, NULL, NULL);
                        free(obj);
                }
                if (rc == 0 && sbx_name_ok(in.sandbox))     /* (6): a name, not a path */
                        sn__resolve_in(s, in.sandbox, prefix, pl, id, &found);
                if (found)
                        return 0;
        }
        char **names = NULL;
        size_t nn = 0;
        int rc = snap_sandboxes(s, &names, &nn);
        if (rc < 0)
                return rc;
        /* the second match ends the search; a full id has one */
        for (size_t k = 0; k < nn; k++) {
                if (found < 2 && !(found && pl == SNAP_ID_LEN))
                        sn__resolve_in(s, names[k], prefix, pl, id, &found);
                free(names[k]);
        }
        free(names);
        return found == 1 ? 0 : found ? -EEXIST : -ENOENT;
}

/* ---- objects ---- */
/* SBX_DEBUG=1: how long each phase of a capture took, on stderr. */
static void sn__phase(const char *what, int64_t *t)
{
        static int on = -1;
        if (on < 0)
                on = getenv("SBX_DEBUG") != NULL;
        int64_t now = sbx_mono_ns();
        if (on)
                sbx_log("%s %.1f ms", what, (double)(now - *t) / 1e6);
        *t = now;
}

/* ---- the plain trees of bases, cached: CACHE_DIR/trees/ID ----
** A file is the plain tree's SHA-256, then the plain tree.  A capture
** encodes its delta against these bytes, so a damaged file must never
** pass for the base: it is checked against its hash at every read, and
** a mismatch is a miss. */
#define SN_TREES_KEPT 16

static char *sn__tree_path(snap_store *s, const char *id)
{
        return sbx_asprintf("%s/trees/%s", fs_store_dir(s->st), id ? id : "");
}

/* Read base's cached plain tree: 0 (*buf from sbx_big_alloc), -ENOENT.
** Only S3 stores cache (in the host's cache_dir): a local store's base
** object is a file here, decoded in ~10 ms, and a store directory holds
** nothing but the store. */
static int sn__tree_cache_get(snap_store *s, const char *id, uint8_t **buf, size_t *len)
{
        if (!s->s3)
                return -ENOENT;
        sbx_autofree char *path = sn__tree_path(s, id);
        sbx_autoclose int fd = open(path, O_RDONLY | O_CLOEXEC);
        struct stat sb;
        uint8_t want[FS_HASH_LEN], got[FS_HASH_LEN];
        if (fd < 0 || fstat(fd, &sb) < 0 || sb.st_size < FS_HASH_LEN ||
            sbx_pread_all(fd, want, FS_HASH_LEN, 0) < 0)
                return -ENOENT;
        size_t n = (size_t)sb.st_size - FS_HASH_LEN;
        uint8_t *p = sbx_big_alloc(n);
        if (sbx_pread_all(fd, p, n, FS_HASH_LEN) < 0) {
                sbx_big_free(p);
                return -ENOENT;
        }
        fs_hash(p, n, got);
        if (memcmp(got, want, FS_HASH_LEN)) {
                sbx_log("%s: damaged; not used", path);
                sbx_big_free(p);
                unlink(path);
                return -ENOENT;
        }
        *buf = p;
        *len = n;
        return 0;
}

/* Keep id's plain tree (a cache: no fsync; a torn file fails its hash).
** The newest SN_TREES_KEPT stay. */
static void sn__tree_cache_put(snap_store *s, const char *id, const uint8_t *buf, size_t len)
{
        if (!s->s3)
                return;
        sbx_autofree char *dir = sn__tree_path(s, NULL);
        sbx_autofree char *path = sn__tree_path(s, id);
        sbx_autofree char *tmp = sbx_asprintf("%s.tmp.%d", path, (int)getpid());
        if (sbx_mkdir_p(dir, 0700) < 0)
                return;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
                return;
        uint8_t h[FS_HASH_LEN];
        fs_hash(buf, len, h);
        int rc = sbx_write_all(fd, h, FS_HASH_LEN);
        if (rc == 0)
                rc = sbx_write_all(fd, buf, len);
        close(fd);
        if (rc < 0 || rename(tmp, path) < 0) {
                unlink(tmp);
                return;
        }
        DIR *d = opendir(dir);
        struct { char name[SNAP_ID_LEN + 1]; int64_t mtime; } v[SN_TREES_KEPT + 1];
        size_t n = 0;
        struct dirent *e;
        while (d && (e = readdir(d))) {
                struct stat sb;
                if (strlen(e->d_name) != SNAP_ID_LEN || fstatat(dirfd(d), e->d_name, &sb, 0) < 0)
                        continue;
                memcpy(v[n].name, e->d_name, SNAP_ID_LEN + 1);      /* its length was checked */
                v[n++].mtime = sb.st_mtim.tv_sec * 1000000000ll + sb.st_mtim.tv_nsec;
                if (n == SN_TREES_KEPT + 1) {   /* one too many: the oldest goes */
                        size_t old = 0;
                        for (size_t i = 1; i < n; i++)
                                if (v[i].mtime < v[old].mtime)
                                        old = i;
                        if (strcmp(v[old].name, id))
                                unlinkat(dirfd(d), v[old].name, 0);
                        v[old] = v[--n];
                }
        }
        if (d)
                closedir(d);
}

typedef int (*sn_base_fn)(void *arg, const char *base, int pass, uint8_t **buf, size_t *len);
static int sn__parse(const uint8_t *obj, size_t olen, const char *id, snap_info *info,
                     snap_tree **tree, char tsum_out[SNAP_ID_LEN + 1], sn_base_fn base_fn, void *arg,
                     uint8_t **plain_out, size_t *plain_len);

/* Base's plain tree: from the cache, else its object (a whole one),
** decoded and cached.  0 (*buf from sbx_big_alloc) or -errno. */
static int sn__base_plain(snap_store *s, const char *base, uint8_t **buf, size_t *len, int cached_ok)
{
        if (cached_ok && sn__tree_cache_get(s, base, buf, len) == 0)
                return 0;
        void *obj;
        size_t olen;
        int rc = snap__object_get(s, base, &obj, &olen);
        if (rc < 0)
                return rc;
        /* a base is whole: no base of its own to ask for */
        rc = sn__parse(obj, olen, base, NULL, NULL, NULL, NULL, NULL, buf, len);
        free(obj);
        if (rc < 0)
                return rc;
        sn__tree_cache_put(s, base, *buf, *len);
        return 0;
}

/* The tree compressed: a delta from base's plain tree when that is cached
** here and the delta is small (at most 1/16 of the plain tree, about a
** fifth of a whole object, and 192 KiB), else whole; and the plain
** bytes' SHA-256.
** A thread's work, while the chunks upload. */
struct sn_zip {
        snap_store *s;
        const snap_tree *t;
        const char *base;               /* "" : whole */
        uint8_t *z;                     /* sbx_big_alloc()'d */
        size_t zl;                      /* or a zstd error code */
        int delta;
        char tsum[SNAP_ID_LEN + 1];
};

static size_t sn__zstd(const snap_tree *t, uint8_t *z, size_t cap, const uint8_t *prefix, size_t plen)
{
        ZSTD_CCtx *cx = ZSTD_createCCtx();
        if (!cx)
                return (size_t)-1;
        ZSTD_CCtx_setParameter(cx, ZSTD_c_compressionLevel, 1); /* block names do not compress */
        if (prefix) {
                unsigned wl = 20;
                while (wl < 30 && ((size_t)1 << wl) < plen + t->len)
                        wl++;
                ZSTD_CCtx_setParameter(cx, ZSTD_c_windowLog, (int)wl);
                /* level 1's 8K-entry table finds next to nothing in a
                ** 5 MB prefix; 128K entries find the rows that did not
                ** change (measured on the 24k-file tree: a 6 KB delta in
                ** 6 ms; long-distance matching: the same in 10-20 ms) */
                ZSTD_CCtx_setParameter(cx, ZSTD_c_hashLog, 17);
                /* ... up to a few MB: in a larger prefix the table holds
                ** only its last part, every delta outgrew its cap and
                ** went whole (100k files, 16 MB: 4 MB a capture).
                ** Long-distance matching indexes the whole window: 2.4
                ** KB in 20 ms there, 17 KB in 0.4 s for 160 MB.  The
                ** frame is the same: any decoder reads it (window up to
                ** 2^30, sn__parse's windowLogMax). */
                if (plen > SNAP_DELTA_LDM)
                        ZSTD_CCtx_setParameter(cx, ZSTD_c_enableLongDistanceMatching, 1);
                ZSTD_CCtx_refPrefix(cx, prefix, plen);
        }
        size_t n = ZSTD_compress2(cx, z, cap, t->buf, t->len);
        ZSTD_freeCCtx(cx);
        return n;
}

static void *sn__zip(void *arg)
{
        struct sn_zip *j = arg;
        int64_t t0 = sbx_mono_ns();
        uint8_t *bp = NULL;
        size_t bl = 0;
        /* A delta is at most 1/16 of the tree and 192 KiB (6-25 KB for a
         * turn over 24k files): its buffer is no bigger, below where
         * sbx_big_alloc maps huge pages, so only what zstd writes is
         * touched (an error from zstd: it would be bigger, go whole).
         * Fresh memory costs a hypervisor trap per 4 KiB page here. */
        if (*j->base && (j->s->s3 ? sn__tree_cache_get(j->s, j->base, &bp, &bl)
                                  : sn__base_plain(j->s, j->base, &bp, &bl, 0)) == 0) {
                size_t cap = j->t->len / 16 < (192u << 10) ? j->t->len / 16 : (192u << 10);
                j->z = sbx_big_alloc(cap);
                j->zl = sn__zstd(j->t, j->z, cap, bp, bl);
                sbx_big_free(bp);
                j->delta = !ZSTD_isError(j->zl);
                if (!j->delta)
                        sbx_big_free(j->z);
        }
        if (!j->delta) {
                size_t cap = ZSTD_compressBound(j->t->len);
                j->z = sbx_big_alloc(cap);
                j->zl = sn__zstd(j->t, j->z, cap, NULL, 0);
        }
        sn__hex_hash(j->t->buf, j->t->len, j->tsum);
        sn__phase(j->delta ? "capture: (tree compressed, a delta)" : "capture: (tree compressed, whole)", &t0);
        return NULL;
}

typedef struct { char **v; size_t n; } sn_strv;
static void sn__strv_freep(sn_strv *p) { snap__strv_free(p->v, p->n); }
#define sn__autostrv __attribute__((cleanup(sn__strv_freep)))
static void sn__gc_seen_freep(snap_gc_seen *p) { free(p->raw); }
#define sn__autogc __attribute__((cleanup(sn__gc_seen_freep)))

/* (9) Once the ref names snapshot id: if gc deleted (or may have) what it
** names meanwhile, take it off the ref again and fail (-ESTALE); a ref
** never names what is gone.  remote.c (4) says when. */
static int sn__capture_recheck(snap_store *s, const char *sandbox, const char *id,
                               const char *base, const sn_strv *packs, const snap_gc_seen *gc)
{
        char why[256] = "";
        int rc = snap__gc_recheck(s, gc, packs->v, packs->n, id, base, why, sizeof why);
        if (rc == 0)
                return 0;
        if (rc != -ESTALE)
                snprintf(why, sizeof why, "gc's document could not be checked again (%s)",
                         *snap_s3_error() ? snap_s3_error() : strerror(-rc));
        int un = sn__ref_update(s, sandbox, sn__edit_remove, (void *)id);
        if (un < 0 && un != -ENOENT) {
                sbx_log("capture of %s: %s; and its snapshot %.12s could not be taken off the ref "
                        "(%s): `sbxctl verify %s`, then capture again", sandbox, why, id,
                        *snap_s3_error() ? snap_s3_error() : strerror(-un), sandbox);
                return -EIO;    /* the ref may name it still: not "nothing recorded" */
        }
        sbx_log("capture of %s not recorded: %s%s; retry", sandbox, why,
                rc == -ESTALE ? " by gc on another host while its ref was written" : "");
        return rc == -ESTALE ? rc : -EIO;
}

int snap_capture(snap_store *s, const char *sandbox, snap_tree *t,
                 const char *label, snap_info *out)
{
        if (!sbx_name_ok(sandbox) || strlen(label ? label : "") >= sizeof ((snap_info *)0)->label)
                return -EINVAL;
        json_t *lj = json_string(label ? label : "");  /* JSON holds UTF-8 only */
        if (!lj)
                return -EILSEQ;
        json_decref(lj);
        /* (8); a tenth of the tree's read (30,000 files: 5 ms, against 45) */
        int64_t tp = sbx_mono_ns();
        const char *why;
        size_t fixed;
        if (snap_tree_check(t, &why, &fixed) < 0) {
                sbx_log("capture of %s refused: its tree is damaged: %s (`sbxctl verify %s` "
                        "names where); its latest snapshot stays the one before", sandbox, why, sandbox);
                return -EUCLEAN;
        }
        if (fixed)
                sbx_log("capture of %s: link counts corrected in %zu inode(s): not what their "
                        "names say, recorded as the names say (`sbxctl verify %s` names them)",
                        sandbox, fixed, sandbox);
        sn__phase("capture: tree checked", &tp);
        snap_info in = { 0 };
        sn__copy(in.sandbox, sizeof in.sandbox, sandbox);
        sn__copy(in.label, sizeof in.label, label);
        in.time_ns = sbx_now_ns();
        sn__count(t, &in);
        json_t *rdoc;
        sbx_autofree char *rraw = NULL; /* the ref as read: the first CAS's expectation */
        int rc = sn__ref_read(s, sandbox, &rdoc, &rraw);
        sn__phase("capture: ref read", &tp);
        if (rc < 0)
                return rc;
        /* the base: the parent's, or the parent when it is whole (5) */
        char base[SNAP_ID_LEN + 1] = "";
        json_t *snaps = json_object_get(rdoc, "snapshots");
        if (json_array_size(snaps)) {
                snap_info last = { 0 };
                sn__info_from(json_array_get(snaps, json_array_size(snaps) - 1), &last);
                memcpy(in.parent, last.id, SNAP_ID_LEN + 1);
                memcpy(base, last.base[0] ? last.base : last.id, sizeof base);
        }
        json_decref(rdoc);
        /* the compressed tree, made while the chunks go to the bucket */
        struct sn_zip zip = { .s = s, .t = t, .base = base };
        pthread_t zt;
        int zthread = pthread_create(&zt, NULL, sn__zip, &zip) == 0;
        if (!zthread)
                sn__zip(&zip);
        /* an S3 store: the chunks go to the bucket first (remote.c) */
        sn_strv packs sn__autostrv = { 0 };    /* named by the snapshot: its header, (9) */
        snap_gc_seen gc sn__autogc = { 0 };     /* gc's document at the start, (9) */
        int64_t t0 = sbx_boot_ns();             /* before the gc document is read */
        snap_push *pending = NULL;              /* pack PUTs still in flight */
        int base_condemned = 0;
        if (s->s3)
                rc = snap__push(s, t, &packs.v, &packs.n, &gc, &pending, base, &base_condemned);
        sn__phase("capture: chunks to the bucket", &tp);
        if (zthread)
                pthread_join(zt, NULL);
        uint8_t *z = zip.z;
        size_t zl = zip.zl;
        if (rc == 0 && ZSTD_isError(zl)) {
                snap__push_wait(pending);
                rc = -EIO;
        }
        if (rc < 0) {
                sbx_big_free(z);
                return rc;
        }
        const char *tsum = zip.tsum;
        if (zip.delta && base_condemned) {
                /* (5): gc may delete that base: whole after all, in a
                 * buffer for the whole (the delta's is 1/16 of it) */
                size_t cap = ZSTD_compressBound(t->len);
                sbx_big_free(z);
                z = sbx_big_alloc(cap);
                zl = sn__zstd(t, z, cap, NULL, 0);
                zip.delta = 0;
                if (ZSTD_isError(zl)) {
                        snap__push_wait(pending);
                        sbx_big_free(z);
                        return -EIO;
                }
        }
        if (zip.delta)
                memcpy(in.base, base, sizeof in.base);
        json_t *h = sn__info_json(&in, 1);
        json_object_del(h, "id");
        json_object_set_new(h, "format", json_integer(SNAP_FORMAT));
        json_object_set_new(h, "tree", json_pack("{s:s,s:I,s:I,s:s}", "codec",
                                                 zip.delta ? "zstd-delta" : "zstd",
                                                 "len", (json_int_t)zl, "plen", (json_int_t)t->len,
                                                 "sha256", tsum));
        if (s->s3) {
                json_t *pa = json_array();
                for (size_t i = 0; i < packs.n; i++)
                        json_array_append_new(pa, json_string(packs.v[i]));
                json_object_set_new(h, "packs", pa);
        }
        sbx_autofree char *hj = json_dumps(h, JSON_SORT_KEYS | JSON_COMPACT);
        json_decref(h);
        uint32_t hl = (uint32_t)strlen(hj);
        size_t olen = 8 + 4 + hl + zl;
        uint8_t *obj = sbx_big_alloc(olen);
        memcpy(obj, SNAP_MAGIC, 8);
        memcpy(obj + 8, &hl, 4);
        memcpy(obj + 12, hj, hl);
        memcpy(obj + 12 + hl, z, zl);
        sbx_big_free(z);
        sn__hex_hash(obj, olen, in.id);
        in.tree_bytes = olen;

        sbx_autofree char *key = sn__key(in.id);
        sn__phase("capture: object built", &tp);
        rc = s->b->put(s->b, key, obj, olen);                  /* (1) */
        sbx_big_free(obj);
        if (rc == 0 && !zip.delta)      /* a base for the next captures */
                sn__tree_cache_put(s, in.id, t->buf, t->len);
        sn__phase("capture: object stored", &tp);
        int up = snap__push_wait(pending);      /* the packs too, before the ref */
        if (rc < 0 || (rc = up) < 0)
                return rc;
        sn__phase("capture: packs stored", &tp);
        struct sn_capture_edit ce = { .in = &in, .had_ref = rraw != NULL, .behind = s->behind };
        if (s->holder) {
                snap_lease l;
                if ((rc = snap_lease_get(s->b, sandbox, &l)) < 0)
                        return rc;
                if (rc == 1 && !snap_lease_ours(l.holder, s->holder)) {
                        sbx_log("capture of %s refused: the sandbox runs on %s", sandbox, l.holder);
                        return -EBUSY;
                }
                /* held by us, or released (a tombstone): under generation l.gen */
                ce.fenced = rc == 1 || l.gen > 0;
                ce.gen = l.gen;
                if (s->holder_gen) {
                        /* the tree is from this host's take at holder_gen */
                        if (l.gen > s->holder_gen) {
                                sbx_log("capture of %s refused: another host ran it since this "
                                        "host's tree (lease generation %lld, this tree's %lld); "
                                        "wake it here to get the latest", sandbox,
                                        (long long)l.gen, (long long)s->holder_gen);
                                return -EBUSY;
                        }
                        ce.fenced = 1;
                        ce.gen = s->holder_gen;
                }
        }
        sn__phase("capture: lease checked", &tp);
        sn__test_pause("SBX_TEST_CAPTURE_PAUSE_MS");
        /* remote.c (3): on a clock that counts a suspend, as gc's does */
        if (s->s3 && gc.min_age > 0 && sbx_boot_ns() - t0 > gc.min_age * 500000000ll) {
                sbx_log("capture of %s took longer than half of gc's min_age (%llds): "
                        "not recorded, retry", sandbox, (long long)gc.min_age);
                return -ETIMEDOUT;
        }
        rc = sn__ref_update_b(s->b, sandbox, sn__edit_capture, &ce, 1, sbx_steal(&rraw));
        if (rc < 0)
                return rc;
        sn__phase("capture: ref written", &tp);
        if (s->s3) {                    /* (9) */
                rc = sn__capture_recheck(s, sandbox, in.id, zip.delta ? base : NULL, &packs, &gc);
                if (rc < 0)
                        return rc;
                sn__phase("capture: gc's document read again", &tp);
        }
        if (out)
                *out = in;
        return 0;
}

/* A delta's base plain tree: pass 0 may come from a cache, pass 1 must
** not.  0 (*buf from sbx_big_alloc) or -errno. */

/* An object's bytes checked against id and decoded: *tree parsed from its
** plain tree, or (plain_out) the plain tree's bytes only, checked against
** their SHA-256 (sbx_big_alloc()'d), sparing the index arrays a parse
** builds.  tree and plain_out may both be NULL (a check only). */
static int sn__parse(const uint8_t *obj, size_t olen, const char *id, snap_info *info,
                     snap_tree **tree, char tsum_out[SNAP_ID_LEN + 1], sn_base_fn base_fn, void *arg,
                     uint8_t **plain_out, size_t *plain_len)
{
        char got[SNAP_ID_LEN + 1];
        sn__hex_hash(obj, olen, got);
        if (id && strcmp(got, id))
                return -EBADMSG;
        uint32_t hl;
        if (olen < 12 || memcmp(obj, SNAP_MAGIC, 8))
                return -EBADMSG;
        memcpy(&hl, obj + 8, 4);
        if (hl > olen - 12)
                return -EBADMSG;
        json_error_t err;
        json_t *h = json_loadb((const char *)obj + 12, hl, 0, &err);
        if (!h)
                return -EBADMSG;
        int newer = snap__format_newer(h, "snapshot %s", got);
        if (newer < 0) {
                json_decref(h);
                return newer;
        }
        snap_info in = { 0 };
        sn__info_from(h, &in);
        memcpy(in.id, got, SNAP_ID_LEN + 1);
        in.tree_bytes = olen;
        json_t *tr = json_object_get(h, "tree");
        size_t zl = (size_t)json_integer_value(json_object_get(tr, "len"));
        size_t pl = (size_t)json_integer_value(json_object_get(tr, "plen"));  /* checked below */
        char tsum[SNAP_ID_LEN + 1];
        sn__copy(tsum, sizeof tsum, json_string_value(json_object_get(tr, "sha256")));
        int fmt = (int)json_integer_value(json_object_get(h, "format"));
        const char *codec = json_string_value(json_object_get(tr, "codec"));
        int delta = codec && !strcmp(codec, "zstd-delta");
        int ok = fmt == SNAP_FORMAT && codec && (delta ? sn__id_ok(in.base) : !strcmp(codec, "zstd") && !in.base[0]) &&
                 zl == olen - 12 - hl;
        /* (6) plen sizes the buffer the tree is decoded into */
        json_int_t jpl = json_integer_value(json_object_get(tr, "plen"));
        unsigned long long fcs = ok ? ZSTD_getFrameContentSize(obj + 12 + hl, zl) : 0;
        ok = ok && jpl >= 0 && (uint64_t)jpl <= SNAP_TREE_MAX && fcs != ZSTD_CONTENTSIZE_ERROR &&
             (fcs == ZSTD_CONTENTSIZE_UNKNOWN || fcs == (uint64_t)jpl);
        json_decref(h);
        if (!ok)
                return -EBADMSG;
        if (tsum_out)
                memcpy(tsum_out, tsum, sizeof tsum);
        if (tree || plain_out) {
                uint8_t *plain = sbx_big_alloc(pl);
                size_t n = (size_t)-1;
                int rc = 0;
                for (int pass = 0; pass < 2; pass++) {
                        uint8_t *bp = NULL;
                        size_t bl = 0;
                        if (delta) {
                                /* pass 0 may use the cache; pass 1 decodes the base again */
                                if (!base_fn || (rc = base_fn(arg, in.base, pass, &bp, &bl)) < 0)
                                        break;
                                ZSTD_DCtx *dx = ZSTD_createDCtx();
                                if (dx) {
                                        ZSTD_DCtx_setParameter(dx, ZSTD_d_windowLogMax, 30);
                                        ZSTD_DCtx_refPrefix(dx, bp, bl);
                                        n = ZSTD_decompressDCtx(dx, plain, pl, obj + 12 + hl, zl);
                                        ZSTD_freeDCtx(dx);
                                }
                                sbx_big_free(bp);
                        } else {
                                n = ZSTD_decompress(plain, pl, obj + 12 + hl, zl);
                        }
                        char psum[SNAP_ID_LEN + 1];
                        if (!ZSTD_isError(n))
                                sn__hex_hash(plain, n, psum);
                        if (!ZSTD_isError(n) && n == pl && !strcmp(psum, tsum))
                                break;
                        n = (size_t)-1;
                        if (!delta)
                                break;
                }
                if (rc == -ENOENT) {
                        sbx_log("snapshot %.12s: a delta on snapshot %s, which the store does "
                                "not hold", got, in.base);
                        rc = -ENOLINK;  /* the object is whole: its base is gone */
                }
                if (rc < 0 || ZSTD_isError(n)) {
                        sbx_big_free(plain);
                        return rc < 0 ? rc : -EBADMSG;
                }
                if (plain_out) {
                        *plain_out = plain;
                        *plain_len = pl;
                } else if ((rc = snap_tree_parse(plain, pl, tree)) < 0) {
                        return rc;
                } else {
                        /* tree.c (4): an object from a shared bucket (or
                         * a store another hand wrote) is from outside too:
                         * a crafted tree that sbxfs would trip on is
                         * damaged, for start, restore, fork and verify */
                        const char *why;
                        if (snap_tree_check(*tree, &why, NULL) < 0) {
                                sbx_log("snapshot %.12s: its tree is damaged: %s", got, why);
                                snap_tree_free(*tree);
                                *tree = NULL;
                                return -EUCLEAN;        /* the bytes are whole */
                        }
                }
        }
        if (info)
                *info = in;
        return 0;
}

static int sn__base_store(void *arg, const char *base, int pass, uint8_t **buf, size_t *len)
{
        return sn__base_plain(arg, base, buf, len, pass == 0);
}

/* Parse and check an object's bytes against id; tree may be NULL. */
int snap__object_parse(snap_store *s, const uint8_t *obj, size_t olen, const char *id,
                       snap_info *info, snap_tree **tree, char tsum_out[SNAP_ID_LEN + 1])
{
        int rc = sn__parse(obj, olen, id, info, tree, tsum_out, s ? sn__base_store : NULL, s, NULL, NULL);
        return rc == -ENOLINK ? -EBADMSG : rc;  /* damaged, to every caller (named above) */
}

struct sn_given { const char *id; const uint8_t *p; size_t n; };
static int sn__base_given(void *arg, const char *base, int pass, uint8_t **buf, size_t *len)
{
        struct sn_given *g = arg;
        if (pass || strcmp(base, g->id))
                return -EBADMSG;
        *buf = sbx_big_alloc(g->n);
        memcpy(*buf, g->p, g->n);
        *len = g->n;
        return 0;
}

int snap__object_parse_on(const char *base_id, const uint8_t *base_plain, size_t base_len,
                          const uint8_t *obj, size_t olen, const char *id, snap_info *info,
                          snap_tree **tree)
{
        struct sn_given g = { base_id, base_plain, base_len };
        return sn__parse(obj, olen, id, info, tree, NULL, sn__base_given, &g, NULL, NULL);
}

int snap__object_get(snap_store *s, const char *id, void **obj, size_t *olen)
{
        if (!sn__id_ok(id))
                return -ENOENT;
        sbx_autofree char *key = sn__key(id);
        return s->b->get(s->b, key, obj, olen);
}

/* The packs an object's header names (S3 stores). */
int snap__object_packs(const uint8_t *obj, size_t olen, char ***packs, size_t *n)
{
        uint32_t hl;
        *packs = NULL;
        *n = 0;
        if (olen < 12 || memcmp(obj, SNAP_MAGIC, 8))
                return -EBADMSG;
        memcpy(&hl, obj + 8, 4);
        if (hl > olen - 12)
                return -EBADMSG;
        json_t *h = json_loadb((const char *)obj + 12, hl, 0, NULL);
        if (!h)
                return -EBADMSG;
        json_t *pa = json_object_get(h, "packs"), *v;
        size_t i;
        char **out = sbx_calloc(json_array_size(pa) + 1, sizeof *out);
        json_array_foreach(pa, i, v) {
                const char *p = json_string_value(v);
                if (!p || strlen(p) != FS_PACK_ID || strspn(p, "0123456789abcdef") != FS_PACK_ID) {
                        json_decref(h);
                        snap__strv_free(out, i);
                        return -EBADMSG;
                }
                out[i] = sbx_strdup(p);
        }
        *n = json_array_size(pa);
        *packs = out;
        json_decref(h);
        return 0;
}

/* The tree's chunks are in the bucket's packs (S3 stores): learn those
** of them this host does not know, so that their chunks can be read. */
int snap__object_learn(snap_store *s, const uint8_t *obj, size_t olen)
{
        if (!s->s3)
                return 0;
        char **packs;
        size_t n;
        int rc = snap__object_packs(obj, olen, &packs, &n);
        if (rc == 0) {
                rc = snap__learn(s, packs, n);
                snap__strv_free(packs, n);
        }
        return rc;
}

int snap_load(snap_store *s, const char *id, snap_info *info, snap_tree **tree)
{
        void *obj;
        size_t olen;
        int64_t tp = sbx_mono_ns();
        int rc = snap__object_get(s, id, &obj, &olen);
        if (rc < 0)
                return rc;
        rc = sn__parse(obj, olen, id, info, tree, NULL, sn__base_store, s, NULL, NULL);
        if (tree)
                sn__phase("load: object read and decoded", &tp);
        if (rc == 0 && tree) {
                rc = snap__object_learn(s, obj, olen);
                sn__phase("load: packs learned", &tp);
                if (rc < 0) {
                        snap_tree_free(*tree);
                        *tree = NULL;
                        sbx_log("snapshot %s: its packs' indexes unreadable: %s", id, strerror(-rc));
                        free(obj);
                        return rc;
                }
        }
        free(obj);
        if (rc == -ENOLINK)             /* its base is missing: named by sn__parse */
                rc = -EBADMSG;
        else if (rc == -EBADMSG)
                sbx_log("snapshot %s: object corrupt (does not match its id or format)", id);
        if (rc == -EUCLEAN) {
                sbx_log("snapshot %s: refused: the object matches its id, but its tree is "
                        "inconsistent (above)", id);
                rc = -EBADMSG;  /* damaged, to every caller */
        }
        return rc;
}

int snap_info_digest(snap_store *s, const char *id, char hex[SNAP_ID_LEN + 1])
{
        void *obj;
        size_t olen;
        int rc = snap__object_get(s, id, &obj, &olen);
        if (rc < 0)
                return rc;
        rc = snap__object_parse(s, obj, olen, id, NULL, NULL, hex);
        free(obj);
        return rc;
}
