/* Popeye's maorider and moarider lions (ML, MM): the lion along a
 * maorider's or moarider's line, whose squares are the mao's (or moa's)
 * square passed and the knight's square reached at each step.  The first
 * unit on the line, passed or reached, is the hurdle; the lion lands on
 * any square reached beyond it, empty, or the first unit there an enemy. */
#pragma once

#include "board/position.h"

/* The moves of the part on from (range FA_MAO_RIDER_LION or
 * FA_MOA_RIDER_LION), written from moves[n] on; returns the new count. */
int fa_mao_rider_lion_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                                FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_mao_rider_lion_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
