/*
 * Work done on demand for delivery and kept (an EPS page's raster, a
 * video's poster): the product lives at {root}/{kind}/{id}/{name}.png, a
 * hidden name never a store object.  One run per product across threads
 * and workers (flock), at most max_runs at once per process (more are
 * BUSY), and a failure kept for failed_ttl seconds so the same input
 * fails the same way without a run.  Every kind answers with one set of
 * codes, pt_demand_rc; NO_PAGE, FAILED and TIMEOUT are the failures worth
 * keeping (their words are written in {name}.failed).
 */

#ifndef PT_DEMAND_H
#define PT_DEMAND_H

#include <stdatomic.h>
#include <stddef.h>

typedef enum {
    PT_DEMAND_OK = 0,      /* *fd: the product, a PNG */
    PT_DEMAND_NO_PAGE,     /* the input has no such page (kept) */
    PT_DEMAND_FAILED,      /* the tool failed or made nothing sane (kept) */
    PT_DEMAND_TIMEOUT,     /* the tool was killed at its limit (kept) */
    PT_DEMAND_BUSY,        /* max_runs are running in this process */
    PT_DEMAND_ERROR,       /* storage or system error (logged) */
    PT_DEMAND_GONE         /* the original was deleted meanwhile */
} pt_demand_rc;

/*
 * Makes the product (ctx is the caller's): on PT_DEMAND_OK,
 * *fd is open on it and it is kept at png when it can be
 * (pt_demand_keep).
 */
typedef pt_demand_rc (*pt_demand_run_pt)(void *ctx, const char *png,
    int *fd);

/* what is fixed for one kind of product */
typedef struct {
    const char          *dir;         /* ".eps-pages", ".video-posters" */
    atomic_uint         *runs;        /* the kind's runs in this process */
    pt_demand_run_pt     run;
} pt_demand_kind;

typedef struct {
    const pt_demand_kind  *kind;
    const char            *root;        /* the storage root */
    const char            *id;          /* a valid image id */
    const char            *name;        /* the product in the id's folder */
    unsigned               max_runs;
    unsigned               failed_ttl;  /* seconds a failure is kept, 0:
                                           not */
    void                  *ctx;         /* the run's */
    unsigned               ttl_left;    /* out: a failure's remaining
                                           seconds */
} pt_demand;

/*
 * The product: kept, or made now by d->kind->run when no other thread or worker
 * is making it (they wait for it: waiting is bounded by the holder's run).
 * A kept failure comes back without a run; on 0 the caller closes *fd.
 */
pt_demand_rc pt_demand_get(pt_demand *d, int *fd);

/* {root}/{dir}/{id}/{name}{suffix}, or the id's folder when suffix is
 * NULL. */
void pt_demand_path(const pt_demand *d, const char *suffix, char *buf,
    size_t size);

/*
 * A run's product made at made: *fd opened on it, then moved to png to be
 * kept.  Whoever forgot the id meanwhile (pictord stored its products, the
 * image was deleted) removed png's folder: the product still serves from
 * *fd, it is just not kept.  0, or -1 when made cannot be opened.
 */
int pt_demand_keep(const char *made, const char *png, int *fd);

/* Removes an id's products and failures (deleted, or pictord has stored
 * them). */
void pt_demand_forget(const pt_demand_kind *kind, const char *root,
    const char *id);

#endif /* PT_DEMAND_H */
