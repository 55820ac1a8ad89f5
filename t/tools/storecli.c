/*
 * storecli: one store operation from the command line, for the driver
 * tests (t/store_*.t) that check a driver against its provider's emulator
 * through the emulator's own API.  Not installed.
 *
 *   storecli put KEY FILE [CONTENT-TYPE]   put_file (copy)
 *   storecli putmem KEY FILE               put (from memory)
 *   storecli get KEY OUT                   get_file
 *   storecli getmem KEY OUT                get
 *   storecli range KEY OFFSET LEN OUT      get_range
 *   storecli open KEY OUT                  open, then copies the fd
 *   storecli head KEY                      "size etag content-type mtime"
 *   storecli del KEY
 *   storecli copy SRC DST
 *   storecli list PREFIX                   "key size etag" per line
 *   storecli page PREFIX TOKEN MAX         list_page: as list, then
 *                                          "next TOKEN" ("next -" at the
 *                                          end); TOKEN "-": the first
 *
 * The configuration comes from the environment (a test's own, so no
 * secret is on a command line): PT_PROVIDER (local, s3, azureblob, gcs),
 * PT_ROOT (local), PT_BUCKET, PT_PREFIX, PT_REGION, PT_ENDPOINT,
 * PT_KEY_ID, PT_SECRET, PT_CONN, PT_SA_FILE (a file holding the service
 * account JSON), PT_PART_SIZE, PT_RETRIES, PT_TIMEOUT_MS, PT_CA_FILE,
 * PT_LIST_PAGE (objects per listing request, to page with few objects).
 * PT_REPORT_HWM=1 prints the process's peak RSS ("VmHWM: N kB", from
 * /proc/self/status) on stderr at exit: the tests check that an upload or
 * download streams.
 *
 * Exit: 0 OK, 2 not found, 3 error, 4 unreachable, 5 denied, 64 usage,
 * 65 bad configuration; the store's error text on stderr.
 */

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/store_http.h"
#include "store/store_remote.h"


static int
exit_of(pt_store *s, int rc)
{
    if (rc != PT_STORE_OK) {
        fprintf(stderr, "storecli: %s\n", s->error);
    }

    switch (rc) {
    case PT_STORE_OK:
        return 0;
    case PT_STORE_NOT_FOUND:
        return 2;
    case PT_STORE_UNREACHABLE:
        return 4;
    case PT_STORE_DENIED:
        return 5;
    default:
        return 3;
    }
}


static char *
slurp(const char *path, size_t *len)
{
    FILE  *f;
    char  *buf;
    long   n;

    f = fopen(path, "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0) {
        perror(path);
        exit(3);
    }

    rewind(f);
    buf = malloc(n + 1);
    if (buf == NULL || fread(buf, 1, n, f) != (size_t) n) {
        perror(path);
        exit(3);
    }

    fclose(f);
    buf[n] = '\0';
    *len = n;

    return buf;
}


static void
spill(const char *path, const void *data, size_t len)
{
    FILE  *f;

    f = fopen(path, "wb");
    if (f == NULL || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        perror(path);
        exit(3);
    }
}


static long
env_long(const char *name)
{
    const char  *v = getenv(name);

    return v ? strtol(v, NULL, 10) : 0;
}


static pt_store *
store_from_env(void)
{
    char          err[256];
    size_t        len;
    pt_store     *s;
    const char   *p, *sa;
    pt_store_cfg  cfg;

    p = getenv("PT_PROVIDER");
    if (p == NULL || strcmp(p, "local") == 0) {
        return pt_store_local_new(getenv("PT_ROOT") ? getenv("PT_ROOT")
                                                     : ".");
    }

    memset(&cfg, 0, sizeof(cfg));
    cfg.provider = pt_provider_from_name(p);
    cfg.bucket = getenv("PT_BUCKET");
    cfg.prefix = getenv("PT_PREFIX");
    cfg.region = getenv("PT_REGION");
    cfg.endpoint = getenv("PT_ENDPOINT");
    cfg.access_key_id = getenv("PT_KEY_ID");
    cfg.secret_access_key = getenv("PT_SECRET");
    cfg.connection_string = getenv("PT_CONN");
    cfg.net.part_size = env_long("PT_PART_SIZE");
    /* the emulators are on loopback; PT_DENY_PRIVATE=1 as in production */
    cfg.net.allow_private = env_long("PT_DENY_PRIVATE") == 0;
    cfg.net.retries = env_long("PT_RETRIES");
    cfg.net.timeout_ms = env_long("PT_TIMEOUT_MS");
    cfg.net.ca_file = getenv("PT_CA_FILE");
    cfg.net.list_page = env_long("PT_LIST_PAGE");

    sa = NULL;
    if (getenv("PT_SA_FILE")) {
        sa = slurp(getenv("PT_SA_FILE"), &len);
    }
    cfg.service_account_json = sa;

    s = pt_store_remote_new(&cfg, err, sizeof(err));
    free((char *) sa);

    if (s == NULL) {
        fprintf(stderr, "storecli: %s\n", err);
        exit(65);
    }

    return s;
}


static int
list_one(void *arg, const char *key, const pt_store_stat *st)
{
    (void) arg;
    printf("%s %lld %s\n", key, (long long) st->size,
           st->etag[0] ? st->etag : "-");
    return 0;
}


