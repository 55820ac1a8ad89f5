/*
 * Check suite for how ghostscript is called (shared/eps/eps_gs.c: page range,
 * the showpage after a file that outputs no page) and for EPS pages
 * rasterized on demand (shared/eps/eps_demand.c): one run per page however
 * many threads ask, failures kept, the per-process cap, forgetting an
 * image.  Runs are counted by the log line each one writes.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps/eps_demand.h"
#include "store/store.h"
#include "demand_test.h"


#define IMAGE_ID  "eps_01HX0000000000000000000000"

/* a red square; EPSF, so gs crops it itself */
static const char  red_eps[] =
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 40 40\n%%EndComments\n"
    "1 0 0 setrgbcolor 0 0 40 40 rectfill\nshowpage\n%%EOF\n";

/* as Pillow's reqd_showpage.eps: not EPSF, draws, never calls showpage */
static const char  no_showpage_ps[] =
    "%!PS-Adobe-2.0\n%%BoundingBox: 0 0 40 40\n"
    "1 0 0 setrgbcolor 0 0 40 40 rectfill\n";

static const char  two_pages_ps[] =
    "%!PS-Adobe-2.0\n%%BoundingBox: 0 0 40 40\n"
    "1 0 0 setrgbcolor 0 0 40 40 rectfill showpage\n"
    "0 0 1 setrgbcolor 0 0 40 40 rectfill showpage\n";

static const char  error_eps[] =
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 40 40\n%%EndComments\n"
    "nosuchoperator\n";

static void
setup(void)
{
    demand_setup("rasterizing on demand");
}


/* the gs argv as one string, arguments separated by '|' */
static const char *
joined(const pt_gs_cmd *cmd)
{
    static char  buf[8192];
    size_t       n, i;

    buf[0] = '\0';

    for (i = 0; cmd->argv[i] != NULL; i++) {
        n = strlen(buf);
        pt_snprintf(buf + n, sizeof(buf) - n, "%s|", cmd->argv[i]);
    }

    return buf;
}


/* validates the EPS text written to tdir/name; fills info */
static const char *
eps_file(const char *name, const char *text, pt_eps_info *info)
{
    int          fd;
    pt_error     e;
    const char  *path;
    struct stat  st;

    path = tpath(name);
    spill(path, text, strlen(text));

    fd = open(path, O_RDONLY);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(fstat(fd, &st), 0);
    ck_assert_msg(pt_eps_validate(fd, st.st_size, info, &e) == PT_OK,
                  "%s: %s", name, e.detail);
    close(fd);

    return path;
}


/* pages ghostscript writes for src with pt_eps_gs_cmd(first, last) */
static int
gs_pages(const char *name, const char *text, int first, int last)
{
    int          n;
    char         out[600], err[512];
    pt_gs_cmd    cmd;
    pt_sandbox   sb;
    pt_eps_info  info;
    const char  *src;
    struct stat  st;

    src = eps_file(name, text, &info);
    pt_snprintf(out, sizeof(out), "%s/%s-%%d.png", tdir, name);
    pt_eps_gs_cmd(&cmd, &info, "pngalpha", src, out, first, last);

    memset(&sb, 0, sizeof(sb));
    sb.argv = cmd.argv;
    sb.workdir = tdir;
    sb.timeout_ms = 60000;
    sb.cpu_seconds = 60;
    sb.memory = 2ULL << 30;
    sb.file_size = 64ULL << 20;

    ck_assert_msg(pt_sandbox_run(&sb, err, sizeof(err)) == PT_SANDBOX_OK,
                  "%s: %s", name, err);

    for (n = 0; ; n++) {
        pt_snprintf(out, sizeof(out), "%s/%s-%d.png", tdir, name, n + 1);
        if (stat(out, &st) != 0) {
            return n;
        }
    }
}


START_TEST(gs_cmd_page_range)
{
    pt_gs_cmd    cmd;
    pt_eps_info  info;
    const char  *s;

    memset(&info, 0, sizeof(info));
    info.epsf = 1;
    info.urx = 40;
    info.ury = 40;

    /* every page; a showpage when the file output none */
    pt_eps_gs_cmd(&cmd, &info, "pngalpha", "in.eps", "out.png", 0, 0);
    s = joined(&cmd);
    ck_assert_ptr_null(strstr(s, "-dFirstPage"));
    ck_assert_ptr_null(strstr(s, "-dLastPage"));
    ck_assert_msg(strstr(s, "|in.eps|-c|currentpagedevice /PageCount get 0"
                         " eq { showpage } if|") != NULL, "%s", s);

    /* pictord's limit: one page more than it keeps */
    pt_eps_gs_cmd(&cmd, &info, "pngalpha", "in.eps", "out.png", 0, 201);
    s = joined(&cmd);
    ck_assert_ptr_null(strstr(s, "-dFirstPage"));
    ck_assert_ptr_nonnull(strstr(s, "|-dLastPage=201|"));
    ck_assert_ptr_nonnull(strstr(s, "showpage"));

    /* a later page alone: no showpage, which would make up a blank one */
    pt_eps_gs_cmd(&cmd, &info, "pngalpha", "in.eps", "out.png", 3, 3);
    s = joined(&cmd);
    ck_assert_ptr_nonnull(strstr(s, "|-dFirstPage=3|-dLastPage=3|"));
    ck_assert_ptr_null(strstr(s, "showpage"));
}
END_TEST


