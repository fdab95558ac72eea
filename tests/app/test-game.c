/* The studio's UC-73 game window under Xvfb, driven as a player drives
 * it: pieces picked up and put down through the board's play signals (a
 * drag and a click end in them), the drop step, Undo and Skip Drop
 * through their actions, save and load, earlier positions, the move
 * list in Spanish letters, the New Game options; screenshots for a
 * person to look at. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "faerie-application.h"
#include "faerie-autosave.h"
#include "faerie-board.h"
#include "faerie-game-window.h"
#include "faerie-piece-names.h"
#include "game/gc-notation.h"
#include "studio-test-loop.h"

#define SQ(name) ((FaSquare) (((name)[1] - '1') * 8 + ((name)[0] - 'a')))

/* Seed 5: White's zg takes the AAN on d1 and the king takes it back, an
 * exchange of two pieces that are not pawns: a drop right each, which
 * White may use after K c1-d1 in the same turn. */
static const char *const before_exchange[]
    = { "P c2-c3", "zg h8-h6", "P c3-c4", "zg h6-g6", "FNB g1-h3", "zg g6-h3", "P d2-d4", "zg h3-d1" };


static FaerieGameWindow *
new_game (guint64 seed)
{
  FaerieGameWindow *window = faerie_game_window_new (NULL, seed);
  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 780);
  gtk_window_present (GTK_WINDOW (window));
  spin (0.3);
  return window;
}

static void
close_game (FaerieGameWindow *window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (0.1);
  g_assert_finalize_object (window);
}

static gboolean
pick (FaerieGameWindow *window, const char *square)
{
  gboolean ok = FALSE;
  g_signal_emit_by_name (faerie_game_window_get_board (window), "play-pick", (int) SQ (square), &ok);
  return ok;
}

static gboolean
move (FaerieGameWindow *window, const char *from, const char *to)
{
  gboolean ok = FALSE;
  g_signal_emit_by_name (faerie_game_window_get_board (window), "play-move", (int) SQ (from), (int) SQ (to), &ok);
  return ok;
}

static gboolean
drop (FaerieGameWindow *window, const char *square)
{
  gboolean ok = FALSE;
  g_signal_emit_by_name (faerie_game_window_get_board (window), "play-drop", (int) SQ (square), &ok);
  return ok;
}

static void
play (FaerieGameWindow *window, const char *text)
{
  g_autoptr (GError) error = NULL;
  if (!faerie_game_window_play_text (window, text, &error))
    g_error ("%s: %s", text, error->message);
}

static const char *
code_at (FaerieGameWindow *window, const char *square)
{
  FaUc73Game *game = faerie_game_window_get_game (window);
  FaPiece piece = fa_uc73_game_position (game)->board[SQ (square)];
  return piece ? fa_uc73_kind_code (fa_uc73_game_rules (game), fa_piece_kind (piece)) : "";
}

