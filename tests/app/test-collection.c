/* The collection view (issue 14 §3): the problems of a file with their
 * verdicts, searched, sorted, filtered to the unsound, verified in the
 * background with Stop; problems added, duplicated, removed and
 * reordered, each an undo step of the document. */
#include <gtk/gtk.h>
#include <string.h>

#include "faerie-collection-row.h"
#include "faerie-collection-window.h"
#include "faerie-document.h"
#include "faerie-window.h"
#include "pieces/piece-catalogue.h"
#include "studio-test-loop.h"

/* Amelung's sound #2, the same diagram with the composer's try given as
 * the key (its intended solution fails), a #2 with many keys (cooked),
 * Loyd's #3 "Charles XII" pair stand-in: a sound #1. */
static const char collection[] =
  "BeginProblem\n"
  "Author Friedrich Amelung\nOrigin Duena-Zeitung\n"
  "Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7\n"
  "Stipulation #2\nOption EnPassant g7g6g5\nSolution 1.hxg6 e.p.! (2.Rxh7#)\n"
  "NextProblem\n"
  "Author Anonymous\nOrigin Try as key\n"
  "Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7\n"
  "Stipulation #2\nOption EnPassant g7g6g5\nSolution 1.e6!\n"
  "NextProblem\n"
  "Author Zeno Cook\nOrigin Constructed\n"
  "Pieces White Kg6 Qb1 Black Kh8\nStipulation #2\n"
  "NextProblem\n"
  "Author Bea Sound\nOrigin Constructed\n"
  "Pieces White Kg6 Ra7 Black Kh8\nStipulation #1\nSolution 1.Ra8#\n"
  "EndProblem\n";

/* The authors of the rows as shown, joined by "|". */
static char *
shown_authors (FaerieCollectionWindow *cw)
{
  GListModel *shown = faerie_collection_window_get_shown (cw);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr (FaerieCollectionRow) row = g_list_model_get_item (shown, i);
      g_string_append_printf (s, "%s%s", i ? "|" : "", faerie_collection_row_get_author (row));
    }
  return g_string_free (s, FALSE);
}

static gboolean
verify_finished (gpointer cw)
{
  return !faerie_collection_window_is_verifying (cw);
}

/* The list operations of the document and their undo, without a display. */
static void
test_list_edits_undo (void)
{
  g_autoptr (FaerieDocument) doc = faerie_document_new ();
  g_assert_true (faerie_document_load_text (doc, collection, "four", NULL));
  g_autofree char *before = faerie_document_to_text (doc);

  faerie_document_duplicate_problem (doc, 2);
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 5);
  g_assert_cmpuint (faerie_document_get_current (doc), ==, 3);
  g_assert_cmpstr (faerie_document_get_problem (doc, 3)->author, ==, "Zeno Cook");
  g_assert_true (faerie_document_move_problem (doc, 0, 4));
  g_assert_cmpstr (faerie_document_get_problem (doc, 4)->author, ==, "Friedrich Amelung");
  g_assert_cmpuint (faerie_document_get_current (doc), ==, 4);
  g_assert_false (faerie_document_move_problem (doc, 4, 5));
  g_assert_true (faerie_document_remove_problem (doc, 1));
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 4);
  faerie_document_add_problem (doc);
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 5);

  /* Four undos give the file back as it was; four redos the edits. */
  g_autofree char *edited = faerie_document_to_text (doc);
  for (int i = 0; i < 4; i++)
    faerie_document_undo (doc);
  g_autofree char *undone = faerie_document_to_text (doc);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (faerie_document_can_undo (doc));
  for (int i = 0; i < 4; i++)
    faerie_document_redo (doc);
  g_autofree char *redone = faerie_document_to_text (doc);
  g_assert_cmpstr (redone, ==, edited);

  /* A file keeps one problem. */
  g_autoptr (FaerieDocument) one = faerie_document_new ();
  g_assert_false (faerie_document_remove_problem (one, 0));
  g_assert_cmpuint (faerie_document_get_n_problems (one), ==, 1);
}

