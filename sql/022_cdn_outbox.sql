-- Pictor schema 022: purges that reach the CDN (docs/CDN.md, "Purges").
--
-- The purge outbox is cache_events itself: every invalidation the API
-- makes already inserts its generation event there, in the change's own
-- transaction; cdn_tag is the cache tag that event invalidates at the
-- CDN (NULL with pictor_cdn_outbox off), so an event is in the outbox
-- exactly when it happened, at no statement more.  pictord sends the
-- tags to each cdn_purge target of pictord.conf.  cdn_targets holds a
-- target's progress: every event up to sent_id is sent, and cdn_sent
-- the events after it that are sent too (a later event can commit
-- before an earlier one, so a cursor alone would skip it).  The lease
-- makes one pictord at a time the target's sender.
ALTER TABLE cache_events
    ADD COLUMN cdn_tag VARCHAR(160) CHARACTER SET ascii COLLATE ascii_bin
        NULL;

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
