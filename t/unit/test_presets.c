/*
 * Check suite for named-transform definitions (shared/transform/presets.c:
 * pt_preset_build, pt_preset_name_valid) and for the signature token of a
 * delivery URL (shared/delivery/delivery.c: pt_dl_parse's s_
 * extraction, pt_dl_key's signed entry and preset versions;
 * shared/transform/signing.c: pt_sign against RFC 4231).
 */

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/pt.h"
#include "delivery/delivery.h"
#include "transform/presets.h"
#include "transform/signing.h"
#include "transform/transform.h"


#define BIT(k)  (1u << (k))

#define ID      "img_01ARZ3NDEKTSV4RRFFQ69G5FAV"
#define BASE    "/proj/" ID "/"


static pt_transform  t;
static char          err[512];


/* pt_preset_build on JSON texts (locked may be NULL: no locked field) */
static int
build(const char *params, const char *locked)
{
    int           rc;
    json_t       *p, *l = NULL;
    json_error_t  je;

    p = json_loads(params, JSON_DECODE_ANY, &je);
    ck_assert_msg(p != NULL, "bad test JSON %s: %s", params, je.text);

    if (locked) {
        l = json_loads(locked, JSON_DECODE_ANY, &je);
        ck_assert_msg(l != NULL, "bad test JSON %s: %s", locked, je.text);
    }

    memset(&t, 0x5a, sizeof(t));
    strcpy(err, "(untouched)");
    rc = pt_preset_build(p, l, &t, err, sizeof(err));

    json_decref(p);
    json_decref(l);

    return rc;
}


static void
built(const char *params, const char *locked)
{
    ck_assert_msg(build(params, locked) == PT_OK, "%s / %s refused: %s",
                  params, locked ? locked : "(none)", err);
}


/* refused, and the error starts with field (e.g. "parameters.w: ") */
static void
refused(const char *params, const char *locked, const char *field)
{
    ck_assert_msg(build(params, locked) == PT_ERROR, "%s / %s accepted",
                  params, locked ? locked : "(none)");
    ck_assert_msg(strncmp(err, field, strlen(field)) == 0,
                  "%s / %s: error \"%s\" does not start with \"%s\"",
                  params, locked ? locked : "(none)", err, field);
}


START_TEST(params_types)
{
    /* numbers and strings alike, as the URL would carry them */
    built("{\"w\": 300, \"h\": \"200\", \"fit\": \"cover\", \"q\": 80,"
          " \"dpr\": 1.5, \"blur\": \"0.75\", \"g\": \"north\"}", NULL);
    ck_assert_int_eq(t.w, 300);
    ck_assert_int_eq(t.h, 200);
    ck_assert_int_eq(t.fit, PT_FIT_COVER);
    ck_assert_int_eq(t.q, 80);
    ck_assert_double_eq_tol(t.dpr, 1.5, 1e-9);
    ck_assert_double_eq_tol(t.blur, 0.75, 1e-9);
    ck_assert_int_eq(t.g, PT_G_NORTH);
    ck_assert_uint_eq(t.set, BIT(PT_K_W) | BIT(PT_K_H) | BIT(PT_K_FIT)
                      | BIT(PT_K_Q) | BIT(PT_K_DPR) | BIT(PT_K_BLUR)
                      | BIT(PT_K_G));
    ck_assert_uint_eq(t.locked, 0);
    ck_assert_uint_eq(t.plugin_locked, 0);
    ck_assert_uint_eq(t.nplugins, 0);
    ck_assert_uint_eq(t.npresets, 0);

    /* a whole real is the integer: 2.0 is dpr_2, 300.0 is w_300 */
    built("{\"dpr\": 2.0, \"w\": 300.0}", NULL);
    ck_assert_double_eq_tol(t.dpr, 2.0, 1e-9);
    ck_assert_int_eq(t.w, 300);

    /* every core key, watermark ones included */
    built("{\"cx\": 1, \"cy\": 2, \"cw\": 3, \"ch\": 4, \"rot\": 90,"
          " \"flip\": \"hv\", \"sharpen\": 2, \"bgcolor\": \"ff000080\","
          " \"page\": 2, \"wm\": \"logo\", \"wm_pos\": \"tl\","
          " \"wm_opacity\": 0, \"wm_scale\": 100}", NULL);
    ck_assert_int_eq(t.cx, 1);
    ck_assert_int_eq(t.ch, 4);
    ck_assert_int_eq(t.rot, 90);
    ck_assert_uint_eq(t.bgcolor, 0xff000080u);
    ck_assert_int_eq(t.page, 2);
    ck_assert_str_eq(t.wm, "logo");
    ck_assert_int_eq(t.wm_pos, PT_WM_TL);
    ck_assert_int_eq(t.wm_opacity, 0);
    ck_assert_int_eq(t.wm_scale, 100);

    /* empty parameters: nothing set */
    built("{}", NULL);
    ck_assert_uint_eq(t.set, 0);
    ck_assert_int_eq(t.w, 0);
    ck_assert_double_eq_tol(t.dpr, 1.0, 1e-9);
}
END_TEST


