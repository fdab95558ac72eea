#include "rules/movegen.h"

#include "rules/move-list.h"
#include "rules/angle-hopper.h"
#include "rules/bouncer.h"
#include "rules/rose-hopper.h"
#include "rules/near-hopper.h"
#include "rules/querquisite.h"
#include "rules/mao-hopper.h"
#include "rules/kangaroo.h"
#include "rules/chinese-pawn.h"
#include "rules/bouncy-knight.h"
#include "rules/reflecting-bishop.h"
#include "rules/double-hopper.h"
#include "rules/equihopper.h"
#include "rules/radial.h"
#include "rules/friend.h"
#include "rules/orphan.h"
#include "rules/rococo.h"
#include "rules/paths.h"

#include <glib.h>
#include <string.h>

#include "rules/attack.h"
#include "rules/conditions/anticirce.h"
#include "rules/conditions/madrasi.h"
#include "rules/conditions/mummer.h"

static inline FaMove
make_move (FaSquare from, FaSquare to, int promotion, FaMoveType type)
{
  FaMove m = { .from = (uint8_t) from, .to = (uint8_t) to, .promotion = (uint8_t) promotion, .type = type };
  return m;
}

/* Adds the move, or one move per promotion choice when a pawn of side
 * reaches its last rank (part->promotes: not a pawn's part of a kind with
 * more, the dragon's, which Popeye does not promote; a marine pawn to its
 * own choices). */
static int
add_pawn_move (const FaPosition *pos, int side, FaMove *moves, int n, FaSquare from, FaSquare to, FaMove move,
               const FaCompiledPart *part)
{
  const FaRules *r = pos->rules;
  int rank = fa_square_rank (&r->geometry, to);
  int last = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  move.from = (uint8_t) from;
  move.to = (uint8_t) to;
  if (rank != last || !part->promotes)
    {
      moves[n++] = move;
      return n;
    }
  if (part->marine)
    {
      for (int i = 0; i < r->n_marine_promotions; i++)
        {
          move.promotion = r->marine_promotions[i];
          moves[n++] = move;
        }
      return n;
    }
  const uint8_t *kinds = fa_rules_promotion_kinds (r, fa_piece_kind (pos->board[from]));
  for (int i = 0; i < r->n_promotions; i++)
    if (kinds[i])
      {
        move.promotion = kinds[i];
        moves[n++] = move;
      }
  return n;
}

/* The side whose enemy's colour bit is enemy. */
static inline int
side_against (unsigned enemy)
{
  return enemy == fa_side_bit (FA_BLACK) ? FA_WHITE : FA_BLACK;
}

/* A pawn on its own first rank (reborn there under PWC) does not move,
 * as in Popeye; under Parrain Circe, or an orphan moving as a pawn
 * (borrowed), it steps (no double step). */
static inline bool
pawn_stuck_on_first_rank (const FaPosition *pos, int side, FaSquare from, bool borrowed)
{
  return G_UNLIKELY (fa_pawn_stuck_on_first_rank (pos->rules, side, from)) && !borrowed;
}

/* A pawn's step along vector to an empty square, and its double step
 * from its second rank (the orthodox pawn straight, the Berolina pawn
 * diagonally). */
static int
pawn_steps (const FaPosition *pos, int side, FaSquare from, int vector, const FaCompiledPart *part, FaMove *moves,
            int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  FaSquare to = fa_step (g, vector, from);
  if (to == FA_NO_SQUARE || pos->board[to])
    return n;
  n = add_pawn_move (pos, side, moves, n, from, to, (FaMove) { 0 }, part);
  if (fa_square_rank (g, from) == (side == FA_WHITE ? 1 : g->ranks - 2))
    {
      FaSquare to2 = fa_step (g, vector, to);
      if (to2 != FA_NO_SQUARE && !pos->board[to2])
        moves[n++] = make_move (from, to2, 0, FA_MOVE_DOUBLE_STEP);
    }
  return n;
}

/* A pawn's capture along vector: of the enemy unit there, or en passant
 * of the pawn that just passed over it.  A marine pawn's lands one step
 * beyond, on an empty square. */
static int
pawn_capture (const FaPosition *pos, int side, unsigned enemy, FaSquare from, int vector, const FaCompiledPart *part,
              FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  FaSquare to = fa_step (g, vector, from);
  if (to == FA_NO_SQUARE)
    return n;
  FaSquare victim = to;
  FaMove move = { 0 };
  if (part->marine)
    {
      to = fa_step (g, vector, victim);
      if (to == FA_NO_SQUARE || pos->board[to])
        return n;
      move.special = FA_MOVE_SPECIAL_LOCUST;
    }
  if (pos->board[victim] & enemy)
    n = add_pawn_move (pos, side, moves, n, from, to, move, part);
  else if (victim == pos->ep_target && pos->ep_victim != FA_NO_SQUARE && (pos->board[pos->ep_victim] & enemy))
    moves[n++] = make_move (from, to, 0, FA_MOVE_EN_PASSANT);
  return n;
}

/* The orthodox pawn (vectors: 0 the step, 1 and 2 the captures).
 * borrowed: an orphan moves as a pawn (rules/orphan.h). */
