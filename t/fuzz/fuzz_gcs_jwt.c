/*
 * libFuzzer target for the JWT assertion builder of GCS service accounts
 * (pt_gcs_jwt, shared/store/store_gcs_sa.c) on its own: its buffer must
 * come from the encoded output, whatever bytes the fields hold, since
 * JSON escaping makes a quote two bytes and a control character six.
 * fuzz_gcs_sa.c reaches the builder only with fields parsing accepts;
 * here the input is cut into client_email, token_uri and private_key_id
 * at NUL bytes (each up to what parsing allows: 320, 1024, 128) and handed
 * to the builder as they are, with a key made once.  Besides the
 * sanitizers' checks: the JWT is three base64url parts and its header
 * and claims decode to the very fields.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <sodium.h>

#include "core/pt.h"
#include "store/store_gcs_int.h"


static EVP_PKEY  *fuzz_key;


int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;

    /* small: every input signs, and the size of the key is not under
     * test */
    fuzz_key = EVP_RSA_gen(1024);
    if (fuzz_key == NULL || sodium_init() < 0) {
        abort();
    }

    return 0;
}


/* the next field of data, at most max bytes, NUL-terminated (malloc'ed) */
static char *
fuzz_field(const uint8_t **data, size_t *size, size_t max)
{
    char    *s;
    size_t   n;

    for (n = 0; n < *size && (*data)[n] != '\0'; n++) { /* void */ }

    if (n > max) {
        n = max;
    }

    s = malloc(n + 1);
    if (s == NULL) {
        abort();
    }

    memcpy(s, *data, n);
    s[n] = '\0';

    n = n < *size ? n + 1 : n;
    *data += n;
    *size -= n;

    return s;
}


/* base64url part (len bytes) decoded as a JSON object, or abort */
static json_t *
fuzz_part(const char *part, size_t len)
{
    size_t          n;
    json_t         *o;
    unsigned char  *buf;

    buf = malloc(len + 1);
    if (buf == NULL
        || sodium_base642bin(buf, len + 1, part, len, NULL, &n, NULL,
                             sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0)
    {
        abort();
    }

    o = json_loadb((char *) buf, n, JSON_ALLOW_NUL, NULL);
    free(buf);

    if (!json_is_object(o)) {
        abort();
    }

    return o;
}


static void
fuzz_claim(json_t *o, const char *name, const char *want)
{
    json_t  *v;

    v = json_object_get(o, name);

    if (!json_is_string(v) || strcmp(json_string_value(v), want) != 0) {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char       *jwt, *dot1, *dot2, err[256];
    json_t     *h, *c;
    pt_gcs_sa   sa;

    memset(&sa, 0, sizeof(sa));
    sa.client_email = fuzz_field(&data, &size, 320);
    sa.token_uri = fuzz_field(&data, &size, 1024);
    sa.key_id = size ? fuzz_field(&data, &size, 128) : NULL;
    sa.key = fuzz_key;

    jwt = pt_gcs_jwt(&sa, 1700000000, err, sizeof(err));

    /* jansson refuses strings that are not UTF-8: no JSON, no JWT */
    if (jwt != NULL) {
        dot1 = strchr(jwt, '.');
        dot2 = dot1 ? strchr(dot1 + 1, '.') : NULL;

        if (dot1 == NULL || dot2 == NULL || strchr(dot2 + 1, '.') != NULL) {
            abort();
        }

        h = fuzz_part(jwt, dot1 - jwt);
        c = fuzz_part(dot1 + 1, dot2 - dot1 - 1);

        /* parsing hands the builder JSON strings, always UTF-8 */
        if (sa.key_id != NULL
            && pt_utf8_valid(sa.key_id, strlen(sa.key_id)))
        {
            fuzz_claim(h, "kid", sa.key_id);
        }
        fuzz_claim(c, "iss", sa.client_email);
        fuzz_claim(c, "aud", sa.token_uri);

        json_decref(h);
        json_decref(c);
        free(jwt);
    }

    free(sa.client_email);
    free(sa.token_uri);
    free(sa.key_id);

    return 0;
}
