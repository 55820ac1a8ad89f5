/*
 * The managed bucket's settings and credentials (managed.h).
 */

#include <string.h>

#include "core/secretfile.h"
#include "records/managed.h"


typedef struct {
    const char  *name;
    size_t       off;
    size_t       size;
} pt_managed_word;


static const pt_managed_word  pt_managed_words[] = {
    { "bucket", offsetof(pt_managed_bucket, bucket),
      sizeof(((pt_managed_bucket *) 0)->bucket) },
    { "endpoint", offsetof(pt_managed_bucket, endpoint),
      sizeof(((pt_managed_bucket *) 0)->endpoint) },
    { "region", offsetof(pt_managed_bucket, region),
      sizeof(((pt_managed_bucket *) 0)->region) },
    { "prefix", offsetof(pt_managed_bucket, prefix),
      sizeof(((pt_managed_bucket *) 0)->prefix) },
    { "credentials", offsetof(pt_managed_bucket, credentials),
      sizeof(((pt_managed_bucket *) 0)->credentials) },
    { NULL, 0, 0 }
};


/* One "name=value" word into its field. */
static int
pt_managed_word_set(pt_managed_bucket *mb, const char *w, size_t n,
    char *err, size_t errlen)
{
    char                   *field;
    size_t                  klen;
    const char             *eq;
    const pt_managed_word  *mw;

    eq = memchr(w, '=', n);
    klen = eq ? (size_t) (eq - w) : n;

    for (mw = pt_managed_words; mw->name; mw++) {
        if (strlen(mw->name) == klen && strncmp(w, mw->name, klen) == 0) {
            break;
        }
    }

    if (mw->name == NULL || eq == NULL) {
        pt_snprintf(err, errlen, "managed store: unknown word \"%.*s\"",
                    (int) klen, w);
        return PT_ERROR;
    }

    field = (char *) mb + mw->off;

    if (n - klen - 1 >= mw->size || n - klen - 1 == 0) {
        pt_snprintf(err, errlen, "managed store: %s is empty or too long",
                    mw->name);
        return PT_ERROR;
    }

    memcpy(field, eq + 1, n - klen - 1);
    field[n - klen - 1] = '\0';

    return PT_OK;
}


/* One credentials line, "name=value" with optional spaces around '='. */
static int
pt_managed_cred_line(pt_managed_bucket *mb, char *line, char *err,
    size_t errlen)
{
    char    *eq, *k, *v, *e;
    size_t   n;

    k = line + strspn(line, " \t");
    if (*k == '\0' || *k == '#') {
        return PT_OK;
    }

    eq = strchr(k, '=');
    if (eq == NULL) {
        pt_snprintf(err, errlen, "credentials %s: a line without '='",
                    mb->credentials);
        return PT_ERROR;
    }

    for (e = eq; e > k && (e[-1] == ' ' || e[-1] == '\t'); e--) { }
    *e = '\0';

    v = eq + 1 + strspn(eq + 1, " \t");
    n = strlen(v);
    while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t' || v[n - 1] == '\r'))
    {
        v[--n] = '\0';
    }

    if (strcmp(k, "access_key_id") == 0 && n < sizeof(mb->access_key_id)) {
        memcpy(mb->access_key_id, v, n + 1);

    } else if (strcmp(k, "secret_access_key") == 0
               && n < sizeof(mb->secret_access_key))
    {
        memcpy(mb->secret_access_key, v, n + 1);

    } else {
        pt_snprintf(err, errlen, "credentials %s: unknown or too long"
                    " \"%.40s\"", mb->credentials, k);
        return PT_ERROR;
    }

    return PT_OK;
}


static int
pt_managed_credentials(pt_managed_bucket *mb, char *err, size_t errlen)
{
    int      rc;
    char     buf[2048], *line, *save;
    size_t   len;

    if (pt_secret_file_read(mb->credentials, "credentials", buf,
                            sizeof(buf), &len, err, errlen)
        != PT_OK)
    {
        explicit_bzero(buf, sizeof(buf));
        return PT_ERROR;
    }

    rc = PT_OK;

    for (line = strtok_r(buf, "\n", &save); line && rc == PT_OK;
         line = strtok_r(NULL, "\n", &save))
    {
        rc = pt_managed_cred_line(mb, line, err, errlen);
    }

    explicit_bzero(buf, sizeof(buf));

    if (rc == PT_OK
        && (mb->access_key_id[0] == '\0' || mb->secret_access_key[0] == '\0'))
    {
        pt_snprintf(err, errlen, "credentials %s: access_key_id and"
                    " secret_access_key are both needed", mb->credentials);
        rc = PT_ERROR;
    }

    return rc;
}


/* What the S3 driver refuses (a malformed endpoint...), said at start. */
static int
pt_managed_bucket_check(const pt_managed_bucket *mb, char *err,
    size_t errlen)
{
    char           why[256];
    pt_store      *s;
    pt_store_cfg   cfg;
    pt_store_net   net;

    memset(&net, 0, sizeof(net));
    pt_managed_bucket_cfg(mb, &net, &cfg);

    s = pt_store_remote_new(&cfg, why, sizeof(why));
    if (s == NULL) {
        pt_snprintf(err, errlen, "managed store: %s", why);
        return PT_ERROR;
    }

    s->ops->free(s);

    return PT_OK;
}


int
pt_managed_bucket_parse(const char *spec, pt_managed_bucket *mb, char *err,
    size_t errlen)
{
    size_t       n;
    const char  *p;

    memset(mb, 0, sizeof(pt_managed_bucket));

    p = spec + strspn(spec, " \t");
    n = strcspn(p, " \t");

    if (n != 2 || strncmp(p, "s3", 2) != 0) {
        pt_snprintf(err, errlen, "managed store: the first word is the"
                    " provider, and only \"s3\" (S3 or S3-compatible) is"
                    " supported");
        return PT_ERROR;
    }

    for (p += n; *(p += strspn(p, " \t")) != '\0'; p += n) {
        n = strcspn(p, " \t");

        if (pt_managed_word_set(mb, p, n, err, errlen) != PT_OK) {
            pt_managed_bucket_wipe(mb);
            return PT_ERROR;
        }
    }

    if (mb->bucket[0] == '\0' || mb->credentials[0] == '\0') {
        pt_snprintf(err, errlen, "managed store: bucket= and credentials="
                    " are needed");
        pt_managed_bucket_wipe(mb);
        return PT_ERROR;
    }

    if (pt_managed_credentials(mb, err, errlen) != PT_OK
        || pt_managed_bucket_check(mb, err, errlen) != PT_OK)
    {
        pt_managed_bucket_wipe(mb);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_managed_bucket_cfg(const pt_managed_bucket *mb, const pt_store_net *net,
    pt_store_cfg *cfg)
{
    memset(cfg, 0, sizeof(pt_store_cfg));
    cfg->provider = PT_PROVIDER_S3;
    cfg->bucket = mb->bucket;
    cfg->prefix = mb->prefix;
    cfg->region = mb->region[0] ? mb->region : NULL;
    cfg->endpoint = mb->endpoint[0] ? mb->endpoint : NULL;
    cfg->access_key_id = mb->access_key_id;
    cfg->secret_access_key = mb->secret_access_key;
    cfg->net = *net;

    /* the operator's own store, often on a private network: the refusal
     * of private addresses guards against customers' endpoints only */
    cfg->net.allow_private = 1;
}


void
pt_managed_bucket_wipe(pt_managed_bucket *mb)
{
    explicit_bzero(mb, sizeof(pt_managed_bucket));
}
