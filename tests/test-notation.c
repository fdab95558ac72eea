/* How solutions are written (problem/notation.h): the short notation of
 * problem columns (disambiguation by file, by rank, pawn captures,
 * promotion, en passant, castling), the reader's piece letters and
 * figurines, and help lines in one row, against Popeye's long form. */
#include <glib.h>
#include <string.h>

#include "io/popeye-input.h"
#include "play/solver.h"
#include "problem/notation.h"

static GPtrArray *
solve (const char *text, FaProblem **problem)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (text, "test", &errors);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  *problem = fa_problem_copy (g_ptr_array_index (problems, 0));
  return fa_solve_problem (*problem, NULL);
}

/* Every key's row of a ~1 (all moves), "|"-separated. */
static char *
key_rows (const FaNotation *n, const char *text)
{
  FaProblem *p;
  g_autoptr (GPtrArray) solutions = solve (text, &p);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  const FaSolutionNode *phase = fa_solution_node_child (sol->root, 0);
  GString *out = g_string_new ("|");
  for (guint i = 0; i < fa_solution_node_n_children (phase); i++)
    {
      g_autofree char *label = fa_notation_node_label (n, sol, fa_solution_node_child (phase, i));
      g_string_append_printf (out, "%s|", label);
    }
  fa_problem_free (p);
  return g_string_free (out, FALSE);
}

static const FaNotation short_letters = { .short_form = TRUE };

static void
assert_has (const char *rows, const char *row)
{
  g_autofree char *bounded = g_strdup_printf ("|%s|", row);
  if (!strstr (rows, bounded))
    g_error ("%s not among %s", row, rows);
}

static void
test_short_names_the_file_or_rank_that_tells_apart (void)
{
  /* Two knights reach d1 and d5: the file tells them apart; two rooks
   * on the b-file reach b5: the rank. */
  g_autofree char *rows = key_rows (&short_letters, "BeginProblem\nPieces White Ka1 Rb8 Rb2 Sc3 Se3 Black Ke5 Pe4\n"
                                                    "Stipulation ~1\nEndProblem\n");
  assert_has (rows, "1.Scd5!");
  assert_has (rows, "1.Sed5!");
  assert_has (rows, "1.Scd1!");
  assert_has (rows, "1.Sed1!");
  assert_has (rows, "1.R8b5+!");
  assert_has (rows, "1.R2b5+!");
  /* A square only one of them reaches: no name. */
  assert_has (rows, "1.Sf5!");
  assert_has (rows, "1.Rb1!");
  assert_has (rows, "1.R8b7!");
  assert_has (rows, "1.Sxe4!");
  g_assert_null (strstr (rows, "Sef5"));
  /* Popeye's long form is unchanged. */
  g_autofree char *popeye = key_rows (fa_notation_popeye (), "BeginProblem\nPieces White Ka1 Rb8 Rb2 Sc3 Se3 Black Ke5 Pe4\n"
                                                            "Stipulation ~1\nEndProblem\n");
  assert_has (popeye, "1.Sc3-d5 !");
  assert_has (popeye, "1.Rb8-b5 + !");
  assert_has (popeye, "1.Sc3*e4 !");
}

static void
test_short_pawns_castling_and_en_passant (void)
{
  g_autofree char *rows = key_rows (&short_letters, "BeginProblem\nPieces White Ke1 Rh1 Pb7 Pd5 Pf2 Black Kf8 Bc8 Pe5\n"
                                                    "Stipulation ~1\nOption EnPassant e7e6e5\nEndProblem\n");
  assert_has (rows, "1.bxc8=Q+!");
  assert_has (rows, "1.b8=S!");
  assert_has (rows, "1.dxe6 e.p.!");
  assert_has (rows, "1.d6!");
  assert_has (rows, "1.f4!");
  assert_has (rows, "1.0-0!");
  /* A neutral pawn is written with its letter, its capture with its file
   * too, so that two captures to one square differ. */
  g_autofree char *neutral = key_rows (&short_letters, "BeginProblem\nPieces White Ka1 Black Kh8 Rd5 Neutral Pc4 Pe4\n"
                                                       "Stipulation ~1\nEndProblem\n");
  assert_has (neutral, "1.nPcxd5!");
  assert_has (neutral, "1.nPexd5!");
  assert_has (neutral, "1.nPc5!");
}

