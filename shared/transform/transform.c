/*
 * The delivery grammar (docs/API.md "Delivery"): parsing a token list
 * such as "w_300,h_200,fit_cover,t_card,bg_remove" into a pt_transform,
 * and setting one key from a named transform's parameters object.  The
 * canonical form and preset resolution are in transform_canon.c, output
 * formats in transform_format.c, the values' syntax in transform_value.c.
 *
 * Rules, beyond what docs/API.md "Delivery" says:
 *
 * - Tokens are separated by ','.  An empty token (",,", a leading or a
 *   trailing ',') is an error; so is an empty list given as ",".  A list
 *   of zero bytes is the empty transform.
 * - A token is key_value.  The key is the longest known key (core keys,
 *   "t", the plugin prefixes bg, smart_crop, wt, filter) that the token
 *   starts with, followed by '_' and a non-empty value: "wm_pos_br" is
 *   wm_pos=br, "wm_logo" is wm=logo, "bgcolor_fff000" is bgcolor, "bg_40"
 *   the bg plugin.  So "wm_opacity_" is an empty wm_opacity, an error, and
 *   a watermark named "pos_*", "opacity_*" or "scale_*" cannot be asked
 *   for: wm refuses such names, in presets too, so that the canonical form
 *   always reads back as itself.
 * - Keys and word values are lower case only ("W_300", "fit_Cover" are
 *   errors); hex colours take either case.
 * - Each key at most once per list ("w_100,w_200" is an error, not "the
 *   last wins"); the same for a plugin prefix ("filter_sepia,filter_warm")
 *   and a preset name ("t_a,t_a").  At most PT_MAX_PRESETS t_ tokens and
 *   PT_MAX_PLUGINS plugin tokens.
 * - Numbers: ASCII digits only, no sign, no spaces, no leading zero except
 *   "0" itself, no hex, no exponent.  dpr, blur and sharpen take a
 *   fraction of one or two digits ("1.5", "0.75", "2.50"; not "1.", ".5",
 *   "1.255").  Ranges: w h 1-8192, dpr 1-4, cx cy 0-100000, cw ch
 *   1-100000, q 1-100, blur 0.3-100, sharpen 0.3-10, rot 0 90 180 270,
 *   page 1-10000, wm_opacity 0-100, wm_scale 1-100.
 * - Crop (before resize, source pixels) as weserv does it: any of cx cy
 *   cw ch may come alone; cx and cy default to 0, a missing cw or ch
 *   reaches the right or bottom edge.  No key depends on another, so a
 *   preset and the URL can each give part of a crop.  A rectangle outside
 *   the picture is the renderer's 400.
 * - bgcolor: RRGGBB (opaque) or RRGGBBAA hex, stored 0xRRGGBBAA.
 * - Names (t_<name>, wm_<name>): ^[A-Za-z0-9_-]{1,64}$.
 * - Plugin values are checked here (the activation later): bg_remove or
 *   bg_<1-255>; smart_crop_face|entropy|center; filter_sepia|grayscale|
 *   vibrance|contrast|vignette|warm|cool; wt_ any text of 1-127 bytes,
 *   printable ASCII other than space , / \ " or well-formed UTF-8 ('+'
 *   stands for a space and is kept as is).
 * - Errors name the first bad token, cut to 64 bytes, with bytes that are
 *   not printable ASCII shown as '?': token "w_0": w must be an integer
 *   from 1 to 8192.  On error the pt_transform is left as it was.
 * - pt_tf_set takes the core keys only: a named transform cannot
 *   hold t_ or plugin tokens.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "transform/transform_int.h"


/* token kinds beside the core keys (0 .. PT_K_LAST - 1) */
#define PT_TF_PRESET      PT_K_LAST
#define PT_TF_PLUGIN(i)   (PT_K_LAST + 1 + (i))


static const char *pt_tf_echo(char *buf, size_t size, const char *s,
    size_t n);
