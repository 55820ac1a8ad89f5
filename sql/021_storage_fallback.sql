-- Pictor schema 021: switching stores takes nothing offline (docs/
-- BUCKETS.md, "Switching stores").  From a PUT of /api/{p}/storage until a
-- storage migration has completed, the previous configuration backs the
-- current one for reads: an original not yet in the new store comes from
-- where it was.  A DELETE does not set it: bucket-only originals are
-- unreachable then, as the API says, until migrated or reconfigured.
ALTER TABLE storage_configs
    ADD COLUMN reads_fall_back TINYINT(1) NOT NULL DEFAULT 0;
