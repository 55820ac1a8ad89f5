/*
 * store_cache.c, store_cache_evict.c, store_cache_key.c: the originals
 * cache's state and what its files share.  Not part of libpictor's
 * interface; users see store_cache.h.
 */

#ifndef PT_STORE_CACHE_INT_H
#define PT_STORE_CACHE_INT_H

#include <time.h>

#include "store/store_cache.h"


typedef struct {
    pt_store    store;       /* first: a pt_store * is a pt_store_cache * */
    pt_store   *inner;
    char       *dir;
    char       *scope;
    off_t       max_bytes;
    time_t      valid;       /* seconds a validation is trusted */
    char        version[48]; /* the caller's (pt_store_cache_version) */
} pt_store_cache;

/* what a key's pointer file says (store_cache_key.c) */
typedef struct {
    char           hex[65];  /* the entry: dir/XY/rest */
    pt_store_stat  st;       /* the object's, as the last HEAD said */
    time_t         checked;  /* when that HEAD was */
    char           version[48];  /* the caller's version then */
} pt_cache_key;


extern pt_store_cache_stats  pt_cache_stats;

void pt_cache_count(unsigned long *counter);
void pt_cache_fail(pt_store *s, int err, const char *what, const char *path);

/* least recently opened entries out until 90 % of max_bytes is left */
void pt_cache_evict(pt_store_cache *c);

/*
 * The pointer from a key to the entry of its last validated version,
 * dir/.keys/XY/HASH(scope, key): read (PT_OK, or PT_ERROR when there is
 * none), written after a HEAD, dropped before any write to the key.
 */
int pt_cache_key_read(pt_store_cache *c, const char *key, pt_cache_key *k);
void pt_cache_key_write(pt_store_cache *c, const char *key,
    const pt_cache_key *k);
void pt_cache_key_drop(pt_store_cache *c, const char *key);

#endif /* PT_STORE_CACHE_INT_H */
