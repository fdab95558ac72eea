#include "rules/paths.h"

#include "board/position.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

/* The tree while it is built: children as linked lists. */
typedef struct
{
  int8_t dx, dy;
  bool destination;
  int first_child, next_sibling; /* -1: none */
} BuildNode;

typedef struct
{
  GArray *nodes; /* BuildNode; 0 is the root, the start square */
  int files, ranks;
  int sign;      /* 1 for White, -1 for Black: dy is mirrored */
  bool failed;
} Builder;

#define MAX_TREE_NODES 65000
#define MAX_PATH 32

static BuildNode *
node_at (Builder *b, int i)
{
  return &g_array_index (b->nodes, BuildNode, i);
}

static bool
on_board (const Builder *b, int dx, int dy)
{
  return abs (dx) < b->files && abs (dy) < b->ranks && (dx || dy);
}

/* Adds the path through squares[0..n) (offsets for White); its last
 * square a destination when destination.  A path that leaves the board
 * or comes back to the start square is no path. */
static void
add_path (Builder *b, const int (*squares)[2], int n, bool destination)
{
  for (int i = 0; i < n; i++)
    if (!on_board (b, squares[i][0], squares[i][1]))
      return;
  int at = 0;
  for (int i = 0; i < n; i++)
    {
      int8_t dx = (int8_t) squares[i][0], dy = (int8_t) (b->sign * squares[i][1]);
      int child = node_at (b, at)->first_child, last = -1;
      while (child >= 0 && (node_at (b, child)->dx != dx || node_at (b, child)->dy != dy))
        {
          last = child;
          child = node_at (b, child)->next_sibling;
        }
      if (child < 0)
        {
          if (b->nodes->len >= MAX_TREE_NODES)
            {
              b->failed = true;
              return;
            }
          BuildNode fresh = { dx, dy, false, -1, -1 };
          g_array_append_val (b->nodes, fresh);
          child = (int) b->nodes->len - 1;
          if (last < 0)
            node_at (b, at)->first_child = child;
          else
            node_at (b, last)->next_sibling = child;
        }
      at = child;
    }
  if (destination)
    node_at (b, at)->destination = true;
}

/* The mirror image of v in the line of w, when it has whole coordinates. */
static bool
mirror_in_line (const signed char v[2], const signed char w[2], int out[2])
{
  int dot = v[0] * w[0] + v[1] * w[1], norm = w[0] * w[0] + w[1] * w[1];
  int x = 2 * dot * w[0] - norm * v[0], y = 2 * dot * w[1] - norm * v[1];
  if (x % norm || y % norm)
    return false;
  out[0] = x / norm;
  out[1] = y / norm;
  return true;
}

static bool
second_leg_allowed (FaLegTurn turn, const signed char first[2], const signed char second[2])
{
  int dot = first[0] * second[0] + first[1] * second[1];
  switch (turn)
    {
    case FA_LEG_ANY:
      return true;
    case FA_LEG_OUTWARD:
    case FA_LEG_CROOKED:
      return dot > 0;
    case FA_LEG_STRAIGHT:
      return dot > 0 && first[0] * second[1] == first[1] * second[0];
    }
  return false;
}

/* e: straight lines, each square a destination (range 1: a leap). */
static void
build_lines (Builder *b, const FaMovementPart *part)
{
  int steps = part->range ? part->range : MIN (MAX (b->files, b->ranks), MAX_PATH);
  for (int i = 0; i < part->n_directions; i++)
    {
      int path[MAX_PATH][2];
      for (int k = 0; k < steps; k++)
        {
          path[k][0] = (k + 1) * part->directions[i][0];
          path[k][1] = (k + 1) * part->directions[i][1];
          if (!on_board (b, path[k][0], path[k][1]))
            break;
          add_path (b, path, k + 1, true);
        }
    }
}

/* [X/Y]: the first leg alone, then each second leg from its square. */
static void
build_legs (Builder *b, const FaMovementPart *part)
{
  int longest = MAX (b->files, b->ranks);
  for (int i = 0; i < part->n_directions; i++)
    {
      const signed char *first = part->directions[i];
      int path[MAX_PATH][2] = { { first[0], first[1] } };
      add_path (b, path, 1, part->first_leg_stops);
      for (int j = 0; j < part->n_second; j++)
        {
          const signed char *second = part->second[j];
          if (!second_leg_allowed (part->turn, first, second))
            continue;
          int mirrored[2] = { second[0], second[1] };
          if (part->turn == FA_LEG_CROOKED && !mirror_in_line (second, first, mirrored))
            continue;
          int steps = part->second_rides ? MIN (longest, MAX_PATH - 1) : 1;
          for (int k = 1; k <= steps; k++)
            {
              /* A crooked ride turns at every step: its odd steps go along
               * second, its even ones along the mirror image. */
              const int step[2] = { (k % 2 || part->turn != FA_LEG_CROOKED) ? second[0] : mirrored[0],
                                    (k % 2 || part->turn != FA_LEG_CROOKED) ? second[1] : mirrored[1] };
              path[k][0] = path[k - 1][0] + step[0];
              path[k][1] = path[k - 1][1] + step[1];
              if (!on_board (b, path[k][0], path[k][1]))
                break;
              add_path (b, path, k + 1, true);
            }
        }
    }
}

