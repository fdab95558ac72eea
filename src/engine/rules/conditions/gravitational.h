/* Gravitational chess (retractors-conditions.md 4.14, rule ids GRA-*; not
 * in Popeye, keyword GravitationalChess): a queen, rook, bishop or knight
 * moves as usual to an intermediate square, then falls one square towards
 * its own side (White down, Black up).  Both squares must be empty or hold
 * an enemy unit, which is captured (a move may capture two); the square it
 * left counts as empty, so a fall back onto it is a tempo move (GRA-7).  A
 * promoted piece falls from the promotion square (GRA-4).  No castling
 * (GRA-5).  Check: a capture of the king on either square (GRA-6).
 * Written Rd4-d5-d4, a capture on the intermediate square as [-bPa3]. */
#pragma once

#include "board/position.h"

/* Is kind one of those that fall (GRA-1)? */
bool fa_gravitational_falls (const FaRules *rules, int kind);

/* Does move, of a piece of kind, fall (the kind falls, or a pawn promotes)? */
bool fa_gravitational_move_falls (const FaRules *rules, int kind, FaMove move);

/* Fills what the attack test needs of the rules (conditions.c). */
void fa_gravitational_compile (FaRules *rules);

/* The intermediate square of a fall that ended on to for side. */
FaSquare fa_gravitational_intermediate (const FaRules *rules, int side, FaSquare to);

int fa_gravitational_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n);
bool fa_gravitational_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);

/* The hook: the unit on the intermediate square, an enemy, is captured. */
void fa_gravitational_after_move (FaPosition *pos);
