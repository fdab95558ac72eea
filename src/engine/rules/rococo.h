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

/* Is the unit on sq frozen: an enemy immobilizer beside it, or, for an
 * immobilizer, an enemy chameleon (RC-1, RC-3, RC-4)? */
bool fa_rococo_frozen (const FaPosition *pos, FaSquare sq);

/* The squares whose units move (pseudo-legal in pos, not yet made) takes
 * off besides a replacement, en passant or locust capture: withdrawal,
 * approach, overtaking, a chameleon's side captures, the mover itself in
 * a mutual destruction or a suicide.  Written to out (room for
 * FA_MAX_EFFECTS); returns how many. */
int fa_rococo_removals (const FaPosition *pos, FaMove move, FaSquare *out);

/* Turns the Rococo rules on for rules that have a Rococo kind
 * (rules->rococo_kinds[0]), before any condition is compiled: they do not
 * combine with conditions or neutral units yet (the solver refuses
 * those). */
void fa_rococo_install (FaRules *rules);

/* Do the Rococo pieces combine with the condition line (as FaProblem
 * keeps it: "Circe", "MonochromChess")?  The Circe family where a rebirth
 * goes by the captured unit alone (Circe, Mirror, File, Chameleon), the
 * chromatic conditions and the mummers; not yet the others. */
gboolean fa_rococo_takes_condition (const char *line);
