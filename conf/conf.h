/* conf.h: the sbx configuration (INI, read with inih).
**
** Every key is declared once in conf/keys.def and documented in
** conf/sbx.ini.  A file is found from an explicit path, then $SBX_CONFIG,
** then /etc/sbx/sbx.ini; with none of them present the defaults apply.
** A bad file is refused with a message naming file, line and key.
*/
#ifndef SBX_CONF_H
#define SBX_CONF_H

#include <stddef.h>
#include <stdint.h>

#define CONF_T_STR  char *
#define CONF_T_INT  int64_t
#define CONF_T_SIZE int64_t
#define CONF_T_BOOL int
#define CONF_T_DUR  int64_t         /* seconds */
/* bytes (>= 0), or a percentage of a disk's size given as "N%": minus
** its hundredths ("5%" is -500, "0.5%" -50); CONF_SPACE_PCT reads it */
#define CONF_T_SPACE int64_t
#define CONF_SPACE_PCT(v) ((v) < 0 ? -(v) : 0)

/* The least memory limit other than 0 (none): [exec] memory_max, a
** sandbox's stored limit memory, a command's --memory.  Below it the
** sandbox's init (2.5 MiB) or a command's start OOM-killed it (true took
** 0.5 MiB, python3 -c pass 4, node -e 0 15): every exec failed. */
#define CONF_MEMORY_MIN (16ll << 20)

typedef struct conf {
        char *path;             /* the file read, or NULL for defaults */
#define K(sec, key, type, def, least, most) CONF_T_##type sec##_##key;
#include "keys.def"
#undef K
} conf;

/* Load config.  path may be NULL (then $SBX_CONFIG, /etc/sbx/sbx.ini).
** On error returns -1 and puts a one-line message in err. */
int  conf_load(const char *path, conf **out, char *err, int errlen);
void conf_free(conf *c);
/* The i-th key (from 0) as conf_dump prints it, secrets masked: its
** section and name, its value (in buf or in c), and *kind 's' a string,
** 'n' an integer, 'b' true or false.  NULL past the last key. */
#define CONF_VAL 32
const char *conf_key(const conf *c, size_t i, const char **section, const char **key,
                     int *kind, char buf[CONF_VAL]);
/* Print every key with its value (secrets masked). */
void conf_dump(const conf *c, void *file);
/* 0 when [exec] rootfs is unset or a directory on this host, else -errno
** (-ENOTDIR for another file): what every start would fail on.  sbxexec
** checks it as it starts and config check too. */
int  conf_rootfs_check(const conf *c);

#endif
