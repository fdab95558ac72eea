/* The file formats that hold problems, told apart by name: Popeye's
 * input language (the default), Olive's collections (.olv) and YACPDB's
 * entries as JSON (.json).  faerie-solve and the studio read and write
 * problems through here, so both agree on what a file name means. */
#pragma once

#include <glib.h>

typedef enum
{
  FA_FILE_FORMAT_AUTO,   /* by the file's extension */
  FA_FILE_FORMAT_POPEYE, /* Popeye's input language */
  FA_FILE_FORMAT_OLIVE,  /* Olive's .olv (YAML) */
  FA_FILE_FORMAT_YACPDB, /* YACPDB's entries as JSON */
} FaFileFormat;

/* "popeye", "olive" or "yacpdb" into *format; FALSE for another word. */
gboolean fa_file_format_parse (const char *word, FaFileFormat *format);

/* The format of the file name: format itself unless it is auto, else by
 * the extension, in any case (.olv Olive, .json YACPDB, anything else,
 * NULL too, Popeye). */
FaFileFormat fa_file_format_of (const char *name, FaFileFormat format);

/* The problems (FaProblem*) of text, read as format says (auto: by
 * name); the errors and warnings (FaInputError*, popeye-input.h) into
 * new arrays when not NULL.  A collection's entries with mistakes are
 * errors and the others are read; see olive-collection.h. */
GPtrArray *fa_problems_read (FaFileFormat format, const char *text, gsize length, const char *name,
                             GPtrArray **errors, GPtrArray **warnings);

/* problems (of FaProblem*) as the text of a file in format (auto: by
 * name); free with g_free. */
char *fa_problems_write (FaFileFormat format, GPtrArray *problems, const char *name);
