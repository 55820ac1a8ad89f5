/*
 * Replies made from rows: one row or a 404, and a list of rows.  A
 * handler asks a record function (shared/records/) for the rows and hands
 * them here, so reading, the database's problem and the 404 are written
 * once.
 */

#include <stdarg.h>
#include <stdio.h>

#include <jansson.h>

#include "api/api.h"


int
pt_row_or_404(pt_ctx *ctx, pt_rows *rows, const char *fmt, ...)
{
    char     detail[512];
    va_list  args;

    if (rows == NULL) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (pt_rows_next(rows)) {
        return PT_OK;
    }

    pt_rows_free(rows);

    va_start(args, fmt);
    (void) vsnprintf(detail, sizeof(detail), fmt, args);
    va_end(args);

    pt_fail(ctx, PT_E_NO_SUCH, "%s", detail);

    return PT_ERROR;
}


void
pt_reply_list(pt_ctx *ctx, pt_rows *rows, const char *key,
    pt_row_json_pt encode)
{
    json_t  *list;

    if (rows == NULL) {
        pt_fail_db(ctx);
        return;
    }

    list = json_array();

    while (list && pt_rows_next(rows)) {
        json_array_append_new(list, encode(rows));
    }

    pt_rows_free(rows);

    if (list && key) {
        list = json_pack("{s:o}", key, list);
    }

    pt_reply_json(ctx, 200, list);
}
