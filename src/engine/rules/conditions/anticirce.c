#include "rules/conditions/anticirce.h"

#include "rules/conditions/circe.h"
#include "rules/conditions/mwu.h"
#include "rules/rococo.h"

/* The colour whose square a capturer of side goes to: the other one for a
 * capture by or of the Magic Wandering Unit under type I (MWU-7). */
static inline int
relocated_as (const FaPosition *pos, int side, FaSquare from, FaSquare captured_on)
{
  if (pos->rules->conditions.mwu == FA_MWU_TYPE_I && fa_mwu_relocates_flipped (pos, from, captured_on))
    return side ^ 1;
  return side;
}

/* Where a unit of kind and side that captures on to, coming from from,
 * goes; FA_NO_SQUARE when it cannot (the capture is illegal).  The square
 * it left is free then, the captured unit gone. */
FaSquare
fa_anticirce_home (const FaRules *r, int kind, int side, FaSquare to)
{
  FaSquare home = fa_rebirth_square (r, r->conditions.anticirce_square, r->conditions.anticirce_mirror, kind, side, to);
  return home == FA_NO_SQUARE || r->geometry.hole[home] ? FA_NO_SQUARE : home;
}

static FaSquare
relocation_square (const FaPosition *pos, int kind, int side, FaSquare from, FaSquare to)
{
  const FaRules *r = pos->rules;
  FaSquare home = fa_anticirce_home (r, kind, side, to);
  if (home == FA_NO_SQUARE)
    return FA_NO_SQUARE;
  if (home == to)
    return r->conditions.anticirce == FA_ANTICIRCE_CALVET ? home : FA_NO_SQUARE;
  return home == from || !pos->board[home] ? home : FA_NO_SQUARE;
}

FaSquare
fa_anticirce_destination (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  FaPiece p = pos->board[from];
  return relocation_square (pos, fa_piece_kind (p), relocated_as (pos, fa_circe_side_of (p, side), from, to), from, to);
}

bool
fa_anticirce_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[from];
  side = relocated_as (pos, fa_circe_side_of (p, side), from, to);
  int kind = fa_piece_kind (p);
  int last = side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  if ((r->kinds[kind].flags & FA_PIECE_PAWN) && fa_square_rank (&r->geometry, to) == last)
    {
      /* AC-4: the promoted piece goes to its own square. */
      for (int i = 0; i < r->n_promotions; i++)
        if (relocation_square (pos, r->promotions[i], side, from, to) != FA_NO_SQUARE)
          return true;
      return false;
    }
  return relocation_square (pos, kind, side, from, to) != FA_NO_SQUARE;
}

/* The kinds the piece on from may be once it has captured on to (its
 * own, or each promotion where a pawn reaches its last rank: AC-4, the
 * promoted piece goes to its own square), into kinds (FA_MAX_KINDS + 1);
 * returns how many, and sets *side to the side it is relocated as. */
static int
capturer_kinds (const FaPosition *pos, FaSquare from, FaSquare to, int *side, int *kinds)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[from];
  *side = relocated_as (pos, fa_circe_side_of (p, *side), from, to);
  int kind = fa_piece_kind (p);
  int last = *side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  if (!(r->kinds[kind].flags & FA_PIECE_PAWN) || fa_square_rank (&r->geometry, to) != last)
    {
      kinds[0] = kind;
      return 1;
    }
  for (int i = 0; i < r->n_promotions; i++)
    kinds[i] = r->promotions[i];
  return r->n_promotions;
}

int
fa_anticirce_relocations (const FaPosition *pos, FaSquare from, FaSquare to, int side, FaSquare *out)
{
  int kinds[FA_MAX_KINDS + 1], n = 0;
  int n_kinds = capturer_kinds (pos, from, to, &side, kinds);
  for (int i = 0; i < n_kinds; i++)
    {
      FaSquare home = relocation_square (pos, kinds[i], side, from, to);
      if (home != FA_NO_SQUARE)
        out[n++] = home;
    }
  return n;
}

