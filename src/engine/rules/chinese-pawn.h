/* Popeye's Chinese pawn (CP): a step straight forward, to move or to
 * capture, and, once across the river (in the far half of the board), a
 * step to either side too.  It never promotes. */
#pragma once

#include "board/position.h"

/* The moves of the part on from (its vectors forward, right and left in
 * its side's orientation), written from moves[n] on; returns the new
 * count. */
int fa_chinese_pawn_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                              FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_chinese_pawn_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
