
/*
 * The pictor_api content handler: matches the route on the event loop (pure
 * string work), answers what needs no database at once (no route, the
 * /problems pages), has the caller's credentials checked before reading a
 * body (ngx_http_pictor_auth.c), reads the body, then runs the route in
 * the thread pool.
 */


#include "ngx_http_pictor_module.h"


static void ngx_http_pictor_resp_cleanup(void *data);
static void ngx_http_pictor_body_handler(ngx_http_request_t *r);
static void ngx_http_pictor_file_handler(ngx_http_request_t *r);
static void ngx_http_pictor_run(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx);
static void ngx_http_pictor_work(void *data);
static void ngx_http_pictor_done(ngx_http_request_t *r, void *data);


static pt_method
ngx_http_pictor_method(ngx_http_request_t *r)
{
    switch (r->method) {
    case NGX_HTTP_GET:
        return PT_GET;
    case NGX_HTTP_HEAD:
        return PT_GET;
    case NGX_HTTP_POST:
        return PT_POST;
    case NGX_HTTP_PUT:
        return PT_PUT;
    case NGX_HTTP_PATCH:
        return PT_PATCH;
    case NGX_HTTP_DELETE:
        return PT_DELETE;
    default:
        return PT_OTHER;
    }
}


/*
 * The first header of headers named name (any case), or NULL; one nginx
 * has hidden (hash 0, as a header filter does) is not there.
 */
ngx_table_elt_t *
ngx_http_pictor_header_find(ngx_list_t *headers, const char *name)
{
    size_t            len;
    ngx_uint_t        i;
    ngx_list_part_t  *part;
    ngx_table_elt_t  *h;

    len = ngx_strlen(name);
    part = &headers->part;
    h = part->elts;

    for (i = 0; /* void */; i++) {

        if (i >= part->nelts) {
            if (part->next == NULL) {
                return NULL;
            }

            part = part->next;
            h = part->elts;
            i = 0;
        }

        if (h[i].hash != 0 && h[i].key.len == len
            && ngx_strncasecmp(h[i].key.data, (u_char *) name, len) == 0)
        {
            return &h[i];
        }
    }
}


/* A request header's value as a C string (nginx terminates values). */
const char *
ngx_http_pictor_header(ngx_http_request_t *r, const char *name)
{
    ngx_table_elt_t  *h;

    h = ngx_http_pictor_header_find(&r->headers_in.headers, name);

    return h != NULL && h->value.len ? (const char *) h->value.data : NULL;
}


/* The pictor_session cookie, by nginx's own cookie parser, or NULL. */
static const char *
ngx_http_pictor_session(ngx_http_request_t *r)
{
    ngx_str_t         value;
    static ngx_str_t  name = ngx_string("pictor_session");

    if (ngx_http_parse_multi_header_lines(&r->headers_in.cookies, &name,
                                          &value)
        == NGX_DECLINED
        || value.len == 0)
    {
        return NULL;
    }

    return ngx_http_pictor_cstr(r, value.data, value.len);
}


/* The context of an API request, its response freed with the pool. */
static ngx_http_pictor_ctx_t *
ngx_http_pictor_ctx_create(ngx_http_request_t *r)
{
    ngx_pool_cleanup_t          *cln;
    ngx_http_pictor_ctx_t       *ctx;
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    ctx = ngx_pcalloc(r->pool, sizeof(ngx_http_pictor_ctx_t));
    cln = ngx_pool_cleanup_add(r->pool, 0);
    if (ctx == NULL || cln == NULL) {
        return NULL;
    }

    ctx->request = r;
    pt_resp_init(&ctx->resp);
    cln->handler = ngx_http_pictor_resp_cleanup;
    cln->data = &ctx->resp;

    ctx->req.body_fd = -1;
    ctx->req.conf = &plcf->api;
    ctx->req.method = ngx_http_pictor_method(r);
    ctx->req.path = (char *) r->uri.data;
    ctx->req.path_len = r->uri.len;
    ctx->req.query = r->args.len ? (char *) r->args.data : NULL;
    ctx->req.query_len = r->args.len;

    return ctx;
}


/* What libpictor reads of the request besides its path: the caller. */
static ngx_int_t
ngx_http_pictor_req_fill(ngx_http_request_t *r, pt_req *req)
{
    req->base_url = ngx_http_pictor_base_url(r);
    req->remote_addr = ngx_http_pictor_cstr(r, r->connection->addr_text.data,
                                            r->connection->addr_text.len);
    if (req->base_url == NULL || req->remote_addr == NULL) {
        return NGX_ERROR;
    }

    req->api_key = ngx_http_pictor_header(r, "X-Api-Key");
    req->content_type = r->headers_in.content_type
                        ? (char *) r->headers_in.content_type->value.data
                        : NULL;
    req->origin = ngx_http_pictor_header(r, "Origin");
    req->fetch_site = ngx_http_pictor_header(r, "Sec-Fetch-Site");
    req->has_body = r->headers_in.content_length_n > 0
                    || r->headers_in.chunked;
    req->session = ngx_http_pictor_session(r);

    return NGX_OK;
}


