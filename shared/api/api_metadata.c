/*
 * PATCH /api/{p}/{id}/metadata (the PATCH rules of docs/API.md "Metadata":
 * only supplied fields change, a field outside the updatable list or of the
 * wrong type is a 400 naming it, maps replace).
 *
 * The patch is merged in C into the current row, read FOR UPDATE, and
 * written back with one fixed UPDATE of every updatable column.
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/folders.h"
#include "records/images.h"
#include "core/timefmt.h"


typedef enum {
    PT_F_STRING = 0,
    PT_F_TEXT,
    PT_F_FOLDER,
    PT_F_KEYWORDS,
    PT_F_YEAR,
    PT_F_DATE,
    PT_F_DATE_REQUIRED,
    PT_F_BOOL,
    PT_F_MAP,
    PT_F_LATITUDE,
    PT_F_LONGITUDE
} pt_field_type;

typedef struct {
    const char     *name;     /* API name */
    pt_field_type   type;
    unsigned        col;      /* PT_IC_* of the current value */
    size_t          max;      /* bytes for strings */
} pt_field;


/* The updatable fields, in the UPDATE's column order. */
static const pt_field  pt_fields[] = {
    { "name",                 PT_F_STRING,    PT_IC_NAME, 512 },
    { "description",          PT_F_TEXT,      PT_IC_DESCRIPTION, 65535 },
    { "caption",              PT_F_TEXT,      PT_IC_CAPTION, 65535 },
    { "category",             PT_F_STRING,    PT_IC_CATEGORY, 255 },
    { "folder",               PT_F_FOLDER,    PT_IC_FOLDER, PT_FOLDER_MAX },
    { "keywords",             PT_F_KEYWORDS,  PT_IC_KEYWORDS, 255 },
    { "author",               PT_F_STRING,    PT_IC_AUTHOR, 255 },
    { "copyrightHolder",      PT_F_STRING,    PT_IC_COPYRIGHT_HOLDER, 255 },
    { "copyrightYear",        PT_F_YEAR,      PT_IC_COPYRIGHT_YEAR, 0 },
    { "license",              PT_F_STRING,    PT_IC_LICENSE, 1024 },
    { "dateCreated",          PT_F_DATE,      PT_IC_DATE_CREATED, 0 },
    { "datePublished",        PT_F_DATE_REQUIRED, PT_IC_DATE_PUBLISHED, 0 },
    { "representativeOfPage", PT_F_BOOL,      PT_IC_REPRESENTATIVE, 0 },
    { "exifData",             PT_F_MAP,       PT_IC_EXIF, 65535 },
    { "locationLatitude",     PT_F_LATITUDE,  PT_IC_LATITUDE, 0 },
    { "locationLongitude",    PT_F_LONGITUDE, PT_IC_LONGITUDE, 0 },
    { "locationName",         PT_F_STRING,    PT_IC_LOCATION_NAME, 512 },
    { "tags",                 PT_F_MAP,       PT_IC_TAGS, 65535 },
    { NULL, 0, 0, 0 }
};

/* Known fields that PATCH may not change. */
static const char *const  pt_readonly[] = {
    "imageId", "projectId", "url", "originalFileName", "contentType",
    "sizeBytes", "width", "height", "dateModified", "customId", "isVideo",
    "duration", "hasAudio", "thumbnailId", "sourceAssetId",
    "derivationType", "frames", NULL
};

#define PT_NFIELDS  (sizeof(pt_fields) / sizeof(pt_fields[0]) - 1)

_Static_assert(PT_NFIELDS == PT_METADATA_FIELDS, "api.h's field count");


/* keywords: an array of at most 100 non-empty strings, stored as JSON */
static int
pt_field_keywords(pt_ctx *ctx, const pt_field *f, json_t *v, char **out)
{
    size_t   i;
    json_t  *e;

    if (!json_is_array(v) || json_array_size(v) > 100) {
        pt_fail(ctx, PT_E_INVALID, "field \"keywords\" must be an"
                " array of at most 100 strings");
        return PT_ERROR;
    }

    json_array_foreach(v, i, e) {
        if (!json_is_string(e) || json_string_length(e) == 0
            || json_string_length(e) > f->max
            || strlen(json_string_value(e)) != json_string_length(e))
        {
            pt_fail(ctx, PT_E_INVALID, "field \"keywords\": item %zu"
                    " must be a string of 1 to %zu bytes", i, f->max);
            return PT_ERROR;
        }
    }

    *out = json_dumps(v, JSON_COMPACT);
    return PT_OK;
}


