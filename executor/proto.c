/* proto.c: the wire format shared by sbxexec and its clients.
**
** A connection carries JSON objects, one per line (PROTOCOL.md).  Bytes
** of output and input travel base64-encoded in a "data" member, so every
** line is valid UTF-8 JSON whatever a command prints.
** (1) A line is at most EXEC__LINE_MAX bytes; a longer one ends the
**     connection (never a partial parse).
*/
#include "exec.h"
#include "internal.h"
#include "../common/sbx.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static const char exec__b64[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

char *exec_b64_encode(const void *data, size_t n)
{
        const unsigned char *p = data;
        char *out = sbx_malloc((n + 2) / 3 * 4 + 1), *o = out;
        size_t i = 0;
        for (; i + 2 < n; i += 3) {
                uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
                *o++ = exec__b64[v >> 18];
                *o++ = exec__b64[(v >> 12) & 63];
                *o++ = exec__b64[(v >> 6) & 63];
                *o++ = exec__b64[v & 63];
        }
        if (i < n) {
                uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0);
                *o++ = exec__b64[v >> 18];
                *o++ = exec__b64[(v >> 12) & 63];
                *o++ = i + 1 < n ? exec__b64[(v >> 6) & 63] : '=';
                *o++ = '=';
        }
        *o = 0;
        return out;
}

static int exec__b64val(char c)
{
        if (c >= 'A' && c <= 'Z') return c - 'A';
        if (c >= 'a' && c <= 'z') return c - 'a' + 26;
        if (c >= '0' && c <= '9') return c - '0' + 52;
        if (c == '+') return 62;
        if (c == '/') return 63;
        return -1;
}

int exec_b64_decode(const char *s, unsigned char **out, size_t *n)
{
        size_t len = strlen(s);
        unsigned char *buf = sbx_malloc(len / 4 * 3 + 3), *o = buf;
        uint32_t acc = 0;
        int bits = 0;
        for (size_t i = 0; i < len; i++) {
                if (s[i] == '=')
                        break;
                int v = exec__b64val(s[i]);
                if (v < 0) {
                        free(buf);
                        return -EINVAL;
                }
                acc = acc << 6 | (uint32_t)v;
                bits += 6;
                if (bits >= 8) {
                        bits -= 8;
                        *o++ = (unsigned char)(acc >> bits);
                }
        }
        *n = (size_t)(o - buf);
        *out = buf;
        return 0;
}

/* ---- line buffer: bytes in, complete lines out ---- */
void exec__lbuf_add(exec__lbuf *b, const char *data, size_t n)
{
        if (b->len + n > b->cap) {
                b->cap = (b->len + n) * 2 + 256;
                b->buf = sbx_realloc(b->buf, b->cap);
        }
        memcpy(b->buf + b->len, data, n);
        b->len += n;
}

/* Take the next complete line as JSON: 1 and *out, 0 if none yet,
** -EPROTO on bad JSON, -EMSGSIZE on a line past the limit (1). */
int exec__lbuf_take(exec__lbuf *b, json_t **out)
{
        /* Taken lines move the offset; the rest moves to the front once,
         * when no whole line is left: a memmove a line cost 1.4 s of CPU
         * for 20 MiB of tiny lines, and so does scanning a long line's
         * bytes again at each read */
        char *start = b->buf + b->off;
        size_t avail = b->len - b->off;
        char *nl = avail > b->scan ? memchr(start + b->scan, '\n', avail - b->scan) : NULL;
        if (!nl) {
                if (b->off) {
                        memmove(b->buf, start, avail);
                        b->len = avail;
                        b->off = 0;
                }
                b->scan = avail;
                return avail > EXEC__LINE_MAX ? -EMSGSIZE : 0;
        }
        size_t ll = (size_t)(nl - start);
        if (ll > EXEC__LINE_MAX)
                return -EMSGSIZE;
        json_error_t je;
        json_t *j = json_loadb(start, ll, 0, &je);
        b->off += ll + 1;
        b->scan = 0;
        if (b->off == b->len) {
                b->off = b->len = 0;
                if (b->cap > (1 << 20)) {       /* a long line's buffer goes with it */
                        free(b->buf);
                        b->buf = NULL;
                        b->cap = 0;
                }
        }
        if (!j || !json_is_object(j)) {
                json_decref(j);
                return -EPROTO;
        }
        *out = j;
        return 1;
}

void exec__lbuf_free(exec__lbuf *b)
{
        free(b->buf);
        memset(b, 0, sizeof *b);
}

/* Serialize msg as one line (malloc'd, with '\n'). */
char *exec__line(const json_t *msg, size_t *len)
{
        char *s = json_dumps(msg, JSON_COMPACT);
        if (!s)
                return NULL;
        size_t n = strlen(s);
        s = sbx_realloc(s, n + 2);
        s[n] = '\n';
        s[n + 1] = 0;
        *len = n + 1;
        return s;
}

/* ---- the blocking client ---- */
struct exec_conn {
        int fd;                 /* owned */
        exec__lbuf in;
};

int exec_conn_open(const char *sock_path, exec_conn **out)
{
        return exec_conn_open_within(sock_path, out, -1);
}

