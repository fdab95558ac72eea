/* The engine's limits: inputs a composer may write that go as far as the
 * engine allows (the longest stipulations, boards with thousands of moves
 * from one position, lines longer than any fixed buffer).  Each was a
 * memory-safety bug once (issue 8); run in the sanitizer build they prove
 * that no buffer is too small. */
#include <glib.h>
#include <string.h>

#include "rules/move-list.h"
#include "rules/movegen.h"
#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "rules/rules.h"
#include "play/solver.h"

static FaProblem *
read_one (const char *text)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (text, "limits", &errors);
  for (guint i = 0; i < errors->len; i++)
    g_test_message ("%s", fa_input_error_to_string (g_ptr_array_index (errors, i)));
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  return fa_problem_copy (g_ptr_array_index (problems, 0));
}

static char *
solve_text (const FaProblem *p, const FaSolveOptions *options, FaSolveStatus *status)
{
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, options);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  g_assert_null (sol->error);
  if (status)
    *status = sol->status;
  GString *out = g_string_new (NULL);
  fa_popeye_text_append (out, p, solutions);
  return g_string_free (out, FALSE);
}

/* The white pseudo-legal moves of the problem's diagram, counted with a
 * list sized as the engine sizes its own. */
static int
count_white_moves (const FaProblem *p)
{
  g_autoptr (GPtrArray) specs = g_ptr_array_new ();
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPieceSpec *spec = g_array_index (p->pieces, FaPlacedPiece, i).spec;
      if (!g_ptr_array_find (specs, spec, NULL))
        g_ptr_array_add (specs, (gpointer) spec);
    }
  const char *error = NULL;
  FaRules *rules = fa_rules_new (p->files, p->ranks, p->holes, (const FaPieceSpec *const *) specs->pdata,
                                 (int) specs->len, &error);
  g_assert_nonnull (rules);
  FaPosition *pos = g_new (FaPosition, 1);
  fa_position_init (pos, rules);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      fa_position_put (pos, pp->square, fa_piece_make (fa_rules_kind_of (rules, pp->spec), (unsigned) pp->colour));
    }
  pos->side = FA_WHITE;
  int n;
  {
    FA_MOVE_LIST (moves, pos);
    n = fa_generate_pseudo_legal (pos, moves);
    g_assert_cmpuint ((guint) n, <=, fa_move_capacity (pos));
  }
  g_free (pos);
  fa_rules_free (rules);
  return n;
}

/* Eight problem-defined riders on 16x16, each with ten lines of leaps:
 * thousands of moves from one position (once more than a fixed list of
 * 1,024 held). */
static void
test_many_rider_moves (void)
{
  GString *text = g_string_new ("BeginProblem\nBoardSize 16x16\n");
  static const char *const codes[] = { "XA", "XB", "XC", "XD", "XE", "XF", "XG", "XH" };
  static const char *const squares[] = { "e5", "f9", "g12", "h4", "j7", "k11", "l3", "m14" };
  for (int i = 0; i < 8; i++)
    g_string_append_printf (text, "DefinePiece %s WWFFNN(1,3)(1,3)(2,3)(2,3)(1,4)(1,4)(3,4)(3,4)"
                                  "(1,5)(1,5)(2,5)(2,5)(3,5)(3,5)\n", codes[i]);
  g_string_append (text, "Pieces White Ka1");
  for (int i = 0; i < 8; i++)
    g_string_append_printf (text, " %s%s", codes[i], squares[i]);
  g_string_append (text, " Black Kp16\nStipulation h#1\nEndProblem\n");
  g_autoptr (FaProblem) p = read_one (text->str);
  g_string_free (text, TRUE);

  g_assert_cmpint (count_white_moves (p), >, 1024);
  FaSolveStatus status;
  g_autofree char *out = solve_text (p, NULL, &status);
  g_assert_cmpint (status, ==, FA_SOLVE_COMPLETE);
  g_assert_nonnull (strstr (out, "solution finished."));
}

