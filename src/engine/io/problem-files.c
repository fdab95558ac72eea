#include "problem-files.h"

#include "olive-collection.h"
#include "popeye-input.h"
#include "popeye-output.h"
#include "yacpdb-json.h"

gboolean
fa_file_format_parse (const char *word, FaFileFormat *format)
{
  static const struct
  {
    const char *word;
    FaFileFormat format;
  } formats[] = {
    { "popeye", FA_FILE_FORMAT_POPEYE },
    { "olive", FA_FILE_FORMAT_OLIVE },
    { "yacpdb", FA_FILE_FORMAT_YACPDB },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (word, formats[i].word) == 0)
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}

FaFileFormat
fa_file_format_of (const char *name, FaFileFormat format)
{
  if (format != FA_FILE_FORMAT_AUTO)
    return format;
  g_autofree char *lower = g_ascii_strdown (name ? name : "", -1);
  if (g_str_has_suffix (lower, ".olv"))
    return FA_FILE_FORMAT_OLIVE;
  if (g_str_has_suffix (lower, ".json"))
    return FA_FILE_FORMAT_YACPDB;
  return FA_FILE_FORMAT_POPEYE;
}

GPtrArray *
fa_problems_read (FaFileFormat format, const char *text, gsize length, const char *name, GPtrArray **errors,
                  GPtrArray **warnings)
{
  switch (fa_file_format_of (name, format))
    {
    case FA_FILE_FORMAT_OLIVE:
      return fa_olive_read (text, length, name, errors, warnings);
    case FA_FILE_FORMAT_YACPDB:
      return fa_yacpdb_json_read (text, length, name, errors, warnings);
    case FA_FILE_FORMAT_POPEYE:
    case FA_FILE_FORMAT_AUTO:
    default:
      return fa_popeye_read_full (text, length, name, errors, warnings);
    }
}

char *
fa_problems_write (FaFileFormat format, GPtrArray *problems, const char *name)
{
  switch (fa_file_format_of (name, format))
    {
    case FA_FILE_FORMAT_OLIVE:
      return fa_olive_write (problems);
    case FA_FILE_FORMAT_YACPDB:
      return fa_yacpdb_json_write (problems);
    case FA_FILE_FORMAT_POPEYE:
    case FA_FILE_FORMAT_AUTO:
    default:
      return fa_popeye_write (problems);
    }
}
