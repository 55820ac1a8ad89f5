/*
 * Check suite for shared/sandbox/sandbox.c: /bin/sh scripts check exit codes,
 * the environment, inherited descriptors, the stderr tail, the wall-clock
 * deadline and the process-group kill, the CPU, memory and file-size
 * limits, concurrent runs from threads; then ghostscript itself, on a
 * corpus EPS, on a CPU-heavy file past its deadline and under -dSAFER.
 */

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps_test.h"


static pt_sandbox_result
sh(const char *script, unsigned timeout_ms, char *err, size_t errlen)
{
    const char  *argv[] = { "/bin/sh", "-c", script, NULL };
    pt_sandbox   sb;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = timeout_ms;
    sb.cpu_seconds = 30;
    sb.memory = 256ULL << 20;
    sb.file_size = 16ULL << 20;
    sb.processes = 1;

    return pt_sandbox_run(&sb, err, errlen);
}


START_TEST(sandbox_exit_codes)
{
    char         err[600];
    double       t0;
    const char  *argv[] = { "/nonexistent/tool", NULL };
    pt_sandbox   sb;

    ck_assert_int_eq(sh("exit 0", 5000, err, sizeof(err)), PT_SANDBOX_OK);
    ck_assert_str_eq(err, "");
    ck_assert_int_eq(sh("exit 3", 5000, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_str_eq(err, "exit 3: ");
    ck_assert_int_eq(sh("kill -9 $$", 5000, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_str_eq(err, "signal 9: ");

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 1000;
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "No such file"));

    argv[0] = "sh";
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_ERROR);
    argv[0] = "/bin/sh";
    sb.workdir = "/nonexistent/dir";
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_ERROR);

    /* a host that ignores SIGCHLD (or reaps every child, as an nginx
     * worker does) still gets the tool's status from the reporter */
    signal(SIGCHLD, SIG_IGN);
    t0 = now_ms();
    ck_assert_int_eq(sh("exit 0", 5000, err, sizeof(err)), PT_SANDBOX_OK);
    ck_assert_int_eq(sh("exit 3", 5000, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_double_lt(now_ms() - t0, 2000);
    signal(SIGCHLD, SIG_DFL);
}
END_TEST


START_TEST(sandbox_environment)
{
    int          fd;
    char         err[600], script[1024];

    setenv("PT_SECRET", "leak", 1);

    /* a descriptor pictord holds (no close-on-exec) must not survive */
    fd = open("/dev/null", O_RDONLY);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_ne(dup2(fd, 9), -1);

    pt_snprintf(script, sizeof(script),
                "test \"$PATH\" = /usr/bin:/bin || exit 10; "
                /* the work directory is /work inside, whatever its path */
                "test \"$HOME\" = /work || exit 11; "
                "test \"$TMPDIR\" = /work || exit 12; "
                "test -z \"$PT_SECRET\" || exit 13; "
                "test \"$(pwd -P)\" = /work || exit 14; "
                "for f in 3 4 5 6 7 8 9; do "
                "test -e /proc/$$/fd/$f && exit 15; done; "
                "cat > /dev/null || exit 16; "
                "test \"$(readlink /proc/$$/fd/1)\" = /dev/null || exit 17; "
                /* a session of its own, led by the sandbox's pid 1 */
                "set -- $(cat /proc/$$/stat); test \"$6\" -eq 1 || exit 18; "
                "test \"$7\" -eq 0 || exit 19; "
                "exit 0");

    ck_assert_msg(sh(script, 5000, err, sizeof(err)) == PT_SANDBOX_OK, "%s",
                  err);
    close(9);
    close(fd);
}
END_TEST


START_TEST(sandbox_stderr_tail)
{
    char  err[600], small[40];

    ck_assert_int_eq(sh("echo hello >&2; exit 1", 5000, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_str_eq(err, "exit 1: hello\n");

    /* 20 KB of noise: only the end is kept, within errlen */
    ck_assert_int_eq(sh("i=0; while [ $i -lt 2000 ]; do "
                        "echo 0123456789 >&2; i=$((i+1)); done; "
                        "printf 'TAIL\\001END' >&2; exit 2", 5000, err,
                        sizeof(err)), PT_SANDBOX_FAILED);
    ck_assert_uint_le(strlen(err), 512 + 9);
    ck_assert_uint_ge(strlen(err), 500);
    ck_assert_ptr_nonnull(strstr(err, "TAIL?END"));
    ck_assert_int_eq(strncmp(err, "exit 2: ", 8), 0);

    ck_assert_int_eq(sh("echo 0123456789abcdefghij0123456789ABCDEFG >&2; "
                        "exit 1", 5000, small, sizeof(small)),
                     PT_SANDBOX_FAILED);
    ck_assert_uint_eq(strlen(small), sizeof(small) - 1);
    ck_assert_int_eq(strncmp(small, "exit 1: ", 8), 0);
    ck_assert_ptr_nonnull(strstr(small, "ABCDEFG\n"));
}
END_TEST


/* live (not zombie) processes with an argument equal to arg */
static int
procs_with_arg(const char *arg)
{
    int             n, pid, found;
    char            path[64];
    char           *cmd, *p;
    size_t          len;
    DIR            *d;
    FILE           *f;
    struct dirent  *e;

    found = 0;
    d = opendir("/proc");
    ck_assert_ptr_nonnull(d);

    while ((e = readdir(d)) != NULL) {
        pid = atoi(e->d_name);
        if (pid <= 0 || proc_state(pid) == 'Z' || proc_state(pid) == 0) {
            continue;
        }

        pt_snprintf(path, sizeof(path), "/proc/%d/cmdline", pid);
        f = fopen(path, "rb");
        if (f == NULL) {
            continue;
        }

        cmd = calloc(1, 4097);
        ck_assert_ptr_nonnull(cmd);
        len = fread(cmd, 1, 4096, f);
        fclose(f);

        for (p = cmd; p < cmd + len; p += n + 1) {
            n = strlen(p);
            found += strcmp(p, arg) == 0;
        }

        free(cmd);
    }

    closedir(d);

    return found;
}


/* waits (10 s at most, a hang guard) until no process has arg */
static int
procs_gone(const char *arg)
{
    int  i;

    for (i = 0; i < 1000; i++) {
        if (procs_with_arg(arg) == 0) {
            return 1;
        }

        usleep(10000);
    }

    return 0;
}


START_TEST(sandbox_timeout_kills_group)
{
    char    err[600], mark[32], script[128];
    double  t0;

    t0 = now_ms();
    ck_assert_int_eq(sh("while :; do :; done", 500, err, sizeof(err)),
                     PT_SANDBOX_TIMEOUT);
    ck_assert_double_lt(now_ms() - t0, 2000);
    ck_assert_double_ge(now_ms() - t0, 490);
    ck_assert_ptr_nonnull(strstr(err, "killed after 500 ms"));

    /*
     * A background child of the tool goes with it, at the timeout ...
     * (its pid inside the sandbox means nothing here: it is found by an
     * argument of its own)
     */
    pt_snprintf(mark, sizeof(mark), "%d.25", 1000 + (int) getpid());
    pt_snprintf(script, sizeof(script), "sleep %s & echo $! > bg.pid; wait",
                mark);
    ck_assert_int_eq(sh(script, 300, err, sizeof(err)), PT_SANDBOX_TIMEOUT);
    ck_assert_int_eq(access(tpath("bg.pid"), F_OK), 0);
    ck_assert_msg(procs_gone(mark), "sleep %s still runs", mark);

    /* ... and when the tool exits leaving it behind */
    unlink(tpath("bg.pid"));
    t0 = now_ms();
    pt_snprintf(script, sizeof(script), "sleep %s & echo $! > bg.pid; exit 0",
                mark);
    ck_assert_int_eq(sh(script, 5000, err, sizeof(err)), PT_SANDBOX_OK);
    ck_assert_double_lt(now_ms() - t0, 2000);
    ck_assert_int_eq(access(tpath("bg.pid"), F_OK), 0);
    ck_assert_msg(procs_gone(mark), "sleep %s still runs", mark);
}
END_TEST


START_TEST(sandbox_rlimits)
{
    char         err[600];
    double       t0;
    struct stat  st;
    const char  *argv[] = { "/bin/sh", "-c", NULL, NULL };
    pt_sandbox   sb;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 20000;
    sb.processes = 1;

    /* CPU: SIGXCPU after 1 s of CPU, well before the wall clock */
    argv[2] = "while :; do :; done";
    sb.cpu_seconds = 1;
    t0 = now_ms();
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_TIMEOUT);
    ck_assert_ptr_nonnull(strstr(err, "CPU limit"));
    ck_assert_double_lt(now_ms() - t0, 5000);

    /* memory: awk doubling a string hits RLIMIT_AS, not the clock */
    argv[0] = "/usr/bin/awk";
    argv[1] = "BEGIN { s = \"x\"; while (1) s = s s }";
    argv[2] = NULL;
    sb.cpu_seconds = 30;
    sb.memory = 64ULL << 20;
    t0 = now_ms();
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_ptr_nonnull(strstr(err, "memory"));
    ck_assert_double_lt(now_ms() - t0, 10000);

    /* file size: SIGXFSZ at 1 MB */
    argv[0] = "/bin/sh";
    argv[1] = "-c";
    argv[2] = "head -c 4000000 /dev/zero > big";
    sb.memory = 256ULL << 20;
    sb.file_size = 1ULL << 20;
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_int_eq(stat(tpath("big"), &st), 0);
    ck_assert_int_le(st.st_size, 1 << 20);

    /* no core files, and few descriptors */
    argv[2] = "test \"$(ulimit -c)\" = 0 && test \"$(ulimit -n)\" -le 64";
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)), PT_SANDBOX_OK);
}
END_TEST


