/*
 * Plugin invocations counted in memory and written in batches
 * (usage_batch.h says the rules).
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/crypto.h"
#include "plugins/plugins.h"
#include "plugins/usage.h"
#include "plugins/usage_batch.h"


#define PT_USAGE_ID_LEN      16

/* written batch ids are kept a day: long enough to settle any doubt */
#define PT_USAGE_PRUNE_EVERY 3600


typedef struct {
    unsigned long long  project_id;
    unsigned            plugin;           /* index in plugins.h */
    unsigned            price_cents;
    char                month[PT_MONTH_SIZE];
    unsigned long long  n;
} pt_usage_entry;

typedef struct {
    pt_usage_entry     *e;                /* malloc'ed */
    size_t              n;
    size_t              room;
    unsigned long long  total;
} pt_usage_set;

typedef enum {
    PT_USAGE_WRITTEN = 0,
    PT_USAGE_ROLLED_BACK,
    PT_USAGE_UNKNOWN                      /* the COMMIT's answer was lost */
} pt_usage_outcome;


static pthread_mutex_t  pt_usage_lock = PTHREAD_MUTEX_INITIALIZER;
static pt_usage_set     pt_usage_pending_set;

/* flushes, one at a time, and what they leave in doubt */
static pthread_mutex_t  pt_usage_flush_lock = PTHREAD_MUTEX_INITIALIZER;
static pt_usage_set     pt_usage_doubt;
static unsigned char    pt_usage_doubt_id[PT_USAGE_ID_LEN];
static time_t           pt_usage_pruned;


static int
pt_usage_reserve(pt_usage_set *s, size_t more)
{
    size_t           room;
    pt_usage_entry  *e;

    if (s->n + more <= s->room) {
        return PT_OK;
    }

    room = s->room ? s->room * 2 : 16;
    while (room < s->n + more) {
        room *= 2;
    }

    e = realloc(s->e, room * sizeof(pt_usage_entry));
    if (e == NULL) {
        return PT_ERROR;
    }

    s->e = e;
    s->room = room;

    return PT_OK;
}


/* Adds n to the entry of the key, appending it; room is reserved. */
static void
pt_usage_add_entry(pt_usage_set *s, unsigned long long pid, unsigned plugin,
    unsigned price, const char *month, unsigned long long n)
{
    size_t           i;
    pt_usage_entry  *e;

    for (i = 0; i < s->n; i++) {
        e = &s->e[i];

        if (e->project_id == pid && e->plugin == plugin
            && e->price_cents == price && strcmp(e->month, month) == 0)
        {
            e->n += n;
            s->total += n;
            return;
        }
    }

    e = &s->e[s->n++];
    e->project_id = pid;
    e->plugin = plugin;
    e->price_cents = price;
    memcpy(e->month, month, PT_MONTH_SIZE);
    e->month[PT_MONTH_SIZE - 1] = '\0';
    e->n = n;
    s->total += n;
}


int
pt_usage_count(unsigned long long project_id, unsigned mask,
    const char *month)
{
    unsigned  i;

    mask &= (1u << PT_NPLUGINS) - 1;

    pthread_mutex_lock(&pt_usage_lock);

    /* room first: a render's plugins count all together or not at all */
    if (pt_usage_reserve(&pt_usage_pending_set, PT_NPLUGINS) != PT_OK) {
        pthread_mutex_unlock(&pt_usage_lock);
        return PT_ERROR;
    }

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (mask & (1u << i)) {
            pt_usage_add_entry(&pt_usage_pending_set, project_id, i,
                               pt_plugin_at(i)->price_cents, month, 1);
        }
    }

    pthread_mutex_unlock(&pt_usage_lock);

    return PT_OK;
}


unsigned long long
pt_usage_pending(void)
{
    unsigned long long  n;

    pthread_mutex_lock(&pt_usage_lock);
    n = pt_usage_pending_set.total;
    pthread_mutex_unlock(&pt_usage_lock);

    return n;
}


/* Puts a set that was not written back into the pending one. */
static void
pt_usage_put_back(pt_usage_set *s)
{
    size_t           i;
    pt_usage_entry  *e;

    pthread_mutex_lock(&pt_usage_lock);

    if (pt_usage_reserve(&pt_usage_pending_set, s->n) != PT_OK) {
        pthread_mutex_unlock(&pt_usage_lock);
        pt_log(PT_LOG_ERR, "%llu plugin invocations not recorded: out of"
               " memory", s->total);
        return;
    }

    for (i = 0; i < s->n; i++) {
        e = &s->e[i];
        pt_usage_add_entry(&pt_usage_pending_set, e->project_id, e->plugin,
                           e->price_cents, e->month, e->n);
    }

    pthread_mutex_unlock(&pt_usage_lock);
}


static int
pt_usage_entry_cmp(const void *a, const void *b)
{
    int                   c;
    const pt_usage_entry  *x = a, *y = b;

    if (x->project_id != y->project_id) {
        return x->project_id < y->project_id ? -1 : 1;
    }

    c = strcmp(x->month, y->month);
    if (c != 0) {
        return c;
    }

    c = strcmp(pt_plugin_at(x->plugin)->name, pt_plugin_at(y->plugin)->name);
    if (c != 0) {
        return c;
    }

    return (x->price_cents > y->price_cents)
           - (x->price_cents < y->price_cents);
}


