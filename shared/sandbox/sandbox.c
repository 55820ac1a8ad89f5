/*
 * pt_sandbox_run: runs ghostscript, pdftocairo or ffmpeg as a child process
 * (docs/decisions/0002-external-tools-sandboxed.md "Decision"): empty
 * environment but PATH, HOME and TMPDIR (the private work dir), stdin and
 * stdout /dev/null, stderr into a pipe of which the last bytes are kept for
 * the log, its own session and process group, no inherited descriptors, no
 * new privileges, rlimits on CPU, address space, file size, open files and
 * core dumps, and a wall-clock deadline after which the whole group is
 * killed.
 *
 * Thread-safe: pictord calls it from worker threads.  Everything that
 * allocates is done before fork(); between fork() and execve() the child
 * (sandbox_child.c) makes only async-signal-safe calls (plain system
 * calls), since another thread may have held the malloc lock at the time
 * of the fork.  This file is the host's side.
 *
 * RLIMIT_NPROC is not set: it counts every process and thread of the
 * user, pictord's own threads included, and is ignored for root.  The
 * group kill and PR_SET_PDEATHSIG cover children the tool may start.
 *
 * The process executed is bubblewrap, which confines the tool
 * (sandbox_ns.c); it passes the tool's exit code on, and a signal that
 * killed the tool as 128 + the signal number.
 */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "sandbox/sandbox_int.h"


#define PT_SANDBOX_TAIL    512
/* timeout_ms 0: a run is never unbounded */
#define PT_SANDBOX_WALL_MS 60000


typedef struct {
    char    buf[PT_SANDBOX_TAIL];
    size_t  len;
} pt_sandbox_tail;


long long
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


/*
 * The tool's wait status as a result, with err "<how>: <stderr tail>".
 * Through bwrap a signal arrives as exit code 128 + n, and bwrap's own
 * failures (a bind, the tool's execve) as exit 1 with "bwrap: " on stderr.
 */
static pt_sandbox_result
pt_sandbox_status(const pt_sandbox *sb, int confined, int status,
    const pt_sandbox_tail *tail, char *err, size_t errlen)
{
    int                code, sig;
    char               prefix[64];
    pt_sandbox_result  rc;

    code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;

    if (confined && code > 128 && code < 128 + NSIG) {
        sig = code - 128;
    }

    if (confined && code == 1 && tail->len > 7
        && memcmp(tail->buf, "bwrap: ", 7) == 0)
    {
        rc = PT_SANDBOX_ERROR;
        pt_snprintf(prefix, sizeof(prefix), "sandbox: ");

    } else if (code == 0) {
        rc = PT_SANDBOX_OK;
        prefix[0] = '\0';

    } else if (sig == SIGXCPU && sb->cpu_seconds) {
        /* the CPU limit is a time limit too */
        rc = PT_SANDBOX_TIMEOUT;
        pt_snprintf(prefix, sizeof(prefix), "CPU limit of %u s: ",
                    sb->cpu_seconds);

    } else if (sig) {
        rc = PT_SANDBOX_FAILED;
        pt_snprintf(prefix, sizeof(prefix), "signal %d: ", sig);

    } else {
        rc = PT_SANDBOX_FAILED;
        pt_snprintf(prefix, sizeof(prefix), "exit %d: ", code);
    }

    pt_sandbox_report(tail, prefix, err, errlen);

    return rc;
}


/* the stderr, exec-status and result pipes; -1 leaves none open */
static int
pt_sandbox_pipes(int p[3][2])
{
    int  i, e;

    for (i = 0; i < 3; i++) {
        if (pipe2(p[i], O_CLOEXEC) == -1) {
            e = errno;

            while (i-- > 0) {
                close(p[i][0]);
                close(p[i][1]);
            }

            errno = e;
            return -1;
        }
    }

    return 0;
}


/*
 * After fork(): the tool's pid from the reporter (its process group is what
 * a timeout kills), then end of file on the status pipe, which means that
 * execve() succeeded, or the errno of what failed.  *unconfinable when that
 * was bwrap or the steps to it (workdir was checked before).
 */
pt_sandbox_result
pt_sandbox_started(const pt_sandbox *sb, const pt_sandbox_ns *ns,
    int resfd, int statfd, pid_t *tool, char *err, size_t errlen,
    int *unconfinable)
{
    int      e;
    ssize_t  n;

    do {
        n = read(resfd, tool, sizeof(pid_t));
    } while (n == -1 && errno == EINTR);

    if (n != sizeof(pid_t)) {
        pt_snprintf(err, errlen, "sandbox: fork failed");
        return PT_SANDBOX_ERROR;
    }

    do {
        n = read(statfd, &e, sizeof(e));
    } while (n == -1 && errno == EINTR);

    if (n == sizeof(e)) {
        *unconfinable = ns != NULL;
        pt_snprintf(err, errlen, "sandbox: %s: %s",
                    ns != NULL ? ns->argv[0] : sb->argv[0], strerror(e));
        return PT_SANDBOX_ERROR;
    }

    return PT_SANDBOX_OK;
}


