/*
 * Check suite for sandboxes made ahead (shared/sandbox/sandbox_spare.c): after
 * a confined run works, one waits beside the work directories; the next
 * pt_sandbox_mkdtemp there hands out its directory, under the caller's
 * name, and the run's tool is the process bwrap had started before the
 * run was asked for.  Through it the tool is as confined as one made for
 * its run (uid, capabilities, seccomp, read-only root, /work), gets the
 * run's environment, descriptors and rlimits, and is killed at its
 * deadline; a spare that died while waiting, or whose caller gave up,
 * costs nothing but itself; at exit spares and their directories go.
 */

#include <dirent.h>
#include <signal.h>
#include <time.h>

#include "sandbox_ns_test.h"


static char  launcher[300], jobs[300];


/* spares' directories waiting in jobs */
static int
spare_dirs(void)
{
    int             n;
    DIR            *d;
    struct dirent  *e;

    d = opendir(jobs);
    ck_assert_ptr_nonnull(d);

    n = 0;
    while ((e = readdir(d)) != NULL) {
        n += strncmp(e->d_name, ".sandbox-", 9) == 0;
    }

    closedir(d);

    return n;
}


/* this process's launchers alive (its descendants, a few levels down) */
static int
launchers(int kill_them)
{
    int             n, depth;
    long            pid, ppid;
    char            path[64], buf[512], *p;
    FILE           *f;
    DIR            *d;
    struct dirent  *e;

    d = opendir("/proc");
    ck_assert_ptr_nonnull(d);
    n = 0;

    while ((e = readdir(d)) != NULL) {
        pid = strtol(e->d_name, &p, 10);
        if (*p != '\0' || pid <= 0) {
            continue;
        }

        pt_snprintf(path, sizeof(path), "/proc/%ld/comm", pid);
        f = fopen(path, "r");
        if (f == NULL || fgets(buf, sizeof(buf), f) == NULL
            || strcmp(buf, "sandbox-exec\n") != 0)
        {
            if (f != NULL) {
                fclose(f);
            }
            continue;
        }
        fclose(f);

        for (ppid = pid, depth = 0; depth < 6 && ppid > 1; depth++) {
            pt_snprintf(path, sizeof(path), "/proc/%ld/stat", ppid);
            f = fopen(path, "r");
            if (f == NULL || fgets(buf, sizeof(buf), f) == NULL) {
                ppid = 0;
            } else {
                p = strrchr(buf, ')');
                ppid = p != NULL ? strtol(p + 4, NULL, 10) : 0;
            }
            if (f != NULL) {
                fclose(f);
            }

            if (ppid == (long) getpid()) {
                n++;
                if (kill_them) {
                    (void) kill((pid_t) pid, SIGKILL);
                }
                break;
            }
        }
    }

    closedir(d);

    return n;
}


/* launchers(), once it is n or 10 s have passed: bwrap takes a moment */
static int
launchers_settle(int n)
{
    int  i, k;

    for (i = 0; i < 1000; i++) {
        k = launchers(0);
        if (k == n) {
            break;
        }
        usleep(10000);
    }

    return k;
}


static void
ahead_configure(const char *exec)
{
    pt_sandbox_conf  conf;

    memset(&conf, 0, sizeof(conf));
    conf.exec = exec;
    pt_sandbox_configure(&conf);
}


/* a new work directory for the next run, the probe copied in */
static void
ahead_dir_now(void)
{
    char  cmd[700];

    pt_snprintf(tdir, sizeof(tdir), "%s/job-XXXXXX", jobs);
    ck_assert_ptr_nonnull(pt_sandbox_mkdtemp(tdir));
    pt_snprintf(probe_path, sizeof(probe_path), "%s/probe", tdir);
    pt_snprintf(cmd, sizeof(cmd), "cp /proc/%d/exe '%s'", (int) getpid(),
                probe_path);
    ck_assert_int_eq(system(cmd), 0);
}


/* the same once the spare the maker thread makes after a run waits */
static void
ahead_dir(void)
{
    ck_assert_int_eq(launchers_settle(1), 1);
    ahead_dir_now();
}


static void
ahead_setup(void)
{
    char     path[300], *slash;
    ssize_t  n;

    ns_setup();

    /* the launcher of this build: build/t/test_sandbox_spare's ../ */
    n = readlink("/proc/self/exe", path, sizeof(path) - 1);
    ck_assert_int_gt(n, 0);
    path[n] = '\0';
    slash = strrchr(path, '/');
    *slash = '\0';
    slash = strrchr(path, '/');
    *slash = '\0';
    pt_snprintf(launcher, sizeof(launcher), "%s/pictor-sandbox-exec", path);
    ck_assert_msg(access(launcher, X_OK) == 0, "no %s", launcher);

    ahead_configure(launcher);
    pt_snprintf(jobs, sizeof(jobs), "%s/.tmp", storage);

    /* none before a confined run worked; one after */
    ck_assert_int_eq(spare_dirs(), 0);
    ck_assert_int_eq(probe("status", 0), 0);
    ck_assert_int_eq(launchers_settle(1), 1);
    ck_assert_int_eq(spare_dirs(), 1);
}


