/*
 * An EPS page rasterized on demand for delivery, before pictord has made it
 * (docs/API.md "Delivery": an EPS is rasterized on demand before pictord
 * has made its page).  The raster is kept, so every variant of the page
 * (each w, h, format) comes from one ghostscript run; runs are
 * single-flight per image and page across threads and workers, capped per
 * process, and a failure is remembered for a while instead of being run
 * again.
 */

#ifndef PT_EPS_DEMAND_H
#define PT_EPS_DEMAND_H

#include "core/demand.h"
#include "store/store.h"

typedef struct {
    const char  *storage_root;  /* rasters live in root/.eps-pages, runs
                                   in its scratch directory */
    pt_store    *store;         /* the project's: holds the original */
    const char  *key;           /* the original's key */
    const char  *image_id;      /* a valid image id */
    int          page;          /* 1-based */
    unsigned     max_runs;      /* concurrent ghostscript runs, process */
    unsigned     failed_ttl;    /* seconds a failure is kept, 0: not */
    unsigned     timeout_ms;    /* wall clock; CPU seconds one more */
    unsigned     ttl_left;      /* out: a failure's remaining seconds */
} pt_eps_demand;

/*
 * The raster of d->page: from the cache, or made now by ghostscript in the
 * sandbox when no other thread or worker is making it (they wait for it).
 * NO_PAGE, FAILED and TIMEOUT are kept for d->failed_ttl seconds and come
 * back without a run; d->ttl_left says how long still.  On OK the caller
 * closes *fd.
 */
pt_demand_rc pt_eps_demand_page(pt_eps_demand *d, int *fd);

/* Removes an image's rasters and failures (deleted, or pictord has made
 * its pages). */
void pt_eps_demand_forget(const char *storage_root, const char *image_id);

#endif /* PT_EPS_DEMAND_H */
