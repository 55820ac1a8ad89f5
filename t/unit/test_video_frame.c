/*
 * Check suite for shared/video/: the poster of every corpus video is a PNG
 * of the displayed size that is not dark; a video that opens on a second
 * of black gets a frame of its colour; a rotated video's poster is turned;
 * garbage fails; an input that hangs ffmpeg is killed at the time limit,
 * and the search as a whole keeps to its own.
 * Videos the corpus lacks are made in the test's temp dir with ffmpeg.
 */

#include <check.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/media.h"
#include "video/video.h"
#include "eps_test.h"


typedef struct {
    const char  *file;
    const char  *format;       /* as sniffed */
    double       duration;     /* ffprobe -show_entries format=duration */
    int          width, height;
} video_case;


static const video_case  videos[] = {
    { "video/go-mp4_sample_fragmented.mp4", "mp4", 1.209592, 1280, 720 },
    { "video/filetype_fixture.webm", "webm", 0.072, 640, 356 },
    { "video/filetype_fixture-null.webm", "webm", 4.243877, 1920, 1080 },
    { "video/filetype_fixture.mov", "mov", 0.099, 268, 156 }
};

#define NVIDEOS  (sizeof(videos) / sizeof(videos[0]))


static void
setup(void)
{
    eps_setup();
    ck_assert_int_eq(pt_media_init(), PT_OK);
}


static void
frame_init(pt_video_frame *vf, const char *src, const char *format,
    double duration)
{
    static char  copy[512];

    /* tpath() and intdir() return one static buffer each */
    pt_snprintf(copy, sizeof(copy), "%s", src);

    memset(vf, 0, sizeof(*vf));
    vf->src = copy;
    vf->workdir = tdir;
    vf->container = pt_video_container(format);
    vf->duration = duration;
    vf->timeout_ms = 30000;
    vf->cpu_seconds = 30;
    vf->memory = 1ULL << 30;
    vf->max_pixels = 100000000ULL;
}


/* a tool run by hand in tdir (not a service path: the test's own) */
static void
sh(const char *fmt, const char *arg)
{
    char  cmd[2048];

    pt_snprintf(cmd, sizeof(cmd), "cd '%s' && ", tdir);
    pt_snprintf(cmd + strlen(cmd), sizeof(cmd) - strlen(cmd), fmt, arg);
    ck_assert_msg(system(cmd) == 0, "failed: %s", cmd);
}


/* the mean luma of a PNG, measured apart from the code under test */
static double
png_luma(const char *path)
{
    double  avg;
    char    cmd[600];
    FILE   *p;

    pt_snprintf(cmd, sizeof(cmd), "vips avg '%s'", path);
    p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(fscanf(p, "%lf", &avg), 1);
    pclose(p);

    return avg;
}


/* the mean luma of a PNG as libvips measures it (CIE Y, sRGB-encoded) */
static double
png_bw_luma(const char *path)
{
    double  avg;
    char    cmd[1400];
    FILE   *p;

    pt_snprintf(cmd, sizeof(cmd), "vips colourspace '%s' '%s/bw.v' b-w &&"
                " vips avg '%s/bw.v'", path, tdir, tdir);
    p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(fscanf(p, "%lf", &avg), 1);
    pclose(p);

    return avg;
}


START_TEST(test_corpus)
{
    int                w, h;
    char               err[512];
    pt_video_frame     vf;
    const video_case  *c = &videos[_i];

    frame_init(&vf, intdir(cpath(c->file)), c->format, c->duration);

    ck_assert_msg(pt_video_poster(&vf, tpath("poster.png"), err,
                                  sizeof(err)) == PT_VIDEO_OK,
                  "%s: %s", c->file, err);

    png_size(tpath("poster.png"), &w, &h);
    ck_assert_int_eq(w, c->width);
    ck_assert_int_eq(h, c->height);
    ck_assert_int_eq(vf.width, c->width);
    ck_assert_int_eq(vf.height, c->height);

    ck_assert_msg(png_luma(tpath("poster.png")) > PT_VIDEO_DARK,
                  "%s: dark poster", c->file);
    ck_assert_double_ge(vf.luma, PT_VIDEO_DARK);
    ck_assert_double_le(vf.at, c->duration);

    /* no candidate or thumbnail left behind */
    ck_assert_int_ne(access(tpath("poster.png.try"), F_OK), 0);
    ck_assert_int_ne(access(tpath("poster.png.try.pgm"), F_OK), 0);
}
END_TEST