static void
test_start_and_move (void)
{
  FaerieGameWindow *window = new_game (5);
  FaUc73Game *game = faerie_game_window_get_game (window);
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "White to move");
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "No moves yet.");
  g_assert_cmpstr (code_at (window, "c1"), ==, "K");

  /* Picked up: the targets of its legal moves are marked, no others. */
  FaerieBoard *board = faerie_game_window_get_board (window);
  g_assert_true (pick (window, "e2"));
  g_assert_cmpint (faerie_board_get_picked (board), ==, SQ ("e2"));
  g_assert_true (faerie_board_is_target (board, SQ ("e3")));
  g_assert_true (faerie_board_is_target (board, SQ ("e4")));
  g_assert_false (faerie_board_is_target (board, SQ ("e5")));
  /* Black's pieces and empty squares are not White's to pick up. */
  g_assert_false (pick (window, "e7"));
  g_assert_false (pick (window, "e4"));

  /* An illegal move is refused: the piece goes back, nothing changes. */
  g_assert_false (move (window, "e2", "e5"));
  /* Each refusal says why, under the status line, until the next action. */
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "That move is not legal.");
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "White to move");
  g_assert_false (move (window, "e7", "e5"));
  g_assert_false (pick (window, "e7"));
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "That piece is Black’s: White to move.");
  save_window_screenshot (GTK_WINDOW (window), "game-refusal.png");
  g_assert_false (pick (window, "e4"));
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "There is no piece there.");
  g_assert_false (pick (window, "a1")); /* hemmed in behind its pawns */
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "That piece has no legal move.");
  g_assert_true (pick (window, "e2"));
  g_assert_null (faerie_game_window_get_refusal (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play", "s", "P e2-e6");
  g_assert_nonnull (faerie_game_window_get_refusal (window));
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 0);
  g_assert_cmpstr (code_at (window, "e2"), ==, "P");

  g_assert_true (move (window, "e2", "e4"));
  g_assert_null (faerie_game_window_get_refusal (window));
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
  g_assert_cmpstr (code_at (window, "e4"), ==, "P");
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "Black to move");
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "1. P e2-e4");
  /* Black's turn: White's pieces no longer move. */
  g_assert_false (pick (window, "d2"));
  g_assert_true (pick (window, "d7"));
  g_assert_true (move (window, "d7", "d5"));
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "1. P e2-e4\n1... p d7-d5");

  /* Undo takes back a turn at a time. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
  g_assert_cmpstr (code_at (window, "d7"), ==, "P");
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "1. P e2-e4");
  close_game (window);
}

static void
play_to_exchange (FaerieGameWindow *window)
{
  for (gsize i = 0; i < G_N_ELEMENTS (before_exchange); i++)
    play (window, before_exchange[i]);
}

static void
test_drop_after_exchange (void)
{
  FaerieGameWindow *window = new_game (5);
  FaUc73Game *game = faerie_game_window_get_game (window);
  FaerieBoard *board = faerie_game_window_get_board (window);
  play_to_exchange (window);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 65);

  /* The king takes back: the drop step, the move shown made. */
  g_assert_true (move (window, "c1", "d1"));
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 8);
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "White’s turn: the drop step");
  g_assert_nonnull (strstr (faerie_game_window_get_move_list (window), "5. K c1-d1 (drop step)"));
  g_assert_true (faerie_board_is_target (board, SQ ("c1")));
  g_assert_true (faerie_board_is_target (board, SQ ("g1")));
  g_assert_false (faerie_board_is_target (board, SQ ("e3")));
  /* Pieces are not picked up during the drop step. */
  g_assert_false (pick (window, "a2"));
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==,
                   "First drop the reserve piece on a marked square, or skip the drop.");
  save_window_screenshot (GTK_WINDOW (window), "game-drop-step.png");

  /* Not on a square of the first rank: refused. */
  g_assert_false (drop (window, "e3"));
  g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "Drops go on a marked empty square of rank 1.");
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  g_assert_true (drop (window, "c1"));
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 9);
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_MOVE);
  g_assert_cmpstr (code_at (window, "c1"), ==, "Q");
  g_assert_cmpstr (code_at (window, "d1"), ==, "K");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 64);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 0);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_BLACK), ==, 1);
  g_assert_nonnull (strstr (faerie_game_window_get_move_list (window), "5. K c1-d1; Q-c1"));
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "Black to move");

  /* Undo takes the whole turn back, drop and all. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 8);
  g_assert_cmpstr (code_at (window, "c1"), ==, "K");
  g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 65);

  /* During the drop step, Undo takes the move back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play", "s", "K c1-d1");
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_MOVE);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 8);
  g_assert_cmpstr (code_at (window, "c1"), ==, "K");

  /* Skip Drop: the turn is the move alone, the right kept. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play", "s", "K c1-d1");
  gtk_widget_activate_action (GTK_WIDGET (window), "game.skip-drop", NULL);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 9);
  g_assert_cmpint (fa_uc73_game_turn (game, 8).drop, ==, FA_NO_SQUARE);
  g_assert_cmpint (fa_uc73_game_drop_rights (game, FA_WHITE), ==, 1);
  g_assert_cmpstr (code_at (window, "c1"), ==, "");

  /* A whole turn typed, drop included, and the drop action. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play", "s", "K c1-d1; Q-g1");
  g_assert_cmpstr (code_at (window, "g1"), ==, "Q");
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play", "s", "K c1-d1");
  gtk_widget_activate_action (GTK_WIDGET (window), "game.drop", "s", "g1");
  g_assert_cmpstr (code_at (window, "g1"), ==, "Q");
  close_game (window);
}

static void
test_save_and_load (void)
{
  FaerieGameWindow *window = new_game (5);
  play_to_exchange (window);
  play (window, "K c1-d1; Q-c1");
  play (window, "p e7-e5"); /* Black holds a right too: the drop step, skipped */
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.skip-drop", NULL);
  g_autofree char *dir = g_dir_make_tmp ("faerie-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.uc73", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (faerie_game_window_save_to_file (window, file, &error));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "# UC-73 seed 5\n"));
  /* Opened from the command line or a problem window's Open, it goes to
   * a game window; a problem file does not. */
  g_autoptr (GFile) saved = g_file_new_for_path (path);
  g_assert_true (faerie_game_window_is_game_file (saved));
  g_autofree char *problem_path = g_build_filename (dir, "problem.inp", NULL);
  g_assert_true (g_file_set_contents (problem_path, "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation #2\nEndProblem\n",
                                      -1, NULL));
  g_autoptr (GFile) problem = g_file_new_for_path (problem_path);
  g_assert_false (faerie_game_window_is_game_file (problem));
  g_unlink (problem_path);
  g_assert_nonnull (strstr (text, "\n5. K c1-d1; Q-c1\n5... p e7-e5\n"));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "game.uc73"));

  /* faerie-solve reads it as it is. */
  const char *solve = g_getenv ("FAERIE_SOLVE");
  if (solve)
    {
      const char *argv[] = { solve, "--uc73", "5", "--uc73-replay", path, NULL };
      int status;
      g_autofree char *out = NULL;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                   &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_nonnull (strstr (out, "5... p e7-e5"));
    }

  /* Loaded back: the same game. */
  FaerieGameWindow *loaded = new_game (0);
  g_assert_true (faerie_game_window_load_text (loaded, text, "game.uc73", &error));
  FaUc73Game *a = faerie_game_window_get_game (window), *b = faerie_game_window_get_game (loaded);
  g_assert_cmpuint (fa_uc73_game_n_turns (b), ==, 10);
  g_assert_cmpuint (faerie_game_window_get_seed (loaded), ==, 5);
  g_autofree char *fen_a = fa_uc73_game_fen (a), *fen_b = fa_uc73_game_fen (b);
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_autofree char *reserve_a = fa_uc73_game_reserve_text (a), *reserve_b = fa_uc73_game_reserve_text (b);
  g_assert_cmpstr (reserve_a, ==, reserve_b);
  g_assert_cmpstr (faerie_game_window_get_move_list (loaded), ==, faerie_game_window_get_move_list (window));
  close_game (loaded);

  /* An illegal turn: named by its line, the turns before it kept. */
  g_autoptr (GString) broken = g_string_new (text);
  g_string_replace (broken, "5... p e7-e5", "5... p e7-e4", 1);
  loaded = new_game (0);
  g_clear_error (&error);
  g_assert_false (faerie_game_window_load_text (loaded, broken->str, "game.uc73", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "game.uc73:13: turn 10 (Black): p e7-e4 is not a legal move"));
  g_assert_cmpuint (fa_uc73_game_n_turns (faerie_game_window_get_game (loaded)), ==, 9);
  g_assert_cmpstr (faerie_game_window_get_status (loaded), ==, "Black to move");
  save_window_screenshot (GTK_WINDOW (loaded), "game-load-error.png");
  close_game (loaded);

  /* Not a game log: refused, the game as it was. */
  loaded = new_game (3);
  play (loaded, "P e2-e4");
  g_clear_error (&error);
  g_assert_false (faerie_game_window_load_text (loaded, "1. P e2-e4\n", "x.txt", &error));
  g_assert_nonnull (strstr (error->message, "x.txt: not a UC-73 game"));
  g_assert_cmpuint (faerie_game_window_get_seed (loaded), ==, 3);
  g_assert_cmpuint (fa_uc73_game_n_turns (faerie_game_window_get_game (loaded)), ==, 1);
  close_game (loaded);
  close_game (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_screenshot (void)
{
  FaerieGameWindow *window = new_game (5);
  play_to_exchange (window);
  play (window, "K c1-d1; Q-c1");
  play (window, "p e7-e5"); /* Black holds a right too: the drop step, skipped */
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.skip-drop", NULL);
  g_assert_true (pick (window, "c1"));
  spin (0.2);
  save_window_screenshot (GTK_WINDOW (window), "game-screenshot.png");
  close_game (window);
}

/* The dialog a close request opened, NULL if none. */
static GtkDialog *
find_dialog (void)
{
  GtkDialog *dialog = NULL;
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l; l = l->next)
    if (GTK_IS_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      dialog = l->data;
  return dialog;
}

static void
answer (GtkDialog *dialog, int response)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (dialog, response);
  G_GNUC_END_IGNORE_DEPRECATIONS
  spin (0.3);
}

