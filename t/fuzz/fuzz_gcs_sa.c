/*
 * libFuzzer target for a GCS service account's JSON key
 * (shared/store/store_gcs_sa.c): the input is what a customer puts in
 * "serviceAccountJson".  It goes through pt_gcs_sa_parse, the private
 * key's PEM included (OpenSSL's decoders must not crash either); an
 * accepted key then signs a JWT assertion (pt_gcs_jwt).  Besides the
 * sanitizers' checks:
 *
 * - a refusal names the field and never quotes the key: its text holds
 *   only what the parser's messages are made of (letters, digits,
 *   spaces and ":(),_\"-"), and sa is left empty;
 * - an accepted key is RSA of 2048 bits or more, client_email is
 *   printable with an '@', token_uri is an http(s) URL, private_key_id
 *   and universe_domain are printable when there;
 * - its JWT is three base64url parts, the last one an RS256 signature
 *   as long as the key.
 *
 * The seeds hold keys made for this target only (openssl genpkey, see
 * README.md); with the 2048-bit one every accepted input signs, so this
 * target runs slower than the others.  Build and run: see README.md
 * beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "store/store_gcs_int.h"
#include "fuzz_store.h"


static int
fuzz_printable(const char *s)
{
    if (*s == '\0') {
        return 0;
    }

    for ( /* void */ ; *s; s++) {
        if ((unsigned char) *s <= 0x20 || *s == 0x7f) {
            return 0;
        }
    }

    return 1;
}


static void
fuzz_refused(const pt_gcs_sa *sa, const char *err)
{
    pt_gcs_sa  empty;

    fuzz_error_text(err, 256);

    if (strspn(err, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                    "0123456789 :(),_\"-") != strlen(err))
    {
        abort();
    }

    memset(&empty, 0, sizeof(empty));

    if (memcmp(sa, &empty, sizeof(empty)) != 0) {
        abort();
    }
}


static void
fuzz_accepted(pt_gcs_sa *sa)
{
    char          *jwt, *dot1, *dot2, err[256];
    size_t         sig;
    const char    *b64url;

    if (sa->key == NULL || EVP_PKEY_get_base_id(sa->key) != EVP_PKEY_RSA
        || EVP_PKEY_get_bits(sa->key) < 2048
        || sa->client_email == NULL || !fuzz_printable(sa->client_email)
        || strchr(sa->client_email, '@') == NULL
        || sa->token_uri == NULL || !fuzz_printable(sa->token_uri)
        || (strncmp(sa->token_uri, "https://", 8) != 0
            && strncmp(sa->token_uri, "http://", 7) != 0)
        || (sa->key_id != NULL && !fuzz_printable(sa->key_id))
        || (sa->universe != NULL && !fuzz_printable(sa->universe)))
    {
        abort();
    }

    err[0] = '\0';
    jwt = pt_gcs_jwt(sa, 1700000000, err, sizeof(err));

    /* a key OpenSSL loaded and sized may still refuse to sign */
    if (jwt == NULL) {
        fuzz_error_text(err, sizeof(err));
        return;
    }

    b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
             "0123456789-_.";

    dot1 = strchr(jwt, '.');
    dot2 = dot1 ? strchr(dot1 + 1, '.') : NULL;
    sig = dot2 ? strlen(dot2 + 1) : 0;

    if (strspn(jwt, b64url) != strlen(jwt) || dot1 == NULL || dot2 == NULL
        || dot1 == jwt || dot2 == dot1 + 1 || strchr(dot2 + 1, '.') != NULL
        || sig != (4 * (size_t) EVP_PKEY_get_size(sa->key) + 2) / 3)
    {
        abort();
    }

    explicit_bzero(jwt, strlen(jwt));
    free(jwt);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char       *json, err[256];
    pt_gcs_sa   sa;

    /* the API hands the field over NUL-terminated */
    json = fuzz_alloc(size + 1);
    memcpy(json, data, size);
    json[size] = '\0';

    err[0] = '\0';

    if (pt_gcs_sa_parse(&sa, json, err, sizeof(err)) == PT_OK) {
        fuzz_accepted(&sa);

    } else {
        fuzz_refused(&sa, err);
    }

    pt_gcs_sa_free(&sa);
    free(json);

    return 0;
}