/*
 * The pipes and the reporter (sandbox_child.c), which starts the tool.
 * fds gets the read ends: the tool's stderr, the exec status and the
 * reporter's results.  PT_SANDBOX_OK with *pid the reporter's, else
 * PT_SANDBOX_ERROR with err set and nothing left open.
 */
pt_sandbox_result
pt_sandbox_fork(const pt_sandbox *sb, pt_sandbox_ns *ns, char *const envp[],
    int fds[3], pid_t *pid, char *err, size_t errlen)
{
    int    i, e, p[3][2];
    pid_t  host;

    if (pt_sandbox_pipes(p) == -1) {
        pt_snprintf(err, errlen, "sandbox: pipe: %s", strerror(errno));
        return PT_SANDBOX_ERROR;
    }

    host = getpid();
    *pid = fork();

    if (*pid == 0) {
        close(p[2][0]);
        pt_sandbox_reporter(sb, ns, envp, p[0][1], p[1][1], p[2][1], host);
    }

    e = errno;

    for (i = 0; i < 3; i++) {
        close(p[i][1]);
        fds[i] = p[i][0];
    }

    if (*pid == -1) {
        for (i = 0; i < 3; i++) {
            close(fds[i]);
        }

        pt_snprintf(err, errlen, "sandbox: fork: %s", strerror(e));
        return PT_SANDBOX_ERROR;
    }

    return PT_SANDBOX_OK;
}


/*
 * A started tool (pid tool) until it ends, reading its stderr from errfd,
 * or until the deadline (timeout ms after the start), when its group is
 * killed.  The result of the run, with err "<how>: <stderr tail>".
 */
pt_sandbox_result
pt_sandbox_finish(const pt_sandbox *sb, pt_sandbox_ns *ns, int resfd,
    int errfd, pid_t tool, long long deadline, unsigned timeout, char *err,
    size_t errlen, int *unconfinable)
{
    int              n, status;
    char             prefix[64];
    pt_sandbox_tail  tail;

    (void) fcntl(errfd, F_SETFL, O_NONBLOCK);
    memset(&tail, 0, sizeof(tail));
    status = 0;

    n = pt_sandbox_wait(resfd, errfd, deadline, &status, &tail);

    if (n == 0) {
        (void) kill(-tool, SIGKILL);

        pt_snprintf(prefix, sizeof(prefix), "killed after %u ms: ",
                    timeout);
        pt_sandbox_report(&tail, prefix, err, errlen);
        return PT_SANDBOX_TIMEOUT;
    }

    if (n == 2) {
        pt_snprintf(err, errlen, "sandbox: the exit status was lost");
        return PT_SANDBOX_ERROR;
    }

    /* whatever the tool left behind in its group goes with it */
    (void) kill(-tool, SIGKILL);

    if (ns != NULL && !pt_sandbox_ns_started(ns)) {
        *unconfinable = 1;
        pt_sandbox_report(&tail, "bwrap did not start the tool: ", err,
                          errlen);
        return PT_SANDBOX_ERROR;
    }

    return pt_sandbox_status(sb, ns != NULL, status, &tail, err, errlen);
}


unsigned
pt_sandbox_timeout(const pt_sandbox *sb)
{
    return sb->timeout_ms ? sb->timeout_ms : PT_SANDBOX_WALL_MS;
}


/*
 * One run, confined by bwrap (ns) or not (NULL).  *unconfinable is set
 * when bwrap could not be started or could not make the namespaces.
 */
static pt_sandbox_result
pt_sandbox_spawn(const pt_sandbox *sb, pt_sandbox_ns *ns, char *const envp[],
    char *err, size_t errlen, int *unconfinable)
{
    int                fds[3];
    pid_t              pid, tool;
    unsigned           timeout;
    long long          deadline;
    pt_sandbox_result  rc;

    *unconfinable = 0;

    timeout = pt_sandbox_timeout(sb);
    deadline = pt_sandbox_now_ms() + timeout;

    if (pt_sandbox_fork(sb, ns, envp, fds, &pid, err, errlen)
        != PT_SANDBOX_OK)
    {
        return PT_SANDBOX_ERROR;
    }

    rc = pt_sandbox_started(sb, ns, fds[2], fds[1], &tool, err, errlen,
                            unconfinable);
    close(fds[1]);

    if (rc == PT_SANDBOX_OK) {
        rc = pt_sandbox_finish(sb, ns, fds[2], fds[0], tool, deadline,
                               timeout, err, errlen, unconfinable);

        /* confined runs work here: the next one's sandbox is made ahead */
        if (ns != NULL && !*unconfinable && !sb->processes) {
            pt_sandbox_spare_works(sb->workdir);
        }
    }

    close(fds[2]);
    close(fds[0]);

    /* the reporter exits at once; the host may have reaped it already */
    pt_sandbox_reap(pid);

    return rc;
}


