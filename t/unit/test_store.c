/*
 * Check suite for the local store driver (shared/store/store_local.c,
 * store_local_read.c): round trips, ranges, listing order, moves and
 * copies, atomicity (nothing left in root/.tmp), key validation; and the
 * factory that hands hosts their stores and scratch directory
 * (shared/records/storage.c).  Every test works in its own mkdtemp() root.
 */

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#include "core/pt.h"
#include "records/storage.h"
#include "store/store.h"


static char       tdir[256];
static char       tmpd[320];     /* root/.tmp */
static pt_store  *st;


static void
setup(void)
{
    char  root[300];

    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_store_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
    pt_snprintf(root, sizeof(root), "%s/root", tdir);
    ck_assert_int_eq(mkdir(root, 0755), 0);

    st = pt_store_local_new(root);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pt_store_local_tmpdir(root, tmpd, sizeof(tmpd)), PT_OK);
}


static void
teardown(void)
{
    char  cmd[300];

    st->ops->free(st);
    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* entries in root/.tmp: every put must leave none behind */
static int
tmp_count(void)
{
    int             n;
    DIR            *d;
    struct dirent  *de;

    d = opendir(tmpd);
    if (d == NULL) {
        return 0;
    }

    n = 0;

    while ((de = readdir(d)) != NULL) {
        n += strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0;
    }

    closedir(d);

    return n;
}


static void
put_str(const char *key, const char *s)
{
    ck_assert_int_eq(st->ops->put(st, key, s, strlen(s), NULL),
                     PT_STORE_OK);
}


static void
assert_obj(const char *key, const char *want)
{
    size_t          len;
    unsigned char  *data;

    ck_assert_int_eq(st->ops->get(st, key, &data, &len), PT_STORE_OK);
    ck_assert_uint_eq(len, strlen(want));
    ck_assert_int_eq(memcmp(data, want, len), 0);
    free(data);
}


static void
write_file(const char *path, const char *s)
{
    FILE  *f;

    f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(s, f) >= 0, 1);
    ck_assert_int_eq(fclose(f), 0);
}


static int
xattrs_work(void)
{
    char  path[300];

    pt_snprintf(path, sizeof(path), "%s/probe", tdir);
    write_file(path, "x");

    return setxattr(path, "user.probe", "1", 1, 0) == 0;
}


