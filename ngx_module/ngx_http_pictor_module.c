
/*
 * Pictor: the directive table, configuration (create, init and merge, with
 * every default) and process hooks.  The handlers of the directives that
 * parse their own arguments are in ngx_http_pictor_directive.c.
 */


#include "ngx_http_pictor_module.h"
#include "delivery/delivery_memo.h"
#include "sandbox/sandbox.h"
#include "core/crypto.h"
#include "media/guard.h"
#include "records/storage.h"
#include "render/render.h"
#include "store/store_http.h"

#include <malloc.h>


static void *ngx_http_pictor_create_main_conf(ngx_conf_t *cf);
static char *ngx_http_pictor_init_main_conf(ngx_conf_t *cf, void *conf);
static void *ngx_http_pictor_create_loc_conf(ngx_conf_t *cf);
static char *ngx_http_pictor_merge_loc_conf(ngx_conf_t *cf, void *parent,
    void *child);
static ngx_int_t ngx_http_pictor_preconfiguration(ngx_conf_t *cf);
static ngx_int_t ngx_http_pictor_init_module(ngx_cycle_t *cycle);
static ngx_int_t ngx_http_pictor_init_process(ngx_cycle_t *cycle);
static void ngx_http_pictor_exit_process(ngx_cycle_t *cycle);


static ngx_conf_num_bounds_t  ngx_http_pictor_thread_priority_bounds = {
    ngx_conf_check_num_bounds, -20, 19
};

static ngx_conf_num_bounds_t  ngx_http_pictor_login_hashes_bounds = {
    ngx_conf_check_num_bounds, 1, 1024
};

static ngx_conf_num_bounds_t  ngx_http_pictor_storage_retries_bounds = {
    ngx_conf_check_num_bounds, 0, 10
};


/* render.h's policies: fast is the peers' (sharp, weserv, imgproxy) */
static ngx_conf_enum_t  ngx_http_pictor_shrink_on_load[] = {
    { ngx_string("fast"), PT_SHRINK_FAST },
    { ngx_string("conservative"), PT_SHRINK_CONSERVATIVE },
    { ngx_null_string, 0 }
};


/* api.h's settings are set by nginx's slots: they must be as wide */
_Static_assert(sizeof(long) == sizeof(ngx_int_t)
               && sizeof(long) == sizeof(ngx_flag_t)
               && sizeof(unsigned long) == sizeof(ngx_uint_t)
               && sizeof(unsigned long) == sizeof(ngx_msec_t),
               "pt_api_conf's fields are as wide as nginx's slots");


