#include "rules/conditions/circe.h"

#include "board/geometry.h"

/* CONV-1: a1 is dark; a square is dark when its file and rank indices
 * (from 0 here) have an even sum. */
static bool
is_dark (const FaGeometry *g, FaSquare sq)
{
  return (fa_square_file (g, sq) + fa_square_rank (g, sq)) % 2 == 0;
}

FaSquare
fa_game_array_square (const FaRules *rules, int kind, int side, FaSquare ref)
{
  const FaGeometry *g = &rules->geometry;
  int first = side == FA_WHITE ? 0 : g->ranks - 1;
  int last = g->ranks - 1 - first;
  bool dark = is_dark (g, ref);
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

FaSquare
fa_circe_rebirth_square (const FaPosition *pos, FaPiece captured, FaSquare capture_square)
{
  const FaRules *r = pos->rules;
  /* CIR-5: kings are not reborn (Rex Exclusiv). */
  if (r->kinds[fa_piece_kind (captured)].flags & FA_PIECE_ROYAL)
    return FA_NO_SQUARE;
  int side = fa_piece_side (captured);
  return fa_game_array_square (r, fa_piece_kind (captured), side, capture_square);
}

void
fa_circe_after_move (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (!u->captured)
    return;
  FaSquare sq = fa_circe_rebirth_square (pos, u->captured, u->capture_square);
  /* CIR-1: an occupied square (the capturer's own, too) takes no rebirth. */
  if (sq == FA_NO_SQUARE || pos->rules->geometry.hole[sq] || pos->board[sq])
    return;
  fa_position_effect (pos, FA_EFFECT_REBIRTH, sq, u->captured);
}
