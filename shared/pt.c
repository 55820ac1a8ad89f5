/*
 * Logging hook and small string helpers.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pt.h"


static void pt_log_stderr(int level, const char *msg);

static pt_log_handler_pt  pt_log_handler = pt_log_stderr;
static int                pt_log_level = PT_LOG_INFO;


static void
pt_log_stderr(int level, const char *msg)
{
    static const char  *names[] = { "", "emerg", "alert", "crit", "error",
                                    "warn", "notice", "info", "debug" };

    fprintf(stderr, "[%s] %s\n",
            names[level >= 1 && level <= 8 ? level : 4], msg);
}


void
pt_log_set_handler(pt_log_handler_pt handler, int level)
{
    pt_log_handler = handler ? handler : pt_log_stderr;
    pt_log_level = level;
}


void
pt_log(int level, const char *fmt, ...)
{
    char     msg[2048];
    va_list  ap;

    if (level > pt_log_level) {
        return;
    }

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);

    pt_log_handler(level, msg);
}


char *
pt_snprintf(char *buf, size_t size, const char *fmt, ...)
{
    va_list  ap;

    if (size == 0) {
        return buf;
    }

    va_start(ap, fmt);
    vsnprintf(buf, size, fmt, ap);
    va_end(ap);

    return buf;
}


char *
pt_cpymem(char *p, const char *end, const void *s, size_t n)
{
    if (p == NULL || (size_t) (end - p) < n) {
        return NULL;
    }

    memcpy(p, s, n);

    return p + n;
}


char *
pt_cpystr(char *p, const char *end, const char *s)
{
    return s ? pt_cpymem(p, end, s, strlen(s)) : p;
}


char *
pt_cpyint(char *p, const char *end, long long v)
{
    char                digits[24], *d;
    unsigned long long  u;

    d = digits + sizeof(digits);
    u = v < 0 ? 0 - (unsigned long long) v : (unsigned long long) v;

    do {
        *--d = (char) ('0' + u % 10);
        u /= 10;
    } while (u);

    if (v < 0) {
        *--d = '-';
    }

    return pt_cpymem(p, end, d, (size_t) (digits + sizeof(digits) - d));
}


char *
pt_strdup(const char *s)
{
    return s ? strdup(s) : NULL;
}


char *
pt_strndup(const char *s, size_t n)
{
    char  *p;

    if (s == NULL) {
        return NULL;
    }

    p = malloc(n + 1);
    if (p == NULL) {
        return NULL;
    }

    memcpy(p, s, n);
    p[n] = '\0';

    return p;
}
