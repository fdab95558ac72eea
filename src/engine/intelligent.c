#include "intelligent.h"

#include "move-list.h"

#include <string.h>

#define FAR FA_REACH_FAR
#define MAX_SIDE_PIECES 32     /* more pieces on a side: plain search */
#define MAX_OPTIONS 16         /* what a piece may be at the end: its kind or a promotion */
#define MAX_FLIGHTS 16
#define MAX_PARTICIPANTS (2 * MAX_SIDE_PIECES)
/* More pictures than this: the mating side has so many ways to mate that
 * searching each picture costs more than one plain search (measured on
 * the corpus: h#3 with 12 white pieces, 170000 pictures, 40 times
 * slower), and the plain search runs instead. */
#define MAX_PICTURES 2000
/* Placements tried for exact pictures before giving them up for the
 * pictures with squares sets (few pieces: a few thousand). */
#define MAX_EXACT_LEAVES 200000

/* ---- The enumeration of pictures ---- */

/* A piece of the mating side may end as one of its options (a pawn: as a
 * pawn or promoted); moves[s] = moves to stand on s as that. */
typedef struct
{
  int kind;
  uint8_t moves[FA_MAX_SQUARES];
} EndOption;

/* A piece on the board at the root, and what it may end as. */
typedef struct
{
  int side;
  FaSquare square;
  int kind;
  bool royal;
  int n_options;
  EndOption options[MAX_OPTIONS];
} Piece;

/* One picture: the king's square, where each blocker goes, and for each
 * mating piece with a role the option it ends as and the squares it may
 * end on.  Pieces without a role move freely.  An exact picture places
 * every piece (victim_exact): it is a whole final position, checked to be
 * mate before it is searched. */
typedef struct
{
  FaSquare king_target;
  int8_t victim_target_flight[MAX_SIDE_PIECES]; /* index in flights, -1: free */
  bool victim_exact;
  int8_t victim_option[MAX_SIDE_PIECES];         /* exact: -1 captured */
  FaSquare victim_square[MAX_SIDE_PIECES];
  FaSquare flights[MAX_FLIGHTS];
  int victim_cost, mater_cost;
  int8_t mater_option[MAX_SIDE_PIECES];          /* -1: free (exact: captured) */
  FaSquareSet mater_squares[MAX_SIDE_PIECES];
} PictureSpec;

typedef struct
{
  FaSearch *s;
  const FaRules *rules;
  const FaReach *reach;
  int n;
  int mater, victim;
  int mater_budget, victim_budget; /* moves, castling slack included */
  int royal_kind;
  FaSquare king_start;
  int n_mater, n_victim;
  Piece mater_pieces[MAX_SIDE_PIECES];
  Piece victim_pieces[MAX_SIDE_PIECES];
  /* The picture being built. */
  PictureSpec spec;
  int n_flights;
  int king_cost, victim_cost, mater_cost;
  int piece_cost[MAX_SIDE_PIECES];
  bool victim_used[MAX_SIDE_PIECES];
  FaSquareSet king_attacks;  /* squares the mated king attacks: no place for the mating king */
  GArray *pictures;          /* of PictureSpec */
  /* Exact pictures: every piece placed (or captured), the position tested. */
  bool exact, overflow;
  guint64 exact_leaves;
  FaSquareSet occupied;
  int exact_cost[2];
  int8_t exact_option[2][MAX_SIDE_PIECES];  /* [side is mater][piece]: -1 captured */
  FaSquare exact_square[2][MAX_SIDE_PIECES];
  FaPosition *scratch;
  GHashTable *seen;          /* exact pictures already listed */
} Enumerator;

static int
cheapest (const uint8_t *moves, const FaSquareSet *set, int n)
{
  int best = FAR;
  for (int w = 0; w < (n + 63) / 64; w++)
    for (uint64_t bits = set->bits[w]; bits; bits &= bits - 1)
      {
        int sq = w * 64 + __builtin_ctzll (bits);
        if (moves[sq] < best)
          best = moves[sq];
      }
  return best;
}

