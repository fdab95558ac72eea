#include "rules/querquisite.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

#include <stdlib.h>

typedef bool (*Landing) (FaPartWalk *h, FaSquare to);

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
each_landing (FaPartWalk *h, Landing land)
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

static bool
add_landing (FaPartWalk *h, FaSquare to)
{
  if (fa_part_may_land (h->part, h->pos->board[to], h->enemy))
    h->moves[h->n++] = (FaMove) { .from = (uint8_t) h->from, .to = (uint8_t) to };
  return false;
}

static bool
is_target (FaPartWalk *h, FaSquare to)
{
  return to == h->target;
}

int
fa_querquisite_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (&h, add_landing);
  return h.n;
}

bool
fa_querquisite_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return each_landing (&h, is_target);
}
