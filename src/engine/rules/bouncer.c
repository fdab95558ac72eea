#include "rules/bouncer.h"

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

int
fa_bouncer_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                     int n)
{
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaSquare to = landing (pos, part, from, i);
      if (to != FA_NO_SQUARE && fa_part_may_land (part, pos->board[to], enemy))
        moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
    }
  return n;
}

bool
fa_bouncer_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  for (int i = 0; i < part->n_vectors; i++)
    if (landing (pos, part, from, i) == sq)
      return true;
  return false;
}
