/*
 * Recording into the host's counters (metrics.h).  GCC's atomics, not
 * nginx's: the library knows nothing of nginx; on the host's shared
 * memory they are the same lock-prefixed adds ngx_atomic_fetch_add does.
 */

#include <time.h>

#include "core/metrics.h"


const double  pt_metrics_le[PT_METRICS_BUCKETS] = {
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10
};

const char  *pt_metrics_driver_name[PT_METRICS_DRIVERS] = {
    "local", "s3", "azure", "gcs"
};

const char  *pt_metrics_format_name[PT_METRICS_FORMATS] = {
    "jpeg", "png", "webp", "avif", "gif"
};

static pt_metrics  *pt_metrics_now;


void
pt_metrics_use(pt_metrics *m)
{
    pt_metrics_now = m;
}


pt_metrics *
pt_metrics_get(void)
{
    return pt_metrics_now;
}


static void
pt_metrics_add(uint64_t *counter, uint64_t n)
{
    (void) __atomic_fetch_add(counter, n, __ATOMIC_RELAXED);
}


uint64_t
pt_metrics_clock(void)
{
    struct timespec  ts;

    (void) clock_gettime(CLOCK_MONOTONIC, &ts);

    return (uint64_t) ts.tv_sec * 1000000 + (uint64_t) ts.tv_nsec / 1000;
}


uint64_t
pt_metrics_read(const uint64_t *counter)
{
    return __atomic_load_n(counter, __ATOMIC_RELAXED);
}


void
pt_metrics_render(unsigned out, uint64_t usec)
{
    unsigned  b;

    if (pt_metrics_now == NULL || out >= PT_METRICS_FORMATS) {
        return;
    }

    for (b = 0; b < PT_METRICS_BUCKETS; b++) {
        if ((double) usec <= pt_metrics_le[b] * 1e6) {
            break;
        }
    }

    /* past the last bound: only +Inf (the count) holds it */
    if (b < PT_METRICS_BUCKETS) {
        pt_metrics_add(&pt_metrics_now->render_bucket[out][b], 1);
    }

    pt_metrics_add(&pt_metrics_now->render_usec[out], usec);
    pt_metrics_add(&pt_metrics_now->renders[out], 1);
}


void
pt_metrics_render_failed(pt_cause kind)
{
    if (pt_metrics_now != NULL) {
        pt_metrics_add(&pt_metrics_now->render_failures[pt_problem_type(kind)],
                       1);
    }
}


void
pt_metrics_store(pt_metrics_driver d, int failed)
{
    if (pt_metrics_now == NULL || (unsigned) d >= PT_METRICS_DRIVERS) {
        return;
    }

    pt_metrics_add(&pt_metrics_now->store_requests[d], 1);

    if (failed) {
        pt_metrics_add(&pt_metrics_now->store_errors[d], 1);
    }
}


void
pt_metrics_plugin(unsigned i)
{
    if (pt_metrics_now != NULL && i < PT_METRICS_PLUGINS) {
        pt_metrics_add(&pt_metrics_now->plugins[i], 1);
    }
}


void
pt_metrics_queue(pt_metrics_pool pool, int delta)
{
    if (pt_metrics_now != NULL && (unsigned) pool < PT_METRICS_POOLS) {
        (void) __atomic_fetch_add(&pt_metrics_now->queued[pool],
                                  (int64_t) delta, __ATOMIC_RELAXED);
    }
}
