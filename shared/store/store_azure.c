/*
 * The Azure Blob driver (store_remote.h): its constructor, how one request
 * is made (URL, x-ms- headers, SharedKey or SAS, store_http.c), how an
 * answer maps to a store code, Get Blob Properties, Delete Blob and Copy
 * Blob.  Reads are in store_azure_get.c, uploads in store_azure_put.c,
 * List Blobs in store_azure_list.c, signing in store_azure_sign.c.  Every
 * request of an operation is idempotent, so store_http.c retries them all.
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/crypto.h>

#include "store/store_azure_int.h"
#include "store/store_list.h"


#define PT_AZURE_COPY_POLLS  120                 /* a pending copy: ~2 min */


void
pt_azure_fail(pt_azure *az, const char *fmt, ...)
{
    va_list  ap;

    va_start(ap, fmt);
    vsnprintf(az->store.error, sizeof(az->store.error), fmt, ap);
    va_end(ap);

    pt_http_log_text(az->store.error);
}


void
pt_azure_op_init(pt_azure_op *op, const char *method, const char *key)
{
    memset(op, 0, sizeof(*op));
    op->method = method;
    op->key = key;
    op->body_fd = -1;
    op->sink_fd = -1;
}


int
pt_azure_url(pt_azure *az, const char *key, const char *query, char *buf,
    size_t size)
{
    char    *p, *end;
    size_t   n;

    end = buf + size;
    p = pt_cpystr(buf, end, az->conn.endpoint);
    p = pt_cpystr(p, end, "/");
    p = pt_cpystr(p, end, az->container);

    if (key != NULL && p != NULL) {
        p = pt_cpystr(p, end, "/");
        if (p == NULL
            || pt_http_escape(az->prefix, 1, p, end - p) != PT_OK)
        {
            return PT_ERROR;
        }

        n = strlen(p);
        if (pt_http_escape(key, 1, p + n, end - p - n) != PT_OK) {
            return PT_ERROR;
        }
        p += strlen(p);
    }

    if (query != NULL) {
        p = pt_cpystr(p, end, "?");
        p = pt_cpystr(p, end, query);
    }

    /* without a key, the SAS is what lets the request in */
    if (az->conn.key_len == 0 && az->conn.sas != NULL) {
        p = pt_cpystr(p, end, query != NULL ? "&" : "?");
        p = pt_cpystr(p, end, az->conn.sas);
    }

    if (p == NULL || p == end) {
        return PT_ERROR;
    }

    *p = '\0';

    return PT_OK;
}


/* the caller's headers, then x-ms-date, x-ms-version, Authorization */
static struct curl_slist *
pt_azure_headers(pt_azure *az, const pt_azure_op *op, const char *url)
{
    char                auth[256], line[64], date[40];
    pt_azure_sign_req   sr;
    struct curl_slist  *h, *l, *n;

    h = NULL;
    for (l = op->extra; l != NULL; l = l->next) {
        if ((n = curl_slist_append(h, l->data)) == NULL) {
            goto fail;
        }
        h = n;
    }

    pt_azure_http_date(time(NULL), date, sizeof(date));
    pt_snprintf(line, sizeof(line), "x-ms-date: %s", date);
    if ((n = curl_slist_append(h, line)) == NULL) {
        goto fail;
    }
    h = n;

    if ((n = curl_slist_append(h, "x-ms-version: " PT_AZURE_VERSION))
        == NULL)
    {
        goto fail;
    }
    h = n;

    if (az->conn.key_len == 0) {
        return h;
    }

    sr.method = op->method;
    sr.url = url;
    sr.content_length = (off_t) op->body_len;
    sr.headers = h;

    pt_snprintf(auth, sizeof(auth), "Authorization: ");
    if (pt_azure_authorization(&sr, az->conn.account, az->conn.key,
                               az->conn.key_len, auth + 15,
                               sizeof(auth) - 15) != PT_OK
        || (n = curl_slist_append(h, auth)) == NULL)
    {
        goto fail;
    }

    return n;

fail:

    curl_slist_free_all(h);
    return NULL;
}


