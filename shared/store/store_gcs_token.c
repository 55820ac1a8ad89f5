/*
 * OAuth2 access tokens of GCS service accounts (store_gcs_int.h): one
 * process-wide cache shared by the threads, so a thread pool asks the
 * token endpoint once per key and hour, not once per request.
 *
 * An entry is keyed by client_email, token_uri and the SHA-256 of the
 * key's public half (not by the email alone: a configuration naming
 * another customer's client_email with a key of its own must not be
 * handed that customer's token).  One thread fetches for an entry while
 * the others wait on the condition; a failed fetch leaves the entry empty
 * and the next caller tries again.
 */

#include <jansson.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "store/store_gcs_int.h"


typedef struct pt_gcs_cached_s  pt_gcs_cached;

struct pt_gcs_cached_s {
    pt_gcs_cached  *next;
    unsigned char   id[32];
    char            token[PT_GCS_TOKEN_MAX];
    time_t          expires;        /* 0: no token */
    time_t          margin;         /* refresh this long before expires */
    int             fetching;
};


static pthread_mutex_t   pt_gcs_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t    pt_gcs_cond = PTHREAD_COND_INITIALIZER;
static pt_gcs_cached    *pt_gcs_cache;

static time_t pt_gcs_time(void);

static pt_gcs_clock_pt   pt_gcs_clock = pt_gcs_time;
static pt_gcs_fetch_pt   pt_gcs_fetch = pt_gcs_token_fetch;


static time_t
pt_gcs_time(void)
{
    return time(NULL);
}


void
pt_gcs_token_hooks(pt_gcs_clock_pt clock, pt_gcs_fetch_pt fetch)
{
    pt_gcs_clock = clock ? clock : pt_gcs_time;
    pt_gcs_fetch = fetch ? fetch : pt_gcs_token_fetch;
}


static void
pt_gcs_cache_id(const pt_gcs_sa *sa, unsigned char *id)
{
    EVP_MD_CTX  *md;

    md = EVP_MD_CTX_new();

    /* the NULs keep ("a", "bc") apart from ("ab", "c") */
    if (md == NULL
        || EVP_DigestInit_ex(md, EVP_sha256(), NULL) != 1
        || EVP_DigestUpdate(md, sa->client_email,
                            strlen(sa->client_email) + 1) != 1
        || EVP_DigestUpdate(md, sa->token_uri,
                            strlen(sa->token_uri) + 1) != 1
        || EVP_DigestUpdate(md, sa->fingerprint,
                            sizeof(sa->fingerprint)) != 1
        || EVP_DigestFinal_ex(md, id, NULL) != 1)
    {
        /* the fingerprint alone still keeps keys apart */
        memcpy(id, sa->fingerprint, 32);
    }

    EVP_MD_CTX_free(md);
}


/* the entry of id, added when missing; NULL on no memory.  Locked. */
static pt_gcs_cached *
pt_gcs_cache_entry(const unsigned char *id, int add)
{
    pt_gcs_cached  *c;

    for (c = pt_gcs_cache; c; c = c->next) {
        if (memcmp(c->id, id, sizeof(c->id)) == 0) {
            return c;
        }
    }

    if (!add || (c = calloc(1, sizeof(pt_gcs_cached))) == NULL) {
        return NULL;
    }

    memcpy(c->id, id, sizeof(c->id));
    c->next = pt_gcs_cache;
    pt_gcs_cache = c;

    return c;
}


static int
pt_gcs_cache_live(const pt_gcs_cached *c, time_t now)
{
    return c->expires != 0 && now < c->expires - c->margin;
}


static int
pt_gcs_token_copy(const char *from, char *token, size_t size, char *err,
    size_t esize)
{
    size_t  n;

    n = strlen(from);
    if (n >= size) {
        pt_snprintf(err, esize, "the access token is too long");
        return PT_STORE_ERROR;
    }

    memcpy(token, from, n + 1);

    return PT_STORE_OK;
}


/* a fetched token into c; locked */
static void
pt_gcs_cache_set(pt_gcs_cached *c, const char *token, time_t start,
    long life)
{
    size_t  n;

    n = strlen(token);
    if (n >= sizeof(c->token)) {
        return;
    }

    memcpy(c->token, token, n + 1);
    c->expires = start + life;

    /* a token living under 10 minutes is still used for half its life */
    c->margin = life / 2 < PT_GCS_REFRESH ? life / 2 : PT_GCS_REFRESH;
}


