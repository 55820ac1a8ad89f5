/*
 * pt_video_probe: ffprobe in the sandbox, then its report checked.
 *
 * ffprobe is told the demuxer (mov for MP4 and QuickTime, matroska for
 * WebM) and only the file protocol, so nothing the file says can make it
 * open another demuxer, a playlist or the network (the sandbox has none
 * anyway).  -count_packets makes it read every packet without decoding
 * any: cheap, and a file cut short is then reported ("File ended
 * prematurely", "partial file"), which the header alone never shows.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "sandbox/sandbox.h"
#include "media/video_probe.h"


#define PT_VIDEO_SIDE_MAX     65535          /* what any codec can carry */
#define PT_VIDEO_REPORT_MAX   (1024 * 1024)  /* ffprobe's JSON, bytes */
#define PT_VIDEO_TIMEOUT_MS   10000


int
pt_format_is_video(pt_format fmt)
{
    return fmt == PT_FMT_MP4 || fmt == PT_FMT_MOV || fmt == PT_FMT_WEBM;
}


/*
 * A number ffprobe writes as a JSON string ("4.243877") or a number.
 * *out is left alone unless it is one and finite: "nan" is a string the
 * file's tags can hold, and NaN passes every comparison.
 */
static int
pt_video_number(json_t *v, double *out)
{
    char        *end;
    double       d;
    const char  *s;

    if (json_is_number(v)) {
        d = json_number_value(v);

    } else {
        s = json_string_value(v);
        if (s == NULL || s[0] == '\0') {
            return 0;
        }

        errno = 0;
        d = strtod(s, &end);

        if (errno != 0 || *end != '\0') {
            return 0;
        }
    }

    if (!isfinite(d)) {
        return 0;
    }

    *out = d;

    return 1;
}


/* Degrees of the display matrix or the older "rotate" tag, 0..359. */
static int
pt_video_rotation(json_t *stream)
{
    size_t   i;
    double   deg;
    json_t  *sd, *item;

    deg = 0;

    sd = json_object_get(stream, "side_data_list");

    json_array_foreach(sd, i, item) {
        if (pt_video_number(json_object_get(item, "rotation"), &deg)) {
            break;
        }
    }

    if (deg == 0) {
        (void) pt_video_number(json_object_get(json_object_get(stream,
                                                               "tags"),
                                               "rotate"), &deg);
    }

    if (deg < -3600 || deg > 3600) {
        return 0;
    }

    /* rounded to a whole degree (no libm needed) */
    return (((int) (deg < 0 ? deg - 0.5 : deg + 0.5) % 360) + 360) % 360;
}


/* The first real video stream: cover art (attached_pic) is not one. */
static json_t *
pt_video_stream(json_t *streams, int *has_audio)
{
    size_t       i;
    json_t      *s, *found;
    const char  *type;

    found = NULL;
    *has_audio = 0;

    json_array_foreach(streams, i, s) {
        type = json_string_value(json_object_get(s, "codec_type"));
        if (type == NULL) {
            continue;
        }

        if (strcmp(type, "audio") == 0) {
            *has_audio = 1;

        } else if (strcmp(type, "video") == 0 && found == NULL
                   && json_integer_value(json_object_get(
                          json_object_get(s, "disposition"), "attached_pic"))
                      == 0)
        {
            found = s;
        }
    }

    return found;
}


int
pt_video_limits(const pt_limits *limits, long long w, long long h,
    double duration, pt_error *e)
{
    unsigned long long  pixels;

    pixels = (unsigned long long) w * (unsigned long long) h;

    if (limits && limits->video_max_pixels
        && pixels > limits->video_max_pixels)
    {
        return pt_error_set(e, PT_E_OVER_LIMIT, "the video's frames are "
                            "%lldx%lld, %llu pixels; at most %llu are accepted",
                            w, h, pixels, limits->video_max_pixels);
    }

    if (limits && limits->video_max_duration > 0
        && duration > limits->video_max_duration)
    {
        return pt_error_set(e, PT_E_OVER_LIMIT, "the video lasts %.3f s; at "
                            "most %g s are accepted", duration,
                            limits->video_max_duration);
    }

    return PT_OK;
}


