/*
 * multipart/form-data headers: the boundary parameter of the request's
 * Content-Type, and each part's Content-Disposition and Content-Type
 * (quoted strings with backslash escapes or plain tokens; names and
 * parameters compared without case).
 */

#include <string.h>
#include <strings.h>

#include "media/multipart_int.h"


#define PT_MULTIPART_VALUE_MAX  512


/*
 * The next ";name=value" of a header value: PT_OK, 1 at the end, PT_ERROR
 * when malformed.  value is unquoted (backslash escapes) into val; *vlen
 * is its full length, which may exceed vsize - 1 (then val is cut).
 */
static int
pt_multipart_param(const char **pp, const char **name, size_t *nlen, char *val,
    size_t vsize, size_t *vlen)
{
    size_t       n;
    const char  *p;

    p = *pp;

    while (pt_multipart_ws(*p)) {
        p++;
    }

    if (*p == '\0') {
        return 1;
    }

    if (*p++ != ';') {
        return PT_ERROR;
    }

    while (pt_multipart_ws(*p)) {
        p++;
    }

    /* a trailing ';' is common enough to forgive */
    if (*p == '\0') {
        return 1;
    }

    *name = p;

    while (*p && *p != '=' && *p != ';' && !pt_multipart_ws(*p)) {
        p++;
    }

    *nlen = p - *name;

    while (pt_multipart_ws(*p)) {
        p++;
    }

    if (*nlen == 0 || *p++ != '=') {
        return PT_ERROR;
    }

    while (pt_multipart_ws(*p)) {
        p++;
    }

    n = 0;

    if (*p == '"') {
        for (p++; *p != '"'; p++) {
            if (*p == '\\' && p[1] != '\0') {
                p++;
            }

            if (*p == '\0') {
                return PT_ERROR;
            }

            if (n + 1 < vsize) {
                val[n] = *p;
            }

            n++;
        }

        p++;

    } else {
        for ( /* void */ ; *p && *p != ';' && !pt_multipart_ws(*p); p++) {
            if (*p == '"' || *p == '\\') {
                return PT_ERROR;
            }

            if (n + 1 < vsize) {
                val[n] = *p;
            }

            n++;
        }

        if (n == 0) {
            return PT_ERROR;
        }
    }

    val[n < vsize ? n : vsize - 1] = '\0';
    *vlen = n;
    *pp = p;

    return PT_OK;
}


static int
pt_multipart_has_ctl(const char *s, size_t len)
{
    size_t  i;

    for (i = 0; i < len; i++) {
        if ((unsigned char) s[i] < 0x20 || s[i] == 0x7f) {
            return 1;
        }
    }

    return 0;
}


int
pt_multipart_boundary(const char *content_type, char *boundary,
    size_t size)
{
    int          rc, found;
    size_t       nlen, vlen, i;
    const char  *p, *name;
    char         val[PT_MULTIPART_VALUE_MAX];

    static const char  type[] = "multipart/form-data";

    p = content_type;

    while (pt_multipart_ws(*p)) {
        p++;
    }

    if (strncasecmp(p, type, sizeof(type) - 1) != 0) {
        return PT_ERROR;
    }

    p += sizeof(type) - 1;

    if (*p != '\0' && *p != ';' && !pt_multipart_ws(*p)) {
        return PT_ERROR;
    }

    found = 0;

    while ((rc = pt_multipart_param(&p, &name, &nlen, val, sizeof(val), &vlen))
           == PT_OK)
    {
        if (nlen != 8 || strncasecmp(name, "boundary", 8) != 0) {
            continue;
        }

        if (found++ || vlen < 1 || vlen > PT_MULTIPART_BOUNDARY_MAX
            || vlen >= size || val[vlen - 1] == ' ')
        {
            return PT_ERROR;
        }

        /* bchars of RFC 2046 */
        for (i = 0; i < vlen; i++) {
            if (strchr("0123456789abcdefghijklmnopqrstuvwxyz"
                       "ABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ", val[i])
                == NULL)
            {
                return PT_ERROR;
            }
        }

        memcpy(boundary, val, vlen + 1);
    }

    return (rc == 1 && found) ? PT_OK : PT_ERROR;
}


