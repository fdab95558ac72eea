/* The lines Popeye's equihopper family walks, in Popeye's order (which
 * the eagle equihoppers and the equistopper keep: rules/eagle-equihopper.c,
 * rules/equistopper.c). */
#pragma once

#include "board/position.h"

/* The queen's lines in Popeye's order. */
static const signed char fa_equi_queen_lines[8][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 },
                                               { -1, 1 }, { 1, 1 }, { 1, -1 }, { -1, -1 } };
/* The knight's, zebra's and camel's leaps in Popeye's order (no square
 * between piece and hurdle to block them). */
static const signed char fa_equi_leaps[24][2] = {
  { -2, 1 }, { -1, 2 }, { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 },
  { -3, 2 }, { -2, 3 }, { 2, 3 }, { 3, 2 }, { 3, -2 }, { 2, -3 }, { -2, -3 }, { -3, -2 },
  { -3, 1 }, { -1, 3 }, { 1, 3 }, { 3, 1 }, { 3, -1 }, { 1, -3 }, { -1, -3 }, { -3, -1 },
};

/* The square dx, dy from sq, or FA_NO_SQUARE off the board or on a hole. */
static inline FaSquare
fa_equi_offset (const FaGeometry *g, FaSquare sq, int dx, int dy)
{
  FaSquare t = fa_square_make (g, fa_square_file (g, sq) + dx, fa_square_rank (g, sq) + dy);
  return t != FA_NO_SQUARE && fa_square_exists (g, t) ? t : FA_NO_SQUARE;
}

