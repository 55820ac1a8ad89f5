/*
 * Prometheus text exposition (api_metrics.h).  Counters are read one by
 * one while workers go on adding: a scrape is not a snapshot, which
 * Prometheus expects of counters anyway.
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_metrics.h"
#include "jobs/jobs.h"
#include "plugins/plugins.h"


typedef struct {
    char    *data;
    size_t   len;
    size_t   size;
    int      failed;
} pt_mbuf;


static void pt_mprintf(pt_mbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));


static void
pt_mprintf(pt_mbuf *b, const char *fmt, ...)
{
    int       n;
    char     *p;
    size_t    size;
    va_list   ap;

    for ( ;; ) {
        if (b->failed) {
            return;
        }

        va_start(ap, fmt);
        n = vsnprintf(b->data + b->len, b->size - b->len, fmt, ap);
        va_end(ap);

        if (n < 0) {
            b->failed = 1;
            return;
        }

        if ((size_t) n < b->size - b->len) {
            b->len += (size_t) n;
            return;
        }

        size = b->size * 2 + (size_t) n;
        p = realloc(b->data, size);
        if (p == NULL) {
            b->failed = 1;
            return;
        }

        b->data = p;
        b->size = size;
    }
}


static void
pt_mhead(pt_mbuf *b, const char *name, const char *type, const char *help)
{
    pt_mprintf(b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}


static void
pt_metrics_renders(pt_mbuf *b, const pt_metrics *m)
{
    unsigned            f, i;
    unsigned long long  cum;

    pt_mhead(b, "pictor_renders_total", "counter",
             "Variants rendered, by output format.");
    for (f = 0; f < PT_METRICS_FORMATS; f++) {
        pt_mprintf(b, "pictor_renders_total{format=\"%s\"} %llu\n",
                   pt_metrics_format_name[f],
                   (unsigned long long) pt_metrics_read(&m->renders[f]));
    }

    pt_mhead(b, "pictor_render_seconds", "histogram",
             "Wall time of renders, by output format.");
    for (f = 0; f < PT_METRICS_FORMATS; f++) {
        cum = 0;

        for (i = 0; i < PT_METRICS_BUCKETS; i++) {
            cum += pt_metrics_read(&m->render_bucket[f][i]);
            pt_mprintf(b, "pictor_render_seconds_bucket{format=\"%s\","
                       "le=\"%g\"} %llu\n", pt_metrics_format_name[f],
                       pt_metrics_le[i], cum);
        }

        /* the count is read once: +Inf and _count agree */
        cum = pt_metrics_read(&m->renders[f]);
        pt_mprintf(b, "pictor_render_seconds_bucket{format=\"%s\","
                   "le=\"+Inf\"} %llu\n", pt_metrics_format_name[f], cum);
        pt_mprintf(b, "pictor_render_seconds_sum{format=\"%s\"} %.6f\n",
                   pt_metrics_format_name[f],
                   (double) pt_metrics_read(&m->render_usec[f]) / 1e6);
        pt_mprintf(b, "pictor_render_seconds_count{format=\"%s\"} %llu\n",
                   pt_metrics_format_name[f], cum);
    }

    pt_mhead(b, "pictor_render_failures_total", "counter",
             "Delivery requests answered with a problem, by kind.");
    for (i = 0; i < PT_PROBLEM_TYPES; i++) {
        pt_mprintf(b, "pictor_render_failures_total{kind=\"%s\"} %llu\n",
                   pt_problem_type_slug(i),
                   (unsigned long long)
                   pt_metrics_read(&m->render_failures[i]));
    }
}


static void
pt_metrics_drivers(pt_mbuf *b, const char *name, const char *help,
    const uint64_t *counter)
{
    unsigned  i;

    pt_mhead(b, name, "counter", help);

    for (i = 0; i < PT_METRICS_DRIVERS; i++) {
        pt_mprintf(b, "%s{driver=\"%s\"} %llu\n", name,
                   pt_metrics_driver_name[i],
                   (unsigned long long) pt_metrics_read(&counter[i]));
    }
}


