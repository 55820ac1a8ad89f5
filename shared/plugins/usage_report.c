/*
 * A month of plugin usage as the API answers it (JSON) and as pictorctl
 * prints it (a table for people, CSV for invoicing tools).
 */

#include <jansson.h>

#include "plugins/usage.h"


void *
pt_usage_json(const pt_usage *u)
{
    size_t                i;
    json_t               *items, *o;
    const pt_usage_item  *it;

    items = json_array();
    if (items == NULL) {
        return NULL;
    }

    /* pt_usage_add keeps every amount and the total below 2^53 */
    for (i = 0; i < u->nitems; i++) {
        it = &u->items[i];

        if (json_array_append_new(items,
                json_pack("{s:s, s:I, s:I, s:I}",
                          "plugin", it->plugin,
                          "invocations", (json_int_t) it->invocations,
                          "unitPriceCents",
                          (json_int_t) it->unit_price_cents,
                          "amountCents", (json_int_t) it->amount_cents))
            != 0)
        {
            json_decref(items);
            return NULL;
        }
    }

    o = json_pack("{s:s, s:o, s:I}", "month", u->month, "lineItems", items,
                  "totalCents", (json_int_t) u->total_cents);

    return o;
}


/* cents as dollars, "12.05" */
static const char *
pt_dollars(unsigned long long cents, char *buf, size_t size)
{
    return pt_snprintf(buf, size, "%llu.%02llu", cents / 100, cents % 100);
}


int
pt_usage_write_text(FILE *f, const char *project, const pt_usage *u)
{
    char                  a[32], b[32];
    size_t                i;
    const pt_usage_item  *it;

    fprintf(f, "plugin usage of project %s in %s (UTC), USD\n\n", project,
            u->month);
    fprintf(f, "%-12s %12s %12s %14s\n", "plugin", "invocations",
            "unit price", "amount");

    for (i = 0; i < u->nitems; i++) {
        it = &u->items[i];
        fprintf(f, "%-12s %12llu %12s %14s\n", it->plugin, it->invocations,
                pt_dollars(it->unit_price_cents, a, sizeof(a)),
                pt_dollars(it->amount_cents, b, sizeof(b)));
    }

    if (u->nitems == 0) {
        fprintf(f, "(no plugin was used)\n");
    }

    fprintf(f, "%-12s %12s %12s %14s\n", "total", "", "",
            pt_dollars(u->total_cents, a, sizeof(a)));

    return fflush(f) == 0 && !ferror(f) ? PT_OK : PT_ERROR;
}


int
pt_usage_write_csv(FILE *f, const char *project, const pt_usage *u)
{
    size_t                i;
    const pt_usage_item  *it;

    /* slugs and plugin names hold no comma, quote or line break */
    fprintf(f, "project,month,plugin,invocations,unit_price_cents,"
            "amount_cents\r\n");

    for (i = 0; i < u->nitems; i++) {
        it = &u->items[i];
        fprintf(f, "%s,%s,%s,%llu,%u,%llu\r\n", project, u->month,
                it->plugin, it->invocations, it->unit_price_cents,
                it->amount_cents);
    }

    return fflush(f) == 0 && !ferror(f) ? PT_OK : PT_ERROR;
}
