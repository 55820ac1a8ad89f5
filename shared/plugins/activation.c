/*
 * Which plugins a project has activated (plugin_activations, one row
 * while active).  The routes are in api/api_plugins.c; delivery reads the
 * list with the image (PT_PLUGIN_ACTIVE_SQL) and checks it here.
 */

#include <string.h>

#include "plugins/plugins.h"


long long
pt_plugin_activate(pt_db *db, unsigned long long project_id,
    const pt_plugin *p)
{
    /* IGNORE: an active plugin stays as it is, with its first time */
    return pt_db_exec(db, "INSERT IGNORE INTO plugin_activations"
                      " (project_id, plugin) VALUES (?, ?)", "is",
                      (long long) project_id, p->name);
}


long long
pt_plugin_deactivate(pt_db *db, unsigned long long project_id,
    const pt_plugin *p)
{
    return pt_db_exec(db, "DELETE FROM plugin_activations"
                      " WHERE project_id = ? AND plugin = ?", "is",
                      (long long) project_id, p->name);
}


long long
pt_plugin_mask(pt_db *db, unsigned long long project_id)
{
    unsigned   mask;
    pt_rows   *rows;

    rows = pt_db_query(db, "SELECT plugin FROM plugin_activations"
                       " WHERE project_id = ?", "i",
                       (long long) project_id);
    if (rows == NULL) {
        return -1;
    }

    mask = 0;

    while (pt_rows_next(rows)) {
        mask |= pt_plugin_mask_parse(pt_rows_str(rows, 0));
    }

    pt_rows_free(rows);

    return mask;
}


unsigned
pt_plugin_mask_parse(const char *list)
{
    char              name[33];
    size_t            n;
    unsigned          mask;
    const char       *p, *comma;
    const pt_plugin  *pl;

    mask = 0;

    for (p = list; p != NULL && *p != '\0'; p = comma ? comma + 1 : NULL) {
        comma = strchr(p, ',');
        n = comma ? (size_t) (comma - p) : strlen(p);

        if (n == 0 || n >= sizeof(name)) {
            continue;
        }

        memcpy(name, p, n);
        name[n] = '\0';

        pl = pt_plugin_find(name);
        if (pl != NULL) {
            mask |= 1u << pt_plugin_index(pl);
        }
    }

    return mask;
}