/* Closing with turns not saved asks first: Cancel keeps the game, Save
 * writes it to its file and closes, Close without Saving drops it and its
 * autosave.  Closing a game with nothing unsaved does not ask. */
static void
test_close_asks (void)
{
  FaerieGameWindow *window = new_game (5);
  gtk_window_close (GTK_WINDOW (window));
  spin (0.2);
  g_assert_null (find_dialog ()); /* nothing played: closed at once */

  window = new_game (5);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  play (window, "P e2-e4");
  gtk_window_close (GTK_WINDOW (window));
  spin (0.2);
  GtkDialog *dialog = find_dialog ();
  g_assert_nonnull (dialog);
  save_window_screenshot (GTK_WINDOW (dialog), "game-close-prompt.png");
  /* Asking autosaved it: a crash now would lose nothing. */
  g_autofree char *autosave = faerie_game_window_autosave_path (window);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  answer (dialog, GTK_RESPONSE_CANCEL);
  g_assert_nonnull (window);
  g_assert_null (find_dialog ());
  g_assert_cmpuint (fa_uc73_game_n_turns (faerie_game_window_get_game (window)), ==, 1);

  /* Save, when the game has a file: saved, closed, no autosave left. */
  g_autofree char *dir = g_dir_make_tmp ("faerie-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "close.uc73", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (faerie_game_window_save_to_file (window, file, NULL));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  play (window, "p e7-e5");
  gtk_window_close (GTK_WINDOW (window));
  spin (0.2);
  answer (find_dialog (), GTK_RESPONSE_ACCEPT);
  g_assert_null (window);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1... p e7-e5"));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));

  /* Close without Saving: gone, its autosave too. */
  window = new_game (5);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  play (window, "P e2-e4");
  g_autofree char *dropped = faerie_game_window_autosave_path (window);
  gtk_window_close (GTK_WINDOW (window));
  spin (0.2);
  answer (find_dialog (), GTK_RESPONSE_REJECT);
  g_assert_null (window);
  g_assert_false (g_file_test (dropped, G_FILE_TEST_EXISTS));
  g_unlink (path);
  g_rmdir (dir);
}

/* The autosaved log of a game, as a crash leaves it, comes back at the
 * next start in a game window, unsaved, saying so. */
static void
test_autosave_and_recovery (void)
{
  FaerieGameWindow *window = new_game (5);
  play_to_exchange (window);
  faerie_game_window_autosave (window);
  g_autofree char *path = faerie_game_window_autosave_path (window);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "# UC-73 seed 5\n"));
  g_assert_nonnull (strstr (text, "4... zg h3-d1"));
  /* The crash: the window goes without asking, its autosave stays. */
  faerie_autosave_write ("game-crashed", text, NULL);
  gtk_window_close (GTK_WINDOW (window));
  spin (0.2);
  answer (find_dialog (), GTK_RESPONSE_REJECT);

  g_autoptr (FaerieApplication) app = faerie_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_assert_cmpuint (faerie_application_recover_autosaves (app), ==, 1);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  g_assert_true (FAERIE_IS_GAME_WINDOW (windows->data));
  FaerieGameWindow *back = windows->data;
  g_assert_cmpuint (faerie_game_window_get_seed (back), ==, 5);
  g_assert_cmpuint (fa_uc73_game_n_turns (faerie_game_window_get_game (back)), ==, 8);
  const char *notice = faerie_game_window_get_notice (back);
  g_test_message ("%s", notice);
  g_assert_nonnull (strstr (notice, "never saved to a file, 8 turns played"));
  g_autofree char *crashed = faerie_autosave_path ("game-crashed");
  g_assert_false (g_file_test (crashed, G_FILE_TEST_EXISTS));
  /* Under its new name at once, and still unsaved: closing asks. */
  g_autofree char *again = faerie_game_window_autosave_path (back);
  g_assert_true (g_file_test (again, G_FILE_TEST_EXISTS));
  gtk_window_set_default_size (GTK_WINDOW (back), 1240, 780);
  save_window_screenshot (GTK_WINDOW (back), "game-recovered.png");
  g_object_add_weak_pointer (G_OBJECT (back), (gpointer *) &back);
  gtk_window_close (GTK_WINDOW (back));
  spin (0.2);
  answer (find_dialog (), GTK_RESPONSE_REJECT);
  g_assert_null (back);
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));

  /* A log that no longer reads opens as text beside the error. */
  g_autoptr (GString) broken = g_string_new (text);
  g_string_replace (broken, "zg h3-d1", "zg h3-d4", 1);
  faerie_autosave_write ("game-broken", broken->str, NULL);
  g_assert_cmpuint (faerie_application_recover_autosaves (app), ==, 1);
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  GtkWindow *as_text = windows->data;
  g_assert_false (FAERIE_IS_GAME_WINDOW (as_text));
  g_assert_cmpstr (gtk_window_get_title (as_text), ==, "Recovered Work That Does Not Read");
  gtk_window_destroy (as_text);
  spin (0.1);
  g_autofree char *broken_path = faerie_autosave_path ("game-broken");
  g_assert_true (g_file_test (broken_path, G_FILE_TEST_EXISTS));
  faerie_autosave_remove ("game-broken");
}

