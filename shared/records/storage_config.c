/*
 * The storage_configs rows (sql/010_storage_configs.sql): loading with the
 * credentials unsealed, saving sealed, the previous-slot snapshot and the
 * health results.
 */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>
#include <openssl/crypto.h>

#include "core/secretbox.h"
#include "records/storage_config.h"


#define PT_SCONF_COLUMNS \
    "SELECT provider, bucket, path_prefix, region, endpoint, secret_enc," \
    " validated, last_health_check, last_health_result" \
    " FROM storage_configs WHERE project_id = ? AND slot = ?"

#define PT_SCONF_COPY \
    "provider, bucket, path_prefix, region, endpoint, secret_enc," \
    " validated, last_health_check, last_health_result"


static const char  *pt_sconf_slots[] = { "current", "previous", "migration" };


/* The database's name of a provider, which is the request form's
 * (docs/API.md "Storage configuration"). */
static const char *
pt_sconf_provider_name(pt_provider p)
{
    switch (p) {
    case PT_PROVIDER_S3:
        return "s3";
    case PT_PROVIDER_AZURE:
        return "azureblob";
    case PT_PROVIDER_GCS:
        return "gcs";
    default:
        return "managed";
    }
}


/* The associated data of a project's sealed credentials. */
static size_t
pt_sconf_ad(unsigned long long project_id, char *ad, size_t size)
{
    pt_snprintf(ad, size, "pictor:storage_configs:%llu", project_id);

    return strlen(ad);
}


int
pt_storage_secret_seal(const unsigned char *master,
    unsigned long long project_id, const char *plain, size_t len,
    unsigned char **sealed, size_t *slen)
{
    char    ad[64];
    size_t  adlen;

    *sealed = malloc(len + PT_SEAL_OVERHEAD);
    if (*sealed == NULL) {
        return PT_ERROR;
    }

    adlen = pt_sconf_ad(project_id, ad, sizeof(ad));

    if (pt_seal_ad(master, ad, adlen, plain, len, *sealed) != PT_OK) {
        free(*sealed);
        *sealed = NULL;
        return PT_ERROR;
    }

    *slen = len + PT_SEAL_OVERHEAD;

    return PT_OK;
}


int
pt_storage_secret_open(const unsigned char *master,
    unsigned long long project_id, const unsigned char *sealed, size_t len,
    char **plain, size_t *plen)
{
    char    ad[64];
    size_t  adlen;

    *plain = NULL;

    if (sealed == NULL || len < PT_SEAL_OVERHEAD) {
        return PT_ERROR;
    }

    *plen = len - PT_SEAL_OVERHEAD + 1;

    *plain = malloc(*plen);
    if (*plain == NULL) {
        return PT_ERROR;
    }

    adlen = pt_sconf_ad(project_id, ad, sizeof(ad));

    if (pt_unseal_ad(master, ad, adlen, sealed, len, *plain) != PT_OK) {
        free(*plain);
        *plain = NULL;
        return PT_ERROR;
    }

    (*plain)[*plen - 1] = '\0';

    return PT_OK;
}


void
pt_storage_secret_free(char *plain, size_t len)
{
    if (plain) {
        OPENSSL_cleanse(plain, len);
        free(plain);
    }
}


/* A copy of s that sc owns; *out NULL for s NULL.  PT_ERROR on no memory */
static int
pt_sconf_own(pt_storage_conf *sc, const char *s, const char **out)
{
    unsigned  i;

    *out = NULL;

    if (s == NULL) {
        return PT_OK;
    }

    for (i = 0; i < PT_SCONF_STRINGS; i++) {
        if (sc->owned[i] == NULL) {
            sc->owned[i] = pt_strdup(s);
            *out = sc->owned[i];
            return *out ? PT_OK : PT_ERROR;
        }
    }

    return PT_ERROR;
}


void
pt_storage_conf_free(pt_storage_conf *sc)
{
    unsigned  i;

    for (i = 0; i < PT_SCONF_STRINGS; i++) {
        if (sc->owned[i]) {
            OPENSSL_cleanse(sc->owned[i], strlen(sc->owned[i]));
            free(sc->owned[i]);
        }
    }

    memset(sc, 0, sizeof(pt_storage_conf));
}


