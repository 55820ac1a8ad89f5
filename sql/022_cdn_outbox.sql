-- Pictor schema 022: purges that reach the CDN (docs/CDN.md, "Purges").
--
-- Every invalidation the API makes (a generation bumped in cache_events)
-- also writes the cache tag it invalidates into cdn_outbox, in the same
-- transaction: an event is in the outbox exactly when it happened.
-- pictord sends the outbox to each cdn_purge target of pictord.conf.
-- cdn_targets holds a target's progress: every event up to sent_id is
-- sent, and cdn_sent the events after it that are sent too (a later
-- event can commit before an earlier one, so a cursor alone would skip
-- it).  The lease makes one pictord at a time the target's sender.
CREATE TABLE cdn_outbox (
    id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    tag         VARCHAR(160) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    created_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY cdn_outbox_created (created_at)
) ENGINE=InnoDB;

CREATE TABLE cdn_targets (
    name          VARCHAR(300) CHARACTER SET ascii COLLATE ascii_bin NOT NULL
                  PRIMARY KEY,
    sent_id       BIGINT UNSIGNED NOT NULL DEFAULT 0,
    lease_owner   VARCHAR(128) CHARACTER SET ascii NULL,
    lease_until   DATETIME(3) NULL,
    failures      INT UNSIGNED NOT NULL DEFAULT 0,
    last_error    VARCHAR(255) NULL,
    last_sent_at  DATETIME(3) NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB;

CREATE TABLE cdn_sent (
    target    VARCHAR(300) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    event_id  BIGINT UNSIGNED NOT NULL,
    PRIMARY KEY (target, event_id)
) ENGINE=InnoDB;
