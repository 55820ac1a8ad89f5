/*
 * The fallback store (store_fallback.h).  A read that the current store
 * answers with anything but "not found" is its answer, an error too: a
 * bucket that cannot be reached is a 502, never hidden by the previous
 * store's copy.  The previous store's answer is final otherwise.
 */

#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "store/store_fallback.h"
#include "store/store_transfer.h"


typedef struct {
    pt_store   store;
    pt_store  *cur;
    pt_store  *prev;
} pt_store_fb;


/* rc of inner, its error text kept in the wrapper for the logs */
static int
pt_fb_rc(pt_store *s, pt_store *inner, int rc)
{
    if (rc != PT_STORE_OK) {
        pt_snprintf(s->error, sizeof(s->error), "%s", inner->error);
    }

    return rc;
}


#define PT_FB_READ(s, call)                                                  \
    do {                                                                     \
        pt_store_fb  *fb = (pt_store_fb *) (s);                              \
        int           rc;                                                    \
        pt_store     *in = fb->cur;                                          \
                                                                             \
        rc = in->ops->call;                                                  \
        if (rc == PT_STORE_NOT_FOUND) {                                      \
            in = fb->prev;                                                   \
            rc = in->ops->call;                                              \
        }                                                                    \
        return pt_fb_rc(s, in, rc);                                          \
    } while (0)


static int
pt_fb_get(pt_store *s, const char *key, unsigned char **data, size_t *len)
{
    PT_FB_READ(s, get(in, key, data, len));
}


static int
pt_fb_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    PT_FB_READ(s, get_range(in, key, offset, len, data, got));
}


static int
pt_fb_get_file(pt_store *s, const char *key, const char *path)
{
    PT_FB_READ(s, get_file(in, key, path));
}


static int
pt_fb_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    PT_FB_READ(s, open(in, key, fd, st));
}


static int
pt_fb_head(pt_store *s, const char *key, pt_store_stat *st)
{
    PT_FB_READ(s, head(in, key, st));
}


static int
pt_fb_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    pt_store_fb  *fb = (pt_store_fb *) s;

    return pt_fb_rc(s, fb->cur, fb->cur->ops->put_file(fb->cur, key, path,
                                                       content_type, move));
}


static int
pt_fb_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    pt_store_fb  *fb = (pt_store_fb *) s;

    return pt_fb_rc(s, fb->cur, fb->cur->ops->put(fb->cur, key, data, len,
                                                  content_type));
}


static int
pt_fb_del(pt_store *s, const char *key)
{
    int           rc;
    pt_store_fb  *fb = (pt_store_fb *) s;

    rc = fb->cur->ops->del(fb->cur, key);
    if (rc != PT_STORE_OK) {
        return pt_fb_rc(s, fb->cur, rc);
    }

    return pt_fb_rc(s, fb->prev, fb->prev->ops->del(fb->prev, key));
}


/* src only in the previous store: streamed into the current one */
static int
pt_fb_copy(pt_store *s, const char *src, const char *dst)
{
    int               rc;
    pt_store_fb      *fb = (pt_store_fb *) s;
    pt_store_fetched  f;

    rc = fb->cur->ops->copy(fb->cur, src, dst);
    if (rc != PT_STORE_NOT_FOUND) {
        return pt_fb_rc(s, fb->cur, rc);
    }

    rc = pt_store_fetch(fb->prev, src, &f);
    if (rc != PT_STORE_OK) {
        return pt_fb_rc(s, fb->prev, rc);
    }

    rc = pt_fb_rc(s, fb->cur, pt_store_deliver(fb->cur, dst, &f));
    pt_store_fetched_drop(&f);

    return rc;
}


typedef struct {
    pt_store          *cur;
    pt_store_list_pt   cb;
    void              *arg;
} pt_fb_list_ctx;


/* the previous store's objects that the current one does not have */
static int
pt_fb_list_prev(void *arg, const char *key, const pt_store_stat *st)
{
    pt_store_stat    cst;
    pt_fb_list_ctx  *c = arg;

    if (c->cur->ops->head(c->cur, key, &cst) == PT_STORE_OK) {
        return 0;
    }

    return c->cb(c->arg, key, st);
}


/* the current store's objects, then the rest of the previous store's:
 * not in one key order, each key once */
static int
pt_fb_list(pt_store *s, const char *prefix, pt_store_list_pt cb, void *arg)
{
    int              rc;
    pt_store_fb     *fb = (pt_store_fb *) s;
    pt_fb_list_ctx   c;

    rc = fb->cur->ops->list(fb->cur, prefix, cb, arg);
    if (rc != PT_STORE_OK) {
        return pt_fb_rc(s, fb->cur, rc);
    }

    c.cur = fb->cur;
    c.cb = cb;
    c.arg = arg;

    return pt_fb_rc(s, fb->prev, fb->prev->ops->list(fb->prev, prefix,
                                                     pt_fb_list_prev, &c));
}


/* a page of the current store only: its tokens are its own (a bucket
 * import scans the current bucket) */
static int
pt_fb_list_page(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg)
{
    pt_store_fb  *fb = (pt_store_fb *) s;

    return pt_fb_rc(s, fb->cur, fb->cur->ops->list_page(fb->cur, pg, cb,
                                                        arg));
}


static void
pt_fb_free(pt_store *s)
{
    pt_store_fb  *fb = (pt_store_fb *) s;

    if (fb->cur) {
        fb->cur->ops->free(fb->cur);
    }

    if (fb->prev) {
        fb->prev->ops->free(fb->prev);
    }

    free(fb);
}


static const pt_store_ops  pt_store_fb_ops = {
    .put_file = pt_fb_put_file,
    .put = pt_fb_put,
    .get = pt_fb_get,
    .get_range = pt_fb_get_range,
    .get_file = pt_fb_get_file,
    .open = pt_fb_open,
    .head = pt_fb_head,
    .del = pt_fb_del,
    .copy = pt_fb_copy,
    .list = pt_fb_list,
    .list_page = pt_fb_list_page,
    .free = pt_fb_free
};


pt_store *
pt_store_fallback_new(pt_store *current, pt_store *previous)
{
    pt_store_fb  *fb;

    fb = calloc(1, sizeof(pt_store_fb));
    if (fb == NULL) {
        current->ops->free(current);
        previous->ops->free(previous);
        return NULL;
    }

    fb->store.ops = &pt_store_fb_ops;
    fb->store.provider = current->provider;
    fb->cur = current;
    fb->prev = previous;

    return &fb->store;
}


int
pt_store_fallback_parts(pt_store *s, pt_store **cur, pt_store **prev)
{
    pt_store_fb  *fb = (pt_store_fb *) s;

    if (s == NULL || s->ops != &pt_store_fb_ops) {
        return 0;
    }

    *cur = fb->cur;
    *prev = fb->prev;

    return 1;
}
