/* export.c: one portable file holding a snapshot and its chunks.
**
** Format (little-endian):
**      "SBXEXP1\n"
**      u32 hlen, hlen bytes of JSON {"format":1, "id":ID, "sandbox":S,
**                                    "object_len":N, "chunks":N[, "base_len":N]
**                                    [, "as":NAME][, "tenant":T]}
**      a delta snapshot's base object (base_len bytes), when it has one
**      the snapshot object (object_len bytes; its SHA-256 is ID)
**      chunks records, each as in a pack: 44-byte header {hash[32],
**      plen u32, clen u32, codec u8, pad[3]} + clen stored bytes
**      "SBXEND1\n" + SHA-256 of every byte before it
** Chunks are copied as stored (no recompression).
**
** Import checks everything before it stores anything:
** (1) the trailer: a truncated file has none, a tampered one fails the sum;
** (2) the object against its id, every chunk against its name (decoded
**     and hashed), and that every chunk the tree names is in the file or
**     already in the store;
** (3) that the header names the sandbox the snapshot inside names (the
**     name it was captured under); the sandbox it goes in as is the
**     header's "as" (the name the export was asked of: the sandbox may
**     have been renamed since the capture), or that name in a file
**     without one (an older build's), which a caller reads
**     (snap_export_sandbox), checks and locks, with the tenant of the
**     sandbox exported, and the import goes in under it (or the
**     caller's new name), never under another;
** (4) that the tree is one sbxfs can serve (tree.c (4)): a name twice,
**     a cycle, a name holding '/' would otherwise be found only once the
**     ref names it, by a restore or by sbxfs; a link count below a file's
**     names, by no one until an unlink freed the file another name still
**     named, and the next capture recorded a tree no load accepts.
** Then it holds the gc lock shared while it puts the chunks (synced),
** then the object, then the ref: a crash leaves garbage at worst.
** (5) Export holds the store's gc lock shared while it copies chunks: gc
**     repacks and sweeps only under it held exclusive, so the pack the
**     index names for a chunk is there until export has read it.
** (6) Export writes FILE.tmp.PID and renames it onto FILE at its end; one
**     killed leaves its FILE.tmp.PID, which the next export to FILE
**     removes once no process PID runs.
** (7) FILE is made 0600 (less the umask), new (O_EXCL, never through a
**     symlink planted at FILE.tmp.PID): it holds every byte of the
**     workspace, whose secrets (a 0600 .env) the 0700 store and state
**     dir keep from other users; a 0644 export showed them to all.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <jansson.h>
#include <openssl/evp.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#define EXP_MAGIC "SBXEXP1\n"
#define END_MAGIC "SBXEND1\n"
#define REC_HDR   FS_REC_HDR

struct ex_out {
        int fd;
        EVP_MD_CTX *md;
        uint64_t bytes;
};

static int ex__write(struct ex_out *o, const void *d, size_t n)
{
        EVP_DigestUpdate(o->md, d, n);
        o->bytes += n;
        return sbx_write_all(o->fd, d, n);
}

struct ex_chunks {
        snap_seen *seen;
        uint8_t   *v;                   /* n * 32 distinct hashes */
        size_t     n, cap;
};

static int ex__collect(void *arg, const uint8_t *h, snap_file *f)
{
        (void)f;
        struct ex_chunks *c = arg;
        if (snap_seen_has(c->seen, h))
                return 0;
        snap_seen_add(c->seen, h);
        if (c->n == c->cap)
                c->v = sbx_realloc(c->v, (c->cap = c->cap ? 2 * c->cap : 1024) * 32);
        memcpy(c->v + c->n++ * 32, h, 32);
        return 0;
}

/* The pack last read from: consecutive chunks mostly share one. */
struct ex_pack { char *path; int fd; };

