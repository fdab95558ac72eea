#include "play/intelligent.h"

#include "play/key-set.h"
#include "rules/move-list.h"

#include <stdlib.h>
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
#define MAX_EXACT_LEAVES 50000
/* ... and the partial placements on the way there: with many pieces of
 * which few can be captured, most partial placements lead nowhere (an
 * h#3 with twenty units: 0.4 s for 40,000 placements). */
#define MAX_EXACT_NODES 400000
/* Up to this many pictures are searched at once (FaPictureSet); more
 * cost more than the plain search (an h#3 of twenty units with 140,000
 * pictures: 7.4 s, plain 1 s). */
#define MAX_SET_PICTURES 50000

/* ---- The enumeration of pictures ---- */

/* A piece of the mating side may end as one of its options (a pawn: as a
 * pawn or promoted); moves[s] = moves to stand on s as that. */
typedef struct
{
  int kind;
  bool leaps_only;      /* checks_only_by_leaps */
  uint8_t moves[FA_MAX_SQUARES];
  /* within[c]: the squares it may end on in c moves or fewer (c up to
   * its side's budget), holes and, for a pawn, the first and last ranks
   * left out; what the fixes of the needed pieces ask (fix_squares). */
  FaSquareSet *within;
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
  bool needs;          /* of the needed pieces: unplaced pieces are free, -2 captured */
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
  int mater_budget, victim_budget; /* moves */
  /* The pictures' salts begin here: the table keys of a picture's nodes
   * carry its salt, and one table serves every enumeration of the solve
   * (each series length, set play, the solution), whose pictures are
   * numbered from 0 each time. */
  uint64_t salt_base;
  uint8_t castling;          /* the rights at the root (castling_routes) */
  int royal_kind;
  FaGoal goal;
  FaSquare king_start;
  uint8_t king_moves[FA_MAX_SQUARES]; /* the mated king's moves from king_start */
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
  FaTableArray pictures;     /* of PictureSpec (1.2 KB each: tens of MB) */
  /* Exact pictures: every piece placed (or captured), the position tested. */
  bool exact, needs, overflow;
  guint64 exact_leaves;
  guint64 exact_nodes;
  FaSquareSet occupied;
  int exact_cost[2];
  int8_t exact_option[2][MAX_SIDE_PIECES];  /* [side is mater][piece]: -1 captured */
  FaSquare exact_square[2][MAX_SIDE_PIECES];
  FaPosition *scratch;
  FaKeySet seen;             /* placements already listed as pictures */
  FaKeySet visited;          /* placed positions already worked on */
  guint cap;                 /* more pictures: overflow */
  int n_taken;               /* pieces of the stalemated side taken for captured */
  int n_pin_ray;             /* FIX_PIN: the squares beyond the pinned piece */
  FaSquare pin_ray[FA_MAX_SQUARES];
  int words;                 /* of a square set on this board */
  int n_options;             /* of all pieces */
  GPtrArray *within_sets;    /* the EndOptions' within arrays */
  /* pin_sets[kind * n + a]: the squares from which a piece of kind pins
   * what stands on a against the king on king_target (pin_set); known
   * for the king target pin_known holds, +1. */
  FaSquareSet *pin_sets;
  int *pin_known;
  guint64 need_limit;        /* need_search's leaves before it gives up */
  FaTableMemory memory;      /* this structure's own (enumerator_new) */
} Enumerator;

/* The bits set in x (the builds target no particular processor, where
 * __builtin_popcountll is a call). */
static inline int
bit_count (uint64_t x)
{
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int) ((x * 0x0101010101010101ull) >> 56);
}

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

/* The placed pieces (and the king) in e->scratch; victim to move. */
static FaPosition *
placed_position (Enumerator *e)
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
  fa_position_rehash (pos);
  return pos;
}

/* Is the placed position the goal (mate, stalemate, double stalemate),
 * with the mating side having just moved?  Castling and en passant
 * rights are left out: a right more only adds moves (defences), never
 * changes who is in check, so "not the goal" here is "not the goal" in
 * every position with these pieces on these squares. */
static bool
placed_position_is_goal (Enumerator *e)
{
  FaPosition *pos = placed_position (e);
  if (fa_in_check (pos, e->mater) || !fa_side_is_stuck (pos, e->goal == FA_GOAL_MATE))
    return false;
  if (e->goal != FA_GOAL_DOUBLE_STALEMATE)
    return true;
  /* The mating side must be stalemated too, were it to move. */
  pos->side = e->mater;
  fa_position_rehash (pos);
  return fa_side_is_stuck (pos, false);
}

/* The bytes of a placement key: the king's square and each piece's
 * option and square. */
#define PLACEMENT_KEY_MAX (1 + 2 * MAX_PARTICIPANTS)

static size_t
placement_key_length (const Enumerator *e)
{
  return 1 + 2 * (size_t) (e->n_mater + e->n_victim);
}

/* The placement being built, as a key (placement_key_length bytes). */
static void
placement_key (const Enumerator *e, uint8_t *key)
{
  int len = 0;
  key[len++] = (uint8_t) e->spec.king_target;
  for (int m = 0; m < 2; m++)
    for (int i = 0; i < (m ? e->n_mater : e->n_victim); i++)
      {
        key[len++] = (uint8_t) e->exact_option[m][i];
        key[len++] = e->exact_option[m][i] >= 0 ? (uint8_t) e->exact_square[m][i] : 0;
      }
}

/* Keeps the placed position (every piece placed or captured) as a
 * picture, once: the same placement comes from several role
 * assignments. */
static void
add_exact_picture (Enumerator *e)
{
  uint8_t key[PLACEMENT_KEY_MAX];
  placement_key (e, key);
  if (!fa_key_set_add (&e->seen, key))
    return;
  PictureSpec spec = e->spec;
  spec.victim_exact = true;
  spec.needs = e->needs;
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
  *(PictureSpec *) fa_table_array_push (&e->pictures) = spec;
  if (e->pictures.len > e->cap)
    e->overflow = true;
}

static void
finish_exact (Enumerator *e)
{
  if (++e->exact_leaves > MAX_EXACT_LEAVES)
    {
      e->overflow = true;
      return;
    }
  if (!placed_position_is_goal (e))
    return;
  add_exact_picture (e);
}

/* Places piece number slot (the mating side's first, then the other's):
 * a piece with a role within its role, a free one anywhere it can get to
 * (or captured). */
