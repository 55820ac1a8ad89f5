/*
 * Small cryptographic helpers on libsodium and OpenSSL: random bytes and
 * identifiers, SHA-256 and HMAC-SHA256, Argon2id password hashes, encodings.
 */

#ifndef PT_CRYPTO_H
#define PT_CRYPTO_H

#include "core/pt.h"
#include "core/timefmt.h"

/* Once per process (after fork in nginx workers). */
int pt_crypto_init(void);

void pt_random(void *buf, size_t len);

/* lowercase hex of SHA-256(data): out holds 65 bytes */
void pt_sha256_hex(const void *data, size_t len, char *out);

/* lowercase hex of HMAC-SHA256(key, data), RFC 2104 with a key of any
 * length (a signed webhook's secret): out holds 65 bytes */
void pt_hmac_sha256_hex(const void *key, size_t keylen, const void *data,
    size_t len, char *out);

/* base64url without padding; out holds 4 * ceil(len / 3) + 1 bytes */
size_t pt_base64url(const unsigned char *in, size_t len, char *out);

/* lowercase hex; out holds 2 * len + 1 bytes */
void pt_hex(const unsigned char *in, size_t len, char *out);
/* PT_OK when hex is exactly 2 * len hex digits */
int pt_unhex(const char *hex, unsigned char *out, size_t len);

/* RFC 4122 version 4 UUID, out holds 37 bytes */
void pt_uuid4(char *out);

/* ULID (26 chars, Crockford base32, time-ordered); out holds 27 bytes */
void pt_ulid(char *out);

/* The ULID of time ms (milliseconds since the epoch) and the 80 bits of
 * rnd (10 bytes): the same ones give the same ULID */
void pt_ulid_of(char *out, unsigned long long ms, const unsigned char *rnd);

/* n random characters from [a-z0-9], NUL-terminated (out holds n + 1) */
void pt_random_alnum(char *out, size_t n);

/* Argon2id; out holds PT_PASSWORD_HASH_MAX bytes */
#define PT_PASSWORD_HASH_MAX 128
int pt_password_hash(const char *password, char *out);
int pt_password_verify(const char *hash, const char *password);

/* constant-time equality of n bytes */
int pt_ct_equal(const void *a, const void *b, size_t n);

#endif /* PT_CRYPTO_H */
