/*
 * The canonical form of a transform, which cache keys are built from
 * (docs/ARCHITECTURE.md "Request flow"), and the named-transform
 * resolution that comes before it (docs/API.md "Named transforms").
 *
 * Canonical: core keys in pt_key order (the key table's, transform_table.c)
 * as key_value joined by ',', then t_<name>@<version> in URL order (a
 * later preset wins over an earlier one, so order matters), then plugin
 * tokens sorted by prefix (they run in pipeline order whatever their
 * position).  Dropped, because they change nothing in the picture (the
 * table's default and applies columns):
 * - a value equal to its default: cx 0, cy 0, dpr 1, fit inside, g center,
 *   rot 0, no flip, bgcolor ffffffff, page 1; so "fit_inside,w_300" and
 *   "w_300" are one entry;
 * - g unless fit is cover (where it places the crop) or contain or pad
 *   (where it places the picture in its box, as sharp and weserv do);
 * - wm_pos, wm_opacity, wm_scale and their defaults (br, 100, 25) unless
 *   wm is set.
 * With presets, every key the URL gave is kept (see below).
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


static int pt_tf_sep(pt_tf_out *o);
static void pt_tf_put(pt_tf_out *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void pt_tf_put_kv(pt_tf_out *o, const char *name, const char *w,
    long long v);
static void pt_tf_put_dec(pt_tf_out *o, const char *name, long h);
static void pt_tf_canon_key(pt_tf_out *o, const pt_transform *t,
    const pt_tf_def *def, int64_t v);
static void pt_tf_canon_names(pt_tf_out *o, const pt_transform *t);
static void pt_tf_copy(pt_transform *dst, const pt_transform *src,
    unsigned mask);
static void pt_tf_plugins_merge(pt_transform *dst, const pt_transform *src,
    unsigned locked);


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


/* A value kept in hundredths, shortest: 2, 1.5, 0.75. */
static void
pt_tf_put_dec(pt_tf_out *o, const char *name, long h)
{
    if (h % 100 == 0) {
        pt_tf_put(o, "%s_%ld", name, h / 100);

    } else if (h % 10 == 0) {
        pt_tf_put(o, "%s_%ld.%ld", name, h / 100, h % 100 / 10);

    } else {
        pt_tf_put(o, "%s_%ld.%02ld", name, h / 100, h % 100);
    }
}


/* key_value, v as pt_tf_get gives it; a value without a word is left out */
static void
pt_tf_canon_key(pt_tf_out *o, const pt_transform *t, const pt_tf_def *def,
    int64_t v)
{
    const char  *w;

    switch (def->kind) {

    case PT_TF_INT:
        pt_tf_put_kv(o, def->name, NULL, v);
        break;

    case PT_TF_DEC:
        pt_tf_put_dec(o, def->name, (long) v);
        break;

    case PT_TF_WORD:
        w = pt_tf_spell(def, v);

        if (w != NULL) {
            pt_tf_put_kv(o, def->name, w, 0);
        }

        break;

    case PT_TF_NAME:
        if (v) {        /* given, not empty */
            pt_tf_put(o, "%s_%.*s", def->name, PT_NAME_MAX,
                      (const char *) t + def->offset);
        }

        break;

    case PT_TF_COLOR:
        if ((v & 0xff) == 0xff) {
            pt_tf_put(o, "%s_%06x", def->name, (unsigned) v >> 8);

        } else {
            pt_tf_put(o, "%s_%08x", def->name, (unsigned) v);
        }

        break;
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
pt_tf_canonical(const pt_transform *t, char *out, size_t size)
{
    int               k;
    int64_t           v;
    unsigned          keep;
    pt_tf_out         o;
    const pt_tf_def  *def;

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

    for (k = 0; k < PT_K_LAST; k++) {
        def = &pt_tf_defs[k];
        v = pt_tf_get(t, def);

        if ((keep & (1u << k))
            || (v != def->dflt && (def->applies == NULL || def->applies(t))))
        {
            pt_tf_canon_key(&o, t, def, v);
        }
    }

    pt_tf_canon_names(&o, t);

    if (o.full) {
        out[0] = '\0';
        return 0;
    }

    return o.len;
}


/* src's keys in mask onto dst, each field where the key table says */
static void
pt_tf_copy(pt_transform *dst, const pt_transform *src, unsigned mask)
{
    int               k;
    const pt_tf_def  *def;

    for (k = 0; k < PT_K_LAST; k++) {
        if (mask & (1u << k)) {
            def = &pt_tf_defs[k];
            memcpy((char *) dst + def->offset,
                   (const char *) src + def->offset, def->size);
        }
    }

    dst->set |= mask;
}


/* src's plugin tokens onto dst: a prefix already there is replaced,
 * unless locked. */
static void
pt_tf_plugins_merge(pt_transform *dst, const pt_transform *src,
    unsigned locked)
{
    int       idx;
    unsigned  i, j;

    for (i = 0; i < src->nplugins; i++) {
        idx = pt_tf_plugin(src->plugins[i].prefix);

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


/*
 * The resolution of docs/API.md "Named transforms", with several presets:
 * each preset in turn sets its keys but those an earlier preset locked; its
 * own locks (locked[i], or the preset's locked field: either counts) then
 * join the others.  The URL's keys come last, but not the locked ones.
 * Built in a local copy, so out may be url itself.
 */
void
pt_tf_resolve(pt_transform *out, const pt_transform *url,
    const pt_transform *const *presets, const unsigned *locked, unsigned n)
{
    unsigned      i, all, locks, plocks;
    pt_transform  r;

    all = (1u << PT_K_LAST) - 1;
    locks = 0;

    pt_tf_init(&r);

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
