#include "rules/mao-rider-lion.h"

#include "rules/part-walk.h"

static inline int
sign (int x)
{
  return (x > 0) - (x < 0);
}

/* Is sq on the board and empty? */
static inline bool
empty (const FaPosition *pos, FaSquare sq)
{
  return sq != FA_NO_SQUARE && !pos->board[sq];
}

/* The square (x, y), FA_NO_SQUARE off the board or on a hole. */
static FaSquare
square_at (const FaGeometry *g, int x, int y)
{
  FaSquare t = fa_square_make (g, x, y);
  return t != FA_NO_SQUARE && fa_square_exists (g, t) ? t : FA_NO_SQUARE;
}

/* One line: the knight's leap v, the square passed p (both as offsets
 * from the step's start); true when land stopped the walk. */
static bool
line (FaPartWalk *h, FaVector v, FaVector p, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  int x = fa_square_file (g, h->from), y = fa_square_rank (g, h->from);
#define AT(k, ox, oy) square_at (g, x + (k) * v.dx + (ox), y + (k) * v.dy + (oy))
  int k = 0;
  FaSquare passed = AT (0, p.dx, p.dy), to = AT (1, 0, 0);
  /* up to the hurdle */
  while (empty (h->pos, passed) && empty (h->pos, to))
    {
      k++;
      passed = AT (k, p.dx, p.dy);
      to = AT (k + 1, 0, 0);
    }
  if (passed == FA_NO_SQUARE || to == FA_NO_SQUARE)
    return false;
  /* over a hurdle passed, onto the square reached right after it */
  if (h->pos->board[passed] && land (h, to))
    return true;
  if (h->pos->board[passed] && h->pos->board[to])
    return false;
  /* beyond: the empty squares, then the first unit */
  do
    {
      k++;
      passed = AT (k, p.dx, p.dy);
      to = AT (k + 1, 0, 0);
      if (!empty (h->pos, passed))
        return false;
      if (to == FA_NO_SQUARE)
        return false;
      if (land (h, to))
        return true;
    }
  while (!h->pos->board[to]);
#undef AT
  return false;
}

static bool
walk (FaPartWalk *h, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      FaVector v = g->vectors[h->part->vectors[i]];
      FaVector p = { sign (v.dx), sign (v.dy) };
      /* the mao passes the step along the leap's long side */
      if (h->part->range == FA_MAO_RIDER_LION)
        {
          if (v.dx == p.dx || v.dx == -p.dx)
            p.dx = 0;
          else
            p.dy = 0;
        }
      if (line (h, v, p, land))
        return true;
    }
  return false;
}

int
fa_mao_rider_lion_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                            FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, walk);
}

bool
fa_mao_rider_lion_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, walk);
}
