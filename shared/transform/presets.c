/*
 * Named transforms: definitions checked by the same grammar as URLs.
 */

#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "transform/presets.h"


int
pt_preset_name_valid(const char *name)
{
    size_t  i, n = strlen(name);

    if (n < 1 || n > PT_NAME_MAX) {
        return 0;
    }

    for (i = 0; i < n; i++) {
        if (!((name[i] >= 'a' && name[i] <= 'z')
              || (name[i] >= 'A' && name[i] <= 'Z')
              || (name[i] >= '0' && name[i] <= '9')
              || name[i] == '_' || name[i] == '-'))
        {
            return 0;
        }
    }

    return 1;
}


/* A parameter's value as the text a URL token would carry. */
static int
pt_preset_value(json_t *v, char *buf, size_t size)
{
    if (json_is_string(v)) {
        if (json_string_length(v) >= size) {
            return PT_ERROR;
        }
        pt_snprintf(buf, size, "%s", json_string_value(v));
        return PT_OK;
    }

    if (json_is_integer(v)) {
        pt_snprintf(buf, size, "%lld", (long long) json_integer_value(v));
        return PT_OK;
    }

    if (json_is_real(v)) {
        /* 1.5 -> "1.5", 2.0 -> "2": the grammar's own number forms */
        pt_snprintf(buf, size, "%.2f", json_real_value(v));
        while (strchr(buf, '.') && buf[strlen(buf) - 1] == '0') {
            buf[strlen(buf) - 1] = '\0';
        }
        if (buf[strlen(buf) - 1] == '.') {
            buf[strlen(buf) - 1] = '\0';
        }
        return PT_OK;
    }

    return PT_ERROR;
}


int
pt_preset_build(void *parameters, void *locked, pt_transform *t, char *err,
    size_t errlen)
{
    int          plugin;
    char         value[160], token[200], why[256];
    size_t       i;
    pt_key       k;
    json_t      *v;
    const char  *key;

    pt_tf_init(t);

    if (!json_is_object((json_t *) parameters)) {
        pt_snprintf(err, errlen, "field \"parameters\" must be an object");
        return PT_ERROR;
    }

    json_object_foreach((json_t *) parameters, key, v) {
        if (pt_preset_value(v, value, sizeof(value)) != PT_OK) {
            pt_snprintf(err, errlen, "parameters.%.64s: must be a string or"
                        " a number", key);
            return PT_ERROR;
        }

        plugin = pt_tf_plugin(key);
        why[0] = '\0';

        if (plugin >= 0) {
            /* a plugin's value is checked exactly as in a URL */
            pt_snprintf(token, sizeof(token), "%s_%s", key, value);

            if (strchr(value, ',') != NULL
                || pt_tf_parse(t, token, strlen(token), why,
                               sizeof(why)) != PT_OK)
            {
                pt_snprintf(err, errlen, "parameters.%s: %s", key,
                            why[0] ? why : "not a valid value");
                return PT_ERROR;
            }

            continue;
        }

        if (pt_tf_set(t, key, value, why, sizeof(why)) != PT_OK) {
            pt_snprintf(err, errlen, "parameters.%.64s: %s", key, why);
            return PT_ERROR;
        }
    }

    if (locked == NULL || json_is_null((json_t *) locked)) {
        return PT_OK;
    }

    if (!json_is_array((json_t *) locked)) {
        pt_snprintf(err, errlen, "field \"locked\" must be an array of"
                    " parameter names");
        return PT_ERROR;
    }

    json_array_foreach((json_t *) locked, i, v) {
        key = json_string_value(v);

        if (key == NULL) {
            pt_snprintf(err, errlen, "locked[%zu]: must be a parameter"
                        " name", i);
            return PT_ERROR;
        }

        plugin = pt_tf_plugin(key);
        k = pt_tf_key(key, strlen(key));

        if (plugin >= 0) {
            t->plugin_locked |= 1u << plugin;

        } else if (k != PT_K_LAST) {
            t->locked |= 1u << k;

        } else {
            pt_snprintf(err, errlen, "locked[%zu]: \"%.64s\" is not a"
                        " transform parameter", i, key);
            return PT_ERROR;
        }
    }

    return PT_OK;
}


int
pt_presets_load(pt_db *db, unsigned long long project_id,
    const pt_transform *url, pt_transform *presets, char *err,
    size_t errlen)
{
    int          rc;
    char         why[256];
    unsigned     i;
    json_t      *params, *locked;
    pt_rows     *rows;

    for (i = 0; i < url->npresets; i++) {
        rows = pt_db_query(db, "SELECT parameters, locked FROM"
                           " named_transforms WHERE project_id = ?"
                           " AND name = ?", "is", (long long) project_id,
                           url->presets[i]);
        if (rows == NULL) {
            return PT_ERROR;
        }

        if (!pt_rows_next(rows)) {
            pt_rows_free(rows);
            pt_snprintf(err, errlen, "token \"t_%s\": no named transform"
                        " \"%s\" in this project", url->presets[i],
                        url->presets[i]);
            return 0;
        }

        params = json_loads(pt_rows_str(rows, 0), 0, NULL);
        locked = json_loads(pt_rows_str(rows, 1), 0, NULL);
        pt_rows_free(rows);

        why[0] = '\0';
        rc = pt_preset_build(params, locked, &presets[i], why, sizeof(why));

        json_decref(params);
        json_decref(locked);

        if (rc != PT_OK) {
            pt_snprintf(err, errlen, "token \"t_%s\": the named transform"
                        " is invalid: %s", url->presets[i], why);
            return 0;
        }
    }

    return 1;
}
