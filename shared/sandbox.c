/*
 * pt_sandbox_run: runs ghostscript, pdftocairo or ffmpeg as a child
 * process (DESIGN §4): empty environment but PATH, HOME and TMPDIR (the
 * private work dir), stdin and stdout /dev/null, stderr into a pipe of
 * which the last bytes are kept for the log, its own session and process
 * group, no inherited descriptors, no new privileges, rlimits on CPU,
 * address space, file size, open files and core dumps, and a wall-clock
 * deadline after which the whole group is killed.
 *
 * Thread-safe: pictord calls it from worker threads.  Everything that
 * allocates is done before fork(); between fork() and execve() the child
 * makes only async-signal-safe calls (plain system calls), since another
 * thread may have held the malloc lock at the time of the fork.
 *
 * RLIMIT_NPROC is not set: it counts every process and thread of the
 * user, pictord's own threads included, and is ignored for root.  The
 * group kill and PR_SET_PDEATHSIG cover children the tool may start.
 */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "eps.h"


#define PT_SANDBOX_TAIL    512
#define PT_SANDBOX_NOFILE  64
/* timeout_ms 0: a run is never unbounded */
#define PT_SANDBOX_WALL_MS 60000


typedef struct {
    char    buf[PT_SANDBOX_TAIL];
    size_t  len;
} pt_sandbox_tail;


static long long
pt_sandbox_now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}


/* keeps the last PT_SANDBOX_TAIL bytes written to stderr */
static void
pt_sandbox_keep(pt_sandbox_tail *t, const char *p, size_t n)
{
    if (n >= PT_SANDBOX_TAIL) {
        memcpy(t->buf, p + n - PT_SANDBOX_TAIL, PT_SANDBOX_TAIL);
        t->len = PT_SANDBOX_TAIL;
        return;
    }

    if (t->len + n > PT_SANDBOX_TAIL) {
        memmove(t->buf, t->buf + (t->len + n - PT_SANDBOX_TAIL),
                PT_SANDBOX_TAIL - n);
        t->len = PT_SANDBOX_TAIL - n;
    }

    memcpy(t->buf + t->len, p, n);
    t->len += n;
}


