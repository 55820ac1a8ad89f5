/*
 * Check suite for the delivery grammar (shared/transform*.c): every key's
 * range at both ends and just outside, strict numbers, longest-prefix key
 * matching, error texts naming the token, the canonical form (order,
 * defaults, no-effect keys, stability), named-transform resolution, output
 * formats and Accept negotiation.
 */

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "transform/transform.h"


#define BIT(k)  (1u << (k))


static pt_transform  t;
static char          err[256];
static char          canon[4096];


static int
parse(const char *s)
{
    pt_tf_init(&t);
    err[0] = '\0';

    return pt_tf_parse(&t, s, strlen(s), err, sizeof(err));
}


static const char *
canon_of(const char *s)
{
    ck_assert_msg(parse(s) == PT_OK, "\"%s\" refused: %s", s, err);
    pt_tf_canonical(&t, canon, sizeof(canon));

    return canon;
}


/* s is refused with exactly: token "<tok>": <why>, tok cut to 64 bytes */
static void
refused(const char *s, const char *tok, const char *why)
{
    char  want[512];

    ck_assert_msg(parse(s) == PT_ERROR, "\"%s\" accepted", s);
    pt_snprintf(want, sizeof(want), "token \"%.64s%s\": %s", tok,
                strlen(tok) > 64 ? "..." : "", why);
    ck_assert_str_eq(err, want);
}


/* s is refused, the error names tok and holds why */
static void
refused_like(const char *s, const char *tok, const char *why)
{
    char  want[512];

    ck_assert_msg(parse(s) == PT_ERROR, "\"%s\" accepted", s);
    pt_snprintf(want, sizeof(want), "token \"%s\": ", tok);
    ck_assert_msg(strncmp(err, want, strlen(want)) == 0,
                  "\"%s\": error \"%s\" does not start with %s", s, err,
                  want);
    ck_assert_msg(strstr(err, why) != NULL,
                  "\"%s\": error \"%s\" lacks \"%s\"", s, err, why);
}


/* ranges: min and max accepted (with their canonical form), just
 * outside refused with the key's message */
static const struct {
    const char  *key;
    const char  *ctx;       /* tokens before, for keys that need wm */
    const char  *min, *cmin;
    const char  *max, *cmax;
    const char  *below, *above;
    const char  *why;
} ranges[] = {
    { "w", "", "1", "w_1", "8192", "w_8192", "0", "8193",
      "w must be an integer from 1 to 8192" },
    { "h", "", "1", "h_1", "8192", "h_8192", "0", "8193",
      "h must be an integer from 1 to 8192" },
    { "dpr", "", "1", "", "4", "dpr_4", "0.99", "4.01",
      "dpr must be a number from 1 to 4 with at most 2 decimals" },
    { "cx", "", "0", "", "100000", "cx_100000", "-1", "100001",
      "cx must be an integer from 0 to 100000" },
    { "cy", "", "0", "", "100000", "cy_100000", "-1", "100001",
      "cy must be an integer from 0 to 100000" },
    { "cw", "", "1", "cw_1", "100000", "cw_100000", "0", "100001",
      "cw must be an integer from 1 to 100000" },
    { "ch", "", "1", "ch_1", "100000", "ch_100000", "0", "100001",
      "ch must be an integer from 1 to 100000" },
    { "q", "", "1", "q_1", "100", "q_100", "0", "101",
      "q must be an integer from 1 to 100" },
    { "blur", "", "0.3", "blur_0.3", "100", "blur_100", "0.29", "100.01",
      "blur must be a number from 0.3 to 100 with at most 2 decimals" },
    { "sharpen", "", "0.3", "sharpen_0.3", "10", "sharpen_10", "0.29",
      "10.01",
      "sharpen must be a number from 0.3 to 10 with at most 2 decimals" },
    { "page", "", "1", "", "10000", "page_10000", "0", "10001",
      "page must be an integer from 1 to 10000" },
    { "rot", "", "0", "", "270", "rot_270", "-90", "360",
      "rot must be one of 0, 90, 180, 270" },
    { "bgcolor", "", "000000", "bgcolor_000000", "FFFFFFFF", "",
      "fffff", "fffffffff", "bgcolor must be RRGGBB or RRGGBBAA in hex" },
    { "wm_opacity", "wm_x,", "0", "wm_x,wm_opacity_0", "100", "wm_x",
      "-1", "101", "wm_opacity must be an integer from 0 to 100" },
    { "wm_scale", "wm_x,", "1", "wm_x,wm_scale_1", "100",
      "wm_x,wm_scale_100", "0", "101",
      "wm_scale must be an integer from 1 to 100" },
    { "wm", "", "a", "wm_a",
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-",
      "wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-",
      "a.b",
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x",
      "wm must be a watermark name of 1 to 64 letters, digits, '_' or "
      "'-', not starting with pos_, opacity_ or scale_" },
    { "fit", "", "cover", "fit_cover", "pad", "fit_pad", "Cover", "square",
      "fit must be one of inside, cover, contain, fill, outside, pad" },
    { "g", "fit_cover,", "north", "fit_cover,g_north", "attention",
      "fit_cover,g_attention", "up", "centre",
      "g must be one of center, north, south, east, west, northeast, "
      "northwest, southeast, southwest, entropy, attention" },
    { "flip", "", "h", "flip_h", "hv", "flip_hv", "vh", "x",
      "flip must be one of h, v, hv" },
    { "wm_pos", "wm_x,", "tl", "wm_x,wm_pos_tl", "b", "wm_x,wm_pos_b",
      "top", "brr", "wm_pos must be one of tl, t, tr, l, c, r, bl, b, br" }
};


