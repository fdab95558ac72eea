#include "rules/rococo.h"

#include "rules/conditions/circe-line.h"
#include "rules/condition-catalogue.h"

#include <stdlib.h>

#include <glib.h>

#include "rules/attack.h"
#include "rules/conditions/anticirce.h"
#include "rules/conditions/koeko.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

static inline int
power_of (const FaPosition *pos, FaPiece p)
{
  return p ? pos->rules->rococo_power[fa_piece_kind (p)] : FA_ROCOCO_NONE;
}

/* Is p an enemy (of the side whose enemy bits these are) with power? */
static inline bool
is_enemy_with (const FaPosition *pos, FaPiece p, unsigned enemy, int power)
{
  return (p & enemy) && power_of (pos, p) == power;
}

static inline FaMove
rococo_move (FaSquare from, FaSquare to, int special)
{
  return (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to, .special = (uint8_t) (special & 3) };
}

static inline int
sign (int x)
{
  return (x > 0) - (x < 0);
}

/* The unit step from `from` towards `to` when they share a queen line;
 * -1 otherwise. */
static int
line_step (const FaPosition *pos, FaSquare from, FaSquare to)
{
  const FaGeometry *g = &pos->rules->geometry;
  int dx = fa_square_file (g, to) - fa_square_file (g, from), dy = fa_square_rank (g, to) - fa_square_rank (g, from);
  if ((!dx && !dy) || (dx && dy && abs (dx) != abs (dy)))
    return -1;
  return pos->rules->unit_steps[sign (dx) + 1][sign (dy) + 1];
}

/* The square one unit step from sq (v: a unit step, or -1), the other way
 * round when back. */
static FaSquare
unit_neighbour (const FaPosition *pos, FaSquare sq, int v, bool back)
{
  if (v < 0)
    return FA_NO_SQUARE;
  if (back)
    {
      FaVector d = pos->rules->geometry.vectors[v];
      v = pos->rules->unit_steps[1 - d.dx][1 - d.dy];
      if (v < 0)
        return FA_NO_SQUARE;
    }
  return fa_step (&pos->rules->geometry, v, sq);
}

static inline FaPiece
unit_at (const FaPosition *pos, FaSquare sq)
{
  return sq == FA_NO_SQUARE ? 0 : pos->board[sq];
}

int
fa_rococo_move_bound (const FaRules *rules, const FaCompiledPart *part)
{
  const FaGeometry *g = &rules->geometry;
  int slides = 8 * (MAX (g->files, g->ranks) - 1);
  switch (part->rococo)
    {
    case FA_ROCOCO_CHAMELEON:
      /* Slides and long leaps; a capture of any unit, one en passant
       * besides; eight swaps and eight mutual destructions. */
      return slides + fa_geometry_n_squares (g) + 1 + 16;
    case FA_ROCOCO_SWAPPER:
      return slides + 16;
    case FA_ROCOCO_CANNON_PAWN:
      return 8 * (1 + rules->n_promotions);
    default:
      return slides;
    }
}

bool
fa_rococo_frozen (const FaPosition *pos, FaSquare sq, int side)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[sq];
  unsigned enemy = fa_side_bit (side ^ 1);
  bool immobilizer = power_of (pos, p) == FA_ROCOCO_IMMOBILIZER;
  FaKindSet freezers = r->rococo_kinds[FA_ROCOCO_IMMOBILIZER] | (immobilizer ? r->rococo_kinds[FA_ROCOCO_CHAMELEON] : 0);
  if (!(pos->kinds_present[side ^ 1] & freezers))
    return false;
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      {
        int v = r->unit_steps[dx + 1][dy + 1];
        if (v < 0)
          continue;
        FaPiece q = unit_at (pos, fa_step (&r->geometry, v, sq));
        if ((q & enemy) && fa_kind_set_has (freezers, fa_piece_kind (q)))
          return true;
      }
  return false;
}

/* The queen moves to empty squares, and what they capture by the
 * piece's power: the withdrawer the enemy it leaves behind, the advancer
 * the enemy just beyond, the long leaper the enemies it jumps (each with
 * an empty square behind it, never a friend: section 4.6), the
 * chameleon a long leaper's way but only over enemy long leapers
 * (section 4.4, item 2). */
