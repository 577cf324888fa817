/* acl.c: POSIX ACLs, which the kernel enforces and sbxfs keeps.
**
** With FUSE_CAP_POSIX_ACL the kernel checks ACLs itself but leaves two
** duties to the filesystem: keep the mode in step with an access ACL that
** is set, and give a new node the ACL its directory's default ACL implies
** (with the umask ignored when there is one: FUSE_CAP_DONT_MASK).
** The xattr format (linux/posix_acl_xattr.h): a le32 version 2, then
** entries {le16 tag, le16 perm, le32 id}.
*/
#include "fsd.h"
#include "../common/sbx.h"

#include <errno.h>
#include <string.h>

#define ACL_VERSION    2
#define ACL_USER_OBJ   0x01
#define ACL_USER       0x02
#define ACL_GROUP_OBJ  0x04
#define ACL_GROUP      0x08
#define ACL_MASK       0x10
#define ACL_OTHER      0x20

struct acl_ent { uint16_t tag, perm; uint32_t id; };

static int acl__valid(const void *val, size_t len)
{
        if (len < 4 || (len - 4) % 8)
                return 0;
        uint32_t v;
        memcpy(&v, val, 4);
        return v == ACL_VERSION;
}

int fs__acl_mode(const void *val, size_t len, uint32_t *mode)
{
        if (!acl__valid(val, len))
                return -EINVAL;
        const uint8_t *p = (const uint8_t *)val + 4;
        size_t n = (len - 4) / 8;
        int u = -1, g = -1, m = -1, o = -1;
        for (size_t i = 0; i < n; i++) {
                struct acl_ent e;
                memcpy(&e.tag, p + 8 * i, 2);
                memcpy(&e.perm, p + 8 * i + 2, 2);
                switch (e.tag) {
                case ACL_USER_OBJ:  u = e.perm & 7; break;
                case ACL_GROUP_OBJ: g = e.perm & 7; break;
                case ACL_MASK:      m = e.perm & 7; break;
                case ACL_OTHER:     o = e.perm & 7; break;
                }
        }
        if (u < 0 || g < 0 || o < 0)
                return -EINVAL;
        *mode = (*mode & ~0777u) | (uint32_t)(u << 6) | (uint32_t)((m >= 0 ? m : g) << 3) |
                (uint32_t)o;
        return 0;
}

static struct fs_xattr *acl__find(struct fs_inode *in, const char *name)
{
        for (struct fs_xattr *x = in->xattrs; x; x = x->next)
                if (!strcmp(x->name, name))
                        return x;
        return NULL;
}

/* Add an xattr the inode does not have (a new node's inherited ACL).
 * It counts in fs->xattr_bytes as fs_setxattr's do: the removal of any
 * xattr subtracts its size, and an unsigned count that lost more than it
 * gained wrapped, so that every later setxattr was ENOSPC and every
 * write with a byte quota EDQUOT.  FS_XATTR_MAX and the quota are not
 * checked: the node is made already, and each ACL is no larger than the
 * default ACL of its parent. */
static void acl__set(fsd *fs, struct fs_inode *in, const char *name, const void *val,
                     size_t len)
{
        struct fs_xattr *x = sbx_calloc(1, sizeof *x);
        x->name = sbx_strdup(name);
        x->val = sbx_malloc(len);
        memcpy(x->val, val, len);
        x->len = len;
        x->next = in->xattrs;
        in->xattrs = x;
        in->xattr_dirty = 1;
        fs->xattr_bytes += FS_XATTR_SIZE(x);
}

