/* Is a square attacked: could `by_side` capture a piece standing there?
 * Walks the rules' reverse attack rays from the square, so the cost does
 * not depend on how many pieces the attacker has. */
#pragma once

#include "board/position.h"
#include "rules/conditions/rex-multiplex.h"

#include <glib.h>

bool fa_square_attacked (const FaPosition *pos, FaSquare sq, int by_side);

/* The attack test asking conditions.capture_allowed of each attacker it
 * finds (conditions.attack_test under a capture filter). */
bool fa_square_attacked_filtered (const FaPosition *pos, FaSquare sq, int by_side);

/* Is sq observed by one of by_side's pieces of the given kinds (bit k:
 * kind k), whatever the conditions say about captures?  Madrasi's
 * paralysis (MAD-1) is such an observation. */
bool fa_square_observed_by_kinds (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds);

/* Under a condition whose checks are the orthodox attacks it allows
 * (conditions.checks_are_allowed_attacks), might a move that the orthodox
 * shortcuts pass let one of by_side's pieces attack the royal piece on
 * sq?  Only if one attacks it already, the condition forbidding it (a
 * move may free it); a king beside the king under Madrasi Rex Inclusiv
 * does not count: the two paralyse each other whatever else moves. */
bool fa_royal_attack_may_be_freed (const FaPosition *pos, FaSquare sq, int by_side);

/* Is by_side's king the one orthodox attacker fa_royal_attack_may_be_freed
 * leaves aside, beside the king on sq? */
bool fa_kings_paralyse_each_other (const FaPosition *pos, FaSquare sq, int by_side);

/* With few pieces on the board, looking at each of the attacker's pieces
 * (fa_rules' attack tables) costs less than walking every ray.  Up to how
 * many pieces in all: */
#define FA_TABLE_ATTACK_MAX_PIECES 24

/* Do the attack tables describe every attack by_side can make here, and
 * are there few enough pieces for them to be the faster test? */
static inline bool
fa_attacks_by_table (const FaPosition *pos, int by_side)
{
  return pos->n_occupied <= FA_TABLE_ATTACK_MAX_PIECES
         && !(pos->kinds_present[by_side] & ~pos->rules->table_test_kinds[by_side]);
}

/* What stands strictly between a king and a rider on from, walking from
 * the king by the vector outwards: FA_NO_SQUARE when nothing does (the
 * rider sees the king), the square of the one piece there when it is of
 * side_bit's side (it shields the line, or is pinned), FA_LINE_BLOCKED
 * otherwise (two pieces, one of the other side, a hole). */
#define FA_LINE_BLOCKED (-2)

static inline FaSquare
fa_line_lone_piece (const FaPosition *pos, FaSquare king, FaSquare from, int outwards, unsigned side_bit)
{
  const FaGeometry *g = &pos->rules->geometry;
  FaSquare lone = FA_NO_SQUARE;
  for (FaSquare t = fa_step (g, outwards, king); t != from; t = fa_step (g, outwards, t))
    {
      if (t == FA_NO_SQUARE)
        return FA_LINE_BLOCKED;
      if (!pos->board[t])
        continue;
      if (lone != FA_NO_SQUARE || !(pos->board[t] & side_bit))
        return FA_LINE_BLOCKED;
      lone = t;
    }
  return lone;
}

/* Are the squares strictly between sq and from, walked from sq by the
 * vector back, empty (and not cut by a hole)? */
static inline bool
fa_line_clear (const FaPosition *pos, FaSquare sq, FaSquare from, int back)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (FaSquare t = fa_step (g, back, sq); t != from; t = fa_step (g, back, t))
    if (t == FA_NO_SQUARE || pos->board[t])
      return false;
  return true;
}

/* A grasshopper-type hop from from to sq along back (the step walked
 * from sq towards from): its hurdle right before sq, the squares between
 * the hurdle and from empty. */
static inline bool
fa_hop_lands (const FaPosition *pos, FaSquare sq, FaSquare from, int back)
{
  FaSquare hurdle = fa_step (&pos->rules->geometry, back, sq);
  return hurdle != from && hurdle != FA_NO_SQUARE && pos->board[hurdle] && fa_line_clear (pos, hurdle, from, back);
}

