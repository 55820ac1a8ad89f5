/*
 * A page of a project's images (GET /api/{p}/images): filters keyword,
 * search (words), folder (+recursive), category, type, includeDerived;
 * keyset paging on the id (ULIDs sort by time; seq is the ULID without the
 * prefix, so newest first is ORDER BY seq DESC, oldest first ASC) with
 * limit and cursor.
 *
 * Fixed statements, one per driving index and direction, each read from
 * the cursor in the order asked so a page reads about its rows:
 * image_keywords' (project_id, keyword, seq) for keyword, image_words'
 * (project_id, word, seq) for search, image_folders' (project_id, folder,
 * seq) for a recursive folder (sql/013: the triggers keep both),
 * (project_id, is_video, seq) for type image or video, (project_id,
 * format, seq) for type eps (sql/023), (project_id, seq) otherwise (a
 * folder alone uses its index).  An index is read forwards as cheaply as
 * backwards, so oldest first is the same range the other way.  The other
 * filters are residual predicates whose "? IS NULL" arms fold away at
 * execution.  docs/API.md "Image listing".
 */

#include <string.h>

#include "records/folders.h"
#include "records/images.h"


/*
 * Each statement twice: [0] newest first (the range below the cursor, read
 * backwards), [1] oldest first (above it, read forwards).  lt is the
 * cursor's side, dir the order.
 */
/* the cursor is a real range on seq (the ULID): deep pages stay cheap;
 * an EPS is an original of format eps (PostScript is recorded as eps) */
#define PT_LIST_RESIDUAL(lt)                                                \
    " AND (? = 1 OR i.derived = 0)"                                         \
    " AND i.seq " lt " ?"                                                   \
    " AND (? IS NULL OR i.category = ?)"                                    \
    " AND (? IS NULL OR i.folder = ? OR (? = 1 AND i.folder LIKE ?))"      \
    " AND (? = 0 OR i.is_video = ?)"                                        \
    " AND (? = 0 OR i.format = 'eps')"


/*
 * With "project_id = ?" MariaDB picks ref access on (project_id, seq),
 * walks the project newest first and filters "seq < cursor" row by row: a
 * page 50,000 rows deep read 50,000 rows.  Bounds on project_id give it no
 * ref to pick, so it takes the range on both parts, and ordering by both
 * (the same order: one project) lets it read that range in the order asked
 * and stop after the page.
 */
#define PT_LIST_SQL(lt, dir)                                                \
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"                             \
    " WHERE i.project_id >= ? AND i.project_id <= ?" PT_LIST_RESIDUAL(lt)   \
    " ORDER BY i.project_id " dir ", i.seq " dir " LIMIT ?"

static const char  *const pt_list_sql[2] = {
    PT_LIST_SQL("<", "DESC"), PT_LIST_SQL(">", "ASC")
};

/* ?type=image or video alone: (project_id, is_video, seq), bounded the
 * same way */
#define PT_LIST_TYPE_SQL(lt, dir)                                           \
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"                             \
    " WHERE i.project_id >= ? AND i.project_id <= ?"                        \
    " AND i.is_video >= ? AND i.is_video <= ?" PT_LIST_RESIDUAL(lt)         \
    " ORDER BY i.project_id " dir ", i.is_video " dir ", i.seq " dir        \
    " LIMIT ?"

static const char  *const pt_list_type_sql[2] = {
    PT_LIST_TYPE_SQL("<", "DESC"), PT_LIST_TYPE_SQL(">", "ASC")
};

/* ?type=eps alone: (project_id, format, seq), bounded the same way; a
 * project of many photos and few EPS reads its EPS rows only */
#define PT_LIST_EPS_SQL(lt, dir)                                            \
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"                             \
    " WHERE i.project_id >= ? AND i.project_id <= ?"                        \
    " AND i.format >= 'eps' AND i.format <= 'eps'" PT_LIST_RESIDUAL(lt)     \
    " ORDER BY i.project_id " dir ", i.format " dir ", i.seq " dir          \
    " LIMIT ?"

