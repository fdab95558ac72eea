/* The main loop, for the studio's tests: spin it a while, or until
 * something holds (a solve finished); and a problem loaded and solved. */
#pragma once

#include <gtk/gtk.h>

#include "faerie-document.h"
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

static inline gboolean
widget_shown (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0;
}

/* The window as drawn, to FAERIE_SCREENSHOT_DIR/name (or the working
 * directory), for a person to look at; once it is shown, however long a
 * busy machine takes to show it. */
static inline void
save_window_screenshot (GtkWindow *window, const char *name)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_assert_true (wait_until (widget_shown, widget, 60));
  spin (0.1);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  /* Shown is not yet drawn: on a loaded machine (the tests run two at a
   * time) the first frame may come later, and until it has the window
   * draws nothing. */
  GskRenderNode *drawn = NULL;
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!drawn && g_get_monotonic_time () < end)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      if (!(drawn = gtk_snapshot_free_to_node (snapshot)))
        spin (0.05);
    }
  g_autoptr (GskRenderNode) node = drawn;
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  const char *dir = g_getenv ("FAERIE_SCREENSHOT_DIR");
  g_autofree char *path = g_build_filename (dir ? dir : ".", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%dx%d)", path, width, height);
}

/* B.P. Barnes, Die Schwalbe 1962: a #2 with tries, refutations, a
 * zugzwang and a twin, the studio tests' direct mate. */
#define BARNES_M2                                                                                  \
  "BeginProblem\nAuthor B.P. Barnes\nOrigin Die Schwalbe, 1962\n"                                   \
  "Pieces White Kg5 Re1 Bd6 Bf1 Se4 Sh8 Pc3 Pc5 Pd2 Pe5 Pf2 Pg3 Ph4 Ph7\n"                           \
  "  Black Ke6 Pc7 Pd5 Pd7 Pf5 Pg6 Pg7\n"                                                          \
  "Stipulation #2\nOption Variation Try\nTwin Move c7 e7\nEndProblem\n"

/* Loads text into window's document and solves it, to the end. */
static inline void
load_and_solve (FaerieWindow *window, const char *text)
{
  g_assert_true (faerie_document_load_text (faerie_window_get_document (window), text, "test", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (faerie_window_is_solving (window));
  g_assert_true (wait_until (solve_finished, window, 120));
}

/* A main window of that size, shown; closed without the save prompt
 * (test edits are not worth saving). */
static inline FaerieWindow *
new_studio_window (int width, int height)
{
  FaerieWindow *window = g_object_new (FAERIE_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  spin (0.3);
  return window;
}

static inline void
close_studio_window (FaerieWindow *window)
{
  faerie_document_set_modified (faerie_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (0.1);
}
