/*
 * What the storage drivers' targets share (fuzz_s3_xml.c,
 * fuzz_azure_xml.c, fuzz_gcs_json.c, fuzz_azure_conn.c, fuzz_gcs_sa.c,
 * fuzz_storage_body.c): an answer as pt_http_do leaves it, the checks of
 * an error text and the driving of an error answer, and a listing's
 * callback with the three reads of one page and their comparison.
 *
 * A page is read without a prefix, with FUZZ_PREFIX, and with it and a
 * callback that stops at the first key.  What is asserted is what the
 * drivers promise their callers (store.h), whatever the provider
 * answered: every key is a store key (pt_store_key_valid: no "..", "//",
 * hidden or empty segment, no control character), so a hostile listing
 * cannot hand a caller a path out of its project; the prefix is taken
 * off and only its keys come, in the page's order; nothing is called
 * after the callback asked to stop; a stat's strings are terminated and
 * its size is not negative; and with no prefix, each key is an object
 * name of the answer, whole (the target finds them on its own).
 *
 * The functions are static inline: each target uses only some of them.
 */

#ifndef FUZZ_STORE_H
#define FUZZ_STORE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "store/store_http.h"
#include "store/store_local_int.h"


#define FUZZ_PREFIX      "p/"
#define FUZZ_PREFIX_LEN  (sizeof(FUZZ_PREFIX) - 1)


/* what one read of a page handed the callback */
typedef struct {
    char    **keys;
    size_t    n;
    size_t    cap;
    size_t    stop_at;      /* the callback stops at this key; 0 never */
    int       stopped;
} fuzz_list;


static inline void *
fuzz_alloc(size_t size)
{
    void  *p;

    p = malloc(size);
    if (p == NULL) {
        abort();
    }

    return p;
}


/* what one read of a page gave */
typedef struct {
    fuzz_list   keys;
    int         rc;         /* the driver's result: < 0 a failure */
    int         more;       /* the page says the listing goes on */
    char       *next;       /* what continues the listing: malloc'ed */
} fuzz_read;


/* one read of page by the target's driver with prefix, into r */
typedef void (*fuzz_page_pt)(const void *page, const char *prefix,
    fuzz_read *r);

/*
 * the target's driver s (zeroed: the target sets what it needs) maps an
 * error answer, its text in s->error
 */
typedef int (*fuzz_fail_pt)(pt_store *s, const pt_http_resp *rs);


/* what a read stopped at the first key (r[2]) gives, against r[1] */
#define FUZZ_STOP_OK    1   /* r[1] succeeds: so does it */
#define FUZZ_STOP_SAME  2   /* it fails as r[1] does, or succeeds */


/* data as a 200 answer's body: malloc'ed and NUL-terminated */
static inline void
fuzz_answer(pt_http_resp *rs, const uint8_t *data, size_t size)
{
    memset(rs, 0, sizeof(*rs));
    rs->status = 200;
    rs->content_length = (off_t) size;
    rs->body = fuzz_alloc(size + 1);
    memcpy(rs->body, data, size);
    rs->body[size] = '\0';
    rs->body_len = size;
}


/*
 * A store's error text (s->error) goes into logs and health results: it
 * is terminated and not empty, and holds no control character, or a
 * provider's message could write lines of its own into the log.
 */
static inline void
fuzz_error_text(const char *e, size_t size)
{
    size_t  n;

    n = strnlen(e, size);
    if (n == 0 || n == size) {
        abort();
    }

    for ( /* void */ ; *e; e++) {
        if ((unsigned char) *e < 0x20 || *e == 0x7f) {
            abort();
        }
    }
}


/* a failure of a driver: one of the failures store.h names */
static inline void
fuzz_failure(int rc)
{
    if (rc != PT_STORE_NOT_FOUND && rc != PT_STORE_ERROR
        && rc != PT_STORE_UNREACHABLE && rc != PT_STORE_DENIED)
    {
        abort();
    }
}


/* a copy of s at the end of l */
static inline void
fuzz_list_add(fuzz_list *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->keys = realloc(l->keys, l->cap * sizeof(char *));
        if (l->keys == NULL) {
            abort();
        }
    }

    l->keys[l->n] = pt_strdup(s);
    if (l->keys[l->n++] == NULL) {
        abort();
    }
}


static inline int
fuzz_list_cb(void *arg, const char *key, const pt_store_stat *st)
{
    fuzz_list  *l = arg;

    if (l->stopped || !pt_store_key_valid(key) || st->size < 0
        || memchr(st->content_type, '\0', sizeof(st->content_type)) == NULL
        || memchr(st->etag, '\0', sizeof(st->etag)) == NULL)
    {
        abort();
    }

    fuzz_list_add(l, key);

    if (l->stop_at != 0 && l->n == l->stop_at) {
        l->stopped = 1;
        return 1;
    }

    return 0;
}