int
pt_gcs_token(const pt_gcs_sa *sa, const pt_store_net *net, char *token,
    size_t size, char *err, size_t esize)
{
    int             rc;
    long            life;
    time_t          start;
    unsigned char   id[32];
    pt_gcs_cached  *c;

    pt_gcs_cache_id(sa, id);

    pthread_mutex_lock(&pt_gcs_mutex);

    c = pt_gcs_cache_entry(id, 1);
    if (c == NULL) {
        pthread_mutex_unlock(&pt_gcs_mutex);
        pt_snprintf(err, esize, "out of memory");
        return PT_STORE_ERROR;
    }

    for ( ;; ) {
        if (pt_gcs_cache_live(c, pt_gcs_clock())) {
            rc = pt_gcs_token_copy(c->token, token, size, err, esize);
            pthread_mutex_unlock(&pt_gcs_mutex);
            return rc;
        }

        if (!c->fetching) {
            break;
        }

        pthread_cond_wait(&pt_gcs_cond, &pt_gcs_mutex);
    }

    /* this thread fetches; the lock is not held over the network */
    c->fetching = 1;
    explicit_bzero(c->token, sizeof(c->token));
    c->expires = 0;
    pthread_mutex_unlock(&pt_gcs_mutex);

    start = pt_gcs_clock();
    life = 0;
    rc = pt_gcs_fetch(sa, net, start, token, size, &life, err, esize);

    pthread_mutex_lock(&pt_gcs_mutex);

    c->fetching = 0;
    if (rc == PT_STORE_OK) {
        pt_gcs_cache_set(c, token, start, life);
    }

    pthread_cond_broadcast(&pt_gcs_cond);
    pthread_mutex_unlock(&pt_gcs_mutex);

    return rc;
}


void
pt_gcs_token_drop(const pt_gcs_sa *sa, const char *token)
{
    unsigned char   id[32];
    pt_gcs_cached  *c;

    pt_gcs_cache_id(sa, id);

    pthread_mutex_lock(&pt_gcs_mutex);

    /* another thread may have put a fresh one there meanwhile: keep it */
    c = pt_gcs_cache_entry(id, 0);
    if (c != NULL && !c->fetching && strcmp(c->token, token) == 0) {
        explicit_bzero(c->token, sizeof(c->token));
        c->expires = 0;
    }

    pthread_mutex_unlock(&pt_gcs_mutex);
}


void
pt_gcs_token_forget(void)
{
    pt_gcs_cached  *c, *next, *keep;

    pthread_mutex_lock(&pt_gcs_mutex);

    keep = NULL;

    for (c = pt_gcs_cache; c; c = next) {
        next = c->next;

        /* an entry being fetched stays: its thread writes to it */
        if (c->fetching) {
            c->next = keep;
            keep = c;
            continue;
        }

        explicit_bzero(c, sizeof(*c));
        free(c);
    }

    pt_gcs_cache = keep;

    pthread_mutex_unlock(&pt_gcs_mutex);
}


/* ---- the token request ------------------------------------------------ */


#define PT_GCS_GRANT  \
    "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer" \
    "&assertion="


/* "error: description" of an OAuth2 error answer (store_gcs_int.h) */
void
pt_gcs_oauth_error(const pt_http_resp *rs, char *buf, size_t size)
{
    json_t      *o;
    const char  *e, *d;

    o = rs->body ? json_loads((char *) rs->body, 0, NULL) : NULL;
    e = json_string_value(json_object_get(o, "error"));
    d = json_string_value(json_object_get(o, "error_description"));

    /* an empty error names nothing: the status does */
    if (e != NULL && e[0] != '\0') {
        pt_snprintf(buf, size, "%.60s%s%.120s", e, d ? ": " : "",
                    d ? d : "");
    } else {
        pt_snprintf(buf, size, "HTTP %ld", rs->status);
    }

    json_decref(o);

    /* the endpoint's words go into s->error, and so into the log */
    pt_http_log_text(buf);
}