static void
place_slot (Enumerator *e, int slot)
{
  /* Enumerating can take seconds: Stop and the limits must reach it. */
  fa_search_tick (e->s);
  if (++e->exact_nodes > MAX_EXACT_NODES)
    e->overflow = true;
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

/* ---- Pictures built from what the goal needs ----
 *
 * With many pieces, placing every one of them gives too many positions.
 * Instead only the pieces the goal needs are placed: start with the king
 * alone; while the placed position R is not the goal, take one thing
 * wrong with it (the mated king not in check, a king in check that must
 * not be, a legal move of the side to be mated) and try every way of
 * putting one more piece that a goal position could use against it: on a
 * square of the move's path or its arrival square (a block), on a square
 * from which it attacks the king's arrival square (a guard), beyond the
 * moving piece on its line to the king (a pin), on the checking line (an
 * interposition), or on a square from which it gives check (the first
 * check, or in a mate a second one, which no other piece's move stops).  Every goal
 * position F reached by the play holds such a piece for every such
 * defect of a part R of it, so following F's own pieces ends in a part of
 * F that is the goal: the pictures listed hold one part of every goal
 * position, their placed pieces on exact squares and the others free. */

/* The path squares strictly between x and t for a kind's moves of side
 * (capture: its capturing parts, else its moving parts): -1 when no part
 * goes from x to t, else the number of squares written to path. */
static int
move_path (const FaRules *r, int kind, int side, FaSquare x, FaSquare t, bool capture, FaSquare *path)
{
  const FaGeometry *g = &r->geometry;
  const FaKind *k = &r->kinds[kind];
  for (int i = 0; i < k->n_parts; i++)
    {
      const FaCompiledPart *part = &k->parts[side][i];
      if (capture ? !part->can_capture : !part->can_move)
        continue;
      if (part->shape == FA_SHAPE_PAWN)
        {
          /* vectors: 0 the step, 1 and 2 the captures */
          if (capture)
            {
              for (int v = 1; v < 3; v++)
                if (fa_step (g, part->vectors[v], x) == t)
                  return 0;
              continue;
            }
          FaSquare one = fa_step (g, part->vectors[0], x);
          if (one == t)
            return 0;
          if (one != FA_NO_SQUARE && fa_step (g, part->vectors[0], one) == t)
            {
              path[0] = one;
              return 1;
            }
          continue;
        }
      for (int v = 0; v < part->n_vectors; v++)
        {
          FaSquare q = x;
          int n = 0;
          for (int steps = 1;; steps++)
            {
              q = fa_step (g, part->vectors[v], q);
              if (q == FA_NO_SQUARE)
                break;
              if (q == t)
                return n;
              if (part->shape == FA_SHAPE_LEAP || steps == part->range)
                break;
              path[n++] = q;
            }
        }
    }
  return -1;
}

/* Does a piece of kind (side) on y pin what stands on a against the king
 * on k: a ride from y passing a, then reaching k? */
static bool
pins_through (const FaRules *r, int kind, int side, FaSquare y, FaSquare a, FaSquare k)
{
  const FaGeometry *g = &r->geometry;
  const FaKind *kd = &r->kinds[kind];
  for (int i = 0; i < kd->n_parts; i++)
    {
      const FaCompiledPart *part = &kd->parts[side][i];
      if (part->shape != FA_SHAPE_RIDE || !part->can_capture)
        continue;
      for (int v = 0; v < part->n_vectors; v++)
        {
          FaSquare q = y;
          bool passed = false;
          for (int steps = 1;; steps++)
            {
              q = fa_step (g, part->vectors[v], q);
              if (q == FA_NO_SQUARE)
                break;
              if (q == k)
                {
                  if (passed)
                    return true;
                  break;
                }
              if (q == a)
                passed = true;
              if (steps == part->range)
                break;
            }
        }
    }
  return false;
}

static bool
kinds_are_simple (const FaRules *r, int kind)
{
  const FaKind *k = &r->kinds[kind];
  for (int i = 0; i < k->n_parts; i++)
    for (int side = 0; side < 2; side++)
      {
        FaShape shape = k->parts[side][i].shape;
        /* (a pawn's part with others, the dragon's, may step back to its
         * second rank and double-step again: not a pawn's reach; nor a
         * marine pawn's, whose captures land beyond, nor a superpawn's
         * promoting rides) */
        if (shape != FA_SHAPE_LEAP && shape != FA_SHAPE_RIDE && !(shape == FA_SHAPE_PAWN && k->n_parts == 1))
          return false;
        if (k->parts[side][i].marine || (shape != FA_SHAPE_PAWN && k->parts[side][i].promotes))
          return false;
      }
  return true;
}

/* What a fix may be: which side's pieces, and the squares allowed. */
enum { FIX_ANY_ON, FIX_GUARD, FIX_PIN, FIX_CHECK };

static void need_search (Enumerator *e);

/* Does kind capture only by leaps (pawns included), never along a line? */
static bool
checks_only_by_leaps (const FaRules *r, int kind)
{
  const FaKind *k = &r->kinds[kind];
  for (int i = 0; i < k->n_parts; i++)
    if (k->parts[0][i].can_capture && k->parts[0][i].shape != FA_SHAPE_LEAP && k->parts[0][i].shape != FA_SHAPE_PAWN)
      return false;
  return true;
}

/* Where option o of piece may stand as a fix: free squares it reaches
 * within its side's moves left, for the mating king none the mated
 * king attacks.  A check from where it stands (cost 0) by a piece that
 * checks by leaps only would have been given before the mating move,
 * which must be its own: it has to leave and come back (two moves at
 * least), a pawn never can (check: such squares cost 2, or are out). */
static inline int
moves_left (const Enumerator *e, const Piece *piece)
{
  return (piece->side == e->mater ? e->mater_budget : e->victim_budget) - e->exact_cost[piece->side];
}

/* Do the squares of option o as a check differ from those as any fix? */
static inline bool
check_differs (const Enumerator *e, const Piece *piece, int o)
{
  const EndOption *opt = &piece->options[o];
  return opt->leaps_only && (opt->kind == e->rules->pawn_kind || moves_left (e, piece) < 2);
}

static inline void
fix_squares (const Enumerator *e, const Piece *piece, int o, bool check, FaSquareSet *out)
{
  int left = moves_left (e, piece);
  const EndOption *opt = &piece->options[o];
  if (left < 0)
    {
      memset (out, 0, sizeof *out);
      return;
    }
  bool out_zero = check && check_differs (e, piece, o);
  for (int w = 0; w < e->words; w++)
    {
      uint64_t x = opt->within[left].bits[w] & ~e->occupied.bits[w];
      if (piece->royal)
        x &= ~e->king_attacks.bits[w];
      if (out_zero)
        x &= ~opt->within[0].bits[w];
      out->bits[w] = x;
    }
}

/* The squares on the line from the king k through a, beyond a (the
 * line's smallest step), where a pinning rider may stand, nearest
 * first; returns how many. */
static int
pin_ray (const Enumerator *e, FaSquare k, FaSquare a, FaSquare *ray)
{
  const FaGeometry *g = &e->rules->geometry;
  int df = fa_square_file (g, a) - fa_square_file (g, k), dr = fa_square_rank (g, a) - fa_square_rank (g, k);
  int x = fa_vector_gcd (df, dr);
  int n = 0;
  if (x == 0)
    return 0;
  df /= x;
  dr /= x;
  int file = fa_square_file (g, a) + df, rank = fa_square_rank (g, a) + dr;
  for (; file >= 0 && file < g->files && rank >= 0 && rank < g->ranks; file += df, rank += dr)
    {
      FaSquare q = fa_square_make (g, file, rank);
      if (q != FA_NO_SQUARE)
        ray[n++] = q;
    }
  return n;
}

static void
set_pin_ray (Enumerator *e, FaSquare k, FaSquare a)
{
  e->n_pin_ray = pin_ray (e, k, a, e->pin_ray);
}

/* The squares from which a piece of kind pins what stands on a against
 * the mated king: worked out once per king square. */
static const FaSquareSet *
pin_set (Enumerator *e, int kind, FaSquare a)
{
  size_t at = (size_t) kind * (size_t) e->n + (size_t) a;
  FaSquareSet *set = &e->pin_sets[at];
  FaSquare k = e->spec.king_target;
  if (e->pin_known[at] != k + 1)
    {
      FaSquare ray[FA_MAX_SQUARES];
      int n = pin_ray (e, k, a, ray);
      memset (set, 0, sizeof *set);
      for (int j = 0; j < n; j++)
        if (pins_through (e->rules, kind, e->mater, ray[j], a, k))
          fa_square_set_add (set, ray[j]);
      e->pin_known[at] = k + 1;
    }
  return set;
}

/* The squares a fix of kind_fix by a piece of kind must stand on: for a
 * guard of b or a check, those from which it attacks b or the king on
 * an empty board; for a pin of the piece on a, those beyond it; any
 * other fix, the squares on. */
static const FaSquareSet *
fix_targets (Enumerator *e, int kind, int kind_fix, FaSquare a, FaSquare b, const FaSquareSet *on)
{
  switch (kind_fix)
    {
    case FIX_GUARD:
      return &e->reach->attackers[kind][e->mater][b];
    case FIX_CHECK:
      return &e->reach->attackers[kind][e->mater][e->spec.king_target];
    case FIX_PIN:
      return pin_set (e, kind, a);
    default:
      return on;
    }
}

/* How many of a list of square sets hold each square, as bit-sliced
 * counters: layer l holds the squares whose count has bit l set. */
#define MAX_LAYERS 12 /* counts below 4096: 2 x 32 pieces x 16 options */

typedef struct
{
  int n_layers;
  FaSquareSet layer[MAX_LAYERS];
} SquareCounts;

static void
square_counts_add (SquareCounts *c, const FaSquareSet *x, int words)
{
  for (int w = 0; w < words; w++)
    {
      uint64_t carry = x->bits[w];
      for (int l = 0; carry; l++)
        {
          if (l == c->n_layers)
            {
              memset (&c->layer[l], 0, sizeof c->layer[l]);
              c->n_layers++;
            }
          uint64_t t = c->layer[l].bits[w] & carry;
          c->layer[l].bits[w] ^= carry;
          carry = t;
        }
    }
}

/* The sum of the counts over the squares of t. */
static int
square_counts_sum (const SquareCounts *c, const FaSquareSet *t, int words)
{
  int sum = 0;
  for (int l = 0; l < c->n_layers; l++)
    for (int w = 0; w < words; w++)
      sum += bit_count (c->layer[l].bits[w] & t->bits[w]) << l;
  return sum;
}

/* The fixes the unplaced pieces may make, counted by square: all of
 * them (any), and the mating side's by kind, as any fix and as a check
 * (fix_squares).  Worked out once per placed position, for the counts
 * of all its legal moves. */
typedef struct
{
  int kind;
  SquareCounts allowed, check;
} KindCounts;

typedef struct
{
  SquareCounts any;
  int n_kinds;
  KindCounts *kinds; /* room for e->n_options */
} FixCounts;

static void
fix_counts (const Enumerator *e, FixCounts *c)
{
  c->any.n_layers = 0;
  c->n_kinds = 0;
  for (int m = 0; m < 2; m++)
    for (int i = 0; i < (m ? e->n_mater : e->n_victim); i++)
      {
        if (e->exact_option[m][i] != -1)
          continue; /* placed, or taken for captured */
        const Piece *piece = m ? &e->mater_pieces[i] : &e->victim_pieces[i];
        for (int o = 0; o < piece->n_options; o++)
          {
            FaSquareSet allowed;
            fix_squares (e, piece, o, false, &allowed);
            square_counts_add (&c->any, &allowed, e->words);
            if (!m)
              continue;
            int kind = piece->options[o].kind, k = 0;
            while (k < c->n_kinds && c->kinds[k].kind != kind)
              k++;
            if (k == c->n_kinds)
              {
                c->kinds[k].kind = kind;
                c->kinds[k].allowed.n_layers = c->kinds[k].check.n_layers = 0;
                c->n_kinds++;
              }
            square_counts_add (&c->kinds[k].allowed, &allowed, e->words);
            if (check_differs (e, piece, o))
              fix_squares (e, piece, o, true, &allowed);
            square_counts_add (&c->kinds[k].check, &allowed, e->words);
          }
      }
}

/* How many fixes try_fixes would try with the same arguments (only_mater
 * set for every kind_fix but FIX_ANY_ON). */
static int
count_fixes (Enumerator *e, const FixCounts *c, const FaSquare *squares, int n_squares, int kind_fix, FaSquare a,
             FaSquare b)
{
  if (kind_fix == FIX_ANY_ON)
    {
      FaSquareSet on = { { 0 } };
      for (int s = 0; s < n_squares; s++)
        fa_square_set_add (&on, squares[s]);
      return square_counts_sum (&c->any, &on, e->words);
    }
  int count = 0;
  for (int k = 0; k < c->n_kinds; k++)
    {
      const KindCounts *kc = &c->kinds[k];
      count += square_counts_sum (kind_fix == FIX_CHECK ? &kc->check : &kc->allowed,
                                  fix_targets (e, kc->kind, kind_fix, a, b, NULL), e->words);
    }
  return count;
}

/* Tries every unplaced piece (mater's only: only_mater) on every square
 * of squares (or, squares NULL, every square) that passes the fix test. */
static void
try_fixes (Enumerator *e, bool only_mater, const FaSquare *squares, int n_squares, int kind_fix, FaSquare a, FaSquare b)
{
  /* The pin ray as the caller set it (the search below sets its own). */
  FaSquare ray[FA_MAX_SQUARES];
  int n_ray = kind_fix == FIX_PIN ? e->n_pin_ray : 0;
  memcpy (ray, e->pin_ray, sizeof (FaSquare) * (size_t) n_ray);
  for (int m = only_mater ? 1 : 0; m < 2; m++)
    {
      int count = m ? e->n_mater : e->n_victim;
      for (int i = 0; i < count; i++)
        {
          if (e->exact_option[m][i] != -1)
            continue; /* placed, or taken for captured */
          const Piece *piece = m ? &e->mater_pieces[i] : &e->victim_pieces[i];
          int side = piece->side;
          for (int o = 0; o < piece->n_options; o++)
            {
              const EndOption *opt = &piece->options[o];
              FaSquareSet allowed;
              fix_squares (e, piece, o, kind_fix == FIX_CHECK, &allowed);
              /* The squares to try, in the order of squares, of the pin
               * ray, or of the square numbers. */
              FaSquare cand[FA_MAX_SQUARES];
              int n_cand = 0;
              if (squares || kind_fix == FIX_PIN)
                {
                  const FaSquareSet *pins = squares ? NULL : pin_set (e, opt->kind, a);
                  for (int s = 0; s < (squares ? n_squares : n_ray); s++)
                    {
                      FaSquare y = squares ? squares[s] : ray[s];
                      if (fa_square_set_has (&allowed, y) && (!pins || fa_square_set_has (pins, y)))
                        cand[n_cand++] = y;
                    }
                }
              else
                {
                  const FaSquareSet *targets = fix_targets (e, opt->kind, kind_fix, a, b, NULL);
                  for (int w = 0; w < e->words; w++)
                    for (uint64_t bits = allowed.bits[w] & targets->bits[w]; bits; bits &= bits - 1)
                      cand[n_cand++] = (FaSquare) (w * 64 + __builtin_ctzll (bits));
                }
              for (int s = 0; s < n_cand; s++)
                {
                  FaSquare y = cand[s];
                  int cost = opt->moves[y];
                  if (kind_fix == FIX_CHECK && cost == 0 && opt->leaps_only)
                    cost = 2; /* fix_squares */
                  e->exact_option[m][i] = (int8_t) o;
                  e->exact_square[m][i] = y;
                  e->exact_cost[side] += cost;
                  fa_square_set_add (&e->occupied, y);
                  need_search (e);
                  e->occupied.bits[y >> 6] &= ~(1ull << (y & 63));
                  e->exact_cost[side] -= cost;
                  e->exact_option[m][i] = -1;
                  if (e->overflow || e->s->stopped)
                    return;
                }
            }
        }
    }
}

/* Places the stalemated side's piece j on square[0], as any of its
 * options the moves allow, and goes on. */
static void
try_fixes_one (Enumerator *e, int j, const FaSquare *square)
{
  const Piece *piece = &e->victim_pieces[j];
  FaSquare y = square[0];
  if (e->rules->geometry.hole[y] || fa_square_set_has (&e->occupied, y))
    return;
  for (int o = 0; o < piece->n_options; o++)
    {
      if (piece->options[o].kind == e->rules->pawn_kind && is_last_or_first_rank (e, y))
        continue;
      int cost = piece->options[o].moves[y];
      if (cost == FAR || e->exact_cost[piece->side] + cost > e->victim_budget)
        continue;
      e->exact_option[0][j] = (int8_t) o;
      e->exact_square[0][j] = y;
      e->exact_cost[piece->side] += cost;
      fa_square_set_add (&e->occupied, y);
      need_search (e);
      e->occupied.bits[y >> 6] &= ~(1ull << (y & 63));
      e->exact_cost[piece->side] -= cost;
      e->exact_option[0][j] = -1;
    }
}

/* A placed piece of side attacking target: FALSE when none does; else
 * its line (path, *n_path squares, maybe none: a leap) in path. */
static bool
find_attack (Enumerator *e, const FaPosition *pos, int side, FaSquare target, FaSquare *path, int *n_path)
{
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare x = pos->occupied[i];
      FaPiece p = pos->board[x];
      if (!fa_piece_is_side (p, side) || x == target)
        continue;
      FaSquare tmp[FA_MAX_SQUARES];
      int n = move_path (e->rules, fa_piece_kind (p), side, x, target, true, tmp);
      if (n < 0)
        continue;
      bool clear = true;
      for (int j = 0; j < n; j++)
        clear &= pos->board[tmp[j]] == 0;
      if (!clear)
        continue;
      memcpy (path, tmp, sizeof (FaSquare) * (size_t) n);
      *n_path = n;
      return true;
    }
  return false;
}