int fs__acl_inherit(fsd *fs, struct fs_inode *dir, struct fs_inode *in, uint32_t umask)
{
        struct fs_xattr *def = acl__find(dir, "system.posix_acl_default");
        if (!def || !acl__valid(def->val, def->len)) {
                in->mode &= ~(umask & 0777);
                return 0;
        }
        if (S_ISDIR(in->mode))
                acl__set(fs, in, "system.posix_acl_default", def->val, def->len);
        if (S_ISLNK(in->mode))
                return 0;
        /* posix_acl_create_masq(): the new mode limits the copied entries */
        uint8_t *acl = sbx_malloc(def->len);
        memcpy(acl, def->val, def->len);
        size_t n = (def->len - 4) / 8;
        uint32_t mode = in->mode;
        int named = 0;
        uint16_t *group_obj = NULL, *mask = NULL;
        for (size_t i = 0; i < n; i++) {
                uint16_t tag, *perm = (uint16_t *)(void *)(acl + 4 + 8 * i + 2);
                memcpy(&tag, acl + 4 + 8 * i, 2);
                switch (tag) {
                case ACL_USER_OBJ:
                        *perm &= (mode >> 6) | ~7u;
                        mode &= (uint32_t)(*perm << 6) | ~0700u;
                        break;
                case ACL_USER: case ACL_GROUP:
                        named = 1;
                        break;
                case ACL_GROUP_OBJ: group_obj = perm; break;
                case ACL_MASK:      mask = perm; break;
                case ACL_OTHER:
                        *perm &= mode | ~7u;
                        mode &= (uint32_t)*perm | ~0007u;
                        break;
                }
        }
        uint16_t *gp = mask ? mask : group_obj;
        if (gp) {
                *gp &= (mode >> 3) | ~7u;
                mode &= (uint32_t)(*gp << 3) | ~0070u;
        }
        in->mode = mode;
        if (named || mask)
                acl__set(fs, in, "system.posix_acl_access", acl, def->len);
        free(acl);
        return 0;
}

void fs__acl_chmod(struct fs_inode *in)
{
        struct fs_xattr *x = acl__find(in, "system.posix_acl_access");
        if (!x || !acl__valid(x->val, x->len))
                return;
        uint8_t *acl = x->val;
        size_t n = (x->len - 4) / 8;
        int has_mask = 0;
        for (size_t i = 0; i < n; i++) {
                uint16_t tag;
                memcpy(&tag, acl + 4 + 8 * i, 2);
                has_mask |= tag == ACL_MASK;
        }
        for (size_t i = 0; i < n; i++) {
                uint16_t tag, perm;
                memcpy(&tag, acl + 4 + 8 * i, 2);
                if (tag == ACL_USER_OBJ)
                        perm = (in->mode >> 6) & 7;
                else if (tag == ACL_MASK || (tag == ACL_GROUP_OBJ && !has_mask))
                        perm = (in->mode >> 3) & 7;
                else if (tag == ACL_OTHER)
                        perm = in->mode & 7;
                else
                        continue;
                memcpy(acl + 4 + 8 * i + 2, &perm, 2);
        }
        in->xattr_dirty = 1;
}

int fs__acl_is_minimal(const void *val, size_t len)
{
        if (!acl__valid(val, len))
                return 0;
        const uint8_t *p = (const uint8_t *)val + 4;
        for (size_t i = 0; i < (len - 4) / 8; i++) {
                uint16_t tag;
                memcpy(&tag, p + 8 * i, 2);
                if (tag != ACL_USER_OBJ && tag != ACL_GROUP_OBJ && tag != ACL_OTHER)
                        return 0;
        }
        return 1;
}

void fs__acl_map(const fsd *fs, void *val, size_t len, int out)
{
        if ((!fs->map_u && !fs->map_g) || !acl__valid(val, len))
                return;
        uint8_t *p = (uint8_t *)val + 4;
        for (size_t i = 0; i < (len - 4) / 8; i++, p += 8) {
                struct acl_ent e;
                memcpy(&e, p, sizeof e);
                if (e.tag == ACL_USER)
                        e.id = out ? fs__uid_out(fs, e.id) : fs__uid_in(fs, e.id);
                else if (e.tag == ACL_GROUP)
                        e.id = out ? fs__gid_out(fs, e.id) : fs__gid_in(fs, e.id);
                memcpy(p, &e, sizeof e);
        }
}

int fs__acl_move_ids(void *val, size_t len, const uint32_t u[2], const uint32_t g[2])
{
        if (!acl__valid(val, len))
                return 0;
        int n = 0;
        uint8_t *p = (uint8_t *)val + 4;
        for (size_t i = 0; i < (len - 4) / 8; i++, p += 8) {
                struct acl_ent e;
                memcpy(&e, p, sizeof e);
                const uint32_t *m = e.tag == ACL_USER ? u : e.tag == ACL_GROUP ? g : NULL;
                if (m && m[0] != m[1] && e.id == m[0]) {
                        e.id = m[1];
                        memcpy(p, &e, sizeof e);
                        n++;
                }
        }
        return n;
}
