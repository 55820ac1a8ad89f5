/*
 * The remote drivers' HTTP client (store_http.h): one curl easy handle
 * per thread, bodies streamed from and to files, retries with backoff.
 */

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "store/store_http.h"


#define PT_HTTP_CONNECT_MS   5000
#define PT_HTTP_STALL_MS     30000
#define PT_HTTP_RETRIES      3
#define PT_HTTP_BACKOFF_MS   100
#define PT_HTTP_BACKOFF_MAX  2000
/* an error answer's body is read whole up to this, whatever max_body is:
 * a small ranged GET must still learn why it was refused */
#define PT_HTTP_ERROR_MAX    (64 * 1024)


/* a thread's handle: curl_easy_reset keeps its connection and TLS caches */
static __thread CURL   *pt_http_handle;

/* the size the thread's next download may write (pt_store_expect_size) */
static __thread off_t   pt_http_expected;

/* the thread's last download was cut there (pt_store_download_was_cut) */
static __thread int     pt_http_cut;

static pthread_once_t   pt_http_once = PTHREAD_ONCE_INIT;
static CURLcode         pt_http_init_rc = CURLE_FAILED_INIT;


/* where one try is: the body read so far, the sink written so far */
typedef struct {
    const pt_http_req  *rq;
    pt_http_resp       *rs;
    CURL               *h;
    size_t              sent;
    size_t              cap;
    off_t               sink_start;
    int                 to_memory;   /* 0 to the fd, 1 to memory */
    int                 decided;     /* to_memory settled by the status */
    int                 error_answer; /* the status is 300 or more */
    int                 over;        /* the memory sink's cap was hit */
    int                 sink_over;   /* more than max_sink to the fd */
    off_t               sunk;        /* bytes written to the fd */
    int                 io_error;    /* errno of a failed read or write */
    long                stall_ms;    /* no bytes moving this long: abort */
    curl_off_t          moved;       /* bytes up and down so far */
    long                moved_at;    /* when moved last changed, in ms */
    int                 stalled;
    int                 private_ip;  /* refused: on the server's network */
    int                 deadline;    /* a deadline or a minimum speed set */
    long                end_ms;      /* the transfer's deadline, 0 none */
    char                ip[64];      /* the address refused */
} pt_http_try;


static void
pt_http_global_once(void)
{
    pt_http_init_rc = curl_global_init(CURL_GLOBAL_DEFAULT);
}


int
pt_http_global_init(void)
{
    (void) pthread_once(&pt_http_once, pt_http_global_once);

    return pt_http_init_rc == CURLE_OK ? PT_OK : PT_ERROR;
}


void
pt_store_expect_size(off_t size)
{
    pt_http_expected = size > 0 ? size : 0;
}


int
pt_store_download_was_cut(void)
{
    int  cut;

    cut = pt_http_cut;
    pt_http_cut = 0;

    return cut;
}


off_t
pt_store_download_cap(const pt_store_net *net)
{
    off_t  cap, max;

    cap = pt_http_expected;
    pt_http_expected = 0;
    pt_http_cut = 0;

    max = net != NULL ? net->max_download : 0;

    if (cap == 0 || (max > 0 && cap > max)) {
        cap = max;
    }

    return cap;
}


void
pt_http_thread_done(void)
{
    if (pt_http_handle != NULL) {
        curl_easy_cleanup(pt_http_handle);
        pt_http_handle = NULL;
    }
}


void
pt_http_req_init(pt_http_req *rq, const char *method, const char *url)
{
    memset(rq, 0, sizeof(*rq));
    rq->method = method;
    rq->url = url;
    rq->body_fd = -1;
    rq->sink_fd = -1;
}


void
pt_http_resp_free(pt_http_resp *rs)
{
    free(rs->body);
    rs->body = NULL;
    rs->body_len = 0;
    curl_slist_free_all(rs->headers);
    rs->headers = NULL;
}


static size_t
pt_http_read(char *buf, size_t size, size_t nitems, void *arg)
{
    size_t        want;
    ssize_t       n;
    pt_http_try  *t = arg;

    want = t->rq->body_len - t->sent;
    if (want > size * nitems) {
        want = size * nitems;
    }

    if (want == 0) {
        return 0;
    }

    if (t->rq->body != NULL) {
        memcpy(buf, (const char *) t->rq->body + t->sent, want);
        t->sent += want;
        return want;
    }

    do {
        n = pread(t->rq->body_fd, buf, want,
                  t->rq->body_off + (off_t) t->sent);
    } while (n == -1 && errno == EINTR);

    if (n <= 0) {
        /* a file shorter than body_len must not pass for a whole body */
        t->io_error = n == 0 ? EIO : errno;
        return CURL_READFUNC_ABORT;
    }

    t->sent += n;

    return n;
}


