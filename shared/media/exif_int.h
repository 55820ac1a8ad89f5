/*
 * exif.c, exif_file.c: what the EXIF parser and the file walkers share.
 * Not part of libpictor's interface.
 */

#ifndef PT_EXIF_INT_H
#define PT_EXIF_INT_H

#include <libexif/exif-data.h>

#include "media/media.h"


/*
 * Reads the IFDs of a TIFF structure (classic or BigTIFF; data starts at
 * its header) into out: IFD0, EXIF, GPS and Interop, each once, at most
 * 4096 entries in all.  file: a whole TIFF file, whose IFD0 also holds
 * the pixel layout, left out.  PT_ERROR only on no memory.
 */
int pt_exif_walk(const unsigned char *data, size_t len, int file,
    pt_exif *out);

/* zeroes out and gives it an empty map; PT_ERROR on no memory */
int pt_exif_begin(pt_exif *out);

/* fills out (already begun) from parsed EXIF; ed stays the caller's */
void pt_exif_collect(ExifData *ed, pt_exif *out);

/* 1 for tags kept out of the map: blobs, offsets, MakerNote */
int pt_exif_skip_tag(ExifTag tag);

#endif /* PT_EXIF_INT_H */
