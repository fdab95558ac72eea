#include "faerie-recovery.h"

#include <glib/gi18n.h>
#include <string.h>

#include "faerie-document.h"
#include "faerie-game-window.h"
#include "faerie-window.h"

/* The game window for a readable game log; NULL (error set) if it does
 * not read to its end. */
static GtkWindow *
open_game (GtkApplication *app, const FaerieAutosave *autosave, const char *text, GError **error)
{
  FaerieGameWindow *window = faerie_game_window_new (app, 0);
  g_autofree char *name = autosave->original ? g_file_get_basename (autosave->original) : g_strdup (_("unsaved game"));
  if (!faerie_game_window_load_text (window, text, name, error))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  g_autofree char *notice
      = faerie_autosave_describe_game (autosave, fa_uc73_game_n_turns (faerie_game_window_get_game (window)));
  /* From now on under the new window's name. */
  faerie_game_window_recovered (window, autosave->original, notice);
  faerie_autosave_remove (autosave->id);
  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

/* The studio window for a readable autosave (a game window for a game
 * log); NULL (error set) if it does not read. */
static GtkWindow *
open_in_studio (GtkApplication *app, const FaerieAutosave *autosave, const char *text, GError **error)
{
  if (faerie_game_window_is_game_text (text))
    return open_game (app, autosave, text, error);
  FaerieWindow *window = faerie_window_new (app);
  FaerieDocument *doc = faerie_window_get_document (window);
  /* Errors name the file the work belongs to. */
  g_autofree char *name = autosave->original ? g_file_get_basename (autosave->original) : g_strdup (_("unsaved work"));
  if (!faerie_document_load_text (doc, text, name, error))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  if (autosave->original)
    faerie_document_set_file (doc, autosave->original);
  faerie_document_set_modified (doc, TRUE);
  g_autoptr (GPtrArray) problems = g_ptr_array_new ();
  for (guint i = 0; i < faerie_document_get_n_problems (doc); i++)
    g_ptr_array_add (problems, (gpointer) faerie_document_get_problem (doc, i));
  g_autofree char *notice = faerie_autosave_describe (autosave, problems);
  faerie_window_show_notice (window, notice);
  /* From now on under the new window's name. */
  faerie_window_autosave (window);
  faerie_autosave_remove (autosave->id);
  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

/* ---- An autosave that does not read: its text beside the error ---- */

typedef struct
{
  GtkApplication *app;
  FaerieAutosave *autosave;
  GtkWidget *window, *error_label, *text_view;
} Unreadable;

static void
unreadable_free (Unreadable *u)
{
  faerie_autosave_free (u->autosave);
  g_free (u);
}

static char *
current_text (Unreadable *u)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (u->text_view));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
on_try_again (GtkButton *button, Unreadable *u)
{
  g_autofree char *text = current_text (u);
  g_autoptr (GError) error = NULL;
  if (open_in_studio (u->app, u->autosave, text, &error))
    gtk_window_destroy (GTK_WINDOW (u->window));
  else
    gtk_label_set_text (GTK_LABEL (u->error_label), error->message);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, Unreadable *u)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      G_GNUC_END_IGNORE_DEPRECATIONS
      g_autofree char *text = current_text (u);
      g_autoptr (GError) error = NULL;
      if (file && g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                           &error))
        {
          faerie_autosave_remove (u->autosave->id);
          gtk_window_destroy (GTK_WINDOW (u->window));
        }
      else if (error)
        gtk_label_set_text (GTK_LABEL (u->error_label), error->message);
    }
  g_object_unref (dialog);
}

static void
on_save_as (GtkButton *button, Unreadable *u)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the Recovered Text"), GTK_WINDOW (u->window),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                                              _("_Cancel"));
  g_autofree char *name = u->autosave->original ? g_file_get_basename (u->autosave->original)
                          : faerie_game_window_is_game_text (u->autosave->text) ? g_strdup ("recovered.uc73")
                                                                                : g_strdup ("recovered.inp");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), u);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_discard (GtkButton *button, Unreadable *u)
{
  faerie_autosave_remove (u->autosave->id);
  gtk_window_destroy (GTK_WINDOW (u->window));
}