/* One chunk's record as stored in its pack (header + bytes). */
static int ex__record(fs_store *st, struct ex_pack *pk, const uint8_t *h, uint8_t **rec, size_t *len)
{
        char *pack;
        uint64_t off;
        uint32_t clen;
        int rc = fs_store_locate(st, h, &pack, &off, &clen);
        if (rc == -ENOENT && fs_store_has_remote(st)) {
                /* an S3 store: the chunk is in the bucket; bring it (checked) */
                void *plain;
                size_t pl;
                fs_chunk ch;
                if ((rc = fs_store_get(st, h, &plain, &pl)) < 0)
                        return rc;
                rc = fs_chunk_make(plain, pl, 3, &ch);
                free(plain);
                if (rc < 0)
                        return rc;
                *len = REC_HDR + ch.clen;
                *rec = sbx_malloc(*len);
                fs_rec_header_put(&ch, *rec);
                memcpy(*rec + REC_HDR, ch.data, ch.clen);
                free((void *)ch.data);
                return 0;
        }
        if (rc < 0)
                return rc == -ENOENT ? -ENOENT : rc;
        if (!pk->path || strcmp(pk->path, pack)) {
                if (pk->fd >= 0)
                        close(pk->fd);
                free(pk->path);
                pk->path = pack;
                pk->fd = open(pack, O_RDONLY | O_CLOEXEC);
        } else {
                free(pack);
        }
        if (pk->fd < 0 || off < REC_HDR)
                return pk->fd < 0 ? -errno : -EIO;
        *len = REC_HDR + clen;
        *rec = sbx_malloc(*len);
        rc = sbx_pread_all(pk->fd, *rec, *len, (off_t)(off - REC_HDR));
        if (rc == 0 && memcmp(*rec, h, 32))
                rc = -EIO;              /* the index and the pack disagree */
        if (rc < 0)
                free(*rec);
        return rc;
}

/* A record's fields (its bytes stay rec's).  Export checks each chunk it
** copies against its name (fs_chunk_check: a damaged one went into the
** file, found only by the import, maybe after the store was gone), import
** each one it takes: a chunk is stored only under its true name. */
static void ex__chunk_of(const uint8_t *rec, fs_chunk *c)
{
        fs_rec_header_get(rec, c);
        c->data = rec + REC_HDR;
}

/* (6) FILE.tmp.PID of exports to file whose process is gone. */
static void ex__clean_stale(const char *file)
{
        const char *slash = strrchr(file, '/');
        sbx_autofree char *dir = slash ? sbx_asprintf("%.*s/", (int)(slash - file), file) : sbx_strdup(".");
        sbx_autofree char *pre = sbx_asprintf("%s.tmp.", slash ? slash + 1 : file);
        size_t pl = strlen(pre);
        DIR *d = opendir(dir);
        if (!d)
                return;
        struct dirent *e;
        while ((e = readdir(d))) {
                const char *num = e->d_name + pl;
                char *end;
                if (strncmp(e->d_name, pre, pl) || *num < '1' || *num > '9')
                        continue;
                long pid = strtol(num, &end, 10);
                if (*end || pid <= 0 || pid > INT_MAX || pid == getpid())
                        continue;
                if (kill((pid_t)pid, 0) < 0 && errno == ESRCH)
                        unlinkat(dirfd(d), e->d_name, 0);
        }
        closedir(d);
}

