/*
 * Users, sessions, projects, plans and API keys: the SQL behind the auth
 * routes and pictorctl, so both create and check accounts the same way.
 * Functions return PT_OK or a pt_cause: PT_E_INVALID (a bad name, email,
 * plan or password), PT_E_TAKEN, PT_E_NO_SUCH, PT_E_NOMEM, PT_E_RATE (too
 * many failed logins: wait), or the database's failure (pt_db_cause:
 * PT_E_DB_DOWN, PT_E_FAULT; pt_db_errmsg(db) says more, for the log).
 */

#ifndef PT_ACCOUNTS_H
#define PT_ACCOUNTS_H

#include "db/db.h"

#define PT_SESSION_TOKEN_LEN  43   /* base64url of 32 random bytes */
#define PT_KEY_ID_LEN          8
#define PT_API_KEY_LEN        (3 + PT_KEY_ID_LEN + 1 + 43)

/* Validation (no database). */
int pt_project_slug_valid(const char *slug);   /* incl. reserved words */
int pt_plan_valid(const char *plan);
int pt_email_valid(const char *email);

/* users */
int pt_user_create(pt_db *db, const char *email, const char *password,
    unsigned long long *id);
/* PT_OK when email and password match (constant work otherwise). */
int pt_user_verify(pt_db *db, const char *email, const char *password,
    unsigned long long *id);
int pt_user_find(pt_db *db, const char *email, unsigned long long *id);

/* sessions: token out is NUL-terminated, PT_SESSION_TOKEN_LEN chars */
int pt_session_create(pt_db *db, unsigned long long user_id,
    unsigned ttl, char *token);
int pt_session_check(pt_db *db, const char *token,
    unsigned long long *user_id, char *email, size_t email_len);
int pt_session_delete(pt_db *db, const char *token);

/* projects */
int pt_project_create(pt_db *db, const char *slug, unsigned long long owner,
    const char *plan, unsigned long long *id);
int pt_project_find(pt_db *db, const char *slug, unsigned long long *id,
    unsigned long long *owner, char *plan, size_t plan_len);
int pt_plan_set(pt_db *db, const char *slug, const char *plan);

/*
 * API keys.  pt_key_create writes the full key (shown once) into key
 * (PT_API_KEY_LEN + 1 bytes) and its id into id (PT_KEY_ID_LEN + 1).
 * pt_key_check returns PT_OK and the key's project when the key is valid
 * and not revoked, and records last use.
 */
int pt_key_create(pt_db *db, unsigned long long project_id, char *key,
    char *id);
int pt_key_check(pt_db *db, const char *key, unsigned long long *project_id,
    char *slug, size_t slug_len);
int pt_key_revoke(pt_db *db, unsigned long long project_id, const char *id);

/*
 * Failed logins per account, in the database (login_throttle.c).  The
 * failures-th failure in a row locks the account for lock seconds, each
 * further one for twice as long, up to lock_max; failures 0 turns it off.
 */
typedef struct {
    unsigned  failures;
    unsigned  lock;
    unsigned  lock_max;
} pt_login_limits;

/*
 * Before a password is checked: counts the attempt as a failure (so
 * concurrent guesses cannot slip past the count) and returns PT_OK, or
 * PT_E_RATE with the seconds left in *retry_after.  The email is
 * taken as typed, known or not: a lock tells nothing about accounts.
 */
int pt_login_begin(pt_db *db, const char *email, const pt_login_limits *lim,
    unsigned *retry_after);
/* After a good password: the count starts again. */
int pt_login_reset(pt_db *db, const char *email, const pt_login_limits *lim);

#endif /* PT_ACCOUNTS_H */
