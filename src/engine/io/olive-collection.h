/* Olive's collections: .olv files.
 *
 * Olive (the Qt front end of Popeye) keeps a collection as a stream of
 * YAML documents, each a YACPDB entry (see yacpdb-entry.h for its fields
 * and how they map to a problem):
 *
 *   ---
 *   authors: ['Loyd, Samuel']
 *   source: {name: Le Sphinx, date: {year: 1866}}
 *   algebraic:
 *     white: [Kh6, Re8, Ph5]
 *     black: [Kh8, Ph7]
 *   stipulation: '#3'
 *   solution: |-
 *     1.Re8-e1 ! ...
 *
 * A document may also hold a list of entries.  Read with libyaml: every
 * entry is read on its own, so that an entry with a mistake (a field of
 * the wrong shape, a piece Popeye would not read, a stipulation Faerie
 * does not know) is an error naming the file, the entry's number and
 * place, the field and what was expected, and the other entries are
 * read.  After YAML that does not read at all, reading goes on at the
 * next document ("---" at the start of a line).  Places are 1-based lines
 * and columns counted in characters, as libyaml counts them. */
#pragma once

#include <glib.h>

/* Reads every entry of an .olv text of length bytes.  Returns a new array
 * of FaProblem* (it frees them), the entries read without error in file
 * order; errors_out and warnings_out (when not NULL) receive new arrays
 * of FaInputError* (popeye-input.h), empty when all went well.
 * source_name is used in messages and stored in each problem; it may be
 * NULL ("<input>"). */
GPtrArray *fa_olive_read (const char *text, gsize length, const char *source_name, GPtrArray **errors_out,
                          GPtrArray **warnings_out);

/* problems (of FaProblem*) as an .olv text: a document per problem, as
 * Olive reads them; free with g_free.  "" for no problems. */
char *fa_olive_write (GPtrArray *problems);
