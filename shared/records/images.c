/*
 * The image record and its JSON encoder.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "records/images.h"
#include "core/timefmt.h"


static json_t *
pt_str_or_null(pt_rows *rows, unsigned col)
{
    const char  *s = pt_rows_str(rows, col);

    return s ? json_string(s) : json_null();
}


static json_t *
pt_int_or_null(pt_rows *rows, unsigned col)
{
    return pt_rows_is_null(rows, col) ? json_null()
                                      : json_integer(pt_rows_int(rows, col));
}


static json_t *
pt_real_or_null(pt_rows *rows, unsigned col)
{
    const char  *s = pt_rows_str(rows, col);

    return s ? json_real(strtod(s, NULL)) : json_null();
}


static json_t *
pt_bool_or_null(pt_rows *rows, unsigned col)
{
    return pt_rows_is_null(rows, col) ? json_null()
                                      : json_boolean(pt_rows_int(rows, col));
}


static json_t *
pt_time_or_null(pt_rows *rows, unsigned col)
{
    char  iso[32];

    return pt_iso_time(pt_rows_str(rows, col), iso, sizeof(iso))
           ? json_string(iso) : json_null();
}


/* A JSON column; dflt ("[]" or "{}") when unreadable. */
static json_t *
pt_json_col(pt_rows *rows, unsigned col, const char *dflt)
{
    json_t      *v;
    const char  *s = pt_rows_str(rows, col);

    v = s ? json_loadb(s, pt_rows_len(rows, col), 0, NULL) : NULL;

    return v ? v : json_loads(dflt, 0, NULL);
}


void *
pt_image_json(pt_rows *rows, const char *project, const char *base_url)
{
    json_t  *o;
    char     url[512];

    /* a path, like the upload's url; JSON-LD makes it absolute */
    (void) base_url;
    pt_snprintf(url, sizeof(url), "/%s/%s", project,
                pt_rows_str(rows, PT_IC_ID));

    o = json_object();
    if (o == NULL) {
        return NULL;
    }

    json_object_set_new(o, "imageId", json_string(pt_rows_str(rows,
                                                              PT_IC_ID)));
    json_object_set_new(o, "projectId", json_string(project));
    json_object_set_new(o, "url", json_string(url));
    json_object_set_new(o, "originalFileName",
                        pt_str_or_null(rows, PT_IC_FILE_NAME));
    json_object_set_new(o, "contentType",
                        pt_str_or_null(rows, PT_IC_CONTENT_TYPE));
    json_object_set_new(o, "sizeBytes", pt_int_or_null(rows, PT_IC_SIZE));
    json_object_set_new(o, "width", pt_int_or_null(rows, PT_IC_WIDTH));
    json_object_set_new(o, "height", pt_int_or_null(rows, PT_IC_HEIGHT));
    json_object_set_new(o, "name", pt_str_or_null(rows, PT_IC_NAME));
    json_object_set_new(o, "description",
                        pt_str_or_null(rows, PT_IC_DESCRIPTION));
    json_object_set_new(o, "caption", pt_str_or_null(rows, PT_IC_CAPTION));
    json_object_set_new(o, "category", pt_str_or_null(rows, PT_IC_CATEGORY));
    json_object_set_new(o, "folder", pt_str_or_null(rows, PT_IC_FOLDER));
    json_object_set_new(o, "keywords", pt_json_col(rows, PT_IC_KEYWORDS,
                                                   "[]"));
    json_object_set_new(o, "author", pt_str_or_null(rows, PT_IC_AUTHOR));
    json_object_set_new(o, "copyrightHolder",
                        pt_str_or_null(rows, PT_IC_COPYRIGHT_HOLDER));
    json_object_set_new(o, "copyrightYear",
                        pt_int_or_null(rows, PT_IC_COPYRIGHT_YEAR));
    json_object_set_new(o, "license", pt_str_or_null(rows, PT_IC_LICENSE));
    json_object_set_new(o, "dateCreated",
                        pt_time_or_null(rows, PT_IC_DATE_CREATED));
    json_object_set_new(o, "datePublished",
                        pt_time_or_null(rows, PT_IC_DATE_PUBLISHED));
    json_object_set_new(o, "dateModified",
                        pt_time_or_null(rows, PT_IC_DATE_MODIFIED));
    json_object_set_new(o, "representativeOfPage",
                        pt_bool_or_null(rows, PT_IC_REPRESENTATIVE));
    json_object_set_new(o, "exifData", pt_json_col(rows, PT_IC_EXIF, "{}"));
    json_object_set_new(o, "locationLatitude",
                        pt_real_or_null(rows, PT_IC_LATITUDE));
    json_object_set_new(o, "locationLongitude",
                        pt_real_or_null(rows, PT_IC_LONGITUDE));
    json_object_set_new(o, "locationName",
                        pt_str_or_null(rows, PT_IC_LOCATION_NAME));
    json_object_set_new(o, "tags", pt_json_col(rows, PT_IC_TAGS, "{}"));
    json_object_set_new(o, "customId", pt_str_or_null(rows,
                                                      PT_IC_CUSTOM_ID));
    json_object_set_new(o, "isVideo", pt_bool_or_null(rows, PT_IC_IS_VIDEO));
    json_object_set_new(o, "duration", pt_real_or_null(rows,
                                                       PT_IC_DURATION));
    json_object_set_new(o, "hasAudio", pt_bool_or_null(rows,
                                                       PT_IC_HAS_AUDIO));
    json_object_set_new(o, "thumbnailId",
                        pt_str_or_null(rows, PT_IC_THUMBNAIL));
    json_object_set_new(o, "sourceAssetId",
                        pt_str_or_null(rows, PT_IC_SOURCE));
    json_object_set_new(o, "derivationType",
                        pt_str_or_null(rows, PT_IC_DERIVATION));
    json_object_set_new(o, "frames", pt_int_or_null(rows, PT_IC_FRAMES));

    return o;
}


