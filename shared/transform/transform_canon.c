/*
 * The canonical form of a transform, which cache keys are built from
 * (DESIGN §3), and the named-transform resolution that comes before it
 * (SPEC "Named transforms", DESIGN §6).
 *
 * Canonical: core keys in pt_key order as key_value joined by ',', then
 * t_<name>@<version> in URL order (a later preset wins over an earlier
 * one, so order matters), then plugin tokens sorted by prefix (they run in
 * pipeline order whatever their position).  Dropped, because they change
 * nothing in the picture:
 * - a value equal to its default: cx 0, cy 0, dpr 1, fit inside, g center,
 *   rot 0, no flip, bgcolor ffffffff, page 1; so "fit_inside,w_300" and
 *   "w_300" are one entry;
 * - g unless fit is cover (where it places the crop) or contain or pad
 *   (where it places the picture in its box, as sharp and weserv do);
 * - wm_pos, wm_opacity, wm_scale and their defaults (br, 100, 25) unless
 *   wm is set.
 * bgcolor is kept whenever it is not the default, even without contain or
 * pad, because it is also what transparency is flattened onto for jpg.
 * Numbers are written in their shortest form (dpr_2, dpr_1.5, blur_0.75),
 * bgcolor in lower case, as 6 digits when opaque and 8 otherwise.  A
 * version of 0 means "not resolved yet" and is written as plain t_<name>,
 * so that the canonical form of a parsed list parses again to itself.
 * The longest form is about 2100 bytes: a 4096-byte buffer always fits.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "transform/transform_int.h"


typedef struct {
    char    *p;
    size_t   left;
    size_t   len;
    int      full;
} pt_tf_out;


static long pt_tf_hundredths(double v);
static int pt_tf_sep(pt_tf_out *o);
static void pt_tf_put(pt_tf_out *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void pt_tf_put_int(pt_tf_out *o, const char *name, long long v);
static void pt_tf_put_word(pt_tf_out *o, const char *name, const char *w);
static void pt_tf_put_dec(pt_tf_out *o, const char *name, double v);
static void pt_tf_canon_geometry(pt_tf_out *o, const pt_transform *t,
    unsigned keep);
static void pt_tf_canon_adjust(pt_tf_out *o, const pt_transform *t,
    unsigned keep);
static void pt_tf_canon_wm(pt_tf_out *o, const pt_transform *t,
    unsigned keep);
static void pt_tf_canon_names(pt_tf_out *o, const pt_transform *t);
static void pt_tf_copy(pt_transform *dst, const pt_transform *src,
    unsigned mask);


/* libm's lround without libm: the values are small and never negative. */
static long
pt_tf_hundredths(double v)
{
    return v < 0 ? -(long) (-v * 100 + 0.5) : (long) (v * 100 + 0.5);
}


/* The ',' before all but the first token; 0 when full. */
static int
pt_tf_sep(pt_tf_out *o)
{
    if (o->full) {
        return 0;
    }

    if (o->len > 0) {
        if (o->left < 2) {
            o->full = 1;
            return 0;
        }

        *o->p++ = ',';
        o->left--;
        o->len++;
    }

    return 1;
}


static void
pt_tf_put(pt_tf_out *o, const char *fmt, ...)
{
    int      n;
    va_list  ap;

    if (!pt_tf_sep(o)) {
        return;
    }

    va_start(ap, fmt);
    n = vsnprintf(o->p, o->left, fmt, ap);
    va_end(ap);

    if (n < 0 || (size_t) n >= o->left) {
        o->full = 1;
        return;
    }

    o->p += n;
    o->left -= n;
    o->len += n;
}


/*
 * name_value without printf, for the common tokens: every cache hit
 * builds its canonical form.  The last byte stays free for the '\0'.
 */
static void
pt_tf_put_kv(pt_tf_out *o, const char *name, const char *w, long long v)
{
    char  *p;

    if (!pt_tf_sep(o)) {
        return;
    }

    p = pt_cpystr(o->p, o->p + o->left - 1, name);
    p = pt_cpymem(p, o->p + o->left - 1, "_", 1);
    p = w ? pt_cpystr(p, o->p + o->left - 1, w)
          : pt_cpyint(p, o->p + o->left - 1, v);

    if (p == NULL) {
        o->full = 1;
        return;
    }

    *p = '\0';
    o->left -= p - o->p;
    o->len += p - o->p;
    o->p = p;
}


