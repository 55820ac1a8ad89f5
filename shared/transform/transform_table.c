/*
 * The delivery grammar as one table: each key's name, kind of value, field
 * in pt_transform, default, range, words, when it has an effect and its
 * error text, and the plugin prefixes with what their values are.
 * pt_tf_init, the parser, pt_tf_set, the canonical form and
 * the named-transform resolution all walk it.  The rules are listed at the
 * top of transform.c.
 */

#include "transform/transform_int.h"


static int pt_tf_g_applies(const pt_transform *t);
static int pt_tf_wm_applies(const pt_transform *t);


static const pt_tf_word  pt_tf_fits[] = {
    { "inside", PT_FIT_INSIDE }, { "cover", PT_FIT_COVER },
    { "contain", PT_FIT_CONTAIN }, { "fill", PT_FIT_FILL },
    { "outside", PT_FIT_OUTSIDE }, { "pad", PT_FIT_PAD }, { NULL, 0 }
};

static const pt_tf_word  pt_tf_gravities[] = {
    { "center", PT_G_CENTER }, { "north", PT_G_NORTH },
    { "south", PT_G_SOUTH }, { "east", PT_G_EAST }, { "west", PT_G_WEST },
    { "northeast", PT_G_NORTHEAST }, { "northwest", PT_G_NORTHWEST },
    { "southeast", PT_G_SOUTHEAST }, { "southwest", PT_G_SOUTHWEST },
    { "entropy", PT_G_ENTROPY }, { "attention", PT_G_ATTENTION },
    { NULL, 0 }
};

/* degrees clockwise */
static const pt_tf_word  pt_tf_rots[] = {
    { "0", 0 }, { "90", 90 }, { "180", 180 }, { "270", 270 }, { NULL, 0 }
};

/* bit 1: horizontal, bit 2: vertical */
static const pt_tf_word  pt_tf_flips[] = {
    { "h", 1 }, { "v", 2 }, { "hv", 3 }, { NULL, 0 }
};

static const pt_tf_word  pt_tf_wm_pos[] = {
    { "tl", PT_WM_TL }, { "t", PT_WM_T }, { "tr", PT_WM_TR },
    { "l", PT_WM_L }, { "c", PT_WM_C }, { "r", PT_WM_R },
    { "bl", PT_WM_BL }, { "b", PT_WM_B }, { "br", PT_WM_BR }, { NULL, 0 }
};


/*
 * In pt_key order, which is the canonical order.  Columns: name, kind,
 * field, default, min, max, words, applies, what.
 */