int
pt_image_insert(pt_db *db, const pt_image_new *img)
{
    long long  rc;

    rc = pt_db_exec(db,
             "INSERT INTO images (id, project_id, derived, source_asset_id,"
             " derivation_type, format, content_type, size_bytes, width,"
             " height, frames, original_file_name, name, folder, keywords,"
             " custom_id, exif_data, date_created, date_published,"
             " date_modified, location_latitude, location_longitude, tags,"
             " is_video, duration, has_audio)"
             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULLIF(?, 0), ?, ?, ?,"
             " '[]', ?, ?,"
             " ?, NOW(3), NOW(3), IF(?, ?, NULL), IF(?, ?, NULL), '{}',"
             " ?, IF(?, ?, NULL), IF(?, ?, NULL))",
             "siissssiiiissssssididiidii",
             img->id, (long long) img->project_id,
             (long long) (img->source_asset_id != NULL),
             img->source_asset_id, img->derivation_type, img->format,
             img->content_type, (long long) img->size,
             (long long) img->width, (long long) img->height,
             (long long) img->frames, img->original_file_name, img->name,
             img->folder ? img->folder : "", img->custom_id,
             img->exif_json ? img->exif_json : "{}", img->date_created,
             (long long) img->has_gps, img->latitude,
             (long long) img->has_gps, img->longitude,
             (long long) img->is_video, (long long) img->is_video,
             img->duration, (long long) img->is_video,
             (long long) img->has_audio);

    return rc == 1 ? PT_OK : PT_ERROR;
}


int
pt_image_keywords_set(pt_db *db, unsigned long long project_id,
    const char *id, void *keywords)
{
    size_t   i;
    json_t  *k;

    if (pt_db_exec(db, "DELETE FROM image_keywords WHERE image_id = ?", "s",
                   id) < 0)
    {
        return PT_ERROR;
    }

    json_array_foreach((json_t *) keywords, i, k) {
        if (pt_db_exec(db, "INSERT IGNORE INTO image_keywords"
                       " (project_id, keyword, image_id) VALUES (?, ?, ?)",
                       "iss", (long long) project_id, json_string_value(k),
                       id) < 0)
        {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


int
pt_image_key(const char *project, const char *id, char *out, size_t size)
{
    size_t  n;

    n = strlen(project) + 1 + strlen(id);
    if (n + 1 > size) {
        return PT_ERROR;
    }

    pt_snprintf(out, size, "%s/%s", project, id);

    return PT_OK;
}


int
pt_image_id_valid(const char *id)
{
    const char  *u;
    size_t       i;

    u = strchr(id, '_');
    if (u == NULL || u - id < 3 || u - id > 8 || strlen(u + 1) != 26) {
        return 0;
    }

    for (i = 0; i < (size_t) (u - id); i++) {
        if (id[i] < 'a' || id[i] > 'z') {
            return 0;
        }
    }

    for (u++; *u; u++) {
        if (strchr("0123456789ABCDEFGHJKMNPQRSTVWXYZ", *u) == NULL) {
            return 0;
        }
    }

    return 1;
}


void
pt_file_name_sanitize(const char *in, char *out, size_t size)
{
    const unsigned char  *p, *base;
    size_t                o = 0, n, left;

    /* the last path component, whichever separator the client used */
    base = (const unsigned char *) in;

    for (p = base; *p; p++) {
        if (*p == '/' || *p == '\\') {
            base = p + 1;
        }
    }

    left = strlen((const char *) base);

    for (p = base; *p && o + 1 < size; p += n, left -= n) {
        n = 1;

        if (*p < 0x20 || *p == 0x7f) {
            continue;
        }

        /* a whole well-formed UTF-8 sequence, or drop the byte */
        n = pt_utf8_char(p, left);

        if (n == 0 || o + n + 1 > size) {
            n = 1;
            continue;
        }

        memcpy(out + o, p, n);
        o += n;
    }

    out[o] = '\0';
}
