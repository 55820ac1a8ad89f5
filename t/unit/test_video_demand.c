/*
 * Check suite for video posters taken on demand (shared/video/
 * video_demand.c): one search however many threads ask, the poster kept
 * and read back, failures kept for their lifetime (none with 0), the
 * per-process cap, forgetting a video.  Searches are counted by the log
 * line each one writes.
 */

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/media.h"
#include "store/store.h"
#include "video/video_demand.h"
#include "demand_test.h"


#define VIDEO_ID  "vid_01HX0000000000000000000000"


static void
setup(void)
{
    demand_setup("taking the poster on demand");
    ck_assert_int_eq(pt_media_init(), PT_OK);
}


DEMAND_ASKS(pt_video_demand, pt_demand_rc, pt_video_demand_poster,
            PT_DEMAND_OK)


/* a store under tdir holding the file at path as the original */
static pt_store *
store_with(const char *path)
{
    return demand_store("p/" VIDEO_ID, intdir(path));
}


static void
ask_init(ask_t *a, pt_store *s)
{
    memset(a, 0, sizeof(*a));
    a->fd = -1;
    a->d.storage_root = demand_root();
    a->d.store = s;
    a->d.key = "p/" VIDEO_ID;
    a->d.image_id = VIDEO_ID;
    a->d.format = "webm";
    a->d.duration = 4.243877;
    a->d.max_runs = DEMAND_THREADS;
    a->d.failed_ttl = 3600;
    a->d.timeout_ms = 60000;
    a->d.memory_mb = 1024;
    a->d.max_pixels = 33177600;
}


static pt_demand_rc
ask_once(pt_store *s, unsigned ttl, unsigned *ttl_left)
{
    ask_t  a;

    ask_init(&a, s);

    return ask_run(&a, ttl, ttl_left);
}


START_TEST(demand_one_search_for_all)
{
    int        i;
    ask_t      a[DEMAND_THREADS];
    pt_store  *s;

    s = store_with(cpath("video/filetype_fixture-null.webm"));

    for (i = 0; i < DEMAND_THREADS; i++) {
        ask_init(&a[i], s);
    }

    ask_race(a);

    ck_assert_int_eq(atomic_load(&runs), 1);

    /* kept: later requests read it */
    ck_assert_int_eq(ask_once(s, 3600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 1);

    demand_png(".video-posters/" VIDEO_ID, "poster.png", 1920, 1080);
    demand_no_scratch();

    /* forgotten: taken again */
    pt_video_demand_forget(demand_root(), VIDEO_ID);
    demand_gone(".video-posters/" VIDEO_ID);
    ck_assert_int_eq(ask_once(s, 3600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 2);

    s->ops->free(s);
}
END_TEST


START_TEST(demand_failures_kept)
{
    unsigned   left;
    pt_store  *s;

    /* a JPEG stored as the video: read as WebM, it fails */
    s = store_with(cpath("faces/no_face.jpg"));

    ck_assert_int_eq(ask_once(s, 600, &left), PT_DEMAND_FAILED);
    ck_assert_int_eq(left, 600);
    ck_assert_int_eq(atomic_load(&runs), 1);

    /* the same answer without a search */
    ck_assert_int_eq(ask_once(s, 600, &left), PT_DEMAND_FAILED);
    ck_assert_int_gt(left, 0);
    ck_assert_int_le(left, 600);
    ck_assert_int_eq(atomic_load(&runs), 1);

    /* a lifetime of 0 keeps nothing */
    pt_video_demand_forget(demand_root(), VIDEO_ID);
    ck_assert_int_eq(ask_once(s, 0, &left), PT_DEMAND_FAILED);
    ck_assert_int_eq(left, 0);
    ck_assert_int_eq(ask_once(s, 0, NULL), PT_DEMAND_FAILED);
    ck_assert_int_eq(atomic_load(&runs), 3);

    s->ops->free(s);
}
END_TEST


START_TEST(demand_cap)
{
    ask_t      a;
    pt_store  *s;

    s = store_with(cpath("video/filetype_fixture-null.webm"));

    ask_init(&a, s);
    a.d.max_runs = 0;
    ask(&a);

    ck_assert_int_eq(a.rc, PT_DEMAND_BUSY);
    ck_assert_int_eq(a.fd, -1);
    ck_assert_int_eq(atomic_load(&runs), 0);

    /* not a failure: nothing kept */
    ck_assert_int_eq(ask_once(s, 600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 1);

    s->ops->free(s);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("video_demand");
    tc = tcase_create("demand");
    tcase_add_checked_fixture(tc, setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, demand_one_search_for_all);
    tcase_add_test(tc, demand_failures_kept);
    tcase_add_test(tc, demand_cap);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
