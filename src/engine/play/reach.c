#include "play/reach.h"

#include "rules/move-list.h"
#include "rules/paths.h"

#include <stdlib.h>
#include <string.h>

int
fa_reach_one_move (const FaRules *r, int k, int side, FaSquare sq, FaSquare *out, bool attacks_only)
{
  const FaGeometry *g = &r->geometry;
  const FaKind *kind = &r->kinds[k];
  int n = 0;
  for (int i = 0; i < kind->n_parts; i++)
    {
      const FaCompiledPart *part = &kind->parts[side][i];
      if (attacks_only && !part->can_capture)
        continue;
      if (part->shape == FA_SHAPE_PAWN)
        {
          for (int v = attacks_only ? 1 : 0; v < 3; v++)
            {
              FaSquare t = fa_step (g, part->vectors[v], sq);
              if (t != FA_NO_SQUARE)
                out[n++] = t;
            }
          continue;
        }
      if (part->shape == FA_SHAPE_PATHS)
        {
          n += fa_paths_empty_board (g, part->paths, sq, out + n);
          continue;
        }
      for (int v = 0; v < part->n_vectors; v++)
        {
          FaSquare t = sq;
          for (int steps = 1;; steps++)
            {
              t = fa_step (g, part->vectors[v], t);
              if (t == FA_NO_SQUARE)
                break;
              out[n++] = t;
              if (part->shape == FA_SHAPE_LEAP || steps == part->range)
                break;
            }
        }
    }
  return n;
}

/* The squares a kind reaches (moves) or attacks (attacks) from each
 * square in one move on an empty board, as bit sets, so that the walks
 * below handle a whole distance layer at a time.  Pawns: single and
 * double steps forward, diagonal captures, and no moves from the last
 * rank (they promoted: see add_promotions). */
typedef struct
{
  int words;            /* 64-bit words that cover the board's squares */
  FaSquareSet *moves;   /* [square] */
  FaSquareSet *attacks; /* [square] */
} OneMove;

static void
one_move_init (OneMove *o, const FaRules *r, int k, int side, int n)
{
  const FaKind *kind = &r->kinds[k];
  bool pawn = (kind->flags & FA_PIECE_PAWN) != 0;
  int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  int start_rank = side == FA_WHITE ? 1 : r->geometry.ranks - 2;
  o->words = (n + 63) / 64;
  o->moves = calloc ((size_t) n, sizeof (FaSquareSet));
  o->attacks = calloc ((size_t) n, sizeof (FaSquareSet));
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (r));
  for (FaSquare sq = 0; sq < n; sq++)
    {
      if (r->geometry.hole[sq])
        continue;
      int m = fa_reach_one_move (r, k, side, sq, targets, true);
      for (int i = 0; i < m; i++)
        fa_square_set_add (&o->attacks[sq], targets[i]);
      if (pawn && fa_square_rank (&r->geometry, sq) == last_rank)
        continue;
      m = fa_reach_one_move (r, k, side, sq, targets, false);
      for (int i = 0; i < m; i++)
        fa_square_set_add (&o->moves[sq], targets[i]);
      if (pawn && fa_square_rank (&r->geometry, sq) == start_rank)
        {
          FaSquare one = fa_step (&r->geometry, kind->parts[side][0].vectors[0], sq);
          FaSquare two = one != FA_NO_SQUARE ? fa_step (&r->geometry, kind->parts[side][0].vectors[0], one) : FA_NO_SQUARE;
          if (two != FA_NO_SQUARE)
            fa_square_set_add (&o->moves[sq], two);
        }
    }
}

static void
one_move_clear (OneMove *o)
{
  free (o->moves);
  free (o->attacks);
}

/* out |= sets[q] for every q in layer. */
static void
union_over (const OneMove *o, const FaSquareSet *sets, const FaSquareSet *layer, FaSquareSet *out)
{
  for (int w = 0; w < o->words; w++)
    for (uint64_t bits = layer->bits[w]; bits; bits &= bits - 1)
      {
        const FaSquareSet *add = &sets[w * 64 + __builtin_ctzll (bits)];
        for (int v = 0; v < o->words; v++)
          out->bits[v] |= add->bits[v];
      }
}

