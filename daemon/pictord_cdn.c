/*
 * pictord's CDN senders (docs/CDN.md "Purges"): a thread per cdn_purge
 * target sends the purge outbox to it, oldest first, in batches of the
 * provider's size, while it holds the target's lease; a failure waits
 * 1, 2, 4 ... 60 s before the same batch is tried again.  The first
 * thread also prunes what was recorded sent of events gone.
 */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cdn/cdn.h"
#include "core/timefmt.h"
#include "records/cdn_outbox.h"
#include "store/store_http.h"
#include "pictord_cdn.h"


#define PICTORD_CDN_BACKOFF_MAX  60000     /* ms */
#define PICTORD_CDN_PRUNE_MS     60000

typedef struct {
    pthread_t             tid;
    unsigned              n;
    const pt_conffile    *conf;
    pt_cdn_target         target;
    char                  owner[160];
    pt_store_net          net;
    pt_db                *db;
    unsigned              failures;
    unsigned long long    ids[256];
    char                  tags[256][PT_CDN_TAG_MAX + 1];
    char                  times[256][32];
    pt_cdn_event          events[256];
} pictord_cdn_sender;


static pictord_cdn_sender  *pictord_cdn_senders;
static unsigned             pictord_cdn_alloc;  /* targets parsed or not */
static unsigned             pictord_cdn_n;      /* threads started */


static void *pictord_cdn_main(void *arg);
static int pictord_cdn_round(pictord_cdn_sender *s);
static unsigned pictord_cdn_read(pictord_cdn_sender *s, pt_rows *rows);
static void pictord_cdn_failed(pictord_cdn_sender *s, const char *err);


int
pictord_cdn_init(const pt_conffile *conf)
{
    char                 err[512];
    unsigned             i;
    pictord_cdn_sender  *s;

    if (conf->ncdn_purge == 0) {
        return PT_OK;
    }

    pictord_cdn_senders = calloc(conf->ncdn_purge,
                                 sizeof(pictord_cdn_sender));
    if (pictord_cdn_senders == NULL) {
        pt_log(PT_LOG_EMERG, "out of memory");
        return PT_ERROR;
    }

    pictord_cdn_alloc = conf->ncdn_purge;

    for (i = 0; i < conf->ncdn_purge; i++) {
        s = &pictord_cdn_senders[i];
        s->n = i;
        s->conf = conf;

        if (pt_cdn_target_parse(&s->target, conf->cdn_purge[i], err,
                                sizeof(err))
            != PT_OK)
        {
            pt_log(PT_LOG_EMERG, "cdn_purge %s", err);
            pictord_cdn_stop();
            return PT_ERROR;
        }

        /* the operator's own server: loopback and private nets too; the
         * sender's rounds are its retries */
        s->net.connect_timeout_ms = conf->cdn_timeout_ms;
        s->net.timeout_ms = conf->cdn_timeout_ms;
        s->net.deadline_ms = conf->cdn_timeout_ms;
        s->net.retries = -1;
        s->net.allow_private = 1;
        s->net.max_download = 1024 * 1024;
    }

    return PT_OK;
}


int
pictord_cdn_start(const char *owner)
{
    unsigned             i;
    pictord_cdn_sender  *s;

    for (i = 0; i < pictord_cdn_alloc; i++) {
        s = &pictord_cdn_senders[i];
        pt_snprintf(s->owner, sizeof(s->owner), "%s:cdn", owner);

        if (pthread_create(&s->tid, NULL, pictord_cdn_main, s) != 0) {
            pt_log(PT_LOG_ALERT, "cannot start the CDN sender of %s",
                   s->target.name);
            return PT_ERROR;
        }

        pictord_cdn_n = i + 1;
        pt_log(PT_LOG_NOTICE, "CDN purges to %s", s->target.name);
    }

    return PT_OK;
}


void
pictord_cdn_stop(void)
{
    unsigned  i;

    /* pictord's stop flag is set: each returns within a request */
    for (i = 0; i < pictord_cdn_n; i++) {
        pthread_join(pictord_cdn_senders[i].tid, NULL);
    }

    for (i = 0; i < pictord_cdn_alloc; i++) {
        pt_cdn_target_wipe(&pictord_cdn_senders[i].target);
    }

    free(pictord_cdn_senders);
    pictord_cdn_senders = NULL;
    pictord_cdn_alloc = 0;
    pictord_cdn_n = 0;
}


