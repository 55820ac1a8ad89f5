/*
 * Check suite for shared/eps/split.c: synthetic sheets built in memory (grid
 * and non-grid layouts, noise, thin bars closer than the gap, the gap
 * and brightness thresholds, white designs on transparency, gray and
 * gray+alpha images), then real corpus EPS rendered by ghostscript at
 * 300 DPI and loaded with libvips (initialised inside the forked test).
 */

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vips/vips.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "media/media.h"
#include "eps_test.h"


#define MAXR  64


typedef struct {
    int             w, h, bands;
    unsigned char  *px;
} canvas;


/* rgba is spread over the bands: gray = r, gray+alpha = r, a */
static void
paint(canvas *c, int x, int y, int w, int h, const unsigned char rgba[4])
{
    int             i, j, b;
    unsigned char  *p;

    for (j = y; j < y + h; j++) {
        for (i = x; i < x + w; i++) {
            p = c->px + ((size_t) j * c->w + i) * c->bands;

            for (b = 0; b < c->bands; b++) {
                p[b] = c->bands <= 2 ? (b == 0 ? rgba[0] : rgba[3])
                                     : rgba[b];
            }
        }
    }
}


static canvas
canvas_new(int w, int h, int bands, const unsigned char bg[4])
{
    canvas  c;

    c.w = w;
    c.h = h;
    c.bands = bands;
    c.px = malloc((size_t) w * h * bands);
    ck_assert_ptr_nonnull(c.px);
    paint(&c, 0, 0, w, h, bg);

    return c;
}


static const unsigned char  white[4] = { 255, 255, 255, 255 };
static const unsigned char  black[4] = { 0, 0, 0, 255 };
static const unsigned char  clear[4] = { 0, 0, 0, 0 };


static int
split(canvas *c, int gap, int design, pt_region *r)
{
    return pt_split_regions(c->px, c->w, c->h, c->bands, gap, design, r,
                            MAXR);
}


static void
region_is(const pt_region *r, int x, int y, int w, int h)
{
    ck_assert_msg(r->x == x && r->y == y && r->w == w && r->h == h,
                  "region %d,%d %dx%d, expected %d,%d %dx%d", r->x, r->y,
                  r->w, r->h, x, y, w, h);
}


START_TEST(split_grid_reading_order)
{
    int        i, k, n;
    canvas     c;
    pt_region  r[MAXR];

    /* 2 rows x 3 columns of 150 px squares, 100 px apart */
    c = canvas_new(1000, 800, 3, white);

    for (i = 0; i < 2; i++) {
        for (k = 0; k < 3; k++) {
            paint(&c, 50 + k * 250, 100 + i * 250, 150, 150, black);
        }
    }

    n = split(&c, 50, 100, r);
    ck_assert_int_eq(n, 6);

    for (i = 0; i < 6; i++) {
        region_is(&r[i], 50 + (i % 3) * 250, 100 + (i / 3) * 250, 150, 150);
    }

    /* max truncates, keeping reading order */
    ck_assert_int_eq(pt_split_regions(c.px, c.w, c.h, 3, 50, 100, r, 4), 4);
    region_is(&r[3], 50, 350, 150, 150);

    /* a gap below min_gap joins them: 100 px apart, min_gap 101 */
    ck_assert_int_eq(split(&c, 101, 100, r), 1);
    region_is(&r[0], 50, 100, 650, 400);
    ck_assert_int_eq(split(&c, 100, 100, r), 6);

    free(c.px);
}
END_TEST


START_TEST(split_non_grid)
{
    canvas     c;
    pt_region  r[MAXR];

    /* a wide banner over two cards: rows split first, then the cards */
    c = canvas_new(1000, 700, 3, white);
    paint(&c, 100, 50, 800, 150, black);
    paint(&c, 100, 300, 300, 300, black);
    paint(&c, 600, 350, 300, 200, black);

    ck_assert_int_eq(split(&c, 50, 100, r), 3);
    region_is(&r[0], 100, 50, 800, 150);
    region_is(&r[1], 100, 300, 300, 300);
    region_is(&r[2], 600, 350, 300, 200);
    free(c.px);

    /* a tall design beside two stacked ones: no row gap at the top
     * level, one cell holds two designs and splits inside */
    c = canvas_new(700, 500, 3, white);
    paint(&c, 20, 20, 150, 460, black);
    paint(&c, 300, 20, 300, 150, black);
    paint(&c, 300, 300, 300, 180, black);

    ck_assert_int_eq(split(&c, 50, 100, r), 3);
    region_is(&r[0], 20, 20, 150, 460);
    region_is(&r[1], 300, 20, 300, 150);
    region_is(&r[2], 300, 300, 300, 180);

    /* without recursion the cell would stay whole: the grid alone
     * (docs/decisions/0016-split-recursion-and-transparency.md
     * "Context") */
    ck_assert_int_ne(r[1].h, 460);
    free(c.px);
}
END_TEST


