/* Popeye's querquisite (QQ): it moves as the orthodox piece of the game
 * array's file it stands on, a rook on the a and h files, a knight on
 * the b and g files, a bishop on the c and f files, a queen on the d file
 * and a king on the e file (on boards wider than eight files, the file's
 * number modulo eight). */
#pragma once

#include "board/position.h"

/* The moves of the part on from (its vectors the queen's lines and the
 * knight's leaps), written from moves[n] on; returns the new count. */
int fa_querquisite_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                             FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_querquisite_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