START_TEST(params_errors)
{
    /* not a string or a number */
    refused("{\"w\": true}", NULL, "parameters.w: ");
    refused("{\"w\": null}", NULL, "parameters.w: ");
    refused("{\"h\": [100]}", NULL, "parameters.h: ");
    refused("{\"q\": {\"v\": 1}}", NULL, "parameters.q: ");
    ck_assert_msg(strstr(err, "string or a number") != NULL, "%s", err);

    /* the delivery grammar's ranges and words */
    refused("{\"w\": 0}", NULL, "parameters.w: ");
    refused("{\"w\": 8193}", NULL, "parameters.w: ");
    refused("{\"w\": -5}", NULL, "parameters.w: ");
    refused("{\"w\": \"300px\"}", NULL, "parameters.w: ");
    refused("{\"w\": 300.5}", NULL, "parameters.w: ");
    refused("{\"q\": 101}", NULL, "parameters.q: ");
    refused("{\"fit\": \"stretch\"}", NULL, "parameters.fit: ");
    refused("{\"fit\": \"Cover\"}", NULL, "parameters.fit: ");
    refused("{\"dpr\": 5}", NULL, "parameters.dpr: ");
    refused("{\"rot\": 45}", NULL, "parameters.rot: ");
    refused("{\"blur\": 0.1}", NULL, "parameters.blur: ");
    refused("{\"bgcolor\": \"red\"}", NULL, "parameters.bgcolor: ");
    refused("{\"wm_pos\": \"middle\"}", NULL, "parameters.wm_pos: ");
    refused("{\"w\": \"\"}", NULL, "parameters.w: ");

    /* the bad one is named among good ones */
    refused("{\"w\": 100, \"h\": 100, \"g\": \"up\"}", NULL, "parameters.g: ");

    /* unknown keys; a preset cannot hold t_ */
    refused("{\"width\": 100}", NULL, "parameters.width: ");
    refused("{\"t\": \"other\"}", NULL, "parameters.t: ");
    refused("{\"W\": 100}", NULL, "parameters.W: ");
    refused("{\"s\": \"abc\"}", NULL, "parameters.s: ");

    /* parameters must be an object */
    refused("[]", NULL, "field \"parameters\"");
    refused("\"w_100\"", NULL, "field \"parameters\"");
    refused("null", NULL, "field \"parameters\"");
    ck_assert_int_eq(pt_preset_build(NULL, NULL, &t, err, sizeof(err)),
                     PT_ERROR);
}
END_TEST