/* The secret fields of cfg's provider as the sealed JSON; NULL no memory */
static char *
pt_sconf_secret_json(const pt_store_cfg *cfg)
{
    char    *text;
    json_t  *obj;

    switch (cfg->provider) {

    case PT_PROVIDER_S3:
        obj = json_pack("{s:s, s:s}",
                        "accessKeyId", cfg->access_key_id,
                        "secretAccessKey", cfg->secret_access_key);
        break;

    case PT_PROVIDER_AZURE:
        obj = json_pack("{s:s}", "connectionString",
                        cfg->connection_string);
        break;

    default:
        obj = json_pack("{s:s}", "serviceAccountJson",
                        cfg->service_account_json);
        break;
    }

    if (obj == NULL) {
        return NULL;
    }

    text = json_dumps(obj, JSON_COMPACT);
    json_decref(obj);

    return text;
}


/* The string member name of obj, owned by sc; PT_ERROR when absent. */
static int
pt_sconf_secret_field(pt_storage_conf *sc, json_t *obj, const char *name,
    const char **out)
{
    const char  *v;

    v = json_string_value(json_object_get(obj, name));

    if (v == NULL || pt_sconf_own(sc, v, out) != PT_OK) {
        return PT_ERROR;
    }

    return PT_OK;
}


/* The sealed credentials of the row into sc->cfg. */
static int
pt_sconf_open(pt_storage_conf *sc, const unsigned char *master,
    unsigned long long project_id, const unsigned char *sealed, size_t len)
{
    int            rc;
    char          *plain;
    size_t         plen;
    json_t        *obj;
    pt_store_cfg  *cfg = &sc->cfg;

    if (pt_storage_secret_open(master, project_id, sealed, len, &plain,
                               &plen)
        != PT_OK)
    {
        return PT_SCONF_E_OPEN;
    }

    obj = json_loads(plain, JSON_REJECT_DUPLICATES, NULL);
    pt_storage_secret_free(plain, plen);

    if (obj == NULL) {
        return PT_SCONF_E_OPEN;
    }

    switch (cfg->provider) {

    case PT_PROVIDER_S3:
        rc = pt_sconf_secret_field(sc, obj, "accessKeyId",
                                   &cfg->access_key_id) == PT_OK
             && pt_sconf_secret_field(sc, obj, "secretAccessKey",
                                      &cfg->secret_access_key) == PT_OK;
        break;

    case PT_PROVIDER_AZURE:
        rc = pt_sconf_secret_field(sc, obj, "connectionString",
                                   &cfg->connection_string) == PT_OK;
        break;

    default:
        rc = pt_sconf_secret_field(sc, obj, "serviceAccountJson",
                                   &cfg->service_account_json) == PT_OK;
        break;
    }

    json_decref(obj);

    return rc ? PT_SCONF_OK : PT_SCONF_E_OPEN;
}


/* The plain columns of the row at rows into sc. */
static int
pt_sconf_row(pt_storage_conf *sc, pt_rows *rows)
{
    int            p;
    const char    *s;
    pt_store_cfg  *cfg = &sc->cfg;

    s = pt_rows_str(rows, 0);

    if (s && strcmp(s, "managed") == 0) {
        cfg->provider = PT_PROVIDER_MANAGED;
        return PT_SCONF_OK;
    }

    p = pt_provider_from_name(s);
    if (p < 0 || pt_rows_is_null(rows, 1)) {
        return PT_SCONF_E_OPEN;
    }

    cfg->provider = (pt_provider) p;
    sc->validated = pt_rows_int(rows, 6) != 0;

    pt_snprintf(sc->checked_at, sizeof(sc->checked_at), "%s",
                pt_rows_is_null(rows, 7) ? "" : pt_rows_str(rows, 7));
    pt_snprintf(sc->health, sizeof(sc->health), "%s",
                pt_rows_is_null(rows, 8) ? "" : pt_rows_str(rows, 8));

    if (pt_sconf_own(sc, pt_rows_str(rows, 1), &cfg->bucket) != PT_OK
        || pt_sconf_own(sc, pt_rows_str(rows, 2), &cfg->prefix) != PT_OK
        || pt_sconf_own(sc, pt_rows_str(rows, 3), &cfg->region) != PT_OK
        || pt_sconf_own(sc, pt_rows_str(rows, 4), &cfg->endpoint) != PT_OK)
    {
        return PT_SCONF_E_NOMEM;
    }

    return PT_SCONF_OK;
}


