/*
 * Check suite for the multipart/form-data parser (shared/media/multipart.c,
 * multipart_header.c).  Bodies are written to files in a mkdtemp()
 * directory and parsed by descriptor, as the module does with nginx's
 * request body temp files.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/multipart.h"


#define B      "BOUNDARY"
#define CRLF   "\r\n"
#define DISP   "Content-Disposition: form-data; name="


static char     tdir[256];
static int      fd = -1;
static pt_part  parts[PT_MULTIPART_MAX_PARTS + 4];
static size_t   np;
static char     err[256];


static void
setup(void)
{
    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_mp_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
}


static void
teardown(void)
{
    char  cmd[300];

    if (fd != -1) {
        close(fd);
        fd = -1;
    }

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* a new body file holding len bytes of body after skip bytes of junk */
static void
body_at(const void *body, size_t len, size_t skip)
{
    char  path[300];

    if (fd != -1) {
        close(fd);
    }

    pt_snprintf(path, sizeof(path), "%s/body_XXXXXX", tdir);
    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    unlink(path);

    while (skip--) {
        ck_assert_int_eq(write(fd, "J", 1), 1);
    }

    ck_assert_int_eq(write(fd, body, len), (ssize_t) len);
}


static int
parse_n(const void *body, size_t len, size_t max)
{
    body_at(body, len, 0);
    err[0] = '\0';

    return pt_multipart_parse(fd, 0, len, B, parts, max, &np, err,
                              sizeof(err));
}


static int
parse(const char *body)
{
    return parse_n(body, strlen(body), PT_MULTIPART_MAX_PARTS);
}


static void
assert_content(const pt_part *p, const void *want, size_t len)
{
    char  *buf;

    ck_assert_int_eq(p->length, (off_t) len);
    buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(pread(fd, buf, len, p->offset), (ssize_t) len);
    ck_assert_msg(memcmp(buf, want, len) == 0, "content differs");
    free(buf);
}


static void
assert_fails(const char *body, const char *why)
{
    ck_assert_int_eq(parse(body), PT_ERROR);
    ck_assert_msg(strstr(err, why) != NULL, "error \"%s\", want \"%s\"",
                  err, why);
}


START_TEST(normal_form)
{
    char           v[64];
    const pt_part  *p;
    static const char  body[] =
        "--" B CRLF
        DISP "\"name\"" CRLF
        CRLF
        "hello" CRLF
        "--" B CRLF
        DISP "\"file\"; filename=\"cat.jpg\"" CRLF
        "Content-Type: image/jpeg" CRLF
        CRLF
        "\xff\xd8\xff\x00\x01 binary" CRLF
        "--" B CRLF
        DISP "\"folder\"" CRLF
        CRLF
        "a/b" CRLF
        "--" B "--" CRLF;

    ck_assert_int_eq(parse_n(body, sizeof(body) - 1, 16), PT_OK);
    ck_assert_uint_eq(np, 3);

    ck_assert_str_eq(parts[0].name, "name");
    ck_assert_str_eq(parts[0].filename, "");
    ck_assert_str_eq(parts[0].content_type, "");
    assert_content(&parts[0], "hello", 5);

    ck_assert_str_eq(parts[1].name, "file");
    ck_assert_str_eq(parts[1].filename, "cat.jpg");
    ck_assert_str_eq(parts[1].content_type, "image/jpeg");
    assert_content(&parts[1], "\xff\xd8\xff\x00\x01 binary", 12);

    p = pt_multipart_find(parts, np, "folder");
    ck_assert_ptr_eq(p, &parts[2]);
    ck_assert_ptr_null(pt_multipart_find(parts, np, "nope"));

    ck_assert_int_eq(pt_multipart_value(fd, p, v, sizeof(v)), PT_OK);
    ck_assert_str_eq(v, "a/b");
    ck_assert_int_eq(pt_multipart_value(fd, p, v, 4), PT_OK);
    ck_assert_int_eq(pt_multipart_value(fd, p, v, 3), PT_ERROR);
    /* a NUL inside would cut the value short */
    ck_assert_int_eq(pt_multipart_value(fd, &parts[1], v, sizeof(v)),
                     PT_ERROR);
}
END_TEST


START_TEST(body_at_offset)
{
    static const char  body[] =
        "--" B CRLF DISP "x" CRLF CRLF "v" CRLF "--" B "--";

    body_at(body, sizeof(body) - 1, 100);
    ck_assert_int_eq(pt_multipart_parse(fd, 100, sizeof(body) - 1, B, parts,
                                        16, &np, err, sizeof(err)), PT_OK);
    ck_assert_uint_eq(np, 1);
    ck_assert_int_ge(parts[0].offset, 100);
    assert_content(&parts[0], "v", 1);

    /* the size bounds the body: the close delimiter cut off */
    ck_assert_int_eq(pt_multipart_parse(fd, 100, sizeof(body) - 3, B, parts,
                                        16, &np, err, sizeof(err)),
                     PT_ERROR);
}
END_TEST


