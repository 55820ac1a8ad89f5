/*
 * pt_video_poster: a representative frame of a video, not a black first
 * one (fades in, title cards).  Positions are tried in order (video.h);
 * each is one ffmpeg run in the sandbox writing a candidate PNG and its
 * gray thumbnail in the work directory; the PNG's header is checked with
 * libvips and the thumbnail measured before the candidate counts.  The
 * first bright enough candidate wins, else the brightest; the others are
 * removed.  Bounded: at most PT_VIDEO_TRIES + 1 runs, each with its own
 * wall-clock and CPU limits.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <vips/vips.h>

#include "sandbox/sandbox.h"
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


/* one ffmpeg run for the frame at seconds at into out and its gray
 * thumbnail into gray, within left ms */
static pt_video_rc
pt_video_run(pt_video_frame *vf, double at, const char *out,
    const char *gray, unsigned left, char *err, size_t errlen)
{
    pt_sandbox     sb;
    pt_ffmpeg_cmd  cmd;

    pt_video_ffmpeg_cmd(&cmd, vf->container, vf->src, at, out, gray);

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


int
pt_video_gray_mean(const char *path, double *luma)
{
    int            fd, w, h, max, used;
    char           head[32];
    size_t         i, n;
    ssize_t        got;
    unsigned long  sum;
    unsigned char  buf[64 + PT_VIDEO_GRAY_SIDE * PT_VIDEO_GRAY_SIDE + 1];

    fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd == -1) {
        return PT_ERROR;
    }

    got = read(fd, buf, sizeof(buf));
    close(fd);

    if (got < 16) {
        return PT_ERROR;
    }

    n = (size_t) got;
    memcpy(head, buf, sizeof(head) - 1);
    head[sizeof(head) - 1] = '\0';

    used = 0;
    if (sscanf(head, "P5 %d %d %d%n", &w, &h, &max, &used) != 3
        || w != PT_VIDEO_GRAY_SIDE || h != PT_VIDEO_GRAY_SIDE || max != 255
        || used <= 0 || (size_t) used + 1 + (size_t) w * h != n
        || (head[used] != '\n' && head[used] != ' '))
    {
        return PT_ERROR;
    }

    sum = 0;
    for (i = (size_t) used + 1; i < n; i++) {
        sum += buf[i];
    }

    *luma = (double) sum / ((size_t) w * h);

    return PT_OK;
}


/*
 * The candidate at path checked and measured: a PNG by its bytes, its
 * displayed size from the header, the mean luma from the gray thumbnail.
 * PT_VIDEO_FAILED when there is none (past the end of the stream),
 * PT_VIDEO_INVALID when it is not a sane PNG with its thumbnail.
 */
static pt_video_rc
pt_video_measure(const pt_video_frame *vf, const char *path,
    const char *gray, int *w, int *h, double *luma, char *err,
    size_t errlen)
{
    VipsImage   *in;
    const char  *loader;

    if (access(path, F_OK) != 0) {
        pt_snprintf(err, errlen, "ffmpeg made no frame");
        return PT_VIDEO_FAILED;
    }

    /* by its bytes: a PNG and nothing else is read */
    loader = vips_foreign_find_load(path);
    if (loader == NULL || strncmp(loader, "VipsForeignLoadPng", 18) != 0) {
        vips_error_clear();
        pt_snprintf(err, errlen, "the frame is not a PNG");
        return PT_VIDEO_INVALID;
    }

    /* the header only: libvips decodes nothing until pixels are asked */
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
    g_object_unref(in);

    if (*w < 1 || *h < 1 || *w > PT_VIDEO_MAX_SIDE || *h > PT_VIDEO_MAX_SIDE
        || (vf->max_pixels && (unsigned long long) *w * *h > vf->max_pixels))
    {
        pt_snprintf(err, errlen, "the frame has no sane size (%dx%d)", *w,
                    *h);
        return PT_VIDEO_INVALID;
    }

    if (pt_video_gray_mean(gray, luma) != PT_OK) {
        pt_snprintf(err, errlen, "the frame's gray thumbnail is not a %dx%d"
                    " PGM", PT_VIDEO_GRAY_SIDE, PT_VIDEO_GRAY_SIDE);
        return PT_VIDEO_INVALID;
    }

    return PT_VIDEO_OK;
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
    char         gray[4200];
    pt_video_rc  rc;

    pt_snprintf(gray, sizeof(gray), "%s.pgm", path);
    (void) unlink(path);
    (void) unlink(gray);

    rc = pt_video_run(vf, at, path, gray, left, err, errlen);

    if (rc == PT_VIDEO_OK) {
        rc = pt_video_measure(vf, path, gray, w, h, luma, err, errlen);
    }

    (void) unlink(gray);

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
