/*
 * The sandbox every external tool runs in (ghostscript, pdftocairo,
 * ffprobe, ffmpeg; docs/SANDBOX.md, docs/decisions/
 * 0002-external-tools-sandboxed.md): its own namespaces under bubblewrap,
 * a seccomp filter, rlimits and a deadline, and sandboxes made ahead.
 * Without the database, without nginx.
 *
 *   sandbox.c         pt_sandbox_run: the host side
 *   sandbox_child.c   the forked side: the reporter and the tool's child
 *   sandbox_ns.c      pt_sandbox_configure, the namespaces
 *   sandbox_filter.c  the seccomp filter
 *   sandbox_spare.c   a sandbox made ahead of its run
 *   sandbox_spares.c  pt_sandbox_mkdtemp, pt_sandbox_spares_close
 *   sandbox_exec.h    what the launcher inside a spare and its host share
 */

#ifndef PT_SANDBOX_H
#define PT_SANDBOX_H

#include "core/pt.h"

/* the external tools the sandbox runs, by their absolute paths */
#define PT_TOOL_GS       "/usr/bin/gs"
#define PT_TOOL_FFMPEG   "/usr/bin/ffmpeg"
#define PT_TOOL_FFPROBE  "/usr/bin/ffprobe"

typedef struct {
    const char  *const *argv;      /* argv[0] is a path, e.g. /usr/bin/gs */
    const char  *workdir;          /* private, created by the caller */
    unsigned     timeout_ms;       /* wall clock; killed (SIGKILL) after */
    unsigned     cpu_seconds;      /* RLIMIT_CPU */
    unsigned long long  memory;    /* RLIMIT_AS bytes */
    unsigned long long  file_size; /* RLIMIT_FSIZE bytes */
    int          processes;        /* the tool may start processes (shell
                                      scripts in tests); rasterizers never
                                      do, so fork() is denied by default */
} pt_sandbox;

typedef enum {
    PT_SANDBOX_OK = 0,
    PT_SANDBOX_FAILED,         /* non-zero exit or a signal */
    PT_SANDBOX_TIMEOUT,        /* killed at the time limit */
    PT_SANDBOX_ERROR           /* could not start */
} pt_sandbox_result;

/*
 * Runs argv in workdir with a clean environment, stdin /dev/null, stdout
 * and stderr captured (the last bytes of stderr into err for logs), in its
 * own process group, with the rlimits; waits at most timeout_ms.  The tool
 * runs confined (sandbox_ns.c): its own namespaces, where it sees /usr,
 * a few read-only system files and workdir (at /work, the only writable
 * place: workdir's path in argv is rewritten to /work), an unprivileged
 * uid and a seccomp filter.  Paths in argv must lie in workdir or in the
 * system paths.  When the namespaces
 * cannot be made the run fails (PT_SANDBOX_ERROR, logged) unless the host
 * allowed unconfined runs.
 */
pt_sandbox_result pt_sandbox_run(const pt_sandbox *sb, char *err,
    size_t errlen);

/*
 * mkdtemp(3) for a run's work directory.  It may come with its sandbox
 * already made (sandbox_spares.c): the run in it then starts the tool at
 * once.  The caller removes it after the run, as any work directory.
 */
char *pt_sandbox_mkdtemp(char *tmpl);

/* At exit: the sandboxes made ahead, and their empty directories, go. */
void pt_sandbox_spares_close(void);

/* the launcher of sandboxes made ahead, as the packages install it */
#define PT_SANDBOX_EXEC_PATH  "/usr/lib/pictor/pictor-sandbox-exec"

typedef struct {
    const char  *bwrap;        /* NULL: /usr/bin/bwrap */
    const char  *exec;         /* NULL: PT_SANDBOX_EXEC_PATH; "": none, so
                                  every sandbox is made for its run
                                  (pictor_sandbox_exec, sandbox_exec) */
    int          unconfined;   /* 1: when bwrap cannot make namespaces,
                                  run tools with rlimits only, warning each
                                  time (pictor_sandbox_unconfined,
                                  sandbox_unconfined); 0: such runs fail */
} pt_sandbox_conf;

/* Process-wide, set at startup before any run. */
void pt_sandbox_configure(const pt_sandbox_conf *conf);

#endif /* PT_SANDBOX_H */
