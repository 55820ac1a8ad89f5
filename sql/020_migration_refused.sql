-- Pictor schema 020: keys a bucket listed that a migration or an import
-- refused (docs/BUCKETS.md, "What a hostile bucket can do"): outside the
-- project's prefix, or no store key.  Counted here, each page's first in
-- migration_errors, so recentErrors shows them.
ALTER TABLE migrations
    ADD COLUMN refused_objects INT UNSIGNED NOT NULL DEFAULT 0;
