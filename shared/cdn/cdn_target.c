/*
 * The cdn_purge lines of pictord.conf (docs/CDN.md, "Targets"): one
 * line's value into a pt_cdn_target, its token or secret read from its
 * owner-only file.  Strict, as the line is the operator's and a typo
 * found at start is cheaper than purges that silently go nowhere: an
 * unknown word, a parameter given twice or missing, a URL that is not
 * plain http(s) and an id outside [A-Za-z0-9_-] each stop pictord.
 *
 * No refusal quotes a value it could not place: a token written inline
 * by mistake ("token=...") must not reach the log.
 */

#include <limits.h>
#include <string.h>

#include "core/secretfile.h"
#include "cdn/cdn_int.h"


#define PT_CDN_LINE_MAX  4096
#define PT_CDN_ID_MAX    127


/* what each kind's line takes */
typedef struct {
    const char   *kind;
    pt_cdn_kind   k;
    const char   *id;          /* "service", "zone"; NULL: none */
    const char   *file;        /* "token_file", "secret_file" */
    const char   *endpoint;    /* endpoint='s default; NULL: the line
                                  takes a URL word instead */
    const char   *words;       /* for the refusal of an unknown word */
    unsigned      max_tags;
    unsigned      token:1;     /* the file holds a header's token */
} pt_cdn_spec;


static const pt_cdn_spec  pt_cdn_specs[] = {
    { "xkey", PT_CDN_XKEY, NULL, NULL, NULL,
      "a URL", PT_CDN_XKEY_TAGS, 0 },
    { "fastly", PT_CDN_FASTLY, "service", "token_file",
      "https://api.fastly.com",
      "service=, token_file=, endpoint=", PT_CDN_FASTLY_TAGS, 1 },
    { "cloudflare", PT_CDN_CLOUDFLARE, "zone", "token_file",
      "https://api.cloudflare.com/client/v4",
      "zone=, token_file=, endpoint=", PT_CDN_CLOUDFLARE_TAGS, 1 },
    { "webhook", PT_CDN_WEBHOOK, NULL, "secret_file", NULL,
      "a URL, secret_file=", PT_CDN_WEBHOOK_TAGS, 0 }
};


/* the words of one line, before they are checked together */
typedef struct {
    const pt_cdn_spec  *spec;
    char                url[sizeof(((pt_cdn_target *) 0)->url)];
    char                id[PT_CDN_ID_MAX + 1];
    char                file[PATH_MAX];
    unsigned            nword;
    unsigned            has_url;
    unsigned            has_id;
    unsigned            has_file;
} pt_cdn_line;


static const pt_cdn_spec *
pt_cdn_spec_of(const char *kind)
{
    size_t  i;

    for (i = 0; i < sizeof(pt_cdn_specs) / sizeof(pt_cdn_specs[0]); i++) {
        if (strcmp(pt_cdn_specs[i].kind, kind) == 0) {
            return &pt_cdn_specs[i];
        }
    }

    return NULL;
}


/* "name=" at the start of word: the value, or NULL */
static const char *
pt_cdn_param(const char *word, const char *name)
{
    size_t  n;

    if (name == NULL) {
        return NULL;
    }

    n = strlen(name);

    return strncmp(word, name, n) == 0 && word[n] == '=' ? word + n + 1
                                                          : NULL;
}


/*
 * A URL curl is given as it is: http or https, a host, printable ASCII
 * without spaces, no fragment, and no user:password@, which would put a
 * secret in the target's name and so in the log and the database.
 */
static int
pt_cdn_url_check(const char *kind, const char *url, size_t size, char *err,
    size_t errlen)
{
    const char  *host, *p;

    if (strncmp(url, "http://", 7) == 0) {
        host = url + 7;

    } else if (strncmp(url, "https://", 8) == 0) {
        host = url + 8;

    } else {
        pt_snprintf(err, errlen, "%s: a URL starts with http:// or "
                    "https://", kind);
        return PT_ERROR;
    }

    if (strlen(url) >= size) {
        pt_snprintf(err, errlen, "%s: the URL is longer than %zu "
                    "characters", kind, size - 1);
        return PT_ERROR;
    }

    if (*host == '\0' || strchr("/?#:@", *host) != NULL) {
        pt_snprintf(err, errlen, "%s: the URL has no host", kind);
        return PT_ERROR;
    }

    for (p = url; *p; p++) {
        if ((unsigned char) *p <= 0x20 || (unsigned char) *p >= 0x7f) {
            pt_snprintf(err, errlen, "%s: the URL holds a control or "
                        "non-ASCII character", kind);
            return PT_ERROR;
        }
    }

    if (strchr(url, '#') != NULL) {
        pt_snprintf(err, errlen, "%s: the URL has a #fragment", kind);
        return PT_ERROR;
    }

    p = host + strcspn(host, "/?");

    if (memchr(host, '@', p - host) != NULL) {
        pt_snprintf(err, errlen, "%s: the URL holds user:password@, which "
                    "would show in the target's name", kind);
        return PT_ERROR;
    }

    return PT_OK;
}


