/* The friend (Popeye's F): no move of its own.  It moves, captures and
 * checks as each kind of its own side that observes it: a unit of that
 * kind of its side would capture on its square, or another friend that
 * would, moving as that kind, is itself observed so, and so on along a
 * chain of friends (each friend of a chain counting as a dummy while the
 * rest of the chain is looked for).  The orphan's rules (rules/orphan.h)
 * with the observers on its own side, as Popeye has it. */
#pragma once

#include "board/position.h"

/* The moves of side's friend on from, added from moves[n] on (as the
 * kinds it borrows make them, without promotions or double steps);
 * returns the new count, doubles included (the kind drops them). */
int fa_friend_generate (const FaPosition *pos, FaSquare from, int side, FaMove *moves, int n);

/* Does one of by_side's friends of kinds attack sq? */
bool fa_friend_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds);
