#include "rules/orphan.h"

#include "rules/attack.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

typedef FaBorrowerDummies Dummies;

bool
fa_borrower_observes (const FaPosition *pos, FaSquare x, int side, int kind, FaSquare target)
{
  /* Leaps, rides and grasshopper hops: the attack tables answer. */
  if (fa_kind_set_has (pos->rules->table_test_kinds[side], kind))
    return fa_table_attack (pos, kind, side, x, target, true);
  FaPiece *board = (FaPiece *) pos->board;
  FaPiece saved = board[target];
  /* (a friend's own unit stands in for an enemy) */
  if (!fa_piece_is_side (saved, side ^ 1))
    board[target] = fa_piece_make (pos->rules->pawn_kind, fa_side_bit (side ^ 1));
  FA_SCRATCH_ARRAY (FaMove, moves, pos->rules->max_piece_moves + 1);
  int n = fa_generate_borrowed (pos, kind, side, x, moves, 0);
  bool found = false;
  /* (a locust's capture lands beyond its victim: a triton lends it; an
   * en passant capture is no observation, as in Popeye: a royal pawn's
   * double step past an orphan that moves as a pawn is no self-check) */
  for (int i = 0; i < n && !found; i++)
    found = (moves[i].special == FA_MOVE_SPECIAL_LOCUST ? fa_move_capture_square (pos, moves[i]) : moves[i].to)
            == target;
  board[target] = saved;
  return found;
}

static bool chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, Dummies *dummies);

/* Is sq, where a unit of the other side than `side` stands, observed as
 * kind by one of side's orphans that has a chain of its own? */
static bool
orphan_observes (const FaPosition *pos, FaSquare sq, int side, int kind, Dummies *dummies)
{
  const FaRules *r = pos->rules;
  if (!(pos->kinds_present[side] & r->orphan_kinds))
    return false;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare x = pos->occupied[i];
      FaPiece p = pos->board[x];
      if (x == sq || !fa_piece_is_side (p, side) || !fa_kind_set_has (r->orphan_kinds, fa_piece_kind (p))
          || fa_borrower_is_dummy (dummies, x))
        continue;
      if (fa_borrower_observes (pos, x, side, kind, sq) && chain_to (pos, x, side, kind, dummies))
        return true;
    }
  return false;
}

/* Does side's orphan on sq move as kind: a piece of kind of the other
 * side observes it, or an orphan of the other side that has a chain? */
static bool
chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, Dummies *dummies)
{
  int enemy = side ^ 1;
  if (fa_square_observed_by_kinds (pos, sq, enemy, fa_kind_bit (kind)))
    return true;
  /* While the chain goes on from here, this orphan is a dummy. */
  fa_borrower_set_dummy (dummies, sq, true);
  bool found = orphan_observes (pos, sq, enemy, kind, dummies);
  fa_borrower_set_dummy (dummies, sq, false);
  return found;
}

/* The kinds an orphan may borrow: those on the board, orphans and
 * friends aside. */
static FaKindSet
lendable_kinds (const FaPosition *pos)
{
  return (pos->kinds_present[FA_WHITE] | pos->kinds_present[FA_BLACK]) & ~pos->rules->borrower_kinds;
}

int
fa_borrower_generate (const FaPosition *pos, int kind, int side, FaSquare from, FaMove *moves, int n)
{
  int first = n;
  n = fa_generate_borrowed (pos, kind, side, from, moves, n);
  /* It neither promotes, nor leaves an en passant square behind, nor
   * captures en passant. */
  int kept = first;
  for (int i = first; i < n; i++)
    if (moves[i].type != FA_MOVE_EN_PASSANT)
      {
        moves[kept] = moves[i];
        moves[kept].promotion = 0;
        if (moves[kept].type == FA_MOVE_DOUBLE_STEP)
          moves[kept].type = FA_MOVE_PLAIN;
        kept++;
      }
  return kept;
}

int
fa_orphan_generate (const FaPosition *pos, FaSquare from, int side, FaMove *moves, int n)
{
  for (FaKindSet kinds = lendable_kinds (pos); kinds; kinds &= kinds - 1)
    {
      int kind = fa_kind_set_first (kinds);
      Dummies dummies = { { 0 } };
      if (chain_to (pos, from, side, kind, &dummies))
        n = fa_borrower_generate (pos, kind, side, from, moves, n);
    }
  return n;
}

bool
fa_orphan_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  const FaRules *r = pos->rules;
  if (!(pos->kinds_present[by_side] & kinds & r->orphan_kinds))
    return false;
  for (FaKindSet lent = lendable_kinds (pos); lent; lent &= lent - 1)
    {
      int kind = fa_kind_set_first (lent);
      Dummies dummies = { { 0 } };
      if (orphan_observes (pos, sq, by_side, kind, &dummies))
        return true;
    }
  return false;
}