static const char *
spanish (const FaPieceSpec *spec)
{
  return spec->code_es;
}

static void
test_letters_and_figurines (void)
{
  const FaNotation es = { .short_form = TRUE, .letters = spanish };
  const FaNotation figurines = { .short_form = TRUE, .figurine = TRUE, .letters = spanish };
  const char *problem = "BeginProblem\nPieces White Ka1 Qd1 Sg1 Pb7 Black Kh8 Gh1\nStipulation ~1\nEndProblem\n";
  g_autofree char *rows = key_rows (&es, problem);
  assert_has (rows, "1.Dd4+!");
  assert_has (rows, "1.Ce2!");
  assert_has (rows, "1.b8=D+!");
  assert_has (rows, "1.Rb2!");
  g_autofree char *figures = key_rows (&figurines, problem);
  assert_has (figures, "1.♕d4+!");
  assert_has (figures, "1.♘e2!");
  assert_has (figures, "1.b8=♕+!");
  /* A fairy piece keeps its letters: the grasshopper is taken as G. */
  g_autofree char *capture = key_rows (&figurines, "BeginProblem\nPieces White Ka1 Rh2 Black Kf8 Gh1\n"
                                                     "Stipulation ~1\nEndProblem\n");
  assert_has (capture, "1.♖xh1!");
}

/* A help line in one row, as composers write it; Popeye's layout pads. */
static void
test_help_line_in_one_row (void)
{
  FaProblem *p;
  g_autoptr (GPtrArray) solutions = solve ("BeginProblem\nPieces White Kb8 Rf8 Bc6 Black Kh4 Ra6 Ph2 Ph5\n"
                                           "Stipulation h#2\nEndProblem\n", &p);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  const FaSolutionNode *phase = fa_solution_node_child (sol->root, 0);
  const FaSolutionNode *path[4];
  const FaSolutionNode *n = phase;
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpuint (fa_solution_node_n_children (n), ==, 1);
      n = path[i] = fa_solution_node_child (n, 0);
    }
  int pair = fa_notation_pair_side (sol, phase);
  GString *line = g_string_new (NULL);
  fa_notation_append_line (&short_letters, line, sol, path, 4, pair, FALSE);
  g_assert_cmpstr (line->str, ==, "1.Kh3 Rg8 2.h4 Bg2#");
  g_string_truncate (line, 0);
  fa_notation_append_line (fa_notation_popeye (), line, sol, path, 4, pair, FALSE);
  g_assert_cmpstr (line->str, ==, "  1.Kh4-h3 Rf8-g8   2.h5-h4 Bc6-g2 #");
  /* The part after a shared start: Black's move "1...", White's "2.". */
  g_string_truncate (line, 0);
  fa_notation_append_line (&short_letters, line, sol, path + 1, 3, pair, TRUE);
  g_assert_cmpstr (line->str, ==, "1...Rg8 2.h4 Bg2#");
  g_string_truncate (line, 0);
  fa_notation_append_line (&short_letters, line, sol, path + 2, 2, pair, TRUE);
  g_assert_cmpstr (line->str, ==, "2.h4 Bg2#");
  /* A part that ends where lines part marks checks only. */
  g_string_truncate (line, 0);
  fa_notation_append_line (&short_letters, line, sol, path, 1, pair, FALSE);
  g_assert_cmpstr (line->str, ==, "1.Kh3");
  g_string_free (line, TRUE);
  fa_problem_free (p);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/short-names-file-or-rank", test_short_names_the_file_or_rank_that_tells_apart);
  g_test_add_func ("/notation/short-pawns-castling-en-passant", test_short_pawns_castling_and_en_passant);
  g_test_add_func ("/notation/letters-and-figurines", test_letters_and_figurines);
  g_test_add_func ("/notation/help-line-in-one-row", test_help_line_in_one_row);
  return g_test_run ();
}
