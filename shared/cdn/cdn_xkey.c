/*
 * Varnish with vmod-xkey (docs/CDN.md, "Targets"): PURGE to the target's
 * URL with the tags in one xkey header, space separated, which the VCL
 * hands to xkey.purge() (docs/CDN.md, "Putting a CDN in front").  No
 * body; any 2xx is done (the VCL answers 200 with the count of objects
 * gone, 0 included: nothing cached under a tag is purged too).
 */

#include <string.h>

#include "cdn/cdn_int.h"


/* "tag1 tag2 ...": PT_CDN_XKEY_TAGS of PT_CDN_TAG_MAX and a space each */
#define PT_CDN_XKEY_LINE  (PT_CDN_XKEY_TAGS * (PT_CDN_TAG_MAX + 1))


static int
pt_cdn_xkey_build(const pt_cdn_target *t, const pt_cdn_batch *b,
    pt_cdn_req *rq)
{
    char      keys[PT_CDN_XKEY_LINE], *p, *end;
    unsigned  i;

    pt_cdn_req_init(rq, "PURGE");
    pt_snprintf(rq->url, sizeof(rq->url), "%s", t->url);

    if (b->ntags > PT_CDN_XKEY_TAGS) {
        return PT_ERROR;
    }

    p = keys;
    end = keys + sizeof(keys) - 1;

    for (i = 0; i < b->ntags && p != NULL; i++) {
        p = i ? pt_cpymem(p, end, " ", 1) : p;
        p = pt_cpystr(p, end, b->tag[i]);
    }

    if (p == NULL) {
        return PT_ERROR;
    }

    *p = '\0';

    return pt_cdn_req_header(rq, "xkey", keys);
}


static int
pt_cdn_xkey_answer(const pt_cdn_target *t, const pt_http_resp *rs,
    char *err, size_t errlen)
{
    return pt_cdn_answer_2xx(&pt_cdn_xkey, t, rs, err, errlen);
}


const pt_cdn_provider  pt_cdn_xkey = {
    "xkey", pt_cdn_xkey_build, pt_cdn_xkey_answer
};