START_TEST(plugin_keys)
{
    built("{\"filter\": \"sepia\"}", NULL);
    ck_assert_uint_eq(t.nplugins, 1);
    ck_assert_str_eq(t.plugins[0].prefix, "filter");
    ck_assert_str_eq(t.plugins[0].value, "sepia");
    ck_assert_uint_eq(t.set, 0);

    /* a number for bg's threshold, with core keys beside */
    built("{\"w\": 100, \"bg\": 40, \"smart_crop\": \"face\","
          " \"wt\": \"hello+world\"}", NULL);
    ck_assert_uint_eq(t.nplugins, 3);
    ck_assert_uint_eq(t.set, BIT(PT_K_W));
    ck_assert_str_eq(t.plugins[0].prefix, "bg");
    ck_assert_str_eq(t.plugins[0].value, "40");
    ck_assert_str_eq(t.plugins[1].prefix, "smart_crop");
    ck_assert_str_eq(t.plugins[1].value, "face");
    ck_assert_str_eq(t.plugins[2].prefix, "wt");
    ck_assert_str_eq(t.plugins[2].value, "hello+world");

    built("{\"bg\": \"remove\"}", NULL);
    ck_assert_str_eq(t.plugins[0].value, "remove");

    /* values checked as in a URL */
    refused("{\"filter\": \"blue\"}", NULL, "parameters.filter: ");
    refused("{\"bg\": 0}", NULL, "parameters.bg: ");
    refused("{\"bg\": 256}", NULL, "parameters.bg: ");
    refused("{\"smart_crop\": \"eyes\"}", NULL, "parameters.smart_crop: ");
    refused("{\"filter\": true}", NULL, "parameters.filter: ");
    refused("{\"wt\": \"\"}", NULL, "parameters.wt: ");

    /* no smuggling of further tokens through a plugin value */
    refused("{\"filter\": \"sepia,w_1\"}", NULL, "parameters.filter: ");
    refused("{\"wt\": \"a,t_other\"}", NULL, "parameters.wt: ");
}
END_TEST


START_TEST(locked_keys)
{
    built("{\"w\": 100, \"fit\": \"cover\"}", "[\"w\", \"fit\"]");
    ck_assert_uint_eq(t.locked, BIT(PT_K_W) | BIT(PT_K_FIT));
    ck_assert_uint_eq(t.plugin_locked, 0);

    /* a lock on a key the preset does not set, and on a plugin prefix */
    built("{\"w\": 100}", "[\"dpr\", \"filter\", \"wm_pos\"]");
    ck_assert_uint_eq(t.locked, BIT(PT_K_DPR) | BIT(PT_K_WM_POS));
    ck_assert_uint_eq(t.plugin_locked,
                      1u << pt_tf_plugin("filter"));
    ck_assert_uint_eq(t.set, BIT(PT_K_W));

    built("{\"w\": 100}", "[\"bg\", \"smart_crop\", \"wt\"]");
    ck_assert_uint_eq(t.plugin_locked,
                      (1u << pt_tf_plugin("bg"))
                      | (1u << pt_tf_plugin("smart_crop"))
                      | (1u << pt_tf_plugin("wt")));
    ck_assert_uint_eq(t.locked, 0);

    /* none, empty, null */
    built("{\"w\": 100}", "[]");
    ck_assert_uint_eq(t.locked, 0);
    built("{\"w\": 100}", "null");
    ck_assert_uint_eq(t.locked, 0);
    built("{\"w\": 100}", NULL);
    ck_assert_uint_eq(t.locked, 0);

    /* errors name the index */
    refused("{\"w\": 100}", "[\"width\"]", "locked[0]: ");
    refused("{\"w\": 100}", "[\"w\", \"x\"]", "locked[1]: ");
    refused("{\"w\": 100}", "[\"w\", \"h\", 7]", "locked[2]: ");
    refused("{\"w\": 100}", "[\"w\", null]", "locked[1]: ");
    refused("{\"w\": 100}", "[\"t\"]", "locked[0]: ");
    refused("{\"w\": 100}", "[\"\"]", "locked[0]: ");
    refused("{\"w\": 100}", "[\"W\"]", "locked[0]: ");
    refused("{\"w\": 100}", "[[\"w\"]]", "locked[0]: ");

    /* locked must be an array */
    refused("{\"w\": 100}", "\"w\"", "field \"locked\"");
    refused("{\"w\": 100}", "{\"w\": true}", "field \"locked\"");

    /* parameters are checked first: their error wins */
    refused("{\"w\": 0}", "[\"x\"]", "parameters.w: ");
}
END_TEST


