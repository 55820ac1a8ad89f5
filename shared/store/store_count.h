/*
 * A store that counts the operations of the store it wraps, and their
 * failures, in the host's metrics (core/metrics.h) under the wrapped
 * driver's name.  The factory (records/storage.c) wraps every driver it
 * makes; without metrics the driver is returned as it is.
 */

#ifndef PT_STORE_COUNT_H
#define PT_STORE_COUNT_H

#include "core/metrics.h"
#include "store/store.h"


/* inner is owned by the result (freed with it, also on failure); NULL
 * passes through. */
pt_store *pt_store_counted(pt_store *inner, pt_metrics_driver driver);

#endif /* PT_STORE_COUNT_H */
