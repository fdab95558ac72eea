#include "rules/conditions/circe.h"

#include "board/geometry.h"
#include "rules/attack.h"
#include "rules/conditions/anticirce.h"
#include "rules/move-list.h"

FaSquare
fa_game_array_square (const FaRules *rules, int kind, int side, FaSquare ref)
{
  const FaGeometry *g = &rules->geometry;
  int first = side == FA_WHITE ? 0 : g->ranks - 1;
  int last = g->ranks - 1 - first;
  bool dark = fa_square_is_dark (g, ref);
  int file;
  switch ((FaArrayClass) rules->conditions.array_class[kind])
    {
    case FA_ARRAY_KING:
      file = 4;
      break;
    case FA_ARRAY_QUEEN:
      file = 3;
      break;
    /* White's rook on a dark square goes to a1 (dark), Black's to h8
     * (dark): the corner of the same colour, and likewise for the minor
     * pieces. */
    case FA_ARRAY_ROOK:
      file = (dark == (side == FA_WHITE)) ? 0 : 7;
      break;
    case FA_ARRAY_BISHOP:
      file = (dark == (side == FA_WHITE)) ? 2 : 5;
      break;
    case FA_ARRAY_KNIGHT:
      file = (dark == (side == FA_WHITE)) ? 6 : 1;
      break;
    case FA_ARRAY_PAWN:
      return fa_square_make (g, fa_square_file (g, ref), side == FA_WHITE ? 1 : g->ranks - 2);
    default:
      /* CIR-3: a fairy piece on the capture file, on White's promotion
       * rank for White, Black's for Black (as Popeye does). */
      return fa_square_make (g, fa_square_file (g, ref), last);
    }
  if (file >= g->files)
    return FA_NO_SQUARE;
  return fa_square_make (g, file, first);
}

/* FIC-1: pieces and kings on the home rank, pawns on the next, fairy
 * pieces on the promotion rank (CIR-3). */
static FaSquare
file_square (const FaRules *rules, int kind, int side, FaSquare ref)
{
  const FaGeometry *g = &rules->geometry;
  int first = side == FA_WHITE ? 0 : g->ranks - 1;
  int rank;
  switch ((FaArrayClass) rules->conditions.array_class[kind])
    {
    case FA_ARRAY_PAWN:
      rank = side == FA_WHITE ? 1 : g->ranks - 2;
      break;
    case FA_ARRAY_FAIRY:
      rank = g->ranks - 1 - first;
      break;
    default:
      rank = first;
      break;
    }
  return fa_square_make (g, fa_square_file (g, ref), rank);
}

FaSquare
fa_rebirth_square (const FaRules *rules, FaRebirthSquare how, bool mirror, int kind, int side, FaSquare ref)
{
  const FaGeometry *g = &rules->geometry;
  if (mirror)
    side ^= 1;
  switch (how)
    {
    case FA_REBIRTH_FILE:
      return file_square (rules, kind, side, ref);
    case FA_REBIRTH_SYMMETRY:
      return fa_square_make (g, g->files - 1 - fa_square_file (g, ref), g->ranks - 1 - fa_square_rank (g, ref));
    case FA_REBIRTH_ARRAY:
    default:
      return fa_game_array_square (rules, kind, side, ref);
    }
}

FaPiece
fa_circe_reborn_piece (const FaRules *rules, FaPiece captured)
{
  int next = rules->conditions.circe.chameleon_next[fa_piece_kind (captured)];
  return next ? fa_piece_make (next, captured & 3) : captured;
}

FaSquare
fa_circe_rebirth_square (const FaPosition *pos, FaPiece captured, FaSquare capture_square, FaSquare origin,
                         FaSquare departure, FaPiece capturer, int mover)
{
  const FaRules *r = pos->rules;
  const FaCirceRules *c = &r->conditions.circe;
  if ((r->kinds[fa_piece_kind (captured)].flags & FA_PIECE_ROYAL) && !c->rex_inclusive)
    return FA_NO_SQUARE;
  FaSquare sq;
  if (c->square == FA_REBIRTH_DEPARTURE)
    sq = departure; /* PWC-1 */
  else if (c->square == FA_REBIRTH_DIAGRAM)
    sq = origin; /* DIC-1: none for a unit the diagram did not have */
  else if (c->couscous)
    /* COU-1: the capturer's square, for its kind (after a promotion) and
     * colour. */
    sq = fa_rebirth_square (r, c->square, c->mirror, fa_piece_kind (capturer), fa_circe_side_of (capturer, mover),
                            capture_square);
  else
    sq = fa_rebirth_square (r, c->square, c->mirror, fa_piece_kind (fa_circe_reborn_piece (r, captured)),
                            fa_circe_side_of (captured, mover ^ 1), capture_square);
  return sq != FA_NO_SQUARE && !r->geometry.hole[sq] ? sq : FA_NO_SQUARE;
}

