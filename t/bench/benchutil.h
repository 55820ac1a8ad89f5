/*
 * make bench helpers: a monotonic clock and latency percentiles, shared by
 * copyloop.c, sqlbench.c and stages.c.  Header only.
 */

#ifndef BENCHUTIL_H
#define BENCHUTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>


static inline double
bu_now(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}


static int
bu_cmp(const void *a, const void *b)
{
    double  x = *(const double *) a, y = *(const double *) b;

    return x < y ? -1 : x > y;
}


/* p in [0, 100] of n sorted values (nearest rank) */
static inline double
bu_pct(const double *v, size_t n, double p)
{
    size_t  i;

    if (n == 0) {
        return 0;
    }

    i = (size_t) (p / 100.0 * (double) n + 0.5);
    i = i == 0 ? 0 : i - 1;

    return v[i < n ? i : n - 1];
}


static inline void
bu_sort(double *v, size_t n)
{
    qsort(v, n, sizeof(double), bu_cmp);
}


/* one line of n timings (seconds), sorted here: stage=NAME n=.. p50_us=..
 * p99_us=.. (the in-process stage tools: stages.c, jpegscan.c) */
static inline void
bu_report(const char *name, double *v, size_t n)
{
    bu_sort(v, n);
    printf("stage=%s n=%zu p50_us=%.0f p99_us=%.0f\n", name, n,
           bu_pct(v, n, 50) * 1e6, bu_pct(v, n, 99) * 1e6);
}


/* A growing array of latencies (seconds). */
typedef struct {
    double  *v;
    size_t   n, cap;
} bu_lat;


static inline int
bu_lat_add(bu_lat *l, double x)
{
    double  *t;

    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 1024;
        t = realloc(l->v, l->cap * sizeof(double));
        if (t == NULL) {
            return -1;
        }
        l->v = t;
    }

    l->v[l->n++] = x;

    return 0;
}

#endif
