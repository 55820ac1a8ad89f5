/*
 * The remote drivers' dispatch and the provider names of
 * docs/API.md "Storage configuration".
 */

#include <string.h>

#include "store/store_remote.h"


pt_store *
pt_store_remote_new(const pt_store_cfg *cfg, char *err, size_t size)
{
    switch (cfg->provider) {

    case PT_PROVIDER_S3:
        return pt_store_s3_new(cfg, err, size);

    case PT_PROVIDER_AZURE:
        return pt_store_azure_new(cfg, err, size);

    case PT_PROVIDER_GCS:
        return pt_store_gcs_new(cfg, err, size);

    default:
        pt_snprintf(err, size, "provider: not a customer bucket");
        return NULL;
    }
}


int
pt_provider_from_name(const char *name)
{
    if (name == NULL) {
        return -1;
    }

    if (strcmp(name, "s3") == 0) {
        return PT_PROVIDER_S3;
    }

    if (strcmp(name, "azureblob") == 0) {
        return PT_PROVIDER_AZURE;
    }

    if (strcmp(name, "gcs") == 0) {
        return PT_PROVIDER_GCS;
    }

    return -1;
}


const char *
pt_provider_read_form(pt_provider p)
{
    switch (p) {
    case PT_PROVIDER_S3:
        return "S3";
    case PT_PROVIDER_AZURE:
        return "AzureBlob";
    case PT_PROVIDER_GCS:
        return "GCS";
    default:
        return "Managed";
    }
}
