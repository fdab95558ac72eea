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
 * does, its own side lending. */

/* The moves of side's orphan (friend) on from as each kind of lent
 * whose chain it has, without promotions, double steps or en passant,
 * added from moves[n] on; returns the new count. */
int fa_borrower_generate (const FaPosition *pos, FaSquare from, int side, FaKindSet lent, bool friend, FaMove *moves,
                          int n);

/* Does one of by_side's orphans (friends) attack sq as a kind of lent? */
bool fa_borrower_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet lent, bool friend);