static int
generate_slides (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  unsigned enemy = fa_side_bit (side ^ 1);
  bool leaps = part->rococo == FA_ROCOCO_LONG_LEAPER || part->rococo == FA_ROCOCO_CHAMELEON;
  for (int i = 0; i < part->n_vectors; i++)
    {
      int v = part->vectors[i];
      bool withdraws = part->rococo == FA_ROCOCO_WITHDRAWER && (unit_at (pos, unit_neighbour (pos, from, v, true)) & enemy);
      bool jumped = false, last_occupied = false;
      for (FaSquare to = fa_step (g, v, from); to != FA_NO_SQUARE; to = fa_step (g, v, to))
        {
          FaPiece q = pos->board[to];
          if (q)
            {
              if (!leaps || !(q & enemy) || last_occupied
                  || (part->rococo == FA_ROCOCO_CHAMELEON && power_of (pos, q) != FA_ROCOCO_LONG_LEAPER))
                break;
              jumped = last_occupied = true;
              continue;
            }
          last_occupied = false;
          bool captures = withdraws || jumped;
          if (part->rococo == FA_ROCOCO_ADVANCER)
            captures = (unit_at (pos, fa_step (g, v, to)) & enemy) != 0;
          moves[n++] = rococo_move (from, to, captures ? FA_MOVE_SPECIAL_ROCOCO : 0);
        }
    }
  return n;
}

/* Is a swap between a and b the one the opponent's last swap forbids? */
static bool
swap_forbidden (const FaPosition *pos, FaSquare a, FaSquare b)
{
  return (pos->no_swap_back[0] == a && pos->no_swap_back[1] == b)
         || (pos->no_swap_back[0] == b && pos->no_swap_back[1] == a);
}

/* The swapper's swaps with the first unit on each queen line and its
 * mutual destructions with an adjacent enemy (section 4.5); the
 * chameleon's with enemy swappers only (item 5). */
static int
generate_swaps (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves, int n)
{
  unsigned enemy = fa_side_bit (side ^ 1);
  bool chameleon = part->rococo == FA_ROCOCO_CHAMELEON;
  for (int i = 0; i < part->n_vectors; i++)
    {
      int v = part->vectors[i];
      FaSquare first = fa_first_unit (pos, from, v, 0);
      if (first == FA_NO_SQUARE)
        continue;
      FaPiece q = pos->board[first];
      if (chameleon && !is_enemy_with (pos, q, enemy, FA_ROCOCO_SWAPPER))
        continue;
      if (!swap_forbidden (pos, from, first))
        moves[n++] = rococo_move (from, first, FA_MOVE_SPECIAL_SWAP);
      if ((q & enemy) && first == fa_step (&pos->rules->geometry, v, from))
        moves[n++] = rococo_move (from, first, FA_MOVE_SPECIAL_ROCOCO);
    }
  return n;
}

/* A step to an empty square, or a hop over an adjacent unit to the square
 * right behind it, empty or an enemy's (section 4.6); on the last rank,
 * optionally promoted as a pawn would be (section 4.7, A20). */
static int
generate_cannon_pawn (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  unsigned enemy = fa_side_bit (side ^ 1);
  int last_rank = side == FA_WHITE ? g->ranks - 1 : 0;
  for (int i = 0; i < part->n_vectors; i++)
    {
      int v = part->vectors[i];
      FaSquare to = fa_step (g, v, from);
      if (to != FA_NO_SQUARE && pos->board[to])
        to = fa_step (g, v, to);
      if (to == FA_NO_SQUARE || (pos->board[to] && !(pos->board[to] & enemy)))
        continue;
      moves[n++] = rococo_move (from, to, 0);
      if (fa_square_rank (g, to) == last_rank)
        for (int k = 0; k < r->n_promotions; k++)
          {
            moves[n] = rococo_move (from, to, 0);
            moves[n++].promotion = r->promotions[k];
          }
    }
  return n;
}

/* Would a chameleon's move along a queen line from `from` to `to` take an
 * enemy withdrawer it leaves or an enemy advancer it approaches (item 7)? */
static bool
has_side_captures (const FaPosition *pos, FaSquare from, FaSquare to, unsigned enemy)
{
  int v = line_step (pos, from, to);
  return v >= 0
         && (is_enemy_with (pos, unit_at (pos, unit_neighbour (pos, from, v, true)), enemy, FA_ROCOCO_WITHDRAWER)
             || is_enemy_with (pos, unit_at (pos, unit_neighbour (pos, to, v, false)), enemy, FA_ROCOCO_ADVANCER));
}

static bool
listed (const FaMove *moves, int first, int n, FaMove m)
{
  for (int i = first; i < n; i++)
    if (fa_move_equal (moves[i], m))
      return true;
  return false;
}

