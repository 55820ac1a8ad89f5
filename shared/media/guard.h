/*
 * What one libvips operation (a render, an upload probe, a strip) may
 * spend: a deadline, enforced through libvips' "eval" signal, and memory,
 * admitted against a budget the whole process shares (an nginx worker's
 * render and API pool threads alike).  Estimates come from memcost.h.
 */

#ifndef PT_GUARD_H
#define PT_GUARD_H

#include <vips/vips.h>

#include "core/pt.h"

/*
 * How long an operation waits for memory others hold before it gives up
 * (PT_E_BUSY): long enough for a render of the corpus to finish, short next to
 * a client's patience and to the render timeout.
 */
#define PT_GUARD_WAIT_MS  2000

typedef struct {
    gint64              deadline;   /* g_get_monotonic_time(); 0: none */
    gint                killed;     /* atomic: the eval handler fired */
    unsigned long long  held;       /* bytes admitted, released at end */
} pt_guard;

typedef enum {
    PT_GUARD_OK = 0,
    PT_GUARD_BUSY,                  /* others hold it: PT_E_BUSY */
    PT_GUARD_NEVER                  /* over the whole budget:
                                       PT_E_OVER_LIMIT */
} pt_guard_rc;

/*
 * The process's budget in bytes, once before the operations start (nginx
 * init_process); 0, the default, admits everything (pictord, pictorctl,
 * tests that set none).
 */
void pt_guard_set_budget(unsigned long long bytes);
unsigned long long pt_guard_budget(void);

/* timeout in seconds, 0: none */
void pt_guard_start(pt_guard *g, double timeout);
int pt_guard_expired(pt_guard *g);
/* the eval handler killed a computation, or the deadline has passed */
int pt_guard_timed_out(pt_guard *g);
/* img and every image derived from it are killed after the deadline */
void pt_guard_watch(pt_guard *g, VipsImage *img);

/*
 * Takes bytes from the budget, waiting up to PT_GUARD_WAIT_MS (never past
 * the deadline) for others to release them.  Held until pt_guard_end.
 */
pt_guard_rc pt_guard_admit(pt_guard *g, unsigned long long bytes);
void pt_guard_end(pt_guard *g);

#endif /* PT_GUARD_H */
