/*
 * Internals of pt_sandbox_run, internal to libpictor:
 *
 *   sandbox.c        the host side: pipes, fork, the deadline, results
 *   sandbox_child.c  the forked side: the reporter and the tool's child
 *   sandbox_ns.c     the confinement: the bubblewrap command line that
 *                    runs a tool in its own namespaces, the seccomp filter
 *                    bwrap loads for it, the host-side preparation (a root
 *                    host hands the work directory to the sandbox's uid)
 *                    and the child's steps before bwrap is executed
 */

#ifndef PT_SANDBOX_INT_H
#define PT_SANDBOX_INT_H

#include "eps/eps.h"

/* what the child hands bwrap: the filter and bwrap's status pipe */
#define PT_SANDBOX_FD_SECCOMP  4
#define PT_SANDBOX_FD_STATUS   5
/* from here up every descriptor is closed before execve() */
#define PT_SANDBOX_FD_FIRST    6

/* a root host runs the sandbox as this uid and gid (nobody, nogroup) */
#define PT_SANDBOX_UID         65534

#define PT_SANDBOX_NS_ARGS     160

typedef struct {
    const char  *argv[PT_SANDBOX_NS_ARGS];   /* bwrap's, then the tool's */
    const char  *workdir;
    int          seccomp;                    /* memfd: the BPF program */
    int          status[2];                  /* --json-status-fd pipe */
    int          stage;                      /* root host: see enter() */
} pt_sandbox_ns;

/* the host's setting (pt_sandbox_configure) */
const pt_sandbox_conf *pt_sandbox_conf_get(void);

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

#endif /* PT_SANDBOX_INT_H */
