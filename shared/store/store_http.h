/*
 * The one HTTP client of the remote store drivers, on libcurl.
 *
 * - Each thread keeps its own curl easy handle (and so its connection
 *   cache): requests of a thread reuse keep-alive connections and TLS
 *   sessions.  pt_http_thread_done() frees the calling thread's handle.
 * - A request body comes from memory or from a file range, a response
 *   body goes to memory (capped) or to a file descriptor: originals are
 *   streamed, never held whole.
 * - Idempotent requests (rq->idempotent) are retried with exponential
 *   backoff and jitter on transport errors, 5xx, 429 and S3's SlowDown,
 *   up to net->retries times; the file body is re-read and the file sink
 *   truncated back for each try.
 * - S3 requests are signed by libcurl itself (CURLOPT_AWS_SIGV4) when
 *   rq->aws_sigv4 is set; the caller adds x-amz-content-sha256 and lets
 *   curl write X-Amz-Date (curl 7.88 sends a caller's one twice).  curl
 *   7.88 signs every caller header as given, its query string as given
 *   (the caller writes it in canonical order, "name=" for a bare name)
 *   and its path as given (escape with pt_http_escape).
 *
 * pt_http_global_init() once per process, after fork (nginx's
 * init_process, pictord's start), before any thread uses the client.
 */

#ifndef PT_STORE_HTTP_H
#define PT_STORE_HTTP_H

#include <curl/curl.h>
#include <sys/types.h>
#include <time.h>

#include "store/store_remote.h"


#define PT_HTTP_BODY_MAX  (1024 * 1024)   /* default cap of a memory sink */

typedef struct {
    const char          *method;     /* GET HEAD PUT POST DELETE */
    const char          *url;        /* escaped by the caller */
    struct curl_slist   *headers;    /* the caller's; not freed */
    const char          *aws_sigv4;  /* "aws:amz:REGION:s3" or NULL */
    const char          *userpwd;    /* "KEYID:SECRET" with aws_sigv4 */

    /* body: body_len bytes of body, or of body_fd from body_off */
    const void          *body;
    int                  body_fd;    /* -1: none */
    off_t                body_off;
    size_t               body_len;

    /* response body: to sink_fd from its current offset, or to memory up
     * to max_body bytes (0: PT_HTTP_BODY_MAX; more is an error); an
     * error answer (300 or more) goes to memory, up to at least 64 KiB */
    int                  sink_fd;    /* -1: memory */
    size_t               max_body;
    off_t                max_sink;   /* bytes to sink_fd at most, 0: no cap;
                                        more is the bucket's error (502) */

    int                  idempotent;
} pt_http_req;

typedef struct {
    long                 status;     /* 0: no HTTP answer (see error) */
    unsigned char       *body;       /* malloc'ed, NUL-terminated; NULL
                                        with a sink_fd */
    size_t               body_len;
    off_t                content_length;  /* -1 when not given */
    char                 etag[80];        /* quotes removed */
    char                 content_type[128];
    time_t               last_modified;   /* 0 when not given */
    struct curl_slist   *headers;    /* every response header line of the
                                        last try, "Name: value" */
    int                  tries;
    char                 error[256]; /* transport error, for logs */
    int                  local_error;  /* PT_ERROR was ours, not the
                                          network's: reading the body,
                                          writing the sink, memory, the
                                          memory sink's cap */
} pt_http_resp;


/* PT_OK or PT_ERROR (curl could not be initialised) */
int pt_http_global_init(void);

void pt_http_req_init(pt_http_req *rq, const char *method,
    const char *url);

/*
 * Runs rq.  PT_OK when an HTTP answer came (any status: the caller maps
 * it), PT_ERROR when none did after the retries (rs->error says why).
 * rs is initialised here; free it with pt_http_resp_free().
 */
int pt_http_do(const pt_http_req *rq, pt_http_resp *rs,
    const pt_store_net *net);

void pt_http_resp_free(pt_http_resp *rs);

/* Value of response header name (case-insensitive) in buf; NULL absent */
const char *pt_http_header(const pt_http_resp *rs, const char *name,
    char *buf, size_t size);

/*
 * s (an error text for s->error) made one log line: every control
 * character becomes a space.  The drivers' errors quote what a provider
 * answered (a Message, an error's message), which must not write lines
 * of its own into the log.
 */
void pt_http_log_text(char *s);

/*
 * An object's size as a provider's answer writes it (S3's Size, Azure's
 * Content-Length, GCS's "size"): decimal digits, or 0 as for a size not
 * given.  A sign, a space or more than off_t holds is no size: strtoll
 * would make a negative one of "-5".
 */
off_t pt_http_size(const char *s);

/* Percent-encodes s (RFC 3986 unreserved kept; '/' kept when keep_slash) */
int pt_http_escape(const char *s, int keep_slash, char *buf, size_t size);

void pt_http_thread_done(void);

/*
 * The drivers' common get_file, open and body hand-over, around each
 * driver's one download (store_remote_file.c): download writes the whole
 * object into fd from its offset 0 and fills st (may be NULL) from the
 * answer, or returns the store's failure with s->error set.
 */
typedef int (*pt_store_download_pt)(pt_store *s, const char *key, int fd,
    pt_store_stat *st);

/* into a temp file beside path, fsync'ed and renamed over path */
int pt_store_remote_get_file(pt_store *s, const char *key, const char *path,
    pt_store_download_pt download);
/* into an anonymous file, returned read-only at offset 0 */
int pt_store_remote_open(pt_store *s, const char *key, int *fd,
    pt_store_stat *st, pt_store_download_pt download);
/* rs's body becomes *data (an empty one a 1-byte buffer), the caller's */
int pt_store_remote_take_body(pt_store *s, pt_http_resp *rs,
    unsigned char **data, size_t *len);

/*
 * 1 when ip (text, v4 or v6) is on the server's own networks: loopback,
 * private, link-local, shared, multicast, reserved (store_addr.c).  The
 * client refuses to connect there unless net->allow_private.
 */
int pt_store_addr_private(const char *ip);

#endif /* PT_STORE_HTTP_H */
