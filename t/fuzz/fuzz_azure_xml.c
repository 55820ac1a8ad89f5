/*
 * libFuzzer target for what the Azure Blob driver reads of the
 * service's answers (shared/store/store_azure_list.c, store_azure.c):
 * the input is an answer's body, as a hostile or broken service could
 * send it.  As a 200 to List Blobs it goes through pt_azure_list_page
 * three times (fuzz_store.h: without a prefix, with one, with a callback
 * that stops); as an error answer (400, 403, 404, 409 or 503, by the
 * input's length, without x-ms-error-code) through pt_azure_status,
 * which reads its Code and Message.  Besides the sanitizers' checks: the
 * listing's keys are store keys and whole Names of the answer (found
 * again with XPath), the prefix is taken off, the three reads agree and
 * so do their next markers (none once stopped); an error is mapped to a
 * failure, with an error text that holds no control character.  Build
 * and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "store/store_azure_int.h"
#include "fuzz_xml.h"


static void
fuzz_page(const void *page, const char *prefix, fuzz_read *r)
{
    int       rc;
    pt_azure  az;

    memset(&az, 0, sizeof(az));
    az.prefix = (char *) prefix;

    rc = pt_azure_list_page(&az, page, fuzz_list_cb, &r->keys, &r->next);

    if (rc < -1 || rc > 1 || (rc != 1 && r->keys.stopped)
        || (rc == 1 && !r->keys.stopped) || (rc != 0 && r->next != NULL)
        || (r->next != NULL && r->next[0] == '\0'))
    {
        abort();
    }

    if (rc == -1) {
        fuzz_error_text(az.store.error, sizeof(az.store.error));
    }

    r->rc = rc;
}


/* the object names of the answer, found with XPath: every Name of every
 * Blob (the driver reads the first Blobs, the first Name of each) */
#define FUZZ_NAMES \
        "/*[local-name()='EnumerationResults']" \
        "/*[local-name()='Blobs']/*[local-name()='Blob']" \
        "/*[local-name()='Name']"


static int
fuzz_fail(pt_store *s, const pt_http_resp *rs)
{
    pt_azure  *az = (pt_azure *) s;

    az->prefix = "";

    return pt_azure_status(az, rs, "1/img_01");
}


/* stopped early, a page fails only as it does read whole */
static const fuzz_xml_target  fuzz_azure = {
    fuzz_page, FUZZ_STOP_SAME, FUZZ_NAMES, sizeof(pt_azure), fuzz_fail
};


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_xml_listing(&fuzz_azure, data, size);
}
