
/*
 * Writing the plugin invocations each worker counted (plugins/
 * usage_batch.h): a timer of every worker posts a flush to the thread
 * pool once per pictor_plugin_billing_flush while some are pending, and
 * the worker writes what is left when it exits.
 */


#include "ngx_http_pictor_module.h"
#include "plugins/usage_batch.h"


static ngx_event_t         ngx_http_pictor_usage_event;
static ngx_thread_task_t  *ngx_http_pictor_usage_task;
static ngx_uint_t          ngx_http_pictor_usage_busy;


static void
ngx_http_pictor_usage_thread(void *data, ngx_log_t *log)
{
    pt_db                         *db;
    ngx_http_pictor_main_conf_t  **pmcf = data;

    db = pt_db_thread(&(*pmcf)->db);

    /* a failed flush keeps its counts pending: the next one retries */
    if (db != NULL) {
        (void) pt_usage_flush(db);
    }
}


static void
ngx_http_pictor_usage_done(ngx_event_t *ev)
{
    ngx_http_pictor_main_conf_t  **pmcf = ev->data;

    ngx_http_pictor_usage_busy = 0;

    if (!ngx_exiting && !ngx_terminate && !ngx_quit) {
        ngx_add_timer(&ngx_http_pictor_usage_event,
                      (*pmcf)->plugin_billing_flush);
    }
}


static void
ngx_http_pictor_usage_handler(ngx_event_t *ev)
{
    ngx_http_pictor_main_conf_t  *pmcf = ev->data;

    if (ngx_exiting || ngx_terminate || ngx_quit
        || ngx_http_pictor_usage_busy)
    {
        return;
    }

    if (pt_usage_pending() == 0
        || ngx_thread_task_post(pmcf->thread_pool,
                                ngx_http_pictor_usage_task)
           != NGX_OK)
    {
        ngx_add_timer(ev, pmcf->plugin_billing_flush);
        return;
    }

    ngx_http_pictor_usage_busy = 1;
}


ngx_int_t
ngx_http_pictor_usage_init(ngx_cycle_t *cycle,
    ngx_http_pictor_main_conf_t *pmcf)
{
    ngx_http_pictor_main_conf_t  **ctx;

    /* 0: every render writes its own invocations, nothing to flush */
    if (!pmcf->db_set || pmcf->plugin_billing_flush == 0) {
        return NGX_OK;
    }

    ngx_http_pictor_usage_task = ngx_thread_task_alloc(cycle->pool,
                                     sizeof(ngx_http_pictor_main_conf_t *));
    if (ngx_http_pictor_usage_task == NULL) {
        return NGX_ERROR;
    }

    ctx = ngx_http_pictor_usage_task->ctx;
    *ctx = pmcf;

    ngx_http_pictor_usage_task->handler = ngx_http_pictor_usage_thread;
    ngx_http_pictor_usage_task->event.handler = ngx_http_pictor_usage_done;
    ngx_http_pictor_usage_task->event.data = ctx;
    ngx_http_pictor_usage_task->event.log = cycle->log;

    ngx_http_pictor_usage_event.handler = ngx_http_pictor_usage_handler;
    ngx_http_pictor_usage_event.data = pmcf;
    ngx_http_pictor_usage_event.log = cycle->log;
    ngx_http_pictor_usage_event.cancelable = 1;

    ngx_add_timer(&ngx_http_pictor_usage_event, pmcf->plugin_billing_flush);

    return NGX_OK;
}


/*
 * The worker's last counts, written from its own thread: its requests
 * are over, and an exiting worker may wait for the database.
 */
void
ngx_http_pictor_usage_exit(ngx_cycle_t *cycle)
{
    pt_db                        *db;
    unsigned long long            n;
    ngx_http_pictor_main_conf_t  *pmcf;

    n = pt_usage_pending();
    if (n == 0) {
        return;
    }

    pmcf = ngx_http_cycle_get_module_main_conf(cycle, ngx_http_pictor_module);

    db = (pmcf != NULL && pmcf->db_set) ? pt_db_thread(&pmcf->db) : NULL;

    if (db == NULL || pt_usage_flush(db) != PT_OK) {
        ngx_log_error(NGX_LOG_ERR, cycle->log, 0,
                      "pictor: %uL plugin invocations not recorded at exit",
                      (uint64_t) n);
    }
}
