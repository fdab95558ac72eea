#include "rules/bouncer.h"

#include "rules/part-walk.h"

/* Where the part on from lands along its i-th line (the squares before
 * empty), FA_NO_SQUARE where it does not. */
static FaSquare
landing (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int i)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  FaVector v = g->vectors[part->vectors[i]];
  int away = r->unit_steps[v.dx + 1][v.dy + 1], back = r->unit_steps[-v.dx + 1][-v.dy + 1];
  /* how far the first unit or the edge is, back along the line */
  int distance = 1;
  for (FaSquare t = fa_step (g, back, from); t != FA_NO_SQUARE && !pos->board[t]; t = fa_step (g, back, t))
    distance++;
  FaSquare to = from;
  for (int k = 1; k <= distance; k++)
    {
      to = fa_step (g, away, to);
      if (to == FA_NO_SQUARE || (k < distance && pos->board[to]))
        return FA_NO_SQUARE;
    }
  return to;
}

/* One landing a vector at most. */
static bool
walk (FaPartWalk *h, FaPartLanding land)
{
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      FaSquare to = landing (h->pos, h->part, h->from, i);
      if (to != FA_NO_SQUARE && land (h, to))
        return true;
    }
  return false;
}

int
fa_bouncer_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                     int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, walk);
}

/* The attack test asks often: only a line that passes through sq can
 * land there, so the others are not walked. */
bool
fa_bouncer_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  const FaGeometry *g = &pos->rules->geometry;
  int dx = fa_square_file (g, sq) - fa_square_file (g, from), dy = fa_square_rank (g, sq) - fa_square_rank (g, from);
  /* A bouncer's lines are a queen's: most squares are on none of them. */
  if (!fa_vector_on_queen_line (dx, dy))
    return false;
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaVector v = g->vectors[part->vectors[i]];
      /* (Unit steps: sq lies on the line when it is k > 0 steps along.) */
      int k = v.dx ? dx * v.dx : dy * v.dy;
      if (k > 0 && dx == k * v.dx && dy == k * v.dy)
        return landing (pos, part, from, i) == sq;
    }
  return false;
}
