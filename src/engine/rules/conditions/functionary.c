#include "rules/conditions/functionary.h"

#include "rules/attack.h"

/* Is the unit on sq, playing for side, observed by the other side? */
static bool
observed (const FaPosition *pos, FaSquare sq, int side)
{
  return fa_square_observed_by_kinds (pos, sq, side ^ 1, FA_ALL_KINDS);
}

bool
fa_functionary_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return observed (pos, from, pos->side);
}

bool
fa_functionary_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return observed (pos, from, side);
}
