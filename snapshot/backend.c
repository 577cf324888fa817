/* backend.c: the local-directory backend of the snapshot store.
**
** Layout of DIR/ (the same directory as the chunk store):
**      objects/XX/KEY...       immutable objects (key "objects/XX/ID")
**      refs/sandboxes/NAME     refs: small documents, replaced whole
**      refs/.lock              flock serialising compare-and-swap of refs
**
** Invariants, after any crash:
** (1) An object is written to a tmp file, fsynced, renamed into place and
**     its directory fsynced: a visible object is whole and durable.
** (2) A ref is replaced the same way, under refs/.lock, after comparing
**     its content to what the caller last read: no update is lost.
** (3) Tmp files (".tmp." in the name) are never visible as objects; list
**     skips them and gc removes them: objects/'s under its lock (gc.c),
**     refs/'s once old and their writer gone (tools/ ctl_tmps_sweep).
*/
#include "snapshot.h"
#include "../common/sbx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>

typedef struct local_backend {
        snap_backend b;                 /* first: the public face */
        char *dir;
} local_backend;

static char *lb__path(snap_backend *b, const char *key)
{
        return sbx_asprintf("%s/%s", ((local_backend *)b)->dir, key);
}

static int lb__key_ok(const char *key)
{
        return *key && *key != '/' && !strstr(key, "..") && !strstr(key, ".tmp.");
}

static int lb__mkparent(const char *path)
{
        sbx_autofree char *d = sbx_strdup(path);
        char *slash = strrchr(d, '/');
        if (!slash)
                return 0;
        *slash = 0;
        struct stat sb;
        if (stat(d, &sb) == 0)
                return 0;
        int rc = sbx_mkdir_p(d, 0700);
        /* a new directory (objects/XX) is synced into its parent, or a
         * power loss could drop an object that a synced ref names */
        if (rc == 0 && (slash = strrchr(d, '/')) != NULL) {
                *slash = 0;
                rc = sbx_fsync_dir(d);
        }
        return rc;
}

/* (1) */
static int lb_put(snap_backend *b, const char *key, const void *data, size_t len)
{
        if (!lb__key_ok(key))
                return -EINVAL;
        sbx_autofree char *path = lb__path(b, key);
        struct stat sb;
        if (stat(path, &sb) == 0)
                return 0;               /* immutable: already there */
        int rc = lb__mkparent(path);
        if (rc < 0)
                return rc;
        return sbx_write_file_atomic(path, data, len);
}

static int lb_get(snap_backend *b, const char *key, void **data, size_t *len)
{
        if (!lb__key_ok(key))
                return -EINVAL;
        sbx_autofree char *path = lb__path(b, key);
        char *buf;
        int rc = sbx_read_file(path, &buf, len);
        if (rc < 0)
                return rc;
        *data = buf;
        return 0;
}

static int lb_has(snap_backend *b, const char *key)
{
        if (!lb__key_ok(key))
                return -EINVAL;
        sbx_autofree char *path = lb__path(b, key);
        struct stat sb;
        if (stat(path, &sb) == 0)
                return 1;
        return errno == ENOENT ? 0 : -errno;
}

static void lb__push(char ***v, size_t *n, char *s)
{
        *v = sbx_realloc(*v, (*n + 1) * sizeof **v);
        (*v)[(*n)++] = s;
}

/* Files under DIR/rel, recursively, as keys "rel/..." */
static int lb__walk(const char *root, const char *rel, char ***v, size_t *n)
{
        sbx_autofree char *path = sbx_asprintf("%s/%s", root, rel);
        DIR *d = opendir(path);
        if (!d)
                return errno == ENOENT || errno == ENOTDIR ? 0 : -errno;
        struct dirent *e;
        int rc = 0;
        while ((e = readdir(d)) && !rc) {
                if (e->d_name[0] == '.' || strstr(e->d_name, ".tmp."))
                        continue;
                char *key = sbx_asprintf("%s/%s", rel, e->d_name);
                int isdir = e->d_type == DT_DIR;
                if (e->d_type == DT_UNKNOWN) {
                        struct stat sb;
                        sbx_autofree char *p = sbx_asprintf("%s/%s", root, key);
                        isdir = stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
                }
                if (isdir) {
                        rc = lb__walk(root, key, v, n);
                        free(key);
                } else {
                        lb__push(v, n, key);
                }
        }
        closedir(d);
        return rc;
}

