-- Pictor schema 007: failed logins per account, so every nginx worker and
-- node slows the same guesser down.  Keyed by the email as typed, known
-- account or not (a lock must not tell which accounts exist), compared as
-- users.email is.  A success deletes the row; rows idle for a day go.

CREATE TABLE login_failures (
    email         VARCHAR(254) NOT NULL PRIMARY KEY,
    failures      INT UNSIGNED NOT NULL DEFAULT 0,
    last_at       DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    locked_until  DATETIME(3) NULL,
    KEY login_failures_last (last_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
