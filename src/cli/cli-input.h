/* faerie-solve's input: a file named on the command line, or standard
 * input for "-", in Popeye's input language or as a collection (Olive's
 * .olv, YACPDB's JSON): io/problem-files.h tells them apart. */
#pragma once

#include <glib.h>

#include "io/problem-files.h"

/* The whole text of name ("-": standard input), its length in *length
 * (when not NULL); NULL and error set when a file cannot be read. */
char *fa_cli_read_input (const char *name, gsize *length, GError **error);

/* Writes problems in format (auto: by out's extension) to the file out
 * ("-": standard output); FALSE with error set when it cannot. */
gboolean fa_cli_write_problems (FaFileFormat format, GPtrArray *problems, const char *out, GError **error);
