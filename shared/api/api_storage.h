/*
 * The storage routes' database-free parts (api_storage_body.c), apart so
 * the unit tests reach them: the request body of PUT and validate, and
 * the read form GET answers (docs/API.md "Storage configuration").
 */

#ifndef PT_API_STORAGE_H
#define PT_API_STORAGE_H

#include "records/storage_config.h"
#include "store/store_remote.h"

/*
 * A PUT or validate body (a jansson object) into cfg, whose strings then
 * point into body.  PT_OK, or PT_ERROR with err (the 400's detail) naming
 * the field: an unknown field, a field of another provider, a missing,
 * mistyped or malformed one.  err never quotes a credential.
 */
int pt_storage_body(void *body, pt_store_cfg *cfg, char *err, size_t size);

/*
 * The read form of sc (a jansson object, NULL on no memory):
 * {"provider":"Managed"} for the managed store; otherwise every field of
 * a customer bucket, null when unknown: provider (S3, AzureBlob, GCS),
 * bucket, pathPrefix, region, endpoint (S3-compatible stores),
 * validated, lastHealthCheck, lastHealthCheckResult.  Never a credential.
 */
void *pt_storage_read_json(const pt_storage_conf *sc);

#endif /* PT_API_STORAGE_H */
