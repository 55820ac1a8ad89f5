/*
 * pictord.conf reader: defaults first, then "name value" lines from the
 * file.  '#' at the start of a line or after a blank starts a comment;
 * blank lines are ignored.  Every value is checked here so that pictord
 * and pictorctl never see a bad one.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"
#include "db/db.h"
#include "jobs/conffile.h"


#define PT_CONF_LINE_MAX  4096

typedef struct {
    const char  *name;
    size_t       offset;      /* of the unsigned field in pt_conffile */
    unsigned     min;
    unsigned     max;
} pt_conf_number;


static const pt_conf_number  pt_conf_numbers[] = {
    { "workers", offsetof(pt_conffile, workers), 1, 256 },
    { "lease_seconds", offsetof(pt_conffile, lease_seconds), 1, 86400 },
    { "poll_interval_ms", offsetof(pt_conffile, poll_ms), 10, 3600000 },
    { "retry_delay_seconds", offsetof(pt_conffile, retry_seconds), 0,
      86400 },
    { "shutdown_timeout_seconds", offsetof(pt_conffile, shutdown_seconds),
      1, 3600 },
    { "eps_timeout_seconds", offsetof(pt_conffile, eps_timeout), 1, 3600 },
    { "eps_memory_mb", offsetof(pt_conffile, eps_memory_mb), 64, 65536 },
    { "eps_max_pages", offsetof(pt_conffile, eps_max_pages), 1, 100000 },
    { "video_timeout_seconds", offsetof(pt_conffile, video_timeout), 1,
      3600 },
    { "video_memory_mb", offsetof(pt_conffile, video_memory_mb), 64,
      65536 },
    { "migration_parallel", offsetof(pt_conffile, migration_parallel), 1,
      64 },
    { "video_max_duration_seconds",
      offsetof(pt_conffile, video_max_duration), 0, 604800 },
    { "video_max_pixels", offsetof(pt_conffile, video_max_pixels), 0,
      4000000000U },
    /* customer buckets (store_remote.h's pt_store_net); S3's smallest
     * part is 5 MiB, its largest 5 GiB */
    { "storage_connect_timeout_ms",
      offsetof(pt_conffile, storage_connect_timeout_ms), 100, 600000 },
    { "storage_timeout_ms", offsetof(pt_conffile, storage_timeout_ms), 100,
      3600000 },
    { "storage_retries", offsetof(pt_conffile, storage_retries), 0, 10 },
    { "storage_part_size_mb", offsetof(pt_conffile, storage_part_size_mb),
      5, 5120 },
    { "storage_private_networks",
      offsetof(pt_conffile, storage_private_networks), 0, 1 },
    { "storage_deadline_ms", offsetof(pt_conffile, storage_deadline_ms), 0,
      86400000 },
    { "storage_min_speed", offsetof(pt_conffile, storage_min_speed), 0,
      1000000000 },
    { "storage_min_speed_ms", offsetof(pt_conffile, storage_min_speed_ms),
      1000, 3600000 },
    { "storage_max_download_mb",
      offsetof(pt_conffile, storage_max_download_mb), 0, 1048576 },
    { "import_page_size", offsetof(pt_conffile, import_page_size), 0,
      1000 },
    /* a bucket whose listing never ends ends the job instead */
    { "listing_max_pages", offsetof(pt_conffile, listing_max_pages), 1,
      100000000 },
    { "listing_max_objects", offsetof(pt_conffile, listing_max_objects), 1,
      4000000000U },
    /* the CDN's purges (docs/CDN.md "Purges") */
    { "cdn_poll_interval_ms", offsetof(pt_conffile, cdn_poll_ms), 10,
      60000 },
    { "cdn_timeout_ms", offsetof(pt_conffile, cdn_timeout_ms), 100,
      600000 },
    { NULL, 0, 0, 0 }
};


static const char  *pt_conf_levels[] = {
    "", "emerg", "alert", "crit", "error", "warn", "notice", "info", "debug",
    NULL
};


