/* lease.c: who may run a sandbox (snapshot/STORE.md, "the lease").
**
** A lease is a ref, leases/NAME:
**      {"holder":H, "gen":N, "ttl_s":T, "renewed":K, "renewed_at":UNIX_S}
** changed only by compare-and-swap, so of two hosts racing to take it
** exactly one wins and the other is told the holder's name.  The holder
** (its sbxfs) renews it every ttl/3; it is stale, and may be taken over,
** when its renewed_at is more than 2*ttl behind the contender's clock and
** the contender then watched the same document unchanged for a renewal
** period (ttl/3 + 1 s: a contender whose clock is ahead of the holder's
** still sees it renewed; one stamped ahead of the contender's clock is
** live), or, clock-free, when the contender watched it unchanged for a
** whole ttl (take_over); renewed by its holder meanwhile, it is busy (that
** host is alive).  snap_lease_held judges it so for delete and prune.
** gen grows by one at every take-over: the fencing token.
** "pins" lists the snapshots the live tree was restored from (its
** unfetched chunks are in their packs): gc marks them while the lease is
** held (snapshot/STORE.md, "gc and verify on S3").
** A holder is "HOST:STATE_DIR#ID"; only its ID (the state dir's host-id)
** says who it is (snap_lease_ours): a host renamed at boot (containers,
** VMs) is still the holder of its leases, the rest is for people.
*/
#include "snapshot.h"
#include "tree.h"
#include "../common/sbx.h"

#include <errno.h>
#include <jansson.h>
#include <string.h>
#include <time.h>

static char *ls__ref(const char *name)
{
        return sbx_asprintf("leases/%s", name);
}

static char *ls__doc(const char *holder, int64_t gen, int64_t ttl, int64_t renewed,
                     const snap_lease *pins)
{
        json_t *o = json_pack("{s:s,s:I,s:I,s:I,s:I}", "holder", holder, "gen", (json_int_t)gen,
                              "ttl_s", (json_int_t)ttl, "renewed", (json_int_t)renewed,
                              "renewed_at", (json_int_t)(sbx_now_ns() / 1000000000));
        if (pins && pins->npin) {
                json_t *a = json_array();
                for (int i = 0; i < pins->npin; i++)
                        json_array_append_new(a, json_string(pins->pin[i]));
                json_object_set_new(o, "pins", a);
        }
        char *t = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT);
        json_decref(o);
        char *nl = sbx_asprintf("%s\n", t);
        free(t);
        return nl;
}

/* Read the lease: 0 with *raw (NULL: free) and its fields, or -errno
** (and *raw NULL). */
static int ls__read(snap_backend *b, const char *name, char **raw, snap_lease *l)
{
        sbx_autofree char *ref = ls__ref(name);
        memset(l, 0, sizeof *l);
        *raw = NULL;
        int rc = b->ref_get(b, ref, raw, NULL);
        if (rc == -ENOENT)
                return 0;
        if (rc < 0)
                return rc;
        json_t *o = json_loads(*raw, 0, NULL);
        const char *h = json_string_value(json_object_get(o, "holder"));
        if (!o || !h) {
                json_decref(o);
                sbx_log("lease of %s: unreadable", name);
                free(*raw);
                *raw = NULL;
                return -EBADMSG;
        }
        snprintf(l->holder, sizeof l->holder, "%s", h);
        l->gen = json_integer_value(json_object_get(o, "gen"));
        l->ttl_s = json_integer_value(json_object_get(o, "ttl_s"));
        l->renewed = json_integer_value(json_object_get(o, "renewed"));
        l->renewed_at = json_integer_value(json_object_get(o, "renewed_at"));
        json_t *pins = json_object_get(o, "pins"), *p;
        size_t i;
        json_array_foreach(pins, i, p) {
                const char *id = json_string_value(p);
                if (id && strlen(id) == SNAP_ID_LEN && l->npin < SNAP_LEASE_PINS)
                        memcpy(l->pin[l->npin++], id, SNAP_ID_LEN + 1);
        }
        json_decref(o);
        return 0;
}

int snap_lease_ours(const char *holder, const char *me)
{
        if (!*holder || !*me)
                return 0;
        const char *a = strrchr(holder, '#'), *b = strrchr(me, '#');
        return a && b && a[1] && b[1] ? !strcmp(a, b) : !strcmp(holder, me);
}

static int64_t ls__ttl(const snap_lease *l, int64_t ttl_s)
{
        return l->ttl_s > 0 ? l->ttl_s : ttl_s;
}