bool
fa_circe_rebirth_promotes (const FaRules *r, FaPiece reborn, int side, FaSquare sq)
{
  if (!(r->kinds[fa_piece_kind (reborn)].flags & FA_PIECE_PAWN))
    return false;
  int last = fa_circe_side_of (reborn, side) == FA_WHITE ? r->geometry.ranks - 1 : 0;
  return fa_square_rank (&r->geometry, sq) == last;
}

/* The rebirth of one captured unit: its square, as the variant says, if
 * that square is free (CIR-1), or under Circe Assassin whatever stands
 * there taken off.  origin: the captured unit's diagram square. */
static void
reborn (FaPosition *pos, FaPiece captured, FaSquare capture_square, FaSquare origin)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  const FaRules *r = pos->rules;
  /* (The side to move now is the one whose unit was captured.) */
  FaSquare sq = fa_circe_rebirth_square (pos, captured, capture_square, origin, u->move.from,
                                         pos->board[u->move.to], pos->side ^ 1);
  if (sq == FA_NO_SQUARE)
    return;
  FaPiece occupant = pos->board[sq];
  if (occupant)
    {
      /* CIR-1: an occupied square (the capturer's own, too) takes no
       * rebirth; under Circe Assassin its unit goes, but the capturing
       * side may not lose its king so. */
      if (!r->conditions.circe.assassin)
        return;
      if ((r->kinds[fa_piece_kind (occupant)].flags & FA_PIECE_ROYAL) && fa_piece_is_side (occupant, pos->side ^ 1))
        {
          u->refused = true;
          return;
        }
      fa_position_effect (pos, FA_EFFECT_ASSASSINATION, sq, 0);
    }
  fa_circe_rebirth (pos, sq, fa_circe_reborn_piece (r, captured), pos->side);
}

void
fa_circe_after_move (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  /* The Rococo pieces' captures away from the arrival square (a
   * withdrawal, a long leap over several units) removed their victims
   * first (rules/rococo.c): each unit among them is reborn too, in the
   * order taken, after the one taken on the arrival square.  The mover
   * itself, when it went (a swapper's mutual destruction, a frozen unit's
   * suicide, both on the arrival square), was not captured, and stays
   * off (fa_rococo_taken's reading). */
  int n_removed = pos->rules->rococo_kinds[0] ? u->n_effects : 0;
  if (u->captured)
    reborn (pos, u->captured, u->capture_square, fa_position_captured_origin (pos));
  for (int i = 0; i < n_removed && !u->refused; i++)
    {
      const FaEffect *e = &pos->effects[pos->ply - 1][i];
      if (e->kind == FA_EFFECT_REMOVAL && e->before && e->square != u->move.to)
        reborn (pos, e->before, e->square, FA_NO_SQUARE);
    }
}

void
fa_circe_rebirth (FaPosition *pos, FaSquare sq, FaPiece reborn, int side)
{
  const FaRules *r = pos->rules;
  FaUndo *u = &pos->history[pos->ply - 1];
  if (!fa_circe_rebirth_promotes (r, reborn, side, sq))
    {
      fa_position_effect (pos, FA_EFFECT_REBIRTH, sq, reborn);
      return;
    }
  /* The move carries the choice (fa_expand_rebirth_choices). */
  int choice = u->move.rebirth_choice;
  /* A paralysing pawn is reborn a paralysing piece. */
  const uint8_t *kinds = fa_rules_promotion_kinds (r, fa_piece_kind (reborn));
  if (choice == 0 || choice > r->n_promotions || !kinds[choice - 1])
    {
      u->refused = true;
      return;
    }
  fa_position_effect (pos, FA_EFFECT_REBIRTH_PROMOTION, sq, fa_piece_make (kinds[choice - 1], reborn & 3));
}

bool
fa_square_free_after (const FaPosition *pos, FaMove m, FaSquare sq)
{
  FaSquare cap = fa_move_capture_square (pos, m);
  /* The capturer stands on the arrival square, or under Anti-Circe on
   * its relocation square, which the rebirth comes after (circe-anticirce.h). */
  FaSquare stands = m.to;
  if (pos->rules->conditions.anticirce != FA_ANTICIRCE_NONE && pos->board[cap])
    {
      FaSquare emptied[] = { m.from, cap };
      stands = fa_anticirce_move_square (pos, m, pos->side, emptied, 2);
    }
  return sq != stands && (sq == m.from || sq == cap || sq == m.to || !pos->board[sq]);
}