static int pt_conf_defaults(pt_conffile *cf, const char *path, char *err,
    size_t errlen);
static int pt_conf_split(char *line, char **name, char **value);
static int pt_conf_line(pt_conffile *cf, char *name, char *value,
    unsigned long long *seen, char *why, size_t whylen);
static int pt_conf_seen(const char *name, unsigned long long *seen,
    char *why, size_t whylen);
static int pt_conf_level(pt_conffile *cf, const char *value, char *why,
    size_t whylen);
static int pt_conf_numeric(pt_conffile *cf, const char *name,
    const char *value, char *why, size_t whylen);
static int pt_conf_string(char **field, const char *value, char *why,
    size_t whylen);
static int pt_conf_flag(unsigned *field, const char *name,
    const char *value, char *why, size_t whylen);
static int pt_conf_cdn(pt_conffile *cf, const char *value, char *why,
    size_t whylen);


int
pt_conffile_load(pt_conffile *cf, const char *path, char *err,
    size_t errlen)
{
    int       rc;
    char                line[PT_CONF_LINE_MAX], why[512], *name, *value;
    FILE               *f;
    size_t              len;
    unsigned            lineno;
    unsigned long long  seen;     /* a bit per directive: 64 at most */

    if (pt_conf_defaults(cf, path, err, errlen) != PT_OK) {
        goto failed;
    }

    f = fopen(path, "r");
    if (f == NULL) {
        pt_snprintf(err, errlen, "%s: %s", path, strerror(errno));
        goto failed;
    }

    lineno = 0;
    seen = 0;
    rc = PT_OK;

    while (fgets(line, sizeof(line), f) != NULL) {
        lineno++;
        len = strlen(line);

        if (len == sizeof(line) - 1 && line[len - 1] != '\n' && !feof(f)) {
            pt_snprintf(err, errlen, "%s:%u: line too long", path, lineno);
            rc = PT_ERROR;
            break;
        }

        if (pt_conf_split(line, &name, &value) == 0) {
            continue;
        }

        if (pt_conf_line(cf, name, value, &seen, why, sizeof(why)) != PT_OK)
        {
            pt_snprintf(err, errlen, "%s:%u: %s", path, lineno, why);
            rc = PT_ERROR;
            break;
        }
    }

    if (rc == PT_OK && ferror(f)) {
        pt_snprintf(err, errlen, "%s: read error", path);
        rc = PT_ERROR;
    }

    fclose(f);

    if (rc != PT_OK) {
        goto failed;
    }

    return PT_OK;

failed:

    pt_conffile_free(cf);
    return PT_ERROR;
}


