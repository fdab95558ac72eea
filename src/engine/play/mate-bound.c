#include "play/mate-bound.h"

#include <stdlib.h>
#include <string.h>

#define FAR FA_REACH_FAR
#define MIN_INT(a, b) ((a) < (b) ? (a) : (b))
#define MAX_INT(a, b) ((a) > (b) ? (a) : (b))

struct FaMateBound
{
  const FaRules *rules;
  const FaReach *reach;
  int n;                                  /* squares */
  int king_vectors[8];
};

FaMateBound *
fa_mate_bound_new (const FaReach *reach)
{
  if (!reach)
    return NULL;
  const FaRules *rules = reach->rules;
  FaMateBound *b = calloc (1, sizeof *b);
  b->rules = rules;
  b->reach = reach;
  b->n = reach->n;
  static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                        { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  for (int i = 0; i < 8; i++)
    b->king_vectors[i] = fa_geometry_vector ((FaGeometry *) &rules->geometry, king_steps[i][0], king_steps[i][1]);
  return b;
}

void
fa_mate_bound_free (FaMateBound *b)
{
  free (b);
}

static int
king_distance (const FaGeometry *g, FaSquare a, FaSquare b)
{
  int dx = abs (fa_square_file (g, a) - fa_square_file (g, b));
  int dy = abs (fa_square_rank (g, a) - fa_square_rank (g, b));
  return dx > dy ? dx : dy;
}

/* Can every flight square of a king on k be closed: attacked (attack[q]
 * within attack_limit moves, or already_covered[q]) or blocked by the
 * victim's pieces within budget moves in all, one piece a block? */
static bool
flights_closable (const FaMateBound *b, FaSquare k, const uint8_t *attack, int attack_limit,
                  const bool *already_covered, const uint8_t *block, int budget, int blockers)
{
  const FaGeometry *g = &b->rules->geometry;
  int need = 0, count = 0;
  for (int i = 0; i < 8; i++)
    {
      FaSquare q = fa_step (g, b->king_vectors[i], k);
      if (q == FA_NO_SQUARE || attack[q] <= attack_limit || (already_covered && already_covered[q]))
        continue;
      if (block[q] > budget)
        return false;
      need += block[q];
      count++;
    }
  return need <= budget && count <= blockers;
}

/* The squares that matter: where the king may end (within victim_moves
 * king steps) and their neighbours.  Work is done on them only. */
typedef struct
{
  int n_region;
  FaSquare region[FA_MAX_SQUARES];
  int n_candidates;
  FaSquare candidates[FA_MAX_SQUARES];
  int candidate_distance[FA_MAX_SQUARES];
} KingArea;

static void
king_area (const FaGeometry *g, FaSquare king, int victim_moves, KingArea *area)
{
  int kf = fa_square_file (g, king), kr = fa_square_rank (g, king);
  int reach = victim_moves + 1;
  area->n_region = area->n_candidates = 0;
  for (int rank = MAX_INT (0, kr - reach); rank <= MIN_INT (g->ranks - 1, kr + reach); rank++)
    for (int file = MAX_INT (0, kf - reach); file <= MIN_INT (g->files - 1, kf + reach); file++)
      {
        FaSquare sq = fa_square_make (g, file, rank);
        if (g->hole[sq])
          continue;
        area->region[area->n_region++] = sq;
        int kd = king_distance (g, king, sq);
        if (kd <= victim_moves)
          {
            area->candidate_distance[area->n_candidates] = kd;
            area->candidates[area->n_candidates++] = sq;
          }
      }
}

/* With one move left the mater moves one piece: every flight square must
 * be covered by the pieces that already attack it (on an empty board) or
 * by that one piece after its move. */
static bool
one_mover_can_mate (const FaMateBound *b, const FaPosition *pos, int mater, int victim_moves,
                    const KingArea *area, const uint8_t *block, int blockers)
{
  const FaRules *r = b->rules;
  bool static_guard[FA_MAX_SQUARES] = { false }, static_check[FA_MAX_SQUARES] = { false };
  int n_movers = 0;
  const uint8_t *mover_attack[FA_MAX_SQUARES];
  bool mover_royal[FA_MAX_SQUARES];
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      if (!fa_piece_is_side (p, mater))
        continue;
      int k = fa_piece_kind (p);
      bool royal = (r->kinds[k].flags & FA_PIECE_ROYAL) != 0;
      const uint8_t *a = fa_reach_attack_row (b->reach, k, mater, sq);
      for (int j = 0; j < area->n_region; j++)
        {
          FaSquare q = area->region[j];
          if (a[q] == 0)
            {
              static_guard[q] = true;
              if (!royal)
                static_check[q] = true;
            }
        }
      mover_attack[n_movers] = a;
      mover_royal[n_movers++] = royal;
    }
  for (int c = 0; c < area->n_candidates; c++)
    {
      FaSquare k = area->candidates[c];
      int budget = victim_moves - area->candidate_distance[c];
      for (int m = 0; m < n_movers; m++)
        {
          const uint8_t *a = mover_attack[m];
          if (!static_check[k] && (mover_royal[m] || a[k] > 1))
            continue;
          if (flights_closable (b, k, a, 1, static_guard, block, budget, blockers))
            return true;
        }
    }
  return false;
}

bool
fa_mate_possible (const FaMateBound *b, const FaPosition *pos, int mater, int mater_moves, int victim_moves)
{
  const FaRules *r = b->rules;
  int victim = mater ^ 1, n = b->n;
  FaSquare king = pos->king[victim];
  if (king == FA_NO_SQUARE || pos->castling || mater_moves < 1)
    return true;
  KingArea area;
  king_area (&r->geometry, king, victim_moves, &area);
  uint8_t guard[FA_MAX_SQUARES], check[FA_MAX_SQUARES], block[FA_MAX_SQUARES];
  memset (guard, FAR, (size_t) n);
  memset (check, FAR, (size_t) n);
  memset (block, FAR, (size_t) n);
  int blockers = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      if ((p & 3) == 3)
        return true; /* neutral pieces: out of scope */
      int k = fa_piece_kind (p);
      bool royal = (r->kinds[k].flags & FA_PIECE_ROYAL) != 0;
      if (fa_piece_is_side (p, mater))
        {
          if (mater_moves == 1)
            continue; /* one_mover_can_mate looks at the mater's pieces */
          const uint8_t *a = fa_reach_attack_row (b->reach, k, mater, sq);
          for (int j = 0; j < area.n_region; j++)
            {
              FaSquare q = area.region[j];
              if (a[q] < guard[q])
                guard[q] = a[q];
              if (!royal && a[q] < check[q])
                check[q] = a[q];
            }
        }
      else if (!royal)
        {
          blockers++;
          const uint8_t *d = fa_reach_row (b->reach, k, victim, sq);
          for (int j = 0; j < area.n_region; j++)
            {
              FaSquare q = area.region[j];
              if (d[q] < block[q])
                block[q] = d[q];
            }
        }
    }
  if (mater_moves == 1)
    return one_mover_can_mate (b, pos, mater, victim_moves, &area, block, blockers);
  for (int c = 0; c < area.n_candidates; c++)
    {
      FaSquare k = area.candidates[c];
      if (check[k] <= mater_moves
          && flights_closable (b, k, guard, mater_moves, NULL, block, victim_moves - area.candidate_distance[c],
                               blockers))
        return true;
    }
  return false;
}