static int
pt_cdn_id_check(const char *kind, const char *name, const char *id,
    char *err, size_t errlen)
{
    size_t  n;

    n = strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                   "0123456789_-");

    if (n == 0 || n > PT_CDN_ID_MAX || id[n] != '\0') {
        pt_snprintf(err, errlen, "%s: %s= takes 1 to %d of A-Z a-z 0-9 _ -",
                    kind, name, PT_CDN_ID_MAX);
        return PT_ERROR;
    }

    return PT_OK;
}


/* value into to (size bytes) once; name is a parameter's, NULL the URL */
static int
pt_cdn_once(const char *kind, const char *name, unsigned *seen, char *to,
    size_t size, const char *value, char *err, size_t errlen)
{
    const char  *what, *eq;

    what = name ? name : "the URL";
    eq = name ? "=" : "";

    if (*seen) {
        pt_snprintf(err, errlen, "%s: %s%s is given twice", kind, what, eq);
        return PT_ERROR;
    }

    if (value[0] == '\0' || strlen(value) >= size) {
        pt_snprintf(err, errlen, "%s: %s%s is empty or longer than %zu",
                    kind, what, eq, size - 1);
        return PT_ERROR;
    }

    memcpy(to, value, strlen(value) + 1);
    *seen = 1;

    return PT_OK;
}


/* a URL word: "://" before any '=' (a query string may hold one) */
static int
pt_cdn_url_word(const char *word)
{
    const char  *p;

    p = strstr(word, "://");

    return p != NULL && memchr(word, '=', p - word) == NULL;
}


static int
pt_cdn_word(pt_cdn_line *l, const char *word, char *err, size_t errlen)
{
    const char         *v, *eq;
    const pt_cdn_spec  *s = l->spec;

    l->nword++;

    if ((v = pt_cdn_param(word, s->id)) != NULL) {
        if (pt_cdn_once(s->kind, s->id, &l->has_id, l->id, sizeof(l->id), v,
                        err, errlen) != PT_OK)
        {
            return PT_ERROR;
        }

        return pt_cdn_id_check(s->kind, s->id, l->id, err, errlen);
    }

    if ((v = pt_cdn_param(word, s->file)) != NULL) {
        return pt_cdn_once(s->kind, s->file, &l->has_file, l->file,
                           sizeof(l->file), v, err, errlen);
    }

    if (s->endpoint != NULL) {
        v = pt_cdn_param(word, "endpoint");

    } else {
        v = pt_cdn_url_word(word) ? word : NULL;
    }

    if (v != NULL) {
        if (pt_cdn_once(s->kind, s->endpoint ? "endpoint" : NULL,
                        &l->has_url, l->url, sizeof(l->url), v, err, errlen)
            != PT_OK)
        {
            return PT_ERROR;
        }

        return pt_cdn_url_check(s->kind, l->url, sizeof(l->url), err,
                                errlen);
    }

    /* the name of a parameter, never its value, nor a bare word */
    eq = strchr(word, '=');

    /* quoted only when it is a name's letters: err is one log line */
    if (eq != NULL && eq > word && eq - word <= 20
        && strspn(word, "abcdefghijklmnopqrstuvwxyz_") == (size_t) (eq - word))
    {
        pt_snprintf(err, errlen, "%s: %.*s= is not one of %s", s->kind,
                    (int) (eq - word), word, s->words);

    } else {
        pt_snprintf(err, errlen, "%s: word %u is not one of %s", s->kind,
                    l->nword + 1, s->words);
    }

    return PT_ERROR;
}


/* each word of value after the kind into l */
static int
pt_cdn_words(pt_cdn_line *l, const char *value, char *err, size_t errlen)
{
    int          rc;
    char         buf[PT_CDN_LINE_MAX], *w, *save;
    const char  *sep = " \t";

    if (strlen(value) >= sizeof(buf)) {
        pt_snprintf(err, errlen, "the line is over %d characters",
                    PT_CDN_LINE_MAX - 1);
        return PT_ERROR;
    }

    memcpy(buf, value, strlen(value) + 1);

    w = strtok_r(buf, sep, &save);

    if (w == NULL) {
        pt_snprintf(err, errlen, "no kind: xkey, fastly, cloudflare or "
                    "webhook");
        return PT_ERROR;
    }

    l->spec = pt_cdn_spec_of(w);

    if (l->spec == NULL) {
        pt_snprintf(err, errlen, "unknown kind \"%.20s\": xkey, fastly, "
                    "cloudflare or webhook",
                    strspn(w, "abcdefghijklmnopqrstuvwxyz") == strlen(w)
                    ? w : "?");
        return PT_ERROR;
    }

    rc = PT_OK;

    while (rc == PT_OK && (w = strtok_r(NULL, sep, &save)) != NULL) {
        rc = pt_cdn_word(l, w, err, errlen);
    }

    /* the line may name a file beside a mistyped token: no copy stays */
    explicit_bzero(buf, sizeof(buf));

    return rc;
}