static int
generate_pawn (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, bool borrowed,
               FaMove *moves, int n)
{
  /* the side whose ranks it walks by: a protean pawn's the other one, its
   * first rank the other's, its double step from its seventh rank, its
   * promotion on its own first rank (Popeye's) */
  int side = side_against (enemy) ^ part->reversed;
  /* (a marine ship's pawn captures from its first rank, as Popeye's) */
  if (pawn_stuck_on_first_rank (pos, side, from, borrowed || (part->marine && !part->promotes)))
    return n;
  if (part->can_move)
    n = pawn_steps (pos, side, from, part->vectors[0], part, moves, n);
  if (part->can_capture)
    for (int i = 1; i <= 2; i++)
      n = pawn_capture (pos, side, enemy, from, part->vectors[i], part, moves, n);
  return n;
}

/* The Berolina pawn (vectors: 0 the capture, 1 and 2 the steps), from
 * its first rank too when borrowed, as generate_pawn. */
static int
generate_berolina (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, bool borrowed,
                   FaMove *moves, int n)
{
  int side = side_against (enemy);
  if (pawn_stuck_on_first_rank (pos, side, from, borrowed))
    return n;
  if (part->can_capture)
    n = pawn_capture (pos, side, enemy, from, part->vectors[0], part, moves, n);
  if (part->can_move)
    for (int i = 1; i <= 2; i++)
      n = pawn_steps (pos, side, from, part->vectors[i], part, moves, n);
  return n;
}

/* The edgehog's straight lines (e before a leap or a ride): rides along
 * the part's vectors, in the order its path tree would give them, a
 * square counting only on the other side of the edge, so that from an
 * inner square only the edge square that ends a line does.  The step
 * tables walk them where the tree would work out every square's file
 * and rank (most of an edgehog problem's generation). */
static int
generate_edge_lines (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves,
                     int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  bool from_edge = fa_square_on_edge (g, from);
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaSquare to = from;
      for (int k = 0; part->range == 0 || k < part->range; k++)
        {
          to = fa_step (g, part->vectors[i], to);
          if (to == FA_NO_SQUARE)
            break;
          FaPiece q = pos->board[to];
          if (fa_square_on_edge (g, to) != from_edge && fa_part_may_land (part, q, enemy))
            moves[n++] = make_move (from, to, 0, 0);
          if (q)
            break;
        }
    }
  return n;
}

static int
generate_rose (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  /* Paths of up to 7 leaps turning the same way each time; the 8th would
   * come home.  Two paths may reach one square: the kind drops the
   * doubles (FaKind.may_double). */
  for (int start = 0; start < 8; start++)
    for (int turn = -1; turn <= 1; turn += 2)
      {
        FaSquare t = from;
        for (int leg = 0; leg < 7; leg++)
          {
            t = fa_step (&r->geometry, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == from)
              break;
            FaPiece q = pos->board[t];
            if ((!q && part->can_move) || (q && (q & enemy) && part->can_capture))
              moves[n++] = make_move (from, t, 0, 0);
            if (q)
              break;
          }
      }
  return n;
}

/* Would the castling king be in check on the square it crosses?  Under a
 * condition that decides which captures are possible (Anti-Circe) the
 * answer depends on where the king stands, so it is put there for the
 * test (the board alone: the attack test reads no more). */
static bool
transit_attacked (const FaPosition *pos, FaSquare king, FaSquare crossed)
{
  int enemy = pos->side ^ 1;
  if (!pos->rules->conditions.attack_test)
    return fa_square_attacked (pos, crossed, enemy);
  FaPosition *p = (FaPosition *) pos; /* restored below */
  FaPiece k = p->board[king];
  p->board[king] = 0;
  p->board[crossed] = k;
  bool attacked = fa_square_attacked (p, crossed, enemy);
  p->board[crossed] = 0;
  p->board[king] = k;
  return attacked;
}

static int
generate_castling (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  if (from != r->castle_king_from[side])
    return n;
  unsigned short_bit = side == FA_WHITE ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
  unsigned long_bit = side == FA_WHITE ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
  if (!(pos->castling & (short_bit | long_bit)) || fa_in_check (pos, side))
    return n;
  /* Rights kept per piece: the king's own bit too. */
  if (r->conditions.castling_by_pieces
      && !(pos->castling & (side == FA_WHITE ? FA_CASTLE_WHITE_KING_HOME : FA_CASTLE_BLACK_KING_HOME)))
    return n;
  /* A right read from a FEN need not have its rook: without one, make
   * would move an empty square (or another piece) as the rook. */
  if ((pos->castling & short_bit) && fa_is_castling_rook (r, pos->board[r->castle_rook_short[side]], side))
    {
      FaSquare f = (FaSquare) (from + 1), gsq = (FaSquare) (from + 2);
      if (!pos->board[f] && !pos->board[gsq] && !transit_attacked (pos, from, f))
        moves[n++] = make_move (from, gsq, 0, FA_MOVE_CASTLE_SHORT);
    }
  if ((pos->castling & long_bit) && fa_is_castling_rook (r, pos->board[r->castle_rook_long[side]], side))
    {
      FaSquare d = (FaSquare) (from - 1), c = (FaSquare) (from - 2), b = (FaSquare) (from - 3);
      if (!pos->board[d] && !pos->board[c] && !pos->board[b] && !transit_attacked (pos, from, d))
        moves[n++] = make_move (from, c, 0, FA_MOVE_CASTLE_LONG);
    }
  return n;
}

/* A leap's or a ride's move; a superpawn's (FA_PIECE_PROMOTES) promotes
 * on its last rank. */
