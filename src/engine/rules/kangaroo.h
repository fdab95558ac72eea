/* Popeye's kangaroo (KA) and kangaroo lion (KL): along a queen's line
 * over two units (the hurdles, any distance apart), to the square just
 * beyond the second (the kangaroo) or to any square beyond it, empty
 * squares or the first unit (the kangaroo lion, and Popeye's rabbit RT);
 * the bob (BO) as the kangaroo lion over four units. */
#pragma once

#include "board/position.h"

/* The moves of the part on from (range: FaKangarooMode),
 * written from moves[n] on; returns the new count. */
int fa_kangaroo_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                          FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_kangaroo_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