static void
pt_tf_put_int(pt_tf_out *o, const char *name, long long v)
{
    pt_tf_put_kv(o, name, NULL, v);
}


static void
pt_tf_put_word(pt_tf_out *o, const char *name, const char *w)
{
    pt_tf_put_kv(o, name, w, 0);
}


/* A value kept in hundredths, shortest: 2, 1.5, 0.75. */
static void
pt_tf_put_dec(pt_tf_out *o, const char *name, double v)
{
    long  h;

    h = pt_tf_hundredths(v);

    if (h % 100 == 0) {
        pt_tf_put(o, "%s_%ld", name, h / 100);

    } else if (h % 10 == 0) {
        pt_tf_put(o, "%s_%ld.%ld", name, h / 100, h % 100 / 10);

    } else {
        pt_tf_put(o, "%s_%ld.%02ld", name, h / 100, h % 100);
    }
}


/* crop, size, dpr, fit, gravity, rotation and flip */
static void
pt_tf_canon_geometry(pt_tf_out *o, const pt_transform *t, unsigned keep)
{
    if (t->cx != 0 || (keep & (1u << PT_K_CX))) {
        pt_tf_put_int(o, "cx", t->cx);
    }

    if (t->cy != 0 || (keep & (1u << PT_K_CY))) {
        pt_tf_put_int(o, "cy", t->cy);
    }

    if (t->cw != 0 || (keep & (1u << PT_K_CW))) {
        pt_tf_put_int(o, "cw", t->cw);
    }

    if (t->ch != 0 || (keep & (1u << PT_K_CH))) {
        pt_tf_put_int(o, "ch", t->ch);
    }

    if (t->w != 0 || (keep & (1u << PT_K_W))) {
        pt_tf_put_int(o, "w", t->w);
    }

    if (t->h != 0 || (keep & (1u << PT_K_H))) {
        pt_tf_put_int(o, "h", t->h);
    }

    if (pt_tf_hundredths(t->dpr) != 100 || (keep & (1u << PT_K_DPR))) {
        pt_tf_put_dec(o, "dpr", t->dpr);
    }

    if ((t->fit != PT_FIT_INSIDE || (keep & (1u << PT_K_FIT)))
        && pt_tf_word(PT_K_FIT, t->fit))
    {
        pt_tf_put_word(o, "fit", pt_tf_word(PT_K_FIT, t->fit));
    }

    if (((t->g != PT_G_CENTER
          && (t->fit == PT_FIT_COVER || t->fit == PT_FIT_CONTAIN
              || t->fit == PT_FIT_PAD))
         || (keep & (1u << PT_K_G)))
        && pt_tf_word(PT_K_G, t->g))
    {
        pt_tf_put_word(o, "g", pt_tf_word(PT_K_G, t->g));
    }

    if (t->rot != 0 || (keep & (1u << PT_K_ROT))) {
        pt_tf_put_int(o, "rot", t->rot);
    }

    if (t->flip != 0 && pt_tf_word(PT_K_FLIP, t->flip - 1)) {
        pt_tf_put_word(o, "flip", pt_tf_word(PT_K_FLIP, t->flip - 1));
    }
}


/* blur, sharpen, background, page and quality */
static void
pt_tf_canon_adjust(pt_tf_out *o, const pt_transform *t, unsigned keep)
{
    if (pt_tf_hundredths(t->blur) != 0 || (keep & (1u << PT_K_BLUR))) {
        pt_tf_put_dec(o, "blur", t->blur);
    }

    if (pt_tf_hundredths(t->sharpen) != 0
        || (keep & (1u << PT_K_SHARPEN)))
    {
        pt_tf_put_dec(o, "sharpen", t->sharpen);
    }

    if (t->bgcolor != 0xffffffff || (keep & (1u << PT_K_BGCOLOR))) {
        if ((t->bgcolor & 0xff) == 0xff) {
            pt_tf_put(o, "bgcolor_%06x", t->bgcolor >> 8);

        } else {
            pt_tf_put(o, "bgcolor_%08x", t->bgcolor);
        }
    }

    if (t->page != 1 || (keep & (1u << PT_K_PAGE))) {
        pt_tf_put_int(o, "page", t->page);
    }

    if (t->q != 0 || (keep & (1u << PT_K_Q))) {
        pt_tf_put_int(o, "q", t->q);
    }
}


