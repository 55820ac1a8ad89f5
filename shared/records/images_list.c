/*
 * A page of a project's images (GET /api/{p}/images): filters keyword,
 * search (FULLTEXT), folder (+recursive), category, includeDerived; keyset
 * paging on the id (ULIDs sort by time; seq is the ULID without the
 * prefix, so newest first is ORDER BY seq DESC) with limit and cursor.
 *
 * Four fixed statements, one per driving index: image_keywords'
 * (project_id, keyword, seq) for keyword, the FULLTEXT index for search,
 * (project_id, folder, seq) or (project_id, seq) otherwise.  The other
 * filters are residual predicates whose "? IS NULL" arms fold away at
 * execution.
 */

#include <string.h>

#include "records/folders.h"
#include "records/images.h"


/* the cursor is a real range on seq (the ULID): deep pages stay cheap */
#define PT_LIST_RESIDUAL                                                    \
    " AND (? = 1 OR i.derived = 0)"                                         \
    " AND i.seq < ?"                                                        \
    " AND (? IS NULL OR i.category = ?)"                                    \
    " AND (? IS NULL OR i.folder = ? OR (? = 1 AND i.folder LIKE ?))"      \
    " AND (? = 0 OR i.is_video = ?)"


/*
 * With "project_id = ?" MariaDB picks ref access on (project_id, seq),
 * walks the project newest first and filters "seq < cursor" row by row: a
 * page 50,000 rows deep read 50,000 rows.  Bounds on project_id give it no
 * ref to pick, so it takes the range on both parts, and ordering by both
 * (the same order: one project) lets it read that range backwards and stop
 * after the page.
 */
static const char  pt_list_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"
    " WHERE i.project_id >= ? AND i.project_id <= ?" PT_LIST_RESIDUAL
    " ORDER BY i.project_id DESC, i.seq DESC LIMIT ?";

/* ?type= alone: (project_id, is_video, seq), bounded the same way */
static const char  pt_list_type_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"
    " WHERE i.project_id >= ? AND i.project_id <= ?"
    " AND i.is_video >= ? AND i.is_video <= ?" PT_LIST_RESIDUAL
    " ORDER BY i.project_id DESC, i.is_video DESC, i.seq DESC LIMIT ?";

/* a recursive folder: the folder index, never a walk of every project */
static const char  pt_list_tree_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i FORCE INDEX (images_folder)"
    " WHERE i.project_id = ?" PT_LIST_RESIDUAL
    " ORDER BY i.seq DESC LIMIT ?";

/* the same with image_keywords' (project_id, keyword, seq): a keyword's
 * page reads its rows, never every image with the keyword */
static const char  pt_list_keyword_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM image_keywords k"
    " JOIN images i ON i.id = k.image_id"
    " WHERE k.project_id >= ? AND k.project_id <= ?"
    " AND k.keyword >= ? AND k.keyword <= ? AND k.seq < ?" PT_LIST_RESIDUAL
    " ORDER BY k.project_id DESC, k.keyword DESC, k.seq DESC LIMIT ?";

static const char  pt_list_search_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"
    " WHERE MATCH (i.name, i.description, i.caption, i.original_file_name,"
    " i.keywords_text, i.author, i.copyright_holder, i.location_name,"
    " i.category, i.custom_id, i.tags_text) AGAINST (? IN BOOLEAN MODE)"
    " AND i.project_id = ?" PT_LIST_RESIDUAL
    " ORDER BY i.seq DESC LIMIT ?";


pt_rows *
pt_image_list(pt_db *db, unsigned long long project_id,
    const pt_image_filter *f)
{
    char         like[2 * PT_FOLDER_MAX + 3];
    const char  *seq;
    pt_rows     *rows;
    long long    pid, rec, type, video;

    pid = (long long) project_id;
    rec = f->recursive;
    type = f->type;
    video = f->type == PT_LIST_VIDEOS;

    /* the folder's descendants: "a/b" gives "a/b/%", its wildcards escaped */
    like[0] = '\0';

    if (f->folder) {
        pt_like_escape(f->folder, like);
        strcat(like, "/%");
    }

    /* the ULID of the cursor's id; past every id without one */
    seq = f->cursor ? strchr(f->cursor, '_') + 1 : "~";

    /* one row more than asked tells whether there is a next page */
    if (f->search) {
        rows = pt_db_query(db, pt_list_search_sql,
                           "siisssssisiii", f->search, pid,
                           (long long) f->derived, seq,
                           f->category, f->category, f->folder, f->folder,
                           rec, like, type, video, f->limit + 1);

    } else if (f->keyword) {
        rows = pt_db_query(db, pt_list_keyword_sql,
                           "iisssisssssisiii", pid, pid, f->keyword,
                           f->keyword, seq, (long long) f->derived, seq,
                           f->category, f->category, f->folder, f->folder,
                           rec, like, type, video, f->limit + 1);

    } else if (f->folder && rec) {
        rows = pt_db_query(db, pt_list_tree_sql,
                           "iisssssisiii", pid, (long long) f->derived,
                           seq, f->category, f->category,
                           f->folder, f->folder, rec, like, type, video,
                           f->limit + 1);

    } else if (f->type != PT_LIST_ALL && f->folder == NULL) {
        rows = pt_db_query(db, pt_list_type_sql,
                           "iiiiisssssisiii", pid, pid, video, video,
                           (long long) f->derived, seq, f->category,
                           f->category, f->folder, f->folder, rec, like,
                           type, video, f->limit + 1);

    } else {
        rows = pt_db_query(db, pt_list_sql,
                           "iiisssssisiii", pid, pid, (long long) f->derived,
                           seq, f->category, f->category,
                           f->folder, f->folder, rec, like, type, video,
                           f->limit + 1);
    }


    return rows;
}
