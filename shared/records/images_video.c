/*
 * Video poster rows (images_video.h).
 */

#include "records/images_video.h"


pt_rows *
pt_image_video(pt_db *db, const char *id)
{
    return pt_db_query(db, "SELECT p.slug, i.format, i.is_video,"
                       " COALESCE(i.duration, 0), i.project_id, i.width,"
                       " i.height FROM images i"
                       " JOIN projects p ON p.id = i.project_id"
                       " WHERE i.id = ?", "s", id);
}


pt_rows *
pt_image_poster(pt_db *db, const char *video_id)
{
    return pt_db_query(db, "SELECT id FROM images WHERE source_asset_id = ?"
                       " AND derivation_type = '" PT_VIDEO_POSTER_TYPE "'"
                       " LIMIT 1", "s", video_id);
}


long long
pt_image_set_poster(pt_db *db, unsigned long long project_id,
    const char *id, const char *poster_id)
{
    /* rows matched, not changed: the connection sets CLIENT_FOUND_ROWS */
    return pt_db_exec(db, "UPDATE images SET thumbnail_id = ?"
                      " WHERE id = ? AND project_id = ?", "ssi", poster_id,
                      id, (long long) project_id);
}
