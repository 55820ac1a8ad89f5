/*
 * Check suite for pictord.conf parsing (shared/jobs/conffile.c), the job
 * failure kinds (shared/jobs/job_failure.c) and the master key file
 * (shared/core/masterkey.c).  Every test works in its own mkdtemp()
 * directory.
 */

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "core/crypto.h"
#include "jobs/conffile.h"
#include "jobs/jobs.h"
#include "core/masterkey.h"
#include "records/managed.h"


static char  tdir[256];


static void
setup(void)
{
    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_unit_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
    ck_assert_int_eq(pt_crypto_init(), PT_OK);
}


static void
teardown(void)
{
    char  cmd[300];

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* writes text into tdir/name with mode; returns the path (static) */
static const char *
put(const char *name, const char *text, mode_t mode)
{
    static char  path[512];
    FILE        *f;

    pt_snprintf(path, sizeof(path), "%s/%s", tdir, name);
    f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(text, f) >= 0, 1);
    ck_assert_int_eq(fclose(f), 0);
    ck_assert_int_eq(chmod(path, mode), 0);

    return path;
}


START_TEST(conf_defaults)
{
    char         err[512], host[256];
    pt_conffile  cf;

    ck_assert_int_eq(pt_conffile_load(&cf, put("a.conf",
                     "database socket=/x.sock user=u database=pictor\n",
                     0644), err, sizeof(err)), PT_OK);

    ck_assert_uint_eq(cf.workers, 2);
    ck_assert_uint_eq(cf.lease_seconds, 30);
    ck_assert_uint_eq(cf.poll_ms, 1000);
    ck_assert_uint_eq(cf.retry_seconds, 5);
    ck_assert_uint_eq(cf.shutdown_seconds, 20);
    ck_assert_int_eq(cf.log_level, PT_LOG_INFO);
    ck_assert_uint_eq(cf.test_jobs, 0);
    ck_assert_uint_eq(cf.sandbox_unconfined, 0);
    ck_assert_uint_eq(cf.eps_max_pages, 200);
    ck_assert_uint_eq(cf.video_timeout, 60);
    ck_assert_uint_eq(cf.video_memory_mb, 1024);
    ck_assert_uint_eq(cf.migration_parallel, 4);
    ck_assert_uint_eq(cf.import_page_size, 0);
    /* pictor_video_max_duration's and pictor_video_max_pixels' */
    ck_assert_uint_eq(cf.video_max_duration, 3600);
    ck_assert_uint_eq(cf.video_max_pixels, 33177600);
    ck_assert_uint_eq(cf.storage_connect_timeout_ms, 5000);
    ck_assert_uint_eq(cf.storage_timeout_ms, 30000);
    ck_assert_uint_eq(cf.storage_retries, 3);
    ck_assert_uint_eq(cf.storage_part_size_mb, 8);
    ck_assert_ptr_null(cf.zmq_endpoint);

    ck_assert_int_eq(gethostname(host, sizeof(host)), 0);
    ck_assert_str_eq(cf.worker_id, host);

    pt_conffile_free(&cf);
}
END_TEST