START_TEST(gs_pages_made)
{
    ck_assert_int_eq(gs_pages("red", red_eps, 0, 0), 1);
    /* Pillow's reqd_showpage.eps case: drawn, never shown */
    ck_assert_int_eq(gs_pages("noshow", no_showpage_ps, 0, 0), 1);
    ck_assert_int_eq(gs_pages("noshow1", no_showpage_ps, 1, 1), 1);
    ck_assert_int_eq(gs_pages("noshow2", no_showpage_ps, 2, 2), 0);
    /* a file that ends its pages gets no blank one more */
    ck_assert_int_eq(gs_pages("two", two_pages_ps, 0, 0), 2);
    ck_assert_int_eq(gs_pages("two2", two_pages_ps, 2, 2), 1);
    ck_assert_int_eq(gs_pages("two3", two_pages_ps, 3, 3), 0);
    ck_assert_int_eq(gs_pages("two-last1", two_pages_ps, 0, 1), 1);
}
END_TEST


DEMAND_ASKS(pt_eps_demand, pt_demand_rc, pt_eps_demand_page,
            PT_DEMAND_OK)


/* a store under tdir holding text as the original of IMAGE_ID */
static pt_store *
store_with(const char *text)
{
    spill(tpath("original"), text, strlen(text));

    return demand_store("p/" IMAGE_ID, tpath("original"));
}


static void
ask_init(ask_t *a, pt_store *s, int page)
{
    memset(a, 0, sizeof(*a));
    a->fd = -1;
    a->d.storage_root = demand_root();
    a->d.store = s;
    a->d.key = "p/" IMAGE_ID;
    a->d.image_id = IMAGE_ID;
    a->d.page = page;
    a->d.max_runs = DEMAND_THREADS;
    a->d.failed_ttl = 3600;
    a->d.timeout_ms = 60000;
}


static pt_demand_rc
ask_once(pt_store *s, int page, unsigned ttl, unsigned *ttl_left)
{
    ask_t  a;

    ask_init(&a, s, page);

    return ask_run(&a, ttl, ttl_left);
}


