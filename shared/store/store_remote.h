/*
 * Customer buckets (docs/API.md "Storage of originals"): the S3 and
 * S3-compatible (store_s3.c), Azure Blob (store_azure.c) and GCS
 * (store_gcs.c) drivers behind store.h's interface, and the configuration
 * they are made from.
 *
 * A configuration holds the plaintext credentials only while a driver is
 * built from it; the driver keeps its own copy and wipes it when freed.
 * A driver's object key is cfg->prefix followed by the store key
 * ("{pathPrefix}{project}/{imageId}").  Every operation streams: an
 * original never sits whole in memory (put_file and get_file/open go
 * through files; uploads over net.part_size go up in parts).
 */

#ifndef PT_STORE_REMOTE_H
#define PT_STORE_REMOTE_H

#include "store/store.h"


typedef enum {
    PT_PROVIDER_MANAGED = 0,
    PT_PROVIDER_S3,             /* AWS, or S3-compatible with endpoint */
    PT_PROVIDER_AZURE,
    PT_PROVIDER_GCS
} pt_provider;

/* How a driver talks to its provider (directives; 0 picks the default) */
typedef struct {
    long        connect_timeout_ms;  /* 5000 */
    long        timeout_ms;          /* a request making no progress: 30000 */
    int         retries;             /* idempotent requests, 5xx/throttled:
                                        3 */
    size_t      part_size;           /* multipart/block/resumable chunk:
                                        8 MiB (S3's minimum part is 5 MiB) */
    const char *ca_file;             /* NULL: the system's CAs */
    int         allow_private;       /* 1: loopback and private addresses
                                        may be connected to (store_addr.c) */
    int         list_page;           /* objects per listing request:
                                        the provider's most (S3: 1000);
                                        tests page with fewer */
    /* what a bucket may make a transfer cost (docs/BUCKETS.md, "Bounds") */
    long        deadline_ms;         /* a whole transfer: 600000; 0 none */
    long        min_speed;           /* bytes/s at least ... */
    long        min_speed_ms;        /* ... averaged over this: 1024, 10000;
                                        0 none */
    off_t       max_download;        /* bytes a download may write when its
                                        size is not known: 4 GiB; 0 none */
} pt_store_net;

/*
 * The size the next download of this thread's store calls may write at
 * most, known to the caller (the image row's size of an original, the
 * listing's size of an object to migrate): a bucket that sends more is
 * cut there (502), whatever it claims.  Used once: the next download
 * takes it; 0 forgets it.  Within net->max_download either way.
 */
void pt_store_expect_size(off_t size);

/*
 * 1 if this thread's last download was cut at the expected size, once:
 * a caller tells a bucket that sends too much from an object replaced
 * under its row (strip-exif, docs/ROBUSTNESS.md).
 */
int pt_store_download_was_cut(void);

/* the cap of a download starting now on net (it takes the expectation) */
off_t pt_store_download_cap(const pt_store_net *net);

typedef struct {
    pt_provider  provider;
    const char  *bucket;             /* bucket or container */
    const char  *prefix;             /* pathPrefix, "" or NULL for none */
    /* S3: region, keys; endpoint for an S3-compatible store (path-style) */
    const char  *region;
    const char  *endpoint;
    const char  *access_key_id;
    const char  *secret_access_key;
    /* Azure Blob */
    const char  *connection_string;
    /* GCS: the service account's JSON key; endpoint, when set, is the
     * JSON API's base in place of https://storage.googleapis.com (a test
     * server, a private endpoint) */
    const char  *service_account_json;
    pt_store_net net;
} pt_store_cfg;


/*
 * Each driver's constructor checks the configuration it needs without
 * touching the network: NULL and err (no secret in it) naming the field
 * that is missing or malformed ("endpoint", "connectionString",
 * "serviceAccountJson", ...), or NULL and "out of memory".
 */
pt_store *pt_store_s3_new(const pt_store_cfg *cfg, char *err, size_t size);
pt_store *pt_store_azure_new(const pt_store_cfg *cfg, char *err,
    size_t size);
pt_store *pt_store_gcs_new(const pt_store_cfg *cfg, char *err, size_t size);

/* The driver of cfg->provider (not PT_PROVIDER_MANAGED), as above. */
pt_store *pt_store_remote_new(const pt_store_cfg *cfg, char *err,
    size_t size);

/* "s3", "azureblob", "gcs" (the request form's values,
 * docs/API.md "Storage configuration") and back; -1 unknown */
int pt_provider_from_name(const char *name);
/* the read forms: "Managed", "S3", "AzureBlob", "GCS" */
const char *pt_provider_read_form(pt_provider p);

#endif /* PT_STORE_REMOTE_H */
