#include "cli-input.h"

#include <stdio.h>
#include <string.h>


char *
fa_cli_read_input (const char *name, gsize *length, GError **error)
{
  if (g_strcmp0 (name, "-") != 0)
    {
      char *text = NULL;
      return g_file_get_contents (name, &text, length, error) ? text : NULL;
    }
  GString *in = g_string_new (NULL);
  char buf[65536];
  size_t n;
  while ((n = fread (buf, 1, sizeof buf, stdin)) > 0)
    g_string_append_len (in, buf, (gssize) n);
  if (length)
    *length = in->len;
  return g_string_free (in, FALSE);
}

gboolean
fa_cli_write_problems (FaFileFormat format, GPtrArray *problems, const char *out, GError **error)
{
  g_autofree char *text = fa_problems_write (format, problems, out);
  if (g_strcmp0 (out, "-") == 0)
    {
      fputs (text, stdout);
      fflush (stdout);
      return TRUE;
    }
  return g_file_set_contents (out, text, -1, error);
}
