/*
 * Check suite for shared/eps/svg_sanitize.c: the corpus's hostile SVG
 * (compared in spirit with imgproxy's expected output), hand-written
 * attacks one by one (entities, DTDs, scripts, handlers, external and
 * javascript: references, CSS tricks, namespaces), and real SVG made by
 * the service's own pipeline (gs pdfwrite, then pdftocairo -svg) from
 * corpus EPS, which must keep every path and render pixel for pixel as
 * before (rendered by the vips CLI, loaded with libvips in the test).
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


static int
count(const char *s, const char *word)
{
    int  n;

    for (n = 0; (s = strstr(s, word)) != NULL; s++) {
        n++;
    }

    return n;
}


/* sanitizes a string; the result is static, NULL when refused */
static const char *
clean(const char *svg)
{
    size_t       len;
    static char  err[256], *out;

    free(out);
    out = pt_svg_sanitize(svg, strlen(svg), &len, err, sizeof(err));

    if (out != NULL) {
        ck_assert_uint_eq(strlen(out), len);
    }

    return out;
}


static const char *
clean_err(const char *svg)
{
    char         *out;
    size_t        len;
    static char   err[256];

    err[0] = '\0';
    out = pt_svg_sanitize(svg, strlen(svg), &len, err, sizeof(err));
    ck_assert_ptr_null(out);
    ck_assert_str_ne(err, "");

    return err;
}


#define SVG_OPEN  "<svg xmlns=\"http://www.w3.org/2000/svg\" " \
                  "xmlns:xlink=\"http://www.w3.org/1999/xlink\">"


START_TEST(svg_corpus_script)
{
    char        *in, *out, *ref;
    size_t       len, rlen, olen;
    char         err[256];

    in = slurp(cpath("malformed/svg_with_script.svg"), &len);
    ref = slurp(cpath("malformed/svg_with_script.sanitized.svg"), &rlen);

    out = pt_svg_sanitize(in, len, &olen, err, sizeof(err));
    ck_assert_msg(out != NULL, "refused: %s", err);

    ck_assert_ptr_null(strstr(out, "script"));
    ck_assert_ptr_null(strstr(out, "alert"));
    ck_assert_ptr_null(strstr(out, "onload"));
    ck_assert_ptr_null(strstr(out, "onclick"));
    ck_assert_ptr_null(strstr(out, "javascript"));
    ck_assert_ptr_null(strstr(out, "foreignObject"));
    ck_assert_ptr_null(strstr(out, "<div"));
    ck_assert_ptr_null(strstr(out, "<form"));
    ck_assert_ptr_null(strstr(out, "data:application"));
    ck_assert_ptr_null(strstr(out, "https://"));
    ck_assert_ptr_null(strstr(out, "<a"));

    /* what imgproxy keeps, we keep: the drawing, the raster image */
    ck_assert_int_eq(count(out, "<rect"), count(ref, "<rect"));
    ck_assert_int_eq(count(out, "<rect"), 3);
    ck_assert_ptr_nonnull(strstr(out, "style=\"fill:rgb(0,0,0);"
                                      "stroke-width:5;"
                                      "stroke:rgb(255,255,255)\""));
    ck_assert_ptr_nonnull(strstr(out, "<image href=\"data:image/gif;base64,"
                                      "R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAA"
                                      "BAAEAAAICTAEAOw==\"/>"));
    ck_assert_ptr_nonnull(strstr(out, "<use/>"));
    ck_assert_ptr_nonnull(strstr(out, "width=\"200\" height=\"100\""));

    /* the output is itself clean: sanitizing again changes nothing */
    in = realloc(in, olen + 1);
    memcpy(in, out, olen + 1);
    free(out);
    out = pt_svg_sanitize(in, olen, &len, err, sizeof(err));
    ck_assert_ptr_nonnull(out);
    ck_assert_str_eq(out, in);

    free(in);
    free(out);
    free(ref);
}
END_TEST


