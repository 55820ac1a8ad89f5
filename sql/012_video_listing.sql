-- Pictor schema 012: videos (issue 15).  The video columns (is_video,
-- duration, has_audio, thumbnail_id) are in images since 002; listing
-- with ?type=video or ?type=image walks this index newest first, so a
-- project of many images and few videos reads its videos' rows only.

ALTER TABLE images
    ADD INDEX images_video (project_id, is_video, seq);
