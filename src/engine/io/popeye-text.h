/* Solutions as Popeye prints them: header (unless NoBoard), twins, the
 * solution tree or lines, "solution finished." — written so that a plain
 * diff against Popeye's -regression output shows only real differences. */
#pragma once

#include <glib.h>

#include "problem/notation.h"
#include "problem/problem.h"
#include "problem/solution.h"

/* Appends the whole output for one problem and its solutions (one per twin). */
void fa_popeye_text_append (GString *out, const FaProblem *problem, GPtrArray *solutions);

/* Popeye's description of twin index (1-based; "-wSe1  #4"). */
char *fa_twin_describe (const FaProblem *problem, guint index);
/* The same with the piece letters of a notation ("-wCe1" in Spanish). */
char *fa_twin_describe_in (const FaNotation *notation, const FaProblem *problem, guint index);

