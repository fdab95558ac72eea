/* KöKo, Kölner Kontakt (retractors-conditions.md 4.15, rule ids KOK-*): a
 * move is legal only if the unit that moved, where it stands after every
 * effect of the move, touches another unit (king-wise: the eight
 * neighbours).  Castling always does: king and rook end side by side.
 * Check is a capture of the king after which the capturer touches a unit
 * (KOK-2). */
#pragma once

#include "board/position.h"

/* The hook: runs after the other conditions' hooks, and refuses the move
 * when the unit touches nothing. */
void fa_koeko_after_move (FaPosition *pos);
bool fa_koeko_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