START_TEST(svg_refused_documents)
{
    char        *utf16;
    size_t       len;
    char         err[256];

    ck_assert_ptr_nonnull(strstr(clean_err(
        "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\">"
        "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>"
        SVG_OPEN "<text>&b;</text></svg>"), "entities"));

    ck_assert_ptr_nonnull(strstr(clean_err(
        "<!DOCTYPE svg [<!ATTLIST svg onload CDATA \"alert(1)\">]>"
        SVG_OPEN "</svg>"), "DTD"));

    ck_assert_ptr_nonnull(strstr(clean_err(SVG_OPEN "<text>&xxe;</text>"
                                           "</svg>"), "well-formed"));
    ck_assert_ptr_nonnull(strstr(clean_err(SVG_OPEN "<g></svg>"),
                                 "well-formed"));
    ck_assert_ptr_nonnull(strstr(clean_err(
        "<html xmlns=\"http://www.w3.org/1999/xhtml\"/>"), "root"));
    ck_assert_ptr_nonnull(strstr(clean_err("<svg width=\"1\"/>"), "root"));
    ck_assert_ptr_nonnull(strstr(clean_err(SVG_OPEN "<text>\xff\xfe"
                                           "</text></svg>"), "well-formed"));
    clean_err("");

    /* UTF-16 is refused, not parsed past the byte checks */
    utf16 = calloc(1, 64);
    memcpy(utf16, "\xff\xfe<\0s\0v\0g\0/\0>\0", 14);
    ck_assert_ptr_null(pt_svg_sanitize(utf16, 14, &len, err, sizeof(err)));
    free(utf16);

    /* an external DTD is neither loaded nor kept */
    ck_assert_str_eq(clean("<!DOCTYPE svg SYSTEM \"file:///etc/passwd\">"
                           SVG_OPEN "<rect width=\"1\"/></svg>"),
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     SVG_OPEN "<rect width=\"1\"/></svg>\n");
}
END_TEST


START_TEST(svg_elements)
{
    const char  *out;

    out = clean("<?xml-stylesheet href=\"http://evil/x.css\"?>"
                "<!-- hi -->" SVG_OPEN "<!-- c --><?pi x?>"
                "<script>alert(1)</script>"
                "<g><foreignObject><div/></foreignObject></g>"
                "<iframe src=\"x\"/><animate attributeName=\"href\" "
                "to=\"javascript:alert(1)\"/><set to=\"x\"/>"
                "<metadata><rdf/></metadata><unknown><rect/></unknown>"
                "<a xlink:href=\"javascript:alert(6)\" transform=\"scale(2)\">"
                "<circle r=\"5\"/></a>"
                "<x:script xmlns:x=\"http://www.w3.org/2000/svg\"/>"
                "<g xmlns=\"http://www.w3.org/1999/xhtml\"><p/></g>"
                "<svg:rect xmlns:svg=\"http://www.w3.org/2000/svg\" "
                "width=\"3\"/>"
                "<text xml:space=\"preserve\">a &amp; b<![CDATA[<c>]]>"
                "</text></svg>");

    ck_assert_ptr_nonnull(out);
    ck_assert_ptr_null(strstr(out, "evil"));
    ck_assert_ptr_null(strstr(out, "<!--"));
    ck_assert_ptr_null(strstr(out, "<?pi"));
    ck_assert_ptr_null(strstr(out, "script"));
    ck_assert_ptr_null(strstr(out, "alert"));
    ck_assert_ptr_null(strstr(out, "foreignObject"));
    ck_assert_ptr_null(strstr(out, "iframe"));
    ck_assert_ptr_null(strstr(out, "animate"));
    ck_assert_ptr_null(strstr(out, "<set"));
    ck_assert_ptr_null(strstr(out, "metadata"));
    ck_assert_ptr_null(strstr(out, "unknown"));
    ck_assert_ptr_null(strstr(out, "xhtml"));
    ck_assert_ptr_null(strstr(out, "<p"));

    ck_assert_ptr_nonnull(strstr(out, "<g transform=\"scale(2)\">"
                                      "<circle r=\"5\"/></g>"));
    ck_assert_ptr_nonnull(strstr(out, "<svg:rect xmlns:svg=\"http://www.w3."
                                      "org/2000/svg\" width=\"3\"/>"));
    ck_assert_ptr_nonnull(strstr(out, "<text xml:space=\"preserve\">"
                                      "a &amp; b<![CDATA[<c>]]></text>"));

    /* style sheets: kept only when plain */
    out = clean(SVG_OPEN "<style>.a{fill:red}</style>"
                "<style>@import url(http://evil/x.css);</style>"
                "<style>.b{fill:url(http://evil/#x)}</style>"
                "<style>.c{fill:u\\72l(http://evil)}</style>"
                "<style><![CDATA[.d{fill:url(#g)}]]></style>"
                "<style><script>x</script></style></svg>");
    ck_assert_ptr_nonnull(out);
    ck_assert_ptr_null(strstr(out, "evil"));
    ck_assert_ptr_null(strstr(out, "script"));
    ck_assert_ptr_nonnull(strstr(out, "<style>.a{fill:red}</style>"));
    ck_assert_ptr_nonnull(strstr(out, "<style><![CDATA[.d{fill:url(#g)}]]>"
                                      "</style>"));
    ck_assert_int_eq(count(out, "<style"), 3);
}
END_TEST