/* Every field at its default; PT_ERROR (err set) when out of memory. */
static int
pt_conf_defaults(pt_conffile *cf, const char *path, char *err,
    size_t errlen)
{
    char  host[256];

    memset(cf, 0, sizeof(pt_conffile));

    cf->workers = 2;
    cf->lease_seconds = 30;
    cf->poll_ms = 1000;
    cf->retry_seconds = 5;
    cf->shutdown_seconds = 20;
    cf->eps_timeout = 120;
    cf->eps_memory_mb = 2048;
    cf->eps_max_pages = 200;
    cf->video_timeout = 60;
    cf->video_memory_mb = 1024;
    cf->migration_parallel = 4;
    cf->listing_max_pages = 1000;
    cf->listing_max_objects = 1000000;
    cf->video_max_duration = 3600;
    cf->video_max_pixels = 33177600;
    cf->storage_connect_timeout_ms = 5000;
    cf->storage_timeout_ms = 30000;
    cf->storage_retries = 3;
    cf->storage_part_size_mb = 8;
    cf->storage_deadline_ms = 600000;
    cf->storage_min_speed = 1024;
    cf->storage_min_speed_ms = 10000;
    cf->storage_max_download_mb = 4096;
    cf->cdn_poll_ms = 200;
    cf->cdn_timeout_ms = 10000;
    cf->log_level = PT_LOG_INFO;
    cf->test_jobs = 0;

    cf->master_key_file = pt_strdup("/etc/pictor/master.key");

    if (gethostname(host, sizeof(host)) != 0) {
        pt_snprintf(host, sizeof(host), "pictord");
    }
    host[sizeof(host) - 1] = '\0';
    cf->worker_id = pt_strdup(host);

    if (cf->master_key_file == NULL || cf->worker_id == NULL) {
        pt_snprintf(err, errlen, "%s: out of memory", path);
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * Cuts line, in place, into *name and *value (maybe ""): comment and
 * blanks around them dropped.  0 when nothing is left of the line.
 */
static int
pt_conf_split(char *line, char **name, char **value)
{
    char  *p, *end;

    /*
     * '#' starts a comment at the start of a line or after a blank
     * only, so that a password like "pass=a#b" survives.
     */
    for (p = line; *p != '\0'; p++) {
        if (*p == '#' && (p == line || p[-1] == ' ' || p[-1] == '\t')) {
            *p = '\0';
            break;
        }
    }

    /* trim both ends */
    p = line;
    while (*p == ' ' || *p == '\t') {
        p++;
    }

    end = p + strlen(p);
    while (end > p && (end[-1] == ' ' || end[-1] == '\t'
                       || end[-1] == '\n' || end[-1] == '\r'))
    {
        end--;
    }
    *end = '\0';

    if (*p == '\0') {
        return 0;
    }

    *name = p;
    while (*p != '\0' && *p != ' ' && *p != '\t') {
        p++;
    }

    if (*p != '\0') {
        *p++ = '\0';
        while (*p == ' ' || *p == '\t') {
            p++;
        }
    }

    *value = p;

    return 1;
}


/* One directive, its value checked and stored. */
static int
pt_conf_line(pt_conffile *cf, char *name, char *value,
    unsigned long long *seen, char *why, size_t whylen)
{
    char         dberr[256];
    pt_db_conf  *db;

    /* the one directive that repeats: a target per line */
    if (strcmp(name, "cdn_purge") == 0) {
        return pt_conf_cdn(cf, value, why, whylen);
    }

    if (pt_conf_seen(name, seen, why, whylen) != PT_OK) {
        return PT_ERROR;
    }

    if (*value == '\0') {
        pt_snprintf(why, whylen, "\"%s\" directive needs a value", name);
        return PT_ERROR;
    }

    if (strcmp(name, "database") == 0
        || strcmp(name, "migrate_database") == 0)
    {
        db = name[0] == 'd' ? &cf->db : &cf->migrate_db;
        pt_db_conf_free(db);
        memset(db, 0, sizeof(pt_db_conf));

        if (pt_db_conf_parse(db, value, dberr, sizeof(dberr)) != PT_OK) {
            pt_snprintf(why, whylen, "%s: %s", name, dberr);
            return PT_ERROR;
        }

        return PT_OK;
    }

    if (strcmp(name, "zmq_endpoint") == 0) {
        if (strncmp(value, "ipc://", 6) != 0
            && strncmp(value, "tcp://", 6) != 0)
        {
            pt_snprintf(why, whylen, "zmq_endpoint \"%s\" is not ipc:// or "
                        "tcp://", value);
            return PT_ERROR;
        }

        return pt_conf_string(&cf->zmq_endpoint, value, why, whylen);
    }

    if (strcmp(name, "master_key_file") == 0) {
        return pt_conf_string(&cf->master_key_file, value, why, whylen);
    }

    if (strcmp(name, "storage_root") == 0) {
        return pt_conf_string(&cf->storage_root, value, why, whylen);
    }

    if (strcmp(name, "sandbox_exec") == 0) {
        if (strcmp(value, "off") != 0 && value[0] != '/') {
            pt_snprintf(why, whylen, "sandbox_exec must be an absolute path"
                        " or off");
            return PT_ERROR;
        }

        return pt_conf_string(&cf->sandbox_exec,
                              strcmp(value, "off") == 0 ? "" : value, why,
                              whylen);
    }

    if (strcmp(name, "managed_store") == 0) {
        return pt_conf_string(&cf->managed_store, value, why, whylen);
    }

    if (strcmp(name, "metrics_url") == 0 || strcmp(name, "public_url") == 0) {
        if (strncmp(value, "http://", 7) != 0
            && strncmp(value, "https://", 8) != 0)
        {
            pt_snprintf(why, whylen, "%s must be an http:// or https://"
                        " URL", name);
            return PT_ERROR;
        }

        return pt_conf_string(name[0] == 'm' ? &cf->metrics_url
                                             : &cf->public_url,
                              value, why, whylen);
    }

    if (strcmp(name, "worker_id") == 0) {
        /* it becomes part of the lease owner, a VARCHAR(128) */
        if (strlen(value) > 64 || strpbrk(value, " \t") != NULL) {
            pt_snprintf(why, whylen, "worker_id must be one word of at most "
                        "64 characters");
            return PT_ERROR;
        }

        return pt_conf_string(&cf->worker_id, value, why, whylen);
    }

    if (strcmp(name, "log_level") == 0) {
        return pt_conf_level(cf, value, why, whylen);
    }

    if (strcmp(name, "test_jobs") == 0) {
#if (PT_TEST_BUILD)
        return pt_conf_flag(&cf->test_jobs, name, value, why, whylen);
#else
        pt_snprintf(why, whylen, "\"test_jobs\": this pictord is not a test"
                    " build (make test-build) and has no test job kind");
        return PT_ERROR;
#endif
    }

    if (strcmp(name, "sandbox_unconfined") == 0) {
        return pt_conf_flag(&cf->sandbox_unconfined, name, value, why,
                            whylen);
    }

    return pt_conf_numeric(cf, name, value, why, whylen);
}


/*
 * A known directive not seen before.  seen has a bit per directive so
 * that a repeated one is an error rather than a silent override (nginx
 * does the same).
 */
static int
pt_conf_seen(const char *name, unsigned long long *seen, char *why,
    size_t whylen)
{
    int                 i;
    unsigned long long  bit;

    static const char  *names[] = {
        "database", "zmq_endpoint", "master_key_file", "storage_root",
        "worker_id", "log_level", "test_jobs", "workers", "lease_seconds",
        "poll_interval_ms", "retry_delay_seconds",
        "shutdown_timeout_seconds", "eps_timeout_seconds", "eps_memory_mb",
        "sandbox_unconfined", "eps_max_pages", "storage_connect_timeout_ms",
        "storage_timeout_ms", "storage_retries", "storage_part_size_mb",
        "storage_private_networks", "video_timeout_seconds",
        "video_memory_mb", "migration_parallel", "import_page_size",
        "managed_store", "video_max_duration_seconds", "video_max_pixels",
        "sandbox_exec", "metrics_url", "public_url", "migrate_database",
        "listing_max_pages", "listing_max_objects", "storage_deadline_ms",
        "storage_min_speed", "storage_min_speed_ms",
        "storage_max_download_mb", "cdn_poll_interval_ms",
        "cdn_timeout_ms", NULL
    };

    for (i = 0; names[i] != NULL; i++) {
        if (strcmp(name, names[i]) == 0) {
            break;
        }
    }

    if (names[i] == NULL) {
        pt_snprintf(why, whylen, "unknown directive \"%s\"", name);
        return PT_ERROR;
    }

    bit = 1ULL << i;

    if (*seen & bit) {
        pt_snprintf(why, whylen, "\"%s\" directive is duplicate", name);
        return PT_ERROR;
    }

    *seen |= bit;

    return PT_OK;
}


static int
pt_conf_level(pt_conffile *cf, const char *value, char *why, size_t whylen)
{
    int  i;

    for (i = 1; pt_conf_levels[i] != NULL; i++) {
        if (strcmp(value, pt_conf_levels[i]) == 0) {
            cf->log_level = i;
            return PT_OK;
        }
    }

    pt_snprintf(why, whylen, "invalid log_level \"%s\"", value);
    return PT_ERROR;
}


/* A directive of pt_conf_numbers, within its bounds. */
static int
pt_conf_numeric(pt_conffile *cf, const char *name, const char *value,
    char *why, size_t whylen)
{
    char                  *end;
    unsigned long          n;
    const pt_conf_number  *num;

    for (num = pt_conf_numbers; num->name != NULL; num++) {
        if (strcmp(name, num->name) != 0) {
            continue;
        }

        errno = 0;
        n = strtoul(value, &end, 10);

        if (value[0] < '0' || value[0] > '9' || *end != '\0' || errno != 0
            || n < num->min || n > num->max)
        {
            pt_snprintf(why, whylen, "%s must be a number from %u to %u",
                        name, num->min, num->max);
            return PT_ERROR;
        }

        *(unsigned *) ((char *) cf + num->offset) = (unsigned) n;
        return PT_OK;
    }

    /* every name pt_conf_seen() knows is handled by pt_conf_line() */
    pt_snprintf(why, whylen, "unhandled directive \"%s\"", name);
    return PT_ERROR;
}


static int
pt_conf_string(char **field, const char *value, char *why, size_t whylen)
{
    char  *s;

    s = pt_strdup(value);
    if (s == NULL) {
        pt_snprintf(why, whylen, "out of memory");
        return PT_ERROR;
    }

    free(*field);
    *field = s;

    return PT_OK;
}


void
pt_conffile_free(pt_conffile *cf)
{
    pt_db_conf_free(&cf->db);
    memset(&cf->db, 0, sizeof(pt_db_conf));
    pt_db_conf_free(&cf->migrate_db);
    memset(&cf->migrate_db, 0, sizeof(pt_db_conf));

    free(cf->zmq_endpoint);
    free(cf->master_key_file);
    free(cf->storage_root);
    free(cf->managed_store);
    free(cf->sandbox_exec);
    free(cf->worker_id);
    free(cf->metrics_url);
    free(cf->public_url);

    cf->zmq_endpoint = NULL;
    cf->master_key_file = NULL;
    cf->storage_root = NULL;
    cf->managed_store = NULL;
    cf->sandbox_exec = NULL;
    cf->worker_id = NULL;
    cf->metrics_url = NULL;
    cf->public_url = NULL;

    while (cf->ncdn_purge) {
        free(cf->cdn_purge[--cf->ncdn_purge]);
        cf->cdn_purge[cf->ncdn_purge] = NULL;
    }
}


/* A cdn_purge line, kept as written: its words are cdn/'s to check. */
static int
pt_conf_cdn(pt_conffile *cf, const char *value, char *why, size_t whylen)
{
    if (*value == '\0') {
        pt_snprintf(why, whylen, "\"cdn_purge\" directive needs a value");
        return PT_ERROR;
    }

    if (cf->ncdn_purge == PT_CONF_CDN_MAX) {
        pt_snprintf(why, whylen, "more than %d cdn_purge targets",
                    PT_CONF_CDN_MAX);
        return PT_ERROR;
    }

    cf->cdn_purge[cf->ncdn_purge] = NULL;

    if (pt_conf_string(&cf->cdn_purge[cf->ncdn_purge], value, why, whylen)
        != PT_OK)
    {
        return PT_ERROR;
    }

    cf->ncdn_purge++;

    return PT_OK;
}


static int
pt_conf_flag(unsigned *field, const char *name, const char *value,
    char *why, size_t whylen)
{
    if (strcmp(value, "on") == 0 || strcmp(value, "off") == 0) {
        *field = value[1] == 'n';
        return PT_OK;
    }

    pt_snprintf(why, whylen, "%s must be \"on\" or \"off\"", name);
    return PT_ERROR;
}