/* The buttons of the choice step, in order. */
static GPtrArray *
choice_buttons (GtkWidget *widget, GPtrArray *found)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "game.choose") == 0
      && gtk_widget_is_visible (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    choice_buttons (child, found);
  return found;
}

/* Section 4.7: a cannon pawn reaching the last rank may promote (to the
 * back of the queue) or stay a cannon pawn: the choice step offers both. */
static void
test_cannon_pawn_choice (void)
{
  const char *error = NULL;
  FaUc73Game *game = fa_uc73_game_new ("k7/4[CNP]3/8/8/8/8/8/4K3 w - -", "GU AM", "gu", 0, &error);
  g_assert_null (error);
  FaerieGameWindow *window = faerie_game_window_new_for_game (NULL, game);
  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 780);
  gtk_window_present (GTK_WINDOW (window));
  spin (0.3);
  g_assert_cmpstr (code_at (window, "e7"), ==, "CNP");

  for (int promote = 1; promote >= 0; promote--)
    {
      g_assert_true (pick (window, "e7"));
      g_assert_true (faerie_board_is_target (faerie_game_window_get_board (window), SQ ("e8")));
      g_assert_true (move (window, "e7", "e8"));
      g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_CHOICE);
      g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 0);
      g_assert_cmpstr (faerie_game_window_get_status (window), ==, "White’s turn: choose how to play the move");
      g_autoptr (GPtrArray) buttons = choice_buttons (GTK_WIDGET (window), g_ptr_array_new ());
      g_assert_cmpuint (buttons->len, ==, 2);
      int promoting = -1, staying = -1;
      for (guint i = 0; i < buttons->len; i++)
        {
          const char *label = gtk_button_get_label (g_ptr_array_index (buttons, i));
          g_test_message ("choice %u: %s", i, label);
          if (g_strcmp0 (label, "Promote to amazon: CNP e7-e8; AM-e8") == 0)
            promoting = (int) i;
          else if (g_strcmp0 (label, "Do not promote: CNP e7-e8") == 0)
            staying = (int) i;
        }
      g_assert_cmpint (promoting, >=, 0);
      g_assert_cmpint (staying, >=, 0);
      /* Anything but a choice is refused meanwhile. */
      g_assert_false (pick (window, "e1"));
      g_assert_cmpstr (faerie_game_window_get_refusal (window), ==, "First choose how to play the move, or Undo.");
      if (promote)
        save_window_screenshot (GTK_WINDOW (window), "game-cannon-pawn-choice.png");

      g_signal_emit_by_name (g_ptr_array_index (buttons, promote ? promoting : staying), "clicked");
      spin (0.1);
      g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_MOVE);
      g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
      g_assert_cmpstr (code_at (window, "e7"), ==, "");
      g_assert_cmpstr (code_at (window, "e8"), ==, promote ? "AM" : "CNP");
      g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, promote ? 1 : 2);
      /* The amazon on e8 checks the king on a8. */
      g_assert_cmpstr (faerie_game_window_get_status (window), ==, promote ? "Black to move, in check" : "Black to move");
      g_assert_nonnull (strstr (faerie_game_window_get_move_list (window), promote ? "1. CNP e7-e8; AM" : "1. CNP e7-e8"));
      if (promote)
        save_window_screenshot (GTK_WINDOW (window), "game-cannon-pawn-promoted.png");
      gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
      g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 0);
      g_assert_cmpstr (code_at (window, "e7"), ==, "CNP");
      g_assert_cmpint (fa_uc73_game_queue_length (game, FA_WHITE), ==, 2);
    }

  /* Undo during the choice step puts the pawn back. */
  g_assert_true (move (window, "e7", "e8"));
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_CHOICE);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_MOVE);
  g_assert_cmpstr (code_at (window, "e7"), ==, "CNP");
  /* A game from a position is saved with its start (FEN and reserves)
   * and read back so. */
  g_assert_true (move (window, "e7", "e8"));
  g_autoptr (GPtrArray) buttons = choice_buttons (GTK_WIDGET (window), g_ptr_array_new ());
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  spin (0.1);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
  g_autofree char *text = faerie_game_window_save_text (window);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "# UC-73 start k7/4[CNP]3/8/8/8/8/8/4K3 w - -\n"
                                         "# White reserve (0 drop rights): A1 GU, B1 AM\n"
                                         "# Black reserve (0 drop rights): A10 GU\n"));
  g_assert_true (faerie_game_window_is_game_text (text));
  FaerieGameWindow *loaded = new_game (0);
  g_autoptr (GError) load_error = NULL;
  g_assert_true (faerie_game_window_load_text (loaded, text, "position.uc73", &load_error));
  g_autofree char *fen_a = fa_uc73_game_fen (game);
  g_autofree char *fen_b = fa_uc73_game_fen (faerie_game_window_get_game (loaded));
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpstr (faerie_game_window_get_move_list (loaded), ==, faerie_game_window_get_move_list (window));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "UC-73 Game from a Position"));
  close_game (loaded);
  close_game (window);
}