static inline void
fuzz_list_free(fuzz_list *l)
{
    size_t  i;

    for (i = 0; i < l->n; i++) {
        free(l->keys[i]);
    }

    free(l->keys);
    memset(l, 0, sizeof(*l));
}


/*
 * all: the page without a prefix; pre: with FUZZ_PREFIX; first: with it
 * and stop_at 1.  pre holds the keys of all under the prefix, less it,
 * in order; but a key one prefix too long to be a key of all (it is one
 * less the prefix).  first is pre's first key, if any.
 */
static inline void
fuzz_list_compare(fuzz_list *all, fuzz_list *pre, fuzz_list *first)
{
    size_t       i, j;
    const char  *k;

    j = 0;

    for (i = 0; i < all->n; i++) {
        k = all->keys[i];

        if (strncmp(k, FUZZ_PREFIX, FUZZ_PREFIX_LEN) != 0) {
            continue;
        }

        while (j < pre->n
               && strlen(pre->keys[j]) + FUZZ_PREFIX_LEN > PT_STORE_KEY_MAX)
        {
            j++;
        }

        if (j == pre->n || strcmp(k + FUZZ_PREFIX_LEN, pre->keys[j]) != 0) {
            abort();
        }

        j++;
    }

    for ( /* void */ ; j < pre->n; j++) {
        if (strlen(pre->keys[j]) + FUZZ_PREFIX_LEN <= PT_STORE_KEY_MAX) {
            abort();
        }
    }

    if (first->n != (pre->n > 0)
        || (first->n == 1 && strcmp(first->keys[0], pre->keys[0]) != 0))
    {
        abort();
    }
}


/*
 * all: the page read without a prefix; names: every object name of the
 * answer, whole, as the target reads them itself.  A key is one of them:
 * not cut short or at a NUL, which would name another object.
 */
static inline void
fuzz_list_within(fuzz_list *all, fuzz_list *names)
{
    size_t  i, j;

    for (i = 0; i < all->n; i++) {
        for (j = 0; j < names->n; j++) {
            if (strcmp(all->keys[i], names->keys[j]) == 0) {
                break;
            }
        }

        if (j == names->n) {
            abort();
        }
    }
}

/*
 * The answer as an error: a status chosen by its length (400, 403, 404,
 * 409 or 503), mapped by fail with a zeroed driver of driver bytes to one
 * of the failures, with an error text fit for a log.
 */
static inline void
fuzz_error_answer(pt_http_resp *rs, size_t driver, fuzz_fail_pt fail)
{
    pt_store           *s;
    static const long   status[] = { 400, 403, 404, 409, 503 };

    rs->status = status[rs->body_len % 5];

    s = fuzz_alloc(driver);
    memset(s, 0, driver);

    fuzz_failure(fail(s, rs));
    fuzz_error_text(s->error, sizeof(s->error));

    free(s);
}


/*
 * The three reads of page with read (r[0] without a prefix, r[1] with
 * FUZZ_PREFIX, r[2] with it and stopped at the first key), compared by
 * fuzz_list_compare, the keys of r[0] within names (freed).  The prefix
 * picks keys; it changes nothing else of the page: r[0] and r[1] have
 * the same result and the same continuation; stop (FUZZ_STOP_*) says
 * what r[2]'s result is.  The target frees r with fuzz_reads_free.
 */
static inline void
fuzz_list_reads(const void *page, fuzz_page_pt read, int stop,
    fuzz_list *names, fuzz_read r[3])
{
    int  ok1, ok2;

    memset(r, 0, 3 * sizeof(fuzz_read));
    r[2].keys.stop_at = 1;

    read(page, "", &r[0]);
    read(page, FUZZ_PREFIX, &r[1]);
    read(page, FUZZ_PREFIX, &r[2]);

    ok1 = (r[1].rc >= 0);
    ok2 = (r[2].rc >= 0);

    if (r[0].rc != r[1].rc || r[0].more != r[1].more
        || (r[0].next == NULL) != (r[1].next == NULL)
        || (r[0].next != NULL && strcmp(r[0].next, r[1].next) != 0)
        || (ok1 && !ok2) || (stop == FUZZ_STOP_SAME && ok1 != ok2))
    {
        abort();
    }

    fuzz_list_compare(&r[0].keys, &r[1].keys, &r[2].keys);

    fuzz_list_within(&r[0].keys, names);
    fuzz_list_free(names);
}


static inline void
fuzz_reads_free(fuzz_read r[3])
{
    int  i;

    for (i = 0; i < 3; i++) {
        fuzz_list_free(&r[i].keys);
        free(r[i].next);
    }
}

#endif /* FUZZ_STORE_H */
