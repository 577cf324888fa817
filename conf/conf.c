/* conf.c: INI configuration through inih.
**
** (1) Unknown sections or keys are errors, named with file and line, so
**     a typo never silently falls back to a default.
** (2) A value is parsed by its key's type and checked against its range;
**     a bad value names the key.
** (3) A key is set once: a second value, or an indented line that inih
**     takes as the previous value's continuation, is refused rather than
**     silently replacing the first.
** (4) Keys that bound one another are checked together once the file is
**     read ([exec] uid_base + uid_count within 2^31 - 1, leaving out uid
**     and gid), naming the one of them set last in the file: a value
**     every start would refuse is refused here, by config check too.
** (5) A comment starts a line with ';' or '#', or follows whitespace in
**     it ("state_dir = /x   # fast disk"); the comment and the whitespace
**     before it are no part of the value.  A '#' or ';' with no whitespace
**     before it is ("/x/a#b").
** (6) The first error in the file's order is the one reported, on its
**     own line: a line inih cannot parse ("spin_us 50", no '=') never
**     reaches the handler, so a bad value below it must not be reported
**     on its line.
** (7) Where sbx keeps what it owns: [sbx] state_dir is never "/" (sbx
**     makes it private, 0700, and takes its entries for its own), and a
**     local [store] url or a cache_dir (a chunk store either) never lies
**     where sbx takes each entry for its own: state_dir itself, or at or
**     under its sandboxes/ (each entry a sandbox: listed, adopted, and
**     removed whole by a delete of that name), locks/ or journal/ (swept,
**     folded and removed).  Paths are compared with "//", "." and ".."
**     folded, not through symlinks.  state_dir/store (the default) and
**     state_dir/cache are fine.
*/
#include "conf.h"
#include "../common/sbx.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ini.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

enum { T_STR, T_INT, T_SIZE, T_BOOL, T_DUR, T_SPACE };

struct conf__key {
        const char *section, *key, *def;
        int type;
        size_t off;
        int64_t least, most;
};

#define MAX     INT64_MAX
#define DAY     86400
#define YEARS   (3650 * DAY)
#define ID_MAX  4294967294ll    /* (uid_t)-1 means "no change" to setresuid */
static const struct conf__key conf__keys[] = {
#define K(sec, k, type, d, lo, hi) { #sec, #k, d, T_##type, offsetof(conf, sec##_##k), lo, hi },
#include "keys.def"
#undef K
};
#undef MAX
#undef DAY
#undef YEARS
#undef ID_MAX

#define CONF__NKEYS SBX_ARRAY_LEN(conf__keys)

struct conf__parse {
        conf *c;
        char *err;
        int errlen;
        const char *file;
        FILE *f;                                /* inih reads it through conf__read_line */
        int line;                               /* the line inih read last */
        int errline;                            /* the line of err: (6) */
        unsigned char set[CONF__NKEYS];         /* (3) */
};

/* A number too big for 64 bits (as such or with its suffix) is out of
 * range, not "not a number". */
static int conf__too_big(const char *v, int size)
{
        char *end;
        errno = 0;
        long long n = strtoll(v, &end, 10);
        if (end == v)
                return 0;
        if (errno == ERANGE)
                return 1;
        int64_t out;
        return size && n > 0 && sbx_parse_size(v, &out) == -ERANGE;
}

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
                        return conf__too_big(v, 0) ? -ERANGE : -EINVAL;
                if (n < k->least || n > k->most)
                        return -ERANGE;
                *(int64_t *)p = n;
                return 0;
        case T_SPACE: {
                size_t l = strlen(v);
                if (l && v[l - 1] == '%') {     /* digits, at most two decimals: to 90% */
                        int64_t h = 0;
                        int digits = 0, dec = -1;       /* decimals seen; -1: no point yet */
                        for (size_t i = 0; i + 1 < l; i++) {
                                if (v[i] == '.' && dec < 0 && digits) {
                                        dec = 0;
                                        continue;
                                }
                                if (!isdigit((unsigned char)v[i]) || dec == 2)
                                        return -EINVAL;
                                if (h > 9000 * 100)
                                        return -ERANGE;
                                h = h * 10 + (v[i] - '0');
                                digits++;
                                dec += dec >= 0;
                        }
                        if (!digits || dec == 0)
                                return -EINVAL;
                        for (int k = dec < 0 ? 0 : dec; k < 2; k++)
                                h *= 10;        /* hundredths of a percent */
                        if (h > 9000)
                                return -ERANGE;
                        *(int64_t *)p = -h;     /* 0%: none, as 0 */
                        return 0;
                }
        }
                /* fall through - a size */
        case T_SIZE:
                if (sbx_parse_size(v, &n) < 0)
                        return conf__too_big(v, 1) ? -ERANGE : -EINVAL;
                if (n < k->least || n > k->most)
                        return -ERANGE;
                *(int64_t *)p = n;
                return 0;
        case T_DUR: {
                int rc = sbx_parse_duration(v, &n);     /* -ERANGE: past int64 */
                if (rc < 0)
                        return rc;
                if (n < k->least || n > k->most)
                        return -ERANGE;
                *(int64_t *)p = n;
                return 0;
        }
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
               t == T_SPACE ? "a size (e.g. 1G) or a percentage of the disk (e.g. 5%, 0.5%; at most 90%)" :
               t == T_DUR ? "a duration (seconds, or e.g. 90s, 30min, 12h, 1d, 2w)" :
               t == T_BOOL ? "true or false" : "a string";
}

