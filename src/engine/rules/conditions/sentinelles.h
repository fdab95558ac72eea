/* Sentinelles (retractors-conditions.md 4.16, rule ids SEN-*): a unit
 * other than a pawn, king included, that leaves a square off the first
 * and last ranks leaves a pawn there, of its own colour (of the other
 * colour under PionAdvers, SEN-5), unless that colour has 8 pawns on the
 * board after the move, or both together 16 (SEN-2, Popeye's limits).
 * Popeye writes the new pawn as it writes a rebirth: Rd4-d8[+wPd4]. */
#pragma once

#include "board/position.h"

void fa_sentinelles_after_move (FaPosition *pos);
