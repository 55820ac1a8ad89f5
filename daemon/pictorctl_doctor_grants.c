/*
 * pictorctl doctor's check of the database user's privileges
 * (pictorctl_doctor.h; docs/SECURITY.md, "Least privilege").  nginx's
 * workers and pictord connect as `database`'s user, which needs rows
 * only: SELECT, INSERT, UPDATE and DELETE on the schema, and EXECUTE of
 * its functions.  Anything more
 * (DDL, GRANT OPTION, global rights) is what a flaw in a worker could
 * turn against the whole server; migrations run as migrate_database's
 * user instead.
 */

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "pictorctl_doctor.h"


/* the privileges a worker's user may hold */
static const char  *pt_grants_ok[] = {
    "USAGE", "SELECT", "INSERT", "UPDATE", "DELETE",
    "EXECUTE",                   /* the schema's functions (listing) */
    NULL
};


static int
pt_grant_allowed(const char *p, size_t len)
{
    int  i;

    for (i = 0; pt_grants_ok[i] != NULL; i++) {
        if (strlen(pt_grants_ok[i]) == len
            && strncasecmp(p, pt_grants_ok[i], len) == 0)
        {
            return 1;
        }
    }

    return 0;
}


/*
 * One line of SHOW GRANTS: "GRANT A, B (col), C ON x TO user [...] [WITH
 * GRANT OPTION]".  The privileges it holds that are not allowed go to
 * extra (comma separated).
 */
static void
pt_grant_line(const char *line, char *extra, size_t size)
{
    size_t       n, len;
    const char  *p, *on, *end;

    if (strncasecmp(line, "GRANT ", 6) != 0) {
        return;
    }

    p = line + 6;
    on = strstr(p, " ON ");
    if (on == NULL) {
        return;
    }

    while (p < on) {
        while (p < on && (*p == ' ' || *p == ',')) {
            p++;
        }

        for (end = p; end < on && *end != ',' && *end != '('; end++) {
            /* void */
        }

        len = (size_t) (end - p);
        while (len && isspace((unsigned char) p[len - 1])) {
            len--;
        }

        if (len && !pt_grant_allowed(p, len)) {
            n = strlen(extra);
            pt_snprintf(extra + n, size - n, "%s%.*s", n ? ", " : "",
                        (int) len, p);
        }

        /* a column list belongs to the privilege before it */
        if (end < on && *end == '(') {
            end = strchr(end, ')');
            end = end ? end + 1 : on;
        }

        p = end;
    }

    if (strstr(line, "WITH GRANT OPTION") != NULL) {
        n = strlen(extra);
        pt_snprintf(extra + n, size - n, "%sGRANT OPTION", n ? ", " : "");
    }
}


void
pt_doctor_grants(pt_doctor *d)
{
    char      extra[512];
    pt_rows  *rows;

    if (d->db == NULL) {
        pt_doctor_say(d, "database privileges", "skipped (no database)");
        return;
    }

    rows = pt_db_query(d->db, "SHOW GRANTS FOR CURRENT_USER()", "");
    if (rows == NULL) {
        pt_doctor_say(d, "database privileges", "FAIL: SHOW GRANTS: %s",
                      pt_db_errmsg(d->db));
        return;
    }

    extra[0] = '\0';

    while (pt_rows_next(rows)) {
        pt_grant_line(pt_rows_str(rows, 0) ? pt_rows_str(rows, 0) : "",
                      extra, sizeof(extra));
    }

    pt_rows_free(rows);

    if (extra[0]) {
        pt_doctor_say(d, "database privileges", "FAIL: database's user may"
                      " %s; nginx's workers and pictord need SELECT, INSERT,"
                      " UPDATE, DELETE, EXECUTE on the schema only (run"
                      " pictorctl migrate as migrate_database's user)",
                      extra);
        return;
    }

    pt_doctor_say(d, "database privileges", "ok");
}