int snap_export(snap_store *s, const char *id, const char *file, int replace, const char *as,
                const char *tenant, uint64_t *nchunks, uint64_t *nbytes)
{
        void *obj;
        size_t olen;
        snap_info info;
        snap_tree *t;
        void *bobj = NULL;
        size_t blen = 0;
        int rc = snap__object_get(s, id, &obj, &olen);
        if (rc < 0)
                return rc;
        /* a bucket's chunks this host never loaded: their packs first */
        if ((rc = snap__object_parse(s, obj, olen, id, &info, &t, NULL)) < 0 ||
            (rc = snap__object_learn(s, obj, olen)) < 0 ||
            (info.base[0] && (rc = snap__object_get(s, info.base, &bobj, &blen)) < 0)) {
                snap_tree_free(t);
                free(obj);
                return rc;
        }
        struct ex_chunks c = { snap_seen_new(0), NULL, 0, 0 };
        snap_tree_each_chunk(t, ex__collect, &c);
        snap_tree_free(t);
        ex__clean_stale(file);
        sbx_autofree char *tmp = sbx_asprintf("%s.tmp.%d", file, (int)getpid());
        unlink(tmp);            /* an earlier process's of this pid: it is gone (6) */
        struct ex_out o = { open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600),
                            EVP_MD_CTX_new(), 0 };  /* (7) */
        if (o.fd < 0) {
                rc = -errno;
                goto out;
        }
        EVP_DigestInit_ex(o.md, EVP_sha256(), NULL);
        json_t *h = json_pack("{s:i,s:s,s:s,s:I,s:I}", "format", SNAP_FORMAT, "id", id, "sandbox", info.sandbox,
                              "object_len", (json_int_t)olen, "chunks", (json_int_t)c.n);
        if (bobj)
                json_object_set_new(h, "base_len", json_integer((json_int_t)blen));
        if (as && *as)
                json_object_set_new(h, "as", json_string(as));
        if (tenant && *tenant)
                json_object_set_new(h, "tenant", json_string(tenant));
        char *hj = json_dumps(h, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(h);
        uint32_t hl = (uint32_t)strlen(hj);
        if ((rc = ex__write(&o, EXP_MAGIC, 8)) < 0 || (rc = ex__write(&o, &hl, 4)) < 0 ||
            (rc = ex__write(&o, hj, hl)) < 0 || (bobj && (rc = ex__write(&o, bobj, blen)) < 0) ||
            (rc = ex__write(&o, obj, olen)) < 0) {
                free(hj);
                goto out;
        }
        free(hj);
        fs_store *st = snap_chunks(s);
        if ((rc = fs_store_lock(st, FS_LOCK_SH)) < 0)         /* (5) */
                goto out;
        struct ex_pack pk = { NULL, -1 };
        for (size_t i = 0; i < c.n && !rc; i++) {
                uint8_t *rec = NULL;
                size_t rl = 0;
                fs_chunk ck;
                if ((rc = ex__record(st, &pk, c.v + i * 32, &rec, &rl)) == 0 &&
                    (ex__chunk_of(rec, &ck), fs_chunk_check(&ck) < 0)) {
                        free(rec);
                        rc = -EIO;
                }
                if (rc < 0) {
                        char hex[65];
                        sbx_hex(c.v + i * 32, 32, hex);
                        sbx_log("export: chunk %s: %s", hex, rc == -ENOENT ? "missing from the store" :
                                rc == -EIO ? "damaged in the store (its bytes are not its name's; "
                                "`sbxctl verify` names the snapshots that hold it)" : strerror(-rc));
                        break;
                }
                rc = ex__write(&o, rec, rl);
                free(rec);
                snap__progress("export", i + 1, o.bytes, 0);
        }
        fs_store_unlock(st);
        if (pk.fd >= 0)
                close(pk.fd);
        free(pk.path);
        if (rc < 0)
                goto out;
        snap__progress("export", c.n, o.bytes, 1);
        uint8_t sum[32];
        unsigned int sl = 32;
        EVP_DigestFinal_ex(o.md, sum, &sl);
        if ((rc = sbx_write_all(o.fd, END_MAGIC, 8)) < 0 || (rc = sbx_write_all(o.fd, sum, 32)) < 0)
                goto out;
        if (fsync(o.fd) < 0) {
                rc = -errno;
                goto out;
        }
        if ((rc = sbx_rename_noreplace(tmp, file, replace)) < 0)
                goto out;
        if (nchunks)
                *nchunks = c.n;
        if (nbytes)
                *nbytes = o.bytes + 40;
out:
        if (o.fd >= 0)
                close(o.fd);
        if (rc < 0)
                unlink(tmp);
        EVP_MD_CTX_free(o.md);
        snap_seen_free(c.seen);
        free(c.v);
        free(obj);
        free(bobj);
        return rc;
}

/* An import's file as the operator typed it, shown as names are
** (sbx_escape_text): a newline or ESC in it reached the terminal raw. */
static int ex__refuse(const char *file, const char *why)
{
        sbx_autofree char *ef = sbx_escape_text(file);
        sbx_log("import %s: refused: %s", ef, why);
        return -EBADMSG;
}

/* Is h a newer build's header?  Said (ex__refuse's way) when it is. */
static int ex__newer(const json_t *h, const char *file)
{
        sbx_autofree char *ef = sbx_escape_text(file);
        return snap__format_newer(h, "import %s: refused", ef);
}

struct im_need { snap_seen *have; fs_store *st; int missing; };
static int im__need(void *arg, const uint8_t *h, snap_file *f)
{
        struct im_need *n = arg;
        (void)f;
        if (!snap_seen_has(n->have, h) && fs_store_dedup(n->st, h) != 1)
                n->missing++;
        return 0;
}

