/*
 * Check suite for sealing with the master key (shared/core/secretbox.c):
 * a round trip, and every way a sealed secret can be wrong is refused: a
 * changed nonce, ciphertext or tag, another key, a short input; with
 * associated data, another ad (a row moved to another project) or none.
 */

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "core/secretbox.h"
#include "records/storage_config.h"


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


/* ad is authenticated: the same ad opens, any other or none does not */
START_TEST(seal_ad_round_trip)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD];
    char           out[PLAIN_LEN + 1];

    ck_assert_int_eq(pt_seal_ad(key, "project:7", 9, plain, PLAIN_LEN,
                                sealed), PT_OK);
    ck_assert_int_ne(memcmp(sealed + 12, plain, PLAIN_LEN), 0);

    memset(out, 0, sizeof(out));
    ck_assert_int_eq(pt_unseal_ad(key, "project:7", 9, sealed,
                                  sizeof(sealed), out), PT_OK);
    ck_assert_str_eq(out, plain);

    /* another project's ad, a prefix of it, none at all */
    memset(out, 'x', sizeof(out));
    ck_assert_int_eq(pt_unseal_ad(key, "project:8", 9, sealed,
                                  sizeof(sealed), out), PT_ERROR);
    ck_assert_int_eq(pt_unseal_ad(key, "project:", 8, sealed,
                                  sizeof(sealed), out), PT_ERROR);
    ck_assert_int_eq(pt_unseal_ad(key, "project:77", 10, sealed,
                                  sizeof(sealed), out), PT_ERROR);
    ck_assert_int_eq(pt_unseal(key, sealed, sizeof(sealed), out), PT_ERROR);

    /* a refused unseal leaves no part of the plain text behind */
    ck_assert_ptr_null(memmem(out, sizeof(out), "secret", 6));
}
END_TEST


/* sealed without ad: opens only without ad (the signing keys' form) */
START_TEST(seal_ad_none)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD];
    char           out[PLAIN_LEN + 1];

    ck_assert_int_eq(pt_seal(key, plain, PLAIN_LEN, sealed), PT_OK);
    ck_assert_int_eq(pt_unseal_ad(key, NULL, 0, sealed, sizeof(sealed),
                                  out), PT_OK);
    ck_assert_int_eq(pt_unseal_ad(key, "project:7", 9, sealed,
                                  sizeof(sealed), out), PT_ERROR);
}
END_TEST


/* with ad too, one bit flipped anywhere is refused */
START_TEST(seal_ad_tampered)
{
    unsigned char  sealed[PLAIN_LEN + PT_SEAL_OVERHEAD], bad[sizeof(sealed)];
    char           out[PLAIN_LEN + 1], ad[] = "project:42";
    size_t         i;

    ck_assert_int_eq(pt_seal_ad(key, ad, strlen(ad), plain, PLAIN_LEN,
                                sealed), PT_OK);

    for (i = 0; i < sizeof(sealed); i++) {
        memcpy(bad, sealed, sizeof(sealed));
        bad[i] ^= 0x01;
        ck_assert_msg(pt_unseal_ad(key, ad, strlen(ad), bad, sizeof(bad),
                                   out) == PT_ERROR,
                      "byte %zu flipped: accepted", i);
    }

    /* one bit of the ad itself */
    for (i = 0; i < strlen(ad); i++) {
        ad[i] ^= 0x01;
        ck_assert_msg(pt_unseal_ad(key, ad, strlen(ad), sealed,
                                   sizeof(sealed), out) == PT_ERROR,
                      "ad byte %zu flipped: accepted", i);
        ad[i] ^= 0x01;
    }

    ck_assert_int_eq(pt_unseal_ad(key, ad, strlen(ad), sealed,
                                  sizeof(sealed), out), PT_OK);
}
END_TEST


/*
 * The storage credentials' form (records/storage_config.c): sealed for
 * one project, the row copied to another project's does not open there.
 */
START_TEST(seal_storage_moved_row)
{
    char            *plain_out = NULL;
    size_t           len = 0, plen;
    unsigned char   *sealed = NULL;
    static const char  secret[] = "{\"connectionString\":\"AccountKey=k\"}";

    plen = strlen(secret);

    ck_assert_int_eq(pt_storage_secret_seal(key, 7, secret, plen, &sealed,
                                            &len), PT_OK);
    ck_assert_uint_eq(len, plen + PT_SEAL_OVERHEAD);

    ck_assert_int_eq(pt_storage_secret_open(key, 7, sealed, len, &plain_out,
                                            &plen), PT_OK);
    ck_assert_str_eq(plain_out, secret);
    pt_storage_secret_free(plain_out, plen);

    /* the same bytes in project 8's row, or project 70's */
    plain_out = (char *) 1;
    ck_assert_int_eq(pt_storage_secret_open(key, 8, sealed, len, &plain_out,
                                            &plen), PT_ERROR);
    ck_assert_ptr_null(plain_out);
    ck_assert_int_eq(pt_storage_secret_open(key, 70, sealed, len,
                                            &plain_out, &plen), PT_ERROR);

    /* and never without the ad, as a signing key would be opened */
    {
        char  out[sizeof(secret)];

        ck_assert_int_eq(pt_unseal(key, sealed, len, out), PT_ERROR);
    }

    free(sealed);
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
    tcase_add_test(tc, seal_ad_round_trip);
    tcase_add_test(tc, seal_ad_none);
    tcase_add_test(tc, seal_ad_tampered);
    tcase_add_test(tc, seal_storage_moved_row);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
