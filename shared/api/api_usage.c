/*
 * GET /api/{p}/usage?month=YYYY-MM (docs/API.md "Plugins"): the
 * project's plugin invocations of a UTC month (default: the current one)
 * as invoice line items, {month, lineItems: [{plugin, invocations,
 * unitPriceCents, amountCents}], totalCents}, with the budget beside
 * them: pluginMonthlyBudgetCents (the project's, null: none) and, for that
 * month, budgetSpentCents (reserved by renders, a flush ahead of
 * totalCents) and budgetRemainingCents (null without a budget).  The rules
 * are in plugins/usage.h and plugins/budget.h.
 */

#include <time.h>

#include <jansson.h>

#include "api/api.h"
#include "plugins/budget.h"
#include "plugins/usage.h"


/* the budget's members, added to the usage's object o */
static int
pt_usage_budget(pt_ctx *ctx, const char *month, json_t *o)
{
    long long  budget, spent;

    budget = pt_budget_get(ctx->db, ctx->who.project_id);
    spent = pt_budget_spent(ctx->db, ctx->who.project_id, month);

    if (budget < -1 || spent < 0) {
        return PT_ERROR;
    }

    json_object_set_new(o, "pluginMonthlyBudgetCents",
                        budget < 0 ? json_null()
                                   : json_integer((json_int_t) budget));
    json_object_set_new(o, "budgetSpentCents", json_integer(spent));
    json_object_set_new(o, "budgetRemainingCents",
                        budget < 0 ? json_null()
                        : json_integer(spent < budget ? budget - spent : 0));

    return PT_OK;
}


void
pt_api_usage(pt_ctx *ctx)
{
    int          bad = 0;
    char         buf[16], month[PT_MONTH_SIZE];
    json_t      *o;
    pt_usage     u;
    const char  *arg;

    arg = pt_query_arg(ctx, "month", buf, sizeof(buf), &bad);
    if (bad) {
        return;
    }

    if (arg == NULL) {
        pt_usage_month_of(time(NULL), month);

    } else if (pt_usage_month_parse(arg, month) != PT_OK) {
        pt_fail(ctx, PT_E_INVALID, "query parameter \"month\" must be"
                " a month as YYYY-MM (1970-01 to 9999-12), e.g. 2026-03");
        return;
    }

    pt_usage_init(&u, month);

    if (pt_usage_read(ctx->db, ctx->who.project_id, &u) != PT_OK) {
        pt_usage_free(&u);

        if (pt_db_error(ctx->db) != PT_DB_E_NONE) {
            pt_fail_db(ctx);
        } else {
            pt_fail(ctx, PT_E_FAULT, "the month's amounts are too large"
                    " to report");
        }
        return;
    }

    o = pt_usage_json(&u);
    pt_usage_free(&u);

    if (o != NULL && pt_usage_budget(ctx, month, o) != PT_OK) {
        json_decref(o);
        pt_fail_db(ctx);
        return;
    }

    pt_reply_json(ctx, 200, o);
}
