/*
 * The rows of a video's poster (docs/API.md "Video"): what the
 * video-processing job and on-demand delivery read of a video, its poster,
 * and the thumbnailId the job sets.
 */

#ifndef PT_IMAGES_VIDEO_H
#define PT_IMAGES_VIDEO_H

#include "db/db.h"

/* the derivation type of a video's poster */
#define PT_VIDEO_POSTER_TYPE  "poster"

/*
 * What the video-processing job needs of image id: p.slug, i.format,
 * i.is_video, COALESCE(i.duration, 0), i.project_id, i.width, i.height.
 * No row: gone.
 */
pt_rows *pt_image_video(pt_db *db, const char *id);

/* The poster of video_id, column 0 its id; no row when not made yet. */
pt_rows *pt_image_poster(pt_db *db, const char *video_id);

/*
 * Sets the video's thumbnailId (its poster), which locks its row until the
 * transaction ends, as pt_image_lock does: 1, 0 when the video is gone (a
 * DELETE was first), or -1.
 */
long long pt_image_set_poster(pt_db *db, unsigned long long project_id,
    const char *id, const char *poster_id);

#endif /* PT_IMAGES_VIDEO_H */
