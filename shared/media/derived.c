/*
 * Derived assets: stored through the same intake as uploads.
 */

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/crypto.h"
#include "media/derived.h"
#include "records/folders.h"
#include "records/images.h"
#include "media/upload.h"


int
pt_derived_add(pt_db *db, const pt_derived_ctx *dc, const char *path,
    pt_format fmt, int width, int height, char *id, char *err,
    size_t errlen)
{
    pt_upload_src     src;
    pt_upload_result  res;

    memset(&src, 0, sizeof(src));
    src.project_id = dc->project_id;
    src.project = dc->project;
    src.store = dc->store;
    src.limits = dc->limits;
    src.source_asset_id = dc->parent;
    src.derivation_type = dc->type;
    src.trusted_format = fmt == PT_FMT_SVG ? fmt : PT_FMT_UNKNOWN;
    src.width = width;
    src.height = height;
    pt_snprintf(src.path, sizeof(src.path), "%s", path);

    if (pt_upload_store(db, &src, &res) != PT_OK) {
        pt_snprintf(err, errlen, "%s (%s)", res.detail,
                    pt_problem_slug(res.problem));
        unlink(path);
        return PT_ERROR;
    }

    unlink(path);
    pt_snprintf(id, 48, "%s", res.id);

    return PT_OK;
}


int
pt_derived_remove(pt_db *db, const pt_derived_ctx *dc,
    const char *const *exact, const char *prefix)
{
    int          match;
    char         key[256];
    unsigned     i;
    pt_rows     *rows;
    const char  *type;


    rows = pt_image_derived_types(db, dc->project_id, dc->parent);
    if (rows == NULL) {
        return PT_ERROR;
    }

    while (pt_rows_next(rows)) {
        type = pt_rows_str(rows, 1);
        match = 0;

        for (i = 0; exact && exact[i]; i++) {
            match |= type && strcmp(type, exact[i]) == 0;
        }

        match |= prefix && type && strncmp(type, prefix, strlen(prefix)) == 0;

        if (!match) {
            continue;
        }

        if (pt_image_remove(db, pt_rows_str(rows, 0)) < 0) {
            pt_rows_free(rows);
            return PT_ERROR;
        }

        if (pt_image_key(dc->project, pt_rows_str(rows, 0), key, sizeof(key))
            == PT_OK)
        {
            (void) dc->store->ops->del(dc->store, key);
        }
    }

    pt_rows_free(rows);

    return PT_OK;
}
