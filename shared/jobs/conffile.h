/*
 * pictord.conf: one "name value" per line, '#' starts a comment.  Shared by
 * pictord and pictorctl (which reads the database and master key from it).
 */

#ifndef PT_CONFFILE_H
#define PT_CONFFILE_H

#include "db/db.h"

#define PT_CONF_CDN_MAX  8

typedef struct {
    pt_db_conf  db;                 /* database <spec>: the service's
                                       user, SELECT/INSERT/UPDATE/DELETE */
    pt_db_conf  migrate_db;         /* migrate_database <spec>: pictorctl
                                       migrate's, with DDL (unset: db) */
    char       *zmq_endpoint;       /* zmq_endpoint ipc:///path | tcp://h:p */
    char       *master_key_file;    /* master_key_file /path */
    char       *storage_root;       /* storage_root /path */
    char       *worker_id;          /* worker_id name (default hostname) */
    unsigned    workers;            /* workers 2 */
    unsigned    lease_seconds;      /* lease_seconds 30 */
    unsigned    poll_ms;            /* poll_interval_ms 1000 */
    unsigned    retry_seconds;      /* retry_delay_seconds 5 */
    unsigned    shutdown_seconds;   /* shutdown_timeout_seconds 20 */
    unsigned    eps_timeout;        /* eps_timeout_seconds 120 */
    unsigned    eps_memory_mb;      /* eps_memory_mb 2048 */
    unsigned    eps_max_pages;      /* eps_max_pages 200 */
    unsigned    video_timeout;      /* video_timeout_seconds 60: one
                                       ffmpeg run's wall clock and CPU */
    unsigned    video_memory_mb;    /* video_memory_mb 1024 */
    unsigned    migration_parallel; /* migration_parallel 4: objects a
                                       storage migration copies at once */
    /* the upload's limits (pictor_video_max_*), which the job holds a
     * video to as well */
    unsigned    video_max_duration; /* video_max_duration_seconds 3600,
                                       0: none */
    unsigned    video_max_pixels;   /* video_max_pixels 33177600, 0: none */
    int         log_level;          /* log_level info */
    unsigned    test_jobs;          /* test_jobs on|off (test builds) */
    unsigned    sandbox_unconfined; /* sandbox_unconfined on|off */
    char       *sandbox_exec;       /* sandbox_exec path|off: the launcher
                                       of sandboxes made ahead; NULL the
                                       packaged one, "" off */
    /* customer buckets (store_remote.h's pt_store_net) */
    unsigned    storage_connect_timeout_ms;  /* 5000 */
    unsigned    storage_timeout_ms;          /* 30000: no progress */
    unsigned    storage_retries;             /* 3 */
    unsigned    storage_part_size_mb;        /* 8 (5 to 5120) */
    unsigned    storage_private_networks;    /* 0; 1: buckets may be on
                                                loopback, private nets */
    unsigned    storage_deadline_ms;         /* 600000: a whole transfer */
    unsigned    storage_min_speed;           /* 1024 bytes/s ... */
    unsigned    storage_min_speed_ms;        /* ... over 10000 ms */
    unsigned    storage_max_download_mb;     /* 4096: a download of no
                                                known size */
    unsigned    import_page_size;   /* import_page_size 0: objects per
                                       listing request of a bucket import
                                       (0: the provider's most, 1000) */
    /* a migration's or an import's listing of a bucket: past either the
     * job fails (a bucket that always says there is more) */
    unsigned    listing_max_pages;    /* listing_max_pages 1000 */
    unsigned    listing_max_objects;  /* listing_max_objects 1000000 */
    char       *managed_store;      /* NULL: files under storage_root;
                                       else records/managed.h's words */
    /* what pictorctl doctor probes of nginx: the metrics listener (default
     * the shipped conf's) and the public server (NULL: not probed) */
    char       *metrics_url;        /* metrics_url URL */
    char       *public_url;         /* public_url URL */
    /* the CDN's purge targets (docs/CDN.md "Targets"): each cdn_purge
     * line's value as written, parsed and its token file read by pictord
     * and doctor (cdn/cdn.h), so that pictorctl needs no token */
    char       *cdn_purge[PT_CONF_CDN_MAX];
    unsigned    ncdn_purge;
    unsigned    cdn_poll_ms;        /* cdn_poll_interval_ms 200 */
    unsigned    cdn_timeout_ms;     /* cdn_timeout_ms 10000 */
} pt_conffile;

/* Defaults, then the file.  On error writes "file:line: why" into err. */
int pt_conffile_load(pt_conffile *cf, const char *path, char *err,
    size_t errlen);
void pt_conffile_free(pt_conffile *cf);

#endif /* PT_CONFFILE_H */
