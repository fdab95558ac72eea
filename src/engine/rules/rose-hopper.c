#include "rules/rose-hopper.h"

#include "rules/part-walk.h"

#include "rules/attack.h"

/* Walks the part's sixteen circles from h->from (each of the eight
 * knight's leaps first, turning either way) and calls land on each square
 * it may land on: after the hurdle, the next square (the rose hopper) or
 * the empty squares and the first unit (the rose lion).  Stops when land
 * returns true. */
static bool
each_landing (FaPartWalk *h, FaPartLanding land)
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

int
fa_rose_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                         FaMove *moves, int n)
{
  return fa_part_walk_generate (pos, part, from, enemy, moves, n, each_landing);
}

bool
fa_rose_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  return fa_part_walk_reaches (pos, part, from, sq, each_landing);
}
