/* The figures a glyph may name, and the glyph syntax (fa-piece-glyph.h). */
#include "fa-piece-glyph.h"

#include <string.h>

/* The orthodox six, the fairy figures built from them, and the new base
 * figures of families that fairy fonts have no figure for. */
static const FaFigure figures[] = {
  { "K", "king", "K" },          { "Q", "queen", "D" },       { "R", "rook", "T" },
  { "B", "bishop", "L" },        { "S", "knight", "S" },      { "P", "pawn", "B" },
  { "AM", "amazon", "D" },       { "EM", "empress", "T" },    { "PR", "princess", "L" },
  { "GI", "giraffe", "S" },      { "RO", "rose", "S" },       { "GH", "grasshopper", "D" },
  { "CM", "chameleon", "L" },    { "LL", "frog", "S" },       { "IM", "padlock", "T" },
};

const FaFigure *
fa_piece_figures (gsize *n_out)
{
  *n_out = G_N_ELEMENTS (figures);
  return figures;
}

FaGlyph
fa_piece_glyph_parse (const char *glyph)
{
  FaGlyph parsed = { NULL, FALSE };
  if (!glyph)
    return parsed;
  gsize len = strlen (glyph);
  if (len > 0 && glyph[len - 1] == '+')
    {
      parsed.badge = TRUE;
      len--;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (figures); i++)
    if (strlen (figures[i].id) == len && strncmp (figures[i].id, glyph, len) == 0)
      parsed.figure = &figures[i];
  /* A '+' on nothing known is no figure with a badge: it is no figure. */
  if (!parsed.figure)
    parsed.badge = FALSE;
  return parsed;
}
