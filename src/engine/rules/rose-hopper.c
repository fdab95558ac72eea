#include "rules/rose-hopper.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

/* Walks the part's sixteen circles from h->from (each of the eight
 * knight's leaps first, turning either way) and calls land on each square
 * it may land on: after the hurdle, the next square (the rose hopper) or
 * the empty squares and the first unit (the rose lion).  Stops when land
 * returns true. */
typedef bool (*Landing) (FaPartWalk *h, FaSquare to);

static bool
each_landing (FaPartWalk *h, Landing land)
{
  const FaRules *r = h->pos->rules;
  const FaGeometry *g = &r->geometry;
  for (int start = 0; start < 8; start++)
    for (int turn = 1; turn >= -1; turn -= 2)
      {
        FaSquare t = h->from;
        bool hopped = false;
        /* eight leaps come home */
        for (int leg = 0; leg < 8; leg++)
          {
            t = fa_step (g, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == h->from)
              break;
            if (!hopped)
              {
                hopped = h->pos->board[t] != 0;
                continue;
              }
            if (land (h, t))
              return true;
            if (h->pos->board[t] || h->part->range == FA_ROSE_HOP_HOPPER)
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
fa_rose_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  FaPartWalk h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (&h, add_landing);
  return h.n;
}

bool
fa_rose_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  FaPartWalk h = { pos, part, from, sq, 0, NULL, 0 };
  return each_landing (&h, is_target);
}
