/* Move generation: pseudo-legal moves (the mover's king may be left in
 * check) and the legality filter on top of them. */
#pragma once

#include "position.h"

/* Move lists: see move-list.h (their size depends on the position). */

/* Pseudo-legal moves of pos->side; returns how many were written. */
int fa_generate_pseudo_legal (const FaPosition *pos, FaMove *moves);

/* Legal moves of pos->side (pos is restored before returning). */
int fa_generate_legal (FaPosition *pos, FaMove *moves);

/* Does pos->side have at least one legal move? */
bool fa_has_legal_move (FaPosition *pos);

/* Is move among the pseudo-legal moves of pos->side? (slow: for output) */
bool fa_move_is_pseudo_legal (const FaPosition *pos, FaMove move);

/* Is move (pseudo-legal for pos->side) legal? */
bool fa_move_is_legal (FaPosition *pos, FaMove move);

/* Is the pseudo-legal move a capture? */
static inline bool
fa_move_is_capture (const FaPosition *pos, FaMove move)
{
  return (move.flags & FA_MOVE_EN_PASSANT) || pos->board[move.to] != 0;
}
