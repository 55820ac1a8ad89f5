/*
 * The delivery grammar: "w_300,h_200,fit_cover" and friends
 * (docs/API.md "Delivery").  Parsing, validation with ranges, the canonical
 * form (resolved, fixed order, defaults dropped) that cache keys are built
 * from, and the hooks where named transforms (t_<name>) and plugins plug
 * in.  Pure string work: the module runs it on the event loop.  Its
 * functions, inside and out, are pt_tf_*; the parsed list is a
 * pt_transform.
 */

#ifndef PT_TRANSFORM_H
#define PT_TRANSFORM_H

#include "core/pt.h"

/* Keys, in canonical order.  Bit (1u << key) marks a key in masks. */
typedef enum {
    PT_K_CX = 0, PT_K_CY, PT_K_CW, PT_K_CH,    /* crop before resize */
    PT_K_W, PT_K_H, PT_K_DPR, PT_K_FIT, PT_K_G,
    PT_K_ROT, PT_K_FLIP,
    PT_K_BLUR, PT_K_SHARPEN,
    PT_K_BGCOLOR, PT_K_PAGE, PT_K_Q,
    PT_K_WM, PT_K_WM_POS, PT_K_WM_OPACITY, PT_K_WM_SCALE,
    PT_K_LAST
} pt_key;

typedef enum {
    PT_FIT_INSIDE = 0,   /* default: within w x h, aspect kept */
    PT_FIT_COVER,        /* covers w x h, cropped to it by gravity */
    PT_FIT_CONTAIN,      /* within w x h, padded to exactly w x h */
    PT_FIT_FILL,         /* stretched to exactly w x h */
    PT_FIT_OUTSIDE,      /* covers w x h, not cropped */
    PT_FIT_PAD           /* like contain, but never enlarged */
} pt_fit;

typedef enum {
    PT_G_CENTER = 0, PT_G_NORTH, PT_G_SOUTH, PT_G_EAST, PT_G_WEST,
    PT_G_NORTHEAST, PT_G_NORTHWEST, PT_G_SOUTHEAST, PT_G_SOUTHWEST,
    PT_G_ENTROPY, PT_G_ATTENTION
} pt_gravity;

typedef enum {
    PT_WM_TL = 0, PT_WM_T, PT_WM_TR, PT_WM_L, PT_WM_C, PT_WM_R,
    PT_WM_BL, PT_WM_B, PT_WM_BR     /* default br */
} pt_wm_pos;

typedef enum {
    PT_OUT_NEGOTIATE = 0,  /* no extension: from Accept */
    PT_OUT_JPEG, PT_OUT_PNG, PT_OUT_WEBP, PT_OUT_AVIF, PT_OUT_GIF,
    PT_OUT_LEGACY          /* negotiated, no avif/webp: jpeg, png if alpha */
} pt_out_format;

#define PT_MAX_PRESETS   8
#define PT_MAX_PLUGINS   8
#define PT_NAME_MAX      64
/* room for the longest canonical form (about 2,100 bytes) */
#define PT_TF_CANON_MAX  4096

typedef struct {
    char   prefix[16];        /* "bg", "smart_crop", "wt", "filter" */
    char   value[128];
} pt_plugin_token;

typedef struct {
    unsigned         set;          /* keys given (URL or preset) */
    unsigned         locked;       /* keys a preset locked */

    int              cx, cy, cw, ch;
    int              w, h;         /* 1..8192 */
    double           dpr;          /* 1..4, default 1 */
    pt_fit           fit;
    pt_gravity       g;
    int              rot;          /* 0, 90, 180, 270 */
    int              flip;         /* bit 1: h, bit 2: v */
    double           blur;         /* 0.3..100 */
    double           sharpen;      /* 0.3..10 */
    unsigned         bgcolor;      /* 0xRRGGBBAA; default white opaque */
    int              page;         /* 1-based, default 1 */
    int              q;            /* 1..100; 0 = the format's default */
    char             wm[PT_NAME_MAX + 1];
    pt_wm_pos        wm_pos;
    int              wm_opacity;   /* 0..100, default 100 */
    int              wm_scale;     /* 1..100 % of width, default 25 */

    /* t_<name> tokens in URL order (resolved by the named-transform hook) */
    char             presets[PT_MAX_PRESETS][PT_NAME_MAX + 1];
    unsigned         npresets;
    /* the presets' versions, filled by the resolver, part of the key */
    unsigned long    preset_versions[PT_MAX_PRESETS];

    pt_plugin_token  plugins[PT_MAX_PLUGINS];
    unsigned         nplugins;
    /* plugin prefixes a preset locked: bit pt_tf_plugin(prefix) */
    unsigned         plugin_locked;
} pt_transform;

/* Every key at its default (the key table, transform_table.c), none set. */
void pt_tf_init(pt_transform *t);

/*
 * Parses a comma-separated token list into t (on top of what t holds).
 * PT_ERROR with err naming the token and why: "token \"w_0\": w must be
 * 1 to 8192".  Unknown keys are errors; plugin prefixes are accepted here
 * and checked against the project's activations later.
 */
int pt_tf_parse(pt_transform *t, const char *s, size_t len,
    char *err, size_t errlen);

/*
 * Sets one key from its name and text value, as a preset's parameters
 * object does ({"w": "300"} or {"fit": "cover"}).  PT_ERROR with err.
 */
int pt_tf_set(pt_transform *t, const char *key, const char *value,
    char *err, size_t errlen);

/* Index of a plugin prefix ("bg" 0, "smart_crop", "wt", "filter"), or -1. */
int pt_tf_plugin(const char *name);

/* The key for a name ("wm_pos" -> PT_K_WM_POS), or PT_K_LAST. */
pt_key pt_tf_key(const char *name, size_t len);
const char *pt_tf_key_name(pt_key key);

/*
 * Named-transform hook (docs/API.md "Named transforms"): out = the
 * presets applied left to right (a later preset does not change a key an
 * earlier one locked; locks accumulate), then the URL's own keys, except
 * locked ones.  Plugin tokens follow the same rules per prefix, with the
 * presets' plugin_locked.  url's presets[] and versions are copied to out
 * so they stay in the canonical form.
 */
void pt_tf_resolve(pt_transform *out, const pt_transform *url,
    const pt_transform *const *presets, const unsigned *locked, unsigned n);

/*
 * Canonical form: every set key whose value differs from the default, in
 * pt_key order, "key_value" joined by ',', then presets as
 * "t_name@version" and plugins sorted by prefix.  Two URLs that render the
 * same picture give the same string.  Returns the length, or 0 when out
 * is too small.
 */
size_t pt_tf_canonical(const pt_transform *t, char *out,
    size_t size);

/* Extension ("jpg", "jpeg", "png", "webp", "avif", "gif") or PT_ERROR. */
int pt_out_format_from_ext(const char *ext, size_t len, pt_out_format *f);
const char *pt_out_format_ext(pt_out_format f);    /* "jpg" */
const char *pt_out_format_mime(pt_out_format f);   /* "image/jpeg" */

/* From an Accept header (may be NULL): AVIF, WEBP or LEGACY. */
pt_out_format pt_out_format_negotiate(const char *accept);

#endif /* PT_TRANSFORM_H */
