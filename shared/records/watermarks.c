/*
 * The watermark record and its JSON encoder.
 */

#include <stdio.h>

#include <jansson.h>

#include "records/watermarks.h"
#include "core/timefmt.h"


/* The one encoder of a watermark: a row of PT_WATERMARK_COLUMNS. */
void *
pt_watermark_json(pt_rows *rows)
{
    char  iso[32];

    return json_pack("{s:s, s:s, s:I, s:I, s:I, s:s?}",
                     "name", pt_rows_str(rows, 0),
                     "contentType", pt_rows_str(rows, 1),
                     "width", (json_int_t) pt_rows_int(rows, 2),
                     "height", (json_int_t) pt_rows_int(rows, 3),
                     "sizeBytes", (json_int_t) pt_rows_int(rows, 4),
                     "createdAt", pt_iso_time(pt_rows_str(rows, 5), iso,
                                              sizeof(iso)));
}


int
pt_watermark_key(const char *project, const char *name, char *out,
    size_t size)
{
    int  n;

    n = snprintf(out, size, "%s/watermarks/%s", project, name);

    return n < 0 || (size_t) n >= size ? PT_ERROR : PT_OK;
}