/* "from 1 to 86400", "at least 0": a key's range, for messages */
static const char *conf__range(const struct conf__key *k, char *buf, size_t cap)
{
        if (k->most == INT64_MAX)       /* past it: no 64 bits hold it */
                snprintf(buf, cap, "at least %lld, below 2^63%s", (long long)k->least,
                         k->type == T_SIZE || k->type == T_SPACE ? " bytes" : "");
        else
                snprintf(buf, cap, "from %lld to %lld", (long long)k->least, (long long)k->most);
        return buf;
}

/* "/var/lib/sbx/" names what "/var/lib/sbx" does, but sbxctl compares
 * paths under it with the kernel's (mountinfo): keep one spelling. */
static void conf__trim_slashes(char *p)
{
        size_t n = strlen(p);
        while (n > 1 && p[n - 1] == '/')
                p[--n] = 0;
}

/* p with "//", "/./" and "/x/.." folded, as the kernel walks it (its
 * symlinks aside): malloc'd, "/" for the root. */
static char *conf__path_fold(const char *p)
{
        char *out = sbx_calloc(1, strlen(p) + 2);
        size_t n = 0;
        while (*p) {
                size_t len = strcspn(p, "/");
                if (len == 2 && !strncmp(p, "..", 2)) {
                        while (n > 0 && out[--n] != '/')
                                ;
                } else if (len && !(len == 1 && *p == '.')) {
                        out[n++] = '/';
                        memcpy(out + n, p, len);
                        n += len;
                }
                p += len + (p[len] == '/');
        }
        if (!n)
                out[n++] = '/';
        out[n] = 0;
        return out;
}

/* Is the folded path at or under the folded dir? */
static int conf__at_or_under(const char *path, const char *dir)
{
        size_t n = strlen(dir);
        if (!strcmp(dir, "/"))
                return 1;
        return !strncmp(path, dir, n) && (path[n] == 0 || path[n] == '/');
}

/* Keys whose value is one of a few words. */
static int conf__word_bad(const char *section, const char *name, const char *v)
{
        if (!strcmp(section, "sbx") && !strcmp(name, "log_level"))
                return strcmp(v, "error") && strcmp(v, "info") && strcmp(v, "debug");
        return 0;
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
                if (!strcmp(name, "url") && !strncmp(v, "s3://", 5))
                        return 0;                                       /* not a path */
                if (!strcmp(name, "url") && !strncmp(v, "file://", 7))
                        return v[7] != '/';
                if (!strcmp(name, "url") || !strcmp(name, "state_dir"))
                        return v[0] != '/';                             /* required */
                return v[0] && v[0] != '/';
        }
        return 0;
}

/* Sizes where 0 means "no limit" and a small value leaves nothing
 * working: [exec] memory_max below CONF_MEMORY_MIN OOM-kills a sandbox's
 * init at its start, and every exec then fails naming nothing.  The least
 * such a key takes other than 0, or 0. */
static int64_t conf__floor(const char *section, const char *name)
{
        if (!strcmp(section, "exec") && !strcmp(name, "memory_max"))
                return CONF_MEMORY_MIN;
        return 0;
}

/* The first section that has a key of this name (today no two share
 * one), or NULL: the hint for a key put in the wrong section. */
static const char *conf__section_of(const char *name)
{
        for (size_t i = 0; i < CONF__NKEYS; i++)
                if (!strcmp(conf__keys[i].key, name))
                        return conf__keys[i].section;
        return NULL;
}

