/* Move lists sized from the position, not from a constant.
 *
 * How many moves one position can have depends on the problem: a 16x16
 * board with defined riders, or fifty kinds a pawn may promote to, gives
 * thousands, an orthodox ending a dozen.  So a list has room for
 * fa_move_capacity (pos) moves, a bound the generator can never exceed
 * (every piece on the board times the most moves one piece of the
 * problem's kinds can make, plus castling), and lives on a per-thread
 * stack of blocks instead of the C stack, where thousands of plies of a
 * ser-h#999 would not fit either.
 *
 *   FA_MOVE_LIST (moves, &s->pos);
 *   int n = fa_generate_legal (&s->pos, moves);
 *
 * declares `FaMove *moves` for the position as it is now; the room goes
 * back when the variable goes out of scope (lists are taken and given
 * back last in, first out, which scopes guarantee).  Generate into a
 * list only at the position it was opened for: the bound is that
 * position's.  Under AddressSanitizer the unused room is poisoned, so a
 * bound that is too small is reported at the first write past it. */
#pragma once

#include <glib.h>

#include "board/position.h"

/* Room taken on the calling thread's stack of lists. */
typedef struct
{
  void *data;
  void *block;
  void *stack;
  size_t mark;
} FaScratch;

/* bytes of room, aligned for any move or index type. */
FaScratch fa_scratch_open (size_t bytes);
void fa_scratch_close (FaScratch *scratch);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FaScratch, fa_scratch_close)

/* The most pseudo-legal moves the side to move can have in pos. */
static inline size_t
fa_move_capacity (const FaPosition *pos)
{
  return (size_t) pos->n_occupied * (size_t) pos->rules->max_piece_moves + 2;
}

/* Declares `FaMove *name`, room for every move of the side to move in
 * *pos (a const FaPosition * expression). */
#define FA_MOVE_LIST(name, pos)                                                           \
  g_auto (FaScratch) name##_scratch = fa_scratch_open (fa_move_capacity (pos) * sizeof (FaMove)); \
  FaMove *const name = name##_scratch.data

/* Declares `type *name`, room for count elements. */
#define FA_SCRATCH_ARRAY(type, name, count)                                               \
  g_auto (FaScratch) name##_scratch = fa_scratch_open ((size_t) (count) * sizeof (type));  \
  type *const name = name##_scratch.data
