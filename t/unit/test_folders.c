/*
 * Check suite for the folder normaliser (shared/records/folders.c): the
 * rules (no "..", control characters, backslashes, invalid UTF-8, the
 * length limit) and
 * normalising in place, as the listing does with its query buffer, where
 * the output overlaps the input it is still reading.  This suite is
 * built with AddressSanitizer (see the Makefile), which reports an
 * overlapping memcpy.
 */

#include <check.h>
#include <string.h>

#include "core/pt.h"
#include "records/folders.h"


/* normalises s in place in buf; returns buf, or NULL when refused */
static const char *
in_place(char *buf, size_t size, const char *s)
{
    pt_snprintf(buf, size, "%s", s);

    return pt_folder_normalize(buf, strlen(buf), buf) == PT_OK ? buf : NULL;
}


START_TEST(normalize_in_place)
{
    size_t  i;
    char    buf[PT_FOLDER_MAX + 64];
    static const struct {
        const char  *in;
        const char  *out;
    } c[] = {
        { "a/b", "a/b" },
        /* each segment moves left over bytes it has not read yet */
        { "//abcdefgh", "abcdefgh" },
        { "///./abcdefghijklmnop//./qrstuvwxyz0123456789/",
          "abcdefghijklmnop/qrstuvwxyz0123456789" },
        { "./x/./y//\xc3\xa9t\xc3\xa9/", "x/y/\xc3\xa9t\xc3\xa9" },
        { "/", "" },
        { "", "" }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        ck_assert_msg(in_place(buf, sizeof(buf), c[i].in) != NULL,
                      "case %zu refused", i);
        ck_assert_str_eq(buf, c[i].out);
    }
}
END_TEST


/* what a folder may hold, byte for byte: a folder names a path prefix */
START_TEST(normalize_rules)
{
    size_t  i;
    char    buf[PT_FOLDER_MAX + 64];

    static const char  *refused[] = {
        "..", "../a", "a/..", "/a/../", "a/b/../../..",
        "\x01", "a/\x1f", "a/\x7f", "a\nb", "a\tb", "a\\..",
        "\xc3",                        /* cut sequence */
        "\xc0\xaf",                    /* overlong "/" */
        "\xe0\x80\xae",                /* overlong "." */
        "\xed\xa0\x80",                /* UTF-16 surrogate */
        "\xf4\x90\x80\x80",            /* past U+10FFFF */
        "\xff", "a/\x80" "b"
    };

    static const struct {
        const char  *in;
        const char  *out;
    } kept[] = {
        { "...", "..." },               /* a name, not the parent */
        { ".a/a.", ".a/a." },
        { "a/..b/b..", "a/..b/b.." },
        { "%2e%2e/x", "%2e%2e/x" },     /* not decoded: a plain name */
        { " a /b ", " a /b " },
        { "\xe2\x82\xac/\xf0\x9f\x98\x80",
          "\xe2\x82\xac/\xf0\x9f\x98\x80" },
        { "././.", "" }
    };

    for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
        ck_assert_msg(in_place(buf, sizeof(buf), refused[i]) == NULL,
                      "refused[%zu] accepted as \"%s\"", i, buf);
    }

    for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++) {
        ck_assert_msg(in_place(buf, sizeof(buf), kept[i].in) != NULL,
                      "kept[%zu] refused", i);
        ck_assert_str_eq(buf, kept[i].out);
    }

    /* a NUL byte inside the given length is a control character */
    ck_assert_int_eq(pt_folder_normalize("a\0b", 3, buf), PT_ERROR);
}
END_TEST


START_TEST(normalize_refused)
{
    char    buf[PT_FOLDER_MAX + 64], out[PT_FOLDER_MAX + 1];
    size_t  n;

    ck_assert_ptr_null(in_place(buf, sizeof(buf), "a/../b"));
    ck_assert_ptr_null(in_place(buf, sizeof(buf), "a/\x01"));
    ck_assert_ptr_null(in_place(buf, sizeof(buf), "a\\b"));
    ck_assert_ptr_null(in_place(buf, sizeof(buf), "\xc3"));

    /* PT_FOLDER_MAX bytes fit, one more does not, in place or not */
    memset(buf, 'a', PT_FOLDER_MAX + 1);
    buf[0] = '/';
    buf[PT_FOLDER_MAX + 1] = '\0';
    n = strlen(buf);
    ck_assert_int_eq(pt_folder_normalize(buf, n, out), PT_OK);
    ck_assert_uint_eq(strlen(out), PT_FOLDER_MAX);
    ck_assert_int_eq(pt_folder_normalize(buf, n, buf), PT_OK);
    ck_assert_uint_eq(strlen(buf), PT_FOLDER_MAX);

    memset(buf, 'b', PT_FOLDER_MAX + 1);
    buf[PT_FOLDER_MAX + 1] = '\0';
    ck_assert_int_eq(pt_folder_normalize(buf, PT_FOLDER_MAX + 1, out),
                     PT_ERROR);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("folders");

    tc = tcase_create("normalize");
    tcase_add_test(tc, normalize_in_place);
    tcase_add_test(tc, normalize_rules);
    tcase_add_test(tc, normalize_refused);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
