/*
 * "video-processing": takes the poster of an uploaded video, a
 * representative frame chosen by pt_video_poster (ffmpeg in the sandbox
 * with pictord.conf's video limits, the upload's size and duration
 * limits among them), stores it as the video's derived
 * image "poster" and makes it the video's thumbnailId.
 *
 * Resumable: an attempt works in a directory named for the job, which the
 * next attempt sweeps.  It stores the poster's object, then commits once:
 * the poster's row, the removal of any poster an earlier run stored,
 * thumbnailId and the job's completion.  So a crash at any point leaves
 * at most an object without a row (as an upload's crash before its
 * commit), never a poster row of a job not completed, and re-running
 * gives the same result.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pictord_eps.h"
#include "records/images.h"
#include "records/images_video.h"
#include "records/storage.h"
#include "video/video.h"
#include "video/video_demand.h"


static const char *const  pictord_poster_types[] = {
    PT_VIDEO_POSTER_TYPE, NULL
};


typedef struct {
    char                project[64];
    char                format[16];
    double              duration;
    unsigned long long  project_id;
    pt_store           *store;
    pt_limits           limits;
    pt_derived_ctx      dc;
    char                work[4096];
} pictord_video_job;


static void pictord_video_drop(pictord_video_job *vj, const char *poster);


/* The video's row: its project, format and duration. */
static int
pictord_video_row(pictord_worker *w, pt_job *job, pictord_video_job *vj,
    pictord_failure *f)
{
    int        video;
    pt_error   e;
    pt_rows   *rows;
    long long  width, height;

    rows = pt_image_video(w->db, job->image_id);
    if (rows == NULL) {
        return pictord_fail_db(f, w);
    }

    /* deleted before the job ran (or while it waited for a retry) */
    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        return pictord_fail(f, PT_JOB_E_GONE, 0, "video %s is gone",
                            job->image_id);
    }

    pt_snprintf(vj->project, sizeof(vj->project), "%s",
                pt_rows_str(rows, 0));
    pt_snprintf(vj->format, sizeof(vj->format), "%s", pt_rows_str(rows, 1));
    video = (int) pt_rows_int(rows, 2);
    vj->duration = strtod(pt_rows_str(rows, 3), NULL);
    vj->project_id = (unsigned long long) pt_rows_int(rows, 4);
    width = pt_rows_int(rows, 5);
    height = pt_rows_int(rows, 6);
    pt_rows_free(rows);

    if (!video) {
        return pictord_fail(f, PT_JOB_E_NOT_VIDEO, 0, "image %s is not a"
                            " video", job->image_id);
    }

    /* what the upload's probe found, held to pictord's limits: no ffmpeg
     * for a video the upload would not take now */
    if (pt_video_limits(&vj->limits, width, height, vj->duration, &e)
        != PT_OK)
    {
        return pictord_fail(f, PT_JOB_E_VIDEO_LIMIT, 0, "video %s: %s",
                            job->image_id, e.detail);
    }

    return PICTORD_JOB_DONE;
}


/* The store, a fresh work directory named for the job, the original. */
static int
pictord_video_open(pictord_worker *w, pt_job *job, pictord_video_job *vj,
    pictord_failure *f)
{
    int           rc;
    char          dir[4096], prefix[64], key[256], src[4200];
    pt_error      why;

    vj->store = pt_store_for_project(w->db, w->conf->storage_root,
                                     vj->project_id, &why);
    if (vj->store == NULL) {
        return pictord_fail(f, pt_cause_is_ours(why.cause) ? PT_JOB_E_INTERNAL
                                                         : PT_JOB_E_STORAGE,
                            0, "%s", why.detail);
    }

    if (pt_scratch_dir(w->conf->storage_root, dir, sizeof(dir)) != PT_OK) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "no scratch directory");
    }

    pt_snprintf(prefix, sizeof(prefix), "job-%s-", job->id);
    pictord_sweep(dir, prefix);
    pt_snprintf(vj->work, sizeof(vj->work), "%s/%sXXXXXX", dir, prefix);

    if (pt_sandbox_mkdtemp(vj->work) == NULL) {
        (void) pictord_fail(f, PT_JOB_E_STORAGE, 0, "mkdtemp(\"%s\"): %s",
                            vj->work, strerror(errno));
        vj->work[0] = '\0';
        return PICTORD_JOB_FAILED;
    }

    (void) pt_image_key(vj->project, job->image_id, key, sizeof(key));
    pt_snprintf(src, sizeof(src), "%s/input", vj->work);

    rc = vj->store->ops->get_file(vj->store, key, src);
    if (rc != PT_STORE_OK) {
        return pictord_fail_original(f, w, job, key, rc, vj->store->error);
    }

    return PICTORD_JOB_DONE;
}


/* The poster into work/poster.png. */
static int
pictord_video_take(pictord_worker *w, pictord_video_job *vj,
    pictord_failure *f)
{
    char            src[4200], out[4200], err[512];
    pt_video_frame  vf;

    pt_snprintf(src, sizeof(src), "%s/input", vj->work);
    pt_snprintf(out, sizeof(out), "%s/poster.png", vj->work);

    memset(&vf, 0, sizeof(vf));
    vf.src = src;
    vf.workdir = vj->work;
    vf.container = pt_video_container(vj->format);
    vf.duration = vj->duration;
    vf.timeout_ms = w->conf->video_timeout * 1000;
    vf.cpu_seconds = w->conf->video_timeout;
    vf.memory = (unsigned long long) w->conf->video_memory_mb << 20;
    vf.max_pixels = vj->limits.video_max_pixels;

    err[0] = '\0';

    switch (pt_video_poster(&vf, out, err, sizeof(err))) {

    case PT_VIDEO_OK:
        return PICTORD_JOB_DONE;

    case PT_VIDEO_TIMEOUT:
        return pictord_fail(f, PT_JOB_E_TIMEOUT, w->conf->video_timeout,
                            "ffmpeg killed at the time limit of %u s",
                            w->conf->video_timeout);

    case PT_VIDEO_FAILED:
    case PT_VIDEO_INVALID:
        /* stderr is the uploaded file's to write: the log only */
        return pictord_fail(f, PT_JOB_E_FRAME, 0, "ffmpeg: %s", err);

    default:
        return pictord_fail(f, PT_JOB_E_SANDBOX, 0, "ffmpeg did not start:"
                            " %s", err);
    }
}


