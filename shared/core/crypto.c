/*
 * Random identifiers, hashes, HMAC-SHA256 and password hashing.
 */

#include <string.h>
#include <time.h>

#include <sodium.h>

#include "core/crypto.h"


int
pt_crypto_init(void)
{
    return sodium_init() < 0 ? PT_ERROR : PT_OK;
}


void
pt_random(void *buf, size_t len)
{
    randombytes_buf(buf, len);
}


void
pt_sha256_hex(const void *data, size_t len, char *out)
{
    unsigned char  md[crypto_hash_sha256_BYTES];

    crypto_hash_sha256(md, data, len);
    pt_hex(md, sizeof(md), out);
}


void
pt_hmac_sha256_hex(const void *key, size_t keylen, const void *data,
    size_t len, char *out)
{
    unsigned char                  mac[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256_state   st;

    /* the streaming interface takes a key of any length (a longer one is
     * hashed first, as RFC 2104 says); crypto_auth_hmacsha256() wants
     * exactly 32 bytes */
    crypto_auth_hmacsha256_init(&st, key, keylen);
    crypto_auth_hmacsha256_update(&st, data, len);
    crypto_auth_hmacsha256_final(&st, mac);

    pt_hex(mac, sizeof(mac), out);

    /* the state holds the key's pads */
    sodium_memzero(&st, sizeof(st));
    sodium_memzero(mac, sizeof(mac));
}


size_t
pt_base64url(const unsigned char *in, size_t len, char *out)
{
    sodium_bin2base64(out, sodium_base64_ENCODED_LEN(len,
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING),
                      in, len, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    return strlen(out);
}


void
pt_hex(const unsigned char *in, size_t len, char *out)
{
    static const char  digits[] = "0123456789abcdef";
    size_t             i;

    for (i = 0; i < len; i++) {
        out[2 * i] = digits[in[i] >> 4];
        out[2 * i + 1] = digits[in[i] & 0x0f];
    }

    out[2 * len] = '\0';
}


static int
pt_hexval(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }

    c |= 0x20;

    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }

    return -1;
}


int
pt_unhex(const char *hex, unsigned char *out, size_t len)
{
    size_t  i;
    int     hi, lo;

    if (strlen(hex) != 2 * len) {
        return PT_ERROR;
    }

    for (i = 0; i < len; i++) {
        hi = pt_hexval(hex[2 * i]);
        lo = pt_hexval(hex[2 * i + 1]);

        if (hi < 0 || lo < 0) {
            return PT_ERROR;
        }

        out[i] = (unsigned char) (hi << 4 | lo);
    }

    return PT_OK;
}


void
pt_uuid4(char *out)
{
    unsigned char  b[16];
    char           hex[33];

    randombytes_buf(b, sizeof(b));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;

    pt_hex(b, sizeof(b), hex);

    memcpy(out, hex, 8);
    out[8] = '-';
    memcpy(out + 9, hex + 8, 4);
    out[13] = '-';
    memcpy(out + 14, hex + 12, 4);
    out[18] = '-';
    memcpy(out + 19, hex + 16, 4);
    out[23] = '-';
    memcpy(out + 24, hex + 20, 12);
    out[36] = '\0';
}


void
pt_ulid(char *out)
{
    unsigned char       rnd[10];
    unsigned long long  ms;
    struct timespec     ts;

    clock_gettime(CLOCK_REALTIME, &ts);
    ms = (unsigned long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
    randombytes_buf(rnd, sizeof(rnd));

    pt_ulid_of(out, ms, rnd);
}


void
pt_ulid_of(char *out, unsigned long long ms, const unsigned char *rnd)
{
    static const char   b32[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    int                 i, bit;
    unsigned            v;

    /* 48-bit time in 10 characters, most significant first */
    for (i = 9; i >= 0; i--) {
        out[i] = b32[ms & 31];
        ms >>= 5;
    }

    /* 80 bits in 16 characters */
    for (i = 0; i < 16; i++) {
        bit = i * 5;
        v = (unsigned) rnd[bit / 8] << 8;
        if (bit / 8 + 1 < 10) {
            v |= rnd[bit / 8 + 1];
        }
        out[10 + i] = b32[(v >> (11 - bit % 8)) & 31];
    }

    out[26] = '\0';
}


void
pt_random_alnum(char *out, size_t n)
{
    static const char  alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    size_t             i;

    for (i = 0; i < n; i++) {
        /* uniform: randombytes_uniform avoids modulo bias */
        out[i] = alphabet[randombytes_uniform(sizeof(alphabet) - 1)];
    }

    out[n] = '\0';
}


int
pt_password_hash(const char *password, char *out)
{
    /* Argon2id, libsodium's interactive limits (64 MiB, 2 passes) */
    if (crypto_pwhash_str(out, password, strlen(password),
                          crypto_pwhash_OPSLIMIT_INTERACTIVE,
                          crypto_pwhash_MEMLIMIT_INTERACTIVE)
        != 0)
    {
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_password_verify(const char *hash, const char *password)
{
    return crypto_pwhash_str_verify(hash, password, strlen(password)) == 0
           ? PT_OK : PT_ERROR;
}


int
pt_ct_equal(const void *a, const void *b, size_t n)
{
    return sodium_memcmp(a, b, n) == 0;
}
