/* JSON text (RFC 8259) read into an entry tree (yacpdb-entry.h), each
 * node knowing where it was written.
 *
 * Objects become maps (their members in the order written; a key written
 * twice keeps its first place and its last value, as json-glib did),
 * arrays lists, strings strings, true and false booleans, null null; a
 * number without fraction or exponent that fits a gint64 is an integer,
 * any other number keeps the text it was written with.  A node's pos is
 * the place of its value's first character (a string's opening quote);
 * a string's text_pos is one column after the quote, and it is exact when
 * it was written without escapes.  Places are 1-based lines and columns
 * counted in characters.
 *
 * The whole grammar is checked: escapes (\uXXXX with its surrogate
 * pairs), UTF-8, no raw control characters in strings, nothing but blanks
 * after the value; a leading byte order mark is skipped.  An error says
 * where (the place of the character at fault) and what was expected. */
#pragma once

#include <glib.h>

#include "io/yacpdb-entry.h"

/* Lists and objects may nest this deep (YACPDB's deepest field is three
 * levels down); deeper is an error, not a deep recursion. */
#define FA_JSON_MAX_DEPTH 64

typedef struct
{
  FaSourcePos at;   /* where the text went wrong */
  char *message;    /* what was expected, what was found; g_free */
} FaJsonError;

/* The value that text[0, length) holds, text[0] being at place start (so
 * that a part of a file reads with the file's places); NULL when the text
 * is not JSON, with *error set (its message to free). */
FaEntryNode *fa_json_read (const char *text, gsize length, FaSourcePos start, FaJsonError *error);

/* The place of text[length] when text[0] is at start: a line break begins
 * a line, each other character (not byte) is a column. */
FaSourcePos fa_json_place_after (const char *text, gsize length, FaSourcePos start);

/* 3 when text begins with a UTF-8 byte order mark, else 0. */
gsize fa_json_bom_length (const char *text, gsize length);

/* What text[0, length) begins with, for a message: "'#'", "'True'" (a
 * word whole), "U+0007", "the end of the text"; free with g_free. */
char *fa_json_describe (const char *text, gsize length);

/* TRUE when text is a JSON number, all of it ("-1.5e3", not "+1", "1.",
 * ".5" or "NaN"). */
gboolean fa_json_is_number (const char *text);
