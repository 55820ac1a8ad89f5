-- Pictor schema 013: recursive folder listings and search read a page,
-- not every match (issue 16).
--
-- image_folders: one row per image and folder it is in, its own and each
-- ancestor ("a/b/c" is in "a", "a/b" and "a/b/c"), carrying the image's
-- seq, so ?folder=a&recursive=true is the index range (project, 'a')
-- read newest first.  image_words: one row per image and word of its
-- searchable fields, so ?search= is the range (project, word) the same
-- way.  Both are derived from the images row by the triggers below, in the
-- statement (so the transaction) that changes it, also for rows written
-- by plain SQL, and deleting an image deletes its rows.
-- Folder manifest changes (DELETE /folders) never touch images, so they
-- never change these tables either.

CREATE TABLE image_folders (
    project_id  BIGINT UNSIGNED NOT NULL,
    folder      VARCHAR(512) COLLATE utf8mb4_bin NOT NULL,
    seq         CHAR(26) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    image_id    VARCHAR(40) CHARACTER SET ascii NOT NULL,
    PRIMARY KEY (project_id, folder, seq, image_id),
    KEY image_folders_image (image_id),
    CONSTRAINT image_folders_image_fk FOREIGN KEY (image_id)
        REFERENCES images (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;

-- word is compared in utf8mb4_unicode_ci: "Cafe" finds "café".  About
-- twenty rows an image: no index on image_id (it made seeding 2.5 times
-- slower); an image's rows are found by its words, which the triggers
-- compute again from the row before it changes or goes.  A project's
-- deletion cascades here directly (it deletes images without triggers).
CREATE TABLE image_words (
    project_id  BIGINT UNSIGNED NOT NULL,
    word        VARCHAR(64) NOT NULL,
    seq         CHAR(26) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    image_id    VARCHAR(40) CHARACTER SET ascii NOT NULL,
    PRIMARY KEY (project_id, word, seq, image_id),
    CONSTRAINT image_words_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- The one tokenizer, for the index (image_word_rows) and the query
-- (images_list.c): a JSON array of t's words, lower case.  A word is a run
-- of letters, digits and combining marks, any script; Han, Hiragana and
-- Katakana are written without spaces, so each of their characters is a
-- word of its own (a query of several is all of them, in any order).
-- Left out, on both sides: other one-character words, a few English stop
-- words, words over 64 characters.
CREATE FUNCTION pt_search_words(t TEXT CHARACTER SET utf8mb4)
    RETURNS TEXT CHARACTER SET utf8mb4 DETERMINISTIC NO SQL
BEGIN
    DECLARE w TEXT CHARACTER SET utf8mb4;

    SET w = REGEXP_REPLACE(REGEXP_REPLACE(LOWER(COALESCE(t, '')),
                '[^\\p{L}\\p{N}\\p{M}]+', ' '),
                '([\\p{Han}\\p{Hiragana}\\p{Katakana}])', ' \\1 ');
    SET w = REGEXP_REPLACE(CONCAT(' ', w, ' '), ' +', ' ');
    SET w = TRIM(REGEXP_REPLACE(REGEXP_REPLACE(w,
                ' (?:a|an|and|are|as|at|be|by|for|from|in|is|it|of|on|or'
                '|the|to|with'
                '|[^ \\p{Han}\\p{Hiragana}\\p{Katakana}]|[^ ]{65,})(?= )',
                ''), ' +', ' '));

    RETURN IF(w = '', '[]', CONCAT('["', REPLACE(w, ' ', '","'), '"]'));
END;

-- What the tables hold for each image, in one place: the triggers insert
-- an image's rows from here, the backfill every image's.
CREATE VIEW image_folder_rows AS
    SELECT i.project_id, SUBSTRING_INDEX(i.folder, '/', d.n) AS folder,
           i.seq, i.id AS image_id
    FROM images i,
         JSON_TABLE(CONCAT('[', REPEAT('0,', CHAR_LENGTH(i.folder)
             - CHAR_LENGTH(REPLACE(i.folder, '/', ''))), '0]'),
             '$[*]' COLUMNS (n FOR ORDINALITY)) d
    WHERE CHAR_LENGTH(i.folder) > 0;

-- the fields the FULLTEXT index images_search had
CREATE VIEW image_word_rows AS
    SELECT i.project_id, j.word, i.seq, i.id AS image_id
    FROM images i,
         JSON_TABLE(pt_search_words(CONCAT_WS(' ', i.name, i.description,
             i.caption, i.original_file_name, i.keywords_text, i.author,
             i.copyright_holder, i.location_name, i.category, i.custom_id,
             i.tags_text)),
             '$[*]' COLUMNS (word VARCHAR(64) PATH '$')) j;

-- image_words replaces it: a page of a common word had to sort every match
ALTER TABLE images DROP INDEX images_search;

INSERT INTO image_folders SELECT * FROM image_folder_rows;
INSERT IGNORE INTO image_words SELECT * FROM image_word_rows;

CREATE TRIGGER images_index_insert AFTER INSERT ON images FOR EACH ROW
BEGIN
    INSERT INTO image_folders
        SELECT * FROM image_folder_rows WHERE image_id = NEW.id;
    INSERT IGNORE INTO image_words
        SELECT * FROM image_word_rows WHERE image_id = NEW.id;
END;

-- the words of the row as it is, before it changes or goes
CREATE TRIGGER images_words_update BEFORE UPDATE ON images FOR EACH ROW
    DELETE w FROM image_words w JOIN image_word_rows r
        ON w.project_id = r.project_id AND w.word = r.word
        AND w.seq = r.seq AND w.image_id = r.image_id
    WHERE r.image_id = OLD.id;

CREATE TRIGGER images_words_delete BEFORE DELETE ON images FOR EACH ROW
    DELETE w FROM image_words w JOIN image_word_rows r
        ON w.project_id = r.project_id AND w.word = r.word
        AND w.seq = r.seq AND w.image_id = r.image_id
    WHERE r.image_id = OLD.id;

-- a move (PATCH folder) replaces the folder rows; the words are redone on
-- every update (few: PATCH, strip-exif, a thumbnail), so no field's
-- change can be missed
CREATE TRIGGER images_index_update AFTER UPDATE ON images FOR EACH ROW
BEGIN
    IF BINARY OLD.folder <> BINARY NEW.folder OR OLD.seq <> NEW.seq
       OR OLD.project_id <> NEW.project_id
    THEN
        DELETE FROM image_folders WHERE image_id = OLD.id;
        INSERT INTO image_folders
            SELECT * FROM image_folder_rows WHERE image_id = NEW.id;
    END IF;

    INSERT IGNORE INTO image_words
        SELECT * FROM image_word_rows WHERE image_id = NEW.id;
END;
