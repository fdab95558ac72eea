/* The catalogue's glyph strings (FaPieceSpec.glyph), read: which figure
 * of icons/pieces a kind is drawn with, and whether its code is added as
 * a badge.  The syntax is FIGURE or FIGURE+ (see icons/README.md):
 * "S" is the knight, "S+" the knight with the kind's code in a badge,
 * which is how the kinds without a figure of their own still each look
 * different.  Drawing is fa-piece-figures.c's job; this is only the
 * table, so that the LaTeX export reads glyphs the same way. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *id;     /* as glyphs write it: "S", "AM", "GH" */
  const char *file;   /* icons/pieces/COLOUR-FILE.svg: "knight" */
  const char *letter; /* the LaTeX package's letter of the nearest
                         orthodox figure (German: K D T L S B) */
} FaFigure;

typedef struct
{
  const FaFigure *figure; /* NULL when the glyph names no figure (a user's piece) */
  gboolean badge;         /* draw the kind's code in a corner */
} FaGlyph;

/* Reads glyph (NULL reads as no figure). */
FaGlyph fa_piece_glyph_parse (const char *glyph);

/* Every figure, for tests and the README's list. */
const FaFigure *fa_piece_figures (gsize *n_out);

G_END_DECLS
