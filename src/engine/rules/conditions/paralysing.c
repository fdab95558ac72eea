#include "rules/conditions/paralysing.h"

#include "rules/attack.h"
#include "rules/conditions/chromatic.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

/* Under Monochrome or Bichrome chess an observation joins its squares as
 * a move does (Popeye's observation geometry): the observers, by_side's
 * paralysing units, are taken one by one, each one's captures generated
 * (a slow way, for these conditions alone). */
static bool
observed_chromatically (const FaPosition *pos, FaSquare sq, int by_side)
{
  FaKindSet paralysing = pos->rules->conditions.paralysing_kinds;
  unsigned bit = fa_side_bit (by_side);
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare t = pos->occupied[i];
      int kind = fa_piece_kind (pos->board[t]);
      if (!(pos->board[t] & bit) || !fa_kind_set_has (paralysing, kind)
          || !fa_chromatic_capture_allowed (pos, t, sq, by_side))
        continue;
      int n = fa_generate_kind_from (pos, kind, by_side, t, moves, 0);
      for (int m = 0; m < n; m++)
        if (fa_move_is_capture (pos, moves[m]) && fa_move_capture_square (pos, moves[m]) == sq)
          return true;
    }
  return false;
}

bool
fa_paralysed (const FaPosition *pos, FaSquare sq, int side)
{
  /* Observation, not capture: a paralysing unit that is itself paralysed
   * still paralyses (Popeye validates the paralyser's geometry alone). */
  if (G_UNLIKELY (pos->rules->conditions.chromatic != FA_CHROMATIC_NONE))
    return observed_chromatically (pos, sq, side ^ 1);
  return fa_square_observed_by_kinds (pos, sq, side ^ 1, pos->rules->conditions.paralysing_kinds);
}

bool
fa_paralysing_piece_may_move (const FaPosition *pos, FaSquare from)
{
  return !fa_paralysed (pos, from, pos->side);
}

bool
fa_paralysing_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  (void) to;
  return !fa_kind_set_has (pos->rules->conditions.paralysing_kinds, fa_piece_kind (pos->board[from]))
         && !fa_paralysed (pos, from, side);
}

int
fa_paralysing_filter_moves (const FaPosition *pos, FaMove *moves, int first, int n)
{
  const FaConditionRules *c = &pos->rules->conditions;
  if (c->chromatic != FA_CHROMATIC_NONE)
    n = fa_chromatic_filter_moves (pos, moves, first, n);
  if (n == first || !fa_kind_set_has (c->paralysing_kinds, fa_piece_kind (pos->board[moves[first].from])))
    return n;
  /* A paralysing unit's moves: those that take nothing. */
  int kept = first;
  for (int i = first; i < n; i++)
    if (!fa_move_is_capture (pos, moves[i]))
      moves[kept++] = moves[i];
  return kept;
}

/* The moves of the side to move's unit on from as if there were no
 * paralysis at all: the unit free to move, and free to capture were it
 * paralysing (Popeye's test of suffocation generates them so: a
 * paralysing unit's capture is a move there); Monochrome's or
 * Bichrome's filter kept. */
static int
moves_without_paralysis (const FaPosition *pos, FaSquare from, FaMove *moves)
{
  int n = fa_generate_kind_from (pos, fa_piece_kind (pos->board[from]), pos->side, from, moves, 0);
  n = fa_generate_castling (pos, from, moves, n);
  if (pos->rules->conditions.chromatic != FA_CHROMATIC_NONE)
    n = fa_chromatic_filter_moves (pos, moves, 0, n);
  return n;
}

bool
fa_paralysing_suffocated (FaPosition *pos)
{
  unsigned own = fa_side_bit (pos->side);
  bool paralysed_moves = false;
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      if (!(pos->board[from] & own) || (paralysed_moves && fa_paralysed (pos, from, pos->side)))
        continue;
      if (moves_without_paralysis (pos, from, moves) == 0)
        continue;
      if (!fa_paralysed (pos, from, pos->side))
        return false;
      paralysed_moves = true;
    }
  return paralysed_moves;
}