/* The stream's size, checked, as displayed. */
static int
pt_video_size(json_t *v, pt_video_info *info, pt_error *e)
{
    int         rot;
    json_int_t  w, h;

    w = json_integer_value(json_object_get(v, "width"));
    h = json_integer_value(json_object_get(v, "height"));

    if (w < 1 || h < 1 || w > PT_VIDEO_SIDE_MAX || h > PT_VIDEO_SIDE_MAX) {
        return pt_error_set(e, PT_E_UNREADABLE, "the video's frame size "
                            "%lldx%lld is not valid (each side 1 to %d)",
                            (long long) w, (long long) h, PT_VIDEO_SIDE_MAX);
    }

    rot = pt_video_rotation(v);

    info->width = (int) (rot == 90 || rot == 270 ? h : w);
    info->height = (int) (rot == 90 || rot == 270 ? w : h);

    return PT_OK;
}


int
pt_video_parse(const char *json, size_t len, const pt_limits *limits,
    pt_video_info *info, pt_error *e)
{
    double        d, packets;
    json_t       *root, *v;
    int           rc;
    json_error_t  jerr;

    memset(info, 0, sizeof(*info));

    root = json_loadb(json, len, JSON_REJECT_DUPLICATES, &jerr);
    if (root == NULL || !json_is_object(root)) {
        json_decref(root);
        return pt_error_set(e, PT_E_UNREADABLE, "the file could not be read "
                            "as a video");
    }

    v = pt_video_stream(json_object_get(root, "streams"), &info->has_audio);
    if (v == NULL) {
        rc = pt_error_set(e, PT_E_UNREADABLE, "the file has no video stream");
        goto done;
    }

    /* with -count_packets: a stream without one frame plays nothing */
    if (pt_video_number(json_object_get(v, "nb_read_packets"), &packets)
        && packets < 1)
    {
        rc = pt_error_set(e, PT_E_UNREADABLE, "the video stream holds no "
                          "frame");
        goto done;
    }

    rc = pt_video_size(v, info, e);
    if (rc != PT_OK) {
        goto done;
    }

    if (!pt_video_number(json_object_get(json_object_get(root, "format"),
                                         "duration"), &d)
        && !pt_video_number(json_object_get(v, "duration"), &d))
    {
        d = 0;
    }

    if (!(d > 0) || d > 1e7) {
        rc = pt_error_set(e, PT_E_UNREADABLE, "the video's duration cannot be "
                          "determined");
        goto done;
    }

    info->duration = d;
    /* a limit refuses only what is valid: the same answer either way */
    rc = pt_video_limits(limits, info->width, info->height, d, e);

done:

    json_decref(root);

    return rc;
}


/* ffprobe's report, read back from the work directory (malloc'ed). */
static char *
pt_video_report(const char *out, size_t *len)
{
    int          fd;
    char        *buf;
    ssize_t      n;
    struct stat  st;

    fd = open(out, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return NULL;
    }

    buf = NULL;

    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0
        && st.st_size <= PT_VIDEO_REPORT_MAX)
    {
        buf = malloc((size_t) st.st_size);
        n = buf ? read(fd, buf, (size_t) st.st_size) : -1;

        if (n != (ssize_t) st.st_size) {
            free(buf);
            buf = NULL;
        }

        *len = (size_t) st.st_size;
    }

    close(fd);

    return buf;
}


