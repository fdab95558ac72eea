#include "reach.h"

#include "move-list.h"

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

/* Breadth-first distances from every square.  Pawns: single and double
 * steps forward, diagonal captures, and no moves from the last rank (they
 * promoted: see add_promotions). */
static void
compute_reach (const FaRules *r, int k, int side, uint8_t *reach, int n)
{
  const FaKind *kind = &r->kinds[k];
  bool pawn = (kind->flags & FA_PIECE_PAWN) != 0;
  int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  int start_rank = side == FA_WHITE ? 1 : r->geometry.ranks - 2;
  FaSquare *queue = malloc (sizeof (FaSquare) * (size_t) n);
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (r));
  memset (reach, FA_REACH_FAR, (size_t) n * (size_t) n);
  for (FaSquare from = 0; from < n; from++)
    {
      uint8_t *d = reach + (size_t) from * (size_t) n;
      if (r->geometry.hole[from])
        continue;
      int head = 0, tail = 0;
      d[from] = 0;
      queue[tail++] = from;
      while (head < tail)
        {
          FaSquare sq = queue[head++];
          if (pawn && fa_square_rank (&r->geometry, sq) == last_rank)
            continue;
          int m = fa_reach_one_move (r, k, side, sq, targets, false);
          if (pawn && fa_square_rank (&r->geometry, sq) == start_rank)
            {
              FaSquare one = fa_step (&r->geometry, kind->parts[side][0].vectors[0], sq);
              FaSquare two = one != FA_NO_SQUARE ? fa_step (&r->geometry, kind->parts[side][0].vectors[0], one) : FA_NO_SQUARE;
              if (two != FA_NO_SQUARE)
                targets[m++] = two;
            }
          for (int i = 0; i < m; i++)
            if (d[targets[i]] == FA_REACH_FAR)
              {
                d[targets[i]] = (uint8_t) (d[sq] + 1 < FA_REACH_FAR - 1 ? d[sq] + 1 : FA_REACH_FAR - 1);
                queue[tail++] = targets[i];
              }
        }
    }
  free (queue);
}

/* attack[from][q] = min over squares s it can stand on of reach[from][s],
 * where from s it attacks q; attackers[q] collects those s. */
static void
compute_attack (const FaRules *r, int k, int side, const uint8_t *reach, uint8_t *attack, FaSquareSet *attackers, int n)
{
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (r));
  memset (attack, FA_REACH_FAR, (size_t) n * (size_t) n);
  for (FaSquare s = 0; s < n; s++)
    {
      if (r->geometry.hole[s])
        continue;
      int m = fa_reach_one_move (r, k, side, s, targets, true);
      for (int i = 0; i < m; i++)
        fa_square_set_add (&attackers[targets[i]], s);
      for (FaSquare from = 0; from < n; from++)
        {
          uint8_t d = reach[(size_t) from * (size_t) n + (size_t) s];
          if (d == FA_REACH_FAR)
            continue;
          uint8_t *a = attack + (size_t) from * (size_t) n;
          for (int i = 0; i < m; i++)
            if (d < a[targets[i]])
              a[targets[i]] = d;
        }
    }
}

/* A pawn may promote on its last rank: from there on it is any of the
 * promotion kinds.  table is the pawn's reach or attack table. */
static void
add_promotions (FaReach *b, int side, uint8_t *table, bool attack_table)
{
  const FaRules *r = b->rules;
  int n = b->n, last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  for (FaSquare from = 0; from < n; from++)
    for (int file = 0; file < r->geometry.files; file++)
      {
        FaSquare p = fa_square_make (&r->geometry, file, last_rank);
        if (p == FA_NO_SQUARE)
          continue;
        uint8_t to_p = fa_reach_pawn_walk_row (b, side, from)[p];
        if (to_p == FA_REACH_FAR)
          continue;
        for (int i = 0; i < r->n_promotions; i++)
          {
            int k = r->promotions[i];
            const uint8_t *after = (attack_table ? b->attack : b->reach)[k][side] + (size_t) p * (size_t) n;
            uint8_t *row = table + (size_t) from * (size_t) n;
            for (FaSquare q = 0; q < n; q++)
              {
                uint8_t total = fa_reach_add (to_p, after[q]);
                if (total < row[q])
                  row[q] = total;
              }
          }
      }
}

/* The tables take a breadth-first walk from every square for every kind:
 * squares x squares x one kind's moves.  Beyond this many steps (a
 * 16x16 board of defined riders: seconds) the tables are not made, and
 * the searches that use them (the mate bound, the intelligent mode) stand
 * aside, as they do for hoppers. */
#define MAX_TABLE_STEPS (64u * 1000 * 1000)

FaReach *
fa_reach_new (const FaRules *rules)
{
  size_t squares = (size_t) fa_geometry_n_squares (&rules->geometry), steps = 0;
  for (int k = 1; k <= rules->n_kinds; k++)
    steps += 2 * squares * squares * (size_t) rules->kinds[k].max_moves;
  if (steps > MAX_TABLE_STEPS)
    return NULL;
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int i = 0; i < rules->kinds[k].n_parts; i++)
      {
        FaShape shape = rules->kinds[k].parts[0][i].shape;
        if (shape != FA_SHAPE_LEAP && shape != FA_SHAPE_RIDE && shape != FA_SHAPE_PAWN)
          return NULL;
      }
  FaReach *b = calloc (1, sizeof *b);
  b->rules = rules;
  b->n = fa_geometry_n_squares (&rules->geometry);
  size_t size = (size_t) b->n * (size_t) b->n;
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      {
        b->reach[k][side] = malloc (size);
        b->attack[k][side] = malloc (size);
        b->attackers[k][side] = calloc ((size_t) b->n, sizeof (FaSquareSet));
        compute_reach (rules, k, side, b->reach[k][side], b->n);
      }
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      compute_attack (rules, k, side, b->reach[k][side], b->attack[k][side], b->attackers[k][side], b->n);
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
        free (b->reach[k][side]);
        free (b->attack[k][side]);
        free (b->attackers[k][side]);
      }
  for (int side = 0; side < 2; side++)
    free (b->pawn_walk[side]);
  free (b);
}
