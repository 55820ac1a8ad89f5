/*
 * The managed store on an S3-compatible bucket, for several nodes
 * (docs/ARCHITECTURE.md "Parts"): nginx's pictor_managed_store and
 * pictord.conf's managed_store take the same words,
 *
 *   s3 bucket=NAME [endpoint=URL] [region=R] [prefix=P] credentials=FILE
 *
 * where FILE (mode 0600, its owner only) holds "access_key_id=..." and
 * "secret_access_key=..." lines ('#' comments, blank lines allowed).  The
 * originals of every project without a customer bucket, their derived
 * assets and the watermarks then live in that bucket under P, so that
 * every node shares them; without it they are files under the storage
 * root (one machine).
 */

#ifndef PT_MANAGED_H
#define PT_MANAGED_H

#include "store/store_remote.h"

typedef struct {
    char  bucket[256];
    char  endpoint[512];            /* "": AWS */
    char  region[64];               /* "": the driver's default */
    char  prefix[256];
    char  credentials[1024];        /* the file's path */
    char  access_key_id[256];
    char  secret_access_key[256];
} pt_managed_bucket;

/*
 * Parses spec and reads the credentials file.  PT_ERROR with err (no
 * secret in it) naming what is wrong; mb is then wiped.
 */
int pt_managed_bucket_parse(const char *spec, pt_managed_bucket *mb,
    char *err, size_t errlen);

/* The driver configuration of mb (its strings point into mb). */
void pt_managed_bucket_cfg(const pt_managed_bucket *mb,
    const pt_store_net *net, pt_store_cfg *cfg);

/* Forgets the secrets. */
void pt_managed_bucket_wipe(pt_managed_bucket *mb);

#endif /* PT_MANAGED_H */
