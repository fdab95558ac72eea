#include "rules/bouncy-knight.h"

#include "rules/part-walk.h"

/* Calls land on each square reached from sq by a leap, going on from the
 * empty edge squares while leaps are left; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaSquare sq, int leaps_left, FaPartLanding land)
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

/* Up to three leaps, the board's edge bouncing it on. */
static bool
walk (FaPartWalk *h, FaPartLanding land)
{
  return each_landing (h, h->from, 3, land);
}

/* A walk that writes each arrival once: several paths (three leaps, the
 * edge bouncing it on) reach one square, and the part's bound (the
 * board's squares, rules.c part_move_bound) counts arrivals. */
typedef struct
{
  FaPartWalk walk; /* first: the landing gets &walk */
  uint64_t seen[FA_MAX_SQUARES / 64];
} OnceWalk;

static bool
add_once (FaPartWalk *h, FaSquare to)
{
  OnceWalk *o = (OnceWalk *) h;
  if (o->seen[to >> 6] & (1ull << (to & 63)))
    return false;
  o->seen[to >> 6] |= 1ull << (to & 63);
  return fa_part_walk_add (h, to);
}

int
fa_bouncy_knight_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                           FaMove *moves, int n)
{
  OnceWalk o = { .walk = { pos, part, from, FA_NO_SQUARE, enemy, moves, n } };
  walk (&o.walk, add_once);
  return o.walk.n;
}

bool
fa_bouncy_knight_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, walk);
}