/* No route: 404, or 405 with the methods the path takes. */
static ngx_int_t
ngx_http_pictor_no_route(ngx_http_request_t *r, int status, char *allow)
{
    ngx_int_t  rc;

    rc = ngx_http_discard_request_body(r);
    if (rc != NGX_OK) {
        return rc;
    }

    if (status == NGX_HTTP_NOT_ALLOWED) {
        return ngx_http_pictor_send_problem(r, PT_E_METHOD,
                                            "method not allowed on this"
                                            " route", allow);
    }

    return ngx_http_pictor_send_problem(r, PT_E_NO_SUCH, "no such route",
                                        NULL);
}


ngx_int_t
ngx_http_pictor_api_handler(ngx_http_request_t *r)
{
    int                     status;
    char                    allow[64];
    ngx_int_t               rc;
    const pt_route         *route;
    ngx_http_pictor_ctx_t  *ctx;

    ctx = ngx_http_pictor_ctx_create(r);
    if (ctx == NULL) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    route = pt_route_match(ctx->req.method, ctx->req.path, ctx->req.path_len,
                           &ctx->req, &status, allow, sizeof(allow));

    if (route == NULL) {
        return ngx_http_pictor_no_route(r, status, allow);
    }

    ctx->route = route;

    if (ngx_http_pictor_req_fill(r, &ctx->req) != NGX_OK) {
        return NGX_HTTP_INTERNAL_SERVER_ERROR;
    }

    ngx_http_set_ctx(r, ctx, ngx_http_pictor_module);

    if (route->flags & (PT_ROUTE_BODY_FILE | PT_ROUTE_BODY_JSON)) {
        if (route->auth != PT_AUTH_PUBLIC) {
            /* who may send it is known before a byte of it is read */
            return ngx_http_pictor_auth_first(r, ctx);
        }

        return ngx_http_pictor_read_body(r, ctx);
    }

    rc = ngx_http_discard_request_body(r);
    if (rc != NGX_OK) {
        return rc;
    }

    if (route->flags & PT_ROUTE_NO_DB) {
        /* pure work (the /problems pages): answered on the loop */
        pt_api_run(route, &ctx->req, &ctx->resp);
        return ngx_http_pictor_send(r, &ctx->resp);
    }

    /* released by ngx_http_finalize_request() in ngx_http_pictor_done() */
    r->main->count++;

    ngx_http_pictor_run(r, ctx);

    return NGX_DONE;
}


/* Reads the route's body, then runs it; returns as a content handler. */
ngx_int_t
ngx_http_pictor_read_body(ngx_http_request_t *r, ngx_http_pictor_ctx_t *ctx)
{
    ngx_int_t  rc;

    if (ctx->route->flags & PT_ROUTE_BODY_FILE) {
        /* uploads go to a temp file, never whole into worker memory */
        r->request_body_in_file_only = 1;
        r->request_body_in_clean_file = 1;
        r->request_body_file_log_level = 0;

        rc = ngx_http_read_client_request_body(r,
                                               ngx_http_pictor_file_handler);
        if (rc >= NGX_HTTP_SPECIAL_RESPONSE) {
            return rc;
        }

        return NGX_DONE;
    }

    rc = ngx_http_pictor_read_json_body(r, ctx, ngx_http_pictor_body_handler);

    if (rc == NGX_HTTP_REQUEST_ENTITY_TOO_LARGE) {
        rc = ngx_http_discard_request_body(r);
        if (rc != NGX_OK) {
            return rc;
        }

        return ngx_http_pictor_send_problem(r, PT_E_BODY_SIZE,
                                            "the JSON body is larger"
                                            " than pictor_json_max_size",
                                            NULL);
    }

    if (rc >= NGX_HTTP_SPECIAL_RESPONSE) {
        return rc;
    }

    return NGX_DONE;
}


static void
ngx_http_pictor_body_handler(ngx_http_request_t *r)
{
    ngx_int_t               rc;
    ngx_http_pictor_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_pictor_module);

    rc = ngx_http_pictor_body_collect(r, ctx);

    if (rc == NGX_HTTP_REQUEST_ENTITY_TOO_LARGE) {
        ngx_http_finalize_request(r,
            ngx_http_pictor_send_problem(r, PT_E_BODY_SIZE,
                                         "the JSON body is larger than"
                                         " pictor_json_max_size", NULL));
        return;
    }

    if (rc != NGX_OK) {
        ngx_http_finalize_request(r, NGX_HTTP_INTERNAL_SERVER_ERROR);
        return;
    }

    ngx_http_pictor_run(r, ctx);
}


