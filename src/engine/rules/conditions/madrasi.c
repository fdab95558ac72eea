#include "rules/conditions/madrasi.h"

#include "rules/attack.h"
#include "rules/conditions/mars.h"
#include "rules/rococo.h"

#include <string.h>

/* fa_madrasi_paralysed; rococo: the rules have Rococo kinds, whose
 * observation is their own capture. */
static inline bool
paralysed (const FaPosition *pos, FaSquare sq, int side, bool rococo)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[sq];
  int kind = fa_piece_kind (p);
  if ((r->kinds[kind].flags & FA_PIECE_ROYAL) && r->conditions.madrasi != FA_MADRASI_REX_INCLUSIVE)
    return false;
  /* Observation, not capture: a paralysed observer paralyses too, and
   * an en passant capture is no observation (MAD-2, as in Popeye).  A
   * Rococo unit observes what it could take by its own capture, frozen
   * or not (rules/rococo.c): an immobilizer, which takes nothing, is
   * neither paralysed nor paralyses (two side by side freeze each other
   * instead). */
  if (rococo && r->rococo_power[kind])
    return fa_rococo_observes (pos, sq, side ^ 1, r->conditions.same_walk[kind]);
  /* Under Mars Circe a unit observes as it captures, from its
   * game-array square; the unit observed stands where it is (Popeye). */
  if (r->conditions.mars == FA_MARS_CIRCE)
    return fa_mars_square_observed_by_kinds (pos, sq, side ^ 1, r->conditions.same_walk[kind]);
  return fa_square_observed_by_kinds (pos, sq, side ^ 1, r->conditions.same_walk[kind]);
}

bool
fa_madrasi_paralysed (const FaPosition *pos, FaSquare sq, int side)
{
  return paralysed (pos, sq, side, pos->rules->rococo_kinds[0] != 0);
}

bool
fa_madrasi_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return !paralysed (pos, from, pos->side, false);
}

bool
fa_madrasi_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return !paralysed (pos, from, side, false);
}

bool
fa_madrasi_rococo_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return !paralysed (pos, from, pos->side, true);
}

bool
fa_madrasi_rococo_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return !paralysed (pos, from, side, true);
}

/* Marks the moves that may let one of side's units of kinds observe sq:
 * along each of their lines through sq, a move from the first unit on
 * it (frees: it opens the line to the next); along a grasshopper's, if
 * the square next to sq is empty, a move there (stops: it gives the
 * hurdle), else a move from the first unit beyond.  A leap has nothing
 * between.  False for an observation of another shape. */
static bool
mark_freeing_moves (const FaPosition *pos, FaSquare sq, int side, FaKindSet kinds, uint64_t *frees, uint64_t *stops)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  for (int k = 1; k <= r->n_kinds; k++)
    {
      if (!fa_kind_set_has (kinds & pos->kinds_present[side], k))
        continue;
      const FaAttackRay *ray = r->kind_rays + r->kind_rays_start[side][k];
      const FaAttackRay *end = ray + r->kind_rays_count[side][k];
      for (; ray < end; ray++)
        {
          FaSquare t = FA_NO_SQUARE;
          switch (ray->shape)
            {
            case FA_SHAPE_LEAP:
            case FA_SHAPE_PAWN:
              break; /* nothing between */

            case FA_SHAPE_RIDE:
              t = fa_first_unit (pos, sq, ray->vector, ray->range);
              break;

            case FA_SHAPE_HOP:
              if (ray->range != 0)
                return false;
              t = fa_step (g, ray->vector, sq);
              if (t != FA_NO_SQUARE && !pos->board[t])
                {
                  stops[t >> 6] |= 1ull << (t & 63);
                  t = FA_NO_SQUARE;
                }
              else if (t != FA_NO_SQUARE)
                t = fa_first_unit (pos, t, ray->vector, 0);
              break;

            default:
              return false;
            }
          if (t != FA_NO_SQUARE)
            frees[t >> 6] |= 1ull << (t & 63);
        }
    }
  return true;
}

void
fa_madrasi_evasions (FaLegality *f, const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side, enemy = side ^ 1;
  if (f->king == FA_NO_SQUARE || !fa_attacks_by_table (pos, enemy))
    return;
  /* The one checker: an orthodox attacker that is not paralysed. */
  unsigned enemy_bit = fa_side_bit (enemy);
  FaSquare checker = FA_NO_SQUARE, first = FA_NO_SQUARE;
  int back = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & enemy_bit))
        continue;
      int kind = fa_piece_kind (p), d = fa_square_delta (g, from, f->king);
      bool leap = fa_kind_set_has (r->leap_attacks[enemy][d], kind) && !fa_pawn_idle_on_first_rank (r, enemy, kind, from);
      bool ride = !leap && fa_kind_set_has (r->ride_attacks[enemy][d], kind)
                  && fa_table_ride_counts (r, enemy, kind, from, f->king)
                  && fa_line_clear (pos, f->king, from, r->ride_back_step[d]);
      bool hop = !leap && !ride && fa_kind_set_has (r->hop_attacks[enemy][d], kind)
                 && fa_hop_lands (pos, f->king, from, r->ride_back_step[d]);
      if (!(leap || ride || hop) || paralysed (pos, from, enemy, false))
        continue;
      if (checker != FA_NO_SQUARE)
        return; /* several checkers */
      checker = from;
      back = r->ride_back_step[d];
      /* the first square the move may step to between them (a hop's
       * hurdle, next to the king, may only leave) */
      first = leap ? FA_NO_SQUARE : fa_step (g, back, f->king);
      if (hop)
        first = fa_step (g, back, first);
    }
  if (checker == FA_NO_SQUARE)
    return;
  memset (f->stops, 0, sizeof f->stops);
  memset (f->frees, 0, sizeof f->frees);
  if (first != FA_NO_SQUARE)
    for (FaSquare t = first; t != checker; t = fa_step (g, back, t))
      f->stops[t >> 6] |= 1ull << (t & 63);
  f->stops[checker >> 6] |= 1ull << (checker & 63);
  /* A hop's own hurdle: the move from it takes the check away. */
  FaSquare next = fa_step (g, back, f->king);
  if (first != FA_NO_SQUARE && next != first)
    f->frees[next >> 6] |= 1ull << (next & 63);
  FaKindSet paralysers = r->conditions.same_walk[fa_piece_kind (pos->board[checker])];
  if (!mark_freeing_moves (pos, checker, side, paralysers, f->frees, f->stops))
    return;
  f->n_checkers = 1;
  f->checker = checker;
  f->paralysers = paralysers;
  f->paralysis = true;
}
