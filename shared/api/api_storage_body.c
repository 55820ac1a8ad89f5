/*
 * The storage routes' body and read form (api_storage.h).  The body is
 * checked field by field before any driver sees it, so a 400 names the
 * field; what only a driver can judge (a connection string's parts, a
 * service account key's fields) its constructor checks next.
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "api/api_storage.h"
#include "core/timefmt.h"


/* which providers take a field */
#define PT_SB_S3     0x01
#define PT_SB_AZURE  0x02
#define PT_SB_GCS    0x04
#define PT_SB_ALL    0x07

typedef struct {
    const char  *name;
    unsigned     providers;
    size_t       max_len;
    unsigned     secret:1;      /* never quoted, any byte but NUL */
} pt_sb_field;

static const pt_sb_field  pt_sb_fields[] = {
    { "provider",           PT_SB_ALL,   16,    0 },
    { "bucket",             PT_SB_ALL,   255,   0 },
    { "pathPrefix",         PT_SB_ALL,   512,   0 },
    { "region",             PT_SB_S3,    64,    0 },
    { "endpoint",           PT_SB_S3 | PT_SB_GCS, 2048, 0 },
    { "accessKeyId",        PT_SB_S3,    256,   1 },
    { "secretAccessKey",    PT_SB_S3,    256,   1 },
    { "connectionString",   PT_SB_AZURE, 4096,  1 },
    { "serviceAccountJson", PT_SB_GCS,   16384, 1 },
    { NULL, 0, 0, 0 }
};


static int
pt_sb_fail(char *err, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
pt_sb_fail(char *err, size_t size, const char *fmt, ...)
{
    va_list  ap;

    va_start(ap, fmt);
    vsnprintf(err, size, fmt, ap);
    va_end(ap);

    return PT_ERROR;
}


/* 1 when every byte of s is in the set of characters ok() accepts. */
static int
pt_sb_chars(const char *s, int (*ok)(int c))
{
    for ( /* void */ ; *s; s++) {
        if (!ok((unsigned char) *s)) {
            return 0;
        }
    }

    return 1;
}


static int
pt_sb_alnum(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9');
}


/* bucket and container names of the three providers: a common subset */
static int
pt_sb_bucket_char(int c)
{
    return pt_sb_alnum(c) || c == '.' || c == '-' || c == '_';
}


static int
pt_sb_region_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}


static int
pt_sb_host_char(int c)
{
    return pt_sb_alnum(c) || c == '.' || c == '-';
}


/* no control characters: they would reach request lines and logs */
static int
pt_sb_text_char(int c)
{
    return c >= 0x20 && c != 0x7f;
}


/*
 * pathPrefix: the text in front of "{project}/{imageId}" in every key.
 * Relative, with no empty, "." or ".." segment, so a key stays one key.
 */
static int
pt_sb_prefix(const char *p, char *err, size_t size)
{
    const char  *seg, *s;

    if (!pt_sb_chars(p, pt_sb_text_char) || strchr(p, '\\') != NULL) {
        return pt_sb_fail(err, size, "field \"pathPrefix\" must not hold"
                          " control characters or backslashes");
    }

    if (p[0] == '/') {
        return pt_sb_fail(err, size, "field \"pathPrefix\" must not start"
                          " with \"/\" (keys are relative to the bucket)");
    }

    for (seg = s = p; ; s++) {
        if (*s == '/' || *s == '\0') {
            if ((s == seg && *s == '/')
                || (s - seg == 1 && seg[0] == '.')
                || (s - seg == 2 && seg[0] == '.' && seg[1] == '.'))
            {
                return pt_sb_fail(err, size, "field \"pathPrefix\" must not"
                                  " hold an empty, \".\" or \"..\""
                                  " segment");
            }

            if (*s == '\0') {
                return PT_OK;
            }

            seg = s + 1;
        }
    }
}


/* The host of an endpoint: a name or IPv4 address, or [IPv6]. */
static int
pt_sb_host(const char *h, size_t len)
{
    size_t  i;

    if (len == 0) {
        return 0;
    }

    if (h[0] == '[') {
        if (len < 3 || h[len - 1] != ']') {
            return 0;
        }

        for (i = 1; i < len - 1; i++) {
            if (!(pt_sb_alnum(h[i]) || h[i] == ':' || h[i] == '.')) {
                return 0;
            }
        }

        return 1;
    }

    for (i = 0; i < len; i++) {
        if (!pt_sb_host_char((unsigned char) h[i])) {
            return 0;
        }
    }

    return h[0] != '.' && h[0] != '-';
}


/*
 * endpoint: http or https, a host, an optional port and path; no user
 * information (credentials go in their own fields), query or fragment.
 */