/* 1 s of black, then 1 s of orange: not the black first frame */
START_TEST(test_black_start)
{
    char            err[512];
    pt_video_frame  vf;

    sh("ffmpeg -loglevel error -f lavfi -i color=black:s=320x240:d=1:r=25"
       " -f lavfi -i color=orange:s=320x240:d=1:r=25 -filter_complex"
       " '[0:v][1:v]concat=n=2:v=1[v]' -map '[v]' -c:v libx264"
       " -pix_fmt yuv420p %s", "black.mp4");

    /* the first frame is black indeed */
    sh("ffmpeg -loglevel error -i black.mp4 -frames:v 1 %s", "first.png");
    ck_assert_double_lt(png_luma(tpath("first.png")), 1.0);

    frame_init(&vf, tpath("black.mp4"), "mp4", 2.0);

    ck_assert_msg(pt_video_poster(&vf, tpath("poster.png"), err,
                                  sizeof(err)) == PT_VIDEO_OK, "%s", err);

    ck_assert_double_gt(png_luma(tpath("poster.png")), 100.0);
    /* the thumbnail's mean (the video's own luma) is the poster's, as
     * libvips measures it apart, within what two luma formulas differ
     * by on orange (BT.601 172, CIE 180) */
    ck_assert_double_lt(fabs(vf.luma - png_bw_luma(tpath("poster.png"))),
                        15.0);
    ck_assert_double_ge(vf.at, 1.0);
    /* 10 % and 40 % were black, 70 % was not */
    ck_assert_uint_eq(vf.runs, 3);
}
END_TEST


/* all black: the brightest candidate, within the runs' bound */
START_TEST(test_all_black)
{
    char            err[512];
    pt_video_frame  vf;

    sh("ffmpeg -loglevel error -f lavfi -i color=black:s=64x48:d=1:r=25"
       " -c:v libx264 -pix_fmt yuv420p %s", "night.mp4");

    frame_init(&vf, tpath("night.mp4"), "mp4", 1.0);

    ck_assert_int_eq(pt_video_poster(&vf, tpath("poster.png"), err,
                                     sizeof(err)), PT_VIDEO_OK);
    ck_assert_uint_eq(vf.runs, PT_VIDEO_TRIES);
    ck_assert_int_eq(vf.width, 64);
    ck_assert_int_eq(access(tpath("poster.png"), F_OK), 0);
}
END_TEST


/* a duration past the stream (as a header may say): the first frame */
START_TEST(test_overstated_duration)
{
    char            err[512];
    pt_video_frame  vf;

    frame_init(&vf, intdir(cpath("video/filetype_fixture.mov")), "mov",
               60.0);

    ck_assert_msg(pt_video_poster(&vf, tpath("poster.png"), err,
                                  sizeof(err)) == PT_VIDEO_OK, "%s", err);
    ck_assert_double_eq(vf.at, 0.0);
    ck_assert_uint_eq(vf.runs, PT_VIDEO_TRIES + 1);
    ck_assert_int_eq(vf.width, 268);
}
END_TEST


/* a display matrix of 90°: the poster is as displayed, portrait */
START_TEST(test_rotated)
{
    int             w, h;
    char            err[512];
    pt_video_frame  vf;

    sh("ffmpeg -loglevel error -f lavfi -i testsrc=s=320x240:d=1:r=25"
       " -c:v libx264 -pix_fmt yuv420p %s", "flat.mp4");
    sh("ffmpeg -loglevel error -i flat.mp4 -c copy -metadata:s:v:0"
       " rotate=90 %s", "turned.mp4");

    frame_init(&vf, tpath("turned.mp4"), "mp4", 1.0);

    ck_assert_msg(pt_video_poster(&vf, tpath("poster.png"), err,
                                  sizeof(err)) == PT_VIDEO_OK, "%s", err);

    png_size(tpath("poster.png"), &w, &h);
    ck_assert_int_eq(w, 240);
    ck_assert_int_eq(h, 320);
}
END_TEST


/* a JPEG named and sniffed as MP4: read as MP4, it fails, nothing made */
START_TEST(test_garbage)
{
    char            err[512];
    pt_video_frame  vf;

    frame_init(&vf, intdir(cpath("faces/henner_portrait.jpg")), "mp4", 0);

    ck_assert_int_eq(pt_video_poster(&vf, tpath("poster.png"), err,
                                     sizeof(err)), PT_VIDEO_FAILED);
    ck_assert_uint_eq(vf.runs, 1);
    ck_assert_int_ne(access(tpath("poster.png"), F_OK), 0);
}
END_TEST


/* an input that never ends (a FIFO nobody writes): killed at the limit */
START_TEST(test_timeout)
{
    char            err[512];
    pt_video_frame  vf;

    ck_assert_int_eq(mkfifo(tpath("hang.mp4"), 0600), 0);

    frame_init(&vf, tpath("hang.mp4"), "mp4", 10.0);
    vf.timeout_ms = 1500;

    ck_assert_int_eq(pt_video_poster(&vf, tpath("poster.png"), err,
                                     sizeof(err)), PT_VIDEO_TIMEOUT);
    /* a timeout ends the search */
    ck_assert_uint_eq(vf.runs, 1);
    ck_assert_int_ne(access(tpath("poster.png"), F_OK), 0);
}
END_TEST


