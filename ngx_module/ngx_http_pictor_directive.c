
/*
 * Pictor: the handlers of the directives that parse their own arguments
 * (pictor_db, pictor_master_key_file, pictor_originals_cache) and of
 * those that install a content handler (pictor_api, pictor_render,
 * pictor_problem).  The command table
 * that names them is in ngx_http_pictor_module.c.
 */


#include "ngx_http_pictor_module.h"


static void
ngx_http_pictor_free_db(void *data)
{
    pt_db_conf_free(data);
}


char *
ngx_http_pictor_db(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_pictor_main_conf_t *pmcf = conf;

    char                *spec;
    char                 err[256];
    ngx_str_t           *value;
    ngx_pool_cleanup_t  *cln;

    if (pmcf->db_set) {
        return "is duplicate";
    }

    value = cf->args->elts;

    spec = ngx_pnalloc(cf->pool, value[1].len + 1);
    if (spec == NULL) {
        return NGX_CONF_ERROR;
    }

    ngx_memcpy(spec, value[1].data, value[1].len);
    spec[value[1].len] = '\0';

    err[0] = '\0';

    if (pt_db_conf_parse(&pmcf->db, spec, err, sizeof(err)) != PT_OK) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "invalid pictor_db: %s",
                           err);
        return NGX_CONF_ERROR;
    }

    /* the spec may hold a password: do not keep a second copy around */
    ngx_explicit_memzero(spec, value[1].len);

    cln = ngx_pool_cleanup_add(cf->pool, 0);
    if (cln == NULL) {
        return NGX_CONF_ERROR;
    }

    cln->handler = ngx_http_pictor_free_db;
    cln->data = &pmcf->db;
    pmcf->db_set = 1;

    return NGX_CONF_OK;
}


char *
ngx_http_pictor_master_key(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_pictor_main_conf_t *pmcf = conf;

    char        err[256];
    ngx_str_t  *value, name;

    if (pmcf->master_key_file.data) {
        return "is duplicate";
    }

    value = cf->args->elts;
    name = value[1];

    if (ngx_conf_full_name(cf->cycle, &name, 0) != NGX_OK) {
        return NGX_CONF_ERROR;
    }

    pmcf->master_key_file.data = ngx_pnalloc(cf->pool, name.len + 1);
    if (pmcf->master_key_file.data == NULL) {
        return NGX_CONF_ERROR;
    }

    ngx_memcpy(pmcf->master_key_file.data, name.data, name.len);
    pmcf->master_key_file.data[name.len] = '\0';
    pmcf->master_key_file.len = name.len;

    err[0] = '\0';

    /* read at configuration time: a bad key stops nginx from starting */
    if (pt_master_key_load((char *) pmcf->master_key_file.data,
                           pmcf->master_key, err, sizeof(err))
        != PT_OK)
    {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "pictor_master_key_file: %s", err);
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;
}


/* Packages load the module into every nginx (modules-enabled): one whose
 * configuration has no Pictor location must start no pool, libvips or
 * ZeroMQ in its workers, and need no thread_pool. */
static void
ngx_http_pictor_mark_used(ngx_conf_t *cf)
{
    ngx_http_pictor_main_conf_t  *pmcf;

    pmcf = ngx_http_conf_get_module_main_conf(cf, ngx_http_pictor_module);
    pmcf->used = 1;
}


/* pictor_api, pictor_render, pictor_metrics, pictor_problem: the
 * location's content handler is the command's post */
char *
ngx_http_pictor_handler(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_core_loc_conf_t  *clcf;

    clcf = ngx_http_conf_get_module_loc_conf(cf, ngx_http_core_module);
    clcf->handler = (ngx_http_handler_pt) cmd->post;
    ngx_http_pictor_mark_used(cf);

    return NGX_CONF_OK;
}


ngx_int_t
ngx_http_pictor_conf_cstr(ngx_conf_t *cf, ngx_str_t *s, const char *suffix)
{
    u_char  *p;
    size_t   n;

    n = ngx_strlen(suffix);

    p = ngx_pnalloc(cf->pool, s->len + n + 1);
    if (p == NULL) {
        return NGX_ERROR;
    }

    ngx_memcpy(ngx_cpymem(p, s->data, s->len), suffix, n + 1);
    s->data = p;
    s->len += n;

    return NGX_OK;
}


static void
ngx_http_pictor_managed_wipe(void *data)
{
    pt_managed_bucket_wipe(data);
}


