/*
 * Check suite for the smart_crop plugin at pt_render's level
 * (render_smartcrop.c, render_face.c), on real pictures.
 *
 * Where the crop window is, seen from outside: the picture is rendered
 * again resized to the size cover resizes it to before cutting (fit_fill
 * to that size: the same vips_resize, the same shrink-on-load), and the
 * output, a PNG, is looked for in it at every offset along the axis the
 * window slides on.  It must be found exactly (difference 0): the window
 * is that offset, and no debug header is needed.
 *
 * The face boxes were measured once by hand: each portrait viewed at full
 * size (800x533) with a red grid every 20 px drawn over it (vips
 * draw_line), reading the hairline, the chin and the cheeks' outer edges
 * (ears and hair left out) and the pupils, to about 10 px.  The corpus
 * has no group photo: one is made of the two portraits and the no-face
 * picture side by side, and a real photo of two people in a park gives
 * a small face.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"


#define HENNER   "faces/henner_portrait.jpg"      /* 800x533 */
#define MAHER    "faces/maher_portrait.jpg"       /* 800x533 */
#define NO_FACE  "faces/no_face.jpg"              /* 640x480 */


typedef struct {
    int  x0, y0, x1, y1;         /* source pixels, x1 y1 excluded */
} box;

typedef struct {
    const char  *file;
    box          face;           /* hairline to chin, cheek to cheek */
    box          eyes;           /* the two pupils */
} portrait;

static const portrait  portraits[] = {
    /* face left of centre, glasses; pupils at (245,185) and (370,170) */
    { HENNER, { 120, 60, 440, 430 }, { 245, 170, 371, 186 } },
    /* face near the centre; pupils at (330,238) and (425,245) */
    { MAHER,  { 295, 130, 505, 400 }, { 330, 238, 426, 246 } }
};


/* the window found: where and how large, in the cover-resized picture */
typedef struct {
    int     x, y, w, h;          /* the output's place in the reference */
    int     rw, rh;              /* the reference: source resized */
    double  diff;
} window;


/* the output of render r, as w x h x 3 bytes (g_free) */
static unsigned char *
rgb_of(VipsImage *img, size_t *len)
{
    VipsImage      *rgb;
    unsigned char  *buf;

    ck_assert_int_eq(img->Bands >= 3, 1);
    ck_assert_int_eq(vips_extract_band(img, &rgb, 0, "n", 3, NULL), 0);
    buf = vips_image_write_to_memory(rgb, len);
    ck_assert_ptr_nonnull(buf);
    g_object_unref(rgb);

    return buf;
}


/*
 * file rendered with tokens (which give w and h) is a w x h cut of file
 * resized to cover w x h: where.
 */
static void
find_window(const char *file, const char *tokens, window *win)
{
    int             ox, oy, x, y, best, sw, sh, W, H;
    char            ref[64];
    long            d, bestd;
    size_t          n, m;
    rres            r;
    VipsImage      *src, *out, *full;
    unsigned char  *o, *f;

    render_ok(file, "png", tokens, &r);
    out = decode(&r);
    rfree(&r);

    src = vips_image_new_from_file(file, NULL);
    ck_assert_ptr_nonnull(src);
    sw = src->Xsize;
    sh = src->Ysize;
    g_object_unref(src);

    /* cover's size, as render_geometry.c rounds it */
    W = out->Xsize;
    H = out->Ysize;

    if ((long long) W * sh <= (long long) H * sw) {
        win->rh = H;
        win->rw = (int) (((long long) sw * H * 2 + sh) / (sh * 2));

    } else {
        win->rw = W;
        win->rh = (int) (((long long) sh * W * 2 + sw) / (sw * 2));
    }

    pt_snprintf(ref, sizeof(ref), "w_%d,h_%d,fit_fill", win->rw, win->rh);
    render_ok(file, "png", ref, &r);
    full = decode(&r);
    rfree(&r);

    o = rgb_of(out, &n);
    f = rgb_of(full, &m);
    bestd = -1;
    best = 0;

    for (ox = 0; ox <= win->rw - W; ox++) {
        for (oy = 0; oy <= win->rh - H; oy++) {
            d = 0;

            for (y = 0; y < H && (bestd < 0 || d < bestd); y++) {
                for (x = 0; x < W * 3; x++) {
                    d += labs((long) o[(size_t) y * W * 3 + x]
                              - f[((size_t) (y + oy) * win->rw + ox) * 3
                                  + x]);
                }
            }

            if (bestd < 0 || d < bestd) {
                bestd = d;
                best = oy * 65536 + ox;
            }
        }
    }

    win->x = best % 65536;
    win->y = best / 65536;
    win->w = W;
    win->h = H;
    win->diff = (double) bestd / ((double) W * H * 3);

    ck_assert_msg(win->diff == 0.0, "%s %s: the output is not a cut of the"
                  " resized picture (best %d,%d differs by %g)", file,
                  tokens, win->x, win->y, win->diff);

    g_free(o);
    g_free(f);
    g_object_unref(out);
    g_object_unref(full);
}