/* a token goes into "Authorization: Bearer {token}": a space or a
 * control character (a form feed, not only CR and LF) would make the
 * header line malformed */
static int
pt_gcs_token_chars(const char *t)
{
    for ( /* void */ ; *t; t++) {
        if ((unsigned char) *t <= 0x20 || *t == 0x7f) {
            return 0;
        }
    }

    return 1;
}


/* access_token and expires_in of a 200 answer (store_gcs_int.h) */
int
pt_gcs_token_answer(const pt_http_resp *rs, char *token, size_t size,
    long *expires_in, char *err, size_t esize)
{
    int          rc;
    json_t      *o, *v;
    const char  *t, *type;

    o = json_loads((char *) rs->body, 0, NULL);
    v = json_object_get(o, "access_token");
    t = json_string_value(v);
    type = json_string_value(json_object_get(o, "token_type"));

    rc = PT_STORE_ERROR;

    if (t == NULL || t[0] == '\0' || strlen(t) >= size
        || !pt_gcs_token_chars(t)
        || (type != NULL && strcasecmp(type, "Bearer") != 0))
    {
        pt_snprintf(err, esize, "the token endpoint's answer has no "
                    "bearer access_token");

    } else {
        memcpy(token, t, strlen(t) + 1);

        /* Google says 3599; without it, an hour */
        v = json_object_get(o, "expires_in");
        *expires_in = json_is_integer(v) && json_integer_value(v) > 0
                      ? (long) json_integer_value(v) : PT_GCS_JWT_LIFE;
        rc = PT_STORE_OK;
    }

    if (t != NULL) {
        explicit_bzero((char *) t, strlen(t));
    }

    json_decref(o);

    return rc;
}


int
pt_gcs_token_fetch(const pt_gcs_sa *sa, const pt_store_net *net,
    time_t now, char *token, size_t size, long *expires_in, char *err,
    size_t esize)
{
    int                 rc;
    char               *jwt, *body, msg[200];
    size_t              len;
    pt_http_req         rq;
    pt_http_resp        rs;
    struct curl_slist  *h, *l;

    jwt = pt_gcs_jwt(sa, now, err, esize);
    if (jwt == NULL) {
        return PT_STORE_ERROR;
    }

    /* the JWT is base64url and dots: nothing to escape in a form */
    len = sizeof(PT_GCS_GRANT) + strlen(jwt);
    body = malloc(len);

    h = curl_slist_append(NULL, "Content-Type: "
                          "application/x-www-form-urlencoded");
    l = h ? curl_slist_append(h, "Accept: application/json") : NULL;

    if (body == NULL || l == NULL) {
        explicit_bzero(jwt, strlen(jwt));
        free(jwt);
        free(body);
        curl_slist_free_all(h);
        pt_snprintf(err, esize, "out of memory");
        return PT_STORE_ERROR;
    }

    pt_snprintf(body, len, "%s%s", PT_GCS_GRANT, jwt);
    explicit_bzero(jwt, strlen(jwt));
    free(jwt);

    pt_http_req_init(&rq, "POST", sa->token_uri);
    rq.headers = h;
    rq.body = body;
    rq.body_len = strlen(body);
    rq.max_body = 64 * 1024;
    rq.idempotent = 1;          /* another assertion, another token */

    rc = pt_http_do(&rq, &rs, net);

    explicit_bzero(body, rq.body_len);
    free(body);
    curl_slist_free_all(h);

    if (rc != PT_OK) {
        pt_snprintf(err, esize, "token_uri: %s", rs.error);
        rc = rs.local_error ? PT_STORE_ERROR : PT_STORE_UNREACHABLE;

    } else if (rs.status == 200 && rs.body != NULL) {
        rc = pt_gcs_token_answer(&rs, token, size, expires_in, err, esize);

    } else {
        pt_gcs_oauth_error(&rs, msg, sizeof(msg));
        pt_snprintf(err, esize, "the token endpoint refused the service "
                    "account: %s", msg);
        rc = rs.status >= 400 && rs.status < 500 && rs.status != 429
             ? PT_STORE_DENIED : PT_STORE_UNREACHABLE;
    }

    if (rs.body != NULL) {
        explicit_bzero(rs.body, rs.body_len);
    }

    pt_http_resp_free(&rs);

    return rc;
}
