/*
 * Datetime conversions between the database and the API.
 */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "core/timefmt.h"


long long
pt_db_time_parse(const char *db_time)
{
    struct tm  tm;

    memset(&tm, 0, sizeof(tm));

    if (db_time == NULL
        || sscanf(db_time, "%d-%d-%d %d:%d:%d", &tm.tm_year, &tm.tm_mon,
                  &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
    {
        return -1;
    }

    tm.tm_year -= 1900;
    tm.tm_mon -= 1;

    return (long long) timegm(&tm);
}


char *
pt_iso_time(const char *db_time, char *out, size_t size)
{
    size_t  n;

    if (db_time == NULL || size < 25) {
        return NULL;
    }

    /* "YYYY-MM-DD HH:MM:SS[.fff...]" -> "YYYY-MM-DDTHH:MM:SS.fffZ" */
    n = strlen(db_time);
    if (n < 19) {
        return NULL;
    }

    memcpy(out, db_time, 19);
    out[10] = 'T';

    if (n >= 23 && db_time[19] == '.') {
        memcpy(out + 19, db_time + 19, 4);
    } else {
        memcpy(out + 19, ".000", 4);
    }

    out[23] = 'Z';
    out[24] = '\0';

    return out;
}


static int
pt_digits(const char *s, int n, int *v)
{
    int  i;

    *v = 0;

    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return PT_ERROR;
        }
        *v = *v * 10 + (s[i] - '0');
    }

    return PT_OK;
}


int
pt_iso_parse(const char *iso, char *out, size_t size)
{
    int         y, mo, d, h = 0, mi = 0, sec = 0, ms = 0, oh, om, sign;
    int         i, scale;
    time_t      t;
    struct tm   tm;
    const char *p;

    if (size < 24 || strlen(iso) < 10
        || pt_digits(iso, 4, &y) != PT_OK || iso[4] != '-'
        || pt_digits(iso + 5, 2, &mo) != PT_OK || iso[7] != '-'
        || pt_digits(iso + 8, 2, &d) != PT_OK)
    {
        return PT_ERROR;
    }

    p = iso + 10;
    sign = 0;
    oh = om = 0;

    if (*p == 'T' || *p == 't' || *p == ' ') {
        if (pt_digits(p + 1, 2, &h) != PT_OK || p[3] != ':'
            || pt_digits(p + 4, 2, &mi) != PT_OK)
        {
            return PT_ERROR;
        }

        p += 6;

        if (*p == ':') {
            if (pt_digits(p + 1, 2, &sec) != PT_OK) {
                return PT_ERROR;
            }
            p += 3;
        }

        if (*p == '.') {
            p++;
            for (i = 0, scale = 100; *p >= '0' && *p <= '9'; p++, i++) {
                ms += (*p - '0') * scale;
                scale /= 10;
            }
            if (i == 0) {
                return PT_ERROR;
            }
        }

        if (*p == 'Z' || *p == 'z') {
            p++;

        } else if (*p == '+' || *p == '-') {
            sign = *p == '-' ? -1 : 1;
            if (pt_digits(p + 1, 2, &oh) != PT_OK) {
                return PT_ERROR;
            }
            p += 3;
            if (*p == ':') {
                p++;
            }
            if (pt_digits(p, 2, &om) != PT_OK) {
                return PT_ERROR;
            }
            p += 2;
        }
    }

    if (*p != '\0' || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23
        || mi > 59 || sec > 60 || oh > 23 || om > 59 || y < 1000)
    {
        return PT_ERROR;
    }

    memset(&tm, 0, sizeof(tm));
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = sec;

    t = timegm(&tm);

    /* timegm normalises 31 February into March: refuse that */
    if (tm.tm_mday != d || tm.tm_mon != mo - 1) {
        return PT_ERROR;
    }

    t -= sign * (oh * 3600 + om * 60);

    if (gmtime_r(&t, &tm) == NULL) {
        return PT_ERROR;
    }

    snprintf(out, size, "%04d-%02d-%02d %02d:%02d:%02d.%03d",
             tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
             tm.tm_min, tm.tm_sec, ms);

    return PT_OK;
}


void *
pt_iso_time_json(const char *db_time)
{
    char  iso[32];

    return pt_iso_time(db_time, iso, sizeof(iso)) ? json_string(iso)
                                                   : json_null();
}
