/*
 * Secrets at rest: AES-256-GCM with the master key.  The sealed form is
 * nonce (12) || ciphertext || tag (16).  Used for signing keys now and
 * customer bucket credentials later.
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

#endif /* PT_SECRETBOX_H */
