/*
 * The store factory: the one place that picks a driver, from the
 * project's storage configuration and the process's settings.
 */

#include <malloc.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <jansson.h>
#include <openssl/crypto.h>

#include "core/masterkey.h"
#include "records/migrations.h"
#include "records/storage.h"
#include "records/storage_config.h"
#include "store/store_cache.h"
#include "store/store_count.h"
#include "store/store_fallback.h"


static unsigned char  pt_storage_key[PT_MASTER_KEY_LEN];
static int            pt_storage_has_key;
static pt_store_net   pt_storage_net_conf;
static char          *pt_storage_cache_dir;
static off_t          pt_storage_cache_max;
static time_t         pt_storage_cache_valid;
static pt_managed_bucket  pt_storage_managed;
static int            pt_storage_has_managed;


/* jansson's free: wiped first, so no credential stays in freed memory */
static void
pt_storage_json_free(void *p)
{
    if (p) {
        OPENSSL_cleanse(p, malloc_usable_size(p));
        free(p);
    }
}


void
pt_storage_init(const pt_storage_settings *s)
{
    pt_storage_has_key = s->master_key != NULL;

    if (s->master_key) {
        memcpy(pt_storage_key, s->master_key, PT_MASTER_KEY_LEN);
    }

    pt_storage_net_conf = s->net;

    free(pt_storage_cache_dir);
    pt_storage_cache_dir = s->originals_cache
                           ? pt_strdup(s->originals_cache) : NULL;
    pt_storage_cache_max = s->originals_cache_max;
    pt_storage_cache_valid = s->originals_cache_valid;

    pt_storage_has_managed = s->managed != NULL;
    if (s->managed) {
        pt_storage_managed = *s->managed;
    }

    /* blocks jansson already allocated are plain malloc: freeing them
     * with this is fine, so the order against other users does not
     * matter */
    json_set_alloc_funcs(malloc, pt_storage_json_free);
}


const unsigned char *
pt_storage_master_key(void)
{
    return pt_storage_has_key ? pt_storage_key : NULL;
}


const pt_store_net *
pt_storage_net(void)
{
    return &pt_storage_net_conf;
}


/* the metrics' name of a customer bucket's driver */
static pt_metrics_driver
pt_storage_driver(int provider)
{
    switch (provider) {
    case PT_PROVIDER_AZURE:
        return PT_METRICS_AZURE;
    case PT_PROVIDER_GCS:
        return PT_METRICS_GCS;
    default:
        return PT_METRICS_S3;
    }
}


/*
 * The managed store: the bucket of pictor_managed_store (every node
 * shares it), else the files under the storage root.
 */
static pt_store *
pt_store_managed(const char *storage_root, char *err, size_t size)
{
    pt_store      *s;
    pt_store_cfg   c;

    err[0] = '\0';

    if (pt_storage_has_managed) {
        pt_managed_bucket_cfg(&pt_storage_managed, &pt_storage_net_conf, &c);

        s = pt_store_counted(pt_store_remote_new(&c, err, size),
                             pt_storage_driver(c.provider));
        if (s != NULL) {
            s->provider = NULL;       /* errors say "the managed store" */

        } else if (err[0] == '\0') {
            pt_snprintf(err, size, "out of memory");
        }

        return s;
    }

    s = pt_store_counted(pt_store_local_new(storage_root), PT_METRICS_LOCAL);
    if (s == NULL) {
        pt_snprintf(err, size, "out of memory");
    }

    return s;
}


pt_store *
pt_store_for_config(const pt_store_cfg *cfg, const char *storage_root,
    char *err, size_t size)
{
    pt_store      *s;
    pt_store_cfg   c;

    err[0] = '\0';

    if (cfg->provider == PT_PROVIDER_MANAGED) {
        return pt_store_managed(storage_root, err, size);
    }

    c = *cfg;
    c.net = pt_storage_net_conf;

    s = pt_store_counted(pt_store_remote_new(&c, err, size),
                         pt_storage_driver(c.provider));
    if (s == NULL && err[0] == '\0') {
        pt_snprintf(err, size, "out of memory");
    }

    return s;
}


/*
 * A bucket's store behind the originals cache when there is one; the
 * scope keeps apart the projects and configurations that could share a
 * key.  NULL on no memory (s is freed).
 */
static pt_store *
pt_store_cached(pt_store *s, const pt_store_cfg *cfg,
    unsigned long long project_id)
{
    char         scope[1024];
    const char  *name;

    name = pt_provider_read_form(cfg->provider);
    s->provider = name;

    if (pt_storage_cache_dir == NULL) {
        return s;
    }

    pt_snprintf(scope, sizeof(scope), "%llu\n%s\n%s\n%s\n%s", project_id,
                name, cfg->endpoint ? cfg->endpoint : "",
                cfg->bucket ? cfg->bucket : "",
                cfg->prefix ? cfg->prefix : "");

    s = pt_store_cache_new(s, pt_storage_cache_dir, pt_storage_cache_max,
                           pt_storage_cache_valid, scope);
    if (s != NULL) {
        s->provider = name;
    }

    return s;
}


pt_cause
pt_store_problem(int rc)
{
    switch (rc) {
    case PT_STORE_NOT_FOUND:
        return PT_E_NO_SUCH;
    case PT_STORE_UNREACHABLE:
    case PT_STORE_DENIED:
        return PT_E_BUCKET;
    case PT_STORE_FULL:
        return PT_E_DISK_FULL;
    default:
        return PT_E_FAULT;
    }
}


