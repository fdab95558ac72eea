#include "rules/conditions/functionary.h"

#include "rules/attack.h"

static bool
observed (const FaPosition *pos, FaSquare sq)
{
  return fa_square_observed_by_kinds (pos, sq, fa_piece_side (pos->board[sq]) ^ 1, ~0ull);
}

bool
fa_functionary_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return observed (pos, from);
}

bool
fa_functionary_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to)
{
  (void) to;
  return observed (pos, from);
}
