/*
 * Accounts: users (Argon2id), sessions (random token, SHA-256 stored),
 * projects with plans, and API keys "pk_<id>_<secret>" (SHA-256 stored,
 * shown once).
 */

#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "records/accounts.h"
#include "core/crypto.h"


/* the first segments of paths that are not delivery: the API's and the
 * dashboard's (conf/pictor.conf) */
static const char  *pt_reserved[] = {
    "api", "auth", "projects", "plugins", "healthz", "problems", "dashboard",
    NULL
};

static const char  *pt_plans[] = { "free", "pro", "business", NULL };


int
pt_project_slug_valid(const char *slug)
{
    size_t  i, n;

    /* ^[a-z0-9][a-z0-9-]{1,62}$ */
    n = strlen(slug);
    if (n < 2 || n > 63) {
        return 0;
    }

    for (i = 0; i < n; i++) {
        if (!(islower((unsigned char) slug[i])
              || isdigit((unsigned char) slug[i])
              || (i > 0 && slug[i] == '-')))
        {
            return 0;
        }
    }

    for (i = 0; pt_reserved[i]; i++) {
        if (strcmp(slug, pt_reserved[i]) == 0) {
            return 0;
        }
    }

    return 1;
}


int
pt_plan_valid(const char *plan)
{
    int  i;

    for (i = 0; pt_plans[i]; i++) {
        if (strcmp(plan, pt_plans[i]) == 0) {
            return 1;
        }
    }

    return 0;
}


int
pt_email_valid(const char *email)
{
    const char  *at;
    size_t       n;

    n = strlen(email);
    at = strchr(email, '@');

    return n >= 3 && n <= 254 && at && at != email && at[1] != '\0'
           && strchr(at + 1, '@') == NULL && strpbrk(email, " \t\r\n") == NULL;
}


/* --- users --- */

int
pt_user_create(pt_db *db, const char *email, const char *password,
    unsigned long long *id)
{
    char  hash[PT_PASSWORD_HASH_MAX];

    if (!pt_email_valid(email) || strlen(password) < 8
        || strlen(password) > 1024)
    {
        return PT_E_INVALID;
    }

    if (pt_password_hash(password, hash) != PT_OK) {
        return PT_E_NOMEM;
    }

    if (pt_db_exec(db, "INSERT INTO users (email, password_hash) VALUES (?, ?)",
                   "ss", email, hash)
        < 0)
    {
        return pt_db_cause(db);
    }

    if (id) {
        *id = pt_db_insert_id(db);
    }

    return PT_OK;
}


/* a valid hash of a random password, so unknown users cost the same */
static char            pt_dummy_hash[PT_PASSWORD_HASH_MAX];
static pthread_once_t  pt_dummy_once = PTHREAD_ONCE_INIT;


static void
pt_dummy_hash_init(void)
{
    char  pw[33];

    pt_random_alnum(pw, 32);
    (void) pt_password_hash(pw, pt_dummy_hash);
}


int
pt_user_verify(pt_db *db, const char *email, const char *password,
    unsigned long long *id)
{
    const char  *hash;
    pt_rows     *rows;
    int          rc;

    rows = pt_db_query(db,
                       "SELECT id, password_hash FROM users WHERE email = ?",
                       "s", email);
    if (rows == NULL) {
        return pt_db_cause(db);
    }

    if (pt_rows_next(rows)) {
        *id = (unsigned long long) pt_rows_int(rows, 0);
        hash = pt_rows_str(rows, 1);
        rc = pt_password_verify(hash, password) == PT_OK
             ? PT_OK : PT_E_NO_SUCH;

    } else {
        (void) pthread_once(&pt_dummy_once, pt_dummy_hash_init);
        (void) pt_password_verify(pt_dummy_hash, password);
        rc = PT_E_NO_SUCH;
    }

    pt_rows_free(rows);

    return rc;
}


int
pt_user_find(pt_db *db, const char *email, unsigned long long *id)
{
    long long  v;

    v = pt_db_scalar(db, -1, "SELECT id FROM users WHERE email = ?", "s",
                     email);
    if (v < 0) {
        return pt_db_error(db) != PT_DB_E_NONE ? pt_db_cause(db)
                                               : PT_E_NO_SUCH;
    }

    *id = (unsigned long long) v;

    return PT_OK;
}


