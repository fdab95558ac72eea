/* Moves named by their squares, for the tests on an 8x8 board. */
#pragma once

#include <glib.h>

#include "rules/move-list.h"
#include "rules/movegen.h"

/* Is there a legal move from from to to?  The first one in *out. */
static inline bool
legal_move (FaPosition *pos, const char *from, const char *to, FaMove *out)
{
  FaSquare a, b;
  g_assert_cmpint (fa_square_parse (8, 8, from, &a), >, 0);
  g_assert_cmpint (fa_square_parse (8, 8, to, &b), >, 0);
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i].from == a && moves[i].to == b)
      {
        *out = moves[i];
        return true;
      }
  return false;
}

/* The legal move from from to to (the first promotion). */
static inline FaMove
find_move (FaPosition *pos, const char *from, const char *to)
{
  FaMove m;
  if (!legal_move (pos, from, to, &m))
    g_error ("no legal move %s-%s", from, to);
  return m;
}
