#include "rules/mao-hopper.h"

#include "rules/part-walk.h"
#include "rules/mao-rider-lion.h"

#include "rules/attack.h"

static inline int
sign (int x)
{
  return (x > 0) - (x < 0);
}

/* Where the part on from lands by its i-th knight's leap, over the
 * occupied square the mao (or the moa) passes; FA_NO_SQUARE where it
 * does not. */
static FaSquare
landing (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int i)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  FaVector v = g->vectors[part->vectors[i]];
  int sx = sign (v.dx), sy = sign (v.dy);
  if (part->range == 1)
    {
      /* the step along the leap's long side */
      if (v.dx == sx || v.dx == -sx)
        sx = 0;
      else
        sy = 0;
    }
  FaSquare hurdle = fa_step (g, r->unit_steps[sx + 1][sy + 1], from);
  if (hurdle == FA_NO_SQUARE || !pos->board[hurdle])
    return FA_NO_SQUARE;
  return fa_step (g, part->vectors[i], from);
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
fa_mao_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                        FaMove *moves, int n)
{
  if (part->range >= FA_MAO_RIDER_LION)
    return fa_mao_rider_lion_generate (pos, part, from, enemy, moves, n);
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, walk);
}

bool
fa_mao_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  if (part->range >= FA_MAO_RIDER_LION)
    return fa_mao_rider_lion_reaches (pos, part, from, sq);
  return fa_part_walk_reaches (pos, part, from, sq, walk);
}
