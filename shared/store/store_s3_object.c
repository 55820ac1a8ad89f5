/*
 * The S3 driver's object operations (see store_s3.c): put from a file or
 * memory, get whole or a range, download to a file or an unlinked temp
 * file, head, delete and server-side copy.  Originals only pass through
 * files: put_file hashes the file, then curl reads it again as the body;
 * downloads go to a temp file beside their destination and are renamed
 * into place whole.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_s3_int.h"


/* what S3 would store without a type; said so multipart uploads agree */
#define PT_S3_DEFAULT_TYPE  "application/octet-stream"


/* pt_http_do() and the store's result of it */
static int
pt_s3_do(pt_store_s3 *s3, const pt_http_req *rq, pt_http_resp *rs,
    const char *op, const char *key)
{
    int  rc;

    rc = pt_http_do(rq, rs, &s3->net);

    return pt_s3_result(s3, rc, rs, op, key);
}


/* a body-less request's headers: the empty payload hash (+ extra) */
static struct curl_slist *
pt_s3_empty_headers(pt_store_s3 *s3, const char *extra)
{
    struct curl_slist  *h, *n;

    h = NULL;

    if (pt_s3_headers(&h, PT_S3_EMPTY_SHA256, NULL) != PT_OK) {
        goto nomem;
    }

    if (extra) {
        if ((n = curl_slist_append(h, extra)) == NULL) {
            goto nomem;
        }
        h = n;
    }

    return h;

nomem:

    curl_slist_free_all(h);
    pt_s3_fail(&s3->store, "out of memory");

    return NULL;
}


static void
pt_s3_stat(const pt_http_resp *rs, off_t size, pt_store_stat *st)
{
    if (st == NULL) {
        return;
    }

    memset(st, 0, sizeof(*st));
    st->size = size;
    st->mtime = rs->last_modified;
    pt_snprintf(st->content_type, sizeof(st->content_type), "%s",
                rs->content_type);
    pt_snprintf(st->etag, sizeof(st->etag), "%s", rs->etag);
}