/* What the run says about the file; err is its stderr tail. */
static int
pt_video_outcome(pt_sandbox_result r, const char *path, const char *err,
    unsigned timeout_ms, pt_error *e)
{
    switch (r) {

    case PT_SANDBOX_OK:
        if (err[0] == '\0') {
            return PT_OK;
        }

        pt_log(PT_LOG_INFO, "video %s: ffprobe reported: %s", path, err);
        return pt_error_set(e, PT_E_UNREADABLE, "the video is truncated or "
                            "corrupt");

    case PT_SANDBOX_FAILED:
        pt_log(PT_LOG_INFO, "video %s: ffprobe failed: %s", path, err);
        return pt_error_set(e, PT_E_UNREADABLE, "the file could not be read "
                            "as a video");

    case PT_SANDBOX_TIMEOUT:
        pt_log(PT_LOG_INFO, "video %s: ffprobe killed at %u ms", path,
               timeout_ms);
        return pt_error_set(e, PT_E_UNREADABLE, "the video could not be read "
                            "within %u ms", timeout_ms);

    default:
        pt_log(PT_LOG_ERR, "video %s: ffprobe did not start: %s", path,
               err);
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }
}


/* ffprobe on in, its report into out. */
static int
pt_video_run(const char *work, const char *in, const char *out,
    pt_format fmt, const pt_limits *limits, pt_error *e)
{
    char         err[512];
    unsigned     timeout_ms;
    pt_sandbox   sb;
    const char  *argv[] = {
        PT_TOOL_FFPROBE, "-hide_banner", "-v", "error",
        "-f", fmt == PT_FMT_WEBM ? "matroska" : "mov",
        "-protocol_whitelist", "file", "-count_packets",
        "-print_format", "json", "-show_format", "-show_streams",
        "-o", out, "-i", in, NULL
    };

    timeout_ms = limits && limits->video_timeout_ms
                 ? limits->video_timeout_ms : PT_VIDEO_TIMEOUT_MS;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = work;
    sb.timeout_ms = timeout_ms;
    sb.cpu_seconds = timeout_ms / 1000 + 1;
    sb.memory = (limits && limits->video_memory_mb
                 ? (unsigned long long) limits->video_memory_mb : 1024)
                << 20;
    sb.file_size = 16ULL << 20;

    err[0] = '\0';

    return pt_video_outcome(pt_sandbox_run(&sb, err, sizeof(err)), in, err,
                            timeout_ms, e);
}


int
pt_video_probe(const char *path, pt_format fmt, const pt_limits *limits,
    pt_video_info *info, pt_error *e)
{
    char         work[4200], in[4300], out[4300], *slash, *json;
    size_t       len;
    int          rc;

    memset(info, 0, sizeof(*info));
    e->detail[0] = '\0';

    if (!pt_format_is_video(fmt)) {
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }

    /* the work directory beside the file: one filesystem, so a link */
    pt_snprintf(work, sizeof(work), "%s", path);
    slash = strrchr(work, '/');
    if (slash == NULL || strlen(path) > 4000) {
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }

    pt_snprintf(slash, sizeof(work) - (size_t) (slash - work),
                "/video-XXXXXX");

    if (pt_sandbox_mkdtemp(work) == NULL) {
        pt_log(PT_LOG_CRIT, "mkdtemp(\"%s\") failed: %s", work,
               strerror(errno));
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }

    pt_snprintf(in, sizeof(in), "%s/input", work);
    pt_snprintf(out, sizeof(out), "%s/probe.json", work);

    if (link(path, in) != 0) {
        pt_log(PT_LOG_CRIT, "link(\"%s\", \"%s\") failed: %s", path, in,
               strerror(errno));
        rc = pt_error_set(e, PT_E_FAULT, "internal error");
        goto done;
    }

    rc = fmt == PT_FMT_WEBM ? pt_video_elements(in, e)
                            : pt_video_boxes(in, e);

    if (rc == PT_OK) {
        rc = pt_video_run(work, in, out, fmt, limits, e);
    }

    if (rc != PT_OK) {
        goto done;
    }

    json = pt_video_report(out, &len);
    if (json == NULL) {
        rc = pt_error_set(e, PT_E_UNREADABLE, "the file could not be read as "
                          "a video");
        goto done;
    }

    rc = pt_video_parse(json, len, limits, info, e);
    free(json);

done:

    (void) unlink(in);
    (void) unlink(out);
    (void) rmdir(work);

    return rc;
}