/* Writes distance into row[] for every square of layer. */
static void
write_layer (const OneMove *o, const FaSquareSet *layer, uint8_t *row, int distance)
{
  uint8_t d = (uint8_t) MIN (distance, FA_REACH_FAR - 1);
  for (int w = 0; w < o->words; w++)
    for (uint64_t bits = layer->bits[w]; bits; bits &= bits - 1)
      row[w * 64 + __builtin_ctzll (bits)] = d;
}

/* Breadth-first distances from every square, a layer at a time; and at
 * the same time attack[from][q], the fewest moves after which the piece
 * attacks q (the first layer from which some square attacks q). */
static void
compute_reach_and_attack (const FaRules *r, const OneMove *o, uint8_t *reach, uint8_t *attack, int n)
{
  memset (reach, FA_REACH_FAR, (size_t) n * (size_t) n);
  memset (attack, FA_REACH_FAR, (size_t) n * (size_t) n);
  for (FaSquare from = 0; from < n; from++)
    {
      if (r->geometry.hole[from])
        continue;
      uint8_t *d = reach + (size_t) from * (size_t) n;
      uint8_t *a = attack + (size_t) from * (size_t) n;
      FaSquareSet seen = { { 0 } }, attacked = { { 0 } }, layer = { { 0 } };
      fa_square_set_add (&layer, from);
      fa_square_set_add (&seen, from);
      for (int distance = 0;; distance++)
        {
          write_layer (o, &layer, d, distance);
          FaSquareSet hits = { { 0 } }, next = { { 0 } };
          union_over (o, o->attacks, &layer, &hits);
          union_over (o, o->moves, &layer, &next);
          bool more = false;
          for (int w = 0; w < o->words; w++)
            {
              hits.bits[w] &= ~attacked.bits[w];
              attacked.bits[w] |= hits.bits[w];
              next.bits[w] &= ~seen.bits[w];
              seen.bits[w] |= next.bits[w];
              more |= next.bits[w] != 0;
            }
          write_layer (o, &hits, a, distance);
          if (!more)
            break;
          layer = next;
        }
    }
}

/* attackers[q]: the squares from which the piece attacks q. */
static void
compute_attackers (const OneMove *o, FaSquareSet *attackers, int n)
{
  for (FaSquare s = 0; s < n; s++)
    for (int w = 0; w < o->words; w++)
      for (uint64_t bits = o->attacks[s].bits[w]; bits; bits &= bits - 1)
        fa_square_set_add (&attackers[w * 64 + __builtin_ctzll (bits)], s);
}

/* A pawn may promote on its last rank: from there on it is any of the
 * promotion kinds.  table is the pawn's reach or attack table. */
static void
add_promotions (FaReach *b, int side, uint8_t *table, bool attack_table)
{
  const FaRules *r = b->rules;
  int n = b->n, last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  uint8_t *best = malloc ((size_t) n);
  for (int file = 0; file < r->geometry.files; file++)
    {
      FaSquare p = fa_square_make (&r->geometry, file, last_rank);
      if (p == FA_NO_SQUARE)
        continue;
      /* best[q]: the fewest moves from p to q as some promotion kind */
      memset (best, FA_REACH_FAR, (size_t) n);
      for (int i = 0; i < r->n_promotions; i++)
        {
          int k = r->promotions[i];
          const uint8_t *after = (attack_table ? b->attack : b->reach)[k][side] + (size_t) p * (size_t) n;
          for (int q = 0; q < n; q++)
            best[q] = MIN (best[q], after[q]);
        }
      for (FaSquare from = 0; from < n; from++)
        {
          unsigned to_p = fa_reach_pawn_walk_row (b, side, from)[p];
          if (to_p == FA_REACH_FAR)
            continue;
          /* to_p + best[q], FA_REACH_FAR when either is or the sum is
           * too large (branch-free, so the loop vectorises) */
          uint8_t *row = table + (size_t) from * (size_t) n;
          for (int q = 0; q < n; q++)
            {
              unsigned total = MIN (to_p + best[q], (unsigned) FA_REACH_FAR);
              row[q] = (uint8_t) MIN ((unsigned) row[q], total);
            }
        }
    }
  free (best);
}

