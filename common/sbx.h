/* sbx.h: the small helpers every sbx program shares.
**
** Errors inside are 0 or -errno and never print; the edge (a CLI's main,
** a FUSE reply) converts once.  Log lines go to stderr with a program
** prefix set by sbx_log_init().
*/
#ifndef SBX_H
#define SBX_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

/* ---- release on every path (see STYLE.md section 4) ---- */
static inline void sbx__freep(void *p) { free(*(void **)p); }
static inline void sbx__closep(int *fd) { if (*fd >= 0) close(*fd); }
#define sbx_autofree  __attribute__((cleanup(sbx__freep)))
#define sbx_autoclose __attribute__((cleanup(sbx__closep)))
static inline void *sbx__steal(void *pp)
{ void **p = pp; void *v = *p; *p = NULL; return v; }
#define sbx_steal(pp) sbx__steal(pp)
static inline int sbx_steal_fd(int *fd) { int v = *fd; *fd = -1; return v; }

#define SBX_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- logging and dying ---- */
void sbx_log_init(const char *prog);
/* Open /dev/null onto whichever of fds 0-2 is closed, so that no socket
** or file the program opens later lands there (a write "to stdout" would
** go into it).  Every program calls it first. */
void sbx_std_fds(void);
/* Was fd (0-2) closed when sbx_std_fds ran?  Output for it has nowhere
** to go: a write of it fails (EBADF), as a shell's >&- makes it. */
int sbx_std_closed(int fd);
/* A SIGBUS (a store through a memory map the file system could not back:
** SQLite's -shm file on a full file system with blocks smaller than a
** page) says so on stderr and exits 1 (sbx_die_status), not "Bus error"
** and a core. */
void sbx_sigbus_explain(void);
void sbx_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "prog: <what>: strerror(-rc)" and exit(1) (sbx_die_status); rc 0
** omits strerror. */
void sbx_die(int rc, const char *fmt, ...)
        __attribute__((format(printf, 2, 3), noreturn));
/* The exit status of sbx_die and of sbx_sigbus_explain's exit from now
** on, 1 until set (sbxctl's exec and wait: 125, apart from the codes of
** the command they pass on). */
void sbx_die_status(int code);

/* ---- memory that cannot fail (abort on OOM) ---- */
void *sbx_malloc(size_t n);
void *sbx_calloc(size_t n, size_t sz);
void *sbx_realloc(void *p, size_t n);
char *sbx_strdup(const char *s);
/* p made absolute against the working directory (joined, not resolved:
** it need not exist yet), for a process about to chdir("/"); a copy of
** p when it is absolute or the working directory has no name. */
char *sbx_abspath(const char *p);

/* ---- big buffers (megabytes, filled once) ----
** On the VMs we run on, the first touch of each 4 KiB page of fresh
** memory traps to the hypervisor (15-20 us measured): filling a 5 MiB
** buffer costs more in traps than in work.  These map such buffers with
** transparent huge pages advised (one trap per 2 MiB).  Below 256 KiB, and
** under AddressSanitizer, they are malloc.  Memory is zeroed; free it
** with sbx_big_free() only. */
void *sbx_big_alloc(size_t n);
void *sbx_big_realloc(void *p, size_t n);      /* p may be NULL */
void  sbx_big_free(void *p);
char *sbx_asprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* s as one line of text for a terminal (a path, an agent's argv or
** result): \n, \\, \xNN for C0 controls and DEL and for each byte that
** is no part of a UTF-8 character (a raw 0x9b: CSI), \xc2\xNN for the
** C1 controls U+0080..U+009F (CSI, OSC, ...); malloc'd. */
char *sbx_escape_text(const char *s);
/* Length of the UTF-8 character at p as RFC 3629 has it (and jansson
** takes it: no overlong form, no surrogate, nothing above U+10FFFF), or
** 0 when the bytes there are none.  p is NUL-terminated. */
size_t sbx_utf8_len(const unsigned char *p);

/* ---- hex ---- */
void sbx_hex(const uint8_t *in, size_t n, char *out);   /* out: 2n+1 */
int  sbx_unhex(const char *in, uint8_t *out, size_t n);  /* -EINVAL */

