/* Popeye's equihoppers (EQ, NE): a hop over a hurdle to the square as far
 * beyond it as the piece stood before it.  The equihopper hops over the
 * first unit on a queen line (the squares between it and the landing
 * empty) or over the unit a knight's, zebra's or camel's leap away (no
 * square between to block); the nonstop equihopper over any unit to its
 * mirror square, nothing between looked at.  The landing square empty
 * (a move) or the enemy's (a capture). */
#pragma once

#include "board/position.h"

/* The moves of the equihopper part on from (enemy: the other side's
 * colour bits), written from moves[n] on; returns the new count. */
int fa_equihopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                            FaMove *moves, int n);

/* Does the equihopper part on from hop to sq (FaPartReaches)? */
bool fa_equihopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
