#include "mate-bound.h"

#include <stdlib.h>
#include <string.h>

#define FAR 255
#define MIN_INT(a, b) ((a) < (b) ? (a) : (b))
#define MAX_INT(a, b) ((a) > (b) ? (a) : (b))

struct FaMateBound
{
  const FaRules *rules;
  int n;                                  /* squares */
  /* reach[k][side][from * n + to]: moves for a piece of kind k to stand
   * on to; attack[...][from * n + q]: moves to attack q.  FAR: never. */
  uint8_t *reach[FA_MAX_KINDS + 1][2];
  uint8_t *attack[FA_MAX_KINDS + 1][2];
  int king_vectors[8];
};

static uint8_t
add_moves (uint8_t a, uint8_t b)
{
  return (a == FAR || b == FAR || a + b >= FAR) ? FAR : (uint8_t) (a + b);
}

/* Squares a piece on sq reaches in one move on an empty board
 * (captures count: something may stand there). */
static int
one_move_targets (const FaRules *r, const FaKind *kind, int side, FaSquare sq, FaSquare *out, bool attacks_only)
{
  const FaGeometry *g = &r->geometry;
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

/* Breadth-first distances from every square, for a kind that is not a
 * pawn.  Pawns: single and double steps forward, diagonal captures, and
 * no moves from the last rank (they promoted: handled by the caller). */
static void
compute_reach (const FaRules *r, int k, int side, uint8_t *reach, int n)
{
  const FaKind *kind = &r->kinds[k];
  bool pawn = (kind->flags & FA_PIECE_PAWN) != 0;
  int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  int start_rank = side == FA_WHITE ? 1 : r->geometry.ranks - 2;
  FaSquare *queue = malloc (sizeof (FaSquare) * (size_t) n);
  FaSquare targets[FA_MAX_SQUARES * 4];
  memset (reach, FAR, (size_t) n * (size_t) n);
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
          int m = one_move_targets (r, kind, side, sq, targets, false);
          if (pawn && fa_square_rank (&r->geometry, sq) == start_rank)
            {
              FaSquare one = fa_step (&r->geometry, kind->parts[side][0].vectors[0], sq);
              FaSquare two = one != FA_NO_SQUARE ? fa_step (&r->geometry, kind->parts[side][0].vectors[0], one) : FA_NO_SQUARE;
              if (two != FA_NO_SQUARE)
                targets[m++] = two;
            }
          for (int i = 0; i < m; i++)
            if (d[targets[i]] == FAR)
              {
                d[targets[i]] = (uint8_t) (d[sq] + 1 < FAR - 1 ? d[sq] + 1 : FAR - 1);
                queue[tail++] = targets[i];
              }
        }
    }
  free (queue);
}

/* attack[from][q] = min over squares s it can stand on of reach[from][s],
 * where from s it attacks q. */
static void
compute_attack (const FaRules *r, int k, int side, const uint8_t *reach, uint8_t *attack, int n)
{
  FaSquare targets[FA_MAX_SQUARES * 4];
  memset (attack, FAR, (size_t) n * (size_t) n);
  for (FaSquare s = 0; s < n; s++)
    {
      if (r->geometry.hole[s])
        continue;
      int m = one_move_targets (r, &r->kinds[k], side, s, targets, true);
      for (FaSquare from = 0; from < n; from++)
        {
          uint8_t d = reach[(size_t) from * (size_t) n + (size_t) s];
          if (d == FAR)
            continue;
          uint8_t *a = attack + (size_t) from * (size_t) n;
          for (int i = 0; i < m; i++)
            if (d < a[targets[i]])
              a[targets[i]] = d;
        }
    }
}

/* A pawn may promote on its last rank: from there on it is any of the
 * promotion kinds. */
static void
add_promotions (const FaMateBound *b, int pawn, int side, uint8_t *table, bool attack_table)
{
  const FaRules *r = b->rules;
  int n = b->n, last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  const uint8_t *pawn_reach = b->reach[pawn][side];
  for (FaSquare from = 0; from < n; from++)
    for (int file = 0; file < r->geometry.files; file++)
      {
        FaSquare p = fa_square_make (&r->geometry, file, last_rank);
        uint8_t to_p = pawn_reach[(size_t) from * (size_t) n + (size_t) p];
        if (p == FA_NO_SQUARE || to_p == FAR)
          continue;
        for (int i = 0; i < r->n_promotions; i++)
          {
            int k = r->promotions[i];
            const uint8_t *after = (attack_table ? b->attack : b->reach)[k][side] + (size_t) p * (size_t) n;
            uint8_t *row = table + (size_t) from * (size_t) n;
            for (FaSquare q = 0; q < n; q++)
              {
                uint8_t total = add_moves (to_p, after[q]);
                if (total < row[q])
                  row[q] = total;
              }
          }
      }
}

FaMateBound *
fa_mate_bound_new (const FaRules *rules)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int i = 0; i < rules->kinds[k].n_parts; i++)
      {
        FaShape shape = rules->kinds[k].parts[0][i].shape;
        if (shape != FA_SHAPE_LEAP && shape != FA_SHAPE_RIDE && shape != FA_SHAPE_PAWN)
          return NULL;
      }
  FaMateBound *b = calloc (1, sizeof *b);
  b->rules = rules;
  b->n = fa_geometry_n_squares (&rules->geometry);
  size_t size = (size_t) b->n * (size_t) b->n;
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      {
        b->reach[k][side] = malloc (size);
        b->attack[k][side] = malloc (size);
        compute_reach (rules, k, side, b->reach[k][side], b->n);
      }
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      compute_attack (rules, k, side, b->reach[k][side], b->attack[k][side], b->n);
  int pawn = rules->pawn_kind;
  for (int side = 0; side < 2; side++)
    {
      add_promotions (b, pawn, side, b->attack[pawn][side], true);
      add_promotions (b, pawn, side, b->reach[pawn][side], false);
    }
  static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                        { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  for (int i = 0; i < 8; i++)
    b->king_vectors[i] = fa_geometry_vector ((FaGeometry *) &rules->geometry, king_steps[i][0], king_steps[i][1]);
  return b;
}

void
fa_mate_bound_free (FaMateBound *b)
{
  if (!b)
    return;
  for (int k = 0; k <= FA_MAX_KINDS; k++)
    for (int side = 0; side < 2; side++)
      {
        free (b->reach[k][side]);
        free (b->attack[k][side]);
      }
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
  int n = b->n;
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
      const uint8_t *a = b->attack[k][mater] + (size_t) sq * (size_t) n;
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
          const uint8_t *a = b->attack[k][mater] + (size_t) sq * (size_t) n;
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
          const uint8_t *d = b->reach[k][victim] + (size_t) sq * (size_t) n;
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
