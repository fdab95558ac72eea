/* Rex Multiplex (retractors-conditions.md 4.5, rule ids RXM-*): a side may
 * have several kings, in the diagram or by promotion (RXM-1).  Popeye
 * does not solve it; the rules are the glossary's, read as the
 * specification recommends:
 *
 * - a move may leave none of its side's kings attacked (RXM-5), so a side
 *   is in check when any of its kings is attacked;
 * - a check the opponent cannot answer is legal only if it mates every
 *   king at once (RXM-2, RXM-4): each king attacked, and no move of its
 *   side would take the attack off that king alone.  Otherwise the
 *   checking move is illegal (RXM-T1);
 * - stalemate is the usual one (RXM-3). */
#pragma once

#include "board/position.h"

/* Is one of side's royal units attacked? */
bool fa_royals_attacked (const FaPosition *pos, int side);

/* RXM-4, after a move that left none of the mover's kings attacked:
 * FALSE when it checks the side now to move, which has no legal answer,
 * and not every king of that side is mated. */
bool fa_rex_multiplex_check_allowed (FaPosition *pos);
