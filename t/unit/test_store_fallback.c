/*
 * Check suite for the fallback store (shared/store/store_fallback.c) over
 * two local stores, and the store-to-store transfer it and the storage
 * migration use (shared/store/store_transfer.c): reads try the current
 * store, then the previous; writes reach the current one only; a delete
 * removes both copies; a copy of an object only in the previous store
 * lands in the current one; listing gives each key once; a transfer
 * checks size and MD5.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "store/store.h"
#include "store/store_fallback.h"
#include "store/store_transfer.h"


static char       tdir[256];
static pt_store  *cur, *prev, *fb;


static void
setup(void)
{
    char  root[300];

    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_fb_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));

    pt_snprintf(root, sizeof(root), "%s/cur", tdir);
    ck_assert_int_eq(mkdir(root, 0755), 0);
    cur = pt_store_local_new(root);
    pt_snprintf(root, sizeof(root), "%s/prev", tdir);
    ck_assert_int_eq(mkdir(root, 0755), 0);
    prev = pt_store_local_new(root);
    ck_assert_ptr_nonnull(cur);
    ck_assert_ptr_nonnull(prev);

    ck_assert_int_eq(prev->ops->put(prev, "p/old", "OLD", 3, "image/png"),
                     PT_STORE_OK);
    ck_assert_int_eq(prev->ops->put(prev, "p/both", "PREV", 4, NULL),
                     PT_STORE_OK);
    ck_assert_int_eq(cur->ops->put(cur, "p/both", "CURRENT", 7, NULL),
                     PT_STORE_OK);

    fb = pt_store_fallback_new(cur, prev);
    ck_assert_ptr_nonnull(fb);
}


static void
teardown(void)
{
    char  cmd[300];

    fb->ops->free(fb);
    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


static char *
read_all(pt_store *s, const char *key, int expect)
{
    size_t          len;
    unsigned char  *data;

    data = NULL;
    ck_assert_int_eq(s->ops->get(s, key, &data, &len), expect);
    if (data == NULL) {
        return NULL;
    }

    data = realloc(data, len + 1);
    data[len] = '\0';
    return (char *) data;
}


START_TEST(reads_current_then_previous)
{
    int            fd;
    char          *d;
    pt_store_stat  st;

    d = read_all(fb, "p/both", PT_STORE_OK);
    ck_assert_str_eq(d, "CURRENT");
    free(d);

    d = read_all(fb, "p/old", PT_STORE_OK);
    ck_assert_str_eq(d, "OLD");
    free(d);

    ck_assert_int_eq(fb->ops->head(fb, "p/old", &st), PT_STORE_OK);
    ck_assert_int_eq(st.size, 3);
    ck_assert_int_eq(fb->ops->open(fb, "p/old", &fd, &st), PT_STORE_OK);
    close(fd);

    ck_assert_ptr_null(read_all(fb, "p/none", PT_STORE_NOT_FOUND));
}
END_TEST


START_TEST(writes_current_only)
{
    char  *d;

    ck_assert_int_eq(fb->ops->put(fb, "p/new", "NEW", 3, NULL),
                     PT_STORE_OK);
    d = read_all(cur, "p/new", PT_STORE_OK);
    ck_assert_str_eq(d, "NEW");
    free(d);
    ck_assert_ptr_null(read_all(prev, "p/new", PT_STORE_NOT_FOUND));
}
END_TEST


START_TEST(delete_removes_both)
{
    ck_assert_int_eq(fb->ops->del(fb, "p/both"), PT_STORE_OK);
    ck_assert_ptr_null(read_all(cur, "p/both", PT_STORE_NOT_FOUND));
    ck_assert_ptr_null(read_all(prev, "p/both", PT_STORE_NOT_FOUND));
    ck_assert_ptr_null(read_all(fb, "p/both", PT_STORE_NOT_FOUND));
    ck_assert_int_eq(fb->ops->del(fb, "p/none"), PT_STORE_OK);
}
END_TEST


START_TEST(copy_from_previous)
{
    char           *d;
    pt_store_stat   st;

    ck_assert_int_eq(fb->ops->copy(fb, "p/old", "p/old2"), PT_STORE_OK);
    d = read_all(cur, "p/old2", PT_STORE_OK);
    ck_assert_str_eq(d, "OLD");
    free(d);
    ck_assert_int_eq(cur->ops->head(cur, "p/old2", &st), PT_STORE_OK);
    ck_assert_str_eq(st.content_type, "image/png");
    ck_assert_ptr_null(read_all(prev, "p/old2", PT_STORE_NOT_FOUND));
    ck_assert_int_eq(fb->ops->copy(fb, "p/none", "p/x"),
                     PT_STORE_NOT_FOUND);
}
END_TEST


static int
count_key(void *arg, const char *key, const pt_store_stat *st)
{
    char  *seen = arg;

    (void) st;
    strcat(seen, key);
    strcat(seen, ";");
    return 0;
}


START_TEST(list_each_key_once)
{
    char  seen[256] = "";

    ck_assert_int_eq(fb->ops->list(fb, "p/", count_key, seen), PT_STORE_OK);
    ck_assert_str_eq(seen, "p/both;p/old;");
}
END_TEST


START_TEST(parts)
{
    pt_store  *a, *b;

    ck_assert_int_eq(pt_store_fallback_parts(fb, &a, &b), 1);
    ck_assert_ptr_eq(a, cur);
    ck_assert_ptr_eq(b, prev);
    ck_assert_int_eq(pt_store_fallback_parts(cur, &a, &b), 0);
}
END_TEST


START_TEST(transfer_checks)
{
    char              *d;
    pt_store_stat      st;
    pt_store_fetched   f;

    ck_assert(pt_store_etag_is_md5("0123456789abcdef0123456789ABCDEF"));
    ck_assert(!pt_store_etag_is_md5("0123456789abcdef0123456789abcdef-2"));
    ck_assert(!pt_store_etag_is_md5("0x8D9"));

    ck_assert_int_eq(pt_store_fetch(prev, "p/old", &f), PT_STORE_OK);
    ck_assert_int_eq(f.size, 3);
    /* md5("OLD") */
    ck_assert_str_eq(f.md5, "90f0f2aff752d90f2bf7eba27e07e874");
    ck_assert_int_eq(pt_store_deliver(cur, "p/moved", &f), PT_STORE_OK);
    pt_store_fetched_drop(&f);
    ck_assert_int_eq(f.fd, -1);

    d = read_all(cur, "p/moved", PT_STORE_OK);
    ck_assert_str_eq(d, "OLD");
    free(d);
    ck_assert_int_eq(cur->ops->head(cur, "p/moved", &st), PT_STORE_OK);
    ck_assert_str_eq(st.content_type, "image/png");

    /* the source is left as it was */
    d = read_all(prev, "p/old", PT_STORE_OK);
    ck_assert_str_eq(d, "OLD");
    free(d);

    ck_assert_int_eq(pt_store_fetch(prev, "p/none", &f),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(f.fd, -1);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("store_fallback");
    tc = tcase_create("fallback");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, reads_current_then_previous);
    tcase_add_test(tc, writes_current_only);
    tcase_add_test(tc, delete_removes_both);
    tcase_add_test(tc, copy_from_previous);
    tcase_add_test(tc, list_each_key_once);
    tcase_add_test(tc, parts);
    tcase_add_test(tc, transfer_checks);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
