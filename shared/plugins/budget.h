/*
 * A project's monthly plugin budget (docs/PLUGINS.md, "Budget"): delivery
 * is anonymous, so a render that runs plugins first reserves its cost
 * against the month's budget, in one conditional UPDATE that is exact
 * across workers and nodes, whatever the billing batches (usage_batch.h)
 * still hold.  A render that fails gives its cost back.  A project
 * without a budget (NULL) reserves nothing.
 */

#ifndef PT_BUDGET_H
#define PT_BUDGET_H

#include "db/db.h"

/* new projects' budget (sql/019_plugin_budget.sql's column default) */
#define PT_BUDGET_DEFAULT_CENTS  1000

/* the cost of one render running the plugins of mask, at today's prices */
unsigned pt_budget_cost(unsigned mask);

typedef enum {
    PT_BUDGET_RESERVED = 0,
    PT_BUDGET_EXHAUSTED,          /* spent + cost would pass the budget */
    PT_BUDGET_E_DB                /* pt_db_error() says why */
} pt_budget_rc;

/* cost cents of month's budget for the project; on PT_BUDGET_EXHAUSTED
 * *spent is what the month has spent */
pt_budget_rc pt_budget_reserve(pt_db *db, unsigned long long project_id,
    const char *month, unsigned long long budget, unsigned cost,
    unsigned long long *spent);

/* a reservation given back: the render it was for did not happen */
void pt_budget_release(pt_db *db, unsigned long long project_id,
    const char *month, unsigned cost);

/* what month has spent: reservations, or what was billed if more; -1 on
 * a database error */
long long pt_budget_spent(pt_db *db, unsigned long long project_id,
    const char *month);

/* the project's budget: >= 0 cents, -1 none (NULL), -2 a database error */
long long pt_budget_get(pt_db *db, unsigned long long project_id);

/* sets it (cents, or -1: none) and reconciles the month; PT_OK/PT_ERROR */
int pt_budget_set(pt_db *db, unsigned long long project_id, long long cents,
    const char *month);

/*
 * When a budget is set: the month's spend is at least what plugin_usage
 * has billed of it (renders made without a budget reserved nothing).
 * PT_OK or PT_ERROR.
 */
int pt_budget_reconcile(pt_db *db, unsigned long long project_id,
    const char *month);

#endif /* PT_BUDGET_H */