/* One key: 1, or 0 with err set. */
static int conf__take(struct conf__parse *cp, const char *section, const char *name,
                      const char *value)
{
        for (size_t i = 0; i < CONF__NKEYS; i++) {
                const struct conf__key *k = &conf__keys[i];
                if (strcmp(k->section, section) || strcmp(k->key, name))
                        continue;
                if (cp->set[i]++) {
                        snprintf(cp->err, cp->errlen, "[%s] %s: set again (once only; an indented line "
                                 "continues the value above it)", section, name);
                        return 0;
                }
                if (k->type == T_STR && conf__path_bad(section, name, value)) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': expected an absolute path",
                                 section, name, value);
                        return 0;
                }
                if (!strcmp(section, "sbx") && !strcmp(name, "state_dir")) {
                        sbx_autofree char *f = conf__path_fold(value);
                        if (!strcmp(f, "/")) {          /* (7) */
                                snprintf(cp->err, cp->errlen, "[%s] %s = '%s': the root directory: "
                                         "sbx makes its state dir private (0700) and takes what is "
                                         "in it for its own; name a directory of its own (e.g. "
                                         "/var/lib/sbx)", section, name, value);
                                return 0;
                        }
                }
                if (!strcmp(section, "store") && !strcmp(name, "url") && !strncmp(value, "s3://", 5) &&
                    (!value[5] || value[5] == '/')) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': names no bucket "
                                 "(s3://BUCKET/PREFIX)", section, name, value);
                        return 0;
                }
                if (!strcmp(section, "store") && !strcmp(name, "url") && !strncmp(value, "s3://", 5)) {
                        /* what every store operation would refuse (snapshot/s3.c) */
                        sbx_autofree char *b = strndup(value + 5, strcspn(value + 5, "/"));
                        if (!sbx_bucket_ok(b)) {
                                snprintf(cp->err, cp->errlen, "[%s] %s = '%s': bad bucket name '%s' "
                                         "(" SBX_BUCKET_RULE ")", section, name, value, b);
                                return 0;
                        }
                }
                if (!strcmp(section, "store") && !strcmp(name, "endpoint") && *value &&
                    !sbx_endpoint_ok(value)) {  /* what every store operation would refuse (s3.c) */
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': not an S3 endpoint URL "
                                 "(" SBX_ENDPOINT_RULE ")", section, name, value);
                        return 0;
                }
                if (k->type == T_STR && conf__word_bad(section, name, value)) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': expected error, info or debug",
                                 section, name, value);
                        return 0;
                }
                int rc = conf__set(cp->c, k, value);
                char r[64];
                int64_t fl = conf__floor(section, name);
                int64_t n = rc == 0 && fl ? *(int64_t *)((char *)cp->c + k->off) : 0;
                if (n > 0 && n < fl) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': out of range (0, or at least %lldM)",
                                 section, name, value, (long long)(fl >> 20));
                        return 0;
                }
                if (rc == -ERANGE) {
                        snprintf(cp->err, cp->errlen, "[%s] %s = '%s': out of range (%s)",
                                 section, name, value, k->type == T_SPACE && strchr(value, '%') ?
                                 "a percentage from 0.01% to 90%" : conf__range(k, r, sizeof r));
                        return 0;
                }
                if (rc < 0) {
                        snprintf(cp->err, cp->errlen,
                                 "[%s] %s = '%s': expected %s",
                                 section, name, value, conf__typename(k->type));
                        return 0;
                }
                return 1;
        }
        const char *home = conf__section_of(name);
        if (!*section && home)
                snprintf(cp->err, cp->errlen, "%s: outside any section (it belongs in [%s])",
                         name, home);
        else if (!*section)
                snprintf(cp->err, cp->errlen, "%s: unknown key, outside any section", name);
        else if (home)
                snprintf(cp->err, cp->errlen, "[%s] %s: unknown key (it belongs in [%s])",
                         section, name, home);
        else
                snprintf(cp->err, cp->errlen, "[%s] %s: unknown key", section, name);
        return 0;
}

/* Debian's inih gives no line to the handler: conf__read_line counts
 * them.  ini_parse_stream() returns the line of the first error, its own
 * or the handler's; conf_load() tells the two apart (6). */
static int conf__handler(void *user, const char *section, const char *name,
                         const char *value)
{
        struct conf__parse *cp = user;
        if (cp->err[0])
                return 0;       /* keep the first error: it is the one to fix */
        int ok = conf__take(cp, section, name, value);
        if (!ok)
                cp->errline = cp->line;
        return ok;
}

