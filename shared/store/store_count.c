/*
 * The counting store (store_count.h).  A missing object is an answer, not
 * a failure: it is counted as a request only.
 */

#include <stdlib.h>

#include "store/store_count.h"


typedef struct {
    pt_store            store;
    pt_store           *inner;
    pt_metrics_driver   driver;
} pt_store_count;


/* the inner store's answer counted, its error text passed on */
static int
pt_count(pt_store *s, int rc)
{
    pt_store_count  *c = (pt_store_count *) s;

    pt_metrics_store(c->driver, rc != PT_STORE_OK
                                && rc != PT_STORE_NOT_FOUND);

    if (rc != PT_STORE_OK) {
        pt_snprintf(c->store.error, sizeof(c->store.error), "%s",
                    c->inner->error);
    }

    return rc;
}


#define PT_INNER(s)  (((pt_store_count *) (s))->inner)


static int
pt_count_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    return pt_count(s, PT_INNER(s)->ops->put_file(PT_INNER(s), key, path,
                                                  content_type, move));
}


static int
pt_count_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    return pt_count(s, PT_INNER(s)->ops->put(PT_INNER(s), key, data, len,
                                             content_type));
}


static int
pt_count_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len)
{
    return pt_count(s, PT_INNER(s)->ops->get(PT_INNER(s), key, data, len));
}


static int
pt_count_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    return pt_count(s, PT_INNER(s)->ops->get_range(PT_INNER(s), key, offset,
                                                   len, data, got));
}


static int
pt_count_get_file(pt_store *s, const char *key, const char *path)
{
    return pt_count(s, PT_INNER(s)->ops->get_file(PT_INNER(s), key, path));
}


static int
pt_count_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    return pt_count(s, PT_INNER(s)->ops->open(PT_INNER(s), key, fd, st));
}


static int
pt_count_head(pt_store *s, const char *key, pt_store_stat *st)
{
    return pt_count(s, PT_INNER(s)->ops->head(PT_INNER(s), key, st));
}


static int
pt_count_del(pt_store *s, const char *key)
{
    return pt_count(s, PT_INNER(s)->ops->del(PT_INNER(s), key));
}


static int
pt_count_copy(pt_store *s, const char *src, const char *dst)
{
    return pt_count(s, PT_INNER(s)->ops->copy(PT_INNER(s), src, dst));
}


static int
pt_count_list(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg)
{
    return pt_count(s, PT_INNER(s)->ops->list(PT_INNER(s), prefix, cb, arg));
}


static void
pt_count_free(pt_store *s)
{
    if (s != NULL) {
        PT_INNER(s)->ops->free(PT_INNER(s));
        free(s);
    }
}


/* not a request to the store: nothing is counted */
static int
pt_count_file_path(pt_store *s, const char *key, char *buf, size_t size)
{
    return pt_store_file_path(PT_INNER(s), key, buf, size);
}


static const pt_store_ops  pt_store_count_ops = {
    .put_file = pt_count_put_file,
    .put = pt_count_put,
    .get = pt_count_get,
    .get_range = pt_count_get_range,
    .get_file = pt_count_get_file,
    .open = pt_count_open,
    .head = pt_count_head,
    .del = pt_count_del,
    .copy = pt_count_copy,
    .list = pt_count_list,
    .file_path = pt_count_file_path,
    .free = pt_count_free
};


pt_store *
pt_store_counted(pt_store *inner, pt_metrics_driver driver)
{
    pt_store_count  *c;

    if (inner == NULL || pt_metrics_get() == NULL) {
        return inner;
    }

    c = calloc(1, sizeof(pt_store_count));
    if (c == NULL) {
        inner->ops->free(inner);
        return NULL;
    }

    c->store.ops = &pt_store_count_ops;
    c->store.provider = inner->provider;
    c->inner = inner;
    c->driver = driver;

    return &c->store;
}
