/*
 * The GCS driver's uploads (store_gcs_int.h).  Up to the part size: one
 * simple media upload (uploadType=media).  Above it: a resumable upload
 * session (uploadType=resumable), its bytes PUT in chunks of the part
 * size (a multiple of 256 KiB, as Google requires of every chunk but the
 * last) from the file or the buffer, never more of it in memory than curl
 * buffers.  Each chunk answers 308 with the Range the server persisted,
 * which may be less than was sent: the next chunk starts after it.  A
 * chunk that fails for the network or the server is retried after asking
 * the session where it stands; a session that cannot go on is cancelled
 * (DELETE), so no half object stays behind.
 *
 * Requests to the session URI carry no token: Google makes the URI itself
 * the credential, and a token never goes where the API did not say.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "store/store_gcs_int.h"


#define PT_GCS_TYPE_DEFAULT  "application/octet-stream"
#define PT_GCS_SESSION_MAX   4096


/* where an upload's bytes come from: memory, or a file */
typedef struct {
    const char           *key;
    const unsigned char  *mem;
    int                   fd;
    off_t                 size;
    const char           *type;
} pt_gcs_src;


static void
pt_gcs_body(pt_http_req *rq, const pt_gcs_src *src, off_t off, size_t len)
{
    if (src->mem != NULL) {
        rq->body = src->mem + off;

    } else {
        rq->body_fd = src->fd;
        rq->body_off = off;
    }

    rq->body_len = len;
}


/* the caller's content type when it is a plain header value */
static const char *
pt_gcs_type(const char *t)
{
    const char  *p;

    if (t == NULL || t[0] == '\0' || strlen(t) > 200) {
        return PT_GCS_TYPE_DEFAULT;
    }

    for (p = t; *p; p++) {
        if ((unsigned char) *p < 0x20 || *p == 0x7f) {
            return PT_GCS_TYPE_DEFAULT;
        }
    }

    return t;
}


/* a list of header lines (NULL ends it); NULL on no memory */
static struct curl_slist *
pt_gcs_headers(const char *a, const char *b, const char *c)
{
    const char         *lines[3] = { a, b, c };
    struct curl_slist  *h, *l;
    int                 i;

    h = NULL;

    for (i = 0; i < 3 && lines[i] != NULL; i++) {
        if ((l = curl_slist_append(h, lines[i])) == NULL) {
            curl_slist_free_all(h);
            return NULL;
        }
        h = l;
    }

    return h;
}


