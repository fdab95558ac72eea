/* Parrain Circe (retractors-conditions.md 4.6, PAR-1): a captured unit
 * stays off the board until the next move is played, and is then reborn
 * on the capture square moved by that move's vector (castling: the king's
 * and the rook's together; en passant: the pawn's), if that square is on
 * the board and free.  The rebirth is the next move's effect.  A pawn
 * reborn on its last rank promotes, the choice being the next move's
 * (its flags carry it, as under PWC).  The unit waiting counts in the
 * position's key. */
#pragma once

#include "board/position.h"

void fa_parrain_after_move (FaPosition *pos);

/* Every move of the side whose unit waits, that would rebirth it on its
 * last rank, becomes one move per promotion choice. */
int fa_parrain_expand_promotions (const FaPosition *pos, FaMove *moves, int first, int n);

/* The key of the unit waiting at ply (captured by the move ply - 1), 0
 * when none: part of the position's key (fa_position_rehash). */
uint64_t fa_parrain_key (const FaPosition *pos, int ply);
