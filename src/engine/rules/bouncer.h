/* Popeye's bouncers (B1 along the queen's lines, B2 the rook's, B3 the
 * bishop's): along a line as far as the first unit (or the first square
 * off the board) is along the opposite one, over empty squares, to an
 * empty square or an enemy's. */
#pragma once

#include "board/position.h"

/* The moves of the bouncing part on from, written from moves[n] on;
 * returns the new count. */
int fa_bouncer_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n);

/* Does the bouncing part on from reach sq (FaPartReaches)? */
bool fa_bouncer_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
