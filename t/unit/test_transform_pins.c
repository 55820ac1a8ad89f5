/*
 * Check suite pinning what the delivery grammar (shared/transform/) answers
 * for a large, varied set of inputs: the canonical form of token lists
 * (every key at its edges and beyond, defaults, no-effect keys, presets
 * that keep given defaults, plugin tokens, dpr/fit/g and watermark
 * combinations, the same tokens in other orders, random lists) or the
 * exact error; pt_tf_set's answers to a preset's parameters; and
 * pt_tf_resolve with presets, locks, plugin locks and versions;
 * and the cache key pt_dl_key builds from a delivery URL, a token
 * list of the first set each, and the format it negotiates.
 *
 * The answers in transform_pins.h were generated from the grammar before
 * it became table-driven, those in delivery_pins.h from pt_dl_key
 * before it was split by its steps.  The canonical form is the cache key:
 * a change here orphans every cached variant, and an error text is what
 * clients see.  Never regenerate the tables to make this suite pass.
 */

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/pt.h"
#include "transform/transform.h"
#include "delivery/delivery.h"

#include "transform_pins.h"
#include "delivery_pins.h"


#define NELTS(a)      (sizeof(a) / sizeof((a)[0]))
#define PIN_REPORTS   20


static int  failed;

/* the Accept headers delivery_pins.h refers to by index */
static const char *const  dk_accepts[] = {
    NULL, "image/avif,image/webp,*/*", "image/webp", "*/*",
    "image/png;q=0,image/jpeg", "image/avif;q=0.5", ""
};


static void
mismatch(const char *what, const char *in, const char *want,
    const char *got)
{
    if (failed++ < PIN_REPORTS) {
        fprintf(stderr, "%s \"%s\":\n  want \"%s\"\n  got  \"%s\"\n", what,
                in, want, got);
    }
}


/*
 * rc and t as the grammar left them against want: the canonical form and
 * its length, exactly, or '!' and the error with t untouched.
 */
static void
check_answer(const char *what, const char *in, const char *want, int rc,
    const pt_transform *t, const pt_transform *before, const char *err)
{
    char    canon[PT_TF_CANON_MAX], small[PT_TF_CANON_MAX];
    size_t  len;

    if (want[0] == '!') {
        if (rc != PT_ERROR || strcmp(err, want + 1) != 0) {
            mismatch(what, in, want, rc == PT_OK ? "(accepted)" : err);

        } else if (memcmp(t, before, sizeof(pt_transform)) != 0) {
            mismatch(what, in, want, "(refused, but the transform changed)");
        }

        return;
    }

    if (rc != PT_OK) {
        mismatch(what, in, want, err);
        return;
    }

    len = pt_tf_canonical(t, canon, sizeof(canon));

    if (strcmp(canon, want) != 0 || len != strlen(want)) {
        mismatch(what, in, want, canon);
        return;
    }

    /* exactly len + 1 bytes fit, one fewer does not */
    if (pt_tf_canonical(t, small, len + 1) != len
        || strcmp(small, want) != 0
        || (len > 0 && (pt_tf_canonical(t, small, len) != 0
                        || small[0] != '\0')))
    {
        mismatch(what, in, want, "(wrong answer to a tight buffer)");
    }
}


START_TEST(pinned_parse)
{
    char          err[256];
    size_t        i;
    pt_transform  t, before;

    failed = 0;

    for (i = 0; i < NELTS(pin_parse); i++) {
        pt_tf_init(&t);
        before = t;
        err[0] = '\0';

        check_answer("parse", pin_parse[i].in, pin_parse[i].want,
                     pt_tf_parse(&t, pin_parse[i].in,
                                 strlen(pin_parse[i].in), err,
                                 sizeof(err)),
                     &t, &before, err);
    }

    ck_assert_msg(failed == 0, "%d of %zu token lists answer otherwise",
                  failed, NELTS(pin_parse));
}
END_TEST


START_TEST(pinned_set)
{
    char          err[256], in[512];
    size_t        i;
    pt_transform  t, before;

    failed = 0;

    for (i = 0; i < NELTS(pin_set); i++) {
        pt_tf_init(&t);
        before = t;
        err[0] = '\0';
        pt_snprintf(in, sizeof(in), "%s=%s", pin_set[i].key,
                    pin_set[i].value);

        check_answer("set", in, pin_set[i].want,
                     pt_tf_set(&t, pin_set[i].key, pin_set[i].value,
                               err, sizeof(err)),
                     &t, &before, err);
    }

    ck_assert_msg(failed == 0, "%d of %zu parameters answer otherwise",
                  failed, NELTS(pin_set));
}
END_TEST


static void
parse_ok(pt_transform *t, const char *s)
{
    char  err[256];

    pt_tf_init(t);
    ck_assert_msg(pt_tf_parse(t, s, strlen(s), err, sizeof(err))
                  == PT_OK, "\"%s\" refused: %s", s, err);
}