static void pt_tf_error(char *err, size_t errlen, const char *tok,
    size_t n, const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static int pt_tf_match(const char *tok, size_t n, size_t *klen);
static int pt_tf_set_key(pt_transform *t, pt_key k, const char *s, size_t n);
static int pt_tf_key_add(pt_transform *t, unsigned *seen, pt_key k,
    const char *s, size_t n, char *msg, size_t size);
static int pt_tf_preset_add(pt_transform *t, const char *s, size_t n,
    char *msg, size_t size);
static int pt_tf_plugin_add(pt_transform *t, pt_tf_plugin_kind plugin,
    const char *s, size_t n, char *msg, size_t size);
static int pt_tf_token(pt_transform *t, unsigned *seen, const char *tok,
    size_t n, char *err, size_t errlen);


void
pt_tf_init(pt_transform *t)
{
    int  k;

    /* no key given, no presets, no plugins; then each key's default */
    memset(t, 0, sizeof(pt_transform));

    for (k = 0; k < PT_K_LAST; k++) {
        pt_tf_store(t, &pt_tf_defs[k], pt_tf_defs[k].dflt, "", 0);
    }
}


pt_key
pt_tf_key(const char *name, size_t len)
{
    int  k;

    for (k = 0; k < PT_K_LAST; k++) {
        if (strlen(pt_tf_defs[k].name) == len
            && memcmp(pt_tf_defs[k].name, name, len) == 0)
        {
            return (pt_key) k;
        }
    }

    return PT_K_LAST;
}


const char *
pt_tf_key_name(pt_key key)
{
    if ((unsigned) key >= PT_K_LAST) {
        return NULL;
    }

    return pt_tf_defs[key].name;
}


/* A client's bytes made safe to quote in an error: 64 bytes, printable. */
static const char *
pt_tf_echo(char *buf, size_t size, const char *s, size_t n)
{
    size_t  i, max;

    max = n > 64 ? 64 : n;

    if (max + 4 > size) {
        max = size > 4 ? size - 4 : 0;
    }

    for (i = 0; i < max; i++) {
        buf[i] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
    }

    if (max < n && size >= 4) {
        memcpy(buf + i, "...", 3);
        i += 3;
    }

    buf[i] = '\0';

    return buf;
}


static void
pt_tf_error(char *err, size_t errlen, const char *tok, size_t n,
    const char *fmt, ...)
{
    char     msg[256], echo[72];
    va_list  ap;

    if (err == NULL || errlen == 0) {
        return;
    }

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);

    pt_snprintf(err, errlen, "token \"%s\": %s",
                pt_tf_echo(echo, sizeof(echo), tok, n), msg);
}


/* The kind of a token by its longest key followed by '_', or -1. */
static int
pt_tf_match(const char *tok, size_t n, size_t *klen)
{
    int          i, kind;
    size_t       len, best;
    const char  *name;

    kind = -1;
    best = 0;

    for (i = 0; i <= PT_TF_PLUGIN(PT_TF_NPLUGINS - 1); i++) {
        name = i < PT_K_LAST ? pt_tf_defs[i].name
               : i == PT_TF_PRESET ? "t"
               : pt_tf_plugins[i - PT_TF_PLUGIN(0)];

        len = strlen(name);

        if (len > best && len < n && tok[len] == '_'
            && memcmp(tok, name, len) == 0)
        {
            kind = i;
            best = len;
        }
    }

    *klen = best;

    return kind;
}


/*
 * Key k's value s into t, as an ngx_conf_set_*_slot stores a directive's
 * argument where its command's offset says: PT_ERROR when s is not one.
 */
static int
pt_tf_set_key(pt_transform *t, pt_key k, const char *s, size_t n)
{
    int64_t  v;

    if (pt_tf_value(&pt_tf_defs[k], s, n, &v) != PT_OK) {
        return PT_ERROR;
    }

    pt_tf_store(t, &pt_tf_defs[k], v, s, n);
    t->set |= 1u << k;

    return PT_OK;
}


/* A core key's token: once per list (*seen); why not in msg. */
static int
pt_tf_key_add(pt_transform *t, unsigned *seen, pt_key k, const char *s,
    size_t n, char *msg, size_t size)
{
    if (*seen & (1u << k)) {
        pt_snprintf(msg, size, "%s is given twice; a key may appear once",
                    pt_tf_defs[k].name);
        return PT_ERROR;
    }

    if (pt_tf_set_key(t, k, s, n) != PT_OK) {
        pt_snprintf(msg, size, "%s must be %s", pt_tf_defs[k].name,
                    pt_tf_defs[k].what);
        return PT_ERROR;
    }

    *seen |= 1u << k;

    return PT_OK;
}


/* A t_ token's name s after the named transforms t holds; why not in msg. */
static int
pt_tf_preset_add(pt_transform *t, const char *s, size_t n, char *msg,
    size_t size)
{
    unsigned  i;

    if (!pt_tf_name_ok(s, n)) {
        pt_snprintf(msg, size,
                    "a named transform's name is " PT_TF_NAME_WHAT);
        return PT_ERROR;
    }

    for (i = 0; i < t->npresets; i++) {
        if (strlen(t->presets[i]) == n && memcmp(t->presets[i], s, n) == 0) {
            pt_snprintf(msg, size, "named transform given twice");
            return PT_ERROR;
        }
    }

    if (t->npresets == PT_MAX_PRESETS) {
        pt_snprintf(msg, size, "at most %d named transforms",
                    PT_MAX_PRESETS);
        return PT_ERROR;
    }

    memcpy(t->presets[t->npresets], s, n);
    t->presets[t->npresets][n] = '\0';
    t->preset_versions[t->npresets] = 0;
    t->npresets++;

    return PT_OK;
}