/* Fifty defined kinds and eight pawns about to promote on 16x16, each
 * with a step and two captures: every promotion is a move of its own. */
static void
test_many_promotion_moves (void)
{
  static const char atoms[] = "WFDNAHCZG";
  GString *text = g_string_new ("BeginProblem\nBoardSize 16x16\n");
  GString *pieces = g_string_new ("Pieces White Ka1 Pa15 Pc15 Pe15 Pg15 Pi15 Pk15 Pm15 Po15");
  int defined = 0;
  for (int a = 0; atoms[a] && defined < 50; a++)
    for (int b = a + 1; atoms[b] && defined < 50; b++)
      for (int c = b; atoms[c] && defined < 50; c++)
        {
          /* the pairs of atoms, and the pairs with a third one */
          char code[3] = { (char) ('X' + defined / 26), (char) ('A' + defined % 26), 0 };
          if (c == b)
            g_string_append_printf (text, "DefinePiece %s %c%c\n", code, atoms[a], atoms[b]);
          else
            g_string_append_printf (text, "DefinePiece %s %c%c%c\n", code, atoms[a], atoms[b], atoms[c]);
          g_string_append_printf (pieces, " %s%c%d", code, 'a' + defined % 16, 3 + defined / 16);
          defined++;
        }
  g_string_append_printf (text, "%s Black Kp14 Sb16 Sd16 Sf16 Sh16 Sj16 Sl16 Sn16 Sp16\n"
                                "Stipulation #1\nEndProblem\n", pieces->str);
  g_string_free (pieces, TRUE);
  g_autoptr (FaProblem) p = read_one (text->str);
  g_string_free (text, TRUE);

  g_assert_cmpint (count_white_moves (p), >, 1024);
  FaSolveStatus status;
  g_autofree char *out = solve_text (p, NULL, &status);
  g_assert_cmpint (status, ==, FA_SOLVE_COMPLETE);
}

static char *
lone_king_series (int moves)
{
  return g_strdup_printf ("BeginProblem\nPieces White Kb6 Rh1 Bc4 Black Kd7\n"
                          "Stipulation ser-h#%d\nEndProblem\n", moves);
}

/* The longest series Popeye reads, ser-h#999: plies far beyond the old
 * limit of 512, and a line of hundreds of moves in the text printer.  A
 * lone king has millions of solutions: the solution limit ends the solve
 * with a partial solution instead of taking all memory. */
static void
test_longest_series (void)
{
  static const int lengths[] = { 256, 257, 999 };
  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    {
      g_autofree char *text = lone_king_series (lengths[i]);
      g_autoptr (FaProblem) p = read_one (text);
      FaSolveOptions options = { .solution_limit = 2000, .threads = 1 };
      FaSolveStatus status;
      g_autofree char *out = solve_text (p, &options, &status);
      g_assert_cmpint (status, ==, FA_SOLVE_PARTIAL);
      g_assert_nonnull (strstr (out, "Rh1-h8 #"));
      g_assert_nonnull (strstr (out, "Partial solution"));
    }
  g_autofree char *too_long = lone_king_series (1000);
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (too_long, "limits", &errors);
  g_assert_cmpuint (errors->len, >, 0);
}

/* The solution limit is the twin's, not each thread's: two threads used
 * to keep twice as many.  A random h#3 under PWC with 218,000 solutions
 * (Popeye 4.104 prints them all); the threads start within 32 ms, long
 * before 20,000 are found.  Threads that find their last solutions at the
 * same moment may each keep one beyond the limit. */
static void
test_solution_limit_on_threads (void)
{
  g_autoptr (FaProblem) p = read_one ("BeginProblem\nPieces White Ka5 Sg4 Pa7 Se8 Qc8 Black Kc4 Sd6 Se5\n"
                                      "Stipulation h#3\nCondition PWC\nEndProblem\n");
  FaSolveOptions options = { .solution_limit = 20000, .threads = 2 };
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, &options);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  g_assert_cmpint (sol->status, ==, FA_SOLVE_PARTIAL);
  g_assert_true (sol->solution_limit_reached);
  g_assert_cmpuint (sol->solutions, >=, 20000);
  g_assert_cmpuint (sol->solutions, <, 20002);
}

