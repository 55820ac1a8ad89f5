/*
 * HMAC-SHA256 URL signatures and the project's sealed signing keys.
 */

#include <string.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "core/crypto.h"
#include "core/secretbox.h"
#include "transform/signing.h"


void
pt_sign(const unsigned char *key, size_t klen, const char *msg, size_t len,
    char *out)
{
    unsigned char  md[EVP_MAX_MD_SIZE];
    unsigned int   mdlen = 0;

    HMAC(EVP_sha256(), key, (int) klen, (const unsigned char *) msg, len, md,
         &mdlen);

    pt_base64url(md, mdlen, out);
}


int
pt_signing_key_create(pt_db *db, const unsigned char *master,
    unsigned long long project_id, unsigned char *key,
    unsigned long long *id)
{
    unsigned char  sealed[PT_SIGNING_KEY_LEN + PT_SEAL_OVERHEAD];

    pt_random(key, PT_SIGNING_KEY_LEN);

    if (pt_seal(master, key, PT_SIGNING_KEY_LEN, sealed) != PT_OK) {
        return PT_ERROR;
    }

    if (pt_db_exec(db, "INSERT INTO signing_keys (project_id, secret_enc)"
                   " VALUES (?, ?)", "ib", (long long) project_id,
                   (const char *) sealed, sizeof(sealed)) != 1)
    {
        return PT_ERROR;
    }

    *id = pt_db_insert_id(db);

    return PT_OK;
}


int
pt_signing_verify(pt_db *db, const unsigned char *master,
    unsigned long long project_id, const char *msg, size_t len,
    const char *sig)
{
    int            ok = 0;
    char           want[PT_SIGNATURE_LEN + 1];
    pt_rows       *rows;
    unsigned char  key[PT_SIGNING_KEY_LEN];

    if (strlen(sig) != PT_SIGNATURE_LEN) {
        return 0;
    }

    rows = pt_db_query(db, "SELECT secret_enc FROM signing_keys"
                       " WHERE project_id = ? ORDER BY id DESC LIMIT 2",
                       "i", (long long) project_id);
    if (rows == NULL) {
        return PT_ERROR;
    }

    while (pt_rows_next(rows)) {
        if (pt_rows_len(rows, 0) != PT_SIGNING_KEY_LEN + PT_SEAL_OVERHEAD
            || pt_unseal(master, (const unsigned char *) pt_rows_str(rows, 0),
                         pt_rows_len(rows, 0), key) != PT_OK)
        {
            pt_log(PT_LOG_ALERT, "a signing key of project %llu cannot be"
                   " unsealed: wrong master key?", project_id);
            continue;
        }

        pt_sign(key, sizeof(key), msg, len, want);
        ok |= pt_ct_equal(want, sig, PT_SIGNATURE_LEN);
    }

    memset(key, 0, sizeof(key));
    pt_rows_free(rows);

    return ok;
}


pt_rows *
pt_signing_keys_valid(pt_db *db, unsigned long long project_id)
{
    return pt_db_query(db, "SELECT id, created_at FROM signing_keys"
                       " WHERE project_id = ? ORDER BY id DESC LIMIT 2",
                       "i", (long long) project_id);
}


pt_rows *
pt_signing_key_created(pt_db *db, unsigned long long id)
{
    return pt_db_query(db, "SELECT created_at FROM signing_keys"
                       " WHERE id = ?", "i", (long long) id);
}