int
pt_azure_run(pt_azure *az, const pt_azure_op *op, pt_http_resp *rs)
{
    int                 rc;
    char               *url;
    size_t              size;
    pt_http_req         rq;
    struct curl_slist  *headers;

    memset(rs, 0, sizeof(*rs));

    if (op->key != NULL && !pt_store_key_valid(op->key)) {
        pt_azure_fail(az, "azure: bad key \"%.64s\"", op->key);
        return PT_STORE_ERROR;
    }

    size = strlen(az->conn.endpoint) + strlen(az->container)
           + 3 * (strlen(az->prefix) + (op->key ? strlen(op->key) : 0))
           + (op->query ? strlen(op->query) : 0)
           + (az->conn.sas ? strlen(az->conn.sas) : 0) + 16;

    url = malloc(size);
    if (url == NULL) {
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    if (pt_azure_url(az, op->key, op->query, url, size) != PT_OK
        || (headers = pt_azure_headers(az, op, url)) == NULL)
    {
        OPENSSL_cleanse(url, size);
        free(url);
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    pt_http_req_init(&rq, op->method, url);
    rq.headers = headers;
    rq.body = op->body;
    rq.body_fd = op->body_fd;
    rq.body_off = op->body_off;
    rq.body_len = op->body_len;
    rq.sink_fd = op->sink_fd;
    rq.max_body = op->max_body;
    rq.max_sink = op->sink_fd >= 0 ? pt_store_download_cap(&az->net) : 0;
    rq.idempotent = 1;

    rc = pt_http_do(&rq, rs, &az->net);

    curl_slist_free_all(headers);
    OPENSSL_cleanse(url, size);     /* it may hold the SAS */
    free(url);

    if (rc == PT_OK) {
        return PT_STORE_OK;
    }

    if (rs->status == 0) {
        pt_azure_fail(az, "azure: %s unreachable after %d tries: %s",
                      az->conn.endpoint, rs->tries, rs->error);
        return PT_STORE_UNREACHABLE;
    }

    pt_azure_fail(az, "azure: %s", rs->error);

    return PT_STORE_ERROR;
}


/* the text of <tag> in an error body, up to its first line, into buf */
static const char *
pt_azure_xml_text(const pt_http_resp *rs, const char *tag, char *buf,
    size_t size)
{
    char         open[32], close[32];
    size_t       n;
    const char  *p, *e;

    buf[0] = '\0';

    if (rs->body == NULL) {
        return buf;
    }

    pt_snprintf(open, sizeof(open), "<%s>", tag);
    pt_snprintf(close, sizeof(close), "</%s>", tag);

    p = strstr((const char *) rs->body, open);
    if (p == NULL) {
        return buf;
    }

    p += strlen(open);
    e = strstr(p, close);
    if (e == NULL) {
        return buf;
    }

    n = strcspn(p, "\r\n");
    if (p + n > e) {
        n = e - p;
    }

    if (n >= size) {
        n = size - 1;
    }

    memcpy(buf, p, n);
    buf[n] = '\0';

    return buf;
}


int
pt_azure_status(pt_azure *az, const pt_http_resp *rs, const char *what)
{
    long  st;
    char  code[64], msg[160];

    st = rs->status;

    if (pt_http_header(rs, "x-ms-error-code", code, sizeof(code)) == NULL) {
        pt_azure_xml_text(rs, "Code", code, sizeof(code));
    }
    pt_azure_xml_text(rs, "Message", msg, sizeof(msg));

    pt_azure_fail(az, "azure: %s: %ld %s%s%s", what, st,
                  code[0] ? code : "(no code)", msg[0] ? ": " : "", msg);

    if (st == 404) {
        return (code[0] == '\0' || strcmp(code, "BlobNotFound") == 0
                || strcmp(code, "CannotVerifyCopySource") == 0)
               ? PT_STORE_NOT_FOUND : PT_STORE_DENIED;
    }

    if (st == 401 || st == 403) {
        return PT_STORE_DENIED;
    }

    /* 5xx, 429, and an answer no Azure gives (a redirect, which is never
     * followed): the service's doing, a 502; another 4xx is ours, a 500 */
    return st >= 400 && st < 500 && st != 429 ? PT_STORE_ERROR
                                              : PT_STORE_UNREACHABLE;
}


static int
pt_azure_head(pt_store *s, const char *key, pt_store_stat *st)
{
    int           rc;
    pt_azure     *az = (pt_azure *) s;
    pt_azure_op   op;
    pt_http_resp  rs;

    pt_azure_op_init(&op, "HEAD", key);

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_azure_status(az, &rs, key);
    }

    if (rc == PT_STORE_OK) {
        pt_azure_stat_of(&rs, st);
    }

    pt_http_resp_free(&rs);

    return rc;
}


static int
pt_azure_del(pt_store *s, const char *key)
{
    int                 rc;
    pt_azure           *az = (pt_azure *) s;
    pt_azure_op         op;
    pt_http_resp        rs;
    struct curl_slist   hdr;

    /* the original goes with any snapshot of it, or Azure refuses (409) */
    hdr.data = "x-ms-delete-snapshots: include";
    hdr.next = NULL;

    pt_azure_op_init(&op, "DELETE", key);
    op.extra = &hdr;

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 202 && rs.status != 200) {
        rc = pt_azure_status(az, &rs, key);
        if (rc == PT_STORE_NOT_FOUND) {
            rc = PT_STORE_OK;
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* a pending copy (another account's source, a large blob): poll dst */
static int
pt_azure_copy_wait(pt_azure *az, const char *dst)
{
    int                   i, rc;
    char                  status[32];
    pt_azure_op           op;
    pt_http_resp          rs;
    const struct timespec pause = { 1, 0 };

    for (i = 0; i < PT_AZURE_COPY_POLLS; i++) {
        nanosleep(&pause, NULL);

        pt_azure_op_init(&op, "HEAD", dst);
        rc = pt_azure_run(az, &op, &rs);
        if (rc == PT_STORE_OK && rs.status != 200) {
            rc = pt_azure_status(az, &rs, dst);
        }

        if (rc == PT_STORE_OK
            && pt_http_header(&rs, "x-ms-copy-status", status,
                              sizeof(status)) != NULL
            && strcmp(status, "pending") != 0)
        {
            if (strcmp(status, "success") != 0) {
                pt_azure_fail(az, "azure: copy to %s: %s", dst, status);
                rc = PT_STORE_ERROR;
            }
            pt_http_resp_free(&rs);
            return rc;
        }

        pt_http_resp_free(&rs);

        if (rc != PT_STORE_OK) {
            return rc;
        }
    }

    pt_azure_fail(az, "azure: copy to %s still pending", dst);

    return PT_STORE_ERROR;
}


static int
pt_azure_copy(pt_store *s, const char *src, const char *dst)
{
    int                 rc;
    char               *line, status[32];
    size_t              size;
    pt_azure           *az = (pt_azure *) s;
    pt_azure_op         op;
    pt_http_resp        rs;
    struct curl_slist   hdr;

    if (!pt_store_key_valid(src)) {
        pt_azure_fail(az, "azure: bad key \"%.64s\"", src);
        return PT_STORE_ERROR;
    }

    size = strlen(az->conn.endpoint) + strlen(az->container)
           + 3 * (strlen(az->prefix) + strlen(src))
           + (az->conn.sas ? strlen(az->conn.sas) : 0) + 40;

    line = malloc(size);
    if (line == NULL) {
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    /* the source's URL (with the SAS when that is how we get in) */
    memcpy(line, "x-ms-copy-source: ", 18);
    if (pt_azure_url(az, src, NULL, line + 18, size - 18) != PT_OK) {
        free(line);
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    hdr.data = line;
    hdr.next = NULL;

    pt_azure_op_init(&op, "PUT", dst);
    op.extra = &hdr;

    rc = pt_azure_run(az, &op, &rs);

    OPENSSL_cleanse(line, size);
    free(line);

    if (rc == PT_STORE_OK && rs.status != 202 && rs.status != 201) {
        rc = pt_azure_status(az, &rs, src);
    }

    if (rc == PT_STORE_OK
        && pt_http_header(&rs, "x-ms-copy-status", status, sizeof(status))
        && strcmp(status, "pending") == 0)
    {
        rc = pt_azure_copy_wait(az, dst);
    }

    pt_http_resp_free(&rs);

    return rc;
}


static void
pt_azure_free(pt_store *s)
{
    pt_azure  *az = (pt_azure *) s;

    if (az == NULL) {
        return;
    }

    pt_azure_conn_free(&az->conn);
    free(az->container);
    free(az->prefix);
    free(az->ca_file);
    free(az);
}


static const pt_store_ops  pt_azure_ops = {
    .put_file = pt_azure_put_file,
    .put = pt_azure_put,
    .get = pt_azure_get,
    .get_range = pt_azure_get_range,
    .get_file = pt_azure_get_file,
    .open = pt_azure_open,
    .head = pt_azure_head,
    .del = pt_azure_del,
    .copy = pt_azure_copy,
    .list = pt_store_list_pages,
    .list_page = pt_azure_page_get,
    .free = pt_azure_free
};


pt_store *
pt_store_azure_new(const pt_store_cfg *cfg, char *err, size_t size)
{
    pt_azure  *az;

    if (pt_azure_container_valid(cfg->bucket, err, size) != PT_OK) {
        return NULL;
    }

    az = calloc(1, sizeof(pt_azure));
    if (az == NULL) {
        pt_snprintf(err, size, "out of memory");
        return NULL;
    }

    az->store.ops = &pt_azure_ops;

    if (pt_azure_conn_parse(cfg->connection_string, &az->conn, err, size)
        != PT_OK)
    {
        pt_azure_free(&az->store);
        return NULL;
    }

    az->container = pt_strdup(cfg->bucket);
    az->prefix = pt_strdup(cfg->prefix ? cfg->prefix : "");
    az->net = cfg->net;

    if (cfg->net.ca_file != NULL) {
        az->ca_file = pt_strdup(cfg->net.ca_file);
        az->net.ca_file = az->ca_file;
    }

    if (az->container == NULL || az->prefix == NULL
        || (cfg->net.ca_file != NULL && az->ca_file == NULL))
    {
        pt_azure_free(&az->store);
        pt_snprintf(err, size, "out of memory");
        return NULL;
    }

    return &az->store;
}
