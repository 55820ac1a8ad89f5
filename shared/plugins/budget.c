/*
 * The monthly plugin budget (budget.h).
 */

#include <unistd.h>

#include "plugins/budget.h"
#include "plugins/plugins.h"


unsigned
pt_budget_cost(unsigned mask)
{
    unsigned  i, cost;

    cost = 0;

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (mask & (1u << i)) {
            cost += pt_plugin_at(i)->price_cents;
        }
    }

    return cost;
}


/* tries of a reservation that lost a deadlock or a Galera certification
 * (two nodes' renders updating the month's row at once) */
#define PT_BUDGET_TRIES  8


/* the conditional UPDATE: 1 reserved, 0 not (no row, or over), -1 */
static long long
pt_budget_take(pt_db *db, unsigned long long project_id, const char *month,
    unsigned long long budget, unsigned cost)
{
    int        try;
    long long  n;

    for (try = 1; /* void */ ; try++) {
        n = pt_db_exec(db, "UPDATE plugin_budget_spend"
                       " SET spent_cents = spent_cents + ?"
                       " WHERE project_id = ? AND month = ?"
                       " AND spent_cents + ? <= ?", "iisii",
                       (long long) cost, (long long) project_id, month,
                       (long long) cost, (long long) budget);

        /* rolled back whole: nothing was reserved, so again */
        if (n >= 0 || pt_db_error(db) != PT_DB_E_CONFLICT
            || try == PT_BUDGET_TRIES)
        {
            return n;
        }

        usleep(1000 * try);
    }
}


pt_budget_rc
pt_budget_reserve(pt_db *db, unsigned long long project_id,
    const char *month, unsigned long long budget, unsigned cost,
    unsigned long long *spent)
{
    long long  n, s;

    *spent = 0;

    n = pt_budget_take(db, project_id, month, budget, cost);

    if (n == 0) {
        /* the month's first, or over: its row from what was billed (a
         * budget set meanwhile), then once more */
        if (pt_budget_reconcile(db, project_id, month) != PT_OK) {
            return PT_BUDGET_E_DB;
        }

        n = pt_budget_take(db, project_id, month, budget, cost);
    }

    if (n < 0) {
        return PT_BUDGET_E_DB;
    }

    if (n > 0) {
        return PT_BUDGET_RESERVED;
    }

    s = pt_budget_spent(db, project_id, month);
    if (s < 0) {
        return PT_BUDGET_E_DB;
    }

    *spent = (unsigned long long) s;

    return PT_BUDGET_EXHAUSTED;
}


void
pt_budget_release(pt_db *db, unsigned long long project_id,
    const char *month, unsigned cost)
{
    if (pt_db_exec(db, "UPDATE plugin_budget_spend"
                   " SET spent_cents = spent_cents - LEAST(spent_cents, ?)"
                   " WHERE project_id = ? AND month = ?", "iis",
                   (long long) cost, (long long) project_id, month)
        < 0)
    {
        pt_log(PT_LOG_ERR, "plugin budget of project %llu: %u cents not"
               " given back: %s", project_id, cost, pt_db_errmsg(db));
    }
}


long long
pt_budget_spent(pt_db *db, unsigned long long project_id, const char *month)
{
    return pt_db_scalar(db, -1, "SELECT GREATEST(COALESCE("
                        "(SELECT spent_cents FROM plugin_budget_spend"
                        " WHERE project_id = ? AND month = ?), 0),"
                        " COALESCE((SELECT SUM(invocations"
                        " * unit_price_cents) FROM plugin_usage"
                        " WHERE project_id = ? AND month = ?), 0))",
                        "isis", (long long) project_id, month,
                        (long long) project_id, month);
}


int
pt_budget_reconcile(pt_db *db, unsigned long long project_id,
    const char *month)
{
    int        try;
    long long  n;

    for (try = 1; /* void */ ; try++) {
        n = pt_db_exec(db, "INSERT INTO plugin_budget_spend"
                       " (project_id, month, spent_cents)"
                       " SELECT ?, ?, COALESCE(SUM(invocations"
                       " * unit_price_cents), 0) FROM plugin_usage"
                       " WHERE project_id = ? AND month = ?"
                       " ON DUPLICATE KEY UPDATE spent_cents"
                       " = GREATEST(spent_cents, VALUES(spent_cents))",
                       "isis", (long long) project_id, month,
                       (long long) project_id, month);

        if (n >= 0 || pt_db_error(db) != PT_DB_E_CONFLICT
            || try == PT_BUDGET_TRIES)
        {
            return n < 0 ? PT_ERROR : PT_OK;
        }

        usleep(1000 * try);
    }
}


long long
pt_budget_get(pt_db *db, unsigned long long project_id)
{
    return pt_db_scalar(db, -2, "SELECT COALESCE("
                        "plugin_monthly_budget_cents, -1) FROM projects"
                        " WHERE id = ?", "i", (long long) project_id);
}


int
pt_budget_set(pt_db *db, unsigned long long project_id, long long cents,
    const char *month)
{
    if (pt_db_exec(db, "UPDATE projects SET plugin_monthly_budget_cents"
                   " = IF(? < 0, NULL, ?) WHERE id = ?", "iii", cents, cents,
                   (long long) project_id) < 0)
    {
        return PT_ERROR;
    }

    return cents < 0 ? PT_OK : pt_budget_reconcile(db, project_id, month);
}
