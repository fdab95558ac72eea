/* Pieces that travel along paths rather than leap or ride: the bent and
 * two-stage pieces of UC-73 ([X/Y] in the movement notation), the sissa
 * and the falcon.  A piece's paths are compiled once per problem into a
 * tree of squares relative to its start square: a path's squares before
 * its last must be empty, and a square may end a move (a destination) or
 * only be passed.  Generation walks the tree depth first, skipping the
 * subtree below a square that is off the board or occupied. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "board/geometry.h"
#include "pieces/movement.h"

typedef struct
{
  int8_t dx, dy;       /* from the start square, for the side it is built for */
  bool destination;    /* a move may end here */
  uint16_t skip;       /* the index of the first node after this subtree */
  uint16_t parent;     /* 1 + the index of the node before it, 0: none */
} FaPathNode;

typedef struct FaPathTree
{
  int n_nodes;
  int n_destinations;  /* destination nodes: the most moves it can give */
  FaPathNode *nodes;   /* in depth-first order */
  /* A destination counts only on the other side of the edge: from an
   * edge square to an inner one or the other way round (the edgehog). */
  bool edge_crossing;
  /* Bit fa_vector_delta (dx, dy): some destination lies at (dx, dy), so
   * the attack test skips the pieces no path of which can reach. */
  uint64_t reach[FA_DELTA_COUNT / 64 + 1];
  /* The destination nodes at each vector: by_delta[delta_start[d]] up to
   * by_delta[delta_start[d + 1]], so that the attack test walks only the
   * paths that end on the square it asks about, back to the start. */
  uint16_t delta_start[FA_DELTA_COUNT + 1];
  uint16_t *by_delta;
} FaPathTree;

/* The tree of part's paths (shape FA_SHAPE_PATHS) for side (Black's is
 * White's mirrored) on a board of files x ranks; NULL when out of memory
 * or too large. */
FaPathTree *fa_path_tree_new (const FaMovementPart *part, int side, int files, int ranks);
void fa_path_tree_free (FaPathTree *tree);

static inline bool
fa_path_tree_may_reach (const FaPathTree *tree, int dx, int dy)
{
  int d = fa_vector_delta (dx, dy);
  return (tree->reach[d >> 6] >> (d & 63)) & 1;
}

/* The square at (dx, dy) from sq, FA_NO_SQUARE off the board or in a hole. */
static inline FaSquare
fa_path_square (const FaGeometry *g, FaSquare sq, int dx, int dy)
{
  int file = fa_square_file (g, sq) + dx, rank = fa_square_rank (g, sq) + dy;
  if (file < 0 || file >= g->files || rank < 0 || rank >= g->ranks)
    return FA_NO_SQUARE;
  FaSquare to = (FaSquare) (rank * g->files + file);
  return g->hole[to] ? FA_NO_SQUARE : to;
}

struct FaPosition;
struct FaMove;

/* The moves along tree's paths of the piece on from (enemy: the colour
 * bits it may capture), added from moves[n] on; returns the new count.
 * A square reached by two paths is added twice: the caller drops the
 * doubles (fa_generate_kind_from). */
int fa_paths_generate (const struct FaPosition *pos, const FaPathTree *tree, bool can_move, bool can_capture,
                       FaSquare from, unsigned enemy, struct FaMove *moves, int n);

/* Does one of tree's paths lead from `from` to target, every square
 * before it empty? */
bool fa_paths_reach (const struct FaPosition *pos, const FaPathTree *tree, FaSquare from, FaSquare target);

/* Every square one of tree's paths reaches from sq on an empty board,
 * into out (room for tree->n_destinations); returns the count. */
int fa_paths_empty_board (const FaGeometry *g, const FaPathTree *tree, FaSquare sq, FaSquare *out);
