/*
 * Results: rows copied out of a statement at once, so the cached statement
 * can run again while the caller still walks them.
 */

#include <stdlib.h>
#include <string.h>

#include "db/db_int.h"


static void
pt_rows_free_cells(pt_rows *rows, size_t filled)
{
    size_t  i;

    for (i = 0; i < filled; i++) {
        free(rows->cells[i]);
    }

    free(rows->cells);
    free(rows->lens);
}


/* Room in rows for ncols more cells: PT_OK, or PT_ERROR out of memory. */
static int
pt_db_store_grow(pt_rows *rows, size_t *cap, size_t filled,
    unsigned ncols)
{
    void  *tmp;

    if (filled + ncols <= *cap) {
        return PT_OK;
    }

    *cap = *cap ? *cap * 2 : ncols * 16;

    tmp = realloc(rows->cells, *cap * sizeof(char *));
    if (tmp == NULL) {
        return PT_ERROR;
    }
    rows->cells = tmp;

    tmp = realloc(rows->lens, *cap * sizeof(size_t));
    if (tmp == NULL) {
        return PT_ERROR;
    }
    rows->lens = tmp;

    return PT_OK;
}


/*
 * Column i of the row just fetched, len bytes, as a NUL-terminated copy in
 * *cell (malloc'ed, the caller's): from buf, or fetched again whole when
 * buf holds only its first PT_DB_CELL bytes.  PT_OK or PT_ERROR.
 */
static int
pt_db_store_cell(pt_db *db, MYSQL_STMT *stmt, unsigned i, const char *buf,
    unsigned long len, char **cell)
{
    char        *c;
    MYSQL_BIND   col;

    c = malloc(len + 1);
    if (c == NULL) {
        return PT_ERROR;
    }

    if (len <= PT_DB_CELL) {
        memcpy(c, buf, len);

    } else {
        /* truncated in the fixed buffer: fetch the whole value */
        memset(&col, 0, sizeof(col));
        col.buffer_type = MYSQL_TYPE_STRING;
        col.buffer = c;
        col.buffer_length = len;

        if (mysql_stmt_fetch_column(stmt, &col, i, 0) != 0) {
            free(c);
            pt_db_set_error(db, mysql_stmt_errno(stmt),
                            mysql_stmt_error(stmt));
            return PT_ERROR;
        }
    }

    c[len] = '\0';
    *cell = c;

    return PT_OK;
}


/*
 * Every row of stmt, whose columns are bound to bufs, lens and nulls,
 * copied into rows.  PT_OK, or PT_ERROR with the cells copied so far
 * freed and rows->cells and rows->lens NULL.
 */
static int
pt_db_store_rows(pt_db *db, MYSQL_STMT *stmt, pt_rows *rows,
    unsigned ncols, char (*bufs)[PT_DB_CELL], unsigned long *lens,
    my_bool *nulls)
{
    int       rc;
    size_t    cap, filled;
    unsigned  i;

    cap = 0;
    filled = 0;

    for ( ;; ) {
        rc = mysql_stmt_fetch(stmt);

        if (rc == MYSQL_NO_DATA) {
            return PT_OK;
        }

        if (rc == 1) {
            pt_db_set_error(db, mysql_stmt_errno(stmt),
                            mysql_stmt_error(stmt));
            goto failed;
        }

        if (pt_db_store_grow(rows, &cap, filled, ncols) != PT_OK) {
            goto failed;
        }

        for (i = 0; i < ncols; i++, filled++) {
            rows->lens[filled] = 0;

            if (nulls[i]) {
                rows->cells[filled] = NULL;
                continue;
            }

            if (pt_db_store_cell(db, stmt, i, bufs[i], lens[i],
                                 &rows->cells[filled])
                != PT_OK)
            {
                goto failed;
            }

            rows->lens[filled] = lens[i];
        }

        rows->nrows++;
    }

failed:

    pt_rows_free_cells(rows, filled);
    rows->cells = NULL;
    rows->lens = NULL;

    return PT_ERROR;
}


pt_rows *
pt_db_store(pt_db *db, MYSQL_STMT *stmt)
{
    unsigned        i, ncols;
    pt_rows        *rows;
    MYSQL_RES      *meta;
    MYSQL_BIND     *bind;
    char          (*bufs)[PT_DB_CELL];
    unsigned long  *lens;
    my_bool        *nulls;

    meta = mysql_stmt_result_metadata(stmt);
    ncols = meta ? mysql_num_fields(meta) : 0;
    if (meta) {
        mysql_free_result(meta);
    }

    rows = calloc(1, sizeof(pt_rows));
    if (rows == NULL) {
        return NULL;
    }

    rows->ncols = ncols;

    if (ncols == 0) {
        return rows;
    }

    bind = calloc(ncols, sizeof(MYSQL_BIND));
    bufs = calloc(ncols, PT_DB_CELL);
    lens = calloc(ncols, sizeof(unsigned long));
    nulls = calloc(ncols, sizeof(my_bool));

    if (bind == NULL || bufs == NULL || lens == NULL || nulls == NULL) {
        goto failed;
    }

    for (i = 0; i < ncols; i++) {
        bind[i].buffer_type = MYSQL_TYPE_STRING;
        bind[i].buffer = bufs[i];
        bind[i].buffer_length = PT_DB_CELL;
        bind[i].length = &lens[i];
        bind[i].is_null = &nulls[i];
    }

    if (mysql_stmt_bind_result(stmt, bind) != 0
        || mysql_stmt_store_result(stmt) != 0)
    {
        pt_db_set_error(db, mysql_stmt_errno(stmt), mysql_stmt_error(stmt));
        goto failed;
    }

    if (pt_db_store_rows(db, stmt, rows, ncols, bufs, lens, nulls)
        != PT_OK)
    {
        mysql_stmt_free_result(stmt);
        goto failed;
    }

    mysql_stmt_free_result(stmt);
    free(bind);
    free(bufs);
    free(lens);
    free(nulls);

    return rows;

failed:

    free(rows->cells);
    free(rows->lens);
    free(rows);
    free(bind);
    free(bufs);
    free(lens);
    free(nulls);

    return NULL;
}


int
pt_rows_next(pt_rows *rows)
{
    if (rows->cur >= rows->nrows) {
        return 0;
    }

    rows->cur++;

    return 1;
}


void
pt_rows_rewind(pt_rows *rows)
{
    rows->cur = 0;
}


size_t
pt_rows_count(pt_rows *rows)
{
    return rows->nrows;
}


static size_t
pt_rows_index(pt_rows *rows, unsigned col)
{
    return (rows->cur - 1) * rows->ncols + col;
}


const char *
pt_rows_str(pt_rows *rows, unsigned col)
{
    if (rows->cur == 0 || col >= rows->ncols) {
        return NULL;
    }

    return rows->cells[pt_rows_index(rows, col)];
}


size_t
pt_rows_len(pt_rows *rows, unsigned col)
{
    if (rows->cur == 0 || col >= rows->ncols) {
        return 0;
    }

    return rows->lens[pt_rows_index(rows, col)];
}


long long
pt_rows_int(pt_rows *rows, unsigned col)
{
    const char  *s;

    s = pt_rows_str(rows, col);

    return s ? strtoll(s, NULL, 10) : 0;
}


int
pt_rows_is_null(pt_rows *rows, unsigned col)
{
    return pt_rows_str(rows, col) == NULL;
}


void
pt_rows_free(pt_rows *rows)
{
    if (rows == NULL) {
        return;
    }

    pt_rows_free_cells(rows, rows->nrows * rows->ncols);
    free(rows);
}