const pt_tf_def  pt_tf_defs[PT_K_LAST] = {
    [PT_K_CX] = { "cx", PT_TF_INT, PT_TF_FIELD(cx), 0, 0, 100000, NULL,
                  NULL, "an integer from 0 to 100000" },
    [PT_K_CY] = { "cy", PT_TF_INT, PT_TF_FIELD(cy), 0, 0, 100000, NULL,
                  NULL, "an integer from 0 to 100000" },
    /* 0: to the right or bottom edge */
    [PT_K_CW] = { "cw", PT_TF_INT, PT_TF_FIELD(cw), 0, 1, 100000, NULL,
                  NULL, "an integer from 1 to 100000" },
    [PT_K_CH] = { "ch", PT_TF_INT, PT_TF_FIELD(ch), 0, 1, 100000, NULL,
                  NULL, "an integer from 1 to 100000" },
    [PT_K_W] = { "w", PT_TF_INT, PT_TF_FIELD(w), 0, 1, 8192, NULL, NULL,
                 "an integer from 1 to 8192" },
    [PT_K_H] = { "h", PT_TF_INT, PT_TF_FIELD(h), 0, 1, 8192, NULL, NULL,
                 "an integer from 1 to 8192" },
    [PT_K_DPR] = { "dpr", PT_TF_DEC, PT_TF_FIELD(dpr), 100, 100, 400, NULL,
                   NULL, "a number from 1 to 4 with at most 2 decimals" },
    [PT_K_FIT] = { "fit", PT_TF_WORD, PT_TF_FIELD(fit), PT_FIT_INSIDE, 0, 0,
                   pt_tf_fits, NULL,
                   "one of inside, cover, contain, fill, outside, pad" },
    [PT_K_G] = { "g", PT_TF_WORD, PT_TF_FIELD(g), PT_G_CENTER, 0, 0,
                 pt_tf_gravities, pt_tf_g_applies,
                 "one of center, north, south, east, west, northeast, "
                 "northwest, southeast, southwest, entropy, attention" },
    [PT_K_ROT] = { "rot", PT_TF_WORD, PT_TF_FIELD(rot), 0, 0, 0, pt_tf_rots,
                   NULL, "one of 0, 90, 180, 270" },
    /* 0: no flip, which has no word */
    [PT_K_FLIP] = { "flip", PT_TF_WORD, PT_TF_FIELD(flip), 0, 0, 0,
                    pt_tf_flips, NULL, "one of h, v, hv" },
    [PT_K_BLUR] = { "blur", PT_TF_DEC, PT_TF_FIELD(blur), 0, 30, 10000, NULL,
                    NULL, "a number from 0.3 to 100 with at most 2 decimals" },
    [PT_K_SHARPEN] = { "sharpen", PT_TF_DEC, PT_TF_FIELD(sharpen), 0, 30,
                       1000, NULL, NULL,
                       "a number from 0.3 to 10 with at most 2 decimals" },
    /* opaque white; kept without contain or pad: alpha flattens onto it */
    [PT_K_BGCOLOR] = { "bgcolor", PT_TF_COLOR, PT_TF_FIELD(bgcolor),
                       0xffffffff, 0, 0, NULL, NULL,
                       "RRGGBB or RRGGBBAA in hex" },
    [PT_K_PAGE] = { "page", PT_TF_INT, PT_TF_FIELD(page), 1, 1, 10000, NULL,
                    NULL, "an integer from 1 to 10000" },
    /* 0: the format's default */
    [PT_K_Q] = { "q", PT_TF_INT, PT_TF_FIELD(q), 0, 1, 100, NULL, NULL,
                 "an integer from 1 to 100" },
    /* 0: no watermark */
    [PT_K_WM] = { "wm", PT_TF_NAME, PT_TF_FIELD(wm), 0, 1, PT_NAME_MAX, NULL,
                  NULL, "a watermark name of " PT_TF_NAME_WHAT
                  ", not starting with pos_, opacity_ or scale_" },
    [PT_K_WM_POS] = { "wm_pos", PT_TF_WORD, PT_TF_FIELD(wm_pos), PT_WM_BR,
                      0, 0, pt_tf_wm_pos, pt_tf_wm_applies,
                      "one of tl, t, tr, l, c, r, bl, b, br" },
    [PT_K_WM_OPACITY] = { "wm_opacity", PT_TF_INT, PT_TF_FIELD(wm_opacity),
                          100, 0, 100, NULL, pt_tf_wm_applies,
                          "an integer from 0 to 100" },
    [PT_K_WM_SCALE] = { "wm_scale", PT_TF_INT, PT_TF_FIELD(wm_scale), 25,
                        1, 100, NULL, pt_tf_wm_applies,
                        "an integer from 1 to 100" }
};


/* Plugin prefixes (docs/API.md "Plugin URL tokens") and what their values
 * are. */
const char *const  pt_tf_plugins[PT_TF_NPLUGINS] = {
    "bg", "smart_crop", "wt", "filter"
};

const char *const  pt_tf_plugin_what[PT_TF_NPLUGINS] = {
    "remove or an integer from 1 to 255",
    "one of face, entropy, center",
    "text of 1 to 127 bytes without spaces, '/', '\\' or '\"'",
    "one of sepia, grayscale, vibrance, contrast, vignette, warm, cool"
};


/*
 * g places a crop (cover) or the picture in its box (contain, pad), as
 * sharp and weserv do; with the other fits it changes nothing.
 */
static int
pt_tf_g_applies(const pt_transform *t)
{
    return t->fit == PT_FIT_COVER || t->fit == PT_FIT_CONTAIN
           || t->fit == PT_FIT_PAD;
}


/* a watermark's position, opacity and scale matter only with one */
static int
pt_tf_wm_applies(const pt_transform *t)
{
    return t->wm[0] != '\0';
}
