#include "rules/conditions/circe-anticirce.h"

#include "rules/conditions/anticirce.h"
#include "rules/conditions/circe.h"

bool
fa_circe_anticirce_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  FaSquare lands[FA_MAX_KINDS + 1];
  int n = fa_anticirce_relocations (pos, from, to, side, lands);
  FaPiece victim = pos->board[to];
  if (n == 0 || !victim || !(pos->rules->kinds[fa_piece_kind (victim)].flags & FA_PIECE_ROYAL))
    return n > 0;
  FaSquare sq = fa_circe_rebirth_square (pos, victim, to, pos->origin[to], from, pos->board[from], side);
  if (sq == FA_NO_SQUARE)
    return true;
  /* Once the capture is made, from and to are empty but for the
   * relocated capturer (Calvet: on to itself). */
  for (int i = 0; i < n; i++)
    if (sq == lands[i] || (sq != from && sq != to && pos->board[sq]))
      return true;
  return false;
}
