/*
 * Whether a JPEG is one libjpeg decodes without an error, read from its
 * structure alone: the upload's probe then skips the decode
 * (docs/decisions/0026-jpeg-upload-by-structure.md).
 *
 * The probe's decode (libvips, fail_on error) refuses a JPEG for two
 * kinds of causes: a structural error libjpeg stops at (a segment's
 * length, a table, a scan's parameters) and data that ends before the
 * image does.  Damaged entropy-coded data is only a warning there, so it
 * is no refusal either way.  Both causes can be seen without decoding a
 * coefficient: this walk follows every segment, checks what libjpeg
 * checks of the frame, the tables and each scan, and skips each scan's
 * entropy-coded bytes to the marker after them, up to EOI.
 *
 * It answers only "whole": anything it does not know for certain (a
 * frame or sampling beyond the common ones, arithmetic coding, a marker
 * out of place, data running out) is "ask the decoder", and the probe
 * decodes as before.  So a file it passes is one the decode passes; the
 * fuzz_jpeg_whole target and t/unit/test_jpeg_whole.c check exactly that.
 */

#include <string.h>

#include "media/jpeg.h"
#include "media/media.h"


#define PT_JW_COMPS  PT_JPEG_COMPS


typedef struct {
    const unsigned char  *p;
    size_t                n;
    size_t                i;          /* the next marker's 0xFF */
    int                   sof;        /* 0xC0..0xC2, 0 before the frame */
    int                   ncomp;
    unsigned char         id[PT_JW_COMPS];
    unsigned char         tq[PT_JW_COMPS];
    unsigned char         h[PT_JW_COMPS], v[PT_JW_COMPS];
    unsigned              width, height, hmax, vmax;
    unsigned              dri;        /* MCUs per restart interval */
    unsigned long         mcus;       /* in the scan being read */
    unsigned char         dc_done[PT_JW_COMPS];
    signed char           bits[PT_JW_COMPS][64];  /* progressive: the
                                         last Al of each coefficient */
    unsigned              dqt;        /* bit per defined quant table */
    unsigned              dht;        /* bit per usable table: DC 0..3,
                                         AC 4..7 */
    int                   scans;
    pt_jpeg_layout       *out;        /* pt_jpeg_walk's, or NULL */
} pt_jw;


/* the segment's length, which must fit in the file; 0 if it does not */
static size_t
pt_jw_len(pt_jw *w)
{
    size_t  len;

    if (w->i + 4 > w->n) {
        return 0;
    }

    len = (size_t) w->p[w->i + 2] << 8 | w->p[w->i + 3];

    return len >= 2 && w->i + 2 + len <= w->n ? len : 0;
}


/* SOF0, SOF1, SOF2 at 8 bits with the sampling every decoder supports */
static int
pt_jw_frame(pt_jw *w, const unsigned char *s, size_t len)
{
    int  c, h, v;

    /* len is the segment's after its length field, as below */
    if (w->sof != 0 || len < 6 || s[0] != 8
        || (s[1] | s[2]) == 0 || (s[3] | s[4]) == 0
        || (s[5] != 1 && s[5] != 3) || len != 6 + 3 * (size_t) s[5])
    {
        return -1;
    }

    w->ncomp = s[5];

    for (c = 0; c < w->ncomp; c++) {
        h = s[7 + 3 * c] >> 4;
        v = s[7 + 3 * c] & 15;

        /* luma (or grey) 1 or 2 each way; chroma never subsampled less */
        if (h < 1 || h > 2 || v < 1 || v > 2
            || (c > 0 && (h != 1 || v != 1))
            || s[8 + 3 * c] > 3
            || (c > 0 && memchr(w->id, s[6 + 3 * c], (size_t) c) != NULL))
        {
            return -1;
        }

        w->id[c] = s[6 + 3 * c];
        w->h[c] = (unsigned char) h;
        w->v[c] = (unsigned char) v;
        w->tq[c] = s[8 + 3 * c];
        w->hmax = w->hmax > (unsigned) h ? w->hmax : (unsigned) h;
        w->vmax = w->vmax > (unsigned) v ? w->vmax : (unsigned) v;
    }

    w->height = (unsigned) s[1] << 8 | s[2];
    w->width = (unsigned) s[3] << 8 | s[4];

    return 0;
}


