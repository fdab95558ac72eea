/* The Circe family: a captured unit is reborn (retractors-conditions.md
 * section 4.6, rule ids CIR-*, FIC-*, MIC-*, SYC-*, CHC-*). */
#pragma once

#include "board/position.h"

/* CONV-2: the game-array square of a unit of kind and colour side, with
 * reference square ref (the colour of ref for rooks, bishops and knights,
 * its file for pawns and fairy pieces); FA_NO_SQUARE off the board. */
FaSquare fa_game_array_square (const FaRules *rules, int kind, int side, FaSquare ref);

/* The square a unit of kind and colour side goes to by the rule how, for
 * the capture square ref; mirror: as the opposite colour's unit (MIC-1).
 * Anti-Circe's variants use the same rules for the capturer. */
FaSquare fa_rebirth_square (const FaRules *rules, FaRebirthSquare how, bool mirror, int kind, int side, FaSquare ref);

/* What a unit captured on capture_square becomes under the rules' Circe
 * variant (CHC-1: the next kind of the cycle), and where it is reborn
 * (FA_NO_SQUARE: nowhere, as a king outside Rex Inclusiv, CIR-5):
 * departure is the square the capturer left (PWC-1), capturer the unit
 * that captured, after any promotion (COU-1). */
FaPiece fa_circe_reborn_piece (const FaRules *rules, FaPiece captured);
/* mover: the side that captures.  A neutral unit counts as the side that
 * did not capture it when captured, as the mover's when it captures (as
 * Popeye places them).  origin: the captured unit's diagram square
 * (DIC-1; FA_NO_SQUARE: none, or not tracked). */
FaSquare fa_circe_rebirth_square (const FaPosition *pos, FaPiece captured, FaSquare capture_square, FaSquare origin,
                                  FaSquare departure, FaPiece capturer, int mover);

/* The side a unit counts for in a rebirth: its own, or side for a
 * neutral one. */
static inline int
fa_circe_side_of (FaPiece p, int side)
{
  return (p & 3) == 3 ? side : fa_piece_side (p);
}

/* The effect of a rebirth of reborn on the free square sq, by the move
 * just made: promoted, when a pawn reaches its last rank, to the choice
 * the move carries (else the move is refused).  Parrain's too. */
void fa_circe_rebirth (FaPosition *pos, FaSquare sq, FaPiece reborn, int side);

/* Will sq be free once the pseudo-legal move m is made (the square left
 * and the square of a capture are, the arrival square is not, nor under
 * Anti-Circe the capturer's relocation square instead)? */
bool fa_square_free_after (const FaPosition *pos, FaMove m, FaSquare sq);

/* Is reborn a pawn that, reborn on sq, promotes (PWC-1, COU-1)? */
bool fa_circe_rebirth_promotes (const FaRules *rules, FaPiece reborn, int side, FaSquare sq);

/* Under the variants that can rebirth a pawn on its last rank (PWC,
 * Couscous): each capture of moves[first..n) that does becomes one move
 * per promotion choice, the choice in its flags
 * (FaMove.rebirth_choice).  Returns the new count. */
int fa_circe_expand_promotions (const FaPosition *pos, FaMove *moves, int first, int n);

/* Each move i of moves[first..n) with promotes[i] becomes one move per
 * promotion choice of the rules, in their order; returns the new count. */
int fa_expand_rebirth_choices (const FaRules *rules, FaMove *moves, int first, int n, const bool *promotes);

/* The hook: the captured unit is reborn if its square is free (CIR-1);
 * under Circe Assassin, on an occupied square too, whose unit is removed,
 * unless it is the capturing side's king (then the move is illegal). */
void fa_circe_after_move (FaPosition *pos);

/* Circe Assassin's check: is sq attacked by by_side, or could by_side
 * capture a unit of the other side whose rebirth would remove the unit
 * on sq?  (Popeye plays each such capture; a rebirth square does not
 * depend on the unit on it, so the test need not.) */
bool fa_circe_assassin_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);

/* Rex Inclusiv (CIR-6): a capture of a royal unit checks only if the unit
 * could not be reborn, its square being occupied once the capture is made.
 * Other captures are not filtered. */
bool fa_circe_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
