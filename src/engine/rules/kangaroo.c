#include "rules/kangaroo.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

/* Calls land on each square the part on h->from may land on, line by
 * line, near squares first; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaPartLanding land)
{
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      int v = h->part->vectors[i];
      int hurdles = h->part->range == FA_KANGAROO_BOB ? 4 : 2;
      FaSquare hurdle = h->from;
      for (int k = 0; k < hurdles && hurdle != FA_NO_SQUARE; k++)
        hurdle = fa_first_unit (h->pos, hurdle, v, 0);
      if (hurdle == FA_NO_SQUARE)
        continue;
      if (fa_part_walk_beyond (h, hurdle, v, land))
        return true;
    }
  return false;
}

int
fa_kangaroo_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                      FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, each_landing);
}

bool
fa_kangaroo_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, each_landing);
}
