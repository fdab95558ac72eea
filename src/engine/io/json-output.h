/* Solutions as JSON (faerie-solve --json).  The schema is documented in
 * docs/json-schema.md; keep the two in step. */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "problem/solution.h"

/* Appends one problem object ({"source": ..., "twins": [...]}) to out. */
void fa_json_append_problem (GString *out, const FaProblem *problem, GPtrArray *solutions);

/* Appends s as a JSON string literal (with quotes). */
void fa_json_append_string (GString *out, const char *s);