static bool
set_intersect (FaSquareSet *out, const FaSquareSet *a, const FaSquareSet *b, int n)
{
  uint64_t any = 0;
  for (int w = 0; w < (n + 63) / 64; w++)
    any |= out->bits[w] = a->bits[w] & b->bits[w];
  return any != 0;
}

static bool
set_subset (const FaSquareSet *a, const FaSquareSet *b, int n)
{
  for (int w = 0; w < (n + 63) / 64; w++)
    if (a->bits[w] & ~b->bits[w])
      return false;
  return true;
}

/* Squares from which the option's kind attacks q, less the king's square
 * (and for the mating king, less the squares the mated king attacks). */
static void
attack_squares (const Enumerator *e, const Piece *piece, int option, FaSquare q, FaSquareSet *out)
{
  *out = e->reach->attackers[piece->options[option].kind][e->mater][q];
  out->bits[e->spec.king_target >> 6] &= ~(1ull << (e->spec.king_target & 63));
  if (piece->royal)
    for (int w = 0; w < (e->n + 63) / 64; w++)
      out->bits[w] &= ~e->king_attacks.bits[w];
}

static void enumerate_flights (Enumerator *e, int index);

/* ---- Exact pictures ---- */

static bool
is_last_or_first_rank (const Enumerator *e, FaSquare q)
{
  int rank = fa_square_rank (&e->rules->geometry, q);
  return rank == 0 || rank == e->rules->geometry.ranks - 1;
}

/* Is the placed position mate, with the mating side having just moved?
 * Castling and en passant rights are left out: in check castling is no
 * defence, and a right more only adds defences, so "not mate" here is
 * "not mate" in every position with these pieces on these squares. */
static bool
placed_position_is_mate (Enumerator *e)
{
  FaPosition *pos = e->scratch;
  fa_position_init (pos, e->rules);
  fa_position_put (pos, e->spec.king_target, fa_piece_make (e->royal_kind, fa_side_bit (e->victim)));
  for (int m = 0; m < 2; m++)
    {
      const Piece *pieces = m ? e->mater_pieces : e->victim_pieces;
      int count = m ? e->n_mater : e->n_victim;
      for (int i = 0; i < count; i++)
        if (e->exact_option[m][i] >= 0)
          fa_position_put (pos, e->exact_square[m][i],
                           fa_piece_make (pieces[i].options[e->exact_option[m][i]].kind, fa_side_bit (pieces[i].side)));
    }
  pos->side = e->victim;
  return !fa_in_check (pos, e->mater) && fa_in_check (pos, e->victim) && !fa_has_legal_move (pos);
}

static void
finish_exact (Enumerator *e)
{
  if (++e->exact_leaves > MAX_EXACT_LEAVES)
    {
      e->overflow = true;
      return;
    }
  if (!placed_position_is_mate (e))
    return;
  /* The same placement comes from several role assignments. */
  uint8_t key[1 + 4 * MAX_SIDE_PIECES];
  int len = 0;
  key[len++] = e->spec.king_target;
  for (int m = 0; m < 2; m++)
    for (int i = 0; i < (m ? e->n_mater : e->n_victim); i++)
      {
        key[len++] = (uint8_t) e->exact_option[m][i];
        key[len++] = e->exact_square[m][i];
      }
  GBytes *bytes = g_bytes_new (key, (gsize) len);
  if (!g_hash_table_add (e->seen, bytes))
    return;
  PictureSpec spec = e->spec;
  spec.victim_exact = true;
  for (int j = 0; j < e->n_victim; j++)
    {
      spec.victim_option[j] = e->exact_option[0][j];
      spec.victim_square[j] = e->exact_square[0][j];
    }
  for (int i = 0; i < e->n_mater; i++)
    {
      spec.mater_option[i] = e->exact_option[1][i];
      memset (&spec.mater_squares[i], 0, sizeof spec.mater_squares[i]);
      if (spec.mater_option[i] >= 0)
        fa_square_set_add (&spec.mater_squares[i], e->exact_square[1][i]);
    }
  spec.victim_cost = e->exact_cost[e->victim];
  spec.mater_cost = e->exact_cost[e->mater];
  g_array_append_val (e->pictures, spec);
  if (e->pictures->len > MAX_PICTURES)
    e->overflow = true;
}

