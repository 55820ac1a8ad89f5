/*
 * What the storage drivers' targets share (fuzz_s3_xml.c,
 * fuzz_azure_xml.c, fuzz_gcs_json.c, fuzz_azure_conn.c, fuzz_gcs_sa.c,
 * fuzz_storage_body.c): an answer as pt_http_do leaves it, the checks of
 * an error text, and a listing's callback with the comparison of three
 * reads of one page.
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

#endif /* FUZZ_STORE_H */
