/*
 * The delivery grammar as one table: each key's name, kind of value,
 * range, words and error text, and the plugin prefixes with what their
 * values are.  The rules are listed at the top of transform.c.
 */

#include "transform/transform_int.h"


static const char *const  pt_tf_fits[] = {
    "inside", "cover", "contain", "fill", "outside", "pad", NULL
};

static const char *const  pt_tf_gravities[] = {
    "center", "north", "south", "east", "west", "northeast", "northwest",
    "southeast", "southwest", "entropy", "attention", NULL
};

/* rot is 90 * index, flip is index + 1 (bit 1 h, bit 2 v) */
static const char *const  pt_tf_rots[] = { "0", "90", "180", "270", NULL };
static const char *const  pt_tf_flips[] = { "h", "v", "hv", NULL };

static const char *const  pt_tf_wm_pos[] = {
    "tl", "t", "tr", "l", "c", "r", "bl", "b", "br", NULL
};

const pt_tf_def  pt_tf_defs[PT_K_LAST] = {
    [PT_K_CX] = { "cx", PT_TF_INT, 0, 100000, NULL,
                  "an integer from 0 to 100000" },
    [PT_K_CY] = { "cy", PT_TF_INT, 0, 100000, NULL,
                  "an integer from 0 to 100000" },
    [PT_K_CW] = { "cw", PT_TF_INT, 1, 100000, NULL,
                  "an integer from 1 to 100000" },
    [PT_K_CH] = { "ch", PT_TF_INT, 1, 100000, NULL,
                  "an integer from 1 to 100000" },
    [PT_K_W] = { "w", PT_TF_INT, 1, 8192, NULL,
                 "an integer from 1 to 8192" },
    [PT_K_H] = { "h", PT_TF_INT, 1, 8192, NULL,
                 "an integer from 1 to 8192" },
    [PT_K_DPR] = { "dpr", PT_TF_DEC, 100, 400, NULL,
                   "a number from 1 to 4 with at most 2 decimals" },
    [PT_K_FIT] = { "fit", PT_TF_WORD, 0, 0, pt_tf_fits,
                   "one of inside, cover, contain, fill, outside, pad" },
    [PT_K_G] = { "g", PT_TF_WORD, 0, 0, pt_tf_gravities,
                 "one of center, north, south, east, west, northeast, "
                 "northwest, southeast, southwest, entropy, attention" },
    [PT_K_ROT] = { "rot", PT_TF_WORD, 0, 0, pt_tf_rots,
                   "one of 0, 90, 180, 270" },
    [PT_K_FLIP] = { "flip", PT_TF_WORD, 0, 0, pt_tf_flips,
                    "one of h, v, hv" },
    [PT_K_BLUR] = { "blur", PT_TF_DEC, 30, 10000, NULL,
                    "a number from 0.3 to 100 with at most 2 decimals" },
    [PT_K_SHARPEN] = { "sharpen", PT_TF_DEC, 30, 1000, NULL,
                       "a number from 0.3 to 10 with at most 2 decimals" },
    [PT_K_BGCOLOR] = { "bgcolor", PT_TF_COLOR, 0, 0, NULL,
                       "RRGGBB or RRGGBBAA in hex" },
    [PT_K_PAGE] = { "page", PT_TF_INT, 1, 10000, NULL,
                    "an integer from 1 to 10000" },
    [PT_K_Q] = { "q", PT_TF_INT, 1, 100, NULL,
                 "an integer from 1 to 100" },
    [PT_K_WM] = { "wm", PT_TF_NAME, 0, 0, NULL,
                  "a watermark name of " PT_TF_NAME_WHAT
                  ", not starting with pos_, opacity_ or scale_" },
    [PT_K_WM_POS] = { "wm_pos", PT_TF_WORD, 0, 0, pt_tf_wm_pos,
                      "one of tl, t, tr, l, c, r, bl, b, br" },
    [PT_K_WM_OPACITY] = { "wm_opacity", PT_TF_INT, 0, 100, NULL,
                          "an integer from 0 to 100" },
    [PT_K_WM_SCALE] = { "wm_scale", PT_TF_INT, 1, 100, NULL,
                        "an integer from 1 to 100" }
};


/* Plugin prefixes (SPEC "Plugin URL tokens") and what their values are. */
const char *const  pt_tf_plugins[PT_TF_NPLUGINS] = {
    "bg", "smart_crop", "wt", "filter"
};

const char *const  pt_tf_plugin_what[PT_TF_NPLUGINS] = {
    "remove or an integer from 1 to 255",
    "one of face, entropy, center",
    "text of 1 to 127 bytes without spaces, '/', '\\' or '\"'",
    "one of sepia, grayscale, vibrance, contrast, vignette, warm, cool"
};
