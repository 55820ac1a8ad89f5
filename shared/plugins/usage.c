/*
 * Plugin usage: recording a render's invocations and reading a month's
 * line items (usage.h says the rules).  The encoders for the API and
 * pictorctl are in usage_report.c.
 */

#include <stdlib.h>
#include <string.h>

#include "plugins/plugins.h"
#include "plugins/usage.h"


/* what JSON carries exactly everywhere (IEEE doubles): 2^53 */
#define PT_USAGE_MAX_CENTS  9007199254740992ULL

/* tries of a recording that lost a deadlock or a lock wait */
#define PT_USAGE_TRIES  3


static int
pt_digits(const char *s, size_t n)
{
    size_t  i;

    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return 0;
        }
    }

    return 1;
}


int
pt_usage_month_parse(const char *s, char *out)
{
    int  year, month;

    if (s == NULL || strlen(s) != 7 || s[4] != '-' || !pt_digits(s, 4)
        || !pt_digits(s + 5, 2))
    {
        return PT_ERROR;
    }

    year = atoi(s);
    month = atoi(s + 5);

    if (year < 1970 || month < 1 || month > 12) {
        return PT_ERROR;
    }

    memcpy(out, s, 7);
    out[7] = '\0';

    return PT_OK;
}


void
pt_usage_month_of(time_t t, char *out)
{
    struct tm  tm;

    if (gmtime_r(&t, &tm) == NULL || tm.tm_year + 1900 > 9999) {
        /* never for a clock of this era; still a well-formed month */
        memcpy(out, "1970-01", PT_MONTH_SIZE);
        return;
    }

    pt_snprintf(out, PT_MONTH_SIZE, "%04d-%02d", tm.tm_year + 1900,
                tm.tm_mon + 1);
}


/*
 * One try: every plugin of mask counted once, or (rolled back) none.  A
 * transaction even for one plugin: outside one, the database layer
 * replays a statement whose connection was lost, and the lost answer may
 * have been to a committed INSERT.
 */
static int
pt_usage_record_once(pt_db *db, unsigned long long project_id,
    unsigned mask, const char *month)
{
    unsigned          i;
    const pt_plugin  *p;

    if (pt_db_begin(db) != PT_OK) {
        return PT_ERROR;
    }

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (!(mask & (1u << i))) {
            continue;
        }

        p = pt_plugin_at(i);

        /*
         * The row lock serialises concurrent renders: none is lost.  Rows
         * are locked in plugin order by every render, so two renders
         * cannot wait on each other.
         */
        if (pt_db_exec(db, "INSERT INTO plugin_usage (project_id, plugin,"
                       " month, unit_price_cents, invocations)"
                       " VALUES (?, ?, ?, ?, 1) ON DUPLICATE KEY UPDATE"
                       " invocations = invocations + 1", "issi",
                       (long long) project_id, p->name, month,
                       (long long) p->price_cents)
            < 0)
        {
            pt_db_rollback(db);
            return PT_ERROR;
        }
    }

    if (pt_db_commit(db) != PT_OK) {
        pt_db_rollback(db);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_usage_record(pt_db *db, unsigned long long project_id, unsigned mask,
    const char *month)
{
    int  try;

    mask &= (1u << PT_NPLUGINS) - 1;

    if (mask == 0) {
        return PT_OK;
    }

    for (try = 1; /* void */ ; try++) {
        if (pt_usage_record_once(db, project_id, mask, month) == PT_OK) {
            return PT_OK;
        }

        /* a deadlock or lock wait rolled everything back; a lost
         * connection may have committed: never retried */
        if (try == PT_USAGE_TRIES
            || (pt_db_error(db) != PT_DB_E_CONFLICT
                && pt_db_error(db) != PT_DB_E_OTHER))
        {
            pt_log(PT_LOG_ERR, "plugin usage of project %llu not recorded:"
                   " %s", project_id, pt_db_errmsg(db));
            return PT_ERROR;
        }
    }
}


void
pt_usage_init(pt_usage *u, const char *month)
{
    memset(u, 0, sizeof(pt_usage));
    pt_snprintf(u->month, sizeof(u->month), "%s", month);
}


void
pt_usage_free(pt_usage *u)
{
    free(u->items);
    u->items = NULL;
    u->nitems = 0;
    u->room = 0;
    u->total_cents = 0;
}


int
pt_usage_add(pt_usage *u, const char *plugin, unsigned long long invocations,
    unsigned unit_price_cents)
{
    size_t              room;
    pt_usage_item      *items, *it;
    unsigned long long  amount;

    if (__builtin_mul_overflow(invocations, (unsigned long long)
                               unit_price_cents, &amount)
        || amount > PT_USAGE_MAX_CENTS
        || u->total_cents + amount > PT_USAGE_MAX_CENTS)
    {
        return PT_ERROR;
    }

    if (u->nitems == u->room) {
        room = u->room ? u->room * 2 : 8;
        items = realloc(u->items, room * sizeof(pt_usage_item));
        if (items == NULL) {
            return PT_ERROR;
        }

        u->items = items;
        u->room = room;
    }

    it = &u->items[u->nitems++];
    pt_snprintf(it->plugin, sizeof(it->plugin), "%s", plugin);
    it->invocations = invocations;
    it->unit_price_cents = unit_price_cents;
    it->amount_cents = amount;
    u->total_cents += amount;

    return PT_OK;
}


int
pt_usage_read(pt_db *db, unsigned long long project_id, pt_usage *u)
{
    int       rc;
    pt_rows  *rows;

    rows = pt_db_query(db, "SELECT plugin, unit_price_cents, invocations"
                       " FROM plugin_usage WHERE project_id = ?"
                       " AND month = ? ORDER BY plugin, unit_price_cents",
                       "is", (long long) project_id, u->month);
    if (rows == NULL) {
        return PT_ERROR;
    }

    rc = PT_OK;

    while (rc == PT_OK && pt_rows_next(rows)) {
        rc = pt_usage_add(u, pt_rows_str(rows, 0),
                          strtoull(pt_rows_str(rows, 2), NULL, 10),
                          (unsigned) pt_rows_int(rows, 1));
    }

    pt_rows_free(rows);

    return rc;
}
