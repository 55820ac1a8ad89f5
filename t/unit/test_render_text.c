/*
 * Check suite for the wt plugin at pt_render's level (render_text.c):
 * the text lands bottom right and nowhere else, is legible on white and
 * on black, markup is drawn as typed, and copyright, photographer, date
 * and datetime write what the image's metadata says: each is compared,
 * pixel for pixel, with the same words given as wt_<text>.
 */

#include <check.h>
#include <string.h>
#include <time.h>

#include "render_test.h"
#include "render/render_int.h"


#define MAHER  "faces/maher_portrait.jpg"        /* 800x533 */
#define EARTH  "images/Rotating_earth_large.gif"  /* 44 frames */


/* where two images differ: the box, x1 y1 excluded; 0 if nowhere */
typedef struct {
    int  x0, y0, x1, y1;
    int  n;                      /* pixels that differ */
} dbox;


static VipsImage *
rendered(const char *file, const char *ext, const char *tokens,
    const pt_render_meta *meta)
{
    rres        r;
    ropt        o;
    VipsImage  *img;

    memset(&o, 0, sizeof(o));
    o.meta = meta;
    ck_assert_msg(render_opt(file, ext, tokens, &o, &r) == PT_OK, "%s: %s",
                  tokens, r.err);
    img = decode(&r);
    rfree(&r);

    return img;
}


static dbox
differ(VipsImage *a, VipsImage *b)
{
    int             x, y, i, bands;
    dbox            d;
    size_t          la, lb;
    unsigned char  *pa, *pb;

    ck_assert_int_eq(a->Xsize, b->Xsize);
    ck_assert_int_eq(a->Ysize, b->Ysize);
    ck_assert_int_eq(a->Bands, b->Bands);
    ck_assert_int_eq(a->BandFmt, VIPS_FORMAT_UCHAR);

    pa = vips_image_write_to_memory(a, &la);
    pb = vips_image_write_to_memory(b, &lb);
    ck_assert(pa != NULL && pb != NULL && la == lb);

    bands = a->Bands;
    memset(&d, 0, sizeof(d));
    d.x0 = a->Xsize;
    d.y0 = a->Ysize;

    for (y = 0; y < a->Ysize; y++) {
        for (x = 0; x < a->Xsize; x++) {
            for (i = 0; i < bands; i++) {
                if (pa[((size_t) y * a->Xsize + x) * bands + i]
                    != pb[((size_t) y * a->Xsize + x) * bands + i])
                {
                    break;
                }
            }

            if (i == bands) {
                continue;
            }

            d.n++;
            d.x0 = VIPS_MIN(d.x0, x);
            d.y0 = VIPS_MIN(d.y0, y);
            d.x1 = VIPS_MAX(d.x1, x + 1);
            d.y1 = VIPS_MAX(d.y1, y + 1);
        }
    }

    g_free(pa);
    g_free(pb);

    return d;
}


/* the box where file with tokens differs from file with base */
static dbox
drawn(const char *file, const char *base, const char *tokens,
    const pt_render_meta *meta)
{
    dbox        d;
    VipsImage  *a, *b;

    a = rendered(file, "png", base, meta);
    b = rendered(file, "png", tokens, meta);
    d = differ(a, b);
    g_object_unref(a);
    g_object_unref(b);

    return d;
}


/* file with tokens a and with tokens b: the same pixels */
static int
same(const char *file, const char *a, const pt_render_meta *ma,
    const char *b, const pt_render_meta *mb)
{
    dbox        d;
    VipsImage  *ia, *ib;

    ia = rendered(file, "png", a, ma);
    ib = rendered(file, "png", b, mb);
    d = differ(ia, ib);
    g_object_unref(ia);
    g_object_unref(ib);

    return d.n == 0;
}


/*
 * On a photo (800x533 to 400x267): the pixels that change are in the
 * bottom-right corner, inside the 2 % margin (5 px), and nowhere else.
 */
START_TEST(bottom_right)
{
    int   h;
    dbox  d;

    d = drawn(cpath(MAHER), "w_400", "w_400,wt_Hello+World", NULL);

    ck_assert_int_gt(d.n, 200);
    ck_assert_msg(d.x1 <= 400 - 5 && d.y1 <= 267 - 5, "box %d,%d-%d,%d",
                  d.x0, d.y0, d.x1, d.y1);
    ck_assert_msg(d.x0 > 200 && d.y0 > 267 * 3 / 4, "box %d,%d-%d,%d",
                  d.x0, d.y0, d.x1, d.y1);

    /* 4 % of 267 is 10 px: the glyphs and their outline, 8 to 16 high */
    ck_assert_msg(d.y1 - d.y0 >= 8 && d.y1 - d.y0 <= 16, "height %d",
                  d.y1 - d.y0);
    /* a longer text is wider, to the left: it ends at the same place */
    ck_assert_int_eq(drawn(cpath(MAHER), "w_400", "w_400,wt_Hello+World+"
                           "and+more", NULL).x1, d.x1);
    ck_assert(drawn(cpath(MAHER), "w_400", "w_400,wt_Hello+World+and+more",
                    NULL).x0 < d.x0 - 40);

    /* relative to the output: twice the output, about twice the text */
    h = d.y1 - d.y0;
    d = drawn(cpath(MAHER), "w_800", "w_800,wt_Hello+World", NULL);
    ck_assert_msg((d.y1 - d.y0) * 10 >= h * 16, "height %d, at w_400 %d",
                  d.y1 - d.y0, h);
}
END_TEST


