/*
 * The command a waiting sandbox receives (sandbox_spare.c, and the
 * launcher daemon/sandbox_exec.c that reads it inside the sandbox): the
 * tool's rlimits and its argv, NUL-separated, on PT_SANDBOX_FD_CMD.  The
 * launcher writes one byte when it starts (the sandbox is made), one when
 * it has the command, then executes the tool.  Both ends run on one
 * machine, so the integers are in its byte order.
 */

#ifndef PT_SANDBOX_EXEC_H
#define PT_SANDBOX_EXEC_H

#include <stdint.h>

#define PT_SANDBOX_EXEC_MAGIC  0x70745345u     /* "ptSE" */
#define PT_SANDBOX_EXEC_ARGS   120
#define PT_SANDBOX_EXEC_BYTES  65536

/* where the launcher reads the command; 0-5 are taken (sandbox_int.h) */
#define PT_SANDBOX_FD_CMD      6

/* where the sandbox sees the launcher */
#define PT_SANDBOX_EXEC_AT     "/sandbox-exec"

typedef struct {
    uint32_t  magic;
    uint32_t  argc;
    uint32_t  len;             /* the argv strings that follow, each
                                  NUL-ended */
    uint32_t  reserved;
    uint64_t  cpu_seconds;     /* RLIMIT_CPU, 0: none */
    uint64_t  memory;          /* RLIMIT_AS */
    uint64_t  file_size;       /* RLIMIT_FSIZE */
} pt_sandbox_cmd;

#endif /* PT_SANDBOX_EXEC_H */
