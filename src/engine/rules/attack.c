#include "rules/attack.h"

#include <glib.h>

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
#include "rules/paths.h"

/* Compiled into each of the two attack tests (fa_square_attacked). */
#define ATTACK_INLINE static inline __attribute__ ((always_inline))

/* Is the piece on from one of side_bit's of kinds, which may capture on
 * target?  filtered: under a condition that forbids some captures
 * (conditions.capture_allowed), asked only then; the attack test is
 * compiled once with and once without it, so orthodox play pays nothing. */
ATTACK_INLINE bool
is_attacker (const FaPosition *pos, FaSquare from, FaSquare target, unsigned side_bit, FaKindSet kinds, bool filtered)
{
  FaPiece p = pos->board[from];
  return (p & side_bit) && fa_kind_set_has (kinds, fa_piece_kind (p))
         && (!filtered || pos->rules->conditions.capture_allowed (pos, from, target, (int) (side_bit >> 1)));
}

/* is_attacker for a leap, or a ride's first step (whose near kinds leap):
 * a pawn on its own first rank does not capture (fa_pawn_idle_on_first_rank). */
ATTACK_INLINE bool
leap_attacker (const FaPosition *pos, FaSquare from, FaSquare target, int by_side, FaKindSet kinds, bool filtered)
{
  return is_attacker (pos, from, target, fa_side_bit (by_side), kinds, filtered)
         && !fa_pawn_idle_on_first_rank (pos->rules, by_side, fa_piece_kind (pos->board[from]), from);
}

/* A rose path from sq, reversed, is again a rose path (turning the other
 * way), so searching every rose path from sq finds every attacking rose. */
ATTACK_INLINE bool
rose_attacks (const FaPosition *pos, FaSquare sq, unsigned side_bit, FaKindSet kinds, bool filtered)
{
  const FaRules *r = pos->rules;
  for (int start = 0; start < 8; start++)
    for (int turn = -1; turn <= 1; turn += 2)
      {
        FaSquare t = sq;
        for (int leg = 0; leg < 7; leg++)
          {
            t = fa_step (&r->geometry, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == sq)
              break;
            if (pos->board[t])
              {
                if (is_attacker (pos, t, sq, side_bit, kinds, filtered))
                  return true;
                break;
              }
          }
      }
  return false;
}

/* The path pieces of kinds: does one's path end on sq?  Their paths are
 * walked from the piece, which the tree's reach map mostly answers. */
static G_GNUC_NO_INLINE bool
paths_attack (const FaPosition *pos, FaSquare sq, unsigned side_bit, FaKindSet kinds, bool filtered)
{
  const FaRules *r = pos->rules;
  int side = side_bit == fa_side_bit (FA_WHITE) ? FA_WHITE : FA_BLACK;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & side_bit) || !fa_kind_set_has (kinds, fa_piece_kind (p)))
        continue;
      const FaKind *kind = &r->kinds[fa_piece_kind (p)];
      for (int j = 0; j < kind->n_parts; j++)
        {
          const FaCompiledPart *part = &kind->parts[side][j];
          if (part->shape == FA_SHAPE_PATHS && part->can_capture && fa_paths_reach (pos, part->paths, from, sq)
              && is_attacker (pos, from, sq, side_bit, kinds, filtered))
            return true;
        }
    }
  return false;
}

/* Each of by_side's pieces: can it reach sq, by a leap, by a ride over
 * empty squares, by a grasshopper's hop or an edgehog's line?  extra:
 * some may hop or be edgehogs (a constant, so that the orthodox test
 * does not look). */
ATTACK_INLINE bool
attacked_by_table_hops (const FaPosition *pos, FaSquare sq, int by_side, bool filtered, FaKindSet only, bool extra)
{
  const FaRules *r = pos->rules;
  unsigned side_bit = fa_side_bit (by_side);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & side_bit))
        continue;
      int kind = fa_piece_kind (p);
      if (fa_kind_set_has (only, kind) && fa_table_attack (pos, kind, by_side, from, sq, extra)
          && (!filtered || r->conditions.capture_allowed (pos, from, sq, by_side)))
        return true;
    }
  return false;
}