static inline int
add_line_move (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare to, unsigned enemy,
               FaMove *moves, int n)
{
  if (G_UNLIKELY (part->promotes))
    return add_pawn_move (pos, side_against (enemy), moves, n, from, to, (FaMove) { 0 }, part);
  moves[n++] = make_move (from, to, 0, 0);
  return n;
}

static int
generate_part (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, bool borrowed,
               FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  switch (part->shape)
    {
    case FA_SHAPE_LEAP:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = fa_step (g, part->vectors[i], from);
          if (to == FA_NO_SQUARE)
            continue;
          FaPiece q = pos->board[to];
          if (fa_part_may_land (part, q, enemy))
            n = add_line_move (pos, part, from, to, enemy, moves, n);
        }
      break;

    case FA_SHAPE_RIDE:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = from;
          for (int steps = 1;; steps++)
            {
              to = fa_step (g, part->vectors[i], to);
              if (to == FA_NO_SQUARE)
                break;
              FaPiece q = pos->board[to];
              if (q)
                {
                  if ((q & enemy) && part->can_capture)
                    n = add_line_move (pos, part, from, to, enemy, moves, n);
                  break;
                }
              if (part->can_move)
                n = add_line_move (pos, part, from, to, enemy, moves, n);
              if (steps == part->range)
                break;
            }
        }
      break;

    case FA_SHAPE_HOP:
    case FA_SHAPE_LION_HOP:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = from;
          do
            to = fa_step (g, part->vectors[i], to);
          while (to != FA_NO_SQUARE && !pos->board[to]);
          if (to == FA_NO_SQUARE)
            continue; /* no hurdle */
          /* A grasshopper-n (gQ2) lands n squares beyond the hurdle, the
           * squares before empty. */
          int beyond = part->shape == FA_SHAPE_HOP ? MAX (part->range, 1) : 0;
          for (int k = 1;; k++)
            {
              to = fa_step (g, part->vectors[i], to);
              if (to == FA_NO_SQUARE)
                break;
              FaPiece q = pos->board[to];
              if (beyond && k < beyond)
                {
                  if (q)
                    break;
                  continue;
                }
              if (q)
                {
                  if ((q & enemy) && part->can_capture)
                    moves[n++] = make_move (from, to, 0, 0);
                  break;
                }
              if (part->can_move)
                moves[n++] = make_move (from, to, 0, 0);
              if (part->shape == FA_SHAPE_HOP)
                break;
            }
        }
      break;

    case FA_SHAPE_ROSE:
      n = generate_rose (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_PAWN:
      n = generate_pawn (pos, part, from, enemy, borrowed, moves, n);
      break;

    case FA_SHAPE_PATHS:
      if (part->paths->edge_crossing)
        n = generate_edge_lines (pos, part, from, enemy, moves, n);
      else
        n = fa_paths_generate (pos, part->paths, part->can_move, part->can_capture, from, enemy, moves, n);
      break;

    case FA_SHAPE_BEROLINA:
      n = generate_berolina (pos, part, from, enemy, borrowed, moves, n);
      break;

    case FA_SHAPE_LOCUST:
      /* The first unit along the line (a leap's: the next square), an
       * enemy, the square beyond it empty. */
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare victim = fa_first_unit (pos, from, part->vectors[i], part->range);
          if (victim == FA_NO_SQUARE || !(pos->board[victim] & enemy))
            continue;
          FaSquare to = fa_step (g, part->vectors[i], victim);
          if (to != FA_NO_SQUARE && !pos->board[to])
            moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to, .special = FA_MOVE_SPECIAL_LOCUST };
        }
      break;

    case FA_SHAPE_EDGE_LINE:
      break; /* attack rays only */

    case FA_SHAPE_ORPHAN:
      if (part->range == FA_BORROW_FRIEND)
        n = fa_friend_generate (pos, from, side_against (enemy), moves, n);
      else
        n = fa_orphan_generate (pos, from, side_against (enemy), moves, n);
      break;

    case FA_SHAPE_ROCOCO:
      n = fa_rococo_generate (pos, part, from, side_against (enemy), moves, n);
      break;

    case FA_SHAPE_EQUIHOP:
      n = fa_equihopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_DOUBLE_HOP:
      n = fa_double_hopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_RADIAL:
      n = fa_radial_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_ANGLE_HOP:
      n = fa_angle_hopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_REFLECT:
      n = fa_reflecting_bishop_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_BOUNCE:
      n = fa_bouncer_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_ROSE_HOP:
      n = fa_rose_hopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_NEAR_HOP:
      n = fa_near_hopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_QUERQUISITE:
      n = fa_querquisite_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_MAO_HOP:
      n = fa_mao_hopper_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_KANGAROO:
      n = fa_kangaroo_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_CHINESE_PAWN:
      n = fa_chinese_pawn_generate (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_BOUNCY_KNIGHT:
      n = fa_bouncy_knight_generate (pos, part, from, enemy, moves, n);
      break;
    }
  return n;
}

/* One move per arrival square among moves[first..n) (a piece's that may
 * reach a square twice: never a pawn, so no promotions, no flags);
 * returns the new count. */
static G_GNUC_NO_INLINE int
drop_double_arrivals (FaMove *moves, int first, int n)
{
  uint64_t seen[FA_MAX_SQUARES / 64] = { 0 };
  int kept = first;
  for (int i = first; i < n; i++)
    {
      int to = moves[i].to;
      if ((seen[to >> 6] >> (to & 63)) & 1)
        continue;
      seen[to >> 6] |= 1ull << (to & 63);
      moves[kept++] = moves[i];
    }
  return kept;
}

