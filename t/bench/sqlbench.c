/*
 * make bench: the lower limit for listing.  Runs one SQL statement as a
 * server-side prepared statement (the API uses prepared statements only)
 * over the unix socket, THREADS connections at once for SECONDS, fetching
 * every row as strings the way libpictor's pt_db_store() does
 * (mysql_stmt_store_result, then mysql_stmt_fetch).
 *
 *   sqlbench SOCKET DATABASE THREADS SECONDS SQLFILE
 *
 * Prints one line: n=N seconds=S qps=Q p50_us=.. p99_us=.. rows=R
 * (R: rows of the last execution).
 */

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <mysql.h>

#include "benchutil.h"

#define NCOLS_MAX  64
#define CELL       4096


static const char  *sock, *dbname;
static char        *sql;
static double       secs;
static pthread_barrier_t  barrier;


typedef struct {
    bu_lat  lat;
    long    rows;
    char    err[512];
} worker;


static int
exec_once(MYSQL_STMT *st, MYSQL_BIND *bind, long *nrows)
{
    int  rc;

    if (mysql_stmt_execute(st) != 0
        || mysql_stmt_bind_result(st, bind) != 0
        || mysql_stmt_store_result(st) != 0)
    {
        return -1;
    }

    *nrows = 0;

    while ((rc = mysql_stmt_fetch(st)) == 0 || rc == MYSQL_DATA_TRUNCATED) {
        (*nrows)++;
    }

    mysql_stmt_free_result(st);

    return rc == MYSQL_NO_DATA ? 0 : -1;
}


static void *
run(void *arg)
{
    worker         *w = arg;
    int             i, warm;
    unsigned        ncols;
    MYSQL          *my;
    MYSQL_RES      *meta;
    MYSQL_STMT     *st;
    MYSQL_BIND      bind[NCOLS_MAX];
    static __thread char  bufs[NCOLS_MAX][CELL];
    unsigned long   lens[NCOLS_MAX];
    my_bool         nulls[NCOLS_MAX];
    double          t0, end;

    my = mysql_init(NULL);
    if (mysql_real_connect(my, NULL, "root", NULL, dbname, 0, sock, 0)
        == NULL)
    {
        snprintf(w->err, sizeof(w->err), "connect: %s", mysql_error(my));
        pthread_barrier_wait(&barrier);
        return NULL;
    }

    st = mysql_stmt_init(my);
    if (mysql_stmt_prepare(st, sql, strlen(sql)) != 0) {
        snprintf(w->err, sizeof(w->err), "prepare: %s", mysql_stmt_error(st));
        pthread_barrier_wait(&barrier);
        return NULL;
    }

    meta = mysql_stmt_result_metadata(st);
    ncols = meta ? mysql_num_fields(meta) : 0;
    if (meta) {
        mysql_free_result(meta);
    }

    if (ncols > NCOLS_MAX) {
        ncols = NCOLS_MAX;
    }

    memset(bind, 0, sizeof(bind));

    for (i = 0; i < (int) ncols; i++) {
        bind[i].buffer_type = MYSQL_TYPE_STRING;
        bind[i].buffer = bufs[i];
        bind[i].buffer_length = CELL;
        bind[i].length = &lens[i];
        bind[i].is_null = &nulls[i];
    }

    /* a few untimed runs: pages in the buffer pool, plan paths warm */
    for (warm = 0; warm < 5; warm++) {
        if (exec_once(st, bind, &w->rows) != 0) {
            snprintf(w->err, sizeof(w->err), "execute: %s",
                     mysql_stmt_error(st));
            pthread_barrier_wait(&barrier);
            return NULL;
        }
    }

    pthread_barrier_wait(&barrier);
    end = bu_now() + secs;

    while ((t0 = bu_now()) < end) {
        if (exec_once(st, bind, &w->rows) != 0) {
            snprintf(w->err, sizeof(w->err), "execute: %s",
                     mysql_stmt_error(st));
            break;
        }
        bu_lat_add(&w->lat, bu_now() - t0);
    }

    mysql_stmt_close(st);
    mysql_close(my);
    mysql_thread_end();

    return NULL;
}


int
main(int argc, char **argv)
{
    int         nt, i;
    long        rows = 0;
    FILE       *f;
    size_t      len, j;
    double      t0, el;
    bu_lat      all = { 0 };
    worker     *w;
    pthread_t  *th;

    if (argc != 6) {
        fprintf(stderr, "usage: sqlbench SOCKET DATABASE THREADS SECONDS"
                " SQLFILE\n");
        return 2;
    }

    sock = argv[1];
    dbname = argv[2];
    nt = atoi(argv[3]);
    secs = atof(argv[4]);

    f = fopen(argv[5], "rb");
    if (f == NULL || nt < 1) {
        fprintf(stderr, "sqlbench: bad arguments\n");
        return 2;
    }
    sql = calloc(1, 1 << 20);
    len = fread(sql, 1, (1 << 20) - 1, f);
    fclose(f);
    while (len > 0 && (sql[len - 1] == '\n' || sql[len - 1] == ';'
                       || sql[len - 1] == ' '))
    {
        sql[--len] = '\0';
    }

    mysql_library_init(0, NULL, NULL);

    w = calloc((size_t) nt, sizeof(worker));
    th = calloc((size_t) nt, sizeof(pthread_t));
    pthread_barrier_init(&barrier, NULL, (unsigned) nt + 1);

    for (i = 0; i < nt; i++) {
        pthread_create(&th[i], NULL, run, &w[i]);
    }

    pthread_barrier_wait(&barrier);
    t0 = bu_now();

    for (i = 0; i < nt; i++) {
        pthread_join(th[i], NULL);
    }

    el = bu_now() - t0;

    for (i = 0; i < nt; i++) {
        if (w[i].err[0]) {
            fprintf(stderr, "sqlbench: %s\n", w[i].err);
            return 1;
        }
        for (j = 0; j < w[i].lat.n; j++) {
            bu_lat_add(&all, w[i].lat.v[j]);
        }
        rows = w[i].rows;
    }

    bu_sort(all.v, all.n);

    printf("n=%zu seconds=%.3f qps=%.1f p50_us=%.0f p99_us=%.0f rows=%ld\n",
           all.n, el, (double) all.n / el, bu_pct(all.v, all.n, 50) * 1e6,
           bu_pct(all.v, all.n, 99) * 1e6, rows);

    mysql_library_end();

    return 0;
}
