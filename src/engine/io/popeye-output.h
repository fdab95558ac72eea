/* Writing problems as Popeye input, so that Popeye (and Faerie) read them
 * back to the same problems. */
#pragma once

#include <glib.h>

#include "problem/problem.h"

/* A complete Popeye input file for problems (of FaProblem*): BeginProblem,
 * the problems separated by NextProblem, EndProblem.  Pieces are grouped
 * by colour and kind as Popeye users write them ("Pieces White Kf5 Rg7
 * Pg2h2"); Faerie's extensions (BoardSize, Holes, DefinePiece, see
 * popeye-input.h) are written only when the problem needs them.  Returns
 * "" for no problems; free with g_free. */
char *fa_popeye_write (GPtrArray *problems);

/* One problem without BeginProblem/NextProblem/EndProblem, appended to out. */
void fa_popeye_write_problem (GString *out, const FaProblem *problem);