static inline int
generate_kind_from (const FaPosition *pos, int kind, int side, FaSquare origin, bool borrowed, FaMove *moves, int n)
{
  const FaKind *k = &pos->rules->kinds[kind];
  unsigned enemy = fa_side_bit (side ^ 1);
  int first = n;
  for (int j = 0; j < k->n_parts; j++)
    n = generate_part (pos, &k->parts[side][j], origin, enemy, borrowed, moves, n);
  if (G_UNLIKELY (k->may_double))
    n = drop_double_arrivals (moves, first, n);
  return n;
}

int
fa_generate_kind_from (const FaPosition *pos, int kind, int side, FaSquare origin, FaMove *moves, int n)
{
  return generate_kind_from (pos, kind, side, origin, false, moves, n);
}

int
fa_generate_borrowed (const FaPosition *pos, int kind, int side, FaSquare origin, FaMove *moves, int n)
{
  return generate_kind_from (pos, kind, side, origin, true, moves, n);
}

int
fa_generate_castling (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  if ((r->kinds[fa_piece_kind (pos->board[from])].flags & FA_PIECE_CASTLES) && pos->castling && r->castling_possible)
    n = generate_castling (pos, from, moves, n);
  return n;
}

/* The piece's own movement, castling included. */
static inline int
generate_piece_moves (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  n = fa_generate_kind_from (pos, fa_piece_kind (pos->board[from]), pos->side, from, moves, n);
  return fa_generate_castling (pos, from, moves, n);
}

/* Under conditions that change which moves a piece has (out of line: the
 * orthodox generator stays small). */
static G_GNUC_NO_INLINE int
generate_piece_with_hooks (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  const FaConditionRules *c = &pos->rules->conditions;
  if (c->piece_may_move && !c->piece_may_move (pos, from))
    return n;
  int first = n;
  n = c->generate_piece ? c->generate_piece (pos, from, moves, n) : generate_piece_moves (pos, from, moves, n);
  if (c->filter_moves)
    n = c->filter_moves (pos, moves, first, n);
  if (c->expand_moves)
    n = c->expand_moves (pos, moves, first, n);
  return n;
}

static inline int
generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  if (G_UNLIKELY (pos->rules->conditions.generation_hooks))
    return generate_piece_with_hooks (pos, from, moves, n);
  return generate_piece_moves (pos, from, moves, n);
}

int
fa_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  return generate_piece (pos, from, moves, n);
}

int
fa_generate_pseudo_legal (const FaPosition *pos, FaMove *moves)
{
  int n = 0;
  unsigned own = fa_side_bit (pos->side);
  for (int i = 0; i < pos->n_occupied; i++)
    if (pos->board[pos->occupied[i]] & own)
      n = generate_piece (pos, pos->occupied[i], moves, n);
  return n;
}

bool
fa_king_step_is_safe (FaPosition *pos, FaMove move)
{
  /* The attack test never looks at the square it tests, so a piece the
   * king captures there need not be taken off. */
  FaSquare king = pos->king[pos->side];
  FaPiece piece = pos->board[king];
  pos->board[king] = 0;
  bool legal = !fa_square_attacked (pos, move.to, pos->side ^ 1);
  pos->board[king] = piece;
  return legal;
}

bool
fa_made_move_is_legal (FaPosition *pos)
{
  if (pos->history[pos->ply - 1].refused || fa_in_check (pos, pos->side ^ 1))
    return false;
  return !G_UNLIKELY (pos->rules->conditions.rex_multiplex) || fa_rex_multiplex_check_allowed (pos);
}

bool
fa_move_is_legal (FaPosition *pos, FaMove move)
{
  if (fa_king_step_testable (pos, move))
    return fa_king_step_is_safe (pos, move);
  fa_position_make (pos, move);
  bool legal = fa_made_move_is_legal (pos);
  fa_position_unmake (pos);
  return legal;
}

static inline void
mark_sensitive (FaLegality *f, FaSquare sq)
{
  f->sensitive[sq >> 6] |= 1ull << (sq & 63);
  f->any_sensitive = true;
}



static void
mark_rose_paths (const FaPosition *pos, FaLegality *f)
{
  const FaRules *r = pos->rules;
  for (int start = 0; start < 8; start++)
    for (int turn = -1; turn <= 1; turn += 2)
      {
        FaSquare t = f->king;
        for (int leg = 0; leg < 7; leg++)
          {
            t = fa_step (&r->geometry, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == f->king)
              break;
            mark_sensitive (f, t);
          }
      }
}

static inline void
add_stop (FaLegality *f, FaSquare sq)
{
  f->stops[sq >> 6] |= 1ull << (sq & 63);
}

/* One more checker, on from, with the squares walked from the king by
 * back up to it (back < 0: a leap, none between). */
static void
add_checker_line (const FaPosition *pos, FaLegality *f, FaSquare from, FaSquare first, int back)
{
  uint64_t mine[FA_MAX_SQUARES / 64] = { 0 };
  mine[from >> 6] |= 1ull << (from & 63);
  if (first != FA_NO_SQUARE)
    for (FaSquare t = first; t != from && t != FA_NO_SQUARE; t = fa_step (&pos->rules->geometry, back, t))
      mine[t >> 6] |= 1ull << (t & 63);
  for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
    {
      f->common_stops[w] = f->n_checkers ? f->common_stops[w] & mine[w] : mine[w];
      f->stops[w] |= mine[w];
    }
  f->n_checkers++;
}

