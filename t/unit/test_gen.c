/*
 * Check suite for cache generation keys (pt_gen_key, shared/transform/
 * gen.c): the four kinds, and a key that does not fit, in the caller's
 * buffer or in PT_GEN_KEY_MAX, is refused rather than cut (a cut key
 * would bump, or serve, another key's generation).
 */

#include <check.h>
#include <string.h>

#include "core/pt.h"
#include "transform/gen.h"


START_TEST(gen_key_kinds)
{
    char  key[PT_GEN_KEY_MAX + 1];

    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 'i', "0f3c9a", NULL),
                     PT_OK);
    ck_assert_str_eq(key, "i:0f3c9a");

    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 'p', "demo", NULL), PT_OK);
    ck_assert_str_eq(key, "p:demo");

    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 't', "demo", "thumb"),
                     PT_OK);
    ck_assert_str_eq(key, "t:demo/thumb");

    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 'w', "demo", "logo"),
                     PT_OK);
    ck_assert_str_eq(key, "w:demo/logo");

    /* an empty name still has its separator: "t:demo/" is not "p:demo" */
    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 't', "demo", ""), PT_OK);
    ck_assert_str_eq(key, "t:demo/");
}
END_TEST


/* the buffer: exactly enough fits, one byte less is refused */
START_TEST(gen_key_buffer)
{
    char  key[16];

    ck_assert_int_eq(pt_gen_key(key, sizeof("t:demo/thumb"), 't', "demo",
                                "thumb"), PT_OK);
    ck_assert_str_eq(key, "t:demo/thumb");

    ck_assert_int_eq(pt_gen_key(key, sizeof("t:demo/thumb") - 1, 't',
                                "demo", "thumb"), PT_ERROR);
    ck_assert_int_eq(pt_gen_key(key, 3, 'p', "d", NULL), PT_ERROR);
    ck_assert_int_eq(pt_gen_key(key, 2, 'p', "", NULL), PT_ERROR);
    ck_assert_int_eq(pt_gen_key(key, 0, 'p', "demo", NULL), PT_ERROR);

    ck_assert_int_eq(pt_gen_key(key, 3, 'p', "", NULL), PT_OK);
    ck_assert_str_eq(key, "p:");
}
END_TEST


/* PT_GEN_KEY_MAX bytes at most, whatever the buffer */
START_TEST(gen_key_max)
{
    char    key[PT_GEN_KEY_MAX + 64], name[PT_GEN_KEY_MAX + 1];
    size_t  room;

    /* what "t:" "demo" "/" leaves for the name */
    room = PT_GEN_KEY_MAX - 2 - 4 - 1;
    memset(name, 'n', room);
    name[room] = '\0';
    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 't', "demo", name), PT_OK);
    ck_assert_uint_eq(strlen(key), PT_GEN_KEY_MAX);
    ck_assert_int_eq(strncmp(key, "t:demo/nnn", 10), 0);

    name[room] = 'n';
    name[room + 1] = '\0';
    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 't', "demo", name),
                     PT_ERROR);

    /* the project alone too */
    memset(name, 'p', PT_GEN_KEY_MAX - 1);
    name[PT_GEN_KEY_MAX - 1] = '\0';
    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 'p', name, NULL),
                     PT_ERROR);
    name[PT_GEN_KEY_MAX - 2] = '\0';
    ck_assert_int_eq(pt_gen_key(key, sizeof(key), 'p', name, NULL), PT_OK);
    ck_assert_uint_eq(strlen(key), PT_GEN_KEY_MAX);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("gen");

    tc = tcase_create("key");
    tcase_add_test(tc, gen_key_kinds);
    tcase_add_test(tc, gen_key_buffer);
    tcase_add_test(tc, gen_key_max);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
