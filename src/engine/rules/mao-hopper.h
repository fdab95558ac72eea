/* Popeye's maohopper (AH) and moahopper (OH): a knight's leap over the
 * square a mao or a moa passes (the step along the leap's long side, or
 * the diagonal one), which must be occupied: the hurdle.  The saltador
 * (SA) moves as these two and captures as a mao or a moa. */
#pragma once

#include "board/position.h"

/* The moves of the part on from (range 1: the mao's square, 2: the
 * moa's), written from moves[n] on; returns the new count. */
int fa_mao_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                            FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_mao_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