START_TEST(svg_attributes)
{
    const char  *out;

    out = clean(SVG_OPEN
        "<rect id=\"r1\" onclick=\"alert(1)\" onLoad=\"x()\" width=\"5\" "
        "fill=\"url(#grad)\" stroke=\"url(http://evil/a#b)\" "
        "mask=\"url( 'data:image/svg+xml,x' )\" "
        "clip-path=\"url(&quot;#c&quot;)\" "
        "filter=\"&#106;avascript:alert(1)\" "
        "style=\"fill:url('https://evil');stroke:red;behavior:url(x.htc);"
        "x-evil:1;font-family:'A B'\" "
        "inkscape:label=\"l\" "
        "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\"/>"
        "<rect style=\"fill:u\\72l(http://evil)\" "
        "opacity=\"expression(alert(1))\"/>"
        "<use href=\"#r1\"/><use xlink:href=\" #r1\"/>"
        "<use xlink:href=\"other.svg#r1\"/><use href=\"#a:b\"/>"
        "<use href=\"data:image/png;base64,AAAA\"/>"
        "<image xlink:href=\"http://evil/x.png\"/>"
        "<image href=\"javascript:alert(1)\"/>"
        "<image href=\"data:image/svg+xml;base64,PHN2Zz4=\"/>"
        "<image href=\"data:image/png;base64,iVBORw0K GgoA\"/>"
        "<image href=\"data:image/png;base64,iVBO\\&lt;\"/>"
        "<feImage xlink:href=\"data:image/jpeg;base64,/9j/\"/>"
        "<g href=\"#r1\" xml:base=\"http://evil/\" xml:lang=\"en\"/>"
        "</svg>");

    ck_assert_ptr_nonnull(out);
    ck_assert_ptr_null(strstr(out, "evil"));
    ck_assert_ptr_null(strstr(out, "alert"));
    ck_assert_ptr_null(strstr(out, "onclick"));
    ck_assert_ptr_null(strstr(out, "onLoad"));
    ck_assert_ptr_null(strstr(out, "svg+xml"));
    ck_assert_ptr_null(strstr(out, "inkscape"));
    ck_assert_ptr_null(strstr(out, "x.htc"));
    ck_assert_ptr_null(strstr(out, "expression"));

    ck_assert_ptr_nonnull(strstr(out, "<rect id=\"r1\" width=\"5\" "
                                      "fill=\"url(#grad)\" "
                                      "clip-path=\"url(&quot;#c&quot;)\" "
                                      "style=\"stroke:red;"
                                      "font-family:'A B'\"/>"));
    ck_assert_ptr_nonnull(strstr(out, "<rect/>"));
    ck_assert_ptr_nonnull(strstr(out, "<use href=\"#r1\"/>"));
    ck_assert_ptr_nonnull(strstr(out, "<use xlink:href=\" #r1\"/>"));
    ck_assert_int_eq(count(out, "<use/>"), 3);
    ck_assert_ptr_nonnull(strstr(out, "<image href=\"data:image/png;"
                                      "base64,iVBORw0K GgoA\"/>"));
    ck_assert_ptr_nonnull(strstr(out, "<feImage xlink:href=\"data:image/"
                                      "jpeg;base64,/9j/\"/>"));
    ck_assert_int_eq(count(out, "<image/>"), 4);
    ck_assert_ptr_nonnull(strstr(out, "<g xml:lang=\"en\"/>"));
}
END_TEST


