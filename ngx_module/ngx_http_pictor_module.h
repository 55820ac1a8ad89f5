
/*
 * Pictor's nginx module: shared declarations of its files.  The module is
 * glue: it parses directives, matches routes, reads bodies and runs
 * libpictor's work in the thread pool; the logic lives in libpictor.
 */


#ifndef _NGX_HTTP_PICTOR_MODULE_H_INCLUDED_
#define _NGX_HTTP_PICTOR_MODULE_H_INCLUDED_


#include <ngx_config.h>
#include <ngx_core.h>
#include <ngx_http.h>

#include "api/api.h"
#include "core/masterkey.h"
#include "delivery/delivery.h"
#include "delivery/delivery_run.h"
#include "records/managed.h"


/* pictor_cache_tags (ngx_http_pictor_tags.c) */
#define NGX_HTTP_PICTOR_TAGS_SURROGATE_KEY  1
#define NGX_HTTP_PICTOR_TAGS_CACHE_TAG      2
#define NGX_HTTP_PICTOR_TAGS_EDGE_CACHE_TAG 3
#define NGX_HTTP_PICTOR_TAGS_OFF            4
#define NGX_HTTP_PICTOR_TAGS_PASS           5


/* the generations zone's context (ngx_http_pictor_cache.c) */
typedef struct ngx_http_pictor_gen_ctx_s  ngx_http_pictor_gen_ctx_t;


typedef struct {
    pt_db_conf            db;
    ngx_flag_t            db_set;
    /* a location runs a Pictor handler: else the module stays idle */
    ngx_flag_t            used;
    ngx_str_t             zmq_endpoint;
    ngx_str_t             master_key_file;
    u_char                master_key[PT_MASTER_KEY_LEN];
    ngx_str_t             storage_root;
    ngx_str_t             thread_pool_name;
    ngx_thread_pool_t    *thread_pool;
    ngx_str_t             render_pool_name;
    ngx_thread_pool_t    *render_pool;
    ngx_int_t             thread_priority;
    ngx_flag_t            sandbox_unconfined;
    ngx_str_t             sandbox_exec;
    time_t                session_ttl;
    ngx_int_t             login_failures;
    time_t                login_lock;
    time_t                login_lock_max;
    ngx_int_t             login_hashes;
    size_t                cache_zone_size;
    ngx_shm_zone_t       *cache_zone;
    ngx_uint_t            eps_on_demand;
    ngx_msec_t            plugin_billing_flush;  /* 0: every render */
    ngx_uint_t            video_on_demand;
    off_t                 video_memory;
    off_t                 render_memory;
    /* customer buckets' drivers (store_remote.h's pt_store_net) */
    ngx_msec_t            storage_connect_timeout;
    ngx_msec_t            storage_timeout;
    ngx_msec_t            storage_deadline;
    size_t                storage_min_speed;
    ngx_msec_t            storage_min_speed_time;
    off_t                 storage_max_download;
    ngx_int_t             storage_retries;
    size_t                storage_part_size;
    ngx_flag_t            storage_private_networks;
    /* pictor_originals_cache: path (unset: storage_root/.originals;
     * "off": none) and size */
    ngx_str_t             originals_cache;
    off_t                 originals_cache_max;
    time_t                originals_cache_valid;
    /* pictor_managed_store: the managed store's bucket (NULL: files under
     * pictor_storage_root) */
    pt_managed_bucket    *managed;
} ngx_http_pictor_main_conf_t;


typedef struct {
    ngx_str_t             base_url;
    size_t                json_max_size;
    /* the input limits, in api.limits in the library's units */
    off_t                 max_pixels;
    ngx_int_t             max_frames;
    ngx_msec_t            probe_timeout;
    time_t                video_max_duration;
    off_t                 video_max_pixels;
    ngx_msec_t            video_probe_timeout;
    /* pictor_cache_tags: the header a CDN reads the tags from */
    ngx_uint_t            cache_tags;
    /* the library's settings: the other directives set these directly */
    pt_api_conf           api;
} ngx_http_pictor_loc_conf_t;


typedef void (*ngx_http_pictor_work_pt)(void *data);
typedef void (*ngx_http_pictor_done_pt)(ngx_http_request_t *r, void *data);


/* A file part of a request body, read in the pool thread. */
typedef struct {
    ngx_fd_t              fd;
    off_t                 start;
    off_t                 end;
    size_t                dest;       /* offset into the body buffer */
} ngx_http_pictor_file_part_t;


typedef struct {
    ngx_http_request_t           *request;
    const pt_route               *route;
    pt_req                        req;
    pt_resp                       resp;
    u_char                       *body;    /* malloc'ed, freed in cleanup */
    size_t                        body_len;
    ngx_http_pictor_file_part_t  *parts;
    ngx_uint_t                    nparts;
    ngx_flag_t                    body_failed;
    ngx_flag_t                    hashing;  /* counted by hash_enter() */
    pt_principal                  who;      /* checked before the body */
    pt_dl_req                    *dl;      /* delivery requests only */
    ngx_http_pictor_done_pt       done;    /* of the task running */
} ngx_http_pictor_ctx_t;


extern ngx_module_t  ngx_http_pictor_module;


/* directive: handlers of the directives that parse their own arguments */
/* s becomes a NUL-terminated copy of s followed by suffix */
ngx_int_t ngx_http_pictor_conf_cstr(ngx_conf_t *cf, ngx_str_t *s,
    const char *suffix);