int snap_export_sandbox(const char *file, char *name, size_t cap, char *tenant, size_t tcap)
{
        sbx_autoclose int fd = open(file, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        uint8_t head[12];
        uint32_t hl;
        if (sbx_pread_all(fd, head, sizeof head, 0) < 0 || memcmp(head, EXP_MAGIC, 8))
                return -EBADMSG;
        memcpy(&hl, head + 8, 4);
        if (hl > (1u << 20))
                return -EBADMSG;
        sbx_autofree char *hj = sbx_malloc(hl + 1);
        if (sbx_pread_all(fd, hj, hl, 12) < 0)
                return -EBADMSG;
        json_t *h = json_loadb(hj, hl, 0, NULL);
        if (h && ex__newer(h, file) < 0) {
                json_decref(h);
                return -ENOTSUP;        /* said */
        }
        json_t *ja = json_object_get(h, "as"), *jt = json_object_get(h, "tenant");
        const char *n = ja ? json_string_value(ja) : /* an older build's: the captured name */
                        json_string_value(json_object_get(h, "sandbox"));
        const char *t = json_string_value(jt);
        int rc = n && sbx_name_ok(n) && strlen(n) < cap ? 0 : -EBADMSG;
        if (rc == 0 && jt && (!t || !sbx_name_ok(t) || strlen(t) >= tcap))
                rc = -EBADMSG;          /* there, but no name: not taken for none */
        if (rc == 0) {
                snprintf(name, cap, "%s", n);
                snprintf(tenant, tcap, "%s", t ? t : "");
        }
        json_decref(h);
        return rc;
}

int snap_import(snap_store *s, const char *file, const char *sandbox, snap_info *info,
                uint64_t *nchunks)
{
        sbx_autoclose int fd = open(file, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
                return -errno;
        struct stat sb;
        if (fstat(fd, &sb) < 0)
                return -errno;
        size_t size = (size_t)sb.st_size;
        if (size < 8 + 4 + 40)
                return ex__refuse(file, "truncated (too short to be an export)");
        const uint8_t *m = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (m == MAP_FAILED)
                return -errno;
        int rc = 0;
        fs_chunk *ch = NULL;
        snap_tree *t = NULL, *bt = NULL;
        snap_seen *have = snap_seen_new(0);
        size_t nch = 0;
        /* (1) */
        if (memcmp(m, EXP_MAGIC, 8)) {
                rc = ex__refuse(file, "not an sbx export");
                goto out;
        }
        if (memcmp(m + size - 40, END_MAGIC, 8)) {
                rc = ex__refuse(file, "truncated (no trailer)");
                goto out;
        }
        uint8_t sum[32];
        fs_hash(m, size - 40, sum);
        if (memcmp(sum, m + size - 32, 32)) {
                rc = ex__refuse(file, "checksum mismatch (the file was altered or damaged)");
                goto out;
        }
        /* (2) */
        uint32_t hl;
        memcpy(&hl, m + 8, 4);
        if (hl > size - 52) {
                rc = ex__refuse(file, "bad header");
                goto out;
        }
        json_t *h = json_loadb((const char *)m + 12, hl, 0, NULL);
        if (h && ex__newer(h, file) < 0) {
                json_decref(h);
                rc = -EBADMSG;          /* a refusal, said */
                goto out;
        }
        const char *id = json_string_value(json_object_get(h, "id"));
        const char *hname = json_string_value(json_object_get(h, "sandbox"));
        char hbuf[256] = "";
        if (hname)
                snprintf(hbuf, sizeof hbuf, "%s", hname);
        size_t olen = (size_t)json_integer_value(json_object_get(h, "object_len"));
        size_t blen = (size_t)json_integer_value(json_object_get(h, "base_len"));
        char idbuf[SNAP_ID_LEN + 1] = "";
        if (id)
                snprintf(idbuf, sizeof idbuf, "%s", id);
        json_decref(h);
        const uint8_t *p = m + 12 + hl, *end = m + size - 40;
        /* a delta's base first: a whole object, its tree the delta's prefix */
        const uint8_t *bobj = p;
        snap_info binfo;
        if (blen > (size_t)(end - p) ||
            (blen && (rc = snap__object_parse(NULL, bobj, blen, NULL, &binfo, &bt, NULL)) < 0)) {
                rc = ex__refuse(file, rc == -ENOTSUP ? "the base snapshot inside is a newer build's (above)"
                                      : "the base snapshot inside is damaged");
                goto out;
        }
        p += blen;
        /* (4) a tree sbxfs can serve (the parse checks it), before
         * anything is stored */
        rc = !*idbuf || olen > (size_t)(end - p) ? -EBADMSG :
             bt ? snap__object_parse_on(binfo.id, bt->buf, bt->len, p, olen, idbuf, info, &t)
                : snap__object_parse(NULL, p, olen, idbuf, info, &t, NULL);
        if (rc < 0) {
                rc = ex__refuse(file, rc == -EUCLEAN ? "the tree inside is damaged (above)" :
                                      rc == -ENOTSUP ? "the snapshot inside is a newer build's (above)"
                                      : "the snapshot inside is damaged or does not match its id");
                goto out;
        }
        /* (3) the name the caller checked and locked is the header's */
        if (strcmp(hbuf, info->sandbox)) {
                rc = ex__refuse(file, "its header names another sandbox than the snapshot inside");
                goto out;
        }
        const uint8_t *obj = p;
        p += olen;
        size_t cap = 0;
        while (p < end) {
                if ((size_t)(end - p) < REC_HDR) {
                        rc = ex__refuse(file, "a chunk record is cut short");
                        goto out;
                }
                fs_chunk c;
                ex__chunk_of(p, &c);
                if (c.clen > (size_t)(end - p) - REC_HDR) {
                        rc = ex__refuse(file, "a chunk record is cut short");
                        goto out;
                }
                /* decode and hash: a chunk is stored only under its true name */
                if (fs_chunk_check(&c) < 0) {
                        char hex[65], why[128];
                        sbx_hex(c.hash, 32, hex);
                        snprintf(why, sizeof why, "a chunk does not match its name (%.16s...)", hex);
                        rc = ex__refuse(file, why);
                        goto out;
                }
                if (nch == cap)
                        ch = sbx_realloc(ch, (cap = cap ? 2 * cap : 1024) * sizeof *ch);
                ch[nch++] = c;
                snap_seen_add(have, c.hash);
                p += REC_HDR + c.clen;
                snap__progress("import: check", nch, (uint64_t)(p - m), 0);
        }
        fs_store *st = snap_chunks(s);
        if ((rc = fs_store_lock(st, FS_LOCK_SH)) < 0)
                goto out;
        struct im_need need = { have, st, 0 };
        snap_tree_each_chunk(t, im__need, &need);
        if (need.missing) {
                fs_store_unlock(st);
                rc = ex__refuse(file, "chunks the snapshot needs are not in it");
                goto out;
        }
        /* store: chunks (synced), object, then the ref */
        for (size_t i = 0; i < nch && !rc;) {
                size_t k = i, bytes = 0;
                while (k < nch && k - i < 4096 && bytes < (64u << 20))
                        bytes += ch[k++].clen;
                rc = fs_store_put(st, ch + i, k - i);
                i = k;
                snap__progress("import: store", i, 0, i == nch);
        }
        if (!rc && snap_s3_client(s)) {
                /* an S3 store: the chunks go to the bucket and the object
                ** must name their packs, so the import is a new capture of
                ** the same tree (its own id and time; label and parent kept) */
                snap_info in;
                snap_set_behind(s, 1);
                rc = snap_capture(s, sandbox ? sandbox : info->sandbox, t, info->label, &in);
                snap_set_behind(s, 0);
                if (!rc)
                        *info = in;
        } else if (!rc) {
                snap_backend *b = snap_objects(s);
                if (bt) {                       /* the base before what names it */
                        char *bkey = sbx_asprintf("objects/%.2s/%s", binfo.id, binfo.id);
                        rc = b->put(b, bkey, bobj, blen);
                        free(bkey);
                }
                char *key = sbx_asprintf("objects/%.2s/%s", idbuf, idbuf);
                if (!rc)
                        rc = b->put(b, key, obj, olen);
                free(key);
                if (!rc) {
                        snap_set_behind(s, 1);
                        rc = snap_ref_add(s, sandbox ? sandbox : info->sandbox, info);
                        snap_set_behind(s, 0);
                }
        }
        fs_store_unlock(st);
        if (!rc && nchunks)
                *nchunks = nch;
out:
        snap_tree_free(t);
        snap_tree_free(bt);
        snap_seen_free(have);
        free(ch);
        munmap((void *)m, size);
        return rc;
}
