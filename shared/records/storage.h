/*
 * Which store holds what (DESIGN §6 "Storage", "Watermarks"): handlers and
 * pictord ask for the project's store, the watermark store or the scratch
 * directory, and never name a driver.  Today every project keeps its
 * originals on the managed store under the storage root
 * (pictor_storage_root, pictord.conf's storage_root); customer buckets
 * plug in here, from the project's storage_configs row.
 */

#ifndef PT_STORAGE_H
#define PT_STORAGE_H

#include "db/db.h"
#include "store/store.h"

/*
 * The store of the project's originals: where they are read and written.
 * db, the caller's connection, is for the project's storage configuration
 * (the managed store until buckets come; then, while a migration runs,
 * reads fall back to the previous store).  The caller frees it
 * (store->ops->free).  NULL on no memory.
 */
pt_store *pt_store_for_project(pt_db *db, const char *storage_root,
    unsigned long long project_id);

/* The store of watermarks: the managed one, whatever the project's is. */
pt_store *pt_store_watermarks(const char *storage_root);

/*
 * The scratch directory (uploads on their way in, strip-exif's copies,
 * the external tools' work directories) into dir, made when missing.  It
 * is on the managed store's filesystem, so a scratch file moves into that
 * store with a rename.  PT_ERROR (logged) if it does not fit in size.
 */
int pt_scratch_dir(const char *storage_root, char *dir, size_t size);

#endif /* PT_STORAGE_H */
