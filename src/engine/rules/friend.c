#include "rules/friend.h"

#include "rules/orphan.h"

/* The kinds side's friends may borrow: side's own on the board, orphans
 * and friends aside. */
static FaKindSet
lendable_kinds (const FaPosition *pos, int side)
{
  return pos->kinds_present[side] & ~pos->rules->borrower_kinds;
}

int
fa_friend_generate (const FaPosition *pos, FaSquare from, int side, FaMove *moves, int n)
{
  return fa_borrower_generate (pos, from, side, lendable_kinds (pos, side), true, moves, n);
}

bool
fa_friend_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  return (pos->kinds_present[by_side] & kinds & pos->rules->friend_kinds)
         && fa_borrower_attacks (pos, sq, by_side, lendable_kinds (pos, by_side), true);
}
