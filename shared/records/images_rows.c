/*
 * The image record's statements beside pt_image_insert() and
 * pt_image_list(): finding an image, locking it, changing and deleting it,
 * and its derived assets.  Handlers, delivery and pictord validate, call
 * these and reply; none of them writes SQL on images.
 */

#include <stdio.h>

#include <jansson.h>

#include "plugins/plugins.h"
#include "records/images.h"
#include "records/storage.h"
#include "core/timefmt.h"


pt_rows *
pt_image_find(pt_db *db, unsigned long long project_id, const char *id,
    int for_update)
{
    if (for_update) {
        return pt_db_query(db, "SELECT " PT_IMAGE_COLUMNS " FROM images i"
                           " WHERE i.id = ? AND i.project_id = ?"
                           " FOR UPDATE", "si", id, (long long) project_id);
    }

    return pt_db_query(db, "SELECT " PT_IMAGE_COLUMNS " FROM images i"
                       " WHERE i.id = ? AND i.project_id = ?", "si", id,
                       (long long) project_id);
}


pt_rows *
pt_image_format(pt_db *db, unsigned long long project_id, const char *id)
{
    return pt_db_query(db, "SELECT format FROM images WHERE id = ?"
                       " AND project_id = ?", "si", id,
                       (long long) project_id);
}


long long
pt_image_size_settled(pt_db *db, unsigned long long project_id,
    const char *id)
{
    return pt_db_scalar(db, -1, "SELECT size_bytes FROM images"
                        " WHERE id = ? AND project_id = ? LOCK IN SHARE MODE",
                        "si", id, (long long) project_id);
}


long long
pt_image_lock(pt_db *db, unsigned long long project_id, const char *id)
{
    return pt_db_scalar(db, -1, "SELECT COUNT(*) FROM images"
                        " WHERE id = ? AND project_id = ? FOR UPDATE", "si",
                        id, (long long) project_id);
}


pt_rows *
pt_image_for_delivery(pt_db *db, const char *project, const char *id)
{
    /* the activations and the kind of store too: one round trip per
     * miss of a project in managed storage */
    return pt_db_query(db, "SELECT p.id, i.format, i.content_type,"
                       " i.date_modified, p.strict_transforms, i.frames,"
                       " i.author, i.copyright_holder, i.date_created,"
                       " i.date_published, " PT_PLUGIN_ACTIVE_SQL ", "
                       PT_STORE_MANAGED_SQL ", p.plugin_monthly_budget_cents,"
                       " i.size_bytes, i.source_asset_id FROM projects p"
                       " JOIN images i ON i.project_id = p.id WHERE p.slug = ?"
                       " AND i.id = ?", "ss", project, id);
}


pt_rows *
pt_image_for_job(pt_db *db, const char *id)
{
    return pt_db_query(db, "SELECT p.slug, i.format, i.width, i.height,"
                       " i.project_id, i.frames FROM images i JOIN projects p"
                       " ON p.id = i.project_id WHERE i.id = ?", "s", id);
}


long long
pt_image_delete(pt_db *db, unsigned long long project_id, const char *id,
    pt_rows **ids)
{
    long long  n;

    *ids = pt_db_query(db, "SELECT id FROM images WHERE project_id = ?"
                       " AND (id = ? OR source_asset_id = ?) FOR UPDATE",
                       "iss", (long long) project_id, id, id);
    if (*ids == NULL) {
        return -1;
    }

    n = pt_db_exec(db, "DELETE FROM images WHERE project_id = ?"
                   " AND (id = ? OR source_asset_id = ?)", "iss",
                   (long long) project_id, id, id);
    if (n < 0) {
        pt_rows_free(*ids);
        *ids = NULL;
    }

    return n;
}


long long
pt_image_set_stripped(pt_db *db, unsigned long long project_id,
    const char *id, unsigned long long size, int width, int height)
{
    return pt_db_exec(db, "UPDATE images SET exif_data = '{}',"
                      " size_bytes = ?, width = ?, height = ?,"
                      " date_modified = NOW(3)"
                      " WHERE id = ? AND project_id = ?", "iiisi",
                      (long long) size, (long long) width,
                      (long long) height, id, (long long) project_id);
}


long long
pt_image_set_metadata(pt_db *db, unsigned long long project_id,
    const char *id, char *const *v)
{
    /* keywords_text and tags_text are the FULLTEXT copies of v[5], v[17] */
    return pt_db_exec(db,
            "UPDATE images SET name = ?, description = ?, caption = ?,"
            " category = ?, folder = ?, keywords = ?, author = ?,"
            " copyright_holder = ?, copyright_year = ?, license = ?,"
            " date_created = ?, date_published = ?,"
            " representative_of_page = ?, exif_data = ?,"
            " location_latitude = ?, location_longitude = ?,"
            " location_name = ?, tags = ?, date_modified = NOW(3),"
            " keywords_text = ?, tags_text = ?"
            " WHERE id = ? AND project_id = ?",
            "sssssssssssssssssssssi",
            v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9],
            v[10], v[11], v[12], v[13], v[14], v[15], v[16], v[17], v[5],
            v[17], id, (long long) project_id);
}


long long
pt_image_set_thumbnail(pt_db *db, const char *id, const char *thumbnail_id,
    int frames)
{
    return pt_db_exec(db, "UPDATE images SET thumbnail_id = ?,"
                      " frames = ? WHERE id = ?", "sis", thumbnail_id,
                      (long long) frames, id);
}


pt_rows *
pt_image_page(pt_db *db, const char *source_id, int page)
{
    char  type[32];

    /* a one-page EPS has one raster, "rasterized" */
    (void) snprintf(type, sizeof(type), "page-%d", page);

    return pt_db_query(db, "SELECT id FROM images WHERE source_asset_id = ?"
                       " AND (derivation_type = ? OR (? = 1 AND"
                       " derivation_type = 'rasterized')) LIMIT 1", "ssi",
                       source_id, type, (long long) page);
}


pt_rows *
pt_image_derived(pt_db *db, unsigned long long project_id,
    const char *source_id)
{
    return pt_db_query(db, "SELECT " PT_DERIVED_COLUMNS
                       " FROM images WHERE source_asset_id = ?"
                       " AND project_id = ? ORDER BY id", "si", source_id,
                       (long long) project_id);
}


void *
pt_derived_json(pt_rows *rows)
{
    char  iso[32];

    return json_pack("{s:s, s:s?, s:s, s:I, s:I, s:I, s:s?}",
                     "imageId", pt_rows_str(rows, 0),
                     "derivationType", pt_rows_str(rows, 1),
                     "contentType", pt_rows_str(rows, 2),
                     "width", (json_int_t) pt_rows_int(rows, 3),
                     "height", (json_int_t) pt_rows_int(rows, 4),
                     "sizeBytes", (json_int_t) pt_rows_int(rows, 5),
                     "uploadedAt", pt_iso_time(pt_rows_str(rows, 6), iso,
                                               sizeof(iso)));
}


pt_rows *
pt_image_derived_types(pt_db *db, unsigned long long project_id,
    const char *source_id)
{
    return pt_db_query(db, "SELECT id, derivation_type FROM images"
                       " WHERE source_asset_id = ? AND project_id = ?",
                       "si", source_id, (long long) project_id);
}


long long
pt_image_remove(pt_db *db, const char *id)
{
    return pt_db_exec(db, "DELETE FROM images WHERE id = ?", "s", id);
}