static const char  *const pt_list_eps_sql[2] = {
    PT_LIST_EPS_SQL("<", "DESC"), PT_LIST_EPS_SQL(">", "ASC")
};

/* a recursive folder: image_folders holds a row per image and folder it
 * is in, its own and every ancestor, so the subtree is one range */
#define PT_LIST_TREE_SQL(lt, dir)                                           \
    "SELECT " PT_IMAGE_COLUMNS " FROM image_folders f"                      \
    " JOIN images i ON i.id = f.image_id"                                   \
    " WHERE f.project_id >= ? AND f.project_id <= ?"                        \
    " AND f.folder >= ? AND f.folder <= ? AND f.seq " lt " ?"               \
    PT_LIST_RESIDUAL(lt)                                                    \
    " ORDER BY f.project_id " dir ", f.folder " dir ", f.seq " dir          \
    " LIMIT ?"

static const char  *const pt_list_tree_sql[2] = {
    PT_LIST_TREE_SQL("<", "DESC"), PT_LIST_TREE_SQL(">", "ASC")
};

/* the same with image_keywords' (project_id, keyword, seq): a keyword's
 * page reads its rows, never every image with the keyword */
#define PT_LIST_KEYWORD_SQL(lt, dir)                                        \
    "SELECT " PT_IMAGE_COLUMNS " FROM image_keywords k"                     \
    " JOIN images i ON i.id = k.image_id"                                   \
    " WHERE k.project_id >= ? AND k.project_id <= ?"                        \
    " AND k.keyword >= ? AND k.keyword <= ? AND k.seq " lt " ?"             \
    PT_LIST_RESIDUAL(lt)                                                    \
    " ORDER BY k.project_id " dir ", k.keyword " dir ", k.seq " dir         \
    " LIMIT ?"

static const char  *const pt_list_keyword_sql[2] = {
    PT_LIST_KEYWORD_SQL("<", "DESC"), PT_LIST_KEYWORD_SQL(">", "ASC")
};

/* every other word of the search, looked up on each row of the first's
 * by the whole primary key; a NULL word joins nothing and checks nothing.
 * Outer joins in a fixed order: as EXISTS, MariaDB could materialise a
 * word's every row instead (a scan of the project's words). */
#define PT_SEARCH_JOIN(x)                                                   \
    " LEFT JOIN image_words " x " ON " x ".project_id = w.project_id"       \
    " AND " x ".word = ? AND " x ".seq = w.seq"                             \
    " AND " x ".image_id = w.image_id"

#define PT_SEARCH_AND(x)  " AND (? IS NULL OR " x ".image_id IS NOT NULL)"

/* the first (rarest) word's rows in the order asked, the others checked
 * per row: a page of a common word reads its page, never every match */
#define PT_LIST_SEARCH_SQL(lt, dir)                                         \
    "SELECT STRAIGHT_JOIN " PT_IMAGE_COLUMNS " FROM image_words w"          \
    PT_SEARCH_JOIN("w1") PT_SEARCH_JOIN("w2") PT_SEARCH_JOIN("w3")          \
    PT_SEARCH_JOIN("w4") PT_SEARCH_JOIN("w5") PT_SEARCH_JOIN("w6")          \
    PT_SEARCH_JOIN("w7")                                                    \
    " JOIN images i ON i.id = w.image_id"                                   \
    " WHERE w.project_id >= ? AND w.project_id <= ?"                        \
    " AND w.word >= ? AND w.word <= ? AND w.seq " lt " ?"                   \
    PT_SEARCH_AND("w1") PT_SEARCH_AND("w2") PT_SEARCH_AND("w3")             \
    PT_SEARCH_AND("w4") PT_SEARCH_AND("w5") PT_SEARCH_AND("w6")             \
    PT_SEARCH_AND("w7") PT_LIST_RESIDUAL(lt)                                \
    " ORDER BY w.project_id " dir ", w.word " dir ", w.seq " dir            \
    " LIMIT ?"

