/*
 * pt_guard: the deadline and the memory of one libvips operation.
 *
 * - Deadline: the source image is watched with vips_image_set_progress;
 *   every image derived from it signals "eval" on it, and once the
 *   deadline has passed the handler kills the image being computed.
 *   libvips checks that between two work units (tile rows, a GIF frame),
 *   so an operation stops within one unit of the deadline.  Encoders that
 *   run outside libvips' loop (aom for AVIF) are not reached: their work
 *   is bounded before they start (render_budget.c).
 * - Memory: one budget per process, taken by estimate before a decode and
 *   given back at the end.  Waiting is bounded (PT_GUARD_WAIT_MS): an
 *   nginx pool thread must not park for long.  There is no queue: when
 *   memory frees, whichever waiter fits first goes.
 */

#include "media/guard.h"


static GMutex              pt_guard_lock;
static GCond               pt_guard_freed;
static unsigned long long  pt_guard_total;      /* the budget, 0: none */
static unsigned long long  pt_guard_used;


void
pt_guard_set_budget(unsigned long long bytes)
{
    g_mutex_lock(&pt_guard_lock);
    pt_guard_total = bytes;
    g_mutex_unlock(&pt_guard_lock);
}


unsigned long long
pt_guard_budget(void)
{
    unsigned long long  b;

    g_mutex_lock(&pt_guard_lock);
    b = pt_guard_total;
    g_mutex_unlock(&pt_guard_lock);

    return b;
}


void
pt_guard_start(pt_guard *g, double timeout)
{
    g->deadline = 0;
    g->killed = 0;
    g->held = 0;

    /* up to a year: beyond that the product would overflow */
    if (timeout > 0) {
        g->deadline = g_get_monotonic_time()
                      + (gint64) (VIPS_MIN(timeout, 3.2e7) * 1e6);
    }
}


int
pt_guard_expired(pt_guard *g)
{
    return g->deadline != 0 && g_get_monotonic_time() > g->deadline;
}


int
pt_guard_timed_out(pt_guard *g)
{
    return g_atomic_int_get(&g->killed) || pt_guard_expired(g);
}


static void
pt_guard_eval(VipsImage *img, VipsProgress *progress, void *data)
{
    pt_guard  *g;

    g = data;

    if (!pt_guard_expired(g)) {
        return;
    }

    g_atomic_int_set(&g->killed, 1);
    vips_image_set_kill(img, TRUE);

    /* the kill is read on the image being computed, not on img */
    if (progress != NULL && progress->im != NULL) {
        vips_image_set_kill(progress->im, TRUE);
    }
}


void
pt_guard_watch(pt_guard *g, VipsImage *img)
{
    /* set_progress on an image that inherited a watch would turn it off */
    if (g->deadline == 0 || img->progress_signal != NULL) {
        return;
    }

    vips_image_set_progress(img, TRUE);
    g_signal_connect(img, "eval", G_CALLBACK(pt_guard_eval), g);
}


pt_guard_rc
pt_guard_admit(pt_guard *g, unsigned long long bytes)
{
    int                 waited;
    gint64              start, end;
    pt_guard_rc         rc;
    unsigned long long  total;

    g_mutex_lock(&pt_guard_lock);

    if (pt_guard_total == 0) {
        g_mutex_unlock(&pt_guard_lock);
        return PT_GUARD_OK;
    }

    if (bytes > pt_guard_total) {
        g_mutex_unlock(&pt_guard_lock);
        return PT_GUARD_NEVER;
    }

    total = pt_guard_total;
    waited = 0;
    start = g_get_monotonic_time();
    end = start + (gint64) PT_GUARD_WAIT_MS * 1000;

    if (g->deadline != 0 && g->deadline < end) {
        end = g->deadline;
    }

    while (pt_guard_used + bytes > pt_guard_total) {
        waited = 1;

        if (!g_cond_wait_until(&pt_guard_freed, &pt_guard_lock, end)) {
            break;
        }
    }

    if (pt_guard_used + bytes <= pt_guard_total) {
        pt_guard_used += bytes;
        g->held += bytes;
        rc = PT_GUARD_OK;

    } else {
        rc = PT_GUARD_BUSY;
    }

    g_mutex_unlock(&pt_guard_lock);

    if (rc == PT_GUARD_BUSY) {
        pt_log(PT_LOG_WARN, "memory: %llu MB not free after %lld ms (a "
               "budget of %llu MB)", bytes >> 20,
               (long long) (g_get_monotonic_time() - start) / 1000,
               total >> 20);

    } else {
        pt_log(PT_LOG_DEBUG, "memory: %llu KB admitted", bytes >> 10);
    }

    if (rc == PT_GUARD_OK && waited) {
        pt_log(PT_LOG_INFO, "memory: waited %lld ms for %llu MB",
               (long long) (g_get_monotonic_time() - start) / 1000,
               bytes >> 20);
    }

    return rc;
}


void
pt_guard_end(pt_guard *g)
{
    if (g->held == 0) {
        return;
    }

    g_mutex_lock(&pt_guard_lock);
    pt_guard_used -= VIPS_MIN(g->held, pt_guard_used);
    g_cond_broadcast(&pt_guard_freed);
    g_mutex_unlock(&pt_guard_lock);

    g->held = 0;
}