static void *
pictord_cdn_main(void *arg)
{
    pictord_cdn_sender  *s = arg;
    int                  rc;
    char                 err[256];
    unsigned             wait_ms, since_prune;

    since_prune = PICTORD_CDN_PRUNE_MS;

    while (!pictord_stopping()) {
        if (s->db == NULL) {
            s->db = pt_db_open(&s->conf->db, err, sizeof(err));

            /* registered with each connection: a lease needs the row */
            if (s->db == NULL || pt_outbox_target(s->db, s->target.name)
                                 != PT_OK)
            {
                pictord_cdn_failed(s, s->db ? pt_db_errmsg(s->db) : err);
                pt_db_close(s->db);
                s->db = NULL;
                pictord_sleep(1000);
                continue;
            }
        }

        rc = pictord_cdn_round(s);

        /* more waits at once: go on; else the poll, or the backoff */
        wait_ms = rc == 1 ? 0 : s->conf->cdn_poll_ms;

        if (s->failures) {
            wait_ms = s->failures > 6 ? PICTORD_CDN_BACKOFF_MAX
                                      : 1000u << (s->failures - 1);
        }

        since_prune += wait_ms;

        if (s->n == 0 && since_prune >= PICTORD_CDN_PRUNE_MS && s->db) {
            since_prune = 0;
            (void) pt_outbox_prune(s->db);
        }

        if (wait_ms) {
            pictord_sleep(wait_ms);
        }
    }

    pt_db_close(s->db);
    s->db = NULL;
    pt_http_thread_done();

    return NULL;
}


/*
 * One batch: 1 sent (look again at once), 0 nothing to send or not ours,
 * PT_ERROR a failure (s->failures counts it).
 */
static int
pictord_cdn_round(pictord_cdn_sender *s)
{
    int        rc;
    char       err[512];
    unsigned   n, lease;
    pt_rows   *rows;

    /*
     * Longer than a request may take, so that it is still ours to
     * record; short, so that a pictord killed holding it is replaced
     * soon by another, or by itself restarted.
     */
    lease = (s->conf->cdn_timeout_ms + 999) / 1000 + 5;

    rc = pt_outbox_lease(s->db, s->target.name, s->owner, lease);
    if (rc == PT_ERROR) {
        pictord_cdn_failed(s, pt_db_errmsg(s->db));
        pt_db_close(s->db);
        s->db = NULL;
        return PT_ERROR;
    }

    /* another pictord sends for this target now */
    if (rc == 0) {
        return 0;
    }

    rows = pt_outbox_pending(s->db, s->target.name, s->target.max_tags);
    if (rows == NULL) {
        pictord_cdn_failed(s, pt_db_errmsg(s->db));
        pt_db_close(s->db);
        s->db = NULL;
        return PT_ERROR;
    }

    n = pictord_cdn_read(s, rows);
    pt_rows_free(rows);

    if (n == 0) {
        return 0;
    }

    if (pt_cdn_send(&s->target, s->events, n, &s->net, err, sizeof(err))
        != PT_OK)
    {
        (void) pt_outbox_failed(s->db, s->target.name, s->owner, err);
        pictord_cdn_failed(s, err);
        return PT_ERROR;
    }

    if (s->failures) {
        pt_log(PT_LOG_NOTICE, "CDN %s: purging again after %u failures",
               s->target.name, s->failures);
        s->failures = 0;
    }

    pt_log(PT_LOG_DEBUG, "CDN %s: purged %u events up to %llu",
           s->target.name, n, s->ids[n - 1]);

    rc = pt_outbox_sent(s->db, s->target.name, s->owner, s->ids, n);
    if (rc == PT_ERROR) {
        /* sent, not recorded: the next round sends them again */
        pt_log(PT_LOG_WARN, "CDN %s: recording the purge failed: %s",
               s->target.name, pt_db_errmsg(s->db));
        pt_db_close(s->db);
        s->db = NULL;
        return PT_ERROR;
    }

    return 1;
}


/* The rows into s->events (at most the batch's room). */
static unsigned
pictord_cdn_read(pictord_cdn_sender *s, pt_rows *rows)
{
    unsigned     n, max;
    const char  *tag, *at;

    max = s->target.max_tags;
    if (max == 0 || max > 256) {
        max = 256;
    }

    n = 0;

    while (n < max && pt_rows_next(rows)) {
        tag = pt_rows_str(rows, 1);
        at = pt_rows_str(rows, 2);

        s->ids[n] = (unsigned long long) pt_rows_int(rows, 0);
        pt_snprintf(s->tags[n], sizeof(s->tags[n]), "%s", tag ? tag : "");

        if (at == NULL
            || pt_iso_time(at, s->times[n], sizeof(s->times[n])) == NULL)
        {
            s->times[n][0] = '\0';
        }

        s->events[n].id = s->ids[n];
        s->events[n].tag = s->tags[n];
        s->events[n].created_at = s->times[n];
        n++;
    }

    return n;
}


/* A failed round: counted for the backoff, logged once per new error. */
static void
pictord_cdn_failed(pictord_cdn_sender *s, const char *err)
{
    s->failures++;

    /* the first, then at the backoff's ceiling: a log line a minute */
    if (s->failures == 1 || s->failures > 6) {
        pt_log(PT_LOG_WARN, "CDN %s: %s (failure %u; the events wait in"
               " the outbox)", s->target.name, err ? err : "error",
               s->failures);
    }
}