START_TEST(key_ranges)
{
    char   in[256], tok[128], want[512];
    pt_key k;

    /* min */
    pt_snprintf(in, sizeof(in), "%s%s_%s", ranges[_i].ctx, ranges[_i].key,
                ranges[_i].min);
    ck_assert_str_eq(canon_of(in), ranges[_i].cmin);
    k = pt_tf_key(ranges[_i].key, strlen(ranges[_i].key));
    ck_assert_int_ne(k, PT_K_LAST);
    ck_assert_msg(t.set & BIT(k), "%s not marked as set", in);

    /* max */
    pt_snprintf(in, sizeof(in), "%s%s_%s", ranges[_i].ctx, ranges[_i].key,
                ranges[_i].max);
    ck_assert_str_eq(canon_of(in), ranges[_i].cmax);

    /* just outside, both ends, in the list and through set() */
    pt_snprintf(tok, sizeof(tok), "%s_%s", ranges[_i].key, ranges[_i].below);
    pt_snprintf(in, sizeof(in), "%s%s", ranges[_i].ctx, tok);
    refused(in, tok, ranges[_i].why);

    pt_snprintf(tok, sizeof(tok), "%s_%s", ranges[_i].key, ranges[_i].above);
    pt_snprintf(in, sizeof(in), "%s%s", ranges[_i].ctx, tok);
    refused(in, tok, ranges[_i].why);

    pt_tf_init(&t);
    ck_assert_int_eq(pt_tf_set(&t, ranges[_i].key, ranges[_i].max,
                               err, sizeof(err)), PT_OK);
    ck_assert_msg(t.set == BIT(k), "set() marks only its key");
    ck_assert_int_eq(pt_tf_set(&t, ranges[_i].key, ranges[_i].above,
                               err, sizeof(err)), PT_ERROR);
    pt_snprintf(want, sizeof(want), "parameter \"%s\" value \"%.64s%s\": "
                "%s", ranges[_i].key, ranges[_i].above,
                strlen(ranges[_i].above) > 64 ? "..." : "", ranges[_i].why);
    ck_assert_str_eq(err, want);
}
END_TEST


START_TEST(stored_values)
{
    ck_assert_int_eq(parse("cx_1,cy_2,cw_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,"
                           "g_southwest,rot_90,flip_v,blur_0.5,sharpen_2,"
                           "bgcolor_0a0B0c80,page_7,q_8,wm_logo,wm_pos_tl,"
                           "wm_opacity_9,wm_scale_10"), PT_OK);
    ck_assert_int_eq(t.cx, 1);
    ck_assert_int_eq(t.cy, 2);
    ck_assert_int_eq(t.cw, 3);
    ck_assert_int_eq(t.ch, 4);
    ck_assert_int_eq(t.w, 5);
    ck_assert_int_eq(t.h, 6);
    ck_assert_double_eq(t.dpr, 1.5);
    ck_assert_int_eq(t.fit, PT_FIT_FILL);
    ck_assert_int_eq(t.g, PT_G_SOUTHWEST);
    ck_assert_int_eq(t.rot, 90);
    ck_assert_int_eq(t.flip, 2);
    ck_assert_double_eq(t.blur, 0.5);
    ck_assert_double_eq(t.sharpen, 2);
    ck_assert_uint_eq(t.bgcolor, 0x0a0b0c80);
    ck_assert_int_eq(t.page, 7);
    ck_assert_int_eq(t.q, 8);
    ck_assert_str_eq(t.wm, "logo");
    ck_assert_int_eq(t.wm_pos, PT_WM_TL);
    ck_assert_int_eq(t.wm_opacity, 9);
    ck_assert_int_eq(t.wm_scale, 10);
    ck_assert_uint_eq(t.set, BIT(PT_K_LAST) - 1);
    ck_assert_uint_eq(t.locked, 0);

    ck_assert_int_eq(parse("flip_h,bgcolor_123456"), PT_OK);
    ck_assert_int_eq(t.flip, 1);
    ck_assert_uint_eq(t.bgcolor, 0x123456ff);
    ck_assert_int_eq(parse("flip_hv,rot_180"), PT_OK);
    ck_assert_int_eq(t.flip, 3);
    ck_assert_int_eq(t.rot, 180);
}
END_TEST


START_TEST(defaults)
{
    pt_tf_init(&t);

    ck_assert_uint_eq(t.set, 0);
    ck_assert_double_eq(t.dpr, 1);
    ck_assert_int_eq(t.fit, PT_FIT_INSIDE);
    ck_assert_int_eq(t.g, PT_G_CENTER);
    ck_assert_uint_eq(t.bgcolor, 0xffffffff);
    ck_assert_int_eq(t.page, 1);
    ck_assert_int_eq(t.q, 0);
    ck_assert_int_eq(t.wm_pos, PT_WM_BR);
    ck_assert_int_eq(t.wm_opacity, 100);
    ck_assert_int_eq(t.wm_scale, 25);
    ck_assert_int_eq(t.npresets, 0);
    ck_assert_int_eq(t.nplugins, 0);
    ck_assert_uint_eq(pt_tf_canonical(&t, canon, sizeof(canon)), 0);
    ck_assert_str_eq(canon, "");
}
END_TEST


START_TEST(strict_numbers)
{
    static const char  *bad[] = {
        "w_+1", "w_-1", "w_01", "w_00", "w_ 1", "w_1 ", "w_0x10", "w_1e3",
        "w_1.0", "w_1.", "w_99999999999999999999", "q_5%",
        "dpr_1.", "dpr_.5", "dpr_01.5", "dpr_1.255", "dpr_1.5.0",
        "dpr_1e0", "blur_0..5", "blur_00.5", "blur_1.255", "sharpen_1.001",
        "cx_007", "page_1_", "rot_090", "bgcolor_#ffffff", "bgcolor_fffffg",
        "bgcolor_ffff", "wm_opacity_50.0", NULL
    };
    char  want[128];
    int   i;

    for (i = 0; bad[i] != NULL; i++) {
        ck_assert_msg(parse(bad[i]) == PT_ERROR, "\"%s\" accepted", bad[i]);
        pt_snprintf(want, sizeof(want), "token \"%s\": ", bad[i]);
        ck_assert_msg(strncmp(err, want, strlen(want)) == 0, "\"%s\": %s",
                      bad[i], err);
    }

    /* a decimal comma splits the token: "0" is the bad one */
    refused("dpr_2,0", "0", "unknown key (tokens are key_value, e.g. w_300)");
    refused_like("w_\xef\xbc\x91", "w_???", "w must be");

    ck_assert_str_eq(canon_of("dpr_2.0"), "dpr_2");
    ck_assert_str_eq(canon_of("dpr_2.00"), "dpr_2");
    ck_assert_str_eq(canon_of("dpr_1.50"), "dpr_1.5");
    ck_assert_str_eq(canon_of("dpr_1.05"), "dpr_1.05");
    ck_assert_str_eq(canon_of("dpr_3.99"), "dpr_3.99");
    ck_assert_str_eq(canon_of("blur_0.75"), "blur_0.75");
    ck_assert_str_eq(canon_of("blur_1.10"), "blur_1.1");
    ck_assert_str_eq(canon_of("blur_100.00"), "blur_100");
    ck_assert_str_eq(canon_of("sharpen_0.30"), "sharpen_0.3");
    ck_assert_str_eq(canon_of("cx_0,cy_0"), "");
}
END_TEST


