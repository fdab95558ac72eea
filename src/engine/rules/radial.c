#include "rules/radial.h"

#include <glib.h>

static inline bool
is_leaf (int mode)
{
  return mode == FA_RADIAL_LEAFHOPPER || mode == FA_RADIAL_GREATER_LEAFHOPPER;
}

/* The lesser hoppers: the families of the queen's lines alone. */
static inline bool
lines_only (int mode)
{
  return mode == FA_RADIAL_TREEHOPPER || mode == FA_RADIAL_LEAFHOPPER;
}

/* Is the leap (dx, dy) one of the part's families? */
static inline bool
in_family (int mode, int dx, int dy)
{
  return (dx || dy) && (!lines_only (mode) || fa_vector_on_queen_line (dx, dy));
}

/* The square (x + dx, y + dy) when on the board and no hole. */
static inline FaSquare
offset (const FaGeometry *g, int x, int y, int dx, int dy)
{
  FaSquare sq = fa_square_make (g, x + dx, y + dy);
  return sq != FA_NO_SQUARE && fa_square_exists (g, sq) ? sq : FA_NO_SQUARE;
}

/* A unit on h may be the hurdle of the piece on from. */
static inline bool
is_hurdle (const FaPosition *pos, int mode, FaSquare h, FaSquare from, unsigned enemy)
{
  return h != from && pos->board[h] && (mode != FA_RADIAL_KNIGHT || (pos->board[h] & enemy));
}

/* The leaps of each squared length, in the order the generator takes
 * them (dx ascending, then dy positive before negative): the lattice
 * points of each circle, found once rather than by a root per dx. */
#define MAX_LENGTH (2 * (FA_MAX_FILES - 1) * (FA_MAX_FILES - 1))

typedef struct
{
  int8_t dx, dy;
} Leap;

typedef struct
{
  int16_t first[MAX_LENGTH + 2]; /* the leaps of length len: first[len] .. first[len + 1] - 1 */
  Leap leaps[4 * MAX_LENGTH];
} Circles;

static const Circles *
circles (void)
{
  static Circles table;
  static gsize ready = 0;
  if (g_once_init_enter (&ready))
    {
      int n = 0;
      for (int len = 0; len <= MAX_LENGTH; len++)
        {
          table.first[len] = (int16_t) n;
          for (int dx = -(FA_MAX_FILES - 1); dx < FA_MAX_FILES; dx++)
            {
              int rest = len - dx * dx;
              if (rest < 0)
                continue;
              int root = 0;
              while ((root + 1) * (root + 1) <= rest)
                root++;
              if (root * root != rest || root >= FA_MAX_FILES)
                continue;
              table.leaps[n++] = (Leap) { (int8_t) dx, (int8_t) root };
              if (root)
                table.leaps[n++] = (Leap) { (int8_t) dx, (int8_t) -root };
            }
        }
      table.first[MAX_LENGTH + 1] = (int16_t) n;
      g_once_init_leave (&ready, 1);
    }
  return &table;
}

int
fa_radial_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                    int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  int mode = part->range, fx = fa_square_file (g, from), fy = fa_square_rank (g, from);
  uint64_t seen[FA_MAX_SQUARES / 64] = { 0 };
  /* Every unit a hurdle, the family of its leap from the piece: the leaps
   * of that length from the hurdle (tree hoppers, the radial knight) or
   * the other leaps of that length from the piece (leaf hoppers). */
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare h = pos->occupied[i];
      int hx = fa_square_file (g, h) - fx, hy = fa_square_rank (g, h) - fy;
      if (!is_hurdle (pos, mode, h, from, enemy) || !in_family (mode, hx, hy))
        continue;
      int len = hx * hx + hy * hy;
      int ox = is_leaf (mode) ? fx : fx + hx, oy = is_leaf (mode) ? fy : fy + hy;
      const Circles *c = circles ();
      for (int k = c->first[len]; k < c->first[len + 1]; k++)
        {
          int dx = c->leaps[k].dx, dy = c->leaps[k].dy;
          if (!in_family (mode, dx, dy) || (is_leaf (mode) && dx == hx && dy == hy))
            continue;
          FaSquare to = offset (g, ox, oy, dx, dy);
          if (to == FA_NO_SQUARE || to == from || ((seen[to >> 6] >> (to & 63)) & 1))
            continue;
          FaPiece q = pos->board[to];
          if (fa_part_may_land (part, q, enemy))
            {
              seen[to >> 6] |= 1ull << (to & 63);
              moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
            }
        }
    }
  return n;
}

bool
fa_radial_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  const FaGeometry *g = &pos->rules->geometry;
  int mode = part->range;
  unsigned enemy = fa_side_bit (fa_piece_side (pos->board[from]) ^ 1);
  int fx = fa_square_file (g, from), fy = fa_square_rank (g, from);
  int tx = fa_square_file (g, sq) - fx, ty = fa_square_rank (g, sq) - fy;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare h = pos->occupied[i];
      int hx = fa_square_file (g, h) - fx, hy = fa_square_rank (g, h) - fy;
      if (h == sq || !is_hurdle (pos, mode, h, from, enemy) || !in_family (mode, hx, hy))
        continue;
      /* the second leap: from the hurdle (tree) or from the piece (leaf) */
      int dx = is_leaf (mode) ? tx : tx - hx, dy = is_leaf (mode) ? ty : ty - hy;
      if (dx * dx + dy * dy == hx * hx + hy * hy && in_family (mode, dx, dy))
        return true;
    }
  return false;
}