/* ---- files ---- */
int sbx_mkdir_p(const char *path, unsigned mode);       /* 0 or -errno */
int sbx_rm_rf(const char *path);                        /* 0 or -errno */
/* sbx_rm_rf of the entry name of the directory dfd; a symlink is
** removed, never followed, at any depth. */
int sbx_rm_rf_at(int dfd, const char *name);
/* The names in the directory fd but "." and "..", read to the end on a
** fd of its own (*out: malloc'd array of malloc'd names).  0 or -errno. */
int  sbx_dir_names(int fd, char ***out, size_t *n);
void sbx_dir_names_free(char **v, size_t n);
/* A walk down a tree, or two side by side (sides 2: the same names in
** each), holding one fd per side whatever the depth and no C stack frame
** per level: each level's names are read when it is entered, and the
** way back up is "..", checked to be the directory it came from (else
** -ESTALE).  fd[0] is O_RDONLY, fd[1] O_PATH; sbx_walk_start enters the
** start(s), and the caller iterates lv[depth - 1].names with i, going
** down and up, never up from depth 1. */
typedef struct sbx_walk {
        int sides;
        int fd[2];
        struct sbx_walk_level {
                char **names;
                size_t n, i;
                dev_t dev[2];           /* the directory above, each side */
                ino_t ino[2];
        } *lv;
        size_t depth, cap;
        int err;                        /* the first error the caller noted */
} sbx_walk;
int  sbx_walk_start(sbx_walk *w, int dfd, const char *name, int dfd2, const char *name2);
int  sbx_walk_down(sbx_walk *w, const char *name, const char *name2);  /* 0 or -errno */
int  sbx_walk_up(sbx_walk *w);          /* 0 or -errno (-ESTALE: moved) */
void sbx_walk_free(sbx_walk *w);        /* closes the fds */
/* Write data to path atomically: tmp file, fsync, rename, fsync dir.
** Made 0600, root's alone: its callers write state and a local store's
** refs, records and snapshot objects, and a store may lie outside the
** 0700 state dir, in a directory others can read. */
int sbx_write_file_atomic(const char *path, const void *data, size_t len);
/* Read a whole (small) file; *out is NUL-terminated. */
int sbx_read_file(const char *path, char **out, size_t *len);
int sbx_fsync_dir(const char *path);
int sbx_write_all(int fd, const void *buf, size_t len);
/* rename(from, to); unless replace, -EEXIST when to exists (atomically:
** RENAME_NOREPLACE, or link and unlink where a filesystem lacks it). */
int sbx_rename_noreplace(const char *from, const char *to, int replace);
/* A log past max bytes (0: unbounded) moved aside: its content copied to
** PATH.1 (the one older copy kept), then PATH emptied in place, so that a
** daemon appending to it (O_APPEND) goes on at its start; what it wrote
** between the copy and the emptying is lost.  On a full disk PATH.1 is
** removed to make room (gone even if it was not enough), and the copy
** tried once more.  1 moved, 0 not
** (no file, or not past max), -errno. */
int sbx_log_rotate(const char *path, int64_t max);
int sbx_pread_all(int fd, void *buf, size_t len, off_t off);
int sbx_pwrite_all(int fd, const void *buf, size_t len, off_t off);

/* ---- time ---- */
int64_t sbx_now_ns(void);       /* CLOCK_REALTIME */
int64_t sbx_mono_ns(void);      /* CLOCK_MONOTONIC */
/* CLOCK_BOOTTIME: counts a suspend too, for a time other hosts' clocks
** also measure (a lease, gc's min_age) */
int64_t sbx_boot_ns(void);
/* A condvar whose timed waits run on CLOCK_MONOTONIC, and a wait on it
** until sbx_mono_ns() reaches until: a wall clock stepped back does not
** stretch the wait by the step (0 or ETIMEDOUT, as pthread's). */
void sbx_cond_init_mono(pthread_cond_t *c);
int  sbx_cond_wait_mono(pthread_cond_t *c, pthread_mutex_t *m, int64_t until);

/* ---- randomness ---- */
int sbx_random(void *buf, size_t n);

