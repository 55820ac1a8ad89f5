/*
 * Check suite for sealing with the master key (shared/core/secretbox.c):
 * a round trip, and every way a sealed secret can be wrong is refused: a
 * changed nonce, ciphertext or tag, another key, a short input.
 */

#include <check.h>
#include <string.h>

#include "core/pt.h"
#include "core/secretbox.h"


static const unsigned char  key[32] = "0123456789abcdef0123456789abcde";
static const char           plain[] = "bucket secret: s3cr3t/+=";

#define PLAIN_LEN  (sizeof(plain) - 1)


START_TEST(seal_round_trip)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD], again[sizeof(sealed)];
    char           out[PLAIN_LEN + 1];

    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, sealed), PT_OK);

    /* the ciphertext is not the plain text */
    ck_assert_int_ne(memcmp(sealed + 12, plain, PLAIN_LEN), 0);

    memset(out, 0, sizeof(out));
    ck_assert_int_eq(pt_unseal(key, sealed, sizeof(sealed), out), PT_OK);
    ck_assert_str_eq(out, plain);

    /* a fresh nonce each time: the same secret never seals the same */
    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, again), PT_OK);
    ck_assert_int_ne(memcmp(sealed, again, 12), 0);
    ck_assert_int_ne(memcmp(sealed, again, sizeof(sealed)), 0);
}
END_TEST


START_TEST(seal_empty)
{
    unsigned char  sealed[PT_SEAL_OVERHEAD];
    char           out[1];

    ck_assert_int_eq(pt_seal(key, "", 0, sealed), PT_OK);
    ck_assert_int_eq(pt_unseal(key, sealed, sizeof(sealed), out), PT_OK);

    sealed[PT_SEAL_OVERHEAD - 1] ^= 0x01;
    ck_assert_int_eq(pt_unseal(key, sealed, sizeof(sealed), out), PT_ERROR);
}
END_TEST


/* one bit flipped anywhere (nonce, ciphertext, tag) is refused */
START_TEST(seal_tampered)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD], bad[sizeof(sealed)];
    char           out[PLAIN_LEN + 1];
    size_t         i;

    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, sealed), PT_OK);

    for (i = 0; i < sizeof(sealed); i++) {
        memcpy(bad, sealed, sizeof(sealed));
        bad[i] ^= 0x80;
        ck_assert_msg(pt_unseal(key, bad, sizeof(bad), out) == PT_ERROR,
                      "byte %zu flipped: accepted", i);
    }

    /* and the untouched copy still opens */
    ck_assert_int_eq(pt_unseal(key, sealed, sizeof(sealed), out), PT_OK);
}
END_TEST


START_TEST(seal_wrong_key)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD], other[32];
    char           out[PLAIN_LEN + 1];

    memcpy(other, key, sizeof(other));
    other[31] ^= 0x01;

    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, sealed), PT_OK);
    ck_assert_int_eq(pt_unseal(other, sealed, sizeof(sealed), out),
                     PT_ERROR);
}
END_TEST


/* shorter than nonce and tag, or cut: refused, never read past len */
START_TEST(seal_short)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD];
    char           out[PLAIN_LEN + 1];
    size_t         n;

    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, sealed), PT_OK);

    for (n = 0; n < sizeof(sealed); n++) {
        ck_assert_msg(pt_unseal(key, sealed, n, out) == PT_ERROR,
                      "%zu bytes: accepted", n);
    }
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("secretbox");

    tc = tcase_create("seal");
    tcase_add_test(tc, seal_round_trip);
    tcase_add_test(tc, seal_empty);
    tcase_add_test(tc, seal_tampered);
    tcase_add_test(tc, seal_wrong_key);
    tcase_add_test(tc, seal_short);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
