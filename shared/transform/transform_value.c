/*
 * The values of the delivery grammar: strict number syntax, hex colours,
 * names and the plugin tokens' values, checked against the key table in
 * transform_table.c; a key's value written into and read from its field
 * of a pt_transform.  The rules are listed at the top of transform.c.
 */

#include <string.h>

#include "transform/transform_int.h"


static int64_t pt_tf_hundredths(double v);
static int pt_tf_number(const char *s, size_t n, int frac, int64_t *v);
static int pt_tf_hex(char c);
static int pt_tf_wm_ok(const char *s, size_t n);
static int pt_tf_text_ok(const char *s, size_t n);


static const char *const  pt_tf_smart_crops[] = {
    "face", "entropy", "center", NULL
};

static const char *const  pt_tf_filters[] = {
    "sepia", "grayscale", "vibrance", "contrast", "vignette", "warm", "cool",
    NULL
};


const char *
pt_tf_spell(const pt_tf_def *def, int64_t v)
{
    const pt_tf_word  *w;

    for (w = def->words; w != NULL && w->name != NULL; w++) {
        if (w->value == v) {
            return w->name;
        }
    }

    return NULL;
}


/* libm's lround without libm: the values are small and never negative. */
static int64_t
pt_tf_hundredths(double v)
{
    return v < 0 ? -(int64_t) (-v * 100 + 0.5) : (int64_t) (v * 100 + 0.5);
}


/*
 * A strict unsigned decimal with at most frac (0 or 2) fraction digits,
 * as *v = value * 10^frac.  Nine integer digits are more than any range
 * needs and keep the arithmetic far from overflow.
 */
static int
pt_tf_number(const char *s, size_t n, int frac, int64_t *v)
{
    int      f;
    size_t   i;
    int64_t  x;

    x = 0;

    for (i = 0; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        if (i == 9 || (i == 1 && s[0] == '0')) {
            return PT_ERROR;
        }

        x = x * 10 + (s[i] - '0');
    }

    if (i == 0) {
        return PT_ERROR;
    }

    f = 0;

    if (i < n) {
        if (frac == 0 || s[i] != '.' || i + 1 == n) {
            return PT_ERROR;
        }

        for (i++; i < n; i++) {
            if (s[i] < '0' || s[i] > '9' || f == frac) {
                return PT_ERROR;
            }

            x = x * 10 + (s[i] - '0');
            f++;
        }
    }

    for ( /* void */ ; f < frac; f++) {
        x *= 10;
    }

    *v = x;

    return PT_OK;
}


static int
pt_tf_hex(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }

    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') {
        return (c | 0x20) - 'a' + 10;
    }

    return -1;
}