START_TEST(conf_values)
{
    char         err[512];
    pt_conffile  cf;

    ck_assert_int_eq(pt_conffile_load(&cf, put("b.conf",
                     "# pictord\n"
                     "\n"
                     "database  socket=/run/m.sock user=pictor "
                     "password=p#w database=pdb   # trailing comment\n"
                     "  zmq_endpoint ipc:///tmp/p.sock\n"
                     "master_key_file /etc/k\n"
                     "storage_root\t/var/lib/pictor\n"
                     "worker_id node-7\n"
                     "workers 5\n"
                     "lease_seconds 3\n"
                     "poll_interval_ms 250\n"
                     "retry_delay_seconds 0\n"
                     "shutdown_timeout_seconds 7\n"
                     "log_level debug\n"
                     "sandbox_unconfined on\n"
                     "eps_max_pages 12\n"
                     "video_timeout_seconds 9\n"
                     "video_memory_mb 300\n"
                     "migration_parallel 9\n"
                     "import_page_size 50\n"
                     "video_max_duration_seconds 0\n"
                     "video_max_pixels 4000000000\n"
                     "storage_connect_timeout_ms 250\n"
                     "storage_timeout_ms 1500\n"
                     "storage_retries 0\n"
                     "storage_part_size_mb 5\n", 0644), err, sizeof(err)),
                     PT_OK);

    ck_assert_str_eq(cf.db.socket, "/run/m.sock");
    ck_assert_str_eq(cf.db.user, "pictor");
    ck_assert_str_eq(cf.db.password, "p#w");
    ck_assert_str_eq(cf.db.database, "pdb");
    ck_assert_str_eq(cf.zmq_endpoint, "ipc:///tmp/p.sock");
    ck_assert_str_eq(cf.master_key_file, "/etc/k");
    ck_assert_str_eq(cf.storage_root, "/var/lib/pictor");
    ck_assert_str_eq(cf.worker_id, "node-7");
    ck_assert_uint_eq(cf.workers, 5);
    ck_assert_uint_eq(cf.lease_seconds, 3);
    ck_assert_uint_eq(cf.poll_ms, 250);
    ck_assert_uint_eq(cf.retry_seconds, 0);
    ck_assert_uint_eq(cf.shutdown_seconds, 7);
    ck_assert_int_eq(cf.log_level, PT_LOG_DEBUG);
    ck_assert_uint_eq(cf.sandbox_unconfined, 1);
    ck_assert_uint_eq(cf.eps_max_pages, 12);
    ck_assert_uint_eq(cf.video_timeout, 9);
    ck_assert_uint_eq(cf.video_memory_mb, 300);
    ck_assert_uint_eq(cf.migration_parallel, 9);
    ck_assert_uint_eq(cf.import_page_size, 50);
    ck_assert_uint_eq(cf.video_max_duration, 0);
    ck_assert_uint_eq(cf.video_max_pixels, 4000000000U);
    ck_assert_uint_eq(cf.storage_connect_timeout_ms, 250);
    ck_assert_uint_eq(cf.storage_timeout_ms, 1500);
    ck_assert_uint_eq(cf.storage_retries, 0);
    ck_assert_uint_eq(cf.storage_part_size_mb, 5);

    pt_conffile_free(&cf);
}
END_TEST


/* test_jobs: the test kind is in test builds only (PT_TEST_BUILD) */
START_TEST(conf_test_jobs)
{
    char         err[512];
    const char  *path;
    pt_conffile  cf;

    path = put("t.conf", "workers 3\ntest_jobs on\n", 0644);

#if (PT_TEST_BUILD)
    ck_assert_int_eq(pt_conffile_load(&cf, path, err, sizeof(err)), PT_OK);
    ck_assert_uint_eq(cf.test_jobs, 1);
    pt_conffile_free(&cf);
#else
    ck_assert_int_eq(pt_conffile_load(&cf, path, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_msg(strstr(err, "t.conf:2: \"test_jobs\": this pictord is not"
                          " a test build") != NULL, "error \"%s\"", err);
#endif
}
END_TEST


START_TEST(conf_unknown_directive)
{
    char         err[512], want[600];
    const char  *path;
    pt_conffile  cf;

    path = put("c.conf", "workers 3\n\n# x\nfrobnicate yes\n", 0644);

    ck_assert_int_eq(pt_conffile_load(&cf, path, err, sizeof(err)),
                     PT_ERROR);

    pt_snprintf(want, sizeof(want), "%s:4: unknown directive \"frobnicate\"",
                path);
    ck_assert_str_eq(err, want);
}
END_TEST


START_TEST(conf_bad_values)
{
    char         err[512];
    pt_conffile  cf;
    size_t       i;

    static const char  *bad[] = {
        "workers 0\n", "workers many\n", "workers 3x\n", "workers -1\n",
        "lease_seconds\n", "log_level loud\n", "test_jobs yes\n",
        "sandbox_unconfined 1\n",
        "zmq_endpoint udp://x\n", "workers 2\nworkers 3\n",
        "database socket=/x user=u\n",     /* database= is required */
        "database socket=/x bogus=1 database=d\n",
        "eps_max_pages 0\n", "eps_max_pages 100001\n",
        /* S3's parts are at least 5 MiB */
        "storage_part_size_mb 4\n", "storage_retries 11\n",
        "storage_timeout_ms 0\n", "storage_connect_timeout_ms 1s\n",
        "migration_parallel 0\n", "migration_parallel 65\n",
        /* a provider's page is 1000 at most */
        "import_page_size 1001\n", "import_page_size -1\n"
        "video_max_duration_seconds 604801\n", "video_max_pixels 4000000001\n"
    };

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        err[0] = '\0';
        ck_assert_msg(pt_conffile_load(&cf, put("d.conf", bad[i], 0644), err,
                                       sizeof(err)) == PT_ERROR,
                      "accepted \"%s\"", bad[i]);
        ck_assert_msg(strstr(err, "d.conf:") != NULL, "error \"%s\"", err);
    }

    ck_assert_int_eq(pt_conffile_load(&cf, "/nonexistent/pictord.conf", err,
                                      sizeof(err)), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "/nonexistent/pictord.conf"));
}
END_TEST


