#include "faerie-post.h"

void
faerie_post (GMainContext *context, GSourceFunc func, gpointer data, GDestroyNotify destroy)
{
  GSource *source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, destroy);
  g_source_set_static_name (source, "faerie-post");
  g_source_attach (source, context);
  g_source_unref (source);
}