/* What inih does not say: a section of no key of ours that holds no key
 * (its keys would be refused), a section header with no ']' (inih takes
 * the lines after it as the last section's) or with text after it (inih
 * drops it), a NUL byte (inih ends the value there), and a line longer
 * than inih's buffer, which it would cut and read the rest of as another
 * line.  0, or the line of the first such. */
static int conf__prescan(FILE *f, char *err, int errlen)
{
        char *line = NULL;
        size_t cap = 0;
        ssize_t n;
        int lineno = 0, bad = 0;
        while (!bad && (n = getline(&line, &cap, f)) >= 0) {
                lineno++;
                while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
                        line[--n] = 0;
                if (n > INI_MAX_LINE - 2) {
                        snprintf(err, errlen, "line longer than %d characters", INI_MAX_LINE - 2);
                        bad = lineno;
                        break;
                }
                if (memchr(line, 0, (size_t)n)) {       /* inih would end the line there */
                        snprintf(err, errlen, "a NUL byte in the line");
                        bad = lineno;
                        break;
                }
                const char *p = line + strspn(line, " \t");
                const char *e = p[0] == '[' ? strchr(p, ']') : NULL;
                if (p[0] == '[' && !e) {        /* inih would go on in the last section */
                        snprintf(err, errlen, "%.40s: a section header without ']'", p);
                        bad = lineno;
                        break;
                }
                if (!e)
                        continue;
                const char *after = e + 1 + strspn(e + 1, " \t");
                if (*after && *after != ';' && *after != '#') {  /* inih drops it */
                        snprintf(err, errlen, "%.40s: text after a section header", p);
                        bad = lineno;
                        break;
                }
                int known = 0;
                for (size_t i = 0; i < CONF__NKEYS && !known; i++)
                        known = strlen(conf__keys[i].section) == (size_t)(e - p - 1) &&
                                !strncmp(conf__keys[i].section, p + 1, (size_t)(e - p - 1));
                if (!known) {
                        snprintf(err, errlen, "[%.*s]: unknown section", (int)(e - p - 1), p + 1);
                        bad = lineno;
                }
        }
        free(line);
        rewind(f);
        return bad;
}

/* (5) inih cuts an inline comment at a ';' after whitespace, but takes
 * '#' only at the start of a line (Debian's build: INI_INLINE_COMMENT_PREFIXES
 * ";"), so "state_dir = /x   # fast disk" named a directory with the
 * comment in it.  inih's reader, cutting each line at a '#' after
 * whitespace, and that whitespace, as inih cuts at ';': for every key. */
static char *conf__read_line(char *line, int cap, void *user)
{
        struct conf__parse *cp = user;
        if (!fgets(line, cap, cp->f))
                return NULL;
        cp->line++;             /* (6); conf__prescan refused longer lines */
        for (char *p = line + 1; *p; p++)
                if (*p == '#' && isspace((unsigned char)p[-1])) {
                        while (p > line && isspace((unsigned char)p[-1]))
                                p--;
                        *p = 0;
                        break;
                }
        return line;
}

/* The line of [section] key in f (0: not in it); f is rewound. */
static int conf__line_of(FILE *f, const char *section, const char *key)
{
        char *line = NULL, sec[64] = "";
        size_t cap = 0;
        int lineno = 0, at = 0;
        rewind(f);
        while (getline(&line, &cap, f) >= 0) {
                lineno++;
                const char *p = line + strspn(line, " \t");
                size_t n = strcspn(p, " \t=:]\r\n");
                if (p[0] == '[') {
                        n = strcspn(p + 1, "]");
                        snprintf(sec, sizeof sec, "%.*s", (int)n, p + 1);
                } else if (!strcmp(sec, section) && n == strlen(key) && !strncmp(p, key, n) &&
                           strchr("=:", p[n + strspn(p + n, " \t")]) && p[n + strspn(p + n, " \t")])
                        at = lineno;
        }
        free(line);
        rewind(f);
        return at;
}

