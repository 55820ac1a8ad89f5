
/*
 * Metrics: the zone that holds libpictor's counters (core/metrics.h) for
 * every worker, and the pictor_metrics content handler.  The zone's gauges
 * (pool queues, the generations zone) are read on the loop; the jobs
 * table is counted in the API pool, and the text written there too.
 */


#include "ngx_http_pictor_module.h"
#include "api/api_metrics.h"


typedef struct {
    ngx_http_pictor_ctx_t   base;     /* first: it is the module's ctx */
    pt_metrics_host         host;
    const pt_db_conf       *db;
    char                   *base_url;
} ngx_http_pictor_metrics_ctx_t;


static ngx_int_t ngx_http_pictor_metrics_init_zone(ngx_shm_zone_t *zone,
    void *data);
static void ngx_http_pictor_metrics_work(void *data);
static void ngx_http_pictor_metrics_done(ngx_http_request_t *r, void *data);


static ngx_shm_zone_t  *ngx_http_pictor_metrics_zone;


ngx_int_t
ngx_http_pictor_metrics_zone_add(ngx_conf_t *cf)
{
    ngx_str_t  name = ngx_string("pictor_metrics");

    /* a slab pool's own pages besides the counters */
    ngx_http_pictor_metrics_zone = ngx_shared_memory_add(cf, &name,
                                       8 * ngx_pagesize
                                       + ngx_align(sizeof(pt_metrics),
                                                   ngx_pagesize),
                                       &ngx_http_pictor_module);
    if (ngx_http_pictor_metrics_zone == NULL) {
        return NGX_ERROR;
    }

    ngx_http_pictor_metrics_zone->init = ngx_http_pictor_metrics_init_zone;

    return NGX_OK;
}


static ngx_int_t
ngx_http_pictor_metrics_init_zone(ngx_shm_zone_t *zone, void *data)
{
    ngx_slab_pool_t  *shpool;

    if (data) {
        /* reload: the counts go on */
        zone->data = data;
        return NGX_OK;
    }

    shpool = (ngx_slab_pool_t *) zone->shm.addr;

    if (zone->shm.exists) {
        zone->data = shpool->data;
        return NGX_OK;
    }

    zone->data = ngx_slab_calloc(shpool, sizeof(pt_metrics));
    if (zone->data == NULL) {
        return NGX_ERROR;
    }

    shpool->data = zone->data;

    return NGX_OK;
}


/* in a worker: libpictor records into the zone from now on */
void
ngx_http_pictor_metrics_init(void)
{
    if (ngx_http_pictor_metrics_zone != NULL) {
        pt_metrics_use(ngx_http_pictor_metrics_zone->data);
    }
}


ngx_int_t
ngx_http_pictor_metrics_handler(ngx_http_request_t *r)
{
    ngx_int_t                       rc;
    ngx_str_t                      *name;
    ngx_uint_t                      pages, used, entries;
    ngx_pool_cleanup_t             *cln;
    ngx_http_pictor_metrics_ctx_t  *mctx;
    ngx_http_pictor_loc_conf_t     *plcf;
    ngx_http_pictor_main_conf_t    *pmcf;

    rc = ngx_http_discard_request_body(r);
    if (rc != NGX_OK) {
        return rc;
    }

    if (!(r->method & (NGX_HTTP_GET|NGX_HTTP_HEAD))) {
        return ngx_http_pictor_send_problem(r, PT_E_METHOD,
                                            "the metrics take GET and HEAD",
                                            "GET, HEAD");
    }

    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);
    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    mctx = ngx_pcalloc(r->pool, sizeof(ngx_http_pictor_metrics_ctx_t));
    cln = ngx_pool_cleanup_add(r->pool, 0);
    if (mctx == NULL || cln == NULL) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    mctx->base.request = r;
    mctx->db = plcf->api.db;
    pt_resp_init(&mctx->base.resp);

    mctx->base_url = ngx_http_pictor_base_url(r);
    if (mctx->base_url == NULL) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    cln->handler = (ngx_pool_cleanup_pt) pt_resp_free;
    cln->data = &mctx->base.resp;

    ngx_http_set_ctx(r, &mctx->base, ngx_http_pictor_module);

    /* one pool for both: task_post counts every task as a render's */
    name = (pmcf->render_pool == pmcf->thread_pool)
           ? &pmcf->thread_pool_name : &pmcf->render_pool_name;

    mctx->host.pool_name[PT_METRICS_POOL_RENDER] =
        ngx_http_pictor_cstr(r, name->data, name->len);

    if (pmcf->render_pool != pmcf->thread_pool) {
        mctx->host.pool_name[PT_METRICS_POOL_API] =
            ngx_http_pictor_cstr(r, pmcf->thread_pool_name.data,
                                 pmcf->thread_pool_name.len);
    }

    if (ngx_http_pictor_gen_stats(&pages, &used, &entries) == NGX_OK) {
        mctx->host.zone = 1;
        mctx->host.zone_pages = pages;
        mctx->host.zone_pages_used = used;
        mctx->host.zone_entries = entries;
    }

    r->main->count++;

    rc = ngx_http_pictor_task_post(r, pmcf->thread_pool,
                                   ngx_http_pictor_metrics_work,
                                   ngx_http_pictor_metrics_done,
                                   &mctx->base);
    if (rc == NGX_OK) {
        return NGX_DONE;
    }

    r->main->count--;

    return ngx_http_pictor_task_refused(r, rc);
}


/* In a pool thread. */
static void
ngx_http_pictor_metrics_work(void *data)
{
    ngx_http_pictor_metrics_ctx_t  *mctx = data;

    pt_db              *db;
    pt_metrics         *m;
    static pt_metrics   none;     /* no zone: nothing was counted */

    db = mctx->db ? pt_db_thread(mctx->db) : NULL;
    m = pt_metrics_get();

    pt_api_metrics(db, m ? m : &none, &mctx->host, mctx->base_url,
                   &mctx->base.resp);
}


static void
ngx_http_pictor_metrics_done(ngx_http_request_t *r, void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    ngx_http_finalize_request(r, ngx_http_pictor_send(r, &ctx->resp));
}
