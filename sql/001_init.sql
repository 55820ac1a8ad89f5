-- Pictor schema 001: accounts, projects, API keys, jobs.
-- Times are UTC (the connection sets time_zone '+00:00').

CREATE TABLE users (
    id            BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    email         VARCHAR(254) NOT NULL,
    password_hash VARCHAR(255) NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE KEY users_email (email)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE sessions (
    token_hash    CHAR(64) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    user_id       BIGINT UNSIGNED NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    expires_at    DATETIME(3) NOT NULL,
    KEY sessions_user (user_id),
    KEY sessions_expires (expires_at),
    CONSTRAINT sessions_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
        ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE projects (
    id            BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    slug          VARCHAR(63) CHARACTER SET ascii NOT NULL,
    owner_id      BIGINT UNSIGNED NOT NULL,
    plan          ENUM('free', 'pro', 'business') NOT NULL DEFAULT 'free',
    strict_transforms TINYINT(1) NOT NULL DEFAULT 0,
    epoch         INT UNSIGNED NOT NULL DEFAULT 0,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE KEY projects_slug (slug),
    KEY projects_owner (owner_id, created_at),
    CONSTRAINT projects_owner_fk FOREIGN KEY (owner_id) REFERENCES users (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE api_keys (
    id            CHAR(8) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    project_id    BIGINT UNSIGNED NOT NULL,
    key_hash      CHAR(64) CHARACTER SET ascii NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    last_used_at  DATETIME(3) NULL,
    revoked_at    DATETIME(3) NULL,
    KEY api_keys_project (project_id, created_at),
    CONSTRAINT api_keys_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- The row is the truth; the ZeroMQ message only wakes pictord up.
CREATE TABLE jobs (
    id            CHAR(36) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    project_id    BIGINT UNSIGNED NOT NULL,
    image_id      VARCHAR(40) CHARACTER SET ascii NULL,
    kind          VARCHAR(32) CHARACTER SET ascii NOT NULL,
    status        ENUM('Pending', 'Running', 'Completed', 'Failed')
                  NOT NULL DEFAULT 'Pending',
    payload       JSON NULL,
    result        JSON NULL,
    error         TEXT NULL,
    attempts      INT UNSIGNED NOT NULL DEFAULT 0,
    max_attempts  INT UNSIGNED NOT NULL DEFAULT 3,
    lease_owner   VARCHAR(128) NULL,
    lease_expires_at DATETIME(3) NULL,
    run_after     DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    total_assets     INT UNSIGNED NOT NULL DEFAULT 0,
    processed_assets INT UNSIGNED NOT NULL DEFAULT 0,
    succeeded_assets INT UNSIGNED NOT NULL DEFAULT 0,
    failed_assets    INT UNSIGNED NOT NULL DEFAULT 0,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    started_at    DATETIME(3) NULL,
    completed_at  DATETIME(3) NULL,
    KEY jobs_due (status, run_after),
    KEY jobs_lease (status, lease_expires_at),
    KEY jobs_image (image_id, created_at),
    KEY jobs_project (project_id, created_at),
    CONSTRAINT jobs_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE job_errors (
    id            BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    job_id        CHAR(36) CHARACTER SET ascii NOT NULL,
    attempt       INT UNSIGNED NOT NULL,
    item_key      VARCHAR(1024) NULL,
    error         TEXT NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY job_errors_job (job_id, id),
    CONSTRAINT job_errors_job_fk FOREIGN KEY (job_id) REFERENCES jobs (id)
        ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Effects of the test-only job kind; a job id appears once if it ran once.
CREATE TABLE job_test_effects (
    job_id        CHAR(36) CHARACTER SET ascii NOT NULL,
    worker        VARCHAR(128) NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY job_test_effects_job (job_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