/* Places piece number slot (the mating side's first, then the other's):
 * a piece with a role within its role, a free one anywhere it can get to
 * (or captured). */
static void
place_slot (Enumerator *e, int slot)
{
  if (e->overflow || e->s->stopped)
    return;
  if (slot == e->n_mater + e->n_victim)
    {
      finish_exact (e);
      return;
    }
  int m = slot < e->n_mater;
  int i = m ? slot : slot - e->n_mater;
  const Piece *piece = m ? &e->mater_pieces[i] : &e->victim_pieces[i];
  int side = piece->side;
  int budget = side == e->mater ? e->mater_budget : e->victim_budget;
  int role_option = m ? e->spec.mater_option[i] : -1;
  FaSquare fixed = !m && e->spec.victim_target_flight[i] >= 0 ? e->spec.flights[e->spec.victim_target_flight[i]]
                                                               : FA_NO_SQUARE;
  bool free = m ? role_option < 0 : fixed == FA_NO_SQUARE;
  if (free && !piece->royal)
    {
      e->exact_option[m][i] = -1;
      e->exact_square[m][i] = FA_NO_SQUARE;
      place_slot (e, slot + 1);
    }
  for (int o = 0; o < piece->n_options; o++)
    {
      if (m && !free && o != role_option)
        continue;
      bool pawn = piece->options[o].kind == e->rules->pawn_kind;
      for (FaSquare q = 0; q < e->n; q++)
        {
          if (fixed != FA_NO_SQUARE ? q != fixed : fa_square_set_has (&e->occupied, q))
            continue;
          if (m && !free && !fa_square_set_has (&e->spec.mater_squares[i], q))
            continue;
          if (pawn && is_last_or_first_rank (e, q))
            continue;
          int cost = piece->options[o].moves[q];
          if (cost == FAR || e->exact_cost[side] + cost > budget)
            continue;
          e->exact_option[m][i] = (int8_t) o;
          e->exact_square[m][i] = q;
          e->exact_cost[side] += cost;
          fa_square_set_add (&e->occupied, q);
          place_slot (e, slot + 1);
          if (q != fixed)
            e->occupied.bits[q >> 6] &= ~(1ull << (q & 63));
          e->exact_cost[side] -= cost;
        }
    }
}

static void
place_exactly (Enumerator *e)
{
  memset (&e->occupied, 0, sizeof e->occupied);
  fa_square_set_add (&e->occupied, e->spec.king_target);
  for (int j = 0; j < e->n_victim; j++)
    if (e->spec.victim_target_flight[j] >= 0)
      fa_square_set_add (&e->occupied, e->spec.flights[e->spec.victim_target_flight[j]]);
  e->exact_cost[e->mater] = 0;
  e->exact_cost[e->victim] = e->king_cost;
  place_slot (e, 0);
}

/* Gives mating piece i (option, squares) as its role and goes on with
 * the next flight, if the moves allow. */
static void
try_mater_role (Enumerator *e, int i, int option, const FaSquareSet *squares, int next_flight)
{
  Piece *piece = &e->mater_pieces[i];
  int cost = cheapest (piece->options[option].moves, squares, e->n);
  int total = e->mater_cost - e->piece_cost[i] + cost;
  if (cost == FAR || total > e->mater_budget)
    return;
  int8_t saved_option = e->spec.mater_option[i];
  FaSquareSet saved_squares = e->spec.mater_squares[i];
  int saved_cost = e->piece_cost[i], saved_total = e->mater_cost;
  e->spec.mater_option[i] = (int8_t) option;
  e->spec.mater_squares[i] = *squares;
  e->piece_cost[i] = cost;
  e->mater_cost = total;
  enumerate_flights (e, next_flight);
  e->spec.mater_option[i] = saved_option;
  e->spec.mater_squares[i] = saved_squares;
  e->piece_cost[i] = saved_cost;
  e->mater_cost = saved_total;
}

