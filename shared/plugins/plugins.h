/*
 * The plugin registry (docs/API.md "Plugin descriptor" and "Plugins"): the
 * four plugins compiled into Pictor, their descriptors and JSON, and which
 * of them a project has activated.  The plugins' render stages are in
 * shared/render/; their URL tokens are parsed by the delivery grammar
 * (transform.h).  Billing is in usage.h.
 */

#ifndef PT_PLUGINS_H
#define PT_PLUGINS_H

#include "core/metrics.h"
#include "db/db.h"

/*
 * The plugins, in the order of the grammar's prefixes:
 * pt_plugin_at(pt_tf_plugin(prefix)) is the plugin of a token.
 * Bit (1u << i) stands for pt_plugin_at(i) in activation masks.
 */
#define PT_NPLUGINS  4

/* the metrics keep a counter per plugin */
_Static_assert(PT_NPLUGINS == PT_METRICS_PLUGINS, "PT_METRICS_PLUGINS");

typedef struct {
    const char          *key;
    const char          *description;
    unsigned             required:1;
    const char          *default_value;    /* NULL: none */
} pt_plugin_param;

typedef struct {
    const char             *name;
    const char             *display_name;
    const char             *description;
    const char             *category;
    const char             *vendor;
    const char             *stage;          /* PreProcess, PostResize,
                                               PostProcess */
    unsigned                price_cents;    /* per invocation, now */
    const char             *url_prefix;
    const pt_plugin_param  *params;
    unsigned                nparams;
} pt_plugin;

/* The i-th plugin (i < PT_NPLUGINS), or NULL. */
const pt_plugin *pt_plugin_at(unsigned i);

/* The plugin of that name (exact, case-sensitive), or NULL. */
const pt_plugin *pt_plugin_find(const char *name);

/* Its index, for masks. */
unsigned pt_plugin_index(const pt_plugin *p);

/*
 * The one encoder of a descriptor (a json_t the caller decrefs, NULL when
 * out of memory): every field of docs/API.md "Plugin descriptor" with
 * parameters (the public routes), or without parameters and with
 * isActivated (a project's list) when activated is 0 or 1.
 */
#define PT_PLUGIN_PUBLIC  -1

void *pt_plugin_json(const pt_plugin *p, int activated);

/*
 * Activations (sql/011_plugins.sql).  pt_plugin_activate and
 * pt_plugin_deactivate return the rows changed (1, or 0 when it already
 * was so) or -1 on a database error; activating is idempotent and keeps
 * the first activation time.
 */
long long pt_plugin_activate(pt_db *db, unsigned long long project_id,
    const pt_plugin *p);
long long pt_plugin_deactivate(pt_db *db, unsigned long long project_id,
    const pt_plugin *p);

/* The project's activations as a mask, or -1 on a database error. */
long long pt_plugin_mask(pt_db *db, unsigned long long project_id);

/*
 * The mask of a comma-separated list of plugin names, as the delivery
 * query's GROUP_CONCAT gives them (NULL: none).  Names not in the
 * registry (a plugin since removed) count for nothing.
 */
unsigned pt_plugin_mask_parse(const char *list);

/*
 * The SQL of that list for a project whose id is the column p.id, for a
 * query that reads the project anyway (delivery: one round trip).
 */
#define PT_PLUGIN_ACTIVE_SQL \
    "(SELECT GROUP_CONCAT(pa.plugin) FROM plugin_activations pa" \
    " WHERE pa.project_id = p.id)"

#endif /* PT_PLUGINS_H */
