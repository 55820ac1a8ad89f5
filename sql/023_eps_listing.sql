-- Pictor schema 023: the listing's ?type=eps (issue 34).  An EPS or
-- PostScript upload is recorded with format 'eps' (shared/intake/
-- upload.c); listing them walks this index in either order, so a project
-- of many photos and few EPS reads its EPS rows only, as images_video
-- (sql/012) does for videos.

ALTER TABLE images
    ADD INDEX images_format (project_id, format, seq);