/* The statements of one batch, inside its transaction. */
static int
pt_usage_write_rows(pt_db *db, const pt_usage_set *s, const unsigned char *id)
{
    size_t                i;
    const pt_usage_entry  *e;

    if (pt_db_exec(db, "INSERT INTO plugin_usage_batches (id) VALUES (?)",
                   "b", (const char *) id, (size_t) PT_USAGE_ID_LEN)
        < 0)
    {
        return PT_ERROR;
    }

    for (i = 0; i < s->n; i++) {
        e = &s->e[i];

        if (pt_db_exec(db, "INSERT INTO plugin_usage (project_id, plugin,"
                       " month, unit_price_cents, invocations)"
                       " VALUES (?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE"
                       " invocations = invocations + VALUES(invocations)",
                       "issii", (long long) e->project_id,
                       pt_plugin_at(e->plugin)->name, e->month,
                       (long long) e->price_cents, (long long) e->n)
            < 0)
        {
            return PT_ERROR;
        }
    }

    if (time(NULL) - pt_usage_pruned > PT_USAGE_PRUNE_EVERY) {
        if (pt_db_exec(db, "DELETE FROM plugin_usage_batches WHERE"
                       " written_at < NOW() - INTERVAL 1 DAY", "")
            < 0)
        {
            return PT_ERROR;
        }

        pt_usage_pruned = time(NULL);
    }

    return PT_OK;
}


/*
 * One transaction: the batch id and every row.  Rows go in key order, so
 * two processes flushing at once wait on each other but never deadlock.
 */
static pt_usage_outcome
pt_usage_write(pt_db *db, pt_usage_set *s, const unsigned char *id)
{
    pt_usage_outcome  outcome;

    qsort(s->e, s->n, sizeof(pt_usage_entry), pt_usage_entry_cmp);

    if (pt_db_begin(db) != PT_OK) {
        return PT_USAGE_ROLLED_BACK;
    }

    if (pt_usage_write_rows(db, s, id) != PT_OK) {
        /* only the id can be a duplicate: that batch was committed */
        outcome = pt_db_error(db) == PT_DB_E_DUPLICATE
                  ? PT_USAGE_WRITTEN : PT_USAGE_ROLLED_BACK;
        pt_db_rollback(db);
        return outcome;
    }

    if (pt_db_commit(db) != PT_OK) {
        if (pt_db_error(db) == PT_DB_E_UNAVAILABLE) {
            return PT_USAGE_UNKNOWN;
        }

        pt_db_rollback(db);
        return PT_USAGE_ROLLED_BACK;
    }

    return PT_USAGE_WRITTEN;
}


static void
pt_usage_set_free(pt_usage_set *s)
{
    free(s->e);
    memset(s, 0, sizeof(pt_usage_set));
}


/*
 * Writes (or put back) a taken set under a fresh id.  A lost COMMIT
 * answer leaves the set in doubt with its id, to be settled first by the
 * next flush.
 */
static int
pt_usage_write_set(pt_db *db, pt_usage_set *s, const unsigned char *id)
{
    switch (pt_usage_write(db, s, id)) {

    case PT_USAGE_WRITTEN:
        pt_usage_set_free(s);
        return PT_OK;

    case PT_USAGE_UNKNOWN:
        pt_log(PT_LOG_ERR, "%llu plugin invocations in doubt (the"
               " database went away at COMMIT): settled by the next"
               " flush", s->total);
        pt_usage_doubt = *s;
        memcpy(pt_usage_doubt_id, id, PT_USAGE_ID_LEN);
        memset(s, 0, sizeof(pt_usage_set));
        return PT_ERROR;

    default:
        pt_log(PT_LOG_ERR, "%llu plugin invocations kept for the next"
               " flush: %s", s->total, pt_db_errmsg(db));
        pt_usage_put_back(s);
        pt_usage_set_free(s);
        return PT_ERROR;
    }
}


/*
 * Writes the batch in doubt again under its own id: when the first COMMIT
 * did happen, the id's duplicate key says so and nothing is added twice.
 */
static int
pt_usage_settle(pt_db *db)
{
    pt_usage_set   s;
    unsigned char  id[PT_USAGE_ID_LEN];

    if (pt_usage_doubt.n == 0) {
        return PT_OK;
    }

    s = pt_usage_doubt;
    memcpy(id, pt_usage_doubt_id, PT_USAGE_ID_LEN);
    memset(&pt_usage_doubt, 0, sizeof(pt_usage_set));

    return pt_usage_write_set(db, &s, id);
}


int
pt_usage_flush(pt_db *db)
{
    int            rc;
    pt_usage_set   s;
    unsigned char  id[PT_USAGE_ID_LEN];

    pthread_mutex_lock(&pt_usage_flush_lock);

    if (pt_usage_settle(db) != PT_OK) {
        pthread_mutex_unlock(&pt_usage_flush_lock);
        return PT_ERROR;
    }

    pthread_mutex_lock(&pt_usage_lock);
    s = pt_usage_pending_set;
    memset(&pt_usage_pending_set, 0, sizeof(pt_usage_set));
    pthread_mutex_unlock(&pt_usage_lock);

    rc = PT_OK;

    if (s.n > 0) {
        pt_random(id, sizeof(id));
        rc = pt_usage_write_set(db, &s, id);
    }

    pt_usage_set_free(&s);
    pthread_mutex_unlock(&pt_usage_flush_lock);

    return rc;
}
