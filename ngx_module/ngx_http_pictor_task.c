
/*
 * Running libpictor work in the nginx thread pool.  The request waits the
 * way ngx_http_copy_filter_module's thread reads do: r->main->blocked keeps
 * it alive and unfinalized until the task's completion event runs on the
 * event loop, which resumes it through r->write_event_handler.  A request
 * terminated meanwhile (the client went away: nginx tests the connection
 * while the task runs) has had that handler replaced by nginx, which then
 * finalizes it: no response is built for it.  Nothing here blocks the loop.
 */


#include "ngx_http_pictor_module.h"
#include "core/metrics.h"

#include <sys/resource.h>
#include <sys/syscall.h>


typedef struct {
    ngx_http_request_t       *request;
    ngx_http_pictor_work_pt   work;
    ngx_http_pictor_ctx_t    *ctx;
    pt_metrics_pool           pool;    /* its queue in the metrics */
} ngx_http_pictor_task_ctx_t;


static void ngx_http_pictor_task_handler(void *data, ngx_log_t *log);
static void ngx_http_pictor_task_event_handler(ngx_event_t *ev);
static void ngx_http_pictor_task_resume(ngx_http_request_t *r);


static ngx_int_t           ngx_http_pictor_priority;
static __thread ngx_uint_t  ngx_http_pictor_thread_set;   /* per thread */


void
ngx_http_pictor_task_init(ngx_int_t priority)
{
    ngx_http_pictor_priority = priority;
}


/* ctx must be the request's module context: the resume finds it there */
ngx_int_t
ngx_http_pictor_task_post(ngx_http_request_t *r, ngx_thread_pool_t *pool,
    ngx_http_pictor_work_pt work, ngx_http_pictor_done_pt done,
    ngx_http_pictor_ctx_t *ctx)
{
    ngx_thread_task_t            *task;
    ngx_http_pictor_task_ctx_t   *tctx;
    ngx_http_pictor_main_conf_t  *pmcf;

    task = ngx_thread_task_alloc(r->pool, sizeof(ngx_http_pictor_task_ctx_t));
    if (task == NULL) {
        return NGX_ERROR;
    }

    tctx = task->ctx;
    tctx->request = r;
    tctx->work = work;
    tctx->ctx = ctx;

    task->handler = ngx_http_pictor_task_handler;
    task->event.data = tctx;
    task->event.handler = ngx_http_pictor_task_event_handler;

    pmcf = ngx_http_get_module_main_conf(r, ngx_http_pictor_module);
    tctx->pool = (pool == pmcf->render_pool) ? PT_METRICS_POOL_RENDER
                                             : PT_METRICS_POOL_API;

    /* counted before: the task may start before the post returns */
    pt_metrics_queue(tctx->pool, 1);

    /* the pool logs the overflow; task_refused() answers 503 */
    if (ngx_thread_task_post(pool, task) != NGX_OK) {
        pt_metrics_queue(tctx->pool, -1);
        return NGX_DECLINED;
    }

    r->main->blocked++;
    r->aio = 1;

    ctx->done = done;
    r->write_event_handler = ngx_http_pictor_task_resume;

    /* a client that closes meanwhile terminates the request (499) */
    r->read_event_handler = ngx_http_test_reading;

    return NGX_OK;
}


/*
 * The answer of a request whose task was not posted (rc from task_post):
 * a full queue is a 503 with Retry-After, anything else a 500.
 */
ngx_int_t
ngx_http_pictor_task_refused(ngx_http_request_t *r, ngx_int_t rc)
{
    if (rc == NGX_DECLINED) {
        return ngx_http_pictor_send_problem(r, PT_E_BUSY,
                                            "the server is overloaded",
                                            NULL);
    }

    return NGX_HTTP_INTERNAL_SERVER_ERROR;
}


static void
ngx_http_pictor_task_handler(void *data, ngx_log_t *log)
{
    ngx_http_pictor_task_ctx_t  *tctx = data;

    pt_metrics_queue(tctx->pool, -1);

    /*
     * Linux keeps a nice value per thread, and threads inherit it: set
     * once on each pool thread, it covers the libvips threads the thread
     * starts too.  Lowering priority needs no privilege.
     */
    if (!ngx_http_pictor_thread_set) {
        ngx_http_pictor_thread_set = 1;

        if (ngx_http_pictor_priority != 0
            && setpriority(PRIO_PROCESS, (id_t) syscall(SYS_gettid),
                           (int) ngx_http_pictor_priority) == -1)
        {
            ngx_log_error(NGX_LOG_WARN, log, ngx_errno,
                          "pictor: setpriority(%i) of a pool thread failed",
                          ngx_http_pictor_priority);
        }
    }

    tctx->work(tctx->ctx);
}


static void
ngx_http_pictor_task_event_handler(ngx_event_t *ev)
{
    ngx_connection_t            *c;
    ngx_http_request_t          *r;
    ngx_http_pictor_task_ctx_t  *tctx;

    tctx = ev->data;
    r = tctx->request;
    c = r->connection;

    ngx_http_set_log_request(c->log, r);

    r->main->blocked--;
    r->aio = 0;

    ngx_http_pictor_settle(c->log, tctx->ctx);

    if (r->done) {
        /* finalized already: the connection's handler goes on with it */
        c->write->handler(c->write);

    } else {
        r->write_event_handler(r);
        ngx_http_run_posted_requests(c);
    }
}


static void
ngx_http_pictor_task_resume(ngx_http_request_t *r)
{
    ngx_http_pictor_ctx_t  *ctx;

    if (r->aio) {
        /* a write event while the task runs, as ngx_http_writer() waits */
        return;
    }

    ctx = ngx_http_get_module_ctx(r, ngx_http_pictor_module);

    r->read_event_handler = ngx_http_block_reading;
    r->write_event_handler = ngx_http_request_empty_handler;

    ctx->done(r, ctx);
}
