#include "rules/angle-hopper.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

static inline int
sign (int x)
{
  return (x > 0) - (x < 0);
}

/* The unit step (x, y) turned by eighths of a circle (counterclockwise
 * when positive): each eighth (x, y) -> (sign (x - y), sign (x + y)). */
static void
turn_step (int *x, int *y, int eighths)
{
  for (int k = 0; k < (eighths + 8) % 8; k++)
    {
      int tx = sign (*x - *y), ty = sign (*x + *y);
      *x = tx;
      *y = ty;
    }
}

/* The number of the knight's leap (x, y): one of the rose's. */
static int
knight_leap (const FaRules *r, int x, int y)
{
  for (int i = 0; i < 8; i++)
    {
      FaVector v = r->geometry.vectors[r->rose_vectors[i]];
      if (v.dx == x && v.dy == y)
        return r->rose_vectors[i];
    }
  return -1;
}

/* Calls land for each square an angle hop of the part from from reaches
 * (each at most once a line); stops when land returns true. */
typedef bool (*Landing) (void *data, FaSquare to);

static bool
each_landing (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, Landing land, void *data)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaSquare hurdle = fa_first_unit (pos, from, part->vectors[i], 0);
      if (hurdle == FA_NO_SQUARE)
        continue;
      for (int turn = -1; turn <= 1; turn += 2)
        {
          if (part->range == 4 && turn > 0)
            break; /* back: one way only */
          int x = g->vectors[part->vectors[i]].dx, y = g->vectors[part->vectors[i]].dy;
          int v;
          if (part->range == FA_ANGLE_HOP_KNIGHT)
            {
              /* the two knight's leaps nearest the line: (2, 1) and
               * (2, -1) along a rook's line right, (1, 2) and (2, 1) along
               * the bishop's up and right */
              int kx = x && y ? (turn > 0 ? 2 * x : x) : 2 * x - turn * y;
              int ky = x && y ? (turn > 0 ? y : 2 * y) : 2 * y + turn * x;
              v = knight_leap (r, kx, ky);
            }
          else
            {
              turn_step (&x, &y, turn * part->range);
              v = r->unit_steps[x + 1][y + 1];
            }
          FaSquare to = v < 0 ? FA_NO_SQUARE : fa_step (g, v, hurdle);
          if (to != FA_NO_SQUARE && to != from && land (data, to))
            return true;
        }
    }
  return false;
}

static bool
add_landing (void *data, FaSquare to)
{
  FaPartWalk *h = data;
  FaPiece q = h->pos->board[to];
  if (fa_part_may_land (h->part, q, h->enemy))
    h->moves[h->n++] = (FaMove) { .from = (uint8_t) h->from, .to = (uint8_t) to };
  return false;
}

static bool
is_target (void *data, FaSquare to)
{
  return to == ((FaPartWalk *) data)->target;
}

int
fa_angle_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                          FaMove *moves, int n)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (pos, part, from, add_landing, &h);
  return h.n;
}

bool
fa_angle_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  /* (the hamster lands before its hurdle: never a capture) */
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return part->range != 4 && each_landing (pos, part, from, is_target, &h);
}
