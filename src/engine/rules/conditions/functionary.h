/* Functionary chess (retractors-conditions.md 4.12, rule ids FUN-*): a
 * unit, king included, may move, capture or give check only while an
 * enemy unit observes it.  Observation is geometric: the observer need
 * not be observed itself (FUN-2). */
#pragma once

#include "board/position.h"

bool fa_functionary_piece_may_move (const FaPosition *pos, FaSquare from);
bool fa_functionary_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