/* Section 1.4: a move that leaves the king in check is played with a
 * drop that covers it; the drop step then offers no skipping. */
static void
test_drop_covers_check (void)
{
  const char *error = NULL;
  FaUc73Game *game = fa_uc73_game_new ("4k3/8/8/8/8/8/6PP/r6K w - -", "Q", "q", 0, &error);
  g_assert_null (error);
  fa_uc73_game_set_drop_rights (game, FA_WHITE, 1);
  FaerieGameWindow *window = faerie_game_window_new_for_game (NULL, game);
  gtk_window_present (GTK_WINDOW (window));
  spin (0.2);
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "White to move, in check");
  g_assert_true (move (window, "g2", "g3"));
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  /* Skip Drop is off, and would be refused. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.skip-drop", NULL);
  g_assert_cmpint (faerie_game_window_get_step (window), ==, FAERIE_GAME_STEP_DROP);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.drop", "s", "d1");
  spin (0.1);
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 1);
  g_assert_nonnull (strstr (faerie_game_window_get_move_list (window), "1. P g2-g3; Q-d1"));
  close_game (window);
}

/* The row of the move list for the position after k turns (row 0: the
 * start), as a click or Enter on it activates it. */
static void
activate_turn_row (FaerieGameWindow *window, int k)
{
  GtkWidget *list = NULL;
  for (GtkWidget *w = GTK_WIDGET (window); w && !list;)
    {
      if (GTK_IS_LIST_BOX (w))
        list = w;
      else if (gtk_widget_get_first_child (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w && !gtk_widget_get_next_sibling (w))
            w = gtk_widget_get_parent (w);
          w = w ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert_nonnull (list);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), k);
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);
}

