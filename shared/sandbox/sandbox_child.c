/*
 * The forked side of pt_sandbox_run (sandbox.c): the reporter process and
 * the tool's child, which sets up descriptors, signals, rlimits and the
 * namespace steps (sandbox_ns.c), then executes bwrap (or, unconfined, the
 * tool).  Everything here runs between fork() and execve() in a copy of a
 * threaded host, so it makes only async-signal-safe calls: no malloc, no
 * stdio, no locks.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "sandbox/sandbox_int.h"


#define PT_SANDBOX_NOFILE  64


/* closes first..last (close_range(2), or one by one on older kernels) */
static void
pt_sandbox_close(unsigned first, unsigned last)
{
    unsigned  fd;

    if (syscall(SYS_close_range, first, last, 0) == -1) {
        for (fd = first; fd <= last && fd < 65536; fd++) {
            (void) close(fd);
        }
    }
}


static void
pt_sandbox_limit(int resource, rlim_t soft, rlim_t hard)
{
    struct rlimit  rl;

    rl.rlim_cur = soft;
    rl.rlim_max = hard;

    (void) setrlimit(resource, &rl);
}


/* pictord may block or ignore signals; the tool gets the defaults */
static void
pt_sandbox_child_signals(void)
{
    int               sig;
    sigset_t          set;
    struct sigaction  sa;

    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = SIG_DFL;

    for (sig = 1; sig < NSIG; sig++) {
        (void) sigaction(sig, &sa, NULL);
    }

    sigemptyset(&set);
    (void) sigprocmask(SIG_SETMASK, &set, NULL);
}


/*
 * 0 and 1 /dev/null, 2 the stderr pipe, 3 the status pipe (closed by a
 * successful execve()); for bwrap the filter and its status pipe next,
 * and a spare's command socket; nothing else: ZeroMQ and MariaDB sockets,
 * other workers' pipes, none survive.  *sfd follows the status pipe, for
 * reporting a failure.
 */
static int
pt_sandbox_child_fds(const pt_sandbox_ns *ns, int errfd, int statfd,
    int *sfd)
{
    int  fd, first, bpf, status, cmd, exec;

    /*
     * A daemon may run with 0-2 closed, so the pipes (and the filter) may
     * sit there: move them out of the way before 0-5 are assigned.
     */
    errfd = fcntl(errfd, F_DUPFD, 10);
    statfd = fcntl(statfd, F_DUPFD, 10);
    bpf = ns != NULL ? fcntl(ns->seccomp, F_DUPFD, 10) : 0;
    status = ns != NULL ? fcntl(ns->status[1], F_DUPFD, 10) : 0;
    cmd = ns != NULL && ns->cmd != -1 ? fcntl(ns->cmd, F_DUPFD, 10) : 0;
    exec = ns != NULL && ns->execfd != -1 ? fcntl(ns->execfd, F_DUPFD, 10)
                                          : 0;
    fd = open("/dev/null", O_RDWR | O_CLOEXEC);

    if (errfd == -1 || statfd == -1 || bpf == -1 || status == -1
        || cmd == -1 || exec == -1 || fd == -1)
    {
        return -1;
    }

    *sfd = statfd;
    fd = fcntl(fd, F_DUPFD, 10);

    if (fd == -1 || dup2(fd, 0) == -1 || dup2(fd, 1) == -1
        || dup2(errfd, 2) == -1 || dup2(statfd, 3) == -1)
    {
        return -1;
    }

    *sfd = 3;
    if (fcntl(3, F_SETFD, FD_CLOEXEC) == -1) {
        return -1;
    }

    first = 4;

    if (ns != NULL) {
        if (dup2(bpf, PT_SANDBOX_FD_SECCOMP) == -1
            || dup2(status, PT_SANDBOX_FD_STATUS) == -1)
        {
            return -1;
        }

        first = PT_SANDBOX_FD_FIRST;
    }

    if (ns != NULL && ns->cmd != -1) {
        if (dup2(cmd, PT_SANDBOX_FD_CMD) == -1) {
            return -1;
        }

        first = PT_SANDBOX_FD_CMD + 1;
    }

    if (ns != NULL && ns->execfd != -1) {
        if (dup2(exec, PT_SANDBOX_FD_EXEC) == -1) {
            return -1;
        }

        first = PT_SANDBOX_FD_EXEC + 1;
    }

    pt_sandbox_close(first, ~0U);

    return 0;
}


/*
 * The reporter keeps only what the run needs.  A spare's reporter lives
 * on after the host's thread moved on: a descriptor it inherited (a
 * flock(2)ed file of the on-demand single flight, a client socket) would
 * keep the lock held or the connection open for as long.
 */
static void
pt_sandbox_reporter_fds(const pt_sandbox_ns *ns, int errfd, int statfd,
    int resfd)
{
    int  keep[7], n, i, j, t, from;

    n = 0;
    keep[n++] = errfd;
    keep[n++] = statfd;
    keep[n++] = resfd;

    if (ns != NULL) {
        keep[n++] = ns->seccomp;
        keep[n++] = ns->status[1];

        if (ns->cmd != -1) {
            keep[n++] = ns->cmd;
        }

        if (ns->execfd != -1) {
            keep[n++] = ns->execfd;
        }
    }

    for (i = 1; i < n; i++) {
        for (j = i; j > 0 && keep[j - 1] > keep[j]; j--) {
            t = keep[j];
            keep[j] = keep[j - 1];
            keep[j - 1] = t;
        }
    }

    from = 3;

    for (i = 0; i < n; i++) {
        if (keep[i] > from) {
            pt_sandbox_close(from, keep[i] - 1);
        }

        if (keep[i] >= from) {
            from = keep[i] + 1;
        }
    }

    pt_sandbox_close(from, ~0U);
}


