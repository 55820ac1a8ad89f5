/*
 * Counters for the Prometheus endpoint (pictor_metrics).  The library
 * records into a pt_metrics whose memory the host provides: the nginx
 * module hands over a block of its shared memory zone, so the counts of
 * every worker add up; with none given (pictord, tools, tests) nothing is
 * counted.  Adds are atomic (relaxed: each counter is read on its own).
 * The text encoder is api/api_metrics.h.
 */

#ifndef PT_METRICS_H
#define PT_METRICS_H

#include <stdint.h>

#include "core/problem.h"


/* rendered output formats: transform.h's pt_out_format minus 1 */
#define PT_METRICS_FORMATS  5
/* plugins.h's PT_NPLUGINS (checked there) */
#define PT_METRICS_PLUGINS  4
/* upper bounds of the render-seconds buckets, +Inf apart */
#define PT_METRICS_BUCKETS  11

typedef enum {
    PT_METRICS_LOCAL = 0, PT_METRICS_S3, PT_METRICS_AZURE, PT_METRICS_GCS,
    PT_METRICS_DRIVERS
} pt_metrics_driver;

/* the host's thread pools: API calls and renders */
typedef enum {
    PT_METRICS_POOL_API = 0, PT_METRICS_POOL_RENDER, PT_METRICS_POOLS
} pt_metrics_pool;

typedef struct {
    uint64_t  renders[PT_METRICS_FORMATS];
    /* per bucket, not cumulative: the encoder sums them */
    uint64_t  render_bucket[PT_METRICS_FORMATS][PT_METRICS_BUCKETS];
    uint64_t  render_usec[PT_METRICS_FORMATS];
    uint64_t  render_failures[PT_PROBLEM_TYPES];
    uint64_t  store_requests[PT_METRICS_DRIVERS];
    uint64_t  store_errors[PT_METRICS_DRIVERS];
    uint64_t  plugins[PT_METRICS_PLUGINS];
    /* tasks posted to a pool and not started yet (a gauge) */
    int64_t   queued[PT_METRICS_POOLS];
} pt_metrics;

extern const double  pt_metrics_le[PT_METRICS_BUCKETS];
extern const char   *pt_metrics_driver_name[PT_METRICS_DRIVERS];
/* "jpeg" ... "gif": the metrics' and the access log's format names */
extern const char   *pt_metrics_format_name[PT_METRICS_FORMATS];

/* The counters to record into from now on (NULL: none); once per process,
 * before any thread records. */
void pt_metrics_use(pt_metrics *m);
pt_metrics *pt_metrics_get(void);

/* out is pt_out_format - 1; usec the render's wall time */
void pt_metrics_render(unsigned out, uint64_t usec);
void pt_metrics_render_failed(pt_cause kind);
void pt_metrics_store(pt_metrics_driver d, int failed);
void pt_metrics_plugin(unsigned i);
void pt_metrics_queue(pt_metrics_pool pool, int delta);

/* the monotonic clock in microseconds, to time what is recorded */
uint64_t pt_metrics_clock(void);

/* an atomic read, for the encoder */
uint64_t pt_metrics_read(const uint64_t *counter);

#endif /* PT_METRICS_H */
