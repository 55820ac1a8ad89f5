/*
 * The scripted HTTP server of t/tools/httpd_test.pl for a unit test: one
 * per test (a checked fixture), on a free loopback port, killed after.
 * Tests run from the repository root (make unit does).
 */

#ifndef PT_HTTPD_TEST_H
#define PT_HTTPD_TEST_H

#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/pt.h"


static pid_t  httpd_pid;
static int    httpd_port;


static void
httpd_start(void)
{
    int      p[2];
    char     line[32];
    size_t   n;
    ssize_t  r;

    ck_assert_int_eq(pipe(p), 0);

    httpd_pid = fork();
    ck_assert_int_ge(httpd_pid, 0);

    if (httpd_pid == 0) {
        dup2(p[1], 1);
        close(p[0]);
        close(p[1]);
        execlp("perl", "perl", "t/tools/httpd_test.pl", (char *) NULL);
        _exit(127);
    }

    close(p[1]);

    /* the first line is the port: the server listens from then on */
    for (n = 0; n < sizeof(line) - 1; n++) {
        r = read(p[0], line + n, 1);
        if (r != 1 || line[n] == '\n') {
            break;
        }
    }

    line[n] = '\0';
    close(p[0]);

    httpd_port = atoi(line);
    ck_assert_msg(httpd_port > 0, "t/tools/httpd_test.pl did not start");
}


static void
httpd_stop(void)
{
    if (httpd_pid > 0) {
        kill(httpd_pid, SIGKILL);
        waitpid(httpd_pid, NULL, 0);
        httpd_pid = 0;
    }
}


/* "http://127.0.0.1:PORT" path into buf */
static const char *
httpd_url(char *buf, size_t size, const char *path)
{
    return pt_snprintf(buf, size, "http://127.0.0.1:%d%s", httpd_port,
                       path);
}

#endif /* PT_HTTPD_TEST_H */