/* (4) The sandboxes' uids, [exec] uid_base .. + uid_count: within 1 ..
** 2^31 - 1 (sbxctl's slots, user namespaces' maps) and clear of [exec]
** uid and gid.  0, or the line to blame with err set. */
static int conf__ids_check(struct conf__parse *cp, FILE *f)
{
        const conf *c = cp->c;
        int64_t lo = c->exec_uid_base, hi = lo + c->exec_uid_count;
        /* which keys take part, and what is wrong */
        static const char *const keys[] = { "uid_base", "uid_count", "uid", "gid" };
        int part[4] = { 1, 1, 0, 0 };
        char what[160];
        if (c->exec_uid_count <= 0)
                return 0;
        if (hi > INT32_MAX)
                snprintf(what, sizeof what, "uid_base %lld + uid_count %lld passes 2^31 - 1 (%d): "
                         "the sandboxes' uids must stay within 1 .. 2^31 - 1", (long long)lo,
                         (long long)c->exec_uid_count, INT32_MAX);
        else if ((part[2] = c->exec_uid >= lo && c->exec_uid < hi) ||
                 (part[3] = c->exec_gid >= lo && c->exec_gid < hi))
                snprintf(what, sizeof what, "the sandboxes' uids ([exec] uid_base %lld .. %lld) hold "
                         "[exec] %s %lld: they must leave it out", (long long)lo, (long long)hi - 1,
                         part[2] ? "uid" : "gid", (long long)(part[2] ? c->exec_uid : c->exec_gid));
        else
                return 0;
        /* blame the one of them set last in the file */
        int line = 0, k = -1;
        for (int i = 0; i < 4; i++) {
                int l = part[i] ? conf__line_of(f, "exec", keys[i]) : 0;
                if (l > line)
                        line = l, k = i;
        }
        if (k < 0)
                return 0;       /* the defaults: never so */
        int64_t v = k == 0 ? lo : k == 1 ? c->exec_uid_count : k == 2 ? c->exec_uid : c->exec_gid;
        snprintf(cp->err, cp->errlen, "[exec] %s = %lld: %s", keys[k], (long long)v, what);
        return line;
}

