#include "rules/conditions/mwu.h"

#include <string.h>

#include <glib.h>

/* Where the unit that made the move now stands: its arrival, or where
 * Anti-Circe relocated it. */
static FaSquare
mover_square (const FaPosition *pos, const FaUndo *u)
{
  const FaEffect *effects = pos->effects[pos->ply - 1];
  for (int i = u->n_effects - 1; i >= 0; i--)
    if (effects[i].kind == FA_EFFECT_RELOCATION_TO)
      return effects[i].square;
  return u->move.to;
}

static void
change_colour (FaPosition *pos, FaSquare sq)
{
  FaPiece p = pos->board[sq];
  fa_position_effect (pos, FA_EFFECT_RECOLOUR, sq, (FaPiece) (p ^ 3));
}

void
fa_mwu_after_move (FaPosition *pos)
{
  FaSquare mwu = pos->mwu;
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (mwu == FA_NO_SQUARE || (u->move.type == FA_MOVE_NULL) || u->refused)
    return;
  const FaRules *r = pos->rules;
  FaSquare now;
  if (u->move.from == mwu)
    now = mover_square (pos, u); /* MWU-2, MWU-4 */
  else if (u->captured && u->capture_square == mwu)
    /* MWU-5, MWU-6: the capturer takes the power over, but a king. */
    now = (r->kinds[fa_piece_kind (u->moved)].flags & FA_PIECE_ROYAL) ? FA_NO_SQUARE : mover_square (pos, u);
  else if (fa_move_castles (u->move)
           && mwu == ((u->move.type == FA_MOVE_CASTLE_SHORT) ? r->castle_rook_short[pos->side ^ 1]
                                                               : r->castle_rook_long[pos->side ^ 1]))
    /* MWU-9: a rook that castles moves, so it changes colour. */
    now = (FaSquare) ((u->move.from + u->move.to) / 2);
  else
    return;
  if (now != FA_NO_SQUARE)
    change_colour (pos, now);
  fa_position_set_mwu (pos, now);
}

FaMwuType
fa_mwu_line_read (const char *line)
{
  if (g_ascii_strncasecmp (line, "MWU", 3) != 0 || (line[3] != '\0' && line[3] != ' '))
    return FA_MWU_NONE;
  const char *rest = line + 3;
  while (*rest == ' ')
    rest++;
  if (*rest == '\0' || g_ascii_strcasecmp (rest, "TypeII") == 0 || g_ascii_strcasecmp (rest, "Type2") == 0)
    return FA_MWU_TYPE_II;
  if (g_ascii_strcasecmp (rest, "TypeI") == 0 || g_ascii_strcasecmp (rest, "Type1") == 0)
    return FA_MWU_TYPE_I;
  return FA_MWU_NONE;
}
