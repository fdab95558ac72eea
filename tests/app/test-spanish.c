/* The studio in Spanish (issue 12, section 4): the main window with a
 * solved problem, every page of its side panel and the solution tree, is
 * searched for any text of ours left in English.  "Of ours" is what the
 * Spanish catalogue translates to something else: an English msgid of
 * po/es.po seen on screen means a string that missed its translation (a
 * Popeye keyword such as "Duplex" that Spanish keeps is no such string). */
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "faerie-document.h"
#include "faerie-solution-view.h"
#include "faerie-report-view.h"
#include "faerie-window.h"
#include "studio-test-loop.h"

/* The English msgids of po/es.po whose Spanish differs, mnemonics taken
 * out ("_Open" and "Open" both). */
static GHashTable *
english_strings (const char *po_path)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (po_path, &text, NULL, NULL));
  GHashTable *english = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *id = g_string_new (NULL), *str = g_string_new (NULL);
  GString *current = NULL;
  for (int i = 0; lines[i]; i++)
    {
      const char *line = lines[i];
      const char *quoted = NULL;
      if (g_str_has_prefix (line, "msgid "))
        {
          g_string_truncate (id, 0);
          current = id;
          quoted = line + 6;
        }
      else if (g_str_has_prefix (line, "msgstr "))
        {
          g_string_truncate (str, 0);
          current = str;
          quoted = line + 7;
        }
      else if (line[0] == '"' && current)
        quoted = line;
      else
        {
          if (current == str && id->len && strcmp (id->str, str->str))
            {
              g_autofree char *unescaped = g_strcompress (id->str);
              g_autoptr (GString) plain = g_string_new (unescaped);
              g_string_replace (plain, "_", "", 0);
              g_hash_table_add (english, g_strdup (unescaped));
              g_hash_table_add (english, g_string_free (g_steal_pointer (&plain), FALSE));
            }
          current = NULL;
          continue;
        }
      size_t len = strlen (quoted);
      if (len >= 2 && quoted[0] == '"' && quoted[len - 1] == '"')
        g_string_append_len (current, quoted + 1, (gssize) len - 2);
    }
  g_string_free (id, TRUE);
  g_string_free (str, TRUE);
  return english;
}

static void
check_text (GHashTable *english, GPtrArray *found, const char *what, const char *text)
{
  if (text && *text && g_hash_table_contains (english, text))
    g_ptr_array_add (found, g_strdup_printf ("%s \"%s\"", what, text));
}

/* Every shown widget's text and tooltip under widget. */
static void
check_widget (GHashTable *english, GPtrArray *found, GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return;
  const char *type = G_OBJECT_TYPE_NAME (widget);
  if (GTK_IS_LABEL (widget))
    check_text (english, found, type, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    check_text (english, found, type, gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_CHECK_BUTTON (widget))
    check_text (english, found, type, gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)));
  if (GTK_IS_ENTRY (widget))
    check_text (english, found, type, gtk_entry_get_placeholder_text (GTK_ENTRY (widget)));
  if (GTK_IS_TEXT (widget))
    check_text (english, found, type, gtk_text_get_placeholder_text (GTK_TEXT (widget)));
  const char *tip = gtk_widget_get_tooltip_text (widget);
  check_text (english, found, "tooltip", tip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    check_widget (english, found, child);
}

static void
test_main_window_has_no_english (void)
{
  /* The catalogue the build made, as the studio finds it when run from
   * the build tree. */
  g_assert_cmpstr (_("Solve"), ==, "Resolver");
  g_autoptr (GHashTable) english = english_strings (g_getenv ("FAERIE_PO"));
  g_assert_true (g_hash_table_contains (english, "Solve"));

  FaerieWindow *window = g_object_new (FAERIE_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  /* A direct mate with tries and a threat, and a twin: the tree writes
   * "amenaza:", "pero" and the Spanish piece letters. */
  FaerieDocument *doc = faerie_window_get_document (window);
  load_and_solve (window, BARNES_M2);
  g_test_message ("status: %s", faerie_window_get_status (window));
  /* Solved at once after opening, the solution stays (the problem list
   * selecting its row when shown once cleared it). */
  g_assert_cmpuint (faerie_solution_view_get_n_rows (faerie_window_get_solution_view (window)), >, 0);
  FaerieSolutionView *view = faerie_window_get_solution_view (window);
  faerie_solution_view_select_row (view, 2);
  spin (0.3);

  /* The soundness report in Spanish too: verdict, words, details. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.verify", NULL);
  g_assert_true (wait_until (solve_finished, window, 120));
  FaerieReportView *report = faerie_window_get_report_view (window);
  g_test_message ("status: %s; verdict %s", faerie_window_get_status (window),
                  faerie_report_view_get_verdict_text (report));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (report)));
  /* a) is Barnes's tries: no key there. */
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Incorrecto");
  for (guint i = 0; i < faerie_report_view_get_n_rows (report); i++)
    {
      g_autofree char *row = faerie_report_view_get_row_text (report, i);
      g_test_message ("report row %u: %s", i, row);
    }
  g_autofree char *no_key = faerie_report_view_get_row_text (report, 0);
  g_assert_cmpstr (no_key, ==, "a) sin solución: - (ninguna clave)");
  faerie_solution_view_select_row (view, 2);
  spin (0.3);
  save_window_screenshot (GTK_WINDOW (window), "studio-es-verified.png");

  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  check_widget (english, found, GTK_WIDGET (window));
  check_text (english, found, "title", gtk_window_get_title (GTK_WINDOW (window)));
  for (guint i = 0; i < found->len; i++)
    g_test_message ("English: %s", (const char *) g_ptr_array_index (found, i));
  g_assert_cmpuint (found->len, ==, 0);
  gboolean threat = FALSE, but = FALSE, knight = FALSE;
  for (guint i = 0; i < faerie_solution_view_get_n_rows (view); i++)
    {
      g_autofree char *row = faerie_solution_view_get_row_text (view, i);
      g_test_message ("row %u: %s", i, row);
      threat |= g_str_has_prefix (row, "amenaza: ");
      but |= g_str_has_prefix (row, "pero ");
      /* Spanish letters: the knight's try is a C. */
      knight |= g_str_has_prefix (row, "1.Cf6?");
      g_assert_false (g_str_has_prefix (row, "threat:") || g_str_has_prefix (row, "but "));
    }
  g_assert_true (threat && but && knight);
  faerie_document_set_modified (doc, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (0.1);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALE_DIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_autofree char *data_home = g_dir_make_tmp ("faerie-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/studio-es/main-window-has-no-english", test_main_window_has_no_english);
  return g_test_run ();
}
