#include "rules/bouncy-knight.h"

#include "rules/part-walk.h"

typedef bool (*Landing) (FaPartWalk *h, FaSquare to);

/* Calls land on each square reached from sq by a leap, going on from the
 * empty edge squares while leaps are left; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaSquare sq, int leaps_left, Landing land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      FaSquare t = fa_step (g, h->part->vectors[i], sq);
      if (t == FA_NO_SQUARE)
        continue;
      if (land (h, t))
        return true;
      if (!h->pos->board[t] && leaps_left > 1 && fa_square_on_edge (g, t)
          && each_landing (h, t, leaps_left - 1, land))
        return true;
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
fa_bouncy_knight_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                           FaMove *moves, int n)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (&h, from, 3, add_landing);
  return h.n;
}

bool
fa_bouncy_knight_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return each_landing (&h, from, 3, is_target);
}
