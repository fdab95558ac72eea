/* Replays the inputs the solving fuzzer (tests/fuzz/fuzz-solve.c) once
 * crashed or hung on, and the memory-safety crashers of issue 8, through
 * the same code: read, solve with a budget, write text and JSON.  In the
 * sanitizer build a regression is reported as the fuzzer reported it. */
#include <glib.h>
#include <string.h>

#include "fuzz/fuzz-solve-one.h"

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
replay (gconstpointer data)
{
  const char *path = data;
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  /* every way the fuzzer may solve it */
  for (unsigned mode = 0; mode < 8; mode++)
    fa_fuzz_solve_one_mode ((const guint8 *) contents, length, mode);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *dir = g_getenv ("FAERIE_SOLVE_REGRESSIONS");
  g_assert_nonnull (dir);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  for (const char *name; (name = g_dir_read_name (d));)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >, 0);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      char *path = g_build_filename (dir, name, NULL);
      g_ptr_array_add (paths, path);
      g_autofree char *test = g_strconcat ("/fuzz-regressions/", name, NULL);
      g_test_add_data_func (test, path, replay);
    }
  int status = g_test_run ();
  g_ptr_array_unref (paths);
  return status;
}
