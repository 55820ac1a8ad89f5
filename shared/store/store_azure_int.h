/*
 * The Azure Blob driver's private parts, shared by its files:
 * store_azure_conn.c (the connection string and the container name),
 * store_azure_sign.c (SharedKey: the string to sign and its HMAC),
 * store_azure.c (requests, status mapping, head, delete, copy),
 * store_azure_get.c (reads), store_azure_put.c (Put Blob, blocks) and
 * store_azure_list.c (List Blobs).  Nothing here is for other modules:
 * hosts use store_remote.h.
 */

#ifndef PT_STORE_AZURE_INT_H
#define PT_STORE_AZURE_INT_H

#include <sys/types.h>

#include "store/store_http.h"


/*
 * The request version of every call: old enough for every Azure account
 * and every azurite of the last years, new enough for all we use (Put
 * Block List with Latest, x-ms-range, Copy Blob's synchronous answer).
 */
#define PT_AZURE_VERSION      "2021-08-06"

/* azurite's (and the old storage emulator's) well-known account */
#define PT_AZURE_DEV_ACCOUNT  "devstoreaccount1"
#define PT_AZURE_DEV_ENDPOINT "http://127.0.0.1:10000/devstoreaccount1"

#define PT_AZURE_KEY_MAX      128     /* decoded AccountKey (Azure's: 64) */


/* What a connection string says; secrets are wiped by conn_free. */
typedef struct {
    char           *account;          /* AccountName */
    unsigned char   key[PT_AZURE_KEY_MAX];
    size_t          key_len;          /* 0: no SharedKey, sas is used */
    char           *sas;              /* SharedAccessSignature without '?' */
    char           *endpoint;         /* "https://acct.blob.core.windows.net"
                                         or BlobEndpoint, no trailing '/' */
} pt_azure_conn;

/*
 * Parses cs.  PT_ERROR with err naming the field ("connectionString:
 * AccountKey is not base64"), never a value of it.  conn is zeroed first;
 * free it with pt_azure_conn_free() in either case.
 */
int pt_azure_conn_parse(const char *cs, pt_azure_conn *conn, char *err,
    size_t size);
void pt_azure_conn_free(pt_azure_conn *conn);

/* Azure's container naming rules: PT_ERROR with err naming "bucket" */
int pt_azure_container_valid(const char *name, char *err, size_t size);

/* strict base64 (RFC 4648 alphabet, padding required); -1 when not */
ssize_t pt_azure_base64_decode(const char *in, unsigned char *out,
    size_t size);
/* out holds 4 * ceil(len / 3) + 1 bytes */
size_t pt_azure_base64_encode(const unsigned char *in, size_t len,
    char *out);


/* A request as SharedKey sees it */
typedef struct {
    const char               *method;
    const char               *url;     /* escaped, as sent */
    off_t                     content_length;   /* 0 signs as "" */
    const struct curl_slist  *headers; /* "Name: value", every one sent */
} pt_azure_sign_req;

/*
 * The string to sign of "Authorize with Shared Key" (version 2009-09-19
 * and later): the verb, the eleven standard headers, the canonicalized
 * x-ms- headers and the canonicalized resource "/{account}{path}" with
 * the query parameters, names lowercased and sorted, values decoded.
 * malloc'ed into *out (the caller frees); PT_ERROR on no memory or a URL
 * it cannot read.
 */
int pt_azure_string_to_sign(const pt_azure_sign_req *r, const char *account,
    char **out);

/* "SharedKey {account}:{base64 HMAC-SHA256}" into auth */
int pt_azure_authorization(const pt_azure_sign_req *r, const char *account,
    const unsigned char *key, size_t key_len, char *auth, size_t size);

/* "Sun, 06 Nov 1994 08:49:37 GMT" of t, whatever the locale */
void pt_azure_http_date(time_t t, char *buf, size_t size);


/* The driver */
typedef struct {
    pt_store        store;            /* first: the interface */
    pt_azure_conn   conn;
    char           *container;
    char           *prefix;           /* "" for none */
    char           *ca_file;
    pt_store_net    net;
} pt_azure;


/*
 * One signed request.  The driver adds x-ms-date, x-ms-version and the
 * Authorization (or the SAS) to rq; extra holds the operation's own
 * headers.  The answer's status is mapped by pt_azure_status().
 */
typedef struct {
    const char         *method;
    const char         *key;          /* a store key, NULL: the container */
    const char         *query;        /* escaped, without '?'; NULL none */
    struct curl_slist  *extra;        /* the caller's; not freed */
    const void         *body;
    int                 body_fd;
    off_t               body_off;
    size_t              body_len;
    int                 sink_fd;      /* -1: memory */
    size_t              max_body;
} pt_azure_op;

void pt_azure_op_init(pt_azure_op *op, const char *method, const char *key);

/*
 * Runs op: PT_STORE_OK with rs filled for any HTTP answer (rs->status to
 * map), PT_STORE_UNREACHABLE when none came, PT_STORE_ERROR on a bad key
 * or no memory (s->error says).  rs is freed by the caller either way.
 */
int pt_azure_run(pt_azure *az, const pt_azure_op *op, pt_http_resp *rs);

/*
 * Maps a non-2xx answer to a store code and s->error ("azure: 403
 * AuthenticationFailed: Server failed to authenticate the request"):
 * 404 BlobNotFound NOT_FOUND, 401/403 and 404 ContainerNotFound DENIED,
 * 5xx (after the retries) UNREACHABLE, the rest ERROR.
 */
int pt_azure_status(pt_azure *az, const pt_http_resp *rs, const char *what);

/* The object's URL (with the SAS when there is one) into buf */
int pt_azure_url(pt_azure *az, const char *key, const char *query,
    char *buf, size_t size);

int pt_azure_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len);
int pt_azure_get_range(pt_store *s, const char *key, off_t offset,
    size_t len, unsigned char **data, size_t *got);
int pt_azure_get_file(pt_store *s, const char *key, const char *dst);
int pt_azure_open(pt_store *s, const char *key, int *fdp,
    pt_store_stat *st);
/* size, mtime, content type and ETag of a Get Blob (Properties) answer */
void pt_azure_stat_of(const pt_http_resp *rs, pt_store_stat *st);

int pt_azure_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type);
int pt_azure_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move);
int pt_azure_page_get(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg);

/*
 * One List Blobs answer (rs->body, NUL-terminated as pt_http_do leaves
 * it): cb per blob under the prefix, the prefix taken off, the next
 * marker into *marker (malloc'ed, NULL when this was the last page).  1
 * when the callback stopped, 0 to go on, -1 on an answer that is not a
 * listing (s->error set).  Apart for the fuzz target
 * (t/fuzz/fuzz_azure_xml.c): a hostile or broken service must not crash
 * a worker.
 */
int pt_azure_list_page(pt_azure *az, const pt_http_resp *rs,
    pt_store_list_pt cb, void *arg, char **marker);

void pt_azure_fail(pt_azure *az, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif /* PT_STORE_AZURE_INT_H */
