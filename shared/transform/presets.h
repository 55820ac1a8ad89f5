/*
 * Named transforms (presets): validating a definition with the delivery
 * grammar, and loading the ones a delivery URL names.
 */

#ifndef PT_PRESETS_H
#define PT_PRESETS_H

#include "db/db.h"
#include "transform/transform.h"

/*
 * Builds t from a definition's "parameters" object and "locked" array
 * (json_t *; locked may be NULL).  Values may be strings or numbers;
 * plugin prefixes are keys too ("filter": "sepia").  PT_ERROR with err
 * naming the field: parameters.w, locked[2].
 */
int pt_preset_build(void *parameters, void *locked, pt_transform *t,
    char *err, size_t errlen);

/* 1 when name is a valid preset name (^[A-Za-z0-9_-]{1,64}$). */
int pt_preset_name_valid(const char *name);

/*
 * Loads every preset url names, in order, into presets[] (room for
 * PT_MAX_PRESETS).  1 on success, 0 when one is unknown or broken (err
 * names the token), PT_ERROR on a database error.
 */
int pt_presets_load(pt_db *db, unsigned long long project_id,
    const pt_transform *url, pt_transform *presets, char *err,
    size_t errlen);

#endif /* PT_PRESETS_H */
