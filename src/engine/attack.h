/* Is a square attacked: could `by_side` capture a piece standing there?
 * Walks the rules' reverse attack rays from the square, so the cost does
 * not depend on how many pieces the attacker has. */
#pragma once

#include "position.h"

bool fa_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);

/* Is side's royal piece attacked (false when it has none)? */
static inline bool
fa_in_check (const FaPosition *pos, int side)
{
  FaSquare k = pos->king[side];
  return k != FA_NO_SQUARE && fa_square_attacked (pos, k, side ^ 1);
}
