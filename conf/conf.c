/* conf.c: INI configuration through inih.
**
** (1) Unknown sections or keys are errors, named with file and line, so
**     a typo never silently falls back to a default.
** (2) A value is parsed by its key's type; a bad value names the key.
*/
#include "conf.h"
#include "../common/sbx.h"

#include <errno.h>
#include <ini.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

enum { T_STR, T_INT, T_SIZE, T_BOOL };

struct conf__key {
        const char *section, *key, *def;
        int type;
        size_t off;
};

static const struct conf__key conf__keys[] = {
#define K(sec, k, type, d) { #sec, #k, d, T_##type, offsetof(conf, sec##_##k) },
#include "keys.def"
#undef K
};

struct conf__parse {
        conf *c;
        char *err;
        int errlen;
        const char *file;
};

static int conf__set(conf *c, const struct conf__key *k, const char *v)
{
        char *p = (char *)c + k->off;
        int64_t n;
        switch (k->type) {
        case T_STR:
                free(*(char **)p);
                *(char **)p = sbx_strdup(v);
                return 0;
        case T_INT:
                if (sbx_parse_int(v, &n) < 0)
                        return -EINVAL;
                *(int64_t *)p = n;
                return 0;
        case T_SIZE:
                if (sbx_parse_size(v, &n) < 0)
                        return -EINVAL;
                *(int64_t *)p = n;
                return 0;
        case T_BOOL:
                if (!strcasecmp(v, "true") || !strcasecmp(v, "yes") || !strcmp(v, "1") ||
                    !strcasecmp(v, "on"))
                        *(int *)p = 1;
                else if (!strcasecmp(v, "false") || !strcasecmp(v, "no") ||
                         !strcmp(v, "0") || !strcasecmp(v, "off"))
                        *(int *)p = 0;
                else
                        return -EINVAL;
                return 0;
        }
        return -EINVAL;
}

static const char *conf__typename(int t)
{
        return t == T_INT ? "an integer" : t == T_SIZE ? "a size (e.g. 64M)" :
               t == T_BOOL ? "true or false" : "a string";
}

/* Keys that name a place on this host: an absolute path (or empty where
 * empty means "not set"), never one relative to wherever a command runs. */
static int conf__path_bad(const char *section, const char *name, const char *v)
{
        static const char *const paths[][2] = {
                { "sbx", "state_dir" }, { "store", "url" }, { "store", "cache_dir" },
                { "store", "credentials_file" }, { "exec", "rootfs" },
        };
        for (size_t i = 0; i < SBX_ARRAY_LEN(paths); i++) {
                if (strcmp(paths[i][0], section) || strcmp(paths[i][1], name))
                        continue;
                if (!strcmp(name, "url") && (!strncmp(v, "s3://", 5) || !strncmp(v, "file://", 7)))
                        v += strncmp(v, "s3://", 5) ? 7 : strlen(v);    /* s3: not a path */
                else if (!strcmp(name, "url") || !strcmp(name, "state_dir"))
                        return v[0] != '/';                             /* required */
                return v[0] && v[0] != '/';
        }
        return 0;
}

/* Debian's inih gives no line to the handler; ini_parse_file() returns
 * the line of the first error, and conf_load() puts it in front. */
static int conf__handler(void *user, const char *section, const char *name,
                         const char *value)
{
        struct conf__parse *cp = user;
        if (cp->err[0])
                return 0;       /* keep the first error: it is the one to fix */
        for (size_t i = 0; i < SBX_ARRAY_LEN(conf__keys); i++) {
                const struct conf__key *k = &conf__keys[i];
                if (strcmp(k->section, section) || strcmp(k->key, name))
                        continue;
                if (k->type == T_STR && conf__path_bad(section, name, value)) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': expected an absolute path",
                                 section, name, value);
                        return 0;
                }
                if (conf__set(cp->c, k, value) < 0) {
                        snprintf(cp->err, cp->errlen,
                                 "[%s] %s = '%s': expected %s",
                                 section, name, value, conf__typename(k->type));
                        return 0;
                }
                return 1;
        }
        snprintf(cp->err, cp->errlen, "[%s] %s: unknown key", section, name);
        return 0;
}

int conf_load(const char *path, conf **out, char *err, int errlen)
{
        conf *c = sbx_calloc(1, sizeof *c);
        for (size_t i = 0; i < SBX_ARRAY_LEN(conf__keys); i++)
                conf__set(c, &conf__keys[i], conf__keys[i].def);
        int explicit = 1;
        if (path && !*path) {           /* --config "": an unset variable, not "the default" */
                snprintf(err, errlen, "--config names no file (an empty path)");
                conf_free(c);
                return -1;
        }
        if (!path)
                path = getenv("SBX_CONFIG");
        if (!path || !*path) {
                path = "/etc/sbx/sbx.ini";
                explicit = 0;
        }
        FILE *f = fopen(path, "r");
        if (!f) {
                if (!explicit && errno == ENOENT) {
                        *out = c;       /* no file anywhere: defaults */
                        return 0;
                }
                snprintf(err, errlen, "%s: %s", path, strerror(errno));
                conf_free(c);
                return -1;
        }
        c->path = sbx_strdup(path);
        struct conf__parse cp = { c, err, errlen, path };
        err[0] = 0;
        int rc = ini_parse_file(f, conf__handler, &cp);
        fclose(f);
        if (rc != 0) {
                char what[400];
                snprintf(what, sizeof what, "%s", err[0] ? err : "syntax error");
                snprintf(err, errlen, "%s:%d: %s", path, rc, what);
                conf_free(c);
                return -1;
        }
        *out = c;
        return 0;
}

void conf_free(conf *c)
{
        if (!c)
                return;
        for (size_t i = 0; i < SBX_ARRAY_LEN(conf__keys); i++)
                if (conf__keys[i].type == T_STR)
                        free(*(char **)((char *)c + conf__keys[i].off));
        free(c->path);
        free(c);
}

void conf_dump(const conf *c, void *file)
{
        FILE *f = file;
        const char *last = "";
        for (size_t i = 0; i < SBX_ARRAY_LEN(conf__keys); i++) {
                const struct conf__key *k = &conf__keys[i];
                const char *p = (const char *)c + k->off;
                if (strcmp(last, k->section))
                        fprintf(f, "%s[%s]\n", i ? "\n" : "", k->section);
                last = k->section;
                int secret = strstr(k->key, "secret") != NULL;
                switch (k->type) {
                case T_STR:
                        fprintf(f, "%s = %s\n", k->key,
                                secret && **(char **)p ? "********" : *(char **)p);
                        break;
                case T_BOOL:
                        fprintf(f, "%s = %s\n", k->key, *(int *)p ? "true" : "false");
                        break;
                default:
                        fprintf(f, "%s = %lld\n", k->key, (long long)*(int64_t *)p);
                }
        }
}
