#include "rules/equihopper.h"

#include "rules/eagle-equihopper.h"
#include "rules/equistopper.h"

#include <stdlib.h>

static inline bool
is_line_step (FaVector d)
{
  return abs (d.dx) <= 1 && abs (d.dy) <= 1;
}

/* The landing square t of a hop: a move when empty, a capture of an enemy. */
static inline int
land (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare t, unsigned enemy, FaMove *moves,
      int n)
{
  FaPiece q = pos->board[t];
  if (fa_part_may_land (part, q, enemy))
    moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) t };
  return n;
}

/* The nonstop equihopper (range 1; the nonstop orix, range 2, on the
 * queen's lines only): every unit a hurdle whose mirror square is on
 * the board, the hurdles by file and then by rank from the top, as
 * Popeye takes them. */
static int
generate_nonstop (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                  int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  int fx = fa_square_file (g, from), fy = fa_square_rank (g, from);
  for (int hx = (fx + g->files - 1) / 2; hx >= (fx + 1) / 2; hx--)
    for (int hy = (fy + g->ranks - 1) / 2; hy >= (fy + 1) / 2; hy--)
      {
        FaSquare hurdle = fa_square_make (g, hx, hy);
        if (hurdle == from || hurdle == FA_NO_SQUARE || !pos->board[hurdle])
          continue;
        /* the nonstop orix: hurdles on the queen's lines only */
        if (part->range == FA_EQUIHOP_NONSTOP_ORIX && hx != fx && hy != fy && abs (hx - fx) != abs (hy - fy))
          continue;
        FaSquare t = fa_square_make (g, 2 * hx - fx, 2 * hy - fy);
        if (t != FA_NO_SQUARE && fa_square_exists (g, t))
          n = land (pos, part, from, t, enemy, moves, n);
      }
  return n;
}

int
fa_equihopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                        FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  if (part->range == FA_EQUIHOP_STOPPER)
    return fa_equistopper_generate (pos, part, from, enemy, moves, n);
  if (part->range >= FA_EQUIHOP_EAGLE)
    return fa_eagle_equihopper_generate (pos, part, from, enemy, moves, n);
  if (part->range >= FA_EQUIHOP_NONSTOP)
    return generate_nonstop (pos, part, from, enemy, moves, n);
  for (int i = 0; i < part->n_vectors; i++)
    {
      int v = part->vectors[i];
      if (!is_line_step (g->vectors[v]))
        {
          /* a leap's hurdle right there, nothing between to block */
          FaSquare hurdle = fa_step (g, v, from);
          FaSquare t = hurdle == FA_NO_SQUARE || !pos->board[hurdle] ? FA_NO_SQUARE : fa_step (g, v, hurdle);
          if (t != FA_NO_SQUARE)
            n = land (pos, part, from, t, enemy, moves, n);
          continue;
        }
      int distance = 0;
      FaSquare t = from;
      do
        {
          t = fa_step (g, v, t);
          distance++;
        }
      while (t != FA_NO_SQUARE && !pos->board[t]);
      if (t == FA_NO_SQUARE)
        continue; /* no hurdle */
      for (int k = 1; k <= distance; k++)
        {
          t = fa_step (g, v, t);
          if (t == FA_NO_SQUARE || (k < distance && pos->board[t]))
            break;
          if (k == distance)
            n = land (pos, part, from, t, enemy, moves, n);
        }
    }
  return n;
}

/* Are the squares strictly between a and b, one unit step u apart each,
 * empty and on the board? */
static bool
clear_between (const FaGeometry *g, const FaPosition *pos, FaSquare a, FaSquare b, int u)
{
  for (FaSquare t = fa_step (g, u, a); t != b; t = fa_step (g, u, t))
    if (t == FA_NO_SQUARE || pos->board[t])
      return false;
  return true;
}

bool
fa_equihopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  if (part->range == FA_EQUIHOP_STOPPER)
    return fa_equistopper_reaches (pos, part, from, sq);
  if (part->range >= FA_EQUIHOP_EAGLE)
    return fa_eagle_equihopper_reaches (pos, part, from, sq);
  const FaGeometry *g = &pos->rules->geometry;
  int dx = fa_square_file (g, sq) - fa_square_file (g, from), dy = fa_square_rank (g, sq) - fa_square_rank (g, from);
  if ((dx & 1) || (dy & 1) || (!dx && !dy))
    return false;
  FaSquare hurdle = fa_square_make (g, fa_square_file (g, from) + dx / 2, fa_square_rank (g, from) + dy / 2);
  if (hurdle == FA_NO_SQUARE || !pos->board[hurdle])
    return false;
  if (part->range >= FA_EQUIHOP_NONSTOP)
    return part->range == FA_EQUIHOP_NONSTOP || dx == 0 || dy == 0 || abs (dx) == abs (dy);
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaVector d = g->vectors[part->vectors[i]];
      if (is_line_step (d))
        {
          /* along this line: dx/2 and dy/2 a multiple of it */
          int steps = abs (dx / 2) > abs (dy / 2) ? abs (dx / 2) : abs (dy / 2);
          if (d.dx * steps == dx / 2 && d.dy * steps == dy / 2)
            return clear_between (g, pos, from, hurdle, part->vectors[i])
                   && clear_between (g, pos, hurdle, sq, part->vectors[i]);
        }
      else if (d.dx == dx / 2 && d.dy == dy / 2)
        return true;
    }
  return false;
}
