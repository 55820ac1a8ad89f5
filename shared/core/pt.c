/*
 * Logging hook and small string helpers: formatting, copying, UTF-8
 * checks.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"


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


size_t
pt_utf8_char(const unsigned char *s, size_t n)
{
    size_t  len, i;

    if (s[0] < 0x80) {
        return 1;
    }

    if (s[0] >= 0xc2 && s[0] <= 0xdf) {
        len = 2;

    } else if (s[0] >= 0xe0 && s[0] <= 0xef) {
        len = 3;

    } else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
        len = 4;

    } else {
        return 0;
    }

    if (len > n) {
        return 0;
    }

    for (i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            return 0;
        }
    }

    /* the second byte's range rules out overlongs, surrogates (ED A0..)
     * and code points past U+10FFFF (F4 90..) */
    if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0)
        || (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90))
    {
        return 0;
    }

    return len;
}


int
pt_utf8_valid(const char *s, size_t n)
{
    const unsigned char  *p = (const unsigned char *) s, *end = p + n;
    size_t                len;

    while (p < end) {
        len = pt_utf8_char(p, (size_t) (end - p));
        if (len == 0) {
            return 0;
        }

        p += len;
    }

    return 1;
}


char *
pt_utf8_clean(const char *s)
{
    const unsigned char  *p;
    char                 *out, *o;
    size_t                n, left;

    if (s == NULL) {
        return NULL;
    }

    left = strlen(s);

    out = malloc(3 * left + 1);
    if (out == NULL) {
        return NULL;
    }

    for (p = (const unsigned char *) s, o = out; left; p += n, left -= n) {
        n = pt_utf8_char(p, left);

        if (n == 0) {
            memcpy(o, "\xef\xbf\xbd", 3);
            o += 3;
            n = 1;
            continue;
        }

        memcpy(o, p, n);
        o += n;
    }

    *o = '\0';

    return out;
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


long
pt_pread(int fd, void *buf, size_t len, long long off)
{
    size_t   got;
    ssize_t  n;

    for (got = 0; got < len; got += (size_t) n) {
        n = pread(fd, (char *) buf + got, len - got, (off_t) (off + got));

        if (n == -1 && errno == EINTR) {
            n = 0;
            continue;
        }

        if (n == -1) {
            return -1;
        }

        if (n == 0) {
            break;
        }
    }

    return (long) got;
}
