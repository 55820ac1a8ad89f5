/*
 * AES-256-GCM sealing with OpenSSL's EVP interface.
 */

#include <limits.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include "core/secretbox.h"


/* GCM's associated data goes in before the text, with no output. */
static int
pt_seal_aad(EVP_CIPHER_CTX *c, const void *ad, size_t adlen, int enc)
{
    int  n;

    if (adlen == 0) {
        return 1;
    }

    if (adlen > INT_MAX) {
        return 0;
    }

    return enc ? EVP_EncryptUpdate(c, NULL, &n, ad, (int) adlen) == 1
               : EVP_DecryptUpdate(c, NULL, &n, ad, (int) adlen) == 1;
}


int
pt_seal(const unsigned char *key, const void *plain, size_t len,
    unsigned char *out)
{
    return pt_seal_ad(key, NULL, 0, plain, len, out);
}


int
pt_unseal(const unsigned char *key, const unsigned char *sealed, size_t len,
    void *out)
{
    return pt_unseal_ad(key, NULL, 0, sealed, len, out);
}


int
pt_seal_ad(const unsigned char *key, const void *ad, size_t adlen,
    const void *plain, size_t len, unsigned char *out)
{
    int              n, rc;
    EVP_CIPHER_CTX  *c;

    if (len > INT_MAX - PT_SEAL_OVERHEAD) {
        return PT_ERROR;
    }

    if (RAND_bytes(out, 12) != 1) {
        return PT_ERROR;
    }

    c = EVP_CIPHER_CTX_new();
    if (c == NULL) {
        return PT_ERROR;
    }

    rc = EVP_EncryptInit_ex(c, EVP_aes_256_gcm(), NULL, key, out) == 1
         && pt_seal_aad(c, ad, adlen, 1)
         && EVP_EncryptUpdate(c, out + 12, &n, plain, (int) len) == 1
         && EVP_EncryptFinal_ex(c, out + 12 + n, &n) == 1
         && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_GCM_GET_TAG, 16,
                                out + 12 + len) == 1;

    EVP_CIPHER_CTX_free(c);

    return rc ? PT_OK : PT_ERROR;
}


int
pt_unseal_ad(const unsigned char *key, const void *ad, size_t adlen,
    const unsigned char *sealed, size_t len, void *out)
{
    int              n, rc;
    size_t           clen;
    EVP_CIPHER_CTX  *c;

    if (len < PT_SEAL_OVERHEAD || len > INT_MAX) {
        return PT_ERROR;
    }

    clen = len - PT_SEAL_OVERHEAD;

    c = EVP_CIPHER_CTX_new();
    if (c == NULL) {
        return PT_ERROR;
    }

    rc = EVP_DecryptInit_ex(c, EVP_aes_256_gcm(), NULL, key, sealed) == 1
         && pt_seal_aad(c, ad, adlen, 0)
         && EVP_DecryptUpdate(c, out, &n, sealed + 12, (int) clen) == 1
         && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_GCM_SET_TAG, 16,
                                (void *) (sealed + 12 + clen)) == 1
         && EVP_DecryptFinal_ex(c, (unsigned char *) out + n, &n) == 1;

    EVP_CIPHER_CTX_free(c);

    if (!rc) {
        /* the text was decrypted before the tag was found wrong */
        OPENSSL_cleanse(out, clen);
        return PT_ERROR;
    }

    return PT_OK;
}
