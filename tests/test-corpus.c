/* The problem corpus: every tests/corpus/NAME.inp is read, solved and
 * printed the way faerie-solve prints it, and the text must equal
 * NAME.out byte for byte.  Each NAME.out was cross-checked with Popeye
 * (tests/popeye-compare.sh); problems where the two solvers still
 * disagree wait in tests/corpus/pending/ and are not run here (none at
 * present).
 *
 * The corpus directory comes from FAERIE_CORPUS_DIR (set by
 * tests/meson.build) or from the first non-option argument.  With
 * FAERIE_CORPUS_INTELLIGENT set, only the problems in help play (series
 * help play too) and series direct play are run, all of them in
 * intelligent mode, which must print the same.
 * With FAERIE_TEST_SAMPLE=N (test-sample.h) every N-th problem by sorted
 * name runs (of those problems, in intelligent mode). */
#include <glib.h>
#include <string.h>

#include "test-sample.h"

#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "play/solver.h"

/* How many lines of each side the failure report shows. */
enum
{
  DIFF_CONTEXT = 3,
  DIFF_SHOWN = 12,
};

static gboolean intelligent_always;

static gboolean
has_help_play (const char *path)
{
  GPtrArray *errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read_file (path, &errors, NULL);
  if (errors)
    g_ptr_array_unref (errors);
  gboolean help = FALSE;
  for (guint i = 0; problems && i < problems->len; i++)
    {
      const FaProblem *p = g_ptr_array_index (problems, i);
      /* and series play that ends in the series side's goal (ser-#) or
       * in the other side's one move (ser-h#) */
      help |= p->stipulation.play == FA_PLAY_HELP
              || (p->stipulation.series && p->stipulation.play == FA_PLAY_DIRECT);
    }
  return help;
}

/* Everything faerie-solve -q prints for the problems of one file. */
static char *
solve_file_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read_file (path, &errors, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *text = fa_input_error_to_string (g_ptr_array_index (errors, i));
      g_test_message ("%s", text);
    }
  g_assert_cmpuint (errors->len, ==, 0);
  g_ptr_array_unref (errors);
  g_assert_cmpuint (problems->len, >, 0);

  FaSolveOptions options = { 0 };
  options.intelligent = intelligent_always ? FA_INTELLIGENT_ALWAYS : FA_INTELLIGENT_AS_PROBLEM;
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const FaProblem *problem = g_ptr_array_index (problems, i);
      g_autoptr (GPtrArray) solutions = fa_solve_problem (problem, &options);
      for (guint t = 0; t < solutions->len; t++)
        {
          const FaSolution *solution = g_ptr_array_index (solutions, t);
          if (solution->error)
            g_test_message ("%s: %s", solution->twin_label ? solution->twin_label : "", solution->error);
        }
      fa_popeye_text_append (out, problem, solutions);
    }
  return g_string_free (out, FALSE);
}

/* Prints, as test messages, the lines around the first difference in the
 * style of a unified diff: " " common, "-" expected, "+" actual. */
static void
report_difference (const char *expected, const char *actual)
{
  g_auto (GStrv) want = g_strsplit (expected, "\n", -1);
  g_auto (GStrv) got = g_strsplit (actual, "\n", -1);
  guint n_want = g_strv_length (want);
  guint n_got = g_strv_length (got);
  guint first = 0;
  while (first < n_want && first < n_got && strcmp (want[first], got[first]) == 0)
    first++;

  g_test_message ("--- expected\n+++ actual\n@@ first difference at line %u @@", first + 1);
  for (guint i = first > DIFF_CONTEXT ? first - DIFF_CONTEXT : 0; i < first; i++)
    g_test_message (" %s", want[i]);
  for (guint i = first; i < n_want && i < first + DIFF_SHOWN; i++)
    g_test_message ("-%s", want[i]);
  for (guint i = first; i < n_got && i < first + DIFF_SHOWN; i++)
    g_test_message ("+%s", got[i]);
}

/* Problems corpus-exact leaves out: their whole-position pictures
 * overflow, so the plain search runs and the mode is not tested at all,
 * at a cost (kardos_hst3_1, an h=3 of ten units with castling on both
 * sides: 30 s in the debug build, 0.3 s with the needed pieces; Foster's
 * ser-h=11 of twelve units, more than half an hour plain, 1.5 s with the
 * needed pieces). */
static const char *const exact_overflows[] = { "kardos_hst3_1.inp", "foster_hole_serh=11.inp" };

static gboolean
exact_overflows_for (const char *inp)
{
  if (!g_getenv ("FAERIE_NO_NEEDS"))
    return FALSE;
  g_autofree char *base = g_path_get_basename (inp);
  for (gsize i = 0; i < G_N_ELEMENTS (exact_overflows); i++)
    if (strcmp (base, exact_overflows[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
test_corpus_file (gconstpointer data)
{
  const char *inp = data;
  if (intelligent_always && !has_help_play (inp))
    {
      g_test_skip ("not help play");
      return;
    }
  if (exact_overflows_for (inp))
    {
      g_test_skip ("its whole-position pictures overflow (plain search)");
      return;
    }
  g_autofree char *stem = g_strndup (inp, strlen (inp) - strlen (".inp"));
  g_autofree char *out_path = g_strconcat (stem, ".out", NULL);

  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;
  g_file_get_contents (out_path, &expected, NULL, &error);
  g_assert_no_error (error);

  g_autofree char *actual = solve_file_text (inp);
  if (strcmp (expected, actual) != 0)
    {
      report_difference (expected, actual);
      g_test_fail_printf ("%s differs from %s", inp, out_path);
    }
}

static void
test_no_corpus (void)
{
  g_test_skip ("set FAERIE_CORPUS_DIR to the corpus directory");
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  intelligent_always = g_getenv ("FAERIE_CORPUS_INTELLIGENT") != NULL;

  const char *dir_path = argc > 1 ? argv[1] : g_getenv ("FAERIE_CORPUS_DIR");
  if (dir_path == NULL)
    {
      g_test_add_func ("/corpus/none", test_no_corpus);
      return g_test_run ();
    }

  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);

  /* Sorted, so the TAP numbering is stable. */
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".inp"))
      g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (paths, compare_names);

  /* In intelligent mode only the help problems count, so that sampling
   * takes every N-th of them. */
  g_autoptr (GPtrArray) chosen = g_ptr_array_new ();
  for (guint i = 0; i < paths->len; i++)
    if (!intelligent_always || has_help_play (g_ptr_array_index (paths, i)))
      g_ptr_array_add (chosen, g_ptr_array_index (paths, i));
  guint ran = 0;
  for (guint i = 0; i < chosen->len; i++)
    {
      if (!fa_test_sampled (i))
        continue;
      ran++;
      const char *path = g_ptr_array_index (chosen, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *test_name = g_strconcat ("/corpus/", base, NULL);
      g_test_add_data_func (test_name, path, test_corpus_file);
    }
  fa_test_sample_note (intelligent_always ? "help problems of the corpus" : "problems of the corpus", ran, chosen->len);
  return g_test_run ();
}
