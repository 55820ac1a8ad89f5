
/*
 * Cache generations in shared memory, and the $pictor_cache_key and
 * $pictor_cache_bypass variables built on them (docs/decisions/
 * 0001-versioned-cache-keys.md).
 *
 * The zone maps keys ("i:{imageId}", "p:{project}", "t:{project}/{name}",
 * "w:{project}/{name}") to their latest generation.  A worker applies its
 * own requests' bumps at once; the poller (ngx_http_pictor_poll.c) applies
 * the other nodes' bumps.  At start the table is rebuilt from the
 * database; until then the cache is bypassed, so a stale variant can never
 * be served.  When the zone is full it is emptied and the global epoch
 * moves on, which changes every key: correct, if costly.
 */


#include "ngx_http_pictor_module.h"
#include "delivery/delivery.h"
#include "transform/gen.h"
#include "core/metrics.h"


typedef struct {
    ngx_rbtree_t                rbtree;
    ngx_rbtree_node_t           sentinel;
    uint64_t                    global;
    uint64_t                    last_event;
    ngx_uint_t                  loaded;
    ngx_uint_t                  entries;   /* for the metrics */
} ngx_http_pictor_gen_sh_t;


typedef struct {
    ngx_rbtree_node_t           node;      /* key: crc32 of data */
    uint64_t                    gen;
    u_short                     len;
    u_char                      data[1];
} ngx_http_pictor_gen_node_t;


struct ngx_http_pictor_gen_ctx_s {
    ngx_http_pictor_gen_sh_t   *sh;
    ngx_slab_pool_t            *shpool;
};


static ngx_http_pictor_gen_ctx_t  *ngx_http_pictor_gens;


static void
ngx_http_pictor_gen_insert_value(ngx_rbtree_node_t *temp,
    ngx_rbtree_node_t *node, ngx_rbtree_node_t *sentinel)
{
    ngx_rbtree_node_t           **p;
    ngx_http_pictor_gen_node_t   *gn, *gnt;

    for ( ;; ) {

        if (node->key < temp->key) {
            p = &temp->left;

        } else if (node->key > temp->key) {
            p = &temp->right;

        } else {
            gn = (ngx_http_pictor_gen_node_t *) node;
            gnt = (ngx_http_pictor_gen_node_t *) temp;

            p = (ngx_memn2cmp(gn->data, gnt->data, gn->len, gnt->len) < 0)
                ? &temp->left : &temp->right;
        }

        if (*p == sentinel) {
            break;
        }

        temp = *p;
    }

    *p = node;
    node->parent = temp;
    node->left = sentinel;
    node->right = sentinel;
    ngx_rbt_red(node);
}


static ngx_int_t
ngx_http_pictor_gen_init_zone(ngx_shm_zone_t *shm_zone, void *data)
{
    ngx_http_pictor_gen_ctx_t  *octx = data;

    size_t                      len;
    ngx_http_pictor_gen_ctx_t  *ctx;

    ctx = shm_zone->data;

    if (octx) {
        /* reload: the table lives on */
        ctx->sh = octx->sh;
        ctx->shpool = octx->shpool;
        ngx_http_pictor_gens = ctx;
        return NGX_OK;
    }

    ctx->shpool = (ngx_slab_pool_t *) shm_zone->shm.addr;

    if (shm_zone->shm.exists) {
        ctx->sh = ctx->shpool->data;
        ngx_http_pictor_gens = ctx;
        return NGX_OK;
    }

    ctx->sh = ngx_slab_alloc(ctx->shpool, sizeof(ngx_http_pictor_gen_sh_t));
    if (ctx->sh == NULL) {
        return NGX_ERROR;
    }

    ngx_memzero(ctx->sh, sizeof(ngx_http_pictor_gen_sh_t));
    ctx->shpool->data = ctx->sh;

    ngx_rbtree_init(&ctx->sh->rbtree, &ctx->sh->sentinel,
                    ngx_http_pictor_gen_insert_value);

    len = sizeof(" in pictor generations zone \"\"") + shm_zone->shm.name.len;

    ctx->shpool->log_ctx = ngx_slab_alloc(ctx->shpool, len);
    if (ctx->shpool->log_ctx == NULL) {
        return NGX_ERROR;
    }

    ngx_sprintf(ctx->shpool->log_ctx, " in pictor generations zone \"%V\"%Z",
                &shm_zone->shm.name);

    /* a full zone is handled: no "no memory" alerts */
    ctx->shpool->log_nomem = 0;

    ngx_http_pictor_gens = ctx;

    return NGX_OK;
}


