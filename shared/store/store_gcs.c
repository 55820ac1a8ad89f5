/*
 * The GCS driver (store_remote.h) on the Cloud Storage JSON API: its
 * constructor, the authorised request and the status mapping, delete and
 * the server-side copy (rewriteTo).  Reads and listing are in
 * store_gcs_read.c, uploads in store_gcs_put.c, the service account in
 * store_gcs_sa.c, tokens in store_gcs_token.c.
 *
 * The API base is https://storage.googleapis.com, or
 * https://storage.{universe_domain} for a key of another universe, or
 * cfg->endpoint when one is given (a test server, a private endpoint).
 * Object names are prefix + key, escaped as one path segment ('/' as %2F).
 */

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_gcs_int.h"
#include "store/store_list.h"


#define PT_GCS_PART       (8 * 1024 * 1024)
#define PT_GCS_REWRITES   10000                /* rewriteTo calls per copy */
#define PT_GCS_LIST_PAGE  1000                 /* maxResults' most */


void
pt_gcs_wipe_headers(struct curl_slist *l)
{
    struct curl_slist  *p;

    for (p = l; p; p = p->next) {
        explicit_bzero(p->data, strlen(p->data));
    }

    curl_slist_free_all(l);
}


/* the caller's headers and ours: a new list, wiped by the caller */
static struct curl_slist *
pt_gcs_auth_headers(const struct curl_slist *caller, const char *token)
{
    char                line[PT_GCS_TOKEN_MAX + 32];
    struct curl_slist  *h, *l;

    h = NULL;

    for ( ; caller; caller = caller->next) {
        if ((l = curl_slist_append(h, caller->data)) == NULL) {
            pt_gcs_wipe_headers(h);
            return NULL;
        }
        h = l;
    }

    pt_snprintf(line, sizeof(line), "Authorization: Bearer %s", token);
    l = curl_slist_append(h, line);
    explicit_bzero(line, sizeof(line));

    if (l == NULL) {
        pt_gcs_wipe_headers(h);
    }

    return l;
}


int
pt_gcs_do(pt_gcs *g, pt_http_req *rq, pt_http_resp *rs)
{
    int                 rc, attempt;
    char                token[PT_GCS_TOKEN_MAX], err[200];
    struct curl_slist  *caller, *h;

    memset(rs, 0, sizeof(*rs));
    caller = rq->headers;

    for (attempt = 0; ; attempt++) {
        rc = pt_gcs_token(&g->sa, &g->net, token, sizeof(token), err,
                          sizeof(err));
        if (rc != PT_STORE_OK) {
            pt_snprintf(g->store.error, sizeof(g->store.error),
                        "GCS OAuth2: %s", err);
            return rc;
        }

        h = pt_gcs_auth_headers(caller, token);
        if (h == NULL) {
            explicit_bzero(token, sizeof(token));
            pt_snprintf(g->store.error, sizeof(g->store.error),
                        "out of memory");
            return PT_STORE_ERROR;
        }

        rq->headers = h;
        rc = pt_http_do(rq, rs, &g->net);
        rq->headers = caller;
        pt_gcs_wipe_headers(h);

        if (rc != PT_OK) {
            explicit_bzero(token, sizeof(token));
            pt_snprintf(g->store.error, sizeof(g->store.error),
                        "GCS %s: %s", rq->method, rs->error);
            /* no answer is unreachable; a failed local file is ours */
            return rs->local_error ? PT_STORE_ERROR : PT_STORE_UNREACHABLE;
        }

        if (rs->status != 401 || attempt > 0) {
            break;
        }

        /* revoked or expired before its time: a fresh token, once */
        pt_gcs_token_drop(&g->sa, token);
        pt_http_resp_free(rs);
    }

    explicit_bzero(token, sizeof(token));

    return PT_STORE_OK;
}


