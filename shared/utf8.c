/*
 * UTF-8 as MariaDB's utf8mb4 and JSON accept it (RFC 3629): no overlong
 * forms, no surrogates, nothing past U+10FFFF.  Client text is checked
 * with it before it reaches the database, and echoed text is cleaned with
 * it before it goes into a JSON answer.
 */

#include <stdlib.h>
#include <string.h>

#include "pt.h"


size_t
pt_utf8_len(const unsigned char *s, size_t n)
{
    size_t         len, i;
    unsigned char  lo = 0x80, hi = 0xbf;

    if (n == 0) {
        return 0;
    }

    if (s[0] < 0x80) {
        return 1;
    }

    if (s[0] >= 0xc2 && s[0] <= 0xdf) {
        len = 2;

    } else if (s[0] >= 0xe0 && s[0] <= 0xef) {
        len = 3;
        lo = s[0] == 0xe0 ? 0xa0 : 0x80;       /* overlong */
        hi = s[0] == 0xed ? 0x9f : 0xbf;       /* surrogates */

    } else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
        len = 4;
        lo = s[0] == 0xf0 ? 0x90 : 0x80;       /* overlong */
        hi = s[0] == 0xf4 ? 0x8f : 0xbf;       /* past U+10FFFF */

    } else {
        return 0;
    }

    if (len > n || s[1] < lo || s[1] > hi) {
        return 0;
    }

    for (i = 2; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            return 0;
        }
    }

    return len;
}


int
pt_utf8_valid(const char *s, size_t n)
{
    const unsigned char  *p = (const unsigned char *) s;
    size_t                i, u;

    for (i = 0; i < n; i += u) {
        u = pt_utf8_len(p + i, n - i);
        if (u == 0) {
            return 0;
        }
    }

    return 1;
}


char *
pt_utf8_clean(const char *s)
{
    const unsigned char  *p = (const unsigned char *) s;
    char                 *out, *o;
    size_t                n, i, u;

    if (s == NULL) {
        return NULL;
    }

    n = strlen(s);

    /* each bad byte becomes U+FFFD, three bytes */
    out = malloc(3 * n + 1);
    if (out == NULL) {
        return NULL;
    }

    for (i = 0, o = out; i < n; i += u) {
        u = pt_utf8_len(p + i, n - i);

        if (u == 0) {
            memcpy(o, "\xef\xbf\xbd", 3);
            o += 3;
            u = 1;
            continue;
        }

        memcpy(o, p + i, u);
        o += u;
    }

    *o = '\0';

    return out;
}
