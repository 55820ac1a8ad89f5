/*
 * pt_video_poster: a representative frame of a video, not a black first
 * one (fades in, title cards).  Positions are tried in order (video.h);
 * each is one ffmpeg run in the sandbox writing a candidate PNG in the work
 * directory, which is decoded with libvips and measured before it counts.
 * The first bright enough candidate wins, else the brightest; the others
 * are removed.  Bounded: at most PT_VIDEO_TRIES + 1 runs, each with its
 * own wall-clock and CPU limits.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <vips/vips.h>

#include "eps/eps.h"
#include "video/video.h"


/* a run's wall clock when the caller sets none, as the sandbox's */
#define PT_VIDEO_RUN_MS    60000

/* a side of the poster: what a PNG and libvips carry comfortably */
#define PT_VIDEO_MAX_SIDE  32767


static const double  pt_video_at[PT_VIDEO_TRIES] = { 0.1, 0.4, 0.7 };


static long long
pt_video_now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}


/* one ffmpeg run for the frame at seconds at into out, within left ms */
static pt_video_rc
pt_video_run(pt_video_frame *vf, double at, const char *out,
    unsigned left, char *err, size_t errlen)
{
    pt_sandbox     sb;
    pt_ffmpeg_cmd  cmd;

    pt_video_ffmpeg_cmd(&cmd, vf->container, vf->src, at, out);

    memset(&sb, 0, sizeof(sb));
    sb.argv = cmd.argv;
    sb.workdir = vf->workdir;
    sb.timeout_ms = vf->timeout_ms ? vf->timeout_ms : PT_VIDEO_RUN_MS;

    if (left < sb.timeout_ms) {
        sb.timeout_ms = left;
    }
    sb.cpu_seconds = vf->cpu_seconds;
    sb.memory = vf->memory;
    /* one PNG frame: 32767² RGB at most, with room */
    sb.file_size = 4ULL << 30;

    vf->runs++;

    switch (pt_sandbox_run(&sb, err, errlen)) {

    case PT_SANDBOX_OK:
        return PT_VIDEO_OK;

    case PT_SANDBOX_TIMEOUT:
        return PT_VIDEO_TIMEOUT;

    case PT_SANDBOX_FAILED:
        return PT_VIDEO_FAILED;

    default:
        return PT_VIDEO_ERROR;
    }
}


/*
 * The candidate at path decoded and measured: its displayed size and mean
 * luma.  PT_VIDEO_FAILED when there is none (past the end of the stream),
 * PT_VIDEO_INVALID when it is not a sane PNG.
 */
static pt_video_rc
pt_video_measure(const pt_video_frame *vf, const char *path, int *w, int *h,
    double *luma, char *err, size_t errlen)
{
    int          rc;
    VipsImage   *in, *bw;
    const char  *loader;

    if (access(path, F_OK) != 0) {
        pt_snprintf(err, errlen, "ffmpeg made no frame");
        return PT_VIDEO_FAILED;
    }

    /* by its bytes: a PNG and nothing else is decoded */
    loader = vips_foreign_find_load(path);
    if (loader == NULL || strncmp(loader, "VipsForeignLoadPng", 18) != 0) {
        vips_error_clear();
        pt_snprintf(err, errlen, "the frame is not a PNG");
        return PT_VIDEO_INVALID;
    }

    in = vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL,
                                  "fail_on", VIPS_FAIL_ON_ERROR, NULL);
    if (in == NULL) {
        pt_snprintf(err, errlen, "the frame does not decode: %s",
                    vips_error_buffer());
        vips_error_clear();
        return PT_VIDEO_INVALID;
    }

    *w = in->Xsize;
    *h = in->Ysize;

    if (*w < 1 || *h < 1 || *w > PT_VIDEO_MAX_SIDE || *h > PT_VIDEO_MAX_SIDE
        || (vf->max_pixels && (unsigned long long) *w * *h > vf->max_pixels))
    {
        g_object_unref(in);
        pt_snprintf(err, errlen, "the frame has no sane size (%dx%d)", *w,
                    *h);
        return PT_VIDEO_INVALID;
    }

    bw = NULL;
    rc = vips_colourspace(in, &bw, VIPS_INTERPRETATION_B_W, NULL) == 0
         && vips_avg(bw, luma, NULL) == 0;

    if (rc == 0) {
        pt_snprintf(err, errlen, "the frame does not decode: %s",
                    vips_error_buffer());
        vips_error_clear();
    }

    if (bw != NULL) {
        g_object_unref(bw);
    }

    g_object_unref(in);

    return rc ? PT_VIDEO_OK : PT_VIDEO_INVALID;
}