static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

/* The sissa: n steps along one line, then n along a line of the other
 * kind (orthogonal after diagonal or diagonal after orthogonal). */
static void
build_sissa (Builder *b)
{
  int longest = MAX (b->files, b->ranks);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      {
        if ((i & 1) == (j & 1))
          continue; /* both orthogonal or both diagonal */
        for (int n = 1; 2 * n < MAX_PATH && n < longest; n++)
          {
            int path[MAX_PATH][2];
            for (int k = 0; k < 2 * n; k++)
              {
                const int *step = king_steps[k < n ? i : j];
                path[k][0] = (k ? path[k - 1][0] : 0) + step[0];
                path[k][1] = (k ? path[k - 1][1] : 0) + step[1];
              }
            add_path (b, path, 2 * n, true);
          }
      }
}

/* The falcon: to each camel and zebra square by three king steps, each
 * step's coordinates of the same signs as the destination's (so one or
 * two of them diagonal), in every order. */
static void
build_falcon (Builder *b)
{
  for (int s1 = 0; s1 < 8; s1++)
    for (int s2 = 0; s2 < 8; s2++)
      for (int s3 = 0; s3 < 8; s3++)
        {
          const int *steps[3] = { king_steps[s1], king_steps[s2], king_steps[s3] };
          int dx = steps[0][0] + steps[1][0] + steps[2][0], dy = steps[0][1] + steps[1][1] + steps[2][1];
          int ax = abs (dx), ay = abs (dy);
          bool camel = (ax == 1 && ay == 3) || (ax == 3 && ay == 1), zebra = (ax == 2 && ay == 3) || (ax == 3 && ay == 2);
          if (!camel && !zebra)
            continue;
          bool outward = true;
          for (int k = 0; k < 3; k++)
            outward &= steps[k][0] * dx >= 0 && steps[k][1] * dy >= 0;
          if (!outward)
            continue;
          int path[3][2];
          for (int k = 0; k < 3; k++)
            {
              path[k][0] = (k ? path[k - 1][0] : 0) + steps[k][0];
              path[k][1] = (k ? path[k - 1][1] : 0) + steps[k][1];
            }
          add_path (b, path, 3, true);
        }
}

/* A zigzag rider: from the start, leaps of zig and zag by turns, every
 * square on the way a destination, until one leaves the board. */
static void
build_zigzag (Builder *b, const int zig[2], const int zag[2])
{
  int path[MAX_PATH][2];
  for (int n = 0; n < MAX_PATH; n++)
    {
      const int *leap = n % 2 ? zag : zig;
      path[n][0] = (n ? path[n - 1][0] : 0) + leap[0];
      path[n][1] = (n ? path[n - 1][1] : 0) + leap[1];
      if (!on_board (b, path[n][0], path[n][1]))
        return;
      add_path (b, path, n + 1, true);
    }
}

static const int knight_leaps[8][2] = { { -2, 1 }, { -1, 2 }, { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 } };

/* Popeye's spiralspringers: each knight's leap zigzags with its mirror
 * image in a rank and in a file (SS), or, diagonal, with each of its two
 * neighbours in the knight's circle and their reverses (DS). */
static void
build_spiral (Builder *b, bool diagonal)
{
  for (int i = 0; i < 8; i++)
    {
      const int *v = knight_leaps[i];
      if (!diagonal)
        {
          build_zigzag (b, v, (const int[2]) { v[0], -v[1] });
          build_zigzag (b, v, (const int[2]) { -v[0], v[1] });
          continue;
        }
      /* the knight's leap next to it in the circle, the one of the same
       * pair (0-1, 2-3, ...), and that one reversed */
      const int *w = knight_leaps[i ^ 1];
      build_zigzag (b, v, w);
      build_zigzag (b, v, (const int[2]) { -w[0], -w[1] });
    }
}

/* Popeye's other zigzags: of two knight's leaps whose sum is of a
 * kind (the spiralspringers S2 S4 S1 S3) or which are at right angles
 * (the quintessence), of two bishop's or rook's steps at right angles
 * (the boy and girl scouts); every ordered pair, each leap first. */
