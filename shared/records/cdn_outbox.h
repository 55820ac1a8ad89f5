/*
 * The CDN purge outbox (docs/CDN.md "Purges"): the generation events that
 * name a cache tag (pt_gen_bump's cdn_tag, in the change's own
 * transaction), kept a day by nginx's poller; pictord, holding a target's
 * lease, reads what the target has not had yet, sends it and records it.
 * Sending is at least once: a pictord that dies between the purge and
 * pt_outbox_sent() has it sent again, which a purge allows.
 */

#ifndef PT_CDN_OUTBOX_H
#define PT_CDN_OUTBOX_H

#include "db/db.h"

/* An event older than this has committed or never will (the floor). */
#define PT_OUTBOX_SETTLE_SECONDS  60

/*
 * The target's row, made when new: a new target starts with the events
 * after the newest one, not with the outbox's past.  PT_OK or PT_ERROR.
 */
int pt_outbox_target(pt_db *db, const char *name);

/*
 * Takes or renews the target's lease for owner: 1 when it is owner's
 * for seconds from now, 0 when another pictord holds it, PT_ERROR.
 */
int pt_outbox_lease(pt_db *db, const char *name, const char *owner,
    unsigned seconds);

/*
 * The events the target has not had, oldest first, at most limit:
 * id, tag, created_at (ISO 8601 UTC).  NULL on a database error.
 */
pt_rows *pt_outbox_pending(pt_db *db, const char *name, unsigned limit);

/*
 * Records that the n events ids[] were sent, if owner still holds the
 * lease, and moves the target's floor up.  1 recorded, 0 the lease was
 * lost (another pictord may send them again), PT_ERROR.
 */
int pt_outbox_sent(pt_db *db, const char *name, const char *owner,
    const unsigned long long *ids, unsigned n);

/* A failed send: the count and the error, for doctor and the metrics. */
int pt_outbox_failed(pt_db *db, const char *name, const char *owner,
    const char *error);

/* Drops what was recorded sent of events pruned since. */
long long pt_outbox_prune(pt_db *db);

#endif /* PT_CDN_OUTBOX_H */
