/* What one move takes, as UC-73's exchange rule sees it
 * (shared/spec/pieces-uc73.md section 1.4, ambiguity A5): the enemy
 * units it removes by any mechanism (replacement, en passant, withdrawal,
 * approach, overtaking, a chameleon's side captures, mutual destruction)
 * and whether the mover itself leaves the board (mutual destruction,
 * suicide).  Read off the move before it is made. */
#pragma once

#include "board/position.h"

typedef struct
{
  int n_taken;
  FaSquare taken[FA_MAX_EFFECTS + 1]; /* the squares of the enemy units taken */
  bool mover_lost;
} FaUc73Taking;

/* What move, pseudo-legal for pos->side, takes. */
void fa_uc73_taking (const FaPosition *pos, FaMove move, FaUc73Taking *taking);

/* Is it a capture in the exchange rule's sense (A5): exactly one enemy
 * unit taken, by a mover that stays on the board? */
static inline bool
fa_uc73_taking_is_single (const FaUc73Taking *taking)
{
  return taking->n_taken == 1 && !taking->mover_lost;
}