int exec_conn_open_within(const char *sock_path, exec_conn **out, int timeout_ms)
{
        struct sockaddr_un sa = { .sun_family = AF_UNIX };
        if (strlen(sock_path) >= sizeof sa.sun_path)
                return -ENAMETOOLONG;
        strcpy(sa.sun_path, sock_path);
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | (timeout_ms >= 0 ? SOCK_NONBLOCK : 0), 0);
        if (fd < 0)
                return -errno;
        /* A daemon that stopped accepting leaves its backlog full: a
         * blocking connect would wait for it for good.  Non-blocking, a
         * full backlog is EAGAIN: tried again until the deadline. */
        int64_t deadline = sbx_mono_ns() + (int64_t)timeout_ms * 1000000;
        while (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
                int e = errno;
                if (e == EAGAIN && sbx_mono_ns() < deadline) {
                        usleep(10000);
                        continue;
                }
                close(fd);
                return e == EAGAIN ? -ETIMEDOUT : -e;
        }
        if (timeout_ms >= 0)
                fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        exec_conn *c = sbx_calloc(1, sizeof *c);
        c->fd = fd;
        *out = c;
        return 0;
}

int exec_conn_send(exec_conn *c, json_t *msg)
{
        size_t len;
        sbx_autofree char *s = exec__line(msg, &len);
        json_decref(msg);
        if (!s)
                return -EINVAL;
        /* an executor that closed the connection is -EPIPE, not our
         * death by SIGPIPE (141, the exit code of a command killed so) */
        for (const char *p = s; len; ) {
                ssize_t n = send(c->fd, p, len, MSG_NOSIGNAL);
                if (n < 0 && errno == EINTR)
                        continue;
                if (n < 0)
                        return -errno;
                p += n;
                len -= (size_t)n;
        }
        return 0;
}

int exec_conn_recv(exec_conn *c, json_t **out, int timeout_ms)
{
        int64_t deadline = timeout_ms >= 0 ? sbx_mono_ns() + (int64_t)timeout_ms * 1000000 : 0;
        for (;;) {
                int rc = exec__lbuf_take(&c->in, out);
                if (rc)
                        return rc < 0 ? rc : 0;
                int wait = -1;
                if (timeout_ms >= 0) {
                        int64_t left = deadline - sbx_mono_ns();
                        wait = left > 0 ? (int)(left / 1000000) + 1 : 0;
                }
                struct pollfd p = { .fd = c->fd, .events = POLLIN };
                rc = poll(&p, 1, wait);
                if (rc < 0 && errno == EINTR)
                        return -EINTR;
                if (rc < 0)
                        return -errno;
                if (rc == 0) {
                        if (timeout_ms >= 0 && sbx_mono_ns() >= deadline)
                                return -ETIMEDOUT;
                        continue;
                }
                char buf[65536];
                ssize_t n = read(c->fd, buf, sizeof buf);
                if (n < 0 && errno == EINTR)
                        return -EINTR;
                if (n < 0)
                        return -errno;
                if (n == 0)
                        return -EPIPE;
                exec__lbuf_add(&c->in, buf, (size_t)n);
        }
}

int exec_conn_fd(const exec_conn *c) { return c->fd; }

void exec_conn_close(exec_conn *c)
{
        if (!c)
                return;
        close(c->fd);
        exec__lbuf_free(&c->in);
        free(c);
}

int exec_request(const char *sock_path, json_t *req, json_t **reply,
                 char *err, size_t errlen)
{
        return exec_request_within(sock_path, req, reply, err, errlen, -1);
}

int exec_request_within(const char *sock_path, json_t *req, json_t **reply,
                        char *err, size_t errlen, int timeout_ms)
{
        exec_conn *c;
        int rc = exec_conn_open_within(sock_path, &c, timeout_ms);
        if (rc < 0) {
                json_decref(req);
                snprintf(err, errlen, "connect %s: %s", sock_path, strerror(-rc));
                return rc;
        }
        rc = exec_conn_send(c, req);
        if (rc == -EPIPE || rc == -ECONNRESET)
                /* one that answered before it read the request (EBUSY: its
                 * clients at most) and closed: its answer is queued */
                rc = exec_conn_recv(c, reply, 0) == 0 ? 0 : rc;
        else if (rc == 0)
                rc = exec_conn_recv(c, reply, timeout_ms);
        if (rc < 0) {
                if (rc == -ETIMEDOUT)
                        snprintf(err, errlen, "sbxexec does not answer (%d s)", timeout_ms / 1000);
                else
                        snprintf(err, errlen, "sbxexec: %s", strerror(-rc));
                exec_conn_close(c);
                return rc;
        }
        exec_conn_close(c);
        if (!json_is_true(json_object_get(*reply, "ok"))) {
                const char *m = json_string_value(json_object_get(*reply, "error"));
                int e = (int)json_integer_value(json_object_get(*reply, "errno"));
                snprintf(err, errlen, "%s", m ? m : "failed");
                json_decref(*reply);
                *reply = NULL;
                return e > 0 ? -e : -EIO;
        }
        return 0;
}
