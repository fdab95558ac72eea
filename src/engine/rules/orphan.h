/* The orphan (Popeye's O): no move of its own.  It moves, captures and
 * checks as each kind that observes it: an enemy piece of that kind
 * attacks it, or an enemy orphan that would attack it as that kind is
 * itself observed so, and so on along a chain of orphans of alternating
 * sides (each orphan of a chain counting as a dummy while the rest of the
 * chain is looked for, so that no chain goes round).  Popeye's rules, as
 * its own test files show them. */
#pragma once

#include "board/position.h"

/* The moves of side's orphan on from, added from moves[n] on (as the
 * kinds it borrows make them, without promotions or double steps);
 * returns the new count, doubles included (the kind drops them). */
int fa_orphan_generate (const FaPosition *pos, FaSquare from, int side, FaMove *moves, int n);

/* Does one of by_side's orphans of kinds attack sq? */
bool fa_orphan_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds);

/* Shared with the friend (rules/friend.h), which borrows as the orphan
 * does. */

/* The squares of orphans (friends) that count as dummies while a chain
 * is looked for: a bit per square. */
typedef struct
{
  uint64_t bits[FA_MAX_SQUARES / 64];
} FaBorrowerDummies;

static inline bool
fa_borrower_is_dummy (const FaBorrowerDummies *d, FaSquare sq)
{
  return (d->bits[sq >> 6] >> (sq & 63)) & 1;
}

static inline void
fa_borrower_set_dummy (FaBorrowerDummies *d, FaSquare sq, bool dummy)
{
  if (dummy)
    d->bits[sq >> 6] |= 1ull << (sq & 63);
  else
    d->bits[sq >> 6] &= ~(1ull << (sq & 63));
}

/* Would a piece of kind and side standing on x capture on target (a unit
 * of the other side stands there, or is put there for the look)?  The
 * position is put back as it was: the board alone is touched, and only
 * generation reads it meanwhile. */
bool fa_borrower_observes (const FaPosition *pos, FaSquare x, int side, int kind, FaSquare target);

/* The moves of side's unit on from as kind makes them, without
 * promotions, double steps or en passant, from moves[n] on; returns the
 * new count. */
int fa_borrower_generate (const FaPosition *pos, int kind, int side, FaSquare from, FaMove *moves, int n);
