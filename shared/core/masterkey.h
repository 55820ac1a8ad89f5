/*
 * The master key: 32 random bytes, hex in a file that only its owner may
 * read.  It encrypts customer bucket credentials at rest (AES-256-GCM).
 */

#ifndef PT_MASTERKEY_H
#define PT_MASTERKEY_H

#include "core/pt.h"

#define PT_MASTER_KEY_LEN 32

/* Refuses a file readable by group or others. */
int pt_master_key_load(const char *path, unsigned char *key, char *err,
    size_t errlen);
/* Creates the file (mode 0600) unless it exists; PT_OK either way. */
int pt_master_key_create(const char *path, char *err, size_t errlen);

#endif /* PT_MASTERKEY_H */
