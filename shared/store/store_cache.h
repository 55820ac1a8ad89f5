/*
 * The originals cache (docs/decisions/0008-originals-cache.md "Decision"):
 * a store that wraps a remote one and keeps the originals it opens on local
 * disk, so rendering several variants of a fresh image fetches it once.
 *
 * - open() asks the remote store for the object's ETag and size (a HEAD)
 *   and serves the cached copy made from that very version, or fetches it
 *   once: threads and processes (nginx workers, pictord) fetching one
 *   original wait for the first, by a lock file striped over the key's
 *   hash.  For `valid` seconds after a HEAD, opens of the key trust it
 *   and ask the bucket nothing; every write to the key through this store
 *   forgets it at once, so only changes made to the bucket behind
 *   Pictor's back wait for the validity to pass.  Past it, a bucket that
 *   cannot be reached is an error (502), never a stale read.
 * - Entries are named by a hash of (scope, key, ETag, size): a changed
 *   object is a new entry, an old one is simply no longer used.
 * - Least recently opened entries are removed when the cache is over its
 *   size, after each fetch.
 * - Every other operation goes to the remote store.
 */

#ifndef PT_STORE_CACHE_H
#define PT_STORE_CACHE_H

#include <time.h>

#include "store/store.h"


/*
 * inner is owned by the cache from here (freed with it, also on failure).
 * scope tells stores apart that may hold one key (the project's storage
 * configuration).  dir is made when missing.  NULL on no memory.
 */
pt_store *pt_store_cache_new(pt_store *inner, const char *dir,
    off_t max_bytes, time_t valid, const char *scope);

/*
 * What the database says of the version of the objects the next opens
 * ask for (the image row's dateModified, which a rewrite of the original
 * changes): a HEAD recorded under another version is not trusted, so a
 * node sees another node's strip-exif at its next open instead of after
 * the validity.  "" (the default): any.  A no-op on other stores.
 */
void pt_store_cache_version(pt_store *s, const char *version);

/* Counters of this process, for tests and metrics */
typedef struct {
    unsigned long  hits;
    unsigned long  fetches;
    unsigned long  evictions;
} pt_store_cache_stats;

void pt_store_cache_stats_get(pt_store_cache_stats *st);

#endif /* PT_STORE_CACHE_H */
