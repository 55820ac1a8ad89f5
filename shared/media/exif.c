/*
 * EXIF parsing with libexif (pt_exif_parse): an EXIF blob becomes a map of
 * tag name -> text (the image's exifData) plus the fields upload needs:
 * orientation, the creation date in UTC and the GPS position.  Finding
 * the blob inside a file and walking its IFDs is exif_file.c's job.
 */

#include <string.h>
#include <stdlib.h>
#include <time.h>

#include <jansson.h>
#include <libexif/exif-data.h>

#include "media/media.h"
#include "media/exif_int.h"


#define PT_EXIF_BLOB_MAX   (1024 * 1024)  /* larger blobs are refused */
#define PT_EXIF_VALUE_MAX  256            /* longer values are junk */


int
pt_exif_parse(const unsigned char *blob, size_t len, pt_exif *out)
{
    if (blob == NULL || len < 14 || len > PT_EXIF_BLOB_MAX) {
        return pt_exif_begin(out);
    }

    if (memcmp(blob, "Exif\0\0", 6) == 0) {
        blob += 6;
        len -= 6;
    }

    /* the same bounded walk as a TIFF file's, not libexif's loader,
     * which follows every IFD pointer each time it meets one */
    return pt_exif_walk(blob, len, 0, out);
}


void
pt_exif_clear(pt_exif *exif)
{
    if (exif == NULL) {
        return;
    }

    if (exif->map != NULL) {
        json_decref((json_t *) exif->map);
    }

    memset(exif, 0, sizeof(*exif));
}


int
pt_exif_begin(pt_exif *out)
{
    memset(out, 0, sizeof(*out));

    out->map = json_object();

    return out->map != NULL ? PT_OK : PT_ERROR;
}


/*
 * Tags that are image structure or other metadata blocks rather than
 * facts about the photo; their text would be offsets or blobs.
 */
int
pt_exif_skip_tag(ExifTag tag)
{
    switch ((unsigned) tag) {
    case 0x0111:    /* StripOffsets */
    case 0x0116:    /* RowsPerStrip */
    case 0x0117:    /* StripByteCounts */
    case 0x0144:    /* TileOffsets */
    case 0x0145:    /* TileByteCounts */
    case 0x014a:    /* SubIFDs */
    case 0x0201:    /* JPEGInterchangeFormat */
    case 0x0202:    /* JPEGInterchangeFormatLength */
    case 0x02bc:    /* XMP packet */
    case 0x83bb:    /* IPTC */
    case 0x8649:    /* Photoshop resources */
    case 0x8773:    /* ICC profile */
    case 0x927c:    /* MakerNote: vendor binary */
        return 1;
    default:
        return 0;
    }
}


static void
pt_exif_add(json_t *map, ExifEntry *e, ExifIfd ifd)
{
    char        val[1024];
    size_t      n;
    json_t     *str;
    const char *name;

    if (pt_exif_skip_tag(e->tag)) {
        return;
    }

    name = exif_tag_get_name_in_ifd(e->tag, ifd);
    if (name == NULL || json_object_get(map, name) != NULL) {
        return;
    }

    val[0] = '\0';
    if (exif_entry_get_value(e, val, sizeof(val)) == NULL) {
        return;
    }

    val[sizeof(val) - 1] = '\0';
    n = strlen(val);
    while (n > 0 && (val[n - 1] == ' ' || val[n - 1] == '\n')) {
        val[--n] = '\0';
    }

    /* libexif's placeholder for bytes it cannot show is no value */
    if (n == 0 || n > PT_EXIF_VALUE_MAX
        || strstr(val, "bytes undefined data") != NULL)
    {
        return;
    }

    /* json_string() refuses text that is not UTF-8 */
    str = json_string(val);
    if (str == NULL) {
        return;
    }

    json_object_set_new(map, name, str);
}


static int
pt_exif_orientation(ExifData *ed)
{
    int         v;
    ExifEntry  *e;

    e = exif_content_get_entry(ed->ifd[EXIF_IFD_0], EXIF_TAG_ORIENTATION);
    if (e == NULL || e->format != EXIF_FORMAT_SHORT || e->components < 1
        || e->size < 2 || e->data == NULL)
    {
        return 0;
    }

    v = exif_get_short(e->data, exif_data_get_byte_order(ed));

    return (v >= 1 && v <= 8) ? v : 0;
}


/* ASCII entry into buf; 0 when absent or not text */
static int
pt_exif_text(ExifContent *c, ExifTag tag, char *buf, size_t size)
{
    ExifEntry  *e;

    e = exif_content_get_entry(c, tag);
    if (e == NULL || e->format != EXIF_FORMAT_ASCII || e->data == NULL) {
        return 0;
    }

    buf[0] = '\0';
    exif_entry_get_value(e, buf, size);
    buf[size - 1] = '\0';

    return buf[0] != '\0';
}


/*
 * "YYYY:MM:DD HH:MM:SS" (camera local time) and an optional "+HH:MM"
 * offset -> "YYYY-MM-DDTHH:MM:SSZ".  Without an offset the time is taken
 * as UTC, which is what most services do since the zone is unknown.
 */