/* one PUT of len bytes from data, or from fd at 0 when data is NULL */
static int
pt_s3_put_body(pt_store_s3 *s3, const char *key, const void *data, int fd,
    size_t len, const char *ct)
{
    int                 rc;
    char                url[PT_S3_URL_MAX], sha[PT_S3_SHA256_HEX];
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h;

    if (pt_s3_url(s3, key, NULL, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    rc = data ? pt_s3_sha256_hex(data, len, sha)
              : pt_s3_sha256_fd(fd, 0, len, sha);
    if (rc != PT_OK) {
        pt_s3_fail(&s3->store, "PUT \"%.64s\": reading the body: %s", key,
                   strerror(errno));
        return PT_STORE_ERROR;
    }

    h = NULL;
    if (pt_s3_headers(&h, sha, ct ? ct : PT_S3_DEFAULT_TYPE) != PT_OK) {
        curl_slist_free_all(h);
        pt_s3_fail(&s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    pt_s3_req(s3, &rq, "PUT", url);
    rq.headers = h;
    rq.body = data;
    rq.body_fd = data ? -1 : fd;
    rq.body_len = len;

    rc = pt_s3_do(s3, &rq, &rs, "PUT", key);

    pt_http_resp_free(&rs);
    curl_slist_free_all(h);

    return rc;
}


int
pt_s3_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    return pt_s3_put_body((pt_store_s3 *) s, key, data ? data : "", -1, len,
                          content_type);
}


int
pt_s3_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    int            fd, rc;
    struct stat    sb;
    pt_store_s3   *s3 = (pt_store_s3 *) s;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1 || fstat(fd, &sb) == -1) {
        pt_s3_fail(s, "PUT \"%.64s\": %s: %s", key, path, strerror(errno));
        if (fd != -1) {
            close(fd);
        }
        return PT_STORE_ERROR;
    }

    if ((size_t) sb.st_size > s3->net.part_size) {
        rc = pt_s3_multipart(s3, key, fd, sb.st_size,
                             content_type ? content_type
                                          : PT_S3_DEFAULT_TYPE);

    } else {
        rc = pt_s3_put_body(s3, key, NULL, fd, sb.st_size, content_type);
    }

    close(fd);

    /* the bucket holds it now: a moved file is consumed */
    if (rc == PT_STORE_OK && move) {
        (void) unlink(path);
    }

    return rc;
}


/* GET of key, the answer to memory (up to max) or to sink */
static int
pt_s3_fetch(pt_store_s3 *s3, const char *key, const char *range, int sink,
    size_t max, pt_http_resp *rs)
{
    int                 rc;
    char                url[PT_S3_URL_MAX];
    pt_http_req         rq;
    struct curl_slist  *h;

    memset(rs, 0, sizeof(*rs));

    if (pt_s3_url(s3, key, NULL, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    h = pt_s3_empty_headers(s3, range);
    if (h == NULL) {
        return PT_STORE_ERROR;
    }

    pt_s3_req(s3, &rq, "GET", url);
    rq.headers = h;
    rq.sink_fd = sink;
    rq.max_body = max;
    rq.max_sink = sink >= 0 ? pt_store_download_cap(&s3->net) : 0;

    rc = pt_s3_do(s3, &rq, rs, "GET", key);
    curl_slist_free_all(h);

    return rc;
}


int
pt_s3_get(pt_store *s, const char *key, unsigned char **data, size_t *len)
{
    int            rc;
    pt_http_resp   rs;
    pt_store_s3   *s3 = (pt_store_s3 *) s;

    *data = NULL;
    *len = 0;

    rc = pt_s3_fetch(s3, key, NULL, -1, PT_S3_GET_MAX, &rs);
    if (rc == PT_STORE_OK) {
        rc = pt_store_remote_take_body(s, &rs, data, len);
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_s3_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    int            rc;
    char           range[96];
    pt_http_resp   rs;
    pt_store_s3   *s3 = (pt_store_s3 *) s;

    *data = NULL;
    *got = 0;

    if (offset < 0 || len == 0) {
        if (offset < 0) {
            pt_s3_fail(s, "GET \"%.64s\": negative offset", key);
            return PT_STORE_ERROR;
        }
        memset(&rs, 0, sizeof(rs));
        return pt_store_remote_take_body(s, &rs, data, got);
    }

    pt_snprintf(range, sizeof(range), "Range: bytes=%lld-%lld",
                (long long) offset, (long long) offset + (long long) len - 1);

    rc = pt_s3_fetch(s3, key, range, -1, len, &rs);

    /* a range past the end: no bytes, as the local driver gives */
    if (rc == PT_STORE_ERROR && rs.status == 416) {
        pt_http_resp_free(&rs);
        return pt_store_remote_take_body(s, &rs, data, got);
    }

    /* 200 is the whole object: only a range from 0 may take it (the
     * memory cap of len saw to the rest) */
    if (rc == PT_STORE_OK && rs.status != 206 && offset != 0) {
        pt_s3_fail(s, "GET \"%.64s\": the range was not honoured (HTTP "
                   "%ld)", key, rs.status);
        rc = PT_STORE_ERROR;
    }

    if (rc == PT_STORE_OK) {
        rc = pt_store_remote_take_body(s, &rs, data, got);
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* the object into fd (at its offset 0, empty); st from the answer */
static int
pt_s3_download(pt_store *s, const char *key, int fd, pt_store_stat *st)
{
    int            rc;
    struct stat    sb;
    pt_http_resp   rs;
    pt_store_s3   *s3 = (pt_store_s3 *) s;

    rc = pt_s3_fetch(s3, key, NULL, fd, 0, &rs);

    if (rc == PT_STORE_OK) {
        if (fstat(fd, &sb) == -1) {
            pt_s3_fail(&s3->store, "GET \"%.64s\": fstat: %s", key,
                       strerror(errno));
            rc = PT_STORE_ERROR;

        } else {
            pt_s3_stat(&rs, sb.st_size, st);
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_s3_get_file(pt_store *s, const char *key, const char *path)
{
    return pt_store_remote_get_file(s, key, path, pt_s3_download);
}


int
pt_s3_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    return pt_store_remote_open(s, key, fd, st, pt_s3_download);
}


/*
 * a body-less request for key (HEAD, DELETE); st, when not NULL, is filled
 * from the answer of a successful one
 */
static int
pt_s3_bodyless(pt_store_s3 *s3, const char *method, const char *key,
    pt_store_stat *st)
{
    int                 rc;
    char                url[PT_S3_URL_MAX];
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h;

    if (pt_s3_url(s3, key, NULL, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    h = pt_s3_empty_headers(s3, NULL);
    if (h == NULL) {
        return PT_STORE_ERROR;
    }

    pt_s3_req(s3, &rq, method, url);
    rq.headers = h;

    rc = pt_s3_do(s3, &rq, &rs, method, key);

    if (rc == PT_STORE_OK) {
        pt_s3_stat(&rs, rs.content_length > 0 ? rs.content_length : 0, st);
    }

    pt_http_resp_free(&rs);
    curl_slist_free_all(h);

    return rc;
}


int
pt_s3_head(pt_store *s, const char *key, pt_store_stat *st)
{
    return pt_s3_bodyless((pt_store_s3 *) s, "HEAD", key, st);
}


int
pt_s3_del(pt_store *s, const char *key)
{
    int  rc;

    rc = pt_s3_bodyless((pt_store_s3 *) s, "DELETE", key, NULL);

    return rc == PT_STORE_NOT_FOUND ? PT_STORE_OK : rc;
}


int
pt_s3_copy(pt_store *s, const char *src, const char *dst)
{
    int                 rc;
    char                url[PT_S3_URL_MAX], code[64];
    char                full[PT_S3_PREFIX_MAX + PT_S3_KEY_MAX + 2];
    char                source[sizeof("x-amz-copy-source: //")
                               + 3 * sizeof(full) + 64];
    size_t              n;
    pt_http_req         rq;
    pt_http_resp        rs;
    pt_store_s3        *s3 = (pt_store_s3 *) s;
    struct curl_slist  *h;

    if (!pt_store_key_valid(src)) {
        pt_s3_fail(s, "invalid key \"%.64s\"", src);
        return PT_STORE_ERROR;
    }

    if (pt_s3_url(s3, dst, NULL, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    /* "/{bucket}/{key}", the key escaped as in a URL */
    pt_snprintf(full, sizeof(full), "%s%s", s3->prefix, src);
    n = pt_snprintf(source, sizeof(source), "x-amz-copy-source: /%s/",
                    s3->bucket) ? strlen(source) : 0;

    if (pt_http_escape(full, 1, source + n, sizeof(source) - n) != PT_OK) {
        pt_s3_fail(s, "COPY \"%.64s\": key too long", src);
        return PT_STORE_ERROR;
    }

    h = pt_s3_empty_headers(s3, source);
    if (h == NULL) {
        return PT_STORE_ERROR;
    }

    pt_s3_req(s3, &rq, "PUT", url);
    rq.headers = h;

    rc = pt_s3_do(s3, &rq, &rs, "COPY", src);

    /* S3 may fail a copy after its 200: the error is then in the body */
    if (rc == PT_STORE_OK && rs.body
        && pt_s3_xml_text(rs.body, rs.body_len, "Code", code, sizeof(code))
           == PT_OK)
    {
        pt_s3_fail(s, "COPY \"%.64s\": %s", src, code);
        rc = PT_STORE_ERROR;
    }

    pt_http_resp_free(&rs);
    curl_slist_free_all(h);

    return rc;
}
