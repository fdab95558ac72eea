/* The main loop, for the studio's tests: spin it a while, or until
 * something holds (a solve finished). */
#pragma once

#include <gtk/gtk.h>

#include "faerie-window.h"

/* Runs the main loop until done() or seconds pass; FALSE on timeout. */
static inline gboolean
wait_until (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static inline gboolean
solve_finished (gpointer window)
{
  return !faerie_window_is_solving (window);
}

static inline void
spin (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}
