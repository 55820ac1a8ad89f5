/*
 * Videos as the source of a transform: the poster pictord stored (a
 * derived image, cached like any variant's source), or before it exists
 * the same frame taken on demand (video_demand.c), and the answers when it
 * cannot be.  On demand: pictor_video_on_demand searches at once per
 * worker, each within the render time limit (all its ffmpeg runs), each
 * run within pictor_video_memory, frames up to pictor_video_max_pixels,
 * failures kept for pictor_eps_failed_ttl as the EPS pages' are.
 */

#include <stdlib.h>
#include <string.h>

#include "delivery/delivery_int.h"
#include "records/images.h"
#include "records/images_video.h"
#include "video/video_demand.h"


/* What a poster that could not be taken answers. */
static void
pt_dl_video_fail(pt_dl_req *req, pt_resp *resp, pt_video_demand *d,
    pt_demand_rc rc)
{
    switch (rc) {

    case PT_DEMAND_FAILED:
        pt_dl_fail_ttl(req, resp, PT_E_UNREADABLE, "ffmpeg could not take"
                       " a frame of the video", d->ttl_left);
        return;

    case PT_DEMAND_TIMEOUT:
        pt_dl_fail_ttl(req, resp, PT_E_UNREADABLE, "taking a frame of the"
                       " video took longer than the render time limit",
                       d->ttl_left);
        return;

    case PT_DEMAND_GONE:
        pt_dl_fail(req, resp, PT_E_NO_SUCH, "no such image (deleted"
                   " while its poster was being taken)");
        return;

    case PT_DEMAND_BUSY:
        pt_dl_fail(req, resp, PT_E_BUSY, "too many video frames are"
                   " being taken on demand; retry later");
        return;

    default:
        pt_dl_fail(req, resp, PT_E_FAULT, "internal error");
        return;
    }
}


/* The frame taken now, or kept from an earlier request: *fd. */
static int
pt_dl_video_demand(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_store *store, const char *key, int *fd)
{
    char                format[16];
    pt_rows            *rows;
    pt_video_demand     d;
    pt_demand_rc        rc;
    const pt_api_conf  *conf = req->conf;

    rows = pt_image_video(db, req->d.id);
    if (rows == NULL) {
        pt_dl_fail_db(req, resp, db);
        return PT_ERROR;
    }

    memset(&d, 0, sizeof(d));

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pt_dl_fail(req, resp, PT_E_NO_SUCH, "no such image");
        return PT_ERROR;
    }

    pt_snprintf(format, sizeof(format), "%s", pt_rows_str(rows, 1));
    d.duration = strtod(pt_rows_str(rows, 3), NULL);
    pt_rows_free(rows);

    d.storage_root = conf->storage_root;
    d.store = store;
    d.key = key;
    d.image_id = req->d.id;
    d.format = format;
    d.max_runs = (unsigned) conf->video_on_demand;
    d.failed_ttl = (unsigned) conf->eps_failed_ttl;
    d.timeout_ms = (unsigned) conf->render_timeout;
    d.memory_mb = (unsigned) (conf->video_memory >> 20);
    d.max_pixels = conf->limits.video_max_pixels;

    rc = pt_video_demand_poster(&d, fd);

    if (rc != PT_DEMAND_OK) {
        pt_dl_video_fail(req, resp, &d, rc);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_dl_video_source(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_store *store, char *key, size_t size, pt_format *fmt, int *fd)
{
    int  made;

    /* a video has one picture: page does not apply */
    made = pt_dl_made_source(db, req, resp, pt_image_poster(db, req->d.id),
                             key, size, fmt);
    if (made != 0) {
        return made > 0 ? PT_OK : PT_ERROR;
    }

    return pt_dl_video_demand(db, req, resp, store, key, fd);
}
