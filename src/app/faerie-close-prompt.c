#include "faerie-close-prompt.h"

#include <glib/gi18n.h>

static void
on_response (GtkDialog *dialog, int response, FaerieCloseCallback callback)
{
  GtkWindow *window = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_object_ref (window);
  /* The dialog outlives this handler (its response is still being
   * emitted) and would let go of its parent only then, when the window
   * may be gone: it lets go now. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  callback (window, response == GTK_RESPONSE_REJECT   ? FAERIE_CLOSE_DISCARD
                    : response == GTK_RESPONSE_ACCEPT ? FAERIE_CLOSE_SAVE
                                                      : FAERIE_CLOSE_CANCEL);
  g_object_unref (window);
}

void
faerie_close_prompt_ask (GtkWindow *window, const char *detail, FaerieCloseCallback callback)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = gtk_message_dialog_new (window, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                              _("Save the changes before closing?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("Close _without Saving"), GTK_RESPONSE_REJECT, _("_Cancel"),
                          GTK_RESPONSE_CANCEL, _("_Save"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), callback);
  gtk_window_present (GTK_WINDOW (dialog));
}
