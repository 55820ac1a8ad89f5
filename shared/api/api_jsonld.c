/*
 * GET /api/{p}/{id}/metadata/jsonld: the image's metadata as a Schema.org
 * ImageObject, a video's as a VideoObject (application/ld+json); unknown
 * fields are left out.
 */

#include <stdio.h>

#include <jansson.h>

#include "api/api.h"
#include "records/images.h"


/* "1.2 MB": what people read, binary multiples */
static void
pt_human_size(unsigned long long n, char *out, size_t size)
{
    static const char  *units[] = { "KB", "MB", "GB", "TB" };
    double              v;
    int                 u;

    if (n < 1024) {
        pt_snprintf(out, size, "%llu B", n);
        return;
    }

    v = (double) n / 1024;

    for (u = 0; v >= 1024 && u < 3; u++) {
        v /= 1024;
    }

    pt_snprintf(out, size, "%.1f %s", v, units[u]);
}


static json_t *
pt_quantity(json_t *value)
{
    return json_pack("{s:s, s:o, s:s}", "@type", "QuantitativeValue",
                     "value", value, "unitCode", "E37");
}


static json_t *
pt_person(json_t *name)
{
    return json_is_string(name)
           ? json_pack("{s:s, s:O}", "@type", "Person", "name", name)
           : NULL;
}


/* Sets key when v is not null (JSON-LD leaves unknowns out). */
static void
pt_ld_set(json_t *ld, const char *key, json_t *v)
{
    if (v && !json_is_null(v)) {
        json_object_set(ld, key, v);
    }
}


/* The image's author and copyright, m its metadata, into ld. */
static void
pt_ld_rights(json_t *ld, json_t *m)
{
    char  notice[600];

    /* Google's image license metadata reads creator and creditText */
    if (json_is_string(json_object_get(m, "author"))) {
        json_object_set_new(ld, "author",
                            pt_person(json_object_get(m, "author")));
        json_object_set_new(ld, "creator",
                            pt_person(json_object_get(m, "author")));
        json_object_set(ld, "creditText", json_object_get(m, "author"));
    }

    if (json_is_string(json_object_get(m, "copyrightHolder"))) {
        json_object_set_new(ld, "copyrightHolder",
                            pt_person(json_object_get(m,
                                                      "copyrightHolder")));

        if (json_is_integer(json_object_get(m, "copyrightYear"))) {
            pt_snprintf(notice, sizeof(notice), "\xc2\xa9 %lld %s",
                        (long long) json_integer_value(
                            json_object_get(m, "copyrightYear")),
                        json_string_value(json_object_get(m,
                                                          "copyrightHolder")));
        } else {
            pt_snprintf(notice, sizeof(notice), "\xc2\xa9 %s",
                        json_string_value(json_object_get(m,
                                                          "copyrightHolder")));
        }

        json_object_set_new(ld, "copyrightNotice", json_string(notice));
    }
}


/* Where the image was made, when known, into ld. */
static void
pt_ld_place(json_t *ld, json_t *m)
{
    json_t  *place, *geo;

    if (json_is_string(json_object_get(m, "locationName"))
        || json_is_number(json_object_get(m, "locationLatitude")))
    {
        place = json_pack("{s:s}", "@type", "Place");
        pt_ld_set(place, "name", json_object_get(m, "locationName"));

        if (json_is_number(json_object_get(m, "locationLatitude"))
            && json_is_number(json_object_get(m, "locationLongitude")))
        {
            geo = json_pack("{s:s, s:O, s:O}", "@type", "GeoCoordinates",
                            "latitude",
                            json_object_get(m, "locationLatitude"),
                            "longitude",
                            json_object_get(m, "locationLongitude"));
            json_object_set_new(place, "geo", geo);
        }

        json_object_set_new(ld, "contentLocation", place);
    }
}


