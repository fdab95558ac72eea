/* Madrasi (retractors-conditions.md 4.11, rule ids MAD-*): a unit observed
 * by an enemy unit of its own kind is paralysed.  It cannot move, capture
 * or give check, but it still observes, and so still paralyses (MAD-1).
 * Kings take part only under Rex Inclusiv (MAD-3). */
#pragma once

#include "board/position.h"
#include "rules/movegen.h"

/* Is the piece on sq, playing for side, paralysed?  A neutral unit plays
 * for either side, and is paralysed by a unit of the other side's (a
 * neutral one too), as in Popeye. */
bool fa_madrasi_paralysed (const FaPosition *pos, FaSquare sq, int side);

/* The hooks: a paralysed piece neither moves nor captures (nor checks).
 * The compiler installs the second pair where the rules have Rococo
 * kinds, which observe by their own captures (rules/rococo.h); the first
 * stays without their test. */
bool fa_madrasi_piece_may_move (const FaPosition *pos, FaSquare from);
bool fa_madrasi_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
bool fa_madrasi_rococo_piece_may_move (const FaPosition *pos, FaSquare from);
bool fa_madrasi_rococo_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);

/* In check under Madrasi alone (capture_allowed fa_madrasi_capture_allowed),
 * for the legality filter f, which tests every move: a move other than
 * the king's answers a single check only by taking the checker, stepping
 * between, moving a grasshopper's hurdle away, or paralysing the
 * checker.  Sets f->paralysis with those moves (fa_legality_may_answer)
 * where it can tell; leaves f as it was where it cannot (several
 * checkers, paralysers that observe other than by leaps, rides and
 * grasshoppers' hops). */
void fa_madrasi_evasions (FaLegality *f, const FaPosition *pos);
