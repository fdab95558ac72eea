#include "rules/near-hopper.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

typedef bool (*Landing) (FaPartWalk *h, FaSquare to);

/* Calls land on each square the part on h->from may land on, line by
 * line, near squares first; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, Landing land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      int v = h->part->vectors[i];
      FaSquare hurdle = fa_step (g, v, h->from);
      if (hurdle == FA_NO_SQUARE || !h->pos->board[hurdle])
        continue;
      for (FaSquare t = fa_step (g, v, hurdle); t != FA_NO_SQUARE; t = fa_step (g, v, t))
        {
          if (land (h, t))
            return true;
          if (h->pos->board[t] || h->part->range == 1)
            break;
        }
    }
  return false;
}

static bool
add_landing (FaPartWalk *h, FaSquare to)
{
  if (fa_part_may_land (h->part, h->pos->board[to], h->enemy))
    h->moves[h->n++] = (FaMove) { .from = (uint8_t) h->from, .to = (uint8_t) to };
  return false;
}

static bool
is_target (FaPartWalk *h, FaSquare to)
{
  return to == h->target;
}

int
fa_near_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (&h, add_landing);
  return h.n;
}

bool
fa_near_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return each_landing (&h, is_target);
}
