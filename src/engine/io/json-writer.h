/* An entry tree (yacpdb-entry.h) as JSON text, pretty-printed as
 * json-glib printed it: two spaces a level, "key" : value, one element or
 * member a line, so that files written before and now read alike to a
 * person and to diff. */
#pragma once

#include <glib.h>

#include "io/yacpdb-entry.h"

/* node as JSON text ending with a line break; free with g_free.  A number
 * is written as it was read when that is JSON, a YAML number that is not
 * (".inf", "1_000") as its value or else as a text; a boolean true for
 * YAML's yes and on too. */
char *fa_json_write (const FaEntryNode *node);