/* (7) A chunk store ([store] url when local, cache_dir) where sbx takes
** every entry for its own: 0, or the line to blame (the later of the two
** keys set in the file) with err set. */
static int conf__places_check(struct conf__parse *cp, FILE *f)
{
        const conf *c = cp->c;
        const char *url = c->store_url;
        if (!strncmp(url, "file://", 7))
                url += 7;
        const char *key[2] = { "url", "cache_dir" }, *val[2] = { url[0] == '/' ? url : "",
                                                                c->store_cache_dir };
        sbx_autofree char *sd = conf__path_fold(c->sbx_state_dir);
        static const char *const own[] = { "sandboxes", "locks", "journal" };
        for (int i = 0; i < 2; i++) {
                if (!val[i][0])
                        continue;
                sbx_autofree char *p = conf__path_fold(val[i]);
                char what[160] = "";
                if (!strcmp(p, sd))
                        snprintf(what, sizeof what, "is [sbx] state_dir itself, whose entries sbx "
                                 "takes for its own");
                for (size_t k = 0; !what[0] && k < SBX_ARRAY_LEN(own); k++) {
                        sbx_autofree char *d = sbx_asprintf("%s/%s", strcmp(sd, "/") ? sd : "", own[k]);
                        if (conf__at_or_under(p, d))
                                snprintf(what, sizeof what, "lies in [sbx] state_dir's %s/, %s", own[k],
                                         k ? "whose entries sbxctl sweeps and removes" :
                                         "whose every entry is taken for a sandbox (a delete of "
                                         "its name removes it whole)");
                }
                if (!what[0])
                        continue;
                int ls = conf__line_of(f, "sbx", "state_dir"), lk = conf__line_of(f, "store", key[i]);
                int blame_sd = ls > lk;
                sbx_autofree char *who = blame_sd ? sbx_asprintf("[store] %s %s ", key[i], val[i])
                                                  : sbx_strdup("");
                snprintf(cp->err, cp->errlen, "[%s] %s = '%s': %s%s: put the store elsewhere "
                         "(state_dir/store is fine)", blame_sd ? "sbx" : "store",
                         blame_sd ? "state_dir" : key[i], blame_sd ? c->sbx_state_dir : val[i],
                         who, what);
                return blame_sd ? ls : lk ? lk : 1;
        }
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
        /* a file named by the environment says so when it will not open:
         * a stale $SBX_CONFIG is not on the operator's command line */
        const char *from = "";
        if (!path) {
                path = getenv("SBX_CONFIG");
                from = " (from $SBX_CONFIG)";
        }
        if (!path || !*path) {
                path = "/etc/sbx/sbx.ini";
                from = "";
                explicit = 0;
        }
        /* named in errors as names are: the operator's bytes, escaped
         * (a newline made two lines of the error, an ESC reached the
         * terminal) */
        sbx_autofree char *ep = sbx_escape_text(path);
        /* not blocking in the open: a FIFO (or a device) would wait there
         * for a writer before the regular-file check below refused it */
        int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        FILE *f = fd < 0 ? NULL : fdopen(fd, "r");
        if (fd >= 0 && !f)
                close(fd);
        if (f)
                fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        if (!f) {
                if (!explicit && errno == ENOENT) {
                        *out = c;       /* no file anywhere: defaults */
                        return 0;
                }
                snprintf(err, errlen, "%s%s: %s", ep, from, strerror(errno));
                conf_free(c);
                return -1;
        }
        struct stat sb;
        if (fstat(fileno(f), &sb) == 0 && !S_ISREG(sb.st_mode)) {
                snprintf(err, errlen, "%s%s: not a regular file", ep, from);
                fclose(f);
                conf_free(c);
                return -1;
        }
        c->path = sbx_abspath(path);  /* handed to daemons that chdir("/") */
        struct conf__parse cp = { .c = c, .err = err, .errlen = errlen, .file = path, .f = f };
        err[0] = 0;
        int rc = conf__prescan(f, err, errlen);
        if (!rc) {
                rc = ini_parse_stream(conf__read_line, &cp, conf__handler, &cp);
                if (rc > 0 && rc != cp.errline)         /* (6) inih's own, before err's */
                        snprintf(err, errlen, "syntax error (expected KEY = VALUE)");
        }
        if (!rc)
                rc = conf__ids_check(&cp, f);
        if (!rc)
                rc = conf__places_check(&cp, f);
        fclose(f);
        conf__trim_slashes(c->sbx_state_dir);
        if (c->store_url[0] == '/')
                conf__trim_slashes(c->store_url);
        if (rc != 0) {
                char what[400];
                snprintf(what, sizeof what, "%s", err[0] ? err : "syntax error");
                snprintf(err, errlen, "%s:%d: %s", ep, rc, what);
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

const char *conf_key(const conf *c, size_t i, const char **section, const char **key,
                     int *kind, char buf[CONF_VAL])
{
        if (i >= CONF__NKEYS)
                return NULL;
        const struct conf__key *k = &conf__keys[i];
        const char *p = (const char *)c + k->off;
        *section = k->section;
        *key = k->key;
        *kind = k->type == T_STR ? 's' : k->type == T_BOOL ? 'b' : 'n';
        if (k->type == T_BOOL)
                return *(int *)p ? "true" : "false";
        if (k->type == T_SPACE && *(int64_t *)p < 0) {  /* "5%", "0.5%" */
                int64_t h = CONF_SPACE_PCT(*(int64_t *)p);
                if (h % 100)
                        snprintf(buf, CONF_VAL, "%lld.%0*lld%%", (long long)(h / 100),
                                 h % 10 ? 2 : 1, (long long)(h % 10 ? h % 100 : h % 100 / 10));
                else
                        snprintf(buf, CONF_VAL, "%lld%%", (long long)(h / 100));
                *kind = 's';
                return buf;
        }
        if (k->type != T_STR) {
                snprintf(buf, CONF_VAL, "%lld", (long long)*(int64_t *)p);
                return buf;
        }
        /* credentials: a secret not at all, an access key by its last
         * four characters (as `aws configure list` does) */
        const char *v = *(char **)p;
        size_t n = strlen(v);
        if (n && (strstr(k->key, "secret") || (strstr(k->key, "access_key") && n <= 8)))
                return "********";
        if (n && strstr(k->key, "access_key")) {
                snprintf(buf, CONF_VAL, "****%s", v + n - 4);
                return buf;
        }
        return v;
}

void conf_dump(const conf *c, void *file)
{
        const char *section, *key, *v, *last = "";
        char buf[CONF_VAL];
        int kind;
        for (size_t i = 0; (v = conf_key(c, i, &section, &key, &kind, buf)); i++) {
                if (strcmp(last, section))
                        fprintf(file, "%s[%s]\n", i ? "\n" : "", section);
                last = section;
                fprintf(file, "%s = %s\n", key, v);
        }
}

int conf_rootfs_check(const conf *c)
{
        struct stat st;
        const char *fs = c->exec_rootfs;
        if (!fs || !*fs)
                return 0;
        if (stat(fs, &st) < 0)
                return -errno;
        return S_ISDIR(st.st_mode) ? 0 : -ENOTDIR;
}
