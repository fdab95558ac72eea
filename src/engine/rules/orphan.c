#include "rules/orphan.h"

#include "rules/attack.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

/* A chain being looked for: whose units borrow, which side lends to
 * them (the other: the orphan; their own: the friend), and the squares
 * of borrowers that count as dummies meanwhile, a bit per square. */
typedef struct
{
  FaKindSet borrowers;
  int lender; /* 1: the other side, 0: the borrower's own */
  uint64_t dummies[FA_MAX_SQUARES / 64];
} Chain;

static bool is_dummy (const Chain *c, FaSquare sq) { return (c->dummies[sq >> 6] >> (sq & 63)) & 1; }

/* Would a piece of kind and side standing on x capture on target (a unit
 * of the other side stands there, or is put there for the look)?  The
 * position is put back as it was: the board alone is touched, and only
 * generation reads it meanwhile. */
static bool
borrower_observes_as (const FaPosition *pos, FaSquare x, int side, int kind, FaSquare target)
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

static bool chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, Chain *c);

/* Is sq (a unit of the other side's there, or, for a friend, of side's)
 * observed as kind by one of side's borrowers, other than the unit on
 * sq, that has a chain of its own? */
static bool
borrower_observes (const FaPosition *pos, FaSquare sq, int side, int kind, Chain *c)
{
  if (!(pos->kinds_present[side] & c->borrowers))
    return false;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare x = pos->occupied[i];
      FaPiece p = pos->board[x];
      if (x == sq || !fa_piece_is_side (p, side) || !fa_kind_set_has (c->borrowers, fa_piece_kind (p))
          || is_dummy (c, x))
        continue;
      if (borrower_observes_as (pos, x, side, kind, sq) && chain_to (pos, x, side, kind, c))
        return true;
    }
  return false;
}

/* Does side's borrower on sq move as kind: a piece of kind of the lending
 * side observes it, or a borrower of that side that has a chain? */
static bool
chain_to (const FaPosition *pos, FaSquare sq, int side, int kind, Chain *c)
{
  int lender = side ^ c->lender;
  if (fa_square_observed_by_kinds (pos, sq, lender, fa_kind_bit (kind)))
    return true;
  /* While the chain goes on from here, this borrower is a dummy. */
  c->dummies[sq >> 6] |= 1ull << (sq & 63);
  bool found = borrower_observes (pos, sq, lender, kind, c);
  c->dummies[sq >> 6] &= ~(1ull << (sq & 63));
  return found;
}

/* A chain of orphans (friends) looked for afresh. */
static Chain
new_chain (const FaPosition *pos, bool friend)
{
  return (Chain) { friend ? pos->rules->friend_kinds : pos->rules->orphan_kinds, friend ? 0 : 1, { 0 } };
}

/* The kinds an orphan may borrow: those on the board, orphans and
 * friends aside. */
static FaKindSet
lendable_kinds (const FaPosition *pos)
{
  return (pos->kinds_present[FA_WHITE] | pos->kinds_present[FA_BLACK]) & ~pos->rules->borrower_kinds;
}

/* The moves of side's unit on from as kind makes them, without
 * promotions, double steps or en passant, from moves[n] on; returns the
 * new count. */
static int
borrowed_moves (const FaPosition *pos, int kind, int side, FaSquare from, FaMove *moves, int n)
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

/* The kinds of lent as which side's unit on x may capture on target, as
 * far as the attack tables tell from the vector alone: a ride's line may
 * still be blocked, and the kinds the tables do not describe all stay. */
static FaKindSet
kinds_that_may_observe (const FaPosition *pos, FaSquare x, int side, FaKindSet lent, FaSquare target)
{
  const FaRules *r = pos->rules;
  int d = fa_square_delta (&r->geometry, x, target);
  return lent
         & (~r->table_test_kinds[side] | r->leap_attacks[side][d] | r->ride_attacks[side][d]
            | r->hop_attacks[side][d]);
}

/* The kinds of lent of which one of lender's units might observe sq, as
 * far as the attack tables tell from the vectors alone (a ride's line
 * may still be blocked); the kinds the tables do not describe all stay. */
static FaKindSet
kinds_that_may_see (const FaPosition *pos, FaSquare sq, int lender, FaKindSet lent)
{
  FaKindSet may = lent & ~pos->rules->table_test_kinds[lender];
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare y = pos->occupied[i];
      FaPiece p = pos->board[y];
      if (y != sq && fa_piece_is_side (p, lender))
        may |= kinds_that_may_observe (pos, y, lender, lent & fa_kind_bit (fa_piece_kind (p)), sq);
    }
  return may;
}

int
fa_borrower_generate (const FaPosition *pos, FaSquare from, int side, FaKindSet lent, bool friend, FaMove *moves,
                      int n)
{
  /* Without borrowers on the lending side a chain is one link long: a
   * kind is lent only by a unit of it that observes from, and the vectors
   * of the lender's units rule out most kinds in one pass. */
  Chain probe = new_chain (pos, friend);
  int lender = side ^ probe.lender;
  if (!(pos->kinds_present[lender] & probe.borrowers))
    lent = kinds_that_may_see (pos, from, lender, lent);
  for (; lent; lent &= lent - 1)
    {
      int kind = fa_kind_set_first (lent);
      Chain c = new_chain (pos, friend);
      if (chain_to (pos, from, side, kind, &c))
        n = borrowed_moves (pos, kind, side, from, moves, n);
    }
  return n;
}

bool
fa_borrower_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet lent, bool friend)
{
  /* Borrower by borrower rather than kind by kind: each pair of a
   * borrower and a kind is a chain of its own (its dummies are put back),
   * so the order is free, and the vector to sq rules out most kinds
   * before any chain is looked for. */
  FaKindSet borrowers = friend ? pos->rules->friend_kinds : pos->rules->orphan_kinds;
  if (!(pos->kinds_present[by_side] & borrowers))
    return false;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare x = pos->occupied[i];
      FaPiece p = pos->board[x];
      if (x == sq || !fa_piece_is_side (p, by_side) || !fa_kind_set_has (borrowers, fa_piece_kind (p)))
        continue;
      for (FaKindSet k = kinds_that_may_observe (pos, x, by_side, lent, sq); k; k &= k - 1)
        {
          int kind = fa_kind_set_first (k);
          Chain c = new_chain (pos, friend);
          if (borrower_observes_as (pos, x, by_side, kind, sq) && chain_to (pos, x, by_side, kind, &c))
            return true;
        }
    }
  return false;
}

int
fa_orphan_generate (const FaPosition *pos, FaSquare from, int side, FaMove *moves, int n)
{
  return fa_borrower_generate (pos, from, side, lendable_kinds (pos), false, moves, n);
}

bool
fa_orphan_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  return (pos->kinds_present[by_side] & kinds & pos->rules->orphan_kinds)
         && fa_borrower_attacks (pos, sq, by_side, lendable_kinds (pos), false);
}
