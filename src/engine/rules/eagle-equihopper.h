/* Popeye's eagle equihoppers (EE, EN): an equihopper's hop turned a
 * quarter at the hurdle.  The eagle equihopper goes along a queen line
 * to its first unit, turns left or right there and goes as far again,
 * the squares between empty; or over the unit a knight's, zebra's or
 * camel's leap away, then that leap turned a quarter.  The eagle nonstop
 * equihopper takes any unit on those lines and leaps as hurdle, nothing
 * between looked at, and lands as far from it, turned a quarter.  The
 * landing square empty (a move) or the enemy's (a capture). */
#pragma once

#include "board/position.h"

/* The moves of the part on from (range FA_EQUIHOP_EAGLE or
 * FA_EQUIHOP_EAGLE_NONSTOP), written from moves[n] on; returns the new
 * count, doubles included (the kind sorts them away). */
int fa_eagle_equihopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                                  FaMove *moves, int n);

/* Does the part on from land on sq (FaPartReaches)? */
bool fa_eagle_equihopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);
