
/*
 * The cross-node poller of cache generations (docs/CLUSTER.md
 * "Staleness"): one worker per node polls cache_events in the thread
 * pool for the other nodes' bumps and applies them to the generations
 * zone (ngx_http_pictor_cache.c); at start it rebuilds the zone's table
 * from the database.
 */


#include "ngx_http_pictor_module.h"
#include "transform/gen.h"


/* one event of a poll, carried from the thread to the loop */
typedef struct {
    uint64_t                    gen;
    size_t                      len;
    u_char                      key[PT_GEN_KEY_MAX];
} ngx_http_pictor_gen_event_t;


typedef struct {
    ngx_http_pictor_main_conf_t  *pmcf;
    ngx_uint_t                    load;       /* rebuild, not poll */
    ngx_uint_t                    failed;
    uint64_t                      last;
    ngx_http_pictor_gen_event_t  *ev;         /* malloc'ed */
    ngx_uint_t                    nev;
    ngx_uint_t                    cap;
} ngx_http_pictor_poll_t;


static ngx_event_t                 ngx_http_pictor_poll_event;
static ngx_uint_t                  ngx_http_pictor_poll_busy;
static ngx_thread_task_t          *ngx_http_pictor_poll_task;

/* how often, and how many events at most a poll applies */
#define NGX_HTTP_PICTOR_POLL_MS       1000
#define NGX_HTTP_PICTOR_POLL_MAX      1000

/*
 * cache_events rows are kept a day: a node that was away longer rebuilds
 * its table from the generations at start, it never needs older events.
 * The poller prunes them once an hour.
 */
#define NGX_HTTP_PICTOR_EVENTS_KEEP   86400
#define NGX_HTTP_PICTOR_PRUNE_EVERY   3600


static void
ngx_http_pictor_poll_collect(void *arg, const char *key, size_t len,
    unsigned long long gen)
{
    ngx_http_pictor_poll_t       *p = arg;
    ngx_http_pictor_gen_event_t  *ev;

    if (len > PT_GEN_KEY_MAX) {
        return;
    }

    if (p->nev == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 256;
        ev = realloc(p->ev, p->cap * sizeof(ngx_http_pictor_gen_event_t));
        if (ev == NULL) {
            p->failed = 1;
            return;
        }
        p->ev = ev;
    }

    ev = &p->ev[p->nev++];
    ev->gen = gen;
    ev->len = len;
    ngx_memcpy(ev->key, key, len);
}


static void
ngx_http_pictor_poll_thread(void *data, ngx_log_t *log)
{
    ngx_http_pictor_poll_t  *p = data;

    pt_db                   *db;
    unsigned long long       last;
    static time_t            pruned;

    db = p->pmcf->db_set ? pt_db_thread(&p->pmcf->db) : NULL;
    if (db == NULL) {
        p->failed = 1;
        return;
    }

    last = p->last;

    if (p->load) {
        if (pt_gen_load(db, ngx_http_pictor_poll_collect, p, &last)
            != PT_OK)
        {
            p->failed = 1;
            return;
        }

    } else if (pt_gen_poll(db, &last, NGX_HTTP_PICTOR_POLL_MAX,
                           ngx_http_pictor_poll_collect, p) != PT_OK)
    {
        p->failed = 1;
        return;
    }

    p->last = last;

    if (time(NULL) - pruned > NGX_HTTP_PICTOR_PRUNE_EVERY) {
        pruned = time(NULL);
        (void) pt_gen_prune(db, NGX_HTTP_PICTOR_EVENTS_KEEP);
    }
}


static void
ngx_http_pictor_poll_done(ngx_event_t *ev)
{
    ngx_uint_t               i;
    ngx_http_pictor_poll_t  *p = ev->data;

    ngx_http_pictor_poll_busy = 0;

    if (!p->failed) {
        for (i = 0; i < p->nev; i++) {
            ngx_http_pictor_gen_set((char *) p->ev[i].key, p->ev[i].len,
                                    p->ev[i].gen);
        }

        ngx_http_pictor_gen_advance(p->last, p->load);
    }

    free(p->ev);
    p->ev = NULL;
    p->nev = 0;
    p->cap = 0;

    if (!ngx_exiting && !ngx_terminate && !ngx_quit) {
        ngx_add_timer(&ngx_http_pictor_poll_event, NGX_HTTP_PICTOR_POLL_MS);
    }
}


static void
ngx_http_pictor_poll_handler(ngx_event_t *ev)
{
    ngx_uint_t                    loaded;
    ngx_http_pictor_poll_t       *p;
    ngx_http_pictor_main_conf_t  *pmcf = ev->data;

    if (ngx_exiting || ngx_terminate || ngx_quit
        || ngx_http_pictor_poll_busy)
    {
        return;
    }

    p = ngx_http_pictor_poll_task->ctx;
    p->pmcf = pmcf;
    p->failed = 0;

    (void) ngx_http_pictor_gen_cursor(&p->last, &loaded);
    p->load = !loaded;

    if (ngx_thread_task_post(pmcf->thread_pool, ngx_http_pictor_poll_task)
        != NGX_OK)
    {
        ngx_add_timer(ev, NGX_HTTP_PICTOR_POLL_MS);
        return;
    }

    ngx_http_pictor_poll_busy = 1;
}


ngx_int_t
ngx_http_pictor_poll_init(ngx_cycle_t *cycle,
    ngx_http_pictor_main_conf_t *pmcf)
{
    ngx_uint_t  loaded;
    uint64_t    last;

    if (ngx_http_pictor_gen_cursor(&last, &loaded) != NGX_OK
        || !pmcf->db_set)
    {
        return NGX_OK;
    }

    /* one poller per node is enough: they share the zone */
    if (ngx_process == NGX_PROCESS_WORKER && ngx_worker != 0) {
        return NGX_OK;
    }

    ngx_http_pictor_poll_task = ngx_thread_task_alloc(cycle->pool,
                                    sizeof(ngx_http_pictor_poll_t));
    if (ngx_http_pictor_poll_task == NULL) {
        return NGX_ERROR;
    }

    ngx_http_pictor_poll_task->handler = ngx_http_pictor_poll_thread;
    ngx_http_pictor_poll_task->event.handler = ngx_http_pictor_poll_done;
    ngx_http_pictor_poll_task->event.data = ngx_http_pictor_poll_task->ctx;
    ngx_http_pictor_poll_task->event.log = cycle->log;

    ngx_http_pictor_poll_event.handler = ngx_http_pictor_poll_handler;
    ngx_http_pictor_poll_event.data = pmcf;
    ngx_http_pictor_poll_event.log = cycle->log;
    ngx_http_pictor_poll_event.cancelable = 1;

    ngx_add_timer(&ngx_http_pictor_poll_event, 1);

    return NGX_OK;
}