/* By this host's clock: renewed within 2 x ttl, or stamped ahead of it. */
static int ls__clock_live(const snap_lease *l, int64_t ttl_s)
{
        return sbx_now_ns() / 1000000000 - l->renewed_at <= 2 * ls__ttl(l, ttl_s);
}

/* Watch lease document raw at ref for secs seconds (monotonic): 1 when it
** stayed byte-for-byte the same, 0 as soon as it changed (or went), or
** -errno. */
static int ls__unchanged(snap_backend *b, const char *ref, const char *raw, int64_t secs)
{
        int64_t t0 = sbx_mono_ns();
        while (sbx_mono_ns() - t0 < secs * 1000000000ll) {
                struct timespec ts = { 0, 250000000 };
                nanosleep(&ts, NULL);
                char *again = NULL;
                int r = b->ref_get(b, ref, &again, NULL);
                int same = r == 0 && !strcmp(again, raw);
                free(again);
                if (r < 0 && r != -ENOENT)
                        return r;
                if (!same)
                        return 0;
        }
        return 1;
}

/* One renewal period and a second: a live holder renews within it. */
static int64_t ls__period(const snap_lease *l, int64_t ttl_s)
{
        return ls__ttl(l, ttl_s) / 3 + 1;
}

int snap_lease_get(snap_backend *b, const char *name, snap_lease *out)
{
        char *raw;
        int rc = ls__read(b, name, &raw, out);
        free(raw);
        return rc < 0 ? rc : *out->holder ? 1 : 0;
}

int snap_lease_held(snap_backend *b, const char *name, const char *me, int64_t ttl_s,
                    snap_lease *out)
{
        sbx_autofree char *ref = ls__ref(name);
        char *raw;
        int rc = ls__read(b, name, &raw, out);
        if (rc < 0)
                return rc;
        if (!*out->holder || snap_lease_ours(out->holder, me) || ls__clock_live(out, ttl_s)) {
                free(raw);
                return *out->holder && !snap_lease_ours(out->holder, me);
        }
        /* stale by this host's clock, which may be ahead of the holder's:
         * stale only if nobody renews it for a renewal period either */
        rc = ls__unchanged(b, ref, raw, ls__period(out, ttl_s));
        free(raw);
        if (rc != 0)
                return rc < 0 ? rc : 0;
        /* it changed: renewed (alive), taken, or released */
        snap_lease n;
        if ((rc = ls__read(b, name, &raw, &n)) < 0)
                return rc;
        free(raw);
        *out = n;
        return *n.holder && !snap_lease_ours(n.holder, me);
}

int snap_lease_take(snap_backend *b, const char *name, const char *holder, int64_t ttl_s,
                    int take_over, snap_lease *other)
{
        sbx_autofree char *ref = ls__ref(name);
        for (int tries = 0; tries < 20; tries++) {
                char *raw;
                snap_lease l;
                int rc = ls__read(b, name, &raw, &l);
                if (rc < 0)
                        return rc;
                int free_ = !*l.holder || snap_lease_ours(l.holder, holder), changed = 0;
                if (!free_ && !ls__clock_live(&l, ttl_s)) {
                        /* stale by our clock, which may be ahead of the
                         * holder's: unrenewed for a renewal period too */
                        rc = ls__unchanged(b, ref, raw, ls__period(&l, ttl_s));
                        free_ = rc > 0;
                        changed = rc == 0;
                } else if (!free_ && take_over) {
                        /* clock-free: the same document, unchanged for a whole ttl */
                        rc = ls__unchanged(b, ref, raw, ls__ttl(&l, ttl_s) + 1);
                        free_ = rc > 0;
                        changed = rc == 0;
                }
                if (rc < 0) {
                        free(raw);
                        return rc;
                }
                if (changed) {
                        /* renewed by its holder, that host is alive: busy,
                         * said at once (20 more watches ended in EAGAIN);
                         * taken or released meanwhile: read it again */
                        snap_lease n;
                        char *now;
                        int r = ls__read(b, name, &now, &n);
                        free(now);
                        free(raw);
                        if (r < 0)
                                return r;
                        if (snap_lease_ours(n.holder, l.holder)) {
                                if (other)
                                        *other = n;
                                return -EBUSY;
                        }
                        continue;
                }
                if (!free_) {
                        if (other)
                                *other = l;
                        free(raw);
                        return -EBUSY;
                }
                int64_t gen = snap_lease_ours(l.holder, holder) ? l.gen : l.gen + 1;
                if (!gen)
                        gen = 1;
                if (!snap_lease_ours(l.holder, holder)) {
                        /* above the sandbox's fence even if the lease doc was
                         * lost or reset (an older sbxctl deleted it on release) */
                        int64_t fence = snap__ref_fence_get(b, name);
                        if (fence < 0) {
                                free(raw);
                                return (int)fence;
                        }
                        if (gen <= fence)
                                gen = fence + 1;
                }
                sbx_autofree char *doc = ls__doc(holder, gen, ttl_s, 0, NULL);
                rc = b->ref_cas(b, ref, raw, doc);
                if (rc == 0 && !snap_lease_ours(l.holder, holder) && (*l.holder || l.gen)) {
                        /* Taken over from a host that may still be alive
                         * (paused, cut off): fence its captures before
                         * anything here reads the sandbox's snapshots. */
                        int f = snap__ref_fence(b, name, gen);
                        if (f < 0) {
                                sbx_autofree char *tomb = ls__doc("", gen, 0, 0, NULL);
                                b->ref_cas(b, ref, doc, tomb);
                                rc = f;
                        }
                }
                free(raw);
                if (rc == 0 && other) {
                        memset(other, 0, sizeof *other);
                        snprintf(other->holder, sizeof other->holder, "%s", holder);
                        other->gen = gen;
                        other->ttl_s = ttl_s;
                }
                if (rc != -EAGAIN)
                        return rc;
        }
        return -EAGAIN;
}