int
fa_circe_expand_promotions (const FaPosition *pos, FaMove *moves, int first, int n)
{
  const FaRules *r = pos->rules;
  /* Most lists take no unit that is reborn a pawn: they are left as they
   * are before the rebirth squares are asked (this was a fifth of a PWC
   * series' time), at once when no such unit is on the board (8 % of a
   * pawnless PWC helpmate's). */
  if (!((pos->kinds_present[FA_WHITE] | pos->kinds_present[FA_BLACK]) & r->conditions.circe.reborn_pawn_kinds))
    return n;
  int pawn_taken = first;
  for (; pawn_taken < n; pawn_taken++)
    {
      FaMove m = moves[pawn_taken];
      FaPiece victim = fa_move_castles (m) ? 0 : pos->board[fa_move_capture_square (pos, m)];
      if (victim && (r->kinds[fa_piece_kind (fa_circe_reborn_piece (r, victim))].flags & FA_PIECE_PAWN))
        break;
    }
  if (pawn_taken == n)
    return n;
  /* Which captures rebirth a pawn on its last rank: each becomes one
   * move per promotion choice (the capturing side chooses, COU-2). */
  FA_SCRATCH_ARRAY (bool, promotes, n);
  for (int i = first; i < n; i++)
    {
      FaMove m = moves[i];
      promotes[i] = false;
      FaSquare cap = fa_move_capture_square (pos, m);
      FaPiece victim = fa_move_castles (m) ? 0 : pos->board[cap];
      if (!victim)
        continue;
      FaPiece mover = pos->board[m.from];
      FaPiece capturer = m.promotion ? fa_piece_make (m.promotion, mover & 3) : mover;
      FaSquare sq = fa_circe_rebirth_square (pos, victim, cap, pos->origin[cap], m.from, capturer, pos->side);
      promotes[i] = sq != FA_NO_SQUARE && fa_square_free_after (pos, m, sq)
                    && fa_circe_rebirth_promotes (r, fa_circe_reborn_piece (r, victim), pos->side ^ 1, sq);
    }
  return fa_expand_rebirth_choices (r, moves, first, n, promotes);
}

int
fa_expand_rebirth_choices (const FaRules *r, FaMove *moves, int first, int n, const bool *promotes)
{
  int extra = 0;
  for (int i = first; i < n; i++)
    if (promotes[i])
      extra += r->n_promotions - 1;
  if (extra == 0)
    return n;
  /* From the end, so that nothing is overwritten before it is copied. */
  int out = n + extra;
  for (int i = n - 1; i >= first; i--)
    {
      if (!promotes[i])
        {
          moves[--out] = moves[i];
          continue;
        }
      for (int c = r->n_promotions; c >= 1; c--)
        {
          FaMove m = moves[i];
          m.rebirth_choice = (uint8_t) c;
          moves[--out] = m;
        }
    }
  return n + extra;
}

bool
fa_circe_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  FaPiece victim = pos->board[to];
  if (!victim || !(pos->rules->kinds[fa_piece_kind (victim)].flags & FA_PIECE_ROYAL))
    return true;
  FaSquare sq = fa_circe_rebirth_square (pos, victim, to, pos->origin[to], from, pos->board[from], side);
  /* After the capture the capturer stands on to, and from is empty. */
  return sq == FA_NO_SQUARE || sq == to || (sq != from && pos->board[sq]);
}

/* An attack as the other conditions allow it (Madrasi...): the test
 * Assassin's stands on. */
static bool
attacked_as_allowed (const FaPosition *pos, FaSquare sq, int by_side)
{
  if (pos->rules->conditions.n_capture_filters)
    return fa_square_attacked_filtered (pos, sq, by_side);
  return fa_square_observed_by_kinds (pos, sq, by_side, FA_ALL_KINDS);
}

bool
fa_circe_assassin_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  if (attacked_as_allowed (pos, sq, by_side))
    return true;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare q = pos->occupied[i];
      FaPiece unit = pos->board[q];
      if (q == sq || !fa_piece_is_side (unit, by_side ^ 1))
        continue;
      /* No capturer is known: the variants whose square depends on it
       * (PWC, Couscous) are not taken with Assassin. */
      if (fa_circe_rebirth_square (pos, unit, q, pos->origin[q], FA_NO_SQUARE, 0, by_side) == sq
          && attacked_as_allowed (pos, q, by_side))
        return true;
    }
  return false;
}
