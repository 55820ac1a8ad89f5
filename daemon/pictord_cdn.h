/*
 * pictord's CDN senders (pictord_cdn.c, docs/CDN.md "Purges"): one thread
 * per cdn_purge target of pictord.conf.
 */

#ifndef PICTORD_CDN_H
#define PICTORD_CDN_H

#include "pictord.h"

/*
 * Parses the targets, their token files read now, before any thread: a
 * bad line stops pictord at its start.  PT_ERROR once the reason is
 * logged.
 */
int pictord_cdn_init(const pt_conffile *conf);

/* Starts a sender per target; owner is this pictord's lease prefix. */
int pictord_cdn_start(const char *owner);

/* After pictord's stop flag is set: joins the senders, wipes the tokens */
void pictord_cdn_stop(void);

#endif /* PICTORD_CDN_H */