/* reads what the pipe holds; 0 at end of file or error */
static int
pt_sandbox_drain(int fd, pt_sandbox_tail *t)
{
    char     buf[4096];
    ssize_t  n;

    for ( ;; ) {
        n = read(fd, buf, sizeof(buf));

        if (n > 0) {
            pt_sandbox_keep(t, buf, n);
            continue;
        }

        if (n == -1 && errno == EINTR) {
            continue;
        }

        return n == -1 && errno == EAGAIN;
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


/* the child, between fork() and execve(): async-signal-safe calls only */
static void
pt_sandbox_child(const pt_sandbox *sb, char *const envp[], int errfd,
    int statfd)
{
    int               fd, sig, e, sfd;
    sigset_t          set;
    struct sigaction  sa;

    sfd = statfd;

    (void) setsid();

    /* killed with the thread that started it, if pictord dies */
    (void) prctl(PR_SET_PDEATHSIG, SIGKILL);
    (void) prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);

    /* pictord may block or ignore signals; the tool gets the defaults */
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = SIG_DFL;

    for (sig = 1; sig < NSIG; sig++) {
        (void) sigaction(sig, &sa, NULL);
    }

    sigemptyset(&set);
    (void) sigprocmask(SIG_SETMASK, &set, NULL);

    /*
     * A daemon may run with 0-2 closed, so the pipes may sit there: move
     * them out of the way before 0-3 are assigned.
     */
    errfd = fcntl(errfd, F_DUPFD, 10);
    statfd = fcntl(statfd, F_DUPFD, 10);
    fd = open("/dev/null", O_RDWR | O_CLOEXEC);

    if (errfd == -1 || statfd == -1 || fd == -1) {
        goto failed;
    }

    sfd = statfd;
    fd = fcntl(fd, F_DUPFD, 10);

    if (fd == -1 || dup2(fd, 0) == -1 || dup2(fd, 1) == -1
        || dup2(errfd, 2) == -1 || dup2(statfd, 3) == -1)
    {
        goto failed;
    }

    /* 3 is the status pipe, closed by a successful execve() */
    sfd = 3;
    if (fcntl(3, F_SETFD, FD_CLOEXEC) == -1) {
        goto failed;
    }

    /* ZeroMQ and MariaDB sockets, other workers' pipes: none survive */
    if (syscall(SYS_close_range, 4, ~0U, 0) == -1) {
        for (fd = 4; fd < 65536; fd++) {
            (void) close(fd);
        }
    }

    if (chdir(sb->workdir) == -1) {
        goto failed;
    }

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

    execve(sb->argv[0], (char *const *) sb->argv, envp);

failed:

    /* the parent reads errno from the status pipe: could not start */
    e = errno;
    if (write(sfd, &e, sizeof(e)) != sizeof(e)) {
        /* the parent sees a failed run instead */
    }

    _exit(127);
}


/*
 * Waits until the reporter writes the tool's exit status (or the deadline),
 * reading stderr meanwhile.  1 with *status set, 0 at the deadline, 2 when
 * the reporter went away without a status.
 */
static int
pt_sandbox_wait(int resfd, int errfd, long long deadline, int *status,
    pt_sandbox_tail *tail)
{
    int            nfds, open, timeout;
    ssize_t        n;
    long long      left;
    struct pollfd  pfd[2];

    open = 1;

    for ( ;; ) {
        left = deadline - pt_sandbox_now_ms();
        if (left <= 0) {
            return 0;
        }

        pfd[0].fd = resfd;
        pfd[0].events = POLLIN;
        nfds = 1;

        if (open) {
            pfd[1].fd = errfd;
            pfd[1].events = POLLIN;
            nfds = 2;
        }

        timeout = left > 1000 ? 1000 : (int) left;

        if (poll(pfd, nfds, timeout) <= 0) {
            continue;
        }

        if (nfds == 2 && (pfd[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            open = pt_sandbox_drain(errfd, tail);
        }

        if (pfd[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            do {
                n = read(resfd, status, sizeof(int));
            } while (n == -1 && errno == EINTR);

            if (open) {
                (void) pt_sandbox_drain(errfd, tail);
            }

            return n == sizeof(int) ? 1 : 2;
        }
    }
}


/*
 * The reporter, a child between the host and the tool: hosts such as an
 * nginx worker reap every child they are told about (waitpid(-1) in their
 * SIGCHLD handler), so the tool's exit status would be lost.  The reporter
 * is the tool's parent instead, and writes the tool's pid, then its wait
 * status, to resfd.  Async-signal-safe calls only.
 */
static void
pt_sandbox_reporter(const pt_sandbox *sb, char *const envp[], int errfd,
    int statfd, int resfd)
{
    int               st;
    pid_t             g;
    struct sigaction  sa;

    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = SIG_DFL;
    (void) sigaction(SIGCHLD, &sa, NULL);

    g = fork();

    if (g == 0) {
        pt_sandbox_child(sb, envp, errfd, statfd);
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


/* the stderr tail into err, control characters but newlines replaced */
static void
pt_sandbox_report(const pt_sandbox_tail *tail, const char *prefix,
    char *err, size_t errlen)
{
    size_t  i, n, skip;

    if (err == NULL || errlen == 0) {
        return;
    }

    pt_snprintf(err, errlen, "%s", prefix);
    n = strlen(err);

    skip = 0;
    if (tail->len > errlen - 1 - n) {
        skip = tail->len - (errlen - 1 - n);
    }

    for (i = skip; i < tail->len; i++) {
        err[n++] = (tail->buf[i] == '\n' || (unsigned char) tail->buf[i]
                    >= 0x20) && tail->buf[i] != 0x7f ? tail->buf[i] : '?';
    }

    err[n] = '\0';
}


pt_sandbox_result
pt_sandbox_run(const pt_sandbox *sb, char *err, size_t errlen)
{
    int                e, status, errpipe[2], statpipe[2], respipe[2];
    char               home[4200], tmp[4200], prefix[64], *envp[4];
    pid_t              pid, tool;
    ssize_t            n, m;
    unsigned           timeout;
    long long          deadline;
    pt_sandbox_tail    tail;
    pt_sandbox_result  rc;

    if (err != NULL && errlen > 0) {
        err[0] = '\0';
    }

    if (sb->argv == NULL || sb->argv[0] == NULL || sb->argv[0][0] != '/'
        || sb->workdir == NULL || strlen(sb->workdir) > 4096)
    {
        pt_snprintf(err, errlen, "sandbox: argv[0] must be a path and "
                    "workdir set");
        return PT_SANDBOX_ERROR;
    }

    /* built before fork(): the child may not allocate */
    pt_snprintf(home, sizeof(home), "HOME=%s", sb->workdir);
    pt_snprintf(tmp, sizeof(tmp), "TMPDIR=%s", sb->workdir);
    envp[0] = (char *) "PATH=/usr/bin:/bin";
    envp[1] = home;
    envp[2] = tmp;
    envp[3] = NULL;

    if (pipe2(errpipe, O_CLOEXEC) == -1) {
        pt_snprintf(err, errlen, "sandbox: pipe: %s", strerror(errno));
        return PT_SANDBOX_ERROR;
    }

    if (pipe2(statpipe, O_CLOEXEC) == -1) {
        pt_snprintf(err, errlen, "sandbox: pipe: %s", strerror(errno));
        close(errpipe[0]);
        close(errpipe[1]);
        return PT_SANDBOX_ERROR;
    }

    timeout = sb->timeout_ms ? sb->timeout_ms : PT_SANDBOX_WALL_MS;
    deadline = pt_sandbox_now_ms() + timeout;

    if (pipe2(respipe, O_CLOEXEC) == -1) {
        pt_snprintf(err, errlen, "sandbox: pipe: %s", strerror(errno));
        close(errpipe[0]);
        close(errpipe[1]);
        close(statpipe[0]);
        close(statpipe[1]);
        return PT_SANDBOX_ERROR;
    }

    pid = fork();

    if (pid == 0) {
        close(respipe[0]);
        pt_sandbox_reporter(sb, envp, errpipe[1], statpipe[1], respipe[1]);
    }

    e = errno;
    close(errpipe[1]);
    close(statpipe[1]);
    close(respipe[1]);

    if (pid == -1) {
        close(errpipe[0]);
        close(statpipe[0]);
        close(respipe[0]);
        pt_snprintf(err, errlen, "sandbox: fork: %s", strerror(e));
        return PT_SANDBOX_ERROR;
    }

    /* the tool's pid first: its process group is what a timeout kills */
    do {
        n = read(respipe[0], &tool, sizeof(tool));
    } while (n == -1 && errno == EINTR);

    /* end of file on the status pipe: execve() succeeded */
    do {
        m = read(statpipe[0], &e, sizeof(e));
    } while (m == -1 && errno == EINTR);

    close(statpipe[0]);

    (void) fcntl(errpipe[0], F_SETFL, O_NONBLOCK);
    memset(&tail, 0, sizeof(tail));
    status = 0;

    if (n != sizeof(tool)) {
        rc = PT_SANDBOX_ERROR;
        pt_snprintf(err, errlen, "sandbox: fork failed");
        goto done;
    }

    if (m == sizeof(e)) {
        rc = PT_SANDBOX_ERROR;
        pt_snprintf(err, errlen, "sandbox: %s: %s", sb->argv[0],
                    strerror(e));
        goto done;
    }

    n = pt_sandbox_wait(respipe[0], errpipe[0], deadline, &status, &tail);

    if (n == 0) {
        rc = PT_SANDBOX_TIMEOUT;
        (void) kill(-tool, SIGKILL);

        pt_snprintf(prefix, sizeof(prefix), "killed after %u ms: ",
                    timeout);
        pt_sandbox_report(&tail, prefix, err, errlen);
        goto done;
    }

    if (n == 2) {
        rc = PT_SANDBOX_ERROR;
        pt_snprintf(err, errlen, "sandbox: the exit status was lost");
        goto done;
    }

    /* whatever the tool left behind in its group goes with it */
    (void) kill(-tool, SIGKILL);

    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        rc = PT_SANDBOX_OK;
        prefix[0] = '\0';

    } else if (WIFSIGNALED(status) && sb->cpu_seconds
               && WTERMSIG(status) == SIGXCPU)
    {
        /* the CPU limit is a time limit too */
        rc = PT_SANDBOX_TIMEOUT;
        pt_snprintf(prefix, sizeof(prefix), "CPU limit of %u s: ",
                    sb->cpu_seconds);

    } else if (WIFSIGNALED(status)) {
        rc = PT_SANDBOX_FAILED;
        pt_snprintf(prefix, sizeof(prefix), "signal %d: ",
                    WTERMSIG(status));

    } else {
        rc = PT_SANDBOX_FAILED;
        pt_snprintf(prefix, sizeof(prefix), "exit %d: ",
                    WEXITSTATUS(status));
    }

    pt_sandbox_report(&tail, prefix, err, errlen);

done:

    close(respipe[0]);
    close(errpipe[0]);

    /* the reporter exits at once; the host may have reaped it already */
    while (waitpid(pid, NULL, 0) == -1 && errno == EINTR) {
        /* void */
    }

    return rc;
}
