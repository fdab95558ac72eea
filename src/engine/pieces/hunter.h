/* Popeye's hunters written X/Y in a piece list: a piece that moves
 * forward (towards the opponent's side) as X and backward as Y, never
 * sideways; "S/B" moves forward as a knight, backward as a bishop.  (The
 * catalogue's RR and BR are hunters of another kind: up and down the
 * board for both sides, as Popeye has them.) */
#pragma once

#include "pieces/piece-catalogue.h"

/* The movement of the hunter X/Y (pieces/movement.h: X's terms with f,
 * Y's with b; a pawn forward is the pawn, backward nothing), newly
 * allocated; NULL when X or Y moves otherwise than by leaps, rides and
 * the pawn's walk, which a direction cannot be put on. */
char *fa_hunter_movement (const FaPieceSpec *away, const FaPieceSpec *home);