/* Two checkers that one move may block at once (their lines share a
 * square): every move is made and tested. */
static void
test_blockable_double_check (FaLegality *f)
{
  if (f->n_checkers < 2)
    return;
  for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
    if (f->common_stops[w])
      {
        f->test_all = true;
        f->evading = false;
        return;
      }
}

/* A piece of by_side on attacker attacks king (orthodox: leap or ride),
 * over the squares from first on (FA_NO_SQUARE: none between) along
 * vector.  Under Anti-Circe alone (anticirce) it checks only when
 * Anti-Circe allows the capture (AC-6); when it does not, the squares
 * whose occupation forbids it are marked sensitive: a piece that leaves
 * one may let the check through. */
static void
add_checker (const FaPosition *pos, FaLegality *f, FaSquare king, int by_side, FaSquare attacker, FaSquare first,
             int vector, bool anticirce)
{
  if (anticirce && !pos->rules->conditions.capture_allowed (pos, attacker, king, by_side))
    {
      FaSquare blocking[FA_MAX_KINDS + 1];
      int n = fa_anticirce_blocking_squares (pos, attacker, king, by_side, blocking);
      for (int i = 0; i < n; i++)
        mark_sensitive (f, blocking[i]);
      return;
    }
  f->checker = attacker;
  add_checker_line (pos, f, attacker, first, vector);
}

/* The pieces of by_side that check king, found as fa_square_attacked
 * finds an attack (leaps and rides only: the caller made sure); under
 * Anti-Circe alone, as add_checker says. */
static void
find_attackers (const FaPosition *pos, FaLegality *f, FaSquare king, int by_side, bool anticirce)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  unsigned enemy_bit = fa_side_bit (by_side);
  FaKindSet present = pos->kinds_present[by_side];
  f->n_checkers = 0;
  memset (f->stops, 0, sizeof f->stops);
  for (int i = 0; i < r->n_rays[by_side]; i++)
    {
      const FaAttackRay *ray = &r->rays[by_side][i];
      if (!(ray->any_kinds & present))
        continue;
      FaSquare t = fa_step (g, ray->vector, king);
      if (t == FA_NO_SQUARE)
        continue;
      FaKindSet kinds = ray->shape == FA_SHAPE_RIDE ? ray->any_kinds : ray->kinds;
      FaPiece p = pos->board[t];
      if (p || ray->shape != FA_SHAPE_RIDE)
        {
          /* (a leap, or a ride's first step with its leaps merged in) */
          if ((p & enemy_bit) && fa_kind_set_has (kinds, fa_piece_kind (p))
              && !fa_pawn_idle_on_first_rank (r, by_side, fa_piece_kind (p), t))
            add_checker (pos, f, king, by_side, t, FA_NO_SQUARE, 0, anticirce);
          continue;
        }
      FaSquare first = t;
      for (int n = 2; n <= ray->range || ray->range == 0; n++)
        {
          t = fa_step (g, ray->vector, t);
          if (t == FA_NO_SQUARE)
            break;
          p = pos->board[t];
          if (!p)
            continue;
          if ((p & enemy_bit) && fa_kind_set_has (ray->kinds, fa_piece_kind (p)))
            add_checker (pos, f, king, by_side, t, first, ray->vector, anticirce);
          break;
        }
    }
}

/* The pieces that check the side to move's king. */
static void
find_checkers (const FaPosition *pos, FaLegality *f, bool anticirce)
{
  find_attackers (pos, f, f->king, pos->side ^ 1, anticirce);
}

void
fa_anticirce_refused_attacks (const FaPosition *pos, FaSquare king, int by_side, uint64_t *blocking)
{
  FaLegality f;
  f.any_sensitive = false;
  memset (f.sensitive, 0, sizeof f.sensitive);
  find_attackers (pos, &f, king, by_side, true);
  for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
    blocking[w] |= f.sensitive[w];
}

static inline void
add_pin (FaLegality *f, FaSquare shield)
{
  if (f->n_pinned == 16)
    f->test_all = true; /* more pins than expected: be safe */
  else
    f->pinned[f->n_pinned++] = shield;
}

/* Checkers and pins in one pass over the enemy's pieces, with the attack
 * tables (fa_attacks_by_table): a piece that leaps to the king or rides
 * to it over empty squares checks; one that would ride to it but for a
 * single piece of the king's side pins that piece.  extra: the enemy may
 * have hoppers, edgehogs or pawns on their first rank
 * (rules->table_extra_kinds). */
