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


static int
fuzz_page(const pt_http_resp *rs, const char *prefix, fuzz_list *l,
    char **marker)
{
    int       rc;
    pt_azure  az;

    memset(&az, 0, sizeof(az));
    az.prefix = (char *) prefix;

    rc = pt_azure_list_page(&az, rs, fuzz_list_cb, l, marker);

    if (rc < -1 || rc > 1 || (rc != 1 && l->stopped)
        || (rc == 1 && !l->stopped) || (rc != 0 && *marker != NULL)
        || (*marker != NULL && (*marker)[0] == '\0'))
    {
        abort();
    }

    if (rc == -1) {
        fuzz_error_text(az.store.error, sizeof(az.store.error));
    }

    return rc;
}


/* the object names of the answer, found with XPath: every Name of every
 * Blob (the driver reads the first Blobs, the first Name of each) */
#define FUZZ_NAMES \
        "/*[local-name()='EnumerationResults']" \
        "/*[local-name()='Blobs']/*[local-name()='Blob']" \
        "/*[local-name()='Name']"


static void
fuzz_list_pages(const pt_http_resp *rs)
{
    int         rc_all, rc_pre, rc_first;
    char       *m_all, *m_pre, *m_first;
    fuzz_list   all, pre, first, names;

    memset(&names, 0, sizeof(names));
    memset(&all, 0, sizeof(all));
    memset(&pre, 0, sizeof(pre));
    memset(&first, 0, sizeof(first));
    first.stop_at = 1;

    rc_all = fuzz_page(rs, "", &all, &m_all);
    rc_pre = fuzz_page(rs, FUZZ_PREFIX, &pre, &m_pre);
    rc_first = fuzz_page(rs, FUZZ_PREFIX, &first, &m_first);

    /* the prefix picks keys; it changes nothing else of the page */
    if (rc_all != rc_pre || (rc_pre == -1) != (rc_first == -1)
        || (m_all == NULL) != (m_pre == NULL)
        || (m_all != NULL && strcmp(m_all, m_pre) != 0))
    {
        abort();
    }

    fuzz_list_compare(&all, &pre, &first);

    fuzz_xml_names(rs, FUZZ_NAMES, &names);
    fuzz_list_within(&all, &names);

    free(m_all);
    free(m_pre);
    free(m_first);
    fuzz_list_free(&all);
    fuzz_list_free(&pre);
    fuzz_list_free(&first);
    fuzz_list_free(&names);
}


static void
fuzz_error(pt_http_resp *rs)
{
    int                rc;
    pt_azure           az;
    static const long  status[] = { 400, 403, 404, 409, 503 };

    memset(&az, 0, sizeof(az));
    az.prefix = "";

    rs->status = status[rs->body_len % 5];

    rc = pt_azure_status(&az, rs, "1/img_01");
    fuzz_failure(rc);
    fuzz_error_text(az.store.error, sizeof(az.store.error));
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
