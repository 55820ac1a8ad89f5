/*
 * Delivery URL parsing and cache keys.
 */

#include <string.h>

#include "records/accounts.h"
#include "delivery/delivery.h"
#include "transform/gen.h"
#include "records/images.h"


/* Splits "/a/b/c" into at most max segments; PT_ERROR on empty ones. */
static int
pt_dl_segments(const char *path, size_t len, const char **seg, size_t *slen,
    int max)
{
    const char  *p = path, *end = path + len, *s;
    int          n = 0;

    if (len == 0 || *p != '/') {
        return PT_ERROR;
    }

    while (p < end) {
        p++;
        s = p;

        while (p < end && *p != '/') {
            p++;
        }

        if (p == s || n == max) {
            return PT_ERROR;
        }

        seg[n] = s;
        slen[n] = p - s;
        n++;
    }

    return n;
}


/*
 * Takes the "s_..." token out of the last segment: d->sig gets its value,
 * d->msg the path without it and its comma ("w_1,s_x.jpg" -> "w_1.jpg",
 * "s_x,w_1" -> "w_1").
 */
static int
pt_dl_signature(const char *path, size_t len, const char *seg,
    size_t slen, pt_dl_url *d)
{
    const char  *end, *tok, *tend, *vend, *cut, *cut_end, *dot;

    end = seg + slen;

    for (tok = seg; tok < end; tok = tend + 1) {
        tend = memchr(tok, ',', end - tok);
        if (tend == NULL) {
            tend = end;
        }

        if (tend - tok < 2 || tok[0] != 's' || tok[1] != '_') {
            continue;
        }

        /* base64url has no '.': a dot starts the extension */
        dot = memchr(tok, '.', tend - tok);
        vend = dot ? dot : tend;

        if (vend - tok - 2 < 1 || (size_t) (vend - tok - 2) >= sizeof(d->sig)
            || d->sig[0] || (dot && tend != end))
        {
            return PT_ERROR;
        }

        memcpy(d->sig, tok + 2, vend - tok - 2);
        d->sig[vend - tok - 2] = '\0';

        if (tok > seg) {
            cut = tok - 1;              /* ",s_x" */
            cut_end = vend;
        } else {
            cut = tok;                  /* "s_x," or the only token */
            cut_end = vend < end && *vend == ',' ? vend + 1 : vend;
        }

        d->msg_len = len - (cut_end - cut);
        if (d->msg_len >= sizeof(d->msg)) {
            return PT_ERROR;
        }

        memcpy(d->msg, path, cut - path);
        memcpy(d->msg + (cut - path), cut_end, path + len - cut_end);
        d->msg[d->msg_len] = '\0';
    }

    return PT_OK;
}


int
pt_dl_parse(const char *path, size_t len, pt_dl_url *d)
{
    int          n;
    const char  *seg[3], *dot;
    size_t       slen[3];

    memset(d, 0, sizeof(*d));

    n = pt_dl_segments(path, len, seg, slen, 3);
    if (n < 2) {
        return PT_ERROR;
    }

    if (slen[0] >= sizeof(d->project) || slen[1] >= sizeof(d->id)) {
        return PT_ERROR;
    }

    memcpy(d->project, seg[0], slen[0]);
    memcpy(d->id, seg[1], slen[1]);

    if (!pt_project_slug_valid(d->project) || !pt_image_id_valid(d->id)) {
        return PT_ERROR;
    }

    d->kind = PT_DL_ORIGINAL;
    d->format = PT_OUT_NEGOTIATE;

    if (n == 2) {
        return PT_OK;
    }

    if (pt_dl_signature(path, len, seg[2], slen[2], d) != PT_OK) {
        return PT_ERROR;
    }

    if (d->sig[0]) {
        /* the signed form is the path without the token */
        seg[2] = d->msg + (seg[2] - path);
        slen[2] = d->msg_len - (seg[2] - d->msg);
    }

    /* the extension is the part after the last dot when it names a
     * format: "dpr_1.5" has none, "dpr_1.5.webp" has webp */
    dot = memrchr(seg[2], '.', slen[2]);

    d->tokens = seg[2];
    d->tokens_len = slen[2];

    if (dot && pt_out_format_from_ext(dot + 1, seg[2] + slen[2] - dot - 1,
                                      &d->format) == PT_OK)
    {
        d->tokens_len = dot - seg[2];
    }

    if (d->tokens_len == 8 && memcmp(d->tokens, "original", 8) == 0) {
        d->kind = d->format == PT_OUT_NEGOTIATE ? PT_DL_ORIGINAL
                                                : PT_DL_CONVERT;
        d->tokens_len = 0;
        return PT_OK;
    }

    if (d->tokens_len == 0) {
        return PT_ERROR;
    }

    d->kind = PT_DL_VARIANT;

    return PT_OK;
}