/* The chameleon (section 4.4): its slides and long leaps, swaps, and the
 * captures of every other enemy as a piece of that enemy's kind of the
 * chameleon's side would make them from its square (item 6), never
 * promoting; a move along a queen line takes the enemy withdrawer and
 * advancer it leaves and approaches too (item 7). */
static int
generate_chameleon (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  unsigned enemy = fa_side_bit (side ^ 1);
  int first = n;
  n = generate_slides (pos, part, from, side, moves, n);
  n = generate_swaps (pos, part, from, side, moves, n);
  /* The kinds it takes as they take (the cannon pawn's too). */
  FaKindSet kinds = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaPiece q = pos->board[pos->occupied[i]];
      int power = power_of (pos, q);
      if ((q & enemy) && (power == FA_ROCOCO_NONE || power == FA_ROCOCO_CANNON_PAWN))
        kinds |= fa_kind_bit (fa_piece_kind (q));
    }
  int captures = n;
  FA_SCRATCH_ARRAY (FaMove, borrowed, r->max_piece_moves);
  for (; kinds; kinds &= kinds - 1)
    {
      int kind = fa_kind_set_first (kinds);
      int m = fa_generate_kind_from (pos, kind, side, from, borrowed, 0);
      for (int j = 0; j < m; j++)
        {
          FaMove b = borrowed[j];
          FaSquare victim = fa_move_capture_square (pos, b);
          FaPiece q = unit_at (pos, victim);
          if (victim == from || !(q & enemy) || fa_piece_kind (q) != kind || b.special == FA_MOVE_SPECIAL_SWAP)
            continue;
          b.promotion = 0; /* item 8 */
          if (b.type != FA_MOVE_EN_PASSANT)
            b.type = FA_MOVE_PLAIN;
          if (!listed (moves, captures, n, b))
            moves[n++] = b;
        }
    }
  for (int i = first; i < n; i++)
    if (!moves[i].special && has_side_captures (pos, from, moves[i].to, enemy))
      moves[i].special = FA_MOVE_SPECIAL_ROCOCO;
  return n;
}

int
fa_rococo_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, int side, FaMove *moves, int n)
{
  switch (part->rococo)
    {
    case FA_ROCOCO_CHAMELEON:
      return generate_chameleon (pos, part, from, side, moves, n);
    case FA_ROCOCO_SWAPPER:
      n = generate_slides (pos, part, from, side, moves, n);
      return generate_swaps (pos, part, from, side, moves, n);
    case FA_ROCOCO_CANNON_PAWN:
      return generate_cannon_pawn (pos, part, from, side, moves, n);
    default:
      return generate_slides (pos, part, from, side, moves, n);
    }
}

/* The occupied squares strictly between from and to along the unit step v. */
static int
units_between (const FaPosition *pos, FaSquare from, FaSquare to, int v, FaSquare *out, int n)
{
  for (FaSquare t = fa_step (&pos->rules->geometry, v, from); t != to && t != FA_NO_SQUARE;
       t = fa_step (&pos->rules->geometry, v, t))
    if (pos->board[t])
      out[n++] = t;
  return n;
}

/* fa_rococo_removals for the unit mover making move, on_to the unit its
 * arrival square held (0: none): before the move is made, or after it,
 * when the squares it reads have not changed. */
static int
removals (const FaPosition *pos, FaPiece mover, int side, FaMove move, FaPiece on_to, FaSquare *out)
{
  if (move.special != FA_MOVE_SPECIAL_SWAP && move.special != FA_MOVE_SPECIAL_ROCOCO)
    return 0;
  if (move.from == move.to)
    {
      out[0] = move.from; /* suicide */
      return 1;
    }
  unsigned enemy = fa_side_bit (side ^ 1);
  int v = line_step (pos, move.from, move.to), n = 0;
  FaSquare behind = unit_neighbour (pos, move.from, v, true), beyond = unit_neighbour (pos, move.to, v, false);
  switch (power_of (pos, mover))
    {
    case FA_ROCOCO_SWAPPER:
      if (move.special == FA_MOVE_SPECIAL_ROCOCO)
        out[n++] = move.to; /* mutual destruction: the swapper, where it took */
      break;
    case FA_ROCOCO_WITHDRAWER:
      out[n++] = behind;
      break;
    case FA_ROCOCO_ADVANCER:
      out[n++] = beyond;
      break;
    case FA_ROCOCO_LONG_LEAPER:
      n = units_between (pos, move.from, move.to, v, out, n);
      break;
    case FA_ROCOCO_CHAMELEON:
      if (move.special == FA_MOVE_SPECIAL_ROCOCO && power_of (pos, on_to) == FA_ROCOCO_SWAPPER)
        {
          out[n++] = move.to; /* mutual destruction */
          break;
        }
      if (v < 0)
        break; /* a leap's capture: no side captures */
      if (!on_to && move.type != FA_MOVE_EN_PASSANT && move.special != FA_MOVE_SPECIAL_SWAP)
        n = units_between (pos, move.from, move.to, v, out, n); /* enemy long leapers overtaken */
      if (is_enemy_with (pos, unit_at (pos, behind), enemy, FA_ROCOCO_WITHDRAWER))
        out[n++] = behind;
      if (is_enemy_with (pos, unit_at (pos, beyond), enemy, FA_ROCOCO_ADVANCER))
        out[n++] = beyond;
      break;
    default:
      break;
    }
  return n;
}