static void
ahead_teardown(void)
{
    pt_sandbox_spares_close();
    ck_assert_int_eq(spare_dirs(), 0);
    ck_assert_int_eq(launchers_settle(0), 0);
    ns_teardown();
}


/* the age probe, asked at the time of the call */
static int
probe_asked_now(void)
{
    char             err[600], asked[32];
    struct timespec  ts;
    const char      *argv[] = { probe_path, "--probe", "age", asked, NULL };

    clock_gettime(CLOCK_BOOTTIME, &ts);
    pt_snprintf(asked, sizeof(asked), "%llu", (unsigned long long)
                (ts.tv_sec * sysconf(_SC_CLK_TCK)
                 + ts.tv_nsec / (1000000000 / sysconf(_SC_CLK_TCK))));

    switch (run(argv, 0, err, sizeof(err))) {
    case PT_SANDBOX_OK:
        return 0;
    case PT_SANDBOX_FAILED:
        return strncmp(err, "exit 117", 8) == 0 ? 117 : -1;
    default:
        ck_abort_msg("age: %s", err);
        return -1;
    }
}


START_TEST(ahead_used)
{
    /* the spare's directory becomes the caller's, by the caller's name */
    ahead_dir();
    ck_assert_int_eq(spare_dirs(), 0);
    ck_assert_ptr_nonnull(strstr(tdir, "/job-"));
    ck_assert_int_eq(launchers_settle(1), 1);

    /* its tool is the process started before the run was asked for */
    usleep(500000);
    ck_assert_int_eq(probe_asked_now(), 0);

    /* and the next one is made after it */
    ck_assert_int_eq(launchers_settle(1), 1);
    ck_assert_int_eq(spare_dirs(), 1);

    /* spares off: the tool starts with its run */
    pt_sandbox_spares_close();
    ahead_configure("");
    ahead_dir_now();
    usleep(500000);
    ck_assert_int_eq(probe_asked_now(), 117);
    ck_assert_int_eq(spare_dirs(), 0);
}
END_TEST


START_TEST(ahead_confined)
{
    int          i;
    struct stat  st;

    ahead_dir();
    ck_assert_int_eq(probe("status", 0), 0);

    for (i = 0; denied[i] != NULL; i++) {
        ahead_dir();
        ck_assert_int_eq(spare_dirs(), 0);
        ck_assert_msg(probe(denied[i], 0) == EPERM, "%s", denied[i]);
    }

    ahead_dir();
    ck_assert_int_eq(probe("write-root", 0), EROFS);
    ahead_dir();
    ck_assert_int_eq(probe("thread", 0), 0);

    ahead_dir();
    ck_assert_int_eq(probe("make", 0), 0);
    ck_assert_int_eq(stat(tpath("made"), &st), 0);
    ck_assert_int_eq(st.st_uid, geteuid() == 0 ? 65534 : geteuid());
}
END_TEST


START_TEST(ahead_environment)
{
    char         err[600];
    double       t0;
    pt_sandbox   sb;
    const char  *argv[] = { NULL, "--probe", "sleep", NULL };

    ahead_dir();
    ck_assert_int_eq(probe("env", 0), 0);

    /* killed at its deadline like any run */
    ahead_dir();
    argv[0] = probe_path;
    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 300;
    t0 = now_ms();
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_TIMEOUT);
    ck_assert_double_lt(now_ms() - t0, 20000);
    ck_assert_int_eq(launchers_settle(1), 1);
}
END_TEST


START_TEST(ahead_gone)
{
    /* a spare killed while waiting: the run is made the usual way */
    ck_assert_int_eq(launchers_settle(1), 1);
    ck_assert_int_eq(launchers(1), 1);
    ahead_dir_now();
    ck_assert_int_eq(probe("status", 0), 0);
    ck_assert_ptr_nonnull(strstr(logged, "had ended"));

    /* a caller that gave its directory up without a run: its spare is
     * killed when the next directory is asked for */
    ahead_dir();
    ck_assert_int_eq(launchers(0), 1);
    tdir_remove();
    ahead_dir_now();
    ck_assert_int_eq(launchers_settle(0), 0);
    ck_assert_int_eq(probe("status", 0), 0);
    ck_assert_int_eq(launchers_settle(1), 1);
}
END_TEST


int
main(int argc, char **argv)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    if (argc >= 3 && strcmp(argv[1], "--probe") == 0) {
        return probe_main(argv[2], argc > 3 ? argv[3] : "");
    }

    s = suite_create("sandbox_spare");

    tc = tcase_create("ahead");
    tcase_add_checked_fixture(tc, ahead_setup, ahead_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, ahead_used);
    tcase_add_test(tc, ahead_confined);
    tcase_add_test(tc, ahead_environment);
    tcase_add_test(tc, ahead_gone);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
