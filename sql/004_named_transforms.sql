-- Pictor schema 004: named transforms and URL signing keys.

CREATE TABLE named_transforms (
    project_id   BIGINT UNSIGNED NOT NULL,
    name         VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    parameters   JSON NOT NULL,
    locked       JSON NOT NULL,
    description  TEXT NULL,
    created_at   DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at   DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (project_id, name),
    CONSTRAINT named_transforms_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- HMAC-SHA256 keys for signed delivery URLs, AES-256-GCM encrypted with
-- the master key.  The two newest are valid, so a rotation lets URLs
-- signed with the previous key keep working until the next one.
CREATE TABLE signing_keys (
    id           BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    project_id   BIGINT UNSIGNED NOT NULL,
    secret_enc   VARBINARY(128) NOT NULL,
    created_at   DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY signing_keys_project (project_id, id),
    CONSTRAINT signing_keys_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB;
