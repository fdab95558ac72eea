#include "rules/conditions/colour-change.h"

#include "rules/rococo.h"

/* The unit that moved, on its arrival square, takes the other colour
 * (after any promotion: AND-1, TIB-1), unless it is royal, or neutral
 * (of both colours already, as Popeye keeps it). */
static void
recolour_mover (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  /* Where it stands now (Anti-Circe relocates it first, as Popeye). */
  FaSquare to = fa_position_mover_square (pos);
  FaPiece p = pos->board[to];
  if (!p || (p & 3) == 3 || (pos->rules->kinds[fa_piece_kind (p)].flags & FA_PIECE_ROYAL))
    return;
  fa_position_effect (pos, FA_EFFECT_RECOLOUR, to, (FaPiece) (p ^ 3));
  /* AAN-3: a pawn that double-stepped is the opponent's now, and no pawn
   * of the opponent's can take it en passant. */
  if (u->move.type == FA_MOVE_DOUBLE_STEP)
    fa_position_clear_en_passant (pos);
}

/* Did the move just made take a unit: the one on its arrival square, or
 * with Rococo pieces one elsewhere (a withdrawal, a long leap: several
 * units count as one capture)?  A swap that takes none is no capture; a
 * mutual destruction is one, but its capturer is gone and recolours
 * nothing. */
static bool
took (const FaPosition *pos)
{
  return pos->history[pos->ply - 1].captured || (pos->rules->rococo_kinds[0] && fa_rococo_taken (pos, NULL));
}

void
fa_andernach_after_move (FaPosition *pos)
{
  if (took (pos))
    recolour_mover (pos);
}

void
fa_anti_andernach_after_move (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  /* AAN-2: castling changes no colour, as in Popeye. */
  if (!took (pos) && !fa_move_castles (u->move) && u->move.type != FA_MOVE_NULL)
    recolour_mover (pos);
}

/* TIB-1: a capturer that took a unit of another kind than its own (after
 * promotion) changes colour: under Tibet only in Black's moves.  A Rococo
 * capture of several units: once, if any of them is of another kind (a
 * long leaper that takes only long leapers keeps its colour). */
static void
tibet (FaPosition *pos, bool both_sides)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (!u->captured && !pos->rules->rococo_kinds[0])
    return;
  FaPiece taken[FA_MAX_EFFECTS + 1];
  int n = fa_rococo_taken (pos, taken);
  if (!n)
    return;
  /* (A capturer gone with its victim leaves 0 here: recolour_mover finds
   * nothing to recolour.) */
  FaPiece p = pos->board[u->move.to];
  if (!both_sides && pos->side != FA_WHITE) /* White to move: Black moved */
    return;
  FaKindSet own = pos->rules->conditions.same_walk[fa_piece_kind (p)];
  for (int i = 0; i < n; i++)
    if (!fa_kind_set_has (own, fa_piece_kind (taken[i])))
      {
        recolour_mover (pos);
        return;
      }
}

void
fa_tibet_after_move (FaPosition *pos)
{
  tibet (pos, false);
}

void
fa_double_tibet_after_move (FaPosition *pos)
{
  tibet (pos, true);
}
