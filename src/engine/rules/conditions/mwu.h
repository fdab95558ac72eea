/* The Magic Wandering Unit (retractors-conditions.md section 3, rule ids
 * MWU-*): one unit, never a king, carries the magic power
 * (FaPosition.mwu).  After each of its moves, captures and promotions
 * included, it changes colour (MWU-2, MWU-4); a unit other than a king
 * that captures it takes the power over and changes colour (MWU-5); a
 * king that captures it ends the power (MWU-6).  Under Anti-Circe the
 * capturer of such a capture is relocated as a unit of its colour after
 * the change (type I) or before it (type II, MWU-7). */
#pragma once

#include "board/position.h"

void fa_mwu_after_move (FaPosition *pos);

/* A condition line "MWU" with "TypeI" or "TypeII" (the default) after it;
 * FA_MWU_NONE when it is not such a line. */
FaMwuType fa_mwu_line_read (const char *line);

/* Under Anti-Circe type I, is the capture from `from` on `to` one whose
 * capturer is relocated as a unit of the other colour (the MWU captures,
 * or is captured)? */
static inline bool
fa_mwu_relocates_flipped (const FaPosition *pos, FaSquare from, FaSquare to)
{
  return pos->mwu != FA_NO_SQUARE && (pos->mwu == from || pos->mwu == to);
}