/* the watermark, and its position, opacity and scale only with it */
static void
pt_tf_canon_wm(pt_tf_out *o, const pt_transform *t, unsigned keep)
{
    if (t->wm[0] != '\0') {
        pt_tf_put(o, "wm_%.*s", PT_NAME_MAX, t->wm);
    }

    if ((t->wm[0] || (keep & (1u << PT_K_WM_POS)))
        && (t->wm_pos != PT_WM_BR || (keep & (1u << PT_K_WM_POS)))
        && pt_tf_word(PT_K_WM_POS, t->wm_pos))
    {
        pt_tf_put_word(o, "wm_pos", pt_tf_word(PT_K_WM_POS, t->wm_pos));
    }

    if ((t->wm[0] || (keep & (1u << PT_K_WM_OPACITY)))
        && (t->wm_opacity != 100 || (keep & (1u << PT_K_WM_OPACITY))))
    {
        pt_tf_put_int(o, "wm_opacity", t->wm_opacity);
    }

    if ((t->wm[0] || (keep & (1u << PT_K_WM_SCALE)))
        && (t->wm_scale != 25 || (keep & (1u << PT_K_WM_SCALE))))
    {
        pt_tf_put_int(o, "wm_scale", t->wm_scale);
    }
}


/* named transforms in URL order, then plugin tokens sorted */
static void
pt_tf_canon_names(pt_tf_out *o, const pt_transform *t)
{
    unsigned                i, j, order[PT_MAX_PLUGINS], tmp;
    const pt_plugin_token  *a, *b;

    for (i = 0; i < t->npresets && i < PT_MAX_PRESETS; i++) {
        if (t->preset_versions[i] == 0) {
            pt_tf_put(o, "t_%.*s", PT_NAME_MAX, t->presets[i]);

        } else {
            pt_tf_put(o, "t_%.*s@%lu", PT_NAME_MAX, t->presets[i],
                      t->preset_versions[i]);
        }
    }

    /* insertion sort of at most 8 indexes, by prefix then value */
    for (i = 0; i < t->nplugins && i < PT_MAX_PLUGINS; i++) {
        for (j = i; j > 0; j--) {
            a = &t->plugins[order[j - 1]];
            b = &t->plugins[i];

            if (strncmp(a->prefix, b->prefix, sizeof(a->prefix)) < 0
                || (strncmp(a->prefix, b->prefix, sizeof(a->prefix)) == 0
                    && strncmp(a->value, b->value, sizeof(a->value)) <= 0))
            {
                break;
            }

            order[j] = order[j - 1];
        }

        order[j] = i;
    }

    for (j = 0; j < i; j++) {
        tmp = order[j];
        pt_tf_put(o, "%.*s_%.*s",
                  (int) sizeof(t->plugins[tmp].prefix) - 1,
                  t->plugins[tmp].prefix,
                  (int) sizeof(t->plugins[tmp].value) - 1,
                  t->plugins[tmp].value);
    }
}


size_t
pt_transform_canonical(const pt_transform *t, char *out, size_t size)
{
    unsigned   keep;
    pt_tf_out  o;

    if (size == 0) {
        return 0;
    }

    o.p = out;
    o.left = size;
    o.len = 0;
    o.full = 0;
    out[0] = '\0';

    /*
     * With presets a URL key overrides something the canonical form cannot
     * see: "t_card,fit_inside" differs from "t_card".  So every key the URL
     * set is kept, defaults and no-effect keys included.
     */
    keep = t->npresets ? t->set : 0;

    pt_tf_canon_geometry(&o, t, keep);
    pt_tf_canon_adjust(&o, t, keep);
    pt_tf_canon_wm(&o, t, keep);
    pt_tf_canon_names(&o, t);

    if (o.full) {
        out[0] = '\0';
        return 0;
    }

    return o.len;
}


