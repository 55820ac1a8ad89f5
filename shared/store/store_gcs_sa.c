/*
 * A GCS service account (store_gcs_int.h): its JSON key checked field by
 * field, the private key loaded by OpenSSL, and the RS256 JWT assertion
 * that buys an OAuth2 access token (RFC 7523, as Google's "OAuth 2.0 for
 * server to server applications" describes it).
 */

#include <jansson.h>
#include <openssl/err.h>
#include <openssl/pem.h>
#include <stdlib.h>
#include <string.h>

#include "core/crypto.h"
#include "store/store_gcs_int.h"


#define PT_GCS_KEY_BITS_MIN  2048


/* an encrypted PEM key has no passphrase here: never prompt on a tty */
static int
pt_gcs_no_passphrase(char *buf, int size, int rwflag, void *u)
{
    (void) buf;
    (void) size;
    (void) rwflag;
    (void) u;

    return 0;
}


/* the optional string field name of o: NULL absent, "" when not a string
 * (the caller reports it) */
static const char *
pt_gcs_field(json_t *o, const char *name)
{
    json_t  *v;

    v = json_object_get(o, name);
    if (v == NULL || json_is_null(v)) {
        return NULL;
    }

    return json_is_string(v) ? json_string_value(v) : "";
}


static int
pt_gcs_printable(const char *s, size_t max)
{
    size_t  n;

    for (n = 0; s[n]; n++) {
        if (n >= max || (unsigned char) s[n] <= 0x20
            || (unsigned char) s[n] == 0x7f)
        {
            return 0;
        }
    }

    return n > 0;
}


static int
pt_gcs_load_key(pt_gcs_sa *sa, const char *pem, char *err, size_t size)
{
    BIO            *bio;
    int             der_len;
    unsigned char  *der;

    bio = BIO_new_mem_buf(pem, -1);
    if (bio == NULL) {
        pt_snprintf(err, size, "out of memory");
        return PT_ERROR;
    }

    sa->key = PEM_read_bio_PrivateKey(bio, NULL, pt_gcs_no_passphrase, NULL);
    BIO_free(bio);
    ERR_clear_error();

    if (sa->key == NULL) {
        pt_snprintf(err, size, "serviceAccountJson: private_key is not an "
                    "unencrypted PEM private key");
        return PT_ERROR;
    }

    if (EVP_PKEY_get_base_id(sa->key) != EVP_PKEY_RSA) {
        pt_snprintf(err, size, "serviceAccountJson: private_key is not an "
                    "RSA key (RS256 needs one)");
        return PT_ERROR;
    }

    if (EVP_PKEY_get_bits(sa->key) < PT_GCS_KEY_BITS_MIN) {
        pt_snprintf(err, size, "serviceAccountJson: private_key is shorter "
                    "than %d bits", PT_GCS_KEY_BITS_MIN);
        return PT_ERROR;
    }

    der = NULL;
    der_len = i2d_PUBKEY(sa->key, &der);

    if (der_len <= 0
        || EVP_Digest(der, der_len, sa->fingerprint, NULL, EVP_sha256(),
                      NULL) != 1)
    {
        OPENSSL_free(der);
        ERR_clear_error();
        pt_snprintf(err, size, "serviceAccountJson: private_key: no public "
                    "key from it");
        return PT_ERROR;
    }

    OPENSSL_free(der);

    return PT_OK;
}


/* the fields after the key: client_email, token_uri, the optional ones */
static int
pt_gcs_sa_fields(pt_gcs_sa *sa, json_t *root, char *err, size_t size)
{
    const char  *v;

    v = pt_gcs_field(root, "client_email");
    if (v == NULL || !pt_gcs_printable(v, 320) || strchr(v, '@') == NULL) {
        pt_snprintf(err, size, "serviceAccountJson: client_email is "
                    "missing or not an address");
        return PT_ERROR;
    }
    if ((sa->client_email = pt_strdup(v)) == NULL) {
        goto nomem;
    }

    v = pt_gcs_field(root, "token_uri");
    if (v == NULL) {
        v = PT_GCS_TOKEN_URI;
    }
    if (!pt_gcs_printable(v, 1024)
        || (strncmp(v, "https://", 8) != 0 && strncmp(v, "http://", 7) != 0))
    {
        pt_snprintf(err, size, "serviceAccountJson: token_uri is not an "
                    "http(s) URL");
        return PT_ERROR;
    }
    if ((sa->token_uri = pt_strdup(v)) == NULL) {
        goto nomem;
    }

    v = pt_gcs_field(root, "private_key_id");
    if (v != NULL && v[0] != '\0') {
        if (!pt_gcs_printable(v, 128)) {
            pt_snprintf(err, size, "serviceAccountJson: private_key_id is "
                        "malformed");
            return PT_ERROR;
        }
        if ((sa->key_id = pt_strdup(v)) == NULL) {
            goto nomem;
        }
    }

    v = pt_gcs_field(root, "universe_domain");
    if (v != NULL && strcmp(v, "googleapis.com") != 0) {
        if (!pt_gcs_printable(v, 253)
            || strspn(v, "abcdefghijklmnopqrstuvwxyz0123456789.-")
               != strlen(v))
        {
            pt_snprintf(err, size, "serviceAccountJson: universe_domain is "
                        "not a domain");
            return PT_ERROR;
        }
        if ((sa->universe = pt_strdup(v)) == NULL) {
            goto nomem;
        }
    }

    return PT_OK;

nomem:

    pt_snprintf(err, size, "out of memory");

    return PT_ERROR;
}


