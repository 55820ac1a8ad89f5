/*
 * Video posters (docs/API.md "Video"): a representative frame of a video
 * taken by ffmpeg in the sandbox
 * (docs/decisions/0002-external-tools-sandboxed.md "Decision"), as a PNG,
 * for the video-processing job and for transforms before that job has run.
 *
 *   frame.c         pt_video_poster: the frame, chosen and checked;
 *                   pt_video_gray_mean: its luma, from the thumbnail
 *   frame_cmd.c     pt_video_ffmpeg_cmd: ffmpeg's command line
 *   video_demand.c  the poster on demand (video_demand.h)
 */

#ifndef PT_VIDEO_H
#define PT_VIDEO_H

#include "core/pt.h"
#include "media/video_probe.h"

/*
 * The poster is the first frame that is not dark (mean luma below
 * PT_VIDEO_DARK of 255) at 10 %, 40 % and 70 % of the searched window:
 * the duration, but at most window seconds from the start; when all are
 * dark, the brightest; when no position gave a frame (a duration that
 * overstates the stream), the first frame.  At most four ffmpeg runs,
 * within total_ms together when it is set (the brightest so far is kept
 * when the time is up).
 */
#define PT_VIDEO_DARK      16.0
#define PT_VIDEO_WINDOW    30      /* seconds, the default window */
#define PT_VIDEO_TRIES     3
/* the side of the gray thumbnail the luma is measured on (frame_cmd.c) */
#define PT_VIDEO_GRAY_SIDE 64

typedef struct {
    const char          *src;         /* the video, inside workdir */
    const char          *workdir;     /* private, the only writable place */
    const char          *container;   /* "mov" (MP4 too), "matroska"
                                         (WebM) or NULL: probed */
    double               duration;    /* seconds, 0 when unknown */
    unsigned             window;      /* seconds searched; 0: default */
    unsigned             timeout_ms;  /* wall clock of one ffmpeg run */
    unsigned             total_ms;    /* of all the runs; 0: only each
                                         run's own limit */
    unsigned             cpu_seconds; /* RLIMIT_CPU of one run */
    unsigned long long   memory;      /* RLIMIT_AS bytes */
    unsigned long long   max_pixels;  /* of the frame; 0: no limit */

    /* out */
    int                  width;       /* as displayed: rotation applied */
    int                  height;
    double               luma;        /* mean, 0..255 */
    double               at;          /* seconds into the video */
    unsigned             runs;        /* ffmpeg runs made */
} pt_video_frame;

/* What taking a poster came to (the probe answers with a pt_error). */
typedef enum {
    PT_VIDEO_OK = 0,
    PT_VIDEO_INVALID,     /* ffmpeg made something that is not a sane PNG */
    PT_VIDEO_FAILED,      /* ffmpeg failed, or made no frame */
    PT_VIDEO_TIMEOUT,     /* killed at a time or CPU limit */
    PT_VIDEO_ERROR        /* the sandbox or the system failed (logged) */
} pt_video_rc;

/*
 * Writes the poster to out (a path in workdir).  The PNG's header is read
 * with libvips before it is trusted: a PNG by its bytes, 1 to 32767
 * pixels a side, at most max_pixels (as pictord's other rasters, it is
 * stored header-checked); the luma is measured on the gray thumbnail the
 * same ffmpeg run writes.  err gets the reason (ffmpeg's stderr tail is
 * the file's to write: for logs only).
 */
pt_video_rc pt_video_poster(pt_video_frame *vf, const char *out, char *err,
    size_t errlen);

/*
 * The mean of the gray thumbnail at path: a binary PGM of exactly
 * PT_VIDEO_GRAY_SIDE² 8-bit pixels ("P5 64 64 255" and one whitespace),
 * which the sandboxed ffmpeg wrote: anything else is PT_ERROR.
 */
int pt_video_gray_mean(const char *path, double *luma);

typedef struct {
    const char  *argv[56];
    char         ss[32], in[4200], out[4200], gray[4200];
} pt_ffmpeg_cmd;

/* ffmpeg taking one frame at seconds at of src into the PNG out, and the
 * same frame as a PT_VIDEO_GRAY_SIDE² gray PGM into gray, with the
 * container forced when known and only the file protocol. */
void pt_video_ffmpeg_cmd(pt_ffmpeg_cmd *cmd, const char *container,
    const char *src, double at, const char *out, const char *gray);

/* the demuxer ffmpeg is told to use for a stored format name ("mp4",
 * "mov", "webm"), or NULL */
const char *pt_video_container(const char *format);

#endif /* PT_VIDEO_H */
