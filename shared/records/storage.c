/*
 * The store factory: the one place that names a driver.
 */

#include <sys/stat.h>

#include "records/storage.h"


pt_store *
pt_store_for_project(pt_db *db, const char *storage_root,
    unsigned long long project_id)
{
    /* every project is on the managed store until storage_configs come */
    (void) db;
    (void) project_id;

    return pt_store_local_new(storage_root);
}


pt_store *
pt_store_watermarks(const char *storage_root)
{
    return pt_store_local_new(storage_root);
}


int
pt_scratch_dir(const char *storage_root, char *dir, size_t size)
{
    if (pt_store_local_tmpdir(storage_root, dir, size) != PT_OK) {
        pt_log(PT_LOG_CRIT, "the scratch directory of \"%s\" is too long",
               storage_root);
        return PT_ERROR;
    }

    /* a failure shows at the first file made in it */
    (void) mkdir(dir, 0700);

    return PT_OK;
}
