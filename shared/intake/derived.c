/*
 * Derived assets: stored through the same intake as uploads.
 */

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/crypto.h"
#include "intake/derived.h"
#include "records/folders.h"
#include "records/images.h"
#include "intake/upload.h"


static int pt_derived_store(pt_db *db, const pt_derived_ctx *dc,
    const char *path, pt_format fmt, int width, int height,
    int caller_commits, char *id, char *err, size_t errlen);
static int pt_derived_match(pt_rows *rows, const char *const *exact,
    const char *prefix, const char *keep);


int
pt_derived_add(pt_db *db, const pt_derived_ctx *dc, const char *path,
    pt_format fmt, int width, int height, char *id, char *err,
    size_t errlen)
{
    return pt_derived_store(db, dc, path, fmt, width, height, 0, id, err,
                            errlen);
}


int
pt_derived_add_open(pt_db *db, const pt_derived_ctx *dc, const char *path,
    pt_format fmt, char *id, char *err, size_t errlen)
{
    return pt_derived_store(db, dc, path, fmt, 0, 0, 1, id, err, errlen);
}


static int
pt_derived_store(pt_db *db, const pt_derived_ctx *dc, const char *path,
    pt_format fmt, int width, int height, int caller_commits, char *id,
    char *err, size_t errlen)
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
    src.caller_commits = caller_commits;
    pt_snprintf(src.path, sizeof(src.path), "%s", path);

    if (pt_upload_store(db, &src, &res) != PT_OK) {
        pt_snprintf(err, errlen, "%s (%s)", res.error.detail,
                    pt_problem_slug(res.error.cause));
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
    pt_rows  *rows;

    rows = pt_derived_remove_rows(db, dc, exact, prefix, NULL);
    if (rows == NULL) {
        return PT_ERROR;
    }

    pt_derived_remove_objects(dc, rows, exact, prefix, NULL);

    return PT_OK;
}


pt_rows *
pt_derived_remove_rows(pt_db *db, const pt_derived_ctx *dc,
    const char *const *exact, const char *prefix, const char *keep)
{
    pt_rows  *rows;

    rows = pt_image_derived_types(db, dc->project_id, dc->parent);
    if (rows == NULL) {
        return NULL;
    }

    while (pt_rows_next(rows)) {
        if (pt_derived_match(rows, exact, prefix, keep)
            && pt_image_remove(db, pt_rows_str(rows, 0)) < 0)
        {
            pt_rows_free(rows);
            return NULL;
        }
    }

    return rows;
}


void
pt_derived_remove_objects(const pt_derived_ctx *dc, pt_rows *rows,
    const char *const *exact, const char *prefix, const char *keep)
{
    char  key[256];

    pt_rows_rewind(rows);

    while (pt_rows_next(rows)) {
        if (pt_derived_match(rows, exact, prefix, keep)
            && pt_image_key(dc->project, pt_rows_str(rows, 0), key,
                            sizeof(key)) == PT_OK)
        {
            (void) dc->store->ops->del(dc->store, key);
        }
    }

    pt_rows_free(rows);
}


/*
 * The current row of pt_image_derived_types: its type equals one of the
 * NULL-ended exact names or starts with prefix, and its id is not keep.
 */
static int
pt_derived_match(pt_rows *rows, const char *const *exact,
    const char *prefix, const char *keep)
{
    unsigned     i;
    const char  *id, *type;

    id = pt_rows_str(rows, 0);
    type = pt_rows_str(rows, 1);

    if (id == NULL || type == NULL || (keep && strcmp(id, keep) == 0)) {
        return 0;
    }

    for (i = 0; exact && exact[i]; i++) {
        if (strcmp(type, exact[i]) == 0) {
            return 1;
        }
    }

    return prefix && strncmp(type, prefix, strlen(prefix)) == 0;
}
