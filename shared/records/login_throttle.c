/*
 * Per-account login throttling (docs/API.md "Authentication"): failed
 * logins are counted in the database, so every worker and node sees one
 * count.  After the allowed failures each further one locks the account for
 * a time that doubles up to a cap; while locked, attempts are refused
 * before any password hash runs, and do not extend the lock.  A success
 * clears it.
 */

#include "records/accounts.h"


/* a day without a failure starts the count again */
#define PT_LOGIN_FORGET  86400


/* Seconds the n-th failure locks for: 0 while failures are allowed. */
static unsigned
pt_login_lock_time(const pt_login_limits *lim, unsigned long long n)
{
    unsigned long long  shift, lock;

    if (n < lim->failures) {
        return 0;
    }

    shift = n - lim->failures;
    lock = shift < 32 ? (unsigned long long) lim->lock << shift
                      : lim->lock_max;

    return lock < lim->lock_max ? (unsigned) lock : lim->lock_max;
}


/*
 * What guessers left behind, a few rows per attempt.  Found by a plain
 * read and deleted by key: a locking range scan on last_at would lock the
 * gap new rows go into and deadlock concurrent attempts.
 */
static void
pt_login_sweep(pt_db *db)
{
    pt_rows  *rows;

    rows = pt_db_query(db, "SELECT email FROM login_failures"
                       " WHERE last_at < NOW(3) - INTERVAL ? SECOND"
                       " AND (locked_until IS NULL OR locked_until < NOW(3))"
                       " LIMIT 8", "i", (long long) PT_LOGIN_FORGET);
    if (rows == NULL) {
        return;
    }

    while (pt_rows_next(rows)) {
        (void) pt_db_exec(db, "DELETE FROM login_failures WHERE email = ?"
                          " AND last_at < NOW(3) - INTERVAL ? SECOND", "si",
                          pt_rows_str(rows, 0), (long long) PT_LOGIN_FORGET);
    }

    pt_rows_free(rows);
}


int
pt_login_begin(pt_db *db, const char *email, const pt_login_limits *lim,
    unsigned *retry_after)
{
    pt_rows             *rows;
    long long            wait_ms;
    unsigned long long   n;

    if (lim->failures == 0) {
        return PT_OK;
    }

    pt_login_sweep(db);

    if (pt_db_begin(db) != PT_OK) {
        return pt_db_cause(db);
    }

    /* the row, locked until commit: concurrent attempts count one by one */
    if (pt_db_exec(db, "INSERT INTO login_failures (email) VALUES (?)"
                   " ON DUPLICATE KEY UPDATE failures = failures", "s",
                   email) < 0)
    {
        goto failed;
    }

    rows = pt_db_query(db, "SELECT failures,"
                       " COALESCE(TIMESTAMPDIFF(MICROSECOND, NOW(3),"
                       " locked_until) DIV 1000, 0),"
                       " last_at < NOW(3) - INTERVAL ? SECOND"
                       " FROM login_failures WHERE email = ? FOR UPDATE",
                       "is", (long long) PT_LOGIN_FORGET, email);
    if (rows == NULL) {
        goto failed;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        goto failed;
    }

    n = (unsigned long long) pt_rows_int(rows, 0);
    wait_ms = pt_rows_int(rows, 1);
    n = pt_rows_int(rows, 2) ? 1 : n + 1;
    pt_rows_free(rows);

    if (wait_ms > 0) {
        pt_db_rollback(db);
        *retry_after = (unsigned) ((wait_ms + 999) / 1000);
        return PT_E_RATE;
    }

    /* counted as failed now, cleared by pt_login_reset() on success */
    if (pt_db_exec(db, "UPDATE login_failures SET failures = ?,"
                   " last_at = NOW(3),"
                   " locked_until = NOW(3) + INTERVAL ? SECOND"
                   " WHERE email = ?", "iis", (long long) n,
                   (long long) pt_login_lock_time(lim, n), email) < 0
        || pt_db_commit(db) != PT_OK)
    {
        goto failed;
    }

    return PT_OK;

failed:

    pt_db_rollback(db);

    return pt_db_cause(db);
}


int
pt_login_reset(pt_db *db, const char *email, const pt_login_limits *lim)
{
    if (lim->failures == 0) {
        return PT_OK;
    }

    return pt_db_exec(db, "DELETE FROM login_failures WHERE email = ?", "s",
                      email) < 0 ? pt_db_cause(db) : PT_OK;
}
