#include "rules/conditions/sentinelles.h"

void
fa_sentinelles_after_move (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (!u->moved || (r->kinds[fa_piece_kind (u->moved)].flags & FA_PIECE_PAWN))
    return;
  FaSquare from = u->move.from;
  int rank = fa_square_rank (&r->geometry, from);
  if (rank == 0 || rank == r->geometry.ranks - 1 || pos->board[from])
    return;
  int mover = fa_piece_side (u->moved);
  int side = r->conditions.sentinelles_adverse ? mover ^ 1 : mover;
  int pawns = pos->kind_count[side][r->pawn_kind], all = pawns + pos->kind_count[side ^ 1][r->pawn_kind];
  if (pawns >= 8 || all >= 16)
    return;
  fa_position_effect (pos, FA_EFFECT_ADDITION, from, fa_piece_make (r->pawn_kind, fa_side_bit (side)));
}