START_TEST(names)
{
    char  n64[65], n65[66];

    memset(n64, 'a', 64);
    n64[64] = '\0';
    memset(n65, 'a', 65);
    n65[65] = '\0';

    ck_assert_int_eq(pt_preset_name_valid("card"), 1);
    ck_assert_int_eq(pt_preset_name_valid("Card_2-x"), 1);
    ck_assert_int_eq(pt_preset_name_valid("_"), 1);
    ck_assert_int_eq(pt_preset_name_valid(n64), 1);
    ck_assert_int_eq(pt_preset_name_valid(n65), 0);
    ck_assert_int_eq(pt_preset_name_valid(""), 0);
    ck_assert_int_eq(pt_preset_name_valid("a b"), 0);
    ck_assert_int_eq(pt_preset_name_valid("a.b"), 0);
    ck_assert_int_eq(pt_preset_name_valid("a,b"), 0);
    ck_assert_int_eq(pt_preset_name_valid("a/b"), 0);
    ck_assert_int_eq(pt_preset_name_valid("caf\xc3\xa9"), 0);
}
END_TEST


/* ------------------------------------------------------------------------
 * s_ tokens in delivery URLs */

static pt_dl_url  d;


/* static: d.tokens points into the path, and key_of() reads it later */
static int
dparse(const char *tail)
{
    static char  path[512];

    pt_snprintf(path, sizeof(path), BASE "%s", tail);
    memset(&d, 0x5a, sizeof(d));

    return pt_dl_parse(path, strlen(path), &d);
}


/* tail parses; sig and the signed message (after BASE) are as given */
static void
signed_as(const char *tail, const char *sig, const char *msg_tail,
    const char *tokens, pt_out_format f)
{
    char  want[512];

    ck_assert_msg(dparse(tail) == PT_OK, "\"%s\" refused", tail);
    ck_assert_str_eq(d.sig, sig);

    pt_snprintf(want, sizeof(want), BASE "%s", msg_tail);
    ck_assert_uint_eq(d.msg_len, strlen(want));
    ck_assert_msg(memcmp(d.msg, want, d.msg_len) == 0 && d.msg[d.msg_len]
                  == '\0', "\"%s\": msg \"%.*s\", want \"%s\"", tail,
                  (int) d.msg_len, d.msg, want);

    ck_assert_int_eq(d.kind, PT_DL_VARIANT);
    ck_assert_uint_eq(d.tokens_len, strlen(tokens));
    ck_assert_msg(memcmp(d.tokens, tokens, d.tokens_len) == 0,
                  "\"%s\": tokens \"%.*s\", want \"%s\"", tail,
                  (int) d.tokens_len, d.tokens, tokens);
    ck_assert_int_eq(d.format, f);
    ck_assert_str_eq(d.project, "proj");
    ck_assert_str_eq(d.id, ID);
}