/*
 * In the transaction pt_derived_add_open left open with the poster's row:
 * thumbnailId, an earlier attempt's poster replaced, the counters and the
 * completion, one commit.  A video deleted meanwhile takes no poster: the
 * job fails.  On any failure the new poster's object goes.
 */
static int
pictord_video_finish(pictord_worker *w, pt_job *job, pictord_video_job *vj,
    const char *poster, pictord_failure *f)
{
    int        rc;
    pt_rows   *old;
    long long  n;

    old = NULL;

    /* the video's row locked by its update: its DELETE locks it too, so
     * it waits, or it was first */
    n = pt_image_set_poster(w->db, vj->project_id, job->image_id, poster);

    if (n == 0) {
        pt_db_rollback(w->db);
        pictord_video_drop(vj, poster);
        pt_video_demand_forget(w->conf->storage_root, job->image_id);

        return pictord_fail(f, PT_JOB_E_GONE, 0, "video %s was deleted"
                            " while the job ran", job->image_id);
    }

    if (n > 0) {
        old = pt_derived_remove_rows(w->db, &vj->dc, pictord_poster_types,
                                     NULL, poster);
    }

    if (old == NULL || pt_job_progress(w->db, job, 1, 1, 1, 0) != PT_OK) {
        rc = pictord_fail_db(f, w);
        pt_db_rollback(w->db);
        pictord_video_drop(vj, poster);

        if (old) {
            pt_rows_free(old);
        }

        return rc;
    }

    rc = pictord_complete(w, job, f);

    if (rc != PICTORD_JOB_DONE) {
        pictord_video_drop(vj, poster);
        pt_rows_free(old);
        return rc;
    }

    /* objects after the commit: a crash leaves orphans, never a row
     * without its object */
    pt_derived_remove_objects(&vj->dc, old, pictord_poster_types, NULL,
                              poster);

    /* delivery reads the stored poster now, not the one made on demand */
    pt_video_demand_forget(w->conf->storage_root, job->image_id);

    return PICTORD_JOB_DONE;
}


/* The poster's object, when its row was not committed. */
static void
pictord_video_drop(pictord_video_job *vj, const char *poster)
{
    char  key[256];

    if (pt_image_key(vj->project, poster, key, sizeof(key)) == PT_OK) {
        (void) vj->store->ops->del(vj->store, key);
    }
}


/* The poster stored, then its row with the finish. */
static int
pictord_video_store(pictord_worker *w, pt_job *job, pictord_video_job *vj,
    pictord_failure *f)
{
    char  out[4200], poster[48], err[512];

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    vj->dc.project_id = vj->project_id;
    vj->dc.project = vj->project;
    vj->dc.parent = job->image_id;
    vj->dc.type = PT_VIDEO_POSTER_TYPE;
    vj->dc.store = vj->store;
    vj->dc.limits = &vj->limits;

    pt_snprintf(out, sizeof(out), "%s/poster.png", vj->work);
    err[0] = '\0';

    if (pt_derived_add_open(w->db, &vj->dc, out, PT_FMT_PNG, poster, err,
                            sizeof(err))
        != PT_OK)
    {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the poster: %s", err);
    }

    return pictord_video_finish(w, job, vj, poster, f);
}


int
pictord_job_video_processing(pictord_worker *w, pt_job *job,
    pictord_failure *f)
{
    int                rc, taken;
    pictord_video_job  vj;

    memset(&vj, 0, sizeof(vj));
    vj.limits.max_pixels = 400000000ULL;
    vj.limits.max_frames = 1;
    /* checked by pt_video_poster already: its header, as pictord's other
     * rasters; its luma measured on the run's gray thumbnail */
    vj.limits.header_only = 1;
    vj.limits.video_max_pixels = w->conf->video_max_pixels;
    vj.limits.video_max_duration = w->conf->video_max_duration;

    /* no counters written before ffmpeg: a round trip and a log flush on
     * the way to the poster; they land with the completion (or the
     * failure), and a Running job says 0 of 0 until then */
    rc = pictord_video_row(w, job, &vj, f);

    if (rc == PICTORD_JOB_DONE) {
        rc = pictord_video_open(w, job, &vj, f);
    }

    if (rc == PICTORD_JOB_DONE) {
        rc = pictord_video_take(w, &vj, f);
    }

    taken = rc == PICTORD_JOB_DONE;

    if (taken) {
        rc = pictord_video_store(w, job, &vj, f);
    }

    /* a failed attempt's counters (the poster processed when it was
     * taken): the completion writes its own */
    if (rc == PICTORD_JOB_FAILED) {
        (void) pt_job_progress(w->db, job, 1, taken, 0, taken);
    }

    if (vj.work[0]) {
        pictord_rmdir(vj.work);
    }

    if (vj.store) {
        vj.store->ops->free(vj.store);
    }

    return rc;
}