/* what a client reads in a job's "error", and what is retried */
START_TEST(job_failure_reasons)
{
    char            buf[128];
    pt_job_failure  k;

    for (k = 0; k < PT_JOB_E_LAST; k++) {
        pt_job_failure_reason(k, 7, buf, sizeof(buf));
        ck_assert_msg(buf[0] != '\0' && strchr(buf, '%') == NULL
                      && strchr(buf, '/') == NULL, "kind %d: \"%s\"", k,
                      buf);
    }

    ck_assert_str_eq(pt_job_failure_reason(PT_JOB_E_PAGES, 200, buf,
                                           sizeof(buf)),
                     "over the page limit (200)");
    ck_assert_str_eq(pt_job_failure_reason(PT_JOB_E_TIMEOUT, 120, buf,
                                           sizeof(buf)),
                     "timed out after 120 s");
    ck_assert_str_eq(pt_job_failure_reason(PT_JOB_E_LAST, 0, buf,
                                           sizeof(buf)), "internal error");

    /* the same input fails the same way: not retried */
    ck_assert(pt_job_failure_final(PT_JOB_E_RENDER));
    ck_assert(pt_job_failure_final(PT_JOB_E_NO_PAGE));
    ck_assert(pt_job_failure_final(PT_JOB_E_PAGES));
    ck_assert(pt_job_failure_final(PT_JOB_E_TIMEOUT));
    ck_assert(pt_job_failure_final(PT_JOB_E_GONE));
    ck_assert(pt_job_failure_final(PT_JOB_E_VIDEO_LIMIT));

    /* the service's own trouble may pass */
    ck_assert(!pt_job_failure_final(PT_JOB_E_INTERNAL));
    ck_assert(!pt_job_failure_final(PT_JOB_E_STORAGE));
    ck_assert(!pt_job_failure_final(PT_JOB_E_NOT_READY));
    ck_assert(!pt_job_failure_final(PT_JOB_E_LAST));
}
END_TEST


START_TEST(key_create_load)
{
    int            n;
    char           path[300], err[512], again[65], hex[65];
    DIR           *d;
    FILE          *f;
    struct dirent *de;
    struct stat    st;
    unsigned char  key[PT_MASTER_KEY_LEN], key2[PT_MASTER_KEY_LEN];

    pt_snprintf(path, sizeof(path), "%s/master.key", tdir);

    ck_assert_int_eq(pt_master_key_create(path, err, sizeof(err)), PT_OK);
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_uint_eq(st.st_mode & 0777, 0600);
    ck_assert_int_eq(st.st_size, 65);

    ck_assert_int_eq(pt_master_key_load(path, key, err, sizeof(err)), PT_OK);

    f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    ck_assert_ptr_nonnull(fgets(hex, sizeof(hex), f));
    fclose(f);
    pt_hex(key, sizeof(key), again);
    ck_assert_str_eq(again, hex);

    /* a second create keeps the existing key */
    ck_assert_int_eq(pt_master_key_create(path, err, sizeof(err)), PT_OK);
    ck_assert_int_eq(pt_master_key_load(path, key2, err, sizeof(err)), PT_OK);
    ck_assert_mem_eq(key, key2, sizeof(key));

    /* no temporary file is left behind */
    d = opendir(tdir);
    ck_assert_ptr_nonnull(d);
    n = 0;
    while ((de = readdir(d)) != NULL) {
        if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0) {
            ck_assert_str_eq(de->d_name, "master.key");
            n++;
        }
    }
    closedir(d);
    ck_assert_int_eq(n, 1);
}
END_TEST