static inline __attribute__ ((always_inline)) void
find_pins_by_table_hops (const FaPosition *pos, FaLegality *f, bool extra)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side, enemy = side ^ 1;
  unsigned enemy_bit = fa_side_bit (enemy);
  const FaKindSet *leaps = r->leap_attacks[enemy], *rides = r->ride_attacks[enemy];
  const FaKindSet *hops = r->hop_attacks[enemy];
  bool hopper_checks = false;
  f->n_checkers = 0;
  memset (f->stops, 0, sizeof f->stops);
  if (extra)
    memset (f->sensitive, 0, sizeof f->sensitive);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & enemy_bit))
        continue;
      int to_king = fa_square_delta (g, from, f->king);
      int kind = fa_piece_kind (p);
      if (extra && fa_kind_set_has (hops[to_king], kind))
        {
          /* A hopper on a line with the king: a move from or to a square
           * between them may give it a hurdle or clear its way. */
          int back = r->ride_back_step[to_king];
          for (FaSquare t = fa_step (g, back, f->king); t != from && t != FA_NO_SQUARE; t = fa_step (g, back, t))
            mark_sensitive (f, t);
          hopper_checks |= fa_hop_lands (pos, f->king, from, back);
        }
      if (fa_kind_set_has (leaps[to_king], kind))
        {
          if (!(extra && fa_pawn_idle_on_first_rank (r, enemy, kind, from)))
            add_checker_line (pos, f, from, FA_NO_SQUARE, 0);
          continue;
        }
      if (!fa_kind_set_has (rides[to_king], kind) || (extra && !fa_table_ride_counts (r, enemy, kind, from, f->king)))
        continue;
      int back = r->ride_back_step[to_king];
      FaSquare shield = fa_line_lone_piece (pos, f->king, from, back, fa_side_bit (side));
      if (shield == FA_LINE_BLOCKED)
        continue;
      if (shield != FA_NO_SQUARE)
        {
          add_pin (f, shield);
          continue;
        }
      add_checker_line (pos, f, from, fa_step (g, back, f->king), back);
    }
  f->evading = f->n_checkers > 0;
  f->in_check = f->evading;
  f->hopper_checks = hopper_checks;
  test_blockable_double_check (f);
  if (hopper_checks)
    {
      /* A hopper's check is answered in more ways than the stops tell
       * (its hurdle may leave): every move is tested. */
      f->in_check = f->test_all = true;
      f->evading = false;
    }
}

/* (Compiled twice: the orthodox filter looks for no hopper nor edgehog.) */
static void
find_pins_by_table (const FaPosition *pos, FaLegality *f)
{
  int enemy = pos->side ^ 1;
  if (pos->kinds_present[enemy] & pos->rules->table_extra_kinds[enemy])
    find_pins_by_table_hops (pos, f, true);
  else
    find_pins_by_table_hops (pos, f, false);
}

/* The orthodox filter: pins, checkers, the squares of hopper paths. */
static void
orthodox_filter (FaLegality *f, const FaPosition *pos, bool known_safe)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side, enemy = side ^ 1;
  if (f->king == FA_NO_SQUARE)
    return;
  if (fa_attacks_by_table (pos, enemy))
    {
      find_pins_by_table (pos, f);
      return;
    }
  /* known_safe: the caller knows the king is not in check. */
  f->test_all = f->in_check = !known_safe && fa_square_attacked (pos, f->king, enemy);
  if (f->test_all)
    {
      if (!r->simple_attacks[enemy])
        return;
      find_checkers (pos, f, false);
      f->test_all = false;
      f->evading = true;
      test_blockable_double_check (f);
      if (f->test_all)
        return;
    }
  memset (f->sensitive, 0, sizeof f->sensitive);
  FaKindSet present = pos->kinds_present[enemy];
  for (int i = 0; i < r->n_rays[enemy]; i++)
    {
      const FaAttackRay *ray = &r->rays[enemy][i];
      if (!(ray->any_kinds & present))
        continue;
      if (ray->shape == FA_SHAPE_HOP || ray->shape == FA_SHAPE_LION_HOP)
        {
          for (FaSquare t = fa_step (g, ray->vector, f->king); t != FA_NO_SQUARE; t = fa_step (g, ray->vector, t))
            mark_sensitive (f, t);
          continue;
        }
      if (ray->shape == FA_SHAPE_ROSE)
        {
          mark_rose_paths (pos, f);
          continue;
        }
      if (ray->shape == FA_SHAPE_LOCUST)
        {
          /* A locust takes the king from the first unit along the line
           * when the square beyond the king is empty: a move that leaves
           * or enters that square or the line is made and tested (a
           * capture elsewhere, m.special, is anyway). */
          FaSquare landing = fa_step (g, ray->beyond, f->king);
          if (landing != FA_NO_SQUARE)
            {
              mark_sensitive (f, landing);
              FaSquare t = f->king;
              for (int n = 1; ray->range == 0 || n <= ray->range; n++)
                {
                  t = fa_step (g, ray->vector, t);
                  if (t == FA_NO_SQUARE)
                    break;
                  mark_sensitive (f, t);
                }
            }
          continue;
        }
      if (fa_ray_needs_made_moves (ray->shape))
        {
          f->test_all = true;
          continue;
        }
      if (ray->shape != FA_SHAPE_RIDE || !(ray->kinds & present))
        continue;
      FaSquare t = f->king, shield = FA_NO_SQUARE;
      for (int n = 1; ray->range == 0 || n <= ray->range; n++)
        {
          t = fa_step (g, ray->vector, t);
          if (t == FA_NO_SQUARE)
            break;
          FaPiece p = pos->board[t];
          if (!p)
            continue;
          if (shield == FA_NO_SQUARE && fa_piece_is_side (p, side))
            {
              shield = t;
              continue;
            }
          if (shield != FA_NO_SQUARE && fa_piece_is_side (p, enemy)
              && fa_kind_set_has (ray->kinds, fa_piece_kind (p)) && f->n_pinned < 16)
            f->pinned[f->n_pinned++] = shield;
          break;
        }
      if (f->n_pinned == 16)
        f->test_all = true; /* more pins than expected: be safe */
    }
}

