/*
 * Internals of pt_sandbox_run, internal to libpictor:
 *
 *   sandbox.c        the host side: pipes, fork, the deadline, results
 *   sandbox_child.c  the forked side: the reporter and the tool's child
 *   sandbox_ns.c     the confinement: the bubblewrap command line that
 *                    runs a tool in its own namespaces, the host-side
 *                    preparation (a root host hands the work directory to
 *                    the sandbox's uid) and the child's steps before bwrap
 *                    is executed
 *   sandbox_filter.c the seccomp filter bwrap loads for the tool
 *   sandbox_spare.c  a sandbox made ahead of its run: made, sent its
 *                    tool, dropped
 *   sandbox_spares.c the process's spares, one per parent directory,
 *                    which pt_sandbox_mkdtemp hands out with their work
 *                    directories, and the thread that makes them
 */

#ifndef PT_SANDBOX_INT_H
#define PT_SANDBOX_INT_H

#include "sandbox/sandbox.h"
#include "sandbox/sandbox_exec.h"

/* what the child hands bwrap: the filter and bwrap's status pipe */
#define PT_SANDBOX_FD_SECCOMP  4
#define PT_SANDBOX_FD_STATUS   5
/* from here up every descriptor is closed before execve() (a spare's
 * command socket, PT_SANDBOX_FD_CMD, is this one and stays open, and the
 * launcher's file after it, which bwrap reads and closes) */
#define PT_SANDBOX_FD_FIRST    6
#define PT_SANDBOX_FD_EXEC     7       /* PT_SANDBOX_FD_CMD + 1 */

/* where the sandbox sees the work directory, whatever its host path */
#define PT_SANDBOX_WORK        "/work"

/* a root host runs the sandbox as this uid and gid (nobody, nogroup) */
#define PT_SANDBOX_UID         65534

#define PT_SANDBOX_NS_ARGS     160

typedef struct {
    const char  *argv[PT_SANDBOX_NS_ARGS];   /* bwrap's, then the tool's */
    const char  *tool[PT_SANDBOX_NS_ARGS];   /* the tool's, paths in the
                                                work directory rewritten */
    char        *strings;                    /* tool[]'s, malloc'ed */
    const char  *workdir;
    const char  *exec;                       /* a spare's launcher, or
                                                NULL: the tool runs */
    int          execfd;                     /* the launcher, opened by
                                                the host, or -1 */
    int          seccomp;                    /* memfd: the BPF program */
    int          status[2];                  /* --json-status-fd pipe */
    int          cmd;                        /* a spare's end of the
                                                command socket, or -1 */
    int          stage;                      /* root host: see enter() */
} pt_sandbox_ns;

/* the host's setting (pt_sandbox_configure) */
const pt_sandbox_conf *pt_sandbox_conf_get(void);

/* a memfd holding the BPF program, for runs that may start processes or
 * not; -1 on failure */
int pt_sandbox_filter_fd(int processes);

/*
 * Before fork(): the command line, the filter in a memfd, the status
 * pipe; a root host also gives the work directory and its files to
 * PT_SANDBOX_UID.  PT_ERROR with err set when any of it fails;
 * PT_SANDBOX_NS_DECLINED when the host cannot hand anything to that uid
 * (a user namespace without it): no sandbox can be made here.
 */
#define PT_SANDBOX_NS_DECLINED  1

int pt_sandbox_ns_prepare(pt_sandbox_ns *ns, const pt_sandbox *sb,
    char *err, size_t errlen);

/*
 * A spare: prepare() for the launcher (exec, the host's path) in place of
 * a tool, bound at PT_SANDBOX_EXEC_AT, its command socket's end cmd
 * handed to it on PT_SANDBOX_FD_CMD.
 */
int pt_sandbox_ns_prepare_spare(pt_sandbox_ns *ns, const pt_sandbox *sb,
    const char *exec, int cmd, char *err, size_t errlen);

/* ns->tool and ns->strings from sb: sb->workdir becomes /work in them */
int pt_sandbox_ns_tool(pt_sandbox_ns *ns, const pt_sandbox *sb);

/* a root host: the files now in dir to the sandbox's uid (else PT_OK) */
int pt_sandbox_ns_give(const pt_sandbox_ns *ns, const char *dir);

