/*
 * Check suite for the memo of video originals (shared/delivery/
 * delivery_memo.c): an answer kept is given back with its headers and a
 * fresh descriptor of the same file; another scope or key, an expired
 * entry, a file replaced or changed on disk, and a slot taken by another
 * key are misses; a miss of a changed file forgets the entry.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "delivery/delivery_memo.h"


static char  dir[] = "/tmp/pt-memo-XXXXXX";
static char  path[256];
static int   scope_a, scope_b;


static void
write_file(const char *p, const char *data)
{
    FILE  *f;

    f = fopen(p, "w");
    ck_assert_ptr_nonnull(f);
    fputs(data, f);
    fclose(f);
}


/* a 200 for the file at path, as delivery_run.c makes it */
static void
answer(pt_resp *resp)
{
    pt_resp_init(resp);
    resp->status = 200;
    resp->content_type = "video/webm";
    resp->file_fd = open(path, O_RDONLY);
    ck_assert_int_ge(resp->file_fd, 0);
    resp->file_size = 10;
    strcpy(resp->etag, "\"abc\"");
    resp->last_modified = 1700000000;
    pt_resp_add_header(resp, "Cache-Control", strdup("public, max-age=1"));
}


static void
setup(void)
{
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof(path), "%s/vid", dir);
    write_file(path, "0123456789");
}


static void
teardown(void)
{
    pt_dl_memo_clear();
    unlink(path);
    rmdir(dir);
    strcpy(dir, "/tmp/pt-memo-XXXXXX");
}


START_TEST(memo_put_get)
{
    char     buf[16];
    pt_resp  resp, got;

    answer(&resp);
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "o:vm/vid_1:3", path, &resp,
                                    100), PT_OK);
    pt_resp_free(&resp);

    pt_resp_init(&got);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "o:vm/vid_1:3", &got, 110),
                     PT_OK);
    ck_assert_int_eq(got.status, 200);
    ck_assert_str_eq(got.content_type, "video/webm");
    ck_assert_int_eq(got.file_size, 10);
    ck_assert_str_eq(got.etag, "\"abc\"");
    ck_assert_int_eq(got.last_modified, 1700000000);
    ck_assert_uint_eq(got.nheaders, 1);
    ck_assert_str_eq(got.header_name[0], "Cache-Control");
    ck_assert_str_eq(got.header_value[0], "public, max-age=1");
    ck_assert_int_eq(pread(got.file_fd, buf, 10, 0), 10);
    ck_assert_int_eq(memcmp(buf, "0123456789", 10), 0);
    pt_resp_free(&got);

    /* another scope, another key (another generation): misses */
    pt_resp_init(&got);
    ck_assert_int_eq(pt_dl_memo_get(&scope_b, "o:vm/vid_1:3", &got, 110),
                     PT_ERROR);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "o:vm/vid_1:4", &got, 110),
                     PT_ERROR);
    ck_assert_int_eq(got.file_fd, -1);
    ck_assert_uint_eq(got.nheaders, 0);

    /* expired, and then forgotten */
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "o:vm/vid_1:3", &got,
                                    100 + PT_DL_MEMO_TTL), PT_ERROR);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "o:vm/vid_1:3", &got, 110),
                     PT_ERROR);
}
END_TEST


START_TEST(memo_file_changed)
{
    char     tmp[300];
    pt_resp  resp, got;

    answer(&resp);
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "k", path, &resp, 100),
                     PT_OK);
    pt_resp_free(&resp);

    /* replaced by rename: another inode */
    snprintf(tmp, sizeof(tmp), "%s.new", path);
    write_file(tmp, "9876543210");
    ck_assert_int_eq(rename(tmp, path), 0);

    pt_resp_init(&got);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "k", &got, 101), PT_ERROR);
    ck_assert_int_eq(got.file_fd, -1);

    /* kept again, then written in place to another size */
    answer(&resp);
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "k", path, &resp, 100),
                     PT_OK);
    pt_resp_free(&resp);
    write_file(path, "short");
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "k", &got, 101), PT_ERROR);

    /* gone */
    answer(&resp);
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "k", path, &resp, 100),
                     PT_OK);
    pt_resp_free(&resp);
    unlink(path);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "k", &got, 101), PT_ERROR);
}
END_TEST


START_TEST(memo_refused)
{
    pt_resp  resp;

    /* not a 200 with a file: nothing kept */
    answer(&resp);
    resp.status = 206;
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "k", path, &resp, 100),
                     PT_ERROR);
    resp.status = 200;
    ck_assert_int_eq(pt_dl_memo_put(NULL, "k", path, &resp, 100),
                     PT_ERROR);
    close(resp.file_fd);
    resp.file_fd = -1;
    ck_assert_int_eq(pt_dl_memo_put(&scope_a, "k", path, &resp, 100),
                     PT_ERROR);
    pt_resp_free(&resp);

    pt_resp_init(&resp);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, "k", &resp, 100), PT_ERROR);
}
END_TEST


START_TEST(memo_slots)
{
    int      i, hits;
    char     key[32];
    pt_resp  resp;

    /* more keys than slots: the table keeps at most its slots, each
     * answer under its own key only */
    for (i = 0; i < 3 * PT_DL_MEMO_SLOTS; i++) {
        snprintf(key, sizeof(key), "o:vm/vid_%d:1", i);
        answer(&resp);
        ck_assert_int_eq(pt_dl_memo_put(&scope_a, key, path, &resp, 100),
                         PT_OK);
        pt_resp_free(&resp);
    }

    for (hits = 0, i = 0; i < 3 * PT_DL_MEMO_SLOTS; i++) {
        snprintf(key, sizeof(key), "o:vm/vid_%d:1", i);
        pt_resp_init(&resp);
        if (pt_dl_memo_get(&scope_a, key, &resp, 101) == PT_OK) {
            hits++;
        }
        pt_resp_free(&resp);
    }

    ck_assert_int_gt(hits, 0);
    ck_assert_int_le(hits, PT_DL_MEMO_SLOTS);

    /* the last key put is always there */
    snprintf(key, sizeof(key), "o:vm/vid_%d:1", 3 * PT_DL_MEMO_SLOTS - 1);
    pt_resp_init(&resp);
    ck_assert_int_eq(pt_dl_memo_get(&scope_a, key, &resp, 101), PT_OK);
    pt_resp_free(&resp);
}
END_TEST


int
main(void)
{
    int     failed;
    Suite  *s;
    TCase  *tc;
    SRunner *sr;

    s = suite_create("delivery_memo");
    tc = tcase_create("memo");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, memo_put_get);
    tcase_add_test(tc, memo_file_changed);
    tcase_add_test(tc, memo_refused);
    tcase_add_test(tc, memo_slots);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