static const char  *const pt_list_search_sql[2] = {
    PT_LIST_SEARCH_SQL("<", "DESC"), PT_LIST_SEARCH_SQL(">", "ASC")
};


/*
 * MariaDB's estimate of the project's images with word w (an index dive,
 * no row read: EXPLAIN's "rows"); -1 when unknown.
 */
static long long
pt_search_word_rows(pt_db *db, long long pid, const char *w)
{
    long long   n;
    pt_rows    *rows;

    rows = pt_db_query(db, "EXPLAIN SELECT 1 FROM image_words"
                       " WHERE project_id = ? AND word = ?", "is", pid, w);
    if (rows == NULL) {
        return -1;
    }

    n = pt_rows_next(rows) && !pt_rows_is_null(rows, 8)
        ? pt_rows_int(rows, 8) : -1;

    pt_rows_free(rows);

    return n;
}


/*
 * The rarest word first: its rows drive the page, the others are checked
 * on each, so a page reads about page / (share of the driving word's
 * images having the others) rows.  Unknown estimates keep the order.
 */
static void
pt_search_words_order(pt_db *db, long long pid, pt_image_filter *f)
{
    int        i, j, n;
    char       w[PT_SEARCH_WORD_MAX + 1];
    long long  est[PT_SEARCH_WORDS], e;

    n = f->nwords < PT_SEARCH_WORDS ? f->nwords : PT_SEARCH_WORDS;

    for (i = 0; i < n; i++) {
        est[i] = pt_search_word_rows(db, pid, f->words[i]);
        if (est[i] < 0) {
            return;
        }
    }

    /* insertion sort: stable, so equal estimates stay longest first */
    for (i = 1; i < n; i++) {
        e = est[i];
        memcpy(w, f->words[i], sizeof(w));

        for (j = i; j > 0 && est[j - 1] > e; j--) {
            est[j] = est[j - 1];
            memcpy(f->words[j], f->words[j - 1], sizeof(w));
        }

        est[j] = e;
        memcpy(f->words[j], w, sizeof(w));
    }
}


long long
pt_image_search_words(pt_db *db, unsigned long long project_id,
    pt_image_filter *f)
{
    size_t       n;
    pt_rows     *rows;
    const char  *w;

    /* sql/013's tokenizer, the one that filled image_words */
    rows = pt_db_query(db, "SELECT DISTINCT j.w FROM JSON_TABLE("
                       "pt_search_words(?), '$[*]' COLUMNS"
                       " (w VARCHAR(64) PATH '$')) j"
                       " ORDER BY CHAR_LENGTH(j.w) DESC, j.w", "s",
                       f->search);
    if (rows == NULL) {
        return -1;
    }

    f->nwords = 0;

    while (pt_rows_next(rows)) {
        w = pt_rows_str(rows, 0);
        n = pt_rows_len(rows, 0);

        /* 64 characters fit; a word that did not would never match */
        if (w == NULL || n > PT_SEARCH_WORD_MAX) {
            continue;
        }

        if (f->nwords < PT_SEARCH_WORDS) {
            memcpy(f->words[f->nwords], w, n);
            f->words[f->nwords][n] = '\0';
        }

        f->nwords++;
    }

    pt_rows_free(rows);

    if (f->nwords > 1 && f->nwords <= PT_SEARCH_WORDS) {
        pt_search_words_order(db, (long long) project_id, f);
    }

    return f->nwords;
}


/* the residual type filter's values: a type asked, videos, EPS */
typedef struct {
    long long  typed;
    long long  video;
    long long  eps;
} pt_list_kind;


static pt_list_kind
pt_list_kind_of(const pt_image_filter *f)
{
    pt_list_kind  k;

    k.typed = f->type != PT_LIST_ALL;
    /* an EPS is never a video: type=eps is is_video = 0 and format eps */
    k.video = f->type == PT_LIST_VIDEOS;
    k.eps = f->type == PT_LIST_EPS;

    return k;
}


