/* Popeye's hoppers on the rose's circles: the rose hopper (RP) over the
 * first unit on a circle to the next square of it, the rose lion (RN, and
 * the rao's captures) over that unit to any square of the circle beyond,
 * empty squares or the first unit.  The hopper's own square ends a circle
 * (it never hops over itself).  A square reached along two circles is one
 * move. */
#pragma once

#include "board/position.h"

/* The moves of the part on from, written from moves[n] on; returns the
 * new count, doubles included (the kind drops them). */
int fa_rose_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                             FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_rose_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