/* Rewrite holder's lease: renewed (with ttl ttl_s, renewed + 1), or with
** pin added (its ttl and count kept).  0, -ESTALE when holder lost it. */
static int ls__rewrite(snap_backend *b, const char *name, const char *holder, int renew,
                       int64_t ttl_s, const char *pin)
{
        sbx_autofree char *ref = ls__ref(name);
        for (int tries = 0; tries < 5; tries++) {
                char *raw;
                snap_lease l;
                int rc = ls__read(b, name, &raw, &l);
                if (rc < 0)
                        return rc;
                if (!snap_lease_ours(l.holder, holder)) {
                        free(raw);
                        return -ESTALE;                 /* taken over, or released */
                }
                int have = !pin;
                for (int i = 0; pin && i < l.npin; i++)
                        have |= !strcmp(l.pin[i], pin);
                if (!have) {
                        if (l.npin == SNAP_LEASE_PINS)  /* the oldest goes */
                                memmove(l.pin[0], l.pin[1], sizeof l.pin[0] * (SNAP_LEASE_PINS - 1));
                        else
                                l.npin++;
                        memcpy(l.pin[l.npin - 1], pin, SNAP_ID_LEN + 1);
                } else if (pin) {
                        free(raw);
                        return 0;                       /* pinned already */
                }
                sbx_autofree char *doc = ls__doc(holder, l.gen, renew ? ttl_s : l.ttl_s,
                                                 l.renewed + !!renew, &l);
                rc = b->ref_cas(b, ref, raw, doc);
                free(raw);
                if (rc != -EAGAIN)
                        return rc;
        }
        return -EAGAIN;
}

int snap_lease_renew(snap_backend *b, const char *name, const char *holder, int64_t ttl_s)
{
        return ls__rewrite(b, name, holder, 1, ttl_s, NULL);
}

int snap_lease_release(snap_backend *b, const char *name, const char *holder)
{
        sbx_autofree char *ref = ls__ref(name);
        for (int tries = 0; tries < 5; tries++) {
                char *raw;
                snap_lease l;
                int rc = ls__read(b, name, &raw, &l);
                if (rc < 0)
                        return rc;
                if (!snap_lease_ours(l.holder, holder)) {
                        free(raw);
                        return 0;                       /* not ours (any more) */
                }
                /* nobody's, its generation kept: the next holder's is higher */
                sbx_autofree char *tomb = ls__doc("", l.gen, 0, 0, NULL);
                rc = b->ref_cas(b, ref, raw, tomb);
                free(raw);
                if (rc != -EAGAIN)
                        return rc;
        }
        return -EAGAIN;
}

int snap_lease_pin(snap_backend *b, const char *name, const char *holder, const char *id)
{
        if (strlen(id) != SNAP_ID_LEN)
                return -EINVAL;
        return ls__rewrite(b, name, holder, 0, 0, id);
}
