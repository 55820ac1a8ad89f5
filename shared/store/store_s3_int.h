/*
 * store_s3.c, store_s3_req.c, store_s3_object.c, store_s3_list.c and
 * store_s3_multipart.c:
 * the S3 driver's state and the helpers its files share.  Not part of
 * libpictor's interface; users see store_remote.h.  The unit tests reach
 * the payload hashes through it, the fuzz targets the answers' parsers.
 */

#ifndef PT_STORE_S3_INT_H
#define PT_STORE_S3_INT_H

#include <sys/types.h>

#include "store/store_http.h"
#include "store/store_remote.h"


#define PT_S3_KEY_MAX        1024      /* S3's limit, in bytes */
#define PT_S3_PREFIX_MAX     512
#define PT_S3_URL_MAX        (3 * PT_S3_KEY_MAX + 1024)
#define PT_S3_PART_DEFAULT   (8 * 1024 * 1024)
#define PT_S3_PART_MIN       (5 * 1024 * 1024)   /* S3's smallest part */
#define PT_S3_PARTS_MAX      10000
#define PT_S3_LIST_PAGE      1000
#define PT_S3_GET_MAX        (32 * 1024 * 1024)  /* get() into memory */
#define PT_S3_XML_MAX        (8 * 1024 * 1024)   /* a listing page */
#define PT_S3_SHA256_HEX     65
/* SHA-256 of nothing: the payload hash of a request without a body */
#define PT_S3_EMPTY_SHA256                                                  \
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


typedef struct {
    pt_store      store;      /* first: a pt_store * is a pt_store_s3 * */
    char         *base;       /* the URL an escaped key follows after a
                                 '/': "https://b.s3.r.amazonaws.com" or
                                 "{endpoint}/b" */
    char         *bucket;
    char         *prefix;     /* pathPrefix, "" for none */
    char         *sigv4;      /* "aws:amz:REGION:s3" */
    char         *userpwd;    /* "KEYID:SECRET", wiped when freed */
    char         *ca_file;
    pt_store_net  net;        /* defaults filled in */
} pt_store_s3;


/* s->error = "S3 " fmt (no secret ever goes in) */
void pt_s3_fail(pt_store *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/*
 * The URL of the object key (the configured prefix goes in front) with
 * query, a canonical query string ("a=1&b=2", names sorted, values
 * escaped) or NULL; key NULL names the bucket ("base/?query").
 * PT_STORE_ERROR (s->error set) for an invalid key or a long URL.
 */
int pt_s3_url(pt_store_s3 *s3, const char *key, const char *query,
    char *buf, size_t size);

/* rq set up for method on url, signed with the store's credentials */
void pt_s3_req(pt_store_s3 *s3, pt_http_req *rq, const char *method,
    const char *url);

/* Appends "x-amz-content-sha256: sha" and, when ct is not NULL,
 * "Content-Type: ct"; PT_ERROR on no memory (*l stays freeable) */
int pt_s3_headers(struct curl_slist **l, const char *sha, const char *ct);

/*
 * The store's result of a pt_http_do() that returned rc with rs: OK for a
 * 2xx answer; else s->error names op, key and S3's error Code and Message
 * and the result is NOT_FOUND (404, NoSuchKey), DENIED (401, 403,
 * refused credentials, NoSuchBucket, a wrong region), UNREACHABLE (no
 * answer, 5xx or throttling after the retries) or ERROR.
 */
int pt_s3_result(pt_store_s3 *s3, int rc, const pt_http_resp *rs,
    const char *op, const char *key);

/* Text of the first element called name in an XML body into buf;
 * PT_ERROR when there is none (or the body is not XML) */
int pt_s3_xml_text(const unsigned char *body, size_t len, const char *name,
    char *buf, size_t size);

/* Lowercase hex SHA-256 of len bytes at p, or of fd's len bytes from off
 * (read, not mapped); PT_ERROR with errno on a short or failed read */
int pt_s3_sha256_hex(const void *p, size_t len,
    char hex[PT_S3_SHA256_HEX]);
int pt_s3_sha256_fd(int fd, off_t off, size_t len,
    char hex[PT_S3_SHA256_HEX]);

/* the operations of store_s3_object.c, store_s3_list.c and
 * store_s3_multipart.c */
int pt_s3_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move);
int pt_s3_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type);
int pt_s3_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len);
int pt_s3_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got);
int pt_s3_get_file(pt_store *s, const char *key, const char *path);
int pt_s3_open(pt_store *s, const char *key, int *fd, pt_store_stat *st);
int pt_s3_head(pt_store *s, const char *key, pt_store_stat *st);
int pt_s3_del(pt_store *s, const char *key);
int pt_s3_copy(pt_store *s, const char *src, const char *dst);
int pt_s3_page_get(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg);

/* size bytes of fd in parts: create, upload each, complete; aborted on
 * any failure so no part stays behind */
int pt_s3_multipart(pt_store_s3 *s3, const char *key, int fd, off_t size,
    const char *content_type);

#define PT_S3_TOKEN_MAX  2048

/* one page's walk: where the caller's callback and the next page are */
typedef struct {
    pt_store_s3       *s3;
    pt_store_list_pt   cb;
    void              *arg;
    int                stopped;    /* the callback asked to stop */
    int                truncated;  /* another page follows */
    char               token[PT_S3_TOKEN_MAX];
} pt_s3_page;

/*
 * One ListObjectsV2 answer (rs->body, NUL-terminated as pt_http_do
 * leaves it): pg->cb per key under the prefix, the prefix taken off,
 * until it asks to stop; truncated and token for the next page.
 * PT_STORE_ERROR (s->error set) when it is not a listing or is truncated
 * without a token.  Apart for the fuzz target (t/fuzz/fuzz_s3_xml.c), which
 * feeds it what a hostile or broken S3 could answer.
 */
int pt_s3_page_parse(pt_s3_page *pg, const pt_http_resp *rs);

#endif /* PT_STORE_S3_INT_H */
