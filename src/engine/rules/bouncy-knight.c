#include "rules/bouncy-knight.h"

#include "rules/ubiubi.h"

#include "rules/part-walk.h"

/* Calls land on each square reached from sq by a leap, going on from the
 * empty edge squares while leaps are left; stops when land returns true. */
static bool
each_landing (FaPartWalk *h, FaSquare sq, int leaps_left, FaPartLanding land)
{
  const FaGeometry *g = &h->pos->rules->geometry;
  for (int i = 0; i < h->part->n_vectors; i++)
    {
      FaSquare t = fa_step (g, h->part->vectors[i], sq);
      if (t == FA_NO_SQUARE)
        continue;
      if (land (h, t))
        return true;
      if (!h->pos->board[t] && leaps_left > 1 && fa_square_on_edge (g, t)
          && each_landing (h, t, leaps_left - 1, land))
        return true;
    }
  return false;
}

/* Up to three leaps, the board's edge bouncing it on. */
static bool
walk (FaPartWalk *h, FaPartLanding land)
{
  return each_landing (h, h->from, 3, land);
}

/* A walk that writes each arrival once: several paths (three leaps, the
 * edge bouncing it on) reach one square, and the part's bound (the
 * board's squares, rules.c part_move_bound) counts arrivals. */
typedef struct
{
  FaPartWalk walk; /* first: the landing gets &walk */
  uint64_t seen[FA_MAX_SQUARES / 64];
} OnceWalk;

static bool
add_once (FaPartWalk *h, FaSquare to)
{
  OnceWalk *o = (OnceWalk *) h;
  if (o->seen[to >> 6] & (1ull << (to & 63)))
    return false;
  o->seen[to >> 6] |= 1ull << (to & 63);
  return fa_part_walk_add (h, to);
}

/* Popeye's bouncy nightrider's walk: knight's lines ridden, a line
 * broken off at an empty edge square not bounced from before, where the
 * lines start again (one set of such squares for the whole walk, the
 * start's among them; the order of the lines, Popeye's, decides which
 * path bounces where). */
typedef struct
{
  OnceWalk once; /* first: the landing gets &once.walk */
  uint64_t bounced[FA_MAX_SQUARES / 64];
} NightWalk;

static const signed char popeye_knight_lines[8][2] = { { -2, 1 }, { -1, 2 }, { 1, 2 }, { 2, 1 },
                                                       { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 } };

static FaSquare
line_step (const FaGeometry *g, FaSquare sq, int i)
{
  FaSquare t = fa_square_make (g, fa_square_file (g, sq) + popeye_knight_lines[i][0],
                               fa_square_rank (g, sq) + popeye_knight_lines[i][1]);
  return t != FA_NO_SQUARE && fa_square_exists (g, t) ? t : FA_NO_SQUARE;
}

static bool
night_lines (NightWalk *w, FaSquare sq, FaPartLanding land)
{
  FaPartWalk *h = &w->once.walk;
  const FaGeometry *g = &h->pos->rules->geometry;
  if (fa_square_on_edge (g, sq))
    w->bounced[sq >> 6] |= 1ull << (sq & 63);
  for (int i = 0; i < 8; i++)
    {
      FaSquare t = line_step (g, sq, i);
      bool bounced = false;
      for (; t != FA_NO_SQUARE && !h->pos->board[t]; t = line_step (g, t, i))
        {
          if (land (h, t))
            return true;
          if (fa_square_on_edge (g, t) && !(w->bounced[t >> 6] & (1ull << (t & 63))))
            {
              if (night_lines (w, t, land))
                return true;
              bounced = true;
              break;
            }
        }
      if (!bounced && t != FA_NO_SQUARE && land (h, t))
        return true;
    }
  return false;
}

int
fa_bouncy_knight_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                           FaMove *moves, int n)
{
  if (part->range == FA_UBIUBI)
    return fa_ubiubi_generate (pos, part, from, enemy, moves, n);
  if (part->range == FA_BOUNCY_NIGHTRIDER)
    {
      NightWalk w = { .once = { .walk = { pos, part, from, FA_NO_SQUARE, enemy, moves, n } } };
      night_lines (&w, from, add_once);
      return w.once.walk.n;
    }
  OnceWalk o = { .walk = { pos, part, from, FA_NO_SQUARE, enemy, moves, n } };
  walk (&o.walk, add_once);
  return o.walk.n;
}

bool
fa_bouncy_knight_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  if (part->range == FA_UBIUBI)
    return fa_ubiubi_reaches (pos, part, from, sq);
  if (part->range == FA_BOUNCY_NIGHTRIDER)
    {
      NightWalk w = { .once = { .walk = { pos, part, from, sq, 0, NULL, 0 } } };
      return night_lines (&w, from, fa_part_walk_is_target);
    }
  return fa_part_walk_reaches (pos, part, from, sq, walk);
}
