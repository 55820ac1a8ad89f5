-- Pictor schema 003: cache generations and watermarks.
--
-- Invalidation is by versioned cache keys.  Bumping a key ("i:{imageId}",
-- "p:{project}", "t:{project}/{name}", "w:{project}/{name}") inserts an
-- event; its id is the key's new generation.  Every nginx node keeps the
-- generations in shared memory, applies its own bumps at once and polls
-- cache_events for the others'.  generations holds the latest value per
-- key so a node that starts can rebuild its table.

CREATE TABLE cache_events (
    id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    gen_key     VARCHAR(200) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    created_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY cache_events_created (created_at)
) ENGINE=InnoDB;

CREATE TABLE generations (
    gen_key     VARCHAR(200) CHARACTER SET ascii COLLATE ascii_bin NOT NULL
                PRIMARY KEY,
    generation  BIGINT UNSIGNED NOT NULL
) ENGINE=InnoDB;

CREATE TABLE watermarks (
    id          VARCHAR(40) CHARACTER SET ascii NOT NULL PRIMARY KEY,
    project_id  BIGINT UNSIGNED NOT NULL,
    name        VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    format      VARCHAR(16) CHARACTER SET ascii NOT NULL,
    content_type VARCHAR(64) CHARACTER SET ascii NOT NULL,
    width       INT UNSIGNED NOT NULL,
    height      INT UNSIGNED NOT NULL,
    size_bytes  BIGINT UNSIGNED NOT NULL,
    created_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE KEY watermarks_name (project_id, name),
    CONSTRAINT watermarks_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
