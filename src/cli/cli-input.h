/* faerie-solve's input: a file named on the command line, or standard
 * input for "-", in Popeye's input language or as a collection (Olive's
 * .olv, YACPDB's JSON). */
#pragma once

#include <glib.h>

/* The whole text of name ("-": standard input), its length in *length
 * (when not NULL); NULL and error set when a file cannot be read. */
char *fa_cli_read_input (const char *name, gsize *length, GError **error);

typedef enum
{
  FA_CLI_FORMAT_AUTO,   /* by the file's extension */
  FA_CLI_FORMAT_POPEYE, /* Popeye's input language */
  FA_CLI_FORMAT_OLIVE,  /* Olive's .olv (YAML) */
  FA_CLI_FORMAT_YACPDB, /* YACPDB's entries as JSON */
} FaCliFormat;

/* --format popeye|olive|yacpdb; FALSE for another word. */
gboolean fa_cli_parse_format (const char *word, FaCliFormat *format);

/* The format of the file name: format itself unless it is auto, else by
 * the extension (.olv Olive, .json YACPDB, anything else Popeye). */
FaCliFormat fa_cli_format_of (const char *name, FaCliFormat format);

/* The problems (FaProblem*) of text, read as format says (not auto); the
 * errors and warnings (FaInputError*) into new arrays. */
GPtrArray *fa_cli_read_problems (FaCliFormat format, const char *text, gsize length, const char *name,
                                 GPtrArray **errors, GPtrArray **warnings);

/* Writes problems in format (not auto) to the file out ("-": standard
 * output); FALSE with error set when it cannot. */
gboolean fa_cli_write_problems (FaCliFormat format, GPtrArray *problems, const char *out, GError **error);
