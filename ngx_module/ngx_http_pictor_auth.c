
/*
 * Credentials before bodies, and the cap on password hashes.
 *
 * A route with a body has the caller's credentials checked in the pool
 * (they need the database) before nginx reads a byte of the body: an
 * anonymous client gets its 401 without making nginx spool 64 MB to disk.
 * The principal found is handed to the route, so it is checked once.
 *
 * A login runs Argon2id (64 MiB, a pool thread for its whole run); at most
 * pictor_login_hashes run or wait per worker, the rest are refused at once
 * with 503, so a login flood never holds the threads other calls need.
 */


#include "ngx_http_pictor_module.h"


static void ngx_http_pictor_auth_work(void *data);
static void ngx_http_pictor_auth_done(ngx_http_request_t *r, void *data);


/* login tasks of this worker posted and not yet done: loop-only */
static ngx_uint_t  ngx_http_pictor_hashing;


ngx_int_t
ngx_http_pictor_auth_first(ngx_http_request_t *r, ngx_http_pictor_ctx_t *ctx)
{
    ngx_int_t                     rc;
    ngx_http_pictor_main_conf_t  *pmcf;

    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);

    rc = ngx_http_pictor_task_post(r, pmcf->thread_pool,
                                   ngx_http_pictor_auth_work,
                                   ngx_http_pictor_auth_done, ctx);

    if (rc == NGX_OK) {
        /* released by ngx_http_finalize_request() in auth_done() */
        r->main->count++;
        return NGX_DONE;
    }

    if (ngx_http_discard_request_body(r) != NGX_OK) {
        r->keepalive = 0;
    }

    return ngx_http_pictor_task_refused(r, rc);
}


/* In a pool thread: no nginx calls, only the context. */
static void
ngx_http_pictor_auth_work(void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    if (pt_api_auth(ctx->route, &ctx->req, &ctx->resp, &ctx->who) == PT_OK) {
        ctx->req.who = &ctx->who;
    }
}


static void
ngx_http_pictor_auth_done(ngx_http_request_t *r, void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    if (ctx->req.who == NULL) {
        /* the body is dropped as it arrives, never stored; a client that
         * sends it anyway keeps its connection */
        if (ngx_http_discard_request_body(r) != NGX_OK) {
            r->keepalive = 0;
        }

        ngx_http_finalize_request(r, ngx_http_pictor_send(r, &ctx->resp));
        return;
    }

    ngx_http_finalize_request(r, ngx_http_pictor_read_body(r, ctx));
}


ngx_int_t
ngx_http_pictor_hash_enter(ngx_http_request_t *r, ngx_http_pictor_ctx_t *ctx)
{
    ngx_http_pictor_main_conf_t  *pmcf;

    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);

    if (ngx_http_pictor_hashing >= (ngx_uint_t) pmcf->login_hashes) {
        ngx_log_error(NGX_LOG_INFO, r->connection->log, 0,
                      "pictor: %ui logins in progress, login refused",
                      ngx_http_pictor_hashing);
        return NGX_DECLINED;
    }

    ngx_http_pictor_hashing++;
    ctx->hashing = 1;

    return NGX_OK;
}


void
ngx_http_pictor_hash_leave(ngx_http_pictor_ctx_t *ctx)
{
    if (ctx->hashing) {
        ctx->hashing = 0;
        ngx_http_pictor_hashing--;
    }
}
