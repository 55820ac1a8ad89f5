/*
 * What the drivers share for listing (store_list.c): list() walking
 * list_page() (remote drivers), and list_page() by position over list()
 * (local).  Hosts call the ops of store.h, not these.
 */

#ifndef PT_STORE_LIST_H
#define PT_STORE_LIST_H

#include "store/store.h"

/* a local page when the caller gives no size */
#define PT_STORE_LOCAL_PAGE  1000

/*
 * A listing's keys held to what was asked (docs/BUCKETS.md, "What a
 * hostile bucket can do"): every driver's list_page hands its keys to
 * the caller through this filter, which passes a key only when it is a
 * store key under pg->prefix, and counts the others in pg->refused.  A
 * bucket that lists another project's key gets it nowhere.
 */
typedef struct {
    pt_store_list_pt   cb;
    void              *arg;
    pt_store_page     *pg;
    size_t             plen;
} pt_store_filter;

void pt_store_filter_init(pt_store_filter *f, pt_store_page *pg,
    pt_store_list_pt cb, void *arg);
int pt_store_filter_cb(void *arg, const char *key, const pt_store_stat *st);

/* a key a driver refused itself (outside its configured prefix, or no
 * store key) before the filter saw it: counted when cb is the filter */
void pt_store_list_refused(pt_store_list_pt cb, void *arg, const char *key);

/* every page of s->ops->list_page() from the first, until the callback
 * stops or the last page */
int pt_store_list_pages(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg);

/* pg's page of s->ops->list(): the token is the count of objects before
 * it, so it holds while the listing does not change */
int pt_store_list_position(pt_store *s, pt_store_page *pg,
    pt_store_list_pt cb, void *arg);

#endif /* PT_STORE_LIST_H */
