/* The mate bound only cuts subtrees that cannot end in mate: random
 * positions solved with and without it print the same solutions. */
#include <glib.h>
#include <string.h>

#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/popeye-text.h"
#include "play/solver.h"
#include "test-sample.h"

static char *
solve_text (const FaProblem *p, gboolean exhaustive)
{
  FaSolveOptions o = { .exhaustive = exhaustive, .hash_mb = 4 };
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, &o);
  GString *out = g_string_new (NULL);
  fa_popeye_text_append (out, p, solutions);
  return g_string_free (out, FALSE);
}

static void
add_random_piece (GString *line, GRand *rand, const char *const *codes, int n_codes, gboolean *used)
{
  for (;;)
    {
      int sq = g_rand_int_range (rand, 0, 64);
      if (used[sq])
        continue;
      const char *code = codes[g_rand_int_range (rand, 0, n_codes)];
      int rank = sq / 8 + 1;
      if (strcmp (code, "P") == 0 && (rank == 1 || rank == 8))
        continue;
      used[sq] = TRUE;
      g_string_append_printf (line, " %s%c%d", code, 'a' + sq % 8, rank);
      return;
    }
}

/* Random sparse positions: kings plus a few pieces, including pawns that
 * may promote and fairy leapers and riders. */
static void
compare_random (const char *stipulation, int n_positions, guint32 seed, int max_black)
{
  /* Sampled (test-sample.h): the first n/N positions of the same sequence,
   * and more, up to n, until one has solutions. */
  int all = n_positions;
  n_positions = fa_test_sample_count (all, 5);
  fa_test_sample_note (stipulation, n_positions, all);
  static const char *const codes[] = { "Q", "R", "B", "S", "P", "N", "CA", "Z", "AM" };
  GRand *rand = g_rand_new_with_seed (seed);
  int compared = 0, with_solutions = 0;
  while (compared < n_positions || (with_solutions == 0 && compared < all))
    {
      gboolean used[64] = { FALSE };
      GString *text = g_string_new ("BeginProblem\nPieces White");
      add_random_piece (text, rand, (const char *const[]) { "K" }, 1, used);
      int white = g_rand_int_range (rand, 1, 4), black = g_rand_int_range (rand, 0, max_black + 1);
      for (int i = 0; i < white; i++)
        add_random_piece (text, rand, codes, G_N_ELEMENTS (codes), used);
      g_string_append (text, " Black");
      add_random_piece (text, rand, (const char *const[]) { "K" }, 1, used);
      for (int i = 0; i < black; i++)
        add_random_piece (text, rand, codes, G_N_ELEMENTS (codes), used);
      g_string_append_printf (text, "\nStipulation %s\nOption NoBoard\nEndProblem\n", stipulation);
      g_autoptr (GPtrArray) errors = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read (text->str, "random", &errors);
      g_string_free (text, TRUE);
      if (problems->len != 1)
        continue;
      const FaProblem *p = g_ptr_array_index (problems, 0);
      g_autofree char *pruned = solve_text (p, FALSE);
      g_autofree char *full = solve_text (p, TRUE);
      if (g_strcmp0 (pruned, full) != 0)
        {
          g_autofree char *input = fa_popeye_write (problems);
          g_error ("the mate bound changed the solution of\n%s\nwith it:\n%s\nwithout:\n%s", input, pruned, full);
        }
      if (strstr (full, " !") || strstr (full, "  1."))
        with_solutions++; /* a key, or a help or series line */
      compared++;
    }
  g_test_message ("%s: %d positions, %d with solutions", stipulation, compared, with_solutions);
  g_assert_cmpint (with_solutions, >, 0);
  g_rand_free (rand);
}

static void test_help_two (void) { compare_random ("h#2", 150, 1, 2); }
static void test_help_three (void) { compare_random ("h#3", 20, 9, 3); }
static void test_help_one_and_half (void) { compare_random ("h#1.5", 150, 2, 2); }
static void test_series_help (void) { compare_random ("ser-h#3", 100, 3, 2); }
static void test_series_direct (void) { compare_random ("ser-#3", 100, 4, 2); }

/* Selfmates and reflexmates are too rare among random positions: the
 * bound is checked on published ones (The Problemist 2015, Abdurahmanovic
 * r#4, Rosenhouse s#2). */
static void
test_self_and_reflex (void)
{
  static const char *const problems[] = {
    "Pieces White Kb4 Qd3 Ra6h7 Bc4c3 Sd6 Pa4b5b3 Black Ke7 Qd8 Sc8 Bf8 Pa7b6d7g7\nStipulation s#3\nOption Variation",
    "Pieces White Kb4 Qd3 Ra6h7 Bc4c3 Sd6 Pa4b5b3 Black Ke7 Qd8 Sc8 Bf8 Pa7b6d7g7\nStipulation r#3\nOption Variation",
    "Pieces White Kc1 Pb7c7g7 Black Ka1 Pe5\nStipulation r#4\nOption Variation",
    "Pieces White Ke5 Qd3 Rg6 Bh3 Pd4 Black Kf3 Qc1 Re2e1 Ba5 Se3 Pg7b6e6c2d2f2\nStipulation s#2\nOption Variation",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (problems); i++)
    {
      g_autofree char *text = g_strdup_printf ("BeginProblem\n%s NoBoard\nEndProblem\n", problems[i]);
      g_autoptr (GPtrArray) errors = NULL;
      g_autoptr (GPtrArray) read = fa_popeye_read (text, "selfplay", &errors);
      g_assert_cmpuint (read->len, ==, 1);
      g_autofree char *pruned = solve_text (g_ptr_array_index (read, 0), FALSE);
      g_autofree char *full = solve_text (g_ptr_array_index (read, 0), TRUE);
      g_assert_cmpstr (pruned, ==, full);
      g_assert_nonnull (strstr (full, " !"));
    }
}
static void test_direct_three (void) { compare_random ("#3", 40, 7, 2); }

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Short problems are solved without the bound (solver.c): here with. */
  g_setenv ("FAERIE_ALWAYS_BOUND", "1", TRUE);
  g_test_add_func ("/mate-bound/h#2", test_help_two);
  g_test_add_func ("/mate-bound/h#3", test_help_three);
  g_test_add_func ("/mate-bound/h#1.5", test_help_one_and_half);
  g_test_add_func ("/mate-bound/ser-h#3", test_series_help);
  g_test_add_func ("/mate-bound/ser-#3", test_series_direct);
  g_test_add_func ("/mate-bound/self-and-reflex", test_self_and_reflex);
  g_test_add_func ("/mate-bound/#3", test_direct_three);
  return g_test_run ();
}
