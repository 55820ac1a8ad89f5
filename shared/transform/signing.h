/*
 * Signed delivery URLs: s_<base64url(HMAC-SHA256(key, path))> where path is
 * the URL path without the s_ token.  A project keeps its keys sealed with
 * the master key; the two newest are accepted.
 */

#ifndef PT_SIGNING_H
#define PT_SIGNING_H

#include "db/db.h"

#define PT_SIGNING_KEY_LEN  32
#define PT_SIGNATURE_LEN    43     /* base64url of 32 bytes, no padding */

/* out holds PT_SIGNATURE_LEN + 1 bytes */
void pt_sign(const unsigned char *key, size_t klen, const char *msg,
    size_t len, char *out);

/* A new key, sealed and stored; the raw key (to show once) in key. */
int pt_signing_key_create(pt_db *db, const unsigned char *master,
    unsigned long long project_id, unsigned char *key,
    unsigned long long *id);

/* The keys accepted, the two newest: id, created_at; never the key. */
pt_rows *pt_signing_keys_valid(pt_db *db, unsigned long long project_id);

/* One key's created_at. */
pt_rows *pt_signing_key_created(pt_db *db, unsigned long long id);

/*
 * 1 when sig signs msg with one of the project's two newest keys, 0 when
 * not, PT_ERROR on a database error.
 */
int pt_signing_verify(pt_db *db, const unsigned char *master,
    unsigned long long project_id, const char *msg, size_t len,
    const char *sig);

#endif /* PT_SIGNING_H */