/*
 * curl sends a body again on its own, from the start, when a reused
 * keep-alive connection turns out dead; without a seek function that
 * fails the try (CURLE_SEND_FAIL_REWIND) instead.
 */
static int
pt_http_seek(void *arg, curl_off_t offset, int origin)
{
    pt_http_try  *t = arg;

    if (origin != SEEK_SET || offset < 0
        || (curl_off_t) t->rq->body_len < offset)
    {
        return CURL_SEEKFUNC_CANTSEEK;
    }

    t->sent = (size_t) offset;

    return CURL_SEEKFUNC_OK;
}


static size_t
pt_http_to_memory(pt_http_try *t, const char *data, size_t len)
{
    size_t          cap;
    unsigned char  *p;
    pt_http_resp   *rs = t->rs;

    cap = t->error_answer && t->cap < PT_HTTP_ERROR_MAX ? PT_HTTP_ERROR_MAX
                                                        : t->cap;

    if (rs->body_len + len > cap) {
        t->over = 1;
        return 0;
    }

    p = realloc(rs->body, rs->body_len + len + 1);
    if (p == NULL) {
        t->io_error = ENOMEM;
        return 0;
    }

    memcpy(p + rs->body_len, data, len);
    rs->body = p;
    rs->body_len += len;
    p[rs->body_len] = '\0';

    return len;
}


static size_t
pt_http_write(char *data, size_t size, size_t nmemb, void *arg)
{
    long          status;
    size_t        len, done;
    ssize_t       n;
    pt_http_try  *t = arg;

    len = size * nmemb;

    /* an error answer goes to memory, for its message, never to the file */
    if (!t->decided) {
        status = 0;
        (void) curl_easy_getinfo(t->h, CURLINFO_RESPONSE_CODE, &status);
        t->error_answer = status >= 300;
        t->to_memory = t->rq->sink_fd < 0 || t->error_answer;
        t->decided = 1;
    }

    if (t->to_memory) {
        return pt_http_to_memory(t, data, len);
    }

    /* the object's size is known: a bucket sending more is cut here */
    if (t->rq->max_sink > 0 && t->sunk + (off_t) len > t->rq->max_sink) {
        t->sink_over = 1;
        pt_http_cut = 1;
        return 0;
    }

    t->sunk += len;

    for (done = 0; done < len; done += n) {
        n = write(t->rq->sink_fd, data + done, len - done);
        if (n == -1) {
            if (errno == EINTR) {
                n = 0;
                continue;
            }
            t->io_error = errno;
            return 0;
        }
    }

    return len;
}


static void
pt_http_copy_value(const char *v, size_t len, char *buf, size_t size,
    int unquote)
{
    while (len > 0 && (*v == ' ' || *v == '\t')) {
        v++;
        len--;
    }

    while (len > 0 && (v[len - 1] == '\r' || v[len - 1] == '\n'
                       || v[len - 1] == ' '))
    {
        len--;
    }

    if (unquote && len >= 2 && v[0] == '"' && v[len - 1] == '"') {
        v++;
        len -= 2;
    }

    if (len >= size) {
        len = size - 1;
    }

    memcpy(buf, v, len);
    buf[len] = '\0';
}