/* ---- names ---- */
/* A sandbox/tenant/agent name: [A-Za-z0-9][A-Za-z0-9._-]{0,63}. */
int sbx_name_ok(const char *name);
/* An environment variable's name: [A-Za-z_][A-Za-z0-9_]*.  sbxctl exec
** --env and the executor (any client of its socket) take no other. */
int sbx_env_name_ok(const char *name);
/* what sbx_name_ok() takes, for messages */
#define SBX_NAME_RULE "letters, digits, '.', '_', '-', a letter or digit first; no '..' or '.tmp.'; at most 64"
/* An S3 bucket name every store operation takes (snapshot/s3.c), and
** config load checks ([store] url): 3 to 63 bytes of a-z, 0-9, '.', '-'. */
int sbx_bucket_ok(const char *bucket);
/* what sbx_endpoint_ok() takes, for messages */
#define SBX_ENDPOINT_RULE "http:// or https://, a host (name, IPv4 or [IPv6]), an optional :PORT and /PATH"
/* An S3 endpoint URL every store operation takes (snapshot/s3.c), and
** config load checks ([store] endpoint): SBX_ENDPOINT_RULE. */
int sbx_endpoint_ok(const char *url);
#define SBX_BUCKET_RULE "3 to 63 of a-z, 0-9, '.', '-'"
/* Is process pid running (not gone, not a zombie waiting for its reaper)? */
int sbx_pid_alive(pid_t pid);
/* The work process pid has done so far: its CPU time in clock ticks
** plus the bytes it read and wrote (/proc/PID/io, where we may read
** it); -1 when it is gone.  A value that moves says busy, not stuck. */
int64_t sbx_pid_work(pid_t pid);
/* pid's CPU time so far (ns, utime + stime) and resident memory now
** (bytes); 0, or -ESRCH when it is gone. */
int sbx_pid_usage(pid_t pid, int64_t *cpu_ns, int64_t *rss);
/* Is process pid held in the open of a FIFO, waiting for its other end
** (/proc/PID/wchan says "wait_for_partner", fs/pipe.c)?  1 or 0. */
int sbx_pid_in_fifo_open(pid_t pid);
/* Waiting on a process that should be working: sbx_progress_moved() is 1
** while its work (sbx_pid_work) moved within the last stall_ns, else 0. */
typedef struct { pid_t pid; int64_t last, seen; } sbx_progress;
void sbx_progress_init(sbx_progress *p, pid_t pid);
int sbx_progress_moved(sbx_progress *p, int64_t stall_ns);
/* The process holding a file lock (flock, POSIX) that process pid waits
** for, from /proc/locks: its pid, 0 when pid waits for none. */
pid_t sbx_lock_blocker(pid_t pid);
/* The process holding a flock of file path (from /proc/locks, so the
** lock is not touched: taken to look, even at once let go, it would fail
** a holder's LOCK_NB on the way): its pid, 0 when none (or unknown).
** None only when three readings in a row miss it (a reading may skip a
** line, never show one not there). */
pid_t sbx_flock_holder(const char *path);
/* An SQLite database only its owner may read (it holds names, command
** lines): path, and its -wal and -shm where they exist, are made mode
** 0600; path is created so if missing (SQLite gives a new database and
** its -wal and -shm its mode).  0 or -errno. */
int sbx_private_db(const char *path);
/* What a failed SQLite call's result rc on db (NULL: no handle) means
** as -errno: SQLITE_FULL -ENOSPC, an I/O error whose system errno is
** ENOSPC or EDQUOT that (a full disk is not a failing one), SQLITE_BUSY
** and SQLITE_LOCKED -EBUSY, anything else -EIO (SQLITE_OK too: a call
** that failed without saying why).  Never 0.  (common/sqlite.c: only
** what opens a database links SQLite.) */
typedef struct sqlite3 sqlite3;
int sbx_sqlite_errno(sqlite3 *db, int rc);
/* Process pid's name (/proc/PID/comm) in buf, "?" when gone. */
const char *sbx_pid_comm(pid_t pid, char *buf, size_t cap);

/* ---- host-wide uid claims ----
** A sandbox runs as a uid of its own, given out by each state dir's
** catalog; two state dirs on one host would give the same ones.  The
** processes that serve a sandbox (its sbxfs, its sbxexec) hold a claim
** on its host uid while they run: a file per uid in SBX_UID_CLAIMS that
** names the claimant (the sandbox: its state dir and name) and that each
** holds flock'd shared.  A file no one holds is a free uid, whatever it
** names. */
#define SBX_UID_CLAIMS "/run/sbx/uids"
/* Claim uid for who: an fd to keep open while serving (the claim ends
** when the last holder closes it), or -EBUSY with the claimant in other,
** or -errno. */
int sbx_uid_claim(uint32_t uid, const char *who, char *other, size_t cap);
/* Is uid claimed by someone other than who?  1 (the claimant in other),
** 0 (free, or who's). */
int sbx_uid_claimed(uint32_t uid, const char *who, char *other, size_t cap);

/* ---- parsing numbers: "64M", "1G", "4096" ---- */
int sbx_parse_size(const char *s, int64_t *out);
int sbx_parse_int(const char *s, int64_t *out);
/* A duration into seconds: a number of seconds, or terms of a number and
** a unit, s min h d w y ("90s", "12h", "1d12h"); "m" alone is refused:
** minutes here, months to restic and borg.  0, -EINVAL, -ERANGE. */
int sbx_parse_duration(const char *s, int64_t *out);

/* Find a companion program: beside our own executable first, then PATH.
** Returns a malloc'd path or NULL. */
/* This program's executable, to run it again (buf, n bytes): the link of
** /proc/self/exe, less the " (deleted)" the kernel adds once the file was
** replaced (make install over a running sbxctl: the new one at that
** path, so a long-running reap --loop's gc still runs).  0 or -errno. */
int sbx_self_exe(char *buf, size_t n);
char *sbx_find_companion(const char *name);

#endif
