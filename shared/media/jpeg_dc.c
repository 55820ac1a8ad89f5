/*
 * A progressive JPEG rewritten for libjpeg's 1/8 decode
 * (docs/decisions/0028-jpeg-eighth-without-ac.md).
 *
 * At scale 1/8 libjpeg-turbo turns each block of a full-resolution
 * component into one pixel with the 1x1 inverse DCT, which reads the DC
 * coefficient alone; a subsampled component gets a larger inverse DCT
 * instead of an upsampling, and that one does read AC coefficients.  A
 * progressive file codes each component's AC coefficients in scans of
 * their own, most of its bytes, and libjpeg entropy-decodes every scan
 * whatever the scale.  Without the full-resolution components' AC scans
 * the pixels stay the same but for one thing: libjpeg smooths the blocks
 * of a component whose AC coefficients were never coded, DC included.
 * So one scan takes their place, coding every AC coefficient of those
 * components as zero (runs of end-of-band), and libjpeg sees each
 * coefficient complete, as it does in the original.
 *
 * Only for a file pt_jpeg_walk() calls whole, progressive, without
 * restart intervals at the end (the runs would have to stop at each),
 * every coefficient of every component refined to its last bit (else
 * libjpeg smooths the original too, and not as it would ours).
 */

#include <stdlib.h>
#include <string.h>

#include "media/jpeg.h"


#define PT_JDC_RUN  32767       /* the longest end-of-band run, EOB14 */


/*
 * DHT, AC table 0: the 15 end-of-band runs EOB0..EOB14 (symbols 0xr0),
 * 4 bits each, so that symbol r's code is r
 */
static const unsigned char  pt_jdc_dht[] = {
    0xff, 0xc4, 0x00, 0x22, 0x10,
    0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
    0x80, 0x90, 0xa0, 0xb0, 0xc0, 0xd0, 0xe0
};


typedef struct {
    unsigned char  *p;
    size_t          n;
    unsigned long   acc;
    int             nbits;
} pt_jdc_bits;


/* n bits of v, with a zero stuffed after each 0xFF byte */
static void
pt_jdc_put(pt_jdc_bits *b, unsigned long v, int n)
{
    unsigned char  byte;

    b->acc = b->acc << n | (v & ((1UL << n) - 1));
    b->nbits += n;

    while (b->nbits >= 8) {
        b->nbits -= 8;
        byte = (unsigned char) (b->acc >> b->nbits);
        b->p[b->n++] = byte;

        if (byte == 0xff) {
            b->p[b->n++] = 0x00;
        }
    }
}


/* the data of one component's scan: blocks all end-of-band at once */
static void
pt_jdc_zeros(pt_jdc_bits *b, unsigned long blocks)
{
    unsigned long  run;
    int            r;

    while (blocks > 0) {
        run = blocks < PT_JDC_RUN ? blocks : PT_JDC_RUN;

        for (r = 14; (1UL << r) > run; r--) { /* void */ }

        pt_jdc_put(b, (unsigned long) r, 4);
        pt_jdc_put(b, run - (1UL << r), r);
        blocks -= run;
    }

    /* the last byte filled with ones */
    if (b->nbits > 0) {
        pt_jdc_put(b, 0x7f, 8 - b->nbits);
    }
}


/* the components decoded by the 1x1 inverse DCT, a bit each; 0: none */
static unsigned
pt_jdc_full(const pt_jpeg_layout *l)
{
    int       c, k;
    unsigned  full;

    if (l->sof != 0xc2 || l->dri != 0 || l->nscans > PT_JPEG_SCANS) {
        return 0;
    }

    full = 0;

    for (c = 0; c < l->ncomp; c++) {
        for (k = 0; k < 64; k++) {
            if (l->bits[c][k] != 0) {
                return 0;
            }
        }

        if (l->h[c] == l->hmax && l->v[c] == l->vmax) {
            full |= 1U << c;
        }
    }

    return full;
}


/* whether scan k is one of the AC scans dropped */
static int
pt_jdc_dropped(const pt_jpeg_layout *l, int k, unsigned full)
{
    const pt_jpeg_scan  *s;

    s = &l->scan[k];

    return s->ns == 1 && s->ss > 0 && (full & (1U << s->comp));
}