/* the window's positions, seconds */
static double
pt_video_position(const pt_video_frame *vf, int i)
{
    double  window;

    window = vf->window ? vf->window : PT_VIDEO_WINDOW;

    if (vf->duration > 0 && vf->duration < window) {
        window = vf->duration;
    }

    return i < PT_VIDEO_TRIES ? window * pt_video_at[i] : 0;
}


/*
 * One candidate: ffmpeg then the measure.  PT_VIDEO_OK with the frame in
 * path; FAILED, INVALID or TIMEOUT let the next position be tried only
 * when no frame was made (FAILED); others end the search.
 */
static pt_video_rc
pt_video_try(pt_video_frame *vf, double at, const char *path, int *w,
    int *h, double *luma, unsigned left, char *err, size_t errlen)
{
    pt_video_rc  rc;

    (void) unlink(path);

    rc = pt_video_run(vf, at, path, left, err, errlen);
    if (rc != PT_VIDEO_OK) {
        (void) unlink(path);
        return rc;
    }

    rc = pt_video_measure(vf, path, w, h, luma, err, errlen);
    if (rc != PT_VIDEO_OK) {
        (void) unlink(path);
    }

    return rc;
}


pt_video_rc
pt_video_poster(pt_video_frame *vf, const char *out, char *err,
    size_t errlen)
{
    int          i, w, h, best;
    char         cand[4200];
    double       luma, at;
    unsigned     left;
    long long    start, spent;
    pt_video_rc  rc, last;

    start = pt_video_now_ms();
    vf->runs = 0;
    vf->luma = 0;
    best = 0;
    last = PT_VIDEO_FAILED;
    pt_snprintf(err, errlen, "ffmpeg made no frame");
    pt_snprintf(cand, sizeof(cand), "%s.try", out);
    (void) unlink(out);

    for (i = 0; i <= PT_VIDEO_TRIES; i++) {
        /* the first frame only when no position made one */
        if (i == PT_VIDEO_TRIES && best) {
            break;
        }

        /* what is left of total_ms (UINT_MAX: no total) */
        left = (unsigned) -1;

        if (vf->total_ms) {
            spent = pt_video_now_ms() - start;

            if (spent >= (long long) vf->total_ms) {
                pt_snprintf(err, errlen, "no time left for another run");
                last = PT_VIDEO_TIMEOUT;
                break;
            }

            left = vf->total_ms - (unsigned) spent;
        }

        at = pt_video_position(vf, i);

        rc = pt_video_try(vf, at, cand, &w, &h, &luma, left, err, errlen);

        if (rc == PT_VIDEO_FAILED && access(cand, F_OK) != 0
            && strcmp(err, "ffmpeg made no frame") == 0)
        {
            continue;
        }

        if (rc != PT_VIDEO_OK) {
            last = rc;
            break;
        }

        if (!best || luma > vf->luma) {
            if (rename(cand, out) != 0) {
                pt_snprintf(err, errlen, "rename(%s): %s", out,
                            strerror(errno));
                return PT_VIDEO_ERROR;
            }

            best = 1;
            vf->width = w;
            vf->height = h;
            vf->luma = luma;
            vf->at = at;
        }

        if (vf->luma >= PT_VIDEO_DARK) {
            break;
        }
    }

    (void) unlink(cand);

    if (best) {
        err[0] = '\0';
        return PT_VIDEO_OK;
    }

    (void) unlink(out);

    return last;
}