static int
pt_cdn_line_check(const pt_cdn_line *l, char *err, size_t errlen)
{
    const pt_cdn_spec  *s = l->spec;

    if (s->id != NULL && !l->has_id) {
        pt_snprintf(err, errlen, "%s: %s= is missing", s->kind, s->id);
        return PT_ERROR;
    }

    if (s->file != NULL && !l->has_file) {
        pt_snprintf(err, errlen, "%s: %s= is missing", s->kind, s->file);
        return PT_ERROR;
    }

    if (s->endpoint == NULL && !l->has_url) {
        pt_snprintf(err, errlen, "%s: the URL is missing", s->kind);
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The token or secret of l's file into t: one line, so one trailing
 * newline goes (an editor's, "\r\n" too); a token goes into a header,
 * so it must be printable ASCII without spaces.
 */
static int
pt_cdn_secret_read(pt_cdn_target *t, const pt_cdn_line *l, char *err,
    size_t errlen)
{
    char                what[40];
    size_t              len, i;
    const pt_cdn_spec  *s = l->spec;

    pt_snprintf(what, sizeof(what), "%s %s", s->kind, s->file);

    /* the path is quoted in what is logged: one line (fuzz_cdn) */
    for (i = 0; l->file[i] != '\0'; i++) {
        if ((unsigned char) l->file[i] < 0x20 || l->file[i] == 0x7f) {
            pt_snprintf(err, errlen, "%s: the path holds a control "
                        "character", what);
            return PT_ERROR;
        }
    }

    if (pt_secret_file_read(l->file, what, t->secret, sizeof(t->secret),
                            &len, err, errlen)
        != PT_OK)
    {
        return PT_ERROR;
    }

    if (len > 0 && t->secret[len - 1] == '\n') {
        t->secret[--len] = '\0';

        if (len > 0 && t->secret[len - 1] == '\r') {
            t->secret[--len] = '\0';
        }
    }

    if (len == 0) {
        pt_snprintf(err, errlen, "%s %s: empty", what, l->file);
        return PT_ERROR;
    }

    for (i = 0; s->token && i < len; i++) {
        if ((unsigned char) t->secret[i] <= 0x20
            || (unsigned char) t->secret[i] >= 0x7f)
        {
            pt_snprintf(err, errlen, "%s %s: the token holds a space, a "
                        "control or a non-ASCII character; the file holds "
                        "the token alone", what, l->file);
            return PT_ERROR;
        }
    }

    t->secret_len = len;

    return PT_OK;
}


/* l's words into t, the endpoint's trailing '/' off */
static int
pt_cdn_target_fill(pt_cdn_target *t, const pt_cdn_line *l, char *err,
    size_t errlen)
{
    int                 n;
    size_t              len;
    const pt_cdn_spec  *s = l->spec;

    t->kind = s->k;
    t->max_tags = s->max_tags;

    pt_snprintf(t->url, sizeof(t->url), "%s",
                l->has_url ? l->url : s->endpoint);

    if (s->endpoint != NULL) {
        len = strlen(t->url);

        while (len > 0 && t->url[len - 1] == '/') {
            t->url[--len] = '\0';
        }
    }

    if (s->id != NULL) {
        memcpy(t->id, l->id, strlen(l->id) + 1);
        n = snprintf(t->name, sizeof(t->name), "%s %s=%s", s->kind, s->id,
                     t->id);

    } else {
        n = snprintf(t->name, sizeof(t->name), "%s %s", s->kind, t->url);
    }

    /* the name is the key of the target's row: never cut, or two URLs
     * alike in their first 300 characters would share one */
    if (n < 0 || (size_t) n >= sizeof(t->name)) {
        pt_snprintf(err, errlen, "%s: the URL is longer than %zu "
                    "characters", s->kind,
                    sizeof(t->name) - 2 - strlen(s->kind));
        return PT_ERROR;
    }

    return s->file != NULL ? pt_cdn_secret_read(t, l, err, errlen) : PT_OK;
}


int
pt_cdn_target_parse(pt_cdn_target *t, const char *value, char *err,
    size_t errlen)
{
    pt_cdn_line  l;

    memset(t, 0, sizeof(*t));
    memset(&l, 0, sizeof(l));

    if (pt_cdn_words(&l, value, err, errlen) != PT_OK
        || pt_cdn_line_check(&l, err, errlen) != PT_OK
        || pt_cdn_target_fill(t, &l, err, errlen) != PT_OK)
    {
        pt_cdn_target_wipe(t);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_cdn_target_wipe(pt_cdn_target *t)
{
    /* the whole of it: the secret, and what is known of where it goes */
    explicit_bzero(t, sizeof(*t));
}
