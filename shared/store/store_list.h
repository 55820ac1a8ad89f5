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

/* every page of s->ops->list_page() from the first, until the callback
 * stops or the last page */
int pt_store_list_pages(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg);

/* pg's page of s->ops->list(): the token is the count of objects before
 * it, so it holds while the listing does not change */
int pt_store_list_position(pt_store *s, pt_store_page *pg,
    pt_store_list_pt cb, void *arg);

#endif /* PT_STORE_LIST_H */