/* light glyphs and a dark outline: both in the text's box */
static void
check_legible(double bg)
{
    char        base[512];
    dbox        d;
    double      lo, hi;
    VipsImage  *img, *box;

    pt_snprintf(base, sizeof(base), "%s",
                synth(bg > 128 ? "white.png" : "black.png", 400, 300, 3,
                      bg, NULL, 0));

    d = drawn(base, "w_400", "w_400,wt_Legible", NULL);
    ck_assert_int_gt(d.n, 100);

    img = rendered(base, "png", "w_400,wt_Legible", NULL);
    ck_assert_int_eq(vips_extract_area(img, &box, d.x0, d.y0, d.x1 - d.x0,
                                       d.y1 - d.y0, NULL), 0);
    ck_assert_int_eq(vips_min(box, &lo, NULL), 0);
    ck_assert_int_eq(vips_max(box, &hi, NULL), 0);
    ck_assert_msg(lo < 64 && hi > 192, "on %g: %g..%g", bg, lo, hi);

    g_object_unref(box);
    g_object_unref(img);
}


START_TEST(legible)
{
    check_legible(255.0);
    check_legible(0.0);
}
END_TEST


/* how wide the text of tokens is drawn on maher at w_400 */
static int
text_width(const char *tokens)
{
    dbox  d;

    d = drawn(cpath(MAHER), "w_400", tokens, NULL);
    ck_assert_int_gt(d.n, 0);

    return d.x1 - d.x0;
}


/*
 * Markup is drawn as typed: "<b>x" (which is not even well-formed
 * markup) as four characters, "&lt;" as four and not as "<".  ('/' is
 * not allowed in a URL's text, so no closing tag can be sent.)
 */
START_TEST(markup_literal)
{
    int    wx, wb, wlt, wl;
    char  *line;

    wx = text_width("w_400,wt_x");
    wb = text_width("w_400,wt_<b>x");
    wl = text_width("w_400,wt_<");
    wlt = text_width("w_400,wt_&lt;");

    /* drawn as markup, each would be one glyph as wide as x or < */
    ck_assert_msg(wb > wx * 2, "<b>x %d px, x %d px", wb, wx);
    ck_assert_msg(wlt > wl * 2, "&lt; %d px, < %d px", wlt, wl);

    /* the line is the text itself; escaping is the drawing's */
    line = pt_render_text_line("<b>x</b>&amp;'\"", NULL);
    ck_assert_str_eq(line, "<b>x</b>&amp;'\"");
    g_free(line);
}
END_TEST


/* the lines the values write, before drawing */
START_TEST(lines)
{
    int             i;
    char           *line, v[128];
    pt_render_meta  m;

    memset(&m, 0, sizeof(m));
    m.now = 1938942000;                /* 2031-06-10 UTC */

    line = pt_render_text_line("copyright", &m);
    ck_assert_str_eq(line, "\xc2\xa9 2031");
    g_free(line);

    m.copyright_holder = "Ada Lovelace";
    line = pt_render_text_line("copyright", &m);
    ck_assert_str_eq(line, "\xc2\xa9 2031 Ada Lovelace");
    g_free(line);

    ck_assert_ptr_null(pt_render_text_line("photographer", &m));
    m.author = "Jane\nDoe\t";
    line = pt_render_text_line("photographer", &m);
    ck_assert_str_eq(line, "Jane Doe");
    g_free(line);

    ck_assert_ptr_null(pt_render_text_line("date", &m));
    m.date_published = "2024-03-05 10:11:12.000";
    line = pt_render_text_line("datetime", &m);
    ck_assert_str_eq(line, "2024-03-05 10:11");
    g_free(line);

    m.date_created = "2019-08-25 15:07:02.000";
    line = pt_render_text_line("date", &m);
    ck_assert_str_eq(line, "2019-08-25");
    g_free(line);

    line = pt_render_text_line("Made+with+care", NULL);
    ck_assert_str_eq(line, "Made with care");
    g_free(line);

    /* invalid UTF-8 is replaced, not passed to Pango */
    line = pt_render_text_line("a\xff" "b", NULL);
    ck_assert_str_eq(line, "a\xef\xbf\xbd" "b");
    g_free(line);

    /* 127 characters: 99 and an ellipsis */
    for (i = 0; i < 127; i++) {
        v[i] = 'a' + i % 26;
    }

    v[127] = '\0';
    line = pt_render_text_line(v, NULL);
    ck_assert_int_eq(g_utf8_strlen(line, -1), 100);
    ck_assert_int_eq(strncmp(line, v, 99), 0);
    ck_assert_str_eq(line + 99, "\xe2\x80\xa6");
    g_free(line);
}
END_TEST