ATTACK_INLINE bool
attacked_by_table (const FaPosition *pos, FaSquare sq, int by_side, bool filtered, FaKindSet only)
{
  if (pos->kinds_present[by_side] & only & pos->rules->table_extra_kinds[by_side])
    return attacked_by_table_hops (pos, sq, by_side, filtered, only, true);
  return attacked_by_table_hops (pos, sq, by_side, filtered, only, false);
}

/* Where a part of the shapes whose attacks are walked from the attacker
 * goes (fa_part_attacks). */
static FaPartReaches
part_reaches (FaShape shape)
{
  switch (shape)
    {
    case FA_SHAPE_EQUIHOP:
      return fa_equihopper_reaches;
    case FA_SHAPE_DOUBLE_HOP:
      return fa_double_hopper_reaches;
    case FA_SHAPE_RADIAL:
      return fa_radial_reaches;
    case FA_SHAPE_REFLECT:
      return fa_reflecting_bishop_reaches;
    case FA_SHAPE_BOUNCE:
      return fa_bouncer_reaches;
    case FA_SHAPE_ROSE_HOP:
      return fa_rose_hopper_reaches;
    case FA_SHAPE_NEAR_HOP:
      return fa_near_hopper_reaches;
    case FA_SHAPE_QUERQUISITE:
      return fa_querquisite_reaches;
    case FA_SHAPE_MAO_HOP:
      return fa_mao_hopper_reaches;
    case FA_SHAPE_KANGAROO:
      return fa_kangaroo_reaches;
    case FA_SHAPE_CHINESE_PAWN:
      return fa_chinese_pawn_reaches;
    case FA_SHAPE_BOUNCY_KNIGHT:
      return fa_bouncy_knight_reaches;
    default:
      return fa_angle_hopper_reaches;
    }
}

/* The square of the hopper that would land on sq along the hop ray, if
 * any unit stands there: the hurdle stands right behind sq (a
 * grasshopper-n's n squares behind, the squares between empty); the
 * hopper anywhere behind it with empty squares between.  FA_NO_SQUARE
 * when there is none. */
ATTACK_INLINE FaSquare
hopper_square (const FaPosition *pos, FaSquare sq, const FaAttackRay *ray)
{
  const FaGeometry *g = &pos->rules->geometry;
  FaSquare t = sq;
  for (int k = 1; k < ray->range && t != FA_NO_SQUARE; k++)
    {
      t = fa_step (g, ray->vector, t);
      if (t != FA_NO_SQUARE && pos->board[t])
        t = FA_NO_SQUARE; /* not empty: no landing square of it */
    }
  if (t != FA_NO_SQUARE)
    t = fa_step (g, ray->vector, t);
  if (t == FA_NO_SQUARE || !pos->board[t])
    return FA_NO_SQUARE;
  do
    t = fa_step (g, ray->vector, t);
  while (t != FA_NO_SQUARE && !pos->board[t]);
  return t;
}

/* Walks the rays [ray, end) back from sq: does one of by_side's pieces
 * of the kinds in only stand at the end of one? */
