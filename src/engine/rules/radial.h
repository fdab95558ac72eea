/* Popeye's radial pieces: the leaps of one length (all of a rook's
 * distance n, a bishop's, a knight's; the "radial" families, a length
 * whatever the leap: (0,5) and (3,4) are one) move them.
 *   tree hopper (TH; greater GE): over a unit a leap of a family away, on
 *     by any leap of that family from it;
 *   leaf hopper (LH; greater GF): a unit a leap of a family away lets it
 *     leap any other leap of that family;
 *   radial knight (RK): as the greater tree hopper, over enemy units only.
 * The lesser hoppers take the families of the queen's lines only.  A
 * square reached several ways is one move. */
#pragma once

#include "board/position.h"

/* The moves of the radial part on from (enemy: the other side's colour
 * bits), written from moves[n] on, each arrival once; returns the new
 * count. */
int fa_radial_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                        int n);

/* Does the radial part on from reach sq (FaPartReaches)? */
bool fa_radial_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
