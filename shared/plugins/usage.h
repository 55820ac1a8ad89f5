/*
 * Per-use billing of plugins (docs/API.md "Plugins"): recording the
 * invocations of a render, and reading a project's month as invoice line
 * items for GET /api/{p}/usage and pictorctl usage.
 *
 * Rules: a render that succeeded records one invocation of each plugin
 * it ran (a cache hit never reaches the render; a failed render records
 * nothing), at the plugin's price at that moment, in the UTC month of
 * that moment.  A line item is (plugin, unit price): a price that
 * changed within the month gives two.  Amounts are integer cents.
 */

#ifndef PT_USAGE_H
#define PT_USAGE_H

#include <stdio.h>
#include <time.h>

#include "db/db.h"

/* "YYYY-MM" and its NUL */
#define PT_MONTH_SIZE  8

/*
 * A month as the API and pictorctl take it: exactly "YYYY-MM", year 1970
 * to 9999, month 01 to 12.  PT_OK with out (PT_MONTH_SIZE bytes) set, or
 * PT_ERROR.
 */
int pt_usage_month_parse(const char *s, char *out);

/* The UTC month of t into out (PT_MONTH_SIZE bytes). */
void pt_usage_month_of(time_t t, char *out);

/*
 * One invocation of each plugin in mask (bits as plugins.h) for the
 * project, at each plugin's current price, in month; all of them or none
 * (one transaction).  A deadlock or lock timeout is retried (it rolled
 * the transaction back), a lost connection is not (the commit may have
 * happened): nothing counts twice.  PT_OK or PT_ERROR (pt_db_error() says
 * why).
 */
int pt_usage_record(pt_db *db, unsigned long long project_id,
    unsigned mask, const char *month);

typedef struct {
    char                plugin[33];
    unsigned long long  invocations;
    unsigned            unit_price_cents;
    unsigned long long  amount_cents;     /* invocations x unit price */
} pt_usage_item;

typedef struct {
    char                month[PT_MONTH_SIZE];
    pt_usage_item      *items;            /* malloc'ed */
    size_t              nitems;
    size_t              room;
    unsigned long long  total_cents;
} pt_usage;

/* An empty usage for month (not checked). */
void pt_usage_init(pt_usage *u, const char *month);
void pt_usage_free(pt_usage *u);

/*
 * Appends a line item: its amount, and the total.  PT_ERROR when out of
 * memory or when an amount or the total would pass what JSON integers
 * carry exactly in every client (2^53 cents); u is then unchanged.
 */
int pt_usage_add(pt_usage *u, const char *plugin,
    unsigned long long invocations, unsigned unit_price_cents);

/*
 * The project's line items for u->month, by plugin then price.  PT_OK, or
 * PT_ERROR: a database error (pt_db_error() says which), or amounts too
 * large (then pt_db_error() is PT_DB_E_NONE).
 */
int pt_usage_read(pt_db *db, unsigned long long project_id, pt_usage *u);

/* {month, lineItems: [{plugin, invocations, unitPriceCents,
 * amountCents}], totalCents}: a json_t the caller decrefs, or NULL. */
void *pt_usage_json(const pt_usage *u);

/*
 * pictorctl usage: a table for people (amounts in dollars, a total), or
 * CSV with a header line (project,month,plugin,invocations,
 * unit_price_cents,amount_cents; no total row, so the file sums and
 * concatenates cleanly).  PT_OK, or PT_ERROR when writing failed.
 */
int pt_usage_write_text(FILE *f, const char *project, const pt_usage *u);
int pt_usage_write_csv(FILE *f, const char *project, const pt_usage *u);

#endif /* PT_USAGE_H */