static void
svg_setup(void)
{
    eps_setup();
    ck_assert_int_eq(pt_media_init(), PT_OK);
}


static void
run(const char *const *argv)
{
    char        err[600];
    pt_sandbox  sb;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 60000;
    sb.cpu_seconds = 60;
    sb.memory = 2ULL << 30;
    sb.file_size = 256ULL << 20;

    ck_assert_msg(pt_sandbox_run(&sb, err, sizeof(err)) == PT_SANDBOX_OK,
                  "%s: %s", argv[0], err);
}


/* pixels of a PNG in tdir, malloc'ed by glib */
static unsigned char *
pixels(const char *file, int *w, int *h, size_t *len)
{
    VipsImage      *img;
    unsigned char  *px;

    img = vips_image_new_from_file(tpath(file), NULL);
    ck_assert_ptr_nonnull(img);
    *w = img->Xsize;
    *h = img->Ysize;
    px = vips_image_write_to_memory(img, len);
    ck_assert_ptr_nonnull(px);
    g_object_unref(img);

    return px;
}


/*
 * The pipeline of docs/API.md "SVG extraction" on a corpus EPS: EPS ->
 * PDF -> SVG,
 * sanitized; every path survives and both render to the same pixels.
 */
static void
pipeline(const char *eps, int min_paths)
{
    int             w1, h1, w2, h2;
    char           *svg, *out, err[256];
    size_t          len, olen, l1, l2;
    unsigned char  *p1, *p2;
    const char     *pdf[] = { "/usr/bin/gs", "-q", "-dSAFER", "-dBATCH",
                              "-dNOPAUSE", "-dEPSCrop", "-sDEVICE=pdfwrite",
                              "-sOutputFile=x.pdf", NULL, NULL };
    const char     *cairo[] = { "/usr/bin/pdftocairo", "-svg", "x.pdf",
                                "x.svg", NULL };
    const char     *r1[] = { "/usr/bin/vips", "copy", "x.svg", "x.png",
                             NULL };
    const char     *r2[] = { "/usr/bin/vips", "copy", "clean.svg",
                             "clean.png", NULL };

    pdf[8] = intdir(cpath(eps));
    run(pdf);
    run(cairo);

    svg = slurp(tpath("x.svg"), &len);
    out = pt_svg_sanitize(svg, len, &olen, err, sizeof(err));
    ck_assert_msg(out != NULL, "%s: %s", eps, err);

    ck_assert_int_ge(count(svg, "<path"), min_paths);
    ck_assert_int_eq(count(out, "<path"), count(svg, "<path"));
    ck_assert_int_eq(count(out, "<use"), count(svg, "<use"));
    ck_assert_int_eq(count(out, "<image"), count(svg, "<image"));
    ck_assert_int_eq(count(out, "<clipPath"), count(svg, "<clipPath"));
    ck_assert_int_eq(count(out, "href=\"#"), count(svg, "href=\"#"));
    spill(tpath("clean.svg"), out, olen);

    run(r1);
    run(r2);
    p1 = pixels("x.png", &w1, &h1, &l1);
    p2 = pixels("clean.png", &w2, &h2, &l2);

    ck_assert_int_gt(w1, 10);
    ck_assert_int_eq(w1, w2);
    ck_assert_int_eq(h1, h2);
    ck_assert_uint_eq(l1, l2);
    ck_assert_msg(memcmp(p1, p2, l1) == 0, "%s renders differently", eps);

    g_free(p1);
    g_free(p2);
    free(svg);
    free(out);
}


START_TEST(svg_pdftocairo_corpus)
{
    pipeline("eps/golfer.eps", 200);
    pipeline("eps/ridt91.eps", 3);              /* <image> and <use> */
    pipeline("eps/social_media_icons.eps", 9);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("svg");

    tc = tcase_create("sanitize");
    tcase_add_checked_fixture(tc, eps_setup, eps_teardown);
    tcase_add_test(tc, svg_corpus_script);
    tcase_add_test(tc, svg_refused_documents);
    tcase_add_test(tc, svg_elements);
    tcase_add_test(tc, svg_attributes);
    suite_add_tcase(s, tc);

    tc = tcase_create("pipeline");
    tcase_add_checked_fixture(tc, svg_setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, svg_pdftocairo_corpus);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
