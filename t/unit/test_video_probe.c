/*
 * Check suite for the checks on ffprobe's report (shared/media/
 * video_probe.c, pt_video_parse): the displayed size under each rotation
 * spelling (display matrix -90/90/270/180, the older "rotate" tag), cover
 * art that is not the video stream, sound, the duration from the format
 * or else the stream, and every refusal (no video stream, no frame, no
 * duration, absurd sides, the configured limits, not JSON).  The reports
 * are shaped like ffprobe 5.1's -print_format json output.  And the
 * structure checks of video_layout.c on small made-up files: boxes and
 * EBML elements that tile the file, and each way they do not.
 */

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/video_probe.h"


#define VIDEO(extra)                                                        \
    "{\"codec_type\":\"video\",\"width\":1920,\"height\":1080,"              \
    "\"nb_read_packets\":\"17\"" extra "}"

#define AUDIO  "{\"codec_type\":\"audio\",\"nb_read_packets\":\"5\"}"

#define REPORT(streams, format)                                             \
    "{\"streams\":[" streams "],\"format\":{" format "}}"


/* what the checks made of a report or a file: PASSED, or the cause */
#define PASSED  PT_E_LAST

static pt_cause
parse(const char *json, const pt_limits *limits, pt_video_info *info,
    char *err)
{
    pt_error  e;

    if (pt_video_parse(json, strlen(json), limits, info, &e) == PT_OK) {
        err[0] = '\0';
        return PASSED;
    }

    pt_snprintf(err, 256, "%s", e.detail);
    return e.cause;
}


START_TEST(size_and_sound)
{
    char           err[256];
    pt_video_info  v;

    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"4.243877\""),
                           NULL, &v, err), PASSED);
    ck_assert_int_eq(v.width, 1920);
    ck_assert_int_eq(v.height, 1080);
    ck_assert_int_eq(v.has_audio, 0);
    ck_assert(v.duration > 4.2438 && v.duration < 4.2439);

    /* the audio stream first, and cover art before the real video */
    ck_assert_int_eq(parse(REPORT(AUDIO ",{\"codec_type\":\"video\","
                                  "\"width\":600,\"height\":600,"
                                  "\"disposition\":{\"attached_pic\":1}},"
                                  VIDEO(""), "\"duration\":\"1.5\""),
                           NULL, &v, err), PASSED);
    ck_assert_int_eq(v.width, 1920);
    ck_assert_int_eq(v.has_audio, 1);
}
END_TEST


START_TEST(rotation)
{
    char           err[256];
    pt_video_info  v;
    size_t         i;

    static const struct {
        const char  *json;
        int          w, h;
    } cases[] = {
        { REPORT(VIDEO(",\"side_data_list\":[{\"side_data_type\":"
                       "\"Display Matrix\",\"rotation\":-90}]"),
                 "\"duration\":\"1\""), 1080, 1920 },
        { REPORT(VIDEO(",\"side_data_list\":[{\"rotation\":90}]"),
                 "\"duration\":\"1\""), 1080, 1920 },
        { REPORT(VIDEO(",\"side_data_list\":[{\"rotation\":270}]"),
                 "\"duration\":\"1\""), 1080, 1920 },
        { REPORT(VIDEO(",\"side_data_list\":[{\"rotation\":180}]"),
                 "\"duration\":\"1\""), 1920, 1080 },
        { REPORT(VIDEO(",\"tags\":{\"rotate\":\"90\"}"),
                 "\"duration\":\"1\""), 1080, 1920 },
        { REPORT(VIDEO(",\"tags\":{\"rotate\":\"nonsense\"}"),
                 "\"duration\":\"1\""), 1920, 1080 },
        /* strings strtod reads as NaN or infinity are no angle (found by
         * fuzz_video_json: NaN went to an int) */
        { REPORT(VIDEO(",\"side_data_list\":[{\"rotation\":\"nan\"}]"),
                 "\"duration\":\"1\""), 1920, 1080 },
        { REPORT(VIDEO(",\"tags\":{\"rotate\":\"-inf\"}"),
                 "\"duration\":\"1\""), 1920, 1080 },
    };

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        ck_assert_int_eq(parse(cases[i].json, NULL, &v, err), PASSED);
        ck_assert_msg(v.width == cases[i].w && v.height == cases[i].h,
                      "case %zu: %dx%d", i, v.width, v.height);
    }
}
END_TEST


START_TEST(duration_sources)
{
    char           err[256];
    pt_video_info  v;

    /* format.duration absent: the stream's */
    ck_assert_int_eq(parse(REPORT(VIDEO(",\"duration\":\"0.099000\""), ""),
                           NULL, &v, err), PASSED);
    ck_assert(v.duration > 0.0989 && v.duration < 0.0991);

    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"N/A\""), NULL,
                           &v, err), PT_E_UNREADABLE);
    ck_assert_ptr_nonnull(strstr(err, "duration"));

    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"0.000000\""),
                           NULL, &v, err), PT_E_UNREADABLE);
    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"-3\""), NULL,
                           &v, err), PT_E_UNREADABLE);
    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"inf\""), NULL,
                           &v, err), PT_E_UNREADABLE);
}
END_TEST


