/*
 * The GCS driver's reads (store_gcs_int.h): media downloads (whole, a
 * Range, into a file or an anonymous temp file for open), metadata and
 * the listing's pages (one per list_page(); list() walks them).  An
 * object's etag in pt_store_stat is its MD5 in hex (x-goog-hash,
 * md5Hash), or Google's etag for composite objects that have none.
 */

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <openssl/evp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/crypto.h"
#include "store/store_gcs_int.h"
#include "store/store_list.h"


#define PT_GCS_GET_MAX    (16 * 1024 * 1024)   /* get() into memory */
#define PT_GCS_LIST_MAX   (8 * 1024 * 1024)    /* one page of a listing */


/*
 * The object's bytes from offset (len of them, or all with len 0) into
 * sink_fd, or into memory up to cap.  PT_STORE_OK with rs holding a 200,
 * 206 or 416 answer.
 */
static int
pt_gcs_media(pt_gcs *g, const char *key, off_t offset, size_t len,
    int sink_fd, size_t cap, pt_http_resp *rs)
{
    int                 rc;
    char                url[PT_GCS_URL_MAX], range[80];
    pt_http_req         rq;
    struct curl_slist  *h;

    if (pt_gcs_object_url(g, key, "?alt=media", url, sizeof(url))
        != PT_STORE_OK)
    {
        memset(rs, 0, sizeof(*rs));
        return PT_STORE_ERROR;
    }

    h = NULL;
    if (offset > 0 || len > 0) {
        if (len > 0) {
            pt_snprintf(range, sizeof(range), "Range: bytes=%lld-%lld",
                        (long long) offset,
                        (long long) offset + (long long) len - 1);
        } else {
            pt_snprintf(range, sizeof(range), "Range: bytes=%lld-",
                        (long long) offset);
        }

        if ((h = curl_slist_append(NULL, range)) == NULL) {
            memset(rs, 0, sizeof(*rs));
            pt_snprintf(g->store.error, sizeof(g->store.error),
                        "out of memory");
            return PT_STORE_ERROR;
        }
    }

    pt_http_req_init(&rq, "GET", url);
    rq.headers = h;
    rq.sink_fd = sink_fd;
    rq.max_body = cap;
    rq.max_sink = sink_fd >= 0 ? pt_store_download_cap(&g->net) : 0;
    rq.idempotent = 1;

    rc = pt_gcs_do(g, &rq, rs);
    curl_slist_free_all(h);

    if (rc != PT_STORE_OK) {
        return rc;
    }

    if (rs->status == 200 || rs->status == 206 || rs->status == 416) {
        return PT_STORE_OK;
    }

    return pt_gcs_fail(g, rs, "GET", key, PT_STORE_NOT_FOUND);
}