static int lb__list_under(const char *root, const char *prefix, char ***keys, size_t *n)
{
        *keys = NULL;
        *n = 0;
        sbx_autofree char *rel = sbx_strdup(prefix);
        size_t l = strlen(rel);
        while (l && rel[l - 1] == '/')
                rel[--l] = 0;
        int rc = lb__walk(root, rel, keys, n);
        if (rc < 0) {
                for (size_t i = 0; i < *n; i++)
                        free((*keys)[i]);
                free(*keys);
                *keys = NULL;
                *n = 0;
        }
        return rc;
}

static int lb_list(snap_backend *b, const char *prefix, char ***keys, size_t *n)
{
        return lb__list_under(((local_backend *)b)->dir, prefix, keys, n);
}

static int lb_del(snap_backend *b, const char *key)
{
        if (!lb__key_ok(key))
                return -EINVAL;
        sbx_autofree char *path = lb__path(b, key);
        if (unlink(path) < 0)
                return -errno;
        sbx_autofree char *d = sbx_strdup(path);
        *strrchr(d, '/') = 0;
        return sbx_fsync_dir(d);
}

static char *lb__ref_path(snap_backend *b, const char *name)
{
        return sbx_asprintf("%s/refs/%s", ((local_backend *)b)->dir, name);
}

static int lb_ref_get(snap_backend *b, const char *name, char **data, size_t *len)
{
        if (!lb__key_ok(name))
                return -EINVAL;
        sbx_autofree char *path = lb__ref_path(b, name);
        return sbx_read_file(path, data, len);
}

/* (2) */
static int lb_ref_cas(snap_backend *b, const char *name, const char *expect, const char *data)
{
        if (!lb__key_ok(name))
                return -EINVAL;
        local_backend *lb = (local_backend *)b;
        sbx_autofree char *refs = sbx_asprintf("%s/refs", lb->dir);
        int rc = sbx_mkdir_p(refs, 0700);
        if (rc < 0)
                return rc;
        sbx_autofree char *lockp = sbx_asprintf("%s/.lock", refs);
        sbx_autoclose int fd = open(lockp, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
                return -errno;
        while (flock(fd, LOCK_EX) < 0)
                if (errno != EINTR)
                        return -errno;
        sbx_autofree char *path = lb__ref_path(b, name);
        sbx_autofree char *cur = NULL;
        rc = sbx_read_file(path, &cur, NULL);
        if (rc < 0 && rc != -ENOENT)
                return rc;
        if ((!expect) != (!cur) || (expect && strcmp(expect, cur)))
                return -EAGAIN;
        if (!data) {
                if (unlink(path) < 0)
                        return -errno;
                sbx_autofree char *d = sbx_strdup(path);
                *strrchr(d, '/') = 0;
                return sbx_fsync_dir(d);
        }
        if ((rc = lb__mkparent(path)) < 0)
                return rc;
        return sbx_write_file_atomic(path, data, strlen(data));
}

static int lb_ref_list(snap_backend *b, const char *prefix, char ***names, size_t *n)
{
        sbx_autofree char *root = sbx_asprintf("%s/refs", ((local_backend *)b)->dir);
        return lb__list_under(root, prefix, names, n);
}

static void lb_close(snap_backend *b)
{
        if (!b)
                return;
        free(((local_backend *)b)->dir);
        free(b);
}

int snap_backend_local(const char *dir, snap_backend **out)
{
        struct stat sb;
        if (stat(dir, &sb) < 0)
                return -errno;
        if (!S_ISDIR(sb.st_mode))
                return -ENOTDIR;
        local_backend *lb = sbx_calloc(1, sizeof *lb);
        lb->dir = sbx_strdup(dir);
        lb->b.put = lb_put;
        lb->b.get = lb_get;
        lb->b.has = lb_has;
        lb->b.list = lb_list;
        lb->b.del = lb_del;
        lb->b.ref_get = lb_ref_get;
        lb->b.ref_cas = lb_ref_cas;
        lb->b.ref_list = lb_ref_list;
        lb->b.close = lb_close;
        *out = &lb->b;
        return 0;
}
