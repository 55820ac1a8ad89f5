/*
 * Delivery URLs and their cache keys:
 *   /{p}/{id}                     original bytes
 *   /{p}/{id}/original            original bytes
 *   /{p}/{id}/original.{ext}      converted, full size
 *   /{p}/{id}/{tokens}.{ext}      a variant
 *   /{p}/{id}/{tokens}            a variant, format negotiated from Accept
 * A token "s_<signature>" signs the path without it (see signing.h).
 * The cache key is "{p}/{id}/{generations}/{canonical}/{format}"
 * (docs/ARCHITECTURE.md "Request flow"): reordered tokens share it, a
 * bumped generation changes it.
 * Pure string work, safe on the event loop.
 */

#ifndef PT_DELIVERY_H
#define PT_DELIVERY_H

#include "transform/transform.h"

/* project, id, generations, canonical form, format */
#define PT_CACHE_KEY_MAX  (PT_TF_CANON_MAX + 256)

typedef enum {
    PT_DL_ORIGINAL = 0,     /* the stored bytes */
    PT_DL_CONVERT,          /* original.{ext}: full size, other format */
    PT_DL_VARIANT
} pt_dl_kind;

typedef struct {
    char            project[64];
    char            id[48];
    pt_dl_kind      kind;
    const char     *tokens;        /* into the path; not terminated */
    size_t          tokens_len;
    pt_out_format   format;        /* NEGOTIATE when no extension */
    char            sig[48];       /* the s_ token's value, or "" */
    char            msg[PT_CACHE_KEY_MAX];  /* what the signature signs */
    size_t          msg_len;
} pt_dl_url;

/*
 * PT_OK, or PT_ERROR when the path is not a delivery URL (404): bad
 * project or image id shape, empty segments, extra segments.
 */
int pt_dl_parse(const char *path, size_t len, pt_dl_url *d);

/* Generation lookup: 0 when the key was never bumped. */
typedef unsigned long long (*pt_gen_lookup_pt)(void *arg, const char *key);

/*
 * Parses the tokens (when a variant), fills preset versions from the
 * generations, and writes the cache key into out.  *format gets the
 * output format (negotiated from accept when the URL has none; LEGACY
 * stays LEGACY: the render picks jpeg or png).  PT_ERROR with err naming
 * the bad token.
 */
int pt_dl_key(const pt_dl_url *d, pt_transform *t,
    const char *accept, pt_gen_lookup_pt gen, void *arg,
    pt_out_format *format, char *out, size_t size, char *err,
    size_t errlen);

#endif /* PT_DELIVERY_H */
