#include "rules/conditions/koeko.h"

#include "rules/conditions/anticirce.h"

/* Does a unit stand next to sq, on a square other than a and b (squares
 * the move has emptied, though the board still shows a unit there)? */
static bool
touches (const FaPosition *pos, FaSquare sq, FaSquare a, FaSquare b)
{
  const FaRules *r = pos->rules;
  for (int i = 0; i < 8; i++)
    {
      int v = r->conditions.neighbour_vectors[i];
      FaSquare n = v < 0 ? FA_NO_SQUARE : fa_step (&r->geometry, v, sq);
      if (n != FA_NO_SQUARE && n != a && n != b && pos->board[n])
        return true;
    }
  return false;
}

void
fa_koeko_after_move (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  if (u->refused || (u->move.flags & (FA_MOVE_NULL | FA_MOVE_CASTLE_SHORT | FA_MOVE_CASTLE_LONG)))
    return;
  if (!touches (pos, fa_position_mover_square (pos), FA_NO_SQUARE, FA_NO_SQUARE))
    u->refused = true;
}

bool
fa_koeko_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  /* After the capture from is empty and the king gone; the capturer
   * stands on to, or under Anti-Circe on its square (to empty then). */
  FaSquare at = to;
  if (pos->rules->conditions.anticirce != FA_ANTICIRCE_NONE)
    at = fa_anticirce_destination (pos, from, to, side);
  if (at == FA_NO_SQUARE)
    return false;
  return touches (pos, at, from, to);
}