/* The side a unit plays for: its own, a neutral one the side to move's. */
static inline int
side_of (const FaPosition *pos, FaPiece p)
{
  return (p & 3) == 3 ? pos->side : fa_piece_side (p);
}

int
fa_rococo_removals (const FaPosition *pos, FaMove move, FaSquare *out)
{
  FaPiece mover = pos->board[move.from];
  return removals (pos, mover, side_of (pos, mover), move, pos->board[move.to], out);
}

/* Does move (pseudo-legal for side, whose unit stands on its from) take
 * the unit on sq? */
static bool
move_removes (const FaPosition *pos, FaMove move, int side, FaSquare sq)
{
  if (move.special != FA_MOVE_SPECIAL_SWAP && move.from != move.to && fa_move_capture_square (pos, move) == sq)
    return true;
  FaSquare out[FA_MAX_EFFECTS];
  int n = removals (pos, pos->board[move.from], side, move, pos->board[move.to], out);
  for (int i = 0; i < n; i++)
    if (out[i] == sq && out[i] != move.from)
      return true;
  return false;
}

/* May by_side's unit on from make move, which takes a unit, under the
 * conditions that forbid some captures (and so some checks)?  Those that
 * judge a move by its squares (Monochrome) or its unit (Madrasi) ask
 * their filter; Anti-Circe and KöKo judge the whole Rococo move as its
 * hooks will: where the capturer ends (its arrival square or its
 * Anti-Circe square), on the board with every unit the move takes off
 * gone.  A capturer that goes with its victim (a mutual destruction) is
 * neither relocated nor judged for contact: its capture stands, as the
 * hooks have it. */
static bool
capture_allowed (const FaPosition *pos, FaSquare from, FaMove move, int by_side)
{
  const FaConditionRules *c = &pos->rules->conditions;
  for (int i = 0; i < c->n_capture_filters; i++)
    {
      FaCaptureFilter f = c->capture_filters[i];
      if (f != fa_anticirce_capture_allowed && f != fa_koeko_capture_allowed && !f (pos, from, move.to, by_side))
        return false;
    }
  if (c->anticirce == FA_ANTICIRCE_NONE && !c->koeko)
    return true;
  /* The squares the move empties: its departure (a swap's holds the
   * other unit), its replacement capture's, its removals'. */
  bool swap = move.special == FA_MOVE_SPECIAL_SWAP;
  FaSquare gone[FA_MAX_EFFECTS + 3], removed[FA_MAX_EFFECTS];
  int n = 0;
  if (!swap)
    {
      gone[n++] = move.from;
      FaSquare cap = fa_move_capture_square (pos, move);
      if (cap != move.from && pos->board[cap])
        gone[n++] = cap;
    }
  int n_removed = removals (pos, pos->board[move.from], by_side, move, pos->board[move.to], removed);
  for (int i = 0; i < n_removed; i++)
    {
      if (removed[i] == move.to)
        return true; /* mutual destruction */
      gone[n++] = removed[i];
    }
  FaSquare at = move.to;
  if (c->anticirce != FA_ANTICIRCE_NONE)
    {
      at = fa_anticirce_move_square (pos, move, by_side, gone, n);
      if (at == FA_NO_SQUARE)
        return false;
      if (at != move.to)
        gone[n++] = move.to;
    }
  if (!c->koeko)
    return true;
  /* KöKo: the capturer, and after a swap the unit it swapped with too,
   * as Popeye judges an exchange. */
  FaSquare added[2] = { at, move.from };
  int n_added = swap ? 2 : 1;
  for (int i = 0; i < n_added; i++)
    if (fa_koeko_touches_after (pos, added[i], gone, n, added, n_added) == c->anti_koeko)
      return false;
  return true;
}