static void
enumerate_flights (Enumerator *e, int index)
{
  if (e->s->stopped || e->overflow || e->pictures->len > MAX_PICTURES)
    return;
  if (index == e->n_flights && e->exact)
    {
      place_exactly (e);
      return;
    }
  if (index == e->n_flights)
    {
      e->spec.victim_cost = e->king_cost + e->victim_cost;
      e->spec.mater_cost = e->mater_cost;
      g_array_append_val (e->pictures, e->spec);
      return;
    }
  FaSquare f = e->spec.flights[index];
  /* A piece whose every place guards f already: any other reason for f
   * would only narrow the picture, whose lines this one finds too. */
  for (int i = 0; i < e->n_mater; i++)
    {
      int option = e->spec.mater_option[i];
      if (option < 0)
        continue;
      FaSquareSet guard;
      attack_squares (e, &e->mater_pieces[i], option, f, &guard);
      if (set_subset (&e->spec.mater_squares[i], &guard, e->n))
        {
          enumerate_flights (e, index + 1);
          return;
        }
    }
  /* A block. */
  for (int j = 0; j < e->n_victim; j++)
    {
      if (e->victim_used[j])
        continue;
      const Piece *v = &e->victim_pieces[j];
      int cost = fa_reach_row (e->reach, v->kind, e->victim, v->square)[f];
      if (cost == FAR || e->king_cost + e->victim_cost + cost > e->victim_budget)
        continue;
      e->victim_used[j] = true;
      e->spec.victim_target_flight[j] = (int8_t) index;
      e->victim_cost += cost;
      enumerate_flights (e, index + 1);
      e->victim_cost -= cost;
      e->spec.victim_target_flight[j] = -1;
      e->victim_used[j] = false;
    }
  /* A guard. */
  for (int i = 0; i < e->n_mater; i++)
    {
      Piece *piece = &e->mater_pieces[i];
      int option = e->spec.mater_option[i];
      for (int o = option < 0 ? 0 : option; o < (option < 0 ? piece->n_options : option + 1); o++)
        {
          FaSquareSet guard, squares;
          attack_squares (e, piece, o, f, &guard);
          if (option < 0)
            squares = guard;
          else if (!set_intersect (&squares, &guard, &e->spec.mater_squares[i], e->n))
            continue;
          try_mater_role (e, i, o, &squares, index + 1);
        }
    }
}

static void
enumerate_king_square (Enumerator *e, FaSquare k, int king_cost)
{
  const FaRules *r = e->rules;
  e->spec.king_target = k;
  e->king_cost = king_cost;
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (r));
  int m = fa_reach_one_move (r, e->royal_kind, e->victim, k, targets, false);
  e->n_flights = 0;
  memset (&e->king_attacks, 0, sizeof e->king_attacks);
  for (int i = 0; i < m; i++)
    {
      fa_square_set_add (&e->king_attacks, targets[i]);
      bool seen = false;
      for (int j = 0; j < e->n_flights; j++)
        seen |= e->spec.flights[j] == targets[i];
      /* Leaving a flight out only widens the pictures: still sound. */
      if (!seen && e->n_flights < MAX_FLIGHTS)
        e->spec.flights[e->n_flights++] = targets[i];
    }
  /* The checking piece first, then the flights in turn. */
  for (int i = 0; i < e->n_mater; i++)
    {
      Piece *piece = &e->mater_pieces[i];
      if (piece->royal)
        continue;
      for (int o = 0; o < piece->n_options; o++)
        {
          FaSquareSet squares;
          attack_squares (e, piece, o, k, &squares);
          try_mater_role (e, i, o, &squares, 0);
        }
    }
}