START_TEST(pinned_resolve)
{
    char                 canon[PT_TF_CANON_MAX], in[2048];
    char                 again[PT_TF_CANON_MAX];
    size_t               i;
    unsigned             locked[2];
    pt_transform         u, a, b, r;
    const pt_transform  *ps[2];

    failed = 0;
    ps[0] = &a;
    ps[1] = &b;

    for (i = 0; i < NELTS(pin_resolve); i++) {
        parse_ok(&u, pin_resolve[i].url);
        parse_ok(&a, pin_resolve[i].pa);
        parse_ok(&b, pin_resolve[i].pb);

        a.plugin_locked = pin_resolve[i].pla;
        b.plugin_locked = pin_resolve[i].plb;
        locked[0] = pin_resolve[i].la;
        locked[1] = pin_resolve[i].lb;
        u.preset_versions[0] = pin_resolve[i].v0;
        u.preset_versions[1] = pin_resolve[i].v1;

        pt_tf_resolve(&r, &u, ps, locked, u.npresets);
        pt_tf_canonical(&r, canon, sizeof(canon));

        /* out may be url itself */
        pt_tf_resolve(&u, &u, ps, locked, u.npresets);
        pt_tf_canonical(&u, again, sizeof(again));

        pt_snprintf(in, sizeof(in), "%s | %s (%#x %#x) | %s (%#x %#x)",
                    pin_resolve[i].url, pin_resolve[i].pa,
                    pin_resolve[i].la, pin_resolve[i].pla,
                    pin_resolve[i].pb, pin_resolve[i].lb,
                    pin_resolve[i].plb);

        if (strcmp(canon, pin_resolve[i].want) != 0
            || strcmp(again, canon) != 0)
        {
            mismatch("resolve", in, pin_resolve[i].want, canon);

        } else if (r.set != pin_resolve[i].set
                   || r.locked != pin_resolve[i].locked
                   || r.plugin_locked != pin_resolve[i].plugin_locked
                   || r.nplugins != pin_resolve[i].nplugins)
        {
            mismatch("resolve", in, pin_resolve[i].want,
                     "(the same form, other set, locks or plugins)");
        }
    }

    ck_assert_msg(failed == 0, "%d of %zu resolutions answer otherwise",
                  failed, NELTS(pin_resolve));
}
END_TEST


/* a generation per key, 0 for some: FNV-1a */
static unsigned long long
pin_gen(void *arg, const char *key)
{
    unsigned long long  h;

    (void) arg;
    h = 1469598103934665603ULL;

    for ( /* void */ ; *key; key++) {
        h ^= (unsigned char) *key;
        h *= 1099511628211ULL;
    }

    return h % 5 == 0 ? 0 : h % 100000;
}


/*
 * What pt_dl_key answers for path into out of size bytes: as
 * delivery_pins.h spells it ("#", "<format>|<key>" or "<format>!<error>");
 * *asked the format the URL asked for.
 */
static void
key_answer(const char *path, const char *accept, size_t size, char *ans,
    size_t anslen, int *asked)
{
    int            rc;
    char           key[PT_CACHE_KEY_MAX], err[256];
    pt_dl_url      d;
    pt_transform   t;
    pt_out_format  f;

    if (pt_dl_parse(path, strlen(path), &d) != PT_OK) {
        pt_snprintf(ans, anslen, "#");
        return;
    }

    *asked = d.format;
    f = (pt_out_format) -1;
    err[0] = '\0';
    rc = pt_dl_key(&d, &t, accept, pin_gen, NULL, &f, key, size, err,
                   sizeof(err));

    pt_snprintf(ans, anslen, "%d%s%s", (int) f, rc == PT_OK ? "|" : "!",
                rc == PT_OK ? key : err);
}


START_TEST(pinned_key)
{
    char         got[PT_CACHE_KEY_MAX + 300], tight[PT_CACHE_KEY_MAX + 300];
    char         want[PT_CACHE_KEY_MAX + 300];
    int          asked;
    size_t       i, len;
    const char  *bar, *accept;

    failed = 0;

    for (i = 0; i < NELTS(pin_key); i++) {
        accept = dk_accepts[pin_key[i].accept];
        key_answer(pin_key[i].path, accept, PT_CACHE_KEY_MAX, got,
                   sizeof(got), &asked);

        if (strcmp(got, pin_key[i].want) != 0) {
            mismatch("key", pin_key[i].path, pin_key[i].want, got);
            continue;
        }

        bar = strchr(got, '|');

        if (bar == NULL) {
            continue;
        }

        /* exactly the key and its '\0' fit, one byte fewer does not */
        len = strlen(bar + 1);
        key_answer(pin_key[i].path, accept, len + 1, tight, sizeof(tight),
                   &asked);

        if (strcmp(tight, got) != 0) {
            mismatch("key (tight)", pin_key[i].path, got, tight);
        }

        pt_snprintf(want, sizeof(want), "%.*s!transform too long",
                    (int) (bar - got), got);
        key_answer(pin_key[i].path, accept, len, tight, sizeof(tight),
                   &asked);

        if (strcmp(tight, want) != 0) {
            mismatch("key (short)", pin_key[i].path, want, tight);
        }

        /* with no room at all, before negotiating */
        pt_snprintf(want, sizeof(want), "%d!transform too long", asked);
        key_answer(pin_key[i].path, accept, 0, tight, sizeof(tight),
                   &asked);

        if (strcmp(tight, want) != 0) {
            mismatch("key (none)", pin_key[i].path, want, tight);
        }
    }

    ck_assert_msg(failed == 0, "%d of %zu delivery URLs answer otherwise",
                  failed, NELTS(pin_key));
}
END_TEST


int
main(void)
{
    int       nfailed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("transform_pins");

    tc = tcase_create("pinned");
    tcase_add_test(tc, pinned_parse);
    tcase_add_test(tc, pinned_set);
    tcase_add_test(tc, pinned_resolve);
    tcase_add_test(tc, pinned_key);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    nfailed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return nfailed == 0 ? 0 : 1;
}