START_TEST(refusals)
{
    char           err[256];
    pt_video_info  v;

    ck_assert_int_eq(parse(REPORT(AUDIO, "\"duration\":\"1\""), NULL, &v,
                           err), PT_E_UNREADABLE);
    ck_assert_ptr_nonnull(strstr(err, "no video stream"));

    ck_assert_int_eq(parse(REPORT("{\"codec_type\":\"video\",\"width\":2,"
                                  "\"height\":2,\"nb_read_packets\":\"0\"}",
                                  "\"duration\":\"1\""), NULL, &v, err),
                     PT_E_UNREADABLE);
    ck_assert_ptr_nonnull(strstr(err, "no frame"));

    ck_assert_int_eq(parse(REPORT("{\"codec_type\":\"video\",\"width\":0,"
                                  "\"height\":1080}", "\"duration\":\"1\""),
                           NULL, &v, err), PT_E_UNREADABLE);
    ck_assert_int_eq(parse(REPORT("{\"codec_type\":\"video\","
                                  "\"width\":100000,\"height\":16}",
                                  "\"duration\":\"1\""), NULL, &v, err),
                     PT_E_UNREADABLE);
    ck_assert_ptr_nonnull(strstr(err, "100000x16"));

    ck_assert_int_eq(parse("not json", NULL, &v, err), PT_E_UNREADABLE);
    ck_assert_int_eq(parse("[]", NULL, &v, err), PT_E_UNREADABLE);
    ck_assert_int_eq(parse("{\"streams\":{}}", NULL, &v, err),
                     PT_E_UNREADABLE);
}
END_TEST


START_TEST(limits)
{
    char           err[256];
    pt_limits      lim;
    pt_video_info  v;

    memset(&lim, 0, sizeof(lim));
    lim.video_max_pixels = 1920 * 1080;
    lim.video_max_duration = 5;

    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"5\""), &lim,
                           &v, err), PASSED);

    lim.video_max_pixels = 1920 * 1080 - 1;
    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"5\""), &lim,
                           &v, err), PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(err, "at most 2073599"));

    lim.video_max_pixels = 0;
    ck_assert_int_eq(parse(REPORT(VIDEO(""), "\"duration\":\"5.001\""),
                           &lim, &v, err), PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(err, "at most 5 s"));
}
END_TEST


/* the bytes into a temp file; its layout check's result */
static pt_cause
layout(int webm, const char *bytes, size_t len)
{
    int          fd, rc;
    char         path[] = "/tmp/pt-video-layout-XXXXXX";
    pt_error     e;

    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, bytes, len), (ssize_t) len);
    close(fd);

    rc = webm ? pt_video_elements(path, &e) : pt_video_boxes(path, &e);
    unlink(path);

    return rc == PT_OK ? PASSED : e.cause;
}

#define LAYOUT(webm, lit)  layout(webm, lit, sizeof(lit) - 1)


START_TEST(boxes)
{
    /* ftyp (16) + free (8) */
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x10" "ftypisom\0\0\0\0"
                               "\0\0\0\x08" "free"), PASSED);
    /* the last box of size 0 runs to the end */
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x10" "ftypisom\0\0\0\0"
                               "\0\0\0\0" "mdatxyz"), PASSED);
    /* a 64-bit size */
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x10" "ftypisom\0\0\0\0"
                               "\0\0\0\x01" "mdat\0\0\0\0\0\0\0\x12"
                               "ab"), PASSED);
    /* a box larger than the file; bytes after the last box; a box
     * under 8 bytes */
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x10" "ftypisom\0\0\0\0"
                               "\x7f\0\0\0" "moov"), PT_E_UNREADABLE);
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x10" "ftypisom\0\0\0\0"
                               "<html>"), PT_E_UNREADABLE);
    ck_assert_int_eq(LAYOUT(0, "\0\0\0\x04" "ftypisom\0\0\0\0"),
                     PT_E_UNREADABLE);
}
END_TEST


START_TEST(elements)
{
    /* EBML header (DocType webm), a Segment of unknown size */
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x18\x53\x80\x67\x01\xFF\xFF\xFF\xFF"
                               "\xFF\xFF\xFF" "anything"), PASSED);
    /* a Segment of 3 bytes, then a Void of 1 */
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x18\x53\x80\x67\x83xyz\xEC\x81\0"),
                     PASSED);
    /* a ZIP after it; a Segment larger than the file; a Segment header
     * at the very end; an unknown top-level element */
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x18\x53\x80\x67\x83xyzPK\x03\x04"),
                     PT_E_UNREADABLE);
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x18\x53\x80\x67\x88xyz"),
                     PT_E_UNREADABLE);
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x18\x53\x80\x67\x88"),
                     PT_E_UNREADABLE);
    ck_assert_int_eq(LAYOUT(1, "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm"
                               "\x1F\x43\xB6\x75\x81x"),
                     PT_E_UNREADABLE);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("video_probe");

    tc = tcase_create("parse");
    tcase_add_test(tc, size_and_sound);
    tcase_add_test(tc, rotation);
    tcase_add_test(tc, duration_sources);
    tcase_add_test(tc, refusals);
    tcase_add_test(tc, limits);
    suite_add_tcase(s, tc);

    tc = tcase_create("layout");
    tcase_add_test(tc, boxes);
    tcase_add_test(tc, elements);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
