/*
 * Datetimes between the database (UTC "YYYY-MM-DD HH:MM:SS.fff") and the
 * API (ISO 8601, UTC with "Z" on output; any offset accepted on input).
 */

#ifndef PT_TIMEFMT_H
#define PT_TIMEFMT_H

#include "core/pt.h"

/* "2026-11-21 18:37:16.123" -> seconds since the epoch; -1 if bad */
long long pt_db_time_parse(const char *db_time);

/* "2026-11-21 18:37:16.123" -> "2026-11-21T18:37:16.123Z"; NULL if bad */
char *pt_iso_time(const char *db_time, char *out, size_t size);

/* The same as a JSON value (json_t *, NULL on no memory): the ISO string,
 * or null when db_time is NULL or bad. */
void *pt_iso_time_json(const char *db_time);

/*
 * "2026-11-21T18:37:16Z", "...T18:37:16.5+02:00", "2026-11-21" ->
 * database UTC "2026-11-21 16:37:16.500" (out holds 24 bytes).
 * PT_ERROR when not a valid ISO 8601 date or datetime.
 */
int pt_iso_parse(const char *iso, char *out, size_t size);

#endif /* PT_TIMEFMT_H */
