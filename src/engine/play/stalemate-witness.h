/* A stalemate needs the opponent without a legal move.  Before the
 * mover's moves are made one by one to find the stalemating ones, one
 * legal move of the opponent's is found in the position as it stands
 * (the witness), in orthodox chess (no condition, no neutral or Rococo
 * unit, the mover's units attacking by the tables' leaps and rides): a
 * move of an orthodox queen, rook, bishop, knight or pawn, else a king's
 * step.  A move of the mover's that neither starts nor ends on a square
 * the witness needs left alone either leaves the witness legal or gives
 * check: it cannot stalemate, and need not be made.
 *
 * The squares a unit's move m needs: its departure, the squares it
 * crosses, its arrival, and the line from the opponent's king through
 * its departure.  After a move w of the mover's and m, a unit of the
 * mover's attacking the king is the one w moved (it checks after w
 * already, or m opened its line: then w ended on that line) or one that
 * stood still (w's departure opened its line: it checks after w already,
 * or m's departure was on the line too: then w started on it).
 *
 * The squares a king's step to t needs: t and the rays back from t, by
 * the mover's leaps and rides, up to the first unit on each: w must end
 * on one to attack t, or start on one to uncover a line to it (a line
 * through the king's square gives check). */
#pragma once

#include "board/position.h"
#include "play/reach.h"

typedef struct
{
  bool found;          /* false: every move is tested */
  FaMove move;         /* the opponent's legal move */
  FaSquareSet touched; /* the squares a move must touch to matter */
} FaStalemateWitness;

/* Looks for a witness for pos->side's moves against the other side. */
void fa_stalemate_witness_init (FaStalemateWitness *w, FaPosition *pos);

/* Can the move of pos->side not stalemate, the witness being legal
 * after it or the move giving check? */
static inline bool
fa_stalemate_witness_survives (const FaStalemateWitness *w, FaMove move)
{
  return w->found && move.type == FA_MOVE_PLAIN && !move.special && !move.promotion
         && !fa_square_set_has (&w->touched, move.from) && !fa_square_set_has (&w->touched, move.to);
}