/* What a piece may end as, and the moves to stand anywhere so. */
static void
init_piece (Enumerator *e, Piece *piece)
{
  const FaRules *r = e->rules;
  int n = e->n;
  bool pawn = piece->kind == r->pawn_kind;
  piece->n_options = 0;
  EndOption *own = &piece->options[piece->n_options++];
  own->kind = piece->kind;
  memcpy (own->moves, pawn ? fa_reach_pawn_walk_row (e->reach, piece->side, piece->square)
                           : fa_reach_row (e->reach, piece->kind, piece->side, piece->square), (size_t) n);
  if (!pawn)
    return;
  int last_rank = piece->side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  for (int i = 0; i < r->n_promotions && piece->n_options < MAX_OPTIONS; i++)
    {
      EndOption *o = &piece->options[piece->n_options++];
      o->kind = r->promotions[i];
      memset (o->moves, FAR, (size_t) n);
      for (int file = 0; file < r->geometry.files; file++)
        {
          FaSquare p = fa_square_make (&r->geometry, file, last_rank);
          if (p == FA_NO_SQUARE || own->moves[p] == FAR)
            continue;
          const uint8_t *after = fa_reach_row (e->reach, o->kind, piece->side, p);
          for (FaSquare s = 0; s < n; s++)
            {
              uint8_t total = fa_reach_add (own->moves[p], after[s]);
              if (total < o->moves[s])
                o->moves[s] = total;
            }
        }
    }
}

/* The mode applies to mates of a single royal leaper that moves and
 * captures alike (flight squares are then its targets), with leapers,
 * riders and pawns only and no neutral pieces. */
static bool
init_enumerator (Enumerator *e, FaSearch *s, int plies, int goal_side)
{
  const FaPosition *pos = &s->pos;
  const FaRules *r = s->rules;
  if (!s->reach || s->goal != FA_GOAL_MATE || s->series || plies < 2)
    return false;
  memset (e, 0, sizeof *e);
  e->s = s;
  e->rules = r;
  e->reach = s->reach;
  e->n = s->reach->n;
  e->mater = goal_side;
  e->victim = goal_side ^ 1;
  e->king_start = pos->king[e->victim];
  if (e->king_start == FA_NO_SQUARE)
    return false;
  e->royal_kind = fa_piece_kind (pos->board[e->king_start]);
  const FaKind *royal = &r->kinds[e->royal_kind];
  for (int i = 0; i < royal->n_parts; i++)
    if (royal->parts[e->victim][i].shape != FA_SHAPE_LEAP || !royal->parts[e->victim][i].can_move
        || !royal->parts[e->victim][i].can_capture)
      return false;
  int mater_moves = (plies + (pos->side == goal_side)) / 2;
  e->mater_budget = mater_moves;
  e->victim_budget = plies - mater_moves;
  /* Castling moves two pieces, the king by two squares: at most two moves
   * more than the count on an empty board, once per side. */
  unsigned white_rights = FA_CASTLE_WHITE_SHORT | FA_CASTLE_WHITE_LONG;
  if (pos->castling & (e->mater == FA_WHITE ? white_rights : ~white_rights))
    e->mater_budget += 2;
  if (pos->castling & (e->victim == FA_WHITE ? white_rights : ~white_rights))
    e->victim_budget += 2;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      int k = fa_piece_kind (p);
      if ((p & 3) == 3)
        return false;
      bool is_royal = (r->kinds[k].flags & FA_PIECE_ROYAL) != 0;
      if (fa_piece_is_side (p, e->mater))
        {
          if (e->n_mater == MAX_SIDE_PIECES)
            return false;
          Piece *piece = &e->mater_pieces[e->n_mater++];
          piece->side = e->mater;
          piece->square = sq;
          piece->kind = k;
          piece->royal = is_royal;
        }
      else if (sq != e->king_start)
        {
          if (is_royal || e->n_victim == MAX_SIDE_PIECES)
            return false;
          Piece *piece = &e->victim_pieces[e->n_victim++];
          piece->side = e->victim;
          piece->square = sq;
          piece->kind = k;
        }
    }
  for (int i = 0; i < e->n_mater; i++)
    init_piece (e, &e->mater_pieces[i]);
  for (int j = 0; j < e->n_victim; j++)
    init_piece (e, &e->victim_pieces[j]);
  for (int i = 0; i < MAX_SIDE_PIECES; i++)
    {
      e->spec.mater_option[i] = -1;
      e->spec.victim_target_flight[i] = -1;
    }
  return true;
}