static void
test_search_sort_select (void)
{
  FaerieWindow *window = new_studio_window (1024, 700);
  FaerieDocument *doc = faerie_window_get_document (window);
  g_assert_true (faerie_document_load_text (doc, collection, "four", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.collection", NULL);
  FaerieCollectionWindow *cw = FAERIE_COLLECTION_WINDOW (faerie_window_show_collection (window));
  spin (0.2);

  g_autofree char *all = shown_authors (cw);
  g_assert_cmpstr (all, ==, "Friedrich Amelung|Anonymous|Zeno Cook|Bea Sound");
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==, "4 problems: 4 not verified");

  /* Every word must occur: author, source or stipulation. */
  faerie_collection_window_set_search (cw, "constructed #1");
  g_autofree char *found = shown_authors (cw);
  g_assert_cmpstr (found, ==, "Bea Sound");
  faerie_collection_window_set_search (cw, "DUENA");
  g_autofree char *found2 = shown_authors (cw);
  g_assert_cmpstr (found2, ==, "Friedrich Amelung");
  faerie_collection_window_set_search (cw, "");

  faerie_collection_window_sort_by (cw, "author", GTK_SORT_ASCENDING);
  g_autofree char *by_author = shown_authors (cw);
  g_assert_cmpstr (by_author, ==, "Anonymous|Bea Sound|Friedrich Amelung|Zeno Cook");
  faerie_collection_window_sort_by (cw, "stipulation", GTK_SORT_ASCENDING);
  g_autoptr (FaerieCollectionRow) first = g_list_model_get_item (faerie_collection_window_get_shown (cw), 0);
  g_assert_cmpstr (faerie_collection_row_get_stipulation (first), ==, "#1");

  /* Selecting a row shows that problem in the main window. */
  faerie_collection_window_sort_by (cw, "number", GTK_SORT_DESCENDING);
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (faerie_collection_window_get_shown (cw)), 1);
  g_assert_cmpuint (faerie_document_get_current (doc), ==, 2);

  /* An edit in the main window shows in the list. */
  faerie_document_set_field (doc, FAERIE_FIELD_AUTHOR, "Zelda Cook");
  g_autofree char *renamed = shown_authors (cw);
  g_assert_cmpstr (renamed, ==, "Bea Sound|Zelda Cook|Anonymous|Friedrich Amelung");
  close_studio_window (window);
}

static void
test_verify_all_and_filter (void)
{
  FaerieWindow *window = new_studio_window (1024, 700);
  FaerieDocument *doc = faerie_window_get_document (window);
  g_assert_true (faerie_document_load_text (doc, collection, "four", NULL));
  FaerieCollectionWindow *cw = FAERIE_COLLECTION_WINDOW (faerie_window_show_collection (window));
  spin (0.2);
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.verify-all", NULL);
  g_assert_true (faerie_collection_window_is_verifying (cw));
  g_assert_true (wait_until (verify_finished, cw, 120));
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==, "4 problems: 2 sound, 2 unsound");

  faerie_collection_window_set_only_unsound (cw, TRUE);
  g_autofree char *unsound = shown_authors (cw);
  g_assert_cmpstr (unsound, ==, "Anonymous|Zeno Cook");
  faerie_collection_window_set_only_unsound (cw, FALSE);

  /* Each row tells its faults in a line, and the whole report on hover. */
  g_autoptr (FaerieCollectionRow) cooked = g_list_model_get_item (faerie_collection_window_get_shown (cw), 2);
  g_assert_cmpstr (faerie_collection_row_get_author (cooked), ==, "Zeno Cook");
  g_assert_true (g_str_has_prefix (faerie_collection_row_get_faults (cooked), "cook: 1."));
  g_assert_nonnull (strstr (faerie_collection_row_get_faults (cooked), "more)"));
  g_assert_nonnull (strstr (faerie_collection_row_get_report (cooked), ": unsound\n"));

  /* Worst first. */
  faerie_collection_window_sort_by (cw, "verdict", GTK_SORT_ASCENDING);
  g_autoptr (FaerieCollectionRow) worst = g_list_model_get_item (faerie_collection_window_get_shown (cw), 0);
  g_assert_cmpint (faerie_collection_row_get_verdict (worst), ==, FA_VERDICT_UNSOUND);

  /* An edit voids the problem's verdict; its undo brings it back. */
  faerie_document_set_current (doc, 3);
  faerie_document_put_piece (doc, fa_piece_lookup_code ("P", 1), FA_COLOUR_BLACK, 4 * 8 + 0 /* a5 */);
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==,
                   "4 problems: 1 sound, 2 unsound, 1 not verified");
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==, "4 problems: 2 sound, 2 unsound");

  /* A duplicate shares its original's verdict; a new problem has none;
   * Verify All verifies only what has none. */
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.duplicate", NULL);
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.add", NULL);
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==,
                   "6 problems: 3 sound, 2 unsound, 1 not verified");
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.verify-all", NULL);
  g_assert_true (wait_until (verify_finished, cw, 120));
  /* The new problem, an empty board, has no king: unsound (illegal). */
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==, "6 problems: 3 sound, 3 unsound");

  /* Remove and reorder through the window's actions, undone by the document. */
  faerie_document_set_current (doc, 0);
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.move-down", NULL);
  g_assert_cmpstr (faerie_document_get_problem (doc, 1)->author, ==, "Friedrich Amelung");
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.remove", NULL);
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 5);
  faerie_document_undo (doc);
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_document_get_problem (doc, 0)->author, ==, "Friedrich Amelung");
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 6);

  const char *dir = g_getenv ("FAERIE_SCREENSHOT_DIR");
  if (dir)
    save_window_screenshot (GTK_WINDOW (cw), "collection.png");
  close_studio_window (window);
}

