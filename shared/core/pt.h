/*
 * libpictor: the nginx-free core of Pictor.  Shared by the nginx module,
 * pictord and pictorctl.  This header holds the few things every file uses:
 * result codes, logging, small string helpers.
 */

#ifndef PT_H
#define PT_H

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>

#define PT_OK        0
#define PT_ERROR    -1
#define PT_BUSY     -2     /* overloaded now, a retry may work: 503 */

/* log levels, same order as nginx's */
enum {
    PT_LOG_EMERG = 1,
    PT_LOG_ALERT = 2,
    PT_LOG_CRIT = 3,
    PT_LOG_ERR = 4,
    PT_LOG_WARN = 5,
    PT_LOG_NOTICE = 6,
    PT_LOG_INFO = 7,
    PT_LOG_DEBUG = 8
};

typedef void (*pt_log_handler_pt)(int level, const char *msg);

/* The host (nginx, pictord, pictorctl) installs where messages go. */
void pt_log_set_handler(pt_log_handler_pt handler, int level);
void pt_log(int level, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Formatting into a fixed buffer that always terminates; returns buf. */
char *pt_snprintf(char *buf, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/*
 * Appending without printf, for what every request does (the cache key of
 * a hit).  Each returns the new end, or NULL when the bytes do not fit
 * before end; NULL in gives NULL out, so calls chain and the caller checks
 * once.  Nothing is terminated.
 */
char *pt_cpymem(char *p, const char *end, const void *s, size_t n);
char *pt_cpystr(char *p, const char *end, const char *s);
char *pt_cpyint(char *p, const char *end, long long v);

/*
 * UTF-8 as MariaDB's utf8mb4 and JSON both accept it: no overlong forms,
 * no surrogates, nothing past U+10FFFF.  pt_utf8_char returns the length
 * (1..4) of the well-formed sequence at s (n > 0 bytes left), or 0.
 */
size_t pt_utf8_char(const unsigned char *s, size_t n);
int pt_utf8_valid(const char *s, size_t n);

/* A malloc'ed copy of s with each stray byte as U+FFFD, for text echoed
 * into a JSON answer; the caller frees.  NULL in, NULL out. */
char *pt_utf8_clean(const char *s);

/* malloc'ed copy; the caller frees.  NULL in, NULL out. */
/*
 * len bytes of fd at off, read through EINTR and short reads: the count
 * read (less only at the end of the file), or -1 with errno
 */
long pt_pread(int fd, void *buf, size_t len, long long off);

char *pt_strdup(const char *s);
char *pt_strndup(const char *s, size_t n);

#endif /* PT_H */
