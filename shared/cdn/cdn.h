/*
 * The CDN in front (docs/CDN.md): the cache tags an answer carries and
 * the purge targets that pictord sends invalidations to.
 *
 * - Tags (cdn_tags.c) name what an answer depends on: "{project}",
 *   "{project}/{imageId}", "{project}/t/{name}" (a named transform),
 *   "{project}/w/{name}" (a watermark), "{project}/p/{name}" (a plugin).
 *   Delivery writes them on every answer; the API writes the tag of
 *   every generation it bumps into the purge outbox.
 * - Targets (cdn_target.c) are the cdn_purge lines of pictord.conf: a
 *   Varnish with vmod-xkey, Fastly, Cloudflare or a signed webhook.
 *   pt_cdn_send() purges a batch of events at one target (cdn_send.c
 *   and one file per provider); it knows no SQL: pictord reads the
 *   outbox (records/cdn_outbox.h) and records what was sent.
 */

#ifndef PT_CDN_H
#define PT_CDN_H

#include "core/pt.h"
#include "store/store_remote.h"


/* "{project}/t/{name}": 63 + 3 + 64 */
#define PT_CDN_TAG_MAX     160
/* more than an answer names: project, image, parent, 8 named transforms,
 * 8 plugins, a watermark */
#define PT_CDN_TAGS_MAX    24

/*
 * The tag of kind ('p' project, 'i' image, 't' named transform, 'w'
 * watermark, 'u' plugin) into out: name is the image id, the transform's,
 * watermark's or plugin's name, NULL for the project.  PT_ERROR when it
 * does not fit.
 */
int pt_cdn_tag(char *out, size_t size, char kind, const char *project,
    const char *name);

/* An answer's tags, each once, in the order added. */
typedef struct {
    char      tag[PT_CDN_TAGS_MAX][PT_CDN_TAG_MAX + 1];
    unsigned  n;
    unsigned  overflow:1;    /* one could not be added (a test's check) */
} pt_cdn_tags;

void pt_cdn_tags_init(pt_cdn_tags *tags);
void pt_cdn_tags_add(pt_cdn_tags *tags, char kind, const char *project,
    const char *name);
/* tags joined by sep (' ' or ','); the length, 0 when there are none */
size_t pt_cdn_tags_join(const pt_cdn_tags *tags, char sep, char *out,
    size_t size);


typedef enum {
    PT_CDN_XKEY = 1,         /* cdn_purge xkey URL */
    PT_CDN_FASTLY,           /* cdn_purge fastly service=ID token_file=F
                                [endpoint=URL] */
    PT_CDN_CLOUDFLARE,       /* cdn_purge cloudflare zone=ID token_file=F
                                [endpoint=URL] */
    PT_CDN_WEBHOOK           /* cdn_purge webhook URL secret_file=F */
} pt_cdn_kind;

#define PT_CDN_TARGETS_MAX  8

typedef struct {
    pt_cdn_kind  kind;
    /* stable across restarts and pictords with the same line: the key
     * of the target's row in cdn_targets ("xkey http://h:6081/") */
    char         name[300];
    char         url[1024];      /* the xkey or webhook URL; the
                                    provider's API endpoint (default its
                                    public one) */
    char         id[128];        /* Fastly service, Cloudflare zone */
    char         secret[512];    /* token or webhook secret, from its
                                    owner-only file; wiped when freed */
    size_t       secret_len;
    unsigned     max_tags;       /* per request, the provider's limit */
} pt_cdn_target;

/*
 * One cdn_purge line's value ("xkey http://127.0.0.1:6081/") into t,
 * reading its token or secret file (pt_secret_file_read: owner-only; one
 * line, its newline dropped).  PT_ERROR with t wiped and err set, the
 * line's kind first and no value that could be a secret ("fastly:
 * service= is missing"); the caller names the line.
 */
int pt_cdn_target_parse(pt_cdn_target *t, const char *value, char *err,
    size_t errlen);
/* zeroes the whole of t, its secret with it */
void pt_cdn_target_wipe(pt_cdn_target *t);

/* An outbox row: its id and the one tag it purges. */
typedef struct {
    unsigned long long   id;
    const char          *tag;
    const char          *created_at;   /* "2026-12-02T14:05:00.123Z" */
} pt_cdn_event;

/*
 * Purges the tags of events[0..n) (n <= t->max_tags; a tag given twice
 * is sent once) at t, in one request, retried within net's retries.  A
 * tag that cannot go into a request (a space, a control character: no
 * tag of the grammar) is left out and logged.  PT_OK when the target
 * accepted it (2xx, and for Cloudflare "success": true) or nothing was
 * left to send; PT_ERROR with err set (for the log and
 * cdn_targets.last_error: one line, the provider's name first, no
 * secret: "fastly: 403 ...") when it did not or could not be reached.
 * The caller retries later; a purge is idempotent, so sending one twice
 * is harmless.
 */
int pt_cdn_send(const pt_cdn_target *t, const pt_cdn_event *events,
    unsigned n, const pt_store_net *net, char *err, size_t errlen);

#endif /* PT_CDN_H */
