/*
 * Check suite for the sentinel cycle (shared/store/store_check.c) on the
 * real local driver: a cycle that passes leaves nothing behind; each step
 * that fails is named with the driver's reason; an object read back
 * different is caught and still deleted.
 */

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"
#include "store/store.h"
#include "store/store_check.h"


static char  tdir[256];


static void
setup(void)
{
    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_check_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
}


static void
teardown(void)
{
    char  cmd[300];

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* Files in tdir/p (the project's directory), or -1 when it is missing. */
static int
count_objects(void)
{
    int             n = 0;
    char            dir[300];
    DIR            *d;
    struct dirent  *e;

    pt_snprintf(dir, sizeof(dir), "%s/p", tdir);

    d = opendir(dir);
    if (d == NULL) {
        return -1;
    }

    while ((e = readdir(d)) != NULL) {
        n += e->d_name[0] != '.';
    }

    closedir(d);

    return n;
}


/* A store whose reads or deletes go wrong, around the local driver. */
typedef struct {
    pt_store        base;
    pt_store       *inner;
    int             flip;     /* get returns other bytes */
    int             nodel;    /* del fails */
    int             dels;
} bad_store;

static pt_store_ops  bad_ops;


static int
bad_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *type)
{
    bad_store  *b = (bad_store *) s;

    return b->inner->ops->put(b->inner, key, data, len, type);
}


static int
bad_get(pt_store *s, const char *key, unsigned char **data, size_t *len)
{
    int         rc;
    bad_store  *b = (bad_store *) s;

    rc = b->inner->ops->get(b->inner, key, data, len);

    if (rc == PT_STORE_OK && b->flip && *len) {
        (*data)[0] ^= 0x01;
    }

    return rc;
}


static int
bad_del(pt_store *s, const char *key)
{
    bad_store  *b = (bad_store *) s;

    b->dels++;

    if (b->nodel) {
        pt_snprintf(s->error, sizeof(s->error), "AccessDenied: no delete");
        return PT_STORE_DENIED;
    }

    return b->inner->ops->del(b->inner, key);
}


static void
bad_init(bad_store *b)
{
    memset(b, 0, sizeof(*b));
    bad_ops.put = bad_put;
    bad_ops.get = bad_get;
    bad_ops.del = bad_del;
    b->base.ops = &bad_ops;
    b->inner = pt_store_local_new(tdir);
    ck_assert_ptr_nonnull(b->inner);
}


START_TEST(check_passes)
{
    char       err[512];
    pt_store  *s;

    s = pt_store_local_new(tdir);
    ck_assert_ptr_nonnull(s);

    err[0] = '\0';
    ck_assert_int_eq(pt_store_check(s, "p", err, sizeof(err)), PT_STORE_OK);
    ck_assert_str_eq(err, "");

    /* the project's directory was made for it, and left empty */
    ck_assert_int_eq(count_objects(), 0);

    s->ops->free(s);
}
END_TEST


START_TEST(check_put_fails)
{
    char       err[512];
    pt_store  *s;

    /* a file where the project's directory would go */
    pt_snprintf(err, sizeof(err), "%s/p", tdir);
    ck_assert_int_eq(close(creat(err, 0600)), 0);

    s = pt_store_local_new(tdir);
    ck_assert_int_ne(pt_store_check(s, "p", err, sizeof(err)), PT_STORE_OK);
    ck_assert_msg(strncmp(err, "writing the sentinel object p/pictor-sentinel-",
                          46) == 0, "err: %s", err);
    /* and the driver's reason after it */
    ck_assert_msg(strlen(strstr(err, " failed: ")) > 9, "err: %s", err);

    s->ops->free(s);
}
END_TEST


START_TEST(check_differs)
{
    int        rc;
    char       err[512];
    bad_store  b;

    bad_init(&b);
    b.flip = 1;

    rc = pt_store_check(&b.base, "p", err, sizeof(err));
    ck_assert_int_eq(rc, PT_STORE_ERROR);
    ck_assert_msg(strstr(err, "read back differs") != NULL, "err: %s", err);

    /* deleted all the same */
    ck_assert_int_eq(b.dels, 1);
    ck_assert_int_eq(count_objects(), 0);

    b.inner->ops->free(b.inner);
}
END_TEST


START_TEST(check_delete_fails)
{
    int        rc;
    char       err[512];
    bad_store  b;

    bad_init(&b);
    b.nodel = 1;

    rc = pt_store_check(&b.base, "p", err, sizeof(err));
    ck_assert_int_eq(rc, PT_STORE_DENIED);
    ck_assert_msg(strncmp(err, "deleting the sentinel object", 28) == 0
                  && strstr(err, "AccessDenied: no delete") != NULL,
                  "err: %s", err);

    b.inner->ops->free(b.inner);
}
END_TEST


/* two cycles never share an object: the name is random */
START_TEST(check_names_differ)
{
    char       err1[512], err2[512];
    bad_store  b;

    bad_init(&b);
    b.nodel = 1;

    (void) pt_store_check(&b.base, "p", err1, sizeof(err1));
    (void) pt_store_check(&b.base, "p", err2, sizeof(err2));
    ck_assert_str_ne(err1, err2);
    ck_assert_int_eq(count_objects(), 2);

    b.inner->ops->free(b.inner);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("store_check");

    tc = tcase_create("cycle");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, check_passes);
    tcase_add_test(tc, check_put_fails);
    tcase_add_test(tc, check_differs);
    tcase_add_test(tc, check_delete_fails);
    tcase_add_test(tc, check_names_differ);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