ATTACK_INLINE bool
walk_rays (const FaPosition *pos, FaSquare sq, int by_side, const FaAttackRay *ray, const FaAttackRay *end,
           bool filtered, FaKindSet only)
{
  const FaGeometry *g = &pos->rules->geometry;
  unsigned side_bit = fa_side_bit (by_side);
  FaKindSet present = pos->kinds_present[by_side] & only;
  for (; ray < end; ray++)
    {
      FaSquare t;
      if (!(ray->any_kinds & present)) /* present is within only */
        continue;
      FaKindSet kinds = ray->kinds & only, near_kinds = ray->near_kinds & only;
      switch (ray->shape)
        {
        case FA_SHAPE_LEAP:
          t = fa_step (g, ray->vector, sq);
          if (t != FA_NO_SQUARE && leap_attacker (pos, t, sq, by_side, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_RIDE:
          t = fa_step (g, ray->vector, sq);
          if (t == FA_NO_SQUARE)
            break;
          if (pos->board[t])
            {
              if (leap_attacker (pos, t, sq, by_side, kinds | near_kinds, filtered))
                return true;
              break;
            }
          for (int n = 2; n <= ray->range || ray->range == 0; n++)
            {
              t = fa_step (g, ray->vector, t);
              if (t == FA_NO_SQUARE)
                break;
              if (pos->board[t])
                {
                  if (is_attacker (pos, t, sq, side_bit, kinds, filtered))
                    return true;
                  break;
                }
            }
          break;

        case FA_SHAPE_HOP:
          t = hopper_square (pos, sq, ray);
          if (t != FA_NO_SQUARE && is_attacker (pos, t, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_LION_HOP:
          t = sq;
          do
            t = fa_step (g, ray->vector, t);
          while (t != FA_NO_SQUARE && !pos->board[t]);
          if (t == FA_NO_SQUARE)
            break;
          do
            t = fa_step (g, ray->vector, t);
          while (t != FA_NO_SQUARE && !pos->board[t]);
          if (t != FA_NO_SQUARE && is_attacker (pos, t, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_ROSE:
          if (rose_attacks (pos, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_PAWN:
          /* a pawn's part of a kind with more (the dragon): a leap, but
           * not from the attacker's first rank, where it does not move */
          t = fa_step (g, ray->vector, sq);
          if (t != FA_NO_SQUARE
              && (fa_square_rank (g, t) != ((side_bit & 1) ? 0 : g->ranks - 1)
                  || pos->rules->conditions.first_rank_pawns_step)
              && is_attacker (pos, t, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_BEROLINA:
          break; /* compiled into leaps */

        case FA_SHAPE_PATHS:
          if (paths_attack (pos, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_EDGE_LINE:
          /* a ride, the first unit on it the attacker, one of the two
           * squares on the edge and the other not */
          t = fa_first_unit (pos, sq, ray->vector, ray->range);
          if (t != FA_NO_SQUARE && fa_square_on_edge (g, t) != fa_square_on_edge (g, sq)
              && is_attacker (pos, t, sq, side_bit, kinds, filtered))
            return true;
          break;

        case FA_SHAPE_LOCUST:
          {
            /* The square beyond sq empty; the locust the first unit the
             * other way (a leap's: right there). */
            FaSquare landing = fa_step (g, ray->beyond, sq);
            if (landing == FA_NO_SQUARE || pos->board[landing])
              break;
            t = fa_first_unit (pos, sq, ray->vector, ray->range);
            if (t != FA_NO_SQUARE && is_attacker (pos, t, sq, side_bit, kinds, filtered))
              return true;
          }
          break;

        case FA_SHAPE_ORPHAN:
          if (fa_orphan_attacks (pos, sq, by_side, kinds) || fa_friend_attacks (pos, sq, by_side, kinds))
            return true;
          break;

        case FA_SHAPE_ROCOCO:
          break; /* never walked: the Rococo pieces' own attack test replaces this one */

        case FA_SHAPE_EQUIHOP:
        case FA_SHAPE_DOUBLE_HOP:
        case FA_SHAPE_RADIAL:
        case FA_SHAPE_ANGLE_HOP:
        case FA_SHAPE_REFLECT:
        case FA_SHAPE_BOUNCE:
        case FA_SHAPE_ROSE_HOP:
        case FA_SHAPE_NEAR_HOP:
        case FA_SHAPE_QUERQUISITE:
        case FA_SHAPE_MAO_HOP:
        case FA_SHAPE_KANGAROO:
        case FA_SHAPE_CHINESE_PAWN:
        case FA_SHAPE_BOUNCY_KNIGHT:
          if (fa_part_attacks (pos, sq, (int) (side_bit >> 1), kinds, filtered, ray->shape, part_reaches (ray->shape)))
            return true;
          break;
        }
    }
  return false;
}


/* only: the kinds of attacker that count (all but for an observation by
 * one kind, fa_square_observed_by_kinds); a constant in the attack tests,
 * so that they pay nothing for it. */
ATTACK_INLINE bool
square_attacked (const FaPosition *pos, FaSquare sq, int by_side, bool filtered, FaKindSet only)
{
  const FaRules *r = pos->rules;
  /* An observation by some kinds: none of them on the board, none; all
   * of them described by the tables, the tables answer, however many
   * pieces stand (Madrasi's rook observed by a rook, whatever hoppers
   * stand elsewhere). */
  if (only != FA_ALL_KINDS)
    {
      FaKindSet present = pos->kinds_present[by_side] & only;
      if (!present)
        return false;
      if (!(present & ~r->table_test_kinds[by_side]))
        return attacked_by_table (pos, sq, by_side, filtered, only);
    }
  const FaAttackRay *ray = r->rays[by_side], *end = ray + r->n_rays[by_side];
  if (only == FA_ALL_KINDS && pos->n_occupied <= FA_TABLE_ATTACK_MAX_PIECES)
    {
      /* Few pieces: the tables for the kinds they describe, then the rays
       * of the others alone (lion hoppers, roses), which come last. */
      if (attacked_by_table (pos, sq, by_side, filtered, r->table_test_kinds[by_side]))
        return true;
      only = pos->kinds_present[by_side] & ~r->table_test_kinds[by_side];
      if (!only)
        return false;
      ray += r->other_rays_from[by_side];
    }
  return walk_rays (pos, sq, by_side, ray, end, filtered, only);
}

/* Out of line: the orthodox test stays small. */
G_GNUC_NO_INLINE bool
fa_square_attacked_filtered (const FaPosition *pos, FaSquare sq, int by_side)
{
  return square_attacked (pos, sq, by_side, true, FA_ALL_KINDS);
}

bool
fa_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  if (G_UNLIKELY (pos->rules->conditions.attack_test != NULL))
    return pos->rules->conditions.attack_test (pos, sq, by_side);
  return square_attacked (pos, sq, by_side, false, FA_ALL_KINDS);
}

/* Does by_side's king (a royal unit of the king's kind) stand a king's
 * step from sq? */
static bool
king_observes (const FaPosition *pos, FaSquare sq, int by_side)
{
  const FaRules *r = pos->rules;
  FaSquare king = pos->king[by_side];
  return king != FA_NO_SQUARE && fa_piece_kind (pos->board[king]) == r->king_kind
         && fa_kind_set_has (r->leap_attacks[by_side][fa_square_delta (&r->geometry, king, sq)], r->king_kind);
}

/* Is the piece on t one of by_side's (side_bit) of kind k? */
static inline bool
is_of_kind (FaPiece p, unsigned side_bit, int k)
{
  return (p & side_bit) && fa_piece_kind (p) == k;
}

/* The other shapes of kind_observes: out of line, so that the kind's
 * own test stays small (and its frame too: it runs millions of times). */
static G_GNUC_NO_INLINE bool
ray_observes (const FaPosition *pos, FaSquare sq, int by_side, const FaAttackRay *ray)
{
  return walk_rays (pos, sq, by_side, ray, ray + 1, false, FA_ALL_KINDS);
}

/* Does one of by_side's pieces of kind k observe sq?  The kind's own
 * rays (rules->kind_rays), its leaps, rides and hops walked here without
 * the kind sets of the attack test: Madrasi asks this of every piece
 * that might move, at every node.  Other shapes go to walk_rays. */
static bool
kind_observes (const FaPosition *pos, FaSquare sq, int by_side, int k)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  unsigned side_bit = fa_side_bit (by_side);
  const FaAttackRay *ray = r->kind_rays + r->kind_rays_start[by_side][k];
  const FaAttackRay *end = ray + r->kind_rays_count[by_side][k];
  for (; ray < end; ray++)
    {
      FaSquare t = fa_step (g, ray->vector, sq);
      switch (ray->shape)
        {
        case FA_SHAPE_LEAP:
          if (t != FA_NO_SQUARE && is_of_kind (pos->board[t], side_bit, k)
              && !fa_pawn_idle_on_first_rank (r, by_side, k, t))
            return true;
          break;

        case FA_SHAPE_RIDE:
          for (int n = 1; t != FA_NO_SQUARE; t = fa_step (g, ray->vector, t))
            {
              if (pos->board[t])
                {
                  if (is_of_kind (pos->board[t], side_bit, k))
                    return true;
                  break;
                }
              if (++n > ray->range && ray->range != 0)
                break;
            }
          break;

        case FA_SHAPE_HOP:
          t = hopper_square (pos, sq, ray);
          if (t != FA_NO_SQUARE && is_of_kind (pos->board[t], side_bit, k))
            return true;
          break;

        case FA_SHAPE_PAWN:
          /* as walk_rays has it: not from the attacker's first rank */
          if (t != FA_NO_SQUARE && is_of_kind (pos->board[t], side_bit, k)
              && (fa_square_rank (g, t) != ((side_bit & 1) ? 0 : g->ranks - 1)
                  || r->conditions.first_rank_pawns_step))
            return true;
          break;

        default:
          if (ray_observes (pos, sq, by_side, ray))
            return true;
          break;
        }
    }
  return false;
}

bool
fa_square_observed_by_kinds (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  /* The king alone (Madrasi Rex Inclusiv asks it at every check test):
   * one square to look at. */
  const FaRules *r = pos->rules;
  if (kinds == fa_kind_bit (r->king_kind) && !r->conditions.rex_multiplex)
    return king_observes (pos, sq, by_side);
  /* By one kind (Madrasi's paralysis, asked of every piece that might
   * move): its own rays, a pawn's two squares, a rook's four lines, where
   * the attack test would look at every piece or every ray. */
  FaKindSet present = pos->kinds_present[by_side] & kinds;
  if (!present)
    return false;
  if (present & (present - 1))
    return square_attacked (pos, sq, by_side, false, kinds);
  return kind_observes (pos, sq, by_side, fa_kind_set_first (present));
}

bool
fa_kings_paralyse_each_other (const FaPosition *pos, FaSquare sq, int by_side)
{
  const FaRules *r = pos->rules;
  return r->conditions.madrasi == FA_MADRASI_REX_INCLUSIVE && fa_piece_kind (pos->board[sq]) == r->king_kind
         && king_observes (pos, sq, by_side);
}

bool
fa_royal_attack_may_be_freed (const FaPosition *pos, FaSquare sq, int by_side)
{
  FaKindSet kinds = FA_ALL_KINDS;
  if (fa_kings_paralyse_each_other (pos, sq, by_side))
    kinds &= ~fa_kind_bit (pos->rules->king_kind);
  return fa_square_observed_by_kinds (pos, sq, by_side, kinds);
}

bool
fa_part_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds, bool filtered, FaShape shape,
                 FaPartReaches reaches)
{
  const FaRules *r = pos->rules;
  unsigned own = fa_side_bit (by_side);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own) || !fa_kind_set_has (kinds, fa_piece_kind (p)) || from == sq)
        continue;
      const FaKind *kind = &r->kinds[fa_piece_kind (p)];
      for (int j = 0; j < kind->n_parts; j++)
        {
          const FaCompiledPart *part = &kind->parts[by_side][j];
          if (part->shape == shape && part->can_capture && reaches (pos, part, from, sq)
              && (!filtered || r->conditions.capture_allowed (pos, from, sq, by_side)))
            return true;
        }
    }
  return false;
}

bool
fa_en_passant_threatened (const FaPosition *pos, int by_side)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  if (pos->ep_target == FA_NO_SQUARE)
    return false;
  /* A pawn's part (a pawn's, a dragon's) takes en passant from a square
   * diagonally behind the target, a Berolina pawn's from straight behind;
   * a protean pawn's from in front, as it walks as the other side's. */
  for (int walk = 0; walk < 2; walk++)
    {
      int walk_side = by_side ^ walk;
      int file = fa_square_file (g, pos->ep_target);
      int rank = fa_square_rank (g, pos->ep_target) + (walk_side == FA_WHITE ? -1 : 1);
      for (int dx = -1; dx <= 1; dx++)
        {
          FaSquare from = fa_square_make (g, file + dx, rank);
          if (from == FA_NO_SQUARE || !fa_piece_is_side (pos->board[from], by_side))
            continue;
          const FaKind *kind = &r->kinds[fa_piece_kind (pos->board[from])];
          for (int i = 0; i < kind->n_parts; i++)
            {
              const FaCompiledPart *part = &kind->parts[by_side][i];
              if (part->shape != (dx ? FA_SHAPE_PAWN : FA_SHAPE_BEROLINA) || !part->can_capture
                  || part->reversed != (walk == 1))
                continue;
              /* a marine pawn lands beyond the target */
              FaSquare beyond
                = fa_square_make (g, file - dx, fa_square_rank (g, pos->ep_target) + (walk_side == FA_WHITE ? 1 : -1));
              if (!part->marine || (beyond != FA_NO_SQUARE && !pos->board[beyond]))
                return true;
            }
        }
    }
  return false;
}
