/*
 * The wt plugin (docs/API.md "Plugin URL tokens", stage PostProcess): one
 * line of text in the bottom-right corner of every frame, the last step
 * before encoding so that no filter changes it.
 *
 * - What is written (pt_render_text_line): wt_copyright "© YEAR" and the
 *   image's copyrightHolder when set, YEAR the current year (UTC) when
 *   rendered; wt_photographer the image's author (nothing is drawn when
 *   it has none); wt_date and wt_datetime the image's dateCreated, else
 *   its datePublished (set at upload), as "YYYY-MM-DD" and
 *   "YYYY-MM-DD HH:MM" (UTC); any other wt_<text> that text, '+' read as
 *   a space.  A cached variant keeps the text it was rendered with: the
 *   year of a copyright does not move on 1 January, nor a date after a
 *   PATCH of the metadata, until the variant is purged.
 * - The text is UTF-8 (invalid bytes become U+FFFD), one line (control
 *   characters become spaces), at most PT_TEXT_CHARS characters (longer
 *   is cut, with an ellipsis), and escaped for Pango markup (& < > ' "),
 *   so that markup in a URL is drawn as it was typed.
 * - Drawn with vips_text (Pango) in DejaVu Sans Bold, the packaged font
 *   (fonts-dejavu-core), at PT_TEXT_SIZE % of the frame's shorter side
 *   and no less than PT_TEXT_MIN px, smaller when the line would not fit
 *   the width; what still does not fit is cut at its end.  White glyphs
 *   on a dark outline (the glyphs dilated and softened): legible on a
 *   light picture and on a dark one.  The margin is the watermark's (2 %
 *   of the shorter side); wm_pos_br puts a watermark in the same corner.
 * - Drawn once per render (c->text) and composited on every frame, on
 *   the part of it under the text only.
 */

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "render/render_int.h"


#define PT_TEXT_FONT      "DejaVu Sans Bold"
#define PT_TEXT_FONTFILE  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
/* characters drawn at most; the URL's text is 127 bytes at most */
#define PT_TEXT_CHARS     100
/* the text's size: % of the frame's shorter side, and px at least */
#define PT_TEXT_SIZE      4
#define PT_TEXT_MIN       10


/* the wt token's value, or NULL */
static const char *
pt_text_token(const pt_transform *t)
{
    unsigned  i;

    for (i = 0; i < t->nplugins && i < PT_MAX_PLUGINS; i++) {
        if (strcmp(t->plugins[i].prefix, "wt") == 0) {
            return t->plugins[i].value;
        }
    }

    return NULL;
}


int
pt_render_text_wanted(const pt_transform *t)
{
    return pt_text_token(t) != NULL;
}


/* s is "YYYY-MM-DD HH:MM..." (a DATETIME as the database gives it) */
static int
pt_text_is_datetime(const char *s)
{
    static const char  form[] = "dddd-dd-dd dd:dd";
    size_t             i;

    if (s == NULL || strlen(s) < sizeof(form) - 1) {
        return 0;
    }

    for (i = 0; i < sizeof(form) - 1; i++) {
        if (form[i] == 'd' ? (s[i] < '0' || s[i] > '9') : s[i] != form[i]) {
            return 0;
        }
    }

    return 1;
}


/* what value asks to write, raw; g_malloc'ed, NULL: nothing */
static char *
pt_text_raw(const char *v, const pt_render_meta *m)
{
    char        *s, *p;
    time_t       now;
    struct tm    tm;
    const char  *date;

    if (strcmp(v, "copyright") == 0) {
        now = (m != NULL && m->now > 0) ? (time_t) m->now : time(NULL);
        gmtime_r(&now, &tm);

        if (m != NULL && m->copyright_holder != NULL
            && m->copyright_holder[0] != '\0')
        {
            return g_strdup_printf("\xc2\xa9 %d %s", tm.tm_year + 1900,
                                   m->copyright_holder);
        }

        return g_strdup_printf("\xc2\xa9 %d", tm.tm_year + 1900);
    }

    if (strcmp(v, "photographer") == 0) {
        return (m != NULL && m->author != NULL) ? g_strdup(m->author)
                                                : NULL;
    }

    if (strcmp(v, "date") == 0 || strcmp(v, "datetime") == 0) {
        date = m == NULL ? NULL
               : (pt_text_is_datetime(m->date_created) ? m->date_created
                                                       : m->date_published);

        if (!pt_text_is_datetime(date)) {
            return NULL;
        }

        return g_strndup(date, strcmp(v, "date") == 0 ? 10 : 16);
    }

    s = g_strdup(v);

    for (p = s; *p != '\0'; p++) {
        if (*p == '+') {
            *p = ' ';
        }
    }

    return s;
}


