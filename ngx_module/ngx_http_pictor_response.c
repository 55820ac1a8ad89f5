
/*
 * Sending libpictor's responses through nginx's filters.  Bodies are not
 * copied: a stored original goes by its descriptor, a rendered image or a
 * JSON body by its buffer, each freed with the request's pool.
 */


#include "ngx_http_pictor_module.h"


/* A string of the request as a C string in its pool, or NULL. */
char *
ngx_http_pictor_cstr(ngx_http_request_t *r, u_char *data, size_t len)
{
    u_char  *p;

    p = ngx_pnalloc(r->pool, len + 1);
    if (p == NULL) {
        return NULL;
    }

    ngx_cpystrn(p, data, len + 1);

    return (char *) p;
}


/* pictor_base_url, or the address the client used: a C string, or NULL */
char *
ngx_http_pictor_base_url(ngx_http_request_t *r)
{
    u_char                      *p, *url;
    ngx_str_t                   *host;
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);

    if (plcf->base_url.len) {
        return ngx_http_pictor_cstr(r, plcf->base_url.data,
                                    plcf->base_url.len);
    }

    /* sized from the client's Host header, never cut */
    host = &r->headers_in.server;

    url = ngx_pnalloc(r->pool, sizeof("https://") - 1 + host->len + 1);
    if (url == NULL) {
        return NULL;
    }

#if (NGX_HTTP_SSL)
    if (r->connection->ssl) {
        p = ngx_cpymem(url, "https://", sizeof("https://") - 1);
    } else
#endif
    {
        p = ngx_cpymem(url, "http://", sizeof("http://") - 1);
    }

    p = ngx_cpymem(p, host->data, host->len);
    *p = '\0';

    return (char *) url;
}


/* A stored original by sendfile; the fd moves to the request's pool. */
static ngx_int_t
ngx_http_pictor_send_file(ngx_http_request_t *r, pt_resp *resp)
{
    ngx_int_t            rc;
    ngx_buf_t           *b;
    ngx_chain_t          out;
    ngx_pool_cleanup_t  *cln;
    ngx_pool_cleanup_file_t  *clnf;

    cln = ngx_pool_cleanup_add(r->pool, sizeof(ngx_pool_cleanup_file_t));
    b = ngx_calloc_buf(r->pool);
    if (cln == NULL || b == NULL) {
        return NGX_ERROR;
    }

    b->file = ngx_pcalloc(r->pool, sizeof(ngx_file_t));
    if (b->file == NULL) {
        return NGX_ERROR;
    }

    clnf = cln->data;
    clnf->fd = resp->file_fd;
    clnf->name = (u_char *) "pictor original";
    clnf->log = r->connection->log;
    cln->handler = ngx_pool_cleanup_file;

    b->file->fd = resp->file_fd;
    b->file->name.data = clnf->name;
    b->file->name.len = ngx_strlen(clnf->name);
    b->file->log = r->connection->log;
    b->file->directio = 0;

    resp->file_fd = -1;

    r->headers_out.content_length_n = resp->file_size;
    r->allow_ranges = 1;
    /* several ranges: the whole file (200), as the front does */
    r->single_range = 1;

    rc = ngx_http_send_header(r);

    if (rc == NGX_ERROR || rc > NGX_OK || r->header_only) {
        return rc;
    }

    b->file_pos = 0;
    b->file_last = resp->file_size;
    b->in_file = resp->file_size ? 1 : 0;
    b->last_buf = (r == r->main) ? 1 : 0;
    b->last_in_chain = 1;
    b->sync = resp->file_size ? 0 : 1;

    out.buf = b;
    out.next = NULL;

    return ngx_http_output_filter(r, &out);
}


/* Adds an output header; the value is copied into the pool when asked. */
static ngx_table_elt_t *
ngx_http_pictor_add_header(ngx_http_request_t *r, const char *key,
    const char *value, size_t len)
{
    ngx_table_elt_t  *h;

    h = ngx_list_push(&r->headers_out.headers);
    if (h == NULL) {
        return NULL;
    }

    h->hash = 1;
    h->key.len = ngx_strlen(key);
    h->key.data = (u_char *) key;
    h->value.len = len;
    h->value.data = ngx_pnalloc(r->pool, len);
    if (h->value.data == NULL) {
        return NULL;
    }

    ngx_memcpy(h->value.data, value, len);

    return h;
}


