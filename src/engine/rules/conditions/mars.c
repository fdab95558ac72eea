#include "rules/conditions/mars.h"

#include "rules/conditions/circe.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

FaSquare
fa_mars_square (const FaPosition *pos, FaSquare from)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[from];
  FaSquare sq = fa_game_array_square (r, fa_piece_kind (p), fa_piece_side (p), from);
  if (sq == FA_NO_SQUARE || r->geometry.hole[sq] || (sq != from && pos->board[sq]))
    return FA_NO_SQUARE;
  return sq;
}

static bool
is_capture (const FaPosition *pos, FaMove m)
{
  return (m.flags & FA_MOVE_EN_PASSANT) || pos->board[m.to];
}

bool
fa_mars_move_starts_elsewhere (const FaPosition *pos, FaMove move)
{
  const FaConditionRules *c = &pos->rules->conditions;
  if (c->mars == FA_MARS_NONE || (move.flags & (FA_MOVE_CASTLE_SHORT | FA_MOVE_CASTLE_LONG | FA_MOVE_NULL)))
    return false;
  if (is_capture (pos, move) != (c->mars == FA_MARS_CIRCE))
    return false;
  FaSquare sq = fa_mars_square (pos, move.from);
  return sq != FA_NO_SQUARE && sq != move.from;
}

/* Keeps the moves of moves[first..n) that capture (or that do not),
 * starting them from from; returns the new count. */
static int
keep (const FaPosition *pos, FaMove *moves, int first, int n, bool captures, FaSquare from)
{
  int kept = first;
  for (int i = first; i < n; i++)
    if (is_capture (pos, moves[i]) == captures && moves[i].to != from)
      {
        FaMove m = moves[i];
        if (m.from != from)
          {
            m.from = from;
            /* A double step from elsewhere leaves no en passant square. */
            m.flags &= (uint8_t) ~FA_MOVE_DOUBLE_STEP;
          }
        moves[kept++] = m;
      }
  return kept;
}

int
fa_mars_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  bool mars = pos->rules->conditions.mars == FA_MARS_CIRCE;
  FaPiece p = pos->board[from];
  int kind = fa_piece_kind (p), side = pos->side;
  /* From the square it stands on: the orthodox class of its moves. */
  int first = n;
  n = fa_generate_kind_from (pos, kind, side, from, moves, n);
  n = keep (pos, moves, first, n, !mars, from);
  /* Castling, which does not capture, needs the king on e1 (e8): its
   * game-array square, so that either rule starts it there. */
  FaSquare home = fa_mars_square (pos, from);
  if (home == from)
    n = fa_generate_castling (pos, from, moves, n);
  if (home == FA_NO_SQUARE)
    return n;
  /* From its game-array square, its own square empty (a line may cross
   * it): the other class. */
  FaPosition *q = (FaPosition *) pos; /* restored below */
  q->board[from] = 0;
  first = n;
  n = fa_generate_kind_from (q, kind, side, home, moves, n);
  q->board[from] = p;
  return keep (pos, moves, first, n, mars, from);
}

bool
fa_mars_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  FaPosition *q = (FaPosition *) pos; /* restored below */
  unsigned own = fa_side_bit (by_side);
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own))
        continue;
      FaSquare home = fa_mars_square (pos, from);
      if (home == FA_NO_SQUARE)
        continue;
      q->board[from] = 0;
      int n = fa_generate_kind_from (q, fa_piece_kind (p), by_side, home, moves, 0);
      q->board[from] = p;
      for (int m = 0; m < n; m++)
        if (moves[m].to == sq && !(moves[m].flags & FA_MOVE_EN_PASSANT))
          return true;
    }
  return false;
}
