/* faerie-solve's input: a file named on the command line, or standard
 * input for "-". */
#pragma once

#include <glib.h>

/* The whole text of name ("-": standard input), its length in *length
 * (when not NULL); NULL and error set when a file cannot be read. */
char *fa_cli_read_input (const char *name, gsize *length, GError **error);