/* seconds as an ISO 8601 duration, to the millisecond: "PT1M3.5S" */
static void
pt_iso_duration(double seconds, char *out, size_t size)
{
    int        n;
    long long  ms, h, m, s, frac;

    ms = seconds > 0 ? (long long) (seconds * 1000 + 0.5) : 0;
    h = ms / 3600000;
    m = ms / 60000 % 60;
    s = ms / 1000 % 60;
    frac = ms % 1000;

    n = snprintf(out, size, "PT");

    if (h) {
        n += snprintf(out + n, size - n, "%lldH", h);
    }

    if (m) {
        n += snprintf(out + n, size - n, "%lldM", m);
    }

    if (s || frac || (h == 0 && m == 0)) {
        n += snprintf(out + n, size - n, "%lld", s);

        if (frac) {
            /* "3.5", not "3.500" */
            n += snprintf(out + n, size - n, ".%03lld", frac);
            while (out[n - 1] == '0') {
                out[--n] = '\0';
            }
        }

        snprintf(out + n, size - n, "S");
    }
}


/*
 * A video: VideoObject with its duration; its thumbnail is its poster,
 * named only once pictord has made it (thumbnailId set).
 */
static void
pt_ld_video(pt_ctx *ctx, json_t *ld, json_t *m)
{
    char         dur[64], thumb[600];
    const char  *poster;

    json_object_set_new(ld, "@type", json_string("VideoObject"));
    json_object_del(ld, "thumbnailUrl");

    if (json_is_number(json_object_get(m, "duration"))) {
        pt_iso_duration(json_number_value(json_object_get(m, "duration")),
                        dur, sizeof(dur));
        json_object_set_new(ld, "duration", json_string(dur));
    }

    poster = json_string_value(json_object_get(m, "thumbnailId"));

    if (poster) {
        pt_snprintf(thumb, sizeof(thumb), "%s/%s/%s/w_300.jpg",
                    ctx->req->base_url, ctx->who.project, poster);
        json_object_set_new(ld, "thumbnailUrl", json_string(thumb));
    }
}


void
pt_api_metadata_jsonld(pt_ctx *ctx)
{
    char         size[32], url[512], thumb[600];
    json_t      *m, *ld;
    const char  *id;

    id = pt_image_capture(ctx, 1);
    if (id == NULL) {
        return;
    }

    m = pt_image_load(ctx, id);
    if (m == NULL) {
        return;
    }

    pt_snprintf(url, sizeof(url), "%s%s", ctx->req->base_url,
                json_string_value(json_object_get(m, "url")));
    pt_snprintf(thumb, sizeof(thumb), "%s/w_300.jpg", url);
    pt_human_size((unsigned long long)
                  json_integer_value(json_object_get(m, "sizeBytes")),
                  size, sizeof(size));

    ld = json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:O, s:s, s:O}",
                   "@context", "https://schema.org",
                   "@type", "ImageObject",
                   "contentUrl", url,
                   "thumbnailUrl", thumb,
                   "width", pt_quantity(json_deep_copy(
                                json_object_get(m, "width"))),
                   "height", pt_quantity(json_deep_copy(
                                 json_object_get(m, "height"))),
                   "encodingFormat", json_object_get(m, "contentType"),
                   "contentSize", size,
                   "uploadDate", json_object_get(m, "datePublished"));
    if (ld == NULL) {
        json_decref(m);
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return;
    }

    pt_ld_set(ld, "name", json_object_get(m, "name"));
    pt_ld_set(ld, "description", json_object_get(m, "description"));
    pt_ld_set(ld, "caption", json_object_get(m, "caption"));
    pt_ld_set(ld, "dateCreated", json_object_get(m, "dateCreated"));
    pt_ld_set(ld, "dateModified", json_object_get(m, "dateModified"));
    pt_ld_set(ld, "license", json_object_get(m, "license"));
    pt_ld_set(ld, "copyrightYear", json_object_get(m, "copyrightYear"));
    pt_ld_set(ld, "representativeOfPage",
              json_object_get(m, "representativeOfPage"));

    if (json_array_size(json_object_get(m, "keywords"))) {
        json_object_set(ld, "keywords", json_object_get(m, "keywords"));
    }

    pt_ld_rights(ld, m);
    pt_ld_place(ld, m);

    if (json_is_true(json_object_get(m, "isVideo"))) {
        pt_ld_video(ctx, ld, m);
    }

    json_decref(m);

    pt_reply_json(ctx, 200, ld);
    ctx->resp->content_type = "application/ld+json";
}
