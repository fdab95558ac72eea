/* Could the side `mater` still mate within W of its moves while the other
 * side makes B?  A relaxation of mate, so answering "no" is a proof:
 *
 * - the mated king ends on a square within B king steps of where it is;
 * - some non-royal piece of the mater can stand, within W moves, on a
 *   square from which it would attack that square on an empty board;
 * - every flight square is either attackable so by the mater within W
 *   moves, or reachable by a piece of the victim (a block), and the
 *   blocks fit into the victim's moves left after its king's.
 *
 * Distances are over an empty board (captures allowed, pawns with double
 * steps and promotions), computed once per problem.  Help, series and
 * direct play use it to cut subtrees that cannot end in mate; it never
 * removes a solution.  It applies to leapers, riders and pawns only, and
 * not with castling rights or neutral pieces on the board. */
#pragma once

#include "board/position.h"
#include "play/reach.h"

typedef struct FaMateBound FaMateBound;

/* NULL when reach is (the rules have pieces the bound does not cover).
 * The bound refers to reach, which must outlive it. */
FaMateBound *fa_mate_bound_new (const FaReach *reach);
void fa_mate_bound_free (FaMateBound *bound);

/* FALSE: no mate of the other side by `mater` is possible within the
 * moves given. */
bool fa_mate_possible (const FaMateBound *bound, const FaPosition *pos, int mater, int mater_moves,
                       int victim_moves);
