
/*
 * The pictor_render content handler, on the internal render server behind
 * the front server's proxy_cache (docs/ARCHITECTURE.md "Request flow"):
 * it computes the same cache key as the front (for the ETag), then runs
 * pt_dl_run() in the thread pool: database, store and libvips work
 * never touch the loop.
 */


#include "ngx_http_pictor_module.h"
#include "core/metrics.h"
#include "delivery/delivery_memo.h"


static ngx_int_t ngx_http_pictor_render_memo(ngx_http_request_t *r,
    pt_dl_req *dl);
static void ngx_http_pictor_render_work(void *data);
static void ngx_http_pictor_render_done(ngx_http_request_t *r, void *data);


ngx_int_t
ngx_http_pictor_render_handler(ngx_http_request_t *r)
{
    char                          err[256];
    ngx_int_t                     rc;
    pt_dl_req                    *dl;
    pt_cause                      kind;
    ngx_pool_cleanup_t           *cln;
    ngx_http_pictor_ctx_t        *ctx;
    ngx_http_pictor_loc_conf_t   *plcf;
    ngx_http_pictor_main_conf_t  *pmcf;

    /* before any answer: an unread body would be read as the next request
     * on the front's kept-alive connection (docs/SECURITY.md) */
    rc = ngx_http_discard_request_body(r);
    if (rc != NGX_OK) {
        return rc;
    }

    if (!(r->method & (NGX_HTTP_GET|NGX_HTTP_HEAD))) {
        return ngx_http_pictor_send_problem(r, PT_E_METHOD,
                                            "delivery URLs take GET and"
                                            " HEAD", "GET, HEAD");
    }

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    ctx = ngx_pcalloc(r->pool, sizeof(ngx_http_pictor_ctx_t));
    dl = ngx_pcalloc(r->pool, sizeof(pt_dl_req));
    cln = ngx_pool_cleanup_add(r->pool, 0);
    if (ctx == NULL || dl == NULL || cln == NULL) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    ctx->request = r;
    ctx->dl = dl;
    pt_resp_init(&ctx->resp);

    cln->handler = (ngx_pool_cleanup_pt) pt_resp_free;
    cln->data = &ctx->resp;

    ngx_http_set_ctx(r, ctx, ngx_http_pictor_module);

    err[0] = '\0';

    if (ngx_http_pictor_cache_key(r, dl, &kind, err, sizeof(err)) != NGX_OK) {
        pt_metrics_render_failed(kind);
        return ngx_http_pictor_send_problem(r, kind, err, NULL);
    }

    dl->base_url = ngx_http_pictor_base_url(r);
    if (dl->base_url == NULL) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    dl->negotiated = dl->d.kind != PT_DL_ORIGINAL
                     && dl->d.format == PT_OUT_NEGOTIATE;
    dl->conf = &plcf->api;
    dl->path = (char *) r->uri.data;
    dl->path_len = r->uri.len;
    /* acted on for a video original's only (delivery_range.c) */
    dl->range = ngx_http_pictor_header(r, "Range");
    dl->if_range = ngx_http_pictor_header(r, "If-Range");
    dl->if_range_time = dl->if_range == NULL ? -1
                        : ngx_parse_http_time((u_char *) dl->if_range,
                                              ngx_strlen(dl->if_range));

    if (ngx_http_pictor_render_memo(r, dl)
        && pt_dl_memo_get(plcf, dl->key, &ctx->resp, ngx_time()) == PT_OK)
    {
        /* a kept video original: its file again, on the loop, as nginx
         * opens a static file */
        return ngx_http_pictor_send(r, &ctx->resp);
    }

    r->main->count++;

    /* renders have their own pool: API calls and /healthz never queue
     * behind them */
    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);

    rc = ngx_http_pictor_task_post(r, pmcf->render_pool,
                                   ngx_http_pictor_render_work,
                                   ngx_http_pictor_render_done, ctx);

    if (rc == NGX_OK) {
        return NGX_DONE;
    }

    r->main->count--;

    return ngx_http_pictor_task_refused(r, rc);
}


/* In a pool thread. */
static void
ngx_http_pictor_render_work(void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;
    pt_db                  *db;

    db = ctx->dl->conf->db ? pt_db_thread(ctx->dl->conf->db) : NULL;

    pt_dl_run(db, ctx->dl, &ctx->resp);
}


/*
 * Whether this request's answer may come from, or go to, the memo of
 * video originals (delivery_memo.h): unsigned (a signature is checked
 * against the database each time), and keyed by every generation.
 */
static ngx_int_t
ngx_http_pictor_render_memo(ngx_http_request_t *r, pt_dl_req *dl)
{
    return dl->d.kind == PT_DL_ORIGINAL
           && ngx_strncmp(dl->d.id, "vid_", 4) == 0
           && dl->d.sig[0] == '\0'
           && ngx_http_pictor_cache_ready();
}


static void
ngx_http_pictor_render_done(ngx_http_request_t *r, void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    if (ctx->dl->file_path[0] && ngx_http_pictor_render_memo(r, ctx->dl)) {
        (void) pt_dl_memo_put(ngx_http_get_module_loc_conf(r,
                                  ngx_http_pictor_module),
                              ctx->dl->key, ctx->dl->file_path, &ctx->resp,
                              ngx_time());
    }

    ngx_http_finalize_request(r, ngx_http_pictor_send(r, &ctx->resp));
}
