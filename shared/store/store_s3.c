/*
 * The S3 and S3-compatible driver (store_remote.h,
 * docs/API.md "Storage configuration"): its constructor, which checks the
 * configuration without touching the network.  Its requests' helpers (URLs,
 * signing, payload hashes, S3's error answers) are in store_s3_req.c, the
 * operations in store_s3_object.c, store_s3_list.c and
 * store_s3_multipart.c.
 *
 * AWS is reached virtual-host style, https://{bucket}.s3.{region}.
 * amazonaws.com/{key}; an S3-compatible store (MinIO, R2, B2) path-style,
 * {endpoint}/{bucket}/{key}.  libcurl signs every request (SigV4,
 * CURLOPT_AWS_SIGV4); we add x-amz-content-sha256, the SHA-256 of the
 * body, never UNSIGNED-PAYLOAD.
 */

#include <openssl/crypto.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "store/store_s3_int.h"
#include "store/store_list.h"


static pthread_once_t  pt_s3_once = PTHREAD_ONCE_INIT;


static const pt_store_ops  pt_s3_ops;


/* libxml2 must be initialised once before threads parse */
static void
pt_s3_init_once(void)
{
    xmlInitParser();
}


/* S3's bucket naming rules: 3-63 of [a-z0-9.-], a letter or digit at both
 * ends, no "..", not an IPv4 address, none of the reserved forms */
static int
pt_s3_bucket_valid(const char *b)
{
    size_t       len;
    const char  *p;
    int          dots, digits_only;

    len = strlen(b);
    if (len < 3 || len > 63) {
        return 0;
    }

    for (p = b; *p; p++) {
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')
              || *p == '.' || *p == '-'))
        {
            return 0;
        }
    }

    if (b[0] == '.' || b[0] == '-' || b[len - 1] == '.' || b[len - 1] == '-'
        || strstr(b, "..") != NULL || strncmp(b, "xn--", 4) == 0
        || strncmp(b, "sthree-", 7) == 0
        || (len > 8 && strcmp(b + len - 8, "-s3alias") == 0)
        || (len > 7 && strcmp(b + len - 7, "--ol-s3") == 0))
    {
        return 0;
    }

    dots = 0;
    digits_only = 1;

    for (p = b; *p; p++) {
        dots += *p == '.';
        digits_only &= (*p >= '0' && *p <= '9') || *p == '.';
    }

    return !(dots == 3 && digits_only);
}


/* a region goes into a host name and the signing scope */
static int
pt_s3_region_valid(const char *r)
{
    const char  *p;

    if (*r == '\0' || strlen(r) > 32) {
        return 0;
    }

    for (p = r; *p; p++) {
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')
              || *p == '-'))
        {
            return 0;
        }
    }

    return 1;
}


/* printable ASCII; no ':' as curl splits "KEYID:SECRET" at the first */
static int
pt_s3_key_id_valid(const char *k)
{
    const char  *p;

    if (*k == '\0' || strlen(k) > 128) {
        return 0;
    }

    for (p = k; *p; p++) {
        if (*p <= ' ' || *p >= 0x7f || *p == ':') {
            return 0;
        }
    }

    return 1;
}


static int
pt_s3_prefix_valid(const char *p)
{
    if (strlen(p) > PT_S3_PREFIX_MAX || p[0] == '/') {
        return 0;
    }

    for ( /* void */ ; *p; p++) {
        if ((unsigned char) *p < 0x20 || *p == 0x7f) {
            return 0;
        }
    }

    return 1;
}


/*
 * "scheme://host[:port]" of an S3-compatible endpoint into buf, checked
 * with curl's own URL parser: http or https, a host, nothing after it but
 * an optional "/".
 */
static int
pt_s3_endpoint(const char *endpoint, char *buf, size_t size, char *err,
    size_t esize)
{
    int          ok, n;
    char        *scheme, *host, *port, *path, *user, *query, *frag;
    CURLU       *u;
    const char  *why;

    scheme = host = port = path = user = query = frag = NULL;
    why = "not a URL";
    ok = 0;

    u = curl_url();
    if (u == NULL) {
        pt_snprintf(err, esize, "out of memory");
        return PT_ERROR;
    }

    if (curl_url_set(u, CURLUPART_URL, endpoint, 0) != CURLUE_OK
        || curl_url_get(u, CURLUPART_SCHEME, &scheme, 0) != CURLUE_OK
        || curl_url_get(u, CURLUPART_HOST, &host, 0) != CURLUE_OK)
    {
        goto done;
    }

    (void) curl_url_get(u, CURLUPART_PORT, &port, 0);
    (void) curl_url_get(u, CURLUPART_PATH, &path, 0);
    (void) curl_url_get(u, CURLUPART_USER, &user, 0);
    (void) curl_url_get(u, CURLUPART_QUERY, &query, 0);
    (void) curl_url_get(u, CURLUPART_FRAGMENT, &frag, 0);

    if (strcmp(scheme, "http") != 0 && strcmp(scheme, "https") != 0) {
        why = "the scheme must be http or https";

    } else if (host[0] == '\0') {
        why = "no host";

    } else if (user || query || frag || (path && strcmp(path, "/") != 0)) {
        why = "only scheme://host[:port] is allowed";

    } else {
        n = snprintf(buf, size, "%s://%s%s%s", scheme, host,
                     port ? ":" : "", port ? port : "");
        ok = n > 0 && (size_t) n < size;
        why = "too long";
    }

done:

    if (!ok) {
        pt_snprintf(err, esize, "endpoint: malformed URL (%s)", why);
    }

    curl_free(scheme);
    curl_free(host);
    curl_free(port);
    curl_free(path);
    curl_free(user);
    curl_free(query);
    curl_free(frag);
    curl_url_cleanup(u);

    return ok ? PT_OK : PT_ERROR;
}


