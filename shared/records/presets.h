/*
 * Named transforms' rows: what the API lists, shows, writes and deletes.
 * The definitions are checked by transform/presets.h before they come
 * here; delivery loads them through pt_presets_load().
 */

#ifndef PT_RECORDS_PRESETS_H
#define PT_RECORDS_PRESETS_H

#include "db/db.h"

/* rows of name, parameters, locked, description, created_at, updated_at */
pt_rows *pt_preset_rows(pt_db *db, unsigned long long project_id);
pt_rows *pt_preset_row(pt_db *db, unsigned long long project_id,
    const char *name);

/* JSON texts params and locked: the rows written (0: no such name to
 * update), or -1 with the cause in pt_db_error(db) */
long long pt_preset_insert(pt_db *db, unsigned long long project_id,
    const char *name, const char *params, const char *locked,
    const char *desc);
long long pt_preset_update(pt_db *db, unsigned long long project_id,
    const char *name, const char *params, const char *locked,
    const char *desc);
long long pt_preset_delete(pt_db *db, unsigned long long project_id,
    const char *name);

/* The names of the project's presets that place watermark wm. */
pt_rows *pt_presets_with_watermark(pt_db *db, unsigned long long project_id,
    const char *wm);

#endif /* PT_RECORDS_PRESETS_H */
