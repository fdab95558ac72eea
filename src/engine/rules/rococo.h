/* The seven Rococo pieces of UC-73 (shared/spec/pieces-uc73.md section 4):
 * chameleon, long leaper, swapper, withdrawer, advancer, immobilizer and
 * cannon pawn.  They capture by withdrawal, approach, overtaking, mimicry,
 * swap and mutual destruction, and the immobilizer freezes every enemy
 * beside it, whatever its kind: a frozen unit neither moves nor checks,
 * and may only remove itself (suicide), a frozen king not even that.
 *
 * A move says which of these it is in FaMove.special (board/position.h):
 * SWAP for a swap, ROCOCO for a move that removes units besides (or
 * instead of) the one on its arrival square; which units follows from
 * the moving kind and the squares.  The rules that hold wherever such a
 * piece stands (freezing, the capture test, the removals) come in as the
 * hooks conditions use (rules/conditions/conditions.h), installed by
 * fa_rococo_install: the engine's shortcuts go off and every move is
 * made and tested. */
#pragma once

#include <glib.h>

#include "board/position.h"

/* The most moves the Rococo part can give from one square. */
int fa_rococo_move_bound (const FaRules *rules, const FaCompiledPart *part);

/* The moves of side's Rococo piece (part) on from, written from moves[n]
 * on; returns the new count.  Freezing is the caller's to apply. */
int fa_rococo_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves,
                        int n);

/* Is the unit on sq, playing for side, frozen: an enemy immobilizer
 * beside it, or, for an immobilizer, an enemy chameleon (RC-1, RC-3,
 * RC-4)?  A neutral unit is either side's enemy: a neutral immobilizer
 * freezes every unit beside it, a neutral unit is frozen by the
 * immobilizers of the side it does not play for and the neutral ones. */
bool fa_rococo_frozen (const FaPosition *pos, FaSquare sq, int side);

/* The squares whose units move (pseudo-legal in pos, not yet made; a
 * neutral unit's for the side to move) takes off besides a replacement,
 * en passant or locust capture: withdrawal, approach, overtaking, a
 * chameleon's side captures, the mover itself in a mutual destruction or
 * a suicide.  Written to out (room for FA_MAX_EFFECTS); returns how
 * many. */
int fa_rococo_removals (const FaPosition *pos, FaMove move, FaSquare *out);

/* After a move (during fa_position_make, once the Rococo hook has run):
 * the units it took, the one on its arrival square first, then those its
 * Rococo capture removed elsewhere, in the order taken; never the mover
 * itself (a mutual destruction, a suicide).  Written to out (room for
 * FA_MAX_EFFECTS + 1) unless NULL; returns how many.  Without Rococo
 * pieces: the one captured, if any. */
int fa_rococo_taken (const FaPosition *pos, FaPiece *out);

/* Does one of by_side's units of the Rococo kinds among kinds take the
 * unit on sq by one of its moves, frozen or not, the conditions aside?
 * Madrasi's observation (rules/conditions/madrasi.c): an immobilizer
 * takes nothing, so it observes nothing. */
bool fa_rococo_observes (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds);

/* The hooks fa_rococo_install puts in (conditions.attack_test and
 * generate_piece): the attack test, a capture of the unit on sq (of a king
 * on an empty square) by any of by_side's units that is not frozen, as
 * the conditions allow it; the moves of the side to move's unit on from,
 * a frozen one's suicide alone. */
bool fa_rococo_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);
int fa_rococo_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* Turns the Rococo rules on for rules that have a Rococo kind
 * (rules->rococo_kinds[0]), before any condition is compiled: their hook
 * comes first (conditions.n_piece_hooks), and the conditions
 * fa_rococo_takes_condition names combine with them (the solver refuses
 * the others). */
void fa_rococo_install (FaRules *rules);

/* Do the Rococo pieces combine with the condition line (as FaProblem
 * keeps it: "Circe", "MonochromChess")?  The Circe family where a rebirth
 * goes by the captured unit alone (Circe, Mirror, File, Chameleon), every
 * Anti-Circe the compiler reads, Andernach, Anti-Andernach, Tibet, Double
 * Tibet, Madrasi, KöKo and Anti-KöKo, Sentinelles, the chromatic
 * conditions and the mummers; not yet the others. */
gboolean fa_rococo_takes_condition (const char *line);