#define MAX_NEED_NODES 3000000

static void
need_search (Enumerator *e)
{
  fa_search_tick (e->s);
  if (e->overflow || e->s->stopped)
    return;
  if (++e->exact_leaves > e->need_limit)
    {
      e->overflow = true;
      return;
    }
  /* The work from a placed position depends on it alone. */
  uint8_t state[PLACEMENT_KEY_MAX];
  placement_key (e, state);
  if (!fa_key_set_add (&e->visited, state))
    return;
  FaPosition *pos = placed_position (e);
  FaSquare path[FA_MAX_SQUARES];
  int n_path = 0;
  FaSquare k = e->spec.king_target;
  FaSquare mater_king = pos->king[e->mater];
  /* The mating side's king may not stand in check. */
  if (mater_king != FA_NO_SQUARE && fa_in_check (pos, e->mater))
    {
      /* A leap cannot be stopped; an attack not found: give up the
       * mode rather than guess. */
      if (!find_attack (e, pos, e->victim, mater_king, path, &n_path))
        e->overflow = true;
      else if (n_path > 0)
        try_fixes (e, false, path, n_path, FIX_ANY_ON, FA_NO_SQUARE, FA_NO_SQUARE);
      return;
    }
  bool check = fa_in_check (pos, e->victim);
  if (e->goal == FA_GOAL_MATE && !check)
    {
      try_fixes (e, true, NULL, 0, FIX_CHECK, FA_NO_SQUARE, FA_NO_SQUARE);
      return;
    }
  if (e->goal != FA_GOAL_MATE && check)
    {
      if (!find_attack (e, pos, e->mater, k, path, &n_path))
        e->overflow = true;
      else if (n_path > 0)
        try_fixes (e, false, path, n_path, FIX_ANY_ON, FA_NO_SQUARE, FA_NO_SQUARE);
      return;
    }
  FA_MOVE_LIST (moves, pos);
  int count = fa_generate_legal (pos, moves);
  if (count == 0 && e->goal == FA_GOAL_STALEMATE)
    {
      /* Every piece of the stalemated side stands in the goal position
       * (immobile) or was captured: decide the first one left open,
       * then what its moves need. */
      for (int j = 0; j < e->n_victim; j++)
        {
          if (e->exact_option[0][j] != -1)
            continue;
          if (e->n_taken < e->mater_budget)
            {
              e->exact_option[0][j] = -2;
              e->n_taken++;
              need_search (e);
              e->n_taken--;
              e->exact_option[0][j] = -1;
            }
          FaSquare one[1];
          for (FaSquare y = 0; y < e->n && !e->overflow && !e->s->stopped; y++)
            {
              one[0] = y;
              try_fixes_one (e, j, one);
            }
          return;
        }
    }
  if (count == 0)
    {
      /* The goal: list the picture, placed pieces exact, others free. */
      add_exact_picture (e);
      return;
    }
  /* The legal move with the fewest ways to stop it: each one must be
   * stopped in a goal position, so one is enough to branch on. */
  int best = -1, best_count = INT32_MAX;
  FA_SCRATCH_ARRAY (KindCounts, kind_counts, e->n_options);
  FixCounts fix = { .kinds = kind_counts };
  fix_counts (e, &fix);
  FaSquare pins_of = FA_NO_SQUARE;
  int pins = 0, checks = -1;
  for (int j = 0; j < count && best_count > 0; j++)
    {
      if (j > 0 && moves[j].from == moves[j - 1].from && moves[j].to == moves[j - 1].to)
        continue; /* promotions: the same squares */
      FaSquare a = moves[j].from, b = moves[j].to;
      bool capture = pos->board[b] != 0;
      int n = move_path (e->rules, fa_piece_kind (pos->board[a]), e->victim, a, b, capture, path);
      if (n < 0)
        n = 0;
      if (!capture)
        path[n++] = b;
      int fixes = n > 0 ? count_fixes (e, &fix, path, n, FIX_ANY_ON, a, b) : 0;
      /* The pins depend on the piece alone, whose moves come one after
       * the other; the second checks on nothing. */
      if (fixes < best_count && a == k)
        fixes += count_fixes (e, &fix, NULL, 0, FIX_GUARD, a, b);
      else if (fixes < best_count)
        {
          if (a != pins_of)
            {
              pins_of = a;
              pins = count_fixes (e, &fix, NULL, 0, FIX_PIN, a, b);
            }
          fixes += pins;
        }
      if (a != k && e->goal == FA_GOAL_MATE && fixes < best_count)
        {
          if (checks < 0)
            checks = count_fixes (e, &fix, NULL, 0, FIX_CHECK, a, b);
          fixes += checks;
        }
      if (fixes < best_count)
        {
          best_count = fixes;
          best = j;
        }
    }
  if (best_count == 0)
    return;
  FaSquare a = moves[best].from, b = moves[best].to;
  bool capture = pos->board[b] != 0;
  int n = move_path (e->rules, fa_piece_kind (pos->board[a]), e->victim, a, b, capture, path);
  if (n < 0)
    n = 0;
  if (!capture)
    path[n++] = b;
  if (n > 0)
    try_fixes (e, false, path, n, FIX_ANY_ON, a, b);
  if (a != k)
    set_pin_ray (e, k, a);
  if (!e->overflow)
    try_fixes (e, true, NULL, 0, a == k ? FIX_GUARD : FIX_PIN, a, b);
  /* In a mate a second check makes the other piece's move illegal too. */
  if (!e->overflow && a != k && e->goal == FA_GOAL_MATE)
    try_fixes (e, true, NULL, 0, FIX_CHECK, a, b);
}

