/*
 * Cache generations in the database (docs/ARCHITECTURE.md "Request flow",
 * docs/decisions/0001-versioned-cache-keys.md "Decision"): bumping a key
 * records an event whose id is the key's new generation.  The nginx module
 * mirrors them in shared memory; these are the calls it and the API make.
 */

#ifndef PT_GEN_H
#define PT_GEN_H

#include "db/db.h"

#define PT_GEN_KEY_MAX  200

/* "i:" image, "p:" project epoch, "t:" named transform, "w:" watermark */
int pt_gen_key(char *out, size_t size, char kind, const char *project,
    const char *name);

/*
 * Bumps key inside the caller's transaction (or alone): *gen gets the new
 * generation.  cdn_tag (NULL: none) is the cache tag the event purges at
 * the CDN: the event is then in the purge outbox (records/cdn_outbox.h).
 * PT_OK or PT_ERROR.
 */
int pt_gen_bump(pt_db *db, const char *key, const char *cdn_tag,
    unsigned long long *gen);

typedef void (*pt_gen_pt)(void *arg, const char *key, size_t len,
    unsigned long long gen);

/* Every key's latest generation (start-up rebuild). */
int pt_gen_load(pt_db *db, pt_gen_pt cb, void *arg,
    unsigned long long *last_event);

/* Events after *last, oldest first, at most limit; *last advances. */
int pt_gen_poll(pt_db *db, unsigned long long *last, unsigned limit,
    pt_gen_pt cb, void *arg);

/* Drops events older than the given number of seconds. */
int pt_gen_prune(pt_db *db, unsigned seconds);

#endif /* PT_GEN_H */
