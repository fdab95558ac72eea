/* YACPDB's entries as JSON.
 *
 * A file holds one entry (an object of the fields of yacpdb-entry.h), a
 * list of them, or YACPDB's answer to a search, {"entries": [...], ...}.
 * Read with json-reader.h: each entry of a list is parsed on its own, so
 * that one that is not JSON, or whose fields are not what an entry holds,
 * is an error naming the file, the entry's number and place, the field and
 * what was expected, and the others are read.  Places are 1-based lines
 * and columns counted in characters.  Written with json-writer.h as a list
 * of entries, one object each. */
#pragma once

#include <glib.h>

/* Reads every entry of a JSON text of length bytes; as fa_olive_read
 * (olive-collection.h). */
GPtrArray *fa_yacpdb_json_read (const char *text, gsize length, const char *source_name, GPtrArray **errors_out,
                                GPtrArray **warnings_out);

/* problems (of FaProblem*) as a JSON list of YACPDB entries, ending with a
 * line break; free with g_free. */
char *fa_yacpdb_json_write (GPtrArray *problems);