/* exifData, tags: an object of at most 500 strings, stored as JSON */
static int
pt_field_map(pt_ctx *ctx, const pt_field *f, json_t *v, char **out)
{
    json_t      *e;
    const char  *k;

    if (!json_is_object(v) || json_object_size(v) > 500) {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be an object"
                " of at most 500 string values", f->name);
        return PT_ERROR;
    }

    json_object_foreach(v, k, e) {
        if (!json_is_string(e) || strlen(k) > 255
            || json_string_length(e) > 4096)
        {
            pt_fail(ctx, PT_E_INVALID, "field \"%s\": \"%.64s\" must"
                    " map to a string (keys up to 255 bytes, values up"
                    " to 4096)", f->name, k);
            return PT_ERROR;
        }
    }

    *out = json_dumps(v, JSON_COMPACT);
    return PT_OK;
}


/* locationLatitude, locationLongitude: degrees within their range */
static int
pt_field_coordinate(pt_ctx *ctx, const pt_field *f, double d, char **out)
{
    char  buf[32];

    if (isnan(d) || fabs(d) > (f->type == PT_F_LATITUDE ? 90.0 : 180.0)) {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be a number"
                " from %s", f->name, f->type == PT_F_LATITUDE
                ? "-90 to 90" : "-180 to 180");
        return PT_ERROR;
    }

    pt_snprintf(buf, sizeof(buf), "%.10f", d);
    *out = pt_strdup(buf);
    return PT_OK;
}


/* A null for f: SQL NULL where the field may be null, else a 400. */
static int
pt_field_null(pt_ctx *ctx, const pt_field *f)
{
    switch (f->type) {
    case PT_F_FOLDER:
    case PT_F_KEYWORDS:
    case PT_F_MAP:
    case PT_F_BOOL:
    case PT_F_DATE_REQUIRED:
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" may not be null",
                f->name);
        return PT_ERROR;
    default:
        return PT_OK;
    }
}


static int
pt_field_folder(pt_ctx *ctx, json_t *v, char **out)
{
    char  buf[PT_FOLDER_MAX + 1];

    if (!json_is_string(v)
        || pt_folder_normalize(json_string_value(v), json_string_length(v),
                               buf) != PT_OK)
    {
        pt_fail(ctx, PT_E_INVALID, "field \"folder\" must be a path"
                " of at most %d bytes without \"..\" or control"
                " characters (\"\" is the root)", PT_FOLDER_MAX);
        return PT_ERROR;
    }

    *out = pt_strdup(buf);

    return PT_OK;
}


static int
pt_field_year(pt_ctx *ctx, json_t *v, char **out)
{
    char  buf[32];

    if (!json_is_integer(v) || json_integer_value(v) < 0
        || json_integer_value(v) > 9999)
    {
        pt_fail(ctx, PT_E_INVALID, "field \"copyrightYear\" must be"
                " an integer from 0 to 9999");
        return PT_ERROR;
    }

    pt_snprintf(buf, sizeof(buf), "%lld", (long long) json_integer_value(v));
    *out = pt_strdup(buf);

    return PT_OK;
}


static int
pt_field_date(pt_ctx *ctx, const pt_field *f, json_t *v, char **out)
{
    char  date[32];

    if (!json_is_string(v)
        || pt_iso_parse(json_string_value(v), date, sizeof(date)) != PT_OK)
    {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be an ISO 8601"
                " date or datetime, e.g. 2024-05-01T12:00:00Z", f->name);
        return PT_ERROR;
    }

    *out = pt_strdup(date);

    return PT_OK;
}


/*
 * Checks v against f; on success the value to store, as text, goes to
 * *out (malloc'ed, NULL for SQL NULL).
 */
static int
pt_field_value(pt_ctx *ctx, const pt_field *f, json_t *v, char **out)
{
    *out = NULL;

    if (json_is_null(v)) {
        return pt_field_null(ctx, f);
    }

    switch (f->type) {

    case PT_F_STRING:
    case PT_F_TEXT:
        if (!json_is_string(v) || json_string_length(v) > f->max
            || strlen(json_string_value(v)) != json_string_length(v))
        {
            goto bad_type;
        }
        *out = pt_strdup(json_string_value(v));
        return PT_OK;

    case PT_F_FOLDER:
        return pt_field_folder(ctx, v, out);

    case PT_F_KEYWORDS:
        return pt_field_keywords(ctx, f, v, out);

    case PT_F_YEAR:
        return pt_field_year(ctx, v, out);

    case PT_F_DATE:
    case PT_F_DATE_REQUIRED:
        return pt_field_date(ctx, f, v, out);

    case PT_F_BOOL:
        if (!json_is_boolean(v)) {
            goto bad_type;
        }
        *out = pt_strdup(json_is_true(v) ? "1" : "0");
        return PT_OK;

    case PT_F_MAP:
        return pt_field_map(ctx, f, v, out);

    case PT_F_LATITUDE:
    case PT_F_LONGITUDE:
        if (!json_is_number(v)) {
            goto bad_type;
        }
        return pt_field_coordinate(ctx, f, json_number_value(v), out);
    }

bad_type:

    pt_fail(ctx, PT_E_INVALID, "field \"%s\" has the wrong type%s",
            f->name, f->type == PT_F_BOOL ? " (expected true or false)"
            : f->type == PT_F_STRING || f->type == PT_F_TEXT
              ? " or length (expected a string)" : " (expected a number)");
    return PT_ERROR;
}