static void
ngx_http_pictor_file_handler(ngx_http_request_t *r)
{
    ngx_temp_file_t        *tf;
    ngx_http_pictor_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_pictor_module);

    tf = r->request_body ? r->request_body->temp_file : NULL;

    if (tf) {
        /* the thread reads it; the request pool closes and removes it */
        ctx->req.body_fd = tf->file.fd;
        ctx->req.body_size = tf->file.offset;
    }

    ngx_http_pictor_run(r, ctx);
}


static void
ngx_http_pictor_resp_cleanup(void *data)
{
    pt_resp_free(data);
}


static void
ngx_http_pictor_run(ngx_http_request_t *r, ngx_http_pictor_ctx_t *ctx)
{
    ngx_int_t                     rc;
    ngx_http_pictor_main_conf_t  *pmcf;

    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);

    if ((ctx->route->flags & PT_ROUTE_HASH)
        && ngx_http_pictor_hash_enter(r, ctx) != NGX_OK)
    {
        /* answered now: a queued hash would hold a thread all the same */
        ngx_http_finalize_request(r,
            ngx_http_pictor_send_problem(r, PT_E_BUSY,
                                         "too many logins in progress;"
                                         " retry later", NULL));
        return;
    }

    rc = ngx_http_pictor_task_post(r, pmcf->thread_pool,
                                   ngx_http_pictor_work,
                                   ngx_http_pictor_done, ctx);

    if (rc == NGX_OK) {
        return;
    }

    ngx_http_pictor_hash_leave(ctx);

    ngx_http_finalize_request(r, ngx_http_pictor_task_refused(r, rc));
}


/* In a pool thread: no nginx calls, only the context. */
static void
ngx_http_pictor_work(void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    if (ctx->nparts && ngx_http_pictor_body_load(ctx) != NGX_OK) {
        pt_log(PT_LOG_CRIT, "reading the request body's temp file failed");
        pt_resp_problem(&ctx->resp, PT_E_FAULT, ctx->req.base_url, NULL,
                        "internal error");
        return;
    }

    pt_api_run(ctx->route, &ctx->req, &ctx->resp);
}


/*
 * On the loop when any task of the request ends, whether or not its client
 * still waits: what the work committed takes effect, and a login's place
 * is given back.
 */
void
ngx_http_pictor_settle(ngx_log_t *log, ngx_http_pictor_ctx_t *ctx)
{
    ngx_uint_t   i;
    pt_resp     *resp;

    resp = &ctx->resp;

    ngx_http_pictor_hash_leave(ctx);

    /* this node at once; the others within a poll interval */
    for (i = 0; i < resp->nbumps; i++) {
        ngx_http_pictor_gen_set(resp->bump_key[i],
                                ngx_strlen(resp->bump_key[i]),
                                resp->bump_gen[i]);
    }

    resp->nbumps = 0;

    if (resp->wake_job[0]) {
        ngx_http_pictor_wake(log, resp->wake_job);
        resp->wake_job[0] = '\0';
    }
}


static void
ngx_http_pictor_done(ngx_http_request_t *r, void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    ngx_http_finalize_request(r, ngx_http_pictor_send(r, &ctx->resp));
}


ngx_int_t
ngx_http_pictor_problem_handler(ngx_http_request_t *r)
{
    ngx_int_t   status;
    pt_cause    kind;

    /* nginx leaves the body unread when an error_page takes over; an
     * unread body would be parsed as the next request */
    if (ngx_http_discard_request_body(r) != NGX_OK) {
        r->keepalive = 0;
    }

    status = r->err_status ? (ngx_int_t) r->err_status
                           : (ngx_int_t) r->headers_out.status;
    kind = pt_problem_from_status((int) status);

    switch (status) {

    case NGX_HTTP_REQUEST_ENTITY_TOO_LARGE:
        return ngx_http_pictor_send_problem(r, kind,
                   "the request body is larger than the limit", NULL);

    case NGX_HTTP_TOO_MANY_REQUESTS:
        return ngx_http_pictor_send_problem(r, kind,
                   "too many requests from this address; retry later", NULL);

    case NGX_HTTP_NOT_ALLOWED:
        /* the shipped conf's answer to delivery URLs' other methods */
        return ngx_http_pictor_send_problem(r, kind,
                   "delivery URLs take GET and HEAD", "GET, HEAD");

    default:
        return ngx_http_pictor_send_problem(r, kind, NULL, NULL);
    }
}
