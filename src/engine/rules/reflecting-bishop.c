#include "rules/reflecting-bishop.h"

#include "rules/part-walk.h"

/* Walks the line from start along (dx, dy), then its reflections, left
 * of them; true when w->target is reached (w->moves NULL) . */
static bool
walk_line (FaPartWalk *w, FaSquare start, int dx, int dy, int left)
{
  const FaRules *r = w->pos->rules;
  const FaGeometry *g = &r->geometry;
  int v = r->unit_steps[dx + 1][dy + 1];
  FaSquare t = start, next;
  while ((next = fa_step (g, v, t)) != FA_NO_SQUARE)
    {
      FaPiece q = w->pos->board[next];
      if (w->moves ? fa_part_may_land (w->part, q, w->enemy) : next == w->target)
        {
          if (!w->moves)
            return true;
          w->moves[w->n++] = (FaMove) { .from = (uint8_t) w->from, .to = (uint8_t) next };
        }
      if (q)
        return false; /* a unit ends the line */
      t = next;
    }
  /* The edge: the lines at right angles from the last square (one of
   * them leaves the board at once), unless the line ended at its start. */
  if (left == 0 || t == start)
    return false;
  return walk_line (w, t, -dy, dx, left - 1) || walk_line (w, t, dy, -dx, left - 1);
}

static bool
walk_all (FaPartWalk *w)
{
  static const int diagonals[4][2] = { { 1, 1 }, { -1, 1 }, { -1, -1 }, { 1, -1 } };
  for (int i = 0; i < 4; i++)
    if (walk_line (w, w->from, diagonals[i][0], diagonals[i][1], w->part->range))
      return true;
  return false;
}

int
fa_reflecting_bishop_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                               FaMove *moves, int n)
{
  FaPartWalk w = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  walk_all (&w);
  return w.n;
}

bool
fa_reflecting_bishop_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  FaPartWalk w = { pos, part, from, sq, 0, NULL, 0 };
  return walk_all (&w);
}