/* b (source pixels of a sw-wide source) scaled into the reference */
static box
scaled(box b, const window *w, int sw)
{
    double  s;
    box     r;

    s = (double) w->rw / sw;
    r.x0 = (int) (b.x0 * s);
    r.y0 = (int) (b.y0 * s);
    r.x1 = (int) (b.x1 * s + 0.999);
    r.y1 = (int) (b.y1 * s + 0.999);

    return r;
}


static int
inside(box b, const window *w)
{
    return b.x0 >= w->x && b.y0 >= w->y && b.x1 <= w->x + w->w
           && b.y1 <= w->y + w->h;
}


/*
 * The known face lies inside the window whenever the window can hold
 * it; when it cannot, the window lies on the face along the axis it
 * slides on, and holds both eyes when it is half as wide again as they
 * are apart.
 */
START_TEST(face_in_frame)
{
    int                i, j, fits;
    box                f, e;
    window             w;
    const portrait    *p;
    static const char *sizes[] = {
        "w_300,h_300", "w_300,h_400", "w_400,h_250", "w_200,h_400",
        "w_400,h_220", "w_400,h_100", "w_100,h_400", "w_150,h_100",
        NULL
    };
    char               tokens[96];

    for (i = 0; i < 2; i++) {
        p = &portraits[i];

        for (j = 0; sizes[j] != NULL; j++) {
            pt_snprintf(tokens, sizeof(tokens), "%s,smart_crop_face",
                        sizes[j]);
            find_window(cpath(p->file), tokens, &w);
            f = scaled(p->face, &w, 800);
            e = scaled(p->eyes, &w, 800);
            fits = f.x1 - f.x0 <= w.w && f.y1 - f.y0 <= w.h;

            if (fits) {
                ck_assert_msg(inside(f, &w), "%s %s: face %d,%d-%d,%d not"
                              " in the window %d,%d %dx%d", p->file,
                              tokens, f.x0, f.y0, f.x1, f.y1, w.x, w.y,
                              w.w, w.h);
                continue;
            }

            if (w.w < w.rw) {
                ck_assert_msg(w.x >= f.x0 && w.x + w.w <= f.x1, "%s %s: "
                              "window %d+%d off the face %d-%d", p->file,
                              tokens, w.x, w.w, f.x0, f.x1);

            } else {
                ck_assert_msg(w.y >= f.y0 && w.y + w.h <= f.y1, "%s %s: "
                              "window %d+%d off the face %d-%d", p->file,
                              tokens, w.y, w.h, f.y0, f.y1);
            }

            /* skin finds a face, not its eyes: they must be in when the
             * window has room to spare around them */
            if ((e.x1 - e.x0) * 3 <= w.w * 2 && (e.y1 - e.y0) * 3 <= w.h * 2)
            {
                ck_assert_msg(inside(e, &w), "%s %s: eyes %d,%d-%d,%d not"
                              " in the window %d,%d %dx%d", p->file,
                              tokens, e.x0, e.y0, e.x1, e.y1, w.x, w.y,
                              w.w, w.h);
            }
        }
    }
}
END_TEST


/* henner's face is left of centre: the face crop is not the centre's */
START_TEST(face_not_centre)
{
    window  face, centre;

    find_window(cpath(HENNER), "w_300,h_400,smart_crop_face", &face);
    find_window(cpath(HENNER), "w_300,h_400,smart_crop_center", &centre);

    ck_assert_int_eq(centre.x, (centre.rw - centre.w) / 2);
    ck_assert_msg(face.x < centre.x - 20, "face crop at %d, centre at %d",
                  face.x, centre.x);

    /* and the centre crop indeed cuts the face that the face crop keeps */
    ck_assert(!inside(scaled(portraits[0].face, &centre, 800), &centre));
    ck_assert(inside(scaled(portraits[0].face, &face, 800), &face));
}
END_TEST