static void *
sandbox_thread(void *arg)
{
    int    i, id, *bad;
    char   err[600], script[128], want[64];

    id = (int) (long) arg;
    bad = calloc(1, sizeof(int));

    for (i = 0; i < 5 && bad != NULL; i++) {
        pt_snprintf(script, sizeof(script), "echo thread-%d-%d >&2; "
                    "exit %d", id, i, 1 + id);
        pt_snprintf(want, sizeof(want), "exit %d: thread-%d-%d\n", 1 + id,
                    id, i);

        if (sh(script, 10000, err, sizeof(err)) != PT_SANDBOX_FAILED
            || strcmp(err, want) != 0)
        {
            *bad = 1;
        }
    }

    return bad;
}


START_TEST(sandbox_threads)
{
    long       i;
    void      *res;
    pthread_t  t[8];

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(pthread_create(&t[i], NULL, sandbox_thread,
                                        (void *) i), 0);
    }

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(pthread_join(t[i], &res), 0);
        ck_assert_ptr_nonnull(res);
        ck_assert_msg(*(int *) res == 0, "thread %ld saw another's run", i);
        free(res);
    }
}
END_TEST


START_TEST(sandbox_ghostscript)
{
    int                w, h;
    char               err[600];
    const char        *argv[] = { "/usr/bin/gs", "-q", "-dSAFER", "-dBATCH",
                                  "-dNOPAUSE", "-sstdout=%stderr", "-r1200",
                                  "-sDEVICE=pngalpha",
                                  "-sOutputFile=escher.png", NULL, NULL };
    double             t0;
    pt_sandbox         sb;
    pt_eps_info        info;

    eps_info(cpath("eps/golfer.eps"), &info);
    ck_assert_int_eq(gs_render(cpath("eps/golfer.eps"), &info, "pngalpha",
                               "golfer.png", 0, err, sizeof(err)),
                     PT_SANDBOX_OK);
    png_size(tpath("golfer.png"), &w, &h);
    ck_assert_int_eq(w, 2375);
    ck_assert_int_eq(h, 2896);

    /* escher.ps takes 0.9 s at -r300 here, ~9 s at -r1200: killed */
    argv[9] = intdir(cpath("malformed/escher.ps"));
    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 2000;
    sb.cpu_seconds = 60;
    sb.memory = 1ULL << 30;
    sb.file_size = 256ULL << 20;

    t0 = now_ms();
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_TIMEOUT);
    ck_assert_double_lt(now_ms() - t0, 3000);

    /* -dSAFER: PostScript may not read files outside the job */
    spill(tpath("evil.ps"), "%!PS\n(/etc/passwd) (r) file pop\n", 32);
    argv[6] = "-r10";
    argv[9] = "evil.ps";
    sb.timeout_ms = 10000;
    ck_assert_int_eq(pt_sandbox_run(&sb, err, sizeof(err)),
                     PT_SANDBOX_FAILED);
    ck_assert_ptr_nonnull(strstr(err, "Permission denied"));
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("sandbox");

    tc = tcase_create("run");
    tcase_add_checked_fixture(tc, eps_setup, eps_teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, sandbox_exit_codes);
    tcase_add_test(tc, sandbox_environment);
    tcase_add_test(tc, sandbox_stderr_tail);
    tcase_add_test(tc, sandbox_timeout_kills_group);
    tcase_add_test(tc, sandbox_rlimits);
    tcase_add_test(tc, sandbox_threads);
    tcase_add_test(tc, sandbox_ghostscript);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