static void
pt_sandbox_child_limits(const pt_sandbox *sb)
{
    pt_sandbox_limit(RLIMIT_CORE, 0, 0);
    pt_sandbox_limit(RLIMIT_NOFILE, PT_SANDBOX_NOFILE, PT_SANDBOX_NOFILE);

    /* SIGXCPU at the limit, SIGKILL a second later if it is ignored */
    if (sb->cpu_seconds) {
        pt_sandbox_limit(RLIMIT_CPU, sb->cpu_seconds, sb->cpu_seconds + 1);
    }

    if (sb->memory) {
        pt_sandbox_limit(RLIMIT_AS, sb->memory, sb->memory);
    }

    if (sb->file_size) {
        pt_sandbox_limit(RLIMIT_FSIZE, sb->file_size, sb->file_size);
    }
}


/* the child, between fork() and execve(): async-signal-safe calls only */
static void
pt_sandbox_child(const pt_sandbox *sb, const pt_sandbox_ns *ns,
    char *const envp[], int errfd, int statfd)
{
    int  e, sfd;

    sfd = statfd;

    (void) setsid();

    /* killed with the thread that started it, if pictord dies */
    (void) prctl(PR_SET_PDEATHSIG, SIGKILL);
    (void) prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);

    pt_sandbox_child_signals();

    if (pt_sandbox_child_fds(ns, errfd, statfd, &sfd) == -1
        || chdir(sb->workdir) == -1)
    {
        goto failed;
    }

    pt_sandbox_child_limits(sb);

    if (ns == NULL) {
        execve(sb->argv[0], (char *const *) sb->argv, envp);

    } else if (pt_sandbox_ns_enter(ns) == 0) {
        execve(ns->argv[0], (char *const *) ns->argv, envp);
    }

failed:

    /* the parent reads errno from the status pipe: could not start */
    e = errno;
    if (write(sfd, &e, sizeof(e)) != sizeof(e)) {
        /* the parent sees a failed run instead */
    }

    _exit(127);
}


/*
 * The host's thread ended (a worker exiting): the reporter goes, with a
 * code, which the host's SIGCHLD handler logs as a normal exit rather
 * than a kill; bwrap dies with it (its own PR_SET_PDEATHSIG), and the
 * sandbox with bwrap.
 */
static void
pt_sandbox_reporter_orphaned(int signo)
{
    (void) signo;
    _exit(0);
}


/*
 * The reporter, a child between the host and the tool: hosts such as an
 * nginx worker reap every child they are told about (waitpid(-1) in their
 * SIGCHLD handler), so the tool's exit status would be lost.  The reporter
 * is the tool's parent instead, and writes the tool's pid, then its wait
 * status, to resfd.  Async-signal-safe calls only.
 *
 * It dies with the host thread that runs the tool (pool and worker
 * threads live as long as their process), and the tool with it: a
 * SIGKILLed pictord leaves no ghostscript running.
 */
void
pt_sandbox_reporter(const pt_sandbox *sb, const pt_sandbox_ns *ns,
    char *const envp[], int errfd, int statfd, int resfd, pid_t host)
{
    int               st;
    pid_t             g;
    sigset_t          term;
    struct sigaction  sa;

    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = pt_sandbox_reporter_orphaned;
    (void) sigaction(SIGTERM, &sa, NULL);

    /* the threads that fork reporters (nginx's pool, the spares' maker)
     * block every signal */
    sigemptyset(&term);
    sigaddset(&term, SIGTERM);
    (void) sigprocmask(SIG_UNBLOCK, &term, NULL);

    (void) prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != host) {
        _exit(127);
    }

    sa.sa_handler = SIG_DFL;
    (void) sigaction(SIGCHLD, &sa, NULL);

    pt_sandbox_reporter_fds(ns, errfd, statfd, resfd);

    /*
     * vfork(): the reporter has one thread, so its child may borrow its
     * memory until execve(), as posix_spawn's does: no copy of the host's
     * page tables is made, and none is torn down again by execve() (both
     * grow with the host's resident memory: 10 ms of CPU at 300 MB).  The
     * child changes nothing of that memory but its own stack frames and
     * errno; its descriptors, signal handlers, working directory and
     * credentials are its own.
     */
    g = vfork();

    if (g == 0) {
        pt_sandbox_child(sb, ns, envp, errfd, statfd);
    }

    if (g == -1) {
        _exit(127);
    }

    /* only the tool may hold these: their end of file means exec, exit */
    (void) close(errfd);
    (void) close(statfd);

    if (write(resfd, &g, sizeof(g)) != sizeof(g)) {
        _exit(127);
    }

    st = 0;
    while (waitpid(g, &st, 0) == -1 && errno == EINTR) {
        /* void */
    }

    _exit(write(resfd, &st, sizeof(st)) == sizeof(st) ? 0 : 127);
}
