-- Pictor schema 015: a job may wait for another (issue 18).  Split and
-- SVG extraction of an EPS need its raster: queued before rasterizing
-- finished, they name the eps-processing job in depends_on and pictord
-- claims them only once it is over; when it failed they fail at once with
-- its reason.

ALTER TABLE jobs
    ADD COLUMN depends_on CHAR(36) CHARACTER SET ascii NULL AFTER payload,
    ADD INDEX jobs_depends_on (depends_on);
