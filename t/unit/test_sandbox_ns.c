/*
 * Check suite for the sandbox's confinement (shared/sandbox/sandbox_ns.c):
 * a fake deployment (a master key, a storage root with a tenant's original
 * and a job's work directory, a database socket) and, in the work directory,
 * PostScript run by ghostscript with -dNOSAFER, as if -dSAFER had been
 * bypassed, trying to read the key, list the storage root, open %pipe%
 * and see the socket; then this binary, copied into the work directory,
 * as a probe of the system calls the seccomp filter denies.  Each attempt
 * fails confined and succeeds in the same run made unconfined (bwrap
 * unavailable, unconfined runs allowed), so the tests can fail.  Also:
 * the tool's uid, capabilities and view of the file system, and that a
 * host without namespaces fails closed unless told otherwise.
 */

#include "sandbox_ns_test.h"


/* 1: confined as usual; 0: bwrap unavailable, unconfined runs allowed */
static void
confine(int on)
{
    pt_sandbox_conf  conf;

    memset(&conf, 0, sizeof(conf));
    conf.exec = "";
    conf.bwrap = on ? NULL : "/nonexistent/bwrap";
    conf.unconfined = !on;
    pt_sandbox_configure(&conf);
}


/*
 * What PostScript reaches when -dSAFER is gone: report.txt in the work
 * directory says, line by line.
 */
static char *
postscript(void)
{
    char         ps[2048], err[600];
    size_t       len;
    const char  *argv[] = { "/usr/bin/gs", "-q", "-dNOSAFER", "-dBATCH",
                            "-dNOPAUSE", "-dNODISPLAY", "attack.ps", NULL };

    pt_snprintf(ps, sizeof(ps),
        "%%!PS\n"
        "/report (report.txt) (w) file def\n"
        "/say { report exch writestring report (\\n) writestring } def\n"
        "{ (%s) (r) file dup 64 string readstring pop exch closefile\n"
        "  (key: ) report exch writestring say } stopped\n"
        "{ (key: denied) say } if\n"
        "{ (%s/*) { (entry: ) report exch writestring say }\n"
        "  1000 string filenameforall } stopped { (list: error) say } if\n"
        "{ (%%pipe%%id -u) (r) file dup 64 string readstring pop exch\n"
        "  closefile (pipe: ) report exch writestring say } stopped\n"
        "{ (pipe: denied) say } if\n"
        "(%s) status { pop pop pop pop (socket: visible) }\n"
        "{ (socket: absent) } ifelse say\n"
        "(done) say report closefile\n", key, storage, sock);

    spill(tpath("attack.ps"), ps, strlen(ps));
    unlink(tpath("report.txt"));

    ck_assert_msg(run(argv, 0, err, sizeof(err)) == PT_SANDBOX_OK, "gs: %s",
                  err);

    return slurp(tpath("report.txt"), &len);
}


START_TEST(ns_postscript_without_safer)
{
    char  *out, *in;

    /* the control: the same PostScript, unconfined, gets everything */
    confine(0);
    out = postscript();
    ck_assert_msg(strstr(out, "key: SECRET-MASTER-KEY") != NULL, "%s", out);
    ck_assert_msg(strstr(out, "/tenant/original.eps") != NULL, "%s", out);
    ck_assert_msg(strstr(out, "pipe: ") != NULL
                  && strstr(out, "pipe: denied") == NULL, "%s", out);
    ck_assert_msg(strstr(out, "socket: visible") != NULL, "%s", out);
    ck_assert_ptr_nonnull(strstr(logged, "running it with rlimits only"));

    confine(1);
    in = postscript();
    ck_assert_msg(strstr(in, "done") != NULL, "%s", in);
    ck_assert_msg(strstr(in, "key: denied") != NULL, "%s", in);
    ck_assert_msg(strstr(in, "SECRET") == NULL, "%s", in);
    /* of the storage root, only this job's own directory is there */
    ck_assert_msg(strstr(in, "tenant") == NULL, "%s", in);
    ck_assert_msg(strstr(in, "pipe: denied") != NULL, "%s", in);
    ck_assert_msg(strstr(in, "socket: absent") != NULL, "%s", in);

    free(out);
    free(in);
}
END_TEST


