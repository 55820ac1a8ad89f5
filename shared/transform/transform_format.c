/*
 * Output formats of a delivery URL: from the extension (lower case only:
 * jpg, jpeg, png, webp, avif, gif; "original" is not a format, the router
 * handles it), their extension and MIME type, and negotiation from the
 * Accept header when the URL has no extension.
 *
 * Negotiation: AVIF when Accept names image/avif with a q above 0, else
 * WEBP when it names image/webp so, else LEGACY (jpg, or png when the
 * picture has alpha).  Wildcards ("*" "/" "*", "image/" "*") do not count:
 * browsers send them beside formats they cannot decode.  Our preference
 * (avif, then webp) wins over the client's q order, as in imgproxy; a q of
 * 0 anywhere refuses the type.  Media types and the q name are compared
 * without case; whitespace around ',' ';' '=' is allowed; a quoted
 * parameter value may hold ',' or ';'; a range with a malformed q is
 * skipped.
 */

#include <string.h>
#include <strings.h>

#include "transform/transform.h"


typedef struct {
    const char     *ext;
    const char     *mime;
    pt_out_format   format;
} pt_tf_fmt;


static const pt_tf_fmt  pt_tf_fmts[] = {
    { "jpg", "image/jpeg", PT_OUT_JPEG },
    { "jpeg", "image/jpeg", PT_OUT_JPEG },
    { "png", "image/png", PT_OUT_PNG },
    { "webp", "image/webp", PT_OUT_WEBP },
    { "avif", "image/avif", PT_OUT_AVIF },
    { "gif", "image/gif", PT_OUT_GIF }
};

#define PT_TF_NFMTS  (sizeof(pt_tf_fmts) / sizeof(pt_tf_fmts[0]))


static int pt_tf_ws(char c);
static const char *pt_tf_skip_ws(const char *p);
static const char *pt_tf_skip_value(const char *p);
static const char *pt_tf_qvalue(const char *p, int *q);


int
pt_out_format_from_ext(const char *ext, size_t len, pt_out_format *f)
{
    size_t  i;

    for (i = 0; i < PT_TF_NFMTS; i++) {
        if (strlen(pt_tf_fmts[i].ext) == len
            && memcmp(pt_tf_fmts[i].ext, ext, len) == 0)
        {
            *f = pt_tf_fmts[i].format;
            return PT_OK;
        }
    }

    return PT_ERROR;
}


/* NULL for NEGOTIATE and LEGACY: they name no one format. */
const char *
pt_out_format_ext(pt_out_format f)
{
    size_t  i;

    for (i = 0; i < PT_TF_NFMTS; i++) {
        if (pt_tf_fmts[i].format == f) {
            return pt_tf_fmts[i].ext;
        }
    }

    return NULL;
}


const char *
pt_out_format_mime(pt_out_format f)
{
    size_t  i;

    for (i = 0; i < PT_TF_NFMTS; i++) {
        if (pt_tf_fmts[i].format == f) {
            return pt_tf_fmts[i].mime;
        }
    }

    return NULL;
}


static int
pt_tf_ws(char c)
{
    return c == ' ' || c == '\t';
}


static const char *
pt_tf_skip_ws(const char *p)
{
    while (pt_tf_ws(*p)) {
        p++;
    }

    return p;
}


/* To the ',' or ';' that ends a parameter value, past quoted strings. */
static const char *
pt_tf_skip_value(const char *p)
{
    while (*p != '\0' && *p != ',' && *p != ';') {
        if (*p++ != '"') {
            continue;
        }

        while (*p != '\0' && *p != '"') {
            if (*p == '\\' && p[1] != '\0') {
                p++;
            }

            p++;
        }

        if (*p == '"') {
            p++;
        }
    }

    return p;
}


/*
 * RFC 9110 qvalue, "0" ["." 0*3DIGIT] or "1" ["." 0*3("0")], as
 * thousandths in *q (-1 when malformed); returns where it stopped.
 */
static const char *
pt_tf_qvalue(const char *p, int *q)
{
    int  i, scale;

    if (*p != '0' && *p != '1') {
        *q = -1;
        return p;
    }

    *q = (*p++ - '0') * 1000;

    if (*p == '.') {
        p++;

        for (i = 0, scale = 100; i < 3 && *p >= '0' && *p <= '9'; i++) {
            *q += (*p++ - '0') * scale;
            scale /= 10;
        }
    }

    if (*q > 1000) {
        *q = -1;
    }

    return p;
}


pt_out_format
pt_out_format_negotiate(const char *accept)
{
    int          q, bad, avif, webp, *state;
    size_t       n, nlen;
    const char  *p, *type, *name;

    /* per type: 0 not named, 1 accepted, -1 refused */
    avif = 0;
    webp = 0;
    p = accept != NULL ? accept : "";

    while (*p != '\0') {
        p = pt_tf_skip_ws(p);

        if (*p == ',') {
            p++;
            continue;
        }

        type = p;

        while (*p != '\0' && *p != ',' && *p != ';' && !pt_tf_ws(*p)) {
            p++;
        }

        n = p - type;
        q = 1000;
        p = pt_tf_skip_ws(p);

        /* parameters: ;name=value or ;name="quoted" */
        while (*p == ';') {
            name = pt_tf_skip_ws(p + 1);

            p = name;

            while (*p != '\0' && *p != '=' && *p != ',' && *p != ';'
                   && !pt_tf_ws(*p))
            {
                p++;
            }

            nlen = p - name;
            p = pt_tf_skip_ws(p);

            if (*p == '=') {
                p = pt_tf_skip_ws(p + 1);
            }

            if (nlen == 1 && (*name == 'q' || *name == 'Q')) {
                p = pt_tf_skip_ws(pt_tf_qvalue(p, &q));

                if (*p != '\0' && *p != ',' && *p != ';') {
                    q = -1;
                }
            }

            p = pt_tf_skip_value(p);
        }

        /* anything else before the next ',' makes the range malformed */
        bad = (*p != '\0' && *p != ',') || q < 0;

        while (*p != '\0' && *p != ',') {
            p++;
        }

        state = NULL;

        if (n == 10 && strncasecmp(type, "image/avif", 10) == 0) {
            state = &avif;

        } else if (n == 10 && strncasecmp(type, "image/webp", 10) == 0) {
            state = &webp;
        }

        if (state != NULL && !bad && *state >= 0) {
            *state = q > 0 ? 1 : -1;
        }
    }

    if (avif > 0) {
        return PT_OUT_AVIF;
    }

    if (webp > 0) {
        return PT_OUT_WEBP;
    }

    return PT_OUT_LEGACY;
}
