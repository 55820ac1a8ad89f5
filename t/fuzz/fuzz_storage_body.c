/*
 * libFuzzer target for the body of PUT /api/{project}/storage and of its
 * validate route (shared/api/api_storage_body.c): the input is a request
 * body, loaded as pt_body_object loads it.  An object goes through
 * pt_storage_body, and what it accepts through the driver's constructor
 * (pt_store_remote_new, network-free), which parses the connection
 * string or the service account key, as the routes do before they
 * validate.  Besides the sanitizers' checks:
 *
 * - a refusal, of the body or of the constructor, never quotes a
 *   credential (accessKeyId, secretAccessKey, connectionString,
 *   serviceAccountJson): a value with a '~' in it, which no message
 *   holds, is not in the text unless a member's name (which may be
 *   quoted) holds it too;
 * - an accepted body is one provider's: a bucket of [A-Za-z0-9._-]; a
 *   pathPrefix, when there, relative with no empty, "." or ".." segment
 *   (a key stays one key under it), no backslash or control character;
 *   an endpoint, when there, http(s) without user, query, fragment,
 *   space, backslash or control character; S3 keys without control
 *   characters and a region or an endpoint; a connection string; a
 *   service account key that is a JSON object; and no field of another
 *   provider.
 *
 * Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "core/pt.h"
#include "api/api_storage.h"
#include "fuzz_store.h"


static const char  *fuzz_secrets[] = {
    "accessKeyId", "secretAccessKey", "connectionString",
    "serviceAccountJson", NULL
};


/* no credential of body in err (see above) */
static void
fuzz_no_secret(json_t *body, const char *err)
{
    const char   *v, *name, **f;
    json_t       *m;

    for (f = fuzz_secrets; *f; f++) {
        v = json_string_value(json_object_get(body, *f));

        if (v == NULL || strchr(v, '~') == NULL || strstr(err, v) == NULL) {
            continue;
        }

        json_object_foreach(body, name, m) {
            if (strstr(name, v) != NULL) {
                break;
            }
        }

        if (name == NULL) {
            abort();
        }
    }
}


/* a 400's detail, to the client who sent the body: it may quote a name
 * the client chose (an unknown field), never a credential */
static void
fuzz_refused(json_t *body, const char *err, size_t size)
{
    size_t  n;

    n = strnlen(err, size);
    if (n == 0 || n == size) {
        abort();
    }

    fuzz_no_secret(body, err);
}


static int
fuzz_text(const char *s)
{
    for ( /* void */ ; *s; s++) {
        if ((unsigned char) *s < 0x20 || *s == 0x7f) {
            return 0;
        }
    }

    return 1;
}


static int
fuzz_prefix_ok(const char *p)
{
    const char  *seg, *s;

    if (!fuzz_text(p) || strchr(p, '\\') != NULL || p[0] == '/') {
        return 0;
    }

    /* a trailing '/' ends the last segment; it starts no empty one */
    for (seg = s = p; *s; s++) {
        if (*s == '/') {
            if (s == seg || (s - seg == 1 && seg[0] == '.')
                || (s - seg == 2 && seg[0] == '.' && seg[1] == '.'))
            {
                return 0;
            }
            seg = s + 1;
        }
    }

    return strcmp(seg, ".") != 0 && strcmp(seg, "..") != 0;
}


static int
fuzz_endpoint_ok(const char *e)
{
    if (strncasecmp(e, "https://", 8) != 0
        && strncasecmp(e, "http://", 7) != 0)
    {
        return 0;
    }

    return fuzz_text(e) && strpbrk(e, " \\?#@") == NULL;
}


static void
fuzz_accepted(json_t *body, const pt_store_cfg *cfg)
{
    char       err[256];
    json_t    *key;
    pt_store  *s;

    if (cfg->bucket == NULL || cfg->bucket[0] == '\0'
        || strspn(cfg->bucket, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                               "abcdefghijklmnopqrstuvwxyz0123456789._-")
           != strlen(cfg->bucket)
        || (cfg->prefix != NULL && !fuzz_prefix_ok(cfg->prefix))
        || (cfg->endpoint != NULL && !fuzz_endpoint_ok(cfg->endpoint)))
    {
        abort();
    }

    switch (cfg->provider) {

    case PT_PROVIDER_S3:
        if ((cfg->region == NULL && cfg->endpoint == NULL)
            || (cfg->region != NULL
                && strspn(cfg->region, "abcdefghijklmnopqrstuvwxyz"
                                       "0123456789-")
                   != strlen(cfg->region))
            || cfg->access_key_id == NULL || cfg->access_key_id[0] == '\0'
            || !fuzz_text(cfg->access_key_id)
            || cfg->secret_access_key == NULL
            || cfg->secret_access_key[0] == '\0'
            || !fuzz_text(cfg->secret_access_key)
            || cfg->connection_string != NULL
            || cfg->service_account_json != NULL)
        {
            abort();
        }
        break;

    case PT_PROVIDER_AZURE:
        if (cfg->connection_string == NULL
            || cfg->connection_string[0] == '\0'
            || cfg->region != NULL || cfg->endpoint != NULL
            || cfg->access_key_id != NULL || cfg->secret_access_key != NULL
            || cfg->service_account_json != NULL)
        {
            abort();
        }
        break;

    case PT_PROVIDER_GCS:
        key = cfg->service_account_json
              ? json_loads(cfg->service_account_json, 0, NULL) : NULL;

        if (!json_is_object(key) || cfg->region != NULL
            || cfg->access_key_id != NULL || cfg->secret_access_key != NULL
            || cfg->connection_string != NULL)
        {
            abort();
        }

        json_decref(key);
        break;

    default:
        abort();
    }

    err[0] = '\0';
    s = pt_store_remote_new(cfg, err, sizeof(err));

    if (s == NULL) {
        fuzz_refused(body, err, sizeof(err));
        return;
    }

    s->ops->free(s);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char          err[512];
    json_t       *body;
    pt_store_cfg  cfg;

    body = json_loadb((const char *) data, size, JSON_REJECT_DUPLICATES,
                      NULL);

    if (!json_is_object(body)) {
        json_decref(body);
        return 0;
    }

    err[0] = '\0';

    if (pt_storage_body(body, &cfg, err, sizeof(err)) == PT_OK) {
        fuzz_accepted(body, &cfg);

    } else {
        fuzz_refused(body, err, sizeof(err));
    }

    json_decref(body);

    return 0;
}