/* {api}/upload/storage/v1/b/{bucket}/o?uploadType=TYPE&name={name} */
static int
pt_gcs_upload_url(pt_gcs *g, const char *key, const char *type, char *url,
    size_t size)
{
    char  name[3 * PT_GCS_NAME_MAX + 1];

    if (pt_gcs_name(g, key, name, sizeof(name)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    pt_snprintf(url, size, "%s/upload/storage/v1/b/%s/o?uploadType=%s"
                "&name=%s", g->api, g->bucket, type, name);

    return PT_STORE_OK;
}


static int
pt_gcs_nomem(pt_gcs *g)
{
    pt_snprintf(g->store.error, sizeof(g->store.error), "out of memory");
    return PT_STORE_ERROR;
}


/* one POST of the whole object */
static int
pt_gcs_simple(pt_gcs *g, const pt_gcs_src *src)
{
    int                 rc;
    char                url[PT_GCS_URL_MAX], type[256];
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h;

    if (pt_gcs_upload_url(g, src->key, "media", url, sizeof(url))
        != PT_STORE_OK)
    {
        return PT_STORE_ERROR;
    }

    pt_snprintf(type, sizeof(type), "Content-Type: %s", src->type);
    if ((h = pt_gcs_headers(type, NULL, NULL)) == NULL) {
        return pt_gcs_nomem(g);
    }

    pt_http_req_init(&rq, "POST", url);
    rq.headers = h;
    pt_gcs_body(&rq, src, 0, src->size);
    rq.idempotent = 1;          /* the same bytes under the same name */

    rc = pt_gcs_do(g, &rq, &rs);
    curl_slist_free_all(h);

    /* a 404 here is the bucket's */
    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "upload", src->key, PT_STORE_DENIED);
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* starts a resumable session: its URI (the Location) into session */
static int
pt_gcs_session(pt_gcs *g, const pt_gcs_src *src, char *session,
    size_t size)
{
    int                 rc;
    char                url[PT_GCS_URL_MAX], type[256], len[80];
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h;

    if (pt_gcs_upload_url(g, src->key, "resumable", url, sizeof(url))
        != PT_STORE_OK)
    {
        return PT_STORE_ERROR;
    }

    pt_snprintf(type, sizeof(type), "X-Upload-Content-Type: %s", src->type);
    pt_snprintf(len, sizeof(len), "X-Upload-Content-Length: %lld",
                (long long) src->size);

    h = pt_gcs_headers(type, len, "Content-Type: application/json; "
                       "charset=UTF-8");
    if (h == NULL) {
        return pt_gcs_nomem(g);
    }

    /* the name is in the query; the metadata body says nothing more */
    pt_http_req_init(&rq, "POST", url);
    rq.headers = h;
    rq.body = "{}";
    rq.body_len = 2;
    rq.idempotent = 1;          /* a second session orphans the first */

    rc = pt_gcs_do(g, &rq, &rs);
    curl_slist_free_all(h);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_gcs_fail(g, &rs, "upload", src->key, PT_STORE_DENIED);
    }

    if (rc == PT_STORE_OK
        && (pt_http_header(&rs, "Location", session, size) == NULL
            || strlen(session) >= size - 1
            || (strncmp(session, "https://", 8) != 0
                && strncmp(session, "http://", 7) != 0)))
    {
        pt_snprintf(g->store.error, sizeof(g->store.error), "GCS upload "
                    "\"%.80s\": no session URI in the answer", src->key);
        rc = PT_STORE_ERROR;
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* where the server stands after a 308: the byte after its Range, or 0 */
static off_t
pt_gcs_persisted(const pt_http_resp *rs)
{
    char        buf[128];
    const char  *dash;

    if (pt_http_header(rs, "Range", buf, sizeof(buf)) == NULL
        || strncmp(buf, "bytes=", 6) != 0
        || (dash = strchr(buf, '-')) == NULL)
    {
        return 0;
    }

    return strtoll(dash + 1, NULL, 10) + 1;
}


/*
 * One PUT to the session: len bytes at off, or with len 0 the question
 * where the upload stands ("bytes * /size").  PT_OK with rs holding the
 * answer, PT_ERROR when none came.
 */
static int
pt_gcs_put_chunk(pt_gcs *g, const pt_gcs_src *src, const char *session,
    off_t off, size_t len, pt_http_resp *rs)
{
    int                 rc;
    char                range[128];
    pt_http_req         rq;
    struct curl_slist  *h;

    if (len > 0) {
        pt_snprintf(range, sizeof(range), "Content-Range: bytes "
                    "%lld-%lld/%lld", (long long) off,
                    (long long) off + (long long) len - 1,
                    (long long) src->size);
    } else {
        pt_snprintf(range, sizeof(range), "Content-Range: bytes */%lld",
                    (long long) src->size);
    }

    if ((h = pt_gcs_headers(range, NULL, NULL)) == NULL) {
        memset(rs, 0, sizeof(*rs));
        pt_snprintf(rs->error, sizeof(rs->error), "out of memory");
        return PT_ERROR;
    }

    pt_http_req_init(&rq, "PUT", session);
    rq.headers = h;
    if (len > 0) {
        pt_gcs_body(&rq, src, off, len);
    }

    /* a chunk is not simply sent again: the session is asked first */
    rq.idempotent = len == 0;

    rc = pt_http_do(&rq, rs, &g->net);
    curl_slist_free_all(h);

    return rc;
}


static void
pt_gcs_cancel(pt_gcs *g, const char *session)
{
    pt_http_req   rq;
    pt_http_resp  rs;

    /* Google answers 499; whatever it says, the upload has failed */
    pt_http_req_init(&rq, "DELETE", session);
    (void) pt_http_do(&rq, &rs, &g->net);
    pt_http_resp_free(&rs);
}


static void
pt_gcs_backoff(int failures)
{
    long             ms;
    struct timespec  ts;

    ms = 100L << (failures < 5 ? failures : 5);
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;

    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
        /* the rest of it */
    }
}


static int
pt_gcs_retryable(int rc, const pt_http_resp *rs)
{
    return (rc != PT_OK && !rs->local_error) || rs->status >= 500
           || rs->status == 408 || rs->status == 429;
}


/* a failed chunk or query: its failure in s->error */
static int
pt_gcs_chunk_fail(pt_gcs *g, const pt_gcs_src *src, int rc,
    const pt_http_resp *rs)
{
    if (rc == PT_OK) {
        return pt_gcs_fail(g, rs, "upload", src->key, PT_STORE_ERROR);
    }

    pt_snprintf(g->store.error, sizeof(g->store.error), "GCS upload "
                "\"%.80s\": %s", src->key, rs->error);

    return rs->local_error ? PT_STORE_ERROR : PT_STORE_UNREACHABLE;
}


/*
 * The chunks of an open session, each from where the server says it
 * stands.  A chunk failing for the network or the server is followed by a
 * status query, up to net.retries times in a row without progress.
 */
static int
pt_gcs_chunks(pt_gcs *g, const pt_gcs_src *src, const char *session)
{
    int           rc, failures, stalls, retries, query;
    off_t         off, at;
    size_t        len;
    pt_http_resp  rs;

    retries = g->net.retries > 0 ? g->net.retries
              : (g->net.retries < 0 ? 0 : 3);
    off = 0;
    failures = 0;
    stalls = 0;
    query = 0;

    for ( ;; ) {
        len = src->size - off < (off_t) g->part ? (size_t) (src->size - off)
                                                : g->part;

        rc = pt_gcs_put_chunk(g, src, session, off, query ? 0 : len, &rs);

        if (rc == PT_OK && (rs.status == 200 || rs.status == 201)) {
            pt_http_resp_free(&rs);
            return PT_STORE_OK;
        }

        if (rc == PT_OK && rs.status == 308) {
            at = pt_gcs_persisted(&rs);
            pt_http_resp_free(&rs);

            if (at > off) {
                failures = 0;
                stalls = 0;

            } else if (++stalls > retries && failures == 0) {
                /* a server that keeps taking nothing is stuck */
                pt_snprintf(g->store.error, sizeof(g->store.error),
                            "GCS upload \"%.80s\": the session takes no "
                            "bytes at %lld", src->key, (long long) off);
                return PT_STORE_ERROR;
            }

            if (at > src->size) {
                pt_snprintf(g->store.error, sizeof(g->store.error),
                            "GCS upload \"%.80s\": the session has more "
                            "bytes than sent", src->key);
                return PT_STORE_ERROR;
            }

            off = at;
            query = 0;
            continue;
        }

        if (!pt_gcs_retryable(rc, &rs) || ++failures > retries) {
            rc = pt_gcs_chunk_fail(g, src, rc, &rs);
            pt_http_resp_free(&rs);
            return rc;
        }

        pt_http_resp_free(&rs);
        pt_gcs_backoff(failures);
        query = 1;
    }
}


static int
pt_gcs_resumable(pt_gcs *g, const pt_gcs_src *src)
{
    int   rc;
    char  session[PT_GCS_SESSION_MAX];

    rc = pt_gcs_session(g, src, session, sizeof(session));
    if (rc != PT_STORE_OK) {
        return rc;
    }

    rc = pt_gcs_chunks(g, src, session);

    if (rc != PT_STORE_OK) {
        pt_gcs_cancel(g, session);
    }

    explicit_bzero(session, sizeof(session));

    return rc;
}


static int
pt_gcs_upload(pt_gcs *g, const pt_gcs_src *src)
{
    char  name[3 * PT_GCS_NAME_MAX + 1];

    /* a bad key fails before any request */
    if (pt_gcs_name(g, src->key, name, sizeof(name)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (src->size <= (off_t) g->part) {
        return pt_gcs_simple(g, src);
    }

    return pt_gcs_resumable(g, src);
}


int
pt_gcs_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    pt_gcs_src  src;

    src.key = key;
    src.mem = data;
    src.fd = -1;
    src.size = len;
    src.type = pt_gcs_type(content_type);

    return pt_gcs_upload((pt_gcs *) s, &src);
}


int
pt_gcs_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    int          rc;
    pt_gcs_src   src;
    struct stat  st;

    src.fd = open(path, O_RDONLY | O_CLOEXEC);
    if (src.fd == -1 || fstat(src.fd, &st) == -1) {
        pt_snprintf(s->error, sizeof(s->error), "open(\"%s\"): %s", path,
                    strerror(errno));
        if (src.fd != -1) {
            close(src.fd);
        }
        return PT_STORE_ERROR;
    }

    src.key = key;
    src.mem = NULL;
    src.size = st.st_size;
    src.type = pt_gcs_type(content_type);

    rc = pt_gcs_upload((pt_gcs *) s, &src);
    close(src.fd);

    /* move: the caller gave path away, whichever way it went up */
    if (rc == PT_STORE_OK && move) {
        (void) unlink(path);
    }

    return rc;
}
