-- Pictor schema 018: plugin usage written in batches (shared/plugins/
-- usage_batch.h).  Each batch commits its random id with its counts, so a
-- flush whose COMMIT answer was lost can be written again under the same
-- id: the duplicate key then says it had been committed, and nothing is
-- counted twice.  Ids are kept a day, long after any doubt is settled.
CREATE TABLE plugin_usage_batches (
    id          BINARY(16) NOT NULL,
    written_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (id),
    KEY plugin_usage_batches_written (written_at)
) ENGINE=InnoDB;