/* Earlier positions: a turn of the move list, or the Alt+arrow actions,
 * shows the position after it, look only; the bar leads back; a move
 * made there asks to take back the later turns, and is played once that
 * is confirmed; saving saves the whole game meanwhile. */
static void
test_browse_earlier_positions (void)
{
  FaerieGameWindow *window = new_game (5);
  FaUc73Game *game = faerie_game_window_get_game (window);
  play (window, "P e2-e4");
  play (window, "p d7-d5");
  play (window, "P d2-d4");
  g_assert_null (faerie_game_window_get_browsing (window));
  const char *all = "1. P e2-e4\n1... p d7-d5\n2. P d2-d4";
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, all);

  /* Turn 1's row: the position after White's first move. */
  activate_turn_row (window, 1);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 1);
  g_assert_cmpstr (code_at (window, "e4"), ==, "P");
  g_assert_cmpstr (code_at (window, "d7"), ==, "P");
  g_assert_cmpstr (code_at (window, "d2"), ==, "P");
  g_assert_cmpstr (faerie_game_window_get_status (window), ==, "Black to move");
  g_assert_cmpstr (faerie_game_window_get_browsing (window), ==,
                   "The position after turn 1 of 3: look only. A move made here asks to take back the later turns.");
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, all);
  /* Alt+Right, Alt+Left, Alt+Home step. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.forward", NULL);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 0);
  g_assert_nonnull (strstr (faerie_game_window_get_browsing (window), "The start, before the 3 turns played"));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.current", NULL);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 3);
  g_assert_null (faerie_game_window_get_browsing (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.first", NULL);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.forward", NULL);

  /* Look only: Undo and typed turns do nothing there; saving saves the
   * whole game and leaves the position shown. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 1);
  g_autoptr (GError) error = NULL;
  g_assert_false (faerie_game_window_play_text (window, "p d7-d6", &error));
  g_autofree char *saved = faerie_game_window_save_text (window);
  g_assert_nonnull (strstr (saved, "\n1. P e2-e4\n1... p d7-d5\n2. P d2-d4\n"));
  g_assert_cmpuint (faerie_game_window_get_shown_turn (window), ==, 1);

  /* A piece may be picked up there; its move asks before it is played. */
  g_assert_true (pick (window, "d7"));
  g_assert_false (move (window, "d7", "d6"));
  g_assert_cmpstr (code_at (window, "d7"), ==, "P");
  g_assert_cmpstr (faerie_game_window_get_browsing (window), ==,
                   "Play p d7-d6 from this earlier position? The 2 later turns are taken back.");
  save_window_screenshot (GTK_WINDOW (window), "game-browse-ask.png");
  /* Going back to the current position forgets the question. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.current", NULL);
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, all);
  activate_turn_row (window, 1);
  g_assert_false (move (window, "d7", "d6"));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.play-from-here", NULL);
  g_assert_null (faerie_game_window_get_browsing (window));
  g_assert_cmpuint (fa_uc73_game_n_turns (game), ==, 2);
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "1. P e2-e4\n1... p d7-d6");
  g_assert_cmpstr (code_at (window, "d6"), ==, "P");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "*"));
  close_game (window);
}

/* The move list in the piece letters of the interface language (here
 * set as the preference would), the saved log in the spec's codes; the
 * New Game options (a symmetric start, A4's first pair) in the title
 * and the saved start, read back by a replay. */
