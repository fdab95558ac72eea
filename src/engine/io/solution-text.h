/* The solution as magazines print it under a diagram, in a notation
 * (problem/notation.h): twins by what changes, help and series play a
 * line per solution ("1.Kh3 Rg8 2.h4 Bg2#"), direct play the key with its
 * threat in brackets and a line per variation, indented under it:
 *
 *   1.c6? (2.Sc5#)
 *     1...d4 2.Bc4#
 *     but 1...cxd6!
 *   1.Kg7! (2.Rg3#)
 *     1...Be4 2.Rf4+ Kh5 3.Rh4#
 *
 * set play and duplex under a heading of their own. */
#pragma once

#include <glib.h>

#include "problem/notation.h"
#include "problem/problem.h"

/* The text for problem's solutions (one FaSolution per twin), lines ending
 * in "\n"; free with g_free. */
char *fa_solution_text (const FaNotation *notation, const FaProblem *problem, GPtrArray *solutions);