int
pt_gcs_sa_parse(pt_gcs_sa *sa, const char *json, char *err, size_t size)
{
    int           rc;
    json_t       *root, *pk;
    const char   *type;
    json_error_t  jerr;

    memset(sa, 0, sizeof(*sa));

    if (json == NULL || json[0] == '\0') {
        pt_snprintf(err, size, "serviceAccountJson: missing");
        return PT_ERROR;
    }

    /* jerr.text quotes the input near the error: it may be the key */
    root = json_loads(json, JSON_REJECT_DUPLICATES, &jerr);
    if (root == NULL || !json_is_object(root)) {
        pt_snprintf(err, size, "serviceAccountJson: not a JSON object "
                    "(line %d, column %d)", jerr.line, jerr.column);
        json_decref(root);
        return PT_ERROR;
    }

    rc = PT_ERROR;
    pk = json_object_get(root, "private_key");

    type = pt_gcs_field(root, "type");
    if (type == NULL || strcmp(type, "service_account") != 0) {
        pt_snprintf(err, size, "serviceAccountJson: type is not "
                    "\"service_account\"");

    } else if (!json_is_string(pk) || json_string_length(pk) == 0) {
        pt_snprintf(err, size, "serviceAccountJson: private_key is missing");

    } else if (pt_gcs_load_key(sa, json_string_value(pk), err, size) == PT_OK
               && pt_gcs_sa_fields(sa, root, err, size) == PT_OK)
    {
        rc = PT_OK;
    }

    if (json_is_string(pk)) {
        explicit_bzero((char *) json_string_value(pk),
                       json_string_length(pk));
    }

    json_decref(root);

    if (rc != PT_OK) {
        pt_gcs_sa_free(sa);
    }

    return rc;
}


void
pt_gcs_sa_free(pt_gcs_sa *sa)
{
    free(sa->client_email);
    free(sa->token_uri);
    free(sa->key_id);
    free(sa->universe);
    EVP_PKEY_free(sa->key);     /* OpenSSL clears the key's numbers */
    memset(sa, 0, sizeof(*sa));
}


/* base64url's length for n bytes, without padding */
#define pt_b64url_len(n)  (((n) / 3) * 4 + ((n) % 3 ? (n) % 3 + 1 : 0))


/* the compact JSON of o (malloc'ed), or NULL */
static char *
pt_gcs_json_text(json_t *o)
{
    return o != NULL ? json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER)
                     : NULL;
}


/* RS256: RSASSA-PKCS1-v1_5 with SHA-256 over "header.claims" */
static int
pt_gcs_sign(const pt_gcs_sa *sa, const char *in, size_t len,
    unsigned char *sig, size_t *sig_len)
{
    int          ok;
    EVP_MD_CTX  *md;

    md = EVP_MD_CTX_new();
    if (md == NULL) {
        return PT_ERROR;
    }

    ok = EVP_DigestSignInit(md, NULL, EVP_sha256(), NULL, sa->key) == 1
         && EVP_DigestSign(md, sig, sig_len, (const unsigned char *) in,
                           len) == 1;

    EVP_MD_CTX_free(md);
    ERR_clear_error();

    return ok ? PT_OK : PT_ERROR;
}


char *
pt_gcs_jwt(const pt_gcs_sa *sa, time_t now, char *err, size_t size)
{
    char           *jwt, *p, *htext, *ctext;
    size_t          cap, hlen = 0, clen = 0, sig_len;
    json_t         *header, *claims;
    unsigned char   sig[1024];

    header = json_pack("{s:s, s:s}", "alg", "RS256", "typ", "JWT");
    if (header != NULL && sa->key_id != NULL) {
        json_object_set_new(header, "kid", json_string(sa->key_id));
    }

    claims = json_pack("{s:s, s:s, s:s, s:I, s:I}",
                       "iss", sa->client_email, "scope", PT_GCS_SCOPE,
                       "aud", sa->token_uri, "iat", (json_int_t) now,
                       "exp", (json_int_t) now + PT_GCS_JWT_LIFE);

    /* sized from the encoded texts: JSON escaping makes a field longer
     * than the string it came from (a quote, a backslash, a control) */
    htext = pt_gcs_json_text(header);
    ctext = pt_gcs_json_text(claims);
    json_decref(header);
    json_decref(claims);

    jwt = NULL;

    if (htext != NULL && ctext != NULL) {
        hlen = strlen(htext);
        clen = strlen(ctext);
        cap = pt_b64url_len(hlen) + 1 + pt_b64url_len(clen) + 1
              + pt_b64url_len(sizeof(sig)) + 1;
        jwt = malloc(cap);
    }

    if (jwt == NULL) {
        free(htext);
        free(ctext);
        pt_snprintf(err, size, "out of memory");
        return NULL;
    }

    p = jwt + pt_base64url((const unsigned char *) htext, hlen, jwt);
    *p++ = '.';
    p += pt_base64url((const unsigned char *) ctext, clen, p);

    free(htext);
    free(ctext);

    /* a key over 8192 bits would not fit sig: refused by its size */
    sig_len = sizeof(sig);
    if ((size_t) EVP_PKEY_get_size(sa->key) > sizeof(sig)
        || pt_gcs_sign(sa, jwt, p - jwt, sig, &sig_len) != PT_OK)
    {
        free(jwt);
        pt_snprintf(err, size, "serviceAccountJson: private_key cannot "
                    "sign");
        return NULL;
    }

    *p++ = '.';
    p += pt_base64url(sig, sig_len, p);
    *p = '\0';

    return jwt;
}
