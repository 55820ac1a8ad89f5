/*
 * A project's storage configuration (docs/API.md "Storage configuration";
 * storage_configs in docs/ARCHITECTURE.md "Data"): the current one, which
 * says where its originals live, and the previous one, the snapshot a
 * storage migration reads from (docs/API.md "States and transitions").  No
 * row in a slot means the managed store.
 *
 * The credentials are sealed with the master key (core/secretbox.h) and
 * the associated data "pictor:storage_configs:{project id}", so a sealed
 * value copied into another project's row does not open.  The sealed
 * plain text is a small JSON object of the provider's secret fields
 * (accessKeyId and secretAccessKey, connectionString, or
 * serviceAccountJson).  A plain text lives only in the calling thread and
 * is wiped when freed.
 */

#ifndef PT_STORAGE_CONFIG_H
#define PT_STORAGE_CONFIG_H

#include "db/db.h"
#include "store/store_remote.h"


typedef enum {
    PT_SCONF_CURRENT = 0,
    PT_SCONF_PREVIOUS,
    PT_SCONF_MIGRATION      /* the running storage migration's source, a
                               copy of previous pinned when it started */
} pt_sconf_slot;

#define PT_SCONF_OK        0
#define PT_SCONF_E_DB     -1   /* the database failed (pt_db_error says
                                  how) */
#define PT_SCONF_E_OPEN   -2   /* the row cannot be used: its credentials
                                  do not open (another master key, a row
                                  from another project) or it is damaged */
#define PT_SCONF_E_NOMEM  -3
#define PT_SCONF_NONE     -4   /* no such row (pt_storage_conf_pin) */

#define PT_SCONF_STRINGS   8

typedef struct {
    /* provider PT_PROVIDER_MANAGED: nothing else is set.  The strings
     * are the struct's own; the secret ones only when loaded with the
     * master key.  net is left zeroed (records/storage.h sets it). */
    pt_store_cfg   cfg;
    unsigned       validated:1;
    char           checked_at[32];  /* last_health_check, the database's
                                       form; "" never checked */
    char           health[1024];    /* last_health_result ("healthy" or
                                       the error); "" never checked */
    char          *owned[PT_SCONF_STRINGS];
} pt_storage_conf;


/*
 * Loads slot of the project into sc (always initialised: free it with
 * pt_storage_conf_free, whatever the result).  With master NULL the
 * credentials are not opened (GET shows none); otherwise they are, and a
 * row whose credentials do not open is PT_SCONF_E_OPEN (logged).
 */
int pt_storage_conf_load(pt_db *db, const unsigned char *master,
    unsigned long long project_id, pt_sconf_slot slot, pt_storage_conf *sc);

/* Wipes every string sc owns (credentials included) and frees them. */
void pt_storage_conf_free(pt_storage_conf *sc);

/*
 * Saves cfg as the project's current configuration, its credentials
 * sealed, validated and with a healthy check at checked_at (the database's
 * form: the validation that preceded the save was one).  The current
 * configuration, or "managed" when there is none, becomes the previous
 * one.  Runs in the caller's transaction, after locking the project's row
 * so that concurrent changes follow each other.  PT_SCONF_*.
 */
int pt_storage_conf_save(pt_db *db, const unsigned char *master,
    unsigned long long project_id, const pt_store_cfg *cfg,
    const char *checked_at);

/* Back to the managed store, with the same snapshot, in the caller's
 * transaction.  PT_SCONF_*. */
int pt_storage_conf_delete(pt_db *db, unsigned long long project_id);

/* A storage migration completed: the previous configuration no longer
 * backs the current one (the switch is done).  PT_SCONF_*. */
int pt_storage_conf_switched(pt_db *db, unsigned long long project_id);

/*
 * Which configuration backs the current one for reads: PT_SCONF_MIGRATION
 * (a storage migration runs), PT_SCONF_PREVIOUS (a PUT's, until a
 * migration completes), PT_SCONF_NONE, or PT_SCONF_E_DB.
 */
int pt_storage_conf_backing(pt_db *db, unsigned long long project_id);

/* After a DELETE of the storage: the bucket left behind, in read form
 * ("S3"), where originals not migrated still are; NULL when none. */
const char *pt_storage_conf_left_behind(pt_db *db,
    unsigned long long project_id);

/*
 * Pins the previous configuration as the source of a storage migration
 * (slot PT_SCONF_MIGRATION), in the caller's transaction: later changes
 * of the project's storage do not move it.  PT_SCONF_NONE when there is
 * no previous configuration.  PT_SCONF_*.
 */
int pt_storage_conf_pin(pt_db *db, unsigned long long project_id);

/*
 * Records a health check of the current configuration at checked_at:
 * error NULL is "healthy".  Nothing is stored for the managed store (GET
 * shows only its provider).  PT_SCONF_*.
 */
int pt_storage_conf_health(pt_db *db, unsigned long long project_id,
    const char *checked_at, const char *error);

/* Now, UTC, in the database's form "YYYY-MM-DD HH:MM:SS.mmm" (24 bytes). */
void pt_storage_now(char *buf, size_t size);

/*
 * The sealing itself, for the functions above and the tests.  seal: a
 * malloc'ed sealed copy of plain (len + PT_SEAL_OVERHEAD bytes) in
 * *sealed, the caller frees it.  open: the plain text, NUL-terminated, in
 * a malloc'ed *plain of *plen bytes that the caller frees with
 * pt_storage_secret_free; *plain NULL on failure.  PT_OK or PT_ERROR.
 */
int pt_storage_secret_seal(const unsigned char *master,
    unsigned long long project_id, const char *plain, size_t len,
    unsigned char **sealed, size_t *slen);
int pt_storage_secret_open(const unsigned char *master,
    unsigned long long project_id, const unsigned char *sealed, size_t len,
    char **plain, size_t *plen);
void pt_storage_secret_free(char *plain, size_t len);

#endif /* PT_STORAGE_CONFIG_H */
