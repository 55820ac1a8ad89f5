/*
 * The four plugins (docs/API.md "Plugin descriptor": every field, and
 * the prices) and their one JSON encoder.  The order is the grammar's
 * (transform_table.c: bg, smart_crop, wt, filter), so a token's prefix
 * index is its plugin's index.  A parameter describes the token's value:
 * each plugin takes one, written {urlPrefix}_{value}.
 */

#include <string.h>

#include <jansson.h>

#include "plugins/plugins.h"


static const pt_plugin_param  pt_bg_params[] = {
    { "threshold", "remove (the default threshold) or an integer from 1"
      " to 255; lower is more aggressive (removes more); use an output"
      " format with transparency (png, webp, avif)", 0, "remove" }
};

static const pt_plugin_param  pt_smart_crop_params[] = {
    { "mode", "face (skin-tone regions), entropy (the most detailed"
      " region) or center; chooses the crop window of w and h", 0,
      "center" }
};

static const pt_plugin_param  pt_wt_params[] = {
    { "text", "copyright (the current year and the image's"
      " copyrightHolder), photographer (the image's author), date,"
      " datetime, or your own text of 1 to 127 bytes with + for a space",
      1, NULL }
};

static const pt_plugin_param  pt_filter_params[] = {
    { "name", "sepia, grayscale, vibrance, contrast, vignette, warm or"
      " cool", 1, NULL }
};


#define pt_params(a)  a, sizeof(a) / sizeof(a[0])

static const pt_plugin  pt_plugins[PT_NPLUGINS] = {

    { "bg", "Background Removal",
      "Removes a uniform background: its colour is estimated from the"
      " border and the background region connected to the edges becomes"
      " transparent, with a soft edge around the subject.  jpg has no"
      " transparency: it is flattened on bgcolor.",
      "Background", "Pictor", "PreProcess", 5, "bg",
      pt_params(pt_bg_params) },

    { "smart_crop", "Smart Crop",
      "Chooses the crop window from the picture instead of the gravity:"
      " around faces, on the most detailed region, or centred.",
      "Composition", "Pictor", "PostResize", 3, "smart_crop",
      pt_params(pt_smart_crop_params) },

    { "wt", "Watermark Templates",
      "Draws a text watermark sized to the output and legible on light and"
      " dark pictures: the copyright, the photographer, the date the"
      " picture was taken, or your own text.",
      "Branding", "Pictor", "PostProcess", 1, "wt",
      pt_params(pt_wt_params) },

    { "filter", "Filter Pack",
      "Colour effects: sepia, grayscale, vibrance, contrast, vignette,"
      " warm and cool.  Transparency is kept.",
      "Enhancement", "Pictor", "PostProcess", 2, "filter",
      pt_params(pt_filter_params) }
};


const pt_plugin *
pt_plugin_at(unsigned i)
{
    return i < PT_NPLUGINS ? &pt_plugins[i] : NULL;
}


const pt_plugin *
pt_plugin_find(const char *name)
{
    unsigned  i;

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (strcmp(pt_plugins[i].name, name) == 0) {
            return &pt_plugins[i];
        }
    }

    return NULL;
}


unsigned
pt_plugin_index(const pt_plugin *p)
{
    return (unsigned) (p - pt_plugins);
}


static json_t *
pt_plugin_params_json(const pt_plugin *p)
{
    unsigned                i;
    json_t                 *a;
    const pt_plugin_param  *pp;

    a = json_array();

    for (i = 0; a != NULL && i < p->nparams; i++) {
        pp = &p->params[i];

        if (json_array_append_new(a, json_pack("{s:s, s:s, s:b, s:s?}",
                                               "key", pp->key,
                                               "description",
                                               pp->description,
                                               "required", pp->required,
                                               "defaultValue",
                                               pp->default_value))
            != 0)
        {
            json_decref(a);
            return NULL;
        }
    }

    return a;
}


void *
pt_plugin_json(const pt_plugin *p, int activated)
{
    json_t  *o, *v;

    o = json_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:I, s:s}",
                  "name", p->name,
                  "displayName", p->display_name,
                  "description", p->description,
                  "category", p->category,
                  "vendor", p->vendor,
                  "stage", p->stage,
                  "priceCentsPerInvocation", (json_int_t) p->price_cents,
                  "urlPrefix", p->url_prefix);
    if (o == NULL) {
        return NULL;
    }

    /* the project's list says whether it is on, and leaves the details
     * to GET /api/plugins/{name} (docs/API.md "Plugin descriptor") */
    v = activated == PT_PLUGIN_PUBLIC ? pt_plugin_params_json(p)
                                      : json_boolean(activated);

    if (json_object_set_new(o, activated == PT_PLUGIN_PUBLIC
                               ? "parameters" : "isActivated", v)
        != 0)
    {
        json_decref(o);
        return NULL;
    }

    return o;
}
