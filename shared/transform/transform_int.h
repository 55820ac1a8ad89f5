/*
 * What the delivery grammar's files share and nobody else needs: the key
 * table (transform_table.c: each key's field, default, kind of value,
 * range, words, error text), the plugin prefixes, and the values'
 * syntax and storage in transform_value.c.
 */

#ifndef PT_TRANSFORM_INT_H
#define PT_TRANSFORM_INT_H

#include <stddef.h>

#include "transform/transform.h"

typedef enum {
    PT_TF_INT = 0,      /* integer, min..max: an int */
    PT_TF_DEC,          /* at most 2 decimals, in hundredths, min..max: a
                           double holding value / 100 */
    PT_TF_WORD,         /* one of words[]: the word's value, in an int or
                           an enum */
    PT_TF_NAME,         /* ^[A-Za-z0-9_-]{1,64}$: a char[PT_NAME_MAX + 1] */
    PT_TF_COLOR         /* RRGGBB or RRGGBBAA: an unsigned 0xRRGGBBAA */
} pt_tf_kind;

/* A word and the value it stands for, as nginx's ngx_conf_enum_t. */
typedef struct {
    const char  *name;
    int          value;
} pt_tf_word;

/*
 * One key, as a row of an nginx command table drives its
 * ngx_conf_set_*_slot: where the value lives in a pt_transform, the
 * default pt_tf_init gives it (which the canonical form leaves
 * out), what a token may say, and the error text otherwise.  Values are
 * handled as pt_tf_value gives them: an integer, hundredths, a word's
 * value, 0xRRGGBBAA; a name is 1 when given, 0 when empty.
 */
typedef struct {
    const char         *name;
    pt_tf_kind          kind;
    size_t              offset;     /* of the field in pt_transform */
    size_t              size;       /* of the field */
    int64_t             dflt;       /* the default */
    int                 min;
    int                 max;
    const pt_tf_word   *words;      /* NULL-terminated */
    /* when a value other than the default changes the picture; NULL:
     * always.  The canonical form drops the key otherwise. */
    int               (*applies)(const pt_transform *t);
    const char         *what;       /* "<name> must be <what>" */
} pt_tf_def;

/* offset and size of a field, for pt_tf_def */
#define PT_TF_FIELD(f)                                                        \
    offsetof(pt_transform, f), sizeof(((pt_transform *) 0)->f)

/* Plugin prefixes (docs/API.md "Plugin URL tokens"). */
typedef enum {
    PT_TF_BG = 0, PT_TF_SMART_CROP, PT_TF_WT, PT_TF_FILTER, PT_TF_NPLUGINS
} pt_tf_plugin_kind;

#define PT_TF_NAME_WHAT  "1 to 64 letters, digits, '_' or '-'"

extern const pt_tf_def     pt_tf_defs[PT_K_LAST];
extern const char *const   pt_tf_plugins[PT_TF_NPLUGINS];
extern const char *const   pt_tf_plugin_what[PT_TF_NPLUGINS];

/* The value s gives key def: PT_OK with *v, or PT_ERROR. */
int pt_tf_value(const pt_tf_def *def, const char *s, size_t n, int64_t *v);

/* Writes v (a name: s, n) into def's field of t; reads it back. */
void pt_tf_store(pt_transform *t, const pt_tf_def *def, int64_t v,
    const char *s, size_t n);
int64_t pt_tf_get(const pt_transform *t, const pt_tf_def *def);

/* The word a value of a word-valued key is spelled with, or NULL. */
const char *pt_tf_spell(const pt_tf_def *def, int64_t v);

/* 1 when s is a valid value of the plugin, else 0. */
int pt_tf_plugin_ok(pt_tf_plugin_kind plugin, const char *s, size_t n);

/* 1 when s matches ^[A-Za-z0-9_-]{1,64}$. */
int pt_tf_name_ok(const char *s, size_t n);

#endif /* PT_TRANSFORM_INT_H */