/*
 * The symbols as an encoder writes them: each once, a DC size at most 11
 * and an AC run/size at most 10 bits.  A table that is not (a damaged
 * symbol) decodes on with warnings, and libvips refuses a file that
 * gives 100 of them: only the decode can tell, so it is asked.
 */
static int
pt_jw_symbols(const unsigned char *sym, int total, int dc)
{
    int            k;
    unsigned char  seen[256];

    memset(seen, 0, sizeof(seen));

    for (k = 0; k < total; k++) {
        if (seen[sym[k]]++ || (dc ? sym[k] > 11 : (sym[k] & 15) > 10)) {
            return -1;
        }
    }

    return 0;
}


/* libjpeg's check of a table's codes (jpeg_make_d_derived_tbl) */
static int
pt_jw_codes(const unsigned char *count, const unsigned char *sym, int dc)
{
    int       l, total;
    unsigned  code;

    code = 0;
    total = 0;

    for (l = 1; l <= 16; l++) {
        code += count[l - 1];
        total += count[l - 1];

        /* the all-ones code of a length is reserved */
        if (code >= 1U << l) {
            return -1;
        }

        code <<= 1;
    }

    if (total == 0) {
        return -1;
    }

    return pt_jw_symbols(sym, total, dc);
}


/* DHT: each table replaces its slot; usable only if its codes are */
static int
pt_jw_dht(pt_jw *w, const unsigned char *s, size_t len)
{
    size_t    k, total;
    unsigned  slot;
    int       l;

    for (k = 0; k < len; k += 17 + total) {
        if (k + 17 > len || (s[k] >> 4) > 1 || (s[k] & 15) > 3) {
            return -1;
        }

        for (total = 0, l = 1; l <= 16; l++) {
            total += s[k + l];
        }

        if (total > 256 || k + 17 + total > len) {
            return -1;
        }

        slot = 1U << ((s[k] >> 4) * 4 + (s[k] & 15));

        if (pt_jw_codes(s + k + 1, s + k + 17, (s[k] >> 4) == 0) == 0) {
            w->dht |= slot;

        } else {
            w->dht &= ~slot;
        }
    }

    return 0;
}


/* DQT: 8- or 16-bit tables 0..3, the segment used exactly */
static int
pt_jw_dqt(pt_jw *w, const unsigned char *s, size_t len)
{
    size_t  k, size;

    for (k = 0; k < len; k += 1 + size) {
        if ((s[k] >> 4) > 1 || (s[k] & 15) > 3) {
            return -1;
        }

        size = (s[k] >> 4) ? 128 : 64;

        if (k + 1 + size > len) {
            return -1;
        }

        w->dqt |= 1U << (s[k] & 15);
    }

    return 0;
}


/* one scan component: its index in the frame, -1 when none or twice */
static int
pt_jw_comp(pt_jw *w, unsigned char id, unsigned *seen)
{
    int  c;

    for (c = 0; c < w->ncomp; c++) {
        if (w->id[c] == id && !(*seen & (1U << c))) {
            *seen |= 1U << c;
            return c;
        }
    }

    return -1;
}


/* the parameters of a scan as libjpeg's start_pass checks them */
static int
pt_jw_params(pt_jw *w, int ns, int ss, int se, int ah, int al)
{
    if (w->sof != 0xc2) {
        /* sequential: one interleaved scan of every component */
        return ns == w->ncomp && w->scans == 0 && ss == 0 && se == 63
               && ah == 0 && al == 0 ? 0 : -1;
    }

    if (ss == 0) {
        return se == 0 && al <= 13 && (ah == 0 || al == ah - 1) ? 0 : -1;
    }

    return ns == 1 && ss <= se && se <= 63 && al <= 13
           && (ah == 0 || al == ah - 1) ? 0 : -1;
}


/*
 * A progressive scan must refine what the scans before it left, as
 * libjpeg checks per coefficient: what it does not, it only warns of,
 * once per coefficient and scan, and libvips refuses at 100 warnings.
 */