char *
pt_render_text_line(const char *value, const pt_render_meta *m)
{
    char      *raw, *valid, *line, *cut, *p;
    gunichar   ch;
    GString   *one;

    raw = pt_text_raw(value, m);
    if (raw == NULL) {
        return NULL;
    }

    valid = g_utf8_make_valid(raw, -1);
    g_free(raw);

    /* one line: control characters (a newline in an author) are spaces */
    one = g_string_sized_new(strlen(valid));

    for (p = valid; *p != '\0'; p = g_utf8_next_char(p)) {
        ch = g_utf8_get_char(p);
        g_string_append_unichar(one, g_unichar_iscntrl(ch) ? ' ' : ch);
    }

    g_free(valid);
    line = g_strstrip(g_string_free(one, FALSE));

    if (line[0] == '\0') {
        g_free(line);
        return NULL;
    }

    if (g_utf8_strlen(line, -1) > PT_TEXT_CHARS) {
        cut = g_utf8_offset_to_pointer(line, PT_TEXT_CHARS - 1);
        *cut = '\0';
        p = g_strconcat(line, "\xe2\x80\xa6", NULL);
        g_free(line);
        line = p;
    }

    return line;
}


/* t[0..n) unreffed, NULL ones skipped */
static void
pt_text_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


/*
 * The packaged font file, made known to fontconfig once per process, so
 * that no other font stands in for it.  Once only: libvips 8.14 keeps the
 * "fontfile" string of the vips_text that first names a file as a key of
 * its table of loaded files, and frees it with that operation, so every
 * later vips_text naming a file compares against freed memory.
 */
static void
pt_text_font_register(void)
{
    VipsImage  *x;

    if (access(PT_TEXT_FONTFILE, R_OK) == 0
        && vips_text(&x, "x", "font", PT_TEXT_FONT " 10", "fontfile",
                     PT_TEXT_FONTFILE, NULL) == 0)
    {
        g_object_unref(x);
        return;
    }

    vips_error_clear();
}


/* markup drawn at size px: a one-band mask of the glyphs' ink */
static int
pt_text_glyphs(const char *markup, int size, VipsImage **out)
{
    char                   font[64];
    static pthread_once_t  once = PTHREAD_ONCE_INIT;

    (void) pthread_once(&once, pt_text_font_register);

    pt_snprintf(font, sizeof(font), "%s %d", PT_TEXT_FONT, size);

    return vips_text(out, markup, "font", font, "dpi", 72,
                     "wrap", VIPS_TEXT_WRAP_NONE, NULL);
}


/* the text's size in px for a frame of fw x fh, before fitting */
static int
pt_text_size(int fw, int fh)
{
    return VIPS_MAX(PT_TEXT_MIN, VIPS_MIN(fw, fh) * PT_TEXT_SIZE / 100);
}


unsigned long long
pt_render_text_memory(int fw, int fh)
{
    int  size;

    /* the line, no wider than the frame, at most twice its size high
     * with its outline (r is a tenth of the height, and 1 px) */
    size = pt_text_size(fw, fh);

    return pt_cost_image(fw, VIPS_MIN(fh, 2 * size + 4), 4, 1);
}


/*
 * The glyphs of markup (chars characters once drawn) at the size for a
 * frame of fw x fh, within avail px of width: *out, a new reference.
 */
static int
pt_text_sized(const char *markup, int chars, int fw, int fh, int avail,
    VipsImage **out)
{
    int         size, est, rc;
    VipsImage  *first;

    size = pt_text_size(fw, fh);

    /* DejaVu Sans Bold's advance is about 0.7 em: a first guess that
     * does not draw a long line huge only to shrink it */
    est = (int) (chars * size * 0.7);

    if (est > avail) {
        size = VIPS_MAX(PT_TEXT_MIN, (int) (size * (double) avail / est));
    }

    if (pt_text_glyphs(markup, size, &first) != 0) {
        return -1;
    }

    if (first->Xsize <= avail || size == PT_TEXT_MIN) {
        *out = first;
        return 0;
    }

    size = VIPS_MAX(PT_TEXT_MIN, size * avail / first->Xsize);
    g_object_unref(first);
    rc = pt_text_glyphs(markup, size, out);

    return rc;
}


/*
 * The glyphs white on a dark outline, RGBA: the mask dilated by r px
 * (a max filter) and softened is the outline's alpha.
 */
static int
pt_text_outline(VipsImage *mask, int r, VipsImage **out)
{
    int         rc;
    VipsImage  *t[11] = { NULL };

    rc = vips_embed(mask, &t[0], r + 1, r + 1, mask->Xsize + 2 * r + 2,
                    mask->Ysize + 2 * r + 2, NULL)
         || vips_rank(t[0], &t[1], 2 * r + 1, 2 * r + 1,
                      (2 * r + 1) * (2 * r + 1) - 1, NULL)
         || vips_gaussblur(t[1], &t[2], 0.8, "precision",
                           VIPS_PRECISION_INTEGER, NULL)
         || vips_linear1(t[2], &t[3], 0.9, 0.0, "uchar", TRUE, NULL)
         || vips_black(&t[4], t[0]->Xsize, t[0]->Ysize, "bands", 3, NULL)
         || vips_cast(t[4], &t[5], VIPS_FORMAT_UCHAR, NULL)
         || vips_bandjoin2(t[5], t[3], &t[6], NULL)
         || vips_linear1(t[5], &t[7], 1.0, 255.0, "uchar", TRUE, NULL)
         || vips_bandjoin2(t[7], t[0], &t[8], NULL)
         || vips_copy(t[6], &t[9], "interpretation",
                      VIPS_INTERPRETATION_sRGB, NULL)
         || vips_copy(t[8], &t[10], "interpretation",
                      VIPS_INTERPRETATION_sRGB, NULL)
         || vips_composite2(t[9], t[10], out, VIPS_BLEND_MODE_OVER, NULL);

    pt_text_unref(t, 11);

    return rc;
}


