/* Monochrome and Bichrome chess (retractors-conditions.md 4.13, rule ids
 * MON-*, BIC-*): every move, and so every check, joins two squares of the
 * same colour (Monochrome) or of the other colour (Bichrome).  Castling
 * counts the king's and the rook's moves, as Popeye does (MON-2): under
 * Monochrome 0-0 stays, 0-0-0 goes (the rook changes colour); under
 * Bichrome both go (the king keeps its colour). */
#pragma once

#include "board/position.h"

bool fa_chromatic_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
int fa_chromatic_filter_moves (const FaPosition *pos, FaMove *moves, int first, int n);