START_TEST(crlf_and_lookalikes_in_content)
{
    static const char  content[] =
        "line1\r\nline2\r\n\r\n\r\n"
        "x--" B " not after CRLF\r\n"
        "\r\n--BOUNDAR\r\n"
        "\n--" B "\r\n"
        "\r--" B "\r\n"
        "-- " B "\r\n-" B;

    char  body[1024];

    /* content that starts with "--BOUNDARY" too: the CRLF before it
     * ends the headers, it is not the delimiter's */
    pt_snprintf(body, sizeof(body),
                "--" B CRLF DISP "a" CRLF CRLF "%s" CRLF
                "--" B CRLF DISP "b" CRLF CRLF "%s" CRLF
                "--" B "--",
                content, "--" B "x");

    ck_assert_msg(parse(body) == PT_OK, "%s", err);
    ck_assert_uint_eq(np, 2);
    assert_content(&parts[0], content, sizeof(content) - 1);
    assert_content(&parts[1], "--" B "x", sizeof(B) + 2);
}
END_TEST


START_TEST(delimiter_inside_content_refused)
{
    /* RFC 2046: the delimiter must not occur in content; "\r\n--BOUNDARY"
     * followed by anything but padding, CRLF or "--" is malformed */
    assert_fails("--" B CRLF DISP "a" CRLF CRLF "x\r\n--" B "X more" CRLF
                 "--" B "--", "malformed boundary line");
}
END_TEST


/* content of len bytes with a partial delimiter near its end, so that
 * fragments of the delimiter fall on either side of a window border */
static void
check_border(size_t len)
{
    char    *body, *content;
    size_t   head, blen;

    static const char  h[] = "--" B CRLF DISP "file" CRLF CRLF;
    static const char  t[] = CRLF "--" B CRLF DISP "tail" CRLF CRLF "ok"
                             CRLF "--" B "--" CRLF;

    head = sizeof(h) - 1;
    blen = head + len + sizeof(t) - 1;
    body = malloc(blen);
    ck_assert_ptr_nonnull(body);

    content = body + head;
    memcpy(body, h, head);
    memset(content, 'a', len);

    if (len > 60) {
        memcpy(content + len - 40, "\r\n--BOUNDAR", 11);
        memcpy(content + len - 20, "\r\n--BOUND", 9);
    }

    memcpy(content + len, t, sizeof(t) - 1);

    ck_assert_int_eq(parse_n(body, blen, 16), PT_OK);
    ck_assert_msg(np == 2, "len %zu: %zu parts", len, np);
    ck_assert_msg(parts[0].length == (off_t) len, "len %zu: got %lld", len,
                  (long long) parts[0].length);
    assert_content(&parts[0], content, len);
    assert_content(&parts[1], "ok", 2);

    free(body);
}


START_TEST(chunk_borders)
{
    size_t  len;

    /* the delimiter straddles offset 65536 of the body and of the
     * content, in every position, around the first and second window */
    for (len = 65536 - 120; len <= 65536 + 90; len++) {
        check_border(len);
    }

    for (len = 2 * 65536 - 200; len <= 2 * 65536 + 10; len++) {
        check_border(len);
    }

    check_border(0);
    check_border(1);
}
END_TEST


START_TEST(quoted_and_case)
{
    static const char  body[] =
        "preamble, ignored" CRLF
        "--" B CRLF
        "content-DISPOSITION:  Form-Data ; NAME=file;"
        " FileName=\"my \\\"best\\\" c\\\\at.jpg\";"
        " filename*=UTF-8''ignored.jpg" CRLF
        "CONTENT-TYPE:   image/png  " CRLF
        "X-Other: whatever" CRLF
        CRLF
        "png" CRLF
        "--" B "  \t" CRLF
        "Content-Disposition: form-data; name=\"a;b=c\"" CRLF
        CRLF
        "v" CRLF
        "--" B "--" CRLF
        "epilogue " CRLF "--" B CRLF "ignored";

    ck_assert_int_eq(parse(body), PT_OK);
    ck_assert_uint_eq(np, 2);
    ck_assert_str_eq(parts[0].name, "file");
    ck_assert_str_eq(parts[0].filename, "my \"best\" c\\at.jpg");
    ck_assert_str_eq(parts[0].content_type, "image/png");
    assert_content(&parts[0], "png", 3);
    ck_assert_str_eq(parts[1].name, "a;b=c");
    assert_content(&parts[1], "v", 1);
}
END_TEST


