#include "rules/equistopper.h"

#include "rules/equi-lines.h"
#include "rules/part-walk.h"

/* The first unit from sq along (dx, dy) and its distance in steps;
 * FA_NO_SQUARE when the line leaves the board first. */
static FaSquare
first_unit (const FaPosition *pos, FaSquare sq, int dx, int dy, int *steps)
{
  const FaGeometry *g = &pos->rules->geometry;
  *steps = 0;
  do
    {
      sq = fa_equi_offset (g, sq, dx, dy);
      ++*steps;
    }
  while (sq != FA_NO_SQUARE && !pos->board[sq]);
  return sq;
}

/* Calls land on each landing in Popeye's order: the queen's lines, the
 * last first, then the leaps; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 7; i >= 0; i--)
    {
      int dx = fa_equi_queen_lines[i][0], dy = fa_equi_queen_lines[i][1], d, beyond;
      FaSquare unit = first_unit (h->pos, h->from, dx, dy, &d);
      if (unit == FA_NO_SQUARE)
        continue;
      /* halfway there, an empty square */
      if (d % 2 == 0 && land (h, fa_equi_offset (g, h->from, dx * d / 2, dy * d / 2)))
        return true;
      /* on the unit, halfway to one as far beyond it (fa_part_walk_add
       * takes only the enemy's) */
      FaSquare second = first_unit (h->pos, unit, dx, dy, &beyond);
      if (second != FA_NO_SQUARE && beyond == d && land (h, unit))
        return true;
    }
  for (int i = 0; i < 24; i++)
    {
      int dx = fa_equi_leaps[i][0], dy = fa_equi_leaps[i][1];
      FaSquare unit = fa_equi_offset (g, h->from, 2 * dx, 2 * dy), t = fa_equi_offset (g, h->from, dx, dy);
      if (unit != FA_NO_SQUARE && t != FA_NO_SQUARE && h->pos->board[unit] && land (h, t))
        return true;
    }
  return false;
}

int
fa_equistopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, each_landing);
}

bool
fa_equistopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, each_landing);
}
