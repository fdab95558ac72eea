#include "rules/conditions/chromatic.h"

/* Does a step from from to to fit the condition? */
static bool
fits (const FaRules *r, FaSquare from, FaSquare to)
{
  bool same = fa_square_is_dark (&r->geometry, from) == fa_square_is_dark (&r->geometry, to);
  return same == (r->conditions.chromatic == FA_CHROMATIC_MONOCHROME);
}

bool
fa_chromatic_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  return fits (pos->rules, from, to);
}

int
fa_chromatic_filter_moves (const FaPosition *pos, FaMove *moves, int first, int n)
{
  const FaRules *r = pos->rules;
  int kept = first;
  for (int i = first; i < n; i++)
    {
      FaMove m = moves[i];
      bool ok = fits (r, m.from, m.to);
      int side = pos->side;
      if (m.type == FA_MOVE_CASTLE_SHORT)
        ok = ok && fits (r, r->castle_rook_short[side], (FaSquare) (m.from + 1));
      else if (m.type == FA_MOVE_CASTLE_LONG)
        ok = ok && fits (r, r->castle_rook_long[side], (FaSquare) (m.from - 1));
      if (ok)
        moves[kept++] = m;
    }
  return kept;
}
