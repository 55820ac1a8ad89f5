/*
 * libFuzzer target for what the CDN purge senders read (shared/cdn/):
 * a provider's answer, as a hostile or broken CDN could send it, and a
 * cdn_purge line.  The input's first byte picks the status (200, 204,
 * 400, 401, 403, 429, 500 or 503), the rest is the answer's body, given
 * to each provider's answer(): Cloudflare parses its JSON ("success",
 * "errors"), the others quote it.  Besides the sanitizers' checks: the
 * verdict is a failure for every status but a 2xx, err is one line that
 * never holds the target's secret (an answer may echo it), and every
 * verdict of Fastly, xkey and the webhook follows the status alone.  The
 * body is then parsed as a cdn_purge line's value: refused or not, its
 * err is one line and a target's name holds no control character.  Build
 * and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "cdn/cdn_int.h"


#define FUZZ_SECRET  "s3cr3t-Token-0123456789"

static const long  fuzz_status[] = { 200, 204, 400, 401, 403, 429, 500, 503 };


static void
fuzz_one_line(const char *s)
{
    for (/* void */; *s; s++) {
        if ((unsigned char) *s < 0x20 || *s == 0x7f) {
            abort();
        }
    }
}


static void
fuzz_answer(const pt_cdn_provider *p, const pt_http_resp *rs)
{
    int            rc, ok;
    char           err[512];
    pt_cdn_target  t;

    memset(&t, 0, sizeof(t));
    t.kind = PT_CDN_FASTLY;
    pt_snprintf(t.secret, sizeof(t.secret), "%s", FUZZ_SECRET);
    t.secret_len = strlen(FUZZ_SECRET);

    err[0] = '\0';
    rc = p->answer(&t, rs, err, sizeof(err));
    ok = rs->status >= 200 && rs->status < 300;

    if ((rc == PT_OK && !ok)
        || (p != &pt_cdn_cloudflare && (rc == PT_OK) != ok)
        || (rc != PT_OK && err[0] == '\0')
        || strstr(err, FUZZ_SECRET) != NULL)
    {
        abort();
    }

    fuzz_one_line(err);
}


static void
fuzz_line(const char *value)
{
    char           err[512];
    pt_cdn_target  t;

    memset(&t, 0, sizeof(t));
    err[0] = '\0';

    if (pt_cdn_target_parse(&t, value, err, sizeof(err)) == PT_OK) {
        fuzz_one_line(t.name);
        pt_cdn_target_wipe(&t);
        return;
    }

    fuzz_one_line(err);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char          *body;
    pt_http_resp   rs;

    if (size == 0) {
        return 0;
    }

    body = malloc(size);
    if (body == NULL) {
        return 0;
    }

    memcpy(body, data + 1, size - 1);
    body[size - 1] = '\0';

    memset(&rs, 0, sizeof(rs));
    rs.status = fuzz_status[data[0] % (sizeof(fuzz_status)
                                       / sizeof(fuzz_status[0]))];
    rs.body = (unsigned char *) body;
    rs.body_len = size - 1;
    rs.content_length = -1;

    fuzz_answer(&pt_cdn_xkey, &rs);
    fuzz_answer(&pt_cdn_fastly, &rs);
    fuzz_answer(&pt_cdn_cloudflare, &rs);
    fuzz_answer(&pt_cdn_webhook, &rs);

    /* a line is one line, without its NUL-cut tail */
    if (strlen(body) == size - 1 && strchr(body, '\n') == NULL) {
        fuzz_line(body);
    }

    free(body);

    return 0;
}