/*
 * c->text: the line of the wt token drawn for frames of fw x fh, in
 * memory, cut to the frame; *x *y where it goes.  c->text stays NULL
 * when there is nothing to write.
 */
static int
pt_text_prepare(pt_render_ctx *c, int fw, int fh)
{
    int         m, r, avail, rc;
    char       *line, *markup;
    VipsImage  *t[3] = { NULL, NULL, NULL };
    VipsImage  *cur;

    line = pt_render_text_line(pt_text_token(c->t), c->in->meta);
    if (line == NULL) {
        return PT_OK;
    }

    markup = g_markup_escape_text(line, -1);
    m = VIPS_MIN(fw, fh) / 50;
    avail = VIPS_MAX(1, fw - 2 * m);

    rc = pt_text_sized(markup, (int) g_utf8_strlen(line, -1), fw, fh,
                       avail, &t[0]);
    g_free(markup);
    g_free(line);

    if (rc != 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "text");
    }

    /* an outline of a tenth of the glyphs' height, 1 px at least */
    r = VIPS_MAX(1, t[0]->Ysize / 10);
    rc = pt_text_outline(t[0], r, &t[1]);
    cur = t[1];

    /* what does not fit the frame is cut: the line's end, its bottom */
    if (rc == 0 && (cur->Xsize > fw || cur->Ysize > fh)) {
        rc = vips_extract_area(cur, &t[2], 0, 0, VIPS_MIN(fw, cur->Xsize),
                               VIPS_MIN(fh, cur->Ysize), NULL);
        cur = t[2];
    }

    if (rc != 0) {
        pt_text_unref(t, 3);
        return pt_render_vips_fail(c, PT_E_VIPS, "text");
    }

    rc = pt_render_memory(c, cur, &c->text);
    pt_text_unref(t, 3);

    return rc;
}


int
pt_render_text(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                  x, y, m, alpha, rc;
    VipsImage           *t[6] = { NULL, NULL, NULL, NULL, NULL, NULL };
    VipsImage           *base, *text, *under;
    VipsInterpretation   space;

    *out = NULL;

    if (c->text == NULL && pt_text_token(c->t) != NULL
        && pt_text_prepare(c, in->Xsize, in->Ysize) != PT_OK)
    {
        return PT_ERROR;
    }

    if (c->text == NULL) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    /*
     * In 8-bit sRGB, or grey for a grey frame (the text is white and
     * black: it stays grey).  Only the part under the text is composited
     * (with alpha, which an opaque frame then drops again) and put back:
     * the rest of the frame is not touched.
     */
    if (pt_render_srgb(c, in, &t[0], 0) != PT_OK) {
        return PT_ERROR;
    }

    base = t[0];
    text = c->text;
    alpha = vips_image_hasalpha(base);
    space = base->Bands - alpha == 1 ? VIPS_INTERPRETATION_B_W
                                     : VIPS_INTERPRETATION_sRGB;
    rc = 0;

    if (space == VIPS_INTERPRETATION_B_W) {
        rc = vips_colourspace(text, &t[1], space, NULL);
        text = t[1];
    }

    /* the outline ends at the margin, bottom right */
    m = VIPS_MIN(in->Xsize, in->Ysize) / 50;
    x = VIPS_MAX(0, in->Xsize - m - text->Xsize);
    y = VIPS_MAX(0, in->Ysize - m - text->Ysize);

    rc = rc || vips_extract_area(base, &t[2], x, y, text->Xsize,
                                 text->Ysize, NULL);
    under = t[2];

    if (rc == 0 && !alpha) {
        rc = vips_addalpha(under, &t[3], NULL);
        under = t[3];
    }

    rc = rc || vips_composite2(under, text, &t[4], VIPS_BLEND_MODE_OVER,
                               "compositing_space", space, NULL);

    if (rc == 0 && !alpha) {
        rc = vips_extract_band(t[4], &t[5], 0, "n", t[4]->Bands - 1, NULL);

    } else if (rc == 0) {
        t[5] = t[4];
        t[4] = NULL;
    }

    rc = rc || vips_insert(base, t[5], out, x, y, NULL);
    pt_text_unref(t, 6);

    return rc == 0 ? PT_OK : pt_render_vips_fail(c, PT_E_VIPS, "text");
}