int
pt_gcs_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len)
{
    int            rc;
    pt_gcs        *g = (pt_gcs *) s;
    pt_http_resp   rs;

    rc = pt_gcs_media(g, key, 0, 0, -1, PT_GCS_GET_MAX, &rs);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "GET", key, PT_STORE_ERROR);
    }

    if (rc == PT_STORE_OK) {
        rc = pt_store_remote_take_body(s, &rs, data, len);
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_gcs_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    int            rc;
    pt_gcs        *g = (pt_gcs *) s;
    pt_store_stat  st;
    pt_http_resp   rs;

    if (offset < 0) {
        pt_snprintf(s->error, sizeof(s->error), "negative offset");
        return PT_STORE_ERROR;
    }

    /* no byte range is empty: only whether the object is there */
    if (len == 0) {
        rc = pt_gcs_head(s, key, &st);
        *data = rc == PT_STORE_OK ? calloc(1, 1) : NULL;
        *got = 0;
        return rc == PT_STORE_OK && *data == NULL ? PT_STORE_ERROR : rc;
    }

    /* a 206 holds at most len bytes (an error answer has room anyway) */
    rc = pt_gcs_media(g, key, offset, len, -1, len, &rs);

    if (rc == PT_STORE_OK
        && ((rs.status == 200 && offset > 0)
            || (rs.status == 206 && rs.body_len > len)))
    {
        pt_snprintf(s->error, sizeof(s->error), "GCS ignored the Range");
        rc = PT_STORE_ERROR;
    }

    if (rc == PT_STORE_OK) {
        /* 416: the offset is at or past the end, as a short read */
        if (rs.status == 416 || rs.body == NULL) {
            *data = calloc(1, 1);
            *got = 0;

        } else {
            /* a 200 from offset 0: the object's first len bytes */
            *data = rs.body;
            *got = rs.body_len < len ? rs.body_len : len;
            rs.body = NULL;
        }

        if (*data == NULL) {
            rc = PT_STORE_ERROR;
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* "md5=BASE64" of x-goog-hash (or a JSON md5Hash) as hex into etag */
static int
pt_gcs_md5_hex(const char *b64, size_t len, char *etag, size_t size)
{
    unsigned char  md5[24];

    if (len != 24 || size < 33
        || EVP_DecodeBlock(md5, (const unsigned char *) b64, 24) != 18)
    {
        return PT_ERROR;
    }

    pt_hex(md5, 16, etag);

    return PT_OK;
}


/* size, etag (the MD5 in hex, else Google's etag), type, mtime of a
 * download's answer */
static void
pt_gcs_stat_answer(const pt_http_resp *rs, off_t size, pt_store_stat *st)
{
    char         buf[256];
    const char  *md5;

    memset(st, 0, sizeof(*st));
    st->size = size;
    st->mtime = rs->last_modified;
    pt_snprintf(st->content_type, sizeof(st->content_type), "%s",
                rs->content_type);

    if (pt_http_header(rs, "x-goog-hash", buf, sizeof(buf)) != NULL
        && (md5 = strstr(buf, "md5=")) != NULL
        && pt_gcs_md5_hex(md5 + 4, strcspn(md5 + 4, ", "), st->etag,
                          sizeof(st->etag)) == PT_OK)
    {
        return;
    }

    pt_snprintf(st->etag, sizeof(st->etag), "%s", rs->etag);
}


/* the drivers' download (store_http.h): fd whole, st from the answer */
static int
pt_gcs_download(pt_store *s, const char *key, int fd, pt_store_stat *st)
{
    int            rc;
    off_t          size;
    pt_gcs        *g = (pt_gcs *) s;
    pt_http_resp   rs;

    rc = pt_gcs_media(g, key, 0, 0, fd, 0, &rs);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "GET", key, PT_STORE_ERROR);
    }

    if (rc == PT_STORE_OK && st != NULL) {
        size = lseek(fd, 0, SEEK_END);

        if (size == -1) {
            pt_snprintf(s->error, sizeof(s->error), "lseek: %s",
                        strerror(errno));
            rc = PT_STORE_ERROR;

        } else {
            pt_gcs_stat_answer(&rs, size, st);
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_gcs_get_file(pt_store *s, const char *key, const char *path)
{
    return pt_store_remote_get_file(s, key, path, pt_gcs_download);
}


int
pt_gcs_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    return pt_store_remote_open(s, key, fd, st, pt_gcs_download);
}


/* RFC 3339 "2024-05-01T12:00:00.123Z" as time_t; 0 when unreadable */
static time_t
pt_gcs_time(const char *s)
{
    struct tm  tm;

    memset(&tm, 0, sizeof(tm));

    if (s == NULL || strptime(s, "%Y-%m-%dT%H:%M:%S", &tm) == NULL) {
        return 0;
    }

    return timegm(&tm);
}


/* pt_store_stat of an object resource (metadata, a listing's item) */
void
pt_gcs_stat_json(json_t *o, pt_store_stat *st)
{
    const char  *v;

    memset(st, 0, sizeof(*st));

    v = json_string_value(json_object_get(o, "size"));
    st->size = pt_http_size(v);
    st->mtime = pt_gcs_time(json_string_value(json_object_get(o,
                                                              "updated")));

    v = json_string_value(json_object_get(o, "contentType"));
    pt_snprintf(st->content_type, sizeof(st->content_type), "%s",
                v ? v : "");

    /* composite objects have no md5Hash: Google's etag then */
    v = json_string_value(json_object_get(o, "md5Hash"));
    if (v != NULL
        && pt_gcs_md5_hex(v, strlen(v), st->etag, sizeof(st->etag)) == PT_OK)
    {
        return;
    }

    v = json_string_value(json_object_get(o, "etag"));
    pt_snprintf(st->etag, sizeof(st->etag), "%s", v ? v : "");
}


int
pt_gcs_head(pt_store *s, const char *key, pt_store_stat *st)
{
    int            rc;
    char           url[PT_GCS_URL_MAX];
    json_t        *o;
    pt_gcs        *g = (pt_gcs *) s;
    pt_http_req    rq;
    pt_http_resp   rs;

    if (pt_gcs_object_url(g, key, "", url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    pt_http_req_init(&rq, "GET", url);
    rq.idempotent = 1;

    rc = pt_gcs_do(g, &rq, &rs);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "metadata", key, PT_STORE_NOT_FOUND);
    }

    if (rc == PT_STORE_OK) {
        o = pt_gcs_json(g, &rs);
        if (o == NULL) {
            rc = PT_STORE_ERROR;
        } else {
            pt_gcs_stat_json(o, st);
            json_decref(o);
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* the items of one page to cb; PT_STORE_OK, or 1 when cb stopped */
int
pt_gcs_list_page(pt_gcs *g, json_t *page, pt_store_list_pt cb, void *arg)
{
    size_t          i, plen;
    json_t         *item;
    const char     *name;
    pt_store_stat   st;

    plen = strlen(g->prefix);

    json_array_foreach(json_object_get(page, "items"), i, item) {
        name = json_string_value(json_object_get(item, "name"));

        /* an object outside our prefix is not ours, nor is a name that
         * is no store key ("..", "//", a hidden segment, a control
         * character), which a caller could take for a path */
        if (name == NULL || strncmp(name, g->prefix, plen) != 0
            || !pt_store_key_valid(name + plen))
        {
            pt_store_list_refused(cb, arg, name ? name : "(no name)");
            continue;
        }

        pt_gcs_stat_json(item, &st);

        if (cb(arg, name + plen, &st) != 0) {
            return 1;
        }
    }

    return PT_STORE_OK;
}


#define PT_GCS_LIST_FIELDS  \
    "nextPageToken,items(name,size,md5Hash,etag,contentType,updated)"


int
pt_gcs_page_get(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg)
{
    int            rc, max;
    char           url[PT_GCS_URL_MAX + 1024], name[3 * PT_GCS_NAME_MAX + 1],
                   fields[256], tok[3 * PT_STORE_TOKEN_MAX];
    json_t        *page;
    const char    *t, *prefix;
    pt_gcs        *g = (pt_gcs *) s;
    pt_http_req    rq;
    pt_http_resp   rs;
    pt_store_filter  filter;

    /* keys reach the caller only under the listing's prefix */
    pt_store_filter_init(&filter, pg, cb, arg);

    pg->next[0] = '\0';
    prefix = pg->prefix ? pg->prefix : "";
    pt_snprintf(url, sizeof(url), "%s%s", g->prefix, prefix);

    if (strlen(url) > PT_GCS_NAME_MAX
        || pt_http_escape(url, 0, name, sizeof(name)) != PT_OK
        || pt_http_escape(PT_GCS_LIST_FIELDS, 0, fields, sizeof(fields))
           != PT_OK)
    {
        pt_snprintf(s->error, sizeof(s->error), "list prefix too long");
        return PT_STORE_ERROR;
    }

    if (pt_http_escape(pg->token ? pg->token : "", 0, tok, sizeof(tok))
        != PT_OK)
    {
        pt_snprintf(s->error, sizeof(s->error), "GCS list: pageToken too"
                    " long");
        return PT_STORE_ERROR;
    }

    max = pg->max > 0 && pg->max < (unsigned) g->net.list_page
          ? (int) pg->max : g->net.list_page;

    pt_snprintf(url, sizeof(url), "%s/storage/v1/b/%s/o?prefix=%s"
                "&maxResults=%d&fields=%s%s%s", g->api, g->bucket,
                name, max, fields, tok[0] ? "&pageToken=" : "", tok);

    pt_http_req_init(&rq, "GET", url);
    rq.max_body = PT_GCS_LIST_MAX;
    rq.idempotent = 1;

    rc = pt_gcs_do(g, &rq, &rs);

    /* listing a bucket that is not there: the configuration's fault */
    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "list", prefix, PT_STORE_DENIED);
    }

    page = rc == PT_STORE_OK ? pt_gcs_json(g, &rs) : NULL;
    pt_http_resp_free(&rs);

    if (rc == PT_STORE_OK && page == NULL) {
        rc = PT_STORE_ERROR;
    }

    if (rc != PT_STORE_OK) {
        return rc;
    }

    rc = pt_gcs_list_page(g, page, pt_store_filter_cb, &filter);

    t = json_string_value(json_object_get(page, "nextPageToken"));

    if (rc == PT_STORE_OK && t != NULL && strlen(t) >= sizeof(pg->next)) {
        pt_snprintf(s->error, sizeof(s->error), "GCS list: nextPageToken"
                    " too long");
        json_decref(page);
        return PT_STORE_ERROR;
    }

    pt_snprintf(pg->next, sizeof(pg->next), "%s",
                t && rc == PT_STORE_OK ? t : "");
    json_decref(page);

    return PT_STORE_OK;
}
