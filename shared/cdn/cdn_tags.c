/*
 * Cache tags: what an answer depends on, in the grammar of
 * docs/CDN.md "Tags".  Short and stable: a project slug, an image id and
 * the names the API already validates, so no escaping is needed and every
 * tag stays within the providers' limits on one tag.
 */

#include <string.h>

#include "cdn/cdn.h"


int
pt_cdn_tag(char *out, size_t size, char kind, const char *project,
    const char *name)
{
    char        *p, *end;
    const char  *mid;

    switch (kind) {
    case 'p':
        mid = NULL;
        break;
    case 'i':
        mid = "/";
        break;
    case 't':
        mid = "/t/";
        break;
    case 'w':
        mid = "/w/";
        break;
    case 'u':
        mid = "/p/";
        break;
    default:
        return PT_ERROR;
    }

    if (size == 0 || project == NULL || project[0] == '\0'
        || (mid != NULL && (name == NULL || name[0] == '\0')))
    {
        return PT_ERROR;
    }

    end = out + (size - 1 < PT_CDN_TAG_MAX ? size - 1 : PT_CDN_TAG_MAX);
    p = pt_cpystr(out, end, project);

    if (mid != NULL) {
        p = pt_cpystr(p, end, mid);
        p = pt_cpystr(p, end, name);
    }

    if (p == NULL) {
        return PT_ERROR;
    }

    *p = '\0';

    return PT_OK;
}


void
pt_cdn_tags_init(pt_cdn_tags *tags)
{
    tags->n = 0;
    tags->overflow = 0;
}


void
pt_cdn_tags_add(pt_cdn_tags *tags, char kind, const char *project,
    const char *name)
{
    char      tag[PT_CDN_TAG_MAX + 1];
    unsigned  i;

    /* a tag that cannot be written is covered by the project's */
    if (pt_cdn_tag(tag, sizeof(tag), kind, project, name) != PT_OK) {
        tags->overflow = 1;
        return;
    }

    for (i = 0; i < tags->n; i++) {
        if (strcmp(tags->tag[i], tag) == 0) {
            return;
        }
    }

    if (tags->n == PT_CDN_TAGS_MAX) {
        tags->overflow = 1;
        return;
    }

    memcpy(tags->tag[tags->n++], tag, strlen(tag) + 1);
}


size_t
pt_cdn_tags_join(const pt_cdn_tags *tags, char sep, char *out, size_t size)
{
    char      *p, *end;
    unsigned   i;

    if (size == 0) {
        return 0;
    }

    end = out + size - 1;
    p = out;

    for (i = 0; i < tags->n && p != NULL; i++) {
        p = i ? pt_cpymem(p, end, &sep, 1) : p;
        p = pt_cpystr(p, end, tags->tag[i]);
    }

    if (p == NULL) {
        out[0] = '\0';
        return 0;
    }

    *p = '\0';

    return (size_t) (p - out);
}