START_TEST(split_noise_and_bars)
{
    int        i;
    canvas     c;
    pt_region  r[MAXR];

    c = canvas_new(900, 600, 3, white);

    /* specks and a thin line are noise; the design with a speck near it
     * is still found, trimmed to itself */
    paint(&c, 10, 10, 8, 8, black);
    paint(&c, 850, 500, 20, 20, black);
    paint(&c, 400, 40, 90, 400, black);         /* 90 wide: noise */
    paint(&c, 100, 200, 120, 120, black);

    ck_assert_int_eq(split(&c, 50, 100, r), 1);
    region_is(&r[0], 100, 200, 120, 120);
    free(c.px);

    /* a barcode: 40 bars 4 px wide, 6 px apart, is one design */
    c = canvas_new(600, 300, 3, white);

    for (i = 0; i < 40; i++) {
        paint(&c, 50 + i * 10, 50, 4, 200, black);
    }

    ck_assert_int_eq(split(&c, 50, 100, r), 1);
    region_is(&r[0], 50, 50, 394, 200);

    /* and falls apart into bars (all noise) only with a tiny gap */
    ck_assert_int_eq(split(&c, 6, 100, r), 0);
    ck_assert_int_eq(split(&c, 6, 4, r), 40);
    ck_assert_int_eq(split(&c, 7, 4, r), 1);
    free(c.px);
}
END_TEST


START_TEST(split_brightness)
{
    canvas               c;
    pt_region            r[MAXR];
    static const unsigned char  g244[4] = { 244, 244, 244, 255 };
    static const unsigned char  g245[4] = { 245, 245, 245, 255 };
    static const unsigned char  yellow[4] = { 255, 255, 0, 255 };

    c = canvas_new(600, 300, 3, white);
    paint(&c, 50, 50, 200, 200, g245);
    ck_assert_int_eq(split(&c, 50, 100, r), 0);

    paint(&c, 50, 50, 200, 200, g244);
    ck_assert_int_eq(split(&c, 50, 100, r), 1);

    /* brightness is luma, not the brightest channel */
    paint(&c, 350, 50, 200, 200, yellow);
    ck_assert_int_eq(split(&c, 50, 100, r), 2);
    free(c.px);

    /* gray images */
    c = canvas_new(600, 300, 1, white);
    paint(&c, 50, 50, 200, 200, g244);
    paint(&c, 350, 50, 200, 200, black);
    ck_assert_int_eq(split(&c, 50, 100, r), 2);
    free(c.px);

    /* blank, and arguments */
    c = canvas_new(100, 100, 3, white);
    ck_assert_int_eq(split(&c, 50, 100, r), 0);
    ck_assert_int_eq(pt_split_regions(c.px, 0, 100, 3, 50, 100, r, MAXR),
                     PT_ERROR);
    ck_assert_int_eq(pt_split_regions(c.px, 100, 100, 5, 50, 100, r, MAXR),
                     PT_ERROR);
    ck_assert_int_eq(pt_split_regions(NULL, 100, 100, 3, 50, 100, r, MAXR),
                     PT_ERROR);
    free(c.px);
}
END_TEST