/* ---- The search under one picture ---- */

typedef struct
{
  int side;
  int start_kind;
  int end_kind;         /* 0: any (a blocker, or the king) */
  FaSquare target;      /* blockers and the king */
  uint8_t moves_as_start[FA_MAX_SQUARES]; /* moves to its place while it is start_kind */
  uint8_t moves_as_end[FA_MAX_SQUARES];   /* after its promotion to end_kind */
} Participant;

typedef struct
{
  GMutex lock;
  GHashTable *lines; /* GBytes of the moves of each line found */
} LineSet;

struct FaPicture
{
  const FaReach *reach;
  const FaRules *rules;
  int mater, victim;
  int slack[2];
  uint64_t salt;
  int n_parts;
  Participant parts[MAX_PARTICIPANTS];
  FaSquare square[MAX_PARTICIPANTS];
  int undo_top;
  struct
  {
    int8_t who[2];
    FaSquare from[2];
  } undo[FA_MAX_PLY];
  LineSet *lines;
};

static uint64_t
mix (uint64_t x)
{
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  return x ^ (x >> 33);
}

static void
column_to (const FaReach *reach, int kind, int side, FaSquare target, uint8_t *out)
{
  for (FaSquare x = 0; x < reach->n; x++)
    out[x] = fa_reach_row (reach, kind, side, x)[target];
}

/* moves[x] = fewest moves from x to any of squares, by the table rows. */
static void
moves_to_set (const FaReach *reach, const uint8_t *table, const FaSquareSet *squares, uint8_t *out)
{
  int n = reach->n;
  for (FaSquare x = 0; x < n; x++)
    out[x] = (uint8_t) cheapest (table + (size_t) x * (size_t) n, squares, n);
}

/* A piece that must end as end_kind on one of squares. */
static void
add_placed_piece (FaPicture *pic, const Enumerator *e, const Piece *piece, int end, const FaSquareSet *squares)
{
  const FaRules *r = e->rules;
  const FaReach *reach = e->reach;
  int n = e->n, side = piece->side;
  Participant *p = &pic->parts[pic->n_parts];
  *p = (Participant) { .side = side, .start_kind = piece->kind, .end_kind = end, .target = FA_NO_SQUARE };
  if (end != piece->kind)
    {
      /* A pawn that promotes: to the last rank as a pawn, then on. */
      moves_to_set (reach, reach->reach[end][side], squares, p->moves_as_end);
      int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
      memset (p->moves_as_start, FAR, (size_t) n);
      for (int file = 0; file < r->geometry.files; file++)
        {
          FaSquare q = fa_square_make (&r->geometry, file, last_rank);
          if (q == FA_NO_SQUARE)
            continue;
          for (FaSquare x = 0; x < n; x++)
            {
              uint8_t total = fa_reach_add (fa_reach_pawn_walk_row (reach, side, x)[q], p->moves_as_end[q]);
              if (total < p->moves_as_start[x])
                p->moves_as_start[x] = total;
            }
        }
    }
  else
    moves_to_set (reach, piece->kind == r->pawn_kind ? reach->pawn_walk[side] : reach->reach[end][side], squares,
                  p->moves_as_start);
  pic->square[pic->n_parts++] = piece->square;
}