/* the file up to EOI without the dropped scans; the length copied */
static size_t
pt_jdc_copy(const unsigned char *p, const pt_jpeg_layout *l,
    unsigned full, unsigned char *out)
{
    int     k;
    size_t  at, n;

    at = 0;
    n = 0;

    for (k = 0; k < l->nscans; k++) {
        if (pt_jdc_dropped(l, k, full)) {
            memcpy(out + n, p + at, l->scan[k].start - at);
            n += l->scan[k].start - at;
            at = l->scan[k].end;
        }
    }

    memcpy(out + n, p + at, l->eoi - at);

    return n + l->eoi - at;
}


/* after the copy: the table, a scan of zeros per component, EOI */
static size_t
pt_jdc_append(const pt_jpeg_layout *l, unsigned full, unsigned char *out,
    size_t n)
{
    int            c;
    unsigned long  blocks;
    pt_jdc_bits    b;

    memcpy(out + n, pt_jdc_dht, sizeof(pt_jdc_dht));
    n += sizeof(pt_jdc_dht);

    /* a full-resolution component has a block per 8x8 of the frame */
    blocks = (unsigned long) ((l->width + 7) / 8) * ((l->height + 7) / 8);

    for (c = 0; c < l->ncomp; c++) {
        if (!(full & (1U << c))) {
            continue;
        }

        /* SOS: one component, AC table 0, Ss 1, Se 63, Ah 0, Al 0 */
        out[n++] = 0xff;
        out[n++] = 0xda;
        out[n++] = 0x00;
        out[n++] = 0x08;
        out[n++] = 0x01;
        out[n++] = l->id[c];
        out[n++] = 0x00;
        out[n++] = 0x01;
        out[n++] = 0x3f;
        out[n++] = 0x00;

        memset(&b, 0, sizeof(b));
        b.p = out + n;
        pt_jdc_zeros(&b, blocks);
        n += b.n;
    }

    out[n++] = 0xff;
    out[n++] = 0xd9;

    return n;
}


int
pt_jpeg_dc(const unsigned char *p, size_t n, unsigned char **out,
    size_t *len)
{
    int             k, dropped;
    size_t          size;
    unsigned        full;
    unsigned long   runs;
    unsigned char  *buf;
    pt_jpeg_layout  l;

    *out = NULL;
    *len = 0;

    if (!pt_jpeg_walk(p, n, &l) || (full = pt_jdc_full(&l)) == 0) {
        return 0;
    }

    for (dropped = 0, k = 0; k < l.nscans; k++) {
        dropped += pt_jdc_dropped(&l, k, full);
    }

    if (dropped == 0) {
        return 0;
    }

    /* each run at most 18 bits, every byte of it possibly stuffed */
    runs = ((unsigned long) ((l.width + 7) / 8) * ((l.height + 7) / 8))
           / PT_JDC_RUN + 1;
    size = l.eoi + sizeof(pt_jdc_dht) + 2
           + PT_JPEG_COMPS * (10 + 2 * (runs * 18 / 8 + 1));

    buf = malloc(size);
    if (buf == NULL) {
        return -1;
    }

    size = pt_jdc_append(&l, full, buf, pt_jdc_copy(p, &l, full, buf));

    /* a tiny file may gain nothing */
    if (size >= n) {
        free(buf);
        return 0;
    }

    *out = buf;
    *len = size;

    return 1;
}


/*
 * From the first bytes of a file: 1 when its frame is progressive or may
 * be (the bytes end first), 0 when it is not or the bytes are no JPEG
 */
int
pt_jpeg_progressive(const unsigned char *p, size_t n)
{
    size_t  i;

    if (n < 4 || p[0] != 0xff || p[1] != 0xd8) {
        return 0;
    }

    for (i = 2; i + 4 <= n; i += 2 + ((size_t) p[i + 2] << 8 | p[i + 3])) {
        if (p[i] != 0xff) {
            return 0;
        }

        if ((p[i + 1] >= 0xc0 && p[i + 1] <= 0xcf && p[i + 1] != 0xc4
             && p[i + 1] != 0xc8 && p[i + 1] != 0xcc)
            || p[i + 1] == 0xda || p[i + 1] == 0xd9)
        {
            return p[i + 1] == 0xc2;
        }
    }

    return 1;
}