/* Every key must be an updatable field: 400 naming the first that is not */
static int
pt_patch_keys(pt_ctx *ctx, json_t *body)
{
    unsigned     i;
    const char  *key;
    json_t      *v;

    json_object_foreach(body, key, v) {
        for (i = 0; pt_fields[i].name; i++) {
            if (strcmp(key, pt_fields[i].name) == 0) {
                break;
            }
        }

        if (pt_fields[i].name) {
            continue;
        }

        for (i = 0; pt_readonly[i]; i++) {
            if (strcmp(key, pt_readonly[i]) == 0) {
                pt_fail(ctx, PT_E_INVALID, "field \"%s\" is not"
                        " updatable", key);
                return PT_ERROR;
            }
        }

        pt_fail(ctx, PT_E_INVALID, "unknown field \"%.64s\"", key);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_metadata_check(pt_ctx *ctx, void *body, char **vals)
{
    unsigned   i;
    json_t    *v;

    memset(vals, 0, PT_NFIELDS * sizeof(char *));

    if (pt_patch_keys(ctx, body) != PT_OK) {
        return PT_ERROR;
    }

    for (i = 0; i < PT_NFIELDS; i++) {
        v = json_object_get(body, pt_fields[i].name);

        if (v != NULL && pt_field_value(ctx, &pt_fields[i], v, &vals[i])
                         != PT_OK)
        {
            pt_metadata_free(vals);
            return PT_ERROR;
        }
    }

    return PT_OK;
}


void
pt_metadata_free(char **vals)
{
    unsigned  i;

    for (i = 0; i < PT_NFIELDS; i++) {
        free(vals[i]);
        vals[i] = NULL;
    }
}


/*
 * PATCH's writes, in the open transaction: the image's row locked, the
 * fields not in body kept from it, then the row, its keywords and its
 * folder written.  PT_OK, or PT_ERROR with the reply made (the caller
 * rolls back).
 */
static int
pt_metadata_write(pt_ctx *ctx, const char *id, json_t *body, char **vals)
{
    unsigned   i;
    json_t    *keywords;
    pt_rows   *rows;

    rows = pt_image_row(ctx, id, 1);
    if (rows == NULL) {
        return PT_ERROR;
    }

    /* the fields not supplied keep the current value */
    for (i = 0; i < PT_NFIELDS; i++) {
        if (json_object_get(body, pt_fields[i].name) == NULL) {
            vals[i] = pt_strdup(pt_rows_str(rows, pt_fields[i].col));
        }
    }

    pt_rows_free(rows);

    if (pt_image_set_metadata(ctx->db, ctx->who.project_id, id, vals) < 0) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    keywords = json_loads(vals[5] ? vals[5] : "[]", 0, NULL);

    if (keywords == NULL
        || (json_object_get(body, "keywords")
            && pt_image_keywords_set(ctx->db, ctx->who.project_id, id,
                                     keywords) != PT_OK)
        || (vals[4] && vals[4][0]
            && pt_folder_add(ctx->db, ctx->who.project_id, vals[4], NULL)
               != PT_OK))
    {
        json_decref(keywords);
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    json_decref(keywords);

    return PT_OK;
}


void
pt_api_metadata_patch(pt_ctx *ctx)
{
    int          rc;
    char        *vals[PT_NFIELDS];
    const char  *id;
    json_t      *body;

    id = pt_image_capture(ctx, 1);
    if (id == NULL) {
        return;
    }

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    /* a bad body never opens a transaction */
    if (pt_metadata_check(ctx, body, vals) != PT_OK) {
        json_decref(body);
        return;
    }

    if (pt_db_begin(ctx->db) != PT_OK) {
        json_decref(body);
        pt_metadata_free(vals);
        pt_fail_db(ctx);
        return;
    }

    rc = pt_metadata_write(ctx, id, body, vals);

    if (rc == PT_OK && pt_db_commit(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        rc = PT_ERROR;
    }

    if (rc != PT_OK) {
        pt_db_rollback(ctx->db);
    }

    json_decref(body);
    pt_metadata_free(vals);

    if (rc == PT_OK) {
        pt_reply_image(ctx, 200, id);
    }
}