static int
pt_multipart_disposition(const char *v, pt_part *part, char *err, size_t errlen)
{
    int          rc, seen_name, seen_file;
    char        *dst, val[PT_MULTIPART_VALUE_MAX];
    size_t       nlen, vlen, dsize;
    const char  *p, *name;

    p = v;

    while (*p && *p != ';' && !pt_multipart_ws(*p)) {
        p++;
    }

    if (p - v != 9 || strncasecmp(v, "form-data", 9) != 0) {
        pt_snprintf(err, errlen, "part Content-Disposition is not form-data");
        return PT_ERROR;
    }

    seen_name = 0;
    seen_file = 0;

    while ((rc = pt_multipart_param(&p, &name, &nlen, val, sizeof(val), &vlen))
           == PT_OK)
    {
        if (nlen == 4 && strncasecmp(name, "name", 4) == 0) {
            if (seen_name++) {
                goto duplicate;
            }

            dst = part->name;
            dsize = sizeof(part->name);

        } else if (nlen == 8 && strncasecmp(name, "filename", 8) == 0) {
            if (seen_file++) {
                goto duplicate;
            }

            dst = part->filename;
            dsize = sizeof(part->filename);

        } else {
            /* filename* (RFC 5987) and extensions: plain filename is
             * what browsers send */
            continue;
        }

        if (vlen >= dsize) {
            pt_snprintf(err, errlen, "part %.*s too long (max %zu bytes)",
                        (int) nlen, name, dsize - 1);
            return PT_ERROR;
        }

        if (pt_multipart_has_ctl(val, vlen)) {
            pt_snprintf(err, errlen, "control character in part %.*s",
                        (int) nlen, name);
            return PT_ERROR;
        }

        memcpy(dst, val, vlen + 1);
    }

    if (rc == PT_ERROR) {
        pt_snprintf(err, errlen, "malformed part Content-Disposition");
        return PT_ERROR;
    }

    if (!seen_name) {
        pt_snprintf(err, errlen, "part without a field name");
        return PT_ERROR;
    }

    return PT_OK;

duplicate:

    pt_snprintf(err, errlen, "duplicate %.*s in part Content-Disposition",
                (int) nlen, name);

    return PT_ERROR;
}


int
pt_multipart_headers(char *h, pt_part *part, char *err, size_t errlen)
{
    int     seen_cd, seen_ct;
    char   *p, *line, *colon, *v, *end;
    size_t  nlen;

    /* obsolete line folding: a CRLF before SP or HT is white space */
    for (p = h; (p = strstr(p, "\r\n")) != NULL; p += 2) {
        if (pt_multipart_ws(p[2])) {
            p[0] = ' ';
            p[1] = ' ';
        }
    }

    seen_cd = 0;
    seen_ct = 0;

    for (line = h; *line; line = end + 2) {
        end = strstr(line, "\r\n");
        *end = '\0';

        colon = strchr(line, ':');
        for (nlen = colon ? (size_t) (colon - line) : 0;
             nlen && pt_multipart_ws(line[nlen - 1]);
             nlen--)
        { /* void */ }

        if (nlen == 0 || pt_multipart_has_ctl(line, nlen) || line[0] == ' ') {
            pt_snprintf(err, errlen, "malformed part header");
            return PT_ERROR;
        }

        for (v = colon + 1; pt_multipart_ws(*v); v++) { /* void */ }

        for (p = end; p > v && pt_multipart_ws(p[-1]); p--) { /* void */ }
        *p = '\0';

        if (nlen == 19 && strncasecmp(line, "content-disposition", 19) == 0) {
            if (seen_cd++) {
                pt_snprintf(err, errlen,
                            "duplicate part Content-Disposition");
                return PT_ERROR;
            }

            if (pt_multipart_disposition(v, part, err, errlen) != PT_OK) {
                return PT_ERROR;
            }

        } else if (nlen == 12 && strncasecmp(line, "content-type", 12) == 0) {
            if (seen_ct++) {
                pt_snprintf(err, errlen, "duplicate part Content-Type");
                return PT_ERROR;
            }

            if ((size_t) (p - v) >= sizeof(part->content_type)
                || pt_multipart_has_ctl(v, p - v))
            {
                pt_snprintf(err, errlen, "bad part Content-Type");
                return PT_ERROR;
            }

            memcpy(part->content_type, v, p - v + 1);
        }
    }

    if (!seen_cd) {
        pt_snprintf(err, errlen,
                    "part without Content-Disposition: form-data");
        return PT_ERROR;
    }

    return PT_OK;
}
