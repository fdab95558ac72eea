#include "rules/conditions/madrasi.h"

#include "rules/attack.h"
#include "rules/rococo.h"

/* fa_madrasi_paralysed; rococo: the rules have Rococo kinds, whose
 * observation is their own capture. */
static inline bool
paralysed (const FaPosition *pos, FaSquare sq, int side, bool rococo)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[sq];
  int kind = fa_piece_kind (p);
  if ((r->kinds[kind].flags & FA_PIECE_ROYAL) && r->conditions.madrasi != FA_MADRASI_REX_INCLUSIVE)
    return false;
  /* Observation, not capture: a paralysed observer paralyses too, and
   * an en passant capture is no observation (MAD-2, as in Popeye).  A
   * Rococo unit observes what it could take by its own capture, frozen
   * or not (rules/rococo.c): an immobilizer, which takes nothing, is
   * neither paralysed nor paralyses (two side by side freeze each other
   * instead). */
  if (rococo && r->rococo_power[kind])
    return fa_rococo_observes (pos, sq, side ^ 1, r->conditions.same_walk[kind]);
  return fa_square_observed_by_kinds (pos, sq, side ^ 1, r->conditions.same_walk[kind]);
}

bool
fa_madrasi_paralysed (const FaPosition *pos, FaSquare sq, int side)
{
  return paralysed (pos, sq, side, pos->rules->rococo_kinds[0] != 0);
}

bool
fa_madrasi_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return !paralysed (pos, from, pos->side, false);
}

bool
fa_madrasi_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return !paralysed (pos, from, side, false);
}

bool
fa_madrasi_rococo_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return !paralysed (pos, from, pos->side, true);
}

bool
fa_madrasi_rococo_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return !paralysed (pos, from, side, true);
}
