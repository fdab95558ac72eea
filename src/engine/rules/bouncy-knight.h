/* Popeye's bouncy knight (BK): a knight's leap, and from an empty square
 * on the board's edge another, up to three leaps, each square it lands
 * on empty a move and the first unit met a capture.  Popeye's bouncy
 * nightrider (BN, range FA_BOUNCY_NIGHTRIDER): knight's lines, from an
 * empty edge square new lines again, as often as there are edge squares
 * not bounced from before. */
#pragma once

#include "board/position.h"

/* The moves of the part on from (its vectors the knight's leaps),
 * written from moves[n] on; returns the new count, doubles included (the
 * kind drops them). */
int fa_bouncy_knight_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                               FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_bouncy_knight_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