/* Google's {"error": {"message": ...}} of an answer, else its status */
static void
pt_gcs_message(const pt_http_resp *rs, char *buf, size_t size)
{
    json_t      *o;
    const char  *m;

    o = rs->body ? json_loads((char *) rs->body, 0, NULL) : NULL;
    m = json_string_value(json_object_get(json_object_get(o, "error"),
                                          "message"));

    pt_snprintf(buf, size, "%s", m ? m : "");
    json_decref(o);
}


int
pt_gcs_fail(pt_gcs *g, const pt_http_resp *rs, const char *what,
    const char *key, int not_found)
{
    long  s = rs->status;
    char  msg[160];

    pt_gcs_message(rs, msg, sizeof(msg));
    pt_snprintf(g->store.error, sizeof(g->store.error),
                "GCS %s \"%.80s\": HTTP %ld%s%s", what, key, s,
                msg[0] ? " " : "", msg);
    pt_http_log_text(g->store.error);

    if (s == 404) {
        return strstr(msg, "bucket does not exist") ? PT_STORE_DENIED
                                                    : not_found;
    }

    if (s == 401 || s == 403) {
        return PT_STORE_DENIED;
    }

    /* 5xx, 408, 429, and an answer no GCS gives (a redirect, which is
     * never followed): the service's doing, a 502; another 4xx is ours */
    return s >= 400 && s < 500 && s != 408 && s != 429 ? PT_STORE_ERROR
                                                       : PT_STORE_UNREACHABLE;
}


