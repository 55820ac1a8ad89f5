/*
 * pictorctl doctor's checks of what nginx serves (pictorctl_doctor.h):
 * where the metrics answer, and that the public server does not serve
 * them (docs/SECURITY.md, "Metrics").  One GET each, two seconds at most.
 */

#include <stdio.h>
#include <string.h>

#include <curl/curl.h>

#include "core/pt.h"
#include "pictorctl_doctor.h"


#define PT_DOCTOR_METRICS_URL  "http://127.0.0.1:9145/metrics"
#define PT_DOCTOR_BODY         4096

typedef struct {
    char    buf[PT_DOCTOR_BODY];
    size_t  len;
} pt_doctor_body;


static size_t
pt_doctor_write(char *data, size_t size, size_t n, void *arg)
{
    size_t           len;
    pt_doctor_body  *b = arg;

    len = size * n;
    if (len > sizeof(b->buf) - 1 - b->len) {
        len = sizeof(b->buf) - 1 - b->len;
    }

    memcpy(b->buf + b->len, data, len);
    b->len += len;
    b->buf[b->len] = '\0';

    /* the start is enough */
    return b->len == sizeof(b->buf) - 1 ? 0 : size * n;
}


/* the status of GET url (0: no answer, err says why), the body's start */
static long
pt_doctor_get(const char *url, pt_doctor_body *body, char *err,
    size_t errlen)
{
    long       status;
    CURL      *c;
    CURLcode   rc;
    char       cerr[CURL_ERROR_SIZE];

    body->len = 0;
    body->buf[0] = '\0';
    cerr[0] = '\0';
    status = 0;

    c = curl_easy_init();
    if (c == NULL) {
        pt_snprintf(err, errlen, "no memory");
        return 0;
    }

    (void) curl_easy_setopt(c, CURLOPT_URL, url);
    (void) curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, 2000L);
    (void) curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    (void) curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    (void) curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, pt_doctor_write);
    (void) curl_easy_setopt(c, CURLOPT_WRITEDATA, body);
    (void) curl_easy_setopt(c, CURLOPT_ERRORBUFFER, cerr);

    rc = curl_easy_perform(c);

    if (rc == CURLE_OK || rc == CURLE_WRITE_ERROR) {
        (void) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);

    } else {
        pt_snprintf(err, errlen, "%s", cerr[0] ? cerr
                                               : curl_easy_strerror(rc));
    }

    curl_easy_cleanup(c);

    return status;
}


/* Prometheus text of the module's: its families start with pictor_ */
static int
pt_doctor_is_metrics(const pt_doctor_body *b)
{
    return strstr(b->buf, "# TYPE pictor_") != NULL
           || strstr(b->buf, "\npictor_") != NULL;
}


void
pt_doctor_metrics(pt_doctor *d)
{
    long                status;
    char                err[256], url[1024];
    size_t              len;
    const char         *where;
    pt_doctor_body      body;
    const pt_conffile  *conf = d->conf;

    where = conf->metrics_url ? conf->metrics_url : PT_DOCTOR_METRICS_URL;
    err[0] = '\0';

    status = pt_doctor_get(where, &body, err, sizeof(err));

    if (status == 200 && pt_doctor_is_metrics(&body)) {
        pt_doctor_say(d, "metrics", "ok (served at %s)", where);

    } else if (status == 0) {
        pt_doctor_say(d, "metrics", "WARN: nothing answers at %s (%s): the shipped"
            " conf serves them on a loopback listener of their own; set"
            " metrics_url if yours is elsewhere", where, err);

    } else {
        pt_doctor_say(d, "metrics", "WARN: %s answers %ld, not the metrics", where,
            status);
    }

    if (conf->public_url == NULL) {
        pt_doctor_say(d, "metrics not public", "skipped (no public_url)");
        return;
    }

    len = strlen(conf->public_url);
    pt_snprintf(url, sizeof(url), "%s%smetrics", conf->public_url,
                len && conf->public_url[len - 1] == '/' ? "" : "/");

    status = pt_doctor_get(url, &body, err, sizeof(err));

    if (status == 200 && pt_doctor_is_metrics(&body)) {
        pt_doctor_say(d, "metrics not public", "FAIL: %s serves the metrics to"
            " anyone who reaches the public server (behind a local proxy"
            " every client is 127.0.0.1): serve pictor_metrics on a"
            " listener of its own", url);

    } else if (status == 0) {
        pt_doctor_say(d, "metrics not public", "WARN: the public server does not"
            " answer at %s (%s)", url, err);

    } else {
        pt_doctor_say(d, "metrics not public", "ok");
    }
}