/* A line longer than the old printer's path of 256 moves (and than the
 * board's squares), built as the help search builds one. */
static void
test_long_line_text (void)
{
  g_autofree char *text = lone_king_series (400);
  g_autoptr (FaProblem) p = read_one (text);
  FaSolution *sol = g_new0 (FaSolution, 1);
  sol->root = fa_solution_node_new (FA_NODE_ROOT);
  sol->files = sol->ranks = 8;
  sol->play = FA_PLAY_HELP;
  sol->series = TRUE;
  FaSolutionNode *phase = fa_solution_node_add (sol->root, FA_NODE_PHASE);
  phase->phase = FA_PHASE_SOLUTION;
  FaSolutionNode *node = phase;
  const FaPieceSpec *king = fa_piece_king ();
  for (int i = 0; i < 400; i++)
    {
      node = fa_solution_node_add (node, FA_NODE_HELP_MOVE);
      node->move.piece = king;
      node->move.colour = FA_COLOUR_BLACK;
      node->move.side = FA_BLACK;
      node->move.number = i + 1;
      node->move.from = (FaSquare) (i % 2 ? 59 : 51); /* d8, d7 */
      node->move.to = (FaSquare) (i % 2 ? 51 : 59);
      node->move.capture_square = FA_NO_SQUARE;
    }
  g_autoptr (GPtrArray) solutions = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_free);
  g_ptr_array_add (solutions, sol);
  GString *out = g_string_new (NULL);
  fa_popeye_text_append (out, p, solutions);
  g_assert_nonnull (strstr (out->str, "400.Kd8-d7"));
  g_string_free (out, TRUE);
}

/* More distinct leaps than the move vectors a problem may have (255 on a
 * 16x16 board): the error names the kind that passes the limit and the
 * square where the first piece of it is placed, not the problem's first
 * line. */
static void
test_too_many_vectors (void)
{
  GString *text = g_string_new ("BeginProblem\nBoardSize 16x16\n");
  GString *pieces = g_string_new ("Pieces White Ka1");
  for (int i = 0; i < 63; i++)
    {
      char code[4] = { 'X', (char) ('A' + i / 26), (char) ('A' + i % 26), 0 };
      g_string_append_printf (text, "DefinePiece %s (%d,%d)\n", code, 1 + i % 15, i / 15);
      g_string_append_printf (pieces, " %s%c%d", code, 'a' + i % 16, 3 + i / 16);
    }
  g_string_append_printf (text, "%s Black Kp1\nStipulation h#1\nEndProblem\n", pieces->str);
  g_autoptr (FaProblem) p = read_one (text->str);
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, NULL);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  g_assert_nonnull (sol->error);
  g_assert_nonnull (strstr (sol->error, "too many different move vectors for one problem: "));
  g_assert_nonnull (strstr (sol->error, " is one kind too many"));
  /* the piece named is placed where error_at points */
  const char *code = strstr (sol->error, ": ") + 2;
  g_autofree char *placed = g_strndup (code, (gsize) (strchr (code, ' ') - code));
  const char *line = text->str;
  for (int l = 1; l < sol->error_at.line; l++)
    line = strchr (line, '\n') + 1;
  g_assert_cmpint (sol->error_at.line, >, 1);
  g_assert_true (g_str_has_prefix (line + sol->error_at.column - 1, placed));
  g_string_free (pieces, TRUE);
  g_string_free (text, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/limits/many-rider-moves", test_many_rider_moves);
  g_test_add_func ("/limits/many-promotion-moves", test_many_promotion_moves);
  g_test_add_func ("/limits/longest-series", test_longest_series);
  g_test_add_func ("/limits/solution-limit-on-threads", test_solution_limit_on_threads);
  g_test_add_func ("/limits/long-line-text", test_long_line_text);
  g_test_add_func ("/limits/too-many-vectors", test_too_many_vectors);
  return g_test_run ();
}
