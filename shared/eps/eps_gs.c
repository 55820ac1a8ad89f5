/*
 * How ghostscript is asked to rasterize or convert an EPS, in one place
 * for pictord, on-demand delivery and the tests.
 *
 * A file that draws without a final showpage (Pillow's reqd_showpage.eps,
 * "%!PS-Adobe-2.0", so not cropped as EPSF) makes no page: like Pillow and
 * other EPS readers, a showpage follows the file, but only when the device
 * has output nothing, so a file that ends its pages itself gets no blank
 * extra one.  PageCount counts the pages in -dFirstPage..-dLastPage only,
 * so the showpage is added only when the range starts at page 1: for a
 * later page it would make up a blank page past the file's last one.
 */

#include <string.h>

#include "eps/eps.h"


#define PT_EPS_SHOWPAGE                                                      \
    "currentpagedevice /PageCount get 0 eq { showpage } if"


void
pt_eps_gs_cmd(pt_gs_cmd *c, const pt_eps_info *info, const char *device,
    const char *src, const char *out, int first, int last)
{
    int  n = 0;

    pt_snprintf(c->dev, sizeof(c->dev), "-sDEVICE=%s", device);
    pt_snprintf(c->of, sizeof(c->of), "-sOutputFile=%s", out);
    pt_snprintf(c->src, sizeof(c->src), "%s", src);

    c->argv[n++] = PT_TOOL_GS;
    c->argv[n++] = "-q";
    c->argv[n++] = "-dSAFER";
    c->argv[n++] = "-dBATCH";
    c->argv[n++] = "-dNOPAUSE";
    /* PostScript errors go to stdout: send them where the sandbox reads */
    c->argv[n++] = "-sstdout=%stderr";
    c->argv[n++] = "-r300";

    /* antialiasing is for rasters; a vector device refuses it */
    if (strcmp(device, "pdfwrite") != 0) {
        c->argv[n++] = "-dTextAlphaBits=4";
        c->argv[n++] = "-dGraphicsAlphaBits=4";
    }
    c->argv[n++] = c->dev;
    c->argv[n++] = c->of;

    if (first > 1) {
        pt_snprintf(c->first, sizeof(c->first), "-dFirstPage=%d", first);
        c->argv[n++] = c->first;
    }

    if (last > 0) {
        pt_snprintf(c->last, sizeof(c->last), "-dLastPage=%d", last);
        c->argv[n++] = c->last;
    }

    if (info->epsf) {
        c->argv[n++] = "-dEPSCrop";
        c->argv[n++] = c->src;

    } else {
        /* the same size gs computes for EPSCrop: single-precision points */
        pt_snprintf(c->wp, sizeof(c->wp), "-dDEVICEWIDTHPOINTS=%.6g",
                    (double) ((float) info->urx - (float) info->llx));
        pt_snprintf(c->hp, sizeof(c->hp), "-dDEVICEHEIGHTPOINTS=%.6g",
                    (double) ((float) info->ury - (float) info->lly));
        pt_snprintf(c->bp, sizeof(c->bp), "<< /BeginPage { pop %.6g %.6g"
                    " translate } >> setpagedevice", -info->llx, -info->lly);
        c->argv[n++] = c->wp;
        c->argv[n++] = c->hp;
        c->argv[n++] = "-dFIXEDMEDIA";
        c->argv[n++] = "-c";
        c->argv[n++] = c->bp;
        c->argv[n++] = "-f";
        c->argv[n++] = c->src;
    }

    if (first <= 1) {
        c->argv[n++] = "-c";
        c->argv[n++] = PT_EPS_SHOWPAGE;
    }

    c->argv[n] = NULL;
}