START_TEST(truncated)
{
    assert_fails("--" B CRLF DISP "a" CRLF CRLF "data", "truncated");
    assert_fails("--" B CRLF DISP "a" CRLF CRLF "data" CRLF "--" B,
                 "truncated");
    assert_fails("--" B CRLF DISP "a" CRLF CRLF "data" CRLF "--" B "-",
                 "truncated");
    assert_fails("--" B CRLF DISP "a" CRLF CRLF "data" CRLF "--" B CRLF,
                 "truncated");
    assert_fails("--" B CRLF DISP "a" CRLF, "truncated");
    assert_fails("--" B, "truncated");
    assert_fails("no boundary at all", "no multipart boundary");
    assert_fails("", "no multipart boundary");
}
END_TEST


START_TEST(too_many_parts)
{
    int     i;
    char    body[4096];
    size_t  len;

    len = 0;

    for (i = 0; i < PT_MULTIPART_MAX_PARTS + 1; i++) {
        len += snprintf(body + len, sizeof(body) - len,
                        "--" B CRLF DISP "f%d" CRLF CRLF "%d" CRLF, i, i);
    }

    len += snprintf(body + len, sizeof(body) - len, "--" B "--" CRLF);

    ck_assert_int_eq(parse_n(body, len, PT_MULTIPART_MAX_PARTS), PT_ERROR);
    ck_assert_msg(strstr(err, "too many parts") != NULL, "%s", err);
    ck_assert_int_eq(parse_n(body, len, PT_MULTIPART_MAX_PARTS + 1), PT_OK);
    ck_assert_uint_eq(np, PT_MULTIPART_MAX_PARTS + 1);
    ck_assert_str_eq(parts[PT_MULTIPART_MAX_PARTS].name, "f16");
    ck_assert_int_eq(parse_n(body, len, 0), PT_ERROR);
}
END_TEST


/* a part whose header block (lines with their CRLFs, without the empty
 * line) is exactly size bytes */
static int
parse_headers_of(size_t size)
{
    int     rc;
    char   *body;
    size_t  len, pad;

    static const char  line1[] = DISP "\"f\"" CRLF;
    static const char  pre[] = "X-Pad: ";

    pad = size - (sizeof(line1) - 1) - (sizeof(pre) - 1) - 2;
    body = malloc(size + 256);
    ck_assert_ptr_nonnull(body);

    pt_snprintf(body, 256, "--" B CRLF "%s%s", line1, pre);
    len = strlen(body);
    memset(body + len, 'p', pad);
    len += pad;
    len += strlen(strcpy(body + len, CRLF CRLF "v" CRLF "--" B "--"));

    rc = parse_n(body, len, 16);
    free(body);

    return rc;
}


START_TEST(header_limits)
{
    ck_assert_int_eq(parse_headers_of(PT_MULTIPART_MAX_HEADERS), PT_OK);
    assert_content(&parts[0], "v", 1);
    ck_assert_int_eq(parse_headers_of(PT_MULTIPART_MAX_HEADERS + 1),
                     PT_ERROR);
    ck_assert_msg(strstr(err, "too long") != NULL, "%s", err);

    assert_fails("--" B CRLF "Content-Type: text/plain" CRLF CRLF "x" CRLF
                 "--" B "--", "without Content-Disposition");
    assert_fails("--" B CRLF "Content-Disposition: attachment; name=a" CRLF
                 CRLF "x" CRLF "--" B "--", "not form-data");
    assert_fails("--" B CRLF "Content-Disposition: form-data" CRLF
                 CRLF "x" CRLF "--" B "--", "without a field name");
    assert_fails("--" B CRLF DISP "a; name=b" CRLF CRLF "x" CRLF
                 "--" B "--", "duplicate");
    assert_fails("--" B CRLF DISP "\"unterminated" CRLF CRLF "x" CRLF
                 "--" B "--", "malformed");
    assert_fails("--" B CRLF "no colon here" CRLF CRLF "x" CRLF
                 "--" B "--", "malformed part header");
    assert_fails("--" B CRLF DISP "\"0123456789012345678901234567890123"
                 "456789012345678901234567890123456789\"" CRLF CRLF "x"
                 CRLF "--" B "--", "too long");
}
END_TEST


START_TEST(empty_file_part)
{
    ck_assert_int_eq(parse("--" B CRLF
                           DISP "\"file\"; filename=\"empty.png\"" CRLF
                           "Content-Type: image/png" CRLF CRLF
                           CRLF "--" B "--" CRLF), PT_OK);
    ck_assert_uint_eq(np, 1);
    ck_assert_str_eq(parts[0].filename, "empty.png");
    ck_assert_int_eq(parts[0].length, 0);
}
END_TEST


