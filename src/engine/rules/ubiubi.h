/* Popeye's UbiUbi (UU): knight's leaps one after another, each to an
 * empty square not reached before, as many as it likes; it stops on
 * any of those squares, or captures on an enemy's square one leap on. */
#pragma once

#include "board/position.h"

/* The moves of the part on from, written from moves[n] on; returns the
 * new count. */
int fa_ubiubi_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                        FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_ubiubi_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