/* The first unit along vector from sq, at most range steps away (0: any
 * distance); FA_NO_SQUARE when none (the edge, a hole or the range
 * first). */
static inline FaSquare
fa_first_unit (const FaPosition *pos, FaSquare sq, int vector, int range)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (int n = 1;; n++)
    {
      sq = fa_step (g, vector, sq);
      if (sq == FA_NO_SQUARE || pos->board[sq])
        return sq;
      if (n == range)
        return FA_NO_SQUARE;
    }
}

/* Could the piece of kind standing on from capture on sq,
 * by_side's attack tables say (a kind of rules->table_test_kinds; with
 * extra, also of rules->table_extra_kinds: a hopper's hops, an edgehog's
 * lines, a pawn on its first rank)? */
/* Is from side's own first rank, where a pawn neither moves nor
 * captures (Popeye; Parrain's reborn pawns step and capture there)? */
static inline bool
fa_pawn_stuck_on_first_rank (const FaRules *r, int side, FaSquare from)
{
  return fa_square_rank (&r->geometry, from) == (side == FA_WHITE ? 0 : r->geometry.ranks - 1)
         && !r->conditions.first_rank_pawns_step;
}

/* A pawn of side's of kind stuck on from: the leap tables list its
 * diagonals all the same (rules->first_rank_pawn_kinds). */
static inline bool
fa_pawn_idle_on_first_rank (const FaRules *r, int side, int kind, FaSquare from)
{
  return fa_kind_set_has (r->first_rank_pawn_kinds[side], kind) && fa_pawn_stuck_on_first_rank (r, side, from);
}

static inline bool
fa_table_attack (const FaPosition *pos, int kind, int by_side, FaSquare from, FaSquare sq, bool extra)
{
  const FaRules *r = pos->rules;
  int d = fa_square_delta (&r->geometry, from, sq);
  /* (kind may be lent to the unit on from, an orphan's: that unit is no
   * pawn standing idle) */
  return (fa_kind_set_has (r->leap_attacks[by_side][d], kind)
          && !(extra && fa_piece_kind (pos->board[from]) == kind
               && fa_pawn_idle_on_first_rank (r, by_side, kind, from)))
         || (fa_kind_set_has (r->ride_attacks[by_side][d], kind)
             && (!extra || fa_table_ride_counts (r, by_side, kind, from, sq))
             && fa_line_clear (pos, sq, from, r->ride_back_step[d]))
         || (extra && fa_kind_set_has (r->hop_attacks[by_side][d], kind)
             && fa_hop_lands (pos, sq, from, r->ride_back_step[d]));
}

/* Does the part (of the kind of the unit on from) reach sq, the units
 * standing as they do?  A shape's own test (the equihopper's, ...). */
typedef bool (*FaPartReaches) (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq);

/* Can one of by_side's units of kinds capture on sq by a part of shape,
 * reaches saying where a part goes?  filtered: ask the conditions' capture
 * filter too.  For the shapes whose attacks are walked from the attacker
 * (equihoppers, double hoppers, radial pieces, angle hoppers). */
bool fa_part_attacks (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds, bool filtered, FaShape shape,
                      FaPartReaches reaches);

/* Could one of by_side's pawns take the pawn that has just double-stepped
 * en passant?  A royal pawn that could be is in check (Popeye: after
 * rPd7-d5 with a white pawn on e5, Black is in check). */
bool fa_en_passant_threatened (const FaPosition *pos, int by_side);

/* Is side's royal piece attacked (false when it has none)?  Under Rex
 * Multiplex, one of its royal pieces. */
static inline bool
fa_in_check (const FaPosition *pos, int side)
{
  if (G_UNLIKELY (pos->rules->conditions.rex_multiplex))
    return fa_royals_attacked (pos, side);
  FaSquare k = pos->king[side];
  return k != FA_NO_SQUARE
         && (fa_square_attacked (pos, k, side ^ 1)
             || (G_UNLIKELY (pos->ep_victim == k) && fa_en_passant_threatened (pos, side ^ 1)));
}
