#include "faerie-application.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "faerie-game-window.h"
#include "faerie-recovery.h"
#include "faerie-settings.h"
#include "faerie-window.h"

struct _FaerieApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (FaerieApplication, faerie_application, GTK_TYPE_APPLICATION)

static FaerieWindow *
new_window (GApplication *app)
{
  FaerieWindow *window = faerie_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

guint
faerie_application_recover_autosaves (FaerieApplication *self)
{
  return faerie_recovery_run (GTK_APPLICATION (self));
}

static void
faerie_application_activate (GApplication *app)
{
  if (faerie_application_recover_autosaves (FAERIE_APPLICATION (app)) == 0)
    new_window (app);
}

static void
faerie_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  /* A saved UC-73 game opens in a game window, a problem file in a
   * problem window. */
  for (int i = 0; i < n_files; i++)
    if (faerie_game_window_is_game_file (files[i]))
      faerie_game_window_open_new (GTK_APPLICATION (app), NULL, files[i]);
    else
      faerie_window_open_file (new_window (app), files[i]);
}

static void
new_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  new_window (app);
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  /* Each window asks about its unsaved changes. */
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    gtk_window_close (l->data);
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  const char *authors[] = { "The Faerie team", NULL };
  gtk_show_about_dialog (gtk_application_get_active_window (app), "program-name", "Faerie", "logo-icon-name",
                         "io.github.faerie.Faerie", "version", PACKAGE_VERSION, "comments",
                         _("Compose and solve chess problems, orthodox and fairy"), "license-type",
                         GTK_LICENSE_GPL_3_0, "authors", authors, "website", "https://github.com/faerie/faerie",
                         NULL);
}

static void
on_letters_selected (GtkDropDown *letters, GParamSpec *pspec, GSettings *settings)
{
  static const char *const codes[] = { "", "en", "es", "de", "fr" };
  guint i = gtk_drop_down_get_selected (letters);
  if (i < G_N_ELEMENTS (codes))
    g_settings_set_string (settings, "piece-letters", codes[i]);
}

static GtkWidget *
setting_row (GSettings *settings, const char *key, const char *label, GtkWidget *control, const char *property)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new_with_mnemonic (label);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), control);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row), control);
  g_settings_bind (settings, key, control, property, G_SETTINGS_BIND_DEFAULT);
  return row;
}

static void
preferences_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  g_autoptr (GSettings) settings = faerie_settings_new ();
  if (!settings)
    return;
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Preferences"));
  gtk_window_set_transient_for (GTK_WINDOW (window), gtk_application_get_active_window (app));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_box_append (GTK_BOX (box), setting_row (settings, "hash-size", _("_Hash table (MB)"),
                                              gtk_spin_button_new_with_range (1, 16384, 16), "value"));
  gtk_box_append (GTK_BOX (box), setting_row (settings, "solver-threads", _("Solver _threads (0: one per processor)"),
                                              gtk_spin_button_new_with_range (0, 64, 1), "value"));
  GtkWidget *letters = gtk_drop_down_new_from_strings ((const char *[]) { _("As the interface language"), "English",
                                                                          "Español", "Deutsch", "Français", NULL });
  gtk_box_append (GTK_BOX (box), setting_row (settings, "show-coordinates", _("Show _coordinates"),
                                              gtk_switch_new (), "active"));
  gtk_box_append (GTK_BOX (box), setting_row (settings, "diagram-hatched", _("Diagrams: hatched dar_k squares"),
                                              gtk_switch_new (), "active"));
  gtk_box_append (GTK_BOX (box), setting_row (settings, "diagram-coordinates", _("Diagrams: coordi_nates"),
                                              gtk_switch_new (), "active"));
  GtkWidget *light = gtk_entry_new (), *dark = gtk_entry_new ();
  gtk_box_append (GTK_BOX (box), setting_row (settings, "light-square-colour", _("_Light squares"), light, "text"));
  gtk_box_append (GTK_BOX (box), setting_row (settings, "dark-square-colour", _("_Dark squares"), dark, "text"));
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new_with_mnemonic (_("_Piece letters"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), letters);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row), letters);
  static const char *const codes[] = { "", "en", "es", "de", "fr" };
  g_autofree char *current = g_settings_get_string (settings, "piece-letters");
  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    if (!g_strcmp0 (current, codes[i]))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (letters), i);
  g_signal_connect_data (letters, "notify::selected", G_CALLBACK (on_letters_selected), g_object_ref (settings),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_box_append (GTK_BOX (box), row);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

static void
new_uc73_game_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  faerie_game_window_ask_new (gtk_application_get_active_window (app), app);
}

static void
open_uc73_game_action (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  faerie_game_window_ask_open (gtk_application_get_active_window (app), app);
}

static const GActionEntry app_actions[] = {
  { .name = "new-uc73-game", .activate = new_uc73_game_action },
  { .name = "open-uc73-game", .activate = open_uc73_game_action },
  { .name = "new", .activate = new_action },
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "preferences", .activate = preferences_action },
};

static void
faerie_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (faerie_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new", { "<Control>n", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.solve", { "<Control>Return", "F5", NULL } },
    { "win.verify", { "<Control><Shift>Return", "F6", NULL } },
    { "win.stop", { "Escape", NULL } },
    { "win.import-fen", { "<Control>i", NULL } },
    { "win.flip", { "<Control>f", NULL } },
    { "win.next-move", { "<Alt>Right", NULL } },
    { "win.previous-move", { "<Alt>Left", NULL } },
    { "win.copy-solution", { "<Control><Shift>c", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.collection", { "<Control>l", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/faerie/Faerie/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
faerie_application_class_init (FaerieApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->activate = faerie_application_activate;
  app_class->open = faerie_application_open;
  app_class->startup = faerie_application_startup;
}

static void
faerie_application_init (FaerieApplication *self)
{
}

FaerieApplication *
faerie_application_new (void)
{
  return g_object_new (FAERIE_TYPE_APPLICATION, "application-id", "io.github.faerie.Faerie", "flags",
                       G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE, "resource-base-path",
                       "/io/github/faerie/Faerie", NULL);
}