/* The tables take, for every kind and side, the one-move sets (squares
 * x the kind's moves) and a walk from every square that handles a layer
 * of squares as a bit set (squares x squares x words).  Beyond this many
 * steps the tables are not made, and the searches that use them (the
 * mate bound, the intelligent mode) stand aside, as they do for hoppers;
 * the largest board with every kind it can hold takes a tenth of that. */
#define MAX_TABLE_STEPS (1000u * 1000 * 1000)

/* May a piece of kind k and side stand on the board during the solve? */
static bool
kind_needed (const FaRules *rules, const FaKindSet *present, int k, int side)
{
  if (!present || fa_kind_set_has (present[side], k))
    return true;
  return ((present[side] >> rules->pawn_kind) & 1) && rules->promotion_order[k] != 0;
}

FaReach *
fa_reach_new (const FaRules *rules, const FaKindSet *present)
{
  size_t squares = (size_t) fa_geometry_n_squares (&rules->geometry), steps = 0;
  size_t words = (squares + 63) / 64;
  for (int k = 1; k <= rules->n_kinds; k++)
    steps += 2 * (squares * (size_t) rules->kinds[k].max_moves + 2 * squares * squares * words);
  if (steps > MAX_TABLE_STEPS)
    return NULL;
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int i = 0; i < rules->kinds[k].n_parts; i++)
      {
        const FaCompiledPart *part = &rules->kinds[k].parts[0][i];
        FaShape shape = part->shape;
        /* a pawn's part with others (the dragon's) is not a pawn's reach,
         * nor a marine pawn's (its captures land beyond), nor a
         * superpawn's rides (they promote) */
        if (shape != FA_SHAPE_LEAP && shape != FA_SHAPE_RIDE
            && !(shape == FA_SHAPE_PAWN && rules->kinds[k].n_parts == 1))
          return NULL;
        if (part->marine || (shape != FA_SHAPE_PAWN && part->promotes))
          return NULL;
      }
  FaReach *b = calloc (1, sizeof *b);
  b->rules = rules;
  b->n = fa_geometry_n_squares (&rules->geometry);
  size_t size = (size_t) b->n * (size_t) b->n;
  b->zeros = calloc (size, 1);
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      {
        /* The pawn's tables are the start of its promotions' below. */
        bool needed = kind_needed (rules, present, k, side) || k == rules->pawn_kind;
        b->attackers[k][side] = calloc ((size_t) b->n, sizeof (FaSquareSet));
        OneMove o;
        one_move_init (&o, rules, k, side, b->n);
        if (needed)
          {
            b->reach[k][side] = malloc (size);
            b->attack[k][side] = malloc (size);
            compute_reach_and_attack (rules, &o, b->reach[k][side], b->attack[k][side], b->n);
          }
        else
          b->reach[k][side] = b->attack[k][side] = b->zeros;
        compute_attackers (&o, b->attackers[k][side], b->n);
        one_move_clear (&o);
      }
  int pawn = rules->pawn_kind;
  for (int side = 0; side < 2; side++)
    {
      b->pawn_walk[side] = malloc (size);
      memcpy (b->pawn_walk[side], b->reach[pawn][side], size);
      add_promotions (b, side, b->attack[pawn][side], true);
      add_promotions (b, side, b->reach[pawn][side], false);
    }
  return b;
}

void
fa_reach_free (FaReach *b)
{
  if (!b)
    return;
  for (int k = 0; k <= FA_MAX_KINDS; k++)
    for (int side = 0; side < 2; side++)
      {
        if (b->reach[k][side] != b->zeros)
          free (b->reach[k][side]);
        if (b->attack[k][side] != b->zeros)
          free (b->attack[k][side]);
        free (b->attackers[k][side]);
      }
  free (b->zeros);
  for (int side = 0; side < 2; side++)
    free (b->pawn_walk[side]);
  free (b);
}
