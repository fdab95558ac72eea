/* Verify in the studio under Xvfb: the action fired as the button and
 * its shortcut fire it, the report's verdict and rows, a fault's line on
 * the board, C+ only from a sound verification, Stop, and the intended
 * solution edited in its field or marked in the solution's tree, each
 * undone. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "faerie-board.h"
#include "faerie-document.h"
#include "faerie-report-view.h"
#include "faerie-solution-view.h"
#include "faerie-window.h"
#include "studio-test-loop.h"

#define SQ(name) ((FaSquare) (((name)[1] - '1') * 8 + ((name)[0] - 'a')))

/* Amelung, Duena-Zeitung: #2, 1.hxg6 e.p.!  The tries 1.e6? and 1.f7?
 * fail to 1...g4!. */
#define AMELUNG                                                                                    \
  "BeginProblem\nAuthor Friedrich Amelung\nOrigin Duena-Zeitung\n"                                  \
  "Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7\nStipulation #2\n"                            \
  "Option EnPassant g7g6g5 Variation Try\n"
#define AMELUNG_SOUND AMELUNG "Solution 1.hxg6 e.p.! (2.Rxh7#)\nEndProblem\n"
/* Not published: the composer's try given as the key. */
#define AMELUNG_TRY_AS_KEY AMELUNG "Solution 1.e6! 1...Kxh5 2.Rxh7#\nEndProblem\n"

/* Abdurahmanovic, feenschach 1985: h#2 with five twins, one solution
 * each. */
#define ABDURAHMANOVIC                                                                             \
  "BeginProblem\nAuthor Fadil Abdurahmanovic\nOrigin feenschach 1985\n"                             \
  "Pieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\nStipulation h#2\nOption Intelligent\n"           \
  "Twin Exchange h4 c6\nTwin Continued Exchange h4 f8\nTwin Continued Exchange h4 c6\n"             \
  "Twin Continued Exchange h4 f8\nTwin Continued Exchange h4 c6\nEndProblem\n"

static gboolean
verify_finished (gpointer window)
{
  return !faerie_window_is_solving (window);
}

/* Fires Verify as its button does and waits for the report. */
static FaerieReportView *
verify (FaerieWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.verify", NULL);
  g_assert_true (faerie_window_is_verifying (window));
  g_assert_true (wait_until (verify_finished, window, 120));
  g_test_message ("status: %s", faerie_window_get_status (window));
  FaerieReportView *report = faerie_window_get_report_view (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (report)));
  for (guint i = 0; i < faerie_report_view_get_n_rows (report); i++)
    {
      g_autofree char *row = faerie_report_view_get_row_text (report, i);
      g_test_message ("%s, row %u: %s", faerie_report_view_get_verdict_text (report), i, row);
    }
  return report;
}

static void
load (FaerieWindow *window, const char *text)
{
  g_assert_true (faerie_document_load_text (faerie_window_get_document (window), text, "test", NULL));
}

static guint
tree_row (FaerieSolutionView *view, const char *start)
{
  for (guint i = 0; i < faerie_solution_view_get_n_rows (view); i++)
    {
      g_autofree char *row = faerie_solution_view_get_row_text (view, i);
      if (g_str_has_prefix (row, start))
        return i;
    }
  return G_MAXUINT;
}

static gboolean
board_read_only (gpointer window)
{
  return !faerie_board_get_editable (faerie_window_get_board (window));
}

static const FaPlacedPiece *
shown_on (FaerieWindow *window, const char *square)
{
  return fa_problem_piece_at (faerie_board_get_problem (faerie_window_get_board (window)), SQ (square));
}

static GtkWidget *
template_child (FaerieWindow *window, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), FAERIE_TYPE_WINDOW, name));
}

static const char *
move_shown (FaerieWindow *window)
{
  GtkWidget *label = template_child (window, "move_label");
  return gtk_label_get_text (GTK_LABEL (label));
}

/* A cooked problem: the verdict, a row per fault with its word, line and
 * detail; the tree shows the solution the report rests on; a fault
 * chosen shows its line on the board, stepped through by the arrows. */