START_TEST(ns_seccomp)
{
    int  i, rc;

    confine(0);
    for (i = 0; denied[i] != NULL; i++) {
        rc = probe(denied[i], 0);
        ck_assert_msg(rc != EPERM, "unconfined %s: errno %d", denied[i], rc);
    }
    ck_assert_int_ne(probe("clone3", 0), ENOSYS);

    confine(1);
    for (i = 0; denied[i] != NULL; i++) {
        rc = probe(denied[i], 0);
        ck_assert_msg(rc == EPERM, "confined %s: errno %d", denied[i], rc);
    }
    ck_assert_int_eq(probe("clone3", 0), ENOSYS);
    ck_assert_int_eq(probe("mount", 0), EPERM);

    /* what the caller allows: processes; threads always */
    ck_assert_int_eq(probe("fork", 1), 0);
    ck_assert_int_eq(probe("thread", 0), 0);
}
END_TEST


START_TEST(ns_view)
{
    char         err[600];
    struct stat  st;
    const char  *argv[] = { "/bin/sh", "-c", NULL, NULL };
    char         script[1024];

    confine(1);

    /* unprivileged, no capabilities, filtered; a read-only root */
    ck_assert_int_eq(probe("status", 0), 0);
    ck_assert_int_eq(probe("write-root", 0), EROFS);
    ck_assert_int_eq(probe("write-usr", 0), EROFS);

    /* the work directory is the tool's; outside, owned by an unprivileged
     * uid (65534 when the host is root) */
    ck_assert_int_eq(probe("make", 0), 0);
    ck_assert_int_eq(stat(tpath("made"), &st), 0);
    ck_assert_int_eq(st.st_uid, geteuid() == 0 ? 65534 : geteuid());

    /* the file system: what bwrap made and the read-only pieces */
    pt_snprintf(script, sizeof(script),
                "for f in $(ls -A /); do case $f in "
                "bin|dev|etc|lib*|proc|sbin|tmp|usr|var|work) ;; *) exit 10;; "
                "esac; done; "
                "for f in $(ls -A /etc); do case $f in alternatives|fonts|"
                "ld.so.cache|localtime|papersize) ;; *) exit 11;; "
                "esac; done; "
                /* the work directory at /work, none of its host path */
                "test -z \"$(ls -A /tmp)\" || exit 12; "
                "test -e /work/probe && test ! -e '%s' || exit 13; "
                "test ! -e '%s' && test ! -e /etc/passwd || exit 14; "
                "test \"$(cat /proc/sys/kernel/hostname)\" = sandbox "
                "|| exit 15; "
                /* the loopback interface only */
                "test \"$(tail -n +3 /proc/net/dev | wc -l)\" = 1 || exit 16; "
                /* pid 1 is bwrap's: a pid namespace of its own */
                "test \"$(cat /proc/1/comm)\" = bwrap || exit 17; "
                "exit 0", storage, key);
    argv[2] = script;
    ck_assert_msg(run(argv, 1, err, sizeof(err)) == PT_SANDBOX_OK, "%s", err);
}
END_TEST


