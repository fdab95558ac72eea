/* Popeye's hoppers whose hurdle stands one step away: the knighthopper
 * (KP) over a unit a knight's leap away to the square a second such leap
 * beyond, and the contragrasshopper (CG) over the unit next to it on a
 * queen's line to any square beyond, empty squares or the first unit
 * (the kao's captures are the knighthopper's). */
#pragma once

#include "board/position.h"

/* The moves of the part on from (range 1: one step beyond the hurdle, 0:
 * riding on), written from moves[n] on; returns the new count. */
int fa_near_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                             FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_near_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