/*
 * In the child, just before execve() of bwrap, async-signal-safe.  A root
 * host cannot let bwrap bind the work directory by its path (the uid it
 * drops to may not traverse the storage root), so the child binds it on
 * /tmp in a private mount namespace first, then becomes PT_SANDBOX_UID.
 * -1 with errno on failure.
 */
int pt_sandbox_ns_enter(const pt_sandbox_ns *ns);

/* After the run: 1 when bwrap had made the namespaces and started the
 * tool (it reported the tool's pid), 0 when it never got that far. */
int pt_sandbox_ns_started(pt_sandbox_ns *ns);

void pt_sandbox_ns_free(pt_sandbox_ns *ns);

/*
 * The reporter, in a child of the host (pid host): vforks the tool's child,
 * which executes bwrap (ns) or the tool itself (NULL), and writes the
 * tool's pid then its wait status to resfd.  Never returns.
 */
void pt_sandbox_reporter(const pt_sandbox *sb, const pt_sandbox_ns *ns,
    char *const envp[], int errfd, int statfd, int resfd, pid_t host);

/*
 * sandbox.c's steps, which a spare's run shares: now in ms; the pipes and
 * the reporter (fds: stderr, exec status, results); the tool's pid and
 * whether bwrap executed; the wait until the tool ends or the deadline.
 */
long long pt_sandbox_now_ms(void);
pt_sandbox_result pt_sandbox_fork(const pt_sandbox *sb, pt_sandbox_ns *ns,
    char *const envp[], int fds[3], pid_t *pid, char *err, size_t errlen);
pt_sandbox_result pt_sandbox_started(const pt_sandbox *sb,
    const pt_sandbox_ns *ns, int resfd, int statfd, pid_t *tool, char *err,
    size_t errlen, int *unconfinable);
pt_sandbox_result pt_sandbox_finish(const pt_sandbox *sb, pt_sandbox_ns *ns,
    int resfd, int errfd, pid_t tool, long long deadline, unsigned timeout,
    char *err, size_t errlen, int *unconfinable);

/* the wall-clock limit of a run: timeout_ms, or the default for 0 */
unsigned pt_sandbox_timeout(const pt_sandbox *sb);

#define PT_SANDBOX_SPARE_PATH    4200
#define PT_SANDBOX_SPARE_PREFIX  ".sandbox-"

typedef struct {
    char           path[PT_SANDBOX_SPARE_PATH];   /* its work directory */
    pid_t          reporter;
    pid_t          tool;              /* bwrap's, 0 until read */
    int            fds[3];            /* stderr, exec status, results */
    int            cmd;               /* the host's end of the socket */
    pt_sandbox_ns  ns;
} pt_sandbox_spare;

/*
 * sandbox_spare.c.  make: a spare around a new empty directory in dir
 * (PT_SANDBOX_SPARE_PREFIX, this pid), its launcher exec, or NULL.
 * byte: the launcher's next byte by the deadline, PT_OK (one when the
 * sandbox is made and it waits, one when it has the command) or PT_ERROR
 * (it died).  run: the tool in it; *fallback when the spare was gone
 * (nothing ran: run the usual way).  drop: killed, reaped, freed, its
 * directory removed when remove.
 */
pt_sandbox_spare *pt_sandbox_spare_make(const char *dir, const char *exec);
int pt_sandbox_spare_byte(pt_sandbox_spare *sp, long long deadline);
pt_sandbox_result pt_sandbox_spare_run(pt_sandbox_spare *sp,
    const pt_sandbox *sb, char *err, size_t errlen, int *fallback);
void pt_sandbox_spare_drop(pt_sandbox_spare *sp, int remove);

/*
 * sandbox_spares.c.  claim: the spare that pt_sandbox_mkdtemp made
 * workdir of, now the caller's, or NULL.  want: a spare for workdir's
 * parent directory, made by the maker thread, when none waits there and
 * confined runs work here.  works: a confined run worked, and want.
 */
pt_sandbox_spare *pt_sandbox_spare_claim(const char *workdir);

/* a reporter that has written the tool's status, reaped by that thread
 * (or here when it cannot take it) */
void pt_sandbox_reap(pid_t pid);

/* a run begins (1) or ends (-1): no spare is made while one is on */
void pt_sandbox_spare_busy(int n);
void pt_sandbox_spare_want(const char *workdir);
void pt_sandbox_spare_works(const char *workdir);

#endif /* PT_SANDBOX_INT_H */