static void
build_picture (const Enumerator *e, const PictureSpec *spec, int index, FaPicture *pic)
{
  const FaReach *reach = e->reach;
  memset (pic, 0, offsetof (FaPicture, parts));
  pic->undo_top = 0;
  pic->reach = reach;
  pic->rules = e->rules;
  pic->mater = e->mater;
  pic->victim = e->victim;
  pic->salt = mix ((uint64_t) index + 0x51c7u);
  /* The king. */
  Participant *p = &pic->parts[pic->n_parts];
  *p = (Participant) { .side = e->victim, .start_kind = e->royal_kind, .target = spec->king_target };
  column_to (reach, e->royal_kind, e->victim, spec->king_target, p->moves_as_start);
  pic->square[pic->n_parts++] = e->king_start;
  for (int j = 0; j < e->n_victim; j++)
    {
      const Piece *v = &e->victim_pieces[j];
      if (spec->victim_exact)
        {
          if (spec->victim_option[j] < 0)
            continue; /* captured */
          FaSquareSet one = { { 0 } };
          fa_square_set_add (&one, spec->victim_square[j]);
          add_placed_piece (pic, e, v, v->options[spec->victim_option[j]].kind, &one);
          continue;
        }
      if (spec->victim_target_flight[j] < 0)
        continue;
      p = &pic->parts[pic->n_parts];
      *p = (Participant) { .side = e->victim, .start_kind = v->kind, .target = spec->flights[spec->victim_target_flight[j]] };
      column_to (reach, v->kind, e->victim, p->target, p->moves_as_start);
      pic->square[pic->n_parts++] = v->square;
    }
  for (int i = 0; i < e->n_mater; i++)
    if (spec->mater_option[i] >= 0)
      add_placed_piece (pic, e, &e->mater_pieces[i], e->mater_pieces[i].options[spec->mater_option[i]].kind,
                        &spec->mater_squares[i]);
}

gboolean
fa_picture_after_move (FaPicture *pic, const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  int top = pic->undo_top++;
  pic->undo[top].who[0] = pic->undo[top].who[1] = -1;
  if (u->move.flags & FA_MOVE_NULL)
    return TRUE;
  if (u->captured)
    for (int i = 0; i < pic->n_parts; i++)
      if (pic->square[i] == u->capture_square && pic->parts[i].side == pos->side)
        return FALSE;
  int changed = 0;
  FaSquare rook_from = FA_NO_SQUARE, rook_to = FA_NO_SQUARE;
  if (u->move.flags & (FA_MOVE_CASTLE_SHORT | FA_MOVE_CASTLE_LONG))
    {
      int side = pos->side ^ 1; /* the side that moved */
      rook_from = (u->move.flags & FA_MOVE_CASTLE_SHORT) ? pic->rules->castle_rook_short[side]
                                                        : pic->rules->castle_rook_long[side];
      rook_to = (FaSquare) ((u->move.from + u->move.to) / 2);
    }
  for (int i = 0; i < pic->n_parts && changed < 2; i++)
    {
      FaSquare to = pic->square[i] == u->move.from ? u->move.to
                    : pic->square[i] == rook_from   ? rook_to
                                                    : FA_NO_SQUARE;
      if (to == FA_NO_SQUARE || pic->parts[i].side == pos->side)
        continue;
      pic->undo[top].who[changed] = (int8_t) i;
      pic->undo[top].from[changed++] = pic->square[i];
      pic->square[i] = to;
    }
  return TRUE;
}

void
fa_picture_undo_move (FaPicture *pic)
{
  int top = --pic->undo_top;
  for (int c = 1; c >= 0; c--)
    if (pic->undo[top].who[c] >= 0)
      pic->square[pic->undo[top].who[c]] = pic->undo[top].from[c];
}

gboolean
fa_picture_reachable (const FaPicture *pic, const FaPosition *pos, int mater_moves, int victim_moves)
{
  int cost[2] = { 0, 0 };
  for (int i = 0; i < pic->n_parts; i++)
    {
      const Participant *p = &pic->parts[i];
      FaSquare sq = pic->square[i];
      int kind = fa_piece_kind (pos->board[sq]);
      int moves = kind == p->start_kind ? p->moves_as_start[sq]
                  : p->end_kind == 0    ? fa_reach_row (pic->reach, kind, p->side, sq)[p->target]
                  : kind == p->end_kind ? p->moves_as_end[sq]
                                        : FAR;
      cost[p->side] += moves;
    }
  return cost[pic->mater] <= mater_moves + pic->slack[pic->mater]
         && cost[pic->victim] <= victim_moves + pic->slack[pic->victim];
}

uint64_t
fa_picture_key (const FaPicture *pic)
{
  uint64_t key = pic->salt;
  for (int i = 0; i < pic->n_parts; i++)
    key ^= mix ((uint64_t) i << 16 | pic->square[i]);
  return key;
}