/* total_ms bounds the search, not only each run */
START_TEST(test_total_time)
{
    char            err[512];
    pt_video_frame  vf;

    frame_init(&vf, intdir(cpath("video/filetype_fixture-null.webm")),
               "webm", 4.243877);
    vf.total_ms = 1;

    ck_assert_int_eq(pt_video_poster(&vf, tpath("poster.png"), err,
                                     sizeof(err)), PT_VIDEO_TIMEOUT);
    ck_assert_uint_le(vf.runs, 1);
    ck_assert_int_ne(access(tpath("poster.png"), F_OK), 0);
}
END_TEST


/* the thumbnail comes out of the sandbox: exactly a 64x64 8-bit PGM */
static int
gray_file(const char *head, size_t pixels, int value, const char *tail)
{
    char    *px;
    FILE    *f;
    double   luma;

    f = fopen(tpath("t.pgm"), "wb");
    ck_assert_ptr_nonnull(f);
    fputs(head, f);
    px = malloc(pixels + 1);
    memset(px, value, pixels);
    ck_assert_uint_eq(fwrite(px, 1, pixels, f), pixels);
    free(px);
    fputs(tail, f);
    fclose(f);

    luma = -1;
    return pt_video_gray_mean(tpath("t.pgm"), &luma) == PT_OK
           ? (int) (luma + 0.5) : -1;
}


START_TEST(test_gray)
{
    ck_assert_int_eq(gray_file("P5\n64 64\n255\n", 4096, 200, ""), 200);
    ck_assert_int_eq(gray_file("P5\n64 64\n255\n", 4096, 0, ""), 0);
    /* one byte short, one too many */
    ck_assert_int_eq(gray_file("P5\n64 64\n255\n", 4095, 9, ""), -1);
    ck_assert_int_eq(gray_file("P5\n64 64\n255\n", 4096, 9, "x"), -1);
    /* another size, depth, kind */
    ck_assert_int_eq(gray_file("P5\n32 128\n255\n", 4096, 9, ""), -1);
    ck_assert_int_eq(gray_file("P5\n64 64\n65535\n", 8192, 9, ""), -1);
    ck_assert_int_eq(gray_file("P6\n64 64\n255\n", 4096, 9, ""), -1);
    ck_assert_int_eq(gray_file("\x89PNG\r\n\x1a\n", 4096, 9, ""), -1);
    ck_assert_int_eq(gray_file("", 0, 0, ""), -1);
    ck_assert_int_ne(pt_video_gray_mean(tpath("none.pgm"), &(double){0}),
                     PT_OK);
}
END_TEST


START_TEST(test_cmd)
{
    int            i, f, ss, gray, maps;
    pt_ffmpeg_cmd  c;

    pt_video_ffmpeg_cmd(&c, "matroska", "/w/in.webm", 1.25, "/w/o.png",
                        "/w/o.png.pgm");

    f = ss = gray = -1;
    maps = 0;
    for (i = 0; c.argv[i] != NULL; i++) {
        if (strcmp(c.argv[i], "-f") == 0 && f < 0) {
            f = i;
        }
        if (strcmp(c.argv[i], "-ss") == 0) {
            ss = i;
        }
        if (strcmp(c.argv[i], "/w/o.png.pgm") == 0) {
            gray = i;
        }
        if (strcmp(c.argv[i], "-map") == 0) {
            maps++;
            ck_assert_str_eq(c.argv[i + 1], "0:V:0");
        }
    }

    ck_assert_int_ge(f, 0);
    ck_assert_str_eq(c.argv[f + 1], "matroska");
    ck_assert_str_eq(c.argv[ss + 1], "1.250");
    ck_assert_str_eq(c.argv[i - 1], "/w/o.png");
    /* two outputs of the one decoded frame: the thumbnail, the poster */
    ck_assert_int_eq(maps, 2);
    ck_assert_int_gt(gray, ss);
    ck_assert_int_lt((size_t) i, sizeof(c.argv) / sizeof(c.argv[0]));

    ck_assert_str_eq(pt_video_container("mp4"), "mov");
    ck_assert_str_eq(pt_video_container("webm"), "matroska");
    ck_assert_ptr_null(pt_video_container("gif"));
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("video_frame");
    tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_corpus, 0, NVIDEOS);
    tcase_add_test(tc, test_black_start);
    tcase_add_test(tc, test_all_black);
    tcase_add_test(tc, test_overstated_duration);
    tcase_add_test(tc, test_rotated);
    tcase_add_test(tc, test_garbage);
    tcase_add_test(tc, test_timeout);
    tcase_add_test(tc, test_total_time);
    tcase_add_test(tc, test_gray);
    tcase_add_test(tc, test_cmd);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