/* A search: no word left (stop words, single letters) matches nothing */
static pt_rows *
pt_image_search(pt_db *db, long long pid, const pt_image_filter *f,
    const char *seq, const char *like)
{
    int           i;
    long long     rec;
    const char   *w[PT_SEARCH_WORDS];
    pt_list_kind  k;

    rec = f->recursive;
    k = pt_list_kind_of(f);

    for (i = 0; i < PT_SEARCH_WORDS; i++) {
        w[i] = i < f->nwords ? f->words[i] : NULL;
    }

    if (w[0] == NULL) {
        w[0] = "";
    }

    return pt_db_query(db, pt_list_search_sql[f->oldest != 0],
                       "sssssssiissssssssssisssssisiiii",
                       w[1], w[2], w[3], w[4], w[5], w[6], w[7],
                       pid, pid, w[0], w[0], seq,
                       w[1], w[2], w[3], w[4], w[5], w[6], w[7],
                       (long long) f->derived, seq, f->category,
                       f->category, f->folder, f->folder, rec, like, k.typed,
                       k.video, k.eps, f->limit + 1);
}


pt_rows *
pt_image_list(pt_db *db, unsigned long long project_id,
    const pt_image_filter *f)
{
    int           d;
    char          like[2 * PT_FOLDER_MAX + 3];
    const char   *seq;
    pt_rows      *rows;
    long long     pid, rec, der;
    pt_list_kind  k;

    pid = (long long) project_id;
    rec = f->recursive;
    der = f->derived;
    d = f->oldest != 0;
    k = pt_list_kind_of(f);

    /* the folder's descendants: "a/b" gives "a/b/%", its wildcards escaped */
    like[0] = '\0';

    if (f->folder) {
        pt_like_escape(f->folder, like);
        strcat(like, "/%");
    }

    /* the ULID of the cursor's id; without one, past every id in the
     * order asked ("~" sorts after every ULID, "" before) */
    seq = f->cursor ? strchr(f->cursor, '_') + 1 : (d ? "" : "~");

    /* one row more than asked tells whether there is a next page */
    if (f->search) {
        rows = pt_image_search(db, pid, f, seq, like);

    } else if (f->keyword) {
        rows = pt_db_query(db, pt_list_keyword_sql[d],
                           "iisssisssssisiiii", pid, pid, f->keyword,
                           f->keyword, seq, der, seq, f->category,
                           f->category, f->folder, f->folder, rec, like,
                           k.typed, k.video, k.eps, f->limit + 1);

    } else if (f->folder && rec) {
        rows = pt_db_query(db, pt_list_tree_sql[d],
                           "iisssisssssisiiii", pid, pid, f->folder,
                           f->folder, seq, der, seq, f->category,
                           f->category, f->folder, f->folder, rec, like,
                           k.typed, k.video, k.eps, f->limit + 1);

    } else if (f->type == PT_LIST_EPS && f->folder == NULL) {
        rows = pt_db_query(db, pt_list_eps_sql[d],
                           "iiisssssisiiii", pid, pid, der, seq,
                           f->category, f->category, f->folder, f->folder,
                           rec, like, k.typed, k.video, k.eps, f->limit + 1);

    } else if (f->type != PT_LIST_ALL && f->folder == NULL) {
        rows = pt_db_query(db, pt_list_type_sql[d],
                           "iiiiisssssisiiii", pid, pid, k.video, k.video,
                           der, seq, f->category, f->category, f->folder,
                           f->folder, rec, like, k.typed, k.video, k.eps,
                           f->limit + 1);

    } else {
        rows = pt_db_query(db, pt_list_sql[d],
                           "iiisssssisiiii", pid, pid, der, seq,
                           f->category, f->category, f->folder, f->folder,
                           rec, like, k.typed, k.video, k.eps, f->limit + 1);
    }

    return rows;
}
