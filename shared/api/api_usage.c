/*
 * GET /api/{p}/usage?month=YYYY-MM (DESIGN §6 "Plugins and billing"): the
 * project's plugin invocations of a UTC month (default: the current one)
 * as invoice line items, {month, lineItems: [{plugin, invocations,
 * unitPriceCents, amountCents}], totalCents}.  The rules are in
 * plugins/usage.h.
 */

#include <time.h>

#include "api/api.h"
#include "plugins/usage.h"


void
pt_api_usage(pt_ctx *ctx)
{
    int          bad = 0;
    char         buf[16], month[PT_MONTH_SIZE];
    pt_usage     u;
    const char  *arg;

    arg = pt_query_arg(ctx, "month", buf, sizeof(buf), &bad);
    if (bad) {
        return;
    }

    if (arg == NULL) {
        pt_usage_month_of(time(NULL), month);

    } else if (pt_usage_month_parse(arg, month) != PT_OK) {
        pt_fail(ctx, PT_P_BAD_REQUEST, "query parameter \"month\" must be"
                " a month as YYYY-MM (1970-01 to 9999-12), e.g. 2026-03");
        return;
    }

    pt_usage_init(&u, month);

    if (pt_usage_read(ctx->db, ctx->who.project_id, &u) != PT_OK) {
        pt_usage_free(&u);

        if (pt_db_error(ctx->db) != PT_DB_E_NONE) {
            pt_fail_db(ctx);
        } else {
            pt_fail(ctx, PT_P_INTERNAL, "the month's amounts are too large"
                    " to report");
        }
        return;
    }

    pt_reply_json(ctx, 200, pt_usage_json(&u));
    pt_usage_free(&u);
}
