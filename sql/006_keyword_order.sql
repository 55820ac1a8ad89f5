-- Pictor schema 006: ?keyword= pages like the other listings.
-- image_keywords carries its image's seq (the ULID, as images.seq), so a
-- keyword's images come newest first from an index range and a page reads
-- its own rows, not every image with the keyword.

ALTER TABLE image_keywords
    ADD COLUMN seq CHAR(26) CHARACTER SET ascii COLLATE ascii_bin
        NOT NULL DEFAULT '',
    ADD INDEX image_keywords_list (project_id, keyword, seq);

UPDATE image_keywords SET seq = SUBSTRING(image_id, 5);

CREATE TRIGGER image_keywords_seq_insert BEFORE INSERT ON image_keywords
    FOR EACH ROW SET NEW.seq = SUBSTRING(NEW.image_id, 5);

CREATE TRIGGER image_keywords_seq_update BEFORE UPDATE ON image_keywords
    FOR EACH ROW SET NEW.seq = SUBSTRING(NEW.image_id, 5);