/* Takes k (reached in king_cost moves) as the mated king's square: the
 * squares it attacks from there (no place for the mating king) go into
 * e->king_attacks, and into targets (room for fa_reach_one_move_room);
 * returns how many. */
static int
set_king_target (Enumerator *e, FaSquare k, int king_cost, FaSquare *targets)
{
  e->spec.king_target = k;
  e->king_cost = king_cost;
  int m = fa_reach_one_move (e->rules, e->royal_kind, e->victim, k, targets, false);
  memset (&e->king_attacks, 0, sizeof e->king_attacks);
  for (int i = 0; i < m; i++)
    fa_square_set_add (&e->king_attacks, targets[i]);
  return m;
}

static void
enumerate_needs (Enumerator *e, FaSquare k, int king_cost)
{
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (e->rules));
  set_king_target (e, k, king_cost, targets);
  memset (&e->occupied, 0, sizeof e->occupied);
  fa_square_set_add (&e->occupied, k);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < MAX_SIDE_PIECES; i++)
      e->exact_option[side][i] = -1;
  e->exact_cost[e->mater] = 0;
  e->exact_cost[e->victim] = king_cost;
  e->n_taken = 0;
  need_search (e);
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
  if (e->s->stopped || e->overflow || e->pictures.len > e->cap)
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
      *(PictureSpec *) fa_table_array_push (&e->pictures) = e->spec;
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
      int cost = v->kind == e->rules->pawn_kind ? fa_reach_row (e->reach, v->kind, e->victim, v->square)[f]
                                                 : v->options[0].moves[f];
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
  FA_SCRATCH_ARRAY (FaSquare, targets, fa_reach_one_move_room (e->rules));
  int m = set_king_target (e, k, king_cost, targets);
  e->n_flights = 0;
  for (int i = 0; i < m; i++)
    {
      bool seen = false;
      for (int j = 0; j < e->n_flights; j++)
        seen |= e->spec.flights[j] == targets[i];
      /* Leaving a flight out only widens the pictures: still sound. */
      if (!seen && e->n_flights < MAX_FLIGHTS)
        e->spec.flights[e->n_flights++] = targets[i];
    }
  /* The checking piece first, then the flights in turn; a stalemate has
   * no checking piece. */
  if (e->goal != FA_GOAL_MATE)
    {
      enumerate_flights (e, 0);
      return;
    }
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

/* ---- Castling in the counts of moves ----
 *
 * Castling moves the king two squares and a rook past it in one move.
 * Counted from a square, a piece's moves may take that route: the king
 * on its castling square castles (one move) and goes on from where it
 * lands; the rook on its corner lands beside it with the king's move,
 * none of its own.  Each piece's count so is at most the moves it plays,
 * and the counts of a side's pieces add up to at most the moves the side
 * plays (the castling move counted once, for the king): a bound as tight
 * as without castling, where a slack of two moves per side let many more
 * pictures through (an h=3 of ten units with castling rights for both
 * sides: over 50,000 pictures, against Popeye's 704). */
typedef struct
{
  FaSquare from, to;
  uint8_t moves;
} CastlingRoute;

/* The castling routes of a piece of kind (at most four: a kind that
 * castles and is the rook kind has both kinds of route). */
static int
castling_routes (const Enumerator *e, int kind, int side, CastlingRoute *routes)
{
  const FaRules *r = e->rules;
  if (!r->castling_possible)
    return 0;
  unsigned short_bit = side == FA_WHITE ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
  unsigned long_bit = side == FA_WHITE ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
  bool may_short = (e->castling & short_bit) != 0, may_long = (e->castling & long_bit) != 0;
  FaSquare king = r->castle_king_from[side];
  int n = 0;
  if (r->kinds[kind].flags & FA_PIECE_CASTLES)
    {
      if (may_short)
        routes[n++] = (CastlingRoute) { king, (FaSquare) (king + 2), 1 };
      if (may_long)
        routes[n++] = (CastlingRoute) { king, (FaSquare) (king - 2), 1 };
    }
  if (kind == r->rook_kind)
    {
      if (may_short)
        routes[n++] = (CastlingRoute) { r->castle_rook_short[side], (FaSquare) (king + 1), 0 };
      if (may_long)
        routes[n++] = (CastlingRoute) { r->castle_rook_long[side], (FaSquare) (king - 1), 0 };
    }
  return n;
}

/* row[y]: the moves of a piece of kind from from to y; castling routes
 * added. */
static void
add_castling_to_row (const Enumerator *e, int kind, int side, FaSquare from, uint8_t *row)
{
  CastlingRoute routes[4];
  int n = castling_routes (e, kind, side, routes);
  for (int i = 0; i < n; i++)
    {
      if (routes[i].from != from)
        continue;
      const uint8_t *after = fa_reach_row (e->reach, kind, side, routes[i].to);
      for (FaSquare y = 0; y < e->n; y++)
        row[y] = MIN (row[y], fa_reach_add (routes[i].moves, after[y]));
    }
}

/* column[x]: the moves of a piece of kind from x to its place; castling
 * routes added. */
static void
add_castling_to_column (const Enumerator *e, int kind, int side, uint8_t *column)
{
  CastlingRoute routes[4];
  int n = castling_routes (e, kind, side, routes);
  for (int i = 0; i < n; i++)
    column[routes[i].from] = MIN (column[routes[i].from], fa_reach_add (routes[i].moves, column[routes[i].to]));
}

