#include "rules/conditions/mummer.h"

#include <string.h>

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
fa_forced_squares_parse (int files, int ranks, const char *words, uint64_t *set)
{
  memset (set, 0, sizeof (uint64_t) * (FA_MAX_SQUARES / 64));
  int count = 0;
  for (const char *p = words; *p;)
    {
      if (*p == ' ')
        {
          p++;
          continue;
        }
      FaSquare sq;
      int used = fa_square_parse (files, ranks, p, &sq);
      if (used == 0)
        return -1;
      set[sq >> 6] |= 1ull << (sq & 63);
      count++;
      p += used;
    }
  return count;
}

/* The move's measure: the side plays one of its legal moves of the
 * greatest. */
static int
measure (const FaPosition *pos, FaMove m)
{
  const FaConditionRules *c = &pos->rules->conditions;
  switch (c->mummer[pos->side])
    {
    case FA_MUMMER_FORCED_SQUARES:
      /* (Castling arrives where its king does.) */
      return (c->forced_squares[pos->side][m.to >> 6] >> (m.to & 63)) & 1;
    case FA_MUMMER_MINIMUM:
      /* the shortest is the longest of the negated lengths */
      return -move_length (&pos->rules->geometry, m);
    default:
      return move_length (&pos->rules->geometry, m);
    }
}

int
fa_mummer_filter (const FaPosition *pos, FaMove *moves, int n)
{
  int best = 0;
  for (int i = 0; i < n; i++)
    {
      int value = measure (pos, moves[i]);
      if (i == 0 || value > best)
        best = value;
    }
  int kept = 0;
  for (int i = 0; i < n; i++)
    if (measure (pos, moves[i]) == best)
      moves[kept++] = moves[i];
  return kept;
}
