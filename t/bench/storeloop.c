/*
 * make bench, section buckets: the S3 driver's own put and get, N times
 * in one process on one thread (so its curl handle keeps its connection,
 * as a pool thread's does), to set beside curl doing the same requests.
 *
 *   storeloop put FILE N     put_file FILE as bench/put-0 .. N-1
 *   storeloop get KEY N      get_file KEY into a temp file, N times
 *
 * The bucket from the environment: PT_ENDPOINT, PT_BUCKET, PT_REGION,
 * PT_KEY_ID, PT_SECRET.  Prints "ops=N seconds=S".
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "store/store_http.h"
#include "store/store_remote.h"


static double
now(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return ts.tv_sec + ts.tv_nsec / 1e9;
}


static pt_store *
bucket(void)
{
    char          err[256];
    pt_store     *s;
    pt_store_cfg  cfg;

    memset(&cfg, 0, sizeof(cfg));
    cfg.provider = PT_PROVIDER_S3;
    cfg.endpoint = getenv("PT_ENDPOINT");
    cfg.bucket = getenv("PT_BUCKET");
    cfg.region = getenv("PT_REGION");
    cfg.access_key_id = getenv("PT_KEY_ID");
    cfg.secret_access_key = getenv("PT_SECRET");
    cfg.net.allow_private = 1;      /* the emulator is on loopback */

    s = pt_store_s3_new(&cfg, err, sizeof(err));
    if (s == NULL) {
        fprintf(stderr, "storeloop: %s\n", err);
        exit(2);
    }

    return s;
}


int
main(int argc, char **argv)
{
    int        i, n, rc;
    char       key[64], tmp[64];
    double     t0;
    pt_store  *s;

    if (argc != 4 || (n = atoi(argv[3])) < 1) {
        fprintf(stderr, "usage: storeloop put FILE N | get KEY N\n");
        return 2;
    }

    if (pt_http_global_init() != PT_OK) {
        return 2;
    }

    s = bucket();
    pt_snprintf(tmp, sizeof(tmp), "/tmp/storeloop.%d", (int) getpid());
    t0 = now();

    for (i = 0; i < n; i++) {
        if (strcmp(argv[1], "put") == 0) {
            pt_snprintf(key, sizeof(key), "bench/put-%d", i);
            rc = s->ops->put_file(s, key, argv[2], "image/jpeg", 0);

        } else {
            rc = s->ops->get_file(s, argv[2], tmp);
        }

        if (rc != PT_STORE_OK) {
            fprintf(stderr, "storeloop: %s\n", s->error);
            return 1;
        }
    }

    printf("ops=%d seconds=%.6f\n", n, now() - t0);

    unlink(tmp);
    s->ops->free(s);
    pt_http_thread_done();

    return 0;
}
