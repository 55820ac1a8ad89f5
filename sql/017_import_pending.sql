-- Pictor schema 017: what a bucket import left for first need.  An image
-- taken from a customer's bucket whose EXIF or size lay past the first
-- 64 KB the import read (a TIFF's IFD at its end, a PNG's eXIf after the
-- pixels, a WebP's EXIF chunk): the first GET of the image reads the
-- original once, fills them in and clears the mark
-- (media/bucket_import.c).
ALTER TABLE images
    ADD COLUMN import_pending TINYINT(1) NOT NULL DEFAULT 0;
