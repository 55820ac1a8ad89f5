/*
 * The S3 driver's multipart upload (see store_s3.c), for files over
 * net.part_size: CreateMultipartUpload, UploadPart of each file range
 * (hashed first, then read again by curl as the body: one part's buffer
 * at most, never the file), CompleteMultipartUpload.  Any failure aborts
 * the upload, so S3 keeps no parts and the key keeps its old object.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_s3_int.h"


#define PT_S3_ETAG_MAX    80
#define PT_S3_UPLOAD_MAX  1024


typedef struct {
    pt_store_s3  *s3;
    const char   *key;
    char          id[PT_S3_UPLOAD_MAX];      /* the UploadId */
    char          id_esc[3 * PT_S3_UPLOAD_MAX];
    int           fd;
    off_t         size;
    size_t        part;
    int           nparts;
    char        (*etags)[PT_S3_ETAG_MAX];
} pt_s3_upload;


/* one request of the upload: query on the key, a body from memory */
static int
pt_s3_mp_request(pt_s3_upload *up, const char *method, const char *query,
    const char *body, const char *ct, pt_http_resp *rs, const char *op)
{
    int                 rc;
    char                url[PT_S3_URL_MAX], sha[PT_S3_SHA256_HEX];
    size_t              len;
    pt_http_req         rq;
    struct curl_slist  *h;

    memset(rs, 0, sizeof(*rs));
    len = body ? strlen(body) : 0;
    h = NULL;

    if (pt_s3_url(up->s3, up->key, query, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (pt_s3_sha256_hex(body ? body : "", len, sha) != PT_OK
        || pt_s3_headers(&h, sha, ct) != PT_OK)
    {
        curl_slist_free_all(h);
        pt_s3_fail(&up->s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    pt_s3_req(up->s3, &rq, method, url);
    rq.headers = h;
    rq.body = body;
    rq.body_len = len;

    rc = pt_http_do(&rq, rs, &up->s3->net);
    rc = pt_s3_result(up->s3, rc, rs, op, up->key);
    curl_slist_free_all(h);

    return rc;
}


static int
pt_s3_mp_create(pt_s3_upload *up, const char *ct)
{
    int           rc;
    pt_http_resp  rs;

    /* POST is not idempotent in general; S3's SDKs retry this one too,
     * and a lost first answer at worst leaves an empty upload behind */
    rc = pt_s3_mp_request(up, "POST", "uploads=", NULL, ct, &rs, "CREATE");

    if (rc == PT_STORE_OK
        && (rs.body == NULL
            || pt_s3_xml_text(rs.body, rs.body_len, "UploadId", up->id,
                              sizeof(up->id)) != PT_OK
            || up->id[0] == '\0'
            || pt_http_escape(up->id, 0, up->id_esc, sizeof(up->id_esc))
               != PT_OK))
    {
        pt_s3_fail(&up->s3->store, "CREATE \"%.64s\": no UploadId",
                   up->key);
        rc = PT_STORE_ERROR;
        up->id[0] = '\0';
    }

    pt_http_resp_free(&rs);

    return rc;
}


static int
pt_s3_mp_part(pt_s3_upload *up, int i)
{
    int                 rc;
    off_t               off;
    size_t              len;
    char                url[PT_S3_URL_MAX], sha[PT_S3_SHA256_HEX];
    char                query[64 + 3 * PT_S3_UPLOAD_MAX];
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h;

    off = (off_t) i * up->part;
    len = up->size - off < (off_t) up->part ? (size_t) (up->size - off)
                                             : up->part;

    pt_snprintf(query, sizeof(query), "partNumber=%d&uploadId=%s", i + 1,
                up->id_esc);

    if (pt_s3_url(up->s3, up->key, query, url, sizeof(url)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (pt_s3_sha256_fd(up->fd, off, len, sha) != PT_OK) {
        pt_s3_fail(&up->s3->store, "PART %d \"%.64s\": reading: %s", i + 1,
                   up->key, strerror(errno));
        return PT_STORE_ERROR;
    }

    h = NULL;
    if (pt_s3_headers(&h, sha, NULL) != PT_OK) {
        curl_slist_free_all(h);
        pt_s3_fail(&up->s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    pt_s3_req(up->s3, &rq, "PUT", url);
    rq.headers = h;
    rq.body_fd = up->fd;
    rq.body_off = off;
    rq.body_len = len;

    rc = pt_http_do(&rq, &rs, &up->s3->net);
    rc = pt_s3_result(up->s3, rc, &rs, "PART", up->key);

    if (rc == PT_STORE_OK) {
        if (rs.etag[0] == '\0') {
            pt_s3_fail(&up->s3->store, "PART %d \"%.64s\": no ETag", i + 1,
                       up->key);
            rc = PT_STORE_ERROR;
        }
        pt_snprintf(up->etags[i], PT_S3_ETAG_MAX, "%s", rs.etag);
    }

    pt_http_resp_free(&rs);
    curl_slist_free_all(h);

    return rc;
}


static int
pt_s3_mp_complete(pt_s3_upload *up)
{
    int           i, rc;
    char         *xml, *p, code[64];
    char          query[16 + 3 * PT_S3_UPLOAD_MAX];
    size_t        size;
    pt_http_resp  rs;

    size = 128 + (size_t) up->nparts * (96 + PT_S3_ETAG_MAX);
    xml = malloc(size);
    if (xml == NULL) {
        pt_s3_fail(&up->s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    p = xml + sprintf(xml, "<CompleteMultipartUpload>");

    for (i = 0; i < up->nparts; i++) {
        p += sprintf(p, "<Part><PartNumber>%d</PartNumber>"
                     "<ETag>\"%s\"</ETag></Part>", i + 1, up->etags[i]);
    }

    sprintf(p, "</CompleteMultipartUpload>");
    pt_snprintf(query, sizeof(query), "uploadId=%s", up->id_esc);

    rc = pt_s3_mp_request(up, "POST", query, xml, "application/xml", &rs,
                          "COMPLETE");

    /* a 200 may still carry S3's error in its body */
    if (rc == PT_STORE_OK && rs.body
        && pt_s3_xml_text(rs.body, rs.body_len, "Code", code, sizeof(code))
           == PT_OK)
    {
        pt_s3_fail(&up->s3->store, "COMPLETE \"%.64s\": %s", up->key, code);
        rc = PT_STORE_ERROR;
    }

    pt_http_resp_free(&rs);
    free(xml);

    return rc;
}


/* the failure stays the one reported; the abort only cleans up */
static void
pt_s3_mp_abort(pt_s3_upload *up)
{
    char          saved[sizeof(up->s3->store.error)];
    char          query[16 + 3 * PT_S3_UPLOAD_MAX];
    pt_http_resp  rs;

    memcpy(saved, up->s3->store.error, sizeof(saved));
    pt_snprintf(query, sizeof(query), "uploadId=%s", up->id_esc);

    (void) pt_s3_mp_request(up, "DELETE", query, NULL, NULL, &rs, "ABORT");

    pt_http_resp_free(&rs);
    memcpy(up->s3->store.error, saved, sizeof(saved));
}


int
pt_s3_multipart(pt_store_s3 *s3, const char *key, int fd, off_t size,
    const char *content_type)
{
    int            i, rc;
    pt_s3_upload  *up;

    up = calloc(1, sizeof(pt_s3_upload));
    if (up == NULL) {
        pt_s3_fail(&s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    up->s3 = s3;
    up->key = key;
    up->fd = fd;
    up->size = size;
    up->part = s3->net.part_size;

    /* S3 takes 10000 parts at most: larger parts for a huge file */
    if ((size + up->part - 1) / up->part > PT_S3_PARTS_MAX) {
        up->part = (size + PT_S3_PARTS_MAX - 1) / PT_S3_PARTS_MAX;
    }

    up->nparts = (size + up->part - 1) / up->part;
    up->etags = calloc(up->nparts, PT_S3_ETAG_MAX);

    if (up->etags == NULL) {
        free(up);
        pt_s3_fail(&s3->store, "out of memory");
        return PT_STORE_ERROR;
    }

    rc = pt_s3_mp_create(up, content_type);

    for (i = 0; rc == PT_STORE_OK && i < up->nparts; i++) {
        rc = pt_s3_mp_part(up, i);
    }

    if (rc == PT_STORE_OK) {
        rc = pt_s3_mp_complete(up);
    }

    if (rc != PT_STORE_OK && up->id[0]) {
        pt_s3_mp_abort(up);
    }

    free(up->etags);
    free(up);

    return rc;
}
