/*
 * Video posters taken on demand for delivery (video_demand.h).
 *
 * The poster is kept at {storage_root}/.video-posters/{imageId}/poster.png
 * (a hidden name: never a store object), so the variants of a video are
 * rendered from one ffmpeg search whatever their width or format; the
 * video's DELETE and pictord, once it has stored the poster, remove it.
 *
 * One search per video (core/demand.h): waiting is bounded by the
 * holder's search, whose ffmpeg runs are killed at the time limit.
 *
 * At most max_runs searches at once per process (an nginx worker): more
 * answer PT_DEMAND_BUSY.  A failure (ffmpeg's, the time limit) is kept in
 * poster.failed, whose age is its mtime, for failed_ttl seconds.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/demand.h"
#include "sandbox/sandbox.h"
#include "video/video_demand.h"
#include "records/storage.h"


#define PT_VIDEO_DEMAND_DIR  ".video-posters"


/* searches of this process now */
static atomic_uint  pt_video_demand_runs;


/* What the search means for the poster; a made one is kept. */
static pt_demand_rc
pt_video_demand_result(pt_video_demand *d, pt_video_rc r, const char *out,
    const char *png, const char *err, int *fd)
{
    switch (r) {

    case PT_VIDEO_OK:
        return pt_demand_keep(out, png, fd) == 0 ? PT_DEMAND_OK
                                                 : PT_DEMAND_ERROR;

    case PT_VIDEO_TIMEOUT:
        pt_log(PT_LOG_INFO, "video %s poster on demand: ffmpeg killed at"
               " the time limit of %u ms", d->image_id, d->timeout_ms);
        return PT_DEMAND_TIMEOUT;

    case PT_VIDEO_FAILED:
    case PT_VIDEO_INVALID:
        pt_log(PT_LOG_INFO, "video %s poster on demand: %s", d->image_id,
               err[0] ? err : "no message");
        return PT_DEMAND_FAILED;

    default:
        pt_log(PT_LOG_ERR, "video %s poster on demand: ffmpeg did not"
               " start: %s", d->image_id, err);
        return PT_DEMAND_ERROR;
    }
}


/* One search: the original copied out, the poster taken and kept. */
static pt_demand_rc
pt_video_demand_run(void *ctx, const char *png, int *pfd)
{
    pt_video_demand    *d = ctx;
    int                 rc;
    char                dir[4096], work[4200], src[4300], out[4300];
    char                try[4400], err[512];
    pt_video_frame      vf;
    pt_demand_rc        res;

    if (pt_scratch_dir(d->storage_root, dir, sizeof(dir)) != PT_OK) {
        return PT_DEMAND_ERROR;
    }

    pt_snprintf(work, sizeof(work), "%s/video-XXXXXX", dir);

    if (pt_sandbox_mkdtemp(work) == NULL) {
        pt_log(PT_LOG_CRIT, "mkdtemp(\"%s\") failed: %s", work,
               strerror(errno));
        return PT_DEMAND_ERROR;
    }

    pt_snprintf(src, sizeof(src), "%s/input", work);
    pt_snprintf(out, sizeof(out), "%s/poster.png", work);
    pt_snprintf(try, sizeof(try), "%s.try", out);

    res = PT_DEMAND_ERROR;
    err[0] = '\0';

    rc = d->store->ops->get_file(d->store, d->key, src);
    if (rc == PT_STORE_NOT_FOUND) {
        /* deleted since delivery read its row */
        res = PT_DEMAND_GONE;
        goto done;
    }

    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_ERR, "video %s on demand: the original: %s",
               d->image_id, d->store->error);
        goto done;
    }

    memset(&vf, 0, sizeof(vf));
    vf.src = src;
    vf.workdir = work;
    vf.container = pt_video_container(d->format);
    vf.duration = d->duration;
    /* the render pool's thread waits: every run within the one limit */
    vf.timeout_ms = d->timeout_ms;
    vf.total_ms = d->timeout_ms;
    vf.cpu_seconds = d->timeout_ms / 1000 + 1;
    vf.memory = (unsigned long long) d->memory_mb << 20;
    vf.max_pixels = d->max_pixels;

    /* one line per search: how often ffmpeg runs can be counted */
    pt_log(PT_LOG_INFO, "video %s: taking the poster on demand",
           d->image_id);

    res = pt_video_demand_result(d, pt_video_poster(&vf, out, err,
                                                    sizeof(err)),
                                 out, png, err, pfd);

done:

    (void) unlink(src);
    (void) unlink(out);
    (void) unlink(try);
    (void) rmdir(work);

    return res;
}


static const pt_demand_kind  pt_video_demand_kind = {
    PT_VIDEO_DEMAND_DIR, &pt_video_demand_runs, pt_video_demand_run
};


pt_demand_rc
pt_video_demand_poster(pt_video_demand *d, int *fd)
{
    int        rc;
    pt_demand  dm;

    /* the kind, where, max_runs, failed_ttl, the run's context */
    dm = (pt_demand) { &pt_video_demand_kind, d->storage_root, d->image_id,
                       "poster", d->max_runs, d->failed_ttl, d, 0 };

    rc = pt_demand_get(&dm, fd);
    d->ttl_left = dm.ttl_left;

    return rc;
}


void
pt_video_demand_forget(const char *storage_root, const char *image_id)
{
    pt_demand_forget(&pt_video_demand_kind, storage_root, image_id);
}