static int
pt_sb_endpoint(const char *url, char *err, size_t size)
{
    char          *end;
    size_t         n;
    const char    *host, *p;
    unsigned long  port;

    if (strncasecmp(url, "https://", 8) == 0) {
        host = url + 8;

    } else if (strncasecmp(url, "http://", 7) == 0) {
        host = url + 7;

    } else {
        return pt_sb_fail(err, size, "field \"endpoint\" must be an http://"
                          " or https:// URL");
    }

    if (!pt_sb_chars(url, pt_sb_text_char)
        || strpbrk(url, " \\?#@") != NULL)
    {
        return pt_sb_fail(err, size, "field \"endpoint\" must be a URL"
                          " without spaces, user information, query or"
                          " fragment");
    }

    /* the authority ends at the path; a port follows the last ':' after
     * an IPv6 address's brackets */
    n = strcspn(host, "/");
    p = host[0] == '[' ? memchr(host, ']', n) : host;
    p = p ? memchr(p, ':', n - (p - host)) : NULL;

    if (p) {
        errno = 0;
        port = strtoul(p + 1, &end, 10);

        if (end != host + n || end == p + 1 || port == 0 || port > 65535
            || p[1] < '0' || p[1] > '9')
        {
            return pt_sb_fail(err, size, "field \"endpoint\" has an invalid"
                              " port (1 to 65535)");
        }

        n = p - host;
    }

    if (!pt_sb_host(host, n)) {
        return pt_sb_fail(err, size, "field \"endpoint\" must name a host");
    }

    return PT_OK;
}


/* Every member known, a string of its size, taken by this provider. */
static int
pt_sb_fields_ok(json_t *obj, unsigned mask, const char *provider,
    char *err, size_t size)
{
    const char         *key;
    json_t             *v;
    const pt_sb_field  *f;

    json_object_foreach(obj, key, v) {
        for (f = pt_sb_fields; f->name; f++) {
            if (strcmp(f->name, key) == 0) {
                break;
            }
        }

        if (f->name == NULL) {
            return pt_sb_fail(err, size, "unknown field \"%s\"", key);
        }

        if (json_is_null(v)) {
            continue;
        }

        if (!json_is_string(v)) {
            return pt_sb_fail(err, size, "field \"%s\" must be a string",
                              key);
        }

        if (json_string_length(v) > f->max_len
            || strlen(json_string_value(v)) != json_string_length(v))
        {
            return pt_sb_fail(err, size, "field \"%s\" is too long or holds"
                              " a NUL byte (at most %zu bytes)", key,
                              f->max_len);
        }

        if (mask && !(f->providers & mask)) {
            return pt_sb_fail(err, size, "field \"%s\" is not used by"
                              " provider %s", key, provider);
        }
    }

    return PT_OK;
}


static const char *
pt_sb_str(json_t *obj, const char *name)
{
    return json_string_value(json_object_get(obj, name));
}


/* A field the provider needs, there and not empty. */
static int
pt_sb_need(json_t *obj, const char *name, const char *provider,
    const char **out, char *err, size_t size)
{
    *out = pt_sb_str(obj, name);

    if (*out == NULL || (*out)[0] == '\0') {
        return pt_sb_fail(err, size, "field \"%s\" is required for"
                          " provider %s", name, provider);
    }

    return PT_OK;
}


