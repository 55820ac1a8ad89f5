-- Pictor schema 005: listing order across id prefixes.
-- Ids are "img_", "eps_" or "vid_" + ULID; ordering by the whole id would
-- put every eps_ after every img_.  seq is the ULID alone, so newest first
-- is ORDER BY seq DESC whatever the prefix, and the cursor is a range.
-- Triggers (not a generated column) keep it, so rows can be copied with
-- INSERT ... SELECT *.

ALTER TABLE images
    ADD COLUMN seq CHAR(26) CHARACTER SET ascii COLLATE ascii_bin
        NOT NULL DEFAULT '',
    DROP INDEX images_list,
    DROP INDEX images_folder,
    DROP INDEX images_category,
    ADD INDEX images_list (project_id, seq),
    ADD INDEX images_folder (project_id, folder, seq),
    ADD INDEX images_category (project_id, category, seq);

UPDATE images SET seq = SUBSTRING(id, 5);

CREATE TRIGGER images_seq_insert BEFORE INSERT ON images FOR EACH ROW
    SET NEW.seq = SUBSTRING(NEW.id, 5);

CREATE TRIGGER images_seq_update BEFORE UPDATE ON images FOR EACH ROW
    SET NEW.seq = SUBSTRING(NEW.id, 5);
