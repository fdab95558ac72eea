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

/* The parts of a problem's Popeye text, for writers of other formats
 * (io/yacpdb-entry.c) that keep them as Popeye words. */

/* The problem's options, each as its Option word with its arguments
 * ("SetPlay", "Defence 2", "EnPassant d7d6d5"), in the writer's order. */
GPtrArray *fa_popeye_option_words (const FaProblem *problem);

/* Each twin's commands as a Twin line has them after "Twin" ("Move a1
 * a2", "Continued Exchange c3 f4"), the squares named on the board the
 * command sees. */
GPtrArray *fa_popeye_twin_texts (const FaProblem *problem);

/* Faerie's own problem lines the problem needs, BoardSize, Holes,
 * DefinePiece and Retractor, in that order ("BoardSize 10x12"). */
GPtrArray *fa_popeye_extension_lines (const FaProblem *problem);

/* The problem's pieces (FaPlacedPiece) in the order the writer lists
 * them: by colour, attributes, kind and square. */
GArray *fa_popeye_sorted_pieces (const FaProblem *problem);