/* The status line and headers of libpictor's response. */
static ngx_int_t
ngx_http_pictor_set_headers(ngx_http_request_t *r, pt_resp *resp)
{
    u_char            buf[NGX_INT_T_LEN];
    size_t            len;
    ngx_uint_t        i;
    ngx_table_elt_t  *h;

    r->headers_out.status = resp->status;

    if (resp->content_type) {
        r->headers_out.content_type.len = ngx_strlen(resp->content_type);
        r->headers_out.content_type.data = (u_char *) resp->content_type;
        r->headers_out.content_type_len = r->headers_out.content_type.len;
    }

    /* every answer, originals above all: a JPEG with HTML appended must
     * never be run as a page by a browser that sniffs */
    if (ngx_http_pictor_add_header(r, "X-Content-Type-Options", "nosniff",
                                   sizeof("nosniff") - 1)
        == NULL)
    {
        return NGX_ERROR;
    }

    for (i = 0; i < resp->nheaders; i++) {
        if (ngx_http_pictor_add_header(r, resp->header_name[i],
                                       resp->header_value[i],
                                       ngx_strlen(resp->header_value[i]))
            == NULL)
        {
            return NGX_ERROR;
        }
    }

    if (resp->etag[0]) {
        h = ngx_http_pictor_add_header(r, "ETag", resp->etag,
                                       ngx_strlen(resp->etag));
        if (h == NULL) {
            return NGX_ERROR;
        }

        /* the not-modified filter answers If-None-Match from this */
        r->headers_out.etag = h;
    }

    if (resp->last_modified) {
        r->headers_out.last_modified_time = (time_t) resp->last_modified;
    }

    if (resp->retry_after) {
        len = ngx_sprintf(buf, "%ui", (ngx_uint_t) resp->retry_after) - buf;

        if (ngx_http_pictor_add_header(r, "Retry-After", (char *) buf, len)
            == NULL)
        {
            return NGX_ERROR;
        }
    }

    return NGX_OK;
}


static void
ngx_http_pictor_body_cleanup(void *data)
{
    ngx_free(data);
}


/*
 * A body in memory, handed to nginx without a copy: the request's pool
 * frees it (libvips' output is glib's malloc, which is malloc).
 */
static ngx_int_t
ngx_http_pictor_send_body(ngx_http_request_t *r, pt_resp *resp)
{
    ngx_int_t            rc;
    ngx_buf_t           *b;
    ngx_chain_t          out;
    ngx_pool_cleanup_t  *cln;

    cln = ngx_pool_cleanup_add(r->pool, 0);
    b = ngx_calloc_buf(r->pool);
    if (cln == NULL || b == NULL) {
        return NGX_ERROR;
    }

    cln->handler = ngx_http_pictor_body_cleanup;
    cln->data = resp->body;

    b->pos = (u_char *) resp->body;
    b->last = b->pos + resp->body_len;
    b->memory = 1;
    b->last_buf = (r == r->main) ? 1 : 0;
    b->last_in_chain = 1;

    resp->body = NULL;

    r->headers_out.content_length_n = resp->body_len;

    rc = ngx_http_send_header(r);

    if (rc == NGX_ERROR || rc > NGX_OK || r->header_only) {
        return rc;
    }

    out.buf = b;
    out.next = NULL;

    return ngx_http_output_filter(r, &out);
}


ngx_int_t
ngx_http_pictor_send(ngx_http_request_t *r, pt_resp *resp)
{
    /*
     * Every answer, early ones too: a body nobody read would be parsed as
     * the next request of a kept-alive connection, which on the render
     * server is the front's, shared by every client (docs/SECURITY.md).
     * A no-op once the body was read or discarded.
     */
    if (ngx_http_discard_request_body(r) != NGX_OK) {
        r->keepalive = 0;
    }

    if (ngx_http_pictor_set_headers(r, resp) != NGX_OK) {
        return NGX_ERROR;
    }

    if (resp->file_fd >= 0) {
        return ngx_http_pictor_send_file(r, resp);
    }

    if (resp->status == NGX_HTTP_NO_CONTENT || resp->body_len == 0) {
        r->header_only = 1;
        if (resp->status != NGX_HTTP_NO_CONTENT) {
            r->headers_out.content_length_n = 0;
        }
        return ngx_http_send_header(r);
    }

    return ngx_http_pictor_send_body(r, resp);
}


ngx_int_t
ngx_http_pictor_send_problem(ngx_http_request_t *r, pt_cause kind,
    const char *detail, const char *allow)
{
    char       *instance, *base;
    ngx_int_t   rc;
    pt_resp     resp;

    base = ngx_http_pictor_base_url(r);
    instance = ngx_http_pictor_cstr(r, r->uri.data, r->uri.len);
    if (base == NULL || instance == NULL) {
        return NGX_ERROR;
    }

    pt_resp_init(&resp);
    pt_resp_problem(&resp, kind, base, instance, detail);

    if (resp.body == NULL) {
        return NGX_ERROR;
    }

    if (allow) {
        pt_resp_add_header(&resp, "Allow", pt_strdup(allow));
    }

    rc = ngx_http_pictor_send(r, &resp);
    pt_resp_free(&resp);

    return rc;
}