/* output of file with tokens a and with tokens b: the same pixels */
static double
render_diff(const char *file, const char *a, const char *b)
{
    double      d;
    rres        r;
    VipsImage  *ia, *ib;

    render_ok(file, "png", a, &r);
    ia = decode(&r);
    rfree(&r);
    render_ok(file, "png", b, &r);
    ib = decode(&r);
    rfree(&r);

    ck_assert_int_eq(ia->Xsize, ib->Xsize);
    ck_assert_int_eq(ia->Ysize, ib->Ysize);
    d = absdiff(ia, ib);

    g_object_unref(ia);
    g_object_unref(ib);

    return d;
}


/*
 * No face (a drawn wizard: its flat skin fill is no face): the window is
 * libvips' attention's, exactly g_attention with fit_cover.
 */
START_TEST(no_face_attention)
{
    static const char  *sizes[] = { "w_200,h_400", "w_400,h_100",
                                    "w_300,h_300", NULL };
    int                 i;
    char                a[96], b[96];
    window              w;

    for (i = 0; sizes[i] != NULL; i++) {
        pt_snprintf(a, sizeof(a), "%s,smart_crop_face", sizes[i]);
        pt_snprintf(b, sizeof(b), "%s,fit_cover,g_attention", sizes[i]);
        ck_assert_msg(render_diff(cpath(NO_FACE), a, b) == 0.0, "%s", a);
    }

    /* and attention is not the centre here: the fallback is visible */
    find_window(cpath(NO_FACE), "w_200,h_400,smart_crop_face", &w);
    ck_assert_int_ne(w.x, (w.rw - w.w) / 2);
}
END_TEST


/*
 * A group: the two portraits side by side with the wizard at the right
 * (2311x533).  A window that can hold both faces holds both, though the
 * centre crop would cut henner's; one that cannot holds a whole face.
 */
START_TEST(group)
{
    int         i, whole;
    box         f[2], m;
    char        path[512];
    window      w, centre;
    VipsImage  *in[3], *nf, *row;

    in[0] = vips_image_new_from_file(cpath(HENNER), NULL);
    in[1] = vips_image_new_from_file(cpath(MAHER), NULL);
    nf = vips_image_new_from_file(cpath(NO_FACE), NULL);
    ck_assert(in[0] != NULL && in[1] != NULL && nf != NULL);
    ck_assert_int_eq(vips_resize(nf, &in[2], 533.0 / 480, NULL), 0);
    ck_assert_int_eq(vips_arrayjoin(in, &row, 3, "across", 3, NULL), 0);
    pt_snprintf(path, sizeof(path), "%s", tpath("group.png"));
    ck_assert_int_eq(vips_pngsave(row, path, NULL), 0);
    ck_assert_int_eq(row->Ysize, 533);

    for (i = 0; i < 3; i++) {
        g_object_unref(in[i]);
    }

    g_object_unref(nf);
    g_object_unref(row);

    /* 2311 wide at 0.375 is 867; a window of 520 is 1387 source px */
    /* maher's face, 800 px to the right in the group */
    m = portraits[1].face;
    m.x0 += 800;
    m.x1 += 800;

    find_window(path, "w_520,h_200,smart_crop_face", &w);
    find_window(path, "w_520,h_200,smart_crop_center", &centre);
    f[0] = scaled(portraits[0].face, &w, 2311);
    f[1] = scaled(m, &w, 2311);

    ck_assert_msg(inside(f[0], &w) && inside(f[1], &w), "window %d+%d",
                  w.x, w.w);
    ck_assert(!inside(f[0], &centre));

    /* 800 source px: one face whole, whichever */
    find_window(path, "w_300,h_200,smart_crop_face", &w);
    f[0] = scaled(portraits[0].face, &w, 2311);
    f[1] = scaled(m, &w, 2311);
    whole = inside(f[0], &w) + inside(f[1], &w);
    ck_assert_msg(whole >= 1, "window %d+%d holds no whole face", w.x, w.w);
}
END_TEST


