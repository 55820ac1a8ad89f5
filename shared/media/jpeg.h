/*
 * A whole JPEG's layout, read from its structure without decoding it
 * (jpeg_whole.c), and what is made of it:
 *
 *   pt_jpeg_walk()  the frame, every scan's place and parameters, how
 *                   far each coefficient was coded; for a file
 *                   pt_jpeg_whole() calls whole, else nothing
 *   pt_jpeg_dc()    a progressive JPEG rewritten for libjpeg's 1/8
 *                   decode, which reads no AC coefficient of a
 *                   full-resolution component (jpeg_dc.c), and
 *                   pt_jpeg_progressive() to tell from a file's start
 */

#ifndef PT_MEDIA_JPEG_H
#define PT_MEDIA_JPEG_H

#include <stddef.h>


#define PT_JPEG_COMPS  3
#define PT_JPEG_SCANS  32


typedef struct {
    size_t         start;        /* its SOS marker's 0xFF */
    size_t         end;          /* the marker after its data */
    unsigned char  ns;           /* components in the scan */
    unsigned char  comp;         /* the first one's index in the frame */
    unsigned char  ss;           /* spectral start: 0 is a DC scan */
} pt_jpeg_scan;


typedef struct {
    int            sof;          /* 0xc0, 0xc1 or 0xc2 */
    int            ncomp;
    unsigned       width, height, hmax, vmax;
    unsigned       dri;          /* the last restart interval defined */
    unsigned char  id[PT_JPEG_COMPS];
    unsigned char  h[PT_JPEG_COMPS], v[PT_JPEG_COMPS];
    signed char    bits[PT_JPEG_COMPS][64];  /* progressive: each
                                    coefficient's last Al; -1: never */
    int            nscans;       /* all of them; the first PT_JPEG_SCANS
                                    are in scan[] */
    pt_jpeg_scan   scan[PT_JPEG_SCANS];
    size_t         eoi;          /* where EOI is */
} pt_jpeg_layout;


/* 1 and *out filled when pt_jpeg_whole(p, n) would say 1; else 0 */
int pt_jpeg_walk(const unsigned char *p, size_t n, pt_jpeg_layout *out);

/*
 * For a progressive JPEG that libjpeg decodes at 1/8 to the same pixels
 * without the AC coefficients of its full-resolution components: those
 * scans dropped, one scan giving the components all-zero AC
 * coefficients in their place.  1 with *out (malloc'd, *len bytes) when
 * it applies; 0 when it does not (not whole, not progressive, restart
 * intervals, a coefficient left unrefined); -1 when out of memory.
 */
int pt_jpeg_dc(const unsigned char *p, size_t n, unsigned char **out,
    size_t *len);

/*
 * From a file's first n bytes: 1 when its frame is progressive or may be
 * (the bytes end before it), 0 when it is not or they are no JPEG
 */
int pt_jpeg_progressive(const unsigned char *p, size_t n);

#endif /* PT_MEDIA_JPEG_H */