/* --- sessions --- */

int
pt_session_create(pt_db *db, unsigned long long user_id, unsigned ttl,
    char *token)
{
    unsigned char  raw[32];
    char           hash[65];

    pt_random(raw, sizeof(raw));
    pt_base64url(raw, sizeof(raw), token);
    pt_sha256_hex(token, strlen(token), hash);

    /* sweep this user's expired sessions while we are here */
    (void) pt_db_exec(db, "DELETE FROM sessions WHERE user_id = ?"
                      " AND expires_at < NOW(3)", "i", (long long) user_id);

    if (pt_db_exec(db, "INSERT INTO sessions (token_hash, user_id, expires_at)"
                   " VALUES (?, ?, NOW(3) + INTERVAL ? SECOND)",
                   "sii", hash, (long long) user_id, (long long) ttl)
        < 0)
    {
        return pt_db_cause(db);
    }

    return PT_OK;
}


int
pt_session_check(pt_db *db, const char *token, unsigned long long *user_id,
    char *email, size_t email_len)
{
    char      hash[65];
    pt_rows  *rows;
    int       rc;

    if (strlen(token) != PT_SESSION_TOKEN_LEN) {
        return PT_E_NO_SUCH;
    }

    pt_sha256_hex(token, strlen(token), hash);

    rows = pt_db_query(db, "SELECT u.id, u.email FROM sessions s"
                       " JOIN users u ON u.id = s.user_id"
                       " WHERE s.token_hash = ? AND s.expires_at > NOW(3)",
                       "s", hash);
    if (rows == NULL) {
        return pt_db_cause(db);
    }

    rc = PT_E_NO_SUCH;

    if (pt_rows_next(rows)) {
        *user_id = (unsigned long long) pt_rows_int(rows, 0);
        pt_snprintf(email, email_len, "%s", pt_rows_str(rows, 1));
        rc = PT_OK;
    }

    pt_rows_free(rows);

    return rc;
}


int
pt_session_delete(pt_db *db, const char *token)
{
    char  hash[65];

    pt_sha256_hex(token, strlen(token), hash);

    return pt_db_exec(db, "DELETE FROM sessions WHERE token_hash = ?", "s",
                      hash) < 0 ? pt_db_cause(db) : PT_OK;
}


/* --- projects --- */

int
pt_project_create(pt_db *db, const char *slug, unsigned long long owner,
    const char *plan, unsigned long long *id)
{
    if (!pt_project_slug_valid(slug) || !pt_plan_valid(plan)) {
        return PT_E_INVALID;
    }

    if (pt_db_exec(db, "INSERT INTO projects (slug, owner_id, plan)"
                   " VALUES (?, ?, ?)", "sis", slug, (long long) owner, plan)
        < 0)
    {
        return pt_db_cause(db);
    }

    if (id) {
        *id = pt_db_insert_id(db);
    }

    return PT_OK;
}


int
pt_project_find(pt_db *db, const char *slug, unsigned long long *id,
    unsigned long long *owner, char *plan, size_t plan_len)
{
    pt_rows  *rows;
    int       rc;

    rows = pt_db_query(db, "SELECT id, owner_id, plan, slug FROM projects"
                       " WHERE slug = ?", "s", slug);
    if (rows == NULL) {
        return pt_db_cause(db);
    }

    rc = PT_E_NO_SUCH;

    /*
     * The column compares case-insensitively and ignores trailing spaces;
     * storage keys and cache generations use the slug as spelled, so
     * "DEMO" or "demo " must not pass for "demo".
     */
    if (pt_rows_next(rows) && strcmp(pt_rows_str(rows, 3), slug) == 0) {
        *id = (unsigned long long) pt_rows_int(rows, 0);
        if (owner) {
            *owner = (unsigned long long) pt_rows_int(rows, 1);
        }
        if (plan) {
            pt_snprintf(plan, plan_len, "%s", pt_rows_str(rows, 2));
        }
        rc = PT_OK;
    }

    pt_rows_free(rows);

    return rc;
}


