#include "rules/friend.h"

#include "rules/attack.h"
#include "rules/movegen.h"
#include "rules/orphan.h"

static bool chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, FaBorrowerDummies *dummies);

/* Is sq observed as kind by one of side's friends (other than the unit on
 * sq) that has a chain of its own? */
static bool
friend_observes (const FaPosition *pos, FaSquare sq, int side, int kind, FaBorrowerDummies *dummies)
{
  const FaRules *r = pos->rules;
  if (!(pos->kinds_present[side] & r->friend_kinds))
    return false;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare x = pos->occupied[i];
      FaPiece p = pos->board[x];
      if (x == sq || !fa_piece_is_side (p, side) || !fa_kind_set_has (r->friend_kinds, fa_piece_kind (p))
          || fa_borrower_is_dummy (dummies, x))
        continue;
      if (fa_borrower_observes (pos, x, side, kind, sq) && chain_to (pos, x, side, kind, dummies))
        return true;
    }
  return false;
}

/* Does side's friend on sq move as kind: a unit of side of that kind
 * observes it, or another friend of side that has a chain? */
static bool
chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, FaBorrowerDummies *dummies)
{
  if (fa_square_observed_by_kinds (pos, sq, side, fa_kind_bit (kind)))
    return true;
  /* While the chain goes on from here, this friend is a dummy. */
  fa_borrower_set_dummy (dummies, sq, true);
  bool found = friend_observes (pos, sq, side, kind, dummies);
  fa_borrower_set_dummy (dummies, sq, false);
  return found;
}

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
  for (FaKindSet kinds = lendable_kinds (pos, side); kinds; kinds &= kinds - 1)
    {
      int kind = fa_kind_set_first (kinds);
      FaBorrowerDummies dummies = { { 0 } };
      if (chain_to (pos, from, side, kind, &dummies))
        n = fa_borrower_generate (pos, kind, side, from, moves, n);
    }
  return n;
}

bool
fa_friend_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  if (!(pos->kinds_present[by_side] & kinds & pos->rules->friend_kinds))
    return false;
  for (FaKindSet lent = lendable_kinds (pos, by_side); lent; lent &= lent - 1)
    {
      FaBorrowerDummies dummies = { { 0 } };
      if (friend_observes (pos, sq, by_side, fa_kind_set_first (lent), &dummies))
        return true;
    }
  return false;
}