/* The within sets of a piece's options (EndOption). */
static void
init_within (Enumerator *e, Piece *piece)
{
  const FaRules *r = e->rules;
  int budget = piece->side == e->mater ? e->mater_budget : e->victim_budget;
  for (int o = 0; o < piece->n_options; o++)
    {
      EndOption *opt = &piece->options[o];
      bool pawn = opt->kind == r->pawn_kind;
      opt->leaps_only = checks_only_by_leaps (r, opt->kind);
      opt->within = g_new0 (FaSquareSet, (gsize) budget + 1);
      g_ptr_array_add (e->within_sets, opt->within);
      for (FaSquare y = 0; y < e->n; y++)
        {
          if (r->geometry.hole[y] || (pawn && is_last_or_first_rank (e, y)))
            continue;
          for (int c = opt->moves[y]; c <= budget; c++)
            fa_square_set_add (&opt->within[c], y);
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
  own->within = NULL;
  memcpy (own->moves, pawn ? fa_reach_pawn_walk_row (e->reach, piece->side, piece->square)
                           : fa_reach_row (e->reach, piece->kind, piece->side, piece->square), (size_t) n);
  if (!pawn)
    {
      add_castling_to_row (e, piece->kind, piece->side, piece->square, own->moves);
      return;
    }
  int last_rank = piece->side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  for (int i = 0; i < r->n_promotions && piece->n_options < MAX_OPTIONS; i++)
    {
      EndOption *o = &piece->options[piece->n_options++];
      o->kind = r->promotions[i];
      o->within = NULL;
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

/* Zeroed, of which an enumeration of a few pieces touches a tenth (the
 * room for 32 pieces a side and 16 ends of each). */
static Enumerator *
enumerator_new (void)
{
  FaTableMemory memory;
  Enumerator *e = fa_sparse_memory_new (&memory, sizeof (Enumerator));
  e->memory = memory;
  return e;
}

/* The mode applies to mates of a single royal leaper that moves and
 * captures alike (flight squares are then its targets), with leapers,
 * riders and pawns only and no neutral pieces. */
static bool
init_enumerator (Enumerator *e, FaSearch *s, int goal_side, int mater_moves, int victim_moves)
{
  const FaPosition *pos = &s->pos;
  const FaRules *r = s->rules;
  if (!s->reach
      || (s->goal != FA_GOAL_MATE && s->goal != FA_GOAL_STALEMATE && s->goal != FA_GOAL_DOUBLE_STALEMATE))
    return false;
  /* (e comes zeroed, enumerator_new: clearing it here faulted in all
   * its pages) */
  static gint enumerations;
  e->s = s;
  e->rules = r;
  e->reach = s->reach;
  e->salt_base = (uint64_t) (guint) g_atomic_int_add (&enumerations, 1) << 32;
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
  e->goal = s->goal;
  e->mater_budget = mater_moves;
  e->victim_budget = victim_moves;
  e->castling = pos->castling;
  memcpy (e->king_moves, fa_reach_row (e->reach, e->royal_kind, e->victim, e->king_start), (size_t) e->n);
  add_castling_to_row (e, e->royal_kind, e->victim, e->king_start, e->king_moves);
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
  e->words = (e->n + 63) / 64;
  e->within_sets = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < e->n_mater; i++)
    {
      init_piece (e, &e->mater_pieces[i]);
      init_within (e, &e->mater_pieces[i]);
    }
  for (int j = 0; j < e->n_victim; j++)
    {
      init_piece (e, &e->victim_pieces[j]);
      init_within (e, &e->victim_pieces[j]);
    }
  for (int i = 0; i < e->n_mater; i++)
    e->n_options += e->mater_pieces[i].n_options;
  for (int j = 0; j < e->n_victim; j++)
    e->n_options += e->victim_pieces[j].n_options;
  e->pin_sets = g_new (FaSquareSet, (gsize) (r->n_kinds + 1) * (gsize) e->n);
  e->pin_known = g_new0 (int, (gsize) (r->n_kinds + 1) * (gsize) e->n);
  for (int i = 0; i < MAX_SIDE_PIECES; i++)
    {
      e->spec.mater_option[i] = -1;
      e->spec.victim_target_flight[i] = -1;
    }
  return true;
}

static void
enumerator_free (Enumerator *e)
{
  if (e->within_sets)
    g_ptr_array_unref (e->within_sets);
  g_free (e->pin_sets);
  g_free (e->pin_known);
  FaTableMemory memory = e->memory;
  fa_table_memory_free (&memory);
}

/* ---- The search under one picture ---- */

typedef struct
{
  int side;
  /* A piece the picture has captured: the other side must take it, one
   * move for each (no distance tables). */
  bool captive;
  int start_kind;
  int end_kind;         /* 0: any (a blocker, or the king) */
  FaSquare target;      /* blockers and the king */
  /* Moves to its place while it is start_kind, and after its promotion
   * to end_kind (a PartTables' tables). */
  const uint8_t *moves_as_start, *moves_as_end;
} Participant;

/* The move tables of the parts of pictures: many pictures share them
 * (tens of thousands of pictures, a few hundred tables), so each is
 * worked out once, for the kinds, side and squares that decide it. */
typedef struct
{
  int32_t start_kind, end_kind, side;
  int32_t target;
  FaSquareSet squares;
} TableKey;

typedef struct
{
  GHashTable *map; /* TableKey -> the tables, as_start then as_end (n each) */
} PartTables;

static guint
table_key_hash (gconstpointer p)
{
  const uint32_t *words = p;
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < sizeof (TableKey) / sizeof (uint32_t); i++)
    h = (h ^ words[i]) * 16777619u;
  return h;
}

static gboolean
table_key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (TableKey)) == 0;
}

static void
part_tables_init (PartTables *t)
{
  t->map = g_hash_table_new_full (table_key_hash, table_key_equal, g_free, g_free);
}

static void
part_tables_clear (PartTables *t)
{
  g_hash_table_destroy (t->map);
}

typedef struct
{
  GMutex lock;
  GHashTable *lines; /* GBytes of the moves of each line found */
} LineSet;

/* What one move changed in a list of followed squares (a picture's or a
 * walk's): up to three pieces, the mover, a castling rook and a captured
 * piece, with the squares to put back. */
typedef struct
{
  int8_t who[3];
  FaSquare from[3];
  bool promotion;       /* the mover changed its kind */
} SquareChange;

static void
square_change_init (SquareChange *c)
{
  c->who[0] = c->who[1] = c->who[2] = -1;
  c->promotion = false;
}

static void
square_change_record (SquareChange *c, int *changed, FaSquare *square, int i, FaSquare to)
{
  c->who[*changed] = (int8_t) i;
  c->from[(*changed)++] = square[i];
  square[i] = to;
}

static void
square_change_undo (const SquareChange *c, FaSquare *square)
{
  for (int k = 2; k >= 0; k--)
    if (c->who[k] >= 0)
      square[c->who[k]] = c->from[k];
}

/* The rook's squares of a castling move u (FA_NO_SQUARE otherwise); mover
 * is the side that castled. */
static void
castling_rook (const FaRules *r, const FaUndo *u, int mover, FaSquare *from, FaSquare *to)
{
  *from = *to = FA_NO_SQUARE;
  if (!fa_move_castles (u->move))
    return;
  *from = (u->move.type == FA_MOVE_CASTLE_SHORT) ? r->castle_rook_short[mover] : r->castle_rook_long[mover];
  *to = (FaSquare) ((u->move.from + u->move.to) / 2);
}