START_TEST(split_alpha)
{
    int        i;
    canvas     c;
    pt_region  r[MAXR];

    /* white designs on transparency: transparency is the background */
    c = canvas_new(1200, 500, 4, clear);

    for (i = 0; i < 9; i++) {
        paint(&c, 20 + (i % 5) * 230, 20 + (i / 5) * 260, 150, 150, white);
    }

    ck_assert_int_eq(split(&c, 50, 100, r), 9);
    region_is(&r[0], 20, 20, 150, 150);
    region_is(&r[4], 940, 20, 150, 150);
    region_is(&r[5], 20, 280, 150, 150);
    region_is(&r[8], 710, 280, 150, 150);

    /* black designs on transparency too */
    paint(&c, 0, 0, 1200, 500, clear);
    paint(&c, 100, 100, 200, 200, black);
    paint(&c, 600, 100, 200, 200, black);
    ck_assert_int_eq(split(&c, 50, 100, r), 2);

    /* fully opaque RGBA: brightness decides, white is paper again */
    paint(&c, 0, 0, 1200, 500, white);
    paint(&c, 100, 100, 200, 200, black);
    ck_assert_int_eq(split(&c, 50, 100, r), 1);
    region_is(&r[0], 100, 100, 200, 200);
    free(c.px);

    /* gray + alpha */
    c = canvas_new(600, 300, 2, clear);
    paint(&c, 50, 50, 200, 200, white);
    paint(&c, 350, 50, 200, 200, black);
    ck_assert_int_eq(split(&c, 50, 100, r), 2);
    free(c.px);
}
END_TEST


static void
split_setup(void)
{
    eps_setup();
    ck_assert_int_eq(pt_media_init(), PT_OK);
}


/* renders a corpus EPS with gs at 300 DPI and splits it */
static int
split_corpus(const char *file, int gap, int design, pt_region *r)
{
    int             n;
    char            err[600];
    size_t          len;
    VipsImage      *img;
    pt_eps_info     info;
    unsigned char  *px;

    eps_info(cpath(file), &info);
    ck_assert_int_eq(gs_render(cpath(file), &info, "pngalpha", "sheet.png",
                               0, err, sizeof(err)), PT_SANDBOX_OK);

    img = vips_image_new_from_file(tpath("sheet.png"), NULL);
    ck_assert_ptr_nonnull(img);
    ck_assert_int_eq(img->Xsize, info.width);
    ck_assert_int_eq(img->BandFmt, VIPS_FORMAT_UCHAR);

    px = vips_image_write_to_memory(img, &len);
    ck_assert_ptr_nonnull(px);
    ck_assert_uint_eq(len, (size_t) img->Xsize * img->Ysize * img->Bands);

    n = pt_split_regions(px, img->Xsize, img->Ysize, img->Bands, gap,
                         design, r, MAXR);

    g_free(px);
    g_object_unref(img);

    return n;
}


START_TEST(split_corpus_sheets)
{
    int        i;
    pt_region  r[MAXR];

    /* one design each with the defaults (minGapPx 50, minDesignPx 100) */
    ck_assert_int_eq(split_corpus("eps/fop_barcode.eps", 50, 100, r), 1);
    ck_assert_int_eq(split_corpus("eps/golfer.eps", 50, 100, r), 1);
    ck_assert_int_eq(split_corpus("eps/ridt91.eps", 50, 100, r), 1);

    /* the barcode's bars are closer than the gap, not closer than 1 px */
    ck_assert_int_gt(split_corpus("eps/fop_barcode.eps", 1, 1, r), 40);

    /*
     * Nine white icons on transparency, 2 rows.  At 300 DPI they are
     * 38 to 83 px, so minDesignPx 100 discards them all as noise; with
     * minDesignPx 30 each is a region, top row first.
     */
    ck_assert_int_eq(split_corpus("eps/social_media_icons.eps", 50, 100,
                                  r), 0);
    ck_assert_int_eq(split_corpus("eps/social_media_icons.eps", 50, 30, r),
                     9);

    for (i = 0; i < 9; i++) {
        ck_assert_int_lt(r[i].y, i < 4 ? 100 : 265);
        ck_assert_int_ge(r[i].y, i < 4 ? 0 : 150);
        ck_assert(i == 0 || i == 4 || r[i].x > r[i - 1].x);
    }
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("split");

    tc = tcase_create("synthetic");
    tcase_add_test(tc, split_grid_reading_order);
    tcase_add_test(tc, split_non_grid);
    tcase_add_test(tc, split_noise_and_bars);
    tcase_add_test(tc, split_brightness);
    tcase_add_test(tc, split_alpha);
    suite_add_tcase(s, tc);

    tc = tcase_create("corpus");
    tcase_add_checked_fixture(tc, split_setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, split_corpus_sheets);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
