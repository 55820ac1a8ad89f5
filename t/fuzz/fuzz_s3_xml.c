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


static int
fuzz_page(const pt_http_resp *rs, const char *prefix, fuzz_list *l,
    pt_s3_page *pg)
{
    int          rc;
    pt_store_s3  s3;

    memset(&s3, 0, sizeof(s3));
    s3.prefix = (char *) prefix;

    memset(pg, 0, sizeof(*pg));
    pg->s3 = &s3;
    pg->cb = fuzz_list_cb;
    pg->arg = l;

    rc = pt_s3_page_parse(pg, rs);
    pg->s3 = NULL;

    if (rc == PT_STORE_OK) {
        if (memchr(pg->token, '\0', sizeof(pg->token)) == NULL
            || (pg->truncated && !pg->stopped && pg->token[0] == '\0'))
        {
            abort();
        }

    } else {
        fuzz_failure(rc);
        fuzz_error_text(s3.store.error, sizeof(s3.store.error));
    }

    return rc;
}


/* the object names of the answer, found with XPath: every Key of every
 * Contents (the driver takes one of each) */
#define FUZZ_NAMES \
        "/*[local-name()='ListBucketResult']" \
        "/*[local-name()='Contents']/*[local-name()='Key']"


static void
fuzz_list_pages(const pt_http_resp *rs)
{
    int         rc_all, rc_pre, rc_first;
    fuzz_list   all, pre, first, names;
    pt_s3_page  pg_all, pg_pre, pg_first;

    memset(&names, 0, sizeof(names));
    memset(&all, 0, sizeof(all));
    memset(&pre, 0, sizeof(pre));
    memset(&first, 0, sizeof(first));
    first.stop_at = 1;

    rc_all = fuzz_page(rs, "", &all, &pg_all);
    rc_pre = fuzz_page(rs, FUZZ_PREFIX, &pre, &pg_pre);
    rc_first = fuzz_page(rs, FUZZ_PREFIX, &first, &pg_first);

    /* the prefix picks keys; it changes nothing else of the page */
    if (rc_all != rc_pre
        || (rc_pre == PT_STORE_OK && rc_first != PT_STORE_OK)
        || pg_all.truncated != pg_pre.truncated
        || strcmp(pg_all.token, pg_pre.token) != 0)
    {
        abort();
    }

    fuzz_list_compare(&all, &pre, &first);

    fuzz_xml_names(rs, FUZZ_NAMES, &names);
    fuzz_list_within(&all, &names);

    fuzz_list_free(&names);
    fuzz_list_free(&all);
    fuzz_list_free(&pre);
    fuzz_list_free(&first);
}


static void
fuzz_error(pt_http_resp *rs)
{
    int                rc;
    pt_store_s3        s3;
    static const long  status[] = { 400, 403, 404, 409, 503 };

    memset(&s3, 0, sizeof(s3));
    s3.prefix = "";

    rs->status = status[rs->body_len % 5];

    rc = pt_s3_result(&s3, PT_OK, rs, "GET", "1/img_01");
    fuzz_failure(rc);
    fuzz_error_text(s3.store.error, sizeof(s3.store.error));
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pt_http_resp  rs;

    fuzz_answer(&rs, data, size);

    fuzz_list_pages(&rs);
    fuzz_error(&rs);

    pt_http_resp_free(&rs);

    return 0;
}