/* Under Anti-Circe alone (conditions.anticirce_alone) a move that
 * captures nothing is an orthodox move, and a check an orthodox attack
 * whose capture Anti-Circe allows: the orthodox filter's pins hold; the
 * checkers are those Anti-Circe lets capture the king; a move from a
 * square whose occupation forbids another attacker's capture is tested,
 * as is every capture (its unit is relocated) and every move of the
 * Magic Wandering Unit (it changes colour).  In check by one unit, a
 * move to its relocation square answers the check as a block does. */
static void
anticirce_filter (FaLegality *f, const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  int enemy = pos->side ^ 1;
  if (f->king != FA_NO_SQUARE && r->simple_attacks[enemy])
    orthodox_filter (f, pos, true);
  if (f->king == FA_NO_SQUARE || !r->simple_attacks[enemy] || f->test_all)
    {
      f->in_check = fa_in_check (pos, pos->side);
      f->test_all = true;
      f->evading = false;
      return;
    }
  if (!f->any_sensitive)
    memset (f->sensitive, 0, sizeof f->sensitive);
  /* The MWU changes colour as it moves (MWU-2): its moves are tested. */
  if (pos->mwu != FA_NO_SQUARE)
    mark_sensitive (f, pos->mwu);
  find_checkers (pos, f, true);
  f->in_check = f->evading = f->n_checkers > 0;
  f->test_captures = true;
  if (f->n_checkers == 1)
    {
      FaSquare blocking[FA_MAX_KINDS + 1];
      int n = fa_anticirce_blocking_squares (pos, f->checker, f->king, enemy, blocking);
      if (n == 1)
        add_stop (f, blocking[0]);
      else if (n > 1)
        {
          /* A pawn's capture as one of several promotions: one square
           * taken need not forbid it. */
          f->test_all = true;
          f->evading = false;
        }
    }
  else if (f->n_checkers > 1)
    {
      /* One move may block one line and take the other's square. */
      f->test_all = true;
      f->evading = false;
    }
}

void
fa_legality_init (FaLegality *f, const FaPosition *pos)
{
  const FaConditionRules *c = &pos->rules->conditions;
  f->all_legal = false;
  f->n_pinned = 0;
  f->any_sensitive = false;
  f->king = pos->king[pos->side];
  f->evading = false;
  f->test_all = false;
  f->test_captures = false;
  f->board = pos->board;
  f->in_check = false;
  f->paralysis = false;
  /* A move with effects (a rebirth) can check or shield anywhere, or be
   * refused (Anti-Circe), a side without a king too, and a neutral piece
   * may check its own king: each one is made and tested. */
  if (G_UNLIKELY (pos->rules->neutral_pieces))
    {
      f->in_check = fa_in_check (pos, pos->side);
      f->test_all = true;
      return;
    }
  if (c->anticirce_alone)
    {
      anticirce_filter (f, pos);
      return;
    }
  if (c->move_effects && !c->effects_on_captures_only)
    {
      /* Where a condition only forbids captures (Madrasi), a check is an
       * orthodox attack that the condition allows: with no orthodox
       * attack on the king, a move that leaves none (the orthodox
       * shortcuts say which) leaves no check either. */
      if (c->checks_are_allowed_attacks && f->king != FA_NO_SQUARE)
        {
          int enemy = pos->side ^ 1;
          bool kings = fa_kings_paralyse_each_other (pos, f->king, enemy);
          bool freed;
          if (fa_attacks_by_table (pos, enemy))
            {
              /* The tables' pass finds every orthodox attack on the king
               * as it finds the pins: no attack test before it (it was
               * an eighth of the time of a Madrasi #12). */
              f->hopper_checks = false;
              orthodox_filter (f, pos, true);
              freed = f->hopper_checks || f->n_checkers > (kings ? 1 : 0);
            }
          else
            {
              freed = fa_royal_attack_may_be_freed (pos, f->king, enemy);
              if (!freed)
                orthodox_filter (f, pos, true);
            }
          if (!freed)
            {
              /* The kings side by side (Madrasi Rex Inclusiv): the enemy's
               * is no checker, and the only one the orthodox filter can
               * find. */
              if (f->evading && kings)
                {
                  f->test_all = f->n_checkers != 1; /* never, but then be safe */
                  f->evading = f->in_check = false;
                }
              return;
            }
          /* What the orthodox filter found does not count. */
          f->n_pinned = 0;
          f->evading = f->any_sensitive = false;
        }
      f->in_check = fa_in_check (pos, pos->side);
      f->test_all = true;
      /* Every move is tested, but in check under Madrasi alone most
       * cannot answer it and need no test. */
      if (f->in_check && c->capture_allowed == fa_madrasi_capture_allowed && c->attack_test == fa_square_attacked_filtered)
        fa_madrasi_evasions (f, pos);
      return;
    }
  orthodox_filter (f, pos, false);
  /* Where only captures have effects and check is orthodox, the other
   * moves are as in orthodox chess, in check too; a capture is made and
   * tested (a rebirth may shield the king or a recoloured capturer give
   * check), even one that seems not to answer the check. */
  if (c->move_effects)
    {
      if (f->king == FA_NO_SQUARE)
        {
          f->test_all = true;
          f->evading = false;
        }
      else
        f->test_captures = true;
    }
}

