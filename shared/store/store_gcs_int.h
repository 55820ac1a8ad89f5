/*
 * The GCS driver's insides, for store_gcs*.c, its unit test and the
 * fuzz target only:
 *
 * - the service account (store_gcs_sa.c): its JSON key parsed, the
 *   private key loaded by OpenSSL, RS256-signed JWT assertions;
 * - the OAuth2 access tokens (store_gcs_token.c): fetched from the key's
 *   token_uri, cached per process for every thread, refreshed shortly
 *   before they expire;
 * - the driver over the JSON API: store_gcs.c (constructor, the
 *   authorised request, delete, copy), store_gcs_read.c (downloads,
 *   metadata, listing), store_gcs_put.c (simple and resumable uploads).
 */

#ifndef PT_STORE_GCS_INT_H
#define PT_STORE_GCS_INT_H

#include <jansson.h>
#include <openssl/evp.h>
#include <time.h>

#include "store/store_http.h"


#define PT_GCS_TOKEN_URI    "https://oauth2.googleapis.com/token"
#define PT_GCS_API          "https://storage.googleapis.com"
#define PT_GCS_SCOPE        \
    "https://www.googleapis.com/auth/devstorage.read_write"
#define PT_GCS_JWT_LIFE     3600        /* Google's longest assertion */
#define PT_GCS_REFRESH      300         /* refresh with 5 minutes left */
#define PT_GCS_TOKEN_MAX    2048        /* Google's tokens are far shorter */
#define PT_GCS_CHUNK        (256 * 1024)   /* resumable chunks' multiple */
#define PT_GCS_NAME_MAX     1024        /* an object name, UTF-8 bytes */
#define PT_GCS_URL_MAX      (4 * PT_GCS_NAME_MAX + 1024)


typedef struct {
    char           *client_email;
    char           *token_uri;
    char           *key_id;         /* private_key_id: the JWT's kid; NULL */
    char           *universe;       /* universe_domain; NULL: googleapis */
    EVP_PKEY       *key;
    /* SHA-256 of the public key (DER): tokens are cached per key, so a
     * key naming someone else's client_email never gets their token */
    unsigned char   fingerprint[32];
} pt_gcs_sa;


/*
 * Parses a service account's JSON key into sa.  PT_OK, or PT_ERROR with
 * err naming the field ("serviceAccountJson: private_key ...") and never
 * quoting the key.  The private key's text is wiped from the parsed
 * JSON; json itself is the caller's.
 */
int pt_gcs_sa_parse(pt_gcs_sa *sa, const char *json, char *err,
    size_t size);
void pt_gcs_sa_free(pt_gcs_sa *sa);

/*
 * The signed JWT assertion "header.claims.signature" for a token request
 * at now: {alg RS256, typ JWT, kid}, {iss, scope, aud = token_uri, iat,
 * exp = iat + 1 h}.  malloc'ed: the caller wipes and frees it.  NULL and
 * err on failure.
 */
char *pt_gcs_jwt(const pt_gcs_sa *sa, time_t now, char *err, size_t size);


/*
 * A live access token for sa into token: from the process-wide cache, or
 * fetched when there is none or it has under PT_GCS_REFRESH seconds left
 * (half its lifetime for short-lived ones).  While one thread fetches,
 * the others asking for the same key wait for its token.  PT_STORE_OK,
 * PT_STORE_DENIED (the token endpoint refused the key),
 * PT_STORE_UNREACHABLE or PT_STORE_ERROR, with err (no secret in it).
 */
int pt_gcs_token(const pt_gcs_sa *sa, const pt_store_net *net, char *token,
    size_t size, char *err, size_t esize);

/* The API refused token (401): forget it if it is still the cached one. */
void pt_gcs_token_drop(const pt_gcs_sa *sa, const char *token);

/* Empties the cache, wiping the tokens (tests, process exit). */
void pt_gcs_token_forget(void);

/* How a token is fetched: into token, its lifetime into expires_in. */
typedef int (*pt_gcs_fetch_pt)(const pt_gcs_sa *sa,
    const pt_store_net *net, time_t now, char *token, size_t size,
    long *expires_in, char *err, size_t esize);