static size_t
pt_http_header_line(char *line, size_t size, size_t nitems, void *arg)
{
    char               *colon, *copy, buf[128];
    size_t              len, nlen;
    pt_http_try        *t = arg;
    pt_http_resp       *rs = t->rs;
    struct curl_slist  *l;

    len = size * nitems;

    /* a new status line (100 Continue, then the answer): start again */
    if (len >= 5 && strncmp(line, "HTTP/", 5) == 0) {
        curl_slist_free_all(rs->headers);
        rs->headers = NULL;
        rs->etag[0] = '\0';
        rs->content_type[0] = '\0';
        rs->content_length = -1;
        rs->last_modified = 0;
        return len;
    }

    colon = memchr(line, ':', len);
    if (colon == NULL) {
        return len;
    }

    nlen = colon - line;

    if (nlen == 4 && strncasecmp(line, "etag", 4) == 0) {
        pt_http_copy_value(colon + 1, len - nlen - 1, rs->etag,
                           sizeof(rs->etag), 1);

    } else if (nlen == 12 && strncasecmp(line, "content-type", 12) == 0) {
        pt_http_copy_value(colon + 1, len - nlen - 1, rs->content_type,
                           sizeof(rs->content_type), 0);

    } else if (nlen == 14 && strncasecmp(line, "content-length", 14) == 0) {
        pt_http_copy_value(colon + 1, len - nlen - 1, buf, sizeof(buf), 0);
        rs->content_length = strtoll(buf, NULL, 10);

    } else if (nlen == 13 && strncasecmp(line, "last-modified", 13) == 0) {
        pt_http_copy_value(colon + 1, len - nlen - 1, buf, sizeof(buf), 0);
        rs->last_modified = curl_getdate(buf, NULL);
    }

    copy = malloc(len + 1);
    if (copy == NULL) {
        return 0;
    }

    pt_http_copy_value(line, len, copy, len + 1, 0);
    l = curl_slist_append(rs->headers, copy);
    free(copy);

    if (l == NULL) {
        return 0;
    }

    rs->headers = l;

    return len;
}


static long
pt_http_now_ms(void)
{
    struct timespec  ts;

    (void) clock_gettime(CLOCK_MONOTONIC, &ts);

    return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}


/*
 * The stall timeout.  curl's LOW_SPEED_TIME judges a speed averaged over
 * several seconds, so a few bytes and then silence went unnoticed for up
 * to five seconds more; here no byte moving for stall_ms ends the try.
 */
static int
pt_http_progress(void *arg, curl_off_t dltotal, curl_off_t dlnow,
    curl_off_t ultotal, curl_off_t ulnow)
{
    long          now;
    pt_http_try  *t = arg;

    (void) dltotal;
    (void) ultotal;

    now = pt_http_now_ms();

    if (dlnow + ulnow != t->moved || t->moved_at == 0) {
        t->moved = dlnow + ulnow;
        t->moved_at = now;
        return 0;
    }

    if (now - t->moved_at >= t->stall_ms) {
        t->stalled = 1;
        return 1;
    }

    return 0;
}


static CURL *
pt_http_thread_handle(void)
{
    if (pt_http_handle == NULL) {
        pt_http_handle = curl_easy_init();

    } else {
        curl_easy_reset(pt_http_handle);
    }

    return pt_http_handle;
}


static void
pt_http_set_method(CURL *h, const pt_http_req *rq)
{
    int  has_body;

    has_body = rq->body != NULL || rq->body_fd >= 0;

    if (strcmp(rq->method, "HEAD") == 0) {
        curl_easy_setopt(h, CURLOPT_NOBODY, 1L);

    } else if (strcmp(rq->method, "PUT") == 0) {
        curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
        curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE,
                         (curl_off_t) (has_body ? rq->body_len : 0));

    } else if (strcmp(rq->method, "POST") == 0) {
        curl_easy_setopt(h, CURLOPT_POST, 1L);
        curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE,
                         (curl_off_t) (has_body ? rq->body_len : 0));

    } else if (strcmp(rq->method, "GET") != 0) {
        curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, rq->method);
    }
}


/*
 * Before curl opens a socket to an address it resolved: one on the
 * server's own network gets none, so no connection is ever made there
 * (docs/BUCKETS.md): not by validate, which would scan the network
 * otherwise, nor through a name that resolves there, nor at an
 * endpoint, a BlobEndpoint or a token_uri alike.  curl goes on to the
 * name's next address, if any.
 */
static curl_socket_t
pt_http_opensocket(void *arg, curlsocktype purpose,
    struct curl_sockaddr *a)
{
    char          ip[INET6_ADDRSTRLEN];
    const void   *in;
    pt_http_try  *t = arg;

    if (purpose != CURLSOCKTYPE_IPCXN
        || (a->family != AF_INET && a->family != AF_INET6))
    {
        return CURL_SOCKET_BAD;
    }

    in = a->family == AF_INET
         ? (const void *) &((struct sockaddr_in *) &a->addr)->sin_addr
         : (const void *) &((struct sockaddr_in6 *) &a->addr)->sin6_addr;

