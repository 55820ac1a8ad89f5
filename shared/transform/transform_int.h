/*
 * What the delivery grammar's files share and nobody else needs: the key
 * table (name, kind of value, range, words, error text), the plugin
 * prefixes, and the value checkers in transform_value.c.
 */

#ifndef PT_TRANSFORM_INT_H
#define PT_TRANSFORM_INT_H

#include "transform/transform.h"

typedef enum {
    PT_TF_INT = 0,      /* integer, min..max */
    PT_TF_DEC,          /* at most 2 decimals, in hundredths, min..max */
    PT_TF_WORD,         /* one of words[], the value is its index */
    PT_TF_NAME,         /* ^[A-Za-z0-9_-]{1,64}$ */
    PT_TF_COLOR         /* RRGGBB or RRGGBBAA, as 0xRRGGBBAA */
} pt_tf_kind;

typedef struct {
    const char         *name;
    pt_tf_kind          kind;
    int                 min;
    int                 max;
    const char *const  *words;
    const char         *what;       /* "<name> must be <what>" */
} pt_tf_def;

/* Plugin prefixes (SPEC "Plugin URL tokens"). */
typedef enum {
    PT_TF_BG = 0, PT_TF_SMART_CROP, PT_TF_WT, PT_TF_FILTER, PT_TF_NPLUGINS
} pt_tf_plugin;

#define PT_TF_NAME_WHAT  "1 to 64 letters, digits, '_' or '-'"

extern const pt_tf_def     pt_tf_defs[PT_K_LAST];
extern const char *const   pt_tf_plugins[PT_TF_NPLUGINS];
extern const char *const   pt_tf_plugin_what[PT_TF_NPLUGINS];

/* The value of core key k: PT_OK with *v (see pt_tf_kind), or PT_ERROR. */
int pt_tf_value(pt_key k, const char *s, size_t n, int64_t *v);

/* 1 when s is a valid value of the plugin, else 0. */
int pt_tf_plugin_ok(pt_tf_plugin plugin, const char *s, size_t n);

/* 1 when s matches ^[A-Za-z0-9_-]{1,64}$. */
int pt_tf_name_ok(const char *s, size_t n);

/* The word a value of a word-valued key is spelled with, or NULL. */
const char *pt_tf_word(pt_key key, int index);

#endif /* PT_TRANSFORM_INT_H */