/* The variant's tokens into t, and the version of each preset they name. */
static int
pt_dl_transform(const pt_dl_url *d, pt_transform *t,
    pt_gen_lookup_pt gen, void *arg, char *err, size_t errlen)
{
    char      key[PT_GEN_KEY_MAX + 1];
    unsigned  i;

    pt_tf_init(t);

    if (d->kind == PT_DL_VARIANT
        && pt_tf_parse(t, d->tokens, d->tokens_len, err, errlen)
           != PT_OK)
    {
        return PT_ERROR;
    }

    /* a preset's version is part of what the variant is */
    for (i = 0; i < t->npresets; i++) {
        if (pt_gen_key(key, sizeof(key), 't', d->project, t->presets[i])
            != PT_OK)
        {
            pt_snprintf(err, errlen, "named transform name too long");
            return PT_ERROR;
        }

        t->preset_versions[i] = gen(arg, key);
    }

    return PT_OK;
}


/* t's canonical form into canon; empty for an original. */
static int
pt_dl_canon(const pt_dl_url *d, const pt_transform *t, char *canon,
    size_t size, char *err, size_t errlen)
{
    canon[0] = '\0';

    /*
     * Tokens that are all defaults ("fit_inside,rot_0") have an empty
     * form: the default rendering, the entry of "original.jpg".  Only a
     * preset, a plugin or a watermark always writes something, so only
     * with one of them does an empty form mean that it did not fit.
     */
    if (d->kind != PT_DL_ORIGINAL
        && pt_tf_canonical(t, canon, size) == 0
        && (t->npresets || t->nplugins || t->wm[0]))
    {
        pt_snprintf(err, errlen, "too many transform tokens");
        return PT_ERROR;
    }

    return PT_OK;
}


/* The generations of the image, the project, all and the watermark. */
static int
pt_dl_gens(const pt_dl_url *d, const pt_transform *t,
    pt_gen_lookup_pt gen, void *arg, unsigned long long *g, char *err,
    size_t errlen)
{
    char  key[PT_GEN_KEY_MAX + 1];

    g[3] = 0;

    if (t->wm[0]) {
        if (pt_gen_key(key, sizeof(key), 'w', d->project, t->wm) != PT_OK) {
            pt_snprintf(err, errlen, "watermark name too long");
            return PT_ERROR;
        }
        g[3] = gen(arg, key);
    }

    (void) pt_gen_key(key, sizeof(key), 'i', d->id, NULL);
    g[0] = gen(arg, key);
    (void) pt_gen_key(key, sizeof(key), 'p', d->project, NULL);
    g[1] = gen(arg, key);
    g[2] = gen(arg, "g:");

    return PT_OK;
}


/*
 * project/id/ig.pg.gg.wg/canonical/format[/s:sig] into out, without
 * printf: every cache hit builds it.  *format gets the URL's, or the one
 * negotiated from accept.  PT_ERROR when it does not fit.
 */
static int
pt_dl_write(const pt_dl_url *d, const unsigned long long *g,
    const char *canon, const char *accept, pt_out_format *format, char *out,
    size_t size)
{
    char      *p, *end;
    unsigned   i;

    *format = d->format;

    if (size == 0) {
        return PT_ERROR;
    }

    end = out + size - 1;
    p = pt_cpystr(out, end, d->project);
    p = pt_cpymem(p, end, "/", 1);
    p = pt_cpystr(p, end, d->id);

    for (i = 0; i < 4; i++) {
        p = pt_cpymem(p, end, i ? "." : "/", 1);
        p = pt_cpyint(p, end, (long long) g[i]);
    }

    p = pt_cpymem(p, end, "/", 1);
    p = pt_cpystr(p, end, canon);
    p = pt_cpymem(p, end, "/", 1);

    if (d->kind == PT_DL_ORIGINAL) {
        p = pt_cpystr(p, end, "original");

    } else if (d->format == PT_OUT_NEGOTIATE) {
        /* "~": negotiated, answered with Vary: Accept */
        *format = pt_out_format_negotiate(accept);
        p = pt_cpymem(p, end, "~", 1);
        p = pt_cpystr(p, end, *format == PT_OUT_LEGACY
                              ? "legacy" : pt_out_format_ext(*format));
    } else {
        p = pt_cpystr(p, end, pt_out_format_ext(d->format));
    }

    /* a signed URL has its own entry: a variant rendered for a valid
     * signature is never served to an unsigned request */
    if (d->sig[0]) {
        p = pt_cpymem(p, end, "/s:", 3);
        p = pt_cpystr(p, end, d->sig);
    }

    if (p == NULL) {
        return PT_ERROR;
    }

    *p = '\0';

    return PT_OK;
}


int
pt_dl_key(const pt_dl_url *d, pt_transform *t, const char *accept,
    pt_gen_lookup_pt gen, void *arg, pt_out_format *format, char *out,
    size_t size, char *err, size_t errlen)
{
    char                canon[PT_TF_CANON_MAX];
    unsigned long long  g[4];       /* image, project, global, watermark */

    if (pt_dl_transform(d, t, gen, arg, err, errlen) != PT_OK
        || pt_dl_canon(d, t, canon, sizeof(canon), err, errlen)
           != PT_OK
        || pt_dl_gens(d, t, gen, arg, g, err, errlen) != PT_OK)
    {
        return PT_ERROR;
    }

    if (pt_dl_write(d, g, canon, accept, format, out, size) != PT_OK) {
        pt_snprintf(err, errlen, "transform too long");
        return PT_ERROR;
    }

    return PT_OK;
}