static void
build_zigzags (Builder *b, FaPathsKind kind)
{
  static const int steps[2][4][2] = { { { 1, 1 }, { -1, 1 }, { -1, -1 }, { 1, -1 } },
                                      { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } } };
  bool scout = kind == FA_PATHS_BOYSCOUT || kind == FA_PATHS_GIRLSCOUT;
  int n = scout ? 4 : 8;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        const int *v = scout ? steps[kind == FA_PATHS_GIRLSCOUT][i] : knight_leaps[i];
        const int *w = scout ? steps[kind == FA_PATHS_GIRLSCOUT][j] : knight_leaps[j];
        int sx = abs (v[0] + w[0]), sy = abs (v[1] + w[1]);
        int lo = MIN (sx, sy), hi = MAX (sx, sy);
        bool right_angle = v[0] * w[0] + v[1] * w[1] == 0;
        bool take;
        switch (kind)
          {
          case FA_PATHS_SPIRAL_20: take = lo == 0 && hi == 2; break;
          case FA_PATHS_SPIRAL_40: take = lo == 0 && hi == 4; break;
          case FA_PATHS_SPIRAL_11: take = lo == 1 && hi == 1; break;
          case FA_PATHS_SPIRAL_33: take = lo == 3 && hi == 3; break;
          default: take = right_angle; break;
          }
        if (take)
          build_zigzag (b, v, w);
      }
}

/* The maorider (moa: diagonal_first) along each knight's direction: a
 * step straight (diagonal) and one diagonal (straight) to the knight's
 * square, again and again; only the knight's squares are destinations. */
static void
build_mao_rider (Builder *b, bool diagonal_first)
{
  for (int i = 0; i < 8; i++)
    {
      int x = knight_leaps[i][0], y = knight_leaps[i][1];
      /* the straight step along the knight's longer coordinate */
      int sx = abs (x) == 2 ? x / 2 : 0, sy = abs (y) == 2 ? y / 2 : 0;
      int first[2] = { diagonal_first ? x - sx : sx, diagonal_first ? y - sy : sy };
      int path[MAX_PATH][2];
      for (int n = 0; 2 * n + 1 < MAX_PATH; n++)
        {
          path[2 * n][0] = (n ? path[2 * n - 1][0] : 0) + first[0];
          path[2 * n][1] = (n ? path[2 * n - 1][1] : 0) + first[1];
          path[2 * n + 1][0] = n * x + x;
          path[2 * n + 1][1] = n * y + y;
          if (!on_board (b, path[2 * n + 1][0], path[2 * n + 1][1]))
            break;
          add_path (b, path, 2 * n + 2, true);
        }
    }
}

/* Writes the subtree of build node i (at tree index parent - 1, 0: the
 * root) depth first into tree->nodes from *at on. */
static void
flatten (Builder *b, FaPathTree *tree, int i, int parent, int *at)
{
  for (int child = node_at (b, i)->first_child; child >= 0; child = node_at (b, child)->next_sibling)
    {
      const BuildNode *n = node_at (b, child);
      int mine = (*at)++;
      tree->nodes[mine] = (FaPathNode) { n->dx, n->dy, n->destination, 0, (uint16_t) parent };
      if (n->destination)
        {
          tree->n_destinations++;
          int d = fa_vector_delta (n->dx, n->dy);
          tree->reach[d >> 6] |= 1ull << (d & 63);
        }
      flatten (b, tree, child, mine + 1, at);
      tree->nodes[mine].skip = (uint16_t) *at;
    }
}

/* tree->delta_start and by_delta: a counting sort of the destinations. */
static void
index_by_delta (FaPathTree *tree)
{
  tree->by_delta = calloc ((size_t) MAX (tree->n_destinations, 1), sizeof (uint16_t));
  for (int i = 0; i < tree->n_nodes; i++)
    if (tree->nodes[i].destination)
      tree->delta_start[fa_vector_delta (tree->nodes[i].dx, tree->nodes[i].dy) + 1]++;
  for (int d = 0; d < FA_DELTA_COUNT; d++)
    tree->delta_start[d + 1] += tree->delta_start[d];
  uint16_t fill[FA_DELTA_COUNT];
  memcpy (fill, tree->delta_start, sizeof fill);
  for (int i = 0; i < tree->n_nodes; i++)
    if (tree->nodes[i].destination)
      tree->by_delta[fill[fa_vector_delta (tree->nodes[i].dx, tree->nodes[i].dy)]++] = (uint16_t) i;
}

