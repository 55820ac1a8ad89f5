/*
 * The Azure driver's uploads.  An object up to net.part_size goes up in
 * one Put Blob; a larger file goes up as blocks, each read from its range
 * of the file (never the whole file in memory), then one Put Block List
 * commits them.  Until that commit nothing is visible, and Azure discards
 * uncommitted blocks by itself, so a failed upload leaves nothing behind
 * and readers see the old object or the whole new one.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <openssl/rand.h>

#include "core/crypto.h"
#include "store/store_azure_int.h"


#define PT_AZURE_PART       (8 * 1024 * 1024)
#define PT_AZURE_MAX_BLOCKS 50000          /* Azure's limit per blob */
/* "pt-{16 hex}-{6 digits}": every id of a blob has the same length */
#define PT_AZURE_ID_RAW     26
#define PT_AZURE_ID_B64     (4 * ((PT_AZURE_ID_RAW + 2) / 3) + 1)


static void
pt_azure_type_header(const char *content_type, char *buf, size_t size)
{
    pt_snprintf(buf, size, "x-ms-blob-content-type: %s",
                content_type && *content_type ? content_type
                                              : "application/octet-stream");
}


/* Put Blob: the body from memory (data) or from fd's first len bytes */
static int
pt_azure_put_blob(pt_azure *az, const char *key, const void *data, int fd,
    size_t len, const char *content_type)
{
    int                 rc;
    char                ctype[192];
    pt_azure_op         op;
    pt_http_resp        rs;
    struct curl_slist   h[2];

    pt_azure_type_header(content_type, ctype, sizeof(ctype));
    h[0].data = "x-ms-blob-type: BlockBlob";
    h[0].next = &h[1];
    h[1].data = ctype;
    h[1].next = NULL;

    pt_azure_op_init(&op, "PUT", key);
    op.extra = h;
    op.body = fd < 0 ? (data ? data : "") : NULL;
    op.body_fd = fd;
    op.body_len = len;

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 201) {
        rc = pt_azure_status(az, &rs, key);
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_azure_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    return pt_azure_put_blob((pt_azure *) s, key, data, -1, len,
                             content_type);
}


/* the base64 id of block i of this upload */
static void
pt_azure_block_id(const char *nonce, size_t i, char *b64)
{
    char  raw[PT_AZURE_ID_RAW + 1];

    pt_snprintf(raw, sizeof(raw), "pt-%.16s-%06zu", nonce, i);
    pt_azure_base64_encode((unsigned char *) raw, PT_AZURE_ID_RAW, b64);
}


/* Put Block of [off, off + len) of fd */
static int
pt_azure_put_block(pt_azure *az, const char *key, const char *id, int fd,
    off_t off, size_t len)
{
    int           rc;
    char          query[128], esc[3 * PT_AZURE_ID_B64];
    pt_azure_op   op;
    pt_http_resp  rs;

    if (pt_http_escape(id, 0, esc, sizeof(esc)) != PT_OK) {
        pt_azure_fail(az, "azure: block id too long");
        return PT_STORE_ERROR;
    }

    pt_snprintf(query, sizeof(query), "comp=block&blockid=%s", esc);

    pt_azure_op_init(&op, "PUT", key);
    op.query = query;
    op.body_fd = fd;
    op.body_off = off;
    op.body_len = len;

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 201) {
        rc = pt_azure_status(az, &rs, key);
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* Put Block List: blocks 0..n-1 of this upload become the blob */
static int
pt_azure_put_list(pt_azure *az, const char *key, const char *nonce,
    size_t n, const char *content_type)
{
    int                 rc;
    char               *xml, *p, id[PT_AZURE_ID_B64], ctype[192];
    size_t              i, size;
    pt_azure_op         op;
    pt_http_resp        rs;
    struct curl_slist   h;
    static const char   head[] =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><BlockList>";

    size = sizeof(head) + n * (PT_AZURE_ID_B64 + 20) + 16;
    xml = malloc(size);
    if (xml == NULL) {
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    p = pt_cpystr(xml, xml + size, head);
    for (i = 0; i < n; i++) {
        pt_azure_block_id(nonce, i, id);
        p = pt_cpystr(p, xml + size, "<Latest>");
        p = pt_cpystr(p, xml + size, id);
        p = pt_cpystr(p, xml + size, "</Latest>");
    }
    p = pt_cpystr(p, xml + size, "</BlockList>");

    pt_azure_type_header(content_type, ctype, sizeof(ctype));
    h.data = ctype;
    h.next = NULL;

    pt_azure_op_init(&op, "PUT", key);
    op.query = "comp=blocklist";
    op.extra = &h;
    op.body = xml;
    op.body_len = p - xml;

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 201) {
        rc = pt_azure_status(az, &rs, key);
    }

    pt_http_resp_free(&rs);
    free(xml);

    return rc;
}


/* 16 hex digits that no other upload of this key will use */
static void
pt_azure_nonce(char *out)
{
    unsigned char  r[8];

    if (RAND_bytes(r, sizeof(r)) != 1) {
        pt_snprintf(out, 17, "%08lx%08lx", (unsigned long) time(NULL),
                    (unsigned long) getpid() ^ (unsigned long) random());
        return;
    }

    pt_hex(r, sizeof(r), out);
}


static int
pt_azure_put_blocks(pt_azure *az, const char *key, int fd, off_t size,
    size_t part, const char *content_type)
{
    int     rc;
    char    nonce[17], id[PT_AZURE_ID_B64];
    off_t   off;
    size_t  i, n, len;

    n = (size + part - 1) / part;
    if (n > PT_AZURE_MAX_BLOCKS) {
        part = (size + PT_AZURE_MAX_BLOCKS - 1) / PT_AZURE_MAX_BLOCKS;
        n = (size + part - 1) / part;
    }

    pt_azure_nonce(nonce);

    for (i = 0, off = 0; i < n; i++, off += len) {
        len = size - off < (off_t) part ? (size_t) (size - off) : part;
        pt_azure_block_id(nonce, i, id);

        rc = pt_azure_put_block(az, key, id, fd, off, len);
        if (rc != PT_STORE_OK) {
            return rc;
        }
    }

    return pt_azure_put_list(az, key, nonce, n, content_type);
}


int
pt_azure_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    int          fd, rc;
    size_t       part;
    struct stat  st;
    pt_azure    *az = (pt_azure *) s;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        pt_azure_fail(az, "azure: open(\"%s\"): %s", path, strerror(errno));
        return PT_STORE_ERROR;
    }

    if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode)) {
        pt_azure_fail(az, "azure: \"%s\" is not a regular file", path);
        close(fd);
        return PT_STORE_ERROR;
    }

    part = az->net.part_size > 0 ? az->net.part_size : PT_AZURE_PART;

    if ((unsigned long long) st.st_size <= part) {
        rc = pt_azure_put_blob(az, key, NULL, fd, st.st_size, content_type);

    } else {
        rc = pt_azure_put_blocks(az, key, fd, st.st_size, part,
                                 content_type);
    }

    close(fd);

    /* "move": the file is ours now, and a local copy is no longer needed */
    if (rc == PT_STORE_OK && move) {
        (void) unlink(path);
    }

    return rc;
}