START_TEST(longest_prefix)
{
    ck_assert_int_eq(parse("wm_pos_br"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_WM_POS));
    ck_assert_str_eq(t.wm, "");

    ck_assert_int_eq(parse("wm_pos_tl"), PT_OK);
    ck_assert_int_eq(t.wm_pos, PT_WM_TL);

    ck_assert_int_eq(parse("wm_opacity_50"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_WM_OPACITY));
    ck_assert_int_eq(t.wm_opacity, 50);

    ck_assert_int_eq(parse("wm_scale_10"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_WM_SCALE));

    ck_assert_int_eq(parse("wm_logo"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_WM));
    ck_assert_str_eq(t.wm, "logo");

    /* no '_' after "wm_opacity": the watermark "opacity" */
    ck_assert_int_eq(parse("wm_opacity"), PT_OK);
    ck_assert_str_eq(t.wm, "opacity");
    ck_assert_int_eq(parse("wm_position"), PT_OK);
    ck_assert_str_eq(t.wm, "position");
    ck_assert_int_eq(parse("wm_scale-1,wm_pos_b"), PT_OK);
    ck_assert_str_eq(t.wm, "scale-1");

    /* names that would read back as another key are refused */
    pt_tf_init(&t);
    ck_assert_int_eq(pt_tf_set(&t, "wm", "opacity_0", err,
                               sizeof(err)), PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "wm", "pos_x", err,
                               sizeof(err)), PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "wm", "scale_", err,
                               sizeof(err)), PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "wm", "opacity", err,
                               sizeof(err)), PT_OK);
    refused("wm_pos_1", "wm_pos_1",
            "wm_pos must be one of tl, t, tr, l, c, r, bl, b, br");

    ck_assert_int_eq(parse("w_300"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_W));
    ck_assert_int_eq(t.w, 300);

    ck_assert_int_eq(parse("bgcolor_ff0000"), PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_BGCOLOR));
    ck_assert_int_eq(t.nplugins, 0);

    ck_assert_int_eq(parse("smart_crop_face"), PT_OK);
    ck_assert_uint_eq(t.set, 0);
    ck_assert_int_eq(t.nplugins, 1);
    ck_assert_str_eq(t.plugins[0].prefix, "smart_crop");
    ck_assert_str_eq(t.plugins[0].value, "face");

    ck_assert_int_eq(parse("t_my_preset"), PT_OK);
    ck_assert_int_eq(t.npresets, 1);
    ck_assert_str_eq(t.presets[0], "my_preset");
    ck_assert_uint_eq(t.set, 0);

    ck_assert_int_eq(parse("bg_remove"), PT_OK);
    ck_assert_str_eq(t.plugins[0].prefix, "bg");
    ck_assert_str_eq(t.plugins[0].value, "remove");

    ck_assert_int_eq(parse("bg_40"), PT_OK);
    ck_assert_str_eq(t.plugins[0].prefix, "bg");
    ck_assert_str_eq(t.plugins[0].value, "40");

    ck_assert_int_eq(parse("wt_hello+world"), PT_OK);
    ck_assert_str_eq(t.plugins[0].prefix, "wt");
    ck_assert_str_eq(t.plugins[0].value, "hello+world");

    ck_assert_int_eq(parse("filter_sepia"), PT_OK);
    ck_assert_str_eq(t.plugins[0].prefix, "filter");

    ck_assert_int_eq(parse("flip_h,fit_fill,filter_warm"), PT_OK);
    ck_assert_int_eq(t.flip, 1);
    ck_assert_int_eq(t.fit, PT_FIT_FILL);
    ck_assert_str_eq(t.plugins[0].value, "warm");

    refused("wm_opacity_", "wm_opacity_", "no value after \"wm_opacity_\"");
    refused("wm_pos_x", "wm_pos_x",
            "wm_pos must be one of tl, t, tr, l, c, r, bl, b, br");
    refused("bgcolor_", "bgcolor_", "no value after \"bgcolor_\"");
    refused("t_", "t_", "no value after \"t_\"");
    refused("w_", "w_", "no value after \"w_\"");
    refused("smart_crop_", "smart_crop_", "no value after \"smart_crop_\"");
    refused("smart_face", "smart_face",
            "unknown key (tokens are key_value, e.g. w_300)");
}
END_TEST


START_TEST(unknown_keys)
{
    static const char  *bad[] = {
        "w", "t", "w300", "W_300", "width_300", "x_1", "_300", "_", "wm",
        "bgcolor", "smart_crop", "Fit_cover", "quality_80", "bgc_fff",
        "w-300", "w=300", "original", NULL
    };
    int  i;

    for (i = 0; bad[i] != NULL; i++) {
        refused(bad[i], bad[i],
                "unknown key (tokens are key_value, e.g. w_300)");
    }
}
END_TEST


