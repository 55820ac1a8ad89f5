/*
 * Secrets at rest: AES-256-GCM with the master key.  The sealed form is
 * nonce (12) || ciphertext || tag (16).  Signing keys are sealed alone;
 * customer bucket credentials are sealed with associated data naming
 * their project (records/storage_config.h), so that a sealed value copied
 * into another project's row does not open there.
 */

#ifndef PT_SECRETBOX_H
#define PT_SECRETBOX_H

#include "core/pt.h"

#define PT_SEAL_OVERHEAD  28

/* out holds len + PT_SEAL_OVERHEAD bytes.  PT_OK or PT_ERROR. */
int pt_seal(const unsigned char *key, const void *plain, size_t len,
    unsigned char *out);

/* out holds len - PT_SEAL_OVERHEAD bytes.  PT_ERROR when tampered with. */
int pt_unseal(const unsigned char *key, const unsigned char *sealed,
    size_t len, void *out);

/*
 * The same with associated data: ad (adlen bytes, not secret, not stored
 * in the sealed form) is authenticated with the secret, and unsealing
 * succeeds only with the same ad.  pt_seal is pt_seal_ad with no ad.  On
 * failure pt_unseal_ad leaves out wiped, never a partial plain text.
 */
int pt_seal_ad(const unsigned char *key, const void *ad, size_t adlen,
    const void *plain, size_t len, unsigned char *out);
int pt_unseal_ad(const unsigned char *key, const void *ad, size_t adlen,
    const unsigned char *sealed, size_t len, void *out);

#endif /* PT_SECRETBOX_H */