/*
 * A real photo of two people, small in a park (500x333, CMYK): the man
 * bending over the pram, whose face (about 25 px, in profile, measured
 * as the portraits' at 8x) a narrow crop keeps and the centre crop cuts.
 * The baby in the pram, in a pink hood, is too small for the search.
 */
START_TEST(small_face)
{
    box     man = { 293, 75, 318, 108 };
    window  w, centre;

    find_window(cpath("exif/Channel_digital_image_CMYK_color.jpg"),
                "w_60,h_200,smart_crop_face", &w);
    ck_assert_msg(inside(scaled(man, &w, 500), &w), "window %d+%d", w.x,
                  w.w);

    find_window(cpath("exif/Channel_digital_image_CMYK_color.jpg"),
                "w_60,h_200,smart_crop_center", &centre);
    ck_assert(!inside(scaled(man, &centre, 500), &centre));
}
END_TEST


/*
 * Entropy: a flat grey picture with one patch of noise at its right: the
 * window lands on the patch (the centre crop misses it), as g_entropy.
 */
START_TEST(entropy)
{
    char        path[512];
    box         patch = { 600, 150, 700, 250 };
    window      w, centre;
    VipsImage  *grey, *noise, *u, *img;

    ck_assert_int_eq(vips_black(&grey, 800, 400, "bands", 3, NULL), 0);
    ck_assert_int_eq(vips_linear1(grey, &u, 1.0, 128.0, "uchar", TRUE,
                                  NULL), 0);
    g_object_unref(grey);
    ck_assert_int_eq(vips_gaussnoise(&noise, 100, 100, "sigma", 60.0,
                                     "mean", 128.0, NULL), 0);
    ck_assert_int_eq(vips_cast(noise, &grey, VIPS_FORMAT_UCHAR, NULL), 0);
    g_object_unref(noise);
    ck_assert_int_eq(vips_insert(u, grey, &img, patch.x0, patch.y0, NULL),
                     0);
    img->Type = VIPS_INTERPRETATION_sRGB;
    pt_snprintf(path, sizeof(path), "%s", tpath("detail.png"));
    ck_assert_int_eq(vips_pngsave(img, path, NULL), 0);
    g_object_unref(grey);
    g_object_unref(u);
    g_object_unref(img);

    find_window(path, "w_200,h_200,smart_crop_entropy", &w);
    ck_assert_msg(inside(scaled(patch, &w, 800), &w), "window %d+%d", w.x,
                  w.w);

    find_window(path, "w_200,h_200,smart_crop_center", &centre);
    ck_assert(!inside(scaled(patch, &centre, 800), &centre));

    ck_assert(render_diff(path, "w_200,h_200,smart_crop_entropy",
                          "w_200,h_200,fit_cover,g_entropy") == 0.0);
}
END_TEST


/*
 * smart_crop makes w and h a cover crop, chooses instead of g, and does
 * nothing without both sides or with a fit that does not crop.
 */
START_TEST(rules)
{
    rres  r;

    render_ok(cpath(MAHER), "png", "w_200,h_400,smart_crop_center", &r);
    ck_assert_int_eq(r.out.width, 200);
    ck_assert_int_eq(r.out.height, 400);
    rfree(&r);

    ck_assert(render_diff(cpath(HENNER), "w_200,h_400,g_west,"
                          "smart_crop_center", "w_200,h_400,fit_cover")
              == 0.0);
    ck_assert(render_diff(cpath(HENNER), "w_300,smart_crop_face", "w_300")
              == 0.0);
    ck_assert(render_diff(cpath(HENNER), "w_200,h_400,fit_contain,"
                          "smart_crop_face", "w_200,h_400,fit_contain")
              == 0.0);

    /* an animation: every frame cut at the first one's window */
    ck_assert_int_eq(render(cpath("images/Rotating_earth_large.gif"), "gif",
                            "w_100,h_50,smart_crop_face", &r), PT_OK);
    ck_assert_int_eq(r.out.frames, 44);
    ck_assert_int_eq(r.out.width, 100);
    ck_assert_int_eq(r.out.height, 50);
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

    s = suite_create("render_smartcrop");

    tc = tcase_create("smartcrop");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, face_in_frame);
    tcase_add_test(tc, face_not_centre);
    tcase_add_test(tc, no_face_attention);
    tcase_add_test(tc, group);
    tcase_add_test(tc, small_face);
    tcase_add_test(tc, entropy);
    tcase_add_test(tc, rules);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
