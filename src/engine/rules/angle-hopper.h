/* Popeye's angle hoppers: over the first unit on a queen line, then one
 * step turned from the line: the moose 45 degrees either way, the eagle
 * 90, the sparrow 135, the hamster all the way back (to the square before
 * the hurdle: it never captures).  The landing square empty or the
 * enemy's. */
#pragma once

#include "board/position.h"

/* The moves of the angle hopper part on from (range: the turn in eighths
 * of a circle, 4 the hamster), written from moves[n] on; returns the new
 * count. */
int fa_angle_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                              FaMove *moves, int n);

/* Does the angle hopper part on from reach sq (FaPartReaches)? */
bool fa_angle_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