static ngx_http_pictor_gen_node_t *
ngx_http_pictor_gen_find(u_char *key, size_t len, uint32_t hash)
{
    ngx_int_t                    rc;
    ngx_rbtree_node_t           *node, *sentinel;
    ngx_http_pictor_gen_node_t  *gn;

    node = ngx_http_pictor_gens->sh->rbtree.root;
    sentinel = ngx_http_pictor_gens->sh->rbtree.sentinel;

    while (node != sentinel) {

        if (hash < node->key) {
            node = node->left;
            continue;
        }

        if (hash > node->key) {
            node = node->right;
            continue;
        }

        gn = (ngx_http_pictor_gen_node_t *) node;
        rc = ngx_memn2cmp(key, gn->data, len, gn->len);

        if (rc == 0) {
            return gn;
        }

        node = (rc < 0) ? node->left : node->right;
    }

    return NULL;
}


static uint64_t
ngx_http_pictor_gen_get(const char *key)
{
    size_t                       len;
    uint64_t                     gen;
    ngx_http_pictor_gen_node_t  *gn;

    if (ngx_http_pictor_gens == NULL) {
        return 0;
    }

    ngx_shmtx_lock(&ngx_http_pictor_gens->shpool->mutex);

    if (key[0] == 'g' && key[1] == ':' && key[2] == '\0') {
        gen = ngx_http_pictor_gens->sh->global;

    } else {
        len = ngx_strlen(key);
        gn = ngx_http_pictor_gen_find((u_char *) key, len,
                                      ngx_crc32_short((u_char *) key, len));
        gen = gn ? gn->gen : 0;
    }

    ngx_shmtx_unlock(&ngx_http_pictor_gens->shpool->mutex);

    return gen;
}


/* Empties the table; the new global epoch makes every old key unused. */
static void
ngx_http_pictor_gen_flush_locked(uint64_t epoch)
{
    ngx_rbtree_node_t         *node, *root, *sentinel;
    ngx_http_pictor_gen_sh_t  *sh = ngx_http_pictor_gens->sh;

    sentinel = sh->rbtree.sentinel;

    for ( ;; ) {
        root = sh->rbtree.root;

        if (root == sentinel) {
            break;
        }

        node = ngx_rbtree_min(root, sentinel);
        ngx_rbtree_delete(&sh->rbtree, node);
        ngx_slab_free_locked(ngx_http_pictor_gens->shpool, node);
    }

    sh->entries = 0;
    sh->global = ngx_max(sh->global + 1, epoch);
}


void
ngx_http_pictor_gen_set(const char *key, size_t len, uint64_t gen)
{
    uint32_t                     hash;
    ngx_http_pictor_gen_node_t  *gn;

    if (ngx_http_pictor_gens == NULL || len == 0 || len > PT_GEN_KEY_MAX) {
        return;
    }

    hash = ngx_crc32_short((u_char *) key, len);

    ngx_shmtx_lock(&ngx_http_pictor_gens->shpool->mutex);

    gn = ngx_http_pictor_gen_find((u_char *) key, len, hash);

    if (gn) {
        gn->gen = ngx_max(gn->gen, gen);
        goto done;
    }

    gn = ngx_slab_alloc_locked(ngx_http_pictor_gens->shpool,
                               offsetof(ngx_http_pictor_gen_node_t, data)
                               + len);
    if (gn == NULL) {
        ngx_log_error(NGX_LOG_WARN, ngx_cycle->log, 0,
                      "pictor: generations zone full, every cached variant"
                      " gets a new key; raise pictor_cache_zone");
        ngx_http_pictor_gen_flush_locked(gen);
        goto done;
    }

    gn->node.key = hash;
    gn->gen = gen;
    gn->len = (u_short) len;
    ngx_memcpy(gn->data, key, len);

    ngx_rbtree_insert(&ngx_http_pictor_gens->sh->rbtree, &gn->node);
    ngx_http_pictor_gens->sh->entries++;

done:

    ngx_shmtx_unlock(&ngx_http_pictor_gens->shpool->mutex);
}


/* the zone's use, for the metrics; NGX_DECLINED without a zone */
ngx_int_t
ngx_http_pictor_gen_stats(ngx_uint_t *pages, ngx_uint_t *used,
    ngx_uint_t *entries)
{
    ngx_slab_pool_t  *shpool;

    if (ngx_http_pictor_gens == NULL) {
        return NGX_DECLINED;
    }

    shpool = ngx_http_pictor_gens->shpool;
    *pages = (ngx_uint_t) (shpool->end - shpool->start) / ngx_pagesize;

    ngx_shmtx_lock(&shpool->mutex);
    *used = *pages - ngx_min(shpool->pfree, *pages);
    *entries = ngx_http_pictor_gens->sh->entries;
    ngx_shmtx_unlock(&shpool->mutex);

    return NGX_OK;
}


