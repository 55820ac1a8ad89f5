/*
 * Results: rows copied out of a statement at once, so the cached statement
 * can run again while the caller still walks them.
 */

#include <stdlib.h>
#include <string.h>

#include "db_int.h"


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


pt_rows *
pt_db_store(pt_db *db, MYSQL_STMT *stmt)
{
    int             rc;
    size_t          cap, filled, row;
    unsigned        i, ncols;
    pt_rows        *rows;
    MYSQL_RES      *meta;
    MYSQL_BIND     *bind;
    char          (*bufs)[PT_DB_CELL];
    unsigned long  *lens;
    my_bool        *nulls;
    char           *cell;
    void           *tmp;

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

    cap = 0;
    filled = 0;

    for (row = 0; ; row++) {
        rc = mysql_stmt_fetch(stmt);

        if (rc == MYSQL_NO_DATA) {
            break;
        }

        if (rc == 1) {
            pt_db_set_error(db, mysql_stmt_errno(stmt),
                            mysql_stmt_error(stmt));
            goto failed_rows;
        }

        if (filled + ncols > cap) {
            cap = cap ? cap * 2 : ncols * 16;

            tmp = realloc(rows->cells, cap * sizeof(char *));
            if (tmp == NULL) {
                goto failed_rows;
            }
            rows->cells = tmp;

            tmp = realloc(rows->lens, cap * sizeof(size_t));
            if (tmp == NULL) {
                goto failed_rows;
            }
            rows->lens = tmp;
        }

        for (i = 0; i < ncols; i++, filled++) {
            rows->lens[filled] = 0;

            if (nulls[i]) {
                rows->cells[filled] = NULL;
                continue;
            }

            cell = malloc(lens[i] + 1);
            if (cell == NULL) {
                goto failed_rows;
            }

            if (lens[i] <= PT_DB_CELL) {
                memcpy(cell, bufs[i], lens[i]);

            } else {
                /* truncated in the fixed buffer: fetch the whole value */
                MYSQL_BIND  col;

                memset(&col, 0, sizeof(col));
                col.buffer_type = MYSQL_TYPE_STRING;
                col.buffer = cell;
                col.buffer_length = lens[i];

                if (mysql_stmt_fetch_column(stmt, &col, i, 0) != 0) {
                    free(cell);
                    pt_db_set_error(db, mysql_stmt_errno(stmt),
                                    mysql_stmt_error(stmt));
                    goto failed_rows;
                }
            }

            cell[lens[i]] = '\0';
            rows->cells[filled] = cell;
            rows->lens[filled] = lens[i];
        }

        rows->nrows++;
    }

    mysql_stmt_free_result(stmt);
    free(bind);
    free(bufs);
    free(lens);
    free(nulls);

    return rows;

failed_rows:

    pt_rows_free_cells(rows, filled);
    rows->cells = NULL;
    rows->lens = NULL;
    mysql_stmt_free_result(stmt);

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
