/*
 * make bench, delivery section: Pictor's own work on a cache hit, in
 * process (links build/libpictor.a).  The front server evaluates
 * $pictor_cache_key on every request, hit or miss: pt_dl_parse of
 * the URI, then pt_dl_key (tokens, canonical form, generations).
 * The generation lookups take a pthread mutex here, where nginx takes the
 * shared-memory zone's lock (uncontended both).
 *
 *   hitkey URI ITER
 *       ns_per_key=.. key=..
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "delivery/delivery.h"
#include "benchutil.h"


static pthread_mutex_t  hk_lock = PTHREAD_MUTEX_INITIALIZER;


static unsigned long long
hk_gen(void *arg, const char *key)
{
    (void) arg;
    (void) key;

    pthread_mutex_lock(&hk_lock);
    pthread_mutex_unlock(&hk_lock);

    return 0;
}


static int
hk_once(const char *uri, size_t len, char *key, size_t size)
{
    char           err[256];
    pt_dl_url      d;
    pt_transform   t;
    pt_out_format  fmt;

    if (pt_dl_parse(uri, len, &d) != PT_OK
        || pt_dl_key(&d, &t, "image/avif,image/webp,*/*", hk_gen,
                     NULL, &fmt, key, size, err, sizeof(err))
           != PT_OK)
    {
        return -1;
    }

    return 0;
}


int
main(int argc, char **argv)
{
    int     i, iter;
    char    key[PT_CACHE_KEY_MAX];
    size_t  len;
    double  t0, secs;

    if (argc != 3 || (iter = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: hitkey URI ITER\n");
        return 2;
    }

    len = strlen(argv[1]);

    if (hk_once(argv[1], len, key, sizeof(key)) != 0) {
        fprintf(stderr, "hitkey: %s is not a delivery URL\n", argv[1]);
        return 1;
    }

    t0 = bu_now();
    for (i = 0; i < iter; i++) {
        (void) hk_once(argv[1], len, key, sizeof(key));
    }
    secs = bu_now() - t0;

    printf("ns_per_key=%.0f key=%s\n", secs / iter * 1e9, key);

    return 0;
}
