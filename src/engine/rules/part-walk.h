/* One part's walk from a square, shared by the shapes that walk their own
 * moves (rules/angle-hopper.c, rules/reflecting-bishop.c, the kangaroo,
 * the near and rose hoppers, the querquisite, the bouncy knight): it either
 * writes the moves (moves, from moves[n] on) or, with moves NULL, asks
 * whether the walk reaches target (the attack test). */
#pragma once

#include "board/position.h"
#include "rules/rules.h"

typedef struct
{
  const FaPosition *pos;
  const FaCompiledPart *part;
  FaSquare from, target;
  unsigned enemy;
  FaMove *moves;
  int n;
} FaPartWalk;

/* What a walk does on each square it may land on; true stops the walk. */
typedef bool (*FaPartLanding) (FaPartWalk *h, FaSquare to);

/* A shape's walk: calls land on each square the part on h->from may land
 * on; true when land stopped it. */
typedef bool (*FaPartWalker) (FaPartWalk *h, FaPartLanding land);

/* The squares beyond a hurdle along v, as a hopper lands: the first one,
 * or (a lion's range 0) each up to and on the first unit; true when land
 * stopped the walk. */
static inline bool
fa_part_walk_beyond (FaPartWalk *h, FaSquare hurdle, int v, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (FaSquare t = fa_step (g, v, hurdle); t != FA_NO_SQUARE; t = fa_step (g, v, t))
    {
      if (land (h, t))
        return true;
      if (h->pos->board[t] || h->part->range == 1)
        break;
    }
  return false;
}

/* The landing that writes the move where the unit there allows it. */
static inline bool
fa_part_walk_add (FaPartWalk *h, FaSquare to)
{
  if (fa_part_may_land (h->part, h->pos->board[to], h->enemy))
    h->moves[h->n++] = (FaMove) { .from = (uint8_t) h->from, .to = (uint8_t) to };
  return false;
}

/* The landing that stops on the target. */
static inline bool
fa_part_walk_is_target (FaPartWalk *h, FaSquare to)
{
  return to == h->target;
}

/* The moves the walk writes, from moves[n] on; returns the new count. */
static inline int
fa_part_walk_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                       FaMove *moves, int n, FaPartWalker walk)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  walk (&h, fa_part_walk_add);
  return h.n;
}

/* Does the walk from from reach sq? */
static inline bool
fa_part_walk_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq,
                      FaPartWalker walk)
{
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return walk (&h, fa_part_walk_is_target);
}