ngx_int_t ngx_http_pictor_originals_cache_init(ngx_conf_t *cf,
    ngx_http_pictor_main_conf_t *pmcf);
char *ngx_http_pictor_managed_store(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
char *ngx_http_pictor_originals_cache(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
char *ngx_http_pictor_db(ngx_conf_t *cf, ngx_command_t *cmd, void *conf);
char *ngx_http_pictor_master_key(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
/* a content handler's directive: cmd->post is the handler */
char *ngx_http_pictor_handler(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);

/* task: libpictor work in a thread pool */
void ngx_http_pictor_task_init(ngx_int_t priority);

/* router: the pictor_api content handler */
ngx_int_t ngx_http_pictor_api_handler(ngx_http_request_t *r);
ngx_int_t ngx_http_pictor_read_body(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx);
void ngx_http_pictor_settle(ngx_log_t *log, ngx_http_pictor_ctx_t *ctx);

/* auth: credentials before the body; the cap on login hashes */
ngx_int_t ngx_http_pictor_auth_first(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx);
ngx_int_t ngx_http_pictor_hash_enter(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx);
void ngx_http_pictor_hash_leave(ngx_http_pictor_ctx_t *ctx);
const char *ngx_http_pictor_header(ngx_http_request_t *r, const char *name);
ngx_table_elt_t *ngx_http_pictor_header_find(ngx_list_t *headers,
    const char *name);

/* cache_dirs: every level directory of the file caches, made at start */
ngx_int_t ngx_http_pictor_cache_dirs(ngx_cycle_t *cycle);

/* delivery: the pictor_render content handler */
ngx_int_t ngx_http_pictor_render_handler(ngx_http_request_t *r);

/* cache: generations in shared memory, $pictor_cache_key */
void ngx_http_pictor_gen_set(const char *key, size_t len, uint64_t gen);
ngx_int_t ngx_http_pictor_cache_key(ngx_http_request_t *r, pt_dl_req *dl,
    pt_cause *kind, char *err, size_t errlen);
ngx_int_t ngx_http_pictor_add_variables(ngx_conf_t *cf);
ngx_int_t ngx_http_pictor_cache_zone_add(ngx_conf_t *cf,
    ngx_http_pictor_main_conf_t *pmcf);
ngx_int_t ngx_http_pictor_gen_cursor(uint64_t *last, ngx_uint_t *loaded);
ngx_int_t ngx_http_pictor_cache_ready(void);
void ngx_http_pictor_gen_advance(uint64_t last, ngx_uint_t loaded);
ngx_int_t ngx_http_pictor_gen_stats(ngx_uint_t *pages, ngx_uint_t *used,
    ngx_uint_t *entries);

/* metrics: the counters' zone and the pictor_metrics handler */
ngx_int_t ngx_http_pictor_metrics_zone_add(ngx_conf_t *cf);
void ngx_http_pictor_metrics_init(void);
ngx_int_t ngx_http_pictor_metrics_handler(ngx_http_request_t *r);

/* poll: one worker per node applies the other nodes' bumps */
ngx_int_t ngx_http_pictor_poll_init(ngx_cycle_t *cycle,
    ngx_http_pictor_main_conf_t *pmcf);
ngx_int_t ngx_http_pictor_problem_handler(ngx_http_request_t *r);

/* task: run work(ctx) in the pool, then done(r, ctx) on the loop */
ngx_int_t ngx_http_pictor_task_post(ngx_http_request_t *r,
    ngx_thread_pool_t *pool, ngx_http_pictor_work_pt work,
    ngx_http_pictor_done_pt done, ngx_http_pictor_ctx_t *ctx);
ngx_int_t ngx_http_pictor_task_refused(ngx_http_request_t *r, ngx_int_t rc);

/* body: read a size-limited body; then done(r, ctx) */
ngx_int_t ngx_http_pictor_read_json_body(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx, ngx_http_client_body_handler_pt done);
ngx_int_t ngx_http_pictor_body_collect(ngx_http_request_t *r,
    ngx_http_pictor_ctx_t *ctx);
ngx_int_t ngx_http_pictor_body_load(ngx_http_pictor_ctx_t *ctx);

/* response: send libpictor's response, or a problem */
ngx_int_t ngx_http_pictor_send(ngx_http_request_t *r, pt_resp *resp);
ngx_int_t ngx_http_pictor_send_problem(ngx_http_request_t *r,
    pt_cause kind, const char *detail, const char *allow);
char *ngx_http_pictor_base_url(ngx_http_request_t *r);
char *ngx_http_pictor_cstr(ngx_http_request_t *r, u_char *data, size_t len);

/* wake: ZeroMQ PUSH to pictord, per worker, on the event loop only */
ngx_int_t ngx_http_pictor_wake_init(ngx_cycle_t *cycle, ngx_str_t *endpoint);
void ngx_http_pictor_wake(ngx_log_t *log, const char *job_id);
void ngx_http_pictor_wake_exit(void);

ngx_int_t ngx_http_pictor_usage_init(ngx_cycle_t *cycle,
    ngx_http_pictor_main_conf_t *pmcf);
void ngx_http_pictor_usage_exit(ngx_cycle_t *cycle);

/* tags: the header filter that names the cache tags for the CDN */
extern ngx_conf_enum_t  ngx_http_pictor_cache_tags_kinds[];
ngx_int_t ngx_http_pictor_tags_init(ngx_conf_t *cf);


#endif /* _NGX_HTTP_PICTOR_MODULE_H_INCLUDED_ */
