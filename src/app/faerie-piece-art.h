/* Piece figures as textures for the widgets: drawn by the diagram
 * library (fa_diagram_draw_piece: the catalogue's glyph, turned as fairy
 * fonts turn it) at the size asked for, once, then cached. */
#pragma once

#include <gtk/gtk.h>

#include "problem/problem.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_PIECE_ART (faerie_piece_art_get_type ())
G_DECLARE_FINAL_TYPE (FaeriePieceArt, faerie_piece_art, FAERIE, PIECE_ART, GObject)

/* The shared instance. */
FaeriePieceArt *faerie_piece_art_get_default (void);

/* A texture of size x size pixels showing spec in colour. */
GdkTexture *faerie_piece_art_texture (FaeriePieceArt *self, const FaPieceSpec *spec, FaColour colour, int size);

/* A texture holding what was drawn on an ARGB32 cairo image surface. */
GdkTexture *faerie_texture_from_surface (cairo_surface_t *surface);

/* The same drawn into a cairo context at (x, y) (for widgets that paint
 * with cairo, and for drag icons). */
void faerie_piece_art_draw (FaeriePieceArt *self, cairo_t *cr, const FaPieceSpec *spec, FaColour colour,
                            double x, double y, double size);

G_END_DECLS
