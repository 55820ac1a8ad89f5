/*
 * Virtual folders.  A folder is a normalised path; the manifest holds every
 * folder created directly or by an image, with all its ancestors, so a UI
 * can draw the tree from one list.
 */

#include <string.h>

#include "records/folders.h"


int
pt_folder_normalize(const char *in, size_t len, char *out)
{
    const unsigned char  *p = (const unsigned char *) in, *end, *seg;
    size_t                o = 0, slen, i, u;

    end = p + len;

    while (p < end) {
        while (p < end && *p == '/') {
            p++;
        }

        seg = p;

        while (p < end && *p != '/') {
            p++;
        }

        slen = p - seg;

        if (slen == 0 || (slen == 1 && seg[0] == '.')) {
            continue;
        }

        if (slen == 2 && seg[0] == '.' && seg[1] == '.') {
            return PT_ERROR;
        }

        for (i = 0; i < slen; i += u) {
            if (seg[i] < 0x20 || seg[i] == 0x7f || seg[i] == '\\') {
                return PT_ERROR;
            }

            u = pt_utf8_char(seg + i, slen - i);
            if (u == 0) {
                return PT_ERROR;
            }
        }

        if (o + (o ? 1 : 0) + slen > PT_FOLDER_MAX) {
            return PT_ERROR;
        }

        if (o) {
            out[o++] = '/';
        }

        /* out may be in itself: the output never passes the input,
         * but a segment can move over bytes of its own */
        memmove(out + o, seg, slen);
        o += slen;
    }

    out[o] = '\0';

    return PT_OK;
}


int
pt_folder_add(pt_db *db, unsigned long long project_id, const char *path,
    int *created)
{
    char       prefix[PT_FOLDER_MAX + 1];
    size_t     i, n;
    long long  rc;

    if (created) {
        *created = 0;
    }

    n = strlen(path);

    /* every ancestor, then the path itself (i == n) */
    for (i = 1; i <= n; i++) {
        if (i < n && path[i] != '/') {
            continue;
        }

        memcpy(prefix, path, i);
        prefix[i] = '\0';

        rc = pt_db_exec(db, "INSERT IGNORE INTO folders (project_id, path)"
                        " VALUES (?, ?)", "is", (long long) project_id,
                        prefix);
        if (rc < 0) {
            return PT_ERROR;
        }

        if (i == n && created) {
            *created = rc > 0;
        }
    }

    return PT_OK;
}


void
pt_like_escape(const char *s, char *out)
{
    for ( ; *s; s++) {
        if (*s == '%' || *s == '_' || *s == '\\') {
            *out++ = '\\';
        }
        *out++ = *s;
    }

    *out = '\0';
}


int
pt_folder_remove(pt_db *db, unsigned long long project_id, const char *path,
    long long *removed)
{
    char  like[2 * PT_FOLDER_MAX + 3];

    pt_like_escape(path, like);
    strcat(like, "/%");

    *removed = pt_db_exec(db, "DELETE FROM folders WHERE project_id = ?"
                          " AND (path = ? OR path LIKE ?)", "iss",
                          (long long) project_id, path, like);

    return *removed < 0 ? PT_ERROR : PT_OK;
}


pt_rows *
pt_folders_of(pt_db *db, unsigned long long project_id)
{
    return pt_db_query(db, "SELECT path FROM folders WHERE project_id = ?"
                       " ORDER BY path", "i", (long long) project_id);
}