START_TEST(sig_positions)
{
    /* the brief's examples */
    signed_as("w_1,s_x.jpg", "x", "w_1.jpg", "w_1", PT_OUT_JPEG);
    signed_as("s_x,w_1", "x", "w_1", "w_1", PT_OUT_NEGOTIATE);
    signed_as("w_1,s_x,h_2.webp", "x", "w_1,h_2.webp", "w_1,h_2",
              PT_OUT_WEBP);

    /* first with an extension; last without one */
    signed_as("s_x,w_1.png", "x", "w_1.png", "w_1", PT_OUT_PNG);
    signed_as("w_1,h_2,s_x", "x", "w_1,h_2", "w_1,h_2", PT_OUT_NEGOTIATE);

    /* a real signature: 43 base64url characters with - and _ */
    signed_as("w_120,s_W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexY-_sOEM.jpg",
              "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexY-_sOEM", "w_120.jpg",
              "w_120", PT_OUT_JPEG);

    /* a named transform signed like any token */
    signed_as("t_card,s_abc.webp", "abc", "t_card.webp", "t_card",
              PT_OUT_WEBP);

    /* a dpr with a dot before the signature keeps its dot */
    signed_as("dpr_1.5,s_x.jpg", "x", "dpr_1.5.jpg", "dpr_1.5",
              PT_OUT_JPEG);

    /* keys that merely start with s are not signatures */
    ck_assert_int_eq(dparse("sharpen_1,smart_crop_face.jpg"), PT_OK);
    ck_assert_str_eq(d.sig, "");
    ck_assert_uint_eq(d.msg_len, 0);
    ck_assert_uint_eq(d.tokens_len, strlen("sharpen_1,smart_crop_face"));

    /* no signature at all */
    ck_assert_int_eq(dparse("w_1,h_2.jpg"), PT_OK);
    ck_assert_str_eq(d.sig, "");
    ck_assert_uint_eq(d.msg_len, 0);
    ck_assert_uint_eq(d.tokens_len, 7);
}
END_TEST


START_TEST(sig_errors)
{
    /* two signatures */
    ck_assert_int_eq(dparse("s_a,w_1,s_b.jpg"), PT_ERROR);
    ck_assert_int_eq(dparse("w_1,s_a,s_b"), PT_ERROR);
    ck_assert_int_eq(dparse("s_a,s_b,w_1.jpg"), PT_ERROR);
    ck_assert_int_eq(dparse("s_a,w_1,s_a"), PT_ERROR);

    /* an empty signature */
    ck_assert_int_eq(dparse("w_1,s_.jpg"), PT_ERROR);
    ck_assert_int_eq(dparse("s_,w_1"), PT_ERROR);

    /* a dot inside a signature that is not the last token */
    ck_assert_int_eq(dparse("s_x.jpg,w_1"), PT_ERROR);

    /* nothing left to sign */
    ck_assert_int_eq(dparse("s_x.jpg"), PT_ERROR);
    ck_assert_int_eq(dparse("s_x"), PT_ERROR);
}
END_TEST


START_TEST(sig_length)
{
    char  tail[128], sig[64];

    /* 47 characters fit d.sig[48]; 48 do not */
    memset(sig, 'A', 47);
    sig[47] = '\0';
    pt_snprintf(tail, sizeof(tail), "w_1,s_%s.jpg", sig);
    ck_assert_int_eq(dparse(tail), PT_OK);
    ck_assert_str_eq(d.sig, sig);

    memset(sig, 'A', 48);
    sig[48] = '\0';
    pt_snprintf(tail, sizeof(tail), "w_1,s_%s.jpg", sig);
    ck_assert_int_eq(dparse(tail), PT_ERROR);
}
END_TEST


/* ------------------------------------------------------------------------
 * cache keys: signed entries and preset versions */

static unsigned long long  tgen;


static unsigned long long
gen_none(void *arg, const char *key)
{
    (void) arg;

    return strncmp(key, "t:", 2) == 0 ? tgen : 0;
}


static const char *
key_of(const char *tail)
{
    static char    key[PT_CACHE_KEY_MAX];
    pt_transform   kt;
    pt_out_format  f;
    char           kerr[256];

    ck_assert_msg(dparse(tail) == PT_OK, "\"%s\" refused", tail);
    kerr[0] = '\0';
    ck_assert_msg(pt_dl_key(&d, &kt, NULL, gen_none, NULL, &f, key,
                            sizeof(key), kerr, sizeof(kerr)) == PT_OK,
                  "\"%s\": no key: %s", tail, kerr);

    return key;
}