int
pt_tf_name_ok(const char *s, size_t n)
{
    size_t  i;

    if (n == 0 || n > PT_NAME_MAX) {
        return 0;
    }

    for (i = 0; i < n; i++) {
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')
              || (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-'))
        {
            return 0;
        }
    }

    return 1;
}


/*
 * "wm_" + s must read back as wm=s: "opacity_0" would be wm_opacity=0 by
 * the longest-prefix rule, so such names are refused here too (from a
 * preset's parameters), and the canonical form always parses to itself.
 */
static int
pt_tf_wm_ok(const char *s, size_t n)
{
    int          k;
    size_t       len;
    const char  *name;

    for (k = 0; k < PT_K_LAST; k++) {
        name = pt_tf_defs[k].name;

        if (strncmp(name, "wm_", 3) != 0) {
            continue;
        }

        len = strlen(name + 3);

        if (n > len && s[len] == '_' && memcmp(s, name + 3, len) == 0) {
            return 0;
        }
    }

    return 1;
}


int
pt_tf_value(const pt_tf_def *def, const char *s, size_t n, int64_t *v)
{
    int                i, d;
    const pt_tf_word  *w;

    switch (def->kind) {

    case PT_TF_INT:
    case PT_TF_DEC:
        if (pt_tf_number(s, n, def->kind == PT_TF_DEC ? 2 : 0, v) != PT_OK
            || *v < def->min || *v > def->max)
        {
            return PT_ERROR;
        }

        return PT_OK;

    case PT_TF_WORD:
        for (w = def->words; w->name != NULL; w++) {
            if (strlen(w->name) == n && memcmp(w->name, s, n) == 0) {
                *v = w->value;
                return PT_OK;
            }
        }

        return PT_ERROR;

    case PT_TF_NAME:
        return pt_tf_name_ok(s, n) && pt_tf_wm_ok(s, n) ? PT_OK : PT_ERROR;

    case PT_TF_COLOR:
        if (n != 6 && n != 8) {
            return PT_ERROR;
        }

        *v = 0;

        for (i = 0; i < (int) n; i++) {
            d = pt_tf_hex(s[i]);
            if (d < 0) {
                return PT_ERROR;
            }

            *v = *v * 16 + d;
        }

        if (n == 6) {
            *v = *v * 256 + 0xff;
        }

        return PT_OK;
    }

    return PT_ERROR;
}


/* a word's value is stored as an int, in the enum fields too */
_Static_assert(sizeof(pt_fit) == sizeof(int)
               && sizeof(pt_gravity) == sizeof(int)
               && sizeof(pt_wm_pos) == sizeof(int),
               "pt_tf_store writes word values as int");


void
pt_tf_store(pt_transform *t, const pt_tf_def *def, int64_t v, const char *s,
    size_t n)
{
    char  *p;

    p = (char *) t + def->offset;

    switch (def->kind) {

    case PT_TF_INT:
    case PT_TF_WORD:
        *(int *) p = (int) v;
        break;

    case PT_TF_DEC:
        *(double *) p = v / 100.0;
        break;

    case PT_TF_COLOR:
        *(unsigned *) p = (unsigned) v;
        break;

    case PT_TF_NAME:
        memcpy(p, s, n);
        p[n] = '\0';
        break;
    }
}


int64_t
pt_tf_get(const pt_transform *t, const pt_tf_def *def)
{
    const char  *p;

    p = (const char *) t + def->offset;

    switch (def->kind) {

    case PT_TF_INT:
    case PT_TF_WORD:
        return *(const int *) p;

    case PT_TF_DEC:
        return pt_tf_hundredths(*(const double *) p);

    case PT_TF_COLOR:
        return *(const unsigned *) p;

    case PT_TF_NAME:
        return p[0] != '\0';
    }

    return 0;
}


/*
 * wt_ text: printable ASCII but for the characters that would be ambiguous
 * in a path or a quoted cache key, or well-formed UTF-8 (no overlongs,
 * surrogates or code points past U+10FFFF).
 */
static int
pt_tf_text_ok(const char *s, size_t n)
{
    size_t         i, len;
    unsigned char  c;

    if (n == 0 || n >= sizeof(((pt_plugin_token *) 0)->value)) {
        return 0;
    }

    for (i = 0; i < n; i += len) {
        c = (unsigned char) s[i];

        if (c <= 0x20 || c == 0x7f || c == ',' || c == '/' || c == '\\'
            || c == '"')
        {
            return 0;
        }

        len = pt_utf8_char((const unsigned char *) s + i, n - i);
        if (len == 0) {
            return 0;
        }
    }

    return 1;
}


int
pt_tf_plugin_ok(pt_tf_plugin_kind plugin, const char *s, size_t n)
{
    int                 i;
    int64_t             v;
    const char *const  *words;

    switch (plugin) {

    case PT_TF_BG:
        if (n == 6 && memcmp(s, "remove", 6) == 0) {
            return 1;
        }

        return pt_tf_number(s, n, 0, &v) == PT_OK && v >= 1 && v <= 255;

    case PT_TF_WT:
        return pt_tf_text_ok(s, n);

    default:
        words = plugin == PT_TF_FILTER ? pt_tf_filters : pt_tf_smart_crops;

        for (i = 0; words[i] != NULL; i++) {
            if (strlen(words[i]) == n && memcmp(words[i], s, n) == 0) {
                return 1;
            }
        }

        return 0;
    }
}