static unsigned long long
ngx_http_pictor_gen_lookup(void *arg, const char *key)
{
    return ngx_http_pictor_gen_get(key);
}


/* the table is rebuilt: keys carry every generation */
ngx_int_t
ngx_http_pictor_cache_ready(void)
{
    return ngx_http_pictor_gens && ngx_http_pictor_gens->sh->loaded;
}


/*
 * Where the poller stands: the last event applied and whether the table
 * was rebuilt since the zone was made.  NGX_DECLINED without a zone.
 */
ngx_int_t
ngx_http_pictor_gen_cursor(uint64_t *last, ngx_uint_t *loaded)
{
    if (ngx_http_pictor_gens == NULL) {
        return NGX_DECLINED;
    }

    ngx_shmtx_lock(&ngx_http_pictor_gens->shpool->mutex);
    *last = ngx_http_pictor_gens->sh->last_event;
    *loaded = ngx_http_pictor_gens->sh->loaded;
    ngx_shmtx_unlock(&ngx_http_pictor_gens->shpool->mutex);

    return NGX_OK;
}


/* Events up to last are applied; loaded: the table is rebuilt. */
void
ngx_http_pictor_gen_advance(uint64_t last, ngx_uint_t loaded)
{
    ngx_http_pictor_gen_sh_t  *sh;

    sh = ngx_http_pictor_gens->sh;

    ngx_shmtx_lock(&ngx_http_pictor_gens->shpool->mutex);

    sh->last_event = ngx_max(sh->last_event, last);

    if (loaded) {
        sh->loaded = 1;
    }

    ngx_shmtx_unlock(&ngx_http_pictor_gens->shpool->mutex);
}


/*
 * The URL, transform, format and cache key of this request into dl:
 * NGX_OK, or NGX_DECLINED when it has none, *kind saying why (not a
 * delivery URL: PT_E_NO_SUCH; a bad token: PT_E_INVALID) and err
 * naming what.  Both are the client's doing: nothing here fails inside.
 */
ngx_int_t
ngx_http_pictor_cache_key(ngx_http_request_t *r, pt_dl_req *dl,
    pt_cause *kind, char *err, size_t errlen)
{
    if (pt_dl_parse((char *) r->uri.data, r->uri.len, &dl->d)
        != PT_OK)
    {
        *kind = PT_E_NO_SUCH;
        pt_snprintf(err, errlen, "no such image");
        return NGX_DECLINED;
    }

    if (pt_dl_key(&dl->d, &dl->t, ngx_http_pictor_header(r, "Accept"),
                  ngx_http_pictor_gen_lookup, NULL, &dl->format,
                  dl->key, sizeof(dl->key), err, errlen)
        != PT_OK)
    {
        *kind = PT_E_INVALID;
        return NGX_DECLINED;
    }

    return NGX_OK;
}


static ngx_int_t
ngx_http_pictor_cache_key_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    char         err[256], *key;
    size_t       len;
    pt_dl_req    dl;
    pt_cause     kind;

    key = dl.key;

    if (ngx_http_pictor_cache_key(r, &dl, &kind, err, sizeof(err))
        != NGX_OK)
    {
        /* the render server answers 404 or 400; keyed by the URI */
        len = ngx_min(r->uri.len, sizeof(dl.key) - 2);
        key[0] = '!';
        ngx_memcpy(key + 1, r->uri.data, len);
        key[len + 1] = '\0';
    }

    len = ngx_strlen(key);

    v->data = ngx_pnalloc(r->pool, len);
    if (v->data == NULL) {
        return NGX_ERROR;
    }

    ngx_memcpy(v->data, key, len);
    v->len = len;
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;

    return NGX_OK;
}


static ngx_int_t
ngx_http_pictor_cache_bypass_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    /* before the table is rebuilt, a key could name a stale variant */
    if (ngx_http_pictor_cache_ready()) {
        v->data = (u_char *) "";
        v->len = 0;

    } else {
        v->data = (u_char *) "1";
        v->len = 1;
    }

    v->valid = 1;
    v->no_cacheable = 1;
    v->not_found = 0;

    return NGX_OK;
}


