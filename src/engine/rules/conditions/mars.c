#include "rules/conditions/mars.h"

#include "rules/conditions/circe.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

FaSquare
fa_mars_square (const FaPosition *pos, FaSquare from, int side)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[from];
  FaSquare sq = fa_game_array_square (r, fa_piece_kind (p), side, from);
  if (sq == FA_NO_SQUARE || r->geometry.hole[sq] || (sq != from && pos->board[sq]))
    return FA_NO_SQUARE;
  return sq;
}

bool
fa_mars_move_starts_elsewhere (const FaPosition *pos, FaMove move)
{
  const FaConditionRules *c = &pos->rules->conditions;
  if (c->mars == FA_MARS_NONE || fa_move_castles (move) || move.type == FA_MOVE_NULL)
    return false;
  if (fa_move_is_capture (pos, move) != (c->mars == FA_MARS_CIRCE))
    return false;
  FaSquare sq = fa_mars_square (pos, move.from, pos->side);
  return sq != FA_NO_SQUARE && sq != move.from;
}

/* Keeps the moves of moves[first..n) that capture (or that do not),
 * starting them from from; returns the new count.  A move from the
 * game-array square does not end on from, which it passes as an empty
 * square, but for a pawn's double step, as in Popeye (Anti-Mars Circe:
 * f4-f2-f4 is a move, Qd4-d1-d4 and Kd1-e1-d1 are not). */
static int
keep (const FaPosition *pos, FaMove *moves, int first, int n, bool captures, FaSquare from)
{
  int kept = first;
  for (int i = first; i < n; i++)
    if (moves[i].to == from ? !captures && (moves[i].type == FA_MOVE_DOUBLE_STEP)
                            : fa_move_is_capture (pos, moves[i]) == captures)
      {
        FaMove m = moves[i];
        m.from = from;
        moves[kept++] = m;
      }
  return kept;
}

/* The moves of side's piece on from as if it stood on origin, its own
 * square empty then (a line may cross it). */
static int
generate_from (const FaPosition *pos, FaSquare from, FaSquare origin, int side, FaMove *moves, int n)
{
  FaPiece p = pos->board[from];
  FaPosition *q = (FaPosition *) pos; /* restored below */
  if (origin != from)
    q->board[from] = 0;
  n = fa_generate_kind_from (q, fa_piece_kind (p), side, origin, moves, n);
  q->board[from] = p;
  return n;
}

/* The moves of the piece on from that start from origin, of one class
 * (captures or not), as moves of from. */
static int
generate_class (const FaPosition *pos, FaSquare from, FaSquare origin, bool captures, FaMove *moves, int n)
{
  int first = n;
  n = generate_from (pos, from, origin, pos->side, moves, n);
  return keep (pos, moves, first, n, captures, from);
}

int
fa_mars_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  bool mars = pos->rules->conditions.mars == FA_MARS_CIRCE;
  FaSquare home = fa_mars_square (pos, from, pos->side);
  /* Popeye's order: the captures, then the other moves. */
  if (!mars)
    n = generate_class (pos, from, from, true, moves, n);
  else if (home != FA_NO_SQUARE)
    n = generate_class (pos, from, home, true, moves, n);
  if (mars)
    n = generate_class (pos, from, from, false, moves, n);
  else if (home != FA_NO_SQUARE)
    n = generate_class (pos, from, home, false, moves, n);
  /* Castling, which does not capture, needs the king on e1 (e8): its
   * game-array square, so that either rule starts it there. */
  if (home == from)
    n = fa_generate_castling (pos, from, moves, n);
  return n;
}

bool
fa_mars_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  unsigned own = fa_side_bit (by_side);
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own))
        continue;
      FaSquare home = fa_mars_square (pos, from, by_side);
      if (home == FA_NO_SQUARE)
        continue;
      int n = generate_from (pos, from, home, by_side, moves, 0);
      for (int m = 0; m < n; m++)
        if (moves[m].to == sq && moves[m].type != FA_MOVE_EN_PASSANT)
          return true;
    }
  return false;
}

bool
fa_anti_mars_castling_possible (const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  for (int side = 0; side < 2; side++)
    if (pos->king[side] != FA_NO_SQUARE && pos->kind_count[side][r->rook_kind] > 0)
      return true;
  return false;
}

void
fa_mars_after_move (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (u->move.type != FA_MOVE_DOUBLE_STEP)
    return;
  const FaRules *r = pos->rules;
  FaSquare start = fa_game_array_square (r, fa_piece_kind (u->moved), pos->side ^ 1, u->move.from);
  if (start == u->move.from)
    return;
  /* A double step from elsewhere: the square it passed is the one an
   * en passant capture goes to (Popeye: b3-b7-b5, then c5*b6 ep.). */
  pos->hash ^= r->zobrist_ep[pos->ep_target];
  pos->ep_target = (FaSquare) ((start + u->move.to) / 2);
  pos->hash ^= r->zobrist_ep[pos->ep_target];
}
