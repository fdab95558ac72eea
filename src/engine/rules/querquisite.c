#include "rules/querquisite.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

#include <stdlib.h>

/* Does the querquisite on a square of file use vector (dx, dy), and
 * does it ride along it? */
static bool
uses (int file, int dx, int dy, bool *rides)
{
  bool knight = abs (dx) + abs (dy) == 3, straight = !dx || !dy;
  *rides = true;
  switch (file % 8)
    {
    case 0:
    case 7:
      return straight && !knight;
    case 1:
    case 6:
      *rides = false;
      return knight;
    case 2:
    case 5:
      return !straight && !knight;
    case 3:
      return !knight;
    default:
      *rides = false;
      return !knight;
    }
}

/* Calls land on each square the part on h->from reaches, line by line;
 * stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  int file = fa_square_file (g, h->from);
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      int v = h->part->vectors[i];
      bool rides;
      if (!uses (file, g->vectors[v].dx, g->vectors[v].dy, &rides))
        continue;
      for (FaSquare t = fa_step (g, v, h->from); t != FA_NO_SQUARE; t = fa_step (g, v, t))
        {
          if (land (h, t))
            return true;
          if (h->pos->board[t] || !rides)
            break;
        }
    }
  return false;
}

int
fa_querquisite_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, each_landing);
}

bool
fa_querquisite_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, each_landing);
}