    if (inet_ntop(a->family, in, ip, sizeof(ip)) == NULL
        || pt_store_addr_private(ip))
    {
        t->private_ip = 1;
        pt_snprintf(t->ip, sizeof(t->ip), "%s", ip);
        return CURL_SOCKET_BAD;
    }

    return socket(a->family, a->socktype | SOCK_CLOEXEC, a->protocol);
}


/* connected, nothing sent yet: the same check, should curl reach an
 * address by a way that opened no socket of ours */
static int
pt_http_prereq(void *arg, char *ip, char *local_ip, int remote_port,
    int local_port)
{
    pt_http_try  *t = arg;

    (void) local_ip;
    (void) remote_port;
    (void) local_port;

    if (pt_store_addr_private(ip)) {
        t->private_ip = 1;
        pt_snprintf(t->ip, sizeof(t->ip), "%s", ip);
        return CURL_PREREQFUNC_ABORT;
    }

    return CURL_PREREQFUNC_OK;
}


/* the options of one try; headers is the caller's plus ours */
static void
pt_http_setup(CURL *h, const pt_http_req *rq, const pt_store_net *net,
    struct curl_slist *headers, pt_http_try *t)
{
    long  connect_ms, stall_ms, left;

    connect_ms = net && net->connect_timeout_ms > 0
                 ? net->connect_timeout_ms : PT_HTTP_CONNECT_MS;
    stall_ms = net && net->timeout_ms > 0 ? net->timeout_ms
                                          : PT_HTTP_STALL_MS;

    curl_easy_setopt(h, CURLOPT_URL, rq->url);
    curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, connect_ms);
    /* a large original may take long, but not for ever, nor a byte at a
     * time: the transfer's deadline and its minimum speed */
    t->deadline = net && (net->deadline_ms > 0 || net->min_speed > 0);
    if (t->end_ms > 0) {
        left = t->end_ms - pt_http_now_ms();
        curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, left > 1 ? left : 1L);
    }
    if (net && net->min_speed > 0 && net->min_speed_ms > 0) {
        curl_easy_setopt(h, CURLOPT_LOW_SPEED_LIMIT, net->min_speed);
        curl_easy_setopt(h, CURLOPT_LOW_SPEED_TIME,
                         (net->min_speed_ms + 999) / 1000);
    }
    t->stall_ms = stall_ms;
    t->moved = 0;
    t->moved_at = 0;
    curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, pt_http_progress);
    curl_easy_setopt(h, CURLOPT_XFERINFODATA, t);
    curl_easy_setopt(h, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(h, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(h, CURLOPT_READFUNCTION, pt_http_read);
    curl_easy_setopt(h, CURLOPT_READDATA, t);
    curl_easy_setopt(h, CURLOPT_SEEKFUNCTION, pt_http_seek);
    curl_easy_setopt(h, CURLOPT_SEEKDATA, t);
    curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, pt_http_write);
    curl_easy_setopt(h, CURLOPT_WRITEDATA, t);
    curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, pt_http_header_line);
    curl_easy_setopt(h, CURLOPT_HEADERDATA, t);

    if (net && net->ca_file) {
        curl_easy_setopt(h, CURLOPT_CAINFO, net->ca_file);
    }

    if (net == NULL || !net->allow_private) {
        curl_easy_setopt(h, CURLOPT_OPENSOCKETFUNCTION, pt_http_opensocket);
        curl_easy_setopt(h, CURLOPT_OPENSOCKETDATA, t);
        curl_easy_setopt(h, CURLOPT_PREREQFUNCTION, pt_http_prereq);
        curl_easy_setopt(h, CURLOPT_PREREQDATA, t);
    }

    /* a bucket's redirect is never followed (curl's default, said) */
    curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 0L);

    if (rq->aws_sigv4) {
        curl_easy_setopt(h, CURLOPT_AWS_SIGV4, rq->aws_sigv4);
        curl_easy_setopt(h, CURLOPT_USERPWD, rq->userpwd);
    }

    pt_http_set_method(h, rq);
}


/* our copy of the request headers: they may hold a bearer token */
static void
pt_http_headers_free(struct curl_slist *l)
{
    struct curl_slist  *p;

    for (p = l; p; p = p->next) {
        explicit_bzero(p->data, strlen(p->data));
    }

    curl_slist_free_all(l);
}