int
pt_gcs_name(pt_gcs *g, const char *key, char *buf, size_t size)
{
    char  name[PT_GCS_NAME_MAX + 1];

    if (!pt_store_key_valid(key)) {
        pt_snprintf(g->store.error, sizeof(g->store.error),
                    "invalid key \"%.64s\"", key ? key : "(null)");
        return PT_STORE_ERROR;
    }

    if (strlen(g->prefix) + strlen(key) > PT_GCS_NAME_MAX) {
        pt_snprintf(g->store.error, sizeof(g->store.error),
                    "object name over %d bytes", PT_GCS_NAME_MAX);
        return PT_STORE_ERROR;
    }

    pt_snprintf(name, sizeof(name), "%s%s", g->prefix, key);

    if (pt_http_escape(name, 0, buf, size) != PT_OK) {
        pt_snprintf(g->store.error, sizeof(g->store.error),
                    "object name too long");
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


int
pt_gcs_object_url(pt_gcs *g, const char *key, const char *suffix,
    char *url, size_t size)
{
    char  name[3 * PT_GCS_NAME_MAX + 1];

    if (pt_gcs_name(g, key, name, sizeof(name)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    pt_snprintf(url, size, "%s/storage/v1/b/%s/o/%s%s", g->api, g->bucket,
                name, suffix);

    return PT_STORE_OK;
}


json_t *
pt_gcs_json(pt_gcs *g, const pt_http_resp *rs)
{
    json_t  *o;

    o = rs->body ? json_loads((char *) rs->body, 0, NULL) : NULL;

    if (!json_is_object(o)) {
        json_decref(o);
        pt_snprintf(g->store.error, sizeof(g->store.error),
                    "GCS answered HTTP %ld without a JSON object",
                    rs->status);
        return NULL;
    }

    return o;
}


static int
pt_gcs_del(pt_store *s, const char *key)
{
    int            rc;
    char           url[PT_GCS_URL_MAX];
    pt_gcs        *g = (pt_gcs *) s;
    pt_http_req    rq;
    pt_http_resp   rs;

    if (pt_gcs_object_url(g, key, "", url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    pt_http_req_init(&rq, "DELETE", url);
    rq.idempotent = 1;

    rc = pt_gcs_do(g, &rq, &rs);

    /* a missing object is deleted already */
    if (rc == PT_STORE_OK && rs.status / 100 != 2) {
        rc = pt_gcs_fail(g, &rs, "DELETE", key, PT_STORE_OK);
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* one rewriteTo call; *token is the next call's rewriteToken or "" */
static int
pt_gcs_rewrite(pt_gcs *g, const char *src, const char *dst, char *token,
    size_t size)
{
    int            rc;
    char           url[2 * PT_GCS_URL_MAX], sname[3 * PT_GCS_NAME_MAX + 1],
                   dname[3 * PT_GCS_NAME_MAX + 1], tok[1024];
    json_t        *o;
    const char    *next;
    pt_http_req    rq;
    pt_http_resp   rs;

    if (pt_gcs_name(g, src, sname, sizeof(sname)) != PT_STORE_OK
        || pt_gcs_name(g, dst, dname, sizeof(dname)) != PT_STORE_OK
        || pt_http_escape(token, 0, tok, sizeof(tok)) != PT_OK)
    {
        return PT_STORE_ERROR;
    }

    pt_snprintf(url, sizeof(url), "%s/storage/v1/b/%s/o/%s/rewriteTo/b/%s"
                "/o/%s%s%s", g->api, g->bucket, sname, g->bucket, dname,
                tok[0] ? "?rewriteToken=" : "", tok);

    /* rewriting the same bytes again is harmless: retried */
    pt_http_req_init(&rq, "POST", url);
    rq.idempotent = 1;

    rc = pt_gcs_do(g, &rq, &rs);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "copy", src, PT_STORE_NOT_FOUND);
    }

    if (rc == PT_STORE_OK) {
        o = pt_gcs_json(g, &rs);
        next = json_string_value(json_object_get(o, "rewriteToken"));
        token[0] = '\0';

        if (o == NULL) {
            rc = PT_STORE_ERROR;

        } else if (!json_is_true(json_object_get(o, "done"))) {
            if (next == NULL || next[0] == '\0' || strlen(next) >= size) {
                pt_snprintf(g->store.error, sizeof(g->store.error),
                            "GCS copy \"%.80s\": not done, no usable "
                            "rewriteToken", src);
                rc = PT_STORE_ERROR;
            } else {
                memcpy(token, next, strlen(next) + 1);
            }
        }

        json_decref(o);
    }

    pt_http_resp_free(&rs);

    return rc;
}


static int
pt_gcs_copy(pt_store *s, const char *src, const char *dst)
{
    int      rc, n;
    char     token[512];
    pt_gcs  *g = (pt_gcs *) s;

    token[0] = '\0';

    /* large objects across locations or classes take several calls */
    for (n = 0; n < PT_GCS_REWRITES; n++) {
        rc = pt_gcs_rewrite(g, src, dst, token, sizeof(token));

        if (rc != PT_STORE_OK || token[0] == '\0') {
            return rc;
        }
    }

    pt_snprintf(s->error, sizeof(s->error), "GCS copy \"%.80s\": not done "
                "after %d calls", src, PT_GCS_REWRITES);

    return PT_STORE_ERROR;
}


static void
pt_gcs_free(pt_store *s)
{
    pt_gcs  *g = (pt_gcs *) s;

    if (g == NULL) {
        return;
    }

    pt_gcs_sa_free(&g->sa);
    free(g->api);
    free(g->bucket);
    free(g->prefix);
    free(g->ca_file);
    free(g);
}


static const pt_store_ops  pt_gcs_ops = {
    .put_file = pt_gcs_put_file,
    .put = pt_gcs_put,
    .get = pt_gcs_get,
    .get_range = pt_gcs_get_range,
    .get_file = pt_gcs_get_file,
    .open = pt_gcs_open,
    .head = pt_gcs_head,
    .del = pt_gcs_del,
    .copy = pt_gcs_copy,
    .list = pt_store_list_pages,
    .list_page = pt_gcs_page_get,
    .free = pt_gcs_free
};


/* Google's bucket naming rules: 3-63 characters (222 with dots, 63 per
 * dot-separated part), lowercase letters, digits, '-', '_' and '.',
 * beginning and ending with a letter or a digit */
static int
pt_gcs_bucket_valid(const char *b)
{
    size_t       n;
    const char  *p;

    n = b ? strlen(b) : 0;
    if (n < 3 || n > 222
        || strspn(b, "abcdefghijklmnopqrstuvwxyz0123456789-_.") != n
        || strchr("-_.", b[0]) || strchr("-_.", b[n - 1])
        || (n > 63 && strchr(b, '.') == NULL))
    {
        return 0;
    }

    for (p = b; *p; p += n + (p[n] == '.')) {
        n = strcspn(p, ".");
        if (n == 0 || n > 63) {
            return 0;
        }
    }

    return 1;
}


/* the API base: cfg->endpoint, the key's universe, or Google's */
static char *
pt_gcs_api_base(const pt_store_cfg *cfg, const pt_gcs_sa *sa, char *err,
    size_t size)
{
    char        buf[512];
    size_t      n;
    const char  *e = cfg->endpoint;

    if (e != NULL && e[0] != '\0') {
        n = strlen(e);
        while (n > 0 && e[n - 1] == '/') {
            n--;
        }

        if (n >= sizeof(buf)
            || (strncmp(e, "https://", 8) != 0 && strncmp(e, "http://", 7))
            || strcspn(e, "?# \t\r\n") < n
            || n <= (size_t) (e[4] == 's' ? 8 : 7))
        {
            pt_snprintf(err, size, "endpoint: not an http(s) URL");
            return NULL;
        }

        memcpy(buf, e, n);
        buf[n] = '\0';

    } else if (sa->universe != NULL) {
        pt_snprintf(buf, sizeof(buf), "https://storage.%s", sa->universe);

    } else {
        pt_snprintf(buf, sizeof(buf), "%s", PT_GCS_API);
    }

    e = pt_strdup(buf);
    if (e == NULL) {
        pt_snprintf(err, size, "out of memory");
    }

    return (char *) e;
}


/* the fields of cfg besides the key; PT_OK or err */
static int
pt_gcs_cfg(pt_gcs *g, const pt_store_cfg *cfg, char *err, size_t size)
{
    const char  *p;

    if (!pt_gcs_bucket_valid(cfg->bucket)) {
        pt_snprintf(err, size, "bucket: not a GCS bucket name");
        return PT_ERROR;
    }

    p = cfg->prefix ? cfg->prefix : "";
    if (strlen(p) > PT_GCS_NAME_MAX / 2) {
        pt_snprintf(err, size, "pathPrefix: over %d bytes",
                    PT_GCS_NAME_MAX / 2);
        return PT_ERROR;
    }

    g->net = cfg->net;
    if (g->net.list_page <= 0 || g->net.list_page > PT_GCS_LIST_PAGE) {
        g->net.list_page = PT_GCS_LIST_PAGE;
    }

    g->part = cfg->net.part_size ? cfg->net.part_size : PT_GCS_PART;
    g->part -= g->part % PT_GCS_CHUNK;
    if (g->part == 0) {
        g->part = PT_GCS_CHUNK;
    }

    g->bucket = pt_strdup(cfg->bucket);
    g->prefix = pt_strdup(p);
    g->ca_file = cfg->net.ca_file ? pt_strdup(cfg->net.ca_file) : NULL;
    g->net.ca_file = g->ca_file;
    g->api = pt_gcs_api_base(cfg, &g->sa, err, size);

    if (g->api == NULL) {
        return PT_ERROR;
    }

    if (g->bucket == NULL || g->prefix == NULL
        || (cfg->net.ca_file && g->ca_file == NULL))
    {
        pt_snprintf(err, size, "out of memory");
        return PT_ERROR;
    }

    return PT_OK;
}


pt_store *
pt_store_gcs_new(const pt_store_cfg *cfg, char *err, size_t size)
{
    pt_gcs  *g;

    g = calloc(1, sizeof(pt_gcs));
    if (g == NULL) {
        pt_snprintf(err, size, "out of memory");
        return NULL;
    }

    g->store.ops = &pt_gcs_ops;

    if (pt_gcs_sa_parse(&g->sa, cfg->service_account_json, err, size)
        != PT_OK
        || pt_gcs_cfg(g, cfg, err, size) != PT_OK)
    {
        pt_gcs_free(&g->store);
        return NULL;
    }

    return &g->store;
}
