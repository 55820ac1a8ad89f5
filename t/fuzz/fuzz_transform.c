/*
 * libFuzzer target for the delivery grammar (shared/transform*.c).  The
 * input is a token list.  Besides the sanitizers' checks it asserts what
 * cache keys rely on: a list that parses has a canonical form that parses
 * again to the same canonical form; the same tokens reversed give the same
 * form (when at most one preset, whose order would matter); resolving
 * without presets changes nothing; a refused list leaves the transform
 * untouched and says which token.  The same bytes also go through
 * pt_tf_set ("key=value"), the extension table and Accept
 * negotiation.  Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "transform/transform.h"


#define FUZZ_CANON_MAX  4096


/* canonical of t into out, checking what the canonical form promises */
static size_t
fuzz_canonical(const pt_transform *t, char *out)
{
    size_t  n;

    n = pt_tf_canonical(t, out, FUZZ_CANON_MAX);

    /* 0 only for the empty form: 4096 bytes always fit */
    if (n != strlen(out) || n >= FUZZ_CANON_MAX / 2) {
        abort();
    }

    return n;
}


/* the canonical form parses again, to itself */
static void
fuzz_round_trip(const char *c1, size_t n1)
{
    char          err[256], c2[FUZZ_CANON_MAX], *copy;
    pt_transform  t;

    /* an exact-size copy, so a read past n1 is seen by ASan */
    copy = malloc(n1 ? n1 : 1);
    if (copy == NULL) {
        abort();
    }

    memcpy(copy, c1, n1);
    pt_tf_init(&t);

    if (pt_tf_parse(&t, copy, n1, err, sizeof(err)) != PT_OK) {
        abort();
    }

    fuzz_canonical(&t, c2);

    if (strcmp(c1, c2) != 0) {
        abort();
    }

    free(copy);
}


/* the tokens in reverse order */
static void
fuzz_reversed(const uint8_t *data, size_t size, const char *c1)
{
    char          err[256], c2[FUZZ_CANON_MAX], *rev;
    size_t        end, start, o;
    pt_transform  t;

    rev = malloc(size ? size : 1);
    if (rev == NULL) {
        abort();
    }

    o = 0;
    end = size;

    for ( ;; ) {
        start = end;

        while (start > 0 && data[start - 1] != ',') {
            start--;
        }

        memcpy(rev + o, data + start, end - start);
        o += end - start;

        if (start == 0) {
            break;
        }

        rev[o++] = ',';
        end = start - 1;
    }

    pt_tf_init(&t);

    if (o != size
        || pt_tf_parse(&t, rev, size, err, sizeof(err)) != PT_OK)
    {
        abort();
    }

    fuzz_canonical(&t, c2);

    if (strcmp(c1, c2) != 0) {
        abort();
    }

    free(rev);
}


static void
fuzz_list(const uint8_t *data, size_t size)
{
    char          err[256], c1[FUZZ_CANON_MAX], c2[FUZZ_CANON_MAX];
    size_t        n1;
    pt_transform  t, before, out;

    pt_tf_init(&t);
    memset(err, 'x', sizeof(err));

    if (pt_tf_parse(&t, (const char *) data, size, err, sizeof(err))
        != PT_OK)
    {
        pt_tf_init(&before);

        if (memchr(err, '\0', sizeof(err)) == NULL
            || strncmp(err, "token \"", 7) != 0
            || memcmp(&t, &before, sizeof(t)) != 0)
        {
            abort();
        }

        return;
    }

    n1 = fuzz_canonical(&t, c1);
    fuzz_round_trip(c1, n1);

    if (t.npresets <= 1) {
        fuzz_reversed(data, size, c1);
    }

    pt_tf_resolve(&out, &t, NULL, NULL, 0);
    fuzz_canonical(&out, c2);

    if (strcmp(c1, c2) != 0 || out.set != t.set) {
        abort();
    }
}


/* "key=value" through pt_tf_set, as a preset's parameters */
static void
fuzz_set(const uint8_t *data, size_t size)
{
    char           err[256], c1[FUZZ_CANON_MAX], *key, *value;
    size_t         k;
    pt_transform   t, before;
    const uint8_t *eq;

    eq = memchr(data, '=', size);
    if (eq == NULL) {
        return;
    }

    k = eq - data;

    key = pt_strndup((const char *) data, k);
    value = pt_strndup((const char *) data + k + 1, size - k - 1);

    if (key == NULL || value == NULL) {
        abort();
    }

    pt_tf_init(&t);
    before = t;

    if (pt_tf_set(&t, key, value, err, sizeof(err)) == PT_OK) {
        if (t.set == 0 || (t.set & (t.set - 1)) != 0) {
            abort();
        }

        fuzz_round_trip(c1, fuzz_canonical(&t, c1));

    } else if (memcmp(&t, &before, sizeof(t)) != 0
               || strncmp(err, "parameter \"", 11) != 0)
    {
        abort();
    }

    free(key);
    free(value);
}


static void
fuzz_formats(const uint8_t *data, size_t size)
{
    char           *accept;
    const char     *ext;
    pt_out_format   f, g;

    if (pt_out_format_from_ext((const char *) data, size, &f) == PT_OK) {
        ext = pt_out_format_ext(f);

        if (ext == NULL || pt_out_format_mime(f) == NULL
            || pt_out_format_from_ext(ext, strlen(ext), &g) != PT_OK
            || g != f)
        {
            abort();
        }
    }

    accept = pt_strndup((const char *) data, size);
    if (accept == NULL) {
        abort();
    }

    f = pt_out_format_negotiate(accept);

    if (f != PT_OUT_AVIF && f != PT_OUT_WEBP && f != PT_OUT_LEGACY) {
        abort();
    }

    free(accept);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_list(data, size);
    fuzz_set(data, size);
    fuzz_formats(data, size);

    return 0;
}