/* the field a configuration lacks or gets wrong, or NULL when it is fine */
static const char *
pt_s3_check(const pt_store_cfg *cfg, const char **region)
{
    int  endpoint;

    endpoint = cfg->endpoint && cfg->endpoint[0];
    *region = cfg->region && cfg->region[0] ? cfg->region
              : (endpoint ? "us-east-1" : NULL);

    if (cfg->bucket == NULL || cfg->bucket[0] == '\0') {
        return "bucket: required";
    }

    if (!pt_s3_bucket_valid(cfg->bucket)) {
        return "bucket: not a valid S3 bucket name (3 to 63 lowercase "
               "letters, digits, dots and hyphens)";
    }

    if (*region == NULL) {
        return "region: required for AWS S3 (or give an endpoint)";
    }

    if (!pt_s3_region_valid(*region)) {
        return "region: malformed";
    }

    if (cfg->access_key_id == NULL || cfg->access_key_id[0] == '\0') {
        return "accessKeyId: required";
    }

    if (!pt_s3_key_id_valid(cfg->access_key_id)) {
        return "accessKeyId: malformed";
    }

    if (cfg->secret_access_key == NULL
        || cfg->secret_access_key[0] == '\0')
    {
        return "secretAccessKey: required";
    }

    if (cfg->prefix && !pt_s3_prefix_valid(cfg->prefix)) {
        return "pathPrefix: malformed (no leading '/', no control "
               "characters, at most 512 bytes)";
    }

    return NULL;
}


static void
pt_s3_free(pt_store *s)
{
    pt_store_s3  *s3 = (pt_store_s3 *) s;

    if (s3->userpwd) {
        OPENSSL_cleanse(s3->userpwd, strlen(s3->userpwd));
    }

    free(s3->userpwd);
    free(s3->base);
    free(s3->bucket);
    free(s3->prefix);
    free(s3->sigv4);
    free(s3->ca_file);
    free(s3);
}


/* defaults of the net settings in one place */
static void
pt_s3_net(pt_store_s3 *s3, const pt_store_net *net)
{
    s3->net = *net;
    s3->net.ca_file = s3->ca_file;

    if (s3->net.part_size == 0) {
        s3->net.part_size = PT_S3_PART_DEFAULT;
    }

    if (s3->net.part_size < PT_S3_PART_MIN) {
        s3->net.part_size = PT_S3_PART_MIN;
    }

    if (s3->net.list_page <= 0 || s3->net.list_page > PT_S3_LIST_PAGE) {
        s3->net.list_page = PT_S3_LIST_PAGE;
    }
}


pt_store *
pt_store_s3_new(const pt_store_cfg *cfg, char *err, size_t size)
{
    size_t        n;
    const char   *bad, *region;
    pt_store_s3  *s3;
    char          endpoint[512], base[700];

    bad = pt_s3_check(cfg, &region);
    if (bad) {
        pt_snprintf(err, size, "%s", bad);
        return NULL;
    }

    if (cfg->endpoint && cfg->endpoint[0]) {
        if (pt_s3_endpoint(cfg->endpoint, endpoint, sizeof(endpoint), err,
                           size) != PT_OK)
        {
            return NULL;
        }

        pt_snprintf(base, sizeof(base), "%s/%s", endpoint, cfg->bucket);

    } else if (strchr(cfg->bucket, '.')) {
        /* a dotted name breaks the wildcard certificate: path-style */
        pt_snprintf(base, sizeof(base), "https://s3.%s.amazonaws.com/%s",
                    region, cfg->bucket);

    } else {
        pt_snprintf(base, sizeof(base), "https://%s.s3.%s.amazonaws.com",
                    cfg->bucket, region);
    }

    (void) pthread_once(&pt_s3_once, pt_s3_init_once);

    s3 = calloc(1, sizeof(pt_store_s3));
    if (s3 == NULL) {
        goto nomem;
    }

    s3->store.ops = &pt_s3_ops;
    /* every body goes with its SHA-256, signed: S3 refuses one that
     * differs */
    s3->store.body_checked = 1;
    s3->base = strdup(base);
    s3->bucket = strdup(cfg->bucket);
    s3->prefix = strdup(cfg->prefix ? cfg->prefix : "");
    s3->sigv4 = malloc(sizeof("aws:amz::s3") + strlen(region));
    n = strlen(cfg->access_key_id) + strlen(cfg->secret_access_key) + 2;
    s3->userpwd = malloc(n);
    s3->ca_file = cfg->net.ca_file ? strdup(cfg->net.ca_file) : NULL;

    if (s3->base == NULL || s3->bucket == NULL || s3->prefix == NULL
        || s3->sigv4 == NULL || s3->userpwd == NULL
        || (cfg->net.ca_file && s3->ca_file == NULL))
    {
        goto nomem;
    }

    sprintf(s3->sigv4, "aws:amz:%s:s3", region);
    pt_snprintf(s3->userpwd, n, "%s:%s", cfg->access_key_id,
                cfg->secret_access_key);
    pt_s3_net(s3, &cfg->net);

    return &s3->store;

nomem:

    if (s3) {
        pt_s3_free(&s3->store);
    }

    pt_snprintf(err, size, "out of memory");

    return NULL;
}


static const pt_store_ops  pt_s3_ops = {
    .put_file = pt_s3_put_file,
    .put = pt_s3_put,
    .get = pt_s3_get,
    .get_range = pt_s3_get_range,
    .get_file = pt_s3_get_file,
    .open = pt_s3_open,
    .head = pt_s3_head,
    .del = pt_s3_del,
    .copy = pt_s3_copy,
    .list = pt_store_list_pages,
    .list_page = pt_s3_page_get,
    .free = pt_s3_free
};
