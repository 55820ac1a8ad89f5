-- Pictor schema 014: storage migrations and bucket imports
-- (docs/API.md "Migrations", and the shape of
-- docs/API.md "Migration status").  Both kinds are pictord jobs: the jobs
-- row (same id) holds the status, the lease and the attempts; this row
-- holds what the API shows besides, and what a resumed attempt starts from.
-- Status and times come from the job (records/migrations.c), so a job that
-- fails for good, even through an expired lease, ends its migration too.

-- The source of a storage migration: a copy of the 'previous' slot taken
-- by POST /api/{p}/migrations/storage (credentials still sealed, the same
-- associated data), so that the copy and the fallback reads keep reading
-- the store they started on.
ALTER TABLE storage_configs
    MODIFY slot ENUM('current', 'previous', 'migration') NOT NULL;

-- One row per migration job.  The counters move by increments, in the
-- transaction that records the object they count (migration_objects), so
-- a resumed attempt neither loses nor counts twice.  checkpoint: a kind's
-- own resume point beside the object table (the listing's continuation:
-- the last key listed, or the provider's token); listed: the listing is
-- complete and total_objects final.
CREATE TABLE migrations (
    job_id            CHAR(36) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    project_id        BIGINT UNSIGNED NOT NULL,
    type              ENUM('storage-migration', 'bucket-import') NOT NULL,
    prefix_filter     VARCHAR(1024) NULL,
    total_objects     INT UNSIGNED NOT NULL DEFAULT 0,
    processed_objects INT UNSIGNED NOT NULL DEFAULT 0,
    succeeded_objects INT UNSIGNED NOT NULL DEFAULT 0,
    failed_objects    INT UNSIGNED NOT NULL DEFAULT 0,
    skipped_objects   INT UNSIGNED NOT NULL DEFAULT 0,
    listed            TINYINT(1) NOT NULL DEFAULT 0,
    checkpoint        VARBINARY(2048) NULL,
    created_at        DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY migrations_project (project_id, type, created_at),
    CONSTRAINT migrations_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE,
    CONSTRAINT migrations_job_fk FOREIGN KEY (job_id)
        REFERENCES jobs (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- Every object a migration found, and what became of it: 'pending' until
-- an attempt finishes it.  Listing inserts with INSERT IGNORE (a listing
-- that starts again adds nothing twice); finishing updates the state only
-- from 'pending', with the counters, in one transaction.  Keys are bytes:
-- an imported bucket's keys are whatever its owner chose.
CREATE TABLE migration_objects (
    job_id      CHAR(36) CHARACTER SET ascii NOT NULL,
    object_key  VARBINARY(1024) NOT NULL,
    size_bytes  BIGINT UNSIGNED NULL,
    state       ENUM('pending', 'succeeded', 'failed', 'skipped')
                NOT NULL DEFAULT 'pending',
    PRIMARY KEY (job_id, object_key),
    KEY migration_objects_state (job_id, state, object_key),
    CONSTRAINT migration_objects_job_fk FOREIGN KEY (job_id)
        REFERENCES migrations (job_id) ON DELETE CASCADE
) ENGINE=InnoDB;

-- The objects that failed, newest last: recentErrors shows the last 50.
CREATE TABLE migration_errors (
    id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    job_id      CHAR(36) CHARACTER SET ascii NOT NULL,
    object_key  VARBINARY(1024) NOT NULL,
    error       VARCHAR(1000) NOT NULL,
    created_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY migration_errors_job (job_id, id),
    CONSTRAINT migration_errors_job_fk FOREIGN KEY (job_id)
        REFERENCES migrations (job_id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
