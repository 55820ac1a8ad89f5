/*
 * The storage-migration job's copier (pictord_migrate.c), apart from the
 * job's listing and completion (job_storage_migration.c): the state the
 * copier threads share, and the call that runs them.
 */

#ifndef PICTORD_MIGRATE_H
#define PICTORD_MIGRATE_H

#include <pthread.h>

#include "pictord.h"
#include "records/migrations.h"
#include "store/store_remote.h"


/* What the copier threads share; mu guards the page and the flags. */
typedef struct {
    pictord_worker    *w;
    pt_job            *job;
    const pt_store_cfg *src_cfg;
    const pt_store_cfg *dst_cfg;
    long long          since;          /* target objects this new are kept
                                          (time_t: the second the
                                          migration began, as
                                          Last-Modified has no fraction) */

    pthread_mutex_t    mu;
    char             **page;           /* pending keys not handed out */
    long long         *sizes;          /* theirs as listed, -1 unknown */
    size_t             npage, next;
    char               after[PT_MIGR_KEY_MAX + 1];
    unsigned           drained:1;      /* no pending key after "after" */
    unsigned           abort:1;        /* the attempt ends */
    pt_job_failure     why;            /* when abort */
    char               detail[512];
} pictord_mig;


/*
 * Copies every pending object of mig->job with conf->migration_parallel
 * threads, each with its own connection and stores.  PT_OK when every
 * object is settled; PICTORD_JOB_INTERRUPTED when pictord stops;
 * PICTORD_JOB_FAILED with f set when the attempt ends (a store out of
 * reach, the database), the objects left pending for the next one.
 */
int pictord_mig_copy(pictord_mig *mig, pictord_failure *f);

/* A monotonic clock in milliseconds (batches, logs). */
long long pictord_mig_ms(void);

#endif /* PICTORD_MIGRATE_H */