typedef time_t (*pt_gcs_clock_pt)(void);

/* The real fetch: a JWT bearer grant POSTed to sa->token_uri. */
int pt_gcs_token_fetch(const pt_gcs_sa *sa, const pt_store_net *net,
    time_t now, char *token, size_t size, long *expires_in, char *err,
    size_t esize);

/* Tests replace the clock and the fetch; NULL puts the real one back. */
void pt_gcs_token_hooks(pt_gcs_clock_pt clock, pt_gcs_fetch_pt fetch);

/*
 * The fetch's reading of the token endpoint's answers, apart for the
 * fuzz target (t/fuzz/fuzz_gcs_json.c): token_answer takes a 200's
 * access_token (into token, size bytes) and expires_in, PT_STORE_OK or
 * PT_STORE_ERROR with err; oauth_error makes "error: description" of a
 * refusal (or "HTTP status") into buf, as one log line.
 */
int pt_gcs_token_answer(const pt_http_resp *rs, char *token, size_t size,
    long *expires_in, char *err, size_t esize);
void pt_gcs_oauth_error(const pt_http_resp *rs, char *buf, size_t size);


typedef struct {
    pt_store        store;
    pt_gcs_sa       sa;
    char           *api;            /* "https://storage.googleapis.com" */
    char           *bucket;         /* a valid name: needs no escaping */
    char           *prefix;         /* pathPrefix, "" for none */
    char           *ca_file;
    size_t          part;           /* simple upload up to it, else chunks
                                       of it (a multiple of 256 KiB) */
    pt_store_net    net;
} pt_gcs;


/*
 * rq with "Authorization: Bearer" added; a 401 drops the token and tries
 * once more with a fresh one.  PT_STORE_OK when an HTTP answer came (rs
 * holds it, any status), else the failure in s->error.
 */
int pt_gcs_do(pt_gcs *g, pt_http_req *rq, pt_http_resp *rs);

/*
 * The failure of an answer that was not a success, in s->error with
 * Google's message: 404 is not_found (a missing bucket is DENIED), 401 and
 * 403 DENIED, 5xx, 408 and 429 UNREACHABLE, anything else ERROR.
 */
int pt_gcs_fail(pt_gcs *g, const pt_http_resp *rs, const char *what,
    const char *key, int not_found);

/* prefix + key as one escaped path segment (or query value) into buf;
 * PT_STORE_ERROR (in s->error) for a bad key or a name over 1024 bytes */
int pt_gcs_name(pt_gcs *g, const char *key, char *buf, size_t size);

/* {api}/storage/v1/b/{bucket}/o/{name}{suffix} into url */
int pt_gcs_object_url(pt_gcs *g, const char *key, const char *suffix,
    char *url, size_t size);

/* the JSON object of a 2xx answer; NULL (s->error set) when it is not */
json_t *pt_gcs_json(pt_gcs *g, const pt_http_resp *rs);

/* the curl list freed after its lines are wiped (they hold the token) */
void pt_gcs_wipe_headers(struct curl_slist *l);

/* store.h's operations, by file */
int pt_gcs_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len);
int pt_gcs_get_range(pt_store *s, const char *key, off_t offset,
    size_t len, unsigned char **data, size_t *got);
int pt_gcs_get_file(pt_store *s, const char *key, const char *path);
int pt_gcs_open(pt_store *s, const char *key, int *fd, pt_store_stat *st);
int pt_gcs_head(pt_store *s, const char *key, pt_store_stat *st);
int pt_gcs_page_get(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg);

/*
 * The parts of the reads that take Google's JSON, apart for the fuzz
 * target (t/fuzz/fuzz_gcs_json.c): a hostile or broken service must not
 * crash a worker.  stat_json: an object resource (metadata, a listing's
 * item) into st.  list_page: the items of one page of a listing to cb,
 * their names less the prefix; PT_STORE_OK, or 1 when cb stopped.
 */
void pt_gcs_stat_json(json_t *o, pt_store_stat *st);
int pt_gcs_list_page(pt_gcs *g, json_t *page, pt_store_list_pt cb,
    void *arg);

int pt_gcs_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type);
int pt_gcs_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move);

#endif /* PT_STORE_GCS_INT_H */
