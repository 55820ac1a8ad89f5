/*
 * The sandbox suites' shared fixture (test_sandbox_ns.c,
 * test_sandbox_spare.c): a fake deployment (a master key, a storage root
 * with a tenant's original and a job's work directory, a database
 * socket), runs of the test binary itself, copied into the work directory,
 * as a probe: "--probe WHAT" makes one system call (or one check) and
 * exits with its errno, 0 when it succeeded.
 */

#ifndef PT_SANDBOX_NS_TEST_H
#define PT_SANDBOX_NS_TEST_H

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
#include <sys/resource.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>

#include "core/pt.h"
#include "sandbox/sandbox.h"
#include "eps_test.h"

static char  base[80], key[128], sock[128], storage[128], probe_path[300];
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
    const char         *tmp;
    pt_sandbox_conf     conf;
    struct sockaddr_un  sa;

    memset(&conf, 0, sizeof(conf));
    pt_sandbox_configure(&conf);
    logged[0] = '\0';
    pt_log_set_handler(ns_log, PT_LOG_WARN);

    /* TMPDIR: t/sandbox_anywhere.t puts the deployment in a 0700 home */
    tmp = getenv("TMPDIR");
    pt_snprintf(base, sizeof(base), "%s/pt_sbx_XXXXXX",
                tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
    ck_assert_msg(strlen(base) < 64, "TMPDIR too long for db.sock");
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
                       -3 /* the session keyring (linux/keyctl.h) */, 0);
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


/*
 * What a tool finds when it starts: /work its directory, home and TMPDIR,
 * stdin /dev/null, no descriptor but 0-2, run()'s rlimits.  0, or which
 * check failed (110-119).
 */
static int
probe_env(void)
{
    int            fd;
    char           cwd[64], in[64];
    ssize_t        n;
    struct rlimit  rl;

    if (getcwd(cwd, sizeof(cwd)) == NULL || strcmp(cwd, "/work") != 0
        || getenv("HOME") == NULL || strcmp(getenv("HOME"), "/work") != 0
        || getenv("TMPDIR") == NULL || strcmp(getenv("TMPDIR"), "/work") != 0)
    {
        return 110;
    }

    n = readlink("/proc/self/fd/0", in, sizeof(in) - 1);
    if (n <= 0 || (in[n] = '\0', strcmp(in, "/dev/null") != 0)) {
        return 111;
    }

    for (fd = 3; fd < 64; fd++) {
        if (fcntl(fd, F_GETFD) != -1) {
            return 112;
        }
    }

    if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur != 1ULL << 30) {
        return 113;
    }

    if (getrlimit(RLIMIT_CPU, &rl) != 0 || rl.rlim_cur != 30
        || rl.rlim_max != 31)
    {
        return 114;
    }

    if (getrlimit(RLIMIT_FSIZE, &rl) != 0 || rl.rlim_cur != 16ULL << 20) {
        return 115;
    }

    if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur != 64) {
        return 116;
    }

    return 0;
}


/*
 * 0 when this process began more than 100 ms before the moment given
 * (CLOCK_BOOTTIME, in clock ticks, as /proc's start times): its sandbox
 * was made before its run was asked for.  Else 117.
 */
static int
probe_age(const char *asked)
{
    int                 fd, i;
    char                st[1024], *p;
    ssize_t             n;
    unsigned long long  start;

    fd = open("/proc/self/stat", O_RDONLY);
    n = fd < 0 ? -1 : read(fd, st, sizeof(st) - 1);
    if (n <= 0) {
        return 101;
    }
    st[n] = '\0';

    /* field 22, counted after the command's closing parenthesis */
    p = strrchr(st, ')');
    for (i = 2; p != NULL && i < 22; i++) {
        p = strchr(p + 1, ' ');
    }

    if (p == NULL) {
        return 101;
    }

    start = strtoull(p + 1, NULL, 10);

    return start + sysconf(_SC_CLK_TCK) / 10 < strtoull(asked, NULL, 10)
           ? 0 : 117;
}


static int
probe_main(const char *what, const char *sock_path)
{
    if (strcmp(what, "status") == 0) {
        return probe_status();
    }

    if (strcmp(what, "env") == 0) {
        return probe_env();
    }

    if (strcmp(what, "age") == 0) {
        return probe_age(sock_path);
    }

    if (strcmp(what, "sleep") == 0) {
        sleep(60);
        return 0;
    }

    errno = 0;
    if (probe_call(what, sock_path) >= 0) {
        return 0;
    }

    return errno > 0 && errno < 126 ? errno : 125;
}


#endif /* PT_SANDBOX_NS_TEST_H */