/* copyright: "© YEAR HOLDER", the current year when not told otherwise */
START_TEST(copyright)
{
    char            tokens[64];
    time_t          now;
    struct tm       tm;
    pt_render_meta  m;

    memset(&m, 0, sizeof(m));
    m.copyright_holder = "Ada Lovelace";

    now = time(NULL);
    gmtime_r(&now, &tm);
    pt_snprintf(tokens, sizeof(tokens), "w_400,wt_\xc2\xa9+%d+Ada+Lovelace",
                tm.tm_year + 1900);
    ck_assert(same(cpath(MAHER), "w_400,wt_copyright", &m, tokens, NULL));

    /* a year that is not now's: the year is really the current one */
    pt_snprintf(tokens, sizeof(tokens), "w_400,wt_\xc2\xa9+%d+Ada+Lovelace",
                tm.tm_year + 1899);
    ck_assert(!same(cpath(MAHER), "w_400,wt_copyright", &m, tokens, NULL));

    m.copyright_holder = NULL;
    m.now = 1938942000;
    ck_assert(same(cpath(MAHER), "w_400,wt_copyright", &m,
                   "w_400,wt_\xc2\xa9+2031", NULL));
}
END_TEST


/* photographer, date, datetime: the image's fields */
START_TEST(metadata)
{
    pt_render_meta  m;

    memset(&m, 0, sizeof(m));

    /* no author: nothing is drawn */
    ck_assert(same(cpath(MAHER), "w_400,wt_photographer", &m, "w_400",
                   NULL));

    m.author = "Jane Doe";
    ck_assert(same(cpath(MAHER), "w_400,wt_photographer", &m,
                   "w_400,wt_Jane+Doe", NULL));
    ck_assert(!same(cpath(MAHER), "w_400,wt_photographer", &m,
                    "w_400,wt_Jane+Dot", NULL));

    m.date_published = "2024-03-05 10:11:12.000";
    ck_assert(same(cpath(MAHER), "w_400,wt_date", &m,
                   "w_400,wt_2024-03-05", NULL));
    m.date_created = "2019-08-25 15:07:02.000";
    ck_assert(same(cpath(MAHER), "w_400,wt_date", &m,
                   "w_400,wt_2019-08-25", NULL));
    ck_assert(same(cpath(MAHER), "w_400,wt_datetime", &m,
                   "w_400,wt_2019-08-25+15:07", NULL));
}
END_TEST


/* mean absolute difference of a and b in a rectangle */
static double
region_diff(VipsImage *a, VipsImage *b, int x, int y, int w, int h)
{
    double      d;
    VipsImage  *ra, *rb;

    ck_assert_int_eq(vips_extract_area(a, &ra, x, y, w, h, NULL), 0);
    ck_assert_int_eq(vips_extract_area(b, &rb, x, y, w, h, NULL), 0);
    d = absdiff(ra, rb);
    g_object_unref(ra);
    g_object_unref(rb);

    return d;
}


/* every frame of an animation, a grey picture, a tiny output */
START_TEST(frames_and_edges)
{
    int         i;
    dbox        d;
    rres        r;
    VipsImage  *a, *b, *fa, *fb;

    a = rendered(cpath(EARTH), "gif", "w_200", NULL);
    b = rendered(cpath(EARTH), "gif", "w_200,wt_Earth", NULL);
    ck_assert_int_eq(a->Ysize, 200 * 44);

    for (i = 0; i < 44; i += 43) {
        ck_assert_int_eq(vips_extract_area(a, &fa, 0, i * 200, 200, 200,
                                           NULL), 0);
        ck_assert_int_eq(vips_extract_area(b, &fb, 0, i * 200, 200, 200,
                                           NULL), 0);
        /* GIF's palette moves every pixel a little; the text a lot */
        ck_assert_msg(region_diff(fa, fb, 150, 180, 45, 14) > 20.0
                      && region_diff(fa, fb, 0, 0, 200, 170) < 4.0,
                      "frame %d: %g %g", i,
                      region_diff(fa, fb, 150, 180, 45, 14),
                      region_diff(fa, fb, 0, 0, 200, 170));
        g_object_unref(fa);
        g_object_unref(fb);
    }

    g_object_unref(a);
    g_object_unref(b);

    /* a grey JPEG gets its text too */
    d = drawn(cpath("images/concert_gray.jpg"), "w_300",
              "w_300,wt_Concert", NULL);
    ck_assert_int_gt(d.n, 50);

    /* a text wider than a tiny output is cut, not refused */
    ck_assert_int_eq(render(cpath(MAHER), "png", "w_24,wt_A+long+line+"
                            "that+cannot+fit", &r), PT_OK);
    ck_assert_int_eq(r.out.width, 24);
    rfree(&r);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_text");

    tc = tcase_create("text");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, bottom_right);
    tcase_add_test(tc, legible);
    tcase_add_test(tc, markup_literal);
    tcase_add_test(tc, lines);
    tcase_add_test(tc, copyright);
    tcase_add_test(tc, metadata);
    tcase_add_test(tc, frames_and_edges);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