FaPathTree *
fa_path_tree_new (const FaMovementPart *part, int side, int files, int ranks)
{
  Builder b = { g_array_new (FALSE, FALSE, sizeof (BuildNode)), files, ranks, side == 0 ? 1 : -1, false };
  BuildNode root = { 0, 0, false, -1, -1 };
  g_array_append_val (b.nodes, root);
  switch (part->paths)
    {
    case FA_PATHS_LEGS:
      build_legs (&b, part);
      break;
    case FA_PATHS_SISSA:
      build_sissa (&b);
      break;
    case FA_PATHS_FALCON:
      build_falcon (&b);
      break;
    case FA_PATHS_LINES:
      build_lines (&b, part);
      break;
    case FA_PATHS_SPIRAL:
    case FA_PATHS_DIAGONAL_SPIRAL:
      build_spiral (&b, part->paths == FA_PATHS_DIAGONAL_SPIRAL);
      break;
    case FA_PATHS_MAORIDER:
    case FA_PATHS_MOARIDER:
      build_mao_rider (&b, part->paths == FA_PATHS_MOARIDER);
      break;
    case FA_PATHS_SPIRAL_20:
    case FA_PATHS_SPIRAL_40:
    case FA_PATHS_SPIRAL_11:
    case FA_PATHS_SPIRAL_33:
    case FA_PATHS_QUINTESSENCE:
    case FA_PATHS_BOYSCOUT:
    case FA_PATHS_GIRLSCOUT:
      build_zigzags (&b, part->paths);
      break;
    }
  FaPathTree *tree = NULL;
  if (!b.failed)
    {
      tree = calloc (1, sizeof *tree);
      tree->n_nodes = (int) b.nodes->len - 1;
      tree->edge_crossing = part->edge_crossing;
      tree->nodes = calloc ((size_t) MAX (tree->n_nodes, 1), sizeof (FaPathNode));
      int at = 0;
      flatten (&b, tree, 0, 0, &at);
      index_by_delta (tree);
    }
  g_array_free (b.nodes, TRUE);
  return tree;
}

void
fa_path_tree_free (FaPathTree *tree)
{
  if (!tree)
    return;
  free (tree->nodes);
  free (tree->by_delta);
  free (tree);
}

/* May a move along tree's paths from `from` end on `to`? */
static inline bool
ends_on (const FaGeometry *g, const FaPathTree *tree, const FaPathNode *node, FaSquare from, FaSquare to)
{
  return node->destination && (!tree->edge_crossing || fa_square_on_edge (g, from) != fa_square_on_edge (g, to));
}

int
fa_paths_generate (const FaPosition *pos, const FaPathTree *tree, bool can_move, bool can_capture, FaSquare from,
                   unsigned enemy, FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (int i = 0; i < tree->n_nodes;)
    {
      const FaPathNode *node = &tree->nodes[i];
      FaSquare to = fa_path_square (g, from, node->dx, node->dy);
      if (to == FA_NO_SQUARE)
        {
          i = node->skip;
          continue;
        }
      FaPiece q = pos->board[to];
      if (q)
        {
          if (ends_on (g, tree, node, from, to) && can_capture && (q & enemy))
            moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
          i = node->skip;
          continue;
        }
      if (ends_on (g, tree, node, from, to) && can_move)
        moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
      i++;
    }
  return n;
}

bool
fa_paths_reach (const FaPosition *pos, const FaPathTree *tree, FaSquare from, FaSquare target)
{
  const FaGeometry *g = &pos->rules->geometry;
  int dx = fa_square_file (g, target) - fa_square_file (g, from), dy = fa_square_rank (g, target) - fa_square_rank (g, from);
  if (!fa_path_tree_may_reach (tree, dx, dy))
    return false;
  int d = fa_vector_delta (dx, dy);
  for (int k = tree->delta_start[d]; k < tree->delta_start[d + 1]; k++)
    {
      const FaPathNode *node = &tree->nodes[tree->by_delta[k]];
      if (!ends_on (g, tree, node, from, target))
        continue;
      /* Every square before it on the board and empty. */
      bool clear = true;
      for (int p = node->parent; p && clear; p = tree->nodes[p - 1].parent)
        {
          FaSquare sq = fa_path_square (g, from, tree->nodes[p - 1].dx, tree->nodes[p - 1].dy);
          clear = sq != FA_NO_SQUARE && !pos->board[sq];
        }
      if (clear)
        return true;
    }
  return false;
}

int
fa_paths_empty_board (const FaGeometry *g, const FaPathTree *tree, FaSquare sq, FaSquare *out)
{
  int n = 0;
  for (int i = 0; i < tree->n_nodes;)
    {
      const FaPathNode *node = &tree->nodes[i];
      FaSquare to = fa_path_square (g, sq, node->dx, node->dy);
      if (to == FA_NO_SQUARE)
        {
          i = node->skip;
          continue;
        }
      if (ends_on (g, tree, node, sq, to))
        out[n++] = to;
      i++;
    }
  return n;
}