START_TEST(ns_fail_closed)
{
    char             err[600];
    const char      *argv[] = { probe_path, "--probe", "make", NULL };
    pt_sandbox_conf  conf;

    /* bwrap that cannot make namespaces (it exits before starting the
     * tool), or no bwrap: the tool does not run */
    memset(&conf, 0, sizeof(conf));
    conf.bwrap = "/bin/false";
    pt_sandbox_configure(&conf);
    ck_assert_int_eq(run(argv, 0, err, sizeof(err)), PT_SANDBOX_ERROR);
    ck_assert_msg(strstr(err, "sandbox: no namespaces") != NULL, "%s", err);

    conf.bwrap = "/nonexistent/bwrap";
    pt_sandbox_configure(&conf);
    ck_assert_int_eq(run(argv, 0, err, sizeof(err)), PT_SANDBOX_ERROR);
    ck_assert_msg(strstr(err, "No such file") != NULL, "%s", err);

    ck_assert_int_ne(access(tpath("made"), F_OK), 0);
    ck_assert_msg(strstr(logged, "cannot confine") != NULL
                  && strstr(logged, "unconfined runs are off") != NULL,
                  "log: %s", logged);

    /* allowed: it runs, with a warning */
    conf.bwrap = "/bin/false";
    conf.unconfined = 1;
    pt_sandbox_configure(&conf);
    ck_assert_int_eq(run(argv, 0, err, sizeof(err)), PT_SANDBOX_OK);
    ck_assert_int_eq(access(tpath("made"), F_OK), 0);
    ck_assert_ptr_nonnull(strstr(logged, "unconfined runs are on"));
}
END_TEST


/*
 * A host that is not root (an nginx worker as "nobody"): bwrap makes the
 * namespaces unprivileged and binds the work directory by its path.
 */
START_TEST(ns_unprivileged_host)
{
    int          st;
    char         dir[64], made[128], cmd[160];
    pid_t        pid;
    struct stat  sb;

    if (geteuid() != 0) {
        /* this run is the unprivileged case already */
        ck_assert_int_eq(probe("status", 0), 0);
        return;
    }

    pt_snprintf(dir, sizeof(dir), "/tmp/pt_sbx_user_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
    ck_assert_int_eq(chown(dir, 65534, 65534), 0);
    pt_snprintf(made, sizeof(made), "%s/made", dir);
    confine(1);

    pid = fork();
    ck_assert_int_ge(pid, 0);

    if (pid == 0) {
        pt_snprintf(tdir, sizeof(tdir), "%s", dir);
        pt_snprintf(probe_path, sizeof(probe_path), "%s/probe", dir);
        pt_snprintf(cmd, sizeof(cmd), "cp /proc/%d/exe '%s'",
                    (int) getpid(), probe_path);
        if (system(cmd) != 0 || chown(probe_path, 65534, 65534) != 0
            || setgroups(0, NULL) != 0 || setgid(65534) != 0
            || setuid(65534) != 0)
        {
            _exit(90);
        }
        _exit(probe("status", 0) == 0 && probe("socket-unix", 0) == EPERM
              && probe("make", 0) == 0 ? 0 : 91);
    }

    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0, "status %x", st);
    ck_assert_int_eq(stat(made, &sb), 0);
    ck_assert_int_eq(sb.st_uid, 65534);

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST


/*
 * A daemon may run with 0-2 closed: the sandbox's pipes and filter then
 * get the lowest numbers, the very ones the child assigns.
 */
START_TEST(ns_low_descriptors)
{
    int          fd, st;
    char         err[600];
    pid_t        pid;
    const char  *argv[] = { probe_path, "--probe", "status", NULL };

    confine(1);

    pid = fork();
    ck_assert_int_ge(pid, 0);

    if (pid == 0) {
        for (fd = 0; fd < 64; fd++) {
            (void) close(fd);
        }
        _exit(run(argv, 0, err, sizeof(err)) == PT_SANDBOX_OK ? 0 : 1);
    }

    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0, "status %x", st);
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

    s = suite_create("sandbox_ns");

    tc = tcase_create("confined");
    tcase_add_checked_fixture(tc, ns_setup, ns_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, ns_postscript_without_safer);
    tcase_add_test(tc, ns_seccomp);
    tcase_add_test(tc, ns_view);
    tcase_add_test(tc, ns_fail_closed);
    tcase_add_test(tc, ns_unprivileged_host);
    tcase_add_test(tc, ns_low_descriptors);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