/*
 * pictor_managed_store s3 bucket=NAME [endpoint=URL] [region=R]
 * [prefix=P] credentials=FILE: the words of records/managed.h, read here
 * so that a wrong one (or a credentials file others may read) stops nginx
 * from starting.
 */
char *
ngx_http_pictor_managed_store(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_pictor_main_conf_t *pmcf = conf;

    char                 err[512];
    u_char              *spec, *p;
    size_t               len;
    ngx_str_t           *value;
    ngx_uint_t           i;
    ngx_pool_cleanup_t  *cln;

    if (pmcf->managed != NULL) {
        return "is duplicate";
    }

    value = cf->args->elts;
    len = 0;

    for (i = 1; i < cf->args->nelts; i++) {
        len += value[i].len + 1;
    }

    spec = ngx_pnalloc(cf->pool, len);
    if (spec == NULL) {
        return NGX_CONF_ERROR;
    }

    p = spec;
    for (i = 1; i < cf->args->nelts; i++) {
        p = ngx_cpymem(p, value[i].data, value[i].len);
        *p++ = (i + 1 < cf->args->nelts) ? ' ' : '\0';
    }

    cln = ngx_pool_cleanup_add(cf->pool, sizeof(pt_managed_bucket));
    if (cln == NULL) {
        return NGX_CONF_ERROR;
    }

    if (pt_managed_bucket_parse((char *) spec, cln->data, err, sizeof(err))
        != PT_OK)
    {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "%s", err);
        return NGX_CONF_ERROR;
    }

    cln->handler = ngx_http_pictor_managed_wipe;
    pmcf->managed = cln->data;

    return NGX_CONF_OK;
}


/* pictor_originals_cache off | PATH [max_size=SIZE] [valid=TIME] */
char *
ngx_http_pictor_originals_cache(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf)
{
    ngx_http_pictor_main_conf_t *pmcf = conf;

    off_t        max;
    time_t       valid;
    ngx_str_t   *value, v;
    ngx_uint_t   i;

    if (pmcf->originals_cache.data != NULL) {
        return "is duplicate";
    }

    value = cf->args->elts;

    if (ngx_strcmp(value[1].data, "off") == 0) {
        if (cf->args->nelts > 2) {
            return "takes no other parameter with \"off\"";
        }

        ngx_str_set(&pmcf->originals_cache, "");
        return NGX_CONF_OK;
    }

    pmcf->originals_cache = value[1];

    for (i = 2; i < cf->args->nelts; i++) {

        if (ngx_strncmp(value[i].data, "max_size=", 9) == 0) {
            v.data = value[i].data + 9;
            v.len = value[i].len - 9;
            max = ngx_parse_offset(&v);

            if (max == NGX_ERROR || max < 1024 * 1024) {
                ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "invalid max_size"
                                   " \"%V\" (at least 1m)", &v);
                return NGX_CONF_ERROR;
            }

            pmcf->originals_cache_max = max;
            continue;
        }

        if (ngx_strncmp(value[i].data, "valid=", 6) == 0) {
            v.data = value[i].data + 6;
            v.len = value[i].len - 6;
            valid = ngx_parse_time(&v, 1);

            if (valid == (time_t) NGX_ERROR) {
                ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "invalid valid"
                                   " \"%V\"", &v);
                return NGX_CONF_ERROR;
            }

            pmcf->originals_cache_valid = valid;
            continue;
        }

        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "invalid parameter \"%V\"",
                           &value[i]);
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;
}


/* unset: storage_root/.originals, 1g, valid 60 s (a hidden directory is
 * never a key of the managed store) */
ngx_int_t
ngx_http_pictor_originals_cache_init(ngx_conf_t *cf,
    ngx_http_pictor_main_conf_t *pmcf)
{
    if (pmcf->originals_cache_max == NGX_CONF_UNSET) {
        pmcf->originals_cache_max = (off_t) 1024 * 1024 * 1024;
    }

    ngx_conf_init_value(pmcf->originals_cache_valid, 60);

    if (pmcf->originals_cache.data == NULL) {
        if (pmcf->storage_root.len == 0) {
            ngx_str_set(&pmcf->originals_cache, "");
            return NGX_OK;
        }

        pmcf->originals_cache = pmcf->storage_root;
        return ngx_http_pictor_conf_cstr(cf, &pmcf->originals_cache,
                                    "/.originals");
    }

    if (pmcf->originals_cache.len == 0) {
        return NGX_OK;
    }

    return ngx_http_pictor_conf_cstr(cf, &pmcf->originals_cache, "");
}
