/* Paralysing pieces (Popeye's piece attribute Paralysing): a paralysing
 * unit takes nothing and gives no check; it paralyses every enemy unit
 * it observes (by its captures' pattern, itself paralysed or not), and a
 * paralysed unit neither moves, captures nor checks.  Two goals read
 * paralysis as Popeye does: a side whose pseudo-legal moves all belong to
 * paralysed units is "suffocated"; a suffocated side is stalemated (in
 * check or not), and never mated.  The kinds with the attribute are
 * variants (pieces/piece-catalogue.h, FA_PIECE_PARALYSING); the hooks
 * are installed as a condition's (rules/conditions/conditions.c). */
#pragma once

#include "board/position.h"

/* Is the unit on sq, playing for side, observed by one of the other
 * side's paralysing units? */
bool fa_paralysed (const FaPosition *pos, FaSquare sq, int side);

/* The hooks: a paralysed unit has no move; a paralysing or paralysed one
 * captures nothing (nor checks); a paralysing unit's captures are taken
 * off its moves (after Monochrome's or Bichrome's filter, if any). */
bool fa_paralysing_piece_may_move (const FaPosition *pos, FaSquare from);
bool fa_paralysing_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
int fa_paralysing_filter_moves (const FaPosition *pos, FaMove *moves, int first, int n);

/* Is the side to move suffocated: it has pseudo-legal moves, were there
 * no paralysis, and all of them are paralysed units'?  (A paralysing
 * unit's capture counts, as in Popeye.) */
bool fa_paralysing_suffocated (FaPosition *pos);
