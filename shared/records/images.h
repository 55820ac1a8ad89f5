/*
 * The image record: its columns, its one JSON encoder
 * (docs/API.md "Image metadata": every field, null when unknown), insert,
 * keywords and the storage key.  Used by upload, metadata, listing and,
 * later, pictord.
 */

#ifndef PT_IMAGES_H
#define PT_IMAGES_H

#include "db/db.h"

#define PT_IMAGE_ID_LEN  40

/* Columns in the order pt_image_json() reads them; alias "i". */
#define PT_IMAGE_COLUMNS                                                    \
    "i.id, i.original_file_name, i.content_type, i.size_bytes, i.width,"    \
    " i.height, i.name, i.description, i.caption, i.category, i.folder,"    \
    " i.keywords, i.author, i.copyright_holder, i.copyright_year,"          \
    " i.license, i.date_created, i.date_published, i.date_modified,"        \
    " i.representative_of_page, i.exif_data, i.location_latitude,"          \
    " i.location_longitude, i.location_name, i.tags, i.custom_id,"          \
    " i.is_video, i.duration, i.has_audio, i.thumbnail_id,"                 \
    " i.source_asset_id, i.derivation_type, i.format, i.frames,"            \
    " i.generation"

enum {
    PT_IC_ID = 0, PT_IC_FILE_NAME, PT_IC_CONTENT_TYPE, PT_IC_SIZE,
    PT_IC_WIDTH, PT_IC_HEIGHT, PT_IC_NAME, PT_IC_DESCRIPTION, PT_IC_CAPTION,
    PT_IC_CATEGORY, PT_IC_FOLDER, PT_IC_KEYWORDS, PT_IC_AUTHOR,
    PT_IC_COPYRIGHT_HOLDER, PT_IC_COPYRIGHT_YEAR, PT_IC_LICENSE,
    PT_IC_DATE_CREATED, PT_IC_DATE_PUBLISHED, PT_IC_DATE_MODIFIED,
    PT_IC_REPRESENTATIVE, PT_IC_EXIF, PT_IC_LATITUDE, PT_IC_LONGITUDE,
    PT_IC_LOCATION_NAME, PT_IC_TAGS, PT_IC_CUSTOM_ID, PT_IC_IS_VIDEO,
    PT_IC_DURATION, PT_IC_HAS_AUDIO, PT_IC_THUMBNAIL, PT_IC_SOURCE,
    PT_IC_DERIVATION, PT_IC_FORMAT, PT_IC_FRAMES, PT_IC_GENERATION
};

typedef struct {
    char                id[PT_IMAGE_ID_LEN + 1];
    unsigned long long  project_id;
    const char         *format;          /* "jpeg" */
    const char         *content_type;
    unsigned long long  size;
    int                 width;
    int                 height;
    int                 frames;          /* 0: unknown (NULL) */
    const char         *original_file_name;   /* sanitized, may be NULL */
    const char         *name;
    const char         *folder;          /* normalised, "" for root */
    const char         *custom_id;
    const char         *exif_json;       /* "{}" when none */
    const char         *date_created;    /* database form, or NULL */
    int                 has_gps;
    double              latitude;
    double              longitude;
    const char         *source_asset_id; /* derived assets only */
    const char         *derivation_type;
    int                 is_video;        /* then duration and has_audio */
    double              duration;
    int                 has_audio;
} pt_image_new;

/* A json_t object for the row (caller decrefs); NULL on no memory. */
void *pt_image_json(pt_rows *rows, const char *project, const char *base_url);

#define PT_SEARCH_WORDS     8     /* words of a search, at most */
#define PT_SEARCH_WORD_MAX  256   /* bytes of one (64 characters) */

/* A page of images, as the caller checked it; NULL or 0: no filter. */
typedef struct {
    long long    limit;        /* images on the page */
    int          derived;      /* derived assets too */
    int          recursive;    /* the folder's subfolders too */
    int          oldest;       /* oldest first, else newest first */
    const char  *cursor;       /* a valid image id: images past it in the
                                  order asked */
    const char  *category;
    const char  *keyword;
    const char  *search;       /* words, all of them (pt_image_search_words) */
    const char  *folder;       /* normalised, or NULL */
    int          type;         /* PT_LIST_ALL, _IMAGES, _VIDEOS, _EPS */
    int          nwords;       /* search's words, the rarest first */
    char         words[PT_SEARCH_WORDS][PT_SEARCH_WORD_MAX + 1];
} pt_image_filter;

/* _IMAGES: everything but videos, EPS included; _EPS: EPS originals */
enum { PT_LIST_ALL = 0, PT_LIST_IMAGES, PT_LIST_VIDEOS, PT_LIST_EPS };

/*
 * A page of the project's images, newest or oldest first (f->oldest), as
 * PT_IMAGE_COLUMNS: f->limit + 1 rows at most (one more than asked tells
 * whether there is a next page).  NULL on a database error.
 */
pt_rows *pt_image_list(pt_db *db, unsigned long long project_id,
    const pt_image_filter *f);

