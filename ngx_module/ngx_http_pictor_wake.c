
/*
 * Waking pictord up over ZeroMQ.  Each worker owns one PUSH socket, created
 * after fork and used only on the event loop.  Sends never wait: the job
 * row is already committed and pictord polls for due jobs, so a dropped
 * message only delays a job.
 */


#include <zmq.h>

#include "ngx_http_pictor_module.h"


static void  *ngx_http_pictor_zmq_ctx;
static void  *ngx_http_pictor_zmq_push;


ngx_int_t
ngx_http_pictor_wake_init(ngx_cycle_t *cycle, ngx_str_t *endpoint)
{
    int     linger = 0, hwm = 1000;
    u_char  ep[512];

    if (endpoint->len >= sizeof(ep)) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: pictor_zmq_endpoint is too long");
        return NGX_ERROR;
    }

    ngx_cpystrn(ep, endpoint->data, endpoint->len + 1);

    ngx_http_pictor_zmq_ctx = zmq_ctx_new();
    if (ngx_http_pictor_zmq_ctx == NULL) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, ngx_errno,
                      "pictor: zmq_ctx_new() failed");
        return NGX_ERROR;
    }

    ngx_http_pictor_zmq_push = zmq_socket(ngx_http_pictor_zmq_ctx, ZMQ_PUSH);
    if (ngx_http_pictor_zmq_push == NULL) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: zmq_socket() failed: %s",
                      zmq_strerror(zmq_errno()));
        return NGX_ERROR;
    }

    (void) zmq_setsockopt(ngx_http_pictor_zmq_push, ZMQ_LINGER, &linger,
                          sizeof(linger));
    (void) zmq_setsockopt(ngx_http_pictor_zmq_push, ZMQ_SNDHWM, &hwm,
                          sizeof(hwm));

    /* connect succeeds before pictord listens; ZeroMQ retries by itself */
    if (zmq_connect(ngx_http_pictor_zmq_push, (char *) ep) != 0) {
        ngx_log_error(NGX_LOG_EMERG, cycle->log, 0,
                      "pictor: zmq_connect(\"%s\") failed: %s", ep,
                      zmq_strerror(zmq_errno()));
        return NGX_ERROR;
    }

    return NGX_OK;
}


void
ngx_http_pictor_wake(ngx_log_t *log, const char *job_id)
{
    if (ngx_http_pictor_zmq_push == NULL) {
        return;
    }

    if (zmq_send(ngx_http_pictor_zmq_push, job_id, ngx_strlen(job_id),
                 ZMQ_DONTWAIT)
        < 0)
    {
        ngx_log_error(NGX_LOG_INFO, log, 0,
                      "pictor: wake-up for job %s not sent (%s); pictord"
                      " will find it by polling", job_id,
                      zmq_strerror(zmq_errno()));
    }
}


void
ngx_http_pictor_wake_exit(void)
{
    if (ngx_http_pictor_zmq_push) {
        zmq_close(ngx_http_pictor_zmq_push);
        ngx_http_pictor_zmq_push = NULL;
    }

    if (ngx_http_pictor_zmq_ctx) {
        zmq_ctx_term(ngx_http_pictor_zmq_ctx);
        ngx_http_pictor_zmq_ctx = NULL;
    }
}
