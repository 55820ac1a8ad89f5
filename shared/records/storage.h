/*
 * Which store holds what (docs/API.md "Storage of originals" and
 * "Watermarks"): handlers and pictord ask for the project's store, the
 * watermark store or the scratch directory, and never name a driver.  A
 * project's originals are on the managed store under the storage root
 * (pictor_storage_root, pictord.conf's storage_root) unless its
 * storage_configs row (records/storage_config.h) names a customer bucket;
 * then they are in that bucket, and only there: a configuration that cannot
 * be used is an error, never a silent read from the managed store.  The one
 * exception is the fallback of docs/API.md "States and transitions": from a
 * PUT of the storage until a storage migration completed
 * (records/migrations.h), the project's store falls back to the store it
 * copies from (store/store_fallback.h); it is resolved per call, so its end
 * is seen at the next one.
 *
 * The process-wide settings: the master key that opens the sealed bucket
 * credentials and the drivers' network settings (timeouts, retries, part
 * size: nginx's pictor_storage_* directives, pictord.conf's storage_*
 * keys) reach the factory through pt_storage_init(), called once per
 * process before any thread asks for a store: in the nginx module's
 * init_process and in pictord's start.  They are read-only afterwards, so
 * every thread may read them without a lock.
 */

#ifndef PT_STORAGE_H
#define PT_STORAGE_H

#include "core/problem.h"
#include "db/db.h"
#include "store/store.h"
#include "store/store_remote.h"
#include "records/managed.h"


typedef struct {
    const unsigned char  *master_key;   /* PT_MASTER_KEY_LEN bytes; NULL:
                                           none, customer buckets unusable */
    pt_store_net          net;          /* 0 fields: the drivers' defaults */
    const char           *originals_cache;  /* directory of the originals
                                               cache (store_cache.h) in
                                               front of customer buckets;
                                               NULL: none */
    off_t                 originals_cache_max;  /* bytes */
    time_t                originals_cache_valid;  /* seconds a HEAD is
                                                     trusted (0: a HEAD
                                                     before every use) */
    const pt_managed_bucket  *managed;  /* the managed store's bucket
                                           (records/managed.h); NULL: files
                                           under the storage root */
} pt_storage_settings;

/*
 * Copies s (the key too) for the process.  It also makes jansson wipe
 * every block it frees: bucket credentials pass through it (request
 * bodies, the sealed JSON), and its copies must not outlive their use.
 */
void pt_storage_init(const pt_storage_settings *s);

/*
 * A store's failure as a cause: a bucket that cannot be reached or
 * refuses us PT_E_BUCKET, a missing object PT_E_NO_SUCH, a full disk
 * PT_E_DISK_FULL, anything else PT_E_FAULT.
 */
pt_cause pt_store_problem(int rc);

/* The settings given to pt_storage_init: the key (NULL: none), the net. */
const unsigned char *pt_storage_master_key(void);
const pt_store_net *pt_storage_net(void);

/*
 * The store of the project's originals: where they are read and written,
 * the driver of its current storage configuration read through db (the
 * caller's connection), backed by the migration's source while a storage
 * migration runs.  The caller frees it (store->ops->free).  NULL
 * with why filled (and logged when it is the server's fault): PT_E_DB_DOWN,
 * PT_E_BUCKET (the driver refuses the saved configuration), PT_E_NOMEM,
 * PT_E_NO_MASTER_KEY, PT_E_FAULT (a configuration that cannot be opened);
 * the detail names no secret.
 */
pt_store *pt_store_for_project(pt_db *db, const char *storage_root,
    unsigned long long project_id, pt_error *why);

/*
 * A column for a query of the projects table as p: 1 when the project
 * keeps its originals in managed storage (no current configuration of
 * another provider) and no storage migration is pending or running.
 * The store of such a project is pt_store_for_managed_project()'s,
 * without another query: a delivery miss asks this with the image's row
 * instead of the two round trips of pt_store_for_project().
 */
#define PT_STORE_MANAGED_SQL \
    "(NOT EXISTS (SELECT 1 FROM storage_configs sc" \
    " WHERE sc.project_id = p.id AND sc.slot = 'current'" \
    " AND sc.provider <> 'managed')" \
    " AND NOT EXISTS (SELECT 1 FROM migrations m JOIN jobs j" \
    " ON j.id = m.job_id WHERE m.project_id = p.id" \
    " AND m.type = 'storage-migration'" \
    " AND j.status IN ('Pending', 'Running')))"

/* pt_store_for_project() of a project PT_STORE_MANAGED_SQL says 1 of */
pt_store *pt_store_for_managed_project(const char *storage_root,
    unsigned long long project_id, pt_error *why);

/*
 * The driver of a configuration (cfg->net is replaced by the process's):
 * the managed store under storage_root for PT_PROVIDER_MANAGED.  NULL
 * with err naming the field the driver refuses (store_remote.h).
 */
pt_store *pt_store_for_config(const pt_store_cfg *cfg,
    const char *storage_root, char *err, size_t size);

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
