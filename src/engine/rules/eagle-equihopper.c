#include "rules/eagle-equihopper.h"

#include "rules/part-walk.h"
#include "rules/equi-lines.h"

/* The two quarter turns taken from each queen line's hurdle, in the
 * order Popeye tries them. */
static const signed char line_turns[8][2][2] = {
  { { 0, -1 }, { 0, 1 } },   { { -1, 0 }, { 1, 0 } },  { { 0, -1 }, { 0, 1 } },   { { -1, 0 }, { 1, 0 } },
  { { -1, -1 }, { 1, 1 } },  { { 1, -1 }, { -1, 1 } }, { { -1, -1 }, { 1, 1 } },  { { 1, -1 }, { -1, 1 } },
};

/* Lands on the squares (a, b) from the hurdle turned a quarter, left
 * first, (a, b) being the hurdle's offset from the piece; true when land
 * stopped the walk. */
static bool
land_turned (FaPartWalk *h, FaSquare hurdle, int a, int b, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  FaSquare left = fa_equi_offset (g, hurdle, -b, a), right = fa_equi_offset (g, hurdle, b, -a);
  return (left != FA_NO_SQUARE && land (h, left)) || (right != FA_NO_SQUARE && land (h, right));
}

/* The queen lines' hops, the last line first: to the first unit, d steps
 * away, then d steps turned a quarter, the first d - 1 of them empty. */
static bool
line_hops (FaPartWalk *h, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 7; i >= 0; i--)
    {
      int d = 1;
      FaSquare hurdle = fa_equi_offset (g, h->from, fa_equi_queen_lines[i][0], fa_equi_queen_lines[i][1]);
      for (; hurdle != FA_NO_SQUARE && !h->pos->board[hurdle]; d++)
        hurdle = fa_equi_offset (g, hurdle, fa_equi_queen_lines[i][0], fa_equi_queen_lines[i][1]);
      if (hurdle == FA_NO_SQUARE)
        continue;
      for (int turn = 0; turn < 2; turn++)
        {
          FaSquare t = hurdle;
          for (int k = 1; k <= d; k++)
            {
              t = fa_equi_offset (g, t, line_turns[i][turn][0], line_turns[i][turn][1]);
              if (t == FA_NO_SQUARE || (k < d && h->pos->board[t]))
                break;
              if (k == d && land (h, t))
                return true;
            }
        }
    }
  return false;
}

/* Calls land on each landing of the eagle equihopper, in Popeye's order. */
static bool
eagle_landings (FaPartWalk *h, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  if (line_hops (h, land))
    return true;
  for (int i = 0; i < 24; i++)
    {
      FaSquare hurdle = fa_equi_offset (g, h->from, fa_equi_leaps[i][0], fa_equi_leaps[i][1]);
      if (hurdle != FA_NO_SQUARE && h->pos->board[hurdle] && land_turned (h, hurdle, fa_equi_leaps[i][0], fa_equi_leaps[i][1], land))
        return true;
    }
  return false;
}

/* One line of the eagle nonstop equihopper: every unit on it a hurdle,
 * nearest first. */
static bool
nonstop_line (FaPartWalk *h, int dx, int dy, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int k = 1;; k++)
    {
      FaSquare hurdle = fa_square_make (g, fa_square_file (g, h->from) + k * dx, fa_square_rank (g, h->from) + k * dy);
      if (hurdle == FA_NO_SQUARE)
        return false;
      if (fa_square_exists (g, hurdle) && h->pos->board[hurdle] && land_turned (h, hurdle, k * dx, k * dy, land))
        return true;
    }
}

/* Calls land on each landing of the eagle nonstop equihopper: the queen's
 * lines, then the leaps' lines, in Popeye's order. */
static bool
eagle_nonstop_landings (FaPartWalk *h, FaPartLanding land)
{
  for (int i = 0; i < 8; i++)
    if (nonstop_line (h, fa_equi_queen_lines[i][0], fa_equi_queen_lines[i][1], land))
      return true;
  for (int i = 0; i < 24; i++)
    if (nonstop_line (h, fa_equi_leaps[i][0], fa_equi_leaps[i][1], land))
      return true;
  return false;
}

static FaPartWalker
walker (const FaCompiledPart *part)
{
  return part->range == FA_EQUIHOP_EAGLE_NONSTOP ? eagle_nonstop_landings : eagle_landings;
}

int
fa_eagle_equihopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                              FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, walker (part));
}

bool
fa_eagle_equihopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, walker (part));
}