START_TEST(key_refuses_open_mode)
{
    char           err[512];
    const char    *path;
    unsigned char  key[PT_MASTER_KEY_LEN];

    path = put("k1", "00112233445566778899aabbccddeeff"
               "00112233445566778899aabbccddeeff\n", 0640);

    ck_assert_int_eq(pt_master_key_load(path, key, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "0640"));

    ck_assert_int_eq(chmod(path, 0604), 0);
    ck_assert_int_eq(pt_master_key_load(path, key, err, sizeof(err)),
                     PT_ERROR);

    ck_assert_int_eq(chmod(path, 0400), 0);
    ck_assert_int_eq(pt_master_key_load(path, key, err, sizeof(err)), PT_OK);
    ck_assert_uint_eq(key[0], 0x00);
    ck_assert_uint_eq(key[1], 0x11);
    ck_assert_uint_eq(key[31], 0xff);
}
END_TEST


START_TEST(key_refuses_bad_content)
{
    char           err[512];
    size_t         i;
    unsigned char  key[PT_MASTER_KEY_LEN];

    static const char  *bad[] = {
        "",
        "0011",
        "00112233445566778899aabbccddeeff00112233445566778899aabbccddeefg\n",
        "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff00",
        "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\n\n",
        " 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
    };

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        ck_assert_msg(pt_master_key_load(put("k2", bad[i], 0600), key, err,
                                         sizeof(err)) == PT_ERROR,
                      "accepted key file #%zu", i);
    }

    ck_assert_int_eq(pt_master_key_load("/nonexistent/key", key, err,
                                        sizeof(err)), PT_ERROR);
}
END_TEST


/* pictor_managed_store / managed_store: words, credentials, the cfg */
START_TEST(managed_parse)
{
    char               err[512], spec[1024];
    const char        *cred;
    pt_store_cfg       cfg;
    pt_store_net       net;
    pt_managed_bucket  mb;

    cred = put("m.cred", "# managed\n\n  access_key_id = AKIDEXAMPLE \n"
               "secret_access_key=wJalr/K7MDENG+bPxRfi\r\n", 0600);
    pt_snprintf(spec, sizeof(spec), "s3  bucket=bkt"
                " endpoint=http://10.0.0.5:9000 prefix=p/ credentials=%s",
                cred);

    ck_assert_int_eq(pt_managed_bucket_parse(spec, &mb, err, sizeof(err)),
                     PT_OK);
    ck_assert_str_eq(mb.bucket, "bkt");
    ck_assert_str_eq(mb.prefix, "p/");
    ck_assert_str_eq(mb.access_key_id, "AKIDEXAMPLE");
    ck_assert_str_eq(mb.secret_access_key, "wJalr/K7MDENG+bPxRfi");

    memset(&net, 0, sizeof(net));
    net.retries = 7;
    pt_managed_bucket_cfg(&mb, &net, &cfg);
    ck_assert_int_eq(cfg.provider, PT_PROVIDER_S3);
    ck_assert_str_eq(cfg.endpoint, "http://10.0.0.5:9000");
    ck_assert_ptr_null(cfg.region);
    ck_assert_int_eq(cfg.net.retries, 7);
    /* the operator's store may be on a private network */
    ck_assert_int_eq(cfg.net.allow_private, 1);

    pt_managed_bucket_wipe(&mb);
    ck_assert_str_eq(mb.secret_access_key, "");
}
END_TEST


START_TEST(managed_refused)
{
    int                i;
    char               err[512], spec[1024];
    const char        *good;
    pt_managed_bucket  mb;

    static const struct {
        const char  *words;     /* %s: a credentials file */
        const char  *cred;      /* NULL: the good one */
        mode_t       mode;
        const char  *why;
    } bad[] = {
        { "s3 bucket=bkt credentials=%s", "access_key_id=a\n", 0600,
          "both needed" },
        { "s3 bucket=bkt credentials=%s", "access_key_id=a\nsecret_access_key"
          "=s\n", 0640, "lets group or others in" },
        { "s3 bucket=bkt credentials=%s", "token=x\n", 0600, "unknown" },
        { "s3 bucket=bkt credentials=%s", "no equals sign\n", 0600,
          "without '='" },
        { "s3 credentials=%s", NULL, 0, "bucket= and credentials=" },
        { "s3 bucket=b", NULL, 0, "bucket= and credentials=" },
        { "gcs bucket=bkt credentials=%s", NULL, 0, "only \"s3\"" },
        { "s3 bucket=bkt colour=red credentials=%s", NULL, 0,
          "unknown word \"colour\"" },
        { "s3 bucket= credentials=%s", NULL, 0, "empty" },
        { "s3 bucket=bkt endpoint=ftp://x credentials=%s", NULL, 0,
          "endpoint" },
        { "s3 bucket=bkt credentials=/nonexistent/c", NULL, 0,
          "No such file" },
    };

    good = put("good.cred", "access_key_id=a\nsecret_access_key=s\n", 0600);
    good = strdup(good);

    for (i = 0; i < (int) (sizeof(bad) / sizeof(bad[0])); i++) {
        pt_snprintf(spec, sizeof(spec), bad[i].words,
                    bad[i].cred ? put("bad.cred", bad[i].cred, bad[i].mode)
                                : good);
        err[0] = '\0';
        ck_assert_msg(pt_managed_bucket_parse(spec, &mb, err, sizeof(err))
                      == PT_ERROR, "accepted: %s", spec);
        ck_assert_msg(strstr(err, bad[i].why) != NULL, "%s: said \"%s\"",
                      spec, err);
        /* no secret in what is said */
        ck_assert_ptr_null(strstr(err, "secret_access_key=s"));
        ck_assert_str_eq(mb.secret_access_key, "");
    }

    free((void *) good);
}
END_TEST