/*
 * bwrap could not confine the tool: the run fails, or, when the host
 * allowed it, runs with rlimits only.  Either way the log says why.
 */
static pt_sandbox_result
pt_sandbox_unconfined(const pt_sandbox *sb, char *const envp[],
    const char *why, char *err, size_t errlen)
{
    int  unconfinable;

    if (!pt_sandbox_conf_get()->unconfined) {
        pt_log(PT_LOG_ERR, "sandbox: cannot confine %s, so it is not run"
               " (unconfined runs are off): %s", sb->argv[0], why);
        pt_snprintf(err, errlen, "sandbox: no namespaces for %s: %s",
                    sb->argv[0], why);
        return PT_SANDBOX_ERROR;
    }

    pt_log(PT_LOG_WARN, "sandbox: cannot confine %s, running it with"
           " rlimits only (unconfined runs are on): %s", sb->argv[0], why);

    return pt_sandbox_spawn(sb, NULL, envp, err, errlen, &unconfinable);
}


/* the run's arguments: a tool by its absolute path, an existing workdir */
static int
pt_sandbox_check(const pt_sandbox *sb, char *err, size_t errlen)
{
    struct stat  st;

    if (sb->argv == NULL || sb->argv[0] == NULL || sb->argv[0][0] != '/'
        || sb->workdir == NULL || strlen(sb->workdir) > 4096)
    {
        pt_snprintf(err, errlen, "sandbox: argv[0] must be a path and "
                    "workdir set");
        return PT_ERROR;
    }

    /* bwrap would say so too, but as a failed run */
    if (access(sb->argv[0], X_OK) != 0) {
        pt_snprintf(err, errlen, "sandbox: %s: %s", sb->argv[0],
                    strerror(errno));
        return PT_ERROR;
    }

    if (stat(sb->workdir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        pt_snprintf(err, errlen, "sandbox: %s: not a directory",
                    sb->workdir);
        return PT_ERROR;
    }

    return PT_OK;
}


static pt_sandbox_result
pt_sandbox_run_one(const pt_sandbox *sb, char *err, size_t errlen)
{
    int                unconfinable;
    char               home[4200], tmp[4200], why[512], *envp[4];
    pt_sandbox_ns      ns;
    pt_sandbox_spare  *spare;
    pt_sandbox_result  rc;

    if (err != NULL && errlen > 0) {
        err[0] = '\0';
    }

    if (pt_sandbox_check(sb, err, errlen) != PT_OK) {
        return PT_SANDBOX_ERROR;
    }

    spare = pt_sandbox_spare_claim(sb->workdir);

    if (spare != NULL) {
        rc = pt_sandbox_spare_run(spare, sb, err, errlen, &unconfinable);
        if (!unconfinable) {
            return rc;
        }
    }

    /* built before fork(): the child may not allocate */
    pt_snprintf(home, sizeof(home), "HOME=%s", sb->workdir);
    pt_snprintf(tmp, sizeof(tmp), "TMPDIR=%s", sb->workdir);
    envp[0] = (char *) "PATH=/usr/bin:/bin";
    envp[1] = home;
    envp[2] = tmp;
    envp[3] = NULL;

    switch (pt_sandbox_ns_prepare(&ns, sb, err, errlen)) {

    case PT_OK:
        rc = pt_sandbox_spawn(sb, &ns, envp, err, errlen, &unconfinable);
        pt_sandbox_ns_free(&ns);

        if (!unconfinable) {
            return rc;
        }

        break;

    case PT_SANDBOX_NS_DECLINED:
        pt_sandbox_ns_free(&ns);
        break;

    default:
        pt_sandbox_ns_free(&ns);
        return PT_SANDBOX_ERROR;
    }

    pt_snprintf(why, sizeof(why), "%s", err != NULL && err[0] ? err
                                                               : "no message");

    return pt_sandbox_unconfined(sb, envp, why, err, errlen);
}


pt_sandbox_result
pt_sandbox_run(const pt_sandbox *sb, char *err, size_t errlen)
{
    pt_sandbox_result  rc;

    /* no spare is made while a run is on: it would compete with the run */
    pt_sandbox_spare_busy(1);
    rc = pt_sandbox_run_one(sb, err, errlen);
    pt_sandbox_spare_busy(-1);

    return rc;
}