static int
pt_jw_progression(pt_jw *w, int c, int ss, int se, int ah, int al)
{
    int  k, expected;

    if (ss > 0 && w->bits[c][0] < 0) {
        return -1;
    }

    for (k = ss; k <= se; k++) {
        expected = w->bits[c][k] < 0 ? 0 : w->bits[c][k];

        if (ah != expected) {
            return -1;
        }

        w->bits[c][k] = (signed char) al;
    }

    return 0;
}


/* the MCUs of a scan: of the frame, or of its one component c's blocks */
static unsigned long
pt_jw_mcus(pt_jw *w, int ns, int c)
{
    unsigned long  cw, ch;

    if (ns > 1) {
        cw = (w->width + 8 * w->hmax - 1) / (8 * w->hmax);
        ch = (w->height + 8 * w->vmax - 1) / (8 * w->vmax);

    } else {
        cw = ((w->width * w->h[c] + w->hmax - 1) / w->hmax + 7) / 8;
        ch = ((w->height * w->v[c] + w->vmax - 1) / w->vmax + 7) / 8;
    }

    return cw * ch;
}


/* SOS: the header, then its tables; the data is skipped by the caller */
static int
pt_jw_sos(pt_jw *w, const unsigned char *s, size_t len)
{
    int       ns, k, c, last, ss, se, ah, al, blocks;
    unsigned  seen, td, ta;

    if (w->sof == 0 || len < 2 || (ns = s[0]) < 1 || ns > w->ncomp
        || len != 4 + 2 * (size_t) ns)
    {
        return -1;
    }

    ss = s[1 + 2 * ns];
    se = s[2 + 2 * ns];
    ah = s[3 + 2 * ns] >> 4;
    al = s[3 + 2 * ns] & 15;

    if (pt_jw_params(w, ns, ss, se, ah, al) != 0) {
        return -1;
    }

    seen = 0;
    blocks = 0;
    c = -1;

    for (k = 0; k < ns; k++) {
        last = c;
        c = pt_jw_comp(w, s[1 + 2 * k], &seen);
        td = s[2 + 2 * k] >> 4;
        ta = s[2 + 2 * k] & 15;

        /*
         * in the frame's order, as the standard has it: libjpeg-turbo
         * 2.1 refuses a component whose frame index is below its place
         * in the scan (found by fuzz_jpeg_whole: 2, 1, 3)
         */
        if (c < 0 || (k > 0 && c <= last) || td > 3 || ta > 3
            || !(w->dqt & (1U << w->tq[c])))
        {
            return -1;
        }

        blocks += ns > 1 ? w->h[c] * w->v[c] : 1;

        /* a DC refinement reads no table; an AC scan only its AC one */
        if ((ss == 0 && ah == 0 && !(w->dht & (1U << td)))
            || ((w->sof != 0xc2 || ss > 0) && !(w->dht & (16U << ta))))
        {
            return -1;
        }

        if (w->sof == 0xc2 && pt_jw_progression(w, c, ss, se, ah, al) != 0) {
            return -1;
        }

        if (ss == 0 && ah == 0) {
            w->dc_done[c] = 1;
        }
    }

    w->scans++;
    w->mcus = pt_jw_mcus(w, ns, c);

    return blocks <= 10 ? 0 : -1;
}


/*
 * Past a scan's entropy-coded bytes: w->i at the marker after them.  The
 * restart markers must be all there, in order: libjpeg warns of each
 * interval it cannot find, and libvips refuses at 100 warnings.
 */
static int
pt_jw_data(pt_jw *w)
{
    const unsigned char  *ff;
    unsigned char         m;
    unsigned long         rst, want;

    rst = 0;
    want = w->dri ? (w->mcus + w->dri - 1) / w->dri - 1 : 0;

    for ( ;; ) {
        ff = w->i < w->n ? memchr(w->p + w->i, 0xff, w->n - w->i) : NULL;

        if (ff == NULL || (size_t) (ff - w->p) + 1 >= w->n) {
            return -1;
        }

        w->i = (size_t) (ff - w->p);
        m = w->p[w->i + 1];

        /* a stuffed zero and RSTn belong to the data; 0xFF is a fill */
        if (m >= 0xd0 && m <= 0xd7) {
            if (m != 0xd0 + (rst & 7) || ++rst > want) {
                return -1;
            }

            w->i += 2;

        } else if (m == 0x00) {
            w->i += 2;

        } else if (m == 0xff) {
            w->i++;

        } else {
            return rst == want ? 0 : -1;
        }
    }
}


