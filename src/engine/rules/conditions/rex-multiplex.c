#include "rules/conditions/rex-multiplex.h"

#include "rules/attack.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

static bool
is_royal_of (const FaPosition *pos, FaPiece p, int side)
{
  return p && fa_piece_is_side (p, side) && (pos->rules->kinds[fa_piece_kind (p)].flags & FA_PIECE_ROYAL);
}

bool
fa_royals_attacked (const FaPosition *pos, int side)
{
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      if (is_royal_of (pos, pos->board[sq], side) && fa_square_attacked (pos, sq, side ^ 1))
        return true;
    }
  return false;
}

/* Is there a move of the side to move after which its king on sq (where
 * the move took it, if it is the one that moved) stands unattacked,
 * whatever becomes of its other kings; or, sq being FA_NO_SQUARE, after
 * which none of its kings is attacked (RXM-5)?  RXM-4 is not asked of
 * these moves: whether a check can be answered does not depend on what
 * the answer threatens. */
static bool
some_move_frees (FaPosition *pos, FaSquare sq)
{
  int side = pos->side;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  for (int i = 0; i < n; i++)
    {
      fa_position_make (pos, moves[i]);
      bool frees = !pos->history[pos->ply - 1].refused;
      if (frees && sq == FA_NO_SQUARE)
        frees = !fa_royals_attacked (pos, side);
      else if (frees)
        {
          FaSquare now = moves[i].from == sq ? fa_position_mover_square (pos) : sq;
          frees = is_royal_of (pos, pos->board[now], side) && !fa_square_attacked (pos, now, side ^ 1);
        }
      fa_position_unmake (pos);
      if (frees)
        return true;
    }
  return false;
}

bool
fa_rex_multiplex_check_allowed (FaPosition *pos)
{
  int victim = pos->side;
  if (!fa_royals_attacked (pos, victim) || some_move_frees (pos, FA_NO_SQUARE))
    return true;
  /* No answer: a mate only if every king is attacked and held. */
  FA_SCRATCH_ARRAY (FaSquare, kings, pos->n_occupied);
  int n_kings = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    if (is_royal_of (pos, pos->board[pos->occupied[i]], victim))
      kings[n_kings++] = pos->occupied[i];
  for (int k = 0; k < n_kings; k++)
    if (!fa_square_attacked (pos, kings[k], victim ^ 1) || some_move_frees (pos, kings[k]))
      return false;
  return true;
}