START_TEST(conf_cdn_purge)
{
    char         err[512], text[2048], *p;
    unsigned     i;
    pt_conffile  cf;

    ck_assert_int_eq(pt_conffile_load(&cf, put("cdn.conf",
                     "database socket=/x.sock user=u database=pictor\n"
                     "cdn_purge xkey http://127.0.0.1:6081/\n"
                     "cdn_purge  webhook https://h/x secret_file=/s  \n"
                     "cdn_poll_interval_ms 50\n"
                     "cdn_timeout_ms 2000\n", 0644), err, sizeof(err)),
                     PT_OK);

    /* kept as written, repeated; parsed by pictord (cdn/cdn.h) */
    ck_assert_uint_eq(cf.ncdn_purge, 2);
    ck_assert_str_eq(cf.cdn_purge[0], "xkey http://127.0.0.1:6081/");
    ck_assert_str_eq(cf.cdn_purge[1], "webhook https://h/x secret_file=/s");
    ck_assert_uint_eq(cf.cdn_poll_ms, 50);
    ck_assert_uint_eq(cf.cdn_timeout_ms, 2000);
    pt_conffile_free(&cf);
    ck_assert_uint_eq(cf.ncdn_purge, 0);

    /* the defaults */
    ck_assert_int_eq(pt_conffile_load(&cf, put("cdn0.conf",
                     "database socket=/x.sock user=u database=pictor\n",
                     0644), err, sizeof(err)), PT_OK);
    ck_assert_uint_eq(cf.ncdn_purge, 0);
    ck_assert_uint_eq(cf.cdn_poll_ms, 200);
    ck_assert_uint_eq(cf.cdn_timeout_ms, 10000);
    pt_conffile_free(&cf);

    /* nine targets: one too many */
    p = text;
    for (i = 0; i < PT_CONF_CDN_MAX + 1; i++) {
        p += sprintf(p, "cdn_purge xkey http://127.0.0.1:%u/\n", 6000 + i);
    }
    ck_assert_int_eq(pt_conffile_load(&cf, put("cdn9.conf", text, 0644),
                     err, sizeof(err)), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "cdn_purge"));

    ck_assert_int_eq(pt_conffile_load(&cf, put("cdne.conf",
                     "cdn_purge\n", 0644), err, sizeof(err)), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "needs a value"));

    ck_assert_int_eq(pt_conffile_load(&cf, put("cdnp.conf",
                     "cdn_poll_interval_ms 5\n", 0644), err, sizeof(err)),
                     PT_ERROR);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("jobs_conf");

    tc = tcase_create("conffile");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, conf_defaults);
    tcase_add_test(tc, conf_values);
    tcase_add_test(tc, conf_test_jobs);
    tcase_add_test(tc, conf_unknown_directive);
    tcase_add_test(tc, conf_bad_values);
    tcase_add_test(tc, conf_cdn_purge);
    tcase_add_test(tc, job_failure_reasons);
    suite_add_tcase(s, tc);

    tc = tcase_create("masterkey");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, key_create_load);
    tcase_add_test(tc, key_refuses_open_mode);
    tcase_add_test(tc, key_refuses_bad_content);
    suite_add_tcase(s, tc);

    tc = tcase_create("managed");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, managed_parse);
    tcase_add_test(tc, managed_refused);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
