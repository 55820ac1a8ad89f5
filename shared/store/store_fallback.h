/*
 * The store of a project while its stores are switched
 * (docs/API.md "States and transitions": the fallback store): reads try the
 * current store first, then the previous one; writes go to the current
 * store only; a delete removes the object from both, so that a deleted
 * image does not come back from the previous store.  The previous store is
 * never written to.  Hosts get it from records/storage.h, never by name.
 */

#ifndef PT_STORE_FALLBACK_H
#define PT_STORE_FALLBACK_H

#include "store/store.h"


/*
 * current and previous are owned by the new store from here (freed with
 * it, also on failure).  NULL on no memory.
 */
pt_store *pt_store_fallback_new(pt_store *current, pt_store *previous);

/* 1 with the two stores in cur and prev when s is a fallback store (for
 * settings meant for its parts: pt_store_cache_version), else 0. */
int pt_store_fallback_parts(pt_store *s, pt_store **cur, pt_store **prev);

#endif /* PT_STORE_FALLBACK_H */