gboolean
fa_picture_line_is_new (FaPicture *pic, const FaMove *line, int length)
{
  GBytes *bytes = g_bytes_new (line, sizeof (FaMove) * (gsize) length);
  g_mutex_lock (&pic->lines->lock);
  gboolean is_new = g_hash_table_add (pic->lines->lines, bytes);
  g_mutex_unlock (&pic->lines->lock);
  return is_new;
}

/* ---- Running the pictures ---- */

typedef struct
{
  const Enumerator *e;
  int plies, goal_side;
  LineSet lines;
} Run;

static void
picture_task (FaSearch *s, int index, FaSolutionNode *into, gpointer data)
{
  Run *run = data;
  const PictureSpec *spec = &g_array_index (run->e->pictures, PictureSpec, index);
  g_snprintf (s->current_buf, sizeof s->current_buf, "picture %d of %u", index + 1, run->e->pictures->len);
  s->current = s->current_buf;
  FaPicture *pic = g_new (FaPicture, 1);
  build_picture (run->e, spec, index, pic);
  int mater_moves = (run->plies + (s->pos.side == run->goal_side)) / 2;
  pic->slack[run->e->mater] = run->e->mater_budget - mater_moves;
  pic->slack[run->e->victim] = run->e->victim_budget - (run->plies - mater_moves);
  pic->lines = &run->lines;
  guint64 before = s->nodes;
  fa_help_search_picture (s, into, run->plies, run->goal_side, pic);
  if (g_getenv ("FAERIE_DEBUG_INTELLIGENT"))
    {
      char buf[8];
      g_printerr ("picture %d: king %s cost %d/%d nodes %" G_GUINT64_FORMAT " parts %d\n", index,
                  fa_square_name (&s->rules->geometry, spec->king_target, buf), spec->mater_cost,
                  spec->victim_cost, s->nodes - before, pic->n_parts);
    }
  g_free (pic);
}

gboolean
fa_intelligent_help_solve (FaSearch *s, FaSolutionNode *found, int plies, int goal_side)
{
  Enumerator *e = g_new (Enumerator, 1);
  if (!init_enumerator (e, s, plies, goal_side))
    {
      g_free (e);
      return FALSE;
    }
  e->pictures = g_array_new (FALSE, FALSE, sizeof (PictureSpec));
  e->scratch = g_new (FaPosition, 1);
  e->seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  /* Exact pictures where the pieces are few enough to place them all,
   * else pictures with sets of squares, else plain search. */
  for (int attempt = 0; attempt < 2; attempt++)
    {
      e->exact = attempt == 0;
      e->overflow = false;
      e->exact_leaves = 0;
      g_array_set_size (e->pictures, 0);
      for (FaSquare k = 0; k < e->n && !e->overflow; k++)
        {
          int king_cost = fa_reach_row (e->reach, e->royal_kind, e->victim, e->king_start)[k];
          if (king_cost <= e->victim_budget && !s->rules->geometry.hole[k])
            enumerate_king_square (e, k, king_cost);
        }
      if (g_getenv ("FAERIE_DEBUG_INTELLIGENT"))
        g_printerr ("intelligent: %u %s pictures for %d plies%s\n", e->pictures->len, e->exact ? "exact" : "set",
                    plies, e->overflow ? " (too many)" : "");
      if (!e->overflow && e->pictures->len <= MAX_PICTURES)
        break;
    }
  g_hash_table_destroy (e->seen);
  g_free (e->scratch);
  if (e->overflow || e->pictures->len > MAX_PICTURES)
    {
      g_array_free (e->pictures, TRUE);
      g_free (e);
      return FALSE;
    }
  Run run = { .e = e, .plies = plies, .goal_side = goal_side };
  g_mutex_init (&run.lines.lock);
  run.lines.lines = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  fa_search_each_task (s, (int) e->pictures->len, found, picture_task, &run);
  g_hash_table_destroy (run.lines.lines);
  g_mutex_clear (&run.lines.lock);
  g_array_free (e->pictures, TRUE);
  g_free (e);
  return TRUE;
}
