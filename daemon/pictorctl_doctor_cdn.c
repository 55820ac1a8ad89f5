/*
 * pictorctl doctor: each cdn_purge target of pictord.conf (docs/CDN.md
 * "Targets").  Its token or secret file reads, and the target takes a
 * purge of a tag no answer carries, the way pictord will send one; with
 * the database, what pictord last saw of it.
 */

#include <stdio.h>
#include <string.h>

#include "cdn/cdn.h"
#include "pictorctl_doctor.h"


/* a tag no answer carries: project slugs have no '_' */
#define PT_DOCTOR_CDN_TAG  "pictor_doctor/probe"


/* cdn_targets' view of t: failures and the last error pictord recorded */
static void
pt_doctor_cdn_row(pt_doctor *d, const pt_cdn_target *t, char *out,
    size_t size)
{
    pt_rows     *rows;
    const char  *err;

    out[0] = '\0';

    if (d->db == NULL) {
        return;
    }

    rows = pt_db_query(d->db, "SELECT failures, last_error, last_sent_at"
                       " FROM cdn_targets WHERE name = ?", "s", t->name);
    if (rows == NULL) {
        return;
    }

    if (pt_rows_next(rows) && pt_rows_int(rows, 0) > 0) {
        err = pt_rows_str(rows, 1);
        pt_snprintf(out, size, "; pictord's last %lld sends failed (%s)",
                    pt_rows_int(rows, 0), err ? err : "no reason");
    }

    pt_rows_free(rows);
}


void
pt_doctor_cdn(pt_doctor *d)
{
    char           check[360], err[512], row[512];
    unsigned       i;
    pt_cdn_event   probe;
    pt_cdn_target  t;
    pt_store_net   net;

    if (d->conf->ncdn_purge == 0) {
        pt_doctor_say(d, "cdn", "skipped (no cdn_purge)");
        return;
    }

    memset(&net, 0, sizeof(net));
    net.connect_timeout_ms = d->conf->cdn_timeout_ms;
    net.timeout_ms = d->conf->cdn_timeout_ms;
    net.retries = -1;
    net.allow_private = 1;

    probe.id = 0;
    probe.tag = PT_DOCTOR_CDN_TAG;
    probe.created_at = "";

    for (i = 0; i < d->conf->ncdn_purge; i++) {
        memset(&t, 0, sizeof(t));

        if (pt_cdn_target_parse(&t, d->conf->cdn_purge[i], err, sizeof(err))
            != PT_OK)
        {
            pt_snprintf(check, sizeof(check), "cdn %u", i + 1);
            pt_doctor_say(d, check, "FAIL: %s", err);
            continue;
        }

        pt_snprintf(check, sizeof(check), "cdn %s", t.name);
        pt_doctor_cdn_row(d, &t, row, sizeof(row));

        if (pt_cdn_send(&t, &probe, 1, &net, err, sizeof(err)) != PT_OK) {
            pt_doctor_say(d, check, "FAIL: a purge of %s: %s%s",
                          PT_DOCTOR_CDN_TAG, err, row);

        } else if (row[0]) {
            pt_doctor_say(d, check, "WARN: it takes a purge now%s", row);

        } else {
            pt_doctor_say(d, check, "ok");
        }

        pt_cdn_target_wipe(&t);
    }
}
