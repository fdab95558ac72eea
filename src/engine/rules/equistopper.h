/* Popeye's equistopper (QE, "equi english"): it stops halfway to a unit.
 * Along a queen's line it moves to the square halfway to the first unit
 * (an even number of steps away), or captures the first unit when a
 * second one stands as far beyond it (the squares between empty); over a
 * knight's, zebra's or camel's leap it goes one leap towards a unit two
 * leaps away (nothing between to block), moving or capturing. */
#pragma once

#include "board/position.h"

/* The moves of the part on from, written from moves[n] on; returns the
 * new count. */
int fa_equistopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                             FaMove *moves, int n);

/* Does the part on from reach sq (FaPartReaches)? */
bool fa_equistopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
