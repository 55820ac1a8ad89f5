/*
 * The sentinel cycle (docs/API.md "Storage (customer buckets)"): how
 * validation and health checks find out whether a store works.  A small
 * random object is written under the project's key prefix, read back,
 * compared and deleted, through the store's own driver, so a check
 * exercises the permissions the originals need
 * (docs/API.md "Authentication", bucket permissions).
 */

#ifndef PT_STORE_CHECK_H
#define PT_STORE_CHECK_H

#include "store/store.h"

#define PT_SENTINEL_NAME  "pictor-sentinel-"

/*
 * One cycle on "{project}/pictor-sentinel-<random>" (not a hidden name:
 * keys must pass pt_store_key_valid() in every driver; no image id starts
 * like this).  PT_STORE_OK, or the failed step's pt_store_rc with err
 * saying which step failed and the driver's reason (s->error, which holds
 * no secret); a bucket that cannot be reached says only so, whatever the
 * reason (logged).  After a failed read or comparison the object is still
 * deleted.
 */
int pt_store_check(pt_store *s, const char *project, char *err, size_t size);

#endif /* PT_STORE_CHECK_H */