START_TEST(cache_keys)
{
    char  plain[PT_CACHE_KEY_MAX], a[PT_CACHE_KEY_MAX];

    tgen = 0;
    pt_snprintf(plain, sizeof(plain), "%s", key_of("w_1.jpg"));

    /* a signed URL has its own entry, apart from the unsigned one */
    pt_snprintf(a, sizeof(a), "%s", key_of("w_1,s_abc.jpg"));
    ck_assert_str_ne(a, plain);
    ck_assert_msg(strstr(a, "/s:abc") != NULL, "key %s", a);
    ck_assert_str_ne(key_of("w_1,s_abd.jpg"), a);
    ck_assert_str_ne(key_of("w_1.jpg"), a);
    /* the signature's position does not matter */
    ck_assert_str_eq(key_of("s_abc,w_1.jpg"), a);

    /* a preset's version is part of the key */
    tgen = 5;
    pt_snprintf(a, sizeof(a), "%s", key_of("t_card.jpg"));
    ck_assert_msg(strstr(a, "t_card@5") != NULL, "key %s", a);
    tgen = 6;
    ck_assert_str_ne(key_of("t_card.jpg"), a);
    ck_assert_msg(strstr(key_of("t_card.jpg"), "t_card@6") != NULL,
                  "key %s", key_of("t_card.jpg"));

    /* presets in another order are another variant */
    pt_snprintf(a, sizeof(a), "%s", key_of("t_a,t_b.jpg"));
    ck_assert_str_ne(key_of("t_b,t_a.jpg"), a);

    /* tokens that are all defaults: the default rendering's entry */
    pt_snprintf(a, sizeof(a), "%s", key_of("original.jpg"));
    ck_assert_str_eq(key_of("fit_inside,rot_0.jpg"), a);
    ck_assert_str_eq(key_of("dpr_1,page_1,g_center.jpg"), a);
    ck_assert_str_ne(key_of("fit_inside,rot_0.png"), a);
}
END_TEST


/* every generation its own number, so the key shows which went where */
static unsigned long long
gen_kinds(void *arg, const char *key)
{
    (void) arg;

    switch (key[0]) {
    case 'i': return 11;
    case 'p': return 22;
    case 'g': return 33;
    case 'w': return 44;
    case 't': return 55;
    }

    return 0;
}


static int
key_into(const char *tail, char *key, size_t size, char *kerr, size_t kl)
{
    pt_transform   kt;
    pt_out_format  f;

    ck_assert_msg(dparse(tail) == PT_OK, "\"%s\" refused", tail);

    return pt_dl_key(&d, &kt, "image/avif,image/webp,*/*", gen_kinds,
                     NULL, &f, key, size, kerr, kl);
}


START_TEST(cache_key_exact)
{
    char  key[PT_CACHE_KEY_MAX], kerr[256];

    ck_assert_int_eq(key_into("q_70,wm_logo,fit_cover,g_north,h_200,w_300"
                              ",s_abc.webp", key, sizeof(key), kerr,
                              sizeof(kerr)), PT_OK);
    ck_assert_str_eq(key, "proj/" ID "/11.22.33.44/w_300,h_200,fit_cover,"
                     "g_north,q_70,wm_logo/webp/s:abc");

    ck_assert_int_eq(key_into("t_card,rot_90,cx_5,cy_0", key, sizeof(key),
                              kerr, sizeof(kerr)), PT_OK);
    ck_assert_str_eq(key, "proj/" ID "/11.22.33.0/cx_5,cy_0,rot_90,"
                     "t_card@55/~avif");

    ck_assert_int_eq(key_into("w_1.jpg", key, sizeof(key), kerr,
                              sizeof(kerr)), PT_OK);
    ck_assert_str_eq(key, "proj/" ID "/11.22.33.0/w_1/jpg");

    /* a buffer one byte short is refused, never cut */
    ck_assert_int_eq(key_into("w_1.jpg", key, strlen(key), kerr,
                              sizeof(kerr)), PT_ERROR);
    ck_assert_str_eq(kerr, "transform too long");
    ck_assert_int_eq(key_into("w_1.jpg", key, 0, kerr, sizeof(kerr)),
                     PT_ERROR);
}
END_TEST


