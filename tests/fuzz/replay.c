/* The libFuzzer harnesses without libFuzzer: each file named on the
 * command line (each file of a folder named) is given once to
 * LLVMFuzzerTestOneInput, as libFuzzer replays the files it is given.
 * Linked with a harness in every build (tests/meson.build), so that the
 * harnesses compile and run with the engine as it is, clang or not; a
 * harness that aborts fails the test.  Prints one TAP line per file. */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The files of path: itself, or a folder's files sorted by name. */
static void
add_files (GPtrArray *files, const char *path)
{
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  if (!dir)
    g_error ("cannot read the folder %s", path);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  for (const char *name; (name = g_dir_read_name (dir));)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (names, i)));
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i < argc; i++)
    add_files (files, argv[i]);
  if (files->len == 0)
    g_error ("usage: %s FILE|FOLDER...", argv[0]);
  printf ("1..%u\n", files->len);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *contents = NULL;
      gsize length = 0;
      if (!g_file_get_contents (path, &contents, &length, NULL))
        g_error ("cannot read %s", path);
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
      g_autofree char *name = g_path_get_basename (path);
      printf ("ok %u - %s\n", i + 1, name);
      fflush (stdout);
    }
  return 0;
}
