/*
 * Derived assets (docs/API.md "Derived asset"): images pictord makes from a
 * parent (rasterized pages, split designs, SVGs), stored like any image
 * with source_asset_id and derivation_type.
 */

#ifndef PT_DERIVED_H
#define PT_DERIVED_H

#include "db/db.h"
#include "media/media.h"
#include "store/store.h"

typedef struct {
    unsigned long long  project_id;
    const char         *project;       /* slug */
    const char         *parent;        /* the parent's image id */
    const char         *type;          /* "rasterized", "page-2", "split-1" */
    pt_store           *store;
    const pt_limits    *limits;
} pt_derived_ctx;

/*
 * Stores the file at path (consumed) as a derived asset: a PNG is probed
 * like an upload; an SVG (made and sanitized by pictord) takes width and
 * height as given.  The row and the object land together.  id out
 * (48 bytes).  PT_OK or PT_ERROR (reason in err).
 */
int pt_derived_add(pt_db *db, const pt_derived_ctx *dc, const char *path,
    pt_format fmt, int width, int height, char *id, char *err,
    size_t errlen);

/*
 * The same for a caller that commits the row with rows of its own (the
 * video's poster with thumbnailId and the job's completion): the object
 * is stored first, then the row inserted in a transaction left open on
 * PT_OK.  The caller commits it, or rolls it back and deletes the object
 * (pt_image_key of id).  A PNG, probed; PT_ERROR: nothing is left.
 */
int pt_derived_add_open(pt_db *db, const pt_derived_ctx *dc,
    const char *path, pt_format fmt, char *id, char *err, size_t errlen);

/*
 * Removes the parent's derived assets whose derivation_type equals one of
 * the NULL-ended exact names or starts with prefix (may be NULL): rows
 * first, then objects.  Re-running a job replaces what it made before.
 */
int pt_derived_remove(pt_db *db, const pt_derived_ctx *dc,
    const char *const *exact, const char *prefix);

/*
 * pt_derived_remove's halves, for a caller's transaction: the same rows,
 * but keep (an id; may be NULL), deleted in it (NULL on a database
 * error), and, once it has committed, their objects (rows consumed).  A
 * crash between the two leaves objects without rows, never a row without
 * its object.
 */
pt_rows *pt_derived_remove_rows(pt_db *db, const pt_derived_ctx *dc,
    const char *const *exact, const char *prefix, const char *keep);
void pt_derived_remove_objects(const pt_derived_ctx *dc, pt_rows *rows,
    const char *const *exact, const char *prefix, const char *keep);

#endif /* PT_DERIVED_H */