START_TEST(put_get_head)
{
    size_t          len;
    time_t          now;
    unsigned char  *data;
    pt_store_stat   sb;

    now = time(NULL);

    ck_assert_int_eq(st->ops->put(st, "p/img_1", "hello", 5, "image/png"),
                     PT_STORE_OK);
    assert_obj("p/img_1", "hello");

    ck_assert_int_eq(st->ops->head(st, "p/img_1", &sb), PT_STORE_OK);
    ck_assert_int_eq(sb.size, 5);
    ck_assert_int_ge(sb.mtime, now - 5);
    ck_assert_int_le(sb.mtime, now + 5);

    if (xattrs_work()) {
        ck_assert_str_eq(sb.content_type, "image/png");
    } else {
        ck_assert_str_eq(sb.content_type, "");
    }

    /* replaced whole, content type too */
    ck_assert_int_eq(st->ops->put(st, "p/img_1", "bye", 3, NULL),
                     PT_STORE_OK);
    assert_obj("p/img_1", "bye");
    ck_assert_int_eq(st->ops->head(st, "p/img_1", &sb), PT_STORE_OK);
    ck_assert_int_eq(sb.size, 3);
    ck_assert_str_eq(sb.content_type, "");

    /* empty objects and deep keys */
    ck_assert_int_eq(st->ops->put(st, "a/b/c/d", "", 0, NULL), PT_STORE_OK);
    ck_assert_int_eq(st->ops->get(st, "a/b/c/d", &data, &len), PT_STORE_OK);
    ck_assert_uint_eq(len, 0);
    free(data);

    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


START_TEST(get_range)
{
    size_t          got;
    unsigned char  *data;

    put_str("p/r", "0123456789");

    ck_assert_int_eq(st->ops->get_range(st, "p/r", 2, 3, &data, &got),
                     PT_STORE_OK);
    ck_assert_uint_eq(got, 3);
    ck_assert_int_eq(memcmp(data, "234", 3), 0);
    free(data);

    ck_assert_int_eq(st->ops->get_range(st, "p/r", 8, 10, &data, &got),
                     PT_STORE_OK);
    ck_assert_uint_eq(got, 2);
    ck_assert_int_eq(memcmp(data, "89", 2), 0);
    free(data);

    ck_assert_int_eq(st->ops->get_range(st, "p/r", 20, 5, &data, &got),
                     PT_STORE_OK);
    ck_assert_uint_eq(got, 0);
    free(data);

    ck_assert_int_eq(st->ops->get_range(st, "p/r", -1, 5, &data, &got),
                     PT_STORE_ERROR);
    ck_assert_int_eq(st->ops->get_range(st, "p/none", 0, 5, &data, &got),
                     PT_STORE_NOT_FOUND);
}
END_TEST


START_TEST(get_file)
{
    int          fd;
    char         out[300], buf[16];
    ssize_t      n;
    struct stat  sb;

    put_str("p/f", "file body");
    pt_snprintf(out, sizeof(out), "%s/out", tdir);
    write_file(out, "old and longer content");

    ck_assert_int_eq(st->ops->get_file(st, "p/f", out), PT_STORE_OK);
    fd = open(out, O_RDONLY);
    ck_assert_int_ge(fd, 0);
    n = read(fd, buf, sizeof(buf));
    close(fd);
    ck_assert_int_eq(n, 9);
    ck_assert_int_eq(memcmp(buf, "file body", 9), 0);

    /* a missing object creates nothing */
    pt_snprintf(out, sizeof(out), "%s/out2", tdir);
    ck_assert_int_eq(st->ops->get_file(st, "p/none", out),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(stat(out, &sb), -1);
}
END_TEST


START_TEST(not_found)
{
    size_t          len;
    unsigned char  *data;
    pt_store_stat   sb;

    put_str("p/x", "x");

    /* missing, a directory ("p" is a prefix), below a file */
    ck_assert_int_eq(st->ops->get(st, "p/y", &data, &len),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->get(st, "p", &data, &len),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->get(st, "p/x/z", &data, &len),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->head(st, "p/y", &sb), PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->head(st, "p", &sb), PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->head(st, "p/x/z", &sb), PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->head(st, "q/y", &sb), PT_STORE_NOT_FOUND);
    ck_assert_str_ne(st->error, "");
}
END_TEST


START_TEST(del)
{
    size_t          len;
    unsigned char  *data;

    put_str("p/x", "x");
    put_str("p/y", "y");

    ck_assert_int_eq(st->ops->del(st, "p/x"), PT_STORE_OK);
    ck_assert_int_eq(st->ops->get(st, "p/x", &data, &len),
                     PT_STORE_NOT_FOUND);

    /* missing objects, prefixes and paths below files are not errors */
    ck_assert_int_eq(st->ops->del(st, "p/x"), PT_STORE_OK);
    ck_assert_int_eq(st->ops->del(st, "nope/x"), PT_STORE_OK);
    ck_assert_int_eq(st->ops->del(st, "p/y/z"), PT_STORE_OK);
    ck_assert_int_eq(st->ops->del(st, "p"), PT_STORE_OK);
    assert_obj("p/y", "y");
}
END_TEST


typedef struct {
    char    keys[32][64];
    off_t   sizes[32];
    int     n;
    int     stop;
} list_acc;


static int
list_cb(void *arg, const char *key, const pt_store_stat *sb)
{
    list_acc  *acc = arg;

    ck_assert_int_lt(acc->n, 32);
    pt_snprintf(acc->keys[acc->n], sizeof(acc->keys[0]), "%s", key);
    acc->sizes[acc->n++] = sb->size;

    return acc->stop && acc->n == acc->stop;
}


static void
assert_list(const char *prefix, const char **want, int nwant, int stop)
{
    int       i;
    list_acc  acc;

    memset(&acc, 0, sizeof(acc));
    acc.stop = stop;

    ck_assert_int_eq(st->ops->list(st, prefix, list_cb, &acc), PT_STORE_OK);
    ck_assert_msg(acc.n == nwant, "list \"%s\": %d keys, want %d", prefix,
                  acc.n, nwant);

    for (i = 0; i < nwant; i++) {
        ck_assert_str_eq(acc.keys[i], want[i]);
        ck_assert_int_eq(acc.sizes[i], (off_t) strlen(want[i]));
    }
}


START_TEST(list_order)
{
    int          i;
    char         stray[300];
    const char  *put_order[] = { "b", "p/img_10", "a/b", "ab/x", "a-c",
                                 "p/img_02", "a/a/z", "p/other",
                                 "p/img_01", "a/a-" };
    const char  *all[] = { "a-c", "a/a-", "a/a/z", "a/b", "ab/x", "b",
                           "p/img_01", "p/img_02", "p/img_10", "p/other" };
    const char  *img0[] = { "p/img_01", "p/img_02" };
    const char  *a[] = { "a-c", "a/a-", "a/a/z", "a/b", "ab/x" };
    const char  *aa[] = { "a/a-", "a/a/z" };

    /* each object's content is its key, so sizes can be checked */
    for (i = 0; i < 10; i++) {
        put_str(put_order[i], put_order[i]);
    }

    /* hidden files and temp files are not objects */
    pt_snprintf(stray, sizeof(stray), "%s/stray", tmpd);
    write_file(stray, "x");
    pt_snprintf(stray, sizeof(stray), "%s/root/p/.hidden", tdir);
    write_file(stray, "x");

    assert_list("", all, 10, 0);
    assert_list(NULL, all, 10, 0);
    assert_list("p/img_0", img0, 2, 0);
    assert_list("p/", all + 6, 4, 0);
    assert_list("a", a, 5, 0);
    assert_list("a/a", aa, 2, 0);
    assert_list("a/a/", aa + 1, 1, 0);
    assert_list("zzz", NULL, 0, 0);
    assert_list("q/", NULL, 0, 0);
    assert_list("b/", NULL, 0, 0);
    assert_list("", all, 3, 3);
    assert_list("p/.h", NULL, 0, 0);

    ck_assert_int_eq(st->ops->list(st, "../", list_cb, NULL),
                     PT_STORE_ERROR);
    ck_assert_int_eq(st->ops->list(st, "/p", list_cb, NULL),
                     PT_STORE_ERROR);
    ck_assert_int_eq(st->ops->list(st, "a//", list_cb, NULL),
                     PT_STORE_ERROR);
}
END_TEST


/* list_page by position: pages of 4 from each next token, then "" */
START_TEST(list_pages)
{
    int             i, pages;
    char            token[PT_STORE_TOKEN_MAX];
    list_acc        acc;
    pt_store_page   pg;
    const char     *keys[] = { "q/1", "q/2", "q/3", "q/4", "q/5", "q/6",
                               "q/7", "q/8", "q/9" };

    for (i = 0; i < 9; i++) {
        put_str(keys[i], keys[i]);
    }

    memset(&acc, 0, sizeof(acc));
    token[0] = '\0';

    for (pages = 0; pages < 5; pages++) {
        memset(&pg, 0, sizeof(pg));
        pg.prefix = "q/";
        pg.token = token;
        pg.max = 4;
        ck_assert_int_eq(st->ops->list_page(st, &pg, list_cb, &acc),
                         PT_STORE_OK);
        pt_snprintf(token, sizeof(token), "%s", pg.next);
        if (token[0] == '\0') {
            break;
        }
    }

    ck_assert_int_eq(pages, 2);
    ck_assert_int_eq(acc.n, 9);

    for (i = 0; i < 9; i++) {
        ck_assert_str_eq(acc.keys[i], keys[i]);
    }

    /* a token of another store */
    memset(&pg, 0, sizeof(pg));
    pg.token = "AbC==";
    ck_assert_int_eq(st->ops->list_page(st, &pg, list_cb, &acc),
                     PT_STORE_ERROR);
}
END_TEST


START_TEST(put_file_copy_and_move)
{
    char         src[300], obj[300];
    struct stat  sb, ob;

    pt_snprintf(src, sizeof(src), "%s/upload", tdir);

    /* copy: the source stays */
    write_file(src, "copied");
    ck_assert_int_eq(st->ops->put_file(st, "p/c", src, "image/gif", 0),
                     PT_STORE_OK);
    assert_obj("p/c", "copied");
    ck_assert_int_eq(stat(src, &sb), 0);

    /* move on one filesystem: the same inode, renamed */
    write_file(src, "moved");
    ck_assert_int_eq(stat(src, &sb), 0);
    ck_assert_int_eq(st->ops->put_file(st, "p/m", src, NULL, 1),
                     PT_STORE_OK);
    assert_obj("p/m", "moved");
    ck_assert_int_eq(stat(src, &ob), -1);
    pt_snprintf(obj, sizeof(obj), "%s/root/p/m", tdir);
    ck_assert_int_eq(stat(obj, &ob), 0);
    ck_assert_uint_eq(ob.st_ino, sb.st_ino);

    ck_assert_int_eq(st->ops->put_file(st, "p/n", src, NULL, 0),
                     PT_STORE_ERROR);
    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


START_TEST(put_file_move_other_fs)
{
    char         src[64];
    struct stat  sb, rb;

    /* /dev/shm is tmpfs on most Linux systems: a copy, then unlink */
    if (stat("/dev/shm", &sb) == -1 || stat(tdir, &rb) == -1
        || sb.st_dev == rb.st_dev)
    {
        return;
    }

    pt_snprintf(src, sizeof(src), "/dev/shm/pt_store_%d", (int) getpid());
    write_file(src, "from another fs");

    ck_assert_int_eq(st->ops->put_file(st, "p/o", src, NULL, 1),
                     PT_STORE_OK);
    assert_obj("p/o", "from another fs");
    ck_assert_int_eq(stat(src, &sb), -1);
    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


START_TEST(failed_put_leaves_nothing)
{
    char         src[300];
    struct stat  sb;

    put_str("f", "a file");
    ck_assert_int_eq(tmp_count(), 0);

    /* "f" is a file, so "f/x" cannot be made */
    ck_assert_int_eq(st->ops->put(st, "f/x", "data", 4, NULL),
                     PT_STORE_ERROR);
    ck_assert_str_ne(st->error, "");
    ck_assert_int_eq(tmp_count(), 0);

    pt_snprintf(src, sizeof(src), "%s/upload", tdir);
    write_file(src, "data");

    ck_assert_int_eq(st->ops->put_file(st, "f/x", src, NULL, 0),
                     PT_STORE_ERROR);
    ck_assert_int_eq(tmp_count(), 0);

    /* a failed move keeps the caller's file */
    ck_assert_int_eq(st->ops->put_file(st, "f/x/y", src, NULL, 1),
                     PT_STORE_ERROR);
    ck_assert_int_eq(stat(src, &sb), 0);
    ck_assert_int_eq(tmp_count(), 0);

    assert_obj("f", "a file");
}
END_TEST


START_TEST(invalid_keys)
{
    int             i;
    char            src[300], out[300], big[1100];
    size_t          len;
    unsigned char  *data;
    struct stat     fb;
    pt_store_stat   sb;
    const char     *bad[] = { "../x", "/abs", "a//b", ".hidden/x", "a/./b",
                              "a/../b", "", ".", "..", "a/", "a/.tmp",
                              ".tmp/put-x", "a\nb", "a/b/." };

    pt_snprintf(src, sizeof(src), "%s/upload", tdir);
    write_file(src, "data");
    pt_snprintf(out, sizeof(out), "%s/out", tdir);

    for (i = 0; i < (int) (sizeof(bad) / sizeof(bad[0])); i++) {
        ck_assert_msg(!pt_store_key_valid(bad[i]), "valid: \"%s\"", bad[i]);
        ck_assert_int_eq(st->ops->put(st, bad[i], "x", 1, NULL),
                         PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->put_file(st, bad[i], src, NULL, 0),
                         PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->get(st, bad[i], &data, &len),
                         PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->get_range(st, bad[i], 0, 1, &data, &len),
                         PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->get_file(st, bad[i], out),
                         PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->head(st, bad[i], &sb), PT_STORE_ERROR);
        ck_assert_int_eq(st->ops->del(st, bad[i]), PT_STORE_ERROR);
    }

    ck_assert(!pt_store_key_valid(NULL));
    ck_assert(pt_store_key_valid("p/img_01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    ck_assert(pt_store_key_valid("a.b/c..d/e."));
    ck_assert(pt_store_key_valid("x"));

    memset(big, 'k', sizeof(big));
    big[1024] = '\0';
    ck_assert(pt_store_key_valid(big));
    big[1024] = 'k';
    big[1025] = '\0';
    ck_assert(!pt_store_key_valid(big));

    ck_assert_int_eq(stat(src, &fb), 0);
    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


#define RACE_SIZE  (256 * 1024)

/* writers replace one object with runs of a single byte value; readers
 * must never see two values in one object */
static void *
race_writer(void *arg)
{
    int             i;
    unsigned char  *buf;

    buf = malloc(RACE_SIZE);
    ck_assert_ptr_nonnull(buf);

    for (i = 0; i < 20; i++) {
        memset(buf, 'a' + (int) (intptr_t) arg, RACE_SIZE);
        ck_assert_int_eq(st->ops->put(st, "r/obj", buf, RACE_SIZE, NULL),
                         PT_STORE_OK);
    }

    free(buf);

    return NULL;
}


static void *
race_reader(void *arg)
{
    int             i;
    size_t          len, j;
    unsigned char  *data;

    (void) arg;

    for (i = 0; i < 40; i++) {
        ck_assert_int_eq(st->ops->get(st, "r/obj", &data, &len),
                         PT_STORE_OK);
        ck_assert_uint_eq(len, RACE_SIZE);

        /* one assertion per object: Check records every one */
        for (j = 1; j < len && data[j] == data[0]; j++) { /* void */ }
        ck_assert_msg(j == len, "torn object at %zu", j);

        free(data);
    }

    return NULL;
}


START_TEST(concurrent_puts_are_atomic)
{
    int        i;
    pthread_t  t[8];

    race_writer((void *) (intptr_t) 25);

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(pthread_create(&t[i], NULL,
                                        i < 4 ? race_writer : race_reader,
                                        (void *) (intptr_t) i), 0);
    }

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(pthread_join(t[i], NULL), 0);
    }

    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


/* copy keeps the source and its content type; a missing source is
 * NOT_FOUND and leaves nothing behind */
START_TEST(copy_object)
{
    pt_store_stat  sb;

    ck_assert_int_eq(st->ops->put(st, "p/img_1", "orig", 4, "image/png"),
                     PT_STORE_OK);
    ck_assert_int_eq(st->ops->copy(st, "p/img_1", "q/img_2"), PT_STORE_OK);
    assert_obj("p/img_1", "orig");
    assert_obj("q/img_2", "orig");
    ck_assert_int_eq(st->ops->head(st, "q/img_2", &sb), PT_STORE_OK);
    ck_assert_int_eq(sb.size, 4);
    ck_assert_str_eq(sb.etag, "");

    ck_assert_int_eq(st->ops->copy(st, "p/none", "q/img_3"),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->head(st, "q/img_3", &sb), PT_STORE_NOT_FOUND);
    ck_assert_int_eq(st->ops->copy(st, "p/img_1", "../x"), PT_STORE_ERROR);
    ck_assert_int_eq(tmp_count(), 0);
}
END_TEST


START_TEST(tmpdir_of_root)
{
    char  buf[32];

    ck_assert_int_eq(pt_store_local_tmpdir("/srv/p", buf, sizeof(buf)),
                     PT_OK);
    ck_assert_str_eq(buf, "/srv/p/.tmp");

    /* "/srv/p/" is the same root, "/" has no name of its own */
    ck_assert_int_eq(pt_store_local_tmpdir("/srv/p//", buf, sizeof(buf)),
                     PT_OK);
    ck_assert_str_eq(buf, "/srv/p/.tmp");
    ck_assert_int_eq(pt_store_local_tmpdir("/", buf, sizeof(buf)), PT_OK);
    ck_assert_str_eq(buf, "/.tmp");

    /* never a shorter path that would be another directory */
    ck_assert_int_eq(pt_store_local_tmpdir("/srv/p", buf, 11), PT_ERROR);
    ck_assert_int_eq(pt_store_local_tmpdir("/srv/p", buf, 12), PT_OK);
}
END_TEST


/* What the factory hands out for the managed configuration is the managed
 * store under the root, and the scratch directory is its staging
 * directory, made when missing.  Without a database there is no project
 * store at all: never the managed one by default. */
START_TEST(factory_stores)
{
    char          root[300], dir[320], path[400], err[256];
    pt_store     *ps, *ws;
    pt_store_cfg  managed;
    pt_error      why;
    struct stat   sb;

    pt_snprintf(root, sizeof(root), "%s/root/", tdir);

    ck_assert_ptr_null(pt_store_for_project(NULL, root, 7, &why));
    ck_assert_int_eq(why.cause, PT_E_DB_DOWN);

    memset(&managed, 0, sizeof(managed));
    ps = pt_store_for_config(&managed, root, err, sizeof(err));
    ws = pt_store_watermarks(root);
    ck_assert_ptr_nonnull(ps);
    ck_assert_ptr_nonnull(ws);

    ck_assert_int_eq(ps->ops->put(ps, "p/img_1", "orig", 4, NULL),
                     PT_STORE_OK);
    ck_assert_int_eq(ws->ops->put(ws, "p/watermarks/wm", "mark", 4, NULL),
                     PT_STORE_OK);
    assert_obj("p/img_1", "orig");
    assert_obj("p/watermarks/wm", "mark");

    ps->ops->free(ps);
    ws->ops->free(ws);

    ck_assert_int_eq(rmdir(tmpd), 0);
    ck_assert_int_eq(pt_scratch_dir(root, dir, sizeof(dir)), PT_OK);
    ck_assert_str_eq(dir, tmpd);
    ck_assert_int_eq(stat(dir, &sb), 0);
    ck_assert(S_ISDIR(sb.st_mode));
    ck_assert_int_eq(sb.st_mode & 0777, 0700);

    /* a scratch file moves into the store */
    pt_snprintf(path, sizeof(path), "%s/upload", dir);
    write_file(path, "moved");
    ck_assert_int_eq(st->ops->put_file(st, "p/img_2", path, NULL, 1),
                     PT_STORE_OK);
    assert_obj("p/img_2", "moved");
    ck_assert_int_eq(tmp_count(), 0);

    ck_assert_int_eq(pt_scratch_dir(root, dir, 8), PT_ERROR);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("store");

    tc = tcase_create("local");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, put_get_head);
    tcase_add_test(tc, get_range);
    tcase_add_test(tc, get_file);
    tcase_add_test(tc, not_found);
    tcase_add_test(tc, del);
    tcase_add_test(tc, list_order);
    tcase_add_test(tc, list_pages);
    tcase_add_test(tc, put_file_copy_and_move);
    tcase_add_test(tc, put_file_move_other_fs);
    tcase_add_test(tc, failed_put_leaves_nothing);
    tcase_add_test(tc, invalid_keys);
    tcase_add_test(tc, concurrent_puts_are_atomic);
    tcase_add_test(tc, copy_object);
    tcase_add_test(tc, tmpdir_of_root);
    tcase_add_test(tc, factory_stores);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