static GtkWidget *
button (const char *label, GCallback callback, Unreadable *u)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);
  g_signal_connect (b, "clicked", callback, u);
  return b;
}

static GtkWindow *
open_as_text (GtkApplication *app, FaerieAutosave *autosave, const char *error)
{
  Unreadable *u = g_new0 (Unreadable, 1);
  u->app = app;
  u->autosave = autosave;
  u->window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (u->window), _("Recovered Work That Does Not Read"));
  gtk_window_set_default_size (GTK_WINDOW (u->window), 720, 560);
  g_object_set_data_full (G_OBJECT (u->window), "faerie-unreadable", u, (GDestroyNotify) unreadable_free);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  g_autofree char *when = g_date_time_format (autosave->time, "%Y-%m-%d %H:%M");
  g_autofree char *name = autosave->original ? g_file_get_parse_name (autosave->original) : NULL;
  gboolean game = faerie_game_window_is_game_text (autosave->text);
  g_autofree char *intro
      = game && name ? g_strdup_printf (_("Unsaved turns of the UC-73 game %s, autosaved at %s before a crash, do not "
                                          "read to the end any more. Nothing is lost: correct the text and try again, "
                                          "save it as a file, or discard it. Closing this window keeps it for the "
                                          "next start."),
                                        name, when)
      : game ? g_strdup_printf (_("An unsaved UC-73 game, autosaved at %s before a crash, does not read to the end any "
                                  "more. Nothing is lost: correct the text and try again, save it as a file, or "
                                  "discard it. Closing this window keeps it for the next start."),
                                when)
      : name ? g_strdup_printf (_("Unsaved changes to %s, autosaved at %s before a crash, do not read as problems any "
                                  "more. Nothing is lost: correct the text and try again, save it as a file, or "
                                  "discard it. Closing this window keeps it for the next start."),
                                name, when)
             : g_strdup_printf (_("Unsaved problems, autosaved at %s before a crash, do not read as problems any more. "
                                  "Nothing is lost: correct the text and try again, save it as a file, or discard it. "
                                  "Closing this window keeps it for the next start."),
                                when);
  GtkWidget *label = gtk_label_new (intro);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  u->error_label = gtk_label_new (error);
  gtk_label_set_wrap (GTK_LABEL (u->error_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (u->error_label), 0);
  gtk_label_set_selectable (GTK_LABEL (u->error_label), TRUE);
  gtk_widget_add_css_class (u->error_label, "error");
  gtk_box_append (GTK_BOX (box), u->error_label);
  u->text_view = gtk_text_view_new ();
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (u->text_view), TRUE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (u->text_view)), autosave->text, -1);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), u->text_view);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (box), scroll);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), button (_("_Discard"), G_CALLBACK (on_discard), u));
  gtk_box_append (GTK_BOX (buttons), button (_("_Save As…"), G_CALLBACK (on_save_as), u));
  GtkWidget *again = button (_("_Try Again"), G_CALLBACK (on_try_again), u);
  gtk_widget_add_css_class (again, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), again);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (GTK_WINDOW (u->window), box);
  gtk_window_present (GTK_WINDOW (u->window));
  gtk_widget_grab_focus (u->text_view);
  return GTK_WINDOW (u->window);
}

GtkWindow *
faerie_recovery_open (GtkApplication *app, FaerieAutosave *autosave)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *window = open_in_studio (app, autosave, autosave->text, &error);
  if (window)
    {
      faerie_autosave_free (autosave);
      return window;
    }
  return open_as_text (app, autosave, error->message);
}

guint
faerie_recovery_run (GtkApplication *app)
{
  g_autoptr (GPtrArray) autosaves = faerie_autosave_find ();
  guint opened = autosaves->len;
  /* Oldest first, each handed over. */
  while (autosaves->len)
    faerie_recovery_open (app, g_ptr_array_steal_index (autosaves, 0));
  return opened;
}