static ngx_command_t  ngx_http_pictor_commands[] = {

    { ngx_string("pictor_api"),
      NGX_HTTP_LOC_CONF|NGX_CONF_NOARGS,
      ngx_http_pictor_handler,
      0,
      0,
      ngx_http_pictor_api_handler },

    { ngx_string("pictor_problem"),
      NGX_HTTP_LOC_CONF|NGX_CONF_NOARGS,
      ngx_http_pictor_handler,
      0,
      0,
      ngx_http_pictor_problem_handler },

    { ngx_string("pictor_render"),
      NGX_HTTP_LOC_CONF|NGX_CONF_NOARGS,
      ngx_http_pictor_handler,
      0,
      0,
      ngx_http_pictor_render_handler },

    { ngx_string("pictor_metrics"),
      NGX_HTTP_LOC_CONF|NGX_CONF_NOARGS,
      ngx_http_pictor_handler,
      0,
      0,
      ngx_http_pictor_metrics_handler },

    { ngx_string("pictor_cache_zone"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_size_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, cache_zone_size),
      NULL },

    { ngx_string("pictor_max_age"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.max_age),
      NULL },

    { ngx_string("pictor_render_timeout"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.render_timeout),
      NULL },

    { ngx_string("pictor_managed_store"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_2MORE,
      ngx_http_pictor_managed_store,
      NGX_HTTP_MAIN_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("pictor_plugin_billing_flush"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, plugin_billing_flush),
      NULL },

    { ngx_string("pictor_eps_on_demand"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, eps_on_demand),
      NULL },

    { ngx_string("pictor_video_on_demand"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, video_on_demand),
      NULL },

    { ngx_string("pictor_video_memory"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, video_memory),
      NULL },

    { ngx_string("pictor_eps_max_pages"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.eps_max_pages),
      NULL },

    { ngx_string("pictor_eps_failed_ttl"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.eps_failed_ttl),
      NULL },

    { ngx_string("pictor_probe_timeout"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, probe_timeout),
      NULL },

    { ngx_string("pictor_video_max_duration"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, video_max_duration),
      NULL },

    { ngx_string("pictor_video_max_pixels"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, video_max_pixels),
      NULL },

    { ngx_string("pictor_video_probe_timeout"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, video_probe_timeout),
      NULL },

    { ngx_string("pictor_video_range_min"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.video_range_min),
      NULL },

    { ngx_string("pictor_render_memory"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, render_memory),
      NULL },

    { ngx_string("pictor_storage_connect_timeout"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_connect_timeout),
      NULL },

    { ngx_string("pictor_storage_timeout"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_timeout),
      NULL },

    { ngx_string("pictor_storage_deadline"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_deadline),
      NULL },

    { ngx_string("pictor_storage_min_speed"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_size_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_min_speed),
      NULL },

    { ngx_string("pictor_storage_min_speed_time"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_msec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_min_speed_time),
      NULL },

    { ngx_string("pictor_storage_max_download"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_max_download),
      NULL },

    { ngx_string("pictor_storage_retries"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_retries),
      &ngx_http_pictor_storage_retries_bounds },

    { ngx_string("pictor_storage_part_size"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_size_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_part_size),
      NULL },

    { ngx_string("pictor_db"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_http_pictor_db,
      NGX_HTTP_MAIN_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("pictor_master_key_file"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_http_pictor_master_key,
      NGX_HTTP_MAIN_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("pictor_zmq_endpoint"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, zmq_endpoint),
      NULL },

    { ngx_string("pictor_originals_cache"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE123,
      ngx_http_pictor_originals_cache,
      NGX_HTTP_MAIN_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("pictor_storage_private_networks"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_private_networks),
      NULL },

    { ngx_string("pictor_storage_root"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, storage_root),
      NULL },

    { ngx_string("pictor_thread_pool"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, thread_pool_name),
      NULL },

    { ngx_string("pictor_render_thread_pool"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, render_pool_name),
      NULL },

    { ngx_string("pictor_thread_priority"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, thread_priority),
      &ngx_http_pictor_thread_priority_bounds },

    { ngx_string("pictor_sandbox_exec"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, sandbox_exec),
      NULL },

    { ngx_string("pictor_sandbox_unconfined"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, sandbox_unconfined),
      NULL },

    { ngx_string("pictor_session_ttl"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, session_ttl),
      NULL },

    { ngx_string("pictor_login_failures"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, login_failures),
      NULL },

    { ngx_string("pictor_login_lock"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, login_lock),
      NULL },

    { ngx_string("pictor_login_lock_max"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_sec_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, login_lock_max),
      NULL },

    { ngx_string("pictor_login_hashes"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_MAIN_CONF_OFFSET,
      offsetof(ngx_http_pictor_main_conf_t, login_hashes),
      &ngx_http_pictor_login_hashes_bounds },

    { ngx_string("pictor_base_url"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_str_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, base_url),
      NULL },

    { ngx_string("pictor_json_max_size"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_size_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, json_max_size),
      NULL },

    { ngx_string("pictor_max_pixels"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, max_pixels),
      NULL },

    { ngx_string("pictor_max_output_side"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.max_output_side),
      NULL },

    { ngx_string("pictor_plugin_billing"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.plugin_billing),
      NULL },

    { ngx_string("pictor_shrink_on_load"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_enum_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.shrink_on_load),
      &ngx_http_pictor_shrink_on_load },

    { ngx_string("pictor_jpeg_progressive"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.jpeg_progressive),
      NULL },

    { ngx_string("pictor_max_output_pixels"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_off_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.max_output_pixels),
      NULL },

    { ngx_string("pictor_max_frames"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, max_frames),
      NULL },

    { ngx_string("pictor_cache_tags"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_enum_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, cache_tags),
      ngx_http_pictor_cache_tags_kinds },

    { ngx_string("pictor_cdn_outbox"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.cdn_outbox),
      NULL },

    { ngx_string("pictor_cookie_secure"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.cookie_secure),
      NULL },

#if (PT_TEST_BUILD)
    /* the test-only job route; production builds know no such directive */
    { ngx_string("pictor_test_routes"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_pictor_loc_conf_t, api.test_routes),
      NULL },
#endif

      ngx_null_command
};


static ngx_http_module_t  ngx_http_pictor_module_ctx = {
    ngx_http_pictor_preconfiguration,      /* preconfiguration */
    ngx_http_pictor_tags_init,             /* postconfiguration */

    ngx_http_pictor_create_main_conf,      /* create main configuration */
    ngx_http_pictor_init_main_conf,        /* init main configuration */

    NULL,                                  /* create server configuration */
    NULL,                                  /* merge server configuration */

    ngx_http_pictor_create_loc_conf,       /* create location configuration */
    ngx_http_pictor_merge_loc_conf         /* merge location configuration */
};


ngx_module_t  ngx_http_pictor_module = {
    NGX_MODULE_V1,
    &ngx_http_pictor_module_ctx,           /* module context */
    ngx_http_pictor_commands,              /* module directives */
    NGX_HTTP_MODULE,                       /* module type */
    NULL,                                  /* init master */
    ngx_http_pictor_init_module,           /* init module */
    ngx_http_pictor_init_process,          /* init process */
    NULL,                                  /* init thread */
    NULL,                                  /* exit thread */
    ngx_http_pictor_exit_process,          /* exit process */
    NULL,                                  /* exit master */
    NGX_MODULE_V1_PADDING
};


static void
ngx_http_pictor_log(int level, const char *msg)
{
    ngx_log_error((ngx_uint_t) level, ngx_cycle->log, 0, "pictor: %s", msg);
}


static void *
ngx_http_pictor_create_main_conf(ngx_conf_t *cf)
{
    ngx_http_pictor_main_conf_t  *pmcf;

    pmcf = ngx_pcalloc(cf->pool, sizeof(ngx_http_pictor_main_conf_t));
    if (pmcf == NULL) {
        return NULL;
    }

    /*
     * set by ngx_pcalloc():
     *
     *     pmcf->db = { 0 };
     *     pmcf->db_set = 0;
     *     pmcf->zmq_endpoint = { 0, NULL };
     *     pmcf->master_key_file = { 0, NULL };
     *     pmcf->storage_root = { 0, NULL };
     *     pmcf->sandbox_exec = { 0, NULL };
     *     pmcf->thread_pool_name = { 0, NULL };
     *     pmcf->thread_pool = NULL;
     *     pmcf->render_pool_name = { 0, NULL };
     *     pmcf->render_pool = NULL;
     */

    pmcf->thread_priority = NGX_CONF_UNSET;
    pmcf->plugin_billing_flush = NGX_CONF_UNSET_MSEC;
    pmcf->sandbox_unconfined = NGX_CONF_UNSET;
    pmcf->session_ttl = NGX_CONF_UNSET;
    pmcf->login_failures = NGX_CONF_UNSET;
    pmcf->login_lock = NGX_CONF_UNSET;
    pmcf->login_lock_max = NGX_CONF_UNSET;
    pmcf->login_hashes = NGX_CONF_UNSET;
    pmcf->cache_zone_size = NGX_CONF_UNSET_SIZE;
    pmcf->eps_on_demand = NGX_CONF_UNSET_UINT;
    pmcf->video_on_demand = NGX_CONF_UNSET_UINT;
    pmcf->video_memory = NGX_CONF_UNSET;
    pmcf->render_memory = NGX_CONF_UNSET;
    pmcf->storage_connect_timeout = NGX_CONF_UNSET_MSEC;
    pmcf->storage_timeout = NGX_CONF_UNSET_MSEC;
    pmcf->storage_deadline = NGX_CONF_UNSET_MSEC;
    pmcf->storage_min_speed = NGX_CONF_UNSET_SIZE;
    pmcf->storage_min_speed_time = NGX_CONF_UNSET_MSEC;
    pmcf->storage_max_download = NGX_CONF_UNSET;
    pmcf->storage_retries = NGX_CONF_UNSET;
    pmcf->storage_part_size = NGX_CONF_UNSET_SIZE;
    pmcf->storage_private_networks = NGX_CONF_UNSET;
    pmcf->originals_cache_max = NGX_CONF_UNSET;
    pmcf->originals_cache_valid = NGX_CONF_UNSET;

    return pmcf;
}


static char *
ngx_http_pictor_init_main_conf(ngx_conf_t *cf, void *conf)
{
    ngx_http_pictor_main_conf_t *pmcf = conf;

    /*
     * A nice value, as worker_priority: the pools' threads (and the
     * libvips threads they start) yield the CPU to the event loop, so
     * cache hits stay fast while renders saturate the cores.
     */
    ngx_conf_init_value(pmcf->thread_priority, 10);
    ngx_conf_init_msec_value(pmcf->plugin_billing_flush, 1000);
    ngx_conf_init_value(pmcf->sandbox_unconfined, 0);
    ngx_conf_init_value(pmcf->session_ttl, 14 * 86400);
    ngx_conf_init_value(pmcf->login_failures, 5);
    ngx_conf_init_value(pmcf->login_lock, 1);
    ngx_conf_init_value(pmcf->login_lock_max, 15 * 60);
    ngx_conf_init_value(pmcf->login_hashes, 1);
    ngx_conf_init_size_value(pmcf->cache_zone_size, 10 * 1024 * 1024);
    /* ghostscript runs for anonymous requests: one per worker at a time */
    ngx_conf_init_uint_value(pmcf->eps_on_demand, 1);
    /* ffmpeg searches for posters on demand: the same */
    ngx_conf_init_uint_value(pmcf->video_on_demand, 1);
    ngx_conf_init_value(pmcf->video_memory, 1024 * 1024 * 1024);

    if (pmcf->video_memory < 64 * 1024 * 1024) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "pictor_video_memory must be at least 64m");
        return NGX_CONF_ERROR;
    }
    ngx_conf_init_value(pmcf->render_memory, 1024 * 1024 * 1024);
    ngx_conf_init_msec_value(pmcf->storage_connect_timeout, 5000);
    ngx_conf_init_msec_value(pmcf->storage_timeout, 30000);
    /* docs/BUCKETS.md, "Bounds" */
    ngx_conf_init_msec_value(pmcf->storage_deadline, 600000);
    ngx_conf_init_size_value(pmcf->storage_min_speed, 1024);
    ngx_conf_init_msec_value(pmcf->storage_min_speed_time, 10000);
    ngx_conf_init_value(pmcf->storage_max_download,
                        (off_t) 4 * 1024 * 1024 * 1024);
    ngx_conf_init_value(pmcf->storage_retries, 3);
    ngx_conf_init_size_value(pmcf->storage_part_size, 8 * 1024 * 1024);
    ngx_conf_init_value(pmcf->storage_private_networks, 0);

    /* S3's parts are 5 MiB to 5 GiB (but the last) */
    if (pmcf->storage_part_size < 5 * 1024 * 1024
        || pmcf->storage_part_size > (size_t) 5 * 1024 * 1024 * 1024)
    {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "pictor_storage_part_size must be from 5m to"
                           " 5g");
        return NGX_CONF_ERROR;
    }

    if (ngx_http_pictor_cache_zone_add(cf, pmcf) != NGX_OK
        || ngx_http_pictor_metrics_zone_add(cf) != NGX_OK)
    {
        return NGX_CONF_ERROR;
    }

    /* storage_root is handed to libpictor as a C string */
    if (pmcf->storage_root.len
        && ngx_http_pictor_conf_cstr(cf, &pmcf->storage_root, "") != NGX_OK)
    {
        return NGX_CONF_ERROR;
    }

    /* "off": every sandbox is made for its run */
    if (pmcf->sandbox_exec.len == 3
        && ngx_strncmp(pmcf->sandbox_exec.data, "off", 3) == 0)
    {
        pmcf->sandbox_exec.len = 0;
        pmcf->sandbox_exec.data = (u_char *) "";

    } else if (pmcf->sandbox_exec.len) {
        if (pmcf->sandbox_exec.data[0] != '/') {
            ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "pictor_sandbox_exec"
                               " must be an absolute path or off");
            return NGX_CONF_ERROR;
        }

        if (ngx_http_pictor_conf_cstr(cf, &pmcf->sandbox_exec, "")
            != NGX_OK)
        {
            return NGX_CONF_ERROR;
        }
    }

    if (ngx_http_pictor_originals_cache_init(cf, pmcf) != NGX_OK) {
        return NGX_CONF_ERROR;
    }

    /* loaded by modules-enabled, not used: no thread_pool to declare */
    if (!pmcf->used) {
        return NGX_CONF_OK;
    }

    if (pmcf->thread_pool_name.len == 0) {
        ngx_str_set(&pmcf->thread_pool_name, "pictor");
    }

    pmcf->thread_pool = ngx_thread_pool_add(cf, &pmcf->thread_pool_name);
    if (pmcf->thread_pool == NULL) {
        return NGX_CONF_ERROR;
    }

    if (pmcf->render_pool_name.len == 0) {
        pmcf->render_pool = pmcf->thread_pool;

    } else {
        pmcf->render_pool = ngx_thread_pool_add(cf, &pmcf->render_pool_name);
        if (pmcf->render_pool == NULL) {
            return NGX_CONF_ERROR;
        }
    }

    return NGX_CONF_OK;
}


static void *
ngx_http_pictor_create_loc_conf(ngx_conf_t *cf)
{
    ngx_http_pictor_loc_conf_t  *plcf;

    plcf = ngx_pcalloc(cf->pool, sizeof(ngx_http_pictor_loc_conf_t));
    if (plcf == NULL) {
        return NULL;
    }

    /*
     * set by ngx_pcalloc():
     *
     *     plcf->base_url = { 0, NULL };
     *     plcf->api = { 0 };
     */

    plcf->json_max_size = NGX_CONF_UNSET_SIZE;
    plcf->max_pixels = NGX_CONF_UNSET;
    plcf->max_frames = NGX_CONF_UNSET;
    plcf->api.max_output_side = NGX_CONF_UNSET;
    plcf->api.max_output_pixels = NGX_CONF_UNSET;
    plcf->api.shrink_on_load = NGX_CONF_UNSET_UINT;
    plcf->api.jpeg_progressive = NGX_CONF_UNSET;
    plcf->api.plugin_billing = NGX_CONF_UNSET;
    plcf->api.max_age = NGX_CONF_UNSET;
    plcf->api.render_timeout = NGX_CONF_UNSET_MSEC;
    plcf->api.eps_max_pages = NGX_CONF_UNSET_UINT;
    plcf->api.eps_failed_ttl = NGX_CONF_UNSET;
    plcf->probe_timeout = NGX_CONF_UNSET_MSEC;
    plcf->video_max_duration = NGX_CONF_UNSET;
    plcf->video_max_pixels = NGX_CONF_UNSET;
    plcf->video_probe_timeout = NGX_CONF_UNSET_MSEC;
    plcf->api.video_range_min = NGX_CONF_UNSET;
    plcf->api.cookie_secure = NGX_CONF_UNSET;
    plcf->api.test_routes = NGX_CONF_UNSET;
    plcf->api.cdn_outbox = NGX_CONF_UNSET;
    plcf->cache_tags = NGX_CONF_UNSET_UINT;

    return plcf;
}


/* The directives that set the library's settings (api.h) directly. */
static void
ngx_http_pictor_merge_api(pt_api_conf *conf, pt_api_conf *prev)
{
    ngx_conf_merge_value(conf->max_output_side, prev->max_output_side, 8192);
    ngx_conf_merge_off_value(conf->max_output_pixels,
                             prev->max_output_pixels, 50000000);
    ngx_conf_merge_value(conf->plugin_billing, prev->plugin_billing, 1);
    ngx_conf_merge_uint_value(conf->shrink_on_load, prev->shrink_on_load,
                              PT_SHRINK_FAST);
    ngx_conf_merge_value(conf->jpeg_progressive, prev->jpeg_progressive, 1);
    ngx_conf_merge_sec_value(conf->max_age, prev->max_age, 86400);
    ngx_conf_merge_msec_value(conf->render_timeout, prev->render_timeout,
                              10000);
    ngx_conf_merge_uint_value(conf->eps_max_pages, prev->eps_max_pages,
                              200);
    ngx_conf_merge_sec_value(conf->eps_failed_ttl, prev->eps_failed_ttl,
                             60);
    ngx_conf_merge_off_value(conf->video_range_min, prev->video_range_min,
                             8 * 1024 * 1024);
    ngx_conf_merge_value(conf->cookie_secure, prev->cookie_secure, 0);
    ngx_conf_merge_value(conf->test_routes, prev->test_routes, 0);
    ngx_conf_merge_value(conf->cdn_outbox, prev->cdn_outbox, 1);
}


/*
 * What the library's settings take from the main configuration, and the
 * input limits in the units pictord's pictor.conf uses too (media.h).
 */
static void
ngx_http_pictor_api_host(ngx_http_pictor_main_conf_t *pmcf,
    ngx_http_pictor_loc_conf_t *conf)
{
    pt_api_conf  *api;

    api = &conf->api;

    api->db = pmcf->db_set ? &pmcf->db : NULL;
    api->storage_root = (char *) pmcf->storage_root.data;
    api->master_key = pmcf->master_key_file.data ? pmcf->master_key : NULL;
    api->session_ttl = pmcf->session_ttl;
    api->login.failures = (unsigned) pmcf->login_failures;
    api->login.lock = (unsigned) pmcf->login_lock;
    api->login.lock_max = (unsigned) pmcf->login_lock_max;
    api->plugin_billing_flush = pmcf->plugin_billing_flush;
    api->eps_on_demand = pmcf->eps_on_demand;
    api->video_on_demand = pmcf->video_on_demand;
    api->video_memory = pmcf->video_memory;

    api->limits.max_pixels = (unsigned long long) conf->max_pixels;
    api->limits.max_frames = (unsigned) conf->max_frames;
    api->limits.timeout = (double) conf->probe_timeout / 1000;
    api->limits.video_max_duration = (double) conf->video_max_duration;
    api->limits.video_max_pixels =
        (unsigned long long) conf->video_max_pixels;
    api->limits.video_timeout_ms = (unsigned) conf->video_probe_timeout;
    api->limits.video_memory_mb = (unsigned) (pmcf->video_memory >> 20);
}


static char *
ngx_http_pictor_merge_loc_conf(ngx_conf_t *cf, void *parent, void *child)
{
    ngx_http_pictor_loc_conf_t *prev = parent;
    ngx_http_pictor_loc_conf_t *conf = child;

    ngx_conf_merge_str_value(conf->base_url, prev->base_url, "");
    ngx_conf_merge_size_value(conf->json_max_size, prev->json_max_size,
                              64 * 1024);
    ngx_conf_merge_off_value(conf->max_pixels, prev->max_pixels, 100000000);
    ngx_conf_merge_value(conf->max_frames, prev->max_frames, 500);
    ngx_conf_merge_msec_value(conf->probe_timeout, prev->probe_timeout,
                              60000);
    /* an hour; 8K UHD frames (7680x4320) */
    ngx_conf_merge_sec_value(conf->video_max_duration,
                             prev->video_max_duration, 3600);
    ngx_conf_merge_off_value(conf->video_max_pixels, prev->video_max_pixels,
                             33177600);
    ngx_conf_merge_msec_value(conf->video_probe_timeout,
                              prev->video_probe_timeout, 10000);

    ngx_http_pictor_merge_api(&conf->api, &prev->api);
    ngx_conf_merge_uint_value(conf->cache_tags, prev->cache_tags,
                              NGX_HTTP_PICTOR_TAGS_SURROGATE_KEY);

    /* "http://host/" and "http://host" are the same base */
    while (conf->base_url.len
           && conf->base_url.data[conf->base_url.len - 1] == '/')
    {
        conf->base_url.len--;
    }

    ngx_http_pictor_api_host(ngx_http_conf_get_module_main_conf(cf,
                                 ngx_http_pictor_module), conf);

    return NGX_CONF_OK;
}


static ngx_int_t
ngx_http_pictor_preconfiguration(ngx_conf_t *cf)
{
    return ngx_http_pictor_add_variables(cf);
}


/* The stores' settings (records/storage.h): before any pool thread runs */
static void
ngx_http_pictor_storage_init(ngx_http_pictor_main_conf_t *pmcf)
{
    pt_storage_settings  s;

    ngx_memzero(&s, sizeof(pt_storage_settings));

    s.master_key = pmcf->master_key_file.data ? pmcf->master_key : NULL;
    s.net.connect_timeout_ms = (long) pmcf->storage_connect_timeout;
    s.net.timeout_ms = (long) pmcf->storage_timeout;
    s.net.deadline_ms = (long) pmcf->storage_deadline;
    s.net.min_speed = (long) pmcf->storage_min_speed;
    s.net.min_speed_ms = (long) pmcf->storage_min_speed_time;
    s.net.max_download = pmcf->storage_max_download;
    s.net.retries = (int) pmcf->storage_retries;
    s.net.part_size = pmcf->storage_part_size;
    s.net.allow_private = pmcf->storage_private_networks != 0;

    if (pmcf->originals_cache.len) {
        s.originals_cache = (char *) pmcf->originals_cache.data;
        s.originals_cache_max = pmcf->originals_cache_max;
        s.originals_cache_valid = pmcf->originals_cache_valid;
    }

    s.managed = pmcf->managed;

    pt_storage_init(&s);
}


/* libraries that start threads or keep state are set up after fork */
/* In the master, before the workers: the variant cache's directories */
static ngx_int_t
ngx_http_pictor_init_module(ngx_cycle_t *cycle)
{
    return ngx_http_pictor_cache_dirs(cycle);
}


static ngx_int_t
ngx_http_pictor_init_process(ngx_cycle_t *cycle)
{
    pt_sandbox_conf               sandbox;
    ngx_http_pictor_main_conf_t  *pmcf;

    if (ngx_process != NGX_PROCESS_WORKER
        && ngx_process != NGX_PROCESS_SINGLE)
    {
        return NGX_OK;
    }

    pmcf = ngx_http_cycle_get_module_main_conf(cycle, ngx_http_pictor_module);
    if (pmcf == NULL || !pmcf->used) {
        return NGX_OK;
    }

    pt_log_set_handler(ngx_http_pictor_log,
                       (int) ngx_min(cycle->log->log_level, NGX_LOG_INFO));

    /* on-demand EPS pages: ghostscript confined, or not run at all */
    sandbox.bwrap = NULL;
    sandbox.exec = (char *) pmcf->sandbox_exec.data;
    sandbox.unconfined = pmcf->sandbox_unconfined;
    pt_sandbox_configure(&sandbox);

    if (pt_crypto_init() != PT_OK) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: libsodium initialisation failed");
        return NGX_ERROR;
    }

    if (pt_db_library_init() != PT_OK) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: MariaDB client initialisation failed");
        return NGX_ERROR;
    }

    /* customer buckets: curl's global state, once, before the pools */
    if (pt_http_global_init() != PT_OK) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: libcurl initialisation failed");
        return NGX_ERROR;
    }

    /* libvips' many threads otherwise each grow a glibc arena: RSS
     * climbs for ever while nothing leaks */
    (void) mallopt(M_ARENA_MAX, 2);

    /* libvips starts threads: never in the master (docs/ARCHITECTURE.md
     * "Concurrency") */
    if (pt_media_init() != PT_OK) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: libvips initialisation failed");
        return NGX_ERROR;
    }

    if (!pmcf->db_set) {
        ngx_log_error(NGX_LOG_WARN, cycle->log, 0,
                      "pictor: no pictor_db: API routes will answer 503");
    }

    if (pmcf->zmq_endpoint.len
        && ngx_http_pictor_wake_init(cycle, &pmcf->zmq_endpoint) != NGX_OK)
    {
        return NGX_ERROR;
    }

    if (ngx_http_pictor_poll_init(cycle, pmcf) != NGX_OK) {
        return NGX_ERROR;
    }

    ngx_http_pictor_storage_init(pmcf);

    if (ngx_http_pictor_usage_init(cycle, pmcf) != NGX_OK) {
        return NGX_ERROR;
    }

    ngx_http_pictor_task_init(pmcf->thread_priority);
    ngx_http_pictor_metrics_init();

    /* one budget for the worker: its render and API pools share it */
    pt_guard_set_budget((unsigned long long) pmcf->render_memory);

    return NGX_OK;
}


static void
ngx_http_pictor_exit_process(ngx_cycle_t *cycle)
{
    ngx_http_pictor_usage_exit(cycle);
    ngx_http_pictor_wake_exit();
    pt_dl_memo_clear();
    pt_sandbox_spares_close();
}