int
pt_storage_conf_load(pt_db *db, const unsigned char *master,
    unsigned long long project_id, pt_sconf_slot slot, pt_storage_conf *sc)
{
    int       rc;
    pt_rows  *rows;

    memset(sc, 0, sizeof(pt_storage_conf));

    rows = pt_db_query(db, PT_SCONF_COLUMNS, "is", (long long) project_id,
                       pt_sconf_slots[slot]);
    if (rows == NULL) {
        return PT_SCONF_E_DB;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        return PT_SCONF_OK;
    }

    rc = pt_sconf_row(sc, rows);

    if (rc == PT_SCONF_OK && master && sc->cfg.provider != PT_PROVIDER_MANAGED)
    {
        rc = pt_sconf_open(sc, master, project_id,
                           (const unsigned char *) pt_rows_str(rows, 5),
                           pt_rows_len(rows, 5));
    }

    pt_rows_free(rows);

    if (rc == PT_SCONF_E_OPEN) {
        pt_log(PT_LOG_ERR, "the %s storage configuration of project %llu"
               " cannot be opened: a damaged row, another master key, or"
               " a row copied from another project",
               pt_sconf_slots[slot], project_id);
    }

    return rc;
}


/* Slot from's row (if any) replaces slot to's: rows copied, or -1. */
static long long
pt_sconf_copy(pt_db *db, unsigned long long project_id, pt_sconf_slot from,
    pt_sconf_slot to)
{
    if (pt_db_exec(db, "DELETE FROM storage_configs WHERE project_id = ?"
                   " AND slot = ?", "is", (long long) project_id,
                   pt_sconf_slots[to])
        < 0)
    {
        return -1;
    }

    return pt_db_exec(db, "INSERT INTO storage_configs (project_id, slot, "
                      PT_SCONF_COPY ") SELECT project_id, ?, "
                      PT_SCONF_COPY " FROM storage_configs"
                      " WHERE project_id = ? AND slot = ?", "sis",
                      pt_sconf_slots[to], (long long) project_id,
                      pt_sconf_slots[from]);
}


/*
 * Locks the project, then makes its current configuration the previous,
 * which backs the next one for reads when fall_back is set (a PUT).
 */
static int
pt_sconf_snapshot(pt_db *db, unsigned long long project_id, int fall_back)
{
    long long  n;
    pt_rows   *rows;

    rows = pt_db_query(db, "SELECT id FROM projects WHERE id = ? FOR UPDATE",
                       "i", (long long) project_id);
    if (rows == NULL) {
        return PT_SCONF_E_DB;
    }

    pt_rows_free(rows);

    n = pt_sconf_copy(db, project_id, PT_SCONF_CURRENT, PT_SCONF_PREVIOUS);
    if (n < 0) {
        return PT_SCONF_E_DB;
    }

    if (n == 0
        && pt_db_exec(db, "INSERT INTO storage_configs (project_id, slot,"
                      " provider) VALUES (?, 'previous', 'managed')", "i",
                      (long long) project_id) != 1)
    {
        return PT_SCONF_E_DB;
    }

    if (pt_db_exec(db, "UPDATE storage_configs SET reads_fall_back = ?"
                   " WHERE project_id = ? AND slot = 'previous'", "ii",
                   (long long) fall_back, (long long) project_id) < 0
        || pt_db_exec(db, "DELETE FROM storage_configs WHERE project_id = ?"
                      " AND slot = 'current'", "i", (long long) project_id)
           < 0)
    {
        return PT_SCONF_E_DB;
    }

    return PT_SCONF_OK;
}


int
pt_storage_conf_save(pt_db *db, const unsigned char *master,
    unsigned long long project_id, const pt_store_cfg *cfg,
    const char *checked_at)
{
    int             rc;
    char           *plain;
    size_t          plen, slen;
    unsigned char  *sealed;

    if (cfg->provider == PT_PROVIDER_MANAGED || master == NULL) {
        return PT_SCONF_E_OPEN;
    }

    plain = pt_sconf_secret_json(cfg);
    if (plain == NULL) {
        return PT_SCONF_E_NOMEM;
    }

    plen = strlen(plain);
    rc = pt_storage_secret_seal(master, project_id, plain, plen, &sealed,
                                &slen);
    pt_storage_secret_free(plain, plen);

    if (rc != PT_OK) {
        return PT_SCONF_E_NOMEM;
    }

    rc = pt_sconf_snapshot(db, project_id, 1);

    if (rc == PT_SCONF_OK
        && pt_db_exec(db, "INSERT INTO storage_configs (project_id, slot,"
                      " provider, bucket, path_prefix, region, endpoint,"
                      " secret_enc, validated, last_health_check,"
                      " last_health_result) VALUES (?, 'current', ?, ?, ?,"
                      " ?, ?, ?, 1, ?, 'healthy')", "isssssbs",
                      (long long) project_id,
                      pt_sconf_provider_name(cfg->provider), cfg->bucket,
                      cfg->prefix && cfg->prefix[0] ? cfg->prefix : NULL,
                      cfg->region, cfg->endpoint, (const char *) sealed,
                      slen, checked_at)
           != 1)
    {
        rc = PT_SCONF_E_DB;
    }

    free(sealed);

    return rc;
}


