#include "rules/conditions/mummer.h"

/* MAX-1, MAX-2, MAX-3. */
static int
move_length (const FaGeometry *g, FaMove m)
{
  if (m.type == FA_MOVE_CASTLE_SHORT)
    return 16;
  if (m.type == FA_MOVE_CASTLE_LONG)
    return 25;
  int dx = fa_square_file (g, m.to) - fa_square_file (g, m.from);
  int dy = fa_square_rank (g, m.to) - fa_square_rank (g, m.from);
  return dx * dx + dy * dy;
}

int
fa_mummer_filter (const FaPosition *pos, FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  /* Minimummer: the shortest is the longest of the negated lengths. */
  int sign = pos->rules->conditions.mummer[pos->side] == FA_MUMMER_MAXIMUM ? 1 : -1;
  int best = 0;
  for (int i = 0; i < n; i++)
    {
      int length = sign * move_length (g, moves[i]);
      if (i == 0 || length > best)
        best = length;
    }
  int kept = 0;
  for (int i = 0; i < n; i++)
    if (sign * move_length (g, moves[i]) == best)
      moves[kept++] = moves[i];
  return kept;
}