/*
 * f->search's words (sql/013's pt_search_words: the index's own) into
 * f->words, the rarest in the project first (MariaDB's estimates; the
 * longest first without them): how many (those past PT_SEARCH_WORDS are
 * counted, not kept), -1 on a database error.  Before pt_image_list.
 */
long long pt_image_search_words(pt_db *db, unsigned long long project_id,
    pt_image_filter *f);

int pt_image_insert(pt_db *db, const pt_image_new *img);

/*
 * Statements on one image (images_rows.c).  Those returning rows give NULL
 * on a database error, else rows the caller frees, empty when there is no
 * such image; those returning a count give the rows found or changed, -1
 * on a database error.
 */

/* The image as PT_IMAGE_COLUMNS; for_update locks its row. */
pt_rows *pt_image_find(pt_db *db, unsigned long long project_id,
    const char *id, int for_update);

/* Its format, column 0 ("jpeg"). */
pt_rows *pt_image_format(pt_db *db, unsigned long long project_id,
    const char *id);

/*
 * Its size_bytes once a writer holding its row has committed (a shared
 * lock waits for it): the size, or -1 if gone or on error.
 */
long long pt_image_size_settled(pt_db *db, unsigned long long project_id,
    const char *id);

/* Locks the image's row until the transaction ends: 1, or 0 if gone. */
long long pt_image_lock(pt_db *db, unsigned long long project_id,
    const char *id);

/*
 * What delivery needs of image id in project (a slug): p.id,
 * i.format, i.content_type, i.date_modified, p.strict_transforms,
 * i.frames, and for the wt plugin (6..9) i.author, i.copyright_holder,
 * i.date_created, i.date_published; (10) the project's activated
 * plugins (a comma-separated list or NULL: plugins.h,
 * pt_plugin_mask_parse); (11) 1 when the project's originals are in
 * managed storage with no storage migration under way
 * (PT_STORE_MANAGED_SQL: the store needs no other query); (12) the
 * plugin budget, (13) i.size_bytes, (14) i.source_asset_id (NULL but
 * for a derived asset).
 */
pt_rows *pt_image_for_delivery(pt_db *db, const char *project,
    const char *id);

/* What a job needs of image id: p.slug, format, width, height,
 * project_id, frames (NULL: unknown) */
pt_rows *pt_image_for_job(pt_db *db, const char *id);

/*
 * Deletes the image and the assets derived from it, their rows locked
 * first: the count deleted (0: no such image), *ids their ids (column 0,
 * the caller frees them, NULL on -1).
 */
long long pt_image_delete(pt_db *db, unsigned long long project_id,
    const char *id, pt_rows **ids);

/* After strip-exif: no EXIF, the new object's size and dimensions. */
long long pt_image_set_stripped(pt_db *db, unsigned long long project_id,
    const char *id, unsigned long long size, int width, int height);

/*
 * PATCH's fields, every one (v[i] NULL for SQL NULL), in this order:
 * name, description, caption, category, folder, keywords, author,
 * copyright_holder, copyright_year, license, date_created,
 * date_published, representative_of_page, exif_data, location_latitude,
 * location_longitude, location_name, tags.
 */
long long pt_image_set_metadata(pt_db *db, unsigned long long project_id,
    const char *id, char *const *v);

/* An EPS processed: its thumbnail (the first raster) and page count. */
long long pt_image_set_thumbnail(pt_db *db, const char *id,
    const char *thumbnail_id, int frames);

/*
 * The raster of page (1-based) of source_id, column 0 its id: "page-N",
 * or "rasterized" for page 1.  No row when it is not made yet.
 */
pt_rows *pt_image_page(pt_db *db, const char *source_id, int page);

/* The assets derived from source_id, as PT_DERIVED_COLUMNS, by id. */
#define PT_DERIVED_COLUMNS                                                  \
    "id, derivation_type, content_type, width, height, size_bytes,"         \
    " date_published"

pt_rows *pt_image_derived(pt_db *db, unsigned long long project_id,
    const char *source_id);

/* The one encoder of a derived asset: a row of PT_DERIVED_COLUMNS. */
void *pt_derived_json(pt_rows *rows);

/* The assets derived from source_id: id, derivation_type. */
pt_rows *pt_image_derived_types(pt_db *db, unsigned long long project_id,
    const char *source_id);

/* Deletes the row of image id (pictord replacing a derived asset). */
long long pt_image_remove(pt_db *db, const char *id);

/* Replaces the image's keyword rows (keywords: a json_t array). */
int pt_image_keywords_set(pt_db *db, unsigned long long project_id,
    const char *id, void *keywords);

/* "{project}/{imageId}" into out (size >= 128); PT_ERROR if too long. */
int pt_image_key(const char *project, const char *id, char *out,
    size_t size);

/* 1 when id looks like an image id (prefix_ + 26 base32 chars). */
int pt_image_id_valid(const char *id);

/* Sanitised file name (no path, no control chars, valid UTF-8), in out. */
void pt_file_name_sanitize(const char *in, char *out, size_t size);

#endif /* PT_IMAGES_H */
