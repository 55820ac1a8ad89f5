/*
 * The cache tags of a delivery answer (docs/CDN.md "Tags"): what it
 * depends on, so that a CDN in front can drop it when that changes.  Every
 * answer of the render handler carries them, problems too: a 404 of an
 * image not yet there, or an EPS page that cannot be made, is cached as
 * well.  The module's header filter gives the header the name the CDN
 * reads (pictor_cache_tags).
 */

#include <string.h>

#include "cdn/cdn.h"
#include "delivery/delivery_int.h"


void
pt_dl_tags(const pt_dl_req *req, pt_resp *resp)
{
    char                 out[PT_CDN_TAGS_MAX * (PT_CDN_TAG_MAX + 1)];
    unsigned             i;
    pt_cdn_tags          tags;
    const char          *project;
    const pt_transform  *t;

    project = req->d.project;
    t = &req->t;

    pt_cdn_tags_init(&tags);
    pt_cdn_tags_add(&tags, 'p', project, NULL);
    pt_cdn_tags_add(&tags, 'i', project, req->d.id);

    /* a derived asset goes with its source (an EPS's designs) */
    if (req->parent[0]) {
        pt_cdn_tags_add(&tags, 'i', project, req->parent);
    }

    for (i = 0; i < t->npresets; i++) {
        pt_cdn_tags_add(&tags, 't', project, t->presets[i]);
    }

    if (t->wm[0]) {
        pt_cdn_tags_add(&tags, 'w', project, t->wm);
    }

    /* a plugin's name is its token's prefix (plugins.h) */
    for (i = 0; i < t->nplugins; i++) {
        pt_cdn_tags_add(&tags, 'u', project, t->plugins[i].prefix);
    }

    if (pt_cdn_tags_join(&tags, ' ', out, sizeof(out)) > 0) {
        pt_resp_add_header(resp, PT_DL_TAGS_HEADER, pt_strdup(out));
    }
}
