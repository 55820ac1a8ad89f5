
/*
 * Pictor: the cache tags' header (docs/CDN.md "Tags").  The render
 * handler writes an answer's tags into X-Pictor-Tags; this header filter
 * gives them the name and separator the CDN in front reads
 * (pictor_cache_tags), or hides them.  Renaming at the front rather than
 * at the render keeps the cached answers neutral: changing the directive
 * needs no cache purge, and the render server passes the header on as it
 * is ("pass").
 */


#include "ngx_http_pictor_module.h"


static ngx_int_t ngx_http_pictor_tags_filter(ngx_http_request_t *r);


ngx_conf_enum_t  ngx_http_pictor_cache_tags_kinds[] = {
    { ngx_string("surrogate-key"), NGX_HTTP_PICTOR_TAGS_SURROGATE_KEY },
    { ngx_string("cache-tag"), NGX_HTTP_PICTOR_TAGS_CACHE_TAG },
    { ngx_string("edge-cache-tag"), NGX_HTTP_PICTOR_TAGS_EDGE_CACHE_TAG },
    { ngx_string("off"), NGX_HTTP_PICTOR_TAGS_OFF },
    { ngx_string("pass"), NGX_HTTP_PICTOR_TAGS_PASS },
    { ngx_null_string, 0 }
};


static ngx_http_output_header_filter_pt  ngx_http_next_header_filter;


ngx_int_t
ngx_http_pictor_tags_init(ngx_conf_t *cf)
{
    ngx_http_next_header_filter = ngx_http_top_header_filter;
    ngx_http_top_header_filter = ngx_http_pictor_tags_filter;

    return NGX_OK;
}


static ngx_int_t
ngx_http_pictor_tags_filter(ngx_http_request_t *r)
{
    u_char                      *p;
    ngx_uint_t                   kind;
    ngx_table_elt_t             *h;
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_http_get_module_loc_conf(r, ngx_http_pictor_module);
    kind = plcf->cache_tags;

    if (kind == NGX_HTTP_PICTOR_TAGS_PASS || r != r->main) {
        return ngx_http_next_header_filter(r);
    }

    h = ngx_http_pictor_header_find(&r->headers_out.headers,
                                    PT_DL_TAGS_HEADER);
    if (h == NULL) {
        return ngx_http_next_header_filter(r);
    }

    switch (kind) {

    case NGX_HTTP_PICTOR_TAGS_OFF:
        h->hash = 0;
        break;

    case NGX_HTTP_PICTOR_TAGS_CACHE_TAG:
    case NGX_HTTP_PICTOR_TAGS_EDGE_CACHE_TAG:
        /* Cloudflare and Akamai separate tags by commas */
        p = ngx_pnalloc(r->pool, h->value.len);
        if (p == NULL) {
            return NGX_ERROR;
        }

        ngx_memcpy(p, h->value.data, h->value.len);
        h->value.data = p;

        for (/* void */; p < h->value.data + h->value.len; p++) {
            if (*p == ' ') {
                *p = ',';
            }
        }

        if (kind == NGX_HTTP_PICTOR_TAGS_CACHE_TAG) {
            ngx_str_set(&h->key, "Cache-Tag");
        } else {
            ngx_str_set(&h->key, "Edge-Cache-Tag");
        }

        break;

    default: /* NGX_HTTP_PICTOR_TAGS_SURROGATE_KEY */
        ngx_str_set(&h->key, "Surrogate-Key");
        break;
    }

    return ngx_http_next_header_filter(r);
}
