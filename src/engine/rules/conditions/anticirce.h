/* Anti-Circe (retractors-conditions.md section 2, rule ids AC-*): the
 * capturing unit, kings included, goes to its game-array square for the
 * capture square; the capture is illegal if that square is occupied
 * (Calvet: unless it is the capture square itself; Cheylan: a capture on
 * it is illegal too). */
#pragma once

#include "board/position.h"

/* Can the piece on from capture on to (AC-2, AC-3, AC-5; a pawn reaching
 * its last rank: as one of its promotions at least)?  The check test asks
 * it (AC-6). */
bool fa_anticirce_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);

/* Where the piece on from goes when it captures on to (FA_NO_SQUARE: the
 * capture is illegal); a pawn as the pawn it is. */
FaSquare fa_anticirce_destination (const FaPosition *pos, FaSquare from, FaSquare to, int side);

/* Where the piece on from may go when it captures on to: its square, or
 * for a pawn reaching its last rank the square of each promotion whose
 * capture is legal.  out holds FA_MAX_KINDS + 1; returns how many (none:
 * the capture is illegal). */
int fa_anticirce_relocations (const FaPosition *pos, FaSquare from, FaSquare to, int side, FaSquare *out);

/* The squares whose occupation forbids the piece on from to capture on to
 * (AC-2): where it would go, one square, or one a promotion where a pawn
 * reaches its last rank; the capture square and from itself left out
 * (AC-3; from is vacated by the capture).  out holds FA_MAX_KINDS + 1;
 * returns how many. */
int fa_anticirce_blocking_squares (const FaPosition *pos, FaSquare from, FaSquare to, int side, FaSquare *out);

/* Where the unit on move.from, playing for side, stands once move
 * (pseudo-legal in pos, not yet made, one that takes a unit) is made:
 * its arrival square (Calvet, on its own square) or its Anti-Circe
 * square, free on the board after the move, whose emptied squares (its
 * departure, its victims') are listed; FA_NO_SQUARE when the capture is
 * refused.  The Rococo pieces' check test asks it (rules/rococo.c): a
 * Rococo capture is relocated for its arrival square, whatever it took. */
FaSquare fa_anticirce_move_square (const FaPosition *pos, FaMove move, int side, const FaSquare *emptied,
                                   int n_emptied);

/* The hook: the capturer goes to its square, or the move is refused. */
void fa_anticirce_after_move (FaPosition *pos);

/* The square a capture on to sends a unit of kind and side to, whether
 * free or not; FA_NO_SQUARE when there is none (off the board, a hole). */
FaSquare fa_anticirce_home (const FaRules *r, int kind, int side, FaSquare to);