static void
pt_tf_copy(pt_transform *dst, const pt_transform *src, unsigned mask)
{
    int  k;

    for (k = 0; k < PT_K_LAST; k++) {
        if (!(mask & (1u << k))) {
            continue;
        }

        switch ((pt_key) k) {
        case PT_K_CX: dst->cx = src->cx; break;
        case PT_K_CY: dst->cy = src->cy; break;
        case PT_K_CW: dst->cw = src->cw; break;
        case PT_K_CH: dst->ch = src->ch; break;
        case PT_K_W: dst->w = src->w; break;
        case PT_K_H: dst->h = src->h; break;
        case PT_K_DPR: dst->dpr = src->dpr; break;
        case PT_K_FIT: dst->fit = src->fit; break;
        case PT_K_G: dst->g = src->g; break;
        case PT_K_ROT: dst->rot = src->rot; break;
        case PT_K_FLIP: dst->flip = src->flip; break;
        case PT_K_BLUR: dst->blur = src->blur; break;
        case PT_K_SHARPEN: dst->sharpen = src->sharpen; break;
        case PT_K_BGCOLOR: dst->bgcolor = src->bgcolor; break;
        case PT_K_PAGE: dst->page = src->page; break;
        case PT_K_Q: dst->q = src->q; break;
        case PT_K_WM: memcpy(dst->wm, src->wm, sizeof(dst->wm)); break;
        case PT_K_WM_POS: dst->wm_pos = src->wm_pos; break;
        case PT_K_WM_OPACITY: dst->wm_opacity = src->wm_opacity; break;
        case PT_K_WM_SCALE: dst->wm_scale = src->wm_scale; break;
        default: break;
        }
    }

    dst->set |= mask;
}


/*
 * SPEC's three steps with DESIGN's several presets: each preset in turn
 * sets its keys but those an earlier preset locked; its own locks
 * (locked[i], or the preset's locked field: either counts) then join the
 * others.  The URL's keys come last, but not the locked ones.  Built in a
 * local copy, so out may be url itself.
 */
/* src's plugin tokens onto dst: a prefix already there is replaced,
 * unless locked. */
static void
pt_tf_plugins_merge(pt_transform *dst, const pt_transform *src,
    unsigned locked)
{
    int       idx;
    unsigned  i, j;

    for (i = 0; i < src->nplugins; i++) {
        idx = pt_transform_plugin(src->plugins[i].prefix);

        if (idx < 0 || (locked & (1u << idx))) {
            continue;
        }

        for (j = 0; j < dst->nplugins; j++) {
            if (strcmp(dst->plugins[j].prefix, src->plugins[i].prefix) == 0)
            {
                break;
            }
        }

        if (j == PT_MAX_PLUGINS) {
            continue;
        }

        dst->plugins[j] = src->plugins[i];

        if (j == dst->nplugins) {
            dst->nplugins++;
        }
    }
}


void
pt_transform_resolve(pt_transform *out, const pt_transform *url,
    const pt_transform *const *presets, const unsigned *locked, unsigned n)
{
    unsigned      i, all, locks, plocks;
    pt_transform  r;

    all = (1u << PT_K_LAST) - 1;
    locks = 0;

    pt_transform_init(&r);

    for (i = 0; i < n; i++) {
        if (presets == NULL || presets[i] == NULL) {
            continue;
        }

        pt_tf_copy(&r, presets[i], presets[i]->set & all & ~locks);
        locks |= (presets[i]->locked | (locked ? locked[i] : 0)) & all;
    }

    pt_tf_copy(&r, url, url->set & all & ~locks);
    r.locked = locks;

    memcpy(r.presets, url->presets, sizeof(r.presets));
    memcpy(r.preset_versions, url->preset_versions,
           sizeof(r.preset_versions));
    r.npresets = url->npresets;
    r.nplugins = 0;
    plocks = 0;

    for (i = 0; i < n; i++) {
        if (presets == NULL || presets[i] == NULL) {
            continue;
        }

        pt_tf_plugins_merge(&r, presets[i], plocks);
        plocks |= presets[i]->plugin_locked;
    }

    pt_tf_plugins_merge(&r, url, plocks);
    r.plugin_locked = plocks;

    *out = r;
}