static int
pt_exif_date(ExifData *ed, ExifTag dt_tag, ExifTag off_tag, char *out,
    size_t size)
{
    int        y, mo, d, h, mi, s, n, oh, om, sign;
    char       dt[64], tz[64];
    time_t     t;
    struct tm  tm, chk;

    if (!pt_exif_text(ed->ifd[EXIF_IFD_EXIF], dt_tag, dt, sizeof(dt))) {
        return 0;
    }

    n = 0;
    if (sscanf(dt, "%4d%*[:-]%2d%*[:-]%2d %2d:%2d:%2d%n",
               &y, &mo, &d, &h, &mi, &s, &n) != 6
        || n != 19 || y < 1 || mo < 1 || mo > 12 || d < 1 || d > 31
        || h > 23 || mi > 59 || s > 60 || h < 0 || mi < 0 || s < 0)
    {
        return 0;
    }

    memset(&tm, 0, sizeof(tm));
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = s;

    t = timegm(&tm);

    /* 2021:02:30 would quietly become March: refuse it instead */
    if (gmtime_r(&t, &chk) == NULL || chk.tm_mday != d) {
        return 0;
    }

    if (pt_exif_text(ed->ifd[EXIF_IFD_EXIF], off_tag, tz, sizeof(tz))
        && (tz[0] == '+' || tz[0] == '-')
        && sscanf(tz + 1, "%2d:%2d%n", &oh, &om, &n) == 2 && n == 5
        && oh >= 0 && oh <= 14 && om >= 0 && om <= 59)
    {
        sign = (tz[0] == '-') ? -1 : 1;
        t -= sign * (oh * 3600 + om * 60);
    }

    /* DATETIME's years only: %Y would write "224" or "10000" */
    if (gmtime_r(&t, &tm) == NULL || tm.tm_year < 1000 - 1900
        || tm.tm_year > 9999 - 1900
        || strftime(out, size, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
    {
        out[0] = '\0';
        return 0;
    }

    return 1;
}


/* degrees, minutes, seconds as three rationals -> decimal degrees */
static int
pt_exif_dms(ExifData *ed, ExifTag tag, ExifTag ref_tag, double max,
    double *deg)
{
    int            i;
    char           ref[16];
    double         v[3];
    ExifEntry     *e;
    ExifRational   r;
    ExifByteOrder  order;

    e = exif_content_get_entry(ed->ifd[EXIF_IFD_GPS], tag);
    if (e == NULL || e->format != EXIF_FORMAT_RATIONAL || e->components < 3
        || e->size < 24 || e->data == NULL)
    {
        return 0;
    }

    order = exif_data_get_byte_order(ed);

    for (i = 0; i < 3; i++) {
        r = exif_get_rational(e->data + 8 * i, order);
        if (r.denominator == 0) {
            return 0;
        }
        v[i] = (double) r.numerator / r.denominator;
    }

    *deg = v[0] + v[1] / 60.0 + v[2] / 3600.0;

    if (*deg > max) {
        return 0;
    }

    if (pt_exif_text(ed->ifd[EXIF_IFD_GPS], ref_tag, ref, sizeof(ref))
        && (ref[0] == 'S' || ref[0] == 'W'))
    {
        *deg = -*deg;
    }

    return 1;
}


void
pt_exif_collect(ExifData *ed, pt_exif *out)
{
    unsigned int   i, k;
    ExifContent   *c;
    static const ExifIfd  ifds[] = {
        EXIF_IFD_0, EXIF_IFD_EXIF, EXIF_IFD_GPS, EXIF_IFD_INTEROPERABILITY
    };

    /* IFD1 describes the embedded thumbnail, not the photo: left out */
    for (k = 0; k < sizeof(ifds) / sizeof(ifds[0]); k++) {
        c = ed->ifd[ifds[k]];
        if (c == NULL) {
            continue;
        }

        for (i = 0; i < c->count; i++) {
            pt_exif_add((json_t *) out->map, c->entries[i], ifds[k]);
        }
    }

    out->orientation = pt_exif_orientation(ed);

    if (!pt_exif_date(ed, EXIF_TAG_DATE_TIME_ORIGINAL,
                      EXIF_TAG_OFFSET_TIME_ORIGINAL, out->date_created,
                      sizeof(out->date_created)))
    {
        pt_exif_date(ed, EXIF_TAG_DATE_TIME_DIGITIZED,
                     EXIF_TAG_OFFSET_TIME_DIGITIZED, out->date_created,
                     sizeof(out->date_created));
    }

    out->has_gps =
        pt_exif_dms(ed, (ExifTag) EXIF_TAG_GPS_LATITUDE,
                    (ExifTag) EXIF_TAG_GPS_LATITUDE_REF, 90.0,
                    &out->latitude)
        && pt_exif_dms(ed, (ExifTag) EXIF_TAG_GPS_LONGITUDE,
                       (ExifTag) EXIF_TAG_GPS_LONGITUDE_REF, 180.0,
                       &out->longitude);

    if (!out->has_gps) {
        out->latitude = 0;
        out->longitude = 0;
    }
}