int
pt_storage_conf_delete(pt_db *db, unsigned long long project_id)
{
    return pt_sconf_snapshot(db, project_id, 0);
}


int
pt_storage_conf_switched(pt_db *db, unsigned long long project_id)
{
    return pt_db_exec(db, "UPDATE storage_configs SET reads_fall_back = 0"
                      " WHERE project_id = ? AND slot = 'previous'", "i",
                      (long long) project_id) < 0
           ? PT_SCONF_E_DB : PT_SCONF_OK;
}


int
pt_storage_conf_backing(pt_db *db, unsigned long long project_id)
{
    long long  n;

    /* a running storage migration's source first, else a PUT's previous
     * configuration until a migration completed */
    n = pt_db_scalar(db, -1, "SELECT IF(EXISTS (SELECT 1 FROM migrations m"
                     " JOIN jobs j ON j.id = m.job_id WHERE m.project_id = ?"
                     " AND m.type = 'storage-migration'"
                     " AND j.status IN ('Pending', 'Running')), 2,"
                     " COALESCE((SELECT reads_fall_back FROM storage_configs"
                     " WHERE project_id = ? AND slot = 'previous'), 0))",
                     "ii", (long long) project_id, (long long) project_id);

    return n < 0 ? PT_SCONF_E_DB
           : n == 2 ? PT_SCONF_MIGRATION
           : n == 1 ? PT_SCONF_PREVIOUS : PT_SCONF_NONE;
}


const char *
pt_storage_conf_left_behind(pt_db *db, unsigned long long project_id)
{
    pt_rows     *rows;
    const char  *name;

    rows = pt_db_query(db, "SELECT provider FROM storage_configs"
                       " WHERE project_id = ? AND slot = 'previous'"
                       " AND provider <> 'managed' AND reads_fall_back = 0"
                       " AND NOT EXISTS (SELECT 1 FROM storage_configs c"
                       " WHERE c.project_id = ? AND c.slot = 'current')",
                       "ii", (long long) project_id, (long long) project_id);
    if (rows == NULL) {
        return NULL;
    }

    name = NULL;
    if (pt_rows_next(rows)) {
        name = pt_provider_read_form(pt_provider_from_name(
                                         pt_rows_str(rows, 0)));
    }

    pt_rows_free(rows);

    return name;
}


int
pt_storage_conf_pin(pt_db *db, unsigned long long project_id)
{
    long long  n;

    n = pt_sconf_copy(db, project_id, PT_SCONF_PREVIOUS, PT_SCONF_MIGRATION);

    return n < 0 ? PT_SCONF_E_DB : (n == 1 ? PT_SCONF_OK : PT_SCONF_NONE);
}


int
pt_storage_conf_health(pt_db *db, unsigned long long project_id,
    const char *checked_at, const char *error)
{
    /* updated_at says when the configuration changed, not its health */
    if (pt_db_exec(db, "UPDATE storage_configs SET last_health_check = ?,"
                   " last_health_result = LEFT(?, 1000),"
                   " updated_at = updated_at"
                   " WHERE project_id = ? AND slot = 'current'"
                   " AND provider <> 'managed'", "ssi", checked_at,
                   error ? error : "healthy", (long long) project_id)
        < 0)
    {
        return PT_SCONF_E_DB;
    }

    return PT_SCONF_OK;
}


void
pt_storage_now(char *buf, size_t size)
{
    struct tm        tm;
    struct timespec  ts;

    clock_gettime(CLOCK_REALTIME, &ts);
    gmtime_r(&ts.tv_sec, &tm);

    pt_snprintf(buf, size, "%04d-%02d-%02d %02d:%02d:%02d.%03ld",
                tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
                tm.tm_min, tm.tm_sec, ts.tv_nsec / 1000000);
}
