/*
 * Plugin invocations counted in memory by render tasks and written to
 * plugin_usage in batches
 * (docs/decisions/0004-batched-plugin-billing.md "Decision").
 *
 * A render counts its invocations here, in its task, under a mutex: that
 * is exact under concurrency and costs no database round trip.  A flush
 * (every pictor_plugin_billing_flush, when the batch grows large, and
 * when an nginx worker exits) writes everything pending in one
 * transaction that also records the batch's random id, so a flush whose
 * COMMIT answer was lost is found out later, never written twice, never
 * dropped.  What a crash of the process (SIGKILL) loses is what was
 * counted since the last flush: at most one interval, never billed twice.
 *
 * The pending set is per process; every function is thread-safe.
 */

#ifndef PT_USAGE_BATCH_H
#define PT_USAGE_BATCH_H

#include "db/db.h"

/* invocations pending after which the counting task flushes itself */
#define PT_USAGE_BATCH_HIGH  4096

/*
 * One invocation of each plugin of mask (bits as plugins.h) for the
 * project in month, at each plugin's current price.  PT_OK, or PT_ERROR
 * when out of memory (nothing counted: record it synchronously).
 */
int pt_usage_count(unsigned long long project_id, unsigned mask,
    const char *month);

/* Invocations counted and not yet written (0 when nothing is pending). */
unsigned long long pt_usage_pending(void);

/*
 * Writes what is pending, first settling a flush whose outcome was lost.
 * PT_OK when nothing is left pending; PT_ERROR when the database failed
 * (the counts stay pending for the next flush; pt_db_error() says why).
 * Concurrent calls are serialised.
 */
int pt_usage_flush(pt_db *db);

#endif /* PT_USAGE_BATCH_H */
