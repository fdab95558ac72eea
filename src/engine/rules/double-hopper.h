/* Popeye's double hoppers (DG double grasshopper, DK double rookhopper,
 * DB double bishophopper): two grasshopper hops in one move along the
 * part's lines, the first landing on an empty square, the second from
 * there in any of the lines, not back onto the departure square.  A
 * square reached two ways is one move. */
#pragma once

#include "board/position.h"

/* The moves of the double hopper part on from (enemy: the other side's
 * colour bits), written from moves[n] on; returns the new count, doubles
 * included (the kind drops them). */
int fa_double_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                               FaMove *moves, int n);

/* Does the double hopper part on from reach sq (FaPartReaches)? */
bool fa_double_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
