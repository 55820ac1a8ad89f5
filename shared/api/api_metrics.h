/*
 * The pictor_metrics endpoint's body: Prometheus text format 0.0.4 of the
 * counters (core/metrics.h), the host's gauges (pool queues, the
 * cache-generation zone) and the jobs table, counted by kind and status
 * at scrape time: the database is the truth across several pictords.
 * docs/OPERATIONS.md "Metrics" names every metric.
 */

#ifndef PT_API_METRICS_H
#define PT_API_METRICS_H

#include "api/api.h"
#include "core/metrics.h"

typedef struct {
    const char          *pool_name[PT_METRICS_POOLS];   /* NULL: no pool */
    int                  zone;          /* 0: no cache-generation zone */
    unsigned long long   zone_pages;
    unsigned long long   zone_pages_used;
    unsigned long long   zone_entries;
} pt_metrics_host;

/* In a pool thread: resp becomes 200 text/plain with the exposition, or
 * a 500 problem when out of memory.  db may be NULL (unreachable): the
 * jobs are left out and pictor_database_up says 0. */
void pt_api_metrics(pt_db *db, const pt_metrics *m, const pt_metrics_host *h,
    const char *base_url, pt_resp *resp);

#endif /* PT_API_METRICS_H */
