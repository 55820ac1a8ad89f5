
/*
 * JSON request bodies, size-limited.  nginx reads the body; what sits in
 * memory is copied on the loop (at most pictor_json_max_size bytes), what
 * nginx spilled to a temp file is read later in the pool thread.
 */


#include "ngx_http_pictor_module.h"


static void
ngx_http_pictor_body_cleanup(void *data)
{
    ngx_http_pictor_ctx_t  *ctx = data;

    /* a body may carry secrets (a bucket's credentials, a password) */
    if (ctx->body) {
        ngx_explicit_memzero(ctx->body, ctx->body_len);
    }

    ngx_free(ctx->body);
    ctx->body = NULL;
}


ngx_int_t
ngx_http_pictor_read_json_body(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx, ngx_http_client_body_handler_pt done)
{
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    /* refuse before reading a byte when the client says how big it is */
    if (r->headers_in.content_length_n > (off_t) plcf->json_max_size) {
        return NGX_HTTP_REQUEST_ENTITY_TOO_LARGE;
    }

    return ngx_http_read_client_request_body(r, done);
}


/*
 * After nginx read the body: sizes it, copies memory parts, records file
 * parts.  NGX_HTTP_REQUEST_ENTITY_TOO_LARGE for a chunked body over the
 * limit.
 */
ngx_int_t
ngx_http_pictor_body_collect(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx)
{
    off_t                        total;
    size_t                       n;
    ngx_uint_t                   nparts;
    ngx_chain_t                 *cl;
    ngx_pool_cleanup_t          *cln;
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    total = 0;
    nparts = 0;

    if (r->request_body) {
        for (cl = r->request_body->bufs; cl; cl = cl->next) {
            total += ngx_buf_size(cl->buf);
            nparts += cl->buf->in_file ? 1 : 0;
        }
    }

    if (total > (off_t) plcf->json_max_size) {
        return NGX_HTTP_REQUEST_ENTITY_TOO_LARGE;
    }

    cln = ngx_pool_cleanup_add(r->pool, 0);
    if (cln == NULL) {
        return NGX_ERROR;
    }

    ctx->body = ngx_alloc((size_t) total + 1, r->connection->log);
    if (ctx->body == NULL) {
        return NGX_ERROR;
    }

    cln->handler = ngx_http_pictor_body_cleanup;
    cln->data = ctx;

    if (nparts) {
        ctx->parts = ngx_palloc(r->pool,
                                nparts * sizeof(ngx_http_pictor_file_part_t));
        if (ctx->parts == NULL) {
            return NGX_ERROR;
        }
    }

    n = 0;

    for (cl = r->request_body ? r->request_body->bufs : NULL;
         cl;
         cl = cl->next)
    {
        if (cl->buf->in_file) {
            ctx->parts[ctx->nparts].fd = cl->buf->file->fd;
            ctx->parts[ctx->nparts].start = cl->buf->file_pos;
            ctx->parts[ctx->nparts].end = cl->buf->file_last;
            ctx->parts[ctx->nparts].dest = n;
            ctx->nparts++;
            n += (size_t) (cl->buf->file_last - cl->buf->file_pos);
            continue;
        }

        /* an empty buffer (chunked's last) may have no memory at all */
        if (cl->buf->pos == cl->buf->last) {
            continue;
        }

        n = ngx_cpymem(ctx->body + n, cl->buf->pos,
                       cl->buf->last - cl->buf->pos) - ctx->body;
    }

    ctx->body[n] = '\0';
    ctx->body_len = n;

    ctx->req.body = (char *) ctx->body;
    ctx->req.body_len = n;

    return NGX_OK;
}


/* In the pool thread: reads the file parts into the body buffer. */
ngx_int_t
ngx_http_pictor_body_load(ngx_http_pictor_ctx_t *ctx)
{
    ssize_t                       n;
    off_t                         pos;
    ngx_uint_t                    i;
    ngx_http_pictor_file_part_t  *part;

    for (i = 0; i < ctx->nparts; i++) {
        part = &ctx->parts[i];

        for (pos = part->start; pos < part->end; pos += n) {
            n = pread(part->fd,
                      ctx->body + part->dest + (pos - part->start),
                      (size_t) (part->end - pos), pos);

            if (n <= 0) {
                return NGX_ERROR;
            }
        }
    }

    return NGX_OK;
}
