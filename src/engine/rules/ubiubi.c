#include "rules/ubiubi.h"

#include "rules/part-walk.h"

/* The knight's leaps in Popeye's order, which decides the order of the
 * moves (each square reached once, by the first path found). */
static const signed char knight_leaps[8][2] = { { -2, 1 }, { -1, 2 }, { 1, 2 }, { 2, 1 },
                                                { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 } };

typedef struct
{
  FaPartWalk *h;
  FaPartLanding land;
  bool reached[256]; /* (FaSquare is a byte) */
} UbiWalk;

/* The leaps on from sq, depth first; true when land stopped the walk. */
static bool
leaps_from (UbiWalk *w, FaSquare sq)
{
  const FaGeometry *g = &w->h->pos->rules->geometry;
  for (int i = 0; i < 8; i++)
    {
      FaSquare t = fa_square_make (g, fa_square_file (g, sq) + knight_leaps[i][0], fa_square_rank (g, sq) + knight_leaps[i][1]);
      if (t == FA_NO_SQUARE || !fa_square_exists (g, t) || w->reached[t])
        continue;
      w->reached[t] = true;
      if (w->land (w->h, t))
        return true;
      if (!w->h->pos->board[t] && leaps_from (w, t))
        return true;
    }
  return false;
}

static bool
walk (FaPartWalk *h, FaPartLanding land)
{
  UbiWalk w = { .h = h, .land = land };
  w.reached[h->from] = true;
  return leaps_from (&w, h->from);
}

int
fa_ubiubi_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                    int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, walk);
}

bool
fa_ubiubi_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, walk);
}