bool
fa_legality_test (const FaLegality *f, FaPosition *pos, FaMove move)
{
  if (f->all_legal)
    return true;
  return !fa_legality_fails_to_evade (f, move) && (!fa_legality_needs_test (f, move) || fa_move_is_legal (pos, move));
}

bool
fa_move_is_candidate (const FaPosition *pos, FaMove move)
{
  if (!(pos->board[move.from] & fa_side_bit (pos->side)) || move.type == FA_MOVE_NULL
      || pos->rules->conditions.mummer[pos->side] != FA_MUMMER_NONE)
    return false;
  FA_MOVE_LIST (moves, pos);
  int n = generate_piece (pos, move.from, moves, 0);
  for (int i = 0; i < n; i++)
    if (fa_move_equal (moves[i], move))
      return true;
  return false;
}

int
fa_generate_candidates (FaPosition *pos, FaMove *moves, FaLegality *filter)
{
  if (G_UNLIKELY (pos->rules->conditions.mummer[pos->side] != FA_MUMMER_NONE))
    {
      /* The side's choice depends on all its legal moves. */
      int n = fa_generate_legal (pos, moves);
      filter->all_legal = true;
      return n;
    }
  int n = fa_generate_pseudo_legal (pos, moves), kept = 0;
  fa_legality_init (filter, pos);
  for (int i = 0; i < n; i++)
    if (!fa_legality_fails_to_evade (filter, moves[i]))
      moves[kept++] = moves[i];
  return kept;
}

int
fa_generate_legal (FaPosition *pos, FaMove *moves)
{
  int n = fa_generate_pseudo_legal (pos, moves), legal = 0;
  FaLegality filter;
  fa_legality_init (&filter, pos);
  for (int i = 0; i < n; i++)
    if (fa_legality_test (&filter, pos, moves[i]))
      moves[legal++] = moves[i];
  if (G_UNLIKELY (pos->rules->conditions.mummer[pos->side] != FA_MUMMER_NONE))
    legal = fa_mummer_filter (pos, moves, legal);
  return legal;
}

/* In check from one piece: can the piece on from, of a kind whose moves
 * the attack tables describe, reach one of the stop squares at all? */
static bool
may_reach_stop (const FaPosition *pos, FaSquare from, const FaSquare *stops, int n_stops)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  int kind = fa_piece_kind (pos->board[from]);
  for (int i = 0; i < n_stops; i++)
    {
      int d = fa_square_delta (&r->geometry, from, stops[i]);
      if (fa_kind_set_has (r->leap_attacks[side][d] | r->ride_attacks[side][d], kind))
        return true;
    }
  return false;
}

/* Piece by piece, so that the first legal move ends the search early:
 * the king last, as its moves are the ones that need a test, except in
 * check (found by the filter's pass or by the attack test, where every
 * move is tested), where it is the likeliest to have one; then only
 * pieces that can reach the checker or a square between are generated,
 * and none in double check. */
bool
fa_legality_any_move (const FaLegality *f, FaPosition *pos)
{
  const FaRules *r = pos->rules;
  unsigned own = fa_side_bit (pos->side);
  FaKindSet table_movers = r->moves_as_attacks_kinds[pos->side];
  FaSquare stops[FA_MAX_SQUARES];
  int n_stops = 0;
  if (f->evading && f->n_checkers == 1)
    for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
      for (uint64_t bits = f->stops[w]; bits; bits &= bits - 1)
        stops[n_stops++] = (FaSquare) (w * 64 + __builtin_ctzll (bits));
  /* Under Circe and the like a capture anywhere may answer a check: no
   * piece is passed over then. */
  bool only_evaders = f->evading && !f->test_captures;
  FA_MOVE_LIST (moves, pos);
  for (int pass = 0; pass < 2; pass++)
    {
      bool king_pass = f->in_check ? pass == 0 : pass == 1; /* (evading: in check too) */
      if (!king_pass && only_evaders && f->n_checkers > 1)
        continue;
      for (int i = 0; i < pos->n_occupied; i++)
        {
          FaSquare from = pos->occupied[i];
          FaPiece p = pos->board[from];
          if (!(p & own) || (from == f->king) != king_pass)
            continue;
          if (!king_pass && only_evaders && fa_kind_set_has (table_movers, fa_piece_kind (p))
              && !may_reach_stop (pos, from, stops, n_stops))
            continue;
          int n = generate_piece (pos, from, moves, 0);
          for (int m = 0; m < n; m++)
            if ((!G_UNLIKELY (f->paralysis) || fa_legality_may_answer (f, moves[m])) && fa_legality_test (f, pos, moves[m]))
              return true;
        }
    }
  return false;
}

bool
fa_legality_may_answer (const FaLegality *f, FaMove m)
{
  return m.from == f->king || m.type == FA_MOVE_EN_PASSANT || m.special || m.promotion
         || ((f->stops[m.to >> 6] >> (m.to & 63)) & 1) || ((f->frees[m.from >> 6] >> (m.from & 63)) & 1)
         || fa_kind_set_has (f->paralysers, fa_piece_kind (f->board[m.from]));
}

bool
fa_side_is_stuck (FaPosition *pos, bool in_check)
{
  FaLegality filter;
  fa_legality_init (&filter, pos);
  return filter.in_check == in_check && !fa_legality_any_move (&filter, pos);
}

bool
fa_has_legal_move (FaPosition *pos)
{
  FaLegality filter;
  fa_legality_init (&filter, pos);
  return fa_legality_any_move (&filter, pos);
}