/* Stop ends a long verification at once; nothing half-done is kept. */
static void
test_stop (void)
{
  FaerieWindow *window = new_studio_window (1024, 700);
  FaerieDocument *doc = faerie_window_get_document (window);
  /* Maslar's h#8 without intelligent mode: minutes of work, twice. */
  g_assert_true (faerie_document_load_text (doc,
                                            "BeginProblem\nPieces White Kd2 Sa6 Black Kg2 Qg3 Bd1\n"
                                            "Stipulation h#8\nNextProblem\n"
                                            "Pieces White Kd2 Sa6 Black Kg2 Qg3 Bd1\n"
                                            "Stipulation h#7.5\nEndProblem\n",
                                            "long", NULL));
  FaerieCollectionWindow *cw = FAERIE_COLLECTION_WINDOW (faerie_window_show_collection (window));
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.verify-all", NULL);
  spin (0.5);
  g_assert_true (faerie_collection_window_is_verifying (cw));
  gint64 start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.stop", NULL);
  g_assert_true (wait_until (verify_finished, cw, 120));
  g_test_message ("stopped in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpstr (faerie_collection_window_get_summary (cw), ==, "2 problems: 2 not verified");

  /* Closing the window while verifying leaves nothing running that
   * would call back into it. */
  gtk_widget_activate_action (GTK_WIDGET (cw), "collection.verify-all", NULL);
  spin (0.2);
  close_studio_window (window);
  spin (0.5);
}

/* Two Olive entries and, between them, one whose stipulation Popeye
 * would not read. */
static const char olive_with_mistake[] = "---\n"
                                         "authors: ['Loyd, Samuel']\n"
                                         "algebraic: {white: [Kf5, Rg7, Se1, Pg2, Ph2], black: [Kh5, Bf2, Pg3, Ph6]}\n"
                                         "stipulation: '#3'\n"
                                         "---\n"
                                         "authors: ['Nobody, A.']\n"
                                         "algebraic: {white: [Kg6, Ra7], black: [Kh8]}\n"
                                         "stipulation: 'x#%1'\n"
                                         "---\n"
                                         "authors: ['Sound, Bea']\n"
                                         "algebraic: {white: [Kg6, Ra7], black: [Kh8]}\n"
                                         "stipulation: '#1'\n";

static GFile *
write_temp_file (const char *dir, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

/* The studio opens Olive and YACPDB collections and saves in the format
 * the file's name says; a collection's entry with a mistake is left out
 * with a warning naming it, and Save cannot overwrite the file that
 * still holds it. */
static void
test_open_save_collections (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faerie-collection-XXXXXX", NULL);
  FaerieWindow *window = new_studio_window (1024, 700);
  FaerieDocument *doc = faerie_window_get_document (window);

  g_autoptr (GFile) olive = write_temp_file (dir, "three.olv", olive_with_mistake);
  g_assert_true (faerie_window_open_file (window, olive));
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 2);
  g_assert_cmpstr (faerie_document_get_problem (doc, 0)->author, ==, "Loyd, Samuel");
  const char *warning = faerie_window_get_last_error (window);
  g_assert_nonnull (warning);
  g_test_message ("%s", warning);
  g_assert_nonnull (strstr (warning, "three.olv:8:"));
  g_assert_nonnull (strstr (warning, "entry 2"));
  g_assert_null (faerie_document_get_file (doc));

  /* Saved as YACPDB JSON and as Olive, each read back the same. */
  g_autofree char *before = faerie_document_to_text (doc);
  const char *names[] = { "two.json", "two.olv", "two.inp" };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_assert_true (faerie_document_save_file (doc, file, NULL));
      g_autofree char *written = NULL;
      g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
      if (i == 0)
        g_assert_true (written[0] == '[');
      else if (i == 1)
        g_assert_nonnull (strstr (written, "authors:"));
      else
        g_assert_true (g_str_has_prefix (written, "BeginProblem"));
      g_autoptr (FaerieDocument) again = faerie_document_new ();
      g_autofree char *skipped = NULL;
      g_assert_true (faerie_document_load_file (again, file, &skipped, NULL));
      g_assert_null (skipped);
      g_assert_true (faerie_document_get_file (again) != NULL);
      g_autofree char *after = faerie_document_to_text (again);
      g_assert_cmpstr (after, ==, before);
    }

  /* A collection with no entry that reads is refused, and the problems
   * open before stay. */
  g_autoptr (GFile) broken = write_temp_file (dir, "broken.json", "[{\"stipulation\": 3}]");
  g_assert_false (faerie_window_open_file (window, broken));
  g_assert_nonnull (strstr (faerie_window_get_last_error (window), "broken.json:1:"));
  g_assert_cmpuint (faerie_document_get_n_problems (doc), ==, 2);
  close_studio_window (window);
}

int
main (int argc, char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("faerie-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/collection/list-edits-undo", test_list_edits_undo);
  g_test_add_func ("/collection/search-sort-select", test_search_sort_select);
  g_test_add_func ("/collection/verify-all-and-filter", test_verify_all_and_filter);
  g_test_add_func ("/collection/stop", test_stop);
  g_test_add_func ("/collection/open-save-collections", test_open_save_collections);
  return g_test_run ();
}
