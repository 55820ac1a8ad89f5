/*
 * Check suite for the sandbox's confinement (shared/eps/sandbox_ns.c): a fake
 * deployment (a master key, a storage root with a tenant's original and a
 * job's work directory, a database socket) and, in the work directory,
 * PostScript run by ghostscript with -dNOSAFER, as if -dSAFER had been
 * bypassed, trying to read the key, list the storage root, open %pipe%
 * and see the socket; then this binary, copied into the work directory,
 * as a probe of the system calls the seccomp filter denies.  Each attempt
 * fails confined and succeeds in the same run made unconfined (bwrap
 * unavailable, unconfined runs allowed), so the tests can fail.  Also:
 * the tool's uid, capabilities and view of the file system, and that a
 * host without namespaces fails closed unless told otherwise.
 */

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps_test.h"


static char  base[64], key[128], sock[128], storage[128], probe_path[300];
static int   listener = -1;
static char  logged[2048];


static void
ns_log(int level, const char *msg)
{
    size_t  n;

    (void) level;
    n = strlen(logged);
    pt_snprintf(logged + n, sizeof(logged) - n, "%s\n", msg);
}


/* what a deployment keeps beside the work directory */
static void
ns_setup(void)
{
    char                path[300];
    pt_sandbox_conf     conf;
    struct sockaddr_un  sa;

    memset(&conf, 0, sizeof(conf));
    pt_sandbox_configure(&conf);
    logged[0] = '\0';
    pt_log_set_handler(ns_log, PT_LOG_WARN);

    pt_snprintf(base, sizeof(base), "/tmp/pt_sbx_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(base));
    pt_snprintf(key, sizeof(key), "%s/master.key", base);
    pt_snprintf(storage, sizeof(storage), "%s/storage", base);
    pt_snprintf(sock, sizeof(sock), "%s/db.sock", base);

    spill(key, "SECRET-MASTER-KEY\n", 18);
    ck_assert_int_eq(chmod(key, 0600), 0);
    ck_assert_int_eq(mkdir(storage, 0700), 0);
    pt_snprintf(path, sizeof(path), "%s/tenant", storage);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    pt_snprintf(path, sizeof(path), "%s/tenant/original.eps", storage);
    spill(path, "TENANT ORIGINAL\n", 16);
    pt_snprintf(path, sizeof(path), "%s/.tmp", storage);
    ck_assert_int_eq(mkdir(path, 0700), 0);

    /* the tests' helpers (tpath, intdir) work in tdir */
    pt_snprintf(tdir, sizeof(tdir), "%s/.tmp/job-1", storage);
    ck_assert_int_eq(mkdir(tdir, 0700), 0);

    listener = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ck_assert_int_ge(listener, 0);
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    pt_snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", sock);
    ck_assert_int_eq(bind(listener, (struct sockaddr *) &sa, sizeof(sa)), 0);
    ck_assert_int_eq(listen(listener, 4), 0);

    /* the probe: this binary, where the sandbox can see it */
    pt_snprintf(probe_path, sizeof(probe_path), "%s/probe", tdir);
    pt_snprintf(path, sizeof(path), "cp /proc/%d/exe '%s'", (int) getpid(),
                probe_path);
    ck_assert_int_eq(system(path), 0);
}


static void
ns_teardown(void)
{
    char             cmd[128];
    pt_sandbox_conf  conf;

    memset(&conf, 0, sizeof(conf));
    pt_sandbox_configure(&conf);
    close(listener);

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", base);
    ck_assert_int_eq(system(cmd), 0);
}


/* 1: confined as usual; 0: bwrap unavailable, unconfined runs allowed */
static void
confine(int on)
{
    pt_sandbox_conf  conf;

    conf.bwrap = on ? NULL : "/nonexistent/bwrap";
    conf.unconfined = !on;
    pt_sandbox_configure(&conf);
}


static pt_sandbox_result
run(const char **argv, int processes, char *err, size_t errlen)
{
    pt_sandbox  sb;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 30000;
    sb.cpu_seconds = 30;
    sb.memory = 1ULL << 30;
    sb.file_size = 16ULL << 20;
    sb.processes = processes;

    return pt_sandbox_run(&sb, err, errlen);
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


/* the probe's exit code: 0 when the call succeeded, else its errno */
static int
probe(const char *what, int processes)
{
    int          st;
    char         err[600];
    const char  *argv[] = { probe_path, "--probe", what, sock, NULL };

    switch (run(argv, processes, err, sizeof(err))) {
    case PT_SANDBOX_OK:
        return 0;
    case PT_SANDBOX_FAILED:
        ck_assert_int_eq(sscanf(err, "exit %d", &st), 1);
        return st;
    default:
        ck_abort_msg("probe %s: %s", what, err);
        return -1;
    }
}


static const char  *denied[] = {
    "socket-inet", "socket-unix", "socket-netlink", "connect-db", "ptrace",
    "unshare-user", "personality", "keyctl", "bpf", "perf", "io-uring",
    "fork", NULL
};


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
                "bin|dev|etc|lib*|proc|sbin|tmp|usr|var) ;; *) exit 10;; "
                "esac; done; "
                "for f in $(ls -A /etc); do case $f in alternatives|fonts|"
                "ld.so.cache|localtime|papersize) ;; *) exit 11;; "
                "esac; done; "
                "test \"$(ls -A /tmp)\" = \"$(basename '%s')\" || exit 12; "
                "test \"$(ls -A '%s')\" = .tmp || exit 13; "
                "test ! -e '%s' && test ! -e /etc/passwd || exit 14; "
                "test \"$(cat /proc/sys/kernel/hostname)\" = sandbox "
                "|| exit 15; "
                /* the loopback interface only */
                "test \"$(tail -n +3 /proc/net/dev | wc -l)\" = 1 || exit 16; "
                /* pid 1 is bwrap's: a pid namespace of its own */
                "test \"$(cat /proc/1/comm)\" = bwrap || exit 17; "
                "exit 0", base, storage, key);
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


/* the probes: one system call each; the exit code is its errno (0: ok) */

static void *
probe_thread(void *arg)
{
    return arg;
}


static int
probe_status(void)
{
    int      fd;
    char     st[4096];
    ssize_t  n;

    fd = open("/proc/self/status", O_RDONLY);
    n = fd < 0 ? -1 : read(fd, st, sizeof(st) - 1);
    if (n <= 0) {
        return 101;
    }
    st[n] = '\0';

    return getuid() == 65534 && getgid() == 65534
           && strstr(st, "\nSeccomp:\t2\n") != NULL
           && strstr(st, "\nNoNewPrivs:\t1\n") != NULL
           && strstr(st, "\nCapEff:\t0000000000000000\n") != NULL
           && strstr(st, "\nCapPrm:\t0000000000000000\n") != NULL
           ? 0 : 100;
}


static long
probe_call(const char *what, const char *sock_path)
{
    int                 fd;
    pid_t               pid;
    pthread_t           t;
    union bpf_attr      attr;
    struct sockaddr_un  sa;

    if (strcmp(what, "socket-inet") == 0) {
        return socket(AF_INET, SOCK_STREAM, 0);
    }
    if (strcmp(what, "socket-unix") == 0) {
        return socket(AF_UNIX, SOCK_STREAM, 0);
    }
    if (strcmp(what, "socket-netlink") == 0) {
        return socket(AF_NETLINK, SOCK_RAW, 0);
    }
    if (strcmp(what, "connect-db") == 0) {
        fd = socket(AF_UNIX, SOCK_STREAM, 0);
        memset(&sa, 0, sizeof(sa));
        sa.sun_family = AF_UNIX;
        pt_snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", sock_path);
        return fd < 0 ? -1
                      : connect(fd, (struct sockaddr *) &sa, sizeof(sa));
    }
    if (strcmp(what, "ptrace") == 0) {
        return ptrace(PTRACE_TRACEME, 0, NULL, NULL);
    }
    if (strcmp(what, "unshare-user") == 0) {
        return unshare(CLONE_NEWUSER);
    }
    if (strcmp(what, "personality") == 0) {
        return personality(PER_LINUX32) == -1 ? -1 : 0;
    }
    if (strcmp(what, "keyctl") == 0) {
        return syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */,
                       -3 /* KEY_SPEC_SESSION_KEYRING */, 0);
    }
    if (strcmp(what, "bpf") == 0) {
        memset(&attr, 0, sizeof(attr));
        attr.map_type = BPF_MAP_TYPE_ARRAY;
        attr.key_size = 4;
        attr.value_size = 4;
        attr.max_entries = 1;
        return syscall(SYS_bpf, BPF_MAP_CREATE, &attr, sizeof(attr));
    }
    if (strcmp(what, "perf") == 0) {
        /* EFAULT unconfined; the filter answers before the kernel looks */
        return syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0);
    }
    if (strcmp(what, "io-uring") == 0) {
        return syscall(SYS_io_uring_setup, 1, NULL);
    }
    if (strcmp(what, "clone3") == 0) {
        return syscall(SYS_clone3, NULL, 0);
    }
    if (strcmp(what, "fork") == 0) {
        pid = fork();
        if (pid == 0) {
            _exit(0);
        }
        return pid < 0 ? -1 : waitpid(pid, NULL, 0);
    }
    if (strcmp(what, "thread") == 0) {
        errno = pthread_create(&t, NULL, probe_thread, NULL);
        return errno ? -1 : pthread_join(t, NULL);
    }
    if (strcmp(what, "mount") == 0) {
        return syscall(SYS_mount, "none", "/tmp", "tmpfs", 0, NULL);
    }
    if (strcmp(what, "write-root") == 0) {
        return open("/probe", O_WRONLY | O_CREAT, 0600);
    }
    if (strcmp(what, "write-usr") == 0) {
        return open("/usr/probe", O_WRONLY | O_CREAT, 0600);
    }
    if (strcmp(what, "make") == 0) {
        return open("made", O_WRONLY | O_CREAT, 0600);
    }

    errno = EINVAL;
    return -1;
}


static int
probe_main(const char *what, const char *sock_path)
{
    if (strcmp(what, "status") == 0) {
        return probe_status();
    }

    errno = 0;
    if (probe_call(what, sock_path) >= 0) {
        return 0;
    }

    return errno > 0 && errno < 126 ? errno : 125;
}


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
