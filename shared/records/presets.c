/*
 * Named transforms' rows (records/presets.h).
 */

#include "records/presets.h"


#define PT_PRESET_COLUMNS \
    "SELECT name, parameters, locked, description, created_at, updated_at" \
    " FROM named_transforms"


pt_rows *
pt_preset_rows(pt_db *db, unsigned long long project_id)
{
    return pt_db_query(db, PT_PRESET_COLUMNS " WHERE project_id = ?"
                       " ORDER BY name", "i", (long long) project_id);
}


pt_rows *
pt_preset_row(pt_db *db, unsigned long long project_id, const char *name)
{
    return pt_db_query(db, PT_PRESET_COLUMNS " WHERE project_id = ?"
                       " AND name = ?", "is", (long long) project_id, name);
}


long long
pt_preset_insert(pt_db *db, unsigned long long project_id, const char *name,
    const char *params, const char *locked, const char *desc)
{
    return pt_db_exec(db, "INSERT INTO named_transforms (project_id, name,"
                      " parameters, locked, description) VALUES"
                      " (?, ?, ?, ?, ?)", "issss", (long long) project_id,
                      name, params, locked, desc);
}


long long
pt_preset_update(pt_db *db, unsigned long long project_id, const char *name,
    const char *params, const char *locked, const char *desc)
{
    return pt_db_exec(db, "UPDATE named_transforms SET parameters = ?,"
                      " locked = ?, description = ?, updated_at = NOW(3)"
                      " WHERE project_id = ? AND name = ?", "sssis",
                      params, locked, desc, (long long) project_id, name);
}


long long
pt_preset_delete(pt_db *db, unsigned long long project_id, const char *name)
{
    return pt_db_exec(db, "DELETE FROM named_transforms"
                      " WHERE project_id = ? AND name = ?", "is",
                      (long long) project_id, name);
}


pt_rows *
pt_presets_with_watermark(pt_db *db, unsigned long long project_id,
    const char *wm)
{
    return pt_db_query(db, "SELECT name FROM named_transforms"
                       " WHERE project_id = ? AND JSON_UNQUOTE("
                       "JSON_EXTRACT(parameters, '$.wm')) = ?", "is",
                       (long long) project_id, wm);
}
