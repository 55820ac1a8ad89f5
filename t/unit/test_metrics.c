/*
 * Check suite for the metrics (core/metrics.h, api/api_metrics.h): with
 * no counters given nothing is recorded; a render lands in the first
 * bucket whose bound holds it (a bound is inclusive, past the last only
 * +Inf counts it); the exposition's buckets are cumulative, +Inf equals
 * _count, _sum is in seconds; the store wrapper counts a missing object as
 * a request, a failure as an error too, and passes the inner error on.
 */

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_metrics.h"
#include "core/pt.h"
#include "store/store_count.h"


static pt_metrics  m;


static void
setup(void)
{
    memset(&m, 0, sizeof(m));
    pt_metrics_use(&m);
}


static void
teardown(void)
{
    pt_metrics_use(NULL);
}


START_TEST(metrics_off)
{
    pt_metrics_use(NULL);
    pt_metrics_render(0, 1000);
    pt_metrics_render_failed(PT_E_NO_SUCH);
    pt_metrics_store(PT_METRICS_S3, 1);
    ck_assert_uint_eq(m.renders[0], 0);
    ck_assert_uint_eq(m.render_failures[PT_E_NO_SUCH], 0);
    ck_assert_uint_eq(m.store_requests[PT_METRICS_S3], 0);
}
END_TEST


START_TEST(metrics_buckets)
{
    pt_metrics_render(2, 5000);        /* 0.005 s: the first bound */
    pt_metrics_render(2, 5001);        /* just over: the second */
    pt_metrics_render(2, 60000000);    /* a minute: +Inf only */
    pt_metrics_render(PT_METRICS_FORMATS, 1);   /* out of range */

    ck_assert_uint_eq(m.render_bucket[2][0], 1);
    ck_assert_uint_eq(m.render_bucket[2][1], 1);
    ck_assert_uint_eq(m.render_bucket[2][PT_METRICS_BUCKETS - 1], 0);
    ck_assert_uint_eq(m.renders[2], 3);
    ck_assert_uint_eq(m.render_usec[2], 60010001);
}
END_TEST


static const char *
has(pt_resp *r, const char *line)
{
    char  buf[256];

    pt_snprintf(buf, sizeof(buf), "\n%s\n", line);

    return strstr(r->body, buf);
}


START_TEST(metrics_text)
{
    pt_resp          r;
    pt_metrics_host  h;

    memset(&h, 0, sizeof(h));
    h.pool_name[PT_METRICS_POOL_RENDER] = "pictor_render";

    pt_metrics_render(2, 5000);
    pt_metrics_render(2, 300000);
    pt_metrics_render_failed(PT_E_INVALID);
    pt_metrics_queue(PT_METRICS_POOL_RENDER, 2);
    pt_metrics_queue(PT_METRICS_POOL_RENDER, -1);

    pt_resp_init(&r);
    pt_api_metrics(NULL, &m, &h, "http://x", &r);

    ck_assert_int_eq(r.status, 200);
    ck_assert_ptr_nonnull(r.body);
    ck_assert_ptr_nonnull(has(&r, "# TYPE pictor_render_seconds histogram"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_bucket{format=\"webp\",le=\"0.005\"} 1"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_bucket{format=\"webp\",le=\"0.25\"} 1"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_bucket{format=\"webp\",le=\"0.5\"} 2"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_bucket{format=\"webp\",le=\"+Inf\"} 2"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_sum{format=\"webp\"} 0.305000"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_seconds_count{format=\"webp\"} 2"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_render_failures_total{kind=\"bad-request\"} 1"));
    ck_assert_ptr_nonnull(has(&r,
        "pictor_thread_pool_queued{pool=\"pictor_render\"} 1"));
    /* no API pool named, no zone, no database */
    ck_assert_ptr_null(strstr(r.body, "pool=\"pictor\""));
    ck_assert_ptr_null(strstr(r.body, "pictor_cache_zone"));
    ck_assert_ptr_nonnull(has(&r, "pictor_database_up 0"));
    ck_assert_ptr_null(strstr(r.body, "pictor_jobs"));
    ck_assert_uint_eq(strlen(r.body), r.body_len);

    pt_resp_free(&r);
}
END_TEST


/* a store whose every operation answers rc */
static int  inner_rc;

static int
inner_head(pt_store *s, const char *key, pt_store_stat *st)
{
    (void) key;
    (void) st;

    pt_snprintf(s->error, sizeof(s->error), "inner says %d", inner_rc);
    return inner_rc;
}

static void
inner_free(pt_store *s)
{
    free(s);
}

static const pt_store_ops  inner_ops = {
    .head = inner_head, .free = inner_free
};


START_TEST(metrics_store)
{
    pt_store  *in, *s;

    in = calloc(1, sizeof(pt_store));
    ck_assert_ptr_nonnull(in);
    in->ops = &inner_ops;

    s = pt_store_counted(in, PT_METRICS_GCS);
    ck_assert_ptr_ne(s, in);

    inner_rc = PT_STORE_OK;
    ck_assert_int_eq(s->ops->head(s, "k", NULL), PT_STORE_OK);
    inner_rc = PT_STORE_NOT_FOUND;
    ck_assert_int_eq(s->ops->head(s, "k", NULL), PT_STORE_NOT_FOUND);
    inner_rc = PT_STORE_UNREACHABLE;
    ck_assert_int_eq(s->ops->head(s, "k", NULL), PT_STORE_UNREACHABLE);
    ck_assert_str_eq(s->error, "inner says -3");

    ck_assert_uint_eq(m.store_requests[PT_METRICS_GCS], 3);
    ck_assert_uint_eq(m.store_errors[PT_METRICS_GCS], 1);
    ck_assert_uint_eq(m.store_requests[PT_METRICS_S3], 0);

    s->ops->free(s);

    /* without metrics the driver itself comes back */
    pt_metrics_use(NULL);
    in = calloc(1, sizeof(pt_store));
    ck_assert_ptr_nonnull(in);
    in->ops = &inner_ops;
    ck_assert_ptr_eq(pt_store_counted(in, PT_METRICS_GCS), in);
    in->ops->free(in);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("metrics");

    tc = tcase_create("metrics");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, metrics_off);
    tcase_add_test(tc, metrics_buckets);
    tcase_add_test(tc, metrics_text);
    tcase_add_test(tc, metrics_store);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