START_TEST(cpy_helpers)
{
    char   buf[32], *p, *end;

    end = buf + sizeof(buf);
    p = pt_cpyint(buf, end, -9223372036854775807LL - 1);
    ck_assert_ptr_nonnull(p);
    *p = '\0';
    ck_assert_str_eq(buf, "-9223372036854775808");

    p = pt_cpystr(buf, end, "w");
    p = pt_cpymem(p, end, "_", 1);
    p = pt_cpyint(p, end, 0);
    p = pt_cpystr(p, end, NULL);
    ck_assert_ptr_nonnull(p);
    *p = '\0';
    ck_assert_str_eq(buf, "w_0");

    /* exactly full fits; one more byte does not, and NULL sticks */
    ck_assert_ptr_eq(pt_cpymem(buf, buf + 3, "abc", 3), buf + 3);
    ck_assert_ptr_null(pt_cpymem(buf, buf + 2, "abc", 3));
    ck_assert_ptr_null(pt_cpyint(buf, buf + 2, 100));
    ck_assert_ptr_null(pt_cpystr(NULL, end, "x"));
    ck_assert_ptr_null(pt_cpyint(NULL, end, 1));
}
END_TEST


/*
 * With a t_ token, a URL token equal to the default (fit_inside, dpr_1,
 * rot_0, cx_0, g_center) or one that does nothing alone (g_north, wm_pos
 * without wm in the URL) still overrides the preset: it must not share
 * the preset's key.
 */
static const char *const  overrides[] = {
    "fit_inside", "dpr_1", "rot_0", "cx_0", "cy_0", "g_center", "g_north",
    "page_1", "bgcolor_ffffff", "wm_pos_tl", "wm_opacity_100",
    "wm_scale_25", "wm_scale_50"
};


START_TEST(cache_keys_preset_overrides)
{
    char  a[PT_CACHE_KEY_MAX], tail[64];

    tgen = 3;
    pt_snprintf(a, sizeof(a), "%s", key_of("t_card.png"));
    pt_snprintf(tail, sizeof(tail), "t_card,%s.png", overrides[_i]);
    ck_assert_msg(strcmp(key_of(tail), a) != 0, "%s shares the key of"
                  " t_card.png: %s", tail, a);
}
END_TEST


START_TEST(sign_vector)
{
    char  out[PT_SIGNATURE_LEN + 1];
    const char  *msg = "what do ya want for nothing?";

    /* RFC 4231 test case 2, base64url without padding */
    memset(out, 'z', sizeof(out));
    pt_sign((const unsigned char *) "Jefe", 4, msg, strlen(msg), out);
    ck_assert_str_eq(out, "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM");
    ck_assert_uint_eq(strlen(out), PT_SIGNATURE_LEN);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("presets");

    tc = tcase_create("definitions");
    tcase_add_test(tc, params_types);
    tcase_add_test(tc, params_errors);
    tcase_add_test(tc, plugin_keys);
    tcase_add_test(tc, locked_keys);
    tcase_add_test(tc, names);
    suite_add_tcase(s, tc);

    tc = tcase_create("signature");
    tcase_add_test(tc, sig_positions);
    tcase_add_test(tc, sig_errors);
    tcase_add_test(tc, sig_length);
    tcase_add_test(tc, cache_keys);
    tcase_add_test(tc, cache_key_exact);
    tcase_add_test(tc, cpy_helpers);
    tcase_add_loop_test(tc, cache_keys_preset_overrides, 0,
                        sizeof(overrides) / sizeof(overrides[0]));
    tcase_add_test(tc, sign_vector);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