static void
test_cooked (void)
{
  FaerieWindow *window = new_studio_window (1240, 760);
  load (window, AMELUNG_TRY_AS_KEY);
  FaerieReportView *report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Unsound");
  g_assert_cmpuint (faerie_report_view_get_n_rows (report), ==, 2);
  g_autofree char *failed = faerie_report_view_get_row_text (report, 0);
  g_autofree char *cook = faerie_report_view_get_row_text (report, 1);
  g_assert_cmpstr (failed, ==, "intended solution fails: 1.e6! (a try, refuted by 1...g4!)");
  g_assert_cmpstr (cook, ==, "cook: 1.hxg6 e.p.! (another key)");
  g_assert_nonnull (strstr (faerie_window_get_status (window), "Unsound"));
  g_assert_false (faerie_window_get_verified (window));
  /* The whole play, tries and variations, in the tree. */
  FaerieSolutionView *view = faerie_window_get_solution_view (window);
  g_assert_cmpuint (tree_row (view, "1.hxg6 e.p.!"), !=, G_MAXUINT);
  g_assert_cmpuint (tree_row (view, "but 1...g4!"), !=, G_MAXUINT);

  /* The cook on the board: the e.p. capture made, read-only. */
  faerie_report_view_select_row (report, 1);
  g_assert_true (wait_until (board_read_only, window, 30));
  g_assert_nonnull (shown_on (window, "g6"));
  g_assert_null (shown_on (window, "g5"));
  g_assert_null (shown_on (window, "h5"));
  g_assert_cmpstr (move_shown (window), ==, "hxg6 e.p. (1 of 1)");
  /* The intended key where it fails: after the try and its refutation,
   * and back a move with the window's arrow. */
  faerie_report_view_select_row (report, 0);
  g_assert_nonnull (shown_on (window, "e6"));
  g_assert_nonnull (shown_on (window, "g4"));
  g_assert_cmpstr (move_shown (window), ==, "g4 (2 of 2)");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_nonnull (shown_on (window, "g5"));
  g_assert_nonnull (shown_on (window, "e6"));
  g_assert_cmpstr (move_shown (window), ==, "e6 (1 of 2)");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-move", NULL);
  g_assert_nonnull (shown_on (window, "e5"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-move", NULL);
  g_assert_nonnull (shown_on (window, "e6"));
  spin (0.3);
  save_window_screenshot (GTK_WINDOW (window), "studio-verify-cooked.png");
  /* A row of the tree takes over the board and the arrows. */
  faerie_solution_view_select_row (view, tree_row (view, "1.hxg6 e.p.!"));
  g_assert_cmpstr (move_shown (window), ==, "1.hxg6 e.p.! (1 of 2)");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.back-to-editing", NULL);
  g_assert_true (faerie_board_get_editable (faerie_window_get_board (window)));
  close_studio_window (window);
}

/* A sound problem earns C+; a solve alone never does, an edit takes it
 * away and its undo gives it back; the author's name is no matter. */
static void
test_sound_and_c_plus (void)
{
  FaerieWindow *window = new_studio_window (1240, 760);
  FaerieDocument *doc = faerie_window_get_document (window);
  load (window, AMELUNG_SOUND);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (wait_until (verify_finished, window, 120));
  g_assert_false (faerie_window_get_verified (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (faerie_window_get_report_view (window))));

  FaerieReportView *report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  g_assert_cmpuint (faerie_report_view_get_n_rows (report), ==, 0);
  g_assert_true (faerie_window_get_verified (window));
  g_autofree char *pdf = g_build_filename (g_get_tmp_dir (), "faerie-verified.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (faerie_window_export_diagram (window, pdf, 0, FALSE, &error));
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  if (pdftotext)
    {
      g_autofree char *text = NULL;
      const char *argv[] = { "pdftotext", pdf, "-", NULL };
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &text, NULL, NULL,
                                   NULL));
      g_assert_nonnull (strstr (text, "C+"));
    }
  g_unlink (pdf);
  spin (0.3);
  save_window_screenshot (GTK_WINDOW (window), "studio-verify-sound.png");

  /* A solve after it changes nothing of the report. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (wait_until (verify_finished, window, 120));
  g_assert_true (faerie_window_get_verified (window));

  faerie_document_set_field (doc, FAERIE_FIELD_AUTHOR, "F. Amelung");
  g_assert_true (faerie_window_get_verified (window));
  g_assert_false (faerie_report_view_is_stale (report));
  faerie_board_drop_piece (faerie_window_get_board (window), fa_piece_lookup_code ("P", 1), FA_COLOUR_WHITE,
                           SQ ("a2"));
  g_assert_false (faerie_window_get_verified (window));
  g_assert_true (faerie_report_view_is_stale (report));
  faerie_document_undo (doc);
  g_assert_true (faerie_window_get_verified (window));
  g_assert_false (faerie_report_view_is_stale (report));
  close_studio_window (window);
}

/* The main loop while verifying: a 5 ms timer's largest gap. */
static gint64 last_tick, largest_gap;

static gboolean
tick (gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  if (last_tick && now - last_tick > largest_gap)
    largest_gap = now - last_tick;
  last_tick = now;
  return G_SOURCE_CONTINUE;
}

/* Stop during a long verification: the worker ends at once, the report
 * says Incomplete, and no C+.  Meanwhile the window answers (the gap is
 * reported, and fails only beyond seconds, which only a hang takes). */
static void
test_stop (void)
{
  FaerieWindow *window = new_studio_window (1240, 760);
  /* Maslar's h#8 without intelligent mode: minutes of work. */
  load (window, "BeginProblem\nPieces White Kd2 Sa6 Black Kg2 Qg3 Bd1\nStipulation h#8\nEndProblem\n");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.verify", NULL);
  g_assert_true (faerie_window_is_verifying (window));
  /* Solve waits while Verify runs; Verify's button is Stop. */
  GActionGroup *actions = G_ACTION_GROUP (window);
  g_assert_false (g_action_group_get_action_enabled (actions, "solve"));
  g_assert_true (g_action_group_get_action_enabled (actions, "verify"));
  GtkWidget *button = template_child (window, "verify_button");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Stop");
  last_tick = largest_gap = 0;
  guint timer = g_timeout_add (5, tick, NULL);
  spin (1.0);
  g_source_remove (timer);
  g_test_message ("largest main-loop gap while verifying: %.1f ms", largest_gap / 1000.0);
  g_assert_cmpint (largest_gap, <, 5 * G_USEC_PER_SEC);
  g_assert_true (faerie_window_is_verifying (window));
  g_test_message ("status: %s", faerie_window_get_status (window));
  g_assert_nonnull (strstr (faerie_window_get_status (window), "Verifying"));
  gint64 start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL);
  g_assert_true (wait_until (verify_finished, window, 60));
  double took = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("stopped in %.3f s", took);
  g_assert_cmpfloat (took, <, 5);
  FaerieReportView *report = faerie_window_get_report_view (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Incomplete");
  /* The search and the shorter solutions, not a row for every length. */
  g_assert_cmpuint (faerie_report_view_get_n_rows (report), ==, 2);
  g_assert_nonnull (strstr (faerie_window_get_status (window), "incomplete"));
  g_assert_false (faerie_window_get_verified (window));
  g_assert_true (g_action_group_get_action_enabled (actions, "solve"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Verify");
  close_studio_window (window);
}

/* The intended solution typed into its field: taken when the field is
 * left, one undo step, saved as Solution lines; what does not read is
 * said under it. */
static void
test_intended_field (void)
{
  FaerieWindow *window = new_studio_window (1240, 760);
  FaerieDocument *doc = faerie_window_get_document (window);
  load (window, AMELUNG "EndProblem\n");
  GtkWidget *field = template_child (window, "intended_view");
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (field, GTK_TYPE_STACK)), "details");
  GtkWidget *author = template_child (window, "author_entry");
  spin (0.2);
  g_assert_true (gtk_widget_grab_focus (field));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field)), "  1.hxg6 e.p.!\n\n(2.Rxh7#)  ", -1);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, "");
  g_assert_true (gtk_widget_grab_focus (author));
  spin (0.1);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, "1.hxg6 e.p.!\n(2.Rxh7#)");
  g_autofree char *text = faerie_document_to_text (doc);
  g_assert_nonnull (strstr (text, "Solution 1.hxg6 e.p.!\nSolution (2.Rxh7#)\n"));
  FaerieReportView *report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, "");
  g_autofree char *shown = NULL;
  GtkTextIter start, end;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, "");
  g_assert_true (faerie_report_view_is_stale (report));
  faerie_document_redo (doc);
  g_assert_false (faerie_report_view_is_stale (report));

  /* A mistake is named under the field as soon as it is written. */
  GtkWidget *error = template_child (window, "intended_error");
  faerie_document_set_field (doc, FAERIE_FIELD_SOLUTION, "1.hxg6 e.p.! 1...Kxg6 2.Rq8#");
  g_assert_true (gtk_widget_get_visible (error));
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (error)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error)), "'Rq8#'"));
  report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Error");
  faerie_document_undo (doc);
  g_assert_false (gtk_widget_get_visible (error));
  close_studio_window (window);
}