/* Could one of by_side's units that are not frozen take the unit on sq
 * by any of its moves (section 1.6)?  An immobilizer never takes. */
static bool
taken_by (const FaPosition *pos, FaSquare sq, int by_side)
{
  const FaRules *r = pos->rules;
  unsigned own = fa_side_bit (by_side);
  FA_SCRATCH_ARRAY (FaMove, moves, r->max_piece_moves);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare a = pos->occupied[i];
      FaPiece q = pos->board[a];
      int kind = fa_piece_kind (q);
      if (!(q & own) || a == sq || r->rococo_power[kind] == FA_ROCOCO_IMMOBILIZER || fa_rococo_frozen (pos, a, by_side))
        continue;
      /* A condition that forbids some captures (Monochrome) judges the
       * move that would take, by its departure and arrival. */
      bool filtered = r->conditions.n_capture_filters > 0;
      if (fa_kind_set_has (r->table_test_kinds[by_side], kind))
        {
          if (fa_table_attack (pos, kind, by_side, a, sq, true)
              && (!filtered || r->conditions.capture_allowed (pos, a, sq, by_side)))
            return true;
          continue;
        }
      int n = fa_generate_kind_from (pos, kind, by_side, a, moves, 0);
      bool rococo = r->rococo_power[kind] != FA_ROCOCO_NONE;
      for (int j = 0; j < n; j++)
        if (move_removes (pos, moves[j], by_side, sq)
            && (!filtered
                || (rococo ? capture_allowed (pos, a, moves[j], by_side)
                           : r->conditions.capture_allowed (pos, a, moves[j].to, by_side))))
          return true;
    }
  return false;
}

bool
fa_rococo_observes (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  const FaRules *r = pos->rules;
  kinds &= r->rococo_kinds[0] & pos->kinds_present[by_side];
  if (!kinds)
    return false;
  FA_SCRATCH_ARRAY (FaMove, moves, r->max_piece_moves);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare a = pos->occupied[i];
      FaPiece q = pos->board[a];
      if (a == sq || !fa_piece_is_side (q, by_side) || !fa_kind_set_has (kinds, fa_piece_kind (q)))
        continue;
      int n = fa_generate_kind_from (pos, fa_piece_kind (q), by_side, a, moves, 0);
      for (int j = 0; j < n; j++)
        if (move_removes (pos, moves[j], by_side, sq))
          return true;
    }
  return false;
}

int
fa_rococo_taken (const FaPosition *pos, FaPiece *out)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  int n = 0;
  if (u->captured)
    {
      if (out)
        out[n] = u->captured;
      n++;
    }
  if (!pos->rules->rococo_kinds[0])
    return n;
  /* The Rococo hook's removals (the first effects): on the arrival
   * square only the mover itself goes (mutual destruction, suicide). */
  const FaEffect *e = pos->effects[pos->ply - 1];
  for (int i = 0; i < u->n_effects; i++)
    if (e[i].kind == FA_EFFECT_REMOVAL && e[i].before && e[i].square != u->move.to)
      {
        if (out)
          out[n] = e[i].before;
        n++;
      }
  return n;
}

/* The attack test (conditions.attack_test).  An empty square (a castling
 * king's transit) is attacked where a king standing there would be. */
bool
fa_rococo_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  if (pos->board[sq])
    return taken_by (pos, sq, by_side);
  FaPosition *scratch = (FaPosition *) pos; /* put back before returning */
  scratch->board[sq] = fa_piece_make (pos->rules->king_kind, fa_side_bit (by_side ^ 1));
  bool taken = taken_by (pos, sq, by_side);
  scratch->board[sq] = 0;
  return taken;
}

/* Frozen, a unit may only remove itself, a king not even that (section
 * 4.3, LG-2); the others move by their movement. */
int
fa_rococo_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  if (fa_rococo_frozen (pos, from, pos->side))
    {
      if (pos->king[pos->side] != from)
        moves[n++] = rococo_move (from, from, FA_MOVE_SPECIAL_ROCOCO);
      return n;
    }
  n = fa_generate_kind_from (pos, fa_piece_kind (pos->board[from]), pos->side, from, moves, n);
  return fa_generate_castling (pos, from, moves, n);
}

