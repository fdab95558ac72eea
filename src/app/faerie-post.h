/* Handing work from a worker thread to the main thread. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs func (data) on context's thread, always as an idle source, in the
 * order posted; destroy (data) afterwards.  Unlike
 * g_main_context_invoke_full, never on the calling thread: a worker
 * thread whose thread-default context is the global default would run
 * func itself whenever the main thread is between two iterations (as in
 * tests that iterate the loop by hand), and GTK may only be used from
 * the main thread. */
void faerie_post (GMainContext *context, GSourceFunc func, gpointer data, GDestroyNotify destroy);

G_END_DECLS