struct FaPicture
{
  const FaReach *reach;
  const FaRules *rules;
  int mater, victim;
  uint64_t salt;
  uint64_t key; /* salt and where the parts stand (fa_picture_key), kept up to date */
  int n_parts;
  Participant parts[MAX_PARTICIPANTS];
  FaSquare square[MAX_PARTICIPANTS];
  int undo_top;
  SquareChange undo[FA_MAX_PLY];
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

/* Part i standing on sq, in a picture's key. */
static inline uint64_t
part_key (int i, FaSquare sq)
{
  return mix ((uint64_t) i << 16 | (uint16_t) sq);
}

/* Moves the parts a move changed (or its undo) in the picture's key. */
static void
rekey_changes (FaPicture *pic, const SquareChange *c)
{
  for (int k = 0; k < 3; k++)
    if (c->who[k] >= 0)
      pic->key ^= part_key (c->who[k], c->from[k]) ^ part_key (c->who[k], pic->square[c->who[k]]);
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

/* The tables of a part that starts as start_kind (of side) and must end
 * as end_kind on one of squares, or (end_kind 0) as any kind on target:
 * as_start[x], the moves from x while it is start_kind; as_end[x], after
 * its promotion to end_kind. */
static void
compute_part_tables (const Enumerator *e, int start_kind, int end, int side, FaSquare target,
                     const FaSquareSet *squares, uint8_t *as_start, uint8_t *as_end)
{
  const FaRules *r = e->rules;
  const FaReach *reach = e->reach;
  int n = e->n;
  memset (as_end, FAR, (size_t) n);
  if (end == 0)
    {
      column_to (reach, start_kind, side, target, as_start);
      add_castling_to_column (e, start_kind, side, as_start);
    }
  else if (end != start_kind)
    {
      /* A pawn that promotes: to the last rank as a pawn, then on. */
      moves_to_set (reach, reach->reach[end][side], squares, as_end);
      int last_rank = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
      memset (as_start, FAR, (size_t) n);
      for (int file = 0; file < r->geometry.files; file++)
        {
          FaSquare q = fa_square_make (&r->geometry, file, last_rank);
          if (q == FA_NO_SQUARE)
            continue;
          for (FaSquare x = 0; x < n; x++)
            {
              uint8_t total = fa_reach_add (fa_reach_pawn_walk_row (reach, side, x)[q], as_end[q]);
              if (total < as_start[x])
                as_start[x] = total;
            }
        }
    }
  else if (start_kind == r->pawn_kind)
    moves_to_set (reach, reach->pawn_walk[side], squares, as_start);
  else
    {
      moves_to_set (reach, reach->reach[end][side], squares, as_start);
      add_castling_to_column (e, start_kind, side, as_start);
    }
}

/* Part p's tables, from t (worked out if new). */
static void
part_tables_get (PartTables *t, const Enumerator *e, Participant *p, const FaSquareSet *squares)
{
  TableKey key;
  memset (&key, 0, sizeof key);
  key.start_kind = p->start_kind;
  key.end_kind = p->end_kind;
  key.side = p->side;
  key.target = p->target;
  if (squares)
    key.squares = *squares;
  uint8_t *tables = g_hash_table_lookup (t->map, &key);
  if (!tables)
    {
      tables = g_malloc (2 * (size_t) e->n);
      compute_part_tables (e, p->start_kind, p->end_kind, p->side, p->target, squares, tables, tables + e->n);
      g_hash_table_insert (t->map, g_memdup2 (&key, sizeof key), tables);
    }
  p->moves_as_start = tables;
  p->moves_as_end = tables + e->n;
}

/* A piece that must end as end_kind on one of squares. */
static void
add_placed_piece (FaPicture *pic, const Enumerator *e, PartTables *t, const Piece *piece, int end,
                  const FaSquareSet *squares)
{
  Participant *p = &pic->parts[pic->n_parts];
  *p = (Participant) { .side = piece->side, .start_kind = piece->kind, .end_kind = end, .target = FA_NO_SQUARE };
  part_tables_get (t, e, p, squares);
  pic->square[pic->n_parts++] = piece->square;
}

static void
add_captive (FaPicture *pic, const Piece *piece)
{
  pic->parts[pic->n_parts] = (Participant) { .side = piece->side, .captive = true, .start_kind = piece->kind };
  pic->square[pic->n_parts++] = piece->square;
}

/* The picture of spec (numbered index), its tables from t. */
static void
build_picture (const Enumerator *e, const PictureSpec *spec, int index, PartTables *t, FaPicture *pic)
{
  const FaReach *reach = e->reach;
  memset (pic, 0, offsetof (FaPicture, parts));
  pic->undo_top = 0;
  pic->reach = reach;
  pic->rules = e->rules;
  pic->mater = e->mater;
  pic->victim = e->victim;
  pic->salt = mix (e->salt_base + (uint64_t) index + 0x51c7u);
  /* The king. */
  Participant *p = &pic->parts[pic->n_parts];
  *p = (Participant) { .side = e->victim, .start_kind = e->royal_kind, .target = spec->king_target };
  part_tables_get (t, e, p, NULL);
  pic->square[pic->n_parts++] = e->king_start;
  for (int j = 0; j < e->n_victim; j++)
    {
      const Piece *v = &e->victim_pieces[j];
      if (spec->victim_exact)
        {
          if (spec->victim_option[j] == (spec->needs ? -2 : -1))
            add_captive (pic, v);
          if (spec->victim_option[j] < 0)
            continue; /* captured, or free */
          FaSquareSet one = { { 0 } };
          fa_square_set_add (&one, spec->victim_square[j]);
          add_placed_piece (pic, e, t, v, v->options[spec->victim_option[j]].kind, &one);
          continue;
        }
      if (spec->victim_target_flight[j] < 0)
        continue;
      p = &pic->parts[pic->n_parts];
      *p = (Participant) { .side = e->victim, .start_kind = v->kind, .target = spec->flights[spec->victim_target_flight[j]] };
      part_tables_get (t, e, p, NULL);
      pic->square[pic->n_parts++] = v->square;
    }
  for (int i = 0; i < e->n_mater; i++)
    if (spec->mater_option[i] >= 0)
      add_placed_piece (pic, e, t, &e->mater_pieces[i], e->mater_pieces[i].options[spec->mater_option[i]].kind,
                        &spec->mater_squares[i]);
    else if (spec->victim_exact && !spec->needs)
      add_captive (pic, &e->mater_pieces[i]);
  pic->key = pic->salt;
  for (int i = 0; i < pic->n_parts; i++)
    pic->key ^= part_key (i, pic->square[i]);
}

gboolean
fa_picture_after_move (FaPicture *pic, const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  SquareChange *c = &pic->undo[pic->undo_top++];
  square_change_init (c);
  if (u->move.type == FA_MOVE_NULL)
    return TRUE;
  int changed = 0;
  if (u->captured)
    for (int i = 0; i < pic->n_parts; i++)
      if (pic->square[i] == u->capture_square && pic->parts[i].side == pos->side)
        {
          if (!pic->parts[i].captive)
            return FALSE;
          square_change_record (c, &changed, pic->square, i, FA_NO_SQUARE);
          break;
        }
  FaSquare rook_from, rook_to;
  castling_rook (pic->rules, u, pos->side ^ 1, &rook_from, &rook_to);
  for (int i = 0; i < pic->n_parts && changed < 3; i++)
    {
      FaSquare to = pic->square[i] == u->move.from ? u->move.to
                    : pic->square[i] == rook_from   ? rook_to
                                                    : FA_NO_SQUARE;
      if (to == FA_NO_SQUARE || pic->parts[i].side == pos->side)
        continue;
      square_change_record (c, &changed, pic->square, i, to);
    }
  rekey_changes (pic, c);
  return TRUE;
}

void
fa_picture_undo_move (FaPicture *pic)
{
  const SquareChange *c = &pic->undo[--pic->undo_top];
  rekey_changes (pic, c);
  square_change_undo (c, pic->square);
}

/* The moves a participant of kind kind on sq still needs to reach its
 * place: by its tables while it is its start kind or, promoted, its end
 * kind; to its target square if any kind will do (blockers, the king). */
static inline int
moves_to_place (const FaReach *reach, int kind, FaSquare sq, int side, int start_kind, int end_kind,
                FaSquare target, const uint8_t *as_start, const uint8_t *as_end)
{
  return kind == start_kind ? as_start[sq]
         : end_kind == 0    ? fa_reach_row (reach, kind, side, sq)[target]
         : kind == end_kind ? as_end[sq]
                            : FAR;
}

gboolean
fa_picture_reachable (const FaPicture *pic, const FaPosition *pos, int mater_moves, int victim_moves)
{
  int cost[2] = { 0, 0 }, captives[2] = { 0, 0 };
  for (int i = 0; i < pic->n_parts; i++)
    {
      const Participant *p = &pic->parts[i];
      FaSquare sq = pic->square[i];
      if (p->captive)
        {
          captives[p->side] += sq != FA_NO_SQUARE;
          continue;
        }
      cost[p->side] += moves_to_place (pic->reach, fa_piece_kind (pos->board[sq]), sq, p->side, p->start_kind,
                                       p->end_kind, p->target, p->moves_as_start, p->moves_as_end);
    }
  /* Each capture takes a move of the capturing side. */
  return cost[pic->mater] <= mater_moves && cost[pic->victim] <= victim_moves
         && captives[pic->victim] <= mater_moves && captives[pic->mater] <= victim_moves;
}

uint64_t
fa_picture_key (const FaPicture *pic)
{
  return pic->key;
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

/* ---- Many pictures searched at once ---- */

/* Where pictures are too many to search one by one, a single search
 * carries the set of pictures still reachable: each node keeps those of
 * its parent whose pieces can still get to their places, and a node
 * where none is left is cut.  Every solution matches a picture that stays
 * in the set all along its line, so nothing is lost, and each line is
 * found once.  The transposition key holds the set (the exclusive or of
 * its pictures' keys): a failure stands for the same set only. */

typedef struct
{
  const uint8_t *as_start, *as_end;
  int start_kind, end_kind;
  FaSquare target;
  uint8_t piece, side;
  bool captive;
} SetPart;

struct FaPictureSet
{
  const FaReach *reach;
  int mater, victim;
  int n_pieces;
  FaSquare root_square[MAX_PARTICIPANTS + 1];
  int n_pics;
  int *first_part;    /* n_pics + 1 */
  SetPart *parts;     /* the items of parts_array */
  uint64_t *salt;
  /* units[2 * i], [2 * i + 1]: the pieces (bits by root_square index)
   * with a part in picture i. */
  uint64_t *units;
  /* part_of[i * n_pieces + q]: where piece q's part is among picture i's
   * (from first_part[i]), -1 none. */
  int8_t *part_of;
  PartTables tables;
  /* Table memory, huge pages where large (a set of 100,000 pictures took
   * a page fault for every 4 KB of these, each written whole): the parts,
   * and salt, units, first_part and part_of in one block. */
  FaTableArray parts_array;
  FaTableMemory arrays;
};

struct FaPictureWalk
{
  const FaPictureSet *set;
  FaSquare square[MAX_PARTICIPANTS + 1];
  int undo_top;
  SquareChange undo[FA_MAX_PLY];
  int depth;
  int level_start[FA_MAX_PLY + 2];
  int *alive;
  /* Beside each alive picture, what it needs (PictureNeeds), so that a
   * picture none of whose pieces the last move moved or took needs
   * what it needed a move ago. */
  struct PictureNeeds *needs;
};

struct PictureNeeds
{
  int16_t cost[2];     /* moves of each side's parts to their places */
  int16_t captives[2]; /* captives of each side still on the board */
};

static FaPictureSet *
picture_set_new (const Enumerator *e, int mater_moves, int victim_moves)
{
  FaPictureSet *set = g_new0 (FaPictureSet, 1);
  set->reach = e->reach;
  set->mater = e->mater;
  set->victim = e->victim;
  set->root_square[set->n_pieces++] = e->king_start;
  for (int j = 0; j < e->n_victim; j++)
    set->root_square[set->n_pieces++] = e->victim_pieces[j].square;
  for (int i = 0; i < e->n_mater; i++)
    set->root_square[set->n_pieces++] = e->mater_pieces[i].square;
  set->n_pics = (int) e->pictures.len;
  size_t n = (size_t) set->n_pics;
  uint8_t *block = fa_table_memory_new_or_abort (&set->arrays, (3 * n) * sizeof (uint64_t) + (n + 1) * sizeof (int)
                                                                 + n * (size_t) set->n_pieces);
  set->salt = (uint64_t *) block;
  set->units = set->salt + n; /* (zeroed) */
  set->first_part = (int *) (set->units + 2 * n);
  set->part_of = (int8_t *) (set->first_part + n + 1);
  memset (set->part_of, -1, n * (size_t) set->n_pieces);
  part_tables_init (&set->tables);
  fa_table_array_init (&set->parts_array, sizeof (SetPart));
  FaPicture *pic = g_new (FaPicture, 1);
  for (int index = 0; index < set->n_pics; index++)
    {
      build_picture (e, (PictureSpec *) fa_table_array_at (&e->pictures, (size_t) index), index, &set->tables, pic);
      set->first_part[index] = (int) set->parts_array.len;
      set->salt[index] = pic->salt;
      for (int k = 0; k < pic->n_parts; k++)
        {
          const Participant *p = &pic->parts[k];
          SetPart part = { .start_kind = p->start_kind, .end_kind = p->end_kind, .target = p->target,
                           .side = (uint8_t) p->side, .captive = p->captive };
          for (int q = 0; q < set->n_pieces; q++)
            if (set->root_square[q] == pic->square[k])
              part.piece = (uint8_t) q;
          set->units[2 * index + part.piece / 64] |= 1ull << (part.piece % 64);
          set->part_of[(size_t) index * (size_t) set->n_pieces + part.piece] = (int8_t) k;
          part.as_start = p->moves_as_start;
          part.as_end = p->moves_as_end;
          *(SetPart *) fa_table_array_push (&set->parts_array) = part;
        }
    }
  set->first_part[set->n_pics] = (int) set->parts_array.len;
  set->parts = set->parts_array.items;
  g_free (pic);
  return set;
}

static void
picture_set_free (FaPictureSet *set)
{
  fa_table_memory_free (&set->arrays);
  fa_table_array_free (&set->parts_array);
  part_tables_clear (&set->tables);
  g_free (set);
}

FaPictureWalk *
fa_picture_walk_new (const FaPictureSet *set, int max_depth)
{
  FaPictureWalk *w = g_new (FaPictureWalk, 1);
  w->set = set;
  memcpy (w->square, set->root_square, sizeof w->square);
  w->undo_top = 0;
  w->depth = 0;
  /* Each level holds at most the pictures of the one above. */
  w->alive = g_new (int, (gsize) set->n_pics * (gsize) (max_depth + 2));
  w->needs = g_new (struct PictureNeeds, (gsize) set->n_pics * (gsize) (max_depth + 2));
  for (int i = 0; i < set->n_pics; i++)
    w->alive[i] = i;
  w->level_start[0] = 0;
  w->level_start[1] = set->n_pics;
  return w;
}

void
fa_picture_walk_free (FaPictureWalk *w)
{
  g_free (w->alive);
  g_free (w->needs);
  g_free (w);
}

void
fa_picture_walk_after_move (FaPictureWalk *w, const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  SquareChange *c = &w->undo[w->undo_top++];
  square_change_init (c);
  if (u->move.type == FA_MOVE_NULL)
    return;
  int changed = 0;
  int n = w->set->n_pieces;
  if (u->captured)
    for (int i = 0; i < n; i++)
      if (w->square[i] == u->capture_square)
        {
          square_change_record (c, &changed, w->square, i, FA_NO_SQUARE);
          break;
        }
  c->promotion = u->move.promotion != 0;
  FaSquare rook_from, rook_to;
  castling_rook (pos->rules, u, pos->side ^ 1, &rook_from, &rook_to);
  /* The mover, and a castling rook: no more pieces than those moved. */
  int last = changed + 1 + (rook_from != FA_NO_SQUARE);
  for (int i = 0; i < n && changed < last; i++)
    {
      FaSquare to = w->square[i] == u->move.from ? u->move.to
                    : w->square[i] == rook_from   ? rook_to
                                                  : FA_NO_SQUARE;
      if (to == FA_NO_SQUARE)
        continue;
      square_change_record (c, &changed, w->square, i, to);
    }
}

void
fa_picture_walk_undo_move (FaPictureWalk *w)
{
  square_change_undo (&w->undo[--w->undo_top], w->square);
}

gboolean
fa_picture_walk_enter (FaPictureWalk *w, const FaPosition *pos, int mater_moves, int victim_moves, uint64_t *key)
{
  const FaPictureSet *set = w->set;
  int from = w->level_start[w->depth], to = w->level_start[w->depth + 1];
  int *out = w->alive + to;
  int kept = 0;
  uint64_t k = 0;
  int limit[2];
  limit[set->mater] = mater_moves;
  limit[set->victim] = victim_moves;
  /* Each capture takes a move of the capturing side. */
  int capture_limit[2];
  capture_limit[set->victim] = mater_moves;
  capture_limit[set->mater] = victim_moves;
  /* The pieces the last move moved or took (none at the first level:
   * everything is worked out there). */
  uint64_t moved[2] = { 0, 0 };
  bool all = w->depth == 0;
  const SquareChange *c = all ? NULL : &w->undo[w->undo_top - 1];
  if (!all)
    for (int i = 0; i < 3; i++)
      if (c->who[i] >= 0)
        moved[c->who[i] / 64] |= 1ull << (c->who[i] % 64);
  for (int a = from; a < to; a++)
    {
      int index = w->alive[a];
      if (!all && !c->promotion)
        {
          /* What it needed a move ago, and for the parts of the pieces
           * the move moved or took the difference. */
          const struct PictureNeeds *before = &w->needs[a];
          int cost[2] = { before->cost[0], before->cost[1] };
          int captives[2] = { before->captives[0], before->captives[1] };
          bool ok = true;
          if ((set->units[2 * index] & moved[0]) || (set->units[2 * index + 1] & moved[1]))
            for (int i = 0; i < 3 && ok; i++)
              {
                int q = c->who[i];
                int at = q < 0 ? -1 : set->part_of[(size_t) index * (size_t) set->n_pieces + (size_t) q];
                if (at < 0)
                  continue;
                const SetPart *p = &set->parts[set->first_part[index] + at];
                FaSquare was = c->from[i], sq = w->square[q];
                if (p->captive)
                  captives[p->side] += (sq != FA_NO_SQUARE) - (was != FA_NO_SQUARE);
                else if (sq == FA_NO_SQUARE)
                  ok = false;
                else
                  {
                    int kind = fa_piece_kind (pos->board[sq]);
                    cost[p->side] += moves_to_place (set->reach, kind, sq, p->side, p->start_kind, p->end_kind,
                                                     p->target, p->as_start, p->as_end)
                                     - moves_to_place (set->reach, kind, was, p->side, p->start_kind, p->end_kind,
                                                       p->target, p->as_start, p->as_end);
                  }
              }
          if (ok && cost[0] <= limit[0] && cost[1] <= limit[1] && captives[0] <= capture_limit[0]
              && captives[1] <= capture_limit[1])
            {
              w->needs[to + kept] = (struct PictureNeeds) { { (int16_t) cost[0], (int16_t) cost[1] },
                                                            { (int16_t) captives[0], (int16_t) captives[1] } };
              out[kept++] = index;
              k ^= set->salt[index];
            }
          continue;
        }
      int cost[2] = { 0, 0 }, captives[2] = { 0, 0 };
      bool ok = true;
      for (int pp = set->first_part[index]; pp < set->first_part[index + 1]; pp++)
        {
          const SetPart *p = &set->parts[pp];
          FaSquare sq = w->square[p->piece];
          if (p->captive)
            {
              /* Each capture takes a move of the capturing side. */
              captives[p->side] += sq != FA_NO_SQUARE;
              if (captives[p->side] > capture_limit[p->side])
                {
                  ok = false;
                  break;
                }
              continue;
            }
          if (sq == FA_NO_SQUARE)
            {
              ok = false;
              break;
            }
          cost[p->side] += moves_to_place (set->reach, fa_piece_kind (pos->board[sq]), sq, p->side, p->start_kind,
                                           p->end_kind, p->target, p->as_start, p->as_end);
          if (cost[p->side] > limit[p->side])
            {
              ok = false;
              break;
            }
        }
      if (ok)
        {
          w->needs[to + kept] = (struct PictureNeeds) { { (int16_t) cost[0], (int16_t) cost[1] },
                                                        { (int16_t) captives[0], (int16_t) captives[1] } };
          out[kept++] = index;
          k ^= set->salt[index];
        }
    }
  w->depth++;
  w->level_start[w->depth + 1] = to + kept;
  *key = k;
  return kept > 0;
}

void
fa_picture_walk_leave (FaPictureWalk *w)
{
  w->depth--;
}

/* ---- Running the pictures ---- */

typedef struct
{
  const Enumerator *e;
  int plies, goal_side; /* help play: half-moves; series play: series moves */
  gboolean series;
  int mater_moves, victim_moves;
  int mover_moves, other_moves; /* of the side to move and the other, for plain_tree_estimate */
  LineSet lines;
} Run;

static void
picture_task (FaSearch *s, int index, FaSolutionNode *into, gpointer data)
{
  Run *run = data;
  const PictureSpec *spec = (const PictureSpec *) fa_table_array_at (&run->e->pictures, (size_t) index);
  g_snprintf (s->current_buf, sizeof s->current_buf, "picture %d of %zu", index + 1, run->e->pictures.len);
  s->current = s->current_buf;
  FaPicture *pic = g_new (FaPicture, 1);
  PartTables tables;
  part_tables_init (&tables);
  build_picture (run->e, spec, index, &tables, pic);
  pic->lines = &run->lines;
  guint64 before = s->nodes;
  if (run->series)
    fa_series_search_picture (s, into, run->plies, pic);
  else
    fa_help_search_picture (s, into, run->plies, run->goal_side, pic);
  if (g_getenv ("FAERIE_DEBUG_INTELLIGENT"))
    {
      char buf[8];
      g_printerr ("picture %d: king %s cost %d/%d nodes %" G_GUINT64_FORMAT " parts %d\n", index,
                  fa_square_name (&s->rules->geometry, spec->king_target, buf), spec->mater_cost,
                  spec->victim_cost, s->nodes - before, pic->n_parts);
    }
  part_tables_clear (&tables);
  g_free (pic);
}

/* Where the plain search's whole tree is small, it costs less than
 * listing and following many pictures (an h=2 of ten units with castling:
 * 20 s under 6,000 pictures; hpint-020, a ser-#6 of eight units: 22,510
 * pictures, twice the instructions of the plain search), though not
 * fewer (an h=4 of six units: 90 ms plain, nothing under pictures).  The
 * tree is estimated from the branching of its first plies
 * (plain_tree_estimate). */
#define PLAIN_TREE_MAX 5e5
#define PLAIN_TREE_PICTURES 1000
/* Second-ply positions the estimate looks at, at most. */
#define PLAIN_TREE_PROBES 2000

/* The plain search's tree, mover_moves moves of the side to move and
 * other_moves of the other, estimated from its first plies.  Help play:
 * the mover's legal moves at the root, times the other side's replies
 * on average over them, times the mover's moves on average after a
 * reply, each to the power of its moves.  The root alone misleads where
 * a side is pinned or in check there: intell-013's White has one legal
 * move in the diagram and four on average after Black's first (from the
 * root, 59,319 positions; from two plies 793,739; the plain search
 * visits 4.1 million).  Series play: the root's moves of each side, to
 * the power of its moves (the series side's moves transpose, which the
 * transposition table catches: a tree of the averages overestimates,
 * 1.4 million for hpint-020's ser-#6, which the plain search solves in
 * 95,418 positions, with half the instructions of 22,510 pictures). */
static double
plain_tree_estimate (FaSearch *s, int mover_moves, int other_moves, gboolean series)
{
  FaPosition *pos = &s->pos;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  double replies = 0, again = 0, probes = 0;
  for (int i = 0; i < n; i++)
    {
      fa_position_make (pos, series ? FA_PASS_MOVE : moves[i]);
      FA_MOVE_LIST (answers, pos);
      int m = fa_generate_legal (pos, answers);
      replies += m;
      /* Every reply while the probes last, then every so many. */
      int stride = MAX (1, (int) ((double) n * m / PLAIN_TREE_PROBES));
      for (int j = 0; j < m && !series; j += stride)
        {
          fa_position_make (pos, answers[j]);
          FA_MOVE_LIST (again_moves, pos);
          again += fa_generate_legal (pos, again_moves);
          probes++;
          fa_position_unmake (pos);
        }
      fa_position_unmake (pos);
      if (series)
        break; /* the other side's moves at the root */
    }
  double mover = MAX (1, n), other = MAX (1, series ? replies : replies / MAX (1, n));
  double again_mover = probes ? MAX (1, again / probes) : mover;
  double tree = mover;
  for (int i = 1; i < mover_moves && tree <= PLAIN_TREE_MAX; i++)
    tree *= again_mover;
  for (int i = 0; i < other_moves && tree <= PLAIN_TREE_MAX; i++)
    tree *= other;
  return tree;
}

/* The pictures of the goal (goal_side reaching it, with mater_moves and
 * victim_moves moves left to each side), each searched; FALSE when the
 * mode does not apply or there are too many pictures. */
static gboolean
solve_by_pictures (FaSearch *s, FaSolutionNode *found, Run *run)
{
  Enumerator *e = enumerator_new ();
  if (!init_enumerator (e, s, run->goal_side, run->mater_moves, run->victim_moves))
    {
      enumerator_free (e);
      return FALSE;
    }
  fa_table_array_init (&e->pictures, sizeof (PictureSpec));
  e->scratch = g_new (FaPosition, 1);
  fa_key_set_init (&e->seen, placement_key_length (e));
  fa_key_set_init (&e->visited, placement_key_length (e));
  /* FAERIE_NEED_NODES: a tuning knob for measurements, read once a solve
   * (no state shared between solves or threads). */
  const char *need_nodes = g_getenv ("FAERIE_NEED_NODES");
  e->need_limit = need_nodes ? (guint64) g_ascii_strtoull (need_nodes, NULL, 10) : MAX_NEED_NODES;
  /* The kinds of picture, tried in this order until one gives few enough:
   * the pieces the goal needs placed and the others free (quick to list
   * however many pieces there are, and searched about as fast as whole
   * positions: on Popeye's intelligent helpmates placing every piece
   * first cost up to ten times the solve); every piece placed (for the
   * goals and pieces the needs do not know: double stalemate, hoppers,
   * roses); squares sets, one search each; the same, all in one search. */
  enum { PICTURES_NEEDED, PICTURES_EXACT, PICTURES_SETS, PICTURES_SETS_AT_ONCE };
  bool simple = true;
  for (int kind = 1; kind <= s->rules->n_kinds; kind++)
    simple &= kinds_are_simple (s->rules, kind);
  gint64 started = g_get_monotonic_time ();
  for (int attempt = PICTURES_NEEDED; attempt <= PICTURES_SETS_AT_ONCE; attempt++)
    {
      e->exact = attempt <= PICTURES_EXACT;
      bool needs = e->needs = attempt == PICTURES_NEEDED;
      e->cap = attempt == PICTURES_NEEDED || attempt == PICTURES_SETS_AT_ONCE ? MAX_SET_PICTURES : MAX_PICTURES;
      /* Debugging and testing: FAERIE_NO_NEEDS skips the needed pieces
       * (so that every piece is placed), FAERIE_UNION the pictures with
       * sets searched one by one. */
      bool skip = needs && (!simple || e->goal == FA_GOAL_DOUBLE_STALEMATE || g_getenv ("FAERIE_NO_NEEDS"));
      skip |= attempt == PICTURES_SETS && g_getenv ("FAERIE_UNION");
      if (skip)
        continue;
      e->overflow = false;
      e->exact_leaves = 0;
      e->exact_nodes = 0;
      e->pictures.len = 0;
      fa_key_set_clear (&e->seen);
      fa_key_set_clear (&e->visited);
      for (FaSquare k = 0; k < e->n && !e->overflow; k++)
        {
          int king_cost = e->king_moves[k];
          if (king_cost <= e->victim_budget && !s->rules->geometry.hole[k])
            {
              if (needs)
                enumerate_needs (e, k, king_cost);
              else
                enumerate_king_square (e, k, king_cost);
            }
        }
      if (g_getenv ("FAERIE_DEBUG_INTELLIGENT"))
        g_printerr ("intelligent: %zu %s pictures for %d %s%s (%" G_GUINT64_FORMAT " nodes, %.2f s)\n", e->pictures.len,
                    needs ? "needed" : e->exact ? "exact" : "set", run->plies, run->series ? "series moves" : "plies",
                    e->overflow ? " (too many)" : "", e->exact_leaves, (g_get_monotonic_time () - started) / 1e6);
      if (!e->overflow && e->pictures.len <= e->cap)
        break;
    }
  fa_key_set_free (&e->seen);
  fa_key_set_free (&e->visited);
  g_free (e->scratch);
  /* Testing: FAERIE_ALWAYS_PICTURES keeps the corpus's small problems
   * on pictures. */
  bool plain_cheaper = e->pictures.len > PLAIN_TREE_PICTURES && !g_getenv ("FAERIE_ALWAYS_PICTURES")
                       && plain_tree_estimate (s, run->mover_moves, run->other_moves, run->series) <= PLAIN_TREE_MAX;
  if (e->overflow || e->pictures.len > e->cap || e->s->stopped || plain_cheaper)
    {
      fa_table_array_free (&e->pictures);
      enumerator_free (e);
      return FALSE;
    }
  /* Whole positions are searched one by one up to MAX_PICTURES; pictures
   * of needed pieces, sharing the moves of their free pieces, in one
   * search (on Popeye's hpint.inp about twice as fast as one by one). */
  guint one_by_one = g_getenv ("FAERIE_PICS_MAX") ? (guint) atoi (g_getenv ("FAERIE_PICS_MAX")) : MAX_PICTURES;
  if (e->pictures.len == 0)
    {
      /* No goal position within the moves: no line, nothing to search. */
      fa_table_array_free (&e->pictures);
      enumerator_free (e);
      return TRUE;
    }
  if (e->pictures.len > one_by_one || !e->exact || e->needs)
    {
      FaPictureSet *set = picture_set_new (e, run->mater_moves, run->victim_moves);
      fa_table_array_free (&e->pictures);
      enumerator_free (e);
      if (run->series)
        fa_series_search_picture_set (s, found, run->plies, set);
      else
        fa_help_search_picture_set (s, found, run->plies, run->goal_side, set);
      picture_set_free (set);
      return TRUE;
    }
  run->e = e;
  g_mutex_init (&run->lines.lock);
  run->lines.lines = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  fa_search_each_task (s, (int) e->pictures.len, found, picture_task, run);
  g_hash_table_destroy (run->lines.lines);
  g_mutex_clear (&run->lines.lock);
  fa_table_array_free (&e->pictures);
  enumerator_free (e);
  return TRUE;
}

gboolean
fa_intelligent_help_solve (FaSearch *s, FaSolutionNode *found, int plies, int goal_side)
{
  if (s->series || plies < 2)
    return FALSE;
  int mater_moves = (plies + (s->pos.side == goal_side)) / 2;
  Run run = { .plies = plies, .goal_side = goal_side, .mater_moves = mater_moves,
              .victim_moves = plies - mater_moves,
              .mover_moves = (plies + 1) / 2, .other_moves = plies / 2 };
  return solve_by_pictures (s, found, &run);
}

gboolean
fa_intelligent_series_solve (FaSearch *s, FaSolutionNode *found, int n)
{
  /* ser-# and ser-=: the series side reaches the goal with its last move;
   * ser-h#, ser-h=: the other side with one move after the series. */
  if (!s->series || n < 2 || (s->play != FA_PLAY_DIRECT && s->play != FA_PLAY_HELP))
    return FALSE;
  gboolean direct = s->play == FA_PLAY_DIRECT;
  Run run = { .plies = n, .series = TRUE, .goal_side = direct ? s->pos.side : s->pos.side ^ 1,
              .mater_moves = direct ? n : 1, .victim_moves = direct ? 0 : n,
              .mover_moves = n, .other_moves = direct ? 0 : 1 };
  return solve_by_pictures (s, found, &run);
}