static void
test_local_letters_and_options (void)
{
  faerie_piece_letters_set_language ("es");
  const char *why = NULL;
  FaUc73Game *game = fa_uc73_game_new ("k7/8/8/8/8/8/8/K6R w - -", "Q", "q", 0, &why);
  FaerieGameWindow *window = faerie_game_window_new_for_game (NULL, game);
  gtk_window_present (GTK_WINDOW (window));
  play (window, "R h1-h2");
  play (window, "k a8-b7");
  play (window, "K a1-b1");
  g_assert_cmpstr (faerie_game_window_get_move_list (window), ==, "1. T h1-h2\n1... r a8-b7\n2. R a1-b1");
  g_autofree char *saved = faerie_game_window_save_text (window);
  g_assert_nonnull (strstr (saved, "\n1. R h1-h2\n1... k a8-b7\n2. K a1-b1\n"));
  faerie_piece_letters_set_language (NULL);
  close_game (window);

  window = faerie_game_window_new_for_game (NULL, fa_uc73_game_new_seeded (5, TRUE, FA_UC73_FIRST_PAIR_ONLY));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "UC-73 Game, seed 5, symmetric, A4 first pair only");
  play (window, "P e2-e4");
  g_autofree char *text = faerie_game_window_save_text (window);
  g_assert_true (g_str_has_prefix (text, "# UC-73 seed 5 symmetric\n# UC-73 rules first-pair\n"));
  FaerieGameWindow *loaded = new_game (0);
  g_autoptr (GError) error = NULL;
  g_assert_true (faerie_game_window_load_text (loaded, text, "sym.uc73", &error));
  FaUc73Game *back = faerie_game_window_get_game (loaded);
  g_assert_true (fa_uc73_game_is_symmetric (back));
  g_assert_cmpint (fa_uc73_game_flags (back), ==, FA_UC73_FIRST_PAIR_ONLY);
  g_autofree char *fen_a = fa_uc73_game_fen (faerie_game_window_get_game (window)), *fen_b = fa_uc73_game_fen (back);
  g_assert_cmpstr (fen_a, ==, fen_b);
  close_game (loaded);
  close_game (window);
}

int
main (int argc, char **argv)
{
  /* Autosaves go to a directory of the test's own. */
  g_autofree char *data_home = g_dir_make_tmp ("faerie-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  /* The app's style (the reserve queues' marks), as the app loads it. */
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/faerie/Faerie/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_test_add_func ("/game/start-and-move", test_start_and_move);
  g_test_add_func ("/game/drop-after-exchange", test_drop_after_exchange);
  g_test_add_func ("/game/save-and-load", test_save_and_load);
  g_test_add_func ("/game/screenshot", test_screenshot);
  g_test_add_func ("/game/close-asks", test_close_asks);
  g_test_add_func ("/game/autosave-and-recovery", test_autosave_and_recovery);
  g_test_add_func ("/game/cannon-pawn-choice", test_cannon_pawn_choice);
  g_test_add_func ("/game/drop-covers-check", test_drop_covers_check);
  g_test_add_func ("/game/browse-earlier-positions", test_browse_earlier_positions);
  g_test_add_func ("/game/local-letters-and-options", test_local_letters_and_options);
  return g_test_run ();
}