START_TEST(errors_name_the_token)
{
    refused("w_0", "w_0", "w must be an integer from 1 to 8192");
    refused("w_300,h_0,q_500", "h_0", "h must be an integer from 1 to 8192");
    refused("w_100,w_200", "w_200", "w is given twice; a key may appear once");
    refused("w_100,h_5,w_100", "w_100",
            "w is given twice; a key may appear once");
    refused("fit_cover,fit_inside", "fit_inside",
            "fit is given twice; a key may appear once");
    refused("t_a,t_a", "t_a", "named transform given twice");
    refused("filter_sepia,filter_warm", "filter_warm",
            "plugin filter is given twice; a plugin may appear once");
    refused("bg_remove,bg_40", "bg_40",
            "plugin bg is given twice; a plugin may appear once");

    /* empty tokens */
    refused(",", "", "empty token (a ',' too many)");
    refused("w_1,,h_1", "", "empty token (a ',' too many)");
    refused(",w_1", "", "empty token (a ',' too many)");
    refused("w_1,", "", "empty token (a ',' too many)");

    /* names */
    refused("t_my.preset", "t_my.preset",
            "a named transform's name is 1 to 64 letters, digits, '_' or "
            "'-'");
    refused_like("t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
                 "AZaz09_-x",
                 "t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
                 "AZaz09_-AZaz09...", "a named transform's name is");

    /* plugins */
    refused("bg_0", "bg_0", "bg must be remove or an integer from 1 to 255");
    refused("bg_256", "bg_256",
            "bg must be remove or an integer from 1 to 255");
    refused("bg_Remove", "bg_Remove",
            "bg must be remove or an integer from 1 to 255");
    refused("smart_crop_faces", "smart_crop_faces",
            "smart_crop must be one of face, entropy, center");
    refused("filter_blur", "filter_blur",
            "filter must be one of sepia, grayscale, vibrance, contrast, "
            "vignette, warm, cool");
    refused_like("wt_a b", "wt_a b", "wt must be text");
    refused_like("wt_a/b", "wt_a/b", "wt must be text");
    refused_like("wt_a\"b", "wt_a\"b", "wt must be text");
    refused_like("wt_a\\b", "wt_a\\b", "wt must be text");
    refused_like("wt_a\x7f", "wt_a?", "wt must be text");
    refused_like("wt_\xc3(", "wt_?(", "wt must be text");
    refused_like("wt_\xc0\xaf", "wt_??", "wt must be text");
    refused_like("wt_\xed\xa0\x80", "wt_???", "wt must be text");
    refused_like("wt_\xf4\x90\x80\x80", "wt_????", "wt must be text");
    refused_like("wt_\xe2\x82", "wt_??", "wt must be text");

    /* long or unprintable tokens are cut and masked */
    refused_like("w_0000000000000000000000000000000000000000000000000000000"
                 "00000000000000000000000000000000",
                 "w_00000000000000000000000000000000000000000000000000000000"
                 "000000...", "w must be");
    refused_like("w_1\x01", "w_1?", "w must be");
    refused_like("w_1\n", "w_1?", "w must be");
}
END_TEST


START_TEST(plugin_values)
{
    static const char  *good[] = {
        "bg_remove", "bg_1", "bg_255", "smart_crop_face",
        "smart_crop_entropy", "smart_crop_center", "filter_sepia",
        "filter_grayscale", "filter_vibrance", "filter_contrast",
        "filter_vignette", "filter_warm", "filter_cool", "wt_copyright",
        "wt_photographer", "wt_date", "wt_datetime", "wt_(c)+ACME+2024!",
        "wt_\xc2\xa9+J\xc3\xbcrgen", "wt_\xe2\x82\xac", "wt_\xf0\x9f\x93\xb7",
        NULL
    };
    char  in[200];
    int   i;

    for (i = 0; good[i] != NULL; i++) {
        ck_assert_msg(parse(good[i]) == PT_OK, "%s: %s", good[i], err);
        ck_assert_int_eq(t.nplugins, 1);
    }

    /* wt text: 127 bytes fit the token, 128 do not */
    memset(in, 'a', sizeof(in));
    memcpy(in, "wt_", 3);
    in[3 + 127] = '\0';
    ck_assert_int_eq(parse(in), PT_OK);
    ck_assert_uint_eq(strlen(t.plugins[0].value), 127);
    in[3 + 127] = 'a';
    in[3 + 128] = '\0';
    ck_assert_int_eq(parse(in), PT_ERROR);
}
END_TEST