/* A plugin token's value s after those t holds; why not in msg. */
static int
pt_tf_plugin_add(pt_transform *t, pt_tf_plugin_kind plugin, const char *s,
    size_t n, char *msg, size_t size)
{
    unsigned          i;
    pt_plugin_token  *pt;

    if (!pt_tf_plugin_ok(plugin, s, n)) {
        pt_snprintf(msg, size, "%s must be %s", pt_tf_plugins[plugin],
                    pt_tf_plugin_what[plugin]);
        return PT_ERROR;
    }

    for (i = 0; i < t->nplugins; i++) {
        if (strcmp(t->plugins[i].prefix, pt_tf_plugins[plugin]) == 0) {
            pt_snprintf(msg, size,
                        "plugin %s is given twice; a plugin may appear once",
                        pt_tf_plugins[plugin]);
            return PT_ERROR;
        }
    }

    if (t->nplugins == PT_MAX_PLUGINS) {
        pt_snprintf(msg, size, "at most %d plugin tokens", PT_MAX_PLUGINS);
        return PT_ERROR;
    }

    pt = &t->plugins[t->nplugins++];
    pt_snprintf(pt->prefix, sizeof(pt->prefix), "%s", pt_tf_plugins[plugin]);
    memcpy(pt->value, s, n);
    pt->value[n] = '\0';

    return PT_OK;
}


/* One token into t; *seen holds the core keys this list gave already. */
static int
pt_tf_token(pt_transform *t, unsigned *seen, const char *tok, size_t n,
    char *err, size_t errlen)
{
    int          kind, rc;
    char         msg[256];
    size_t       klen, vlen;
    const char  *val;

    if (n == 0) {
        pt_tf_error(err, errlen, tok, n, "empty token (a ',' too many)");
        return PT_ERROR;
    }

    kind = pt_tf_match(tok, n, &klen);

    if (kind < 0) {
        pt_tf_error(err, errlen, tok, n,
                    "unknown key (tokens are key_value, e.g. w_300)");
        return PT_ERROR;
    }

    val = tok + klen + 1;
    vlen = n - klen - 1;

    if (vlen == 0) {
        pt_tf_error(err, errlen, tok, n, "no value after \"%.*s_\"",
                    (int) klen, tok);
        return PT_ERROR;
    }

    if (kind == PT_TF_PRESET) {
        rc = pt_tf_preset_add(t, val, vlen, msg, sizeof(msg));

    } else if (kind > PT_TF_PRESET) {
        rc = pt_tf_plugin_add(t, (pt_tf_plugin_kind) (kind - PT_TF_PLUGIN(0)),
                              val, vlen, msg, sizeof(msg));

    } else {
        rc = pt_tf_key_add(t, seen, (pt_key) kind, val, vlen, msg,
                           sizeof(msg));
    }

    if (rc != PT_OK) {
        pt_tf_error(err, errlen, tok, n, "%s", msg);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_tf_parse(pt_transform *t, const char *s, size_t len, char *err,
    size_t errlen)
{
    unsigned      seen;
    const char   *p, *end, *tok;
    pt_transform  work;

    if (len == 0) {
        return PT_OK;
    }

    /* on a copy, so that a bad list leaves t as it was */
    work = *t;
    seen = 0;
    p = s;
    end = s + len;

    for ( ;; ) {
        tok = p;

        while (p < end && *p != ',') {
            p++;
        }

        if (pt_tf_token(&work, &seen, tok, p - tok, err, errlen) != PT_OK) {
            return PT_ERROR;
        }

        if (p == end) {
            break;
        }

        p++;
    }

    *t = work;

    return PT_OK;
}


int
pt_tf_set(pt_transform *t, const char *key, const char *value,
    char *err, size_t errlen)
{
    pt_key   k;
    size_t   n;
    char     ek[72], ev[72];

    k = pt_tf_key(key, strlen(key));

    if (k == PT_K_LAST) {
        if (err != NULL && errlen > 0) {
            pt_snprintf(err, errlen, "parameter \"%s\": not a transform "
                        "parameter (w, h, fit, q, blur, wm, ...)",
                        pt_tf_echo(ek, sizeof(ek), key, strlen(key)));
        }

        return PT_ERROR;
    }

    n = value != NULL ? strlen(value) : 0;

    if (value == NULL || pt_tf_set_key(t, k, value, n) != PT_OK) {
        if (err != NULL && errlen > 0) {
            pt_snprintf(err, errlen, "parameter \"%s\" value \"%s\": "
                        "%s must be %s", pt_tf_defs[k].name,
                        pt_tf_echo(ev, sizeof(ev), value ? value : "", n),
                        pt_tf_defs[k].name, pt_tf_defs[k].what);
        }

        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_tf_plugin(const char *name)
{
    int  i;

    for (i = 0; i < PT_TF_NPLUGINS; i++) {
        if (strcmp(name, pt_tf_plugins[i]) == 0) {
            return i;
        }
    }

    return -1;
}