/* transport errors, 5xx, 429: worth another try of an idempotent request */
static int
pt_http_retryable(CURLcode rc, const pt_http_try *t)
{
    long  s = t->rs->status;

    if (t->over || t->io_error || t->private_ip || t->sink_over) {
        return 0;
    }

    if (rc != CURLE_OK) {
        return 1;
    }

    return s >= 500 || s == 429
           || (s == 400 && t->rs->body != NULL
               && strstr((char *) t->rs->body, "<Code>SlowDown<") != NULL);
}


/* 100 ms, 200, 400 ... up to 2 s, each with up to half again of jitter */
static void
pt_http_backoff(int attempt)
{
    long             ms;
    struct timespec  ts;

    ms = PT_HTTP_BACKOFF_MS << (attempt < 5 ? attempt : 5);
    if (ms > PT_HTTP_BACKOFF_MAX) {
        ms = PT_HTTP_BACKOFF_MAX;
    }

    ms += random() % (ms / 2 + 1);
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;

    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
        /* the rest of it */
    }
}


/* back to the state before a try: an empty response, the sink rewound */
static int
pt_http_rewind(pt_http_try *t)
{
    pt_http_resp  *rs = t->rs;

    pt_http_resp_free(rs);
    rs->status = 0;
    rs->content_length = -1;
    rs->etag[0] = '\0';
    rs->content_type[0] = '\0';
    rs->last_modified = 0;
    t->sent = 0;
    t->decided = 0;
    t->error_answer = 0;
    t->over = 0;
    t->io_error = 0;
    t->stalled = 0;
    t->sink_over = 0;
    t->sunk = 0;

    if (t->rq->sink_fd >= 0
        && (ftruncate(t->rq->sink_fd, t->sink_start) == -1
            || lseek(t->rq->sink_fd, t->sink_start, SEEK_SET) == -1))
    {
        pt_snprintf(rs->error, sizeof(rs->error), "rewinding the "
                    "download: %s", strerror(errno));
        return PT_ERROR;
    }

    return PT_OK;
}


static void
pt_http_fail_text(const pt_http_try *t, CURLcode rc, const char *ebuf)
{
    pt_http_resp  *rs = t->rs;

    if (t->over) {
        pt_snprintf(rs->error, sizeof(rs->error), "the answer is over %zu "
                    "bytes", t->cap);

    } else if (t->sink_over) {
        pt_snprintf(rs->error, sizeof(rs->error), "the bucket sent more"
                    " than the object's %lld bytes", (long long)
                    t->rq->max_sink);

    } else if (rc == CURLE_OPERATION_TIMEDOUT && !t->stalled
               && t->deadline) {
        pt_snprintf(rs->error, sizeof(rs->error), "%s (the transfer's"
                    " deadline or its minimum speed)",
                    ebuf[0] ? ebuf : curl_easy_strerror(rc));

    } else if (t->io_error) {
        pt_snprintf(rs->error, sizeof(rs->error), "%s: %s",
                    t->sent < t->rq->body_len ? "reading the body"
                                              : "writing the answer",
                    strerror(t->io_error));

    } else if (t->stalled) {
        pt_snprintf(rs->error, sizeof(rs->error), "no progress for %ld ms",
                    t->stall_ms);

    } else if (t->private_ip) {
        pt_snprintf(rs->error, sizeof(rs->error), "%s is on the server's own"
                    " network, not a bucket's (loopback, private or"
                    " link-local; pictor_storage_private_networks)", t->ip);

    } else {
        pt_snprintf(rs->error, sizeof(rs->error), "%s",
                    ebuf[0] ? ebuf : curl_easy_strerror(rc));
    }
}