START_TEST(limits)
{
    char  in[512];
    int   i;

    ck_assert_int_eq(parse("t_a,t_b,t_c,t_d,t_e,t_f,t_g,t_h"), PT_OK);
    ck_assert_int_eq(t.npresets, PT_MAX_PRESETS);
    refused("t_a,t_b,t_c,t_d,t_e,t_f,t_g,t_h,t_i", "t_i",
            "at most 8 named transforms");

    /* four prefixes, each once: the plugin limit needs a filled t */
    ck_assert_int_eq(parse("bg_remove,smart_crop_face,wt_x,filter_cool"),
                     PT_OK);
    ck_assert_int_eq(t.nplugins, 4);

    pt_tf_init(&t);
    for (i = 0; i < PT_MAX_PLUGINS; i++) {
        pt_snprintf(t.plugins[i].prefix, sizeof(t.plugins[i].prefix),
                    "x%d", i);
        pt_snprintf(t.plugins[i].value, sizeof(t.plugins[i].value), "v");
    }
    t.nplugins = PT_MAX_PLUGINS;
    ck_assert_int_eq(pt_tf_parse(&t, "bg_1", 4, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_str_eq(err, "token \"bg_1\": at most 8 plugin tokens");

    /* a small err buffer is cut, terminated */
    pt_tf_init(&t);
    memset(err, 'z', sizeof(err));
    ck_assert_int_eq(pt_tf_parse(&t, "w_0", 3, err, 8), PT_ERROR);
    ck_assert_str_eq(err, "token \"");
    ck_assert_int_eq(pt_tf_parse(&t, "w_0", 3, NULL, 0), PT_ERROR);

    /* only len bytes are read */
    pt_snprintf(in, sizeof(in), "w_300,h_0");
    pt_tf_init(&t);
    ck_assert_int_eq(pt_tf_parse(&t, in, 5, err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(t.w, 300);
    ck_assert_int_eq(t.h, 0);

    /* zero bytes: the empty transform */
    pt_tf_init(&t);
    ck_assert_int_eq(pt_tf_parse(&t, "", 0, err, sizeof(err)),
                     PT_OK);
    ck_assert_uint_eq(t.set, 0);
}
END_TEST


START_TEST(parse_on_top_and_atomic)
{
    pt_transform  before;

    ck_assert_int_eq(parse("w_100,t_a"), PT_OK);
    ck_assert_int_eq(pt_tf_parse(&t, "h_50", 4, err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(t.w, 100);
    ck_assert_int_eq(t.h, 50);

    /* a preset already in t counts as given */
    ck_assert_int_eq(pt_tf_parse(&t, "t_a", 3, err, sizeof(err)),
                     PT_ERROR);

    /* a bad list leaves t as it was */
    before = t;
    ck_assert_int_eq(pt_tf_parse(&t, "q_80,t_b,bg_1,w_0", 17, err,
                                 sizeof(err)), PT_ERROR);
    ck_assert_str_eq(err,
                     "token \"w_0\": w must be an integer from 1 to 8192");
    ck_assert(memcmp(&before, &t, sizeof(t)) == 0);
}
END_TEST


START_TEST(set_parameters)
{
    pt_tf_init(&t);

    ck_assert_int_eq(pt_tf_set(&t, "w", "300", err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(pt_tf_set(&t, "fit", "cover", err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(pt_tf_set(&t, "wm", "logo", err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(pt_tf_set(&t, "wm_pos", "br", err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(pt_tf_set(&t, "wm_opacity", "40", err,
                               sizeof(err)), PT_OK);
    ck_assert_int_eq(pt_tf_set(&t, "blur", "2.5", err, sizeof(err)),
                     PT_OK);
    ck_assert_uint_eq(t.set, BIT(PT_K_W) | BIT(PT_K_FIT) | BIT(PT_K_WM)
                      | BIT(PT_K_WM_POS) | BIT(PT_K_WM_OPACITY)
                      | BIT(PT_K_BLUR));
    pt_tf_canonical(&t, canon, sizeof(canon));
    ck_assert_str_eq(canon, "w_300,fit_cover,blur_2.5,wm_logo,"
                     "wm_opacity_40");

    /* a later set() of the same key replaces it */
    ck_assert_int_eq(pt_tf_set(&t, "w", "200", err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(t.w, 200);

    ck_assert_int_eq(pt_tf_set(&t, "w", "0", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_str_eq(err, "parameter \"w\" value \"0\": w must be an "
                     "integer from 1 to 8192");
    ck_assert_int_eq(t.w, 200);

    ck_assert_int_eq(pt_tf_set(&t, "w", "", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "w", NULL, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "w", "300px", err, sizeof(err)),
                     PT_ERROR);

    ck_assert_int_eq(pt_tf_set(&t, "t", "x", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_str_eq(err, "parameter \"t\": not a transform parameter "
                     "(w, h, fit, q, blur, wm, ...)");
    ck_assert_int_eq(pt_tf_set(&t, "bg", "remove", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "width", "3", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(pt_tf_set(&t, "W", "3", err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(t.npresets, 0);
    ck_assert_int_eq(t.nplugins, 0);
}
END_TEST


START_TEST(key_names)
{
    int  k;

    for (k = 0; k < PT_K_LAST; k++) {
        ck_assert_ptr_nonnull(pt_tf_key_name((pt_key) k));
        ck_assert_int_eq(pt_tf_key(pt_tf_key_name((pt_key) k),
                         strlen(pt_tf_key_name((pt_key) k))), k);
    }

    ck_assert_str_eq(pt_tf_key_name(PT_K_WM_POS), "wm_pos");
    ck_assert_str_eq(pt_tf_key_name(PT_K_CX), "cx");
    ck_assert_int_eq(pt_tf_key("wm_pos", 6), PT_K_WM_POS);
    ck_assert_int_eq(pt_tf_key("wm_posx", 6), PT_K_WM_POS);
    ck_assert_int_eq(pt_tf_key("wm_po", 5), PT_K_LAST);
    ck_assert_int_eq(pt_tf_key("t", 1), PT_K_LAST);
    ck_assert_int_eq(pt_tf_key("bg", 2), PT_K_LAST);
    ck_assert_ptr_null(pt_tf_key_name(PT_K_LAST));
}
END_TEST


START_TEST(canonical_order)
{
    static const char  *toks[] = {
        "wm_scale_50", "q_80", "h_200", "bgcolor_00FF00", "cx_5", "flip_v",
        "blur_1.5", "wm_logo", "rot_90", "fit_cover", "t_one", "g_north",
        "bg_remove", "dpr_2", "sharpen_1", "page_2", "cw_10", "wm_pos_tl",
        "filter_sepia", "w_300", "ch_20", "cy_6", "wt_hi", "wm_opacity_50",
        "smart_crop_face"
    };
    const char  *want = "cx_5,cy_6,cw_10,ch_20,w_300,h_200,dpr_2,fit_cover,"
                        "g_north,rot_90,flip_v,blur_1.5,sharpen_1,"
                        "bgcolor_00ff00,page_2,q_80,wm_logo,wm_pos_tl,"
                        "wm_opacity_50,wm_scale_50,t_one,bg_remove,"
                        "filter_sepia,smart_crop_face,wt_hi";
    char         in[1024];
    size_t       n, i, j, r, len;
    unsigned     seed;
    const char  *perm[25], *tmp;

    n = sizeof(toks) / sizeof(toks[0]);

    /* every rotation and a few hundred shuffles give one string */
    for (r = 0; r < n + 300; r++) {
        for (i = 0; i < n; i++) {
            perm[i] = toks[(i + r) % n];
        }

        if (r >= n) {
            seed = (unsigned) r;

            for (i = n - 1; i > 0; i--) {
                j = rand_r(&seed) % (i + 1);
                tmp = perm[i];
                perm[i] = perm[j];
                perm[j] = tmp;
            }
        }

        in[0] = '\0';
        for (i = 0; i < n; i++) {
            strcat(in, i ? "," : "");
            strcat(in, perm[i]);
        }

        ck_assert_str_eq(canon_of(in), want);
    }

    len = pt_tf_canonical(&t, canon, sizeof(canon));
    ck_assert_uint_eq(len, strlen(want));

    ck_assert_str_eq(canon_of("h_200,w_300"), canon_of("w_300,h_200"));
    ck_assert_str_eq(canon_of("h_200,w_300"), "w_300,h_200");
}
END_TEST


START_TEST(canonical_presets_and_plugins)
{
    /* presets keep URL order, plugins are sorted */
    ck_assert_str_eq(canon_of("t_b,w_1,t_a"), "w_1,t_b,t_a");
    ck_assert_str_eq(canon_of("t_a,t_b"), "t_a,t_b");
    ck_assert_str_eq(canon_of("wt_x,bg_remove,filter_cool"),
                     "bg_remove,filter_cool,wt_x");

    ck_assert_int_eq(parse("t_a,w_1,t_b"), PT_OK);
    t.preset_versions[0] = 7;
    t.preset_versions[1] = ULONG_MAX;
    pt_tf_canonical(&t, canon, sizeof(canon));
    ck_assert_str_eq(canon, "w_1,t_a@7,t_b@18446744073709551615");

    /* out of order in t (resolved by hand): still sorted, ties by value */
    pt_tf_init(&t);
    strcpy(t.plugins[0].prefix, "wt");
    strcpy(t.plugins[0].value, "b");
    strcpy(t.plugins[1].prefix, "bg");
    strcpy(t.plugins[1].value, "1");
    strcpy(t.plugins[2].prefix, "wt");
    strcpy(t.plugins[2].value, "a");
    t.nplugins = 3;
    pt_tf_canonical(&t, canon, sizeof(canon));
    ck_assert_str_eq(canon, "bg_1,wt_a,wt_b");
}
END_TEST


START_TEST(canonical_drops_defaults)
{
    static const char  *same[] = {
        "fit_inside", "g_center", "dpr_1", "dpr_1.0", "dpr_1.00", "rot_0",
        "page_1", "wm_pos_br", "wm_opacity_100", "wm_scale_25",
        "bgcolor_ffffff", "bgcolor_FFFFFF", "bgcolor_ffffffff", "cx_0",
        "cy_0", "fit_inside,g_center,dpr_1,rot_0,page_1,cx_0,cy_0",
        NULL
    };
    int  i;

    for (i = 0; same[i] != NULL; i++) {
        ck_assert_msg(strcmp(canon_of(same[i]), "") == 0,
                      "%s gave \"%s\"", same[i], canon);
        ck_assert_str_eq(canon_of(same[i]), "");
    }

    ck_assert_str_eq(canon_of("w_300,fit_inside,dpr_1"), "w_300");
    ck_assert_str_eq(canon_of("wm_a,wm_pos_br,wm_opacity_100,wm_scale_25"),
                     "wm_a");
}
END_TEST


START_TEST(canonical_drops_no_effect)
{
    /* g only places a crop (cover) or a picture in its box (contain, pad) */
    ck_assert_str_eq(canon_of("w_1,h_1,g_north"), "w_1,h_1");
    ck_assert_str_eq(canon_of("w_1,h_1,g_north,fit_fill"), "w_1,h_1,fit_fill");
    ck_assert_str_eq(canon_of("w_1,h_1,g_north,fit_outside"),
                     "w_1,h_1,fit_outside");
    ck_assert_str_eq(canon_of("w_1,h_1,g_north,fit_cover"),
                     "w_1,h_1,fit_cover,g_north");
    ck_assert_str_eq(canon_of("w_1,h_1,g_entropy,fit_contain"),
                     "w_1,h_1,fit_contain,g_entropy");
    ck_assert_str_eq(canon_of("w_1,h_1,g_west,fit_pad"),
                     "w_1,h_1,fit_pad,g_west");

    /* watermark settings without a watermark */
    ck_assert_str_eq(canon_of("wm_pos_tl,wm_opacity_5,wm_scale_9,w_2"),
                     "w_2");
    ck_assert_str_eq(canon_of("wm_pos_tl,wm_opacity_5,wm_scale_9,wm_x"),
                     "wm_x,wm_pos_tl,wm_opacity_5,wm_scale_9");

    /* bgcolor stays without contain/pad: it is what alpha flattens onto */
    ck_assert_str_eq(canon_of("bgcolor_000000"), "bgcolor_000000");
    ck_assert_str_eq(canon_of("bgcolor_FF0000FF"), "bgcolor_ff0000");
    ck_assert_str_eq(canon_of("bgcolor_Ff000080"), "bgcolor_ff000080");
    ck_assert_str_eq(canon_of("bgcolor_ffffff00"), "bgcolor_ffffff00");
}
END_TEST


START_TEST(canonical_stable)
{
    static const char  *in[] = {
        "", "w_1", "h_200,w_300,fit_cover,g_north,dpr_1.50", "wm_x,wm_pos_c",
        "t_a,t_b,filter_cool,bg_12", "bgcolor_ABCDEF12,blur_0.30",
        "wt_%C2%A9+me", "wt_\xc2\xa9", "g_south,fit_pad,cx_0,cw_5",
        NULL
    };
    char  c1[4096];
    int   i;

    for (i = 0; in[i] != NULL; i++) {
        pt_snprintf(c1, sizeof(c1), "%s", canon_of(in[i]));
        ck_assert_str_eq(canon_of(c1), c1);
    }
}
END_TEST


START_TEST(canonical_sizes)
{
    char    small[16];
    size_t  len, i;

    ck_assert_uint_eq(pt_tf_canonical(&t, canon, 0), 0);

    /* w_300,h_200 is 11 bytes: 12 fit, 11 do not */
    ck_assert_int_eq(parse("w_300,h_200"), PT_OK);
    ck_assert_uint_eq(pt_tf_canonical(&t, small, 12), 11);
    ck_assert_str_eq(small, "w_300,h_200");
    ck_assert_uint_eq(pt_tf_canonical(&t, small, 11), 0);
    ck_assert_str_eq(small, "");
    ck_assert_uint_eq(pt_tf_canonical(&t, small, 6), 0);
    ck_assert_uint_eq(pt_tf_canonical(&t, small, 7), 0);
    ck_assert_uint_eq(pt_tf_canonical(&t, small, 1), 0);

    /* the longest form fits 4096 with room to spare */
    ck_assert_int_eq(parse("cx_100000,cy_100000,cw_100000,ch_100000,w_8192,"
                           "h_8192,dpr_3.75,fit_contain,g_southwest,"
                           "rot_270,flip_hv,blur_99.99,sharpen_9.99,"
                           "bgcolor_01234567,page_10000,q_100,"
                           "wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
                           "AZaz09_-AZaz09_-AZaz09_-,wm_pos_tr,"
                           "wm_opacity_99,wm_scale_100,bg_remove,"
                           "smart_crop_entropy,filter_grayscale"), PT_OK);
    for (i = 0; i < PT_MAX_PRESETS; i++) {
        memset(t.presets[i], 'a' + i, PT_NAME_MAX);
        t.presets[i][PT_NAME_MAX] = '\0';
        t.preset_versions[i] = ULONG_MAX;
    }
    t.npresets = PT_MAX_PRESETS;
    strcpy(t.plugins[t.nplugins].prefix, "wt");
    memset(t.plugins[t.nplugins].value, 'w', 127);
    t.plugins[t.nplugins].value[127] = '\0';
    t.nplugins++;

    len = pt_tf_canonical(&t, canon, sizeof(canon));
    ck_assert_uint_gt(len, 1000);
    ck_assert_uint_lt(len, 2200);
    ck_assert_uint_eq(len, strlen(canon));
}
END_TEST


/* preset A {w:300, fit:cover} locked [w] and friends */
static pt_transform  pa, pb;


static void
preset(pt_transform *p, const char *params)
{
    ck_assert_int_eq(parse(params), PT_OK);
    *p = t;
}


static const char *
resolve(const char *url, int n, const unsigned *locked)
{
    pt_transform         u, out;
    const pt_transform  *ps[2];

    ps[0] = &pa;
    ps[1] = &pb;

    ck_assert_int_eq(parse(url), PT_OK);
    u = t;
    pt_tf_resolve(&out, &u, ps, locked, n);
    t = out;
    pt_tf_canonical(&t, canon, sizeof(canon));

    return canon;
}


START_TEST(resolve_spec_example)
{
    unsigned  locked[2] = { BIT(PT_K_W), 0 };

    preset(&pa, "w_300,fit_cover");
    ck_assert_str_eq(resolve("w_500,h_200", 1, locked),
                     "w_300,h_200,fit_cover");
    ck_assert_int_eq(t.w, 300);
    ck_assert_int_eq(t.h, 200);
    ck_assert_int_eq(t.fit, PT_FIT_COVER);
    ck_assert_uint_eq(t.locked, BIT(PT_K_W));
    ck_assert_uint_eq(t.set, BIT(PT_K_W) | BIT(PT_K_H) | BIT(PT_K_FIT));
}
END_TEST


START_TEST(resolve_rules)
{
    unsigned  none[2] = { 0, 0 };
    unsigned  lw[2] = { BIT(PT_K_W), 0 };
    unsigned  lblur[2] = { BIT(PT_K_BLUR), 0 };
    unsigned  acc[2] = { BIT(PT_K_W), BIT(PT_K_Q) };
    unsigned  later[2] = { 0, BIT(PT_K_H) };
    unsigned  own[2] = { 0, BIT(PT_K_W) };

    /* (2) URL overrides what is not locked */
    preset(&pa, "w_300,fit_cover");
    ck_assert_str_eq(resolve("w_500", 1, none), "w_500,fit_cover");

    /* URL adds keys the preset lacks */
    ck_assert_str_eq(resolve("q_80", 1, none), "w_300,fit_cover,q_80");

    /* an explicit default in the URL overrides the preset too */
    ck_assert_str_eq(resolve("fit_inside", 1, none), "w_300");

    /* (3) a lock on a key the preset does not set keeps the default */
    ck_assert_str_eq(resolve("blur_5,w_10", 1, lblur), "w_10,fit_cover");
    ck_assert_double_eq(t.blur, 0);

    /* two presets: the later one wins over an unlocked key */
    preset(&pa, "w_300,q_50");
    preset(&pb, "w_400,h_100");
    ck_assert_str_eq(resolve("", 2, none), "w_400,h_100,q_50");

    /* a lock from the first survives the second, and the URL */
    ck_assert_str_eq(resolve("w_500", 2, lw), "w_300,h_100,q_50");

    /* locks accumulate */
    preset(&pb, "q_70,w_400");
    ck_assert_str_eq(resolve("w_1,q_1,h_9", 2, acc), "w_300,h_9,q_70");
    ck_assert_uint_eq(t.locked, BIT(PT_K_W) | BIT(PT_K_Q));

    /* a later lock keeps what an earlier preset set */
    preset(&pa, "h_100");
    preset(&pb, "w_5");
    ck_assert_str_eq(resolve("h_7,w_6", 2, later), "w_6,h_100");

    /* a preset that locks its own key over an unlocked earlier one */
    preset(&pa, "w_300");
    preset(&pb, "w_400");
    ck_assert_str_eq(resolve("w_500", 2, own), "w_400");

    /* watermark from the preset, position from the URL */
    preset(&pa, "wm_logo,wm_opacity_50");
    ck_assert_str_eq(resolve("wm_pos_tl", 1, none),
                     "wm_logo,wm_pos_tl,wm_opacity_50");

    /* no preset: the URL alone */
    ck_assert_str_eq(resolve("h_3,w_4,g_north", 0, NULL), "w_4,h_3");
    ck_assert_uint_eq(t.locked, 0);
}
END_TEST


START_TEST(resolve_passes_through)
{
    unsigned             locked[2] = { BIT(PT_K_W), 0 };
    pt_transform         u;
    const pt_transform  *ps[2];

    preset(&pa, "w_300");
    pa.locked = BIT(PT_K_H);     /* the preset's own field counts too */
    preset(&pb, "q_60");

    ck_assert_int_eq(parse("t_a,t_b,filter_sepia,w_9,h_9,bg_remove"), PT_OK);
    t.preset_versions[0] = 3;
    t.preset_versions[1] = 11;
    u = t;

    ps[0] = &pa;
    ps[1] = &pb;
    pt_tf_resolve(&u, &u, ps, locked, 2);    /* out may be url */

    ck_assert_int_eq(u.npresets, 2);
    ck_assert_str_eq(u.presets[0], "a");
    ck_assert_str_eq(u.presets[1], "b");
    ck_assert_uint_eq(u.preset_versions[1], 11);
    ck_assert_int_eq(u.nplugins, 2);
    ck_assert_uint_eq(u.locked, BIT(PT_K_W) | BIT(PT_K_H));
    pt_tf_canonical(&u, canon, sizeof(canon));
    ck_assert_str_eq(canon, "w_300,q_60,t_a@3,t_b@11,bg_remove,"
                     "filter_sepia");

    /* locked == NULL: only the presets' own fields */
    preset(&pa, "w_300");
    pa.locked = BIT(PT_K_W);
    ck_assert_str_eq(resolve("w_1", 1, NULL), "w_300");
}
END_TEST


START_TEST(out_formats)
{
    pt_out_format  f;

    ck_assert_int_eq(pt_out_format_from_ext("jpg", 3, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_JPEG);
    ck_assert_int_eq(pt_out_format_from_ext("jpeg", 4, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_JPEG);
    ck_assert_int_eq(pt_out_format_from_ext("png", 3, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_PNG);
    ck_assert_int_eq(pt_out_format_from_ext("webp", 4, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_WEBP);
    ck_assert_int_eq(pt_out_format_from_ext("avif", 4, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_AVIF);
    ck_assert_int_eq(pt_out_format_from_ext("gif", 3, &f), PT_OK);
    ck_assert_int_eq(f, PT_OUT_GIF);
    ck_assert_int_eq(pt_out_format_from_ext("jpgx", 3, &f), PT_OK);

    f = PT_OUT_NEGOTIATE;
    ck_assert_int_eq(pt_out_format_from_ext("JPG", 3, &f), PT_ERROR);
    ck_assert_int_eq(pt_out_format_from_ext("original", 8, &f), PT_ERROR);
    ck_assert_int_eq(pt_out_format_from_ext("jp", 2, &f), PT_ERROR);
    ck_assert_int_eq(pt_out_format_from_ext("jpgx", 4, &f), PT_ERROR);
    ck_assert_int_eq(pt_out_format_from_ext("tiff", 4, &f), PT_ERROR);
    ck_assert_int_eq(pt_out_format_from_ext("", 0, &f), PT_ERROR);
    ck_assert_int_eq(f, PT_OUT_NEGOTIATE);

    ck_assert_str_eq(pt_out_format_ext(PT_OUT_JPEG), "jpg");
    ck_assert_str_eq(pt_out_format_ext(PT_OUT_PNG), "png");
    ck_assert_str_eq(pt_out_format_ext(PT_OUT_WEBP), "webp");
    ck_assert_str_eq(pt_out_format_ext(PT_OUT_AVIF), "avif");
    ck_assert_str_eq(pt_out_format_ext(PT_OUT_GIF), "gif");
    ck_assert_ptr_null(pt_out_format_ext(PT_OUT_NEGOTIATE));
    ck_assert_ptr_null(pt_out_format_ext(PT_OUT_LEGACY));

    ck_assert_str_eq(pt_out_format_mime(PT_OUT_JPEG), "image/jpeg");
    ck_assert_str_eq(pt_out_format_mime(PT_OUT_PNG), "image/png");
    ck_assert_str_eq(pt_out_format_mime(PT_OUT_WEBP), "image/webp");
    ck_assert_str_eq(pt_out_format_mime(PT_OUT_AVIF), "image/avif");
    ck_assert_str_eq(pt_out_format_mime(PT_OUT_GIF), "image/gif");
    ck_assert_ptr_null(pt_out_format_mime(PT_OUT_LEGACY));
}
END_TEST


static const struct {
    const char     *accept;
    pt_out_format   want;
} accepts[] = {
    { NULL, PT_OUT_LEGACY },
    { "", PT_OUT_LEGACY },
    { "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
      PT_OUT_AVIF },
    { "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,"
      "*/*;q=0.5", PT_OUT_WEBP },
    { "image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5", PT_OUT_LEGACY },
    { "*/*", PT_OUT_LEGACY },
    { "image/*", PT_OUT_LEGACY },
    { "image/avif", PT_OUT_AVIF },
    { "image/webp", PT_OUT_WEBP },
    { "IMAGE/AVIF", PT_OUT_AVIF },
    { "Image/WebP", PT_OUT_WEBP },
    { "image/avif;q=0", PT_OUT_LEGACY },
    { "image/avif;q=0.0", PT_OUT_LEGACY },
    { "image/avif;q=0.000", PT_OUT_LEGACY },
    { "image/avif;Q=0", PT_OUT_LEGACY },
    { "image/avif;q=0.001", PT_OUT_AVIF },
    { "image/avif;q=1", PT_OUT_AVIF },
    { "image/avif;q=1.000", PT_OUT_AVIF },
    { "image/avif;q=0,image/webp", PT_OUT_WEBP },
    { "image/avif;q=0,image/webp;q=0,*/*", PT_OUT_LEGACY },
    { "image/avif , image/avif;q=0", PT_OUT_LEGACY },
    { "image/avif;q=0 , image/avif", PT_OUT_LEGACY },
    { " image/avif ; q = 0.5 ", PT_OUT_AVIF },
    { "\timage/webp\t;\tq=0.9", PT_OUT_WEBP },
    { "image/webp;q=0.9,image/avif;q=0.5", PT_OUT_AVIF },
    { "image/avifx", PT_OUT_LEGACY },
    { "image/avi", PT_OUT_LEGACY },
    { "image/avif;q=abc", PT_OUT_LEGACY },
    { "image/avif;q=2", PT_OUT_LEGACY },
    { "image/avif;q=1.001", PT_OUT_LEGACY },
    { "image/avif;q=0.5x", PT_OUT_LEGACY },
    { "image/avif;q", PT_OUT_LEGACY },
    { "image/avif;q=abc,image/webp", PT_OUT_WEBP },
    { "image/avif x", PT_OUT_LEGACY },
    { "image/avif;level=1", PT_OUT_AVIF },
    { "image/avif;x=\"a,b;q=0\"", PT_OUT_AVIF },
    { "image/avif;x=\"a\\\"q=0,\";q=0", PT_OUT_LEGACY },
    { "text/html;x=\"image/avif\",image/webp", PT_OUT_WEBP },
    { "text/html;x=\"unterminated,image/avif", PT_OUT_LEGACY },
    { ",,, ,image/webp,,", PT_OUT_WEBP },
    { ";;;", PT_OUT_LEGACY }
};


START_TEST(negotiate)
{
    ck_assert_msg(pt_out_format_negotiate(accepts[_i].accept)
                  == accepts[_i].want, "Accept \"%s\": got %d, want %d",
                  accepts[_i].accept ? accepts[_i].accept : "(null)",
                  pt_out_format_negotiate(accepts[_i].accept),
                  accepts[_i].want);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("transform");

    tc = tcase_create("grammar");
    tcase_add_loop_test(tc, key_ranges, 0,
                        sizeof(ranges) / sizeof(ranges[0]));
    tcase_add_test(tc, stored_values);
    tcase_add_test(tc, defaults);
    tcase_add_test(tc, strict_numbers);
    tcase_add_test(tc, longest_prefix);
    tcase_add_test(tc, unknown_keys);
    tcase_add_test(tc, errors_name_the_token);
    tcase_add_test(tc, plugin_values);
    tcase_add_test(tc, limits);
    tcase_add_test(tc, parse_on_top_and_atomic);
    tcase_add_test(tc, set_parameters);
    tcase_add_test(tc, key_names);
    suite_add_tcase(s, tc);

    tc = tcase_create("canonical");
    tcase_add_test(tc, canonical_order);
    tcase_add_test(tc, canonical_presets_and_plugins);
    tcase_add_test(tc, canonical_drops_defaults);
    tcase_add_test(tc, canonical_drops_no_effect);
    tcase_add_test(tc, canonical_stable);
    tcase_add_test(tc, canonical_sizes);
    suite_add_tcase(s, tc);

    tc = tcase_create("resolve");
    tcase_add_test(tc, resolve_spec_example);
    tcase_add_test(tc, resolve_rules);
    tcase_add_test(tc, resolve_passes_through);
    suite_add_tcase(s, tc);

    tc = tcase_create("format");
    tcase_add_test(tc, out_formats);
    tcase_add_loop_test(tc, negotiate, 0,
                        sizeof(accepts) / sizeof(accepts[0]));
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