/* page: one list_page, then the token of the next */
static int
cmd_page(pt_store *s, const char *prefix, const char *token,
    const char *max)
{
    int             rc;
    pt_store_page  *pg;

    pg = calloc(1, sizeof(*pg));
    if (pg == NULL) {
        return 3;
    }

    pg->prefix = prefix;
    pg->token = strcmp(token, "-") == 0 ? "" : token;
    pg->max = (unsigned) atoi(max);

    rc = s->ops->list_page(s, pg, list_one, NULL);
    if (rc == PT_STORE_OK) {
        printf("next %s\n", pg->next[0] ? pg->next : "-");
    }

    free(pg);

    return exit_of(s, rc);
}


/* open: the descriptor's bytes into out, as libvips would read them */
static int
cmd_open(pt_store *s, const char *key, const char *out)
{
    int            rc, fd, o;
    char           buf[65536];
    ssize_t        n;
    pt_store_stat  st;

    rc = s->ops->open(s, key, &fd, &st);
    if (rc != PT_STORE_OK) {
        return exit_of(s, rc);
    }

    o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o == -1) {
        perror(out);
        return 3;
    }

    while ((n = read(fd, buf, sizeof(buf))) > 0) {
        if (write(o, buf, n) != n) {
            perror(out);
            return 3;
        }
    }

    close(fd);
    close(o);
    printf("%lld\n", (long long) st.size);

    return n < 0 ? 3 : 0;
}


static int
run(pt_store *s, int argc, char **argv)
{
    int             rc;
    char           *mem;
    size_t          len, got;
    unsigned char  *data;
    pt_store_stat   st;
    const char     *cmd = argv[1];

    if (strcmp(cmd, "put") == 0 && argc >= 4) {
        return exit_of(s, s->ops->put_file(s, argv[2], argv[3],
                                           argc > 4 ? argv[4] : NULL, 0));
    }

    if (strcmp(cmd, "putmem") == 0 && argc == 4) {
        mem = slurp(argv[3], &len);
        rc = s->ops->put(s, argv[2], mem, len, NULL);
        free(mem);
        return exit_of(s, rc);
    }

    if (strcmp(cmd, "get") == 0 && argc == 4) {
        return exit_of(s, s->ops->get_file(s, argv[2], argv[3]));
    }

    if (strcmp(cmd, "getmem") == 0 && argc == 4) {
        rc = s->ops->get(s, argv[2], &data, &len);
        if (rc == PT_STORE_OK) {
            spill(argv[3], data, len);
            free(data);
        }
        return exit_of(s, rc);
    }

    if (strcmp(cmd, "range") == 0 && argc == 6) {
        rc = s->ops->get_range(s, argv[2], strtoll(argv[3], NULL, 10),
                               strtoul(argv[4], NULL, 10), &data, &got);
        if (rc == PT_STORE_OK) {
            spill(argv[5], data, got);
            free(data);
        }
        return exit_of(s, rc);
    }

    if (strcmp(cmd, "open") == 0 && argc == 4) {
        return cmd_open(s, argv[2], argv[3]);
    }

    if (strcmp(cmd, "head") == 0 && argc == 3) {
        rc = s->ops->head(s, argv[2], &st);
        if (rc == PT_STORE_OK) {
            printf("%lld %s %s %lld\n", (long long) st.size,
                   st.etag[0] ? st.etag : "-",
                   st.content_type[0] ? st.content_type : "-",
                   (long long) st.mtime);
        }
        return exit_of(s, rc);
    }

    if (strcmp(cmd, "del") == 0 && argc == 3) {
        return exit_of(s, s->ops->del(s, argv[2]));
    }

    if (strcmp(cmd, "copy") == 0 && argc == 4) {
        return exit_of(s, s->ops->copy(s, argv[2], argv[3]));
    }

    if (strcmp(cmd, "list") == 0 && argc == 3) {
        return exit_of(s, s->ops->list(s, argv[2], list_one, NULL));
    }

    if (strcmp(cmd, "page") == 0 && argc == 5) {
        return cmd_page(s, argv[2], argv[3], argv[4]);
    }

    fprintf(stderr, "storecli: usage: see t/tools/storecli.c\n");
    return 64;
}


/* the peak resident set size, as the kernel counted it */
static void
report_hwm(void)
{
    char   line[256];
    FILE  *f;

    f = fopen("/proc/self/status", "r");
    if (f == NULL) {
        return;
    }

    while (fgets(line, sizeof(line), f)) {
        if (strncmp(line, "VmHWM:", 6) == 0) {
            fputs(line, stderr);
        }
    }

    fclose(f);
}


int
main(int argc, char **argv)
{
    int        rc;
    pt_store  *s;

    if (argc < 2) {
        fprintf(stderr, "storecli: usage: see t/tools/storecli.c\n");
        return 64;
    }

    if (pt_http_global_init() != PT_OK) {
        fprintf(stderr, "storecli: curl_global_init failed\n");
        return 3;
    }

    s = store_from_env();
    rc = run(s, argc, argv);
    s->ops->free(s);
    pt_http_thread_done();

    if (getenv("PT_REPORT_HWM")) {
        report_hwm();
    }

    return rc;
}
