/*
 * libFuzzer target for what the S3 driver reads of S3's answers
 * (shared/store/store_s3_list.c, store_s3_req.c): the input is an
 * answer's body, as a hostile or broken S3-compatible store could send
 * it.  As a 200 to ListObjectsV2 it goes through pt_s3_page_parse three
 * times (fuzz_store.h: without a prefix, with one, with a callback that
 * stops); as an error answer (400, 403, 404, 409 or 503, by the input's
 * length) through pt_s3_result, which reads its Code and Message.
 * Besides the sanitizers' checks: the listing's keys are store keys and
 * whole Keys of the answer (found again with XPath), the prefix is taken
 * off, the three reads agree, and so do their truncation and token; an
 * error is mapped to a failure, with an error text that holds no control
 * character.  Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "store/store_s3_int.h"
#include "fuzz_xml.h"


static void
fuzz_page(const void *page, const char *prefix, fuzz_read *r)
{
    pt_s3_page   pg;
    pt_store_s3  s3;

    memset(&s3, 0, sizeof(s3));
    s3.prefix = (char *) prefix;

    memset(&pg, 0, sizeof(pg));
    pg.s3 = &s3;
    pg.cb = fuzz_list_cb;
    pg.arg = &r->keys;

    r->rc = pt_s3_page_parse(&pg, page);

    if (r->rc == PT_STORE_OK) {
        if (memchr(pg.token, '\0', sizeof(pg.token)) == NULL
            || (pg.truncated && !pg.stopped && pg.token[0] == '\0'))
        {
            abort();
        }

    } else {
        fuzz_failure(r->rc);
        fuzz_error_text(s3.store.error, sizeof(s3.store.error));
    }

    r->more = pg.truncated;
    r->next = pt_strdup(pg.token);
    if (r->next == NULL) {
        abort();
    }
}


/* the object names of the answer, found with XPath: every Key of every
 * Contents (the driver takes one of each) */
#define FUZZ_NAMES \
        "/*[local-name()='ListBucketResult']" \
        "/*[local-name()='Contents']/*[local-name()='Key']"


static int
fuzz_fail(pt_store *s, const pt_http_resp *rs)
{
    pt_store_s3  *s3 = (pt_store_s3 *) s;

    s3->prefix = "";

    return pt_s3_result(s3, PT_OK, rs, "GET", "1/img_01");
}


/* stopped early, a page read whole is read (a truncated page without a
 * token is refused only when read whole) */
static const fuzz_xml_target  fuzz_s3 = {
    fuzz_page, FUZZ_STOP_OK, FUZZ_NAMES, sizeof(pt_store_s3), fuzz_fail
};


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_xml_listing(&fuzz_s3, data, size);
}
