#include "rules/conditions/parrain.h"

#include "rules/conditions/circe.h"
#include "rules/move-list.h"

/* The capture of the move made before ply: the unit waiting for its
 * rebirth until the move at ply is made, or NULL.  A pass is no move: the
 * unit taken by a series move waits through the other side's pass and is
 * reborn by the vector of the series side's next move, as in Popeye
 * (ser-h#3: 1.Se5*g6 2.Kg3-f4[+wSf7]); a threat's pass (the defender's)
 * leaves the attacker's capture waiting for the threat's move alike. */
static const FaUndo *
waiting (const FaPosition *pos, int ply)
{
  if (ply >= 1 && pos->history[ply - 1].move.type == FA_MOVE_NULL)
    ply--;
  if (ply < 1)
    return NULL;
  const FaUndo *u = &pos->history[ply - 1];
  const FaRules *r = pos->rules;
  if (!u->captured || (r->kinds[fa_piece_kind (u->captured)].flags & FA_PIECE_ROYAL))
    return NULL;
  return u;
}

/* The side the unit waiting (w, in the history) was captured from: the
 * opponent of the side that moved then (the sides alternate ply by ply,
 * passes included).  A neutral unit is reborn for it. */
static int
captured_side (const FaPosition *pos, const FaUndo *w)
{
  int ply_of_capture = (int) (w - pos->history);
  int capturer = pos->side ^ ((pos->ply - ply_of_capture) & 1);
  return capturer ^ 1;
}

/* A key for the unit waiting on sq: not one of the board's own. */
static uint64_t
waiting_key (const FaRules *r, FaPiece p, FaSquare sq)
{
  uint64_t k = r->zobrist[p][sq];
  return (k << 23 | k >> 41) ^ 0x9e3779b97f4a7c15ull;
}

/* Where a unit captured on capture_square is reborn after move: moved by
 * the move's vector (PAR-1), FA_NO_SQUARE off the board. */
static FaSquare
target (const FaRules *r, FaSquare capture_square, FaMove move)
{
  const FaGeometry *g = &r->geometry;
  int dx = 0, dy = 0;
  if (move.type != FA_MOVE_NULL)
    {
      dx = fa_square_file (g, move.to) - fa_square_file (g, move.from);
      dy = fa_square_rank (g, move.to) - fa_square_rank (g, move.from);
      /* Castling: the rook's vector too, as Popeye adds them (0-0: 0). */
      if (move.type == FA_MOVE_CASTLE_SHORT)
        dx += -2;
      if (move.type == FA_MOVE_CASTLE_LONG)
        dx += 3;
    }
  int file = fa_square_file (g, capture_square) + dx, rank = fa_square_rank (g, capture_square) + dy;
  if (file < 0 || file >= g->files || rank < 0 || rank >= g->ranks)
    return FA_NO_SQUARE;
  FaSquare sq = fa_square_make (g, file, rank);
  return sq == FA_NO_SQUARE || g->hole[sq] ? FA_NO_SQUARE : sq;
}

uint64_t
fa_parrain_key (const FaPosition *pos, int ply)
{
  const FaUndo *w = waiting (pos, ply);
  return w ? waiting_key (pos->rules, w->captured, w->capture_square) : 0;
}

void
fa_parrain_after_move (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (u->move.type == FA_MOVE_NULL)
    return; /* (the unit waits on, under the same key) */
  /* The unit that waited is no longer waiting; this move's capture is. */
  pos->hash ^= fa_parrain_key (pos, pos->ply - 1) ^ fa_parrain_key (pos, pos->ply);
  const FaUndo *w = waiting (pos, pos->ply - 1);
  if (!w)
    return;
  FaSquare sq = target (r, w->capture_square, u->move);
  if (sq != FA_NO_SQUARE && !pos->board[sq])
    fa_circe_rebirth (pos, sq, w->captured, captured_side (pos, w));
}

int
fa_parrain_expand_promotions (const FaPosition *pos, FaMove *moves, int first, int n)
{
  const FaRules *r = pos->rules;
  const FaUndo *w = waiting (pos, pos->ply);
  if (!w || !(r->kinds[fa_piece_kind (w->captured)].flags & FA_PIECE_PAWN))
    return n;
  FA_SCRATCH_ARRAY (bool, promotes, n);
  for (int i = first; i < n; i++)
    {
      FaSquare sq = target (r, w->capture_square, moves[i]);
      promotes[i] = sq != FA_NO_SQUARE && fa_square_free_after (pos, moves[i], sq)
                    && fa_circe_rebirth_promotes (r, w->captured, captured_side (pos, w), sq);
    }
  return fa_expand_rebirth_choices (r, moves, first, n, promotes);
}