START_TEST(demand_one_run_for_all)
{
    int        i;
    ask_t      a[DEMAND_THREADS];
    pt_store  *s;

    s = store_with(red_eps);

    for (i = 0; i < DEMAND_THREADS; i++) {
        ask_init(&a[i], s, 1);
    }

    ask_race(a);

    ck_assert_int_eq(atomic_load(&runs), 1);

    /* kept: later requests read it */
    ck_assert_int_eq(ask_once(s, 1, 3600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 1);

    /* a page the file does not have: known after one run */
    ck_assert_int_eq(ask_once(s, 2, 3600, NULL), PT_DEMAND_NO_PAGE);
    ck_assert_int_eq(ask_once(s, 2, 3600, NULL), PT_DEMAND_NO_PAGE);
    ck_assert_int_eq(atomic_load(&runs), 2);

    demand_png(".eps-pages/" IMAGE_ID, "1.png", 167, 167);
    demand_no_scratch();

    /* forgotten: made again */
    pt_eps_demand_forget(demand_root(), IMAGE_ID);
    demand_gone(".eps-pages/" IMAGE_ID);
    ck_assert_int_eq(ask_once(s, 1, 3600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 3);

    s->ops->free(s);
}
END_TEST


START_TEST(demand_failures_kept)
{
    unsigned   left;
    pt_store  *s;

    s = store_with(error_eps);

    ck_assert_int_eq(ask_once(s, 1, 600, &left), PT_DEMAND_FAILED);
    ck_assert_int_eq(left, 600);
    ck_assert_int_eq(atomic_load(&runs), 1);

    /* the same answer, without a run, however the URL varies */
    ck_assert_int_eq(ask_once(s, 1, 600, &left), PT_DEMAND_FAILED);
    ck_assert_int_gt(left, 0);
    ck_assert_int_le(left, 600);
    ck_assert_int_eq(atomic_load(&runs), 1);

    /* kept per page: page 2 runs once */
    ck_assert_int_eq(ask_once(s, 2, 600, NULL), PT_DEMAND_FAILED);
    ck_assert_int_eq(ask_once(s, 2, 600, NULL), PT_DEMAND_FAILED);
    ck_assert_int_eq(atomic_load(&runs), 2);

    /* a lifetime of 0 keeps nothing */
    pt_eps_demand_forget(demand_root(), IMAGE_ID);
    ck_assert_int_eq(ask_once(s, 1, 0, &left), PT_DEMAND_FAILED);
    ck_assert_int_eq(left, 0);
    ck_assert_int_eq(ask_once(s, 1, 0, NULL), PT_DEMAND_FAILED);
    ck_assert_int_eq(atomic_load(&runs), 4);

    s->ops->free(s);
}
END_TEST


START_TEST(demand_no_page_of_a_file)
{
    pt_store  *s;

    /* "quit" before anything: ghostscript exits 0 with no page */
    s = store_with("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 40 40\n"
                   "%%EndComments\nquit\n");

    ck_assert_int_eq(ask_once(s, 1, 600, NULL), PT_DEMAND_FAILED);
    ck_assert_int_eq(atomic_load(&runs), 1);

    s->ops->free(s);
}
END_TEST


START_TEST(demand_cap)
{
    ask_t      a;
    pt_store  *s;

    s = store_with(red_eps);

    ask_init(&a, s, 1);
    a.d.max_runs = 0;
    ask(&a);

    ck_assert_int_eq(a.rc, PT_DEMAND_BUSY);
    ck_assert_int_eq(a.fd, -1);
    ck_assert_int_eq(atomic_load(&runs), 0);

    /* not a failure: nothing kept */
    ck_assert_int_eq(ask_once(s, 1, 600, NULL), PT_DEMAND_OK);
    ck_assert_int_eq(atomic_load(&runs), 1);

    s->ops->free(s);
}
END_TEST


/* a red square drawn after a second of work: runs long enough to be
 * raced */
static const char  slow_eps[] =
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 40 40\n%%EndComments\n"
    "0 1 4000000 { pop } for\n"
    "1 0 0 setrgbcolor 0 0 40 40 rectfill\nshowpage\n%%EOF\n";


/*
 * pictord stores the pages (or the image is deleted) while a page is made
 * on demand: the id's folder is forgotten under the run.  The run's page
 * still serves (it is just not kept), and nothing is left behind.
 */
START_TEST(demand_forgotten_while_made)
{
    int        i;
    ask_t      a;
    pthread_t  tid;
    pt_store  *s;

    s = store_with(slow_eps);
    ask_init(&a, s, 1);

    ck_assert_int_eq(pthread_create(&tid, NULL, ask, &a), 0);

    for (i = 0; i < 2000 && atomic_load(&runs) == 0; i++) {
        usleep(1000);
    }
    ck_assert_int_eq(atomic_load(&runs), 1);

    pt_eps_demand_forget(demand_root(), IMAGE_ID);
    ck_assert_int_eq(pthread_join(tid, NULL), 0);

    ck_assert_int_eq(a.rc, PT_DEMAND_OK);
    ck_assert_int_ge(a.fd, 0);
    ck_assert_int_gt(lseek(a.fd, 0, SEEK_END), 0);
    close(a.fd);

    demand_no_scratch();

    s->ops->free(s);
}
END_TEST


/* the original deleted since delivery read its row: gone, not an error */
START_TEST(demand_original_gone)
{
    ask_t      a;
    pt_store  *s;

    s = store_with(red_eps);
    ck_assert_int_eq(s->ops->del(s, "p/" IMAGE_ID), PT_STORE_OK);

    ask_init(&a, s, 1);
    ck_assert_int_eq(ask_run(&a, 600, NULL), PT_DEMAND_GONE);

    /* not kept as a failure: a new original of the id would be made */
    demand_no_scratch();

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

    s = suite_create("eps_demand");

    tc = tcase_create("gs");
    tcase_add_checked_fixture(tc, setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, gs_cmd_page_range);
    tcase_add_test(tc, gs_pages_made);
    suite_add_tcase(s, tc);

    tc = tcase_create("demand");
    tcase_add_checked_fixture(tc, setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, demand_one_run_for_all);
    tcase_add_test(tc, demand_failures_kept);
    tcase_add_test(tc, demand_no_page_of_a_file);
    tcase_add_test(tc, demand_cap);
    tcase_add_test(tc, demand_forgotten_while_made);
    tcase_add_test(tc, demand_original_gone);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
