/*
 * The CDN purge outbox's rows (sql/022_cdn_outbox.sql): the generation
 * events of cache_events that name a cdn_tag.  A target's
 * progress is a floor (sent_id: every event up to it is done) and the
 * events above it already sent (cdn_sent).  The floor only rises past
 * events that have settled, since ids are taken when a row is inserted
 * and a later one may commit first.
 */

#include "records/cdn_outbox.h"


int
pt_outbox_target(pt_db *db, const char *name)
{
    return pt_db_exec(db, "INSERT IGNORE INTO cdn_targets (name, sent_id)"
                      " SELECT ?, COALESCE(MAX(id), 0) FROM cache_events",
                      "s", name) < 0 ? PT_ERROR : PT_OK;
}


int
pt_outbox_lease(pt_db *db, const char *name, const char *owner,
    unsigned seconds)
{
    long long  n;

    n = pt_db_exec(db, "UPDATE cdn_targets SET lease_owner = ?,"
                   " lease_until = NOW(3) + INTERVAL ? SECOND"
                   " WHERE name = ? AND (lease_owner IS NULL"
                   " OR lease_owner = ? OR lease_until < NOW(3))",
                   "siss", owner, (long long) seconds, name, owner);
    if (n < 0) {
        return PT_ERROR;
    }

    /* a renewal within the same millisecond changes no row: ask */
    if (n == 0) {
        n = pt_db_scalar(db, -1, "SELECT COUNT(*) FROM cdn_targets"
                         " WHERE name = ? AND lease_owner = ?"
                         " AND lease_until >= NOW(3)", "ss", name, owner);
    }

    return n < 0 ? PT_ERROR : n > 0;
}


pt_rows *
pt_outbox_pending(pt_db *db, const char *name, unsigned limit)
{
    return pt_db_query(db, "SELECT o.id, o.cdn_tag, o.created_at"
                       " FROM cdn_targets t JOIN cache_events o"
                       " ON o.id > t.sent_id WHERE t.name = ?"
                       " AND o.cdn_tag IS NOT NULL"
                       " AND NOT EXISTS (SELECT 1 FROM cdn_sent s"
                       " WHERE s.target = t.name AND s.event_id = o.id)"
                       " ORDER BY o.id LIMIT ?", "si", name,
                       (long long) limit);
}


/* The floor: below the first event not sent, and no newer than settled. */
static int
pt_outbox_floor(pt_db *db, const char *name)
{
    long long  unsent, settled, floor;

    unsent = pt_db_scalar(db, -1, "SELECT COALESCE(MIN(o.id), 0)"
                          " FROM cdn_targets t JOIN cache_events o"
                          " ON o.id > t.sent_id WHERE t.name = ?"
                          " AND o.cdn_tag IS NOT NULL"
                          " AND NOT EXISTS (SELECT 1 FROM cdn_sent s"
                          " WHERE s.target = t.name AND s.event_id = o.id)",
                          "s", name);
    settled = pt_db_scalar(db, -1, "SELECT COALESCE(MAX(id), 0) FROM"
                           " (SELECT id FROM cache_events WHERE created_at"
                           " < NOW(3) - INTERVAL ? SECOND ORDER BY"
                           " created_at DESC LIMIT 1) newest", "i",
                           (long long) PT_OUTBOX_SETTLE_SECONDS);
    if (unsent < 0 || settled < 0) {
        return PT_ERROR;
    }

    floor = unsent > 0 && unsent - 1 < settled ? unsent - 1 : settled;

    if (pt_db_exec(db, "UPDATE cdn_targets SET sent_id = ? WHERE name = ?"
                   " AND sent_id < ?", "isi", floor, name, floor) < 0
        || pt_db_exec(db, "DELETE FROM cdn_sent WHERE target = ?"
                      " AND event_id <= (SELECT sent_id FROM cdn_targets"
                      " WHERE name = ?)", "ss", name, name) < 0)
    {
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_outbox_sent(pt_db *db, const char *name, const char *owner,
    const unsigned long long *ids, unsigned n)
{
    long long  rc;
    unsigned   i;

    if (pt_db_begin(db) != PT_OK) {
        return PT_ERROR;
    }

    /* the lease, held until the commit: no other sender records now */
    rc = pt_db_exec(db, "UPDATE cdn_targets SET failures = 0,"
                    " last_error = NULL, last_sent_at = NOW(3)"
                    " WHERE name = ? AND lease_owner = ?", "ss", name,
                    owner);
    if (rc <= 0) {
        pt_db_rollback(db);
        return rc < 0 ? PT_ERROR : 0;
    }

    for (i = 0; i < n; i++) {
        if (pt_db_exec(db, "INSERT IGNORE INTO cdn_sent (target, event_id)"
                       " VALUES (?, ?)", "si", name, (long long) ids[i])
            < 0)
        {
            goto failed;
        }
    }

    if (pt_outbox_floor(db, name) != PT_OK || pt_db_commit(db) != PT_OK) {
        goto failed;
    }

    return 1;

failed:

    pt_db_rollback(db);
    return PT_ERROR;
}


int
pt_outbox_failed(pt_db *db, const char *name, const char *owner,
    const char *error)
{
    return pt_db_exec(db, "UPDATE cdn_targets SET failures = failures + 1,"
                      " last_error = LEFT(?, 255) WHERE name = ?"
                      " AND lease_owner = ?", "sss", error, name, owner)
           < 0 ? PT_ERROR : PT_OK;
}


long long
pt_outbox_prune(pt_db *db)
{
    /* the nginx poller prunes the events (a day); what was recorded
     * sent of those gone goes too */
    return pt_db_exec(db, "DELETE FROM cdn_sent WHERE event_id < (SELECT"
                      " COALESCE(MIN(id), 18446744073709551615) FROM"
                      " cache_events)", NULL);
}
