-- Pictor schema 010: where a project's originals live
-- (docs/API.md "Storage configuration", docs/ARCHITECTURE.md "Data").  One
-- row per project and slot: 'current' is the configuration in force (no
-- row: the managed store), 'previous' the snapshot taken at each PUT and
-- DELETE of /api/{p}/storage, which a storage migration reads from
-- ('managed' when the project was on the managed store).  bucket,
-- path_prefix, region and endpoint are not secret; the credentials are a
-- JSON object sealed with the master key (AES-256-GCM, the project id as
-- associated data: records/storage_config.c) and never leave the server.
CREATE TABLE storage_configs (
    project_id         BIGINT UNSIGNED NOT NULL,
    slot               ENUM('current', 'previous') NOT NULL,
    provider           ENUM('managed', 's3', 'azureblob', 'gcs') NOT NULL,
    bucket             VARCHAR(255) NULL,
    path_prefix        VARCHAR(1024) NULL,
    region             VARCHAR(64) CHARACTER SET ascii NULL,
    endpoint           VARCHAR(2048) NULL,
    secret_enc         BLOB NULL,
    validated          TINYINT(1) NOT NULL DEFAULT 0,
    last_health_check  DATETIME(3) NULL,
    last_health_result VARCHAR(1000) NULL,
    updated_at         DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
                       ON UPDATE CURRENT_TIMESTAMP(3),
    PRIMARY KEY (project_id, slot),
    CONSTRAINT storage_configs_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
