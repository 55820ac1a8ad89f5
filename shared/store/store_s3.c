/*
 * The S3 driver (store_remote.h).  Placeholder until the driver lands
 * (issue 13): it refuses every configuration.
 */

#include "store/store_remote.h"


pt_store *
pt_store_s3_new(const pt_store_cfg *cfg, char *err, size_t size)
{
    (void) cfg;
    pt_snprintf(err, size, "provider: the S3 driver is not built yet");
    return NULL;
}
