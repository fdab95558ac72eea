#include "cli-input.h"

#include <stdio.h>
#include <string.h>

#include "io/olive-collection.h"
#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/yacpdb-json.h"

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
fa_cli_parse_format (const char *word, FaCliFormat *format)
{
  static const struct
  {
    const char *word;
    FaCliFormat format;
  } formats[] = {
    { "popeye", FA_CLI_FORMAT_POPEYE },
    { "olive", FA_CLI_FORMAT_OLIVE },
    { "yacpdb", FA_CLI_FORMAT_YACPDB },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (word, formats[i].word) == 0)
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}

FaCliFormat
fa_cli_format_of (const char *name, FaCliFormat format)
{
  if (format != FA_CLI_FORMAT_AUTO)
    return format;
  g_autofree char *lower = g_ascii_strdown (name ? name : "", -1);
  if (g_str_has_suffix (lower, ".olv"))
    return FA_CLI_FORMAT_OLIVE;
  if (g_str_has_suffix (lower, ".json"))
    return FA_CLI_FORMAT_YACPDB;
  return FA_CLI_FORMAT_POPEYE;
}

GPtrArray *
fa_cli_read_problems (FaCliFormat format, const char *text, gsize length, const char *name,
                      GPtrArray **errors, GPtrArray **warnings)
{
  switch (format)
    {
    case FA_CLI_FORMAT_OLIVE:
      return fa_olive_read (text, length, name, errors, warnings);
    case FA_CLI_FORMAT_YACPDB:
      return fa_yacpdb_json_read (text, length, name, errors, warnings);
    case FA_CLI_FORMAT_POPEYE:
    case FA_CLI_FORMAT_AUTO:
    default:
      return fa_popeye_read_full (text, length, name, errors, warnings);
    }
}

gboolean
fa_cli_write_problems (FaCliFormat format, GPtrArray *problems, const char *out, GError **error)
{
  g_autofree char *text = format == FA_CLI_FORMAT_OLIVE    ? fa_olive_write (problems)
                          : format == FA_CLI_FORMAT_YACPDB ? fa_yacpdb_json_write (problems)
                                                           : fa_popeye_write (problems);
  if (g_strcmp0 (out, "-") == 0)
    {
      fputs (text, stdout);
      fflush (stdout);
      return TRUE;
    }
  return g_file_set_contents (out, text, -1, error);
}
