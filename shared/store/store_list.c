/*
 * Listing in pages (store.h): list() as a walk of list_page() for the
 * remote drivers, whose pages are the provider's (one request each), and
 * list_page() by position for a driver that lists in one walk (local),
 * its token the count of objects before the page.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_list.h"


void
pt_store_filter_init(pt_store_filter *f, pt_store_page *pg,
    pt_store_list_pt cb, void *arg)
{
    f->cb = cb;
    f->arg = arg;
    f->pg = pg;
    f->plen = pg->prefix ? strlen(pg->prefix) : 0;
    pg->refused = 0;
    pg->refused_key[0] = '\0';
}


/* key, its bytes outside printable ASCII as \xHH, cut to fit buf */
static void
pt_store_escape_key(const char *key, char *buf, size_t size)
{
    size_t  n;

    for (n = 0; *key && n + 5 < size; key++) {
        if ((unsigned char) *key < 0x20 || (unsigned char) *key >= 0x7f
            || *key == '\\')
        {
            n += snprintf(buf + n, size - n, "\\x%02x",
                          (unsigned char) *key);
        } else {
            buf[n++] = *key;
        }
    }

    buf[n] = '\0';
}


static void
pt_store_page_refuse(pt_store_page *pg, const char *key)
{
    if (pg->refused++ == 0) {
        pt_store_escape_key(key, pg->refused_key, sizeof(pg->refused_key));
    }
}


int
pt_store_filter_cb(void *arg, const char *key, const pt_store_stat *st)
{
    pt_store_filter  *f = arg;

    if ((f->plen && strncmp(key, f->pg->prefix, f->plen) != 0)
        || !pt_store_key_valid(key))
    {
        pt_store_page_refuse(f->pg, key);
        return 0;
    }

    return f->cb(f->arg, key, st);
}


void
pt_store_list_refused(pt_store_list_pt cb, void *arg, const char *key)
{
    if (cb == pt_store_filter_cb) {
        pt_store_page_refuse(((pt_store_filter *) arg)->pg, key);
    }
}


typedef struct {
    pt_store_list_pt  cb;
    void             *arg;
    int               stopped;
    unsigned long     skip;         /* by position: objects before */
    unsigned long     given;
    unsigned long     max;
    int               more;         /* another object after the page */
} pt_store_walk_ctx;


static int
pt_store_page_cb(void *arg, const char *key, const pt_store_stat *st)
{
    pt_store_walk_ctx  *w = arg;

    if (w->cb(w->arg, key, st) != 0) {
        w->stopped = 1;
        return 1;
    }

    return 0;
}


int
pt_store_list_pages(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg)
{
    int                 rc;
    char               *token;
    pt_store_page      *pg;
    pt_store_walk_ctx   w;

    /* two tokens of 2 KB: off the stack of a thread pool's task */
    pg = malloc(sizeof(*pg) + PT_STORE_TOKEN_MAX);
    if (pg == NULL) {
        pt_snprintf(s->error, sizeof(s->error), "list: out of memory");
        return PT_STORE_ERROR;
    }

    token = (char *) (pg + 1);
    token[0] = '\0';

    memset(&w, 0, sizeof(w));
    w.cb = cb;
    w.arg = arg;

    do {
        memset(pg, 0, sizeof(*pg));
        pg->prefix = prefix ? prefix : "";
        pg->token = token;

        rc = s->ops->list_page(s, pg, pt_store_page_cb, &w);

        pt_snprintf(token, PT_STORE_TOKEN_MAX, "%s", pg->next);

    } while (rc == PT_STORE_OK && !w.stopped && token[0] != '\0');

    free(pg);

    return rc;
}


static int
pt_store_position_cb(void *arg, const char *key, const pt_store_stat *st)
{
    pt_store_walk_ctx  *w = arg;

    if (w->skip > 0) {
        w->skip--;
        return 0;
    }

    if (w->given == w->max) {
        w->more = 1;
        return 1;
    }

    w->given++;

    if (w->cb(w->arg, key, st) != 0) {
        w->stopped = 1;
        return 1;
    }

    return 0;
}


int
pt_store_list_position(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg)
{
    int                 rc;
    char               *end;
    unsigned long       from;
    pt_store_filter     f;
    pt_store_walk_ctx   w;

    pg->next[0] = '\0';
    from = 0;

    if (pg->token != NULL && pg->token[0] != '\0') {
        from = strtoul(pg->token, &end, 10);
        if (*end != '\0' || pg->token[0] < '0' || pg->token[0] > '9') {
            pt_snprintf(s->error, sizeof(s->error), "list: not a token of"
                        " this store: \"%.32s\"", pg->token);
            return PT_STORE_ERROR;
        }
    }

    pt_store_filter_init(&f, pg, cb, arg);

    memset(&w, 0, sizeof(w));
    w.cb = pt_store_filter_cb;
    w.arg = &f;
    w.skip = from;
    w.max = pg->max > 0 ? pg->max : PT_STORE_LOCAL_PAGE;

    rc = s->ops->list(s, pg->prefix, pt_store_position_cb, &w);

    if (rc == PT_STORE_OK && (w.more || w.stopped)) {
        pt_snprintf(pg->next, sizeof(pg->next), "%lu", from + w.max);
    }

    return rc;
}
