-- Pictor schema 002: images, their keywords, folders.
-- Image ids are "img_" + ULID, so ORDER BY id DESC is newest first and
-- keyset paging walks an index.

CREATE TABLE images (
    id                  VARCHAR(40) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    project_id          BIGINT UNSIGNED NOT NULL,
    derived             TINYINT(1) NOT NULL DEFAULT 0,
    source_asset_id     VARCHAR(40) CHARACTER SET ascii NULL,
    derivation_type     VARCHAR(32) CHARACTER SET ascii NULL,
    format              VARCHAR(16) CHARACTER SET ascii NOT NULL,
    content_type        VARCHAR(64) CHARACTER SET ascii NOT NULL,
    size_bytes          BIGINT UNSIGNED NOT NULL,
    width               INT UNSIGNED NOT NULL,
    height              INT UNSIGNED NOT NULL,
    frames              INT UNSIGNED NOT NULL DEFAULT 1,
    original_file_name  VARCHAR(255) NULL,
    name                VARCHAR(512) NULL,
    description         TEXT NULL,
    caption             TEXT NULL,
    category            VARCHAR(255) NULL,
    folder              VARCHAR(512) COLLATE utf8mb4_bin NOT NULL DEFAULT '',
    keywords            JSON NOT NULL,
    keywords_text       TEXT NULL,
    author              VARCHAR(255) NULL,
    copyright_holder    VARCHAR(255) NULL,
    copyright_year      INT NULL,
    license             VARCHAR(1024) NULL,
    date_created        DATETIME(3) NULL,
    date_published      DATETIME(3) NOT NULL,
    date_modified       DATETIME(3) NOT NULL,
    representative_of_page TINYINT(1) NOT NULL DEFAULT 0,
    exif_data           JSON NOT NULL,
    location_latitude   DOUBLE NULL,
    location_longitude  DOUBLE NULL,
    location_name       VARCHAR(512) NULL,
    tags                JSON NOT NULL,
    tags_text           TEXT NULL,
    custom_id           VARCHAR(255) NULL,
    is_video            TINYINT(1) NOT NULL DEFAULT 0,
    duration            DOUBLE NULL,
    has_audio           TINYINT(1) NULL,
    thumbnail_id        VARCHAR(40) CHARACTER SET ascii NULL,
    generation          INT UNSIGNED NOT NULL DEFAULT 0,
    -- derived is a residual filter: derived assets are few per parent
    KEY images_list (project_id, id),
    KEY images_folder (project_id, folder, id),
    KEY images_category (project_id, category, id),
    KEY images_custom (project_id, custom_id),
    KEY images_source (source_asset_id, id),
    FULLTEXT KEY images_search (name, description, caption,
        original_file_name, keywords_text, author, copyright_holder,
        location_name, category, custom_id, tags_text),
    CONSTRAINT images_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- One row per keyword, so ?keyword= is an index lookup.
CREATE TABLE image_keywords (
    project_id  BIGINT UNSIGNED NOT NULL,
    keyword     VARCHAR(255) NOT NULL,
    image_id    VARCHAR(40) CHARACTER SET ascii NOT NULL,
    PRIMARY KEY (project_id, keyword, image_id),
    KEY image_keywords_image (image_id),
    CONSTRAINT image_keywords_image_fk FOREIGN KEY (image_id)
        REFERENCES images (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE folders (
    project_id  BIGINT UNSIGNED NOT NULL,
    path        VARCHAR(512) NOT NULL,
    created_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (project_id, path),
    CONSTRAINT folders_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
