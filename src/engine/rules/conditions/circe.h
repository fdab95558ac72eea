/* The Circe family: a captured unit is reborn (retractors-conditions.md
 * section 4.6, rule ids CIR-*). */
#pragma once

#include "board/position.h"

/* CONV-2: the game-array square of a unit of kind and colour side, with
 * reference square ref (the colour of ref for rooks, bishops and knights,
 * its file for pawns and fairy pieces); FA_NO_SQUARE off the board. */
FaSquare fa_game_array_square (const FaRules *rules, int kind, int side, FaSquare ref);

/* Where the unit captured by the move just made would be reborn under the
 * rules' Circe variant (FA_NO_SQUARE: nowhere). */
FaSquare fa_circe_rebirth_square (const FaPosition *pos, FaPiece captured, FaSquare capture_square);

/* The hook: the captured unit is reborn if its square is free (CIR-1). */
void fa_circe_after_move (FaPosition *pos);