/* NULL with why set: the factories' one way to fail. */
#define pt_store_fail(why, cause, ...)                                    \
    (pt_error_put(why, cause, __VA_ARGS__), (pt_store *) NULL)


/* The store of cfg, a configuration of project_id; NULL with why. */
static pt_store *
pt_store_for_cfg(const pt_store_cfg *cfg, const char *storage_root,
    unsigned long long project_id, pt_error *why)
{
    char          err[256];
    pt_store     *s;
    const char   *name;
    pt_store_cfg  mc;

    name = pt_provider_read_form(cfg->provider);

    if (cfg->provider != PT_PROVIDER_MANAGED && !pt_storage_has_key) {
        pt_log(PT_LOG_ERR, "project %llu keeps its originals in a %s bucket"
               " but this server has no master key", project_id, name);
        return pt_store_fail(why, PT_E_NO_MASTER_KEY, "the project's %s bucket"
                             " cannot be used: the server has no master"
                             " key", name);
    }

    err[0] = '\0';
    s = pt_store_for_config(cfg, storage_root, err, sizeof(err));

    if (s != NULL && cfg->provider != PT_PROVIDER_MANAGED) {
        s = pt_store_cached(s, cfg, project_id);

    } else if (s != NULL && pt_storage_has_managed) {
        /* the managed bucket too: a miss need not download the original */
        pt_managed_bucket_cfg(&pt_storage_managed, &pt_storage_net_conf,
                              &mc);
        s = pt_store_cached(s, &mc, project_id);
        if (s != NULL) {
            s->provider = NULL;
        }
    }

    if (s == NULL && (err[0] == '\0' || strcmp(err, "out of memory") == 0))
    {
        return pt_store_fail(why, PT_E_NOMEM, "out of memory");
    }

    if (s == NULL) {
        pt_log(PT_LOG_ERR, "project %llu: the %s driver refuses the saved"
               " configuration: %s", project_id, name, err);
        return pt_store_fail(why, PT_E_BUCKET, "the project's %s"
                             " bucket cannot be used: %s", name, err);
    }

    return s;
}


/* The store of the project's configuration in slot; NULL with why. */
static pt_store *
pt_store_for_slot(pt_db *db, const char *storage_root,
    unsigned long long project_id, pt_sconf_slot slot, pt_error *why)
{
    int               rc;
    pt_store         *s;
    pt_storage_conf   sc;

    rc = pt_storage_conf_load(db, pt_storage_master_key(), project_id,
                              slot, &sc);

    if (rc == PT_SCONF_E_DB) {
        pt_storage_conf_free(&sc);

        if (pt_db_error(db) == PT_DB_E_UNAVAILABLE) {
            return pt_store_fail(why, PT_E_DB_DOWN,
                                 "the database is unreachable");
        }

        return pt_store_fail(why, PT_E_FAULT, "internal error");
    }

    if (rc != PT_SCONF_OK) {
        pt_storage_conf_free(&sc);
        return pt_store_fail(why, PT_E_FAULT, "%s", rc == PT_SCONF_E_OPEN
                             ? "the project's storage configuration cannot"
                               " be opened on this server (see its error"
                               " log); originals are never read from"
                               " another store" : "out of memory");
    }

    s = pt_store_for_cfg(&sc.cfg, storage_root, project_id, why);
    pt_storage_conf_free(&sc);

    return s;
}


pt_store *
pt_store_for_managed_project(const char *storage_root,
    unsigned long long project_id, pt_error *why)
{
    pt_store_cfg  cfg;

    /* what pt_storage_conf_load() gives for a project without a row */
    memset(&cfg, 0, sizeof(pt_store_cfg));
    cfg.provider = PT_PROVIDER_MANAGED;

    return pt_store_for_cfg(&cfg, storage_root, project_id, why);
}


pt_store *
pt_store_for_project(pt_db *db, const char *storage_root,
    unsigned long long project_id, pt_error *why)
{
    int        rc;
    pt_store  *s, *prev;

    if (db == NULL) {
        return pt_store_fail(why, PT_E_DB_DOWN,
                             "the database is unreachable");
    }

    s = pt_store_for_slot(db, storage_root, project_id, PT_SCONF_CURRENT,
                          why);
    if (s == NULL) {
        return NULL;
    }

    /* a storage migration runs: the store it copies from backs this one;
     * from a PUT until a migration completed: the store before it
     * (docs/BUCKETS.md, "Switching stores") */
    rc = pt_storage_conf_backing(db, project_id);

    if (rc == PT_SCONF_NONE) {
        return s;
    }

    if (rc == PT_SCONF_E_DB) {
        s->ops->free(s);

        if (pt_db_error(db) == PT_DB_E_UNAVAILABLE) {
            return pt_store_fail(why, PT_E_DB_DOWN,
                                 "the database is unreachable");
        }

        return pt_store_fail(why, PT_E_FAULT, "internal error");
    }

    prev = pt_store_for_slot(db, storage_root, project_id,
                             (pt_sconf_slot) rc, why);
    if (prev == NULL) {
        s->ops->free(s);
        return NULL;
    }

    s = pt_store_fallback_new(s, prev);
    if (s == NULL) {
        return pt_store_fail(why, PT_E_NOMEM, "out of memory");
    }

    return s;
}


pt_store *
pt_store_watermarks(const char *storage_root)
{
    char  err[256];

    return pt_store_managed(storage_root, err, sizeof(err));
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