int
fa_anticirce_blocking_squares (const FaPosition *pos, FaSquare from, FaSquare to, int side, FaSquare *out)
{
  int kinds[FA_MAX_KINDS + 1], n = 0;
  int n_kinds = capturer_kinds (pos, from, to, &side, kinds);
  for (int i = 0; i < n_kinds; i++)
    {
      FaSquare home = fa_anticirce_home (pos->rules, kinds[i], side, to);
      if (home != FA_NO_SQUARE && home != from && home != to)
        out[n++] = home;
    }
  return n;
}

FaSquare
fa_anticirce_move_square (const FaPosition *pos, FaMove move, int side, const FaSquare *emptied, int n_emptied)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[move.from];
  int kind = move.promotion ? move.promotion : fa_piece_kind (p);
  /* The square it is relocated for, as the hook has it. */
  FaSquare ref = move.special == FA_MOVE_SPECIAL_LOCUST ? fa_move_capture_square (pos, move) : move.to;
  FaSquare home = fa_anticirce_home (r, kind, fa_circe_side_of (p, side), ref);
  if (home == FA_NO_SQUARE)
    return FA_NO_SQUARE;
  if (home == ref)
    return r->conditions.anticirce == FA_ANTICIRCE_CALVET ? home : FA_NO_SQUARE;
  /* The capturer stands on the arrival square; a swap's departure holds
   * the unit swapped. */
  if (home == move.to || (move.special == FA_MOVE_SPECIAL_SWAP && home == move.from))
    return FA_NO_SQUARE;
  if (!pos->board[home])
    return home;
  for (int i = 0; i < n_emptied; i++)
    if (emptied[i] == home)
      return home;
  return FA_NO_SQUARE;
}

void
fa_anticirce_after_move (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  /* With Rococo pieces a move may take units elsewhere than on its
   * arrival square (a withdrawal, a long leap; rules/rococo.c, whose hook
   * has taken them off): the capturer is relocated once, however many it
   * took. */
  if (!u->captured && !(pos->rules->rococo_kinds[0] && fa_rococo_taken (pos, NULL)))
    return;
  FaSquare to = u->move.to;
  FaPiece p = pos->board[to];
  /* A swapper's mutual destruction (or a chameleon's with a swapper): the
   * capturer went with its victim, nothing is relocated and the capture
   * stands. */
  if (!p)
    return;
  int side = fa_circe_side_of (p, pos->side ^ 1); /* a neutral one: the mover's */
  side = relocated_as (pos, side, u->move.from, u->capture_square);
  /* The square the capturer left is empty now, the captured unit gone:
   * the board as it stands is the one AC-2 tests (no departure square to
   * count as free, FA_NO_SQUARE). */
  /* A locust's capture counts where its victim stood, as Popeye has it
   * (Lc2*e4-f5[wLf5->e8]). */
  /* A Rococo capture counts where the capturer arrived, whatever it
   * took: the chameleon's swap that takes a withdrawer too is relocated
   * from the swapped unit's square, and its departure, which holds that
   * unit, is no free square. */
  /* So does an en passant capture (Popeye: under Symmetry Anti-Circe
   * e5*d6 ep. goes to e4, d5's reflection, AC-T11). */
  FaSquare captured_on
    = u->move.special == FA_MOVE_SPECIAL_LOCUST || u->move.type == FA_MOVE_EN_PASSANT ? u->capture_square : to;
  FaSquare home = relocation_square (pos, fa_piece_kind (p), side, FA_NO_SQUARE, captured_on);
  if (home == FA_NO_SQUARE)
    {
      u->refused = true;
      return;
    }
  /* Calvet, a capture on the square itself: relocated where it stands
   * (Popeye writes it, [wSb1->b1]). */
  if (home != to)
    fa_position_effect (pos, FA_EFFECT_RELOCATION_FROM, to, 0);
  fa_position_effect (pos, FA_EFFECT_RELOCATION_TO, home, p);
}
