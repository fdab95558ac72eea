#include "board/geometry.h"

#include <string.h>

static void
recompute_vector (FaGeometry *g, int v)
{
  int n = fa_geometry_n_squares (g);
  for (int sq = 0; sq < FA_MAX_SQUARES; sq++)
    g->step[v][sq] = FA_NO_SQUARE;
  for (int sq = 0; sq < n; sq++)
    {
      if (g->hole[sq])
        continue;
      FaSquare to = fa_square_make (g, sq % g->files + g->vectors[v].dx,
                                    sq / g->files + g->vectors[v].dy);
      if (to != FA_NO_SQUARE && !g->hole[to])
        g->step[v][sq] = to;
    }
}

void
fa_geometry_init (FaGeometry *g, int files, int ranks, const bool *holes)
{
  g->files = files;
  g->ranks = ranks;
  memset (g->hole, 0, sizeof g->hole);
  if (holes)
    memcpy (g->hole, holes, sizeof g->hole);
  g->n_vectors = 0;
  for (int sq = 0; sq < FA_MAX_SQUARES; sq++)
    {
      int file = sq % files, rank = sq / files;
      g->coord[sq] = (int16_t) (rank * 32 + file);
      g->edge[sq] = file == 0 || rank == 0 || file == files - 1 || rank == ranks - 1;
    }
}

int
fa_geometry_vector (FaGeometry *g, int dx, int dy)
{
  for (int v = 0; v < g->n_vectors; v++)
    if (g->vectors[v].dx == dx && g->vectors[v].dy == dy)
      return v;
  if (g->n_vectors == FA_MAX_VECTORS || dx < -127 || dx > 127 || dy < -127 || dy > 127)
    return -1;
  int v = g->n_vectors++;
  g->vectors[v].dx = (int8_t) dx;
  g->vectors[v].dy = (int8_t) dy;
  recompute_vector (g, v);
  return v;
}

char *
fa_square_name (const FaGeometry *g, FaSquare sq, char *buf)
{
  return fa_square_name_for (g->files, sq, buf);
}

char *
fa_square_name_for (int files, FaSquare sq, char *buf)
{
  int file = sq % files, rank = sq / files + 1;
  buf[0] = (char) ('a' + file);
  if (rank >= 10)
    {
      buf[1] = (char) ('0' + rank / 10);
      buf[2] = (char) ('0' + rank % 10);
      buf[3] = 0;
    }
  else
    {
      buf[1] = (char) ('0' + rank);
      buf[2] = 0;
    }
  return buf;
}

int
fa_square_parse (int files, int ranks, const char *text, FaSquare *out)
{
  char c = text[0];
  if (c >= 'A' && c <= 'Z')
    c = (char) (c - 'A' + 'a');
  if (c < 'a' || c >= 'a' + files || text[1] < '1' || text[1] > '9')
    return 0;
  int rank = text[1] - '0', used = 2;
  if (text[2] >= '0' && text[2] <= '9' && rank * 10 + (text[2] - '0') <= ranks)
    {
      rank = rank * 10 + (text[2] - '0');
      used = 3;
    }
  if (rank > ranks)
    return 0;
  *out = (FaSquare) ((rank - 1) * files + (c - 'a'));
  return used;
}
