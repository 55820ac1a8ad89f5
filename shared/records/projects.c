/*
 * The project routes' rows (projects.h).
 */

#include "records/projects.h"


#define PT_PROJECT_COLUMNS \
    "SELECT p.slug, p.plan, u.email, p.created_at" \
    " FROM projects p JOIN users u ON u.id = p.owner_id"


pt_rows *
pt_project_row(pt_db *db, const char *slug)
{
    return pt_db_query(db, PT_PROJECT_COLUMNS " WHERE p.slug = ?", "s",
                       slug);
}


pt_rows *
pt_projects_of(pt_db *db, unsigned long long owner)
{
    return pt_db_query(db, PT_PROJECT_COLUMNS " WHERE p.owner_id = ?"
                       " ORDER BY p.created_at, p.id",
                       "i", (long long) owner);
}


pt_rows *
pt_project_slugs_of(pt_db *db, unsigned long long owner)
{
    return pt_db_query(db, "SELECT slug FROM projects"
                       " WHERE owner_id = ? ORDER BY slug",
                       "i", (long long) owner);
}


pt_rows *
pt_keys_of(pt_db *db, unsigned long long project_id)
{
    return pt_db_query(db, "SELECT id, created_at, last_used_at,"
                       " revoked_at FROM api_keys WHERE project_id = ?"
                       " ORDER BY created_at, id",
                       "i", (long long) project_id);
}


pt_rows *
pt_key_created(pt_db *db, const char *key_id)
{
    return pt_db_query(db, "SELECT created_at FROM api_keys WHERE id = ?",
                       "s", key_id);
}


long long
pt_project_strict(pt_db *db, unsigned long long project_id)
{
    return pt_db_scalar(db, -1, "SELECT strict_transforms FROM projects"
                        " WHERE id = ?", "i", (long long) project_id);
}


long long
pt_project_set_strict(pt_db *db, unsigned long long project_id, int strict)
{
    return pt_db_exec(db, "UPDATE projects SET strict_transforms = ?"
                      " WHERE id = ?", "ii", (long long) (strict != 0),
                      (long long) project_id);
}
