/* Mars Circe and Anti-Mars Circe (retractors-conditions.md 4.7, rule ids
 * MAR-*): under Mars Circe a unit captures, and so checks, only as if it
 * stood on its game-array square for the square it stands on, which must
 * be free or its own (MAR-1); its other moves are orthodox (MAR-2); kings
 * too (MAR-3).  Anti-Mars Circe swaps the two: the moves that do not
 * capture start from that square, the captures are orthodox.  Popeye
 * writes the square passed: Rd4-a1*a7, Kd1-e1-f2.  Castling, under both,
 * also starts from the king's game-array square ([wKd1->e1]0-0), and
 * under Anti-Mars Circe a rook may first go to its own
 * ([wKd1->e1][wRc3->a1]0-0): board/position.h, FaCastlingVariant. */
#pragma once

#include "board/position.h"
#include "rules/kind-set.h"

/* The square a move of the piece on from, playing for side (a neutral
 * unit plays for either), that starts elsewhere starts from
 * (FA_NO_SQUARE: none, the square taken or off the board). */
FaSquare fa_mars_square (const FaPosition *pos, FaSquare from, int side);

/* Does move (of the side to move) start from fa_mars_square? */
bool fa_mars_move_starts_elsewhere (const FaPosition *pos, FaMove move);

int fa_mars_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* Mars Circe's check: a capture of the king from a game-array square,
 * which the conditions' capture filters allow (Madrasi: the unit is not
 * paralysed where it stands). */
bool fa_mars_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);

/* Mars Circe's observation of sq, by by_side's units of kinds, as
 * Popeye's Madrasi asks it (mars.c): from their game-array squares, and
 * whatever the filters say. */
bool fa_mars_square_observed_by_kinds (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds);

/* The hook: a pawn's double step from its game-array square leaves the
 * en passant square it passed. */
void fa_mars_after_move (FaPosition *pos);
