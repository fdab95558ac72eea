/* Defensive retractors (retractors-conditions.md section 1, rule ids
 * RET-*): Proca, Høeg, Klan and Pacific, "-n & #1" (s#1, =1; h#1 for a
 * help retractor).  White retracts first (RET-2); a retraction takes back
 * a move, with the unit it captured put back where the type says who
 * chooses it (RET-8).  A retraction is found by proposing the position
 * before a move and checking forwards that the move leads from it to the
 * position now, so that whatever the forward rules do the retractions
 * follow. */
#pragma once

#include "play/search.h"

/* Fills phase with the keys (White's first retractions that force the
 * forward goal within the retractions stipulated), each with Black's
 * retractions and White's answers below it; for a help retractor, the
 * lines.  s->pos is the diagram, Black to move. */
void fa_retro_solve (FaSearch *s, FaSolutionNode *phase);

/* Checks a line in the notation of RET-23 ("-1.Kd2xBe1! e2-e1=B+
 * -2.Kc3-d2 ... & 1.b6#") against the problem, s->pos its diagram:
 * each retraction legal, in turn, then the forward moves after "&" and
 * the goal.  Returns the report, one line per move, ending with whether
 * the line holds (*holds). */
char *fa_retro_check_line (FaSearch *s, const char *line, gboolean *holds);

/* Why the problem cannot be solved as a retractor (conditions, options
 * not supported with one), or NULL. */
const char *fa_retro_unsupported (const FaProblem *p);

/* For the tests (play/retro-audit.c): does every legal move of either
 * side from s->pos, made, have a retraction offered that leads back to
 * the position it left?  Returns the report (the moves without one, and
 * the count); *holds when none is missing. */
char *fa_retro_audit (FaSearch *s, gboolean *holds);
