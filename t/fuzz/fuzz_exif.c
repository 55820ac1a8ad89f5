/*
 * libFuzzer target for EXIF extraction (shared/media/exif_file.c, exif.c): the
 * input is a whole uploaded file, sniffed as upload does, so the JPEG
 * marker walk, the PNG and WebP chunk walks and the TIFF IFD walker
 * (pt_tiff_ifd) all see it; the same bytes then go to the blob parser.
 * HEIF/AVIF are left out: their walk is libheif's, through libvips.
 * Besides the sanitizers' checks it asserts what upload stores: the map
 * is an object of non-empty UTF-8 strings, the orientation is 0..8, the
 * date is "" or an ISO 8601 UTC time, a GPS position is on the globe.
 * Build and run: make fuzz (see README.md beside this file).
 */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/pt.h"
#include "media/media.h"


static void
fuzz_check_exif(const pt_exif *x)
{
    size_t       n;
    json_t      *v;
    const char  *k, *d;

    if (!json_is_object((json_t *) x->map)) {
        abort();
    }

    json_object_foreach((json_t *) x->map, k, v) {
        if (!json_is_string(v) || json_string_length(v) == 0
            || strlen(json_string_value(v)) != json_string_length(v))
        {
            abort();
        }
    }

    if (x->orientation < 0 || x->orientation > 8) {
        abort();
    }

    d = x->date_created;
    n = strnlen(d, sizeof(x->date_created));

    /* "2024-05-01T12:00:00Z", maybe with a fraction */
    if (n == sizeof(x->date_created)
        || (n != 0 && (n < 20 || d[4] != '-' || d[10] != 'T'
                       || d[n - 1] != 'Z')))
    {
        abort();
    }

    if (x->has_gps
        ? (isnan(x->latitude) || isnan(x->longitude)
           || fabs(x->latitude) > 90.0 || fabs(x->longitude) > 180.0)
        : (x->latitude != 0 || x->longitude != 0))
    {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pt_exif    x;
    pt_format  fmt;

    fmt = pt_sniff(data, size);

    if (fmt != PT_FMT_AVIF && fmt != PT_FMT_HEIC) {
        /* PT_ERROR only on no memory */
        if (pt_exif_from_file(data, size, fmt, &x) != PT_OK) {
            abort();
        }

        fuzz_check_exif(&x);
        pt_exif_clear(&x);
    }

    /* PT_ERROR only on no memory */
    if (pt_exif_parse(data, size, &x) != PT_OK) {
        abort();
    }

    fuzz_check_exif(&x);
    pt_exif_clear(&x);

    return 0;
}