/* "Mark as intended" in the tree's menu: the key's play, then the
 * composer's Verify finds it sound; Undo takes it back, and its C+. */
static void
test_mark_as_intended (void)
{
  FaerieWindow *window = new_studio_window (1240, 760);
  FaerieDocument *doc = faerie_window_get_document (window);
  load (window, AMELUNG_TRY_AS_KEY);
  FaerieReportView *report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Unsound");
  FaerieSolutionView *view = faerie_window_get_solution_view (window);
  guint key = tree_row (view, "1.hxg6 e.p.!");
  g_assert_cmpuint (key, !=, G_MAXUINT);
  faerie_solution_view_select_row (view, key);
  gtk_widget_activate_action (GTK_WIDGET (view), "tree.mark-line-intended", NULL);
  const char *marked = faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION);
  g_test_message ("marked: %s", marked);
  g_assert_true (g_str_has_prefix (marked, "1.hxg6 e.p.! (2.Rxh7#)"));
  /* The intended solution is the report's business, not the tree's. */
  g_assert_true (faerie_report_view_is_stale (report));
  g_assert_false (faerie_solution_view_is_stale (view));
  report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  g_assert_true (faerie_window_get_verified (window));
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, "1.e6! 1...Kxh5 2.Rxh7#");
  g_assert_false (faerie_window_get_verified (window));
  faerie_document_redo (doc);
  g_assert_true (faerie_window_get_verified (window));

  /* Twins: the whole solution marked, each twin under its label; then
   * one twin's line marked keeps the others' parts. */
  load (window, ABDURAHMANOVIC);
  report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  gtk_widget_activate_action (GTK_WIDGET (view), "tree.mark-all-intended", NULL);
  g_autofree char *whole = g_strdup (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION));
  g_test_message ("marked: %s", whole);
  g_assert_true (g_str_has_prefix (whole, "a)\n1.Kh3 Rg8 2.h4 Bg2#\nb)\n1.Kd7 Kb7 2.Re6 Rd8#\n"));
  report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  guint line = tree_row (view, "1.Kd7 Kb7");
  g_assert_cmpuint (line, !=, G_MAXUINT);
  faerie_solution_view_select_row (view, line);
  gtk_widget_activate_action (GTK_WIDGET (view), "tree.mark-line-intended", NULL);
  const char *b = faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION);
  g_test_message ("marked: %s", b);
  g_assert_true (g_str_has_prefix (b, "a)\n1.Kh3 Rg8 2.h4 Bg2#\nb) 1.Kd7 Kb7 2.Re6 Rd8#\n+c)\n"));
  g_assert_nonnull (strstr (b, "+f)\n1.Ke7 Re4+ 2.Kd8 Re8#"));
  report = verify (window);
  g_assert_cmpstr (faerie_report_view_get_verdict_text (report), ==, "Sound");
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, whole);
  faerie_document_undo (doc);
  g_assert_cmpstr (faerie_document_get_field (doc, FAERIE_FIELD_SOLUTION), ==, "");
  close_studio_window (window);
}

int
main (int argc, char **argv)
{
  g_autofree char *data_home = g_dir_make_tmp ("faerie-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/studio-verify/cooked", test_cooked);
  g_test_add_func ("/studio-verify/sound-and-c-plus", test_sound_and_c_plus);
  g_test_add_func ("/studio-verify/stop", test_stop);
  g_test_add_func ("/studio-verify/intended-field", test_intended_field);
  g_test_add_func ("/studio-verify/mark-as-intended", test_mark_as_intended);
  return g_test_run ();
}