/* EOI: whole when every component's DC was coded */
static int
pt_jw_end(pt_jw *w)
{
    int  c;

    if (w->scans == 0) {
        return 0;
    }

    for (c = 0; c < w->ncomp; c++) {
        if (!w->dc_done[c]) {
            return 0;
        }
    }

    return 1;
}


/* pt_jpeg_walk's record of the scan whose header s is, at start */
static void
pt_jw_record(pt_jw *w, const unsigned char *s, size_t start)
{
    int            c;
    pt_jpeg_scan  *sc;

    if (w->out == NULL || w->scans > PT_JPEG_SCANS) {
        return;
    }

    sc = &w->out->scan[w->scans - 1];
    sc->start = start;
    sc->end = w->i;
    sc->ns = s[0];
    sc->ss = s[1 + 2 * s[0]];

    for (c = 0; c < w->ncomp && w->id[c] != s[1]; c++) { /* void */ }

    sc->comp = (unsigned char) c;
}


/* one segment at w->i; 1 at EOI when whole, 0 to ask, 2 to go on */
static int
pt_jw_segment(pt_jw *w)
{
    unsigned char         m;
    size_t                len;
    const unsigned char  *s;
    int                   rc;
    size_t                start = 0;

    if (w->i + 2 > w->n || w->p[w->i] != 0xff) {
        return 0;
    }

    m = w->p[w->i + 1];

    if (m == 0xd9) {
        return pt_jw_end(w);
    }

    len = pt_jw_len(w);
    if (len == 0) {
        return 0;
    }

    s = w->p + w->i + 4;
    len -= 2;

    if (m >= 0xc0 && m <= 0xc2) {
        rc = pt_jw_frame(w, s, len);
        w->sof = m;

    } else if (m == 0xc4) {
        rc = pt_jw_dht(w, s, len);

    } else if (m == 0xdb) {
        rc = pt_jw_dqt(w, s, len);

    } else if (m == 0xdd) {
        rc = len == 2 ? 0 : -1;
        w->dri = (unsigned) s[0] << 8 | s[1];

    } else if ((m >= 0xe0 && m <= 0xef) || m == 0xfe) {
        rc = 0;

    } else if (m == 0xda) {
        rc = pt_jw_sos(w, s, len);
        start = w->i;

    } else {
        /* another frame type, DNL, a second SOI, RSTn out of a scan */
        return 0;
    }

    if (rc != 0) {
        return 0;
    }

    w->i += 4 + len;

    if (m == 0xda) {
        if (pt_jw_data(w) != 0) {
            return 0;
        }

        pt_jw_record(w, s, start);
    }

    return 2;
}


/* the frame, as pt_jw_frame and the scans left it */
static void
pt_jw_layout(pt_jw *w, pt_jpeg_layout *out)
{
    out->sof = w->sof;
    out->ncomp = w->ncomp;
    out->width = w->width;
    out->height = w->height;
    out->hmax = w->hmax;
    out->vmax = w->vmax;
    out->dri = w->dri;
    memcpy(out->id, w->id, sizeof(out->id));
    memcpy(out->h, w->h, sizeof(out->h));
    memcpy(out->v, w->v, sizeof(out->v));
    memcpy(out->bits, w->bits, sizeof(out->bits));
    out->nscans = w->scans;
    out->eoi = w->i;
}


int
pt_jpeg_walk(const unsigned char *p, size_t n, pt_jpeg_layout *out)
{
    pt_jw  w;
    int    rc;

    if (n < 4 || p[0] != 0xff || p[1] != 0xd8) {
        return 0;
    }

    memset(&w, 0, sizeof(w));
    memset(w.bits, -1, sizeof(w.bits));
    w.p = p;
    w.n = n;
    w.i = 2;
    w.out = out;

    do {
        rc = pt_jw_segment(&w);
    } while (rc == 2);

    if (rc == 1 && out != NULL) {
        pt_jw_layout(&w, out);
    }

    return rc;
}


int
pt_jpeg_whole(const unsigned char *p, size_t n)
{
    return pt_jpeg_walk(p, n, NULL);
}