int
pt_plan_set(pt_db *db, const char *slug, const char *plan)
{
    long long  n;

    if (!pt_plan_valid(plan)) {
        return PT_E_INVALID;
    }

    /* FOUND_ROWS: an unchanged plan still counts as found */
    n = pt_db_exec(db, "UPDATE projects SET plan = ? WHERE slug = ?", "ss",
                   plan, slug);
    if (n < 0) {
        return pt_db_cause(db);
    }

    return n == 0 ? PT_E_NO_SUCH : PT_OK;
}


/* --- API keys --- */

int
pt_key_create(pt_db *db, unsigned long long project_id, char *key, char *id)
{
    unsigned char  raw[32];
    char           secret[48], hash[65];
    int            attempt;

    for (attempt = 0; attempt < 3; attempt++) {
        pt_random_alnum(id, PT_KEY_ID_LEN);
        pt_random(raw, sizeof(raw));
        pt_base64url(raw, sizeof(raw), secret);

        pt_snprintf(key, PT_API_KEY_LEN + 1, "pk_%s_%s", id, secret);
        pt_sha256_hex(key, strlen(key), hash);

        if (pt_db_exec(db, "INSERT INTO api_keys (id, project_id, key_hash)"
                       " VALUES (?, ?, ?)", "sis", id, (long long) project_id,
                       hash)
            >= 0)
        {
            return PT_OK;
        }

        /* an id collision is possible (36^8); anything else is final */
        if (pt_db_error(db) != PT_DB_E_DUPLICATE) {
            return pt_db_cause(db);
        }
    }

    return pt_db_cause(db);
}


int
pt_key_check(pt_db *db, const char *key, unsigned long long *project_id,
    char *slug, size_t slug_len)
{
    char         id[PT_KEY_ID_LEN + 1], hash[65];
    const char  *stored;
    pt_rows     *rows;
    int          rc;

    if (strlen(key) != PT_API_KEY_LEN || strncmp(key, "pk_", 3) != 0
        || key[3 + PT_KEY_ID_LEN] != '_')
    {
        return PT_E_NO_SUCH;
    }

    memcpy(id, key + 3, PT_KEY_ID_LEN);
    id[PT_KEY_ID_LEN] = '\0';

    pt_sha256_hex(key, strlen(key), hash);

    rows = pt_db_query(db, "SELECT k.key_hash, k.project_id, p.slug"
                       " FROM api_keys k JOIN projects p"
                       " ON p.id = k.project_id"
                       " WHERE k.id = ? AND k.revoked_at IS NULL", "s", id);
    if (rows == NULL) {
        return pt_db_cause(db);
    }

    rc = PT_E_NO_SUCH;

    if (pt_rows_next(rows)) {
        stored = pt_rows_str(rows, 0);

        if (stored && strlen(stored) == 64 && pt_ct_equal(stored, hash, 64)) {
            *project_id = (unsigned long long) pt_rows_int(rows, 1);
            pt_snprintf(slug, slug_len, "%s", pt_rows_str(rows, 2));
            rc = PT_OK;
        }
    }

    pt_rows_free(rows);

    if (rc == PT_OK) {
        /* one write a minute per key at most */
        (void) pt_db_exec(db, "UPDATE api_keys SET last_used_at = NOW(3)"
                          " WHERE id = ? AND (last_used_at IS NULL"
                          " OR last_used_at < NOW(3) - INTERVAL 60 SECOND)",
                          "s", id);
    }

    return rc;
}


int
pt_key_revoke(pt_db *db, unsigned long long project_id, const char *id)
{
    long long  n;

    n = pt_db_exec(db, "UPDATE api_keys SET revoked_at = NOW(3)"
                   " WHERE id = ? AND project_id = ? AND revoked_at IS NULL",
                   "si", id, (long long) project_id);
    if (n < 0) {
        return pt_db_cause(db);
    }

    return n == 0 ? PT_E_NO_SUCH : PT_OK;
}
