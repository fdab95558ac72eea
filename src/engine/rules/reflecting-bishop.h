/* Popeye's reflecting bishop (RB) and archbishop (AR): a bishop whose
 * line, where it meets the board's edge, goes on from the last square
 * before it along the line at right angles that stays on the board (none
 * in a corner), at most four times (the archbishop once).  Units stop it
 * as they stop a bishop, its own square too.  A square reached along two
 * lines is one move. */
#pragma once

#include "board/position.h"

/* The moves of the reflecting part on from (range: how many reflections),
 * written from moves[n] on; returns the new count, doubles included (the
 * kind drops them). */
int fa_reflecting_bishop_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                                   FaMove *moves, int n);

/* Does the reflecting part on from reach sq (FaPartReaches)? */
bool fa_reflecting_bishop_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