/*
 * $pictor_range: the Range header of a request for a video's original
 * (a vid_ id, /{p}/{id} or /original), else empty.  The front answers
 * such a request itself with the render handler (conf/pictor.conf's
 * @pictor_range), never through its cache: from the local file or, for a
 * large video in a bucket, with a ranged GET to the provider
 * (delivery_range.c), and never the whole object.
 */
static ngx_int_t
ngx_http_pictor_range_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    pt_dl_url  d;

    v->data = (u_char *) "";
    v->len = 0;
    v->valid = 1;
    v->no_cacheable = 1;
    v->not_found = 0;

    if (r->headers_in.range == NULL
        || pt_dl_parse((char *) r->uri.data, r->uri.len, &d) != PT_OK
        || d.kind != PT_DL_ORIGINAL || ngx_strncmp(d.id, "vid_", 4) != 0)
    {
        return NGX_OK;
    }

    v->data = r->headers_in.range->value.data;
    v->len = r->headers_in.range->value.len;

    return NGX_OK;
}


/*
 * $pictor_image_id and $pictor_format (data 1), for the access log: the
 * URL's image and the format it is delivered in ("original" for the
 * stored bytes, "auto" when the render picks jpeg or png), not found when
 * the URL is not a delivery URL or (the format) has a bad token.
 */
static ngx_int_t
ngx_http_pictor_log_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    char         err[64];
    const char  *s;
    pt_dl_req    dl;
    pt_cause     kind;
    ngx_uint_t   f;

    v->not_found = 1;

    if (data == 0) {
        if (pt_dl_parse((char *) r->uri.data, r->uri.len, &dl.d)
            != PT_OK)
        {
            return NGX_OK;
        }

        s = dl.d.id;

    } else {
        if (ngx_http_pictor_cache_key(r, &dl, &kind, err, sizeof(err))
            != NGX_OK)
        {
            return NGX_OK;
        }

        f = (ngx_uint_t) dl.format - 1;
        s = (dl.d.kind == PT_DL_ORIGINAL) ? "original"
            : (f < PT_METRICS_FORMATS) ? pt_metrics_format_name[f] : "auto";
    }

    v->len = ngx_strlen(s);
    v->data = ngx_pnalloc(r->pool, v->len);
    if (v->data == NULL) {
        return NGX_ERROR;
    }

    ngx_memcpy(v->data, s, v->len);
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;

    return NGX_OK;
}


static ngx_http_variable_t  ngx_http_pictor_vars[] = {

    { ngx_string("pictor_cache_key"), NULL,
      ngx_http_pictor_cache_key_variable, 0, NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("pictor_cache_bypass"), NULL,
      ngx_http_pictor_cache_bypass_variable, 0, NGX_HTTP_VAR_NOCACHEABLE,
      0 },

    { ngx_string("pictor_range"), NULL,
      ngx_http_pictor_range_variable, 0, NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("pictor_image_id"), NULL,
      ngx_http_pictor_log_variable, 0, 0, 0 },

    { ngx_string("pictor_format"), NULL,
      ngx_http_pictor_log_variable, 1, 0, 0 },

      ngx_http_null_variable
};


ngx_int_t
ngx_http_pictor_add_variables(ngx_conf_t *cf)
{
    ngx_http_variable_t  *var, *v;

    for (v = ngx_http_pictor_vars; v->name.len; v++) {
        var = ngx_http_add_variable(cf, &v->name, v->flags);
        if (var == NULL) {
            return NGX_ERROR;
        }

        var->get_handler = v->get_handler;
        var->data = v->data;
    }

    return NGX_OK;
}


ngx_int_t
ngx_http_pictor_cache_zone_add(ngx_conf_t *cf,
    ngx_http_pictor_main_conf_t *pmcf)
{
    ngx_str_t  name = ngx_string("pictor_generations");

    if (pmcf->cache_zone_size < 8 * ngx_pagesize) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "pictor_cache_zone is too small");
        return NGX_ERROR;
    }

    pmcf->cache_zone = ngx_shared_memory_add(cf, &name,
                                             pmcf->cache_zone_size,
                                             &ngx_http_pictor_module);
    if (pmcf->cache_zone == NULL) {
        return NGX_ERROR;
    }

    if (pmcf->cache_zone->data == NULL) {
        pmcf->cache_zone->init = ngx_http_pictor_gen_init_zone;
        pmcf->cache_zone->data = ngx_pcalloc(cf->pool,
                                     sizeof(ngx_http_pictor_gen_ctx_t));
        if (pmcf->cache_zone->data == NULL) {
            return NGX_ERROR;
        }
    }

    return NGX_OK;
}