static int
pt_sb_s3(json_t *obj, pt_store_cfg *cfg, char *err, size_t size)
{
    cfg->region = pt_sb_str(obj, "region");
    cfg->endpoint = pt_sb_str(obj, "endpoint");

    if (cfg->region && cfg->region[0] == '\0') {
        cfg->region = NULL;
    }

    if (cfg->endpoint && cfg->endpoint[0] == '\0') {
        cfg->endpoint = NULL;
    }

    if (cfg->region == NULL && cfg->endpoint == NULL) {
        return pt_sb_fail(err, size, "field \"region\" is required for"
                          " provider s3 (or \"endpoint\" for an"
                          " S3-compatible store)");
    }

    if (cfg->region && !pt_sb_chars(cfg->region, pt_sb_region_char)) {
        return pt_sb_fail(err, size, "field \"region\" must be a region"
                          " name such as us-east-1 (a-z, 0-9, -)");
    }

    if (cfg->endpoint && pt_sb_endpoint(cfg->endpoint, err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    if (pt_sb_need(obj, "accessKeyId", "s3", &cfg->access_key_id, err,
                   size) != PT_OK
        || pt_sb_need(obj, "secretAccessKey", "s3", &cfg->secret_access_key,
                      err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    if (!pt_sb_chars(cfg->access_key_id, pt_sb_text_char)) {
        return pt_sb_fail(err, size, "field \"accessKeyId\" must not hold"
                          " control characters");
    }

    if (!pt_sb_chars(cfg->secret_access_key, pt_sb_text_char)) {
        return pt_sb_fail(err, size, "field \"secretAccessKey\" must not"
                          " hold control characters");
    }

    return PT_OK;
}


/*
 * The key must at least be a JSON object; its driver checks the rest.
 * An endpoint, when given, replaces https://storage.googleapis.com as the
 * JSON API's base (a private endpoint, a test server).
 */
static int
pt_sb_gcs(json_t *obj, pt_store_cfg *cfg, char *err, size_t size)
{
    json_t  *key;

    cfg->endpoint = pt_sb_str(obj, "endpoint");

    if (cfg->endpoint && cfg->endpoint[0] == '\0') {
        cfg->endpoint = NULL;
    }

    if (cfg->endpoint && pt_sb_endpoint(cfg->endpoint, err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    if (pt_sb_need(obj, "serviceAccountJson", "gcs",
                   &cfg->service_account_json, err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    key = json_loads(cfg->service_account_json, 0, NULL);

    if (!json_is_object(key)) {
        json_decref(key);
        return pt_sb_fail(err, size, "field \"serviceAccountJson\" must"
                          " hold a service account's JSON key (a JSON"
                          " object, as a string)");
    }

    json_decref(key);

    return PT_OK;
}


int
pt_storage_body(void *body, pt_store_cfg *cfg, char *err, size_t size)
{
    int          p;
    json_t      *obj = body;
    unsigned     mask;
    const char  *name;

    memset(cfg, 0, sizeof(pt_store_cfg));

    if (pt_sb_fields_ok(obj, 0, NULL, err, size) != PT_OK) {
        return PT_ERROR;
    }

    name = pt_sb_str(obj, "provider");
    if (name == NULL) {
        return pt_sb_fail(err, size, "field \"provider\" is required (s3,"
                          " azureblob or gcs)");
    }

    p = pt_provider_from_name(name);
    if (p < 0) {
        return pt_sb_fail(err, size, "field \"provider\" must be s3,"
                          " azureblob or gcs");
    }

    cfg->provider = (pt_provider) p;
    mask = p == PT_PROVIDER_S3 ? PT_SB_S3
           : p == PT_PROVIDER_AZURE ? PT_SB_AZURE : PT_SB_GCS;

    if (pt_sb_fields_ok(obj, mask, name, err, size) != PT_OK
        || pt_sb_need(obj, "bucket", name, &cfg->bucket, err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    if (!pt_sb_chars(cfg->bucket, pt_sb_bucket_char)) {
        return pt_sb_fail(err, size, "field \"bucket\" must be a bucket or"
                          " container name (a-z, A-Z, 0-9, '.', '-', '_')");
    }

    cfg->prefix = pt_sb_str(obj, "pathPrefix");

    if (cfg->prefix && pt_sb_prefix(cfg->prefix, err, size) != PT_OK) {
        return PT_ERROR;
    }

    switch (cfg->provider) {

    case PT_PROVIDER_S3:
        return pt_sb_s3(obj, cfg, err, size);

    case PT_PROVIDER_AZURE:
        return pt_sb_need(obj, "connectionString", name,
                          &cfg->connection_string, err, size);

    default:
        return pt_sb_gcs(obj, cfg, err, size);
    }
}


static json_t *
pt_sb_string_or_null(const char *s)
{
    return s && s[0] ? json_string(s) : json_null();
}


void *
pt_storage_read_json(const pt_storage_conf *sc)
{
    char                 iso[32];
    const pt_store_cfg  *cfg = &sc->cfg;

    if (cfg->provider == PT_PROVIDER_MANAGED) {
        return json_pack("{s:s}", "provider",
                         pt_provider_read_form(PT_PROVIDER_MANAGED));
    }

    return json_pack("{s:s, s:o, s:o, s:o, s:o, s:b, s:o, s:o}",
                     "provider", pt_provider_read_form(cfg->provider),
                     "bucket", pt_sb_string_or_null(cfg->bucket),
                     "pathPrefix", pt_sb_string_or_null(cfg->prefix),
                     "region", pt_sb_string_or_null(cfg->region),
                     "endpoint", pt_sb_string_or_null(cfg->endpoint),
                     "validated", (int) sc->validated,
                     "lastHealthCheck",
                     sc->checked_at[0]
                     && pt_iso_time(sc->checked_at, iso, sizeof(iso))
                     ? json_string(iso) : json_null(),
                     "lastHealthCheckResult",
                     pt_sb_string_or_null(sc->health));
}