/* Does a swap between these two units forbid the swap back (a swapper
 * and an enemy swapper or chameleon, section 4.5, A19)?  A neutral unit
 * is either side's enemy. */
static bool
swap_binds (const FaPosition *pos, FaPiece a, FaPiece b)
{
  int pa = power_of (pos, a), pb = power_of (pos, b);
  return ((a & 3) != (b & 3) || (a & 3) == 3)
         && ((pa == FA_ROCOCO_SWAPPER && (pb == FA_ROCOCO_SWAPPER || pb == FA_ROCOCO_CHAMELEON))
             || (pb == FA_ROCOCO_SWAPPER && pa == FA_ROCOCO_CHAMELEON));
}

/* After every move: the units it takes besides the one on its arrival
 * square, and the pair of squares no swap may join next. */
static void
rococo_after_move (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  FaMove m = u->move;
  FaSquare forbid[2] = { FA_NO_SQUARE, FA_NO_SQUARE };
  if (m.type != FA_MOVE_NULL)
    {
      FaSquare out[FA_MAX_EFFECTS];
      FaPiece on_to = u->captured && u->capture_square == m.to ? u->captured : 0;
      int n = removals (pos, u->moved, pos->side ^ 1, m, on_to, out);
      for (int i = 0; i < n; i++)
        fa_position_effect (pos, FA_EFFECT_REMOVAL, out[i], 0);
      if (m.special == FA_MOVE_SPECIAL_SWAP && swap_binds (pos, u->moved, pos->board[m.from]))
        {
          forbid[0] = m.from;
          forbid[1] = m.to;
        }
    }
  if (forbid[0] != pos->no_swap_back[0] || forbid[1] != pos->no_swap_back[1])
    fa_position_set_no_swap_back (pos, forbid[0], forbid[1]);
}

void
fa_rococo_install (FaRules *rules)
{
  FaConditionRules *c = &rules->conditions;
  c->move_effects = true;
  c->generation_hooks = true;
  c->generate_piece = fa_rococo_generate_piece;
  c->attack_test = fa_rococo_square_attacked;
  g_assert (c->n_after_move < FA_MAX_MOVE_HOOKS);
  c->after_move[c->n_after_move++] = rococo_after_move;
  /* First, before any condition's: a condition sees every unit taken. */
  c->n_piece_hooks = c->n_after_move;
}

gboolean
fa_rococo_takes_condition (const char *line)
{
  FaCirceLine circe;
  switch (fa_circe_line_read (line, &circe))
    {
    case FA_CIRCE_LINE_READ:
      /* Anti-Circe, each variant read: the capturer goes once to its
       * square for its arrival square (anticirce.c).  Circe: a rebirth
       * that goes by the captured unit and its square alone, each unit a
       * Rococo capture removes reborn so, as one taken on the arrival
       * square (circe.c). */
      if (circe.anti)
        return TRUE;
      return !circe.rex_inclusive && !circe.couscous && !circe.parrain && !circe.assassin
             && (circe.square == FA_REBIRTH_ARRAY || circe.square == FA_REBIRTH_FILE);
    case FA_CIRCE_LINE_UNSUPPORTED:
      return FALSE;
    case FA_CIRCE_LINE_OTHER:
    default:
      break;
    }
  /* Conditions that judge a move by its departure and arrival squares,
   * or by its length, whatever it takes; that judge it by what it took
   * (Andernach, Tibet: rules/conditions/colour-change.c) or where its
   * unit ends (KöKo); that paralyse by the Rococo capture
   * (madrasi.c); that leave a pawn where the mover was (Sentinelles). */
  static const char *const combine[] = {
    "MonochromChess",  "BichromChess",    "Maximummer",         "WhiteMaximummer", "BlackMaximummer",
    "WhiteMinimummer", "BlackMinimummer", "AndernachChess",     "AntiAndernachChess", "Tibet",
    "DoubleTibet",     "Madrasi",         "Madrasi RexInclusive",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (combine); i++)
    if (g_ascii_strcasecmp (line, combine[i]) == 0)
      return TRUE;
  /* With their parameters (the compiler reads them). */
  return fa_condition_line_is (line, "KoeKo") || fa_condition_line_is (line, "AntiKoeKo")
         || (g_ascii_strncasecmp (line, "Sentinelles", 11) == 0 && (line[11] == '\0' || line[11] == ' '));
}
