#include "rules/conditions/gravitational.h"

#include "rules/attack.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

bool
fa_gravitational_falls (const FaRules *rules, int kind)
{
  FaArrayClass c = (FaArrayClass) rules->conditions.array_class[kind];
  return c == FA_ARRAY_QUEEN || c == FA_ARRAY_ROOK || c == FA_ARRAY_BISHOP || c == FA_ARRAY_KNIGHT;
}

bool
fa_gravitational_move_falls (const FaRules *rules, int kind, FaMove move)
{
  /* A pawn's promotion falls (GRA-4); its other moves do not. */
  return move.type != FA_MOVE_NULL && (fa_gravitational_falls (rules, kind) || move.promotion);
}

void
fa_gravitational_compile (FaRules *rules)
{
  rules->conditions.steady_kinds = 0;
  for (int k = 1; k <= rules->n_kinds; k++)
    if (!fa_gravitational_falls (rules, k) && k != rules->pawn_kind)
      rules->conditions.steady_kinds |= fa_kind_bit (k);
}

/* One square towards side's own side from sq, FA_NO_SQUARE off the board. */
static FaSquare
fall (const FaGeometry *g, int side, FaSquare sq)
{
  int rank = fa_square_rank (g, sq) + (side == FA_WHITE ? -1 : 1);
  if (rank < 0 || rank >= g->ranks)
    return FA_NO_SQUARE;
  FaSquare f = fa_square_make (g, fa_square_file (g, sq), rank);
  return f != FA_NO_SQUARE && !g->hole[f] ? f : FA_NO_SQUARE;
}

FaSquare
fa_gravitational_intermediate (const FaRules *rules, int side, FaSquare to)
{
  return fall (&rules->geometry, side ^ 1, to);
}

/* The moves of side's piece on from, of kind, as falls: each move to i
 * becomes one to f below it, when f is empty (or the square left) or
 * holds an enemy unit. */
static int
generate_falls (const FaPosition *pos, FaSquare from, int kind, int side, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int first = n, kept = n;
  n = fa_generate_kind_from (pos, kind, side, from, moves, n);
  for (int i = first; i < n; i++)
    {
      FaMove m = moves[i];
      if (fa_gravitational_move_falls (r, kind, m))
        {
          if (m.type == FA_MOVE_EN_PASSANT)
            continue;
          FaSquare f = fall (g, side, m.to);
          if (f == FA_NO_SQUARE)
            continue;
          FaPiece q = pos->board[f];
          if (f != from && q && !(q & fa_side_bit (side ^ 1)))
            continue;
          m.to = (uint8_t) f;
          if (m.type == FA_MOVE_DOUBLE_STEP)
            m.type = FA_MOVE_PLAIN;
        }
      moves[kept++] = m;
    }
  return kept;
}

int
fa_gravitational_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  return generate_falls (pos, from, fa_piece_kind (pos->board[from]), pos->side, moves, n);
}

bool
fa_gravitational_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  const FaRules *r = pos->rules;
  /* Kings and fairy pieces as usual (pawns below: a promotion falls). */
  FaKindSet steady = r->conditions.steady_kinds;
  if (fa_square_observed_by_kinds (pos, sq, by_side, steady))
    return true;
  /* The others: a capture on either square of a fall; a pawn's capture
   * that does not promote, on its square. */
  unsigned own = fa_side_bit (by_side);
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      int kind = fa_piece_kind (p);
      if (!(p & own) || fa_kind_set_has (steady, kind))
        continue;
      int count = generate_falls (pos, from, kind, by_side, moves, 0);
      for (int m = 0; m < count; m++)
        if (moves[m].to == sq
            || (fa_gravitational_move_falls (r, kind, moves[m]) && fa_gravitational_intermediate (r, by_side, moves[m].to) == sq))
          return true;
    }
  return false;
}

void
fa_gravitational_after_move (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (!u->moved || !fa_gravitational_move_falls (r, fa_piece_kind (u->moved), u->move))
    return;
  FaPiece arrived = pos->board[u->move.to];
  int side = fa_piece_side (arrived);
  FaSquare i = fa_gravitational_intermediate (r, side, u->move.to);
  if (i != FA_NO_SQUARE && (pos->board[i] & fa_side_bit (side ^ 1)))
    fa_position_effect (pos, FA_EFFECT_REMOVAL, i, 0);
}