START_TEST(lf_only_refused)
{
    assert_fails("--" B "\n" DISP "a\n\nv\n--" B "--\n", "CRLF");
    assert_fails("--" B CRLF DISP "a\n\nv" CRLF "--" B "--" CRLF, "CRLF");
}
END_TEST


START_TEST(large_file_bounded_memory)
{
    char           *chunk, path[300];
    size_t          i, n;
    struct rusage   before, after;

    static const char  h[] = "--" B CRLF DISP "\"file\"; filename=\"big\""
                             CRLF CRLF;
    static const char  t[] = CRLF "--" B "--" CRLF;

    n = 20 * 1024 * 1024;

    pt_snprintf(path, sizeof(path), "%s/big_XXXXXX", tdir);
    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);

    chunk = malloc(65536);
    ck_assert_ptr_nonnull(chunk);

    for (i = 0; i < 65536; i++) {
        chunk[i] = (i % 77 == 0) ? '\r' : (i % 77 == 1) ? '\n' : '-';
    }

    ck_assert_int_eq(write(fd, h, sizeof(h) - 1), (ssize_t) sizeof(h) - 1);

    for (i = 0; i < n; i += 65536) {
        ck_assert_int_eq(write(fd, chunk, 65536), 65536);
    }

    ck_assert_int_eq(write(fd, t, sizeof(t) - 1), (ssize_t) sizeof(t) - 1);
    free(chunk);

    ck_assert_int_eq(getrusage(RUSAGE_SELF, &before), 0);
    ck_assert_int_eq(pt_multipart_parse(fd, 0, lseek(fd, 0, SEEK_END), B,
                                        parts, 16, &np, err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(getrusage(RUSAGE_SELF, &after), 0);

    ck_assert_uint_eq(np, 1);
    ck_assert_int_eq(parts[0].offset, (off_t) sizeof(h) - 1);
    ck_assert_int_eq(parts[0].length, (off_t) n);

    /* a parser that loaded the body would grow by 20 MB */
    ck_assert_msg(after.ru_maxrss - before.ru_maxrss < 4096,
                  "max RSS grew by %ld KB", after.ru_maxrss
                  - before.ru_maxrss);
}
END_TEST


START_TEST(boundary_header)
{
    char  b[128];

    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary=----WebKitFormBoundary7MA4YWxk", b,
                     sizeof(b)), PT_OK);
    ck_assert_str_eq(b, "----WebKitFormBoundary7MA4YWxk");

    ck_assert_int_eq(pt_multipart_boundary("  Multipart/Form-Data;charset="
                     "utf-8;  BOUNDARY=\"a b:c'()+_,-./=?\"", b, sizeof(b)),
                     PT_OK);
    ck_assert_str_eq(b, "a b:c'()+_,-./=?");

    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data ;boundary"
                     " = x", b, sizeof(b)), PT_OK);
    ck_assert_str_eq(b, "x");

    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; boundary="
                     "0123456789012345678901234567890123456789012345678901"
                     "234567890123456789", b, sizeof(b)), PT_OK);
    ck_assert_uint_eq(strlen(b), 70);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; boundary="
                     "0123456789012345678901234567890123456789012345678901"
                     "2345678901234567890", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; boundary=x",
                     b, 1), PT_ERROR);

    ck_assert_int_eq(pt_multipart_boundary("multipart/mixed; boundary=x", b,
                     sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-datax; "
                     "boundary=x", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data", b,
                     sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary=\"\"", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary=\"ends in space \"", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary=\"a\r\nb\"", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary=a; boundary=b", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("multipart/form-data; "
                     "boundary", b, sizeof(b)), PT_ERROR);
    ck_assert_int_eq(pt_multipart_boundary("text/plain", b, sizeof(b)),
                     PT_ERROR);

    ck_assert_int_eq(pt_multipart_parse(0, 0, 10, "", parts, 16, &np, err,
                                        sizeof(err)), PT_ERROR);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("multipart");

    tc = tcase_create("parse");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, normal_form);
    tcase_add_test(tc, body_at_offset);
    tcase_add_test(tc, crlf_and_lookalikes_in_content);
    tcase_add_test(tc, delimiter_inside_content_refused);
    tcase_add_test(tc, chunk_borders);
    tcase_add_test(tc, quoted_and_case);
    tcase_add_test(tc, truncated);
    tcase_add_test(tc, too_many_parts);
    tcase_add_test(tc, header_limits);
    tcase_add_test(tc, empty_file_part);
    tcase_add_test(tc, lf_only_refused);
    tcase_add_test(tc, large_file_bounded_memory);
    tcase_add_test(tc, boundary_header);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
