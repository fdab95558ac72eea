#include "game/uc73-taking.h"

#include "rules/rococo.h"

static void
add_taken (FaUc73Taking *taking, FaSquare sq)
{
  for (int i = 0; i < taking->n_taken; i++)
    if (taking->taken[i] == sq)
      return;
  taking->taken[taking->n_taken++] = sq;
}

void
fa_uc73_taking (const FaPosition *pos, FaMove move, FaUc73Taking *taking)
{
  unsigned enemy = fa_side_bit (pos->side ^ 1);
  taking->n_taken = 0;
  taking->mover_lost = false;
  /* The replacement capture (or en passant, or a locust's): a swap takes
   * nothing where it lands, a suicide ends where it began. */
  if (move.special != FA_MOVE_SPECIAL_SWAP && move.from != move.to)
    {
      FaSquare sq = fa_move_capture_square (pos, move);
      if (pos->board[sq] & enemy)
        add_taken (taking, sq);
    }
  if (move.special != FA_MOVE_SPECIAL_SWAP && move.special != FA_MOVE_SPECIAL_ROCOCO)
    return;
  /* The Rococo removals besides.  One on the arrival square is the mover
   * itself, taken off after it landed (mutual destruction; a suicide's
   * arrival is its departure). */
  FaSquare removed[FA_MAX_EFFECTS];
  int n = fa_rococo_removals (pos, move, removed);
  for (int i = 0; i < n; i++)
    if (removed[i] == move.to)
      taking->mover_lost = true;
    else if (pos->board[removed[i]] & enemy)
      add_taken (taking, removed[i]);
}