int
pt_http_do(const pt_http_req *rq, pt_http_resp *rs, const pt_store_net *net)
{
    int                 retries, attempt;
    char                ebuf[CURL_ERROR_SIZE];
    CURL               *h;
    CURLcode            rc;
    pt_http_try         t;
    struct curl_slist  *headers, *l, *mine;

    memset(rs, 0, sizeof(*rs));
    rs->content_length = -1;

    memset(&t, 0, sizeof(t));
    t.rq = rq;
    t.rs = rs;
    t.cap = rq->max_body ? rq->max_body : PT_HTTP_BODY_MAX;
    t.sink_start = rq->sink_fd >= 0 ? lseek(rq->sink_fd, 0, SEEK_CUR) : 0;

    h = pt_http_thread_handle();
    if (h == NULL) {
        pt_snprintf(rs->error, sizeof(rs->error), "curl_easy_init failed");
        rs->local_error = 1;
        return PT_ERROR;
    }

    t.h = h;

    /* the deadline is the whole transfer's, its retries included */
    t.end_ms = net && net->deadline_ms > 0
               ? pt_http_now_ms() + net->deadline_ms : 0;

    mine = NULL;
    for (l = rq->headers; l; l = l->next) {
        if ((headers = curl_slist_append(mine, l->data)) == NULL) {
            goto nomem;
        }
        mine = headers;
    }

    /*
     * ours after the caller's: no "Expect: 100-continue" round trip.  Not
     * on a signed request: curl 7.88's SigV4 signs every caller header, a
     * removal line too, as an empty "expect" the server never receives,
     * and the signature fails.  Those keep curl's Expect, which S3 answers
     * (a refusal then comes before the body is sent).
     */
    if (rq->aws_sigv4 == NULL) {
        if ((headers = curl_slist_append(mine, "Expect:")) == NULL) {
            goto nomem;
        }
        mine = headers;
    }

    retries = net && net->retries > 0 ? net->retries
              : (net && net->retries < 0 ? 0 : PT_HTTP_RETRIES);

    for (attempt = 0; ; attempt++) {
        if (attempt > 0 && pt_http_rewind(&t) != PT_OK) {
            pt_http_headers_free(mine);
            rs->local_error = 1;
            return PT_ERROR;
        }

        ebuf[0] = '\0';
        pt_http_setup(h, rq, net, mine, &t);
        curl_easy_setopt(h, CURLOPT_ERRORBUFFER, ebuf);

        rc = curl_easy_perform(h);
        (void) curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &rs->status);
        rs->tries = attempt + 1;

        if (rq->idempotent && attempt < retries
            && pt_http_retryable(rc, &t)
            && (t.end_ms == 0 || pt_http_now_ms() < t.end_ms))
        {
            pt_http_backoff(attempt);
            continue;
        }

        break;
    }

    pt_http_headers_free(mine);

    if (rc != CURLE_OK) {
        pt_http_fail_text(&t, rc, ebuf);
        rs->local_error = t.over || t.io_error;
        rs->status = rs->local_error ? rs->status : 0;
        return PT_ERROR;
    }

    return PT_OK;

nomem:

    pt_http_headers_free(mine);
    pt_snprintf(rs->error, sizeof(rs->error), "out of memory");
    rs->local_error = 1;

    return PT_ERROR;
}


const char *
pt_http_header(const pt_http_resp *rs, const char *name, char *buf,
    size_t size)
{
    size_t              n;
    const char         *v;
    struct curl_slist  *l;

    n = strlen(name);

    for (l = rs->headers; l; l = l->next) {
        if (strncasecmp(l->data, name, n) == 0 && l->data[n] == ':') {
            v = l->data + n + 1;
            pt_http_copy_value(v, strlen(v), buf, size, 0);
            return buf;
        }
    }

    return NULL;
}


void
pt_http_log_text(char *s)
{
    for ( /* void */ ; *s; s++) {
        if ((unsigned char) *s < 0x20 || *s == 0x7f) {
            *s = ' ';
        }
    }
}


off_t
pt_http_size(const char *s)
{
    int        d;
    long long  n;

    if (s == NULL || *s == '\0') {
        return 0;
    }

    for (n = 0; *s; s++) {
        if (*s < '0' || *s > '9') {
            return 0;
        }

        d = *s - '0';
        if (n > (LLONG_MAX - d) / 10) {
            return 0;
        }

        n = n * 10 + d;
    }

    return (off_t) n;
}


int
pt_http_escape(const char *s, int keep_slash, char *buf, size_t size)
{
    size_t                      o;
    unsigned char               c;
    static const char           hex[] = "0123456789ABCDEF";

    for (o = 0; *s; s++) {
        c = (unsigned char) *s;

        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
            || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'
            || c == '~' || (c == '/' && keep_slash))
        {
            if (o + 1 >= size) {
                return PT_ERROR;
            }
            buf[o++] = c;
            continue;
        }

        if (o + 3 >= size) {
            return PT_ERROR;
        }

        buf[o++] = '%';
        buf[o++] = hex[c >> 4];
        buf[o++] = hex[c & 0xf];
    }

    if (o >= size) {
        return PT_ERROR;
    }

    buf[o] = '\0';

    return PT_OK;
}