static void
pt_metrics_others(pt_mbuf *b, const pt_metrics *m, const pt_metrics_host *h)
{
    unsigned  i;

    pt_metrics_drivers(b, "pictor_store_requests_total",
                       "Operations on the stores of originals, by driver.",
                       m->store_requests);
    pt_metrics_drivers(b, "pictor_store_errors_total",
                       "Store operations that failed (a missing object is"
                       " no failure), by driver.", m->store_errors);

    pt_mhead(b, "pictor_plugin_invocations_total", "counter",
             "Renders that ran a plugin, by plugin.");
    for (i = 0; i < PT_METRICS_PLUGINS && pt_plugin_at(i) != NULL; i++) {
        pt_mprintf(b, "pictor_plugin_invocations_total{plugin=\"%s\"}"
                   " %llu\n", pt_plugin_at(i)->name, (unsigned long long)
                   pt_metrics_read(&m->plugins[i]));
    }

    pt_mhead(b, "pictor_thread_pool_queued", "gauge",
             "Tasks posted to a thread pool and not started yet.");
    for (i = 0; i < PT_METRICS_POOLS; i++) {
        if (h->pool_name[i] != NULL) {
            pt_mprintf(b, "pictor_thread_pool_queued{pool=\"%s\"} %lld\n",
                       h->pool_name[i], (long long)
                       __atomic_load_n(&m->queued[i], __ATOMIC_RELAXED));
        }
    }

    if (h->zone) {
        pt_mhead(b, "pictor_cache_zone_pages", "gauge",
                 "Pages of the cache-generation zone.");
        pt_mprintf(b, "pictor_cache_zone_pages %llu\n", h->zone_pages);
        pt_mhead(b, "pictor_cache_zone_pages_used", "gauge",
                 "Pages of the cache-generation zone in use.");
        pt_mprintf(b, "pictor_cache_zone_pages_used %llu\n",
                   h->zone_pages_used);
        pt_mhead(b, "pictor_cache_zone_entries", "gauge",
                 "Generations the cache-generation zone holds.");
        pt_mprintf(b, "pictor_cache_zone_entries %llu\n", h->zone_entries);
    }
}


/* every kind and status present in the table; absent pairs are 0 */
static void
pt_metrics_jobs(pt_mbuf *b, pt_db *db)
{
    pt_rows  *rows;

    rows = db ? pt_job_counts(db) : NULL;

    pt_mhead(b, "pictor_database_up", "gauge",
             "1 when the database answered this scrape.");
    pt_mprintf(b, "pictor_database_up %d\n", rows != NULL);

    if (rows == NULL) {
        return;
    }

    pt_mhead(b, "pictor_jobs", "gauge",
             "Jobs in the database, by kind and status.");

    while (pt_rows_next(rows)) {
        /* kinds are ASCII names pictord knows: nothing to escape */
        pt_mprintf(b, "pictor_jobs{kind=\"%s\",status=\"%s\"} %lld\n",
                   pt_rows_str(rows, 0), pt_rows_str(rows, 1),
                   pt_rows_int(rows, 2));
    }

    pt_rows_free(rows);
}


void
pt_api_metrics(pt_db *db, const pt_metrics *m, const pt_metrics_host *h,
    const char *base_url, pt_resp *resp)
{
    pt_mbuf  b;

    memset(&b, 0, sizeof(b));
    b.size = 16384;
    b.data = malloc(b.size);
    b.failed = (b.data == NULL);

    pt_metrics_renders(&b, m);
    pt_metrics_others(&b, m, h);
    pt_metrics_jobs(&b, db);

    if (b.failed) {
        free(b.data);
        pt_resp_problem(resp, PT_E_NOMEM, base_url, NULL, "out of memory");
        return;
    }

    resp->status = 200;
    resp->content_type = "text/plain; version=0.0.4; charset=utf-8";
    resp->body = b.data;
    resp->body_len = b.len;
    pt_resp_add_header(resp, "Cache-Control", pt_strdup("no-store"));
}
