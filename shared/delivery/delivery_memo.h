/*
 * The answers for video originals kept from local files, per process, so
 * a player's next range of the same video is sent without a thread-pool
 * task or a database round trip.
 *
 * An entry is found by the request's cache key, which carries the image's
 * and the project's cache generations
 * (docs/ARCHITECTURE.md "Request flow"): whatever would make a cached
 * variant stale (a delete, a storage change, new settings) changes the key
 * and misses the entry, exactly as it misses proxy_cache.  A hit reopens
 * the file and checks that it is the same one (device, inode, size, mtime),
 * else the entry is dropped and the request takes the full path.  Entries
 * live PT_DL_MEMO_TTL seconds at most.
 *
 * For an event loop: not thread-safe (nginx calls it from its worker's
 * loop only).
 */

#ifndef PT_DELIVERY_MEMO_H
#define PT_DELIVERY_MEMO_H

#include <time.h>

#include "api/api.h"

#define PT_DL_MEMO_SLOTS  128
#define PT_DL_MEMO_TTL    30

/*
 * Keeps resp (a 200 whose file_fd is the object's file at path) under
 * scope and key.  scope tells apart configurations whose answers differ
 * for the same key (nginx: the location).  PT_OK, or PT_ERROR when it
 * could not be kept (nothing changes).
 */
int pt_dl_memo_put(const void *scope, const char *key, const char *path,
    const pt_resp *resp, time_t now);

/*
 * The kept answer for scope and key into resp (initialised by the
 * caller; its file_fd freshly opened, its headers copied): PT_OK, or
 * PT_ERROR when there is none, it expired, or the file changed.
 */
int pt_dl_memo_get(const void *scope, const char *key, pt_resp *resp,
    time_t now);

/* Forgets every entry (tests; a worker's exit). */
void pt_dl_memo_clear(void);

#endif /* PT_DELIVERY_MEMO_H */
